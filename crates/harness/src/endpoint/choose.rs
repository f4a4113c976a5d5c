//! What a peer sends next of its own accord: an opening, a reply step, a
//! what a state owes, a planted resend (a continuation of an instance is
//! `continuation.rs`).

use super::build::{fresh_value, Want};
use super::link::slot_tag;
use super::peer::ModelPeer;
use super::view::{corr_value, ended, machine_keys, names_frame, next_steps, side_of, Inst, Slot};
use crate::machine::{key_bytes, Here};
use ciborium::value::Value as Cbor;
use npamp_schema::{EnvRole, ExchangeKey, FrameId, Model, Side};
use std::collections::BTreeSet;

/// How many live exchanges a peer opens at most (it keeps fuzz runs short).
pub(super) const MAX_OPEN: usize = 6;

/// What an opening action starts with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Opening {
    pub frame: FrameId,
    /// The machine and transition it opens, if any.
    pub transition: Option<(usize, usize)>,
    /// Sent with no corr: an event outside every instance (an unsolicited stream).
    pub standalone: bool,
}

/// Every way a peer can open an exchange of `model`: the opening transitions
/// of each machine, each request with `replies`, and each frame an `ignore`
/// or `answer` rule covers in `idle` (sent for a key nobody opened).
pub fn openings(model: &Model) -> Vec<Opening> {
    let mut v = Vec::new();
    for (xi, x) in model.exchanges.iter().enumerate() {
        for (ti, t) in x.transitions.iter().enumerate() {
            let f = model.frame(t.frame);
            if t.by == Side::Opener
                && t.from.contains(&0)
                && (f.answers.is_empty() || !f.replies.is_empty())
            {
                v.push(Opening {
                    frame: t.frame,
                    transition: Some((xi, ti)),
                    standalone: false,
                });
            }
        }
    }
    for (i, f) in model.frames.iter().enumerate() {
        let fid = FrameId(i);
        if !f.replies.is_empty() && f.answers.is_empty() && !v.iter().any(|o| o.frame == fid) {
            v.push(Opening {
                frame: fid,
                transition: None,
                standalone: false,
            });
        }
    }
    for x in &model.exchanges {
        let rules = x
            .ignore
            .iter()
            .map(|i| (i.frame, i.by, &i.states))
            .chain(x.answer.iter().map(|a| (a.frame, a.by, &a.states)));
        for (fid, by, states) in rules {
            let o = Opening {
                frame: fid,
                transition: None,
                standalone: false,
            };
            if by == Side::Opener && states.contains(&0) && !v.contains(&o) {
                v.push(o);
            }
        }
    }
    // An event whose corr is optional goes out alone too (an unsolicited
    // stream: what the association-scoped value rules read).
    for (i, f) in model.frames.iter().enumerate() {
        let optional = f
            .envelope(EnvRole::Corr)
            .is_some_and(|c| c.presence == npamp_schema::Presence::Optional);
        let named = model
            .exchanges
            .iter()
            .any(|x| x.frames().contains(&FrameId(i)));
        if f.role == npamp_schema::Role::Event && optional && named {
            v.push(Opening {
                frame: FrameId(i),
                transition: None,
                standalone: true,
            });
        }
    }
    v
}

impl ModelPeer {
    /// The frame a machine's state owes (`owes`), on the instance whose key
    /// field has `key`: built to take a transition out of `state`.
    pub(super) fn owed_frame(
        &mut self,
        fid: FrameId,
        state: usize,
        key: Option<(String, Cbor)>,
    ) -> Option<Cbor> {
        let model = self.model;
        let t = model
            .exchanges
            .iter()
            .flat_map(|x| &x.transitions)
            .find(|t| t.frame == fid && t.from.contains(&state))?;
        let want = Want {
            keys: key.into_iter().collect(),
            conds: t.when.iter().map(|c| (c.clone(), true)).collect(),
            ..Want::default()
        };
        // The world's monitor, not this peer's view, knows what the state owes.
        let b = self.build(fid, &want)?;
        (!self.breaks(fid, &b)).then_some(b)
    }

    /// An opening frame (none while this peer has [`MAX_OPEN`] live
    /// instances or requests of its own).
    pub(super) fn open(&mut self, o: Opening) -> Option<(FrameId, Cbor)> {
        let model = self.model;
        let live = self
            .view
            .insts
            .iter()
            .filter(|(s, i)| {
                s.1 == self.me && model.exchanges.get(s.0).is_some_and(|x| !ended(x, i.state))
            })
            .count()
            + self
                .view
                .pending
                .keys()
                .filter(|(p, _)| *p == self.me)
                .count();
        if live >= MAX_OPEN {
            return None;
        }
        let f = model.frame(o.frame);
        let x = o.transition.and_then(|(xi, _)| model.exchanges.get(xi));
        let mut want = Want {
            no_corr: o.standalone,
            ..Want::default()
        };
        if let (Some(cf), false) = (f.envelope(EnvRole::Corr), o.standalone) {
            let n = self.fresh_n(x);
            want.corr = Some(fresh_value(&self.sampler(), &cf.value, n));
        }
        for ex in &model.exchanges {
            if let ExchangeKey::Field(name) = &ex.key {
                if let Some(kf) = f.field_named(name) {
                    let n = self.fresh_n(Some(ex));
                    want.keys
                        .push((name.clone(), fresh_value(&self.sampler(), &kf.value, n)));
                }
            }
        }
        if let Some((xi, ti)) = o.transition {
            if let Some(x) = model.exchanges.get(xi) {
                want.conds = self.conds_for(x, ti);
                want.fields = self.counter_fields(x, o.frame, Side::Opener, None)?;
            }
        } else if let Some(c) = &f.reply_when {
            let holds = self.rng.below(4) != 0;
            want.conds.push((c.clone(), holds));
        }
        let b = self.try_frame(o.frame, &want, false)?;
        Some((o.frame, b))
    }

