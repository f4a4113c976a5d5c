//! The wire transcript: a line-oriented record of the frames two peers
//! exchanged, on any channels, that any implementation can write — and
//! [`grade`], which decodes every frame with the generated decoders, runs the
//! generic [`Monitor`] of each channel over it and reports every behavioural
//! requirement as pass / FAIL / not covered (`cargo xtask exchange --grade`).
//! `cargo xtask exchange --record DIR` writes one for every scenario and every
//! recorded exchange of `transcripts/`.
//!
//! ```text
//! # npamp-transcript 1          <- comments start with `#`
//! initiator a                   <- optional: the peer that initiated the handshake (key parity)
//! expect knowledge/§8/credit    <- optional: a requirement a planted-negative transcript must break
//! cut-short                     <- optional: the capture stops mid-exchange (nothing owed at its end)
//! a>b 0x0013 0x0100 a4000001014101... t=0.000125
//! b>a knowledge KNOWLEDGE_SUBSCRIBE_ACK a5000001... t=0.000410 probe
//! close                         <- the association closed here (every exchange's state discarded)
//! ```
//!
//! A frame line has four fields separated by blanks, then up to two more in
//! any order: the direction (`a>b` or `b>a`), the channel (its number,
//! `0x0013` or `19`, or its module name), the frame type (its number or the
//! frame's spec name), the payload in hex (`-` for an empty payload); an
//! optional time `t=<seconds>` (non-decreasing per peer; carried into the
//! report, never used for ordering: lines are in the order the frames were
//! sent), and `probe` for a frame sent wrong on purpose to test the receiver
//! (what it breaks is not its sender's fault; the answer to it is graded).
//! Frames of different channels in one file are graded by one monitor per
//! channel. The full format, as a user meets it: docs/XTASK.md.

use crate::machine::{Level, Monitor, PeerId};
use crate::transcript::{by_requirement_in, TranscriptResult};
use npamp_codec::Codec;
use npamp_schema::Model;
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// The first line [`write()`] puts in a file.
pub const HEADER: &str = "# npamp-transcript 1";

/// One frame of a wire transcript.
#[derive(Debug, Clone, PartialEq)]
pub struct WireLine {
    /// 1-based line number in the file (0 for frames built in memory).
    pub line: usize,
    pub from: PeerId,
    pub channel: u16,
    pub frame_type: u16,
    pub payload: Vec<u8>,
    pub time: Option<f64>,
    /// Sent malformed on purpose (to test the receiver): its refusal is not
    /// the sender's fault.
    pub probe: bool,
}

/// A parsed wire transcript.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct WireTranscript {
    pub initiator: Option<PeerId>,
    /// Requirement ids the transcript must break (a planted negative).
    pub expect: Vec<String>,
    /// The capture was cut short: what is owed at its end is not covered.
    pub cut_short: bool,
    /// The association closed (discarding every exchange's state) before the
    /// frame of each of these indexes (`frames.len()`: after the last).
    pub closes: Vec<usize>,
    pub frames: Vec<WireLine>,
}

/// A line that is not a wire transcript line: where and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WireError {
    pub line: usize,
    pub message: String,
}

impl std::fmt::Display for WireError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for WireError {}

fn peer(s: &str) -> Option<PeerId> {
    match s {
        "a" => Some(PeerId::A),
        "b" => Some(PeerId::B),
        _ => None,
    }
}

fn number(s: &str) -> Option<u16> {
    match s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        Some(h) => u16::from_str_radix(h, 16).ok(),
        None => s.parse().ok(),
    }
}

fn codec_of(channel: u16) -> Option<Codec> {
    let c = npamp_generated::CHANNELS
        .iter()
        .copied()
        .find(|c| c.info().id == channel)?;
    Codec::new(c).ok()
}

fn channel_of(s: &str) -> Result<u16, String> {
    if let Some(n) = number(s) {
        return Ok(n);
    }
    npamp_generated::channel(s)
        .map(|c| c.info().id)
        .ok_or_else(|| {
            format!(
                "`{s}` is neither a channel number nor a channel module ({})",
                npamp_generated::modules()
            )
        })
}

