//! Canonical round trip for every frame type of both channels, the canonical
//! form of accepted payloads (SEMANTICS.md "Outcome and canonical form"), the
//! §8 error-reply builders (§8.2: only the generic message), the wire outcome
//! (`outcome`), D1 `unknown_operation`, and unrecognized enum values.
//! Inputs and expected encodings are hand-written bytes.
#![forbid(unsafe_code)]

mod common;

use common::{cat, iok, it, ok, refused_with, wok, wt};
use npamp_generated::rt::{NoReply, Outcome};
use npamp_generated::{interaction, workflow, Profile, Rule};

const I: &str = "interaction";
const W: &str = "workflow";

/// The strict refusal of an Interaction payload.
#[track_caller]
fn ierr(ft: u16, p: &[u8]) -> npamp_generated::DecodeError {
    refused_with(I, ft, p, Profile::Strict)
}

/// The strict refusal of a Workflow payload.
#[track_caller]
fn werr(ft: u16, p: &[u8]) -> npamp_generated::DecodeError {
    refused_with(W, ft, p, Profile::Strict)
}

const MALFORMED: Outcome = Outcome::Code {
    value: 1,
    name: Some("malformed_request"),
};
const UNKNOWN: Outcome = Outcome::Code {
    value: 2,
    name: Some("unknown_operation"),
};

#[track_caller]
fn i_roundtrip(ft: u16, p: &[u8]) {
    ok(I, ft, p);
    let f = iok(ft, p);
    assert_eq!(f.frame_type().code(), ft);
    assert_eq!(f.to_vec(), p, "interaction {ft:#06x} re-encoding differs");
    assert_eq!(f.encoded_len(), p.len());
    let mut out = vec![0xee];
    f.encode(&mut out);
    assert_eq!(&out[1..], p, "encode appends");
    let mut buf = vec![0u8; p.len()];
    assert_eq!(f.encode_to_slice(&mut buf), Ok(p.len()));
    assert_eq!(buf, p, "encode_to_slice into an exact buffer");
    f.validate().expect("a decoded frame validates");
    f.validate_with(Profile::Minimum)
        .expect("and under minimum");
}

#[track_caller]
fn w_roundtrip(ft: u16, p: &[u8]) {
    ok(W, ft, p);
    let f = wok(ft, p);
    assert_eq!(f.frame_type().code(), ft);
    assert_eq!(f.to_vec(), p, "workflow {ft:#06x} re-encoding differs");
    assert_eq!(f.encoded_len(), p.len());
    f.validate().expect("a decoded frame validates");
}

// ============================================================ round trip, Interaction

#[test]
fn roundtrip_interaction_event() {
    // §6.1 {0: 0x0100, 1: h'2a', 2: 1, 3: "n", 4: {0: "x"}, 5: true}
    let p = [
        0xa6, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x01, 0x03, 0x61, 0x6e, 0x04, 0xa1,
        0x00, 0x61, 0x78, 0x05, 0xf5,
    ];
    i_roundtrip(it::EVENT, &p);
    let e = interaction::Event::decode(&p).unwrap();
    assert_eq!(e.event_class, interaction::EventClass::Notice);
    assert_eq!(e.event_name, Some("n"));
    assert_eq!(e.ack, Some(true));
    assert_eq!(e.to_vec(), p);
}

#[test]
fn roundtrip_interaction_event_ack() {
    // §6.1 {0: 0x0101, 1: h'2a'}
    let p = [0xa2, 0x00, 0x19, 0x01, 0x01, 0x01, 0x41, 0x2a];
    i_roundtrip(it::EVENT_ACK, &p);
    assert_eq!(interaction::EventAck::decode(&p).unwrap().to_vec(), p);
}

#[test]
fn roundtrip_interaction_prompt_req() {
    // §6.2 {0: 0x0102, 1: h'2a', 2: 2, 3: "q", 4: ["a", "b"], 5: {1: 2}, 6: 30}
    let p = [
        0xa7, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x02, 0x03, 0x61, 0x71, 0x04, 0x82,
        0x61, 0x61, 0x61, 0x62, 0x05, 0xa1, 0x01, 0x02, 0x06, 0x18, 0x1e,
    ];
    i_roundtrip(it::PROMPT_REQ, &p);
    let q = interaction::PromptReq::decode(&p).unwrap();
    assert_eq!(q.prompt_kind, interaction::PromptKind::Choice);
    assert_eq!(q.deadline_s, Some(30));
    assert_eq!(
        q.schema.as_ref().map(|m| m.as_bytes()),
        Some(&[0xa1, 0x01, 0x02][..])
    );
}

