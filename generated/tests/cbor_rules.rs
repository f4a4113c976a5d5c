//! RFC 8949 §4.2.1 deterministic encoding and the channel's CBOR subset
//! (SEMANTICS.md step 3; spec §4.1 of both channels). Every payload is
//! hand-written; the comment above it is its diagnostic notation.
//!
//! Step-3 faults name no field (SEMANTICS.md "Where a refusal is reported").
//! Group `deterministic` is `must`; `cbor_subset` (tags, simple values, floats
//! on a channel without floats) is `strict`; `depth` and `max_payload` are `limit`.
#![forbid(unsafe_code)]

mod common;

use common::{
    accepted_with, cat, check_err, hex, iok, iok_with, it, limit, must, ok, refused_with,
    strict_only, wok, wt,
};
use npamp_generated::rt::Basis;
use npamp_generated::{interaction, workflow, Profile, Rule};
use std::time::{Duration, Instant};

const I: &str = "interaction";
const W: &str = "workflow";
const S41: &str = "§4.1";

// ------------------------------------------------------------ sanity control

#[test]
fn s4_1_minimal_event_is_accepted() {
    // {0: 0x0100, 1: h'2a', 2: 0}
    let p = [0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00];
    ok(I, it::EVENT, &p);
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
    let e = must(I, it::EVENT, &p, Rule::ShortestForm, None, S41);
    assert_eq!(e.offset(), 9);
}

#[test]
fn s4_1_shortest_form_uint_two_byte_argument() {
    // {0: 0x0100, 1: h'2a', 2: 255 encoded as 19 00 ff}
    let p = [
        0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x19, 0x00, 0xff,
    ];
    must(I, it::EVENT, &p, Rule::ShortestForm, None, S41);
}

#[test]
fn s4_1_shortest_form_uint_four_byte_argument() {
    // {0: 0x0100 encoded as 1a 00 00 01 00, 1: h'2a', 2: 0}
    let p = [
        0xa3, 0x00, 0x1a, 0x00, 0x00, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00,
    ];
    let e = must(I, it::EVENT, &p, Rule::ShortestForm, None, S41);
    assert_eq!(e.offset(), 2);
}

#[test]
fn s4_1_shortest_form_uint_eight_byte_argument() {
    // WORKFLOW_STEP_EVENT {0: 0x0106, 2: "t", 3: 0xffffffff encoded with 8 bytes, 4: 1}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x06, 0x02, 0x61, 0x74, 0x03, 0x1b, 0x00, 0x00, 0x00, 0x00, 0xff,
        0xff, 0xff, 0xff, 0x04, 0x01,
    ];
    must(W, wt::STEP_EVENT, &p, Rule::ShortestForm, None, S41);
}

#[test]
fn s4_1_shortest_form_boundaries_are_accepted() {
    // {0: 0x0100, 1: h'2a', 2: 24 (18 18)}
    let p = [
        0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x18, 0x18,
    ];
    ok(I, it::EVENT, &p);
    // STEP_EVENT {0: 0x0106, 2: "t", 3: 0x100000000 (1b 00 00 00 01 00 00 00 00), 4: 1}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x06, 0x02, 0x61, 0x74, 0x03, 0x1b, 0x00, 0x00, 0x00, 0x01, 0x00,
        0x00, 0x00, 0x00, 0x04, 0x01,
    ];
    ok(W, wt::STEP_EVENT, &p);
    match wok(wt::STEP_EVENT, &p) {
        workflow::Frame::StepEvent(s) => assert_eq!(s.seq, 0x1_0000_0000),
        other => panic!("wrong frame {other:?}"),
    }
    // STEP_EVENT {0: 0x0106, 2: "t", 3: 0x10000 (1a 00 01 00 00), 4: 1}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x06, 0x02, 0x61, 0x74, 0x03, 0x1a, 0x00, 0x01, 0x00, 0x00, 0x04,
        0x01,
    ];
    ok(W, wt::STEP_EVENT, &p);
}

