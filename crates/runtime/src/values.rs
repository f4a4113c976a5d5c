//! Borrowed value types: arrays and typed maps (lazily iterated views over the
//! validated payload), opaque maps and items, and the [`Elem`] trait that lets
//! any element type be read, written and inspected.

use super::error::{DecodeError, NotCanonical, Rule};
use super::read::{KeyOrder, Policy, Reader};
use super::write::{self, Sink};
#[cfg(feature = "alloc")]
use alloc::vec::Vec;

type R<T> = Result<T, DecodeError>;

/// The reader policy for iterating already-validated bytes: refuses nothing.
#[doc(hidden)]
pub static ITER: Policy = Policy {
    max_payload: usize::MAX,
    max_depth: usize::MAX,
    refuse_tags: false,
    refuse_simple: false,
    refuse_floats: false,
    ctx: &super::error::NO_CTX,
    lenient: &ITER,
};

/// Validation of caller-provided encodings: deterministic CBOR only.
static CALLER: Policy = Policy {
    max_payload: usize::MAX,
    max_depth: 64,
    refuse_tags: false,
    refuse_simple: false,
    refuse_floats: false,
    ctx: &super::error::NO_CTX,
    lenient: &CALLER,
};

/// A value an [`Array`], a tuple or a [`Map`] can hold.
pub trait Elem<'a>: Sized + Clone {
    /// Whether the bytes a value was read from are its canonical encoding (false
    /// for records, whose unknown keys and nulls the encoder drops).
    const RAW_CANONICAL: bool = true;
    /// Read one element from validated bytes at nesting `level`.
    fn read(r: &mut Reader<'a>, level: usize) -> R<Self>;
    /// The canonical encoding.
    fn write<S: Sink>(&self, out: &mut S);
    /// Length of [`Elem::write`]'s output.
    fn encoded_len(&self) -> usize;
    /// A map key below 24 (its one-byte encoding) then the value: scalars
    /// and strings with a one-byte head write both bytes at once.
    #[inline]
    fn write_keyed<S: Sink>(&self, key: u8, out: &mut S) {
        out.push(key);
        self.write(out);
    }
    /// For inspection.
    #[cfg(feature = "alloc")]
    #[cfg_attr(docsrs, doc(cfg(feature = "alloc")))]
    fn field_value(&self) -> super::FieldValue<'a>;
}

macro_rules! scalar_elem {
    ($t:ty, $read:ident, |$s:ident, $o:ident| $w:expr, |$l:ident| $len:expr, |$f:ident| $fv:expr) => {
        scalar_elem!($t, $read, |$s, $o| $w, |$l| $len, |$f| $fv, |ks, kk, ko| {
            ko.push(kk);
            Elem::write(ks, ko)
        });
    };
    ($t:ty, $read:ident, |$s:ident, $o:ident| $w:expr, |$l:ident| $len:expr, |$f:ident| $fv:expr,
     |$ks:ident, $kk:ident, $ko:ident| $kw:expr) => {
        impl<'a> Elem<'a> for $t {
            #[inline]
            fn read(r: &mut Reader<'a>, _level: usize) -> R<Self> {
                r.$read()
            }
            #[inline]
            fn write<S: Sink>(&self, $o: &mut S) {
                let $s = self;
                $w
            }
            #[inline]
            fn write_keyed<S: Sink>(&self, $kk: u8, $ko: &mut S) {
                let $ks = self;
                $kw
            }
            #[inline]
            fn encoded_len(&self) -> usize {
                let $l = self;
                $len
            }
            #[cfg(feature = "alloc")]
            fn field_value(&self) -> super::FieldValue<'a> {
                let $f = self;
                $fv
            }
        }
    };
}

