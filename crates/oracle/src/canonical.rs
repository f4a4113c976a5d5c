//! A byte-level walker for RFC 8949 well-formedness and the §4.2.1 deterministic encoding,
//! restricted to a channel's CBOR subset (SEMANTICS.md step 3, "D3/D4").
//!
//! Written from scratch and independent of every other CBOR code path in the workspace: it
//! never builds a value, it only walks heads. The walk is iterative (an explicit stack bounded by
//! `max_depth`), so hostile nesting cannot exhaust the call stack, and every length or count is
//! compared with the remaining input before it is used. The first fault by offset is reported.
//!
//! Besides the verdict, a successful [`walk`] returns what the interpreter needs from the bytes:
//! the byte spans of the top-level map's entries (the canonical form copies kept values byte for
//! byte) and the spans of every outermost tagged item and simple value (the interpreter hides
//! them from `ciborium`, whose value model cannot represent them faithfully).
//!
//! Floats are checked with the oracle's own bit-level width conversions ([`f64_fits_f32`],
//! [`f32_fits_f16`]): a float is in shortest form iff it cannot be represented exactly in a
//! narrower width, and NaN only as `f9 7e00`.

use npamp_schema::{Group, Model, Profile, Rule};
use std::cmp::Ordering;
use std::fmt;

/// Why a byte string is not exactly one deterministically encoded item of the subset.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CanonError {
    /// A rule of group `deterministic` or `cbor_subset` (except `float-non-finite`), or `depth`.
    pub rule: Rule,
    /// Offset of the offending head (or of the first byte that is missing / extra).
    pub offset: usize,
}

impl fmt::Display for CanonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} at byte offset {}", self.rule, self.offset)
    }
}

impl std::error::Error for CanonError {}

/// Which items of valid CBOR outside a channel's subset (group `cbor_subset`) the walk refuses.
/// An item that is not refused is walked like any other: a tag's content is checked, a simple
/// value or a float is an accepted item (a float must still be in shortest form).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Subset {
    /// Refuse tags (major type 6): `tag`.
    pub tags: bool,
    /// Refuse simple values other than false / true / null (0xe0–0xf3, 0xf7, 0xf8 xx): `simple-value`.
    pub simple_values: bool,
    /// Refuse floats (0xf9 / 0xfa / 0xfb): `float`.
    pub floats: bool,
}

impl Subset {
    /// Refuse tags, simple values and floats (a channel without floats, strict profile).
    pub const ALL: Subset = Subset {
        tags: true,
        simple_values: true,
        floats: true,
    };
    /// Refuse nothing: every well-formed, deterministic item is accepted.
    pub const NONE: Subset = Subset {
        tags: false,
        simple_values: false,
        floats: false,
    };

    /// The subset a channel's decoder refuses under `profile`: tags and simple values when the
    /// profile refuses the `cbor_subset` basis, floats too when the channel declares none.
    pub fn of(model: &Model, profile: Profile) -> Subset {
        let refused = profile.refuses(model.check(Group::CborSubset).basis);
        Subset {
            tags: refused,
            simple_values: refused,
            floats: refused && !model.floats.declared,
        }
    }
}

/// A half-open byte range `start..end` of the walked input.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Span {
    pub start: usize,
    pub end: usize,
}

impl Span {
    /// The bytes of the span (empty when it lies outside `bytes`, which a walk never produces).
    pub fn of<'a>(&self, bytes: &'a [u8]) -> &'a [u8] {
        bytes.get(self.start..self.end).unwrap_or_default()
    }
}

/// One entry of the top-level map.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry {
    pub key: Span,
    pub value: Span,
}

/// What a successful walk learned about the item.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Walk {
    /// The entries of the top-level map in encoded order, when the item is a map (an untagged
    /// major type 5).
    pub top_map: Option<Vec<Entry>>,
    /// Every outermost tagged item (tag heads and content) and every simple value other than
    /// false / true / null, in encoded order. Only non-empty when the subset accepts them.
    pub opaque: Vec<Span>,
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
    prev_key: Option<Span>,
}

/// One step of the path from the top of the walked item to a value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seg<'b> {
    /// The value of the map entry whose key is encoded as these bytes.
    Key(&'b [u8]),
    /// An item of an array.
    Item,
}

