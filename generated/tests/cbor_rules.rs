//! RFC 8949 §4.2.1 deterministic encoding (README D2–D4; spec §4.1 of both
//! channels). Every payload is hand-written; the comment above it is its
//! diagnostic notation.
#![forbid(unsafe_code)]

mod common;

use common::{cat, ierr, iok, it, malformed, werr, wok, wt};
use npamp_generated::{interaction, workflow};
use std::time::{Duration, Instant};

const S41: &str = "§4.1";

// ------------------------------------------------------------ sanity control

#[test]
fn s4_1_minimal_event_is_accepted() {
    // {0: 0x0100, 1: h'2a', 2: 0}
    let p = [0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00];
    match iok(it::EVENT, &p) {
        interaction::Frame::Event(e) => {
            assert_eq!(e.corr, &[0x2a]);
            assert_eq!(e.event_class, interaction::EventClass::Display);
        }
        other => panic!("wrong frame {other:?}"),
    }
}

// ------------------------------------------------------------ shortest form

#[test]
fn s4_1_shortest_form_uint_one_byte_argument() {
    // {0: 0x0100, 1: h'2a', 2: 5 encoded as 18 05}
    let p = [
        0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x18, 0x05,
    ];
    malformed(
        &ierr(it::EVENT, &p),
        "shortest-form",
        S41,
        Some("event_class"),
    );
}

#[test]
fn s4_1_shortest_form_uint_two_byte_argument() {
    // {0: 0x0100, 1: h'2a', 2: 255 encoded as 19 00 ff}
    let p = [
        0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x19, 0x00, 0xff,
    ];
    malformed(
        &ierr(it::EVENT, &p),
        "shortest-form",
        S41,
        Some("event_class"),
    );
}

#[test]
fn s4_1_shortest_form_uint_four_byte_argument() {
    // {0: 0x0100 encoded as 1a 00 00 01 00, 1: h'2a', 2: 0}
    let p = [
        0xa3, 0x00, 0x1a, 0x00, 0x00, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00,
    ];
    malformed(
        &ierr(it::EVENT, &p),
        "shortest-form",
        S41,
        Some("frame_kind"),
    );
}

#[test]
fn s4_1_shortest_form_uint_eight_byte_argument() {
    // WORKFLOW_STEP_EVENT {0: 0x0106, 2: "t", 3: 0xffffffff encoded with 8 bytes, 4: 1}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x06, 0x02, 0x61, 0x74, 0x03, 0x1b, 0x00, 0x00, 0x00, 0x00, 0xff,
        0xff, 0xff, 0xff, 0x04, 0x01,
    ];
    malformed(&werr(wt::STEP_EVENT, &p), "shortest-form", S41, Some("seq"));
}

#[test]
fn s4_1_shortest_form_boundaries_are_accepted() {
    // {0: 0x0100, 1: h'2a', 2: 24 (18 18)}
    let p = [
        0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x18, 0x18,
    ];
    iok(it::EVENT, &p);
    // STEP_EVENT {0: 0x0106, 2: "t", 3: 0x100000000 (1b 00 00 00 01 00 00 00 00), 4: 1}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x06, 0x02, 0x61, 0x74, 0x03, 0x1b, 0x00, 0x00, 0x00, 0x01, 0x00,
        0x00, 0x00, 0x00, 0x04, 0x01,
    ];
    match wok(wt::STEP_EVENT, &p) {
        workflow::Frame::StepEvent(s) => assert_eq!(s.seq, 0x1_0000_0000),
        other => panic!("wrong frame {other:?}"),
    }
    // STEP_EVENT {0: 0x0106, 2: "t", 3: 0x10000 (1a 00 01 00 00), 4: 1}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x06, 0x02, 0x61, 0x74, 0x03, 0x1a, 0x00, 0x01, 0x00, 0x00, 0x04,
        0x01,
    ];
    wok(wt::STEP_EVENT, &p);
}

#[test]
fn s4_1_shortest_form_string_length() {
    // {0: 0x0100, 1: h'2a' with length encoded as 58 01, 2: 0}
    let p = [
        0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x58, 0x01, 0x2a, 0x02, 0x00,
    ];
    malformed(&ierr(it::EVENT, &p), "shortest-form", S41, Some("corr"));
}

