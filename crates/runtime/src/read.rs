//! The strict, zero-copy deterministic-CBOR reader the generated decoders call.
//!
//! It enforces RFC 8949 well-formedness and §4.2.1 deterministic encoding on
//! everything it reads or skips (shortest heads, definite lengths, sorted
//! unique map keys, valid UTF-8, shortest floats), the nesting limit, and the
//! channel's CBOR subset (tags, simple values, floats) as its [`Policy`] says.
//! Every length and count is checked against the remaining input before use.
//!
//! Its tests are over hand-built bytes through the generated decoders:
//! `generated/tests/cbor_rules.rs` (each RFC 8949 / §4.1 rule), `floats.rs`,
//! `skip_fast_path.rs` and `key_fast_path.rs` beside it.

use super::error::{Ctx, DecodeError, Rule};
use super::float;
use super::mutant;

type R<T> = Result<T, DecodeError>;

/// What one channel, under one profile, refuses at the CBOR level.
#[derive(Debug)]
pub struct Policy {
    /// Largest payload accepted, in bytes (`payload-too-large`).
    pub max_payload: usize,
    /// Deepest nesting accepted; the payload map is level 1 (`depth-exceeded`).
    pub max_depth: usize,
    /// Refuse tags (`tag`); otherwise their content is walked.
    pub refuse_tags: bool,
    /// Refuse simple values other than false/true/null (`simple-value`).
    pub refuse_simple: bool,
    /// Refuse floats (`float`): the channel declares none and the profile refuses the subset.
    pub refuse_floats: bool,
    /// The channel's site for faults outside any field.
    pub ctx: &'static Ctx,
    /// The same limits without the subset refusals: what the value of an
    /// ignored key is read under ([`Reader::skip_ignored`]).
    pub lenient: &'static Policy,
}

/// A decoded head.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Head {
    /// Majors 0–5: (major, argument).
    Arg(u8, u64),
    /// Major 6 with its tag number.
    Tag(u64),
    /// Simple value `false` (`0xf4`).
    False,
    /// Simple value `true` (`0xf5`).
    True,
    /// Simple value `null` (`0xf6`).
    Null,
    /// A float (already checked to be in shortest form).
    Float(f64),
    /// Undefined or another simple value (accepted by the policy).
    Simple,
}

/// Keeps the previous key of a map to check strict bytewise ascending order.
///
/// Integer-keyed maps ([`Reader::int_key`]) keep the smallest uint key still
/// acceptable (`next`: one comparison per key on the fast path); every other
/// key is compared bytewise with the previous one's span. A uint key's
/// encoding (first byte `0x00..=0x1b`) sorts before any other key's, so once
/// a key of another type has been read no uint key may follow (`next` is
/// then `u64::MAX` and `closed` is set).
#[derive(Debug, Clone, Copy, Default)]
pub struct KeyOrder {
    /// Span of the previous key's encoding when it was not a uint read by
    /// [`Reader::int_key`] (`start == end`: none yet).
    start: usize,
    end: usize,
    /// The smallest uint key accepted next (the previous uint key + 1).
    next: u64,
    /// No uint key is accepted any more (after `u64::MAX` or a key of another type).
    closed: bool,
}

impl KeyOrder {
    /// An empty key-order tracker.
    pub const fn new() -> Self {
        KeyOrder {
            start: 0,
            end: 0,
            next: 0,
            closed: false,
        }
    }

    /// The smallest uint key accepted next is `next` (a key below it was just
    /// read in ascending order by a straight-line path, [`Reader::key_is`]).
    #[inline(always)]
    pub fn set_next(&mut self, next: u64) {
        self.next = next;
    }

    /// A tracker after the uint key `k` (a prefix matched by [`Reader::map_head_then`]).
    pub const fn after(k: u64) -> Self {
        KeyOrder {
            start: 0,
            end: 0,
            next: k.saturating_add(1),
            closed: k == u64::MAX,
        }
    }
}

/// Strict deterministic-CBOR reader over a borrowed payload.
#[derive(Debug, Clone)]
pub struct Reader<'a> {
    buf: &'a [u8],
    pos: usize,
    p: &'static Policy,
}

impl<'a> Reader<'a> {
    /// D2: refuse payloads over `max_payload` before reading anything.
    #[inline]
    pub fn new(buf: &'a [u8], p: &'static Policy) -> R<Self> {
        if buf.len() > p.max_payload && mutant::checks(Rule::MaxPayload) {
            return Err(DecodeError::new(Rule::MaxPayload, p.max_payload, p.ctx));
        }
        Ok(Reader { buf, pos: 0, p })
    }

    /// A reader over already-validated bytes (iterating a decoded value).
    #[inline]
    pub fn trusted(buf: &'a [u8], p: &'static Policy) -> Self {
        Reader { buf, pos: 0, p }
    }

