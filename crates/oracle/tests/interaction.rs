//! Interaction channel (0x000F): every step of SEMANTICS.md, accept and reject, both profiles.
//! All inputs are hand-built.
mod common;
use common::*;

const EVENT: u16 = 0x0100;
const EVENT_ACK: u16 = 0x0101;
const PROMPT_REQ: u16 = 0x0102;
const PROMPT_RESULT: u16 = 0x0103;
const APPROVAL_REQ: u16 = 0x0104;
const APPROVAL_RESULT: u16 = 0x0105;
const CANCEL: u16 = 0x0106;
const ERROR: u16 = 0x0107;

/// {0: 0x0100, 1: h'2a', 2: 0}
const MIN_EVENT: &str = "a3 00 190100 01 412a 02 00";

#[test]
fn accept_minimal_event() {
    let o = interaction();
    let a = accept(o, EVENT, MIN_EVENT);
    assert_eq!(a.corr, Some(Corr::Bytes(vec![0x2a])));
    assert_eq!(a.canonical, h(MIN_EVENT));
}

#[test]
fn accept_every_frame() {
    let o = interaction();
    // INTERACT_EVENT {0: 0x100, 1: h'2a', 2: 3, 3: "x", 4: {0: h''}, 5: true}
    accept_same(
        o,
        EVENT,
        "a6 00 190100 01 412a 02 03 03 6178 04 a1 00 40 05 f5",
    );
    // INTERACT_EVENT_ACK {0: 0x101, 1: h'2a'}
    accept_same(o, EVENT_ACK, "a2 00 190101 01 412a");
    // INTERACT_PROMPT_REQ {0: 0x102, 1: h'2a', 2: 1 (text), 3: "q"}
    accept_same(o, PROMPT_REQ, "a4 00 190102 01 412a 02 01 03 6171");
    // INTERACT_PROMPT_REQ {.., 2: 2 (choice), 3: "q", 4: ["a"], 5: {}, 6: 30}
    accept_same(
        o,
        PROMPT_REQ,
        "a7 00 190102 01 412a 02 02 03 6171 04 81 6161 05 a0 06 181e",
    );
    // INTERACT_PROMPT_RESULT, value is `any`: {0: 0x103, 1: h'2a', 2: 0, 3: [0, "t", h'']}
    accept_same(
        o,
        PROMPT_RESULT,
        "a4 00 190103 01 412a 02 00 03 83 00 6174 40",
    );
    // dismissed, no value
    accept_same(o, PROMPT_RESULT, "a3 00 190103 01 412a 02 01");
    // INTERACT_APPROVAL_REQ {0: 0x104, 1: h'2a', 2: "a", 3: 2, 4: {1: 1}, 5: 10}
    accept_same(
        o,
        APPROVAL_REQ,
        "a6 00 190104 01 412a 02 6161 03 02 04 a1 01 01 05 0a",
    );
    // INTERACT_APPROVAL_RESULT {0: 0x105, 1: h'2a', 2: 1 (denied), 3: "no"}
    accept_same(o, APPROVAL_RESULT, "a4 00 190105 01 412a 02 01 03 626e6f");
    // INTERACT_CANCEL {0: 0x106, 1: h'2a'} and with reason 2
    accept_same(o, CANCEL, "a2 00 190106 01 412a");
    accept_same(o, CANCEL, "a3 00 190106 01 412a 02 02");
    // INTERACT_ERROR {0: 0x107, 1: h'2a', 2: 8, 3: "m", 4: 5}
    accept_same(o, ERROR, "a5 00 190107 01 412a 02 08 03 616d 04 05");
}

// ------------------------------------------------------------------ D1

#[test]
fn d1_unknown_frame_type() {
    let o = interaction();
    for ft in [0x0000u16, 0x0030, 0x0108, 0xffff] {
        for p in Profile::ALL {
            // The body is not even looked at: a lone break byte.
            let v = o.check(ft, &h("ff"), p);
            let r = v.refusal().expect("refused");
            assert_eq!(
                r.outcome,
                OutcomeDef::Code {
                    value: 2,
                    name: "unknown_operation".into()
                }
            );
            assert_eq!(r.wire_name, "unknown_operation");
            assert_eq!(r.rule, Rule::UnknownFrameType);
            assert_eq!((r.basis, r.section.as_str()), (Basis::Must, "§8"));
            assert_eq!(r.field, None);
        }
    }
}

// ------------------------------------------------------------------ D2