#[test]
fn s4_1_shortest_form_map_count() {
    // map(3) encoded as b8 03: {0: 0x0100, 1: h'2a', 2: 0}
    let p = [
        0xb8, 0x03, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00,
    ];
    malformed(&ierr(it::EVENT, &p), "shortest-form", S41, None);
}

#[test]
fn s4_1_shortest_form_array_count() {
    // PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 2, 3: "q", 4: array(1) as 98 01 ["a"]}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x02, 0x03, 0x61, 0x71, 0x04, 0x98,
        0x01, 0x61, 0x61,
    ];
    malformed(
        &ierr(it::PROMPT_REQ, &p),
        "shortest-form",
        S41,
        Some("options"),
    );
}

#[test]
fn s4_1_shortest_form_top_level_key() {
    // {0: 0x0100, 1: h'2a', 2 (as 18 02): 0}
    let p = [
        0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x18, 0x02, 0x00,
    ];
    malformed(&ierr(it::EVENT, &p), "shortest-form", S41, None);
}

#[test]
fn s4_1_shortest_form_inside_nested_body() {
    // {0: 0x0100, 1: h'2a', 2: 0, 4: {0: 0 (as 18 00)}}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x04, 0xa1, 0x00, 0x18, 0x00,
    ];
    malformed(&ierr(it::EVENT, &p), "shortest-form", S41, Some("body"));
}

#[test]
fn s4_1_shortest_form_negative_int_in_scope() {
    // SUBMIT_REQ {0: 0x0100, 1: h'2a', 2: "t", 10: {0: -1 (as 38 00)}, 11: 0}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74, 0x0a, 0xa1, 0x00, 0x38,
        0x00, 0x0b, 0x00,
    ];
    malformed(
        &werr(wt::SUBMIT_REQ, &p),
        "shortest-form",
        S41,
        Some("scope"),
    );
}

// ------------------------------------------------------------ indefinite length

#[test]
fn s4_1_indefinite_length_byte_string() {
    // {0: 0x0100, 1: (_ h'2a'), 2: 0}
    let p = [
        0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x5f, 0x41, 0x2a, 0xff, 0x02, 0x00,
    ];
    malformed(&ierr(it::EVENT, &p), "indefinite-length", S41, Some("corr"));
}

#[test]
fn s4_1_indefinite_length_text_string() {
    // {0: 0x0100, 1: h'2a', 2: 0, 3: (_ "a")}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0x7f, 0x61, 0x61, 0xff,
    ];
    malformed(
        &ierr(it::EVENT, &p),
        "indefinite-length",
        S41,
        Some("event_name"),
    );
}

#[test]
fn s4_1_indefinite_length_array() {
    // PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 2, 3: "q", 4: [_ "a"]}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x02, 0x03, 0x61, 0x71, 0x04, 0x9f,
        0x61, 0x61, 0xff,
    ];
    malformed(
        &ierr(it::PROMPT_REQ, &p),
        "indefinite-length",
        S41,
        Some("options"),
    );
}

#[test]
fn s4_1_indefinite_length_payload_map() {
    // {_ 0: 0x0100, 1: h'2a', 2: 0}
    let p = [
        0xbf, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0xff,
    ];
    malformed(&ierr(it::EVENT, &p), "indefinite-length", S41, None);
}

#[test]
fn s4_1_indefinite_length_nested_map() {
    // {0: 0x0100, 1: h'2a', 2: 0, 4: {_ }}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x04, 0xbf, 0xff,
    ];
    malformed(&ierr(it::EVENT, &p), "indefinite-length", S41, Some("body"));
}

#[test]
fn s4_1_lone_break_code_refused() {
    // PROMPT_RESULT {0: 0x0103, 1: h'2a', 2: 0, 3: <break ff>}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0xff,
    ];
    malformed(
        &ierr(it::PROMPT_RESULT, &p),
        "indefinite-length",
        S41,
        Some("value"),
    );
}

// ------------------------------------------------------------ tags

#[test]
fn s4_1_tag_on_field_refused() {
    // {0: 0x0100, 1: h'2a', 2: 0, 3: 0("")}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0xc0, 0x60,
    ];
    malformed(&ierr(it::EVENT, &p), "tag", S41, Some("event_name"));
}

