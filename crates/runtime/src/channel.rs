//! The channel registry's interface: every generated channel module implements
//! [`Channel`], so tools iterate `npamp_generated::CHANNELS` instead of
//! matching on channel names.

use super::error::{DecodeError, Profile};
use super::read::Corr;
#[cfg(feature = "alloc")]
use alloc::{boxed::Box, vec::Vec};

/// The role of a frame type in its channel (§3 of each spec).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Role {
    /// A request: answered by the frames of its reply patterns.
    Request,
    /// A result: the (final) answer to a request.
    Result,
    /// A notification: one-way, never answered.
    Notification,
    /// An event: one-way, emitted by the responder.
    Event,
    /// The channel's error frame.
    Error,
}

/// Static facts about one frame type.
#[derive(Debug)]
pub struct FrameInfo {
    /// The frame type (the payload's key 0).
    pub code: u16,
    /// The spec's name, e.g. `INTERACT_EVENT`.
    pub name: &'static str,
    /// The frame's role in its channel.
    pub role: Role,
    /// Whether the frame carries the correlation key.
    pub has_corr: bool,
    /// The spec section that defines the frame (e.g. `§6.2`).
    pub section: &'static str,
}

/// Static facts about one channel.
#[derive(Debug)]
pub struct ChannelInfo {
    /// The channel id (e.g. `0x0001`).
    pub id: u16,
    /// The module name, e.g. `interaction` (the schema's file name).
    pub module: &'static str,
    /// The channel's name (e.g. `Memory`).
    pub name: &'static str,
    /// The spec this channel implements (e.g. `NPAMP-MEMORY`).
    pub spec: &'static str,
    /// The spec revision the schema was written against.
    pub spec_revision: &'static str,
    /// Requirement-id prefix (`89`, `8a`, …).
    pub doc_id: &'static str,
    /// Workspace-relative schema path.
    pub schema_path: &'static str,
    /// The schema text this module was generated from.
    pub schema_yaml: &'static str,
    /// Every frame type, in schema order.
    pub frames: &'static [FrameInfo],
    /// Largest payload the decoder accepts, in bytes.
    pub max_payload: usize,
    /// Deepest nesting the decoder accepts (the payload map is level 1).
    pub max_depth: usize,
    /// What the `strict` profile refuses and `minimum` accepts, each with the
    /// clause it rests on (the channel module's `STRICT_CHECKS`).
    pub strict_checks: &'static [StrictCheck],
}

impl ChannelInfo {
    /// The frame type with this code.
    pub fn frame(&self, code: u16) -> Option<&'static FrameInfo> {
        self.frames.iter().find(|f| f.code == code)
    }
    /// The frame type with this spec name.
    pub fn frame_named(&self, name: &str) -> Option<&'static FrameInfo> {
        self.frames.iter().find(|f| f.name == name)
    }
}

/// What a refusal is reported with on the wire.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Outcome {
    /// The channel's error frame with this code (and its schema name).
    Code {
        /// The code's value on the wire.
        value: u64,
        /// The code's schema name, when it has one.
        name: Option<&'static str>,
    },
    /// The core's own frame (e.g. ERROR `0x0005`): the channel has no code for it.
    CoreFrame(u16),
}

impl Outcome {
    /// `malformed_request`, `StreamStateError`, … or `core_frame 0x0005`.
    pub fn describe(&self) -> DisplayOutcome {
        DisplayOutcome(*self)
    }
}

/// [`Outcome`] as text.
#[derive(Debug, Clone, Copy)]
pub struct DisplayOutcome(Outcome);

impl core::fmt::Display for DisplayOutcome {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.0 {
            Outcome::Code { name: Some(n), .. } => f.write_str(n),
            Outcome::Code { value, name: None } => write!(f, "code {value}"),
            Outcome::CoreFrame(t) => write!(f, "core_frame {t:#06x}"),
        }
    }
}

/// An accepted payload, summarised without allocating.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Summary<'p> {
    /// The frame type of the accepted payload.
    pub frame_type: u16,
    /// The correlation key, when the frame carries it.
    pub corr: Option<Corr<'p>>,
}

/// A refusal by [`Channel::decode_reply`]: of the reply itself, of the request,
/// or of a cross-frame rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Refused {
    /// Why it was refused.
    pub error: DecodeError,
    /// The request (not the reply) was refused.
    pub in_request: bool,
}

/// A decoded frame of any channel, for tools.
#[cfg(feature = "alloc")]
#[cfg_attr(docsrs, doc(cfg(feature = "alloc")))]
pub trait FrameView<'a> {
    /// The frame type.
    fn frame_type(&self) -> u16;
    /// The spec's name of the frame type.
    fn name(&self) -> &'static str;
    /// The correlation key, when the frame carries one.
    fn corr(&self) -> Option<Corr<'a>>;
    /// Present fields by schema name (envelope first).
    fn fields(&self) -> Vec<(&'static str, super::FieldValue<'_>)>;
    /// The length of the canonical encoding, in bytes.
    fn encoded_len(&self) -> usize;
    /// The canonical encoding.
    fn to_vec(&self) -> Vec<u8>;
    /// Append the canonical encoding to `out` (no allocation when it has room).
    fn encode_vec(&self, out: &mut Vec<u8>);
    /// Whether the frame expects a reply (its role and `reply_when`).
    fn expects_reply(&self) -> bool;
    /// The sender's checks (`validate_with`): what a receiver ignores but a
    /// sender MUST NOT send (reserved flag bits) is refused here too.
    fn validate_with(&self, profile: Profile) -> Result<(), DecodeError>;
}