#[test]
fn d2_max_payload() {
    let o = interaction();
    let max = o.model().limits.max_payload;
    for p in Profile::ALL {
        // 1 MiB + 1 zero bytes: refused on size before the CBOR check.
        let r = reject_bytes_in(o, EVENT, &vec![0u8; max + 1], p, Rule::MaxPayload, "§9");
        assert_eq!((r.basis, r.field), (Basis::Limit, None));
        // Exactly max bytes of zeros is not refused for size (it is refused as trailing bytes).
        reject_bytes_in(o, EVENT, &vec![0u8; max], p, Rule::TrailingBytes, "§4.1");
    }
    // A valid event whose event_name fills the payload to exactly max bytes is accepted:
    // {0: 0x100, 1: h'2a', 2: 0, 3: tstr(n)} = a4 00 190100 01 412a 02 00 03 7a <n:4> "xx..."
    let head = h("a4 00 190100 01 412a 02 00 03 7a");
    let n = max - head.len() - 4;
    let mut p = head.clone();
    p.extend_from_slice(&u32::try_from(n).unwrap().to_be_bytes());
    p.resize(p.len() + n, b'x');
    assert_eq!(p.len(), max);
    assert!(o.check(EVENT, &p, STRICT).is_accept());
    p.push(b'x');
    reject_bytes(o, EVENT, &p, Rule::MaxPayload, "§9");
}

// ------------------------------------------------------------------ D3

#[test]
fn d3_deterministic_encoding() {
    let o = interaction();
    let cases: &[(&str, Rule)] = &[
        // event_class 0 as 18 00
        ("a3 00 190100 01 412a 02 1800", Rule::ShortestForm),
        // frame_kind 0x100 as 1a 00000100
        ("a3 00 1a00000100 01 412a 02 00", Rule::ShortestForm),
        // corr length 1 as 58 01
        ("a3 00 190100 01 58012a 02 00", Rule::ShortestForm),
        // map count 3 as b8 03
        ("b803 00 190100 01 412a 02 00", Rule::ShortestForm),
        // key 2 as 18 02
        ("a3 00 190100 01 412a 1802 00", Rule::ShortestForm),
        // non-shortest inside body: {0: 0x18 0x01}
        (
            "a4 00 190100 01 412a 02 00 04 a1 00 1801",
            Rule::ShortestForm,
        ),
        // swapped keys 1 and 0
        ("a3 01 412a 00 190100 02 00", Rule::KeyOrder),
        // duplicate key 2
        ("a4 00 190100 01 412a 02 00 02 00", Rule::DuplicateKey),
        // duplicate key inside body
        (
            "a4 00 190100 01 412a 02 00 04 a2 00 00 00 00",
            Rule::DuplicateKey,
        ),
        // indefinite-length payload map
        ("bf 00 190100 01 412a 02 00 ff", Rule::IndefiniteLength),
        // indefinite-length event_name (7f 61 78 ff)
        (
            "a4 00 190100 01 412a 02 00 03 7f6178ff",
            Rule::IndefiniteLength,
        ),
        // indefinite-length corr (5f 41 2a ff)
        ("a3 00 190100 01 5f412aff 02 00", Rule::IndefiniteLength),
        // truncated: the value of key 2 is missing
        ("a3 00 190100 01 412a 02", Rule::Truncated),
        // truncated: corr claims 0xffffffff bytes
        ("a3 00 190100 01 5affffffff 02 00", Rule::Truncated),
        // truncated: map of 2^64-1 entries
        ("bbffffffffffffffff 00", Rule::Truncated),
        // empty payload
        ("", Rule::Truncated),
        // trailing byte
        ("a3 00 190100 01 412a 02 00 00", Rule::TrailingBytes),
        // invalid UTF-8 in event_name: 62 c3 28
        ("a4 00 190100 01 412a 02 00 03 62c328", Rule::InvalidUtf8),
        // invalid UTF-8 in a text key (61 ff) after the integer keys
        ("a4 00 190100 01 412a 02 00 61ff 00", Rule::InvalidUtf8),
        // stray break as a value
        ("a3 00 190100 01 412a 02 ff", Rule::Break),
        // additional info 28 on a uint
        ("a3 00 190100 01 412a 02 1c", Rule::ReservedAi),
    ];
    for (hex, rule) in cases {
        let r = reject_both(o, EVENT, hex, *rule, "§4.1");
        assert_eq!((r.basis, r.field.as_deref()), (Basis::Must, None), "{hex}");
        assert!(r.path.starts_with('@'), "{r}");
    }
}