#[test]
fn s4_1_tag_on_payload_refused() {
    // 55799({0: 0x0100, 1: h'2a', 2: 0}) — the self-describe tag is still a tag
    let p = [
        0xd9, 0xd9, 0xf7, 0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00,
    ];
    malformed(&ierr(it::EVENT, &p), "tag", S41, None);
}

#[test]
fn s4_1_tag_inside_opaque_value_refused() {
    // PROMPT_RESULT {0: 0x0103, 1: h'2a', 2: 0, 3: [1(0)]}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0x81, 0xc1, 0x00,
    ];
    malformed(&ierr(it::PROMPT_RESULT, &p), "tag", S41, Some("value"));
}

// ------------------------------------------------------------ major type 7

#[test]
fn s4_1_float_half_refused() {
    // {0: 0x0100, 1: h'2a', 2: 1.0_1 (f9 3c 00)}
    let p = [
        0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0xf9, 0x3c, 0x00,
    ];
    malformed(&ierr(it::EVENT, &p), "float", S41, Some("event_class"));
}

#[test]
fn s4_1_float_single_refused() {
    // PROMPT_RESULT {0: 0x0103, 1: h'2a', 2: 0, 3: 1.0_2 (fa 3f 80 00 00)}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0xfa, 0x3f, 0x80, 0x00,
        0x00,
    ];
    malformed(&ierr(it::PROMPT_RESULT, &p), "float", S41, Some("value"));
}

#[test]
fn s4_1_float_double_refused() {
    // {0: 0x0100, 1: h'2a', 2: 0, 4: {0: 1.0_3 (fb 3f f0 00 00 00 00 00 00)}}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x04, 0xa1, 0x00, 0xfb, 0x3f,
        0xf0, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    ];
    malformed(&ierr(it::EVENT, &p), "float", S41, Some("body"));
}

#[test]
fn s4_1_undefined_refused() {
    // PROMPT_RESULT {0: 0x0103, 1: h'2a', 2: 0, 3: undefined}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0xf7,
    ];
    malformed(
        &ierr(it::PROMPT_RESULT, &p),
        "simple-value",
        S41,
        Some("value"),
    );
}

#[test]
fn s4_1_simple_value_e0_refused() {
    // PROMPT_RESULT {0: 0x0103, 1: h'2a', 2: 0, 3: simple(0)}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0xe0,
    ];
    malformed(
        &ierr(it::PROMPT_RESULT, &p),
        "simple-value",
        S41,
        Some("value"),
    );
}

#[test]
fn s4_1_simple_value_two_byte_refused() {
    // PROMPT_RESULT {0: 0x0103, 1: h'2a', 2: 0, 3: simple(32) (f8 20)}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0xf8, 0x20,
    ];
    malformed(
        &ierr(it::PROMPT_RESULT, &p),
        "simple-value",
        S41,
        Some("value"),
    );
    // {0: 0x0100, 1: h'2a', 2: 0, 5: "true" as f8 15 (not well-formed)}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x05, 0xf8, 0x15,
    ];
    malformed(&ierr(it::EVENT, &p), "simple-value", S41, Some("ack"));
}

#[test]
fn s4_1_false_true_null_are_the_only_simple_values_accepted() {
    // PROMPT_RESULT {0: 0x0103, 1: h'2a', 2: 0, 3: false}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0xf4,
    ];
    iok(it::PROMPT_RESULT, &p);
    // {0: 0x0100, 1: h'2a', 2: 0, 4: {0: true, 1: null}}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x04, 0xa2, 0x00, 0xf5, 0x01,
        0xf6,
    ];
    iok(it::EVENT, &p);
}

// ------------------------------------------------------------ reserved additional info

#[test]
fn s4_1_reserved_additional_info_refused() {
    for ib in [0x1c_u8, 0x1d, 0x1e] {
        // {0: 0x0100, 1: h'2a', 2: <major 0, ai 28..30>}
        let p = [0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, ib];
        malformed(
            &ierr(it::EVENT, &p),
            "reserved-ai",
            S41,
            Some("event_class"),
        );
    }
}

