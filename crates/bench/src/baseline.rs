//! **The side-by-side comparison baseline**: what a user
//! would otherwise write to validate the five headline payloads, with a
//! strict deterministic CBOR crate from the registry and the schema's rules
//! written out by hand.
//!
//! This file is a *baseline to measure against*, not part of the workbench's
//! checking: nothing outside the bench calls it, and it is deliberately
//! channel-specific (it names the five frames the bench's headline cases use:
//! Interaction `INTERACT_EVENT` 0x0100, `INTERACT_PROMPT_REQ` 0x0102,
//! `INTERACT_ERROR` 0x0107, Workflow `WORKFLOW_SUBMIT_REQ` 0x0100 and
//! `WORKFLOW_STEP_EVENT` 0x0106). Any other frame type is refused as
//! unsupported.
//!
//! How it checks, in the way an application would:
//!
//! 1. `cbor_core::DecodeOptions` (CBOR::Core, strict by default) decodes the
//!    payload into an owned-structure `cbor_core::Value` (strings borrowed):
//!    it refuses malformed CBOR, trailing bytes, non-shortest integers and
//!    lengths, indefinite lengths, unsorted and duplicate map keys and invalid
//!    UTF-8, and nesting deeper than the channels' limit (16 levels).
//! 2. By hand, following `schema/interaction.yaml` / `schema/workflow.yaml`
//!    and the specs' §4 (payload container, envelope, forward compatibility)
//!    and §6 / §8 (the field tables): the payload is a map; every key is an
//!    unsigned integer (a negative key is refused, §4.3; an unknown
//!    non-negative key is ignored, §4.3); a `null` on a declared key is
//!    absence (§6); `frame_kind` (0) equals the frame type; `corr` (1) is a
//!    1–64-byte string where the frame carries it and absent where it does
//!    not (workflow §4.2); every REQUIRED key is present; every field has its
//!    CBOR type; the stated ranges (`event_class` / `prompt_kind` 0–255,
//!    `progress` 0–100), lengths (`task_id` not empty) and the frames' rules
//!    (`options` for choice prompts, `approval_id` iff `approval_held`, a step
//!    event's state not terminal) hold; nested `uint_keyed_map`s have unsigned
//!    keys; and no tag, float or simple value other than false / true / null
//!    appears in a field's value (the channels' CBOR subset, §4.1; no field of
//!    these channels carries one), while the value of an ignored unknown key,
//!    and the content of `body`, `schema` and `params`, is not looked at
//!    (docs/INTERPRETATIONS.md, as the generated decoder).
//!
//! The verdict (accept / refuse) is the generated decoder's under the strict
//! profile on every input the test in this file tries (the headline
//! payloads, hand-built bad bodies, and every one-byte change of each
//! headline payload); the reason is a short text, not a rule id.

use cbor_core::{DecodeOptions, Value};
use std::collections::BTreeMap;

/// A refusal: a short reason.
pub type Verdict = Result<(), &'static str>;

type Map<'a> = BTreeMap<Value<'a>, Value<'a>>;

/// The channels' `max_payload` limit.
const MAX_PAYLOAD: usize = 1 << 20;
/// CBOR::Core's recursion budget that refuses what the channels' `max_depth`
/// (16: the payload is level 1) refuses (the test below pins it).
const RECURSION_LIMIT: u16 = 16;
/// The decoder: CBOR::Core's strict (deterministic) defaults, the depth limit.
const DECODER: DecodeOptions = DecodeOptions::new().recursion_limit(RECURSION_LIMIT);

/// Validate one payload of `module`'s `frame_type` (one of the five frames
/// above; anything else is `Err("unsupported frame type")`).
pub fn check(module: &str, frame_type: u16, payload: &[u8]) -> Verdict {
    match module {
        "interaction" => interaction(frame_type, payload),
        "workflow" => workflow(frame_type, payload),
        _ => Err("unsupported channel"),
    }
}

