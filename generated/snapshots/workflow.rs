/// NPAMP-WORKFLOW (Workflow, channel 0x0011): generated from `schema/workflow.yaml` (Multi-agent orchestration and task delegation).
#[allow(
    clippy::all,
    unused_imports,
    unused_variables,
    unused_mut,
    unused_parens,
    unreachable_code,
    non_camel_case_types
)]
pub mod workflow {
    use crate::rt as rt;
    use rt::__private as p;
    use rt::{Array, DecodeError, Item, Map, Profile, RawMap, Rule, Sink};
    /// Channel id 0x0011 (Workflow, §2).
    pub const CHANNEL_ID: u16 = 17;
    /// The channel's name.
    pub const CHANNEL_NAME: &str = "Workflow";
    /// The channel's purpose (§2).
    pub const CHANNEL_PURPOSE: &str = "Multi-agent orchestration and task delegation";
    /// The spec this module implements.
    pub const SPEC: &str = "NPAMP-WORKFLOW";
    /// The spec revision.
    pub const SPEC_REVISION: &str = "draft-bubblefish-npamp-01";
    /// Document id used in requirement ids (`<doc>/<section>/<slug>`).
    pub const DOC_ID: &str = "8a";
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
    pub const SCHEMA_SOURCE: &str = "schema/workflow.yaml";
    /// The schema text this module was generated from.
    pub const SCHEMA_YAML: &str = include_str!(
        concat!(env!("CARGO_MANIFEST_DIR"), "/../", "schema/workflow.yaml")
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
        field: Some("frame_kind"),
        rule_id: None,
        own: None,
    };
    static __C1: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("corr"),
        rule_id: None,
        own: None,
    };
    static __C2: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("task_type"),
        rule_id: None,
        own: None,
    };
    static __C3: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("input"),
        rule_id: None,
        own: None,
    };
    static __C4: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("params"),
        rule_id: None,
        own: None,
    };
    static __C5: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("priority"),
        rule_id: None,
        own: None,
    };
    static __C6: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("deadline"),
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
        field: Some("idempotency_key"),
        rule_id: None,
        own: None,
    };
    static __C10: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("scope"),
        rule_id: None,
        own: None,
    };
    static __C11: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("effect"),
        rule_id: None,
        own: None,
    };
    static __C12: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("task_id"),
        rule_id: None,
        own: None,
    };
    static __C13: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("state"),
        rule_id: None,
        own: None,
    };
    static __C14: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("step"),
        rule_id: None,
        own: None,
    };
    static __C15: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("step_label"),
        rule_id: None,
        own: None,
    };
    static __C16: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("progress"),
        rule_id: None,
        own: None,
    };
    static __C17: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("detail"),
        rule_id: None,
        own: None,
    };
    static __C18: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("reason"),
        rule_id: None,
        own: None,
    };
    static __C19: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("seq"),
        rule_id: None,
        own: None,
    };
    static __C20: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("output"),
        rule_id: None,
        own: None,
    };
    static __C21: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("state"),
        rule_id: Some("step-state-not-terminal"),
        own: Some((rt::Basis::Must, "§6.4")),
    };
    static __C22: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("state"),
        rule_id: Some("step-state-non-terminal"),
        own: Some((rt::Basis::Strict, "§6.4")),
    };
    static __C23: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("error_code"),
        rule_id: None,
        own: None,
    };
    static __C24: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("state"),
        rule_id: Some("complete-state-terminal"),
        own: Some((rt::Basis::Strict, "§6.5")),
    };
    static __C25: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("code"),
        rule_id: None,
        own: None,
    };
    static __C26: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("message"),
        rule_id: None,
        own: None,
    };
    static __C27: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("retry_after_s"),
        rule_id: None,
        own: None,
    };
    static __C28: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("approval_id"),
        rule_id: None,
        own: None,
    };
    static __C29: p::Ctx = p::Ctx {
        checks: &__CHECKS,
        field: Some("approval_id"),
        rule_id: Some("approval-id-iff-required"),
        own: Some((rt::Basis::Strict, "§8.1")),
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
        /// A value this revision does not name. Meaning: fail-safe: treat as destructive; MAY refuse.
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
        /// `0x05` unknown_task (§8)
        UnknownTask,
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
            ErrorCode::UnknownTask,
            ErrorCode::InternalError,
        ];
        /// The value for a raw wire value (named when the schema names it).
        pub const fn from_raw(v: u64) -> Self {
            match v {
                1u64 => ErrorCode::MalformedRequest,
                2u64 => ErrorCode::UnknownOperation,
                3u64 => ErrorCode::PolicyDenied,
                4u64 => ErrorCode::ApprovalRequired,
                5u64 => ErrorCode::UnknownTask,
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
                ErrorCode::UnknownTask => 5u64,
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
                ErrorCode::UnknownTask => Some("unknown_task"),
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
                "unknown_task" => Some(ErrorCode::UnknownTask),
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
                ErrorCode::UnknownTask => Some("unknown task"),
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
    /// Enum `task_state` (§5.4). Unrecognized values are kept, never an error.
    #[derive(Debug, Clone, Copy)]
    #[non_exhaustive]
    pub enum TaskState {
        /// `0x00` accepted (§5.4)
        Accepted,
        /// `0x01` running (§5.4)
        Running,
        /// `0x02` succeeded (§5.4)
        Succeeded,
        /// `0x03` failed (§5.4)
        Failed,
        /// `0x04` canceled (§5.4)
        Canceled,
        /// A value this revision does not name. Meaning: an unassigned lifecycle state: neither known-terminal nor known-running.
        Unrecognized(u64),
    }
    impl TaskState {
        /// Every named value.
        pub const KNOWN: &'static [TaskState] = &[
            TaskState::Accepted,
            TaskState::Running,
            TaskState::Succeeded,
            TaskState::Failed,
            TaskState::Canceled,
        ];
        /// The value for a raw wire value (named when the schema names it).
        pub const fn from_raw(v: u64) -> Self {
            match v {
                0u64 => TaskState::Accepted,
                1u64 => TaskState::Running,
                2u64 => TaskState::Succeeded,
                3u64 => TaskState::Failed,
                4u64 => TaskState::Canceled,
                other => TaskState::Unrecognized(other),
            }
        }
        /// The raw wire value.
        pub const fn raw(self) -> u64 {
            match self {
                TaskState::Accepted => 0u64,
                TaskState::Running => 1u64,
                TaskState::Succeeded => 2u64,
                TaskState::Failed => 3u64,
                TaskState::Canceled => 4u64,
                TaskState::Unrecognized(v) => v,
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
        pub const SECTION: &'static str = "§5.4";
        /// Whether an unrecognized value is refused (a strict enum).
        pub const STRICT: bool = false;
        /// The schema name of a named value.
        pub const fn name(self) -> Option<&'static str> {
            match self {
                TaskState::Accepted => Some("accepted"),
                TaskState::Running => Some("running"),
                TaskState::Succeeded => Some("succeeded"),
                TaskState::Failed => Some("failed"),
                TaskState::Canceled => Some("canceled"),
                _ => None,
            }
        }
        /// The named value with this schema name.
        pub fn from_name(name: &str) -> Option<Self> {
            match name {
                "accepted" => Some(TaskState::Accepted),
                "running" => Some(TaskState::Running),
                "succeeded" => Some(TaskState::Succeeded),
                "failed" => Some(TaskState::Failed),
                "canceled" => Some(TaskState::Canceled),
                _ => None,
            }
        }
        /// Whether this is a terminal state (a value flagged `terminal` in the schema).
        pub const fn is_terminal(self) -> bool {
            match self {
                TaskState::Succeeded => true,
                TaskState::Failed => true,
                TaskState::Canceled => true,
                _ => false,
            }
        }
    }
    impl PartialEq for TaskState {
        fn eq(&self, o: &Self) -> bool {
            self.raw() == o.raw()
        }
    }
    impl Eq for TaskState {}
    impl core::hash::Hash for TaskState {
        fn hash<H: core::hash::Hasher>(&self, h: &mut H) {
            self.raw().hash(h)
        }
    }
    impl From<u64> for TaskState {
        fn from(v: u64) -> Self {
            Self::from_raw(v)
        }
    }
    impl<'a> rt::Elem<'a> for TaskState {
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
    /// WORKFLOW_SUBMIT_REQ (`0x0100`), a request (§6.1). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct SubmitReq<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `task_type` (key 2, tstr, required, §6.1).
        pub task_type: &'a str,
        /// `input` (key 3, bstr, optional, §6.1).
        pub input: Option<&'a [u8]>,
        /// `params` (key 4, uint_keyed_map, optional, §6.1).
        pub params: Option<RawMap<'a>>,
        /// `priority` (key 5, uint, optional, §6.1).
        pub priority: Option<u64>,
        /// `deadline` (key 6, tstr, optional, §6.1).
        pub deadline: Option<&'a str>,
        /// `actor_type` (key 7, tstr, optional, §6.1).
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
    impl<'a> SubmitReq<'a> {
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_SUBMITREQ)),
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
            let mut __f4: Option<RawMap<'a>> = None;
            let mut __f5: Option<u64> = None;
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
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C1))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C1));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C1));
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
                                let __v = r.bstr().map_err(|e| e.in_field(&__C3))?;
                                __v
                            });
                        }
                    }
                    Some(4u64) => {
                        if !r.null() {
                            __f4 = Some({
                                let __at = r.pos();
                                let __v = p::uint_keyed_map(r, (level + 1), true, S, &__C4)
                                    .map_err(|e| e.in_field(&__C4))?;
                                __v
                            });
                        }
                    }
                    Some(5u64) => {
                        if !r.null() {
                            __f5 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C5))?;
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
                                let __v = p::any_keyed_map(r, (level + 1))
                                    .map_err(|e| e.in_field(&__C10))?;
                                __v
                            });
                        }
                    }
                    Some(11u64) => {
                        if !r.null() {
                            __f11 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C11))?;
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
            let __f11 = match __f11 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C11));
                }
            };
            let __v = SubmitReq {
                corr: __f1,
                task_type: __f2,
                input: __f3,
                params: __f4,
                priority: __f5,
                deadline: __f6,
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C1));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C1));
                }
            }
            {
                let __x = &self.task_type;
            }
            if let Some(__x) = &self.input {}
            if let Some(__x) = &self.params {}
            if let Some(__x) = &self.priority {}
            if let Some(__x) = &self.deadline {}
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
            4u64 + u64::from(self.input.is_some()) + u64::from(self.params.is_some())
                + u64::from(self.priority.is_some()) + u64::from(self.deadline.is_some())
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
                    let __x = &self.task_type;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.input {
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.params {
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.priority {
                    p::uint_len(5u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.deadline {
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
                let __x = &self.task_type;
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.input {
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.params {
                p::write_uint(out, 4u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.priority {
                p::write_uint(out, 5u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.deadline {
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
                let __x = &self.task_type;
                v.push(("task_type", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.input {
                v.push(("input", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.params {
                v.push(("params", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.priority {
                v.push(("priority", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.deadline {
                v.push(("deadline", rt::Elem::field_value(__x)));
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
    pub static __SCAN_SUBMITREQ: p::Scan = p::Scan {
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
    pub static __SCAN_SUBMITREQ_NESTED: p::Scan = p::Scan {
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
    /// WORKFLOW_SUBMIT_RESULT (`0x0101`), a result (§6.1). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct SubmitResult<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `task_id` (key 2, tstr, required, §5.2).
        pub task_id: &'a str,
        /// `state` (key 3, enum task_state, required, §6.1).
        pub state: TaskState,
    }
    impl<'a> SubmitResult<'a> {
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_SUBMITRESULT)),
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
            let mut __f3: Option<TaskState> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 1u8]) {
                            __f0 = true;
                        } else if !r.null() {
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
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C1))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C1));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C1));
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
                                if S && (__v.len() < 1) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C12));
                                }
                                __v
                            });
                        }
                    }
                    Some(3u64) => {
                        if !r.null() {
                            __f3 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C13))?;
                                TaskState::from_raw(__v)
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
            let __f3 = match __f3 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C13));
                }
            };
            let __v = SubmitResult {
                corr: __f1,
                task_id: __f2,
                state: __f3,
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C1));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C1));
                }
            }
            {
                let __x = &self.task_id;
                if S && (__x.len() < 1) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C12));
                }
            }
            {
                let __x = &self.state;
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
                    let __x = &self.task_id;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.state;
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
                let __x = &self.task_id;
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.state;
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
                let __x = &self.task_id;
                v.push(("task_id", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.state;
                v.push(("state", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_SUBMITRESULT: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_SUBMITRESULT_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[(2u64, p::ScanNode::Value), (3u64, p::ScanNode::Value)],
    };
    /// WORKFLOW_STATUS_REQ (`0x0102`), a request (§6.2). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct StatusReq<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `task_id` (key 2, tstr, required, §5.2).
        pub task_id: &'a str,
    }
    impl<'a> StatusReq<'a> {
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
            let mut __f2: Option<&'a str> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 2u8]) {
                            __f0 = true;
                        } else if !r.null() {
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
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C1))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C1));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C1));
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
                                if S && (__v.len() < 1) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C12));
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
            let __v = StatusReq {
                corr: __f1,
                task_id: __f2,
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C1));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C1));
                }
            }
            {
                let __x = &self.task_id;
                if S && (__x.len() < 1) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C12));
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
                    let __x = &self.task_id;
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
                let __x = &self.task_id;
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
                let __x = &self.task_id;
                v.push(("task_id", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_STATUSREQ: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Value),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_STATUSREQ_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[(2u64, p::ScanNode::Value)],
    };
    /// WORKFLOW_STATUS_RESULT (`0x0103`), a result (§6.2). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct StatusResult<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `task_id` (key 2, tstr, required, §5.2).
        pub task_id: &'a str,
        /// `state` (key 3, enum task_state, required, §6.2).
        pub state: TaskState,
        /// `step` (key 4, uint, optional, §6.2).
        pub step: Option<u64>,
        /// `step_label` (key 5, tstr, optional, §6.2).
        pub step_label: Option<&'a str>,
        /// `progress` (key 6, uint, optional, §6.2).
        pub progress: Option<u64>,
        /// `detail` (key 7, tstr, optional, §6.2).
        pub detail: Option<&'a str>,
    }
    impl<'a> StatusResult<'a> {
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
            let mut __f3: Option<TaskState> = None;
            let mut __f4: Option<u64> = None;
            let mut __f5: Option<&'a str> = None;
            let mut __f6: Option<u64> = None;
            let mut __f7: Option<&'a str> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 3u8]) {
                            __f0 = true;
                        } else if !r.null() {
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
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C1))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C1));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C1));
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
                                if S && (__v.len() < 1) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C12));
                                }
                                __v
                            });
                        }
                    }
                    Some(3u64) => {
                        if !r.null() {
                            __f3 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C13))?;
                                TaskState::from_raw(__v)
                            });
                        }
                    }
                    Some(4u64) => {
                        if !r.null() {
                            __f4 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C14))?;
                                __v
                            });
                        }
                    }
                    Some(5u64) => {
                        if !r.null() {
                            __f5 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C15))?;
                                __v
                            });
                        }
                    }
                    Some(6u64) => {
                        if !r.null() {
                            __f6 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C16))?;
                                if S && !(0i128..=100i128).contains(&(__v as i128)) {
                                    return Err(DecodeError::new(Rule::Range, __at, &__C16));
                                }
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
            let __f3 = match __f3 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C13));
                }
            };
            let __v = StatusResult {
                corr: __f1,
                task_id: __f2,
                state: __f3,
                step: __f4,
                step_label: __f5,
                progress: __f6,
                detail: __f7,
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C1));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C1));
                }
            }
            {
                let __x = &self.task_id;
                if S && (__x.len() < 1) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C12));
                }
            }
            {
                let __x = &self.state;
            }
            if let Some(__x) = &self.step {}
            if let Some(__x) = &self.step_label {}
            if let Some(__x) = &self.progress {
                if S && !(0i128..=100i128).contains(&((*__x) as i128)) {
                    return Err(DecodeError::new(Rule::Range, 0, &__C16));
                }
            }
            if let Some(__x) = &self.detail {}
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            4u64 + u64::from(self.step.is_some()) + u64::from(self.step_label.is_some())
                + u64::from(self.progress.is_some()) + u64::from(self.detail.is_some())
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
                    let __x = &self.task_id;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.state;
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.step {
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.step_label {
                    p::uint_len(5u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.progress {
                    p::uint_len(6u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.detail {
                    p::uint_len(7u64) + rt::Elem::encoded_len(__x)
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
                let __x = &self.corr;
                p::write_uint(out, 1u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.task_id;
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.state;
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.step {
                p::write_uint(out, 4u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.step_label {
                p::write_uint(out, 5u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.progress {
                p::write_uint(out, 6u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.detail {
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
            v.push(("frame_kind", rt::FieldValue::Uint(259u64)));
            {
                let __x = &self.corr;
                v.push(("corr", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.task_id;
                v.push(("task_id", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.state;
                v.push(("state", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.step {
                v.push(("step", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.step_label {
                v.push(("step_label", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.progress {
                v.push(("progress", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.detail {
                v.push(("detail", rt::Elem::field_value(__x)));
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
            (5u64, p::ScanNode::Value),
            (6u64, p::ScanNode::Value),
            (7u64, p::ScanNode::Value),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_STATUSRESULT_NESTED: p::Scan = p::Scan {
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
    /// WORKFLOW_CANCEL_REQ (`0x0104`), a request (§6.3). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct CancelReq<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `task_id` (key 2, tstr, required, §5.2).
        pub task_id: &'a str,
        /// `reason` (key 3, tstr, optional, §6.3).
        pub reason: Option<&'a str>,
    }
    impl<'a> CancelReq<'a> {
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_CANCELREQ)),
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
                        if r.eat(&[25u8, 1u8, 4u8]) {
                            __f0 = true;
                        } else if !r.null() {
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
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C1))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C1));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C1));
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
                                if S && (__v.len() < 1) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C12));
                                }
                                __v
                            });
                        }
                    }
                    Some(3u64) => {
                        if !r.null() {
                            __f3 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C18))?;
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
            let __v = CancelReq {
                corr: __f1,
                task_id: __f2,
                reason: __f3,
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C1));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C1));
                }
            }
            {
                let __x = &self.task_id;
                if S && (__x.len() < 1) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C12));
                }
            }
            if let Some(__x) = &self.reason {}
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            3u64 + u64::from(self.reason.is_some())
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
                    let __x = &self.task_id;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.reason {
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
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
                let __x = &self.task_id;
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.reason {
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
            v.push(("frame_kind", rt::FieldValue::Uint(260u64)));
            {
                let __x = &self.corr;
                v.push(("corr", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.task_id;
                v.push(("task_id", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.reason {
                v.push(("reason", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_CANCELREQ: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_CANCELREQ_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[(2u64, p::ScanNode::Value), (3u64, p::ScanNode::Value)],
    };
    /// WORKFLOW_CANCEL_RESULT (`0x0105`), a result (§6.3). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct CancelResult<'a> {
        /// `corr` (key 1, bstr, required, §4.2).
        pub corr: &'a [u8],
        /// `task_id` (key 2, tstr, required, §5.2).
        pub task_id: &'a str,
        /// `state` (key 3, enum task_state, required, §6.3).
        pub state: TaskState,
    }
    impl<'a> CancelResult<'a> {
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_CANCELRESULT)),
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
            let mut __f3: Option<TaskState> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 5u8]) {
                            __f0 = true;
                        } else if !r.null() {
                            let __v = r.uint().map_err(|e| e.in_field(&__C0))?;
                            if true && __v != 261u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C0),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C1))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C1));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C1));
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
                                if S && (__v.len() < 1) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C12));
                                }
                                __v
                            });
                        }
                    }
                    Some(3u64) => {
                        if !r.null() {
                            __f3 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C13))?;
                                TaskState::from_raw(__v)
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
            let __f3 = match __f3 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C13));
                }
            };
            let __v = CancelResult {
                corr: __f1,
                task_id: __f2,
                state: __f3,
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C1));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C1));
                }
            }
            {
                let __x = &self.task_id;
                if S && (__x.len() < 1) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C12));
                }
            }
            {
                let __x = &self.state;
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
                    let __x = &self.task_id;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.state;
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
                let __x = &self.task_id;
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.state;
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
                let __x = &self.task_id;
                v.push(("task_id", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.state;
                v.push(("state", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_CANCELRESULT: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[
            (0u64, p::ScanNode::Value),
            (1u64, p::ScanNode::Value),
            (2u64, p::ScanNode::Value),
            (3u64, p::ScanNode::Value),
        ],
    };
    #[doc(hidden)]
    pub static __SCAN_CANCELRESULT_NESTED: p::Scan = p::Scan {
        forward_compat: true,
        fields: &[(2u64, p::ScanNode::Value), (3u64, p::ScanNode::Value)],
    };
    /// WORKFLOW_STEP_EVENT (`0x0106`), a event (§6.4). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct StepEvent<'a> {
        /// `task_id` (key 2, tstr, required, §5.2).
        pub task_id: &'a str,
        /// `seq` (key 3, uint, required, §6.4).
        pub seq: u64,
        /// `state` (key 4, enum task_state, required, §6.4).
        pub state: TaskState,
        /// `step` (key 5, uint, optional, §6.4).
        pub step: Option<u64>,
        /// `step_label` (key 6, tstr, optional, §6.4).
        pub step_label: Option<&'a str>,
        /// `progress` (key 7, uint, optional, §6.4).
        pub progress: Option<u64>,
        /// `output` (key 8, bstr, optional, §6.4).
        pub output: Option<&'a [u8]>,
        /// `detail` (key 9, tstr, optional, §6.4).
        pub detail: Option<&'a str>,
    }
    impl<'a> StepEvent<'a> {
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_STEPEVENT)),
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
            let mut __f2: Option<&'a str> = None;
            let mut __f3: Option<u64> = None;
            let mut __f4: Option<TaskState> = None;
            let mut __f5: Option<u64> = None;
            let mut __f6: Option<&'a str> = None;
            let mut __f7: Option<u64> = None;
            let mut __f8: Option<&'a [u8]> = None;
            let mut __f9: Option<&'a str> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 6u8]) {
                            __f0 = true;
                        } else if !r.null() {
                            let __v = r.uint().map_err(|e| e.in_field(&__C0))?;
                            if true && __v != 262u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C0),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        if !r.null() {
                            if S {
                                return Err(DecodeError::new(Rule::Forbidden, __at, &__C1));
                            }
                            r.skip((level + 1))?;
                        }
                    }
                    Some(2u64) => {
                        if !r.null() {
                            __f2 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C12))?;
                                if S && (__v.len() < 1) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C12));
                                }
                                __v
                            });
                        }
                    }
                    Some(3u64) => {
                        if !r.null() {
                            __f3 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C19))?;
                                __v
                            });
                        }
                    }
                    Some(4u64) => {
                        if !r.null() {
                            __f4 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C13))?;
                                TaskState::from_raw(__v)
                            });
                        }
                    }
                    Some(5u64) => {
                        if !r.null() {
                            __f5 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C14))?;
                                __v
                            });
                        }
                    }
                    Some(6u64) => {
                        if !r.null() {
                            __f6 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C15))?;
                                __v
                            });
                        }
                    }
                    Some(7u64) => {
                        if !r.null() {
                            __f7 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C16))?;
                                if S && !(0i128..=100i128).contains(&(__v as i128)) {
                                    return Err(DecodeError::new(Rule::Range, __at, &__C16));
                                }
                                __v
                            });
                        }
                    }
                    Some(8u64) => {
                        if !r.null() {
                            __f8 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C20))?;
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
            let __f2 = match __f2 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C12));
                }
            };
            let __f3 = match __f3 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C19));
                }
            };
            let __f4 = match __f4 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C13));
                }
            };
            let __v = StepEvent {
                task_id: __f2,
                seq: __f3,
                state: __f4,
                step: __f5,
                step_label: __f6,
                progress: __f7,
                output: __f8,
                detail: __f9,
            };
            __v.__rules::<S>(__end)?;
            Ok(__v)
        }
        #[inline]
        fn __rules<const S: bool>(&self, __end: usize) -> Result<(), DecodeError> {
            if true && p::armed(rt::Rule::ValueIn)
                && {
                    Some(&self.state)
                        .is_some_and(|__v| matches!(__v.raw(), 2u64 | 3u64 | 4u64))
                }
            {
                return Err(DecodeError::new(rt::Rule::ValueIn, __end, &__C21));
            }
            if S && p::armed(rt::Rule::ValueIn)
                && {
                    Some(&self.state)
                        .is_some_and(|__v| !matches!(__v.raw(), 0u64 | 1u64))
                }
            {
                return Err(DecodeError::new(rt::Rule::ValueIn, __end, &__C22));
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
                let __x = &self.task_id;
                if S && (__x.len() < 1) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C12));
                }
            }
            {
                let __x = &self.seq;
            }
            {
                let __x = &self.state;
            }
            if let Some(__x) = &self.step {}
            if let Some(__x) = &self.step_label {}
            if let Some(__x) = &self.progress {
                if S && !(0i128..=100i128).contains(&((*__x) as i128)) {
                    return Err(DecodeError::new(Rule::Range, 0, &__C16));
                }
            }
            if let Some(__x) = &self.output {}
            if let Some(__x) = &self.detail {}
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            4u64 + u64::from(self.step.is_some()) + u64::from(self.step_label.is_some())
                + u64::from(self.progress.is_some()) + u64::from(self.output.is_some())
                + u64::from(self.detail.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&262u64)
                + {
                    let __x = &self.task_id;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.seq;
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.state;
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.step {
                    p::uint_len(5u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.step_label {
                    p::uint_len(6u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.progress {
                    p::uint_len(7u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.output {
                    p::uint_len(8u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.detail {
                    p::uint_len(9u64) + rt::Elem::encoded_len(__x)
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
                let __x = &self.task_id;
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.seq;
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.state;
                p::write_uint(out, 4u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.step {
                p::write_uint(out, 5u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.step_label {
                p::write_uint(out, 6u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.progress {
                p::write_uint(out, 7u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.output {
                p::write_uint(out, 8u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.detail {
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
            v.push(("frame_kind", rt::FieldValue::Uint(262u64)));
            {
                let __x = &self.task_id;
                v.push(("task_id", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.seq;
                v.push(("seq", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.state;
                v.push(("state", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.step {
                v.push(("step", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.step_label {
                v.push(("step_label", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.progress {
                v.push(("progress", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.output {
                v.push(("output", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.detail {
                v.push(("detail", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_STEPEVENT: p::Scan = p::Scan {
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
    pub static __SCAN_STEPEVENT_NESTED: p::Scan = p::Scan {
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
    /// WORKFLOW_COMPLETE (`0x0107`), a event (§6.5). Borrows strings, bytes and nested values from the payload.
    #[derive(Debug, Clone, PartialEq)]
    pub struct Complete<'a> {
        /// `task_id` (key 2, tstr, required, §5.2).
        pub task_id: &'a str,
        /// `seq` (key 3, uint, required, §6.5).
        pub seq: u64,
        /// `state` (key 4, enum task_state, required, §6.5).
        pub state: TaskState,
        /// `output` (key 5, bstr, optional, §6.5).
        pub output: Option<&'a [u8]>,
        /// `error_code` (key 6, enum error_code, optional, §6.5).
        pub error_code: Option<ErrorCode>,
        /// `detail` (key 7, tstr, optional, §6.5).
        pub detail: Option<&'a str>,
    }
    impl<'a> Complete<'a> {
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
                Err(e) => Err(p::first_fault(payload, pol, e, &__SCAN_COMPLETE)),
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
            let mut __f2: Option<&'a str> = None;
            let mut __f3: Option<u64> = None;
            let mut __f4: Option<TaskState> = None;
            let mut __f5: Option<&'a [u8]> = None;
            let mut __f6: Option<ErrorCode> = None;
            let mut __f7: Option<&'a str> = None;
            for _ in 0..__n {
                let __at = r.pos();
                match r.int_key(&mut __order, &mut __kind, level + 1)? {
                    Some(0u64) => {
                        if r.eat(&[25u8, 1u8, 7u8]) {
                            __f0 = true;
                        } else if !r.null() {
                            let __v = r.uint().map_err(|e| e.in_field(&__C0))?;
                            if true && __v != 263u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C0),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        if !r.null() {
                            if S {
                                return Err(DecodeError::new(Rule::Forbidden, __at, &__C1));
                            }
                            r.skip((level + 1))?;
                        }
                    }
                    Some(2u64) => {
                        if !r.null() {
                            __f2 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C12))?;
                                if S && (__v.len() < 1) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C12));
                                }
                                __v
                            });
                        }
                    }
                    Some(3u64) => {
                        if !r.null() {
                            __f3 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C19))?;
                                __v
                            });
                        }
                    }
                    Some(4u64) => {
                        if !r.null() {
                            __f4 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C13))?;
                                TaskState::from_raw(__v)
                            });
                        }
                    }
                    Some(5u64) => {
                        if !r.null() {
                            __f5 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C20))?;
                                __v
                            });
                        }
                    }
                    Some(6u64) => {
                        if !r.null() {
                            __f6 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C23))?;
                                ErrorCode::from_raw(__v)
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
            let __f2 = match __f2 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C12));
                }
            };
            let __f3 = match __f3 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C19));
                }
            };
            let __f4 = match __f4 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C13));
                }
            };
            let __v = Complete {
                task_id: __f2,
                seq: __f3,
                state: __f4,
                output: __f5,
                error_code: __f6,
                detail: __f7,
            };
            __v.__rules::<S>(__end)?;
            Ok(__v)
        }
        #[inline]
        fn __rules<const S: bool>(&self, __end: usize) -> Result<(), DecodeError> {
            if S && p::armed(rt::Rule::ValueIn)
                && {
                    Some(&self.state)
                        .is_some_and(|__v| !matches!(__v.raw(), 2u64 | 3u64 | 4u64))
                }
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
                let __x = &self.task_id;
                if S && (__x.len() < 1) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C12));
                }
            }
            {
                let __x = &self.seq;
            }
            {
                let __x = &self.state;
            }
            if let Some(__x) = &self.output {}
            if let Some(__x) = &self.error_code {}
            if let Some(__x) = &self.detail {}
            self.__rules::<S>(0)
        }
        fn __count(&self) -> u64 {
            4u64 + u64::from(self.output.is_some())
                + u64::from(self.error_code.is_some()) + u64::from(self.detail.is_some())
        }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) + p::uint_len(0u64)
                + rt::Elem::encoded_len(&263u64)
                + {
                    let __x = &self.task_id;
                    p::uint_len(2u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.seq;
                    p::uint_len(3u64) + rt::Elem::encoded_len(__x)
                }
                + {
                    let __x = &self.state;
                    p::uint_len(4u64) + rt::Elem::encoded_len(__x)
                }
                + (if let Some(__x) = &self.output {
                    p::uint_len(5u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.error_code {
                    p::uint_len(6u64) + rt::Elem::encoded_len(__x)
                } else {
                    0
                })
                + (if let Some(__x) = &self.detail {
                    p::uint_len(7u64) + rt::Elem::encoded_len(__x)
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
                let __x = &self.task_id;
                p::write_uint(out, 2u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.seq;
                p::write_uint(out, 3u64);
                rt::Elem::write(__x, out);
            }
            {
                let __x = &self.state;
                p::write_uint(out, 4u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.output {
                p::write_uint(out, 5u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.error_code {
                p::write_uint(out, 6u64);
                rt::Elem::write(__x, out);
            }
            if let Some(__x) = &self.detail {
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
            v.push(("frame_kind", rt::FieldValue::Uint(263u64)));
            {
                let __x = &self.task_id;
                v.push(("task_id", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.seq;
                v.push(("seq", rt::Elem::field_value(__x)));
            }
            {
                let __x = &self.state;
                v.push(("state", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.output {
                v.push(("output", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.error_code {
                v.push(("error_code", rt::Elem::field_value(__x)));
            }
            if let Some(__x) = &self.detail {
                v.push(("detail", rt::Elem::field_value(__x)));
            }
            v
        }
    }
    #[doc(hidden)]
    pub static __SCAN_COMPLETE: p::Scan = p::Scan {
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
    pub static __SCAN_COMPLETE_NESTED: p::Scan = p::Scan {
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
    /// WORKFLOW_ERROR (`0x0108`), a error (§8). Borrows strings, bytes and nested values from the payload.
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
                        if r.eat(&[25u8, 1u8, 8u8]) {
                            __f0 = true;
                        } else if !r.null() {
                            let __v = r.uint().map_err(|e| e.in_field(&__C0))?;
                            if true && __v != 264u64 {
                                return Err(
                                    DecodeError::new(Rule::FrameKindMismatch, __at, &__C0),
                                );
                            }
                            __f0 = true;
                        }
                    }
                    Some(1u64) => {
                        if !r.null() {
                            __f1 = Some({
                                let __at = r.pos();
                                let __v = r.bstr().map_err(|e| e.in_field(&__C1))?;
                                if true && __v.is_empty() {
                                    return Err(DecodeError::new(Rule::Empty, __at, &__C1));
                                }
                                if S && (__v.len() < 1 || __v.len() > 64) {
                                    return Err(DecodeError::new(Rule::Len, __at, &__C1));
                                }
                                __v
                            });
                        }
                    }
                    Some(2u64) => {
                        if !r.null() {
                            __f2 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C25))?;
                                ErrorCode::from_raw(__v)
                            });
                        }
                    }
                    Some(3u64) => {
                        if !r.null() {
                            __f3 = Some({
                                let __at = r.pos();
                                let __v = r.tstr().map_err(|e| e.in_field(&__C26))?;
                                __v
                            });
                        }
                    }
                    Some(4u64) => {
                        if !r.null() {
                            __f4 = Some({
                                let __at = r.pos();
                                let __v = r.uint().map_err(|e| e.in_field(&__C27))?;
                                __v
                            });
                        }
                    }
                    Some(5u64) => {
                        if !r.null() {
                            __f5 = Some({
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
                return Err(DecodeError::new(Rule::MissingRequired, __end, &__C0));
            }
            let __f1 = match __f1 {
                Some(v) => v,
                None => return Err(DecodeError::new(Rule::MissingRequired, __end, &__C1)),
            };
            let __f2 = match __f2 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C25));
                }
            };
            let __f3 = match __f3 {
                Some(v) => v,
                None => {
                    return Err(DecodeError::new(Rule::MissingRequired, __end, &__C26));
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
                return Err(DecodeError::new(rt::Rule::PresentIff, __end, &__C29));
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
                    return Err(DecodeError::new(Rule::Empty, 0, &__C1));
                }
                if S && (__x.len() < 1 || __x.len() > 64) {
                    return Err(DecodeError::new(Rule::Len, 0, &__C1));
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
                + rt::Elem::encoded_len(&264u64)
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
            rt::Elem::write(&264u64, out);
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
            v.push(("frame_kind", rt::FieldValue::Uint(264u64)));
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
    /// The channel's frame types (§3).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
    #[repr(u16)]
    #[non_exhaustive]
    pub enum FrameType {
        /// `0x0100` WORKFLOW_SUBMIT_REQ (§6.1)
        SubmitReq = 256,
        /// `0x0101` WORKFLOW_SUBMIT_RESULT (§6.1)
        SubmitResult = 257,
        /// `0x0102` WORKFLOW_STATUS_REQ (§6.2)
        StatusReq = 258,
        /// `0x0103` WORKFLOW_STATUS_RESULT (§6.2)
        StatusResult = 259,
        /// `0x0104` WORKFLOW_CANCEL_REQ (§6.3)
        CancelReq = 260,
        /// `0x0105` WORKFLOW_CANCEL_RESULT (§6.3)
        CancelResult = 261,
        /// `0x0106` WORKFLOW_STEP_EVENT (§6.4)
        StepEvent = 262,
        /// `0x0107` WORKFLOW_COMPLETE (§6.5)
        Complete = 263,
        /// `0x0108` WORKFLOW_ERROR (§8)
        ErrorFrame = 264,
    }
    impl FrameType {
        /// Every frame type, in schema order.
        pub const ALL: [FrameType; 9] = [
            FrameType::SubmitReq,
            FrameType::SubmitResult,
            FrameType::StatusReq,
            FrameType::StatusResult,
            FrameType::CancelReq,
            FrameType::CancelResult,
            FrameType::StepEvent,
            FrameType::Complete,
            FrameType::ErrorFrame,
        ];
        /// The frame type with this code.
        pub const fn from_u16(v: u16) -> Option<Self> {
            match v {
                256 => Some(FrameType::SubmitReq),
                257 => Some(FrameType::SubmitResult),
                258 => Some(FrameType::StatusReq),
                259 => Some(FrameType::StatusResult),
                260 => Some(FrameType::CancelReq),
                261 => Some(FrameType::CancelResult),
                262 => Some(FrameType::StepEvent),
                263 => Some(FrameType::Complete),
                264 => Some(FrameType::ErrorFrame),
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
                FrameType::SubmitReq => "WORKFLOW_SUBMIT_REQ",
                FrameType::SubmitResult => "WORKFLOW_SUBMIT_RESULT",
                FrameType::StatusReq => "WORKFLOW_STATUS_REQ",
                FrameType::StatusResult => "WORKFLOW_STATUS_RESULT",
                FrameType::CancelReq => "WORKFLOW_CANCEL_REQ",
                FrameType::CancelResult => "WORKFLOW_CANCEL_RESULT",
                FrameType::StepEvent => "WORKFLOW_STEP_EVENT",
                FrameType::Complete => "WORKFLOW_COMPLETE",
                FrameType::ErrorFrame => "WORKFLOW_ERROR",
            }
        }
        /// The frame type with this spec name.
        pub fn from_name(name: &str) -> Option<Self> {
            match name {
                "WORKFLOW_SUBMIT_REQ" => Some(FrameType::SubmitReq),
                "WORKFLOW_SUBMIT_RESULT" => Some(FrameType::SubmitResult),
                "WORKFLOW_STATUS_REQ" => Some(FrameType::StatusReq),
                "WORKFLOW_STATUS_RESULT" => Some(FrameType::StatusResult),
                "WORKFLOW_CANCEL_REQ" => Some(FrameType::CancelReq),
                "WORKFLOW_CANCEL_RESULT" => Some(FrameType::CancelResult),
                "WORKFLOW_STEP_EVENT" => Some(FrameType::StepEvent),
                "WORKFLOW_COMPLETE" => Some(FrameType::Complete),
                "WORKFLOW_ERROR" => Some(FrameType::ErrorFrame),
                _ => None,
            }
        }
        /// The frame's role.
        pub const fn role(self) -> rt::Role {
            match self {
                FrameType::SubmitReq => rt::Role::Request,
                FrameType::SubmitResult => rt::Role::Result,
                FrameType::StatusReq => rt::Role::Request,
                FrameType::StatusResult => rt::Role::Result,
                FrameType::CancelReq => rt::Role::Request,
                FrameType::CancelResult => rt::Role::Result,
                FrameType::StepEvent => rt::Role::Event,
                FrameType::Complete => rt::Role::Event,
                FrameType::ErrorFrame => rt::Role::Error,
            }
        }
        /// The spec section defining the frame.
        pub const fn section(self) -> &'static str {
            match self {
                FrameType::SubmitReq => "§6.1",
                FrameType::SubmitResult => "§6.1",
                FrameType::StatusReq => "§6.2",
                FrameType::StatusResult => "§6.2",
                FrameType::CancelReq => "§6.3",
                FrameType::CancelResult => "§6.3",
                FrameType::StepEvent => "§6.4",
                FrameType::Complete => "§6.5",
                FrameType::ErrorFrame => "§8",
            }
        }
        /// Whether the frame carries the correlation key.
        pub const fn has_corr(self) -> bool {
            match self {
                FrameType::SubmitReq => true,
                FrameType::SubmitResult => true,
                FrameType::StatusReq => true,
                FrameType::StatusResult => true,
                FrameType::CancelReq => true,
                FrameType::CancelResult => true,
                FrameType::StepEvent => false,
                FrameType::Complete => false,
                FrameType::ErrorFrame => true,
            }
        }
        /// Whether an implementation may omit this operation.
        pub const fn is_optional(self) -> bool {
            match self {
                FrameType::SubmitReq => false,
                FrameType::SubmitResult => false,
                FrameType::StatusReq => false,
                FrameType::StatusResult => false,
                FrameType::CancelReq => false,
                FrameType::CancelResult => false,
                FrameType::StepEvent => false,
                FrameType::Complete => false,
                FrameType::ErrorFrame => false,
            }
        }
        /// Frame types that can answer this one (in any reply pattern).
        pub const fn replies(self) -> &'static [FrameType] {
            match self {
                FrameType::SubmitReq => &[FrameType::SubmitResult, FrameType::ErrorFrame],
                FrameType::SubmitResult => &[],
                FrameType::StatusReq => &[FrameType::StatusResult, FrameType::ErrorFrame],
                FrameType::StatusResult => &[],
                FrameType::CancelReq => &[FrameType::CancelResult, FrameType::ErrorFrame],
                FrameType::CancelResult => &[],
                FrameType::StepEvent => &[],
                FrameType::Complete => &[],
                FrameType::ErrorFrame => &[],
            }
        }
        /// Frame types this one answers.
        pub const fn answers(self) -> &'static [FrameType] {
            match self {
                FrameType::SubmitReq => &[],
                FrameType::SubmitResult => &[FrameType::SubmitReq],
                FrameType::StatusReq => &[],
                FrameType::StatusResult => &[FrameType::StatusReq],
                FrameType::CancelReq => &[],
                FrameType::CancelResult => &[FrameType::CancelReq],
                FrameType::StepEvent => &[],
                FrameType::Complete => &[],
                FrameType::ErrorFrame => {
                    &[FrameType::SubmitReq, FrameType::StatusReq, FrameType::CancelReq]
                }
            }
        }
        /// Requests this frame withdraws by their corr.
        pub const fn withdraws(self) -> &'static [FrameType] {
            match self {
                FrameType::SubmitReq => &[],
                FrameType::SubmitResult => &[],
                FrameType::StatusReq => &[],
                FrameType::StatusResult => &[],
                FrameType::CancelReq => &[],
                FrameType::CancelResult => &[],
                FrameType::StepEvent => &[],
                FrameType::Complete => &[],
                FrameType::ErrorFrame => &[],
            }
        }
    }
    /// Any frame of the channel.
    #[derive(Debug, Clone, PartialEq)]
    #[non_exhaustive]
    pub enum Frame<'a> {
        ///A frame of this type.
        SubmitReq(SubmitReq<'a>),
        ///A frame of this type.
        SubmitResult(SubmitResult<'a>),
        ///A frame of this type.
        StatusReq(StatusReq<'a>),
        ///A frame of this type.
        StatusResult(StatusResult<'a>),
        ///A frame of this type.
        CancelReq(CancelReq<'a>),
        ///A frame of this type.
        CancelResult(CancelResult<'a>),
        ///A frame of this type.
        StepEvent(StepEvent<'a>),
        ///A frame of this type.
        Complete(Complete<'a>),
        ///A frame of this type.
        ErrorFrame(ErrorFrame<'a>),
    }
    impl<'a> Frame<'a> {
        /// The frame type.
        pub const fn frame_type(&self) -> FrameType {
            match self {
                Frame::SubmitReq(_) => FrameType::SubmitReq,
                Frame::SubmitResult(_) => FrameType::SubmitResult,
                Frame::StatusReq(_) => FrameType::StatusReq,
                Frame::StatusResult(_) => FrameType::StatusResult,
                Frame::CancelReq(_) => FrameType::CancelReq,
                Frame::CancelResult(_) => FrameType::CancelResult,
                Frame::StepEvent(_) => FrameType::StepEvent,
                Frame::Complete(_) => FrameType::Complete,
                Frame::ErrorFrame(_) => FrameType::ErrorFrame,
            }
        }
        /// The correlation key, for frames that carry one.
        pub fn corr(&self) -> Option<rt::Corr<'a>> {
            match self {
                Frame::SubmitReq(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::SubmitResult(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::StatusReq(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::StatusResult(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::CancelReq(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::CancelResult(x) => Some(rt::Corr::Bytes(x.corr)),
                Frame::StepEvent(x) => None,
                Frame::Complete(x) => None,
                Frame::ErrorFrame(x) => Some(rt::Corr::Bytes(x.corr)),
            }
        }
        /// Whether this frame expects a reply (its reply patterns and `reply_when`).
        pub fn expects_reply(&self) -> bool {
            match self {
                Frame::SubmitReq(x) => true && (true),
                Frame::SubmitResult(x) => false && (true),
                Frame::StatusReq(x) => true && (true),
                Frame::StatusResult(x) => false && (true),
                Frame::CancelReq(x) => true && (true),
                Frame::CancelResult(x) => false && (true),
                Frame::StepEvent(x) => false && (true),
                Frame::Complete(x) => false && (true),
                Frame::ErrorFrame(x) => false && (true),
            }
        }
        /// See the frame's `validate`.
        pub fn validate(&self) -> Result<(), DecodeError> {
            match self {
                Frame::SubmitReq(x) => x.validate(),
                Frame::SubmitResult(x) => x.validate(),
                Frame::StatusReq(x) => x.validate(),
                Frame::StatusResult(x) => x.validate(),
                Frame::CancelReq(x) => x.validate(),
                Frame::CancelResult(x) => x.validate(),
                Frame::StepEvent(x) => x.validate(),
                Frame::Complete(x) => x.validate(),
                Frame::ErrorFrame(x) => x.validate(),
            }
        }
        /// See the frame's `validate_with`.
        pub fn validate_with(&self, profile: Profile) -> Result<(), DecodeError> {
            match self {
                Frame::SubmitReq(x) => x.validate_with(profile),
                Frame::SubmitResult(x) => x.validate_with(profile),
                Frame::StatusReq(x) => x.validate_with(profile),
                Frame::StatusResult(x) => x.validate_with(profile),
                Frame::CancelReq(x) => x.validate_with(profile),
                Frame::CancelResult(x) => x.validate_with(profile),
                Frame::StepEvent(x) => x.validate_with(profile),
                Frame::Complete(x) => x.validate_with(profile),
                Frame::ErrorFrame(x) => x.validate_with(profile),
            }
        }
        /// Exact size of the canonical encoding.
        pub fn encoded_len(&self) -> usize {
            match self {
                Frame::SubmitReq(x) => x.encoded_len(),
                Frame::SubmitResult(x) => x.encoded_len(),
                Frame::StatusReq(x) => x.encoded_len(),
                Frame::StatusResult(x) => x.encoded_len(),
                Frame::CancelReq(x) => x.encoded_len(),
                Frame::CancelResult(x) => x.encoded_len(),
                Frame::StepEvent(x) => x.encoded_len(),
                Frame::Complete(x) => x.encoded_len(),
                Frame::ErrorFrame(x) => x.encoded_len(),
            }
        }
        /// The canonical encoding.
        pub fn encode<W: Sink>(&self, out: &mut W) {
            match self {
                Frame::SubmitReq(x) => x.encode(out),
                Frame::SubmitResult(x) => x.encode(out),
                Frame::StatusReq(x) => x.encode(out),
                Frame::StatusResult(x) => x.encode(out),
                Frame::CancelReq(x) => x.encode(out),
                Frame::CancelResult(x) => x.encode(out),
                Frame::StepEvent(x) => x.encode(out),
                Frame::Complete(x) => x.encode(out),
                Frame::ErrorFrame(x) => x.encode(out),
            }
        }
        /// Encode into a caller's buffer.
        pub fn encode_to_slice(
            &self,
            buf: &mut [u8],
        ) -> Result<usize, rt::BufferTooSmall> {
            match self {
                Frame::SubmitReq(x) => x.encode_to_slice(buf),
                Frame::SubmitResult(x) => x.encode_to_slice(buf),
                Frame::StatusReq(x) => x.encode_to_slice(buf),
                Frame::StatusResult(x) => x.encode_to_slice(buf),
                Frame::CancelReq(x) => x.encode_to_slice(buf),
                Frame::CancelResult(x) => x.encode_to_slice(buf),
                Frame::StepEvent(x) => x.encode_to_slice(buf),
                Frame::Complete(x) => x.encode_to_slice(buf),
                Frame::ErrorFrame(x) => x.encode_to_slice(buf),
            }
        }
        /// The canonical encoding in a new vector.
        #[cfg(feature = "alloc")]
        pub fn to_vec(&self) -> alloc::vec::Vec<u8> {
            match self {
                Frame::SubmitReq(x) => x.to_vec(),
                Frame::SubmitResult(x) => x.to_vec(),
                Frame::StatusReq(x) => x.to_vec(),
                Frame::StatusResult(x) => x.to_vec(),
                Frame::CancelReq(x) => x.to_vec(),
                Frame::CancelResult(x) => x.to_vec(),
                Frame::StepEvent(x) => x.to_vec(),
                Frame::Complete(x) => x.to_vec(),
                Frame::ErrorFrame(x) => x.to_vec(),
            }
        }
        /// Present fields by schema name.
        #[cfg(feature = "alloc")]
        pub fn fields(&self) -> alloc::vec::Vec<(&'static str, rt::FieldValue<'a>)> {
            match self {
                Frame::SubmitReq(x) => x.fields(),
                Frame::SubmitResult(x) => x.fields(),
                Frame::StatusReq(x) => x.fields(),
                Frame::StatusResult(x) => x.fields(),
                Frame::CancelReq(x) => x.fields(),
                Frame::CancelResult(x) => x.fields(),
                Frame::StepEvent(x) => x.fields(),
                Frame::Complete(x) => x.fields(),
                Frame::ErrorFrame(x) => x.fields(),
            }
        }
    }
    impl<'a> From<SubmitReq<'a>> for Frame<'a> {
        fn from(x: SubmitReq<'a>) -> Self {
            Frame::SubmitReq(x)
        }
    }
    impl<'a> From<SubmitResult<'a>> for Frame<'a> {
        fn from(x: SubmitResult<'a>) -> Self {
            Frame::SubmitResult(x)
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
    impl<'a> From<CancelReq<'a>> for Frame<'a> {
        fn from(x: CancelReq<'a>) -> Self {
            Frame::CancelReq(x)
        }
    }
    impl<'a> From<CancelResult<'a>> for Frame<'a> {
        fn from(x: CancelResult<'a>) -> Self {
            Frame::CancelResult(x)
        }
    }
    impl<'a> From<StepEvent<'a>> for Frame<'a> {
        fn from(x: StepEvent<'a>) -> Self {
            Frame::StepEvent(x)
        }
    }
    impl<'a> From<Complete<'a>> for Frame<'a> {
        fn from(x: Complete<'a>) -> Self {
            Frame::Complete(x)
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
            Some(FrameType::SubmitReq) => {
                SubmitReq::decode_with(payload, profile).map(Frame::SubmitReq)
            }
            Some(FrameType::SubmitResult) => {
                SubmitResult::decode_with(payload, profile).map(Frame::SubmitResult)
            }
            Some(FrameType::StatusReq) => {
                StatusReq::decode_with(payload, profile).map(Frame::StatusReq)
            }
            Some(FrameType::StatusResult) => {
                StatusResult::decode_with(payload, profile).map(Frame::StatusResult)
            }
            Some(FrameType::CancelReq) => {
                CancelReq::decode_with(payload, profile).map(Frame::CancelReq)
            }
            Some(FrameType::CancelResult) => {
                CancelResult::decode_with(payload, profile).map(Frame::CancelResult)
            }
            Some(FrameType::StepEvent) => {
                StepEvent::decode_with(payload, profile).map(Frame::StepEvent)
            }
            Some(FrameType::Complete) => {
                Complete::decode_with(payload, profile).map(Frame::Complete)
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
            _ => {}
        }
        Ok(reply)
    }
    static __FRAMES: [rt::FrameInfo; 9] = [
        rt::FrameInfo {
            code: 256,
            name: "WORKFLOW_SUBMIT_REQ",
            role: rt::Role::Request,
            has_corr: true,
            section: "§6.1",
        },
        rt::FrameInfo {
            code: 257,
            name: "WORKFLOW_SUBMIT_RESULT",
            role: rt::Role::Result,
            has_corr: true,
            section: "§6.1",
        },
        rt::FrameInfo {
            code: 258,
            name: "WORKFLOW_STATUS_REQ",
            role: rt::Role::Request,
            has_corr: true,
            section: "§6.2",
        },
        rt::FrameInfo {
            code: 259,
            name: "WORKFLOW_STATUS_RESULT",
            role: rt::Role::Result,
            has_corr: true,
            section: "§6.2",
        },
        rt::FrameInfo {
            code: 260,
            name: "WORKFLOW_CANCEL_REQ",
            role: rt::Role::Request,
            has_corr: true,
            section: "§6.3",
        },
        rt::FrameInfo {
            code: 261,
            name: "WORKFLOW_CANCEL_RESULT",
            role: rt::Role::Result,
            has_corr: true,
            section: "§6.3",
        },
        rt::FrameInfo {
            code: 262,
            name: "WORKFLOW_STEP_EVENT",
            role: rt::Role::Event,
            has_corr: false,
            section: "§6.4",
        },
        rt::FrameInfo {
            code: 263,
            name: "WORKFLOW_COMPLETE",
            role: rt::Role::Event,
            has_corr: false,
            section: "§6.5",
        },
        rt::FrameInfo {
            code: 264,
            name: "WORKFLOW_ERROR",
            role: rt::Role::Error,
            has_corr: true,
            section: "§8",
        },
    ];
    /// Static facts about the channel.
    pub static INFO: rt::ChannelInfo = rt::ChannelInfo {
        id: CHANNEL_ID,
        module: "workflow",
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
                Some(FrameType::SubmitReq) => {
                    SubmitReq::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Bytes(x.corr)),
                        },
                    )
                }
                Some(FrameType::SubmitResult) => {
                    SubmitResult::__check_with(
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
                Some(FrameType::CancelReq) => {
                    CancelReq::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Bytes(x.corr)),
                        },
                    )
                }
                Some(FrameType::CancelResult) => {
                    CancelResult::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: Some(rt::Corr::Bytes(x.corr)),
                        },
                    )
                }
                Some(FrameType::StepEvent) => {
                    StepEvent::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: None,
                        },
                    )
                }
                Some(FrameType::Complete) => {
                    Complete::__check_with(
                        payload,
                        profile,
                        |x| rt::Summary {
                            frame_type,
                            corr: None,
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
        /// Build the WORKFLOW_ERROR reply to a failed request: echoes the correlation key and carries only the generic message for `code` (§8.2). Optional fields start empty.
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