#[test]
fn s4_1_reserved_additional_info_major7_refused() {
    // PROMPT_RESULT {0: 0x0103, 1: h'2a', 2: 0, 3: <fc>}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0xfc,
    ];
    malformed(
        &ierr(it::PROMPT_RESULT, &p),
        "reserved-ai",
        S41,
        Some("value"),
    );
    // {0: 0x0100, 1: <5c: bstr, ai 28>, 2: 0}
    let p = [0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x5c, 0x02, 0x00];
    malformed(&ierr(it::EVENT, &p), "reserved-ai", S41, Some("corr"));
}

// ------------------------------------------------------------ UTF-8

#[test]
fn s4_1_invalid_utf8_in_declared_field() {
    // {0: 0x0100, 1: h'2a', 2: 0, 3: text(2) c3 28 (bad continuation)}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0x62, 0xc3, 0x28,
    ];
    malformed(
        &ierr(it::EVENT, &p),
        "invalid-utf8",
        S41,
        Some("event_name"),
    );
}

#[test]
fn s4_1_invalid_utf8_surrogate_and_overlong() {
    // {0: 0x0100, 1: h'2a', 2: 0, 3: text(3) ed a0 80 (UTF-16 surrogate)}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0x63, 0xed, 0xa0, 0x80,
    ];
    malformed(
        &ierr(it::EVENT, &p),
        "invalid-utf8",
        S41,
        Some("event_name"),
    );
    // {0: 0x0100, 1: h'2a', 2: 0, 3: text(2) c0 80 (overlong NUL)}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0x62, 0xc0, 0x80,
    ];
    malformed(
        &ierr(it::EVENT, &p),
        "invalid-utf8",
        S41,
        Some("event_name"),
    );
}

#[test]
fn s4_1_invalid_utf8_in_unknown_key_value() {
    // {0: 0x0100, 1: h'2a', 2: 0, 6: text(2) c3 28}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x06, 0x62, 0xc3, 0x28,
    ];
    malformed(&ierr(it::EVENT, &p), "invalid-utf8", S41, None);
}

#[test]
fn s4_1_invalid_utf8_inside_nested_body_map() {
    // {0: 0x0100, 1: h'2a', 2: 0, 4: {0: text(2) c3 28}}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x04, 0xa1, 0x00, 0x62, 0xc3,
        0x28,
    ];
    malformed(&ierr(it::EVENT, &p), "invalid-utf8", S41, Some("body"));
}

#[test]
fn s4_1_invalid_utf8_in_nested_text_key() {
    // SUBMIT_REQ {0: 0x0100, 1: h'2a', 2: "t", 10: {text(2) c3 28: 0}, 11: 0}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74, 0x0a, 0xa1, 0x62, 0xc3,
        0x28, 0x00, 0x0b, 0x00,
    ];
    malformed(
        &werr(wt::SUBMIT_REQ, &p),
        "invalid-utf8",
        S41,
        Some("scope"),
    );
    // {0: 0x0100, 1: h'2a', 2: 0, 4: {0: {text(2) c3 28: 0}}} (a key two levels down)
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x04, 0xa1, 0x00, 0xa1, 0x62,
        0xc3, 0x28, 0x00,
    ];
    malformed(&ierr(it::EVENT, &p), "invalid-utf8", S41, Some("body"));
}

#[test]
fn s4_1_invalid_utf8_in_array_item() {
    // PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 2, 3: "q", 4: [text(2) c3 28]}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x02, 0x03, 0x61, 0x71, 0x04, 0x81,
        0x62, 0xc3, 0x28,
    ];
    malformed(
        &ierr(it::PROMPT_REQ, &p),
        "invalid-utf8",
        S41,
        Some("options"),
    );
}

#[test]
fn s4_1_valid_multibyte_utf8_accepted() {
    // {0: 0x0100, 1: h'2a', 2: 0, 3: "é€" (c3 a9 e2 82 ac)}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0x65, 0xc3, 0xa9, 0xe2,
        0x82, 0xac,
    ];
    match iok(it::EVENT, &p) {
        interaction::Frame::Event(e) => assert_eq!(e.event_name, Some("é€")),
        other => panic!("wrong frame {other:?}"),
    }
}

// ------------------------------------------------------------ key order / duplicates

