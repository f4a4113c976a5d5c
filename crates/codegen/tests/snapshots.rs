//! Golden snapshots (as prost-build keeps fixtures): the formatted expansion of
//! every shipped schema is committed under `generated/snapshots/<module>.rs`.
//! A change to the generated code fails here with a diff until it is re-blessed
//! with `cargo xtask expand --bless`, so a spec revision's code change is
//! reviewable in a pull request.
#![forbid(unsafe_code)]

use std::path::PathBuf;

fn snapshot_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../generated/snapshots")
}

/// The first differing lines of two texts, with a little context.
fn diff(old: &str, new: &str) -> String {
    let (a, b): (Vec<&str>, Vec<&str>) = (old.lines().collect(), new.lines().collect());
    let first = a
        .iter()
        .zip(&b)
        .position(|(x, y)| x != y)
        .unwrap_or(a.len().min(b.len()));
    let mut out = format!("first difference at line {}:\n", first + 1);
    for i in first.saturating_sub(3)..(first + 12) {
        match (a.get(i), b.get(i)) {
            (Some(x), Some(y)) if x == y => out.push_str(&format!("  {x}\n")),
            (x, y) => {
                if let Some(x) = x {
                    out.push_str(&format!("- {x}\n"));
                }
                if let Some(y) = y {
                    out.push_str(&format!("+ {y}\n"));
                }
            }
        }
    }
    out.push_str(&format!(
        "({} lines committed, {} generated)",
        a.len(),
        b.len()
    ));
    out
}

#[test]
fn generated_code_matches_the_committed_snapshots() {
    let mut stale = Vec::new();
    for m in npamp_schema::shipped() {
        let code = npamp_codegen::generate_pretty(m).expect("shipped schemas generate");
        let path = snapshot_dir().join(format!("{}.rs", m.channel.module));
        let committed = std::fs::read_to_string(&path).unwrap_or_default();
        if committed != code {
            stale.push(format!(
                "{}: generated code differs from the snapshot (review, then `cargo xtask expand --bless`)\n{}",
                path.display(),
                diff(&committed, &code)
            ));
        }
    }
    assert!(stale.is_empty(), "{}", stale.join("\n\n"));
}

#[test]
fn no_snapshot_without_a_schema() {
    let modules: Vec<String> = npamp_schema::shipped()
        .iter()
        .map(|m| m.channel.module.clone())
        .collect();
    for e in std::fs::read_dir(snapshot_dir())
        .expect("snapshot dir")
        .flatten()
    {
        let name = e.file_name().to_string_lossy().to_string();
        if let Some(stem) = name.strip_suffix(".rs") {
            assert!(
                modules.iter().any(|m| m == stem),
                "snapshot {name} has no schema: delete it"
            );
        }
    }
}

#[test]
fn the_diff_names_the_changed_line() {
    let d = diff("a\nb\nc\n", "a\nB\nc\n");
    assert!(
        d.contains("line 2") && d.contains("- b") && d.contains("+ B"),
        "{d}"
    );
}