#[test]
fn roundtrip_interaction_prompt_result() {
    // §6.2 {0: 0x0103, 1: h'2a', 2: 0, 3: 1}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0x01,
    ];
    i_roundtrip(it::PROMPT_RESULT, &p);
    // §6.2 {0: 0x0103, 1: h'2a', 2: 0, 3: {0: [1, "x"], 1: h'ff'}} — value kept byte for byte
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0xa2, 0x00, 0x82, 0x01,
        0x61, 0x78, 0x01, 0x41, 0xff,
    ];
    i_roundtrip(it::PROMPT_RESULT, &p);
}

#[test]
fn roundtrip_interaction_approval_req() {
    // §6.3 {0: 0x0104, 1: h'2a', 2: "rm", 3: 3, 4: {0: h''}, 5: 60}
    let p = [
        0xa6, 0x00, 0x19, 0x01, 0x04, 0x01, 0x41, 0x2a, 0x02, 0x62, 0x72, 0x6d, 0x03, 0x03, 0x04,
        0xa1, 0x00, 0x40, 0x05, 0x18, 0x3c,
    ];
    i_roundtrip(it::APPROVAL_REQ, &p);
    let a = interaction::ApprovalReq::decode(&p).unwrap();
    assert_eq!(a.severity, Some(interaction::Severity::Critical));
}

#[test]
fn roundtrip_interaction_approval_result() {
    // §6.3 {0: 0x0105, 1: h'2a', 2: 1, 3: "no"}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x05, 0x01, 0x41, 0x2a, 0x02, 0x01, 0x03, 0x62, 0x6e, 0x6f,
    ];
    i_roundtrip(it::APPROVAL_RESULT, &p);
    let r = interaction::ApprovalResult::decode(&p).unwrap();
    assert_eq!(r.decision, interaction::Decision::Denied);
}

#[test]
fn roundtrip_interaction_cancel() {
    // §6.4 {0: 0x0106, 1: h'2a', 2: 2}
    let p = [0xa3, 0x00, 0x19, 0x01, 0x06, 0x01, 0x41, 0x2a, 0x02, 0x02];
    i_roundtrip(it::CANCEL, &p);
    let c = interaction::Cancel::decode(&p).unwrap();
    assert_eq!(c.reason, Some(interaction::CancelReason::Superseded));
}

#[test]
fn roundtrip_interaction_error() {
    // §8 {0: 0x0107, 1: h'2a', 2: 6, 3: "m", 4: 5, 5: "ap1"}
    let p = [
        0xa6, 0x00, 0x19, 0x01, 0x07, 0x01, 0x41, 0x2a, 0x02, 0x06, 0x03, 0x61, 0x6d, 0x04, 0x05,
        0x05, 0x63, 0x61, 0x70, 0x31,
    ];
    i_roundtrip(it::ERROR, &p);
}

// ============================================================ round trip, Workflow

#[test]
fn roundtrip_workflow_submit_req() {
    // §6.1 {0: 0x0100, 1: h'2a', 2: "t", 3: h'01', 4: {0: 1}, 5: 1,
    //       6: "2026-12-07T00:00:00Z" (an RFC 3339 deadline), 7: "a", 8: "i", 9: "k",
    //       10: {"s": 1}, 11: 0}
    let p = [
        0xac, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74, 0x03, 0x41, 0x01, 0x04,
        0xa1, 0x00, 0x01, 0x05, 0x01, 0x06, 0x74, 0x32, 0x30, 0x32, 0x36, 0x2d, 0x31, 0x32, 0x2d,
        0x30, 0x37, 0x54, 0x30, 0x30, 0x3a, 0x30, 0x30, 0x3a, 0x30, 0x30, 0x5a, 0x07, 0x61, 0x61,
        0x08, 0x61, 0x69, 0x09, 0x61, 0x6b, 0x0a, 0xa1, 0x61, 0x73, 0x01, 0x0b, 0x00,
    ];
    w_roundtrip(wt::SUBMIT_REQ, &p);
    let s = workflow::SubmitReq::decode(&p).unwrap();
    assert_eq!(s.effect, workflow::Effect::ReadOnly);
    assert_eq!(s.input, Some(&[0x01][..]));
    assert_eq!(s.idempotency_key, Some("k"));
}

#[test]
fn roundtrip_workflow_submit_result() {
    // §6.1 {0: 0x0101, 1: h'2a', 2: "t", 3: 0}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x01, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74, 0x03, 0x00,
    ];
    w_roundtrip(wt::SUBMIT_RESULT, &p);
}

#[test]
fn roundtrip_workflow_status_req() {
    // §6.2 {0: 0x0102, 1: h'2a', 2: "t"}
    let p = [
        0xa3, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74,
    ];
    w_roundtrip(wt::STATUS_REQ, &p);
}

