//! A small canonical CBOR writer (RFC 8949 §4.2.1 deterministic encoding) and
//! head writers of any width, for building test inputs by hand.
//!
//! Every function returns the encoded bytes; composite writers take already
//! encoded items, so canonical and non-canonical parts can be mixed freely.
//! [`encode`] writes a whole `ciborium::Value` with them.

/// The width of a head's argument.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Width {
    /// The argument in the initial byte (0–23).
    Immediate,
    /// One byte after the initial byte (ai 24).
    U8,
    /// Two bytes (ai 25).
    U16,
    /// Four bytes (ai 26).
    U32,
    /// Eight bytes (ai 27).
    U64,
}

impl Width {
    /// Every width, narrowest first.
    pub const ALL: [Width; 5] = [
        Width::Immediate,
        Width::U8,
        Width::U16,
        Width::U32,
        Width::U64,
    ];

    /// The shortest width that holds `arg`.
    pub fn shortest(arg: u64) -> Width {
        if arg < 24 {
            Width::Immediate
        } else if arg <= 0xff {
            Width::U8
        } else if arg <= 0xffff {
            Width::U16
        } else if arg <= 0xffff_ffff {
            Width::U32
        } else {
            Width::U64
        }
    }

    /// The next wider width, if any.
    pub fn wider(self) -> Option<Width> {
        match self {
            Width::Immediate => Some(Width::U8),
            Width::U8 => Some(Width::U16),
            Width::U16 => Some(Width::U32),
            Width::U32 => Some(Width::U64),
            Width::U64 => None,
        }
    }

    /// Whether `arg` fits this width.
    pub fn holds(self, arg: u64) -> bool {
        match self {
            Width::Immediate => arg < 24,
            Width::U8 => arg <= 0xff,
            Width::U16 => arg <= 0xffff,
            Width::U32 => arg <= 0xffff_ffff,
            Width::U64 => true,
        }
    }

    /// Bytes of argument after the initial byte.
    pub fn arg_len(self) -> usize {
        match self {
            Width::Immediate => 0,
            Width::U8 => 1,
            Width::U16 => 2,
            Width::U32 => 4,
            Width::U64 => 8,
        }
    }
}

/// Arguments at the edges of the head widths: 0, each width's largest and the
/// next one's smallest (23 | 24, 255 | 256, 65535 | 65536, 2³²−1 | 2³²), and
/// 2⁶⁴−1.
pub const WIDTH_EDGES: [u64; 10] = [
    0,
    23,
    24,
    0xff,
    0x100,
    0xffff,
    0x1_0000,
    0xffff_ffff,
    0x1_0000_0000,
    u64::MAX,
];

/// A head of `major` (0–7) with `arg` in exactly `width`; `None` when the
/// argument does not fit that width or `major > 7`. A width wider than
/// [`Width::shortest`] gives a non-shortest (non-deterministic) head.
pub fn head_width(major: u8, arg: u64, width: Width) -> Option<Vec<u8>> {
    if major > 7 || !width.holds(arg) {
        return None;
    }
    let mt = major << 5;
    let be = arg.to_be_bytes();
    let mut out = Vec::with_capacity(9);
    match width {
        Width::Immediate => out.push(mt | arg as u8),
        Width::U8 => out.extend_from_slice(&[mt | 24, arg as u8]),
        Width::U16 => {
            out.push(mt | 25);
            out.extend_from_slice(be.get(6..).unwrap_or_default());
        }
        Width::U32 => {
            out.push(mt | 26);
            out.extend_from_slice(be.get(4..).unwrap_or_default());
        }
        Width::U64 => {
            out.push(mt | 27);
            out.extend_from_slice(&be);
        }
    }
    Some(out)
}

/// The shortest head of `major` with `arg` (`major` is taken modulo 8).
pub fn head(major: u8, arg: u64) -> Vec<u8> {
    head_width(major & 7, arg, Width::shortest(arg)).unwrap_or_default()
}

/// Append the shortest head of `major` with `arg` to `out`.
pub fn write_head(out: &mut Vec<u8>, major: u8, arg: u64) {
    out.extend_from_slice(&head(major, arg));
}

