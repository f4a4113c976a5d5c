//! The stable engine finds each planted bug (`--cfg npamp_plant=...`, listed
//! in `generated/src/rt/plant.rs`): one per check of the runtime and one per
//! construct of the schema language (records, arrays of records, floats,
//! conditions, constants, at-least-one, relations, cross-frame relations).
//!
//! Each plant is a separate release build of `fuzz-driver` in
//! `target/plant-stable-<bug>/` (two to four minutes per bug on the 2-core
//! machine the first time), so these are `#[ignore]`d and run by hand:
//! `cargo test --release -p npamp-fuzz-check --test plant -- --ignored --test-threads 1`.
//!
//! Each test fuzzes the targets and channel where the construct lives for at
//! most a minute in total, and asserts that the bug was found, that the
//! unplanted build agrees with the oracle on the finding (`confirm_planted`),
//! and that the disagreement is about the rule the plant breaks.
#![forbid(unsafe_code)]

use npamp_fuzz_check::campaign::{run, Engine, Options, Plant};
use std::path::PathBuf;
use std::time::Duration;

/// Fuzz `targets` on `channel` with `plant` for 60 s in total; a finding's
/// report must contain `expect` (the rule the oracle reports and the plant
/// skips, or what the generated side did).
fn finds(plant: Plant, channel: &str, targets: &[&str], expect: &str) {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut o = Options::new(root);
    o.engine = Engine::Stable;
    o.plant = Some(plant);
    o.targets = targets.iter().map(|t| t.to_string()).collect();
    o.channels = vec![channel.to_string()];
    o.time = Duration::from_secs(60);
    o.minimize = false;
    let s = run(&o).expect("campaign runs");
    assert_eq!(s.exit_code, 0, "planted bug {} not found", plant.as_str());
    let found: Vec<_> = s.rows.iter().filter(|r| r.findings > 0).collect();
    assert!(!found.is_empty());
    for r in &found {
        let t = r.first_finding.expect("a finding has a time");
        assert!(t < 60.0, "{}-{}: found after {t:.1} s", r.target, r.channel);
    }
    assert!(
        found
            .iter()
            .any(|r| r.detail.as_deref().is_some_and(|d| d.contains(expect))),
        "planted bug {}: no finding says `{expect}`: {:?}",
        plant.as_str(),
        found.iter().map(|r| &r.detail).collect::<Vec<_>>()
    );
}

const BOTH: &[&str] = &["decode", "structured"];

#[test]
#[ignore = "builds fuzz-driver with --cfg npamp_plant=\"key-order\" (minutes)"]
fn stable_finds_planted_key_order() {
    finds(Plant::KeyOrder, "interaction", BOTH, "key-order");
}

#[test]
#[ignore = "builds fuzz-driver with --cfg npamp_plant=\"utf8\" (minutes)"]
fn stable_finds_planted_utf8() {
    finds(Plant::Utf8, "interaction", BOTH, "invalid-utf8");
}

#[test]
#[ignore = "builds fuzz-driver with --cfg npamp_plant=\"rule\" (minutes)"]
fn stable_finds_planted_rule() {
    finds(Plant::Rule, "interaction", BOTH, "range");
}

#[test]
#[ignore = "builds fuzz-driver with --cfg npamp_plant=\"float-shortest\" (minutes)"]
fn stable_finds_planted_float_shortest() {
    finds(
        Plant::FloatShortest,
        "knowledge",
        BOTH,
        "float-not-shortest",
    );
}

#[test]
#[ignore = "builds fuzz-driver with --cfg npamp_plant=\"record-required\" (minutes)"]
fn stable_finds_planted_record_required() {
    finds(Plant::RecordRequired, "knowledge", BOTH, "missing-required");
}

#[test]
#[ignore = "builds fuzz-driver with --cfg npamp_plant=\"record-array\" (minutes)"]
fn stable_finds_planted_record_array() {
    // Whatever the oracle reports in the unchecked record, the generated
    // decoder accepts it.
    finds(Plant::RecordArray, "knowledge", BOTH, "generated: accept");
}

#[test]
#[ignore = "builds fuzz-driver with --cfg npamp_plant=\"condition\" (minutes)"]
fn stable_finds_planted_condition() {
    finds(Plant::Condition, "knowledge", BOTH, "required-when");
}

#[test]
#[ignore = "builds fuzz-driver with --cfg npamp_plant=\"const\" (minutes)"]
fn stable_finds_planted_const() {
    finds(Plant::Const, "knowledge", BOTH, "const");
}

#[test]
#[ignore = "builds fuzz-driver with --cfg npamp_plant=\"at-least-one\" (minutes)"]
fn stable_finds_planted_at_least_one() {
    finds(Plant::AtLeastOne, "knowledge", BOTH, "at-least-one");
}

#[test]
#[ignore = "builds fuzz-driver with --cfg npamp_plant=\"relation\" (minutes)"]
fn stable_finds_planted_relation() {
    finds(Plant::Relation, "spatial", BOTH, "relation");
}

#[test]
#[ignore = "builds fuzz-driver with --cfg npamp_plant=\"cross-relation\" (minutes)"]
fn stable_finds_planted_cross_relation() {
    finds(
        Plant::CrossRelation,
        "knowledge",
        &["cross"],
        "cross-relation",
    );
}
