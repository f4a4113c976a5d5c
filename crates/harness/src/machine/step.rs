//! The machine layer: each `exchanges:` entry, an instance per key and
//! opener — its state, transitions, the frames a receiver MUST ignore or
//! answer and a sender MUST NOT send in a state, the fields it binds, frames
//! crossing in flight, keys never reopened and key parity.

use super::names::{clause_req, rule_name, transition_name, Kind};
use super::values::{guard_holds, request_holds, At, Framed, Stats};
use super::{
    field_bytes, key_bytes, key_of, show_key, FindingKind, Inst, Level, Monitor, Opened, Owed,
    PeerId,
};
use ciborium::value::Value as Cbor;
use npamp_schema::{Exchange, FrameId, Model, Scope, Side, Transition};
use npamp_testkit::model::{cond_holds, value_of};
use std::collections::BTreeMap;

/// An instance's slot: (machine, opener, key).
pub(super) type Slot = (usize, PeerId, Vec<u8>);

/// A frame of one machine, placed: its sender and the side it acts as, the
/// instance's key and state. What the monitor checks a frame against and
/// the generic endpoint tracks its own view with: which rule of the machine
/// takes the frame here.
pub(crate) struct Here<'k> {
    pub(crate) x: &'static Exchange,
    pub(crate) from: PeerId,
    pub(crate) fid: FrameId,
    pub(crate) by: Side,
    pub(crate) state: usize,
    /// No live instance, or one in a terminal state (`idle` again).
    pub(crate) idle_like: bool,
    pub(crate) key: &'k [u8],
}

impl<'k> Here<'k> {
    /// `fid` from `from`, acting as `by`, on an instance of `x` in `state`
    /// (0: none live) under `key`.
    pub(crate) fn new(
        x: &'static Exchange,
        from: PeerId,
        fid: FrameId,
        by: Side,
        state: usize,
        key: &'k [u8],
    ) -> Here<'k> {
        Here {
            x,
            from,
            fid,
            by,
            state,
            idle_like: idle_like(x, state),
            key,
        }
    }

    /// Whether the instance's state is one of `states` (`idle`, 0, matching
    /// an idle-like instance).
    pub(crate) fn in_states(&self, states: &[usize]) -> bool {
        in_states(states, self.state, self.idle_like)
    }

    /// The `ignore` rules that cover the frame here, in the schema's order.
    pub(crate) fn ignores(&self) -> impl Iterator<Item = &'static npamp_schema::Ignore> + '_ {
        let x = self.x;
        x.ignore
            .iter()
            .filter(|i| i.frame == self.fid && i.by == self.by && self.in_states(&i.states))
    }

    /// The `answer` rule that covers the frame here.
    pub(crate) fn answer(&self) -> Option<&'static npamp_schema::AnswerRule> {
        let x = self.x;
        x.answer
            .iter()
            .find(|a| a.frame == self.fid && a.by == self.by && self.in_states(&a.states))
    }

    /// The key what an `answer` rule owes is settled under: the asking
    /// frame's corr (its reply echoes it), whatever key the machine has.
    pub(crate) fn owed_key(&self, model: &Model, body: &Cbor) -> Vec<u8> {
        super::corr_of(model, self.fid, body).unwrap_or_else(|| self.key.to_vec())
    }

    /// The transitions of the frame's side out of the instance's state, in
    /// the schema's order, whatever their conditions: what a sender may
    /// make the frame take.
    pub(crate) fn candidates(&self) -> impl Iterator<Item = (usize, &'static Transition)> + '_ {
        let x = self.x;
        x.transitions
            .iter()
            .enumerate()
            .filter(|(_, t)| t.frame == self.fid && t.by == self.by && self.in_states(&t.from))
    }

    /// The candidates whose `when` holds of `body`: what the frame may take
    /// (the monitor adds its guards).
    pub(crate) fn transitions<'a>(
        &'a self,
        model: &'a Model,
        body: &'a Cbor,
    ) -> impl Iterator<Item = (usize, &'static Transition)> + 'a {
        self.candidates()
            .filter(move |(_, t)| when_holds(model, t, self.fid, body))
    }

    /// Whether a frame with no live instance (`live`), or one that could
    /// open a fresh one, is this machine's: it is when an opening
    /// transition's `when` holds (an event without `ack` opens nothing) or
    /// an instance is live.
    pub(crate) fn opens_or_continues(&self, model: &Model, body: &Cbor, live: bool) -> bool {
        let (x, fid) = (self.x, self.fid);
        let opening = |t: &&Transition| t.frame == fid && t.from.contains(&0);
        let could_open = x.transitions.iter().any(|t| opening(&t));
        let opens = x
            .transitions
            .iter()
            .filter(opening)
            .any(|t| when_holds(model, t, fid, body));
        opens || (live && !(self.idle_like && could_open))
    }

    /// Whether taking `t` here starts a fresh instance.
    pub(crate) fn fresh(&self, t: &Transition) -> bool {
        self.idle_like && t.from.contains(&0)
    }
}

