/// NPAMP-SENSORY (Sensory, channel 0x0009): generated from `schema/sensory.yaml` (Bulk telemetry and low-priority observations).
#[allow(
    clippy::all,
    unused_imports,
    unused_variables,
    unused_mut,
    unused_parens,
    unreachable_code,
    non_camel_case_types
)]
pub mod sensory {
    use crate::rt as rt;
    use rt::__private as p;
    use rt::{Array, DecodeError, Item, Map, Profile, RawMap, Rule, Sink};
    /// Channel id 0x0009 (Sensory, §2).
    pub const CHANNEL_ID: u16 = 9;
    /// The channel's name.
    pub const CHANNEL_NAME: &str = "Sensory";
    /// The channel's purpose (§2).
    pub const CHANNEL_PURPOSE: &str = "Bulk telemetry and low-priority observations";
    /// The spec this module implements.
    pub const SPEC: &str = "NPAMP-SENSORY";
    /// The spec revision.
    pub const SPEC_REVISION: &str = "draft-bubblefish-npamp-02";
    /// Document id used in requirement ids (`<doc>/<section>/<slug>`).
    pub const DOC_ID: &str = "82";
    /// The channel is enabled only at this profile or higher (§2).
    pub const MINIMUM_PROFILE: &str = "High";
    /// Profiles at which the channel is available (§2).
    pub const PROFILES: &[&str] = &["High", "Sovereign"];
    /// The channel's direction (§2).
    pub const DIRECTION: &str = "Multi-stream";
    /// Largest payload the decoder accepts, in bytes (schema `limits`).
    pub const MAX_PAYLOAD: usize = 1048576;
    /// Deepest nesting the decoder accepts; the payload map is level 1 (schema `limits`).
    pub const MAX_DEPTH: usize = 16;
    /// Length bounds of the correlation key in bytes (§4.2).
    pub const CORR_LEN: core::ops::RangeInclusive<usize> = 1..=64;
    /// The schema file this module was generated from.
    pub const SCHEMA_SOURCE: &str = "schema/sensory.yaml";
    /// The schema text this module was generated from.
    pub const SCHEMA_YAML: &str = include_str!(
        concat!(env!("CARGO_MANIFEST_DIR"), "/../", "schema/sensory.yaml")
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
        field: Some("source_id"),
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
        field: Some("seq"),
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
        field: Some("unit_str"),
        rule_id: None,
        own: None,
    };
    static __C5: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("value"),
        rule_id: None,
        own: None,
    };
    static __C6: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("quality"),
        rule_id: None,
        own: None,
    };
    static __C7: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("unit_str"),
        rule_id: Some("unit-str-only-when-unregistered"),
        own: Some((rt::Basis::Strict, "§5.1")),
    };
    static __C8: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("frame_kind"),
        rule_id: None,
        own: None,
    };
    static __C9: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("corr"),
        rule_id: None,
        own: None,
    };
    static __C10: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("sub_id"),
        rule_id: None,
        own: None,
    };
    static __C11: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("batch_seq"),
        rule_id: None,
        own: None,
    };
    static __C12: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("obs"),
        rule_id: None,
        own: None,
    };
    static __C13: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("sub_id"),
        rule_id: Some("observe-sub-id-iff-corr"),
        own: Some((rt::Basis::Strict, "§5")),
    };
    static __C14: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("sources"),
        rule_id: None,
        own: None,
    };
    static __C15: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("units"),
        rule_id: None,
        own: None,
    };
    static __C16: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("min_quality"),
        rule_id: None,
        own: None,
    };
    static __C17: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("max_rate_mhz"),
        rule_id: None,
        own: None,
    };
    static __C18: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("credit"),
        rule_id: None,
        own: None,
    };
    static __C19: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("credit"),
        rule_id: Some("subscribe-credit-at-least-one"),
        own: Some((rt::Basis::Strict, "§6.1")),
    };
    static __C20: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("credit"),
        rule_id: Some("sub-ack-credit-at-most-requested"),
        own: Some((rt::Basis::Strict, "§6.2")),
    };
    static __C21: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("high_water"),
        rule_id: None,
        own: None,
    };
    static __C22: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("code"),
        rule_id: None,
        own: None,
    };
    static __C23: p::Ctx = p::Ctx {
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
                ErrorCode::FilterUnsupported => Some("filter not supported"),
                ErrorCode::UnknownSubscription => Some("unknown subscription"),
                ErrorCode::SubscriptionRefused => Some("subscription refused"),
                ErrorCode::NotAdvertised => Some("channel not available"),
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
    /// Enum `quality` (§5.1). Unrecognized values are kept, never an error.
    #[derive(Debug, Clone, Copy)]
    #[non_exhaustive]
    pub enum Quality {
        /// `0x00` good (§5.1)
        Good,
        /// `0x01` uncertain (§5.1)
        Uncertain,
        /// `0x02` stale (§5.1)
        Stale,
        /// `0x03` bad (§5.1): bad / sensor-fault
        Bad,
        /// A value this revision does not name. Meaning: a quality this revision does not assign (no rule stated): never inferred to be good.
        Unrecognized(u64),
    }
    impl Quality {
        /// Every named value.
        pub const KNOWN: &'static [Quality] = &[
            Quality::Good,
            Quality::Uncertain,
            Quality::Stale,
            Quality::Bad,
        ];
        /// The value for a raw wire value (named when the schema names it).
        pub const fn from_raw(v: u64) -> Self {
            match v {
                0u64 => Quality::Good,
                1u64 => Quality::Uncertain,
                2u64 => Quality::Stale,
                3u64 => Quality::Bad,
                other => Quality::Unrecognized(other),
            }
        }
        /// The raw wire value.
        pub const fn raw(self) -> u64 {
            match self {
                Quality::Good => 0u64,
                Quality::Uncertain => 1u64,
                Quality::Stale => 2u64,
                Quality::Bad => 3u64,
                Quality::Unrecognized(v) => v,
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
                Quality::Good => Some("good"),
                Quality::Uncertain => Some("uncertain"),
                Quality::Stale => Some("stale"),
                Quality::Bad => Some("bad"),
                _ => None,
            }
        }
        /// The named value with this schema name.
        pub fn from_name(name: &str) -> Option<Self> {
            match name {
                "good" => Some(Quality::Good),
                "uncertain" => Some(Quality::Uncertain),
                "stale" => Some(Quality::Stale),
                "bad" => Some(Quality::Bad),
                _ => None,
            }
        }
    }
    impl PartialEq for Quality {
        fn eq(&self, o: &Self) -> bool {
            self.raw() == o.raw()
        }
    }
    impl Eq for Quality {}
    impl core::hash::Hash for Quality {
        fn hash<H: core::hash::Hasher>(&self, h: &mut H) {
            self.raw().hash(h)
        }
    }
    impl From<u64> for Quality {
        fn from(v: u64) -> Self {
            Self::from_raw(v)
        }
    }
    impl<'a> rt::Elem<'a> for Quality {
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
    /// Enum `unit` (§5.2). Unrecognized values are kept, never an error.
    #[derive(Debug, Clone, Copy)]
    #[non_exhaustive]
    pub enum Unit {
        /// `0x00` dimensionless (§5.2): dimensionless / count
        Dimensionless,
        /// `0x01` unregistered (§5.2): unregistered (see unit_str)
        Unregistered,
        /// `0x02` metre (§5.2)
        Metre,
        /// `0x03` metre_per_second (§5.2)
        MetrePerSecond,
        /// `0x04` metre_per_second_squared (§5.2)
        MetrePerSecondSquared,
        /// `0x05` radian (§5.2)
        Radian,
        /// `0x06` radian_per_second (§5.2)
        RadianPerSecond,
        /// `0x07` kelvin (§5.2)
        Kelvin,
        /// `0x08` pascal (§5.2)
        Pascal,
        /// `0x09` volt (§5.2)
        Volt,
        /// `0x0a` ampere (§5.2)
        Ampere,
        /// `0x0b` watt (§5.2)
        Watt,
        /// `0x0c` kilogram (§5.2)
        Kilogram,
        /// `0x0d` percent (§5.2): percent (0–100)
        Percent,
        /// `0x0e` ratio (§5.2): ratio (0.0–1.0)
        Ratio,
        /// `0x0f` lux (§5.2)
        Lux,
        /// `0x10` decibel (§5.2)
        Decibel,
        /// A value this revision does not name. Meaning: retain the observation and treat the unit as opaque; never drop the reading (the unit is advisory metadata, the value stands on its own).
        Unrecognized(u64),
    }
    impl Unit {
        /// Every named value.
        pub const KNOWN: &'static [Unit] = &[
            Unit::Dimensionless,
            Unit::Unregistered,
            Unit::Metre,
            Unit::MetrePerSecond,
            Unit::MetrePerSecondSquared,
            Unit::Radian,
            Unit::RadianPerSecond,
            Unit::Kelvin,
            Unit::Pascal,
            Unit::Volt,
            Unit::Ampere,
            Unit::Watt,
            Unit::Kilogram,
            Unit::Percent,
            Unit::Ratio,
            Unit::Lux,
            Unit::Decibel,
        ];
        /// The value for a raw wire value (named when the schema names it).
        pub const fn from_raw(v: u64) -> Self {
            match v {
                0u64 => Unit::Dimensionless,
                1u64 => Unit::Unregistered,
                2u64 => Unit::Metre,
                3u64 => Unit::MetrePerSecond,
                4u64 => Unit::MetrePerSecondSquared,
                5u64 => Unit::Radian,
                6u64 => Unit::RadianPerSecond,
                7u64 => Unit::Kelvin,
                8u64 => Unit::Pascal,
                9u64 => Unit::Volt,
                10u64 => Unit::Ampere,
                11u64 => Unit::Watt,
                12u64 => Unit::Kilogram,
                13u64 => Unit::Percent,
                14u64 => Unit::Ratio,
                15u64 => Unit::Lux,
                16u64 => Unit::Decibel,
                other => Unit::Unrecognized(other),
            }
        }
        /// The raw wire value.
        pub const fn raw(self) -> u64 {
            match self {
                Unit::Dimensionless => 0u64,
                Unit::Unregistered => 1u64,
                Unit::Metre => 2u64,
                Unit::MetrePerSecond => 3u64,
                Unit::MetrePerSecondSquared => 4u64,
                Unit::Radian => 5u64,
                Unit::RadianPerSecond => 6u64,
                Unit::Kelvin => 7u64,
                Unit::Pascal => 8u64,
                Unit::Volt => 9u64,
                Unit::Ampere => 10u64,
                Unit::Watt => 11u64,
                Unit::Kilogram => 12u64,
                Unit::Percent => 13u64,
                Unit::Ratio => 14u64,
                Unit::Lux => 15u64,
                Unit::Decibel => 16u64,
                Unit::Unrecognized(v) => v,
            }
        }
        /// Whether the schema names this value.
        pub const fn is_recognized(self) -> bool {
            matches!(
                self.raw(), 0u64 | 1u64 | 2u64 | 3u64 | 4u64 | 5u64 | 6u64 | 7u64 | 8u64
                | 9u64 | 10u64 | 11u64 | 12u64 | 13u64 | 14u64 | 15u64 | 16u64
            )
        }
        /// Whether the value lies in the range that requires specification to assign.
        pub const fn is_unassigned(self) -> bool {
            let v = self.raw();
            v >= 17u64 && v <= 32767u64
        }
        /// Whether the value lies in the private-use range.
        pub const fn is_private_use(self) -> bool {
            let v = self.raw();
            v >= 32768u64 && v <= 18446744073709551615u64
        }
        /// The spec section of the value table.
        pub const SECTION: &'static str = "§5.2";
        /// Whether an unrecognized value is refused (a strict enum).
        pub const STRICT: bool = false;
        /// The schema name of a named value.
        pub const fn name(self) -> Option<&'static str> {
            match self {
                Unit::Dimensionless => Some("dimensionless"),
                Unit::Unregistered => Some("unregistered"),
                Unit::Metre => Some("metre"),
                Unit::MetrePerSecond => Some("metre_per_second"),
                Unit::MetrePerSecondSquared => Some("metre_per_second_squared"),
                Unit::Radian => Some("radian"),
                Unit::RadianPerSecond => Some("radian_per_second"),
                Unit::Kelvin => Some("kelvin"),
                Unit::Pascal => Some("pascal"),
                Unit::Volt => Some("volt"),
                Unit::Ampere => Some("ampere"),
                Unit::Watt => Some("watt"),
                Unit::Kilogram => Some("kilogram"),
                Unit::Percent => Some("percent"),
                Unit::Ratio => Some("ratio"),
                Unit::Lux => Some("lux"),
                Unit::Decibel => Some("decibel"),
                _ => None,
            }
        }
        /// The named value with this schema name.
        pub fn from_name(name: &str) -> Option<Self> {
            match name {
                "dimensionless" => Some(Unit::Dimensionless),
                "unregistered" => Some(Unit::Unregistered),
                "metre" => Some(Unit::Metre),
                "metre_per_second" => Some(Unit::MetrePerSecond),
                "metre_per_second_squared" => Some(Unit::MetrePerSecondSquared),
                "radian" => Some(Unit::Radian),
                "radian_per_second" => Some(Unit::RadianPerSecond),
                "kelvin" => Some(Unit::Kelvin),
                "pascal" => Some(Unit::Pascal),
                "volt" => Some(Unit::Volt),
                "ampere" => Some(Unit::Ampere),
                "watt" => Some(Unit::Watt),
                "kilogram" => Some(Unit::Kilogram),
                "percent" => Some(Unit::Percent),
                "ratio" => Some(Unit::Ratio),
                "lux" => Some(Unit::Lux),
                "decibel" => Some(Unit::Decibel),
                _ => None,
            }
        }
    }
    impl PartialEq for Unit {
        fn eq(&self, o: &Self) -> bool {
            self.raw() == o.raw()
        }
    }
    impl Eq for Unit {}
    impl core::hash::Hash for Unit {
        fn hash<H: core::hash::Hasher>(&self, h: &mut H) {
            self.raw().hash(h)
        }
    }
    impl From<u64> for Unit {
        fn from(v: u64) -> Self {
            Self::from_raw(v)
        }
    }
    impl<'a> rt::Elem<'a> for Unit {
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
    /// One of the alternatives of `ObservationValue` (told apart by CBOR major type).
    #[derive(Debug, Clone, PartialEq)]
    pub enum ObservationValue<'a> {
        /// A int value.
        Int(i128),
        /// A float value.
        Float(f64),
        /// A bstr value.
        Bytes(&'a [u8]),
        /// A bool value.
        Bool(bool),
    }
    impl<'a> rt::Elem<'a> for ObservationValue<'a> {
        const RAW_CANONICAL: bool = true && <i128 as rt::Elem<'a>>::RAW_CANONICAL
            && <f64 as rt::Elem<'a>>::RAW_CANONICAL
            && <&'a [u8] as rt::Elem<'a>>::RAW_CANONICAL
            && <bool as rt::Elem<'a>>::RAW_CANONICAL;
        fn read(r: &mut p::Reader<'a>, level: usize) -> Result<Self, DecodeError> {
            match r.peek().map(u16::from) {
                Some(0x00..=0x3f) => {
                    <i128 as rt::Elem<'a>>::read(r, level).map(ObservationValue::Int)
                }
                Some(0xf9..=0xfb) => {
                    <f64 as rt::Elem<'a>>::read(r, level).map(ObservationValue::Float)
                }
                Some(0x40..=0x5f) => {
                    <&'a [u8] as rt::Elem<'a>>::read(r, level)
                        .map(ObservationValue::Bytes)
                }
                Some(0xf4 | 0xf5) => {
                    <bool as rt::Elem<'a>>::read(r, level).map(ObservationValue::Bool)
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
                ObservationValue::Int(x) => rt::Elem::write(x, out),
                ObservationValue::Float(x) => rt::Elem::write(x, out),
                ObservationValue::Bytes(x) => rt::Elem::write(x, out),
                ObservationValue::Bool(x) => rt::Elem::write(x, out),
            }
        }
        fn encoded_len(&self) -> usize {
            match self {
                ObservationValue::Int(x) => rt::Elem::encoded_len(x),
                ObservationValue::Float(x) => rt::Elem::encoded_len(x),
                ObservationValue::Bytes(x) => rt::Elem::encoded_len(x),
                ObservationValue::Bool(x) => rt::Elem::encoded_len(x),
            }
        }
        #[cfg(feature = "alloc")]
        fn field_value(&self) -> rt::FieldValue<'a> {
            match self {
                ObservationValue::Int(x) => rt::Elem::field_value(x),
                ObservationValue::Float(x) => rt::Elem::field_value(x),
                ObservationValue::Bytes(x) => rt::Elem::field_value(x),
                ObservationValue::Bool(x) => rt::Elem::field_value(x),
            }
        }
    }
    /// Record `observation` (§5.1). Each element of the `obs` array is a CBOR map with the following fields.
    #[derive(Debug, Clone, PartialEq)]
    pub struct Observation<'a> {
        /// `source_id` (key 0, bstr, required, §5.1). Opaque sensor/source identifier within the emitting peer's namespace.
        pub source_id: &'a [u8],
        /// `ts` (key 1, uint, required, §5.1). Observation time, in milliseconds since the Unix epoch (UTC).
        pub ts: u64,
        /// `seq` (key 2, uint, optional, §5.1). Strictly monotonic per-source_id sample counter, for gap detection within a source.
        pub seq: Option<u64>,
        /// `unit` (key 3, enum unit, required, §5.1).
        pub unit: Unit,
        /// `unit_str` (key 4, tstr, optional, §5.1). Free-form unit label (UCUM-style); advisory.
        pub unit_str: Option<&'a str>,
        /// `value` (key 5, int / float / bstr / bool, required, §5.1). The reading: a numeric scalar, a byte string for a packed or opaque reading, or a boolean. Exactly one CBOR value.
        pub value: ObservationValue<'a>,
        /// `quality` (key 6, enum quality, optional, §5.1).
        pub quality: Option<Quality>,
    }
    impl<'a> Observation<'a> {
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
            let mut __f2: Option<u64> = None;
            let mut __f3: Option<Unit> = None;
            let mut __f4: Option<&'a str> = None;
            let mut __f5: Option<ObservationValue<'a>> = None;
            let mut __f6: Option<Quality> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        __f0 = Some({
                            let __at = r.pos();
                            let __v = r.bstr().map_err(|e| e.in_field(&__C0))?;
                            if S && (__v.len() < 1 || __v.len() > 64) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C0));
                            }
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
                            __v
                        });
                    }
                    Some(3u64) => {
                        __f3 = Some({
                            let __at = r.pos();
                            let __v = r.uint().map_err(|e| e.in_field(&__C3))?;
                            Unit::from_raw(__v)
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
                            match r.peek().map(u16::from) {
                                Some(0x00..=0x3f) => {
                                    ObservationValue::Int({
                                        let __at = r.pos();
                                        let __v = r.int().map_err(|e| e.in_field(&__C5))?;
                                        __v
                                    })
                                }
                                Some(0xf9..=0xfb) => {
                                    ObservationValue::Float({
                                        let __at = r.pos();
                                        let __v = r.float().map_err(|e| e.in_field(&__C5))?;
                                        __v
                                    })
                                }
                                Some(0x40..=0x5f) => {
                                    ObservationValue::Bytes({
                                        let __at = r.pos();
                                        let __v = r.bstr().map_err(|e| e.in_field(&__C5))?;
                                        __v
                                    })
                                }
                                Some(0xf4 | 0xf5) => {
                                    ObservationValue::Bool({
                                        let __at = r.pos();
                                        r.bool().map_err(|e| e.in_field(&__C5))?
                                    })
                                }
                                _ => {
                                    r.head()?;
                                    return Err(DecodeError::new(Rule::WrongType, __at, &__C5));
                                }
                            }
                        });
                    }
                    Some(6u64) => {
                        __f6 = Some({
                            let __at = r.pos();
                            let __v = r.uint().map_err(|e| e.in_field(&__C6))?;
                            Quality::from_raw(__v)
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
            let __f3 = match __f3 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C3)),
            };
            let __f5 = match __f5 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C5)),
            };
            let __v = Observation {
                source_id: __f0,
                ts: __f1,
                seq: __f2,
                unit: __f3,
                unit_str: __f4,
                value: __f5,
                quality: __f6,
            };
            __v.__rules::<S>(__end)?;
            Ok(__v)
        }
        #[inline]
        fn __rules<const S: bool>(&self, __end: usize) -> Result<(), DecodeError> {
            if S && p::armed(rt::Rule::AbsentUnless)
                && {
                    (self.unit_str.as_ref().is_some())
                        && !(Some(&self.unit).is_some_and(|__c| __c.raw() == 1u64))
                }
            {
                return Err(DecodeError::new(rt::Rule::AbsentUnless, __end, &__C7));
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
                let __x = &self.source_id;
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C0));
                }
            }
            {
                let __x = &self.ts;
            }
            if let Some(__x) = &self.seq {}
            {
                let __x = &self.unit;
            }
            if let Some(__x) = &self.unit_str {}
            {
                let __x = &self.value;
                match __x {
                    ObservationValue::Int(__u) => {
                        if *__u < -(1i128 << 64) || *__u > i128::from(u64::MAX) {
                            return Err(DecodeError::new(Rule::Range, 0, &__C5));
                        }
                    }
                    ObservationValue::Float(__u) => {}
                    ObservationValue::Bytes(__u) => {}
                    ObservationValue::Bool(__u) => {}
                }
            }
            if let Some(__x) = &self.quality {}
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            4u64 + u64::from(self.seq.is_some()) + u64::from(self.unit_str.is_some())
                + u64::from(self.quality.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count())
                + {
                    let __x = &self.source_id;
                    p::uint_len(0u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.ts;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.seq {
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + {
                    let __x = &self.unit;
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.unit_str {
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + {
                    let __x = &self.value;
                    p::uint_len(5u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.quality {
                    p::uint_len(6u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            {
                let __x = &self.source_id;
                p::write_uint(out, 0u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.ts;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.seq {
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.unit;
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.unit_str {
                p::write_uint(out, 4u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.value;
                p::write_uint(out, 5u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.quality {
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
                let __x = &self.source_id;
                v.push(("source_id", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.ts;
                v.push(("ts", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.seq {
                v.push(("seq", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.unit;
                v.push(("unit", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.unit_str {
                v.push(("unit_str", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.value;
                v.push(("value", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.quality {
                v.push(("quality", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    impl<'a> rt::Elem<'a> for Observation<'a> {
        const RAW_CANONICAL: bool = false;
        fn read(r: &mut p::Reader<'a>, level: usize) -> Result<Self, DecodeError> {
            Self::__body::<false>(r, level, &p::NO_CTX)
        }
        fn write<W: Sink>(&self, out: &mut W) {
            self.encode(out)
        }
        fn encoded_len(&self) -> usize {
            Observation::encoded_len(self)
        }
        #[cfg(feature = "alloc")]
        fn field_value(&self) -> rt::FieldValue<'a> {
            rt::FieldValue::Record(self.fields())
        }
    }
    #[doc(hidden)]
    pub static __SCAN_OBSERVATION: p::Scan = p::Scan {
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
    /// SENSORY_OBSERVE (`0x0100`), a event (§5). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct Observe<'a> {
        /// `corr` (key 1, bstr, optional, §4.1).
        pub corr: Option<&'a [u8]>,
        /// `sub_id` (key 2, bstr, optional, §5). The subscription identifier (from SENSORY_SUB_ACK) this batch satisfies.
        pub sub_id: Option<&'a [u8]>,
        /// `batch_seq` (key 3, uint, required, §5). The producer's strictly monotonic batch counter for this stream in this direction.
        pub batch_seq: u64,
        /// `obs` (key 4, array of record observation, required, §5). One or more observations. MUST be non-empty.
        pub obs: Array<'a, Observation<'a>>,
    }
    impl<'a> Observe<'a> {
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_OBSERVE)),
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
            let mut __f4: Option<Array<'a, Observation<'a>>> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 0u8]) {
                            __f0 = true;
                        } else {
                            let __v = r.uint().map_err(|e| e.in_field(&__C8))?;
                            if true && __v != 256u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C8),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        __f1 = Some({
                            let __at = r.pos();
                            let __v = r.bstr().map_err(|e| e.in_field(&__C9))?;
                            if true && __v.is_empty() {
                                return Err(DecodeError::new(Rule::Empty, __at, &__C9));
                            }
                            if S && (__v.len() < 1 || __v.len() > 64) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C9));
                            }
                            __v
                        });
                    }
                    Some(2u64) => {
                        __f2 = Some({
                            let __at = r.pos();
                            let __v = r.bstr().map_err(|e| e.in_field(&__C10))?;
                            if S && (__v.len() < 1 || __v.len() > 32) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C10));
                            }
                            __v
                        });
                    }
                    Some(3u64) => {
                        __f3 = Some({
                            let __at = r.pos();
                            let __v = r.uint().map_err(|e| e.in_field(&__C11))?;
                            __v
                        });
                    }
                    Some(4u64) => {
                        __f4 = Some({
                            let __at = r.pos();
                            let __n = r
                                .array_header((level + 1))
                                .map_err(|e| e.in_field(&__C12))?;
                            if S && (__n < 1) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C12));
                            }
                            let __start = r.pos();
                            for __i in 0..__n {
                                if p::checks_item(__i) {
                                    if matches!(r.peek().map(u16::from), Some(0xa0..= 0xbf)) {
                                        let _ = {
                                            let __at = r.pos();
                                            Observation::__body::<S>(r, ((level + 1) + 1), &__C12)?
                                        };
                                    } else if S {
                                        return Err(
                                            DecodeError::new(Rule::ItemType, r.pos(), &__C12),
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C8));
            }
            let __f3 = match __f3 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C11));
                }
            };
            let __f4 = match __f4 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C12));
                }
            };
            let __v = Observe {
                corr: __f1,
                sub_id: __f2,
                batch_seq: __f3,
                obs: __f4,
            };
            __v.__rules::<S>(__end)?;
            Ok(__v)
        }
        #[inline]
        fn __rules<const S: bool>(&self, __end: usize) -> Result<(), DecodeError> {
            if S && p::armed(rt::Rule::PresentIff)
                && {
                    if self.corr.as_ref().is_some() {
                        self.sub_id.as_ref().is_none()
                    } else {
                        self.sub_id.as_ref().is_some()
                    }
                }
            {
                return Err(DecodeError::new(rt::Rule::PresentIff, __end, &__C13));
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C9));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C9));
                }
            }
            if let Some(__x) = &self.sub_id {
                if S && (__x.len() < 1 || __x.len() > 32) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C10));
                }
            }
            {
                let __x = &self.batch_seq;
            }
            {
                let __x = &self.obs;
                if S && (__x.len() < 1) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C12));
                }
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
            3u64 + u64::from(self.corr.is_some()) + u64::from(self.sub_id.is_some())
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
                + {
                    let __x = &self.obs;
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                }
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
            {
                let __x = &self.obs;
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
            {
                let __x = &self.obs;
                v.push(("obs", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_OBSERVE: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Array(&p::ScanNode::Body(&__SCAN_OBSERVATION))),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_OBSERVE_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Array(&p::ScanNode::Body(&__SCAN_OBSERVATION))),
        ],
    };
    /// SENSORY_SUBSCRIBE (`0x0101`), a request (§6.1). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct Subscribe<'a> {
        /// `corr` (key 1, bstr, required, §4.1).
        pub corr: &'a [u8],
        /// `sources` (key 2, array of bstr, optional, §6.1). Restrict delivery to these source_id values. Absent means all sources the responder offers.
        pub sources: Option<Array<'a, &'a [u8]>>,
        /// `units` (key 3, array of enum unit, optional, §6.1). Restrict delivery to observations of these unit code points. Absent means all units.
        pub units: Option<Array<'a, Unit>>,
        /// `min_quality` (key 4, enum quality, optional, §6.1). Deliver only observations whose quality is less than or equal to this value. Absent means no quality restriction.
        pub min_quality: Option<Quality>,
        /// `max_rate_mhz` (key 5, uint, optional, §6.1). Requested maximum delivery rate per source, in milli-hertz; an advisory ceiling.
        pub max_rate_mhz: Option<u64>,
        /// `credit` (key 6, uint, required, §6.1). Initial batch credit the consumer grants (§7).
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
            let mut __f2: Option<Array<'a, &'a [u8]>> = None;
            let mut __f3: Option<Array<'a, Unit>> = None;
            let mut __f4: Option<Quality> = None;
            let mut __f5: Option<u64> = None;
            let mut __f6: Option<u64> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 1u8]) {
                            __f0 = true;
                        } else {
                            let __v = r.uint().map_err(|e| e.in_field(&__C8))?;
                            if true && __v != 257u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C8),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        __f1 = Some({
                            let __at = r.pos();
                            let __v = r.bstr().map_err(|e| e.in_field(&__C9))?;
                            if true && __v.is_empty() {
                                return Err(DecodeError::new(Rule::Empty, __at, &__C9));
                            }
                            if S && (__v.len() < 1 || __v.len() > 64) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C9));
                            }
                            __v
                        });
                    }
                    Some(2u64) => {
                        __f2 = Some({
                            let __at = r.pos();
                            let __n = r
                                .array_header((level + 1))
                                .map_err(|e| e.in_field(&__C14))?;
                            let __start = r.pos();
                            for _ in 0..__n {
                                if matches!(r.peek().map(u16::from), Some(0x40..= 0x5f)) {
                                    let _ = {
                                        let __at = r.pos();
                                        let __v = r.bstr().map_err(|e| e.in_field(&__C14))?;
                                        __v
                                    };
                                } else if S {
                                    return Err(
                                        DecodeError::new(Rule::ItemType, r.pos(), &__C14),
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
                                .map_err(|e| e.in_field(&__C15))?;
                            let __start = r.pos();
                            for _ in 0..__n {
                                if matches!(r.peek().map(u16::from), Some(0x00..= 0x1f)) {
                                    let _ = {
                                        let __at = r.pos();
                                        let __v = r.uint().map_err(|e| e.in_field(&__C15))?;
                                        Unit::from_raw(__v)
                                    };
                                } else if S {
                                    return Err(
                                        DecodeError::new(Rule::ItemType, r.pos(), &__C15),
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
                            let __v = r.uint().map_err(|e| e.in_field(&__C16))?;
                            Quality::from_raw(__v)
                        });
                    }
                    Some(5u64) => {
                        __f5 = Some({
                            let __at = r.pos();
                            let __v = r.uint().map_err(|e| e.in_field(&__C17))?;
                            __v
                        });
                    }
                    Some(6u64) => {
                        __f6 = Some({
                            let __at = r.pos();
                            let __v = r.uint().map_err(|e| e.in_field(&__C18))?;
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C8));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C9)),
            };
            let __f6 = match __f6 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C18));
                }
            };
            let __v = Subscribe {
                corr: __f1,
                sources: __f2,
                units: __f3,
                min_quality: __f4,
                max_rate_mhz: __f5,
                credit: __f6,
            };
            __v.__rules::<S>(__end)?;
            Ok(__v)
        }
        #[inline]
        fn __rules<const S: bool>(&self, __end: usize) -> Result<(), DecodeError> {
            if S && p::armed(rt::Rule::Relation)
                && {
                    (true)
                        && match (
                            Some(&self.credit).map(|__e| (*__e) as i128),
                            Some(1i128),
                        ) {
                            (Some(__l), Some(__r)) => !(__l >= __r),
                            _ => false,
                        }
                }
            {
                return Err(DecodeError::new(rt::Rule::Relation, __end, &__C19));
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C9));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C9));
                }
            }
            if let Some(__x) = &self.sources {
                for __it in __x.iter() {}
            }
            if let Some(__x) = &self.units {
                for __it in __x.iter() {}
            }
            if let Some(__x) = &self.min_quality {}
            if let Some(__x) = &self.max_rate_mhz {}
            {
                let __x = &self.credit;
            }
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            3u64 + u64::from(self.sources.is_some()) + u64::from(self.units.is_some())
                + u64::from(self.min_quality.is_some())
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
                + (if let Some(__x) = &self.sources {
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.units {
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.min_quality {
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.max_rate_mhz {
                    p::uint_len(5u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + {
                    let __x = &self.credit;
                    p::uint_len(6u64) + rt::Elem::encoded_len(__x)
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
            if let Some(__x) = &self.sources {
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.units {
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.min_quality {
                p::write_uint(out, 4u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.max_rate_mhz {
                p::write_uint(out, 5u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.credit;
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
            v.push(("frame_kind", rt::FieldValue::Uint(257u64)));
            {
                let __x = &self.corr;
                v.push(("corr", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.sources {
                v.push(("sources", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.units {
                v.push(("units", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.min_quality {
                v.push(("min_quality", rt::Elem::field_value(__x)));
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
            (4u64, p::ScanNode::Value),
            (5u64, p::ScanNode::Value),
            (6u64, p::ScanNode::Value),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_SUBSCRIBE_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (2u64, p::ScanNode::Array(&p::ScanNode::Value)),
            (3u64, p::ScanNode::Array(&p::ScanNode::Value)),
            (4u64, p::ScanNode::Value),
            (5u64, p::ScanNode::Value),
            (6u64, p::ScanNode::Value),
        ],
    };
    /// SENSORY_SUB_ACK (`0x0102`), a result (§6.2). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct SubAck<'a> {
        /// `corr` (key 1, bstr, required, §4.1).
        pub corr: &'a [u8],
        /// `sub_id` (key 2, bstr, required, §6.2). The subscription's stable identifier, used by SENSORY_OBSERVE, SENSORY_CREDIT and SENSORY_UNSUBSCRIBE.
        pub sub_id: &'a [u8],
        /// `credit` (key 3, uint, required, §6.2). The effective initial credit the producer will honor.
        pub credit: u64,
        /// `sources` (key 4, array of bstr, optional, §6.2). The concrete source set the responder will emit, when it chooses to disclose it (may be empty, §10).
        pub sources: Option<Array<'a, &'a [u8]>>,
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
            let mut __f4: Option<Array<'a, &'a [u8]>> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 2u8]) {
                            __f0 = true;
                        } else {
                            let __v = r.uint().map_err(|e| e.in_field(&__C8))?;
                            if true && __v != 258u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C8),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        __f1 = Some({
                            let __at = r.pos();
                            let __v = r.bstr().map_err(|e| e.in_field(&__C9))?;
                            if true && __v.is_empty() {
                                return Err(DecodeError::new(Rule::Empty, __at, &__C9));
                            }
                            if S && (__v.len() < 1 || __v.len() > 64) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C9));
                            }
                            __v
                        });
                    }
                    Some(2u64) => {
                        __f2 = Some({
                            let __at = r.pos();
                            let __v = r.bstr().map_err(|e| e.in_field(&__C10))?;
                            if S && (__v.len() < 1 || __v.len() > 32) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C10));
                            }
                            __v
                        });
                    }
                    Some(3u64) => {
                        __f3 = Some({
                            let __at = r.pos();
                            let __v = r.uint().map_err(|e| e.in_field(&__C18))?;
                            __v
                        });
                    }
                    Some(4u64) => {
                        __f4 = Some({
                            let __at = r.pos();
                            let __n = r
                                .array_header((level + 1))
                                .map_err(|e| e.in_field(&__C14))?;
                            let __start = r.pos();
                            for _ in 0..__n {
                                if matches!(r.peek().map(u16::from), Some(0x40..= 0x5f)) {
                                    let _ = {
                                        let __at = r.pos();
                                        let __v = r.bstr().map_err(|e| e.in_field(&__C14))?;
                                        __v
                                    };
                                } else if S {
                                    return Err(
                                        DecodeError::new(Rule::ItemType, r.pos(), &__C14),
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C8));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C9)),
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C10));
                }
            };
            let __f3 = match __f3 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C18));
                }
            };
            let __v = SubAck {
                corr: __f1,
                sub_id: __f2,
                credit: __f3,
                sources: __f4,
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C9));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C9));
                }
            }
            {
                let __x = &self.sub_id;
                if S && (__x.len() < 1 || __x.len() > 32) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C10));
                }
            }
            {
                let __x = &self.credit;
            }
            if let Some(__x) = &self.sources {
                for __it in __x.iter() {}
            }
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            4u64 + u64::from(self.sources.is_some())
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
                + (if let Some(__x) = &self.sources {
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
            if let Some(__x) = &self.sources {
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
            if let Some(__x) = &self.sources {
                v.push(("sources", rt::Elem::field_value(__x)));
            }
            v
        }
        /// The cross-frame rules against the originating SENSORY_SUBSCRIBE (only when the caller supplies it).
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
                return Err(DecodeError::new(rt::Rule::CrossRelation, 0, &__C20));
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
    /// SENSORY_UNSUBSCRIBE (`0x0103`), a notification (§6.3). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct Unsubscribe<'a> {
        /// `corr` (key 1, bstr, required, §4.1).
        pub corr: &'a [u8],
        /// `sub_id` (key 2, bstr, required, §6.3). The subscription to cancel.
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
                            let __v = r.uint().map_err(|e| e.in_field(&__C8))?;
                            if true && __v != 259u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C8),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        __f1 = Some({
                            let __at = r.pos();
                            let __v = r.bstr().map_err(|e| e.in_field(&__C9))?;
                            if true && __v.is_empty() {
                                return Err(DecodeError::new(Rule::Empty, __at, &__C9));
                            }
                            if S && (__v.len() < 1 || __v.len() > 64) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C9));
                            }
                            __v
                        });
                    }
                    Some(2u64) => {
                        __f2 = Some({
                            let __at = r.pos();
                            let __v = r.bstr().map_err(|e| e.in_field(&__C10))?;
                            if S && (__v.len() < 1 || __v.len() > 32) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C10));
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C8));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C9)),
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C10));
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C9));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C9));
                }
            }
            {
                let __x = &self.sub_id;
                if S && (__x.len() < 1 || __x.len() > 32) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C10));
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
    /// SENSORY_CREDIT (`0x0104`), a notification (§7). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct Credit<'a> {
        /// `corr` (key 1, bstr, required, §4.1).
        pub corr: &'a [u8],
        /// `sub_id` (key 2, bstr, required, §7). The subscription whose credit is being updated.
        pub sub_id: &'a [u8],
        /// `credit` (key 3, uint, required, §7). Additional batches the consumer grants; added to the producer's remaining credit.
        pub credit: u64,
        /// `high_water` (key 4, uint, optional, §7). Advisory ceiling on the accumulated outstanding grant, for burst control.
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
                            let __v = r.uint().map_err(|e| e.in_field(&__C8))?;
                            if true && __v != 260u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C8),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        __f1 = Some({
                            let __at = r.pos();
                            let __v = r.bstr().map_err(|e| e.in_field(&__C9))?;
                            if true && __v.is_empty() {
                                return Err(DecodeError::new(Rule::Empty, __at, &__C9));
                            }
                            if S && (__v.len() < 1 || __v.len() > 64) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C9));
                            }
                            __v
                        });
                    }
                    Some(2u64) => {
                        __f2 = Some({
                            let __at = r.pos();
                            let __v = r.bstr().map_err(|e| e.in_field(&__C10))?;
                            if S && (__v.len() < 1 || __v.len() > 32) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C10));
                            }
                            __v
                        });
                    }
                    Some(3u64) => {
                        __f3 = Some({
                            let __at = r.pos();
                            let __v = r.uint().map_err(|e| e.in_field(&__C18))?;
                            __v
                        });
                    }
                    Some(4u64) => {
                        __f4 = Some({
                            let __at = r.pos();
                            let __v = r.uint().map_err(|e| e.in_field(&__C21))?;
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C8));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C9)),
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C10));
                }
            };
            let __f3 = match __f3 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C18));
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C9));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C9));
                }
            }
            {
                let __x = &self.sub_id;
                if S && (__x.len() < 1 || __x.len() > 32) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C10));
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
    /// SENSORY_ERROR (`0x0105`), a error (§8). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct ErrorFrame<'a> {
        /// `corr` (key 1, bstr, required, §4.1).
        pub corr: &'a [u8],
        /// `code` (key 2, enum error_code, required, §8).
        pub code: ErrorCode,
        /// `reason` (key 3, tstr, optional, §8). Advisory human-readable detail. MUST NOT be relied on for control flow.
        pub reason: Option<&'a str>,
        /// `sub_id` (key 4, bstr, optional, §8). The affected subscription, when applicable.
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
                            let __v = r.uint().map_err(|e| e.in_field(&__C8))?;
                            if true && __v != 261u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C8),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        __f1 = Some({
                            let __at = r.pos();
                            let __v = r.bstr().map_err(|e| e.in_field(&__C9))?;
                            if true && __v.is_empty() {
                                return Err(DecodeError::new(Rule::Empty, __at, &__C9));
                            }
                            if S && (__v.len() < 1 || __v.len() > 64) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C9));
                            }
                            __v
                        });
                    }
                    Some(2u64) => {
                        __f2 = Some({
                            let __at = r.pos();
                            let __v = r.uint().map_err(|e| e.in_field(&__C22))?;
                            ErrorCode::from_raw(__v)
                        });
                    }
                    Some(3u64) => {
                        __f3 = Some({
                            let __at = r.pos();
                            let __v = r.tstr().map_err(|e| e.in_field(&__C23))?;
                            __v
                        });
                    }
                    Some(4u64) => {
                        __f4 = Some({
                            let __at = r.pos();
                            let __v = r.bstr().map_err(|e| e.in_field(&__C10))?;
                            if S && (__v.len() < 1 || __v.len() > 32) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C10));
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C8));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C9)),
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C22));
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C9));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C9));
                }
            }
            {
                let __x = &self.code;
            }
            if let Some(__x) = &self.reason {}
            if let Some(__x) = &self.sub_id {
                if S && (__x.len() < 1 || __x.len() > 32) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C10));
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
        /// `0x0100` SENSORY_OBSERVE (§5)
        Observe = 256,
        /// `0x0101` SENSORY_SUBSCRIBE (§6.1)
        Subscribe = 257,
        /// `0x0102` SENSORY_SUB_ACK (§6.2)
        SubAck = 258,
        /// `0x0103` SENSORY_UNSUBSCRIBE (§6.3)
        Unsubscribe = 259,
        /// `0x0104` SENSORY_CREDIT (§7)
        Credit = 260,
        /// `0x0105` SENSORY_ERROR (§8)
        ErrorFrame = 261,
    }
    impl FrameType {
        /// Every frame type, in schema order.
        pub const ALL: [FrameType; 6] = [
            FrameType::Observe,
            FrameType::Subscribe,
            FrameType::SubAck,
            FrameType::Unsubscribe,
            FrameType::Credit,
            FrameType::ErrorFrame,
        ];
        /// The frame type with this code.
        pub const fn from_u16(v: u16) -> Option<Self> {
            match v {
                256 => Some(FrameType::Observe),
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
                FrameType::Observe => "SENSORY_OBSERVE",
                FrameType::Subscribe => "SENSORY_SUBSCRIBE",
                FrameType::SubAck => "SENSORY_SUB_ACK",
                FrameType::Unsubscribe => "SENSORY_UNSUBSCRIBE",
                FrameType::Credit => "SENSORY_CREDIT",
                FrameType::ErrorFrame => "SENSORY_ERROR",
            }
        }
        /// The frame type with this spec name.
        pub fn from_name(name: &str) -> Option<Self> {
            match name {
                "SENSORY_OBSERVE" => Some(FrameType::Observe),
                "SENSORY_SUBSCRIBE" => Some(FrameType::Subscribe),
                "SENSORY_SUB_ACK" => Some(FrameType::SubAck),
                "SENSORY_UNSUBSCRIBE" => Some(FrameType::Unsubscribe),
                "SENSORY_CREDIT" => Some(FrameType::Credit),
                "SENSORY_ERROR" => Some(FrameType::ErrorFrame),
                _ => None,
            }
        }
        /// The frame's role.
        pub const fn role(self) -> rt::Role {
            match self {
                FrameType::Observe => rt::Role::Event,
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
                FrameType::Observe => "§5",
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
                FrameType::Observe => true,
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
                FrameType::Observe => false,
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
                FrameType::Observe => &[],
                FrameType::Subscribe => &[FrameType::SubAck, FrameType::ErrorFrame],
                FrameType::SubAck => &[],
                FrameType::Unsubscribe => &[],
                FrameType::Credit => &[],
                FrameType::ErrorFrame => &[],
            }
        }
        /// Frame types this one answers.
        pub const fn answers(self) -> &'static [FrameType] {
            match self {
                FrameType::Observe => &[],
                FrameType::Subscribe => &[],
                FrameType::SubAck => &[FrameType::Subscribe],
                FrameType::Unsubscribe => &[],
                FrameType::Credit => &[],
                FrameType::ErrorFrame => &[FrameType::Subscribe],
            }
        }
        /// Requests this frame withdraws by their corr.
        pub const fn withdraws(self) -> &'static [FrameType] {
            match self {
                FrameType::Observe => &[],
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
        Observe(Observe<'a>),
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
                Frame::Observe(_) => FrameType::Observe,
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
                Frame::Observe(x) => x.corr.map(rt::Corr::Bytes),
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
                Frame::Observe(x) => false && (true),
                Frame::Subscribe(x) => true && (true),
                Frame::SubAck(x) => false && (true),
                Frame::Unsubscribe(x) => false && (true),
                Frame::Credit(x) => false && (true),
                Frame::ErrorFrame(x) => false && (true),
            }
        }
        /// See the frame's `validate`.
        pub fn validate(&self) -> Result<(), DecodeError> {
            match self {
                Frame::Observe(x) => x.validate(),
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
                Frame::Observe(x) => x.validate_with(profile),
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
                Frame::Observe(x) => x.encoded_len(),
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
                Frame::Observe(x) => x.encode(out),
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
                Frame::Observe(x) => x.encode_to_slice(buf),
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
                Frame::Observe(x) => x.to_vec(),
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
                Frame::Observe(x) => x.fields(),
                Frame::Subscribe(x) => x.fields(),
                Frame::SubAck(x) => x.fields(),
                Frame::Unsubscribe(x) => x.fields(),
                Frame::Credit(x) => x.fields(),
                Frame::ErrorFrame(x) => x.fields(),
            }
        }
    }
    impl<'a> From<Observe<'a>> for Frame<'a> {
        fn from(x: Observe<'a>) -> Self {
            Frame::Observe(x)
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
            Some(FrameType::Observe) => {
                Observe::decode_with(payload, profile).map(Frame::Observe)
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
            name: "SENSORY_OBSERVE",
            role: rt::Role::Event,
            has_corr: true,
            section: "§5",
        },
        rt::FrameInfo {
            code: 257,
            name: "SENSORY_SUBSCRIBE",
            role: rt::Role::Request,
            has_corr: true,
            section: "§6.1",
        },
        rt::FrameInfo {
            code: 258,
            name: "SENSORY_SUB_ACK",
            role: rt::Role::Result,
            has_corr: true,
            section: "§6.2",
        },
        rt::FrameInfo {
            code: 259,
            name: "SENSORY_UNSUBSCRIBE",
            role: rt::Role::Notification,
            has_corr: true,
            section: "§6.3",
        },
        rt::FrameInfo {
            code: 260,
            name: "SENSORY_CREDIT",
            role: rt::Role::Notification,
            has_corr: true,
            section: "§7",
        },
        rt::FrameInfo {
            code: 261,
            name: "SENSORY_ERROR",
            role: rt::Role::Error,
            has_corr: true,
            section: "§8",
        },
    ];
    /// Static facts about the channel.
    pub static INFO: rt::ChannelInfo = rt::ChannelInfo {
        id: CHANNEL_ID,
        module: "sensory",
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
                Some(FrameType::Observe) => {
                    Observe::__check_with(
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
        /// Build the SENSORY_ERROR reply to a failed request: echoes the correlation key and carries only the generic message for `code`. Optional fields start empty.
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
