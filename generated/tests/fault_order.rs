//! Which fault is reported when there are several (SEMANTICS.md "Order"):
//! D1 unknown frame type, D2 max payload, then step 3 over the whole payload
//! (every CBOR-level fault, wherever it is, before any schema fault), D5 not a
//! map, step 5 entries in encoded order, step 6 missing REQUIRED keys in key
//! order, step 7 rules in schema order. A profile that does not refuse a fault
//! goes on as if the constraint were not there. Payloads are hand-written.
#![forbid(unsafe_code)]

mod common;

use common::{cat, check_err, check_rule_err, hex, it, must, refused_with, sst, wt};
use npamp_generated::rt::Basis;
use npamp_generated::{interaction, Profile, Rule};

const I: &str = "interaction";
const W: &str = "workflow";
const S41: &str = "§4.1";

#[test]
fn d1_before_d2_before_step_3() {
    // An oversized payload of stray breaks on an unknown frame type.
    let p = vec![0xff; interaction::MAX_PAYLOAD + 1];
    must(I, 0x0200, &p, Rule::UnknownFrameType, None, "§8");
    let e = refused_with(I, it::EVENT, &p, Profile::Strict);
    check_err(I, &e, Rule::MaxPayload, None, Basis::Limit, "§9");
}

#[test]
fn a_schema_fault_followed_by_a_later_cbor_fault_reports_the_cbor_fault() {
    // EVENT {0: 0x0100, 1: h'2a', 2: "x", 6: 0 as 18 00}: wrong-type at byte 9,
    // a non-shortest integer at byte 12.
    let p = hex("a4 00 190100 01 412a 02 6178 06 1800");
    let e = must(I, it::EVENT, &p, Rule::ShortestForm, None, S41);
    assert_eq!(e.offset(), 12);
    // A missing REQUIRED key (step 6) and trailing bytes: {0: 0x0100, 1: h'2a'} 00
    let p = hex("a2 00 190100 01 412a 00");
    let e = must(I, it::EVENT, &p, Rule::TrailingBytes, None, S41);
    assert_eq!(e.offset(), 8);
    // A must rule (step 7) and a later CBOR fault in an unknown key:
    // PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 2, 3: "q", 7: "\xff"}
    let p = hex("a5 00 190102 01 412a 02 02 03 6171 07 61ff");
    must(I, it::PROMPT_REQ, &p, Rule::InvalidUtf8, None, S41);
    // A strict fault under strict, then a CBOR fault: the CBOR fault.
    // EVENT {0: 0x0100, 1: h'2a', 2: 256, 6: [_ ]}
    let p = hex("a4 00 190100 01 412a 02 190100 06 9fff");
    must(I, it::EVENT, &p, Rule::IndefiniteLength, None, S41);
    // A subset fault (strict) after a schema fault: strict reports the subset fault,
    // minimum (which accepts the tag) the schema fault. The tag sits in a
    // declared value (event_name, key 3): under an unknown key it would be
    // ignored (§4.3).
    // EVENT {0: 0x0100, 1: h'2a', 2: "x", 3: 0(0)}
    let p = hex("a4 00 190100 01 412a 02 6178 03 c000");
    let e = refused_with(I, it::EVENT, &p, Profile::Strict);
    check_err(I, &e, Rule::Tag, None, Basis::Strict, S41);
    let e = refused_with(I, it::EVENT, &p, Profile::Minimum);
    check_err(
        I,
        &e,
        Rule::WrongType,
        Some("event_class"),
        Basis::Must,
        S41,
    );
    // The same tag under an unknown key (6): ignored, so both profiles report
    // the schema fault.
    let p = hex("a4 00 190100 01 412a 02 6178 06 c000");
    for profile in [Profile::Strict, Profile::Minimum] {
        let e = refused_with(I, it::EVENT, &p, profile);
        check_err(
            I,
            &e,
            Rule::WrongType,
            Some("event_class"),
            Basis::Must,
            S41,
        );
    }
}

