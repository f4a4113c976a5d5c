//! The stable engine finds each planted bug (`--cfg npamp_plant=...`). Each
//! plant is a separate release build of `fuzz-driver` in
//! `target/plant-stable-<bug>/` (a few minutes per bug on the 2-core machine
//! the first time), so this is `#[ignore]`d and run by `cargo xtask
//! self-test` (or `cargo test -p npamp-fuzz-check --test plant -- --ignored`).
//! The fuzzing itself is bounded: 2 pairs x 4 s per bug.
#![forbid(unsafe_code)]

use npamp_fuzz_check::campaign::{run, Engine, Options, Plant};
use std::path::PathBuf;
use std::time::Duration;

fn options(plant: Plant) -> Options {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut o = Options::new(root);
    o.engine = Engine::Stable;
    o.plant = Some(plant);
    o.targets = vec!["decode".into(), "structured".into()];
    o.channels =
        vec![std::env::var("NPAMP_PLANT_CHANNEL").unwrap_or_else(|_| "interaction".into())];
    o.time = Duration::from_secs(8);
    o.minimize = false;
    o
}

fn finds(plant: Plant) {
    let s = run(&options(plant)).expect("campaign runs");
    assert_eq!(s.exit_code, 0, "planted bug {} not found", plant.as_str());
}

#[test]
#[ignore = "builds fuzz-driver with --cfg npamp_plant=\"key-order\" (minutes); cargo xtask self-test"]
fn stable_finds_planted_key_order() {
    finds(Plant::KeyOrder);
}

#[test]
#[ignore = "builds fuzz-driver with --cfg npamp_plant=\"utf8\" (minutes); cargo xtask self-test"]
fn stable_finds_planted_utf8() {
    finds(Plant::Utf8);
}

#[test]
#[ignore = "builds fuzz-driver with --cfg npamp_plant=\"rule\" (minutes); needs the runtime's rule plant; cargo xtask self-test"]
fn stable_finds_planted_rule() {
    finds(Plant::Rule);
}
