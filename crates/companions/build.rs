//! Generates one `#[test]` per `scenarios/**/*.yaml` file (included by
//! tests/scenarios.rs), so each recorded exchange passes or fails by name.
#![forbid(unsafe_code)]

use std::path::{Path, PathBuf};

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    println!("cargo:rerun-if-changed={}", dir.display());
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for ent in rd.flatten() {
        let p = ent.path();
        if p.is_dir() {
            walk(&p, out);
        } else if p.extension().is_some_and(|x| x == "yaml") {
            out.push(p);
        }
    }
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scenarios");
    let mut files = Vec::new();
    walk(&root, &mut files);
    files.sort();
    let mut code = String::new();
    for f in &files {
        let rel = f.strip_prefix(&root).unwrap_or(f).with_extension("");
        let name = rel.to_string_lossy().replace('\\', "/");
        let ident: String = name
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() {
                    c.to_ascii_lowercase()
                } else {
                    '_'
                }
            })
            .collect();
        code.push_str(&format!("scenario_test!({ident}, {name:?});\n"));
    }
    let out = PathBuf::from(std::env::var("OUT_DIR").unwrap_or_else(|_| ".".into()))
        .join("scenario_tests.rs");
    if let Err(e) = std::fs::write(&out, code) {
        panic!("cannot write {}: {e}", out.display());
    }
}
