//! Cross-frame rules (SEMANTICS.md D13): checked only when the originating
//! request is supplied (`decode_reply` / `decode_reply_with`, the frames'
//! `check_against_*`, `Channel::decode_reply`), never by plain `decode`.
//! Interaction `value-type-matches-prompt-kind` (§6.2, must), and the
//! `cross_relation` / `cross_absent_unless` rules of Knowledge, Telemetry,
//! Sensory, Immune and Spatial (all strict). Payloads are hand-written.
#![forbid(unsafe_code)]

mod common;

use common::{cat, check_rule_err, hex, imt, iok, it, kt, refused, sen, spt, tt};
use npamp_generated::interaction::{self, Frame, PromptKind, PromptReq, PromptResult};
use npamp_generated::rt::Basis;
use npamp_generated::{channel, immune, knowledge, sensory, spatial, telemetry, Profile, Rule};

const I: &str = "interaction";
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
    for profile in Profile::ALL {
        if let Err(e) = interaction::decode_reply_with(&request, it::PROMPT_RESULT, reply, profile)
        {
            panic!("{profile}: reply {reply:02x?} to {req:02x?} refused: {e}");
        }
    }
    // The struct-level API agrees.
    let (Frame::PromptReq(q), Ok(Frame::PromptResult(r))) =
        (&request, interaction::decode(it::PROMPT_RESULT, reply))
    else {
        panic!("not a prompt exchange");
    };
    r.check_against_promptreq(q, Profile::Strict)
        .expect("check_against_promptreq");
    // And so does the channel interface on raw bytes.
    channel(I)
        .expect("interaction")
        .decode_reply(
            it::PROMPT_REQ,
            req,
            it::PROMPT_RESULT,
            reply,
            Profile::Strict,
        )
        .expect("Channel::decode_reply");
}

/// The rule is `must`: both profiles refuse, and every path reports the same error.
#[track_caller]
fn reply_refused(req: &[u8], reply: &[u8]) {
    let request = iok(it::PROMPT_REQ, req);
    // D13: plain decode does not know the request and accepts the reply.
    iok(it::PROMPT_RESULT, reply);
    let mut errs = Vec::new();
    for profile in Profile::ALL {
        let e = refused(interaction::decode_reply_with(
            &request,
            it::PROMPT_RESULT,
            reply,
            profile,
        ));
        check_rule_err(
            I,
            &e,
            Rule::CrossFrame,
            RULE,
            Some("value"),
            Basis::Must,
            S62,
        );
        errs.push(e);
    }
    assert_eq!(errs[0], errs[1]);
    let e = refused(interaction::decode_reply(
        &request,
        it::PROMPT_RESULT,
        reply,
    ));
    assert_eq!(e, errs[0]);
    let (Frame::PromptReq(q), Ok(Frame::PromptResult(r))) =
        (&request, interaction::decode(it::PROMPT_RESULT, reply))
    else {
        panic!("not a prompt exchange");
    };
    let e = refused(r.check_against_promptreq(q, Profile::Minimum));
    check_rule_err(
        I,
        &e,
        Rule::CrossFrame,
        RULE,
        Some("value"),
        Basis::Must,
        S62,
    );
    let refusal = match channel(I).expect("interaction").decode_reply(
        it::PROMPT_REQ,
        req,
        it::PROMPT_RESULT,
        reply,
        Profile::Strict,
    ) {
        Ok(f) => panic!("Channel::decode_reply accepted {}", f.name()),
        Err(r) => r,
    };
    assert!(!refusal.in_request);
    check_rule_err(
        I,
        &refusal.error,
        Rule::CrossFrame,
        RULE,
        Some("value"),
        Basis::Must,
        S62,
    );
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
    let e = refused(interaction::decode_reply(&request, it::PROMPT_RESULT, &r));
    // `value-only-when-answered` is strict (§6.2, no receiver-side MUST).
    check_rule_err(
        I,
        &e,
        Rule::AbsentUnless,
        "value-only-when-answered",
        Some("value"),
        Basis::Strict,
        S62,
    );
    // Minimum skips it, and the cross rule is gated on `answered`: accepted.
    interaction::decode_reply_with(&request, it::PROMPT_RESULT, &r, Profile::Minimum)
        .expect("minimum");
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
    let e = refused(res.check_against_promptreq(&q1, Profile::Strict));
    check_rule_err(
        I,
        &e,
        Rule::CrossFrame,
        RULE,
        Some("value"),
        Basis::Must,
        S62,
    );
    assert!(res.check_against_promptreq(&q2, Profile::Strict).is_ok());
}

