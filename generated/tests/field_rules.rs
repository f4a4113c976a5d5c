//! Per-field rules, both channels: value checks (SEMANTICS.md "Value check":
//! major type, item types, ranges, lengths), single-frame schema rules (step
//! 7), and §4.3 applied to nested maps. Payloads are hand-written.
//!
//! Bases (schema `checks:`): `major_type`, `required`, `negative_key` are
//! `must`; `item_type`, `nested_keys`, `range`, `length` are `strict`. Each
//! schema rule states its own basis.
#![forbid(unsafe_code)]

mod common;

use common::{iok, iok_with, it, must, ok, rule_must, rule_strict, strict_only, wok, wt};
use npamp_generated::{interaction, workflow, Profile, Rule};

const I: &str = "interaction";
const W: &str = "workflow";
const S41: &str = "§4.1";
const S42: &str = "§4.2";
const S43: &str = "§4.3";
/// The `range` group's section in both schemas.
const S6: &str = "§6";

/// `choice-options-required` (§6.2, must): refused under both profiles.
#[track_caller]
fn choice_rule(p: &[u8]) {
    rule_must(
        I,
        it::PROMPT_REQ,
        p,
        Rule::RequiredWhen,
        "choice-options-required",
        Some("options"),
        "§6.2",
    );
}

// ============================================================ D9 wrong major type

#[test]
fn d9_uint_field_refuses_other_major_types() {
    // {0: 0x0100, 1: h'2a', 2: <x>} for x in: "a", h'00', -1, [], {}, true
    for x in [
        &[0x61, 0x61][..],
        &[0x41, 0x00][..],
        &[0x20][..],
        &[0x80][..],
        &[0xa0][..],
        &[0xf5][..],
    ] {
        let mut p = vec![0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02];
        p.extend_from_slice(x);
        must(I, it::EVENT, &p, Rule::WrongType, Some("event_class"), S41);
    }
}

#[test]
fn d9_plain_uint_field_refuses_negative() {
    // APPROVAL_REQ {0: 0x0104, 1: h'2a', 2: "a", 5: -1}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x04, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x61, 0x05, 0x20,
    ];
    must(
        I,
        it::APPROVAL_REQ,
        &p,
        Rule::WrongType,
        Some("deadline_s"),
        S41,
    );
    // SUBMIT_REQ {0: 0x0100, 1: h'2a', 2: "t", 5: "1", 11: 0}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74, 0x05, 0x61, 0x31, 0x0b,
        0x00,
    ];
    must(
        W,
        wt::SUBMIT_REQ,
        &p,
        Rule::WrongType,
        Some("priority"),
        S41,
    );
}

#[test]
fn d9_enum_field_refuses_wrong_type() {
    // SUBMIT_REQ {0: 0x0100, 1: h'2a', 2: "t", 11: "destructive"}
    let mut p = vec![
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74, 0x0b, 0x6b,
    ];
    p.extend_from_slice(b"destructive");
    must(W, wt::SUBMIT_REQ, &p, Rule::WrongType, Some("effect"), S41);
    // STEP_EVENT {0: 0x0106, 2: "t", 3: 0, 4: false}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x06, 0x02, 0x61, 0x74, 0x03, 0x00, 0x04, 0xf4,
    ];
    must(W, wt::STEP_EVENT, &p, Rule::WrongType, Some("state"), S41);
}

#[test]
fn d9_tstr_field_refuses_bstr() {
    // {0: 0x0100, 1: h'2a', 2: 0, 3: h'61'}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0x41, 0x61,
    ];
    must(I, it::EVENT, &p, Rule::WrongType, Some("event_name"), S41);
    // STATUS_REQ {0: 0x0102, 1: h'2a', 2: 7}
    let p = [0xa3, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x07];
    must(W, wt::STATUS_REQ, &p, Rule::WrongType, Some("task_id"), S41);
}

#[test]
fn d9_bstr_field_refuses_tstr() {
    // SUBMIT_REQ {0: 0x0100, 1: h'2a', 2: "t", 3: "in", 11: 0}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74, 0x03, 0x62, 0x69, 0x6e,
        0x0b, 0x00,
    ];
    must(W, wt::SUBMIT_REQ, &p, Rule::WrongType, Some("input"), S41);
    // COMPLETE {0: 0x0107, 2: "t", 3: 0, 4: 2, 5: [h'00']}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x07, 0x02, 0x61, 0x74, 0x03, 0x00, 0x04, 0x02, 0x05, 0x81, 0x41,
        0x00,
    ];
    must(W, wt::COMPLETE, &p, Rule::WrongType, Some("output"), S41);
}

