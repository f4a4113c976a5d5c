/// NPAMP-TELEMETRY (Telemetry, channel 0x000a): generated from `schema/telemetry.yaml` (Operational metrics and health reporting).
#[allow(
    clippy::all,
    unused_imports,
    unused_variables,
    unused_mut,
    unused_parens,
    unreachable_code,
    non_camel_case_types
)]
pub mod telemetry {
    use crate::rt as rt;
    use rt::__private as p;
    use rt::{Array, DecodeError, Item, Map, Profile, RawMap, Rule, Sink};
    /// Channel id 0x000a (Telemetry, §2).
    pub const CHANNEL_ID: u16 = 10;
    /// The channel's name.
    pub const CHANNEL_NAME: &str = "Telemetry";
    /// The channel's purpose (§2).
    pub const CHANNEL_PURPOSE: &str = "Operational metrics and health reporting";
    /// The spec this module implements.
    pub const SPEC: &str = "NPAMP-TELEMETRY";
    /// The spec revision.
    pub const SPEC_REVISION: &str = "draft-bubblefish-npamp-01";
    /// Document id used in requirement ids (`<doc>/<section>/<slug>`).
    pub const DOC_ID: &str = "87";
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
    pub const SCHEMA_SOURCE: &str = "schema/telemetry.yaml";
    /// The schema text this module was generated from.
    pub const SCHEMA_YAML: &str = include_str!(
        concat!(env!("CARGO_MANIFEST_DIR"), "/../", "schema/telemetry.yaml")
    );
    /// The core's reserved all-channel frame types (§3): never this channel's operations.
    pub const CORE_RESERVED: core::ops::RangeInclusive<u16> = 0..=10;
    /// The basis and section of every check group (schema `checks:`).
    static __CHECKS: p::Checks = p::Checks {
        groups: &[
            (rt::Basis::Must, "§4"),
            (rt::Basis::Strict, "§4"),
            (rt::Basis::Limit, "§9"),
            (rt::Basis::Limit, "§9"),
            (rt::Basis::Must, "§4"),
            (rt::Basis::Must, "§4"),
            (rt::Basis::Must, "§3"),
            (rt::Basis::Must, "§4"),
            (rt::Basis::Must, "§4"),
            (rt::Basis::Strict, "§4"),
            (rt::Basis::Strict, "§4"),
            (rt::Basis::Must, "§4.1"),
            (rt::Basis::Strict, "§4.1"),
            (rt::Basis::Strict, "§6.1"),
            (rt::Basis::Strict, "§4.1"),
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
        refuse_floats: false,
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
        field: Some("name"),
        rule_id: None,
        own: None,
    };
    static __C1: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("ts"),
        rule_id: None,
        own: None,
    };
    static __C2: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("severity"),
        rule_id: None,
        own: None,
    };
    static __C3: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("attrs"),
        rule_id: None,
        own: None,
    };
    static __C4: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("message"),
        rule_id: None,
        own: None,
    };
    static __C5: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("seq"),
        rule_id: None,
        own: None,
    };
    static __C6: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("domain"),
        rule_id: None,
        own: None,
    };
    static __C7: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("status"),
        rule_id: None,
        own: None,
    };
    static __C8: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("detail"),
        rule_id: None,
        own: None,
    };
    static __C9: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("kind"),
        rule_id: None,
        own: None,
    };
    static __C10: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("value"),
        rule_id: None,
        own: None,
    };
    static __C11: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("unit"),
        rule_id: None,
        own: None,
    };
    static __C12: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("labels"),
        rule_id: None,
        own: None,
    };
    static __C13: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("frame_kind"),
        rule_id: None,
        own: None,
    };
    static __C14: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("corr"),
        rule_id: None,
        own: None,
    };
    static __C15: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("sub_id"),
        rule_id: None,
        own: None,
    };
    static __C16: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("batch_seq"),
        rule_id: None,
        own: None,
    };
    static __C17: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("metrics"),
        rule_id: None,
        own: None,
    };
    static __C18: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("events"),
        rule_id: None,
        own: None,
    };
    static __C19: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("health"),
        rule_id: None,
        own: None,
    };
    static __C20: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("metrics"),
        rule_id: Some("report-content"),
        own: Some((rt::Basis::Must, "§5")),
    };
    static __C21: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("sub_id"),
        rule_id: Some("sub-id-with-corr"),
        own: Some((rt::Basis::Must, "§5")),
    };
    static __C22: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("sub_id"),
        rule_id: Some("sub-id-only-with-corr"),
        own: Some((rt::Basis::Strict, "§5")),
    };
    static __C23: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("classes"),
        rule_id: None,
        own: None,
    };
    static __C24: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("classes"),
        rule_id: None,
        own: Some((rt::Basis::Strict, "§6.1")),
    };
    static __C25: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("names"),
        rule_id: None,
        own: None,
    };
    static __C26: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("domains"),
        rule_id: None,
        own: None,
    };
    static __C27: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("min_severity"),
        rule_id: None,
        own: None,
    };
    static __C28: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("max_rate_mhz"),
        rule_id: None,
        own: None,
    };
    static __C29: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("credit"),
        rule_id: None,
        own: None,
    };
    static __C30: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("credit"),
        rule_id: Some("ack-credit-at-most-requested"),
        own: Some((rt::Basis::Strict, "§6.2")),
    };
    static __C31: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("classes"),
        rule_id: Some("ack-classes-subset"),
        own: Some((rt::Basis::Strict, "§6.2")),
    };
    static __C32: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("high_water"),
        rule_id: None,
        own: None,
    };
    static __C33: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("code"),
        rule_id: None,
        own: None,
    };
    static __C34: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("reason"),
        rule_id: None,
        own: None,
    };
    /// Enum `error_code` (§8). Unrecognized values are kept, never an error.
    #[derive(Debug, Clone, Copy)]
    #[non_exhaustive]
    pub enum ErrorCode {
        /// `0x01` malformed_payload (§8)
        MalformedPayload,
        /// `0x02` kind_mismatch (§8)
        KindMismatch,
        /// `0x03` filter_unsupported (§8)
        FilterUnsupported,
        /// `0x04` unknown_subscription (§8)
        UnknownSubscription,
        /// `0x05` subscription_refused (§8)
        SubscriptionRefused,
        /// `0x06` not_advertised (§8)
        NotAdvertised,
        /// A value this revision does not name. Meaning: an unknown failure: the subscribe or credit request did not succeed.
        Unrecognized(u64),
    }
    impl ErrorCode {
        /// Every named value.
        pub const KNOWN: &'static [ErrorCode] = &[
            ErrorCode::MalformedPayload,
            ErrorCode::KindMismatch,
            ErrorCode::FilterUnsupported,
            ErrorCode::UnknownSubscription,
            ErrorCode::SubscriptionRefused,
            ErrorCode::NotAdvertised,
        ];
        /// The value for a raw wire value (named when the schema names it).
        pub const fn from_raw(v: u64) -> Self {
            match v {
                1u64 => ErrorCode::MalformedPayload,
                2u64 => ErrorCode::KindMismatch,
                3u64 => ErrorCode::FilterUnsupported,
                4u64 => ErrorCode::UnknownSubscription,
                5u64 => ErrorCode::SubscriptionRefused,
                6u64 => ErrorCode::NotAdvertised,
                other => ErrorCode::Unrecognized(other),
            }
        }
        /// The raw wire value.
        pub const fn raw(self) -> u64 {
            match self {
                ErrorCode::MalformedPayload => 1u64,
                ErrorCode::KindMismatch => 2u64,
                ErrorCode::FilterUnsupported => 3u64,
                ErrorCode::UnknownSubscription => 4u64,
                ErrorCode::SubscriptionRefused => 5u64,
                ErrorCode::NotAdvertised => 6u64,
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
                ErrorCode::MalformedPayload => Some("malformed_payload"),
                ErrorCode::KindMismatch => Some("kind_mismatch"),
                ErrorCode::FilterUnsupported => Some("filter_unsupported"),
                ErrorCode::UnknownSubscription => Some("unknown_subscription"),
                ErrorCode::SubscriptionRefused => Some("subscription_refused"),
                ErrorCode::NotAdvertised => Some("not_advertised"),
                _ => None,
            }
        }
        /// The named value with this schema name.
        pub fn from_name(name: &str) -> Option<Self> {
            match name {
                "malformed_payload" => Some(ErrorCode::MalformedPayload),
                "kind_mismatch" => Some(ErrorCode::KindMismatch),
                "filter_unsupported" => Some(ErrorCode::FilterUnsupported),
                "unknown_subscription" => Some(ErrorCode::UnknownSubscription),
                "subscription_refused" => Some(ErrorCode::SubscriptionRefused),
                "not_advertised" => Some(ErrorCode::NotAdvertised),
                _ => None,
            }
        }
        /// The generic, peer-safe message for this code (the only text that may cross the wire).
        pub const fn message(self) -> Option<&'static str> {
            match self {
                ErrorCode::MalformedPayload => Some("malformed payload"),
                ErrorCode::KindMismatch => Some("frame kind mismatch"),
                ErrorCode::FilterUnsupported => Some("selector not supported"),
                ErrorCode::UnknownSubscription => Some("unknown subscription"),
                ErrorCode::SubscriptionRefused => Some("subscription refused"),
                ErrorCode::NotAdvertised => Some("channel not advertised"),
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
    /// Enum `health_status` (§5.3). Unrecognized values are kept, never an error.
    #[derive(Debug, Clone, Copy)]
    #[non_exhaustive]
    pub enum HealthStatus {
        /// `0x00` healthy (§5.3)
        Healthy,
        /// `0x01` degraded (§5.3)
        Degraded,
        /// `0x02` unhealthy (§5.3)
        Unhealthy,
        /// `0x03` unknown (§5.3)
        Unknown,
        /// A value this revision does not name. Meaning: treat it as 3 unknown, never as 0 healthy.
        Unrecognized(u64),
    }
    impl HealthStatus {
        /// Every named value.
        pub const KNOWN: &'static [HealthStatus] = &[
            HealthStatus::Healthy,
            HealthStatus::Degraded,
            HealthStatus::Unhealthy,
            HealthStatus::Unknown,
        ];
        /// The value for a raw wire value (named when the schema names it).
        pub const fn from_raw(v: u64) -> Self {
            match v {
                0u64 => HealthStatus::Healthy,
                1u64 => HealthStatus::Degraded,
                2u64 => HealthStatus::Unhealthy,
                3u64 => HealthStatus::Unknown,
                other => HealthStatus::Unrecognized(other),
            }
        }
        /// The raw wire value.
        pub const fn raw(self) -> u64 {
            match self {
                HealthStatus::Healthy => 0u64,
                HealthStatus::Degraded => 1u64,
                HealthStatus::Unhealthy => 2u64,
                HealthStatus::Unknown => 3u64,
                HealthStatus::Unrecognized(v) => v,
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
        /// The schema name of a named value.
        pub const fn name(self) -> Option<&'static str> {
            match self {
                HealthStatus::Healthy => Some("healthy"),
                HealthStatus::Degraded => Some("degraded"),
                HealthStatus::Unhealthy => Some("unhealthy"),
                HealthStatus::Unknown => Some("unknown"),
                _ => None,
            }
        }
        /// The named value with this schema name.
        pub fn from_name(name: &str) -> Option<Self> {
            match name {
                "healthy" => Some(HealthStatus::Healthy),
                "degraded" => Some(HealthStatus::Degraded),
                "unhealthy" => Some(HealthStatus::Unhealthy),
                "unknown" => Some(HealthStatus::Unknown),
                _ => None,
            }
        }
        /// How a receiver treats this value: an unrecognized value counts as `unknown` (§5.3).
        pub const fn effective(self) -> Self {
            if self.is_recognized() { self } else { HealthStatus::Unknown }
        }
    }
    impl PartialEq for HealthStatus {
        fn eq(&self, o: &Self) -> bool {
            self.raw() == o.raw()
        }
    }
    impl Eq for HealthStatus {}
    impl core::hash::Hash for HealthStatus {
        fn hash<H: core::hash::Hasher>(&self, h: &mut H) {
            self.raw().hash(h)
        }
    }
    impl From<u64> for HealthStatus {
        fn from(v: u64) -> Self {
            Self::from_raw(v)
        }
    }
    impl<'a> rt::Elem<'a> for HealthStatus {
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
    /// Enum `metric_kind` (§5.1). Unrecognized values are kept, never an error.
    #[derive(Debug, Clone, Copy)]
    #[non_exhaustive]
    pub enum MetricKind {
        /// `0x00` gauge (§5.1): instantaneous value
        Gauge,
        /// `0x01` counter (§5.1): monotonically cumulative
        Counter,
        /// `0x02` delta (§5.1): change since the previous sample
        Delta,
        /// `0x03` histogram_bucket (§5.1): a bucketed observation
        HistogramBucket,
        /// A value this revision does not name. Meaning: retain the sample and treat kind as 0 gauge.
        Unrecognized(u64),
    }
    impl MetricKind {
        /// Every named value.
        pub const KNOWN: &'static [MetricKind] = &[
            MetricKind::Gauge,
            MetricKind::Counter,
            MetricKind::Delta,
            MetricKind::HistogramBucket,
        ];
        /// The value for a raw wire value (named when the schema names it).
        pub const fn from_raw(v: u64) -> Self {
            match v {
                0u64 => MetricKind::Gauge,
                1u64 => MetricKind::Counter,
                2u64 => MetricKind::Delta,
                3u64 => MetricKind::HistogramBucket,
                other => MetricKind::Unrecognized(other),
            }
        }
        /// The raw wire value.
        pub const fn raw(self) -> u64 {
            match self {
                MetricKind::Gauge => 0u64,
                MetricKind::Counter => 1u64,
                MetricKind::Delta => 2u64,
                MetricKind::HistogramBucket => 3u64,
                MetricKind::Unrecognized(v) => v,
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
        pub const SECTION: &'static str = "§5.1";
        /// Whether an unrecognized value is refused (a strict enum).
        pub const STRICT: bool = false;
        /// The schema name of a named value.
        pub const fn name(self) -> Option<&'static str> {
            match self {
                MetricKind::Gauge => Some("gauge"),
                MetricKind::Counter => Some("counter"),
                MetricKind::Delta => Some("delta"),
                MetricKind::HistogramBucket => Some("histogram_bucket"),
                _ => None,
            }
        }
        /// The named value with this schema name.
        pub fn from_name(name: &str) -> Option<Self> {
            match name {
                "gauge" => Some(MetricKind::Gauge),
                "counter" => Some(MetricKind::Counter),
                "delta" => Some(MetricKind::Delta),
                "histogram_bucket" => Some(MetricKind::HistogramBucket),
                _ => None,
            }
        }
        /// How a receiver treats this value: an unrecognized value counts as `gauge` (§5.1).
        pub const fn effective(self) -> Self {
            if self.is_recognized() { self } else { MetricKind::Gauge }
        }
    }
    impl PartialEq for MetricKind {
        fn eq(&self, o: &Self) -> bool {
            self.raw() == o.raw()
        }
    }
    impl Eq for MetricKind {}
    impl core::hash::Hash for MetricKind {
        fn hash<H: core::hash::Hasher>(&self, h: &mut H) {
            self.raw().hash(h)
        }
    }
    impl From<u64> for MetricKind {
        fn from(v: u64) -> Self {
            Self::from_raw(v)
        }
    }
    impl<'a> rt::Elem<'a> for MetricKind {
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
    /// Enum `severity` (§5.2). Unrecognized values are kept, never an error.
    #[derive(Debug, Clone, Copy)]
    #[non_exhaustive]
    pub enum Severity {
        /// `0x00` info (§5.2)
        Info,
        /// `0x01` notice (§5.2)
        Notice,
        /// `0x02` warning (§5.2)
        Warning,
        /// `0x03` error (§5.2)
        Error,
        /// `0x04` critical (§5.2)
        Critical,
        /// A value this revision does not name. Meaning: treat the event as 4 critical for filtering purposes; never silently discard it.
        Unrecognized(u64),
    }
    impl Severity {
        /// Every named value.
        pub const KNOWN: &'static [Severity] = &[
            Severity::Info,
            Severity::Notice,
            Severity::Warning,
            Severity::Error,
            Severity::Critical,
        ];
        /// The value for a raw wire value (named when the schema names it).
        pub const fn from_raw(v: u64) -> Self {
            match v {
                0u64 => Severity::Info,
                1u64 => Severity::Notice,
                2u64 => Severity::Warning,
                3u64 => Severity::Error,
                4u64 => Severity::Critical,
                other => Severity::Unrecognized(other),
            }
        }
        /// The raw wire value.
        pub const fn raw(self) -> u64 {
            match self {
                Severity::Info => 0u64,
                Severity::Notice => 1u64,
                Severity::Warning => 2u64,
                Severity::Error => 3u64,
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
        pub const SECTION: &'static str = "§5.2";
        /// Whether an unrecognized value is refused (a strict enum).
        pub const STRICT: bool = false;
        /// What a missing value means (fail-safe, §5.2): `info`.
        pub const WHEN_MISSING: Self = Severity::Info;
        /// The schema name of a named value.
        pub const fn name(self) -> Option<&'static str> {
            match self {
                Severity::Info => Some("info"),
                Severity::Notice => Some("notice"),
                Severity::Warning => Some("warning"),
                Severity::Error => Some("error"),
                Severity::Critical => Some("critical"),
                _ => None,
            }
        }
        /// The named value with this schema name.
        pub fn from_name(name: &str) -> Option<Self> {
            match name {
                "info" => Some(Severity::Info),
                "notice" => Some(Severity::Notice),
                "warning" => Some(Severity::Warning),
                "error" => Some(Severity::Error),
                "critical" => Some(Severity::Critical),
                _ => None,
            }
        }
        /// How a receiver treats this value: an unrecognized value counts as `critical` (§5.2).
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
    /// Enum `telemetry_class` (§6.1). A strict enum: an unrecognized value is refused by the decoder.
    #[derive(Debug, Clone, Copy)]
    #[non_exhaustive]
    pub enum TelemetryClass {
        /// `0x00` metrics (§6.1)
        Metrics,
        /// `0x01` events (§6.1)
        Events,
        /// `0x02` health (§6.1)
        Health,
        /// A value this revision does not name. Meaning: no reporting class of this revision: a responder that cannot honour it replies FilterUnsupported or SubscriptionRefused (§6.1, §8).
        Unrecognized(u64),
    }
    impl TelemetryClass {
        /// Every named value.
        pub const KNOWN: &'static [TelemetryClass] = &[
            TelemetryClass::Metrics,
            TelemetryClass::Events,
            TelemetryClass::Health,
        ];
        /// The value for a raw wire value (named when the schema names it).
        pub const fn from_raw(v: u64) -> Self {
            match v {
                0u64 => TelemetryClass::Metrics,
                1u64 => TelemetryClass::Events,
                2u64 => TelemetryClass::Health,
                other => TelemetryClass::Unrecognized(other),
            }
        }
        /// The raw wire value.
        pub const fn raw(self) -> u64 {
            match self {
                TelemetryClass::Metrics => 0u64,
                TelemetryClass::Events => 1u64,
                TelemetryClass::Health => 2u64,
                TelemetryClass::Unrecognized(v) => v,
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
        pub const SECTION: &'static str = "§6.1";
        /// Whether an unrecognized value is refused (a strict enum).
        pub const STRICT: bool = true;
        /// The schema name of a named value.
        pub const fn name(self) -> Option<&'static str> {
            match self {
                TelemetryClass::Metrics => Some("metrics"),
                TelemetryClass::Events => Some("events"),
                TelemetryClass::Health => Some("health"),
                _ => None,
            }
        }
        /// The named value with this schema name.
        pub fn from_name(name: &str) -> Option<Self> {
            match name {
                "metrics" => Some(TelemetryClass::Metrics),
                "events" => Some(TelemetryClass::Events),
                "health" => Some(TelemetryClass::Health),
                _ => None,
            }
        }
    }
    impl PartialEq for TelemetryClass {
        fn eq(&self, o: &Self) -> bool {
            self.raw() == o.raw()
        }
    }
    impl Eq for TelemetryClass {}
    impl core::hash::Hash for TelemetryClass {
        fn hash<H: core::hash::Hasher>(&self, h: &mut H) {
            self.raw().hash(h)
        }
    }
    impl From<u64> for TelemetryClass {
        fn from(v: u64) -> Self {
            Self::from_raw(v)
        }
    }
    impl<'a> rt::Elem<'a> for TelemetryClass {
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
    /// One of the alternatives of `EventAttrsValue` (told apart by CBOR major type).
    #[derive(Debug, Clone, PartialEq)]
    pub enum EventAttrsValue<'a> {
        /// A tstr value.
        Text(&'a str),
        /// A int value.
        Int(i128),
        /// A float value.
        Float(f64),
        /// A bool value.
        Bool(bool),
    }
    impl<'a> rt::Elem<'a> for EventAttrsValue<'a> {
        const RAW_CANONICAL: bool = true && <&'a str as rt::Elem<'a>>::RAW_CANONICAL
            && <i128 as rt::Elem<'a>>::RAW_CANONICAL
            && <f64 as rt::Elem<'a>>::RAW_CANONICAL
            && <bool as rt::Elem<'a>>::RAW_CANONICAL;
        fn read(r: &mut p::Reader<'a>, level: usize) -> Result<Self, DecodeError> {
            match r.peek().map(u16::from) {
                Some(0x60..=0x7f) => {
                    <&'a str as rt::Elem<'a>>::read(r, level).map(EventAttrsValue::Text)
                }
                Some(0x00..=0x3f) => {
                    <i128 as rt::Elem<'a>>::read(r, level).map(EventAttrsValue::Int)
                }
                Some(0xf9..=0xfb) => {
                    <f64 as rt::Elem<'a>>::read(r, level).map(EventAttrsValue::Float)
                }
                Some(0xf4 | 0xf5) => {
                    <bool as rt::Elem<'a>>::read(r, level).map(EventAttrsValue::Bool)
                }
                _ => {
                    let at = r.pos();
                    r.head()?;
                    Err(DecodeError::new(Rule::WrongType, at, r.policy().ctx))
                }
            }
        }
        fn write<W: Sink>(&self, out: &mut W) {
            match self {
                EventAttrsValue::Text(x) => rt::Elem::write(x, out),
                EventAttrsValue::Int(x) => rt::Elem::write(x, out),
                EventAttrsValue::Float(x) => rt::Elem::write(x, out),
                EventAttrsValue::Bool(x) => rt::Elem::write(x, out),
            }
        }
        fn encoded_len(&self) -> usize {
            match self {
                EventAttrsValue::Text(x) => rt::Elem::encoded_len(x),
                EventAttrsValue::Int(x) => rt::Elem::encoded_len(x),
                EventAttrsValue::Float(x) => rt::Elem::encoded_len(x),
                EventAttrsValue::Bool(x) => rt::Elem::encoded_len(x),
            }
        }
        #[cfg(feature = "alloc")]
        fn field_value(&self) -> rt::FieldValue<'a> {
            match self {
                EventAttrsValue::Text(x) => rt::Elem::field_value(x),
                EventAttrsValue::Int(x) => rt::Elem::field_value(x),
                EventAttrsValue::Float(x) => rt::Elem::field_value(x),
                EventAttrsValue::Bool(x) => rt::Elem::field_value(x),
            }
        }
    }
    /// One of the alternatives of `MetricSampleValue` (told apart by CBOR major type).
    #[derive(Debug, Clone, PartialEq)]
    pub enum MetricSampleValue {
        /// A int value.
        Int(i128),
        /// A float value.
        Float(f64),
    }
    impl<'a> rt::Elem<'a> for MetricSampleValue {
        const RAW_CANONICAL: bool = true && <i128 as rt::Elem<'a>>::RAW_CANONICAL
            && <f64 as rt::Elem<'a>>::RAW_CANONICAL;
        fn read(r: &mut p::Reader<'a>, level: usize) -> Result<Self, DecodeError> {
            match r.peek().map(u16::from) {
                Some(0x00..=0x3f) => {
                    <i128 as rt::Elem<'a>>::read(r, level).map(MetricSampleValue::Int)
                }
                Some(0xf9..=0xfb) => {
                    <f64 as rt::Elem<'a>>::read(r, level).map(MetricSampleValue::Float)
                }
                _ => {
                    let at = r.pos();
                    r.head()?;
                    Err(DecodeError::new(Rule::WrongType, at, r.policy().ctx))
                }
            }
        }
        fn write<W: Sink>(&self, out: &mut W) {
            match self {
                MetricSampleValue::Int(x) => rt::Elem::write(x, out),
                MetricSampleValue::Float(x) => rt::Elem::write(x, out),
            }
        }
        fn encoded_len(&self) -> usize {
            match self {
                MetricSampleValue::Int(x) => rt::Elem::encoded_len(x),
                MetricSampleValue::Float(x) => rt::Elem::encoded_len(x),
            }
        }
        #[cfg(feature = "alloc")]
        fn field_value(&self) -> rt::FieldValue<'a> {
            match self {
                MetricSampleValue::Int(x) => rt::Elem::field_value(x),
                MetricSampleValue::Float(x) => rt::Elem::field_value(x),
            }
        }
    }
    /// Record `event` (§5.2). Each element of the `events` array.
    #[derive(Debug, Clone, PartialEq)]
    pub struct Event<'a> {
        /// `name` (key 0, tstr, required, §5.2).
        pub name: &'a str,
        /// `ts` (key 1, uint, required, §5.2). milliseconds since the Unix epoch (UTC)
        pub ts: u64,
        /// `severity` (key 2, enum severity, optional, §5.2). absent means 0 info
        pub severity: Option<Severity>,
        /// `attrs` (key 3, map tstr → tstr / int / float / bool, optional, §5.2).
        pub attrs: Option<Map<'a, &'a str, EventAttrsValue<'a>>>,
        /// `message` (key 4, tstr, optional, §5.2). peer-safe (§10)
        pub message: Option<&'a str>,
        /// `seq` (key 5, uint, optional, §5.2). strictly monotonic per-name event counter
        pub seq: Option<u64>,
    }
    impl<'a> Event<'a> {
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
            let mut __f1: Option<u64> = None;
            let mut __f2: Option<Severity> = None;
            let mut __f3: Option<Map<'a, &'a str, EventAttrsValue<'a>>> = None;
            let mut __f4: Option<&'a str> = None;
            let mut __f5: Option<u64> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        __f0 = Some({
                            let __at = r.pos();
                            let __v = r.tstr().map_err(|e| e.in_field(&__C0))?;
                            __v
                        });
                    }
                    Some(1u64) => {
                        __f1 = Some({
                            let __at = r.pos();
                            let __v = r.uint().map_err(|e| e.in_field(&__C1))?;
                            __v
                        });
                    }
                    Some(2u64) => {
                        __f2 = Some({
                            let __at = r.pos();
                            let __v = r.uint().map_err(|e| e.in_field(&__C2))?;
                            Severity::from_raw(__v)
                        });
                    }
                    Some(3u64) => {
                        __f3 = Some({
                            let __at = r.pos();
                            let __n = r
                                .map_header((level + 1))
                                .map_err(|e| e.in_field(&__C3))?;
                            let __start = r.pos();
                            let mut __order = p::KeyOrder::new();
                            for _ in 0..__n {
                                let __k = r.pos();
                                if matches!(r.peek().map(u16::from), Some(0x60..= 0x7f)) {
                                    let _ = {
                                        let __at = r.pos();
                                        let __v = r.tstr().map_err(|e| e.in_field(&__C3))?;
                                        __v
                                    };
                                    r.ordered_key(&mut __order, __k)?;
                                } else if S {
                                    return Err(DecodeError::new(Rule::ItemType, __k, &__C3));
                                } else {
                                    r.any_key(&mut __order, ((level + 1) + 1))?;
                                }
                                if matches!(
                                    r.peek().map(u16::from), Some(0x60..= 0x7f | 0x00..= 0x3f |
                                    0xf9..= 0xfb | 0xf4 | 0xf5)
                                ) {
                                    let _ = {
                                        let __at = r.pos();
                                        match r.peek().map(u16::from) {
                                            Some(0x60..=0x7f) => {
                                                EventAttrsValue::Text({
                                                    let __at = r.pos();
                                                    let __v = r.tstr().map_err(|e| e.in_field(&__C3))?;
                                                    __v
                                                })
                                            }
                                            Some(0x00..=0x3f) => {
                                                EventAttrsValue::Int({
                                                    let __at = r.pos();
                                                    let __v = r.int().map_err(|e| e.in_field(&__C3))?;
                                                    __v
                                                })
                                            }
                                            Some(0xf9..=0xfb) => {
                                                EventAttrsValue::Float({
                                                    let __at = r.pos();
                                                    let __v = r.float().map_err(|e| e.in_field(&__C3))?;
                                                    __v
                                                })
                                            }
                                            Some(0xf4 | 0xf5) => {
                                                EventAttrsValue::Bool({
                                                    let __at = r.pos();
                                                    r.bool().map_err(|e| e.in_field(&__C3))?
                                                })
                                            }
                                            _ => {
                                                r.head()?;
                                                return Err(DecodeError::new(Rule::ItemType, __at, &__C3));
                                            }
                                        }
                                    };
                                } else if S {
                                    return Err(
                                        DecodeError::new(Rule::ItemType, r.pos(), &__C3),
                                    );
                                } else {
                                    r.skip(((level + 1) + 1))?;
                                }
                            }
                            Map::__from_validated(r.span(__start), __n, (level + 1) + 1)
                        });
                    }
                    Some(4u64) => {
                        __f4 = Some({
                            let __at = r.pos();
                            let __v = r.tstr().map_err(|e| e.in_field(&__C4))?;
                            __v
                        });
                    }
                    Some(5u64) => {
                        __f5 = Some({
                            let __at = r.pos();
                            let __v = r.uint().map_err(|e| e.in_field(&__C5))?;
                            __v
                        });
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
            let __v = Event {
                name: __f0,
                ts: __f1,
                severity: __f2,
                attrs: __f3,
                message: __f4,
                seq: __f5,
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
                let __x = &self.name;
            }
            {
                let __x = &self.ts;
            }
            if let Some(__x) = &self.severity {}
            if let Some(__x) = &self.attrs {
                for (__i, (__k, __v)) in __x.iter().enumerate() {
                    if __x.iter().skip(__i + 1).any(|(__o, _)| __o == __k) {
                        return Err(DecodeError::new(Rule::DuplicateKey, 0, &__C3));
                    }
                    match (&__v) {
                        EventAttrsValue::Text(__u) => {}
                        EventAttrsValue::Int(__u) => {
                            if *__u < -(1i128 << 64) || *__u > i128::from(u64::MAX) {
                                return Err(DecodeError::new(Rule::Range, 0, &__C3));
                            }
                        }
                        EventAttrsValue::Float(__u) => {}
                        EventAttrsValue::Bool(__u) => {}
                    }
                }
            }
            if let Some(__x) = &self.message {}
            if let Some(__x) = &self.seq {}
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            2u64 + u64::from(self.severity.is_some()) + u64::from(self.attrs.is_some())
                + u64::from(self.message.is_some()) + u64::from(self.seq.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count())
                + {
                    let __x = &self.name;
                    p::uint_len(0u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.ts;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.severity {
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.attrs {
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.message {
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.seq {
                    p::uint_len(5u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            {
                let __x = &self.name;
                p::write_uint(out, 0u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.ts;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.severity {
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.attrs {
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.message {
                p::write_uint(out, 4u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.seq {
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
            {
                let __x = &self.name;
                v.push(("name", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.ts;
                v.push(("ts", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.severity {
                v.push(("severity", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.attrs {
                v.push(("attrs", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.message {
                v.push(("message", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.seq {
                v.push(("seq", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    impl<'a> rt::Elem<'a> for Event<'a> {
        const RAW_CANONICAL: bool = false;
        fn read(r: &mut p::Reader<'a>, level: usize) -> Result<Self, DecodeError> {
            Self::__body::<false>(r, level, &p::NO_CTX)
        }
        fn write<W: Sink>(&self, out: &mut W) {
            self.encode(out)
        }
        fn encoded_len(&self) -> usize {
            Event::encoded_len(self)
        }
        #[cfg(feature = "alloc")]
        fn field_value(&self) -> rt::FieldValue<'a> {
            rt::FieldValue::Record(self.fields())
        }
    }
    #[doc(hidden)]
    pub static __SCAN_EVENT: p::Scan = p::Scan {
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
    /// Record `health_report` (§5.3). Each element of the `health` array.
    #[derive(Debug, Clone, PartialEq)]
    pub struct HealthReport<'a> {
        /// `domain` (key 0, tstr, required, §5.3).
        pub domain: &'a str,
        /// `ts` (key 1, uint, required, §5.3). milliseconds since the Unix epoch (UTC)
        pub ts: u64,
        /// `status` (key 2, enum health_status, required, §5.3).
        pub status: HealthStatus,
        /// `message` (key 3, tstr, optional, §5.3). peer-safe (§10)
        pub message: Option<&'a str>,
        /// `detail` (key 4, any_keyed_map, optional, §5.3). advisory structured detail, keyed by unsigned integers or text
        pub detail: Option<RawMap<'a>>,
    }
    impl<'a> HealthReport<'a> {
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
            let mut __f1: Option<u64> = None;
            let mut __f2: Option<HealthStatus> = None;
            let mut __f3: Option<&'a str> = None;
            let mut __f4: Option<RawMap<'a>> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        __f0 = Some({
                            let __at = r.pos();
                            let __v = r.tstr().map_err(|e| e.in_field(&__C6))?;
                            __v
                        });
                    }
                    Some(1u64) => {
                        __f1 = Some({
                            let __at = r.pos();
                            let __v = r.uint().map_err(|e| e.in_field(&__C1))?;
                            __v
                        });
                    }
                    Some(2u64) => {
                        __f2 = Some({
                            let __at = r.pos();
                            let __v = r.uint().map_err(|e| e.in_field(&__C7))?;
                            HealthStatus::from_raw(__v)
                        });
                    }
                    Some(3u64) => {
                        __f3 = Some({
                            let __at = r.pos();
                            let __v = r.tstr().map_err(|e| e.in_field(&__C4))?;
                            __v
                        });
                    }
                    Some(4u64) => {
                        __f4 = Some({
                            let __p = r.lenient();
                            let __x = {
                                let __at = r.pos();
                                let __v = p::any_keyed_map(r, (level + 1))
                                    .map_err(|e| e.in_field(&__C8))?;
                                __v
                            };
                            r.restore(__p);
                            __x
                        });
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
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C6)),
            };
            let __f1 = match __f1 {
                Some(v) => v,
                #[cfg(npamp_plant = "record-required")]
                None => Default::default(),
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C1)),
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C7)),
            };
            let __v = HealthReport {
                domain: __f0,
                ts: __f1,
                status: __f2,
                message: __f3,
                detail: __f4,
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
                let __x = &self.domain;
            }
            {
                let __x = &self.ts;
            }
            {
                let __x = &self.status;
            }
            if let Some(__x) = &self.message {}
            if let Some(__x) = &self.detail {}
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            3u64 + u64::from(self.message.is_some()) + u64::from(self.detail.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count())
                + {
                    let __x = &self.domain;
                    p::uint_len(0u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.ts;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.status;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.message {
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.detail {
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            {
                let __x = &self.domain;
                p::write_uint(out, 0u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.ts;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.status;
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.message {
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.detail {
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
            {
                let __x = &self.domain;
                v.push(("domain", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.ts;
                v.push(("ts", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.status;
                v.push(("status", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.message {
                v.push(("message", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.detail {
                v.push(("detail", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    impl<'a> rt::Elem<'a> for HealthReport<'a> {
        const RAW_CANONICAL: bool = false;
        fn read(r: &mut p::Reader<'a>, level: usize) -> Result<Self, DecodeError> {
            Self::__body::<false>(r, level, &p::NO_CTX)
        }
        fn write<W: Sink>(&self, out: &mut W) {
            self.encode(out)
        }
        fn encoded_len(&self) -> usize {
            HealthReport::encoded_len(self)
        }
        #[cfg(feature = "alloc")]
        fn field_value(&self) -> rt::FieldValue<'a> {
            rt::FieldValue::Record(self.fields())
        }
    }
    #[doc(hidden)]
    pub static __SCAN_HEALTHREPORT: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Ignored),
        ],
    };
    /// Record `metric_sample` (§5.1). Each element of the `metrics` array.
    #[derive(Debug, Clone, PartialEq)]
    pub struct MetricSample<'a> {
        /// `name` (key 0, tstr, required, §5.1). opaque metric identifier in the emitter's namespace
        pub name: &'a str,
        /// `ts` (key 1, uint, required, §5.1). milliseconds since the Unix epoch (UTC)
        pub ts: u64,
        /// `kind` (key 2, enum metric_kind, required, §5.1).
        pub kind: MetricKind,
        /// `value` (key 3, int / float, required, §5.1). exactly one CBOR numeric value
        pub value: MetricSampleValue,
        /// `unit` (key 4, tstr, optional, §5.1). advisory; a receiver MUST NOT drop a sample whose unit it does not recognize
        pub unit: Option<&'a str>,
        /// `labels` (key 5, map tstr → tstr, optional, §5.1).
        pub labels: Option<Map<'a, &'a str, &'a str>>,
        /// `seq` (key 6, uint, optional, §5.1). strictly monotonic per-name sample counter
        pub seq: Option<u64>,
    }
    impl<'a> MetricSample<'a> {
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
            let mut __f1: Option<u64> = None;
            let mut __f2: Option<MetricKind> = None;
            let mut __f3: Option<MetricSampleValue> = None;
            let mut __f4: Option<&'a str> = None;
            let mut __f5: Option<Map<'a, &'a str, &'a str>> = None;
            let mut __f6: Option<u64> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        __f0 = Some({
                            let __at = r.pos();
                            let __v = r.tstr().map_err(|e| e.in_field(&__C0))?;
                            __v
                        });
                    }
                    Some(1u64) => {
                        __f1 = Some({
                            let __at = r.pos();
                            let __v = r.uint().map_err(|e| e.in_field(&__C1))?;
                            __v
                        });
                    }
                    Some(2u64) => {
                        __f2 = Some({
                            let __at = r.pos();
                            let __v = r.uint().map_err(|e| e.in_field(&__C9))?;
                            MetricKind::from_raw(__v)
                        });
                    }
                    Some(3u64) => {
                        __f3 = Some({
                            let __at = r.pos();
                            match r.peek().map(u16::from) {
                                Some(0x00..=0x3f) => {
                                    MetricSampleValue::Int({
                                        let __at = r.pos();
                                        let __v = r.int().map_err(|e| e.in_field(&__C10))?;
                                        __v
                                    })
                                }
                                Some(0xf9..=0xfb) => {
                                    MetricSampleValue::Float({
                                        let __at = r.pos();
                                        let __v = r.float().map_err(|e| e.in_field(&__C10))?;
                                        __v
                                    })
                                }
                                _ => {
                                    r.head()?;
                                    return Err(DecodeError::new(Rule::WrongType, __at, &__C10));
                                }
                            }
                        });
                    }
                    Some(4u64) => {
                        __f4 = Some({
                            let __at = r.pos();
                            let __v = r.tstr().map_err(|e| e.in_field(&__C11))?;
                            __v
                        });
                    }
                    Some(5u64) => {
                        __f5 = Some({
                            let __at = r.pos();
                            let __n = r
                                .map_header((level + 1))
                                .map_err(|e| e.in_field(&__C12))?;
                            let __start = r.pos();
                            let mut __order = p::KeyOrder::new();
                            for _ in 0..__n {
                                let __k = r.pos();
                                if matches!(r.peek().map(u16::from), Some(0x60..= 0x7f)) {
                                    let _ = {
                                        let __at = r.pos();
                                        let __v = r.tstr().map_err(|e| e.in_field(&__C12))?;
                                        __v
                                    };
                                    r.ordered_key(&mut __order, __k)?;
                                } else if S {
                                    return Err(DecodeError::new(Rule::ItemType, __k, &__C12));
                                } else {
                                    r.any_key(&mut __order, ((level + 1) + 1))?;
                                }
                                if matches!(r.peek().map(u16::from), Some(0x60..= 0x7f)) {
                                    let _ = {
                                        let __at = r.pos();
                                        let __v = r.tstr().map_err(|e| e.in_field(&__C12))?;
                                        __v
                                    };
                                } else if S {
                                    return Err(
                                        DecodeError::new(Rule::ItemType, r.pos(), &__C12),
                                    );
                                } else {
                                    r.skip(((level + 1) + 1))?;
                                }
                            }
                            Map::__from_validated(r.span(__start), __n, (level + 1) + 1)
                        });
                    }
                    Some(6u64) => {
                        __f6 = Some({
                            let __at = r.pos();
                            let __v = r.uint().map_err(|e| e.in_field(&__C5))?;
                            __v
                        });
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
            let __f2 = match __f2 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C9)),
            };
            let __f3 = match __f3 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C10));
                }
            };
            let __v = MetricSample {
                name: __f0,
                ts: __f1,
                kind: __f2,
                value: __f3,
                unit: __f4,
                labels: __f5,
                seq: __f6,
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
                let __x = &self.name;
            }
            {
                let __x = &self.ts;
            }
            {
                let __x = &self.kind;
            }
            {
                let __x = &self.value;
                match __x {
                    MetricSampleValue::Int(__u) => {
                        if *__u < -(1i128 << 64) || *__u > i128::from(u64::MAX) {
                            return Err(DecodeError::new(Rule::Range, 0, &__C10));
                        }
                    }
                    MetricSampleValue::Float(__u) => {}
                }
            }
            if let Some(__x) = &self.unit {}
            if let Some(__x) = &self.labels {
                for (__i, (__k, __v)) in __x.iter().enumerate() {
                    if __x.iter().skip(__i + 1).any(|(__o, _)| __o == __k) {
                        return Err(DecodeError::new(Rule::DuplicateKey, 0, &__C12));
                    }
                }
            }
            if let Some(__x) = &self.seq {}
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            4u64 + u64::from(self.unit.is_some()) + u64::from(self.labels.is_some())
                + u64::from(self.seq.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count())
                + {
                    let __x = &self.name;
                    p::uint_len(0u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.ts;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.kind;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.value;
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.unit {
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.labels {
                    p::uint_len(5u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.seq {
                    p::uint_len(6u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            {
                let __x = &self.name;
                p::write_uint(out, 0u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.ts;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.kind;
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.value;
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.unit {
                p::write_uint(out, 4u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.labels {
                p::write_uint(out, 5u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.seq {
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
            {
                let __x = &self.name;
                v.push(("name", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.ts;
                v.push(("ts", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.kind;
                v.push(("kind", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.value;
                v.push(("value", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.unit {
                v.push(("unit", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.labels {
                v.push(("labels", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.seq {
                v.push(("seq", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    impl<'a> rt::Elem<'a> for MetricSample<'a> {
        const RAW_CANONICAL: bool = false;
        fn read(r: &mut p::Reader<'a>, level: usize) -> Result<Self, DecodeError> {
            Self::__body::<false>(r, level, &p::NO_CTX)
        }
        fn write<W: Sink>(&self, out: &mut W) {
            self.encode(out)
        }
        fn encoded_len(&self) -> usize {
            MetricSample::encoded_len(self)
        }
        #[cfg(feature = "alloc")]
        fn field_value(&self) -> rt::FieldValue<'a> {
            rt::FieldValue::Record(self.fields())
        }
    }
    #[doc(hidden)]
    pub static __SCAN_METRICSAMPLE: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Value),
            (5u64, p::ScanNode::Value),
            (6u64, p::ScanNode::Value),
        ],
    };
    /// TELEMETRY_REPORT (`0x0100`), a event (§5). A batch of metric samples, events and/or health statements pushed one-way (no reply, §3, §8). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct Report<'a> {
        /// `corr` (key 1, bstr, optional, §4.1).
        pub corr: Option<&'a [u8]>,
        /// `sub_id` (key 2, bstr, optional, §5). present iff corr is present
        pub sub_id: Option<&'a [u8]>,
        /// `batch_seq` (key 3, uint, required, §5). strictly monotonic per stream and direction
        pub batch_seq: u64,
        /// `metrics` (key 4, array of record metric_sample, optional, §5.1).
        pub metrics: Option<Array<'a, MetricSample<'a>>>,
        /// `events` (key 5, array of record event, optional, §5.2).
        pub events: Option<Array<'a, Event<'a>>>,
        /// `health` (key 6, array of record health_report, optional, §5.3).
        pub health: Option<Array<'a, HealthReport<'a>>>,
    }
    impl<'a> Report<'a> {
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_REPORT)),
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
            let mut __f4: Option<Array<'a, MetricSample<'a>>> = None;
            let mut __f5: Option<Array<'a, Event<'a>>> = None;
            let mut __f6: Option<Array<'a, HealthReport<'a>>> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 0u8]) {
                            __f0 = true;
                        } else {
                            let __v = r.uint().map_err(|e| e.in_field(&__C13))?;
                            if true && __v != 256u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C13),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        __f1 = Some({
                            let __at = r.pos();
                            let __v = r.bstr().map_err(|e| e.in_field(&__C14))?;
                            if true && __v.is_empty() {
                                return Err(DecodeError::new(Rule::Empty, __at, &__C14));
                            }
                            if S && (__v.len() < 1 || __v.len() > 64) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C14));
                            }
                            __v
                        });
                    }
                    Some(2u64) => {
                        __f2 = Some({
                            let __at = r.pos();
                            let __v = r.bstr().map_err(|e| e.in_field(&__C15))?;
                            if S && (__v.len() < 1 || __v.len() > 32) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C15));
                            }
                            __v
                        });
                    }
                    Some(3u64) => {
                        __f3 = Some({
                            let __at = r.pos();
                            let __v = r.uint().map_err(|e| e.in_field(&__C16))?;
                            __v
                        });
                    }
                    Some(4u64) => {
                        __f4 = Some({
                            let __at = r.pos();
                            let __n = r
                                .array_header((level + 1))
                                .map_err(|e| e.in_field(&__C17))?;
                            let __start = r.pos();
                            for __i in 0..__n {
                                if p::checks_item(__i) {
                                    if matches!(r.peek().map(u16::from), Some(0xa0..= 0xbf)) {
                                        let _ = {
                                            let __at = r.pos();
                                            MetricSample::__body::<S>(r, ((level + 1) + 1), &__C17)?
                                        };
                                    } else if S {
                                        return Err(
                                            DecodeError::new(Rule::ItemType, r.pos(), &__C17),
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
                    Some(5u64) => {
                        __f5 = Some({
                            let __at = r.pos();
                            let __n = r
                                .array_header((level + 1))
                                .map_err(|e| e.in_field(&__C18))?;
                            let __start = r.pos();
                            for __i in 0..__n {
                                if p::checks_item(__i) {
                                    if matches!(r.peek().map(u16::from), Some(0xa0..= 0xbf)) {
                                        let _ = {
                                            let __at = r.pos();
                                            Event::__body::<S>(r, ((level + 1) + 1), &__C18)?
                                        };
                                    } else if S {
                                        return Err(
                                            DecodeError::new(Rule::ItemType, r.pos(), &__C18),
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
                    Some(6u64) => {
                        __f6 = Some({
                            let __at = r.pos();
                            let __n = r
                                .array_header((level + 1))
                                .map_err(|e| e.in_field(&__C19))?;
                            let __start = r.pos();
                            for __i in 0..__n {
                                if p::checks_item(__i) {
                                    if matches!(r.peek().map(u16::from), Some(0xa0..= 0xbf)) {
                                        let _ = {
                                            let __at = r.pos();
                                            HealthReport::__body::<S>(r, ((level + 1) + 1), &__C19)?
                                        };
                                    } else if S {
                                        return Err(
                                            DecodeError::new(Rule::ItemType, r.pos(), &__C19),
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C13));
            }
            let __f3 = match __f3 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C16));
                }
            };
            let __v = Report {
                corr: __f1,
                sub_id: __f2,
                batch_seq: __f3,
                metrics: __f4,
                events: __f5,
                health: __f6,
            };
            __v.__rules::<S>(__end)?;
            Ok(__v)
        }
        #[inline]
        fn __rules<const S: bool>(&self, __end: usize) -> Result<(), DecodeError> {
            if true && p::armed(rt::Rule::AtLeastOne)
                && {
                    !(self.metrics.as_ref().is_some_and(|__v| !__v.is_empty())
                        || self.events.as_ref().is_some_and(|__v| !__v.is_empty())
                        || self.health.as_ref().is_some_and(|__v| !__v.is_empty()))
                }
            {
                return Err(DecodeError::new(rt::Rule::AtLeastOne, __end, &__C20));
            }
            if true && p::armed(rt::Rule::RequiredWhen)
                && { (self.corr.as_ref().is_some()) && (self.sub_id.as_ref().is_none()) }
            {
                return Err(DecodeError::new(rt::Rule::RequiredWhen, __end, &__C21));
            }
            if S && p::armed(rt::Rule::AbsentUnless)
                && {
                    (self.sub_id.as_ref().is_some()) && !(self.corr.as_ref().is_some())
                }
            {
                return Err(DecodeError::new(rt::Rule::AbsentUnless, __end, &__C22));
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
            if let Some(__x) = &self.corr {
                if true && __x.is_empty() {
                    return Err(DecodeError::new(Rule::Empty, 0, &__C14));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C14));
                }
            }
            if let Some(__x) = &self.sub_id {
                if S && (__x.len() < 1 || __x.len() > 32) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C15));
                }
            }
            {
                let __x = &self.batch_seq;
            }
            if let Some(__x) = &self.metrics {
                for __it in __x.iter() {
                    (&__it)
                        .validate_with(
                            if S { Profile::Strict } else { Profile::Minimum },
                        )?;
                }
            }
            if let Some(__x) = &self.events {
                for __it in __x.iter() {
                    (&__it)
                        .validate_with(
                            if S { Profile::Strict } else { Profile::Minimum },
                        )?;
                }
            }
            if let Some(__x) = &self.health {
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
            2u64 + u64::from(self.corr.is_some()) + u64::from(self.sub_id.is_some())
                + u64::from(self.metrics.is_some()) + u64::from(self.events.is_some())
                + u64::from(self.health.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&256u64)
                + (if let Some(__x) = &self.corr {
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.sub_id {
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + {
                    let __x = &self.batch_seq;
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.metrics {
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.events {
                    p::uint_len(5u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.health {
                    p::uint_len(6u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            p::write_uint(out, 0u64);
            rt::Elem::write(&256u64, out);
            if let Some(__x) = &self.corr {
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.sub_id {
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.batch_seq;
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.metrics {
                p::write_uint(out, 4u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.events {
                p::write_uint(out, 5u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.health {
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
            v.push(("frame_kind", rt::FieldValue::Uint(256u64)));
            if let Some(__x) = &self.corr {
                v.push(("corr", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.sub_id {
                v.push(("sub_id", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.batch_seq;
                v.push(("batch_seq", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.metrics {
                v.push(("metrics", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.events {
                v.push(("events", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.health {
                v.push(("health", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_REPORT: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Array(&p::ScanNode::Body(&__SCAN_METRICSAMPLE))),
            (5u64, p::ScanNode::Array(&p::ScanNode::Body(&__SCAN_EVENT))),
            (6u64, p::ScanNode::Array(&p::ScanNode::Body(&__SCAN_HEALTHREPORT))),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_REPORT_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Array(&p::ScanNode::Body(&__SCAN_METRICSAMPLE))),
            (5u64, p::ScanNode::Array(&p::ScanNode::Body(&__SCAN_EVENT))),
            (6u64, p::ScanNode::Array(&p::ScanNode::Body(&__SCAN_HEALTHREPORT))),
        ],
    };
    /// TELEMETRY_SUBSCRIBE (`0x0101`), a request (§6.1). Request a continuing stream of REPORT batches matching a conjunctive selector, with an initial credit grant. Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct Subscribe<'a> {
        /// `corr` (key 1, bstr, required, §4.1).
        pub corr: &'a [u8],
        /// `classes` (key 2, array of enum telemetry_class, optional, §6.1). absent: all classes the responder offers
        pub classes: Option<Array<'a, TelemetryClass>>,
        /// `names` (key 3, array of tstr, optional, §6.1). exact match on metric/event name
        pub names: Option<Array<'a, &'a str>>,
        /// `domains` (key 4, array of tstr, optional, §6.1). health statements' domain
        pub domains: Option<Array<'a, &'a str>>,
        /// `min_severity` (key 5, uint, optional, §6.1). events with severity >= this value (§5.2 scale)
        pub min_severity: Option<u64>,
        /// `max_rate_mhz` (key 6, uint, optional, §6.1). advisory ceiling, milli-hertz
        pub max_rate_mhz: Option<u64>,
        /// `credit` (key 7, uint, required, §6.1).
        pub credit: u64,
    }
    impl<'a> Subscribe<'a> {
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_SUBSCRIBE)),
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
            let mut __f2: Option<Array<'a, TelemetryClass>> = None;
            let mut __f3: Option<Array<'a, &'a str>> = None;
            let mut __f4: Option<Array<'a, &'a str>> = None;
            let mut __f5: Option<u64> = None;
            let mut __f6: Option<u64> = None;
            let mut __f7: Option<u64> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 1u8]) {
                            __f0 = true;
                        } else {
                            let __v = r.uint().map_err(|e| e.in_field(&__C13))?;
                            if true && __v != 257u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C13),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        __f1 = Some({
                            let __at = r.pos();
                            let __v = r.bstr().map_err(|e| e.in_field(&__C14))?;
                            if true && __v.is_empty() {
                                return Err(DecodeError::new(Rule::Empty, __at, &__C14));
                            }
                            if S && (__v.len() < 1 || __v.len() > 64) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C14));
                            }
                            __v
                        });
                    }
                    Some(2u64) => {
                        __f2 = Some({
                            let __at = r.pos();
                            let __n = r
                                .array_header((level + 1))
                                .map_err(|e| e.in_field(&__C23))?;
                            let __start = r.pos();
                            for _ in 0..__n {
                                if matches!(r.peek().map(u16::from), Some(0x00..= 0x1f)) {
                                    let _ = {
                                        let __at = r.pos();
                                        let __v = r.uint().map_err(|e| e.in_field(&__C23))?;
                                        if S && !TelemetryClass::from_raw(__v).is_recognized() {
                                            return Err(
                                                DecodeError::new(Rule::UnknownEnumValue, __at, &__C24),
                                            );
                                        }
                                        TelemetryClass::from_raw(__v)
                                    };
                                } else if S {
                                    return Err(
                                        DecodeError::new(Rule::ItemType, r.pos(), &__C23),
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
                    Some(3u64) => {
                        __f3 = Some({
                            let __at = r.pos();
                            let __n = r
                                .array_header((level + 1))
                                .map_err(|e| e.in_field(&__C25))?;
                            let __start = r.pos();
                            for _ in 0..__n {
                                if matches!(r.peek().map(u16::from), Some(0x60..= 0x7f)) {
                                    let _ = {
                                        let __at = r.pos();
                                        let __v = r.tstr().map_err(|e| e.in_field(&__C25))?;
                                        __v
                                    };
                                } else if S {
                                    return Err(
                                        DecodeError::new(Rule::ItemType, r.pos(), &__C25),
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
                    Some(4u64) => {
                        __f4 = Some({
                            let __at = r.pos();
                            let __n = r
                                .array_header((level + 1))
                                .map_err(|e| e.in_field(&__C26))?;
                            let __start = r.pos();
                            for _ in 0..__n {
                                if matches!(r.peek().map(u16::from), Some(0x60..= 0x7f)) {
                                    let _ = {
                                        let __at = r.pos();
                                        let __v = r.tstr().map_err(|e| e.in_field(&__C26))?;
                                        __v
                                    };
                                } else if S {
                                    return Err(
                                        DecodeError::new(Rule::ItemType, r.pos(), &__C26),
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
                    Some(5u64) => {
                        __f5 = Some({
                            let __at = r.pos();
                            let __v = r.uint().map_err(|e| e.in_field(&__C27))?;
                            __v
                        });
                    }
                    Some(6u64) => {
                        __f6 = Some({
                            let __at = r.pos();
                            let __v = r.uint().map_err(|e| e.in_field(&__C28))?;
                            __v
                        });
                    }
                    Some(7u64) => {
                        __f7 = Some({
                            let __at = r.pos();
                            let __v = r.uint().map_err(|e| e.in_field(&__C29))?;
                            if S
                                && !(1i128..=18446744073709551615i128)
                                    .contains(&(__v as i128))
                            {
                                return Err(DecodeError::new(Rule::Range, __at, &__C29));
                            }
                            __v
                        });
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C13));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C14));
                }
            };
            let __f7 = match __f7 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C29));
                }
            };
            let __v = Subscribe {
                corr: __f1,
                classes: __f2,
                names: __f3,
                domains: __f4,
                min_severity: __f5,
                max_rate_mhz: __f6,
                credit: __f7,
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C14));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C14));
                }
            }
            if let Some(__x) = &self.classes {
                for __it in __x.iter() {
                    if S && !TelemetryClass::from_raw((&__it).raw()).is_recognized() {
                        return Err(DecodeError::new(Rule::UnknownEnumValue, 0, &__C24));
                    }
                }
            }
            if let Some(__x) = &self.names {
                for __it in __x.iter() {}
            }
            if let Some(__x) = &self.domains {
                for __it in __x.iter() {}
            }
            if let Some(__x) = &self.min_severity {}
            if let Some(__x) = &self.max_rate_mhz {}
            {
                let __x = &self.credit;
                if S && !(1i128..=18446744073709551615i128).contains(&((*__x) as i128)) {
                    return Err(DecodeError::new(Rule::Range, 0, &__C29));
                }
            }
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            3u64 + u64::from(self.classes.is_some()) + u64::from(self.names.is_some())
                + u64::from(self.domains.is_some())
                + u64::from(self.min_severity.is_some())
                + u64::from(self.max_rate_mhz.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&257u64)
                + {
                    let __x = &self.corr;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.classes {
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.names {
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.domains {
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.min_severity {
                    p::uint_len(5u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.max_rate_mhz {
                    p::uint_len(6u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + {
                    let __x = &self.credit;
                    p::uint_len(7u64) + rt::Elem::encoded_len(__x)
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
            if let Some(__x) = &self.classes {
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.names {
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.domains {
                p::write_uint(out, 4u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.min_severity {
                p::write_uint(out, 5u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.max_rate_mhz {
                p::write_uint(out, 6u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.credit;
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
            v.push(("frame_kind", rt::FieldValue::Uint(257u64)));
            {
                let __x = &self.corr;
                v.push(("corr", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.classes {
                v.push(("classes", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.names {
                v.push(("names", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.domains {
                v.push(("domains", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.min_severity {
                v.push(("min_severity", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.max_rate_mhz {
                v.push(("max_rate_mhz", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.credit;
                v.push(("credit", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_SUBSCRIBE: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Array(&p::ScanNode::Value)),
            (3u64, p::ScanNode::Array(&p::ScanNode::Value)),
            (4u64, p::ScanNode::Array(&p::ScanNode::Value)),
            (5u64, p::ScanNode::Value),
            (6u64, p::ScanNode::Value),
            (7u64, p::ScanNode::Value),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_SUBSCRIBE_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (2u64, p::ScanNode::Array(&p::ScanNode::Value)),
            (3u64, p::ScanNode::Array(&p::ScanNode::Value)),
            (4u64, p::ScanNode::Array(&p::ScanNode::Value)),
            (5u64, p::ScanNode::Value),
            (6u64, p::ScanNode::Value),
            (7u64, p::ScanNode::Value),
        ],
    };
    /// TELEMETRY_SUB_ACK (`0x0102`), a result (§6.2). Accepts a subscription; returns the subscription id, effective credit and accepted classes. Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct SubAck<'a> {
        /// `corr` (key 1, bstr, required, §4.1).
        pub corr: &'a [u8],
        /// `sub_id` (key 2, bstr, required, §6.2).
        pub sub_id: &'a [u8],
        /// `credit` (key 3, uint, required, §6.2).
        pub credit: u64,
        /// `classes` (key 4, array of enum telemetry_class, optional, §6.2). disclosed only when the responder chooses to
        pub classes: Option<Array<'a, TelemetryClass>>,
    }
    impl<'a> SubAck<'a> {
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_SUBACK)),
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
            let mut __f4: Option<Array<'a, TelemetryClass>> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 2u8]) {
                            __f0 = true;
                        } else {
                            let __v = r.uint().map_err(|e| e.in_field(&__C13))?;
                            if true && __v != 258u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C13),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        __f1 = Some({
                            let __at = r.pos();
                            let __v = r.bstr().map_err(|e| e.in_field(&__C14))?;
                            if true && __v.is_empty() {
                                return Err(DecodeError::new(Rule::Empty, __at, &__C14));
                            }
                            if S && (__v.len() < 1 || __v.len() > 64) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C14));
                            }
                            __v
                        });
                    }
                    Some(2u64) => {
                        __f2 = Some({
                            let __at = r.pos();
                            let __v = r.bstr().map_err(|e| e.in_field(&__C15))?;
                            if S && (__v.len() < 1 || __v.len() > 32) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C15));
                            }
                            __v
                        });
                    }
                    Some(3u64) => {
                        __f3 = Some({
                            let __at = r.pos();
                            let __v = r.uint().map_err(|e| e.in_field(&__C29))?;
                            if S
                                && !(1i128..=18446744073709551615i128)
                                    .contains(&(__v as i128))
                            {
                                return Err(DecodeError::new(Rule::Range, __at, &__C29));
                            }
                            __v
                        });
                    }
                    Some(4u64) => {
                        __f4 = Some({
                            let __at = r.pos();
                            let __n = r
                                .array_header((level + 1))
                                .map_err(|e| e.in_field(&__C23))?;
                            let __start = r.pos();
                            for _ in 0..__n {
                                if matches!(r.peek().map(u16::from), Some(0x00..= 0x1f)) {
                                    let _ = {
                                        let __at = r.pos();
                                        let __v = r.uint().map_err(|e| e.in_field(&__C23))?;
                                        if S && !TelemetryClass::from_raw(__v).is_recognized() {
                                            return Err(
                                                DecodeError::new(Rule::UnknownEnumValue, __at, &__C24),
                                            );
                                        }
                                        TelemetryClass::from_raw(__v)
                                    };
                                } else if S {
                                    return Err(
                                        DecodeError::new(Rule::ItemType, r.pos(), &__C23),
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C13));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C14));
                }
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C15));
                }
            };
            let __f3 = match __f3 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C29));
                }
            };
            let __v = SubAck {
                corr: __f1,
                sub_id: __f2,
                credit: __f3,
                classes: __f4,
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C14));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C14));
                }
            }
            {
                let __x = &self.sub_id;
                if S && (__x.len() < 1 || __x.len() > 32) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C15));
                }
            }
            {
                let __x = &self.credit;
                if S && !(1i128..=18446744073709551615i128).contains(&((*__x) as i128)) {
                    return Err(DecodeError::new(Rule::Range, 0, &__C29));
                }
            }
            if let Some(__x) = &self.classes {
                for __it in __x.iter() {
                    if S && !TelemetryClass::from_raw((&__it).raw()).is_recognized() {
                        return Err(DecodeError::new(Rule::UnknownEnumValue, 0, &__C24));
                    }
                }
            }
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            4u64 + u64::from(self.classes.is_some())
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
                    let __x = &self.sub_id;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.credit;
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.classes {
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
                let __x = &self.sub_id;
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.credit;
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.classes {
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
                let __x = &self.sub_id;
                v.push(("sub_id", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.credit;
                v.push(("credit", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.classes {
                v.push(("classes", rt::Elem::field_value(__x)));
            }
            v
        }
        /// The cross-frame rules against the originating TELEMETRY_SUBSCRIBE (only when the caller supplies it).
        pub fn check_against_subscribe(
            &self,
            request: &Subscribe<'_>,
            profile: Profile,
        ) -> Result<(), DecodeError> {
            match profile {
                Profile::Strict => self.__check_against_subscribe::<true>(request),
                Profile::Minimum => self.__check_against_subscribe::<false>(request),
            }
        }
        fn __check_against_subscribe<const S: bool>(
            &self,
            request: &Subscribe<'_>,
        ) -> Result<(), DecodeError> {
            if S && p::armed(rt::Rule::CrossRelation)
                && {
                    (true)
                        && match (
                            Some(&self.credit).map(|__e| (*__e) as i128),
                            Some(&request.credit).map(|__e| (*__e) as i128),
                        ) {
                            (Some(__l), Some(__r)) => !(__l <= __r),
                            _ => false,
                        }
                }
            {
                return Err(DecodeError::new(rt::Rule::CrossRelation, 0, &__C30));
            }
            if S && p::armed(rt::Rule::CrossRelation)
                && {
                    (true)
                        && match (self.classes.as_ref(), request.classes.as_ref()) {
                            (Some(__l), Some(__r)) => {
                                __l.iter().any(|__x| !__r.iter().any(|__y| __y == __x))
                            }
                            _ => false,
                        }
                }
            {
                return Err(DecodeError::new(rt::Rule::CrossRelation, 0, &__C31));
            }
            Ok(())
        }
    }
    #[doc(hidden)]
    pub static __SCAN_SUBACK: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Array(&p::ScanNode::Value)),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_SUBACK_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Array(&p::ScanNode::Value)),
        ],
    };
    /// TELEMETRY_UNSUBSCRIBE (`0x0103`), a notification (§6.3). Cancels a subscription; echoes its corr; no reply (idempotent: an unknown sub_id is ignored). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct Unsubscribe<'a> {
        /// `corr` (key 1, bstr, required, §4.1).
        pub corr: &'a [u8],
        /// `sub_id` (key 2, bstr, required, §6.3).
        pub sub_id: &'a [u8],
    }
    impl<'a> Unsubscribe<'a> {
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_UNSUBSCRIBE)),
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
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 3u8]) {
                            __f0 = true;
                        } else {
                            let __v = r.uint().map_err(|e| e.in_field(&__C13))?;
                            if true && __v != 259u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C13),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        __f1 = Some({
                            let __at = r.pos();
                            let __v = r.bstr().map_err(|e| e.in_field(&__C14))?;
                            if true && __v.is_empty() {
                                return Err(DecodeError::new(Rule::Empty, __at, &__C14));
                            }
                            if S && (__v.len() < 1 || __v.len() > 64) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C14));
                            }
                            __v
                        });
                    }
                    Some(2u64) => {
                        __f2 = Some({
                            let __at = r.pos();
                            let __v = r.bstr().map_err(|e| e.in_field(&__C15))?;
                            if S && (__v.len() < 1 || __v.len() > 32) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C15));
                            }
                            __v
                        });
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C13));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C14));
                }
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C15));
                }
            };
            let __v = Unsubscribe {
                corr: __f1,
                sub_id: __f2,
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C14));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C14));
                }
            }
            {
                let __x = &self.sub_id;
                if S && (__x.len() < 1 || __x.len() > 32) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C15));
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
                + rt::Elem::encoded_len(&259u64)
                + {
                    let __x = &self.corr;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.sub_id;
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
                let __x = &self.sub_id;
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
                let __x = &self.sub_id;
                v.push(("sub_id", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_UNSUBSCRIBE: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Value),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_UNSUBSCRIBE_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[(2u64, p::ScanNode::Value)],
    };
    /// TELEMETRY_CREDIT (`0x0104`), a notification (§7). Consumer replenishes per-subscription report credit; the value is added to the remaining grant. Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct Credit<'a> {
        /// `corr` (key 1, bstr, required, §4.1).
        pub corr: &'a [u8],
        /// `sub_id` (key 2, bstr, required, §7).
        pub sub_id: &'a [u8],
        /// `credit` (key 3, uint, required, §7). added to the producer's remaining credit (no lower bound stated)
        pub credit: u64,
        /// `high_water` (key 4, uint, optional, §7). advisory ceiling on the accumulated outstanding grant
        pub high_water: Option<u64>,
    }
    impl<'a> Credit<'a> {
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_CREDIT)),
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
            let mut __f4: Option<u64> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 4u8]) {
                            __f0 = true;
                        } else {
                            let __v = r.uint().map_err(|e| e.in_field(&__C13))?;
                            if true && __v != 260u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C13),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        __f1 = Some({
                            let __at = r.pos();
                            let __v = r.bstr().map_err(|e| e.in_field(&__C14))?;
                            if true && __v.is_empty() {
                                return Err(DecodeError::new(Rule::Empty, __at, &__C14));
                            }
                            if S && (__v.len() < 1 || __v.len() > 64) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C14));
                            }
                            __v
                        });
                    }
                    Some(2u64) => {
                        __f2 = Some({
                            let __at = r.pos();
                            let __v = r.bstr().map_err(|e| e.in_field(&__C15))?;
                            if S && (__v.len() < 1 || __v.len() > 32) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C15));
                            }
                            __v
                        });
                    }
                    Some(3u64) => {
                        __f3 = Some({
                            let __at = r.pos();
                            let __v = r.uint().map_err(|e| e.in_field(&__C29))?;
                            __v
                        });
                    }
                    Some(4u64) => {
                        __f4 = Some({
                            let __at = r.pos();
                            let __v = r.uint().map_err(|e| e.in_field(&__C32))?;
                            __v
                        });
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C13));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C14));
                }
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C15));
                }
            };
            let __f3 = match __f3 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C29));
                }
            };
            let __v = Credit {
                corr: __f1,
                sub_id: __f2,
                credit: __f3,
                high_water: __f4,
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C14));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C14));
                }
            }
            {
                let __x = &self.sub_id;
                if S && (__x.len() < 1 || __x.len() > 32) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C15));
                }
            }
            {
                let __x = &self.credit;
            }
            if let Some(__x) = &self.high_water {}
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            4u64 + u64::from(self.high_water.is_some())
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
                    let __x = &self.sub_id;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.credit;
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.high_water {
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
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
                let __x = &self.sub_id;
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.credit;
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.high_water {
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
            v.push(("frame_kind", rt::FieldValue::Uint(260u64)));
            {
                let __x = &self.corr;
                v.push(("corr", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.sub_id;
                v.push(("sub_id", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.credit;
                v.push(("credit", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.high_water {
                v.push(("high_water", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_CREDIT: p::Scan = p::Scan {
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
    pub static __SCAN_CREDIT_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Value),
        ],
    };
    /// TELEMETRY_ERROR (`0x0105`), a error (§8). Structured failure of a subscribe or credit request; echoes that request's corr. Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct ErrorFrame<'a> {
        /// `corr` (key 1, bstr, required, §4.1).
        pub corr: &'a [u8],
        /// `code` (key 2, enum error_code, required, §8).
        pub code: ErrorCode,
        /// `reason` (key 3, tstr, optional, §8). advisory, peer-safe; MUST NOT be relied on for control flow (§10)
        pub reason: Option<&'a str>,
        /// `sub_id` (key 4, bstr, optional, §8). the affected subscription, when applicable
        pub sub_id: Option<&'a [u8]>,
    }
    impl<'a> ErrorFrame<'a> {
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
            let mut __f4: Option<&'a [u8]> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 5u8]) {
                            __f0 = true;
                        } else {
                            let __v = r.uint().map_err(|e| e.in_field(&__C13))?;
                            if true && __v != 261u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C13),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        __f1 = Some({
                            let __at = r.pos();
                            let __v = r.bstr().map_err(|e| e.in_field(&__C14))?;
                            if true && __v.is_empty() {
                                return Err(DecodeError::new(Rule::Empty, __at, &__C14));
                            }
                            if S && (__v.len() < 1 || __v.len() > 64) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C14));
                            }
                            __v
                        });
                    }
                    Some(2u64) => {
                        __f2 = Some({
                            let __at = r.pos();
                            let __v = r.uint().map_err(|e| e.in_field(&__C33))?;
                            ErrorCode::from_raw(__v)
                        });
                    }
                    Some(3u64) => {
                        __f3 = Some({
                            let __at = r.pos();
                            let __v = r.tstr().map_err(|e| e.in_field(&__C34))?;
                            __v
                        });
                    }
                    Some(4u64) => {
                        __f4 = Some({
                            let __at = r.pos();
                            let __v = r.bstr().map_err(|e| e.in_field(&__C15))?;
                            if S && (__v.len() < 1 || __v.len() > 32) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C15));
                            }
                            __v
                        });
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C13));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C14));
                }
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C33));
                }
            };
            let __v = ErrorFrame {
                corr: __f1,
                code: __f2,
                reason: __f3,
                sub_id: __f4,
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C14));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C14));
                }
            }
            {
                let __x = &self.code;
            }
            if let Some(__x) = &self.reason {}
            if let Some(__x) = &self.sub_id {
                if S && (__x.len() < 1 || __x.len() > 32) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C15));
                }
            }
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            3u64 + u64::from(self.reason.is_some()) + u64::from(self.sub_id.is_some())
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
                    let __x = &self.code;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.reason {
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.sub_id {
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
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
                let __x = &self.code;
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.reason {
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.sub_id {
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
            v.push(("frame_kind", rt::FieldValue::Uint(261u64)));
            {
                let __x = &self.corr;
                v.push(("corr", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.code;
                v.push(("code", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.reason {
                v.push(("reason", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.sub_id {
                v.push(("sub_id", rt::Elem::field_value(__x)));
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
    /// The channel's frame types (§3).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
    #[repr(u16)]
    #[non_exhaustive]
    pub enum FrameType {
        /// `0x0100` TELEMETRY_REPORT (§5)
        Report = 256,
        /// `0x0101` TELEMETRY_SUBSCRIBE (§6.1)
        Subscribe = 257,
        /// `0x0102` TELEMETRY_SUB_ACK (§6.2)
        SubAck = 258,
        /// `0x0103` TELEMETRY_UNSUBSCRIBE (§6.3)
        Unsubscribe = 259,
        /// `0x0104` TELEMETRY_CREDIT (§7)
        Credit = 260,
        /// `0x0105` TELEMETRY_ERROR (§8)
        ErrorFrame = 261,
    }
    impl FrameType {
        /// Every frame type, in schema order.
        pub const ALL: [FrameType; 6] = [
            FrameType::Report,
            FrameType::Subscribe,
            FrameType::SubAck,
            FrameType::Unsubscribe,
            FrameType::Credit,
            FrameType::ErrorFrame,
        ];
        /// The frame type with this code.
        pub const fn from_u16(v: u16) -> Option<Self> {
            match v {
                256 => Some(FrameType::Report),
                257 => Some(FrameType::Subscribe),
                258 => Some(FrameType::SubAck),
                259 => Some(FrameType::Unsubscribe),
                260 => Some(FrameType::Credit),
                261 => Some(FrameType::ErrorFrame),
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
                FrameType::Report => "TELEMETRY_REPORT",
                FrameType::Subscribe => "TELEMETRY_SUBSCRIBE",
                FrameType::SubAck => "TELEMETRY_SUB_ACK",
                FrameType::Unsubscribe => "TELEMETRY_UNSUBSCRIBE",
                FrameType::Credit => "TELEMETRY_CREDIT",
                FrameType::ErrorFrame => "TELEMETRY_ERROR",
            }
        }
        /// The frame type with this spec name.
        pub fn from_name(name: &str) -> Option<Self> {
            match name {
                "TELEMETRY_REPORT" => Some(FrameType::Report),
                "TELEMETRY_SUBSCRIBE" => Some(FrameType::Subscribe),
                "TELEMETRY_SUB_ACK" => Some(FrameType::SubAck),
                "TELEMETRY_UNSUBSCRIBE" => Some(FrameType::Unsubscribe),
                "TELEMETRY_CREDIT" => Some(FrameType::Credit),
                "TELEMETRY_ERROR" => Some(FrameType::ErrorFrame),
                _ => None,
            }
        }
        /// The frame's role.
        pub const fn role(self) -> rt::Role {
            match self {
                FrameType::Report => rt::Role::Event,
                FrameType::Subscribe => rt::Role::Request,
                FrameType::SubAck => rt::Role::Result,
                FrameType::Unsubscribe => rt::Role::Notification,
                FrameType::Credit => rt::Role::Notification,
                FrameType::ErrorFrame => rt::Role::Error,
            }
        }
        /// The spec section defining the frame.
        pub const fn section(self) -> &'static str {
            match self {
                FrameType::Report => "§5",
                FrameType::Subscribe => "§6.1",
                FrameType::SubAck => "§6.2",
                FrameType::Unsubscribe => "§6.3",
                FrameType::Credit => "§7",
                FrameType::ErrorFrame => "§8",
            }
        }
        /// Whether the frame carries the correlation key.
        pub const fn has_corr(self) -> bool {
            match self {
                FrameType::Report => true,
                FrameType::Subscribe => true,
                FrameType::SubAck => true,
                FrameType::Unsubscribe => true,
                FrameType::Credit => true,
                FrameType::ErrorFrame => true,
            }
        }
        /// Whether an implementation may omit this operation.
        pub const fn is_optional(self) -> bool {
            match self {
                FrameType::Report => false,
                FrameType::Subscribe => false,
                FrameType::SubAck => false,
                FrameType::Unsubscribe => false,
                FrameType::Credit => false,
                FrameType::ErrorFrame => false,
            }
        }
        /// Frame types that can answer this one (in any reply pattern).
        pub const fn replies(self) -> &'static [FrameType] {
            match self {
                FrameType::Report => &[],
                FrameType::Subscribe => &[FrameType::SubAck, FrameType::ErrorFrame],
                FrameType::SubAck => &[],
                FrameType::Unsubscribe => &[],
                FrameType::Credit => &[FrameType::ErrorFrame],
                FrameType::ErrorFrame => &[],
            }
        }
        /// Frame types this one answers.
        pub const fn answers(self) -> &'static [FrameType] {
            match self {
                FrameType::Report => &[],
                FrameType::Subscribe => &[],
                FrameType::SubAck => &[FrameType::Subscribe],
                FrameType::Unsubscribe => &[],
                FrameType::Credit => &[],
                FrameType::ErrorFrame => &[FrameType::Subscribe, FrameType::Credit],
            }
        }
        /// Requests this frame withdraws by their corr.
        pub const fn withdraws(self) -> &'static [FrameType] {
            match self {
                FrameType::Report => &[],
                FrameType::Subscribe => &[],
                FrameType::SubAck => &[],
                FrameType::Unsubscribe => &[FrameType::Subscribe],
                FrameType::Credit => &[],
                FrameType::ErrorFrame => &[],
            }
        }
    }
    /// Any frame of the channel.
    #[derive(Debug, Clone, PartialEq)]
    #[non_exhaustive]
    pub enum Frame<'a> {
        ///A frame of this type.
        Report(Report<'a>),
        ///A frame of this type.
        Subscribe(Subscribe<'a>),
        ///A frame of this type.
        SubAck(SubAck<'a>),
        ///A frame of this type.
        Unsubscribe(Unsubscribe<'a>),
        ///A frame of this type.
        Credit(Credit<'a>),
        ///A frame of this type.
        ErrorFrame(ErrorFrame<'a>),
    }
    impl<'a> Frame<'a> {
        /// The frame type.
        pub const fn frame_type(&self) -> FrameType {
            match self {
                Frame::Report(_) => FrameType::Report,
                Frame::Subscribe(_) => FrameType::Subscribe,
                Frame::SubAck(_) => FrameType::SubAck,
                Frame::Unsubscribe(_) => FrameType::Unsubscribe,
                Frame::Credit(_) => FrameType::Credit,
                Frame::ErrorFrame(_) => FrameType::ErrorFrame,
            }
        }
        /// The correlation key, for frames that carry one.
        pub fn corr(&self) -> Option<rt::Corr<'a>> {
            match self {
                Frame::Report(x) => x.corr.map(rt::Corr::Bytes),
                Frame::Subscribe(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::SubAck(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::Unsubscribe(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::Credit(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::ErrorFrame(x) => Some(rt::Corr::Bytes(x.corr)),
            }
        }
        /// Whether this frame expects a reply (its reply patterns and `reply_when`).
        pub fn expects_reply(&self) -> bool {
            match self {
                Frame::Report(x) => false && (true),
                Frame::Subscribe(x) => true && (true),
                Frame::SubAck(x) => false && (true),
                Frame::Unsubscribe(x) => false && (true),
                Frame::Credit(x) => true && (true),
                Frame::ErrorFrame(x) => false && (true),
            }
        }
        /// See the frame's `validate`.
        pub fn validate(&self) -> Result<(), DecodeError> {
            match self {
                Frame::Report(x) => x.validate(),
                Frame::Subscribe(x) => x.validate(),
                Frame::SubAck(x) => x.validate(),
                Frame::Unsubscribe(x) => x.validate(),
                Frame::Credit(x) => x.validate(),
                Frame::ErrorFrame(x) => x.validate(),
            }
        }
        /// See the frame's `validate_with`.
        pub fn validate_with(&self, profile: Profile) -> Result<(), DecodeError> {
            match self {
                Frame::Report(x) => x.validate_with(profile),
                Frame::Subscribe(x) => x.validate_with(profile),
                Frame::SubAck(x) => x.validate_with(profile),
                Frame::Unsubscribe(x) => x.validate_with(profile),
                Frame::Credit(x) => x.validate_with(profile),
                Frame::ErrorFrame(x) => x.validate_with(profile),
            }
        }
        /// Exact size of the canonical encoding.
        pub fn encoded_len(&self) -> usize {
            match self {
                Frame::Report(x) => x.encoded_len(),
                Frame::Subscribe(x) => x.encoded_len(),
                Frame::SubAck(x) => x.encoded_len(),
                Frame::Unsubscribe(x) => x.encoded_len(),
                Frame::Credit(x) => x.encoded_len(),
                Frame::ErrorFrame(x) => x.encoded_len(),
            }
        }
        /// The canonical encoding.
        pub fn encode<W: Sink>(&self, out: &mut W) {
            match self {
                Frame::Report(x) => x.encode(out),
                Frame::Subscribe(x) => x.encode(out),
                Frame::SubAck(x) => x.encode(out),
                Frame::Unsubscribe(x) => x.encode(out),
                Frame::Credit(x) => x.encode(out),
                Frame::ErrorFrame(x) => x.encode(out),
            }
        }
        /// Encode into a caller's buffer.
        pub fn encode_to_slice(
            &self,
            buf: &mut [u8],
        ) -> Result<usize, rt::BufferTooSmall> {
            match self {
                Frame::Report(x) => x.encode_to_slice(buf),
                Frame::Subscribe(x) => x.encode_to_slice(buf),
                Frame::SubAck(x) => x.encode_to_slice(buf),
                Frame::Unsubscribe(x) => x.encode_to_slice(buf),
                Frame::Credit(x) => x.encode_to_slice(buf),
                Frame::ErrorFrame(x) => x.encode_to_slice(buf),
            }
        }
        /// The canonical encoding in a new vector.
        #[cfg(feature = "alloc")]
        pub fn to_vec(&self) -> alloc::vec::Vec<u8> {
            match self {
                Frame::Report(x) => x.to_vec(),
                Frame::Subscribe(x) => x.to_vec(),
                Frame::SubAck(x) => x.to_vec(),
                Frame::Unsubscribe(x) => x.to_vec(),
                Frame::Credit(x) => x.to_vec(),
                Frame::ErrorFrame(x) => x.to_vec(),
            }
        }
        /// Present fields by schema name.
        #[cfg(feature = "alloc")]
        pub fn fields(&self) -> alloc::vec::Vec<(&'static str, rt::FieldValue<'a>)> {
            match self {
                Frame::Report(x) => x.fields(),
                Frame::Subscribe(x) => x.fields(),
                Frame::SubAck(x) => x.fields(),
                Frame::Unsubscribe(x) => x.fields(),
                Frame::Credit(x) => x.fields(),
                Frame::ErrorFrame(x) => x.fields(),
            }
        }
    }
    impl<'a> From<Report<'a>> for Frame<'a> {
        fn from(x: Report<'a>) -> Self {
            Frame::Report(x)
        }
    }
    impl<'a> From<Subscribe<'a>> for Frame<'a> {
        fn from(x: Subscribe<'a>) -> Self {
            Frame::Subscribe(x)
        }
    }
    impl<'a> From<SubAck<'a>> for Frame<'a> {
        fn from(x: SubAck<'a>) -> Self {
            Frame::SubAck(x)
        }
    }
    impl<'a> From<Unsubscribe<'a>> for Frame<'a> {
        fn from(x: Unsubscribe<'a>) -> Self {
            Frame::Unsubscribe(x)
        }
    }
    impl<'a> From<Credit<'a>> for Frame<'a> {
        fn from(x: Credit<'a>) -> Self {
            Frame::Credit(x)
        }
    }
    impl<'a> From<ErrorFrame<'a>> for Frame<'a> {
        fn from(x: ErrorFrame<'a>) -> Self {
            Frame::ErrorFrame(x)
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
            Some(FrameType::Report) => {
                Report::decode_with(payload, profile).map(Frame::Report)
            }
            Some(FrameType::Subscribe) => {
                Subscribe::decode_with(payload, profile).map(Frame::Subscribe)
            }
            Some(FrameType::SubAck) => {
                SubAck::decode_with(payload, profile).map(Frame::SubAck)
            }
            Some(FrameType::Unsubscribe) => {
                Unsubscribe::decode_with(payload, profile).map(Frame::Unsubscribe)
            }
            Some(FrameType::Credit) => {
                Credit::decode_with(payload, profile).map(Frame::Credit)
            }
            Some(FrameType::ErrorFrame) => {
                ErrorFrame::decode_with(payload, profile).map(Frame::ErrorFrame)
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
            (Frame::Subscribe(q), Frame::SubAck(s)) => {
                s.check_against_subscribe(q, profile)?
            }
            _ => {}
        }
        Ok(reply)
    }
    static __FRAMES: [rt::FrameInfo; 6] = [
        rt::FrameInfo {
            code: 256,
            name: "TELEMETRY_REPORT",
            role: rt::Role::Event,
            has_corr: true,
            section: "§5",
        },
        rt::FrameInfo {
            code: 257,
            name: "TELEMETRY_SUBSCRIBE",
            role: rt::Role::Request,
            has_corr: true,
            section: "§6.1",
        },
        rt::FrameInfo {
            code: 258,
            name: "TELEMETRY_SUB_ACK",
            role: rt::Role::Result,
            has_corr: true,
            section: "§6.2",
        },
        rt::FrameInfo {
            code: 259,
            name: "TELEMETRY_UNSUBSCRIBE",
            role: rt::Role::Notification,
            has_corr: true,
            section: "§6.3",
        },
        rt::FrameInfo {
            code: 260,
            name: "TELEMETRY_CREDIT",
            role: rt::Role::Notification,
            has_corr: true,
            section: "§7",
        },
        rt::FrameInfo {
            code: 261,
            name: "TELEMETRY_ERROR",
            role: rt::Role::Error,
            has_corr: true,
            section: "§8",
        },
    ];
    /// Static facts about the channel.
    pub static INFO: rt::ChannelInfo = rt::ChannelInfo {
        id: CHANNEL_ID,
        module: "telemetry",
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
                Some(FrameType::Report) => {
                    Report::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: x.corr.map(rt::Corr::Bytes),
                        },
                    )
                }
                Some(FrameType::Subscribe) => {
                    Subscribe::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Bytes(x.corr)),
                        },
                    )
                }
                Some(FrameType::SubAck) => {
                    SubAck::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Bytes(x.corr)),
                        },
                    )
                }
                Some(FrameType::Unsubscribe) => {
                    Unsubscribe::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Bytes(x.corr)),
                        },
                    )
                }
                Some(FrameType::Credit) => {
                    Credit::__check_with(
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
                    value: 2u64,
                    name: Some("kind_mismatch"),
                }
            }
            rt::FailClass::UnknownOperation => rt::Outcome::CoreFrame(5),
            _ => {
                rt::Outcome::Code {
                    value: 1u64,
                    name: Some("malformed_payload"),
                }
            }
        }
    }
    impl<'a> ErrorFrame<'a> {
        /// Build the TELEMETRY_ERROR reply to a failed request: echoes the correlation key and carries only the generic message for `code` (§10). Optional fields start empty.
        pub fn reply(corr: &'a [u8], code: ErrorCode) -> Self {
            ErrorFrame {
                corr: corr,
                code: code,
                reason: None,
                sub_id: None,
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
