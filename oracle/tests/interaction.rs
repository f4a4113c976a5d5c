//! Interaction channel (0x000F): every D rule, accept and reject. All inputs are hand-built.
mod common;
use common::*;
use npamp_oracle::Verdict;

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
    let (corr, canonical) = accept(&o, EVENT, MIN_EVENT);
    assert_eq!(corr, Some(vec![0x2a]));
    assert_eq!(canonical, h(MIN_EVENT));
}

#[test]
fn accept_every_frame() {
    let o = interaction();
    // INTERACT_EVENT {0: 0x100, 1: h'2a', 2: 3, 3: "x", 4: {0: h''}, 5: true}
    accept_same(
        &o,
        EVENT,
        "a6 00 190100 01 412a 02 03 03 6178 04 a1 00 40 05 f5",
    );
    // INTERACT_EVENT_ACK {0: 0x101, 1: h'2a'}
    accept_same(&o, EVENT_ACK, "a2 00 190101 01 412a");
    // INTERACT_PROMPT_REQ {0: 0x102, 1: h'2a', 2: 1 (text), 3: "q"}
    accept_same(&o, PROMPT_REQ, "a4 00 190102 01 412a 02 01 03 6171");
    // INTERACT_PROMPT_REQ {.., 2: 2 (choice), 3: "q", 4: ["a"], 5: {}, 6: 30}
    accept_same(
        &o,
        PROMPT_REQ,
        "a7 00 190102 01 412a 02 02 03 6171 04 81 6161 05 a0 06 181e",
    );
    // INTERACT_PROMPT_RESULT, value is `any`: {0: 0x103, 1: h'2a', 2: 0, 3: [0, "t", h'']}
    accept_same(
        &o,
        PROMPT_RESULT,
        "a4 00 190103 01 412a 02 00 03 83 00 6174 40",
    );
    // dismissed, no value
    accept_same(&o, PROMPT_RESULT, "a3 00 190103 01 412a 02 01");
    // INTERACT_APPROVAL_REQ {0: 0x104, 1: h'2a', 2: "a", 3: 2, 4: {1: 1}, 5: 10}
    accept_same(
        &o,
        APPROVAL_REQ,
        "a6 00 190104 01 412a 02 6161 03 02 04 a1 01 01 05 0a",
    );
    // INTERACT_APPROVAL_RESULT {0: 0x105, 1: h'2a', 2: 1 (denied), 3: "no"}
    accept_same(&o, APPROVAL_RESULT, "a4 00 190105 01 412a 02 01 03 626e6f");
    // INTERACT_CANCEL {0: 0x106, 1: h'2a'} and with reason 2
    accept_same(&o, CANCEL, "a2 00 190106 01 412a");
    accept_same(&o, CANCEL, "a3 00 190106 01 412a 02 02");
    // INTERACT_ERROR {0: 0x107, 1: h'2a', 2: 8, 3: "m", 4: 5}
    accept_same(&o, ERROR, "a5 00 190107 01 412a 02 08 03 616d 04 05");
}

// ------------------------------------------------------------------ D1

#[test]
fn d1_unknown_frame_type() {
    let o = interaction();
    for ft in [0x0000u16, 0x0030, 0x0108, 0xffff] {
        // The body is not even looked at: a lone break byte.
        match o.check(ft, &h("ff")) {
            Verdict::Reject(r) => {
                assert_eq!(r.wire_code, 2);
                assert_eq!(r.wire_name, "unknown_operation");
                assert_eq!(r.rule, "unknown-frame-type");
            }
            v => panic!("{v:?}"),
        }
    }
}

// ------------------------------------------------------------------ D2

#[test]
fn d2_max_payload() {
    let o = interaction();
    let max = o.model().limits.max_payload;
    // 1 MiB + 1 zero bytes: refused on size before the CBOR check.
    reject_bytes(&o, EVENT, &vec![0u8; max + 1], "max-payload", "§9");
    // Exactly max bytes of zeros is not refused for size (it is refused as trailing bytes).
    reject_bytes(&o, EVENT, &vec![0u8; max], "trailing-bytes", "§4.1");
    // A valid event whose event_name fills the payload to exactly max bytes is accepted:
    // {0: 0x100, 1: h'2a', 2: 0, 3: tstr(n)} = a4 00 190100 01 412a 02 00 03 7a <n:4> "xx..."
    let head = h("a4 00 190100 01 412a 02 00 03 7a");
    let n = max - head.len() - 4;
    let mut p = head.clone();
    p.extend_from_slice(&u32::try_from(n).unwrap().to_be_bytes());
    p.resize(p.len() + n, b'x');
    assert_eq!(p.len(), max);
    assert!(o.check(EVENT, &p).is_accept());
    p.push(b'x');
    reject_bytes(&o, EVENT, &p, "max-payload", "§9");
}

