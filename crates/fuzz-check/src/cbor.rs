//! A tiny, hand-written CBOR span parser and byte-surgery helpers.
//!
//! Used only to locate items inside payloads that are already known to be
//! deterministic (RFC 8949 §4.2.1) so that the mutation classes in
//! [`crate::mutate`] can rewrite them byte by byte, independently of both the
//! generated encoder and the oracle's encoder.

/// One item and where it sits in the buffer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Node {
    /// Offset of the initial byte.
    pub start: usize,
    /// Offset just past the head (initial byte + argument bytes).
    pub hdr_end: usize,
    /// Offset just past the whole item.
    pub end: usize,
    pub major: u8,
    /// Additional information (low five bits of the initial byte).
    pub ai: u8,
    pub arg: u64,
    /// Array items, or map keys and values alternating.
    pub children: Vec<Node>,
}

impl Node {
    /// `null` (0xf6).
    pub fn is_null(&self) -> bool {
        self.major == 7 && self.ai == 22
    }

    /// A half, single or double float.
    pub fn is_float(&self) -> bool {
        self.major == 7 && (25..=27).contains(&self.ai)
    }

    /// Map entries as (key, value) pairs (empty for non-maps).
    pub fn entries(&self) -> impl Iterator<Item = (&Node, &Node)> {
        let it = if self.major == 5 {
            self.children.chunks_exact(2)
        } else {
            [].chunks_exact(2)
        };
        it.filter_map(|c| match c {
            [k, v] => Some((k, v)),
            _ => None,
        })
    }

    /// Every node of the tree, preorder (self first).
    pub fn walk<'n>(&'n self, out: &mut Vec<&'n Node>) {
        out.push(self);
        for c in &self.children {
            c.walk(out);
        }
    }

    /// The value of an unsigned-integer key of a map node.
    pub fn get(&self, key: u64) -> Option<&Node> {
        self.entries()
            .find(|(k, _)| k.major == 0 && k.arg == key)
            .map(|(_, v)| v)
    }
}

/// Parse exactly one well-formed, definite-length, tag-free item spanning
/// all of `buf`. `None` for anything else.
pub fn parse(buf: &[u8]) -> Option<Node> {
    let n = parse_at(buf, 0, 0)?;
    (n.end == buf.len()).then_some(n)
}

fn parse_at(buf: &[u8], pos: usize, depth: usize) -> Option<Node> {
    if depth > 64 {
        return None;
    }
    let ib = *buf.get(pos)?;
    let major = ib >> 5;
    let ai = ib & 0x1f;
    let (arg, hl) = match ai {
        0..=23 => (u64::from(ai), 1usize),
        24..=27 => {
            let w = 1usize << (ai - 24);
            let bytes = buf.get(pos + 1..pos + 1 + w)?;
            (
                bytes.iter().fold(0u64, |a, &b| (a << 8) | u64::from(b)),
                1 + w,
            )
        }
        _ => return None,
    };
    let hdr_end = pos + hl;
    let mut children = Vec::new();
    let end = match major {
        0 | 1 => hdr_end,
        7 if ai != 24 || arg >= 32 => hdr_end,
        7 => return None,
        2 | 3 => {
            let e = hdr_end.checked_add(usize::try_from(arg).ok()?)?;
            (e <= buf.len()).then_some(e)?
        }
        4 | 5 => {
            let per = if major == 5 { 2 } else { 1 };
            let count = usize::try_from(arg).ok()?.checked_mul(per)?;
            if count > buf.len() {
                return None;
            }
            let mut p = hdr_end;
            for _ in 0..count {
                let c = parse_at(buf, p, depth + 1)?;
                p = c.end;
                children.push(c);
            }
            p
        }
        _ => return None,
    };
    Some(Node {
        start: pos,
        hdr_end,
        end,
        major,
        ai,
        arg,
        children,
    })
}

/// Shortest-form head.
pub fn head(major: u8, arg: u64) -> Vec<u8> {
    let m = major << 5;
    if arg < 24 {
        vec![m | arg as u8]
    } else if arg <= 0xff {
        vec![m | 24, arg as u8]
    } else if arg <= 0xffff {
        let mut v = vec![m | 25];
        v.extend_from_slice(&(arg as u16).to_be_bytes());
        v
    } else if arg <= 0xffff_ffff {
        let mut v = vec![m | 26];
        v.extend_from_slice(&(arg as u32).to_be_bytes());
        v
    } else {
        let mut v = vec![m | 27];
        v.extend_from_slice(&arg.to_be_bytes());
        v
    }
}

/// The head one size wider than the shortest form (a non-shortest
/// encoding, RFC 8949 §4.2.1), or `None` when the shortest is already 8 bytes.
pub fn long_head(major: u8, arg: u64) -> Option<Vec<u8>> {
    let m = major << 5;
    let mut v;
    if arg < 24 {
        v = vec![m | 24, arg as u8];
    } else if arg <= 0xff {
        v = vec![m | 25];
        v.extend_from_slice(&(arg as u16).to_be_bytes());
    } else if arg <= 0xffff {
        v = vec![m | 26];
        v.extend_from_slice(&(arg as u32).to_be_bytes());
    } else if arg <= 0xffff_ffff {
        v = vec![m | 27];
        v.extend_from_slice(&arg.to_be_bytes());
    } else {
        return None;
    }
    Some(v)
}

