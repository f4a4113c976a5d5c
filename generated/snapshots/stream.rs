/// NPAMP-STREAM (Stream, channel 0x000c): generated from `schema/stream.yaml` (Multiplexed full-duplex streaming (tokens, audio, video, file transfer)).
#[allow(
    clippy::all,
    unused_imports,
    unused_variables,
    unused_mut,
    unused_parens,
    unreachable_code,
    non_camel_case_types
)]
pub mod stream {
    use crate::rt as rt;
    use rt::__private as p;
    use rt::{Array, DecodeError, Item, Map, Profile, RawMap, Rule, Sink};
    /// Channel id 0x000c (Stream, §2.1).
    pub const CHANNEL_ID: u16 = 12;
    /// The channel's name.
    pub const CHANNEL_NAME: &str = "Stream";
    /// The channel's purpose (§2).
    pub const CHANNEL_PURPOSE: &str = "Multiplexed full-duplex streaming (tokens, audio, video, file transfer)";
    /// The spec this module implements.
    pub const SPEC: &str = "NPAMP-STREAM";
    /// The spec revision.
    pub const SPEC_REVISION: &str = "draft-bubblefish-npamp-02";
    /// Document id used in requirement ids (`<doc>/<section>/<slug>`).
    pub const DOC_ID: &str = "80";
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
    /// The schema file this module was generated from.
    pub const SCHEMA_SOURCE: &str = "schema/stream.yaml";
    /// The schema text this module was generated from.
    pub const SCHEMA_YAML: &str = include_str!(
        concat!(env!("CARGO_MANIFEST_DIR"), "/../", "schema/stream.yaml")
    );
    /// The core's reserved all-channel frame types (§3): never this channel's operations.
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
            (rt::Basis::Must, "§3"),
            (rt::Basis::Must, "§4.1"),
            (rt::Basis::Must, "§4.1"),
            (rt::Basis::Strict, "§4.1"),
            (rt::Basis::Strict, "§4.3"),
            (rt::Basis::Must, "§4.2"),
            (rt::Basis::Strict, "§4.2"),
            (rt::Basis::Strict, "§5.1"),
            (rt::Basis::Strict, "§5.2"),
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
        field: Some("frame_kind"),
        rule_id: None,
        own: None,
    };
    static __C1: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("sub_stream_id"),
        rule_id: None,
        own: None,
    };
    static __C2: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("init_window"),
        rule_id: None,
        own: None,
    };
    static __C3: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("content_type"),
        rule_id: None,
        own: None,
    };
    static __C4: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("content_hint"),
        rule_id: None,
        own: None,
    };
    static __C5: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("flags"),
        rule_id: None,
        own: None,
    };
    static __C6: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("flags"),
        rule_id: None,
        own: Some((rt::Basis::Strict, "§5.1")),
    };
    static __C7: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("offset"),
        rule_id: None,
        own: None,
    };
    static __C8: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("data"),
        rule_id: None,
        own: None,
    };
    static __C9: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("data"),
        rule_id: Some("empty-data-only-with-fin"),
        own: Some((rt::Basis::Strict, "§5.2")),
    };
    static __C10: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("data"),
        rule_id: Some("empty-data-only-with-fin-no-flags"),
        own: Some((rt::Basis::Strict, "§5.2")),
    };
    static __C11: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("flags"),
        rule_id: None,
        own: Some((rt::Basis::Strict, "§5.2")),
    };
    static __C12: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("final_offset"),
        rule_id: None,
        own: None,
    };
    static __C13: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("error_code"),
        rule_id: None,
        own: None,
    };
    static __C14: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("max_data"),
        rule_id: None,
        own: None,
    };
    /// Enum `content_type` (§5.1). Unrecognized values are kept, never an error.
    #[derive(Debug, Clone, Copy)]
    #[non_exhaustive]
    pub enum ContentType {
        /// `0x00` opaque (§5.1)
        Opaque,
        /// `0x01` token_text (§5.1)
        TokenText,
        /// `0x02` audio (§5.1)
        Audio,
        /// `0x03` video (§5.1)
        Video,
        /// `0x04` file (§5.1)
        File,
        /// `0x05` cbor (§5.1)
        Cbor,
        /// `0x06` octet_stream (§5.1)
        OctetStream,
        /// A value this revision does not name. Meaning: treat the octets as 0x00 opaque and never fail the sub-stream on that basis alone (a receiver that cannot accept the sub-stream at all MAY decline with STREAM_RESET ContentTypeUnsupported).
        Unrecognized(u64),
    }
    impl ContentType {
        /// Every named value.
        pub const KNOWN: &'static [ContentType] = &[
            ContentType::Opaque,
            ContentType::TokenText,
            ContentType::Audio,
            ContentType::Video,
            ContentType::File,
            ContentType::Cbor,
            ContentType::OctetStream,
        ];
        /// The value for a raw wire value (named when the schema names it).
        pub const fn from_raw(v: u64) -> Self {
            match v {
                0u64 => ContentType::Opaque,
                1u64 => ContentType::TokenText,
                2u64 => ContentType::Audio,
                3u64 => ContentType::Video,
                4u64 => ContentType::File,
                5u64 => ContentType::Cbor,
                6u64 => ContentType::OctetStream,
                other => ContentType::Unrecognized(other),
            }
        }
        /// The raw wire value.
        pub const fn raw(self) -> u64 {
            match self {
                ContentType::Opaque => 0u64,
                ContentType::TokenText => 1u64,
                ContentType::Audio => 2u64,
                ContentType::Video => 3u64,
                ContentType::File => 4u64,
                ContentType::Cbor => 5u64,
                ContentType::OctetStream => 6u64,
                ContentType::Unrecognized(v) => v,
            }
        }
        /// Whether the schema names this value.
        pub const fn is_recognized(self) -> bool {
            matches!(self.raw(), 0u64 | 1u64 | 2u64 | 3u64 | 4u64 | 5u64 | 6u64)
        }
        /// Whether the value lies in the range that requires specification to assign.
        pub const fn is_unassigned(self) -> bool {
            let v = self.raw();
            v >= 7u64 && v <= 127u64
        }
        /// Whether the value lies in the private-use range.
        pub const fn is_private_use(self) -> bool {
            let v = self.raw();
            v >= 128u64 && v <= 255u64
        }
        /// The spec section of the value table.
        pub const SECTION: &'static str = "§5.1";
        /// Whether an unrecognized value is refused (a strict enum).
        pub const STRICT: bool = false;
        /// The schema name of a named value.
        pub const fn name(self) -> Option<&'static str> {
            match self {
                ContentType::Opaque => Some("opaque"),
                ContentType::TokenText => Some("token_text"),
                ContentType::Audio => Some("audio"),
                ContentType::Video => Some("video"),
                ContentType::File => Some("file"),
                ContentType::Cbor => Some("cbor"),
                ContentType::OctetStream => Some("octet_stream"),
                _ => None,
            }
        }
        /// The named value with this schema name.
        pub fn from_name(name: &str) -> Option<Self> {
            match name {
                "opaque" => Some(ContentType::Opaque),
                "token_text" => Some(ContentType::TokenText),
                "audio" => Some(ContentType::Audio),
                "video" => Some(ContentType::Video),
                "file" => Some(ContentType::File),
                "cbor" => Some(ContentType::Cbor),
                "octet_stream" => Some(ContentType::OctetStream),
                _ => None,
            }
        }
        /// How a receiver treats this value: an unrecognized value counts as `opaque` (§5.1).
        pub const fn effective(self) -> Self {
            if self.is_recognized() { self } else { ContentType::Opaque }
        }
    }
    impl PartialEq for ContentType {
        fn eq(&self, o: &Self) -> bool {
            self.raw() == o.raw()
        }
    }
    impl Eq for ContentType {}
    impl core::hash::Hash for ContentType {
        fn hash<H: core::hash::Hasher>(&self, h: &mut H) {
            self.raw().hash(h)
        }
    }
    impl From<u64> for ContentType {
        fn from(v: u64) -> Self {
            Self::from_raw(v)
        }
    }
    impl<'a> rt::Elem<'a> for ContentType {
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
        /// `0x00` no_error (§8): Clean cancellation of the sub-stream; not a failure (§7.3).
        NoError,
        /// `0x01` sub_stream_id_invalid (§8): Wrong parity for the opener's handshake role, a reused open id, or otherwise unusable (§6.1).
        SubStreamIdInvalid,
        /// `0x02` flow_control_error (§8): Credit exceeded, or an offset overlapped or preceded already-received data (§5.2, §6).
        FlowControlError,
        /// `0x03` stream_state_error (§8): An illegal state transition, or a malformed payload / mismatched frame_kind / unknown negative key (§4, §7.4).
        StreamStateError,
        /// `0x04` initial_window_invalid (§8): A STREAM_OPEN init_window was unacceptable to the receiver (§5.1).
        InitialWindowInvalid,
        /// `0x05` content_type_unsupported (§8): The receiver cannot accept the declared content_type at all (§5.1).
        ContentTypeUnsupported,
        /// `0x06` resource_exhausted (§8): The receiver cannot allocate the resources the sub-stream requires (§9).
        ResourceExhausted,
        /// A value this revision does not name. Meaning: an unknown reset cause: the sub-stream is still torn down in both directions (§5.4).
        Unrecognized(u64),
    }
    impl ErrorCode {
        /// Every named value.
        pub const KNOWN: &'static [ErrorCode] = &[
            ErrorCode::NoError,
            ErrorCode::SubStreamIdInvalid,
            ErrorCode::FlowControlError,
            ErrorCode::StreamStateError,
            ErrorCode::InitialWindowInvalid,
            ErrorCode::ContentTypeUnsupported,
            ErrorCode::ResourceExhausted,
        ];
        /// The value for a raw wire value (named when the schema names it).
        pub const fn from_raw(v: u64) -> Self {
            match v {
                0u64 => ErrorCode::NoError,
                1u64 => ErrorCode::SubStreamIdInvalid,
                2u64 => ErrorCode::FlowControlError,
                3u64 => ErrorCode::StreamStateError,
                4u64 => ErrorCode::InitialWindowInvalid,
                5u64 => ErrorCode::ContentTypeUnsupported,
                6u64 => ErrorCode::ResourceExhausted,
                other => ErrorCode::Unrecognized(other),
            }
        }
        /// The raw wire value.
        pub const fn raw(self) -> u64 {
            match self {
                ErrorCode::NoError => 0u64,
                ErrorCode::SubStreamIdInvalid => 1u64,
                ErrorCode::FlowControlError => 2u64,
                ErrorCode::StreamStateError => 3u64,
                ErrorCode::InitialWindowInvalid => 4u64,
                ErrorCode::ContentTypeUnsupported => 5u64,
                ErrorCode::ResourceExhausted => 6u64,
                ErrorCode::Unrecognized(v) => v,
            }
        }
        /// Whether the schema names this value.
        pub const fn is_recognized(self) -> bool {
            matches!(self.raw(), 0u64 | 1u64 | 2u64 | 3u64 | 4u64 | 5u64 | 6u64)
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
                ErrorCode::NoError => Some("no_error"),
                ErrorCode::SubStreamIdInvalid => Some("sub_stream_id_invalid"),
                ErrorCode::FlowControlError => Some("flow_control_error"),
                ErrorCode::StreamStateError => Some("stream_state_error"),
                ErrorCode::InitialWindowInvalid => Some("initial_window_invalid"),
                ErrorCode::ContentTypeUnsupported => Some("content_type_unsupported"),
                ErrorCode::ResourceExhausted => Some("resource_exhausted"),
                _ => None,
            }
        }
        /// The named value with this schema name.
        pub fn from_name(name: &str) -> Option<Self> {
            match name {
                "no_error" => Some(ErrorCode::NoError),
                "sub_stream_id_invalid" => Some(ErrorCode::SubStreamIdInvalid),
                "flow_control_error" => Some(ErrorCode::FlowControlError),
                "stream_state_error" => Some(ErrorCode::StreamStateError),
                "initial_window_invalid" => Some(ErrorCode::InitialWindowInvalid),
                "content_type_unsupported" => Some(ErrorCode::ContentTypeUnsupported),
                "resource_exhausted" => Some(ErrorCode::ResourceExhausted),
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
    /// Flags `data_flags` (§5.2): named bits; the others are reserved.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
    pub struct DataFlags(pub u64);
    impl DataFlags {
        /// Bit 0: `fin` — The last STREAM_DATA for this direction: offset + len(data) is this direction's final offset.
        pub const FIN: Self = DataFlags(1u64);
        /// Every named bit.
        pub const KNOWN_MASK: u64 = 1u64;
        /// Whether every bit of `other` is set.
        pub const fn contains(self, other: Self) -> bool {
            self.0 & other.0 == other.0
        }
        /// The raw bits.
        pub const fn bits(self) -> u64 {
            self.0
        }
        /// The reserved (unnamed) bits that are set.
        pub const fn reserved(self) -> u64 {
            self.0 & !Self::KNOWN_MASK
        }
        /// Names of the named bits that are set.
        #[cfg(feature = "alloc")]
        pub fn names(self) -> alloc::vec::Vec<&'static str> {
            let mut v = alloc::vec::Vec::new();
            if self.0 & 1u64 != 0 {
                v.push("fin");
            }
            v
        }
    }
    impl<'a> rt::Elem<'a> for DataFlags {
        fn read(r: &mut p::Reader<'a>, _level: usize) -> Result<Self, DecodeError> {
            r.uint().map(DataFlags)
        }
        fn write<W: Sink>(&self, out: &mut W) {
            p::write_uint(out, self.0)
        }
        fn encoded_len(&self) -> usize {
            p::uint_len(self.0)
        }
        #[cfg(feature = "alloc")]
        fn field_value(&self) -> rt::FieldValue<'a> {
            rt::FieldValue::Flags {
                raw: self.0,
                names: self.names(),
            }
        }
    }
    /// Flags `open_flags` (§5.1): named bits; the others are reserved.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
    pub struct OpenFlags(pub u64);
    impl OpenFlags {
        /// Bit 0: `fin` — The opener will send no STREAM_DATA on this sub-stream: its direction is empty and half-closed from the outset.
        pub const FIN: Self = OpenFlags(1u64);
        /// Every named bit.
        pub const KNOWN_MASK: u64 = 1u64;
        /// Whether every bit of `other` is set.
        pub const fn contains(self, other: Self) -> bool {
            self.0 & other.0 == other.0
        }
        /// The raw bits.
        pub const fn bits(self) -> u64 {
            self.0
        }
        /// The reserved (unnamed) bits that are set.
        pub const fn reserved(self) -> u64 {
            self.0 & !Self::KNOWN_MASK
        }
        /// Names of the named bits that are set.
        #[cfg(feature = "alloc")]
        pub fn names(self) -> alloc::vec::Vec<&'static str> {
            let mut v = alloc::vec::Vec::new();
            if self.0 & 1u64 != 0 {
                v.push("fin");
            }
            v
        }
    }
    impl<'a> rt::Elem<'a> for OpenFlags {
        fn read(r: &mut p::Reader<'a>, _level: usize) -> Result<Self, DecodeError> {
            r.uint().map(OpenFlags)
        }
        fn write<W: Sink>(&self, out: &mut W) {
            p::write_uint(out, self.0)
        }
        fn encoded_len(&self) -> usize {
            p::uint_len(self.0)
        }
        #[cfg(feature = "alloc")]
        fn field_value(&self) -> rt::FieldValue<'a> {
            rt::FieldValue::Flags {
                raw: self.0,
                names: self.names(),
            }
        }
    }
    /// STREAM_OPEN (`0x0100`), a request (§5.1). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct Open<'a> {
        /// `sub_stream_id` (key 1, uint, required, §4.2). The sub-stream this frame acts on; all frames of a sub-stream in both directions carry it (parity by handshake role, §6.1).
        pub sub_stream_id: u64,
        /// `init_window` (key 2, uint, required, §5.1). The opener's initial per-sub-stream receive credit for this direction, as an absolute cumulative receive offset (§6.2).
        pub init_window: u64,
        /// `content_type` (key 3, enum content_type, required, §5.1).
        pub content_type: ContentType,
        /// `content_hint` (key 4, tstr, optional, §5.1). Advisory free-text hint; not an identifier, never used to correlate or de-duplicate sub-streams.
        pub content_hint: Option<&'a str>,
        /// `flags` (key 5, flags open_flags, optional, §5.1). Absent means no flags.
        pub flags: Option<OpenFlags>,
    }
    impl<'a> Open<'a> {
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_OPEN)),
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
            let mut __f1: Option<u64> = None;
            let mut __f2: Option<u64> = None;
            let mut __f3: Option<ContentType> = None;
            let mut __f4: Option<&'a str> = None;
            let mut __f5: Option<OpenFlags> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 0u8]) {
                            __f0 = true;
                        } else {
                            let __v = r.uint().map_err(|e| e.in_field(&__C0))?;
                            if true && __v != 256u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C0),
                                );
                            }
                            __f0 = true;
                        }
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
                            if S && !(0i128..=255i128).contains(&(__v as i128)) {
                                return Err(DecodeError::new(Rule::Range, __at, &__C3));
                            }
                            ContentType::from_raw(__v)
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
                            if S && !(0i128..=255i128).contains(&(__v as i128)) {
                                return Err(DecodeError::new(Rule::Range, __at, &__C5));
                            }
                            OpenFlags(__v)
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C0));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C1)),
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C2)),
            };
            let __f3 = match __f3 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C3)),
            };
            let __v = Open {
                sub_stream_id: __f1,
                init_window: __f2,
                content_type: __f3,
                content_hint: __f4,
                flags: __f5,
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
                let __x = &self.sub_stream_id;
            }
            {
                let __x = &self.init_window;
            }
            {
                let __x = &self.content_type;
                if S && !(0i128..=255i128).contains(&(__x.raw() as i128)) {
                    return Err(DecodeError::new(Rule::Range, 0, &__C3));
                }
            }
            if let Some(__x) = &self.content_hint {}
            if let Some(__x) = &self.flags {
                if S && !(0i128..=255i128).contains(&(__x.0 as i128)) {
                    return Err(DecodeError::new(Rule::Range, 0, &__C5));
                }
                if S && __x.0 & !OpenFlags::KNOWN_MASK != 0 {
                    return Err(DecodeError::new(Rule::ReservedFlags, 0, &__C6));
                }
            }
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            4u64 + u64::from(self.content_hint.is_some())
                + u64::from(self.flags.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&256u64)
                + {
                    let __x = &self.sub_stream_id;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.init_window;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.content_type;
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.content_hint {
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.flags {
                    p::uint_len(5u64) + rt::Elem::encoded_len(__x)
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
                let __x = &self.sub_stream_id;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.init_window;
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.content_type;
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.content_hint {
                p::write_uint(out, 4u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.flags {
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
            v.push(("frame_kind", rt::FieldValue::Uint(256u64)));
            {
                let __x = &self.sub_stream_id;
                v.push(("sub_stream_id", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.init_window;
                v.push(("init_window", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.content_type;
                v.push(("content_type", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.content_hint {
                v.push(("content_hint", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.flags {
                v.push(("flags", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_OPEN: p::Scan = p::Scan {
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
    pub static __SCAN_OPEN_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Value),
            (5u64, p::ScanNode::Value),
        ],
    };
    /// STREAM_DATA (`0x0101`), a notification (§5.2). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct Data<'a> {
        /// `sub_stream_id` (key 1, uint, required, §4.2). The sub-stream this frame acts on; all frames of a sub-stream in both directions carry it (parity by handshake role, §6.1).
        pub sub_stream_id: u64,
        /// `offset` (key 2, uint, required, §5.2). Absolute byte offset, counted from 0, of the first octet of data within this direction.
        pub offset: u64,
        /// `data` (key 3, bstr, required, §5.2).
        pub data: &'a [u8],
        /// `flags` (key 4, flags data_flags, optional, §5.2). Absent means no flags.
        pub flags: Option<DataFlags>,
    }
    impl<'a> Data<'a> {
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_DATA)),
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
            let mut __f1: Option<u64> = None;
            let mut __f2: Option<u64> = None;
            let mut __f3: Option<&'a [u8]> = None;
            let mut __f4: Option<DataFlags> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 1u8]) {
                            __f0 = true;
                        } else {
                            let __v = r.uint().map_err(|e| e.in_field(&__C0))?;
                            if true && __v != 257u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C0),
                                );
                            }
                            __f0 = true;
                        }
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
                            __v
                        });
                    }
                    Some(3u64) => {
                        __f3 = Some({
                            let __at = r.pos();
                            let __v = r.bstr().map_err(|e| e.in_field(&__C8))?;
                            __v
                        });
                    }
                    Some(4u64) => {
                        __f4 = Some({
                            let __at = r.pos();
                            let __v = r.uint().map_err(|e| e.in_field(&__C5))?;
                            if S && !(0i128..=255i128).contains(&(__v as i128)) {
                                return Err(DecodeError::new(Rule::Range, __at, &__C5));
                            }
                            DataFlags(__v)
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C0));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C1)),
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C7)),
            };
            let __f3 = match __f3 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C8)),
            };
            let __v = Data {
                sub_stream_id: __f1,
                offset: __f2,
                data: __f3,
                flags: __f4,
            };
            __v.__rules::<S>(__end)?;
            Ok(__v)
        }
        #[inline]
        fn __rules<const S: bool>(&self, __end: usize) -> Result<(), DecodeError> {
            if S && p::armed(rt::Rule::RequiredWhen)
                && {
                    (!self.flags.as_ref().is_some_and(|__c| __c.0 & 1u64 != 0))
                        && (Some(&self.data).is_none_or(|__v| __v.is_empty()))
                }
            {
                return Err(DecodeError::new(rt::Rule::RequiredWhen, __end, &__C9));
            }
            if S && p::armed(rt::Rule::RequiredWhen)
                && {
                    (self.flags.as_ref().is_none())
                        && (Some(&self.data).is_none_or(|__v| __v.is_empty()))
                }
            {
                return Err(DecodeError::new(rt::Rule::RequiredWhen, __end, &__C10));
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
                let __x = &self.sub_stream_id;
            }
            {
                let __x = &self.offset;
            }
            {
                let __x = &self.data;
            }
            if let Some(__x) = &self.flags {
                if S && !(0i128..=255i128).contains(&(__x.0 as i128)) {
                    return Err(DecodeError::new(Rule::Range, 0, &__C5));
                }
                if S && __x.0 & !DataFlags::KNOWN_MASK != 0 {
                    return Err(DecodeError::new(Rule::ReservedFlags, 0, &__C11));
                }
            }
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            4u64 + u64::from(self.flags.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&257u64)
                + {
                    let __x = &self.sub_stream_id;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.offset;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.data;
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.flags {
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
                let __x = &self.sub_stream_id;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.offset;
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.data;
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.flags {
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
                let __x = &self.sub_stream_id;
                v.push(("sub_stream_id", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.offset;
                v.push(("offset", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.data;
                v.push(("data", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.flags {
                v.push(("flags", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_DATA: p::Scan = p::Scan {
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
    pub static __SCAN_DATA_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Value),
        ],
    };
    /// STREAM_CLOSE (`0x0102`), a notification (§5.3). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct Close<'a> {
        /// `sub_stream_id` (key 1, uint, required, §4.2). The sub-stream this frame acts on; all frames of a sub-stream in both directions carry it (parity by handshake role, §6.1).
        pub sub_stream_id: u64,
        /// `final_offset` (key 2, uint, required, §5.3). The total number of octets the closing side sent on this direction (the highest offset + len(data) it reached).
        pub final_offset: u64,
        #[doc(hidden)]
        pub __p: core::marker::PhantomData<&'a ()>,
    }
    impl<'a> Close<'a> {
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_CLOSE)),
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
            let mut __f1: Option<u64> = None;
            let mut __f2: Option<u64> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 2u8]) {
                            __f0 = true;
                        } else {
                            let __v = r.uint().map_err(|e| e.in_field(&__C0))?;
                            if true && __v != 258u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C0),
                                );
                            }
                            __f0 = true;
                        }
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
                            let __v = r.uint().map_err(|e| e.in_field(&__C12))?;
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C0));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C1)),
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C12));
                }
            };
            let __v = Close {
                sub_stream_id: __f1,
                final_offset: __f2,
                __p: core::marker::PhantomData,
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
                let __x = &self.sub_stream_id;
            }
            {
                let __x = &self.final_offset;
            }
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            3u64
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&258u64)
                + {
                    let __x = &self.sub_stream_id;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.final_offset;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            p::write_uint(out, 0u64);
            rt::Elem::write(&258u64, out);
            {
                let __x = &self.sub_stream_id;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.final_offset;
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
            v.push(("frame_kind", rt::FieldValue::Uint(258u64)));
            {
                let __x = &self.sub_stream_id;
                v.push(("sub_stream_id", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.final_offset;
                v.push(("final_offset", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_CLOSE: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Value),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_CLOSE_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[(2u64, p::ScanNode::Value)],
    };
    /// STREAM_RESET (`0x0103`), a error (§5.4). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct Reset<'a> {
        /// `sub_stream_id` (key 1, uint, required, §4.2). The sub-stream this frame acts on; all frames of a sub-stream in both directions carry it (parity by handshake role, §6.1).
        pub sub_stream_id: u64,
        /// `error_code` (key 2, enum error_code, required, §5.4).
        pub error_code: ErrorCode,
        /// `final_offset` (key 3, uint, required, §5.4). The highest absolute offset the resetting side had sent on its direction at the moment of reset.
        pub final_offset: u64,
        #[doc(hidden)]
        pub __p: core::marker::PhantomData<&'a ()>,
    }
    impl<'a> Reset<'a> {
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_RESET)),
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
            let mut __f1: Option<u64> = None;
            let mut __f2: Option<ErrorCode> = None;
            let mut __f3: Option<u64> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 3u8]) {
                            __f0 = true;
                        } else {
                            let __v = r.uint().map_err(|e| e.in_field(&__C0))?;
                            if true && __v != 259u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C0),
                                );
                            }
                            __f0 = true;
                        }
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
                            let __v = r.uint().map_err(|e| e.in_field(&__C13))?;
                            ErrorCode::from_raw(__v)
                        });
                    }
                    Some(3u64) => {
                        __f3 = Some({
                            let __at = r.pos();
                            let __v = r.uint().map_err(|e| e.in_field(&__C12))?;
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C0));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C1)),
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C13));
                }
            };
            let __f3 = match __f3 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C12));
                }
            };
            let __v = Reset {
                sub_stream_id: __f1,
                error_code: __f2,
                final_offset: __f3,
                __p: core::marker::PhantomData,
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
                let __x = &self.sub_stream_id;
            }
            {
                let __x = &self.error_code;
            }
            {
                let __x = &self.final_offset;
            }
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            4u64
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&259u64)
                + {
                    let __x = &self.sub_stream_id;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.error_code;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.final_offset;
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                }
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            p::write_uint(out, 0u64);
            rt::Elem::write(&259u64, out);
            {
                let __x = &self.sub_stream_id;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.error_code;
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.final_offset;
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
            v.push(("frame_kind", rt::FieldValue::Uint(259u64)));
            {
                let __x = &self.sub_stream_id;
                v.push(("sub_stream_id", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.error_code;
                v.push(("error_code", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.final_offset;
                v.push(("final_offset", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_RESET: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_RESET_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[(2u64, p::ScanNode::Value), (3u64, p::ScanNode::Value)],
    };
    /// STREAM_WINDOW_UPDATE (`0x0104`), a notification (§5.5). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct WindowUpdate<'a> {
        /// `sub_stream_id` (key 1, uint, required, §4.2). The sub-stream this frame acts on; all frames of a sub-stream in both directions carry it (parity by handshake role, §6.1).
        pub sub_stream_id: u64,
        /// `max_data` (key 2, uint, required, §5.5). The new absolute cumulative receive offset, counted from 0, up to which (exclusive) the peer MAY now send STREAM_DATA on this direction.
        pub max_data: u64,
        #[doc(hidden)]
        pub __p: core::marker::PhantomData<&'a ()>,
    }
    impl<'a> WindowUpdate<'a> {
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_WINDOWUPDATE)),
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
            let mut __f1: Option<u64> = None;
            let mut __f2: Option<u64> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 4u8]) {
                            __f0 = true;
                        } else {
                            let __v = r.uint().map_err(|e| e.in_field(&__C0))?;
                            if true && __v != 260u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C0),
                                );
                            }
                            __f0 = true;
                        }
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
                            let __v = r.uint().map_err(|e| e.in_field(&__C14))?;
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C0));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C1)),
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C14));
                }
            };
            let __v = WindowUpdate {
                sub_stream_id: __f1,
                max_data: __f2,
                __p: core::marker::PhantomData,
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
                let __x = &self.sub_stream_id;
            }
            {
                let __x = &self.max_data;
            }
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            3u64
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&260u64)
                + {
                    let __x = &self.sub_stream_id;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.max_data;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            p::write_uint(out, 0u64);
            rt::Elem::write(&260u64, out);
            {
                let __x = &self.sub_stream_id;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.max_data;
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
            v.push(("frame_kind", rt::FieldValue::Uint(260u64)));
            {
                let __x = &self.sub_stream_id;
                v.push(("sub_stream_id", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.max_data;
                v.push(("max_data", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_WINDOWUPDATE: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Value),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_WINDOWUPDATE_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[(2u64, p::ScanNode::Value)],
    };
    /// The channel's frame types (§3).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
    #[repr(u16)]
    #[non_exhaustive]
    pub enum FrameType {
        /// `0x0100` STREAM_OPEN (§5.1)
        Open = 256,
        /// `0x0101` STREAM_DATA (§5.2)
        Data = 257,
        /// `0x0102` STREAM_CLOSE (§5.3)
        Close = 258,
        /// `0x0103` STREAM_RESET (§5.4)
        Reset = 259,
        /// `0x0104` STREAM_WINDOW_UPDATE (§5.5)
        WindowUpdate = 260,
    }
    impl FrameType {
        /// Every frame type, in schema order.
        pub const ALL: [FrameType; 5] = [
            FrameType::Open,
            FrameType::Data,
            FrameType::Close,
            FrameType::Reset,
            FrameType::WindowUpdate,
        ];
        /// The frame type with this code.
        pub const fn from_u16(v: u16) -> Option<Self> {
            match v {
                256 => Some(FrameType::Open),
                257 => Some(FrameType::Data),
                258 => Some(FrameType::Close),
                259 => Some(FrameType::Reset),
                260 => Some(FrameType::WindowUpdate),
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
                FrameType::Open => "STREAM_OPEN",
                FrameType::Data => "STREAM_DATA",
                FrameType::Close => "STREAM_CLOSE",
                FrameType::Reset => "STREAM_RESET",
                FrameType::WindowUpdate => "STREAM_WINDOW_UPDATE",
            }
        }
        /// The frame type with this spec name.
        pub fn from_name(name: &str) -> Option<Self> {
            match name {
                "STREAM_OPEN" => Some(FrameType::Open),
                "STREAM_DATA" => Some(FrameType::Data),
                "STREAM_CLOSE" => Some(FrameType::Close),
                "STREAM_RESET" => Some(FrameType::Reset),
                "STREAM_WINDOW_UPDATE" => Some(FrameType::WindowUpdate),
                _ => None,
            }
        }
        /// The frame's role.
        pub const fn role(self) -> rt::Role {
            match self {
                FrameType::Open => rt::Role::Request,
                FrameType::Data => rt::Role::Notification,
                FrameType::Close => rt::Role::Notification,
                FrameType::Reset => rt::Role::Error,
                FrameType::WindowUpdate => rt::Role::Notification,
            }
        }
        /// The spec section defining the frame.
        pub const fn section(self) -> &'static str {
            match self {
                FrameType::Open => "§5.1",
                FrameType::Data => "§5.2",
                FrameType::Close => "§5.3",
                FrameType::Reset => "§5.4",
                FrameType::WindowUpdate => "§5.5",
            }
        }
        /// Whether the frame carries the correlation key.
        pub const fn has_corr(self) -> bool {
            match self {
                FrameType::Open => true,
                FrameType::Data => true,
                FrameType::Close => true,
                FrameType::Reset => true,
                FrameType::WindowUpdate => true,
            }
        }
        /// Whether an implementation may omit this operation.
        pub const fn is_optional(self) -> bool {
            match self {
                FrameType::Open => false,
                FrameType::Data => false,
                FrameType::Close => false,
                FrameType::Reset => false,
                FrameType::WindowUpdate => false,
            }
        }
        /// Frame types that can answer this one (in any reply pattern).
        pub const fn replies(self) -> &'static [FrameType] {
            match self {
                FrameType::Open => &[FrameType::Open, FrameType::Reset],
                FrameType::Data => &[],
                FrameType::Close => &[],
                FrameType::Reset => &[],
                FrameType::WindowUpdate => &[],
            }
        }
        /// Frame types this one answers.
        pub const fn answers(self) -> &'static [FrameType] {
            match self {
                FrameType::Open => &[FrameType::Open],
                FrameType::Data => &[],
                FrameType::Close => &[],
                FrameType::Reset => &[FrameType::Open],
                FrameType::WindowUpdate => &[],
            }
        }
        /// Requests this frame withdraws by their corr.
        pub const fn withdraws(self) -> &'static [FrameType] {
            match self {
                FrameType::Open => &[],
                FrameType::Data => &[],
                FrameType::Close => &[],
                FrameType::Reset => &[FrameType::Open],
                FrameType::WindowUpdate => &[],
            }
        }
    }
    /// Any frame of the channel.
    #[derive(Debug, Clone, PartialEq)]
    #[non_exhaustive]
    pub enum Frame<'a> {
        ///A frame of this type.
        Open(Open<'a>),
        ///A frame of this type.
        Data(Data<'a>),
        ///A frame of this type.
        Close(Close<'a>),
        ///A frame of this type.
        Reset(Reset<'a>),
        ///A frame of this type.
        WindowUpdate(WindowUpdate<'a>),
    }
    impl<'a> Frame<'a> {
        /// The frame type.
        pub const fn frame_type(&self) -> FrameType {
            match self {
                Frame::Open(_) => FrameType::Open,
                Frame::Data(_) => FrameType::Data,
                Frame::Close(_) => FrameType::Close,
                Frame::Reset(_) => FrameType::Reset,
                Frame::WindowUpdate(_) => FrameType::WindowUpdate,
            }
        }
        /// The correlation key, for frames that carry one.
        pub fn corr(&self) -> Option<rt::Corr<'a>> {
            match self {
                Frame::Open(x) => Some(rt::Corr::Uint(x.sub_stream_id)),
                Frame::Data(x) => Some(rt::Corr::Uint(x.sub_stream_id)),
                Frame::Close(x) => Some(rt::Corr::Uint(x.sub_stream_id)),
                Frame::Reset(x) => Some(rt::Corr::Uint(x.sub_stream_id)),
                Frame::WindowUpdate(x) => Some(rt::Corr::Uint(x.sub_stream_id)),
            }
        }
        /// Whether this frame expects a reply (its reply patterns and `reply_when`).
        pub fn expects_reply(&self) -> bool {
            match self {
                Frame::Open(x) => true && (true),
                Frame::Data(x) => false && (true),
                Frame::Close(x) => false && (true),
                Frame::Reset(x) => false && (true),
                Frame::WindowUpdate(x) => false && (true),
            }
        }
        /// See the frame's `validate`.
        pub fn validate(&self) -> Result<(), DecodeError> {
            match self {
                Frame::Open(x) => x.validate(),
                Frame::Data(x) => x.validate(),
                Frame::Close(x) => x.validate(),
                Frame::Reset(x) => x.validate(),
                Frame::WindowUpdate(x) => x.validate(),
            }
        }
        /// See the frame's `validate_with`.
        pub fn validate_with(&self, profile: Profile) -> Result<(), DecodeError> {
            match self {
                Frame::Open(x) => x.validate_with(profile),
                Frame::Data(x) => x.validate_with(profile),
                Frame::Close(x) => x.validate_with(profile),
                Frame::Reset(x) => x.validate_with(profile),
                Frame::WindowUpdate(x) => x.validate_with(profile),
            }
        }
        /// Exact size of the canonical encoding.
        pub fn encoded_len(&self) -> usize {
            match self {
                Frame::Open(x) => x.encoded_len(),
                Frame::Data(x) => x.encoded_len(),
                Frame::Close(x) => x.encoded_len(),
                Frame::Reset(x) => x.encoded_len(),
                Frame::WindowUpdate(x) => x.encoded_len(),
            }
        }
        /// The canonical encoding.
        pub fn encode<W: Sink>(&self, out: &mut W) {
            match self {
                Frame::Open(x) => x.encode(out),
                Frame::Data(x) => x.encode(out),
                Frame::Close(x) => x.encode(out),
                Frame::Reset(x) => x.encode(out),
                Frame::WindowUpdate(x) => x.encode(out),
            }
        }
        /// Encode into a caller's buffer.
        pub fn encode_to_slice(
            &self,
            buf: &mut [u8],
        ) -> Result<usize, rt::BufferTooSmall> {
            match self {
                Frame::Open(x) => x.encode_to_slice(buf),
                Frame::Data(x) => x.encode_to_slice(buf),
                Frame::Close(x) => x.encode_to_slice(buf),
                Frame::Reset(x) => x.encode_to_slice(buf),
                Frame::WindowUpdate(x) => x.encode_to_slice(buf),
            }
        }
        /// The canonical encoding in a new vector.
        #[cfg(feature = "alloc")]
        pub fn to_vec(&self) -> alloc::vec::Vec<u8> {
            match self {
                Frame::Open(x) => x.to_vec(),
                Frame::Data(x) => x.to_vec(),
                Frame::Close(x) => x.to_vec(),
                Frame::Reset(x) => x.to_vec(),
                Frame::WindowUpdate(x) => x.to_vec(),
            }
        }
        /// Present fields by schema name.
        #[cfg(feature = "alloc")]
        pub fn fields(&self) -> alloc::vec::Vec<(&'static str, rt::FieldValue<'a>)> {
            match self {
                Frame::Open(x) => x.fields(),
                Frame::Data(x) => x.fields(),
                Frame::Close(x) => x.fields(),
                Frame::Reset(x) => x.fields(),
                Frame::WindowUpdate(x) => x.fields(),
            }
        }
    }
    impl<'a> From<Open<'a>> for Frame<'a> {
        fn from(x: Open<'a>) -> Self {
            Frame::Open(x)
        }
    }
    impl<'a> From<Data<'a>> for Frame<'a> {
        fn from(x: Data<'a>) -> Self {
            Frame::Data(x)
        }
    }
    impl<'a> From<Close<'a>> for Frame<'a> {
        fn from(x: Close<'a>) -> Self {
            Frame::Close(x)
        }
    }
    impl<'a> From<Reset<'a>> for Frame<'a> {
        fn from(x: Reset<'a>) -> Self {
            Frame::Reset(x)
        }
    }
    impl<'a> From<WindowUpdate<'a>> for Frame<'a> {
        fn from(x: WindowUpdate<'a>) -> Self {
            Frame::WindowUpdate(x)
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
            Some(FrameType::Open) => Open::decode_with(payload, profile).map(Frame::Open),
            Some(FrameType::Data) => Data::decode_with(payload, profile).map(Frame::Data),
            Some(FrameType::Close) => {
                Close::decode_with(payload, profile).map(Frame::Close)
            }
            Some(FrameType::Reset) => {
                Reset::decode_with(payload, profile).map(Frame::Reset)
            }
            Some(FrameType::WindowUpdate) => {
                WindowUpdate::decode_with(payload, profile).map(Frame::WindowUpdate)
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
    static __FRAMES: [rt::FrameInfo; 5] = [
        rt::FrameInfo {
            code: 256,
            name: "STREAM_OPEN",
            role: rt::Role::Request,
            has_corr: true,
            section: "§5.1",
        },
        rt::FrameInfo {
            code: 257,
            name: "STREAM_DATA",
            role: rt::Role::Notification,
            has_corr: true,
            section: "§5.2",
        },
        rt::FrameInfo {
            code: 258,
            name: "STREAM_CLOSE",
            role: rt::Role::Notification,
            has_corr: true,
            section: "§5.3",
        },
        rt::FrameInfo {
            code: 259,
            name: "STREAM_RESET",
            role: rt::Role::Error,
            has_corr: true,
            section: "§5.4",
        },
        rt::FrameInfo {
            code: 260,
            name: "STREAM_WINDOW_UPDATE",
            role: rt::Role::Notification,
            has_corr: true,
            section: "§5.5",
        },
    ];
    /// Static facts about the channel.
    pub static INFO: rt::ChannelInfo = rt::ChannelInfo {
        id: CHANNEL_ID,
        module: "stream",
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
                Some(FrameType::Open) => {
                    Open::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Uint(x.sub_stream_id)),
                        },
                    )
                }
                Some(FrameType::Data) => {
                    Data::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Uint(x.sub_stream_id)),
                        },
                    )
                }
                Some(FrameType::Close) => {
                    Close::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Uint(x.sub_stream_id)),
                        },
                    )
                }
                Some(FrameType::Reset) => {
                    Reset::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Uint(x.sub_stream_id)),
                        },
                    )
                }
                Some(FrameType::WindowUpdate) => {
                    WindowUpdate::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Uint(x.sub_stream_id)),
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
                    value: 3u64,
                    name: Some("stream_state_error"),
                }
            }
            rt::FailClass::UnknownOperation => rt::Outcome::CoreFrame(5),
            _ => {
                rt::Outcome::Code {
                    value: 3u64,
                    name: Some("stream_state_error"),
                }
            }
        }
    }
    impl<'a> Reset<'a> {
        /// Build the STREAM_RESET reply to a failed request: echoes the correlation key and carries only the generic message for `code` (§8). Optional fields start empty.
        pub fn reply(corr: u64, code: ErrorCode) -> Self {
            Reset {
                sub_stream_id: corr,
                error_code: code,
                final_offset: 0u64,
                __p: core::marker::PhantomData,
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
    ) -> Option<Reset<'p>> {
        if FrameType::from_u16(frame_type).is_some_and(|ft| ft.replies().is_empty()) {
            return None;
        }
        let code = match outcome(err) {
            rt::Outcome::Code { value, .. } => ErrorCode::from_raw(value),
            _ => return None,
        };
        let c = p::recover_corr(payload, 1u64, false, 0, 18446744073709551615)?;
        let corr = match c {
            rt::Corr::Uint(v) => v,
            rt::Corr::Bytes(_) => return None,
        };
        Some(Reset::reply(corr, code))
    }
}
