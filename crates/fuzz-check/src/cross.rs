//! The `cross` target (D13): a request and a reply of a frame pair that the
//! reply's cross-frame rules (`cross_frame`, `cross_absent_unless`,
//! `cross_relation`) connect, generated from the model — the reply's
//! cross-checked fields reshaped at random — compared as generated
//! `Channel::decode_reply` vs `Oracle::check_cross`, under one profile picked
//! by the input (a replay: both).

use crate::compare::{diff, gen_corr, gen_said, oracle_side, picked_profiles, report, Side};
use crate::gen::{repair, Gen, Mode};
use crate::{guarded, mix_signature, note_rule, Chan, Finding};
use arbitrary::Unstructured;
use ciborium::Value as V;
use npamp_oracle::encode_value;
use npamp_schema::{Frame, FrameId, Profile, RuleKind, Shape};
use npamp_testkit::hex::hex;
use npamp_testkit::model;

/// Whether the channel has a frame with cross-frame rules.
pub fn applies(chan: &Chan) -> bool {
    !chan.cross_pairs().is_empty()
}

/// (reply frame, request frame) pairs with at least one cross-frame rule
/// (computed once per channel: [`Chan::cross_pairs`]).
pub(crate) fn pairs_of(m: &npamp_schema::Model) -> Vec<(FrameId, FrameId)> {
    let mut v = Vec::new();
    for (i, f) in m.frames.iter().enumerate() {
        for r in &f.body.rules {
            let req = match &r.kind {
                RuleKind::CrossFrame { request, .. }
                | RuleKind::CrossAbsentUnless { request, .. }
                | RuleKind::CrossRelation { request, .. } => *request,
                _ => continue,
            };
            if !v.contains(&(FrameId(i), req)) {
                v.push((FrameId(i), req));
            }
        }
    }
    v
}

fn shaped(u: &mut Unstructured<'_>, shape: &Shape) -> Option<V> {
    let n = u64::from(u.arbitrary::<u8>().unwrap_or(0) % 5);
    Some(match shape {
        Shape::Absent => return None,
        Shape::Tstr => V::Text("x".into()),
        Shape::Bool => V::Bool(n % 2 == 0),
        Shape::Map => V::Map(Vec::new()),
        Shape::UintIndex(_) => V::Integer(n.into()),
        Shape::ArrayUintIndex(_) => {
            V::Array((0..n % 3).map(|i| V::Integer((i + n / 2).into())).collect())
        }
    })
}

fn reshape(u: &mut Unstructured<'_>, reply: &Frame, v: &mut V) {
    if !matches!(v, V::Map(_)) {
        return;
    }
    for r in &reply.body.rules {
        let RuleKind::CrossFrame { field, cases, .. } = &r.kind else {
            continue;
        };
        if u.arbitrary::<u8>().unwrap_or(0).is_multiple_of(3) || cases.is_empty() {
            continue;
        }
        let key = reply.body.field(*field).key;
        let i = usize::from(u.arbitrary::<u8>().unwrap_or(0)) % (cases.len() + 1);
        let shape = cases.get(i).map_or(Shape::Tstr, |c| c.shape.clone());
        model::remove(v, key);
        if let Some(val) = shaped(u, &shape) {
            model::push_entry(v, model::uint(key), val);
        }
    }
}

fn maybe_flip(u: &mut Unstructured<'_>, b: &mut [u8]) {
    if u.arbitrary::<u8>().unwrap_or(1).is_multiple_of(16) && !b.is_empty() {
        let i = usize::from(u.arbitrary::<u16>().unwrap_or(0)) % b.len();
        b[i] ^= 1 << (u.arbitrary::<u8>().unwrap_or(0) % 8);
    }
}

/// Generated `decode_reply` (with its fixed-point round trip).
fn gen_reply(chan: &Chan, qt: u16, q: &[u8], rt: u16, r: &[u8], profile: Profile) -> Side {
    match chan.gen.decode_reply(qt, q, rt, r, profile) {
        Ok(v) => Side::Accept {
            frame_type: v.frame_type(),
            corr: gen_corr(v.corr()),
            bytes: v.to_vec(),
        },
        Err(e) => Side::Refuse(gen_said(chan, &e.error, e.in_request)),
    }
}

/// Compare one pair under `profile`.
pub fn compare_pair(
    chan: &Chan,
    qt: u16,
    q: &[u8],
    rt: u16,
    r: &[u8],
    profile: Profile,
) -> Result<Side, Finding> {
    let input = || format!("request {qt:#06x} {} reply {rt:#06x} {}", hex(q), hex(r));
    let gen = guarded("generated decode_reply", || {
        gen_reply(chan, qt, q, rt, r, profile)
    })
    .map_err(|f| f.context(&input()))?;
    let orc = guarded("oracle check_cross", || {
        oracle_side(&chan.oracle.check_cross(qt, q, rt, r, profile))
    })
    .map_err(|f| f.context(&input()))?;
    if let Some(what) = diff(&gen, &orc) {
        return Err(report(chan, what, &input(), profile, &gen, &orc));
    }
    match &orc {
        Side::Refuse(s) => {
            note_rule(s.rule);
            mix_signature(&[
                b"X",
                profile.as_str().as_bytes(),
                s.rule.as_str().as_bytes(),
                s.rule_id.as_deref().unwrap_or("").as_bytes(),
                &[u8::from(s.in_request)],
            ]);
        }
        Side::Accept { .. } => {
            mix_signature(&[b"XA", profile.as_str().as_bytes(), &rt.to_be_bytes()])
        }
    }
    Ok(orc)
}

/// The `cross` target: the pair under one profile, picked by the input (the
/// fuzzer reaches the other by changing one byte), as `decode` does.
pub fn cross_target(chan: &Chan, data: &[u8]) -> Result<(), Finding> {
    cross_with(chan, data, false)
}

/// Replays (`cargo test`): the pair under both profiles.
pub fn cross_replay(chan: &Chan, data: &[u8]) -> Result<(), Finding> {
    cross_with(chan, data, true)
}

fn cross_with(chan: &Chan, data: &[u8], both: bool) -> Result<(), Finding> {
    let ps = chan.cross_pairs();
    if ps.is_empty() {
        return Ok(());
    }
    let mut u = Unstructured::new(data);
    let (rid, qid) = ps[usize::from(u.arbitrary::<u8>().unwrap_or(0)) % ps.len()];
    let m = chan.model();
    let (reply, request) = (m.frame(rid), m.frame(qid));
    let mut g = Gen::new(m, &mut u, Mode::Valid);
    let mut qv = g.frame(request);
    let (mut q, _) = repair(&mut g, chan.oracle, request, &mut qv);
    let mut rv = g.frame(reply);
    let _ = repair(&mut g, chan.oracle, reply, &mut rv);
    reshape(&mut u, reply, &mut rv);
    let mut r = encode_value(&rv);
    maybe_flip(&mut u, &mut q);
    maybe_flip(&mut u, &mut r);
    let profiles = picked_profiles(&mut u, both);
    for &profile in profiles {
        compare_pair(chan, request.code, &q, reply.code, &r, profile)?;
    }
    Ok(())
}