fn frame_type_of(channel: u16, s: &str) -> Result<u16, String> {
    if let Some(n) = number(s) {
        return Ok(n);
    }
    // The shipped model (parsed once), not a codec built per line.
    let model = npamp_schema::shipped()
        .iter()
        .find(|m| m.channel.id == channel)
        .ok_or_else(|| {
            format!("frame `{s}` named on channel {channel:#06x}, which has no schema")
        })?;
    model
        .frame_named(s)
        .map(|f| f.code)
        .ok_or_else(|| format!("`{s}` is not a frame of channel {channel:#06x}"))
}

/// Parse a wire transcript. Every malformed line is an error naming it.
pub fn parse(text: &str) -> Result<WireTranscript, WireError> {
    let mut t = WireTranscript::default();
    // Each peer's last time: times are non-decreasing per peer (two peers'
    // clocks need not agree).
    let mut last_time: [Option<f64>; 2] = [None, None];
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let err = |message: String| WireError { line, message };
        let content = raw.split('#').next().unwrap_or("").trim();
        if content.is_empty() {
            continue;
        }
        let fields: Vec<&str> = content.split_whitespace().collect();
        match fields.as_slice() {
            ["initiator", p] => {
                t.initiator = Some(
                    peer(p).ok_or_else(|| err(format!("`initiator` must be a or b, not `{p}`")))?,
                );
            }
            ["expect", id] => t.expect.push((*id).to_string()),
            ["cut-short"] => t.cut_short = true,
            ["close"] => t.closes.push(t.frames.len()),
            [dir, ch, ft, hex, rest @ ..] if rest.len() <= 2 => {
                let f = frame_line(line, dir, ch, ft, hex, rest).map_err(err)?;
                let slot = &mut last_time[usize::from(f.from == PeerId::B)];
                if let Some(v) = f.time {
                    if slot.is_some_and(|l| v < l) {
                        return Err(err(format!(
                            "time {v} is earlier than {}'s frame before: each peer's times are non-decreasing",
                            f.from.as_str()
                        )));
                    }
                    *slot = Some(v);
                }
                t.frames.push(f);
            }
            _ => {
                return Err(err(format!(
                    "expected `<a>b|b>a> <channel> <frame type> <payload hex|-> [t=<seconds>] [probe]`, `initiator a|b`, `expect <requirement>`, `cut-short` or `close`, got `{content}`"
                )))
            }
        }
    }
    Ok(t)
}

/// One frame line: direction, channel, frame type, payload, then `t=<s>`
/// and `probe` in any order.
fn frame_line(
    line: usize,
    dir: &str,
    ch: &str,
    ft: &str,
    hex: &str,
    rest: &[&str],
) -> Result<WireLine, String> {
    let (from, to) = dir
        .split_once('>')
        .and_then(|(f, to)| Some((peer(f)?, peer(to)?)))
        .ok_or_else(|| format!("the direction must be `a>b` or `b>a`, not `{dir}`"))?;
    if from == to {
        return Err(format!("`{dir}`: a peer does not send to itself"));
    }
    let channel = channel_of(ch)?;
    let frame_type = frame_type_of(channel, ft)?;
    let payload = if hex == "-" {
        Vec::new()
    } else {
        npamp_testkit::hex::unhex(hex).map_err(|e| format!("payload is not hex: {e}"))?
    };
    let mut time = None;
    let mut probe = false;
    for tok in rest {
        if *tok == "probe" && !probe {
            probe = true;
            continue;
        }
        let v: f64 = tok
            .strip_prefix("t=")
            .filter(|_| time.is_none())
            .and_then(|x| x.parse().ok())
            .filter(|v: &f64| v.is_finite() && *v >= 0.0)
            .ok_or_else(|| {
                format!("`{tok}`: after the payload come a time `t=<seconds>` (a non-negative number) and `probe`, each at most once")
            })?;
        time = Some(v);
    }
    Ok(WireLine {
        line,
        from,
        channel,
        frame_type,
        payload,
        time,
        probe,
    })
}

