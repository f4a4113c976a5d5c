//! A span parser for well-formed, definite-length payloads and the byte
//! surgery the fuzz mutators and vector generators apply to them.
//!
//! [`parse`] locates every item of a payload (already known to be well formed,
//! typically canonical); the surgery functions then rewrite bytes around those
//! spans, never re-encoding anything through a codec under test.

use crate::cbor::{self, Width};

/// Nesting beyond which [`parse`] gives up (it is a test tool, not a decoder).
pub const MAX_PARSE_DEPTH: usize = 128;

/// What a parse reads besides the definite-length items of majors 0–5 and 7
/// that every parse reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Grammar {
    /// Nesting beyond which the parse gives up.
    pub max_depth: usize,
    /// Whether tags are read (the content is the tag node's one child).
    pub tags: bool,
    /// Whether `f8 00`–`f8 1f` (a simple value below 32 in two bytes, not
    /// well formed, RFC 8949 §3.3) is read.
    pub low_simple_in_two_bytes: bool,
}

impl Grammar {
    /// What [`parse`] reads: tags, any two-byte simple value, [`MAX_PARSE_DEPTH`] levels.
    pub const TOOL: Grammar = Grammar {
        max_depth: MAX_PARSE_DEPTH,
        tags: true,
        low_simple_in_two_bytes: true,
    };
    /// The N-PAMP subset a canonical payload stays within, as the fuzz
    /// mutators walk it: no tags, well-formed simple values only, 64 levels.
    pub const SUBSET: Grammar = Grammar {
        max_depth: 64,
        tags: false,
        low_simple_in_two_bytes: false,
    };
}

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
    /// The head's argument (length, count, value, tag number, simple value or float bits).
    pub arg: u64,
    /// Array items; map keys and values alternating; a tag's content.
    pub children: Vec<Node>,
}

impl Node {
    /// Map entries as (key, value) pairs (empty for non-maps).
    pub fn entries(&self) -> impl Iterator<Item = (&Node, &Node)> {
        let pairs = if self.major == 5 {
            self.children.chunks_exact(2)
        } else {
            [].chunks_exact(2)
        };
        pairs.filter_map(|c| match c {
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

    /// The bytes of this node in `buf`.
    pub fn bytes<'b>(&self, buf: &'b [u8]) -> &'b [u8] {
        buf.get(self.start..self.end).unwrap_or_default()
    }

    /// The content after the head (string bytes, array items, map entries).
    pub fn content<'b>(&self, buf: &'b [u8]) -> &'b [u8] {
        buf.get(self.hdr_end..self.end).unwrap_or_default()
    }

    /// Whether the item's head carries a length or count (majors 2–5).
    pub fn is_sized(&self) -> bool {
        (2..=5).contains(&self.major)
    }

    /// `null` (`f6`).
    pub fn is_null(&self) -> bool {
        self.major == 7 && self.hdr_end - self.start == 1 && self.arg == 22
    }

    /// A half, single or double float (`f9`, `fa`, `fb`: a head of 3, 5 or 9 bytes).
    pub fn is_float(&self) -> bool {
        self.major == 7 && self.hdr_end - self.start > 2
    }
}

/// Parse exactly one well-formed, definite-length item spanning all of `buf`
/// (tags and floats included, [`Grammar::TOOL`]). `None` for anything else.
pub fn parse(buf: &[u8]) -> Option<Node> {
    parse_with(buf, Grammar::TOOL)
}

/// [`parse`] under `grammar`.
pub fn parse_with(buf: &[u8], grammar: Grammar) -> Option<Node> {
    let n = parse_at(buf, 0, 0, grammar)?;
    (n.end == buf.len()).then_some(n)
}

/// Parse one item at `pos`; trailing bytes are allowed.
pub fn parse_prefix(buf: &[u8], pos: usize) -> Option<Node> {
    parse_at(buf, pos, 0, Grammar::TOOL)
}

