//! The oracle's own deterministic CBOR encoder (RFC 8949 §4.2.1), written by hand from
//! `ciborium::Value` so that canonical forms and conformance vectors do not depend on any other
//! encoder in the workspace.
//!
//! * every head uses the shortest argument;
//! * strings, arrays and maps are definite-length;
//! * map entries are sorted by the bytewise order of their encoded keys (entries with identical
//!   encoded keys are kept, in their original order — such a map has no deterministic encoding,
//!   and the output will be refused by the checker);
//! * floats use the shortest of half/single/double precision that preserves the value
//!   (NaN as `f9 7e00`, −0.0 as `f9 8000`); tags are written as given (channels refuse them
//!   under the strict profile; the encoder writes them so that inputs can be built with it).
//!
//! For canonical input (what [`crate::canonical::walk`] accepts, without tags or simple values
//! other than false / true / null), `encode_value(ciborium parse(bytes)) == bytes`.

use ciborium::Value;

/// Encode `v` deterministically.
pub fn encode_value(v: &Value) -> Vec<u8> {
    let mut out = Vec::with_capacity(64);
    write_value(&mut out, v);
    out
}

/// Append the head of major type `major` with argument `arg` in shortest form.
pub fn write_head(out: &mut Vec<u8>, major: u8, arg: u64) {
    let mt = major << 5;
    if arg < 24 {
        // arg < 24 fits in the low five bits.
        out.push(mt | (arg as u8));
    } else if let Ok(b) = u8::try_from(arg) {
        out.push(mt | 24);
        out.push(b);
    } else if let Ok(h) = u16::try_from(arg) {
        out.push(mt | 25);
        out.extend_from_slice(&h.to_be_bytes());
    } else if let Ok(w) = u32::try_from(arg) {
        out.push(mt | 26);
        out.extend_from_slice(&w.to_be_bytes());
    } else {
        out.push(mt | 27);
        out.extend_from_slice(&arg.to_be_bytes());
    }
}

fn len_u64(n: usize) -> u64 {
    u64::try_from(n).unwrap_or(u64::MAX)
}

fn write_value(out: &mut Vec<u8>, v: &Value) {
    match v {
        Value::Integer(i) => {
            let n = i128::from(*i);
            if n >= 0 {
                write_head(out, 0, u64::try_from(n).unwrap_or(u64::MAX));
            } else {
                // -1 - n lies in 0..=u64::MAX for every CBOR integer.
                let m = -1i128 - n;
                write_head(out, 1, u64::try_from(m).unwrap_or(u64::MAX));
            }
        }
        Value::Bytes(b) => {
            write_head(out, 2, len_u64(b.len()));
            out.extend_from_slice(b);
        }
        Value::Text(t) => {
            write_head(out, 3, len_u64(t.len()));
            out.extend_from_slice(t.as_bytes());
        }
        Value::Array(items) => {
            write_head(out, 4, len_u64(items.len()));
            for item in items {
                write_value(out, item);
            }
        }
        Value::Map(entries) => {
            write_head(out, 5, len_u64(entries.len()));
            // Every entry is written in place and its (start, key end, end)
            // noted, relative to `at`; when the encoded keys are not already
            // in order, the entries are moved into it (a stable sort:
            // identical keys keep their order).
            let at = out.len();
            let mut spans: Vec<(usize, usize, usize)> = Vec::with_capacity(entries.len());
            for (k, v) in entries {
                let start = out.len() - at;
                write_value(out, k);
                let key_end = out.len() - at;
                write_value(out, v);
                spans.push((start, key_end, out.len() - at));
            }
            let body = out.get(at..).unwrap_or_default();
            let key = |s: &(usize, usize, usize)| body.get(s.0..s.1);
            if !spans.is_sorted_by(|a, b| key(a) <= key(b)) {
                let body = out.split_off(at);
                let key = |s: &(usize, usize, usize)| body.get(s.0..s.1);
                spans.sort_by(|a, b| key(a).cmp(&key(b)));
                for s in &spans {
                    out.extend_from_slice(body.get(s.0..s.2).unwrap_or_default());
                }
            }
        }
        Value::Tag(tag, inner) => {
            write_head(out, 6, *tag);
            write_value(out, inner);
        }
        Value::Bool(false) => out.push(0xf4),
        Value::Bool(true) => out.push(0xf5),
        Value::Null => out.push(0xf6),
        Value::Float(f) => write_float(out, *f),
        // `Value` is non-exhaustive; anything new is encoded as `undefined`, which every
        // N-PAMP decoder refuses.
        _ => out.push(0xf7),
    }
}

