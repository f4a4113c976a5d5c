//! The small hand-written runtime the generated codecs call: a strict,
//! zero-copy deterministic-CBOR reader, a canonical writer, and the borrowed
//! value types (raw maps, raw items, arrays).
//!
//! Nothing here knows about a frame: every frame-specific fact (keys, types,
//! ranges, rules, sections) is emitted by `npamp-codegen` from the schema.
//! RFC 8949 §4.2.1 checks live here because they are the same for every
//! frame of every channel (spec §4.1 of both companions).

use core::fmt;
use std::borrow::Cow;
use std::marker::PhantomData;

/// How a decode failure maps onto the wire (§8 of both specs).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum WireError {
    /// Every body fault: `malformed_request`.
    MalformedRequest,
    /// A frame type outside the channel's operations: `unknown_operation`.
    UnknownOperation,
}

/// A refused payload: which rule failed, where the spec says so, and what
/// goes on the wire. Never crosses the wire itself (§8.2): only
/// [`DecodeError::wire`] does, through the channel's error-reply builder.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DecodeError {
    pub wire: WireError,
    /// Rule slug, e.g. `shortest-form`, `missing-required`, `choice-options-required`.
    pub rule: &'static str,
    /// Spec section, e.g. `§4.1`.
    pub section: &'static str,
    /// Schema field involved, if any.
    pub field: Option<&'static str>,
    /// Byte offset in the payload where the fault was detected; for the
    /// frame-level checks of `validate()` (ranges, lengths, schema rules) the
    /// end of the payload, as they run once the whole map is read (0 when
    /// `validate()` is called on a frame built by the caller).
    pub offset: usize,
}

impl DecodeError {
    #[cold]
    pub fn malformed(rule: &'static str, section: &'static str, offset: usize) -> Self {
        DecodeError {
            wire: WireError::MalformedRequest,
            rule,
            section,
            field: None,
            offset,
        }
    }
    #[cold]
    pub fn field(
        rule: &'static str,
        section: &'static str,
        field: &'static str,
        offset: usize,
    ) -> Self {
        DecodeError {
            wire: WireError::MalformedRequest,
            rule,
            section,
            field: Some(field),
            offset,
        }
    }
    #[cold]
    pub fn unknown_operation(section: &'static str) -> Self {
        DecodeError {
            wire: WireError::UnknownOperation,
            rule: "unknown-frame-type",
            section,
            field: None,
            offset: 0,
        }
    }
    /// Set the byte offset (frame-level checks run after the whole map was
    /// read, so `decode` reports them at the end of the payload).
    #[cold]
    pub fn at(mut self, offset: usize) -> Self {
        self.offset = offset;
        self
    }
    /// Attach a field name to an error raised by the generic reader.
    #[cold]
    pub fn in_field(mut self, field: &'static str) -> Self {
        if self.field.is_none() {
            self.field = Some(field);
        }
        self
    }
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let wire = match self.wire {
            WireError::MalformedRequest => "malformed_request",
            WireError::UnknownOperation => "unknown_operation",
        };
        write!(f, "{wire}: rule {} ({})", self.rule, self.section)?;
        if let Some(field) = self.field {
            write!(f, ", field `{field}`")?;
        }
        write!(f, ", at byte {}", self.offset)
    }
}

impl std::error::Error for DecodeError {}

type R<T> = Result<T, DecodeError>;

const CBOR: &str = "§4.1";
const FWD: &str = "§4.3";

/// The role of a frame type in its channel (§3.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Role {
    Request,
    Result,
    Notification,
    Event,
    Error,
}