#[test]
fn cbor_fault_before_not_a_map() {
    // [1, 0 as 18 00]: D5 would refuse the array, but step 3 comes first.
    let p = hex("82 01 1800");
    must(I, it::EVENT, &p, Rule::ShortestForm, None, S41);
    // A tagged non-map under minimum: walked, then not a map.
    let p = hex("c1 00");
    let e = refused_with(I, it::EVENT, &p, Profile::Minimum);
    check_err(I, &e, Rule::NotAMap, None, Basis::Must, S41);
}

#[test]
fn two_schema_faults_the_first_in_encoded_order() {
    // EVENT {0: 0x0100, 1: h'', 2: "x"}: empty corr (key 1) before wrong-type (key 2).
    let p = hex("a3 00 190100 01 40 02 6178");
    must(I, it::EVENT, &p, Rule::Empty, Some("corr"), S41);
    // {0: 0x0101, 1: h'2a', 2: "x"} on EVENT: the frame_kind mismatch (key 0) first.
    let p = hex("a3 00 190101 01 412a 02 6178");
    must(
        I,
        it::EVENT,
        &p,
        Rule::FrameKindMismatch,
        Some("frame_kind"),
        "§4.2",
    );
    // Entries (step 5) before missing keys (step 6): {2: "x"} lacks frame_kind and corr.
    let p = hex("a1 02 6178");
    must(I, it::EVENT, &p, Rule::WrongType, Some("event_class"), S41);
    // Missing keys in key order: {} lacks frame_kind (0), corr (1), event_class (2).
    must(
        I,
        it::EVENT,
        &hex("a0"),
        Rule::MissingRequired,
        Some("frame_kind"),
        S41,
    );
    must(
        I,
        it::EVENT,
        &hex("a1 00 190100"),
        Rule::MissingRequired,
        Some("corr"),
        S41,
    );
    let p = hex("a2 00 190100 01 412a");
    must(
        I,
        it::EVENT,
        &p,
        Rule::MissingRequired,
        Some("event_class"),
        S41,
    );
    // INTERACT_ERROR {0: 0x0107, 1: h'2a'}: code (2) before message (3).
    let p = hex("a2 00 190107 01 412a");
    must(I, it::ERROR, &p, Rule::MissingRequired, Some("code"), S41);
}

#[test]
fn a_strict_fault_first_under_strict_a_later_must_fault_under_minimum() {
    // EVENT {0: 0x0100, 1: h'2a', 2: 256, 3: 5}: range (strict) at key 2,
    // wrong-type (must) at key 3.
    let p = hex("a4 00 190100 01 412a 02 190100 03 05");
    let e = refused_with(I, it::EVENT, &p, Profile::Strict);
    check_err(I, &e, Rule::Range, Some("event_class"), Basis::Strict, "§6");
    let e = refused_with(I, it::EVENT, &p, Profile::Minimum);
    check_err(I, &e, Rule::WrongType, Some("event_name"), Basis::Must, S41);
    // STEP_EVENT {0: 0x0106, 1: h'2a', 2: "t", 3: 0, 4: 2}: a forbidden corr
    // (strict) and a terminal state (must rule).
    let p = hex("a5 00 190106 01 412a 02 6174 03 00 04 02");
    let e = refused_with(W, wt::STEP_EVENT, &p, Profile::Strict);
    check_err(W, &e, Rule::Forbidden, Some("corr"), Basis::Strict, "§4.2");
    let e = refused_with(W, wt::STEP_EVENT, &p, Profile::Minimum);
    check_rule_err(
        W,
        &e,
        Rule::ValueIn,
        "step-state-not-terminal",
        Some("state"),
        Basis::Must,
        "§6.4",
    );
}

