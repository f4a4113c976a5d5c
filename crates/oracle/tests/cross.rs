//! D13: the cross-frame rule `value-type-matches-prompt-kind`. All inputs are hand-built.
mod common;
use common::*;

const PROMPT_REQ: u16 = 0x0102;
const PROMPT_RESULT: u16 = 0x0103;
const APPROVAL_REQ: u16 = 0x0104;
const RULE_ID: &str = "value-type-matches-prompt-kind";

/// {0: 0x102, 1: h'2a', 2: <kind>, 3: "q"} (+ options ["a", "b"] when given)
fn req(kind: &str, with_options: bool) -> String {
    if with_options {
        format!("a5 00 190102 01 412a 02 {kind} 03 6171 04 82 6161 6162")
    } else {
        format!("a4 00 190102 01 412a 02 {kind} 03 6171")
    }
}

/// {0: 0x103, 1: h'2a', 2: 0 (answered), 3: <value>}
fn answered(value: &str) -> String {
    format!("a4 00 190103 01 412a 02 00 03 {value}")
}

/// {0: 0x103, 1: h'2a', 2: 0 (answered)}
const ANSWERED_NO_VALUE: &str = "a3 00 190103 01 412a 02 00";
/// {0: 0x103, 1: h'2a', 2: 1 (dismissed)}
const DISMISSED: &str = "a3 00 190103 01 412a 02 01";
/// {0: 0x103, 1: h'2a', 2: 2 (deferred)}
const DEFERRED: &str = "a3 00 190103 01 412a 02 02";

#[track_caller]
fn ok(o: &Oracle, request: &str, result: &str) {
    for p in Profile::ALL {
        match o.check_cross(PROMPT_REQ, &h(request), PROMPT_RESULT, &h(result), p) {
            Ruling::Accept(a) => {
                assert_eq!(a.frame_kind, PROMPT_RESULT);
                assert_eq!(a.corr, Some(Corr::Bytes(vec![0x2a])));
                assert_eq!(a.canonical, h(result));
            }
            Ruling::Reject(r) => panic!("expected accept of {result} against {request}: {r}"),
        }
    }
}

#[track_caller]
fn bad(o: &Oracle, request: &str, result: &str) {
    // The rule's basis is must: both profiles refuse.
    for p in Profile::ALL {
        match o.check_cross(PROMPT_REQ, &h(request), PROMPT_RESULT, &h(result), p) {
            Ruling::Reject(r) => {
                assert_eq!(r.rule, Rule::CrossFrame, "{r}");
                assert_eq!(r.rule_id.as_deref(), Some(RULE_ID));
                assert_eq!(r.section, "§6.2");
                assert_eq!(r.basis, Basis::Must);
                assert_eq!(r.field.as_deref(), Some("value"));
                assert!(!r.request);
                assert_eq!(r.wire_name, "malformed_request");
            }
            v => panic!("expected {RULE_ID} refusal of {result} against {request}: {v}"),
        }
    }
    // D13: plain decode never applies the cross-frame rule.
    assert!(o.check(PROMPT_RESULT, &h(result), STRICT).is_accept());
}

#[test]
fn acknowledge() {
    let o = interaction();
    let r = req("00", false);
    ok(o, &r, ANSWERED_NO_VALUE);
    ok(o, &r, DISMISSED);
    bad(o, &r, &answered("f5")); // value true
    bad(o, &r, &answered("00")); // value 0
}

#[test]
fn text() {
    let o = interaction();
    let r = req("01", false);
    ok(o, &r, &answered("6178")); // "x"
    ok(o, &r, &answered("60")); // ""
    ok(o, &r, DEFERRED);
    bad(o, &r, ANSWERED_NO_VALUE);
    bad(o, &r, &answered("4178")); // h'78'
    bad(o, &r, &answered("00"));
}

#[test]
fn choice() {
    let o = interaction();
    let r = req("02", true);
    ok(o, &r, &answered("00"));
    ok(o, &r, &answered("01"));
    ok(o, &r, DISMISSED);
    bad(o, &r, &answered("02")); // index 2 of 2 options
    bad(o, &r, &answered("1bffffffffffffffff")); // u64::MAX
    bad(o, &r, &answered("20")); // -1
    bad(o, &r, &answered("6161")); // the option text instead of its index
    bad(o, &r, &answered("8100")); // [0]
    bad(o, &r, ANSWERED_NO_VALUE);
}

#[test]
fn multi_choice() {
    let o = interaction();
    let r = req("03", true);
    ok(o, &r, &answered("80")); // [] (zero or more)
    ok(o, &r, &answered("820001")); // [0, 1]
    ok(o, &r, &answered("820101")); // [1, 1]
    bad(o, &r, &answered("820002")); // [0, 2]
    bad(o, &r, &answered("8120")); // [-1]
    bad(o, &r, &answered("816161")); // ["a"]
    bad(o, &r, &answered("00")); // bare index
    bad(o, &r, ANSWERED_NO_VALUE);
}

