//! A sample of the mutation run (`cargo xtask fuzz --mutants`, the full run
//! is the nightly job, `.github/workflows/mutants_nightly.yml`): at most ten
//! mutants, a fixed list (one of each kind: a decoder's check site, a
//! cross-frame relation, a generic check of the reader, a clause of the
//! behaviour monitor) and a pick seeded by the commit among the mutants not
//! known to survive (`fuzz/mutants/survivors.txt`), each fuzzed from an empty
//! corpus until it is killed. What the campaign kills must stay killed.
//!
//! The mutant driver is built unoptimized in `target/mutants/debug/`
//! (`--cfg npamp_mutant`): the first run builds it (the step's cost in CI).
//! `NPAMP_MUTANT_SEED=<n>` replays another pick.
#![forbid(unsafe_code)]

use npamp_campaign::mutants::{run, Options};
use std::path::PathBuf;

/// One mutant of each kind, each killed in well under a second (release).
const FIXED: &[&str] = &[
    "stream:sub_stream_id",
    "interaction:value/value-type-matches-prompt-kind",
    "reader:key-order",
    "monitor:80/6.1/sub_stream.parity",
];

/// How many more the seeded pick adds.
const PICK: usize = 6;

/// The seed: `NPAMP_MUTANT_SEED`, else the commit's hash (a pick per commit,
/// the same on a rerun), else 0.
fn seed(root: &std::path::Path) -> u64 {
    if let Some(s) = std::env::var("NPAMP_MUTANT_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
    {
        return s;
    }
    std::process::Command::new("git")
        .current_dir(root)
        .args(["rev-parse", "HEAD"])
        .output()
        .ok()
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .and_then(|h| u64::from_str_radix(h.get(..16)?, 16).ok())
        .unwrap_or(0)
}

#[test]
fn a_sample_of_mutants_is_killed() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut o = Options::new(root.clone());
    o.only = FIXED.iter().map(|s| s.to_string()).collect();
    o.sample = Some(PICK);
    o.seed = seed(&root);
    o.secs = 30.0;
    o.jobs = 2;
    o.seeds_pass = false;
    o.quick_build = true;
    let s = run(&o).expect("the mutation run runs");
    eprintln!("mutant sample, seed {}", o.seed);
    assert_eq!(s.outcomes.len(), FIXED.len() + PICK);
    let survivors: Vec<&str> = s
        .outcomes
        .iter()
        .filter(|m| !m.empty.killed || m.empty.real)
        .map(|m| m.mutant.id.as_str())
        .collect();
    assert!(
        survivors.is_empty(),
        "not killed (seed {}): {survivors:?}\n{}",
        o.seed,
        s.report
    );
    assert_eq!(s.exit_code, 0, "{}", s.report);
}
