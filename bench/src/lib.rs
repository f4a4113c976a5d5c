//! `npamp-bench`: how fast the generated codecs are, measured against two
//! baselines in the same process and the same run:
//!
//! * **oracle** — `npamp_oracle::Oracle::check`: the hand-written canonical
//!   checker, a `ciborium` parse into `ciborium::Value`, and the run-time
//!   schema interpreter (README "Decoding semantics" D1–D13); for encoding,
//!   the oracle's canonical encoder `encode_value` from a `ciborium::Value`;
//! * **serde** — `ciborium::de::from_reader` / `ciborium::ser::into_writer`
//!   on plain serde structs mirroring each frame (see [`serde_baseline`]).
//!
//! Every case measures the three implementations in interleaved rounds and
//! keeps the median of each, so that the ratios (the numbers we quote) are
//! taken under the same machine load. Absolute nanoseconds on a shared
//! 2-core machine are noisy; the ratios are much less so.
//!
//! Inputs are built with the oracle's encoder and checked at start-up: each
//! one must be accepted by the oracle *and* by the generated decoder, and be
//! canonical (the oracle's canonical form equals the input).
#![forbid(unsafe_code)]

pub mod serde_baseline;

use ciborium::Value;
use npamp_generated::{interaction, workflow};
use npamp_oracle::encode::build::{array, bytes, map, text, uint, umap};
use npamp_oracle::{encode_value, Oracle, Verdict};
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_baseline as sb;
use std::hint::black_box;
use std::time::{Duration, Instant};

/// Which channel a payload belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Chan {
    Interaction,
    Workflow,
}

impl Chan {
    pub fn module(self) -> &'static str {
        match self {
            Chan::Interaction => "interaction",
            Chan::Workflow => "workflow",
        }
    }
}

/// One benchmark input: a valid, canonical payload of one frame type.
#[derive(Debug, Clone)]
pub struct Payload {
    pub chan: Chan,
    pub frame_type: u16,
    /// Case label, e.g. `INTERACT_EVENT` or `INTERACT_EVENT body 64 KiB bstr`.
    pub label: String,
    /// The value the payload was encoded from (the oracle encoder's input).
    pub value: Value,
    pub bytes: Vec<u8>,
    /// Items the per-item column divides by (0: not an item benchmark).
    pub items: usize,
}

const CORR: &[u8] = b"\x5a\x11\x00\x42corr-0001-x7f";

fn frame_name(chan: Chan, ft: u16) -> &'static str {
    match chan {
        Chan::Interaction => interaction::FrameType::from_u16(ft).map(|t| t.name()),
        Chan::Workflow => workflow::FrameType::from_u16(ft).map(|t| t.name()),
    }
    .unwrap_or("?")
}

fn payload(chan: Chan, ft: u16, suffix: &str, items: usize, entries: Vec<(u64, Value)>) -> Payload {
    let value = umap(entries);
    let name = frame_name(chan, ft);
    Payload {
        chan,
        frame_type: ft,
        label: if suffix.is_empty() {
            name.to_string()
        } else {
            format!("{name} {suffix}")
        },
        bytes: encode_value(&value),
        value,
        items,
    }
}

