//! Cross-frame rule `value-type-matches-prompt-kind` (NPAMP-INTERACT §6.2,
//! README D13): checked only when the originating INTERACT_PROMPT_REQ is
//! supplied (`decode_reply` / `PromptResult::check_against`), never by plain
//! `decode`. Payloads are hand-written.
#![forbid(unsafe_code)]

mod common;

use common::{cat, iok, it, malformed};
use npamp_generated::interaction::{self, Frame, PromptKind, PromptReq, PromptResult};

const RULE: &str = "value-type-matches-prompt-kind";
const S62: &str = "§6.2";

// PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 0 (acknowledge), 3: "q"}
const REQ_ACK: &[u8] = &[
    0xa4, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0x61, 0x71,
];
// PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 1 (text), 3: "q"}
const REQ_TEXT: &[u8] = &[
    0xa4, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x01, 0x03, 0x61, 0x71,
];
// PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 2 (choice), 3: "q", 4: ["a", "b"]}
const REQ_CHOICE: &[u8] = &[
    0xa5, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x02, 0x03, 0x61, 0x71, 0x04, 0x82, 0x61,
    0x61, 0x61, 0x62,
];
// PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 3 (multi_choice), 3: "q", 4: ["a", "b"]}
const REQ_MULTI: &[u8] = &[
    0xa5, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x03, 0x03, 0x61, 0x71, 0x04, 0x82, 0x61,
    0x61, 0x61, 0x62,
];
// PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 4 (confirm), 3: "q"}
const REQ_CONFIRM: &[u8] = &[
    0xa4, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x04, 0x03, 0x61, 0x71,
];
// PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 5 (form), 3: "q", 5: {0: "name"}}
const REQ_FORM: &[u8] = &[
    0xa5, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x05, 0x03, 0x61, 0x71, 0x05, 0xa1, 0x00,
    0x64, 0x6e, 0x61, 0x6d, 0x65,
];
// PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 0x80 (private use), 3: "q"}
const REQ_PRIVATE: &[u8] = &[
    0xa4, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x18, 0x80, 0x03, 0x61, 0x71,
];

/// PROMPT_RESULT {0: 0x0103, 1: h'2a', 2: 0 (answered), 3: <value>}
fn answered(value: &[u8]) -> Vec<u8> {
    cat(&[
        &[
            0xa4, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03,
        ],
        value,
    ])
}

/// PROMPT_RESULT {0: 0x0103, 1: h'2a', 2: 0 (answered)} — no value
const ANSWERED_NO_VALUE: &[u8] = &[0xa3, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x00];
/// PROMPT_RESULT {0: 0x0103, 1: h'2a', 2: 1 (dismissed)}
const DISMISSED: &[u8] = &[0xa3, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x01];
/// PROMPT_RESULT {0: 0x0103, 1: h'2a', 2: 2 (deferred)}
const DEFERRED: &[u8] = &[0xa3, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x02];

#[track_caller]
fn reply_ok(req: &[u8], reply: &[u8]) {
    let request = iok(it::PROMPT_REQ, req);
    if let Err(e) = interaction::decode_reply(&request, it::PROMPT_RESULT, reply) {
        panic!("reply {reply:02x?} to {req:02x?} refused: {e}");
    }
    // The struct-level API agrees.
    let (Frame::PromptReq(q), Ok(Frame::PromptResult(r))) =
        (&request, interaction::decode(it::PROMPT_RESULT, reply))
    else {
        panic!("not a prompt exchange");
    };
    r.check_against(q).expect("check_against");
}

#[track_caller]
fn reply_refused(req: &[u8], reply: &[u8]) {
    let request = iok(it::PROMPT_REQ, req);
    // D13: plain decode does not know the request and accepts the reply.
    iok(it::PROMPT_RESULT, reply);
    match interaction::decode_reply(&request, it::PROMPT_RESULT, reply) {
        Ok(f) => panic!("reply {reply:02x?} to {req:02x?} accepted: {f:?}"),
        Err(e) => malformed(&e, RULE, S62, Some("value")),
    }
    let (Frame::PromptReq(q), Ok(Frame::PromptResult(r))) =
        (&request, interaction::decode(it::PROMPT_RESULT, reply))
    else {
        panic!("not a prompt exchange");
    };
    malformed(&r.check_against(q).unwrap_err(), RULE, S62, Some("value"));
}

