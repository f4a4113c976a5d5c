/// NPAMP-KNOWLEDGE (Knowledge, channel 0x0012): generated from `schema/knowledge.yaml` (Retrieval queries with ranked results and provenance).
#[allow(
    clippy::all,
    unused_imports,
    unused_variables,
    unused_mut,
    unused_parens,
    unreachable_code,
    non_camel_case_types
)]
pub mod knowledge {
    use crate::rt as rt;
    use rt::__private as p;
    use rt::{Array, DecodeError, Item, Map, Profile, RawMap, Rule, Sink};
    /// Channel id 0x0012 (Knowledge, §2).
    pub const CHANNEL_ID: u16 = 18;
    /// The channel's name.
    pub const CHANNEL_NAME: &str = "Knowledge";
    /// The channel's purpose (§2).
    pub const CHANNEL_PURPOSE: &str = "Retrieval queries with ranked results and provenance";
    /// The spec this module implements.
    pub const SPEC: &str = "NPAMP-KNOWLEDGE";
    /// The spec revision.
    pub const SPEC_REVISION: &str = "draft-bubblefish-npamp-01";
    /// Document id used in requirement ids (`<doc>/<section>/<slug>`).
    pub const DOC_ID: &str = "8b";
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
    pub const SCHEMA_SOURCE: &str = "schema/knowledge.yaml";
    /// The schema text this module was generated from.
    pub const SCHEMA_YAML: &str = include_str!(
        concat!(env!("CARGO_MANIFEST_DIR"), "/../", "schema/knowledge.yaml")
    );
    /// The core's reserved all-channel frame types (§3.2): never this channel's operations.
    pub const CORE_RESERVED: core::ops::RangeInclusive<u16> = 0..=10;
    /// The basis and section of every check group (schema `checks:`).
    static __CHECKS: p::Checks = p::Checks {
        groups: &[
            (rt::Basis::Must, "§4.1"),
            (rt::Basis::Strict, "§4.1"),
            (rt::Basis::Limit, "§10"),
            (rt::Basis::Limit, "§10"),
            (rt::Basis::Must, "§4.1"),
            (rt::Basis::Must, "§4.3"),
            (rt::Basis::Must, "§9"),
            (rt::Basis::Must, "§4.1"),
            (rt::Basis::Must, "§4.1"),
            (rt::Basis::Strict, "§4.1"),
            (rt::Basis::Strict, "§4.1"),
            (rt::Basis::Must, "§4.2"),
            (rt::Basis::Strict, "§4.2"),
            (rt::Basis::Strict, "§6.4"),
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
        field: Some("result_id"),
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
        field: Some("rank"),
        rule_id: None,
        own: None,
    };
    static __C3: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("score"),
        rule_id: None,
        own: None,
    };
    static __C4: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("source"),
        rule_id: None,
        own: None,
    };
    static __C5: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("subject"),
        rule_id: None,
        own: None,
    };
    static __C6: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("collection"),
        rule_id: None,
        own: None,
    };
    static __C7: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("timestamp"),
        rule_id: None,
        own: None,
    };
    static __C8: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("classification"),
        rule_id: None,
        own: None,
    };
    static __C9: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("signature"),
        rule_id: None,
        own: None,
    };
    static __C10: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("signing_key_id"),
        rule_id: None,
        own: None,
    };
    static __C11: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("signature_alg"),
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
        field: Some("corr"),
        rule_id: None,
        own: None,
    };
    static __C14: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("query"),
        rule_id: None,
        own: None,
    };
    static __C15: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("limit"),
        rule_id: None,
        own: None,
    };
    static __C16: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("min_score"),
        rule_id: None,
        own: None,
    };
    static __C17: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("profile"),
        rule_id: None,
        own: None,
    };
    static __C18: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("cursor"),
        rule_id: None,
        own: None,
    };
    static __C19: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("results"),
        rule_id: None,
        own: None,
    };
    static __C20: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("has_more"),
        rule_id: None,
        own: None,
    };
    static __C21: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("next_cursor"),
        rule_id: None,
        own: None,
    };
    static __C22: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("retrieval_stage"),
        rule_id: None,
        own: None,
    };
    static __C23: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("semantic_unavailable"),
        rule_id: None,
        own: None,
    };
    static __C24: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("next_cursor"),
        rule_id: Some("next-cursor-when-has-more"),
        own: Some((rt::Basis::Strict, "§6.2")),
    };
    static __C25: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("final"),
        rule_id: None,
        own: None,
    };
    static __C26: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("final"),
        rule_id: Some("stream-end-final-true"),
        own: Some((rt::Basis::Strict, "§7")),
    };
    static __C27: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("include_snapshot"),
        rule_id: None,
        own: None,
    };
    static __C28: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("credit"),
        rule_id: None,
        own: None,
    };
    static __C29: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("sub_id"),
        rule_id: None,
        own: None,
    };
    static __C30: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("snapshot_pending"),
        rule_id: None,
        own: None,
    };
    static __C31: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("credit"),
        rule_id: Some("ack-credit-at-most-requested"),
        own: Some((rt::Basis::Strict, "§6.4")),
    };
    static __C32: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("update_seq"),
        rule_id: None,
        own: None,
    };
    static __C33: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("removed"),
        rule_id: None,
        own: None,
    };
    static __C34: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("results"),
        rule_id: Some("update-results-or-removed"),
        own: Some((rt::Basis::Must, "§6.5")),
    };
    static __C35: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("high_water"),
        rule_id: None,
        own: None,
    };
    static __C36: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("code"),
        rule_id: None,
        own: None,
    };
    static __C37: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("message"),
        rule_id: None,
        own: None,
    };
    static __C38: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("retry_after_s"),
        rule_id: None,
        own: None,
    };
    /// Enum `error_code` (§9). Unrecognized values are kept, never an error.
    #[derive(Debug, Clone, Copy)]
    #[non_exhaustive]
    pub enum ErrorCode {
        /// `0x01` malformed_request (§9)
        MalformedRequest,
        /// `0x02` unknown_operation (§9)
        UnknownOperation,
        /// `0x03` policy_denied (§9)
        PolicyDenied,
        /// `0x04` filter_unsupported (§9)
        FilterUnsupported,
        /// `0x05` unknown_subscription (§9)
        UnknownSubscription,
        /// `0x06` subscription_refused (§9)
        SubscriptionRefused,
        /// `0x07` resource_exhausted (§9)
        ResourceExhausted,
        /// `0x08` internal_error (§9)
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
            ErrorCode::FilterUnsupported,
            ErrorCode::UnknownSubscription,
            ErrorCode::SubscriptionRefused,
            ErrorCode::ResourceExhausted,
            ErrorCode::InternalError,
        ];
        /// The value for a raw wire value (named when the schema names it).
        pub const fn from_raw(v: u64) -> Self {
            match v {
                1u64 => ErrorCode::MalformedRequest,
                2u64 => ErrorCode::UnknownOperation,
                3u64 => ErrorCode::PolicyDenied,
                4u64 => ErrorCode::FilterUnsupported,
                5u64 => ErrorCode::UnknownSubscription,
                6u64 => ErrorCode::SubscriptionRefused,
                7u64 => ErrorCode::ResourceExhausted,
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
                ErrorCode::FilterUnsupported => 4u64,
                ErrorCode::UnknownSubscription => 5u64,
                ErrorCode::SubscriptionRefused => 6u64,
                ErrorCode::ResourceExhausted => 7u64,
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
        pub const SECTION: &'static str = "§9";
        /// Whether an unrecognized value is refused (a strict enum).
        pub const STRICT: bool = false;
        /// The schema name of a named value.
        pub const fn name(self) -> Option<&'static str> {
            match self {
                ErrorCode::MalformedRequest => Some("malformed_request"),
                ErrorCode::UnknownOperation => Some("unknown_operation"),
                ErrorCode::PolicyDenied => Some("policy_denied"),
                ErrorCode::FilterUnsupported => Some("filter_unsupported"),
                ErrorCode::UnknownSubscription => Some("unknown_subscription"),
                ErrorCode::SubscriptionRefused => Some("subscription_refused"),
                ErrorCode::ResourceExhausted => Some("resource_exhausted"),
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
                "filter_unsupported" => Some(ErrorCode::FilterUnsupported),
                "unknown_subscription" => Some(ErrorCode::UnknownSubscription),
                "subscription_refused" => Some(ErrorCode::SubscriptionRefused),
                "resource_exhausted" => Some(ErrorCode::ResourceExhausted),
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
                ErrorCode::FilterUnsupported => Some("filter not supported"),
                ErrorCode::UnknownSubscription => Some("unknown subscription"),
                ErrorCode::SubscriptionRefused => Some("subscription refused"),
                ErrorCode::ResourceExhausted => Some("resource exhausted"),
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
    /// Record `knowledge_result` (§6.2). The wire projection of one ranked, provenance-bearing retrieval hit.
    #[derive(Debug, Clone, PartialEq)]
    pub struct KnowledgeResult<'a> {
        /// `result_id` (key 0, tstr, required, §6.2).
        pub result_id: &'a str,
        /// `content` (key 1, tstr, required, §6.2).
        pub content: &'a str,
        /// `rank` (key 2, uint, optional, §6.2). 0-based rank position (best = 0); advisory, array order is authoritative (§6.3).
        pub rank: Option<u64>,
        /// `score` (key 3, float, optional, §6.2). Advisory relevance score; higher is more relevant; no fixed scale.
        pub score: Option<f64>,
        /// `source` (key 4, tstr, optional, §6.2).
        pub source: Option<&'a str>,
        /// `subject` (key 5, tstr, optional, §6.2).
        pub subject: Option<&'a str>,
        /// `collection` (key 6, tstr, optional, §6.2).
        pub collection: Option<&'a str>,
        /// `timestamp` (key 7, tstr, optional, §6.2).
        pub timestamp: Option<&'a str>,
        /// `classification` (key 8, tstr, optional, §6.2).
        pub classification: Option<&'a str>,
        /// `signature` (key 9, tstr, optional, §6.2).
        pub signature: Option<&'a str>,
        /// `signing_key_id` (key 10, tstr, optional, §6.2).
        pub signing_key_id: Option<&'a str>,
        /// `signature_alg` (key 11, tstr, optional, §6.2).
        pub signature_alg: Option<&'a str>,
    }
    impl<'a> KnowledgeResult<'a> {
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
            let mut __f2: Option<u64> = None;
            let mut __f3: Option<f64> = None;
            let mut __f4: Option<&'a str> = None;
            let mut __f5: Option<&'a str> = None;
            let mut __f6: Option<&'a str> = None;
            let mut __f7: Option<&'a str> = None;
            let mut __f8: Option<&'a str> = None;
            let mut __f9: Option<&'a str> = None;
            let mut __f10: Option<&'a str> = None;
            let mut __f11: Option<&'a str> = None;
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
                                let __v = r.uint().map_err(|e| e.in_field(&__C2))?;
                                __v
                            });
                        }
                    }
                    Some(3u64) => {
                        if !r.null() {
                            __f3 = Some({
                                let __at = r.pos();
                                let __v = r.float().map_err(|e| e.in_field(&__C3))?;
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
            let __v = KnowledgeResult {
                result_id: __f0,
                content: __f1,
                rank: __f2,
                score: __f3,
                source: __f4,
                subject: __f5,
                collection: __f6,
                timestamp: __f7,
                classification: __f8,
                signature: __f9,
                signing_key_id: __f10,
                signature_alg: __f11,
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
                let __x = &self.result_id;
            }
            {
                let __x = &self.content;
            }
            if let Some(__x) = &self.rank {}
            if let Some(__x) = &self.score {}
            if let Some(__x) = &self.source {}
            if let Some(__x) = &self.subject {}
            if let Some(__x) = &self.collection {}
            if let Some(__x) = &self.timestamp {}
            if let Some(__x) = &self.classification {}
            if let Some(__x) = &self.signature {}
            if let Some(__x) = &self.signing_key_id {}
            if let Some(__x) = &self.signature_alg {}
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            2u64 + u64::from(self.rank.is_some()) + u64::from(self.score.is_some())
                + u64::from(self.source.is_some()) + u64::from(self.subject.is_some())
                + u64::from(self.collection.is_some())
                + u64::from(self.timestamp.is_some())
                + u64::from(self.classification.is_some())
                + u64::from(self.signature.is_some())
                + u64::from(self.signing_key_id.is_some())
                + u64::from(self.signature_alg.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count())
                + {
                    let __x = &self.result_id;
                    p::uint_len(0u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.content;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.rank {
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.score {
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
                + (if let Some(__x) = &self.timestamp {
                    p::uint_len(7u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.classification {
                    p::uint_len(8u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.signature {
                    p::uint_len(9u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.signing_key_id {
                    p::uint_len(10u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.signature_alg {
                    p::uint_len(11u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            p::write_head(out, 5, self.__count());
            {
                let __x = &self.result_id;
                p::write_uint(out, 0u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.content;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.rank {
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.score {
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
            if let Some(__x) = &self.timestamp {
                p::write_uint(out, 7u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.classification {
                p::write_uint(out, 8u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.signature {
                p::write_uint(out, 9u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.signing_key_id {
                p::write_uint(out, 10u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.signature_alg {
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
            {
                let __x = &self.result_id;
                v.push(("result_id", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.content;
                v.push(("content", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.rank {
                v.push(("rank", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.score {
                v.push(("score", rt::Elem::field_value(__x)));
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
            if let Some(__x) = &self.timestamp {
                v.push(("timestamp", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.classification {
                v.push(("classification", rt::Elem::field_value(__x)));
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
    impl<'a> rt::Elem<'a> for KnowledgeResult<'a> {
        const RAW_CANONICAL: bool = false;
        fn read(r: &mut p::Reader<'a>, level: usize) -> Result<Self, DecodeError> {
            Self::__body::<false>(r, level, &p::NO_CTX)
        }
        fn write<W: Sink>(&self, out: &mut W) {
            self.encode(out)
        }
        fn encoded_len(&self) -> usize {
            KnowledgeResult::encoded_len(self)
        }
        #[cfg(feature = "alloc")]
        fn field_value(&self) -> rt::FieldValue<'a> {
            rt::FieldValue::Record(self.fields())
        }
    }
    #[doc(hidden)]
    pub static __SCAN_KNOWLEDGERESULT: p::Scan = p::Scan {
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
    /// KNOWLEDGE_QUERY_REQ (`0x0100`), a request (§6.1). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct QueryReq<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `query` (key 2, tstr, optional, §6.1). Free-text query; absent requests every result within the other scoping filters.
        pub query: Option<&'a str>,
        /// `source` (key 3, tstr, optional, §6.1).
        pub source: Option<&'a str>,
        /// `subject` (key 4, tstr, optional, §6.1).
        pub subject: Option<&'a str>,
        /// `collection` (key 5, tstr, optional, §6.1).
        pub collection: Option<&'a str>,
        /// `limit` (key 6, uint, optional, §6.1). Maximum results to return; absent or 0 means the responder's default page size.
        pub limit: Option<u64>,
        /// `min_score` (key 7, float, optional, §6.1). Advisory relevance floor.
        pub min_score: Option<f64>,
        /// `profile` (key 8, tstr, optional, §6.1). Advisory retrieval-effort selector (e.g. fast, balanced, deep).
        pub profile: Option<&'a str>,
        /// `cursor` (key 9, bstr, optional, §6.1). Opaque continuation token from a prior result's next_cursor.
        pub cursor: Option<&'a [u8]>,
    }
    impl<'a> QueryReq<'a> {
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_QUERYREQ)),
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
            let mut __f6: Option<u64> = None;
            let mut __f7: Option<f64> = None;
            let mut __f8: Option<&'a str> = None;
            let mut __f9: Option<&'a [u8]> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 0u8]) {
                            __f0 = true;
                        } else if !r.null() {
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
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C13))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C13));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C13));
                                }
                                __v
                            });
                        }
                    }
                    Some(2u64) => {
                        if !r.null() {
                            __f2 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C14))?;
                                __v
                            });
                        }
                    }
                    Some(3u64) => {
                        if !r.null() {
                            __f3 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C4))?;
                                __v
                            });
                        }
                    }
                    Some(4u64) => {
                        if !r.null() {
                            __f4 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C5))?;
                                __v
                            });
                        }
                    }
                    Some(5u64) => {
                        if !r.null() {
                            __f5 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C6))?;
                                __v
                            });
                        }
                    }
                    Some(6u64) => {
                        if !r.null() {
                            __f6 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C15))?;
                                __v
                            });
                        }
                    }
                    Some(7u64) => {
                        if !r.null() {
                            __f7 = Some({
                                let __at = r.pos();
                                let __v = r.float().map_err(|e| e.in_field(&__C16))?;
                                __v
                            });
                        }
                    }
                    Some(8u64) => {
                        if !r.null() {
                            __f8 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C17))?;
                                __v
                            });
                        }
                    }
                    Some(9u64) => {
                        if !r.null() {
                            __f9 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C18))?;
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C12));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C13));
                }
            };
            let __v = QueryReq {
                corr: __f1,
                query: __f2,
                source: __f3,
                subject: __f4,
                collection: __f5,
                limit: __f6,
                min_score: __f7,
                profile: __f8,
                cursor: __f9,
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C13));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C13));
                }
            }
            if let Some(__x) = &self.query {}
            if let Some(__x) = &self.source {}
            if let Some(__x) = &self.subject {}
            if let Some(__x) = &self.collection {}
            if let Some(__x) = &self.limit {}
            if let Some(__x) = &self.min_score {}
            if let Some(__x) = &self.profile {}
            if let Some(__x) = &self.cursor {}
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            2u64 + u64::from(self.query.is_some()) + u64::from(self.source.is_some())
                + u64::from(self.subject.is_some())
                + u64::from(self.collection.is_some()) + u64::from(self.limit.is_some())
                + u64::from(self.min_score.is_some()) + u64::from(self.profile.is_some())
                + u64::from(self.cursor.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&256u64)
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
                + (if let Some(__x) = &self.collection {
                    p::uint_len(5u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.limit {
                    p::uint_len(6u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.min_score {
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
            if let Some(__x) = &self.collection {
                p::write_uint(out, 5u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.limit {
                p::write_uint(out, 6u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.min_score {
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
            if let Some(__x) = &self.query {
                v.push(("query", rt::Elem::field_value(__x)));
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
            if let Some(__x) = &self.limit {
                v.push(("limit", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.min_score {
                v.push(("min_score", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.profile {
                v.push(("profile", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.cursor {
                v.push(("cursor", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_QUERYREQ: p::Scan = p::Scan {
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
    pub static __SCAN_QUERYREQ_NESTED: p::Scan = p::Scan {
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
        ],
    };
    /// KNOWLEDGE_QUERY_RESULT (`0x0101`), a result (§6.2). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct QueryResult<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `results` (key 2, array of record knowledge_result, required, §6.2).
        pub results: Array<'a, KnowledgeResult<'a>>,
        /// `has_more` (key 3, bool, required, §6.2).
        pub has_more: bool,
        /// `next_cursor` (key 4, bstr, optional, §6.2).
        pub next_cursor: Option<&'a [u8]>,
        /// `retrieval_stage` (key 5, uint, optional, §6.2). Advisory indicator of the retrieval stage that answered (no value table).
        pub retrieval_stage: Option<u64>,
        /// `semantic_unavailable` (key 6, bool, optional, §6.2). Absent means false.
        pub semantic_unavailable: Option<bool>,
    }
    impl<'a> QueryResult<'a> {
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_QUERYRESULT)),
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
            let mut __f2: Option<Array<'a, KnowledgeResult<'a>>> = None;
            let mut __f3: Option<bool> = None;
            let mut __f4: Option<&'a [u8]> = None;
            let mut __f5: Option<u64> = None;
            let mut __f6: Option<bool> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 1u8]) {
                            __f0 = true;
                        } else if !r.null() {
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
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C13))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C13));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C13));
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
                                    .map_err(|e| e.in_field(&__C19))?;
                                let __start = r.pos();
                                for __i in 0..__n {
                                    if p::checks_item(__i) {
                                        if matches!(r.peek().map(u16::from), Some(0xa0..= 0xbf)) {
                                            let _ = {
                                                let __at = r.pos();
                                                KnowledgeResult::__body::<S>(r, ((level + 1) + 1), &__C19)?
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
                    }
                    Some(3u64) => {
                        if !r.null() {
                            __f3 = Some({
                                let __at = r.pos();
                                r.bool().map_err(|e| e.in_field(&__C20))?
                            });
                        }
                    }
                    Some(4u64) => {
                        if !r.null() {
                            __f4 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C21))?;
                                __v
                            });
                        }
                    }
                    Some(5u64) => {
                        if !r.null() {
                            __f5 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C22))?;
                                __v
                            });
                        }
                    }
                    Some(6u64) => {
                        if !r.null() {
                            __f6 = Some({
                                let __at = r.pos();
                                r.bool().map_err(|e| e.in_field(&__C23))?
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
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C19));
                }
            };
            let __f3 = match __f3 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C20));
                }
            };
            let __v = QueryResult {
                corr: __f1,
                results: __f2,
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
                return Err(DecodeError::new(rt::Rule::RequiredWhen, __end, &__C24));
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C13));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C13));
                }
            }
            {
                let __x = &self.results;
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
                + rt::Elem::encoded_len(&257u64)
                + {
                    let __x = &self.corr;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.results;
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
            rt::Elem::write(&257u64, out);
            {
                let __x = &self.corr;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.results;
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
            v.push(("frame_kind", rt::FieldValue::Uint(257u64)));
            {
                let __x = &self.corr;
                v.push(("corr", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.results;
                v.push(("results", rt::Elem::field_value(__x)));
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
    pub static __SCAN_QUERYRESULT: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Array(&p::ScanNode::Body(&__SCAN_KNOWLEDGERESULT))),
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Value),
            (5u64, p::ScanNode::Value),
            (6u64, p::ScanNode::Value),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_QUERYRESULT_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (2u64, p::ScanNode::Array(&p::ScanNode::Body(&__SCAN_KNOWLEDGERESULT))),
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Value),
            (5u64, p::ScanNode::Value),
            (6u64, p::ScanNode::Value),
        ],
    };
    /// KNOWLEDGE_QUERY_STREAM_DATA (`0x0102`), a result (§7). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct QueryStreamData<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `results` (key 2, array of record knowledge_result, required, §7).
        pub results: Array<'a, KnowledgeResult<'a>>,
    }
    impl<'a> QueryStreamData<'a> {
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_QUERYSTREAMDATA)),
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
            let mut __f2: Option<Array<'a, KnowledgeResult<'a>>> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 2u8]) {
                            __f0 = true;
                        } else if !r.null() {
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
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C13))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C13));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C13));
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
                                    .map_err(|e| e.in_field(&__C19))?;
                                let __start = r.pos();
                                for __i in 0..__n {
                                    if p::checks_item(__i) {
                                        if matches!(r.peek().map(u16::from), Some(0xa0..= 0xbf)) {
                                            let _ = {
                                                let __at = r.pos();
                                                KnowledgeResult::__body::<S>(r, ((level + 1) + 1), &__C19)?
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
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C19));
                }
            };
            let __v = QueryStreamData {
                corr: __f1,
                results: __f2,
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C13));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C13));
                }
            }
            {
                let __x = &self.results;
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
                + rt::Elem::encoded_len(&258u64)
                + {
                    let __x = &self.corr;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.results;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
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
                let __x = &self.results;
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
                let __x = &self.corr;
                v.push(("corr", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.results;
                v.push(("results", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_QUERYSTREAMDATA: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Array(&p::ScanNode::Body(&__SCAN_KNOWLEDGERESULT))),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_QUERYSTREAMDATA_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (2u64, p::ScanNode::Array(&p::ScanNode::Body(&__SCAN_KNOWLEDGERESULT))),
        ],
    };
    /// KNOWLEDGE_QUERY_STREAM_END (`0x0103`), a result (§7). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct QueryStreamEnd<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `results` (key 2, array of record knowledge_result, optional, §7).
        pub results: Option<Array<'a, KnowledgeResult<'a>>>,
        /// `final` (key 3, bool, required, §7).
        pub r#final: bool,
    }
    impl<'a> QueryStreamEnd<'a> {
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_QUERYSTREAMEND)),
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
            let mut __f2: Option<Array<'a, KnowledgeResult<'a>>> = None;
            let mut __f3: Option<bool> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 3u8]) {
                            __f0 = true;
                        } else if !r.null() {
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
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C13))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C13));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C13));
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
                                    .map_err(|e| e.in_field(&__C19))?;
                                let __start = r.pos();
                                for __i in 0..__n {
                                    if p::checks_item(__i) {
                                        if matches!(r.peek().map(u16::from), Some(0xa0..= 0xbf)) {
                                            let _ = {
                                                let __at = r.pos();
                                                KnowledgeResult::__body::<S>(r, ((level + 1) + 1), &__C19)?
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
                    }
                    Some(3u64) => {
                        if !r.null() {
                            __f3 = Some({
                                let __at = r.pos();
                                r.bool().map_err(|e| e.in_field(&__C25))?
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
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C25));
                }
            };
            let __v = QueryStreamEnd {
                corr: __f1,
                results: __f2,
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
                return Err(DecodeError::new(rt::Rule::Const, __end, &__C26));
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C13));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C13));
                }
            }
            if let Some(__x) = &self.results {
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
            3u64 + u64::from(self.results.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&259u64)
                + {
                    let __x = &self.corr;
                    p::uint_len(1u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.results {
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
            rt::Elem::write(&259u64, out);
            {
                let __x = &self.corr;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.results {
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
            v.push(("frame_kind", rt::FieldValue::Uint(259u64)));
            {
                let __x = &self.corr;
                v.push(("corr", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.results {
                v.push(("results", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.r#final;
                v.push(("final", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_QUERYSTREAMEND: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Array(&p::ScanNode::Body(&__SCAN_KNOWLEDGERESULT))),
            (3u64, p::ScanNode::Value),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_QUERYSTREAMEND_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (2u64, p::ScanNode::Array(&p::ScanNode::Body(&__SCAN_KNOWLEDGERESULT))),
            (3u64, p::ScanNode::Value),
        ],
    };
    /// KNOWLEDGE_SUBSCRIBE_REQ (`0x0104`), a request (§6.4). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct SubscribeReq<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `query` (key 2, tstr, optional, §6.4). The standing free-text query; absent subscribes to every item within the other scoping filters.
        pub query: Option<&'a str>,
        /// `source` (key 3, tstr, optional, §6.4).
        pub source: Option<&'a str>,
        /// `subject` (key 4, tstr, optional, §6.4).
        pub subject: Option<&'a str>,
        /// `collection` (key 5, tstr, optional, §6.4).
        pub collection: Option<&'a str>,
        /// `min_score` (key 6, float, optional, §6.4). Advisory relevance floor for pushed updates.
        pub min_score: Option<f64>,
        /// `profile` (key 7, tstr, optional, §6.4). Advisory retrieval-effort selector.
        pub profile: Option<&'a str>,
        /// `include_snapshot` (key 8, bool, optional, §6.4). Absent means false.
        pub include_snapshot: Option<bool>,
        /// `credit` (key 9, uint, required, §6.4).
        pub credit: u64,
    }
    impl<'a> SubscribeReq<'a> {
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_SUBSCRIBEREQ)),
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
            let mut __f6: Option<f64> = None;
            let mut __f7: Option<&'a str> = None;
            let mut __f8: Option<bool> = None;
            let mut __f9: Option<u64> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 4u8]) {
                            __f0 = true;
                        } else if !r.null() {
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
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C13))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C13));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C13));
                                }
                                __v
                            });
                        }
                    }
                    Some(2u64) => {
                        if !r.null() {
                            __f2 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C14))?;
                                __v
                            });
                        }
                    }
                    Some(3u64) => {
                        if !r.null() {
                            __f3 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C4))?;
                                __v
                            });
                        }
                    }
                    Some(4u64) => {
                        if !r.null() {
                            __f4 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C5))?;
                                __v
                            });
                        }
                    }
                    Some(5u64) => {
                        if !r.null() {
                            __f5 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C6))?;
                                __v
                            });
                        }
                    }
                    Some(6u64) => {
                        if !r.null() {
                            __f6 = Some({
                                let __at = r.pos();
                                let __v = r.float().map_err(|e| e.in_field(&__C16))?;
                                __v
                            });
                        }
                    }
                    Some(7u64) => {
                        if !r.null() {
                            __f7 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C17))?;
                                __v
                            });
                        }
                    }
                    Some(8u64) => {
                        if !r.null() {
                            __f8 = Some({
                                let __at = r.pos();
                                r.bool().map_err(|e| e.in_field(&__C27))?
                            });
                        }
                    }
                    Some(9u64) => {
                        if !r.null() {
                            __f9 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C28))?;
                                if S
                                    && !(1i128..=18446744073709551615i128)
                                        .contains(&(__v as i128))
                                {
                                    return Err(DecodeError::new(Rule::Range, __at, &__C28));
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C12));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C13));
                }
            };
            let __f9 = match __f9 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C28));
                }
            };
            let __v = SubscribeReq {
                corr: __f1,
                query: __f2,
                source: __f3,
                subject: __f4,
                collection: __f5,
                min_score: __f6,
                profile: __f7,
                include_snapshot: __f8,
                credit: __f9,
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C13));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C13));
                }
            }
            if let Some(__x) = &self.query {}
            if let Some(__x) = &self.source {}
            if let Some(__x) = &self.subject {}
            if let Some(__x) = &self.collection {}
            if let Some(__x) = &self.min_score {}
            if let Some(__x) = &self.profile {}
            if let Some(__x) = &self.include_snapshot {}
            {
                let __x = &self.credit;
                if S && !(1i128..=18446744073709551615i128).contains(&((*__x) as i128)) {
                    return Err(DecodeError::new(Rule::Range, 0, &__C28));
                }
            }
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            3u64 + u64::from(self.query.is_some()) + u64::from(self.source.is_some())
                + u64::from(self.subject.is_some())
                + u64::from(self.collection.is_some())
                + u64::from(self.min_score.is_some()) + u64::from(self.profile.is_some())
                + u64::from(self.include_snapshot.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&260u64)
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
                + (if let Some(__x) = &self.collection {
                    p::uint_len(5u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.min_score {
                    p::uint_len(6u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.profile {
                    p::uint_len(7u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.include_snapshot {
                    p::uint_len(8u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + {
                    let __x = &self.credit;
                    p::uint_len(9u64) + rt::Elem::encoded_len(__x)
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
            if let Some(__x) = &self.collection {
                p::write_uint(out, 5u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.min_score {
                p::write_uint(out, 6u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.profile {
                p::write_uint(out, 7u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.include_snapshot {
                p::write_uint(out, 8u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.credit;
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
            if let Some(__x) = &self.collection {
                v.push(("collection", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.min_score {
                v.push(("min_score", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.profile {
                v.push(("profile", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.include_snapshot {
                v.push(("include_snapshot", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.credit;
                v.push(("credit", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_SUBSCRIBEREQ: p::Scan = p::Scan {
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
    pub static __SCAN_SUBSCRIBEREQ_NESTED: p::Scan = p::Scan {
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
        ],
    };
    /// KNOWLEDGE_SUBSCRIBE_ACK (`0x0105`), a result (§6.4). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct SubscribeAck<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `sub_id` (key 2, bstr, required, §6.4).
        pub sub_id: &'a [u8],
        /// `credit` (key 3, uint, required, §6.4).
        pub credit: u64,
        /// `snapshot_pending` (key 4, bool, optional, §6.4). Absent means false.
        pub snapshot_pending: Option<bool>,
    }
    impl<'a> SubscribeAck<'a> {
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_SUBSCRIBEACK)),
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
            let mut __f4: Option<bool> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 5u8]) {
                            __f0 = true;
                        } else if !r.null() {
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
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C13))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C13));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C13));
                                }
                                __v
                            });
                        }
                    }
                    Some(2u64) => {
                        if !r.null() {
                            __f2 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C29))?;
                                if S && (__v.len() < 1 || __v.len() > 32) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C29));
                                }
                                __v
                            });
                        }
                    }
                    Some(3u64) => {
                        if !r.null() {
                            __f3 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C28))?;
                                __v
                            });
                        }
                    }
                    Some(4u64) => {
                        if !r.null() {
                            __f4 = Some({
                                let __at = r.pos();
                                r.bool().map_err(|e| e.in_field(&__C30))?
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
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C29));
                }
            };
            let __f3 = match __f3 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C28));
                }
            };
            let __v = SubscribeAck {
                corr: __f1,
                sub_id: __f2,
                credit: __f3,
                snapshot_pending: __f4,
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C13));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C13));
                }
            }
            {
                let __x = &self.sub_id;
                if S && (__x.len() < 1 || __x.len() > 32) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C29));
                }
            }
            {
                let __x = &self.credit;
            }
            if let Some(__x) = &self.snapshot_pending {}
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            4u64 + u64::from(self.snapshot_pending.is_some())
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
                    let __x = &self.sub_id;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.credit;
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.snapshot_pending {
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
                let __x = &self.sub_id;
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.credit;
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.snapshot_pending {
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
                let __x = &self.sub_id;
                v.push(("sub_id", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.credit;
                v.push(("credit", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.snapshot_pending {
                v.push(("snapshot_pending", rt::Elem::field_value(__x)));
            }
            v
        }
        /// The cross-frame rules against the originating KNOWLEDGE_SUBSCRIBE_REQ (only when the caller supplies it).
        pub fn check_against_subscribereq(
            &self,
            request: &SubscribeReq<'_>,
            profile: Profile,
        ) -> Result<(), DecodeError> {
            match profile {
                Profile::Strict => self.__check_against_subscribereq::<true>(request),
                Profile::Minimum => self.__check_against_subscribereq::<false>(request),
            }
        }
        fn __check_against_subscribereq<const S: bool>(
            &self,
            request: &SubscribeReq<'_>,
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
                return Err(DecodeError::new(rt::Rule::CrossRelation, 0, &__C31));
            }
            Ok(())
        }
    }
    #[doc(hidden)]
    pub static __SCAN_SUBSCRIBEACK: p::Scan = p::Scan {
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
    pub static __SCAN_SUBSCRIBEACK_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Value),
        ],
    };
    /// KNOWLEDGE_UPDATE (`0x0106`), a event (§6.5). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct Update<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `sub_id` (key 2, bstr, required, §6.5).
        pub sub_id: &'a [u8],
        /// `update_seq` (key 3, uint, required, §6.5). Strictly monotonic per subscription and direction.
        pub update_seq: u64,
        /// `results` (key 4, array of record knowledge_result, optional, §6.5).
        pub results: Option<Array<'a, KnowledgeResult<'a>>>,
        /// `removed` (key 5, array of tstr, optional, §6.5). result_id values of items that no longer match.
        pub removed: Option<Array<'a, &'a str>>,
    }
    impl<'a> Update<'a> {
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_UPDATE)),
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
            let mut __f4: Option<Array<'a, KnowledgeResult<'a>>> = None;
            let mut __f5: Option<Array<'a, &'a str>> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 6u8]) {
                            __f0 = true;
                        } else if !r.null() {
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
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C13))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C13));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C13));
                                }
                                __v
                            });
                        }
                    }
                    Some(2u64) => {
                        if !r.null() {
                            __f2 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C29))?;
                                if S && (__v.len() < 1 || __v.len() > 32) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C29));
                                }
                                __v
                            });
                        }
                    }
                    Some(3u64) => {
                        if !r.null() {
                            __f3 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C32))?;
                                __v
                            });
                        }
                    }
                    Some(4u64) => {
                        if !r.null() {
                            __f4 = Some({
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
                                                KnowledgeResult::__body::<S>(r, ((level + 1) + 1), &__C19)?
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
                    }
                    Some(5u64) => {
                        if !r.null() {
                            __f5 = Some({
                                let __at = r.pos();
                                let __n = r
                                    .array_header((level + 1))
                                    .map_err(|e| e.in_field(&__C33))?;
                                let __start = r.pos();
                                for _ in 0..__n {
                                    if matches!(r.peek().map(u16::from), Some(0x60..= 0x7f)) {
                                        let _ = {
                                            let __at = r.pos();
                                            let __v = r.tstr().map_err(|e| e.in_field(&__C33))?;
                                            __v
                                        };
                                    } else if S {
                                        return Err(
                                            DecodeError::new(Rule::ItemType, r.pos(), &__C33),
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
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C29));
                }
            };
            let __f3 = match __f3 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C32));
                }
            };
            let __v = Update {
                corr: __f1,
                sub_id: __f2,
                update_seq: __f3,
                results: __f4,
                removed: __f5,
            };
            __v.__rules::<S>(__end)?;
            Ok(__v)
        }
        #[inline]
        fn __rules<const S: bool>(&self, __end: usize) -> Result<(), DecodeError> {
            if true && p::armed(rt::Rule::AtLeastOne)
                && {
                    !(self.results.as_ref().is_some() || self.removed.as_ref().is_some())
                }
            {
                return Err(DecodeError::new(rt::Rule::AtLeastOne, __end, &__C34));
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C13));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C13));
                }
            }
            {
                let __x = &self.sub_id;
                if S && (__x.len() < 1 || __x.len() > 32) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C29));
                }
            }
            {
                let __x = &self.update_seq;
            }
            if let Some(__x) = &self.results {
                for __it in __x.iter() {
                    (&__it)
                        .validate_with(
                            if S { Profile::Strict } else { Profile::Minimum },
                        )?;
                }
            }
            if let Some(__x) = &self.removed {
                for __it in __x.iter() {}
            }
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            4u64 + u64::from(self.results.is_some()) + u64::from(self.removed.is_some())
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
                    let __x = &self.sub_id;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.update_seq;
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.results {
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.removed {
                    p::uint_len(5u64) + rt::Elem::encoded_len(__x)
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
                let __x = &self.update_seq;
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.results {
                p::write_uint(out, 4u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.removed {
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
            v.push(("frame_kind", rt::FieldValue::Uint(262u64)));
            {
                let __x = &self.corr;
                v.push(("corr", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.sub_id;
                v.push(("sub_id", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.update_seq;
                v.push(("update_seq", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.results {
                v.push(("results", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.removed {
                v.push(("removed", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_UPDATE: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Array(&p::ScanNode::Body(&__SCAN_KNOWLEDGERESULT))),
            (5u64, p::ScanNode::Array(&p::ScanNode::Value)),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_UPDATE_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
            (4u64, p::ScanNode::Array(&p::ScanNode::Body(&__SCAN_KNOWLEDGERESULT))),
            (5u64, p::ScanNode::Array(&p::ScanNode::Value)),
        ],
    };
    /// KNOWLEDGE_CREDIT (`0x0107`), a notification (§6.6). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct Credit<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `sub_id` (key 2, bstr, required, §6.6).
        pub sub_id: &'a [u8],
        /// `credit` (key 3, uint, required, §6.6). Added to the responder's remaining credit.
        pub credit: u64,
        /// `high_water` (key 4, uint, optional, §6.6). Advisory ceiling on the accumulated outstanding grant.
        pub high_water: Option<u64>,
    }
    impl<'a> Credit<'a> {
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
                        if r.eat(&[25u8, 1u8, 7u8]) {
                            __f0 = true;
                        } else if !r.null() {
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
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C13))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C13));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C13));
                                }
                                __v
                            });
                        }
                    }
                    Some(2u64) => {
                        if !r.null() {
                            __f2 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C29))?;
                                if S && (__v.len() < 1 || __v.len() > 32) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C29));
                                }
                                __v
                            });
                        }
                    }
                    Some(3u64) => {
                        if !r.null() {
                            __f3 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C28))?;
                                __v
                            });
                        }
                    }
                    Some(4u64) => {
                        if !r.null() {
                            __f4 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C35))?;
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
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C29));
                }
            };
            let __f3 = match __f3 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C28));
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C13));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C13));
                }
            }
            {
                let __x = &self.sub_id;
                if S && (__x.len() < 1 || __x.len() > 32) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C29));
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
                + rt::Elem::encoded_len(&263u64)
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
            rt::Elem::write(&263u64, out);
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
            v.push(("frame_kind", rt::FieldValue::Uint(263u64)));
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
    /// KNOWLEDGE_UNSUBSCRIBE (`0x0108`), a notification (§6.7). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct Unsubscribe<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `sub_id` (key 2, bstr, required, §6.7).
        pub sub_id: &'a [u8],
    }
    impl<'a> Unsubscribe<'a> {
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
                        if r.eat(&[25u8, 1u8, 8u8]) {
                            __f0 = true;
                        } else if !r.null() {
                            let __v = r.uint().map_err(|e| e.in_field(&__C12))?;
                            if true && __v != 264u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C12),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C13))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C13));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C13));
                                }
                                __v
                            });
                        }
                    }
                    Some(2u64) => {
                        if !r.null() {
                            __f2 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C29))?;
                                if S && (__v.len() < 1 || __v.len() > 32) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C29));
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
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C29));
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C13));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C13));
                }
            }
            {
                let __x = &self.sub_id;
                if S && (__x.len() < 1 || __x.len() > 32) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C29));
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
                + rt::Elem::encoded_len(&264u64)
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
            rt::Elem::write(&264u64, out);
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
            v.push(("frame_kind", rt::FieldValue::Uint(264u64)));
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
    /// KNOWLEDGE_ERROR (`0x0109`), a error (§9). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct ErrorFrame<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `code` (key 2, enum error_code, required, §9).
        pub code: ErrorCode,
        /// `message` (key 3, tstr, required, §9).
        pub message: &'a str,
        /// `retry_after_s` (key 4, uint, optional, §9).
        pub retry_after_s: Option<u64>,
        /// `sub_id` (key 5, bstr, optional, §9). The affected subscription, when the failure concerns one.
        pub sub_id: Option<&'a [u8]>,
    }
    impl<'a> ErrorFrame<'a> {
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
            let mut __f5: Option<&'a [u8]> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 9u8]) {
                            __f0 = true;
                        } else if !r.null() {
                            let __v = r.uint().map_err(|e| e.in_field(&__C12))?;
                            if true && __v != 265u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C12),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C13))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C13));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C13));
                                }
                                __v
                            });
                        }
                    }
                    Some(2u64) => {
                        if !r.null() {
                            __f2 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C36))?;
                                ErrorCode::from_raw(__v)
                            });
                        }
                    }
                    Some(3u64) => {
                        if !r.null() {
                            __f3 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C37))?;
                                __v
                            });
                        }
                    }
                    Some(4u64) => {
                        if !r.null() {
                            __f4 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C38))?;
                                __v
                            });
                        }
                    }
                    Some(5u64) => {
                        if !r.null() {
                            __f5 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C29))?;
                                if S && (__v.len() < 1 || __v.len() > 32) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C29));
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
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C36));
                }
            };
            let __f3 = match __f3 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C37));
                }
            };
            let __v = ErrorFrame {
                corr: __f1,
                code: __f2,
                message: __f3,
                retry_after_s: __f4,
                sub_id: __f5,
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C13));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C13));
                }
            }
            {
                let __x = &self.code;
            }
            {
                let __x = &self.message;
            }
            if let Some(__x) = &self.retry_after_s {}
            if let Some(__x) = &self.sub_id {
                if S && (__x.len() < 1 || __x.len() > 32) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C29));
                }
            }
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            4u64 + u64::from(self.retry_after_s.is_some())
                + u64::from(self.sub_id.is_some())
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
                + (if let Some(__x) = &self.sub_id {
                    p::uint_len(5u64) + rt::Elem::encoded_len(__x)
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
            if let Some(__x) = &self.sub_id {
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
            v.push(("frame_kind", rt::FieldValue::Uint(265u64)));
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
    /// The channel's frame types (§3).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
    #[repr(u16)]
    #[non_exhaustive]
    pub enum FrameType {
        /// `0x0100` KNOWLEDGE_QUERY_REQ (§6.1)
        QueryReq = 256,
        /// `0x0101` KNOWLEDGE_QUERY_RESULT (§6.2)
        QueryResult = 257,
        /// `0x0102` KNOWLEDGE_QUERY_STREAM_DATA (§7)
        QueryStreamData = 258,
        /// `0x0103` KNOWLEDGE_QUERY_STREAM_END (§7)
        QueryStreamEnd = 259,
        /// `0x0104` KNOWLEDGE_SUBSCRIBE_REQ (§6.4)
        SubscribeReq = 260,
        /// `0x0105` KNOWLEDGE_SUBSCRIBE_ACK (§6.4)
        SubscribeAck = 261,
        /// `0x0106` KNOWLEDGE_UPDATE (§6.5)
        Update = 262,
        /// `0x0107` KNOWLEDGE_CREDIT (§6.6)
        Credit = 263,
        /// `0x0108` KNOWLEDGE_UNSUBSCRIBE (§6.7)
        Unsubscribe = 264,
        /// `0x0109` KNOWLEDGE_ERROR (§9)
        ErrorFrame = 265,
    }
    impl FrameType {
        /// Every frame type, in schema order.
        pub const ALL: [FrameType; 10] = [
            FrameType::QueryReq,
            FrameType::QueryResult,
            FrameType::QueryStreamData,
            FrameType::QueryStreamEnd,
            FrameType::SubscribeReq,
            FrameType::SubscribeAck,
            FrameType::Update,
            FrameType::Credit,
            FrameType::Unsubscribe,
            FrameType::ErrorFrame,
        ];
        /// The frame type with this code.
        pub const fn from_u16(v: u16) -> Option<Self> {
            match v {
                256 => Some(FrameType::QueryReq),
                257 => Some(FrameType::QueryResult),
                258 => Some(FrameType::QueryStreamData),
                259 => Some(FrameType::QueryStreamEnd),
                260 => Some(FrameType::SubscribeReq),
                261 => Some(FrameType::SubscribeAck),
                262 => Some(FrameType::Update),
                263 => Some(FrameType::Credit),
                264 => Some(FrameType::Unsubscribe),
                265 => Some(FrameType::ErrorFrame),
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
                FrameType::QueryReq => "KNOWLEDGE_QUERY_REQ",
                FrameType::QueryResult => "KNOWLEDGE_QUERY_RESULT",
                FrameType::QueryStreamData => "KNOWLEDGE_QUERY_STREAM_DATA",
                FrameType::QueryStreamEnd => "KNOWLEDGE_QUERY_STREAM_END",
                FrameType::SubscribeReq => "KNOWLEDGE_SUBSCRIBE_REQ",
                FrameType::SubscribeAck => "KNOWLEDGE_SUBSCRIBE_ACK",
                FrameType::Update => "KNOWLEDGE_UPDATE",
                FrameType::Credit => "KNOWLEDGE_CREDIT",
                FrameType::Unsubscribe => "KNOWLEDGE_UNSUBSCRIBE",
                FrameType::ErrorFrame => "KNOWLEDGE_ERROR",
            }
        }
        /// The frame type with this spec name.
        pub fn from_name(name: &str) -> Option<Self> {
            match name {
                "KNOWLEDGE_QUERY_REQ" => Some(FrameType::QueryReq),
                "KNOWLEDGE_QUERY_RESULT" => Some(FrameType::QueryResult),
                "KNOWLEDGE_QUERY_STREAM_DATA" => Some(FrameType::QueryStreamData),
                "KNOWLEDGE_QUERY_STREAM_END" => Some(FrameType::QueryStreamEnd),
                "KNOWLEDGE_SUBSCRIBE_REQ" => Some(FrameType::SubscribeReq),
                "KNOWLEDGE_SUBSCRIBE_ACK" => Some(FrameType::SubscribeAck),
                "KNOWLEDGE_UPDATE" => Some(FrameType::Update),
                "KNOWLEDGE_CREDIT" => Some(FrameType::Credit),
                "KNOWLEDGE_UNSUBSCRIBE" => Some(FrameType::Unsubscribe),
                "KNOWLEDGE_ERROR" => Some(FrameType::ErrorFrame),
                _ => None,
            }
        }
        /// The frame's role.
        pub const fn role(self) -> rt::Role {
            match self {
                FrameType::QueryReq => rt::Role::Request,
                FrameType::QueryResult => rt::Role::Result,
                FrameType::QueryStreamData => rt::Role::Result,
                FrameType::QueryStreamEnd => rt::Role::Result,
                FrameType::SubscribeReq => rt::Role::Request,
                FrameType::SubscribeAck => rt::Role::Result,
                FrameType::Update => rt::Role::Event,
                FrameType::Credit => rt::Role::Notification,
                FrameType::Unsubscribe => rt::Role::Notification,
                FrameType::ErrorFrame => rt::Role::Error,
            }
        }
        /// The spec section defining the frame.
        pub const fn section(self) -> &'static str {
            match self {
                FrameType::QueryReq => "§6.1",
                FrameType::QueryResult => "§6.2",
                FrameType::QueryStreamData => "§7",
                FrameType::QueryStreamEnd => "§7",
                FrameType::SubscribeReq => "§6.4",
                FrameType::SubscribeAck => "§6.4",
                FrameType::Update => "§6.5",
                FrameType::Credit => "§6.6",
                FrameType::Unsubscribe => "§6.7",
                FrameType::ErrorFrame => "§9",
            }
        }
        /// Whether the frame carries the correlation key.
        pub const fn has_corr(self) -> bool {
            match self {
                FrameType::QueryReq => true,
                FrameType::QueryResult => true,
                FrameType::QueryStreamData => true,
                FrameType::QueryStreamEnd => true,
                FrameType::SubscribeReq => true,
                FrameType::SubscribeAck => true,
                FrameType::Update => true,
                FrameType::Credit => true,
                FrameType::Unsubscribe => true,
                FrameType::ErrorFrame => true,
            }
        }
        /// Whether an implementation may omit this operation.
        pub const fn is_optional(self) -> bool {
            match self {
                FrameType::QueryReq => false,
                FrameType::QueryResult => false,
                FrameType::QueryStreamData => false,
                FrameType::QueryStreamEnd => false,
                FrameType::SubscribeReq => false,
                FrameType::SubscribeAck => false,
                FrameType::Update => false,
                FrameType::Credit => false,
                FrameType::Unsubscribe => false,
                FrameType::ErrorFrame => false,
            }
        }
        /// Frame types that can answer this one (in any reply pattern).
        pub const fn replies(self) -> &'static [FrameType] {
            match self {
                FrameType::QueryReq => {
                    &[
                        FrameType::QueryResult,
                        FrameType::QueryStreamData,
                        FrameType::QueryStreamEnd,
                        FrameType::ErrorFrame,
                    ]
                }
                FrameType::QueryResult => &[],
                FrameType::QueryStreamData => &[],
                FrameType::QueryStreamEnd => &[],
                FrameType::SubscribeReq => {
                    &[FrameType::SubscribeAck, FrameType::ErrorFrame]
                }
                FrameType::SubscribeAck => &[],
                FrameType::Update => &[],
                FrameType::Credit => &[],
                FrameType::Unsubscribe => &[],
                FrameType::ErrorFrame => &[],
            }
        }
        /// Frame types this one answers.
        pub const fn answers(self) -> &'static [FrameType] {
            match self {
                FrameType::QueryReq => &[],
                FrameType::QueryResult => &[FrameType::QueryReq],
                FrameType::QueryStreamData => &[FrameType::QueryReq],
                FrameType::QueryStreamEnd => &[FrameType::QueryReq],
                FrameType::SubscribeReq => &[],
                FrameType::SubscribeAck => &[FrameType::SubscribeReq],
                FrameType::Update => &[],
                FrameType::Credit => &[],
                FrameType::Unsubscribe => &[],
                FrameType::ErrorFrame => &[FrameType::QueryReq, FrameType::SubscribeReq],
            }
        }
        /// Requests this frame withdraws by their corr.
        pub const fn withdraws(self) -> &'static [FrameType] {
            match self {
                FrameType::QueryReq => &[],
                FrameType::QueryResult => &[],
                FrameType::QueryStreamData => &[],
                FrameType::QueryStreamEnd => &[],
                FrameType::SubscribeReq => &[],
                FrameType::SubscribeAck => &[],
                FrameType::Update => &[],
                FrameType::Credit => &[],
                FrameType::Unsubscribe => &[FrameType::SubscribeReq],
                FrameType::ErrorFrame => &[],
            }
        }
    }
    /// Any frame of the channel.
    #[derive(Debug, Clone, PartialEq)]
    #[non_exhaustive]
    pub enum Frame<'a> {
        ///A frame of this type.
        QueryReq(QueryReq<'a>),
        ///A frame of this type.
        QueryResult(QueryResult<'a>),
        ///A frame of this type.
        QueryStreamData(QueryStreamData<'a>),
        ///A frame of this type.
        QueryStreamEnd(QueryStreamEnd<'a>),
        ///A frame of this type.
        SubscribeReq(SubscribeReq<'a>),
        ///A frame of this type.
        SubscribeAck(SubscribeAck<'a>),
        ///A frame of this type.
        Update(Update<'a>),
        ///A frame of this type.
        Credit(Credit<'a>),
        ///A frame of this type.
        Unsubscribe(Unsubscribe<'a>),
        ///A frame of this type.
        ErrorFrame(ErrorFrame<'a>),
    }
    impl<'a> Frame<'a> {
        /// The frame type.
        pub const fn frame_type(&self) -> FrameType {
            match self {
                Frame::QueryReq(_) => FrameType::QueryReq,
                Frame::QueryResult(_) => FrameType::QueryResult,
                Frame::QueryStreamData(_) => FrameType::QueryStreamData,
                Frame::QueryStreamEnd(_) => FrameType::QueryStreamEnd,
                Frame::SubscribeReq(_) => FrameType::SubscribeReq,
                Frame::SubscribeAck(_) => FrameType::SubscribeAck,
                Frame::Update(_) => FrameType::Update,
                Frame::Credit(_) => FrameType::Credit,
                Frame::Unsubscribe(_) => FrameType::Unsubscribe,
                Frame::ErrorFrame(_) => FrameType::ErrorFrame,
            }
        }
        /// The correlation key, for frames that carry one.
        pub fn corr(&self) -> Option<rt::Corr<'a>> {
            match self {
                Frame::QueryReq(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::QueryResult(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::QueryStreamData(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::QueryStreamEnd(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::SubscribeReq(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::SubscribeAck(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::Update(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::Credit(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::Unsubscribe(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::ErrorFrame(x) => Some(rt::Corr::Bytes(x.corr)),
            }
        }
        /// Whether this frame expects a reply (its reply patterns and `reply_when`).
        pub fn expects_reply(&self) -> bool {
            match self {
                Frame::QueryReq(x) => true && (true),
                Frame::QueryResult(x) => false && (true),
                Frame::QueryStreamData(x) => false && (true),
                Frame::QueryStreamEnd(x) => false && (true),
                Frame::SubscribeReq(x) => true && (true),
                Frame::SubscribeAck(x) => false && (true),
                Frame::Update(x) => false && (true),
                Frame::Credit(x) => false && (true),
                Frame::Unsubscribe(x) => false && (true),
                Frame::ErrorFrame(x) => false && (true),
            }
        }
        /// See the frame's `validate`.
        pub fn validate(&self) -> Result<(), DecodeError> {
            match self {
                Frame::QueryReq(x) => x.validate(),
                Frame::QueryResult(x) => x.validate(),
                Frame::QueryStreamData(x) => x.validate(),
                Frame::QueryStreamEnd(x) => x.validate(),
                Frame::SubscribeReq(x) => x.validate(),
                Frame::SubscribeAck(x) => x.validate(),
                Frame::Update(x) => x.validate(),
                Frame::Credit(x) => x.validate(),
                Frame::Unsubscribe(x) => x.validate(),
                Frame::ErrorFrame(x) => x.validate(),
            }
        }
        /// See the frame's `validate_with`.
        pub fn validate_with(&self, profile: Profile) -> Result<(), DecodeError> {
            match self {
                Frame::QueryReq(x) => x.validate_with(profile),
                Frame::QueryResult(x) => x.validate_with(profile),
                Frame::QueryStreamData(x) => x.validate_with(profile),
                Frame::QueryStreamEnd(x) => x.validate_with(profile),
                Frame::SubscribeReq(x) => x.validate_with(profile),
                Frame::SubscribeAck(x) => x.validate_with(profile),
                Frame::Update(x) => x.validate_with(profile),
                Frame::Credit(x) => x.validate_with(profile),
                Frame::Unsubscribe(x) => x.validate_with(profile),
                Frame::ErrorFrame(x) => x.validate_with(profile),
            }
        }
        /// Exact size of the canonical encoding.
        pub fn encoded_len(&self) -> usize {
            match self {
                Frame::QueryReq(x) => x.encoded_len(),
                Frame::QueryResult(x) => x.encoded_len(),
                Frame::QueryStreamData(x) => x.encoded_len(),
                Frame::QueryStreamEnd(x) => x.encoded_len(),
                Frame::SubscribeReq(x) => x.encoded_len(),
                Frame::SubscribeAck(x) => x.encoded_len(),
                Frame::Update(x) => x.encoded_len(),
                Frame::Credit(x) => x.encoded_len(),
                Frame::Unsubscribe(x) => x.encoded_len(),
                Frame::ErrorFrame(x) => x.encoded_len(),
            }
        }
        /// The canonical encoding.
        pub fn encode<W: Sink>(&self, out: &mut W) {
            match self {
                Frame::QueryReq(x) => x.encode(out),
                Frame::QueryResult(x) => x.encode(out),
                Frame::QueryStreamData(x) => x.encode(out),
                Frame::QueryStreamEnd(x) => x.encode(out),
                Frame::SubscribeReq(x) => x.encode(out),
                Frame::SubscribeAck(x) => x.encode(out),
                Frame::Update(x) => x.encode(out),
                Frame::Credit(x) => x.encode(out),
                Frame::Unsubscribe(x) => x.encode(out),
                Frame::ErrorFrame(x) => x.encode(out),
            }
        }
        /// Encode into a caller's buffer.
        pub fn encode_to_slice(
            &self,
            buf: &mut [u8],
        ) -> Result<usize, rt::BufferTooSmall> {
            match self {
                Frame::QueryReq(x) => x.encode_to_slice(buf),
                Frame::QueryResult(x) => x.encode_to_slice(buf),
                Frame::QueryStreamData(x) => x.encode_to_slice(buf),
                Frame::QueryStreamEnd(x) => x.encode_to_slice(buf),
                Frame::SubscribeReq(x) => x.encode_to_slice(buf),
                Frame::SubscribeAck(x) => x.encode_to_slice(buf),
                Frame::Update(x) => x.encode_to_slice(buf),
                Frame::Credit(x) => x.encode_to_slice(buf),
                Frame::Unsubscribe(x) => x.encode_to_slice(buf),
                Frame::ErrorFrame(x) => x.encode_to_slice(buf),
            }
        }
        /// The canonical encoding in a new vector.
        #[cfg(feature = "alloc")]
        pub fn to_vec(&self) -> alloc::vec::Vec<u8> {
            match self {
                Frame::QueryReq(x) => x.to_vec(),
                Frame::QueryResult(x) => x.to_vec(),
                Frame::QueryStreamData(x) => x.to_vec(),
                Frame::QueryStreamEnd(x) => x.to_vec(),
                Frame::SubscribeReq(x) => x.to_vec(),
                Frame::SubscribeAck(x) => x.to_vec(),
                Frame::Update(x) => x.to_vec(),
                Frame::Credit(x) => x.to_vec(),
                Frame::Unsubscribe(x) => x.to_vec(),
                Frame::ErrorFrame(x) => x.to_vec(),
            }
        }
        /// Present fields by schema name.
        #[cfg(feature = "alloc")]
        pub fn fields(&self) -> alloc::vec::Vec<(&'static str, rt::FieldValue<'a>)> {
            match self {
                Frame::QueryReq(x) => x.fields(),
                Frame::QueryResult(x) => x.fields(),
                Frame::QueryStreamData(x) => x.fields(),
                Frame::QueryStreamEnd(x) => x.fields(),
                Frame::SubscribeReq(x) => x.fields(),
                Frame::SubscribeAck(x) => x.fields(),
                Frame::Update(x) => x.fields(),
                Frame::Credit(x) => x.fields(),
                Frame::Unsubscribe(x) => x.fields(),
                Frame::ErrorFrame(x) => x.fields(),
            }
        }
    }
    impl<'a> From<QueryReq<'a>> for Frame<'a> {
        fn from(x: QueryReq<'a>) -> Self {
            Frame::QueryReq(x)
        }
    }
    impl<'a> From<QueryResult<'a>> for Frame<'a> {
        fn from(x: QueryResult<'a>) -> Self {
            Frame::QueryResult(x)
        }
    }
    impl<'a> From<QueryStreamData<'a>> for Frame<'a> {
        fn from(x: QueryStreamData<'a>) -> Self {
            Frame::QueryStreamData(x)
        }
    }
    impl<'a> From<QueryStreamEnd<'a>> for Frame<'a> {
        fn from(x: QueryStreamEnd<'a>) -> Self {
            Frame::QueryStreamEnd(x)
        }
    }
    impl<'a> From<SubscribeReq<'a>> for Frame<'a> {
        fn from(x: SubscribeReq<'a>) -> Self {
            Frame::SubscribeReq(x)
        }
    }
    impl<'a> From<SubscribeAck<'a>> for Frame<'a> {
        fn from(x: SubscribeAck<'a>) -> Self {
            Frame::SubscribeAck(x)
        }
    }
    impl<'a> From<Update<'a>> for Frame<'a> {
        fn from(x: Update<'a>) -> Self {
            Frame::Update(x)
        }
    }
    impl<'a> From<Credit<'a>> for Frame<'a> {
        fn from(x: Credit<'a>) -> Self {
            Frame::Credit(x)
        }
    }
    impl<'a> From<Unsubscribe<'a>> for Frame<'a> {
        fn from(x: Unsubscribe<'a>) -> Self {
            Frame::Unsubscribe(x)
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
            Some(FrameType::QueryReq) => {
                QueryReq::decode_with(payload, profile).map(Frame::QueryReq)
            }
            Some(FrameType::QueryResult) => {
                QueryResult::decode_with(payload, profile).map(Frame::QueryResult)
            }
            Some(FrameType::QueryStreamData) => {
                QueryStreamData::decode_with(payload, profile)
                    .map(Frame::QueryStreamData)
            }
            Some(FrameType::QueryStreamEnd) => {
                QueryStreamEnd::decode_with(payload, profile).map(Frame::QueryStreamEnd)
            }
            Some(FrameType::SubscribeReq) => {
                SubscribeReq::decode_with(payload, profile).map(Frame::SubscribeReq)
            }
            Some(FrameType::SubscribeAck) => {
                SubscribeAck::decode_with(payload, profile).map(Frame::SubscribeAck)
            }
            Some(FrameType::Update) => {
                Update::decode_with(payload, profile).map(Frame::Update)
            }
            Some(FrameType::Credit) => {
                Credit::decode_with(payload, profile).map(Frame::Credit)
            }
            Some(FrameType::Unsubscribe) => {
                Unsubscribe::decode_with(payload, profile).map(Frame::Unsubscribe)
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
            (Frame::SubscribeReq(q), Frame::SubscribeAck(s)) => {
                s.check_against_subscribereq(q, profile)?
            }
            _ => {}
        }
        Ok(reply)
    }
    static __FRAMES: [rt::FrameInfo; 10] = [
        rt::FrameInfo {
            code: 256,
            name: "KNOWLEDGE_QUERY_REQ",
            role: rt::Role::Request,
            has_corr: true,
            section: "§6.1",
        },
        rt::FrameInfo {
            code: 257,
            name: "KNOWLEDGE_QUERY_RESULT",
            role: rt::Role::Result,
            has_corr: true,
            section: "§6.2",
        },
        rt::FrameInfo {
            code: 258,
            name: "KNOWLEDGE_QUERY_STREAM_DATA",
            role: rt::Role::Result,
            has_corr: true,
            section: "§7",
        },
        rt::FrameInfo {
            code: 259,
            name: "KNOWLEDGE_QUERY_STREAM_END",
            role: rt::Role::Result,
            has_corr: true,
            section: "§7",
        },
        rt::FrameInfo {
            code: 260,
            name: "KNOWLEDGE_SUBSCRIBE_REQ",
            role: rt::Role::Request,
            has_corr: true,
            section: "§6.4",
        },
        rt::FrameInfo {
            code: 261,
            name: "KNOWLEDGE_SUBSCRIBE_ACK",
            role: rt::Role::Result,
            has_corr: true,
            section: "§6.4",
        },
        rt::FrameInfo {
            code: 262,
            name: "KNOWLEDGE_UPDATE",
            role: rt::Role::Event,
            has_corr: true,
            section: "§6.5",
        },
        rt::FrameInfo {
            code: 263,
            name: "KNOWLEDGE_CREDIT",
            role: rt::Role::Notification,
            has_corr: true,
            section: "§6.6",
        },
        rt::FrameInfo {
            code: 264,
            name: "KNOWLEDGE_UNSUBSCRIBE",
            role: rt::Role::Notification,
            has_corr: true,
            section: "§6.7",
        },
        rt::FrameInfo {
            code: 265,
            name: "KNOWLEDGE_ERROR",
            role: rt::Role::Error,
            has_corr: true,
            section: "§9",
        },
    ];
    /// Static facts about the channel.
    pub static INFO: rt::ChannelInfo = rt::ChannelInfo {
        id: CHANNEL_ID,
        module: "knowledge",
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
                Some(FrameType::QueryReq) => {
                    QueryReq::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Bytes(x.corr)),
                        },
                    )
                }
                Some(FrameType::QueryResult) => {
                    QueryResult::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Bytes(x.corr)),
                        },
                    )
                }
                Some(FrameType::QueryStreamData) => {
                    QueryStreamData::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Bytes(x.corr)),
                        },
                    )
                }
                Some(FrameType::QueryStreamEnd) => {
                    QueryStreamEnd::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Bytes(x.corr)),
                        },
                    )
                }
                Some(FrameType::SubscribeReq) => {
                    SubscribeReq::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Bytes(x.corr)),
                        },
                    )
                }
                Some(FrameType::SubscribeAck) => {
                    SubscribeAck::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Bytes(x.corr)),
                        },
                    )
                }
                Some(FrameType::Update) => {
                    Update::__check_with(
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
        /// Build the KNOWLEDGE_ERROR reply to a failed request: echoes the correlation key and carries only the generic message for `code` (§9.1). Optional fields start empty.
        pub fn reply(corr: &'a [u8], code: ErrorCode) -> Self {
            ErrorFrame {
                corr: corr,
                code: code,
                message: match code.message() {
                    Some(m) => m,
                    None => "error",
                },
                retry_after_s: None,
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