// ------------------------------------------------------------------ D3

#[test]
fn d3_deterministic_encoding() {
    let o = interaction();
    // event_class 0 as 18 00
    reject(
        &o,
        EVENT,
        "a3 00 190100 01 412a 02 1800",
        "shortest-form",
        "§4.1",
    );
    // frame_kind 0x100 as 1a 00000100
    reject(
        &o,
        EVENT,
        "a3 00 1a00000100 01 412a 02 00",
        "shortest-form",
        "§4.1",
    );
    // corr length 1 as 58 01
    reject(
        &o,
        EVENT,
        "a3 00 190100 01 58012a 02 00",
        "shortest-form",
        "§4.1",
    );
    // map count 3 as b8 03
    reject(
        &o,
        EVENT,
        "b803 00 190100 01 412a 02 00",
        "shortest-form",
        "§4.1",
    );
    // key 2 as 18 02
    reject(
        &o,
        EVENT,
        "a3 00 190100 01 412a 1802 00",
        "shortest-form",
        "§4.1",
    );
    // non-shortest inside body: {0: 0x18 0x01}
    reject(
        &o,
        EVENT,
        "a4 00 190100 01 412a 02 00 04 a1 00 1801",
        "shortest-form",
        "§4.1",
    );
    // swapped keys 1 and 0
    reject(&o, EVENT, "a3 01 412a 00 190100 02 00", "key-order", "§4.1");
    // duplicate key 2
    reject(
        &o,
        EVENT,
        "a4 00 190100 01 412a 02 00 02 00",
        "duplicate-key",
        "§4.1",
    );
    // duplicate key inside body
    reject(
        &o,
        EVENT,
        "a4 00 190100 01 412a 02 00 04 a2 00 00 00 00",
        "duplicate-key",
        "§4.1",
    );
    // indefinite-length payload map
    reject(
        &o,
        EVENT,
        "bf 00 190100 01 412a 02 00 ff",
        "indefinite-length",
        "§4.1",
    );
    // indefinite-length event_name (7f 61 78 ff)
    reject(
        &o,
        EVENT,
        "a4 00 190100 01 412a 02 00 03 7f6178ff",
        "indefinite-length",
        "§4.1",
    );
    // indefinite-length corr (5f 41 2a ff)
    reject(
        &o,
        EVENT,
        "a3 00 190100 01 5f412aff 02 00",
        "indefinite-length",
        "§4.1",
    );
    // truncated: the value of key 2 is missing
    reject(&o, EVENT, "a3 00 190100 01 412a 02", "truncated", "§4.1");
    // truncated: corr claims 0xffffffff bytes
    reject(
        &o,
        EVENT,
        "a3 00 190100 01 5affffffff 02 00",
        "truncated",
        "§4.1",
    );
    // truncated: map of 2^64-1 entries
    reject(&o, EVENT, "bbffffffffffffffff 00", "truncated", "§4.1");
    // empty payload
    reject(&o, EVENT, "", "truncated", "§4.1");
    // trailing byte
    reject(
        &o,
        EVENT,
        "a3 00 190100 01 412a 02 00 00",
        "trailing-bytes",
        "§4.1",
    );
    // invalid UTF-8 in event_name: 62 c3 28
    reject(
        &o,
        EVENT,
        "a4 00 190100 01 412a 02 00 03 62c328",
        "invalid-utf8",
        "§4.1",
    );
    // invalid UTF-8 in a text key (61 ff) after the integer keys
    reject(
        &o,
        EVENT,
        "a4 00 190100 01 412a 02 00 61ff 00",
        "invalid-utf8",
        "§4.1",
    );
    // float half 1.0 as event_class
    reject(&o, EVENT, "a3 00 190100 01 412a 02 f93c00", "float", "§4.1");
    // float64 0.0 in an unknown key
    reject(
        &o,
        EVENT,
        "a4 00 190100 01 412a 02 00 18 63 fb0000000000000000",
        "float",
        "§4.1",
    );
    // tag 0 on event_name
    reject(
        &o,
        EVENT,
        "a4 00 190100 01 412a 02 00 03 c06178",
        "tag",
        "§4.1",
    );
    // tagged corr: c2 41 2a
    reject(&o, EVENT, "a3 00 190100 01 c2412a 02 00", "tag", "§4.1");
    // undefined as ack
    reject(
        &o,
        EVENT,
        "a4 00 190100 01 412a 02 00 05 f7",
        "simple-value",
        "§4.1",
    );
    // simple(16) as ack
    reject(
        &o,
        EVENT,
        "a4 00 190100 01 412a 02 00 05 f0",
        "simple-value",
        "§4.1",
    );
    // stray break as a value
    reject(&o, EVENT, "a3 00 190100 01 412a 02 ff", "break", "§4.1");
    // additional info 28 on a uint
    reject(
        &o,
        EVENT,
        "a3 00 190100 01 412a 02 1c",
        "reserved-ai",
        "§4.1",
    );
}

