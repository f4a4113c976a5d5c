//! The recorded exchanges of `transcripts/` graded by the generic monitor:
//! every conformant transcript passes, every planted violation is flagged
//! with exactly its requirement id, every machine clause of the schemas is
//! the channel's own text, and the clause report names every channel.
#![forbid(unsafe_code)]

use npamp_harness::machine::{requirements, Monitor, PeerId};
use npamp_harness::transcript::{self, by_requirement, Coverage};

fn results() -> Vec<transcript::TranscriptResult> {
    transcript::run_dir(&transcript::transcripts_dir(), None)
}

#[test]
fn every_transcript_passes_and_planted_violations_are_flagged() {
    let rs = results();
    assert!(rs.len() >= 9, "{}", rs.len());
    for r in &rs {
        assert!(
            r.passed(),
            "{}: {:?} unexpected {:#?} missed {:?}",
            r.name,
            r.error,
            r.unexpected(),
            r.missed()
        );
    }
    // The negative transcripts really flag something.
    assert!(rs.iter().any(|r| !r.expected.is_empty()));
    let (text, ok) = transcript::report(&rs);
    assert!(ok, "{text}");
    for m in npamp_schema::shipped() {
        assert!(
            text.contains(&format!("  {}: ", m.channel.module)),
            "{text}"
        );
    }
}

#[test]
fn knowledge_subscription_clauses_are_covered() {
    let rows = by_requirement(&results());
    let k = rows.get("knowledge").cloned().unwrap_or_default();
    assert!(!k.is_empty());
    for (r, c) in &k {
        if r.id.contains("subscription.") || r.id.contains(".replies") {
            assert_eq!(*c, Coverage::Pass, "{} not covered", r.id);
        }
    }
}

/// Hand-built frames (bytes written here, not by the code under test): an
/// UPDATE beyond the acknowledged credit is flagged on the credit clause.
#[test]
fn credit_is_counted_per_subscription() {
    let Some(m) = npamp_schema::shipped_model("knowledge") else {
        panic!("no knowledge schema");
    };
    let Some(mut mon) = Monitor::new(m) else {
        panic!("no codec")
    };
    // SUBSCRIBE_REQ corr 01 credit 3 / ACK sub_id aa credit 1 / UPDATE x2.
    let req = [0xa3, 0x00, 0x19, 0x01, 0x04, 0x01, 0x41, 0x01, 0x09, 0x03];
    let ack = [
        0xa4, 0x00, 0x19, 0x01, 0x05, 0x01, 0x41, 0x01, 0x02, 0x41, 0xaa, 0x03, 0x01,
    ];
    let upd = |seq: u8| {
        vec![
            0xa5, 0x00, 0x19, 0x01, 0x06, 0x01, 0x41, 0x01, 0x02, 0x41, 0xaa, 0x03, seq, 0x05,
            0x81, 0x61, 0x78,
        ]
    };
    mon.frame(PeerId::A, 0x0104, &req);
    mon.frame(PeerId::B, 0x0105, &ack);
    mon.frame(PeerId::B, 0x0106, &upd(1));
    assert!(mon.findings().is_empty(), "{:?}", mon.findings());
    mon.frame(PeerId::B, 0x0106, &upd(2));
    let f: Vec<&str> = mon
        .findings()
        .iter()
        .map(|f| f.requirement.as_str())
        .collect();
    assert_eq!(
        f,
        ["8b/8/subscription.out-of-state"],
        "paused at zero credit"
    );
    assert!(requirements(m)
        .iter()
        .any(|r| r.id == "8b/8/subscription.credit"));
}

/// The Markdown original of a channel's spec, `<doc id>_<name>.md` (empty
/// when there is none).
fn spec_text(spec_dir: &std::path::Path, m: &npamp_schema::Model) -> String {
    let prefix = format!("{}_", m.channel.doc_id);
    std::fs::read_dir(spec_dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .find(|p| {
            p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with(&prefix))
        })
        .and_then(|f| std::fs::read_to_string(f).ok())
        .unwrap_or_default()
}

/// Every clause a machine rests on is the channel's own text (whitespace and
/// Markdown line breaks aside).
#[test]
fn machine_clauses_are_quoted_from_their_own_spec() {
    let spec_dir =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/spec/npamp");
    if !spec_dir.exists() {
        eprintln!("no {}: skipped", spec_dir.display());
        return;
    }
    let squash = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
    for m in npamp_schema::shipped()
        .iter()
        .filter(|m| !m.exchanges.is_empty())
    {
        let text = spec_text(&spec_dir, m);
        assert!(!text.is_empty(), "no spec text for {}", m.channel.module);
        let text = squash(&text);
        for x in &m.exchanges {
            for c in x.clauses() {
                assert!(
                    text.contains(&squash(&c.clause)),
                    "{} {}: not in {}: {}",
                    m.channel.module,
                    x.name,
                    m.channel.spec,
                    c.clause
                );
            }
        }
    }
}

