//! `cargo xtask fuzz --testee`: each deliberately faulty adapter
//! (crates/conform/tests/fixtures/faulty/, one planted defect each) is found within
//! 60 seconds, with the right kind and rule, and written as a candidate vector;
//! our own adapter as a testee yields no finding.
#![forbid(unsafe_code)]

mod common;

use common::{faulty, root};

use std::path::PathBuf;
use std::process::Command;

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("npamp-fuzz-testee-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    d
}

/// Run `xtask fuzz --testee CMD ...` on Interaction; (exit code, stdout).
fn fuzz_testee(cmd: &str, name: &str, extra: &[&str]) -> (i32, String, PathBuf) {
    fuzz_testee_on(&["--channel", "interaction"], cmd, name, extra)
}

/// Run `xtask fuzz --testee CMD ...` with these channel options.
fn fuzz_testee_on(
    channels: &[&str],
    cmd: &str,
    name: &str,
    extra: &[&str],
) -> (i32, String, PathBuf) {
    let dir = scratch(name);
    let out = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .current_dir(root())
        .args(["fuzz", "--testee", cmd])
        .args(channels)
        .args(["--name", name])
        .arg("--findings-dir")
        .arg(&dir)
        .args(extra)
        .output()
        .expect("run xtask");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    (
        out.status.code().unwrap_or(-1),
        format!("{stdout}\n{stderr}"),
        dir,
    )
}

/// The table row of the finding: `| interaction | KIND | CAUSE | ...`.
fn row<'a>(out: &'a str, kind: &str) -> &'a str {
    rows(out, "interaction", kind)
        .into_iter()
        .next()
        .unwrap_or_else(|| panic!("no `{kind}` finding:\n{out}"))
}

/// Every table row of `kind` findings on `channel`.
fn rows<'a>(out: &'a str, channel: &str, kind: &str) -> Vec<&'a str> {
    out.lines()
        .filter(|l| l.starts_with(&format!("| {channel} | ")) && l.contains(&format!("| {kind} |")))
        .collect()
}

/// Seconds to the first occurrence (the `first after` column).
fn first_after(row: &str) -> f64 {
    row.split('|')
        .map(str::trim)
        .find_map(|c| c.strip_suffix(" s").and_then(|n| n.parse::<f64>().ok()))
        .unwrap_or_else(|| panic!("no time in {row}"))
}