scalar_elem!(
    u64,
    uint,
    |s, o| write::write_uint(o, *s),
    |l| write::uint_len(*l),
    |f| super::FieldValue::Uint(*f),
    |s, k, o| write::write_keyed_head(o, k, 0, *s)
);
scalar_elem!(
    i128,
    int,
    |s, o| write::write_int(o, *s),
    |l| write::int_len(*l),
    |f| super::FieldValue::Int(*f)
);
scalar_elem!(
    f64,
    float,
    |s, o| write::write_float(o, *s),
    |l| write::float_len(*l),
    |f| super::FieldValue::Float(*f)
);
scalar_elem!(
    bool,
    bool,
    |s, o| write::write_bool(o, *s),
    |_l| 1,
    |f| super::FieldValue::Bool(*f),
    |s, k, o| o.put(&[k, if *s { 0xf5 } else { 0xf4 }])
);
scalar_elem!(
    &'a str,
    tstr,
    |s, o| write::write_tstr(o, s),
    |l| write::str_len(l.len()),
    |f| super::FieldValue::Text(f),
    |s, k, o| {
        write::write_keyed_head(o, k, 3, s.len() as u64);
        o.put(s.as_bytes())
    }
);
scalar_elem!(
    &'a [u8],
    bstr,
    |s, o| write::write_bstr(o, s),
    |l| write::str_len(l.len()),
    |f| super::FieldValue::Bytes(f),
    |s, k, o| {
        write::write_keyed_head(o, k, 2, s.len() as u64);
        o.put(s)
    }
);

macro_rules! tuple_elem {
    ($n:literal; $($t:ident $i:tt),+) => {
        impl<'a, $($t: Elem<'a>),+> Elem<'a> for ($($t,)+) {
            const RAW_CANONICAL: bool = $($t::RAW_CANONICAL)&&+;
            fn read(r: &mut Reader<'a>, level: usize) -> R<Self> {
                r.array_header(level)?;
                Ok(($($t::read(r, level + 1)?,)+))
            }
            fn write<S: Sink>(&self, out: &mut S) {
                write::write_head(out, 4, $n);
                $(self.$i.write(out);)+
            }
            fn encoded_len(&self) -> usize {
                1 $(+ self.$i.encoded_len())+
            }
            #[cfg(feature = "alloc")]
            fn field_value(&self) -> super::FieldValue<'a> {
                super::FieldValue::Array(alloc::vec![$(self.$i.field_value()),+])
            }
        }
    };
}

tuple_elem!(2; A 0, B 1);
tuple_elem!(3; A 0, B 1, C 2);
tuple_elem!(4; A 0, B 1, C 2, D 3);

/// One validated item, borrowed from the payload (schema type `any`).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Item<'a> {
    bytes: &'a [u8],
}

/// The CBOR major kind of an [`Item`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum ItemKind {
    /// Major type 0.
    Uint,
    /// Major type 1.
    Nint,
    /// Major type 2.
    Bstr,
    /// Major type 3.
    Tstr,
    /// Major type 4.
    Array,
    /// Major type 5.
    Map,
    /// Major type 6.
    Tag,
    /// `false` or `true`.
    Bool,
    /// `null`.
    Null,
    /// A half, single or double float.
    Float,
    /// Another simple value (including `undefined`).
    Simple,
}

