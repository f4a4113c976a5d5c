//! Shared helpers for the integration tests. Every payload is hand-built in
//! the test files themselves (hex literals or byte arrays); nothing here
//! encodes a frame. Every expected value (rule, field, basis, section, wire
//! outcome, frame-type code) is written by hand from the schema and the spec,
//! never read back from the code under test.
#![forbid(unsafe_code)]
#![allow(dead_code)]

use npamp_generated::rt::{Basis, Channel, Outcome, Summary};
use npamp_generated::{DecodeError, Profile, Rule};
use std::fmt::Debug;

// ------------------------------------------------------------ frame-type codes

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

/// Knowledge frame types (NPAMP-KNOWLEDGE §3.1).
pub mod kt {
    pub const QUERY_REQ: u16 = 0x0100;
    pub const QUERY_RESULT: u16 = 0x0101;
    pub const STREAM_DATA: u16 = 0x0102;
    pub const STREAM_END: u16 = 0x0103;
    pub const SUBSCRIBE_REQ: u16 = 0x0104;
    pub const SUBSCRIBE_ACK: u16 = 0x0105;
    pub const UPDATE: u16 = 0x0106;
    pub const CREDIT: u16 = 0x0107;
    pub const UNSUBSCRIBE: u16 = 0x0108;
    pub const ERROR: u16 = 0x0109;
}

/// Memory frame types (NPAMP-MEMORY §3.1, §3.3).
pub mod mt {
    pub const CREATE_REQ: u16 = 0x0100;
    pub const CREATE_RESULT: u16 = 0x0101;
    pub const READ_REQ: u16 = 0x0102;
    pub const READ_RESULT: u16 = 0x0103;
    pub const RETRIEVE_RESULT: u16 = 0x0109;
    pub const STREAM_END: u16 = 0x010B;
    pub const STATUS_RESULT: u16 = 0x010D;
    pub const ERROR: u16 = 0x010E;
    pub const EVICT: u16 = 0x0035;
}

/// Immune frame types (NPAMP-IMMUNE §3.1, §3.3).
pub mod imt {
    pub const REPORT_REQ: u16 = 0x0100;
    pub const ERROR: u16 = 0x0102;
    pub const ADVERTISE: u16 = 0x00C0;
    pub const ACK: u16 = 0x00C1;
    pub const PULL_REQ: u16 = 0x00C2;
    pub const PULL_RESULT: u16 = 0x00C3;
}

/// Settlement frame types (NPAMP-SETTLE §3.1).
pub mod st {
    pub const INTENT_REQ: u16 = 0x0100;
}

/// Stream frame types (NPAMP-STREAM §3).
pub mod sst {
    pub const OPEN: u16 = 0x0100;
    pub const DATA: u16 = 0x0101;
    pub const CLOSE: u16 = 0x0102;
    pub const RESET: u16 = 0x0103;
    pub const WINDOW_UPDATE: u16 = 0x0104;
}

/// Sensory frame types (NPAMP-SENSORY §3).
pub mod sen {
    pub const OBSERVE: u16 = 0x0100;
    pub const SUBSCRIBE: u16 = 0x0101;
    pub const SUB_ACK: u16 = 0x0102;
    pub const UNSUBSCRIBE: u16 = 0x0103;
    pub const CREDIT: u16 = 0x0104;
    pub const ERROR: u16 = 0x0105;
}

/// Spatial frame types (NPAMP-SPATIAL §3).
pub mod spt {
    pub const FRAME_DEF: u16 = 0x0100;
    pub const TRANSFORM: u16 = 0x0101;
    pub const POSE_UPDATE: u16 = 0x0102;
    pub const STATE_DELTA: u16 = 0x0103;
    pub const OCCUPANCY_UPDATE: u16 = 0x0104;
    pub const QUERY: u16 = 0x0105;
    pub const SNAPSHOT: u16 = 0x0106;
    pub const ERROR: u16 = 0x0107;
}

/// Telemetry frame types (NPAMP-TELEMETRY §3).
pub mod tt {
    pub const REPORT: u16 = 0x0100;
    pub const SUBSCRIBE: u16 = 0x0101;
    pub const SUB_ACK: u16 = 0x0102;
    pub const UNSUBSCRIBE: u16 = 0x0103;
    pub const CREDIT: u16 = 0x0104;
    pub const ERROR: u16 = 0x0105;
}

// ------------------------------------------------------------ bytes

/// Bytes from hex digits; whitespace is ignored (`"a2 00 19 0101"`).
#[track_caller]
pub fn hex(s: &str) -> Vec<u8> {
    let digits: Vec<u8> = s.bytes().filter(|b| !b.is_ascii_whitespace()).collect();
    assert!(digits.len() % 2 == 0, "odd number of hex digits in {s:?}");
    digits
        .chunks(2)
        .map(|d| {
            let t = std::str::from_utf8(d).expect("ascii");
            u8::from_str_radix(t, 16).unwrap_or_else(|_| panic!("bad hex {t:?} in {s:?}"))
        })
        .collect()
}

/// Concatenate hand-written byte fragments.
pub fn cat(parts: &[&[u8]]) -> Vec<u8> {
    parts.concat()
}

