//! The stable engine finds each planted bug (`--cfg npamp_plant=...`, listed
//! in `crates/runtime/src/plant.rs`): one per check of the runtime and one per
//! construct of the schema language (records, arrays of records, floats,
//! conditions, constants, at-least-one, relations, cross-frame relations,
//! text formats).
//!
//! Each plant is a separate release build of `fuzz-driver` in
//! `target/plant-stable-<bug>/` (two to four minutes per bug on the 2-core
//! machine the first time), so these are `#[ignore]`d and run by hand:
//! `cargo test --release -p npamp-campaign --test plant -- --ignored --test-threads 1`.
//!
//! Each test fuzzes the targets and channel where the construct lives for at
//! most a minute in total, and asserts that the bug was found, that the
//! unplanted build agrees with the oracle on the finding (`confirm_planted`),
//! and that the disagreement is about the rule the plant breaks.
#![forbid(unsafe_code)]

use npamp_campaign::campaign::{run, Engine, Options, Plant};
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

/// One `#[ignore]`d test per plant: `plant_test!(name, Plant, channel, targets, expect)`.
macro_rules! plant_test {
    ($name:ident, $plant:ident, $channel:literal, $targets:expr, $expect:literal) => {
        #[test]
        #[ignore = "builds fuzz-driver with its own --cfg npamp_plant (minutes)"]
        fn $name() {
            finds(Plant::$plant, $channel, $targets, $expect);
        }
    };
}

plant_test!(
    stable_finds_planted_key_order,
    KeyOrder,
    "interaction",
    BOTH,
    "key-order"
);
plant_test!(
    stable_finds_planted_utf8,
    Utf8,
    "interaction",
    BOTH,
    "invalid-utf8"
);
plant_test!(
    stable_finds_planted_rule,
    Rule,
    "interaction",
    BOTH,
    "range"
);
plant_test!(
    stable_finds_planted_float_shortest,
    FloatShortest,
    "knowledge",
    BOTH,
    "float-not-shortest"
);
plant_test!(
    stable_finds_planted_record_required,
    RecordRequired,
    "knowledge",
    BOTH,
    "missing-required"
);
// Whatever the oracle reports in the unchecked record, the generated decoder accepts it.
plant_test!(
    stable_finds_planted_record_array,
    RecordArray,
    "knowledge",
    BOTH,
    "generated: accept"
);
plant_test!(
    stable_finds_planted_condition,
    Condition,
    "knowledge",
    BOTH,
    "required-when"
);
plant_test!(
    stable_finds_planted_const,
    Const,
    "knowledge",
    BOTH,
    "const"
);
plant_test!(
    stable_finds_planted_at_least_one,
    AtLeastOne,
    "knowledge",
    BOTH,
    "at-least-one"
);
plant_test!(
    stable_finds_planted_relation,
    Relation,
    "spatial",
    BOTH,
    "relation"
);
plant_test!(
    stable_finds_planted_cross_relation,
    CrossRelation,
    "knowledge",
    &["cross"],
    "cross-relation"
);
plant_test!(
    stable_finds_planted_format,
    Format,
    "memory",
    BOTH,
    "format"
);
