//! The tab-separated spec-check fixtures (tests/fixtures/*.txt, excerpts of
//! ../shared/spec/*.txt): each planted drift is reported precisely — section,
//! schema path, what the spec and the schema say — and nothing else; the
//! clean excerpts report none.
#![forbid(unsafe_code)]

mod common;

use common::{drift_lines, fixture, shipped_two};

/// The fixture reports exactly `expected`, in order.
fn drifts(name: &str, expected: &[&str]) {
    let lines = drift_lines(&fixture(name), &shipped_two());
    assert_eq!(lines, expected, "{name}");
}

#[test]
fn clean_excerpts_report_no_drift() {
    for name in ["interaction-excerpt.txt", "workflow-excerpt.txt"] {
        let lines = drift_lines(&fixture(name), &shipped_two());
        assert!(lines.is_empty(), "{name}: {lines:#?}");
    }
}

#[test]
fn frame_code_changed() {
    drifts(
        "drift-frame-code.txt",
        &["§3.1 frame INTERACT_APPROVAL_RESULT: spec code 0x0109; schema code 0x0105"],
    );
}

#[test]
fn frame_missing() {
    drifts(
        "drift-frame-missing.txt",
        &["§3.1 frame INTERACT_CANCEL: spec has no row for it; schema has frame 0x0106"],
    );
}

#[test]
fn key_changed() {
    drifts(
        "drift-key.txt",
        &["§6.2 frame INTERACT_PROMPT_REQ, field prompt: spec key 7; schema key 3"],
    );
}

#[test]
fn field_renamed() {
    drifts(
        "drift-field-name.txt",
        &["§6.4 frame WORKFLOW_STEP_EVENT, field seq: spec names key 3 `sequence`; schema names it `seq`"],
    );
}

#[test]
fn cbor_type_changed() {
    drifts(
        "drift-cbor-type.txt",
        &["§6.2 frame INTERACT_PROMPT_REQ, field options: spec CBOR type \"Array of byte string\" (array of bstr); schema type array of tstr"],
    );
}

#[test]
fn req_flipped() {
    drifts(
        "drift-req.txt",
        &["§6.2 frame INTERACT_PROMPT_REQ, field prompt: spec Req No; schema required"],
    );
}

#[test]
fn range_changed() {
    drifts(
        "drift-range.txt",
        &["§6.2 frame WORKFLOW_STATUS_RESULT, field progress: spec range [0, 99] (\"Unsigned int (0–99)\"); schema range [0, 100]"],
    );
}

#[test]
fn enum_value_added() {
    drifts(
        "drift-enum-added.txt",
        &["§6.4 enum cancel_reason: spec has value 0x03 `expired`; schema has no such value"],
    );
}

#[test]
fn enum_value_renamed() {
    drifts(
        "drift-enum-renamed.txt",
        &["§6.1 enum event_class, value notice: spec names 0x01 `alert`; schema names it `notice`"],
    );
}

#[test]
fn error_code_renamed() {
    drifts(
        "drift-error-renamed.txt",
        &["§8 enum error_code, value policy_denied: spec names 5 `policy_refused`; schema names it `policy_denied`"],
    );
}

#[test]
fn error_code_renumbered() {
    drifts(
        "drift-error-renumbered.txt",
        &["§8 enum error_code, value internal_error: spec gives `internal_error` the value 9; schema gives it 6"],
    );
}

#[test]
fn value_table_renamed_and_terminal_flipped() {
    drifts(
        "drift-value-table.txt",
        &[
            "§5.3 enum effect, value non_idempotent_write: spec names 0x02 `unsafe_write`; schema names it `non_idempotent_write`",
            "§5.4 enum task_state, value failed: spec Terminal No; schema terminal Yes",
        ],
    );
}

#[test]
fn corr_presence_changed() {
    drifts(
        "drift-corr-absent.txt",
        &["§4.2 frame WORKFLOW_STEP_EVENT, envelope corr: spec makes `corr` required; schema makes it absent"],
    );
}

#[test]
fn drift_fields_and_display_agree() {
    let doc = npamp_spec::parse(&fixture("drift-key.txt"));
    let models = shipped_two();
    let m = npamp_spec::identify(&doc, &models)
        .model()
        .expect("interaction");
    let d = npamp_spec::drift(&doc, m);
    let one = d.first().expect("one drift");
    assert_eq!(
        (
            one.section.as_str(),
            one.path.as_str(),
            one.spec.as_str(),
            one.schema.as_str(),
            one.aspect
        ),
        (
            "§6.2",
            "frame INTERACT_PROMPT_REQ, field prompt",
            "key 7",
            "key 3",
            "key"
        )
    );
}

#[test]
fn schema_recognised_by_channel_id() {
    let doc = npamp_spec::parse(&fixture("workflow-by-channel-id.txt"));
    let models = shipped_two();
    let id = npamp_spec::identify(&doc, &models);
    let m = id.model().expect("recognised by its channel id");
    assert_eq!(m.channel.module, "workflow");
    assert!(npamp_spec::drift(&doc, m).is_empty());
}

#[test]
fn unknown_spec_is_not_identified() {
    let doc = npamp_spec::parse(&fixture("unknown-spec.txt"));
    let models = shipped_two();
    let id = npamp_spec::identify(&doc, &models);
    assert!(id.model().is_none());
    assert_eq!(
        id.to_string(),
        "no schema for this spec (no channel id in the text): run spec-import"
    );
}