/// The head one width wider than the shortest (a `shortest-form` fault);
/// `None` when the shortest form already uses eight bytes.
pub fn head_wide(major: u8, arg: u64) -> Option<Vec<u8>> {
    head_width(major & 7, arg, Width::shortest(arg).wider()?)
}

/// Every non-shortest head of `major` with `arg` (each wider width).
pub fn heads_non_shortest(major: u8, arg: u64) -> Vec<Vec<u8>> {
    let shortest = Width::shortest(arg);
    Width::ALL
        .iter()
        .filter(|w| **w > shortest)
        .filter_map(|w| head_width(major & 7, arg, *w))
        .collect()
}

/// The deterministic encoding of `v`, built with the writers below: shortest
/// heads, definite lengths, map entries sorted by the bytewise order of their
/// encoded keys (identical keys kept, in order), the shortest exact float
/// (NaN as `f9 7e00`), tags as given; a value `ciborium` may add later is
/// written as `undefined`, which every channel refuses.
pub fn encode(v: &ciborium::Value) -> Vec<u8> {
    use ciborium::Value as V;
    match v {
        V::Integer(i) => int(i128::from(*i)).unwrap_or_else(undefined),
        V::Bytes(b) => bstr(b),
        V::Text(t) => tstr(t),
        V::Array(items) => array(&items.iter().map(encode).collect::<Vec<_>>()),
        V::Map(entries) => map(&entries
            .iter()
            .map(|(k, v)| (encode(k), encode(v)))
            .collect::<Vec<_>>()),
        V::Tag(n, inner) => tag(*n, &encode(inner)),
        V::Bool(b) => bool(*b),
        V::Null => null(),
        V::Float(x) => float(*x),
        _ => undefined(),
    }
}

/// An unsigned integer (major 0).
pub fn uint(v: u64) -> Vec<u8> {
    head(0, v)
}

/// The negative integer `-1 - n` (major 1).
pub fn nint(n: u64) -> Vec<u8> {
    head(1, n)
}

/// Any integer in CBOR's range (−2⁶⁴ … 2⁶⁴−1); `None` outside it.
pub fn int(v: i128) -> Option<Vec<u8>> {
    if v >= 0 {
        u64::try_from(v).ok().map(uint)
    } else {
        u64::try_from(-1 - v).ok().map(nint)
    }
}

/// A byte string (major 2).
pub fn bstr(b: &[u8]) -> Vec<u8> {
    let mut out = head(2, b.len() as u64);
    out.extend_from_slice(b);
    out
}

/// A text string (major 3).
pub fn tstr(s: &str) -> Vec<u8> {
    text_raw(s.as_bytes())
}

/// A text-string head over raw bytes (which need not be UTF-8).
pub fn text_raw(b: &[u8]) -> Vec<u8> {
    let mut out = head(3, b.len() as u64);
    out.extend_from_slice(b);
    out
}

/// `false` / `true`.
pub fn bool(b: bool) -> Vec<u8> {
    vec![if b { 0xf5 } else { 0xf4 }]
}

/// `null`.
pub fn null() -> Vec<u8> {
    vec![0xf6]
}

/// `undefined` (a simple value outside every channel's subset).
pub fn undefined() -> Vec<u8> {
    vec![0xf7]
}

/// Simple value `v` in its well-formed encoding: one byte for 0–23, `f8 v`
/// for 32–255; `None` for 24–31 (no well-formed encoding).
pub fn simple(v: u8) -> Option<Vec<u8>> {
    match v {
        0..=23 => Some(vec![0xe0 | v]),
        24..=31 => None,
        _ => Some(vec![0xf8, v]),
    }
}

/// A definite array of already encoded items, in the given order.
pub fn array(items: &[Vec<u8>]) -> Vec<u8> {
    let mut out = head(4, items.len() as u64);
    items.iter().for_each(|i| out.extend_from_slice(i));
    out
}

