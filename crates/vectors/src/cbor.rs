//! CBOR helpers local to the generator (the shared `npamp-testkit` was a placeholder when this
//! was written): hex, head writers, a value builder with *raw* placeholders (hand-assembled
//! bytes spliced into an otherwise deterministic encoding), map and path editing, and the
//! catalogue of non-canonical encodings.
//!
//! Canonical bytes come from the oracle's own encoder ([`npamp_oracle::encode_value`]); only
//! values that contain a raw placeholder are assembled here, around the raw bytes, with the
//! same rules (shortest heads, definite lengths, maps sorted by the bytewise order of the
//! encoded keys).

use ciborium::Value;
use npamp_oracle::encode::write_head;
use npamp_oracle::encode_value;

/// The tag number that marks a raw placeholder (`Tag(RAW, Bytes(encoded item))`).
const RAW: u64 = 0xfeed_face_cafe_0001;

/// Lowercase hex.
pub fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

/// Parse lowercase or uppercase hex (None on odd length or a bad digit).
pub fn unhex(s: &str) -> Option<Vec<u8>> {
    if !s.len().is_multiple_of(2) {
        return None;
    }
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(s.get(i..i + 2)?, 16).ok())
        .collect()
}

/// A raw placeholder: these bytes, verbatim, where the value stands.
pub fn raw(bytes: Vec<u8>) -> Value {
    Value::Tag(RAW, Box::new(Value::Bytes(bytes)))
}

pub fn uint(n: u64) -> Value {
    Value::Integer(n.into())
}

/// An integer; values outside the CBOR range saturate.
pub fn int(n: i128) -> Value {
    let clamped = n.clamp(-(1i128 << 64), (1i128 << 64) - 1);
    Value::Integer(ciborium::value::Integer::try_from(clamped).unwrap_or_else(|_| 0u8.into()))
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

fn usize_u64(n: usize) -> u64 {
    u64::try_from(n).unwrap_or(u64::MAX)
}

/// Encode: the oracle's encoder, or the same rules around raw placeholders.
pub fn enc(v: &Value) -> Vec<u8> {
    if !has_raw(v) {
        return encode_value(v);
    }
    let mut out = Vec::new();
    match v {
        Value::Tag(RAW, inner) => {
            if let Value::Bytes(b) = inner.as_ref() {
                out.extend_from_slice(b);
            }
        }
        Value::Tag(n, inner) => {
            write_head(&mut out, 6, *n);
            out.extend(enc(inner));
        }
        Value::Array(items) => {
            write_head(&mut out, 4, usize_u64(items.len()));
            for i in items {
                out.extend(enc(i));
            }
        }
        Value::Map(entries) => {
            let mut e: Vec<(Vec<u8>, Vec<u8>)> =
                entries.iter().map(|(k, v)| (enc(k), enc(v))).collect();
            e.sort_by(|a, b| a.0.cmp(&b.0));
            write_head(&mut out, 5, usize_u64(e.len()));
            for (k, v) in e {
                out.extend(k);
                out.extend(v);
            }
        }
        other => out.extend(encode_value(other)),
    }
    out
}

/// The integer value of a map key or item.
pub fn as_int(v: &Value) -> Option<i128> {
    match v {
        Value::Integer(i) => Some(i128::from(*i)),
        _ => None,
    }
}

pub fn key_is(k: &Value, key: i128) -> bool {
    as_int(k) == Some(key)
}

/// The value under an integer key of a map value.
pub fn get(m: &Value, key: i128) -> Option<&Value> {
    match m {
        Value::Map(e) => e.iter().find(|(k, _)| key_is(k, key)).map(|(_, v)| v),
        _ => None,
    }
}

pub fn get_mut(m: &mut Value, key: i128) -> Option<&mut Value> {
    match m {
        Value::Map(e) => e.iter_mut().find(|(k, _)| key_is(k, key)).map(|(_, v)| v),
        _ => None,
    }
}

/// Set (replace or add) an integer key of a map value.
pub fn set(m: &mut Value, key: i128, v: Value) {
    if let Some(slot) = get_mut(m, key) {
        *slot = v;
    } else if let Value::Map(e) = m {
        e.push((int(key), v));
    }
}

/// Add an entry with any key (no replacement).
pub fn push_entry(m: &mut Value, k: Value, v: Value) {
    if let Value::Map(e) = m {
        e.push((k, v));
    }
}

pub fn remove(m: &mut Value, key: i128) {
    if let Value::Map(e) = m {
        e.retain(|(k, _)| !key_is(k, key));
    }
}

/// Present and not null.
pub fn present(m: &Value, key: i128) -> bool {
    get(m, key).is_some_and(|v| !matches!(v, Value::Null))
}

/// One step of a path from the payload to a nested value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// The value of an integer key of a map.
    Key(u64),
    /// An item of an array (or an element of a tuple).
    Idx(usize),
    /// The value of the n-th entry of a typed map.
    Val(usize),
    /// The chosen alternative of a union (no CBOR step).
    Alt(usize),
}