/// Tags, simple values and floats are valid CBOR outside the Interaction subset: refused on a
/// `strict` basis; under the minimum profile they are walked through and then met by the
/// value checks (a tag or a simple value is never the declared type of a key).
#[test]
fn d3_cbor_subset_both_profiles() {
    let o = interaction();
    let wrong = |hex: &str, rule: Rule, field: &str| {
        let r = reject_in(o, EVENT, hex, STRICT, rule, "§4.1");
        assert_eq!((r.basis, r.field.as_deref()), (Basis::Strict, None), "{r}");
        let r = reject_in(o, EVENT, hex, MINIMUM, Rule::WrongType, "§4.1");
        assert_eq!(
            (r.basis, r.field.as_deref()),
            (Basis::Must, Some(field)),
            "{r}"
        );
    };
    // float half 1.0 as event_class
    wrong("a3 00 190100 01 412a 02 f93c00", Rule::Float, "event_class");
    // tag 0 on event_name
    wrong(
        "a4 00 190100 01 412a 02 00 03 c06178",
        Rule::Tag,
        "event_name",
    );
    // tagged corr: c2 41 2a (a bignum tag: still not a bstr, and not the integer 42 either)
    wrong("a3 00 190100 01 c2412a 02 00", Rule::Tag, "corr");
    // event_class as bignum 0 (c2 40): not a uint
    wrong("a3 00 190100 01 412a 02 c240", Rule::Tag, "event_class");
    // undefined as ack (not null: not absence)
    wrong("a4 00 190100 01 412a 02 00 05 f7", Rule::SimpleValue, "ack");
    // simple(16) as ack
    wrong("a4 00 190100 01 412a 02 00 05 f0", Rule::SimpleValue, "ack");
    // simple(255) as ack
    wrong(
        "a4 00 190100 01 412a 02 00 05 f8ff",
        Rule::SimpleValue,
        "ack",
    );
    // float64 0.0 in an unknown key: the key's value is ignored (§4.3), so the subset does not
    // apply there, but its bytes must still be deterministic (0.0 is f9 0000): a must.
    let hex = "a4 00 190100 01 412a 02 00 18 63 fb0000000000000000";
    reject_both(o, EVENT, hex, Rule::FloatNotShortest, "§4.1");
    // a shortest float, a tag and undefined in an unknown key: ignored under both profiles
    // (§4.3: a receiver MUST ignore an unknown non-negative key; strict never refuses that)
    for v in ["f90000", "c100", "f7", "82 f90000 c100"] {
        let a = accept(o, EVENT, &format!("a4 00 190100 01 412a 02 00 1863 {v}"));
        assert_eq!(a.canonical, h(MIN_EVENT));
    }
    // tags and simple values inside `body` are what a receiver ignores ("This same rule
    // applies to every nested `body`, `schema`, and `context` map", §4.3): accepted under
    // both profiles and kept byte for byte
    let body = "a4 00 190100 01 412a 02 00 04 a2 00 c1 1a 5f000000 01 f7";
    for p in [STRICT, MINIMUM] {
        let a = accept_in(o, EVENT, body, p);
        assert_eq!(a.canonical, h(body));
    }
    // … at any depth, floats included: {4: {0: [{1: 1.5}]}}
    let deep = "a4 00 190100 01 412a 02 00 04 a1 00 81 a1 01 f93e00";
    for p in [STRICT, MINIMUM] {
        assert_eq!(accept_in(o, EVENT, deep, p).canonical, h(deep));
    }
    // in the declared `any` field `value` they are not ignored: strict refuses them
    let value = "a4 00 190103 01 412a 02 00 03 82 f0 d8 20 6178";
    let (_, a) = strict_only(o, PROMPT_RESULT, value, Rule::SimpleValue, "§4.1");
    assert_eq!(a.canonical, h(value));
    // a tag's content is still walked: c1 18 01 is not shortest (must, both profiles)
    for p in [STRICT, MINIMUM] {
        reject_in(
            o,
            EVENT,
            "a4 00 190100 01 412a 02 00 04 a1 00 c1 1801",
            p,
            Rule::ShortestForm,
            "§4.1",
        );
    }
    // a tagged payload map is not a map
    reject_in(
        o,
        EVENT,
        &format!("d9d9f7 {MIN_EVENT}"),
        MINIMUM,
        Rule::NotAMap,
        "§4.1",
    );
    // a tagged key at the top level is not an integer key: {.., tag(1) 0: 0} (c1 00 sorts after 02)
    let r = reject_in(
        o,
        EVENT,
        "a4 00 190100 01 412a 02 00 c100 00",
        MINIMUM,
        Rule::KeyType,
        "§4.1",
    );
    assert_eq!(r.field, None);
}