// ------------------------------------------------------------------ D4

#[test]
fn d4_depth() {
    let o = interaction();
    assert_eq!(o.model().limits.max_depth, 16);
    // body {0: [[...[]...]]}: payload map L1, body L2, 14 arrays L3..L16 -> accepted.
    let ok = format!("a4 00 190100 01 412a 02 00 04 a1 00 {}80", "81".repeat(13));
    accept_same(&o, EVENT, &ok);
    // 15 arrays: the innermost is at level 17 -> refused.
    let deep = format!("a4 00 190100 01 412a 02 00 04 a1 00 {}80", "81".repeat(14));
    reject(&o, EVENT, &deep, "depth", "§4.1");
    // Same inside an unknown key (99): its value must still satisfy D4.
    // {.., 99: [[...]]} with 16 arrays: L2..L17.
    let deep = format!("a4 00 190100 01 412a 02 00 1863 {}80", "81".repeat(15));
    reject(&o, EVENT, &deep, "depth", "§4.1");
    let ok = format!("a4 00 190100 01 412a 02 00 1863 {}80", "81".repeat(14));
    let (_, canonical) = accept(&o, EVENT, &ok);
    assert_eq!(canonical, h(MIN_EVENT));
}

// ------------------------------------------------------------------ D5

#[test]
fn d5_map_and_keys() {
    let o = interaction();
    // payload is an array [0x100, h'2a', 0]
    reject(&o, EVENT, "83 190100 412a 00", "not-a-map", "§4.1");
    // payload is a uint
    reject(&o, EVENT, "00", "not-a-map", "§4.1");
    // unknown negative key -1 at top level
    reject(
        &o,
        EVENT,
        "a4 00 190100 01 412a 02 00 20 00",
        "unknown-negative-key",
        "§4.3",
    );
    // unknown negative key -1 even with a null value
    reject(
        &o,
        EVENT,
        "a4 00 190100 01 412a 02 00 20 f6",
        "unknown-negative-key",
        "§4.3",
    );
    // text key "a" at top level
    reject(
        &o,
        EVENT,
        "a4 00 190100 01 412a 02 00 6161 00",
        "non-integer-key",
        "§4.1",
    );
    // bstr key h'' at top level (40 sorts after 02)
    reject(
        &o,
        EVENT,
        "a4 00 190100 01 412a 02 00 40 00",
        "non-integer-key",
        "§4.1",
    );
    // unknown non-negative key 99 (18 63) is accepted and dropped from the canonical form
    let (_, c) = accept(&o, EVENT, "a4 00 190100 01 412a 02 00 1863 a1 20 00");
    assert_eq!(c, h(MIN_EVENT));
    // unknown key 6 between declared keys, with an arbitrary value
    let (_, c) = accept(&o, EVENT, "a4 00 190100 01 412a 02 00 06 82 6178 f5");
    assert_eq!(c, h(MIN_EVENT));
    // unknown key with u64::MAX
    let (_, c) = accept(
        &o,
        EVENT,
        "a4 00 190100 01 412a 02 00 1bffffffffffffffff 00",
    );
    assert_eq!(c, h(MIN_EVENT));
}

// ------------------------------------------------------------------ D6