/// A decoded field's value, for generic inspection (xtask, adapters, harness
/// reports). Produced by the generated `fields()` methods.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FieldValue<'x> {
    Uint(u64),
    Int(i128),
    Bytes(&'x [u8]),
    Text(&'x str),
    Bool(bool),
    /// An enum value: raw number and its schema name when recognized.
    Enum {
        raw: u64,
        name: Option<&'static str>,
    },
    Array(Vec<FieldValue<'x>>),
    /// A nested map (opaque), as its canonical encoding.
    Map(&'x [u8]),
    /// An `any` item, as its canonical encoding.
    Item(&'x [u8]),
}

impl<'a, T: ArrayItem<'a>> Array<'a, T> {
    pub fn field_value(&self) -> FieldValue<'a> {
        FieldValue::Array(match self {
            Array::Encoded(EncodedItems { bytes, len, .. }) => {
                let mut r = Reader {
                    buf: bytes,
                    pos: 0,
                    max_depth: usize::MAX,
                };
                (0..*len)
                    .map_while(|_| T::read(&mut r).ok())
                    .map(ArrayItem::into_field_value)
                    .collect()
            }
            Array::Items(v) => v.iter().cloned().map(ArrayItem::into_field_value).collect(),
        })
    }
}

/// Encoded length of a uint.
#[inline]
pub const fn uint_len(v: u64) -> usize {
    head_len(v)
}

/// Encoded length of a bstr/tstr of `n` bytes.
#[inline]
pub const fn str_len(n: usize) -> usize {
    head_len(n as u64) + n
}

/// Encoded length of the items [`Reader::skip_one_byte`] handles, by initial
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

/// Strict deterministic-CBOR reader over a borrowed payload.
#[derive(Debug, Clone)]
pub struct Reader<'a> {
    buf: &'a [u8],
    pos: usize,
    max_depth: usize,
}

impl<'a> Reader<'a> {
    /// D2: refuse payloads over `max_payload` before reading anything.
    #[inline]
    pub fn new(buf: &'a [u8], max_payload: usize, max_depth: usize) -> R<Self> {
        if buf.len() > max_payload {
            return Err(DecodeError::malformed("max-payload", "§9", max_payload));
        }
        Ok(Reader {
            buf,
            pos: 0,
            max_depth,
        })
    }

    #[inline]
    pub fn pos(&self) -> usize {
        self.pos
    }

    /// D3: no trailing bytes.
    #[inline]
    pub fn finish(&self) -> R<()> {
        if self.pos != self.buf.len() {
            return Err(DecodeError::malformed("trailing-bytes", CBOR, self.pos));
        }
        Ok(())
    }

    #[inline]
    fn byte(&mut self) -> R<u8> {
        match self.buf.get(self.pos) {
            Some(&b) => {
                self.pos += 1;
                Ok(b)
            }
            None => Err(DecodeError::malformed("truncated", CBOR, self.pos)),
        }
    }

    #[inline]
    fn take(&mut self, n: usize) -> R<&'a [u8]> {
        let end = self
            .pos
            .checked_add(n)
            .filter(|&e| e <= self.buf.len())
            .ok_or_else(|| DecodeError::malformed("truncated", CBOR, self.pos))?;
        let s = self.buf.get(self.pos..end).unwrap_or_default();
        self.pos = end;
        Ok(s)
    }

    #[inline]
    fn remaining(&self) -> usize {
        self.buf.len().saturating_sub(self.pos)
    }

    /// Next byte without consuming it.
    #[inline]
    pub fn peek(&self) -> Option<u8> {
        self.buf.get(self.pos).copied()
    }

    /// Read a head; returns (major, argument). Enforces shortest form,
    /// definite lengths, no tags and the false/true/null simple subset.
    #[inline]
    fn head(&mut self) -> R<(u8, u64)> {
        let at = self.pos;
        let ib = self.byte()?;
        let major = ib >> 5;
        let ai = ib & 0x1f;
        if major == 6 {
            return Err(DecodeError::malformed("tag", CBOR, at));
        }
        if major == 7 {
            return match ai {
                20..=22 => Ok((7, u64::from(ai))),
                25..=27 => Err(DecodeError::malformed("float", CBOR, at)),
                31 => Err(DecodeError::malformed("indefinite-length", CBOR, at)),
                28..=30 => Err(DecodeError::malformed("reserved-ai", CBOR, at)),
                _ => Err(DecodeError::malformed("simple-value", CBOR, at)),
            };
        }
        let arg = match ai {
            0..=23 => u64::from(ai),
            24 => {
                let v = u64::from(self.byte()?);
                if v < 24 {
                    return Err(DecodeError::malformed("shortest-form", CBOR, at));
                }
                v
            }
            25 => {
                let b = self.take(2)?;
                let v = u64::from(u16::from_be_bytes([b[0], b[1]]));
                if v <= 0xff {
                    return Err(DecodeError::malformed("shortest-form", CBOR, at));
                }
                v
            }
            26 => {
                let b = self.take(4)?;
                let v = u64::from(u32::from_be_bytes([b[0], b[1], b[2], b[3]]));
                if v <= 0xffff {
                    return Err(DecodeError::malformed("shortest-form", CBOR, at));
                }
                v
            }
            27 => {
                let b = self.take(8)?;
                let v = u64::from_be_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]]);
                if v <= 0xffff_ffff {
                    return Err(DecodeError::malformed("shortest-form", CBOR, at));
                }
                v
            }
            31 => return Err(DecodeError::malformed("indefinite-length", CBOR, at)),
            _ => return Err(DecodeError::malformed("reserved-ai", CBOR, at)),
        };
        Ok((major, arg))
    }

    #[inline]
    fn len_arg(&self, arg: u64, at: usize) -> R<usize> {
        match usize::try_from(arg) {
            Ok(n) if n <= self.remaining() => Ok(n),
            _ => Err(DecodeError::malformed("truncated", CBOR, at)),
        }
    }

    #[cold]
    fn wrong_type(at: usize) -> DecodeError {
        DecodeError::malformed("wrong-type", CBOR, at)
    }

    /// Consume a `null` if it is next (D8: explicit null is absence).
    #[inline]
    pub fn null(&mut self) -> bool {
        if self.peek() == Some(0xf6) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    #[inline]
    pub fn uint(&mut self) -> R<u64> {
        let at = self.pos;
        match self.head()? {
            (0, v) => Ok(v),
            _ => Err(Self::wrong_type(at)),
        }
    }

    /// Negative integer as `-1 - n`, returned as i128.
    #[inline]
    pub fn nint(&mut self) -> R<i128> {
        let at = self.pos;
        match self.head()? {
            (1, v) => Ok(-1 - i128::from(v)),
            _ => Err(Self::wrong_type(at)),
        }
    }

    #[inline]
    pub fn int(&mut self) -> R<i128> {
        let at = self.pos;
        match self.head()? {
            (0, v) => Ok(i128::from(v)),
            (1, v) => Ok(-1 - i128::from(v)),
            _ => Err(Self::wrong_type(at)),
        }
    }

    #[inline]
    pub fn bstr(&mut self) -> R<&'a [u8]> {
        let at = self.pos;
        match self.head()? {
            (2, n) => {
                let n = self.len_arg(n, at)?;
                self.take(n)
            }
            _ => Err(Self::wrong_type(at)),
        }
    }

    #[inline]
    pub fn tstr(&mut self) -> R<&'a str> {
        let at = self.pos;
        match self.head()? {
            (3, n) => {
                let n = self.len_arg(n, at)?;
                let b = self.take(n)?;
                match core::str::from_utf8(b) {
                    // TEST-ONLY planted bug (`--cfg npamp_plant="utf8"`, fuzzer self-test).
                    Err(_) if cfg!(npamp_plant = "utf8") => Ok(""),
                    r => r.map_err(|_| DecodeError::malformed("invalid-utf8", CBOR, at)),
                }
            }
            _ => Err(Self::wrong_type(at)),
        }
    }

    #[inline]
    pub fn bool(&mut self) -> R<bool> {
        let at = self.pos;
        match self.head()? {
            (7, 20) => Ok(false),
            (7, 21) => Ok(true),
            _ => Err(Self::wrong_type(at)),
        }
    }

    /// Map header at nesting `level` (the payload map is level 1).
    #[inline]
    pub fn map_header(&mut self, level: usize) -> R<usize> {
        let at = self.pos;
        match self.head()? {
            (5, n) => {
                if level > self.max_depth {
                    return Err(DecodeError::malformed("depth", CBOR, at));
                }
                // Every entry takes at least two bytes.
                match usize::try_from(n) {
                    Ok(n) if n <= self.remaining() / 2 => Ok(n),
                    _ => Err(DecodeError::malformed("truncated", CBOR, at)),
                }
            }
            _ => Err(Self::wrong_type(at)),
        }
    }

    /// Array header at nesting `level`.
    #[inline]
    pub fn array_header(&mut self, level: usize) -> R<usize> {
        let at = self.pos;
        match self.head()? {
            (4, n) => {
                if level > self.max_depth {
                    return Err(DecodeError::malformed("depth", CBOR, at));
                }
                self.len_arg(n, at)
            }
            _ => Err(Self::wrong_type(at)),
        }
    }

    /// A top-level payload key (D5): must be an integer, strictly greater
    /// (bytewise) than the previous key; negative keys are unknown (§4.3).
    /// `prev` holds the previous key's encoded bytes.
    #[inline]
    pub fn top_key(&mut self, prev: &mut &'a [u8]) -> R<u64> {
        let at = self.pos;
        let (major, v) = self.head()?;
        self.key_order(prev, at)?;
        match major {
            0 => Ok(v),
            1 => Err(DecodeError::malformed("unknown-negative-key", FWD, at)),
            _ => Err(DecodeError::malformed("key-type", CBOR, at)),
        }
    }

    #[inline]
    fn key_order(&self, prev: &mut &'a [u8], at: usize) -> R<()> {
        let key = self.buf.get(at..self.pos).unwrap_or_default();
        // TEST-ONLY planted bug (`--cfg npamp_plant="key-order"`, fuzzer self-test).
        if !prev.is_empty() && !cfg!(npamp_plant = "key-order") {
            // One-byte keys (the common case) compare without a memcmp call.
            let ord = match (*prev, key) {
                ([p], [k]) => p.cmp(k),
                (p, k) => p.cmp(k),
            };
            match ord {
                core::cmp::Ordering::Less => {}
                core::cmp::Ordering::Equal => {
                    return Err(DecodeError::malformed("duplicate-key", CBOR, at))
                }
                core::cmp::Ordering::Greater => {
                    return Err(DecodeError::malformed("key-order", CBOR, at))
                }
            }
        }
        *prev = key;
        Ok(())
    }

    /// Fast path for the commonest items: consume a canonical integer (any
    /// width) or false/true/null in place and return true. Returns false,
    /// consuming nothing, for anything else — including a non-canonical or
    /// truncated integer, which the general path then refuses with its rule.
    #[inline(always)]
    fn skip_one_byte(&mut self) -> bool {
        let Some(&b) = self.buf.get(self.pos) else {
            return false;
        };
        let n = SCALAR_LEN[usize::from(b)] as usize;
        let canonical = match n {
            0 => return false,
            1 => true,
            // The argument's leading byte(s) decide shortest form.
            2 => self.buf.get(self.pos + 1).is_some_and(|&x| x >= 24),
            3 => self.buf.get(self.pos + 1).is_some_and(|&x| x != 0),
            5 => self
                .buf
                .get(self.pos + 1..self.pos + 3)
                .is_some_and(|x| x != [0, 0]),
            _ => self
                .buf
                .get(self.pos + 1..self.pos + 5)
                .is_some_and(|x| x != [0, 0, 0, 0]),
        };
        if !canonical || n > self.remaining() {
            return false;
        }
        self.pos += n;
        true
    }

    /// Validate and skip one item whose containers sit at `level`.
    pub fn skip(&mut self, level: usize) -> R<()> {
        let at = self.pos;
        let (major, arg) = self.head()?;
        match major {
            0 | 1 | 7 => Ok(()),
            2 => {
                let n = self.len_arg(arg, at)?;
                self.take(n).map(|_| ())
            }
            3 => {
                let n = self.len_arg(arg, at)?;
                let b = self.take(n)?;
                if cfg!(npamp_plant = "utf8") {
                    return Ok(()); // TEST-ONLY planted bug (fuzzer self-test).
                }
                core::str::from_utf8(b)
                    .map(|_| ())
                    .map_err(|_| DecodeError::malformed("invalid-utf8", CBOR, at))
            }
            4 => {
                if level > self.max_depth {
                    return Err(DecodeError::malformed("depth", CBOR, at));
                }
                let n = self.len_arg(arg, at)?;
                for _ in 0..n {
                    if !self.skip_one_byte() {
                        self.skip(level + 1)?;
                    }
                }
                Ok(())
            }
            5 => {
                if level > self.max_depth {
                    return Err(DecodeError::malformed("depth", CBOR, at));
                }
                let n = match usize::try_from(arg) {
                    Ok(n) if n <= self.remaining() / 2 => n,
                    _ => return Err(DecodeError::malformed("truncated", CBOR, at)),
                };
                let mut prev: &[u8] = &[];
                for _ in 0..n {
                    let k = self.pos;
                    if !self.skip_one_byte() {
                        self.skip(level + 1)?;
                    }
                    self.key_order(&mut prev, k)?;
                    if !self.skip_one_byte() {
                        self.skip(level + 1)?;
                    }
                }
                Ok(())
            }
            _ => Err(DecodeError::malformed("tag", CBOR, at)),
        }
    }

    /// One validated item of any type, borrowed.
    #[inline]
    pub fn item(&mut self, level: usize) -> R<Item<'a>> {
        let start = self.pos;
        self.skip(level)?;
        Ok(Item {
            bytes: Cow::Borrowed(self.buf.get(start..self.pos).unwrap_or_default()),
        })
    }

    /// A map at `level` whose keys must be unsigned integers (§4.3: negative
    /// keys are unknown and refused; other key types are the wrong type).
    pub fn uint_keyed_map(&mut self, level: usize) -> R<RawMap<'a>> {
        let start = self.pos;
        let n = self.map_header(level)?;
        let mut prev: &[u8] = &[];
        for _ in 0..n {
            let at = self.pos;
            let (major, _) = self.head()?;
            self.key_order(&mut prev, at)?;
            match major {
                0 => {}
                1 => return Err(DecodeError::malformed("unknown-negative-key", FWD, at)),
                _ => return Err(DecodeError::malformed("key-type", FWD, at)),
            }
            self.skip(level + 1)?;
        }
        Ok(RawMap {
            bytes: Cow::Borrowed(self.buf.get(start..self.pos).unwrap_or_default()),
            len: n,
            uint_keys: true,
        })
    }

    /// A map at `level` whose keys are a local matter (any type).
    pub fn any_keyed_map(&mut self, level: usize) -> R<RawMap<'a>> {
        let start = self.pos;
        let at = self.pos;
        if self.peek().map(|b| b >> 5) != Some(5) {
            // Let the head reader classify faults (tag, float...) first.
            self.head()?;
            return Err(Self::wrong_type(at));
        }
        self.pos = start;
        self.skip(level)?;
        let mut r = Reader {
            buf: self.buf.get(start..self.pos).unwrap_or_default(),
            pos: 0,
            max_depth: usize::MAX,
        };
        let len = r.head().map(|(_, n)| n as usize).unwrap_or(0);
        Ok(RawMap {
            bytes: Cow::Borrowed(r.buf),
            len,
            uint_keys: false,
        })
    }

    /// An array of `T` at `level`, borrowed (items validated, decoded lazily).
    pub fn array<T: ArrayItem<'a>>(&mut self, level: usize) -> R<Array<'a, T>> {
        let n = self.array_header(level)?;
        let start = self.pos;
        for _ in 0..n {
            T::read(self)?;
        }
        Ok(Array::Encoded(EncodedItems {
            bytes: self.buf.get(start..self.pos).unwrap_or_default(),
            len: n,
            _t: PhantomData,
        }))
    }
}