#[test]
fn roundtrip_workflow_status_result() {
    // §6.2 {0: 0x0103, 1: h'2a', 2: "t", 3: 1, 4: 2, 5: "s", 6: 50, 7: "d"}
    let p = [
        0xa8, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74, 0x03, 0x01, 0x04, 0x02,
        0x05, 0x61, 0x73, 0x06, 0x18, 0x32, 0x07, 0x61, 0x64,
    ];
    w_roundtrip(wt::STATUS_RESULT, &p);
}

#[test]
fn roundtrip_workflow_cancel_req() {
    // §6.3 {0: 0x0104, 1: h'2a', 2: "t", 3: "r"}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x04, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74, 0x03, 0x61, 0x72,
    ];
    w_roundtrip(wt::CANCEL_REQ, &p);
}

#[test]
fn roundtrip_workflow_cancel_result() {
    // §6.3 {0: 0x0105, 1: h'2a', 2: "t", 3: 4}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x05, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74, 0x03, 0x04,
    ];
    w_roundtrip(wt::CANCEL_RESULT, &p);
}

#[test]
fn roundtrip_workflow_step_event() {
    // §6.4 {0: 0x0106, 2: "t", 3: 7, 4: 1, 5: 2, 6: "s", 7: 40, 8: h'00', 9: "d"}
    let p = [
        0xa9, 0x00, 0x19, 0x01, 0x06, 0x02, 0x61, 0x74, 0x03, 0x07, 0x04, 0x01, 0x05, 0x02, 0x06,
        0x61, 0x73, 0x07, 0x18, 0x28, 0x08, 0x41, 0x00, 0x09, 0x61, 0x64,
    ];
    w_roundtrip(wt::STEP_EVENT, &p);
    assert_eq!(wok(wt::STEP_EVENT, &p).corr(), None);
}

#[test]
fn roundtrip_workflow_complete() {
    // §6.5 {0: 0x0107, 2: "t", 3: 8, 4: 3, 5: h'ff', 6: 6, 7: "d"}
    let p = [
        0xa7, 0x00, 0x19, 0x01, 0x07, 0x02, 0x61, 0x74, 0x03, 0x08, 0x04, 0x03, 0x05, 0x41, 0xff,
        0x06, 0x06, 0x07, 0x61, 0x64,
    ];
    w_roundtrip(wt::COMPLETE, &p);
    let c = workflow::Complete::decode(&p).unwrap();
    assert_eq!(c.state, workflow::TaskState::Failed);
    assert_eq!(c.error_code, Some(workflow::ErrorCode::InternalError));
}

#[test]
fn roundtrip_workflow_error() {
    // §8 {0: 0x0108, 1: h'2a', 2: 4, 3: "m", 4: 9, 5: "ap"}
    let p = [
        0xa6, 0x00, 0x19, 0x01, 0x08, 0x01, 0x41, 0x2a, 0x02, 0x04, 0x03, 0x61, 0x6d, 0x04, 0x09,
        0x05, 0x62, 0x61, 0x70,
    ];
    w_roundtrip(wt::ERROR, &p);
}

// ============================================================ canonical form

#[test]
fn canonical_form_drops_top_level_unknown_keys_and_nulls() {
    // {0: 0x0100, 1: h'2a', 2: 0, 3: null, 6: [1], 24: {0: 0}}
    let p = [
        0xa6, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0xf6, 0x06, 0x81, 0x01,
        0x18, 0x18, 0xa1, 0x00, 0x00,
    ];
    // {0: 0x0100, 1: h'2a', 2: 0}
    let canonical = [0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00];
    let f = iok(it::EVENT, &p);
    assert_eq!(f.to_vec(), canonical);
    assert_eq!(f.encoded_len(), canonical.len());
}

#[test]
fn canonical_form_keeps_nested_maps_byte_for_byte() {
    // {0: 0x0100, 1: h'2a', 2: 0, 4: {0: null, 7: {-1: "x"}, 99: []}, 9: null}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x04, 0xa3, 0x00, 0xf6, 0x07,
        0xa1, 0x20, 0x61, 0x78, 0x18, 0x63, 0x80, 0x09, 0xf6,
    ];
    // {0: 0x0100, 1: h'2a', 2: 0, 4: {0: null, 7: {-1: "x"}, 99: []}}
    let canonical = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x04, 0xa3, 0x00, 0xf6, 0x07,
        0xa1, 0x20, 0x61, 0x78, 0x18, 0x63, 0x80,
    ];
    assert_eq!(iok(it::EVENT, &p).to_vec(), canonical);
    // Workflow scope (any-keyed) is kept as is, top-level unknown key 12 is dropped:
    // SUBMIT_REQ {0: 0x0100, 1: h'2a', 2: "t", 10: {-1: null, "b": 0}, 11: 3, 12: 0}
    let p = [
        0xa6, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74, 0x0a, 0xa2, 0x20, 0xf6,
        0x61, 0x62, 0x00, 0x0b, 0x03, 0x0c, 0x00,
    ];
    // {0: 0x0100, 1: h'2a', 2: "t", 10: {-1: null, "b": 0}, 11: 3}
    let canonical = [
        0xa5, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74, 0x0a, 0xa2, 0x20, 0xf6,
        0x61, 0x62, 0x00, 0x0b, 0x03,
    ];
    assert_eq!(wok(wt::SUBMIT_REQ, &p).to_vec(), canonical);
}