/// Typical small payloads: one per frame type of both channels.
pub fn small_payloads() -> Vec<Payload> {
    use Chan::{Interaction as I, Workflow as W};
    let c = || (1, bytes(CORR));
    vec![
        payload(
            I,
            0x0100,
            "",
            0,
            vec![
                (0, uint(0x0100)),
                c(),
                (2, uint(1)),
                (3, text("build.finished")),
                (
                    4,
                    umap(vec![
                        (0, text("ok")),
                        (1, uint(42)),
                        (2, text("main@3f2a9c1")),
                    ]),
                ),
                (5, Value::Bool(true)),
            ],
        ),
        payload(I, 0x0101, "", 0, vec![(0, uint(0x0101)), c()]),
        payload(
            I,
            0x0102,
            "",
            0,
            vec![
                (0, uint(0x0102)),
                c(),
                (2, uint(2)),
                (3, text("Deploy to which region?")),
                (
                    4,
                    array(vec![
                        text("eu-west-1"),
                        text("us-east-1"),
                        text("ap-south-1"),
                    ]),
                ),
                (6, uint(300)),
            ],
        ),
        payload(
            I,
            0x0103,
            "",
            0,
            vec![(0, uint(0x0103)), c(), (2, uint(0)), (3, uint(1))],
        ),
        payload(
            I,
            0x0104,
            "",
            0,
            vec![
                (0, uint(0x0104)),
                c(),
                (2, text("delete 3 files under /srv/build")),
                (3, uint(2)),
                (4, umap(vec![(0, text("rm")), (1, uint(3))])),
                (5, uint(600)),
            ],
        ),
        payload(
            I,
            0x0105,
            "",
            0,
            vec![
                (0, uint(0x0105)),
                c(),
                (2, uint(0)),
                (3, text("looks fine to me")),
            ],
        ),
        payload(I, 0x0106, "", 0, vec![(0, uint(0x0106)), c(), (2, uint(0))]),
        payload(
            I,
            0x0107,
            "",
            0,
            vec![
                (0, uint(0x0107)),
                c(),
                (2, uint(5)),
                (3, text("denied by policy")),
            ],
        ),
        payload(
            W,
            0x0100,
            "",
            0,
            vec![
                (0, uint(0x0100)),
                c(),
                (2, text("image.resize")),
                (3, bytes(&[0xa5; 64])),
                (4, umap(vec![(0, uint(800)), (1, uint(600))])),
                (5, uint(1)),
                (6, text("2026-05-01T00:00:00Z")),
                (7, text("agent")),
                (8, text("agent-42")),
                (9, text("idem-7f3e")),
                (10, map(vec![(text("region"), text("eu"))])),
                (11, uint(1)),
            ],
        ),
        payload(
            W,
            0x0101,
            "",
            0,
            vec![
                (0, uint(0x0101)),
                c(),
                (2, text("task-000123")),
                (3, uint(0)),
            ],
        ),
        payload(
            W,
            0x0102,
            "",
            0,
            vec![(0, uint(0x0102)), c(), (2, text("task-000123"))],
        ),
        payload(
            W,
            0x0103,
            "",
            0,
            vec![
                (0, uint(0x0103)),
                c(),
                (2, text("task-000123")),
                (3, uint(1)),
                (4, uint(2)),
                (5, text("resizing")),
                (6, uint(40)),
                (7, text("2 of 5 images")),
            ],
        ),
        payload(
            W,
            0x0104,
            "",
            0,
            vec![
                (0, uint(0x0104)),
                c(),
                (2, text("task-000123")),
                (3, text("user request")),
            ],
        ),
        payload(
            W,
            0x0105,
            "",
            0,
            vec![
                (0, uint(0x0105)),
                c(),
                (2, text("task-000123")),
                (3, uint(4)),
            ],
        ),
        payload(
            W,
            0x0106,
            "",
            0,
            vec![
                (0, uint(0x0106)),
                (2, text("task-000123")),
                (3, uint(7)),
                (4, uint(1)),
                (5, uint(2)),
                (6, text("resizing")),
                (7, uint(40)),
                (8, bytes(b"img-2.png ok")),
            ],
        ),
        payload(
            W,
            0x0107,
            "",
            0,
            vec![
                (0, uint(0x0107)),
                (2, text("task-000123")),
                (3, uint(9)),
                (4, uint(2)),
                (5, bytes(&[0x5c; 32])),
            ],
        ),
        payload(
            W,
            0x0108,
            "",
            0,
            vec![
                (0, uint(0x0108)),
                c(),
                (2, uint(5)),
                (3, text("unknown task")),
            ],
        ),
    ]
}