fn parse_at(buf: &[u8], pos: usize, depth: usize, g: Grammar) -> Option<Node> {
    if depth > g.max_depth {
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
        7 if ai == 24 && arg < 32 && !g.low_simple_in_two_bytes => return None,
        7 => hdr_end,
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
                let c = parse_at(buf, p, depth + 1, g)?;
                p = c.end;
                children.push(c);
            }
            p
        }
        _ if !g.tags => return None,
        _ => {
            let c = parse_at(buf, hdr_end, depth + 1, g)?;
            let e = c.end;
            children.push(c);
            e
        }
    };
    Some(Node {
        start: pos,
        hdr_end,
        end,
        major,
        arg,
        children,
    })
}

/// `buf` with `start..end` replaced by `with` (out-of-range bounds are clamped).
pub fn splice(buf: &[u8], start: usize, end: usize, with: &[u8]) -> Vec<u8> {
    let start = start.min(buf.len());
    let end = end.clamp(start, buf.len());
    let mut out = Vec::with_capacity(buf.len() + with.len());
    out.extend_from_slice(buf.get(..start).unwrap_or_default());
    out.extend_from_slice(with);
    out.extend_from_slice(buf.get(end..).unwrap_or_default());
    out
}

/// `buf` with `node` replaced by `with`.
pub fn replace(buf: &[u8], node: &Node, with: &[u8]) -> Vec<u8> {
    splice(buf, node.start, node.end, with)
}

/// `buf` with the map `map`'s count head rewritten to `count` (shortest form).
fn with_count(buf: &[u8], map: &Node, count: u64) -> Vec<u8> {
    splice(buf, map.start, map.hdr_end, &cbor::head(map.major, count))
}

/// `buf` with one raw entry (key and value bytes) appended at the end of `map`.
pub fn append_entry(buf: &[u8], map: &Node, entry: &[u8]) -> Vec<u8> {
    let grown = splice(buf, map.end, map.end, entry);
    with_count(&grown, map, map.arg.saturating_add(1))
}

/// `buf` with one raw entry inserted before the entry whose key is `before`
/// (or at the end when `None`).
pub fn insert_entry(buf: &[u8], map: &Node, before: Option<&Node>, entry: &[u8]) -> Vec<u8> {
    let at = before.map_or(map.end, |k| k.start);
    let grown = splice(buf, at, at, entry);
    with_count(&grown, map, map.arg.saturating_add(1))
}

/// `buf` with entry `(k, v)` of `map` removed.
pub fn remove_entry(buf: &[u8], map: &Node, k: &Node, v: &Node) -> Vec<u8> {
    let shrunk = splice(buf, k.start, v.end, &[]);
    with_count(&shrunk, map, map.arg.saturating_sub(1))
}

/// `buf` with entry `(k, v)` of `map` written twice in a row (`duplicate-key`).
pub fn duplicate_entry(buf: &[u8], map: &Node, k: &Node, v: &Node) -> Vec<u8> {
    let entry = buf.get(k.start..v.end).unwrap_or_default().to_vec();
    let grown = splice(buf, v.end, v.end, &entry);
    with_count(&grown, map, map.arg.saturating_add(1))
}

/// `buf` with two adjacent entries `a` (first) and `b` (second) exchanged.
pub fn swap_entries(buf: &[u8], a: (&Node, &Node), b: (&Node, &Node)) -> Vec<u8> {
    let mut mid = buf.get(b.0.start..b.1.end).unwrap_or_default().to_vec();
    mid.extend_from_slice(buf.get(a.1.end..b.0.start).unwrap_or_default());
    mid.extend_from_slice(buf.get(a.0.start..a.1.end).unwrap_or_default());
    splice(buf, a.0.start, b.1.end, &mid)
}

/// `buf` with `node`'s head written one width wider (`shortest-form`); `None`
/// for items without a widenable argument (major 7, or already 8 bytes wide).
pub fn widen_head(buf: &[u8], node: &Node) -> Option<Vec<u8>> {
    if node.major == 7 {
        return None;
    }
    let current = Width::ALL
        .into_iter()
        .find(|w| w.arg_len() + 1 == node.hdr_end - node.start)?;
    let h = cbor::head_width(node.major, node.arg, current.wider()?)?;
    Some(splice(buf, node.start, node.hdr_end, &h))
}