/// Interaction (channel 0x000F): INTERACT_EVENT, INTERACT_PROMPT_REQ, INTERACT_ERROR.
pub fn interaction(frame_type: u16, payload: &[u8]) -> Verdict {
    let root = decode(payload)?;
    let m = as_map(&root)?;
    match frame_type {
        0x0100 => interact_event(m),
        0x0102 => interact_prompt_req(m),
        0x0107 => interact_error(m),
        _ => Err("unsupported frame type"),
    }
}

/// Workflow (channel 0x0011): WORKFLOW_SUBMIT_REQ, WORKFLOW_STEP_EVENT.
pub fn workflow(frame_type: u16, payload: &[u8]) -> Verdict {
    let root = decode(payload)?;
    let m = as_map(&root)?;
    match frame_type {
        0x0100 => workflow_submit_req(m),
        0x0106 => workflow_step_event(m),
        _ => Err("unsupported frame type"),
    }
}

/// Step 1 alone (the strict decode into a `Value` tree, no rule): the side-by-side
/// table shows what the hand-written rules add on top of it.
pub fn decode_only(payload: &[u8]) -> bool {
    decode(payload).is_ok()
}

// ---------------------------------------------------------------- the frames

/// INTERACT_EVENT (§6.1).
fn interact_event(m: &Map<'_>) -> Verdict {
    let f = fields::<6>(m)?;
    envelope(&f, 0x0100, true)?;
    uint_in(required(f[2])?, 0, 255)?; // event_class: any value is read as display
    opt(f[3], tstr)?; // event_name
    opt(f[4], uint_keyed_map)?; // body
    opt(f[5], boolean)?; // ack
    Ok(())
}

/// INTERACT_PROMPT_REQ (§6.2).
fn interact_prompt_req(m: &Map<'_>) -> Verdict {
    let f = fields::<7>(m)?;
    envelope(&f, 0x0102, true)?;
    let kind = uint_in(required(f[2])?, 0, 255)?; // prompt_kind
    tstr(required(f[3])?)?; // prompt
    let options = match f[4] {
        Some(v) => array_of_tstr(v)?,
        None => 0,
    };
    opt(f[5], uint_keyed_map)?; // schema
    opt(f[6], uint)?; // deadline_s
                      // §6.2: options REQUIRED (and not empty) for choice / multi_choice.
    if matches!(kind, 2 | 3) && options == 0 {
        return Err("options required for a choice prompt");
    }
    Ok(())
}

/// INTERACT_ERROR (§8).
fn interact_error(m: &Map<'_>) -> Verdict {
    let f = fields::<6>(m)?;
    envelope(&f, 0x0107, true)?;
    let code = uint(required(f[2])?)?;
    tstr(required(f[3])?)?; // message
    opt(f[4], uint)?; // retry_after_s
    opt(f[5], tstr)?; // approval_id
                      // §8.1: approval_id present iff code is approval_held (6).
    if f[5].is_some() != (code == 6) {
        return Err("approval_id iff approval_held");
    }
    Ok(())
}

/// WORKFLOW_SUBMIT_REQ (§6.1).
fn workflow_submit_req(m: &Map<'_>) -> Verdict {
    let f = fields::<12>(m)?;
    envelope(&f, 0x0100, true)?;
    tstr(required(f[2])?)?; // task_type
    opt(f[3], bstr)?; // input
    opt(f[4], uint_keyed_map)?; // params
    opt(f[5], uint)?; // priority
    for text in &f[6..=9] {
        opt(*text, tstr)?; // deadline, actor_type, actor_id, idempotency_key
    }
    opt(f[10], any_map)?; // scope
    uint(required(f[11])?)?; // effect: an unknown value is read as destructive
    Ok(())
}

