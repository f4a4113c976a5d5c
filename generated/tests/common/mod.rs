//! Shared helpers for the integration tests. Every payload is hand-built in
//! the test files themselves; nothing here encodes a frame.
#![forbid(unsafe_code)]
#![allow(dead_code)]

use npamp_generated::{interaction, workflow, DecodeError, WireError};

/// Interaction frame types, hand-copied from NPAMP-INTERACT §3.1.
pub mod it {
    pub const EVENT: u16 = 0x0100;
    pub const EVENT_ACK: u16 = 0x0101;
    pub const PROMPT_REQ: u16 = 0x0102;
    pub const PROMPT_RESULT: u16 = 0x0103;
    pub const APPROVAL_REQ: u16 = 0x0104;
    pub const APPROVAL_RESULT: u16 = 0x0105;
    pub const CANCEL: u16 = 0x0106;
    pub const ERROR: u16 = 0x0107;
}

/// Workflow frame types, hand-copied from NPAMP-WORKFLOW §3.1.
pub mod wt {
    pub const SUBMIT_REQ: u16 = 0x0100;
    pub const SUBMIT_RESULT: u16 = 0x0101;
    pub const STATUS_REQ: u16 = 0x0102;
    pub const STATUS_RESULT: u16 = 0x0103;
    pub const CANCEL_REQ: u16 = 0x0104;
    pub const CANCEL_RESULT: u16 = 0x0105;
    pub const STEP_EVENT: u16 = 0x0106;
    pub const COMPLETE: u16 = 0x0107;
    pub const ERROR: u16 = 0x0108;
}

/// Decode on the Interaction channel and expect a refusal.
#[track_caller]
pub fn ierr(frame_type: u16, payload: &[u8]) -> DecodeError {
    match interaction::decode(frame_type, payload) {
        Ok(f) => panic!("interaction {frame_type:#06x} accepted {payload:02x?}: {f:?}"),
        Err(e) => e,
    }
}

/// Decode on the Workflow channel and expect a refusal.
#[track_caller]
pub fn werr(frame_type: u16, payload: &[u8]) -> DecodeError {
    match workflow::decode(frame_type, payload) {
        Ok(f) => panic!("workflow {frame_type:#06x} accepted {payload:02x?}: {f:?}"),
        Err(e) => e,
    }
}

/// Decode on the Interaction channel and expect acceptance.
#[track_caller]
pub fn iok(frame_type: u16, payload: &[u8]) -> interaction::Frame<'_> {
    match interaction::decode(frame_type, payload) {
        Ok(f) => f,
        Err(e) => panic!("interaction {frame_type:#06x} refused {payload:02x?}: {e}"),
    }
}

/// Decode on the Workflow channel and expect acceptance.
#[track_caller]
pub fn wok(frame_type: u16, payload: &[u8]) -> workflow::Frame<'_> {
    match workflow::decode(frame_type, payload) {
        Ok(f) => f,
        Err(e) => panic!("workflow {frame_type:#06x} refused {payload:02x?}: {e}"),
    }
}

/// Assert a `malformed_request` refusal attributed to `rule`, `section`, `field`.
#[track_caller]
pub fn malformed(e: &DecodeError, rule: &str, section: &str, field: Option<&str>) {
    assert_eq!(e.wire, WireError::MalformedRequest, "wire of {e}");
    assert_eq!(e.rule, rule, "rule of {e}");
    assert_eq!(e.section, section, "section of {e}");
    assert_eq!(e.field, field, "field of {e}");
}

/// Concatenate hand-written byte fragments.
pub fn cat(parts: &[&[u8]]) -> Vec<u8> {
    parts.concat()
}
