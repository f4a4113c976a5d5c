//! Differential fuzz checks: the generated codecs (`npamp-generated`)
//! against the independent oracle (`npamp-oracle`), for EVERY channel in the
//! registry (`npamp_generated::CHANNELS` matched with `Oracle::shipped`), under
//! both decoder profiles, at the level of rules (`schema/SEMANTICS.md`).
//!
//! Targets ([`TARGETS`]) are `fn(&Chan, &[u8]) -> Result<(), Finding>`:
//!
//! * `decode` — raw bytes → frame type + payload ([`Chan::split_input`]);
//! * `structured` — a frame generated from the channel's `Model` with
//!   `arbitrary`, then one single-fault mutation class ([`mutate::Class`]);
//! * `cross` — request/reply pairs for frames with cross-frame rules;
//! * `exchange` — live exchanges through `npamp-harness` (feature `exchange`).
//!
//! The same functions run under libFuzzer (`fuzz/fuzz_targets/*.rs`, through
//! [`fuzz_entry`], which panics on a finding), in the stable in-process driver
//! (`npamp_campaign::driver`, the `fuzz-driver` binary) and in the replay tests.
//! A campaign over (target, channel) pairs is `npamp_campaign::campaign::run`.
//!
//! Modules: [`gen`] builds frames with `npamp-sample`'s generator and repairs
//! them with the oracle's refusals, [`mutate`] applies the
//! single-fault classes, [`structured`] and [`cross`] build the targets'
//! inputs, [`compare`] runs one payload through both implementations under
//! both profiles, [`seeds`] generates the seed inputs from the schema, and
//! [`mutants`] lists the checks the mutation run switches off.
#![forbid(unsafe_code)]

pub mod compare;
pub mod cross;
#[cfg(feature = "exchange")]
pub mod exchange;
pub mod gen;
pub mod mutants;
pub mod mutate;
pub mod seeds;
pub mod structured;

use npamp_generated::rt::Channel;
use npamp_oracle::Oracle;
use npamp_schema::{Model, Rule};
use std::cell::Cell;
use std::fmt;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;

pub use npamp_schema::Profile;

/// One channel of the registry: the generated codec and the oracle for it.
pub struct Chan {
    pub gen: &'static dyn Channel,
    pub oracle: &'static Oracle,
    /// Position in [`Chan::all`].
    pub index: usize,
    codes: Vec<u16>,
    cross_pairs: Vec<(npamp_schema::FrameId, npamp_schema::FrameId)>,
}

impl fmt::Debug for Chan {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Chan {
    /// Every channel that has both a generated codec and an oracle, in the
    /// registry's (module name) order.
    pub fn all() -> &'static [Chan] {
        static ALL: OnceLock<Vec<Chan>> = OnceLock::new();
        ALL.get_or_init(|| {
            npamp_generated::CHANNELS
                .iter()
                .filter_map(|g| Oracle::shipped(g.info().module).map(|o| (*g, o)))
                .enumerate()
                .map(|(index, (gen, oracle))| Chan {
                    gen,
                    oracle,
                    index,
                    codes: oracle.model().frames.iter().map(|f| f.code).collect(),
                    cross_pairs: cross::pairs_of(oracle.model()),
                })
                .collect()
        })
    }