#[test]
fn d9_bool_field_refuses_non_bool() {
    // {0: 0x0100, 1: h'2a', 2: 0, 5: 1}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x05, 0x01,
    ];
    must(I, it::EVENT, &p, Rule::WrongType, Some("ack"), S41);
    // {0: 0x0100, 1: h'2a', 2: 0, 5: "true"}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x05, 0x64, 0x74, 0x72, 0x75,
        0x65,
    ];
    must(I, it::EVENT, &p, Rule::WrongType, Some("ack"), S41);
    // {0: 0x0100, 1: h'2a', 2: 0, 5: false} is fine
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x05, 0xf4,
    ];
    match iok(it::EVENT, &p) {
        interaction::Frame::Event(e) => assert_eq!(e.ack, Some(false)),
        other => panic!("wrong frame {other:?}"),
    }
}

#[test]
fn d9_array_field_refuses_non_array() {
    // PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 2, 3: "q", 4: "a"}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x02, 0x03, 0x61, 0x71, 0x04, 0x61,
        0x61,
    ];
    must(I, it::PROMPT_REQ, &p, Rule::WrongType, Some("options"), S41);
    // PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 2, 3: "q", 4: {0: "a"}}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x02, 0x03, 0x61, 0x71, 0x04, 0xa1,
        0x00, 0x61, 0x61,
    ];
    must(I, it::PROMPT_REQ, &p, Rule::WrongType, Some("options"), S41);
}

#[test]
fn d9_array_items_must_have_item_type() {
    // PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 2, 3: "q", 4: ["a", 1]}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x02, 0x03, 0x61, 0x71, 0x04, 0x82,
        0x61, 0x61, 0x01,
    ];
    let e = strict_only(I, it::PROMPT_REQ, &p, Rule::ItemType, Some("options"), S41);
    assert_eq!(e.offset(), 17, "the offending item");
    // Minimum keeps the array as received: `len` counts both items, iteration
    // yields the tstr only, and re-encoding copies the items byte for byte.
    match iok_with(it::PROMPT_REQ, &p, Profile::Minimum) {
        interaction::Frame::PromptReq(q) => {
            let o = q.options.as_ref().expect("options");
            assert_eq!(o.len(), 2);
            assert_eq!(o.iter().collect::<Vec<_>>(), ["a"]);
            assert_eq!(q.to_vec(), p);
        }
        other => panic!("wrong frame {other:?}"),
    }
    // PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 2, 3: "q", 4: ["a", null]} — no nulls in arrays
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x02, 0x03, 0x61, 0x71, 0x04, 0x82,
        0x61, 0x61, 0xf6,
    ];
    strict_only(I, it::PROMPT_REQ, &p, Rule::ItemType, Some("options"), S41);
    // PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 2, 3: "q", 4: [["a"]]}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x02, 0x03, 0x61, 0x71, 0x04, 0x81,
        0x81, 0x61, 0x61,
    ];
    strict_only(I, it::PROMPT_REQ, &p, Rule::ItemType, Some("options"), S41);
}

#[test]
fn d9_uint_keyed_map_field_refuses_non_map() {
    // {0: 0x0100, 1: h'2a', 2: 0, 4: []}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x04, 0x80,
    ];
    must(I, it::EVENT, &p, Rule::WrongType, Some("body"), S41);
    // SUBMIT_REQ {0: 0x0100, 1: h'2a', 2: "t", 4: h'', 11: 0}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74, 0x04, 0x40, 0x0b, 0x00,
    ];
    must(W, wt::SUBMIT_REQ, &p, Rule::WrongType, Some("params"), S41);
}

#[test]
fn d9_any_keyed_map_field_refuses_non_map() {
    // SUBMIT_REQ {0: 0x0100, 1: h'2a', 2: "t", 10: [], 11: 0}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74, 0x0a, 0x80, 0x0b, 0x00,
    ];
    must(W, wt::SUBMIT_REQ, &p, Rule::WrongType, Some("scope"), S41);
    // SUBMIT_REQ {0: 0x0100, 1: h'2a', 2: "t", 10: 0, 11: 0}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74, 0x0a, 0x00, 0x0b, 0x00,
    ];
    must(W, wt::SUBMIT_REQ, &p, Rule::WrongType, Some("scope"), S41);
}