#[test]
fn d3_non_shortest_float_is_must_even_where_floats_are_refused() {
    let o = interaction();
    // fa 3f800000 is 1.0 in single precision, under an unknown (ignored) key: no subset
    // refusal there under either profile, and not the shortest form (a must) under both.
    let hex = "a4 00 190100 01 412a 02 00 1863 fa3f800000";
    let r = reject_both(o, EVENT, hex, Rule::FloatNotShortest, "§4.1");
    assert_eq!((r.basis, r.path.as_str()), (Basis::Must, "@12"));
    // The same float as a declared field's value: strict refuses the subset item first.
    reject_in(
        o,
        EVENT,
        "a3 00 190100 01 412a 02 fa3f800000",
        STRICT,
        Rule::Float,
        "§4.1",
    );
    // NaN other than f9 7e00
    reject_in(
        o,
        EVENT,
        "a4 00 190100 01 412a 02 00 1863 f97e01",
        MINIMUM,
        Rule::FloatNotShortest,
        "§4.1",
    );
    // a tag inside a map used as a KEY is not inside an ignored value, even after an unknown
    // key: {…, 99: 0, {1: 1(0)}: 0} — strict refuses the tag (encoded order), minimum the
    // key type (must)
    let hex = "a5 00 190100 01 412a 02 00 1863 00 a101c100 00";
    reject_in(o, EVENT, hex, STRICT, Rule::Tag, "§4.1");
    reject_in(o, EVENT, hex, MINIMUM, Rule::KeyType, "§4.1");
    // the canonical NaN under an unknown key: ignored by both profiles
    let a = accept(o, EVENT, "a4 00 190100 01 412a 02 00 1863 f97e00");
    assert_eq!(a.canonical, h(MIN_EVENT));
}

// ------------------------------------------------------------------ D4

#[test]
fn d4_depth() {
    let o = interaction();
    assert_eq!(o.model().limits.max_depth, 16);
    // body {0: [[...[]...]]}: payload map L1, body L2, 14 arrays L3..L16 -> accepted.
    let ok = format!("a4 00 190100 01 412a 02 00 04 a1 00 {}80", "81".repeat(13));
    accept_same(o, EVENT, &ok);
    // 15 arrays: the innermost is at level 17 -> refused.
    let deep = format!("a4 00 190100 01 412a 02 00 04 a1 00 {}80", "81".repeat(14));
    let r = reject_both(o, EVENT, &deep, Rule::Depth, "§9");
    assert_eq!(r.basis, Basis::Limit);
    // Same inside an unknown key (99): its value must still satisfy D4.
    // {.., 99: [[...]]} with 16 arrays: L2..L17.
    let deep = format!("a4 00 190100 01 412a 02 00 1863 {}80", "81".repeat(15));
    reject_both(o, EVENT, &deep, Rule::Depth, "§9");
    let ok = format!("a4 00 190100 01 412a 02 00 1863 {}80", "81".repeat(14));
    let a = accept(o, EVENT, &ok);
    assert_eq!(a.canonical, h(MIN_EVENT));
}

// ------------------------------------------------------------------ D5

