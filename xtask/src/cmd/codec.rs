//! `decode` and `encode`: one payload through the generated codecs
//! (npamp-codec), printed as JSON or hex.

use super::{code, Res};
use npamp_codec::{refusal_json, Codec};
use npamp_generated::Profile;

/// The codec of MODULE, matched without regard to case.
fn codec(module: &str) -> Result<Codec, String> {
    Codec::for_module(&module.to_ascii_lowercase()).map_err(|e| e.to_string())
}

/// The payload argument of `decode`: hex, `-` (standard input) or `@PATH`;
/// what is read is hex when it is (whitespace ignored), raw bytes otherwise.
fn payload_arg(arg: &str) -> Result<Vec<u8>, String> {
    let raw = match arg {
        "-" => {
            let mut b = Vec::new();
            std::io::Read::read_to_end(&mut std::io::stdin(), &mut b)
                .map_err(|e| format!("cannot read standard input: {e}"))?;
            b
        }
        a => match a.strip_prefix('@') {
            Some(path) => std::fs::read(path).map_err(|e| format!("cannot read {path}: {e}"))?,
            None => return npamp_testkit::hex::unhex(a).map_err(|e| format!("bad HEX: {e}")),
        },
    };
    Ok(npamp_testkit::hex::hex_or_raw(raw))
}

pub fn decode(module: &str, ft: &str, payload: &str, profile: Profile) -> Res {
    let c = codec(module)?;
    let ft = c.frame_type_named(ft)?;
    let payload = payload_arg(payload)?;
    let (out, accepted) = match c.decode(ft, &payload, profile) {
        Ok(frame) => {
            let mut out = serde_json::json!({ "verdict": "accept", "frame": frame });
            // Accepted under the minimum profile: say what the strict reading
            // would refuse (an acceptable input).
            if profile == Profile::Minimum {
                if let Err(e) = c.decode(ft, &payload, Profile::Strict) {
                    out["strict"] = refusal_json(c.channel(), &e);
                }
            }
            (out, true)
        }
        Err(e) => (refusal_json(c.channel(), &e), false),
    };
    outln!("{out}");
    Ok(code(accepted))
}

pub fn encode(module: &str, json: &str) -> Res {
    let c = codec(module)?;
    let v: serde_json::Value = serde_json::from_str(json).map_err(|e| format!("bad JSON: {e}"))?;
    let (out, encoded) = match c.encode(&v, Profile::Strict) {
        Ok((_, bytes)) => (npamp_testkit::hex::hex(&bytes), true),
        Err(npamp_codec::EncodeError::Refused { error, .. }) => {
            (refusal_json(c.channel(), &error).to_string(), false)
        }
        Err(e) => return Err(e.into()),
    };
    outln!("{out}");
    Ok(code(encoded))
}