/// Whether `state` of `x` is `idle`: none live, or terminal.
pub(crate) fn idle_like(x: &Exchange, state: usize) -> bool {
    state == 0 || x.terminal.contains(&state)
}

/// Whether `state` is one of `states` (`idle`, 0, matching an idle-like one).
pub(crate) fn in_states(states: &[usize], state: usize, idle_like: bool) -> bool {
    states.contains(&state) || (idle_like && states.contains(&0))
}

/// Whether transition `t`'s `when` holds of frame `fid`'s `body`.
fn when_holds(model: &Model, t: &Transition, fid: FrameId, body: &Cbor) -> bool {
    t.when
        .as_ref()
        .is_none_or(|c| cond_holds(&model.frame(fid).body, body, c))
}

impl Monitor {
    /// The machine layer; whether a machine keyed by corr took the frame (a
    /// reply such a machine accounts for is not unsolicited; one a machine
    /// keyed by another field took still needs a request under its corr).
    pub(super) fn machines(&mut self, from: PeerId, fid: FrameId, body: &Cbor) -> bool {
        let model = self.model;
        let request = self.request_of(from, fid, body);
        let req = request.as_ref().map(|(f, v)| (&model.frame(*f).body, v));
        let mut taken = false;
        for (xi, x) in model.exchanges.iter().enumerate() {
            if !self.reads(xi, fid) {
                continue;
            }
            let framed = Framed {
                body: &model.frame(fid).body,
                val: body,
                request: req,
                request_frame: request.as_ref().map(|(f, _)| *f),
            };
            let Some(key) = key_of(model, x, fid, body, req) else {
                // A frame with no key (a standalone event) belongs to no
                // instance: only the association's value rules read it.
                self.keyless(xi, x, from, fid, framed);
                continue;
            };
            let took = self.step(xi, x, from, fid, framed, key);
            taken |= took && x.key == npamp_schema::ExchangeKey::Corr;
        }
        taken
    }

    /// A frame of machine `x` with no key: its association-scoped value rules.
    fn keyless(
        &mut self,
        xi: usize,
        x: &'static Exchange,
        from: PeerId,
        fid: FrameId,
        frame: Framed<'_>,
    ) {
        if !x.values.iter().any(|r| r.scope == Scope::Association) {
            return;
        }
        let at = At {
            xi,
            x,
            from,
            by: Side::Opener,
            fid,
            frame,
            opening: None,
            key: &[],
        };
        let mut none = Stats::new();
        self.check_values(&at, &Stats::new());
        self.record_values(&at, &mut none);
    }