fn flagged(mon: &Monitor) -> Vec<String> {
    mon.findings()
        .iter()
        .map(|f| f.requirement.clone())
        .collect()
}

/// Hand-built frames: an `answer` of a machine keyed by a body field
/// (Workflow's task_id) is owed under the asking frame's corr, settled by the
/// error frame echoing it (which carries no task_id), checked for its code,
/// and flagged at the end when never sent.
#[test]
fn an_answer_of_a_field_keyed_machine_is_owed_by_corr() {
    let Some(m) = npamp_schema::shipped_model("workflow") else {
        panic!("no workflow schema");
    };
    let Some(mut mon) = Monitor::new(m) else {
        panic!("no codec")
    };
    // STATUS_REQ {0: 0x0102, 1: h'01', 2: "t"}
    let status = |corr: u8| {
        vec![
            0xa3, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, corr, 0x02, 0x61, 0x74,
        ]
    };
    // WORKFLOW_ERROR {0: 0x0108, 1: h'..', 2: code, 3: "x"}
    let error = |corr: u8, code: u8| {
        vec![
            0xa4, 0x00, 0x19, 0x01, 0x08, 0x01, 0x41, corr, 0x02, code, 0x03, 0x61, 0x78,
        ]
    };
    mon.frame(PeerId::A, 0x0102, &status(1));
    mon.frame(PeerId::B, 0x0108, &error(1, 5)); // unknown_task
    assert!(mon.findings().is_empty(), "{:?}", mon.findings());
    assert!(mon
        .covered()
        .contains("8a/6.2/task.workflow_status_req.answered"));
    // The wrong code (internal_error) does not pay the debt.
    mon.frame(PeerId::A, 0x0102, &status(2));
    mon.frame(PeerId::B, 0x0108, &error(2, 6));
    assert_eq!(flagged(&mon), ["8a/6.2/task.workflow_status_req.answered"]);
    // Never answered: flagged at the end.
    mon.frame(PeerId::A, 0x0102, &status(3));
    mon.finish();
    assert_eq!(
        flagged(&mon),
        [
            "8a/6.2/task.workflow_status_req.answered",
            "8a/6.2/task.workflow_status_req.answered"
        ]
    );
}

/// Hand-built frames: an opening frame whose `when` fails (an INTERACT_EVENT
/// without `ack`) opens nothing, even under a consumed corr; a request under
/// a corr the other side has outstanding opens an instance in its own
/// direction; reusing one's own outstanding corr is out of state.
#[test]
fn opening_needs_its_when_and_instances_are_per_direction() {
    let Some(m) = npamp_schema::shipped_model("interaction") else {
        panic!("no interaction schema");
    };
    let Some(mut mon) = Monitor::new(m) else {
        panic!("no codec")
    };
    // INTERACT_EVENT {0: 0x0100, 1: h'..', 2: 0} and with 5: true (ack).
    let event = |corr: u8| vec![0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, corr, 0x02, 0x00];
    let event_ack = |corr: u8| {
        vec![
            0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, corr, 0x02, 0x00, 0x05, 0xf5,
        ]
    };
    // INTERACT_EVENT_ACK {0: 0x0101, 1: h'..'}
    let ack = |corr: u8| vec![0xa2, 0x00, 0x19, 0x01, 0x01, 0x01, 0x41, corr];
    // INTERACT_PROMPT_REQ {0: 0x0102, 1: h'..', 2: 1 (text), 3: "x"}
    let prompt = |corr: u8| {
        vec![
            0xa4, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, corr, 0x02, 0x01, 0x03, 0x61, 0x78,
        ]
    };
    mon.frame(PeerId::A, 0x0100, &event(5));
    mon.frame(PeerId::A, 0x0100, &event_ack(6));
    mon.frame(PeerId::B, 0x0101, &ack(6));
    // After the ACK the corr is consumed: a fire-and-forget event may reuse it.
    mon.frame(PeerId::A, 0x0100, &event(6));
    mon.frame(PeerId::A, 0x0102, &prompt(7));
    mon.frame(PeerId::B, 0x0102, &prompt(7));
    assert!(mon.findings().is_empty(), "{:?}", mon.findings());
    mon.frame(PeerId::A, 0x0102, &prompt(7));
    assert_eq!(flagged(&mon), ["89/5.2/request.out-of-state"]);
}

