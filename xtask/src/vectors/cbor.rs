//! Raw CBOR assembly for the vector generator.
//!
//! Canonical items always come from the oracle's encoder ([`npamp_oracle::encode_value`]);
//! this module only splices those bytes together and hand-assembles the *non*-canonical forms
//! (wide heads, indefinite lengths, unsorted or duplicate keys, ...) that no canonical encoder
//! can produce. Nothing here comes from the generated codecs (non-circular vectors).

use ciborium::Value;
use npamp_oracle::encode::write_head;
use npamp_oracle::encode_value;

/// A payload body under construction: `(key, value)` pairs (any key type, any order; the
/// canonical encoder sorts them).
pub type Body = Vec<(Value, Value)>;

/// A raw map entry: `(encoded key, encoded value)`.
pub type Entry = (Vec<u8>, Vec<u8>);

pub fn uint_key(key: u64) -> Value {
    Value::Integer(key.into())
}

pub fn get(b: &Body, key: u64) -> Option<&Value> {
    let k = uint_key(key);
    b.iter().find(|(kk, _)| *kk == k).map(|(_, v)| v)
}

pub fn set(b: &mut Body, key: u64, v: Value) {
    let k = uint_key(key);
    match b.iter_mut().find(|(kk, _)| *kk == k) {
        Some(e) => e.1 = v,
        None => b.push((k, v)),
    }
}

pub fn remove(b: &mut Body, key: u64) {
    let k = uint_key(key);
    b.retain(|(kk, _)| *kk != k);
}

pub fn with(b: &Body, key: u64, v: Value) -> Body {
    let mut out = b.clone();
    set(&mut out, key, v);
    out
}

pub fn without(b: &Body, key: u64) -> Body {
    let mut out = b.clone();
    remove(&mut out, key);
    out
}

/// Canonical encoding of a body (the oracle's encoder).
pub fn enc(b: &Body) -> Vec<u8> {
    encode_value(&Value::Map(b.clone()))
}

pub fn as_u64(v: &Value) -> Option<u64> {
    match v {
        Value::Integer(i) => u64::try_from(i128::from(*i)).ok(),
        _ => None,
    }
}

/// Shortest-form head.
pub fn head(major: u8, arg: u64) -> Vec<u8> {
    let mut out = Vec::new();
    write_head(&mut out, major, arg);
    out
}

/// The head one width wider than the shortest form (RFC 8949 §4.2.1 violation); `None` when
/// the shortest form already uses the 8-byte argument.
pub fn head_wide(major: u8, arg: u64) -> Option<Vec<u8>> {
    let mt = major << 5;
    let mut out = Vec::new();
    if arg < 24 {
        out.push(mt | 24);
        out.push(u8::try_from(arg).ok()?);
    } else if let Ok(b) = u8::try_from(arg) {
        out.push(mt | 25);
        out.extend_from_slice(&u16::from(b).to_be_bytes());
    } else if let Ok(h) = u16::try_from(arg) {
        out.push(mt | 26);
        out.extend_from_slice(&u32::from(h).to_be_bytes());
    } else if let Ok(w) = u32::try_from(arg) {
        out.push(mt | 27);
        out.extend_from_slice(&u64::from(w).to_be_bytes());
    } else {
        return None;
    }
    Some(out)
}

/// The body's entries, canonically encoded and in canonical (bytewise key) order.
pub fn entries(b: &Body) -> Vec<Entry> {
    let mut e: Vec<Entry> = b
        .iter()
        .map(|(k, v)| (encode_value(k), encode_value(v)))
        .collect();
    e.sort_by(|a, b| a.0.cmp(&b.0));
    e
}

fn count(n: usize) -> u64 {
    u64::try_from(n).unwrap_or(u64::MAX)
}

fn concat(out: &mut Vec<u8>, entries: &[Entry]) {
    for (k, v) in entries {
        out.extend_from_slice(k);
        out.extend_from_slice(v);
    }
}

/// A definite map with a shortest head over the entries exactly as given (order kept).
pub fn map_raw(entries: &[Entry]) -> Vec<u8> {
    let mut out = head(5, count(entries.len()));
    concat(&mut out, entries);
    out
}

/// A definite map whose count head is one width wider than necessary.
pub fn map_wide_head(entries: &[Entry]) -> Option<Vec<u8>> {
    let mut out = head_wide(5, count(entries.len()))?;
    concat(&mut out, entries);
    Some(out)
}

/// An indefinite-length map (`0xbf ... 0xff`).
pub fn map_indefinite(entries: &[Entry]) -> Vec<u8> {
    let mut out = vec![0xbf];
    concat(&mut out, entries);
    out.push(0xff);
    out
}