    fn step(
        &mut self,
        xi: usize,
        x: &'static Exchange,
        from: PeerId,
        fid: FrameId,
        frame: Framed<'_>,
        key: Vec<u8>,
    ) -> bool {
        let model = self.model;
        let body = frame.val;
        let (slot, by) = slot_of(&self.instances, xi, x, from, fid, &key);
        let existing = self.instances.get(&slot);
        // A frame whose bound field names another instance than the live one
        // under this key names no live instance: graded as `idle`, and the
        // live instance is left as it was.
        let unbound = existing.is_some_and(|i| binds_differ(self, x, fid, body, i));
        let live = existing.filter(|_| !unbound).cloned();
        let state = live.as_ref().map_or(0, |i| i.state);
        let here = Here::new(x, from, fid, by, state, &key);
        let idle_like = here.idle_like;
        let opening = live.as_ref().and_then(|i| i.opening.as_ref());
        let guarded = |t: &Transition| {
            t.guard.as_ref().is_none_or(|g| {
                guard_holds(model, g, frame, opening.map(|o| o.framed(model)), from)
            }) && (t.answering.is_empty()
                || frame
                    .request_frame
                    .is_some_and(|r| t.answering.contains(&r)))
        };
        let found = here
            .transitions(model, body)
            .find(|(ti, t)| guarded(t) && super::mutant::live(|| self.transition_id(xi, x, *ti)))
            .filter(|_| !unbound);
        if found.is_none() {
            if let Some(taken) = self.crossed(x, by, from, fid, live.as_ref()) {
                return taken;
            }
        }
        let forbidden = self.forbidden(&here, frame);
        if self.ignored_or_answered(&here, body) {
            return true;
        }
        if forbidden && found.is_none() {
            return true;
        }
        // A frame only a `forbid` names (a request that may not reuse a live
        // instance's key) is otherwise not this machine's.
        let steps = x.transitions.iter().any(|t| t.frame == fid)
            || x.ignore.iter().any(|i| i.frame == fid)
            || x.answer.iter().any(|a| a.frame == fid);
        if !steps && !x.values.iter().any(|r| r.frame == fid) {
            return false;
        }
        if !unbound && !here.opens_or_continues(model, body, live.is_some()) {
            return false;
        }
        let Some((ti, t)) = found else {
            self.out_of_state(&here, &slot, unbound);
            return true;
        };
        self.take((xi, ti), x, t, slot, by, from, fid, frame, live, idle_like);
        true
    }

    /// A frame a sender MUST NOT send here: flagged; whether one matched.
    fn forbidden(&mut self, h: &Here<'_>, frame: Framed<'_>) -> bool {
        let model = self.model;
        let (x, fid, by, from) = (h.x, h.fid, h.by, h.from);
        let body = frame.val;
        let forbidden = x.forbid.iter().find(|f| {
            f.frame == fid
                && f.by == by
                && h.in_states(&f.states)
                && f.when
                    .as_ref()
                    .is_none_or(|c| cond_holds(&model.frame(fid).body, body, c))
                && f.request_when
                    .as_ref()
                    .is_none_or(|c| request_holds(c, frame.request))
        });
        let Some(f) = forbidden else {
            return false;
        };
        let id = clause_req(
            model,
            &f.clause,
            &rule_name(model, x, fid, by, Kind::Forbidden),
        )
        .id;
        let detail = format!(
            "{} sent {} in state `{}` of {} {}",
            from.as_str(),
            model.frame(fid).name,
            x.state(h.state),
            x.name,
            show_key(h.key)
        );
        self.flag_at(
            id,
            FindingKind::Forbidden,
            Level::of(f.basis),
            Some(from),
            detail,
        );
        true
    }

    /// A frame a receiver MUST ignore here (covered), or MUST answer here
    /// (the reply owed); whether it was one of them.
    fn ignored_or_answered(&mut self, h: &Here<'_>, body: &Cbor) -> bool {
        let model = self.model;
        let (x, fid, by) = (h.x, h.fid, h.by);
        if let Some(ig) = h.ignores().find(|i| {
            super::mutant::live(|| {
                clause_req(
                    model,
                    &i.clause,
                    &rule_name(model, x, fid, by, Kind::Ignored),
                )
                .id
            })
        }) {
            let id = clause_req(
                model,
                &ig.clause,
                &rule_name(model, x, fid, by, Kind::Ignored),
            )
            .id;
            self.covered.insert(id);
            return true;
        }
        let Some(a) = h.answer() else {
            return false;
        };
        let id = clause_req(
            model,
            &a.clause,
            &rule_name(model, x, fid, by, Kind::Answered),
        )
        .id;
        let owed_key = h.owed_key(model, body);
        let o = Owed {
            requirement: id,
            frame: a.reply,
            code: None,
            cond: a.reply_when.clone(),
            since: self.index,
            may: false,
        };
        self.owe(h.from.other(), owed_key, o);
        true
    }

