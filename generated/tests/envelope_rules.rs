//! Envelope and payload-container rules: SEMANTICS.md D1 (unknown frame
//! type), D5 (a map with integer keys), step 5 (negative and unknown keys,
//! `frame_kind`, `absent` envelope keys, explicit null), step 6 (missing
//! REQUIRED keys, envelope included); spec §3.1, §4.1, §4.2, §4.3, §6 of both
//! channels. Payloads are hand-written.
//!
//! Sections of table groups come from the schema's `checks:` (a missing key is
//! group `required`, §4.1; a `frame_kind` mismatch group `frame_kind`, §4.2).
#![forbid(unsafe_code)]

mod common;

use common::{
    cat, check, expected_outcome, iok, it, must, ok, refused_with, strict_only, wok, wt, Class,
};
use npamp_generated::rt::Corr;
use npamp_generated::{interaction, workflow, Profile, Rule};

const I: &str = "interaction";
const W: &str = "workflow";
const S41: &str = "§4.1";
const S42: &str = "§4.2";
const S43: &str = "§4.3";

// ------------------------------------------------------------ D1 unknown frame type (§3.1)

#[test]
fn d1_interaction_unknown_frame_type_is_unknown_operation() {
    // {0: 0x0108, 1: h'2a', 2: 1, 3: "m"} — a well-formed map, but 0x0108 is not Interaction
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x08, 0x01, 0x41, 0x2a, 0x02, 0x01, 0x03, 0x61, 0x6d,
    ];
    for ft in [0x0108_u16, 0x0000, 0x0001, 0x00ff, 0x01ff, 0x0200, 0xffff] {
        let e = must(I, ft, &p, Rule::UnknownFrameType, None, "§8");
        assert_eq!(e.offset(), 0);
        assert_eq!(
            interaction::outcome(&e),
            npamp_generated::rt::Outcome::Code {
                value: 2,
                name: Some("unknown_operation")
            },
            "{ft:#06x}: {e}"
        );
    }
}

#[test]
fn d1_workflow_unknown_frame_type_is_unknown_operation() {
    // {0: 0x0109, 1: h'2a'}
    let p = [0xa2, 0x00, 0x19, 0x01, 0x09, 0x01, 0x41, 0x2a];
    for ft in [0x0109_u16, 0x0000, 0x00ff, 0x0110, 0xffff] {
        must(W, ft, &p, Rule::UnknownFrameType, None, "§8");
    }
}

#[test]
fn d1_checked_before_the_body() {
    // A broken body (a lone break code ff, an empty payload) still yields unknown_operation.
    for p in [&[0xff][..], &[][..], &[0xbb, 0xff][..]] {
        must(I, 0x0108, p, Rule::UnknownFrameType, None, "§8");
        must(W, 0x0109, p, Rule::UnknownFrameType, None, "§8");
    }
    // The same broken body on a known type is malformed_request.
    let e = must(I, it::EVENT, &[0xff], Rule::Break, None, S41);
    assert_eq!(
        interaction::outcome(&e),
        expected_outcome(I, Class::Malformed)
    );
    must(W, wt::ERROR, &[0xff], Rule::Break, None, S41);
}

#[test]
fn d1_every_listed_frame_type_is_known() {
    // A refused-but-known type answers malformed_request, never unknown_operation.
    for ft in 0x0100..=0x0107_u16 {
        let e = refused_with(I, ft, &[0xa0], Profile::Strict);
        assert_eq!(
            interaction::outcome(&e),
            expected_outcome(I, Class::Malformed),
            "{ft:#06x}: {e}"
        );
        assert_eq!(e.rule(), Rule::MissingRequired, "{ft:#06x}");
        assert_eq!(e.field(), Some("frame_kind"), "{ft:#06x}");
    }
    for ft in 0x0100..=0x0108_u16 {
        let e = refused_with(W, ft, &[0xa0], Profile::Strict);
        assert_eq!(
            workflow::outcome(&e),
            expected_outcome(W, Class::Malformed),
            "{ft:#06x}: {e}"
        );
    }
}

// ------------------------------------------------------------ D5 top-level keys (§4.1, §4.3)