impl<'a> Item<'a> {
    #[doc(hidden)]
    pub fn __from_validated(bytes: &'a [u8]) -> Self {
        Item { bytes }
    }
    /// Validate `bytes` as exactly one deterministically encoded item.
    pub fn from_canonical(bytes: &'a [u8]) -> Result<Self, NotCanonical> {
        let mut r = Reader::trusted(bytes, &CALLER);
        r.skip(1).and_then(|()| r.finish()).map_err(NotCanonical)?;
        Ok(Self::__from_validated(bytes))
    }
    /// The item's encoded bytes.
    pub fn as_bytes(&self) -> &[u8] {
        self.bytes
    }
    /// The item's major kind, from its initial byte.
    pub fn kind(&self) -> ItemKind {
        match self.as_bytes().first().copied().unwrap_or(0xf6) {
            b if b >> 5 == 0 => ItemKind::Uint,
            b if b >> 5 == 1 => ItemKind::Nint,
            b if b >> 5 == 2 => ItemKind::Bstr,
            b if b >> 5 == 3 => ItemKind::Tstr,
            b if b >> 5 == 4 => ItemKind::Array,
            b if b >> 5 == 5 => ItemKind::Map,
            b if b >> 5 == 6 => ItemKind::Tag,
            0xf4 | 0xf5 => ItemKind::Bool,
            0xf6 => ItemKind::Null,
            0xf9..=0xfb => ItemKind::Float,
            _ => ItemKind::Simple,
        }
    }
    fn reader(&self) -> Reader<'_> {
        Reader::trusted(self.as_bytes(), &ITER)
    }
    /// The value of a uint item.
    pub fn as_uint(&self) -> Option<u64> {
        self.reader().uint().ok()
    }
    /// The value of a uint or nint item.
    pub fn as_int(&self) -> Option<i128> {
        self.reader().int().ok()
    }
    /// The value of a float item.
    pub fn as_float(&self) -> Option<f64> {
        self.reader().float().ok()
    }
    /// The text of a text-string item.
    pub fn as_text(&self) -> Option<&str> {
        self.reader().tstr().ok()
    }
    /// The bytes of a byte-string item.
    pub fn as_byte_string(&self) -> Option<&[u8]> {
        self.reader().bstr().ok()
    }
    /// The value of a bool item.
    pub fn as_bool(&self) -> Option<bool> {
        self.reader().bool().ok()
    }
    /// The elements of an array item (each borrowed).
    pub fn as_array(&self) -> Option<impl Iterator<Item = Item<'_>> + '_> {
        let mut r = self.reader();
        let n = r.array_header(1).ok()?;
        Some((0..n).map_while(move |_| r.raw_item(2).ok().map(Item::__from_validated)))
    }
    /// Whether the item is an array whose elements are all uints below `bound`.
    pub fn is_uint_array_below(&self, bound: u64) -> bool {
        match self.as_array() {
            Some(mut it) => it.all(|x| x.as_uint().is_some_and(|v| v < bound)),
            None => false,
        }
    }
    /// The length of the item's encoding, in bytes.
    pub fn encoded_len(&self) -> usize {
        self.as_bytes().len()
    }
    /// Write the item's encoding (it is canonical already).
    pub fn encode<S: Sink>(&self, out: &mut S) {
        out.put(self.as_bytes());
    }
}

impl<'a> Elem<'a> for Item<'a> {
    fn read(r: &mut Reader<'a>, level: usize) -> R<Self> {
        r.raw_item(level).map(Item::__from_validated)
    }
    fn write<S: Sink>(&self, out: &mut S) {
        self.encode(out)
    }
    fn encoded_len(&self) -> usize {
        self.as_bytes().len()
    }
    #[cfg(feature = "alloc")]
    fn field_value(&self) -> super::FieldValue<'a> {
        super::FieldValue::Item(alloc::borrow::Cow::Borrowed(self.bytes))
    }
}

/// A validated opaque map (uint-keyed or keyed by anything), re-encoded byte for byte.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct RawMap<'a> {
    bytes: &'a [u8],
    len: usize,
}

