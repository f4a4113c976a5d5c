//! `cargo xtask spec-check`: spec excerpts (tests/fixtures/spec/, copied from
//! ../shared/spec/*.txt) with one planted drift each must be reported
//! precisely — spec section, subject, spec-vs-schema values and schema path —
//! and nothing else; the clean excerpts and the shipped specs report none.
#![forbid(unsafe_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/spec")
        .join(name)
}

fn spec_check(args: &[&Path]) -> (Option<i32>, Vec<String>, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .arg("spec-check")
        .args(args)
        .output()
        .expect("run xtask");
    let stdout = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_string)
        .collect();
    (
        out.status.code(),
        stdout,
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The fixture reports exactly `expected` (in order) and exits 1.
fn drifts(name: &str, expected: &[&str]) {
    let (code, lines, stderr) = spec_check(&[&fixture(name)]);
    assert_eq!(lines, expected, "{name}: stderr: {stderr}");
    assert_eq!(code, Some(1), "{name}: drift must exit 1");
}

#[test]
fn clean_excerpts_report_no_drift() {
    for name in ["interaction-excerpt.txt", "workflow-excerpt.txt"] {
        let (code, lines, stderr) = spec_check(&[&fixture(name)]);
        assert!(lines.is_empty(), "{name}: {lines:#?}");
        assert_eq!(code, Some(0), "{name}: {stderr}");
        assert!(stderr.contains("no drift"), "{stderr}");
    }
}

#[test]
fn shipped_specs_report_no_drift() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/spec");
    let specs = [
        dir.join("interaction-channel.txt"),
        dir.join("workflow-channel.txt"),
    ];
    if !specs.iter().all(|p| p.exists()) {
        println!(
            "note: {} not found; shipped-spec drift check skipped",
            dir.display()
        );
        return;
    }
    let args: Vec<&Path> = specs.iter().map(PathBuf::as_path).collect();
    let (code, lines, stderr) = spec_check(&args);
    assert!(lines.is_empty(), "drift in the shipped specs: {lines:#?}");
    assert_eq!(code, Some(0), "{stderr}");
    // Each spec was matched to its own schema.
    assert!(
        stderr.contains("NPAMP-INTERACT → schema/interaction.yaml"),
        "{stderr}"
    );
    assert!(
        stderr.contains("NPAMP-WORKFLOW → schema/workflow.yaml"),
        "{stderr}"
    );
}

#[test]
fn frame_code_changed() {
    drifts(
        "drift-frame-code.txt",
        &["§3.1 INTERACT_APPROVAL_RESULT: frame type spec 0x0109 vs schema 0x0105 (schema/interaction.yaml frame INTERACT_APPROVAL_RESULT)"],
    );
}

#[test]
fn frame_missing() {
    drifts(
        "drift-frame-missing.txt",
        &["§3.1 INTERACT_CANCEL: frame 0x0106 is in the schema, missing from the spec (schema/interaction.yaml frame INTERACT_CANCEL)"],
    );
}

#[test]
fn key_changed() {
    drifts(
        "drift-key.txt",
        &["§6.2 INTERACT_PROMPT_REQ.prompt: key spec 7 vs schema 3 (schema/interaction.yaml frame INTERACT_PROMPT_REQ field prompt)"],
    );
}

#[test]
fn field_renamed() {
    drifts(
        "drift-field-name.txt",
        &["§6.4 WORKFLOW_STEP_EVENT.sequence: key 3 field name spec \"sequence\" vs schema \"seq\" (schema/workflow.yaml frame WORKFLOW_STEP_EVENT field seq)"],
    );
}

#[test]
fn cbor_type_changed() {
    drifts(
        "drift-cbor-type.txt",
        &["§6.2 INTERACT_PROMPT_REQ.options: CBOR type spec \"Array of byte string\" vs schema \"array of tstr\" (schema/interaction.yaml frame INTERACT_PROMPT_REQ field options)"],
    );
}

#[test]
fn req_flipped() {
    drifts(
        "drift-req.txt",
        &["§6.2 INTERACT_PROMPT_REQ.prompt: Req spec \"No\" vs schema required: true (schema/interaction.yaml frame INTERACT_PROMPT_REQ field prompt)"],
    );
}

#[test]
fn range_changed() {
    drifts(
        "drift-range.txt",
        &["§6.2 WORKFLOW_STATUS_RESULT.progress: range spec 0–99 vs schema 0–100 (schema/workflow.yaml frame WORKFLOW_STATUS_RESULT field progress)"],
    );
}

#[test]
fn enum_value_added() {
    drifts(
        "drift-enum-added.txt",
        &["§6.4 INTERACT_CANCEL.reason: value 0x03 \"expired\" is in the spec, not in the schema (schema/interaction.yaml enum cancel_reason)"],
    );
}

#[test]
fn enum_value_renamed() {
    drifts(
        "drift-enum-renamed.txt",
        &["§6.1 INTERACT_EVENT.event_class: value 0x01 name spec \"alert\" vs schema \"notice\" (schema/interaction.yaml enum event_class value notice)"],
    );
}

#[test]
fn error_code_renamed() {
    drifts(
        "drift-error-renamed.txt",
        &["§8 error code: value 5 name spec \"policy_refused\" vs schema \"policy_denied\" (schema/interaction.yaml enum error_code value policy_denied)"],
    );
}

#[test]
fn error_code_renumbered() {
    drifts(
        "drift-error-renumbered.txt",
        &["§8 error code: \"internal_error\" number spec 9 vs schema 6 (schema/workflow.yaml enum error_code value internal_error)"],
    );
}

#[test]
fn value_table_renamed_and_terminal_flipped() {
    drifts(
        "drift-value-table.txt",
        &[
            "§5.3 enum effect: value 0x02 name spec \"unsafe_write\" vs schema \"non_idempotent_write\" (schema/workflow.yaml enum effect value non_idempotent_write)",
            "§5.4 enum task_state: value 0x03 failed: terminal spec no vs schema yes (schema/workflow.yaml enum task_state value failed)",
        ],
    );
}

#[test]
fn corr_presence_changed() {
    drifts(
        "drift-corr-absent.txt",
        &["§4.2 WORKFLOW_STEP_EVENT.corr: corr spec required vs schema absent (schema/workflow.yaml frame WORKFLOW_STEP_EVENT corr)"],
    );
}

#[test]
fn several_files_one_exit_status() {
    let (code, lines, _) = spec_check(&[
        &fixture("interaction-excerpt.txt"),
        &fixture("drift-range.txt"),
    ]);
    assert_eq!(code, Some(1));
    assert_eq!(lines.len(), 1, "{lines:#?}");
}

#[test]
fn usage_errors_exit_2() {
    assert_eq!(spec_check(&[]).0, Some(2), "no spec given");
    assert_eq!(
        spec_check(&[Path::new("/nonexistent/spec.txt")]).0,
        Some(2),
        "unreadable file"
    );
    // A text that names neither spec nor channel id cannot be matched to a schema.
    let (code, _, stderr) = spec_check(&[&fixture("unknown-spec.txt")]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("cannot tell which schema"), "{stderr}");
}

#[test]
fn schema_recognised_by_channel_id() {
    let (code, lines, stderr) = spec_check(&[&fixture("workflow-by-channel-id.txt")]);
    assert!(lines.is_empty(), "{lines:#?}");
    assert_eq!(code, Some(0), "{stderr}");
    assert!(stderr.contains("schema/workflow.yaml"), "{stderr}");
}