/// Encoded unsigned integer.
pub fn uint(v: u64) -> Vec<u8> {
    head(0, v)
}

/// `buf` with `start..end` replaced by `with`.
pub fn splice(buf: &[u8], start: usize, end: usize, with: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(buf.len() + with.len());
    out.extend_from_slice(buf.get(..start).unwrap_or_default());
    out.extend_from_slice(with);
    out.extend_from_slice(buf.get(end..).unwrap_or_default());
    out
}

/// `buf` with one entry appended at the end of `map` (count + 1).
pub fn append_entry(buf: &[u8], map: &Node, entry: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(buf.len() + entry.len() + 8);
    out.extend_from_slice(buf.get(..map.start).unwrap_or_default());
    out.extend_from_slice(&head(5, map.arg + 1));
    out.extend_from_slice(buf.get(map.hdr_end..map.end).unwrap_or_default());
    out.extend_from_slice(entry);
    out.extend_from_slice(buf.get(map.end..).unwrap_or_default());
    out
}

/// `buf` with entry `(k, v)` of `map` removed (count - 1).
pub fn remove_entry(buf: &[u8], map: &Node, k: &Node, v: &Node) -> Vec<u8> {
    let mut out = Vec::with_capacity(buf.len());
    out.extend_from_slice(buf.get(..map.start).unwrap_or_default());
    out.extend_from_slice(&head(5, map.arg.saturating_sub(1)));
    out.extend_from_slice(buf.get(map.hdr_end..k.start).unwrap_or_default());
    out.extend_from_slice(buf.get(v.end..).unwrap_or_default());
    out
}

/// `buf` with the bytes of entry `(k, v)` of `map` written twice (count + 1).
pub fn duplicate_entry(buf: &[u8], map: &Node, k: &Node, v: &Node) -> Vec<u8> {
    let mut out = Vec::with_capacity(buf.len() * 2);
    out.extend_from_slice(buf.get(..map.start).unwrap_or_default());
    out.extend_from_slice(&head(5, map.arg + 1));
    out.extend_from_slice(buf.get(map.hdr_end..v.end).unwrap_or_default());
    out.extend_from_slice(buf.get(k.start..v.end).unwrap_or_default());
    out.extend_from_slice(buf.get(v.end..).unwrap_or_default());
    out
}

/// Lowercase hex.
pub fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

/// Parse hex (whitespace ignored).
pub fn unhex(s: &str) -> Option<Vec<u8>> {
    let digits: Vec<u8> = s
        .bytes()
        .filter(|b| !b.is_ascii_whitespace())
        .map(|b| (b as char).to_digit(16).map(|d| d as u8))
        .collect::<Option<_>>()?;
    if !digits.len().is_multiple_of(2) {
        return None;
    }
    Some(digits.chunks_exact(2).map(|c| c[0] << 4 | c[1]).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_spans_of_a_hand_built_map() {
        // {0: 0x0100, 1: h'aa', 3: "hi"}
        let b = unhex("a3 00 190100 01 41aa 03 626869").unwrap();
        let n = parse(&b).unwrap();
        assert_eq!((n.major, n.arg, n.hdr_end, n.end), (5, 3, 1, b.len()));
        let v = n.get(3).unwrap();
        assert_eq!((v.major, v.start, v.hdr_end, v.end), (3, 9, 10, 12));
        assert_eq!(n.get(0).unwrap().arg, 0x0100);
        assert!(parse(&b[..b.len() - 1]).is_none());
        assert!(parse(&unhex("9f00ff").unwrap()).is_none());
    }

    #[test]
    fn heads_are_shortest_and_long_heads_are_one_size_wider() {
        assert_eq!(head(0, 23), [0x17]);
        assert_eq!(head(0, 24), [0x18, 0x18]);
        assert_eq!(head(5, 256), [0xb9, 0x01, 0x00]);
        assert_eq!(long_head(0, 5).unwrap(), [0x18, 0x05]);
        assert_eq!(long_head(3, 300).unwrap(), [0x7a, 0, 0, 1, 0x2c]);
        assert!(long_head(0, u64::MAX).is_none());
    }

    #[test]
    fn entry_surgery() {
        let b = unhex("a2 00 01 02 03").unwrap();
        let n = parse(&b).unwrap();
        let (k, v) = n.entries().next().unwrap();
        assert_eq!(remove_entry(&b, &n, k, v), unhex("a1 02 03").unwrap());
        assert_eq!(
            duplicate_entry(&b, &n, k, v),
            unhex("a3 00 01 00 01 02 03").unwrap()
        );
        assert_eq!(
            append_entry(&b, &n, &[0x20, 0x00]),
            unhex("a3 00 01 02 03 20 00").unwrap()
        );
    }
}