/// The value at a path.
pub fn at_mut<'a>(root: &'a mut Value, path: &[Step]) -> Option<&'a mut Value> {
    let Some((first, rest)) = path.split_first() else {
        return Some(root);
    };
    let next = match (first, root) {
        (Step::Key(k), m @ Value::Map(_)) => get_mut(m, i128::from(*k))?,
        (Step::Idx(i), Value::Array(items)) => items.get_mut(*i)?,
        (Step::Val(i), Value::Map(e)) => &mut e.get_mut(*i)?.1,
        (Step::Alt(_), v) => return at_mut(v, rest),
        _ => return None,
    };
    at_mut(next, rest)
}

/// A copy of `root` with the value at `path` replaced (None if the path does not exist).
pub fn replaced(root: &Value, path: &[Step], new: Value) -> Option<Value> {
    let mut r = root.clone();
    *at_mut(&mut r, path)? = new;
    Some(r)
}

/// A copy of `root` with `f` applied to the value at `path`.
pub fn edited(root: &Value, path: &[Step], f: impl FnOnce(&mut Value)) -> Option<Value> {
    let mut r = root.clone();
    f(at_mut(&mut r, path)?);
    Some(r)
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

/// Assemble a map from encoded entries as given (no sorting): `head` is the map head.
pub fn assemble(head: &[u8], entries: &[(Vec<u8>, Vec<u8>)], tail: &[u8]) -> Vec<u8> {
    let mut out = head.to_vec();
    for (k, v) in entries {
        out.extend_from_slice(k);
        out.extend_from_slice(v);
    }
    out.extend_from_slice(tail);
    out
}

/// The shortest map head for `n` entries.
pub fn map_head(n: usize) -> Vec<u8> {
    let mut h = Vec::new();
    write_head(&mut h, 5, usize_u64(n));
    h
}

/// The head of an encoded item rewritten one width longer (`0x05` → `0x18 0x05`,
/// `0x19 ab cd` → `0x1a 00 00 ab cd`); None when the item is a float / simple value, or its
/// head is already eight bytes or indefinite.
pub fn widen_head(item: &[u8]) -> Option<Vec<u8>> {
    let ib = *item.first()?;
    let (major, ai) = (ib >> 5, ib & 0x1f);
    if major == 7 {
        return None;
    }
    let (arg, used): (u64, usize) = match ai {
        0..=23 => (u64::from(ai), 1),
        24 => (u64::from(*item.get(1)?), 2),
        25 => (
            u64::from(u16::from_be_bytes([*item.get(1)?, *item.get(2)?])),
            3,
        ),
        26 => (
            u64::from(u32::from_be_bytes(item.get(1..5)?.try_into().ok()?)),
            5,
        ),
        _ => return None,
    };
    let mut out = vec![];
    let mt = major << 5;
    match ai {
        0..=23 => out.extend([mt | 24, u8::try_from(arg).ok()?]),
        24 => {
            out.push(mt | 25);
            out.extend(u16::try_from(arg).ok()?.to_be_bytes());
        }
        25 => {
            out.push(mt | 26);
            out.extend(u32::try_from(arg).ok()?.to_be_bytes());
        }
        _ => {
            out.push(mt | 27);
            out.extend(arg.to_be_bytes());
        }
    }
    out.extend_from_slice(item.get(used..)?);
    Some(out)
}

/// One entry of the non-canonical catalogue: a value (raw bytes) that breaks RFC 8949
/// §4.2.1 or the channel's CBOR subset, placed under an unknown key or in a field.
#[derive(Debug, Clone)]
pub struct Faulty {
    pub name: &'static str,
    pub bytes: Vec<u8>,
}

fn fy(name: &'static str, bytes: &[u8]) -> Faulty {
    Faulty {
        name,
        bytes: bytes.to_vec(),
    }
}

/// Items that are each one fault (used as the value of an unknown key, so that the fault is
/// the only thing wrong with the payload).
pub fn faulty_items() -> Vec<Faulty> {
    vec![
        fy("uint 5 in two bytes (0x18 0x05)", &[0x18, 0x05]),
        fy(
            "uint 5 in nine bytes (0x1b ...05)",
            &[0x1b, 0, 0, 0, 0, 0, 0, 0, 5],
        ),
        fy("uint 255 in three bytes (0x19 0x00ff)", &[0x19, 0x00, 0xff]),
        fy("-1 in two bytes (0x38 0x00)", &[0x38, 0x00]),
        fy(
            "text length 1 in two bytes (0x78 0x01)",
            &[0x78, 0x01, 0x61],
        ),
        fy(
            "bstr length 1 in two bytes (0x58 0x01)",
            &[0x58, 0x01, 0x00],
        ),
        fy(
            "array count 1 in two bytes (0x98 0x01)",
            &[0x98, 0x01, 0x00],
        ),
        fy("map count 0 in two bytes (0xb8 0x00)", &[0xb8, 0x00]),
        fy("indefinite-length text", &[0x7f, 0x61, 0x61, 0xff]),
        fy("indefinite-length bstr", &[0x5f, 0x41, 0x00, 0xff]),
        fy("indefinite-length array", &[0x9f, 0x00, 0xff]),
        fy("indefinite-length map", &[0xbf, 0x00, 0x00, 0xff]),
        fy("reserved additional information 28", &[0x1c]),
        fy("reserved additional information 30 on a bstr", &[0x5e]),
        fy("stray break 0xff", &[0xff]),
        fy("invalid UTF-8 (0xc3 0x28)", &[0x62, 0xc3, 0x28]),
        fy(
            "UTF-8 surrogate (0xed 0xa0 0x80)",
            &[0x63, 0xed, 0xa0, 0x80],
        ),
        fy(
            "nested map keys out of order",
            &[0xa2, 0x01, 0x00, 0x00, 0x00],
        ),
        fy("nested map duplicate key", &[0xa2, 0x00, 0x00, 0x00, 0x00]),
        fy("nested non-shortest key", &[0xa1, 0x18, 0x00, 0x00]),
        fy("nested array with a non-shortest item", &[0x81, 0x18, 0x05]),
        fy("text longer than the input", &[0x78, 0xff, 0x61]),
        fy("array claiming more items than remain", &[0x83, 0x00]),
        fy("tag 1 (epoch time) on 0", &[0xc1, 0x00]),
        fy("tag 2 (bignum) on h'01'", &[0xc2, 0x41, 0x01]),
        fy("tag 24 (embedded CBOR)", &[0xd8, 0x18, 0x41, 0x00]),
        fy("simple value 0 (0xe0)", &[0xe0]),
        fy("undefined (0xf7)", &[0xf7]),
        fy("simple value 32 (0xf8 0x20)", &[0xf8, 0x20]),
        fy(
            "simple value 16 in two bytes (0xf8 0x10, not well-formed)",
            &[0xf8, 0x10],
        ),
        fy("half float 1.5 (0xf9 3e00)", &[0xf9, 0x3e, 0x00]),
        fy("1.5 as a single (non-shortest)", &[0xfa, 0x3f, 0xc0, 0, 0]),
        fy("NaN 0xf9 7e00", &[0xf9, 0x7e, 0x00]),
    ]
}

/// A float encoding with its description and whether it is the shortest form.
#[derive(Debug, Clone)]
pub struct FloatForm {
    pub name: &'static str,
    pub bytes: Vec<u8>,
    pub shortest: bool,
    /// The value (NaN for NaN forms).
    pub value: f64,
}

fn ff(name: &'static str, bytes: &[u8], shortest: bool, value: f64) -> FloatForm {
    FloatForm {
        name,
        bytes: bytes.to_vec(),
        shortest,
        value,
    }
}

/// Floats of every width, non-shortest forms, NaN forms, −0.0 and the infinities.
pub fn float_forms() -> Vec<FloatForm> {
    let nan = f64::NAN;
    let inf = f64::INFINITY;
    vec![
        ff("half 1.5", &[0xf9, 0x3e, 0x00], true, 1.5),
        ff("half 0.0", &[0xf9, 0x00, 0x00], true, 0.0),
        ff("half -0.0", &[0xf9, 0x80, 0x00], true, -0.0),
        ff(
            "half 65504 (largest half)",
            &[0xf9, 0x7b, 0xff],
            true,
            65504.0,
        ),
        ff(
            "half subnormal 2^-24",
            &[0xf9, 0x00, 0x01],
            true,
            5.960_464_477_539_063e-8,
        ),
        ff(
            "single 100000.0",
            &[0xfa, 0x47, 0xc3, 0x50, 0x00],
            true,
            100_000.0,
        ),
        ff(
            "double 1.1",
            &[0xfb, 0x3f, 0xf1, 0x99, 0x99, 0x99, 0x99, 0x99, 0x9a],
            true,
            1.1,
        ),
        ff(
            "1.5 as a single",
            &[0xfa, 0x3f, 0xc0, 0x00, 0x00],
            false,
            1.5,
        ),
        ff(
            "1.5 as a double",
            &[0xfb, 0x3f, 0xf8, 0, 0, 0, 0, 0, 0],
            false,
            1.5,
        ),
        ff(
            "100000.0 as a double",
            &[0xfb, 0x40, 0xf8, 0x6a, 0, 0, 0, 0, 0],
            false,
            100_000.0,
        ),
        ff("0.0 as a single", &[0xfa, 0, 0, 0, 0], false, 0.0),
        ff(
            "-0.0 as a double",
            &[0xfb, 0x80, 0, 0, 0, 0, 0, 0, 0],
            false,
            -0.0,
        ),
        ff("NaN 0xf9 7e00", &[0xf9, 0x7e, 0x00], true, nan),
        ff(
            "NaN with a payload 0xf9 7e01",
            &[0xf9, 0x7e, 0x01],
            false,
            nan,
        ),
        ff("negative NaN 0xf9 fe00", &[0xf9, 0xfe, 0x00], false, nan),
        ff(
            "NaN as a single 0xfa 7fc00000",
            &[0xfa, 0x7f, 0xc0, 0, 0],
            false,
            nan,
        ),
        ff(
            "NaN as a double",
            &[0xfb, 0x7f, 0xf8, 0, 0, 0, 0, 0, 0],
            false,
            nan,
        ),
        ff("+infinity 0xf9 7c00", &[0xf9, 0x7c, 0x00], true, inf),
        ff("-infinity 0xf9 fc00", &[0xf9, 0xfc, 0x00], true, -inf),
        ff(
            "+infinity as a single",
            &[0xfa, 0x7f, 0x80, 0, 0],
            false,
            inf,
        ),
    ]
}

/// `n` nested one-item arrays around 0 (`81 81 … 00`).
pub fn nested_arrays(n: usize) -> Vec<u8> {
    let mut v = vec![0x81; n];
    v.push(0x00);
    v
}