#[test]
fn d5_text_top_level_key_refused() {
    // {0: 0x0100, 1: h'2a', 2: 0, "a": 0}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x61, 0x61, 0x00,
    ];
    must(I, it::EVENT, &p, Rule::KeyType, None, S41);
}

#[test]
fn d5_byte_string_and_bool_top_level_keys_refused() {
    // {0: 0x0100, 1: h'2a', 2: 0, h'00': 0}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x41, 0x00, 0x00,
    ];
    must(I, it::EVENT, &p, Rule::KeyType, None, S41);
    // {0: 0x0100, 1: h'2a', 2: 0, true: 0}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0xf5, 0x00,
    ];
    must(I, it::EVENT, &p, Rule::KeyType, None, S41);
}

#[test]
fn d5_unknown_negative_top_level_key_refused() {
    // {0: 0x0100, 1: h'2a', 2: 0, -1: 0}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x20, 0x00,
    ];
    must(I, it::EVENT, &p, Rule::UnknownNegativeKey, None, S43);
    // STATUS_REQ {0: 0x0102, 1: h'2a', 2: "t", -25: null}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74, 0x38, 0x18, 0xf6,
    ];
    must(W, wt::STATUS_REQ, &p, Rule::UnknownNegativeKey, None, S43);
}

#[test]
fn d5_unknown_non_negative_top_level_key_ignored() {
    // {0: 0x0100, 1: h'2a', 2: 0, 6: 7, 24: {"x": [1, -1]}, 4294967296: h''}
    let p = [
        0xa6, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x06, 0x07, 0x18, 0x18, 0xa1,
        0x61, 0x78, 0x82, 0x01, 0x20, 0x1b, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x40,
    ];
    match iok(it::EVENT, &p) {
        interaction::Frame::Event(e) => {
            assert_eq!(e.corr, &[0x2a]);
            assert_eq!(e.event_class, interaction::EventClass::Display);
            assert_eq!(e.event_name, None);
            assert_eq!(e.body, None);
            assert_eq!(e.ack, None);
        }
        other => panic!("wrong frame {other:?}"),
    }
    // STEP_EVENT {0: 0x0106, 2: "t", 3: 0, 4: 1, 10: "future"}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x06, 0x02, 0x61, 0x74, 0x03, 0x00, 0x04, 0x01, 0x0a, 0x66, 0x66,
        0x75, 0x74, 0x75, 0x72, 0x65,
    ];
    ok(W, wt::STEP_EVENT, &p);
}

#[test]
fn d5_unknown_key_value_must_still_be_well_formed() {
    // {0: 0x0100, 1: h'2a', 2: 0, 6: 1.5 (f9 3e 00)}: a float is outside
    // Interaction's subset, but key 6 is unknown and §4.3 says a receiver
    // MUST ignore it: no profile refuses it (strict never refuses what a
    // receiver MUST ignore).
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x06, 0xf9, 0x3e, 0x00,
    ];
    ok(I, it::EVENT, &p);
    // The same under a tag and nested in an array: still ignored.
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x06, 0x82, 0xc1, 0x00, 0xf7,
    ];
    ok(I, it::EVENT, &p);
    // But ignored bytes must still be deterministic CBOR (§4.1, must): 1.5
    // as a single (fa 3f c0 00 00) is not its shortest form.
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x06, 0xfa, 0x3f, 0xc0, 0x00,
        0x00,
    ];
    must(I, it::EVENT, &p, Rule::FloatNotShortest, None, S41);
    // A float in a declared field is still outside the subset (strict
    // refuses it at its head); the minimum profile refuses it as a value of
    // the wrong type (event_class is a uint). {0: 0x0100, 1: h'2a', 2: 1.5}
    let p = [
        0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0xf9, 0x3e, 0x00,
    ];
    let rule = |profile| {
        check(I, it::EVENT, &p, profile)
            .map(|_| ())
            .map_err(|e| e.rule())
    };
    assert_eq!(rule(Profile::Strict), Err(Rule::Float));
    assert_eq!(rule(Profile::Minimum), Err(Rule::WrongType));
    // {0: 0x0100, 1: h'2a', 2: 0, 6: {1: 0, 0: 0}}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x06, 0xa2, 0x01, 0x00, 0x00,
        0x00,
    ];
    must(I, it::EVENT, &p, Rule::KeyOrder, None, S41);
}

