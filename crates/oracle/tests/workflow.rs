//! Workflow channel (0x0011): accept and reject, both profiles. All inputs are hand-built.
mod common;
use common::*;

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
    accept_same(o, SUBMIT_REQ, "a4 00 190100 01 412a 02 6174 0b 00");
    // every field: {.., 3: h'00', 4: {0: 0}, 5: 1, 6: "2024-05-06T07:08:09Z", 7: "a", 8: "b",
    //               9: "i", 10: {-1: 2, "a": 1}, 11: 3}
    accept_same(
        o,
        SUBMIT_REQ,
        "ac 00 190100 01 412a 02 6174 03 4100 04 a10000 05 01 \
         06 74 323032342d30352d30365430373a30383a30395a 07 6161 08 6162 09 6169 \
         0a a2 20 02 6161 01 0b 03",
    );
    // {0: 0x101, 1: h'2a', 2: "t", 3: 0}
    accept_same(o, SUBMIT_RESULT, "a4 00 190101 01 412a 02 6174 03 00");
    // {0: 0x102, 1: h'2a', 2: "t"}
    accept_same(o, STATUS_REQ, "a3 00 190102 01 412a 02 6174");
    // {0: 0x103, 1: h'2a', 2: "t", 3: 1, 4: 2, 5: "s", 6: 50, 7: "d"}
    accept_same(
        o,
        STATUS_RESULT,
        "a8 00 190103 01 412a 02 6174 03 01 04 02 05 6173 06 1832 07 6164",
    );
    // {0: 0x104, 1: h'2a', 2: "t", 3: "r"}
    accept_same(o, CANCEL_REQ, "a4 00 190104 01 412a 02 6174 03 6172");
    // {0: 0x105, 1: h'2a', 2: "t", 3: 4}
    accept_same(o, CANCEL_RESULT, "a4 00 190105 01 412a 02 6174 03 04");
    accept_same(o, STEP_EVENT, MIN_STEP);
    // {0: 0x107, 2: "t", 3: 7, 4: 3, 5: h'', 6: 6, 7: "d"}
    accept_same(
        o,
        COMPLETE,
        "a7 00 190107 02 6174 03 07 04 03 05 40 06 06 07 6164",
    );
    // {0: 0x108, 1: h'2a', 2: 6, 3: "m"}
    accept_same(o, ERROR, "a4 00 190108 01 412a 02 06 03 616d");
}

#[test]
fn d1_unknown_frame_type() {
    let o = workflow();
    for ft in [0x0000u16, 0x0109, 0x000f] {
        for p in Profile::ALL {
            let v = o.check(ft, &h("a0"), p);
            let r = v.refusal().expect("refused");
            assert_eq!(
                r.outcome,
                OutcomeDef::Code {
                    value: 2,
                    name: "unknown_operation".into()
                }
            );
            assert_eq!(r.wire_name, "unknown_operation");
        }
    }
}