// ============================================================ Channel::decode_reply

#[test]
fn d13_channel_decode_reply_reports_which_frame_was_refused() {
    let ch = channel(I).expect("interaction");
    let reply = answered(&[0x61, 0x61]); // "a" to a text prompt: fine
                                         // PROMPT_REQ with a non-shortest prompt_kind {0: 0x0102, 1: h'2a', 2: 1 as 18 01, 3: "q"}
    let bad_req = hex("a4 00 190102 01 412a 02 1801 03 6171");
    let r = match ch.decode_reply(
        it::PROMPT_REQ,
        &bad_req,
        it::PROMPT_RESULT,
        &reply,
        Profile::Strict,
    ) {
        Ok(f) => panic!("accepted {}", f.name()),
        Err(r) => r,
    };
    assert!(r.in_request, "the request was the broken one");
    assert_eq!(r.error.rule(), Rule::ShortestForm);
    // The reply alone is checked first: its refusal wins (SEMANTICS.md D13).
    // PROMPT_RESULT {0: 0x0103, 1: h'2a'} — outcome missing
    let bad_reply = hex("a2 00 190103 01 412a");
    let r = match ch.decode_reply(
        it::PROMPT_REQ,
        &bad_req,
        it::PROMPT_RESULT,
        &bad_reply,
        Profile::Strict,
    ) {
        Ok(f) => panic!("accepted {}", f.name()),
        Err(r) => r,
    };
    assert!(!r.in_request);
    assert_eq!(r.error.rule(), Rule::MissingRequired);
    assert_eq!(r.error.field(), Some("outcome"));
    // Both fine: the reply's view.
    let f = ch
        .decode_reply(
            it::PROMPT_REQ,
            REQ_TEXT,
            it::PROMPT_RESULT,
            &reply,
            Profile::Strict,
        )
        .expect("exchange");
    assert_eq!(f.name(), "INTERACT_PROMPT_RESULT");
    assert_eq!(f.frame_type(), it::PROMPT_RESULT);
    assert_eq!(f.to_vec(), reply);
}

// ============================================================ Knowledge §6.4

/// KNOWLEDGE_SUBSCRIBE_REQ {0: 0x0104, 1: h'2a', 9: credit}
fn k_subscribe(credit: u8) -> Vec<u8> {
    assert!(credit < 24);
    cat(&[&hex("a3 00 190104 01 412a 09"), &[credit]])
}

/// KNOWLEDGE_SUBSCRIBE_ACK {0: 0x0105, 1: h'2a', 2: h'01', 3: credit}
fn k_ack(credit: u8) -> Vec<u8> {
    assert!(credit < 24);
    cat(&[&hex("a4 00 190105 01 412a 02 4101 03"), &[credit]])
}

#[test]
fn s6_4_knowledge_ack_credit_at_most_requested() {
    let sub = k_subscribe(5);
    let q = knowledge::decode(kt::SUBSCRIBE_REQ, &sub).expect("request");
    for c in [1, 4, 5] {
        let a = k_ack(c);
        knowledge::decode_reply(&q, kt::SUBSCRIBE_ACK, &a).expect("credit <= requested");
    }
    let a = k_ack(6);
    // Plain decode: no cross rule.
    knowledge::decode(kt::SUBSCRIBE_ACK, &a).expect("plain decode");
    let e = refused(knowledge::decode_reply(&q, kt::SUBSCRIBE_ACK, &a));
    check_rule_err(
        "knowledge",
        &e,
        Rule::CrossRelation,
        "ack-credit-at-most-requested",
        Some("credit"),
        Basis::Strict,
        "§6.4",
    );
    // Strict basis: the minimum profile accepts.
    knowledge::decode_reply_with(&q, kt::SUBSCRIBE_ACK, &a, Profile::Minimum).expect("minimum");
    // The typed API agrees.
    let (knowledge::Frame::SubscribeReq(req), Ok(knowledge::Frame::SubscribeAck(ack))) =
        (&q, knowledge::decode(kt::SUBSCRIBE_ACK, &a))
    else {
        panic!("not a subscribe exchange");
    };
    assert_eq!(ack.check_against_subscribereq(req, Profile::Strict), Err(e));
    assert!(ack
        .check_against_subscribereq(req, Profile::Minimum)
        .is_ok());
}

