//! A short deterministic stable-driver run per target (bounded by an
//! execution count): the mechanics work, the feedback grows a corpus and the
//! targets reach many rules.
#![forbid(unsafe_code)]

use npamp_campaign::driver::{parse_dict, run_target, Config};
use npamp_fuzz_check::{run_input, target, Chan};
use std::path::PathBuf;
use std::time::Duration;

/// A bounded, quiet run over `dirs`: at most `execs` executions.
fn bounded(dirs: Vec<PathBuf>, dict: Vec<Vec<u8>>, seed: u64, execs: u64) -> Config {
    Config {
        duration: Duration::from_secs(600),
        jobs: 1,
        seed,
        corpus_dirs: dirs,
        dict,
        artifact_dir: None,
        stop_on_first: false,
        progress: false,
        progress_every: Duration::from_secs(5),
        max_execs: Some(execs),
        minimize: false,
        minimize_budget: Duration::from_secs(20),
        corpus_out: None,
    }
}

#[test]
fn quick_deterministic_runs() {
    let fuzz = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../fuzz");
    let dict = parse_dict(&std::fs::read_to_string(fuzz.join("dict/cbor.dict")).unwrap());
    assert!(dict.len() > 40);
    for (name, execs, min_rules) in [
        ("decode", 4000, 10),
        ("structured", 1500, 15),
        ("cross", 800, 5),
    ] {
        let t = target(name).unwrap();
        let chan = Chan::named("interaction").unwrap();
        let check = |d: &[u8]| run_input(t, Some(chan), d);
        let seeds = fuzz.join("seeds").join(format!("{name}-interaction"));
        let cfg = bounded(vec![seeds], dict.clone(), 0x5eed, execs);
        let r = run_target(name, "interaction", &check, &cfg);
        assert!(r.execs >= execs, "{name}: only {} execs", r.execs);
        assert!(r.corpus > 1, "{name}: no behaviour feedback");
        assert!(
            r.rules.len() >= min_rules,
            "{name}: only rules {:?}",
            r.rules
        );
    }
}

/// The seed replay pools every seed exactly once, with its own behaviour
/// signature (a seed was once recorded under a cleared signature and pooled
/// twice when that signature was new).
#[test]
fn seeds_are_pooled_once() {
    let fuzz = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../fuzz");
    let seeds = fuzz.join("seeds/decode-interaction");
    let mut files: Vec<_> = std::fs::read_dir(&seeds)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    let one = std::fs::read(&files[0]).unwrap();
    let dir = std::env::temp_dir().join(format!("npamp-seeds-once-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    // The same input twice: one behaviour, two pool entries (one per file).
    std::fs::write(dir.join("a"), &one).unwrap();
    std::fs::write(dir.join("b"), &one).unwrap();
    let t = target("decode").unwrap();
    let chan = Chan::named("interaction").unwrap();
    let check = |d: &[u8]| run_input(t, Some(chan), d);
    let cfg = bounded(vec![dir.clone()], Vec::new(), 1, 2);
    let r = run_target("decode", "interaction", &check, &cfg);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(r.execs, 2);
    assert_eq!(r.corpus, 2, "each seed is pooled once");
}
