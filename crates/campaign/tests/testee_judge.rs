//! `fuzz --testee`'s grading table (`testee::Judged::difference`) on
//! hand-built Interaction payloads: what each testee answer makes of a valid
//! input, a MUST-reject input and a strict-only fault, under both profiles.
#![forbid(unsafe_code)]

use npamp_campaign::testee::{testee_name, Answer, Judged, Kind, Source};
use npamp_fuzz_check::{Chan, Profile};
use serde_json::{json, Map, Value};

fn chan() -> &'static Chan {
    Chan::named("interaction").expect("interaction is shipped")
}

fn out(v: Value) -> Answer {
    Answer::Out(v.as_object().cloned().unwrap_or_else(Map::new))
}

fn refuse() -> Answer {
    Answer::Error("malformed_request".into())
}

/// INTERACT_EVENT {0: 0x0100, 1: h'2a', 2: 3}: valid.
const VALID: &[u8] = &[0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x03];
/// The same with `event_class` 3 as `18 03` (not the shortest form): MUST reject (§4.1).
const NOT_SHORTEST: &[u8] = &[
    0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x18, 0x03,
];
/// `event_class` 256: outside its stated 0–255 range, refused only by the strict reading.
const OUT_OF_RANGE: &[u8] = &[
    0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x19, 0x01, 0x00,
];

fn diff(body: &[u8], a: &Answer, p: Profile) -> Option<Kind> {
    let c = chan();
    Judged::of(c.oracle, 0x0100, body).difference(c.oracle, a, p)
}

#[test]
fn a_valid_input_must_be_accepted_with_the_right_output() {
    let right = out(json!({"frame_kind": 256, "corr": "2a"}));
    let wrong = out(json!({"frame_kind": 256, "corr": "2b"}));
    for p in Profile::ALL {
        assert_eq!(diff(VALID, &right, p), None);
        assert_eq!(diff(VALID, &wrong, p), Some(Kind::WrongOutput));
        assert_eq!(diff(VALID, &refuse(), p), Some(Kind::RefusesValid));
        assert_eq!(diff(VALID, &Answer::Skipped("no".into()), p), None);
    }
}

#[test]
fn a_must_reject_input_must_be_refused() {
    let accepted = out(json!({"frame_kind": 256, "corr": "2a"}));
    for p in Profile::ALL {
        assert_eq!(diff(NOT_SHORTEST, &accepted, p), Some(Kind::AcceptsMust));
        assert_eq!(diff(NOT_SHORTEST, &refuse(), p), None);
    }
}

#[test]
fn a_strict_only_fault_is_a_finding_only_under_the_strict_profile() {
    let accepted = out(json!({"frame_kind": 256, "corr": "2a"}));
    assert_eq!(diff(OUT_OF_RANGE, &accepted, Profile::Minimum), None);
    assert_eq!(
        diff(OUT_OF_RANGE, &accepted, Profile::Strict),
        Some(Kind::AcceptsStrict)
    );
    for p in Profile::ALL {
        assert_eq!(
            diff(OUT_OF_RANGE, &refuse(), p),
            None,
            "acceptable either way"
        );
    }
}

fn crash() -> Answer {
    Answer::Crash {
        status: Some("exit status 101".into()),
        stderr: "\nthread 'main' panicked at src/lib.rs:12:5:\nindex out of bounds\nnote: run with `RUST_BACKTRACE=1`\n".into(),
    }
}

/// A crash's signature comes from its fields: the status as is, the first
/// meaningful stderr line (a panic header with its message) normalized.
#[test]
fn a_crash_signature_is_built_from_the_status_and_stderr() {
    assert_eq!(
        crash().signature().as_deref(),
        Some("exit status 101: thread '…' panicked at src/lib.rs:#:#: index out of bounds")
    );
    let bare = Answer::Crash {
        status: None,
        stderr: String::new(),
    };
    assert_eq!(
        bare.signature().as_deref(),
        Some("still running, stdout closed")
    );
    // The human text is TesteeError's Display.
    assert!(crash()
        .describe()
        .starts_with("the testee crashed (exit status 101); stderr:"));
}

#[test]
fn crashes_hangs_and_garbage_are_findings_whatever_the_input() {
    for body in [VALID, NOT_SHORTEST] {
        assert_eq!(diff(body, &crash(), Profile::Minimum), Some(Kind::Crash));
        assert_eq!(
            diff(body, &Answer::Hang("timeout".into()), Profile::Minimum),
            Some(Kind::Hang)
        );
        assert_eq!(
            diff(body, &Answer::Garbage("not json".into()), Profile::Minimum),
            Some(Kind::Garbage)
        );
    }
    assert_eq!(Kind::AcceptsMust.basis(), "must");
    assert_eq!(Kind::AcceptsStrict.basis(), "strict");
    assert_eq!(Kind::Hang.basis(), "robustness");
}

#[test]
fn the_source_is_reproducible_and_reaches_every_frame_and_deep_nesting() {
    let run = |seed| {
        let mut s = Source::new(vec![chan()], seed);
        (0..3000)
            .map(|_| s.case())
            .map(|c| (c.frame_type, c.body))
            .collect::<Vec<_>>()
    };
    let a = run(7);
    assert_eq!(a, run(7), "same seed, same cases");
    assert_ne!(a, run(8));
    for code in chan().codes() {
        assert!(
            a.iter().any(|(ft, _)| ft == code),
            "frame type {code:#06x} reached"
        );
    }
    let deepest = a
        .iter()
        .map(|(_, b)| {
            b.iter()
                .take_while(|x| **x == 0x81)
                .count()
                .max(b.windows(2).filter(|w| w == &[0x81, 0x81]).count())
        })
        .max()
        .unwrap_or(0);
    assert!(
        deepest > 1000,
        "nesting beyond 1,000 levels is generated ({deepest})"
    );
}

#[test]
fn testee_names_are_file_name_safe() {
    assert_eq!(
        testee_name("python3 /x/faulty_adapter.py utf8 /t/adapter"),
        "python3-utf8"
    );
    assert_eq!(
        testee_name("./my-adapter --mode a:b"),
        "my-adapter---mode-a_b"
    );
}
