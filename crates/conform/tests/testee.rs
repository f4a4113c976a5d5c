//! The Testee client against our own adapter binary and against fake
//! adapters (tests/fixtures/fake_adapter.py) that are wrong, hang, crash or
//! send garbage on purpose.
#![forbid(unsafe_code)]

use npamp_conform::adapter::{serve, FrameError, Request, Response};
use npamp_conform::grade::{body_case, grade_channel, grade_testee, Acceptance, Grade};
use npamp_conform::testee::{Testee, TesteeConfig, TesteeError};
use npamp_generated::rt::Profile;
use npamp_testkit::corpus::{Corpus, TestGroup, Verdict};
use serde_json::json;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

fn reference_dir() -> PathBuf {
    match std::env::var_os("NPAMP_REFERENCE_VECTORS") {
        Some(d) => PathBuf::from(d),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/reference-vectors"),
    }
}

fn fake(mode: &[&str], timeout_ms: u64, restarts: u32) -> Testee {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/fake_adapter.py");
    let mut args = vec![script.to_string_lossy().into_owned()];
    args.extend(mode.iter().map(|s| s.to_string()));
    let mut cfg = TesteeConfig::new("python3", &[]);
    cfg.args = args;
    cfg.timeout = Duration::from_millis(timeout_ms);
    cfg.max_restarts = restarts;
    Testee::spawn(cfg).unwrap_or_else(|e| panic!("{e}"))
}

fn ours(profile: Profile) -> Testee {
    let cfg = TesteeConfig::new(
        env!("CARGO_BIN_EXE_npamp-conform-adapter"),
        &["--profile", profile.as_str()],
    );
    Testee::spawn(cfg).unwrap_or_else(|e| panic!("{e}"))
}

fn req(ft: u64, body: &str) -> Request {
    Request {
        op: "interaction.body.decode".into(),
        input: json!({"frameType": ft, "body": body}),
    }
}

/// A small Interaction corpus: one valid, one invalid, one acceptable case.
fn small_corpus() -> Corpus {
    let ack = [0xa2, 0x00, 0x19, 0x01, 0x01, 0x01, 0x41, 0x2a];
    let bad = [0xa2, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a];
    let unknown = [
        0xa3, 0x00, 0x19, 0x01, 0x01, 0x01, 0x41, 0x2a, 0x18, 0x63, 0x00,
    ];
    let exp = || {
        let mut m = serde_json::Map::new();
        m.insert("frame_kind".into(), json!(257));
        m.insert("corr".into(), json!("2a"));
        Some(m)
    };
    let mut c = Corpus::new("test");
    c.test_groups.push(TestGroup {
        op: "interaction.body.decode".into(),
        profile: Some("Standard".into()),
        tests: vec![
            body_case(1, 257, &ack, Verdict::Valid, exp()),
            body_case(2, 257, &bad, Verdict::Invalid, None),
            body_case(3, 257, &unknown, Verdict::Acceptable, exp()),
        ],
    });
    c.test_groups.push(TestGroup {
        op: "header.decode".into(),
        profile: None,
        tests: vec![body_case(4, 0, &[], Verdict::Invalid, None)],
    });
    c
}

#[test]
fn our_adapter_as_a_testee_passes_every_reference_corpus() {
    let dir = reference_dir();
    for profile in Profile::ALL {
        let mut t = ours(profile);
        for ch in npamp_generated::CHANNELS {
            let path = dir.join(format!("{}.json", ch.info().module));
            let Ok(c) = Corpus::read(&path) else { continue };
            let r = grade_testee(&path.display().to_string(), &c, &mut t, profile);
            assert!(r.passed(), "{}", r.render_text());
            // The same grades as in-process.
            let inproc = grade_channel("x", &c, *ch, profile);
            let grades = |r: &npamp_conform::Report| -> Vec<(u64, Grade)> {
                r.cases().map(|(_, c)| (c.tc_id, c.grade.clone())).collect()
            };
            assert_eq!(grades(&r), grades(&inproc));
        }
        assert_eq!(t.restarts(), 0);
        assert_eq!(t.shutdown().as_deref(), Some("exit status 0"));
    }
}

#[test]
fn our_adapter_as_a_testee_passes_our_own_corpus_under_both_profiles() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../vectors");
    for profile in Profile::ALL {
        let mut t = ours(profile);
        for ch in npamp_generated::CHANNELS {
            let path = dir.join(format!("{}.json", ch.info().module));
            let c = Corpus::read(&path).expect("committed corpus");
            let r = grade_testee(&path.display().to_string(), &c, &mut t, profile);
            assert!(r.passed(), "{}", r.render_text());
            assert!(
                r.counts().pass > 500,
                "{}: {:?}",
                path.display(),
                r.counts()
            );
        }
        assert_eq!(t.restarts(), 0);
    }
}

