//! Workflow channel (0x0011): D rules, accept and reject. All inputs are hand-built.
mod common;
use common::*;
use npamp_oracle::Verdict;

const SUBMIT_REQ: u16 = 0x0100;
const SUBMIT_RESULT: u16 = 0x0101;
const STATUS_REQ: u16 = 0x0102;
const STATUS_RESULT: u16 = 0x0103;
const CANCEL_REQ: u16 = 0x0104;
const CANCEL_RESULT: u16 = 0x0105;
const STEP_EVENT: u16 = 0x0106;
const COMPLETE: u16 = 0x0107;
const ERROR: u16 = 0x0108;

/// {0: 0x106, 2: "t", 3: 0, 4: 1 (running)}
const MIN_STEP: &str = "a4 00 190106 02 6174 03 00 04 01";

#[test]
fn accept_every_frame() {
    let o = workflow();
    // {0: 0x100, 1: h'2a', 2: "t", 11: 0}
    accept_same(&o, SUBMIT_REQ, "a4 00 190100 01 412a 02 6174 0b 00");
    // every field: {.., 3: h'00', 4: {0: 0}, 5: 1, 6: "d", 7: "a", 8: "b", 9: "i",
    //               10: {-1: 2, "a": 1}, 11: 3}
    accept_same(
        &o,
        SUBMIT_REQ,
        "ac 00 190100 01 412a 02 6174 03 4100 04 a10000 05 01 06 6164 07 6161 08 6162 09 6169 \
         0a a2 20 02 6161 01 0b 03",
    );
    // {0: 0x101, 1: h'2a', 2: "t", 3: 0}
    accept_same(&o, SUBMIT_RESULT, "a4 00 190101 01 412a 02 6174 03 00");
    // {0: 0x102, 1: h'2a', 2: "t"}
    accept_same(&o, STATUS_REQ, "a3 00 190102 01 412a 02 6174");
    // {0: 0x103, 1: h'2a', 2: "t", 3: 1, 4: 2, 5: "s", 6: 50, 7: "d"}
    accept_same(
        &o,
        STATUS_RESULT,
        "a8 00 190103 01 412a 02 6174 03 01 04 02 05 6173 06 1832 07 6164",
    );
    // {0: 0x104, 1: h'2a', 2: "t", 3: "r"}
    accept_same(&o, CANCEL_REQ, "a4 00 190104 01 412a 02 6174 03 6172");
    // {0: 0x105, 1: h'2a', 2: "t", 3: 4}
    accept_same(&o, CANCEL_RESULT, "a4 00 190105 01 412a 02 6174 03 04");
    accept_same(&o, STEP_EVENT, MIN_STEP);
    // {0: 0x107, 2: "t", 3: 7, 4: 3, 5: h'', 6: 6, 7: "d"}
    accept_same(
        &o,
        COMPLETE,
        "a7 00 190107 02 6174 03 07 04 03 05 40 06 06 07 6164",
    );
    // {0: 0x108, 1: h'2a', 2: 6, 3: "m"}
    accept_same(&o, ERROR, "a4 00 190108 01 412a 02 06 03 616d");
}

#[test]
fn d1_unknown_frame_type() {
    let o = workflow();
    for ft in [0x0000u16, 0x0109, 0x000f] {
        match o.check(ft, &h("a0")) {
            Verdict::Reject(r) => {
                assert_eq!(
                    (r.wire_code, r.wire_name.as_str()),
                    (2, "unknown_operation")
                );
            }
            v => panic!("{v:?}"),
        }
    }
}

