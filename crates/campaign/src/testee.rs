//! `cargo xtask fuzz --testee CMD`: differential fuzzing of an EXTERNAL
//! implementation against the oracle over the npamp-conform adapter contract
//! (`npamp-conform-INSTRUCTIONS.md`: 4-byte LE length + JSON, `<module>.body.decode`).
//!
//! Cases come from three sources, chosen per case by the campaign's PRNG:
//! schema-driven frames ([`npamp_fuzz_check::gen`], valid ones and, now and then, explicit
//! nulls on absent optional fields), one single-fault mutation of such a frame
//! ([`npamp_fuzz_check::mutate`]), and raw byte mutations (bit flips, byte edits, cuts,
//! splices, and deep nesting, up to 30,000 levels). Each case is judged by the
//! oracle under both profiles ([`npamp_vectors::classify`]'s table) and sent to
//! the testee, pipelined (many requests in flight, written in batches).
//!
//! A difference ([`Kind`]) is one of: the testee accepts what MUST be refused
//! (basis `must`), accepts what the strict reading refuses (basis `strict`:
//! a finding only under `--profile strict`), refuses what both profiles accept,
//! answers an accepted input with another `frame_kind` / `corr`, or crashes,
//! hangs or answers garbage. Inputs the testee may treat either way (refused only
//! on a `strict` or `limit` basis) are never findings under `--profile minimum`.
//!
//! Findings are deduplicated by (channel, kind, [`Cause`]), minimized against
//! the testee (a fresh process, one request at a time, keeping the same key; a
//! refusal of valid input by bisection, which names the field that flips the
//! testee: `bisect`), and written as candidate vectors in the corpus format
//! (`fuzz/findings/<testee>/<channel>.json`, [`npamp_vectors::candidate`]).
//!
//! When the process dies, the requests in flight are replayed one at a time,
//! oldest first, until one fails alone (the culprit); the rest go back into
//! the pipeline. A cause confirmed alone 3 times (`KNOWN_AFTER`) is attributed
//! to the oldest unanswered request without a replay.

mod bisect;

use crate::campaign::live::{Live, Task};
use crate::CampaignError;
use arbitrary::Unstructured;
use ciborium::value::Value as V;
use npamp_conform::adapter::{body_decode_op, Response};
use npamp_conform::testee::{Testee, TesteeConfig, TesteeError};
use npamp_fuzz_check::gen::{repair, Gen, Mode};
use npamp_fuzz_check::mutate::{self, Class};
use npamp_fuzz_check::Chan;
use npamp_oracle::{encode_value, Oracle, Ruling};
use npamp_schema::{Basis, Presence, Profile, Rule};
use npamp_testkit::span::Rng;
use serde_json::{Map, Value};
use std::collections::{BTreeMap, VecDeque};
use std::fmt::Write as _;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// How to run a testee campaign.
#[derive(Debug, Clone)]
pub struct Options {
    /// The adapter's command line (whitespace-separated).
    pub command: String,
    /// The name of its findings folder (default: from the command line).
    pub name: Option<String>,
    /// Channel modules (empty: every channel the testee does not skip).
    pub channels: Vec<String>,
    pub time: Duration,
    /// The profile the testee is graded against (default minimum: only `must`).
    pub profile: Profile,
    /// The budget of one request (a hang beyond it is a finding).
    pub timeout: Duration,
    /// Requests in flight at most.
    pub window: usize,
    /// Where findings go (`<dir>/<name>/<channel>.json`); `None`: not written.
    pub findings_dir: Option<PathBuf>,
    pub seed: u64,
    /// Stop after this many cases (tests).
    pub max_cases: Option<u64>,
    /// Stop at the first finding (tests and planted defects).
    pub stop_on_first: bool,
}

impl Options {
    pub fn new(command: &str) -> Options {
        Options {
            command: command.to_string(),
            name: None,
            channels: Vec::new(),
            time: Duration::from_secs(60),
            profile: Profile::Minimum,
            timeout: Duration::from_secs(2),
            window: 64,
            findings_dir: None,
            seed: 0x6e70_616d_7001,
            max_cases: None,
            stop_on_first: false,
        }
    }
}

use npamp_conform::finding::{crash_head, normalized, signature_of};
pub use npamp_conform::finding::{Cause, Kind};

/// What the testee answered.
#[derive(Debug, Clone, PartialEq)]
pub enum Answer {
    Out(Map<String, Value>),
    Error(String),
    Skipped(String),
    /// The process exited or closed its stdout ([`TesteeError::Crashed`]):
    /// its exit status or signal (`None`: still running, stdout closed) and
    /// the tail of its stderr, taken once it has exited.
    Crash {
        status: Option<String>,
        stderr: String,
    },
    Hang(String),
    Garbage(String),
    /// The testee could not be (re)started: the campaign stops.
    Lost(String),
}

impl Answer {
    pub fn from_result(r: Result<Response, TesteeError>) -> Answer {
        match r {
            Ok(Response::Out(m)) => Answer::Out(m),
            Ok(Response::Error(e)) => Answer::Error(e),
            Ok(Response::Skipped(s)) => Answer::Skipped(s),
            Err(TesteeError::Crashed { status, stderr }) => Answer::Crash { status, stderr },
            Err(e @ TesteeError::Timeout(_)) => Answer::Hang(e.to_string()),
            Err(e @ TesteeError::Garbage(_)) => Answer::Garbage(e.to_string()),
            Err(e @ (TesteeError::Spawn(_) | TesteeError::GaveUp { .. })) => {
                Answer::Lost(e.to_string())
            }
        }
    }

