//! Reference endpoints for the N-PAMP Interaction (`0x000F`) and Workflow
//! (`0x0011`) channels — a requester/responder and a delegator/executor with
//! pluggable simulated humans and executors — and the 60 scripted scenarios
//! (`scenarios/`) that exercise their §10 behavioural clauses.
//!
//! This crate holds what is specific to those two channels' applications
//! (prompts shown to a human, tasks run by an executor). What grades
//! behaviour is generic and lives in `npamp-harness`: every scenario's frames
//! are also graded by its schema-driven monitor ([`record::run_dir`],
//! part of `cargo xtask exchange`), and [`record::record`] writes them as wire
//! transcripts (`cargo xtask exchange --record`).
//!
//! Two [`Peer`]s run against each other over an in-memory [`Link`]. Only
//! [`WireFrame`]s cross it — channel id, frame type and payload bytes, always
//! produced by the generated encoders and read back by the generated decoders
//! (`npamp_generated`); no Rust struct ever crosses. Every state-machine fact
//! the schema states (which frame answers which request, `reply_when`, which
//! frames withdraw, which carry `corr`, terminal states, error codes and their
//! generic messages, the effect fail-safe, the minimum profile) is read from
//! the generated code rather than restated here.
//!
//! - [`interaction::InteractionEndpoint`] / [`workflow::WorkflowEndpoint`]: the
//!   requester / responder (delegator / executor) state machines.
//! - [`policy`]: pluggable simulated humans and executors.
//! - [`monitor::Monitor`]: wire-level invariants of these two channels checked
//!   on every delivery and emission.
//! - [`scenario`]: `scenarios/**/*.yaml` — scripted exchanges and their clause report.
//! - [`record`]: the scenarios and recorded exchanges graded and written as
//!   wire transcripts (`cargo xtask exchange`).
//! - [`check_exchange_invariants`]: random interleavings for the `exchange` fuzz target
//!   (its [`InvariantError`] names the step and the [`monitor::Violation`]).
#![forbid(unsafe_code)]

pub mod interaction;
mod invariants;
pub mod monitor;
pub mod policy;
pub mod record;
pub mod scenario;
pub mod workflow;

pub use invariants::{check_exchange_invariants, InvariantError};

#[doc(hidden)]
pub use invariants::check_exchange_invariants_with;
pub use npamp_harness::workspace_dir;

use npamp_codec::{ByteStyle, Codec};
use npamp_generated::rt::Corr;
use npamp_generated::{interaction as ix, workflow as wf};
use std::collections::VecDeque;
use std::fmt;

/// One frame on the in-memory link: what the core wire would carry for a
/// companion channel, minus header crypto (the AEAD layer is out of scope).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WireFrame {
    pub channel: u16,
    pub frame_type: u16,
    pub payload: Vec<u8>,
}

/// Why an endpoint refuses to send a frame its application asked it to send:
/// each names the clause of the channel it keeps.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum OriginateError {
    /// The channel is not enabled on this peer (not advertised, or its
    /// profile gate is closed).
    NotEnabled { channel: &'static str },
    /// The payload is not a valid frame of the channel: the generated
    /// decoder's refusal (rule, basis, section).
    Invalid(npamp_generated::DecodeError),
    /// The frame carries no `corr` (§5.1: every request is correlated).
    NoCorr,
    /// §5.1: a `corr` already outstanding in this direction.
    CorrOutstanding { corr: Vec<u8> },
    /// A frame only an endpoint sends (a reply or an unsolicited event).
    NotOriginated { frame: &'static str },
}

impl fmt::Display for OriginateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OriginateError::NotEnabled { channel } => {
                write!(f, "{channel} channel is not enabled on this peer")
            }
            OriginateError::Invalid(e) => write!(f, "refusing to send an invalid frame: {e}"),
            OriginateError::NoCorr => f.write_str("frame has no corr"),
            OriginateError::CorrOutstanding { corr } => {
                write!(f, "corr {} is already outstanding", show_bytes(corr))
            }
            OriginateError::NotOriginated { frame } => {
                write!(f, "{frame} is only ever sent by an endpoint")
            }
        }
    }
}

impl std::error::Error for OriginateError {}

/// The two companion channels.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Companion {
    Interaction,
    Workflow,
}