#[test]
fn s4_1_top_level_key_order() {
    // {0: 0x0100, 2: 0, 1: h'2a'}
    let p = [0xa3, 0x00, 0x19, 0x01, 0x00, 0x02, 0x00, 0x01, 0x41, 0x2a];
    malformed(&ierr(it::EVENT, &p), "key-order", S41, None);
}

#[test]
fn s4_1_top_level_duplicate_key() {
    // {0: 0x0100, 1: h'2a', 2: 0, 2: 0}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x02, 0x00,
    ];
    malformed(&ierr(it::EVENT, &p), "duplicate-key", S41, None);
}

#[test]
fn s4_1_nested_key_order() {
    // {0: 0x0100, 1: h'2a', 2: 0, 4: {1: 0, 0: 0}}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x04, 0xa2, 0x01, 0x00, 0x00,
        0x00,
    ];
    malformed(&ierr(it::EVENT, &p), "key-order", S41, Some("body"));
}

#[test]
fn s4_1_nested_duplicate_key() {
    // PROMPT_RESULT {0: 0x0103, 1: h'2a', 2: 0, 3: {0: 0, 0: 1}}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0xa2, 0x00, 0x00, 0x00,
        0x01,
    ];
    malformed(
        &ierr(it::PROMPT_RESULT, &p),
        "duplicate-key",
        S41,
        Some("value"),
    );
}

#[test]
fn s4_1_key_order_is_bytewise_not_length_first() {
    // SUBMIT_REQ {0: 0x0100, 1: h'2a', 2: "t", 10: {24: 0, -1: 0}, 11: 0}
    // Bytewise 18 18 < 20, although -1 has the shorter encoding.
    let ok = [
        0xa5, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74, 0x0a, 0xa2, 0x18, 0x18,
        0x00, 0x20, 0x00, 0x0b, 0x00,
    ];
    wok(wt::SUBMIT_REQ, &ok);
    // Same with {-1: 0, 24: 0} (RFC 7049 length-first order): refused.
    let bad = [
        0xa5, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74, 0x0a, 0xa2, 0x20, 0x00,
        0x18, 0x18, 0x00, 0x0b, 0x00,
    ];
    malformed(&werr(wt::SUBMIT_REQ, &bad), "key-order", S41, Some("scope"));
}

#[test]
fn s4_1_top_level_unknown_key_order_is_bytewise() {
    // {0: 0x0100, 1: h'2a', 2: 0, 5: true, 24: 0} — accepted (05 < 18 18)
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x05, 0xf5, 0x18, 0x18, 0x00,
    ];
    iok(it::EVENT, &p);
    // {0: 0x0100, 1: h'2a', 2: 0, 24: 0, 5: true} — refused
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x18, 0x18, 0x00, 0x05, 0xf5,
    ];
    malformed(&ierr(it::EVENT, &p), "key-order", S41, None);
}

// ------------------------------------------------------------ trailing bytes

#[test]
fn s4_1_trailing_bytes_refused() {
    // {0: 0x0100, 1: h'2a', 2: 0} 00
    let p = [
        0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x00,
    ];
    let e = ierr(it::EVENT, &p);
    malformed(&e, "trailing-bytes", S41, None);
    assert_eq!(e.offset, 10);
}

#[test]
fn s4_1_two_data_items_refused() {
    // {0: 0x0101, 1: h'2a'} {0: 0x0101, 1: h'2a'}
    let one: &[u8] = &[0xa2, 0x00, 0x19, 0x01, 0x01, 0x01, 0x41, 0x2a];
    iok(it::EVENT_ACK, one);
    let two = cat(&[one, one]);
    malformed(&ierr(it::EVENT_ACK, &two), "trailing-bytes", S41, None);
}

// ------------------------------------------------------------ truncation (D4)

#[test]
fn s4_1_truncated_empty_payload() {
    malformed(&ierr(it::EVENT, &[]), "truncated", S41, None);
}

#[test]
fn s4_1_truncated_mid_head() {
    // {0: 0x0100, 1: h'2a', 2: 0x01.. (19 01, second argument byte missing)
    let p = [
        0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x19, 0x01,
    ];
    let e = ierr(it::EVENT, &p);
    malformed(&e, "truncated", S41, Some("event_class"));
    assert!((9..=10).contains(&e.offset), "{e}");
}