// ------------------------------------------------------------ acknowledge → absent

#[test]
fn s6_2_acknowledge_takes_no_value() {
    reply_ok(REQ_ACK, ANSWERED_NO_VALUE);
}

#[test]
fn s6_2_acknowledge_with_value_refused() {
    reply_refused(REQ_ACK, &answered(&[0xf5])); // true
    reply_refused(REQ_ACK, &answered(&[0x60])); // ""
}

// ------------------------------------------------------------ text → tstr

#[test]
fn s6_2_text_takes_tstr() {
    reply_ok(REQ_TEXT, &answered(&[0x62, 0x68, 0x69])); // "hi"
    reply_ok(REQ_TEXT, &answered(&[0x60])); // ""
}

#[test]
fn s6_2_text_mismatch_refused() {
    reply_refused(REQ_TEXT, &answered(&[0x42, 0x68, 0x69])); // h'6869'
    reply_refused(REQ_TEXT, &answered(&[0x00])); // 0
    reply_refused(REQ_TEXT, &answered(&[0x81, 0x61, 0x61])); // ["a"]
    reply_refused(REQ_TEXT, ANSWERED_NO_VALUE); // absent
}

// ------------------------------------------------------------ choice → uint index < len(options)

#[test]
fn s6_2_choice_takes_index_below_option_count() {
    reply_ok(REQ_CHOICE, &answered(&[0x00])); // 0
    reply_ok(REQ_CHOICE, &answered(&[0x01])); // 1
}

#[test]
fn s6_2_choice_index_equal_to_option_count_refused() {
    reply_refused(REQ_CHOICE, &answered(&[0x02])); // 2 == len(options)
    reply_refused(REQ_CHOICE, &answered(&[0x18, 0xff])); // 255
}

#[test]
fn s6_2_choice_mismatch_refused() {
    reply_refused(REQ_CHOICE, &answered(&[0x61, 0x61])); // "a"
    reply_refused(REQ_CHOICE, &answered(&[0x81, 0x00])); // [0]
    reply_refused(REQ_CHOICE, &answered(&[0x20])); // -1
    reply_refused(REQ_CHOICE, ANSWERED_NO_VALUE); // absent
}

// ------------------------------------------------------------ multi_choice → [uint indices]

#[test]
fn s6_2_multi_choice_takes_array_of_indices() {
    reply_ok(REQ_MULTI, &answered(&[0x82, 0x00, 0x01])); // [0, 1]
    reply_ok(REQ_MULTI, &answered(&[0x81, 0x01])); // [1]
    reply_ok(REQ_MULTI, &answered(&[0x80])); // [] — zero or more
}

#[test]
fn s6_2_multi_choice_index_out_of_range_refused() {
    reply_refused(REQ_MULTI, &answered(&[0x82, 0x00, 0x02])); // [0, 2]
}

#[test]
fn s6_2_multi_choice_mismatch_refused() {
    reply_refused(REQ_MULTI, &answered(&[0x00])); // 0 (not an array)
    reply_refused(REQ_MULTI, &answered(&[0x81, 0x61, 0x61])); // ["a"]
    reply_refused(REQ_MULTI, &answered(&[0x81, 0x81, 0x00])); // [[0]]
    reply_refused(REQ_MULTI, &answered(&[0x81, 0xf5])); // [true]
    reply_refused(REQ_MULTI, ANSWERED_NO_VALUE); // absent
}

// ------------------------------------------------------------ confirm → bool

#[test]
fn s6_2_confirm_takes_bool() {
    reply_ok(REQ_CONFIRM, &answered(&[0xf5])); // true
    reply_ok(REQ_CONFIRM, &answered(&[0xf4])); // false
}

#[test]
fn s6_2_confirm_mismatch_refused() {
    reply_refused(REQ_CONFIRM, &answered(&[0x01])); // 1
    reply_refused(REQ_CONFIRM, &answered(&[0x64, 0x74, 0x72, 0x75, 0x65])); // "true"
    reply_refused(REQ_CONFIRM, ANSWERED_NO_VALUE); // absent
}

// ------------------------------------------------------------ form → map

#[test]
fn s6_2_form_takes_map() {
    reply_ok(REQ_FORM, &answered(&[0xa1, 0x00, 0x61, 0x78])); // {0: "x"}
    reply_ok(REQ_FORM, &answered(&[0xa0])); // {}
}

