//! One peer's view of every machine instance and reply exchange: the
//! monitor's rules, applied to the frames the peer sent and received.

use super::ModelPlant;
use crate::machine::{
    advance, corr_of, field_value, key_of, opens_reply, slot_of, tally, withdraw, Here, PeerId,
};
use ciborium::value::Value as Cbor;
use npamp_schema::{Cond, EnvRole, Exchange, ExchangeKey, FrameId, Model, Repeat, Side};
use npamp_testkit::model::value_of;
use std::collections::{BTreeMap, BTreeSet};

pub(super) type Slot = (usize, PeerId, Vec<u8>);

/// A machine instance, as one peer sees it.
#[derive(Debug, Clone, Default)]
pub(super) struct Inst {
    pub(super) state: usize,
    pub(super) counters: Vec<u64>,
    /// Per counter: the reach (offset) the consuming side has sent so far.
    pub(super) reach: Vec<u64>,
}

/// A reply exchange in progress (the monitor's rule).
#[derive(Debug, Clone)]
pub(super) struct Pend {
    pub(super) request: FrameId,
    pub(super) at: Vec<Option<usize>>,
    /// Reply frames emitted so far.
    pub(super) sent: u32,
    /// The request's body (keys are echoed from it).
    pub(super) body: Cbor,
}

/// What a received frame makes the receiver owe at once.
#[derive(Debug, Clone)]
pub(super) struct Due {
    pub(super) reply: FrameId,
    pub(super) cond: Option<Cond>,
    pub(super) corr: Option<Cbor>,
    pub(super) keys: Vec<(String, Cbor)>,
}

impl Due {
    /// The reply `reply` (its `when`, `cond`) a frame `fid` with `body` is
    /// owed, echoing its corr and machine keys.
    pub(super) fn new(
        model: &Model,
        fid: FrameId,
        body: &Cbor,
        reply: FrameId,
        cond: &Option<Cond>,
    ) -> Due {
        Due {
            reply,
            cond: cond.clone(),
            corr: corr_value(model, fid, body),
            keys: machine_keys(model, fid, body),
        }
    }
}

/// One peer's view of every instance and reply exchange: the monitor's
/// rules, applied to the frames the peer sent and received.
#[derive(Debug, Clone, Default)]
pub(super) struct View {
    pub(super) insts: BTreeMap<Slot, Inst>,
    pub(super) pending: BTreeMap<(PeerId, Vec<u8>), Pend>,
    /// (debtor, key): an obligation the next frame under key settles.
    pub(super) owed: BTreeSet<(PeerId, Vec<u8>)>,
    /// The instances the last applied frame stepped.
    pub(super) touched: Vec<Slot>,
}

/// What applying a frame to a view found (for the sender's dry runs).
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Applied {
    pub(super) out_of_state: bool,
    pub(super) counter: bool,
}

/// Whether machine `x` names frame `fid` (`Exchange::frames`, without allocating).
pub(super) fn names_frame(x: &Exchange, fid: FrameId) -> bool {
    x.transitions.iter().any(|t| t.frame == fid)
        || x.ignore.iter().any(|i| i.frame == fid)
        || x.answer.iter().any(|a| a.frame == fid || a.reply == fid)
        || x.counters
            .iter()
            .any(|c| c.consume == fid || c.exceeded.as_ref().is_some_and(|e| e.reply == fid))
}

/// The frames that may come next in a reply exchange: (frame, ends a pattern).
pub(super) fn next_steps(
    patterns: &[npamp_schema::ReplyPattern],
    at: &[Option<usize>],
) -> Vec<(FrameId, bool)> {
    let mut out: Vec<(FrameId, bool)> = Vec::new();
    for (p, pos) in patterns.iter().zip(at.iter()) {
        let Some(mut i) = *pos else { continue };
        while let Some(step) = p.steps.get(i) {
            let ends = step.repeat == Repeat::Once && i + 1 == p.steps.len();
            if !out.contains(&(step.frame, ends)) {
                out.push((step.frame, ends));
            }
            match step.repeat {
                Repeat::ZeroOrMore => i += 1,
                _ => break,
            }
        }
    }
    out
}