#[test]
fn s4_1_shortest_form_string_length() {
    // {0: 0x0100, 1: h'2a' with length encoded as 58 01, 2: 0}
    let p = [
        0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x58, 0x01, 0x2a, 0x02, 0x00,
    ];
    must(I, it::EVENT, &p, Rule::ShortestForm, None, S41);
}

#[test]
fn s4_1_shortest_form_map_count() {
    // map(3) encoded as b8 03: {0: 0x0100, 1: h'2a', 2: 0}
    let p = [
        0xb8, 0x03, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00,
    ];
    let e = must(I, it::EVENT, &p, Rule::ShortestForm, None, S41);
    assert_eq!(e.offset(), 0);
}

#[test]
fn s4_1_shortest_form_array_count() {
    // PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 2, 3: "q", 4: array(1) as 98 01 ["a"]}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x02, 0x03, 0x61, 0x71, 0x04, 0x98,
        0x01, 0x61, 0x61,
    ];
    must(I, it::PROMPT_REQ, &p, Rule::ShortestForm, None, S41);
}

#[test]
fn s4_1_shortest_form_top_level_key() {
    // {0: 0x0100, 1: h'2a', 2 (as 18 02): 0}
    let p = [
        0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x18, 0x02, 0x00,
    ];
    must(I, it::EVENT, &p, Rule::ShortestForm, None, S41);
}

#[test]
fn s4_1_shortest_form_inside_nested_body() {
    // {0: 0x0100, 1: h'2a', 2: 0, 4: {0: 0 (as 18 00)}}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x04, 0xa1, 0x00, 0x18, 0x00,
    ];
    must(I, it::EVENT, &p, Rule::ShortestForm, None, S41);
}

#[test]
fn s4_1_shortest_form_negative_int_in_scope() {
    // SUBMIT_REQ {0: 0x0100, 1: h'2a', 2: "t", 10: {0: -1 (as 38 00)}, 11: 0}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74, 0x0a, 0xa1, 0x00, 0x38,
        0x00, 0x0b, 0x00,
    ];
    must(W, wt::SUBMIT_REQ, &p, Rule::ShortestForm, None, S41);
}

#[test]
fn s4_1_shortest_form_two_byte_heads_of_every_major() {
    // Two-byte arguments (19 xx xx) below 256, in a declared field of each major:
    // {0: 0x0100, 1: h'2a' with length 59 00 01, 2: 0}
    let p = hex("a3 00 190100 01 590001 2a 02 00");
    must(I, it::EVENT, &p, Rule::ShortestForm, None, S41);
    // {0: 0x0100, 1: h'2a', 2: 0, 3: "a" with length 79 00 01}
    let p = hex("a4 00 190100 01 412a 02 00 03 790001 61");
    must(I, it::EVENT, &p, Rule::ShortestForm, None, S41);
    // PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 2, 3: "q", 4: array(1) as 99 00 01 ["a"]}
    let p = hex("a5 00 190102 01 412a 02 02 03 6171 04 990001 6161");
    must(I, it::PROMPT_REQ, &p, Rule::ShortestForm, None, S41);
    // {0: 0x0100, 1: h'2a', 2: 0, 4: map(0) as b9 00 00}
    let p = hex("a4 00 190100 01 412a 02 00 04 b90000");
    must(I, it::EVENT, &p, Rule::ShortestForm, None, S41);
    // {0: 0x0100, 1: h'2a', 2: 0, 3: "a" with length 78 01}
    let p = hex("a4 00 190100 01 412a 02 00 03 7801 61");
    must(I, it::EVENT, &p, Rule::ShortestForm, None, S41);
    // The canonical two-byte forms are fine: a 300-byte event_name (79 01 2c).
    let mut p = hex("a4 00 190100 01 412a 02 00 03 79012c");
    p.resize(p.len() + 300, b'n');
    ok(I, it::EVENT, &p);
    // A 24-byte corr (58 18) is the first one-byte length.
    let mut p = hex("a3 00 190100 01 5818");
    p.resize(p.len() + 24, 0x2a);
    p.extend(hex("02 00"));
    ok(I, it::EVENT, &p);
}