#[test]
fn d6_frame_kind() {
    let o = interaction();
    // missing: {1: h'2a', 2: 0}
    reject(
        &o,
        EVENT,
        "a2 01 412a 02 00",
        "missing-required:frame_kind",
        "§4.2",
    );
    // null
    reject(
        &o,
        EVENT,
        "a3 00 f6 01 412a 02 00",
        "missing-required:frame_kind",
        "§4.2",
    );
    // bstr h'0100'
    reject(
        &o,
        EVENT,
        "a3 00 420100 01 412a 02 00",
        "wrong-type:frame_kind",
        "§4.2",
    );
    // negative -257
    reject(
        &o,
        EVENT,
        "a3 00 390100 01 412a 02 00",
        "wrong-type:frame_kind",
        "§4.2",
    );
    // 0x0101 on an INTERACT_EVENT header
    reject(
        &o,
        EVENT,
        "a3 00 190101 01 412a 02 00",
        "frame-kind-mismatch",
        "§4.2",
    );
    // 0x10100 (> u16) on an INTERACT_EVENT header
    reject(
        &o,
        EVENT,
        "a3 00 1a00010100 01 412a 02 00",
        "frame-kind-mismatch",
        "§4.2",
    );
    // a valid INTERACT_EVENT body under the EVENT_ACK header
    reject(&o, EVENT_ACK, MIN_EVENT, "frame-kind-mismatch", "§4.2");
}

// ------------------------------------------------------------------ D7

#[test]
fn d7_corr() {
    let o = interaction();
    // missing
    reject(&o, EVENT, "a2 00 190100 02 00", "corr-absent", "§4.2");
    // null
    reject(&o, EVENT, "a3 00 190100 01 f6 02 00", "corr-absent", "§4.2");
    // empty
    reject(&o, EVENT, "a3 00 190100 01 40 02 00", "len:corr", "§4.2");
    // text "x"
    reject(
        &o,
        EVENT,
        "a3 00 190100 01 6178 02 00",
        "wrong-type:corr",
        "§4.2",
    );
    // uint 1
    reject(
        &o,
        EVENT,
        "a3 00 190100 01 01 02 00",
        "wrong-type:corr",
        "§4.2",
    );
    // 64 bytes: 58 40 + 64 x 2a -> accepted
    let c64 = format!("a3 00 190100 01 5840{} 02 00", "2a".repeat(64));
    let (corr, _) = accept(&o, EVENT, &c64);
    assert_eq!(corr, Some(vec![0x2a; 64]));
    // 65 bytes: 58 41 + 65 x 2a -> refused
    let c65 = format!("a3 00 190100 01 5841{} 02 00", "2a".repeat(65));
    reject(&o, EVENT, &c65, "len:corr", "§4.2");
}

// ------------------------------------------------------------------ D8

#[test]
fn d8_null_is_absent() {
    let o = interaction();
    // event_name null -> dropped
    let (_, c) = accept(&o, EVENT, "a4 00 190100 01 412a 02 00 03 f6");
    assert_eq!(c, h(MIN_EVENT));
    // every optional field null
    let (_, c) = accept(&o, EVENT, "a6 00 190100 01 412a 02 00 03 f6 04 f6 05 f6");
    assert_eq!(c, h(MIN_EVENT));
    // required event_class null
    reject(
        &o,
        EVENT,
        "a3 00 190100 01 412a 02 f6",
        "missing-required:event_class",
        "§6.1",
    );
    // required prompt null
    reject(
        &o,
        PROMPT_REQ,
        "a4 00 190102 01 412a 02 01 03 f6",
        "missing-required:prompt",
        "§6.2",
    );
    // value null on a dismissed result: same as absent -> accepted
    let (_, c) = accept(&o, PROMPT_RESULT, "a4 00 190103 01 412a 02 01 03 f6");
    assert_eq!(c, h("a3 00 190103 01 412a 02 01"));
    // nested nulls are kept byte for byte: body {0: null}
    accept_same(&o, EVENT, "a4 00 190100 01 412a 02 00 04 a1 00 f6");
}

// ------------------------------------------------------------------ D9