pub(super) fn side_of(opener: PeerId, me: PeerId) -> Side {
    if opener == me {
        Side::Opener
    } else {
        Side::Responder
    }
}

impl View {
    /// The part of the view a frame of `fid` with `body` can touch: the
    /// instances under its corr or keys, the reply exchange and obligations
    /// under its corr (a dry run copies this, not every instance).
    pub(super) fn subset(&self, model: &Model, fid: FrameId, body: &Cbor) -> View {
        let corr = corr_of(model, fid, body);
        let mut keys: Vec<Vec<u8>> = corr.iter().cloned().collect();
        for x in &model.exchanges {
            if let Some(k) = key_of(model, x, fid, body, None) {
                if !keys.contains(&k) {
                    keys.push(k);
                }
            }
        }
        let mut v = View::default();
        for (slot, inst) in &self.insts {
            if keys.contains(&slot.2) {
                v.insts.insert(slot.clone(), inst.clone());
            }
        }
        if let Some(c) = &corr {
            for p in [PeerId::A, PeerId::B] {
                let k = (p, c.clone());
                if let Some(x) = self.pending.get(&k) {
                    v.pending.insert(k.clone(), x.clone());
                }
                if self.owed.contains(&k) {
                    v.owed.insert(k);
                }
            }
        }
        for k in &keys {
            for p in [PeerId::A, PeerId::B] {
                let o = (p, k.clone());
                if self.owed.contains(&o) {
                    v.owed.insert(o);
                }
            }
        }
        v
    }