    /// A crash, hang or garbage reply (the process was stopped).
    pub fn is_fault(&self) -> bool {
        matches!(
            self,
            Answer::Crash { .. } | Answer::Hang(_) | Answer::Garbage(_)
        )
    }

    pub fn describe(&self) -> String {
        match self {
            Answer::Out(m) => format!("accept {}", Value::Object(m.clone())),
            Answer::Error(e) => format!("refuse ({e})"),
            Answer::Skipped(s) => format!("skipped ({s})"),
            Answer::Crash { status, stderr } => TesteeError::Crashed {
                status: status.clone(),
                stderr: stderr.clone(),
            }
            .to_string(),
            Answer::Hang(e) | Answer::Garbage(e) | Answer::Lost(e) => e.clone(),
        }
    }

    /// A crash's signature: its exit status or signal, as is, and the first
    /// meaningful line of its stderr, normalized; a garbage reply's: the
    /// first line of the message, normalized. `None` for other answers.
    pub fn signature(&self) -> Option<String> {
        match self {
            Answer::Crash { status, stderr } => Some(crash_head(status.as_deref(), stderr)),
            Answer::Garbage(m) => Some(normalized(m.lines().next().unwrap_or(""))),
            _ => None,
        }
    }
}

/// The oracle's verdicts on one case, and what a conformant answer is.
#[derive(Debug, Clone)]
pub struct Judged {
    strict: Ruling,
    minimum: Ruling,
}

impl Judged {
    pub fn of(o: &Oracle, frame_type: u16, body: &[u8]) -> Judged {
        Judged {
            strict: o.check(frame_type, body, Profile::Strict),
            minimum: o.check(frame_type, body, Profile::Minimum),
        }
    }

    /// The output a conformant testee gives when it accepts this case (the
    /// minimum profile's acceptance), if the oracle accepts it.
    fn expected(&self, o: &Oracle) -> Option<Map<String, Value>> {
        match &self.minimum {
            Ruling::Accept(a) => {
                match npamp_vectors::classify::expected(o.model(), a.frame_kind, a.corr.as_ref()) {
                    Value::Object(m) => Some(m),
                    _ => None,
                }
            }
            Ruling::Reject(_) => None,
        }
    }

    /// The rule a refusal of this case rests on (minimum's first), if any.
    pub fn rule(&self) -> Option<Rule> {
        match (&self.minimum, &self.strict) {
            (Ruling::Reject(r), _) | (_, Ruling::Reject(r)) => Some(r.rule),
            _ => None,
        }
    }

    pub fn describe(&self) -> String {
        format!("strict: {}; minimum: {}", self.strict, self.minimum)
    }

    /// The difference `answer` makes, graded under `profile`, if any.
    pub fn difference(&self, o: &Oracle, answer: &Answer, profile: Profile) -> Option<Kind> {
        match answer {
            Answer::Skipped(_) | Answer::Lost(_) => None,
            Answer::Crash { .. } => Some(Kind::Crash),
            Answer::Hang(_) => Some(Kind::Hang),
            Answer::Garbage(_) => Some(Kind::Garbage),
            Answer::Out(out) => match (&self.strict, &self.minimum) {
                (_, Ruling::Reject(r)) if r.basis == Basis::Must => Some(Kind::AcceptsMust),
                (_, Ruling::Reject(_)) => None, // `limit` (or a strict-basis fault under minimum)
                (Ruling::Reject(_), Ruling::Accept(_)) if profile == Profile::Strict => {
                    Some(Kind::AcceptsStrict)
                }
                (_, Ruling::Accept(_)) => {
                    // Only the keys a conformant output has are compared.
                    let want = self.expected(o).unwrap_or_default();
                    (!npamp_conform::grade::differing_keys(&want, out).is_empty())
                        .then_some(Kind::WrongOutput)
                }
            },
            Answer::Error(_) => match (&self.strict, &self.minimum) {
                (Ruling::Accept(_), Ruling::Accept(_)) => Some(Kind::RefusesValid),
                _ => None,
            },
        }
    }
}

/// One deduplicated finding.
#[derive(Debug, Clone)]
pub struct FindingRow {
    pub channel: &'static str,
    pub kind: Kind,
    /// The oracle's rule (`None`: the oracle accepts).
    pub rule: Option<Rule>,
    /// What the finding is deduplicated by.
    pub cause: Cause,
    pub count: u64,
    /// Time from the start of the campaign to the first occurrence.
    pub first_after: Duration,
    /// The smallest example (minimized against the testee at the end).
    pub frame_type: u16,
    pub body: Vec<u8>,
    pub testee_said: String,
    pub oracle_said: String,
    /// After minimization: whether the example reproduces on its own in a fresh process.
    pub reproduced: Option<bool>,
    /// Faults of this cause confirmed alone (the culprit of a replay).
    pub confirmed: u64,
    /// A refusal of valid input: the field whose removal flips the testee to
    /// accepting, and its construct (`field \`score\`: float`), from the bisection.
    pub field: Option<String>,
    pub clause: String,
    pub requirement: String,
}

impl FindingRow {
    /// The summary's `cause` column: the cause, and for a refusal of valid
    /// input the field the bisection found (`objection: … (field \`score\`: float)`).
    pub fn cause_column(&self) -> String {
        match &self.field {
            Some(field) => format!("{} ({field})", self.cause.describe()),
            None => self.cause.describe(),
        }
    }
}