#[test]
fn s6_2_form_mismatch_refused() {
    reply_refused(REQ_FORM, &answered(&[0x81, 0x61, 0x78])); // ["x"]
    reply_refused(REQ_FORM, &answered(&[0x61, 0x78])); // "x"
    reply_refused(REQ_FORM, ANSWERED_NO_VALUE); // absent
}

// ------------------------------------------------------------ unrecognized kind, gate

#[test]
fn s6_2_unrecognized_prompt_kind_accepts_any_value() {
    let q = iok(it::PROMPT_REQ, REQ_PRIVATE);
    let Frame::PromptReq(ref req) = q else {
        panic!("not a prompt");
    };
    assert_eq!(req.prompt_kind, PromptKind::Unrecognized(0x80));
    for v in [&[0x00][..], &[0x61, 0x61][..], &[0xa0][..], &[0xf5][..]] {
        reply_ok(REQ_PRIVATE, &answered(v));
    }
    reply_ok(REQ_PRIVATE, ANSWERED_NO_VALUE);
}

#[test]
fn s6_2_outcome_not_answered_skips_the_check() {
    // Without a value these would all fail the type check if answered.
    for req in [REQ_TEXT, REQ_CHOICE, REQ_MULTI, REQ_CONFIRM, REQ_FORM] {
        reply_ok(req, DISMISSED);
        reply_ok(req, DEFERRED);
        reply_refused(req, ANSWERED_NO_VALUE);
    }
}

// ------------------------------------------------------------ D13 scope

#[test]
fn d13_plain_decode_never_applies_cross_frame_rules() {
    // A choice index far out of any range still decodes without the request.
    let r = answered(&[0x19, 0x03, 0xe8]); // 1000
    match iok(it::PROMPT_RESULT, &r) {
        Frame::PromptResult(p) => {
            assert_eq!(p.value.as_ref().and_then(|v| v.as_uint()), Some(1000));
        }
        other => panic!("wrong frame {other:?}"),
    }
    reply_refused(REQ_CHOICE, &r);
}

#[test]
fn d13_decode_reply_with_unrelated_request_applies_no_rule() {
    // The "request" is an INTERACT_EVENT {0: 0x0100, 1: h'2a', 2: 0}: no cross rule pairs it.
    let event = iok(
        it::EVENT,
        &[0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00],
    );
    let reply = answered(&[0x19, 0x03, 0xe8]);
    assert!(interaction::decode_reply(&event, it::PROMPT_RESULT, &reply).is_ok());
}

#[test]
fn d13_decode_reply_still_applies_single_frame_rules() {
    let request = iok(it::PROMPT_REQ, REQ_TEXT);
    // PROMPT_RESULT {0: 0x0103, 1: h'2a', 2: 1 (dismissed), 3: "x"}
    let r = [
        0xa4, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x01, 0x03, 0x61, 0x78,
    ];
    let e = interaction::decode_reply(&request, it::PROMPT_RESULT, &r).unwrap_err();
    malformed(&e, "value-only-when-answered", S62, Some("value"));
    // An INTERACT_ERROR reply {0: 0x0107, 1: h'2a', 2: 3, 3: "m"} is no PROMPT_RESULT: no type check.
    let r = [
        0xa4, 0x00, 0x19, 0x01, 0x07, 0x01, 0x41, 0x2a, 0x02, 0x03, 0x03, 0x61, 0x6d,
    ];
    assert!(interaction::decode_reply(&request, it::ERROR, &r).is_ok());
}

#[test]
fn s6_2_check_against_uses_the_given_requests_options() {
    // Same reply (index 1) against a request with one option vs. two.
    // PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 2, 3: "q", 4: ["a"]}
    let one = [
        0xa5, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x02, 0x03, 0x61, 0x71, 0x04, 0x81,
        0x61, 0x61,
    ];
    let r = answered(&[0x01]);
    let res = PromptResult::decode(&r).unwrap();
    let q1 = PromptReq::decode(&one).unwrap();
    let q2 = PromptReq::decode(REQ_CHOICE).unwrap();
    malformed(
        &res.check_against(&q1).unwrap_err(),
        RULE,
        S62,
        Some("value"),
    );
    assert!(res.check_against(&q2).is_ok());
}