fn write_float(out: &mut Vec<u8>, f: f64) {
    if f.is_nan() {
        out.extend_from_slice(&[0xf9, 0x7e, 0x00]);
        return;
    }
    let single = f as f32;
    if f64::from(single) != f {
        out.push(0xfb);
        out.extend_from_slice(&f.to_bits().to_be_bytes());
        return;
    }
    match half_bits(single) {
        Some(h) => {
            out.push(0xf9);
            out.extend_from_slice(&h.to_be_bytes());
        }
        None => {
            out.push(0xfa);
            out.extend_from_slice(&single.to_bits().to_be_bytes());
        }
    }
}

/// The IEEE 754 binary16 encoding of `f` when it represents `f` exactly.
fn half_bits(f: f32) -> Option<u16> {
    let bits = f.to_bits();
    let sign = ((bits >> 16) & 0x8000) as u16;
    let exp = ((bits >> 23) & 0xff) as i32;
    let mant = bits & 0x7f_ffff;
    if exp == 0xff {
        // Infinity (NaN handled by the caller).
        return (mant == 0).then_some(sign | 0x7c00);
    }
    if exp == 0 {
        // Zero, or an f32 subnormal (far below the half range).
        return (mant == 0).then_some(sign);
    }
    let e = exp - 127;
    if (-14..=15).contains(&e) {
        if mant & 0x1fff != 0 {
            return None;
        }
        let he = u16::try_from(e + 15).ok()?;
        let hm = u16::try_from(mant >> 13).ok()?;
        return Some(sign | (he << 10) | hm);
    }
    if (-24..=-15).contains(&e) {
        let full = mant | 0x80_0000;
        let shift = u32::try_from(-1 - e).ok()?;
        if full & ((1u32 << shift) - 1) != 0 {
            return None;
        }
        let hm = u16::try_from(full >> shift).ok()?;
        return Some(sign | hm);
    }
    None
}

/// Small conveniences for building `ciborium::Value`s in tests and vector generators.
pub mod build {
    use ciborium::Value;

    pub fn uint(n: u64) -> Value {
        Value::Integer(n.into())
    }
    /// A negative or non-negative integer; panics outside the CBOR integer range.
    pub fn int(n: i128) -> Value {
        Value::Integer(
            ciborium::value::Integer::try_from(n).expect("integer within the CBOR range"),
        )
    }
    pub fn bytes(b: &[u8]) -> Value {
        Value::Bytes(b.to_vec())
    }
    pub fn text(s: &str) -> Value {
        Value::Text(s.to_string())
    }
    pub fn array(items: Vec<Value>) -> Value {
        Value::Array(items)
    }
    /// A map with unsigned integer keys.
    pub fn umap(entries: Vec<(u64, Value)>) -> Value {
        Value::Map(entries.into_iter().map(|(k, v)| (uint(k), v)).collect())
    }
    pub fn map(entries: Vec<(Value, Value)>) -> Value {
        Value::Map(entries)
    }
    pub fn float(f: f64) -> Value {
        Value::Float(f)
    }
    pub fn tag(n: u64, v: Value) -> Value {
        Value::Tag(n, Box::new(v))
    }
}

#[cfg(test)]
mod tests {
    use super::build::*;
    use super::*;

    #[test]
    fn integers_shortest_form() {
        let cases: Vec<(Value, &[u8])> = vec![
            (uint(0), &[0x00]),
            (uint(23), &[0x17]),
            (uint(24), &[0x18, 0x18]),
            (uint(255), &[0x18, 0xff]),
            (uint(256), &[0x19, 0x01, 0x00]),
            (uint(65535), &[0x19, 0xff, 0xff]),
            (uint(65536), &[0x1a, 0x00, 0x01, 0x00, 0x00]),
            (uint(1 << 32), &[0x1b, 0, 0, 0, 1, 0, 0, 0, 0]),
            (
                uint(u64::MAX),
                &[0x1b, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff],
            ),
            (int(-1), &[0x20]),
            (int(-24), &[0x37]),
            (int(-25), &[0x38, 0x18]),
            (int(-257), &[0x39, 0x01, 0x00]),
            (
                int(-(1i128 << 64)),
                &[0x3b, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff],
            ),
        ];
        for (v, want) in cases {
            assert_eq!(encode_value(&v), want, "{v:?}");
        }
    }