#[test]
fn d3_d4_workflow() {
    let o = workflow();
    // non-shortest seq: 18 00
    reject_both(
        o,
        STEP_EVENT,
        "a4 00 190106 02 6174 03 1800 04 01",
        Rule::ShortestForm,
        "§4.1",
    );
    // keys 3 and 2 swapped
    reject_both(
        o,
        STEP_EVENT,
        "a4 00 190106 03 00 02 6174 04 01",
        Rule::KeyOrder,
        "§4.1",
    );
    // duplicate key 4
    reject_both(
        o,
        STEP_EVENT,
        "a5 00 190106 02 6174 03 00 04 01 04 01",
        Rule::DuplicateKey,
        "§4.1",
    );
    // indefinite array in an unknown key: {.., 20: [_ ]}
    reject_both(
        o,
        STEP_EVENT,
        "a5 00 190106 02 6174 03 00 04 01 14 9fff",
        Rule::IndefiniteLength,
        "§4.1",
    );
    // scope (any_keyed_map) with keys out of order: {"a": 1, -1: 2}
    reject_both(
        o,
        SUBMIT_REQ,
        "a5 00 190100 01 412a 02 6174 0a a2 6161 01 20 02 0b 00",
        Rule::KeyOrder,
        "§4.1",
    );
    // params nested 15 maps deep: payload L1, params L2, 14 maps L3..L16 -> accepted
    let ok = format!(
        "a5 00 190100 01 412a 02 6174 04 {}a0 0b 00",
        "a100".repeat(14)
    );
    accept_same(o, SUBMIT_REQ, &ok);
    let deep = format!(
        "a5 00 190100 01 412a 02 6174 04 {}a0 0b 00",
        "a100".repeat(15)
    );
    reject_both(o, SUBMIT_REQ, &deep, Rule::Depth, "§9");
    // truncated output bstr (claims 3 bytes, 2 present)
    reject_both(
        o,
        STEP_EVENT,
        "a5 00 190106 02 6174 03 00 04 01 08 43aabb",
        Rule::Truncated,
        "§4.1",
    );
    // invalid UTF-8 task_id (continuation byte alone)
    reject_both(
        o,
        STEP_EVENT,
        "a4 00 190106 02 6180 03 00 04 01",
        Rule::InvalidUtf8,
        "§4.1",
    );
    // a float in scope (opaque): the channel declares no float
    let (_, a) = strict_only(
        o,
        SUBMIT_REQ,
        "a5 00 190100 01 412a 02 6174 0a a1 00 f93c00 0b 00",
        Rule::Float,
        "§4.1",
    );
    assert_eq!(
        a.canonical,
        h("a5 00 190100 01 412a 02 6174 0a a1 00 f93c00 0b 00")
    );
}

#[test]
fn d5_keys() {
    let o = workflow();
    // unknown negative key -2 (0x21)
    reject_both(
        o,
        STEP_EVENT,
        "a5 00 190106 02 6174 03 00 04 01 21 00",
        Rule::UnknownNegativeKey,
        "§4.3",
    );
    // params with a negative key
    let r = reject_both(
        o,
        SUBMIT_REQ,
        "a5 00 190100 01 412a 02 6174 04 a1 20 00 0b 00",
        Rule::UnknownNegativeKey,
        "§4.3",
    );
    assert_eq!(r.field.as_deref(), Some("params"));
    // unknown non-negative key 12 on submit: dropped
    let a = accept(o, SUBMIT_REQ, "a5 00 190100 01 412a 02 6174 0b 00 0c 6178");
    assert_eq!(a.canonical, h("a4 00 190100 01 412a 02 6174 0b 00"));
    // scope's keys are a local matter: negative and text keys accepted
    accept_same(
        o,
        SUBMIT_REQ,
        "a5 00 190100 01 412a 02 6174 0a a2 20 02 6161 01 0b 00",
    );
}

#[test]
fn d6_frame_kind() {
    let o = workflow();
    // STEP_EVENT body under the COMPLETE header
    reject_both(
        o,
        COMPLETE,
        "a4 00 190106 02 6174 03 00 04 02",
        Rule::FrameKindMismatch,
        "§4.2",
    );
    let r = reject_both(
        o,
        STEP_EVENT,
        "a3 02 6174 03 00 04 01",
        Rule::MissingRequired,
        "§4.1",
    );
    assert_eq!(r.field.as_deref(), Some("frame_kind"));
}