fn finds(mode: &str, kind: &str, cause: &str, requirement: &str) {
    let (code, out, dir) = fuzz_testee(
        &faulty(mode),
        mode,
        &["--time", "60", "--stop-on-first", "--timeout-ms", "1000"],
    );
    assert_eq!(code, 1, "a finding fails the run:\n{out}");
    let r = row(&out, kind);
    // The cause column: the cause, then (refusals of valid input) the field.
    assert!(
        r.contains(&format!("| {cause} |")) || r.contains(&format!("| {cause} (field")),
        "cause `{cause}` expected: {r}"
    );
    assert!(first_after(r) < 60.0, "found within 60 s: {r}");
    let file = dir.join(mode).join("interaction.json");
    let text =
        std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}\n{out}", file.display()));
    let doc: serde_json::Value = serde_json::from_str(&text).expect("a corpus");
    let tests = doc["testGroups"][0]["tests"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    assert!(
        tests.iter().any(|t| t["requirement"]
            .as_str()
            .is_some_and(|q| q.contains(requirement))),
        "a candidate vector with requirement ~ `{requirement}`: {text}"
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn accepts_invalid_utf8_is_a_must_difference() {
    finds("utf8", "accepts-must-reject", "invalid-utf8", "MUST-reject");
}

#[test]
fn refusing_an_explicit_null_on_an_optional_field_refuses_valid_input() {
    finds(
        "null-optional",
        "refuses-valid",
        "objection: explicit null refused (faulty adapter: null-optional)",
        "accepted-input",
    );
}

#[test]
fn accepting_an_unknown_negative_key_in_a_nested_map_is_a_must_difference() {
    finds(
        "negative-key",
        "accepts-must-reject",
        "unknown-negative-key",
        "unknown-negative-key-MUST-reject",
    );
}

#[test]
fn a_crash_on_deep_nesting_is_found_and_minimized() {
    let (code, out, dir) = fuzz_testee(
        &faulty("deep"),
        "deep",
        &["--time", "60", "--stop-on-first"],
    );
    assert_eq!(code, 1, "{out}");
    let r = row(&out, "crash");
    assert!(first_after(r) < 60.0, "{r}");
    assert!(r.contains("exit status 134"), "{r}");
    assert!(
        !r.contains("not reproduced alone"),
        "the culprit is the one input: {r}"
    );
    // One cause: the stack overflow on deep nesting; our decoders refuse
    // depth beyond 16 on a `limit` basis.
    assert!(
        r.contains("overflowed its stack") && r.contains("nesting over 256"),
        "{r}"
    );
    assert!(r.contains(": depth ("), "the oracle refuses on depth: {r}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_hang_on_one_frame_type_is_found() {
    let (code, out, dir) = fuzz_testee(
        &faulty("hang"),
        "hang",
        &["--time", "60", "--stop-on-first", "--timeout-ms", "1000"],
    );
    assert_eq!(code, 1, "{out}");
    let r = row(&out, "hang");
    assert!(first_after(r) < 60.0, "{r}");
    assert!(r.contains("0x0103"), "the planted frame type: {r}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn our_own_adapter_yields_no_finding() {
    let cmd = format!("{} conform-adapter", env!("CARGO_BIN_EXE_xtask"));
    let (code, out, dir) = fuzz_testee(&cmd, "own", &["--time", "5"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("no finding"), "{out}");
    let cases: u64 = out
        .split_whitespace()
        .skip_while(|w| *w != "profile):")
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(0);
    assert!(cases > 100, "it ran: {out}");
    assert!(!dir.exists(), "no findings folder without findings");
}

/// A testee that adds an output key the case does not expect (the Go
/// adapter's `"corr": ""` on a frame without a correlation) is graded as the
/// official runner grades it: no finding.
#[test]
fn an_extra_output_key_is_no_difference() {
    let (code, out, dir) = fuzz_testee(&faulty("extra-key"), "extra-key", &["--time", "5"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("no finding"), "{out}");
    let _ = std::fs::remove_dir_all(dir);
}

/// A crash whose depth varies from run to run (2,000-5,000 levels, drawn per
/// process start) is one cause: one row, whatever depth each crash was at.
#[test]
fn a_crash_at_a_varying_depth_is_one_row() {
    let (code, out, dir) = fuzz_testee(
        &faulty("deep-varying"),
        "deep-varying",
        &["--time", "8", "--timeout-ms", "1000"],
    );
    assert_eq!(code, 1, "{out}");
    let crashes = rows(&out, "interaction", "crash");
    assert_eq!(crashes.len(), 1, "one cause, one row:\n{out}");
    let r = crashes.first().copied().unwrap_or_default();
    assert!(r.contains("nesting over 256"), "{r}");
    let count: u64 = r
        .split('|')
        .map(str::trim)
        .nth(7)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    assert!(count > 1, "several crashes, one row: {r}");
    let _ = std::fs::remove_dir_all(dir);
}

/// Refusing floats and refusing explicit nulls are two causes on Knowledge
/// (which declares floats and makes null absence, §6): two refuses-valid rows,
/// each naming what the testee objected to and, from the bisection, the field
/// whose removal flips the testee to accepting and its construct.
#[test]
fn refusing_floats_and_nulls_are_two_rows() {
    let (code, out, dir) = fuzz_testee_on(
        &["--channel", "knowledge"],
        &faulty("float-null"),
        "float-null",
        &["--time", "8"],
    );
    assert_eq!(code, 1, "{out}");
    let refusals = rows(&out, "knowledge", "refuses-valid");
    assert_eq!(refusals.len(), 2, "two causes:\n{out}");
    assert!(
        refusals
            .iter()
            .any(|r| r.contains("objection: floats are not supported"))
            && refusals
                .iter()
                .any(|r| r.contains("objection: null is not a value here")),
        "{out}"
    );
    let named = |objection: &str, construct: &str| {
        refusals.iter().any(|r| {
            r.contains(objection)
                && r.contains(" (field `")
                && r.contains(&format!("`: {construct}) |"))
        })
    };
    assert!(
        named("floats are not supported", "float") && named("null is not a value", "null"),
        "the field and construct of each:\n{out}"
    );
    let _ = std::fs::remove_dir_all(dir);
}

/// A testee that implements only Interaction: the other channels are listed as
/// skipped, none is graded, and nothing is a finding.
#[test]
fn channels_a_testee_does_not_implement_are_skipped() {
    let (code, out, dir) = fuzz_testee_on(&[], &faulty("partial"), "partial", &["--time", "5"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("no finding"), "{out}");
    assert!(out.contains("channels: interaction\n"), "{out}");
    // Every other channel of the registry is listed as skipped, in module order.
    let others: Vec<&str> = npamp_schema::shipped()
        .iter()
        .map(|m| m.channel.module.as_str())
        .filter(|m| *m != "interaction")
        .collect();
    assert!(!others.is_empty());
    let line = format!("skipped by the testee: {}", others.join(", "));
    assert!(out.contains(&line), "`{line}` expected:\n{out}");
    let _ = std::fs::remove_dir_all(dir);
}

/// The planted crasher of `crates/conform/examples/crashing_adapter.rs` (our
/// adapter, with a panic on one input in 100, by body hash), as `cargo test`
/// builds every example: `<target>/debug/examples/`, beside this test's
/// `deps/`. Built here when a narrower `cargo test -p xtask` did not.
fn crashing_adapter() -> PathBuf {
    let exe = format!("crashing_adapter{}", std::env::consts::EXE_SUFFIX);
    let profile_dir = std::env::current_exe()
        .ok()
        .and_then(|p| p.parent().and_then(|d| d.parent()).map(PathBuf::from))
        .expect("the test binary's folder");
    let path = profile_dir.join("examples").join(&exe);
    if !path.exists() {
        let target = profile_dir.parent().map(PathBuf::from).unwrap_or_default();
        let status = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
            .current_dir(root())
            .args([
                "build",
                "-p",
                "npamp-conform",
                "--example",
                "crashing_adapter",
            ])
            .env("CARGO_TARGET_DIR", target)
            .status()
            .expect("run cargo build");
        assert!(status.success(), "building the crashing_adapter example");
    }
    path
}

/// A testee that crashes on one input in 100: the campaign goes on (the
/// process is restarted), the crashes are one cause (one row, counted), and
/// the rate is reported. Speed is measured (docs/GRADING.md), not asserted.
#[test]
fn a_testee_crashing_on_one_input_in_100_is_one_row() {
    let cmd = crashing_adapter().display().to_string();
    let (code, out, dir) = fuzz_testee(&cmd, "crashing", &["--time", "4"]);
    assert_eq!(code, 1, "{out}");
    let crashes = rows(&out, "interaction", "crash");
    assert_eq!(crashes.len(), 1, "one cause, one row:\n{out}");
    let r = crashes.first().copied().unwrap_or_default();
    assert!(
        r.contains("exit status 101: ") && r.contains("planted crash"),
        "{r}"
    );
    assert!(!r.contains("not reproduced alone"), "{r}");
    let count: u64 = r
        .split('|')
        .map(str::trim)
        .nth(7)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    assert!(count > 1, "several crashes, one row: {r}");
    assert!(out.contains(" cases/s), "), "the rate is reported: {out}");
    let _ = std::fs::remove_dir_all(dir);
}
