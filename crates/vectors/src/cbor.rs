//! Values with *raw* placeholders (hand-assembled bytes spliced into an otherwise
//! deterministic encoding). Test-side CBOR (hex, heads, the catalogue of non-canonical
//! encodings) and the model over values (keys, literals, conditions) are `npamp-testkit`'s;
//! paths to nested values are `npamp_sample::path`.
//!
//! Canonical bytes come from the oracle's own encoder ([`npamp_oracle::encode_value`]); only
//! values that contain a raw placeholder are assembled here, around the raw bytes, with
//! testkit's canonical writer (shortest heads, definite lengths, maps sorted by the bytewise
//! order of the encoded keys).

use ciborium::Value;
use npamp_oracle::encode_value;
use npamp_testkit::cbor;

/// The tag number that marks a raw placeholder (`Tag(RAW, Bytes(encoded item))`).
const RAW: u64 = 0xfeed_face_cafe_0001;

/// A raw placeholder: these bytes, verbatim, where the value stands.
pub fn raw(bytes: Vec<u8>) -> Value {
    Value::Tag(RAW, Box::new(Value::Bytes(bytes)))
}

pub fn text(s: &str) -> Value {
    Value::Text(s.to_string())
}

pub fn bytes(b: &[u8]) -> Value {
    Value::Bytes(b.to_vec())
}

fn has_raw(v: &Value) -> bool {
    match v {
        Value::Tag(RAW, _) => true,
        Value::Tag(_, inner) => has_raw(inner),
        Value::Array(items) => items.iter().any(has_raw),
        Value::Map(entries) => entries.iter().any(|(k, v)| has_raw(k) || has_raw(v)),
        _ => false,
    }
}

/// Encode: the oracle's encoder, or the same rules around raw placeholders.
pub fn enc(v: &Value) -> Vec<u8> {
    if !has_raw(v) {
        return encode_value(v);
    }
    match v {
        Value::Tag(RAW, inner) => match inner.as_ref() {
            Value::Bytes(b) => b.clone(),
            _ => Vec::new(),
        },
        Value::Tag(n, inner) => cbor::tag(*n, &enc(inner)),
        Value::Array(items) => cbor::array(&items.iter().map(enc).collect::<Vec<_>>()),
        Value::Map(entries) => cbor::map(
            &entries
                .iter()
                .map(|(k, v)| (enc(k), enc(v)))
                .collect::<Vec<_>>(),
        ),
        other => encode_value(other),
    }
}

/// The encoded entries of a top-level map (key bytes, value bytes), in encoded order.
pub fn entries_of(m: &Value) -> Vec<(Vec<u8>, Vec<u8>)> {
    let mut e: Vec<(Vec<u8>, Vec<u8>)> = match m {
        Value::Map(e) => e.iter().map(|(k, v)| (enc(k), enc(v))).collect(),
        _ => Vec::new(),
    };
    e.sort_by(|a, b| a.0.cmp(&b.0));
    e
}