#[test]
fn d3_d4_workflow() {
    let o = workflow();
    // non-shortest seq: 18 00
    reject(
        &o,
        STEP_EVENT,
        "a4 00 190106 02 6174 03 1800 04 01",
        "shortest-form",
        "§4.1",
    );
    // keys 3 and 2 swapped
    reject(
        &o,
        STEP_EVENT,
        "a4 00 190106 03 00 02 6174 04 01",
        "key-order",
        "§4.1",
    );
    // duplicate key 4
    reject(
        &o,
        STEP_EVENT,
        "a5 00 190106 02 6174 03 00 04 01 04 01",
        "duplicate-key",
        "§4.1",
    );
    // indefinite array in an unknown key: {.., 20: [_ ]}
    reject(
        &o,
        STEP_EVENT,
        "a5 00 190106 02 6174 03 00 04 01 14 9fff",
        "indefinite-length",
        "§4.1",
    );
    // scope (any_keyed_map) with keys out of order: {"a": 1, -1: 2}
    reject(
        &o,
        SUBMIT_REQ,
        "a5 00 190100 01 412a 02 6174 0a a2 6161 01 20 02 0b 00",
        "key-order",
        "§4.1",
    );
    // params nested 15 maps deep: payload L1, params L2, 14 maps L3..L16 -> accepted
    let ok = format!(
        "a5 00 190100 01 412a 02 6174 04 {}a0 0b 00",
        "a100".repeat(14)
    );
    accept_same(&o, SUBMIT_REQ, &ok);
    let deep = format!(
        "a5 00 190100 01 412a 02 6174 04 {}a0 0b 00",
        "a100".repeat(15)
    );
    reject(&o, SUBMIT_REQ, &deep, "depth", "§4.1");
    // truncated output bstr (claims 3 bytes, 2 present)
    reject(
        &o,
        STEP_EVENT,
        "a5 00 190106 02 6174 03 00 04 01 08 43aabb",
        "truncated",
        "§4.1",
    );
    // invalid UTF-8 task_id (continuation byte alone)
    reject(
        &o,
        STEP_EVENT,
        "a4 00 190106 02 6180 03 00 04 01",
        "invalid-utf8",
        "§4.1",
    );
}

#[test]
fn d5_keys() {
    let o = workflow();
    // unknown negative key -2 (0x21)
    reject(
        &o,
        STEP_EVENT,
        "a5 00 190106 02 6174 03 00 04 01 21 00",
        "unknown-negative-key",
        "§4.3",
    );
    // params with a negative key
    reject(
        &o,
        SUBMIT_REQ,
        "a5 00 190100 01 412a 02 6174 04 a1 20 00 0b 00",
        "unknown-negative-key:params",
        "§4.3",
    );
    // unknown non-negative key 12 on submit: dropped
    let (_, c) = accept(&o, SUBMIT_REQ, "a5 00 190100 01 412a 02 6174 0b 00 0c 6178");
    assert_eq!(c, h("a4 00 190100 01 412a 02 6174 0b 00"));
    // scope's keys are a local matter: negative and text keys accepted
    accept_same(
        &o,
        SUBMIT_REQ,
        "a5 00 190100 01 412a 02 6174 0a a2 20 02 6161 01 0b 00",
    );
}

#[test]
fn d6_frame_kind() {
    let o = workflow();
    // STEP_EVENT body under the COMPLETE header
    reject(
        &o,
        COMPLETE,
        "a4 00 190106 02 6174 03 00 04 02",
        "frame-kind-mismatch",
        "§4.2",
    );
    reject(
        &o,
        STEP_EVENT,
        "a3 02 6174 03 00 04 01",
        "missing-required:frame_kind",
        "§4.2",
    );
}

#[test]
fn d7_corr_absent_on_events() {
    let o = workflow();
    let (corr, _) = accept(&o, STEP_EVENT, MIN_STEP);
    assert_eq!(corr, None);
    // corr present on a step event
    reject(
        &o,
        STEP_EVENT,
        "a5 00 190106 01 412a 02 6174 03 00 04 01",
        "corr-present",
        "§4.2",
    );
    // corr present on a complete event
    reject(
        &o,
        COMPLETE,
        "a5 00 190107 01 412a 02 6174 03 00 04 02",
        "corr-present",
        "§4.2",
    );
    // even an empty corr is present
    reject(
        &o,
        STEP_EVENT,
        "a5 00 190106 01 40 02 6174 03 00 04 01",
        "corr-present",
        "§4.2",
    );
    // null corr = absent: accepted and dropped
    let (corr, c) = accept(&o, STEP_EVENT, "a5 00 190106 01 f6 02 6174 03 00 04 01");
    assert_eq!(corr, None);
    assert_eq!(c, h(MIN_STEP));
    // required corr on requests/replies
    reject(
        &o,
        STATUS_REQ,
        "a2 00 190102 02 6174",
        "corr-absent",
        "§4.2",
    );
    reject(
        &o,
        ERROR,
        "a3 00 190108 02 06 03 616d",
        "corr-absent",
        "§4.2",
    );
    let c65 = format!("a3 00 190102 01 5841{} 02 6174", "00".repeat(65));
    reject(&o, STATUS_REQ, &c65, "len:corr", "§4.2");
}