#[test]
fn d9_any_field_accepts_every_deterministic_type() {
    // PROMPT_RESULT {0: 0x0103, 1: h'2a', 2: 0, 3: <x>}
    for x in [
        &[0x00][..],                         // 0
        &[0x20][..],                         // -1
        &[0x41, 0x00][..],                   // h'00'
        &[0x61, 0x61][..],                   // "a"
        &[0x82, 0x00, 0x61, 0x61][..],       // [0, "a"]
        &[0xa1, 0x61, 0x61, 0x20][..],       // {"a": -1}
        &[0xf5][..],                         // true
        &[0xa2, 0x00, 0xf6, 0x20, 0xf4][..], // {0: null, -1: false}
    ] {
        let mut p = vec![
            0xa4, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03,
        ];
        p.extend_from_slice(x);
        match iok(it::PROMPT_RESULT, &p) {
            interaction::Frame::PromptResult(r) => {
                assert_eq!(r.value.as_ref().map(|v| v.as_bytes()), Some(x));
            }
            other => panic!("wrong frame {other:?}"),
        }
    }
}

// ============================================================ §4.3 in nested maps

#[test]
fn s4_3_unknown_negative_key_in_event_body() {
    // {0: 0x0100, 1: h'2a', 2: 0, 4: {0: 0, -1: 0}}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x04, 0xa2, 0x00, 0x00, 0x20,
        0x00,
    ];
    must(
        I,
        it::EVENT,
        &p,
        Rule::UnknownNegativeKey,
        Some("body"),
        S43,
    );
}

#[test]
fn s4_3_unknown_negative_key_in_prompt_schema() {
    // PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 5, 3: "q", 5: {-1: "x"}}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x05, 0x03, 0x61, 0x71, 0x05, 0xa1,
        0x20, 0x61, 0x78,
    ];
    must(
        I,
        it::PROMPT_REQ,
        &p,
        Rule::UnknownNegativeKey,
        Some("schema"),
        S43,
    );
}

#[test]
fn s4_3_unknown_negative_key_in_approval_context() {
    // APPROVAL_REQ {0: 0x0104, 1: h'2a', 2: "a", 4: {-100: 0}}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x04, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x61, 0x04, 0xa1, 0x38, 0x63,
        0x00,
    ];
    must(
        I,
        it::APPROVAL_REQ,
        &p,
        Rule::UnknownNegativeKey,
        Some("context"),
        S43,
    );
}

#[test]
fn s4_3_unknown_negative_key_in_workflow_params() {
    // SUBMIT_REQ {0: 0x0100, 1: h'2a', 2: "t", 4: {-1: 0}, 11: 0}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74, 0x04, 0xa1, 0x20, 0x00,
        0x0b, 0x00,
    ];
    must(
        W,
        wt::SUBMIT_REQ,
        &p,
        Rule::UnknownNegativeKey,
        Some("params"),
        S43,
    );
}

#[test]
fn d9_negative_and_text_keys_accepted_in_workflow_scope() {
    // SUBMIT_REQ {0: 0x0100, 1: h'2a', 2: "t", 10: {0: 1, -1: 2, "k": 3, h'00': 4}, 11: 0}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74, 0x0a, 0xa4, 0x00, 0x01,
        0x20, 0x02, 0x41, 0x00, 0x04, 0x61, 0x6b, 0x03, 0x0b, 0x00,
    ];
    // key order: 00 < 20 < 41 00 < 61 6b (bytewise)
    match wok(wt::SUBMIT_REQ, &p) {
        workflow::Frame::SubmitReq(s) => {
            let scope = s.scope.expect("scope");
            assert_eq!(scope.len(), 4);
            assert_eq!(
                scope.as_bytes(),
                &[0xa4, 0x00, 0x01, 0x20, 0x02, 0x41, 0x00, 0x04, 0x61, 0x6b, 0x03]
            );
        }
        other => panic!("wrong frame {other:?}"),
    }
}

