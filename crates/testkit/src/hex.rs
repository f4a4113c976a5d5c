//! Hex: lowercase encoding, lenient decoding (whitespace, `0x`, either case).

use std::fmt;

/// A string that is not hex.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HexError {
    /// An odd number of hex digits (after whitespace is removed).
    OddLength(usize),
    /// A character that is not a hex digit, at this index of the cleaned digits.
    BadDigit { index: usize, found: char },
}

impl fmt::Display for HexError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HexError::OddLength(n) => write!(f, "odd number of hex digits ({n})"),
            HexError::BadDigit { index, found } => {
                write!(f, "`{found}` at digit {index} is not a hex digit")
            }
        }
    }
}

impl std::error::Error for HexError {}

/// Lowercase hex of `bytes`.
pub fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut s = Vec::with_capacity(bytes.len() * 2);
    for b in bytes {
        s.push(DIGITS[usize::from(b >> 4)]);
        s.push(DIGITS[usize::from(b & 0x0f)]);
    }
    // Only ASCII digits were written.
    String::from_utf8(s).unwrap_or_default()
}

fn nibble(c: u8) -> Option<u8> {
    match c {
        b'0'..=b'9' => Some(c - b'0'),
        b'a'..=b'f' => Some(c - b'a' + 10),
        b'A'..=b'F' => Some(c - b'A' + 10),
        _ => None,
    }
}

/// Read bytes that are hex text or raw: the bytes hex decodes to when they are
/// UTF-8 hex digits (whitespace ignored, an even count; text of whitespace
/// only is the empty payload), else the
/// bytes themselves (a payload file may hold either).
pub fn hex_or_raw(raw: Vec<u8>) -> Vec<u8> {
    let Ok(text) = std::str::from_utf8(&raw) else {
        return raw;
    };
    let digits: String = text.chars().filter(|c| !c.is_ascii_whitespace()).collect();
    let is_hex = !raw.is_empty()
        && digits.len().is_multiple_of(2)
        && digits.chars().all(|c| c.is_ascii_hexdigit());
    match is_hex.then(|| unhex(&digits)) {
        Some(Ok(b)) => b,
        _ => raw,
    }
}

/// Decode hex: ASCII whitespace anywhere is ignored, an optional `0x` / `0X`
/// prefix is allowed, digits may be upper or lower case. The empty string is
/// the empty byte string.
pub fn unhex(s: &str) -> Result<Vec<u8>, HexError> {
    let trimmed = s.trim_start();
    let body = trimmed
        .strip_prefix("0x")
        .or_else(|| trimmed.strip_prefix("0X"))
        .unwrap_or(trimmed);
    // Fast path: nothing but digit pairs (what tools write).
    let raw = body.as_bytes();
    if raw.len().is_multiple_of(2) {
        let fast: Option<Vec<u8>> = raw
            .chunks_exact(2)
            .map(|p| match p {
                [a, b] => Some(nibble(*a)? << 4 | nibble(*b)?),
                _ => None,
            })
            .collect();
        if let Some(v) = fast {
            return Ok(v);
        }
    }
    let digits: Vec<char> = body.chars().filter(|c| !c.is_ascii_whitespace()).collect();
    if !digits.len().is_multiple_of(2) {
        return Err(HexError::OddLength(digits.len()));
    }
    let value = |index: usize, c: char| {
        c.to_digit(16)
            .map(|d| d as u8)
            .ok_or(HexError::BadDigit { index, found: c })
    };
    digits
        .chunks_exact(2)
        .enumerate()
        .map(|(i, pair)| match pair {
            [a, b] => Ok(value(2 * i, *a)? << 4 | value(2 * i + 1, *b)?),
            _ => Err(HexError::OddLength(digits.len())),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn hex_or_raw_reads_hex_text_and_keeps_anything_else() {
        use super::hex_or_raw;
        assert_eq!(hex_or_raw(b"a1 02\n".to_vec()), vec![0xa1, 0x02]);
        assert_eq!(hex_or_raw(b"\n".to_vec()), Vec::<u8>::new());
        assert_eq!(hex_or_raw(b"a1 0".to_vec()), b"a1 0".to_vec());
        assert_eq!(hex_or_raw(vec![0xa1, 0x02]), vec![0xa1, 0x02]);
        assert_eq!(hex_or_raw(vec![0xff, 0x30, 0x30]), vec![0xff, 0x30, 0x30]);
        assert_eq!(hex_or_raw(Vec::new()), Vec::<u8>::new());
    }

    use super::*;

    #[test]
    fn round_trip_every_byte() {
        let all: Vec<u8> = (0..=255).collect();
        let h = hex(&all);
        assert_eq!(h.len(), 512);
        assert!(h.starts_with("000102") && h.ends_with("fdfeff"));
        assert_eq!(unhex(&h), Ok(all));
    }

    #[test]
    fn lenient_input() {
        assert_eq!(
            unhex("A2 00\n19 0101"),
            Ok(vec![0xa2, 0x00, 0x19, 0x01, 0x01])
        );
        assert_eq!(unhex("0xFF"), Ok(vec![0xff]));
        assert_eq!(unhex(""), Ok(vec![]));
        assert_eq!(unhex("   "), Ok(vec![]));
    }

    #[test]
    fn errors_say_where() {
        assert_eq!(unhex("abc"), Err(HexError::OddLength(3)));
        assert_eq!(
            unhex("0g"),
            Err(HexError::BadDigit {
                index: 1,
                found: 'g'
            })
        );
        assert_eq!(
            unhex("éé"),
            Err(HexError::BadDigit {
                index: 0,
                found: 'é'
            })
        );
        assert!(unhex("zz")
            .unwrap_err()
            .to_string()
            .contains("not a hex digit"));
    }
}