/// Says whether the value at a path is one the receiver ignores (the walk
/// then applies no subset refusal inside it).
pub type Ignore<'f> = &'f dyn Fn(&[Seg<'_>]) -> bool;

struct Walker<'a> {
    buf: &'a [u8],
    pos: usize,
    max_depth: usize,
    subset: Subset,
    ignore: Option<Ignore<'a>>,
    /// The stack height of the map whose current value is ignored.
    exempt: Option<usize>,
    stack: Vec<Open>,
    /// The outermost tag being read: its start offset and the stack height it sits at.
    tag_open: Option<(usize, usize)>,
    /// The previous head was a tag: the next item is its content (same slot).
    after_tag: bool,
    root_is_map: bool,
    root_done: bool,
    top: Vec<Entry>,
    opaque: Vec<Span>,
}

fn fail<T>(rule: Rule, offset: usize) -> Result<T, CanonError> {
    Err(CanonError { rule, offset })
}

impl Walker<'_> {
    fn remaining(&self) -> u64 {
        u64::try_from(self.buf.len().saturating_sub(self.pos)).unwrap_or(u64::MAX)
    }

    fn byte(&mut self, head_start: usize) -> Result<u8, CanonError> {
        match self.buf.get(self.pos) {
            Some(&b) => {
                self.pos += 1;
                Ok(b)
            }
            None => fail(Rule::Truncated, head_start),
        }
    }

    /// Read an `n`-byte big-endian argument.
    fn be(&mut self, n: usize, head_start: usize) -> Result<u64, CanonError> {
        let mut v: u64 = 0;
        for _ in 0..n {
            let b = self.byte(head_start)?;
            v = (v << 8) | u64::from(b);
        }
        Ok(v)
    }

    /// The argument of a head of major type 0–6 with additional information `ai`.
    fn argument(&mut self, major: u8, ai: u8, start: usize) -> Result<u64, CanonError> {
        let (n, min) = match ai {
            0..=23 => return Ok(u64::from(ai)),
            24 => (1, 24),
            25 => (2, 0x100),
            26 => (4, 0x1_0000),
            27 => (8, 0x1_0000_0000),
            28..=30 => return fail(Rule::ReservedAi, start),
            // ai 31: indefinite length for strings and containers; not well-formed for
            // integers and tags (there is no indefinite tag).
            _ if (2..=5).contains(&major) => return fail(Rule::IndefiniteLength, start),
            _ => return fail(Rule::ReservedAi, start),
        };
        let v = self.be(n, start)?;
        if v < min {
            return fail(Rule::ShortestForm, start);
        }
        Ok(v)
    }

    /// Skip `len` payload bytes of a string, returning their span.
    fn take(&mut self, len: u64, head_start: usize) -> Result<Span, CanonError> {
        if len > self.remaining() {
            return fail(Rule::Truncated, head_start);
        }
        let n = usize::try_from(len).map_err(|_| CanonError {
            rule: Rule::Truncated,
            offset: head_start,
        })?;
        let start = self.pos;
        let end = start.checked_add(n).ok_or(CanonError {
            rule: Rule::Truncated,
            offset: head_start,
        })?;
        self.pos = end;
        Ok(Span { start, end })
    }

    /// An item ending at `end` has been completed in the innermost open container (or at the
    /// top): close a pending tag, record top-level entries, check map key order.
    fn done(&mut self, end: usize) -> Result<(), CanonError> {
        let height = self.stack.len();
        if let Some((start, at)) = self.tag_open {
            if at == height {
                self.opaque.push(Span { start, end });
                self.tag_open = None;
            }
        }
        let Some(top) = self.stack.last_mut() else {
            self.root_done = true;
            return Ok(());
        };
        if !top.is_map {
            top.left = top.left.saturating_sub(1);
            return Ok(());
        }
        if top.in_value {
            top.in_value = false;
            top.left = top.left.saturating_sub(1);
            if self.exempt == Some(height) {
                self.exempt = None; // the ignored value is complete
            }
            if height == 1 && self.root_is_map {
                if let Some(key) = top.prev_key {
                    self.top.push(Entry {
                        key,
                        value: Span {
                            start: key.end,
                            end,
                        },
                    });
                }
            }
            return Ok(());
        }
        // A key has just been completed: compare its encoding with the previous key's.
        let key = Span {
            start: top.key_start,
            end,
        };
        if let Some(prev) = top.prev_key {
            match prev.of(self.buf).cmp(key.of(self.buf)) {
                Ordering::Less => {}
                Ordering::Equal => return fail(Rule::DuplicateKey, key.start),
                Ordering::Greater => return fail(Rule::KeyOrder, key.start),
            }
        }
        top.prev_key = Some(key);
        top.in_value = true;
        Ok(())
    }

    /// A simple value other than false / true / null, or a float: opaque when not inside a tag.
    fn simple(&mut self, start: usize) -> Result<(), CanonError> {
        if self.tag_open.is_none() {
            self.opaque.push(Span {
                start,
                end: self.pos,
            });
        }
        self.done(self.pos)
    }

    /// The subset in force at the current item: none inside an ignored value.
    fn subset(&self) -> Subset {
        if self.exempt.is_some() {
            Subset::NONE
        } else {
            self.subset
        }
    }

    /// At the start of a map value: is it ignored?
    fn enter_value(&mut self) {
        let Some(ignore) = self.ignore else { return };
        if self.subset == Subset::NONE {
            return; // nothing to exempt from (the minimum profile): no path to build
        }
        if self.exempt.is_some() || !self.stack.last().is_some_and(|t| t.is_map && t.in_value) {
            return;
        }
        // Inside a map's key (an ancestor map reading a key, not a value):
        // nothing there is an ignored value.
        if self.stack.iter().any(|o| o.is_map && !o.in_value) {
            return;
        }
        let path: Vec<Seg<'_>> = self
            .stack
            .iter()
            .map(|o| match (o.is_map, o.prev_key) {
                (true, Some(k)) => Seg::Key(k.of(self.buf)),
                _ => Seg::Item,
            })
            .collect();
        if ignore(&path) {
            self.exempt = Some(self.stack.len());
        }
    }

    fn float(&mut self, ai: u8, start: usize) -> Result<(), CanonError> {
        if self.subset().floats {
            return fail(Rule::Float, start);
        }
        let shortest = match ai {
            25 => {
                let h = self.be(2, start)?;
                half_is_shortest(u16::try_from(h).unwrap_or(u16::MAX))
            }
            26 => {
                let s = self.be(4, start)?;
                single_is_shortest(u32::try_from(s).unwrap_or(u32::MAX))
            }
            _ => {
                let d = self.be(8, start)?;
                double_is_shortest(d)
            }
        };
        if !shortest {
            return fail(Rule::FloatNotShortest, start);
        }
        self.done(self.pos)
    }

    fn run(&mut self) -> Result<(), CanonError> {
        loop {
            // Close every finished container (each close completes an item in its parent).
            while self.stack.last().is_some_and(|t| t.left == 0) {
                self.stack.pop();
                self.done(self.pos)?;
            }
            if self.root_done {
                break;
            }
            let start = self.pos;
            if !self.after_tag {
                if let Some(top) = self.stack.last_mut() {
                    if top.is_map && !top.in_value {
                        top.key_start = start;
                    }
                }
                self.enter_value();
            }
            let initial = self.byte(start)?;
            let major = initial >> 5;
            let ai = initial & 0x1f;
            let first = start == 0;
            self.after_tag = false;

            match major {
                6 => {
                    if self.subset().tags {
                        return fail(Rule::Tag, start);
                    }
                    self.argument(major, ai, start)?;
                    if self.tag_open.is_none() {
                        self.tag_open = Some((start, self.stack.len()));
                    }
                    self.after_tag = true;
                }
                7 => match ai {
                    20..=22 => self.done(self.pos)?,
                    0..=19 | 23 => {
                        if self.subset().simple_values {
                            return fail(Rule::SimpleValue, start);
                        }
                        self.simple(start)?;
                    }
                    24 => {
                        if self.subset().simple_values {
                            return fail(Rule::SimpleValue, start);
                        }
                        // simple(0..=31) in two bytes is not well-formed (RFC 8949 §3.3).
                        if self.byte(start)? < 0x20 {
                            return fail(Rule::ShortestForm, start);
                        }
                        self.simple(start)?;
                    }
                    25..=27 => self.float(ai, start)?,
                    28..=30 => return fail(Rule::ReservedAi, start),
                    _ => return fail(Rule::Break, start),
                },
                _ => {
                    let arg = self.argument(major, ai, start)?;
                    match major {
                        0 | 1 => self.done(self.pos)?,
                        2 => {
                            self.take(arg, start)?;
                            self.done(self.pos)?;
                        }
                        3 => {
                            let s = self.take(arg, start)?;
                            if std::str::from_utf8(s.of(self.buf)).is_err() {
                                return fail(Rule::InvalidUtf8, start);
                            }
                            self.done(self.pos)?;
                        }
                        _ => {
                            // 4 (array) or 5 (map).
                            let is_map = major == 5;
                            let level = self.stack.len().saturating_add(1);
                            if level > self.max_depth {
                                return fail(Rule::Depth, start);
                            }
                            // Every item takes at least one byte: a count the input cannot
                            // hold is refused before anything is reserved for it.
                            let need = if is_map {
                                arg.checked_mul(2)
                            } else {
                                Some(arg)
                            };
                            match need {
                                Some(n) if n <= self.remaining() => {}
                                _ => return fail(Rule::Truncated, start),
                            }
                            if first && is_map {
                                self.root_is_map = true;
                            }
                            self.stack.push(Open {
                                is_map,
                                left: arg,
                                in_value: false,
                                key_start: self.pos,
                                prev_key: None,
                            });
                        }
                    }
                }
            }
        }
        if self.pos != self.buf.len() {
            return fail(Rule::TrailingBytes, self.pos);
        }
        Ok(())
    }
}