#[test]
fn d8_d9_fields() {
    let o = workflow();
    // missing effect
    reject(
        &o,
        SUBMIT_REQ,
        "a3 00 190100 01 412a 02 6174",
        "missing-required:effect",
        "§5.3",
    );
    // effect null
    reject(
        &o,
        SUBMIT_REQ,
        "a4 00 190100 01 412a 02 6174 0b f6",
        "missing-required:effect",
        "§5.3",
    );
    // missing seq
    reject(
        &o,
        STEP_EVENT,
        "a3 00 190106 02 6174 04 01",
        "missing-required:seq",
        "§6.4",
    );
    // task_id as bstr
    reject(
        &o,
        STATUS_REQ,
        "a3 00 190102 01 412a 02 4174",
        "wrong-type:task_id",
        "§5.2",
    );
    // input as text
    reject(
        &o,
        SUBMIT_REQ,
        "a5 00 190100 01 412a 02 6174 03 6178 0b 00",
        "wrong-type:input",
        "§6.1",
    );
    // scope as array
    reject(
        &o,
        SUBMIT_REQ,
        "a5 00 190100 01 412a 02 6174 0a 80 0b 00",
        "wrong-type:scope",
        "§6.1",
    );
    // params with a bstr key
    reject(
        &o,
        SUBMIT_REQ,
        "a5 00 190100 01 412a 02 6174 04 a1 40 00 0b 00",
        "wrong-type:params",
        "§6.1",
    );
    // optional nulls dropped: step_label null, output null
    let (_, c) = accept(
        &o,
        STEP_EVENT,
        "a6 00 190106 02 6174 03 00 04 01 06 f6 08 f6",
    );
    assert_eq!(c, h(MIN_STEP));
}

#[test]
fn d10_range_and_len() {
    let o = workflow();
    // progress 100 ok, 101 refused (STATUS_RESULT)
    accept_same(
        &o,
        STATUS_RESULT,
        "a5 00 190103 01 412a 02 6174 03 01 06 1864",
    );
    reject(
        &o,
        STATUS_RESULT,
        "a5 00 190103 01 412a 02 6174 03 01 06 1865",
        "range:progress",
        "§6.2",
    );
    // progress 101 on a STEP_EVENT
    reject(
        &o,
        STEP_EVENT,
        "a5 00 190106 02 6174 03 00 04 01 07 1865",
        "range:progress",
        "§6.4",
    );
    // empty task_id
    reject(
        &o,
        STATUS_REQ,
        "a3 00 190102 01 412a 02 60",
        "len:task_id",
        "§5.2",
    );
    reject(
        &o,
        STEP_EVENT,
        "a4 00 190106 02 60 03 00 04 01",
        "len:task_id",
        "§5.2",
    );
}

#[test]
fn d11_unrecognized_values() {
    let o = workflow();
    // effect 9 (fail-safe treated as destructive, still accepted)
    accept_same(&o, SUBMIT_REQ, "a4 00 190100 01 412a 02 6174 0b 09");
    // state 9 on a status result (no value_in rule)
    accept_same(&o, STATUS_RESULT, "a4 00 190103 01 412a 02 6174 03 09");
    // error code 200
    accept_same(&o, ERROR, "a4 00 190108 01 412a 02 18c8 03 616d");
}

#[test]
fn d12_step_and_complete_states() {
    let o = workflow();
    // step event states: accepted 0, running 1 ok; succeeded 2, failed 3, canceled 4 refused
    accept_same(&o, STEP_EVENT, "a4 00 190106 02 6174 03 00 04 00");
    for s in ["02", "03", "04", "09"] {
        let p = format!("a4 00 190106 02 6174 03 00 04 {s}");
        reject(&o, STEP_EVENT, &p, "step-state-non-terminal", "§6.4");
    }
    // complete states: 2, 3, 4 ok; 0, 1 and unassigned 9 refused
    for s in ["02", "03", "04"] {
        accept_same(&o, COMPLETE, &format!("a4 00 190107 02 6174 03 00 04 {s}"));
    }
    for s in ["00", "01", "09"] {
        let p = format!("a4 00 190107 02 6174 03 00 04 {s}");
        reject(&o, COMPLETE, &p, "complete-state-terminal", "§6.5");
    }
}

#[test]
fn d12_approval_id_iff_required() {
    let o = workflow();
    // approval_required (4) with approval_id "i"
    accept_same(&o, ERROR, "a5 00 190108 01 412a 02 04 03 616d 05 6169");
    // approval_required without approval_id
    reject(
        &o,
        ERROR,
        "a4 00 190108 01 412a 02 04 03 616d",
        "approval-id-iff-required",
        "§8.1",
    );
    // policy_denied (3) with approval_id
    reject(
        &o,
        ERROR,
        "a5 00 190108 01 412a 02 03 03 616d 05 6169",
        "approval-id-iff-required",
        "§8.1",
    );
}
