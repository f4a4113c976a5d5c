//! Recorded exchanges (`transcripts/<module>/*.yaml`), on any channel,
//! graded by the generic [`Monitor`](crate::machine::Monitor): the frames two
//! peers sent, in order, and the requirement ids the monitor must flag (none
//! for a conformant exchange; the planted ones for a negative transcript).
//!
//! ```yaml
//! title: a subscription pauses at zero credit and resumes on CREDIT
//! channel: knowledge
//! records: "KNOWLEDGE_SUBSCRIBE_REQ → ACK → UPDATE (until credit reaches zero) → CREDIT → UPDATE → UNSUBSCRIBE"
//! frames:
//!   - { from: a, frame: KNOWLEDGE_SUBSCRIBE_REQ, corr: "01", credit: 1 }
//!   - { from: b, frame: KNOWLEDGE_SUBSCRIBE_ACK, corr: "01", sub_id: "aa", credit: 1 }
//!   - { from: b, frame: KNOWLEDGE_QUERY_REQ, hex: "a2000101..." }   # raw bytes (a malformed body)
//! expect: []
//! ```
//!
//! A frame is built from its fields by the JSON codec (field names from the
//! schema, bytes in hex), or given as raw `hex` (with its `frame` name for
//! the frame type) for bytes no encoder would produce.

use crate::machine::{requirements, Finding, Level, PeerId, Requirement};
use crate::wire::{WireLine, WireTranscript};
use npamp_codec::Codec;
use npamp_schema::Model;
use serde::Deserialize;
use serde_json::{Map, Value};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// A transcript file.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Transcript {
    pub title: String,
    pub channel: String,
    /// The exchange of the spec's "recorded exchange" list it records.
    #[serde(default)]
    pub records: Option<String>,
    /// The peer that initiated the handshake (`a` or `b`), for key parity.
    #[serde(default)]
    pub initiator: Option<String>,
    /// The capture was cut short: answers still owed at its end are not
    /// covered (rather than never sent).
    #[serde(default)]
    pub cut_short: bool,
    pub frames: Vec<Map<String, Value>>,
    /// Requirement ids the monitor must flag (a negative transcript).
    #[serde(default)]
    pub expect: Vec<String>,
    /// The file line each entry of `frames` starts on (when read from text).
    #[serde(skip)]
    pub lines: Vec<usize>,
}

/// The outcome of one transcript.
#[derive(Debug, Clone)]
pub struct TranscriptResult {
    pub name: String,
    pub channel: String,
    pub title: String,
    pub covered: BTreeSet<String>,
    pub findings: Vec<Finding>,
    pub expected: Vec<String>,
    /// Why it could not run (a bad file or frame).
    pub error: Option<String>,
}

impl TranscriptResult {
    /// Broken requirements (failures) that were not expected.
    pub fn unexpected(&self) -> Vec<&Finding> {
        self.findings
            .iter()
            .filter(|f| f.level == Level::Fail && !self.expected.contains(&f.requirement))
            .collect()
    }
    /// Warnings (a stated constraint without a MUST, a local limit) that
    /// were not expected: reported, never a failure.
    pub fn warnings(&self) -> Vec<&Finding> {
        self.findings
            .iter()
            .filter(|f| f.level == Level::Warn && !self.expected.contains(&f.requirement))
            .collect()
    }
    /// Expected requirements the monitor did not flag.
    pub fn missed(&self) -> Vec<&str> {
        self.expected
            .iter()
            .filter(|e| !self.findings.iter().any(|f| &f.requirement == *e))
            .map(String::as_str)
            .collect()
    }
    pub fn passed(&self) -> bool {
        self.error.is_none() && self.unexpected().is_empty() && self.missed().is_empty()
    }
}

