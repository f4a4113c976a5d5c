//! The npamp-conform adapter contract (`npamp-conform-INSTRUCTIONS.md`): a
//! 4-byte little-endian length followed by that many bytes of JSON, in both
//! directions; requests `{"op": "...", "in": {...}}`, replies exactly one of
//! `{"out": {...}}`, `{"error": "..."}`, `{"skipped": "..."}`.
//!
//! [`serve`] answers every registered channel's `<module>.body.decode`
//! (from `npamp_generated::CHANNELS`) and skips every other op; the client
//! side is [`crate::testee::Testee`].

use npamp_codec::refusal_text;
use npamp_generated::rt::{Channel, Corr, FrameView, Profile};
use npamp_schema::EnvRole;
use npamp_testkit::corpus::BodyInput;
use npamp_testkit::hex;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use std::fmt;
use std::io::{self, Read, Write};

/// The largest frame either side reads by default (16 MiB): a length above
/// it is refused before anything is allocated.
pub const MAX_FRAME: usize = 16 << 20;

/// The suffix of the body-decode operation of a channel (`<module>.body.decode`).
pub const BODY_DECODE: &str = ".body.decode";

/// The body-decode op of a channel module.
pub fn body_decode_op(module: &str) -> String {
    format!("{module}{BODY_DECODE}")
}

/// A framing failure.
#[derive(Debug)]
pub enum FrameError {
    /// The stream ended inside a frame (`got` of `want` bytes of its length
    /// prefix or body).
    Truncated {
        got: usize,
        want: usize,
        in_length: bool,
    },
    /// The length prefix exceeds the reader's limit.
    TooLarge {
        len: u64,
        max: usize,
    },
    Io(io::Error),
}

impl fmt::Display for FrameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FrameError::Truncated {
                got,
                want,
                in_length: true,
            } => write!(
                f,
                "truncated frame: {got} of {want} length bytes before EOF"
            ),
            FrameError::Truncated { got, want, .. } => {
                write!(f, "truncated frame: {got} of {want} bytes before EOF")
            }
            FrameError::TooLarge { len, max } => {
                write!(f, "frame length {len} exceeds the limit of {max} bytes")
            }
            FrameError::Io(e) => write!(f, "i/o error: {e}"),
        }
    }
}

impl std::error::Error for FrameError {}

/// Read until `buf` is full or EOF; returns the bytes read. Short reads and
/// `Interrupted` are retried.
fn read_full(r: &mut impl Read, buf: &mut [u8]) -> io::Result<usize> {
    let mut got = 0;
    while let Some(rest) = buf.get_mut(got..).filter(|b| !b.is_empty()) {
        match r.read(rest) {
            Ok(0) => break,
            Ok(n) => got += n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(got)
}

/// Read one frame. `Ok(None)` is EOF at a frame boundary (the peer is done);
/// EOF inside a frame is [`FrameError::Truncated`]; a length over `max` is
/// [`FrameError::TooLarge`] (nothing of the body is read or allocated).
pub fn read_frame(r: &mut impl Read, max: usize) -> Result<Option<Vec<u8>>, FrameError> {
    let mut len = [0u8; 4];
    match read_full(r, &mut len).map_err(FrameError::Io)? {
        0 => return Ok(None),
        4 => {}
        got => {
            return Err(FrameError::Truncated {
                got,
                want: 4,
                in_length: true,
            })
        }
    }
    let n = u32::from_le_bytes(len);
    let want = usize::try_from(n).unwrap_or(usize::MAX);
    if want > max {
        return Err(FrameError::TooLarge {
            len: u64::from(n),
            max,
        });
    }
    // Read incrementally: the allocation follows the bytes that really arrive.
    let mut body = Vec::new();
    let got = r
        .take(u64::from(n))
        .read_to_end(&mut body)
        .map_err(FrameError::Io)?;
    if got != want {
        return Err(FrameError::Truncated {
            got,
            want,
            in_length: false,
        });
    }
    Ok(Some(body))
}

/// Write one frame and flush.
pub fn write_frame(w: &mut impl Write, payload: &[u8]) -> io::Result<()> {
    let len = u32::try_from(payload.len())
        .map_err(|_| io::Error::new(io::ErrorKind::InvalidInput, "frame longer than 4 GiB"))?;
    w.write_all(&len.to_le_bytes())?;
    w.write_all(payload)?;
    w.flush()
}

/// A request: `{"op": "...", "in": {...}}`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Request {
    pub op: String,
    #[serde(rename = "in", default)]
    pub input: Value,
}

/// A reply: exactly one of `out`, `error`, `skipped`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase", deny_unknown_fields)]
pub enum Response {
    /// Success, with the operation's output fields.
    Out(Map<String, Value>),
    /// The input was rejected or could not be processed.
    Error(String),
    /// The operation is not implemented.
    Skipped(String),
}

impl Response {
    /// The reply as framed JSON bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        serde_json::to_vec(self)
            .unwrap_or_else(|_| b"{\"error\":\"unserializable reply\"}".to_vec())
    }

    /// Parse a reply; anything but exactly one of the three forms is an error.
    pub fn from_bytes(b: &[u8]) -> Result<Response, String> {
        serde_json::from_slice(b).map_err(|e| {
            let shown: String = String::from_utf8_lossy(b).chars().take(120).collect();
            format!("not an adapter reply ({e}): {shown:?}")
        })
    }
}