/// The items of a spec's recorded-exchange list that no channel transcript
/// can carry, with why.
const LEFT_OUT: &[(&str, &str)] = &[(
    "a handshake that advertises the channel",
    "the core's handshake (HELLO/capabilities), not a frame of the channel: outside a channel transcript",
)];

/// Every item of every spec's "SHOULD assert each clause above with a
/// recorded exchange" list is recorded by a transcript of that channel
/// (its `records:`), except the documented LEFT_OUT ones.
#[test]
fn every_item_of_each_specs_recorded_exchange_list_is_recorded() {
    let spec_dir =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/spec/npamp");
    if !spec_dir.exists() {
        eprintln!("no {}: skipped", spec_dir.display());
        return;
    }
    let mut total = 0;
    for m in npamp_schema::shipped() {
        let text = spec_text(&spec_dir, m);
        let items = transcript::recorded_exchange_list(&text);
        assert!(items.len() >= 4, "{}: {items:#?}", m.channel.module);
        let dir = transcript::transcripts_dir().join(&m.channel.module);
        let records: Vec<String> = transcript::list(&transcript::transcripts_dir())
            .into_iter()
            .filter(|(_, p)| p.starts_with(&dir))
            .filter_map(|(_, p)| transcript::load(&p).ok()?.records)
            .collect();
        for item in &items {
            total += 1;
            if LEFT_OUT.iter().any(|(l, _)| item == l) {
                continue;
            }
            assert!(
                records.iter().any(|r| transcript::records_item(r, item)),
                "{}: no transcript records `{item}`",
                m.channel.module
            );
        }
    }
    assert!(total >= 60, "{total}");
}

#[test]
fn the_recorded_exchange_list_is_split_into_its_items() {
    let text = "Prose. A conformance test suite SHOULD assert each clause\nabove with a recorded \
        exchange on the X channel `0x0001`: a handshake; a REQ / RESULT pair; and a rejected\n\
        malformed body (a non-deterministic encoding; yes).\n\nNext paragraph. More.";
    let items = transcript::recorded_exchange_list(text);
    assert_eq!(
        items,
        vec![
            "a handshake",
            "a req / result pair",
            "a rejected malformed body (a non-deterministic encoding; yes)",
        ]
    );
    assert!(transcript::recorded_exchange_list("no list here").is_empty());
}

/// A transcript that breaks the format is refused with the place and the
/// rule it breaks, never graded.
#[test]
fn malformed_transcripts_name_the_frame_and_the_rule() {
    use transcript::{FrameProblem, TranscriptError};
    let credit = r#"{ from: a, frame: KNOWLEDGE_CREDIT, corr: "09", sub_id: "bb", credit: 3 }"#;
    let to_wire = |text: &str| transcript::parse(text).and_then(|t| transcript::to_wire(&t));
    let text = format!("title: t\nchannel: knowledge\nframes:\n  - {credit}\n  - {{ from: c, frame: KNOWLEDGE_CREDIT }}\n");
    match to_wire(&text) {
        Err(TranscriptError::Frame {
            index: 1,
            line: Some(5),
            problem: FrameProblem::From { value },
        }) => assert_eq!(value.as_deref(), Some("c")),
        other => panic!("{other:?}"),
    }
    let text = format!(
        "title: t\nchannel: knowledge\nframes:\n  - {credit}\n  - {{ close: true, from: a }}\n"
    );
    let e = to_wire(&text).expect_err("a close stands alone");
    assert!(matches!(
        e,
        TranscriptError::Frame {
            index: 1,
            problem: FrameProblem::CloseNotAlone,
            ..
        }
    ));
    assert_eq!(e.to_string(), "frame 1: `{ close: true }` stands alone");
    let text = format!("title: t\nchannel: knowledge\ninitiator: c\nframes:\n  - {credit}\n");
    assert!(matches!(
        to_wire(&text),
        Err(TranscriptError::Initiator { value }) if value == "c"
    ));
    let text = format!("title: t\nchannel: nosuch\nframes:\n  - {credit}\n");
    assert!(matches!(
        to_wire(&text),
        Err(TranscriptError::UnknownChannel { channel, .. }) if channel == "nosuch"
    ));
    assert!(matches!(
        to_wire("frames: 3\n"),
        Err(TranscriptError::NotATranscript { .. })
    ));
}