    /// A frame no transition takes in the instance's state: the answer a
    /// flagged reused-key request drew is accounted to it; anything else is
    /// `<machine>.out-of-state`.
    fn out_of_state(&mut self, h: &Here<'_>, slot: &Slot, unbound: bool) {
        let model = self.model;
        let (x, fid, by, from) = (h.x, h.fid, h.by, h.from);
        // The answer a flagged reused-key request drew: accounted to it.
        if let Some(i) = self.instances.get_mut(slot) {
            if let Some(p) = i.stacked.iter().position(|r| answers(model, *r, fid)) {
                i.stacked.remove(p);
                return;
            }
        }
        // An opening frame its opener sends again under a live key: the
        // opener's fault, and the answer it draws is owed too.
        let reopens = by == Side::Opener
            && x.transitions
                .iter()
                .any(|t| t.frame == fid && t.by == Side::Opener && t.from.contains(&0));
        if let (true, Some(i)) = (reopens && !unbound, self.instances.get_mut(slot)) {
            i.stacked.push(fid);
        }
        let id = self.id(&x.clause.section, &format!("{}.out-of-state", x.name));
        let what = if unbound {
            "naming no live instance under".to_string()
        } else {
            format!("in state `{}` of", x.state(h.state))
        };
        let detail = format!(
            "{} sent {} {what} {} {}",
            from.as_str(),
            model.frame(fid).name,
            x.name,
            show_key(h.key)
        );
        self.flag(id, FindingKind::OutOfState, Some(from), detail);
    }

    /// The requirement id of transition `ti` of machine `xi` (computed once
    /// per model, `MachineIds`).
    fn transition_id(&self, xi: usize, x: &Exchange, ti: usize) -> String {
        self.ids
            .get(xi)
            .and_then(|m| m.transitions.get(ti))
            .cloned()
            .or_else(|| {
                let t = x.transitions.get(ti)?;
                Some(clause_req(self.model, &t.clause, &transition_name(self.model, x, t)).id)
            })
            .unwrap_or_default()
    }

