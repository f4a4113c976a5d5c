//! Structure-aware targets: `arbitrary` builds a generated frame, it is
//! normalized into a valid one, encoded with the generated encoder, checked
//! against the oracle (which must accept it with exactly those canonical
//! bytes), and then every mutation class of [`crate::mutate`] is applied to
//! the bytes and the two decoders compared again.

use crate::mutate::{self, Rng};
use crate::{cbor, compare, guarded, Chan, Expect, Finding};
use arbitrary::{Arbitrary, Unstructured};
use npamp_generated::rt::{Array, Item};
use npamp_generated::{interaction as ia, workflow as wf};
use npamp_oracle::Verdict;

/// Input layout: byte 0 selects the frame (mod the channel's frame count),
/// the rest feeds `arbitrary`; the mutation positions come from a hash of
/// the whole input.
fn split(data: &[u8]) -> (u8, Unstructured<'_>, Rng) {
    let (sel, rest) = match data {
        [s, rest @ ..] => (*s, rest),
        [] => (0, data),
    };
    let mut h: u64 = 0x9e37_79b9_7f4a_7c15 ^ data.len() as u64;
    for &b in data {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    (sel, Unstructured::new(rest), Rng(h))
}

fn fix_corr(c: &mut &[u8]) {
    if c.is_empty() {
        *c = b"\x01";
    } else if c.len() > 64 {
        *c = c.get(..64).unwrap_or(b"\x01");
    }
}

fn fix_task_id(t: &mut &str) {
    if t.is_empty() {
        *t = "t";
    }
}

fn byte_range<E: Copy>(v: &mut E, raw: fn(E) -> u64, from_raw: fn(u64) -> E) {
    if raw(*v) > 255 {
        *v = from_raw(raw(*v) & 0xff);
    }
}

fn arb_interaction<'a>(sel: u8, u: &mut Unstructured<'a>) -> arbitrary::Result<ia::Frame<'a>> {
    Ok(match sel % 8 {
        0 => ia::Frame::Event(Arbitrary::arbitrary(u)?),
        1 => ia::Frame::EventAck(Arbitrary::arbitrary(u)?),
        2 => ia::Frame::PromptReq(Arbitrary::arbitrary(u)?),
        3 => ia::Frame::PromptResult(Arbitrary::arbitrary(u)?),
        4 => ia::Frame::ApprovalReq(Arbitrary::arbitrary(u)?),
        5 => ia::Frame::ApprovalResult(Arbitrary::arbitrary(u)?),
        6 => ia::Frame::Cancel(Arbitrary::arbitrary(u)?),
        _ => ia::Frame::Error(Arbitrary::arbitrary(u)?),
    })
}

/// Make an arbitrary Interaction frame satisfy §4.2 and the schema's
/// ranges and single-frame rules (D7, D10, D12).
fn normalize_interaction(f: &mut ia::Frame<'_>) {
    match f {
        ia::Frame::Event(x) => {
            fix_corr(&mut x.corr);
            byte_range(
                &mut x.event_class,
                ia::EventClass::raw,
                ia::EventClass::from_raw,
            );
        }
        ia::Frame::EventAck(x) => fix_corr(&mut x.corr),
        ia::Frame::PromptReq(x) => {
            fix_corr(&mut x.corr);
            byte_range(
                &mut x.prompt_kind,
                ia::PromptKind::raw,
                ia::PromptKind::from_raw,
            );
            // §6.2 choice-options-required.
            if matches!(x.prompt_kind.raw(), 2 | 3)
                && x.options.as_ref().is_none_or(Array::is_empty)
            {
                x.options = Some(Array::from(vec!["yes", "no"]));
            }
        }
        ia::Frame::PromptResult(x) => {
            fix_corr(&mut x.corr);
            // §6.2 value-only-when-answered.
            if x.outcome.raw() != 0 {
                x.value = None;
            }
        }
        ia::Frame::ApprovalReq(x) => {
            fix_corr(&mut x.corr);
            if let Some(s) = &mut x.severity {
                byte_range(s, ia::Severity::raw, ia::Severity::from_raw);
            }
        }
        ia::Frame::ApprovalResult(x) => fix_corr(&mut x.corr),
        ia::Frame::Cancel(x) => fix_corr(&mut x.corr),
        ia::Frame::Error(x) => {
            fix_corr(&mut x.corr);
            // §8.1 approval-id-iff-held.
            let held = ia::ErrorCode::from_name("approval_held").map(ia::ErrorCode::raw);
            if Some(x.code.raw()) == held {
                x.approval_id.get_or_insert("a-1");
            } else {
                x.approval_id = None;
            }
        }
    }
}