/// The items of a spec's recorded-exchange list — the sentence "a
/// conformance test suite SHOULD assert each clause above with a recorded
/// exchange …: A; B; …; and Z." that ends each sibling spec's conformance
/// section — whitespace squashed, lower-cased, without the final "and " and
/// full stop. Empty when the text has no such sentence.
pub fn recorded_exchange_list(spec: &str) -> Vec<String> {
    let squashed = spec.split_whitespace().collect::<Vec<_>>().join(" ");
    let lower = squashed.to_lowercase();
    let Some(start) = lower.find("should assert each") else {
        return Vec::new();
    };
    let rest = &lower[start..];
    let Some(rec) = rest.find("above with a recorded") else {
        return Vec::new();
    };
    let rest = &rest[rec..];
    // The list follows the first colon and ends with the paragraph, which
    // in the squashed text is the first full stop followed by a blank in
    // the original: take up to the first ". " after the last "; and ".
    let Some(colon) = rest.find(':') else {
        return Vec::new();
    };
    let list = &rest[colon + 1..];
    let end = list
        .rfind("; and ")
        .and_then(|a| list[a..].find(". ").map(|e| a + e))
        .or_else(|| list.find(". "))
        .unwrap_or(list.len());
    // Split on "; " outside parentheses.
    let body = list[..end].trim().trim_end_matches('.');
    let mut items = Vec::new();
    let (mut depth, mut from) = (0i32, 0usize);
    for (i, c) in body.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ';' if depth <= 0 && body[i..].starts_with("; ") => {
                items.push(&body[from..i]);
                from = i + 2;
            }
            _ => {}
        }
    }
    items.push(&body[from..]);
    items
        .into_iter()
        .map(|i| i.trim().trim_start_matches("and ").trim().to_string())
        .filter(|i| !i.is_empty())
        .collect()
}

/// Whether a transcript's `records:` text records the list item `item`
/// (one contains the other, whitespace squashed, case folded).
pub fn records_item(records: &str, item: &str) -> bool {
    let r = records
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase();
    let r = r.trim_end_matches('.');
    r.contains(item) || item.contains(r)
}

/// The folder of recorded exchanges (`transcripts/` at the workspace root).
pub fn transcripts_dir() -> PathBuf {
    crate::workspace_dir("transcripts")
}

/// Every transcript under `dir`, as (name `module/stem`, path), sorted.
pub fn list(dir: &Path) -> Vec<(String, PathBuf)> {
    let mut out = Vec::new();
    let Ok(rd) = std::fs::read_dir(dir) else {
        return out;
    };
    for sub in rd.flatten().map(|e| e.path()).filter(|p| p.is_dir()) {
        let Ok(files) = std::fs::read_dir(&sub) else {
            continue;
        };
        for p in files.flatten().map(|e| e.path()) {
            if p.extension().is_some_and(|x| x == "yaml") {
                let rel = p.strip_prefix(dir).unwrap_or(&p).with_extension("");
                out.push((rel.to_string_lossy().replace('\\', "/"), p));
            }
        }
    }
    out.sort();
    out
}

/// A result that could not be graded (a bad file or frame, a failing run).
pub fn failed(name: &str, channel: &str, error: String) -> TranscriptResult {
    TranscriptResult {
        name: name.to_string(),
        channel: channel.to_string(),
        title: String::new(),
        covered: BTreeSet::new(),
        findings: Vec::new(),
        expected: Vec::new(),
        error: Some(error),
    }
}

/// Read and grade one transcript file.
pub fn run_file(name: &str, path: &Path) -> TranscriptResult {
    match load(path) {
        Ok(t) => run(name, &t),
        Err(e) => failed(name, "", e),
    }
}

/// Grade one transcript with the generic monitor of its channel: its wire
/// form ([`to_wire`]) graded as any wire transcript is ([`crate::wire::grade`]).
pub fn run(name: &str, t: &Transcript) -> TranscriptResult {
    run_with(name, t, None)
}

/// [`run`], its channel's frames graded against `model` (the same frames,
/// other `exchanges:`, e.g. a draft's) instead of the shipped schema.
pub fn run_under(name: &str, t: &Transcript, model: &'static Model) -> TranscriptResult {
    run_with(name, t, Some(model))
}