#[test]
fn s4_1_truncated_heads_of_every_width() {
    for tail in [
        "19",
        "1901",
        "1a0001",
        "1b00000001",
        "59",
        "5901",
        "7a000100",
        "99",
        "b9",
    ] {
        // {0: 0x0100, 1: h'2a', 2: <truncated head>}
        let p = cat(&[&hex("a3 00 190100 01 412a 02"), &hex(tail)]);
        must(I, it::EVENT, &p, Rule::Truncated, None, S41);
    }
}

// ------------------------------------------------------------ indefinite length

#[test]
fn s4_1_indefinite_length_byte_string() {
    // {0: 0x0100, 1: (_ h'2a'), 2: 0}
    let p = [
        0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x5f, 0x41, 0x2a, 0xff, 0x02, 0x00,
    ];
    must(I, it::EVENT, &p, Rule::IndefiniteLength, None, S41);
}

#[test]
fn s4_1_indefinite_length_text_string() {
    // {0: 0x0100, 1: h'2a', 2: 0, 3: (_ "a")}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0x7f, 0x61, 0x61, 0xff,
    ];
    must(I, it::EVENT, &p, Rule::IndefiniteLength, None, S41);
}

#[test]
fn s4_1_indefinite_length_array() {
    // PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 2, 3: "q", 4: [_ "a"]}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x02, 0x03, 0x61, 0x71, 0x04, 0x9f,
        0x61, 0x61, 0xff,
    ];
    must(I, it::PROMPT_REQ, &p, Rule::IndefiniteLength, None, S41);
}

#[test]
fn s4_1_indefinite_length_payload_map() {
    // {_ 0: 0x0100, 1: h'2a', 2: 0}
    let p = [
        0xbf, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0xff,
    ];
    must(I, it::EVENT, &p, Rule::IndefiniteLength, None, S41);
}

#[test]
fn s4_1_indefinite_length_nested_map() {
    // {0: 0x0100, 1: h'2a', 2: 0, 4: {_ }}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x04, 0xbf, 0xff,
    ];
    must(I, it::EVENT, &p, Rule::IndefiniteLength, None, S41);
}

#[test]
fn s4_1_lone_break_code_refused() {
    // PROMPT_RESULT {0: 0x0103, 1: h'2a', 2: 0, 3: <break ff>}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0xff,
    ];
    let e = must(I, it::PROMPT_RESULT, &p, Rule::Break, None, S41);
    assert_eq!(e.offset(), 11);
}

// ------------------------------------------------------------ tags (cbor_subset, strict)

#[test]
fn s4_1_tag_on_field_refused() {
    // {0: 0x0100, 1: h'2a', 2: 0, 3: 0("")}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0xc0, 0x60,
    ];
    let e = refused_with(I, it::EVENT, &p, Profile::Strict);
    check_err(I, &e, Rule::Tag, None, Basis::Strict, S41);
    // Minimum walks the tag, but `event_name` is a tstr: a tag is major type 6.
    let e = refused_with(I, it::EVENT, &p, Profile::Minimum);
    check_err(I, &e, Rule::WrongType, Some("event_name"), Basis::Must, S41);
}

#[test]
fn s4_1_tag_on_payload_refused() {
    // 55799({0: 0x0100, 1: h'2a', 2: 0}) — the self-describe tag is still a tag
    let p = [
        0xd9, 0xd9, 0xf7, 0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00,
    ];
    let e = refused_with(I, it::EVENT, &p, Profile::Strict);
    check_err(I, &e, Rule::Tag, None, Basis::Strict, S41);
    assert_eq!(e.offset(), 0);
    // Minimum: a tagged item is not a map (D5).
    let e = refused_with(I, it::EVENT, &p, Profile::Minimum);
    check_err(I, &e, Rule::NotAMap, None, Basis::Must, S41);
}