// ------------------------------------------------------------------ writer

/// Append a CBOR head in shortest form.
#[inline]
pub fn write_head(out: &mut Vec<u8>, major: u8, arg: u64) {
    let m = major << 5;
    if arg < 24 {
        out.push(m | arg as u8);
    } else if arg <= 0xff {
        out.extend_from_slice(&[m | 24, arg as u8]);
    } else if arg <= 0xffff {
        out.push(m | 25);
        out.extend_from_slice(&(arg as u16).to_be_bytes());
    } else if arg <= 0xffff_ffff {
        out.push(m | 26);
        out.extend_from_slice(&(arg as u32).to_be_bytes());
    } else {
        out.push(m | 27);
        out.extend_from_slice(&arg.to_be_bytes());
    }
}

/// Encoded size of a head.
#[inline]
pub const fn head_len(arg: u64) -> usize {
    if arg < 24 {
        1
    } else if arg <= 0xff {
        2
    } else if arg <= 0xffff {
        3
    } else if arg <= 0xffff_ffff {
        5
    } else {
        9
    }
}

#[inline]
pub fn write_uint(out: &mut Vec<u8>, v: u64) {
    write_head(out, 0, v);
}

#[inline]
pub fn write_int(out: &mut Vec<u8>, v: i128) {
    if v >= 0 {
        write_head(out, 0, v as u64);
    } else {
        write_head(out, 1, (-1 - v) as u64);
    }
}