#[test]
fn canonical_form_drops_null_corr_on_corr_absent_frames() {
    // STEP_EVENT {0: 0x0106, 1: null, 2: "t", 3: 0, 4: 1}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x06, 0x01, 0xf6, 0x02, 0x61, 0x74, 0x03, 0x00, 0x04, 0x01,
    ];
    // {0: 0x0106, 2: "t", 3: 0, 4: 1}
    let canonical = [
        0xa4, 0x00, 0x19, 0x01, 0x06, 0x02, 0x61, 0x74, 0x03, 0x00, 0x04, 0x01,
    ];
    assert_eq!(wok(wt::STEP_EVENT, &p).to_vec(), canonical);
}

// ============================================================ §8 error replies

/// INTERACT_ERROR {0: 0x0107, 1: h'2a', 2: code, 3: message}
fn i_error_bytes(code: u8, message: &str) -> Vec<u8> {
    assert!(code < 24 && message.len() < 24);
    cat(&[
        &[
            0xa4, 0x00, 0x19, 0x01, 0x07, 0x01, 0x41, 0x2a, 0x02, code, 0x03,
        ],
        &[0x60 | message.len() as u8],
        message.as_bytes(),
    ])
}

/// WORKFLOW_ERROR {0: 0x0108, 1: h'2a', 2: code, 3: message}
fn w_error_bytes(code: u8, message: &str) -> Vec<u8> {
    assert!(code < 24 && message.len() < 24);
    cat(&[
        &[
            0xa4, 0x00, 0x19, 0x01, 0x08, 0x01, 0x41, 0x2a, 0x02, code, 0x03,
        ],
        &[0x60 | message.len() as u8],
        message.as_bytes(),
    ])
}

#[test]
fn s8_2_interaction_reply_builder_echoes_corr_and_generic_message() {
    use interaction::ErrorCode as C;
    // The messages of NPAMP-INTERACT §8, hand-copied from the schema.
    let table = [
        (C::MalformedRequest, 1, "malformed request"),
        (C::UnknownOperation, 2, "unknown operation"),
        (C::UnsupportedPrompt, 3, "unsupported prompt kind"),
        (C::NoHuman, 4, "no human party attached"),
        (C::PolicyDenied, 5, "denied by policy"),
        (C::ApprovalHeld, 6, "approval held for a human decision"),
        (C::TimedOut, 7, "timed out"),
        (C::InternalError, 8, "internal error"),
    ];
    for (code, raw, msg) in table {
        let r = interaction::ErrorFrame::reply(&[0x2a], code);
        assert_eq!(r.corr, &[0x2a]);
        assert_eq!(r.code.raw(), raw);
        assert_eq!(r.message, msg);
        assert_eq!(r.retry_after_s, None);
        assert_eq!(r.approval_id, None);
    }
    // Byte-exact: {0: 0x0107, 1: h'2a', 2: 5, 3: "denied by policy"}
    let r = interaction::ErrorFrame::reply(&[0x2a], C::PolicyDenied);
    assert_eq!(r.to_vec(), i_error_bytes(5, "denied by policy"));
    r.validate().unwrap();
}

#[test]
fn s8_2_workflow_reply_builder_echoes_corr_and_generic_message() {
    use workflow::ErrorCode as C;
    // The messages of NPAMP-WORKFLOW §8, hand-copied from the schema.
    let table = [
        (C::MalformedRequest, 1, "malformed request"),
        (C::UnknownOperation, 2, "unknown operation"),
        (C::PolicyDenied, 3, "denied by policy"),
        (C::ApprovalRequired, 4, "held for human approval"),
        (C::UnknownTask, 5, "unknown task"),
        (C::InternalError, 6, "internal error"),
    ];
    for (code, raw, msg) in table {
        let corr = [0x01, 0x02, 0x03];
        let r = workflow::ErrorFrame::reply(&corr, code);
        assert_eq!(r.corr, &corr);
        assert_eq!(r.code.raw(), raw);
        assert_eq!(r.message, msg);
        assert_eq!(r.retry_after_s, None);
        assert_eq!(r.approval_id, None);
    }
    // {0: 0x0108, 1: h'2a', 2: 5, 3: "unknown task"}
    let r = workflow::ErrorFrame::reply(&[0x2a], C::UnknownTask);
    assert_eq!(r.to_vec(), w_error_bytes(5, "unknown task"));
}