/// Write a wire transcript (frame types and channels by name where the
/// schema has one, so a reader sees what each line is).
pub fn write(t: &WireTranscript, title: &str) -> String {
    let mut out = format!("{HEADER}\n");
    for l in title.lines() {
        let _ = writeln!(out, "# {l}");
    }
    if let Some(p) = t.initiator {
        let _ = writeln!(out, "initiator {}", p.as_str());
    }
    for e in &t.expect {
        let _ = writeln!(out, "expect {e}");
    }
    if t.cut_short {
        out.push_str("cut-short\n");
    }
    // Each channel's codec looked up once, not per frame.
    let mut codecs: BTreeMap<u16, Option<Codec>> = BTreeMap::new();
    let closes = closes_before(t);
    for (i, f) in t.frames.iter().enumerate() {
        for _ in 0..closes.get(i).copied().unwrap_or(0) {
            out.push_str("close\n");
        }
        let codec = codecs
            .entry(f.channel)
            .or_insert_with(|| codec_of(f.channel));
        let ch = codec.as_ref().map_or(format!("{:#06x}", f.channel), |c| {
            c.model().channel.module.clone()
        });
        let ft = codec
            .as_ref()
            .and_then(|c| c.model().frames.iter().find(|x| x.code == f.frame_type))
            .map_or(format!("{:#06x}", f.frame_type), |x| x.name.clone());
        let hex = if f.payload.is_empty() {
            "-".to_string()
        } else {
            npamp_testkit::hex::hex(&f.payload)
        };
        let (from, to) = (f.from.as_str(), f.from.other().as_str());
        let _ = write!(out, "{from}>{to} {ch} {ft} {hex}");
        if let Some(t) = f.time {
            let _ = write!(out, " t={t}");
        }
        if f.probe {
            out.push_str(" probe");
        }
        out.push('\n');
    }
    for _ in t.closes.iter().filter(|c| **c >= t.frames.len()) {
        out.push_str("close\n");
    }
    out
}

/// A graded wire transcript: one result per channel it carries, each
/// finding's frame index mapped back to the file's line.
#[derive(Debug, Clone)]
pub struct Graded {
    pub results: Vec<TranscriptResult>,
    /// Per channel module: the file line of each of its frames, in order.
    pub lines: BTreeMap<String, Vec<usize>>,
    /// Frames on channels this build has no schema for (line, channel).
    pub unknown: Vec<(usize, u16)>,
    /// What the transcript leaves ungraded, and why (no `initiator` line).
    pub notes: Vec<String>,
}

/// How many `close` lines stand before each frame (one count per frame: a
/// transcript of many sessions is read in one pass).
fn closes_before(t: &WireTranscript) -> Vec<usize> {
    let mut v = vec![0; t.frames.len()];
    for c in &t.closes {
        if let Some(n) = v.get_mut(*c) {
            *n += 1;
        }
    }
    v
}

/// Grade a wire transcript: one generic monitor per channel it carries.
pub fn grade(name: &str, t: &WireTranscript) -> Graded {
    grade_under(name, t, None)
}

/// [`grade`], the frames of `model`'s channel graded against `model` (the
/// same channel's frames, other `exchanges:`) instead of the shipped schema.
pub fn grade_under(name: &str, t: &WireTranscript, model: Option<&'static Model>) -> Graded {
    let mut monitors: BTreeMap<u16, (Monitor, Vec<usize>)> = BTreeMap::new();
    let mut unknown = Vec::new();
    let closes = closes_before(t);
    for (i, f) in t.frames.iter().enumerate() {
        if closes.get(i).is_some_and(|n| *n > 0) {
            monitors.values_mut().for_each(|(m, _)| m.close());
        }
        if let std::collections::btree_map::Entry::Vacant(slot) = monitors.entry(f.channel) {
            let schema = match model {
                Some(m) if m.channel.id == f.channel => Some(m),
                _ => codec_of(f.channel).map(|c| c.model()),
            };
            let Some(mut m) = schema.and_then(Monitor::new) else {
                unknown.push((f.line, f.channel));
                continue;
            };
            if let Some(p) = t.initiator {
                m.set_initiator(p);
            }
            m.set_cut_short(t.cut_short);
            slot.insert((m, Vec::new()));
        }
        if let Some((m, lines)) = monitors.get_mut(&f.channel) {
            m.frame_marked(f.from, f.frame_type, &f.payload, f.probe);
            lines.push(f.line);
        }
    }
    // A close after the last frame ends the association too: nothing is
    // owed past it.
    let closed_at_end = t.closes.iter().any(|c| *c >= t.frames.len());
    let mut results = Vec::new();
    let mut lines = BTreeMap::new();
    for (id, (mut m, ls)) in monitors {
        if closed_at_end {
            m.close();
        }
        m.finish();
        let module =
            codec_of(id).map_or(format!("{id:#06x}"), |c| c.model().channel.module.clone());
        // A planted negative's `expect` lines, those of this channel.
        let expected = t
            .expect
            .iter()
            .filter(|e| owns(&module, e))
            .cloned()
            .collect();
        results.push(TranscriptResult {
            name: name.to_string(),
            channel: module.clone(),
            title: String::new(),
            covered: m.covered().clone(),
            findings: m.findings().to_vec(),
            expected,
            error: None,
        });
        lines.insert(module, ls);
    }
    let notes = if t.initiator.is_none() {
        parity_notes(&results)
    } else {
        Vec::new()
    };
    Graded {
        results,
        lines,
        unknown,
        notes,
    }
}