/// Walk `bytes` as exactly one data item: well-formed, deterministically encoded, within
/// `max_depth` and the `subset`.
///
/// Containers are numbered by nesting level: an array or map at the top is level 1, a container
/// inside it level 2, and so on (tags add no level); a container at a level greater than
/// `max_depth` is refused (`depth`).
pub fn walk(bytes: &[u8], max_depth: usize, subset: Subset) -> Result<Walk, CanonError> {
    walk_ignoring(bytes, max_depth, subset, None)
}

/// [`walk`], with no subset refusal inside the values IGNORE names (the
/// values of keys the channel's text makes the receiver ignore).
pub fn walk_ignoring<'a>(
    bytes: &'a [u8],
    max_depth: usize,
    subset: Subset,
    ignore: Option<Ignore<'a>>,
) -> Result<Walk, CanonError> {
    let mut w = Walker {
        buf: bytes,
        pos: 0,
        max_depth,
        subset,
        ignore,
        exempt: None,
        stack: Vec::new(),
        tag_open: None,
        after_tag: false,
        root_is_map: false,
        root_done: false,
        top: Vec::new(),
        opaque: Vec::new(),
    };
    w.run()?;
    Ok(Walk {
        top_map: w.root_is_map.then_some(w.top),
        opaque: w.opaque,
    })
}