/// Nesting used by the depth case: containers at levels `level..=16`
/// (the payload map is level 1 and the body map level 2, README D4).
fn nest(level: usize, max: usize) -> Value {
    if level == max {
        array(vec![uint(1), uint(2)])
    } else if level % 2 == 1 {
        umap(vec![(0, nest(level + 1, max)), (1, uint(level as u64))])
    } else {
        array(vec![nest(level + 1, max), uint(level as u64)])
    }
}

fn event_with(suffix: &str, items: usize, extra: Vec<(u64, Value)>) -> Payload {
    let mut e = vec![(0, uint(0x0100)), (1, bytes(CORR)), (2, uint(0))];
    e.extend(extra);
    payload(Chan::Interaction, 0x0100, suffix, items, e)
}

/// 64 KiB of text mixing ASCII with 2-, 3- and 4-byte UTF-8 sequences.
pub fn mixed_text(len: usize) -> String {
    const PIECE: &str = "Grüße, 世界! naïve café — ✓ 🚀 status=ok; ";
    let mut s = String::with_capacity(len + PIECE.len());
    while s.len() < len {
        s.push_str(PIECE);
    }
    let mut end = len;
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    s.truncate(end);
    s
}

/// The large INTERACT_EVENT payloads.
pub fn large_payloads() -> Vec<Payload> {
    let blob: Vec<u8> = (0..65536u32)
        .map(|i| (i.wrapping_mul(31) >> 3) as u8)
        .collect();
    let ints: Vec<Value> = (0..4096u64).map(|i| uint(i % 100)).collect();
    vec![
        event_with(
            "body 64 KiB bstr",
            0,
            vec![(4, umap(vec![(0, bytes(&blob))]))],
        ),
        event_with(
            "body 4096-uint array",
            4096,
            vec![(4, umap(vec![(0, array(ints))]))],
        ),
        event_with(
            "body nested to depth 16",
            0,
            vec![(4, umap(vec![(0, nest(3, 16))]))],
        ),
        event_with(
            "event_name 64 KiB UTF-8",
            0,
            vec![(3, text(&mixed_text(65536)))],
        ),
    ]
}

/// Check every input: accepted by the oracle and the generated decoder,
/// and canonical. Also checks that the depth case sits at the limit (one
/// level more is refused by both). Returns a description of the first
/// problem.
pub fn validate(payloads: &[Payload]) -> Result<(), String> {
    let oi = Oracle::shipped("interaction");
    let ow = Oracle::shipped("workflow");
    for p in payloads {
        let (oracle, ours) = match p.chan {
            Chan::Interaction => (&oi, interaction::decode(p.frame_type, &p.bytes).err()),
            Chan::Workflow => (&ow, workflow::decode(p.frame_type, &p.bytes).err()),
        };
        if let Some(e) = ours {
            return Err(format!(
                "{}: generated decoder refused the input: {e}",
                p.label
            ));
        }
        match oracle.check(p.frame_type, &p.bytes) {
            Verdict::Accept { canonical, .. } if canonical == p.bytes => {}
            Verdict::Accept { .. } => return Err(format!("{}: input is not canonical", p.label)),
            Verdict::Reject(r) => return Err(format!("{}: oracle refused: {r:?}", p.label)),
        }
    }
    let too_deep = event_with("", 0, vec![(4, umap(vec![(0, nest(3, 17))]))]);
    if interaction::decode(0x0100, &too_deep.bytes).is_ok()
        || oi.check(0x0100, &too_deep.bytes).is_accept()
    {
        return Err("depth 17 was accepted: the depth case is not at the limit".into());
    }
    Ok(())
}

/// A timed loop: runs the body `iters` times, returns the elapsed time.
pub type Runner = Box<dyn FnMut(u64) -> Duration>;

fn runner<R, F: FnMut() -> R + 'static>(mut f: F) -> Runner {
    Box::new(move |iters| {
        let t = Instant::now();
        for _ in 0..iters {
            black_box(f());
        }
        t.elapsed()
    })
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Op {
    Decode,
    Encode,
}