#[test]
fn key_level_faults_before_rules() {
    // PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 2, 3: 5}: wrong-type `prompt` (step 5)
    // and no options for a choice (rule, step 7).
    let p = hex("a4 00 190102 01 412a 02 02 03 05");
    must(I, it::PROMPT_REQ, &p, Rule::WrongType, Some("prompt"), S41);
    // A missing REQUIRED key (step 6) before a rule (step 7):
    // PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 2}
    let p = hex("a3 00 190102 01 412a 02 02");
    must(
        I,
        it::PROMPT_REQ,
        &p,
        Rule::MissingRequired,
        Some("prompt"),
        S41,
    );
}

#[test]
fn rules_in_schema_order() {
    // STREAM_DATA {0: 0x0101, 1: 7, 2: 0, 3: h''}: both `empty-data-only-with-fin`
    // (flags lack fin) and `...-no-flags` (flags absent) fail; the first is reported.
    let p = hex("a4 00 190101 01 07 02 00 03 40");
    let e = refused_with("stream", sst::DATA, &p, Profile::Strict);
    check_rule_err(
        "stream",
        &e,
        Rule::RequiredWhen,
        "empty-data-only-with-fin",
        Some("data"),
        Basis::Strict,
        "§5.2",
    );
    // TELEMETRY_REPORT {0: 0x0100, 1: h'2a', 3: 1}: `report-content` (first) and
    // `sub-id-with-corr` both fail.
    let p = hex("a3 00 190100 01 412a 03 01");
    let e = refused_with("telemetry", 0x0100, &p, Profile::Minimum);
    check_rule_err(
        "telemetry",
        &e,
        Rule::AtLeastOne,
        "report-content",
        Some("metrics"),
        Basis::Must,
        "§5",
    );
}

#[test]
fn a_record_fault_is_reported_where_the_record_is() {
    // KNOWLEDGE_QUERY_RESULT {0: 0x0101, 1: h'2a', 2: [{0: "r"}], 3: "x"}: the
    // record's missing key (at its end, byte 14) before has_more's wrong type.
    let p = hex("a4 00 190101 01 412a 02 81 a1 00 6172 03 6178");
    must(
        "knowledge",
        0x0101,
        &p,
        Rule::MissingRequired,
        Some("content"),
        S41,
    );
    // ... 2: [{0: "r", 1: "c"}], 3: "x"
    let p = hex("a4 00 190101 01 412a 02 81 a2 00 6172 01 6163 03 6178");
    must(
        "knowledge",
        0x0101,
        &p,
        Rule::WrongType,
        Some("has_more"),
        S41,
    );
    // A later CBOR fault wins over the record's fault:
    // ... 2: [{0: "r"}], 3: false, 9: 0 as 18 00
    let p = hex("a5 00 190101 01 412a 02 81 a1 00 6172 03 f4 09 1800");
    must("knowledge", 0x0101, &p, Rule::ShortestForm, None, S41);
}

#[test]
fn the_first_cbor_fault_by_offset() {
    // EVENT {0: 0x0100, 1: h'2a', 2: 0, 3: "\xff", 6: 0 as 18 00}: two step-3
    // faults; the first by offset.
    let p = cat(&[&hex("a5 00 190100 01 412a 02 00 03 61ff 06 1800")]);
    let e = must(I, it::EVENT, &p, Rule::InvalidUtf8, None, S41);
    assert_eq!(e.offset(), 11);
}

#[test]
fn a_key_order_fault_after_a_schema_fault_is_reported() {
    // EVENT {0: 0x0100, 1: h'2a', 2: "x", 2: 0}: wrong-type at byte 9, the
    // duplicate key at byte 11 (step 3).
    let p = hex("a4 00 190100 01 412a 02 6178 02 00");
    let e = must(I, it::EVENT, &p, Rule::DuplicateKey, None, S41);
    assert_eq!(e.offset(), 11);
    // ... in a nested opaque map: {0: 0x0100, 1: h'2a', 2: "x", 4: {1: 0, 0: 0}}
    let p = hex("a4 00 190100 01 412a 02 6178 04 a2 0100 0000");
    must(I, it::EVENT, &p, Rule::KeyOrder, None, S41);
}
