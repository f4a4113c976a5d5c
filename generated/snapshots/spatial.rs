/// NPAMP-SPATIAL (Spatial, channel 0x0013): generated from `schema/spatial.yaml` (Physical-world state for robotics and IoT (high-frequency)).
#[allow(
    clippy::all,
    unused_imports,
    unused_variables,
    unused_mut,
    unused_parens,
    unreachable_code,
    non_camel_case_types
)]
pub mod spatial {
    use crate::rt as rt;
    use rt::__private as p;
    use rt::{Array, DecodeError, Item, Map, Profile, RawMap, Rule, Sink};
    /// Channel id 0x0013 (Spatial, §2).
    pub const CHANNEL_ID: u16 = 19;
    /// The channel's name.
    pub const CHANNEL_NAME: &str = "Spatial";
    /// The channel's purpose (§2).
    pub const CHANNEL_PURPOSE: &str = "Physical-world state for robotics and IoT (high-frequency)";
    /// The spec this module implements.
    pub const SPEC: &str = "NPAMP-SPATIAL";
    /// The spec revision.
    pub const SPEC_REVISION: &str = "draft-bubblefish-npamp-02";
    /// Document id used in requirement ids (`<doc>/<section>/<slug>`).
    pub const DOC_ID: &str = "83";
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
    pub const SCHEMA_SOURCE: &str = "schema/spatial.yaml";
    /// The schema text this module was generated from.
    pub const SCHEMA_YAML: &str = include_str!(
        concat!(env!("CARGO_MANIFEST_DIR"), "/../", "schema/spatial.yaml")
    );
    /// The core's reserved all-channel frame types (§3): never this channel's operations.
    pub const CORE_RESERVED: core::ops::RangeInclusive<u16> = 0..=10;
    /// The basis and section of every check group (schema `checks:`).
    static __CHECKS: p::Checks = p::Checks {
        groups: &[
            (rt::Basis::Must, "§4.1"),
            (rt::Basis::Strict, "§4.1"),
            (rt::Basis::Limit, "§4.1"),
            (rt::Basis::Limit, "§4.1"),
            (rt::Basis::Must, "§4.1"),
            (rt::Basis::Must, "§4.1"),
            (rt::Basis::Must, "§3"),
            (rt::Basis::Must, "§4.1"),
            (rt::Basis::Must, "§4.1"),
            (rt::Basis::Strict, "§4.1"),
            (rt::Basis::Strict, "§4.1"),
            (rt::Basis::Must, "§4.2"),
            (rt::Basis::Strict, "§4.2"),
            (rt::Basis::Strict, "§4.2"),
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
        field: Some("coord_frame"),
        rule_id: None,
        own: None,
    };
    static __C1: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("parent_frame"),
        rule_id: None,
        own: None,
    };
    static __C2: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("frame_class"),
        rule_id: None,
        own: None,
    };
    static __C3: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("epoch"),
        rule_id: None,
        own: None,
    };
    static __C4: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("body_id"),
        rule_id: None,
        own: None,
    };
    static __C5: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("position"),
        rule_id: None,
        own: None,
    };
    static __C6: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("orientation"),
        rule_id: None,
        own: None,
    };
    static __C7: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("pose_cov"),
        rule_id: None,
        own: None,
    };
    static __C8: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("seq"),
        rule_id: None,
        own: None,
    };
    static __C9: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("linear"),
        rule_id: None,
        own: None,
    };
    static __C10: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("angular"),
        rule_id: None,
        own: None,
    };
    static __C11: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("twist_cov"),
        rule_id: None,
        own: None,
    };
    static __C12: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("frame_kind"),
        rule_id: None,
        own: None,
    };
    static __C13: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("stamp"),
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
        field: Some("child_frame"),
        rule_id: None,
        own: None,
    };
    static __C16: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("resolution"),
        rule_id: None,
        own: None,
    };
    static __C17: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("width"),
        rule_id: None,
        own: None,
    };
    static __C18: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("height"),
        rule_id: None,
        own: None,
    };
    static __C19: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("origin"),
        rule_id: None,
        own: None,
    };
    static __C20: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("encoding"),
        rule_id: None,
        own: None,
    };
    static __C21: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("encoding"),
        rule_id: None,
        own: Some((rt::Basis::Strict, "§5.5")),
    };
    static __C22: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("cells"),
        rule_id: None,
        own: None,
    };
    static __C23: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("cells"),
        rule_id: Some("raw-cells-length"),
        own: Some((rt::Basis::Must, "§5.5")),
    };
    static __C24: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("want_frames"),
        rule_id: None,
        own: None,
    };
    static __C25: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("body_ids"),
        rule_id: None,
        own: None,
    };
    static __C26: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("cursor"),
        rule_id: None,
        own: None,
    };
    static __C27: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("frames"),
        rule_id: None,
        own: None,
    };
    static __C28: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("poses"),
        rule_id: None,
        own: None,
    };
    static __C29: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("states"),
        rule_id: None,
        own: None,
    };
    static __C30: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("complete"),
        rule_id: None,
        own: None,
    };
    static __C31: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("cursor"),
        rule_id: Some("cursor-iff-incomplete"),
        own: Some((rt::Basis::Strict, "§5.7")),
    };
    static __C32: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("frames"),
        rule_id: Some("frames-only-when-wanted"),
        own: Some((rt::Basis::Strict, "§5.7")),
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
    /// Enum `error_code` (§7). Unrecognized values are kept, never an error.
    #[derive(Debug, Clone, Copy)]
    #[non_exhaustive]
    pub enum ErrorCode {
        /// `0x01` malformed_payload (§7)
        MalformedPayload,
        /// `0x02` kind_mismatch (§7)
        KindMismatch,
        /// `0x03` unknown_frame (§7)
        UnknownFrame,
        /// `0x04` frame_tree_conflict (§7)
        FrameTreeConflict,
        /// `0x05` filter_unsupported (§7)
        FilterUnsupported,
        /// `0x06` stale_cursor (§7)
        StaleCursor,
        /// `0x07` not_advertised (§7)
        NotAdvertised,
        /// `0x08` profile_too_low (§7)
        ProfileTooLow,
        /// A value this revision does not name. Meaning: an unknown failure: the query did not succeed.
        Unrecognized(u64),
    }
    impl ErrorCode {
        /// Every named value.
        pub const KNOWN: &'static [ErrorCode] = &[
            ErrorCode::MalformedPayload,
            ErrorCode::KindMismatch,
            ErrorCode::UnknownFrame,
            ErrorCode::FrameTreeConflict,
            ErrorCode::FilterUnsupported,
            ErrorCode::StaleCursor,
            ErrorCode::NotAdvertised,
            ErrorCode::ProfileTooLow,
        ];
        /// The value for a raw wire value (named when the schema names it).
        pub const fn from_raw(v: u64) -> Self {
            match v {
                1u64 => ErrorCode::MalformedPayload,
                2u64 => ErrorCode::KindMismatch,
                3u64 => ErrorCode::UnknownFrame,
                4u64 => ErrorCode::FrameTreeConflict,
                5u64 => ErrorCode::FilterUnsupported,
                6u64 => ErrorCode::StaleCursor,
                7u64 => ErrorCode::NotAdvertised,
                8u64 => ErrorCode::ProfileTooLow,
                other => ErrorCode::Unrecognized(other),
            }
        }
        /// The raw wire value.
        pub const fn raw(self) -> u64 {
            match self {
                ErrorCode::MalformedPayload => 1u64,
                ErrorCode::KindMismatch => 2u64,
                ErrorCode::UnknownFrame => 3u64,
                ErrorCode::FrameTreeConflict => 4u64,
                ErrorCode::FilterUnsupported => 5u64,
                ErrorCode::StaleCursor => 6u64,
                ErrorCode::NotAdvertised => 7u64,
                ErrorCode::ProfileTooLow => 8u64,
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
        pub const SECTION: &'static str = "§7";
        /// Whether an unrecognized value is refused (a strict enum).
        pub const STRICT: bool = false;
        /// The schema name of a named value.
        pub const fn name(self) -> Option<&'static str> {
            match self {
                ErrorCode::MalformedPayload => Some("malformed_payload"),
                ErrorCode::KindMismatch => Some("kind_mismatch"),
                ErrorCode::UnknownFrame => Some("unknown_frame"),
                ErrorCode::FrameTreeConflict => Some("frame_tree_conflict"),
                ErrorCode::FilterUnsupported => Some("filter_unsupported"),
                ErrorCode::StaleCursor => Some("stale_cursor"),
                ErrorCode::NotAdvertised => Some("not_advertised"),
                ErrorCode::ProfileTooLow => Some("profile_too_low"),
                _ => None,
            }
        }
        /// The named value with this schema name.
        pub fn from_name(name: &str) -> Option<Self> {
            match name {
                "malformed_payload" => Some(ErrorCode::MalformedPayload),
                "kind_mismatch" => Some(ErrorCode::KindMismatch),
                "unknown_frame" => Some(ErrorCode::UnknownFrame),
                "frame_tree_conflict" => Some(ErrorCode::FrameTreeConflict),
                "filter_unsupported" => Some(ErrorCode::FilterUnsupported),
                "stale_cursor" => Some(ErrorCode::StaleCursor),
                "not_advertised" => Some(ErrorCode::NotAdvertised),
                "profile_too_low" => Some(ErrorCode::ProfileTooLow),
                _ => None,
            }
        }
        /// The generic, peer-safe message for this code (the only text that may cross the wire).
        pub const fn message(self) -> Option<&'static str> {
            match self {
                ErrorCode::MalformedPayload => Some("malformed payload"),
                ErrorCode::KindMismatch => Some("frame kind mismatch"),
                ErrorCode::UnknownFrame => Some("unknown coordinate frame"),
                ErrorCode::FrameTreeConflict => Some("frame tree conflict"),
                ErrorCode::FilterUnsupported => Some("filter not supported"),
                ErrorCode::StaleCursor => Some("stale cursor"),
                ErrorCode::NotAdvertised => Some("channel not advertised"),
                ErrorCode::ProfileTooLow => Some("profile too low"),
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
    /// Enum `frame_class` (§5.1). Unrecognized values are kept, never an error.
    #[derive(Debug, Clone, Copy)]
    #[non_exhaustive]
    pub enum FrameClass {
        /// `0x00` body (§5.1): body/base
        Body,
        /// `0x01` odom (§5.1): continuous, may drift
        Odom,
        /// `0x02` map (§5.1): non-continuous, non-drifting
        Map,
        /// `0x03` earth (§5.1): earth/ECEF
        Earth,
        /// `0x04` sensor (§5.1)
        Sensor,
        /// `0x05` world (§5.1): world/other
        World,
        /// A value this revision does not name. Meaning: advisory hint only: the tree edge, not this hint, is authoritative.
        Unrecognized(u64),
    }
    impl FrameClass {
        /// Every named value.
        pub const KNOWN: &'static [FrameClass] = &[
            FrameClass::Body,
            FrameClass::Odom,
            FrameClass::Map,
            FrameClass::Earth,
            FrameClass::Sensor,
            FrameClass::World,
        ];
        /// The value for a raw wire value (named when the schema names it).
        pub const fn from_raw(v: u64) -> Self {
            match v {
                0u64 => FrameClass::Body,
                1u64 => FrameClass::Odom,
                2u64 => FrameClass::Map,
                3u64 => FrameClass::Earth,
                4u64 => FrameClass::Sensor,
                5u64 => FrameClass::World,
                other => FrameClass::Unrecognized(other),
            }
        }
        /// The raw wire value.
        pub const fn raw(self) -> u64 {
            match self {
                FrameClass::Body => 0u64,
                FrameClass::Odom => 1u64,
                FrameClass::Map => 2u64,
                FrameClass::Earth => 3u64,
                FrameClass::Sensor => 4u64,
                FrameClass::World => 5u64,
                FrameClass::Unrecognized(v) => v,
            }
        }
        /// Whether the schema names this value.
        pub const fn is_recognized(self) -> bool {
            matches!(self.raw(), 0u64 | 1u64 | 2u64 | 3u64 | 4u64 | 5u64)
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
        /// Advisory: handling must not change on an unrecognized value.
        pub const ADVISORY_ONLY: bool = true;
        /// The schema name of a named value.
        pub const fn name(self) -> Option<&'static str> {
            match self {
                FrameClass::Body => Some("body"),
                FrameClass::Odom => Some("odom"),
                FrameClass::Map => Some("map"),
                FrameClass::Earth => Some("earth"),
                FrameClass::Sensor => Some("sensor"),
                FrameClass::World => Some("world"),
                _ => None,
            }
        }
        /// The named value with this schema name.
        pub fn from_name(name: &str) -> Option<Self> {
            match name {
                "body" => Some(FrameClass::Body),
                "odom" => Some(FrameClass::Odom),
                "map" => Some(FrameClass::Map),
                "earth" => Some(FrameClass::Earth),
                "sensor" => Some(FrameClass::Sensor),
                "world" => Some(FrameClass::World),
                _ => None,
            }
        }
    }
    impl PartialEq for FrameClass {
        fn eq(&self, o: &Self) -> bool {
            self.raw() == o.raw()
        }
    }
    impl Eq for FrameClass {}
    impl core::hash::Hash for FrameClass {
        fn hash<H: core::hash::Hasher>(&self, h: &mut H) {
            self.raw().hash(h)
        }
    }
    impl From<u64> for FrameClass {
        fn from(v: u64) -> Self {
            Self::from_raw(v)
        }
    }
    impl<'a> rt::Elem<'a> for FrameClass {
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
    /// Enum `occupancy_encoding` (§5.5). A strict enum: an unrecognized value is refused by the decoder.
    #[derive(Debug, Clone, Copy)]
    #[non_exhaustive]
    pub enum OccupancyEncoding {
        /// `0x00` raw (§5.5): one signed byte per cell: -1 unknown, 0..100 occupancy percent
        Raw,
        /// `0x01` run_length (§5.5): run-length over the same signed-byte cell domain
        RunLength,
        /// A value this revision does not name. Meaning: cells cannot be interpreted: no encoding beyond raw and run-length is defined.
        Unrecognized(u64),
    }
    impl OccupancyEncoding {
        /// Every named value.
        pub const KNOWN: &'static [OccupancyEncoding] = &[
            OccupancyEncoding::Raw,
            OccupancyEncoding::RunLength,
        ];
        /// The value for a raw wire value (named when the schema names it).
        pub const fn from_raw(v: u64) -> Self {
            match v {
                0u64 => OccupancyEncoding::Raw,
                1u64 => OccupancyEncoding::RunLength,
                other => OccupancyEncoding::Unrecognized(other),
            }
        }
        /// The raw wire value.
        pub const fn raw(self) -> u64 {
            match self {
                OccupancyEncoding::Raw => 0u64,
                OccupancyEncoding::RunLength => 1u64,
                OccupancyEncoding::Unrecognized(v) => v,
            }
        }
        /// Whether the schema names this value.
        pub const fn is_recognized(self) -> bool {
            matches!(self.raw(), 0u64 | 1u64)
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
        pub const SECTION: &'static str = "§5.5";
        /// Whether an unrecognized value is refused (a strict enum).
        pub const STRICT: bool = true;
        /// The schema name of a named value.
        pub const fn name(self) -> Option<&'static str> {
            match self {
                OccupancyEncoding::Raw => Some("raw"),
                OccupancyEncoding::RunLength => Some("run_length"),
                _ => None,
            }
        }
        /// The named value with this schema name.
        pub fn from_name(name: &str) -> Option<Self> {
            match name {
                "raw" => Some(OccupancyEncoding::Raw),
                "run_length" => Some(OccupancyEncoding::RunLength),
                _ => None,
            }
        }
    }
    impl PartialEq for OccupancyEncoding {
        fn eq(&self, o: &Self) -> bool {
            self.raw() == o.raw()
        }
    }
    impl Eq for OccupancyEncoding {}
    impl core::hash::Hash for OccupancyEncoding {
        fn hash<H: core::hash::Hasher>(&self, h: &mut H) {
            self.raw().hash(h)
        }
    }
    impl From<u64> for OccupancyEncoding {
        fn from(v: u64) -> Self {
            Self::from_raw(v)
        }
    }
    impl<'a> rt::Elem<'a> for OccupancyEncoding {
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
    /// Record `frame_def_body` (§5.1). The body of FRAME_DEF without its envelope keys.
    #[derive(Debug, Clone, PartialEq)]
    pub struct FrameDefBody<'a> {
        /// `coord_frame` (key 3, tstr, required, §5.1).
        pub coord_frame: &'a str,
        /// `parent_frame` (key 4, tstr, optional, §5.1). Absent means this frame is a tree root.
        pub parent_frame: Option<&'a str>,
        /// `frame_class` (key 5, enum frame_class, optional, §5.1).
        pub frame_class: Option<FrameClass>,
        /// `epoch` (key 6, uint, required, §5.1).
        pub epoch: u64,
    }
    impl<'a> FrameDefBody<'a> {
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
            let mut __f2: Option<FrameClass> = None;
            let mut __f3: Option<u64> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(3u64) => {
                        __f0 = Some({
                            let __at = r.pos();
                            let __v = r.tstr().map_err(|e| e.in_field(&__C0))?;
                            __v
                        });
                    }
                    Some(4u64) => {
                        __f1 = Some({
                            let __at = r.pos();
                            let __v = r.tstr().map_err(|e| e.in_field(&__C1))?;
                            __v
                        });
                    }
                    Some(5u64) => {
                        __f2 = Some({
                            let __at = r.pos();
                            let __v = r.uint().map_err(|e| e.in_field(&__C2))?;
                            FrameClass::from_raw(__v)
                        });
                    }
                    Some(6u64) => {
                        __f3 = Some({
                            let __at = r.pos();
                            let __v = r.uint().map_err(|e| e.in_field(&__C3))?;
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
            let __f3 = match __f3 {
                Some(v) => v,
                #[cfg(npamp_plant = "record-required")]
                None => Default::default(),
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C3)),
            };
            let __v = FrameDefBody {
                coord_frame: __f0,
                parent_frame: __f1,
                frame_class: __f2,
                epoch: __f3,
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
                let __x = &self.coord_frame;
            }
            if let Some(__x) = &self.parent_frame {}
            if let Some(__x) = &self.frame_class {}
            {
                let __x = &self.epoch;
            }
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            2u64 + u64::from(self.parent_frame.is_some())
                + u64::from(self.frame_class.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count())
                + {
                    let __x = &self.coord_frame;
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.parent_frame {
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.frame_class {
                    p::uint_len(5u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + {
                    let __x = &self.epoch;
                    p::uint_len(6u64) + rt::Elem::encoded_len(__x)
                }
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            {
                let __x = &self.coord_frame;
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.parent_frame {
                p::write_uint(out, 4u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.frame_class {
                p::write_uint(out, 5u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.epoch;
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
                let __x = &self.coord_frame;
                v.push(("coord_frame", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.parent_frame {
                v.push(("parent_frame", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.frame_class {
                v.push(("frame_class", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.epoch;
                v.push(("epoch", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    impl<'a> rt::Elem<'a> for FrameDefBody<'a> {
        const RAW_CANONICAL: bool = false;
        fn read(r: &mut p::Reader<'a>, level: usize) -> Result<Self, DecodeError> {
            Self::__body::<false>(r, level, &p::NO_CTX)
        }
        fn write<W: Sink>(&self, out: &mut W) {
            self.encode(out)
        }
        fn encoded_len(&self) -> usize {
            FrameDefBody::encoded_len(self)
        }
        #[cfg(feature = "alloc")]
        fn field_value(&self) -> rt::FieldValue<'a> {
            rt::FieldValue::Record(self.fields())
        }
    }
    #[doc(hidden)]
    pub static __SCAN_FRAMEDEFBODY: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Value),
            (5u64, p::ScanNode::Value),
            (6u64, p::ScanNode::Value),
        ],
    };
    /// Record `pose_update_body` (§5.3). The body of POSE_UPDATE without its envelope keys.
    #[derive(Debug, Clone, PartialEq)]
    pub struct PoseUpdateBody<'a> {
        /// `coord_frame` (key 3, tstr, required, §5.3).
        pub coord_frame: &'a str,
        /// `body_id` (key 4, bstr, required, §5.3).
        pub body_id: &'a [u8],
        /// `position` (key 5, array of float, required, §5.3). (x, y, z) in metres
        pub position: Array<'a, f64>,
        /// `orientation` (key 6, array of float, required, §5.3). unit quaternion (x, y, z, w)
        pub orientation: Array<'a, f64>,
        /// `pose_cov` (key 7, array of float, optional, §5.3). row-major 6x6 covariance as in §5.2; absent = unknown, not zero
        pub pose_cov: Option<Array<'a, f64>>,
        /// `seq` (key 8, uint, optional, §5.3). per-body sample counter (gap detection)
        pub seq: Option<u64>,
    }
    impl<'a> PoseUpdateBody<'a> {
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
            let mut __f1: Option<&'a [u8]> = None;
            let mut __f2: Option<Array<'a, f64>> = None;
            let mut __f3: Option<Array<'a, f64>> = None;
            let mut __f4: Option<Array<'a, f64>> = None;
            let mut __f5: Option<u64> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(3u64) => {
                        __f0 = Some({
                            let __at = r.pos();
                            let __v = r.tstr().map_err(|e| e.in_field(&__C0))?;
                            __v
                        });
                    }
                    Some(4u64) => {
                        __f1 = Some({
                            let __at = r.pos();
                            let __v = r.bstr().map_err(|e| e.in_field(&__C4))?;
                            if S && (__v.len() < 1 || __v.len() > 64) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C4));
                            }
                            __v
                        });
                    }
                    Some(5u64) => {
                        __f2 = Some({
                            let __at = r.pos();
                            let __n = r
                                .array_header((level + 1))
                                .map_err(|e| e.in_field(&__C5))?;
                            if S && (__n < 3 || __n > 3) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C5));
                            }
                            let __start = r.pos();
                            for _ in 0..__n {
                                if matches!(r.peek().map(u16::from), Some(0xf9..= 0xfb)) {
                                    let _ = {
                                        let __at = r.pos();
                                        let __v = r.float().map_err(|e| e.in_field(&__C5))?;
                                        __v
                                    };
                                } else if S {
                                    return Err(
                                        DecodeError::new(Rule::ItemType, r.pos(), &__C5),
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
                    Some(6u64) => {
                        __f3 = Some({
                            let __at = r.pos();
                            let __n = r
                                .array_header((level + 1))
                                .map_err(|e| e.in_field(&__C6))?;
                            if S && (__n < 4 || __n > 4) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C6));
                            }
                            let __start = r.pos();
                            for _ in 0..__n {
                                if matches!(r.peek().map(u16::from), Some(0xf9..= 0xfb)) {
                                    let _ = {
                                        let __at = r.pos();
                                        let __v = r.float().map_err(|e| e.in_field(&__C6))?;
                                        __v
                                    };
                                } else if S {
                                    return Err(
                                        DecodeError::new(Rule::ItemType, r.pos(), &__C6),
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
                    Some(7u64) => {
                        __f4 = Some({
                            let __at = r.pos();
                            let __n = r
                                .array_header((level + 1))
                                .map_err(|e| e.in_field(&__C7))?;
                            if S && (__n < 36 || __n > 36) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C7));
                            }
                            let __start = r.pos();
                            for _ in 0..__n {
                                if matches!(r.peek().map(u16::from), Some(0xf9..= 0xfb)) {
                                    let _ = {
                                        let __at = r.pos();
                                        let __v = r.float().map_err(|e| e.in_field(&__C7))?;
                                        __v
                                    };
                                } else if S {
                                    return Err(
                                        DecodeError::new(Rule::ItemType, r.pos(), &__C7),
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
                    Some(8u64) => {
                        __f5 = Some({
                            let __at = r.pos();
                            let __v = r.uint().map_err(|e| e.in_field(&__C8))?;
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
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C4)),
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C5)),
            };
            let __f3 = match __f3 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C6)),
            };
            let __v = PoseUpdateBody {
                coord_frame: __f0,
                body_id: __f1,
                position: __f2,
                orientation: __f3,
                pose_cov: __f4,
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
                let __x = &self.coord_frame;
            }
            {
                let __x = &self.body_id;
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C4));
                }
            }
            {
                let __x = &self.position;
                if S && (__x.len() < 3 || __x.len() > 3) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C5));
                }
                for __it in __x.iter() {}
            }
            {
                let __x = &self.orientation;
                if S && (__x.len() < 4 || __x.len() > 4) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C6));
                }
                for __it in __x.iter() {}
            }
            if let Some(__x) = &self.pose_cov {
                if S && (__x.len() < 36 || __x.len() > 36) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C7));
                }
                for __it in __x.iter() {}
            }
            if let Some(__x) = &self.seq {}
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            4u64 + u64::from(self.pose_cov.is_some()) + u64::from(self.seq.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count())
                + {
                    let __x = &self.coord_frame;
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.body_id;
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.position;
                    p::uint_len(5u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.orientation;
                    p::uint_len(6u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.pose_cov {
                    p::uint_len(7u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.seq {
                    p::uint_len(8u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            {
                let __x = &self.coord_frame;
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.body_id;
                p::write_uint(out, 4u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.position;
                p::write_uint(out, 5u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.orientation;
                p::write_uint(out, 6u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.pose_cov {
                p::write_uint(out, 7u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.seq {
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
                let __x = &self.coord_frame;
                v.push(("coord_frame", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.body_id;
                v.push(("body_id", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.position;
                v.push(("position", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.orientation;
                v.push(("orientation", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.pose_cov {
                v.push(("pose_cov", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.seq {
                v.push(("seq", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    impl<'a> rt::Elem<'a> for PoseUpdateBody<'a> {
        const RAW_CANONICAL: bool = false;
        fn read(r: &mut p::Reader<'a>, level: usize) -> Result<Self, DecodeError> {
            Self::__body::<false>(r, level, &p::NO_CTX)
        }
        fn write<W: Sink>(&self, out: &mut W) {
            self.encode(out)
        }
        fn encoded_len(&self) -> usize {
            PoseUpdateBody::encoded_len(self)
        }
        #[cfg(feature = "alloc")]
        fn field_value(&self) -> rt::FieldValue<'a> {
            rt::FieldValue::Record(self.fields())
        }
    }
    #[doc(hidden)]
    pub static __SCAN_POSEUPDATEBODY: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Value),
            (5u64, p::ScanNode::Array(&p::ScanNode::Value)),
            (6u64, p::ScanNode::Array(&p::ScanNode::Value)),
            (7u64, p::ScanNode::Array(&p::ScanNode::Value)),
            (8u64, p::ScanNode::Value),
        ],
    };
    /// Record `state_delta_body` (§5.4). The body of STATE_DELTA without its envelope keys.
    #[derive(Debug, Clone, PartialEq)]
    pub struct StateDeltaBody<'a> {
        /// `coord_frame` (key 3, tstr, required, §5.4).
        pub coord_frame: &'a str,
        /// `body_id` (key 4, bstr, required, §5.4).
        pub body_id: &'a [u8],
        /// `linear` (key 5, array of float, required, §5.4). (vx, vy, vz) in m/s
        pub linear: Array<'a, f64>,
        /// `angular` (key 6, array of float, required, §5.4). about the fixed axes (X, Y, Z) in rad/s
        pub angular: Array<'a, f64>,
        /// `twist_cov` (key 7, array of float, optional, §5.4). row-major 6x6 covariance (x, y, z, rotX, rotY, rotZ); absent = unknown, not zero
        pub twist_cov: Option<Array<'a, f64>>,
        /// `seq` (key 8, uint, optional, §5.4).
        pub seq: Option<u64>,
    }
    impl<'a> StateDeltaBody<'a> {
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
            let mut __f1: Option<&'a [u8]> = None;
            let mut __f2: Option<Array<'a, f64>> = None;
            let mut __f3: Option<Array<'a, f64>> = None;
            let mut __f4: Option<Array<'a, f64>> = None;
            let mut __f5: Option<u64> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(3u64) => {
                        __f0 = Some({
                            let __at = r.pos();
                            let __v = r.tstr().map_err(|e| e.in_field(&__C0))?;
                            __v
                        });
                    }
                    Some(4u64) => {
                        __f1 = Some({
                            let __at = r.pos();
                            let __v = r.bstr().map_err(|e| e.in_field(&__C4))?;
                            if S && (__v.len() < 1 || __v.len() > 64) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C4));
                            }
                            __v
                        });
                    }
                    Some(5u64) => {
                        __f2 = Some({
                            let __at = r.pos();
                            let __n = r
                                .array_header((level + 1))
                                .map_err(|e| e.in_field(&__C9))?;
                            if S && (__n < 3 || __n > 3) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C9));
                            }
                            let __start = r.pos();
                            for _ in 0..__n {
                                if matches!(r.peek().map(u16::from), Some(0xf9..= 0xfb)) {
                                    let _ = {
                                        let __at = r.pos();
                                        let __v = r.float().map_err(|e| e.in_field(&__C9))?;
                                        __v
                                    };
                                } else if S {
                                    return Err(
                                        DecodeError::new(Rule::ItemType, r.pos(), &__C9),
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
                    Some(6u64) => {
                        __f3 = Some({
                            let __at = r.pos();
                            let __n = r
                                .array_header((level + 1))
                                .map_err(|e| e.in_field(&__C10))?;
                            if S && (__n < 3 || __n > 3) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C10));
                            }
                            let __start = r.pos();
                            for _ in 0..__n {
                                if matches!(r.peek().map(u16::from), Some(0xf9..= 0xfb)) {
                                    let _ = {
                                        let __at = r.pos();
                                        let __v = r.float().map_err(|e| e.in_field(&__C10))?;
                                        __v
                                    };
                                } else if S {
                                    return Err(
                                        DecodeError::new(Rule::ItemType, r.pos(), &__C10),
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
                    Some(7u64) => {
                        __f4 = Some({
                            let __at = r.pos();
                            let __n = r
                                .array_header((level + 1))
                                .map_err(|e| e.in_field(&__C11))?;
                            if S && (__n < 36 || __n > 36) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C11));
                            }
                            let __start = r.pos();
                            for _ in 0..__n {
                                if matches!(r.peek().map(u16::from), Some(0xf9..= 0xfb)) {
                                    let _ = {
                                        let __at = r.pos();
                                        let __v = r.float().map_err(|e| e.in_field(&__C11))?;
                                        __v
                                    };
                                } else if S {
                                    return Err(
                                        DecodeError::new(Rule::ItemType, r.pos(), &__C11),
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
                    Some(8u64) => {
                        __f5 = Some({
                            let __at = r.pos();
                            let __v = r.uint().map_err(|e| e.in_field(&__C8))?;
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
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C4)),
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
            let __v = StateDeltaBody {
                coord_frame: __f0,
                body_id: __f1,
                linear: __f2,
                angular: __f3,
                twist_cov: __f4,
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
                let __x = &self.coord_frame;
            }
            {
                let __x = &self.body_id;
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C4));
                }
            }
            {
                let __x = &self.linear;
                if S && (__x.len() < 3 || __x.len() > 3) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C9));
                }
                for __it in __x.iter() {}
            }
            {
                let __x = &self.angular;
                if S && (__x.len() < 3 || __x.len() > 3) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C10));
                }
                for __it in __x.iter() {}
            }
            if let Some(__x) = &self.twist_cov {
                if S && (__x.len() < 36 || __x.len() > 36) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C11));
                }
                for __it in __x.iter() {}
            }
            if let Some(__x) = &self.seq {}
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            4u64 + u64::from(self.twist_cov.is_some()) + u64::from(self.seq.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count())
                + {
                    let __x = &self.coord_frame;
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.body_id;
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.linear;
                    p::uint_len(5u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.angular;
                    p::uint_len(6u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.twist_cov {
                    p::uint_len(7u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.seq {
                    p::uint_len(8u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            {
                let __x = &self.coord_frame;
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.body_id;
                p::write_uint(out, 4u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.linear;
                p::write_uint(out, 5u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.angular;
                p::write_uint(out, 6u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.twist_cov {
                p::write_uint(out, 7u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.seq {
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
                let __x = &self.coord_frame;
                v.push(("coord_frame", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.body_id;
                v.push(("body_id", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.linear;
                v.push(("linear", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.angular;
                v.push(("angular", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.twist_cov {
                v.push(("twist_cov", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.seq {
                v.push(("seq", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    impl<'a> rt::Elem<'a> for StateDeltaBody<'a> {
        const RAW_CANONICAL: bool = false;
        fn read(r: &mut p::Reader<'a>, level: usize) -> Result<Self, DecodeError> {
            Self::__body::<false>(r, level, &p::NO_CTX)
        }
        fn write<W: Sink>(&self, out: &mut W) {
            self.encode(out)
        }
        fn encoded_len(&self) -> usize {
            StateDeltaBody::encoded_len(self)
        }
        #[cfg(feature = "alloc")]
        fn field_value(&self) -> rt::FieldValue<'a> {
            rt::FieldValue::Record(self.fields())
        }
    }
    #[doc(hidden)]
    pub static __SCAN_STATEDELTABODY: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Value),
            (5u64, p::ScanNode::Array(&p::ScanNode::Value)),
            (6u64, p::ScanNode::Array(&p::ScanNode::Value)),
            (7u64, p::ScanNode::Array(&p::ScanNode::Value)),
            (8u64, p::ScanNode::Value),
        ],
    };
    /// FRAME_DEF (`0x0100`), a event (§5.1). Define or replace a coordinate frame and its parent edge (a REP-105 tree node). One-way: a receiver MUST NOT reply (§3). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct FrameDef<'a> {
        /// `stamp` (key 1, int, required, §4.2). Capture time, nanoseconds since the Unix epoch (SI seconds, REP-103); used only for newest-wins ordering (§6.2).
        pub stamp: i128,
        /// `coord_frame` (key 3, tstr, required, §5.1).
        pub coord_frame: &'a str,
        /// `parent_frame` (key 4, tstr, optional, §5.1). Absent means this frame is a tree root.
        pub parent_frame: Option<&'a str>,
        /// `frame_class` (key 5, enum frame_class, optional, §5.1).
        pub frame_class: Option<FrameClass>,
        /// `epoch` (key 6, uint, required, §5.1).
        pub epoch: u64,
    }
    impl<'a> FrameDef<'a> {
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_FRAMEDEF)),
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
            let mut __f1: Option<i128> = None;
            let mut __f3: Option<&'a str> = None;
            let mut __f4: Option<&'a str> = None;
            let mut __f5: Option<FrameClass> = None;
            let mut __f6: Option<u64> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 0u8]) {
                            __f0 = true;
                        } else {
                            let __v = r.uint().map_err(|e| e.in_field(&__C12))?;
                            if true && __v != 256u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C12),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        __f1 = Some({
                            let __at = r.pos();
                            let __v = r.int().map_err(|e| e.in_field(&__C13))?;
                            if S
                                && !(-9223372036854775808i128..=9223372036854775807i128)
                                    .contains(&(__v as i128))
                            {
                                return Err(DecodeError::new(Rule::Range, __at, &__C13));
                            }
                            __v
                        });
                    }
                    Some(2u64) => {
                        if S {
                            return Err(DecodeError::new(Rule::Forbidden, __at, &__C14));
                        }
                        r.skip((level + 1))?;
                    }
                    Some(3u64) => {
                        __f3 = Some({
                            let __at = r.pos();
                            let __v = r.tstr().map_err(|e| e.in_field(&__C0))?;
                            __v
                        });
                    }
                    Some(4u64) => {
                        __f4 = Some({
                            let __at = r.pos();
                            let __v = r.tstr().map_err(|e| e.in_field(&__C1))?;
                            __v
                        });
                    }
                    Some(5u64) => {
                        __f5 = Some({
                            let __at = r.pos();
                            let __v = r.uint().map_err(|e| e.in_field(&__C2))?;
                            FrameClass::from_raw(__v)
                        });
                    }
                    Some(6u64) => {
                        __f6 = Some({
                            let __at = r.pos();
                            let __v = r.uint().map_err(|e| e.in_field(&__C3))?;
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C12));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C13));
                }
            };
            let __f3 = match __f3 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C0)),
            };
            let __f6 = match __f6 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C3)),
            };
            let __v = FrameDef {
                stamp: __f1,
                coord_frame: __f3,
                parent_frame: __f4,
                frame_class: __f5,
                epoch: __f6,
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
                let __x = &self.stamp;
                if *__x < -(1i128 << 64) || *__x > i128::from(u64::MAX) {
                    return Err(DecodeError::new(Rule::Range, 0, &__C13));
                }
                if S
                    && !(-9223372036854775808i128..=9223372036854775807i128)
                        .contains(&((*__x) as i128))
                {
                    return Err(DecodeError::new(Rule::Range, 0, &__C13));
                }
            }
            {
                let __x = &self.coord_frame;
            }
            if let Some(__x) = &self.parent_frame {}
            if let Some(__x) = &self.frame_class {}
            {
                let __x = &self.epoch;
            }
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            4u64 + u64::from(self.parent_frame.is_some())
                + u64::from(self.frame_class.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&256u64)
                + {
                    let __x = &self.stamp;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.coord_frame;
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.parent_frame {
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.frame_class {
                    p::uint_len(5u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + {
                    let __x = &self.epoch;
                    p::uint_len(6u64) + rt::Elem::encoded_len(__x)
                }
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            p::write_uint(out, 0u64);
            rt::Elem::write(&256u64, out);
            {
                let __x = &self.stamp;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.coord_frame;
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.parent_frame {
                p::write_uint(out, 4u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.frame_class {
                p::write_uint(out, 5u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.epoch;
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
            {
                let __x = &self.stamp;
                v.push(("stamp", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.coord_frame;
                v.push(("coord_frame", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.parent_frame {
                v.push(("parent_frame", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.frame_class {
                v.push(("frame_class", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.epoch;
                v.push(("epoch", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_FRAMEDEF: p::Scan = p::Scan {
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
    #[doc(hidden)]
    pub static __SCAN_FRAMEDEF_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Value),
            (5u64, p::ScanNode::Value),
            (6u64, p::ScanNode::Value),
        ],
    };
    /// TRANSFORM (`0x0101`), a event (§5.2). The pose of child_frame expressed in coord_frame (a REP-105 tree edge). One-way. Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct Transform<'a> {
        /// `stamp` (key 1, int, required, §4.2). Capture time, nanoseconds since the Unix epoch (SI seconds, REP-103); used only for newest-wins ordering (§6.2).
        pub stamp: i128,
        /// `coord_frame` (key 3, tstr, required, §5.2).
        pub coord_frame: &'a str,
        /// `child_frame` (key 4, tstr, required, §5.2).
        pub child_frame: &'a str,
        /// `position` (key 5, array of float, required, §5.2). (x, y, z) in metres
        pub position: Array<'a, f64>,
        /// `orientation` (key 6, array of float, required, §5.2). unit quaternion (x, y, z, w), w last
        pub orientation: Array<'a, f64>,
        /// `pose_cov` (key 7, array of float, optional, §5.2). row-major 6x6 covariance (x, y, z, rotX, rotY, rotZ); absent = unknown, not zero
        pub pose_cov: Option<Array<'a, f64>>,
    }
    impl<'a> Transform<'a> {
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_TRANSFORM)),
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
            let mut __f1: Option<i128> = None;
            let mut __f3: Option<&'a str> = None;
            let mut __f4: Option<&'a str> = None;
            let mut __f5: Option<Array<'a, f64>> = None;
            let mut __f6: Option<Array<'a, f64>> = None;
            let mut __f7: Option<Array<'a, f64>> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 1u8]) {
                            __f0 = true;
                        } else {
                            let __v = r.uint().map_err(|e| e.in_field(&__C12))?;
                            if true && __v != 257u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C12),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        __f1 = Some({
                            let __at = r.pos();
                            let __v = r.int().map_err(|e| e.in_field(&__C13))?;
                            if S
                                && !(-9223372036854775808i128..=9223372036854775807i128)
                                    .contains(&(__v as i128))
                            {
                                return Err(DecodeError::new(Rule::Range, __at, &__C13));
                            }
                            __v
                        });
                    }
                    Some(2u64) => {
                        if S {
                            return Err(DecodeError::new(Rule::Forbidden, __at, &__C14));
                        }
                        r.skip((level + 1))?;
                    }
                    Some(3u64) => {
                        __f3 = Some({
                            let __at = r.pos();
                            let __v = r.tstr().map_err(|e| e.in_field(&__C0))?;
                            __v
                        });
                    }
                    Some(4u64) => {
                        __f4 = Some({
                            let __at = r.pos();
                            let __v = r.tstr().map_err(|e| e.in_field(&__C15))?;
                            __v
                        });
                    }
                    Some(5u64) => {
                        __f5 = Some({
                            let __at = r.pos();
                            let __n = r
                                .array_header((level + 1))
                                .map_err(|e| e.in_field(&__C5))?;
                            if S && (__n < 3 || __n > 3) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C5));
                            }
                            let __start = r.pos();
                            for _ in 0..__n {
                                if matches!(r.peek().map(u16::from), Some(0xf9..= 0xfb)) {
                                    let _ = {
                                        let __at = r.pos();
                                        let __v = r.float().map_err(|e| e.in_field(&__C5))?;
                                        __v
                                    };
                                } else if S {
                                    return Err(
                                        DecodeError::new(Rule::ItemType, r.pos(), &__C5),
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
                    Some(6u64) => {
                        __f6 = Some({
                            let __at = r.pos();
                            let __n = r
                                .array_header((level + 1))
                                .map_err(|e| e.in_field(&__C6))?;
                            if S && (__n < 4 || __n > 4) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C6));
                            }
                            let __start = r.pos();
                            for _ in 0..__n {
                                if matches!(r.peek().map(u16::from), Some(0xf9..= 0xfb)) {
                                    let _ = {
                                        let __at = r.pos();
                                        let __v = r.float().map_err(|e| e.in_field(&__C6))?;
                                        __v
                                    };
                                } else if S {
                                    return Err(
                                        DecodeError::new(Rule::ItemType, r.pos(), &__C6),
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
                    Some(7u64) => {
                        __f7 = Some({
                            let __at = r.pos();
                            let __n = r
                                .array_header((level + 1))
                                .map_err(|e| e.in_field(&__C7))?;
                            if S && (__n < 36 || __n > 36) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C7));
                            }
                            let __start = r.pos();
                            for _ in 0..__n {
                                if matches!(r.peek().map(u16::from), Some(0xf9..= 0xfb)) {
                                    let _ = {
                                        let __at = r.pos();
                                        let __v = r.float().map_err(|e| e.in_field(&__C7))?;
                                        __v
                                    };
                                } else if S {
                                    return Err(
                                        DecodeError::new(Rule::ItemType, r.pos(), &__C7),
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C12));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C13));
                }
            };
            let __f3 = match __f3 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C0)),
            };
            let __f4 = match __f4 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C15));
                }
            };
            let __f5 = match __f5 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C5)),
            };
            let __f6 = match __f6 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C6)),
            };
            let __v = Transform {
                stamp: __f1,
                coord_frame: __f3,
                child_frame: __f4,
                position: __f5,
                orientation: __f6,
                pose_cov: __f7,
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
                let __x = &self.stamp;
                if *__x < -(1i128 << 64) || *__x > i128::from(u64::MAX) {
                    return Err(DecodeError::new(Rule::Range, 0, &__C13));
                }
                if S
                    && !(-9223372036854775808i128..=9223372036854775807i128)
                        .contains(&((*__x) as i128))
                {
                    return Err(DecodeError::new(Rule::Range, 0, &__C13));
                }
            }
            {
                let __x = &self.coord_frame;
            }
            {
                let __x = &self.child_frame;
            }
            {
                let __x = &self.position;
                if S && (__x.len() < 3 || __x.len() > 3) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C5));
                }
                for __it in __x.iter() {}
            }
            {
                let __x = &self.orientation;
                if S && (__x.len() < 4 || __x.len() > 4) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C6));
                }
                for __it in __x.iter() {}
            }
            if let Some(__x) = &self.pose_cov {
                if S && (__x.len() < 36 || __x.len() > 36) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C7));
                }
                for __it in __x.iter() {}
            }
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            6u64 + u64::from(self.pose_cov.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&257u64)
                + {
                    let __x = &self.stamp;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.coord_frame;
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.child_frame;
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.position;
                    p::uint_len(5u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.orientation;
                    p::uint_len(6u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.pose_cov {
                    p::uint_len(7u64) + rt::Elem::encoded_len(__x)
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
                let __x = &self.stamp;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.coord_frame;
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.child_frame;
                p::write_uint(out, 4u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.position;
                p::write_uint(out, 5u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.orientation;
                p::write_uint(out, 6u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.pose_cov {
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
                let __x = &self.stamp;
                v.push(("stamp", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.coord_frame;
                v.push(("coord_frame", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.child_frame;
                v.push(("child_frame", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.position;
                v.push(("position", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.orientation;
                v.push(("orientation", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.pose_cov {
                v.push(("pose_cov", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_TRANSFORM: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Value),
            (5u64, p::ScanNode::Array(&p::ScanNode::Value)),
            (6u64, p::ScanNode::Array(&p::ScanNode::Value)),
            (7u64, p::ScanNode::Array(&p::ScanNode::Value)),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_TRANSFORM_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Value),
            (5u64, p::ScanNode::Array(&p::ScanNode::Value)),
            (6u64, p::ScanNode::Array(&p::ScanNode::Value)),
            (7u64, p::ScanNode::Array(&p::ScanNode::Value)),
        ],
    };
    /// POSE_UPDATE (`0x0102`), a event (§5.3). Timestamped pose of a tracked body in a named frame. One-way. Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct PoseUpdate<'a> {
        /// `stamp` (key 1, int, required, §4.2). Capture time, nanoseconds since the Unix epoch (SI seconds, REP-103); used only for newest-wins ordering (§6.2).
        pub stamp: i128,
        /// `coord_frame` (key 3, tstr, required, §5.3).
        pub coord_frame: &'a str,
        /// `body_id` (key 4, bstr, required, §5.3).
        pub body_id: &'a [u8],
        /// `position` (key 5, array of float, required, §5.3). (x, y, z) in metres
        pub position: Array<'a, f64>,
        /// `orientation` (key 6, array of float, required, §5.3). unit quaternion (x, y, z, w)
        pub orientation: Array<'a, f64>,
        /// `pose_cov` (key 7, array of float, optional, §5.3). row-major 6x6 covariance as in §5.2; absent = unknown, not zero
        pub pose_cov: Option<Array<'a, f64>>,
        /// `seq` (key 8, uint, optional, §5.3). per-body sample counter (gap detection)
        pub seq: Option<u64>,
    }
    impl<'a> PoseUpdate<'a> {
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_POSEUPDATE)),
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
            let mut __f1: Option<i128> = None;
            let mut __f3: Option<&'a str> = None;
            let mut __f4: Option<&'a [u8]> = None;
            let mut __f5: Option<Array<'a, f64>> = None;
            let mut __f6: Option<Array<'a, f64>> = None;
            let mut __f7: Option<Array<'a, f64>> = None;
            let mut __f8: Option<u64> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 2u8]) {
                            __f0 = true;
                        } else {
                            let __v = r.uint().map_err(|e| e.in_field(&__C12))?;
                            if true && __v != 258u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C12),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        __f1 = Some({
                            let __at = r.pos();
                            let __v = r.int().map_err(|e| e.in_field(&__C13))?;
                            if S
                                && !(-9223372036854775808i128..=9223372036854775807i128)
                                    .contains(&(__v as i128))
                            {
                                return Err(DecodeError::new(Rule::Range, __at, &__C13));
                            }
                            __v
                        });
                    }
                    Some(2u64) => {
                        if S {
                            return Err(DecodeError::new(Rule::Forbidden, __at, &__C14));
                        }
                        r.skip((level + 1))?;
                    }
                    Some(3u64) => {
                        __f3 = Some({
                            let __at = r.pos();
                            let __v = r.tstr().map_err(|e| e.in_field(&__C0))?;
                            __v
                        });
                    }
                    Some(4u64) => {
                        __f4 = Some({
                            let __at = r.pos();
                            let __v = r.bstr().map_err(|e| e.in_field(&__C4))?;
                            if S && (__v.len() < 1 || __v.len() > 64) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C4));
                            }
                            __v
                        });
                    }
                    Some(5u64) => {
                        __f5 = Some({
                            let __at = r.pos();
                            let __n = r
                                .array_header((level + 1))
                                .map_err(|e| e.in_field(&__C5))?;
                            if S && (__n < 3 || __n > 3) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C5));
                            }
                            let __start = r.pos();
                            for _ in 0..__n {
                                if matches!(r.peek().map(u16::from), Some(0xf9..= 0xfb)) {
                                    let _ = {
                                        let __at = r.pos();
                                        let __v = r.float().map_err(|e| e.in_field(&__C5))?;
                                        __v
                                    };
                                } else if S {
                                    return Err(
                                        DecodeError::new(Rule::ItemType, r.pos(), &__C5),
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
                    Some(6u64) => {
                        __f6 = Some({
                            let __at = r.pos();
                            let __n = r
                                .array_header((level + 1))
                                .map_err(|e| e.in_field(&__C6))?;
                            if S && (__n < 4 || __n > 4) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C6));
                            }
                            let __start = r.pos();
                            for _ in 0..__n {
                                if matches!(r.peek().map(u16::from), Some(0xf9..= 0xfb)) {
                                    let _ = {
                                        let __at = r.pos();
                                        let __v = r.float().map_err(|e| e.in_field(&__C6))?;
                                        __v
                                    };
                                } else if S {
                                    return Err(
                                        DecodeError::new(Rule::ItemType, r.pos(), &__C6),
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
                    Some(7u64) => {
                        __f7 = Some({
                            let __at = r.pos();
                            let __n = r
                                .array_header((level + 1))
                                .map_err(|e| e.in_field(&__C7))?;
                            if S && (__n < 36 || __n > 36) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C7));
                            }
                            let __start = r.pos();
                            for _ in 0..__n {
                                if matches!(r.peek().map(u16::from), Some(0xf9..= 0xfb)) {
                                    let _ = {
                                        let __at = r.pos();
                                        let __v = r.float().map_err(|e| e.in_field(&__C7))?;
                                        __v
                                    };
                                } else if S {
                                    return Err(
                                        DecodeError::new(Rule::ItemType, r.pos(), &__C7),
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
                    Some(8u64) => {
                        __f8 = Some({
                            let __at = r.pos();
                            let __v = r.uint().map_err(|e| e.in_field(&__C8))?;
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C12));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C13));
                }
            };
            let __f3 = match __f3 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C0)),
            };
            let __f4 = match __f4 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C4)),
            };
            let __f5 = match __f5 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C5)),
            };
            let __f6 = match __f6 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C6)),
            };
            let __v = PoseUpdate {
                stamp: __f1,
                coord_frame: __f3,
                body_id: __f4,
                position: __f5,
                orientation: __f6,
                pose_cov: __f7,
                seq: __f8,
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
                let __x = &self.stamp;
                if *__x < -(1i128 << 64) || *__x > i128::from(u64::MAX) {
                    return Err(DecodeError::new(Rule::Range, 0, &__C13));
                }
                if S
                    && !(-9223372036854775808i128..=9223372036854775807i128)
                        .contains(&((*__x) as i128))
                {
                    return Err(DecodeError::new(Rule::Range, 0, &__C13));
                }
            }
            {
                let __x = &self.coord_frame;
            }
            {
                let __x = &self.body_id;
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C4));
                }
            }
            {
                let __x = &self.position;
                if S && (__x.len() < 3 || __x.len() > 3) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C5));
                }
                for __it in __x.iter() {}
            }
            {
                let __x = &self.orientation;
                if S && (__x.len() < 4 || __x.len() > 4) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C6));
                }
                for __it in __x.iter() {}
            }
            if let Some(__x) = &self.pose_cov {
                if S && (__x.len() < 36 || __x.len() > 36) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C7));
                }
                for __it in __x.iter() {}
            }
            if let Some(__x) = &self.seq {}
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            6u64 + u64::from(self.pose_cov.is_some()) + u64::from(self.seq.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&258u64)
                + {
                    let __x = &self.stamp;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.coord_frame;
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.body_id;
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.position;
                    p::uint_len(5u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.orientation;
                    p::uint_len(6u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.pose_cov {
                    p::uint_len(7u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.seq {
                    p::uint_len(8u64) + rt::Elem::encoded_len(__x)
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
                let __x = &self.stamp;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.coord_frame;
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.body_id;
                p::write_uint(out, 4u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.position;
                p::write_uint(out, 5u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.orientation;
                p::write_uint(out, 6u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.pose_cov {
                p::write_uint(out, 7u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.seq {
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
            v.push(("frame_kind", rt::FieldValue::Uint(258u64)));
            {
                let __x = &self.stamp;
                v.push(("stamp", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.coord_frame;
                v.push(("coord_frame", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.body_id;
                v.push(("body_id", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.position;
                v.push(("position", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.orientation;
                v.push(("orientation", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.pose_cov {
                v.push(("pose_cov", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.seq {
                v.push(("seq", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_POSEUPDATE: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Value),
            (5u64, p::ScanNode::Array(&p::ScanNode::Value)),
            (6u64, p::ScanNode::Array(&p::ScanNode::Value)),
            (7u64, p::ScanNode::Array(&p::ScanNode::Value)),
            (8u64, p::ScanNode::Value),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_POSEUPDATE_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Value),
            (5u64, p::ScanNode::Array(&p::ScanNode::Value)),
            (6u64, p::ScanNode::Array(&p::ScanNode::Value)),
            (7u64, p::ScanNode::Array(&p::ScanNode::Value)),
            (8u64, p::ScanNode::Value),
        ],
    };
    /// STATE_DELTA (`0x0103`), a event (§5.4). Timestamped twist (linear + angular velocity) of a tracked body. One-way. Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct StateDelta<'a> {
        /// `stamp` (key 1, int, required, §4.2). Capture time, nanoseconds since the Unix epoch (SI seconds, REP-103); used only for newest-wins ordering (§6.2).
        pub stamp: i128,
        /// `coord_frame` (key 3, tstr, required, §5.4).
        pub coord_frame: &'a str,
        /// `body_id` (key 4, bstr, required, §5.4).
        pub body_id: &'a [u8],
        /// `linear` (key 5, array of float, required, §5.4). (vx, vy, vz) in m/s
        pub linear: Array<'a, f64>,
        /// `angular` (key 6, array of float, required, §5.4). about the fixed axes (X, Y, Z) in rad/s
        pub angular: Array<'a, f64>,
        /// `twist_cov` (key 7, array of float, optional, §5.4). row-major 6x6 covariance (x, y, z, rotX, rotY, rotZ); absent = unknown, not zero
        pub twist_cov: Option<Array<'a, f64>>,
        /// `seq` (key 8, uint, optional, §5.4).
        pub seq: Option<u64>,
    }
    impl<'a> StateDelta<'a> {
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_STATEDELTA)),
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
            let mut __f1: Option<i128> = None;
            let mut __f3: Option<&'a str> = None;
            let mut __f4: Option<&'a [u8]> = None;
            let mut __f5: Option<Array<'a, f64>> = None;
            let mut __f6: Option<Array<'a, f64>> = None;
            let mut __f7: Option<Array<'a, f64>> = None;
            let mut __f8: Option<u64> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 3u8]) {
                            __f0 = true;
                        } else {
                            let __v = r.uint().map_err(|e| e.in_field(&__C12))?;
                            if true && __v != 259u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C12),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        __f1 = Some({
                            let __at = r.pos();
                            let __v = r.int().map_err(|e| e.in_field(&__C13))?;
                            if S
                                && !(-9223372036854775808i128..=9223372036854775807i128)
                                    .contains(&(__v as i128))
                            {
                                return Err(DecodeError::new(Rule::Range, __at, &__C13));
                            }
                            __v
                        });
                    }
                    Some(2u64) => {
                        if S {
                            return Err(DecodeError::new(Rule::Forbidden, __at, &__C14));
                        }
                        r.skip((level + 1))?;
                    }
                    Some(3u64) => {
                        __f3 = Some({
                            let __at = r.pos();
                            let __v = r.tstr().map_err(|e| e.in_field(&__C0))?;
                            __v
                        });
                    }
                    Some(4u64) => {
                        __f4 = Some({
                            let __at = r.pos();
                            let __v = r.bstr().map_err(|e| e.in_field(&__C4))?;
                            if S && (__v.len() < 1 || __v.len() > 64) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C4));
                            }
                            __v
                        });
                    }
                    Some(5u64) => {
                        __f5 = Some({
                            let __at = r.pos();
                            let __n = r
                                .array_header((level + 1))
                                .map_err(|e| e.in_field(&__C9))?;
                            if S && (__n < 3 || __n > 3) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C9));
                            }
                            let __start = r.pos();
                            for _ in 0..__n {
                                if matches!(r.peek().map(u16::from), Some(0xf9..= 0xfb)) {
                                    let _ = {
                                        let __at = r.pos();
                                        let __v = r.float().map_err(|e| e.in_field(&__C9))?;
                                        __v
                                    };
                                } else if S {
                                    return Err(
                                        DecodeError::new(Rule::ItemType, r.pos(), &__C9),
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
                    Some(6u64) => {
                        __f6 = Some({
                            let __at = r.pos();
                            let __n = r
                                .array_header((level + 1))
                                .map_err(|e| e.in_field(&__C10))?;
                            if S && (__n < 3 || __n > 3) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C10));
                            }
                            let __start = r.pos();
                            for _ in 0..__n {
                                if matches!(r.peek().map(u16::from), Some(0xf9..= 0xfb)) {
                                    let _ = {
                                        let __at = r.pos();
                                        let __v = r.float().map_err(|e| e.in_field(&__C10))?;
                                        __v
                                    };
                                } else if S {
                                    return Err(
                                        DecodeError::new(Rule::ItemType, r.pos(), &__C10),
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
                    Some(7u64) => {
                        __f7 = Some({
                            let __at = r.pos();
                            let __n = r
                                .array_header((level + 1))
                                .map_err(|e| e.in_field(&__C11))?;
                            if S && (__n < 36 || __n > 36) {
                                return Err(DecodeError::new(Rule::Len, __at, &__C11));
                            }
                            let __start = r.pos();
                            for _ in 0..__n {
                                if matches!(r.peek().map(u16::from), Some(0xf9..= 0xfb)) {
                                    let _ = {
                                        let __at = r.pos();
                                        let __v = r.float().map_err(|e| e.in_field(&__C11))?;
                                        __v
                                    };
                                } else if S {
                                    return Err(
                                        DecodeError::new(Rule::ItemType, r.pos(), &__C11),
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
                    Some(8u64) => {
                        __f8 = Some({
                            let __at = r.pos();
                            let __v = r.uint().map_err(|e| e.in_field(&__C8))?;
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C12));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C13));
                }
            };
            let __f3 = match __f3 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C0)),
            };
            let __f4 = match __f4 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C4)),
            };
            let __f5 = match __f5 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C9)),
            };
            let __f6 = match __f6 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C10));
                }
            };
            let __v = StateDelta {
                stamp: __f1,
                coord_frame: __f3,
                body_id: __f4,
                linear: __f5,
                angular: __f6,
                twist_cov: __f7,
                seq: __f8,
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
                let __x = &self.stamp;
                if *__x < -(1i128 << 64) || *__x > i128::from(u64::MAX) {
                    return Err(DecodeError::new(Rule::Range, 0, &__C13));
                }
                if S
                    && !(-9223372036854775808i128..=9223372036854775807i128)
                        .contains(&((*__x) as i128))
                {
                    return Err(DecodeError::new(Rule::Range, 0, &__C13));
                }
            }
            {
                let __x = &self.coord_frame;
            }
            {
                let __x = &self.body_id;
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C4));
                }
            }
            {
                let __x = &self.linear;
                if S && (__x.len() < 3 || __x.len() > 3) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C9));
                }
                for __it in __x.iter() {}
            }
            {
                let __x = &self.angular;
                if S && (__x.len() < 3 || __x.len() > 3) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C10));
                }
                for __it in __x.iter() {}
            }
            if let Some(__x) = &self.twist_cov {
                if S && (__x.len() < 36 || __x.len() > 36) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C11));
                }
                for __it in __x.iter() {}
            }
            if let Some(__x) = &self.seq {}
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            6u64 + u64::from(self.twist_cov.is_some()) + u64::from(self.seq.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&259u64)
                + {
                    let __x = &self.stamp;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.coord_frame;
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.body_id;
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.linear;
                    p::uint_len(5u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.angular;
                    p::uint_len(6u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.twist_cov {
                    p::uint_len(7u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.seq {
                    p::uint_len(8u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            p::write_uint(out, 0u64);
            rt::Elem::write(&259u64, out);
            {
                let __x = &self.stamp;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.coord_frame;
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.body_id;
                p::write_uint(out, 4u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.linear;
                p::write_uint(out, 5u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.angular;
                p::write_uint(out, 6u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.twist_cov {
                p::write_uint(out, 7u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.seq {
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
            v.push(("frame_kind", rt::FieldValue::Uint(259u64)));
            {
                let __x = &self.stamp;
                v.push(("stamp", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.coord_frame;
                v.push(("coord_frame", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.body_id;
                v.push(("body_id", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.linear;
                v.push(("linear", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.angular;
                v.push(("angular", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.twist_cov {
                v.push(("twist_cov", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.seq {
                v.push(("seq", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_STATEDELTA: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Value),
            (5u64, p::ScanNode::Array(&p::ScanNode::Value)),
            (6u64, p::ScanNode::Array(&p::ScanNode::Value)),
            (7u64, p::ScanNode::Array(&p::ScanNode::Value)),
            (8u64, p::ScanNode::Value),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_STATEDELTA_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Value),
            (5u64, p::ScanNode::Array(&p::ScanNode::Value)),
            (6u64, p::ScanNode::Array(&p::ScanNode::Value)),
            (7u64, p::ScanNode::Array(&p::ScanNode::Value)),
            (8u64, p::ScanNode::Value),
        ],
    };
    /// OCCUPANCY_UPDATE (`0x0104`), a event (§5.5). Timestamped occupancy-grid patch in a named frame. One-way. Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct OccupancyUpdate<'a> {
        /// `stamp` (key 1, int, required, §4.2). Capture time, nanoseconds since the Unix epoch (SI seconds, REP-103); used only for newest-wins ordering (§6.2).
        pub stamp: i128,
        /// `coord_frame` (key 3, tstr, required, §5.5).
        pub coord_frame: &'a str,
        /// `resolution` (key 4, float, required, §5.5). cell edge length, metres per cell
        pub resolution: f64,
        /// `width` (key 5, uint, required, §5.5).
        pub width: u64,
        /// `height` (key 6, uint, required, §5.5).
        pub height: u64,
        /// `origin` (key 7, tuple [array of float, array of float], required, §5.5). pose of cell (0,0): [position (x, y, z), quaternion (x, y, z, w)]
        pub origin: (Array<'a, f64>, Array<'a, f64>),
        /// `encoding` (key 8, enum occupancy_encoding, required, §5.5).
        pub encoding: OccupancyEncoding,
        /// `cells` (key 9, bstr, required, §5.5). row-major from the origin cell (x then y)
        pub cells: &'a [u8],
    }
    impl<'a> OccupancyUpdate<'a> {
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_OCCUPANCYUPDATE)),
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
            let mut __f1: Option<i128> = None;
            let mut __f3: Option<&'a str> = None;
            let mut __f4: Option<f64> = None;
            let mut __f5: Option<u64> = None;
            let mut __f6: Option<u64> = None;
            let mut __f7: Option<(Array<'a, f64>, Array<'a, f64>)> = None;
            let mut __f8: Option<OccupancyEncoding> = None;
            let mut __f9: Option<&'a [u8]> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 4u8]) {
                            __f0 = true;
                        } else {
                            let __v = r.uint().map_err(|e| e.in_field(&__C12))?;
                            if true && __v != 260u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C12),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        __f1 = Some({
                            let __at = r.pos();
                            let __v = r.int().map_err(|e| e.in_field(&__C13))?;
                            if S
                                && !(-9223372036854775808i128..=9223372036854775807i128)
                                    .contains(&(__v as i128))
                            {
                                return Err(DecodeError::new(Rule::Range, __at, &__C13));
                            }
                            __v
                        });
                    }
                    Some(2u64) => {
                        if S {
                            return Err(DecodeError::new(Rule::Forbidden, __at, &__C14));
                        }
                        r.skip((level + 1))?;
                    }
                    Some(3u64) => {
                        __f3 = Some({
                            let __at = r.pos();
                            let __v = r.tstr().map_err(|e| e.in_field(&__C0))?;
                            __v
                        });
                    }
                    Some(4u64) => {
                        __f4 = Some({
                            let __at = r.pos();
                            let __v = r.float().map_err(|e| e.in_field(&__C16))?;
                            __v
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
                    Some(7u64) => {
                        __f7 = Some({
                            let __at = r.pos();
                            let __n = r
                                .array_header((level + 1))
                                .map_err(|e| e.in_field(&__C19))?;
                            if __n != 2 {
                                return Err(DecodeError::new(Rule::WrongType, __at, &__C19));
                            }
                            (
                                {
                                    if !matches!(r.peek().map(u16::from), Some(0x80..= 0x9f)) {
                                        return Err(
                                            DecodeError::new(Rule::WrongType, r.pos(), &__C19),
                                        );
                                    }
                                    {
                                        let __at = r.pos();
                                        let __n = r
                                            .array_header(((level + 1) + 1))
                                            .map_err(|e| e.in_field(&__C19))?;
                                        if S && (__n < 3 || __n > 3) {
                                            return Err(DecodeError::new(Rule::Len, __at, &__C19));
                                        }
                                        let __start = r.pos();
                                        for _ in 0..__n {
                                            if matches!(r.peek().map(u16::from), Some(0xf9..= 0xfb)) {
                                                let _ = {
                                                    let __at = r.pos();
                                                    let __v = r.float().map_err(|e| e.in_field(&__C19))?;
                                                    __v
                                                };
                                            } else if S {
                                                return Err(
                                                    DecodeError::new(Rule::ItemType, r.pos(), &__C19),
                                                );
                                            } else {
                                                r.skip((((level + 1) + 1) + 1))?;
                                            }
                                        }
                                        Array::__from_validated(
                                            r.span(__start),
                                            __n,
                                            ((level + 1) + 1) + 1,
                                        )
                                    }
                                },
                                {
                                    if !matches!(r.peek().map(u16::from), Some(0x80..= 0x9f)) {
                                        return Err(
                                            DecodeError::new(Rule::WrongType, r.pos(), &__C19),
                                        );
                                    }
                                    {
                                        let __at = r.pos();
                                        let __n = r
                                            .array_header(((level + 1) + 1))
                                            .map_err(|e| e.in_field(&__C19))?;
                                        if S && (__n < 4 || __n > 4) {
                                            return Err(DecodeError::new(Rule::Len, __at, &__C19));
                                        }
                                        let __start = r.pos();
                                        for _ in 0..__n {
                                            if matches!(r.peek().map(u16::from), Some(0xf9..= 0xfb)) {
                                                let _ = {
                                                    let __at = r.pos();
                                                    let __v = r.float().map_err(|e| e.in_field(&__C19))?;
                                                    __v
                                                };
                                            } else if S {
                                                return Err(
                                                    DecodeError::new(Rule::ItemType, r.pos(), &__C19),
                                                );
                                            } else {
                                                r.skip((((level + 1) + 1) + 1))?;
                                            }
                                        }
                                        Array::__from_validated(
                                            r.span(__start),
                                            __n,
                                            ((level + 1) + 1) + 1,
                                        )
                                    }
                                },
                            )
                        });
                    }
                    Some(8u64) => {
                        __f8 = Some({
                            let __at = r.pos();
                            let __v = r.uint().map_err(|e| e.in_field(&__C20))?;
                            if S && !OccupancyEncoding::from_raw(__v).is_recognized() {
                                return Err(
                                    DecodeError::new(Rule::UnknownEnumValue, __at, &__C21),
                                );
                            }
                            OccupancyEncoding::from_raw(__v)
                        });
                    }
                    Some(9u64) => {
                        __f9 = Some({
                            let __at = r.pos();
                            let __v = r.bstr().map_err(|e| e.in_field(&__C22))?;
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C12));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C13));
                }
            };
            let __f3 = match __f3 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C0)),
            };
            let __f4 = match __f4 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C16));
                }
            };
            let __f5 = match __f5 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C17));
                }
            };
            let __f6 = match __f6 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C18));
                }
            };
            let __f7 = match __f7 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C19));
                }
            };
            let __f8 = match __f8 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C20));
                }
            };
            let __f9 = match __f9 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C22));
                }
            };
            let __v = OccupancyUpdate {
                stamp: __f1,
                coord_frame: __f3,
                resolution: __f4,
                width: __f5,
                height: __f6,
                origin: __f7,
                encoding: __f8,
                cells: __f9,
            };
            __v.__rules::<S>(__end)?;
            Ok(__v)
        }
        #[inline]
        fn __rules<const S: bool>(&self, __end: usize) -> Result<(), DecodeError> {
            if true && p::armed(rt::Rule::Relation)
                && {
                    (Some(&self.encoding).is_some_and(|__c| __c.raw() == 0u64))
                        && match (
                            Some(&self.cells).map(|__e| __e.len() as i128),
                            match (
                                Some(&self.width).map(|__e| (*__e) as i128),
                                Some(&self.height).map(|__e| (*__e) as i128),
                            ) {
                                (Some(x), Some(y)) => Some(x.saturating_mul(y)),
                                _ => None,
                            },
                        ) {
                            (Some(__l), Some(__r)) => !(__l == __r),
                            _ => false,
                        }
                }
            {
                return Err(DecodeError::new(rt::Rule::Relation, __end, &__C23));
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
                let __x = &self.stamp;
                if *__x < -(1i128 << 64) || *__x > i128::from(u64::MAX) {
                    return Err(DecodeError::new(Rule::Range, 0, &__C13));
                }
                if S
                    && !(-9223372036854775808i128..=9223372036854775807i128)
                        .contains(&((*__x) as i128))
                {
                    return Err(DecodeError::new(Rule::Range, 0, &__C13));
                }
            }
            {
                let __x = &self.coord_frame;
            }
            {
                let __x = &self.resolution;
            }
            {
                let __x = &self.width;
            }
            {
                let __x = &self.height;
            }
            {
                let __x = &self.origin;
                if S && ((&__x.0).len() < 3 || (&__x.0).len() > 3) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C19));
                }
                for __it in (&__x.0).iter() {}
                if S && ((&__x.1).len() < 4 || (&__x.1).len() > 4) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C19));
                }
                for __it in (&__x.1).iter() {}
            }
            {
                let __x = &self.encoding;
                if S && !OccupancyEncoding::from_raw(__x.raw()).is_recognized() {
                    return Err(DecodeError::new(Rule::UnknownEnumValue, 0, &__C21));
                }
            }
            {
                let __x = &self.cells;
            }
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            9u64
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&260u64)
                + {
                    let __x = &self.stamp;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.coord_frame;
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.resolution;
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.width;
                    p::uint_len(5u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.height;
                    p::uint_len(6u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.origin;
                    p::uint_len(7u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.encoding;
                    p::uint_len(8u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.cells;
                    p::uint_len(9u64) + rt::Elem::encoded_len(__x)
                }
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            p::write_uint(out, 0u64);
            rt::Elem::write(&260u64, out);
            {
                let __x = &self.stamp;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.coord_frame;
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.resolution;
                p::write_uint(out, 4u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.width;
                p::write_uint(out, 5u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.height;
                p::write_uint(out, 6u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.origin;
                p::write_uint(out, 7u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.encoding;
                p::write_uint(out, 8u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.cells;
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
            v.push(("frame_kind", rt::FieldValue::Uint(260u64)));
            {
                let __x = &self.stamp;
                v.push(("stamp", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.coord_frame;
                v.push(("coord_frame", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.resolution;
                v.push(("resolution", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.width;
                v.push(("width", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.height;
                v.push(("height", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.origin;
                v.push(("origin", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.encoding;
                v.push(("encoding", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.cells;
                v.push(("cells", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_OCCUPANCYUPDATE: p::Scan = p::Scan {
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
    #[doc(hidden)]
    pub static __SCAN_OCCUPANCYUPDATE_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Value),
            (5u64, p::ScanNode::Value),
            (6u64, p::ScanNode::Value),
            (7u64, p::ScanNode::Value),
            (8u64, p::ScanNode::Value),
            (9u64, p::ScanNode::Value),
        ],
    };
    /// SPATIAL_QUERY (`0x0105`), a request (§5.6). Request the responder's current frame tree and/or last-known body state; an OPTIONAL conjunctive filter. Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct Query<'a> {
        /// `stamp` (key 1, int, required, §4.2). Capture time, nanoseconds since the Unix epoch (SI seconds, REP-103); used only for newest-wins ordering (§6.2).
        pub stamp: i128,
        /// `corr` (key 2, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `want_frames` (key 3, bool, optional, §5.6). absent or false: the frame tree is not requested
        pub want_frames: Option<bool>,
        /// `body_ids` (key 4, array of bstr, optional, §5.6). absent: all bodies the responder tracks
        pub body_ids: Option<Array<'a, &'a [u8]>>,
        /// `cursor` (key 5, bstr, optional, §5.6). present only when continuing a paginated snapshot (§5.7)
        pub cursor: Option<&'a [u8]>,
    }
    impl<'a> Query<'a> {
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_QUERY)),
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
            let mut __f1: Option<i128> = None;
            let mut __f2: Option<&'a [u8]> = None;
            let mut __f3: Option<bool> = None;
            let mut __f4: Option<Array<'a, &'a [u8]>> = None;
            let mut __f5: Option<&'a [u8]> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 5u8]) {
                            __f0 = true;
                        } else {
                            let __v = r.uint().map_err(|e| e.in_field(&__C12))?;
                            if true && __v != 261u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C12),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        __f1 = Some({
                            let __at = r.pos();
                            let __v = r.int().map_err(|e| e.in_field(&__C13))?;
                            if S
                                && !(-9223372036854775808i128..=9223372036854775807i128)
                                    .contains(&(__v as i128))
                            {
                                return Err(DecodeError::new(Rule::Range, __at, &__C13));
                            }
                            __v
                        });
                    }
                    Some(2u64) => {
                        __f2 = Some({
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
                    Some(3u64) => {
                        __f3 = Some({
                            let __at = r.pos();
                            r.bool().map_err(|e| e.in_field(&__C24))?
                        });
                    }
                    Some(4u64) => {
                        __f4 = Some({
                            let __at = r.pos();
                            let __n = r
                                .array_header((level + 1))
                                .map_err(|e| e.in_field(&__C25))?;
                            let __start = r.pos();
                            for _ in 0..__n {
                                if matches!(r.peek().map(u16::from), Some(0x40..= 0x5f)) {
                                    let _ = {
                                        let __at = r.pos();
                                        let __v = r.bstr().map_err(|e| e.in_field(&__C25))?;
                                        if S && (__v.len() < 1 || __v.len() > 64) {
                                            return Err(DecodeError::new(Rule::Len, __at, &__C25));
                                        }
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
                    Some(5u64) => {
                        __f5 = Some({
                            let __at = r.pos();
                            let __v = r.bstr().map_err(|e| e.in_field(&__C26))?;
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C12));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C13));
                }
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C14));
                }
            };
            let __v = Query {
                stamp: __f1,
                corr: __f2,
                want_frames: __f3,
                body_ids: __f4,
                cursor: __f5,
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
                let __x = &self.stamp;
                if *__x < -(1i128 << 64) || *__x > i128::from(u64::MAX) {
                    return Err(DecodeError::new(Rule::Range, 0, &__C13));
                }
                if S
                    && !(-9223372036854775808i128..=9223372036854775807i128)
                        .contains(&((*__x) as i128))
                {
                    return Err(DecodeError::new(Rule::Range, 0, &__C13));
                }
            }
            {
                let __x = &self.corr;
                if true && __x.is_empty() {
                    return Err(DecodeError::new(Rule::Empty, 0, &__C14));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C14));
                }
            }
            if let Some(__x) = &self.want_frames {}
            if let Some(__x) = &self.body_ids {
                for __it in __x.iter() {
                    if S && ((&__it).len() < 1 || (&__it).len() > 64) {
                        return Err(DecodeError::new(Rule::Len, 0, &__C25));
                    }
                }
            }
            if let Some(__x) = &self.cursor {}
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            3u64 + u64::from(self.want_frames.is_some())
                + u64::from(self.body_ids.is_some()) + u64::from(self.cursor.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&261u64)
                + {
                    let __x = &self.stamp;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.corr;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.want_frames {
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.body_ids {
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.cursor {
                    p::uint_len(5u64) + rt::Elem::encoded_len(__x)
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
                let __x = &self.stamp;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.corr;
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.want_frames {
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.body_ids {
                p::write_uint(out, 4u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.cursor {
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
            v.push(("frame_kind", rt::FieldValue::Uint(261u64)));
            {
                let __x = &self.stamp;
                v.push(("stamp", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.corr;
                v.push(("corr", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.want_frames {
                v.push(("want_frames", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.body_ids {
                v.push(("body_ids", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.cursor {
                v.push(("cursor", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_QUERY: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Array(&p::ScanNode::Value)),
            (5u64, p::ScanNode::Value),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_QUERY_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Array(&p::ScanNode::Value)),
            (5u64, p::ScanNode::Value),
        ],
    };
    /// SPATIAL_SNAPSHOT (`0x0106`), a result (§5.7). A coherent snapshot of frames and poses at the envelope's stamp; echoes the query's corr. Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct Snapshot<'a> {
        /// `stamp` (key 1, int, required, §4.2). Capture time, nanoseconds since the Unix epoch (SI seconds, REP-103); used only for newest-wins ordering (§6.2).
        pub stamp: i128,
        /// `corr` (key 2, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `frames` (key 3, array of record frame_def_body, optional, §5.7).
        pub frames: Option<Array<'a, FrameDefBody<'a>>>,
        /// `poses` (key 4, array of record pose_update_body, required, §5.7). possibly empty
        pub poses: Array<'a, PoseUpdateBody<'a>>,
        /// `states` (key 5, array of record state_delta_body, optional, §5.7). OPTIONAL: omitted by a responder that retains no twist state
        pub states: Option<Array<'a, StateDeltaBody<'a>>>,
        /// `complete` (key 6, bool, required, §5.7).
        pub complete: bool,
        /// `cursor` (key 7, bstr, optional, §5.7).
        pub cursor: Option<&'a [u8]>,
    }
    impl<'a> Snapshot<'a> {
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_SNAPSHOT)),
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
            let mut __f1: Option<i128> = None;
            let mut __f2: Option<&'a [u8]> = None;
            let mut __f3: Option<Array<'a, FrameDefBody<'a>>> = None;
            let mut __f4: Option<Array<'a, PoseUpdateBody<'a>>> = None;
            let mut __f5: Option<Array<'a, StateDeltaBody<'a>>> = None;
            let mut __f6: Option<bool> = None;
            let mut __f7: Option<&'a [u8]> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 6u8]) {
                            __f0 = true;
                        } else {
                            let __v = r.uint().map_err(|e| e.in_field(&__C12))?;
                            if true && __v != 262u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C12),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        __f1 = Some({
                            let __at = r.pos();
                            let __v = r.int().map_err(|e| e.in_field(&__C13))?;
                            if S
                                && !(-9223372036854775808i128..=9223372036854775807i128)
                                    .contains(&(__v as i128))
                            {
                                return Err(DecodeError::new(Rule::Range, __at, &__C13));
                            }
                            __v
                        });
                    }
                    Some(2u64) => {
                        __f2 = Some({
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
                    Some(3u64) => {
                        __f3 = Some({
                            let __at = r.pos();
                            let __n = r
                                .array_header((level + 1))
                                .map_err(|e| e.in_field(&__C27))?;
                            let __start = r.pos();
                            for __i in 0..__n {
                                if p::checks_item(__i) {
                                    if matches!(r.peek().map(u16::from), Some(0xa0..= 0xbf)) {
                                        let _ = {
                                            let __at = r.pos();
                                            FrameDefBody::__body::<S>(r, ((level + 1) + 1), &__C27)?
                                        };
                                    } else if S {
                                        return Err(
                                            DecodeError::new(Rule::ItemType, r.pos(), &__C27),
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
                    Some(4u64) => {
                        __f4 = Some({
                            let __at = r.pos();
                            let __n = r
                                .array_header((level + 1))
                                .map_err(|e| e.in_field(&__C28))?;
                            let __start = r.pos();
                            for __i in 0..__n {
                                if p::checks_item(__i) {
                                    if matches!(r.peek().map(u16::from), Some(0xa0..= 0xbf)) {
                                        let _ = {
                                            let __at = r.pos();
                                            PoseUpdateBody::__body::<S>(r, ((level + 1) + 1), &__C28)?
                                        };
                                    } else if S {
                                        return Err(
                                            DecodeError::new(Rule::ItemType, r.pos(), &__C28),
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
                                .map_err(|e| e.in_field(&__C29))?;
                            let __start = r.pos();
                            for __i in 0..__n {
                                if p::checks_item(__i) {
                                    if matches!(r.peek().map(u16::from), Some(0xa0..= 0xbf)) {
                                        let _ = {
                                            let __at = r.pos();
                                            StateDeltaBody::__body::<S>(r, ((level + 1) + 1), &__C29)?
                                        };
                                    } else if S {
                                        return Err(
                                            DecodeError::new(Rule::ItemType, r.pos(), &__C29),
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
                            r.bool().map_err(|e| e.in_field(&__C30))?
                        });
                    }
                    Some(7u64) => {
                        __f7 = Some({
                            let __at = r.pos();
                            let __v = r.bstr().map_err(|e| e.in_field(&__C26))?;
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C12));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C13));
                }
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C14));
                }
            };
            let __f4 = match __f4 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C28));
                }
            };
            let __f6 = match __f6 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C30));
                }
            };
            let __v = Snapshot {
                stamp: __f1,
                corr: __f2,
                frames: __f3,
                poses: __f4,
                states: __f5,
                complete: __f6,
                cursor: __f7,
            };
            __v.__rules::<S>(__end)?;
            Ok(__v)
        }
        #[inline]
        fn __rules<const S: bool>(&self, __end: usize) -> Result<(), DecodeError> {
            if S && p::armed(rt::Rule::PresentIff)
                && {
                    if Some(&self.complete).is_some_and(|__c| *__c == false) {
                        self.cursor.as_ref().is_none()
                    } else {
                        self.cursor.as_ref().is_some()
                    }
                }
            {
                return Err(DecodeError::new(rt::Rule::PresentIff, __end, &__C31));
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
                let __x = &self.stamp;
                if *__x < -(1i128 << 64) || *__x > i128::from(u64::MAX) {
                    return Err(DecodeError::new(Rule::Range, 0, &__C13));
                }
                if S
                    && !(-9223372036854775808i128..=9223372036854775807i128)
                        .contains(&((*__x) as i128))
                {
                    return Err(DecodeError::new(Rule::Range, 0, &__C13));
                }
            }
            {
                let __x = &self.corr;
                if true && __x.is_empty() {
                    return Err(DecodeError::new(Rule::Empty, 0, &__C14));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C14));
                }
            }
            if let Some(__x) = &self.frames {
                for __it in __x.iter() {
                    (&__it)
                        .validate_with(
                            if S { Profile::Strict } else { Profile::Minimum },
                        )?;
                }
            }
            {
                let __x = &self.poses;
                for __it in __x.iter() {
                    (&__it)
                        .validate_with(
                            if S { Profile::Strict } else { Profile::Minimum },
                        )?;
                }
            }
            if let Some(__x) = &self.states {
                for __it in __x.iter() {
                    (&__it)
                        .validate_with(
                            if S { Profile::Strict } else { Profile::Minimum },
                        )?;
                }
            }
            {
                let __x = &self.complete;
            }
            if let Some(__x) = &self.cursor {}
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            5u64 + u64::from(self.frames.is_some()) + u64::from(self.states.is_some())
                + u64::from(self.cursor.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&262u64)
                + {
                    let __x = &self.stamp;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.corr;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.frames {
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + {
                    let __x = &self.poses;
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.states {
                    p::uint_len(5u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + {
                    let __x = &self.complete;
                    p::uint_len(6u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.cursor {
                    p::uint_len(7u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            p::write_uint(out, 0u64);
            rt::Elem::write(&262u64, out);
            {
                let __x = &self.stamp;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.corr;
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.frames {
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.poses;
                p::write_uint(out, 4u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.states {
                p::write_uint(out, 5u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.complete;
                p::write_uint(out, 6u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.cursor {
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
            v.push(("frame_kind", rt::FieldValue::Uint(262u64)));
            {
                let __x = &self.stamp;
                v.push(("stamp", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.corr;
                v.push(("corr", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.frames {
                v.push(("frames", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.poses;
                v.push(("poses", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.states {
                v.push(("states", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.complete;
                v.push(("complete", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.cursor {
                v.push(("cursor", rt::Elem::field_value(__x)));
            }
            v
        }
        /// The cross-frame rules against the originating SPATIAL_QUERY (only when the caller supplies it).
        pub fn check_against_query(
            &self,
            request: &Query<'_>,
            profile: Profile,
        ) -> Result<(), DecodeError> {
            match profile {
                Profile::Strict => self.__check_against_query::<true>(request),
                Profile::Minimum => self.__check_against_query::<false>(request),
            }
        }
        fn __check_against_query<const S: bool>(
            &self,
            request: &Query<'_>,
        ) -> Result<(), DecodeError> {
            if S && p::armed(rt::Rule::CrossFrame)
                && {
                    self.frames.as_ref().is_some()
                        && !(request
                            .want_frames
                            .as_ref()
                            .is_some_and(|__c| *__c == true))
                }
            {
                return Err(DecodeError::new(rt::Rule::CrossFrame, 0, &__C32));
            }
            Ok(())
        }
    }
    #[doc(hidden)]
    pub static __SCAN_SNAPSHOT: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Array(&p::ScanNode::Body(&__SCAN_FRAMEDEFBODY))),
            (4u64, p::ScanNode::Array(&p::ScanNode::Body(&__SCAN_POSEUPDATEBODY))),
            (5u64, p::ScanNode::Array(&p::ScanNode::Body(&__SCAN_STATEDELTABODY))),
            (6u64, p::ScanNode::Value),
            (7u64, p::ScanNode::Value),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_SNAPSHOT_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (3u64, p::ScanNode::Array(&p::ScanNode::Body(&__SCAN_FRAMEDEFBODY))),
            (4u64, p::ScanNode::Array(&p::ScanNode::Body(&__SCAN_POSEUPDATEBODY))),
            (5u64, p::ScanNode::Array(&p::ScanNode::Body(&__SCAN_STATEDELTABODY))),
            (6u64, p::ScanNode::Value),
            (7u64, p::ScanNode::Value),
        ],
    };
    /// SPATIAL_ERROR (`0x0107`), a error (§7). Structured failure reply; echoes the originating query's corr. Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct ErrorFrame<'a> {
        /// `stamp` (key 1, int, required, §4.2). Capture time, nanoseconds since the Unix epoch (SI seconds, REP-103); used only for newest-wins ordering (§6.2).
        pub stamp: i128,
        /// `corr` (key 2, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `code` (key 3, enum error_code, required, §7).
        pub code: ErrorCode,
        /// `reason` (key 4, tstr, optional, §7). advisory; MUST NOT be relied on for control flow
        pub reason: Option<&'a str>,
    }
    impl<'a> ErrorFrame<'a> {
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
            let mut __f1: Option<i128> = None;
            let mut __f2: Option<&'a [u8]> = None;
            let mut __f3: Option<ErrorCode> = None;
            let mut __f4: Option<&'a str> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 7u8]) {
                            __f0 = true;
                        } else {
                            let __v = r.uint().map_err(|e| e.in_field(&__C12))?;
                            if true && __v != 263u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C12),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        __f1 = Some({
                            let __at = r.pos();
                            let __v = r.int().map_err(|e| e.in_field(&__C13))?;
                            if S
                                && !(-9223372036854775808i128..=9223372036854775807i128)
                                    .contains(&(__v as i128))
                            {
                                return Err(DecodeError::new(Rule::Range, __at, &__C13));
                            }
                            __v
                        });
                    }
                    Some(2u64) => {
                        __f2 = Some({
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
                    Some(3u64) => {
                        __f3 = Some({
                            let __at = r.pos();
                            let __v = r.uint().map_err(|e| e.in_field(&__C33))?;
                            ErrorCode::from_raw(__v)
                        });
                    }
                    Some(4u64) => {
                        __f4 = Some({
                            let __at = r.pos();
                            let __v = r.tstr().map_err(|e| e.in_field(&__C34))?;
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C12));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C13));
                }
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C14));
                }
            };
            let __f3 = match __f3 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C33));
                }
            };
            let __v = ErrorFrame {
                stamp: __f1,
                corr: __f2,
                code: __f3,
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
                let __x = &self.stamp;
                if *__x < -(1i128 << 64) || *__x > i128::from(u64::MAX) {
                    return Err(DecodeError::new(Rule::Range, 0, &__C13));
                }
                if S
                    && !(-9223372036854775808i128..=9223372036854775807i128)
                        .contains(&((*__x) as i128))
                {
                    return Err(DecodeError::new(Rule::Range, 0, &__C13));
                }
            }
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
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            4u64 + u64::from(self.reason.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&263u64)
                + {
                    let __x = &self.stamp;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.corr;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.code;
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
            rt::Elem::write(&263u64, out);
            {
                let __x = &self.stamp;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.corr;
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.code;
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
            v.push(("frame_kind", rt::FieldValue::Uint(263u64)));
            {
                let __x = &self.stamp;
                v.push(("stamp", rt::Elem::field_value(__x)));
            }
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
        fields: &[(3u64, p::ScanNode::Value), (4u64, p::ScanNode::Value)],
    };
    /// The channel's frame types (§3).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
    #[repr(u16)]
    #[non_exhaustive]
    pub enum FrameType {
        /// `0x0100` FRAME_DEF (§5.1)
        FrameDef = 256,
        /// `0x0101` TRANSFORM (§5.2)
        Transform = 257,
        /// `0x0102` POSE_UPDATE (§5.3)
        PoseUpdate = 258,
        /// `0x0103` STATE_DELTA (§5.4)
        StateDelta = 259,
        /// `0x0104` OCCUPANCY_UPDATE (§5.5)
        OccupancyUpdate = 260,
        /// `0x0105` SPATIAL_QUERY (§5.6)
        Query = 261,
        /// `0x0106` SPATIAL_SNAPSHOT (§5.7)
        Snapshot = 262,
        /// `0x0107` SPATIAL_ERROR (§7)
        ErrorFrame = 263,
    }
    impl FrameType {
        /// Every frame type, in schema order.
        pub const ALL: [FrameType; 8] = [
            FrameType::FrameDef,
            FrameType::Transform,
            FrameType::PoseUpdate,
            FrameType::StateDelta,
            FrameType::OccupancyUpdate,
            FrameType::Query,
            FrameType::Snapshot,
            FrameType::ErrorFrame,
        ];
        /// The frame type with this code.
        pub const fn from_u16(v: u16) -> Option<Self> {
            match v {
                256 => Some(FrameType::FrameDef),
                257 => Some(FrameType::Transform),
                258 => Some(FrameType::PoseUpdate),
                259 => Some(FrameType::StateDelta),
                260 => Some(FrameType::OccupancyUpdate),
                261 => Some(FrameType::Query),
                262 => Some(FrameType::Snapshot),
                263 => Some(FrameType::ErrorFrame),
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
                FrameType::FrameDef => "FRAME_DEF",
                FrameType::Transform => "TRANSFORM",
                FrameType::PoseUpdate => "POSE_UPDATE",
                FrameType::StateDelta => "STATE_DELTA",
                FrameType::OccupancyUpdate => "OCCUPANCY_UPDATE",
                FrameType::Query => "SPATIAL_QUERY",
                FrameType::Snapshot => "SPATIAL_SNAPSHOT",
                FrameType::ErrorFrame => "SPATIAL_ERROR",
            }
        }
        /// The frame type with this spec name.
        pub fn from_name(name: &str) -> Option<Self> {
            match name {
                "FRAME_DEF" => Some(FrameType::FrameDef),
                "TRANSFORM" => Some(FrameType::Transform),
                "POSE_UPDATE" => Some(FrameType::PoseUpdate),
                "STATE_DELTA" => Some(FrameType::StateDelta),
                "OCCUPANCY_UPDATE" => Some(FrameType::OccupancyUpdate),
                "SPATIAL_QUERY" => Some(FrameType::Query),
                "SPATIAL_SNAPSHOT" => Some(FrameType::Snapshot),
                "SPATIAL_ERROR" => Some(FrameType::ErrorFrame),
                _ => None,
            }
        }
        /// The frame's role.
        pub const fn role(self) -> rt::Role {
            match self {
                FrameType::FrameDef => rt::Role::Event,
                FrameType::Transform => rt::Role::Event,
                FrameType::PoseUpdate => rt::Role::Event,
                FrameType::StateDelta => rt::Role::Event,
                FrameType::OccupancyUpdate => rt::Role::Event,
                FrameType::Query => rt::Role::Request,
                FrameType::Snapshot => rt::Role::Result,
                FrameType::ErrorFrame => rt::Role::Error,
            }
        }
        /// The spec section defining the frame.
        pub const fn section(self) -> &'static str {
            match self {
                FrameType::FrameDef => "§5.1",
                FrameType::Transform => "§5.2",
                FrameType::PoseUpdate => "§5.3",
                FrameType::StateDelta => "§5.4",
                FrameType::OccupancyUpdate => "§5.5",
                FrameType::Query => "§5.6",
                FrameType::Snapshot => "§5.7",
                FrameType::ErrorFrame => "§7",
            }
        }
        /// Whether the frame carries the correlation key.
        pub const fn has_corr(self) -> bool {
            match self {
                FrameType::FrameDef => false,
                FrameType::Transform => false,
                FrameType::PoseUpdate => false,
                FrameType::StateDelta => false,
                FrameType::OccupancyUpdate => false,
                FrameType::Query => true,
                FrameType::Snapshot => true,
                FrameType::ErrorFrame => true,
            }
        }
        /// Whether an implementation may omit this operation.
        pub const fn is_optional(self) -> bool {
            match self {
                FrameType::FrameDef => false,
                FrameType::Transform => false,
                FrameType::PoseUpdate => false,
                FrameType::StateDelta => false,
                FrameType::OccupancyUpdate => false,
                FrameType::Query => false,
                FrameType::Snapshot => false,
                FrameType::ErrorFrame => false,
            }
        }
        /// Frame types that can answer this one (in any reply pattern).
        pub const fn replies(self) -> &'static [FrameType] {
            match self {
                FrameType::FrameDef => &[],
                FrameType::Transform => &[],
                FrameType::PoseUpdate => &[],
                FrameType::StateDelta => &[],
                FrameType::OccupancyUpdate => &[],
                FrameType::Query => &[FrameType::Snapshot, FrameType::ErrorFrame],
                FrameType::Snapshot => &[],
                FrameType::ErrorFrame => &[],
            }
        }
        /// Frame types this one answers.
        pub const fn answers(self) -> &'static [FrameType] {
            match self {
                FrameType::FrameDef => &[],
                FrameType::Transform => &[],
                FrameType::PoseUpdate => &[],
                FrameType::StateDelta => &[],
                FrameType::OccupancyUpdate => &[],
                FrameType::Query => &[],
                FrameType::Snapshot => &[FrameType::Query],
                FrameType::ErrorFrame => &[FrameType::Query],
            }
        }
        /// Requests this frame withdraws by their corr.
        pub const fn withdraws(self) -> &'static [FrameType] {
            match self {
                FrameType::FrameDef => &[],
                FrameType::Transform => &[],
                FrameType::PoseUpdate => &[],
                FrameType::StateDelta => &[],
                FrameType::OccupancyUpdate => &[],
                FrameType::Query => &[],
                FrameType::Snapshot => &[],
                FrameType::ErrorFrame => &[],
            }
        }
    }
    /// Any frame of the channel.
    #[derive(Debug, Clone, PartialEq)]
    #[non_exhaustive]
    pub enum Frame<'a> {
        ///A frame of this type.
        FrameDef(FrameDef<'a>),
        ///A frame of this type.
        Transform(Transform<'a>),
        ///A frame of this type.
        PoseUpdate(PoseUpdate<'a>),
        ///A frame of this type.
        StateDelta(StateDelta<'a>),
        ///A frame of this type.
        OccupancyUpdate(OccupancyUpdate<'a>),
        ///A frame of this type.
        Query(Query<'a>),
        ///A frame of this type.
        Snapshot(Snapshot<'a>),
        ///A frame of this type.
        ErrorFrame(ErrorFrame<'a>),
    }
    impl<'a> Frame<'a> {
        /// The frame type.
        pub const fn frame_type(&self) -> FrameType {
            match self {
                Frame::FrameDef(_) => FrameType::FrameDef,
                Frame::Transform(_) => FrameType::Transform,
                Frame::PoseUpdate(_) => FrameType::PoseUpdate,
                Frame::StateDelta(_) => FrameType::StateDelta,
                Frame::OccupancyUpdate(_) => FrameType::OccupancyUpdate,
                Frame::Query(_) => FrameType::Query,
                Frame::Snapshot(_) => FrameType::Snapshot,
                Frame::ErrorFrame(_) => FrameType::ErrorFrame,
            }
        }
        /// The correlation key, for frames that carry one.
        pub fn corr(&self) -> Option<rt::Corr<'a>> {
            match self {
                Frame::FrameDef(x) => None,
                Frame::Transform(x) => None,
                Frame::PoseUpdate(x) => None,
                Frame::StateDelta(x) => None,
                Frame::OccupancyUpdate(x) => None,
                Frame::Query(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::Snapshot(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::ErrorFrame(x) => Some(rt::Corr::Bytes(x.corr)),
            }
        }
        /// Whether this frame expects a reply (its reply patterns and `reply_when`).
        pub fn expects_reply(&self) -> bool {
            match self {
                Frame::FrameDef(x) => false && (true),
                Frame::Transform(x) => false && (true),
                Frame::PoseUpdate(x) => false && (true),
                Frame::StateDelta(x) => false && (true),
                Frame::OccupancyUpdate(x) => false && (true),
                Frame::Query(x) => true && (true),
                Frame::Snapshot(x) => false && (true),
                Frame::ErrorFrame(x) => false && (true),
            }
        }
        /// See the frame's `validate`.
        pub fn validate(&self) -> Result<(), DecodeError> {
            match self {
                Frame::FrameDef(x) => x.validate(),
                Frame::Transform(x) => x.validate(),
                Frame::PoseUpdate(x) => x.validate(),
                Frame::StateDelta(x) => x.validate(),
                Frame::OccupancyUpdate(x) => x.validate(),
                Frame::Query(x) => x.validate(),
                Frame::Snapshot(x) => x.validate(),
                Frame::ErrorFrame(x) => x.validate(),
            }
        }
        /// See the frame's `validate_with`.
        pub fn validate_with(&self, profile: Profile) -> Result<(), DecodeError> {
            match self {
                Frame::FrameDef(x) => x.validate_with(profile),
                Frame::Transform(x) => x.validate_with(profile),
                Frame::PoseUpdate(x) => x.validate_with(profile),
                Frame::StateDelta(x) => x.validate_with(profile),
                Frame::OccupancyUpdate(x) => x.validate_with(profile),
                Frame::Query(x) => x.validate_with(profile),
                Frame::Snapshot(x) => x.validate_with(profile),
                Frame::ErrorFrame(x) => x.validate_with(profile),
            }
        }
        /// Exact size of the canonical encoding.
        pub fn encoded_len(&self) -> usize {
            match self {
                Frame::FrameDef(x) => x.encoded_len(),
                Frame::Transform(x) => x.encoded_len(),
                Frame::PoseUpdate(x) => x.encoded_len(),
                Frame::StateDelta(x) => x.encoded_len(),
                Frame::OccupancyUpdate(x) => x.encoded_len(),
                Frame::Query(x) => x.encoded_len(),
                Frame::Snapshot(x) => x.encoded_len(),
                Frame::ErrorFrame(x) => x.encoded_len(),
            }
        }
        /// The canonical encoding.
        pub fn encode<W: Sink>(&self, out: &mut W) {
            match self {
                Frame::FrameDef(x) => x.encode(out),
                Frame::Transform(x) => x.encode(out),
                Frame::PoseUpdate(x) => x.encode(out),
                Frame::StateDelta(x) => x.encode(out),
                Frame::OccupancyUpdate(x) => x.encode(out),
                Frame::Query(x) => x.encode(out),
                Frame::Snapshot(x) => x.encode(out),
                Frame::ErrorFrame(x) => x.encode(out),
            }
        }
        /// Encode into a caller's buffer.
        pub fn encode_to_slice(
            &self,
            buf: &mut [u8],
        ) -> Result<usize, rt::BufferTooSmall> {
            match self {
                Frame::FrameDef(x) => x.encode_to_slice(buf),
                Frame::Transform(x) => x.encode_to_slice(buf),
                Frame::PoseUpdate(x) => x.encode_to_slice(buf),
                Frame::StateDelta(x) => x.encode_to_slice(buf),
                Frame::OccupancyUpdate(x) => x.encode_to_slice(buf),
                Frame::Query(x) => x.encode_to_slice(buf),
                Frame::Snapshot(x) => x.encode_to_slice(buf),
                Frame::ErrorFrame(x) => x.encode_to_slice(buf),
            }
        }
        /// The canonical encoding in a new vector.
        #[cfg(feature = "alloc")]
        pub fn to_vec(&self) -> alloc::vec::Vec<u8> {
            match self {
                Frame::FrameDef(x) => x.to_vec(),
                Frame::Transform(x) => x.to_vec(),
                Frame::PoseUpdate(x) => x.to_vec(),
                Frame::StateDelta(x) => x.to_vec(),
                Frame::OccupancyUpdate(x) => x.to_vec(),
                Frame::Query(x) => x.to_vec(),
                Frame::Snapshot(x) => x.to_vec(),
                Frame::ErrorFrame(x) => x.to_vec(),
            }
        }
        /// Present fields by schema name.
        #[cfg(feature = "alloc")]
        pub fn fields(&self) -> alloc::vec::Vec<(&'static str, rt::FieldValue<'a>)> {
            match self {
                Frame::FrameDef(x) => x.fields(),
                Frame::Transform(x) => x.fields(),
                Frame::PoseUpdate(x) => x.fields(),
                Frame::StateDelta(x) => x.fields(),
                Frame::OccupancyUpdate(x) => x.fields(),
                Frame::Query(x) => x.fields(),
                Frame::Snapshot(x) => x.fields(),
                Frame::ErrorFrame(x) => x.fields(),
            }
        }
    }
    impl<'a> From<FrameDef<'a>> for Frame<'a> {
        fn from(x: FrameDef<'a>) -> Self {
            Frame::FrameDef(x)
        }
    }
    impl<'a> From<Transform<'a>> for Frame<'a> {
        fn from(x: Transform<'a>) -> Self {
            Frame::Transform(x)
        }
    }
    impl<'a> From<PoseUpdate<'a>> for Frame<'a> {
        fn from(x: PoseUpdate<'a>) -> Self {
            Frame::PoseUpdate(x)
        }
    }
    impl<'a> From<StateDelta<'a>> for Frame<'a> {
        fn from(x: StateDelta<'a>) -> Self {
            Frame::StateDelta(x)
        }
    }
    impl<'a> From<OccupancyUpdate<'a>> for Frame<'a> {
        fn from(x: OccupancyUpdate<'a>) -> Self {
            Frame::OccupancyUpdate(x)
        }
    }
    impl<'a> From<Query<'a>> for Frame<'a> {
        fn from(x: Query<'a>) -> Self {
            Frame::Query(x)
        }
    }
    impl<'a> From<Snapshot<'a>> for Frame<'a> {
        fn from(x: Snapshot<'a>) -> Self {
            Frame::Snapshot(x)
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
            Some(FrameType::FrameDef) => {
                FrameDef::decode_with(payload, profile).map(Frame::FrameDef)
            }
            Some(FrameType::Transform) => {
                Transform::decode_with(payload, profile).map(Frame::Transform)
            }
            Some(FrameType::PoseUpdate) => {
                PoseUpdate::decode_with(payload, profile).map(Frame::PoseUpdate)
            }
            Some(FrameType::StateDelta) => {
                StateDelta::decode_with(payload, profile).map(Frame::StateDelta)
            }
            Some(FrameType::OccupancyUpdate) => {
                OccupancyUpdate::decode_with(payload, profile)
                    .map(Frame::OccupancyUpdate)
            }
            Some(FrameType::Query) => {
                Query::decode_with(payload, profile).map(Frame::Query)
            }
            Some(FrameType::Snapshot) => {
                Snapshot::decode_with(payload, profile).map(Frame::Snapshot)
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
            (Frame::Query(q), Frame::Snapshot(s)) => s.check_against_query(q, profile)?,
            _ => {}
        }
        Ok(reply)
    }
    static __FRAMES: [rt::FrameInfo; 8] = [
        rt::FrameInfo {
            code: 256,
            name: "FRAME_DEF",
            role: rt::Role::Event,
            has_corr: false,
            section: "§5.1",
        },
        rt::FrameInfo {
            code: 257,
            name: "TRANSFORM",
            role: rt::Role::Event,
            has_corr: false,
            section: "§5.2",
        },
        rt::FrameInfo {
            code: 258,
            name: "POSE_UPDATE",
            role: rt::Role::Event,
            has_corr: false,
            section: "§5.3",
        },
        rt::FrameInfo {
            code: 259,
            name: "STATE_DELTA",
            role: rt::Role::Event,
            has_corr: false,
            section: "§5.4",
        },
        rt::FrameInfo {
            code: 260,
            name: "OCCUPANCY_UPDATE",
            role: rt::Role::Event,
            has_corr: false,
            section: "§5.5",
        },
        rt::FrameInfo {
            code: 261,
            name: "SPATIAL_QUERY",
            role: rt::Role::Request,
            has_corr: true,
            section: "§5.6",
        },
        rt::FrameInfo {
            code: 262,
            name: "SPATIAL_SNAPSHOT",
            role: rt::Role::Result,
            has_corr: true,
            section: "§5.7",
        },
        rt::FrameInfo {
            code: 263,
            name: "SPATIAL_ERROR",
            role: rt::Role::Error,
            has_corr: true,
            section: "§7",
        },
    ];
    /// Static facts about the channel.
    pub static INFO: rt::ChannelInfo = rt::ChannelInfo {
        id: CHANNEL_ID,
        module: "spatial",
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
                Some(FrameType::FrameDef) => {
                    FrameDef::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: None,
                        },
                    )
                }
                Some(FrameType::Transform) => {
                    Transform::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: None,
                        },
                    )
                }
                Some(FrameType::PoseUpdate) => {
                    PoseUpdate::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: None,
                        },
                    )
                }
                Some(FrameType::StateDelta) => {
                    StateDelta::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: None,
                        },
                    )
                }
                Some(FrameType::OccupancyUpdate) => {
                    OccupancyUpdate::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: None,
                        },
                    )
                }
                Some(FrameType::Query) => {
                    Query::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Bytes(x.corr)),
                        },
                    )
                }
                Some(FrameType::Snapshot) => {
                    Snapshot::__check_with(
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
        /// Build the SPATIAL_ERROR reply to a failed request: echoes the correlation key and carries only the generic message for `code`. Optional fields start empty.
        pub fn reply(corr: &'a [u8], code: ErrorCode) -> Self {
            ErrorFrame {
                stamp: 0i128,
                corr: corr,
                code: code,
                reason: None,
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
        let c = p::recover_corr(payload, 2u64, true, 1, 64)?;
        let corr = match c {
            rt::Corr::Bytes(b) => b,
            rt::Corr::Uint(_) => return None,
        };
        Some(ErrorFrame::reply(corr, code))
    }
}