    /// The channel with this module name.
    pub fn named(module: &str) -> Option<&'static Chan> {
        Chan::all().iter().find(|c| c.name() == module)
    }

    /// Module names, comma-separated (for messages).
    pub fn names() -> String {
        Chan::all()
            .iter()
            .map(Chan::name)
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The module name (`interaction`, …).
    #[allow(clippy::misnamed_getters)]
    pub fn name(&self) -> &'static str {
        self.gen.info().module
    }

    pub fn model(&self) -> &'static Model {
        self.oracle.model()
    }

    /// The channel's frame codes (schema order).
    pub fn codes(&self) -> &[u16] {
        &self.codes
    }

    /// (reply frame, request frame) pairs connected by a cross-frame rule
    /// (what the `cross` target draws from).
    pub fn cross_pairs(&self) -> &[(npamp_schema::FrameId, npamp_schema::FrameId)] {
        &self.cross_pairs
    }

    /// Frame type and payload of a raw `decode` input. A first byte below
    /// `0xf0` maps the second byte onto the channel's codes (`b1 % n`); a first
    /// byte `0xf0..=0xff` takes `((b0 & 0x0f) << 8) | b1` verbatim, so that
    /// foreign frame types (D1) stay reachable.
    pub fn split_input<'d>(&self, data: &'d [u8]) -> (u16, &'d [u8]) {
        match data {
            [b0, b1, rest @ ..] => {
                let ft = if *b0 >= 0xf0 {
                    u16::from_be_bytes([b0 & 0x0f, *b1])
                } else {
                    let i = usize::from(*b1) % self.codes.len().max(1);
                    self.codes.get(i).copied().unwrap_or(0)
                };
                (ft, rest)
            }
            [b0] => (u16::from(*b0), &[]),
            [] => (0, &[]),
        }
    }

    /// The inverse of [`Chan::split_input`]. `None` for a foreign frame type
    /// `>= 0x1000`.
    pub fn join_input(&self, frame_type: u16, payload: &[u8]) -> Option<Vec<u8>> {
        let prefix = match self.codes.iter().position(|c| *c == frame_type) {
            Some(i) => [0x01, u8::try_from(i).ok()?],
            None if frame_type < 0x1000 => {
                let [hi, lo] = frame_type.to_be_bytes();
                [0xf0 | hi, lo]
            }
            None => return None,
        };
        let mut v = prefix.to_vec();
        v.extend_from_slice(payload);
        Some(v)
    }
}

/// A check function of one target.
pub type CheckFn = fn(&Chan, &[u8]) -> Result<(), Finding>;

/// One fuzz target.
#[derive(Debug)]
pub struct Target {
    pub name: &'static str,
    pub run: CheckFn,
    /// What replaying a committed input runs ([`replay`]): `run`, or a more
    /// thorough check where `run` trades some of it for speed.
    pub replay: CheckFn,
    /// The target does not take a channel (its input drives its own choice):
    /// it runs once, under the pseudo-channel [`CHANNEL_FREE`].
    pub channel_free: bool,
    /// Whether the target has anything to do on a channel (`cross`: only
    /// channels with cross-frame rules).
    pub applies: fn(&Chan) -> bool,
    /// Whether libFuzzer builds of the target trace comparisons
    /// (SanitizerCoverage `trace-compares`, cargo-fuzz's default). On for
    /// `decode`, whose input is the payload the decoder compares against
    /// frame codes, keys and enum values: the operands libFuzzer records are
    /// bytes it can put into the next input. Off for the targets whose input
    /// is a sequence of choices (`arbitrary::Unstructured`): the decoders
    /// compare generated CBOR, not input bytes, and the constants are the
    /// schema's, which the generator already draws from; recording them cost
    /// 30% of `structured`'s time (Spatial 7.1k -> 10.3k exec/s, the same
    /// coverage reached in 60 s).
    pub trace_compares: bool,
    /// The channels (module names) a channel-free target drives, when its
    /// code says so; a libFuzzer `--instrument channel` build then restricts
    /// the registry to them (`NPAMP_CHANNELS`). Empty: every channel.
    pub drives: fn() -> Vec<&'static str>,
    pub about: &'static str,
}

fn every_channel() -> Vec<&'static str> {
    Vec::new()
}

fn always(_: &Chan) -> bool {
    true
}

/// The channel label of channel-free targets (`exchange`).
pub const CHANNEL_FREE: &str = "all";

/// Every fuzz target. Adding one: an entry here, a small file in
/// `fuzz/fuzz_targets/` calling [`fuzz_entry`], a `[[bin]]` in `fuzz/Cargo.toml`.
pub const TARGETS: &[Target] = &[
    Target {
        name: "decode",
        run: compare::decode_target,
        replay: compare::decode_replay,
        channel_free: false,
        applies: always,
        trace_compares: true,
        drives: every_channel,
        about: "raw bytes -> generated decode vs oracle, both profiles, rule-level",
    },
    Target {
        name: "structured",
        run: structured::structured_target,
        replay: structured::structured_replay,
        channel_free: false,
        applies: always,
        trace_compares: false,
        drives: every_channel,
        about: "schema-driven frames + one single-fault mutation class per exec",
    },
    Target {
        name: "cross",
        run: cross::cross_target,
        replay: cross::cross_replay,
        channel_free: false,
        applies: cross::applies,
        trace_compares: false,
        drives: every_channel,
        about: "request/reply pairs: generated decode_reply vs oracle check_cross",
    },
    #[cfg(feature = "exchange")]
    Target {
        name: "exchange",
        run: exchange::exchange_target,
        replay: exchange::exchange_target,
        channel_free: true,
        applies: always,
        trace_compares: false,
        // The generic endpoint pair drives every channel.
        drives: every_channel,
        about: "live exchanges: Interaction/Workflow §10 invariants, the generic model-driven endpoints of every channel, committed transcripts against their expectations",
    },
];