#[inline]
pub fn write_bstr(out: &mut Vec<u8>, b: &[u8]) {
    write_head(out, 2, b.len() as u64);
    out.extend_from_slice(b);
}

#[inline]
pub fn write_tstr(out: &mut Vec<u8>, s: &str) {
    write_head(out, 3, s.len() as u64);
    out.extend_from_slice(s.as_bytes());
}

#[inline]
pub fn write_bool(out: &mut Vec<u8>, b: bool) {
    out.push(if b { 0xf5 } else { 0xf4 });
}

// ------------------------------------------------------------ borrowed values

/// One validated deterministic-CBOR item, borrowed from the payload
/// (schema type `any`, e.g. INTERACT_PROMPT_RESULT `value`).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Item<'a> {
    bytes: Cow<'a, [u8]>,
}

/// The CBOR major kind of an [`Item`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ItemKind {
    Uint,
    Nint,
    Bstr,
    Tstr,
    Array,
    Map,
    Bool,
    Null,
}

impl<'a> Item<'a> {
    /// Validate `bytes` as exactly one deterministic item (depth ≤ `max_depth`).
    pub fn from_canonical(bytes: &'a [u8], max_depth: usize) -> Result<Self, DecodeError> {
        let mut r = Reader {
            buf: bytes,
            pos: 0,
            max_depth,
        };
        let it = r.item(1)?;
        r.finish()?;
        Ok(it)
    }
    /// The item's encoded bytes.
    pub fn as_bytes(&self) -> &[u8] {
        &self.bytes
    }
    pub fn kind(&self) -> ItemKind {
        match self.bytes.first().map(|b| (b >> 5, b & 0x1f)) {
            Some((0, _)) => ItemKind::Uint,
            Some((1, _)) => ItemKind::Nint,
            Some((2, _)) => ItemKind::Bstr,
            Some((3, _)) => ItemKind::Tstr,
            Some((4, _)) => ItemKind::Array,
            Some((5, _)) => ItemKind::Map,
            Some((7, 20 | 21)) => ItemKind::Bool,
            _ => ItemKind::Null,
        }
    }
    fn reader(&self) -> Reader<'_> {
        Reader {
            buf: &self.bytes,
            pos: 0,
            max_depth: usize::MAX,
        }
    }
    pub fn as_uint(&self) -> Option<u64> {
        self.reader().uint().ok()
    }
    pub fn as_text(&self) -> Option<&str> {
        self.reader().tstr().ok()
    }
    pub fn as_bytes_value(&self) -> Option<&[u8]> {
        self.reader().bstr().ok()
    }
    pub fn as_bool(&self) -> Option<bool> {
        self.reader().bool().ok()
    }
    /// The elements of an array item (each borrowed).
    pub fn as_array(&self) -> Option<impl Iterator<Item = Item<'_>> + '_> {
        let mut r = self.reader();
        let n = r.array_header(1).ok()?;
        Some((0..n).map_while(move |_| r.item(2).ok()))
    }
    /// Whether the item is an array whose elements are all unsigned integers
    /// strictly below `bound`.
    pub fn is_uint_array_below(&self, bound: u64) -> bool {
        match self.as_array() {
            Some(mut it) => it.all(|x| x.as_uint().is_some_and(|v| v < bound)),
            None => false,
        }
    }
    pub fn encoded_len(&self) -> usize {
        self.bytes.len()
    }
    pub fn encode(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(&self.bytes);
    }
}