fn run_with(name: &str, t: &Transcript, model: Option<&'static Model>) -> TranscriptResult {
    let w = match to_wire(t) {
        Ok(w) => w,
        Err(e) => return failed(name, &t.channel, e),
    };
    // `to_wire` found the channel's codec: one channel, never an unknown one.
    let graded = crate::wire::grade_under(name, &w, model);
    // One channel per transcript: its result (none when it has no frame).
    let mut r = graded
        .results
        .into_iter()
        .next()
        .unwrap_or_else(|| TranscriptResult {
            error: None,
            ..failed(name, &t.channel, String::new())
        });
    r.channel.clone_from(&t.channel);
    r.title.clone_from(&t.title);
    r.expected.clone_from(&t.expect);
    r
}

/// The transcript in the line-oriented wire form ([`crate::wire`]).
pub fn to_wire(t: &Transcript) -> Result<WireTranscript, String> {
    let codec =
        Codec::for_module(&t.channel).map_err(|e| format!("channel `{}`: {e}", t.channel))?;
    let channel = codec.channel().info().id;
    let initiator = match t.initiator.as_deref() {
        None => None,
        Some("a") => Some(PeerId::A),
        Some("b") => Some(PeerId::B),
        Some(other) => return Err(format!("`initiator` must be a or b, not `{other}`")),
    };
    let mut frames = Vec::new();
    let mut closes = Vec::new();
    for (i, f) in t.frames.iter().enumerate() {
        if f.get("close").is_some() {
            if f.len() != 1 || f.get("close") != Some(&Value::Bool(true)) {
                return Err(format!("frame {i}: `{{ close: true }}` stands alone"));
            }
            closes.push(frames.len());
            continue;
        }
        let line = t.lines.get(i).copied().unwrap_or(0);
        let (from, frame_type, payload, probe) = frame(&codec, f).map_err(|e| match line {
            0 => format!("frame {i}: {e}"),
            l => format!("line {l} (frame {i}): {e}"),
        })?;
        frames.push(WireLine {
            line,
            from,
            channel,
            frame_type,
            payload,
            time: None,
            probe,
        });
    }
    Ok(WireTranscript {
        initiator,
        expect: t.expect.clone(),
        cut_short: t.cut_short,
        closes,
        frames,
    })
}

/// Read a transcript file.
pub fn load(path: &Path) -> Result<Transcript, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    parse(&text).map_err(|e| format!("{}: {e}", path.display()))
}

/// Parse a transcript's text (the line of each frame noted for reports).
pub fn parse(text: &str) -> Result<Transcript, String> {
    let mut t: Transcript =
        serde_yaml::from_str(text).map_err(|e| format!("not a transcript: {e}"))?;
    t.lines = frame_lines(text);
    Ok(t)
}

/// The 1-based line of each entry of the top-level `frames:` list.
fn frame_lines(text: &str) -> Vec<usize> {
    let mut out = Vec::new();
    let mut inside = false;
    let mut indent = None;
    for (i, l) in text.lines().enumerate() {
        let trimmed = l.trim_start();
        if !l.starts_with(' ')
            && !l.starts_with('-')
            && !trimmed.is_empty()
            && !trimmed.starts_with('#')
        {
            inside = l.starts_with("frames:");
            continue;
        }
        if !inside || !trimmed.starts_with("- ") {
            continue;
        }
        let at = l.len() - trimmed.len();
        if *indent.get_or_insert(at) == at {
            out.push(i + 1);
        }
    }
    out
}

/// (sender, frame type, payload, probe) of one transcript frame: `probe:
/// true` marks a frame sent malformed on purpose, to test the receiver.
fn frame(codec: &Codec, f: &Map<String, Value>) -> Result<(PeerId, u16, Vec<u8>, bool), String> {
    let from = match f.get("from").and_then(Value::as_str) {
        Some("a") => PeerId::A,
        Some("b") => PeerId::B,
        other => return Err(format!("`from` must be a or b, not {other:?}")),
    };
    let mut fields = f.clone();
    fields.remove("from");
    let probe = match fields.remove("probe") {
        None => false,
        Some(Value::Bool(b)) => b,
        Some(other) => return Err(format!("`probe` must be true or false, not {other}")),
    };
    if let Some(h) = fields.remove("hex") {
        let ft = codec.frame_type(&fields).map_err(|e| e.to_string())?;
        let hex = h.as_str().ok_or("`hex` must be a string")?;
        let bytes = npamp_testkit::hex::unhex(hex).map_err(|e| format!("bad hex: {e}"))?;
        return Ok((from, ft, bytes, probe));
    }
    let (ft, bytes) = codec
        .build(&Value::Object(fields))
        .map_err(|e| e.to_string())?;
    Ok((from, ft, bytes, probe))
}