/// One generated channel, behind a trait object.
pub trait Channel: Sync {
    /// Static facts about the channel: id, names, spec, frames, limits.
    fn info(&self) -> &'static ChannelInfo;
    /// Decode and drop: the verdict without allocating.
    fn check<'p>(
        &self,
        frame_type: u16,
        payload: &'p [u8],
        profile: Profile,
    ) -> Result<Summary<'p>, DecodeError>;
    /// Decode into a dynamic view.
    #[cfg(feature = "alloc")]
    #[cfg_attr(docsrs, doc(cfg(feature = "alloc")))]
    fn decode<'p>(
        &self,
        frame_type: u16,
        payload: &'p [u8],
        profile: Profile,
    ) -> Result<Box<dyn FrameView<'p> + 'p>, DecodeError>;
    /// Decode a reply and apply the cross-frame rules against its request.
    #[cfg(feature = "alloc")]
    #[cfg_attr(docsrs, doc(cfg(feature = "alloc")))]
    fn decode_reply<'p>(
        &self,
        request_type: u16,
        request: &[u8],
        frame_type: u16,
        payload: &'p [u8],
        profile: Profile,
    ) -> Result<Box<dyn FrameView<'p> + 'p>, Refused>;
    /// The wire outcome of a refusal (the schema's error model).
    fn outcome(&self, e: &DecodeError) -> Outcome;
    /// The channel's error reply to a refused payload, when one may be sent.
    #[cfg(feature = "alloc")]
    #[cfg_attr(docsrs, doc(cfg(feature = "alloc")))]
    fn error_reply(&self, frame_type: u16, payload: &[u8], e: &DecodeError) -> Option<Vec<u8>>;
    /// TEST-ONLY (a `--cfg npamp_mutant` build): every check site of the
    /// channel, `__C0` first, what a mutant switches off.
    #[cfg(npamp_mutant)]
    #[doc(hidden)]
    fn mutant_sites(&self) -> &'static [&'static crate::error::Ctx] {
        &[]
    }
}

/// The code of a frame type of the channel `C`: a `u16` (any channel's code,
/// as it comes off the wire) or the channel's own `FrameType`. Every
/// generated function that takes a frame type takes this, so
/// `decode(FrameType::SubmitReq, payload)` and `decode(0x0100, payload)` both
/// compile, and another channel's `FrameType` does not.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a frame type of this channel",
    label = "expected a `u16` code or this channel's `FrameType`",
    note = "each channel module's functions take a `u16` or that module's own `FrameType`"
)]
pub trait FrameCode<C>: Copy {
    /// The frame-header code.
    fn code(self) -> u16;
}

impl<C> FrameCode<C> for u16 {
    #[inline(always)]
    fn code(self) -> u16 {
        self
    }
}

/// Why a refused payload gets no error reply (the generated
/// `error_reply_for`'s error).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum NoReply {
    /// The frame type is never answered: the schema gives it no reply
    /// (results, errors, events, one-way notifications).
    NotAnswered {
        /// The refused payload's frame type.
        frame_type: u16,
    },
    /// The refusal's wire outcome is the core's own frame (e.g. ERROR
    /// `0x0005`), not the channel's error frame: the core sends it.
    CoreFrame(u16),
    /// No correlation key could be recovered from the payload (absent, of the
    /// wrong type or length, or the payload is not a readable map): a reply
    /// that cannot be correlated cannot be answered.
    NoCorr,
}

impl core::fmt::Display for NoReply {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            NoReply::NotAnswered { frame_type } => {
                write!(f, "frame type {frame_type:#06x} is never answered")
            }
            NoReply::CoreFrame(t) => write!(f, "the outcome is the core's frame {t:#06x}"),
            NoReply::NoCorr => f.write_str("no correlation key can be recovered from the payload"),
        }
    }
}

#[cfg(feature = "std")]
#[cfg_attr(docsrs, doc(cfg(feature = "std")))]
impl std::error::Error for NoReply {}

/// What kind of check a [`StrictCheck`] is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum StrictKind {
    /// A group of generic checks from the schema's `checks:` table (`id` is
    /// the group: `item_type`, `cbor_subset`, `range`, …).
    Group(super::Group),
    /// A schema rule of a frame or record (`id` is the rule's id).
    Rule,
    /// A strict enum: an unrecognized value is refused (`id` is the enum).
    Enum,
    /// Reserved bits of a flags value (`id` is the flags definition).
    Flags,
    /// NaN and the infinities (`id` is `floats`).
    NonFinite,
}

/// One check the `strict` profile makes and `minimum` does not: what a
/// conformant sender never sends, but no receiver-side MUST makes a receiver
/// refuse. Listed per channel in the module's `STRICT_CHECKS`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StrictCheck {
    /// The check group, schema rule id, enum or flags name.
    pub id: &'static str,
    /// What kind of check it is.
    pub kind: StrictKind,
    /// The spec section of the clause.
    pub section: &'static str,
    /// The clause of the channel's spec the check rests on.
    pub clause: &'static str,
    /// Where it applies: `FRAME_NAME.field` or `record.field`, or a frame or
    /// record name (a schema rule); empty when it applies anywhere in the
    /// payload.
    pub applies_to: &'static [&'static str],
}
