//! The decode error: small (16 bytes), `Copy`, with every text looked up on demand.

use core::fmt;
pub use npamp_rules::{Basis, Group, Profile, Rule};

/// The basis and section of every check group of one channel (from its schema's `checks:`).
#[doc(hidden)]
#[derive(Debug)]
pub struct Checks {
    /// Indexed by `Group as usize`.
    pub groups: &'static [(Basis, &'static str)],
}

impl Checks {
    #[inline]
    fn get(&self, g: Group) -> (Basis, &'static str) {
        self.groups
            .get(g as usize)
            .copied()
            .unwrap_or((Basis::Must, "§4.1"))
    }
}

/// Where a fault was found: the channel's table and, for field- and rule-level
/// checks, the field, the schema rule id and the basis / section that override
/// the table's. One `static` per check site in the generated code.
#[doc(hidden)]
#[derive(Debug)]
pub struct Ctx {
    pub checks: &'static Checks,
    pub field: Option<&'static str>,
    pub rule_id: Option<&'static str>,
    /// Basis and section of this site when not its rule group's table entry
    /// (schema rules, strict enums, flags, overridden ranges and lengths). A
    /// field's plain site has none, so reader errors keep their group's basis.
    pub own: Option<(Basis, &'static str)>,
}

/// A default table for errors raised before a channel context is attached.
#[doc(hidden)]
pub static NO_CHECKS: Checks = Checks { groups: &[] };
#[doc(hidden)]
pub static NO_CTX: Ctx = Ctx {
    checks: &NO_CHECKS,
    field: None,
    rule_id: None,
    own: None,
};

/// A refused payload: which rule failed, its basis, where the spec says so, and
/// where in the payload. Never crosses the wire itself (§8.2 of the specs): only
/// its wire code does, through the channel's error-reply builder.
///
/// The generated decoders (`npamp_generated::<module>::decode`) return it; the
/// generated `error_reply_for` turns it into the channel's error frame. Its
/// accessors say why ([`DecodeError::rule`], [`DecodeError::rule_id`]), on
/// which basis ([`DecodeError::basis`]: `must`, `strict` or `limit`), where
/// the spec says so ([`DecodeError::section`]), in which declared field
/// ([`DecodeError::field`]) and where in the payload
/// ([`DecodeError::offset`]); [`DecodeError::class`] is what the channel's
/// error model maps to a wire code. `npamp-generated` re-exports it as
/// `npamp_generated::DecodeError`, with an example on a channel's payload;
/// its `Display` reads `rule shortest-form (§4.1, must), at byte 0`.
#[derive(Clone, Copy)]
pub struct DecodeError {
    rule: Rule,
    offset: u32,
    ctx: &'static Ctx,
}

impl DecodeError {
    #[doc(hidden)]
    #[cold]
    #[inline(never)]
    pub fn new(rule: Rule, offset: usize, ctx: &'static Ctx) -> Self {
        // TEST-ONLY planted bug (`--cfg npamp_plant="rule"`, fuzzer self-test):
        // the right wire outcome, the wrong rule.
        let rule = if cfg!(npamp_plant = "rule") && rule == Rule::Range {
            Rule::Len
        } else {
            rule
        };
        DecodeError {
            rule,
            offset: u32::try_from(offset).unwrap_or(u32::MAX),
            ctx,
        }
    }
    /// Re-home an error raised by the reader at a check site of the channel.
    #[doc(hidden)]
    #[cold]
    #[inline(never)]
    pub fn at(mut self, ctx: &'static Ctx) -> Self {
        self.ctx = ctx;
        self
    }
    /// Attach a field site only when the error has none yet.
    #[doc(hidden)]
    #[cold]
    #[inline(never)]
    pub fn in_field(mut self, ctx: &'static Ctx) -> Self {
        // CBOR-level faults name no field (README "Decoding semantics").
        if self.ctx.field.is_none() && !super::read::is_cbor_level(self.rule) {
            self.ctx = ctx;
        }
        self
    }
    /// The rule that failed.
    pub const fn rule(&self) -> Rule {
        self.rule
    }
    /// The schema rule id, for schema rules (`choice-options-required`, …).
    pub fn rule_id(&self) -> Option<&'static str> {
        self.ctx.rule_id
    }
    /// The declared field the fault is in, if any: CBOR-level faults
    /// (deterministic encoding, the CBOR subset, depth, size) name no field.
    pub fn field(&self) -> Option<&'static str> {
        self.ctx.field
    }
    /// Byte offset in the payload where the fault was detected (the payload's
    /// end for checks made once the map is read: missing keys, rules).
    pub fn offset(&self) -> usize {
        self.offset as usize
    }
    /// The basis of the refusal (`must`, `strict` or `limit`).
    pub fn basis(&self) -> Basis {
        match self.ctx.own {
            Some((b, _)) => b,
            None => self.ctx.checks.get(self.rule.group()).0,
        }
    }
    /// The spec section the refusal rests on.
    pub fn section(&self) -> &'static str {
        match self.ctx.own {
            Some((_, s)) => s,
            None => self.ctx.checks.get(self.rule.group()).1,
        }
    }
    /// The failure class the channel's error model maps to a wire outcome.
    pub const fn class(&self) -> FailClass {
        match self.rule {
            Rule::UnknownFrameType => FailClass::UnknownOperation,
            Rule::FrameKindMismatch => FailClass::KindMismatch,
            _ => FailClass::Malformed,
        }
    }
}

/// What the schema's error model maps to an outcome on the wire.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FailClass {
    /// Every body fault.
    Malformed,
    /// `frame_kind` contradicting the frame type.
    KindMismatch,
    /// A frame type outside the channel's operations.
    UnknownOperation,
}

impl PartialEq for DecodeError {
    fn eq(&self, o: &Self) -> bool {
        self.rule == o.rule
            && self.offset == o.offset
            && self.field() == o.field()
            && self.rule_id() == o.rule_id()
            && self.section() == o.section()
            && self.basis() == o.basis()
    }
}

impl Eq for DecodeError {}

impl fmt::Debug for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DecodeError")
            .field("rule", &self.rule)
            .field("rule_id", &self.rule_id())
            .field("field", &self.field())
            .field("section", &self.section())
            .field("basis", &self.basis())
            .field("offset", &self.offset)
            .finish()
    }
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "rule {}", self.rule)?;
        if let Some(id) = self.rule_id() {
            write!(f, " `{id}`")?;
        }
        write!(f, " ({}, {})", self.section(), self.basis())?;
        if let Some(field) = self.field() {
            write!(f, ", field `{field}`")?;
        }
        write!(f, ", at byte {}", self.offset)
    }
}

#[cfg(feature = "std")]
#[cfg_attr(docsrs, doc(cfg(feature = "std")))]
impl std::error::Error for DecodeError {}

/// An encode into a fixed buffer that does not fit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BufferTooSmall {
    /// Bytes the encoding needs.
    pub needed: usize,
}

impl fmt::Display for BufferTooSmall {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the encoding needs {} bytes", self.needed)
    }
}

#[cfg(feature = "std")]
#[cfg_attr(docsrs, doc(cfg(feature = "std")))]
impl std::error::Error for BufferTooSmall {}

/// A value that cannot be built (caller-side: a canonical encoding was expected).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NotCanonical(pub DecodeError);

impl fmt::Display for NotCanonical {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "not a canonical item: {}", self.0)
    }
}

#[cfg(feature = "std")]
#[cfg_attr(docsrs, doc(cfg(feature = "std")))]
impl std::error::Error for NotCanonical {}
