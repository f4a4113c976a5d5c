/// NPAMP-IMMUNE (Immune, channel 0x0005): generated from `schema/immune.yaml` (Anomaly reports and defensive gossip).
#[allow(
    clippy::all,
    unused_imports,
    unused_variables,
    unused_mut,
    unused_parens,
    unreachable_code,
    non_camel_case_types
)]
pub mod immune {
    use crate::rt as rt;
    use rt::__private as p;
    use rt::{Array, DecodeError, Item, Map, Profile, RawMap, Rule, Sink};
    /// Channel id 0x0005 (Immune, §2).
    pub const CHANNEL_ID: u16 = 5;
    /// The channel's name.
    pub const CHANNEL_NAME: &str = "Immune";
    /// The channel's purpose (§2).
    pub const CHANNEL_PURPOSE: &str = "Anomaly reports and defensive gossip";
    /// The spec this module implements.
    pub const SPEC: &str = "NPAMP-IMMUNE";
    /// The spec revision.
    pub const SPEC_REVISION: &str = "draft-bubblefish-npamp-01";
    /// Document id used in requirement ids (`<doc>/<section>/<slug>`).
    pub const DOC_ID: &str = "85";
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
    pub const SCHEMA_SOURCE: &str = "schema/immune.yaml";
    /// The schema text this module was generated from.
    pub const SCHEMA_YAML: &str = include_str!(
        concat!(env!("CARGO_MANIFEST_DIR"), "/../", "schema/immune.yaml")
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
            (rt::Basis::Strict, "§6.2"),
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
        field: Some("item_id"),
        rule_id: None,
        own: None,
    };
    static __C1: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("version"),
        rule_id: None,
        own: None,
    };
    static __C2: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("anomaly_class"),
        rule_id: None,
        own: None,
    };
    static __C3: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("severity"),
        rule_id: None,
        own: None,
    };
    static __C4: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("origin"),
        rule_id: None,
        own: None,
    };
    static __C5: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("first_seen_at"),
        rule_id: None,
        own: None,
    };
    static __C6: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("expires_at"),
        rule_id: None,
        own: None,
    };
    static __C7: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("hops_remaining"),
        rule_id: None,
        own: None,
    };
    static __C8: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("digest"),
        rule_id: None,
        own: None,
    };
    static __C9: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("body"),
        rule_id: None,
        own: None,
    };
    static __C10: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("frame_kind"),
        rule_id: None,
        own: None,
    };
    static __C11: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("corr"),
        rule_id: None,
        own: None,
    };
    static __C12: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("report_id"),
        rule_id: None,
        own: None,
    };
    static __C13: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("detected_at"),
        rule_id: None,
        own: None,
    };
    static __C14: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("subject"),
        rule_id: None,
        own: None,
    };
    static __C15: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("detail"),
        rule_id: None,
        own: None,
    };
    static __C16: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("evidence_digest"),
        rule_id: None,
        own: None,
    };
    static __C17: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("confidence"),
        rule_id: None,
        own: None,
    };
    static __C18: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("disposition"),
        rule_id: None,
        own: None,
    };
    static __C19: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("tracking_id"),
        rule_id: None,
        own: None,
    };
    static __C20: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("code"),
        rule_id: None,
        own: None,
    };
    static __C21: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("message"),
        rule_id: None,
        own: None,
    };
    static __C22: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("retry_after_s"),
        rule_id: None,
        own: None,
    };
    static __C23: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("items"),
        rule_id: None,
        own: None,
    };
    static __C24: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("inline"),
        rule_id: None,
        own: None,
    };
    static __C25: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("items"),
        rule_id: Some("inline-body-required"),
        own: Some((rt::Basis::Strict, "§6.4")),
    };
    static __C26: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("items"),
        rule_id: Some("body-only-when-inline"),
        own: Some((rt::Basis::Strict, "§6.4")),
    };
    static __C27: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("wanted"),
        rule_id: None,
        own: None,
    };
    static __C28: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("known"),
        rule_id: None,
        own: None,
    };
    static __C29: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("accepted"),
        rule_id: None,
        own: None,
    };
    static __C30: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("accepted"),
        rule_id: Some("accepted-at-most-advertised"),
        own: Some((rt::Basis::Strict, "§6.4")),
    };
    static __C31: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("item_ids"),
        rule_id: None,
        own: None,
    };
    static __C32: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("reason"),
        rule_id: None,
        own: None,
    };
    /// Enum `anomaly_class` (§6.1). Unrecognized values are kept, never an error.
    #[derive(Debug, Clone, Copy)]
    #[non_exhaustive]
    pub enum AnomalyClass {
        /// `0x00` operational (§6.1)
        Operational,
        /// `0x01` security (§6.1)
        Security,
        /// `0x02` integrity (§6.1)
        Integrity,
        /// `0x03` availability (§6.1)
        Availability,
        /// `0x04` other (§6.1)
        Other,
        /// A value this revision does not name. Meaning: treat as other; never drop the report or item on that basis alone.
        Unrecognized(u64),
    }
    impl AnomalyClass {
        /// Every named value.
        pub const KNOWN: &'static [AnomalyClass] = &[
            AnomalyClass::Operational,
            AnomalyClass::Security,
            AnomalyClass::Integrity,
            AnomalyClass::Availability,
            AnomalyClass::Other,
        ];
        /// The value for a raw wire value (named when the schema names it).
        pub const fn from_raw(v: u64) -> Self {
            match v {
                0u64 => AnomalyClass::Operational,
                1u64 => AnomalyClass::Security,
                2u64 => AnomalyClass::Integrity,
                3u64 => AnomalyClass::Availability,
                4u64 => AnomalyClass::Other,
                other => AnomalyClass::Unrecognized(other),
            }
        }
        /// The raw wire value.
        pub const fn raw(self) -> u64 {
            match self {
                AnomalyClass::Operational => 0u64,
                AnomalyClass::Security => 1u64,
                AnomalyClass::Integrity => 2u64,
                AnomalyClass::Availability => 3u64,
                AnomalyClass::Other => 4u64,
                AnomalyClass::Unrecognized(v) => v,
            }
        }
        /// Whether the schema names this value.
        pub const fn is_recognized(self) -> bool {
            matches!(self.raw(), 0u64 | 1u64 | 2u64 | 3u64 | 4u64)
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
        pub const SECTION: &'static str = "§6.1";
        /// Whether an unrecognized value is refused (a strict enum).
        pub const STRICT: bool = false;
        /// The schema name of a named value.
        pub const fn name(self) -> Option<&'static str> {
            match self {
                AnomalyClass::Operational => Some("operational"),
                AnomalyClass::Security => Some("security"),
                AnomalyClass::Integrity => Some("integrity"),
                AnomalyClass::Availability => Some("availability"),
                AnomalyClass::Other => Some("other"),
                _ => None,
            }
        }
        /// The named value with this schema name.
        pub fn from_name(name: &str) -> Option<Self> {
            match name {
                "operational" => Some(AnomalyClass::Operational),
                "security" => Some(AnomalyClass::Security),
                "integrity" => Some(AnomalyClass::Integrity),
                "availability" => Some(AnomalyClass::Availability),
                "other" => Some(AnomalyClass::Other),
                _ => None,
            }
        }
        /// How a receiver treats this value: an unrecognized value counts as `other` (§6.1).
        pub const fn effective(self) -> Self {
            if self.is_recognized() { self } else { AnomalyClass::Other }
        }
    }
    impl PartialEq for AnomalyClass {
        fn eq(&self, o: &Self) -> bool {
            self.raw() == o.raw()
        }
    }
    impl Eq for AnomalyClass {}
    impl core::hash::Hash for AnomalyClass {
        fn hash<H: core::hash::Hasher>(&self, h: &mut H) {
            self.raw().hash(h)
        }
    }
    impl From<u64> for AnomalyClass {
        fn from(v: u64) -> Self {
            Self::from_raw(v)
        }
    }
    impl<'a> rt::Elem<'a> for AnomalyClass {
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
    /// Enum `disposition` (§6.3). Unrecognized values are kept, never an error.
    #[derive(Debug, Clone, Copy)]
    #[non_exhaustive]
    pub enum Disposition {
        /// `0x00` acknowledged (§6.3)
        Acknowledged,
        /// `0x01` accepted (§6.3)
        Accepted,
        /// `0x02` duplicate (§6.3)
        Duplicate,
        /// `0x03` below_threshold (§6.3)
        BelowThreshold,
        /// A value this revision does not name. Meaning: treat as acknowledged; the reporter never infers the report was ignored.
        Unrecognized(u64),
    }
    impl Disposition {
        /// Every named value.
        pub const KNOWN: &'static [Disposition] = &[
            Disposition::Acknowledged,
            Disposition::Accepted,
            Disposition::Duplicate,
            Disposition::BelowThreshold,
        ];
        /// The value for a raw wire value (named when the schema names it).
        pub const fn from_raw(v: u64) -> Self {
            match v {
                0u64 => Disposition::Acknowledged,
                1u64 => Disposition::Accepted,
                2u64 => Disposition::Duplicate,
                3u64 => Disposition::BelowThreshold,
                other => Disposition::Unrecognized(other),
            }
        }
        /// The raw wire value.
        pub const fn raw(self) -> u64 {
            match self {
                Disposition::Acknowledged => 0u64,
                Disposition::Accepted => 1u64,
                Disposition::Duplicate => 2u64,
                Disposition::BelowThreshold => 3u64,
                Disposition::Unrecognized(v) => v,
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
        pub const SECTION: &'static str = "§6.3";
        /// Whether an unrecognized value is refused (a strict enum).
        pub const STRICT: bool = false;
        /// The schema name of a named value.
        pub const fn name(self) -> Option<&'static str> {
            match self {
                Disposition::Acknowledged => Some("acknowledged"),
                Disposition::Accepted => Some("accepted"),
                Disposition::Duplicate => Some("duplicate"),
                Disposition::BelowThreshold => Some("below_threshold"),
                _ => None,
            }
        }
        /// The named value with this schema name.
        pub fn from_name(name: &str) -> Option<Self> {
            match name {
                "acknowledged" => Some(Disposition::Acknowledged),
                "accepted" => Some(Disposition::Accepted),
                "duplicate" => Some(Disposition::Duplicate),
                "below_threshold" => Some(Disposition::BelowThreshold),
                _ => None,
            }
        }
        /// How a receiver treats this value: an unrecognized value counts as `acknowledged` (§6.3).
        pub const fn effective(self) -> Self {
            if self.is_recognized() { self } else { Disposition::Acknowledged }
        }
    }
    impl PartialEq for Disposition {
        fn eq(&self, o: &Self) -> bool {
            self.raw() == o.raw()
        }
    }
    impl Eq for Disposition {}
    impl core::hash::Hash for Disposition {
        fn hash<H: core::hash::Hasher>(&self, h: &mut H) {
            self.raw().hash(h)
        }
    }
    impl From<u64> for Disposition {
        fn from(v: u64) -> Self {
            Self::from_raw(v)
        }
    }
    impl<'a> rt::Elem<'a> for Disposition {
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
        /// `0x04` rate_limited (§8)
        RateLimited,
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
            ErrorCode::RateLimited,
            ErrorCode::NotFound,
            ErrorCode::InternalError,
        ];
        /// The value for a raw wire value (named when the schema names it).
        pub const fn from_raw(v: u64) -> Self {
            match v {
                1u64 => ErrorCode::MalformedRequest,
                2u64 => ErrorCode::UnknownOperation,
                3u64 => ErrorCode::PolicyDenied,
                4u64 => ErrorCode::RateLimited,
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
                ErrorCode::RateLimited => 4u64,
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
                ErrorCode::RateLimited => Some("rate_limited"),
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
                "rate_limited" => Some(ErrorCode::RateLimited),
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
                ErrorCode::RateLimited => Some("rate limited"),
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
    /// Enum `retract_reason` (§6.6). Unrecognized values are kept, never an error.
    #[derive(Debug, Clone, Copy)]
    #[non_exhaustive]
    pub enum RetractReason {
        /// `0x00` false_positive (§6.6)
        FalsePositive,
        /// `0x01` resolved (§6.6)
        Resolved,
        /// `0x02` superseded (§6.6)
        Superseded,
        /// A value this revision does not name. Meaning: treat as false_positive.
        Unrecognized(u64),
    }
    impl RetractReason {
        /// Every named value.
        pub const KNOWN: &'static [RetractReason] = &[
            RetractReason::FalsePositive,
            RetractReason::Resolved,
            RetractReason::Superseded,
        ];
        /// The value for a raw wire value (named when the schema names it).
        pub const fn from_raw(v: u64) -> Self {
            match v {
                0u64 => RetractReason::FalsePositive,
                1u64 => RetractReason::Resolved,
                2u64 => RetractReason::Superseded,
                other => RetractReason::Unrecognized(other),
            }
        }
        /// The raw wire value.
        pub const fn raw(self) -> u64 {
            match self {
                RetractReason::FalsePositive => 0u64,
                RetractReason::Resolved => 1u64,
                RetractReason::Superseded => 2u64,
                RetractReason::Unrecognized(v) => v,
            }
        }
        /// Whether the schema names this value.
        pub const fn is_recognized(self) -> bool {
            matches!(self.raw(), 0u64 | 1u64 | 2u64)
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
        pub const SECTION: &'static str = "§6.6";
        /// Whether an unrecognized value is refused (a strict enum).
        pub const STRICT: bool = false;
        /// The schema name of a named value.
        pub const fn name(self) -> Option<&'static str> {
            match self {
                RetractReason::FalsePositive => Some("false_positive"),
                RetractReason::Resolved => Some("resolved"),
                RetractReason::Superseded => Some("superseded"),
                _ => None,
            }
        }
        /// The named value with this schema name.
        pub fn from_name(name: &str) -> Option<Self> {
            match name {
                "false_positive" => Some(RetractReason::FalsePositive),
                "resolved" => Some(RetractReason::Resolved),
                "superseded" => Some(RetractReason::Superseded),
                _ => None,
            }
        }
        /// How a receiver treats this value: an unrecognized value counts as `false_positive` (§6.6).
        pub const fn effective(self) -> Self {
            if self.is_recognized() { self } else { RetractReason::FalsePositive }
        }
    }
    impl PartialEq for RetractReason {
        fn eq(&self, o: &Self) -> bool {
            self.raw() == o.raw()
        }
    }
    impl Eq for RetractReason {}
    impl core::hash::Hash for RetractReason {
        fn hash<H: core::hash::Hasher>(&self, h: &mut H) {
            self.raw().hash(h)
        }
    }
    impl From<u64> for RetractReason {
        fn from(v: u64) -> Self {
            Self::from_raw(v)
        }
    }
    impl<'a> rt::Elem<'a> for RetractReason {
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
    /// Enum `severity` (§6.1). Unrecognized values are kept, never an error.
    #[derive(Debug, Clone, Copy)]
    #[non_exhaustive]
    pub enum Severity {
        /// `0x00` info (§6.1)
        Info,
        /// `0x01` low (§6.1)
        Low,
        /// `0x02` medium (§6.1)
        Medium,
        /// `0x03` high (§6.1)
        High,
        /// `0x04` critical (§6.1)
        Critical,
        /// A value this revision does not name. Meaning: fail-safe: treat as critical, the most severe class; never under-prioritize.
        Unrecognized(u64),
    }
    impl Severity {
        /// Every named value.
        pub const KNOWN: &'static [Severity] = &[
            Severity::Info,
            Severity::Low,
            Severity::Medium,
            Severity::High,
            Severity::Critical,
        ];
        /// The value for a raw wire value (named when the schema names it).
        pub const fn from_raw(v: u64) -> Self {
            match v {
                0u64 => Severity::Info,
                1u64 => Severity::Low,
                2u64 => Severity::Medium,
                3u64 => Severity::High,
                4u64 => Severity::Critical,
                other => Severity::Unrecognized(other),
            }
        }
        /// The raw wire value.
        pub const fn raw(self) -> u64 {
            match self {
                Severity::Info => 0u64,
                Severity::Low => 1u64,
                Severity::Medium => 2u64,
                Severity::High => 3u64,
                Severity::Critical => 4u64,
                Severity::Unrecognized(v) => v,
            }
        }
        /// Whether the schema names this value.
        pub const fn is_recognized(self) -> bool {
            matches!(self.raw(), 0u64 | 1u64 | 2u64 | 3u64 | 4u64)
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
        pub const SECTION: &'static str = "§6.1";
        /// Whether an unrecognized value is refused (a strict enum).
        pub const STRICT: bool = false;
        /// What a missing value means (fail-safe, §6.1): `critical`.
        pub const WHEN_MISSING: Self = Severity::Critical;
        /// The schema name of a named value.
        pub const fn name(self) -> Option<&'static str> {
            match self {
                Severity::Info => Some("info"),
                Severity::Low => Some("low"),
                Severity::Medium => Some("medium"),
                Severity::High => Some("high"),
                Severity::Critical => Some("critical"),
                _ => None,
            }
        }
        /// The named value with this schema name.
        pub fn from_name(name: &str) -> Option<Self> {
            match name {
                "info" => Some(Severity::Info),
                "low" => Some(Severity::Low),
                "medium" => Some(Severity::Medium),
                "high" => Some(Severity::High),
                "critical" => Some(Severity::Critical),
                _ => None,
            }
        }
        /// How a receiver treats this value: an unrecognized value counts as `critical` (§6.1).
        pub const fn effective(self) -> Self {
            if self.is_recognized() { self } else { Severity::Critical }
        }
    }
    impl PartialEq for Severity {
        fn eq(&self, o: &Self) -> bool {
            self.raw() == o.raw()
        }
    }
    impl Eq for Severity {}
    impl core::hash::Hash for Severity {
        fn hash<H: core::hash::Hasher>(&self, h: &mut H) {
            self.raw().hash(h)
        }
    }
    impl From<u64> for Severity {
        fn from(v: u64) -> Self {
            Self::from_raw(v)
        }
    }
    impl<'a> rt::Elem<'a> for Severity {
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
    /// Record `gossip_descriptor` (§6.4).
    #[derive(Debug, Clone, PartialEq)]
    pub struct GossipDescriptor<'a> {
        /// `item_id` (key 0, bstr, required, §6.4).
        pub item_id: &'a [u8],
        /// `version` (key 1, uint, required, §6.4).
        pub version: u64,
        /// `anomaly_class` (key 2, enum anomaly_class, optional, §6.4).
        pub anomaly_class: Option<AnomalyClass>,
        /// `severity` (key 3, enum severity, optional, §6.4). The §6.1 fail-safe applies: absent or unrecognized means critical.
        pub severity: Option<Severity>,
        /// `origin` (key 4, bstr, optional, §6.4).
        pub origin: Option<&'a [u8]>,
        /// `first_seen_at` (key 5, tstr, optional, §6.4). RFC 3339 timestamp (not validated).
        pub first_seen_at: Option<&'a str>,
        /// `expires_at` (key 6, tstr, optional, §6.4). RFC 3339 horizon after which the item MUST NOT be propagated (§7.2).
        pub expires_at: Option<&'a str>,
        /// `hops_remaining` (key 7, uint, optional, §6.4). Absent means the receiver applies its local default bound (§7.3).
        pub hops_remaining: Option<u64>,
        /// `digest` (key 8, bstr, optional, §6.4).
        pub digest: Option<&'a [u8]>,
        /// `body` (key 9, bstr, optional, §6.4). Present only when the ADVERTISE's `inline` is true (push-mode).
        pub body: Option<&'a [u8]>,
    }
    impl<'a> GossipDescriptor<'a> {
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
            let mut __f0: Option<&'a [u8]> = None;
            let mut __f1: Option<u64> = None;
            let mut __f2: Option<AnomalyClass> = None;
            let mut __f3: Option<Severity> = None;
            let mut __f4: Option<&'a [u8]> = None;
            let mut __f5: Option<&'a str> = None;
            let mut __f6: Option<&'a str> = None;
            let mut __f7: Option<u64> = None;
            let mut __f8: Option<&'a [u8]> = None;
            let mut __f9: Option<&'a [u8]> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if !r.null() {
                            __f0 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C0))?;
                                __v
                            });
                        }
                    }
                    Some(1u64) => {
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C1))?;
                                __v
                            });
                        }
                    }
                    Some(2u64) => {
                        if !r.null() {
                            __f2 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C2))?;
                                AnomalyClass::from_raw(__v)
                            });
                        }
                    }
                    Some(3u64) => {
                        if !r.null() {
                            __f3 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C3))?;
                                Severity::from_raw(__v)
                            });
                        }
                    }
                    Some(4u64) => {
                        if !r.null() {
                            __f4 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C4))?;
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
                                let __v = r.uint().map_err(|e| e.in_field(&__C7))?;
                                __v
                            });
                        }
                    }
                    Some(8u64) => {
                        if !r.null() {
                            __f8 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C8))?;
                                __v
                            });
                        }
                    }
                    Some(9u64) => {
                        if !r.null() {
                            __f9 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C9))?;
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
            let __v = GossipDescriptor {
                item_id: __f0,
                version: __f1,
                anomaly_class: __f2,
                severity: __f3,
                origin: __f4,
                first_seen_at: __f5,
                expires_at: __f6,
                hops_remaining: __f7,
                digest: __f8,
                body: __f9,
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
                let __x = &self.item_id;
            }
            {
                let __x = &self.version;
            }
            if let Some(__x) = &self.anomaly_class {}
            if let Some(__x) = &self.severity {}
            if let Some(__x) = &self.origin {}
            if let Some(__x) = &self.first_seen_at {}
            if let Some(__x) = &self.expires_at {}
            if let Some(__x) = &self.hops_remaining {}
            if let Some(__x) = &self.digest {}
            if let Some(__x) = &self.body {}
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            2u64 + u64::from(self.anomaly_class.is_some())
                + u64::from(self.severity.is_some()) + u64::from(self.origin.is_some())
                + u64::from(self.first_seen_at.is_some())
                + u64::from(self.expires_at.is_some())
                + u64::from(self.hops_remaining.is_some())
                + u64::from(self.digest.is_some()) + u64::from(self.body.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count())
                + {
                    let __x = &self.item_id;
                    p::uint_len(0u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.version;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.anomaly_class {
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.severity {
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.origin {
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.first_seen_at {
                    p::uint_len(5u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.expires_at {
                    p::uint_len(6u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.hops_remaining {
                    p::uint_len(7u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.digest {
                    p::uint_len(8u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.body {
                    p::uint_len(9u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            {
                let __x = &self.item_id;
                p::write_uint(out, 0u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.version;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.anomaly_class {
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.severity {
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.origin {
                p::write_uint(out, 4u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.first_seen_at {
                p::write_uint(out, 5u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.expires_at {
                p::write_uint(out, 6u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.hops_remaining {
                p::write_uint(out, 7u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.digest {
                p::write_uint(out, 8u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.body {
                p::write_uint(out, 9u64);
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
                let __x = &self.item_id;
                v.push(("item_id", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.version;
                v.push(("version", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.anomaly_class {
                v.push(("anomaly_class", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.severity {
                v.push(("severity", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.origin {
                v.push(("origin", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.first_seen_at {
                v.push(("first_seen_at", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.expires_at {
                v.push(("expires_at", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.hops_remaining {
                v.push(("hops_remaining", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.digest {
                v.push(("digest", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.body {
                v.push(("body", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    impl<'a> rt::Elem<'a> for GossipDescriptor<'a> {
        const RAW_CANONICAL: bool = false;
        fn read(r: &mut p::Reader<'a>, level: usize) -> Result<Self, DecodeError> {
            Self::__body::<false>(r, level, &p::NO_CTX)
        }
        fn write<W: Sink>(&self, out: &mut W) {
            self.encode(out)
        }
        fn encoded_len(&self) -> usize {
            GossipDescriptor::encoded_len(self)
        }
        #[cfg(feature = "alloc")]
        fn field_value(&self) -> rt::FieldValue<'a> {
            rt::FieldValue::Record(self.fields())
        }
    }
    #[doc(hidden)]
    pub static __SCAN_GOSSIPDESCRIPTOR: p::Scan = p::Scan {
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
        ],
    };
    /// Record `gossip_item` (§6.5).
    #[derive(Debug, Clone, PartialEq)]
    pub struct GossipItem<'a> {
        /// `item_id` (key 0, bstr, required, §6.5).
        pub item_id: &'a [u8],
        /// `version` (key 1, uint, required, §6.5).
        pub version: u64,
        /// `anomaly_class` (key 2, enum anomaly_class, optional, §6.5).
        pub anomaly_class: Option<AnomalyClass>,
        /// `severity` (key 3, enum severity, optional, §6.5). The §6.1 fail-safe applies: absent or unrecognized means critical.
        pub severity: Option<Severity>,
        /// `origin` (key 4, bstr, optional, §6.5).
        pub origin: Option<&'a [u8]>,
        /// `first_seen_at` (key 5, tstr, optional, §6.5).
        pub first_seen_at: Option<&'a str>,
        /// `expires_at` (key 6, tstr, optional, §6.5).
        pub expires_at: Option<&'a str>,
        /// `hops_remaining` (key 7, uint, optional, §6.5).
        pub hops_remaining: Option<u64>,
        /// `body` (key 8, bstr, required, §6.5).
        pub body: &'a [u8],
    }
    impl<'a> GossipItem<'a> {
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
            let mut __f0: Option<&'a [u8]> = None;
            let mut __f1: Option<u64> = None;
            let mut __f2: Option<AnomalyClass> = None;
            let mut __f3: Option<Severity> = None;
            let mut __f4: Option<&'a [u8]> = None;
            let mut __f5: Option<&'a str> = None;
            let mut __f6: Option<&'a str> = None;
            let mut __f7: Option<u64> = None;
            let mut __f8: Option<&'a [u8]> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if !r.null() {
                            __f0 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C0))?;
                                __v
                            });
                        }
                    }
                    Some(1u64) => {
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C1))?;
                                __v
                            });
                        }
                    }
                    Some(2u64) => {
                        if !r.null() {
                            __f2 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C2))?;
                                AnomalyClass::from_raw(__v)
                            });
                        }
                    }
                    Some(3u64) => {
                        if !r.null() {
                            __f3 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C3))?;
                                Severity::from_raw(__v)
                            });
                        }
                    }
                    Some(4u64) => {
                        if !r.null() {
                            __f4 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C4))?;
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
                                let __v = r.uint().map_err(|e| e.in_field(&__C7))?;
                                __v
                            });
                        }
                    }
                    Some(8u64) => {
                        if !r.null() {
                            __f8 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C9))?;
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
            let __f8 = match __f8 {
                Some(v) => v,
                #[cfg(npamp_plant = "record-required")]
                None => Default::default(),
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C9)),
            };
            let __v = GossipItem {
                item_id: __f0,
                version: __f1,
                anomaly_class: __f2,
                severity: __f3,
                origin: __f4,
                first_seen_at: __f5,
                expires_at: __f6,
                hops_remaining: __f7,
                body: __f8,
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
                let __x = &self.item_id;
            }
            {
                let __x = &self.version;
            }
            if let Some(__x) = &self.anomaly_class {}
            if let Some(__x) = &self.severity {}
            if let Some(__x) = &self.origin {}
            if let Some(__x) = &self.first_seen_at {}
            if let Some(__x) = &self.expires_at {}
            if let Some(__x) = &self.hops_remaining {}
            {
                let __x = &self.body;
            }
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            3u64 + u64::from(self.anomaly_class.is_some())
                + u64::from(self.severity.is_some()) + u64::from(self.origin.is_some())
                + u64::from(self.first_seen_at.is_some())
                + u64::from(self.expires_at.is_some())
                + u64::from(self.hops_remaining.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count())
                + {
                    let __x = &self.item_id;
                    p::uint_len(0u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.version;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.anomaly_class {
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.severity {
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.origin {
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.first_seen_at {
                    p::uint_len(5u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.expires_at {
                    p::uint_len(6u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.hops_remaining {
                    p::uint_len(7u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + {
                    let __x = &self.body;
                    p::uint_len(8u64) + rt::Elem::encoded_len(__x)
                }
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            {
                let __x = &self.item_id;
                p::write_uint(out, 0u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.version;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.anomaly_class {
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.severity {
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.origin {
                p::write_uint(out, 4u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.first_seen_at {
                p::write_uint(out, 5u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.expires_at {
                p::write_uint(out, 6u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.hops_remaining {
                p::write_uint(out, 7u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.body;
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
            {
                let __x = &self.item_id;
                v.push(("item_id", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.version;
                v.push(("version", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.anomaly_class {
                v.push(("anomaly_class", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.severity {
                v.push(("severity", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.origin {
                v.push(("origin", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.first_seen_at {
                v.push(("first_seen_at", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.expires_at {
                v.push(("expires_at", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.hops_remaining {
                v.push(("hops_remaining", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.body;
                v.push(("body", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    impl<'a> rt::Elem<'a> for GossipItem<'a> {
        const RAW_CANONICAL: bool = false;
        fn read(r: &mut p::Reader<'a>, level: usize) -> Result<Self, DecodeError> {
            Self::__body::<false>(r, level, &p::NO_CTX)
        }
        fn write<W: Sink>(&self, out: &mut W) {
            self.encode(out)
        }
        fn encoded_len(&self) -> usize {
            GossipItem::encoded_len(self)
        }
        #[cfg(feature = "alloc")]
        fn field_value(&self) -> rt::FieldValue<'a> {
            rt::FieldValue::Record(self.fields())
        }
    }
    #[doc(hidden)]
    pub static __SCAN_GOSSIPITEM: p::Scan = p::Scan {
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
    /// IMMUNE_REPORT_REQ (`0x0100`), a request (§6.2). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct ReportReq<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `report_id` (key 2, tstr, required, §6.2).
        pub report_id: &'a str,
        /// `anomaly_class` (key 3, enum anomaly_class, required, §6.2).
        pub anomaly_class: AnomalyClass,
        /// `severity` (key 4, enum severity, required, §6.2).
        pub severity: Severity,
        /// `detected_at` (key 5, tstr, optional, §6.2). RFC 3339 timestamp (not validated).
        pub detected_at: Option<&'a str>,
        /// `subject` (key 6, tstr, optional, §6.2).
        pub subject: Option<&'a str>,
        /// `detail` (key 7, tstr, optional, §6.2). Peer-safe; MUST NOT carry internal detail (§8.2, §9): not decidable from the payload.
        pub detail: Option<&'a str>,
        /// `evidence_digest` (key 8, bstr, optional, §6.2).
        pub evidence_digest: Option<&'a [u8]>,
        /// `confidence` (key 9, uint, optional, §6.2).
        pub confidence: Option<u64>,
        /// `expires_at` (key 10, tstr, optional, §6.2). RFC 3339 freshness horizon (not validated).
        pub expires_at: Option<&'a str>,
    }
    impl<'a> ReportReq<'a> {
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_REPORTREQ)),
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
            let mut __f3: Option<AnomalyClass> = None;
            let mut __f4: Option<Severity> = None;
            let mut __f5: Option<&'a str> = None;
            let mut __f6: Option<&'a str> = None;
            let mut __f7: Option<&'a str> = None;
            let mut __f8: Option<&'a [u8]> = None;
            let mut __f9: Option<u64> = None;
            let mut __f10: Option<&'a str> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 0u8]) {
                            __f0 = true;
                        } else if !r.null() {
                            let __v = r.uint().map_err(|e| e.in_field(&__C10))?;
                            if true && __v != 256u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C10),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C11))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C11));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C11));
                                }
                                __v
                            });
                        }
                    }
                    Some(2u64) => {
                        if !r.null() {
                            __f2 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C12))?;
                                __v
                            });
                        }
                    }
                    Some(3u64) => {
                        if !r.null() {
                            __f3 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C2))?;
                                AnomalyClass::from_raw(__v)
                            });
                        }
                    }
                    Some(4u64) => {
                        if !r.null() {
                            __f4 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C3))?;
                                Severity::from_raw(__v)
                            });
                        }
                    }
                    Some(5u64) => {
                        if !r.null() {
                            __f5 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C13))?;
                                __v
                            });
                        }
                    }
                    Some(6u64) => {
                        if !r.null() {
                            __f6 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C14))?;
                                __v
                            });
                        }
                    }
                    Some(7u64) => {
                        if !r.null() {
                            __f7 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C15))?;
                                __v
                            });
                        }
                    }
                    Some(8u64) => {
                        if !r.null() {
                            __f8 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C16))?;
                                __v
                            });
                        }
                    }
                    Some(9u64) => {
                        if !r.null() {
                            __f9 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C17))?;
                                if S && !(0i128..=100i128).contains(&(__v as i128)) {
                                    return Err(DecodeError::new(Rule::Range, __at, &__C17));
                                }
                                __v
                            });
                        }
                    }
                    Some(10u64) => {
                        if !r.null() {
                            __f10 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C6))?;
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C10));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C11));
                }
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C12));
                }
            };
            let __f3 = match __f3 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C2)),
            };
            let __f4 = match __f4 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C3)),
            };
            let __v = ReportReq {
                corr: __f1,
                report_id: __f2,
                anomaly_class: __f3,
                severity: __f4,
                detected_at: __f5,
                subject: __f6,
                detail: __f7,
                evidence_digest: __f8,
                confidence: __f9,
                expires_at: __f10,
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C11));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C11));
                }
            }
            {
                let __x = &self.report_id;
            }
            {
                let __x = &self.anomaly_class;
            }
            {
                let __x = &self.severity;
            }
            if let Some(__x) = &self.detected_at {}
            if let Some(__x) = &self.subject {}
            if let Some(__x) = &self.detail {}
            if let Some(__x) = &self.evidence_digest {}
            if let Some(__x) = &self.confidence {
                if S && !(0i128..=100i128).contains(&((*__x) as i128)) {
                    return Err(DecodeError::new(Rule::Range, 0, &__C17));
                }
            }
            if let Some(__x) = &self.expires_at {}
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            5u64 + u64::from(self.detected_at.is_some())
                + u64::from(self.subject.is_some()) + u64::from(self.detail.is_some())
                + u64::from(self.evidence_digest.is_some())
                + u64::from(self.confidence.is_some())
                + u64::from(self.expires_at.is_some())
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
                    let __x = &self.report_id;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.anomaly_class;
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.severity;
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.detected_at {
                    p::uint_len(5u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.subject {
                    p::uint_len(6u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.detail {
                    p::uint_len(7u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.evidence_digest {
                    p::uint_len(8u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.confidence {
                    p::uint_len(9u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.expires_at {
                    p::uint_len(10u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
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
                let __x = &self.report_id;
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.anomaly_class;
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.severity;
                p::write_uint(out, 4u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.detected_at {
                p::write_uint(out, 5u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.subject {
                p::write_uint(out, 6u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.detail {
                p::write_uint(out, 7u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.evidence_digest {
                p::write_uint(out, 8u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.confidence {
                p::write_uint(out, 9u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.expires_at {
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
            v.push(("frame_kind", rt::FieldValue::Uint(256u64)));
            {
                let __x = &self.corr;
                v.push(("corr", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.report_id;
                v.push(("report_id", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.anomaly_class;
                v.push(("anomaly_class", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.severity;
                v.push(("severity", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.detected_at {
                v.push(("detected_at", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.subject {
                v.push(("subject", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.detail {
                v.push(("detail", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.evidence_digest {
                v.push(("evidence_digest", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.confidence {
                v.push(("confidence", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.expires_at {
                v.push(("expires_at", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_REPORTREQ: p::Scan = p::Scan {
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
    pub static __SCAN_REPORTREQ_NESTED: p::Scan = p::Scan {
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
    /// IMMUNE_REPORT_RESULT (`0x0101`), a result (§6.2). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct ReportResult<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `disposition` (key 2, enum disposition, required, §6.2).
        pub disposition: Disposition,
        /// `tracking_id` (key 3, tstr, optional, §6.2).
        pub tracking_id: Option<&'a str>,
    }
    impl<'a> ReportResult<'a> {
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_REPORTRESULT)),
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
            let mut __f2: Option<Disposition> = None;
            let mut __f3: Option<&'a str> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 1u8]) {
                            __f0 = true;
                        } else if !r.null() {
                            let __v = r.uint().map_err(|e| e.in_field(&__C10))?;
                            if true && __v != 257u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C10),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C11))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C11));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C11));
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
                                Disposition::from_raw(__v)
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C10));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C11));
                }
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C18));
                }
            };
            let __v = ReportResult {
                corr: __f1,
                disposition: __f2,
                tracking_id: __f3,
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C11));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C11));
                }
            }
            {
                let __x = &self.disposition;
            }
            if let Some(__x) = &self.tracking_id {}
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            3u64 + u64::from(self.tracking_id.is_some())
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
                    let __x = &self.disposition;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.tracking_id {
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
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
                let __x = &self.disposition;
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.tracking_id {
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
                let __x = &self.disposition;
                v.push(("disposition", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.tracking_id {
                v.push(("tracking_id", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_REPORTRESULT: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_REPORTRESULT_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[(2u64, p::ScanNode::Value), (3u64, p::ScanNode::Value)],
    };
    /// IMMUNE_ERROR (`0x0102`), a error (§8). Borrows strings, bytes and nested values from the payload.
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
    }
    impl<'a> ErrorFrame<'a> {
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
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 2u8]) {
                            __f0 = true;
                        } else if !r.null() {
                            let __v = r.uint().map_err(|e| e.in_field(&__C10))?;
                            if true && __v != 258u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C10),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C11))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C11));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C11));
                                }
                                __v
                            });
                        }
                    }
                    Some(2u64) => {
                        if !r.null() {
                            __f2 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C20))?;
                                ErrorCode::from_raw(__v)
                            });
                        }
                    }
                    Some(3u64) => {
                        if !r.null() {
                            __f3 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C21))?;
                                __v
                            });
                        }
                    }
                    Some(4u64) => {
                        if !r.null() {
                            __f4 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C22))?;
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C10));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C11));
                }
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C20));
                }
            };
            let __f3 = match __f3 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C21));
                }
            };
            let __v = ErrorFrame {
                corr: __f1,
                code: __f2,
                message: __f3,
                retry_after_s: __f4,
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C11));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C11));
                }
            }
            {
                let __x = &self.code;
            }
            {
                let __x = &self.message;
            }
            if let Some(__x) = &self.retry_after_s {}
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            4u64 + u64::from(self.retry_after_s.is_some())
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
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_ERRORFRAME_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Value),
        ],
    };
    /// IMMUNE_GOSSIP_ADVERTISE (`0x00c0`), a request (§6.4). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct GossipAdvertise<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `items` (key 2, array of record gossip_descriptor, required, §6.4). In no required order; possibly empty.
        pub items: Array<'a, GossipDescriptor<'a>>,
        /// `inline` (key 3, bool, optional, §6.4). Push-mode when true; absent or false means digests only (pull-mode).
        pub inline: Option<bool>,
    }
    impl<'a> GossipAdvertise<'a> {
        /// The frame type.
        pub const FRAME_TYPE: u16 = 192;
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_GOSSIPADVERTISE)),
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
            let mut __f2: Option<Array<'a, GossipDescriptor<'a>>> = None;
            let mut __f3: Option<bool> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[24u8, 192u8]) {
                            __f0 = true;
                        } else if !r.null() {
                            let __v = r.uint().map_err(|e| e.in_field(&__C10))?;
                            if true && __v != 192u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C10),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C11))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C11));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C11));
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
                                    .map_err(|e| e.in_field(&__C23))?;
                                let __start = r.pos();
                                for __i in 0..__n {
                                    if p::checks_item(__i) {
                                        if matches!(r.peek().map(u16::from), Some(0xa0..= 0xbf)) {
                                            let _ = {
                                                let __at = r.pos();
                                                GossipDescriptor::__body::<S>(r, ((level + 1) + 1), &__C23)?
                                            };
                                        } else if S {
                                            return Err(
                                                DecodeError::new(Rule::ItemType, r.pos(), &__C23),
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
                                r.bool().map_err(|e| e.in_field(&__C24))?
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C10));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C11));
                }
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C23));
                }
            };
            let __v = GossipAdvertise {
                corr: __f1,
                items: __f2,
                inline: __f3,
            };
            __v.__rules::<S>(__end)?;
            Ok(__v)
        }
        #[inline]
        fn __rules<const S: bool>(&self, __end: usize) -> Result<(), DecodeError> {
            if S && p::armed(rt::Rule::RequiredWhen)
                && {
                    (self.inline.as_ref().is_some_and(|__c| *__c == true))
                        && (Some(&self.items)
                            .is_some_and(|__a| {
                                __a.iter().any(|__it| __it.body.as_ref().is_none())
                            }))
                }
            {
                return Err(DecodeError::new(rt::Rule::RequiredWhen, __end, &__C25));
            }
            if S && p::armed(rt::Rule::AbsentUnless)
                && {
                    (Some(&self.items)
                        .is_some_and(|__a| {
                            __a.iter().any(|__it| __it.body.as_ref().is_some())
                        })) && !(self.inline.as_ref().is_some_and(|__c| *__c == true))
                }
            {
                return Err(DecodeError::new(rt::Rule::AbsentUnless, __end, &__C26));
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C11));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C11));
                }
            }
            {
                let __x = &self.items;
                for __it in __x.iter() {
                    (&__it)
                        .validate_with(
                            if S { Profile::Strict } else { Profile::Minimum },
                        )?;
                }
            }
            if let Some(__x) = &self.inline {}
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            3u64 + u64::from(self.inline.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&192u64)
                + {
                    let __x = &self.corr;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.items;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.inline {
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            p::write_uint(out, 0u64);
            rt::Elem::write(&192u64, out);
            {
                let __x = &self.corr;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.items;
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.inline {
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
            v.push(("frame_kind", rt::FieldValue::Uint(192u64)));
            {
                let __x = &self.corr;
                v.push(("corr", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.items;
                v.push(("items", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.inline {
                v.push(("inline", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_GOSSIPADVERTISE: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Array(&p::ScanNode::Body(&__SCAN_GOSSIPDESCRIPTOR))),
            (3u64, p::ScanNode::Value),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_GOSSIPADVERTISE_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (2u64, p::ScanNode::Array(&p::ScanNode::Body(&__SCAN_GOSSIPDESCRIPTOR))),
            (3u64, p::ScanNode::Value),
        ],
    };
    /// IMMUNE_GOSSIP_ACK (`0x00c1`), a result (§6.4). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct GossipAck<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `wanted` (key 2, array of bstr, optional, §6.4). Absent or empty means the receiver wants none.
        pub wanted: Option<Array<'a, &'a [u8]>>,
        /// `known` (key 3, array of bstr, optional, §6.4).
        pub known: Option<Array<'a, &'a [u8]>>,
        /// `accepted` (key 4, uint, optional, §6.4).
        pub accepted: Option<u64>,
    }
    impl<'a> GossipAck<'a> {
        /// The frame type.
        pub const FRAME_TYPE: u16 = 193;
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_GOSSIPACK)),
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
            let mut __f2: Option<Array<'a, &'a [u8]>> = None;
            let mut __f3: Option<Array<'a, &'a [u8]>> = None;
            let mut __f4: Option<u64> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[24u8, 193u8]) {
                            __f0 = true;
                        } else if !r.null() {
                            let __v = r.uint().map_err(|e| e.in_field(&__C10))?;
                            if true && __v != 193u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C10),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C11))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C11));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C11));
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
                                    .map_err(|e| e.in_field(&__C27))?;
                                let __start = r.pos();
                                for _ in 0..__n {
                                    if matches!(r.peek().map(u16::from), Some(0x40..= 0x5f)) {
                                        let _ = {
                                            let __at = r.pos();
                                            let __v = r.bstr().map_err(|e| e.in_field(&__C27))?;
                                            __v
                                        };
                                    } else if S {
                                        return Err(
                                            DecodeError::new(Rule::ItemType, r.pos(), &__C27),
                                        );
                                    } else {
                                        r.skip(((level + 1) + 1))?;
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
                                let __n = r
                                    .array_header((level + 1))
                                    .map_err(|e| e.in_field(&__C28))?;
                                let __start = r.pos();
                                for _ in 0..__n {
                                    if matches!(r.peek().map(u16::from), Some(0x40..= 0x5f)) {
                                        let _ = {
                                            let __at = r.pos();
                                            let __v = r.bstr().map_err(|e| e.in_field(&__C28))?;
                                            __v
                                        };
                                    } else if S {
                                        return Err(
                                            DecodeError::new(Rule::ItemType, r.pos(), &__C28),
                                        );
                                    } else {
                                        r.skip(((level + 1) + 1))?;
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
                    Some(4u64) => {
                        if !r.null() {
                            __f4 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C29))?;
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C10));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C11));
                }
            };
            let __v = GossipAck {
                corr: __f1,
                wanted: __f2,
                known: __f3,
                accepted: __f4,
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C11));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C11));
                }
            }
            if let Some(__x) = &self.wanted {
                for __it in __x.iter() {}
            }
            if let Some(__x) = &self.known {
                for __it in __x.iter() {}
            }
            if let Some(__x) = &self.accepted {}
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            2u64 + u64::from(self.wanted.is_some()) + u64::from(self.known.is_some())
                + u64::from(self.accepted.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&193u64)
                + {
                    let __x = &self.corr;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.wanted {
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.known {
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.accepted {
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            p::write_uint(out, 0u64);
            rt::Elem::write(&193u64, out);
            {
                let __x = &self.corr;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.wanted {
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.known {
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.accepted {
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
            v.push(("frame_kind", rt::FieldValue::Uint(193u64)));
            {
                let __x = &self.corr;
                v.push(("corr", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.wanted {
                v.push(("wanted", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.known {
                v.push(("known", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.accepted {
                v.push(("accepted", rt::Elem::field_value(__x)));
            }
            v
        }
        /// The cross-frame rules against the originating IMMUNE_GOSSIP_ADVERTISE (only when the caller supplies it).
        pub fn check_against_gossipadvertise(
            &self,
            request: &GossipAdvertise<'_>,
            profile: Profile,
        ) -> Result<(), DecodeError> {
            match profile {
                Profile::Strict => self.__check_against_gossipadvertise::<true>(request),
                Profile::Minimum => {
                    self.__check_against_gossipadvertise::<false>(request)
                }
            }
        }
        fn __check_against_gossipadvertise<const S: bool>(
            &self,
            request: &GossipAdvertise<'_>,
        ) -> Result<(), DecodeError> {
            if S && p::armed(rt::Rule::CrossRelation)
                && {
                    (true)
                        && match (
                            self.accepted.as_ref().map(|__e| (*__e) as i128),
                            Some(&request.items).map(|__e| __e.len() as i128),
                        ) {
                            (Some(__l), Some(__r)) => !(__l <= __r),
                            _ => false,
                        }
                }
            {
                return Err(DecodeError::new(rt::Rule::CrossRelation, 0, &__C30));
            }
            Ok(())
        }
    }
    #[doc(hidden)]
    pub static __SCAN_GOSSIPACK: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Array(&p::ScanNode::Value)),
            (3u64, p::ScanNode::Array(&p::ScanNode::Value)),
            (4u64, p::ScanNode::Value),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_GOSSIPACK_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (2u64, p::ScanNode::Array(&p::ScanNode::Value)),
            (3u64, p::ScanNode::Array(&p::ScanNode::Value)),
            (4u64, p::ScanNode::Value),
        ],
    };
    /// IMMUNE_GOSSIP_PULL_REQ (`0x00c2`), a request (§6.5). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct GossipPullReq<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `item_ids` (key 2, array of bstr, required, §6.5). Non-empty (basis strict, group length).
        pub item_ids: Array<'a, &'a [u8]>,
    }
    impl<'a> GossipPullReq<'a> {
        /// The frame type.
        pub const FRAME_TYPE: u16 = 194;
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_GOSSIPPULLREQ)),
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
            let mut __f2: Option<Array<'a, &'a [u8]>> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[24u8, 194u8]) {
                            __f0 = true;
                        } else if !r.null() {
                            let __v = r.uint().map_err(|e| e.in_field(&__C10))?;
                            if true && __v != 194u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C10),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C11))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C11));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C11));
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
                                    .map_err(|e| e.in_field(&__C31))?;
                                if S && (__n < 1) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C31));
                                }
                                let __start = r.pos();
                                for _ in 0..__n {
                                    if matches!(r.peek().map(u16::from), Some(0x40..= 0x5f)) {
                                        let _ = {
                                            let __at = r.pos();
                                            let __v = r.bstr().map_err(|e| e.in_field(&__C31))?;
                                            __v
                                        };
                                    } else if S {
                                        return Err(
                                            DecodeError::new(Rule::ItemType, r.pos(), &__C31),
                                        );
                                    } else {
                                        r.skip(((level + 1) + 1))?;
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C10));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C11));
                }
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C31));
                }
            };
            let __v = GossipPullReq {
                corr: __f1,
                item_ids: __f2,
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C11));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C11));
                }
            }
            {
                let __x = &self.item_ids;
                if S && (__x.len() < 1) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C31));
                }
                for __it in __x.iter() {}
            }
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            3u64
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&194u64)
                + {
                    let __x = &self.corr;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.item_ids;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            p::write_uint(out, 0u64);
            rt::Elem::write(&194u64, out);
            {
                let __x = &self.corr;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.item_ids;
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
            v.push(("frame_kind", rt::FieldValue::Uint(194u64)));
            {
                let __x = &self.corr;
                v.push(("corr", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.item_ids;
                v.push(("item_ids", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_GOSSIPPULLREQ: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Array(&p::ScanNode::Value)),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_GOSSIPPULLREQ_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[(2u64, p::ScanNode::Array(&p::ScanNode::Value))],
    };
    /// IMMUNE_GOSSIP_PULL_RESULT (`0x00c3`), a result (§6.5). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct GossipPullResult<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `items` (key 2, array of record gossip_item, required, §6.5). In no required order; possibly empty if none are still held.
        pub items: Array<'a, GossipItem<'a>>,
    }
    impl<'a> GossipPullResult<'a> {
        /// The frame type.
        pub const FRAME_TYPE: u16 = 195;
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_GOSSIPPULLRESULT)),
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
            let mut __f2: Option<Array<'a, GossipItem<'a>>> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[24u8, 195u8]) {
                            __f0 = true;
                        } else if !r.null() {
                            let __v = r.uint().map_err(|e| e.in_field(&__C10))?;
                            if true && __v != 195u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C10),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C11))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C11));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C11));
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
                                    .map_err(|e| e.in_field(&__C23))?;
                                let __start = r.pos();
                                for __i in 0..__n {
                                    if p::checks_item(__i) {
                                        if matches!(r.peek().map(u16::from), Some(0xa0..= 0xbf)) {
                                            let _ = {
                                                let __at = r.pos();
                                                GossipItem::__body::<S>(r, ((level + 1) + 1), &__C23)?
                                            };
                                        } else if S {
                                            return Err(
                                                DecodeError::new(Rule::ItemType, r.pos(), &__C23),
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C10));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C11));
                }
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C23));
                }
            };
            let __v = GossipPullResult {
                corr: __f1,
                items: __f2,
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C11));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C11));
                }
            }
            {
                let __x = &self.items;
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
                + rt::Elem::encoded_len(&195u64)
                + {
                    let __x = &self.corr;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.items;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            p::write_uint(out, 0u64);
            rt::Elem::write(&195u64, out);
            {
                let __x = &self.corr;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.items;
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
            v.push(("frame_kind", rt::FieldValue::Uint(195u64)));
            {
                let __x = &self.corr;
                v.push(("corr", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.items;
                v.push(("items", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_GOSSIPPULLRESULT: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Array(&p::ScanNode::Body(&__SCAN_GOSSIPITEM))),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_GOSSIPPULLRESULT_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[(2u64, p::ScanNode::Array(&p::ScanNode::Body(&__SCAN_GOSSIPITEM)))],
    };
    /// IMMUNE_GOSSIP_RETRACT (`0x00c4`), a request (§6.6). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct GossipRetract<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `item_id` (key 2, bstr, required, §6.6).
        pub item_id: &'a [u8],
        /// `version` (key 3, uint, required, §6.6). MUST be >= the item's last known version (§7.4): state, not decidable from the payload.
        pub version: u64,
        /// `reason` (key 4, enum retract_reason, optional, §6.6).
        pub reason: Option<RetractReason>,
    }
    impl<'a> GossipRetract<'a> {
        /// The frame type.
        pub const FRAME_TYPE: u16 = 196;
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_GOSSIPRETRACT)),
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
            let mut __f2: Option<&'a [u8]> = None;
            let mut __f3: Option<u64> = None;
            let mut __f4: Option<RetractReason> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[24u8, 196u8]) {
                            __f0 = true;
                        } else if !r.null() {
                            let __v = r.uint().map_err(|e| e.in_field(&__C10))?;
                            if true && __v != 196u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C10),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C11))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C11));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C11));
                                }
                                __v
                            });
                        }
                    }
                    Some(2u64) => {
                        if !r.null() {
                            __f2 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C0))?;
                                __v
                            });
                        }
                    }
                    Some(3u64) => {
                        if !r.null() {
                            __f3 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C1))?;
                                __v
                            });
                        }
                    }
                    Some(4u64) => {
                        if !r.null() {
                            __f4 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C32))?;
                                RetractReason::from_raw(__v)
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C10));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C11));
                }
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C0)),
            };
            let __f3 = match __f3 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C1)),
            };
            let __v = GossipRetract {
                corr: __f1,
                item_id: __f2,
                version: __f3,
                reason: __f4,
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C11));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C11));
                }
            }
            {
                let __x = &self.item_id;
            }
            {
                let __x = &self.version;
            }
            if let Some(__x) = &self.reason {}
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            4u64 + u64::from(self.reason.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&196u64)
                + {
                    let __x = &self.corr;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.item_id;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.version;
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.reason {
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            p::write_uint(out, 0u64);
            rt::Elem::write(&196u64, out);
            {
                let __x = &self.corr;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.item_id;
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.version;
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.reason {
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
            v.push(("frame_kind", rt::FieldValue::Uint(196u64)));
            {
                let __x = &self.corr;
                v.push(("corr", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.item_id;
                v.push(("item_id", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.version;
                v.push(("version", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.reason {
                v.push(("reason", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_GOSSIPRETRACT: p::Scan = p::Scan {
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
    pub static __SCAN_GOSSIPRETRACT_NESTED: p::Scan = p::Scan {
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
        /// `0x0100` IMMUNE_REPORT_REQ (§6.2)
        ReportReq = 256,
        /// `0x0101` IMMUNE_REPORT_RESULT (§6.2)
        ReportResult = 257,
        /// `0x0102` IMMUNE_ERROR (§8)
        ErrorFrame = 258,
        /// `0x00c0` IMMUNE_GOSSIP_ADVERTISE (§6.4)
        GossipAdvertise = 192,
        /// `0x00c1` IMMUNE_GOSSIP_ACK (§6.4)
        GossipAck = 193,
        /// `0x00c2` IMMUNE_GOSSIP_PULL_REQ (§6.5)
        GossipPullReq = 194,
        /// `0x00c3` IMMUNE_GOSSIP_PULL_RESULT (§6.5)
        GossipPullResult = 195,
        /// `0x00c4` IMMUNE_GOSSIP_RETRACT (§6.6)
        GossipRetract = 196,
    }
    impl FrameType {
        /// Every frame type, in schema order.
        pub const ALL: [FrameType; 8] = [
            FrameType::ReportReq,
            FrameType::ReportResult,
            FrameType::ErrorFrame,
            FrameType::GossipAdvertise,
            FrameType::GossipAck,
            FrameType::GossipPullReq,
            FrameType::GossipPullResult,
            FrameType::GossipRetract,
        ];
        /// The frame type with this code.
        pub const fn from_u16(v: u16) -> Option<Self> {
            match v {
                256 => Some(FrameType::ReportReq),
                257 => Some(FrameType::ReportResult),
                258 => Some(FrameType::ErrorFrame),
                192 => Some(FrameType::GossipAdvertise),
                193 => Some(FrameType::GossipAck),
                194 => Some(FrameType::GossipPullReq),
                195 => Some(FrameType::GossipPullResult),
                196 => Some(FrameType::GossipRetract),
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
                FrameType::ReportReq => "IMMUNE_REPORT_REQ",
                FrameType::ReportResult => "IMMUNE_REPORT_RESULT",
                FrameType::ErrorFrame => "IMMUNE_ERROR",
                FrameType::GossipAdvertise => "IMMUNE_GOSSIP_ADVERTISE",
                FrameType::GossipAck => "IMMUNE_GOSSIP_ACK",
                FrameType::GossipPullReq => "IMMUNE_GOSSIP_PULL_REQ",
                FrameType::GossipPullResult => "IMMUNE_GOSSIP_PULL_RESULT",
                FrameType::GossipRetract => "IMMUNE_GOSSIP_RETRACT",
            }
        }
        /// The frame type with this spec name.
        pub fn from_name(name: &str) -> Option<Self> {
            match name {
                "IMMUNE_REPORT_REQ" => Some(FrameType::ReportReq),
                "IMMUNE_REPORT_RESULT" => Some(FrameType::ReportResult),
                "IMMUNE_ERROR" => Some(FrameType::ErrorFrame),
                "IMMUNE_GOSSIP_ADVERTISE" => Some(FrameType::GossipAdvertise),
                "IMMUNE_GOSSIP_ACK" => Some(FrameType::GossipAck),
                "IMMUNE_GOSSIP_PULL_REQ" => Some(FrameType::GossipPullReq),
                "IMMUNE_GOSSIP_PULL_RESULT" => Some(FrameType::GossipPullResult),
                "IMMUNE_GOSSIP_RETRACT" => Some(FrameType::GossipRetract),
                _ => None,
            }
        }
        /// The frame's role.
        pub const fn role(self) -> rt::Role {
            match self {
                FrameType::ReportReq => rt::Role::Request,
                FrameType::ReportResult => rt::Role::Result,
                FrameType::ErrorFrame => rt::Role::Error,
                FrameType::GossipAdvertise => rt::Role::Request,
                FrameType::GossipAck => rt::Role::Result,
                FrameType::GossipPullReq => rt::Role::Request,
                FrameType::GossipPullResult => rt::Role::Result,
                FrameType::GossipRetract => rt::Role::Request,
            }
        }
        /// The spec section defining the frame.
        pub const fn section(self) -> &'static str {
            match self {
                FrameType::ReportReq => "§6.2",
                FrameType::ReportResult => "§6.2",
                FrameType::ErrorFrame => "§8",
                FrameType::GossipAdvertise => "§6.4",
                FrameType::GossipAck => "§6.4",
                FrameType::GossipPullReq => "§6.5",
                FrameType::GossipPullResult => "§6.5",
                FrameType::GossipRetract => "§6.6",
            }
        }
        /// Whether the frame carries the correlation key.
        pub const fn has_corr(self) -> bool {
            match self {
                FrameType::ReportReq => true,
                FrameType::ReportResult => true,
                FrameType::ErrorFrame => true,
                FrameType::GossipAdvertise => true,
                FrameType::GossipAck => true,
                FrameType::GossipPullReq => true,
                FrameType::GossipPullResult => true,
                FrameType::GossipRetract => true,
            }
        }
        /// Whether an implementation may omit this operation.
        pub const fn is_optional(self) -> bool {
            match self {
                FrameType::ReportReq => false,
                FrameType::ReportResult => false,
                FrameType::ErrorFrame => false,
                FrameType::GossipAdvertise => true,
                FrameType::GossipAck => true,
                FrameType::GossipPullReq => true,
                FrameType::GossipPullResult => true,
                FrameType::GossipRetract => true,
            }
        }
        /// Frame types that can answer this one (in any reply pattern).
        pub const fn replies(self) -> &'static [FrameType] {
            match self {
                FrameType::ReportReq => &[FrameType::ReportResult, FrameType::ErrorFrame],
                FrameType::ReportResult => &[],
                FrameType::ErrorFrame => &[],
                FrameType::GossipAdvertise => {
                    &[FrameType::ErrorFrame, FrameType::GossipAck]
                }
                FrameType::GossipAck => &[],
                FrameType::GossipPullReq => {
                    &[FrameType::ErrorFrame, FrameType::GossipPullResult]
                }
                FrameType::GossipPullResult => &[],
                FrameType::GossipRetract => {
                    &[FrameType::ErrorFrame, FrameType::GossipAck]
                }
            }
        }
        /// Frame types this one answers.
        pub const fn answers(self) -> &'static [FrameType] {
            match self {
                FrameType::ReportReq => &[],
                FrameType::ReportResult => &[FrameType::ReportReq],
                FrameType::ErrorFrame => {
                    &[
                        FrameType::ReportReq,
                        FrameType::GossipAdvertise,
                        FrameType::GossipPullReq,
                        FrameType::GossipRetract,
                    ]
                }
                FrameType::GossipAdvertise => &[],
                FrameType::GossipAck => {
                    &[FrameType::GossipAdvertise, FrameType::GossipRetract]
                }
                FrameType::GossipPullReq => &[],
                FrameType::GossipPullResult => &[FrameType::GossipPullReq],
                FrameType::GossipRetract => &[],
            }
        }
        /// Requests this frame withdraws by their corr.
        pub const fn withdraws(self) -> &'static [FrameType] {
            match self {
                FrameType::ReportReq => &[],
                FrameType::ReportResult => &[],
                FrameType::ErrorFrame => &[],
                FrameType::GossipAdvertise => &[],
                FrameType::GossipAck => &[],
                FrameType::GossipPullReq => &[],
                FrameType::GossipPullResult => &[],
                FrameType::GossipRetract => &[],
            }
        }
    }
    /// Any frame of the channel.
    #[derive(Debug, Clone, PartialEq)]
    #[non_exhaustive]
    pub enum Frame<'a> {
        ///A frame of this type.
        ReportReq(ReportReq<'a>),
        ///A frame of this type.
        ReportResult(ReportResult<'a>),
        ///A frame of this type.
        ErrorFrame(ErrorFrame<'a>),
        ///A frame of this type.
        GossipAdvertise(GossipAdvertise<'a>),
        ///A frame of this type.
        GossipAck(GossipAck<'a>),
        ///A frame of this type.
        GossipPullReq(GossipPullReq<'a>),
        ///A frame of this type.
        GossipPullResult(GossipPullResult<'a>),
        ///A frame of this type.
        GossipRetract(GossipRetract<'a>),
    }
    impl<'a> Frame<'a> {
        /// The frame type.
        pub const fn frame_type(&self) -> FrameType {
            match self {
                Frame::ReportReq(_) => FrameType::ReportReq,
                Frame::ReportResult(_) => FrameType::ReportResult,
                Frame::ErrorFrame(_) => FrameType::ErrorFrame,
                Frame::GossipAdvertise(_) => FrameType::GossipAdvertise,
                Frame::GossipAck(_) => FrameType::GossipAck,
                Frame::GossipPullReq(_) => FrameType::GossipPullReq,
                Frame::GossipPullResult(_) => FrameType::GossipPullResult,
                Frame::GossipRetract(_) => FrameType::GossipRetract,
            }
        }
        /// The correlation key, for frames that carry one.
        pub fn corr(&self) -> Option<rt::Corr<'a>> {
            match self {
                Frame::ReportReq(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::ReportResult(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::ErrorFrame(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::GossipAdvertise(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::GossipAck(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::GossipPullReq(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::GossipPullResult(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::GossipRetract(x) => Some(rt::Corr::Bytes(x.corr)),
            }
        }
        /// Whether this frame expects a reply (its reply patterns and `reply_when`).
        pub fn expects_reply(&self) -> bool {
            match self {
                Frame::ReportReq(x) => true && (true),
                Frame::ReportResult(x) => false && (true),
                Frame::ErrorFrame(x) => false && (true),
                Frame::GossipAdvertise(x) => true && (true),
                Frame::GossipAck(x) => false && (true),
                Frame::GossipPullReq(x) => true && (true),
                Frame::GossipPullResult(x) => false && (true),
                Frame::GossipRetract(x) => true && (true),
            }
        }
        /// See the frame's `validate`.
        pub fn validate(&self) -> Result<(), DecodeError> {
            match self {
                Frame::ReportReq(x) => x.validate(),
                Frame::ReportResult(x) => x.validate(),
                Frame::ErrorFrame(x) => x.validate(),
                Frame::GossipAdvertise(x) => x.validate(),
                Frame::GossipAck(x) => x.validate(),
                Frame::GossipPullReq(x) => x.validate(),
                Frame::GossipPullResult(x) => x.validate(),
                Frame::GossipRetract(x) => x.validate(),
            }
        }
        /// See the frame's `validate_with`.
        pub fn validate_with(&self, profile: Profile) -> Result<(), DecodeError> {
            match self {
                Frame::ReportReq(x) => x.validate_with(profile),
                Frame::ReportResult(x) => x.validate_with(profile),
                Frame::ErrorFrame(x) => x.validate_with(profile),
                Frame::GossipAdvertise(x) => x.validate_with(profile),
                Frame::GossipAck(x) => x.validate_with(profile),
                Frame::GossipPullReq(x) => x.validate_with(profile),
                Frame::GossipPullResult(x) => x.validate_with(profile),
                Frame::GossipRetract(x) => x.validate_with(profile),
            }
        }
        /// Exact size of the canonical encoding.
        pub fn encoded_len(&self) -> usize {
            match self {
                Frame::ReportReq(x) => x.encoded_len(),
                Frame::ReportResult(x) => x.encoded_len(),
                Frame::ErrorFrame(x) => x.encoded_len(),
                Frame::GossipAdvertise(x) => x.encoded_len(),
                Frame::GossipAck(x) => x.encoded_len(),
                Frame::GossipPullReq(x) => x.encoded_len(),
                Frame::GossipPullResult(x) => x.encoded_len(),
                Frame::GossipRetract(x) => x.encoded_len(),
            }
        }
        /// The canonical encoding.
        pub fn encode<W: Sink>(&self, out: &mut W) {
            match self {
                Frame::ReportReq(x) => x.encode(out),
                Frame::ReportResult(x) => x.encode(out),
                Frame::ErrorFrame(x) => x.encode(out),
                Frame::GossipAdvertise(x) => x.encode(out),
                Frame::GossipAck(x) => x.encode(out),
                Frame::GossipPullReq(x) => x.encode(out),
                Frame::GossipPullResult(x) => x.encode(out),
                Frame::GossipRetract(x) => x.encode(out),
            }
        }
        /// Encode into a caller's buffer.
        pub fn encode_to_slice(
            &self,
            buf: &mut [u8],
        ) -> Result<usize, rt::BufferTooSmall> {
            match self {
                Frame::ReportReq(x) => x.encode_to_slice(buf),
                Frame::ReportResult(x) => x.encode_to_slice(buf),
                Frame::ErrorFrame(x) => x.encode_to_slice(buf),
                Frame::GossipAdvertise(x) => x.encode_to_slice(buf),
                Frame::GossipAck(x) => x.encode_to_slice(buf),
                Frame::GossipPullReq(x) => x.encode_to_slice(buf),
                Frame::GossipPullResult(x) => x.encode_to_slice(buf),
                Frame::GossipRetract(x) => x.encode_to_slice(buf),
            }
        }
        /// The canonical encoding in a new vector.
        #[cfg(feature = "alloc")]
        pub fn to_vec(&self) -> alloc::vec::Vec<u8> {
            match self {
                Frame::ReportReq(x) => x.to_vec(),
                Frame::ReportResult(x) => x.to_vec(),
                Frame::ErrorFrame(x) => x.to_vec(),
                Frame::GossipAdvertise(x) => x.to_vec(),
                Frame::GossipAck(x) => x.to_vec(),
                Frame::GossipPullReq(x) => x.to_vec(),
                Frame::GossipPullResult(x) => x.to_vec(),
                Frame::GossipRetract(x) => x.to_vec(),
            }
        }
        /// Present fields by schema name.
        #[cfg(feature = "alloc")]
        pub fn fields(&self) -> alloc::vec::Vec<(&'static str, rt::FieldValue<'a>)> {
            match self {
                Frame::ReportReq(x) => x.fields(),
                Frame::ReportResult(x) => x.fields(),
                Frame::ErrorFrame(x) => x.fields(),
                Frame::GossipAdvertise(x) => x.fields(),
                Frame::GossipAck(x) => x.fields(),
                Frame::GossipPullReq(x) => x.fields(),
                Frame::GossipPullResult(x) => x.fields(),
                Frame::GossipRetract(x) => x.fields(),
            }
        }
    }
    impl<'a> From<ReportReq<'a>> for Frame<'a> {
        fn from(x: ReportReq<'a>) -> Self {
            Frame::ReportReq(x)
        }
    }
    impl<'a> From<ReportResult<'a>> for Frame<'a> {
        fn from(x: ReportResult<'a>) -> Self {
            Frame::ReportResult(x)
        }
    }
    impl<'a> From<ErrorFrame<'a>> for Frame<'a> {
        fn from(x: ErrorFrame<'a>) -> Self {
            Frame::ErrorFrame(x)
        }
    }
    impl<'a> From<GossipAdvertise<'a>> for Frame<'a> {
        fn from(x: GossipAdvertise<'a>) -> Self {
            Frame::GossipAdvertise(x)
        }
    }
    impl<'a> From<GossipAck<'a>> for Frame<'a> {
        fn from(x: GossipAck<'a>) -> Self {
            Frame::GossipAck(x)
        }
    }
    impl<'a> From<GossipPullReq<'a>> for Frame<'a> {
        fn from(x: GossipPullReq<'a>) -> Self {
            Frame::GossipPullReq(x)
        }
    }
    impl<'a> From<GossipPullResult<'a>> for Frame<'a> {
        fn from(x: GossipPullResult<'a>) -> Self {
            Frame::GossipPullResult(x)
        }
    }
    impl<'a> From<GossipRetract<'a>> for Frame<'a> {
        fn from(x: GossipRetract<'a>) -> Self {
            Frame::GossipRetract(x)
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
            Some(FrameType::ReportReq) => {
                ReportReq::decode_with(payload, profile).map(Frame::ReportReq)
            }
            Some(FrameType::ReportResult) => {
                ReportResult::decode_with(payload, profile).map(Frame::ReportResult)
            }
            Some(FrameType::ErrorFrame) => {
                ErrorFrame::decode_with(payload, profile).map(Frame::ErrorFrame)
            }
            Some(FrameType::GossipAdvertise) => {
                GossipAdvertise::decode_with(payload, profile)
                    .map(Frame::GossipAdvertise)
            }
            Some(FrameType::GossipAck) => {
                GossipAck::decode_with(payload, profile).map(Frame::GossipAck)
            }
            Some(FrameType::GossipPullReq) => {
                GossipPullReq::decode_with(payload, profile).map(Frame::GossipPullReq)
            }
            Some(FrameType::GossipPullResult) => {
                GossipPullResult::decode_with(payload, profile)
                    .map(Frame::GossipPullResult)
            }
            Some(FrameType::GossipRetract) => {
                GossipRetract::decode_with(payload, profile).map(Frame::GossipRetract)
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
            (Frame::GossipAdvertise(q), Frame::GossipAck(s)) => {
                s.check_against_gossipadvertise(q, profile)?
            }
            _ => {}
        }
        Ok(reply)
    }
    static __FRAMES: [rt::FrameInfo; 8] = [
        rt::FrameInfo {
            code: 256,
            name: "IMMUNE_REPORT_REQ",
            role: rt::Role::Request,
            has_corr: true,
            section: "§6.2",
        },
        rt::FrameInfo {
            code: 257,
            name: "IMMUNE_REPORT_RESULT",
            role: rt::Role::Result,
            has_corr: true,
            section: "§6.2",
        },
        rt::FrameInfo {
            code: 258,
            name: "IMMUNE_ERROR",
            role: rt::Role::Error,
            has_corr: true,
            section: "§8",
        },
        rt::FrameInfo {
            code: 192,
            name: "IMMUNE_GOSSIP_ADVERTISE",
            role: rt::Role::Request,
            has_corr: true,
            section: "§6.4",
        },
        rt::FrameInfo {
            code: 193,
            name: "IMMUNE_GOSSIP_ACK",
            role: rt::Role::Result,
            has_corr: true,
            section: "§6.4",
        },
        rt::FrameInfo {
            code: 194,
            name: "IMMUNE_GOSSIP_PULL_REQ",
            role: rt::Role::Request,
            has_corr: true,
            section: "§6.5",
        },
        rt::FrameInfo {
            code: 195,
            name: "IMMUNE_GOSSIP_PULL_RESULT",
            role: rt::Role::Result,
            has_corr: true,
            section: "§6.5",
        },
        rt::FrameInfo {
            code: 196,
            name: "IMMUNE_GOSSIP_RETRACT",
            role: rt::Role::Request,
            has_corr: true,
            section: "§6.6",
        },
    ];
    /// Static facts about the channel.
    pub static INFO: rt::ChannelInfo = rt::ChannelInfo {
        id: CHANNEL_ID,
        module: "immune",
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
                Some(FrameType::ReportReq) => {
                    ReportReq::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Bytes(x.corr)),
                        },
                    )
                }
                Some(FrameType::ReportResult) => {
                    ReportResult::__check_with(
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
                Some(FrameType::GossipAdvertise) => {
                    GossipAdvertise::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Bytes(x.corr)),
                        },
                    )
                }
                Some(FrameType::GossipAck) => {
                    GossipAck::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Bytes(x.corr)),
                        },
                    )
                }
                Some(FrameType::GossipPullReq) => {
                    GossipPullReq::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Bytes(x.corr)),
                        },
                    )
                }
                Some(FrameType::GossipPullResult) => {
                    GossipPullResult::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Bytes(x.corr)),
                        },
                    )
                }
                Some(FrameType::GossipRetract) => {
                    GossipRetract::__check_with(
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
        /// Build the IMMUNE_ERROR reply to a failed request: echoes the correlation key and carries only the generic message for `code` (§8.2). Optional fields start empty.
        pub fn reply(corr: &'a [u8], code: ErrorCode) -> Self {
            ErrorFrame {
                corr: corr,
                code: code,
                message: match code.message() {
                    Some(m) => m,
                    None => "error",
                },
                retry_after_s: None,
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