// ------------------------------------------------------------ D6 frame_kind (§4.2)

#[test]
fn d6_frame_kind_missing() {
    // {1: h'2a', 2: 0}
    let p = [0xa2, 0x01, 0x41, 0x2a, 0x02, 0x00];
    must(
        I,
        it::EVENT,
        &p,
        Rule::MissingRequired,
        Some("frame_kind"),
        S41,
    );
    // STEP_EVENT {2: "t", 3: 0, 4: 1}
    let p = [0xa3, 0x02, 0x61, 0x74, 0x03, 0x00, 0x04, 0x01];
    must(
        W,
        wt::STEP_EVENT,
        &p,
        Rule::MissingRequired,
        Some("frame_kind"),
        S41,
    );
}

#[test]
fn d6_frame_kind_mismatch() {
    // {0: 0x0101, 1: h'2a', 2: 0} decoded as INTERACT_EVENT (0x0100)
    let p = [0xa3, 0x00, 0x19, 0x01, 0x01, 0x01, 0x41, 0x2a, 0x02, 0x00];
    must(
        I,
        it::EVENT,
        &p,
        Rule::FrameKindMismatch,
        Some("frame_kind"),
        S42,
    );
    // {0: 0x0101, 1: h'2a'} is a fine EVENT_ACK...
    let ack = [0xa2, 0x00, 0x19, 0x01, 0x01, 0x01, 0x41, 0x2a];
    ok(I, it::EVENT_ACK, &ack);
    // ...but not a CANCEL (0x0106)
    must(
        I,
        it::CANCEL,
        &ack,
        Rule::FrameKindMismatch,
        Some("frame_kind"),
        S42,
    );
    // {0: 0x0107, 2: "t", 3: 0, 4: 2} is a COMPLETE, not a STEP_EVENT
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x07, 0x02, 0x61, 0x74, 0x03, 0x00, 0x04, 0x02,
    ];
    ok(W, wt::COMPLETE, &p);
    must(
        W,
        wt::STEP_EVENT,
        &p,
        Rule::FrameKindMismatch,
        Some("frame_kind"),
        S42,
    );
}

#[test]
fn d6_frame_kind_wrong_type() {
    // {0: "\x01\x00", 1: h'2a', 2: 0}
    let p = [0xa3, 0x00, 0x62, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00];
    must(I, it::EVENT, &p, Rule::WrongType, Some("frame_kind"), S41);
    // {0: -257, 1: h'2a', 2: 0}
    let p = [0xa3, 0x00, 0x39, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00];
    must(I, it::EVENT, &p, Rule::WrongType, Some("frame_kind"), S41);
    // STATUS_REQ {0: h'0102', 1: h'2a', 2: "t"}
    let p = [
        0xa3, 0x00, 0x42, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74,
    ];
    must(
        W,
        wt::STATUS_REQ,
        &p,
        Rule::WrongType,
        Some("frame_kind"),
        S41,
    );
}

#[test]
fn d6_d8_frame_kind_null_is_missing() {
    // {0: null, 1: h'2a', 2: 0}
    let p = [0xa3, 0x00, 0xf6, 0x01, 0x41, 0x2a, 0x02, 0x00];
    must(
        I,
        it::EVENT,
        &p,
        Rule::MissingRequired,
        Some("frame_kind"),
        S41,
    );
}

// ------------------------------------------------------------ D7 corr (§4.2)

#[test]
fn d7_corr_missing() {
    // {0: 0x0100, 2: 0}
    let p = [0xa2, 0x00, 0x19, 0x01, 0x00, 0x02, 0x00];
    must(I, it::EVENT, &p, Rule::MissingRequired, Some("corr"), S41);
    // SUBMIT_RESULT {0: 0x0101, 2: "t", 3: 0}
    let p = [0xa3, 0x00, 0x19, 0x01, 0x01, 0x02, 0x61, 0x74, 0x03, 0x00];
    must(
        W,
        wt::SUBMIT_RESULT,
        &p,
        Rule::MissingRequired,
        Some("corr"),
        S41,
    );
}