/// Every transcript in `dir` whose name contains `filter`.
pub fn run_dir(dir: &Path, filter: Option<&str>) -> Vec<TranscriptResult> {
    list(dir)
        .into_iter()
        .filter(|(n, _)| filter.is_none_or(|f| n.contains(f)))
        .map(|(n, p)| run_file(&n, &p))
        .collect()
}

/// A transcript graded under the shipped schema of its channel and under
/// another model of it: the findings each grade has that the other lacks
/// (paired by frame and level, whatever their requirement ids), each with
/// the clause its requirement reads.
#[derive(Debug, Clone)]
pub struct Regrade {
    pub name: String,
    pub shipped_only: Vec<(Finding, String)>,
    pub other_only: Vec<(Finding, String)>,
    /// Why it could not be graded.
    pub error: Option<String>,
}

impl Regrade {
    /// Both grades flag the same frames at the same levels.
    pub fn same(&self) -> bool {
        self.error.is_none() && self.shipped_only.is_empty() && self.other_only.is_empty()
    }
}

/// Every transcript of `module` under `transcripts/`, graded under the
/// shipped schema and under `other` (a model of the same channel).
pub fn regrade(module: &str, other: &'static Model) -> Vec<Regrade> {
    let shipped = npamp_schema::shipped_model(module);
    list(&transcripts_dir())
        .into_iter()
        .filter(|(n, _)| n.split('/').next() == Some(module))
        .map(|(name, path)| {
            let t = match load(&path) {
                Ok(t) => t,
                Err(e) => {
                    return Regrade {
                        name,
                        shipped_only: Vec::new(),
                        other_only: Vec::new(),
                        error: Some(e),
                    }
                }
            };
            let a = run(&name, &t);
            let b = run_under(&name, &t, other);
            let error = a.error.clone().or(b.error.clone());
            let clause = |m: Option<&Model>, f: &Finding| {
                m.and_then(|m| {
                    requirements(m)
                        .into_iter()
                        .find(|q| q.id == f.requirement)
                        .map(|q| format!("{} {}", q.section, q.clause))
                })
                .unwrap_or_default()
            };
            let (sa, sb) = unpaired(&a.findings, &b.findings);
            Regrade {
                name,
                shipped_only: sa
                    .into_iter()
                    .map(|f| (f.clone(), clause(shipped, f)))
                    .collect(),
                other_only: sb
                    .into_iter()
                    .map(|f| (f.clone(), clause(Some(other), f)))
                    .collect(),
                error,
            }
        })
        .collect()
}

/// The findings of each list no finding of the other pairs with (same frame, same level).
fn unpaired<'a>(a: &'a [Finding], b: &'a [Finding]) -> (Vec<&'a Finding>, Vec<&'a Finding>) {
    let mut left: Vec<&Finding> = b.iter().collect();
    let mut only_a = Vec::new();
    for f in a {
        match left.iter().position(|g| g.at == f.at && g.level == f.level) {
            Some(i) => {
                left.remove(i);
            }
            None => only_a.push(f),
        }
    }
    (only_a, left)
}

/// A requirement's grade over a set of transcripts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Coverage {
    Pass,
    Fail,
    NotCovered,
}

impl Coverage {
    pub fn as_str(self) -> &'static str {
        match self {
            Coverage::Pass => "pass",
            Coverage::Fail => "FAIL",
            Coverage::NotCovered => "not covered",
        }
    }
}