#[test]
fn d9_types() {
    let o = interaction();
    // missing required event_class
    reject(
        &o,
        EVENT,
        "a2 00 190100 01 412a",
        "missing-required:event_class",
        "§6.1",
    );
    // missing required prompt
    reject(
        &o,
        PROMPT_REQ,
        "a3 00 190102 01 412a 02 01",
        "missing-required:prompt",
        "§6.2",
    );
    // missing required message on INTERACT_ERROR
    reject(
        &o,
        ERROR,
        "a3 00 190107 01 412a 02 08",
        "missing-required:message",
        "§8",
    );
    // event_class as text "0"
    reject(
        &o,
        EVENT,
        "a3 00 190100 01 412a 02 6130",
        "wrong-type:event_class",
        "§6.1",
    );
    // event_class negative -1
    reject(
        &o,
        EVENT,
        "a3 00 190100 01 412a 02 20",
        "wrong-type:event_class",
        "§6.1",
    );
    // event_name as bstr
    reject(
        &o,
        EVENT,
        "a4 00 190100 01 412a 02 00 03 4178",
        "wrong-type:event_name",
        "§6.1",
    );
    // ack as uint 1
    reject(
        &o,
        EVENT,
        "a4 00 190100 01 412a 02 00 05 01",
        "wrong-type:ack",
        "§6.1",
    );
    // body as array
    reject(
        &o,
        EVENT,
        "a4 00 190100 01 412a 02 00 04 80",
        "wrong-type:body",
        "§6.1",
    );
    // body with a negative key -1: unknown negative key (§4.3 applies to body)
    reject(
        &o,
        EVENT,
        "a4 00 190100 01 412a 02 00 04 a1 20 00",
        "unknown-negative-key:body",
        "§4.3",
    );
    // body {0: 0, -1: 0}
    reject(
        &o,
        EVENT,
        "a4 00 190100 01 412a 02 00 04 a2 00 00 20 00",
        "unknown-negative-key:body",
        "§4.3",
    );
    // body with a text key "a"
    reject(
        &o,
        EVENT,
        "a4 00 190100 01 412a 02 00 04 a1 6161 00",
        "wrong-type:body",
        "§6.1",
    );
    // one level only: body {0: {-1: "x"}} is opaque content -> accepted
    accept_same(&o, EVENT, "a4 00 190100 01 412a 02 00 04 a1 00 a1 20 6178");
    // schema map on a prompt with a negative key
    reject(
        &o,
        PROMPT_REQ,
        "a5 00 190102 01 412a 02 05 03 6171 05 a1 20 00",
        "unknown-negative-key:schema",
        "§4.3",
    );
    // context map on an approval with a negative key
    reject(
        &o,
        APPROVAL_REQ,
        "a4 00 190104 01 412a 02 6161 04 a1 20 00",
        "unknown-negative-key:context",
        "§4.3",
    );
    // options as a single text
    reject(
        &o,
        PROMPT_REQ,
        "a5 00 190102 01 412a 02 02 03 6171 04 6161",
        "wrong-type:options",
        "§6.2",
    );
    // options with a uint item
    reject(
        &o,
        PROMPT_REQ,
        "a5 00 190102 01 412a 02 02 03 6171 04 81 00",
        "wrong-type:options",
        "§6.2",
    );
    // options with a null item
    reject(
        &o,
        PROMPT_REQ,
        "a5 00 190102 01 412a 02 02 03 6171 04 82 6161 f6",
        "wrong-type:options",
        "§6.2",
    );
    // deadline_s negative
    reject(
        &o,
        PROMPT_REQ,
        "a5 00 190102 01 412a 02 01 03 6171 06 20",
        "wrong-type:deadline_s",
        "§6.2",
    );
    // value is `any`: a map with text keys is fine for plain decode
    accept_same(
        &o,
        PROMPT_RESULT,
        "a4 00 190103 01 412a 02 00 03 a1 6161 f4",
    );
}

// ------------------------------------------------------------------ D10

#[test]
fn d10_range() {
    let o = interaction();
    // event_class 255 accepted, 256 refused
    accept_same(&o, EVENT, "a3 00 190100 01 412a 02 18ff");
    reject(
        &o,
        EVENT,
        "a3 00 190100 01 412a 02 190100",
        "range:event_class",
        "§6.1",
    );
    // prompt_kind 0x1_0000_0000
    reject(
        &o,
        PROMPT_REQ,
        "a4 00 190102 01 412a 02 1b0000000100000000 03 6171",
        "range:prompt_kind",
        "§6.2",
    );
    // severity 256
    reject(
        &o,
        APPROVAL_REQ,
        "a4 00 190104 01 412a 02 6161 03 190100",
        "range:severity",
        "§6.3",
    );
}

// ------------------------------------------------------------------ D11

#[test]
fn d11_unrecognized_enum_values() {
    let o = interaction();
    // event_class 0x99 (private use)
    accept_same(&o, EVENT, "a3 00 190100 01 412a 02 1899");
    // prompt_kind 0x06 (unassigned)
    accept_same(&o, PROMPT_REQ, "a4 00 190102 01 412a 02 06 03 6171");
    // outcome 9, no value
    accept_same(&o, PROMPT_RESULT, "a3 00 190103 01 412a 02 09");
    // decision 7
    accept_same(&o, APPROVAL_RESULT, "a3 00 190105 01 412a 02 07");
    // cancel reason 0xffff
    accept_same(&o, CANCEL, "a3 00 190106 01 412a 02 19ffff");
    // error code 99
    accept_same(&o, ERROR, "a4 00 190107 01 412a 02 1863 03 616d");
    // severity 0x04
    accept_same(&o, APPROVAL_REQ, "a4 00 190104 01 412a 02 6161 03 04");
}