#[test]
fn s4_3_text_key_in_body_refused() {
    // {0: 0x0100, 1: h'2a', 2: 0, 4: {"a": 0}}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x04, 0xa1, 0x61, 0x61, 0x00,
    ];
    strict_only(I, it::EVENT, &p, Rule::NestedKeyType, Some("body"), S43);
    // A negative key next to it is still `must`, and comes first in encoded order:
    // {0: 0x0100, 1: h'2a', 2: 0, 4: {-1: 0, "a": 0}}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x04, 0xa2, 0x20, 0x00, 0x61,
        0x61, 0x00,
    ];
    must(
        I,
        it::EVENT,
        &p,
        Rule::UnknownNegativeKey,
        Some("body"),
        S43,
    );
    // {0: 0x0100, 1: h'2a', 2: 0, 4: {"a": 0, -1: 0}} — bytewise order is 20 < 61,
    // so this is a key-order fault (step 3) before either key check.
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x04, 0xa2, 0x61, 0x61, 0x00,
        0x20, 0x00,
    ];
    must(I, it::EVENT, &p, Rule::KeyOrder, None, S41);
}

#[test]
fn s4_3_bstr_key_in_params_refused() {
    // SUBMIT_REQ {0: 0x0100, 1: h'2a', 2: "t", 4: {h'00': 0}, 11: 0}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74, 0x04, 0xa1, 0x41, 0x00,
        0x00, 0x0b, 0x00,
    ];
    strict_only(
        W,
        wt::SUBMIT_REQ,
        &p,
        Rule::NestedKeyType,
        Some("params"),
        S43,
    );
}

#[test]
fn s4_3_unknown_non_negative_keys_in_nested_maps_accepted() {
    // {0: 0x0100, 1: h'2a', 2: 0, 4: {0: "x", 99: [1], 4294967296: {}}}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x04, 0xa3, 0x00, 0x61, 0x78,
        0x18, 0x63, 0x81, 0x01, 0x1b, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0xa0,
    ];
    match iok(it::EVENT, &p) {
        interaction::Frame::Event(e) => {
            let body = e.body.expect("body");
            assert_eq!(body.len(), 3);
            assert_eq!(
                body.get(99).map(|v| v.as_bytes().to_vec()),
                Some(vec![0x81, 0x01])
            );
        }
        other => panic!("wrong frame {other:?}"),
    }
    // APPROVAL_REQ {0: 0x0104, 1: h'2a', 2: "a", 4: {7: h'01'}}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x04, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x61, 0x04, 0xa1, 0x07, 0x41,
        0x01,
    ];
    ok(I, it::APPROVAL_REQ, &p);
    // SUBMIT_REQ {0: 0x0100, 1: h'2a', 2: "t", 4: {30: null}, 11: 0}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74, 0x04, 0xa1, 0x18, 0x1e,
        0xf6, 0x0b, 0x00,
    ];
    ok(W, wt::SUBMIT_REQ, &p);
}

#[test]
fn d9_uint_key_rule_applies_one_level_only() {
    // {0: 0x0100, 1: h'2a', 2: 0, 4: {0: {-1: "x", "k": 0}}} — inner map is opaque content
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x04, 0xa1, 0x00, 0xa2, 0x20,
        0x61, 0x78, 0x61, 0x6b, 0x00,
    ];
    ok(I, it::EVENT, &p);
}

// ============================================================ D10 range / len

#[test]
fn d10_event_class_range() {
    // {0: 0x0100, 1: h'2a', 2: 256}
    let p = [
        0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x19, 0x01, 0x00,
    ];
    strict_only(I, it::EVENT, &p, Rule::Range, Some("event_class"), S6);
    // Minimum keeps the out-of-range value raw (an unrecognized enum value).
    match iok_with(it::EVENT, &p, Profile::Minimum) {
        interaction::Frame::Event(e) => {
            assert_eq!(e.event_class, interaction::EventClass::Unrecognized(256));
            assert_eq!(e.to_vec(), p);
        }
        other => panic!("wrong frame {other:?}"),
    }
    // {0: 0x0100, 1: h'2a', 2: 255}
    let p = [
        0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x18, 0xff,
    ];
    match iok(it::EVENT, &p) {
        interaction::Frame::Event(e) => assert_eq!(e.event_class.raw(), 255),
        other => panic!("wrong frame {other:?}"),
    }
}

