/// NPAMP-SETTLEMENT (Settlement, channel 0x0007): generated from `schema/settlement.yaml` (Agent-to-agent settlement and receipts).
#[allow(
    clippy::all,
    unused_imports,
    unused_variables,
    unused_mut,
    unused_parens,
    unreachable_code,
    non_camel_case_types
)]
pub mod settlement {
    use crate::rt as rt;
    use rt::__private as p;
    use rt::{Array, DecodeError, Item, Map, Profile, RawMap, Rule, Sink};
    /// Channel id 0x0007 (Settlement, §2).
    pub const CHANNEL_ID: u16 = 7;
    /// The channel's name.
    pub const CHANNEL_NAME: &str = "Settlement";
    /// The channel's purpose (§2).
    pub const CHANNEL_PURPOSE: &str = "Agent-to-agent settlement and receipts";
    /// The spec this module implements.
    pub const SPEC: &str = "NPAMP-SETTLEMENT";
    /// The spec revision.
    pub const SPEC_REVISION: &str = "draft-bubblefish-npamp-01";
    /// Document id used in requirement ids (`<doc>/<section>/<slug>`).
    pub const DOC_ID: &str = "86";
    /// The channel is enabled only at this profile or higher (§2).
    pub const MINIMUM_PROFILE: &str = "Standard";
    /// Profiles at which the channel is available (§2).
    pub const PROFILES: &[&str] = &["Standard", "High", "Sovereign"];
    /// The channel's direction (§2).
    pub const DIRECTION: &str = "Bidirectional";
    /// Largest payload the decoder accepts, in bytes (schema `limits`).
    pub const MAX_PAYLOAD: usize = 1048576;
    /// Deepest nesting the decoder accepts; the payload map is level 1 (schema `limits`).
    pub const MAX_DEPTH: usize = 16;
    /// Length bounds of the correlation key in bytes (§4.2).
    pub const CORR_LEN: core::ops::RangeInclusive<usize> = 1..=64;
    /// The schema file this module was generated from.
    pub const SCHEMA_SOURCE: &str = "schema/settlement.yaml";
    /// The schema text this module was generated from.
    pub const SCHEMA_YAML: &str = include_str!(
        concat!(env!("CARGO_MANIFEST_DIR"), "/../", "schema/settlement.yaml")
    );
    /// The core's reserved all-channel frame types (§3.2): never this channel's operations.
    pub const CORE_RESERVED: core::ops::RangeInclusive<u16> = 0..=10;
    /// The basis and section of every check group (schema `checks:`).
    static __CHECKS: p::Checks = p::Checks {
        groups: &[
            (rt::Basis::Must, "§4.1"),
            (rt::Basis::Strict, "§4.1"),
            (rt::Basis::Limit, "§9"),
            (rt::Basis::Limit, "§9"),
            (rt::Basis::Must, "§4.1"),
            (rt::Basis::Must, "§4.3"),
            (rt::Basis::Must, "§8"),
            (rt::Basis::Must, "§4.1"),
            (rt::Basis::Must, "§4.1"),
            (rt::Basis::Strict, "§4.1"),
            (rt::Basis::Strict, "§4.3"),
            (rt::Basis::Must, "§4.2"),
            (rt::Basis::Strict, "§4.2"),
            (rt::Basis::Strict, "§6"),
            (rt::Basis::Strict, "§4.2"),
            (rt::Basis::Must, ""),
            (rt::Basis::Must, ""),
            (rt::Basis::Must, ""),
        ],
    };
    static __NONE: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: None,
        rule_id: None,
        own: None,
    };
    /// Reader policy under the strict profile.
    static __STRICT: p::Policy = p::Policy {
        max_payload: 1048576,
        max_depth: 16,
        refuse_tags: true,
        refuse_simple: true,
        refuse_floats: true,
        ctx: &__NONE,
        lenient: &__LENIENT,
    };
    /// Reader policy under the minimum profile.
    static __MINIMUM: p::Policy = p::Policy {
        max_payload: 1048576,
        max_depth: 16,
        refuse_tags: false,
        refuse_simple: false,
        refuse_floats: false,
        ctx: &__NONE,
        lenient: &__LENIENT,
    };
    /// Reader policy for the values of ignored keys (no subset refusal).
    static __LENIENT: p::Policy = p::Policy {
        max_payload: 1048576,
        max_depth: 16,
        refuse_tags: false,
        refuse_simple: false,
        refuse_floats: false,
        ctx: &__NONE,
        lenient: &__LENIENT,
    };
    static __C0: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("receipt_ref"),
        rule_id: None,
        own: None,
    };
    static __C1: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("settlement_ref"),
        rule_id: None,
        own: None,
    };
    static __C2: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("obligation_ref"),
        rule_id: None,
        own: None,
    };
    static __C3: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("unit"),
        rule_id: None,
        own: None,
    };
    static __C4: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("amount"),
        rule_id: None,
        own: None,
    };
    static __C5: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("status"),
        rule_id: None,
        own: None,
    };
    static __C6: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("timestamp"),
        rule_id: None,
        own: None,
    };
    static __C7: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("issuer"),
        rule_id: None,
        own: None,
    };
    static __C8: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("signature"),
        rule_id: None,
        own: None,
    };
    static __C9: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("signing_key_id"),
        rule_id: None,
        own: None,
    };
    static __C10: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("signature_alg"),
        rule_id: None,
        own: None,
    };
    static __C11: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("frame_kind"),
        rule_id: None,
        own: None,
    };
    static __C12: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("corr"),
        rule_id: None,
        own: None,
    };
    static __C13: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("memo"),
        rule_id: None,
        own: None,
    };
    static __C14: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("idempotency_key"),
        rule_id: None,
        own: None,
    };
    static __C15: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("effect"),
        rule_id: None,
        own: None,
    };
    static __C16: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("effect"),
        rule_id: Some("receipt-effect-read-only"),
        own: Some((rt::Basis::Strict, "§6.2")),
    };
    static __C17: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("receipt"),
        rule_id: None,
        own: None,
    };
    static __C18: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("code"),
        rule_id: None,
        own: None,
    };
    static __C19: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("message"),
        rule_id: None,
        own: None,
    };
    static __C20: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("retry_after_s"),
        rule_id: None,
        own: None,
    };
    static __C21: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("approval_id"),
        rule_id: None,
        own: None,
    };
    static __C22: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("approval_id"),
        rule_id: Some("approval-id-iff-required"),
        own: Some((rt::Basis::Strict, "§8.1")),
    };
    static __C23: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("batch_ref"),
        rule_id: None,
        own: None,
    };
    static __C24: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("commitment"),
        rule_id: None,
        own: None,
    };
    static __C25: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("commitment_alg"),
        rule_id: None,
        own: None,
    };
    static __C26: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("member_count"),
        rule_id: None,
        own: None,
    };
    static __C27: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("period"),
        rule_id: None,
        own: None,
    };
    static __C28: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("commitment_receipt_ref"),
        rule_id: None,
        own: None,
    };
    /// Enum `effect` (§5.3). Unrecognized values are kept, never an error.
    #[derive(Debug, Clone, Copy)]
    #[non_exhaustive]
    pub enum Effect {
        /// `0x00` read_only (§5.3)
        ReadOnly,
        /// `0x01` idempotent_write (§5.3)
        IdempotentWrite,
        /// `0x02` non_idempotent_write (§5.3)
        NonIdempotentWrite,
        /// `0x03` destructive (§5.3)
        Destructive,
        /// A value this revision does not name. Meaning: fail-safe: treat a state-mutating request as destructive; MAY refuse it (SETTLE_ERROR).
        Unrecognized(u64),
    }
    impl Effect {
        /// Every named value.
        pub const KNOWN: &'static [Effect] = &[
            Effect::ReadOnly,
            Effect::IdempotentWrite,
            Effect::NonIdempotentWrite,
            Effect::Destructive,
        ];
        /// The value for a raw wire value (named when the schema names it).
        pub const fn from_raw(v: u64) -> Self {
            match v {
                0u64 => Effect::ReadOnly,
                1u64 => Effect::IdempotentWrite,
                2u64 => Effect::NonIdempotentWrite,
                3u64 => Effect::Destructive,
                other => Effect::Unrecognized(other),
            }
        }
        /// The raw wire value.
        pub const fn raw(self) -> u64 {
            match self {
                Effect::ReadOnly => 0u64,
                Effect::IdempotentWrite => 1u64,
                Effect::NonIdempotentWrite => 2u64,
                Effect::Destructive => 3u64,
                Effect::Unrecognized(v) => v,
            }
        }
        /// Whether the schema names this value.
        pub const fn is_recognized(self) -> bool {
            matches!(self.raw(), 0u64 | 1u64 | 2u64 | 3u64)
        }
        /// Whether the value lies in the range that requires specification to assign.
        pub const fn is_unassigned(self) -> bool {
            false
        }
        /// Whether the value lies in the private-use range.
        pub const fn is_private_use(self) -> bool {
            false
        }
        /// The spec section of the value table.
        pub const SECTION: &'static str = "§5.3";
        /// Whether an unrecognized value is refused (a strict enum).
        pub const STRICT: bool = false;
        /// What a missing value means (fail-safe, §5.3): `destructive`.
        pub const WHEN_MISSING: Self = Effect::Destructive;
        /// The schema name of a named value.
        pub const fn name(self) -> Option<&'static str> {
            match self {
                Effect::ReadOnly => Some("read_only"),
                Effect::IdempotentWrite => Some("idempotent_write"),
                Effect::NonIdempotentWrite => Some("non_idempotent_write"),
                Effect::Destructive => Some("destructive"),
                _ => None,
            }
        }
        /// The named value with this schema name.
        pub fn from_name(name: &str) -> Option<Self> {
            match name {
                "read_only" => Some(Effect::ReadOnly),
                "idempotent_write" => Some(Effect::IdempotentWrite),
                "non_idempotent_write" => Some(Effect::NonIdempotentWrite),
                "destructive" => Some(Effect::Destructive),
                _ => None,
            }
        }
        /// How a receiver treats this value: an unrecognized value counts as `destructive` (§5.3).
        pub const fn effective(self) -> Self {
            if self.is_recognized() { self } else { Effect::Destructive }
        }
    }
    impl PartialEq for Effect {
        fn eq(&self, o: &Self) -> bool {
            self.raw() == o.raw()
        }
    }
    impl Eq for Effect {}
    impl core::hash::Hash for Effect {
        fn hash<H: core::hash::Hasher>(&self, h: &mut H) {
            self.raw().hash(h)
        }
    }
    impl From<u64> for Effect {
        fn from(v: u64) -> Self {
            Self::from_raw(v)
        }
    }
    impl<'a> rt::Elem<'a> for Effect {
        fn read(r: &mut p::Reader<'a>, _level: usize) -> Result<Self, DecodeError> {
            r.uint().map(Self::from_raw)
        }
        fn write<W: Sink>(&self, out: &mut W) {
            p::write_uint(out, self.raw())
        }
        fn encoded_len(&self) -> usize {
            p::uint_len(self.raw())
        }
        #[cfg(feature = "alloc")]
        fn field_value(&self) -> rt::FieldValue<'a> {
            rt::FieldValue::Enum {
                raw: rt::EnumRaw::Uint(self.raw()),
                name: self.name(),
            }
        }
    }
    /// Enum `error_code` (§8). Unrecognized values are kept, never an error.
    #[derive(Debug, Clone, Copy)]
    #[non_exhaustive]
    pub enum ErrorCode {
        /// `0x01` malformed_request (§8)
        MalformedRequest,
        /// `0x02` unknown_operation (§8)
        UnknownOperation,
        /// `0x03` policy_denied (§8)
        PolicyDenied,
        /// `0x04` approval_required (§8)
        ApprovalRequired,
        /// `0x05` not_found (§8)
        NotFound,
        /// `0x06` already_settled (§8)
        AlreadySettled,
        /// `0x07` commitment_conflict (§8)
        CommitmentConflict,
        /// `0x08` internal_error (§8)
        InternalError,
        /// A value this revision does not name. Meaning: an unknown failure: the request did not succeed.
        Unrecognized(u64),
    }
    impl ErrorCode {
        /// Every named value.
        pub const KNOWN: &'static [ErrorCode] = &[
            ErrorCode::MalformedRequest,
            ErrorCode::UnknownOperation,
            ErrorCode::PolicyDenied,
            ErrorCode::ApprovalRequired,
            ErrorCode::NotFound,
            ErrorCode::AlreadySettled,
            ErrorCode::CommitmentConflict,
            ErrorCode::InternalError,
        ];
        /// The value for a raw wire value (named when the schema names it).
        pub const fn from_raw(v: u64) -> Self {
            match v {
                1u64 => ErrorCode::MalformedRequest,
                2u64 => ErrorCode::UnknownOperation,
                3u64 => ErrorCode::PolicyDenied,
                4u64 => ErrorCode::ApprovalRequired,
                5u64 => ErrorCode::NotFound,
                6u64 => ErrorCode::AlreadySettled,
                7u64 => ErrorCode::CommitmentConflict,
                8u64 => ErrorCode::InternalError,
                other => ErrorCode::Unrecognized(other),
            }
        }
        /// The raw wire value.
        pub const fn raw(self) -> u64 {
            match self {
                ErrorCode::MalformedRequest => 1u64,
                ErrorCode::UnknownOperation => 2u64,
                ErrorCode::PolicyDenied => 3u64,
                ErrorCode::ApprovalRequired => 4u64,
                ErrorCode::NotFound => 5u64,
                ErrorCode::AlreadySettled => 6u64,
                ErrorCode::CommitmentConflict => 7u64,
                ErrorCode::InternalError => 8u64,
                ErrorCode::Unrecognized(v) => v,
            }
        }
        /// Whether the schema names this value.
        pub const fn is_recognized(self) -> bool {
            matches!(self.raw(), 1u64 | 2u64 | 3u64 | 4u64 | 5u64 | 6u64 | 7u64 | 8u64)
        }
        /// Whether the value lies in the range that requires specification to assign.
        pub const fn is_unassigned(self) -> bool {
            false
        }
        /// Whether the value lies in the private-use range.
        pub const fn is_private_use(self) -> bool {
            false
        }
        /// The spec section of the value table.
        pub const SECTION: &'static str = "§8";
        /// Whether an unrecognized value is refused (a strict enum).
        pub const STRICT: bool = false;
        /// The schema name of a named value.
        pub const fn name(self) -> Option<&'static str> {
            match self {
                ErrorCode::MalformedRequest => Some("malformed_request"),
                ErrorCode::UnknownOperation => Some("unknown_operation"),
                ErrorCode::PolicyDenied => Some("policy_denied"),
                ErrorCode::ApprovalRequired => Some("approval_required"),
                ErrorCode::NotFound => Some("not_found"),
                ErrorCode::AlreadySettled => Some("already_settled"),
                ErrorCode::CommitmentConflict => Some("commitment_conflict"),
                ErrorCode::InternalError => Some("internal_error"),
                _ => None,
            }
        }
        /// The named value with this schema name.
        pub fn from_name(name: &str) -> Option<Self> {
            match name {
                "malformed_request" => Some(ErrorCode::MalformedRequest),
                "unknown_operation" => Some(ErrorCode::UnknownOperation),
                "policy_denied" => Some(ErrorCode::PolicyDenied),
                "approval_required" => Some(ErrorCode::ApprovalRequired),
                "not_found" => Some(ErrorCode::NotFound),
                "already_settled" => Some(ErrorCode::AlreadySettled),
                "commitment_conflict" => Some(ErrorCode::CommitmentConflict),
                "internal_error" => Some(ErrorCode::InternalError),
                _ => None,
            }
        }
        /// The generic, peer-safe message for this code (the only text that may cross the wire).
        pub const fn message(self) -> Option<&'static str> {
            match self {
                ErrorCode::MalformedRequest => Some("malformed request"),
                ErrorCode::UnknownOperation => Some("unknown operation"),
                ErrorCode::PolicyDenied => Some("denied by policy"),
                ErrorCode::ApprovalRequired => Some("approval required"),
                ErrorCode::NotFound => Some("not found"),
                ErrorCode::AlreadySettled => Some("already settled"),
                ErrorCode::CommitmentConflict => Some("commitment conflict"),
                ErrorCode::InternalError => Some("internal error"),
                _ => None,
            }
        }
    }
    impl PartialEq for ErrorCode {
        fn eq(&self, o: &Self) -> bool {
            self.raw() == o.raw()
        }
    }
    impl Eq for ErrorCode {}
    impl core::hash::Hash for ErrorCode {
        fn hash<H: core::hash::Hasher>(&self, h: &mut H) {
            self.raw().hash(h)
        }
    }
    impl From<u64> for ErrorCode {
        fn from(v: u64) -> Self {
            Self::from_raw(v)
        }
    }
    impl<'a> rt::Elem<'a> for ErrorCode {
        fn read(r: &mut p::Reader<'a>, _level: usize) -> Result<Self, DecodeError> {
            r.uint().map(Self::from_raw)
        }
        fn write<W: Sink>(&self, out: &mut W) {
            p::write_uint(out, self.raw())
        }
        fn encoded_len(&self) -> usize {
            p::uint_len(self.raw())
        }
        #[cfg(feature = "alloc")]
        fn field_value(&self) -> rt::FieldValue<'a> {
            rt::FieldValue::Enum {
                raw: rt::EnumRaw::Uint(self.raw()),
                name: self.name(),
            }
        }
    }
    /// Record `settlement_receipt` (§6.2).
    #[derive(Debug, Clone, PartialEq)]
    pub struct SettlementReceipt<'a> {
        /// `receipt_ref` (key 0, tstr, required, §6.2).
        pub receipt_ref: &'a str,
        /// `settlement_ref` (key 1, tstr, required, §6.2).
        pub settlement_ref: &'a str,
        /// `obligation_ref` (key 2, tstr, optional, §6.2).
        pub obligation_ref: Option<&'a str>,
        /// `unit` (key 3, tstr, optional, §6.2).
        pub unit: Option<&'a str>,
        /// `amount` (key 4, tstr, optional, §6.2). Decimal text string, opaque to this document (not validated).
        pub amount: Option<&'a str>,
        /// `status` (key 5, tstr, required, §6.2).
        pub status: &'a str,
        /// `timestamp` (key 6, tstr, optional, §6.2). RFC 3339 timestamp (not validated).
        pub timestamp: Option<&'a str>,
        /// `issuer` (key 7, tstr, optional, §6.2).
        pub issuer: Option<&'a str>,
        /// `signature` (key 8, tstr, optional, §6.2). Hex-encoded signature (text string, not validated).
        pub signature: Option<&'a str>,
        /// `signing_key_id` (key 9, tstr, optional, §6.2).
        pub signing_key_id: Option<&'a str>,
        /// `signature_alg` (key 10, tstr, optional, §6.2).
        pub signature_alg: Option<&'a str>,
    }
    impl<'a> SettlementReceipt<'a> {
        /// Decode the map at nesting `level` (one pass). `holder` is the site of the field holding the record.
        #[doc(hidden)]
        #[inline(always)]
        pub fn __body<const S: bool>(
            r: &mut p::Reader<'a>,
            level: usize,
            holder: &'static p::Ctx,
        ) -> Result<Self, DecodeError> {
            let __n = r.map_header(level).map_err(|e| e.in_field(holder))?;
            let mut __order = p::KeyOrder::new();
            let mut __kind = 0u8;
            let mut __f0: Option<&'a str> = None;
            let mut __f1: Option<&'a str> = None;
            let mut __f2: Option<&'a str> = None;
            let mut __f3: Option<&'a str> = None;
            let mut __f4: Option<&'a str> = None;
            let mut __f5: Option<&'a str> = None;
            let mut __f6: Option<&'a str> = None;
            let mut __f7: Option<&'a str> = None;
            let mut __f8: Option<&'a str> = None;
            let mut __f9: Option<&'a str> = None;
            let mut __f10: Option<&'a str> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if !r.null() {
                            __f0 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C0))?;
                                __v
                            });
                        }
                    }
                    Some(1u64) => {
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C1))?;
                                __v
                            });
                        }
                    }
                    Some(2u64) => {
                        if !r.null() {
                            __f2 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C2))?;
                                __v
                            });
                        }
                    }
                    Some(3u64) => {
                        if !r.null() {
                            __f3 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C3))?;
                                __v
                            });
                        }
                    }
                    Some(4u64) => {
                        if !r.null() {
                            __f4 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C4))?;
                                __v
                            });
                        }
                    }
                    Some(5u64) => {
                        if !r.null() {
                            __f5 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C5))?;
                                if S && (__v.len() < 1) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C5));
                                }
                                __v
                            });
                        }
                    }
                    Some(6u64) => {
                        if !r.null() {
                            __f6 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C6))?;
                                __v
                            });
                        }
                    }
                    Some(7u64) => {
                        if !r.null() {
                            __f7 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C7))?;
                                __v
                            });
                        }
                    }
                    Some(8u64) => {
                        if !r.null() {
                            __f8 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C8))?;
                                __v
                            });
                        }
                    }
                    Some(9u64) => {
                        if !r.null() {
                            __f9 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C9))?;
                                __v
                            });
                        }
                    }
                    Some(10u64) => {
                        if !r.null() {
                            __f10 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C10))?;
                                __v
                            });
                        }
                    }
                    Some(_) => r.skip_ignored((level + 1))?,
                    None => {
                        if __kind == 1 {
                            if true {
                                return Err(
                                    DecodeError::new(Rule::UnknownNegativeKey, __at, holder),
                                );
                            }
                        } else if true {
                            return Err(DecodeError::new(Rule::KeyType, __at, holder));
                        }
                        r.skip((level + 1))?;
                    }
                }
            }
            let __end = r.pos();
            let __f0 = match __f0 {
                Some(v) => v,
                #[cfg(npamp_plant = "record-required")]
                None => Default::default(),
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C0)),
            };
            let __f1 = match __f1 {
                Some(v) => v,
                #[cfg(npamp_plant = "record-required")]
                None => Default::default(),
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C1)),
            };
            let __f5 = match __f5 {
                Some(v) => v,
                #[cfg(npamp_plant = "record-required")]
                None => Default::default(),
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C5)),
            };
            let __v = SettlementReceipt {
                receipt_ref: __f0,
                settlement_ref: __f1,
                obligation_ref: __f2,
                unit: __f3,
                amount: __f4,
                status: __f5,
                timestamp: __f6,
                issuer: __f7,
                signature: __f8,
                signing_key_id: __f9,
                signature_alg: __f10,
            };
            Ok(__v)
        }
        #[inline]
        fn __rules<const S: bool>(&self, __end: usize) -> Result<(), DecodeError> {
            Ok(())
        }
        /// Check a frame built by the caller under the strict profile: every value
        /// constraint and single-frame rule that decoding checks.
        pub fn validate(&self) -> Result<(), DecodeError> {
            self.__validate::<true>()
        }
        /// [`Self::validate`] under a profile.
        pub fn validate_with(&self, profile: Profile) -> Result<(), DecodeError> {
            match profile {
                Profile::Strict => self.__validate::<true>(),
                Profile::Minimum => self.__validate::<false>(),
            }
        }
        fn __validate<const S: bool>(&self) -> Result<(), DecodeError> {
            {
                let __x = &self.receipt_ref;
            }
            {
                let __x = &self.settlement_ref;
            }
            if let Some(__x) = &self.obligation_ref {}
            if let Some(__x) = &self.unit {}
            if let Some(__x) = &self.amount {}
            {
                let __x = &self.status;
                if S && (__x.len() < 1) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C5));
                }
            }
            if let Some(__x) = &self.timestamp {}
            if let Some(__x) = &self.issuer {}
            if let Some(__x) = &self.signature {}
            if let Some(__x) = &self.signing_key_id {}
            if let Some(__x) = &self.signature_alg {}
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            3u64 + u64::from(self.obligation_ref.is_some())
                + u64::from(self.unit.is_some()) + u64::from(self.amount.is_some())
                + u64::from(self.timestamp.is_some()) + u64::from(self.issuer.is_some())
                + u64::from(self.signature.is_some())
                + u64::from(self.signing_key_id.is_some())
                + u64::from(self.signature_alg.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count())
                + {
                    let __x = &self.receipt_ref;
                    p::uint_len(0u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.settlement_ref;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.obligation_ref {
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.unit {
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.amount {
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + {
                    let __x = &self.status;
                    p::uint_len(5u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.timestamp {
                    p::uint_len(6u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.issuer {
                    p::uint_len(7u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.signature {
                    p::uint_len(8u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.signing_key_id {
                    p::uint_len(9u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.signature_alg {
                    p::uint_len(10u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            {
                let __x = &self.receipt_ref;
                p::write_uint(out, 0u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.settlement_ref;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.obligation_ref {
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.unit {
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.amount {
                p::write_uint(out, 4u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.status;
                p::write_uint(out, 5u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.timestamp {
                p::write_uint(out, 6u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.issuer {
                p::write_uint(out, 7u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.signature {
                p::write_uint(out, 8u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.signing_key_id {
                p::write_uint(out, 9u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.signature_alg {
                p::write_uint(out, 10u64);
                rt::Elem::write(__x, out);
            }
        }
        /// Encode into a caller's buffer; the number of bytes written.
        pub fn encode_to_slice(
            &self,
            buf: &mut [u8],
        ) -> Result<usize, rt::BufferTooSmall> {
            let mut s = rt::SliceSink::new(buf);
            self.encode(&mut s);
            s.finish()
        }
        /// The canonical encoding in a new vector (allocates once).
        #[cfg(feature = "alloc")]
        pub fn to_vec(&self) -> alloc::vec::Vec<u8> {
            let mut v = alloc::vec::Vec::with_capacity(self.encoded_len());
            self.encode(&mut v);
            v
        }
        /// Present fields by schema name (envelope first), for inspection.
        #[cfg(feature = "alloc")]
        pub fn fields(&self) -> alloc::vec::Vec<(&'static str, rt::FieldValue<'a>)> {
            let mut v = alloc::vec::Vec::new();
            {
                let __x = &self.receipt_ref;
                v.push(("receipt_ref", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.settlement_ref;
                v.push(("settlement_ref", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.obligation_ref {
                v.push(("obligation_ref", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.unit {
                v.push(("unit", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.amount {
                v.push(("amount", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.status;
                v.push(("status", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.timestamp {
                v.push(("timestamp", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.issuer {
                v.push(("issuer", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.signature {
                v.push(("signature", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.signing_key_id {
                v.push(("signing_key_id", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.signature_alg {
                v.push(("signature_alg", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    impl<'a> rt::Elem<'a> for SettlementReceipt<'a> {
        const RAW_CANONICAL: bool = false;
        fn read(r: &mut p::Reader<'a>, level: usize) -> Result<Self, DecodeError> {
            Self::__body::<false>(r, level, &p::NO_CTX)
        }
        fn write<W: Sink>(&self, out: &mut W) {
            self.encode(out)
        }
        fn encoded_len(&self) -> usize {
            SettlementReceipt::encoded_len(self)
        }
        #[cfg(feature = "alloc")]
        fn field_value(&self) -> rt::FieldValue<'a> {
            rt::FieldValue::Record(self.fields())
        }
    }
    #[doc(hidden)]
    pub static __SCAN_SETTLEMENTRECEIPT: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Value),
            (5u64, p::ScanNode::Value),
            (6u64, p::ScanNode::Value),
            (7u64, p::ScanNode::Value),
            (8u64, p::ScanNode::Value),
            (9u64, p::ScanNode::Value),
            (10u64, p::ScanNode::Value),
        ],
    };
    /// SETTLE_INTENT_REQ (`0x0100`), a request (§6.1). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct IntentReq<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `obligation_ref` (key 2, tstr, required, §6.1).
        pub obligation_ref: &'a str,
        /// `settlement_ref` (key 3, tstr, optional, §6.1). When absent, the responder assigns one and returns it in the result.
        pub settlement_ref: Option<&'a str>,
        /// `unit` (key 4, tstr, optional, §6.1).
        pub unit: Option<&'a str>,
        /// `amount` (key 5, tstr, optional, §6.1). Decimal text string, never a float; opaque to this document (not validated).
        pub amount: Option<&'a str>,
        /// `memo` (key 6, tstr, optional, §6.1).
        pub memo: Option<&'a str>,
        /// `idempotency_key` (key 7, tstr, optional, §6.1).
        pub idempotency_key: Option<&'a str>,
        /// `effect` (key 8, enum effect, required, §5.3).
        pub effect: Effect,
    }
    impl<'a> IntentReq<'a> {
        /// The frame type.
        pub const FRAME_TYPE: u16 = 256;
        /// Decode a payload under the strict profile (README "Decoding semantics").
        pub fn decode(payload: &'a [u8]) -> Result<Self, DecodeError> {
            Self::__top::<true>(payload, &__STRICT)
        }
        /// Decode a payload under a profile.
        #[inline]
        pub fn decode_with(
            payload: &'a [u8],
            profile: Profile,
        ) -> Result<Self, DecodeError> {
            Self::__check_with(payload, profile, core::convert::identity)
        }
        /// Decode and keep only what `f` takes from the frame (`Channel::check`):
        /// inlined, so that the frame is neither built in full nor moved.
        #[doc(hidden)]
        #[inline(always)]
        pub fn __check_with<T>(
            payload: &'a [u8],
            profile: Profile,
            f: impl FnOnce(Self) -> T,
        ) -> Result<T, DecodeError> {
            match profile {
                Profile::Strict => Self::__top::<true>(payload, &__STRICT).map(f),
                Profile::Minimum => Self::__top::<false>(payload, &__MINIMUM).map(f),
            }
        }
        #[inline(always)]
        fn __top<const S: bool>(
            payload: &'a [u8],
            pol: &'static p::Policy,
        ) -> Result<Self, DecodeError> {
            let mut r = p::Reader::new(payload, pol)?;
            match Self::__body::<S>(&mut r, 1, &__NONE) {
                Ok(v) => {
                    match r.finish() {
                        Ok(()) => Ok(v),
                        Err(e) => Err(e),
                    }
                }
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_INTENTREQ)),
            }
        }
        /// Decode the map at nesting `level` (one pass).
        #[doc(hidden)]
        #[inline(always)]
        pub fn __body<const S: bool>(
            r: &mut p::Reader<'a>,
            level: usize,
            holder: &'static p::Ctx,
        ) -> Result<Self, DecodeError> {
            let __n = r
                .map_header(level)
                .map_err(|e| p::retype(e, Rule::NotAMap, &__NONE))?;
            let mut __order = p::KeyOrder::new();
            let mut __kind = 0u8;
            let mut __f0 = false;
            let mut __f1: Option<&'a [u8]> = None;
            let mut __f2: Option<&'a str> = None;
            let mut __f3: Option<&'a str> = None;
            let mut __f4: Option<&'a str> = None;
            let mut __f5: Option<&'a str> = None;
            let mut __f6: Option<&'a str> = None;
            let mut __f7: Option<&'a str> = None;
            let mut __f8: Option<Effect> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 0u8]) {
                            __f0 = true;
                        } else if !r.null() {
                            let __v = r.uint().map_err(|e| e.in_field(&__C11))?;
                            if true && __v != 256u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C11),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C12))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C12));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C12));
                                }
                                __v
                            });
                        }
                    }
                    Some(2u64) => {
                        if !r.null() {
                            __f2 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C2))?;
                                __v
                            });
                        }
                    }
                    Some(3u64) => {
                        if !r.null() {
                            __f3 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C1))?;
                                __v
                            });
                        }
                    }
                    Some(4u64) => {
                        if !r.null() {
                            __f4 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C3))?;
                                __v
                            });
                        }
                    }
                    Some(5u64) => {
                        if !r.null() {
                            __f5 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C4))?;
                                __v
                            });
                        }
                    }
                    Some(6u64) => {
                        if !r.null() {
                            __f6 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C13))?;
                                __v
                            });
                        }
                    }
                    Some(7u64) => {
                        if !r.null() {
                            __f7 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C14))?;
                                __v
                            });
                        }
                    }
                    Some(8u64) => {
                        if !r.null() {
                            __f8 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C15))?;
                                Effect::from_raw(__v)
                            });
                        }
                    }
                    Some(_) => r.skip_ignored((level + 1))?,
                    None => {
                        if __kind == 1 {
                            if true {
                                return Err(
                                    DecodeError::new(Rule::UnknownNegativeKey, __at, holder),
                                );
                            }
                        } else if true {
                            return Err(DecodeError::new(Rule::KeyType, __at, holder));
                        }
                        r.skip((level + 1))?;
                    }
                }
            }
            let __end = r.pos();
            if !__f0 {
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C11));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C12));
                }
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C2)),
            };
            let __f8 = match __f8 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C15));
                }
            };
            let __v = IntentReq {
                corr: __f1,
                obligation_ref: __f2,
                settlement_ref: __f3,
                unit: __f4,
                amount: __f5,
                memo: __f6,
                idempotency_key: __f7,
                effect: __f8,
            };
            Ok(__v)
        }
        #[inline]
        fn __rules<const S: bool>(&self, __end: usize) -> Result<(), DecodeError> {
            Ok(())
        }
        /// Check a frame built by the caller under the strict profile: every value
        /// constraint and single-frame rule that decoding checks.
        pub fn validate(&self) -> Result<(), DecodeError> {
            self.__validate::<true>()
        }
        /// [`Self::validate`] under a profile.
        pub fn validate_with(&self, profile: Profile) -> Result<(), DecodeError> {
            match profile {
                Profile::Strict => self.__validate::<true>(),
                Profile::Minimum => self.__validate::<false>(),
            }
        }
        fn __validate<const S: bool>(&self) -> Result<(), DecodeError> {
            {
                let __x = &self.corr;
                if true && __x.is_empty() {
                    return Err(DecodeError::new(Rule::Empty, 0, &__C12));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C12));
                }
            }
            {
                let __x = &self.obligation_ref;
            }
            if let Some(__x) = &self.settlement_ref {}
            if let Some(__x) = &self.unit {}
            if let Some(__x) = &self.amount {}
            if let Some(__x) = &self.memo {}
            if let Some(__x) = &self.idempotency_key {}
            {
                let __x = &self.effect;
            }
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            4u64 + u64::from(self.settlement_ref.is_some())
                + u64::from(self.unit.is_some()) + u64::from(self.amount.is_some())
                + u64::from(self.memo.is_some())
                + u64::from(self.idempotency_key.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&256u64)
                + {
                    let __x = &self.corr;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.obligation_ref;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.settlement_ref {
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.unit {
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.amount {
                    p::uint_len(5u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.memo {
                    p::uint_len(6u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.idempotency_key {
                    p::uint_len(7u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + {
                    let __x = &self.effect;
                    p::uint_len(8u64) + rt::Elem::encoded_len(__x)
                }
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            p::write_uint(out, 0u64);
            rt::Elem::write(&256u64, out);
            {
                let __x = &self.corr;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.obligation_ref;
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.settlement_ref {
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.unit {
                p::write_uint(out, 4u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.amount {
                p::write_uint(out, 5u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.memo {
                p::write_uint(out, 6u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.idempotency_key {
                p::write_uint(out, 7u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.effect;
                p::write_uint(out, 8u64);
                rt::Elem::write(__x, out);
            }
        }
        /// Encode into a caller's buffer; the number of bytes written.
        pub fn encode_to_slice(
            &self,
            buf: &mut [u8],
        ) -> Result<usize, rt::BufferTooSmall> {
            let mut s = rt::SliceSink::new(buf);
            self.encode(&mut s);
            s.finish()
        }
        /// The canonical encoding in a new vector (allocates once).
        #[cfg(feature = "alloc")]
        pub fn to_vec(&self) -> alloc::vec::Vec<u8> {
            let mut v = alloc::vec::Vec::with_capacity(self.encoded_len());
            self.encode(&mut v);
            v
        }
        /// Present fields by schema name (envelope first), for inspection.
        #[cfg(feature = "alloc")]
        pub fn fields(&self) -> alloc::vec::Vec<(&'static str, rt::FieldValue<'a>)> {
            let mut v = alloc::vec::Vec::new();
            v.push(("frame_kind", rt::FieldValue::Uint(256u64)));
            {
                let __x = &self.corr;
                v.push(("corr", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.obligation_ref;
                v.push(("obligation_ref", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.settlement_ref {
                v.push(("settlement_ref", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.unit {
                v.push(("unit", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.amount {
                v.push(("amount", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.memo {
                v.push(("memo", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.idempotency_key {
                v.push(("idempotency_key", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.effect;
                v.push(("effect", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_INTENTREQ: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Value),
            (5u64, p::ScanNode::Value),
            (6u64, p::ScanNode::Value),
            (7u64, p::ScanNode::Value),
            (8u64, p::ScanNode::Value),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_INTENTREQ_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Value),
            (5u64, p::ScanNode::Value),
            (6u64, p::ScanNode::Value),
            (7u64, p::ScanNode::Value),
            (8u64, p::ScanNode::Value),
        ],
    };
    /// SETTLE_INTENT_RESULT (`0x0101`), a result (§6.1). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct IntentResult<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `settlement_ref` (key 2, tstr, required, §6.1).
        pub settlement_ref: &'a str,
        /// `status` (key 3, tstr, required, §6.1). A short accepted-state token (for example settled or accepted).
        pub status: &'a str,
        /// `receipt_ref` (key 4, tstr, optional, §6.1).
        pub receipt_ref: Option<&'a str>,
    }
    impl<'a> IntentResult<'a> {
        /// The frame type.
        pub const FRAME_TYPE: u16 = 257;
        /// Decode a payload under the strict profile (README "Decoding semantics").
        pub fn decode(payload: &'a [u8]) -> Result<Self, DecodeError> {
            Self::__top::<true>(payload, &__STRICT)
        }
        /// Decode a payload under a profile.
        #[inline]
        pub fn decode_with(
            payload: &'a [u8],
            profile: Profile,
        ) -> Result<Self, DecodeError> {
            Self::__check_with(payload, profile, core::convert::identity)
        }
        /// Decode and keep only what `f` takes from the frame (`Channel::check`):
        /// inlined, so that the frame is neither built in full nor moved.
        #[doc(hidden)]
        #[inline(always)]
        pub fn __check_with<T>(
            payload: &'a [u8],
            profile: Profile,
            f: impl FnOnce(Self) -> T,
        ) -> Result<T, DecodeError> {
            match profile {
                Profile::Strict => Self::__top::<true>(payload, &__STRICT).map(f),
                Profile::Minimum => Self::__top::<false>(payload, &__MINIMUM).map(f),
            }
        }
        #[inline(always)]
        fn __top<const S: bool>(
            payload: &'a [u8],
            pol: &'static p::Policy,
        ) -> Result<Self, DecodeError> {
            let mut r = p::Reader::new(payload, pol)?;
            match Self::__body::<S>(&mut r, 1, &__NONE) {
                Ok(v) => {
                    match r.finish() {
                        Ok(()) => Ok(v),
                        Err(e) => Err(e),
                    }
                }
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_INTENTRESULT)),
            }
        }
        /// Decode the map at nesting `level` (one pass).
        #[doc(hidden)]
        #[inline(always)]
        pub fn __body<const S: bool>(
            r: &mut p::Reader<'a>,
            level: usize,
            holder: &'static p::Ctx,
        ) -> Result<Self, DecodeError> {
            let __n = r
                .map_header(level)
                .map_err(|e| p::retype(e, Rule::NotAMap, &__NONE))?;
            let mut __order = p::KeyOrder::new();
            let mut __kind = 0u8;
            let mut __f0 = false;
            let mut __f1: Option<&'a [u8]> = None;
            let mut __f2: Option<&'a str> = None;
            let mut __f3: Option<&'a str> = None;
            let mut __f4: Option<&'a str> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 1u8]) {
                            __f0 = true;
                        } else if !r.null() {
                            let __v = r.uint().map_err(|e| e.in_field(&__C11))?;
                            if true && __v != 257u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C11),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C12))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C12));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C12));
                                }
                                __v
                            });
                        }
                    }
                    Some(2u64) => {
                        if !r.null() {
                            __f2 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C1))?;
                                __v
                            });
                        }
                    }
                    Some(3u64) => {
                        if !r.null() {
                            __f3 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C5))?;
                                __v
                            });
                        }
                    }
                    Some(4u64) => {
                        if !r.null() {
                            __f4 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C0))?;
                                __v
                            });
                        }
                    }
                    Some(_) => r.skip_ignored((level + 1))?,
                    None => {
                        if __kind == 1 {
                            if true {
                                return Err(
                                    DecodeError::new(Rule::UnknownNegativeKey, __at, holder),
                                );
                            }
                        } else if true {
                            return Err(DecodeError::new(Rule::KeyType, __at, holder));
                        }
                        r.skip((level + 1))?;
                    }
                }
            }
            let __end = r.pos();
            if !__f0 {
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C11));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C12));
                }
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C1)),
            };
            let __f3 = match __f3 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C5)),
            };
            let __v = IntentResult {
                corr: __f1,
                settlement_ref: __f2,
                status: __f3,
                receipt_ref: __f4,
            };
            Ok(__v)
        }
        #[inline]
        fn __rules<const S: bool>(&self, __end: usize) -> Result<(), DecodeError> {
            Ok(())
        }
        /// Check a frame built by the caller under the strict profile: every value
        /// constraint and single-frame rule that decoding checks.
        pub fn validate(&self) -> Result<(), DecodeError> {
            self.__validate::<true>()
        }
        /// [`Self::validate`] under a profile.
        pub fn validate_with(&self, profile: Profile) -> Result<(), DecodeError> {
            match profile {
                Profile::Strict => self.__validate::<true>(),
                Profile::Minimum => self.__validate::<false>(),
            }
        }
        fn __validate<const S: bool>(&self) -> Result<(), DecodeError> {
            {
                let __x = &self.corr;
                if true && __x.is_empty() {
                    return Err(DecodeError::new(Rule::Empty, 0, &__C12));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C12));
                }
            }
            {
                let __x = &self.settlement_ref;
            }
            {
                let __x = &self.status;
            }
            if let Some(__x) = &self.receipt_ref {}
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            4u64 + u64::from(self.receipt_ref.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&257u64)
                + {
                    let __x = &self.corr;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.settlement_ref;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.status;
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.receipt_ref {
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            p::write_uint(out, 0u64);
            rt::Elem::write(&257u64, out);
            {
                let __x = &self.corr;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.settlement_ref;
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.status;
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.receipt_ref {
                p::write_uint(out, 4u64);
                rt::Elem::write(__x, out);
            }
        }
        /// Encode into a caller's buffer; the number of bytes written.
        pub fn encode_to_slice(
            &self,
            buf: &mut [u8],
        ) -> Result<usize, rt::BufferTooSmall> {
            let mut s = rt::SliceSink::new(buf);
            self.encode(&mut s);
            s.finish()
        }
        /// The canonical encoding in a new vector (allocates once).
        #[cfg(feature = "alloc")]
        pub fn to_vec(&self) -> alloc::vec::Vec<u8> {
            let mut v = alloc::vec::Vec::with_capacity(self.encoded_len());
            self.encode(&mut v);
            v
        }
        /// Present fields by schema name (envelope first), for inspection.
        #[cfg(feature = "alloc")]
        pub fn fields(&self) -> alloc::vec::Vec<(&'static str, rt::FieldValue<'a>)> {
            let mut v = alloc::vec::Vec::new();
            v.push(("frame_kind", rt::FieldValue::Uint(257u64)));
            {
                let __x = &self.corr;
                v.push(("corr", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.settlement_ref;
                v.push(("settlement_ref", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.status;
                v.push(("status", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.receipt_ref {
                v.push(("receipt_ref", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_INTENTRESULT: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Value),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_INTENTRESULT_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Value),
        ],
    };
    /// RECEIPT_REQ (`0x0102`), a request (§6.2). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct ReceiptReq<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `settlement_ref` (key 2, tstr, required, §6.2).
        pub settlement_ref: &'a str,
        /// `receipt_ref` (key 3, tstr, optional, §6.2).
        pub receipt_ref: Option<&'a str>,
        /// `effect` (key 4, enum effect, required, §6.2).
        pub effect: Effect,
    }
    impl<'a> ReceiptReq<'a> {
        /// The frame type.
        pub const FRAME_TYPE: u16 = 258;
        /// Decode a payload under the strict profile (README "Decoding semantics").
        pub fn decode(payload: &'a [u8]) -> Result<Self, DecodeError> {
            Self::__top::<true>(payload, &__STRICT)
        }
        /// Decode a payload under a profile.
        #[inline]
        pub fn decode_with(
            payload: &'a [u8],
            profile: Profile,
        ) -> Result<Self, DecodeError> {
            Self::__check_with(payload, profile, core::convert::identity)
        }
        /// Decode and keep only what `f` takes from the frame (`Channel::check`):
        /// inlined, so that the frame is neither built in full nor moved.
        #[doc(hidden)]
        #[inline(always)]
        pub fn __check_with<T>(
            payload: &'a [u8],
            profile: Profile,
            f: impl FnOnce(Self) -> T,
        ) -> Result<T, DecodeError> {
            match profile {
                Profile::Strict => Self::__top::<true>(payload, &__STRICT).map(f),
                Profile::Minimum => Self::__top::<false>(payload, &__MINIMUM).map(f),
            }
        }
        #[inline(always)]
        fn __top<const S: bool>(
            payload: &'a [u8],
            pol: &'static p::Policy,
        ) -> Result<Self, DecodeError> {
            let mut r = p::Reader::new(payload, pol)?;
            match Self::__body::<S>(&mut r, 1, &__NONE) {
                Ok(v) => {
                    match r.finish() {
                        Ok(()) => Ok(v),
                        Err(e) => Err(e),
                    }
                }
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_RECEIPTREQ)),
            }
        }
        /// Decode the map at nesting `level` (one pass).
        #[doc(hidden)]
        #[inline(always)]
        pub fn __body<const S: bool>(
            r: &mut p::Reader<'a>,
            level: usize,
            holder: &'static p::Ctx,
        ) -> Result<Self, DecodeError> {
            let __n = r
                .map_header(level)
                .map_err(|e| p::retype(e, Rule::NotAMap, &__NONE))?;
            let mut __order = p::KeyOrder::new();
            let mut __kind = 0u8;
            let mut __f0 = false;
            let mut __f1: Option<&'a [u8]> = None;
            let mut __f2: Option<&'a str> = None;
            let mut __f3: Option<&'a str> = None;
            let mut __f4: Option<Effect> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 2u8]) {
                            __f0 = true;
                        } else if !r.null() {
                            let __v = r.uint().map_err(|e| e.in_field(&__C11))?;
                            if true && __v != 258u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C11),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C12))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C12));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C12));
                                }
                                __v
                            });
                        }
                    }
                    Some(2u64) => {
                        if !r.null() {
                            __f2 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C1))?;
                                __v
                            });
                        }
                    }
                    Some(3u64) => {
                        if !r.null() {
                            __f3 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C0))?;
                                __v
                            });
                        }
                    }
                    Some(4u64) => {
                        if !r.null() {
                            __f4 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C15))?;
                                Effect::from_raw(__v)
                            });
                        }
                    }
                    Some(_) => r.skip_ignored((level + 1))?,
                    None => {
                        if __kind == 1 {
                            if true {
                                return Err(
                                    DecodeError::new(Rule::UnknownNegativeKey, __at, holder),
                                );
                            }
                        } else if true {
                            return Err(DecodeError::new(Rule::KeyType, __at, holder));
                        }
                        r.skip((level + 1))?;
                    }
                }
            }
            let __end = r.pos();
            if !__f0 {
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C11));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C12));
                }
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C1)),
            };
            let __f4 = match __f4 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C15));
                }
            };
            let __v = ReceiptReq {
                corr: __f1,
                settlement_ref: __f2,
                receipt_ref: __f3,
                effect: __f4,
            };
            __v.__rules::<S>(__end)?;
            Ok(__v)
        }
        #[inline]
        fn __rules<const S: bool>(&self, __end: usize) -> Result<(), DecodeError> {
            if S && p::armed(rt::Rule::Const)
                && { Some(&self.effect).is_some_and(|__v| __v.raw() != 0u64) }
            {
                return Err(DecodeError::new(rt::Rule::Const, __end, &__C16));
            }
            Ok(())
        }
        /// Check a frame built by the caller under the strict profile: every value
        /// constraint and single-frame rule that decoding checks.
        pub fn validate(&self) -> Result<(), DecodeError> {
            self.__validate::<true>()
        }
        /// [`Self::validate`] under a profile.
        pub fn validate_with(&self, profile: Profile) -> Result<(), DecodeError> {
            match profile {
                Profile::Strict => self.__validate::<true>(),
                Profile::Minimum => self.__validate::<false>(),
            }
        }
        fn __validate<const S: bool>(&self) -> Result<(), DecodeError> {
            {
                let __x = &self.corr;
                if true && __x.is_empty() {
                    return Err(DecodeError::new(Rule::Empty, 0, &__C12));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C12));
                }
            }
            {
                let __x = &self.settlement_ref;
            }
            if let Some(__x) = &self.receipt_ref {}
            {
                let __x = &self.effect;
            }
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            4u64 + u64::from(self.receipt_ref.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&258u64)
                + {
                    let __x = &self.corr;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.settlement_ref;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.receipt_ref {
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + {
                    let __x = &self.effect;
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                }
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            p::write_uint(out, 0u64);
            rt::Elem::write(&258u64, out);
            {
                let __x = &self.corr;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.settlement_ref;
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.receipt_ref {
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.effect;
                p::write_uint(out, 4u64);
                rt::Elem::write(__x, out);
            }
        }
        /// Encode into a caller's buffer; the number of bytes written.
        pub fn encode_to_slice(
            &self,
            buf: &mut [u8],
        ) -> Result<usize, rt::BufferTooSmall> {
            let mut s = rt::SliceSink::new(buf);
            self.encode(&mut s);
            s.finish()
        }
        /// The canonical encoding in a new vector (allocates once).
        #[cfg(feature = "alloc")]
        pub fn to_vec(&self) -> alloc::vec::Vec<u8> {
            let mut v = alloc::vec::Vec::with_capacity(self.encoded_len());
            self.encode(&mut v);
            v
        }
        /// Present fields by schema name (envelope first), for inspection.
        #[cfg(feature = "alloc")]
        pub fn fields(&self) -> alloc::vec::Vec<(&'static str, rt::FieldValue<'a>)> {
            let mut v = alloc::vec::Vec::new();
            v.push(("frame_kind", rt::FieldValue::Uint(258u64)));
            {
                let __x = &self.corr;
                v.push(("corr", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.settlement_ref;
                v.push(("settlement_ref", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.receipt_ref {
                v.push(("receipt_ref", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.effect;
                v.push(("effect", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_RECEIPTREQ: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Value),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_RECEIPTREQ_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Value),
        ],
    };
    /// RECEIPT_RESULT (`0x0103`), a result (§6.2). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct ReceiptResult<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `receipt` (key 2, record settlement_receipt, required, §6.2).
        pub receipt: SettlementReceipt<'a>,
    }
    impl<'a> ReceiptResult<'a> {
        /// The frame type.
        pub const FRAME_TYPE: u16 = 259;
        /// Decode a payload under the strict profile (README "Decoding semantics").
        pub fn decode(payload: &'a [u8]) -> Result<Self, DecodeError> {
            Self::__top::<true>(payload, &__STRICT)
        }
        /// Decode a payload under a profile.
        #[inline]
        pub fn decode_with(
            payload: &'a [u8],
            profile: Profile,
        ) -> Result<Self, DecodeError> {
            Self::__check_with(payload, profile, core::convert::identity)
        }
        /// Decode and keep only what `f` takes from the frame (`Channel::check`):
        /// inlined, so that the frame is neither built in full nor moved.
        #[doc(hidden)]
        #[inline(always)]
        pub fn __check_with<T>(
            payload: &'a [u8],
            profile: Profile,
            f: impl FnOnce(Self) -> T,
        ) -> Result<T, DecodeError> {
            match profile {
                Profile::Strict => Self::__top::<true>(payload, &__STRICT).map(f),
                Profile::Minimum => Self::__top::<false>(payload, &__MINIMUM).map(f),
            }
        }
        #[inline(always)]
        fn __top<const S: bool>(
            payload: &'a [u8],
            pol: &'static p::Policy,
        ) -> Result<Self, DecodeError> {
            let mut r = p::Reader::new(payload, pol)?;
            match Self::__body::<S>(&mut r, 1, &__NONE) {
                Ok(v) => {
                    match r.finish() {
                        Ok(()) => Ok(v),
                        Err(e) => Err(e),
                    }
                }
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_RECEIPTRESULT)),
            }
        }
        /// Decode the map at nesting `level` (one pass).
        #[doc(hidden)]
        #[inline(always)]
        pub fn __body<const S: bool>(
            r: &mut p::Reader<'a>,
            level: usize,
            holder: &'static p::Ctx,
        ) -> Result<Self, DecodeError> {
            let __n = r
                .map_header(level)
                .map_err(|e| p::retype(e, Rule::NotAMap, &__NONE))?;
            let mut __order = p::KeyOrder::new();
            let mut __kind = 0u8;
            let mut __f0 = false;
            let mut __f1: Option<&'a [u8]> = None;
            let mut __f2: Option<SettlementReceipt<'a>> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 3u8]) {
                            __f0 = true;
                        } else if !r.null() {
                            let __v = r.uint().map_err(|e| e.in_field(&__C11))?;
                            if true && __v != 259u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C11),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C12))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C12));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C12));
                                }
                                __v
                            });
                        }
                    }
                    Some(2u64) => {
                        if !r.null() {
                            __f2 = Some({
                                let __at = r.pos();
                                SettlementReceipt::__body::<S>(r, (level + 1), &__C17)?
                            });
                        }
                    }
                    Some(_) => r.skip_ignored((level + 1))?,
                    None => {
                        if __kind == 1 {
                            if true {
                                return Err(
                                    DecodeError::new(Rule::UnknownNegativeKey, __at, holder),
                                );
                            }
                        } else if true {
                            return Err(DecodeError::new(Rule::KeyType, __at, holder));
                        }
                        r.skip((level + 1))?;
                    }
                }
            }
            let __end = r.pos();
            if !__f0 {
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C11));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C12));
                }
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C17));
                }
            };
            let __v = ReceiptResult {
                corr: __f1,
                receipt: __f2,
            };
            Ok(__v)
        }
        #[inline]
        fn __rules<const S: bool>(&self, __end: usize) -> Result<(), DecodeError> {
            Ok(())
        }
        /// Check a frame built by the caller under the strict profile: every value
        /// constraint and single-frame rule that decoding checks.
        pub fn validate(&self) -> Result<(), DecodeError> {
            self.__validate::<true>()
        }
        /// [`Self::validate`] under a profile.
        pub fn validate_with(&self, profile: Profile) -> Result<(), DecodeError> {
            match profile {
                Profile::Strict => self.__validate::<true>(),
                Profile::Minimum => self.__validate::<false>(),
            }
        }
        fn __validate<const S: bool>(&self) -> Result<(), DecodeError> {
            {
                let __x = &self.corr;
                if true && __x.is_empty() {
                    return Err(DecodeError::new(Rule::Empty, 0, &__C12));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C12));
                }
            }
            {
                let __x = &self.receipt;
                __x.validate_with(if S { Profile::Strict } else { Profile::Minimum })?;
            }
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            3u64
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&259u64)
                + {
                    let __x = &self.corr;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.receipt;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            p::write_uint(out, 0u64);
            rt::Elem::write(&259u64, out);
            {
                let __x = &self.corr;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.receipt;
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
        }
        /// Encode into a caller's buffer; the number of bytes written.
        pub fn encode_to_slice(
            &self,
            buf: &mut [u8],
        ) -> Result<usize, rt::BufferTooSmall> {
            let mut s = rt::SliceSink::new(buf);
            self.encode(&mut s);
            s.finish()
        }
        /// The canonical encoding in a new vector (allocates once).
        #[cfg(feature = "alloc")]
        pub fn to_vec(&self) -> alloc::vec::Vec<u8> {
            let mut v = alloc::vec::Vec::with_capacity(self.encoded_len());
            self.encode(&mut v);
            v
        }
        /// Present fields by schema name (envelope first), for inspection.
        #[cfg(feature = "alloc")]
        pub fn fields(&self) -> alloc::vec::Vec<(&'static str, rt::FieldValue<'a>)> {
            let mut v = alloc::vec::Vec::new();
            v.push(("frame_kind", rt::FieldValue::Uint(259u64)));
            {
                let __x = &self.corr;
                v.push(("corr", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.receipt;
                v.push(("receipt", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_RECEIPTRESULT: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Body(&__SCAN_SETTLEMENTRECEIPT)),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_RECEIPTRESULT_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[(2u64, p::ScanNode::Body(&__SCAN_SETTLEMENTRECEIPT))],
    };
    /// SETTLE_ERROR (`0x0104`), a error (§8). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct ErrorFrame<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `code` (key 2, enum error_code, required, §8).
        pub code: ErrorCode,
        /// `message` (key 3, tstr, required, §8).
        pub message: &'a str,
        /// `retry_after_s` (key 4, uint, optional, §8).
        pub retry_after_s: Option<u64>,
        /// `approval_id` (key 5, tstr, optional, §8.1).
        pub approval_id: Option<&'a str>,
    }
    impl<'a> ErrorFrame<'a> {
        /// The frame type.
        pub const FRAME_TYPE: u16 = 260;
        /// Decode a payload under the strict profile (README "Decoding semantics").
        pub fn decode(payload: &'a [u8]) -> Result<Self, DecodeError> {
            Self::__top::<true>(payload, &__STRICT)
        }
        /// Decode a payload under a profile.
        #[inline]
        pub fn decode_with(
            payload: &'a [u8],
            profile: Profile,
        ) -> Result<Self, DecodeError> {
            Self::__check_with(payload, profile, core::convert::identity)
        }
        /// Decode and keep only what `f` takes from the frame (`Channel::check`):
        /// inlined, so that the frame is neither built in full nor moved.
        #[doc(hidden)]
        #[inline(always)]
        pub fn __check_with<T>(
            payload: &'a [u8],
            profile: Profile,
            f: impl FnOnce(Self) -> T,
        ) -> Result<T, DecodeError> {
            match profile {
                Profile::Strict => Self::__top::<true>(payload, &__STRICT).map(f),
                Profile::Minimum => Self::__top::<false>(payload, &__MINIMUM).map(f),
            }
        }
        #[inline(always)]
        fn __top<const S: bool>(
            payload: &'a [u8],
            pol: &'static p::Policy,
        ) -> Result<Self, DecodeError> {
            let mut r = p::Reader::new(payload, pol)?;
            match Self::__body::<S>(&mut r, 1, &__NONE) {
                Ok(v) => {
                    match r.finish() {
                        Ok(()) => Ok(v),
                        Err(e) => Err(e),
                    }
                }
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_ERRORFRAME)),
            }
        }
        /// Decode the map at nesting `level` (one pass).
        #[doc(hidden)]
        #[inline(always)]
        pub fn __body<const S: bool>(
            r: &mut p::Reader<'a>,
            level: usize,
            holder: &'static p::Ctx,
        ) -> Result<Self, DecodeError> {
            let __n = r
                .map_header(level)
                .map_err(|e| p::retype(e, Rule::NotAMap, &__NONE))?;
            let mut __order = p::KeyOrder::new();
            let mut __kind = 0u8;
            let mut __f0 = false;
            let mut __f1: Option<&'a [u8]> = None;
            let mut __f2: Option<ErrorCode> = None;
            let mut __f3: Option<&'a str> = None;
            let mut __f4: Option<u64> = None;
            let mut __f5: Option<&'a str> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 4u8]) {
                            __f0 = true;
                        } else if !r.null() {
                            let __v = r.uint().map_err(|e| e.in_field(&__C11))?;
                            if true && __v != 260u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C11),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C12))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C12));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C12));
                                }
                                __v
                            });
                        }
                    }
                    Some(2u64) => {
                        if !r.null() {
                            __f2 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C18))?;
                                ErrorCode::from_raw(__v)
                            });
                        }
                    }
                    Some(3u64) => {
                        if !r.null() {
                            __f3 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C19))?;
                                __v
                            });
                        }
                    }
                    Some(4u64) => {
                        if !r.null() {
                            __f4 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C20))?;
                                __v
                            });
                        }
                    }
                    Some(5u64) => {
                        if !r.null() {
                            __f5 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C21))?;
                                __v
                            });
                        }
                    }
                    Some(_) => r.skip_ignored((level + 1))?,
                    None => {
                        if __kind == 1 {
                            if true {
                                return Err(
                                    DecodeError::new(Rule::UnknownNegativeKey, __at, holder),
                                );
                            }
                        } else if true {
                            return Err(DecodeError::new(Rule::KeyType, __at, holder));
                        }
                        r.skip((level + 1))?;
                    }
                }
            }
            let __end = r.pos();
            if !__f0 {
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C11));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C12));
                }
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C18));
                }
            };
            let __f3 = match __f3 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C19));
                }
            };
            let __v = ErrorFrame {
                corr: __f1,
                code: __f2,
                message: __f3,
                retry_after_s: __f4,
                approval_id: __f5,
            };
            __v.__rules::<S>(__end)?;
            Ok(__v)
        }
        #[inline]
        fn __rules<const S: bool>(&self, __end: usize) -> Result<(), DecodeError> {
            if S && p::armed(rt::Rule::PresentIff)
                && {
                    if Some(&self.code).is_some_and(|__c| matches!(__c.raw(), 4u64)) {
                        self.approval_id.as_ref().is_none()
                    } else {
                        self.approval_id.as_ref().is_some()
                    }
                }
            {
                return Err(DecodeError::new(rt::Rule::PresentIff, __end, &__C22));
            }
            Ok(())
        }
        /// Check a frame built by the caller under the strict profile: every value
        /// constraint and single-frame rule that decoding checks.
        pub fn validate(&self) -> Result<(), DecodeError> {
            self.__validate::<true>()
        }
        /// [`Self::validate`] under a profile.
        pub fn validate_with(&self, profile: Profile) -> Result<(), DecodeError> {
            match profile {
                Profile::Strict => self.__validate::<true>(),
                Profile::Minimum => self.__validate::<false>(),
            }
        }
        fn __validate<const S: bool>(&self) -> Result<(), DecodeError> {
            {
                let __x = &self.corr;
                if true && __x.is_empty() {
                    return Err(DecodeError::new(Rule::Empty, 0, &__C12));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C12));
                }
            }
            {
                let __x = &self.code;
            }
            {
                let __x = &self.message;
            }
            if let Some(__x) = &self.retry_after_s {}
            if let Some(__x) = &self.approval_id {}
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            4u64 + u64::from(self.retry_after_s.is_some())
                + u64::from(self.approval_id.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&260u64)
                + {
                    let __x = &self.corr;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.code;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.message;
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.retry_after_s {
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.approval_id {
                    p::uint_len(5u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            p::write_uint(out, 0u64);
            rt::Elem::write(&260u64, out);
            {
                let __x = &self.corr;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.code;
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.message;
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.retry_after_s {
                p::write_uint(out, 4u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.approval_id {
                p::write_uint(out, 5u64);
                rt::Elem::write(__x, out);
            }
        }
        /// Encode into a caller's buffer; the number of bytes written.
        pub fn encode_to_slice(
            &self,
            buf: &mut [u8],
        ) -> Result<usize, rt::BufferTooSmall> {
            let mut s = rt::SliceSink::new(buf);
            self.encode(&mut s);
            s.finish()
        }
        /// The canonical encoding in a new vector (allocates once).
        #[cfg(feature = "alloc")]
        pub fn to_vec(&self) -> alloc::vec::Vec<u8> {
            let mut v = alloc::vec::Vec::with_capacity(self.encoded_len());
            self.encode(&mut v);
            v
        }
        /// Present fields by schema name (envelope first), for inspection.
        #[cfg(feature = "alloc")]
        pub fn fields(&self) -> alloc::vec::Vec<(&'static str, rt::FieldValue<'a>)> {
            let mut v = alloc::vec::Vec::new();
            v.push(("frame_kind", rt::FieldValue::Uint(260u64)));
            {
                let __x = &self.corr;
                v.push(("corr", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.code;
                v.push(("code", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.message;
                v.push(("message", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.retry_after_s {
                v.push(("retry_after_s", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.approval_id {
                v.push(("approval_id", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_ERRORFRAME: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Value),
            (5u64, p::ScanNode::Value),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_ERRORFRAME_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Value),
            (5u64, p::ScanNode::Value),
        ],
    };
    /// SETTLE_BATCH_COMMIT_REQ (`0x00a0`), a request (§6.3). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct BatchCommitReq<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `batch_ref` (key 2, tstr, required, §6.3).
        pub batch_ref: &'a str,
        /// `commitment` (key 3, bstr, required, §6.3). Opaque octets; the construction is not fixed here.
        pub commitment: &'a [u8],
        /// `commitment_alg` (key 4, tstr, optional, §6.3).
        pub commitment_alg: Option<&'a str>,
        /// `member_count` (key 5, uint, optional, §6.3).
        pub member_count: Option<u64>,
        /// `period` (key 6, tstr, optional, §6.3). A bilateral settlement period; NOT an Audit-channel audit epoch.
        pub period: Option<&'a str>,
        /// `effect` (key 7, enum effect, required, §5.3).
        pub effect: Effect,
    }
    impl<'a> BatchCommitReq<'a> {
        /// The frame type.
        pub const FRAME_TYPE: u16 = 160;
        /// Decode a payload under the strict profile (README "Decoding semantics").
        pub fn decode(payload: &'a [u8]) -> Result<Self, DecodeError> {
            Self::__top::<true>(payload, &__STRICT)
        }
        /// Decode a payload under a profile.
        #[inline]
        pub fn decode_with(
            payload: &'a [u8],
            profile: Profile,
        ) -> Result<Self, DecodeError> {
            Self::__check_with(payload, profile, core::convert::identity)
        }
        /// Decode and keep only what `f` takes from the frame (`Channel::check`):
        /// inlined, so that the frame is neither built in full nor moved.
        #[doc(hidden)]
        #[inline(always)]
        pub fn __check_with<T>(
            payload: &'a [u8],
            profile: Profile,
            f: impl FnOnce(Self) -> T,
        ) -> Result<T, DecodeError> {
            match profile {
                Profile::Strict => Self::__top::<true>(payload, &__STRICT).map(f),
                Profile::Minimum => Self::__top::<false>(payload, &__MINIMUM).map(f),
            }
        }
        #[inline(always)]
        fn __top<const S: bool>(
            payload: &'a [u8],
            pol: &'static p::Policy,
        ) -> Result<Self, DecodeError> {
            let mut r = p::Reader::new(payload, pol)?;
            match Self::__body::<S>(&mut r, 1, &__NONE) {
                Ok(v) => {
                    match r.finish() {
                        Ok(()) => Ok(v),
                        Err(e) => Err(e),
                    }
                }
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_BATCHCOMMITREQ)),
            }
        }
        /// Decode the map at nesting `level` (one pass).
        #[doc(hidden)]
        #[inline(always)]
        pub fn __body<const S: bool>(
            r: &mut p::Reader<'a>,
            level: usize,
            holder: &'static p::Ctx,
        ) -> Result<Self, DecodeError> {
            let __n = r
                .map_header(level)
                .map_err(|e| p::retype(e, Rule::NotAMap, &__NONE))?;
            let mut __order = p::KeyOrder::new();
            let mut __kind = 0u8;
            let mut __f0 = false;
            let mut __f1: Option<&'a [u8]> = None;
            let mut __f2: Option<&'a str> = None;
            let mut __f3: Option<&'a [u8]> = None;
            let mut __f4: Option<&'a str> = None;
            let mut __f5: Option<u64> = None;
            let mut __f6: Option<&'a str> = None;
            let mut __f7: Option<Effect> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[24u8, 160u8]) {
                            __f0 = true;
                        } else if !r.null() {
                            let __v = r.uint().map_err(|e| e.in_field(&__C11))?;
                            if true && __v != 160u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C11),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C12))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C12));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C12));
                                }
                                __v
                            });
                        }
                    }
                    Some(2u64) => {
                        if !r.null() {
                            __f2 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C23))?;
                                __v
                            });
                        }
                    }
                    Some(3u64) => {
                        if !r.null() {
                            __f3 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C24))?;
                                __v
                            });
                        }
                    }
                    Some(4u64) => {
                        if !r.null() {
                            __f4 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C25))?;
                                __v
                            });
                        }
                    }
                    Some(5u64) => {
                        if !r.null() {
                            __f5 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C26))?;
                                __v
                            });
                        }
                    }
                    Some(6u64) => {
                        if !r.null() {
                            __f6 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C27))?;
                                __v
                            });
                        }
                    }
                    Some(7u64) => {
                        if !r.null() {
                            __f7 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C15))?;
                                Effect::from_raw(__v)
                            });
                        }
                    }
                    Some(_) => r.skip_ignored((level + 1))?,
                    None => {
                        if __kind == 1 {
                            if true {
                                return Err(
                                    DecodeError::new(Rule::UnknownNegativeKey, __at, holder),
                                );
                            }
                        } else if true {
                            return Err(DecodeError::new(Rule::KeyType, __at, holder));
                        }
                        r.skip((level + 1))?;
                    }
                }
            }
            let __end = r.pos();
            if !__f0 {
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C11));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C12));
                }
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C23));
                }
            };
            let __f3 = match __f3 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C24));
                }
            };
            let __f7 = match __f7 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C15));
                }
            };
            let __v = BatchCommitReq {
                corr: __f1,
                batch_ref: __f2,
                commitment: __f3,
                commitment_alg: __f4,
                member_count: __f5,
                period: __f6,
                effect: __f7,
            };
            Ok(__v)
        }
        #[inline]
        fn __rules<const S: bool>(&self, __end: usize) -> Result<(), DecodeError> {
            Ok(())
        }
        /// Check a frame built by the caller under the strict profile: every value
        /// constraint and single-frame rule that decoding checks.
        pub fn validate(&self) -> Result<(), DecodeError> {
            self.__validate::<true>()
        }
        /// [`Self::validate`] under a profile.
        pub fn validate_with(&self, profile: Profile) -> Result<(), DecodeError> {
            match profile {
                Profile::Strict => self.__validate::<true>(),
                Profile::Minimum => self.__validate::<false>(),
            }
        }
        fn __validate<const S: bool>(&self) -> Result<(), DecodeError> {
            {
                let __x = &self.corr;
                if true && __x.is_empty() {
                    return Err(DecodeError::new(Rule::Empty, 0, &__C12));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C12));
                }
            }
            {
                let __x = &self.batch_ref;
            }
            {
                let __x = &self.commitment;
            }
            if let Some(__x) = &self.commitment_alg {}
            if let Some(__x) = &self.member_count {}
            if let Some(__x) = &self.period {}
            {
                let __x = &self.effect;
            }
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            5u64 + u64::from(self.commitment_alg.is_some())
                + u64::from(self.member_count.is_some())
                + u64::from(self.period.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&160u64)
                + {
                    let __x = &self.corr;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.batch_ref;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.commitment;
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.commitment_alg {
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.member_count {
                    p::uint_len(5u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.period {
                    p::uint_len(6u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + {
                    let __x = &self.effect;
                    p::uint_len(7u64) + rt::Elem::encoded_len(__x)
                }
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            p::write_uint(out, 0u64);
            rt::Elem::write(&160u64, out);
            {
                let __x = &self.corr;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.batch_ref;
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.commitment;
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.commitment_alg {
                p::write_uint(out, 4u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.member_count {
                p::write_uint(out, 5u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.period {
                p::write_uint(out, 6u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.effect;
                p::write_uint(out, 7u64);
                rt::Elem::write(__x, out);
            }
        }
        /// Encode into a caller's buffer; the number of bytes written.
        pub fn encode_to_slice(
            &self,
            buf: &mut [u8],
        ) -> Result<usize, rt::BufferTooSmall> {
            let mut s = rt::SliceSink::new(buf);
            self.encode(&mut s);
            s.finish()
        }
        /// The canonical encoding in a new vector (allocates once).
        #[cfg(feature = "alloc")]
        pub fn to_vec(&self) -> alloc::vec::Vec<u8> {
            let mut v = alloc::vec::Vec::with_capacity(self.encoded_len());
            self.encode(&mut v);
            v
        }
        /// Present fields by schema name (envelope first), for inspection.
        #[cfg(feature = "alloc")]
        pub fn fields(&self) -> alloc::vec::Vec<(&'static str, rt::FieldValue<'a>)> {
            let mut v = alloc::vec::Vec::new();
            v.push(("frame_kind", rt::FieldValue::Uint(160u64)));
            {
                let __x = &self.corr;
                v.push(("corr", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.batch_ref;
                v.push(("batch_ref", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.commitment;
                v.push(("commitment", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.commitment_alg {
                v.push(("commitment_alg", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.member_count {
                v.push(("member_count", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.period {
                v.push(("period", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.effect;
                v.push(("effect", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_BATCHCOMMITREQ: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Value),
            (5u64, p::ScanNode::Value),
            (6u64, p::ScanNode::Value),
            (7u64, p::ScanNode::Value),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_BATCHCOMMITREQ_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Value),
            (5u64, p::ScanNode::Value),
            (6u64, p::ScanNode::Value),
            (7u64, p::ScanNode::Value),
        ],
    };
    /// SETTLE_BATCH_COMMIT_RESULT (`0x00a1`), a result (§6.3). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct BatchCommitResult<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `batch_ref` (key 2, tstr, required, §6.3).
        pub batch_ref: &'a str,
        /// `status` (key 3, tstr, required, §6.3). A short accepted-state token (for example committed).
        pub status: &'a str,
        /// `commitment_receipt_ref` (key 4, tstr, optional, §6.3).
        pub commitment_receipt_ref: Option<&'a str>,
    }
    impl<'a> BatchCommitResult<'a> {
        /// The frame type.
        pub const FRAME_TYPE: u16 = 161;
        /// Decode a payload under the strict profile (README "Decoding semantics").
        pub fn decode(payload: &'a [u8]) -> Result<Self, DecodeError> {
            Self::__top::<true>(payload, &__STRICT)
        }
        /// Decode a payload under a profile.
        #[inline]
        pub fn decode_with(
            payload: &'a [u8],
            profile: Profile,
        ) -> Result<Self, DecodeError> {
            Self::__check_with(payload, profile, core::convert::identity)
        }
        /// Decode and keep only what `f` takes from the frame (`Channel::check`):
        /// inlined, so that the frame is neither built in full nor moved.
        #[doc(hidden)]
        #[inline(always)]
        pub fn __check_with<T>(
            payload: &'a [u8],
            profile: Profile,
            f: impl FnOnce(Self) -> T,
        ) -> Result<T, DecodeError> {
            match profile {
                Profile::Strict => Self::__top::<true>(payload, &__STRICT).map(f),
                Profile::Minimum => Self::__top::<false>(payload, &__MINIMUM).map(f),
            }
        }
        #[inline(always)]
        fn __top<const S: bool>(
            payload: &'a [u8],
            pol: &'static p::Policy,
        ) -> Result<Self, DecodeError> {
            let mut r = p::Reader::new(payload, pol)?;
            match Self::__body::<S>(&mut r, 1, &__NONE) {
                Ok(v) => {
                    match r.finish() {
                        Ok(()) => Ok(v),
                        Err(e) => Err(e),
                    }
                }
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_BATCHCOMMITRESULT)),
            }
        }
        /// Decode the map at nesting `level` (one pass).
        #[doc(hidden)]
        #[inline(always)]
        pub fn __body<const S: bool>(
            r: &mut p::Reader<'a>,
            level: usize,
            holder: &'static p::Ctx,
        ) -> Result<Self, DecodeError> {
            let __n = r
                .map_header(level)
                .map_err(|e| p::retype(e, Rule::NotAMap, &__NONE))?;
            let mut __order = p::KeyOrder::new();
            let mut __kind = 0u8;
            let mut __f0 = false;
            let mut __f1: Option<&'a [u8]> = None;
            let mut __f2: Option<&'a str> = None;
            let mut __f3: Option<&'a str> = None;
            let mut __f4: Option<&'a str> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[24u8, 161u8]) {
                            __f0 = true;
                        } else if !r.null() {
                            let __v = r.uint().map_err(|e| e.in_field(&__C11))?;
                            if true && __v != 161u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C11),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C12))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C12));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C12));
                                }
                                __v
                            });
                        }
                    }
                    Some(2u64) => {
                        if !r.null() {
                            __f2 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C23))?;
                                __v
                            });
                        }
                    }
                    Some(3u64) => {
                        if !r.null() {
                            __f3 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C5))?;
                                __v
                            });
                        }
                    }
                    Some(4u64) => {
                        if !r.null() {
                            __f4 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C28))?;
                                __v
                            });
                        }
                    }
                    Some(_) => r.skip_ignored((level + 1))?,
                    None => {
                        if __kind == 1 {
                            if true {
                                return Err(
                                    DecodeError::new(Rule::UnknownNegativeKey, __at, holder),
                                );
                            }
                        } else if true {
                            return Err(DecodeError::new(Rule::KeyType, __at, holder));
                        }
                        r.skip((level + 1))?;
                    }
                }
            }
            let __end = r.pos();
            if !__f0 {
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C11));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C12));
                }
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C23));
                }
            };
            let __f3 = match __f3 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C5)),
            };
            let __v = BatchCommitResult {
                corr: __f1,
                batch_ref: __f2,
                status: __f3,
                commitment_receipt_ref: __f4,
            };
            Ok(__v)
        }
        #[inline]
        fn __rules<const S: bool>(&self, __end: usize) -> Result<(), DecodeError> {
            Ok(())
        }
        /// Check a frame built by the caller under the strict profile: every value
        /// constraint and single-frame rule that decoding checks.
        pub fn validate(&self) -> Result<(), DecodeError> {
            self.__validate::<true>()
        }
        /// [`Self::validate`] under a profile.
        pub fn validate_with(&self, profile: Profile) -> Result<(), DecodeError> {
            match profile {
                Profile::Strict => self.__validate::<true>(),
                Profile::Minimum => self.__validate::<false>(),
            }
        }
        fn __validate<const S: bool>(&self) -> Result<(), DecodeError> {
            {
                let __x = &self.corr;
                if true && __x.is_empty() {
                    return Err(DecodeError::new(Rule::Empty, 0, &__C12));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C12));
                }
            }
            {
                let __x = &self.batch_ref;
            }
            {
                let __x = &self.status;
            }
            if let Some(__x) = &self.commitment_receipt_ref {}
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            4u64 + u64::from(self.commitment_receipt_ref.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&161u64)
                + {
                    let __x = &self.corr;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.batch_ref;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.status;
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.commitment_receipt_ref {
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            p::write_uint(out, 0u64);
            rt::Elem::write(&161u64, out);
            {
                let __x = &self.corr;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.batch_ref;
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.status;
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.commitment_receipt_ref {
                p::write_uint(out, 4u64);
                rt::Elem::write(__x, out);
            }
        }
        /// Encode into a caller's buffer; the number of bytes written.
        pub fn encode_to_slice(
            &self,
            buf: &mut [u8],
        ) -> Result<usize, rt::BufferTooSmall> {
            let mut s = rt::SliceSink::new(buf);
            self.encode(&mut s);
            s.finish()
        }
        /// The canonical encoding in a new vector (allocates once).
        #[cfg(feature = "alloc")]
        pub fn to_vec(&self) -> alloc::vec::Vec<u8> {
            let mut v = alloc::vec::Vec::with_capacity(self.encoded_len());
            self.encode(&mut v);
            v
        }
        /// Present fields by schema name (envelope first), for inspection.
        #[cfg(feature = "alloc")]
        pub fn fields(&self) -> alloc::vec::Vec<(&'static str, rt::FieldValue<'a>)> {
            let mut v = alloc::vec::Vec::new();
            v.push(("frame_kind", rt::FieldValue::Uint(161u64)));
            {
                let __x = &self.corr;
                v.push(("corr", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.batch_ref;
                v.push(("batch_ref", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.status;
                v.push(("status", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.commitment_receipt_ref {
                v.push(("commitment_receipt_ref", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_BATCHCOMMITRESULT: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Value),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_BATCHCOMMITRESULT_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Value),
        ],
    };
    /// The channel's frame types (§3).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
    #[repr(u16)]
    #[non_exhaustive]
    pub enum FrameType {
        /// `0x0100` SETTLE_INTENT_REQ (§6.1)
        IntentReq = 256,
        /// `0x0101` SETTLE_INTENT_RESULT (§6.1)
        IntentResult = 257,
        /// `0x0102` RECEIPT_REQ (§6.2)
        ReceiptReq = 258,
        /// `0x0103` RECEIPT_RESULT (§6.2)
        ReceiptResult = 259,
        /// `0x0104` SETTLE_ERROR (§8)
        ErrorFrame = 260,
        /// `0x00a0` SETTLE_BATCH_COMMIT_REQ (§6.3)
        BatchCommitReq = 160,
        /// `0x00a1` SETTLE_BATCH_COMMIT_RESULT (§6.3)
        BatchCommitResult = 161,
    }
    impl FrameType {
        /// Every frame type, in schema order.
        pub const ALL: [FrameType; 7] = [
            FrameType::IntentReq,
            FrameType::IntentResult,
            FrameType::ReceiptReq,
            FrameType::ReceiptResult,
            FrameType::ErrorFrame,
            FrameType::BatchCommitReq,
            FrameType::BatchCommitResult,
        ];
        /// The frame type with this code.
        pub const fn from_u16(v: u16) -> Option<Self> {
            match v {
                256 => Some(FrameType::IntentReq),
                257 => Some(FrameType::IntentResult),
                258 => Some(FrameType::ReceiptReq),
                259 => Some(FrameType::ReceiptResult),
                260 => Some(FrameType::ErrorFrame),
                160 => Some(FrameType::BatchCommitReq),
                161 => Some(FrameType::BatchCommitResult),
                _ => None,
            }
        }
        /// The frame-header code.
        pub const fn code(self) -> u16 {
            self as u16
        }
        /// The spec's name, e.g. `INTERACT_EVENT`.
        pub const fn name(self) -> &'static str {
            match self {
                FrameType::IntentReq => "SETTLE_INTENT_REQ",
                FrameType::IntentResult => "SETTLE_INTENT_RESULT",
                FrameType::ReceiptReq => "RECEIPT_REQ",
                FrameType::ReceiptResult => "RECEIPT_RESULT",
                FrameType::ErrorFrame => "SETTLE_ERROR",
                FrameType::BatchCommitReq => "SETTLE_BATCH_COMMIT_REQ",
                FrameType::BatchCommitResult => "SETTLE_BATCH_COMMIT_RESULT",
            }
        }
        /// The frame type with this spec name.
        pub fn from_name(name: &str) -> Option<Self> {
            match name {
                "SETTLE_INTENT_REQ" => Some(FrameType::IntentReq),
                "SETTLE_INTENT_RESULT" => Some(FrameType::IntentResult),
                "RECEIPT_REQ" => Some(FrameType::ReceiptReq),
                "RECEIPT_RESULT" => Some(FrameType::ReceiptResult),
                "SETTLE_ERROR" => Some(FrameType::ErrorFrame),
                "SETTLE_BATCH_COMMIT_REQ" => Some(FrameType::BatchCommitReq),
                "SETTLE_BATCH_COMMIT_RESULT" => Some(FrameType::BatchCommitResult),
                _ => None,
            }
        }
        /// The frame's role.
        pub const fn role(self) -> rt::Role {
            match self {
                FrameType::IntentReq => rt::Role::Request,
                FrameType::IntentResult => rt::Role::Result,
                FrameType::ReceiptReq => rt::Role::Request,
                FrameType::ReceiptResult => rt::Role::Result,
                FrameType::ErrorFrame => rt::Role::Error,
                FrameType::BatchCommitReq => rt::Role::Request,
                FrameType::BatchCommitResult => rt::Role::Result,
            }
        }
        /// The spec section defining the frame.
        pub const fn section(self) -> &'static str {
            match self {
                FrameType::IntentReq => "§6.1",
                FrameType::IntentResult => "§6.1",
                FrameType::ReceiptReq => "§6.2",
                FrameType::ReceiptResult => "§6.2",
                FrameType::ErrorFrame => "§8",
                FrameType::BatchCommitReq => "§6.3",
                FrameType::BatchCommitResult => "§6.3",
            }
        }
        /// Whether the frame carries the correlation key.
        pub const fn has_corr(self) -> bool {
            match self {
                FrameType::IntentReq => true,
                FrameType::IntentResult => true,
                FrameType::ReceiptReq => true,
                FrameType::ReceiptResult => true,
                FrameType::ErrorFrame => true,
                FrameType::BatchCommitReq => true,
                FrameType::BatchCommitResult => true,
            }
        }
        /// Whether an implementation may omit this operation.
        pub const fn is_optional(self) -> bool {
            match self {
                FrameType::IntentReq => false,
                FrameType::IntentResult => false,
                FrameType::ReceiptReq => false,
                FrameType::ReceiptResult => false,
                FrameType::ErrorFrame => false,
                FrameType::BatchCommitReq => true,
                FrameType::BatchCommitResult => true,
            }
        }
        /// Frame types that can answer this one (in any reply pattern).
        pub const fn replies(self) -> &'static [FrameType] {
            match self {
                FrameType::IntentReq => &[FrameType::IntentResult, FrameType::ErrorFrame],
                FrameType::IntentResult => &[],
                FrameType::ReceiptReq => {
                    &[FrameType::ReceiptResult, FrameType::ErrorFrame]
                }
                FrameType::ReceiptResult => &[],
                FrameType::ErrorFrame => &[],
                FrameType::BatchCommitReq => {
                    &[FrameType::ErrorFrame, FrameType::BatchCommitResult]
                }
                FrameType::BatchCommitResult => &[],
            }
        }
        /// Frame types this one answers.
        pub const fn answers(self) -> &'static [FrameType] {
            match self {
                FrameType::IntentReq => &[],
                FrameType::IntentResult => &[FrameType::IntentReq],
                FrameType::ReceiptReq => &[],
                FrameType::ReceiptResult => &[FrameType::ReceiptReq],
                FrameType::ErrorFrame => {
                    &[
                        FrameType::IntentReq,
                        FrameType::ReceiptReq,
                        FrameType::BatchCommitReq,
                    ]
                }
                FrameType::BatchCommitReq => &[],
                FrameType::BatchCommitResult => &[FrameType::BatchCommitReq],
            }
        }
        /// Requests this frame withdraws by their corr.
        pub const fn withdraws(self) -> &'static [FrameType] {
            match self {
                FrameType::IntentReq => &[],
                FrameType::IntentResult => &[],
                FrameType::ReceiptReq => &[],
                FrameType::ReceiptResult => &[],
                FrameType::ErrorFrame => &[],
                FrameType::BatchCommitReq => &[],
                FrameType::BatchCommitResult => &[],
            }
        }
    }
    /// Any frame of the channel.
    #[derive(Debug, Clone, PartialEq)]
    #[non_exhaustive]
    pub enum Frame<'a> {
        ///A frame of this type.
        IntentReq(IntentReq<'a>),
        ///A frame of this type.
        IntentResult(IntentResult<'a>),
        ///A frame of this type.
        ReceiptReq(ReceiptReq<'a>),
        ///A frame of this type.
        ReceiptResult(ReceiptResult<'a>),
        ///A frame of this type.
        ErrorFrame(ErrorFrame<'a>),
        ///A frame of this type.
        BatchCommitReq(BatchCommitReq<'a>),
        ///A frame of this type.
        BatchCommitResult(BatchCommitResult<'a>),
    }
    impl<'a> Frame<'a> {
        /// The frame type.
        pub const fn frame_type(&self) -> FrameType {
            match self {
                Frame::IntentReq(_) => FrameType::IntentReq,
                Frame::IntentResult(_) => FrameType::IntentResult,
                Frame::ReceiptReq(_) => FrameType::ReceiptReq,
                Frame::ReceiptResult(_) => FrameType::ReceiptResult,
                Frame::ErrorFrame(_) => FrameType::ErrorFrame,
                Frame::BatchCommitReq(_) => FrameType::BatchCommitReq,
                Frame::BatchCommitResult(_) => FrameType::BatchCommitResult,
            }
        }
        /// The correlation key, for frames that carry one.
        pub fn corr(&self) -> Option<rt::Corr<'a>> {
            match self {
                Frame::IntentReq(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::IntentResult(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::ReceiptReq(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::ReceiptResult(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::ErrorFrame(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::BatchCommitReq(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::BatchCommitResult(x) => Some(rt::Corr::Bytes(x.corr)),
            }
        }
        /// Whether this frame expects a reply (its reply patterns and `reply_when`).
        pub fn expects_reply(&self) -> bool {
            match self {
                Frame::IntentReq(x) => true && (true),
                Frame::IntentResult(x) => false && (true),
                Frame::ReceiptReq(x) => true && (true),
                Frame::ReceiptResult(x) => false && (true),
                Frame::ErrorFrame(x) => false && (true),
                Frame::BatchCommitReq(x) => true && (true),
                Frame::BatchCommitResult(x) => false && (true),
            }
        }
        /// See the frame's `validate`.
        pub fn validate(&self) -> Result<(), DecodeError> {
            match self {
                Frame::IntentReq(x) => x.validate(),
                Frame::IntentResult(x) => x.validate(),
                Frame::ReceiptReq(x) => x.validate(),
                Frame::ReceiptResult(x) => x.validate(),
                Frame::ErrorFrame(x) => x.validate(),
                Frame::BatchCommitReq(x) => x.validate(),
                Frame::BatchCommitResult(x) => x.validate(),
            }
        }
        /// See the frame's `validate_with`.
        pub fn validate_with(&self, profile: Profile) -> Result<(), DecodeError> {
            match self {
                Frame::IntentReq(x) => x.validate_with(profile),
                Frame::IntentResult(x) => x.validate_with(profile),
                Frame::ReceiptReq(x) => x.validate_with(profile),
                Frame::ReceiptResult(x) => x.validate_with(profile),
                Frame::ErrorFrame(x) => x.validate_with(profile),
                Frame::BatchCommitReq(x) => x.validate_with(profile),
                Frame::BatchCommitResult(x) => x.validate_with(profile),
            }
        }
        /// Exact size of the canonical encoding.
        pub fn encoded_len(&self) -> usize {
            match self {
                Frame::IntentReq(x) => x.encoded_len(),
                Frame::IntentResult(x) => x.encoded_len(),
                Frame::ReceiptReq(x) => x.encoded_len(),
                Frame::ReceiptResult(x) => x.encoded_len(),
                Frame::ErrorFrame(x) => x.encoded_len(),
                Frame::BatchCommitReq(x) => x.encoded_len(),
                Frame::BatchCommitResult(x) => x.encoded_len(),
            }
        }
        /// The canonical encoding.
        pub fn encode<W: Sink>(&self, out: &mut W) {
            match self {
                Frame::IntentReq(x) => x.encode(out),
                Frame::IntentResult(x) => x.encode(out),
                Frame::ReceiptReq(x) => x.encode(out),
                Frame::ReceiptResult(x) => x.encode(out),
                Frame::ErrorFrame(x) => x.encode(out),
                Frame::BatchCommitReq(x) => x.encode(out),
                Frame::BatchCommitResult(x) => x.encode(out),
            }
        }
        /// Encode into a caller's buffer.
        pub fn encode_to_slice(
            &self,
            buf: &mut [u8],
        ) -> Result<usize, rt::BufferTooSmall> {
            match self {
                Frame::IntentReq(x) => x.encode_to_slice(buf),
                Frame::IntentResult(x) => x.encode_to_slice(buf),
                Frame::ReceiptReq(x) => x.encode_to_slice(buf),
                Frame::ReceiptResult(x) => x.encode_to_slice(buf),
                Frame::ErrorFrame(x) => x.encode_to_slice(buf),
                Frame::BatchCommitReq(x) => x.encode_to_slice(buf),
                Frame::BatchCommitResult(x) => x.encode_to_slice(buf),
            }
        }
        /// The canonical encoding in a new vector.
        #[cfg(feature = "alloc")]
        pub fn to_vec(&self) -> alloc::vec::Vec<u8> {
            match self {
                Frame::IntentReq(x) => x.to_vec(),
                Frame::IntentResult(x) => x.to_vec(),
                Frame::ReceiptReq(x) => x.to_vec(),
                Frame::ReceiptResult(x) => x.to_vec(),
                Frame::ErrorFrame(x) => x.to_vec(),
                Frame::BatchCommitReq(x) => x.to_vec(),
                Frame::BatchCommitResult(x) => x.to_vec(),
            }
        }
        /// Present fields by schema name.
        #[cfg(feature = "alloc")]
        pub fn fields(&self) -> alloc::vec::Vec<(&'static str, rt::FieldValue<'a>)> {
            match self {
                Frame::IntentReq(x) => x.fields(),
                Frame::IntentResult(x) => x.fields(),
                Frame::ReceiptReq(x) => x.fields(),
                Frame::ReceiptResult(x) => x.fields(),
                Frame::ErrorFrame(x) => x.fields(),
                Frame::BatchCommitReq(x) => x.fields(),
                Frame::BatchCommitResult(x) => x.fields(),
            }
        }
    }
    impl<'a> From<IntentReq<'a>> for Frame<'a> {
        fn from(x: IntentReq<'a>) -> Self {
            Frame::IntentReq(x)
        }
    }
    impl<'a> From<IntentResult<'a>> for Frame<'a> {
        fn from(x: IntentResult<'a>) -> Self {
            Frame::IntentResult(x)
        }
    }
    impl<'a> From<ReceiptReq<'a>> for Frame<'a> {
        fn from(x: ReceiptReq<'a>) -> Self {
            Frame::ReceiptReq(x)
        }
    }
    impl<'a> From<ReceiptResult<'a>> for Frame<'a> {
        fn from(x: ReceiptResult<'a>) -> Self {
            Frame::ReceiptResult(x)
        }
    }
    impl<'a> From<ErrorFrame<'a>> for Frame<'a> {
        fn from(x: ErrorFrame<'a>) -> Self {
            Frame::ErrorFrame(x)
        }
    }
    impl<'a> From<BatchCommitReq<'a>> for Frame<'a> {
        fn from(x: BatchCommitReq<'a>) -> Self {
            Frame::BatchCommitReq(x)
        }
    }
    impl<'a> From<BatchCommitResult<'a>> for Frame<'a> {
        fn from(x: BatchCommitResult<'a>) -> Self {
            Frame::BatchCommitResult(x)
        }
    }
    /// Decode a payload of `frame_type` under the strict profile.
    #[inline]
    pub fn decode(frame_type: u16, payload: &[u8]) -> Result<Frame<'_>, DecodeError> {
        decode_with(frame_type, payload, Profile::Strict)
    }
    /// Decode a payload of `frame_type` under a profile (README "Decoding semantics").
    #[inline]
    pub fn decode_with(
        frame_type: u16,
        payload: &[u8],
        profile: Profile,
    ) -> Result<Frame<'_>, DecodeError> {
        match FrameType::from_u16(frame_type) {
            Some(FrameType::IntentReq) => {
                IntentReq::decode_with(payload, profile).map(Frame::IntentReq)
            }
            Some(FrameType::IntentResult) => {
                IntentResult::decode_with(payload, profile).map(Frame::IntentResult)
            }
            Some(FrameType::ReceiptReq) => {
                ReceiptReq::decode_with(payload, profile).map(Frame::ReceiptReq)
            }
            Some(FrameType::ReceiptResult) => {
                ReceiptResult::decode_with(payload, profile).map(Frame::ReceiptResult)
            }
            Some(FrameType::ErrorFrame) => {
                ErrorFrame::decode_with(payload, profile).map(Frame::ErrorFrame)
            }
            Some(FrameType::BatchCommitReq) => {
                BatchCommitReq::decode_with(payload, profile).map(Frame::BatchCommitReq)
            }
            Some(FrameType::BatchCommitResult) => {
                BatchCommitResult::decode_with(payload, profile)
                    .map(Frame::BatchCommitResult)
            }
            None => Err(DecodeError::new(Rule::UnknownFrameType, 0, &__NONE)),
        }
    }
    /// Decode a reply and apply the cross-frame rules against the originating
    /// `request`. Matching the reply to the request (corr, and that its type is
    /// in `request.frame_type().replies()`) is the caller's correlation logic.
    pub fn decode_reply<'p>(
        request: &Frame<'_>,
        frame_type: u16,
        payload: &'p [u8],
    ) -> Result<Frame<'p>, DecodeError> {
        decode_reply_with(request, frame_type, payload, Profile::Strict)
    }
    /// [`decode_reply`] under a profile.
    pub fn decode_reply_with<'p>(
        request: &Frame<'_>,
        frame_type: u16,
        payload: &'p [u8],
        profile: Profile,
    ) -> Result<Frame<'p>, DecodeError> {
        let reply = decode_with(frame_type, payload, profile)?;
        #[allow(clippy::match_single_binding)]
        match (request, &reply) {
            _ => {}
        }
        Ok(reply)
    }
    static __FRAMES: [rt::FrameInfo; 7] = [
        rt::FrameInfo {
            code: 256,
            name: "SETTLE_INTENT_REQ",
            role: rt::Role::Request,
            has_corr: true,
            section: "§6.1",
        },
        rt::FrameInfo {
            code: 257,
            name: "SETTLE_INTENT_RESULT",
            role: rt::Role::Result,
            has_corr: true,
            section: "§6.1",
        },
        rt::FrameInfo {
            code: 258,
            name: "RECEIPT_REQ",
            role: rt::Role::Request,
            has_corr: true,
            section: "§6.2",
        },
        rt::FrameInfo {
            code: 259,
            name: "RECEIPT_RESULT",
            role: rt::Role::Result,
            has_corr: true,
            section: "§6.2",
        },
        rt::FrameInfo {
            code: 260,
            name: "SETTLE_ERROR",
            role: rt::Role::Error,
            has_corr: true,
            section: "§8",
        },
        rt::FrameInfo {
            code: 160,
            name: "SETTLE_BATCH_COMMIT_REQ",
            role: rt::Role::Request,
            has_corr: true,
            section: "§6.3",
        },
        rt::FrameInfo {
            code: 161,
            name: "SETTLE_BATCH_COMMIT_RESULT",
            role: rt::Role::Result,
            has_corr: true,
            section: "§6.3",
        },
    ];
    /// Static facts about the channel.
    pub static INFO: rt::ChannelInfo = rt::ChannelInfo {
        id: CHANNEL_ID,
        module: "settlement",
        name: CHANNEL_NAME,
        spec: SPEC,
        spec_revision: SPEC_REVISION,
        doc_id: DOC_ID,
        schema_path: SCHEMA_SOURCE,
        schema_yaml: SCHEMA_YAML,
        frames: &__FRAMES,
        max_payload: MAX_PAYLOAD,
        max_depth: MAX_DEPTH,
    };
    /// This channel behind the [`rt::Channel`] interface.
    #[derive(Debug)]
    pub struct ChannelImpl;
    /// This channel, as listed in `npamp_generated::CHANNELS`.
    pub static CHANNEL: ChannelImpl = ChannelImpl;
    impl rt::Channel for ChannelImpl {
        fn info(&self) -> &'static rt::ChannelInfo {
            &INFO
        }
        fn check<'p>(
            &self,
            frame_type: u16,
            payload: &'p [u8],
            profile: Profile,
        ) -> Result<rt::Summary<'p>, DecodeError> {
            match FrameType::from_u16(frame_type) {
                Some(FrameType::IntentReq) => {
                    IntentReq::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Bytes(x.corr)),
                        },
                    )
                }
                Some(FrameType::IntentResult) => {
                    IntentResult::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Bytes(x.corr)),
                        },
                    )
                }
                Some(FrameType::ReceiptReq) => {
                    ReceiptReq::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Bytes(x.corr)),
                        },
                    )
                }
                Some(FrameType::ReceiptResult) => {
                    ReceiptResult::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Bytes(x.corr)),
                        },
                    )
                }
                Some(FrameType::ErrorFrame) => {
                    ErrorFrame::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Bytes(x.corr)),
                        },
                    )
                }
                Some(FrameType::BatchCommitReq) => {
                    BatchCommitReq::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Bytes(x.corr)),
                        },
                    )
                }
                Some(FrameType::BatchCommitResult) => {
                    BatchCommitResult::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Bytes(x.corr)),
                        },
                    )
                }
                None => Err(DecodeError::new(Rule::UnknownFrameType, 0, &__NONE)),
            }
        }
        #[cfg(feature = "alloc")]
        fn decode<'p>(
            &self,
            frame_type: u16,
            payload: &'p [u8],
            profile: Profile,
        ) -> Result<alloc::boxed::Box<dyn rt::FrameView<'p> + 'p>, DecodeError> {
            decode_with(frame_type, payload, profile)
                .map(|f| {
                    alloc::boxed::Box::new(f)
                        as alloc::boxed::Box<dyn rt::FrameView<'p> + 'p>
                })
        }
        #[cfg(feature = "alloc")]
        fn decode_reply<'p>(
            &self,
            request_type: u16,
            request: &[u8],
            frame_type: u16,
            payload: &'p [u8],
            profile: Profile,
        ) -> Result<alloc::boxed::Box<dyn rt::FrameView<'p> + 'p>, rt::Refused> {
            let reply = decode_with(frame_type, payload, profile)
                .map_err(|error| rt::Refused {
                    error,
                    in_request: false,
                })?;
            let req = decode_with(request_type, request, profile)
                .map_err(|error| rt::Refused {
                    error,
                    in_request: true,
                })?;
            let reply = decode_reply_with(&req, frame_type, payload, profile)
                .map_err(|error| rt::Refused {
                    error,
                    in_request: false,
                })?;
            let _ = reply.frame_type();
            Ok(alloc::boxed::Box::new(reply))
        }
        fn outcome(&self, e: &DecodeError) -> rt::Outcome {
            outcome(e)
        }
        #[cfg(feature = "alloc")]
        fn error_reply(
            &self,
            frame_type: u16,
            payload: &[u8],
            e: &DecodeError,
        ) -> Option<alloc::vec::Vec<u8>> {
            error_reply_for(frame_type, payload, e).map(|f| f.to_vec())
        }
    }
    #[cfg(feature = "alloc")]
    impl<'a> rt::FrameView<'a> for Frame<'a> {
        fn frame_type(&self) -> u16 {
            Frame::frame_type(self).code()
        }
        fn name(&self) -> &'static str {
            Frame::frame_type(self).name()
        }
        fn corr(&self) -> Option<rt::Corr<'a>> {
            Frame::corr(self)
        }
        fn fields(&self) -> alloc::vec::Vec<(&'static str, rt::FieldValue<'_>)> {
            Frame::fields(self)
        }
        fn encoded_len(&self) -> usize {
            Frame::encoded_len(self)
        }
        fn to_vec(&self) -> alloc::vec::Vec<u8> {
            Frame::to_vec(self)
        }
        fn encode_vec(&self, out: &mut alloc::vec::Vec<u8>) {
            Frame::encode(self, out)
        }
        fn expects_reply(&self) -> bool {
            Frame::expects_reply(self)
        }
        fn validate_with(&self, profile: Profile) -> Result<(), DecodeError> {
            Frame::validate_with(self, profile)
        }
    }
    /// The wire outcome of a refusal (the schema's error model, §8).
    pub const fn outcome(e: &DecodeError) -> rt::Outcome {
        match e.class() {
            rt::FailClass::KindMismatch => {
                rt::Outcome::Code {
                    value: 1u64,
                    name: Some("malformed_request"),
                }
            }
            rt::FailClass::UnknownOperation => {
                rt::Outcome::Code {
                    value: 2u64,
                    name: Some("unknown_operation"),
                }
            }
            _ => {
                rt::Outcome::Code {
                    value: 1u64,
                    name: Some("malformed_request"),
                }
            }
        }
    }
    impl<'a> ErrorFrame<'a> {
        /// Build the SETTLE_ERROR reply to a failed request: echoes the correlation key and carries only the generic message for `code` (§8.2). Optional fields start empty.
        pub fn reply(corr: &'a [u8], code: ErrorCode) -> Self {
            ErrorFrame {
                corr: corr,
                code: code,
                message: match code.message() {
                    Some(m) => m,
                    None => "error",
                },
                retry_after_s: None,
                approval_id: None,
            }
        }
    }
    /// The error reply for a refused payload of `frame_type`, echoing its
    /// correlation key when one can be recovered. `None` when nothing may
    /// answer it: a frame type the schema gives no reply (results, errors,
    /// cancels, events), an outcome that is the core's own frame, or no
    /// recoverable correlation key (an uncorrelatable request cannot be answered).
    pub fn error_reply_for<'p>(
        frame_type: u16,
        payload: &'p [u8],
        err: &DecodeError,
    ) -> Option<ErrorFrame<'p>> {
        if FrameType::from_u16(frame_type).is_some_and(|ft| ft.replies().is_empty()) {
            return None;
        }
        let code = match outcome(err) {
            rt::Outcome::Code { value, .. } => ErrorCode::from_raw(value),
            _ => return None,
        };
        let c = p::recover_corr(payload, 1u64, true, 1, 64)?;
        let corr = match c {
            rt::Corr::Bytes(b) => b,
            rt::Corr::Uint(_) => return None,
        };
        Some(ErrorFrame::reply(corr, code))
    }
}
