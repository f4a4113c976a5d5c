//! `decode`, `encode` and `expand`: inspect what the generated codecs do.
//!
//! `decode` runs the generated decoder. `encode` builds the payload from JSON
//! with the schema model (field names → keys, enum names → values), then runs
//! it through the generated decoder (so a bad frame gets the same rule error
//! a peer would) and prints the generated encoder's canonical output.

use crate::Usage;
use npamp_generated::rt::FieldValue;
use npamp_generated::{interaction, workflow, DecodeError};
use npamp_schema::{Model, Type};
use serde_json::{json, Map, Value};
use std::process::ExitCode;

/// Which channel module.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Chan {
    Interaction,
    Workflow,
}

impl Chan {
    pub fn parse(s: &str) -> Result<Self, Usage> {
        match s {
            "interaction" => Ok(Chan::Interaction),
            "workflow" => Ok(Chan::Workflow),
            o => Err(Usage(format!(
                "unknown channel `{o}` (interaction or workflow)"
            ))),
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Chan::Interaction => "interaction",
            Chan::Workflow => "workflow",
        }
    }
    pub fn model(self) -> Model {
        match npamp_schema::load_shipped(self.name()) {
            Ok(m) => m,
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(2)
            }
        }
    }
}

/// Decoded frame as JSON (`frame_type` name plus fields by schema name), or the refusal.
pub fn decode_json(chan: Chan, frame_type: u16, payload: &[u8]) -> Result<Value, DecodeError> {
    let (name, fields) = match chan {
        Chan::Interaction => {
            let f = interaction::decode(frame_type, payload)?;
            (f.frame_type().name(), fields_json(&f.fields()))
        }
        Chan::Workflow => {
            let f = workflow::decode(frame_type, payload)?;
            (f.frame_type().name(), fields_json(&f.fields()))
        }
    };
    Ok(json!({ "frame_type": name, "fields": fields }))
}

pub fn wire_name(chan: Chan, e: &DecodeError) -> &'static str {
    match chan {
        Chan::Interaction => interaction::wire_code(e).name().unwrap_or("unknown"),
        Chan::Workflow => workflow::wire_code(e).name().unwrap_or("unknown"),
    }
}

pub fn reject_json(chan: Chan, e: &DecodeError) -> Value {
    let mut v = json!({
        "verdict": "reject",
        "error_code": wire_name(chan, e),
        "rule": e.rule,
        "section": e.section,
        "offset": e.offset,
    });
    if let (Some(f), Some(o)) = (e.field, v.as_object_mut()) {
        o.insert("field".into(), json!(f));
    }
    v
}

fn fields_json(fields: &[(&'static str, FieldValue<'_>)]) -> Value {
    let mut m = Map::new();
    for (k, v) in fields {
        m.insert((*k).to_string(), field_json(v));
    }
    Value::Object(m)
}

fn field_json(v: &FieldValue<'_>) -> Value {
    match v {
        FieldValue::Uint(x) => json!(x),
        FieldValue::Int(x) => match i64::try_from(*x) {
            Ok(i) => json!(i),
            Err(_) => json!(x.to_string()),
        },
        FieldValue::Bytes(b) => json!(hex(b)),
        FieldValue::Text(s) => json!(s),
        FieldValue::Bool(b) => json!(b),
        FieldValue::Enum { raw, name } => match name {
            Some(n) => json!(n),
            None => json!(raw),
        },
        FieldValue::Array(items) => Value::Array(items.iter().map(field_json).collect()),
        FieldValue::Map(b) => json!({ "cbor": hex(b) }),
        FieldValue::Item(b) => item_json(b),
    }
}

/// An `any` item: plain JSON for scalars and arrays of uints, `{"cbor": hex}` otherwise.
fn item_json(b: &[u8]) -> Value {
    let it = match npamp_generated::rt::Item::from_canonical(b, 64) {
        Ok(it) => it,
        Err(_) => return json!({ "cbor": hex(b) }),
    };
    if let Some(u) = it.as_uint() {
        return json!(u);
    }
    if let Some(s) = it.as_text() {
        return json!(s);
    }
    if let Some(x) = it.as_bool() {
        return json!(x);
    }
    if let Some(items) = it.as_array() {
        let v: Option<Vec<u64>> = items.map(|x| x.as_uint()).collect();
        if let Some(v) = v {
            return json!(v);
        }
    }
    json!({ "cbor": hex(b) })
}

pub fn hex(b: &[u8]) -> String {
    use std::fmt::Write;
    b.iter()
        .fold(String::with_capacity(b.len() * 2), |mut s, x| {
            let _ = write!(s, "{x:02x}");
            s
        })
}