fn arb_workflow<'a>(sel: u8, u: &mut Unstructured<'a>) -> arbitrary::Result<wf::Frame<'a>> {
    Ok(match sel % 9 {
        0 => wf::Frame::SubmitReq(Arbitrary::arbitrary(u)?),
        1 => wf::Frame::SubmitResult(Arbitrary::arbitrary(u)?),
        2 => wf::Frame::StatusReq(Arbitrary::arbitrary(u)?),
        3 => wf::Frame::StatusResult(Arbitrary::arbitrary(u)?),
        4 => wf::Frame::CancelReq(Arbitrary::arbitrary(u)?),
        5 => wf::Frame::CancelResult(Arbitrary::arbitrary(u)?),
        6 => wf::Frame::StepEvent(Arbitrary::arbitrary(u)?),
        7 => wf::Frame::Complete(Arbitrary::arbitrary(u)?),
        _ => wf::Frame::Error(Arbitrary::arbitrary(u)?),
    })
}

fn pick_state(s: &mut wf::TaskState, terminal: bool) {
    if s.is_terminal() == terminal && s.name().is_some() {
        return;
    }
    let pool: Vec<wf::TaskState> = wf::TaskState::KNOWN
        .iter()
        .copied()
        .filter(|k| k.is_terminal() == terminal)
        .collect();
    let i = (s.raw() % pool.len().max(1) as u64) as usize;
    if let Some(k) = pool.get(i) {
        *s = *k;
    }
}

fn fix_progress(p: &mut Option<u64>) {
    if let Some(v) = p {
        *v %= 101;
    }
}

/// Make an arbitrary Workflow frame satisfy §4.2, §5.2 and the schema's
/// ranges and single-frame rules (D7, D10, D12).
fn normalize_workflow(f: &mut wf::Frame<'_>) {
    match f {
        wf::Frame::SubmitReq(x) => fix_corr(&mut x.corr),
        wf::Frame::SubmitResult(x) => {
            fix_corr(&mut x.corr);
            fix_task_id(&mut x.task_id);
        }
        wf::Frame::StatusReq(x) => {
            fix_corr(&mut x.corr);
            fix_task_id(&mut x.task_id);
        }
        wf::Frame::StatusResult(x) => {
            fix_corr(&mut x.corr);
            fix_task_id(&mut x.task_id);
            fix_progress(&mut x.progress);
        }
        wf::Frame::CancelReq(x) => {
            fix_corr(&mut x.corr);
            fix_task_id(&mut x.task_id);
        }
        wf::Frame::CancelResult(x) => {
            fix_corr(&mut x.corr);
            fix_task_id(&mut x.task_id);
        }
        wf::Frame::StepEvent(x) => {
            fix_task_id(&mut x.task_id);
            fix_progress(&mut x.progress);
            pick_state(&mut x.state, false); // §6.4 step-state-non-terminal
        }
        wf::Frame::Complete(x) => {
            fix_task_id(&mut x.task_id);
            pick_state(&mut x.state, true); // §6.5 complete-state-terminal
        }
        wf::Frame::Error(x) => {
            fix_corr(&mut x.corr);
            // §8.1 approval-id-iff-required.
            let req = wf::ErrorCode::from_name("approval_required").map(wf::ErrorCode::raw);
            if Some(x.code.raw()) == req {
                x.approval_id.get_or_insert("a-1");
            } else {
                x.approval_id = None;
            }
        }
    }
}

/// Encoded frame checks shared by both channels: the oracle accepts the
/// generated encoding with exactly those canonical bytes, the generated
/// decoder round-trips it, then every mutation class is compared.
fn check_encoded(chan: Chan, ft: u16, bytes: &[u8], rng: &mut Rng) -> Result<(), Finding> {
    compare(chan, ft, bytes, &Expect::Accept(bytes.to_vec()))
        .map_err(|f| f.context("generated encoding of a valid frame"))?;
    for m in mutate::all(chan, ft, bytes, rng) {
        compare(chan, ft, &m.bytes, &m.expect).map_err(|f| {
            f.context(&format!(
                "mutation `{}` of {} (0x{ft:04x} {})",
                m.class,
                chan.name(),
                cbor::hex(bytes)
            ))
        })?;
    }
    Ok(())
}

