//! The scenarios as wire transcripts (`cargo xtask exchange --record`) and
//! under the generic monitor: every scenario and recorded exchange written,
//! read back and graded clean; what a scenario scripts wrong on purpose is
//! its plant.
#![forbid(unsafe_code)]

use npamp_companions::record;
use npamp_harness::wire::{self, WireTranscript};
use std::path::PathBuf;

fn tmp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("npamp-record-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    d
}

fn grade_text(name: &str, text: &str) -> (String, bool, WireTranscript) {
    wire::grade_text(name, text).unwrap_or_else(|e| panic!("{name}: {e}\n{text}"))
}

#[test]
fn every_recorded_transcript_grades_clean_and_negatives_break_their_clause() {
    let dir = tmp("all");
    let r = match record::record(&dir, None) {
        Ok(r) => r,
        Err(e) => panic!("{e}"),
    };
    assert!(r.failed.is_empty(), "{:#?}", r.failed);
    let scenarios = r
        .written
        .iter()
        .filter(|(n, _)| n.starts_with("scenarios/"))
        .count();
    let recorded = r
        .written
        .iter()
        .filter(|(n, _)| n.starts_with("transcripts/"))
        .count();
    assert!(scenarios >= 60, "{scenarios} scenarios recorded");
    assert!(recorded >= 80, "{recorded} transcripts recorded");
    let mut channels = std::collections::BTreeSet::new();
    let mut negatives = 0;
    for (name, path) in &r.written {
        let text = std::fs::read_to_string(path).unwrap_or_default();
        assert!(text.starts_with(wire::HEADER), "{name}");
        let (report, ok, t) = grade_text(name, &text);
        assert!(ok, "{name} does not grade clean:\n{report}\n{text}");
        assert!(!t.frames.is_empty(), "{name}");
        if !t.expect.is_empty() {
            negatives += 1;
            for e in &t.expect {
                assert!(
                    report.contains(&format!("expected {e} at ")),
                    "{name}: {report}"
                );
            }
        }
        for f in &t.frames {
            channels.insert(f.channel);
        }
    }
    assert!(negatives > 0);
    // Every shipped channel has a recorded exchange.
    assert_eq!(
        channels.len(),
        npamp_schema::shipped().len(),
        "{channels:?}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Interaction's and Workflow's scenarios, graded frame by frame by the
/// generic monitor too (what `cargo xtask exchange` adds to its report): no
/// endpoint frame breaks a clause; what they script wrong on purpose is a
/// probe, and the endpoint's answer to it is graded.
#[test]
fn the_scenarios_grade_clean_under_the_generic_monitor() {
    let (own, rs) = match record::run_dir(None, npamp_companions::Plant::default()) {
        Ok(x) => x,
        Err(e) => panic!("{e}"),
    };
    // Each scenario ran once, and passed its own checks too.
    assert!(
        own.len() >= 60 && own.iter().all(|r| r.passed()),
        "{own:#?}"
    );
    assert!(rs.len() >= 60, "{}", rs.len());
    for r in &rs {
        assert!(
            r.passed(),
            "{}: {:?} {:#?} {:?}",
            r.name,
            r.error,
            r.unexpected(),
            r.missed()
        );
    }
    // Some scenarios script a wrong frame: a probe of the endpoint, whose
    // answer to it (the error a refused request is owed) is graded.
    assert!(rs.iter().any(|r| r
        .covered
        .iter()
        .any(|c| c.ends_with("/malformed-request.answered"))));
    let channels: std::collections::BTreeSet<&str> =
        rs.iter().map(|r| r.channel.as_str()).collect();
    assert_eq!(channels.len(), 2, "{channels:?}");
}