impl Companion {
    pub const ALL: [Companion; 2] = [Companion::Interaction, Companion::Workflow];
    pub fn id(self) -> u16 {
        match self {
            Companion::Interaction => ix::CHANNEL_ID,
            Companion::Workflow => wf::CHANNEL_ID,
        }
    }
    /// Whether `frame_type` is one of the core's reserved all-channel types
    /// (PING … FLOW_UPDATE, §3.2; schema `channel.core_reserved`). Such frames
    /// keep their core meaning and are never handed to a channel consumer.
    pub fn is_core_reserved(self, frame_type: u16) -> bool {
        match self {
            Companion::Interaction => ix::CORE_RESERVED.contains(&frame_type),
            Companion::Workflow => wf::CORE_RESERVED.contains(&frame_type),
        }
    }
    pub fn from_id(id: u16) -> Option<Companion> {
        Companion::ALL.into_iter().find(|c| c.id() == id)
    }
    /// Schema module name.
    pub fn name(self) -> &'static str {
        match self {
            Companion::Interaction => "interaction",
            Companion::Workflow => "workflow",
        }
    }
    pub fn from_name(s: &str) -> Option<Companion> {
        Companion::ALL.into_iter().find(|c| c.name() == s)
    }
    /// Profiles at which the channel is available (§2), from the schema.
    pub fn profiles(self) -> &'static [&'static str] {
        match self {
            Companion::Interaction => ix::PROFILES,
            Companion::Workflow => wf::PROFILES,
        }
    }
    pub fn minimum_profile(self) -> &'static str {
        match self {
            Companion::Interaction => ix::MINIMUM_PROFILE,
            Companion::Workflow => wf::MINIMUM_PROFILE,
        }
    }
    /// The shared JSON ⇄ frame codec (`npamp_codec`) of this channel,
    /// with the scenario files' byte literals (text, or `hex:…`).
    pub fn codec(self) -> Result<Codec, npamp_codec::CodecError> {
        Codec::for_module(self.name()).map(|c| c.with_bytes(ByteStyle::Text))
    }
}

/// Bytes for reports and state keys: the text when printable ASCII, else `hex:…`.
pub fn show_bytes(b: &[u8]) -> String {
    npamp_codec::show_bytes(b)
}

/// The bytes of a correlation key (empty for a uint key or none).
pub fn corr_bytes<'a>(c: Option<Corr<'a>>) -> &'a [u8] {
    match c {
        Some(Corr::Bytes(b)) => b,
        _ => &[],
    }
}

/// Planted bugs, for showing that the scenarios and the invariant checker
/// catch them. All off by default (unless a `plant-*` Cargo feature is on).
#[doc(hidden)]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Plant {
    /// Workflow executor answers a cancel of a succeeded task with `canceled`.
    pub cancel_succeeded: bool,
    /// Interaction responder acks a fire-and-forget event.
    pub ack_fire_and_forget: bool,
    /// Interaction responder reports a held approval as `granted`.
    pub held_as_granted: bool,
}

impl Plant {
    /// The defaults selected by the `plant-*` Cargo features.
    pub fn from_features() -> Plant {
        Plant {
            cancel_succeeded: cfg!(feature = "plant-cancel-succeeded"),
            ack_fire_and_forget: cfg!(feature = "plant-ack-fire-and-forget"),
            held_as_granted: cfg!(feature = "plant-held-as-granted"),
        }
    }
    pub fn any(self) -> bool {
        self.cancel_succeeded || self.ack_fire_and_forget || self.held_as_granted
    }
}

/// Resource bounds a responder enforces on its peer (§9 of both specs).
/// Rates are per harness tick (the unit of simulated time).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Concurrent outstanding prompts + approvals held for the human.
    pub max_pending: usize,
    /// INTERACT_EVENT frames accepted per tick.
    pub events_per_tick: u32,
    /// Concurrent live (non-terminal) tasks.
    pub max_tasks: usize,
    /// WORKFLOW_SUBMIT_REQ frames accepted per tick.
    pub submits_per_tick: u32,
    /// `retry_after_s` sent when a bound is hit.
    pub retry_after_s: u64,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_pending: 8,
            events_per_tick: 16,
            max_tasks: 8,
            submits_per_tick: 8,
            retry_after_s: 1,
        }
    }
}

/// Unguessable identifiers (approval ids): a SHA-256 counter-mode generator
/// over a 256-bit seed taken from the OS (`/dev/urandom`), or a fixed seed
/// for reproducible runs. Each id is 128 bits, lower-case hex (§9).
#[derive(Debug, Clone)]
pub struct IdGen {
    seed: [u8; 32],
    counter: u64,
}

