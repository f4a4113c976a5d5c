//! The straight-line path over a map's declared one-byte keys
//! (each declared key tested in ascending order, the loop reads what is left)
//! must give the loop's verdicts: duplicates and out-of-order keys after it,
//! declared keys it does not take, unknown keys, fewer entries than the keys
//! that follow, a map without the `frame_kind` prefix, an explicit null
//! (RFC 8949 §4.2.1, spec §4.1, §4.3). The payloads are INTERACT_PROMPT_REQ
//! (`0x0102`, §6.2) built by hand, and WORKFLOW_SUBMIT_REQ (`0x0100`, §6.1)
//! for a run of optional keys the path skips in one test.
#![forbid(unsafe_code)]

use npamp_generated::interaction::{self, Frame, PromptKind};
use npamp_generated::rt::Channel;
use npamp_generated::{Profile, Rule};

/// `"Your name?"` as a CBOR text string.
const PROMPT: [u8; 11] = [
    0x6a, b'Y', b'o', b'u', b'r', b' ', b'n', b'a', b'm', b'e', b'?',
];

/// A map head of `n` entries, `frame_kind` 0x0102, then `rest`.
fn prompt_req(n: u8, rest: &[&[u8]]) -> Vec<u8> {
    let mut p = vec![0xa0 | n, 0x00, 0x19, 0x01, 0x02];
    for r in rest {
        p.extend_from_slice(r);
    }
    p
}

const CORR: &[u8] = &[0x01, 0x41, 0x2a]; // 1: h'2a'
const KIND_TEXT: &[u8] = &[0x02, 0x01]; // 2: text
const DEADLINE: &[u8] = &[0x06, 0x18, 0x3c]; // 6: 60

fn prompt_key() -> Vec<u8> {
    let mut v = vec![0x03];
    v.extend_from_slice(&PROMPT);
    v
}

/// The typed decode's refusal of `payload`, asserted to be `Channel::check`'s.
fn agreed<F, S>(
    typed: Result<F, npamp_generated::DecodeError>,
    checked: Result<S, npamp_generated::DecodeError>,
    payload: &[u8],
) -> Option<Rule> {
    let typed = typed.err().map(|e| e.rule());
    let checked = checked.err().map(|e| e.rule());
    assert_eq!(
        typed, checked,
        "typed decode and Channel::check disagree on {payload:02x?}"
    );
    typed
}

fn rule_of(payload: &[u8], profile: Profile) -> Option<Rule> {
    agreed(
        interaction::decode_with(0x0102, payload, profile),
        interaction::CHANNEL.check(0x0102, payload, profile),
        payload,
    )
}

#[test]
fn declared_keys_in_order_are_read_and_kept() {
    let p = prompt_req(5, &[CORR, KIND_TEXT, &prompt_key(), DEADLINE]);
    let Ok(Frame::PromptReq(f)) = interaction::decode(0x0102, &p) else {
        panic!("refused: {p:02x?}");
    };
    assert_eq!(f.corr, &[0x2a]);
    assert!(matches!(f.prompt_kind, PromptKind::Text));
    assert_eq!(f.prompt, "Your name?");
    assert_eq!(f.deadline_s, Some(60));
    assert!(f.options.is_none() && f.schema.is_none());
}

#[test]
fn keys_the_straight_line_does_not_take_are_read_by_the_loop() {
    // 1, 2, 3, 5 (`schema`, a map: not on the straight line), 6: the loop reads 5 and 6.
    let p = prompt_req(
        6,
        &[
            CORR,
            KIND_TEXT,
            &prompt_key(),
            &[0x05, 0xa1, 0x00, 0x00],
            DEADLINE,
        ],
    );
    let Ok(Frame::PromptReq(f)) = interaction::decode(0x0102, &p) else {
        panic!("refused: {p:02x?}");
    };
    assert!(f.schema.is_some());
    assert_eq!(f.deadline_s, Some(60));
    assert_eq!(rule_of(&p, Profile::Minimum), None);
    // An unknown key (20) after the declared ones is ignored (§4.3).
    let p = prompt_req(5, &[CORR, KIND_TEXT, &prompt_key(), &[0x14, 0x00]]);
    assert_eq!(rule_of(&p, Profile::Strict), None);
    // A declared key after an unknown one is out of order.
    let p = prompt_req(5, &[CORR, KIND_TEXT, &[0x14, 0x00], &prompt_key()]);
    assert_eq!(rule_of(&p, Profile::Strict), Some(Rule::KeyOrder));
}