    /// Apply one frame sent by `from` (`refused`: the channel refuses it).
    /// The receiver's obligations go to `due` when `me` receives it.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn apply(
        &mut self,
        model: &'static Model,
        me: PeerId,
        plant: ModelPlant,
        from: PeerId,
        fid: FrameId,
        body: &Cbor,
        refused: Option<bool>,
        due: &mut Vec<Due>,
    ) -> Applied {
        let mut out = Applied::default();
        self.touched.clear();
        let f = model.frame(fid);
        let corr = corr_of(model, fid, body);
        if let Some(owes) = refused {
            // A refused request owes the channel's error reply (when the
            // error model has a code for it); no machine steps.
            if let (true, Some(c)) = (owes && !f.replies.is_empty(), corr) {
                self.owed.insert((from.other(), c));
            }
            return out;
        }
        let mut settled = false;
        if let Some(c) = &corr {
            settled = self.owed.remove(&(from, c.clone()));
        }
        let mut accounted = settled;
        if !settled {
            for (xi, x) in model.exchanges.iter().enumerate() {
                if !names_frame(x, fid) {
                    continue;
                }
                let Some(key) = key_of(model, x, fid, body, None) else {
                    continue;
                };
                accounted |=
                    self.step(model, me, plant, xi, x, from, fid, body, key, due, &mut out);
            }
        }
        let Some(c) = corr else { return out };
        let requester = from.other();
        let mut answered = false;
        let mut taken = accounted;
        if let Some(p) = self.pending.get_mut(&(requester, c.clone())) {
            let req = model.frame(p.request);
            if f.answers.contains(&p.request) {
                let (fits, done) = advance(req.replies.as_slice(), &mut p.at, fid);
                p.sent += 1;
                if !fits || done {
                    self.pending.remove(&(requester, c.clone()));
                }
                if !fits {
                    out.out_of_state = true;
                }
                taken = true;
                answered = true;
            }
        }
        withdraw(&mut self.pending, |p| p.request, f, from, &c);
        if let Some(at) = opens_reply(model, f, body, answered) {
            self.pending.insert(
                (from, c),
                Pend {
                    request: fid,
                    at,
                    sent: 0,
                    body: body.clone(),
                },
            );
            taken = true;
        }
        if !taken && !f.answers.is_empty() {
            out.out_of_state = true;
        }
        out
    }

    /// Step machine `x` (index `xi`) by a frame `from` sent under `key`:
    /// the monitor's rules ([`Here`], [`tally`]) as this peer follows them —
    /// without the monitor's guards, bound fields, crossings and
    /// prohibitions, which the world's monitor vets (`ModelPeer::breaks`).
    /// Whether the machine took the frame.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn step(
        &mut self,
        model: &'static Model,
        me: PeerId,
        plant: ModelPlant,
        xi: usize,
        x: &'static Exchange,
        from: PeerId,
        fid: FrameId,
        body: &Cbor,
        key: Vec<u8>,
        due: &mut Vec<Due>,
        out: &mut Applied,
    ) -> bool {
        let (slot, by) = slot_of(&self.insts, xi, x, from, fid, &key);
        let existing = self.insts.get(&slot).cloned();
        let here = Here::new(
            x,
            from,
            fid,
            by,
            existing.as_ref().map_or(0, |i| i.state),
            &key,
        );
        if here.ignores().next().is_some() {
            return true;
        }
        if let Some(a) = here.answer() {
            self.owed.insert((from.other(), here.owed_key(model, body)));
            if from != me {
                due.push(Due::new(model, fid, body, a.reply, &a.reply_when));
            }
            return true;
        }
        if !here.opens_or_continues(model, body, existing.is_some()) {
            return false;
        }
        let Some((_, t)) = here.transitions(model, body).next() else {
            out.out_of_state = true;
            return true;
        };
        let mut inst = match existing {
            Some(i) if !here.fresh(t) => i,
            _ => Inst {
                state: 0,
                counters: vec![0; x.counters.len()],
                reach: vec![0; x.counters.len()],
            },
        };
        if let Some(to) = t.to {
            inst.state = to;
        }
        // Planted (c): a received raise added, not kept as the largest.
        let raise_adds = plant.raise_as_add && from != me;
        for (ci, c) in x.counters.iter().enumerate() {
            let (Some(value), Some(reach)) = (inst.counters.get_mut(ci), inst.reach.get_mut(ci))
            else {
                continue;
            };
            let n = tally(model, c, value, &mut inst.state, by, fid, body, raise_adds);
            if let Some(r) = n.reach {
                *reach = (*reach).max(r);
            }
            if n.consumed != Some(true) {
                continue;
            }
            out.counter = true;
            if let Some(e) = &c.exceeded {
                self.owed.insert((from.other(), key.clone()));
                if from != me {
                    due.push(Due::new(model, fid, body, e.reply, &e.reply_when));
                }
            }
        }
        self.touched.push(slot.clone());
        self.insts.insert(slot, inst);
        true
    }
}

pub(super) fn corr_value(model: &Model, fid: FrameId, body: &Cbor) -> Option<Cbor> {
    let f = model.frame(fid).envelope(EnvRole::Corr)?;
    value_of(body, f.key).cloned()
}

/// The values of every machine key field `fid` carries (to echo them).
pub(super) fn machine_keys(model: &Model, fid: FrameId, body: &Cbor) -> Vec<(String, Cbor)> {
    let mut v = Vec::new();
    for x in &model.exchanges {
        if let ExchangeKey::Field(name) = &x.key {
            if let Some(val) = field_value(model, fid, body, name) {
                v.push((name.clone(), val.clone()));
            }
        }
    }
    v
}

/// Whether `state` of `x` has ended: terminal, or left only by reopening.
pub(super) fn ended(x: &Exchange, state: usize) -> bool {
    state != 0
        && (x.terminal.contains(&state)
            || !x.transitions.iter().any(|t| {
                t.from.contains(&state) && !t.from.contains(&0) && t.to.is_some_and(|u| u != state)
            }))
}
