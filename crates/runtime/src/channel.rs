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
    fn decode<'p>(
        &self,
        frame_type: u16,
        payload: &'p [u8],
        profile: Profile,
    ) -> Result<Box<dyn FrameView<'p> + 'p>, DecodeError>;
    /// Decode a reply and apply the cross-frame rules against its request.
    #[cfg(feature = "alloc")]
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
    fn error_reply(&self, frame_type: u16, payload: &[u8], e: &DecodeError) -> Option<Vec<u8>>;
}