impl<'a> RawMap<'a> {
    #[doc(hidden)]
    pub fn __from_validated(bytes: &'a [u8], len: usize) -> Self {
        RawMap { bytes, len }
    }
    /// Validate `bytes` as one deterministic map; with `uint_keys` its keys must
    /// be unsigned integers (§4.3).
    pub fn from_canonical(bytes: &'a [u8], uint_keys: bool) -> Result<Self, NotCanonical> {
        let mut r = Reader::trusted(bytes, &CALLER);
        let fail = |e| NotCanonical(e);
        let n = r.map_header(1).map_err(fail)?;
        let mut order = KeyOrder::new();
        for _ in 0..n {
            let at = r.pos();
            if uint_keys && r.peek_major() != Some(0) {
                return Err(NotCanonical(r.fail(Rule::NestedKeyType, at)));
            }
            r.any_key(&mut order, 2).map_err(fail)?;
            r.skip(2).map_err(fail)?;
        }
        r.finish().map_err(fail)?;
        Ok(Self::__from_validated(bytes, n))
    }
    /// The empty map.
    pub const EMPTY: RawMap<'static> = RawMap {
        bytes: &[0xa0],
        len: 0,
    };
    /// The number of entries.
    pub fn len(&self) -> usize {
        self.len
    }
    /// Whether the map has no entries.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    /// The map's canonical encoding.
    pub fn as_bytes(&self) -> &[u8] {
        self.bytes
    }
    /// Entries in encoded (canonical) order.
    pub fn entries(&self) -> impl Iterator<Item = (Item<'_>, Item<'_>)> + '_ {
        let mut r = Reader::trusted(self.as_bytes(), &ITER);
        let n = r.map_header(1).unwrap_or(0);
        (0..n).map_while(move |_| {
            let k = r.raw_item(2).ok()?;
            let v = r.raw_item(2).ok()?;
            Some((Item::__from_validated(k), Item::__from_validated(v)))
        })
    }
    /// The value of an unsigned-integer key.
    pub fn get(&self, key: u64) -> Option<Item<'_>> {
        self.entries()
            .find(|(k, _)| k.as_uint() == Some(key))
            .map(|(_, v)| v)
    }
    /// The length of the map's encoding, in bytes.
    pub fn encoded_len(&self) -> usize {
        self.as_bytes().len()
    }
    /// Write the map's encoding (it is canonical already).
    pub fn encode<S: Sink>(&self, out: &mut S) {
        out.put(self.as_bytes());
    }
}

impl<'a> Elem<'a> for RawMap<'a> {
    fn read(r: &mut Reader<'a>, level: usize) -> R<Self> {
        let start = r.pos();
        let mut probe = r.clone();
        let n = probe.map_header(level)?;
        r.skip(level)?;
        Ok(RawMap::__from_validated(r.span(start), n))
    }
    fn write<S: Sink>(&self, out: &mut S) {
        self.encode(out)
    }
    fn encoded_len(&self) -> usize {
        self.as_bytes().len()
    }
    #[cfg(feature = "alloc")]
    fn field_value(&self) -> super::FieldValue<'a> {
        super::FieldValue::RawMap(alloc::borrow::Cow::Borrowed(self.bytes))
    }
}

#[derive(Debug, Clone)]
enum Items<'a, T> {
    /// Validated items borrowed from a payload (after the head), their count and nesting level.
    Encoded {
        bytes: &'a [u8],
        len: usize,
        level: usize,
    },
    Slice(&'a [T]),
}

/// An array: borrowed and lazily decoded when it came off the wire, or a list
/// of the caller's values (a slice) when built.
///
/// Iterating a decoded array re-reads each item from the payload (no
/// allocation).
///
/// Under [`Profile::Minimum`](crate::Profile::Minimum) an element of another
/// type than the declared one (`item-type`, a `strict`-basis fault that profile
/// accepts) can be present. Nothing is dropped: [`Array::items`] yields every
/// element in order, `Ok` when it is of the declared type and `Err` with the
/// element's encoding when it is not; [`Array::len`] counts both, and
/// [`Array::encode`] writes both. [`Array::iter`] yields only the elements of
/// the declared type (all of them under the default `Strict` profile, which
/// refuses the payload instead). `npamp_generated::Array` has an example.
#[derive(Debug, Clone)]
pub struct Array<'a, T> {
    items: Items<'a, T>,
}