#[test]
fn s4_1_truncated_mid_string() {
    // {0: 0x0100, 1: bytes(2) 2a <missing>
    let p = [0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x42, 0x2a];
    malformed(&ierr(it::EVENT, &p), "truncated", S41, Some("corr"));
}

#[test]
fn s4_1_truncated_missing_map_entry() {
    // map(4) with three entries: {0: 0x0100, 1: h'2a', 2: 0, <missing>
    let p = [0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00];
    malformed(&ierr(it::EVENT, &p), "truncated", S41, None);
}

#[test]
fn s4_1_huge_map_count_refused_fast() {
    // map(2^64-1) followed by nothing
    let p = [0xbb, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];
    let t = Instant::now();
    for _ in 0..1000 {
        malformed(&ierr(it::EVENT, &p), "truncated", S41, None);
    }
    assert!(t.elapsed() < Duration::from_secs(2), "{:?}", t.elapsed());
}

#[test]
fn s4_1_huge_nested_counts_refused() {
    // {0: 0x0100, 1: h'2a', 2: 0, 4: map(2^32)}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x04, 0xbb, 0x00, 0x00, 0x00,
        0x01, 0x00, 0x00, 0x00, 0x00,
    ];
    malformed(&ierr(it::EVENT, &p), "truncated", S41, Some("body"));
    // PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 2, 3: "q", 4: array(2^32)}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x02, 0x03, 0x61, 0x71, 0x04, 0x9b,
        0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00,
    ];
    malformed(&ierr(it::PROMPT_REQ, &p), "truncated", S41, Some("options"));
    // {0: 0x0100, 1: bytes(2^64-1)}
    let p = [
        0xa2, 0x00, 0x19, 0x01, 0x00, 0x01, 0x5b, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
    ];
    malformed(&ierr(it::EVENT, &p), "truncated", S41, Some("corr"));
    // PROMPT_RESULT {0: 0x0103, 1: h'2a', 2: 0, 3: text(0xffffffff)}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0x7a, 0xff, 0xff, 0xff,
        0xff,
    ];
    malformed(
        &ierr(it::PROMPT_RESULT, &p),
        "truncated",
        S41,
        Some("value"),
    );
}

#[test]
fn s4_1_map_count_larger_than_possible_refused_at_header() {
    // map(5) but only 8 bytes follow: 5 entries need >= 10 bytes
    let p = [0xa5, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02];
    let e = ierr(it::EVENT, &p);
    malformed(&e, "truncated", S41, None);
    assert_eq!(e.offset, 0);
}

// ------------------------------------------------------------ non-map payload (D5)

#[test]
fn s4_1_payload_not_a_map() {
    for p in [
        &[0x80][..],                   // []
        &[0x00][..],                   // 0
        &[0x41, 0x2a][..],             // h'2a'
        &[0xf6][..],                   // null
        &[0x81, 0xa0][..],             // [{}]
        &[0x63, 0x61, 0x62, 0x63][..], // "abc"
    ] {
        malformed(&ierr(it::EVENT, p), "wrong-type", S41, None);
        malformed(&werr(wt::SUBMIT_REQ, p), "wrong-type", S41, None);
    }
}

// ------------------------------------------------------------ depth (D4)

/// {0: 0x0100, 1: h'2a', 2: 0, 4: {0: <arrays>}} with `arrays` nested
/// arrays, the innermost empty. Payload map = level 1, body = level 2,
/// the outermost array = level 3.
fn event_with_nested_arrays(arrays: usize) -> Vec<u8> {
    let mut p = vec![
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x04, 0xa1, 0x00,
    ];
    p.resize(p.len() + arrays - 1, 0x81); // array(1) ...
    p.push(0x80); // []
    p
}

/// Same with nested single-entry maps {0: {0: ... {}}}.
fn event_with_nested_maps(maps: usize) -> Vec<u8> {
    let mut p = vec![
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x04, 0xa1, 0x00,
    ];
    for _ in 0..maps - 1 {
        p.extend_from_slice(&[0xa1, 0x00]); // {0: ...
    }
    p.push(0xa0); // {}
    p
}