/// The target with this name.
pub fn target(name: &str) -> Option<&'static Target> {
    TARGETS.iter().find(|t| t.name == name)
}

/// The channels a target runs on: the named ones (all when empty), or only
/// [`CHANNEL_FREE`] for a channel-free target.
pub fn channels_for(t: &Target, wanted: &[String]) -> Vec<&'static str> {
    if t.channel_free {
        return vec![CHANNEL_FREE];
    }
    Chan::all()
        .iter()
        .filter(|c| (t.applies)(c))
        .map(Chan::name)
        .filter(|n| wanted.is_empty() || wanted.iter().any(|w| w == n))
        .collect()
}

/// Run `t` on `data`. `chan` None: the input's first byte picks the channel
/// (`b0 % channels`) and the rest is the channel's input.
pub fn run_input(t: &Target, chan: Option<&Chan>, data: &[u8]) -> Result<(), Finding> {
    check_input(t, t.run, chan, data)
}

/// [`run_input`] with the target's replay check.
pub fn replay_input(t: &Target, chan: Option<&Chan>, data: &[u8]) -> Result<(), Finding> {
    check_input(t, t.replay, chan, data)
}

fn check_input(t: &Target, run: CheckFn, chan: Option<&Chan>, data: &[u8]) -> Result<(), Finding> {
    let all = Chan::all();
    let (chan, data) = match chan {
        Some(c) => (c, data),
        None if t.channel_free => match all.first() {
            Some(c) => (c, data),
            None => return Ok(()),
        },
        None => match data.split_first() {
            Some((b0, rest)) if !all.is_empty() => (&all[usize::from(*b0) % all.len()], rest),
            _ => return Ok(()),
        },
    };
    match catch_unwind(AssertUnwindSafe(|| run(chan, data))) {
        Ok(r) => r.map_err(|f| f.context(&format!("{} on {}", t.name, chan.name()))),
        Err(p) => Err(Finding::panic(format!(
            "{} on {} panicked: {}",
            t.name,
            chan.name(),
            panic_message(&*p)
        ))),
    }
}

/// Replay one input through the named target on the named channel (or the
/// pseudo-channel [`CHANNEL_FREE`]). `None` for an unknown target or channel.
pub fn replay(target_name: &str, channel: &str, data: &[u8]) -> Option<Result<(), Finding>> {
    let t = target(target_name)?;
    if t.channel_free || channel == CHANNEL_FREE {
        return Some(replay_input(t, None, data));
    }
    let c = Chan::named(channel)?;
    Some(replay_input(t, Some(c), data))
}

/// The libFuzzer entry point of a target: the channel comes from
/// `NPAMP_FUZZ_CHANNEL` (unset or empty: the input's first byte picks one).
/// Panics with the finding's text.
pub fn fuzz_entry(target_name: &str, data: &[u8]) {
    static CHAN: OnceLock<Option<&'static Chan>> = OnceLock::new();
    let chan = *CHAN.get_or_init(|| match std::env::var("NPAMP_FUZZ_CHANNEL") {
        Ok(s) if !s.is_empty() && s != CHANNEL_FREE => match Chan::named(&s) {
            Some(c) => Some(c),
            None => panic!(
                "NPAMP_FUZZ_CHANNEL={s}: unknown channel (known: {})",
                Chan::names()
            ),
        },
        _ => None,
    });
    let Some(t) = target(target_name) else {
        panic!("unknown fuzz target {target_name}");
    };
    if let Err(f) = run_input(t, chan, data) {
        panic!("{f}");
    }
}

/// The generic endpoint pair, or a committed transcript, of channel
/// `module` (a module name) on `data` ([`exchange::behaviour`]): what kills
/// the monitor's mutants (`mutants`).
#[cfg(feature = "exchange")]
pub fn monitor_exchange(module: &str, data: &[u8]) -> Result<(), Finding> {
    exchange::behaviour(Some(module), data)
}