// ------------------------------------------------------------ channels

/// The generated channel of this module name (through the registry).
#[track_caller]
pub fn chan(module: &str) -> &'static dyn Channel {
    match npamp_generated::channel(module) {
        Some(c) => c,
        None => panic!("no channel {module}"),
    }
}

/// Decode through the `Channel` interface.
pub fn check<'p>(
    module: &str,
    ft: u16,
    p: &'p [u8],
    profile: Profile,
) -> Result<Summary<'p>, DecodeError> {
    chan(module).check(ft, p, profile)
}

/// The failure classes of the schema's error model.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Class {
    Malformed,
    KindMismatch,
    UnknownOperation,
}

/// The class each rule falls in (SEMANTICS.md "Outcome"), written out.
pub fn class_of(rule: Rule) -> Class {
    match rule {
        Rule::UnknownFrameType => Class::UnknownOperation,
        Rule::FrameKindMismatch => Class::KindMismatch,
        _ => Class::Malformed,
    }
}

/// The wire outcome of each class, hand-copied from each schema's `errors.classes`
/// and code enum.
pub fn expected_outcome(module: &str, class: Class) -> Outcome {
    let code = |value: u64, name: &'static str| Outcome::Code {
        value,
        name: Some(name),
    };
    match (module, class) {
        (
            "interaction" | "workflow" | "knowledge" | "memory" | "immune" | "settlement",
            Class::Malformed | Class::KindMismatch,
        ) => code(1, "malformed_request"),
        (
            "interaction" | "workflow" | "knowledge" | "memory" | "immune" | "settlement",
            Class::UnknownOperation,
        ) => code(2, "unknown_operation"),
        ("stream", Class::Malformed | Class::KindMismatch) => code(3, "stream_state_error"),
        ("sensory" | "spatial" | "telemetry", Class::Malformed) => code(1, "malformed_payload"),
        ("sensory" | "spatial" | "telemetry", Class::KindMismatch) => code(2, "kind_mismatch"),
        ("stream" | "sensory" | "spatial" | "telemetry", Class::UnknownOperation) => {
            Outcome::CoreFrame(0x0005)
        }
        _ => panic!("no outcome table for {module}"),
    }
}

// ------------------------------------------------------------ assertions

/// Assert every public fact of a refusal: rule, field, basis, section, no schema
/// rule id (see [`check_rule_err`] for schema rules), and the channel's wire outcome.
#[track_caller]
pub fn check_err(
    module: &str,
    e: &DecodeError,
    rule: Rule,
    field: Option<&str>,
    basis: Basis,
    section: &str,
) {
    assert_eq!(e.rule(), rule, "rule of {e}");
    assert_eq!(e.field(), field, "field of {e}");
    assert_eq!(e.basis(), basis, "basis of {e}");
    assert_eq!(e.section(), section, "section of {e}");
    assert_eq!(e.rule_id(), None, "rule id of {e}");
    assert_eq!(
        chan(module).outcome(e),
        expected_outcome(module, class_of(rule)),
        "outcome of {e}"
    );
}

/// [`check_err`] for a schema rule, with its id.
#[track_caller]
pub fn check_rule_err(
    module: &str,
    e: &DecodeError,
    rule: Rule,
    id: &str,
    field: Option<&str>,
    basis: Basis,
    section: &str,
) {
    assert_eq!(e.rule(), rule, "rule of {e}");
    assert_eq!(e.rule_id(), Some(id), "rule id of {e}");
    assert_eq!(e.field(), field, "field of {e}");
    assert_eq!(e.basis(), basis, "basis of {e}");
    assert_eq!(e.section(), section, "section of {e}");
    assert_eq!(
        chan(module).outcome(e),
        expected_outcome(module, Class::Malformed),
        "outcome of {e}"
    );
}

/// The refusal of a result that must be one.
#[track_caller]
pub fn refused<T: Debug>(r: Result<T, DecodeError>) -> DecodeError {
    match r {
        Ok(v) => panic!("accepted: {v:?}"),
        Err(e) => e,
    }
}

/// The value of a result that must be accepted.
#[track_caller]
pub fn accepted<T, E: std::fmt::Display>(r: Result<T, E>) -> T {
    match r {
        Ok(v) => v,
        Err(e) => panic!("refused: {e}"),
    }
}

/// `result` is a refusal of `rule` in `field` on `basis`.
#[track_caller]
pub fn assert_refused<T: Debug>(
    result: Result<T, DecodeError>,
    rule: Rule,
    field: Option<&str>,
    basis: Basis,
) -> DecodeError {
    let e = refused(result);
    assert_eq!(e.rule(), rule, "rule of {e}");
    assert_eq!(e.field(), field, "field of {e}");
    assert_eq!(e.basis(), basis, "basis of {e}");
    e
}

/// The refusal of `payload` under `profile` (it must be refused).
#[track_caller]
pub fn refused_with(module: &str, ft: u16, p: &[u8], profile: Profile) -> DecodeError {
    match check(module, ft, p, profile) {
        Ok(s) => panic!("{module} {ft:#06x} {profile}: accepted {}: {s:?}", show(p)),
        Err(e) => e,
    }
}