/// A validated map borrowed from the payload (opaque body/schema/context/
/// params/scope maps). Re-encodes byte for byte.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct RawMap<'a> {
    bytes: Cow<'a, [u8]>,
    len: usize,
    uint_keys: bool,
}

impl<'a> RawMap<'a> {
    /// Validate `bytes` as one deterministic map; with `uint_keys` its keys
    /// must be unsigned integers (§4.3).
    pub fn from_canonical(
        bytes: &'a [u8],
        uint_keys: bool,
        max_depth: usize,
    ) -> Result<Self, DecodeError> {
        let mut r = Reader {
            buf: bytes,
            pos: 0,
            max_depth,
        };
        let m = if uint_keys {
            r.uint_keyed_map(1)?
        } else {
            r.any_keyed_map(1)?
        };
        r.finish()?;
        Ok(m)
    }
    /// The empty map.
    pub const EMPTY_UINT_KEYED: RawMap<'static> = RawMap {
        bytes: Cow::Borrowed(&[0xa0]),
        len: 0,
        uint_keys: true,
    };
    pub fn len(&self) -> usize {
        self.len
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    pub fn as_bytes(&self) -> &[u8] {
        &self.bytes
    }
    /// Entries in encoded (canonical) order.
    pub fn entries(&self) -> impl Iterator<Item = (Item<'_>, Item<'_>)> + '_ {
        let mut r = Reader {
            buf: &self.bytes,
            pos: 0,
            max_depth: usize::MAX,
        };
        let n = r.map_header(1).unwrap_or(0);
        (0..n).map_while(move |_| Some((r.item(2).ok()?, r.item(2).ok()?)))
    }
    /// Value for an unsigned-integer key.
    pub fn get(&self, key: u64) -> Option<Item<'_>> {
        self.entries()
            .find(|(k, _)| k.as_uint() == Some(key))
            .map(|(_, v)| v)
    }
    pub fn encoded_len(&self) -> usize {
        self.bytes.len()
    }
    pub fn encode(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(&self.bytes);
    }
}