#[test]
fn s8_1_held_reply_needs_an_approval_id_to_be_valid() {
    let mut r = interaction::ErrorFrame::reply(&[0x2a], interaction::ErrorCode::ApprovalHeld);
    let e = r.validate().unwrap_err();
    assert_eq!(e.rule(), Rule::PresentIff);
    assert_eq!(e.rule_id(), Some("approval-id-iff-held"));
    assert_eq!(e.field(), Some("approval_id"));
    // A strict rule: the minimum profile lets the built reply through.
    r.validate_with(Profile::Minimum).unwrap();
    r.approval_id = Some("ap");
    r.validate().unwrap();
    let mut w = workflow::ErrorFrame::reply(&[0x2a], workflow::ErrorCode::ApprovalRequired);
    let e = w.validate().unwrap_err();
    assert_eq!(e.rule(), Rule::PresentIff);
    assert_eq!(e.rule_id(), Some("approval-id-iff-required"));
    w.approval_id = Some("ap");
    w.validate().unwrap();
}

#[test]
fn s8_2_unrecognized_code_gets_no_specific_message() {
    let r = interaction::ErrorFrame::reply(&[0x2a], interaction::ErrorCode::Unrecognized(99));
    assert_eq!(r.message, "error");
    assert_eq!(interaction::ErrorCode::Unrecognized(99).message(), None);
}

#[test]
fn s8_error_reply_for_recovers_corr_interaction() {
    // {0: 0x0100, 1: h'2a', 2: 1.0_1} — refused (float) after corr
    let p = [
        0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0xf9, 0x3c, 0x00,
    ];
    let e = ierr(it::EVENT, &p);
    let r = interaction::error_reply_for(it::EVENT, &p, &e).expect("corr recoverable");
    assert_eq!(r.corr, &[0x2a]);
    assert_eq!(r.code, interaction::ErrorCode::MalformedRequest);
    // {0: 0x0107, 1: h'2a', 2: 1, 3: "malformed request"} — no rule name, no offset
    assert_eq!(r.to_vec(), i_error_bytes(1, "malformed request"));
}

#[test]
fn s8_error_reply_for_recovers_longer_corr() {
    // PROMPT_REQ {0: 0x0102, 1: h'010203', 2: 2, 3: "q"} — refused (choice without options)
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x02, 0x01, 0x43, 0x01, 0x02, 0x03, 0x02, 0x02, 0x03, 0x61, 0x71,
    ];
    let e = ierr(it::PROMPT_REQ, &p);
    assert_eq!(e.rule(), Rule::RequiredWhen);
    assert_eq!(e.rule_id(), Some("choice-options-required"));
    let r = interaction::error_reply_for(it::PROMPT_REQ, &p, &e).expect("corr recoverable");
    assert_eq!(r.corr, &[0x01, 0x02, 0x03]);
    assert_eq!(r.message, "malformed request");
}

#[test]
fn s8_error_reply_for_without_corr_says_so() {
    // {0: 0x0100, 2: 0} — no corr to echo
    let p = [0xa2, 0x00, 0x19, 0x01, 0x00, 0x02, 0x00];
    let e = ierr(it::EVENT, &p);
    assert_eq!(
        interaction::error_reply_for(it::EVENT, &p, &e),
        Err(NoReply::NoCorr)
    );
    assert_eq!(interaction::recover_corr(&p), None);
    // {0: 0x0104, 1: h''} — an empty corr cannot be echoed
    let p = [0xa2, 0x00, 0x19, 0x01, 0x04, 0x01, 0x40];
    let e = ierr(it::APPROVAL_REQ, &p);
    assert_eq!(
        interaction::error_reply_for(it::APPROVAL_REQ, &p, &e),
        Err(NoReply::NoCorr)
    );
    assert_eq!(interaction::recover_corr(&p), None);
    // ff — not a map at all
    let e = ierr(it::EVENT, &[0xff]);
    assert_eq!(
        interaction::error_reply_for(it::EVENT, &[0xff], &e),
        Err(NoReply::NoCorr)
    );
    // A FrameType is taken where the code is.
    assert_eq!(
        interaction::error_reply_for(interaction::FrameType::Event, &[0xff], &e),
        Err(NoReply::NoCorr)
    );
}

/// The corr of a refused payload is public: what `error_reply_for` echoes.
#[test]
fn s8_recover_corr_reads_a_refused_payload() {
    // {0: 0x0100, 1: h'2a', 2: 1.0_1} — refused (float) after corr
    let p = [
        0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0xf9, 0x3c, 0x00,
    ];
    assert!(interaction::decode(it::EVENT, &p).is_err());
    assert_eq!(interaction::recover_corr(&p), Some(&[0x2a][..]));
    // A corr longer than CORR_LEN (65 bytes) is not one.
    let mut long = vec![0xa2, 0x00, 0x19, 0x01, 0x00, 0x01, 0x58, 65];
    long.extend([7u8; 65]);
    assert_eq!(interaction::recover_corr(&long), None);
}

