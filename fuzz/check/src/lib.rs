//! Differential fuzz checks: the generated codecs (`npamp-generated`) against
//! the independent oracle (`npamp-oracle`), under README "Decoding semantics"
//! D1–D13.
//!
//! Every target is a `fn(&[u8]) -> Result<(), Finding>` listed in [`TARGETS`].
//! The same functions run under libFuzzer (`fuzz/fuzz_targets/*.rs`, which
//! panic on `Err`), in the stable in-process driver (`fuzz-driver` binary,
//! `cargo xtask fuzz --engine stable`) and in the replay tests (every file
//! under `fuzz/seeds|corpus|artifacts/<target>/`).
//!
//! A [`Finding`] is either a disagreement (verdict, wire code, canonical
//! bytes, a round trip, or a mutation class that must be refused) or a panic
//! of the generated code (caught with `catch_unwind`, so the stable driver
//! keeps going).
#![forbid(unsafe_code)]

pub mod cbor;
pub mod driver;
pub mod mutate;
mod structured;

use npamp_generated::{interaction, workflow};
use npamp_oracle::{Oracle, Verdict};
use std::cell::Cell;
use std::fmt;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::OnceLock;

pub use structured::{prompt_result, structured_interaction, structured_workflow};

/// A check function: `Ok` when the generated codec and the oracle agree.
pub type CheckFn = fn(&[u8]) -> Result<(), Finding>;

/// Every fuzz target, by name. Adding a target is one line here (plus a
/// three-line file in `fuzz/fuzz_targets/` and a `[[bin]]` in `fuzz/Cargo.toml`).
pub const TARGETS: &[(&str, CheckFn)] = &[
    ("decode_interaction", decode_interaction),
    ("decode_workflow", decode_workflow),
    ("structured_interaction", structured_interaction),
    ("structured_workflow", structured_workflow),
    ("prompt_result", prompt_result),
    ("exchange_invariants", exchange_invariants),
];

/// Run one registered target on `data`. `None` for an unknown target name.
pub fn replay(target: &str, data: &[u8]) -> Option<Result<(), Finding>> {
    TARGETS
        .iter()
        .find(|(n, _)| *n == target)
        .map(|(_, f)| f(data))
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
    /// Prefix the detail with context (e.g. the mutation class).
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

thread_local! {
    static SIGNATURE: Cell<u64> = const { Cell::new(0) };
}

/// A cheap behavioural signature of the last comparison on this thread
/// (accept/refuse plus both rule slugs), used by the stable driver as a
/// stand-in for coverage feedback. Reset to 0 by the call.
pub fn take_signature() -> u64 {
    SIGNATURE.with(|s| s.replace(0))
}

pub(crate) fn mix_signature(parts: &[&[u8]]) {
    // FNV-1a over the parts, folded into the running signature.
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

/// The two channels.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Chan {
    Interaction,
    Workflow,
}

impl Chan {
    pub const fn name(self) -> &'static str {
        match self {
            Chan::Interaction => "interaction",
            Chan::Workflow => "workflow",
        }
    }

    /// The shipped oracle for the channel (loaded once).
    pub fn oracle(self) -> &'static Oracle {
        static I: OnceLock<Oracle> = OnceLock::new();
        static W: OnceLock<Oracle> = OnceLock::new();
        match self {
            Chan::Interaction => I.get_or_init(|| Oracle::shipped("interaction")),
            Chan::Workflow => W.get_or_init(|| Oracle::shipped("workflow")),
        }
    }

    /// The channel's frame codes, from the generated `FrameType::ALL`.
    pub fn codes(self) -> &'static [u16] {
        static I: OnceLock<Vec<u16>> = OnceLock::new();
        static W: OnceLock<Vec<u16>> = OnceLock::new();
        match self {
            Chan::Interaction => I.get_or_init(|| {
                interaction::FrameType::ALL
                    .iter()
                    .map(|t| t.code())
                    .collect()
            }),
            Chan::Workflow => {
                W.get_or_init(|| workflow::FrameType::ALL.iter().map(|t| t.code()).collect())
            }
        }
    }

    /// Frame type and payload from a raw fuzz input. Inputs whose first byte
    /// is below `0xf0` map the second byte onto the channel's codes (so a
    /// natural big-endian prefix `01 0k` selects frame `0x010k`); `0xf0..`
    /// selects `((b0 & 0x0f) << 8) | b1` verbatim, keeping foreign frame
    /// types (D1) reachable.
    /// The inverse of [`Chan::split_input`]: the fuzz input that decodes to
    /// (`frame_type`, `payload`). `None` for a foreign frame type that the
    /// two-byte prefix cannot express (`>= 0x1000`).
    pub fn join_input(self, frame_type: u16, payload: &[u8]) -> Option<Vec<u8>> {
        let prefix = match self.codes().iter().position(|c| *c == frame_type) {
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

    pub fn split_input(self, data: &[u8]) -> (u16, &[u8]) {
        let codes = self.codes();
        match data {
            [b0, b1, rest @ ..] => {
                let ft = if *b0 >= 0xf0 {
                    u16::from_be_bytes([b0 & 0x0f, *b1])
                } else {
                    let i = usize::from(*b1) % codes.len().max(1);
                    codes.get(i).copied().unwrap_or(0)
                };
                (ft, rest)
            }
            [b0] => (u16::from(*b0), &[]),
            [] => (0, &[]),
        }
    }
}

/// The generated decoder's verdict, reduced to what the oracle can be
/// compared with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GenVerdict {
    Accept {
        frame_type: u16,
        corr: Option<Vec<u8>>,
        /// `frame.to_vec()`.
        encoded: Vec<u8>,
        /// `frame.encoded_len()`.
        encoded_len: usize,
    },
    Refuse {
        wire_code: u64,
        rule: &'static str,
        field: Option<&'static str>,
    },
}

