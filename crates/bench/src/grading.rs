//! `npamp-bench --grade N` (`cargo xtask bench --grade`): how long grading a
//! long recorded exchange takes — the wire text parsed and every frame run
//! through the generic monitor of its channel (`cargo xtask exchange --grade`
//! does exactly this on a user's file).
//!
//! The transcript is built from the committed conformant recordings of every
//! channel (`transcripts/<module>/*.yaml`, nothing named here), repeated until
//! it holds `N` frames, in two shapes:
//!
//! * **associations**: a `close` between recordings, as a capture of many
//!   sessions (every exchange's state discarded at each close);
//! * **one association**: no `close`, so the monitors' state (instances,
//!   per-item aggregates, what is owed) only grows, and repeated
//!   correlation values are graded as the reuse they are: the worst case.
//!
//! Each shape is graded `rounds` times; the table gives the median wall time
//! of each phase and frames per second. No time is asserted anywhere.

use npamp_harness::transcript;
use npamp_harness::wire::{self, WireLine, WireTranscript};
use std::fmt::Write as _;
use std::time::{Duration, Instant};

/// The committed conformant recordings in wire form (a planted negative
/// is left out: its findings are not what a conformant capture costs).
fn recordings() -> Result<Vec<WireTranscript>, String> {
    let mut out = Vec::new();
    for (name, path) in transcript::list(&transcript::transcripts_dir()) {
        let t = transcript::load(&path)?;
        if !t.expect.is_empty() {
            continue;
        }
        out.push(transcript::to_wire(&t).map_err(|e| format!("{name}: {e}"))?);
    }
    if out.iter().all(|t| t.frames.is_empty()) {
        return Err("no conformant recording under transcripts/".into());
    }
    Ok(out)
}

/// `frames` frames of `recs`, repeated in order; `close`: one between
/// recordings (and where a recording closes itself).
fn build(recs: &[WireTranscript], frames: usize, close: bool) -> WireTranscript {
    let mut t = WireTranscript {
        cut_short: true,
        ..WireTranscript::default()
    };
    'fill: loop {
        for r in recs {
            if close && !t.frames.is_empty() {
                t.closes.push(t.frames.len());
            }
            for (i, f) in r.frames.iter().enumerate() {
                if t.frames.len() >= frames {
                    break 'fill;
                }
                if close && r.closes.contains(&i) {
                    t.closes.push(t.frames.len());
                }
                t.frames.push(WireLine {
                    line: 0,
                    ..f.clone()
                });
            }
        }
    }
    t
}

struct Timed {
    parse: Duration,
    grade: Duration,
    findings: usize,
}

fn once(text: &str) -> Result<Timed, String> {
    let start = Instant::now();
    let t = wire::parse(text).map_err(|e| e.to_string())?;
    let parsed = Instant::now();
    let g = wire::grade("bench", &t);
    let graded = Instant::now();
    Ok(Timed {
        parse: parsed - start,
        grade: graded - parsed,
        findings: g.results.iter().map(|r| r.findings.len()).sum(),
    })
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v.get(v.len() / 2).copied().unwrap_or_default()
}

/// The table for `frames` frames, each shape graded `rounds` times.
pub fn run(frames: usize, rounds: usize) -> Result<String, String> {
    let recs = recordings()?;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Grading a {frames}-frame wire transcript built from {} conformant recordings (median of {rounds}):\n",
        recs.len()
    );
    let _ = writeln!(
        out,
        "| shape | frames | MB of text | parse s | grade s | total s | frames/s | findings |\n|---|---:|---:|---:|---:|---:|---:|---:|"
    );
    for (shape, close) in [("associations", true), ("one association", false)] {
        let t = build(&recs, frames, close);
        let text = wire::write(&t, "npamp-bench --grade");
        let mut runs = Vec::new();
        for _ in 0..rounds.max(1) {
            runs.push(once(&text)?);
        }
        let findings = runs.first().map_or(0, |r| r.findings);
        let parse = median(runs.iter().map(|r| r.parse).collect());
        let grade = median(runs.iter().map(|r| r.grade).collect());
        let total = median(runs.iter().map(|r| r.parse + r.grade).collect());
        let _ = writeln!(
            out,
            "| {shape} | {} | {:.1} | {:.3} | {:.3} | {:.3} | {:.0} | {findings} |",
            t.frames.len(),
            text.len() as f64 / 1e6,
            parse.as_secs_f64(),
            grade.as_secs_f64(),
            total.as_secs_f64(),
            t.frames.len() as f64 / total.as_secs_f64().max(1e-9),
        );
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The built transcript has the frames asked for, closes between
    /// recordings in the first shape and none in the second, and grades.
    #[test]
    fn the_transcript_is_built_and_graded() {
        let recs = recordings().unwrap_or_else(|e| panic!("{e}"));
        let a = build(&recs, 500, true);
        let b = build(&recs, 500, false);
        assert_eq!((a.frames.len(), b.frames.len()), (500, 500));
        assert!(!a.closes.is_empty() && b.closes.is_empty());
        let text = wire::write(&a, "t");
        let timed = once(&text).unwrap_or_else(|e| panic!("{e}"));
        // Conformant recordings separated by closes: nothing to fail on.
        assert_eq!(timed.findings, 0);
    }
}
