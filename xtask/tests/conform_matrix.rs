//! `cargo xtask conform --testee NAME=CMD … --report DIR`: one command grades
//! several implementations (our adapter and planted faulty ones), writes the
//! matrix (Markdown, self-contained HTML, JSON summary, JUnit and a failure
//! list per implementation), and, given the failure list back as expected
//! failures, fails only on new failures; `--compare` tells fixed from new.
#![forbid(unsafe_code)]

mod common;

use common::{faulty, root};

use serde_json::Value;
use std::path::Path;
use std::process::Command;

/// `xtask conform` on two of our corpora; (exit code, stdout + stderr).
fn conform(args: &[String]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .current_dir(root())
        .args([
            "conform",
            "vectors/interaction.json",
            "vectors/knowledge.json",
        ])
        .args(args)
        .output()
        .expect("run xtask");
    (
        out.status.code().unwrap_or(-1),
        format!(
            "{}\n{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ),
    )
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

fn implementation<'a>(summary: &'a Value, name: &str) -> &'a Value {
    summary["implementations"]
        .as_array()
        .and_then(|a| a.iter().find(|i| i["name"] == name))
        .unwrap_or_else(|| panic!("no {name} in {summary}"))
}

#[test]
fn one_command_grades_several_implementations_into_a_matrix() {
    let dir = std::env::temp_dir().join(format!("npamp-conform-matrix-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let ours = format!("ours={} conform-adapter", env!("CARGO_BIN_EXE_xtask"));
    let args: Vec<String> = [
        "--testee".into(),
        ours,
        "--testee".into(),
        format!("floatnull={}", faulty("float-null")),
        "--testee".into(),
        format!("partial={}", faulty("partial")),
        "--testee".into(),
        format!("extra={}", faulty("extra-key")),
        "--report".into(),
        dir.display().to_string(),
    ]
    .into();
    let (code, out) = conform(&args);
    assert_eq!(code, 1, "floatnull fails the run\n{out}");
    let summary: Value = serde_json::from_str(&read(&dir.join("summary.json"))).unwrap_or_default();
    assert_eq!(summary["profile"], "minimum", "one default profile");
    assert_eq!(
        summary["channels"],
        serde_json::json!(["interaction", "knowledge"])
    );

    // Our adapter, and one that adds an output key (no false positive: only
    // the keys a case expects are compared), pass everything.
    for name in ["ours", "extra"] {
        let i = implementation(&summary, name);
        assert_eq!(i["state"], "PASS", "{name}: {i}");
        assert_eq!(i["rows"], serde_json::json!([]), "{name}");
    }
    // A channel the testee skips is UNIMPLEMENTED, never PASS.
    let partial = implementation(&summary, "partial");
    assert_eq!(partial["cells"]["interaction"]["state"], "PASS");
    assert_eq!(partial["cells"]["knowledge"]["state"], "UNIMPLEMENTED");
    assert_eq!(partial["state"], "PARTIAL");

    // Refusing floats and refusing nulls are two causes on Knowledge (and the
    // null one on Interaction): three rows for dozens of failing cases.
    let fnull = implementation(&summary, "floatnull");
    let rows = fnull["rows"].as_array().cloned().unwrap_or_default();
    let failures = fnull["failures"].as_array().map_or(0, Vec::len);
    assert_eq!(rows.len(), 3, "{rows:#?}");
    assert!(failures > 50, "{failures}");
    assert!(rows
        .iter()
        .all(|r| r["kind"] == "refuses-valid" && r["basis"] == "must"));
    let causes: Vec<&str> = rows.iter().filter_map(|r| r["cause"].as_str()).collect();
    assert!(
        causes
            .iter()
            .any(|c| c.contains("floats are not supported")),
        "{causes:?}"
    );
    assert_eq!(
        causes
            .iter()
            .filter(|c| c.contains("null is not a value"))
            .count(),
        2
    );
    let counted: u64 = rows.iter().filter_map(|r| r["count"].as_u64()).sum();
    assert_eq!(
        counted, failures as u64,
        "every failure is in exactly one row"
    );
    for r in &rows {
        let rep = r["example"]["reproducer"].as_str().unwrap_or_default();
        assert!(rep.starts_with("cargo xtask decode "), "{r}");
        assert!(
            r["example"]["answer"]
                .as_str()
                .unwrap_or_default()
                .starts_with("refuse"),
            "{r}"
        );
    }

    // The pages: the matrix with a cell per channel, drilling down to the rows.
    let md = read(&dir.join("report.md"));
    assert!(
        md.contains("| implementation | interaction | knowledge | total |"),
        "{md}"
    );
    assert!(
        md.contains("[FAIL (13 of 1224; 1 cause)](#floatnull-interaction)"),
        "{md}"
    );
    assert!(md.contains("<a id=\"floatnull-knowledge\"></a>"), "{md}");
    let html = read(&dir.join("report.html"));
    assert!(
        html.contains("<details id=\"floatnull-knowledge\""),
        "self-contained drill-down"
    );
    assert!(
        !html.contains("src=") && !html.contains("<link"),
        "no external resources"
    );
    // One JUnit document per implementation.
    for name in ["ours", "floatnull", "partial", "extra"] {
        let j = read(&dir.join(format!("{name}.junit.xml")));
        assert_eq!(j.matches("<?xml").count(), 1, "{name}");
        assert_eq!(j.matches("<testsuites").count(), 1, "{name}");
    }

    // The failure list back as expected failures: only new failures fail.
    let list = dir.join("floatnull.failures.txt");
    let again: Vec<String> = vec![
        "--testee".into(),
        format!("floatnull={}", faulty("float-null")),
        "--expected-failures".into(),
        format!("floatnull={}", list.display()),
        "--compare".into(),
        dir.display().to_string(),
    ];
    let (code, out) = conform(&again);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains(&format!("0 fixed, 0 new, {failures} still failing")),
        "{out}"
    );
    // Drop one listed failure: it is new, and the run fails on it alone.
    let text = read(&list);
    let first = text
        .lines()
        .find(|l| !l.starts_with('#'))
        .unwrap_or_default()
        .to_string();
    let id = first
        .split_whitespace()
        .next()
        .unwrap_or_default()
        .to_string();
    std::fs::write(&list, text.replacen(&format!("{first}\n"), "", 1)).expect("write list");
    let (code, out) = conform(&again);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains(&format!(
            "floatnull: {id} fails and is not an expected failure (new)"
        )),
        "{out}"
    );
    assert!(
        out.contains("expected failures: 1 new, 0 listed but passing"),
        "{out}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