/// Per channel: every behavioural requirement of its schema with its grade.
pub fn by_requirement(
    results: &[TranscriptResult],
) -> BTreeMap<String, Vec<(Requirement, Coverage)>> {
    let all: Vec<&str> = npamp_schema::shipped()
        .iter()
        .map(|m| m.channel.module.as_str())
        .collect();
    by_requirement_in(results, &all)
}

/// As [`by_requirement`], for the channels `modules` only.
pub fn by_requirement_in(
    results: &[TranscriptResult],
    modules: &[&str],
) -> BTreeMap<String, Vec<(Requirement, Coverage)>> {
    let mut out = BTreeMap::new();
    for m in npamp_schema::shipped()
        .iter()
        .filter(|m| modules.contains(&m.channel.module.as_str()))
    {
        let module = m.channel.module.as_str();
        let mine: Vec<&TranscriptResult> = results.iter().filter(|r| r.channel == module).collect();
        let rows = requirements(m)
            .into_iter()
            .map(|r| {
                let failed = mine.iter().any(|t| {
                    t.unexpected().iter().any(|f| f.requirement == r.id)
                        || t.missed().contains(&r.id.as_str())
                });
                let covered = mine.iter().any(|t| t.covered.contains(&r.id));
                let c = match (failed, covered) {
                    (true, _) => Coverage::Fail,
                    (false, true) => Coverage::Pass,
                    (false, false) => Coverage::NotCovered,
                };
                (r, c)
            })
            .collect();
        out.insert(module.to_string(), rows);
    }
    out
}

/// The clause report: per channel, each requirement pass / FAIL / not
/// covered; then the failing transcripts. Whether nothing failed.
pub fn report(results: &[TranscriptResult]) -> (String, bool) {
    let mut out = String::from(
        "\nrecorded exchanges (generic monitor: transcripts/ and the scenarios' frames):\n",
    );
    let mut ok = true;
    // The channels the results are about (all of them for a full run).
    let present: Vec<&str> = npamp_schema::shipped()
        .iter()
        .map(|m| m.channel.module.as_str())
        .filter(|m| results.iter().any(|r| r.channel == *m))
        .collect();
    for (module, rows) in by_requirement_in(results, &present) {
        let n = |c: Coverage| rows.iter().filter(|(_, x)| *x == c).count();
        let mine = || results.iter().filter(|r| r.channel == module);
        let scenarios = mine().filter(|r| r.name.starts_with("scenario ")).count();
        let runs = mine().count() - scenarios;
        let _ = writeln!(
            out,
            "  {module}: {} requirements — {} pass, {} FAIL, {} not covered ({runs} transcripts{})",
            rows.len(),
            n(Coverage::Pass),
            n(Coverage::Fail),
            n(Coverage::NotCovered),
            if scenarios > 0 {
                format!(", {scenarios} scenarios")
            } else {
                String::new()
            }
        );
        for (r, c) in &rows {
            let _ = writeln!(
                out,
                "    {:<11} {} — {}",
                c.as_str(),
                r.id,
                clip(&r.clause, 90)
            );
        }
        ok &= n(Coverage::Fail) == 0;
    }
    for r in results.iter().filter(|r| !r.passed()) {
        ok = false;
        let _ = writeln!(out, "  FAIL transcript {}: {}", r.name, r.title);
        if let Some(e) = &r.error {
            let _ = writeln!(out, "    error: {e}");
        }
        for f in r.unexpected() {
            let _ = writeln!(out, "    frame {}: {} — {}", f.at, f.requirement, f.detail);
        }
        for m in r.missed() {
            let _ = writeln!(out, "    expected {m} to be flagged; it was not");
        }
    }
    for r in results.iter().filter(|r| r.passed()) {
        for f in r.warnings() {
            let _ = writeln!(
                out,
                "  WARN transcript {} frame {}: {} — {}",
                r.name, f.at, f.requirement, f.detail
            );
        }
    }
    (out, ok)
}

fn clip(s: &str, n: usize) -> String {
    if s.chars().count() <= n {
        s.to_string()
    } else {
        s.chars().take(n).chain(std::iter::once('…')).collect()
    }
}