#[test]
fn d5_map_and_keys() {
    let o = interaction();
    // payload is an array [0x100, h'2a', 0]
    reject_both(o, EVENT, "83 190100 412a 00", Rule::NotAMap, "§4.1");
    // payload is a uint
    let r = reject_both(o, EVENT, "00", Rule::NotAMap, "§4.1");
    assert_eq!(r.field, None);
    // unknown negative key -1 at top level
    let r = reject_both(
        o,
        EVENT,
        "a4 00 190100 01 412a 02 00 20 00",
        Rule::UnknownNegativeKey,
        "§4.3",
    );
    assert_eq!((r.field, r.path.as_str()), (None, "-1"));
    // unknown negative key -1 even with a null value
    reject_both(
        o,
        EVENT,
        "a4 00 190100 01 412a 02 00 20 f6",
        Rule::UnknownNegativeKey,
        "§4.3",
    );
    // text key "a" at top level
    let r = reject_both(
        o,
        EVENT,
        "a4 00 190100 01 412a 02 00 6161 00",
        Rule::KeyType,
        "§4.1",
    );
    assert_eq!(r.field, None);
    // bstr key h'' at top level (40 sorts after 02)
    reject_both(
        o,
        EVENT,
        "a4 00 190100 01 412a 02 00 40 00",
        Rule::KeyType,
        "§4.1",
    );
    // unknown non-negative key 99 (18 63) is accepted and dropped from the canonical form
    let a = accept(o, EVENT, "a4 00 190100 01 412a 02 00 1863 a1 20 00");
    assert_eq!(a.canonical, h(MIN_EVENT));
    // unknown key 6 between declared keys, with an arbitrary value
    let a = accept(o, EVENT, "a4 00 190100 01 412a 02 00 06 82 6178 f5");
    assert_eq!(a.canonical, h(MIN_EVENT));
    // unknown key with u64::MAX
    let a = accept(o, EVENT, "a4 00 190100 01 412a 02 00 1bffffffffffffffff 00");
    assert_eq!(a.canonical, h(MIN_EVENT));
}

// ------------------------------------------------------------------ D6

#[test]
fn d6_frame_kind() {
    let o = interaction();
    // missing: {1: h'2a', 2: 0}
    let r = reject_both(o, EVENT, "a2 01 412a 02 00", Rule::MissingRequired, "§4.1");
    assert_eq!(r.field.as_deref(), Some("frame_kind"));
    // null
    let r = reject_both(
        o,
        EVENT,
        "a3 00 f6 01 412a 02 00",
        Rule::MissingRequired,
        "§4.1",
    );
    assert_eq!(r.field.as_deref(), Some("frame_kind"));
    // bstr h'0100'
    let r = reject_both(
        o,
        EVENT,
        "a3 00 420100 01 412a 02 00",
        Rule::WrongType,
        "§4.1",
    );
    assert_eq!(r.field.as_deref(), Some("frame_kind"));
    // negative -257
    reject_both(
        o,
        EVENT,
        "a3 00 390100 01 412a 02 00",
        Rule::WrongType,
        "§4.1",
    );
    // 0x0101 on an INTERACT_EVENT header
    let r = reject_both(
        o,
        EVENT,
        "a3 00 190101 01 412a 02 00",
        Rule::FrameKindMismatch,
        "§4.2",
    );
    assert_eq!(r.field.as_deref(), Some("frame_kind"));
    // 0x10100 (> u16) on an INTERACT_EVENT header
    reject_both(
        o,
        EVENT,
        "a3 00 1a00010100 01 412a 02 00",
        Rule::FrameKindMismatch,
        "§4.2",
    );
    // a valid INTERACT_EVENT body under the EVENT_ACK header
    reject_both(o, EVENT_ACK, MIN_EVENT, Rule::FrameKindMismatch, "§4.2");
}

// ------------------------------------------------------------------ D7

#[test]
fn d7_corr() {
    let o = interaction();
    let corr = |r: Refusal| assert_eq!(r.field.as_deref(), Some("corr"), "{r}");
    // missing
    corr(reject_both(
        o,
        EVENT,
        "a2 00 190100 02 00",
        Rule::MissingRequired,
        "§4.1",
    ));
    // null
    corr(reject_both(
        o,
        EVENT,
        "a3 00 190100 01 f6 02 00",
        Rule::MissingRequired,
        "§4.1",
    ));
    // empty: present and non-empty (must) comes before len (strict)
    corr(reject_both(
        o,
        EVENT,
        "a3 00 190100 01 40 02 00",
        Rule::Empty,
        "§4.1",
    ));
    // text "x"
    corr(reject_both(
        o,
        EVENT,
        "a3 00 190100 01 6178 02 00",
        Rule::WrongType,
        "§4.1",
    ));
    // uint 1
    corr(reject_both(
        o,
        EVENT,
        "a3 00 190100 01 01 02 00",
        Rule::WrongType,
        "§4.1",
    ));
    // 64 bytes: 58 40 + 64 x 2a -> accepted
    let c64 = format!("a3 00 190100 01 5840{} 02 00", "2a".repeat(64));
    let a = accept(o, EVENT, &c64);
    assert_eq!(a.corr, Some(Corr::Bytes(vec![0x2a; 64])));
    // 65 bytes: 58 41 + 65 x 2a -> refused on a strict basis, accepted under minimum
    let c65 = format!("a3 00 190100 01 5841{} 02 00", "2a".repeat(65));
    let (r, a) = strict_only(o, EVENT, &c65, Rule::Len, "§4.2");
    corr(r);
    assert_eq!(a.corr, Some(Corr::Bytes(vec![0x2a; 65])));
    assert_eq!(a.canonical, h(&c65));
}