    /// The policy this reader checks against.
    #[inline]
    pub fn policy(&self) -> &'static Policy {
        self.p
    }

    /// The current byte offset in the payload.
    #[inline]
    pub fn pos(&self) -> usize {
        self.pos
    }

    /// Go back to an earlier position (to skip an item whose typed read failed).
    #[inline]
    pub fn rewind(&mut self, pos: usize) {
        if pos <= self.pos {
            self.pos = pos;
        }
    }

    /// Whether every byte has been read.
    #[inline]
    pub fn at_end(&self) -> bool {
        self.pos >= self.buf.len()
    }

    /// The bytes from `start` to the current position.
    #[inline]
    pub fn span(&self, start: usize) -> &'a [u8] {
        self.buf.get(start..self.pos).unwrap_or_default()
    }

    /// A refusal of `rule` at byte offset `at`, in this reader's context.
    #[cold]
    #[inline(never)]
    pub fn fail(&self, rule: Rule, at: usize) -> DecodeError {
        DecodeError::new(rule, at, self.p.ctx)
    }

    /// No trailing bytes after the payload item.
    #[inline]
    pub fn finish(&self) -> R<()> {
        if self.pos != self.buf.len() && mutant::checks(Rule::TrailingBytes) {
            return Err(self.fail(Rule::TrailingBytes, self.pos));
        }
        Ok(())
    }

    /// Next byte without consuming it.
    #[inline]
    pub fn peek(&self) -> Option<u8> {
        self.buf.get(self.pos).copied()
    }

    /// The major type of the next item, if any.
    #[inline]
    pub fn peek_major(&self) -> Option<u8> {
        self.peek().map(|b| b >> 5)
    }

    /// Consume a `null` if it is next (an explicit null is absence).
    #[inline(always)]
    pub fn null(&mut self) -> bool {
        if self.peek() == Some(0xf6) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    /// The next `n` bytes, or `truncated` at `at`.
    #[inline(always)]
    fn take(&mut self, n: usize, at: usize) -> R<&'a [u8]> {
        let start = self.pos;
        // An `n` so large that the end wraps gives an end below `start`,
        // which `get` refuses as it refuses an end past the payload.
        match self.buf.get(start..start.wrapping_add(n)) {
            Some(s) => {
                self.pos = start + n;
                Ok(s)
            }
            None => Err(self.fail(Rule::Truncated, at)),
        }
    }

    /// The `n` content bytes of a byte or text string whose head is at `at`.
    #[inline(always)]
    fn content(&mut self, n: u64, at: usize) -> R<&'a [u8]> {
        match usize::try_from(n) {
            Ok(n) => self.take(n, at),
            Err(_) => Err(self.fail(Rule::Truncated, at)),
        }
    }

    #[inline]
    fn remaining(&self) -> usize {
        self.buf.len().saturating_sub(self.pos)
    }

    /// The argument of a head with additional information 24–27, shortest form checked.
    #[inline]
    fn argument(&mut self, ai: u8, at: usize) -> R<u64> {
        let (n, min) = match ai {
            24 => (1, 24),
            25 => (2, 0x100),
            26 => (4, 0x1_0000),
            _ => (8, 0x1_0000_0000),
        };
        let b = self.take(n, at)?;
        let mut v = 0u64;
        for x in b {
            v = (v << 8) | u64::from(*x);
        }
        if v < min && mutant::checks(Rule::ShortestForm) {
            return Err(self.fail(Rule::ShortestForm, at));
        }
        Ok(v)
    }

    /// Read one head, enforcing deterministic encoding and the policy's subset.
    #[inline]
    pub fn head(&mut self) -> R<Head> {
        let at = self.pos;
        let Some(&ib) = self.buf.get(self.pos) else {
            return Err(self.fail(Rule::Truncated, at));
        };
        self.pos += 1;
        let major = ib >> 5;
        let ai = ib & 0x1f;
        if major < 6 {
            let arg = match ai {
                0..=23 => u64::from(ai),
                24..=27 => self.argument(ai, at)?,
                31 if major >= 2 => return Err(self.fail(Rule::IndefiniteLength, at)),
                _ => return Err(self.fail(Rule::ReservedAi, at)),
            };
            return Ok(Head::Arg(major, arg));
        }
        if major == 6 {
            // The subset is checked at the head, before its argument.
            if self.p.refuse_tags && mutant::checks(Rule::Tag) {
                return Err(self.fail(Rule::Tag, at));
            }
            let arg = match ai {
                0..=23 => u64::from(ai),
                24..=27 => self.argument(ai, at)?,
                _ => return Err(self.fail(Rule::ReservedAi, at)),
            };
            return Ok(Head::Tag(arg));
        }
        self.simple(ai, at)
    }

    #[cold]
    fn simple(&mut self, ai: u8, at: usize) -> R<Head> {
        match ai {
            20 => Ok(Head::False),
            21 => Ok(Head::True),
            22 => Ok(Head::Null),
            0..=19 | 23 => self.simple_value(at),
            24 => {
                if self.p.refuse_simple && mutant::checks(Rule::SimpleValue) {
                    return Err(self.fail(Rule::SimpleValue, at));
                }
                let b = self.take(1, at)?;
                if b.first().is_some_and(|v| *v < 32) && mutant::checks(Rule::ShortestForm) {
                    // Simple values below 32 in two bytes are not well-formed.
                    return Err(self.fail(Rule::ShortestForm, at));
                }
                self.simple_value(at)
            }
            25..=27 => {
                if self.p.refuse_floats && mutant::checks(Rule::Float) {
                    return Err(self.fail(Rule::Float, at));
                }
                let width = 1u8 << (ai - 24);
                let b = self.take(usize::from(width), at)?;
                let (x, raw16) = match *b {
                    [a, c] => {
                        let h = u16::from_be_bytes([a, c]);
                        (float::f16_to_f64(h), h)
                    }
                    [a, c, d, e] => (f64::from(f32::from_be_bytes([a, c, d, e])), 0),
                    [a, c, d, e, f, g, h, i] => (f64::from_be_bytes([a, c, d, e, f, g, h, i]), 0),
                    _ => return Err(self.fail(Rule::Truncated, at)),
                };
                // TEST-ONLY planted bug (`--cfg npamp_plant="float-shortest"`, rt/plant.rs).
                if !float::is_shortest(width, x, raw16)
                    && !cfg!(npamp_plant = "float-shortest")
                    && mutant::checks(Rule::FloatNotShortest)
                {
                    return Err(self.fail(Rule::FloatNotShortest, at));
                }
                Ok(Head::Float(x))
            }
            31 => Err(self.fail(Rule::Break, at)),
            _ => Err(self.fail(Rule::ReservedAi, at)),
        }
    }

    fn simple_value(&self, at: usize) -> R<Head> {
        if self.p.refuse_simple && mutant::checks(Rule::SimpleValue) {
            Err(self.fail(Rule::SimpleValue, at))
        } else {
            Ok(Head::Simple)
        }
    }

    #[cold]
    #[inline(never)]
    fn wrong_type(&self, at: usize) -> DecodeError {
        self.fail(Rule::WrongType, at)
    }

    /// The next head must be `Arg(major, _)`. Heads with a one- or two-byte
    /// argument (the common case) take the inline path.
    #[inline(always)]
    fn arg_of(&mut self, major: u8) -> R<u64> {
        let at = self.pos;
        if let Some(&b) = self.buf.get(at) {
            if b >> 5 == major {
                let ai = b & 0x1f;
                if ai < 24 {
                    self.pos = at + 1;
                    return Ok(u64::from(ai));
                }
                if ai == 24 {
                    if let Some(&v) = self.buf.get(at + 1) {
                        if v >= 24 {
                            self.pos = at + 2;
                            return Ok(u64::from(v));
                        }
                    }
                } else if ai == 25 {
                    if let Some(&[h, l]) = self
                        .buf
                        .get(at + 1..at + 3)
                        .and_then(|s| <&[u8; 2]>::try_from(s).ok())
                    {
                        let v = u64::from(u16::from_be_bytes([h, l]));
                        if v > 0xff {
                            self.pos = at + 3;
                            return Ok(v);
                        }
                    }
                }
            }
        }
        // Out of line, the rest comes back as an `Option` (two registers)
        // rather than an `R<u64>` (returned through memory, which would make
        // the inline path's `Ok` a store and a load too); the refusal is
        // worked out again, cold, only when there is one.
        match self.arg_slow(major) {
            Some(v) => Ok(v),
            None => Err(self.arg_fault(at)),
        }
    }

    /// A head of `major` other than the inline path's, or `None` (the caller
    /// then only reports the fault, with `arg_fault`).
    #[inline(never)]
    fn arg_slow(&mut self, major: u8) -> Option<u64> {
        match self.head() {
            Ok(Head::Arg(m, v)) if m == major => Some(v),
            _ => None,
        }
    }

    /// Why the head at `at` is not what `arg_slow` wanted (its `None`).
    #[cold]
    #[inline(never)]
    fn arg_fault(&self, at: usize) -> DecodeError {
        let mut again = Reader {
            buf: self.buf,
            pos: at,
            p: self.p,
        };
        match again.head() {
            Err(e) => e,
            // `head` is a function of the bytes and the policy: the head it
            // reads again is the one `arg_slow` saw, of another major type.
            Ok(_) => self.wrong_type(at),
        }
    }

    /// Consume `bytes` if the input continues with exactly them (a constant's
    /// canonical encoding, e.g. the frame type in `frame_kind`).
    #[inline(always)]
    pub fn eat(&mut self, bytes: &[u8]) -> bool {
        match self.buf.get(self.pos..self.pos + bytes.len()) {
            Some(s) if s == bytes => {
                self.pos += bytes.len();
                true
            }
            _ => false,
        }
    }

    /// Consume the one-byte uint key `k` (below 24) if it is the next byte:
    /// the straight-line path over a map's declared keys. The caller keeps the
    /// key order ([`KeyOrder::set_next`]) and takes `k` only above the last key.
    #[inline(always)]
    pub fn key_is(&mut self, k: u8) -> bool {
        if self.buf.get(self.pos) == Some(&k) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    /// Whether the next byte lies in `lo..=hi` (nothing consumed): a run of
    /// one-byte keys `lo` to `hi` can only start here if it does.
    #[inline(always)]
    pub fn key_in(&self, lo: u8, hi: u8) -> bool {
        matches!(self.buf.get(self.pos), Some(&b) if b.wrapping_sub(lo) <= hi.wrapping_sub(lo))
    }

    /// An unsigned integer (major type 0).
    #[inline(always)]
    pub fn uint(&mut self) -> R<u64> {
        self.arg_of(0)
    }

    /// A negative integer as `-1 - n`.
    #[inline(always)]
    pub fn nint(&mut self) -> R<i128> {
        self.arg_of(1).map(|v| -1 - i128::from(v))
    }

    /// An integer of major type 0 or 1.
    #[inline]
    pub fn int(&mut self) -> R<i128> {
        let at = self.pos;
        match self.head()? {
            Head::Arg(0, v) => Ok(i128::from(v)),
            Head::Arg(1, v) => Ok(-1 - i128::from(v)),
            _ => Err(self.wrong_type(at)),
        }
    }

    /// A byte string (major type 2), borrowed.
    #[inline(always)]
    pub fn bstr(&mut self) -> R<&'a [u8]> {
        let at = self.pos;
        let n = self.arg_of(2)?;
        self.content(n, at)
    }

    /// A text string (major type 3), borrowed; invalid UTF-8 is `invalid-utf8`.
    #[inline(always)]
    pub fn tstr(&mut self) -> R<&'a str> {
        let at = self.pos;
        let n = self.arg_of(3)?;
        let b = self.content(n, at)?;
        // ASCII text (the usual case) becomes a `&str` after one `is_ascii`
        // pass (`ascii::AsciiStr`, a safe API); other text takes the general
        // UTF-8 validation, out of line.
        // Both paths give an `Option<&str>` (two registers), so the text is
        // not stored and reloaded where they meet.
        let text = match ascii::AsciiStr::from_ascii(b) {
            Ok(s) => Some(s.as_str()),
            Err(_) => utf8(b),
        };
        match text {
            Some(s) => Ok(s),
            None => Err(self.fail(Rule::InvalidUtf8, at)),
        }
    }

    /// A text string (major type 3) checked to be valid UTF-8 but returned as
    /// its bytes: what `Channel::check` reads for a text that nothing after
    /// decoding looks at. ASCII text (the usual case) is accepted by
    /// `is_ascii` without the general UTF-8 pass; the verdict is
    /// [`Reader::tstr`]'s.
    #[inline(always)]
    pub fn tstr_checked(&mut self) -> R<&'a [u8]> {
        let at = self.pos;
        let n = self.arg_of(3)?;
        let b = self.content(n, at)?;
        if b.is_ascii() {
            return Ok(b);
        }
        // The verdict (and the `utf8` plant) of `tstr`'s non-ASCII path.
        match utf8(b) {
            Some(s) => Ok(s.as_bytes()),
            None => Err(self.fail(Rule::InvalidUtf8, at)),
        }
    }

    /// A bool (`0xf4` / `0xf5`).
    #[inline]
    pub fn bool(&mut self) -> R<bool> {
        let at = self.pos;
        match self.peek() {
            Some(0xf4) => {
                self.pos += 1;
                Ok(false)
            }
            Some(0xf5) => {
                self.pos += 1;
                Ok(true)
            }
            _ => {
                // A CBOR fault in the head wins over the type fault.
                self.head()?;
                Err(self.wrong_type(at))
            }
        }
    }

    /// A float of any width (shortest form checked by [`Reader::head`]).
    #[inline]
    pub fn float(&mut self) -> R<f64> {
        let at = self.pos;
        match self.head()? {
            Head::Float(x) => Ok(x),
            _ => Err(self.wrong_type(at)),
        }
    }

    /// A map head at nesting `level` (the payload map is level 1).
    #[inline(always)]
    pub fn map_header(&mut self, level: usize) -> R<usize> {
        let at = self.pos;
        let n = self.arg_of(5)?;
        self.container(n, level, at, 2)
    }

    /// A map head at nesting `level` with 1 to 23 entries, followed by exactly
    /// `first` (the canonical encoding of its first entry, such as a frame's
    /// `frame_kind` key and constant): both consumed in one comparison, and the
    /// number of entries left returned. `None` (nothing consumed) for anything
    /// else, which the caller then reads with [`Reader::map_header`]: this is
    /// only a fast path, never a verdict.
    #[inline(always)]
    pub fn map_head_then(&mut self, level: usize, first: &[u8]) -> Option<usize> {
        let at = self.pos;
        let end = at + 1 + first.len();
        // One bounds test for the head and `first` together.
        let (&head, rest) = self.buf.get(at..end)?.split_first()?;
        let n = usize::from(head.wrapping_sub(0xa1));
        if n >= 23 || level > self.p.max_depth || rest != first {
            return None;
        }
        // The entries left take at least two bytes each (what `container` checks).
        if n > (self.buf.len() - end) / 2 {
            return None;
        }
        self.pos = end;
        Some(n)
    }

    /// An array head at nesting `level`.
    #[inline(always)]
    pub fn array_header(&mut self, level: usize) -> R<usize> {
        let at = self.pos;
        let n = self.arg_of(4)?;
        self.container(n, level, at, 1)
    }

    #[inline(always)]
    fn container(&self, n: u64, level: usize, at: usize, per: usize) -> R<usize> {
        if level > self.p.max_depth && mutant::checks(Rule::Depth) {
            return Err(self.fail(Rule::Depth, at));
        }
        // Every item takes at least one byte.
        match usize::try_from(n) {
            Ok(n) if n <= self.remaining() / per => Ok(n),
            _ => Err(self.fail(Rule::Truncated, at)),
        }
    }

    /// A key of an integer-keyed map (a payload or a record) whose entries are at
    /// nesting `level`: `Ok(Some(k))` for a uint key in strict ascending order;
    /// `Ok(None)` after consuming a key of another type, whose major type is then
    /// in `kind` (1: negative).
    #[inline(always)]
    pub fn int_key(&mut self, order: &mut KeyOrder, kind: &mut u8, level: usize) -> R<Option<u64>> {
        let at = self.pos;
        if let Some(&b) = self.buf.get(at) {
            if b < 24 {
                let k = u64::from(b);
                if k < order.next {
                    self.uint_out_of_order(order, k, at)?;
                }
                self.pos = at + 1;
                order.next = k + 1;
                return Ok(Some(k));
            }
        }
        self.key_slow(order, kind, at, level)
    }

    /// A uint key `k` (its encoding `at..`) below `order.next`: after a key of
    /// another type, the bytewise comparison decides (it refuses, but for the
    /// `key-order` plant); else a duplicate or a key out of order.
    #[cold]
    #[inline(never)]
    fn uint_out_of_order(&self, order: &KeyOrder, k: u64, at: usize) -> R<()> {
        if order.end > order.start {
            let end = at + crate::write::head_len(k);
            let prev = self.buf.get(order.start..order.end).unwrap_or_default();
            let key = self.buf.get(at..end).unwrap_or_default();
            return match prev.cmp(key) {
                core::cmp::Ordering::Less => Ok(()),
                _ if cfg!(npamp_plant = "key-order") || !mutant::checks(Rule::KeyOrder) => Ok(()),
                _ => Err(self.fail(Rule::KeyOrder, at)),
            };
        }
        let dup = if order.closed {
            k == u64::MAX
        } else {
            k.checked_add(1) == Some(order.next)
        };
        if !mutant::checks(if dup {
            Rule::DuplicateKey
        } else {
            Rule::KeyOrder
        }) {
            return Ok(());
        }
        Err(self.order_fault(dup, at))
    }

    #[cold]
    fn order_fault(&self, equal: bool, at: usize) -> DecodeError {
        self.fail(
            if equal && !cfg!(npamp_plant = "key-order") {
                Rule::DuplicateKey
            } else {
                Rule::KeyOrder
            },
            at,
        )
    }

    fn key_slow(
        &mut self,
        order: &mut KeyOrder,
        kind: &mut u8,
        at: usize,
        level: usize,
    ) -> R<Option<u64>> {
        let major = self.peek_major();
        if major == Some(0) {
            let k = self.arg_of(0)?;
            if order.closed || k < order.next {
                self.uint_out_of_order(order, k, at)?;
            }
            order.next = k.saturating_add(1);
            order.closed = k == u64::MAX;
            *kind = 0;
            return Ok(Some(k));
        }
        self.skip(level)?;
        // Any other key sorts after every uint key: compare with the previous
        // key of another type only.
        if order.end > order.start {
            self.check_order(order, at)?;
        }
        order.start = at;
        order.end = self.pos;
        order.next = u64::MAX;
        order.closed = true;
        *kind = major.unwrap_or(7);
        Ok(None)
    }

    /// Bytewise comparison of the key just read (`at..pos`) with the previous one.
    fn check_order(&self, order: &KeyOrder, at: usize) -> R<()> {
        let prev = self.buf.get(order.start..order.end).unwrap_or_default();
        let key = self.buf.get(at..self.pos).unwrap_or_default();
        match prev.cmp(key) {
            core::cmp::Ordering::Less => Ok(()),
            core::cmp::Ordering::Equal
                if !cfg!(npamp_plant = "key-order") && mutant::checks(Rule::DuplicateKey) =>
            {
                Err(self.fail(Rule::DuplicateKey, at))
            }
            core::cmp::Ordering::Equal => Ok(()),
            _ if cfg!(npamp_plant = "key-order") || !mutant::checks(Rule::KeyOrder) => Ok(()),
            _ => Err(self.fail(Rule::KeyOrder, at)),
        }
    }

    /// A key of a map whose keys may have any type (typed maps, opaque maps):
    /// returns the key's span after checking its order.
    #[inline]
    pub fn any_key(&mut self, order: &mut KeyOrder, level: usize) -> R<&'a [u8]> {
        let at = self.pos;
        self.skip(level)?;
        if order.end > order.start {
            self.check_order(order, at)?;
        }
        order.start = at;
        order.end = self.pos;
        Ok(self.span(at))
    }

    /// Order check for a typed map's key just read from `start` (any key type).
    #[inline]
    pub fn ordered_key(&mut self, order: &mut KeyOrder, start: usize) -> R<()> {
        if order.end > order.start {
            self.check_order(order, start)?;
        }
        order.start = start;
        order.end = self.pos;
        Ok(())
    }

    /// Skip an integer or false/true/null in one step (most opaque content):
    /// `None` when the next item is something else.
    #[inline(always)]
    fn skip_scalar(&mut self) -> Option<R<()>> {
        let at = self.pos;
        let b = *self.buf.get(at)?;
        let n = usize::from(SCALAR_LEN[usize::from(b)]);
        if n == 1 {
            self.pos = at + 1;
            return Some(Ok(()));
        }
        if n == 0 {
            return None;
        }
        // An integer with a 1-, 2-, 4- or 8-byte argument: shortest form inline.
        let arg = self.buf.get(at + 1..at + n);
        let short = match (n, arg) {
            (2, Some(&[a])) => a < 24,
            (3, Some(&[a, b])) => u16::from_be_bytes([a, b]) < 0x100,
            (5, Some(&[a, b, c, d])) => u32::from_be_bytes([a, b, c, d]) < 0x1_0000,
            (9, Some(a)) => a.iter().take(4).all(|x| *x == 0),
            _ => return Some(Err(self.fail(Rule::Truncated, at))),
        };
        if short && mutant::checks(Rule::ShortestForm) {
            return Some(Err(self.fail(Rule::ShortestForm, at)));
        }
        self.pos = at + n;
        Some(Ok(()))
    }

    /// Skip up to `max` consecutive well-formed, shortest-form integers and
    /// false/true/null (an opaque array's usual items) in one tight loop;
    /// returns how many. It stops at anything else, faults included, which
    /// [`Reader::skip`] then reads and reports.
    #[inline]
    fn scalar_run(&mut self, max: usize) -> usize {
        let buf = self.buf;
        let mut i = self.pos;
        let mut left = max;
        while left > 0 {
            // A fixed 9-byte window (the longest scalar): no bounds check per
            // width. The last few items of a payload go to `skip`.
            let Some(Ok(w)) = buf.get(i..i + 9).map(<&[u8; 9]>::try_from) else {
                break;
            };
            // Integers (major types 0 and 1) by additional information (the
            // match on it compiles to one jump table). Shortest form: a 1-byte
            // argument is >= 24; a 2-byte one >= 0x100 iff its high byte is
            // non-zero; a 4-byte one >= 0x1_0000 iff its high half is; an
            // 8-byte one >= 2^32 iff its high four bytes are.
            let b = w[0];
            if b < 0x40 {
                match b & 0x1f {
                    0..=23 => i += 1,
                    // Integers of one width tend to come in runs (ids, counts,
                    // samples): when the next item (in the window) has the
                    // same head, the run is taken three items per bounds check.
                    24 if w[1] >= 24 => {
                        i += 2;
                        left -= 1;
                        if w[2] == b {
                            (i, left) = same_head_run::<2, 6>(buf, i, left, b);
                        }
                        continue;
                    }
                    25 if w[1] != 0 => {
                        i += 3;
                        left -= 1;
                        if w[3] == b {
                            (i, left) = same_head_run::<3, 9>(buf, i, left, b);
                        }
                        continue;
                    }
                    26 if w[1] | w[2] != 0 => {
                        i += 5;
                        left -= 1;
                        if w[5] == b {
                            (i, left) = same_head_run::<5, 15>(buf, i, left, b);
                        }
                        continue;
                    }
                    27 if w[1] | w[2] | w[3] | w[4] != 0 => i += 9,
                    _ => break,
                }
            } else if b.wrapping_sub(0xf4) < 3 {
                i += 1; // false, true, null
            } else {
                break;
            };
            left -= 1;
        }
        self.pos = i;
        max - left
    }

    /// Skip one item at nesting `level`, validating it completely. A chain
    /// of tags is read in a loop, not by recursion: tags do not nest like
    /// arrays and maps (the depth limit does not bound them), so a payload of
    /// tag heads must not cost a stack frame per byte.
    pub fn skip(&mut self, level: usize) -> R<()> {
        loop {
            if let Some(r) = self.skip_scalar() {
                return r;
            }
            let at = self.pos;
            return match self.head()? {
                Head::Arg(0 | 1, _) => Ok(()),
                Head::Arg(2, n) => self.content(n, at).map(|_| ()),
                Head::Arg(3, n) => {
                    let b = self.content(n, at)?;
                    if core::str::from_utf8(b).is_err()
                        && !cfg!(npamp_plant = "utf8")
                        && mutant::checks(Rule::InvalidUtf8)
                    {
                        return Err(self.fail(Rule::InvalidUtf8, at));
                    }
                    Ok(())
                }
                Head::Arg(4, n) => {
                    let n = self.container(n, level, at, 1)?;
                    let mut left = n;
                    while left > 0 {
                        left -= self.scalar_run(left);
                        if left > 0 {
                            self.skip(level + 1)?;
                            left -= 1;
                        }
                    }
                    Ok(())
                }
                Head::Arg(_, n) => {
                    let n = self.container(n, level, at, 2)?;
                    let mut order = KeyOrder::new();
                    for _ in 0..n {
                        self.any_key(&mut order, level + 1)?;
                        self.skip(level + 1)?;
                    }
                    Ok(())
                }
                Head::Tag(_) => continue, // the tagged item follows
                Head::False | Head::True | Head::Null | Head::Float(_) | Head::Simple => Ok(()),
            };
        }
    }

    /// Skip the value of a key the text makes the receiver ignore (an
    /// unknown non-negative key, §4.3 of every channel): validated as
    /// deterministic CBOR within the limits like any item, but no subset
    /// refusal (`tag`, `simple-value`, `float`) fires inside it — `strict`
    /// never refuses what a receiver MUST ignore.
    #[inline]
    pub fn skip_ignored(&mut self, level: usize) -> R<()> {
        let p = self.lenient();
        let r = self.skip(level);
        self.restore(p);
        r
    }

    /// Read under the lenient policy from here on (the content of a map
    /// whose inner keys the text makes the receiver ignore); returns the
    /// policy to [`Reader::restore`] afterwards.
    #[inline]
    pub fn lenient(&mut self) -> &'static Policy {
        let p = self.p;
        self.p = p.lenient;
        p
    }

    /// Back to the policy [`Reader::lenient`] returned.
    #[inline]
    pub fn restore(&mut self, p: &'static Policy) {
        self.p = p;
    }

    /// Skip one item and return its bytes.
    #[inline]
    pub fn raw_item(&mut self, level: usize) -> R<&'a [u8]> {
        let start = self.pos;
        self.skip(level)?;
        Ok(self.span(start))
    }
}