#[test]
fn our_adapter_replies_and_skips() {
    let mut t = ours(Profile::Strict);
    let ok = t.request(&req(257, "a20019010101412a"));
    assert_eq!(
        ok,
        Ok(Response::Out(
            serde_json::from_value(json!({"frame_kind": 257, "corr": "2a"})).unwrap_or_default()
        ))
    );
    let bad = t.request(&req(257, "a20019010001412a"));
    assert_eq!(
        bad,
        Ok(Response::Error(
            "malformed_request: frame-kind-mismatch (§4.2)".into()
        ))
    );
    let stream = t.request(&Request {
        op: "stream.body.decode".into(),
        input: json!({"frameType": 256, "body": "a4001901000104021a000100000301"}),
    });
    assert_eq!(
        stream,
        Ok(Response::Out(
            serde_json::from_value(json!({"frame_kind": 256, "sub_stream_id": 4}))
                .unwrap_or_default()
        ))
    );
    let skipped = t.request(&Request {
        op: "crc32c".into(),
        input: json!({}),
    });
    assert!(matches!(skipped, Ok(Response::Skipped(_))), "{skipped:?}");
    let junk = t.request_bytes(b"{not json");
    assert!(
        matches!(&junk, Ok(Response::Error(e)) if e.starts_with("bad request")),
        "{junk:?}"
    );
    let no_in = t.request(&Request {
        op: "interaction.body.decode".into(),
        input: json!(null),
    });
    assert!(
        matches!(&no_in, Ok(Response::Error(e)) if e.starts_with("bad request")),
        "{no_in:?}"
    );
    assert_eq!(t.requests(), 6);
}

#[test]
fn serve_in_memory_handles_eof_and_truncation() {
    let mut input = Vec::new();
    for r in [req(257, "a20019010101412a"), req(0, "")] {
        let b = serde_json::to_vec(&r).unwrap_or_default();
        input.extend_from_slice(&(b.len() as u32).to_le_bytes());
        input.extend_from_slice(&b);
    }
    let mut out = Vec::new();
    let served = serve(&mut &input[..], &mut out, Profile::Strict);
    assert_eq!(served.map(|s| s.requests).ok(), Some(2));
    let mut rd = &out[..];
    let mut replies = Vec::new();
    while let Ok(Some(f)) = npamp_conform::adapter::read_frame(&mut rd, 1 << 20) {
        replies.push(Response::from_bytes(&f));
    }
    assert_eq!(replies.len(), 2);
    assert_eq!(
        replies[1],
        Ok(Response::Error(
            "unknown_operation: unknown-frame-type (§8)".into()
        ))
    );
    let cut = &input[..input.len() - 3];
    let mut sink = Vec::new();
    assert!(matches!(
        serve(&mut &cut[..], &mut sink, Profile::Strict),
        Err(FrameError::Truncated { .. })
    ));
}

#[test]
fn a_wrong_testee_fails_exactly_where_it_is_wrong() {
    let mut t = fake(&["wrong"], 5000, 0);
    let r = grade_testee("small", &small_corpus(), &mut t, Profile::Strict);
    let grades: Vec<(u64, bool)> = r
        .cases()
        .map(|(_, c)| (c.tc_id, c.grade == Grade::Pass))
        .collect();
    // tcId 1: wrong corr; 2: accepted an invalid body; 3: accepted with the wrong corr; 4: accepted.
    assert_eq!(grades, [(1, false), (2, false), (3, false), (4, false)]);
    assert!(!r.passed());
    let text = r.render_text();
    assert!(
        text.contains("FAIL wrong-output [must] output corr: 2 case(s), first tcId 1")
            && text.contains("`corr` is \"00\", expected \"2a\""),
        "{text}"
    );
    assert!(
        text.contains("cargo xtask decode interaction 257 a20019010001412a"),
        "{text}"
    );
    let junit = r.to_junit();
    assert!(junit.contains("failures=\"4\""), "{junit}");
    assert!(
        junit.contains(
            "<failure message=\"accepts-must-reject [must]: accepted: {&quot;frame_kind&quot;:257"
        ),
        "{junit}"
    );
}

#[test]
fn refusing_and_skipping_testees() {
    let mut t = fake(&["refuse"], 5000, 0);
    let r = grade_testee("small", &small_corpus(), &mut t, Profile::Minimum);
    let g: Vec<Grade> = r.cases().map(|(_, c)| c.grade.clone()).collect();
    assert!(matches!(g[0], Grade::Fail(ref w) if w.text == "refused: refused"));
    assert_eq!(&g[1..], &[Grade::Pass, Grade::Pass, Grade::Pass]);
    assert_eq!(
        r.cases().nth(2).and_then(|(_, c)| c.acceptance),
        Some(Acceptance::Refused)
    );
    let mut t = fake(&["skip"], 5000, 0);
    let r = grade_testee("small", &small_corpus(), &mut t, Profile::Strict);
    assert!(r.passed(), "unimplemented is not a failure");
    assert_eq!(r.counts().unimplemented, 4);
    assert!(r
        .to_junit()
        .contains("<skipped message=\"unimplemented: not implemented here\"/>"));
}