/// §3.1: results, errors and cancels are never answered — an error reply to a
/// broken one would be unsolicited, even when its corr is recoverable.
#[test]
fn s3_1_error_reply_for_never_answers_a_reply_or_cancel() {
    // PROMPT_RESULT {0: 0x0103, 1: h'2a'} — outcome missing
    let p = [0xa2, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a];
    let e = ierr(it::PROMPT_RESULT, &p);
    assert_eq!(e.rule(), Rule::MissingRequired);
    assert_eq!(
        interaction::error_reply_for(it::PROMPT_RESULT, &p, &e),
        Err(NoReply::NotAnswered {
            frame_type: it::PROMPT_RESULT
        })
    );
    // CANCEL {0: 0x0106, 1: h'2a', 2: 1.0_1} — float
    let p = [
        0xa3, 0x00, 0x19, 0x01, 0x06, 0x01, 0x41, 0x2a, 0x02, 0xf9, 0x3c, 0x00,
    ];
    let e = ierr(it::CANCEL, &p);
    assert_eq!(
        interaction::error_reply_for(it::CANCEL, &p, &e),
        Err(NoReply::NotAnswered {
            frame_type: it::CANCEL
        })
    );
    // The same corr on a request type is answered: the refusal above is by frame type.
    let p = [
        0xa3, 0x00, 0x19, 0x01, 0x04, 0x01, 0x41, 0x2a, 0x02, 0xf9, 0x3c, 0x00,
    ];
    let e = ierr(it::APPROVAL_REQ, &p);
    assert!(interaction::error_reply_for(it::APPROVAL_REQ, &p, &e).is_ok());
    // WORKFLOW_SUBMIT_RESULT {0: 0x0101, 1: h'2a'} — task_id missing
    let p = [0xa2, 0x00, 0x19, 0x01, 0x01, 0x01, 0x41, 0x2a];
    let e = werr(wt::SUBMIT_RESULT, &p);
    assert_eq!(
        workflow::error_reply_for(wt::SUBMIT_RESULT, &p, &e),
        Err(NoReply::NotAnswered {
            frame_type: wt::SUBMIT_RESULT
        })
    );
}

#[test]
fn s8_error_reply_for_unknown_operation() {
    // {0: 0x0200, 1: h'2a'} on frame type 0x0200
    let p = [0xa2, 0x00, 0x19, 0x02, 0x00, 0x01, 0x41, 0x2a];
    let e = ierr(0x0200, &p);
    assert_eq!(interaction::outcome(&e), UNKNOWN);
    assert_eq!(e.rule(), Rule::UnknownFrameType);
    let r = interaction::error_reply_for(0x0200, &p, &e).expect("corr recoverable");
    assert_eq!(r.code, interaction::ErrorCode::UnknownOperation);
    // {0: 0x0107, 1: h'2a', 2: 2, 3: "unknown operation"}
    assert_eq!(r.to_vec(), i_error_bytes(2, "unknown operation"));
}

#[test]
fn s8_error_reply_for_recovers_corr_workflow() {
    // SUBMIT_REQ {0: 0x0100, 1: h'2a', 2: "t"} — effect missing
    let p = [
        0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74,
    ];
    let e = werr(wt::SUBMIT_REQ, &p);
    assert_eq!(e.rule(), Rule::MissingRequired);
    assert_eq!(e.field(), Some("effect"));
    let r = workflow::error_reply_for(wt::SUBMIT_REQ, &p, &e).expect("corr recoverable");
    // {0: 0x0108, 1: h'2a', 2: 1, 3: "malformed request"}
    assert_eq!(r.to_vec(), w_error_bytes(1, "malformed request"));
    // {0: 0x0109, 1: h'2a'} on 0x0109
    let p = [0xa2, 0x00, 0x19, 0x01, 0x09, 0x01, 0x41, 0x2a];
    let e = werr(0x0109, &p);
    let r = workflow::error_reply_for(0x0109, &p, &e).expect("corr recoverable");
    assert_eq!(r.to_vec(), w_error_bytes(2, "unknown operation"));
}

// ============================================================ wire outcome (§8)

#[test]
fn s8_outcome_mapping_interaction() {
    let malformed = ierr(it::EVENT, &[0xa0]);
    assert_eq!(interaction::outcome(&malformed), MALFORMED);
    assert_eq!(
        interaction::ErrorCode::from_raw(1),
        interaction::ErrorCode::MalformedRequest
    );
    let unknown = ierr(0x0108, &[0xa0]);
    assert_eq!(interaction::outcome(&unknown), UNKNOWN);
    assert_eq!(
        interaction::outcome(&unknown).describe().to_string(),
        "unknown_operation"
    );
    assert_eq!(
        interaction::outcome(&malformed).describe().to_string(),
        "malformed_request"
    );
}