#[test]
fn s4_1_tag_inside_opaque_value_refused() {
    // PROMPT_RESULT {0: 0x0103, 1: h'2a', 2: 0, 3: [1(0)]}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0x81, 0xc1, 0x00,
    ];
    strict_only(I, it::PROMPT_RESULT, &p, Rule::Tag, None, S41);
    // `value` is `any`: under minimum the item is kept byte for byte, tag included.
    match iok_with(it::PROMPT_RESULT, &p, Profile::Minimum) {
        interaction::Frame::PromptResult(r) => {
            assert_eq!(
                r.value.as_ref().map(|v| v.as_bytes()),
                Some(&[0x81, 0xc1, 0x00][..])
            );
        }
        other => panic!("wrong frame {other:?}"),
    }
}

#[test]
fn s4_1_tag_content_still_checked_under_minimum() {
    // PROMPT_RESULT {0: 0x0103, 1: h'2a', 2: 0, 3: 1(0 encoded as 18 00)}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0xc1, 0x18, 0x00,
    ];
    // Strict stops at the tag (offset 11); minimum walks into it and finds the
    // non-shortest argument at offset 12.
    let e = refused_with(I, it::PROMPT_RESULT, &p, Profile::Strict);
    check_err(I, &e, Rule::Tag, None, Basis::Strict, S41);
    assert_eq!(e.offset(), 11);
    let e = refused_with(I, it::PROMPT_RESULT, &p, Profile::Minimum);
    check_err(I, &e, Rule::ShortestForm, None, Basis::Must, S41);
    assert_eq!(e.offset(), 12);
}

// ------------------------------------------------------------ major type 7

#[test]
fn s4_1_float_half_refused() {
    // {0: 0x0100, 1: h'2a', 2: 1.0_1 (f9 3c 00)}
    let p = [
        0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0xf9, 0x3c, 0x00,
    ];
    let e = refused_with(I, it::EVENT, &p, Profile::Strict);
    check_err(I, &e, Rule::Float, None, Basis::Strict, S41);
    // Minimum accepts the float as an item, but `event_class` is a uint.
    let e = refused_with(I, it::EVENT, &p, Profile::Minimum);
    check_err(
        I,
        &e,
        Rule::WrongType,
        Some("event_class"),
        Basis::Must,
        S41,
    );
}

#[test]
fn s4_1_float_single_refused() {
    // PROMPT_RESULT {0: 0x0103, 1: h'2a', 2: 0, 3: 100000.0_2 (fa 47 c3 50 00, shortest)}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0xfa, 0x47, 0xc3, 0x50,
        0x00,
    ];
    strict_only(I, it::PROMPT_RESULT, &p, Rule::Float, None, S41);
}

#[test]
fn s4_1_float_double_refused() {
    // PROMPT_RESULT {0: 0x0103, 1: h'2a', 2: 0, 3: 0.1_3 (fb 3f b9 99 99 99 99 99 9a, shortest)}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0xfb, 0x3f, 0xb9, 0x99,
        0x99, 0x99, 0x99, 0x99, 0x9a,
    ];
    strict_only(I, it::PROMPT_RESULT, &p, Rule::Float, None, S41);
}

#[test]
fn s4_1_accepted_float_must_still_be_shortest() {
    // PROMPT_RESULT {0: 0x0103, 1: h'2a', 2: 0, 3: 1.0_2 (fa 3f 80 00 00: 1.0 fits a half)}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0xfa, 0x3f, 0x80, 0x00,
        0x00,
    ];
    // Under minimum the float is an accepted item, so its width is checked.
    let e = refused_with(I, it::PROMPT_RESULT, &p, Profile::Minimum);
    check_err(I, &e, Rule::FloatNotShortest, None, Basis::Must, S41);
}