/// WORKFLOW_STEP_EVENT (§6.4).
fn workflow_step_event(m: &Map<'_>) -> Verdict {
    let f = fields::<10>(m)?;
    envelope(&f, 0x0106, false)?;
    if tstr(required(f[2])?)?.is_empty() {
        return Err("task_id empty");
    }
    uint(required(f[3])?)?; // seq
                            // state: a terminal state is a protocol error (§7), and the sender sends
                            // accepted (0) or running (1) only.
    uint_in(required(f[4])?, 0, 1)?;
    opt(f[5], uint)?; // step
    opt(f[6], tstr)?; // step_label
    opt(f[7], |v| uint_in(v, 0, 100).map(drop))?; // progress
    opt(f[8], bstr)?; // output
    opt(f[9], tstr)?; // detail
    Ok(())
}

// ---------------------------------------------------------------- helpers

fn decode(payload: &[u8]) -> Result<Value<'_>, &'static str> {
    if payload.len() > MAX_PAYLOAD {
        return Err("payload too large");
    }
    DECODER
        .decode(payload)
        .map_err(|_| "not deterministic CBOR")
}

fn as_map<'m, 'a>(v: &'m Value<'a>) -> Result<&'m Map<'a>, &'static str> {
    match v {
        Value::Map(m) => Ok(m),
        _ => Err("not a map"),
    }
}

/// The payload's entries by key `0..N` (a `null` value is absence, §6);
/// unknown non-negative keys are ignored with their values (§4.3, "MUST
/// ignore"), negative and non-integer keys refused.
fn fields<'m, 'a, const N: usize>(
    m: &'m Map<'a>,
) -> Result<[Option<&'m Value<'a>>; N], &'static str> {
    let mut out = [None; N];
    for (k, v) in m {
        match k {
            Value::Unsigned(k) if *k < N as u64 => {
                if !is_null(v) {
                    out[*k as usize] = Some(v);
                }
            }
            Value::Unsigned(_) => {} // an unknown key: its value is ignored too
            Value::Negative(_) => return Err("negative key"),
            _ => return Err("key not an integer"),
        }
    }
    Ok(out)
}

/// `frame_kind` (required, equal to the frame type) and `corr` (required
/// 1–64-byte string, or absent on the unsolicited workflow events).
fn envelope(f: &[Option<&Value<'_>>], frame_type: u16, corr: bool) -> Verdict {
    if uint(required(f[0])?)? != u64::from(frame_type) {
        return Err("frame_kind contradicts the frame type");
    }
    match (corr, f[1]) {
        (true, Some(v)) => match bstr(v)?.len() {
            1..=64 => Ok(()),
            _ => Err("corr length"),
        },
        (true, None) => Err("corr missing"),
        (false, Some(_)) => Err("corr forbidden"),
        (false, None) => Ok(()),
    }
}

fn required<'m, 'a>(v: Option<&'m Value<'a>>) -> Result<&'m Value<'a>, &'static str> {
    v.ok_or("required key missing")
}

fn opt<'m, 'a, T>(
    v: Option<&'m Value<'a>>,
    check: impl FnOnce(&'m Value<'a>) -> Result<T, &'static str>,
) -> Verdict {
    match v {
        Some(v) => check(v).map(drop),
        None => Ok(()),
    }
}

fn is_null(v: &Value<'_>) -> bool {
    matches!(v, Value::SimpleValue(s) if s.to_u8() == 22)
}

fn uint(v: &Value<'_>) -> Result<u64, &'static str> {
    match v {
        Value::Unsigned(n) => Ok(*n),
        _ => Err("wrong type: uint expected"),
    }
}

fn uint_in(v: &Value<'_>, lo: u64, hi: u64) -> Result<u64, &'static str> {
    let n = uint(v)?;
    if (lo..=hi).contains(&n) {
        Ok(n)
    } else {
        Err("out of range")
    }
}

fn tstr<'m>(v: &'m Value<'_>) -> Result<&'m str, &'static str> {
    match v {
        Value::TextString(s) => Ok(s),
        _ => Err("wrong type: text expected"),
    }
}

fn bstr<'m>(v: &'m Value<'_>) -> Result<&'m [u8], &'static str> {
    match v {
        Value::ByteString(b) => Ok(b),
        _ => Err("wrong type: bytes expected"),
    }
}