// ------------------------------------------------------------------ D8

#[test]
fn d8_null_is_absent() {
    let o = interaction();
    // event_name null -> dropped
    let a = accept(o, EVENT, "a4 00 190100 01 412a 02 00 03 f6");
    assert_eq!(a.canonical, h(MIN_EVENT));
    // every optional field null
    let a = accept(o, EVENT, "a6 00 190100 01 412a 02 00 03 f6 04 f6 05 f6");
    assert_eq!(a.canonical, h(MIN_EVENT));
    // required event_class null
    let r = reject_both(
        o,
        EVENT,
        "a3 00 190100 01 412a 02 f6",
        Rule::MissingRequired,
        "§4.1",
    );
    assert_eq!(r.field.as_deref(), Some("event_class"));
    // required prompt null
    let r = reject_both(
        o,
        PROMPT_REQ,
        "a4 00 190102 01 412a 02 01 03 f6",
        Rule::MissingRequired,
        "§4.1",
    );
    assert_eq!(r.field.as_deref(), Some("prompt"));
    // value null on a dismissed result: same as absent -> accepted
    let a = accept(o, PROMPT_RESULT, "a4 00 190103 01 412a 02 01 03 f6");
    assert_eq!(a.canonical, h("a3 00 190103 01 412a 02 01"));
    // nested nulls are kept byte for byte: body {0: null}
    accept_same(o, EVENT, "a4 00 190100 01 412a 02 00 04 a1 00 f6");
}

// ------------------------------------------------------------------ D9

#[test]
fn d9_types() {
    let o = interaction();
    let field = |r: Refusal, f: &str| assert_eq!(r.field.as_deref(), Some(f), "{r}");
    // missing required event_class
    field(
        reject_both(
            o,
            EVENT,
            "a2 00 190100 01 412a",
            Rule::MissingRequired,
            "§4.1",
        ),
        "event_class",
    );
    // missing required prompt
    field(
        reject_both(
            o,
            PROMPT_REQ,
            "a3 00 190102 01 412a 02 01",
            Rule::MissingRequired,
            "§4.1",
        ),
        "prompt",
    );
    // missing required message on INTERACT_ERROR
    field(
        reject_both(
            o,
            ERROR,
            "a3 00 190107 01 412a 02 08",
            Rule::MissingRequired,
            "§4.1",
        ),
        "message",
    );
    // event_class as text "0"
    field(
        reject_both(
            o,
            EVENT,
            "a3 00 190100 01 412a 02 6130",
            Rule::WrongType,
            "§4.1",
        ),
        "event_class",
    );
    // event_class negative -1
    reject_both(
        o,
        EVENT,
        "a3 00 190100 01 412a 02 20",
        Rule::WrongType,
        "§4.1",
    );
    // event_name as bstr
    field(
        reject_both(
            o,
            EVENT,
            "a4 00 190100 01 412a 02 00 03 4178",
            Rule::WrongType,
            "§4.1",
        ),
        "event_name",
    );
    // ack as uint 1
    field(
        reject_both(
            o,
            EVENT,
            "a4 00 190100 01 412a 02 00 05 01",
            Rule::WrongType,
            "§4.1",
        ),
        "ack",
    );
    // body as array
    field(
        reject_both(
            o,
            EVENT,
            "a4 00 190100 01 412a 02 00 04 80",
            Rule::WrongType,
            "§4.1",
        ),
        "body",
    );
    // body with a negative key -1: unknown negative key (§4.3 applies to body)
    let r = reject_both(
        o,
        EVENT,
        "a4 00 190100 01 412a 02 00 04 a1 20 00",
        Rule::UnknownNegativeKey,
        "§4.3",
    );
    assert_eq!(r.path, "body.-1");
    field(r, "body");
    // body {0: 0, -1: 0}
    reject_both(
        o,
        EVENT,
        "a4 00 190100 01 412a 02 00 04 a2 00 00 20 00",
        Rule::UnknownNegativeKey,
        "§4.3",
    );
    // body with a text key "a": a key of another type in a uint-keyed map (strict)
    let (r, _) = strict_only(
        o,
        EVENT,
        "a4 00 190100 01 412a 02 00 04 a1 6161 00",
        Rule::NestedKeyType,
        "§4.3",
    );
    field(r, "body");
    // one level only: body {0: {-1: "x"}} is opaque content -> accepted
    accept_same(o, EVENT, "a4 00 190100 01 412a 02 00 04 a1 00 a1 20 6178");
    // schema map on a prompt with a negative key
    field(
        reject_both(
            o,
            PROMPT_REQ,
            "a5 00 190102 01 412a 02 05 03 6171 05 a1 20 00",
            Rule::UnknownNegativeKey,
            "§4.3",
        ),
        "schema",
    );
    // context map on an approval with a negative key
    field(
        reject_both(
            o,
            APPROVAL_REQ,
            "a4 00 190104 01 412a 02 6161 04 a1 20 00",
            Rule::UnknownNegativeKey,
            "§4.3",
        ),
        "context",
    );
    // options as a single text
    field(
        reject_both(
            o,
            PROMPT_REQ,
            "a5 00 190102 01 412a 02 02 03 6171 04 6161",
            Rule::WrongType,
            "§4.1",
        ),
        "options",
    );
    // options with a uint item: an element, not a key (strict)
    let (r, _) = strict_only(
        o,
        PROMPT_REQ,
        "a5 00 190102 01 412a 02 02 03 6171 04 81 00",
        Rule::ItemType,
        "§4.1",
    );
    assert_eq!(r.path, "options[0]");
    field(r, "options");
    // options with a null item
    let (r, _) = strict_only(
        o,
        PROMPT_REQ,
        "a5 00 190102 01 412a 02 02 03 6171 04 82 6161 f6",
        Rule::ItemType,
        "§4.1",
    );
    assert_eq!(r.path, "options[1]");
    // deadline_s negative
    field(
        reject_both(
            o,
            PROMPT_REQ,
            "a5 00 190102 01 412a 02 01 03 6171 06 20",
            Rule::WrongType,
            "§4.1",
        ),
        "deadline_s",
    );
    // value is `any`: a map with text keys is fine for plain decode
    accept_same(o, PROMPT_RESULT, "a4 00 190103 01 412a 02 00 03 a1 6161 f4");
}