// ------------------------------------------------------------------ D12

#[test]
fn d12_choice_options_required() {
    let o = interaction();
    // choice (2) without options
    reject(
        &o,
        PROMPT_REQ,
        "a4 00 190102 01 412a 02 02 03 6171",
        "choice-options-required",
        "§6.2",
    );
    // multi_choice (3) without options
    reject(
        &o,
        PROMPT_REQ,
        "a4 00 190102 01 412a 02 03 03 6171",
        "choice-options-required",
        "§6.2",
    );
    // choice with options = [] (empty)
    reject(
        &o,
        PROMPT_REQ,
        "a5 00 190102 01 412a 02 02 03 6171 04 80",
        "choice-options-required",
        "§6.2",
    );
    // choice with options = null
    reject(
        &o,
        PROMPT_REQ,
        "a5 00 190102 01 412a 02 02 03 6171 04 f6",
        "choice-options-required",
        "§6.2",
    );
    // multi_choice with ["a", "b"]
    accept_same(
        &o,
        PROMPT_REQ,
        "a5 00 190102 01 412a 02 03 03 6171 04 82 6161 6162",
    );
    // text (1) without options, and text with empty options: not constrained
    accept_same(&o, PROMPT_REQ, "a4 00 190102 01 412a 02 01 03 6171");
    accept_same(&o, PROMPT_REQ, "a5 00 190102 01 412a 02 01 03 6171 04 80");
}

#[test]
fn d12_value_only_when_answered() {
    let o = interaction();
    // answered (0) with value true
    accept_same(&o, PROMPT_RESULT, "a4 00 190103 01 412a 02 00 03 f5");
    // answered without value is fine for plain decode (D13 decides)
    accept_same(&o, PROMPT_RESULT, "a3 00 190103 01 412a 02 00");
    // dismissed (1) with a value
    reject(
        &o,
        PROMPT_RESULT,
        "a4 00 190103 01 412a 02 01 03 f5",
        "value-only-when-answered",
        "§6.2",
    );
    // deferred (2) with a value
    reject(
        &o,
        PROMPT_RESULT,
        "a4 00 190103 01 412a 02 02 03 00",
        "value-only-when-answered",
        "§6.2",
    );
    // unrecognized outcome 5 with a value
    reject(
        &o,
        PROMPT_RESULT,
        "a4 00 190103 01 412a 02 05 03 00",
        "value-only-when-answered",
        "§6.2",
    );
}

#[test]
fn d12_approval_id_iff_held() {
    let o = interaction();
    // approval_held (6) with approval_id "i"
    accept_same(&o, ERROR, "a5 00 190107 01 412a 02 06 03 616d 05 6169");
    // approval_held without approval_id
    reject(
        &o,
        ERROR,
        "a4 00 190107 01 412a 02 06 03 616d",
        "approval-id-iff-held",
        "§8.1",
    );
    // approval_held with approval_id null
    reject(
        &o,
        ERROR,
        "a5 00 190107 01 412a 02 06 03 616d 05 f6",
        "approval-id-iff-held",
        "§8.1",
    );
    // policy_denied (5) with approval_id
    reject(
        &o,
        ERROR,
        "a5 00 190107 01 412a 02 05 03 616d 05 6169",
        "approval-id-iff-held",
        "§8.1",
    );
    // policy_denied without approval_id
    accept_same(&o, ERROR, "a4 00 190107 01 412a 02 05 03 616d");
    // approval_id of the wrong type is a type error first
    reject(
        &o,
        ERROR,
        "a5 00 190107 01 412a 02 06 03 616d 05 00",
        "wrong-type:approval_id",
        "§8.1",
    );
}

#[test]
fn d13_plain_check_ignores_cross_frame() {
    let o = interaction();
    // answered with a value of any type is accepted by plain check
    accept_same(&o, PROMPT_RESULT, "a4 00 190103 01 412a 02 00 03 6178");
    accept_same(&o, PROMPT_RESULT, "a4 00 190103 01 412a 02 00 03 18ff");
}