#[test]
fn d10_prompt_kind_range() {
    // PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 65536, 3: "q"}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x1a, 0x00, 0x01, 0x00, 0x00, 0x03,
        0x61, 0x71,
    ];
    strict_only(I, it::PROMPT_REQ, &p, Rule::Range, Some("prompt_kind"), S6);
    // PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 255, 3: "q"}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x18, 0xff, 0x03, 0x61, 0x71,
    ];
    ok(I, it::PROMPT_REQ, &p);
}

#[test]
fn d10_severity_range() {
    // APPROVAL_REQ {0: 0x0104, 1: h'2a', 2: "a", 3: 256}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x04, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x61, 0x03, 0x19, 0x01, 0x00,
    ];
    strict_only(I, it::APPROVAL_REQ, &p, Rule::Range, Some("severity"), S6);
    // APPROVAL_REQ {0: 0x0104, 1: h'2a', 2: "a", 3: 255}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x04, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x61, 0x03, 0x18, 0xff,
    ];
    ok(I, it::APPROVAL_REQ, &p);
}

#[test]
fn d10_status_result_progress_range() {
    // STATUS_RESULT {0: 0x0103, 1: h'2a', 2: "t", 3: 1, 6: 101}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74, 0x03, 0x01, 0x06, 0x18,
        0x65,
    ];
    strict_only(W, wt::STATUS_RESULT, &p, Rule::Range, Some("progress"), S6);
    // STATUS_RESULT {0: 0x0103, 1: h'2a', 2: "t", 3: 1, 6: 100}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74, 0x03, 0x01, 0x06, 0x18,
        0x64,
    ];
    match wok(wt::STATUS_RESULT, &p) {
        workflow::Frame::StatusResult(s) => assert_eq!(s.progress, Some(100)),
        other => panic!("wrong frame {other:?}"),
    }
}

#[test]
fn d10_step_event_progress_range() {
    // STEP_EVENT {0: 0x0106, 2: "t", 3: 0, 4: 1, 7: 101}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x06, 0x02, 0x61, 0x74, 0x03, 0x00, 0x04, 0x01, 0x07, 0x18, 0x65,
    ];
    strict_only(W, wt::STEP_EVENT, &p, Rule::Range, Some("progress"), S6);
    // STEP_EVENT {0: 0x0106, 2: "t", 3: 0, 4: 1, 7: 100}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x06, 0x02, 0x61, 0x74, 0x03, 0x00, 0x04, 0x01, 0x07, 0x18, 0x64,
    ];
    ok(W, wt::STEP_EVENT, &p);
}

#[test]
fn d10_task_id_empty_refused_on_every_frame() {
    // Each payload carries task_id "" (60); every other field is valid.
    let cases: [(u16, &[u8]); 6] = [
        // SUBMIT_RESULT {0: 0x0101, 1: h'2a', 2: "", 3: 0}
        (
            wt::SUBMIT_RESULT,
            &[
                0xa4, 0x00, 0x19, 0x01, 0x01, 0x01, 0x41, 0x2a, 0x02, 0x60, 0x03, 0x00,
            ],
        ),
        // STATUS_REQ {0: 0x0102, 1: h'2a', 2: ""}
        (
            wt::STATUS_REQ,
            &[0xa3, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x60],
        ),
        // STATUS_RESULT {0: 0x0103, 1: h'2a', 2: "", 3: 1}
        (
            wt::STATUS_RESULT,
            &[
                0xa4, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x60, 0x03, 0x01,
            ],
        ),
        // CANCEL_REQ {0: 0x0104, 1: h'2a', 2: ""}
        (
            wt::CANCEL_REQ,
            &[0xa3, 0x00, 0x19, 0x01, 0x04, 0x01, 0x41, 0x2a, 0x02, 0x60],
        ),
        // CANCEL_RESULT {0: 0x0105, 1: h'2a', 2: "", 3: 4}
        (
            wt::CANCEL_RESULT,
            &[
                0xa4, 0x00, 0x19, 0x01, 0x05, 0x01, 0x41, 0x2a, 0x02, 0x60, 0x03, 0x04,
            ],
        ),
        // STEP_EVENT {0: 0x0106, 2: "", 3: 0, 4: 1}
        (
            wt::STEP_EVENT,
            &[
                0xa4, 0x00, 0x19, 0x01, 0x06, 0x02, 0x60, 0x03, 0x00, 0x04, 0x01,
            ],
        ),
    ];
    for (ft, p) in cases {
        strict_only(W, ft, p, Rule::Len, Some("task_id"), S42);
    }
    // COMPLETE {0: 0x0107, 2: "", 3: 0, 4: 2}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x07, 0x02, 0x60, 0x03, 0x00, 0x04, 0x02,
    ];
    strict_only(W, wt::COMPLETE, &p, Rule::Len, Some("task_id"), S42);
}