/// Text that is not all ASCII: `Some` if it is valid UTF-8 (the caller
/// refuses `None` as `invalid-utf8`).
#[inline(never)]
fn utf8(b: &[u8]) -> Option<&str> {
    match core::str::from_utf8(b) {
        // TEST-ONLY planted bug (`--cfg npamp_plant="utf8"`, fuzzer self-test).
        Err(_) if cfg!(npamp_plant = "utf8") || !mutant::checks(Rule::InvalidUtf8) => Some(""),
        r => r.ok(),
    }
}

/// After an integer with head `b` and an `N`-byte encoding (2, 3, 5: a 1-,
/// 2- or 4-byte argument) at `i`, take the following items with the same head
/// while their argument is in shortest form (the byte >= 24; the high byte, or
/// high half, non-zero): three items per bounds check (`W` = 3 × `N`, the window),
/// then one at a time. Returns the new position and the items left. Anything
/// else ends the run and goes back to [`Reader::scalar_run`], which reads it
/// (and [`Reader::skip`] reports it when it is a fault).
#[inline(always)]
fn same_head_run<const N: usize, const W: usize>(
    buf: &[u8],
    mut i: usize,
    mut left: usize,
    b: u8,
) -> (usize, usize) {
    const { assert!((N == 2 || N == 3 || N == 5) && W == 3 * N) };
    // The item's head is `b` and its argument is in shortest form.
    let ok = |w: &[u8; N]| {
        (w[0] == b)
            & match N {
                2 => w[1] >= 24,
                3 => w[1] != 0,
                _ => w[1] | w.get(2).copied().unwrap_or(0) != 0,
            }
    };
    while left >= 3 {
        let Some((x, rest)) = buf.get(i..i + W).and_then(<[u8]>::split_first_chunk::<N>) else {
            break;
        };
        let Some((y, rest)) = rest.split_first_chunk::<N>() else {
            break;
        };
        let Some((z, _)) = rest.split_first_chunk::<N>() else {
            break;
        };
        if !(ok(x) & ok(y) & ok(z)) {
            break;
        }
        i += W;
        left -= 3;
    }
    while left > 0 {
        match buf.get(i..).and_then(<[u8]>::first_chunk::<N>) {
            Some(w) if ok(w) => {
                i += N;
                left -= 1;
            }
            _ => break,
        }
    }
    (i, left)
}