/// SEMANTICS.md step 3: "`float` (0xf9/0xfa/0xfb when `model.floats.declared` is
/// false)"; "Floats (when declared, or when accepted): the encoding must be the
/// shortest". Interaction declares no float, and the strict profile does not
/// accept them: a float of any width is `float` (cbor_subset, strict), and the
/// shortest-width rule does not apply to it.
/// (Found as a bug while porting: `Reader::simple` checked the width before
/// `refuse_floats`; fixed in the working tree alongside this port.)
#[test]
fn s4_1_non_shortest_float_on_a_channel_without_floats_is_float_under_strict() {
    // PROMPT_RESULT {0: 0x0103, 1: h'2a', 2: 0, 3: 1.0_2 (fa 3f 80 00 00)}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0xfa, 0x3f, 0x80, 0x00,
        0x00,
    ];
    let e = refused_with(I, it::PROMPT_RESULT, &p, Profile::Strict);
    check_err(I, &e, Rule::Float, None, Basis::Strict, S41);
    // Inside the opaque `body` a float is content a receiver ignores (§4.3:
    // "This same rule applies to every nested `body`, `schema`, and `context`
    // map"): accepted by both profiles, so its width is checked by both.
    // {0: 0x0100, 1: h'2a', 2: 0, 4: {0: 1.0_3 (fb 3f f0 00 00 00 00 00 00)}}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x04, 0xa1, 0x00, 0xfb, 0x3f,
        0xf0, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
    ];
    for profile in Profile::ALL {
        let e = refused_with(I, it::EVENT, &p, profile);
        check_err(I, &e, Rule::FloatNotShortest, None, Basis::Must, S41);
    }
}

#[test]
fn s4_1_undefined_refused() {
    // PROMPT_RESULT {0: 0x0103, 1: h'2a', 2: 0, 3: undefined}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0xf7,
    ];
    strict_only(I, it::PROMPT_RESULT, &p, Rule::SimpleValue, None, S41);
}

#[test]
fn s4_1_simple_value_e0_refused() {
    // PROMPT_RESULT {0: 0x0103, 1: h'2a', 2: 0, 3: simple(0)}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0xe0,
    ];
    strict_only(I, it::PROMPT_RESULT, &p, Rule::SimpleValue, None, S41);
    // simple(19), the last one-byte simple value (f3)
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0xf3,
    ];
    strict_only(I, it::PROMPT_RESULT, &p, Rule::SimpleValue, None, S41);
}

#[test]
fn s4_1_simple_value_two_byte_refused() {
    // PROMPT_RESULT {0: 0x0103, 1: h'2a', 2: 0, 3: simple(32) (f8 20)}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0xf8, 0x20,
    ];
    strict_only(I, it::PROMPT_RESULT, &p, Rule::SimpleValue, None, S41);
    // {0: 0x0100, 1: h'2a', 2: 0, 5: "true" as f8 15 (not well-formed: RFC 8949 §3.3)}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x05, 0xf8, 0x15,
    ];
    // Strict refuses the head f8 (a simple value) before reading its argument;
    // minimum accepts simple values, so the ill-formed argument is what it sees.
    let e = refused_with(I, it::EVENT, &p, Profile::Strict);
    check_err(I, &e, Rule::SimpleValue, None, Basis::Strict, S41);
    let e = refused_with(I, it::EVENT, &p, Profile::Minimum);
    check_err(I, &e, Rule::ShortestForm, None, Basis::Must, S41);
    assert_eq!(e.offset(), 11);
}

#[test]
fn s4_1_false_true_null_are_the_only_simple_values_accepted() {
    // PROMPT_RESULT {0: 0x0103, 1: h'2a', 2: 0, 3: false}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0xf4,
    ];
    ok(I, it::PROMPT_RESULT, &p);
    // {0: 0x0100, 1: h'2a', 2: 0, 4: {0: true, 1: null}}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x04, 0xa2, 0x00, 0xf5, 0x01,
        0xf6,
    ];
    ok(I, it::EVENT, &p);
}

// ------------------------------------------------------------ reserved additional info

#[test]
fn s4_1_reserved_additional_info_refused() {
    for ib in [0x1c_u8, 0x1d, 0x1e] {
        // {0: 0x0100, 1: h'2a', 2: <major 0, ai 28..30>}
        let p = [0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, ib];
        must(I, it::EVENT, &p, Rule::ReservedAi, None, S41);
    }
}

#[test]
fn s4_1_reserved_additional_info_major7_refused() {
    // PROMPT_RESULT {0: 0x0103, 1: h'2a', 2: 0, 3: <fc>}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0xfc,
    ];
    must(I, it::PROMPT_RESULT, &p, Rule::ReservedAi, None, S41);
    // {0: 0x0100, 1: <5c: bstr, ai 28>, 2: 0}
    let p = [0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x5c, 0x02, 0x00];
    must(I, it::EVENT, &p, Rule::ReservedAi, None, S41);
}

