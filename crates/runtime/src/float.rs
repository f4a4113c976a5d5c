//! Floats under RFC 8949 §4.2.1: a float is encoded in the shortest of half,
//! single and double precision that represents its value exactly; NaN only as
//! `f9 7e00`. Conversions written here (no float crate), and checked against
//! every half-precision bit pattern in the tests.

/// Half-precision bits → value.
pub fn f16_to_f64(h: u16) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exp = i32::from((h >> 10) & 0x1f);
    let man = f64::from(h & 0x3ff);
    match exp {
        0 => sign * man * pow2(-24),
        31 => {
            if man == 0.0 {
                sign * f64::INFINITY
            } else {
                f64::NAN
            }
        }
        e => sign * (1024.0 + man) * pow2(e - 25),
    }
}

/// 2^e for the small exponents used here, exactly.
fn pow2(e: i32) -> f64 {
    // Exponents stay within -1074..=1023 for every caller.
    f64::from_bits(((1023 + i64::from(e)) as u64) << 52)
}

/// The half-precision bits of `x` when `x` is exactly representable (NaN excluded).
pub fn f64_to_f16_exact(x: f64) -> Option<u16> {
    let bits = x.to_bits();
    let sign = ((bits >> 63) as u16) << 15;
    let exp = ((bits >> 52) & 0x7ff) as i32;
    let man = bits & ((1u64 << 52) - 1);
    if exp == 0x7ff {
        // Infinities (NaN is handled by the caller).
        return (man == 0).then_some(sign | 0x7c00);
    }
    if exp == 0 {
        // ±0 exactly; f64 subnormals are far below half's range.
        return (man == 0).then_some(sign);
    }
    let e = exp - 1023;
    if (-14..=15).contains(&e) {
        // Normal half: 10 fraction bits, the low 42 bits must be zero.
        if man & ((1u64 << 42) - 1) != 0 {
            return None;
        }
        return Some(sign | (((e + 15) as u16) << 10) | ((man >> 42) as u16));
    }
    if (-24..=-15).contains(&e) {
        // Subnormal half: value = sig × 2^(e-52), unit 2^-24.
        let sig = (1u64 << 52) | man;
        let shift = (28 - e) as u32;
        if sig & ((1u64 << shift) - 1) != 0 {
            return None;
        }
        return Some(sign | ((sig >> shift) as u16));
    }
    None
}

/// Whether `x` is exactly representable in single precision (NaN excluded).
pub fn fits_f32(x: f64) -> bool {
    let y = x as f32;
    f64::from(y) == x || (x.is_infinite() && y.is_infinite())
}

/// The canonical NaN head and payload (`f9 7e00`).
pub const CANONICAL_NAN: u16 = 0x7e00;

/// Whether a float read with `width` (2, 4 or 8 bytes) and value `x` was the
/// shortest encoding of its value. `raw16` is the half bits when `width` is 2.
pub fn is_shortest(width: u8, x: f64, raw16: u16) -> bool {
    match width {
        2 => !x.is_nan() || raw16 == CANONICAL_NAN,
        4 => !x.is_nan() && f64_to_f16_exact(x).is_none(),
        _ => !x.is_nan() && !fits_f32(x),
    }
}

/// The shortest encoding of `x` (head byte and big-endian argument) into `out`.
pub fn write_shortest(x: f64, out: &mut impl crate::Sink) {
    if x.is_nan() {
        out.put(&[0xf9, 0x7e, 0x00]);
    } else if let Some(h) = f64_to_f16_exact(x) {
        let b = h.to_be_bytes();
        out.put(&[0xf9, b[0], b[1]]);
    } else if fits_f32(x) {
        let b = (x as f32).to_bits().to_be_bytes();
        out.put(&[0xfa, b[0], b[1], b[2], b[3]]);
    } else {
        out.push(0xfb);
        out.put(&x.to_bits().to_be_bytes());
    }
}

/// Encoded length of [`write_shortest`]'s output.
pub fn shortest_len(x: f64) -> usize {
    if x.is_nan() || f64_to_f16_exact(x).is_some() {
        3
    } else if fits_f32(x) {
        5
    } else {
        9
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_half_round_trips() {
        for h in 0..=u16::MAX {
            let x = f16_to_f64(h);
            if x.is_nan() {
                continue;
            }
            assert_eq!(f64_to_f16_exact(x), Some(h), "half {h:#06x} = {x}");
        }
    }

    #[test]
    fn shortest_widths() {
        assert_eq!(shortest_len(0.5), 3);
        assert_eq!(shortest_len(65504.0), 3);
        assert_eq!(shortest_len(65505.0), 5);
        assert_eq!(shortest_len(0.1), 9);
        assert_eq!(shortest_len(f64::from(0.1f32)), 5);
        assert_eq!(shortest_len(-0.0), 3);
        assert_eq!(shortest_len(f64::INFINITY), 3);
        assert_eq!(shortest_len(5.960_464_477_539_063e-8), 3); // smallest half subnormal
        assert_eq!(shortest_len(2.980_232_238_769_531_3e-8), 5); // half of it: single only
        assert!(is_shortest(2, f64::NAN, 0x7e00));
        assert!(!is_shortest(2, f64::NAN, 0x7e01));
        assert!(!is_shortest(4, 1.5, 0));
        assert!(is_shortest(4, 65505.0, 0));
        assert!(!is_shortest(8, 65505.0, 0));
        assert!(is_shortest(8, 0.1, 0));
    }
}