type Key = (&'static str, Kind, Cause);

/// The cause of a difference `kind` that `answer` makes on `case`.
fn cause_of(kind: Kind, judged: &Judged, answer: &Answer, case: &Case) -> Cause {
    match (kind, answer) {
        (Kind::WrongOutput, Answer::Out(out)) => Cause::Output(
            judged
                .expected(case.chan.oracle)
                .map(|want| {
                    npamp_conform::grade::differing_keys(&want, out)
                        .into_iter()
                        .map(|(k, _)| k.to_string())
                        .collect()
                })
                .unwrap_or_default(),
        ),
        (Kind::RefusesValid, Answer::Error(e)) => Cause::Objection(normalized(e)),
        (Kind::Hang, _) => Cause::Signature(format!("hang on {:#06x}", case.frame_type)),
        (Kind::Crash | Kind::Garbage, a) => Cause::Signature(signature_of(
            a.signature().unwrap_or_default(),
            npamp_testkit::span::nesting_depth(&case.body),
        )),
        _ => Cause::Rule(judged.rule()),
    }
}

/// The outcome of a campaign.
#[derive(Debug, Clone)]
pub struct Report {
    pub command: String,
    pub name: String,
    pub profile: Profile,
    pub cases: u64,
    pub elapsed: Duration,
    pub restarts: u32,
    pub channels: Vec<&'static str>,
    /// Channels whose op the testee skipped.
    pub skipped_channels: Vec<&'static str>,
    pub findings: Vec<FindingRow>,
    pub files: Vec<PathBuf>,
}

impl Report {
    pub fn cases_per_second(&self) -> f64 {
        self.cases as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }

    /// Whether a finding fails the run under its profile (every kind does: the
    /// `strict` kind is only produced under `--profile strict`).
    pub fn failed(&self) -> bool {
        !self.findings.is_empty()
    }

    /// The summary table.
    pub fn table(&self) -> String {
        let mut s = String::new();
        let _ = writeln!(
            s,
            "testee `{}` ({} profile): {} cases in {:.1} s ({:.0} cases/s), {} restarts, channels: {}",
            self.command,
            self.profile,
            self.cases,
            self.elapsed.as_secs_f64(),
            self.cases_per_second(),
            self.restarts,
            self.channels.join(", ")
        );
        if !self.skipped_channels.is_empty() {
            let _ = writeln!(
                s,
                "skipped by the testee: {}",
                self.skipped_channels.join(", ")
            );
        }
        if self.findings.is_empty() {
            let _ = writeln!(s, "no finding");
            return s;
        }
        for basis in ["must", "strict", "robustness"] {
            let rows: Vec<&FindingRow> = self
                .findings
                .iter()
                .filter(|f| f.kind.basis() == basis)
                .collect();
            if rows.is_empty() {
                continue;
            }
            let _ = writeln!(s, "\n{basis}-basis differences:");
            let _ = writeln!(
                s,
                "| channel | kind | cause | clause | testee | oracle | count | first after | smallest example |"
            );
            let _ = writeln!(s, "|---|---|---|---|---|---|---:|---:|---|");
            for f in rows {
                let hex = npamp_testkit::hex::hex(&f.body);
                let example = if hex.len() > 64 {
                    format!("{}… ({} B)", &hex[..64], f.body.len())
                } else {
                    hex
                };
                let _ = writeln!(
                    s,
                    "| {} | {} | {} | {} | {} | {} | {} | {:.2} s | {:#06x} `{example}`{} |",
                    f.channel,
                    f.kind.as_str(),
                    f.cause_column(),
                    clip(&f.clause, 60),
                    clip(&f.testee_said, 50),
                    clip(&f.oracle_said, 70),
                    f.count,
                    f.first_after.as_secs_f64(),
                    f.frame_type,
                    match f.reproduced {
                        Some(false) => " (not reproduced alone)",
                        _ => "",
                    }
                );
            }
        }
        if !self.files.is_empty() {
            let _ = writeln!(s, "\ncandidate vectors:");
            for p in &self.files {
                let _ = writeln!(s, "  {}", p.display());
            }
        }
        s
    }
}

fn clip(s: &str, n: usize) -> String {
    let one_line = s.replace(['\n', '|'], " ");
    match one_line.char_indices().nth(n) {
        Some((i, _)) => format!("{}…", &one_line[..i]),
        None => one_line,
    }
}

/// One generated case.
#[derive(Debug, Clone)]
pub struct Case {
    pub chan: &'static Chan,
    pub frame_type: u16,
    pub body: Vec<u8>,
}

/// The case generator of a campaign.
pub struct Source {
    rng: Rng,
    chans: Vec<&'static Chan>,
    /// Recent valid bodies per channel (raw mutations start from them).
    bank: Vec<VecDeque<(u16, Vec<u8>)>>,
}

const INTERESTING: [u8; 14] = [
    0x00, 0x17, 0x18, 0x19, 0x1f, 0x20, 0x40, 0x5f, 0x60, 0x7f, 0x9f, 0xbf, 0xf6, 0xff,
];

impl Source {
    pub fn new(chans: Vec<&'static Chan>, seed: u64) -> Source {
        let bank = chans.iter().map(|_| VecDeque::new()).collect();
        Source {
            rng: Rng(seed),
            chans,
            bank,
        }
    }

    /// The next case.
    pub fn case(&mut self) -> Case {
        let ci = self.rng.below(self.chans.len());
        let chan = self.chans[ci];
        let roll = self.rng.below(100);
        let fresh = roll < 30 || self.bank[ci].is_empty();
        if fresh || roll < 75 {
            // The `arbitrary` input of the model-driven generators (raw
            // mutations do without).
            let seed_bytes = self.rng.bytes(192);
            let mut u = Unstructured::new(&seed_bytes);
            if fresh {
                if let Some((ft, body, valid)) = self.frame(chan, &mut u, roll < 6) {
                    if valid {
                        self.remember(ci, ft, &body);
                    }
                    return Case {
                        chan,
                        frame_type: ft,
                        body,
                    };
                }
            }
            if roll < 75 {
                if let Some(c) = self.mutant(ci, chan, &mut u) {
                    return c;
                }
            }
        }
        self.raw(ci, chan)
    }

    fn remember(&mut self, ci: usize, ft: u16, body: &[u8]) {
        let b = &mut self.bank[ci];
        if b.len() >= 64 {
            b.pop_front();
        }
        b.push_back((ft, body.to_vec()));
    }

    /// A frame from the model (repaired until valid), or, with `nulls`, the
    /// same with an explicit null on absent optional top-level fields.
    fn frame(
        &mut self,
        chan: &'static Chan,
        u: &mut Unstructured<'_>,
        nulls: bool,
    ) -> Option<(u16, Vec<u8>, bool)> {
        let frames = &chan.model().frames;
        let frame = frames.get(self.rng.below(frames.len()))?;
        let mut g = Gen::new(chan.model(), u, Mode::Valid);
        let mut v = g.frame(frame);
        let (bytes, ok) = repair(&mut g, chan.oracle, frame, &mut v);
        if !nulls || !ok {
            return Some((frame.code, bytes, ok));
        }
        let V::Map(es) = &mut v else {
            return Some((frame.code, bytes, ok));
        };
        for f in frame
            .body
            .fields
            .iter()
            .filter(|f| f.presence == Presence::Optional)
        {
            let present = es
                .iter()
                .any(|(k, _)| k.as_integer().map(i128::from) == Some(i128::from(f.key)));
            if !present && self.rng.below(2) == 0 {
                es.push((V::Integer(f.key.into()), V::Null));
            }
        }
        es.sort_by_key(|(k, _)| k.as_integer().map(i128::from).unwrap_or(i128::MAX));
        Some((frame.code, encode_value(&v), false))
    }

    /// One single-fault mutation of a remembered valid body.
    fn mutant(&mut self, ci: usize, chan: &'static Chan, u: &mut Unstructured<'_>) -> Option<Case> {
        let (ft, base) = self.bank[ci]
            .get(self.rng.below(self.bank[ci].len()))?
            .clone();
        let frame = chan.model().frame_by_code(ft)?;
        let first = self.rng.below(Class::ALL.len());
        for i in 0..4 {
            let class = Class::ALL[(first + i) % Class::ALL.len()];
            // A payload over the size limit (1 MiB here) costs 2 MiB of JSON
            // each way: one in 64 times is plenty.
            if class == Class::MaxPayload && self.rng.below(64) != 0 {
                continue;
            }
            if let Some(mt) = mutate::apply(chan, frame, &base, class, u) {
                return Some(Case {
                    chan,
                    frame_type: mt.frame_type,
                    body: mt.bytes,
                });
            }
        }
        None
    }

    /// Raw byte mutations of a remembered body, or deep nesting.
    fn raw(&mut self, ci: usize, chan: &'static Chan) -> Case {
        let (ft, mut b) = match self.bank[ci].get(self.rng.below(self.bank[ci].len().max(1))) {
            Some(x) => x.clone(),
            None => (chan.codes().first().copied().unwrap_or(0), vec![0xa0]),
        };
        if self.rng.below(10) == 0 {
            return Case {
                chan,
                frame_type: ft,
                body: self.deep(&b),
            };
        }
        for _ in 0..1 + self.rng.below(4) {
            let n = b.len();
            match self.rng.below(7) {
                0 if n > 0 => {
                    let i = self.rng.below(n);
                    b[i] ^= 1 << self.rng.below(8);
                }
                1 if n > 0 => {
                    let i = self.rng.below(n);
                    b[i] = INTERESTING[self.rng.below(INTERESTING.len())];
                }
                2 => {
                    let i = self.rng.below(n + 1);
                    b.insert(i, self.rng.next_u64() as u8);
                }
                3 if n > 1 => {
                    let i = self.rng.below(n);
                    b.remove(i);
                }
                4 if n > 1 => b.truncate(self.rng.below(n)),
                5 if n > 2 => {
                    let i = self.rng.below(n);
                    let j = (i + 1 + self.rng.below(8)).min(n);
                    let chunk = b[i..j].to_vec();
                    let at = self.rng.below(n + 1);
                    b.splice(at..at, chunk);
                }
                _ => {
                    let i = self.rng.below(n + 1);
                    b.insert(i, INTERESTING[self.rng.below(INTERESTING.len())]);
                }
            }
        }
        Case {
            chan,
            frame_type: ft,
            body: b,
        }
    }

    /// `base` with one more entry, key 0x7fff (unknown; after every declared
    /// key), whose value is nested arrays or maps `depth` deep, log-uniform up
    /// to 30,000 (past the ~22,000 levels that overflowed one implementation's
    /// stack); or, now and then, that nesting alone as the payload.
    fn deep(&mut self, base: &[u8]) -> Vec<u8> {
        let depth = match self.rng.below(4) {
            0 => 1 + self.rng.below(40),
            1 => 900 + self.rng.below(200),
            _ => (1usize << (4 + self.rng.below(12)).min(15)).min(30_000),
        };
        let map = self.rng.below(3) == 0;
        let mut v = Vec::with_capacity(depth * 2 + 1);
        for _ in 0..depth {
            if map {
                v.extend_from_slice(&[0xa1, 0x00]);
            } else {
                v.push(0x81);
            }
        }
        v.push(0x00);
        match base.first() {
            Some(&h @ 0xa0..=0xb6) if self.rng.below(4) != 0 => {
                let mut out = vec![h + 1];
                out.extend_from_slice(base.get(1..).unwrap_or_default());
                out.extend_from_slice(&[0x19, 0x7f, 0xff]);
                out.extend_from_slice(&v);
                out
            }
            _ => v,
        }
    }
}

fn request_bytes(case: &Case) -> Vec<u8> {
    let req = serde_json::json!({
        "op": body_decode_op(case.chan.name()),
        "in": { "frameType": case.frame_type, "body": npamp_testkit::hex::hex(&case.body) },
    });
    serde_json::to_vec(&req).unwrap_or_default()
}

fn config(opts: &Options) -> Result<TesteeConfig, String> {
    let mut c = TesteeConfig::from_command_line(&opts.command)
        .ok_or_else(|| "--testee: an empty command".to_string())?;
    c.timeout = opts.timeout;
    c.max_restarts = u32::MAX;
    Ok(c)
}

/// The default findings folder name of a command: its program's file name and
/// arguments, made file-name safe (`faulty_adapter.py-utf8`).
pub fn testee_name(command: &str) -> String {
    let mut words = command.split_whitespace();
    let prog = words
        .next()
        .map(|p| p.rsplit('/').next().unwrap_or(p))
        .unwrap_or("testee");
    let mut s = prog.to_string();
    for w in words.filter(|w| !w.contains('/')) {
        s.push('-');
        s.push_str(w);
    }
    s.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || "._-".contains(c) {
                c
            } else {
                '_'
            }
        })
        .collect()
}