// ------------------------------------------------------------ UTF-8

#[test]
fn s4_1_invalid_utf8_in_declared_field() {
    // {0: 0x0100, 1: h'2a', 2: 0, 3: text(2) c3 28 (bad continuation)}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0x62, 0xc3, 0x28,
    ];
    must(I, it::EVENT, &p, Rule::InvalidUtf8, None, S41);
}

#[test]
fn s4_1_invalid_utf8_surrogate_and_overlong() {
    // {0: 0x0100, 1: h'2a', 2: 0, 3: text(3) ed a0 80 (UTF-16 surrogate)}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0x63, 0xed, 0xa0, 0x80,
    ];
    must(I, it::EVENT, &p, Rule::InvalidUtf8, None, S41);
    // {0: 0x0100, 1: h'2a', 2: 0, 3: text(2) c0 80 (overlong NUL)}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0x62, 0xc0, 0x80,
    ];
    must(I, it::EVENT, &p, Rule::InvalidUtf8, None, S41);
}

#[test]
fn s4_1_invalid_utf8_in_unknown_key_value() {
    // {0: 0x0100, 1: h'2a', 2: 0, 6: text(2) c3 28}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x06, 0x62, 0xc3, 0x28,
    ];
    must(I, it::EVENT, &p, Rule::InvalidUtf8, None, S41);
}

#[test]
fn s4_1_invalid_utf8_inside_nested_body_map() {
    // {0: 0x0100, 1: h'2a', 2: 0, 4: {0: text(2) c3 28}}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x04, 0xa1, 0x00, 0x62, 0xc3,
        0x28,
    ];
    must(I, it::EVENT, &p, Rule::InvalidUtf8, None, S41);
}

#[test]
fn s4_1_invalid_utf8_in_nested_text_key() {
    // SUBMIT_REQ {0: 0x0100, 1: h'2a', 2: "t", 10: {text(2) c3 28: 0}, 11: 0}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74, 0x0a, 0xa1, 0x62, 0xc3,
        0x28, 0x00, 0x0b, 0x00,
    ];
    must(W, wt::SUBMIT_REQ, &p, Rule::InvalidUtf8, None, S41);
    // {0: 0x0100, 1: h'2a', 2: 0, 4: {0: {text(2) c3 28: 0}}} (a key two levels down)
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x04, 0xa1, 0x00, 0xa1, 0x62,
        0xc3, 0x28, 0x00,
    ];
    must(I, it::EVENT, &p, Rule::InvalidUtf8, None, S41);
}

#[test]
fn s4_1_invalid_utf8_in_array_item() {
    // PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 2, 3: "q", 4: [text(2) c3 28]}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x02, 0x03, 0x61, 0x71, 0x04, 0x81,
        0x62, 0xc3, 0x28,
    ];
    must(I, it::PROMPT_REQ, &p, Rule::InvalidUtf8, None, S41);
}

#[test]
fn s4_1_valid_multibyte_utf8_accepted() {
    // {0: 0x0100, 1: h'2a', 2: 0, 3: "é€" (c3 a9 e2 82 ac)}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0x65, 0xc3, 0xa9, 0xe2,
        0x82, 0xac,
    ];
    ok(I, it::EVENT, &p);
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
    let e = must(I, it::EVENT, &p, Rule::KeyOrder, None, S41);
    assert_eq!(e.offset(), 7);
}

#[test]
fn s4_1_top_level_duplicate_key() {
    // {0: 0x0100, 1: h'2a', 2: 0, 2: 0}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x02, 0x00,
    ];
    must(I, it::EVENT, &p, Rule::DuplicateKey, None, S41);
}

#[test]
fn s4_1_nested_key_order() {
    // {0: 0x0100, 1: h'2a', 2: 0, 4: {1: 0, 0: 0}}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x04, 0xa2, 0x01, 0x00, 0x00,
        0x00,
    ];
    must(I, it::EVENT, &p, Rule::KeyOrder, None, S41);
}

