//! A byte-level checker for the RFC 8949 §4.2.1 deterministic encoding, restricted to the
//! N-PAMP subset (README "Decoding semantics" D3/D4).
//!
//! Written from scratch and independent of every other CBOR code path in the workspace: it
//! never builds a value, it only walks heads. The walk is iterative (an explicit stack bounded by
//! `max_depth`), so hostile nesting cannot exhaust the call stack, and every length or count is
//! compared with the remaining input before it is used.

use std::cmp::Ordering;
use std::fmt;

/// Why a byte string is not exactly one deterministically encoded item.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CanonError {
    /// Rule slug: `truncated`, `trailing-bytes`, `shortest-form`, `indefinite-length`, `tag`,
    /// `float`, `simple-value`, `break`, `reserved-ai`, `invalid-utf8`, `key-order`,
    /// `duplicate-key` or `depth`.
    pub rule: &'static str,
    /// Offset of the offending head (or of the first byte that is missing / extra).
    pub offset: usize,
}

impl fmt::Display for CanonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} at byte offset {}", self.rule, self.offset)
    }
}

impl std::error::Error for CanonError {}

fn fail<T>(rule: &'static str, offset: usize) -> Result<T, CanonError> {
    Err(CanonError { rule, offset })
}

/// One open container on the walk stack.
struct Open {
    is_map: bool,
    /// Items (array) or entries (map) still to read.
    left: u64,
    /// Map only: the next item is a value (the key of the entry has been read).
    in_value: bool,
    /// Map only: start offset of the key being read.
    key_start: usize,
    /// Map only: byte span of the previous key.
    prev_key: Option<(usize, usize)>,
}

struct Walker<'a> {
    buf: &'a [u8],
    pos: usize,
}

impl Walker<'_> {
    fn remaining(&self) -> u64 {
        // usize -> u64 never loses information on supported targets.
        u64::try_from(self.buf.len().saturating_sub(self.pos)).unwrap_or(u64::MAX)
    }

    fn byte(&mut self, head_start: usize) -> Result<u8, CanonError> {
        match self.buf.get(self.pos) {
            Some(&b) => {
                self.pos += 1;
                Ok(b)
            }
            None => fail("truncated", head_start),
        }
    }

    /// Read an `n`-byte big-endian argument.
    fn argument(&mut self, n: usize, head_start: usize) -> Result<u64, CanonError> {
        let mut v: u64 = 0;
        for _ in 0..n {
            let b = self.byte(head_start)?;
            v = (v << 8) | u64::from(b);
        }
        Ok(v)
    }

    /// Skip `len` payload bytes of a string, returning their span.
    fn take(&mut self, len: u64, head_start: usize) -> Result<(usize, usize), CanonError> {
        if len > self.remaining() {
            return fail("truncated", head_start);
        }
        let n = usize::try_from(len).map_err(|_| CanonError {
            rule: "truncated",
            offset: head_start,
        })?;
        let start = self.pos;
        let end = start.checked_add(n).ok_or(CanonError {
            rule: "truncated",
            offset: head_start,
        })?;
        self.pos = end;
        Ok((start, end))
    }
}

/// Record that an item ending at `end` has been completed inside the innermost open container.
fn item_done(buf: &[u8], stack: &mut [Open], end: usize) -> Result<(), CanonError> {
    let Some(top) = stack.last_mut() else {
        return Ok(());
    };
    if !top.is_map {
        top.left = top.left.saturating_sub(1);
        return Ok(());
    }
    if top.in_value {
        top.in_value = false;
        top.left = top.left.saturating_sub(1);
        return Ok(());
    }
    // A key has just been completed: compare its encoding with the previous key's.
    let key = buf.get(top.key_start..end).unwrap_or_default();
    if let Some((ps, pe)) = top.prev_key {
        let prev = buf.get(ps..pe).unwrap_or_default();
        match prev.cmp(key) {
            Ordering::Less => {}
            Ordering::Equal => return fail("duplicate-key", top.key_start),
            Ordering::Greater => return fail("key-order", top.key_start),
        }
    }
    top.prev_key = Some((top.key_start, end));
    top.in_value = true;
    Ok(())
}