/// Check that `bytes` is exactly one data item in the deterministic encoding and the subset.
pub fn check_item(bytes: &[u8], max_depth: usize, subset: Subset) -> Result<(), CanonError> {
    walk(bytes, max_depth, subset).map(|_| ())
}

// ---------------------------------------------------------------- floats, bit by bit

/// NaN in binary16.
fn half_is_nan(h: u16) -> bool {
    (h >> 10) & 0x1f == 0x1f && h & 0x3ff != 0
}

/// A binary16 float is always in shortest form, except a NaN other than `7e00`.
pub fn half_is_shortest(h: u16) -> bool {
    !half_is_nan(h) || h == 0x7e00
}

/// A binary32 float is in shortest form iff it is not a NaN and binary16 cannot hold it exactly.
pub fn single_is_shortest(s: u32) -> bool {
    let nan = (s >> 23) & 0xff == 0xff && s & 0x7f_ffff != 0;
    !nan && !f32_fits_f16(s)
}

/// A binary64 float is in shortest form iff it is not a NaN and binary32 cannot hold it exactly
/// (binary16 values are binary32 values too).
pub fn double_is_shortest(d: u64) -> bool {
    let nan = (d >> 52) & 0x7ff == 0x7ff && d & ((1 << 52) - 1) != 0;
    !nan && !f64_fits_f32(d)
}

/// Whether the binary32 value with these bits is exactly representable in binary16
/// (zeros and infinities are; NaNs are not asked about).
pub fn f32_fits_f16(bits: u32) -> bool {
    let exp = (bits >> 23) & 0xff;
    let mant = bits & 0x7f_ffff;
    if exp == 0xff || exp == 0 {
        // Infinity / zero fit; NaN payloads and binary32 subnormals (< 2^-126) do not.
        return mant == 0;
    }
    let e = i64::from(exp) - 127;
    if (-14..=15).contains(&e) {
        // binary16 normal: 10 fraction bits, the low 13 of the 23 must be zero.
        return mant & 0x1fff == 0;
    }
    if (-24..=-15).contains(&e) {
        // binary16 subnormal m * 2^-24: the significand shifted right by -1-e must be exact.
        let full = mant | 0x80_0000;
        let shift = u32::try_from(-1 - e).unwrap_or(31).min(31);
        return full & ((1u32 << shift) - 1) == 0;
    }
    false
}

