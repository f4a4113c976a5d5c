//! How a peer continues an instance it belongs to: the moves its state
//! allows (a transition of its side, an idempotent frame sent again, a frame
//! an `answer` rule covers), one picked and built.

use super::build::{fresh_value, Want};
use super::link::slot_tag;
use super::peer::ModelPeer;
use super::view::{corr_value, ended, side_of, Inst, Slot};
use crate::machine::{field_value, idle_like, in_states};
use ciborium::value::Value as Cbor;
use npamp_schema::{EnvRole, Exchange, ExchangeKey, FrameId};
use std::collections::BTreeSet;

/// How many frames a peer emits on its own per instance (replies are not
/// counted); it keeps live runs finite.
const BUDGET: u32 = 8;

/// A way to continue an instance.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Move {
    /// Transition `ti` of the instance's machine.
    Take(usize),
    /// An idempotent frame sent again (an `ignore` rule covers it).
    Again,
    /// A frame an `answer` rule covers: the receiver's obligation probed.
    Probe,
}

/// A move on an instance: the frame, and whether it ends the instance.
type Choice = (Slot, FrameId, Move, bool);

impl ModelPeer {
    /// The instances this peer may continue (with nothing of theirs in flight
    /// towards it, per `blocked`): one move picked among what their states
    /// allow, built.
    pub(super) fn continuations(
        &mut self,
        blocked: &BTreeSet<Vec<u8>>,
    ) -> Option<(FrameId, Cbor, Slot)> {
        let model = self.model;
        let slots: Vec<(Slot, Inst)> = self
            .view
            .insts
            .iter()
            .filter(|(s, _)| !blocked.contains(&slot_tag(model, s)))
            .map(|(s, i)| (s.clone(), i.clone()))
            .collect();
        let mut options: Vec<Choice> = Vec::new();
        // Ending an instance is the exception, not the rule: most ticks
        // continue it (credit, data, grants) so that its middle is exercised.
        let close_now = self.closing || self.rng.below(6) == 0;
        for (slot, inst) in &slots {
            self.moves(slot, inst, close_now, &mut options);
        }
        if options.is_empty() {
            return None;
        }
        let k = options.len();
        let r = self.rng.below(k);
        options.rotate_left(r);
        options.sort_by_key(|o| o.3 != close_now);
        for (slot, fid, m, _) in options.into_iter().take(6) {
            let Some(x) = model.exchanges.get(slot.0) else {
                continue;
            };
            let picked = match m {
                Move::Again => self.again(&slot, fid),
                Move::Take(_) | Move::Probe => self.carry_on(x, &slot, fid, m),
            };
            if let Some(b) = picked {
                return Some((fid, b, slot));
            }
        }
        None
    }

    /// The moves instance `slot` (now `inst`) allows this peer, into `out`.
    fn moves(&mut self, slot: &Slot, inst: &Inst, close_now: bool, out: &mut Vec<Choice>) {
        let model = self.model;
        let Some(x) = model.exchanges.get(slot.0) else {
            return;
        };
        let spent = self.spent.get(slot).copied().unwrap_or(0);
        let side = side_of(slot.1, self.me);
        // What the state owes goes out past every budget.
        let owes_here = x
            .owes
            .iter()
            .any(|o| o.by == side && o.states.contains(&inst.state));
        if spent >= BUDGET + 2 && !owes_here {
            return;
        }
        let idle = idle_like(x, inst.state);
        // An idempotent frame sent again (a retransmitted close or
        // reset): where an `ignore` rule covers it, once per instance.
        if !self.retx.contains(slot) && self.rng.below(3) == 0 {
            for i in &x.ignore {
                let sent_before = self
                    .sent
                    .get(slot)
                    .is_some_and(|v| v.iter().any(|(f, _)| *f == i.frame));
                if i.by == side && sent_before && in_states(&i.states, inst.state, idle) {
                    out.push((slot.clone(), i.frame, Move::Again, false));
                }
            }
        }
        if idle {
            return;
        }
        // A frame an `answer` rule covers in this state (a sender's
        // fault the receiver owes a stated reply for), once per instance:
        // the receiver's obligation is what it exercises.
        if !self.probed.contains(slot) && self.rng.below(4) == 0 {
            for a in &x.answer {
                if a.by == side && a.states.contains(&inst.state) {
                    out.push((slot.clone(), a.frame, Move::Probe, false));
                }
            }
        }
        for (ti, t) in x.transitions.iter().enumerate() {
            // A frame that answers a request goes out as a reply only
            // (a machine keyed by a field follows no request's corr).
            if matches!(x.key, ExchangeKey::Field(_)) && !model.frame(t.frame).answers.is_empty() {
                continue;
            }
            let reachable = t.from.contains(&inst.state)
                || (self.plant.ignore_counter
                    && x.counters
                        .iter()
                        .any(|c| c.consume == t.frame && c.at_zero == Some(inst.state)));
            // What the state owes (`owes`) goes out whenever it can;
            // past the budget, only what ends the instance.
            let owed = x
                .owes
                .iter()
                .any(|o| o.by == side && o.frame == t.frame && o.states.contains(&inst.state));
            let ends = owed || t.to.is_some_and(|u| ended(x, u));
            let now = if owed {
                true
            } else if ends {
                close_now || spent >= BUDGET
            } else {
                spent < BUDGET
            };
            if t.by == side && reachable && now {
                out.push((slot.clone(), t.frame, Move::Take(ti), ends));
            }
        }
    }