#[test]
fn s8_outcome_mapping_workflow() {
    let malformed = werr(wt::STATUS_REQ, &[0xa0]);
    assert_eq!(workflow::outcome(&malformed), MALFORMED);
    let unknown = werr(0x0200, &[0xa0]);
    assert_eq!(workflow::outcome(&unknown), UNKNOWN);
    // A frame_kind mismatch is its own failure class, mapped to malformed_request here.
    // STATUS_REQ payload {0: 0x0104, 1: h'2a', 2: "t"} on frame type 0x0102
    let kind = werr(
        wt::STATUS_REQ,
        &[
            0xa3, 0x00, 0x19, 0x01, 0x04, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74,
        ],
    );
    assert_eq!(kind.rule(), Rule::FrameKindMismatch);
    assert_eq!(workflow::outcome(&kind), MALFORMED);
}

#[test]
fn s8_every_body_fault_maps_to_malformed_request() {
    // A sample of refusals from distinct rules: all malformed_request (code 1).
    let samples: [(&[u8], Rule); 6] = [
        (&[0xa2, 0x00, 0x19, 0x01, 0x00, 0x20], Rule::Truncated), // -1 key without a value
        (&[0xa0], Rule::MissingRequired),                         // {}
        (
            &[0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x40, 0x02, 0x00],
            Rule::Empty,
        ), // corr h''
        (
            &[0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0xc0],
            Rule::Tag,
        ), // tag
        (
            &[0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x20, 0x00],
            Rule::UnknownNegativeKey,
        ), // -1 key
        (
            &[0xa3, 0x00, 0x19, 0x01, 0x01, 0x01, 0x41, 0x2a, 0x02, 0x00],
            Rule::FrameKindMismatch,
        ), // kind
    ];
    for (p, rule) in samples {
        let e = ierr(it::EVENT, p);
        assert_eq!(e.rule(), rule, "{e}");
        assert_eq!(interaction::outcome(&e), MALFORMED, "{e}");
    }
}

// ============================================================ D11 unrecognized enum values

#[test]
fn d11_event_class_private_use_kept_raw_and_treated_as_display() {
    use interaction::EventClass;
    // §6.1 {0: 0x0100, 1: h'2a', 2: 0x80}
    let p = [
        0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x18, 0x80,
    ];
    let e = interaction::Event::decode(&p).unwrap();
    assert_eq!(e.event_class, EventClass::Unrecognized(0x80));
    assert_eq!(e.event_class.raw(), 0x80);
    assert_eq!(e.event_class.effective(), EventClass::Display);
    assert!(e.event_class.is_private_use());
    assert!(!e.event_class.is_unassigned());
    assert_eq!(e.to_vec(), p, "kept raw on re-encode");
    assert_eq!(EventClass::from_raw(0x80), EventClass::Unrecognized(0x80));
    assert!(EventClass::from_raw(0x05).is_unassigned());
    assert!(EventClass::from_raw(0x7f).is_unassigned());
    assert!(EventClass::from_raw(0xff).is_private_use());
    assert_eq!(EventClass::from_raw(0x04), EventClass::Lifecycle);
    assert_eq!(EventClass::Status.effective(), EventClass::Status);
}

#[test]
fn d11_severity_unknown_treated_as_normal() {
    use interaction::Severity;
    // §6.3 APPROVAL_REQ {0: 0x0104, 1: h'2a', 2: "a", 3: 4}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x04, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x61, 0x03, 0x04,
    ];
    let a = interaction::ApprovalReq::decode(&p).unwrap();
    assert_eq!(a.severity, Some(Severity::Unrecognized(4)));
    assert_eq!(a.severity.map(Severity::effective), Some(Severity::Normal));
    assert_eq!(a.to_vec(), p);
    assert_eq!(Severity::Critical.effective(), Severity::Critical);
    assert!(Severity::from_raw(0x90).is_private_use());
}

#[test]
fn d11_effect_unknown_treated_as_destructive() {
    use workflow::Effect;
    // §5.3 SUBMIT_REQ {0: 0x0100, 1: h'2a', 2: "t", 11: 7}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74, 0x0b, 0x07,
    ];
    let s = workflow::SubmitReq::decode(&p).unwrap();
    assert_eq!(s.effect, Effect::Unrecognized(7));
    assert_eq!(s.effect.effective(), Effect::Destructive);
    assert_eq!(s.to_vec(), p);
    assert_eq!(Effect::WHEN_MISSING, Effect::Destructive);
    assert_eq!(Effect::ReadOnly.effective(), Effect::ReadOnly);
    // §5.3 SUBMIT_REQ {0: 0x0100, 1: h'2a', 2: "t", 11: 65536} — no range on effect
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74, 0x0b, 0x1a, 0x00, 0x01,
        0x00, 0x00,
    ];
    assert_eq!(
        workflow::SubmitReq::decode(&p).unwrap().effect,
        Effect::Unrecognized(65536)
    );
}