/// Check that `bytes` is exactly one data item in the N-PAMP deterministic subset.
///
/// Containers are numbered by nesting level: an array or map at the top is level 1, a container
/// inside it level 2, and so on; a container at a level greater than `max_depth` is refused.
pub fn check_item(bytes: &[u8], max_depth: usize) -> Result<(), CanonError> {
    let mut w = Walker { buf: bytes, pos: 0 };
    let mut stack: Vec<Open> = Vec::new();
    let mut started = false;
    loop {
        // Close every finished container (each close completes an item in its parent).
        while stack.last().is_some_and(|t| t.left == 0) {
            stack.pop();
            item_done(bytes, &mut stack, w.pos)?;
        }
        if started && stack.is_empty() {
            break;
        }
        started = true;

        let start = w.pos;
        if let Some(top) = stack.last_mut() {
            if top.is_map && !top.in_value {
                top.key_start = start;
            }
        }
        let initial = w.byte(start)?;
        let major = initial >> 5;
        let ai = initial & 0x1f;

        if major == 6 {
            return fail("tag", start);
        }
        if major == 7 {
            match ai {
                20..=22 => {
                    item_done(bytes, &mut stack, w.pos)?;
                    continue;
                }
                25..=27 => return fail("float", start),
                28..=30 => return fail("reserved-ai", start),
                31 => return fail("break", start),
                _ => return fail("simple-value", start),
            }
        }

        let arg = match ai {
            0..=23 => u64::from(ai),
            24 => {
                let v = w.argument(1, start)?;
                if v < 24 {
                    return fail("shortest-form", start);
                }
                v
            }
            25 => {
                let v = w.argument(2, start)?;
                if v <= 0xff {
                    return fail("shortest-form", start);
                }
                v
            }
            26 => {
                let v = w.argument(4, start)?;
                if v <= 0xffff {
                    return fail("shortest-form", start);
                }
                v
            }
            27 => {
                let v = w.argument(8, start)?;
                if v <= 0xffff_ffff {
                    return fail("shortest-form", start);
                }
                v
            }
            28..=30 => return fail("reserved-ai", start),
            _ => {
                // ai 31: indefinite length for strings and containers, not well-formed for ints.
                return if major >= 2 {
                    fail("indefinite-length", start)
                } else {
                    fail("reserved-ai", start)
                };
            }
        };

        match major {
            0 | 1 => item_done(bytes, &mut stack, w.pos)?,
            2 => {
                w.take(arg, start)?;
                item_done(bytes, &mut stack, w.pos)?;
            }
            3 => {
                let (s, e) = w.take(arg, start)?;
                let text = bytes.get(s..e).unwrap_or_default();
                if std::str::from_utf8(text).is_err() {
                    return fail("invalid-utf8", start);
                }
                item_done(bytes, &mut stack, w.pos)?;
            }
            _ => {
                // 4 (array) or 5 (map).
                let is_map = major == 5;
                let level = stack.len().saturating_add(1);
                if level > max_depth {
                    return fail("depth", start);
                }
                // Every item takes at least one byte: a count the input cannot hold is refused
                // before anything is reserved for it.
                let need = if is_map {
                    arg.checked_mul(2)
                } else {
                    Some(arg)
                };
                match need {
                    Some(n) if n <= w.remaining() => {}
                    _ => return fail("truncated", start),
                }
                stack.push(Open {
                    is_map,
                    left: arg,
                    in_value: false,
                    key_start: w.pos,
                    prev_key: None,
                });
            }
        }
    }
    if w.pos != bytes.len() {
        return fail("trailing-bytes", w.pos);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(bytes: &[u8], depth: usize) -> (&'static str, usize) {
        let e = check_item(bytes, depth).expect_err("must be refused");
        (e.rule, e.offset)
    }

    #[test]
    fn accepts_the_subset() {
        // 0, 23, 24, 255, 256, 65536, 2^32
        for b in [
            &[0x00][..],
            &[0x17],
            &[0x18, 0x18],
            &[0x18, 0xff],
            &[0x19, 0x01, 0x00],
            &[0x1a, 0x00, 0x01, 0x00, 0x00],
            &[0x1b, 0, 0, 0, 1, 0, 0, 0, 0],
            &[0x20],                                                 // -1
            &[0x3b, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff], // -2^64
            &[0xf4],
            &[0xf5],
            &[0xf6],
            &[0x40],
            &[0x62, 0xc3, 0xa9], // "é"
            &[0x80],
            &[0xa0],
            &[0xa2, 0x00, 0x00, 0x20, 0x00], // {0: 0, -1: 0}
            &[0xa2, 0x61, 0x62, 0x00, 0x62, 0x61, 0x61, 0x00], // {"b": 0, "aa": 0}
            &[0xa1, 0x81, 0x00, 0xa0],       // {[0]: {}}
        ] {
            assert_eq!(check_item(b, 16), Ok(()), "{b:02x?}");
        }
    }

    #[test]
    fn refusals() {
        assert_eq!(err(&[], 16), ("truncated", 0));
        assert_eq!(err(&[0x18], 16), ("truncated", 0));
        assert_eq!(err(&[0x42, 0x00], 16), ("truncated", 0)); // bstr of 2, 1 byte present
        assert_eq!(err(&[0x82, 0x00], 16), ("truncated", 0)); // array of 2, 1 byte present
        assert_eq!(err(&[0x81, 0x81], 16), ("truncated", 1)); // [[ ... missing
                                                              // map of 2^64-1 entries
        assert_eq!(
            err(&[0xbb, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff], 16),
            ("truncated", 0)
        );
        assert_eq!(err(&[0x00, 0x00], 16), ("trailing-bytes", 1));
        assert_eq!(err(&[0x18, 0x17], 16), ("shortest-form", 0));
        assert_eq!(err(&[0x19, 0x00, 0xff], 16), ("shortest-form", 0));
        assert_eq!(
            err(&[0x1a, 0x00, 0x00, 0xff, 0xff], 16),
            ("shortest-form", 0)
        );
        assert_eq!(
            err(&[0x1b, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff], 16),
            ("shortest-form", 0)
        );
        assert_eq!(err(&[0x38, 0x00], 16), ("shortest-form", 0)); // -1 as 38 00
        assert_eq!(err(&[0x58, 0x00], 16), ("shortest-form", 0)); // empty bstr, 1-byte length
        assert_eq!(err(&[0x98, 0x01, 0x00], 16), ("shortest-form", 0)); // array count 1, long form
        assert_eq!(err(&[0x5f, 0xff], 16), ("indefinite-length", 0));
        assert_eq!(err(&[0x7f, 0xff], 16), ("indefinite-length", 0));
        assert_eq!(err(&[0x9f, 0xff], 16), ("indefinite-length", 0));
        assert_eq!(err(&[0xbf, 0xff], 16), ("indefinite-length", 0));
        assert_eq!(err(&[0x1f], 16), ("reserved-ai", 0));
        assert_eq!(err(&[0x1c], 16), ("reserved-ai", 0));
        assert_eq!(err(&[0x5d], 16), ("reserved-ai", 0));
        assert_eq!(err(&[0xfe], 16), ("reserved-ai", 0));
        assert_eq!(err(&[0xc0, 0x00], 16), ("tag", 0));
        assert_eq!(err(&[0xd8, 0x20, 0x00], 16), ("tag", 0));
        assert_eq!(err(&[0xf9, 0x3c, 0x00], 16), ("float", 0));
        assert_eq!(err(&[0xfa, 0, 0, 0, 0], 16), ("float", 0));
        assert_eq!(err(&[0xfb, 0, 0, 0, 0, 0, 0, 0, 0], 16), ("float", 0));
        assert_eq!(err(&[0xf7], 16), ("simple-value", 0)); // undefined
        assert_eq!(err(&[0xf0], 16), ("simple-value", 0)); // simple(16)
        assert_eq!(err(&[0xf8, 0x20], 16), ("simple-value", 0)); // simple(32)
        assert_eq!(err(&[0xff], 16), ("break", 0));
        assert_eq!(err(&[0x81, 0xff], 16), ("break", 1));
        assert_eq!(err(&[0x62, 0xc3, 0x28], 16), ("invalid-utf8", 0));
        // {"\xff": 0}: invalid UTF-8 in a key
        assert_eq!(err(&[0xa1, 0x61, 0xff, 0x00], 16), ("invalid-utf8", 1));
        // {1: 0, 0: 0}
        assert_eq!(err(&[0xa2, 0x01, 0x00, 0x00, 0x00], 16), ("key-order", 3));
        // {0: 0, 0: 0}
        assert_eq!(
            err(&[0xa2, 0x00, 0x00, 0x00, 0x00], 16),
            ("duplicate-key", 3)
        );
        // {24: 0, 10: 0}: 18 18 sorts after 0a
        assert_eq!(
            err(&[0xa2, 0x18, 0x18, 0x00, 0x0a, 0x00], 16),
            ("key-order", 4)
        );
        // {"aa": 0, "b": 0}: length-first order
        assert_eq!(
            err(&[0xa2, 0x62, 0x61, 0x61, 0x00, 0x61, 0x62, 0x00], 16),
            ("key-order", 5)
        );
        // {[0]: 0, [0]: 0}: duplicate container keys
        assert_eq!(
            err(&[0xa2, 0x81, 0x00, 0x00, 0x81, 0x00, 0x00], 16),
            ("duplicate-key", 4)
        );
        // nested map order is checked too: [{1: 0, 0: 0}]
        assert_eq!(
            err(&[0x81, 0xa2, 0x01, 0x00, 0x00, 0x00], 16),
            ("key-order", 4)
        );
    }

    #[test]
    fn depth() {
        assert_eq!(check_item(&[0x80], 1), Ok(()));
        assert_eq!(err(&[0x80], 0), ("depth", 0));
        assert_eq!(err(&[0x81, 0x80], 1), ("depth", 1));
        assert_eq!(check_item(&[0x81, 0x80], 2), Ok(()));
        // {0: {0: []}} at max_depth 2: the array is level 3
        assert_eq!(err(&[0xa1, 0x00, 0xa1, 0x00, 0x80], 2), ("depth", 4));
        assert_eq!(check_item(&[0xa1, 0x00, 0xa1, 0x00, 0x80], 3), Ok(()));
        // Siblings do not accumulate depth: [[], [], []] at max_depth 2.
        assert_eq!(check_item(&[0x83, 0x80, 0x80, 0x80], 2), Ok(()));
        // A huge nesting of 0x81 is refused at the limit, without recursion.
        let mut deep = vec![0x81u8; 100_000];
        deep.push(0x00);
        assert_eq!(err(&deep, 16), ("depth", 16));
        assert_eq!(check_item(&deep, usize::MAX), Ok(()));
    }
}