/// Structured Interaction frames + mutation classes.
pub fn structured_interaction(data: &[u8]) -> Result<(), Finding> {
    let (sel, mut u, mut rng) = split(data);
    let Ok(mut frame) = arb_interaction(sel, &mut u) else {
        return Ok(());
    };
    normalize_interaction(&mut frame);
    if frame.validate().is_err() {
        return Ok(());
    }
    let ft = frame.frame_type().code();
    let (bytes, len) = guarded("generated encode", || (frame.to_vec(), frame.encoded_len()))?;
    if bytes.len() != len {
        return Err(Finding::disagreement(format!(
            "encoded_len() {len} != to_vec().len() {} for {frame:?}",
            bytes.len()
        )));
    }
    let back = guarded("generated decode", || {
        ia::decode(ft, &bytes).map(|f| f.to_vec())
    })?;
    if back.as_deref() != Ok(&bytes[..]) {
        return Err(Finding::disagreement(format!(
            "decode(encode(frame)) does not round-trip: {frame:?} → {} → {back:?}",
            cbor::hex(&bytes)
        )));
    }
    check_encoded(Chan::Interaction, ft, &bytes, &mut rng)
}

/// Structured Workflow frames + mutation classes.
pub fn structured_workflow(data: &[u8]) -> Result<(), Finding> {
    let (sel, mut u, mut rng) = split(data);
    let Ok(mut frame) = arb_workflow(sel, &mut u) else {
        return Ok(());
    };
    normalize_workflow(&mut frame);
    if frame.validate().is_err() {
        return Ok(());
    }
    let ft = frame.frame_type().code();
    let (bytes, len) = guarded("generated encode", || (frame.to_vec(), frame.encoded_len()))?;
    if bytes.len() != len {
        return Err(Finding::disagreement(format!(
            "encoded_len() {len} != to_vec().len() {} for {frame:?}",
            bytes.len()
        )));
    }
    let back = guarded("generated decode", || {
        wf::decode(ft, &bytes).map(|f| f.to_vec())
    })?;
    if back.as_deref() != Ok(&bytes[..]) {
        return Err(Finding::disagreement(format!(
            "decode(encode(frame)) does not round-trip: {frame:?} → {} → {back:?}",
            cbor::hex(&bytes)
        )));
    }
    check_encoded(Chan::Workflow, ft, &bytes, &mut rng)
}

/// A `value` biased towards the type the request's `prompt_kind` asks for
/// (§6.2), built by hand so that matches and near-misses are both common.
fn biased_value(kind: u64, n_options: u64, u: &mut Unstructured<'_>) -> arbitrary::Result<Vec<u8>> {
    let near = u.ratio(1u8, 4u8)?; // off by one / wrong type
    let idx = |u: &mut Unstructured<'_>| -> arbitrary::Result<u64> {
        let i = u64::from(u.int_in_range(0u8..=7)?);
        Ok(if near {
            n_options + i
        } else {
            i % n_options.max(1)
        })
    };
    Ok(match kind {
        1 if !near => cbor_text(<&str>::arbitrary(u)?),
        2 => cbor::uint(idx(u)?),
        3 => {
            let n = u.int_in_range(0u8..=3)?;
            let mut b = cbor::head(4, u64::from(n));
            for _ in 0..n {
                b.extend(cbor::uint(idx(u)?));
            }
            b
        }
        4 if !near => vec![*u.choose(&[0xf4u8, 0xf5])?],
        5 if !near => vec![0xa1, 0x01, 0x61, 0x78],
        _ => vec![*u.choose(&[0x00u8, 0x20, 0x40, 0x60, 0x80, 0xa0, 0xf4])?],
    })
}

fn cbor_text(s: &str) -> Vec<u8> {
    let mut b = cbor::head(3, s.len() as u64);
    b.extend_from_slice(s.as_bytes());
    b
}