impl<'a, T: Elem<'a>> Array<'a, T> {
    #[doc(hidden)]
    pub fn __from_validated(bytes: &'a [u8], len: usize, level: usize) -> Self {
        Array {
            items: Items::Encoded { bytes, len, level },
        }
    }
    /// An array of borrowed values.
    pub fn from_slice(v: &'a [T]) -> Self {
        Array {
            items: Items::Slice(v),
        }
    }
    /// The number of items.
    pub fn len(&self) -> usize {
        match &self.items {
            Items::Encoded { len, .. } => *len,
            Items::Slice(v) => v.len(),
        }
    }
    /// Whether the array has no items.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// The elements of the declared type, in order: under `Profile::Minimum`
    /// an element of another type is passed over (see [`Array::items`], which
    /// yields it).
    pub fn iter(&self) -> ArrayIter<'a, '_, T> {
        match &self.items {
            Items::Encoded { bytes, len, level } => ArrayIter {
                inner: IterInner::Encoded(Reader::trusted(bytes, &ITER), *len, *level),
            },
            Items::Slice(v) => ArrayIter {
                inner: IterInner::Slice(v.iter()),
            },
        }
    }
    /// Every element, in order: `Ok` when it is of the declared type, `Err`
    /// with its encoding when it is not (only under `Profile::Minimum`, which
    /// accepts such an element: `item-type` is a `strict` fault).
    pub fn items(&self) -> ArrayItems<'a, '_, T> {
        match &self.items {
            Items::Encoded { bytes, len, level } => ArrayItems {
                inner: IterInner::Encoded(Reader::trusted(bytes, &ITER), *len, *level),
            },
            Items::Slice(v) => ArrayItems {
                inner: IterInner::Slice(v.iter()),
            },
        }
    }
    /// Whether every element is of the declared type (always true for a
    /// built array and under the `Strict` profile).
    pub fn is_uniform(&self) -> bool {
        self.items().all(|x| x.is_ok())
    }
    /// The element at `i` of the declared type, counting only those (walks
    /// the array; [`Array::items`] counts every element).
    pub fn get(&self, i: usize) -> Option<T> {
        self.iter().nth(i)
    }
    /// The length of the array's canonical encoding, in bytes.
    pub fn encoded_len(&self) -> usize {
        write::head_len(self.len() as u64)
            + match &self.items {
                Items::Encoded { bytes, .. } if T::RAW_CANONICAL => bytes.len(),
                Items::Encoded { bytes, len, level } => {
                    let mut n = 0;
                    each_item::<T>(bytes, *len, *level, |x| {
                        n += x.map_or_else(<[u8]>::len, |(v, _)| v.encoded_len())
                    });
                    n
                }
                _ => self.iter().map(|x| x.encoded_len()).sum(),
            }
    }
    /// The canonical encoding: records are re-encoded (their unknown keys and
    /// nulls dropped); an item that is not of the array's type (present only
    /// under `Profile::Minimum`) is copied as received.
    pub fn encode<S: Sink>(&self, out: &mut S) {
        write::write_head(out, 4, self.len() as u64);
        match &self.items {
            Items::Encoded { bytes, .. } if T::RAW_CANONICAL => out.put(bytes),
            Items::Encoded { bytes, len, level } => {
                each_item::<T>(bytes, *len, *level, |x| match x {
                    Ok((v, _)) => v.write(out),
                    Err(raw) => out.put(raw),
                })
            }
            _ => self.iter().for_each(|x| x.write(out)),
        }
    }
}

impl<'a, T: Elem<'a>> Elem<'a> for Array<'a, T> {
    const RAW_CANONICAL: bool = T::RAW_CANONICAL;
    fn read(r: &mut Reader<'a>, level: usize) -> R<Self> {
        let n = r.array_header(level)?;
        let start = r.pos();
        for _ in 0..n {
            r.skip(level + 1)?;
        }
        Ok(Array::__from_validated(r.span(start), n, level + 1))
    }
    fn write<S: Sink>(&self, out: &mut S) {
        self.encode(out)
    }
    fn encoded_len(&self) -> usize {
        Array::encoded_len(self)
    }
    #[cfg(feature = "alloc")]
    fn field_value(&self) -> super::FieldValue<'a> {
        super::FieldValue::Array(match &self.items {
            Items::Encoded { .. } => self.items().map(mistyped_or).collect(),
            Items::Slice(v) => v.iter().map(Elem::field_value).collect(),
        })
    }
}

/// An element's inspection value: its own, or its encoding when it is not of
/// the declared type.
#[cfg(feature = "alloc")]
fn mistyped_or<'a, T: Elem<'a>>(x: Result<T, Item<'a>>) -> super::FieldValue<'a> {
    match x {
        Ok(v) => v.field_value(),
        Err(raw) => super::FieldValue::Mistyped(alloc::borrow::Cow::Borrowed(raw.bytes)),
    }
}

impl<'a, T: Elem<'a>> From<&'a [T]> for Array<'a, T> {
    fn from(v: &'a [T]) -> Self {
        Array::from_slice(v)
    }
}

impl<'a, T: Elem<'a> + PartialEq> PartialEq for Array<'a, T> {
    fn eq(&self, other: &Self) -> bool {
        self.len() == other.len() && self.items().eq(other.items())
    }
}