pub fn unhex(s: &str) -> Result<Vec<u8>, String> {
    let s: String = s.chars().filter(|c| !c.is_whitespace()).collect();
    let s = s.strip_prefix("0x").unwrap_or(&s);
    if !s.len().is_multiple_of(2) {
        return Err("odd number of hex digits".into());
    }
    (0..s.len())
        .step_by(2)
        .map(|i| {
            s.get(i..i + 2)
                .and_then(|d| u8::from_str_radix(d, 16).ok())
                .ok_or_else(|| format!("bad hex digits at offset {i}"))
        })
        .collect()
}

pub fn parse_frame_type(s: &str) -> Result<u16, Usage> {
    let r = match s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        Some(h) => u16::from_str_radix(h, 16),
        None => s.parse::<u16>(),
    };
    r.map_err(|_| {
        Usage(format!(
            "bad FRAME_TYPE `{s}` (decimal or 0x-hex, 0..=65535)"
        ))
    })
}

pub fn decode(args: &[String]) -> Result<ExitCode, Usage> {
    let [chan, ft, hexs] = args else {
        return Err(Usage(
            "decode takes <interaction|workflow> <FRAME_TYPE> <HEX>".into(),
        ));
    };
    let chan = Chan::parse(chan)?;
    let ft = parse_frame_type(ft)?;
    let payload = unhex(hexs).map_err(|e| Usage(format!("bad HEX: {e}")))?;
    match decode_json(chan, ft, &payload) {
        Ok(v) => {
            println!(
                "{}",
                json!({ "verdict": "accept", "frame_type": v["frame_type"], "frame": v["fields"] })
            );
            Ok(ExitCode::SUCCESS)
        }
        Err(e) => {
            println!("{}", reject_json(chan, &e));
            Ok(ExitCode::from(1))
        }
    }
}

pub fn encode(args: &[String]) -> Result<ExitCode, Usage> {
    let [chan, text] = args else {
        return Err(Usage("encode takes <interaction|workflow> <JSON>".into()));
    };
    let chan = Chan::parse(chan)?;
    let model = chan.model();
    let v: Value = serde_json::from_str(text).map_err(|e| Usage(format!("bad JSON: {e}")))?;
    let bytes = match json_to_payload(&model, &v) {
        Ok(b) => b,
        Err(e) => return Err(Usage(e)),
    };
    let ft = frame_type_of(&model, &v).map_err(Usage)?;
    // Check and canonicalize through the generated codec.
    let out = match chan {
        Chan::Interaction => interaction::decode(ft, &bytes).map(|f| f.to_vec()),
        Chan::Workflow => workflow::decode(ft, &bytes).map(|f| f.to_vec()),
    };
    match out {
        Ok(b) => {
            println!("{}", hex(&b));
            Ok(ExitCode::SUCCESS)
        }
        Err(e) => {
            eprintln!("refused: {e}");
            println!("{}", reject_json(chan, &e));
            Ok(ExitCode::from(1))
        }
    }
}

pub fn expand(args: &[String]) -> Result<ExitCode, Usage> {
    let [chan] = args else {
        return Err(Usage("expand takes <interaction|workflow>".into()));
    };
    let model = Chan::parse(chan)?.model();
    match npamp_codegen::generate_pretty(&model) {
        Ok(s) => {
            use std::io::Write;
            // A closed pipe (e.g. `| head`) is not an error.
            let _ = std::io::stdout().write_all(s.as_bytes());
            Ok(ExitCode::SUCCESS)
        }
        Err(e) => {
            eprintln!("{e}");
            Ok(ExitCode::from(1))
        }
    }
}