/// Generated `decode` (no panics caught here).
pub fn gen_decode(chan: Chan, ft: u16, payload: &[u8]) -> GenVerdict {
    match chan {
        Chan::Interaction => match interaction::decode(ft, payload) {
            Ok(f) => GenVerdict::Accept {
                frame_type: f.frame_type().code(),
                corr: f.corr().map(<[u8]>::to_vec),
                encoded: f.to_vec(),
                encoded_len: f.encoded_len(),
            },
            Err(e) => GenVerdict::Refuse {
                wire_code: interaction::wire_code(&e).raw(),
                rule: e.rule,
                field: e.field,
            },
        },
        Chan::Workflow => match workflow::decode(ft, payload) {
            Ok(f) => GenVerdict::Accept {
                frame_type: f.frame_type().code(),
                corr: f.corr().map(<[u8]>::to_vec),
                encoded: f.to_vec(),
                encoded_len: f.encoded_len(),
            },
            Err(e) => GenVerdict::Refuse {
                wire_code: workflow::wire_code(&e).raw(),
                rule: e.rule,
                field: e.field,
            },
        },
    }
}

/// What a comparison additionally requires.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Expect {
    /// Only that the two sides agree.
    Agree,
    /// Both must refuse (a mutation class that always breaks D3–D10).
    Refuse,
    /// Both must accept, and the canonical form must be exactly these bytes.
    Accept(Vec<u8>),
    /// When accepted (a schema rule may still refuse it), the canonical form
    /// must be exactly these bytes.
    CanonicalIfAccepted(Vec<u8>),
}

fn describe_oracle(v: &Verdict) -> String {
    match v {
        Verdict::Accept { canonical, .. } => format!("accept (canonical {})", cbor::hex(canonical)),
        Verdict::Reject(r) => format!(
            "refuse {} ({}) rule `{}` {}",
            r.wire_code, r.wire_name, r.rule, r.section
        ),
    }
}

fn describe_gen(v: &GenVerdict) -> String {
    match v {
        GenVerdict::Accept { encoded, .. } => format!("accept (to_vec {})", cbor::hex(encoded)),
        GenVerdict::Refuse {
            wire_code,
            rule,
            field,
        } => match field {
            Some(f) => format!("refuse {wire_code} rule `{rule}` field `{f}`"),
            None => format!("refuse {wire_code} rule `{rule}`"),
        },
    }
}

