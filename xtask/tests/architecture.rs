//! Architecture rules of the workspace, checked on `cargo metadata`'s resolved
//! dependency graph (transitively):
//!
//! * the oracle is independent: nothing of the generator, the macro, the
//!   generated codecs or their runtime in its closure, dev-dependencies
//!   included (non-circularity is the point of the workbench);
//! * testkit (the test-side CBOR every test and tool builds bytes with) depends
//!   on neither the generated code nor the oracle, so a test's expected bytes
//!   never come from the code under test or from the authority it is compared with;
//! * the vector generator takes its verdicts from the oracle only: the oracle is
//!   in its closure, the generated codecs are not;
//! * the generator of values from the model (npamp-sample, which the corpus,
//!   the harness and the fuzzers draw from) depends on neither the generated
//!   code nor the oracle;
//! * the generated codecs and their runtime (what users depend on) pull in none
//!   of the workbench's tools;
//! * the rule vocabulary depends on no workspace crate;
//! * the behaviour grader (npamp-harness) draws values from npamp-sample and
//!   depends on neither the corpus generator nor the oracle;
//! * the behaviour grader (`crates/harness/src`) names no channel: no module,
//!   channel or frame name of any shipped schema appears in its code.
#![forbid(unsafe_code)]

use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::process::Command;

/// The resolved graph: package name by id, and each node's dependencies with
/// whether the edge is a normal/build one (`true`) or dev-only (`false`).
struct Graph {
    names: BTreeMap<String, String>,
    deps: BTreeMap<String, Vec<(String, bool)>>,
}

impl Graph {
    fn load() -> Graph {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let out = Command::new(env!("CARGO"))
            .args(["metadata", "--format-version", "1"])
            .current_dir(root)
            .output()
            .expect("run cargo metadata");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let meta: Value = serde_json::from_slice(&out.stdout).expect("metadata JSON");
        let names = meta["packages"]
            .as_array()
            .expect("packages")
            .iter()
            .filter_map(|p| Some((p["id"].as_str()?.into(), p["name"].as_str()?.into())))
            .collect();
        let deps = meta["resolve"]["nodes"]
            .as_array()
            .expect("resolve.nodes")
            .iter()
            .filter_map(|n| {
                let deps = n["deps"]
                    .as_array()?
                    .iter()
                    .filter_map(|d| {
                        let kinds = d["dep_kinds"].as_array()?;
                        let runtime = kinds.iter().any(|k| k["kind"].as_str() != Some("dev"));
                        Some((d["pkg"].as_str()?.to_string(), runtime))
                    })
                    .collect();
                Some((n["id"].as_str()?.to_string(), deps))
            })
            .collect();
        Graph { names, deps }
    }

    /// Package names reachable from `package` (itself excluded); dev edges
    /// are followed from `package` itself when `dev` (a dependency's own
    /// dev-dependencies are never part of a build).
    fn closure(&self, package: &str, dev: bool) -> BTreeSet<String> {
        let start = self
            .names
            .iter()
            .find(|(_, n)| n.as_str() == package)
            .map(|(id, _)| id.clone())
            .unwrap_or_else(|| panic!("{package} is not in the workspace metadata"));
        let mut seen = BTreeSet::new();
        let mut stack = vec![(start.clone(), true)];
        while let Some((id, first)) = stack.pop() {
            if !seen.insert(id.clone()) {
                continue;
            }
            for (d, runtime) in self.deps.get(&id).into_iter().flatten() {
                if *runtime || (first && dev) {
                    stack.push((d.clone(), false));
                }
            }
        }
        seen.remove(&start);
        seen.iter()
            .filter_map(|id| self.names.get(id).cloned())
            .collect()
    }
}

fn assert_excludes(graph: &Graph, package: &str, dev: bool, forbidden: &[&str]) {
    let closure = graph.closure(package, dev);
    for f in forbidden {
        assert!(
            !closure.contains(*f),
            "{package} depends on {f} (closure{}: {closure:?})",
            if dev { " with dev-dependencies" } else { "" }
        );
    }
}

const GENERATED: [&str; 4] = [
    "npamp-generated",
    "npamp-runtime",
    "npamp-codegen",
    "npamp-codegen-macros",
];

#[test]
fn the_oracle_shares_nothing_with_the_generator_or_the_generated_code() {
    let g = Graph::load();
    let closure = g.closure("npamp-oracle", true);
    // Sanity: the walk really followed edges.
    assert!(
        closure.contains("ciborium") && closure.contains("npamp-schema"),
        "{closure:?}"
    );
    assert_excludes(&g, "npamp-oracle", true, &GENERATED);
}