    #[test]
    fn strings_arrays_simple() {
        assert_eq!(encode_value(&bytes(&[0x2a])), [0x41, 0x2a]);
        assert_eq!(encode_value(&bytes(&[])), [0x40]);
        assert_eq!(encode_value(&text("é")), [0x62, 0xc3, 0xa9]);
        let long = vec![0u8; 24];
        let mut want = vec![0x58, 0x18];
        want.extend_from_slice(&long);
        assert_eq!(encode_value(&bytes(&long)), want);
        assert_eq!(
            encode_value(&array(vec![uint(1), array(vec![uint(2)])])),
            [0x82, 0x01, 0x81, 0x02]
        );
        assert_eq!(encode_value(&Value::Bool(false)), [0xf4]);
        assert_eq!(encode_value(&Value::Bool(true)), [0xf5]);
        assert_eq!(encode_value(&Value::Null), [0xf6]);
        assert_eq!(
            encode_value(&Value::Tag(1, Box::new(uint(0)))),
            [0xc1, 0x00]
        );
    }

    #[test]
    fn floats_preferred_serialization() {
        assert_eq!(encode_value(&Value::Float(0.0)), [0xf9, 0x00, 0x00]);
        assert_eq!(encode_value(&Value::Float(-0.0)), [0xf9, 0x80, 0x00]);
        assert_eq!(encode_value(&Value::Float(1.5)), [0xf9, 0x3e, 0x00]);
        assert_eq!(encode_value(&Value::Float(65504.0)), [0xf9, 0x7b, 0xff]);
        // smallest positive half subnormal 2^-24
        assert_eq!(
            encode_value(&Value::Float(5.960464477539063e-8)),
            [0xf9, 0x00, 0x01]
        );
        assert_eq!(
            encode_value(&Value::Float(100000.0)),
            [0xfa, 0x47, 0xc3, 0x50, 0x00]
        );
        assert_eq!(
            encode_value(&Value::Float(1.1)),
            [0xfb, 0x3f, 0xf1, 0x99, 0x99, 0x99, 0x99, 0x99, 0x9a]
        );
        assert_eq!(
            encode_value(&Value::Float(f64::INFINITY)),
            [0xf9, 0x7c, 0x00]
        );
        assert_eq!(encode_value(&Value::Float(f64::NAN)), [0xf9, 0x7e, 0x00]);
    }

    #[test]
    fn map_keys_sorted_by_encoding() {
        // Given out of order: "a", -1, 24, 10.
        let v = map(vec![
            (text("a"), uint(0)),
            (int(-1), uint(0)),
            (uint(24), uint(0)),
            (uint(10), uint(0)),
        ]);
        // a4 | 0a 00 | 18 18 00 | 20 00 | 61 61 00
        assert_eq!(
            encode_value(&v),
            [0xa4, 0x0a, 0x00, 0x18, 0x18, 0x00, 0x20, 0x00, 0x61, 0x61, 0x00]
        );
        // Length-first: "b" (61 62) before "aa" (62 61 61); 24 (18 18) before 256 (19 01 00).
        let v = map(vec![
            (text("aa"), uint(1)),
            (uint(256), uint(2)),
            (text("b"), uint(3)),
            (uint(24), uint(4)),
        ]);
        assert_eq!(
            encode_value(&v),
            [
                0xa4, 0x18, 0x18, 0x04, 0x19, 0x01, 0x00, 0x02, 0x61, 0x62, 0x03, 0x62, 0x61, 0x61,
                0x01
            ]
        );
        // Identical keys keep their order; a nested map out of order inside
        // an outer one out of order is sorted too: {1: 7, 0: {2: 5, 1: 6}, 1: 8}.
        let v = umap(vec![
            (1, uint(7)),
            (0, umap(vec![(2, uint(5)), (1, uint(6))])),
            (1, uint(8)),
        ]);
        assert_eq!(
            encode_value(&v),
            [0xa3, 0x00, 0xa2, 0x01, 0x06, 0x02, 0x05, 0x01, 0x07, 0x01, 0x08]
        );
        // The minimal INTERACT_EVENT {0: 256, 1: h'2a', 2: 0}.
        let v = umap(vec![(2, uint(0)), (0, uint(256)), (1, bytes(&[0x2a]))]);
        assert_eq!(
            encode_value(&v),
            [0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00]
        );
    }
}