impl IdGen {
    pub fn from_seed(seed: [u8; 32]) -> Self {
        IdGen { seed, counter: 0 }
    }
    /// Seeded from OS randomness; falls back to the std hasher's per-process
    /// random keys if `/dev/urandom` is unreadable.
    pub fn from_os() -> Self {
        use std::io::Read;
        let mut seed = [0u8; 32];
        let ok = std::fs::File::open("/dev/urandom")
            .and_then(|mut f| f.read_exact(&mut seed))
            .is_ok();
        if !ok {
            use std::hash::{BuildHasher, Hasher};
            for (i, chunk) in seed.chunks_mut(8).enumerate() {
                let mut h = std::collections::hash_map::RandomState::new().build_hasher();
                h.write_usize(i);
                chunk.copy_from_slice(&h.finish().to_le_bytes());
            }
        }
        IdGen::from_seed(seed)
    }
    /// An independent generator derived from this one.
    pub fn fork(&mut self) -> IdGen {
        use sha2::{Digest, Sha256};
        let mut h = Sha256::new();
        h.update(self.seed);
        h.update(b"fork");
        h.update(self.counter.to_be_bytes());
        self.counter = self.counter.wrapping_add(1);
        IdGen::from_seed(h.finalize().into())
    }
    /// 128 fresh bits as 32 hex digits.
    pub fn hex128(&mut self) -> String {
        use sha2::{Digest, Sha256};
        let mut h = Sha256::new();
        h.update(self.seed);
        h.update(self.counter.to_be_bytes());
        self.counter = self.counter.wrapping_add(1);
        h.finalize()
            .iter()
            .take(16)
            .map(|b| format!("{b:02x}"))
            .collect()
    }
}

/// How one peer is set up for the association.
#[derive(Debug, Clone)]
pub struct PeerConfig {
    /// The association's security profile (core §5), e.g. `Standard`.
    pub profile: String,
    /// Channels this peer advertised in the handshake.
    pub advertised: Vec<Companion>,
    pub limits: Limits,
}

impl Default for PeerConfig {
    fn default() -> Self {
        PeerConfig {
            profile: ix::MINIMUM_PROFILE.to_string(),
            advertised: Companion::ALL.to_vec(),
            limits: Limits::default(),
        }
    }
}

/// One N-PAMP peer with both companion channels.
pub struct Peer {
    pub config: PeerConfig,
    pub interaction: interaction::InteractionEndpoint,
    pub workflow: workflow::WorkflowEndpoint,
    /// Frames dropped because their channel was not enabled here (§2).
    pub dropped_unadvertised: u64,
    /// Reserved all-channel frames seen on a companion channel: left to the core.
    pub core_frames: u64,
}

impl Peer {
    pub fn new(
        config: PeerConfig,
        human: Box<dyn policy::HumanPolicy>,
        executor: Box<dyn policy::ExecutorPolicy>,
        ids: IdGen,
        plant: Plant,
    ) -> Self {
        let limits = config.limits;
        Peer {
            config,
            interaction: interaction::InteractionEndpoint::new(human, limits, ids.clone(), plant),
            workflow: workflow::WorkflowEndpoint::new(executor, limits, ids.clone().fork(), plant),
            dropped_unadvertised: 0,
            core_frames: 0,
        }
    }

    /// The channel is usable on this association: advertised, and the
    /// profile is one at which the schema makes it available (§2).
    pub fn enabled(&self, chan: Companion) -> bool {
        self.config.advertised.contains(&chan)
            && chan.profiles().contains(&self.config.profile.as_str())
    }

    /// Originate a frame built by the caller (a request, an event or a
    /// cancel); replies are only ever produced by the endpoints themselves.
    pub fn originate(
        &mut self,
        chan: Companion,
        frame_type: u16,
        payload: &[u8],
    ) -> Result<WireFrame, OriginateError> {
        if !self.enabled(chan) {
            let channel = chan.name();
            return Err(OriginateError::NotEnabled { channel });
        }
        match chan {
            Companion::Interaction => self.interaction.originate(frame_type, payload),
            Companion::Workflow => self.workflow.originate(frame_type, payload),
        }
    }

    /// Process one received frame; returns the frames this peer sends in response.
    pub fn receive(&mut self, frame: &WireFrame) -> Vec<WireFrame> {
        let Some(chan) = Companion::from_id(frame.channel) else {
            self.dropped_unadvertised += 1;
            return Vec::new();
        };
        if !self.enabled(chan) {
            // §2: MUST be dropped and MUST NOT be delivered to a consumer.
            self.dropped_unadvertised += 1;
            return Vec::new();
        }
        if chan.is_core_reserved(frame.frame_type) {
            // §3.2: reserved all-channel types keep their core meaning.
            self.core_frames += 1;
            return Vec::new();
        }
        match chan {
            Companion::Interaction => self.interaction.receive(frame.frame_type, &frame.payload),
            Companion::Workflow => self.workflow.receive(frame.frame_type, &frame.payload),
        }
    }

    /// Advance simulated time: executors run one unit of work per live task,
    /// rate windows reset. Returns the frames emitted.
    pub fn tick(&mut self) -> Vec<WireFrame> {
        self.interaction.tick();
        if self.enabled(Companion::Workflow) {
            self.workflow.tick()
        } else {
            Vec::new()
        }
    }