/// An encoded map entry: (key bytes, value bytes).
pub type Entry = (Vec<u8>, Vec<u8>);

/// A definite map over entries exactly as given (order and duplicates kept).
pub fn map_raw(entries: &[Entry]) -> Vec<u8> {
    map_after_head(&head(5, entries.len() as u64), entries)
}

/// `head` (any width, any count, or `bf`, the break then the caller's), then
/// the entries exactly as given.
pub fn map_after_head(head: &[u8], entries: &[Entry]) -> Vec<u8> {
    let mut out = head.to_vec();
    for (k, v) in entries {
        out.extend_from_slice(k);
        out.extend_from_slice(v);
    }
    out
}

/// The canonical map: entries sorted by the bytewise order of their encoded
/// keys (duplicates are kept, and stay a `duplicate-key` fault).
pub fn map(entries: &[Entry]) -> Vec<u8> {
    let mut sorted = entries.to_vec();
    sorted.sort_by(|a, b| a.0.cmp(&b.0));
    map_raw(&sorted)
}

/// A canonical map keyed by unsigned integers.
pub fn uint_map(entries: &[(u64, Vec<u8>)]) -> Vec<u8> {
    let e: Vec<Entry> = entries.iter().map(|(k, v)| (uint(*k), v.clone())).collect();
    map(&e)
}

/// Tag `n` (major 6) around an encoded item.
pub fn tag(n: u64, item: &[u8]) -> Vec<u8> {
    let mut out = head(6, n);
    out.extend_from_slice(item);
    out
}

/// A half-precision float from its bits (`f9 hh hh`).
pub fn float16(bits: u16) -> Vec<u8> {
    let mut out = vec![0xf9];
    out.extend_from_slice(&bits.to_be_bytes());
    out
}

/// A single-precision float (`fa ...`).
pub fn float32(x: f32) -> Vec<u8> {
    let mut out = vec![0xfa];
    out.extend_from_slice(&x.to_bits().to_be_bytes());
    out
}

/// A double-precision float (`fb ...`).
pub fn float64(x: f64) -> Vec<u8> {
    let mut out = vec![0xfb];
    out.extend_from_slice(&x.to_bits().to_be_bytes());
    out
}

/// The canonical NaN (`f9 7e00`), the only NaN deterministic CBOR allows.
pub const CANONICAL_NAN: [u8; 3] = [0xf9, 0x7e, 0x00];

/// The shortest of half / single / double that represents `x` exactly
/// (RFC 8949 §4.2.1); NaN is always `f9 7e00`.
pub fn float(x: f64) -> Vec<u8> {
    if x.is_nan() {
        return CANONICAL_NAN.to_vec();
    }
    if let Some(h) = f16_exact(x) {
        return float16(h);
    }
    let single = x as f32;
    if f64::from(single) == x {
        return float32(single);
    }
    float64(x)
}

/// The half-precision bits of `x` when it is exactly representable (NaN: `None`).
///
/// The runtime has the same conversion (`npamp_runtime`'s `float.rs`): this copy is
/// deliberate, so that test inputs built here never rest on the code under test.
pub fn f16_exact(x: f64) -> Option<u16> {
    if x.is_nan() {
        return None;
    }
    let bits = x.to_bits();
    let sign = ((bits >> 63) as u16) << 15;
    let exp = ((bits >> 52) & 0x7ff) as i32;
    let man = bits & ((1u64 << 52) - 1);
    if exp == 0x7ff {
        return Some(sign | 0x7c00);
    }
    if exp == 0 {
        // ±0 exactly; double subnormals are far below half's range.
        return (man == 0).then_some(sign);
    }
    let e = exp - 1023;
    if (-14..=15).contains(&e) {
        // A normal half keeps 10 fraction bits: the low 42 must be zero.
        if man & ((1u64 << 42) - 1) != 0 {
            return None;
        }
        return Some(sign | (((e + 15) as u16) << 10) | ((man >> 42) as u16));
    }
    if (-24..=-15).contains(&e) {
        // A subnormal half: value = sig × 2^(e−52) in units of 2^−24.
        let sig = (1u64 << 52) | man;
        let shift = (28 - e) as u32;
        if sig & ((1u64 << shift) - 1) != 0 {
            return None;
        }
        return Some(sign | ((sig >> shift) as u16));
    }
    None
}

