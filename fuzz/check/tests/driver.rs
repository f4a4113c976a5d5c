//! A short deterministic stable-driver run per target (bounded by an
//! execution count): the mechanics work, the feedback grows a corpus and the
//! targets reach many rules.
#![forbid(unsafe_code)]

use npamp_fuzz_check::driver::{parse_dict, run_target, Config};
use npamp_fuzz_check::{run_input, target, Chan};
use std::path::PathBuf;
use std::time::Duration;

#[test]
fn quick_deterministic_runs() {
    let fuzz = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
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
        let cfg = Config {
            duration: Duration::from_secs(600),
            jobs: 1,
            seed: 0x5eed,
            corpus_dirs: vec![fuzz.join("seeds").join(format!("{name}-interaction"))],
            dict: dict.clone(),
            artifact_dir: None,
            stop_on_first: false,
            progress: false,
            progress_every: Duration::from_secs(5),
            max_execs: Some(execs),
            minimize: false,
            corpus_out: None,
        };
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