/// Encoded length of the items [`Reader::skip`] takes in one step, by initial
/// byte: integers of majors 0/1 (1, 2, 3, 5 or 9 bytes) and false/true/null;
/// 0 for everything else.
const SCALAR_LEN: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut i = 0;
    while i < 0x18 {
        t[i] = 1;
        t[0x20 + i] = 1;
        i += 1;
    }
    let widths = [(0x18, 2), (0x19, 3), (0x1a, 5), (0x1b, 9)];
    let mut j = 0;
    while j < widths.len() {
        t[widths[j].0] = widths[j].1;
        t[widths[j].0 + 0x20] = widths[j].1;
        j += 1;
    }
    t[0xf4] = 1;
    t[0xf5] = 1;
    t[0xf6] = 1;
    t
};

/// What the fault scan knows of a body ([`first_cbor_fault`]): generated
/// per frame and record from the schema.
#[derive(Debug)]
pub struct Scan {
    /// §4.3 applies: the values of unknown non-negative keys are ignored.
    pub forward_compat: bool,
    /// The declared keys and what their values are.
    pub fields: &'static [(u64, ScanNode)],
}

/// A declared value, as the fault scan walks it.
#[derive(Debug)]
pub enum ScanNode {
    /// Any item, under the policy.
    Value,
    /// Content a receiver ignores (`ignore_inner`): no subset refusal.
    Ignored,
    /// A nested body (a record).
    Body(&'static Scan),
    /// An array of these.
    Array(&'static ScanNode),
}

/// The first CBOR-level fault of a payload (well-formedness, deterministic
/// encoding, depth, the policy's subset), in encoded order, or `None`.
/// Decoders call it when they refuse a payload for a schema-level fault: a
/// CBOR-level fault anywhere is reported first (`schema/SEMANTICS.md` of the workbench).
/// The walk follows SCAN so that what a receiver ignores (unknown
/// non-negative keys of a §4.3 body, `ignore_inner` content) is read without
/// subset refusals, exactly as the one-pass decoder reads it.
#[cold]
pub fn first_cbor_fault(
    payload: &[u8],
    p: &'static Policy,
    scan: &'static Scan,
) -> Option<DecodeError> {
    let mut r = Reader {
        buf: payload,
        pos: 0,
        p,
    };
    r.scan_value(&ScanNode::Body(scan), 1)
        .err()
        .or_else(|| r.finish().err())
}

impl Reader<'_> {
    fn scan_value(&mut self, node: &ScanNode, level: usize) -> R<()> {
        match node {
            ScanNode::Ignored => self.skip_ignored(level),
            ScanNode::Body(s) if self.peek_major() == Some(5) => self.scan_body(s, level),
            ScanNode::Array(item) if self.peek_major() == Some(4) => {
                let n = self.array_header(level)?;
                for _ in 0..n {
                    self.scan_value(item, level + 1)?;
                }
                Ok(())
            }
            _ => self.skip(level),
        }
    }

    fn scan_body(&mut self, s: &Scan, level: usize) -> R<()> {
        let n = self.map_header(level)?;
        let mut order = KeyOrder::new();
        let mut kind = 0u8;
        for _ in 0..n {
            match self.int_key(&mut order, &mut kind, level + 1)? {
                Some(k) => match s.fields.iter().find(|(x, _)| *x == k) {
                    Some((_, node)) => self.scan_value(node, level + 1)?,
                    None if s.forward_compat => self.skip_ignored(level + 1)?,
                    None => self.skip(level + 1)?,
                },
                None => self.skip(level + 1)?,
            }
        }
        Ok(())
    }
}

/// Whether a rule is a CBOR-level (step 3) fault.
#[inline]
pub fn is_cbor_level(rule: Rule) -> bool {
    use npamp_rules::Group;
    matches!(
        rule.group(),
        Group::Deterministic | Group::CborSubset | Group::Depth | Group::MaxPayload
    )
}

/// Best-effort recovery of the correlation key (a uint key `corr_key` holding a
/// bstr of `lo..=hi` bytes, or a uint) from a refused payload, so that an error
/// reply can echo it. Never looks inside other keys; allocates nothing.
pub fn recover_corr(
    payload: &[u8],
    corr_key: u64,
    bstr: bool,
    lo: usize,
    hi: usize,
) -> Option<Corr<'_>> {
    static LAX: Policy = Policy {
        max_payload: usize::MAX,
        max_depth: 64,
        refuse_tags: false,
        refuse_simple: false,
        refuse_floats: false,
        ctx: &super::error::NO_CTX,
        lenient: &LAX,
    };
    let mut r = Reader::trusted(payload, &LAX);
    let n = r.map_header(1).ok()?;
    for _ in 0..n {
        if r.peek_major() == Some(0) {
            let k = r.uint().ok()?;
            if k == corr_key {
                return if bstr {
                    r.bstr()
                        .ok()
                        .filter(|c| (lo..=hi).contains(&c.len()))
                        .map(Corr::Bytes)
                } else {
                    r.uint().ok().map(Corr::Uint)
                };
            }
        } else {
            r.skip(2).ok()?;
        }
        r.skip(2).ok()?;
    }
    None
}

/// A correlation key's value: bytes (most channels) or a uint (Stream's `sub_stream_id`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Corr<'a> {
    /// A byte-string key.
    Bytes(&'a [u8]),
    /// A uint key.
    Uint(u64),
}
