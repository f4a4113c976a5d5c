//! Replays every committed input — `fuzz/seeds/`, `fuzz/artifacts/` and, when
//! present, `fuzz/corpus/`, each in `<target>-<channel>/` — through its target,
//! and checks that every frame type (cross pair) of every channel has a seed
//! (`NPAMP_WRITE_SEEDS=1` regenerates them from the schema).
#![forbid(unsafe_code)]

use npamp_campaign::driver::load_dirs;
use npamp_fuzz_check::{replay, seeds, target, Chan, CHANNEL_FREE, TARGETS};
use std::path::PathBuf;

fn fuzz_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../fuzz")
}

#[test]
fn seeds_are_generated_from_the_schema() {
    let write = std::env::var_os("NPAMP_WRITE_SEEDS").is_some();
    let mut stale = Vec::new();
    for t in TARGETS.iter().filter(|t| !t.channel_free) {
        for c in Chan::all() {
            if write {
                seeds::write(&fuzz_dir(), t.name, c).unwrap();
                continue;
            }
            let dir = fuzz_dir()
                .join("seeds")
                .join(format!("{}-{}", t.name, c.name()));
            // Present for every frame type (pair); the bytes may lag a schema
            // change (they are only seeds) until regenerated.
            for (name, _) in seeds::generate(t.name, c) {
                if !dir.join(&name).is_file() {
                    stale.push(format!("{}/{name}", dir.display()));
                }
            }
        }
    }
    assert!(
        stale.is_empty(),
        "seed files missing (NPAMP_WRITE_SEEDS=1 cargo test -p npamp-campaign --test replay):\n{}",
        stale.join("\n")
    );
}

#[test]
fn replay_seeds_corpus_and_artifacts() {
    let mut failures = Vec::new();
    let mut total = 0;
    for kind in ["seeds", "artifacts", "corpus"] {
        let Ok(rd) = std::fs::read_dir(fuzz_dir().join(kind)) else {
            continue;
        };
        for e in rd.flatten() {
            let dir = e.path();
            if !dir.is_dir() {
                continue;
            }
            let name = e.file_name().to_string_lossy().to_string();
            let Some((t, ch)) = name.split_once('-') else {
                continue;
            };
            if target(t).is_none() {
                // e.g. `exchange-all` without the `exchange` feature.
                continue;
            }
            if ch != CHANNEL_FREE && Chan::named(ch).is_none() {
                failures.push(format!("{}: unknown channel {ch}", dir.display()));
                continue;
            }
            for (path, data) in load_dirs(std::slice::from_ref(&dir)) {
                total += 1;
                if let Some(Err(f)) = replay(t, ch, &data) {
                    failures.push(format!("{}: {f}", path.display()));
                }
            }
        }
    }
    assert!(
        total >= 3 * Chan::all().len(),
        "only {total} committed inputs found"
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn input_format_round_trips() {
    for c in Chan::all() {
        for &ft in c.codes() {
            let inp = c.join_input(ft, &[0xa0]).unwrap();
            assert_eq!(c.split_input(&inp), (ft, &[0xa0][..]));
        }
        assert_eq!(c.split_input(&[0xf0, 0x42, 1]), (0x0042, &[1][..]));
    }
}