impl Op {
    pub fn name(self) -> &'static str {
        match self {
            Op::Decode => "decode",
            Op::Encode => "encode",
        }
    }
}

/// One benchmark: the generated codec and both baselines on the same input.
pub struct Case {
    pub op: Op,
    pub label: String,
    pub bytes: usize,
    pub items: usize,
    pub ours: Runner,
    pub oracle: Runner,
    pub serde: Runner,
}

fn serde_runners<T: DeserializeOwned + Serialize + 'static>(p: &'static [u8]) -> (Runner, Runner) {
    let decoded: T = ciborium::de::from_reader(p).expect("serde baseline reads the input");
    let mut check = Vec::new();
    ciborium::ser::into_writer(&decoded, &mut check).expect("serde baseline writes");
    assert_eq!(check, p, "serde baseline does not round-trip the input");
    let dec = runner(move || {
        ciborium::de::from_reader::<T, _>(black_box(p)).expect("serde baseline reads the input")
    });
    let mut out = Vec::with_capacity(p.len());
    let enc = runner(move || {
        out.clear();
        ciborium::ser::into_writer(black_box(&decoded), &mut out).expect("serde baseline writes");
        out.len()
    });
    (dec, enc)
}

fn serde_for(chan: Chan, ft: u16, p: &'static [u8]) -> (Runner, Runner) {
    match (chan, ft) {
        (Chan::Interaction, 0x0100) => serde_runners::<sb::IEvent>(p),
        (Chan::Interaction, 0x0101) => serde_runners::<sb::IEventAck>(p),
        (Chan::Interaction, 0x0102) => serde_runners::<sb::IPromptReq>(p),
        (Chan::Interaction, 0x0103) => serde_runners::<sb::IPromptResult>(p),
        (Chan::Interaction, 0x0104) => serde_runners::<sb::IApprovalReq>(p),
        (Chan::Interaction, 0x0105) => serde_runners::<sb::IApprovalResult>(p),
        (Chan::Interaction, 0x0106) => serde_runners::<sb::ICancel>(p),
        (Chan::Interaction, _) => serde_runners::<sb::XError>(p),
        (Chan::Workflow, 0x0100) => serde_runners::<sb::WSubmitReq>(p),
        (Chan::Workflow, 0x0101 | 0x0105) => serde_runners::<sb::WTaskState>(p),
        (Chan::Workflow, 0x0102) => serde_runners::<sb::WStatusReq>(p),
        (Chan::Workflow, 0x0103) => serde_runners::<sb::WStatusResult>(p),
        (Chan::Workflow, 0x0104) => serde_runners::<sb::WCancelReq>(p),
        (Chan::Workflow, 0x0106) => serde_runners::<sb::WStepEvent>(p),
        (Chan::Workflow, 0x0107) => serde_runners::<sb::WComplete>(p),
        (Chan::Workflow, _) => serde_runners::<sb::XError>(p),
    }
}

/// The decode and encode cases for one payload. The payload is leaked so
/// that decoded frames (which borrow it) can live in the runners.
pub fn cases_for(p: &Payload) -> [Case; 2] {
    let bytes: &'static [u8] = Vec::leak(p.bytes.clone());
    let ft = p.frame_type;
    let oracle: &'static Oracle = Box::leak(Box::new(Oracle::shipped(p.chan.module())));
    let (serde_dec, serde_enc) = serde_for(p.chan, ft, bytes);
    let (ours_dec, ours_enc): (Runner, Runner) = match p.chan {
        Chan::Interaction => {
            let f = interaction::decode(ft, bytes).expect("validated input");
            let mut out = Vec::with_capacity(f.encoded_len());
            (
                runner(move || interaction::decode(black_box(ft), black_box(bytes))),
                runner(move || {
                    out.clear();
                    black_box(&f).encode(&mut out);
                    out.len()
                }),
            )
        }
        Chan::Workflow => {
            let f = workflow::decode(ft, bytes).expect("validated input");
            let mut out = Vec::with_capacity(f.encoded_len());
            (
                runner(move || workflow::decode(black_box(ft), black_box(bytes))),
                runner(move || {
                    out.clear();
                    black_box(&f).encode(&mut out);
                    out.len()
                }),
            )
        }
    };
    let value = p.value.clone();
    [
        Case {
            op: Op::Decode,
            label: p.label.clone(),
            bytes: bytes.len(),
            items: p.items,
            ours: ours_dec,
            oracle: runner(move || oracle.check(black_box(ft), black_box(bytes))),
            serde: serde_dec,
        },
        Case {
            op: Op::Encode,
            label: p.label.clone(),
            bytes: bytes.len(),
            items: p.items,
            ours: ours_enc,
            oracle: runner(move || encode_value(black_box(&value))),
            serde: serde_enc,
        },
    ]
}