    /// A reply frame for the other side's pending request under `corr`.
    pub(super) fn reply(&mut self, corr: &[u8], drain: bool) -> Option<(FrameId, Cbor)> {
        let model = self.model;
        let p = self
            .view
            .pending
            .get(&(self.me.other(), corr.to_vec()))?
            .clone();
        let req = model.frame(p.request);
        let mut steps = next_steps(req.replies.as_slice(), &p.at);
        // A few repeats, then an ending step.
        if p.sent >= 2 || drain {
            steps.sort_by_key(|(_, ends)| !*ends);
        } else {
            // Mostly the first pattern (the schema lists the result first).
            let k = steps.len();
            if k > 1 && self.rng.below(3) == 0 {
                let r = self.rng.below(k);
                steps.rotate_left(r);
            }
        }
        let base = Want {
            corr: corr_value(model, p.request, &p.body),
            keys: machine_keys(model, p.request, &p.body),
            ..Want::default()
        };
        // What the world's monitor holds this peer to owe under the corr (an
        // `answer` rule of a machine this peer's view does not follow).
        let owed = self.mon.borrow().owed_reply(self.me, corr);
        if let Some((fid, conds)) = owed {
            let want = Want {
                conds: conds.into_iter().map(|c| (c, true)).collect(),
                ..base.clone()
            };
            if let Some(b) = self.try_frame(fid, &want, false) {
                return Some((fid, b));
            }
        }
        for (fid, _) in steps {
            for want in self.machine_wants(fid, &base) {
                if let Some(b) = self.try_frame(fid, &want, false) {
                    return Some((fid, b));
                }
            }
        }
        None
    }

    /// The ways `fid` may be built as a step of the machines it belongs to
    /// (a transition allowed in the instance's state, its `when` made to
    /// hold, its counters filled), or as it is when it belongs to none.
    pub(super) fn machine_wants(&mut self, fid: FrameId, base: &Want) -> Vec<Want> {
        let model = self.model;
        let mut out: Vec<Want> = Vec::new();
        let mut in_machine = false;
        for (xi, x) in model.exchanges.iter().enumerate() {
            if !names_frame(x, fid) {
                continue;
            }
            // The instance key this frame will carry.
            let key = match &x.key {
                ExchangeKey::Corr => base.corr.as_ref().and_then(key_bytes),
                ExchangeKey::Field(name) => base
                    .keys
                    .iter()
                    .find(|(n, _)| n == name)
                    .and_then(|(_, v)| key_bytes(v)),
            };
            // The instances it may step: this peer's or the other's under
            // the key, or (a fresh key) none, opening one.
            let placed: Vec<(Side, Option<Inst>)> = match &key {
                Some(k) => [self.me, self.me.other()]
                    .into_iter()
                    .map(|opener| {
                        let inst = self.view.insts.get(&(xi, opener, k.clone())).cloned();
                        (side_of(opener, self.me), inst)
                    })
                    .collect(),
                None => vec![(Side::Opener, None)],
            };
            let mut ts: Vec<(usize, Side, Option<Inst>)> = Vec::new();
            for (side, inst) in placed {
                let state = inst.as_ref().map_or(0, |i| i.state);
                let here = Here::new(x, self.me, fid, side, state, key.as_deref().unwrap_or(&[]));
                ts.extend(here.candidates().map(|(ti, _)| (ti, side, inst.clone())));
            }
            if ts.is_empty() {
                continue;
            }
            in_machine = true;
            let k = ts.len();
            let r = self.rng.below(k);
            ts.rotate_left(r);
            for (ti, side, inst) in ts {
                let mut w = base.clone();
                if let ExchangeKey::Field(name) = &x.key {
                    if !w.keys.iter().any(|(n, _)| n == name) {
                        if let Some(kf) = model.frame(fid).field_named(name) {
                            let n = self.fresh_n(Some(x));
                            w.keys
                                .push((name.clone(), fresh_value(&self.sampler(), &kf.value, n)));
                        }
                    }
                }
                w.conds.extend(self.conds_for(x, ti));
                let Some(fields) = self.counter_fields(x, fid, side, inst.as_ref()) else {
                    continue;
                };
                w.fields.extend(fields);
                out.push(w);
            }
        }
        if !in_machine {
            out.push(base.clone());
        }
        out
    }
}

impl ModelPeer {
    /// Planted (b): a frame this peer sent on an instance that has since
    /// ended, sent again.
    pub(super) fn resend(&mut self, blocked: &BTreeSet<Vec<u8>>) -> Option<(FrameId, Cbor)> {
        let model = self.model;
        let slots: Vec<Slot> = self
            .sent
            .keys()
            .filter(|s| !self.resent.contains(*s) && !blocked.contains(&slot_tag(model, s)))
            .cloned()
            .collect();
        for slot in slots {
            let (Some(x), Some(inst)) = (model.exchanges.get(slot.0), self.view.insts.get(&slot))
            else {
                continue;
            };
            if !ended(x, inst.state) {
                continue;
            }
            let frames = self.sent.get(&slot).cloned().unwrap_or_default();
            for (fid, b) in frames.iter().rev() {
                if self.judge(*fid, b).out_of_state {
                    self.resent.insert(slot);
                    return Some((*fid, b.clone()));
                }
            }
            self.resent.insert(slot);
        }
        None
    }
}