/// Without an `initiator` line, the key-parity clauses of the channels
/// present are not graded: one note per channel that has any.
fn parity_notes(results: &[TranscriptResult]) -> Vec<String> {
    let mut v = Vec::new();
    for r in results {
        let Some(m) = npamp_schema::shipped_model(&r.channel) else {
            continue;
        };
        let ids: Vec<String> = crate::machine::requirements(m)
            .into_iter()
            .map(|q| q.id)
            .filter(|id| id.ends_with(".parity"))
            .collect();
        if !ids.is_empty() {
            v.push(format!(
                "{}: no `initiator a|b` line, so who opened the handshake is unknown and {} is not graded",
                r.channel,
                ids.join(", ")
            ));
        }
    }
    v
}

/// Parse, grade and report a wire transcript's text in one step: the
/// report, whether it is clean, and the parsed transcript.
pub fn grade_text(name: &str, text: &str) -> Result<(String, bool, WireTranscript), WireError> {
    let t = parse(text)?;
    let g = grade(name, &t);
    let (report, ok) = report(&g, &t);
    Ok((report, ok, t))
}

/// Whether a requirement id belongs to the channel `module` (ids start with
/// its spec's document id: `<doc>/<§>/<name>`).
fn owns(module: &str, id: &str) -> bool {
    npamp_schema::shipped_model(module)
        .is_some_and(|m| id.starts_with(&format!("{}/", m.channel.doc_id)))
}

/// One finding of a graded transcript, placed in its file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Placed {
    pub requirement: String,
    pub level: Level,
    /// The file line of the frame (`None`: at the end of the capture).
    pub line: Option<usize>,
    /// The file line of the frame the broken obligation arose from.
    pub origin: Option<usize>,
    pub by: Option<PeerId>,
    /// The decode rule broken, for a refused frame.
    pub rule: Option<String>,
    pub detail: String,
    /// A planted break the transcript's `expect` names.
    pub expected: bool,
}

impl Placed {
    /// `line 12` or `the end of the capture (owed since line 7)`.
    pub fn place(&self) -> String {
        match (self.line, self.origin) {
            (Some(l), _) => format!("line {l}"),
            (None, Some(o)) => format!("the end of the capture (owed since line {o})"),
            (None, None) => "the end of the capture".to_string(),
        }
    }
}

/// Every finding of `g`, placed at its file line, in file order.
pub fn placed(g: &Graded) -> Vec<Placed> {
    let mut v = Vec::new();
    for r in &g.results {
        let lines = g.lines.get(&r.channel);
        let line_of = |at: usize| lines.and_then(|l| l.get(at)).copied();
        for f in &r.findings {
            v.push(Placed {
                requirement: f.requirement.clone(),
                level: f.level,
                line: line_of(f.at),
                origin: f.origin.and_then(line_of),
                by: f.by,
                rule: f.rule.clone(),
                detail: f.detail.clone(),
                expected: r.expected.contains(&f.requirement),
            });
        }
    }
    v.sort_by_key(|p| (p.line.unwrap_or(usize::MAX), p.origin));
    v
}

