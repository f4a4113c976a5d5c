/// NPAMP-MEMORY (Memory, channel 0x0001): generated from `schema/memory.yaml` (Persistent-state create/read/update/delete and retrieval).
#[allow(
    clippy::all,
    unused_imports,
    unused_variables,
    unused_mut,
    unused_parens,
    unreachable_code,
    non_camel_case_types
)]
pub mod memory {
    use crate::rt as rt;
    use rt::__private as p;
    use rt::{Array, DecodeError, Item, Map, Profile, RawMap, Rule, Sink};
    /// Channel id 0x0001 (Memory, §2).
    pub const CHANNEL_ID: u16 = 1;
    /// The channel's name.
    pub const CHANNEL_NAME: &str = "Memory";
    /// The channel's purpose (§2).
    pub const CHANNEL_PURPOSE: &str = "Persistent-state create/read/update/delete and retrieval";
    /// The spec this module implements.
    pub const SPEC: &str = "NPAMP-MEMORY";
    /// The spec revision.
    pub const SPEC_REVISION: &str = "draft-bubblefish-npamp-02";
    /// Document id used in requirement ids (`<doc>/<section>/<slug>`).
    pub const DOC_ID: &str = "81";
    /// The channel is enabled only at this profile or higher (§2).
    pub const MINIMUM_PROFILE: &str = "Standard";
    /// Profiles at which the channel is available (§2).
    pub const PROFILES: &[&str] = &["Standard", "High", "Sovereign"];
    /// The channel's direction (§2).
    pub const DIRECTION: &str = "Multi-stream";
    /// Largest payload the decoder accepts, in bytes (schema `limits`).
    pub const MAX_PAYLOAD: usize = 1048576;
    /// Deepest nesting the decoder accepts; the payload map is level 1 (schema `limits`).
    pub const MAX_DEPTH: usize = 16;
    /// Length bounds of the correlation key in bytes (§4.2).
    pub const CORR_LEN: core::ops::RangeInclusive<usize> = 1..=64;
    /// The schema file this module was generated from.
    pub const SCHEMA_SOURCE: &str = "schema/memory.yaml";
    /// The schema text this module was generated from.
    pub const SCHEMA_YAML: &str = include_str!(
        concat!(env!("CARGO_MANIFEST_DIR"), "/../", "schema/memory.yaml")
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
            (rt::Basis::Strict, "§6.6"),
            (rt::Basis::Must, "§4.2"),
            (rt::Basis::Strict, "§4.2"),
            (rt::Basis::Strict, "§4.1"),
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
        field: Some("record_id"),
        rule_id: None,
        own: None,
    };
    static __C1: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("content"),
        rule_id: None,
        own: None,
    };
    static __C2: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("source"),
        rule_id: None,
        own: None,
    };
    static __C3: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("subject"),
        rule_id: None,
        own: None,
    };
    static __C4: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("destination"),
        rule_id: None,
        own: None,
    };
    static __C5: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("collection"),
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
        field: Some("actor_type"),
        rule_id: None,
        own: None,
    };
    static __C8: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("actor_id"),
        rule_id: None,
        own: None,
    };
    static __C9: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("classification"),
        rule_id: None,
        own: None,
    };
    static __C10: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("cluster_id"),
        rule_id: None,
        own: None,
    };
    static __C11: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("cluster_role"),
        rule_id: None,
        own: None,
    };
    static __C12: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("signature"),
        rule_id: None,
        own: None,
    };
    static __C13: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("signing_key_id"),
        rule_id: None,
        own: None,
    };
    static __C14: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("signature_alg"),
        rule_id: None,
        own: None,
    };
    static __C15: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("frame_kind"),
        rule_id: None,
        own: None,
    };
    static __C16: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("corr"),
        rule_id: None,
        own: None,
    };
    static __C17: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("idempotency_key"),
        rule_id: None,
        own: None,
    };
    static __C18: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("scope"),
        rule_id: None,
        own: None,
    };
    static __C19: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("effect"),
        rule_id: None,
        own: None,
    };
    static __C20: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("status"),
        rule_id: None,
        own: None,
    };
    static __C21: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("effect"),
        rule_id: Some("read-effect-read-only"),
        own: Some((rt::Basis::Strict, "§6.2")),
    };
    static __C22: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("record"),
        rule_id: None,
        own: None,
    };
    static __C23: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("effect"),
        rule_id: Some("update-effect-write"),
        own: Some((rt::Basis::Strict, "§6.3")),
    };
    static __C24: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("effect"),
        rule_id: Some("delete-effect-destructive"),
        own: Some((rt::Basis::Strict, "§6.3")),
    };
    static __C25: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("query"),
        rule_id: None,
        own: None,
    };
    static __C26: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("limit"),
        rule_id: None,
        own: None,
    };
    static __C27: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("profile"),
        rule_id: None,
        own: None,
    };
    static __C28: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("cursor"),
        rule_id: None,
        own: None,
    };
    static __C29: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("effect"),
        rule_id: Some("retrieve-effect-read-only"),
        own: Some((rt::Basis::Strict, "§6.4")),
    };
    static __C30: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("records"),
        rule_id: None,
        own: None,
    };
    static __C31: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("has_more"),
        rule_id: None,
        own: None,
    };
    static __C32: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("next_cursor"),
        rule_id: None,
        own: None,
    };
    static __C33: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("retrieval_stage"),
        rule_id: None,
        own: None,
    };
    static __C34: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("semantic_unavailable"),
        rule_id: None,
        own: None,
    };
    static __C35: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("next_cursor"),
        rule_id: Some("next-cursor-when-has-more"),
        own: Some((rt::Basis::Strict, "§6.5")),
    };
    static __C36: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("final"),
        rule_id: None,
        own: None,
    };
    static __C37: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("final"),
        rule_id: Some("stream-end-final-true"),
        own: Some((rt::Basis::Strict, "§7")),
    };
    static __C38: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("version"),
        rule_id: None,
        own: None,
    };
    static __C39: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("queue_depth"),
        rule_id: None,
        own: None,
    };
    static __C40: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("capabilities"),
        rule_id: None,
        own: None,
    };
    static __C41: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("code"),
        rule_id: None,
        own: None,
    };
    static __C42: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("message"),
        rule_id: None,
        own: None,
    };
    static __C43: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("retry_after_s"),
        rule_id: None,
        own: None,
    };
    static __C44: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("approval_id"),
        rule_id: None,
        own: None,
    };
    static __C45: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("approval_id"),
        rule_id: Some("approval-id-iff-required"),
        own: Some((rt::Basis::Strict, "§8")),
    };
    static __C46: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("reason"),
        rule_id: None,
        own: None,
    };
    static __C47: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("effect"),
        rule_id: Some("evict-effect-destructive"),
        own: Some((rt::Basis::Strict, "§6.7")),
    };
    static __C48: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("effect"),
        rule_id: Some("revive-effect-idempotent-write"),
        own: Some((rt::Basis::Strict, "§6.7")),
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
        /// A value this revision does not name. Meaning: fail-safe: treat as destructive; MAY refuse (MEMORY_ERROR).
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
        /// `0x06` internal_error (§8)
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
                6u64 => ErrorCode::InternalError,
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
                ErrorCode::InternalError => 6u64,
                ErrorCode::Unrecognized(v) => v,
            }
        }
        /// Whether the schema names this value.
        pub const fn is_recognized(self) -> bool {
            matches!(self.raw(), 1u64 | 2u64 | 3u64 | 4u64 | 5u64 | 6u64)
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
                ErrorCode::ApprovalRequired => Some("held for human approval"),
                ErrorCode::NotFound => Some("not found"),
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
    /// Record `memory_record` (§6.5). The wire projection of one stored record and its provenance.
    #[derive(Debug, Clone, PartialEq)]
    pub struct MemoryRecord<'a> {
        /// `record_id` (key 0, tstr, required, §6.5).
        pub record_id: &'a str,
        /// `content` (key 1, tstr, required, §6.5).
        pub content: &'a str,
        /// `source` (key 2, tstr, optional, §6.5).
        pub source: Option<&'a str>,
        /// `subject` (key 3, tstr, optional, §6.5).
        pub subject: Option<&'a str>,
        /// `destination` (key 4, tstr, optional, §6.5).
        pub destination: Option<&'a str>,
        /// `collection` (key 5, tstr, optional, §6.5).
        pub collection: Option<&'a str>,
        /// `timestamp` (key 6, tstr, optional, §6.5).
        pub timestamp: Option<&'a str>,
        /// `actor_type` (key 7, tstr, optional, §6.5).
        pub actor_type: Option<&'a str>,
        /// `actor_id` (key 8, tstr, optional, §6.5).
        pub actor_id: Option<&'a str>,
        /// `classification` (key 9, tstr, optional, §6.5).
        pub classification: Option<&'a str>,
        /// `cluster_id` (key 10, tstr, optional, §6.5).
        pub cluster_id: Option<&'a str>,
        /// `cluster_role` (key 11, tstr, optional, §6.5).
        pub cluster_role: Option<&'a str>,
        /// `signature` (key 12, tstr, optional, §6.5).
        pub signature: Option<&'a str>,
        /// `signing_key_id` (key 13, tstr, optional, §6.5).
        pub signing_key_id: Option<&'a str>,
        /// `signature_alg` (key 14, tstr, optional, §6.5).
        pub signature_alg: Option<&'a str>,
    }
    impl<'a> MemoryRecord<'a> {
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
            let mut __f11: Option<&'a str> = None;
            let mut __f12: Option<&'a str> = None;
            let mut __f13: Option<&'a str> = None;
            let mut __f14: Option<&'a str> = None;
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
                    Some(11u64) => {
                        if !r.null() {
                            __f11 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C11))?;
                                __v
                            });
                        }
                    }
                    Some(12u64) => {
                        if !r.null() {
                            __f12 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C12))?;
                                __v
                            });
                        }
                    }
                    Some(13u64) => {
                        if !r.null() {
                            __f13 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C13))?;
                                __v
                            });
                        }
                    }
                    Some(14u64) => {
                        if !r.null() {
                            __f14 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C14))?;
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
            let __v = MemoryRecord {
                record_id: __f0,
                content: __f1,
                source: __f2,
                subject: __f3,
                destination: __f4,
                collection: __f5,
                timestamp: __f6,
                actor_type: __f7,
                actor_id: __f8,
                classification: __f9,
                cluster_id: __f10,
                cluster_role: __f11,
                signature: __f12,
                signing_key_id: __f13,
                signature_alg: __f14,
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
                let __x = &self.record_id;
            }
            {
                let __x = &self.content;
            }
            if let Some(__x) = &self.source {}
            if let Some(__x) = &self.subject {}
            if let Some(__x) = &self.destination {}
            if let Some(__x) = &self.collection {}
            if let Some(__x) = &self.timestamp {}
            if let Some(__x) = &self.actor_type {}
            if let Some(__x) = &self.actor_id {}
            if let Some(__x) = &self.classification {}
            if let Some(__x) = &self.cluster_id {}
            if let Some(__x) = &self.cluster_role {}
            if let Some(__x) = &self.signature {}
            if let Some(__x) = &self.signing_key_id {}
            if let Some(__x) = &self.signature_alg {}
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            2u64 + u64::from(self.source.is_some()) + u64::from(self.subject.is_some())
                + u64::from(self.destination.is_some())
                + u64::from(self.collection.is_some())
                + u64::from(self.timestamp.is_some())
                + u64::from(self.actor_type.is_some())
                + u64::from(self.actor_id.is_some())
                + u64::from(self.classification.is_some())
                + u64::from(self.cluster_id.is_some())
                + u64::from(self.cluster_role.is_some())
                + u64::from(self.signature.is_some())
                + u64::from(self.signing_key_id.is_some())
                + u64::from(self.signature_alg.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count())
                + {
                    let __x = &self.record_id;
                    p::uint_len(0u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.content;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.source {
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.subject {
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.destination {
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.collection {
                    p::uint_len(5u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.timestamp {
                    p::uint_len(6u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.actor_type {
                    p::uint_len(7u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.actor_id {
                    p::uint_len(8u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.classification {
                    p::uint_len(9u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.cluster_id {
                    p::uint_len(10u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.cluster_role {
                    p::uint_len(11u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.signature {
                    p::uint_len(12u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.signing_key_id {
                    p::uint_len(13u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.signature_alg {
                    p::uint_len(14u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            {
                let __x = &self.record_id;
                p::write_uint(out, 0u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.content;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.source {
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.subject {
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.destination {
                p::write_uint(out, 4u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.collection {
                p::write_uint(out, 5u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.timestamp {
                p::write_uint(out, 6u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.actor_type {
                p::write_uint(out, 7u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.actor_id {
                p::write_uint(out, 8u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.classification {
                p::write_uint(out, 9u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.cluster_id {
                p::write_uint(out, 10u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.cluster_role {
                p::write_uint(out, 11u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.signature {
                p::write_uint(out, 12u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.signing_key_id {
                p::write_uint(out, 13u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.signature_alg {
                p::write_uint(out, 14u64);
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
                let __x = &self.record_id;
                v.push(("record_id", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.content;
                v.push(("content", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.source {
                v.push(("source", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.subject {
                v.push(("subject", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.destination {
                v.push(("destination", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.collection {
                v.push(("collection", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.timestamp {
                v.push(("timestamp", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.actor_type {
                v.push(("actor_type", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.actor_id {
                v.push(("actor_id", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.classification {
                v.push(("classification", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.cluster_id {
                v.push(("cluster_id", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.cluster_role {
                v.push(("cluster_role", rt::Elem::field_value(__x)));
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
    impl<'a> rt::Elem<'a> for MemoryRecord<'a> {
        const RAW_CANONICAL: bool = false;
        fn read(r: &mut p::Reader<'a>, level: usize) -> Result<Self, DecodeError> {
            Self::__body::<false>(r, level, &p::NO_CTX)
        }
        fn write<W: Sink>(&self, out: &mut W) {
            self.encode(out)
        }
        fn encoded_len(&self) -> usize {
            MemoryRecord::encoded_len(self)
        }
        #[cfg(feature = "alloc")]
        fn field_value(&self) -> rt::FieldValue<'a> {
            rt::FieldValue::Record(self.fields())
        }
    }
    #[doc(hidden)]
    pub static __SCAN_MEMORYRECORD: p::Scan = p::Scan {
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
            (11u64, p::ScanNode::Value),
            (12u64, p::ScanNode::Value),
            (13u64, p::ScanNode::Value),
            (14u64, p::ScanNode::Value),
        ],
    };
    /// MEMORY_CREATE_REQ (`0x0100`), a request (§6.1). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct CreateReq<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `content` (key 2, tstr, required, §6.1).
        pub content: &'a str,
        /// `source` (key 3, tstr, optional, §6.1).
        pub source: Option<&'a str>,
        /// `subject` (key 4, tstr, optional, §6.1).
        pub subject: Option<&'a str>,
        /// `destination` (key 5, tstr, optional, §6.1).
        pub destination: Option<&'a str>,
        /// `collection` (key 6, tstr, optional, §6.1).
        pub collection: Option<&'a str>,
        /// `actor_type` (key 7, tstr, optional, §6.1). e.g. user, agent, system (no value table).
        pub actor_type: Option<&'a str>,
        /// `actor_id` (key 8, tstr, optional, §6.1).
        pub actor_id: Option<&'a str>,
        /// `idempotency_key` (key 9, tstr, optional, §6.1).
        pub idempotency_key: Option<&'a str>,
        /// `scope` (key 10, any_keyed_map, optional, §6.1).
        pub scope: Option<RawMap<'a>>,
        /// `effect` (key 11, enum effect, required, §5.3).
        pub effect: Effect,
    }
    impl<'a> CreateReq<'a> {
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_CREATEREQ)),
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
            let mut __f8: Option<&'a str> = None;
            let mut __f9: Option<&'a str> = None;
            let mut __f10: Option<RawMap<'a>> = None;
            let mut __f11: Option<Effect> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 0u8]) {
                            __f0 = true;
                        } else if !r.null() {
                            let __v = r.uint().map_err(|e| e.in_field(&__C15))?;
                            if true && __v != 256u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C15),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C16))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C16));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C16));
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
                                let __v = r.tstr().map_err(|e| e.in_field(&__C2))?;
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
                                let __v = r.tstr().map_err(|e| e.in_field(&__C5))?;
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
                                let __v = r.tstr().map_err(|e| e.in_field(&__C17))?;
                                __v
                            });
                        }
                    }
                    Some(10u64) => {
                        if !r.null() {
                            __f10 = Some({
                                let __at = r.pos();
                                let __v = p::any_keyed_map(r, (level + 1))
                                    .map_err(|e| e.in_field(&__C18))?;
                                __v
                            });
                        }
                    }
                    Some(11u64) => {
                        if !r.null() {
                            __f11 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C19))?;
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C15));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C16));
                }
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C1)),
            };
            let __f11 = match __f11 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C19));
                }
            };
            let __v = CreateReq {
                corr: __f1,
                content: __f2,
                source: __f3,
                subject: __f4,
                destination: __f5,
                collection: __f6,
                actor_type: __f7,
                actor_id: __f8,
                idempotency_key: __f9,
                scope: __f10,
                effect: __f11,
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C16));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C16));
                }
            }
            {
                let __x = &self.content;
            }
            if let Some(__x) = &self.source {}
            if let Some(__x) = &self.subject {}
            if let Some(__x) = &self.destination {}
            if let Some(__x) = &self.collection {}
            if let Some(__x) = &self.actor_type {}
            if let Some(__x) = &self.actor_id {}
            if let Some(__x) = &self.idempotency_key {}
            if let Some(__x) = &self.scope {}
            {
                let __x = &self.effect;
            }
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            4u64 + u64::from(self.source.is_some()) + u64::from(self.subject.is_some())
                + u64::from(self.destination.is_some())
                + u64::from(self.collection.is_some())
                + u64::from(self.actor_type.is_some())
                + u64::from(self.actor_id.is_some())
                + u64::from(self.idempotency_key.is_some())
                + u64::from(self.scope.is_some())
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
                    let __x = &self.content;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.source {
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.subject {
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.destination {
                    p::uint_len(5u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.collection {
                    p::uint_len(6u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.actor_type {
                    p::uint_len(7u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.actor_id {
                    p::uint_len(8u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.idempotency_key {
                    p::uint_len(9u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.scope {
                    p::uint_len(10u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + {
                    let __x = &self.effect;
                    p::uint_len(11u64) + rt::Elem::encoded_len(__x)
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
                let __x = &self.content;
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.source {
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.subject {
                p::write_uint(out, 4u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.destination {
                p::write_uint(out, 5u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.collection {
                p::write_uint(out, 6u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.actor_type {
                p::write_uint(out, 7u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.actor_id {
                p::write_uint(out, 8u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.idempotency_key {
                p::write_uint(out, 9u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.scope {
                p::write_uint(out, 10u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.effect;
                p::write_uint(out, 11u64);
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
                let __x = &self.content;
                v.push(("content", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.source {
                v.push(("source", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.subject {
                v.push(("subject", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.destination {
                v.push(("destination", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.collection {
                v.push(("collection", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.actor_type {
                v.push(("actor_type", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.actor_id {
                v.push(("actor_id", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.idempotency_key {
                v.push(("idempotency_key", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.scope {
                v.push(("scope", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.effect;
                v.push(("effect", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_CREATEREQ: p::Scan = p::Scan {
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
            (11u64, p::ScanNode::Value),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_CREATEREQ_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Value),
            (5u64, p::ScanNode::Value),
            (6u64, p::ScanNode::Value),
            (7u64, p::ScanNode::Value),
            (8u64, p::ScanNode::Value),
            (9u64, p::ScanNode::Value),
            (10u64, p::ScanNode::Value),
            (11u64, p::ScanNode::Value),
        ],
    };
    /// MEMORY_CREATE_RESULT (`0x0101`), a result (§6.1). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct CreateResult<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `record_id` (key 2, tstr, required, §6.1).
        pub record_id: &'a str,
        /// `status` (key 3, tstr, required, §6.1). A short accepted-state token (e.g. accepted).
        pub status: &'a str,
    }
    impl<'a> CreateResult<'a> {
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_CREATERESULT)),
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
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 1u8]) {
                            __f0 = true;
                        } else if !r.null() {
                            let __v = r.uint().map_err(|e| e.in_field(&__C15))?;
                            if true && __v != 257u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C15),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C16))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C16));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C16));
                                }
                                __v
                            });
                        }
                    }
                    Some(2u64) => {
                        if !r.null() {
                            __f2 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C0))?;
                                __v
                            });
                        }
                    }
                    Some(3u64) => {
                        if !r.null() {
                            __f3 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C20))?;
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C15));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C16));
                }
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C0)),
            };
            let __f3 = match __f3 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C20));
                }
            };
            let __v = CreateResult {
                corr: __f1,
                record_id: __f2,
                status: __f3,
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C16));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C16));
                }
            }
            {
                let __x = &self.record_id;
            }
            {
                let __x = &self.status;
            }
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            4u64
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
                    let __x = &self.record_id;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.status;
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                }
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
                let __x = &self.record_id;
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.status;
                p::write_uint(out, 3u64);
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
                let __x = &self.record_id;
                v.push(("record_id", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.status;
                v.push(("status", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_CREATERESULT: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_CREATERESULT_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[(2u64, p::ScanNode::Value), (3u64, p::ScanNode::Value)],
    };
    /// MEMORY_READ_REQ (`0x0102`), a request (§6.2). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct ReadReq<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `record_id` (key 2, tstr, required, §6.2).
        pub record_id: &'a str,
        /// `effect` (key 3, enum effect, required, §6.2).
        pub effect: Effect,
    }
    impl<'a> ReadReq<'a> {
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_READREQ)),
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
            let mut __f3: Option<Effect> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 2u8]) {
                            __f0 = true;
                        } else if !r.null() {
                            let __v = r.uint().map_err(|e| e.in_field(&__C15))?;
                            if true && __v != 258u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C15),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C16))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C16));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C16));
                                }
                                __v
                            });
                        }
                    }
                    Some(2u64) => {
                        if !r.null() {
                            __f2 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C0))?;
                                __v
                            });
                        }
                    }
                    Some(3u64) => {
                        if !r.null() {
                            __f3 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C19))?;
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C15));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C16));
                }
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C0)),
            };
            let __f3 = match __f3 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C19));
                }
            };
            let __v = ReadReq {
                corr: __f1,
                record_id: __f2,
                effect: __f3,
            };
            __v.__rules::<S>(__end)?;
            Ok(__v)
        }
        #[inline]
        fn __rules<const S: bool>(&self, __end: usize) -> Result<(), DecodeError> {
            if S && p::armed(rt::Rule::ValueIn)
                && { Some(&self.effect).is_some_and(|__v| !matches!(__v.raw(), 0u64)) }
            {
                return Err(DecodeError::new(rt::Rule::ValueIn, __end, &__C21));
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C16));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C16));
                }
            }
            {
                let __x = &self.record_id;
            }
            {
                let __x = &self.effect;
            }
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            4u64
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
                    let __x = &self.record_id;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.effect;
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
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
                let __x = &self.record_id;
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.effect;
                p::write_uint(out, 3u64);
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
                let __x = &self.record_id;
                v.push(("record_id", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.effect;
                v.push(("effect", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_READREQ: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_READREQ_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[(2u64, p::ScanNode::Value), (3u64, p::ScanNode::Value)],
    };
    /// MEMORY_READ_RESULT (`0x0103`), a result (§6.2). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct ReadResult<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `record` (key 2, record memory_record, required, §6.2).
        pub record: MemoryRecord<'a>,
    }
    impl<'a> ReadResult<'a> {
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_READRESULT)),
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
            let mut __f2: Option<MemoryRecord<'a>> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 3u8]) {
                            __f0 = true;
                        } else if !r.null() {
                            let __v = r.uint().map_err(|e| e.in_field(&__C15))?;
                            if true && __v != 259u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C15),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C16))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C16));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C16));
                                }
                                __v
                            });
                        }
                    }
                    Some(2u64) => {
                        if !r.null() {
                            __f2 = Some({
                                let __at = r.pos();
                                MemoryRecord::__body::<S>(r, (level + 1), &__C22)?
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C15));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C16));
                }
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C22));
                }
            };
            let __v = ReadResult {
                corr: __f1,
                record: __f2,
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C16));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C16));
                }
            }
            {
                let __x = &self.record;
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
                    let __x = &self.record;
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
                let __x = &self.record;
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
                let __x = &self.record;
                v.push(("record", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_READRESULT: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Body(&__SCAN_MEMORYRECORD)),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_READRESULT_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[(2u64, p::ScanNode::Body(&__SCAN_MEMORYRECORD))],
    };
    /// MEMORY_UPDATE_REQ (`0x0104`), a request (§6.3). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct UpdateReq<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `record_id` (key 2, tstr, required, §6.3).
        pub record_id: &'a str,
        /// `content` (key 3, tstr, optional, §6.3). Replacement content; absent leaves content unchanged.
        pub content: Option<&'a str>,
        /// `source` (key 4, tstr, optional, §6.3).
        pub source: Option<&'a str>,
        /// `subject` (key 5, tstr, optional, §6.3).
        pub subject: Option<&'a str>,
        /// `collection` (key 6, tstr, optional, §6.3).
        pub collection: Option<&'a str>,
        /// `actor_type` (key 7, tstr, optional, §6.3).
        pub actor_type: Option<&'a str>,
        /// `actor_id` (key 8, tstr, optional, §6.3).
        pub actor_id: Option<&'a str>,
        /// `scope` (key 9, any_keyed_map, optional, §6.3).
        pub scope: Option<RawMap<'a>>,
        /// `effect` (key 10, enum effect, required, §6.3).
        pub effect: Effect,
    }
    impl<'a> UpdateReq<'a> {
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_UPDATEREQ)),
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
            let mut __f8: Option<&'a str> = None;
            let mut __f9: Option<RawMap<'a>> = None;
            let mut __f10: Option<Effect> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 4u8]) {
                            __f0 = true;
                        } else if !r.null() {
                            let __v = r.uint().map_err(|e| e.in_field(&__C15))?;
                            if true && __v != 260u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C15),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C16))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C16));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C16));
                                }
                                __v
                            });
                        }
                    }
                    Some(2u64) => {
                        if !r.null() {
                            __f2 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C0))?;
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
                                let __v = r.tstr().map_err(|e| e.in_field(&__C2))?;
                                __v
                            });
                        }
                    }
                    Some(5u64) => {
                        if !r.null() {
                            __f5 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C3))?;
                                __v
                            });
                        }
                    }
                    Some(6u64) => {
                        if !r.null() {
                            __f6 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C5))?;
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
                                let __v = p::any_keyed_map(r, (level + 1))
                                    .map_err(|e| e.in_field(&__C18))?;
                                __v
                            });
                        }
                    }
                    Some(10u64) => {
                        if !r.null() {
                            __f10 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C19))?;
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C15));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C16));
                }
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C0)),
            };
            let __f10 = match __f10 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C19));
                }
            };
            let __v = UpdateReq {
                corr: __f1,
                record_id: __f2,
                content: __f3,
                source: __f4,
                subject: __f5,
                collection: __f6,
                actor_type: __f7,
                actor_id: __f8,
                scope: __f9,
                effect: __f10,
            };
            __v.__rules::<S>(__end)?;
            Ok(__v)
        }
        #[inline]
        fn __rules<const S: bool>(&self, __end: usize) -> Result<(), DecodeError> {
            if S && p::armed(rt::Rule::ValueIn)
                && {
                    Some(&self.effect)
                        .is_some_and(|__v| !matches!(__v.raw(), 1u64 | 2u64))
                }
            {
                return Err(DecodeError::new(rt::Rule::ValueIn, __end, &__C23));
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C16));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C16));
                }
            }
            {
                let __x = &self.record_id;
            }
            if let Some(__x) = &self.content {}
            if let Some(__x) = &self.source {}
            if let Some(__x) = &self.subject {}
            if let Some(__x) = &self.collection {}
            if let Some(__x) = &self.actor_type {}
            if let Some(__x) = &self.actor_id {}
            if let Some(__x) = &self.scope {}
            {
                let __x = &self.effect;
            }
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            4u64 + u64::from(self.content.is_some()) + u64::from(self.source.is_some())
                + u64::from(self.subject.is_some())
                + u64::from(self.collection.is_some())
                + u64::from(self.actor_type.is_some())
                + u64::from(self.actor_id.is_some()) + u64::from(self.scope.is_some())
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
                    let __x = &self.record_id;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.content {
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.source {
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.subject {
                    p::uint_len(5u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.collection {
                    p::uint_len(6u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.actor_type {
                    p::uint_len(7u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.actor_id {
                    p::uint_len(8u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.scope {
                    p::uint_len(9u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + {
                    let __x = &self.effect;
                    p::uint_len(10u64) + rt::Elem::encoded_len(__x)
                }
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
                let __x = &self.record_id;
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.content {
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.source {
                p::write_uint(out, 4u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.subject {
                p::write_uint(out, 5u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.collection {
                p::write_uint(out, 6u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.actor_type {
                p::write_uint(out, 7u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.actor_id {
                p::write_uint(out, 8u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.scope {
                p::write_uint(out, 9u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.effect;
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
            v.push(("frame_kind", rt::FieldValue::Uint(260u64)));
            {
                let __x = &self.corr;
                v.push(("corr", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.record_id;
                v.push(("record_id", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.content {
                v.push(("content", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.source {
                v.push(("source", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.subject {
                v.push(("subject", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.collection {
                v.push(("collection", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.actor_type {
                v.push(("actor_type", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.actor_id {
                v.push(("actor_id", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.scope {
                v.push(("scope", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.effect;
                v.push(("effect", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_UPDATEREQ: p::Scan = p::Scan {
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
    #[doc(hidden)]
    pub static __SCAN_UPDATEREQ_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
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
    /// MEMORY_UPDATE_RESULT (`0x0105`), a result (§6.3). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct UpdateResult<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `record_id` (key 2, tstr, required, §6.3).
        pub record_id: &'a str,
        /// `status` (key 3, tstr, required, §6.3).
        pub status: &'a str,
    }
    impl<'a> UpdateResult<'a> {
        /// The frame type.
        pub const FRAME_TYPE: u16 = 261;
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_UPDATERESULT)),
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
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 5u8]) {
                            __f0 = true;
                        } else if !r.null() {
                            let __v = r.uint().map_err(|e| e.in_field(&__C15))?;
                            if true && __v != 261u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C15),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C16))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C16));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C16));
                                }
                                __v
                            });
                        }
                    }
                    Some(2u64) => {
                        if !r.null() {
                            __f2 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C0))?;
                                __v
                            });
                        }
                    }
                    Some(3u64) => {
                        if !r.null() {
                            __f3 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C20))?;
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C15));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C16));
                }
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C0)),
            };
            let __f3 = match __f3 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C20));
                }
            };
            let __v = UpdateResult {
                corr: __f1,
                record_id: __f2,
                status: __f3,
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C16));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C16));
                }
            }
            {
                let __x = &self.record_id;
            }
            {
                let __x = &self.status;
            }
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            4u64
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&261u64)
                + {
                    let __x = &self.corr;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.record_id;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.status;
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                }
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            p::write_uint(out, 0u64);
            rt::Elem::write(&261u64, out);
            {
                let __x = &self.corr;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.record_id;
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.status;
                p::write_uint(out, 3u64);
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
            v.push(("frame_kind", rt::FieldValue::Uint(261u64)));
            {
                let __x = &self.corr;
                v.push(("corr", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.record_id;
                v.push(("record_id", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.status;
                v.push(("status", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_UPDATERESULT: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_UPDATERESULT_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[(2u64, p::ScanNode::Value), (3u64, p::ScanNode::Value)],
    };
    /// MEMORY_DELETE_REQ (`0x0106`), a request (§6.3). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct DeleteReq<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `record_id` (key 2, tstr, required, §6.3).
        pub record_id: &'a str,
        /// `effect` (key 3, enum effect, required, §6.3).
        pub effect: Effect,
    }
    impl<'a> DeleteReq<'a> {
        /// The frame type.
        pub const FRAME_TYPE: u16 = 262;
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_DELETEREQ)),
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
            let mut __f3: Option<Effect> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 6u8]) {
                            __f0 = true;
                        } else if !r.null() {
                            let __v = r.uint().map_err(|e| e.in_field(&__C15))?;
                            if true && __v != 262u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C15),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C16))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C16));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C16));
                                }
                                __v
                            });
                        }
                    }
                    Some(2u64) => {
                        if !r.null() {
                            __f2 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C0))?;
                                __v
                            });
                        }
                    }
                    Some(3u64) => {
                        if !r.null() {
                            __f3 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C19))?;
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C15));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C16));
                }
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C0)),
            };
            let __f3 = match __f3 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C19));
                }
            };
            let __v = DeleteReq {
                corr: __f1,
                record_id: __f2,
                effect: __f3,
            };
            __v.__rules::<S>(__end)?;
            Ok(__v)
        }
        #[inline]
        fn __rules<const S: bool>(&self, __end: usize) -> Result<(), DecodeError> {
            if S && p::armed(rt::Rule::ValueIn)
                && { Some(&self.effect).is_some_and(|__v| !matches!(__v.raw(), 3u64)) }
            {
                return Err(DecodeError::new(rt::Rule::ValueIn, __end, &__C24));
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C16));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C16));
                }
            }
            {
                let __x = &self.record_id;
            }
            {
                let __x = &self.effect;
            }
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            4u64
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&262u64)
                + {
                    let __x = &self.corr;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.record_id;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.effect;
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                }
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            p::write_uint(out, 0u64);
            rt::Elem::write(&262u64, out);
            {
                let __x = &self.corr;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.record_id;
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.effect;
                p::write_uint(out, 3u64);
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
            v.push(("frame_kind", rt::FieldValue::Uint(262u64)));
            {
                let __x = &self.corr;
                v.push(("corr", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.record_id;
                v.push(("record_id", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.effect;
                v.push(("effect", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_DELETEREQ: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_DELETEREQ_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[(2u64, p::ScanNode::Value), (3u64, p::ScanNode::Value)],
    };
    /// MEMORY_DELETE_RESULT (`0x0107`), a result (§6.3). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct DeleteResult<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `record_id` (key 2, tstr, required, §6.3).
        pub record_id: &'a str,
        /// `status` (key 3, tstr, required, §6.3).
        pub status: &'a str,
    }
    impl<'a> DeleteResult<'a> {
        /// The frame type.
        pub const FRAME_TYPE: u16 = 263;
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_DELETERESULT)),
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
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 7u8]) {
                            __f0 = true;
                        } else if !r.null() {
                            let __v = r.uint().map_err(|e| e.in_field(&__C15))?;
                            if true && __v != 263u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C15),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C16))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C16));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C16));
                                }
                                __v
                            });
                        }
                    }
                    Some(2u64) => {
                        if !r.null() {
                            __f2 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C0))?;
                                __v
                            });
                        }
                    }
                    Some(3u64) => {
                        if !r.null() {
                            __f3 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C20))?;
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C15));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C16));
                }
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C0)),
            };
            let __f3 = match __f3 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C20));
                }
            };
            let __v = DeleteResult {
                corr: __f1,
                record_id: __f2,
                status: __f3,
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C16));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C16));
                }
            }
            {
                let __x = &self.record_id;
            }
            {
                let __x = &self.status;
            }
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            4u64
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&263u64)
                + {
                    let __x = &self.corr;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.record_id;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.status;
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                }
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            p::write_uint(out, 0u64);
            rt::Elem::write(&263u64, out);
            {
                let __x = &self.corr;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.record_id;
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.status;
                p::write_uint(out, 3u64);
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
            v.push(("frame_kind", rt::FieldValue::Uint(263u64)));
            {
                let __x = &self.corr;
                v.push(("corr", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.record_id;
                v.push(("record_id", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.status;
                v.push(("status", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_DELETERESULT: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_DELETERESULT_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[(2u64, p::ScanNode::Value), (3u64, p::ScanNode::Value)],
    };
    /// MEMORY_RETRIEVE_REQ (`0x0108`), a request (§6.4). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct RetrieveReq<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `query` (key 2, tstr, optional, §6.4). Free-text filter; absent requests every record within the other scoping filters.
        pub query: Option<&'a str>,
        /// `source` (key 3, tstr, optional, §6.4).
        pub source: Option<&'a str>,
        /// `subject` (key 4, tstr, optional, §6.4).
        pub subject: Option<&'a str>,
        /// `destination` (key 5, tstr, optional, §6.4).
        pub destination: Option<&'a str>,
        /// `collection` (key 6, tstr, optional, §6.4).
        pub collection: Option<&'a str>,
        /// `limit` (key 7, uint, optional, §6.4). Maximum records to return; absent or 0 means the responder's default page size.
        pub limit: Option<u64>,
        /// `profile` (key 8, tstr, optional, §6.4). Advisory retrieval-effort selector (e.g. fast, balanced, deep).
        pub profile: Option<&'a str>,
        /// `cursor` (key 9, bstr, optional, §6.4). Opaque continuation token from a prior result's next_cursor.
        pub cursor: Option<&'a [u8]>,
        /// `effect` (key 10, enum effect, required, §6.4).
        pub effect: Effect,
    }
    impl<'a> RetrieveReq<'a> {
        /// The frame type.
        pub const FRAME_TYPE: u16 = 264;
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_RETRIEVEREQ)),
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
            let mut __f7: Option<u64> = None;
            let mut __f8: Option<&'a str> = None;
            let mut __f9: Option<&'a [u8]> = None;
            let mut __f10: Option<Effect> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 8u8]) {
                            __f0 = true;
                        } else if !r.null() {
                            let __v = r.uint().map_err(|e| e.in_field(&__C15))?;
                            if true && __v != 264u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C15),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C16))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C16));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C16));
                                }
                                __v
                            });
                        }
                    }
                    Some(2u64) => {
                        if !r.null() {
                            __f2 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C25))?;
                                __v
                            });
                        }
                    }
                    Some(3u64) => {
                        if !r.null() {
                            __f3 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C2))?;
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
                                let __v = r.tstr().map_err(|e| e.in_field(&__C5))?;
                                __v
                            });
                        }
                    }
                    Some(7u64) => {
                        if !r.null() {
                            __f7 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C26))?;
                                __v
                            });
                        }
                    }
                    Some(8u64) => {
                        if !r.null() {
                            __f8 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C27))?;
                                __v
                            });
                        }
                    }
                    Some(9u64) => {
                        if !r.null() {
                            __f9 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C28))?;
                                __v
                            });
                        }
                    }
                    Some(10u64) => {
                        if !r.null() {
                            __f10 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C19))?;
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C15));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C16));
                }
            };
            let __f10 = match __f10 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C19));
                }
            };
            let __v = RetrieveReq {
                corr: __f1,
                query: __f2,
                source: __f3,
                subject: __f4,
                destination: __f5,
                collection: __f6,
                limit: __f7,
                profile: __f8,
                cursor: __f9,
                effect: __f10,
            };
            __v.__rules::<S>(__end)?;
            Ok(__v)
        }
        #[inline]
        fn __rules<const S: bool>(&self, __end: usize) -> Result<(), DecodeError> {
            if S && p::armed(rt::Rule::ValueIn)
                && { Some(&self.effect).is_some_and(|__v| !matches!(__v.raw(), 0u64)) }
            {
                return Err(DecodeError::new(rt::Rule::ValueIn, __end, &__C29));
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C16));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C16));
                }
            }
            if let Some(__x) = &self.query {}
            if let Some(__x) = &self.source {}
            if let Some(__x) = &self.subject {}
            if let Some(__x) = &self.destination {}
            if let Some(__x) = &self.collection {}
            if let Some(__x) = &self.limit {}
            if let Some(__x) = &self.profile {}
            if let Some(__x) = &self.cursor {}
            {
                let __x = &self.effect;
            }
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            3u64 + u64::from(self.query.is_some()) + u64::from(self.source.is_some())
                + u64::from(self.subject.is_some())
                + u64::from(self.destination.is_some())
                + u64::from(self.collection.is_some()) + u64::from(self.limit.is_some())
                + u64::from(self.profile.is_some()) + u64::from(self.cursor.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&264u64)
                + {
                    let __x = &self.corr;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.query {
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.source {
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.subject {
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.destination {
                    p::uint_len(5u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.collection {
                    p::uint_len(6u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.limit {
                    p::uint_len(7u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.profile {
                    p::uint_len(8u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.cursor {
                    p::uint_len(9u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + {
                    let __x = &self.effect;
                    p::uint_len(10u64) + rt::Elem::encoded_len(__x)
                }
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            p::write_uint(out, 0u64);
            rt::Elem::write(&264u64, out);
            {
                let __x = &self.corr;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.query {
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.source {
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.subject {
                p::write_uint(out, 4u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.destination {
                p::write_uint(out, 5u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.collection {
                p::write_uint(out, 6u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.limit {
                p::write_uint(out, 7u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.profile {
                p::write_uint(out, 8u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.cursor {
                p::write_uint(out, 9u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.effect;
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
            v.push(("frame_kind", rt::FieldValue::Uint(264u64)));
            {
                let __x = &self.corr;
                v.push(("corr", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.query {
                v.push(("query", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.source {
                v.push(("source", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.subject {
                v.push(("subject", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.destination {
                v.push(("destination", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.collection {
                v.push(("collection", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.limit {
                v.push(("limit", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.profile {
                v.push(("profile", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.cursor {
                v.push(("cursor", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.effect;
                v.push(("effect", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_RETRIEVEREQ: p::Scan = p::Scan {
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
    #[doc(hidden)]
    pub static __SCAN_RETRIEVEREQ_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
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
    /// MEMORY_RETRIEVE_RESULT (`0x0109`), a result (§6.5). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct RetrieveResult<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `records` (key 2, array of record memory_record, required, §6.5).
        pub records: Array<'a, MemoryRecord<'a>>,
        /// `has_more` (key 3, bool, required, §6.5).
        pub has_more: bool,
        /// `next_cursor` (key 4, bstr, optional, §6.5).
        pub next_cursor: Option<&'a [u8]>,
        /// `retrieval_stage` (key 5, uint, optional, §6.5). Advisory indicator of the retrieval stage that answered (no value table).
        pub retrieval_stage: Option<u64>,
        /// `semantic_unavailable` (key 6, bool, optional, §6.5). Absent means false.
        pub semantic_unavailable: Option<bool>,
    }
    impl<'a> RetrieveResult<'a> {
        /// The frame type.
        pub const FRAME_TYPE: u16 = 265;
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_RETRIEVERESULT)),
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
            let mut __f2: Option<Array<'a, MemoryRecord<'a>>> = None;
            let mut __f3: Option<bool> = None;
            let mut __f4: Option<&'a [u8]> = None;
            let mut __f5: Option<u64> = None;
            let mut __f6: Option<bool> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 9u8]) {
                            __f0 = true;
                        } else if !r.null() {
                            let __v = r.uint().map_err(|e| e.in_field(&__C15))?;
                            if true && __v != 265u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C15),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C16))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C16));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C16));
                                }
                                __v
                            });
                        }
                    }
                    Some(2u64) => {
                        if !r.null() {
                            __f2 = Some({
                                let __at = r.pos();
                                let __n = r
                                    .array_header((level + 1))
                                    .map_err(|e| e.in_field(&__C30))?;
                                let __start = r.pos();
                                for __i in 0..__n {
                                    if p::checks_item(__i) {
                                        if matches!(r.peek().map(u16::from), Some(0xa0..= 0xbf)) {
                                            let _ = {
                                                let __at = r.pos();
                                                MemoryRecord::__body::<S>(r, ((level + 1) + 1), &__C30)?
                                            };
                                        } else if S {
                                            return Err(
                                                DecodeError::new(Rule::ItemType, r.pos(), &__C30),
                                            );
                                        } else {
                                            r.skip(((level + 1) + 1))?;
                                        }
                                    } else {
                                        r.skip((level + 1) + 1)?;
                                    }
                                }
                                Array::__from_validated(
                                    r.span(__start),
                                    __n,
                                    (level + 1) + 1,
                                )
                            });
                        }
                    }
                    Some(3u64) => {
                        if !r.null() {
                            __f3 = Some({
                                let __at = r.pos();
                                r.bool().map_err(|e| e.in_field(&__C31))?
                            });
                        }
                    }
                    Some(4u64) => {
                        if !r.null() {
                            __f4 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C32))?;
                                __v
                            });
                        }
                    }
                    Some(5u64) => {
                        if !r.null() {
                            __f5 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C33))?;
                                __v
                            });
                        }
                    }
                    Some(6u64) => {
                        if !r.null() {
                            __f6 = Some({
                                let __at = r.pos();
                                r.bool().map_err(|e| e.in_field(&__C34))?
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C15));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C16));
                }
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C30));
                }
            };
            let __f3 = match __f3 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C31));
                }
            };
            let __v = RetrieveResult {
                corr: __f1,
                records: __f2,
                has_more: __f3,
                next_cursor: __f4,
                retrieval_stage: __f5,
                semantic_unavailable: __f6,
            };
            __v.__rules::<S>(__end)?;
            Ok(__v)
        }
        #[inline]
        fn __rules<const S: bool>(&self, __end: usize) -> Result<(), DecodeError> {
            if S && p::armed(rt::Rule::RequiredWhen)
                && {
                    (Some(&self.has_more).is_some_and(|__c| *__c == true))
                        && (self.next_cursor.as_ref().is_none())
                }
            {
                return Err(DecodeError::new(rt::Rule::RequiredWhen, __end, &__C35));
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C16));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C16));
                }
            }
            {
                let __x = &self.records;
                for __it in __x.iter() {
                    (&__it)
                        .validate_with(
                            if S { Profile::Strict } else { Profile::Minimum },
                        )?;
                }
            }
            {
                let __x = &self.has_more;
            }
            if let Some(__x) = &self.next_cursor {}
            if let Some(__x) = &self.retrieval_stage {}
            if let Some(__x) = &self.semantic_unavailable {}
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            4u64 + u64::from(self.next_cursor.is_some())
                + u64::from(self.retrieval_stage.is_some())
                + u64::from(self.semantic_unavailable.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&265u64)
                + {
                    let __x = &self.corr;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.records;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.has_more;
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.next_cursor {
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.retrieval_stage {
                    p::uint_len(5u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.semantic_unavailable {
                    p::uint_len(6u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            p::write_uint(out, 0u64);
            rt::Elem::write(&265u64, out);
            {
                let __x = &self.corr;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.records;
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.has_more;
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.next_cursor {
                p::write_uint(out, 4u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.retrieval_stage {
                p::write_uint(out, 5u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.semantic_unavailable {
                p::write_uint(out, 6u64);
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
            v.push(("frame_kind", rt::FieldValue::Uint(265u64)));
            {
                let __x = &self.corr;
                v.push(("corr", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.records;
                v.push(("records", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.has_more;
                v.push(("has_more", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.next_cursor {
                v.push(("next_cursor", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.retrieval_stage {
                v.push(("retrieval_stage", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.semantic_unavailable {
                v.push(("semantic_unavailable", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_RETRIEVERESULT: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Array(&p::ScanNode::Body(&__SCAN_MEMORYRECORD))),
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Value),
            (5u64, p::ScanNode::Value),
            (6u64, p::ScanNode::Value),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_RETRIEVERESULT_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (2u64, p::ScanNode::Array(&p::ScanNode::Body(&__SCAN_MEMORYRECORD))),
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Value),
            (5u64, p::ScanNode::Value),
            (6u64, p::ScanNode::Value),
        ],
    };
    /// MEMORY_RETRIEVE_STREAM_DATA (`0x010a`), a result (§7). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct RetrieveStreamData<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `records` (key 2, array of record memory_record, required, §7).
        pub records: Array<'a, MemoryRecord<'a>>,
    }
    impl<'a> RetrieveStreamData<'a> {
        /// The frame type.
        pub const FRAME_TYPE: u16 = 266;
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
                Err(e) => {
                    Err(p::first_fault(payload, pol, e, &__SCAN_RETRIEVESTREAMDATA))
                }
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
            let mut __f2: Option<Array<'a, MemoryRecord<'a>>> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 10u8]) {
                            __f0 = true;
                        } else if !r.null() {
                            let __v = r.uint().map_err(|e| e.in_field(&__C15))?;
                            if true && __v != 266u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C15),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C16))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C16));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C16));
                                }
                                __v
                            });
                        }
                    }
                    Some(2u64) => {
                        if !r.null() {
                            __f2 = Some({
                                let __at = r.pos();
                                let __n = r
                                    .array_header((level + 1))
                                    .map_err(|e| e.in_field(&__C30))?;
                                let __start = r.pos();
                                for __i in 0..__n {
                                    if p::checks_item(__i) {
                                        if matches!(r.peek().map(u16::from), Some(0xa0..= 0xbf)) {
                                            let _ = {
                                                let __at = r.pos();
                                                MemoryRecord::__body::<S>(r, ((level + 1) + 1), &__C30)?
                                            };
                                        } else if S {
                                            return Err(
                                                DecodeError::new(Rule::ItemType, r.pos(), &__C30),
                                            );
                                        } else {
                                            r.skip(((level + 1) + 1))?;
                                        }
                                    } else {
                                        r.skip((level + 1) + 1)?;
                                    }
                                }
                                Array::__from_validated(
                                    r.span(__start),
                                    __n,
                                    (level + 1) + 1,
                                )
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C15));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C16));
                }
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C30));
                }
            };
            let __v = RetrieveStreamData {
                corr: __f1,
                records: __f2,
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C16));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C16));
                }
            }
            {
                let __x = &self.records;
                for __it in __x.iter() {
                    (&__it)
                        .validate_with(
                            if S { Profile::Strict } else { Profile::Minimum },
                        )?;
                }
            }
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            3u64
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&266u64)
                + {
                    let __x = &self.corr;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.records;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            p::write_uint(out, 0u64);
            rt::Elem::write(&266u64, out);
            {
                let __x = &self.corr;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.records;
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
            v.push(("frame_kind", rt::FieldValue::Uint(266u64)));
            {
                let __x = &self.corr;
                v.push(("corr", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.records;
                v.push(("records", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_RETRIEVESTREAMDATA: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Array(&p::ScanNode::Body(&__SCAN_MEMORYRECORD))),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_RETRIEVESTREAMDATA_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[(2u64, p::ScanNode::Array(&p::ScanNode::Body(&__SCAN_MEMORYRECORD)))],
    };
    /// MEMORY_RETRIEVE_STREAM_END (`0x010b`), a result (§7). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct RetrieveStreamEnd<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `records` (key 2, array of record memory_record, optional, §7).
        pub records: Option<Array<'a, MemoryRecord<'a>>>,
        /// `final` (key 3, bool, required, §7).
        pub r#final: bool,
    }
    impl<'a> RetrieveStreamEnd<'a> {
        /// The frame type.
        pub const FRAME_TYPE: u16 = 267;
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_RETRIEVESTREAMEND)),
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
            let mut __f2: Option<Array<'a, MemoryRecord<'a>>> = None;
            let mut __f3: Option<bool> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 11u8]) {
                            __f0 = true;
                        } else if !r.null() {
                            let __v = r.uint().map_err(|e| e.in_field(&__C15))?;
                            if true && __v != 267u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C15),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C16))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C16));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C16));
                                }
                                __v
                            });
                        }
                    }
                    Some(2u64) => {
                        if !r.null() {
                            __f2 = Some({
                                let __at = r.pos();
                                let __n = r
                                    .array_header((level + 1))
                                    .map_err(|e| e.in_field(&__C30))?;
                                let __start = r.pos();
                                for __i in 0..__n {
                                    if p::checks_item(__i) {
                                        if matches!(r.peek().map(u16::from), Some(0xa0..= 0xbf)) {
                                            let _ = {
                                                let __at = r.pos();
                                                MemoryRecord::__body::<S>(r, ((level + 1) + 1), &__C30)?
                                            };
                                        } else if S {
                                            return Err(
                                                DecodeError::new(Rule::ItemType, r.pos(), &__C30),
                                            );
                                        } else {
                                            r.skip(((level + 1) + 1))?;
                                        }
                                    } else {
                                        r.skip((level + 1) + 1)?;
                                    }
                                }
                                Array::__from_validated(
                                    r.span(__start),
                                    __n,
                                    (level + 1) + 1,
                                )
                            });
                        }
                    }
                    Some(3u64) => {
                        if !r.null() {
                            __f3 = Some({
                                let __at = r.pos();
                                r.bool().map_err(|e| e.in_field(&__C36))?
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C15));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C16));
                }
            };
            let __f3 = match __f3 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C36));
                }
            };
            let __v = RetrieveStreamEnd {
                corr: __f1,
                records: __f2,
                r#final: __f3,
            };
            __v.__rules::<S>(__end)?;
            Ok(__v)
        }
        #[inline]
        fn __rules<const S: bool>(&self, __end: usize) -> Result<(), DecodeError> {
            if S && p::armed(rt::Rule::Const)
                && { Some(&self.r#final).is_some_and(|__v| *__v != true) }
            {
                return Err(DecodeError::new(rt::Rule::Const, __end, &__C37));
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C16));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C16));
                }
            }
            if let Some(__x) = &self.records {
                for __it in __x.iter() {
                    (&__it)
                        .validate_with(
                            if S { Profile::Strict } else { Profile::Minimum },
                        )?;
                }
            }
            {
                let __x = &self.r#final;
            }
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            3u64 + u64::from(self.records.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&267u64)
                + {
                    let __x = &self.corr;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.records {
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + {
                    let __x = &self.r#final;
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                }
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            p::write_uint(out, 0u64);
            rt::Elem::write(&267u64, out);
            {
                let __x = &self.corr;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.records {
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.r#final;
                p::write_uint(out, 3u64);
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
            v.push(("frame_kind", rt::FieldValue::Uint(267u64)));
            {
                let __x = &self.corr;
                v.push(("corr", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.records {
                v.push(("records", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.r#final;
                v.push(("final", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_RETRIEVESTREAMEND: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Array(&p::ScanNode::Body(&__SCAN_MEMORYRECORD))),
            (3u64, p::ScanNode::Value),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_RETRIEVESTREAMEND_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (2u64, p::ScanNode::Array(&p::ScanNode::Body(&__SCAN_MEMORYRECORD))),
            (3u64, p::ScanNode::Value),
        ],
    };
    /// MEMORY_STATUS_REQ (`0x010c`), a request (§6.6). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct StatusReq<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
    }
    impl<'a> StatusReq<'a> {
        /// The frame type.
        pub const FRAME_TYPE: u16 = 268;
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_STATUSREQ)),
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
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 12u8]) {
                            __f0 = true;
                        } else if !r.null() {
                            let __v = r.uint().map_err(|e| e.in_field(&__C15))?;
                            if true && __v != 268u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C15),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C16))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C16));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C16));
                                }
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C15));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C16));
                }
            };
            let __v = StatusReq { corr: __f1 };
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C16));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C16));
                }
            }
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            2u64
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&268u64)
                + {
                    let __x = &self.corr;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            p::write_uint(out, 0u64);
            rt::Elem::write(&268u64, out);
            {
                let __x = &self.corr;
                p::write_uint(out, 1u64);
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
            v.push(("frame_kind", rt::FieldValue::Uint(268u64)));
            {
                let __x = &self.corr;
                v.push(("corr", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_STATUSREQ: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[(0u64, p::ScanNode::Value), (1u64, p::ScanNode::Value)],
    };
    #[doc(hidden)]
    pub static __SCAN_STATUSREQ_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[],
    };
    /// MEMORY_STATUS_RESULT (`0x010d`), a result (§6.6). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct StatusResult<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `status` (key 2, tstr, required, §6.6). A short health token (e.g. ready).
        pub status: &'a str,
        /// `version` (key 3, tstr, optional, §6.6).
        pub version: Option<&'a str>,
        /// `queue_depth` (key 4, uint, optional, §6.6).
        pub queue_depth: Option<u64>,
        /// `capabilities` (key 5, uint_keyed_map, optional, §6.6).
        pub capabilities: Option<RawMap<'a>>,
    }
    impl<'a> StatusResult<'a> {
        /// The frame type.
        pub const FRAME_TYPE: u16 = 269;
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_STATUSRESULT)),
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
            let mut __f4: Option<u64> = None;
            let mut __f5: Option<RawMap<'a>> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 13u8]) {
                            __f0 = true;
                        } else if !r.null() {
                            let __v = r.uint().map_err(|e| e.in_field(&__C15))?;
                            if true && __v != 269u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C15),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C16))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C16));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C16));
                                }
                                __v
                            });
                        }
                    }
                    Some(2u64) => {
                        if !r.null() {
                            __f2 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C20))?;
                                __v
                            });
                        }
                    }
                    Some(3u64) => {
                        if !r.null() {
                            __f3 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C38))?;
                                __v
                            });
                        }
                    }
                    Some(4u64) => {
                        if !r.null() {
                            __f4 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C39))?;
                                __v
                            });
                        }
                    }
                    Some(5u64) => {
                        if !r.null() {
                            __f5 = Some({
                                let __p = r.lenient();
                                let __x = {
                                    let __at = r.pos();
                                    let __v = p::uint_keyed_map(r, (level + 1), true, S, &__C40)
                                        .map_err(|e| e.in_field(&__C40))?;
                                    __v
                                };
                                r.restore(__p);
                                __x
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C15));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C16));
                }
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C20));
                }
            };
            let __v = StatusResult {
                corr: __f1,
                status: __f2,
                version: __f3,
                queue_depth: __f4,
                capabilities: __f5,
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C16));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C16));
                }
            }
            {
                let __x = &self.status;
            }
            if let Some(__x) = &self.version {}
            if let Some(__x) = &self.queue_depth {}
            if let Some(__x) = &self.capabilities {}
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            3u64 + u64::from(self.version.is_some())
                + u64::from(self.queue_depth.is_some())
                + u64::from(self.capabilities.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&269u64)
                + {
                    let __x = &self.corr;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.status;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.version {
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.queue_depth {
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.capabilities {
                    p::uint_len(5u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            p::write_uint(out, 0u64);
            rt::Elem::write(&269u64, out);
            {
                let __x = &self.corr;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.status;
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.version {
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.queue_depth {
                p::write_uint(out, 4u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.capabilities {
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
            v.push(("frame_kind", rt::FieldValue::Uint(269u64)));
            {
                let __x = &self.corr;
                v.push(("corr", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.status;
                v.push(("status", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.version {
                v.push(("version", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.queue_depth {
                v.push(("queue_depth", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.capabilities {
                v.push(("capabilities", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_STATUSRESULT: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Value),
            (5u64, p::ScanNode::Ignored),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_STATUSRESULT_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Value),
            (5u64, p::ScanNode::Ignored),
        ],
    };
    /// MEMORY_ERROR (`0x010e`), a error (§8). Borrows strings, bytes and nested values from the payload.
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
        pub const FRAME_TYPE: u16 = 270;
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
                        if r.eat(&[25u8, 1u8, 14u8]) {
                            __f0 = true;
                        } else if !r.null() {
                            let __v = r.uint().map_err(|e| e.in_field(&__C15))?;
                            if true && __v != 270u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C15),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C16))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C16));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C16));
                                }
                                __v
                            });
                        }
                    }
                    Some(2u64) => {
                        if !r.null() {
                            __f2 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C41))?;
                                ErrorCode::from_raw(__v)
                            });
                        }
                    }
                    Some(3u64) => {
                        if !r.null() {
                            __f3 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C42))?;
                                __v
                            });
                        }
                    }
                    Some(4u64) => {
                        if !r.null() {
                            __f4 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C43))?;
                                __v
                            });
                        }
                    }
                    Some(5u64) => {
                        if !r.null() {
                            __f5 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C44))?;
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C15));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C16));
                }
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C41));
                }
            };
            let __f3 = match __f3 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C42));
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
                return Err(DecodeError::new(rt::Rule::PresentIff, __end, &__C45));
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C16));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C16));
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
                + rt::Elem::encoded_len(&270u64)
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
            rt::Elem::write(&270u64, out);
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
            v.push(("frame_kind", rt::FieldValue::Uint(270u64)));
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
    /// MEMORY_EVICT (`0x0035`), a request (§6.7). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct Evict<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `record_id` (key 2, tstr, required, §6.7).
        pub record_id: &'a str,
        /// `reason` (key 3, tstr, optional, §6.7). Advisory reason for the eviction.
        pub reason: Option<&'a str>,
        /// `effect` (key 4, enum effect, required, §6.7).
        pub effect: Effect,
    }
    impl<'a> Evict<'a> {
        /// The frame type.
        pub const FRAME_TYPE: u16 = 53;
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_EVICT)),
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
                        if r.eat(&[24u8, 53u8]) {
                            __f0 = true;
                        } else if !r.null() {
                            let __v = r.uint().map_err(|e| e.in_field(&__C15))?;
                            if true && __v != 53u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C15),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C16))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C16));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C16));
                                }
                                __v
                            });
                        }
                    }
                    Some(2u64) => {
                        if !r.null() {
                            __f2 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C0))?;
                                __v
                            });
                        }
                    }
                    Some(3u64) => {
                        if !r.null() {
                            __f3 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C46))?;
                                __v
                            });
                        }
                    }
                    Some(4u64) => {
                        if !r.null() {
                            __f4 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C19))?;
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C15));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C16));
                }
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C0)),
            };
            let __f4 = match __f4 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C19));
                }
            };
            let __v = Evict {
                corr: __f1,
                record_id: __f2,
                reason: __f3,
                effect: __f4,
            };
            __v.__rules::<S>(__end)?;
            Ok(__v)
        }
        #[inline]
        fn __rules<const S: bool>(&self, __end: usize) -> Result<(), DecodeError> {
            if S && p::armed(rt::Rule::ValueIn)
                && { Some(&self.effect).is_some_and(|__v| !matches!(__v.raw(), 3u64)) }
            {
                return Err(DecodeError::new(rt::Rule::ValueIn, __end, &__C47));
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C16));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C16));
                }
            }
            {
                let __x = &self.record_id;
            }
            if let Some(__x) = &self.reason {}
            {
                let __x = &self.effect;
            }
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            4u64 + u64::from(self.reason.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&53u64)
                + {
                    let __x = &self.corr;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.record_id;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.reason {
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
            rt::Elem::write(&53u64, out);
            {
                let __x = &self.corr;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.record_id;
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.reason {
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
            v.push(("frame_kind", rt::FieldValue::Uint(53u64)));
            {
                let __x = &self.corr;
                v.push(("corr", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.record_id;
                v.push(("record_id", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.reason {
                v.push(("reason", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.effect;
                v.push(("effect", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_EVICT: p::Scan = p::Scan {
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
    pub static __SCAN_EVICT_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Value),
        ],
    };
    /// MEMORY_REVIVE (`0x0036`), a request (§6.7). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct Revive<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `record_id` (key 2, tstr, required, §6.7).
        pub record_id: &'a str,
        /// `effect` (key 3, enum effect, required, §6.7).
        pub effect: Effect,
    }
    impl<'a> Revive<'a> {
        /// The frame type.
        pub const FRAME_TYPE: u16 = 54;
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_REVIVE)),
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
            let mut __f3: Option<Effect> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[24u8, 54u8]) {
                            __f0 = true;
                        } else if !r.null() {
                            let __v = r.uint().map_err(|e| e.in_field(&__C15))?;
                            if true && __v != 54u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C15),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C16))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C16));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C16));
                                }
                                __v
                            });
                        }
                    }
                    Some(2u64) => {
                        if !r.null() {
                            __f2 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C0))?;
                                __v
                            });
                        }
                    }
                    Some(3u64) => {
                        if !r.null() {
                            __f3 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C19))?;
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C15));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C16));
                }
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C0)),
            };
            let __f3 = match __f3 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C19));
                }
            };
            let __v = Revive {
                corr: __f1,
                record_id: __f2,
                effect: __f3,
            };
            __v.__rules::<S>(__end)?;
            Ok(__v)
        }
        #[inline]
        fn __rules<const S: bool>(&self, __end: usize) -> Result<(), DecodeError> {
            if S && p::armed(rt::Rule::ValueIn)
                && { Some(&self.effect).is_some_and(|__v| !matches!(__v.raw(), 1u64)) }
            {
                return Err(DecodeError::new(rt::Rule::ValueIn, __end, &__C48));
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C16));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C16));
                }
            }
            {
                let __x = &self.record_id;
            }
            {
                let __x = &self.effect;
            }
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            4u64
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&54u64)
                + {
                    let __x = &self.corr;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.record_id;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.effect;
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                }
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            p::write_uint(out, 0u64);
            rt::Elem::write(&54u64, out);
            {
                let __x = &self.corr;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.record_id;
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.effect;
                p::write_uint(out, 3u64);
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
            v.push(("frame_kind", rt::FieldValue::Uint(54u64)));
            {
                let __x = &self.corr;
                v.push(("corr", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.record_id;
                v.push(("record_id", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.effect;
                v.push(("effect", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_REVIVE: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_REVIVE_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[(2u64, p::ScanNode::Value), (3u64, p::ScanNode::Value)],
    };
    /// The channel's frame types (§3).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
    #[repr(u16)]
    #[non_exhaustive]
    pub enum FrameType {
        /// `0x0100` MEMORY_CREATE_REQ (§6.1)
        CreateReq = 256,
        /// `0x0101` MEMORY_CREATE_RESULT (§6.1)
        CreateResult = 257,
        /// `0x0102` MEMORY_READ_REQ (§6.2)
        ReadReq = 258,
        /// `0x0103` MEMORY_READ_RESULT (§6.2)
        ReadResult = 259,
        /// `0x0104` MEMORY_UPDATE_REQ (§6.3)
        UpdateReq = 260,
        /// `0x0105` MEMORY_UPDATE_RESULT (§6.3)
        UpdateResult = 261,
        /// `0x0106` MEMORY_DELETE_REQ (§6.3)
        DeleteReq = 262,
        /// `0x0107` MEMORY_DELETE_RESULT (§6.3)
        DeleteResult = 263,
        /// `0x0108` MEMORY_RETRIEVE_REQ (§6.4)
        RetrieveReq = 264,
        /// `0x0109` MEMORY_RETRIEVE_RESULT (§6.5)
        RetrieveResult = 265,
        /// `0x010a` MEMORY_RETRIEVE_STREAM_DATA (§7)
        RetrieveStreamData = 266,
        /// `0x010b` MEMORY_RETRIEVE_STREAM_END (§7)
        RetrieveStreamEnd = 267,
        /// `0x010c` MEMORY_STATUS_REQ (§6.6)
        StatusReq = 268,
        /// `0x010d` MEMORY_STATUS_RESULT (§6.6)
        StatusResult = 269,
        /// `0x010e` MEMORY_ERROR (§8)
        ErrorFrame = 270,
        /// `0x0035` MEMORY_EVICT (§6.7)
        Evict = 53,
        /// `0x0036` MEMORY_REVIVE (§6.7)
        Revive = 54,
    }
    impl FrameType {
        /// Every frame type, in schema order.
        pub const ALL: [FrameType; 17] = [
            FrameType::CreateReq,
            FrameType::CreateResult,
            FrameType::ReadReq,
            FrameType::ReadResult,
            FrameType::UpdateReq,
            FrameType::UpdateResult,
            FrameType::DeleteReq,
            FrameType::DeleteResult,
            FrameType::RetrieveReq,
            FrameType::RetrieveResult,
            FrameType::RetrieveStreamData,
            FrameType::RetrieveStreamEnd,
            FrameType::StatusReq,
            FrameType::StatusResult,
            FrameType::ErrorFrame,
            FrameType::Evict,
            FrameType::Revive,
        ];
        /// The frame type with this code.
        pub const fn from_u16(v: u16) -> Option<Self> {
            match v {
                256 => Some(FrameType::CreateReq),
                257 => Some(FrameType::CreateResult),
                258 => Some(FrameType::ReadReq),
                259 => Some(FrameType::ReadResult),
                260 => Some(FrameType::UpdateReq),
                261 => Some(FrameType::UpdateResult),
                262 => Some(FrameType::DeleteReq),
                263 => Some(FrameType::DeleteResult),
                264 => Some(FrameType::RetrieveReq),
                265 => Some(FrameType::RetrieveResult),
                266 => Some(FrameType::RetrieveStreamData),
                267 => Some(FrameType::RetrieveStreamEnd),
                268 => Some(FrameType::StatusReq),
                269 => Some(FrameType::StatusResult),
                270 => Some(FrameType::ErrorFrame),
                53 => Some(FrameType::Evict),
                54 => Some(FrameType::Revive),
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
                FrameType::CreateReq => "MEMORY_CREATE_REQ",
                FrameType::CreateResult => "MEMORY_CREATE_RESULT",
                FrameType::ReadReq => "MEMORY_READ_REQ",
                FrameType::ReadResult => "MEMORY_READ_RESULT",
                FrameType::UpdateReq => "MEMORY_UPDATE_REQ",
                FrameType::UpdateResult => "MEMORY_UPDATE_RESULT",
                FrameType::DeleteReq => "MEMORY_DELETE_REQ",
                FrameType::DeleteResult => "MEMORY_DELETE_RESULT",
                FrameType::RetrieveReq => "MEMORY_RETRIEVE_REQ",
                FrameType::RetrieveResult => "MEMORY_RETRIEVE_RESULT",
                FrameType::RetrieveStreamData => "MEMORY_RETRIEVE_STREAM_DATA",
                FrameType::RetrieveStreamEnd => "MEMORY_RETRIEVE_STREAM_END",
                FrameType::StatusReq => "MEMORY_STATUS_REQ",
                FrameType::StatusResult => "MEMORY_STATUS_RESULT",
                FrameType::ErrorFrame => "MEMORY_ERROR",
                FrameType::Evict => "MEMORY_EVICT",
                FrameType::Revive => "MEMORY_REVIVE",
            }
        }
        /// The frame type with this spec name.
        pub fn from_name(name: &str) -> Option<Self> {
            match name {
                "MEMORY_CREATE_REQ" => Some(FrameType::CreateReq),
                "MEMORY_CREATE_RESULT" => Some(FrameType::CreateResult),
                "MEMORY_READ_REQ" => Some(FrameType::ReadReq),
                "MEMORY_READ_RESULT" => Some(FrameType::ReadResult),
                "MEMORY_UPDATE_REQ" => Some(FrameType::UpdateReq),
                "MEMORY_UPDATE_RESULT" => Some(FrameType::UpdateResult),
                "MEMORY_DELETE_REQ" => Some(FrameType::DeleteReq),
                "MEMORY_DELETE_RESULT" => Some(FrameType::DeleteResult),
                "MEMORY_RETRIEVE_REQ" => Some(FrameType::RetrieveReq),
                "MEMORY_RETRIEVE_RESULT" => Some(FrameType::RetrieveResult),
                "MEMORY_RETRIEVE_STREAM_DATA" => Some(FrameType::RetrieveStreamData),
                "MEMORY_RETRIEVE_STREAM_END" => Some(FrameType::RetrieveStreamEnd),
                "MEMORY_STATUS_REQ" => Some(FrameType::StatusReq),
                "MEMORY_STATUS_RESULT" => Some(FrameType::StatusResult),
                "MEMORY_ERROR" => Some(FrameType::ErrorFrame),
                "MEMORY_EVICT" => Some(FrameType::Evict),
                "MEMORY_REVIVE" => Some(FrameType::Revive),
                _ => None,
            }
        }
        /// The frame's role.
        pub const fn role(self) -> rt::Role {
            match self {
                FrameType::CreateReq => rt::Role::Request,
                FrameType::CreateResult => rt::Role::Result,
                FrameType::ReadReq => rt::Role::Request,
                FrameType::ReadResult => rt::Role::Result,
                FrameType::UpdateReq => rt::Role::Request,
                FrameType::UpdateResult => rt::Role::Result,
                FrameType::DeleteReq => rt::Role::Request,
                FrameType::DeleteResult => rt::Role::Result,
                FrameType::RetrieveReq => rt::Role::Request,
                FrameType::RetrieveResult => rt::Role::Result,
                FrameType::RetrieveStreamData => rt::Role::Result,
                FrameType::RetrieveStreamEnd => rt::Role::Result,
                FrameType::StatusReq => rt::Role::Request,
                FrameType::StatusResult => rt::Role::Result,
                FrameType::ErrorFrame => rt::Role::Error,
                FrameType::Evict => rt::Role::Request,
                FrameType::Revive => rt::Role::Request,
            }
        }
        /// The spec section defining the frame.
        pub const fn section(self) -> &'static str {
            match self {
                FrameType::CreateReq => "§6.1",
                FrameType::CreateResult => "§6.1",
                FrameType::ReadReq => "§6.2",
                FrameType::ReadResult => "§6.2",
                FrameType::UpdateReq => "§6.3",
                FrameType::UpdateResult => "§6.3",
                FrameType::DeleteReq => "§6.3",
                FrameType::DeleteResult => "§6.3",
                FrameType::RetrieveReq => "§6.4",
                FrameType::RetrieveResult => "§6.5",
                FrameType::RetrieveStreamData => "§7",
                FrameType::RetrieveStreamEnd => "§7",
                FrameType::StatusReq => "§6.6",
                FrameType::StatusResult => "§6.6",
                FrameType::ErrorFrame => "§8",
                FrameType::Evict => "§6.7",
                FrameType::Revive => "§6.7",
            }
        }
        /// Whether the frame carries the correlation key.
        pub const fn has_corr(self) -> bool {
            match self {
                FrameType::CreateReq => true,
                FrameType::CreateResult => true,
                FrameType::ReadReq => true,
                FrameType::ReadResult => true,
                FrameType::UpdateReq => true,
                FrameType::UpdateResult => true,
                FrameType::DeleteReq => true,
                FrameType::DeleteResult => true,
                FrameType::RetrieveReq => true,
                FrameType::RetrieveResult => true,
                FrameType::RetrieveStreamData => true,
                FrameType::RetrieveStreamEnd => true,
                FrameType::StatusReq => true,
                FrameType::StatusResult => true,
                FrameType::ErrorFrame => true,
                FrameType::Evict => true,
                FrameType::Revive => true,
            }
        }
        /// Whether an implementation may omit this operation.
        pub const fn is_optional(self) -> bool {
            match self {
                FrameType::CreateReq => false,
                FrameType::CreateResult => false,
                FrameType::ReadReq => false,
                FrameType::ReadResult => false,
                FrameType::UpdateReq => false,
                FrameType::UpdateResult => false,
                FrameType::DeleteReq => false,
                FrameType::DeleteResult => false,
                FrameType::RetrieveReq => false,
                FrameType::RetrieveResult => false,
                FrameType::RetrieveStreamData => false,
                FrameType::RetrieveStreamEnd => false,
                FrameType::StatusReq => false,
                FrameType::StatusResult => false,
                FrameType::ErrorFrame => false,
                FrameType::Evict => true,
                FrameType::Revive => true,
            }
        }
        /// Frame types that can answer this one (in any reply pattern).
        pub const fn replies(self) -> &'static [FrameType] {
            match self {
                FrameType::CreateReq => &[FrameType::CreateResult, FrameType::ErrorFrame],
                FrameType::CreateResult => &[],
                FrameType::ReadReq => &[FrameType::ReadResult, FrameType::ErrorFrame],
                FrameType::ReadResult => &[],
                FrameType::UpdateReq => &[FrameType::UpdateResult, FrameType::ErrorFrame],
                FrameType::UpdateResult => &[],
                FrameType::DeleteReq => &[FrameType::DeleteResult, FrameType::ErrorFrame],
                FrameType::DeleteResult => &[],
                FrameType::RetrieveReq => {
                    &[
                        FrameType::RetrieveResult,
                        FrameType::RetrieveStreamData,
                        FrameType::RetrieveStreamEnd,
                        FrameType::ErrorFrame,
                    ]
                }
                FrameType::RetrieveResult => &[],
                FrameType::RetrieveStreamData => &[],
                FrameType::RetrieveStreamEnd => &[],
                FrameType::StatusReq => &[FrameType::StatusResult, FrameType::ErrorFrame],
                FrameType::StatusResult => &[],
                FrameType::ErrorFrame => &[],
                FrameType::Evict => &[FrameType::CreateResult, FrameType::ErrorFrame],
                FrameType::Revive => &[FrameType::CreateResult, FrameType::ErrorFrame],
            }
        }
        /// Frame types this one answers.
        pub const fn answers(self) -> &'static [FrameType] {
            match self {
                FrameType::CreateReq => &[],
                FrameType::CreateResult => {
                    &[FrameType::CreateReq, FrameType::Evict, FrameType::Revive]
                }
                FrameType::ReadReq => &[],
                FrameType::ReadResult => &[FrameType::ReadReq],
                FrameType::UpdateReq => &[],
                FrameType::UpdateResult => &[FrameType::UpdateReq],
                FrameType::DeleteReq => &[],
                FrameType::DeleteResult => &[FrameType::DeleteReq],
                FrameType::RetrieveReq => &[],
                FrameType::RetrieveResult => &[FrameType::RetrieveReq],
                FrameType::RetrieveStreamData => &[FrameType::RetrieveReq],
                FrameType::RetrieveStreamEnd => &[FrameType::RetrieveReq],
                FrameType::StatusReq => &[],
                FrameType::StatusResult => &[FrameType::StatusReq],
                FrameType::ErrorFrame => {
                    &[
                        FrameType::CreateReq,
                        FrameType::ReadReq,
                        FrameType::UpdateReq,
                        FrameType::DeleteReq,
                        FrameType::RetrieveReq,
                        FrameType::StatusReq,
                        FrameType::Evict,
                        FrameType::Revive,
                    ]
                }
                FrameType::Evict => &[],
                FrameType::Revive => &[],
            }
        }
        /// Requests this frame withdraws by their corr.
        pub const fn withdraws(self) -> &'static [FrameType] {
            match self {
                FrameType::CreateReq => &[],
                FrameType::CreateResult => &[],
                FrameType::ReadReq => &[],
                FrameType::ReadResult => &[],
                FrameType::UpdateReq => &[],
                FrameType::UpdateResult => &[],
                FrameType::DeleteReq => &[],
                FrameType::DeleteResult => &[],
                FrameType::RetrieveReq => &[],
                FrameType::RetrieveResult => &[],
                FrameType::RetrieveStreamData => &[],
                FrameType::RetrieveStreamEnd => &[],
                FrameType::StatusReq => &[],
                FrameType::StatusResult => &[],
                FrameType::ErrorFrame => &[],
                FrameType::Evict => &[],
                FrameType::Revive => &[],
            }
        }
    }
    /// Any frame of the channel.
    #[derive(Debug, Clone, PartialEq)]
    #[non_exhaustive]
    pub enum Frame<'a> {
        ///A frame of this type.
        CreateReq(CreateReq<'a>),
        ///A frame of this type.
        CreateResult(CreateResult<'a>),
        ///A frame of this type.
        ReadReq(ReadReq<'a>),
        ///A frame of this type.
        ReadResult(ReadResult<'a>),
        ///A frame of this type.
        UpdateReq(UpdateReq<'a>),
        ///A frame of this type.
        UpdateResult(UpdateResult<'a>),
        ///A frame of this type.
        DeleteReq(DeleteReq<'a>),
        ///A frame of this type.
        DeleteResult(DeleteResult<'a>),
        ///A frame of this type.
        RetrieveReq(RetrieveReq<'a>),
        ///A frame of this type.
        RetrieveResult(RetrieveResult<'a>),
        ///A frame of this type.
        RetrieveStreamData(RetrieveStreamData<'a>),
        ///A frame of this type.
        RetrieveStreamEnd(RetrieveStreamEnd<'a>),
        ///A frame of this type.
        StatusReq(StatusReq<'a>),
        ///A frame of this type.
        StatusResult(StatusResult<'a>),
        ///A frame of this type.
        ErrorFrame(ErrorFrame<'a>),
        ///A frame of this type.
        Evict(Evict<'a>),
        ///A frame of this type.
        Revive(Revive<'a>),
    }
    impl<'a> Frame<'a> {
        /// The frame type.
        pub const fn frame_type(&self) -> FrameType {
            match self {
                Frame::CreateReq(_) => FrameType::CreateReq,
                Frame::CreateResult(_) => FrameType::CreateResult,
                Frame::ReadReq(_) => FrameType::ReadReq,
                Frame::ReadResult(_) => FrameType::ReadResult,
                Frame::UpdateReq(_) => FrameType::UpdateReq,
                Frame::UpdateResult(_) => FrameType::UpdateResult,
                Frame::DeleteReq(_) => FrameType::DeleteReq,
                Frame::DeleteResult(_) => FrameType::DeleteResult,
                Frame::RetrieveReq(_) => FrameType::RetrieveReq,
                Frame::RetrieveResult(_) => FrameType::RetrieveResult,
                Frame::RetrieveStreamData(_) => FrameType::RetrieveStreamData,
                Frame::RetrieveStreamEnd(_) => FrameType::RetrieveStreamEnd,
                Frame::StatusReq(_) => FrameType::StatusReq,
                Frame::StatusResult(_) => FrameType::StatusResult,
                Frame::ErrorFrame(_) => FrameType::ErrorFrame,
                Frame::Evict(_) => FrameType::Evict,
                Frame::Revive(_) => FrameType::Revive,
            }
        }
        /// The correlation key, for frames that carry one.
        pub fn corr(&self) -> Option<rt::Corr<'a>> {
            match self {
                Frame::CreateReq(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::CreateResult(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::ReadReq(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::ReadResult(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::UpdateReq(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::UpdateResult(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::DeleteReq(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::DeleteResult(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::RetrieveReq(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::RetrieveResult(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::RetrieveStreamData(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::RetrieveStreamEnd(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::StatusReq(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::StatusResult(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::ErrorFrame(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::Evict(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::Revive(x) => Some(rt::Corr::Bytes(x.corr)),
            }
        }
        /// Whether this frame expects a reply (its reply patterns and `reply_when`).
        pub fn expects_reply(&self) -> bool {
            match self {
                Frame::CreateReq(x) => true && (true),
                Frame::CreateResult(x) => false && (true),
                Frame::ReadReq(x) => true && (true),
                Frame::ReadResult(x) => false && (true),
                Frame::UpdateReq(x) => true && (true),
                Frame::UpdateResult(x) => false && (true),
                Frame::DeleteReq(x) => true && (true),
                Frame::DeleteResult(x) => false && (true),
                Frame::RetrieveReq(x) => true && (true),
                Frame::RetrieveResult(x) => false && (true),
                Frame::RetrieveStreamData(x) => false && (true),
                Frame::RetrieveStreamEnd(x) => false && (true),
                Frame::StatusReq(x) => true && (true),
                Frame::StatusResult(x) => false && (true),
                Frame::ErrorFrame(x) => false && (true),
                Frame::Evict(x) => true && (true),
                Frame::Revive(x) => true && (true),
            }
        }
        /// See the frame's `validate`.
        pub fn validate(&self) -> Result<(), DecodeError> {
            match self {
                Frame::CreateReq(x) => x.validate(),
                Frame::CreateResult(x) => x.validate(),
                Frame::ReadReq(x) => x.validate(),
                Frame::ReadResult(x) => x.validate(),
                Frame::UpdateReq(x) => x.validate(),
                Frame::UpdateResult(x) => x.validate(),
                Frame::DeleteReq(x) => x.validate(),
                Frame::DeleteResult(x) => x.validate(),
                Frame::RetrieveReq(x) => x.validate(),
                Frame::RetrieveResult(x) => x.validate(),
                Frame::RetrieveStreamData(x) => x.validate(),
                Frame::RetrieveStreamEnd(x) => x.validate(),
                Frame::StatusReq(x) => x.validate(),
                Frame::StatusResult(x) => x.validate(),
                Frame::ErrorFrame(x) => x.validate(),
                Frame::Evict(x) => x.validate(),
                Frame::Revive(x) => x.validate(),
            }
        }
        /// See the frame's `validate_with`.
        pub fn validate_with(&self, profile: Profile) -> Result<(), DecodeError> {
            match self {
                Frame::CreateReq(x) => x.validate_with(profile),
                Frame::CreateResult(x) => x.validate_with(profile),
                Frame::ReadReq(x) => x.validate_with(profile),
                Frame::ReadResult(x) => x.validate_with(profile),
                Frame::UpdateReq(x) => x.validate_with(profile),
                Frame::UpdateResult(x) => x.validate_with(profile),
                Frame::DeleteReq(x) => x.validate_with(profile),
                Frame::DeleteResult(x) => x.validate_with(profile),
                Frame::RetrieveReq(x) => x.validate_with(profile),
                Frame::RetrieveResult(x) => x.validate_with(profile),
                Frame::RetrieveStreamData(x) => x.validate_with(profile),
                Frame::RetrieveStreamEnd(x) => x.validate_with(profile),
                Frame::StatusReq(x) => x.validate_with(profile),
                Frame::StatusResult(x) => x.validate_with(profile),
                Frame::ErrorFrame(x) => x.validate_with(profile),
                Frame::Evict(x) => x.validate_with(profile),
                Frame::Revive(x) => x.validate_with(profile),
            }
        }
        /// Exact size of the canonical encoding.
        pub fn encoded_len(&self) -> usize {
            match self {
                Frame::CreateReq(x) => x.encoded_len(),
                Frame::CreateResult(x) => x.encoded_len(),
                Frame::ReadReq(x) => x.encoded_len(),
                Frame::ReadResult(x) => x.encoded_len(),
                Frame::UpdateReq(x) => x.encoded_len(),
                Frame::UpdateResult(x) => x.encoded_len(),
                Frame::DeleteReq(x) => x.encoded_len(),
                Frame::DeleteResult(x) => x.encoded_len(),
                Frame::RetrieveReq(x) => x.encoded_len(),
                Frame::RetrieveResult(x) => x.encoded_len(),
                Frame::RetrieveStreamData(x) => x.encoded_len(),
                Frame::RetrieveStreamEnd(x) => x.encoded_len(),
                Frame::StatusReq(x) => x.encoded_len(),
                Frame::StatusResult(x) => x.encoded_len(),
                Frame::ErrorFrame(x) => x.encoded_len(),
                Frame::Evict(x) => x.encoded_len(),
                Frame::Revive(x) => x.encoded_len(),
            }
        }
        /// The canonical encoding.
        pub fn encode<W: Sink>(&self, out: &mut W) {
            match self {
                Frame::CreateReq(x) => x.encode(out),
                Frame::CreateResult(x) => x.encode(out),
                Frame::ReadReq(x) => x.encode(out),
                Frame::ReadResult(x) => x.encode(out),
                Frame::UpdateReq(x) => x.encode(out),
                Frame::UpdateResult(x) => x.encode(out),
                Frame::DeleteReq(x) => x.encode(out),
                Frame::DeleteResult(x) => x.encode(out),
                Frame::RetrieveReq(x) => x.encode(out),
                Frame::RetrieveResult(x) => x.encode(out),
                Frame::RetrieveStreamData(x) => x.encode(out),
                Frame::RetrieveStreamEnd(x) => x.encode(out),
                Frame::StatusReq(x) => x.encode(out),
                Frame::StatusResult(x) => x.encode(out),
                Frame::ErrorFrame(x) => x.encode(out),
                Frame::Evict(x) => x.encode(out),
                Frame::Revive(x) => x.encode(out),
            }
        }
        /// Encode into a caller's buffer.
        pub fn encode_to_slice(
            &self,
            buf: &mut [u8],
        ) -> Result<usize, rt::BufferTooSmall> {
            match self {
                Frame::CreateReq(x) => x.encode_to_slice(buf),
                Frame::CreateResult(x) => x.encode_to_slice(buf),
                Frame::ReadReq(x) => x.encode_to_slice(buf),
                Frame::ReadResult(x) => x.encode_to_slice(buf),
                Frame::UpdateReq(x) => x.encode_to_slice(buf),
                Frame::UpdateResult(x) => x.encode_to_slice(buf),
                Frame::DeleteReq(x) => x.encode_to_slice(buf),
                Frame::DeleteResult(x) => x.encode_to_slice(buf),
                Frame::RetrieveReq(x) => x.encode_to_slice(buf),
                Frame::RetrieveResult(x) => x.encode_to_slice(buf),
                Frame::RetrieveStreamData(x) => x.encode_to_slice(buf),
                Frame::RetrieveStreamEnd(x) => x.encode_to_slice(buf),
                Frame::StatusReq(x) => x.encode_to_slice(buf),
                Frame::StatusResult(x) => x.encode_to_slice(buf),
                Frame::ErrorFrame(x) => x.encode_to_slice(buf),
                Frame::Evict(x) => x.encode_to_slice(buf),
                Frame::Revive(x) => x.encode_to_slice(buf),
            }
        }
        /// The canonical encoding in a new vector.
        #[cfg(feature = "alloc")]
        pub fn to_vec(&self) -> alloc::vec::Vec<u8> {
            match self {
                Frame::CreateReq(x) => x.to_vec(),
                Frame::CreateResult(x) => x.to_vec(),
                Frame::ReadReq(x) => x.to_vec(),
                Frame::ReadResult(x) => x.to_vec(),
                Frame::UpdateReq(x) => x.to_vec(),
                Frame::UpdateResult(x) => x.to_vec(),
                Frame::DeleteReq(x) => x.to_vec(),
                Frame::DeleteResult(x) => x.to_vec(),
                Frame::RetrieveReq(x) => x.to_vec(),
                Frame::RetrieveResult(x) => x.to_vec(),
                Frame::RetrieveStreamData(x) => x.to_vec(),
                Frame::RetrieveStreamEnd(x) => x.to_vec(),
                Frame::StatusReq(x) => x.to_vec(),
                Frame::StatusResult(x) => x.to_vec(),
                Frame::ErrorFrame(x) => x.to_vec(),
                Frame::Evict(x) => x.to_vec(),
                Frame::Revive(x) => x.to_vec(),
            }
        }
        /// Present fields by schema name.
        #[cfg(feature = "alloc")]
        pub fn fields(&self) -> alloc::vec::Vec<(&'static str, rt::FieldValue<'a>)> {
            match self {
                Frame::CreateReq(x) => x.fields(),
                Frame::CreateResult(x) => x.fields(),
                Frame::ReadReq(x) => x.fields(),
                Frame::ReadResult(x) => x.fields(),
                Frame::UpdateReq(x) => x.fields(),
                Frame::UpdateResult(x) => x.fields(),
                Frame::DeleteReq(x) => x.fields(),
                Frame::DeleteResult(x) => x.fields(),
                Frame::RetrieveReq(x) => x.fields(),
                Frame::RetrieveResult(x) => x.fields(),
                Frame::RetrieveStreamData(x) => x.fields(),
                Frame::RetrieveStreamEnd(x) => x.fields(),
                Frame::StatusReq(x) => x.fields(),
                Frame::StatusResult(x) => x.fields(),
                Frame::ErrorFrame(x) => x.fields(),
                Frame::Evict(x) => x.fields(),
                Frame::Revive(x) => x.fields(),
            }
        }
    }
    impl<'a> From<CreateReq<'a>> for Frame<'a> {
        fn from(x: CreateReq<'a>) -> Self {
            Frame::CreateReq(x)
        }
    }
    impl<'a> From<CreateResult<'a>> for Frame<'a> {
        fn from(x: CreateResult<'a>) -> Self {
            Frame::CreateResult(x)
        }
    }
    impl<'a> From<ReadReq<'a>> for Frame<'a> {
        fn from(x: ReadReq<'a>) -> Self {
            Frame::ReadReq(x)
        }
    }
    impl<'a> From<ReadResult<'a>> for Frame<'a> {
        fn from(x: ReadResult<'a>) -> Self {
            Frame::ReadResult(x)
        }
    }
    impl<'a> From<UpdateReq<'a>> for Frame<'a> {
        fn from(x: UpdateReq<'a>) -> Self {
            Frame::UpdateReq(x)
        }
    }
    impl<'a> From<UpdateResult<'a>> for Frame<'a> {
        fn from(x: UpdateResult<'a>) -> Self {
            Frame::UpdateResult(x)
        }
    }
    impl<'a> From<DeleteReq<'a>> for Frame<'a> {
        fn from(x: DeleteReq<'a>) -> Self {
            Frame::DeleteReq(x)
        }
    }
    impl<'a> From<DeleteResult<'a>> for Frame<'a> {
        fn from(x: DeleteResult<'a>) -> Self {
            Frame::DeleteResult(x)
        }
    }
    impl<'a> From<RetrieveReq<'a>> for Frame<'a> {
        fn from(x: RetrieveReq<'a>) -> Self {
            Frame::RetrieveReq(x)
        }
    }
    impl<'a> From<RetrieveResult<'a>> for Frame<'a> {
        fn from(x: RetrieveResult<'a>) -> Self {
            Frame::RetrieveResult(x)
        }
    }
    impl<'a> From<RetrieveStreamData<'a>> for Frame<'a> {
        fn from(x: RetrieveStreamData<'a>) -> Self {
            Frame::RetrieveStreamData(x)
        }
    }
    impl<'a> From<RetrieveStreamEnd<'a>> for Frame<'a> {
        fn from(x: RetrieveStreamEnd<'a>) -> Self {
            Frame::RetrieveStreamEnd(x)
        }
    }
    impl<'a> From<StatusReq<'a>> for Frame<'a> {
        fn from(x: StatusReq<'a>) -> Self {
            Frame::StatusReq(x)
        }
    }
    impl<'a> From<StatusResult<'a>> for Frame<'a> {
        fn from(x: StatusResult<'a>) -> Self {
            Frame::StatusResult(x)
        }
    }
    impl<'a> From<ErrorFrame<'a>> for Frame<'a> {
        fn from(x: ErrorFrame<'a>) -> Self {
            Frame::ErrorFrame(x)
        }
    }
    impl<'a> From<Evict<'a>> for Frame<'a> {
        fn from(x: Evict<'a>) -> Self {
            Frame::Evict(x)
        }
    }
    impl<'a> From<Revive<'a>> for Frame<'a> {
        fn from(x: Revive<'a>) -> Self {
            Frame::Revive(x)
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
            Some(FrameType::CreateReq) => {
                CreateReq::decode_with(payload, profile).map(Frame::CreateReq)
            }
            Some(FrameType::CreateResult) => {
                CreateResult::decode_with(payload, profile).map(Frame::CreateResult)
            }
            Some(FrameType::ReadReq) => {
                ReadReq::decode_with(payload, profile).map(Frame::ReadReq)
            }
            Some(FrameType::ReadResult) => {
                ReadResult::decode_with(payload, profile).map(Frame::ReadResult)
            }
            Some(FrameType::UpdateReq) => {
                UpdateReq::decode_with(payload, profile).map(Frame::UpdateReq)
            }
            Some(FrameType::UpdateResult) => {
                UpdateResult::decode_with(payload, profile).map(Frame::UpdateResult)
            }
            Some(FrameType::DeleteReq) => {
                DeleteReq::decode_with(payload, profile).map(Frame::DeleteReq)
            }
            Some(FrameType::DeleteResult) => {
                DeleteResult::decode_with(payload, profile).map(Frame::DeleteResult)
            }
            Some(FrameType::RetrieveReq) => {
                RetrieveReq::decode_with(payload, profile).map(Frame::RetrieveReq)
            }
            Some(FrameType::RetrieveResult) => {
                RetrieveResult::decode_with(payload, profile).map(Frame::RetrieveResult)
            }
            Some(FrameType::RetrieveStreamData) => {
                RetrieveStreamData::decode_with(payload, profile)
                    .map(Frame::RetrieveStreamData)
            }
            Some(FrameType::RetrieveStreamEnd) => {
                RetrieveStreamEnd::decode_with(payload, profile)
                    .map(Frame::RetrieveStreamEnd)
            }
            Some(FrameType::StatusReq) => {
                StatusReq::decode_with(payload, profile).map(Frame::StatusReq)
            }
            Some(FrameType::StatusResult) => {
                StatusResult::decode_with(payload, profile).map(Frame::StatusResult)
            }
            Some(FrameType::ErrorFrame) => {
                ErrorFrame::decode_with(payload, profile).map(Frame::ErrorFrame)
            }
            Some(FrameType::Evict) => {
                Evict::decode_with(payload, profile).map(Frame::Evict)
            }
            Some(FrameType::Revive) => {
                Revive::decode_with(payload, profile).map(Frame::Revive)
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
    static __FRAMES: [rt::FrameInfo; 17] = [
        rt::FrameInfo {
            code: 256,
            name: "MEMORY_CREATE_REQ",
            role: rt::Role::Request,
            has_corr: true,
            section: "§6.1",
        },
        rt::FrameInfo {
            code: 257,
            name: "MEMORY_CREATE_RESULT",
            role: rt::Role::Result,
            has_corr: true,
            section: "§6.1",
        },
        rt::FrameInfo {
            code: 258,
            name: "MEMORY_READ_REQ",
            role: rt::Role::Request,
            has_corr: true,
            section: "§6.2",
        },
        rt::FrameInfo {
            code: 259,
            name: "MEMORY_READ_RESULT",
            role: rt::Role::Result,
            has_corr: true,
            section: "§6.2",
        },
        rt::FrameInfo {
            code: 260,
            name: "MEMORY_UPDATE_REQ",
            role: rt::Role::Request,
            has_corr: true,
            section: "§6.3",
        },
        rt::FrameInfo {
            code: 261,
            name: "MEMORY_UPDATE_RESULT",
            role: rt::Role::Result,
            has_corr: true,
            section: "§6.3",
        },
        rt::FrameInfo {
            code: 262,
            name: "MEMORY_DELETE_REQ",
            role: rt::Role::Request,
            has_corr: true,
            section: "§6.3",
        },
        rt::FrameInfo {
            code: 263,
            name: "MEMORY_DELETE_RESULT",
            role: rt::Role::Result,
            has_corr: true,
            section: "§6.3",
        },
        rt::FrameInfo {
            code: 264,
            name: "MEMORY_RETRIEVE_REQ",
            role: rt::Role::Request,
            has_corr: true,
            section: "§6.4",
        },
        rt::FrameInfo {
            code: 265,
            name: "MEMORY_RETRIEVE_RESULT",
            role: rt::Role::Result,
            has_corr: true,
            section: "§6.5",
        },
        rt::FrameInfo {
            code: 266,
            name: "MEMORY_RETRIEVE_STREAM_DATA",
            role: rt::Role::Result,
            has_corr: true,
            section: "§7",
        },
        rt::FrameInfo {
            code: 267,
            name: "MEMORY_RETRIEVE_STREAM_END",
            role: rt::Role::Result,
            has_corr: true,
            section: "§7",
        },
        rt::FrameInfo {
            code: 268,
            name: "MEMORY_STATUS_REQ",
            role: rt::Role::Request,
            has_corr: true,
            section: "§6.6",
        },
        rt::FrameInfo {
            code: 269,
            name: "MEMORY_STATUS_RESULT",
            role: rt::Role::Result,
            has_corr: true,
            section: "§6.6",
        },
        rt::FrameInfo {
            code: 270,
            name: "MEMORY_ERROR",
            role: rt::Role::Error,
            has_corr: true,
            section: "§8",
        },
        rt::FrameInfo {
            code: 53,
            name: "MEMORY_EVICT",
            role: rt::Role::Request,
            has_corr: true,
            section: "§6.7",
        },
        rt::FrameInfo {
            code: 54,
            name: "MEMORY_REVIVE",
            role: rt::Role::Request,
            has_corr: true,
            section: "§6.7",
        },
    ];
    /// Static facts about the channel.
    pub static INFO: rt::ChannelInfo = rt::ChannelInfo {
        id: CHANNEL_ID,
        module: "memory",
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
                Some(FrameType::CreateReq) => {
                    CreateReq::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Bytes(x.corr)),
                        },
                    )
                }
                Some(FrameType::CreateResult) => {
                    CreateResult::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Bytes(x.corr)),
                        },
                    )
                }
                Some(FrameType::ReadReq) => {
                    ReadReq::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Bytes(x.corr)),
                        },
                    )
                }
                Some(FrameType::ReadResult) => {
                    ReadResult::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Bytes(x.corr)),
                        },
                    )
                }
                Some(FrameType::UpdateReq) => {
                    UpdateReq::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Bytes(x.corr)),
                        },
                    )
                }
                Some(FrameType::UpdateResult) => {
                    UpdateResult::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Bytes(x.corr)),
                        },
                    )
                }
                Some(FrameType::DeleteReq) => {
                    DeleteReq::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Bytes(x.corr)),
                        },
                    )
                }
                Some(FrameType::DeleteResult) => {
                    DeleteResult::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Bytes(x.corr)),
                        },
                    )
                }
                Some(FrameType::RetrieveReq) => {
                    RetrieveReq::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Bytes(x.corr)),
                        },
                    )
                }
                Some(FrameType::RetrieveResult) => {
                    RetrieveResult::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Bytes(x.corr)),
                        },
                    )
                }
                Some(FrameType::RetrieveStreamData) => {
                    RetrieveStreamData::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Bytes(x.corr)),
                        },
                    )
                }
                Some(FrameType::RetrieveStreamEnd) => {
                    RetrieveStreamEnd::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Bytes(x.corr)),
                        },
                    )
                }
                Some(FrameType::StatusReq) => {
                    StatusReq::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Bytes(x.corr)),
                        },
                    )
                }
                Some(FrameType::StatusResult) => {
                    StatusResult::__check_with(
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
                Some(FrameType::Evict) => {
                    Evict::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Bytes(x.corr)),
                        },
                    )
                }
                Some(FrameType::Revive) => {
                    Revive::__check_with(
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
        /// Build the MEMORY_ERROR reply to a failed request: echoes the correlation key and carries only the generic message for `code` (§8.2). Optional fields start empty.
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