/// Accepted under `profile`.
#[track_caller]
pub fn accepted_with<'p>(module: &str, ft: u16, p: &'p [u8], profile: Profile) -> Summary<'p> {
    match check(module, ft, p, profile) {
        Ok(s) => s,
        Err(e) => panic!("{module} {ft:#06x} {profile}: refused {}: {e}", show(p)),
    }
}

/// Accepted under both profiles, with the same summary.
#[track_caller]
pub fn ok<'p>(module: &str, ft: u16, p: &'p [u8]) -> Summary<'p> {
    let s = accepted_with(module, ft, p, Profile::Strict);
    let m = accepted_with(module, ft, p, Profile::Minimum);
    assert_eq!(
        s, m,
        "{module} {ft:#06x}: the profiles summarise differently"
    );
    s
}

/// A fault both profiles refuse with the same error (basis `must`).
#[track_caller]
pub fn must(
    module: &str,
    ft: u16,
    p: &[u8],
    rule: Rule,
    field: Option<&str>,
    section: &str,
) -> DecodeError {
    both(module, ft, p, rule, field, Basis::Must, section)
}

/// A fault both profiles refuse with the same error (basis `limit`).
#[track_caller]
pub fn limit(
    module: &str,
    ft: u16,
    p: &[u8],
    rule: Rule,
    field: Option<&str>,
    section: &str,
) -> DecodeError {
    both(module, ft, p, rule, field, Basis::Limit, section)
}

#[track_caller]
fn both(
    module: &str,
    ft: u16,
    p: &[u8],
    rule: Rule,
    field: Option<&str>,
    basis: Basis,
    section: &str,
) -> DecodeError {
    let s = refused_with(module, ft, p, Profile::Strict);
    check_err(module, &s, rule, field, basis, section);
    let m = refused_with(module, ft, p, Profile::Minimum);
    assert_eq!(s, m, "{module} {ft:#06x}: the profiles refuse differently");
    s
}

/// A `strict` fault: refused under the strict profile, accepted under the minimum one.
#[track_caller]
pub fn strict_only(
    module: &str,
    ft: u16,
    p: &[u8],
    rule: Rule,
    field: Option<&str>,
    section: &str,
) -> DecodeError {
    let e = refused_with(module, ft, p, Profile::Strict);
    check_err(module, &e, rule, field, Basis::Strict, section);
    accepted_with(module, ft, p, Profile::Minimum);
    e
}

/// A `must` schema rule: refused under both profiles with the same error.
#[track_caller]
pub fn rule_must(
    module: &str,
    ft: u16,
    p: &[u8],
    rule: Rule,
    id: &str,
    field: Option<&str>,
    section: &str,
) -> DecodeError {
    let s = refused_with(module, ft, p, Profile::Strict);
    check_rule_err(module, &s, rule, id, field, Basis::Must, section);
    let m = refused_with(module, ft, p, Profile::Minimum);
    assert_eq!(s, m, "{module} {ft:#06x}: the profiles refuse differently");
    s
}

/// A `strict` schema rule: refused under strict, accepted under minimum.
#[track_caller]
pub fn rule_strict(
    module: &str,
    ft: u16,
    p: &[u8],
    rule: Rule,
    id: &str,
    field: Option<&str>,
    section: &str,
) -> DecodeError {
    let e = refused_with(module, ft, p, Profile::Strict);
    check_rule_err(module, &e, rule, id, field, Basis::Strict, section);
    accepted_with(module, ft, p, Profile::Minimum);
    e
}

/// Hex of a payload for messages (truncated).
pub fn show(p: &[u8]) -> String {
    let mut s: String = p.iter().take(48).map(|b| format!("{b:02x}")).collect();
    if p.len() > 48 {
        s.push_str(&format!("…({} bytes)", p.len()));
    }
    s
}

// ------------------------------------------------------------ typed shortcuts

use npamp_generated::{interaction, workflow};

/// Decode on the Interaction channel (strict) and expect acceptance.
#[track_caller]
pub fn iok(frame_type: u16, payload: &[u8]) -> interaction::Frame<'_> {
    match interaction::decode(frame_type, payload) {
        Ok(f) => f,
        Err(e) => panic!(
            "interaction {frame_type:#06x} refused {}: {e}",
            show(payload)
        ),
    }
}

/// Decode on the Workflow channel (strict) and expect acceptance.
#[track_caller]
pub fn wok(frame_type: u16, payload: &[u8]) -> workflow::Frame<'_> {
    match workflow::decode(frame_type, payload) {
        Ok(f) => f,
        Err(e) => panic!("workflow {frame_type:#06x} refused {}: {e}", show(payload)),
    }
}

/// Decode on the Interaction channel under `profile` and expect acceptance.
#[track_caller]
pub fn iok_with(frame_type: u16, payload: &[u8], profile: Profile) -> interaction::Frame<'_> {
    match interaction::decode_with(frame_type, payload, profile) {
        Ok(f) => f,
        Err(e) => panic!(
            "interaction {frame_type:#06x} {profile} refused {}: {e}",
            show(payload)
        ),
    }
}