/// `buf` with `node` re-encoded with an indefinite length
/// (`indefinite-length`): a string becomes one definite chunk inside
/// `5f`/`7f … ff`, an array or map keeps its content inside `9f`/`bf … ff`.
pub fn make_indefinite(buf: &[u8], node: &Node) -> Option<Vec<u8>> {
    let mut item = vec![(node.major << 5) | 31];
    match node.major {
        2 | 3 => item.extend_from_slice(node.bytes(buf)),
        4 | 5 => item.extend_from_slice(node.content(buf)),
        _ => return None,
    }
    item.push(0xff);
    Some(replace(buf, node, &item))
}

/// `buf` cut to its first `len` bytes (`truncated`).
pub fn truncate(buf: &[u8], len: usize) -> Vec<u8> {
    buf.get(..len.min(buf.len())).unwrap_or_default().to_vec()
}

/// `buf` followed by `extra` (`trailing-bytes`).
pub fn with_trailing(buf: &[u8], extra: &[u8]) -> Vec<u8> {
    let mut out = buf.to_vec();
    out.extend_from_slice(extra);
    out
}

/// `buf` with byte `at` of text node `text` set to `0xff`, which never occurs
/// in UTF-8 (`invalid-utf8`); `None` for a non-text or empty node.
pub fn corrupt_utf8(buf: &[u8], text: &Node, at: usize) -> Option<Vec<u8>> {
    if text.major != 3 || text.end <= text.hdr_end {
        return None;
    }
    let i = text.hdr_end + at % (text.end - text.hdr_end);
    Some(splice(buf, i, i + 1, &[0xff]))
}

/// How deeply arrays and maps nest in `buf` (0 for a scalar), read as far as
/// it is well formed, iteratively (hostile depth costs no stack). Tags do not
/// count; an indefinite-length container counts until its break.
pub fn nesting_depth(buf: &[u8]) -> usize {
    // Items still to read per open container (`None`: indefinite length).
    let mut open: Vec<Option<u64>> = Vec::new();
    let mut max = 0;
    let mut pos = 0;
    while let Some(&b) = buf.get(pos) {
        pos += 1;
        if b == 0xff {
            if matches!(open.last(), Some(None)) {
                open.pop();
                close_items(&mut open);
            }
            continue;
        }
        let (major, info) = (b >> 5, b & 0x1f);
        let arg = match info {
            0..=23 => Some(u64::from(info)),
            24..=27 => {
                let n = 1usize << (info - 24);
                let bytes = buf.get(pos..pos + n);
                pos += n;
                bytes.map(|b| b.iter().fold(0u64, |a, x| (a << 8) | u64::from(*x)))
            }
            31 => None,
            _ => return max,
        };
        match (major, arg) {
            (4, Some(n)) | (5, Some(n)) => {
                let items = if major == 5 { n.saturating_mul(2) } else { n };
                if items == 0 {
                    close_items(&mut open);
                } else {
                    open.push(Some(items));
                    max = max.max(open.len());
                }
            }
            (4 | 5, None) => {
                open.push(None);
                max = max.max(open.len());
            }
            (6, _) => {}
            (2 | 3, Some(n)) => {
                pos = pos.saturating_add(usize::try_from(n).unwrap_or(usize::MAX));
                close_items(&mut open);
            }
            (2 | 3, None) => open.push(None),
            _ => close_items(&mut open),
        }
        if pos > buf.len() {
            break;
        }
    }
    max
}

/// One item of the innermost definite container is read: pop every container
/// that this completes.
fn close_items(open: &mut Vec<Option<u64>>) {
    while let Some(Some(n)) = open.last_mut() {
        *n -= 1;
        if *n > 0 {
            return;
        }
        open.pop();
    }
}

/// `n` deterministic pseudo-random fuzz inputs (64–1030 bytes each) from
/// [`Rng`]: what the exchange invariant and plant tests replay.
pub fn inputs(n: usize, seed: u64) -> impl Iterator<Item = Vec<u8>> {
    let mut rng = Rng(seed);
    let mut next = move || rng.next_u64();
    (0..n).map(move |i| {
        let len = 64 + (next() as usize % 960) + (i % 7);
        (0..len).map(|_| next() as u8).collect()
    })
}