/// D13: an arbitrary PROMPT_REQ + PROMPT_RESULT pair; generated
/// `check_against` / `decode_reply` must agree with `Oracle::check_cross`.
pub fn prompt_result(data: &[u8]) -> Result<(), Finding> {
    let (sel, mut u, _) = split(data);
    let Ok(mut req) = ia::PromptReq::arbitrary(&mut u) else {
        return Ok(());
    };
    let Ok(mut res) = ia::PromptResult::arbitrary(&mut u) else {
        return Ok(());
    };
    // Mostly valid requests (a refused request must be reported as such).
    if sel & 0x0f != 0 {
        let mut f = ia::Frame::PromptReq(req);
        normalize_interaction(&mut f);
        req = match f {
            ia::Frame::PromptReq(r) => r,
            _ => return Ok(()),
        };
    }
    if sel & 0x30 != 0 {
        // Usually answered, with a value shaped after the request.
        res.outcome = ia::PromptOutcome::from_raw(0);
        let n = req.options.as_ref().map_or(0, |a| a.len() as u64);
        let value = biased_value(req.prompt_kind.raw(), n, &mut u).unwrap_or_else(|_| vec![0]);
        res.value = Item::from_canonical_vec(value, 16).ok();
        if req.prompt_kind.raw() == 0 && sel & 0x40 != 0 {
            res.value = None; // acknowledge: absent
        }
    }
    fix_corr(&mut res.corr);
    let req_bytes = guarded("generated encode", || req.to_vec())?;
    let res_bytes = guarded("generated encode", || res.to_vec())?;
    let oracle = Chan::Interaction.oracle();
    let (rq, rs) = (ia::PromptReq::CODE, ia::PromptResult::CODE);
    let orc = guarded("oracle check_cross", || {
        oracle.check_cross(rq, &req_bytes, rs, &res_bytes)
    })?;
    // Mirror the oracle's order: the result on its own, then the request,
    // then the cross-frame rule (both through `decode_reply` and through
    // `PromptResult::check_against`, which must agree).
    let gen = guarded("generated decode_reply", || {
        if let Err(e) = ia::decode(rs, &res_bytes) {
            return Cross::RefuseResult(e.rule);
        }
        let reqf = match ia::decode(rq, &req_bytes) {
            Err(e) => return Cross::RefuseRequest(e.rule),
            Ok(f) => f,
        };
        let via_reply = ia::decode_reply(&reqf, rs, &res_bytes).map(|f| f.to_vec());
        let direct = match (&reqf, ia::PromptResult::decode(&res_bytes)) {
            (ia::Frame::PromptReq(q), Ok(r)) => r.check_against(q),
            (_, Err(e)) => Err(e),
            _ => Ok(()),
        };
        match (via_reply, direct) {
            (Ok(b), Ok(())) => Cross::Accept(b),
            (Err(e), Err(_)) => Cross::RefuseResult(e.rule),
            (a, b) => Cross::Inconsistent(format!("decode_reply {a:?}, check_against {b:?}")),
        }
    })?;
    crate::mix_signature(&[
        format!("{gen:?}")
            .split('(')
            .next()
            .unwrap_or_default()
            .as_bytes(),
        orc.refusal().map_or(&b"accept"[..], |r| r.rule.as_bytes()),
    ]);
    let o = match &orc {
        Verdict::Accept { canonical, .. } => format!("accept (canonical {})", cbor::hex(canonical)),
        Verdict::Reject(r) => format!("refuse `{}` {}", r.rule, r.section),
    };
    let bad = |what: &str| {
        Finding::disagreement(format!(
            "{what}\n  input:     request {} result {}\n  generated: {gen:?}\n  oracle:    {o}",
            cbor::hex(&req_bytes),
            cbor::hex(&res_bytes),
        ))
    };
    match (&gen, &orc) {
        (Cross::Inconsistent(_), _) => Err(bad("decode_reply and check_against disagree")),
        (Cross::Accept(b), Verdict::Accept { canonical, .. }) if b != canonical => {
            Err(bad("to_vec() differs from the oracle's canonical form"))
        }
        (Cross::Accept(_), Verdict::Accept { .. }) => Ok(()),
        (Cross::RefuseResult(_), Verdict::Reject(r)) if !r.rule.starts_with("request:") => Ok(()),
        (Cross::RefuseRequest(_), Verdict::Reject(r)) if r.rule.starts_with("request:") => Ok(()),
        (Cross::Accept(_), Verdict::Reject(_)) => Err(bad("generated accepts, oracle refuses")),
        (_, Verdict::Accept { .. }) => Err(bad("generated refuses, oracle accepts")),
        (_, Verdict::Reject(_)) => Err(bad("they refuse different frames")),
    }
}

/// The generated side of the cross-frame check (fields shown through `Debug` in findings).
#[allow(dead_code)]
#[derive(Debug)]
enum Cross {
    Accept(Vec<u8>),
    RefuseResult(&'static str),
    RefuseRequest(&'static str),
    Inconsistent(String),
}
