//! The small hand-written runtime the generated codecs (`npamp-generated`)
//! call; `npamp_generated::rt` re-exports it.
//!
//! Nothing here knows about a frame or a channel: every frame-specific fact
//! (keys, types, ranges, rules, sections, bases) is emitted by `npamp-codegen`
//! from the schema. The RFC 8949 checks live here because they are the same
//! for every map of every channel.
//!
//! Public: the values a user meets in decoded frames ([`Array`], [`Map`],
//! [`RawMap`], [`Item`]), [`DecodeError`], [`NoReply`], [`FrameCode`],
//! [`StrictCheck`], [`FieldValue`], the encoding [`Sink`]s and the
//! [`Channel`] interface. Generator plumbing (the reader,
//! policies, check sites, writers) is in [`__private`].

#![cfg_attr(not(feature = "std"), no_std)]
#![cfg_attr(docsrs, feature(doc_cfg))]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

#[cfg(feature = "alloc")]
extern crate alloc;

mod channel;
mod error;
mod float;
mod mutant;
mod plant;
mod read;
mod text;
mod values;
mod write;

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctest;

#[cfg(feature = "alloc")]
pub use channel::FrameView;
pub use channel::{
    Channel, ChannelInfo, DisplayOutcome, FrameCode, FrameInfo, NoReply, Outcome, Refused, Role,
    StrictCheck, StrictKind, Summary,
};
pub use error::{
    Basis, BufferTooSmall, DecodeError, FailClass, Group, NotCanonical, Profile, Rule,
};
pub use read::Corr;
pub use values::{Array, ArrayItems, ArrayIter, Elem, Item, ItemKind, Map, RawMap};
pub use write::{Sink, SliceSink};

#[cfg(feature = "alloc")]
use alloc::vec::Vec;

