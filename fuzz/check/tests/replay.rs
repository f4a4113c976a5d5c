//! Replays every committed input (fuzz/seeds, fuzz/artifacts and, when
//! present, fuzz/corpus) through its target, and runs a quick deterministic
//! pseudo-random campaign per target so that `cargo test` exercises each
//! differential check (README "Decoding semantics" D1–D13).
#![forbid(unsafe_code)]

use npamp_fuzz_check::cbor::{hex, unhex};
use npamp_fuzz_check::driver::{load_dirs, parse_dict, run_target, Config};
use npamp_fuzz_check::mutate::{self, Rng};
use npamp_fuzz_check::{compare, replay, Chan, Expect, TARGETS};
use std::path::PathBuf;
use std::time::Duration;

fn fuzz_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

#[test]
fn replay_seeds_corpus_and_artifacts() {
    let mut failures = Vec::new();
    let mut total = 0;
    for (target, _) in TARGETS {
        let dirs: Vec<PathBuf> = ["seeds", "artifacts", "corpus"]
            .iter()
            .map(|d| fuzz_dir().join(d).join(target))
            .collect();
        for (path, data) in load_dirs(&dirs) {
            total += 1;
            match replay(target, &data) {
                Some(Ok(())) => {}
                Some(Err(f)) => failures.push(format!("{}: {f}", path.display())),
                None => failures.push(format!("unknown target {target}")),
            }
        }
    }
    assert!(total >= 40, "only {total} committed inputs found");
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn unknown_target_is_none() {
    assert!(replay("no_such_target", b"").is_none());
}

#[test]
fn frame_type_prefix_maps_onto_the_channel() {
    // Natural big-endian prefix selects the frame itself; 0xf0.. is verbatim (D1 reachable).
    assert_eq!(
        Chan::Interaction.split_input(&[0x01, 0x03, 0xa0]),
        (0x0103, &[0xa0][..])
    );
    assert_eq!(Chan::Workflow.split_input(&[0x01, 0x08]), (0x0108, &[][..]));
    assert_eq!(
        Chan::Interaction.split_input(&[0x00, 0x09]),
        (0x0101, &[][..])
    );
    assert_eq!(
        Chan::Workflow.split_input(&[0xf0, 0x42, 1]),
        (0x0042, &[1][..])
    );
}

/// Every mutation class, applied to hand-built valid frames, is compared
/// (and the classes that break D3–D10 must be refused by both sides).
#[test]
fn every_mutation_class_on_hand_built_frames() {
    let frames = [
        // INTERACT_PROMPT_REQ §6.2 with options and a schema map.
        (
            Chan::Interaction,
            0x0102u16,
            "a7 00 190102 01 43c0ffee 02 02 03 645069636b 04 82 6161 6162 05 a1 01 02 06 181e",
        ),
        // WORKFLOW_SUBMIT_REQ §6.1 with params and scope.
        (
            Chan::Workflow,
            0x0100,
            "a7 00 190100 01 43c0ffee 02 656275696c64 04 a10100 05 01 0a a1617401 0b 00",
        ),
        // WORKFLOW_STEP_EVENT §6.4 (no corr).
        (
            Chan::Workflow,
            0x0106,
            "a9 00 190106 02 63742d31 03 01 04 01 05 01 06 6178 07 0a 08 4101 09 6164",
        ),
        // INTERACT_EVENT_ACK §6.1: no text anywhere.
        (Chan::Interaction, 0x0101, "a2 00 190101 01 43c0ffee"),
    ];
    let mut classes = std::collections::BTreeSet::new();
    for (chan, ft, h) in frames {
        let base = unhex(h).unwrap();
        for seed in 0..40 {
            let mut rng = Rng(seed);
            for m in mutate::all(chan, ft, &base, &mut rng) {
                classes.insert(m.class);
                if let Err(f) = compare(chan, ft, &m.bytes, &m.expect) {
                    panic!("{} {}: {f}", m.class, hex(&m.bytes));
                }
                if m.expect == Expect::Refuse {
                    assert!(
                        !chan.oracle().check(ft, &m.bytes).is_accept(),
                        "{}",
                        m.class
                    );
                }
            }
        }
    }
    for c in [
        "non-shortest",
        "swapped-keys",
        "duplicate-key",
        "indefinite-length",
        "dropped-required-key",
        "explicit-null",
        "wrong-major-type",
        "unknown-negative-key",
        "nested-unknown-negative-key",
        "unknown-key",
        "out-of-range",
        "frame-kind-mismatch",
        "truncation",
        "trailing-byte",
        "invalid-utf8",
    ] {
        assert!(classes.contains(c), "class {c} never produced");
    }
}

/// A few thousand deterministic pseudo-random inputs per target (no timing
/// involved: the run is bounded by an execution count).
#[test]
fn quick_deterministic_campaign_per_target() {
    let dict = std::fs::read_to_string(fuzz_dir().join("dict/cbor.dict"))
        .map(|t| parse_dict(&t))
        .unwrap();
    assert!(dict.len() > 40);
    for (target, f) in TARGETS {
        let execs = if target.starts_with("decode") {
            3000
        } else {
            1000
        };
        let cfg = Config {
            duration: Duration::from_secs(600),
            jobs: 1,
            seed: 0x5eed,
            corpus_dirs: vec![fuzz_dir().join("seeds").join(target)],
            dict: dict.clone(),
            artifact_dir: None,
            stop_on_first: true,
            progress: false,
            max_execs: Some(execs),
        };
        let r = run_target(target, *f, &cfg);
        if let Some(finding) = r.finding {
            panic!(
                "{target}: minimized input {}\n{finding}",
                hex(r.minimized.as_deref().unwrap_or_default())
            );
        }
        assert!(r.execs >= execs, "{target}: only {} execs", r.execs);
        assert!(r.corpus > 1, "{target}: no behaviour feedback at all");
    }
}