/// Decode `payload` as `ft` with both the generated decoder and the oracle
/// and compare: verdict, wire code, and for accepted payloads frame type,
/// corr and `to_vec()` == the oracle's canonical form (plus `encoded_len`
/// and re-decode idempotence). Returns whether the payload was accepted.
pub fn compare(chan: Chan, ft: u16, payload: &[u8], expect: &Expect) -> Result<bool, Finding> {
    let ctx = || {
        format!(
            "{} frame type 0x{ft:04x} payload {}",
            chan.name(),
            cbor::hex(payload)
        )
    };
    let gen = guarded("generated decode", || gen_decode(chan, ft, payload))
        .map_err(|f| f.context(&ctx()))?;
    let orc = guarded("oracle check", || chan.oracle().check(ft, payload))
        .map_err(|f| f.context(&ctx()))?;
    let bad = |what: &str| {
        Finding::disagreement(format!(
            "{what}\n  input:     {}\n  generated: {}\n  oracle:    {}",
            ctx(),
            describe_gen(&gen),
            describe_oracle(&orc)
        ))
    };
    match (&gen, &orc) {
        (
            GenVerdict::Refuse {
                wire_code, rule, ..
            },
            Verdict::Reject(r),
        ) => {
            mix_signature(&[b"R", rule.as_bytes(), r.rule.as_bytes()]);
            if *wire_code != r.wire_code {
                return Err(bad("wire codes differ"));
            }
        }
        (
            GenVerdict::Accept {
                frame_type,
                corr,
                encoded,
                encoded_len,
            },
            Verdict::Accept {
                frame_kind,
                corr: ocorr,
                canonical,
            },
        ) => {
            mix_signature(&[b"A", &frame_type.to_be_bytes(), &[u8::from(corr.is_some())]]);
            if frame_type != frame_kind || *frame_type != ft {
                return Err(bad("frame kinds differ"));
            }
            if corr != ocorr {
                return Err(bad("corr differs"));
            }
            if encoded != canonical {
                return Err(bad("to_vec() differs from the oracle's canonical form"));
            }
            if *encoded_len != encoded.len() {
                return Err(bad("encoded_len() differs from to_vec().len()"));
            }
            // The canonical form is a fixed point of decode+encode.
            let again = guarded("generated re-decode", || gen_decode(chan, ft, encoded))
                .map_err(|f| f.context(&ctx()))?;
            match again {
                GenVerdict::Accept { encoded: e2, .. } if e2 == *encoded => {}
                other => {
                    return Err(bad(&format!(
                        "re-decoding to_vec() is not a fixed point: {}",
                        describe_gen(&other)
                    )))
                }
            }
        }
        (GenVerdict::Accept { .. }, Verdict::Reject(_)) => {
            return Err(bad("generated accepts, oracle refuses"))
        }
        (GenVerdict::Refuse { .. }, Verdict::Accept { .. }) => {
            return Err(bad("generated refuses, oracle accepts"))
        }
    }
    let accepted = orc.is_accept();
    match expect {
        Expect::Agree => {}
        Expect::Refuse if accepted => {
            return Err(bad("both accept a payload that must be refused"))
        }
        Expect::Refuse => {}
        Expect::Accept(_) if !accepted => {
            return Err(bad("both refuse a payload that must be accepted"))
        }
        Expect::Accept(want) | Expect::CanonicalIfAccepted(want) => {
            if let Verdict::Accept { canonical, .. } = &orc {
                if canonical != want {
                    return Err(bad(&format!(
                        "canonical form differs from the expected {}",
                        cbor::hex(want)
                    )));
                }
            }
        }
    }
    Ok(accepted)
}

/// True when `payload` is a map whose top-level keys are all declared for
/// `ft` (envelope or field) and none of whose top-level values is `null`:
/// then the canonical form is the payload itself.
pub fn is_plain(chan: Chan, ft: u16, payload: &[u8]) -> bool {
    let Some(frame) = chan.oracle().model().frame_by_code(ft) else {
        return false;
    };
    let Some(map) = cbor::parse(payload) else {
        return false;
    };
    map.major == 5
        && map.entries().all(|(k, v)| {
            k.major == 0
                && (mutate::is_envelope_key(chan, k.arg) || frame.field_by_key(k.arg).is_some())
                && !(v.major == 7 && v.arg == 22)
        })
}

fn decode_target(chan: Chan, data: &[u8]) -> Result<(), Finding> {
    let (ft, payload) = chan.split_input(data);
    let accepted = compare(chan, ft, payload, &Expect::Agree)?;
    if accepted && is_plain(chan, ft, payload) {
        let encoded = match gen_decode(chan, ft, payload) {
            GenVerdict::Accept { encoded, .. } => encoded,
            GenVerdict::Refuse { .. } => Vec::new(),
        };
        if encoded != payload {
            return Err(Finding::disagreement(format!(
                "accepted payload without top-level nulls or unknown keys does not re-encode to itself\n  input:   {} frame type 0x{ft:04x} {}\n  to_vec:  {}",
                chan.name(),
                cbor::hex(payload),
                cbor::hex(&encoded)
            )));
        }
    }
    Ok(())
}

/// Raw bytes → Interaction `decode` vs the oracle (see [`Chan::split_input`]).
pub fn decode_interaction(data: &[u8]) -> Result<(), Finding> {
    decode_target(Chan::Interaction, data)
}

/// Random interleavings through the live-exchange endpoints
/// (`npamp_harness::check_exchange_invariants`): a broken behavioural
/// invariant of §10 (or a panic) is a finding.
pub fn exchange_invariants(data: &[u8]) -> Result<(), Finding> {
    guarded("exchange harness", || {
        npamp_harness::check_exchange_invariants(data)
    })?
    .map_err(Finding::disagreement)
}

/// Raw bytes → Workflow `decode` vs the oracle (see [`Chan::split_input`]).
pub fn decode_workflow(data: &[u8]) -> Result<(), Finding> {
    decode_target(Chan::Workflow, data)
}