fn frame_type_of(model: &Model, v: &Value) -> Result<u16, String> {
    match v.get("frame") {
        Some(Value::String(s)) => {
            if let Some(f) = model.frame(s) {
                return Ok(f.code);
            }
            parse_frame_type(s).map_err(|u| u.0)
        }
        Some(Value::Number(n)) => n
            .as_u64()
            .and_then(|x| u16::try_from(x).ok())
            .ok_or_else(|| "\"frame\" must be a frame name or a 16-bit frame type".into()),
        _ => Err(format!(
            "JSON needs \"frame\": one of {}",
            model
                .frames
                .iter()
                .map(|f| f.name.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        )),
    }
}

// ---- a tiny canonical CBOR writer for building payloads from JSON

fn head(out: &mut Vec<u8>, major: u8, arg: u64) {
    npamp_generated::rt::write_head(out, major, arg)
}

/// JSON → payload bytes, keyed by the schema. Unknown JSON keys are errors;
/// `frame_kind` may be given to override (to build refusal examples).
pub fn json_to_payload(model: &Model, v: &Value) -> Result<Vec<u8>, String> {
    let obj = v.as_object().ok_or("JSON must be an object")?;
    let ft = frame_type_of(model, v)?;
    let frame = model.frame_by_code(ft);
    let mut entries: Vec<(u64, Vec<u8>)> = Vec::new();
    let fk = match obj.get("frame_kind") {
        Some(x) => x.as_u64().ok_or("frame_kind must be a uint")?,
        None => u64::from(ft),
    };
    let mut b = Vec::new();
    head(&mut b, 0, fk);
    entries.push((model.envelope.frame_kind_key, b));
    for (k, val) in obj {
        if k == "frame" || k == "frame_kind" {
            continue;
        }
        let mut b = Vec::new();
        let key = if k == "corr" {
            let h = val.as_str().ok_or("corr must be a hex string")?;
            let bytes = unhex(h).map_err(|e| format!("corr: {e}"))?;
            head(&mut b, 2, bytes.len() as u64);
            b.extend_from_slice(&bytes);
            model.envelope.corr_key
        } else {
            let f = frame
                .and_then(|f| f.field(k))
                .ok_or_else(|| format!("`{k}` is not a field of this frame"))?;
            value_to_cbor(model, f.enum_name.as_deref(), &f.ty, val, &mut b)
                .map_err(|e| format!("{k}: {e}"))?;
            f.key
        };
        entries.push((key, b));
    }
    entries.sort_by_key(|(k, _)| *k);
    let mut out = Vec::new();
    head(&mut out, 5, entries.len() as u64);
    for (k, b) in entries {
        head(&mut out, 0, k);
        out.extend_from_slice(&b);
    }
    Ok(out)
}

fn value_to_cbor(
    model: &Model,
    en: Option<&str>,
    ty: &Type,
    v: &Value,
    out: &mut Vec<u8>,
) -> Result<(), String> {
    if v.is_null() {
        out.push(0xf6);
        return Ok(());
    }
    if let Some(Value::String(h)) = v.as_object().and_then(|o| o.get("cbor")) {
        out.extend(unhex(h)?);
        return Ok(());
    }
    match ty {
        Type::Uint => {
            let n = match (v, en.and_then(|e| model.enum_def(e))) {
                (Value::String(s), Some(e)) => e
                    .value_of(s)
                    .ok_or_else(|| format!("`{s}` is not a value of {}", e.name))?,
                _ => v.as_u64().ok_or("expected an unsigned integer")?,
            };
            head(out, 0, n);
        }
        Type::Nint | Type::Int => {
            let n = v.as_i64().ok_or("expected an integer")?;
            if n >= 0 {
                head(out, 0, n as u64)
            } else {
                head(out, 1, (-1 - n) as u64)
            }
        }
        Type::Bstr => {
            let b = unhex(v.as_str().ok_or("expected a hex string")?)?;
            head(out, 2, b.len() as u64);
            out.extend_from_slice(&b);
        }
        Type::Tstr => {
            let s = v.as_str().ok_or("expected a string")?;
            head(out, 3, s.len() as u64);
            out.extend_from_slice(s.as_bytes());
        }
        Type::Bool => out.push(if v.as_bool().ok_or("expected a boolean")? {
            0xf5
        } else {
            0xf4
        }),
        Type::Array(inner) => {
            let a = v.as_array().ok_or("expected an array")?;
            head(out, 4, a.len() as u64);
            for x in a {
                value_to_cbor(model, None, inner, x, out)?;
            }
        }
        Type::UintKeyedMap | Type::AnyKeyedMap => {
            let o = v
                .as_object()
                .ok_or("expected {\"cbor\": \"<hex>\"} or an object with uint keys")?;
            let mut entries: Vec<(u64, &Value)> = Vec::new();
            for (k, x) in o {
                entries.push((
                    k.parse()
                        .map_err(|_| format!("map key `{k}` is not a uint"))?,
                    x,
                ));
            }
            entries.sort_by_key(|(k, _)| *k);
            head(out, 5, entries.len() as u64);
            for (k, x) in entries {
                head(out, 0, k);
                value_to_cbor(model, None, &Type::Any, x, out)?;
            }
        }
        Type::Any => match v {
            Value::Bool(b) => out.push(if *b { 0xf5 } else { 0xf4 }),
            Value::Number(n) => {
                let x = n.as_i64().ok_or("numbers must be integers")?;
                if x >= 0 {
                    head(out, 0, x as u64)
                } else {
                    head(out, 1, (-1 - x) as u64)
                }
            }
            Value::String(s) => {
                head(out, 3, s.len() as u64);
                out.extend_from_slice(s.as_bytes());
            }
            Value::Array(a) => {
                head(out, 4, a.len() as u64);
                for x in a {
                    value_to_cbor(model, None, &Type::Any, x, out)?;
                }
            }
            Value::Object(_) => value_to_cbor(model, None, &Type::UintKeyedMap, v, out)?,
            Value::Null => out.push(0xf6),
        },
    }
    Ok(())
}