#[test]
fn d7_d8_corr_null_is_missing() {
    // {0: 0x0101, 1: null}
    let p = [0xa2, 0x00, 0x19, 0x01, 0x01, 0x01, 0xf6];
    must(
        I,
        it::EVENT_ACK,
        &p,
        Rule::MissingRequired,
        Some("corr"),
        S41,
    );
}

#[test]
fn d7_corr_empty_refused() {
    // {0: 0x0101, 1: h''}
    let p = [0xa2, 0x00, 0x19, 0x01, 0x01, 0x01, 0x40];
    must(I, it::EVENT_ACK, &p, Rule::Empty, Some("corr"), S41);
    // WORKFLOW_ERROR {0: 0x0108, 1: h'', 2: 1, 3: "m"}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x08, 0x01, 0x40, 0x02, 0x01, 0x03, 0x61, 0x6d,
    ];
    must(W, wt::ERROR, &p, Rule::Empty, Some("corr"), S41);
}

/// {0: 0x0101, 1: bytes(n) of 0x2a} (n < 256).
fn ack_with_corr(n: u8) -> Vec<u8> {
    let head: &[u8] = if n < 24 {
        &[0xa2, 0x00, 0x19, 0x01, 0x01, 0x01]
    } else {
        &[0xa2, 0x00, 0x19, 0x01, 0x01, 0x01, 0x58]
    };
    let len = if n < 24 { 0x40 | n } else { n };
    let mut p = head.to_vec();
    p.push(len);
    p.resize(p.len() + usize::from(n), 0x2a);
    p
}

#[test]
fn d7_corr_65_bytes_refused() {
    let p = ack_with_corr(65);
    assert_eq!(&p[..8], &[0xa2, 0x00, 0x19, 0x01, 0x01, 0x01, 0x58, 0x41]);
    strict_only(I, it::EVENT_ACK, &p, Rule::Len, Some("corr"), S42);
}

#[test]
fn d7_corr_64_and_1_bytes_accepted() {
    let p = ack_with_corr(64);
    assert_eq!(&p[..8], &[0xa2, 0x00, 0x19, 0x01, 0x01, 0x01, 0x58, 0x40]);
    ok(I, it::EVENT_ACK, &p);
    match iok(it::EVENT_ACK, &p).corr() {
        Some(Corr::Bytes(c)) => assert_eq!(c.len(), 64),
        other => panic!("corr {other:?}"),
    }
    let p = ack_with_corr(1);
    assert_eq!(p, [0xa2, 0x00, 0x19, 0x01, 0x01, 0x01, 0x41, 0x2a]);
    assert_eq!(iok(it::EVENT_ACK, &p).corr(), Some(Corr::Bytes(&[0x2a])));
    assert_eq!(
        ok(I, it::EVENT_ACK, &p).corr,
        Some(Corr::Bytes(&[0x2a][..]))
    );
}

#[test]
fn d7_corr_wrong_type() {
    // {0: 0x0101, 1: "*"}
    let p = [0xa2, 0x00, 0x19, 0x01, 0x01, 0x01, 0x61, 0x2a];
    must(I, it::EVENT_ACK, &p, Rule::WrongType, Some("corr"), S41);
    // {0: 0x0101, 1: 42}
    let p = [0xa2, 0x00, 0x19, 0x01, 0x01, 0x01, 0x18, 0x2a];
    must(I, it::EVENT_ACK, &p, Rule::WrongType, Some("corr"), S41);
    // CANCEL_REQ {0: 0x0104, 1: [h'2a'], 2: "t"}
    let p = [
        0xa3, 0x00, 0x19, 0x01, 0x04, 0x01, 0x81, 0x41, 0x2a, 0x02, 0x61, 0x74,
    ];
    must(W, wt::CANCEL_REQ, &p, Rule::WrongType, Some("corr"), S41);
}