/// Which channels the testee serves (one probe each: a channel whose op it
/// skips is left out).
fn probe(
    testee: &mut Testee,
    chans: &[&'static Chan],
) -> Result<(Vec<&'static Chan>, Vec<&'static str>), String> {
    let mut served = Vec::new();
    let mut skipped = Vec::new();
    for c in chans {
        let case = Case {
            chan: c,
            frame_type: c.codes().first().copied().unwrap_or(0),
            body: vec![0xa0],
        };
        match testee.request_bytes(&request_bytes(&case)) {
            Ok(Response::Skipped(_)) => skipped.push(c.name()),
            Ok(_) => served.push(*c),
            Err(TesteeError::Spawn(e)) => return Err(format!("cannot start the testee: {e}")),
            Err(_) => served.push(*c), // it crashed on `{}`: fuzz it
        }
    }
    Ok((served, skipped))
}

/// Run a campaign.
pub fn run(opts: &Options) -> Result<Report, CampaignError> {
    let all = select_channels(opts).map_err(CampaignError::Usage)?;
    let cfg = config(opts).map_err(CampaignError::Usage)?;
    let mut testee =
        Testee::spawn(cfg.clone()).map_err(|e| CampaignError::Testee(e.to_string()))?;
    let (chans, skipped_channels) = probe(&mut testee, &all).map_err(CampaignError::Testee)?;
    if chans.is_empty() {
        return Err(CampaignError::Testee(format!(
            "the testee skips every channel's body-decode op ({})",
            skipped_channels.join(", ")
        )));
    }
    let start = Instant::now();
    let restarts_before = testee.restarts();
    let (cases, tally) = drive(opts, &mut testee, &chans, start).map_err(CampaignError::Testee)?;
    let elapsed = start.elapsed();
    let restarts = testee.restarts() - restarts_before;
    drop(testee);
    let (name, findings, files) =
        settle_findings(opts, cfg, tally, start + opts.time).map_err(CampaignError::Tool)?;
    Ok(Report {
        command: opts.command.clone(),
        name,
        profile: opts.profile,
        cases,
        elapsed,
        restarts,
        channels: chans.iter().map(|c| c.name()).collect(),
        skipped_channels,
        findings,
        files,
    })
}

/// The channels `--channel` names (default: every channel).
fn select_channels(opts: &Options) -> Result<Vec<&'static Chan>, String> {
    let all: Vec<&'static Chan> = if opts.channels.is_empty() {
        Chan::all().iter().collect()
    } else {
        opts.channels
            .iter()
            .map(|n| {
                Chan::named(n).ok_or_else(|| {
                    format!("--channel {n}: no such channel (known: {})", Chan::names())
                })
            })
            .collect::<Result<_, _>>()?
    };
    Ok(all)
}

