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
        // The Markdown original: `<doc id>_<name>.md`.
        let prefix = format!("{}_", m.channel.doc_id);
        let file = std::fs::read_dir(&spec_dir)
            .into_iter()
            .flatten()
            .flatten()
            .map(|e| e.path())
            .find(|p| {
                p.file_name()
                    .is_some_and(|n| n.to_string_lossy().starts_with(&prefix))
            });
        let text = file
            .as_ref()
            .and_then(|f| std::fs::read_to_string(f).ok())
            .unwrap_or_default();
        assert!(!text.is_empty(), "no spec text for {}", m.channel.module);
        let text = squash(&text);
        for x in &m.exchanges {
            let mut clauses = vec![&x.clause];
            clauses.extend(x.transitions.iter().map(|t| &t.clause));
            clauses.extend(x.ignore.iter().map(|t| &t.clause));
            clauses.extend(x.answer.iter().map(|t| &t.clause));
            clauses.extend(x.counters.iter().map(|t| &t.clause));
            for c in clauses {
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