/// The `out` of an accepted body: `frame_kind`, and the correlation key under
/// its field name (`corr` as hex, Stream's `sub_stream_id` as a number) when
/// the frame carries one.
pub fn body_out(channel: &dyn Channel, view: &dyn FrameView<'_>) -> Map<String, Value> {
    let mut out = Map::new();
    out.insert("frame_kind".into(), Value::from(view.frame_type()));
    let name = npamp_schema::shipped_model(channel.info().module)
        .and_then(|m| m.frame_by_code(view.frame_type()))
        .and_then(|f| f.envelope(EnvRole::Corr))
        .map_or("corr", |f| f.name.as_str());
    match view.corr() {
        Some(Corr::Bytes(b)) => {
            out.insert(name.into(), Value::String(hex::hex(b)));
        }
        Some(Corr::Uint(u)) => {
            out.insert(name.into(), Value::from(u));
        }
        None => {}
    }
    out
}

/// Decode one body with `channel`: `out` or the refusal text.
pub fn body_decode(channel: &dyn Channel, input: &BodyInput, profile: Profile) -> Response {
    let reply = match channel.decode(input.frame_type, &input.body, profile) {
        Ok(view) => Response::Out(body_out(channel, view.as_ref())),
        Err(e) => Response::Error(refusal_text(channel, &e)),
    };
    reply
}

/// The registered channel whose body-decode op this is.
pub fn channel_for_op(op: &str) -> Option<&'static dyn Channel> {
    let module = op.strip_suffix(BODY_DECODE)?;
    npamp_generated::CHANNELS
        .iter()
        .copied()
        .find(|c| c.info().module == module)
}

/// The reply to one request.
pub fn handle(request: &Request, profile: Profile) -> Response {
    let Some(channel) = channel_for_op(&request.op) else {
        return Response::Skipped(format!(
            "op `{}` is not implemented by this adapter",
            request.op
        ));
    };
    let Some(input) = request.input.as_object() else {
        return Response::Error("bad request: `in` must be an object".into());
    };
    match BodyInput::from_json(input) {
        Ok(input) => body_decode(channel, &input, profile),
        Err(e) => Response::Error(format!("bad request: {e}")),
    }
}

/// The reply to one framed request (any bytes).
pub fn handle_bytes(request: &[u8], profile: Profile) -> Response {
    match serde_json::from_slice::<Request>(request) {
        Ok(r) => handle(&r, profile),
        Err(e) => Response::Error(format!("bad request: {e}")),
    }
}

