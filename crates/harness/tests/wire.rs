//! The wire transcript (`cargo xtask exchange --record` / `--grade`): a
//! recorded exchange written, read back and graded by the generic monitor
//! (every scenario and transcript: companions' tests/record.rs); a transcript edited by hand to break a clause is reported
//! with that clause and its line; malformed lines are refused with their line.
#![forbid(unsafe_code)]

use npamp_harness::machine::PeerId;
use npamp_harness::wire::{self, WireTranscript};
use std::path::PathBuf;

fn tmp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("npamp-wire-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    d
}

fn grade_text(name: &str, text: &str) -> (String, bool, WireTranscript) {
    wire::grade_text(name, text).unwrap_or_else(|e| panic!("{name}: {e}\n{text}"))
}

/// The record of "subscription pauses at zero credit", edited by hand: the
/// UPDATE that used the last credit is sent twice. The grade names the
/// subscription's out-of-state clause and the inserted line; the untouched
/// record is clean.
#[test]
fn a_hand_edited_update_at_zero_credit_is_reported_with_its_clause_and_line() {
    let dir = tmp("edit");
    let mut r = wire::Recorded::default();
    wire::record_transcripts(&dir, Some("knowledge/subscription-credit"), &mut r);
    let [(name, path)] = r.written.as_slice() else {
        panic!("{:?}", r.written)
    };
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let (report, ok, _) = grade_text(name, &text);
    assert!(ok, "{report}");
    assert!(
        report.contains("pass        8b/8/subscription.knowledge_credit"),
        "{report}"
    );

    let lines: Vec<&str> = text.lines().collect();
    let credit = lines
        .iter()
        .position(|l| l.contains(" KNOWLEDGE_CREDIT "))
        .unwrap_or_else(|| panic!("{text}"));
    let last_update = lines[credit - 1];
    assert!(
        last_update.starts_with("b>a knowledge KNOWLEDGE_UPDATE "),
        "{text}"
    );
    let mut edited: Vec<&str> = lines.clone();
    edited.insert(credit, last_update);
    let edited = edited.join("\n");
    let (report, ok, _) = grade_text(name, &edited);
    assert!(!ok, "{report}");
    let inserted_line = credit + 1;
    assert!(
        report.contains(&format!(
            "BROKEN 8b/8/subscription.out-of-state at line {inserted_line}:"
        )),
        "{report}"
    );
    assert!(
        report.contains("FAIL        8b/8/subscription.out-of-state"),
        "{report}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Hand-written lines (numbers, names, `-`, times, comments) parse to the
/// frames they say; writing them back and parsing again is the identity.
#[test]
fn lines_parse_and_round_trip() {
    let text = "# a capture\ninitiator b\n\
        a>b 0x0012 0x0106 a0 t=0.5   # an empty map\n\
        b>a 18 KNOWLEDGE_ERROR - t=0.75\n";
    let t = match wire::parse(text) {
        Ok(t) => t,
        Err(e) => panic!("{e}"),
    };
    assert_eq!(t.initiator, Some(PeerId::B));
    assert_eq!(t.frames.len(), 2);
    assert_eq!(t.frames[0].line, 3);
    assert_eq!(t.frames[0].from, PeerId::A);
    assert_eq!(t.frames[0].channel, 0x0012);
    assert_eq!(t.frames[0].frame_type, 0x0106);
    assert_eq!(t.frames[0].payload, vec![0xa0]);
    assert_eq!(t.frames[0].time, Some(0.5));
    assert_eq!(t.frames[1].from, PeerId::B);
    assert!(t.frames[1].payload.is_empty());
    let again = match wire::parse(&wire::write(&t, "title")) {
        Ok(x) => x,
        Err(e) => panic!("{e}"),
    };
    let strip = |t: &WireTranscript| {
        t.frames
            .iter()
            .map(|f| (f.from, f.channel, f.frame_type, f.payload.clone(), f.time))
            .collect::<Vec<_>>()
    };
    assert_eq!(strip(&t), strip(&again));
    assert_eq!(again.initiator, t.initiator);
}

#[test]
fn malformed_lines_are_refused_with_their_line() {
    let cases: &[(&str, &str)] = &[
        ("a-b knowledge 0x0100 a0", "direction"),
        ("a>a knowledge 0x0100 a0", "itself"),
        ("a>b nosuchchannel 0x0100 a0", "neither a channel number"),
        ("a>b knowledge NO_SUCH_FRAME a0", "not a frame of channel"),
        ("a>b knowledge 0x0100 zz", "not hex"),
        ("a>b knowledge 0x0100 a0 soon", "time"),
        (
            "a>b knowledge 0x0100 a0 t=2\na>b knowledge 0x0100 a0 t=1",
            "earlier",
        ),
        ("initiator c", "a or b"),
        ("a>b knowledge", "expected"),
    ];
    for (text, want) in cases {
        match wire::parse(&format!("# header\n{text}")) {
            Ok(t) => panic!("`{text}` parsed: {t:?}"),
            Err(e) => {
                let s = e.to_string();
                assert!(s.contains(want), "`{text}`: {s}");
                assert!(e.line >= 2, "`{text}`: {s}");
            }
        }
    }
}

/// A frame on a channel this build has no schema for, an empty transcript and
/// an `expect` the frames do not break are not clean.
#[test]
fn unknown_channels_empty_transcripts_and_missed_expectations_are_not_clean() {
    let (report, ok, _) = grade_text("unknown", "a>b 0x7ff0 0x0100 a0\n");
    assert!(!ok && report.contains("UNKNOWN line 1"), "{report}");
    let (report, ok, _) = grade_text("empty", "# nothing\n");
    assert!(!ok && report.contains("EMPTY"), "{report}");
    // KNOWLEDGE_UNSUBSCRIBE (0x0107? by name) of nothing is ignored: no
    // finding, so the expectation is missed.
    let (report, ok, _) = grade_text(
        "missed",
        "expect 8b/8/subscription.out-of-state\na>b knowledge KNOWLEDGE_UNSUBSCRIBE a0\n",
    );
    assert!(
        !ok && report.contains("MISSED 8b/8/subscription.out-of-state"),
        "{report}"
    );
}