#[test]
fn d10_task_id_one_byte_accepted() {
    // STATUS_REQ {0: 0x0102, 1: h'2a', 2: "t"}
    let p = [
        0xa3, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74,
    ];
    match wok(wt::STATUS_REQ, &p) {
        workflow::Frame::StatusReq(s) => assert_eq!(s.task_id, "t"),
        other => panic!("wrong frame {other:?}"),
    }
}

#[test]
fn d10_unbounded_uints_accept_u64_max() {
    // STEP_EVENT {0: 0x0106, 2: "t", 3: 2^64-1, 4: 1}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x06, 0x02, 0x61, 0x74, 0x03, 0x1b, 0xff, 0xff, 0xff, 0xff, 0xff,
        0xff, 0xff, 0xff, 0x04, 0x01,
    ];
    match wok(wt::STEP_EVENT, &p) {
        workflow::Frame::StepEvent(s) => assert_eq!(s.seq, u64::MAX),
        other => panic!("wrong frame {other:?}"),
    }
}

// ============================================================ D12 single-frame rules

#[test]
fn d12_choice_options_missing_refused() {
    // PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 2 (choice), 3: "q"}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x02, 0x03, 0x61, 0x71,
    ];
    choice_rule(&p);
    // PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 3 (multi_choice), 3: "q"}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x03, 0x03, 0x61, 0x71,
    ];
    choice_rule(&p);
    // PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 2, 3: "q", 4: null} — null is absence
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x02, 0x03, 0x61, 0x71, 0x04, 0xf6,
    ];
    choice_rule(&p);
}

#[test]
fn d12_choice_options_empty_refused() {
    // PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 2, 3: "q", 4: []}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x02, 0x03, 0x61, 0x71, 0x04, 0x80,
    ];
    choice_rule(&p);
    // PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 3, 3: "q", 4: []}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x03, 0x03, 0x61, 0x71, 0x04, 0x80,
    ];
    choice_rule(&p);
}

#[test]
fn d12_choice_options_present_accepted() {
    // PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 2, 3: "q", 4: ["a"]}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x02, 0x03, 0x61, 0x71, 0x04, 0x81,
        0x61, 0x61,
    ];
    match iok(it::PROMPT_REQ, &p) {
        interaction::Frame::PromptReq(q) => {
            let opts: Vec<&str> = q.options.expect("options").iter().collect();
            assert_eq!(opts, ["a"]);
        }
        other => panic!("wrong frame {other:?}"),
    }
    // PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 3, 3: "q", 4: ["a", "b"]}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x03, 0x03, 0x61, 0x71, 0x04, 0x82,
        0x61, 0x61, 0x61, 0x62,
    ];
    ok(I, it::PROMPT_REQ, &p);
}

#[test]
fn d12_options_not_required_for_other_kinds() {
    for kind in [0x00_u8, 0x01, 0x04, 0x05, 0x06, 0x17] {
        // PROMPT_REQ {0: 0x0102, 1: h'2a', 2: kind, 3: "q"}
        let p = [
            0xa4, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, kind, 0x03, 0x61, 0x71,
        ];
        ok(I, it::PROMPT_REQ, &p);
    }
    // PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 1 (text), 3: "q", 4: []} — empty options fine for text
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x01, 0x03, 0x61, 0x71, 0x04, 0x80,
    ];
    ok(I, it::PROMPT_REQ, &p);
}

#[test]
fn d12_interaction_approval_held_without_approval_id_refused() {
    // INTERACT_ERROR {0: 0x0107, 1: h'2a', 2: 6 (approval_held), 3: "m"}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x07, 0x01, 0x41, 0x2a, 0x02, 0x06, 0x03, 0x61, 0x6d,
    ];
    rule_strict(
        I,
        it::ERROR,
        &p,
        Rule::PresentIff,
        "approval-id-iff-held",
        Some("approval_id"),
        "§8.1",
    );
}