#[test]
fn d7_corr_present_on_step_event_refused() {
    // STEP_EVENT {0: 0x0106, 1: h'2a', 2: "t", 3: 0, 4: 1}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x06, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74, 0x03, 0x00, 0x04, 0x01,
    ];
    let e = strict_only(W, wt::STEP_EVENT, &p, Rule::Forbidden, Some("corr"), S42);
    assert_eq!(e.offset(), 5, "at the key");
    // Minimum ignores the key like an unknown one: no corr, dropped on re-encoding.
    let f = workflow::decode_with(wt::STEP_EVENT, &p, Profile::Minimum).expect("minimum");
    assert_eq!(f.corr(), None);
    // {0: 0x0106, 2: "t", 3: 0, 4: 1}
    let canonical = [
        0xa4, 0x00, 0x19, 0x01, 0x06, 0x02, 0x61, 0x74, 0x03, 0x00, 0x04, 0x01,
    ];
    assert_eq!(f.to_vec(), canonical);
}

#[test]
fn d7_forbidden_corr_value_is_still_step_3_checked() {
    // STEP_EVENT {0: 0x0106, 1: h'2a' with length as 58 01, 2: "t", 3: 0, 4: 1}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x06, 0x01, 0x58, 0x01, 0x2a, 0x02, 0x61, 0x74, 0x03, 0x00, 0x04,
        0x01,
    ];
    // Strict refuses the key (forbidden) first; the value's non-shortest length
    // is a step-3 fault, so it is the one reported.
    must(W, wt::STEP_EVENT, &p, Rule::ShortestForm, None, S41);
}

#[test]
fn d7_corr_present_on_complete_refused() {
    // COMPLETE {0: 0x0107, 1: h'2a', 2: "t", 3: 0, 4: 2}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x07, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74, 0x03, 0x00, 0x04, 0x02,
    ];
    strict_only(W, wt::COMPLETE, &p, Rule::Forbidden, Some("corr"), S42);
    // COMPLETE {0: 0x0107, 1: "x" (any non-null), 2: "t", 3: 0, 4: 2}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x07, 0x01, 0x61, 0x78, 0x02, 0x61, 0x74, 0x03, 0x00, 0x04, 0x02,
    ];
    strict_only(W, wt::COMPLETE, &p, Rule::Forbidden, Some("corr"), S42);
}

#[test]
fn d7_d8_null_corr_on_corr_absent_frames_accepted() {
    // STEP_EVENT {0: 0x0106, 1: null, 2: "t", 3: 0, 4: 1}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x06, 0x01, 0xf6, 0x02, 0x61, 0x74, 0x03, 0x00, 0x04, 0x01,
    ];
    assert_eq!(wok(wt::STEP_EVENT, &p).corr(), None);
    // COMPLETE {0: 0x0107, 1: null, 2: "t", 3: 0, 4: 2}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x07, 0x01, 0xf6, 0x02, 0x61, 0x74, 0x03, 0x00, 0x04, 0x02,
    ];
    assert_eq!(wok(wt::COMPLETE, &p).corr(), None);
}

#[test]
fn d7_corr_required_on_every_other_frame() {
    // Each: {0: <type>} only — corr is the first missing key reported.
    let i_types = [
        it::EVENT,
        it::EVENT_ACK,
        it::PROMPT_REQ,
        it::PROMPT_RESULT,
        it::APPROVAL_REQ,
        it::APPROVAL_RESULT,
        it::CANCEL,
        it::ERROR,
    ];
    for ft in i_types {
        let [hi, lo] = ft.to_be_bytes();
        let p = [0xa1, 0x00, 0x19, hi, lo]; // {0: ft}
        must(I, ft, &p, Rule::MissingRequired, Some("corr"), S41);
    }
    let w_types = [
        wt::SUBMIT_REQ,
        wt::SUBMIT_RESULT,
        wt::STATUS_REQ,
        wt::STATUS_RESULT,
        wt::CANCEL_REQ,
        wt::CANCEL_RESULT,
        wt::ERROR,
    ];
    for ft in w_types {
        let [hi, lo] = ft.to_be_bytes();
        let p = [0xa1, 0x00, 0x19, hi, lo]; // {0: ft}
        must(W, ft, &p, Rule::MissingRequired, Some("corr"), S41);
    }
}

// ------------------------------------------------------------ D8 explicit null (§6)