/// The clause report of a graded wire transcript; whether it is clean (no
/// failure beyond its `expect` lines, every `expect` broken, no frame on an
/// unknown channel). Warnings (a stated constraint without a MUST, a local
/// limit) are listed and never make it unclean.
pub fn report(g: &Graded, t: &WireTranscript) -> (String, bool) {
    let mut out = String::new();
    let mut ok = true;
    let modules: Vec<&str> = g.results.iter().map(|r| r.channel.as_str()).collect();
    for (module, rows) in by_requirement_in(&g.results, &modules) {
        let n = |c| rows.iter().filter(|(_, x)| *x == c).count();
        use crate::transcript::Coverage;
        let frames = g.lines.get(&module).map_or(0, Vec::len);
        let _ = writeln!(
            out,
            "{module}: {frames} frames, {} requirements — {} pass, {} FAIL, {} not covered",
            rows.len(),
            n(Coverage::Pass),
            n(Coverage::Fail),
            n(Coverage::NotCovered)
        );
        for (r, c) in &rows {
            let _ = writeln!(out, "  {:<11} {} — {}", c.as_str(), r.id, r.clause);
        }
    }
    for n in &g.notes {
        let _ = writeln!(out, "NOTE {n}");
    }
    for p in placed(g) {
        let word = match (p.expected, p.level) {
            (true, _) => "expected",
            (false, Level::Fail) => {
                ok = false;
                "BROKEN"
            }
            (false, Level::Warn) => "WARN",
        };
        let _ = writeln!(
            out,
            "{word} {} at {}: {}",
            p.requirement,
            p.place(),
            p.detail
        );
    }
    for e in &t.expect {
        let flagged = g
            .results
            .iter()
            .any(|r| r.findings.iter().any(|f| &f.requirement == e));
        if !flagged {
            ok = false;
            let _ = writeln!(
                out,
                "MISSED {e}: the transcript expects it broken; it was not"
            );
        }
    }
    for (line, ch) in &g.unknown {
        ok = false;
        let _ = writeln!(
            out,
            "UNKNOWN line {line}: channel {ch:#06x} has no schema in this build ({})",
            npamp_generated::modules()
        );
    }
    if t.frames.is_empty() {
        ok = false;
        out.push_str("EMPTY: the transcript has no frame\n");
    }
    (out, ok)
}

/// What a recording wrote.
#[derive(Debug, Clone, Default)]
pub struct Recorded {
    /// (name, file) of every transcript written.
    pub written: Vec<(String, std::path::PathBuf)>,
    /// (name, why) of every exchange that could not be recorded.
    pub failed: Vec<(String, String)>,
}

impl Recorded {
    /// Write `t` to `dir/<name>.txt` and note it.
    pub fn put(&mut self, dir: &std::path::Path, name: &str, t: &WireTranscript, title: &str) {
        let path = dir.join(format!("{name}.txt"));
        let r = path
            .parent()
            .map_or(Ok(()), std::fs::create_dir_all)
            .and_then(|()| std::fs::write(&path, write(t, title)));
        match r {
            Ok(()) => self.written.push((name.to_string(), path)),
            Err(e) => self
                .failed
                .push((name.to_string(), format!("{}: {e}", path.display()))),
        }
    }
}

/// Write the wire transcript of every recorded exchange (`transcripts/`)
/// whose name contains `filter` to `dir/transcripts/<name>.txt`.
pub fn record_transcripts(dir: &std::path::Path, filter: Option<&str>, out: &mut Recorded) {
    use crate::transcript;
    for (name, path) in transcript::list(&transcript::transcripts_dir())
        .into_iter()
        .filter(|(n, _)| filter.is_none_or(|f| n.contains(f)))
    {
        match transcript::load(&path).and_then(|t| Ok((transcript::to_wire(&t)?, t.title))) {
            Ok((t, title)) => out.put(dir, &format!("transcripts/{name}"), &t, &title),
            Err(e) => out.failed.push((name, e)),
        }
    }
}