#[test]
fn d12_interaction_approval_id_without_held_refused() {
    // INTERACT_ERROR {0: 0x0107, 1: h'2a', 2: 5 (policy_denied), 3: "m", 5: "ap"}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x07, 0x01, 0x41, 0x2a, 0x02, 0x05, 0x03, 0x61, 0x6d, 0x05, 0x62,
        0x61, 0x70,
    ];
    rule_strict(
        I,
        it::ERROR,
        &p,
        Rule::PresentIff,
        "approval-id-iff-held",
        Some("approval_id"),
        "§8.1",
    );
    // ... and with an unrecognized code 99
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x07, 0x01, 0x41, 0x2a, 0x02, 0x18, 0x63, 0x03, 0x61, 0x6d, 0x05,
        0x62, 0x61, 0x70,
    ];
    rule_strict(
        I,
        it::ERROR,
        &p,
        Rule::PresentIff,
        "approval-id-iff-held",
        Some("approval_id"),
        "§8.1",
    );
}

#[test]
fn d12_interaction_approval_id_iff_held_accepted() {
    // INTERACT_ERROR {0: 0x0107, 1: h'2a', 2: 6, 3: "m", 5: "ap"}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x07, 0x01, 0x41, 0x2a, 0x02, 0x06, 0x03, 0x61, 0x6d, 0x05, 0x62,
        0x61, 0x70,
    ];
    match iok(it::ERROR, &p) {
        interaction::Frame::ErrorFrame(e) => {
            assert_eq!(e.code, interaction::ErrorCode::ApprovalHeld);
            assert_eq!(e.approval_id, Some("ap"));
        }
        other => panic!("wrong frame {other:?}"),
    }
    // INTERACT_ERROR {0: 0x0107, 1: h'2a', 2: 5, 3: "m"}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x07, 0x01, 0x41, 0x2a, 0x02, 0x05, 0x03, 0x61, 0x6d,
    ];
    ok(I, it::ERROR, &p);
}

#[test]
fn d12_workflow_approval_required_without_approval_id_refused() {
    // WORKFLOW_ERROR {0: 0x0108, 1: h'2a', 2: 4 (approval_required), 3: "m"}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x08, 0x01, 0x41, 0x2a, 0x02, 0x04, 0x03, 0x61, 0x6d,
    ];
    rule_strict(
        W,
        wt::ERROR,
        &p,
        Rule::PresentIff,
        "approval-id-iff-required",
        Some("approval_id"),
        "§8.1",
    );
}

#[test]
fn d12_workflow_approval_id_without_required_refused() {
    // WORKFLOW_ERROR {0: 0x0108, 1: h'2a', 2: 3 (policy_denied), 3: "m", 5: "ap"}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x08, 0x01, 0x41, 0x2a, 0x02, 0x03, 0x03, 0x61, 0x6d, 0x05, 0x62,
        0x61, 0x70,
    ];
    rule_strict(
        W,
        wt::ERROR,
        &p,
        Rule::PresentIff,
        "approval-id-iff-required",
        Some("approval_id"),
        "§8.1",
    );
    // interaction's held code (6) is workflow's internal_error: still no approval_id
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x08, 0x01, 0x41, 0x2a, 0x02, 0x06, 0x03, 0x61, 0x6d, 0x05, 0x62,
        0x61, 0x70,
    ];
    rule_strict(
        W,
        wt::ERROR,
        &p,
        Rule::PresentIff,
        "approval-id-iff-required",
        Some("approval_id"),
        "§8.1",
    );
}

#[test]
fn d12_workflow_approval_id_iff_required_accepted() {
    // WORKFLOW_ERROR {0: 0x0108, 1: h'2a', 2: 4, 3: "m", 5: "ap"}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x08, 0x01, 0x41, 0x2a, 0x02, 0x04, 0x03, 0x61, 0x6d, 0x05, 0x62,
        0x61, 0x70,
    ];
    match wok(wt::ERROR, &p) {
        workflow::Frame::ErrorFrame(e) => {
            assert_eq!(e.code, workflow::ErrorCode::ApprovalRequired);
            assert_eq!(e.approval_id, Some("ap"));
        }
        other => panic!("wrong frame {other:?}"),
    }
    // WORKFLOW_ERROR {0: 0x0108, 1: h'2a', 2: 1, 3: "m"}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x08, 0x01, 0x41, 0x2a, 0x02, 0x01, 0x03, 0x61, 0x6d,
    ];
    ok(W, wt::ERROR, &p);
}