#[test]
fn confirm() {
    let o = interaction();
    let r = req("04", false);
    ok(o, &r, &answered("f4"));
    ok(o, &r, &answered("f5"));
    bad(o, &r, &answered("01"));
    bad(o, &r, ANSWERED_NO_VALUE);
}

#[test]
fn form() {
    let o = interaction();
    let r = req("05", false);
    ok(o, &r, &answered("a0")); // {}
    ok(o, &r, &answered("a1 00 6178")); // {0: "x"}
    bad(o, &r, &answered("80")); // []
    bad(o, &r, &answered("6178"));
    bad(o, &r, ANSWERED_NO_VALUE);
}

#[test]
fn unrecognized_prompt_kind_accepts_any_value() {
    let o = interaction();
    let r = req("1880", false); // private use 0x80
    ok(o, &r, &answered("00"));
    ok(o, &r, &answered("6178"));
    ok(o, &r, ANSWERED_NO_VALUE);
}

/// Under the minimum profile a tagged text or a simple value reaches the `any` field: a tag is
/// not a tstr, `undefined` is not a bool (and not absence either).
#[test]
fn opaque_items_have_no_shape() {
    let o = interaction();
    let text = req("01", false);
    let confirm = req("04", false);
    for (r, value) in [(&text, "c06178"), (&confirm, "f7"), (&confirm, "f0")] {
        let v = o.check_cross(
            PROMPT_REQ,
            &h(r),
            PROMPT_RESULT,
            &h(&answered(value)),
            MINIMUM,
        );
        let refusal = v.refusal().expect("refused");
        assert_eq!(refusal.rule_id.as_deref(), Some(RULE_ID), "{refusal}");
        let v = o.check_cross(
            PROMPT_REQ,
            &h(r),
            PROMPT_RESULT,
            &h(&answered(value)),
            STRICT,
        );
        assert_eq!(v.refusal().map(|r| r.basis), Some(Basis::Strict), "{v}");
    }
}

#[test]
fn result_refusals_come_first() {
    let o = interaction();
    // the result itself is malformed (dismissed with a value): its own rule is reported
    let v = o.check_cross(
        PROMPT_REQ,
        &h(&req("01", false)),
        PROMPT_RESULT,
        &h("a4 00 190103 01 412a 02 01 03 6178"),
        STRICT,
    );
    let r = v.refusal().expect("refused");
    assert_eq!(r.rule_id.as_deref(), Some("value-only-when-answered"));
    assert!(!r.request);
    // ... a strict rule: under minimum the pair is accepted (value is no longer fixed by the
    // request, since only_when outcome = answered does not hold)
    assert!(o
        .check_cross(
            PROMPT_REQ,
            &h(&req("01", false)),
            PROMPT_RESULT,
            &h("a4 00 190103 01 412a 02 01 03 6178"),
            MINIMUM,
        )
        .is_accept());
    // a malformed request: choice without options
    let v = o.check_cross(
        PROMPT_REQ,
        &h(&req("02", false)),
        PROMPT_RESULT,
        &h(&answered("00")),
        STRICT,
    );
    let r = v.refusal().expect("refused");
    assert_eq!(r.rule_id.as_deref(), Some("choice-options-required"));
    assert!(r.request);
    assert_eq!(
        r.to_string(),
        "malformed_request: request: required-when choice-options-required (§6.2), field options at options [must]"
    );
    // a malformed result wins over a malformed request
    let v = o.check_cross(
        PROMPT_REQ,
        &h(&req("02", false)),
        PROMPT_RESULT,
        &h("a2 00 190103 01 412a"),
        STRICT,
    );
    let r = v.refusal().expect("refused");
    assert_eq!((r.rule, r.request), (Rule::MissingRequired, false));
    // an unknown request frame type is a refusal of the request
    let v = o.check_cross(0x0999, &h("a0"), PROMPT_RESULT, &h(&answered("00")), STRICT);
    let r = v.refusal().expect("refused");
    assert_eq!((r.rule, r.request), (Rule::UnknownFrameType, true));
    // a request of another frame type: the rule does not apply
    // APPROVAL_REQ {0: 0x104, 1: h'2a', 2: "a"}
    let v = o.check_cross(
        APPROVAL_REQ,
        &h("a3 00 190104 01 412a 02 6161"),
        PROMPT_RESULT,
        &h(&answered("6178")),
        STRICT,
    );
    assert!(v.is_accept(), "{v}");
}