// ------------------------------------------------------------------ D10

#[test]
fn d10_range() {
    let o = interaction();
    // event_class 255 accepted, 256 refused (strict: the type column states the range)
    accept_same(o, EVENT, "a3 00 190100 01 412a 02 18ff");
    let (r, a) = strict_only(
        o,
        EVENT,
        "a3 00 190100 01 412a 02 190100",
        Rule::Range,
        "§6",
    );
    assert_eq!(r.field.as_deref(), Some("event_class"));
    assert_eq!(a.canonical, h("a3 00 190100 01 412a 02 190100"));
    // prompt_kind 0x1_0000_0000
    strict_only(
        o,
        PROMPT_REQ,
        "a4 00 190102 01 412a 02 1b0000000100000000 03 6171",
        Rule::Range,
        "§6",
    );
    // severity 256
    strict_only(
        o,
        APPROVAL_REQ,
        "a4 00 190104 01 412a 02 6161 03 190100",
        Rule::Range,
        "§6",
    );
}

// ------------------------------------------------------------------ D11

#[test]
fn d11_unrecognized_enum_values() {
    let o = interaction();
    // event_class 0x99 (private use)
    accept_same(o, EVENT, "a3 00 190100 01 412a 02 1899");
    // prompt_kind 0x06 (unassigned)
    accept_same(o, PROMPT_REQ, "a4 00 190102 01 412a 02 06 03 6171");
    // outcome 9, no value
    accept_same(o, PROMPT_RESULT, "a3 00 190103 01 412a 02 09");
    // decision 7
    accept_same(o, APPROVAL_RESULT, "a3 00 190105 01 412a 02 07");
    // cancel reason 0xffff
    accept_same(o, CANCEL, "a3 00 190106 01 412a 02 19ffff");
    // error code 99
    accept_same(o, ERROR, "a4 00 190107 01 412a 02 1863 03 616d");
    // severity 0x04
    accept_same(o, APPROVAL_REQ, "a4 00 190104 01 412a 02 6161 03 04");
}

// ------------------------------------------------------------------ D12