/// Every item of validated array bytes: `Ok` when it reads as `T`, else its raw bytes.
fn each_item<'a, T: Elem<'a>>(
    bytes: &'a [u8],
    len: usize,
    level: usize,
    mut f: impl FnMut(Result<(T, &'a [u8]), &'a [u8]>),
) {
    let mut r = Reader::trusted(bytes, &ITER);
    for _ in 0..len {
        let at = r.pos();
        match T::read(&mut r, level) {
            Ok(v) => f(Ok((v, r.span(at)))),
            Err(_) => {
                r.rewind(at);
                if r.skip(level).is_err() {
                    return;
                }
                f(Err(r.span(at)));
            }
        }
    }
}

/// Iterator over the elements of an [`Array`] of its declared type ([`Array::iter`]).
pub struct ArrayIter<'a, 'b, T> {
    inner: IterInner<'a, 'b, T>,
}

/// Iterator over every element of an [`Array`], of the declared type or not
/// ([`Array::items`]).
pub struct ArrayItems<'a, 'b, T> {
    inner: IterInner<'a, 'b, T>,
}

impl<'a, T: Elem<'a>> Iterator for ArrayItems<'a, '_, T> {
    type Item = Result<T, Item<'a>>;
    fn next(&mut self) -> Option<Self::Item> {
        match &mut self.inner {
            IterInner::Encoded(r, n, level) => {
                if *n == 0 {
                    return None;
                }
                *n -= 1;
                let at = r.pos();
                match T::read(r, *level) {
                    Ok(v) => Some(Ok(v)),
                    // Only under Profile::Minimum: an element of another type.
                    Err(_) => {
                        r.rewind(at);
                        if r.skip(*level).is_err() {
                            *n = 0;
                            return None;
                        }
                        Some(Err(Item::__from_validated(r.span(at))))
                    }
                }
            }
            IterInner::Slice(it) => it.next().cloned().map(Ok),
        }
    }
}

enum IterInner<'a, 'b, T> {
    Encoded(Reader<'a>, usize, usize),
    Slice(core::slice::Iter<'b, T>),
}

impl<'a, T: Elem<'a>> Iterator for ArrayIter<'a, '_, T> {
    type Item = T;
    fn next(&mut self) -> Option<T> {
        match &mut self.inner {
            IterInner::Encoded(r, n, level) => {
                while *n > 0 {
                    *n -= 1;
                    let at = r.pos();
                    match T::read(r, *level) {
                        Ok(v) => return Some(v),
                        // Only under Profile::Minimum: skip an item of another type.
                        Err(_) => {
                            r.rewind(at);
                            if r.skip(*level).is_err() {
                                *n = 0;
                            }
                        }
                    }
                }
                None
            }
            IterInner::Slice(it) => it.next().cloned(),
        }
    }
}

#[derive(Debug, Clone)]
enum Entries<'a, K, V> {
    Encoded {
        bytes: &'a [u8],
        len: usize,
        level: usize,
    },
    Slice(&'a [(K, V)]),
}

/// A typed map (e.g. Telemetry `labels`, text → text): borrowed and lazily
/// decoded when it came off the wire, or entries built by the caller (encoded
/// in canonical key order).
#[derive(Debug, Clone)]
pub struct Map<'a, K, V> {
    entries: Entries<'a, K, V>,
}

impl<'a, K: Elem<'a>, V: Elem<'a>> Map<'a, K, V> {
    #[doc(hidden)]
    pub fn __from_validated(bytes: &'a [u8], len: usize, level: usize) -> Self {
        Map {
            entries: Entries::Encoded { bytes, len, level },
        }
    }
    /// A map of borrowed entries.
    pub fn from_slice(v: &'a [(K, V)]) -> Self {
        Map {
            entries: Entries::Slice(v),
        }
    }
    /// The number of entries.
    pub fn len(&self) -> usize {
        match &self.entries {
            Entries::Encoded { len, .. } => *len,
            Entries::Slice(v) => v.len(),
        }
    }
    /// Whether the map has no entries.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// The entries of the declared types, in encoded order (decoded maps) or
    /// as given (built maps): under `Profile::Minimum` an entry whose key or
    /// value is of another type is passed over (see [`Map::entries`], which
    /// yields it).
    pub fn iter(&self) -> impl Iterator<Item = (K, V)> + use<'_, 'a, K, V> {
        self.entries().filter_map(Result::ok)
    }
    /// Every entry, in encoded order (decoded maps) or as given (built maps):
    /// `Ok` when key and value are of the declared types, `Err` with the
    /// encodings of both when one is not (only under `Profile::Minimum`, which
    /// accepts such an entry: `item-type` is a `strict` fault). [`Map::iter`]
    /// passes over such an entry.
    pub fn entries(
        &self,
    ) -> impl Iterator<Item = Result<(K, V), (Item<'a>, Item<'a>)>> + use<'_, 'a, K, V> {
        type Wire<'a> = Option<(Reader<'a>, usize, usize)>;
        let (enc, slice): (Wire<'a>, &[(K, V)]) = match &self.entries {
            Entries::Encoded { bytes, len, level } => {
                (Some((Reader::trusted(bytes, &ITER), *len, *level)), &[])
            }
            Entries::Slice(v) => (None, v),
        };
        let mut enc = enc;
        let from_wire = core::iter::from_fn(move || {
            let (r, n, level) = enc.as_mut()?;
            if *n == 0 {
                return None;
            }
            *n -= 1;
            let at = r.pos();
            let k = K::read(r, *level);
            let v = k.as_ref().ok().map(|_| V::read(r, *level));
            if let (Ok(k), Some(Ok(v))) = (k, v) {
                return Some(Ok((k, v)));
            }
            r.rewind(at);
            let key = r.raw_item(*level);
            let value = r.raw_item(*level);
            match (key, value) {
                (Ok(k), Ok(v)) => Some(Err((Item::__from_validated(k), Item::__from_validated(v)))),
                _ => {
                    *n = 0;
                    None
                }
            }
        });
        from_wire.chain(slice.iter().cloned().map(Ok))
    }
    fn sorted_encodings(&self) -> SortedEntries<'_, 'a, K, V> {
        SortedEntries { map: self }
    }
    /// The length of the map's canonical encoding, in bytes.
    pub fn encoded_len(&self) -> usize {
        write::head_len(self.len() as u64)
            + match &self.entries {
                Entries::Encoded { bytes, .. } if K::RAW_CANONICAL && V::RAW_CANONICAL => {
                    bytes.len()
                }
                _ => self
                    .entries()
                    .map(|e| match e {
                        Ok((k, v)) => k.encoded_len() + v.encoded_len(),
                        Err((k, v)) => k.encoded_len() + v.encoded_len(),
                    })
                    .sum(),
            }
    }
    /// Write the map's canonical encoding (entries sorted by their encoded keys).
    pub fn encode<S: Sink>(&self, out: &mut S) {
        match &self.entries {
            Entries::Encoded { bytes, len, .. } if K::RAW_CANONICAL && V::RAW_CANONICAL => {
                write::write_head(out, 5, *len as u64);
                out.put(bytes);
            }
            // An entry not of the declared types (present only under
            // `Profile::Minimum`) is copied as received, as an array's element.
            Entries::Encoded { .. } => {
                write::write_head(out, 5, self.len() as u64);
                for e in self.entries() {
                    match e {
                        Ok((k, v)) => {
                            k.write(out);
                            v.write(out);
                        }
                        Err((k, v)) => {
                            k.encode(out);
                            v.encode(out);
                        }
                    }
                }
            }
            _ => self.sorted_encodings().encode(out),
        }
    }
}

/// Built maps are written in canonical order: keys by their encodings.
struct SortedEntries<'m, 'a, K, V> {
    map: &'m Map<'a, K, V>,
}

impl<'a, K: Elem<'a>, V: Elem<'a>> SortedEntries<'_, 'a, K, V> {
    fn encode<S: Sink>(&self, out: &mut S) {
        let entries: &[(K, V)] = match &self.map.entries {
            Entries::Slice(v) => v,
            Entries::Encoded { .. } => &[],
        };
        write::write_head(out, 5, entries.len() as u64);
        // Selection in (encoded key, index) order: every entry is written once,
        // duplicates included (validate() refuses those), O(n²) without allocating.
        let mut last: Option<usize> = None;
        for _ in 0..entries.len() {
            let mut best: Option<usize> = None;
            for i in 0..entries.len() {
                let after_last = last.is_none_or(|l| key_cmp(entries, i, l).is_gt());
                if after_last && best.is_none_or(|b| key_cmp(entries, i, b).is_lt()) {
                    best = Some(i);
                }
            }
            let Some(i) = best else { break };
            if let Some((k, v)) = entries.get(i) {
                k.write(out);
                v.write(out);
            }
            last = Some(i);
        }
    }
}

