//! "To add a channel, add a file", in process: a schema that is only text
//! (Workflow under another module, name, spec token, doc id and channel id)
//! is served by every registry-driven library with no Rust edit — the
//! checker, the generator, the CDDL emitter, the oracle and the vector
//! generator — and the renaming changes no verdict. `scripts/add-channel-probe.sh`
//! shows the same end to end (a copy of the workspace with `schema/probe.yaml`
//! added, release builds, every command).
#![forbid(unsafe_code)]

use npamp_vectors::{Corpus, Vector};
use std::collections::BTreeMap;

/// A corpus's vectors by input (frame type, body).
fn by_input(c: &Corpus) -> BTreeMap<(u16, Vec<u8>), &Vector> {
    c.vectors
        .iter()
        .map(|v| ((v.frame_type, v.body.clone()), v))
        .collect()
}

/// Workflow's schema text under the probe's names, each replacement checked.
fn probe_text() -> String {
    let workflow = npamp_schema::shipped_sources()
        .find(|s| s.module == "workflow")
        .map(|s| s.text.to_string())
        .expect("the shipped Workflow schema");
    let mut text = workflow;
    for (from, to) in [
        ("\n  id: 0x0011\n", "\n  id: 0x00FE\n"),
        ("\n  name: Workflow\n", "\n  name: Probe\n"),
        ("\n  module: workflow\n", "\n  module: probe\n"),
        ("\n  spec: NPAMP-WORKFLOW\n", "\n  spec: NPAMP-PROBE\n"),
        ("\n  doc_id: \"8a\"\n", "\n  doc_id: \"fe\"\n"),
    ] {
        assert!(
            text.contains(from),
            "workflow.yaml no longer has `{}`",
            from.trim()
        );
        text = text.replacen(from, to, 1);
    }
    text
}

#[test]
fn a_channel_that_is_only_a_schema_file_is_served_by_every_library() {
    let probe = npamp_schema::parse("probe.yaml", &probe_text()).expect("the probe schema checks");
    assert_eq!(
        (probe.channel.module.as_str(), probe.channel.id),
        ("probe", 0x00FE)
    );
    let code = npamp_codegen::generate_pretty(&probe).expect("the generator serves it");
    assert!(code.contains("pub mod probe"), "no `pub mod probe`");
    let cddl = npamp_codegen::cddl::emit_checked(&probe).expect("CDDL");
    assert!(cddl.contains("workflow-submit-req"), "{cddl}");

    // The same corpus as Workflow's, verdict for verdict, under the probe's
    // requirement ids (`fe/…` for `8a/…`); only Workflow's vendored reference
    // vectors (`vectors/reference/workflow.json`) have no probe counterpart
    // (where one has the bytes of a generated case, it takes that case's place).
    let workflow = npamp_schema::shipped_model("workflow")
        .expect("workflow")
        .clone();
    let ours = npamp_vectors::generate(&npamp_oracle::Oracle::new(probe));
    let theirs = npamp_vectors::generate(&npamp_oracle::Oracle::new(workflow));
    let (ours, theirs) = (by_input(&ours), by_input(&theirs));
    assert!(ours.len() > 100, "{} vectors", ours.len());
    assert!(ours.values().all(|v| v.requirement.starts_with("fe/")));
    let reference = |v: &Vector| v.flags.iter().any(|f| f == "Reference");
    for (input, o) in &ours {
        let t = theirs
            .get(input)
            .unwrap_or_else(|| panic!("{}: no Workflow vector has its input", o.requirement));
        let verdict = |v: &Vector| (v.result, v.strict.clone(), v.minimum.clone());
        assert_eq!(
            verdict(o),
            verdict(t),
            "{} vs {}",
            o.requirement,
            t.requirement
        );
        if !reference(t) {
            assert_eq!(
                o.requirement.strip_prefix("fe/"),
                t.requirement.strip_prefix("8a/"),
                "{} vs {}",
                o.requirement,
                t.requirement
            );
        }
    }
    for (input, t) in &theirs {
        assert!(
            reference(t) || ours.contains_key(input),
            "{}: no probe vector has its input",
            t.requirement
        );
    }
}