/// Whether the binary64 value with these bits is exactly representable in binary32
/// (zeros and infinities are; NaNs are not asked about).
pub fn f64_fits_f32(bits: u64) -> bool {
    let exp = (bits >> 52) & 0x7ff;
    let mant = bits & ((1 << 52) - 1);
    if exp == 0x7ff || exp == 0 {
        // Infinity / zero fit; NaN payloads and binary64 subnormals (< 2^-1022) do not.
        return mant == 0;
    }
    let e = i64::try_from(exp).unwrap_or(0) - 1023;
    if (-126..=127).contains(&e) {
        // binary32 normal: 23 fraction bits, the low 29 of the 52 must be zero.
        return mant & ((1 << 29) - 1) == 0;
    }
    if (-149..=-127).contains(&e) {
        // binary32 subnormal m * 2^-149: the significand shifted right by -97-e must be exact.
        let full = mant | (1 << 52);
        let shift = u32::try_from(-97 - e).unwrap_or(63).min(63);
        return full & ((1u64 << shift) - 1) == 0;
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(bytes: &[u8], depth: usize) -> (Rule, usize) {
        err_in(bytes, depth, Subset::ALL)
    }

    fn err_in(bytes: &[u8], depth: usize, subset: Subset) -> (Rule, usize) {
        match check_item(bytes, depth, subset) {
            Err(e) => (e.rule, e.offset),
            Ok(()) => panic!("{bytes:02x?} must be refused"),
        }
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
            assert_eq!(check_item(b, 16, Subset::ALL), Ok(()), "{b:02x?}");
        }
    }

    #[test]
    fn refusals() {
        assert_eq!(err(&[], 16), (Rule::Truncated, 0));
        assert_eq!(err(&[0x18], 16), (Rule::Truncated, 0));
        assert_eq!(err(&[0x42, 0x00], 16), (Rule::Truncated, 0)); // bstr of 2, 1 byte present
        assert_eq!(err(&[0x82, 0x00], 16), (Rule::Truncated, 0)); // array of 2, 1 byte present
        assert_eq!(err(&[0x81, 0x81], 16), (Rule::Truncated, 1)); // [[ ... missing
        let huge_map = [0xbb, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];
        assert_eq!(err(&huge_map, 16), (Rule::Truncated, 0));
        assert_eq!(err(&[0x00, 0x00], 16), (Rule::TrailingBytes, 1));
        assert_eq!(err(&[0x18, 0x17], 16), (Rule::ShortestForm, 0));
        assert_eq!(err(&[0x19, 0x00, 0xff], 16), (Rule::ShortestForm, 0));
        assert_eq!(
            err(&[0x1a, 0x00, 0x00, 0xff, 0xff], 16),
            (Rule::ShortestForm, 0)
        );
        assert_eq!(
            err(&[0x1b, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff], 16),
            (Rule::ShortestForm, 0)
        );
        assert_eq!(err(&[0x38, 0x00], 16), (Rule::ShortestForm, 0)); // -1 as 38 00
        assert_eq!(err(&[0x58, 0x00], 16), (Rule::ShortestForm, 0)); // empty bstr, long length
        assert_eq!(err(&[0x98, 0x01, 0x00], 16), (Rule::ShortestForm, 0)); // count 1, long form
        assert_eq!(err(&[0x5f, 0xff], 16), (Rule::IndefiniteLength, 0));
        assert_eq!(err(&[0x7f, 0xff], 16), (Rule::IndefiniteLength, 0));
        assert_eq!(err(&[0x9f, 0xff], 16), (Rule::IndefiniteLength, 0));
        assert_eq!(err(&[0xbf, 0xff], 16), (Rule::IndefiniteLength, 0));
        assert_eq!(err(&[0x1f], 16), (Rule::ReservedAi, 0));
        assert_eq!(err(&[0x1c], 16), (Rule::ReservedAi, 0));
        assert_eq!(err(&[0x5d], 16), (Rule::ReservedAi, 0));
        assert_eq!(err(&[0xfe], 16), (Rule::ReservedAi, 0));
        assert_eq!(err(&[0xc0, 0x00], 16), (Rule::Tag, 0));
        assert_eq!(err(&[0xd8, 0x20, 0x00], 16), (Rule::Tag, 0));
        assert_eq!(err(&[0xf9, 0x3c, 0x00], 16), (Rule::Float, 0));
        assert_eq!(err(&[0xfa, 0, 0, 0, 0], 16), (Rule::Float, 0));
        assert_eq!(err(&[0xfb, 0, 0, 0, 0, 0, 0, 0, 0], 16), (Rule::Float, 0));
        assert_eq!(err(&[0xf7], 16), (Rule::SimpleValue, 0)); // undefined
        assert_eq!(err(&[0xf0], 16), (Rule::SimpleValue, 0)); // simple(16)
        assert_eq!(err(&[0xf8, 0x20], 16), (Rule::SimpleValue, 0)); // simple(32)
        assert_eq!(err(&[0xff], 16), (Rule::Break, 0));
        assert_eq!(err(&[0x81, 0xff], 16), (Rule::Break, 1));
        assert_eq!(err(&[0x62, 0xc3, 0x28], 16), (Rule::InvalidUtf8, 0));
        // {"\xff": 0}: invalid UTF-8 in a key
        assert_eq!(err(&[0xa1, 0x61, 0xff, 0x00], 16), (Rule::InvalidUtf8, 1));
        // {1: 0, 0: 0}
        assert_eq!(
            err(&[0xa2, 0x01, 0x00, 0x00, 0x00], 16),
            (Rule::KeyOrder, 3)
        );
        // {0: 0, 0: 0}
        assert_eq!(
            err(&[0xa2, 0x00, 0x00, 0x00, 0x00], 16),
            (Rule::DuplicateKey, 3)
        );
        // {24: 0, 10: 0}: 18 18 sorts after 0a
        assert_eq!(
            err(&[0xa2, 0x18, 0x18, 0x00, 0x0a, 0x00], 16),
            (Rule::KeyOrder, 4)
        );
        // {"aa": 0, "b": 0}: length-first order
        assert_eq!(
            err(&[0xa2, 0x62, 0x61, 0x61, 0x00, 0x61, 0x62, 0x00], 16),
            (Rule::KeyOrder, 5)
        );
        // {[0]: 0, [0]: 0}: duplicate container keys
        assert_eq!(
            err(&[0xa2, 0x81, 0x00, 0x00, 0x81, 0x00, 0x00], 16),
            (Rule::DuplicateKey, 4)
        );
        // nested map order is checked too: [{1: 0, 0: 0}]
        assert_eq!(
            err(&[0x81, 0xa2, 0x01, 0x00, 0x00, 0x00], 16),
            (Rule::KeyOrder, 4)
        );
    }

    #[test]
    fn depth() {
        assert_eq!(check_item(&[0x80], 1, Subset::ALL), Ok(()));
        assert_eq!(err(&[0x80], 0), (Rule::Depth, 0));
        assert_eq!(err(&[0x81, 0x80], 1), (Rule::Depth, 1));
        assert_eq!(check_item(&[0x81, 0x80], 2, Subset::ALL), Ok(()));
        // {0: {0: []}} at max_depth 2: the array is level 3
        assert_eq!(err(&[0xa1, 0x00, 0xa1, 0x00, 0x80], 2), (Rule::Depth, 4));
        assert_eq!(
            check_item(&[0xa1, 0x00, 0xa1, 0x00, 0x80], 3, Subset::ALL),
            Ok(())
        );
        // Siblings do not accumulate depth: [[], [], []] at max_depth 2.
        assert_eq!(
            check_item(&[0x83, 0x80, 0x80, 0x80], 2, Subset::ALL),
            Ok(())
        );
        // A huge nesting of 0x81 is refused at the limit, without recursion.
        let mut deep = vec![0x81u8; 100_000];
        deep.push(0x00);
        assert_eq!(err(&deep, 16), (Rule::Depth, 16));
        assert_eq!(check_item(&deep, usize::MAX, Subset::ALL), Ok(()));
        // Tags add no level: [tag [ ]] at max_depth 2.
        assert_eq!(check_item(&[0x81, 0xc1, 0x80], 2, Subset::NONE), Ok(()));
    }

    #[test]
    fn subset_not_refused_walks_through() {
        let none = Subset::NONE;
        // tag content is checked: c1 18 01 (non-shortest content)
        assert_eq!(
            err_in(&[0xc1, 0x18, 0x01], 16, none),
            (Rule::ShortestForm, 1)
        );
        // a tag with a non-shortest number, an indefinite "tag", a truncated tag
        assert_eq!(
            err_in(&[0xd8, 0x05, 0x00], 16, none),
            (Rule::ShortestForm, 0)
        );
        assert_eq!(err_in(&[0xdf, 0x00], 16, none), (Rule::ReservedAi, 0));
        assert_eq!(err_in(&[0xc1], 16, none), (Rule::Truncated, 1));
        // simple(16), undefined, simple(32) accepted; simple(16) in two bytes is not
        for b in [&[0xf0][..], &[0xf7], &[0xf8, 0x20], &[0xf8, 0xff]] {
            assert_eq!(check_item(b, 16, none), Ok(()), "{b:02x?}");
        }
        assert_eq!(err_in(&[0xf8, 0x10], 16, none), (Rule::ShortestForm, 0));
        assert_eq!(err_in(&[0xf8], 16, none), (Rule::Truncated, 0));
        // a tagged key is ordered by its whole encoding: {0: 0, c1 00: 0} ok, reversed not
        assert_eq!(
            check_item(&[0xa2, 0x00, 0x00, 0xc1, 0x00, 0x00], 16, none),
            Ok(())
        );
        assert_eq!(
            err_in(&[0xa2, 0xc1, 0x00, 0x00, 0x00, 0x00], 16, none),
            (Rule::KeyOrder, 4)
        );
        // {c1 00: 0, c1 00: 0}
        assert_eq!(
            err_in(&[0xa2, 0xc1, 0x00, 0x00, 0xc1, 0x00, 0x00], 16, none),
            (Rule::DuplicateKey, 4)
        );
    }

    #[test]
    fn spans() {
        let none = Subset::NONE;
        // {0: c1 c2 [0, f7], 1: f0, 2: [f8 20]}
        let b = [
            0xa3, 0x00, 0xc1, 0xc2, 0x82, 0x00, 0xf7, 0x01, 0xf0, 0x02, 0x81, 0xf8, 0x20,
        ];
        let w = walk(&b, 16, none).expect("walks");
        let sp = |start, end| Span { start, end };
        assert_eq!(
            w.top_map,
            Some(vec![
                Entry {
                    key: sp(1, 2),
                    value: sp(2, 7)
                },
                Entry {
                    key: sp(7, 8),
                    value: sp(8, 9)
                },
                Entry {
                    key: sp(9, 10),
                    value: sp(10, 13)
                },
            ])
        );
        assert_eq!(w.opaque, vec![sp(2, 7), sp(8, 9), sp(11, 13)]);
        // A tagged map at the top is not a map; an array neither.
        let w = walk(&[0xc1, 0xa0], 16, none).expect("walks");
        assert_eq!((w.top_map, w.opaque), (None, vec![sp(0, 2)]));
        assert_eq!(walk(&[0x80], 16, none).expect("walks").top_map, None);
        assert_eq!(
            walk(&[0xa0], 16, none).expect("walks").top_map,
            Some(vec![])
        );
    }

    #[test]
    fn floats_shortest() {
        let floats_ok = Subset {
            floats: false,
            ..Subset::ALL
        };
        let ok = |b: &[u8]| assert_eq!(check_item(b, 16, floats_ok), Ok(()), "{b:02x?}");
        let bad = |b: &[u8]| {
            assert_eq!(
                err_in(b, 16, floats_ok),
                (Rule::FloatNotShortest, 0),
                "{b:02x?}"
            )
        };
        ok(&[0xf9, 0x00, 0x00]); // 0.0
        ok(&[0xf9, 0x80, 0x00]); // -0.0
        ok(&[0xf9, 0x3c, 0x00]); // 1.0
        ok(&[0xf9, 0x7b, 0xff]); // 65504
        ok(&[0xf9, 0x00, 0x01]); // 2^-24
        ok(&[0xf9, 0x7c, 0x00]); // inf
        ok(&[0xf9, 0xfc, 0x00]); // -inf
        ok(&[0xf9, 0x7e, 0x00]); // NaN
        ok(&[0xfa, 0x47, 0xc3, 0x50, 0x00]); // 100000
        ok(&[0xfa, 0x00, 0x00, 0x00, 0x01]); // 2^-149
        ok(&[0xfa, 0x33, 0x00, 0x00, 0x00]); // 2^-25: below the half range
        ok(&[0xfb, 0x3f, 0xf1, 0x99, 0x99, 0x99, 0x99, 0x99, 0x9a]); // 1.1
        ok(&[0xfb, 0x36, 0x90, 0, 0, 0, 0, 0, 0]); // 2^-150
        bad(&[0xf9, 0x7e, 0x01]); // NaN with payload
        bad(&[0xf9, 0xfe, 0x00]); // negative NaN
        bad(&[0xf9, 0x7c, 0x01]); // signalling NaN
        bad(&[0xfa, 0x00, 0x00, 0x00, 0x00]); // 0.0
        bad(&[0xfa, 0x80, 0x00, 0x00, 0x00]); // -0.0
        bad(&[0xfa, 0x3f, 0x80, 0x00, 0x00]); // 1.0
        bad(&[0xfa, 0x7f, 0x80, 0x00, 0x00]); // inf
        bad(&[0xfa, 0x7f, 0xc0, 0x00, 0x00]); // NaN
        bad(&[0xfa, 0x33, 0x80, 0x00, 0x00]); // 2^-24 (half subnormal)
        bad(&[0xfb, 0, 0, 0, 0, 0, 0, 0, 0]); // 0.0
        bad(&[0xfb, 0x3f, 0xf0, 0, 0, 0, 0, 0, 0]); // 1.0
        bad(&[0xfb, 0x40, 0xf8, 0x6a, 0, 0, 0, 0, 0]); // 100000
        bad(&[0xfb, 0x7f, 0xf0, 0, 0, 0, 0, 0, 0]); // inf
        bad(&[0xfb, 0x7f, 0xf8, 0, 0, 0, 0, 0, 0]); // NaN
        bad(&[0xfb, 0x36, 0xa0, 0, 0, 0, 0, 0, 0]); // 2^-149 (single subnormal)
                                                    // truncated floats
        assert_eq!(err_in(&[0xf9, 0x00], 16, floats_ok), (Rule::Truncated, 0));
        assert_eq!(err_in(&[0xfb, 0x00], 16, floats_ok), (Rule::Truncated, 0));
    }

    /// The bit-level conversions agree with the hardware's IEEE 754 casts.
    #[test]
    fn width_conversions_match_casts() {
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for i in 0..300_000u32 {
            let r = next();
            // Random bit patterns, binary32 values, and binary32 values with few bits.
            let d = match i % 3 {
                0 => f64::from_bits(r),
                1 => f64::from(f32::from_bits(r as u32)),
                _ => f64::from(f32::from_bits((r as u32) & 0xffff_e000)),
            };
            if d.is_nan() {
                continue;
            }
            // `as f32` rounds to nearest: the round trip is exact iff binary32 holds the value.
            assert_eq!(f64_fits_f32(d.to_bits()), f64::from(d as f32) == d, "{d:e}");
        }
    }

    /// Reference value of a binary16 (not NaN).
    fn half_value(h: u16) -> f64 {
        let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
        let exp = i32::from((h >> 10) & 0x1f);
        let mant = f64::from(h & 0x3ff);
        match exp {
            0 => sign * mant * 2f64.powi(-24),
            0x1f => sign * f64::INFINITY,
            _ => sign * (1024.0 + mant) * 2f64.powi(exp - 25),
        }
    }

    /// Every binary16 value fits, and its binary32 neighbours do not.
    #[test]
    fn every_half_fits_and_its_neighbours_do_not() {
        for h in 0..=u16::MAX {
            if half_is_nan(h) {
                assert!(!half_is_shortest(h) || h == 0x7e00);
                continue;
            }
            let s = half_value(h) as f32;
            assert_eq!(f64::from(s), half_value(h));
            assert!(f32_fits_f16(s.to_bits()), "{h:04x}");
            assert!(!single_is_shortest(s.to_bits()), "{h:04x}");
            assert!(!double_is_shortest(half_value(h).to_bits()), "{h:04x}");
            // The binary32 neighbours lie one binary32 ulp away, far closer than a binary16 ulp.
            for n in [s.to_bits().wrapping_add(1), s.to_bits().wrapping_sub(1)] {
                if !f32::from_bits(n).is_nan() {
                    assert!(!f32_fits_f16(n), "{h:04x} neighbour {n:08x}");
                }
            }
        }
    }
}