/// STEP_EVENT {0: 0x0106, 2: "t", 3: 0, 4: state}
fn step_event(state: u8) -> [u8; 12] {
    [
        0xa4, 0x00, 0x19, 0x01, 0x06, 0x02, 0x61, 0x74, 0x03, 0x00, 0x04, state,
    ]
}

/// COMPLETE {0: 0x0107, 2: "t", 3: 0, 4: state}
fn complete(state: u8) -> [u8; 12] {
    [
        0xa4, 0x00, 0x19, 0x01, 0x07, 0x02, 0x61, 0x74, 0x03, 0x00, 0x04, state,
    ]
}

#[test]
fn d12_step_state_terminal_refused() {
    for state in [2, 3, 4] {
        rule_must(
            W,
            wt::STEP_EVENT,
            &step_event(state),
            Rule::ValueIn,
            "step-state-not-terminal",
            Some("state"),
            "§6.4",
        );
    }
}

#[test]
fn d12_step_state_non_terminal_accepted() {
    for state in [0, 1] {
        match wok(wt::STEP_EVENT, &step_event(state)) {
            workflow::Frame::StepEvent(s) => assert!(!s.state.is_terminal()),
            other => panic!("wrong frame {other:?}"),
        }
    }
}

#[test]
fn d12_step_state_unrecognized_refused_by_the_strict_profile_only() {
    // §7's MUST (discard) covers terminal states; 0x00/0x01 only is the sender's obligation.
    rule_strict(
        W,
        wt::STEP_EVENT,
        &step_event(9),
        Rule::ValueIn,
        "step-state-non-terminal",
        Some("state"),
        "§6.4",
    );
}

#[test]
fn d12_complete_state_non_terminal_refused() {
    for state in [0, 1, 9] {
        rule_strict(
            W,
            wt::COMPLETE,
            &complete(state),
            Rule::ValueIn,
            "complete-state-terminal",
            Some("state"),
            "§6.5",
        );
    }
}

#[test]
fn d12_complete_state_terminal_accepted() {
    for state in [2, 3, 4] {
        match wok(wt::COMPLETE, &complete(state)) {
            workflow::Frame::Complete(c) => assert!(c.state.is_terminal()),
            other => panic!("wrong frame {other:?}"),
        }
    }
}

#[test]
fn d12_other_frames_accept_any_state() {
    // SUBMIT_RESULT {0: 0x0101, 1: h'2a', 2: "t", 3: s} for terminal / unrecognized s
    for s in [0x02_u8, 0x04, 0x09] {
        let p = [
            0xa4, 0x00, 0x19, 0x01, 0x01, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74, 0x03, s,
        ];
        ok(W, wt::SUBMIT_RESULT, &p);
    }
}

#[test]
fn d12_value_with_outcome_dismissed_refused() {
    // PROMPT_RESULT {0: 0x0103, 1: h'2a', 2: 1 (dismissed), 3: "x"}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x01, 0x03, 0x61, 0x78,
    ];
    rule_strict(
        I,
        it::PROMPT_RESULT,
        &p,
        Rule::AbsentUnless,
        "value-only-when-answered",
        Some("value"),
        "§6.2",
    );
}

#[test]
fn d12_value_with_outcome_deferred_or_unrecognized_refused() {
    for outcome in [0x02_u8, 0x07] {
        // PROMPT_RESULT {0: 0x0103, 1: h'2a', 2: outcome, 3: true}
        let p = [
            0xa4, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, outcome, 0x03, 0xf5,
        ];
        rule_strict(
            I,
            it::PROMPT_RESULT,
            &p,
            Rule::AbsentUnless,
            "value-only-when-answered",
            Some("value"),
            "§6.2",
        );
    }
}

#[test]
fn d12_value_with_outcome_answered_accepted() {
    // PROMPT_RESULT {0: 0x0103, 1: h'2a', 2: 0, 3: "x"}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0x61, 0x78,
    ];
    ok(I, it::PROMPT_RESULT, &p);
    // PROMPT_RESULT {0: 0x0103, 1: h'2a', 2: 1} — dismissed without value
    let p = [0xa3, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x01];
    ok(I, it::PROMPT_RESULT, &p);
}