#[test]
fn testkit_depends_on_neither_the_generated_code_nor_the_oracle() {
    let g = Graph::load();
    let mut forbidden = GENERATED.to_vec();
    forbidden.push("npamp-oracle");
    assert_excludes(&g, "npamp-testkit", false, &forbidden);
}

#[test]
fn the_vector_generator_takes_its_verdicts_from_the_oracle_only() {
    let g = Graph::load();
    assert!(g.closure("npamp-vectors", false).contains("npamp-oracle"));
    assert_excludes(&g, "npamp-vectors", false, &GENERATED);
}

#[test]
fn the_value_generator_depends_on_neither_the_generated_code_nor_the_oracle() {
    let g = Graph::load();
    assert!(g.closure("npamp-sample", false).contains("npamp-schema"));
    let mut forbidden = GENERATED.to_vec();
    forbidden.push("npamp-oracle");
    assert_excludes(&g, "npamp-sample", false, &forbidden);
}

#[test]
fn the_library_users_depend_on_pulls_in_no_workbench_tool() {
    let g = Graph::load();
    let tools = [
        "npamp-oracle",
        "npamp-testkit",
        "npamp-sample",
        "npamp-vectors",
        "npamp-conform",
        "npamp-codec",
        "npamp-harness",
        "npamp-companions",
        "npamp-fuzz-check",
        "npamp-campaign",
        "npamp-spec",
        "serde_json",
        "ciborium",
    ];
    assert_excludes(&g, "npamp-generated", false, &tools);
    assert_excludes(&g, "npamp-runtime", false, &tools);
    // `ascii` (no dependencies, no_std) gives a `&str` of ASCII text after one
    // `is_ascii` pass through a safe API (`Reader::tstr`).
    assert!(
        g.closure("npamp-runtime", false)
            .iter()
            .all(|n| n == "npamp-rules" || n == "ascii"),
        "npamp-runtime depends only on npamp-rules and ascii: {:?}",
        g.closure("npamp-runtime", false)
    );
}

#[test]
fn the_rule_vocabulary_depends_on_no_workspace_crate() {
    let g = Graph::load();
    let own = g
        .closure("npamp-rules", false)
        .into_iter()
        .filter(|n| n.starts_with("npamp-"))
        .collect::<Vec<_>>();
    assert!(own.is_empty(), "npamp-rules depends on {own:?}");
}

/// The identifiers of `text` outside `//` comments (string literals included).
fn code_words(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let code = line.split("//").next().unwrap_or("");
        let mut word = String::new();
        for c in code.chars().chain(std::iter::once(' ')) {
            if c.is_ascii_alphanumeric() || c == '_' {
                word.push(c);
            } else if !word.is_empty() {
                out.push((n + 1, std::mem::take(&mut word)));
            }
        }
    }
    out
}

#[test]
fn the_behaviour_grader_names_no_channel() {
    let mut names = BTreeSet::new();
    for m in npamp_schema::shipped() {
        names.insert(m.channel.module.clone());
        names.insert(m.channel.name.clone());
        names.extend(m.frames.iter().map(|f| f.name.clone()));
    }
    assert!(names.len() > 80, "{}", names.len());
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../crates/harness/src");
    let mut seen = 0;
    for e in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
        let p = e.path();
        if p.extension().is_none_or(|x| x != "rs") {
            continue;
        }
        seen += 1;
        let text = std::fs::read_to_string(&p).unwrap_or_default();
        for (line, w) in code_words(&text) {
            assert!(
                !names.contains(&w),
                "{}:{line}: `{w}` names a channel or one of its frames",
                p.display()
            );
        }
    }
    assert!(seen >= 4, "{seen} files in {}", dir.display());
    // The check itself sees a channel name where there is one.
    assert!(code_words("let x = interaction::decode; // workflow")
        .iter()
        .any(|(_, w)| names.contains(w)));
}

#[test]
fn the_behaviour_grader_depends_on_neither_the_corpus_generator_nor_the_oracle() {
    let g = Graph::load();
    assert!(g.closure("npamp-harness", false).contains("npamp-sample"));
    assert_excludes(
        &g,
        "npamp-harness",
        false,
        &["npamp-vectors", "npamp-oracle"],
    );
}