#[test]
fn a_duplicate_or_a_key_out_of_order_after_the_straight_line_is_refused() {
    // 1, 1: a duplicate right after the first declared key.
    let p = prompt_req(5, &[CORR, CORR, KIND_TEXT, &prompt_key()]);
    assert_eq!(rule_of(&p, Profile::Strict), Some(Rule::DuplicateKey));
    assert_eq!(rule_of(&p, Profile::Minimum), Some(Rule::DuplicateKey));
    // 1, 2, 3, 2: below the last key, not equal to it.
    let p = prompt_req(5, &[CORR, KIND_TEXT, &prompt_key(), KIND_TEXT]);
    assert_eq!(rule_of(&p, Profile::Strict), Some(Rule::KeyOrder));
    // 2, 1: out of order at the start.
    let p = prompt_req(4, &[KIND_TEXT, CORR, &prompt_key()]);
    assert_eq!(rule_of(&p, Profile::Strict), Some(Rule::KeyOrder));
    // 1, 3, 2: a declared key skipped, then taken out of order.
    let p = prompt_req(4, &[CORR, &prompt_key(), KIND_TEXT]);
    assert_eq!(rule_of(&p, Profile::Strict), Some(Rule::KeyOrder));
    // 1, 2, 3, 3.
    let p = prompt_req(5, &[CORR, KIND_TEXT, &prompt_key(), &prompt_key()]);
    assert_eq!(rule_of(&p, Profile::Strict), Some(Rule::DuplicateKey));
}

#[test]
fn keys_past_the_map_head_count_are_not_read_as_entries() {
    // The head says 3 entries (0, 1, 2): key 3 and its text are trailing bytes,
    // and `prompt` (required) is missing from the map; the CBOR-level fault wins.
    let p = prompt_req(3, &[CORR, KIND_TEXT, &prompt_key()]);
    assert_eq!(rule_of(&p, Profile::Strict), Some(Rule::TrailingBytes));
    // The head says 4, and the map ends after them: the frame is whole.
    let p = prompt_req(4, &[CORR, KIND_TEXT, &prompt_key()]);
    assert_eq!(rule_of(&p, Profile::Strict), None);
}

#[test]
fn a_map_without_the_frame_kind_prefix_takes_the_loop() {
    // frame_kind missing: keys 1, 2, 3 only (§4.1: required key missing).
    let mut p = vec![0xa3];
    p.extend_from_slice(CORR);
    p.extend_from_slice(KIND_TEXT);
    p.extend_from_slice(&prompt_key());
    assert_eq!(rule_of(&p, Profile::Strict), Some(Rule::MissingRequired));
    // The wrong frame_kind constant (0x0100) falls back to the loop's check.
    let mut p = vec![0xa4, 0x00, 0x19, 0x01, 0x00];
    p.extend_from_slice(CORR);
    p.extend_from_slice(KIND_TEXT);
    p.extend_from_slice(&prompt_key());
    assert_eq!(rule_of(&p, Profile::Strict), Some(Rule::FrameKindMismatch));
}

#[test]
fn a_wrong_type_on_the_straight_line_is_refused_at_its_field() {
    // 2: a text where prompt_kind (an enum uint) belongs.
    let p = prompt_req(4, &[CORR, &[0x02, 0x61, b'x'], &prompt_key()]);
    assert_eq!(rule_of(&p, Profile::Strict), Some(Rule::WrongType));
    // 1: an empty corr (§4.2: 1 to 64 bytes).
    let p = prompt_req(4, &[&[0x01, 0x40], KIND_TEXT, &prompt_key()]);
    assert_eq!(rule_of(&p, Profile::Strict), Some(Rule::Empty));
}

#[test]
fn an_explicit_null_on_the_straight_line_is_absence_where_the_channel_says_so() {
    // Interaction's text makes an explicit null absence (`null_is_absent`):
    // 6: null is no deadline, and the keys after it are still read.
    let p = prompt_req(
        6,
        &[CORR, KIND_TEXT, &prompt_key(), &[0x06, 0xf6], &[0x14, 0x00]],
    );
    let Ok(Frame::PromptReq(f)) = interaction::decode(0x0102, &p) else {
        panic!("refused: {p:02x?}");
    };
    assert_eq!(f.deadline_s, None);
    assert_eq!(rule_of(&p, Profile::Minimum), None);
    // A null for a required key is its absence: `prompt` missing.
    let p = prompt_req(4, &[CORR, KIND_TEXT, &[0x03, 0xf6]]);
    assert_eq!(rule_of(&p, Profile::Strict), Some(Rule::MissingRequired));
}