fn boolean(v: &Value<'_>) -> Result<bool, &'static str> {
    match v {
        Value::SimpleValue(s) => s.to_bool().map_err(|_| "wrong type: bool expected"),
        _ => Err("wrong type: bool expected"),
    }
}

/// An array of text strings; its length.
fn array_of_tstr(v: &Value<'_>) -> Result<usize, &'static str> {
    match v {
        Value::Array(items) => {
            for item in items {
                tstr(item).map_err(|_| "array item not text")?;
            }
            Ok(items.len())
        }
        _ => Err("wrong type: array expected"),
    }
}

/// A map keyed by unsigned integers (§4.3: a negative key refused), its
/// values ignored content (Interaction §4.3 "This same rule applies to every
/// nested `body`, `schema`, and `context` map", Workflow §6.1 `params`): any
/// deterministic CBOR, tags and floats included.
fn uint_keyed_map(v: &Value<'_>) -> Verdict {
    match v {
        Value::Map(m) => {
            for k in m.keys() {
                match k {
                    Value::Unsigned(_) => {}
                    Value::Negative(_) => return Err("negative key in a nested map"),
                    _ => return Err("nested key not an unsigned integer"),
                }
            }
            Ok(())
        }
        _ => Err("wrong type: map expected"),
    }
}

/// A map with opaque keys and values.
fn any_map(v: &Value<'_>) -> Verdict {
    match v {
        Value::Map(_) => plain(v),
        _ => Err("wrong type: map expected"),
    }
}

/// Opaque content: any CBOR but the channels' excluded subset (tags, floats,
/// simple values other than false / true / null).
fn plain(v: &Value<'_>) -> Verdict {
    match v {
        Value::Unsigned(_) | Value::Negative(_) | Value::ByteString(_) | Value::TextString(_) => {
            Ok(())
        }
        Value::SimpleValue(s) if matches!(s.to_u8(), 20..=22) => Ok(()),
        Value::Array(items) => items.iter().try_for_each(plain),
        Value::Map(m) => m.iter().try_for_each(|(k, v)| {
            plain(k)?;
            plain(v)
        }),
        Value::SimpleValue(_) => Err("simple value"),
        Value::Float(_) => Err("float"),
        Value::Tag(..) => Err("tag"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::HEADLINE;
    use npamp_generated::Profile;

    fn unhex(s: &str) -> Vec<u8> {
        crate::unhex(s)
    }

    fn ours(module: &str, ft: u16, b: &[u8]) -> bool {
        npamp_generated::channel(module)
            .expect("channel")
            .check(ft, b, Profile::Strict)
            .is_ok()
    }

    #[test]
    fn accepts_every_headline_payload() {
        for (module, ft, hex) in HEADLINE {
            assert_eq!(
                check(module, *ft, &unhex(hex)),
                Ok(()),
                "{module} {ft:#06x}"
            );
        }
    }

    #[test]
    fn refuses_hand_built_bad_bodies() {
        let bad: &[(&str, u16, &[u8], &str)] = &[
            // event_class (2) a text string instead of a uint.
            (
                "interaction",
                0x0100,
                &[
                    0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x78,
                ],
                "wrong type",
            ),
            // INTERACT_EVENT without its required event_class (2).
            (
                "interaction",
                0x0100,
                &[0xa2, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a],
                "missing",
            ),
            // event_class 3 as `18 03`: a non-canonical (not shortest) integer.
            (
                "interaction",
                0x0100,
                &[
                    0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x18, 0x03,
                ],
                "deterministic",
            ),
            // frame_kind 0x0101 on an INTERACT_EVENT.
            (
                "interaction",
                0x0100,
                &[0xa3, 0x00, 0x19, 0x01, 0x01, 0x01, 0x41, 0x2a, 0x02, 0x03],
                "frame_kind",
            ),
            // Keys out of order (2 before 1).
            (
                "interaction",
                0x0100,
                &[0xa3, 0x00, 0x19, 0x01, 0x00, 0x02, 0x03, 0x01, 0x41, 0x2a],
                "deterministic",
            ),
            // A negative key (-1).
            (
                "interaction",
                0x0100,
                &[
                    0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x03, 0x20, 0x00,
                ],
                "negative",
            ),
            // An empty corr.
            (
                "interaction",
                0x0100,
                &[0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x40, 0x02, 0x03],
                "corr",
            ),
            // A choice prompt (2) without options.
            (
                "interaction",
                0x0102,
                &[
                    0xa4, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x02, 0x03, 0x61, 0x3f,
                ],
                "options",
            ),
            // INTERACT_ERROR approval_held (6) without approval_id.
            (
                "interaction",
                0x0107,
                &[
                    0xa4, 0x00, 0x19, 0x01, 0x07, 0x01, 0x41, 0x2a, 0x02, 0x06, 0x03, 0x61, 0x78,
                ],
                "approval_id",
            ),
            // WORKFLOW_SUBMIT_REQ without effect (11).
            (
                "workflow",
                0x0100,
                &[
                    0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x63, 0x02, 0x61, 0x73,
                ],
                "missing",
            ),
            // WORKFLOW_STEP_EVENT with a terminal state (2).
            (
                "workflow",
                0x0106,
                &[
                    0xa4, 0x00, 0x19, 0x01, 0x06, 0x02, 0x61, 0x74, 0x03, 0x00, 0x04, 0x02,
                ],
                "range",
            ),
            // WORKFLOW_STEP_EVENT carrying a corr.
            (
                "workflow",
                0x0106,
                &[
                    0xa5, 0x00, 0x19, 0x01, 0x06, 0x01, 0x41, 0x2a, 0x02, 0x61, 0x74, 0x03, 0x00,
                    0x04, 0x01,
                ],
                "corr",
            ),
            // A float (1.0) inside WORKFLOW_SUBMIT_REQ's scope (its keys a
            // local matter, its values still the channels' subset).
            (
                "workflow",
                0x0100,
                &[
                    0xa5, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x63, 0x02, 0x61, 0x73, 0x0a, 0xa1,
                    0x00, 0xf9, 0x3c, 0x00, 0x0b, 0x00,
                ],
                "float",
            ),
            // A tag inside the scope.
            (
                "workflow",
                0x0100,
                &[
                    0xa5, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x63, 0x02, 0x61, 0x73, 0x0a, 0xa1,
                    0x00, 0xc1, 0x00, 0x0b, 0x00,
                ],
                "tag",
            ),
            // A text key in the body (a uint-keyed map).
            (
                "interaction",
                0x0100,
                &[
                    0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x03, 0x04, 0xa1, 0x61,
                    0x6b, 0x00,
                ],
                "nested key",
            ),
            // Trailing bytes.
            (
                "workflow",
                0x0106,
                &[
                    0xa4, 0x00, 0x19, 0x01, 0x06, 0x02, 0x61, 0x74, 0x03, 0x00, 0x04, 0x01, 0x00,
                ],
                "trailing",
            ),
        ];
        for (module, ft, bytes, what) in bad {
            assert!(
                check(module, *ft, bytes).is_err(),
                "baseline accepts ({what}): {bytes:02x?}"
            );
            assert!(
                !ours(module, *ft, bytes),
                "the generated decoder accepts ({what}): {bytes:02x?}"
            );
        }
        // The same bodies fixed are accepted by both.
        let good: &[(&str, u16, &[u8])] = &[
            (
                "interaction",
                0x0100,
                &[0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x03],
            ),
            (
                "interaction",
                0x0102,
                &[
                    0xa5, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a, 0x02, 0x02, 0x03, 0x61, 0x3f,
                    0x04, 0x81, 0x61, 0x61,
                ],
            ),
            (
                "interaction",
                0x0107,
                &[
                    0xa5, 0x00, 0x19, 0x01, 0x07, 0x01, 0x41, 0x2a, 0x02, 0x06, 0x03, 0x61, 0x78,
                    0x05, 0x61, 0x69,
                ],
            ),
            (
                "workflow",
                0x0106,
                &[
                    0xa4, 0x00, 0x19, 0x01, 0x06, 0x02, 0x61, 0x74, 0x03, 0x00, 0x04, 0x01,
                ],
            ),
            (
                "workflow",
                0x0106,
                &[
                    0xa5, 0x00, 0x19, 0x01, 0x06, 0x02, 0x61, 0x74, 0x03, 0x00, 0x04, 0x01, 0x14,
                    0xf6,
                ],
            ),
            // An unknown key (20) is ignored with its value, a float here (§4.3).
            (
                "workflow",
                0x0106,
                &[
                    0xa5, 0x00, 0x19, 0x01, 0x06, 0x02, 0x61, 0x74, 0x03, 0x00, 0x04, 0x01, 0x14,
                    0xf9, 0x3c, 0x00,
                ],
            ),
            // A float and a tag inside the INTERACT_EVENT body: ignored
            // content (§4.3 "every nested `body`, `schema`, and `context` map").
            (
                "interaction",
                0x0100,
                &[
                    0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x03, 0x04, 0xa1, 0x00,
                    0xf9, 0x3c, 0x00,
                ],
            ),
            (
                "interaction",
                0x0100,
                &[
                    0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x03, 0x04, 0xa1, 0x00,
                    0x81, 0xc1, 0x00,
                ],
            ),
            // A null on an optional field (ack) is absence (§6).
            (
                "interaction",
                0x0100,
                &[
                    0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x03, 0x05, 0xf6,
                ],
            ),
        ];
        for (module, ft, bytes) in good {
            assert_eq!(check(module, *ft, bytes), Ok(()), "{bytes:02x?}");
            assert!(ours(module, *ft, bytes), "{bytes:02x?}");
        }
    }

    /// Every one-byte change of every headline payload (each byte set to
    /// each of 256 values): the baseline's verdict is the generated
    /// decoder's, so the comparison times two validators of equal strength.
    #[test]
    fn agrees_with_the_generated_decoder_on_every_one_byte_change() {
        let mut disagree = Vec::new();
        for (module, ft, hex) in HEADLINE {
            let base = unhex(hex);
            for i in 0..base.len() {
                for b in 0..=255u8 {
                    let mut p = base.clone();
                    p[i] = b;
                    let theirs = check(module, *ft, &p).is_ok();
                    if theirs != ours(module, *ft, &p) {
                        disagree.push(format!("{module} {ft:#06x} {p:02x?}: baseline {theirs}"));
                    }
                }
            }
        }
        assert!(
            disagree.is_empty(),
            "{} disagreements:\n{}",
            disagree.len(),
            disagree
                .iter()
                .take(20)
                .cloned()
                .collect::<Vec<_>>()
                .join("\n")
        );
    }

    /// The nesting limit: an opaque `body` nested to the channels' depth
    /// limit is accepted, one level more refused, by both.
    #[test]
    fn depth_limit_is_the_channels() {
        for (levels, ok) in [(16usize, true), (17, false)] {
            // The payload is level 1, `body` level 2, then arrays to `levels`.
            let mut inner = vec![0x00u8];
            for _ in 3..=levels {
                inner.insert(0, 0x81);
            }
            let mut p = vec![
                0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x03, 0x04, 0xa1, 0x00,
            ];
            p.extend(inner);
            assert_eq!(ours("interaction", 0x0100, &p), ok, "ours at {levels}");
            assert_eq!(
                check("interaction", 0x0100, &p).is_ok(),
                ok,
                "baseline at {levels}"
            );
        }
    }
}