#[test]
fn a_hanging_testee_is_killed_restarted_and_finally_given_up() {
    let mut t = fake(&["hang"], 300, 2);
    let start = Instant::now();
    assert_eq!(
        t.request(&req(257, "00")),
        Err(TesteeError::Timeout(Duration::from_millis(300)))
    );
    assert!(!t.is_running(), "killed after the timeout");
    assert!(matches!(
        t.request(&req(257, "00")),
        Err(TesteeError::Timeout(_))
    ));
    assert!(matches!(
        t.request(&req(257, "00")),
        Err(TesteeError::Timeout(_))
    ));
    assert_eq!(t.restarts(), 2);
    let gave_up = t.request(&req(257, "00"));
    assert!(
        matches!(&gave_up, Err(TesteeError::GaveUp { restarts: 2, last }) if last.contains("hang")),
        "{gave_up:?}"
    );
    assert!(start.elapsed() < Duration::from_secs(20));
    // Graded: the run is aborted, the rest not run.
    let mut t = fake(&["hang-after", "1"], 2000, 0);
    let r = grade_testee("small", &small_corpus(), &mut t, Profile::Strict);
    let g: Vec<Grade> = r.cases().map(|(_, c)| c.grade.clone()).collect();
    assert!(
        matches!(g[0], Grade::Fail(_)),
        "tcId 1 refused by the fake: {g:?}"
    );
    assert!(
        matches!(g[1], Grade::Fail(ref w) if w.text.contains("no reply within")),
        "{g:?}"
    );
    assert!(
        matches!(g[2], Grade::Fail(ref w) if w.text.contains("gave up")),
        "{g:?}"
    );
    assert_eq!(g[3], Grade::NotRun);
    assert!(r.aborted.is_some() && !r.passed());
}

#[test]
fn a_crashing_testee_is_restarted_and_its_stderr_reported() {
    let mut t = fake(&["crash-after", "1"], 5000, 5);
    assert_eq!(
        t.request(&req(257, "00")),
        Ok(Response::Error("refused".into()))
    );
    let crash = t.request(&req(257, "00"));
    match &crash {
        Err(TesteeError::Crashed { status, stderr }) => {
            assert_eq!(status.as_deref(), Some("exit status 3"));
            assert!(stderr.contains("boom"), "{stderr}");
        }
        other => panic!("{other:?}"),
    }
    // Restarted: one good answer per life.
    assert_eq!(
        t.request(&req(257, "00")),
        Ok(Response::Error("refused".into()))
    );
    assert_eq!(t.restarts(), 1);
}

#[test]
fn garbage_replies_are_detected() {
    for (mode, needle) in [
        (&["garbage"][..], "not an adapter reply"),
        (&["bad-shape"][..], "not an adapter reply"),
        (&["huge"][..], "exceeds the limit"),
        (&["truncated"][..], "truncated frame"),
    ] {
        let mut t = fake(mode, 3000, 1);
        let got = t.request(&req(257, "00"));
        assert!(
            matches!(&got, Err(TesteeError::Garbage(e)) if e.contains(needle)),
            "{mode:?}: {got:?}"
        );
        assert!(!t.is_running());
    }
}

#[test]
fn slow_but_timely_testees_pass_and_spawn_failures_are_reported() {
    let mut t = fake(&["slow", "0.2"], 3000, 0);
    assert_eq!(
        t.request(&req(257, "00")),
        Ok(Response::Error("refused".into()))
    );
    let e = Testee::spawn(TesteeConfig::new("/nonexistent/adapter", &[]));
    assert!(matches!(e, Err(TesteeError::Spawn(_))));
    assert!(TesteeConfig::from_command_line("  ").is_none());
    let cfg = TesteeConfig::from_command_line("./a --x 1").map(|c| (c.program, c.args));
    assert_eq!(
        cfg,
        Some(("./a".into(), vec!["--x".to_string(), "1".to_string()]))
    );
}