#[test]
fn s4_1_nested_duplicate_key() {
    // PROMPT_RESULT {0: 0x0103, 1: h'2a', 2: 0, 3: {0: 0, 0: 1}}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0xa2, 0x00, 0x00, 0x00,
        0x01,
    ];
    must(I, it::PROMPT_RESULT, &p, Rule::DuplicateKey, None, S41);
}

#[test]
fn s4_1_key_order_is_bytewise_not_length_first() {
    // SUBMIT_REQ {0: 0x0100, 1: h'2a', 2: "t", 10: {24: 0, -1: 0}, 11: 0}
    // Bytewise 18 18 < 20, although -1 has the shorter encoding.
    let good = [
        0xa5, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74, 0x0a, 0xa2, 0x18, 0x18,
        0x00, 0x20, 0x00, 0x0b, 0x00,
    ];
    ok(W, wt::SUBMIT_REQ, &good);
    // Same with {-1: 0, 24: 0} (RFC 7049 length-first order): refused.
    let bad = [
        0xa5, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74, 0x0a, 0xa2, 0x20, 0x00,
        0x18, 0x18, 0x00, 0x0b, 0x00,
    ];
    must(W, wt::SUBMIT_REQ, &bad, Rule::KeyOrder, None, S41);
}

#[test]
fn s4_1_top_level_unknown_key_order_is_bytewise() {
    // {0: 0x0100, 1: h'2a', 2: 0, 5: true, 24: 0} — accepted (05 < 18 18)
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x05, 0xf5, 0x18, 0x18, 0x00,
    ];
    ok(I, it::EVENT, &p);
    // {0: 0x0100, 1: h'2a', 2: 0, 24: 0, 5: true} — refused
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x18, 0x18, 0x00, 0x05, 0xf5,
    ];
    must(I, it::EVENT, &p, Rule::KeyOrder, None, S41);
}

// ------------------------------------------------------------ trailing bytes

#[test]
fn s4_1_trailing_bytes_refused() {
    // {0: 0x0100, 1: h'2a', 2: 0} 00
    let p = [
        0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x00,
    ];
    let e = must(I, it::EVENT, &p, Rule::TrailingBytes, None, S41);
    assert_eq!(e.offset(), 10);
}

#[test]
fn s4_1_two_data_items_refused() {
    // {0: 0x0101, 1: h'2a'} {0: 0x0101, 1: h'2a'}
    let one: &[u8] = &[0xa2, 0x00, 0x19, 0x01, 0x01, 0x01, 0x41, 0x2a];
    ok(I, it::EVENT_ACK, one);
    let two = cat(&[one, one]);
    must(I, it::EVENT_ACK, &two, Rule::TrailingBytes, None, S41);
}

// ------------------------------------------------------------ truncation (D4)

#[test]
fn s4_1_truncated_empty_payload() {
    must(I, it::EVENT, &[], Rule::Truncated, None, S41);
}

#[test]
fn s4_1_truncated_mid_head() {
    // {0: 0x0100, 1: h'2a', 2: 0x01.. (19 01, second argument byte missing)
    let p = [
        0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x19, 0x01,
    ];
    let e = must(I, it::EVENT, &p, Rule::Truncated, None, S41);
    assert!((9..=10).contains(&e.offset()), "{e}");
}

#[test]
fn s4_1_truncated_mid_string() {
    // {0: 0x0100, 1: bytes(2) 2a <missing>
    let p = [0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x42, 0x2a];
    must(I, it::EVENT, &p, Rule::Truncated, None, S41);
}

#[test]
fn s4_1_truncated_missing_map_entry() {
    // map(4) with three entries: {0: 0x0100, 1: h'2a', 2: 0, <missing>
    let p = [0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00];
    must(I, it::EVENT, &p, Rule::Truncated, None, S41);
}

