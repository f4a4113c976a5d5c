//! The corpus format reads every committed and reference corpus, and writes
//! the committed ones back byte for byte.
#![forbid(unsafe_code)]

use npamp_testkit::corpus::{Corpus, Verdict};
use std::path::{Path, PathBuf};

fn json_files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| rd.filter_map(Result::ok).map(|e| e.path()).collect())
        .unwrap_or_default();
    v.retain(|p| {
        p.extension().is_some_and(|x| x == "json") && !p.to_string_lossy().ends_with(".schema.json")
    });
    v.sort();
    v
}

#[test]
fn committed_vectors_round_trip_byte_for_byte() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../vectors");
    let files = json_files(&dir);
    assert!(
        !files.is_empty(),
        "no committed vectors in {}",
        dir.display()
    );
    for f in files {
        let text = std::fs::read_to_string(&f).expect("readable");
        let c = Corpus::from_json(&text).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        assert_eq!(c.number_of_tests, Some(c.count_tests()), "{}", f.display());
        let again = c.to_json();
        let first = again
            .lines()
            .zip(text.lines())
            .enumerate()
            .find(|(_, (a, b))| a != b);
        assert!(
            again == text,
            "{} is not rewritten identically; first difference (line, written, committed): {first:?}",
            f.display()
        );
    }
}

#[test]
fn reference_vectors_read_and_round_trip_semantically() {
    // `shared/reference-vectors` beside the repository (or `$NPAMP_REFERENCE_VECTORS`).
    let dir = match std::env::var_os("NPAMP_REFERENCE_VECTORS") {
        Some(d) => PathBuf::from(d),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/reference-vectors"),
    };
    let files = json_files(&dir);
    if files.is_empty() {
        eprintln!("no reference vectors at {}: skipped", dir.display());
        return;
    }
    for f in files {
        let c = Corpus::read(&f).unwrap_or_else(|e| panic!("{e}"));
        assert!(c.count_tests() > 0, "{}", f.display());
        for t in c.test_groups.iter().flat_map(|g| &g.tests) {
            t.body_input()
                .unwrap_or_else(|e| panic!("{} tcId {}: {e}", f.display(), t.tc_id));
            assert_eq!(t.expected.is_some(), t.result != Verdict::Invalid);
        }
        let again = Corpus::from_json(&c.to_json_indent(b" ")).expect("re-reads");
        assert_eq!(again, c);
    }
}