    /// Take transition `t`: the new state, parity and reopening of a fresh
    /// instance, the value rules, counters, bound fields and marks.
    #[allow(clippy::too_many_arguments)]
    fn take(
        &mut self,
        (xi, ti): (usize, usize),
        x: &'static Exchange,
        t: &'static Transition,
        slot: Slot,
        by: Side,
        from: PeerId,
        fid: FrameId,
        frame: Framed<'_>,
        live: Option<Inst>,
        idle_like: bool,
    ) {
        let model = self.model;
        let body = frame.val;
        let id = self.transition_id(xi, x, ti);
        self.covered.insert(id);
        let fresh = idle_like && t.from.contains(&0);
        let mut inst = match live {
            Some(i) if !fresh => i,
            _ => Inst {
                counters: vec![0; x.counters.len()],
                opening: Some(Opened {
                    fid,
                    body: body.clone(),
                    request: frame
                        .request_frame
                        .zip(frame.request)
                        .map(|(f, (_, v))| (f, v.clone())),
                }),
                ..Inst::default()
            },
        };
        inst.since = self.index;
        if fresh {
            self.parity(x, slot.1, &slot.2);
            self.reopened(x, &slot, from);
        }
        let opened = inst.opening.clone();
        let at = At {
            xi,
            x,
            from,
            by,
            fid,
            frame,
            opening: opened.as_ref().map(|o| o.framed(model)),
            key: &slot.2,
        };
        self.check_values(&at, &inst.stats);
        match t.to {
            // An answer to a reused key's request ends the instance only
            // once every stacked one is answered.
            Some(to)
                if x.terminal.contains(&to)
                    && !fresh
                    && inst.stacked.iter().any(|r| answers(model, *r, fid)) =>
            {
                if let Some(p) = inst.stacked.iter().position(|r| answers(model, *r, fid)) {
                    inst.stacked.remove(p);
                }
            }
            Some(to) => inst.state = to,
            None => {}
        }
        for (ci, c) in x.counters.iter().enumerate() {
            if self.count(x, ci, c, &mut inst, by, from, fid, body) {
                if let Some(e) = &c.exceeded {
                    let id =
                        clause_req(model, &e.clause, &format!("{}.{}.exceeded", x.name, c.name)).id;
                    let o = Owed {
                        requirement: id,
                        frame: e.reply,
                        code: None,
                        cond: e.reply_when.clone(),
                        since: self.index,
                        may: false,
                    };
                    self.owe(from.other(), slot.2.clone(), o);
                }
            }
        }
        for b in &x.binds {
            if !inst.bound.iter().any(|(n, _)| n == b) {
                if let Some(v) = field_value(model, fid, body, b) {
                    inst.bound.push((b.clone(), v.clone()));
                }
            }
        }
        self.record_values(&at, &mut inst.stats);
        if x.crossing.iter().any(|c| c.after == fid) {
            inst.marks.retain(|(f, p, _)| !(*f == fid && *p == from));
            inst.marks.push((fid, from, self.index));
        }
        if x.terminal.contains(&inst.state) {
            self.ended.insert(slot.clone());
        }
        self.instances.insert(slot, inst);
    }

    /// A frame of `by` that crossed the other side's ending frame in flight:
    /// `Some(true)` when a `crossing` covers it (tolerated, or late).
    fn crossed(
        &mut self,
        x: &Exchange,
        by: Side,
        from: PeerId,
        fid: FrameId,
        inst: Option<&Inst>,
    ) -> Option<bool> {
        let inst = inst?;
        let model = self.model;
        for c in x.crossing.iter().filter(|c| c.frame == fid && c.by == by) {
            let Some(&(_, _, at)) = inst
                .marks
                .iter()
                .find(|(f, p, _)| *f == c.after && *p == from.other())
            else {
                continue;
            };
            let id = clause_req(
                model,
                &c.clause,
                &rule_name(model, x, fid, by, Kind::Crossing),
            )
            .id;
            // Switched off (a mutant), the rule neither tolerates the frame
            // nor flags it late: it is graded as the machine grades any other.
            if !super::mutant::live(|| id.clone()) {
                continue;
            }
            if !self.has_seen(from, at) {
                self.covered.insert(id);
                return Some(true);
            }
            if let Some(b) = c.late {
                let detail = format!(
                    "{} sent {} after it showed it had received the {} of frame {at}",
                    from.as_str(),
                    model.frame(fid).name,
                    model.frame(c.after).name
                );
                self.flag_at(id, FindingKind::Crossing, Level::of(b), Some(from), detail);
                return Some(true);
            }
        }
        None
    }

    /// A fresh instance under a key whose earlier instance ended (`reopen`).
    fn reopened(&mut self, x: &Exchange, slot: &Slot, from: PeerId) {
        let Some(c) = &x.reopen else { return };
        let id = clause_req(self.model, c, &format!("{}.reopened", x.name)).id;
        if self.ended.contains(slot) {
            let detail = format!(
                "{} opened {} {} again after it ended",
                from.as_str(),
                x.name,
                show_key(&slot.2)
            );
            self.flag(id, FindingKind::Reopened, Some(from), detail);
        } else {
            self.covered.insert(id);
        }
    }