/// Whether the time or case budget is spent after `cases` cases.
fn budget_reached(opts: &Options, start: Instant, cases: u64) -> bool {
    start.elapsed() >= opts.time || opts.max_cases.is_some_and(|m| cases >= m)
}

/// Send, receive and judge cases until the budget is spent or a finding stops the
/// campaign; the cases answered and the findings.
fn drive(
    opts: &Options,
    testee: &mut Testee,
    chans: &[&'static Chan],
    start: Instant,
) -> Result<(u64, Tally), String> {
    let mut feed = Feed {
        src: Source::new(chans.to_vec(), opts.seed),
        retry: VecDeque::new(),
    };
    let mut pending: VecDeque<(Case, Judged, usize)> = VecDeque::new();
    let mut pending_bytes = 0usize;
    let mut cases = 0u64;
    let mut tally = Tally {
        rows: BTreeMap::new(),
        profile: opts.profile,
        stop_on_first: opts.stop_on_first,
    };
    let mut stop = false;
    let mut progress = Progress::new();
    while !stop || !pending.is_empty() {
        progress.tick(cases, tally.rows.len(), testee.restarts());
        if !stop {
            stop = fill_window(
                opts,
                testee,
                &mut feed,
                &mut pending,
                &mut pending_bytes,
                cases,
                start,
            )?;
        }
        let Some((case, judged, len)) = pending.pop_front() else {
            break;
        };
        pending_bytes = pending_bytes.saturating_sub(len);
        let answer = Answer::from_result(testee.receive());
        if let Answer::Lost(e) = &answer {
            return Err(e.clone());
        }
        if !answer.is_fault() {
            cases += 1;
            stop |= tally.record(&case, &judged, &answer, start.elapsed(), Seen::Piped);
            continue;
        }
        // The process is gone with every request in flight, and an adapter
        // that buffers its replies may have died on a later request than the
        // oldest unanswered one.
        let mut batch: VecDeque<(Case, Judged)> = VecDeque::with_capacity(pending.len() + 1);
        batch.push_back((case, judged));
        batch.extend(pending.drain(..).map(|(c, j, _)| (c, j)));
        pending_bytes = 0;
        let known = batch
            .front()
            .is_some_and(|(c, j)| tally.is_known(c, j, &answer));
        if known {
            // A cause already confirmed alone KNOWN_AFTER times: this fault
            // is counted against the oldest unanswered request without
            // replaying it (the row's example stays one confirmed alone).
            if let Some((c, j)) = batch.pop_front() {
                cases += 1;
                stop |= tally.record(&c, &j, &answer, start.elapsed(), Seen::Attributed);
            }
        } else {
            // Replay them one at a time against the fresh process (restarted
            // only when one fails): the first that fails alone is the culprit.
            let deadline = start + opts.time;
            stop |= replay_alone(
                testee, &mut tally, &mut batch, &answer, start, deadline, &mut cases,
            )?;
        }
        // The rest were never answered: they go back into the pipeline.
        while let Some(x) = batch.pop_back() {
            feed.retry.push_front(x);
        }
    }
    Ok((cases, tally))
}

/// After how many faults confirmed alone a cause is known: a later fault of
/// the same cause is attributed to the oldest unanswered request without a
/// replay (a replay costs the crash and a restart once more).
const KNOWN_AFTER: u64 = 3;

/// How a recorded answer was seen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Seen {
    /// An answer to a request (pipelined, or replayed alone), not a fault.
    Piped,
    /// A fault of a request sent alone to a process: the culprit.
    Alone,
    /// A fault seen only in a pipelined sequence: no request of it failed alone.
    InSequence,
    /// A fault of a cause already confirmed alone [`KNOWN_AFTER`] times,
    /// counted against the oldest unanswered request without a replay.
    Attributed,
}