    /// The last `fid` this peer sent on `slot`, sent again when its view
    /// still takes it.
    fn again(&mut self, slot: &Slot, fid: FrameId) -> Option<Cbor> {
        let b = self
            .sent
            .get(slot)
            .and_then(|v| v.iter().rev().find(|(f, _)| *f == fid))
            .map(|(_, b)| b.clone())?;
        let j = self.judge(fid, &b);
        if j.out_of_state || j.counter {
            return None;
        }
        self.retx.insert(slot.clone());
        Some(b)
    }

    /// A frame `fid` on instance `slot` of `x`, built for move `m` (a
    /// transition's `when` made to hold, its counters filled; a probe as
    /// it is).
    fn carry_on(&mut self, x: &Exchange, slot: &Slot, fid: FrameId, m: Move) -> Option<Cbor> {
        let model = self.model;
        let f = model.frame(fid);
        let inst = self.view.insts.get(slot).cloned();
        // A frame that answers a request goes out as its reply only.
        if matches!(x.key, ExchangeKey::Corr)
            && !f.answers.is_empty()
            && self
                .view
                .pending
                .contains_key(&(self.me.other(), slot.2.clone()))
        {
            return None;
        }
        // The corr: the instance's (corr-keyed), fresh for a request, else sampled.
        let mut want = Want::default();
        match &x.key {
            ExchangeKey::Corr => {
                want.corr = self
                    .sent
                    .get(slot)
                    .and_then(|v| v.first())
                    .and_then(|(ff, b)| corr_value(model, *ff, b))
                    .or_else(|| self.inst_corr(slot));
                want.corr.as_ref()?;
            }
            ExchangeKey::Field(name) => {
                if let Some(v) = self.inst_key_value(slot, name) {
                    want.keys.push((name.clone(), v));
                }
                if let Some(cf) = f.envelope(EnvRole::Corr) {
                    let n = self.fresh_n(None);
                    want.corr = Some(fresh_value(&self.sampler(), &cf.value, n));
                }
            }
        }
        match m {
            Move::Take(ti) => want.conds = self.conds_for(x, ti),
            _ => {
                self.probed.insert(slot.clone());
            }
        }
        let side = side_of(slot.1, self.me);
        want.fields = self.counter_fields(x, fid, side, inst.as_ref())?;
        let probe = m == Move::Probe;
        let b = self.try_frame(fid, &want, self.plant.ignore_counter || probe)?;
        self.probing = probe;
        Some(b)
    }

    /// The corr value of a corr-keyed instance (from any frame seen under it).
    fn inst_corr(&self, slot: &Slot) -> Option<Cbor> {
        self.seen
            .get(slot)
            .and_then(|(ff, b)| corr_value(self.model, *ff, b))
    }

    /// The value of field `name` of the first frame seen on instance `slot`.
    fn inst_key_value(&self, slot: &Slot, name: &str) -> Option<Cbor> {
        let (ff, b) = self.seen.get(slot)?;
        field_value(self.model, *ff, b, name).cloned()
    }
}