#[test]
fn d12_choice_options_required() {
    let o = interaction();
    let rule = |hex: &str| {
        let r = reject_both(o, PROMPT_REQ, hex, Rule::RequiredWhen, "§6.2");
        assert_eq!(r.rule_id.as_deref(), Some("choice-options-required"));
        assert_eq!(r.field.as_deref(), Some("options"));
        assert_eq!(r.basis, Basis::Must);
    };
    // choice (2) without options
    rule("a4 00 190102 01 412a 02 02 03 6171");
    // multi_choice (3) without options
    rule("a4 00 190102 01 412a 02 03 03 6171");
    // choice with options = [] (empty)
    rule("a5 00 190102 01 412a 02 02 03 6171 04 80");
    // choice with options = null
    rule("a5 00 190102 01 412a 02 02 03 6171 04 f6");
    // multi_choice with ["a", "b"]
    accept_same(
        o,
        PROMPT_REQ,
        "a5 00 190102 01 412a 02 03 03 6171 04 82 6161 6162",
    );
    // text (1) without options, and text with empty options: not constrained
    accept_same(o, PROMPT_REQ, "a4 00 190102 01 412a 02 01 03 6171");
    accept_same(o, PROMPT_REQ, "a5 00 190102 01 412a 02 01 03 6171 04 80");
}

#[test]
fn d12_value_only_when_answered() {
    let o = interaction();
    // answered (0) with value true
    accept_same(o, PROMPT_RESULT, "a4 00 190103 01 412a 02 00 03 f5");
    // answered without value is fine for plain decode (D13 decides)
    accept_same(o, PROMPT_RESULT, "a3 00 190103 01 412a 02 00");
    // dismissed (1), deferred (2), unrecognized (5) with a value: strict
    for hex in [
        "a4 00 190103 01 412a 02 01 03 f5",
        "a4 00 190103 01 412a 02 02 03 00",
        "a4 00 190103 01 412a 02 05 03 00",
    ] {
        let (r, a) = strict_only(o, PROMPT_RESULT, hex, Rule::AbsentUnless, "§6.2");
        assert_eq!(r.rule_id.as_deref(), Some("value-only-when-answered"));
        assert_eq!(r.field.as_deref(), Some("value"));
        assert_eq!(a.canonical, h(hex));
    }
}

#[test]
fn d12_approval_id_iff_held() {
    let o = interaction();
    // approval_held (6) with approval_id "i"
    accept_same(o, ERROR, "a5 00 190107 01 412a 02 06 03 616d 05 6169");
    for hex in [
        // approval_held without approval_id
        "a4 00 190107 01 412a 02 06 03 616d",
        // approval_held with approval_id null
        "a5 00 190107 01 412a 02 06 03 616d 05 f6",
        // policy_denied (5) with approval_id
        "a5 00 190107 01 412a 02 05 03 616d 05 6169",
    ] {
        let (r, _) = strict_only(o, ERROR, hex, Rule::PresentIff, "§8.1");
        assert_eq!(r.rule_id.as_deref(), Some("approval-id-iff-held"));
        assert_eq!(r.field.as_deref(), Some("approval_id"));
    }
    // policy_denied without approval_id
    accept_same(o, ERROR, "a4 00 190107 01 412a 02 05 03 616d");
    // approval_id of the wrong type is a type error first
    let r = reject_both(
        o,
        ERROR,
        "a5 00 190107 01 412a 02 06 03 616d 05 00",
        Rule::WrongType,
        "§4.1",
    );
    assert_eq!(r.field.as_deref(), Some("approval_id"));
}

#[test]
fn d13_plain_check_ignores_cross_frame() {
    let o = interaction();
    // answered with a value of any type is accepted by plain check
    accept_same(o, PROMPT_RESULT, "a4 00 190103 01 412a 02 00 03 6178");
    accept_same(o, PROMPT_RESULT, "a4 00 190103 01 412a 02 00 03 18ff");
}

#[test]
fn display() {
    let o = interaction();
    let r = reject(
        o,
        PROMPT_REQ,
        "a4 00 190102 01 412a 02 02 03 6171",
        Rule::RequiredWhen,
        "§6.2",
    );
    assert_eq!(
        r.to_string(),
        "malformed_request: required-when choice-options-required (§6.2), field options at options [must]"
    );
    let r = reject(
        o,
        EVENT,
        "a2 00 190100 01 412a",
        Rule::MissingRequired,
        "§4.1",
    );
    assert_eq!(
        r.to_string(),
        "malformed_request: missing-required (§4.1), field event_class at event_class [must]"
    );
    let v = o.check(0x0999, &[], STRICT);
    assert_eq!(
        v.to_string(),
        "reject unknown_operation: unknown-frame-type (§8) [must]"
    );
}
