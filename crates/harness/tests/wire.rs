//! The wire transcript (`cargo xtask exchange --record` / `--grade`): a
//! recorded exchange written, read back and graded by the generic monitor
//! (every scenario and transcript: companions' tests/record.rs); a transcript edited by hand to break a clause is reported
//! with that clause and its line; malformed lines are refused with their line.
#![forbid(unsafe_code)]

use npamp_harness::machine::PeerId;
use npamp_harness::wire::{self, WireTranscript};

fn grade_text(name: &str, text: &str) -> (String, bool, WireTranscript) {
    wire::grade_text(name, text).unwrap_or_else(|e| panic!("{name}: {e}\n{text}"))
}

/// A transcript written by hand (bytes hand-built, as in
/// tests/transcripts.rs: SUBSCRIBE_REQ, an ACK granting one credit, one
/// UPDATE) grades clean; the same file edited to send the UPDATE twice is
/// reported with the subscription's out-of-state clause and the inserted line.
#[test]
fn a_hand_edited_update_at_zero_credit_is_reported_with_its_clause_and_line() {
    let lines: Vec<String> = [
        "# npamp-transcript 1",
        "a>b knowledge KNOWLEDGE_SUBSCRIBE_REQ a3001901040141010903",
        "b>a knowledge KNOWLEDGE_SUBSCRIBE_ACK a4001901050141010241aa0301",
        "b>a knowledge KNOWLEDGE_UPDATE a5001901060141010241aa030105816178",
    ]
    .map(String::from)
    .to_vec();
    let text = lines.join("\n");
    let (report, ok, t) = grade_text("hand", &text);
    assert!(ok, "{report}\n{text}");
    assert_eq!(t.frames.len(), 3);
    assert!(
        report.contains("pass        8b/8/subscription.knowledge_update.active"),
        "{report}"
    );

    let mut edited = lines.clone();
    edited.push(lines[3].clone());
    let edited = edited.join("\n");
    let (report, ok, _) = grade_text("edited", &edited);
    assert!(!ok, "{report}");
    assert!(
        report.contains("BROKEN 8b/8/subscription.out-of-state at line 5:"),
        "{report}"
    );
    assert!(
        report.contains("FAIL        8b/8/subscription.out-of-state"),
        "{report}"
    );
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

/// A frame past one of our resource bounds (a `limit` refusal: the body of an
/// INTERACT_EVENT with `ack` nested 22 levels deep, past the channels' 16;
/// bytes built here) is the sender's warning, and the receiver MAY answer it
/// with the error frame (§9 "A responder MAY reply INTERACT_ERROR … rather
/// than allocate without limit") or take it and acknowledge it; answering
/// nothing leaves the acknowledgement owed. A 3 MB event is warned about too.
#[test]
fn a_frame_past_a_resource_bound_is_a_warning_and_may_be_refused_or_taken() {
    let deep = format!("a50019010001412a020304a100{}0005f5", "81".repeat(20));
    let grade = |reply: Option<&str>| {
        let mut text = format!("# npamp-transcript 1\na>b interaction 0x0100 {deep}\n");
        if let Some(r) = reply {
            text.push_str(&format!("b>a interaction {r}\n"));
        }
        grade_text("deep", &text)
    };
    for reply in [
        Some("INTERACT_ERROR a40019010701412a0205036178"),
        Some("INTERACT_EVENT_ACK a20019010101412a"),
    ] {
        let (report, ok, _) = grade(reply);
        assert!(ok, "{report}");
        assert!(report.contains("WARN 89/9/depth at line 2"), "{report}");
    }
    let (report, ok, _) = grade(None);
    assert!(!ok, "{report}");
    assert!(report.contains("never sent"), "{report}");

    let text = "x".repeat(3_000_000);
    let mut hex = String::from("a40019010001412a0203037a002dc6c0");
    for b in text.bytes() {
        hex.push_str(&format!("{b:02x}"));
    }
    let (report, ok, _) = grade_text(
        "big",
        &format!("# npamp-transcript 1\na>b interaction 0x0100 {hex}\n"),
    );
    assert!(ok, "{report}");
    assert!(
        report.contains("WARN 89/9/max-payload at line 2"),
        "{report}"
    );
}