/// Deterministic SplitMix64: the one pseudo-random generator of the test tools.
#[derive(Debug, Clone)]
pub struct Rng(pub u64);

impl Rng {
    /// The next 64 pseudo-random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    /// Uniform-ish in `0..n` (0 when `n == 0`).
    pub fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next_u64() % n as u64) as usize
        }
    }
    /// `n` deterministic filler bytes.
    pub fn bytes(&mut self, n: usize) -> Vec<u8> {
        (0..n).map(|_| (self.next_u64() >> 24) as u8).collect()
    }
    /// One element of `v` (`None` when empty).
    pub fn pick<'x, T>(&mut self, v: &'x [T]) -> Option<&'x T> {
        let i = self.below(v.len());
        v.get(i)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hex::unhex;

    fn b(s: &str) -> Vec<u8> {
        unhex(s).unwrap_or_default()
    }

    #[test]
    fn nesting_depth_counts_arrays_and_maps_iteratively() {
        assert_eq!(nesting_depth(&b("01")), 0);
        assert_eq!(nesting_depth(&b("8101")), 1);
        assert_eq!(nesting_depth(&b("818101")), 2);
        // [[1], [2]]: siblings do not add up.
        assert_eq!(nesting_depth(&b("8281018102")), 2);
        // {1: [2]} and ["abc", [1]]: strings are skipped whole.
        assert_eq!(nesting_depth(&b("a1018102")), 2);
        assert_eq!(nesting_depth(&b("82636162638101")), 2);
        // [_ [1]] and an indefinite text string inside an array.
        assert_eq!(nesting_depth(&b("9f8101ff")), 2);
        assert_eq!(nesting_depth(&b("817f6161ff")), 1);
        // A tag does not count; 10,000 levels cost no stack.
        assert_eq!(nesting_depth(&b("81c18101")), 2);
        let mut deep = vec![0x81; 10_000];
        deep.push(0x00);
        assert_eq!(nesting_depth(&deep), 10_000);
        // Truncated: the depth reached so far.
        assert_eq!(nesting_depth(&b("818181")), 3);
    }

    #[test]
    fn parses_spans_of_a_hand_built_map() {
        // {0: 0x0100, 1: h'aa', 3: "hi"}
        let p = b("a3 00 190100 01 41aa 03 626869");
        let n = parse(&p).expect("parses");
        assert_eq!((n.major, n.arg, n.hdr_end, n.end), (5, 3, 1, p.len()));
        let v = n.get(3).expect("key 3");
        assert_eq!((v.major, v.start, v.hdr_end, v.end), (3, 9, 10, 12));
        assert_eq!(n.get(0).map(|x| x.arg), Some(0x0100));
        assert_eq!(n.get(1).map(|x| x.content(&p).to_vec()), Some(vec![0xaa]));
        assert!(parse(&p[..p.len() - 1]).is_none(), "truncated");
        assert!(parse(&b("9f00ff")).is_none(), "indefinite");
        assert!(parse(&b("0000")).is_none(), "trailing");
        assert!(parse_prefix(&b("0000"), 0).is_some());
        assert!(parse(&b("1c")).is_none(), "reserved ai");
    }

    #[test]
    fn parses_tags_floats_and_bounds_nesting() {
        let t = parse(&b("c1 fb 3ff0000000000000")).expect("tag");
        assert_eq!((t.major, t.arg, t.children.len()), (6, 1, 1));
        assert_eq!(t.children[0].end, 10);
        assert!(parse(&vec![0x81; 1000]).is_none(), "unterminated and deep");
        let mut deep = vec![0x81; MAX_PARSE_DEPTH + 5];
        deep.push(0x80);
        assert!(parse(&deep).is_none(), "too deep for the tool");
        // A count far beyond the input is refused without allocating.
        assert!(parse(&b("9b ffffffffffffffff")).is_none());
    }

    #[test]
    fn the_subset_grammar_reads_no_tags_and_only_well_formed_simple_values() {
        let tagged = b("a1 00 c1 00");
        assert!(parse(&tagged).is_some());
        assert!(parse_with(&tagged, Grammar::SUBSET).is_none());
        assert!(parse(&b("f8 10")).is_some());
        assert!(parse_with(&b("f8 10"), Grammar::SUBSET).is_none());
        assert!(parse_with(&b("f8 20"), Grammar::SUBSET).is_some());
        let mut deep = vec![0x81; 65];
        deep.push(0x80);
        assert!(parse(&deep).is_some());
        assert!(parse_with(&deep, Grammar::SUBSET).is_none());
        assert!(parse_with(&deep[1..], Grammar::SUBSET).is_some());
    }

    #[test]
    fn nulls_and_floats() {
        let p = b("84 f6 f9 3c00 f8 16 f5");
        let n = parse(&p).expect("array");
        let kinds: Vec<(bool, bool)> = n
            .children
            .iter()
            .map(|c| (c.is_null(), c.is_float()))
            .collect();
        assert_eq!(
            kinds,
            [(true, false), (false, true), (false, false), (false, false)]
        );
        let floats = parse(&b("83 fa 3fc00000 fb 3ff8000000000000 f4")).expect("array");
        let f: Vec<bool> = floats.children.iter().map(Node::is_float).collect();
        assert_eq!(f, [true, true, false]);
    }

    #[test]
    fn entry_surgery() {
        let p = b("a2 00 01 02 03");
        let n = parse(&p).expect("map");
        let es: Vec<_> = n.entries().collect();
        let (k, v) = es[0];
        assert_eq!(remove_entry(&p, &n, k, v), b("a1 02 03"));
        assert_eq!(duplicate_entry(&p, &n, k, v), b("a3 00 01 00 01 02 03"));
        assert_eq!(
            append_entry(&p, &n, &[0x20, 0x00]),
            b("a3 00 01 02 03 20 00")
        );
        assert_eq!(
            insert_entry(&p, &n, Some(es[1].0), &[0x01, 0xf6]),
            b("a3 00 01 01 f6 02 03")
        );
        assert_eq!(swap_entries(&p, es[0], es[1]), b("a2 02 03 00 01"));
        assert_eq!(replace(&p, v, &[0x61, 0x78]), b("a2 00 6178 02 03"));
    }

    #[test]
    fn count_heads_grow_past_23() {
        let mut entries = Vec::new();
        for k in 0..23u64 {
            entries.push((cbor::uint(k), cbor::uint(0)));
        }
        let p = cbor::map(&entries);
        let n = parse(&p).expect("map");
        let grown = append_entry(&p, &n, &[0x17, 0x00]);
        assert_eq!(&grown[..2], &[0xb8, 0x18]);
        assert!(parse(&grown).is_some());
    }

    #[test]
    fn head_and_length_surgery() {
        let p = b("a1 01 626869");
        let n = parse(&p).expect("map");
        let text = n.get(1).expect("text").clone();
        assert_eq!(widen_head(&p, &text), Some(b("a1 01 780268 69")));
        assert_eq!(widen_head(&p, &n), Some(b("b801 01 626869")));
        assert_eq!(make_indefinite(&p, &text), Some(b("a1 01 7f626869ff")));
        assert_eq!(make_indefinite(&p, &n), Some(b("bf 01 626869 ff")));
        assert_eq!(corrupt_utf8(&p, &text, 1), Some(b("a1 01 6268ff")));
        assert_eq!(corrupt_utf8(&p, &n, 0), None);
        assert_eq!(truncate(&p, 2), b("a1 01"));
        assert_eq!(truncate(&p, 99), p);
        assert_eq!(with_trailing(&p, &[0]), b("a1 01 626869 00"));
        let wide = parse(&b("1b 0000000100000000")).expect("u64");
        assert_eq!(widen_head(&b("1b 0000000100000000"), &wide), None);
        assert_eq!(splice(&p, 10, 3, &[9]), with_trailing(&p, &[9]));
    }

    #[test]
    fn rng_is_deterministic() {
        let mut a = Rng(7);
        let mut c = Rng(7);
        assert_eq!(a.bytes(16), c.bytes(16));
        assert_eq!(a.below(0), 0);
        assert!(a.below(3) < 3);
        assert_eq!(Rng(1).pick::<u8>(&[]), None);
        assert_ne!(Rng(1).next_u64(), Rng(2).next_u64());
    }
}