/// WORKFLOW_SUBMIT_REQ (`0x0100`, §6.1): its optional one-byte keys 3 and 5
/// to 9 form a run that the straight line enters only when the next key byte
/// lies in 3..=9. Entries after the `frame_kind` prefix, in order.
fn submit_req(entries: &[&[u8]]) -> Vec<u8> {
    let n = u8::try_from(entries.len() + 1).unwrap_or(0);
    let mut p = vec![0xa0 | n, 0x00, 0x19, 0x01, 0x00];
    for e in entries {
        p.extend_from_slice(e);
    }
    p
}

const WF_CORR: &[u8] = &[0x01, 0x41, 0x63]; // 1: h'63'
const WF_TYPE: &[u8] = &[0x02, 0x61, b's']; // 2: "s"
const WF_EFFECT: &[u8] = &[0x0b, 0x01]; // 11: 1
const WF_PRIORITY: &[u8] = &[0x05, 0x07]; // 5: 7
const WF_IDEM: &[u8] = &[0x09, 0x61, b'k']; // 9: "k"

fn wf_rule(payload: &[u8]) -> Option<Rule> {
    use npamp_generated::workflow;
    agreed(
        workflow::decode(0x0100, payload),
        workflow::CHANNEL.check(0x0100, payload, Profile::Strict),
        payload,
    )
}

#[test]
fn a_run_of_optional_keys_is_skipped_as_a_whole_or_read_key_by_key() {
    use npamp_generated::workflow::{self, Frame};
    // None of the run: the next key byte (11) is past it.
    let p = submit_req(&[WF_CORR, WF_TYPE, WF_EFFECT]);
    let Ok(Frame::SubmitReq(f)) = workflow::decode(0x0100, &p) else {
        panic!("refused: {p:02x?}");
    };
    assert_eq!((f.corr, f.task_type, f.effect.raw()), (&[0x63][..], "s", 1));
    assert!(f.input.is_none() && f.priority.is_none() && f.idempotency_key.is_none());
    // Its first and last keys but one (5) and its last (9), kept.
    let p = submit_req(&[WF_CORR, WF_TYPE, WF_PRIORITY, WF_IDEM, WF_EFFECT]);
    let Ok(Frame::SubmitReq(f)) = workflow::decode(0x0100, &p) else {
        panic!("refused: {p:02x?}");
    };
    assert_eq!((f.priority, f.idempotency_key), (Some(7), Some("k")));
    assert!(f.deadline.is_none() && f.actor_type.is_none());
    // 4 (`params`, a map: not on the straight line) inside the run's range,
    // then 7: the run takes neither, the loop reads both.
    let p = submit_req(&[
        WF_CORR,
        WF_TYPE,
        &[0x04, 0xa0],
        &[0x07, 0x61, b'a'],
        WF_EFFECT,
    ]);
    let Ok(Frame::SubmitReq(f)) = workflow::decode(0x0100, &p) else {
        panic!("refused: {p:02x?}");
    };
    assert!(f.params.is_some());
    assert_eq!(f.actor_type, Some("a"));
    // 10 (`scope`, a map) past the run, then 11: read by the loop.
    let p = submit_req(&[WF_CORR, WF_TYPE, &[0x0a, 0xa0], WF_EFFECT]);
    assert_eq!(wf_rule(&p), None);
}

#[test]
fn order_and_duplicates_inside_a_run_are_the_loops_verdicts() {
    // 9 then 5: out of order inside the run.
    let p = submit_req(&[WF_CORR, WF_TYPE, WF_IDEM, WF_PRIORITY, WF_EFFECT]);
    assert_eq!(wf_rule(&p), Some(Rule::KeyOrder));
    // 5, 5.
    let p = submit_req(&[WF_CORR, WF_TYPE, WF_PRIORITY, WF_PRIORITY, WF_EFFECT]);
    assert_eq!(wf_rule(&p), Some(Rule::DuplicateKey));
    // 11 then 5: a run key after the key that follows the run.
    let p = submit_req(&[WF_CORR, WF_TYPE, WF_EFFECT, WF_PRIORITY]);
    assert_eq!(wf_rule(&p), Some(Rule::KeyOrder));
    // 5 with a text value: the run's arm refuses it at the field.
    let p = submit_req(&[WF_CORR, WF_TYPE, &[0x05, 0x61, b'x'], WF_EFFECT]);
    assert_eq!(wf_rule(&p), Some(Rule::WrongType));
}
