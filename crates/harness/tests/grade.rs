//! Grading the recordings a user brings (`cargo xtask exchange --grade`):
//! a folder graded file by file (one summary line each, sorted), the JSON
//! form, `expect` lines checked against the known requirement ids (nearest
//! ids offered), and two per-peer logs merged by time. Frames are the
//! hand-built Knowledge bytes of tests/wire.rs.
#![forbid(unsafe_code)]

use npamp_harness::grade::{grade_file, grade_path, merge, Verdict};
use std::path::PathBuf;

const REQ: &str = "knowledge KNOWLEDGE_SUBSCRIBE_REQ a3001901040141010903";
const ACK: &str = "knowledge KNOWLEDGE_SUBSCRIBE_ACK a4001901050141010241aa0301";
const UPDATE: &str = "knowledge KNOWLEDGE_UPDATE a5001901060141010241aa030105816178";

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("npamp-grade-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap_or_else(|e| panic!("{}: {e}", d.display()));
    d
}

fn write(dir: &std::path::Path, name: &str, lines: &[String]) {
    let text = format!("# npamp-transcript 1\n{}\n", lines.join("\n"));
    std::fs::write(dir.join(name), text).unwrap_or_else(|e| panic!("{name}: {e}"));
}

#[test]
fn a_folder_is_graded_file_by_file() {
    let d = scratch("folder");
    let ok = [
        format!("a>b {REQ}"),
        format!("b>a {ACK}"),
        format!("b>a {UPDATE}"),
    ];
    write(&d, "a-clean.txt", &ok);
    // One credit, two UPDATEs: the second is out of the subscription's state.
    let mut twice = ok.to_vec();
    twice.push(format!("b>a {UPDATE}"));
    write(&d, "b-broken.txt", &twice);
    let mut bad = ok.to_vec();
    bad.insert(0, "expect 8b/8/subscription.out-of-stat".to_string());
    write(&d, "c-bad-expect.txt", &bad);
    let gs = grade_path(&d).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(gs.len(), 3);
    assert_eq!(gs[0].verdict, Verdict::Clean, "{}", gs[0].summary());
    assert!(!gs[0].breaks());
    assert_eq!(gs[1].verdict, Verdict::Broken);
    let line = gs[1].summary();
    assert!(
        line.contains("BROKEN (1 failure")
            && line.contains("first: 8b/8/subscription.out-of-state at line 5"),
        "{line}"
    );
    match &gs[2].verdict {
        Verdict::Unreadable(why) => assert!(
            why.contains("names no known requirement; nearest: 8b/8/subscription.out-of-state"),
            "{why}"
        ),
        v => panic!("{v:?}"),
    }
    let j = gs[1].to_json();
    assert_eq!(j["verdict"], "broken");
    assert_eq!(j["failures"], 1);
    assert_eq!(j["frames"], 4);
    let f = &j["findings"][0];
    assert_eq!(f["requirement"], "8b/8/subscription.out-of-state");
    assert_eq!(f["level"], "fail");
    assert_eq!(f["line"], 5);
    assert_eq!(f["peer"], "b");
    assert!(grade_path(&d.join("missing")).is_err());
    let _ = std::fs::remove_dir_all(&d);
}

/// An `expect` naming what a state owes at the end (`owes`) is a known id.
#[test]
fn an_owed_frame_is_a_known_expectation() {
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../transcripts/workflow/neg-terminal-status-without-complete.yaml");
    let g = grade_file(&p);
    assert_eq!(g.verdict, Verdict::AsExpected(1), "{}", g.summary());
}

#[test]
fn two_per_peer_logs_merge_by_time() {
    let a = format!("# npamp-transcript 1\ninitiator a\na>b {REQ} t=0.5\n");
    let b = format!("# npamp-transcript 1\nb>a {ACK} t=1.0\nb>a {UPDATE} t=1.5\n");
    // Either order of the logs gives the sending order.
    for (x, y) in [(&a, &b), (&b, &a)] {
        let m = merge(x, y).unwrap_or_else(|e| panic!("{e}"));
        let frames: Vec<&str> = m.lines().filter(|l| l.contains('>')).collect();
        assert_eq!(frames.len(), 3, "{m}");
        assert!(
            frames[0].starts_with("a>b") && frames[0].contains("KNOWLEDGE_SUBSCRIBE_REQ"),
            "{m}"
        );
        assert!(frames[2].contains("KNOWLEDGE_UPDATE"), "{m}");
        assert!(m.contains("initiator a"), "{m}");
    }
    let untimed = format!("# npamp-transcript 1\nb>a {ACK}\n");
    let e = merge(&a, &untimed).err().unwrap_or_default();
    assert!(
        e.contains("second log: line 2") && e.contains("no `t=`"),
        "{e}"
    );
    let other = format!("# npamp-transcript 1\ninitiator b\nb>a {ACK} t=1\n");
    let e = merge(&a, &other).err().unwrap_or_default();
    assert!(e.contains("disagree on the initiator"), "{e}");
}

/// A `close` after the last frame ends the association: the request it left
/// unanswered is not owed; without it, it is.
#[test]
fn a_close_at_the_end_discharges_what_is_owed() {
    let d = scratch("close");
    write(&d, "open.txt", &[format!("a>b {REQ}")]);
    write(
        &d,
        "closed.txt",
        &[format!("a>b {REQ}"), "close".to_string()],
    );
    let gs = grade_path(&d).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(gs[0].verdict, Verdict::Clean, "{}", gs[0].summary());
    assert_eq!(gs[1].verdict, Verdict::Broken, "{}", gs[1].summary());
    assert!(
        gs[1].summary().contains("at the end of the capture"),
        "{}",
        gs[1].summary()
    );
    let _ = std::fs::remove_dir_all(&d);
}