/// Order of two entries by their keys' encodings, then by position.
fn key_cmp<'a, K: Elem<'a>, V>(entries: &[(K, V)], a: usize, b: usize) -> core::cmp::Ordering {
    match (entries.get(a), entries.get(b)) {
        (Some((ka, _)), Some((kb, _))) => KeyBuf::of(ka).cmp(&KeyBuf::of(kb)).then(a.cmp(&b)),
        _ => a.cmp(&b),
    }
}

/// A key's encoding for ordering (the whole encoding with `alloc`; without
/// it, the first 256 bytes — longer keys of built maps order by that prefix).
#[derive(PartialEq, Eq, PartialOrd, Ord)]
struct KeyBuf {
    #[cfg(feature = "alloc")]
    bytes: Vec<u8>,
    #[cfg(not(feature = "alloc"))]
    bytes: ([u8; 256], usize),
}

impl KeyBuf {
    fn of<'a, K: Elem<'a>>(k: &K) -> Self {
        #[cfg(feature = "alloc")]
        {
            let mut bytes = Vec::with_capacity(k.encoded_len());
            k.write(&mut bytes);
            KeyBuf { bytes }
        }
        #[cfg(not(feature = "alloc"))]
        {
            let mut buf = [0u8; 256];
            let mut s = super::write::SliceSink::new(&mut buf);
            k.write(&mut s);
            let len = s.finish().unwrap_or(256);
            KeyBuf { bytes: (buf, len) }
        }
    }
}