/// Element types an [`Array`] can hold.
pub trait ArrayItem<'a>: Sized + Clone {
    fn read(r: &mut Reader<'a>) -> R<Self>;
    fn into_field_value(self) -> FieldValue<'a>;
    fn write(&self, out: &mut Vec<u8>);
    fn encoded_len(&self) -> usize;
}

impl<'a> ArrayItem<'a> for &'a str {
    fn into_field_value(self) -> FieldValue<'a> {
        FieldValue::Text(self)
    }
    #[inline]
    fn read(r: &mut Reader<'a>) -> R<Self> {
        r.tstr()
    }
    fn write(&self, out: &mut Vec<u8>) {
        write_tstr(out, self)
    }
    fn encoded_len(&self) -> usize {
        head_len(self.len() as u64) + self.len()
    }
}

impl<'a> ArrayItem<'a> for &'a [u8] {
    fn into_field_value(self) -> FieldValue<'a> {
        FieldValue::Bytes(self)
    }
    #[inline]
    fn read(r: &mut Reader<'a>) -> R<Self> {
        r.bstr()
    }
    fn write(&self, out: &mut Vec<u8>) {
        write_bstr(out, self)
    }
    fn encoded_len(&self) -> usize {
        head_len(self.len() as u64) + self.len()
    }
}

impl<'a> ArrayItem<'a> for u64 {
    fn into_field_value(self) -> FieldValue<'a> {
        FieldValue::Uint(self)
    }
    #[inline]
    fn read(r: &mut Reader<'a>) -> R<Self> {
        r.uint()
    }
    fn write(&self, out: &mut Vec<u8>) {
        write_uint(out, *self)
    }
    fn encoded_len(&self) -> usize {
        head_len(*self)
    }
}

impl<'a> ArrayItem<'a> for bool {
    fn into_field_value(self) -> FieldValue<'a> {
        FieldValue::Bool(self)
    }
    #[inline]
    fn read(r: &mut Reader<'a>) -> R<Self> {
        r.bool()
    }
    fn write(&self, out: &mut Vec<u8>) {
        write_bool(out, *self)
    }
    fn encoded_len(&self) -> usize {
        1
    }
}