/// The value of half-precision bits.
pub fn f16_to_f64(h: u16) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exp = i32::from((h >> 10) & 0x1f);
    let man = f64::from(h & 0x3ff);
    match exp {
        0 => sign * man * 2f64.powi(-24),
        31 if man == 0.0 => sign * f64::INFINITY,
        31 => f64::NAN,
        e => sign * (1024.0 + man) * 2f64.powi(e - 25),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn encode_writes_a_value_deterministically() {
        use ciborium::Value as V;
        // {"a": [-1, 1.5, null], 10: h'01', 1: true, -1: 65504.0, 2: 1.1} (keys out of order)
        let v = V::Map(vec![
            (
                V::Text("a".into()),
                V::Array(vec![V::Integer((-1).into()), V::Float(1.5), V::Null]),
            ),
            (V::Integer(10.into()), V::Bytes(vec![1])),
            (V::Integer(1.into()), V::Bool(true)),
            (V::Integer((-1).into()), V::Float(65504.0)),
            (V::Integer(2.into()), V::Float(1.1)),
        ]);
        let want = [
            &[0xa5][..],
            &[0x01, 0xf5],
            &[0x02, 0xfb, 0x3f, 0xf1, 0x99, 0x99, 0x99, 0x99, 0x99, 0x9a],
            &[0x0a, 0x41, 0x01],
            &[0x20, 0xf9, 0x7b, 0xff],
            &[0x61, 0x61, 0x83, 0x20, 0xf9, 0x3e, 0x00, 0xf6],
        ]
        .concat();
        assert_eq!(encode(&v), want);
        assert_eq!(encode(&V::Float(f64::NAN)), [0xf9, 0x7e, 0x00]);
        assert_eq!(encode(&V::Float(100_000.0)), [0xfa, 0x47, 0xc3, 0x50, 0x00]);
        assert_eq!(
            encode(&V::Tag(1, Box::new(V::Integer(u64::MAX.into())))),
            [&[0xc1, 0x1b][..], &[0xff; 8]].concat()
        );
    }

    #[test]
    fn shortest_heads_at_every_boundary() {
        assert_eq!(uint(0), [0x00]);
        assert_eq!(uint(23), [0x17]);
        assert_eq!(uint(24), [0x18, 0x18]);
        assert_eq!(uint(255), [0x18, 0xff]);
        assert_eq!(uint(256), [0x19, 0x01, 0x00]);
        assert_eq!(uint(65535), [0x19, 0xff, 0xff]);
        assert_eq!(uint(65536), [0x1a, 0, 1, 0, 0]);
        assert_eq!(uint(0xffff_ffff), [0x1a, 0xff, 0xff, 0xff, 0xff]);
        assert_eq!(uint(0x1_0000_0000), [0x1b, 0, 0, 0, 1, 0, 0, 0, 0]);
        assert_eq!(
            uint(u64::MAX),
            [0x1b, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]
        );
        assert_eq!(head(5, 256), [0xb9, 0x01, 0x00]);
        for pair in WIDTH_EDGES.windows(2).skip(1).step_by(2) {
            if let [last, first] = pair {
                assert_eq!(last + 1, *first);
                assert!(Width::shortest(*last) < Width::shortest(*first));
            }
        }
        assert_eq!(nint(0), [0x20]);
        assert_eq!(int(-1), Some(vec![0x20]));
        assert_eq!(int(-25), Some(vec![0x38, 0x18]));
        assert_eq!(int(i128::from(u64::MAX) + 1), None);
        assert_eq!(int(-1 - i128::from(u64::MAX)), Some(nint(u64::MAX)));
        assert_eq!(int(-2 - i128::from(u64::MAX)), None);
    }

    #[test]
    fn forced_and_wide_heads() {
        assert_eq!(head_width(0, 0, Width::U8), Some(vec![0x18, 0x00]));
        assert_eq!(head_width(2, 1, Width::U32), Some(vec![0x5a, 0, 0, 0, 1]));
        assert_eq!(head_width(0, 300, Width::U8), None);
        assert_eq!(head_width(8, 0, Width::Immediate), None);
        assert_eq!(head_wide(0, 0), Some(vec![0x18, 0x00]));
        assert_eq!(head_wide(0, 256), Some(vec![0x1a, 0, 0, 1, 0]));
        assert_eq!(head_wide(0, u64::MAX), None);
        assert_eq!(heads_non_shortest(3, 5).len(), 4);
        assert!(heads_non_shortest(0, u64::MAX).is_empty());
    }

    #[test]
    fn strings_arrays_maps_tags() {
        assert_eq!(tstr("hi"), [0x62, b'h', b'i']);
        assert_eq!(bstr(&[0x2a]), [0x41, 0x2a]);
        assert_eq!(bstr(&[0; 24])[..2], [0x58, 0x18]);
        assert_eq!(array(&[uint(1), uint(2)]), [0x82, 0x01, 0x02]);
        // Canonical order is by encoded key bytes: 10 (0x0a) < 100 (0x18 0x64) < -1 (0x20).
        let m = map(&[
            (nint(0), uint(0)),
            (uint(100), uint(1)),
            (uint(10), uint(2)),
        ]);
        assert_eq!(m, [0xa3, 0x0a, 0x02, 0x18, 0x64, 0x01, 0x20, 0x00]);
        assert_eq!(
            map_raw(&[(uint(1), uint(1)), (uint(0), uint(0))]),
            [0xa2, 1, 1, 0, 0]
        );
        assert_eq!(
            map_after_head(&[0xb8, 0x02], &[(uint(0), uint(0))]),
            [0xb8, 2, 0, 0]
        );
        assert_eq!(
            uint_map(&[(3, null()), (1, bool(true))]),
            [0xa2, 1, 0xf5, 3, 0xf6]
        );
        assert_eq!(tag(1, &uint(0)), [0xc1, 0x00]);
        assert_eq!(simple(16), Some(vec![0xf0]));
        assert_eq!(simple(24), None);
        assert_eq!(simple(32), Some(vec![0xf8, 0x20]));
    }

    #[test]
    fn shortest_floats() {
        assert_eq!(float(0.0), [0xf9, 0x00, 0x00]);
        assert_eq!(float(-0.0), [0xf9, 0x80, 0x00]);
        assert_eq!(float(1.0), [0xf9, 0x3c, 0x00]);
        assert_eq!(float(1.5), [0xf9, 0x3e, 0x00]);
        assert_eq!(float(65504.0), [0xf9, 0x7b, 0xff]);
        assert_eq!(float(100000.0), [0xfa, 0x47, 0xc3, 0x50, 0x00]);
        assert_eq!(float(1.1), float64(1.1));
        assert_eq!(float(5.960_464_477_539_063e-8), [0xf9, 0x00, 0x01]);
        assert_eq!(float(f64::INFINITY), [0xf9, 0x7c, 0x00]);
        assert_eq!(float(f64::NEG_INFINITY), [0xf9, 0xfc, 0x00]);
        assert_eq!(float(f64::NAN), CANONICAL_NAN);
        assert_eq!(
            float(3.402_823_466_385_288_6e38),
            [0xfa, 0x7f, 0x7f, 0xff, 0xff]
        );
    }

    #[test]
    fn half_conversion_is_exact_for_every_half() {
        for h in 0..=u16::MAX {
            let x = f16_to_f64(h);
            if x.is_nan() {
                assert_eq!(f16_exact(x), None);
                continue;
            }
            assert_eq!(f16_exact(x), Some(h), "half {h:#06x} = {x}");
        }
        // Between two halves: not exact.
        assert_eq!(f16_exact(1.0 + 2f64.powi(-11)), None);
        assert_eq!(f16_exact(2f64.powi(-25)), None);
        assert_eq!(f16_exact(65536.0), None);
    }
}