impl<'a, K: Elem<'a>, V: Elem<'a>> Elem<'a> for Map<'a, K, V> {
    const RAW_CANONICAL: bool = K::RAW_CANONICAL && V::RAW_CANONICAL;
    fn read(r: &mut Reader<'a>, level: usize) -> R<Self> {
        let n = r.map_header(level)?;
        let start = r.pos();
        for _ in 0..n {
            r.skip(level + 1)?;
            r.skip(level + 1)?;
        }
        Ok(Map::__from_validated(r.span(start), n, level + 1))
    }
    fn write<S: Sink>(&self, out: &mut S) {
        self.encode(out)
    }
    fn encoded_len(&self) -> usize {
        Map::encoded_len(self)
    }
    #[cfg(feature = "alloc")]
    fn field_value(&self) -> super::FieldValue<'a> {
        super::FieldValue::Entries(
            self.entries()
                .map(|e| match e {
                    Ok((k, v)) => (k.field_value(), v.field_value()),
                    Err((k, v)) => (
                        mistyped_or::<Item<'a>>(Err(k)),
                        mistyped_or::<Item<'a>>(Err(v)),
                    ),
                })
                .collect(),
        )
    }
}

impl<'a, K: Elem<'a> + PartialEq, V: Elem<'a> + PartialEq> PartialEq for Map<'a, K, V> {
    fn eq(&self, other: &Self) -> bool {
        self.len() == other.len() && self.entries().eq(other.entries())
    }
}
