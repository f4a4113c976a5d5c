//! The oracle is independent by construction: its dependency closure (normal,
//! build and dev dependencies, transitively) must not contain the generator,
//! the macro or the generated codecs. Checked with `cargo metadata`.
#![forbid(unsafe_code)]

use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};
use std::process::Command;

const FORBIDDEN: [&str; 3] = ["npamp-generated", "npamp-codegen", "npamp-codegen-macros"];

#[test]
fn oracle_does_not_depend_on_generated_code() {
    let out = Command::new(env!("CARGO"))
        .args(["metadata", "--format-version", "1"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("run cargo metadata");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let meta: Value = serde_json::from_slice(&out.stdout).expect("metadata JSON");

    let names: BTreeMap<&str, &str> = meta["packages"]
        .as_array()
        .expect("packages")
        .iter()
        .filter_map(|p| Some((p["id"].as_str()?, p["name"].as_str()?)))
        .collect();
    // resolve.nodes[].deps[] covers normal, dev and build dependencies.
    let graph: BTreeMap<&str, Vec<&str>> = meta["resolve"]["nodes"]
        .as_array()
        .expect("resolve.nodes")
        .iter()
        .filter_map(|n| {
            let deps = n["deps"]
                .as_array()?
                .iter()
                .filter_map(|d| d["pkg"].as_str())
                .collect();
            Some((n["id"].as_str()?, deps))
        })
        .collect();

    let oracle = names
        .iter()
        .find(|(_, n)| **n == "npamp-oracle")
        .map(|(id, _)| *id)
        .expect("npamp-oracle in metadata");
    let mut seen = BTreeSet::new();
    let mut stack = vec![oracle];
    while let Some(id) = stack.pop() {
        if seen.insert(id) {
            stack.extend(graph.get(id).into_iter().flatten().copied());
        }
    }
    let closure: BTreeSet<&str> = seen
        .iter()
        .filter_map(|id| names.get(id).copied())
        .collect();
    // Sanity: the walk really followed edges (normal and dev).
    assert!(
        closure.contains("ciborium") && closure.contains("serde_json"),
        "{closure:?}"
    );
    for f in FORBIDDEN {
        assert!(
            !closure.contains(f),
            "npamp-oracle depends on {f}: {closure:?}"
        );
    }
}