/// The campaign's live line (the campaign's own [`Live`] task: a spinner on a
/// terminal, a plain line every 5 s otherwise), updated at most 4 times a second.
struct Progress {
    line: Task,
    next: Instant,
}

impl Progress {
    fn new() -> Progress {
        Progress {
            line: Live::new().task("fuzz --testee"),
            next: Instant::now(),
        }
    }

    fn tick(&mut self, cases: u64, findings: usize, restarts: u32) {
        let now = Instant::now();
        if now < self.next {
            return;
        }
        self.next = now + Duration::from_millis(250);
        let rate = cases as f64 / self.line.elapsed().max(1e-3);
        self.line.set(format!(
            "{cases} cases ({rate:.0}/s), {findings} finding(s), {restarts} restart(s)"
        ));
    }
}

/// The cases to send: those to send again first, then new ones.
struct Feed {
    src: Source,
    /// Requests lost in flight when the process died, never answered.
    retry: VecDeque<(Case, Judged)>,
}

impl Feed {
    fn next(&mut self) -> (Case, Judged) {
        self.retry.pop_front().unwrap_or_else(|| {
            let case = self.src.case();
            let judged = Judged::of(case.chan.oracle, case.frame_type, &case.body);
            (case, judged)
        })
    }
}

/// Send new cases until the window is full; true when the budget is spent.
fn fill_window(
    opts: &Options,
    testee: &mut Testee,
    feed: &mut Feed,
    pending: &mut VecDeque<(Case, Judged, usize)>,
    pending_bytes: &mut usize,
    cases: u64,
    start: Instant,
) -> Result<bool, String> {
    // Fill the window (64 requests or ~32 KiB in flight; the Testee's
    // writer thread keeps a testee that stops reading from blocking us).
    while pending.len() < opts.window.max(1) && *pending_bytes < 32 << 10 {
        if budget_reached(opts, start, cases + pending.len() as u64) {
            return Ok(true);
        }
        let (case, judged) = feed.next();
        let req = request_bytes(&case);
        *pending_bytes += req.len() + 4;
        if let Err(TesteeError::Spawn(e)) = testee.send_bytes(&req) {
            return Err(format!("cannot restart the testee: {e}"));
        }
        pending.push_back((case, judged, req.len() + 4));
    }
    Ok(false)
}