/// A decoded field's value, for generic inspection (xtask, adapters, harness
/// reports). Produced by the generated `fields()` methods.
#[cfg(feature = "alloc")]
#[cfg_attr(docsrs, doc(cfg(feature = "alloc")))]
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub enum FieldValue<'x> {
    /// An unsigned integer.
    Uint(u64),
    /// A signed integer (`int` / `nint` fields).
    Int(i128),
    /// A float.
    Float(f64),
    /// A byte string.
    Bytes(&'x [u8]),
    /// A text string.
    Text(&'x str),
    /// A bool.
    Bool(bool),
    /// An enum value: raw value and its schema name when recognized.
    Enum {
        /// The value on the wire.
        raw: EnumRaw<'x>,
        /// Its schema name, when recognized.
        name: Option<&'static str>,
    },
    /// A flags value: raw bits and the names of the named bits set.
    Flags {
        /// The bits on the wire.
        raw: u64,
        /// Names of the named bits that are set.
        names: Vec<&'static str>,
    },
    /// Arrays and tuples.
    Array(Vec<FieldValue<'x>>),
    /// A record: its present fields by name.
    Record(Vec<(&'static str, FieldValue<'x>)>),
    /// A typed map's entries.
    Entries(Vec<(FieldValue<'x>, FieldValue<'x>)>),
    /// An opaque map, as its encoding.
    RawMap(alloc::borrow::Cow<'x, [u8]>),
    /// An `any` item, as its encoding.
    Item(alloc::borrow::Cow<'x, [u8]>),
    /// An array element or map entry that is not of its declared type, as
    /// its encoding: accepted under [`Profile::Minimum`] (`item-type` is a
    /// `strict` fault), never dropped from the inspection.
    Mistyped(alloc::borrow::Cow<'x, [u8]>),
}

/// The raw value of an enum: a uint or a text token.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum EnumRaw<'x> {
    /// A uint enum's value.
    Uint(u64),
    /// A text enum's token.
    Text(&'x str),
}

/// Generator plumbing: what the emitted code calls. Not a stable API.
#[doc(hidden)]
pub mod __private {
    use super::error::{Basis, DecodeError, Profile, Rule};
    pub use super::error::{Checks, Ctx, NO_CTX};
    pub use super::float::{f64_to_f16_exact, is_shortest};
    pub use super::mutant::{checks, live, mistyped, GENERIC};
    #[cfg(npamp_mutant)]
    pub use super::mutant::{set_rule, set_site, StandIn};
    pub use super::plant::{armed, checks_item};
    pub use super::read::{
        first_cbor_fault, is_cbor_level, recover_corr, Head, KeyOrder, Policy, Reader, Scan,
        ScanNode,
    };
    pub use super::text::{is_hex, is_rfc3339};
    use super::values::RawMap;
    pub use super::values::ITER;
    pub use super::write::{
        float_len, head_len, int_len, str_len, uint_len, write_bool, write_bstr, write_float,
        write_head, write_int, write_keyed_head, write_tstr, write_uint,
    };

    /// Whether a fault on `basis` is refused under the profile `STRICT`.
    #[inline(always)]
    pub const fn refuses<const STRICT: bool>(basis: Basis) -> bool {
        if STRICT {
            true
        } else {
            Profile::Minimum.refuses(basis)
        }
    }

    /// A `uint_keyed_map` value (§4.3 inside): uint keys in order; a negative key
    /// is `unknown-negative-key`, another type `nested-key-type`, each refused
    /// when its flag says so (else skipped, and the key order still checked).
    #[inline]
    pub fn uint_keyed_map<'a>(
        r: &mut Reader<'a>,
        level: usize,
        refuse_negative: bool,
        refuse_other: bool,
        ctx: &'static Ctx,
    ) -> Result<RawMap<'a>, DecodeError> {
        let start = r.pos();
        let n = r.map_header(level)?;
        let mut order = KeyOrder::new();
        let mut kind = 0u8;
        for _ in 0..n {
            let at = r.pos();
            if r.int_key(&mut order, &mut kind, level + 1)?.is_none() {
                if kind == 1 && refuse_negative && live(ctx) && checks(Rule::UnknownNegativeKey) {
                    return Err(DecodeError::new(Rule::UnknownNegativeKey, at, ctx));
                }
                if kind != 1 && refuse_other && live(ctx) && checks(Rule::NestedKeyType) {
                    return Err(DecodeError::new(Rule::NestedKeyType, at, ctx));
                }
            }
            r.skip(level + 1)?;
        }
        Ok(RawMap::__from_validated(r.span(start), n))
    }

    /// An `any_keyed_map` value: any deterministic map.
    #[inline]
    pub fn any_keyed_map<'a>(r: &mut Reader<'a>, level: usize) -> Result<RawMap<'a>, DecodeError> {
        let start = r.pos();
        let mut probe = r.clone();
        let n = probe.map_header(level)?;
        r.skip(level)?;
        Ok(RawMap::__from_validated(r.span(start), n))
    }

    /// A schema-level refusal, unless a CBOR-level fault comes first anywhere in
    /// the payload (such faults are reported first: `schema/SEMANTICS.md` of the workbench).
    #[cold]
    #[inline(never)]
    pub fn first_fault(
        payload: &[u8],
        p: &'static Policy,
        e: DecodeError,
        scan: &'static Scan,
    ) -> DecodeError {
        if is_cbor_level(e.rule()) {
            return e;
        }
        match first_cbor_fault(payload, p, scan) {
            Some(c) => c,
            None => e,
        }
    }

    /// Convert a reader's `wrong-type` into another rule (`not-a-map` for the
    /// payload, `item-type` for elements).
    #[cold]
    #[inline(never)]
    pub fn retype(e: DecodeError, rule: Rule, ctx: &'static Ctx) -> DecodeError {
        if e.rule() == Rule::WrongType {
            DecodeError::new(rule, e.offset(), ctx)
        } else {
            e
        }
    }
}