#[test]
fn d4_depth_limit_is_sixteen() {
    assert_eq!(interaction::MAX_DEPTH, 16);
    assert_eq!(workflow::MAX_DEPTH, 16);
}

#[test]
fn d4_depth_exactly_at_limit_accepted() {
    // levels 3..=16 → 14 arrays / maps inside the body
    iok(it::EVENT, &event_with_nested_arrays(14));
    iok(it::EVENT, &event_with_nested_maps(14));
}

#[test]
fn d4_depth_over_limit_refused_in_body() {
    // levels 3..=17 → the 15th array / map sits at level 17
    malformed(
        &ierr(it::EVENT, &event_with_nested_arrays(15)),
        "depth",
        S41,
        Some("body"),
    );
    malformed(
        &ierr(it::EVENT, &event_with_nested_maps(15)),
        "depth",
        S41,
        Some("body"),
    );
}

#[test]
fn d4_depth_in_any_value() {
    // PROMPT_RESULT {0: 0x0103, 1: h'2a', 2: 0, 3: [[...[]...]]}: value array = level 2
    let head = [
        0xa4, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03,
    ];
    let nest = |n: usize| {
        let mut p = head.to_vec();
        p.resize(p.len() + n - 1, 0x81);
        p.push(0x80);
        p
    };
    iok(it::PROMPT_RESULT, &nest(15)); // levels 2..=16
    malformed(
        &ierr(it::PROMPT_RESULT, &nest(16)), // levels 2..=17
        "depth",
        S41,
        Some("value"),
    );
}

#[test]
fn d4_depth_in_unknown_top_level_key() {
    // {0: 0x0100, 1: h'2a', 2: 0, 6: [[...[]...]]}: unknown value = level 2
    let head = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x06,
    ];
    let nest = |n: usize| {
        let mut p = head.to_vec();
        p.resize(p.len() + n - 1, 0x81);
        p.push(0x80);
        p
    };
    iok(it::EVENT, &nest(15));
    malformed(&ierr(it::EVENT, &nest(16)), "depth", S41, None);
}

// ------------------------------------------------------------ max payload (D2)

/// {0: 0x0100, 1: h'2a', 2: 0, 3: <text of `total - 16` 'a's>} of exactly `total` bytes.
fn event_of_size(total: usize) -> Vec<u8> {
    let n = u32::try_from(total - 16).unwrap();
    let mut p = vec![
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0x7a,
    ];
    p.extend_from_slice(&n.to_be_bytes()); // text(n), n > 0xffff so 7a is shortest
    p.resize(total, b'a');
    p
}

#[test]
fn d2_payload_of_max_size_accepted() {
    assert_eq!(interaction::MAX_PAYLOAD, 1_048_576);
    let p = event_of_size(interaction::MAX_PAYLOAD);
    assert_eq!(p.len(), 1_048_576);
    iok(it::EVENT, &p);
}

#[test]
fn d2_payload_over_max_size_refused() {
    let p = event_of_size(interaction::MAX_PAYLOAD + 1);
    let e = ierr(it::EVENT, &p);
    assert_eq!(e.wire, npamp_generated::WireError::MalformedRequest);
    assert_eq!((e.rule, e.section), ("max-payload", "§9"));
}

#[test]
fn d2_workflow_payload_over_max_size_refused() {
    assert_eq!(workflow::MAX_PAYLOAD, 1_048_576);
    // STEP_EVENT {0: 0x0106, 2: "t", 3: 0, 4: 1, 8: bytes(n)} of MAX_PAYLOAD + 1 bytes
    let total = workflow::MAX_PAYLOAD + 1;
    let mut p = vec![
        0xa5, 0x00, 0x19, 0x01, 0x06, 0x02, 0x61, 0x74, 0x03, 0x00, 0x04, 0x01, 0x08, 0x5a,
    ];
    let n = u32::try_from(total - p.len() - 4).unwrap();
    p.extend_from_slice(&n.to_be_bytes());
    p.resize(total, 0);
    let e = werr(wt::STEP_EVENT, &p);
    assert_eq!(e.rule, "max-payload");
    // One byte less is fine.
    let mut q = p[..14].to_vec();
    q.extend_from_slice(&(n - 1).to_be_bytes());
    q.resize(total - 1, 0);
    wok(wt::STEP_EVENT, &q);
}