/// An array field: borrowed and lazily decoded when it came off the wire,
/// or a list of items when built by the caller.
#[derive(Debug, Clone)]
pub enum Array<'a, T: ArrayItem<'a>> {
    /// Validated items borrowed from a payload; only the reader can build one.
    Encoded(EncodedItems<'a, T>),
    Items(Cow<'a, [T]>),
}

/// The validated encodings of an array's items (after the array head).
/// Fields are private: every value comes from [`Reader::array`], so encoding
/// it can never emit unvalidated bytes.
#[derive(Debug, Clone)]
pub struct EncodedItems<'a, T> {
    bytes: &'a [u8],
    len: usize,
    _t: PhantomData<T>,
}

impl<'a, T: ArrayItem<'a>> Array<'a, T> {
    pub fn len(&self) -> usize {
        match self {
            Array::Encoded(EncodedItems { len, .. }) => *len,
            Array::Items(v) => v.len(),
        }
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    pub fn iter(&self) -> ArrayIter<'a, '_, T> {
        match self {
            Array::Encoded(EncodedItems { bytes, len, .. }) => ArrayIter::Encoded(
                Reader {
                    buf: bytes,
                    pos: 0,
                    max_depth: usize::MAX,
                },
                *len,
            ),
            Array::Items(v) => ArrayIter::Items(v.iter()),
        }
    }
    pub fn encoded_len(&self) -> usize {
        head_len(self.len() as u64)
            + match self {
                Array::Encoded(EncodedItems { bytes, .. }) => bytes.len(),
                Array::Items(v) => v.iter().map(ArrayItem::encoded_len).sum(),
            }
    }
    pub fn encode(&self, out: &mut Vec<u8>) {
        write_head(out, 4, self.len() as u64);
        match self {
            Array::Encoded(EncodedItems { bytes, .. }) => out.extend_from_slice(bytes),
            Array::Items(v) => v.iter().for_each(|x| x.write(out)),
        }
    }
}

impl<'a, T: ArrayItem<'a>> From<Vec<T>> for Array<'a, T> {
    fn from(v: Vec<T>) -> Self {
        Array::Items(Cow::Owned(v))
    }
}

impl<'a, T: ArrayItem<'a>> From<&'a [T]> for Array<'a, T> {
    fn from(v: &'a [T]) -> Self {
        Array::Items(Cow::Borrowed(v))
    }
}

impl<'a, T: ArrayItem<'a> + PartialEq> PartialEq for Array<'a, T> {
    fn eq(&self, other: &Self) -> bool {
        self.len() == other.len() && self.iter().eq(other.iter())
    }
}

impl<'a, T: ArrayItem<'a> + Eq> Eq for Array<'a, T> {}

pub enum ArrayIter<'a, 'b, T: ArrayItem<'a>> {
    Encoded(Reader<'a>, usize),
    Items(core::slice::Iter<'b, T>),
}

impl<'a, T: ArrayItem<'a>> Iterator for ArrayIter<'a, '_, T> {
    type Item = T;
    fn next(&mut self) -> Option<T> {
        match self {
            ArrayIter::Encoded(r, n) => {
                if *n == 0 {
                    return None;
                }
                *n -= 1;
                T::read(r).ok()
            }
            ArrayIter::Items(it) => it.next().cloned(),
        }
    }
}

/// Best-effort recovery of `corr` (key `corr_key`, a bstr of `lo..=hi`
/// bytes) from a refused payload, so that an error reply can echo it.
/// Returns `None` when the payload is too broken to find one. Payload-size
/// and depth limits are not applied here: the scan stops at the first
/// malformed item and allocates nothing.
pub fn recover_corr(payload: &[u8], corr_key: u64, lo: usize, hi: usize) -> Option<&[u8]> {
    let mut r = Reader {
        buf: payload,
        pos: 0,
        max_depth: 64,
    };
    let n = r.map_header(1).ok()?;
    for _ in 0..n {
        // Only a uint key can be the corr key; any other key is skipped whole
        // (its contents must never be mistaken for entries).
        if r.peek().map(|b| b >> 5) == Some(0) {
            let k = r.uint().ok()?;
            if k == corr_key {
                return r.bstr().ok().filter(|c| (lo..=hi).contains(&c.len()));
            }
        } else {
            r.skip(2).ok()?;
        }
        r.skip(2).ok()?;
    }
    None
}

impl RawMap<'static> {
    /// Validate an owned encoding (for frames built by the caller).
    pub fn from_canonical_vec(
        bytes: Vec<u8>,
        uint_keys: bool,
        max_depth: usize,
    ) -> Result<Self, DecodeError> {
        let (len, uint_keys) = {
            let m = RawMap::from_canonical(&bytes, uint_keys, max_depth)?;
            (m.len, m.uint_keys)
        };
        Ok(RawMap {
            bytes: Cow::Owned(bytes),
            len,
            uint_keys,
        })
    }
}