    /// The association closed: discard all channel state (§7 workflow; the
    /// interaction correlation state goes with it).
    pub fn close(&mut self) {
        self.interaction.close();
        self.workflow.close();
    }
}

/// Where a delivered frame came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Origin {
    /// Sent by the scenario script / fuzzer through a peer's originate API
    /// (or injected raw).
    Scripted,
    /// Emitted by an endpoint (a reply, an ack, an event).
    Endpoint,
}

/// A frame in flight.
#[derive(Debug, Clone)]
pub struct InFlight {
    pub frame: WireFrame,
    pub origin: Origin,
}

/// A delivered frame, for transcripts.
#[derive(Debug, Clone)]
pub struct Delivered {
    /// Index of the sending peer (0 = a, 1 = b).
    pub from: usize,
    pub frame: WireFrame,
    pub origin: Origin,
}

/// Two per-direction ordered queues (§7 of both specs): `q[0]` a→b, `q[1]` b→a.
#[derive(Debug, Default)]
pub struct Link {
    pub q: [VecDeque<InFlight>; 2],
}

impl Link {
    pub fn is_empty(&self) -> bool {
        self.q.iter().all(VecDeque::is_empty)
    }
    pub fn clear(&mut self) {
        self.q.iter_mut().for_each(VecDeque::clear);
    }
}

/// Two peers, the link between them, and the wire monitor.
pub struct World {
    pub peers: [Peer; 2],
    pub link: Link,
    pub monitor: monitor::Monitor,
    pub transcript: Vec<Delivered>,
    /// Every frame put on the link, in sending order (what
    /// `cargo xtask exchange --record` writes).
    pub sent: Vec<Delivered>,
    /// The number of frames sent before each close of the association.
    pub closes: Vec<usize>,
}

impl World {
    pub fn new(a: Peer, b: Peer) -> Self {
        World {
            peers: [a, b],
            link: Link::default(),
            monitor: monitor::Monitor::default(),
            transcript: Vec::new(),
            sent: Vec::new(),
            closes: Vec::new(),
        }
    }

    /// Queue a frame from peer `from` toward the other peer.
    pub fn send(&mut self, from: usize, frame: WireFrame, origin: Origin) {
        if origin == Origin::Endpoint {
            let p = &self.peers[from & 1];
            self.monitor.on_emit(from & 1, p, &frame);
        }
        self.sent.push(Delivered {
            from: from & 1,
            frame: frame.clone(),
            origin,
        });
        self.link.q[from & 1].push_back(InFlight { frame, origin });
    }

    /// Originate through peer `from`'s API and queue it.
    pub fn originate(
        &mut self,
        from: usize,
        chan: Companion,
        frame_type: u16,
        payload: &[u8],
    ) -> Result<(), OriginateError> {
        let f = self.peers[from & 1].originate(chan, frame_type, payload)?;
        self.send(from, f, Origin::Scripted);
        Ok(())
    }

    /// Deliver the frame at `index` of direction `dir` (0 a→b, 1 b→a);
    /// a non-zero index reorders. Returns false if there is none.
    pub fn deliver_at(&mut self, dir: usize, index: usize) -> bool {
        let dir = dir & 1;
        let Some(inflight) = self.link.q[dir].remove(index) else {
            return false;
        };
        let to = dir ^ 1;
        self.monitor
            .on_deliver(to, &self.peers[to], &inflight.frame);
        let out = self.peers[to].receive(&inflight.frame);
        self.transcript.push(Delivered {
            from: dir,
            frame: inflight.frame,
            origin: inflight.origin,
        });
        for f in out {
            self.send(to, f, Origin::Endpoint);
        }
        true
    }

    /// Deliver everything in flight, alternating directions one frame at a
    /// time (each direction stays in order). Bounded.
    pub fn flush(&mut self) {
        let mut dir = 0;
        for _ in 0..100_000 {
            if self.link.is_empty() {
                return;
            }
            if !self.deliver_at(dir, 0) {
                self.deliver_at(dir ^ 1, 0);
            }
            dir ^= 1;
        }
    }

    /// Peer `p` advances one tick; its emissions are queued.
    pub fn tick(&mut self, p: usize) {
        let out = self.peers[p & 1].tick();
        for f in out {
            self.send(p, f, Origin::Endpoint);
        }
    }

    /// The association closes: in-flight frames are lost, every peer and
    /// the monitor discard their channel state.
    pub fn close(&mut self) {
        self.closes.push(self.sent.len());
        self.link.clear();
        self.peers.iter_mut().for_each(Peer::close);
        self.monitor.on_close();
    }
}