/// corr is `absent` on Workflow events: present, it is `forbidden` (a sender's obligation,
/// strict); under the minimum profile it is ignored like an unknown key.
#[test]
fn d7_forbidden_corr_on_events_both_profiles() {
    let o = workflow();
    let a = accept(o, STEP_EVENT, MIN_STEP);
    assert_eq!(a.corr, None);
    for (ft, hex, canonical) in [
        // corr present on a step event
        (
            STEP_EVENT,
            "a5 00 190106 01 412a 02 6174 03 00 04 01",
            MIN_STEP,
        ),
        // corr present on a complete event
        (
            COMPLETE,
            "a5 00 190107 01 412a 02 6174 03 00 04 02",
            "a4 00 190107 02 6174 03 00 04 02",
        ),
        // even an empty corr is present
        (
            STEP_EVENT,
            "a5 00 190106 01 40 02 6174 03 00 04 01",
            MIN_STEP,
        ),
        // and a corr of another type: forbidden is decided before any value check
        (
            STEP_EVENT,
            "a5 00 190106 01 6178 02 6174 03 00 04 01",
            MIN_STEP,
        ),
    ] {
        let (r, a) = strict_only(o, ft, hex, Rule::Forbidden, "§4.2");
        assert_eq!(
            (r.field.as_deref(), r.path.as_str()),
            (Some("corr"), "corr")
        );
        assert_eq!(a.corr, None);
        assert_eq!(a.canonical, h(canonical));
    }
    // null corr = absent: accepted and dropped
    let a = accept(o, STEP_EVENT, "a5 00 190106 01 f6 02 6174 03 00 04 01");
    assert_eq!(a.corr, None);
    assert_eq!(a.canonical, h(MIN_STEP));
    // required corr on requests/replies
    let r = reject_both(
        o,
        STATUS_REQ,
        "a2 00 190102 02 6174",
        Rule::MissingRequired,
        "§4.1",
    );
    assert_eq!(r.field.as_deref(), Some("corr"));
    reject_both(
        o,
        ERROR,
        "a3 00 190108 02 06 03 616d",
        Rule::MissingRequired,
        "§4.1",
    );
    let c65 = format!("a3 00 190102 01 5841{} 02 6174", "00".repeat(65));
    strict_only(o, STATUS_REQ, &c65, Rule::Len, "§4.2");
}

#[test]
fn d8_d9_fields() {
    let o = workflow();
    let field = |r: Refusal, f: &str| assert_eq!(r.field.as_deref(), Some(f), "{r}");
    // missing effect
    field(
        reject_both(
            o,
            SUBMIT_REQ,
            "a3 00 190100 01 412a 02 6174",
            Rule::MissingRequired,
            "§4.1",
        ),
        "effect",
    );
    // effect null
    reject_both(
        o,
        SUBMIT_REQ,
        "a4 00 190100 01 412a 02 6174 0b f6",
        Rule::MissingRequired,
        "§4.1",
    );
    // missing seq
    field(
        reject_both(
            o,
            STEP_EVENT,
            "a3 00 190106 02 6174 04 01",
            Rule::MissingRequired,
            "§4.1",
        ),
        "seq",
    );
    // task_id as bstr
    field(
        reject_both(
            o,
            STATUS_REQ,
            "a3 00 190102 01 412a 02 4174",
            Rule::WrongType,
            "§4.1",
        ),
        "task_id",
    );
    // input as text
    field(
        reject_both(
            o,
            SUBMIT_REQ,
            "a5 00 190100 01 412a 02 6174 03 6178 0b 00",
            Rule::WrongType,
            "§4.1",
        ),
        "input",
    );
    // scope as array
    field(
        reject_both(
            o,
            SUBMIT_REQ,
            "a5 00 190100 01 412a 02 6174 0a 80 0b 00",
            Rule::WrongType,
            "§4.1",
        ),
        "scope",
    );
    // params with a bstr key: a key of another type in a uint-keyed map (strict)
    let (r, _) = strict_only(
        o,
        SUBMIT_REQ,
        "a5 00 190100 01 412a 02 6174 04 a1 40 00 0b 00",
        Rule::NestedKeyType,
        "§4.3",
    );
    field(r, "params");
    // optional nulls dropped: step_label null, output null
    let a = accept(
        o,
        STEP_EVENT,
        "a6 00 190106 02 6174 03 00 04 01 06 f6 08 f6",
    );
    assert_eq!(a.canonical, h(MIN_STEP));
}