impl Item<'static> {
    /// Validate an owned encoding (for frames built by the caller).
    pub fn from_canonical_vec(bytes: Vec<u8>, max_depth: usize) -> Result<Self, DecodeError> {
        Item::from_canonical(&bytes, max_depth)?;
        Ok(Item {
            bytes: Cow::Owned(bytes),
        })
    }
}

#[cfg(feature = "arbitrary")]
mod arb {
    //! `Arbitrary` for the borrowed value types: always valid, canonical
    //! encodings, so structured fuzzing starts from frames the encoder must
    //! get right.
    use super::*;
    use arbitrary::{Arbitrary, Result, Unstructured};

    fn small_value(u: &mut Unstructured<'_>, out: &mut Vec<u8>, depth: u8) -> Result<()> {
        match u.int_in_range(0u8..=if depth > 2 { 4 } else { 6 })? {
            0 => write_uint(out, u64::arbitrary(u)?),
            1 => write_int(out, -1 - i128::from(u32::arbitrary(u)?)),
            2 => write_tstr(out, <&str>::arbitrary(u)?),
            3 => write_bstr(out, <&[u8]>::arbitrary(u)?),
            4 => out.push(*u.choose(&[0xf4u8, 0xf5, 0xf6])?),
            5 => {
                let n = u.int_in_range(0u8..=3)?;
                write_head(out, 4, u64::from(n));
                for _ in 0..n {
                    small_value(u, out, depth + 1)?;
                }
            }
            _ => {
                uint_map(u, out, depth + 1)?;
            }
        }
        Ok(())
    }

    fn uint_map(u: &mut Unstructured<'_>, out: &mut Vec<u8>, depth: u8) -> Result<usize> {
        let n = u.int_in_range(0u8..=4)?;
        write_head(out, 5, u64::from(n));
        let mut key = 0u64;
        for i in 0..n {
            key = key.saturating_add(u64::from(u.int_in_range(u8::from(i > 0)..=40)?));
            write_uint(out, key);
            small_value(u, out, depth)?;
        }
        Ok(usize::from(n))
    }

    impl<'a> Arbitrary<'a> for RawMap<'a> {
        fn arbitrary(u: &mut Unstructured<'a>) -> Result<Self> {
            let mut out = Vec::new();
            let len = uint_map(u, &mut out, 3)?;
            Ok(RawMap {
                bytes: Cow::Owned(out),
                len,
                uint_keys: true,
            })
        }
    }

    impl<'a> Arbitrary<'a> for Item<'a> {
        fn arbitrary(u: &mut Unstructured<'a>) -> Result<Self> {
            let mut out = Vec::new();
            small_value(u, &mut out, 2)?;
            if out == [0xf6] {
                // A null is "absent" (D8); keep Some(item) meaningful.
                out = vec![0x00];
            }
            Ok(Item {
                bytes: Cow::Owned(out),
            })
        }
    }

    /// Array elements built from input that outlives them. `Array` is
    /// invariant in its lifetime (`Cow<[T]>`), so the derive's
    /// `'arbitrary: 'a` bound needs this instead of `T: Arbitrary<'a>`.
    pub trait ArbItem<'x>: Sized {
        fn arb(u: &mut Unstructured<'x>) -> Result<Self>;
    }
    impl<'x: 'a, 'a> ArbItem<'x> for &'a str {
        fn arb(u: &mut Unstructured<'x>) -> Result<Self> {
            <&'x str>::arbitrary(u)
        }
    }
    impl<'x: 'a, 'a> ArbItem<'x> for &'a [u8] {
        fn arb(u: &mut Unstructured<'x>) -> Result<Self> {
            <&'x [u8]>::arbitrary(u)
        }
    }
    impl<'x> ArbItem<'x> for u64 {
        fn arb(u: &mut Unstructured<'x>) -> Result<Self> {
            u64::arbitrary(u)
        }
    }
    impl<'x> ArbItem<'x> for bool {
        fn arb(u: &mut Unstructured<'x>) -> Result<Self> {
            bool::arbitrary(u)
        }
    }

    impl<'x: 'a, 'a, T: ArrayItem<'a> + ArbItem<'x>> Arbitrary<'x> for Array<'a, T> {
        fn arbitrary(u: &mut Unstructured<'x>) -> Result<Self> {
            let mut v = Vec::new();
            while v.len() < 16 && bool::arbitrary(u)? {
                v.push(T::arb(u)?);
            }
            Ok(Array::Items(Cow::Owned(v)))
        }
    }
}