/// Replace (or insert, keeping canonical key order) the value bytes of `key`.
pub fn replace_value(entries: &[Entry], key: &Value, value: Vec<u8>) -> Vec<Entry> {
    let kb = encode_value(key);
    let mut out: Vec<Entry> = entries.iter().filter(|(k, _)| *k != kb).cloned().collect();
    out.push((kb, value));
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

/// The body with the value of `key` replaced by raw bytes; the rest canonical.
pub fn body_with_raw(b: &Body, key: &Value, value: Vec<u8>) -> Vec<u8> {
    map_raw(&replace_value(&entries(b), key, value))
}

/// `k` arrays nested inside one another (`[[...[]...]]`).
pub fn nested_arrays(k: usize) -> Vec<u8> {
    let mut out = vec![0x81; k.saturating_sub(1)];
    out.push(0x80);
    out
}

/// `k` maps nested inside one another (`{0: {0: ... {}}}`).
pub fn nested_maps(k: usize) -> Vec<u8> {
    let mut out = Vec::new();
    for _ in 1..k {
        out.extend_from_slice(&[0xa1, 0x00]);
    }
    out.push(0xa0);
    out
}

/// `v` with its outermost head one width wider than necessary; `None` for items without an
/// argument to widen (or one already 8 bytes wide).
pub fn non_shortest(v: &Value) -> Option<Vec<u8>> {
    let canon = encode_value(v);
    let (major, arg) = match v {
        Value::Integer(i) => {
            let n = i128::from(*i);
            if n >= 0 {
                (0, u64::try_from(n).ok()?)
            } else {
                (1, u64::try_from(-1 - n).ok()?)
            }
        }
        Value::Bytes(b) => (2, count(b.len())),
        Value::Text(t) => (3, count(t.len())),
        Value::Array(a) => (4, count(a.len())),
        Value::Map(m) => (5, count(m.len())),
        _ => return None,
    };
    let short = head(major, arg);
    let mut out = head_wide(major, arg)?;
    out.extend_from_slice(canon.get(short.len()..)?);
    Some(out)
}

/// `v` re-encoded with an indefinite-length outer head (strings split into two chunks where
/// possible); `None` for items without a length.
pub fn indefinite(v: &Value) -> Option<Vec<u8>> {
    let canon = encode_value(v);
    let mut out = Vec::new();
    match v {
        Value::Bytes(b) => {
            out.push(0x5f);
            let (x, y) = b.split_at(b.len() / 2);
            for chunk in [x, y] {
                if !chunk.is_empty() || b.is_empty() {
                    out.extend(head(2, count(chunk.len())));
                    out.extend_from_slice(chunk);
                }
            }
        }
        Value::Text(t) => {
            out.push(0x7f);
            let mut cut = t.len() / 2;
            while !t.is_char_boundary(cut) {
                cut -= 1;
            }
            let (a, b) = t.split_at(cut);
            for chunk in [a, b] {
                if !chunk.is_empty() || t.is_empty() {
                    out.extend(head(3, count(chunk.len())));
                    out.extend_from_slice(chunk.as_bytes());
                }
            }
        }
        Value::Array(a) => {
            out.push(0x9f);
            let short = head(4, count(a.len()));
            out.extend_from_slice(canon.get(short.len()..)?);
        }
        Value::Map(m) => {
            out.push(0xbf);
            let short = head(5, count(m.len()));
            out.extend_from_slice(canon.get(short.len()..)?);
        }
        _ => return None,
    }
    out.push(0xff);
    Some(out)
}

/// A text string head followed by `raw` bytes that are not valid UTF-8.
pub fn bad_text(raw: &[u8]) -> Vec<u8> {
    let mut out = head(3, count(raw.len()));
    out.extend_from_slice(raw);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use npamp_oracle::encode::build::{bytes, text, uint};

    #[test]
    fn wide_heads_and_indefinite_forms() {
        assert_eq!(head_wide(0, 0), Some(vec![0x18, 0x00]));
        assert_eq!(head_wide(0, 256), Some(vec![0x1a, 0, 0, 1, 0]));
        assert_eq!(head_wide(0, u64::MAX), None);
        assert_eq!(non_shortest(&uint(256)), Some(vec![0x1a, 0, 0, 1, 0]));
        assert_eq!(non_shortest(&bytes(&[0x2a])), Some(vec![0x58, 0x01, 0x2a]));
        assert_eq!(
            indefinite(&text("abc")),
            Some(vec![0x7f, 0x61, b'a', 0x62, b'b', b'c', 0xff])
        );
        assert_eq!(nested_arrays(3), vec![0x81, 0x81, 0x80]);
        assert_eq!(nested_maps(2), vec![0xa1, 0x00, 0xa0]);
    }
}