/// How long to measure.
#[derive(Debug, Clone, Copy)]
pub struct Budget {
    /// Target duration of one timed batch.
    pub batch: Duration,
    /// Interleaved rounds per case (the median is kept).
    pub rounds: usize,
}

impl Budget {
    /// A few seconds for everything (CI smoke run).
    pub const QUICK: Budget = Budget {
        batch: Duration::from_micros(1500),
        rounds: 5,
    };
    pub const FULL: Budget = Budget {
        batch: Duration::from_millis(12),
        rounds: 15,
    };
}

/// Median nanoseconds per iteration of each implementation.
#[derive(Debug, Clone)]
pub struct Measured {
    pub op: Op,
    pub label: String,
    pub bytes: usize,
    pub items: usize,
    pub ours_ns: f64,
    pub oracle_ns: f64,
    pub serde_ns: f64,
}

impl Measured {
    /// One machine-readable line (tab-separated), parsed by `cargo xtask bench`.
    pub fn line(&self) -> String {
        format!(
            "npamp-bench\t{}\t{}\t{}\t{}\t{:.2}\t{:.2}\t{:.2}",
            self.op.name(),
            self.label,
            self.bytes,
            self.items,
            self.ours_ns,
            self.oracle_ns,
            self.serde_ns
        )
    }
}

fn calibrate(r: &mut Runner, batch: Duration) -> u64 {
    let mut n: u64 = 1;
    loop {
        let d = r(n);
        if d >= batch || n >= 1 << 32 {
            return n;
        }
        let grow = if d.as_nanos() == 0 {
            16.0
        } else {
            (batch.as_secs_f64() / d.as_secs_f64() * 1.2).clamp(2.0, 100.0)
        };
        n = ((n as f64) * grow).ceil() as u64;
    }
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v.get(v.len() / 2).copied().unwrap_or(f64::NAN)
}

/// Measure one case: calibrate each implementation, then run interleaved
/// rounds (ours, oracle, serde, ours, ...) and keep the medians.
pub fn measure(case: &mut Case, budget: Budget) -> Measured {
    let n_ours = calibrate(&mut case.ours, budget.batch);
    let n_oracle = calibrate(&mut case.oracle, budget.batch);
    let n_serde = calibrate(&mut case.serde, budget.batch);
    let per = |d: Duration, n: u64| d.as_nanos() as f64 / n as f64;
    let (mut a, mut b, mut c) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..budget.rounds {
        a.push(per((case.ours)(n_ours), n_ours));
        b.push(per((case.oracle)(n_oracle), n_oracle));
        c.push(per((case.serde)(n_serde), n_serde));
    }
    Measured {
        op: case.op,
        label: case.label.clone(),
        bytes: case.bytes,
        items: case.items,
        ours_ns: median(a),
        oracle_ns: median(b),
        serde_ns: median(c),
    }
}

/// All inputs: the small frames first, then the large event payloads.
pub fn all_payloads() -> Vec<Payload> {
    let mut v = small_payloads();
    v.extend(large_payloads());
    v
}