/// Replay a faulted window's requests one at a time, oldest first, recording
/// each answer, until one fails alone (the culprit: recorded, and the rest
/// left in `batch` to go back into the pipeline). When none does, `answer`,
/// the fault, is recorded against the oldest as seen only in that sequence.
/// Whether to stop.
fn replay_alone(
    testee: &mut Testee,
    tally: &mut Tally,
    batch: &mut VecDeque<(Case, Judged)>,
    answer: &Answer,
    start: Instant,
    deadline: Instant,
    cases: &mut u64,
) -> Result<bool, String> {
    let mut stop = false;
    let oldest = batch.front().cloned();
    while let Some((c, _)) = batch.front() {
        if Instant::now() >= deadline {
            // `--time` is spent: the rest is not replayed (the fault is
            // recorded against the oldest request, as "not reproduced alone").
            break;
        }
        let a = Answer::from_result(testee.request_bytes(&request_bytes(c)));
        if let Answer::Lost(e) = &a {
            return Err(e.clone());
        }
        let Some((c, j)) = batch.pop_front() else {
            break;
        };
        *cases += 1;
        if a.is_fault() {
            return Ok(stop | tally.record(&c, &j, &a, start.elapsed(), Seen::Alone));
        }
        stop |= tally.record(&c, &j, &a, start.elapsed(), Seen::Piped);
    }
    // Only in that sequence: recorded against the oldest request.
    if let Some((c, j)) = oldest {
        stop |= tally.record(&c, &j, answer, start.elapsed(), Seen::InSequence);
    }
    Ok(stop)
}

/// How long the run may go on past `--time` (replies in flight, minimizing
/// the findings): `--time` is honoured within this and one request timeout.
const MINIMIZE_GRACE: Duration = Duration::from_secs(3);

/// Minimize the findings on a fresh testee, then write (or just describe) them;
/// the findings folder name, the findings and the files written.
fn settle_findings(
    opts: &Options,
    mut cfg: TesteeConfig,
    tally: Tally,
    deadline: Instant,
) -> Result<(String, Vec<FindingRow>, Vec<PathBuf>), String> {
    cfg.timeout = cfg.timeout.min(MINIMIZE_GRACE / 4);
    let mut findings: Vec<FindingRow> = tally.rows.into_values().collect();
    // Everything after `--time` (the replies still in flight, then minimizing)
    // ends MINIMIZE_GRACE after it, hangs included: a request of a hanging
    // testee costs a timeout, a quarter of the grace at the most here.
    let until = deadline + MINIMIZE_GRACE;
    let mut alone = Testee::spawn(cfg).map_err(|e| e.to_string())?;
    for f in &mut findings {
        minimize(&mut alone, opts.profile, f, until);
    }
    let name = opts
        .name
        .clone()
        .unwrap_or_else(|| testee_name(&opts.command));
    let files = match &opts.findings_dir {
        Some(dir) if !findings.is_empty() => write_findings(&dir.join(&name), &mut findings)?,
        _ => {
            for f in &mut findings {
                describe(f);
            }
            Vec::new()
        }
    };
    Ok((name, findings, files))
}

/// The findings so far, deduplicated by key.
struct Tally {
    rows: BTreeMap<Key, FindingRow>,
    profile: Profile,
    stop_on_first: bool,
}

impl Tally {
    /// Whether `answer` on `case` is a difference whose cause has been
    /// confirmed alone [`KNOWN_AFTER`] times (on any channel: a crash
    /// signature is the testee's, not the channel's), at least once on this
    /// case's channel (its row has an example confirmed alone).
    fn is_known(&self, case: &Case, judged: &Judged, answer: &Answer) -> bool {
        let Some(kind) = judged.difference(case.chan.oracle, answer, self.profile) else {
            return false;
        };
        let cause = cause_of(kind, judged, answer, case);
        let here = (case.chan.name(), kind, cause);
        if self.rows.get(&here).is_none_or(|r| r.confirmed == 0) {
            return false;
        }
        let everywhere: u64 = self
            .rows
            .iter()
            .filter(|((_, k, c), _)| *k == kind && *c == here.2)
            .map(|(_, r)| r.confirmed)
            .sum();
        everywhere >= KNOWN_AFTER
    }

    /// Judge and record one answer; whether the campaign should stop.
    fn record(
        &mut self,
        case: &Case,
        judged: &Judged,
        answer: &Answer,
        at: Duration,
        seen: Seen,
    ) -> bool {
        let Some(kind) = judged.difference(case.chan.oracle, answer, self.profile) else {
            return false;
        };
        let alone = match seen {
            Seen::Alone => Some(true),
            Seen::InSequence => Some(false),
            Seen::Piped | Seen::Attributed => None,
        };
        let cause = cause_of(kind, judged, answer, case);
        let key = (case.chan.name(), kind, cause.clone());
        let row = self.rows.entry(key).or_insert_with(|| FindingRow {
            channel: case.chan.name(),
            kind,
            rule: judged.rule(),
            cause,
            count: 0,
            first_after: at,
            frame_type: case.frame_type,
            body: case.body.clone(),
            testee_said: answer.describe(),
            oracle_said: judged.describe(),
            reproduced: alone,
            confirmed: 0,
            field: None,
            clause: String::new(),
            requirement: String::new(),
        });
        row.count += 1;
        if seen == Seen::Alone {
            row.confirmed += 1;
        }
        // Prefer an example seen alone, then the smallest; an attributed
        // fault never becomes the example.
        let better = match (row.reproduced, alone) {
            _ if seen == Seen::Attributed => false,
            (Some(false), Some(true)) => true,
            (Some(true), Some(false)) => false,
            _ => case.body.len() < row.body.len(),
        };
        if better {
            row.frame_type = case.frame_type;
            row.body = case.body.clone();
            row.testee_said = answer.describe();
            row.oracle_said = judged.describe();
            row.rule = judged.rule();
            row.reproduced = alone.or(row.reproduced);
        }
        // A fault seen only in a pipelined sequence (a slow reply to a large
        // input, say) does not stop the run.
        self.stop_on_first && alone != Some(false)
    }
}