#[test]
fn s6_4_knowledge_request_refusal_is_in_request() {
    // SUBSCRIBE_REQ with credit 0: `range` [1, 2^64-1] is strict (§6.4).
    let ch = channel("knowledge").expect("knowledge");
    let r = match ch.decode_reply(
        kt::SUBSCRIBE_REQ,
        &k_subscribe(0),
        kt::SUBSCRIBE_ACK,
        &k_ack(0),
        Profile::Strict,
    ) {
        Ok(f) => panic!("accepted {}", f.name()),
        Err(r) => r,
    };
    assert!(r.in_request);
    assert_eq!(r.error.rule(), Rule::Range);
    assert_eq!(r.error.field(), Some("credit"));
    assert_eq!(r.error.basis(), Basis::Strict);
    // Minimum accepts both, and 0 <= 0 holds.
    ch.decode_reply(
        kt::SUBSCRIBE_REQ,
        &k_subscribe(0),
        kt::SUBSCRIBE_ACK,
        &k_ack(0),
        Profile::Minimum,
    )
    .expect("minimum");
}

// ============================================================ Telemetry §6.2

#[test]
fn s6_2_telemetry_ack_credit_and_classes() {
    // TELEMETRY_SUBSCRIBE {0: 0x0101, 1: h'2a', 2: [0, 1], 7: 5}
    let sub = hex("a4 00 190101 01 412a 02 820001 07 05");
    let q = telemetry::decode(tt::SUBSCRIBE, &sub).expect("request");
    // TELEMETRY_SUB_ACK {0: 0x0102, 1: h'2a', 2: h'01', 3: 5, 4: [1]}
    let good = hex("a5 00 190102 01 412a 02 4101 03 05 04 8101");
    telemetry::decode_reply(&q, tt::SUB_ACK, &good).expect("a subset, credit equal");
    // ... 4: [2]: health was not requested.
    let extra = hex("a5 00 190102 01 412a 02 4101 03 05 04 8102");
    let e = refused(telemetry::decode_reply(&q, tt::SUB_ACK, &extra));
    check_rule_err(
        "telemetry",
        &e,
        Rule::CrossRelation,
        "ack-classes-subset",
        Some("classes"),
        Basis::Strict,
        "§6.2",
    );
    telemetry::decode_reply_with(&q, tt::SUB_ACK, &extra, Profile::Minimum).expect("minimum");
    // ... 3: 6 and 4: [2]: both rules fail; the first in schema order is reported.
    let both = hex("a5 00 190102 01 412a 02 4101 03 06 04 8102");
    let e = refused(telemetry::decode_reply(&q, tt::SUB_ACK, &both));
    check_rule_err(
        "telemetry",
        &e,
        Rule::CrossRelation,
        "ack-credit-at-most-requested",
        Some("credit"),
        Basis::Strict,
        "§6.2",
    );
}

/// SEMANTICS.md D13: "`cross_relation`: left over the reply, right over the
/// request, when all fields read are present". A SUBSCRIBE without `classes`
/// asks for "all classes the responder offers" (§6.1): the subset relation reads
/// an absent field and is not evaluated, so any disclosed `classes` is fine.
#[test]
fn s6_2_telemetry_ack_classes_against_a_subscribe_without_classes() {
    // TELEMETRY_SUBSCRIBE {0: 0x0101, 1: h'2a', 7: 5}
    let sub = hex("a3 00 190101 01 412a 07 05");
    let q = telemetry::decode(tt::SUBSCRIBE, &sub).expect("request");
    // TELEMETRY_SUB_ACK {0: 0x0102, 1: h'2a', 2: h'01', 3: 5, 4: [0]}
    let ack = hex("a5 00 190102 01 412a 02 4101 03 05 04 8100");
    telemetry::decode_reply(&q, tt::SUB_ACK, &ack).expect("no requested classes: not evaluated");
}

// ============================================================ Sensory §6.2