#[test]
fn d8_null_optional_field_equals_absent() {
    // {0: 0x0100, 1: h'2a', 2: 0, 3: null, 4: null, 5: null}
    let with_nulls = [
        0xa6, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0xf6, 0x04, 0xf6, 0x05,
        0xf6,
    ];
    // {0: 0x0100, 1: h'2a', 2: 0}
    let without = [0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00];
    assert_eq!(iok(it::EVENT, &with_nulls), iok(it::EVENT, &without));
    // STATUS_RESULT {0: 0x0103, 1: h'2a', 2: "t", 3: 1, 4: null, 6: null}
    let with_nulls = [
        0xa6, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74, 0x03, 0x01, 0x04, 0xf6,
        0x06, 0xf6,
    ];
    // {0: 0x0103, 1: h'2a', 2: "t", 3: 1}
    let without = [
        0xa4, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74, 0x03, 0x01,
    ];
    assert_eq!(
        wok(wt::STATUS_RESULT, &with_nulls),
        wok(wt::STATUS_RESULT, &without)
    );
}

#[test]
fn d8_null_prompt_value_is_absent_so_allowed_when_dismissed() {
    // PROMPT_RESULT {0: 0x0103, 1: h'2a', 2: 1 (dismissed), 3: null}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x01, 0x03, 0xf6,
    ];
    match iok(it::PROMPT_RESULT, &p) {
        interaction::Frame::PromptResult(r) => assert_eq!(r.value, None),
        other => panic!("wrong frame {other:?}"),
    }
}

#[test]
fn d8_null_required_field_is_missing() {
    // {0: 0x0100, 1: h'2a', 2: null}
    let p = [0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0xf6];
    must(
        I,
        it::EVENT,
        &p,
        Rule::MissingRequired,
        Some("event_class"),
        S41,
    );
    // STATUS_REQ {0: 0x0102, 1: h'2a', 2: null}
    let p = [0xa3, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0xf6];
    must(
        W,
        wt::STATUS_REQ,
        &p,
        Rule::MissingRequired,
        Some("task_id"),
        S41,
    );
    // SUBMIT_REQ {0: 0x0100, 1: h'2a', 2: "t", 11: null}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74, 0x0b, 0xf6,
    ];
    must(
        W,
        wt::SUBMIT_REQ,
        &p,
        Rule::MissingRequired,
        Some("effect"),
        S41,
    );
}

#[test]
fn d8_missing_required_body_fields() {
    // INTERACT_ERROR {0: 0x0107, 1: h'2a', 2: 1} — message missing
    let p = [0xa3, 0x00, 0x19, 0x01, 0x07, 0x01, 0x41, 0x2a, 0x02, 0x01];
    must(
        I,
        it::ERROR,
        &p,
        Rule::MissingRequired,
        Some("message"),
        S41,
    );
    // PROMPT_REQ {0: 0x0102, 1: h'2a', 3: "q"} — prompt_kind missing
    let p = [
        0xa3, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x03, 0x61, 0x71,
    ];
    must(
        I,
        it::PROMPT_REQ,
        &p,
        Rule::MissingRequired,
        Some("prompt_kind"),
        S41,
    );
    // STEP_EVENT {0: 0x0106, 2: "t", 4: 1} — seq missing
    let p = [0xa3, 0x00, 0x19, 0x01, 0x06, 0x02, 0x61, 0x74, 0x04, 0x01];
    must(
        W,
        wt::STEP_EVENT,
        &p,
        Rule::MissingRequired,
        Some("seq"),
        S41,
    );
}

#[test]
fn s4_2_envelope_only_frames() {
    // EVENT_ACK takes nothing beyond frame_kind and corr (§6.1); other keys are unknown.
    // {0: 0x0101, 1: h'2a', 2: 0}
    let p = [0xa3, 0x00, 0x19, 0x01, 0x01, 0x01, 0x41, 0x2a, 0x02, 0x00];
    ok(I, it::EVENT_ACK, &p);
    // {0: 0x0101, 1: h'2a', -1: 0} is still refused
    let p = cat(&[
        &[0xa3, 0x00, 0x19, 0x01, 0x01, 0x01, 0x41, 0x2a],
        &[0x20, 0x00],
    ]);
    must(I, it::EVENT_ACK, &p, Rule::UnknownNegativeKey, None, S43);
}