/// The key one input gets against a fresh testee, one request at a time.
fn key_alone(
    t: &mut Testee,
    profile: Profile,
    chan: &'static Chan,
    ft: u16,
    body: &[u8],
) -> Option<Key> {
    let case = Case {
        chan,
        frame_type: ft,
        body: body.to_vec(),
    };
    let judged = Judged::of(chan.oracle, ft, body);
    let answer = Answer::from_result(t.request_bytes(&request_bytes(&case)));
    judged
        .difference(chan.oracle, &answer, profile)
        .map(|k| (chan.name(), k, cause_of(k, &judged, &answer, &case)))
}

/// Shrink a finding's example while it keeps its key against a fresh testee:
/// a refusal of valid input by bisection (fields removed, the field that
/// flips the testee named), anything else by byte cuts.
fn minimize(t: &mut Testee, profile: Profile, f: &mut FindingRow, until: Instant) {
    let Some(chan) = Chan::named(f.channel) else {
        return;
    };
    if Instant::now() >= until {
        return;
    }
    // The minimizer keeps the cause (a crash's signature, not just "crashes").
    let key = (f.channel, f.kind, f.cause.clone());
    let reproduced = key_alone(t, profile, chan, f.frame_type, &f.body) == Some(key.clone());
    f.reproduced = Some(reproduced);
    if !reproduced {
        return;
    }
    if let (Kind::RefusesValid, Cause::Objection(objection)) = (f.kind, &f.cause) {
        // Byte cuts break a valid body (the oracle then refuses it too): a
        // refusal of valid input is minimized by removing fields instead.
        let ft = f.frame_type;
        let mut ask = |b: &[u8]| {
            if Instant::now() >= until {
                return bisect::Verdict::Other;
            }
            let case = Case {
                chan,
                frame_type: ft,
                body: b.to_vec(),
            };
            bisect::verdict(&Answer::from_result(t.request_bytes(&request_bytes(&case))))
        };
        if let Some(b) = bisect::bisect(chan.oracle, ft, &f.body, objection, 400, &mut ask) {
            f.field = b.describe();
            f.body = b.body;
        }
    } else {
        shrink(t, profile, chan, f, &key, until);
    }
    let case = Case {
        chan,
        frame_type: f.frame_type,
        body: f.body.clone(),
    };
    f.testee_said = Answer::from_result(t.request_bytes(&request_bytes(&case))).describe();
    let judged = Judged::of(chan.oracle, f.frame_type, &f.body);
    f.oracle_said = judged.describe();
    f.rule = judged.rule();
}

/// Cut chunks of halving size (then single bytes) from a finding's example
/// while it keeps `key`. Hangs cost a timeout per try, so they get few tries.
fn shrink(
    t: &mut Testee,
    profile: Profile,
    chan: &'static Chan,
    f: &mut FindingRow,
    key: &Key,
    until: Instant,
) {
    let mut tries = if f.kind == Kind::Hang { 3 } else { 400 };
    let mut chunk = (f.body.len() / 2).max(1);
    loop {
        let mut i = 0;
        let mut shrunk = false;
        while i < f.body.len() && tries > 0 && Instant::now() < until {
            let end = (i + chunk).min(f.body.len());
            let mut cand = f.body.clone();
            cand.drain(i..end);
            tries -= 1;
            if !cand.is_empty()
                && key_alone(t, profile, chan, f.frame_type, &cand).as_ref() == Some(key)
            {
                f.body = cand;
                shrunk = true;
            } else {
                i += chunk;
            }
        }
        if tries == 0 || (chunk == 1 && !shrunk) || Instant::now() >= until {
            break;
        }
        if !shrunk {
            chunk = (chunk / 2).max(1);
        }
    }
}

/// Fill in a finding's requirement and clause from the oracle's verdict.
fn describe(f: &mut FindingRow) -> Option<npamp_vectors::Vector> {
    let chan = Chan::named(f.channel)?;
    let v = npamp_vectors::candidate(
        chan.oracle,
        1,
        f.frame_type,
        f.body.clone(),
        format!(
            "fuzz --testee finding `{}` (basis {}): the testee answered {}; oracle",
            f.kind.as_str(),
            f.kind.basis(),
            clip(&f.testee_said, 200)
        ),
    );
    f.requirement = v.requirement.clone();
    f.clause = v.clause.clone();
    Some(v)
}

/// Write the candidate vectors, one corpus per channel.
fn write_findings(
    dir: &std::path::Path,
    findings: &mut [FindingRow],
) -> Result<Vec<PathBuf>, String> {
    let mut per: BTreeMap<&'static str, Vec<npamp_vectors::Vector>> = BTreeMap::new();
    for f in findings.iter_mut() {
        if let Some(v) = describe(f) {
            let list = per.entry(f.channel).or_default();
            let mut v = v;
            v.tc_id = list.len() + 1;
            list.push(v);
        }
    }
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut files = Vec::new();
    for (module, vectors) in per {
        let Some(chan) = Chan::named(module) else {
            continue;
        };
        let corpus = npamp_vectors::candidate_corpus(chan.oracle, vectors);
        let path = dir.join(format!("{module}.json"));
        std::fs::write(&path, npamp_vectors::render(&corpus))
            .map_err(|e| format!("{}: {e}", path.display()))?;
        files.push(path);
    }
    Ok(files)
}