/// As the official runner's `matchExpected`: only the keys a case expects are
/// compared, so an adapter that adds a key (the Go adapter's `"corr": ""` on
/// a frame without a correlation) passes, and a missing or different expected
/// key fails, naming the key.
#[test]
fn outputs_are_compared_on_the_expected_keys_only() {
    use npamp_conform::grade::{judge, Answer};
    let want: serde_json::Map<String, serde_json::Value> =
        serde_json::from_value(json!({"frame_kind": 257, "corr": "2a"})).unwrap_or_default();
    let out =
        |v: serde_json::Value| Answer::Accepted(serde_json::from_value(v).unwrap_or_default());
    let case = body_case(1, 257, &[0xa0], Verdict::Valid, Some(want.clone()));
    let extra = out(json!({"frame_kind": 257, "corr": "2a", "sub_id": ""}));
    assert_eq!(judge(&case, extra, Profile::Minimum), (Grade::Pass, None));
    match judge(&case, out(json!({"frame_kind": 257})), Profile::Minimum) {
        (Grade::Fail(why), None) => {
            assert!(
                why.text.contains("`corr` is absent, expected \"2a\""),
                "{why}"
            )
        }
        other => panic!("{other:?}"),
    }
    match judge(
        &case,
        out(json!({"frame_kind": 258, "corr": "2a"})),
        Profile::Minimum,
    ) {
        (Grade::Fail(why), None) => {
            assert!(
                why.text.contains("`frame_kind` is 258, expected 257"),
                "{why}"
            )
        }
        other => panic!("{other:?}"),
    }
    // An acceptable case passes either way, and the report says which.
    let acceptable = body_case(2, 257, &[0xa0], Verdict::Acceptable, Some(want));
    let refused = Answer::Refused {
        text: "malformed_request".into(),
        class: None,
    };
    assert_eq!(
        judge(&acceptable, refused, Profile::Minimum),
        (Grade::Pass, Some(Acceptance::Refused))
    );
    let extra = out(json!({"frame_kind": 257, "corr": "2a", "x": 1}));
    assert_eq!(
        judge(&acceptable, extra, Profile::Minimum),
        (Grade::Pass, Some(Acceptance::Accepted))
    );
}

/// A testee that implements nothing of a corpus is UNIMPLEMENTED, never PASS,
/// in the group line, per requirement and in the counts' state; and several
/// reports make one JUnit document (a single root a JUnit parser reads whole).
#[test]
fn unimplemented_is_its_own_state_and_junit_is_one_document() {
    use npamp_conform::grade::{junit_document, State};
    let mut t = fake(&["skip"], 5000, 0);
    let skipped = grade_testee("skipped", &small_corpus(), &mut t, Profile::Strict);
    assert!(skipped.passed(), "nothing failed");
    assert_eq!(skipped.counts().state(), State::Unimplemented);
    let text = skipped.render_text();
    assert!(!text.contains("PASS"), "{text}");
    assert!(
        text.contains("interaction.body.decode (Standard): UNIMPLEMENTED — 0 passed, 0 failed, 3 unimplemented"),
        "{text}"
    );
    assert!(
        text.contains("per requirement: 4 UNIMPLEMENTED\n"),
        "{text}"
    );

    let mut o = ours(Profile::Strict);
    let passed = grade_testee("ours", &small_corpus(), &mut o, Profile::Strict);
    // Our adapter serves the body-decode op and skips `header.decode`.
    assert_eq!(passed.counts().state(), State::Partial);
    assert_eq!(
        (passed.counts().pass, passed.counts().unimplemented),
        (3, 1)
    );
    assert_eq!(State::of(3, 0, 0), State::Pass);
    assert_eq!(State::of(3, 0, 1), State::Partial);
    assert_eq!(State::of(3, 1, 1), State::Fail);

    let doc = junit_document(&[skipped, passed]);
    assert_eq!(doc.matches("<?xml").count(), 1, "{doc}");
    assert_eq!(doc.matches("<testsuites").count(), 1, "{doc}");
    assert!(doc.trim_end().ends_with("</testsuites>"), "{doc}");
    assert!(
        doc.contains("tests=\"8\" failures=\"0\" skipped=\"5\""),
        "{doc}"
    );
    assert!(
        doc.contains("name=\"skipped: interaction.body.decode"),
        "{doc}"
    );
    assert!(
        doc.contains("name=\"ours: interaction.body.decode"),
        "{doc}"
    );
}

/// With no `--profile` the adapter binary reads as every command does
/// (`minimum`): a 65-byte corr (strict's `len` bound, no receiver-side MUST)
/// is accepted; under `--profile strict` it is refused.
#[test]
fn the_adapter_binary_defaults_to_minimum() {
    let body = format!("a200190101015841{}", "2a".repeat(65));
    let mut default = Testee::spawn(TesteeConfig::new(
        env!("CARGO_BIN_EXE_npamp-conform-adapter"),
        &[],
    ))
    .unwrap_or_else(|e| panic!("{e}"));
    let got = default.request(&req(257, &body));
    assert!(matches!(got, Ok(Response::Out(_))), "{got:?}");
    let mut strict = ours(Profile::Strict);
    let got = strict.request(&req(257, &body));
    assert!(
        matches!(&got, Ok(Response::Error(e)) if e.contains("len")),
        "{got:?}"
    );
}