#[test]
fn s6_2_sensory_sub_ack_credit_at_most_requested() {
    // SENSORY_SUBSCRIBE {0: 0x0101, 1: h'2a', 6: 3}
    let sub = hex("a3 00 190101 01 412a 06 03");
    let q = sensory::decode(sen::SUBSCRIBE, &sub).expect("request");
    // SENSORY_SUB_ACK {0: 0x0102, 1: h'2a', 2: h'01', 3: 3}
    sensory::decode_reply(&q, sen::SUB_ACK, &hex("a4 00 190102 01 412a 02 4101 03 03"))
        .expect("equal");
    // ... 3: 4
    let a = hex("a4 00 190102 01 412a 02 4101 03 04");
    let e = refused(sensory::decode_reply(&q, sen::SUB_ACK, &a));
    check_rule_err(
        "sensory",
        &e,
        Rule::CrossRelation,
        "sub-ack-credit-at-most-requested",
        Some("credit"),
        Basis::Strict,
        "§6.2",
    );
    sensory::decode_reply_with(&q, sen::SUB_ACK, &a, Profile::Minimum).expect("minimum");
}

// ============================================================ Immune §6.4

#[test]
fn s6_4_immune_accepted_at_most_advertised() {
    // IMMUNE_GOSSIP_ADVERTISE {0: 0x00C0, 1: h'2a', 2: [{0: h'01', 1: 1}]}
    let adv = hex("a3 00 18c0 01 412a 02 81 a2 00 4101 01 01");
    let q = immune::decode(imt::ADVERTISE, &adv).expect("request");
    // IMMUNE_GOSSIP_ACK {0: 0x00C1, 1: h'2a', 4: n}
    for n in [0u8, 1] {
        let a = cat(&[&hex("a3 00 18c1 01 412a 04"), &[n]]);
        immune::decode_reply(&q, imt::ACK, &a).expect("n <= len(items)");
    }
    let a = hex("a3 00 18c1 01 412a 04 02");
    let e = refused(immune::decode_reply(&q, imt::ACK, &a));
    check_rule_err(
        "immune",
        &e,
        Rule::CrossRelation,
        "accepted-at-most-advertised",
        Some("accepted"),
        Basis::Strict,
        "§6.4",
    );
    immune::decode_reply_with(&q, imt::ACK, &a, Profile::Minimum).expect("minimum");
    // IMMUNE_GOSSIP_RETRACT {0: 0x00C4, 1: h'2a', 2: h'01', 3: 1}: no rule pairs it with an ACK.
    let rp = hex("a4 00 18c4 01 412a 02 4101 03 01");
    let retract = immune::decode(0x00C4, &rp).expect("retract");
    immune::decode_reply(&retract, imt::ACK, &a).expect("no cross rule against RETRACT");
}

// ============================================================ Spatial §5.7

#[test]
fn s5_7_spatial_frames_only_when_wanted() {
    // SPATIAL_SNAPSHOT {0: 0x0106, 1: 0, 2: h'2a', 3: [], 4: [], 6: true}
    let snap = hex("a6 00 190106 01 00 02 412a 03 80 04 80 06 f5");
    // SPATIAL_QUERY {0: 0x0105, 1: 0, 2: h'2a', 3: true}
    let wq = hex("a4 00 190105 01 00 02 412a 03 f5");
    let wanted = spatial::decode(spt::QUERY, &wq).expect("q");
    spatial::decode_reply(&wanted, spt::SNAPSHOT, &snap).expect("frames wanted");
    // SPATIAL_QUERY {0: 0x0105, 1: 0, 2: h'2a'} — want_frames absent
    let pq = hex("a3 00 190105 01 00 02 412a");
    let plain = spatial::decode(spt::QUERY, &pq).expect("q");
    let e = refused(spatial::decode_reply(&plain, spt::SNAPSHOT, &snap));
    // cross_absent_unless reports as `cross-frame`.
    check_rule_err(
        "spatial",
        &e,
        Rule::CrossFrame,
        "frames-only-when-wanted",
        Some("frames"),
        Basis::Strict,
        "§5.7",
    );
    spatial::decode_reply_with(&plain, spt::SNAPSHOT, &snap, Profile::Minimum).expect("minimum");
    // SPATIAL_QUERY {0: 0x0105, 1: 0, 2: h'2a', 3: false}: false is not `equals: true`.
    let nq = hex("a4 00 190105 01 00 02 412a 03 f4");
    let no = spatial::decode(spt::QUERY, &nq).expect("q");
    assert_eq!(refused(spatial::decode_reply(&no, spt::SNAPSHOT, &snap)), e);
    // Without `frames` the snapshot fits every query.
    // {0: 0x0106, 1: 0, 2: h'2a', 4: [], 6: true}
    let bare = hex("a5 00 190106 01 00 02 412a 04 80 06 f5");
    spatial::decode_reply(&plain, spt::SNAPSHOT, &bare).expect("no frames");
}