/// What a [`serve`] session did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Served {
    pub requests: u64,
}

/// Answer framed requests from `input` on `output` until EOF at a frame
/// boundary (`Ok`); a truncated or oversized frame, or an i/o error, ends the
/// session with `Err` (the stream cannot be resynchronised).
pub fn serve(
    input: &mut impl Read,
    output: &mut impl Write,
    profile: Profile,
) -> Result<Served, FrameError> {
    let mut served = Served::default();
    while let Some(req) = read_frame(input, MAX_FRAME)? {
        let reply = handle_bytes(&req, profile);
        write_frame(output, &reply.to_bytes()).map_err(FrameError::Io)?;
        served.requests += 1;
    }
    Ok(served)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn framed(parts: &[&[u8]]) -> Vec<u8> {
        let mut out = Vec::new();
        for p in parts {
            let _ = write_frame(&mut out, p);
        }
        out
    }

    /// A reader that hands out one byte per read call, with interruptions.
    struct Trickle {
        data: Vec<u8>,
        pos: usize,
        interrupt: bool,
    }

    impl Read for Trickle {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            self.interrupt = !self.interrupt;
            if self.interrupt {
                return Err(io::Error::new(io::ErrorKind::Interrupted, "again"));
            }
            match (self.data.get(self.pos), buf.first_mut()) {
                (Some(b), Some(slot)) => {
                    *slot = *b;
                    self.pos += 1;
                    Ok(1)
                }
                _ => Ok(0),
            }
        }
    }

    #[test]
    fn frames_survive_short_reads_and_interruptions() {
        let data = framed(&[b"{}", b"", b"[1,2]"]);
        let mut r = Trickle {
            data,
            pos: 0,
            interrupt: false,
        };
        assert_eq!(read_frame(&mut r, 100).ok().flatten(), Some(b"{}".to_vec()));
        assert_eq!(read_frame(&mut r, 100).ok().flatten(), Some(Vec::new()));
        assert_eq!(
            read_frame(&mut r, 100).ok().flatten(),
            Some(b"[1,2]".to_vec())
        );
        assert!(
            matches!(read_frame(&mut r, 100), Ok(None)),
            "EOF at a boundary"
        );
    }

    #[test]
    fn truncation_and_oversize_are_errors_not_panics() {
        let full = framed(&[b"hello"]);
        for cut in 1..full.len() {
            let mut r = &full[..cut];
            match read_frame(&mut r, 100) {
                Err(FrameError::Truncated { in_length, .. }) => assert_eq!(in_length, cut < 4),
                other => panic!("cut {cut}: {other:?}"),
            }
        }
        let mut huge: &[u8] = &[0xff, 0xff, 0xff, 0xff, 0x00];
        assert!(matches!(
            read_frame(&mut huge, MAX_FRAME),
            Err(FrameError::TooLarge {
                len: 0xffff_ffff,
                ..
            })
        ));
        let mut at_limit = &framed(&[b"abc"])[..];
        assert!(matches!(
            read_frame(&mut at_limit, 2),
            Err(FrameError::TooLarge { len: 3, max: 2 })
        ));
    }

    #[test]
    fn replies_are_exactly_one_of_three() {
        assert_eq!(
            Response::Skipped("x".into()).to_bytes(),
            br#"{"skipped":"x"}"#.to_vec()
        );
        assert_eq!(
            Response::from_bytes(br#"{"error":"e"}"#),
            Ok(Response::Error("e".into()))
        );
        assert!(matches!(
            Response::from_bytes(br#"{"out":{}}"#),
            Ok(Response::Out(_))
        ));
        for bad in [
            &br#"{"out":{},"error":"x"}"#[..],
            br#"{"out":5}"#,
            br#"{"maybe":"x"}"#,
            b"not json",
            br#"{}"#,
        ] {
            assert!(
                Response::from_bytes(bad).is_err(),
                "{}",
                String::from_utf8_lossy(bad)
            );
        }
    }
}