#[test]
fn d10_range_and_len() {
    let o = workflow();
    // progress 100 ok, 101 refused (STATUS_RESULT)
    accept_same(
        o,
        STATUS_RESULT,
        "a5 00 190103 01 412a 02 6174 03 01 06 1864",
    );
    let (r, _) = strict_only(
        o,
        STATUS_RESULT,
        "a5 00 190103 01 412a 02 6174 03 01 06 1865",
        Rule::Range,
        "§6",
    );
    assert_eq!(r.field.as_deref(), Some("progress"));
    // progress 101 on a STEP_EVENT
    strict_only(
        o,
        STEP_EVENT,
        "a5 00 190106 02 6174 03 00 04 01 07 1865",
        Rule::Range,
        "§6",
    );
    // empty task_id
    let (r, _) = strict_only(
        o,
        STATUS_REQ,
        "a3 00 190102 01 412a 02 60",
        Rule::Len,
        "§4.2",
    );
    assert_eq!(r.field.as_deref(), Some("task_id"));
    strict_only(
        o,
        STEP_EVENT,
        "a4 00 190106 02 60 03 00 04 01",
        Rule::Len,
        "§4.2",
    );
}

#[test]
fn d11_unrecognized_values() {
    let o = workflow();
    // effect 9 (fail-safe treated as destructive, still accepted)
    accept_same(o, SUBMIT_REQ, "a4 00 190100 01 412a 02 6174 0b 09");
    // state 9 on a status result (no value_in rule)
    accept_same(o, STATUS_RESULT, "a4 00 190103 01 412a 02 6174 03 09");
    // error code 200
    accept_same(o, ERROR, "a4 00 190108 01 412a 02 18c8 03 616d");
}

#[test]
fn d12_step_and_complete_states() {
    let o = workflow();
    // step event states: accepted 0, running 1 ok; succeeded 2, failed 3, canceled 4 refused
    // (a receiver MUST discard: both profiles)
    accept_same(o, STEP_EVENT, "a4 00 190106 02 6174 03 00 04 00");
    for s in ["02", "03", "04"] {
        let p = format!("a4 00 190106 02 6174 03 00 04 {s}");
        let r = reject_both(o, STEP_EVENT, &p, Rule::ValueIn, "§6.4");
        assert_eq!(r.rule_id.as_deref(), Some("step-state-not-terminal"));
        assert_eq!(r.field.as_deref(), Some("state"));
    }
    // An unassigned state: the sender's obligation (strict), not the receiver's MUST.
    let p = "a4 00 190106 02 6174 03 00 04 09";
    let r = o.check(STEP_EVENT, &h(p), Profile::Strict);
    assert_eq!(
        r.refusal().and_then(|r| r.rule_id.as_deref()),
        Some("step-state-non-terminal")
    );
    assert_eq!(r.refusal().map(|r| r.basis), Some(Basis::Strict));
    assert!(o.check(STEP_EVENT, &h(p), Profile::Minimum).is_accept());
    // complete states: 2, 3, 4 ok; 0, 1 and unassigned 9 refused (strict)
    for s in ["02", "03", "04"] {
        accept_same(o, COMPLETE, &format!("a4 00 190107 02 6174 03 00 04 {s}"));
    }
    for s in ["00", "01", "09"] {
        let p = format!("a4 00 190107 02 6174 03 00 04 {s}");
        let (r, _) = strict_only(o, COMPLETE, &p, Rule::ValueIn, "§6.5");
        assert_eq!(r.rule_id.as_deref(), Some("complete-state-terminal"));
    }
}

#[test]
fn d12_approval_id_iff_required() {
    let o = workflow();
    // approval_required (4) with approval_id "i"
    accept_same(o, ERROR, "a5 00 190108 01 412a 02 04 03 616d 05 6169");
    for hex in [
        // approval_required without approval_id
        "a4 00 190108 01 412a 02 04 03 616d",
        // policy_denied (3) with approval_id
        "a5 00 190108 01 412a 02 03 03 616d 05 6169",
    ] {
        let (r, _) = strict_only(o, ERROR, hex, Rule::PresentIff, "§8.1");
        assert_eq!(r.rule_id.as_deref(), Some("approval-id-iff-required"));
    }
}