#[test]
fn d11_other_unrecognized_values_accepted() {
    // §6.3 APPROVAL_RESULT {0: 0x0105, 1: h'2a', 2: 7} — not a grant
    let p = [0xa3, 0x00, 0x19, 0x01, 0x05, 0x01, 0x41, 0x2a, 0x02, 0x07];
    let d = interaction::ApprovalResult::decode(&p).unwrap().decision;
    assert_eq!(d, interaction::Decision::Unrecognized(7));
    assert_ne!(d, interaction::Decision::Granted);
    // §6.4 CANCEL {0: 0x0106, 1: h'2a', 2: 99}
    let p = [
        0xa3, 0x00, 0x19, 0x01, 0x06, 0x01, 0x41, 0x2a, 0x02, 0x18, 0x63,
    ];
    let c = interaction::Cancel::decode(&p).unwrap();
    assert_eq!(c.reason, Some(interaction::CancelReason::Unrecognized(99)));
    // §8 INTERACT_ERROR {0: 0x0107, 1: h'2a', 2: 99, 3: "m"}
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x07, 0x01, 0x41, 0x2a, 0x02, 0x18, 0x63, 0x03, 0x61, 0x6d,
    ];
    let e = interaction::ErrorFrame::decode(&p).unwrap();
    assert_eq!(e.code, interaction::ErrorCode::Unrecognized(99));
    // §6.2 PROMPT_RESULT {0: 0x0103, 1: h'2a', 2: 9}
    let p = [0xa3, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x09];
    let r = interaction::PromptResult::decode(&p).unwrap();
    assert_eq!(r.outcome, interaction::PromptOutcome::Unrecognized(9));
    // §6.1 SUBMIT_RESULT {0: 0x0101, 1: h'2a', 2: "t", 3: 9} — neither terminal nor running
    let p = [
        0xa4, 0x00, 0x19, 0x01, 0x01, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74, 0x03, 0x09,
    ];
    let s = workflow::SubmitResult::decode(&p).unwrap();
    assert_eq!(s.state, workflow::TaskState::Unrecognized(9));
    assert!(!s.state.is_terminal());
    // §6.5 COMPLETE {0: 0x0107, 2: "t", 3: 0, 4: 3, 6: 42}
    let p = [
        0xa5, 0x00, 0x19, 0x01, 0x07, 0x02, 0x61, 0x74, 0x03, 0x00, 0x04, 0x03, 0x06, 0x18, 0x2a,
    ];
    let c = workflow::Complete::decode(&p).unwrap();
    assert_eq!(c.error_code, Some(workflow::ErrorCode::Unrecognized(42)));
    assert_eq!(c.to_vec(), p);
}

#[test]
fn d11_task_state_terminal_flags() {
    use workflow::TaskState as S;
    assert!(!S::Accepted.is_terminal());
    assert!(!S::Running.is_terminal());
    assert!(S::Succeeded.is_terminal());
    assert!(S::Failed.is_terminal());
    assert!(S::Canceled.is_terminal());
    assert!(!S::Unrecognized(9).is_terminal());
}

/// §5.1: an error echoes the request's corr verbatim — never bytes found inside another key.
#[test]
fn s8_error_reply_for_does_not_fabricate_corr_from_a_text_key() {
    // {0: 0x0100, 2: 0, "\x00\x01A*": 0} — the payload has no key 1 at all; its last
    // key is a text string whose bytes 00 01 41 2a read as `0, 1: h'2a'` when misparsed.
    let p = [
        0xa3, 0x00, 0x19, 0x01, 0x00, 0x02, 0x00, 0x64, 0x00, 0x01, 0x41, 0x2a, 0x00,
    ];
    let e = ierr(it::EVENT, &p);
    assert_eq!(e.rule(), Rule::KeyType);
    assert_eq!(
        interaction::error_reply_for(it::EVENT, &p, &e),
        Err(NoReply::NoCorr)
    );
    // The payload {"\x00\x01A\x99": 0, 2: 0}: its key is not valid UTF-8, which
    // step 3 reports first (SEMANTICS.md: keys included). Still no corr.
    let p = [0xa2, 0x64, 0x00, 0x01, 0x41, 0x99, 0x00, 0x02, 0x00];
    let e = ierr(it::EVENT, &p);
    assert_eq!(e.rule(), Rule::InvalidUtf8);
    assert_eq!(
        interaction::error_reply_for(it::EVENT, &p, &e),
        Err(NoReply::NoCorr)
    );
}