/// What went wrong.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FindingKind {
    /// The generated codec and the oracle (or a required property) disagree.
    Disagreement,
    /// Generated code (or the oracle) panicked.
    Panic,
}

/// A disagreement or a panic, with enough detail to reproduce it by hand.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    pub kind: FindingKind,
    pub detail: String,
}

impl Finding {
    pub fn disagreement(detail: impl Into<String>) -> Self {
        Finding {
            kind: FindingKind::Disagreement,
            detail: detail.into(),
        }
    }
    pub fn panic(detail: impl Into<String>) -> Self {
        Finding {
            kind: FindingKind::Panic,
            detail: detail.into(),
        }
    }
    /// Prefix the detail with context.
    pub fn context(mut self, ctx: &str) -> Self {
        self.detail = format!("{ctx}: {}", self.detail);
        self
    }
}

impl fmt::Display for Finding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let k = match self.kind {
            FindingKind::Disagreement => "disagreement",
            FindingKind::Panic => "panic",
        };
        write!(f, "{k}: {}", self.detail)
    }
}

impl std::error::Error for Finding {}

/// The payload of a caught panic, as text.
pub fn panic_message(p: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = p.downcast_ref::<&str>() {
        (*s).to_string()
    } else if let Some(s) = p.downcast_ref::<String>() {
        s.clone()
    } else {
        "<non-string panic payload>".into()
    }
}

/// Run `f`, turning a panic into a [`Finding`].
pub(crate) fn guarded<T>(what: &str, f: impl FnOnce() -> T) -> Result<T, Finding> {
    catch_unwind(AssertUnwindSafe(f))
        .map_err(|p| Finding::panic(format!("{what} panicked: {}", panic_message(&*p))))
}

// ------------------------------------------------------------ feedback

thread_local! {
    static SIGNATURE: Cell<u64> = const { Cell::new(0) };
}

/// A cheap behavioural signature of the last input on this thread (verdicts,
/// rules, profiles, mutation class), the stable driver's stand-in for
/// coverage. Reset to 0 by the call.
pub fn take_signature() -> u64 {
    SIGNATURE.with(|s| s.replace(0))
}

pub(crate) fn mix_signature(parts: &[&[u8]]) {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for p in parts {
        for &b in *p {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
        h ^= 0xff;
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    SIGNATURE.with(|s| s.set(s.get().rotate_left(7) ^ h));
}

static REACHED: [AtomicU64; 4] = [
    AtomicU64::new(0),
    AtomicU64::new(0),
    AtomicU64::new(0),
    AtomicU64::new(0),
];

/// Note that both sides agreed on a refusal with this rule.
pub(crate) fn note_rule(r: Rule) {
    let i = r as usize;
    if let Some(w) = REACHED.get(i / 64) {
        w.fetch_or(1 << (i % 64), Ordering::Relaxed);
    }
}

/// The rules both sides agreed on since the last [`reset_reached`], in
/// vocabulary order.
pub fn reached_rules() -> Vec<Rule> {
    Rule::ALL
        .iter()
        .copied()
        .filter(|r| {
            let i = *r as usize;
            REACHED
                .get(i / 64)
                .is_some_and(|w| w.load(Ordering::Relaxed) & (1 << (i % 64)) != 0)
        })
        .collect()
}

/// Forget the rules and requirements reached so far (the driver calls it
/// per (target, channel)).
pub fn reset_reached() {
    for w in &REACHED {
        w.store(0, Ordering::Relaxed);
    }
    if let Ok(mut r) = REQUIREMENTS.lock() {
        r.clear();
    }
}

/// Behaviour requirement ids the monitor saw exercised (`exchange`).
static REQUIREMENTS: std::sync::Mutex<std::collections::BTreeSet<String>> =
    std::sync::Mutex::new(std::collections::BTreeSet::new());

/// Note requirement ids the monitor saw exercised in one run.
#[cfg_attr(not(feature = "exchange"), allow(dead_code))]
pub(crate) fn note_requirements(ids: &std::collections::BTreeSet<String>) {
    if let Ok(mut r) = REQUIREMENTS.lock() {
        for id in ids {
            if !r.contains(id) {
                r.insert(id.clone());
            }
        }
    }
}

/// The behaviour requirements exercised since the last [`reset_reached`],
/// sorted.
pub fn reached_requirements() -> Vec<String> {
    REQUIREMENTS
        .lock()
        .map(|r| r.iter().cloned().collect())
        .unwrap_or_default()
}