    /// The key an instance was opened under has the opener's parity.
    fn parity(&mut self, x: &Exchange, opener: PeerId, key: &[u8]) {
        let (Some((even, clause)), Some(init)) = (&x.parity, self.initiator) else {
            return;
        };
        let id = clause_req(self.model, clause, &format!("{}.parity", x.name)).id;
        let odd = key.last().is_some_and(|b| b & 1 == 1);
        let want_even = (opener == init) == *even;
        if odd == want_even {
            let role = if opener == init {
                "initiator"
            } else {
                "responder"
            };
            self.flag(
                id,
                FindingKind::Parity,
                Some(opener),
                format!(
                    "{} (the handshake {role}) opened {} {} with the wrong parity",
                    opener.as_str(),
                    x.name,
                    show_key(key)
                ),
            );
        } else {
            self.covered.insert(id);
        }
    }
}

/// Whether `fid` carries a field the instance bound, with another value.
fn binds_differ(m: &Monitor, x: &Exchange, fid: FrameId, body: &Cbor, inst: &Inst) -> bool {
    inst.bound.iter().any(|(name, v)| {
        x.binds.contains(name)
            && field_bytes(m.model, fid, body, name).is_some_and(|got| Some(got) != key_bytes(v))
    })
}

/// The value of a frame's field `name`, when present.
pub(crate) fn field_value<'a>(
    model: &Model,
    fid: FrameId,
    body: &'a Cbor,
    name: &str,
) -> Option<&'a Cbor> {
    let f = model.frame(fid).field_named(name)?;
    value_of(body, f.key)
}

/// The instance of machine `xi` a frame `fid` from `from` under `key`
/// belongs to, and the side `from` acts on: opened by `from` (it acts as
/// opener) or by the other side (it acts as responder).
pub(crate) fn slot_of<I>(
    instances: &BTreeMap<(usize, PeerId, Vec<u8>), I>,
    xi: usize,
    x: &Exchange,
    from: PeerId,
    fid: FrameId,
    key: &[u8],
) -> ((usize, PeerId, Vec<u8>), Side) {
    let as_opener = (xi, from, key.to_vec());
    let as_responder = (xi, from.other(), key.to_vec());
    if instances.contains_key(&as_opener)
        && x.transitions
            .iter()
            .any(|t| t.frame == fid && t.by == Side::Opener)
    {
        (as_opener, Side::Opener)
    } else if instances.contains_key(&as_responder) && responds_or_cannot_open(x, fid) {
        (as_responder, Side::Responder)
    } else {
        (as_opener, Side::Opener)
    }
}

/// Whether `fid` belongs to the responder's side of an instance the other
/// side opened: the responder may send it, or it cannot open an instance of
/// its own (a request only openers send opens a new instance in its sender's
/// direction even under a key the other side uses).
fn responds_or_cannot_open(x: &Exchange, fid: FrameId) -> bool {
    let responder = x
        .transitions
        .iter()
        .any(|t| t.frame == fid && t.by == Side::Responder)
        || x.ignore
            .iter()
            .any(|i| i.frame == fid && i.by == Side::Responder)
        || x.answer
            .iter()
            .any(|a| a.frame == fid && a.by == Side::Responder)
        || x.forbid
            .iter()
            .any(|f| f.frame == fid && f.by == Side::Responder)
        || x.crossing
            .iter()
            .any(|c| c.frame == fid && c.by == Side::Responder);
    let opens = x
        .transitions
        .iter()
        .any(|t| t.frame == fid && t.by == Side::Opener && t.from.contains(&0));
    responder || !opens
}

/// Whether `fid` sent as `by` would open a fresh instance over one in `state`.
pub(crate) fn opens_fresh(
    model: &Model,
    x: &Exchange,
    fid: FrameId,
    by: Side,
    body: &Cbor,
    state: usize,
) -> bool {
    idle_like(x, state)
        && x.transitions.iter().any(|t| {
            t.frame == fid
                && t.by == by
                && t.from.contains(&0)
                && t.when
                    .as_ref()
                    .is_none_or(|c| cond_holds(&model.frame(fid).body, body, c))
        })
}

/// Whether `fid` ends an answer to request `req` (the last frame of one of
/// its reply patterns).
fn answers(model: &Model, req: FrameId, fid: FrameId) -> bool {
    model
        .frame(req)
        .replies
        .iter()
        .any(|p| p.terminal() == Some(fid))
}