#[test]
fn s4_1_huge_map_count_refused_fast() {
    // map(2^64-1) followed by nothing
    let p = [0xbb, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];
    let t = Instant::now();
    for _ in 0..1000 {
        must(I, it::EVENT, &p, Rule::Truncated, None, S41);
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
    must(I, it::EVENT, &p, Rule::Truncated, None, S41);
    // PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 2, 3: "q", 4: array(2^32)}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x02, 0x03, 0x61, 0x71, 0x04, 0x9b,
        0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00,
    ];
    must(I, it::PROMPT_REQ, &p, Rule::Truncated, None, S41);
    // {0: 0x0100, 1: bytes(2^64-1)}
    let p = [
        0xa2, 0x00, 0x19, 0x01, 0x00, 0x01, 0x5b, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
    ];
    must(I, it::EVENT, &p, Rule::Truncated, None, S41);
    // PROMPT_RESULT {0: 0x0103, 1: h'2a', 2: 0, 3: text(0xffffffff)}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0x7a, 0xff, 0xff, 0xff,
        0xff,
    ];
    must(I, it::PROMPT_RESULT, &p, Rule::Truncated, None, S41);
}

#[test]
fn s4_1_map_count_larger_than_possible_refused_at_header() {
    // map(5) but only 8 bytes follow: 5 entries need >= 10 bytes
    let p = [0xa5, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02];
    let e = must(I, it::EVENT, &p, Rule::Truncated, None, S41);
    assert_eq!(e.offset(), 0);
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
        must(I, it::EVENT, p, Rule::NotAMap, None, S41);
        must(W, wt::SUBMIT_REQ, p, Rule::NotAMap, None, S41);
    }
}

#[test]
fn s4_1_payload_not_a_map_after_a_cbor_fault_reports_the_cbor_fault() {
    // [0 as 18 00]: not a map, and a non-shortest item inside: step 3 comes first.
    let p = [0x81, 0x18, 0x00];
    let e = must(I, it::EVENT, &p, Rule::ShortestForm, None, S41);
    assert_eq!(e.offset(), 1);
}

// ------------------------------------------------------------ depth (limit)

const S9: &str = "§9";

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
    ok(I, it::EVENT, &event_with_nested_arrays(14));
    ok(I, it::EVENT, &event_with_nested_maps(14));
}

#[test]
fn d4_depth_over_limit_refused_in_body() {
    // levels 3..=17 → the 15th array / map sits at level 17
    let e = limit(
        I,
        it::EVENT,
        &event_with_nested_arrays(15),
        Rule::Depth,
        None,
        S9,
    );
    assert_eq!(e.offset(), 13 + 14);
    limit(
        I,
        it::EVENT,
        &event_with_nested_maps(15),
        Rule::Depth,
        None,
        S9,
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
    ok(I, it::PROMPT_RESULT, &nest(15)); // levels 2..=16
    limit(I, it::PROMPT_RESULT, &nest(16), Rule::Depth, None, S9); // levels 2..=17
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
    ok(I, it::EVENT, &nest(15));
    limit(I, it::EVENT, &nest(16), Rule::Depth, None, S9);
}

// ------------------------------------------------------------ max payload (D2, limit)

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
    ok(I, it::EVENT, &p);
}

#[test]
fn d2_payload_over_max_size_refused() {
    let p = event_of_size(interaction::MAX_PAYLOAD + 1);
    limit(I, it::EVENT, &p, Rule::MaxPayload, None, S9);
}

#[test]
fn d2_max_payload_comes_before_every_body_fault() {
    // An oversized payload whose first byte is a stray break: D2 before D3.
    let mut p = vec![0xff];
    p.resize(interaction::MAX_PAYLOAD + 1, 0xff);
    limit(I, it::EVENT, &p, Rule::MaxPayload, None, S9);
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
    limit(W, wt::STEP_EVENT, &p, Rule::MaxPayload, None, S9);
    // One byte less is fine.
    let mut q = p[..14].to_vec();
    q.extend_from_slice(&(n - 1).to_be_bytes());
    q.resize(total - 1, 0);
    accepted_with(W, wt::STEP_EVENT, &q, Profile::Strict);
    ok(W, wt::STEP_EVENT, &q);
}
