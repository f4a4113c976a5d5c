//! The generic endpoint: two peers for any channel, driven by nothing but
//! the channel's [`Model`] (its frames, reply patterns and `exchanges:`
//! machines), joined by an in-memory link whose every emitted frame the
//! generic [`Monitor`] grades in emission order. No channel is named here.
//!
//! A [`ModelPeer`]:
//!
//! * **opens** exchanges: an opening frame of a machine, any request frame
//!   with `replies`, or a frame a machine's `ignore` / `answer` rule covers
//!   in `idle`, built by the vectors' sampler with a fresh corr / key (of the
//!   parity the machine's `parity` gives the peer's handshake role), the
//!   opening transition's `when` made to hold and small counter values;
//! * **answers**: a request gets a reply pattern (corr and key copied, each
//!   step a transition the machine allows), a request the generated channel
//!   refuses (`Profile::Minimum`) gets the channel's error reply when the
//!   error model owes one, an `ignore` entry gets nothing, an `answer` entry
//!   or an exceeded counter gets its stated reply;
//! * **continues** machines: it tracks, per instance it belongs to, the state
//!   and counters from the frames it sent and received (the monitor's own
//!   rules) and on [`ModelWorld::tick`] emits one of its side's transitions
//!   the state allows — a credit-consuming frame only while credit is left,
//!   a window-limited frame only up to the limit, a grant (units of credit
//!   once they ran out), a close — and, once per instance, an idempotent
//!   frame again where an `ignore` rule covers it, or a frame an `answer`
//!   rule covers (the receiver's obligation is what that exercises; the
//!   monitor holds the receiver to it, not the sender).
//!
//! Planted bugs ([`ModelPlant`], off by default): emitting with no credit or
//! past the limit, emitting on an instance that has ended, and applying a
//! received limit `raise` as an addition (a duplicated window update applied
//! twice), allocating keys of the other peer's parity, and never sending an
//! answer owed on receipt (an error, an `answer` rule's reply). The tests in
//! `tests/endpoint.rs` show the monitor catching each.
//!
//! **Link faults.** A real association is a reliable, ordered transport: a
//! frame is never lost, duplicated or overtaken within it. What the specs'
//! idempotence clauses are about is what survives that — frames of *different*
//! exchanges interleaving in any order, a retransmitted window update or
//! repeated close, a frame that is late. So the link only:
//!
//! * **reorders** frames of different instances (a frame never overtakes an
//!   earlier one sharing its corr or machine key);
//! * **duplicates** only frames whose effect the model makes idempotent: a
//!   limit counter's `raise` frame (the limit is the largest grant) and a
//!   frame an `ignore` rule covers;
//! * **drops** a frame by holding it (and everything of its instance behind
//!   it) until the final drain — a late frame, never a lost one.
//!
//! Duplicates are link events, not emissions: the monitor grades what the
//! peers emitted, and a receiver that mishandles a duplicate shows up in what
//! it emits next. A peer emits on an instance only when nothing of that
//! instance is in flight towards it: the monitor grades one linear order,
//! and an emission racing a frame the peer has not seen yet is a crossing
//! the machines do not model.

use crate::machine::{
    advance, corr_of, key_bytes, key_of, opens_reply, slot_of, withdraw, Finding, FindingKind,
    Monitor, PeerId,
};
use arbitrary::Unstructured;
use ciborium::value::Value as Cbor;
use npamp_generated::rt::{Channel, Outcome, Profile};
use npamp_schema::{
    Body, Cond, CounterKind, EnvRole, Exchange, ExchangeKey, FrameId, Model, Repeat, Side, Type,
    Value as Val,
};
use npamp_testkit::model::{self as tm, cond_holds, int_of, value_of};
use npamp_testkit::span::Rng;
use npamp_vectors::sample::Sampler;
use std::cell::{Ref, RefCell};
use std::collections::{BTreeMap, BTreeSet};
use std::rc::Rc;

/// Planted behavioural bugs, switched at run time (all off by default).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ModelPlant {
    /// (a) Emit a counted frame with no credit left / past the limit.
    pub ignore_counter: bool,
    /// (b) Keep emitting on an instance after it ended.
    pub after_terminal: bool,
    /// (c) Apply a received limit `raise` as an addition.
    pub raise_as_add: bool,
    /// (d) Allocate keys of the other peer's parity (`parity`).
    pub wrong_parity: bool,
    /// (e) Never send an answer owed on receipt: the error a refused
    /// request or an unknown operation is owed, an `answer` rule's reply.
    pub skip_owed: bool,
}

impl ModelPlant {
    /// Whether a frame drawing a finding of `kind` may go out under this
    /// plant: what its fault, and what follows from it, draws (a frame past
    /// a counter, out of its state, of the wrong parity). Everything else a
    /// planted endpoint still avoids.
    pub fn tolerates(self, kind: FindingKind) -> bool {
        let sequencing =
            self.ignore_counter || self.after_terminal || self.raise_as_add || self.wrong_parity;
        match kind {
            FindingKind::Decode
            | FindingKind::Value
            | FindingKind::Forbidden
            | FindingKind::Reopened => false,
            FindingKind::Owed => sequencing || self.skip_owed,
            FindingKind::Replies
            | FindingKind::OutOfState
            | FindingKind::Counter
            | FindingKind::Parity
            | FindingKind::Crossing => sequencing,
        }
    }

    pub const NONE: ModelPlant = ModelPlant {
        ignore_counter: false,
        after_terminal: false,
        raise_as_add: false,
        wrong_parity: false,
        skip_owed: false,
    };
    /// Each plant alone, with its name.
    pub const EACH: [(&'static str, ModelPlant); 5] = [
        (
            "ignore-counter",
            ModelPlant {
                ignore_counter: true,
                ..ModelPlant::NONE
            },
        ),
        (
            "after-terminal",
            ModelPlant {
                after_terminal: true,
                ..ModelPlant::NONE
            },
        ),
        (
            "raise-as-add",
            ModelPlant {
                raise_as_add: true,
                ..ModelPlant::NONE
            },
        ),
        (
            "wrong-parity",
            ModelPlant {
                wrong_parity: true,
                ..ModelPlant::NONE
            },
        ),
        (
            "skip-owed",
            ModelPlant {
                skip_owed: true,
                ..ModelPlant::NONE
            },
        ),
    ];
}

/// How many frames a peer emits on its own per instance (replies are not
/// counted); it keeps live runs finite.
const BUDGET: u32 = 8;
/// The option index of a retransmitted idempotent frame.
const RETX: usize = usize::MAX;
/// The option index of an `answer` rule's frame.
const PROBE: usize = usize::MAX - 1;
/// How many live exchanges a peer opens at most (it keeps fuzz runs short).
const MAX_OPEN: usize = 6;
/// How deep the sampler builds nested values.
const DEPTH: usize = 2;

type Slot = (usize, PeerId, Vec<u8>);

/// A machine instance, as one peer sees it.
#[derive(Debug, Clone, Default)]
struct Inst {
    state: usize,
    counters: Vec<u64>,
    /// Per counter: the reach (offset) the consuming side has sent so far.
    reach: Vec<u64>,
}

/// A reply exchange in progress (the monitor's rule).
#[derive(Debug, Clone)]
struct Pend {
    request: FrameId,
    at: Vec<Option<usize>>,
    /// Reply frames emitted so far.
    sent: u32,
    /// The request's body (keys are echoed from it).
    body: Cbor,
}

/// What a received frame makes the receiver owe at once.
#[derive(Debug, Clone)]
struct Due {
    reply: FrameId,
    cond: Option<Cond>,
    corr: Option<Cbor>,
    keys: Vec<(String, Cbor)>,
}

/// One peer's view of every instance and reply exchange: the monitor's
/// rules, applied to the frames the peer sent and received.
#[derive(Debug, Clone, Default)]
struct View {
    insts: BTreeMap<Slot, Inst>,
    pending: BTreeMap<(PeerId, Vec<u8>), Pend>,
    /// (debtor, key): an obligation the next frame under key settles.
    owed: BTreeSet<(PeerId, Vec<u8>)>,
    /// The instances the last applied frame stepped.
    touched: Vec<Slot>,
}

/// What applying a frame to a view found (for the sender's dry runs).
#[derive(Debug, Clone, Copy, Default)]
struct Applied {
    out_of_state: bool,
    counter: bool,
}

/// Whether machine `x` names frame `fid` (`Exchange::frames`, without allocating).
fn names_frame(x: &Exchange, fid: FrameId) -> bool {
    x.transitions.iter().any(|t| t.frame == fid)
        || x.ignore.iter().any(|i| i.frame == fid)
        || x.answer.iter().any(|a| a.frame == fid || a.reply == fid)
        || x.counters
            .iter()
            .any(|c| c.consume == fid || c.exceeded.as_ref().is_some_and(|e| e.reply == fid))
}

fn in_states(states: &[usize], state: usize, idle_like: bool) -> bool {
    states.contains(&state) || (idle_like && states.contains(&0))
}

/// The frames that may come next in a reply exchange: (frame, ends a pattern).
fn next_steps(
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

fn side_of(opener: PeerId, me: PeerId) -> Side {
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
    fn subset(&self, model: &Model, fid: FrameId, body: &Cbor) -> View {
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
    fn apply(
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

    #[allow(clippy::too_many_arguments)]
    fn step(
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
        let state = existing.as_ref().map_or(0, |i| i.state);
        let idle_like = state == 0 || x.terminal.contains(&state);
        let fbody = &model.frame(fid).body;
        if x.ignore
            .iter()
            .any(|i| i.frame == fid && i.by == by && in_states(&i.states, state, idle_like))
        {
            return true;
        }
        if let Some(a) = x
            .answer
            .iter()
            .find(|a| a.frame == fid && a.by == by && in_states(&a.states, state, idle_like))
        {
            let owed_key = corr_of(model, fid, body).unwrap_or(key);
            self.owed.insert((from.other(), owed_key));
            if from != me {
                due.push(Due {
                    reply: a.reply,
                    cond: a.reply_when.clone(),
                    corr: corr_value(model, fid, body),
                    keys: machine_keys(model, fid, body),
                });
            }
            return true;
        }
        let opening = |t: &&npamp_schema::Transition| t.frame == fid && t.from.contains(&0);
        let could_open = x.transitions.iter().any(|t| opening(&t));
        let opens = x
            .transitions
            .iter()
            .filter(opening)
            .any(|t| t.when.as_ref().is_none_or(|c| cond_holds(fbody, body, c)));
        if !opens && (existing.is_none() || (idle_like && could_open)) {
            return false;
        }
        let found = x.transitions.iter().find(|t| {
            t.frame == fid
                && t.by == by
                && in_states(&t.from, state, idle_like)
                && t.when.as_ref().is_none_or(|c| cond_holds(fbody, body, c))
        });
        let Some(t) = found else {
            out.out_of_state = true;
            return true;
        };
        let fresh = idle_like && t.from.contains(&0);
        let mut inst = match existing {
            Some(i) if !fresh => i,
            _ => Inst {
                state: 0,
                counters: vec![0; x.counters.len()],
                reach: vec![0; x.counters.len()],
            },
        };
        if let Some(to) = t.to {
            inst.state = to;
        }
        for (ci, c) in x.counters.iter().enumerate() {
            let uint = |field: npamp_schema::FieldId| -> Option<u64> {
                value_of(body, fbody.field(field).key)
                    .and_then(int_of)
                    .and_then(|v| u64::try_from(v).ok())
            };
            let read = |cf: Option<npamp_schema::CounterField>| -> Option<u64> {
                let cf = cf?;
                if cf.frame != fid || cf.by.is_some_and(|b| b != by) {
                    return None;
                }
                uint(cf.field)
            };
            let (Some(slot_v), Some(reach)) = (inst.counters.get_mut(ci), inst.reach.get_mut(ci))
            else {
                continue;
            };
            if let Some(v) = read(c.set) {
                *slot_v = v;
            }
            if let Some(v) = read(c.add) {
                *slot_v = match c.kind {
                    CounterKind::Units => slot_v.saturating_add(v),
                    // Planted (c): a received raise added, not kept as the largest.
                    CounterKind::Limit if plant.raise_as_add && from != me => {
                        slot_v.saturating_add(v)
                    }
                    CounterKind::Limit => (*slot_v).max(v),
                };
            }
            if c.consume != fid || c.consume_by.is_some_and(|b| b != by) {
                continue;
            }
            let exceeded = match (c.kind, c.reach) {
                (CounterKind::Units, _) => {
                    if *slot_v == 0 {
                        true
                    } else {
                        *slot_v -= 1;
                        if *slot_v == 0 {
                            if let Some(z) = c.at_zero {
                                inst.state = z;
                            }
                        }
                        false
                    }
                }
                (CounterKind::Limit, Some((off, len))) => {
                    let offset = uint(off).unwrap_or(0);
                    let n = match value_of(body, fbody.field(len).key) {
                        Some(Cbor::Bytes(b)) => b.len() as u64,
                        Some(Cbor::Text(t)) => t.len() as u64,
                        _ => 0,
                    };
                    let r = offset.saturating_add(n);
                    *reach = (*reach).max(r);
                    r > *slot_v
                }
                (CounterKind::Limit, None) => false,
            };
            if exceeded {
                out.counter = true;
                if let Some(e) = &c.exceeded {
                    self.owed.insert((from.other(), key.clone()));
                    if from != me {
                        due.push(Due {
                            reply: e.reply,
                            cond: e.reply_when.clone(),
                            corr: corr_value(model, fid, body),
                            keys: machine_keys(model, fid, body),
                        });
                    }
                }
            }
        }
        self.touched.push(slot.clone());
        self.insts.insert(slot, inst);
        true
    }
}

fn corr_value(model: &Model, fid: FrameId, body: &Cbor) -> Option<Cbor> {
    let f = model.frame(fid).envelope(EnvRole::Corr)?;
    value_of(body, f.key).cloned()
}

/// The values of every machine key field `fid` carries (to echo them).
fn machine_keys(model: &Model, fid: FrameId, body: &Cbor) -> Vec<(String, Cbor)> {
    let mut v = Vec::new();
    for x in &model.exchanges {
        if let ExchangeKey::Field(name) = &x.key {
            if let Some(f) = model.frame(fid).field_named(name) {
                if let Some(val) = value_of(body, f.key) {
                    v.push((name.clone(), val.clone()));
                }
            }
        }
    }
    v
}

/// A fresh value of a key's type: `n`'s parity is the key bytes' parity.
fn fresh_value(s: &Sampler<'_>, v: &Val, n: u64) -> Cbor {
    match &v.ty {
        Type::Uint | Type::Int => tm::uint(n),
        Type::Bstr => {
            let (lo, hi) = v.len.unwrap_or((0, None));
            let len = 3u64.max(lo).min(hi.unwrap_or(u64::MAX)).max(1);
            let mut b = vec![0x5au8; usize::try_from(len).unwrap_or(3)];
            let k = b.len();
            for (i, byte) in b.iter_mut().rev().take(k.min(4)).enumerate() {
                *byte = (n >> (8 * i)) as u8;
            }
            Cbor::Bytes(b)
        }
        Type::Tstr => Cbor::Text(format!("k{n:04}")),
        _ => s.value(v, DEPTH),
    }
}

/// One frame on the link.
#[derive(Debug, Clone)]
struct Wire {
    frame_type: u16,
    payload: Vec<u8>,
    tags: Vec<Vec<u8>>,
    held: bool,
    /// The link may duplicate it: an idempotent frame (a limit's raise, a
    /// frame an `ignore` rule covers) that does not settle an obligation
    /// (a reply an `answer` rule owed is not a machine step, so its copy
    /// would be one).
    dup_ok: bool,
}

/// An instance tag: the corr, or a machine key field and its value.
fn tag_corr(c: &[u8]) -> Vec<u8> {
    let mut t = vec![0u8];
    t.extend_from_slice(c);
    t
}

fn tag_field(name: &str, k: &[u8]) -> Vec<u8> {
    let mut t = vec![1u8];
    t.extend_from_slice(name.as_bytes());
    t.push(0);
    t.extend_from_slice(k);
    t
}

fn tags_of(model: &Model, fid: Option<FrameId>, body: Option<&Cbor>) -> Vec<Vec<u8>> {
    let (Some(fid), Some(body)) = (fid, body) else {
        return vec![vec![2]];
    };
    let mut v = Vec::new();
    if let Some(c) = corr_of(model, fid, body) {
        v.push(tag_corr(&c));
    }
    for x in &model.exchanges {
        if let ExchangeKey::Field(name) = &x.key {
            if let Some(f) = model.frame(fid).field_named(name) {
                if let Some(k) = value_of(body, f.key).and_then(key_bytes) {
                    v.push(tag_field(name, &k));
                }
            }
        }
    }
    if v.is_empty() {
        v.push(vec![2]);
    }
    v
}

fn slot_tag(model: &Model, slot: &Slot) -> Vec<u8> {
    match model.exchanges.get(slot.0).map(|x| &x.key) {
        Some(ExchangeKey::Field(name)) => tag_field(name, &slot.2),
        _ => tag_corr(&slot.2),
    }
}

/// A frame a peer emitted.
#[derive(Debug, Clone)]
pub struct Emitted {
    pub from: PeerId,
    pub frame_type: u16,
    pub payload: Vec<u8>,
}

/// A generic peer of one channel.
pub struct ModelPeer {
    me: PeerId,
    model: &'static Model,
    channel: &'static dyn Channel,
    plant: ModelPlant,
    initiator: PeerId,
    view: View,
    next: u64,
    /// Own emissions per instance.
    spent: BTreeMap<Slot, u32>,
    /// Frames this peer sent per instance (for plant (b)).
    sent: BTreeMap<Slot, Vec<(FrameId, Cbor)>>,
    resent: BTreeSet<Slot>,
    /// Instances an idempotent frame was sent again on.
    retx: BTreeSet<Slot>,
    /// Instances an `answer` rule was probed on.
    probed: BTreeSet<Slot>,
    /// The first frame seen on each instance (its corr and key values).
    seen: BTreeMap<Slot, (FrameId, Cbor)>,
    /// The next continuation ends an instance when it can.
    closing: bool,
    /// The frame just picked probes the receiver (an `answer` rule's frame,
    /// wrong on purpose): it goes out marked as a probe.
    probing: bool,
    pub rng: Rng,
    /// The world's monitor: what the values a frame must carry are (`fill`)
    /// and whether sending it now breaks a clause (a dry run on a copy).
    mon: Rc<RefCell<Monitor>>,
}

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

/// What the peer is building a frame for.
#[derive(Debug, Clone, Default)]
struct Want {
    corr: Option<Cbor>,
    keys: Vec<(String, Cbor)>,
    conds: Vec<(Cond, bool)>,
    /// (field, value) set last.
    fields: Vec<(npamp_schema::FieldId, Cbor)>,
    /// No corr at all (a standalone event).
    no_corr: bool,
}

impl ModelPeer {
    fn new(
        me: PeerId,
        model: &'static Model,
        channel: &'static dyn Channel,
        plant: ModelPlant,
        seed: u64,
        mon: Rc<RefCell<Monitor>>,
    ) -> ModelPeer {
        ModelPeer {
            me,
            model,
            channel,
            plant,
            initiator: PeerId::A,
            view: View::default(),
            next: 0,
            spent: BTreeMap::new(),
            sent: BTreeMap::new(),
            resent: BTreeSet::new(),
            retx: BTreeSet::new(),
            probed: BTreeSet::new(),
            seen: BTreeMap::new(),
            closing: false,
            probing: false,
            rng: Rng(seed ^ if me == PeerId::A { 0x0a } else { 0x0b }),
            mon,
        }
    }

    fn sampler(&self) -> Sampler<'static> {
        Sampler { m: self.model }
    }

    /// A fresh number of the parity this peer's keys of `x` have.
    fn fresh_n(&mut self, x: Option<&Exchange>) -> u64 {
        let want_even = match x.and_then(|x| x.parity.as_ref()) {
            // Planted (d): the other peer's parity.
            Some((even, _)) => ((self.me == self.initiator) == *even) != self.plant.wrong_parity,
            None => self.me == PeerId::A,
        };
        self.next += 1;
        self.next
            .saturating_mul(2)
            .saturating_add(u64::from(!want_even) + 16)
    }

    /// Build a body of `fid` as `want` says; `None` when the channel refuses it.
    fn build(&mut self, fid: FrameId, want: &Want) -> Option<Cbor> {
        let s = self.sampler();
        let f = self.model.frame(fid);
        let mut b = s.body(&f.body, Some(f.code), &[], DEPTH);
        if let (Some(c), Some(cf)) = (&want.corr, f.envelope(EnvRole::Corr)) {
            tm::set(&mut b, cf.key, c.clone());
        }
        if let (true, Some(cf)) = (want.no_corr, f.envelope(EnvRole::Corr)) {
            tm::remove(&mut b, cf.key);
        }
        for (name, v) in &want.keys {
            if let Some(kf) = f.field_named(name) {
                tm::set(&mut b, kf.key, v.clone());
            }
        }
        for (c, holds) in &want.conds {
            s.set_cond(&f.body, &mut b, c, *holds, DEPTH);
        }
        // What the exchange so far fixes: bound fields, values that keep
        // the value rules (never the corr or a key this frame is built for).
        let keep_keys: Vec<u64> = f
            .body
            .fields
            .iter()
            .filter(|fl| {
                fl.role == Some(EnvRole::Corr) || want.keys.iter().any(|(n, _)| *n == fl.name)
            })
            .map(|fl| fl.key)
            .collect();
        let before = b.clone();
        self.mon.borrow().fill(self.me, f.code, &mut b, &keep_keys);
        // The top-level fields the monitor set (or changed inside) stay
        // through any repair below.
        let fixed_keys: Vec<u64> = f
            .body
            .fields
            .iter()
            .map(|fl| fl.key)
            .filter(|k| tm::value_of(&b, *k) != tm::value_of(&before, *k))
            .collect();
        for (fld, v) in &want.fields {
            tm::set(&mut b, f.body.field(*fld).key, v.clone());
        }
        let bytes = npamp_vectors::cbor::enc(&b);
        // A conformant peer sends what even the strict profile accepts.
        if self.channel.check(f.code, &bytes, Profile::Strict).is_err() {
            // Rules the edits broke: let the sampler repair what it may
            // (the corr, keys and conditions' fields stay).
            let keep: Vec<npamp_schema::FieldId> = f
                .body
                .fields
                .iter()
                .enumerate()
                .filter(|(_, fl)| {
                    fl.role == Some(EnvRole::Corr)
                        || fixed_keys.contains(&fl.key)
                        || want.keys.iter().any(|(n, _)| *n == fl.name)
                        || want
                            .conds
                            .iter()
                            .any(|(c, _)| f.body.field(c.field()).key == fl.key)
                        || want
                            .fields
                            .iter()
                            .any(|(x, _)| f.body.field(*x).key == fl.key)
                })
                .map(|(i, _)| npamp_schema::FieldId(i))
                .collect();
            s.fixup(&f.body, &mut b, &keep, DEPTH);
            let bytes = npamp_vectors::cbor::enc(&b);
            if self.channel.check(f.code, &bytes, Profile::Strict).is_err() {
                return None;
            }
        }
        Some(b)
    }

    /// Dry run: what sending `body` would do to this peer's view.
    fn judge(&self, fid: FrameId, body: &Cbor) -> Applied {
        let mut v = self.view.subset(self.model, fid, body);
        let mut due = Vec::new();
        v.apply(
            self.model, self.me, self.plant, self.me, fid, body, None, &mut due,
        )
    }

    /// The `when` edits that make transition `ti` of `x` the first match.
    fn conds_for(&self, x: &Exchange, ti: usize) -> Vec<(Cond, bool)> {
        let mut v = Vec::new();
        let Some(t) = x.transitions.get(ti) else {
            return v;
        };
        for u in x.transitions.iter().take(ti) {
            if u.frame == t.frame && u.by == t.by && u.from.iter().any(|s| t.from.contains(s)) {
                if let Some(c) = &u.when {
                    if t.when.as_ref().is_none_or(|w| w.field() != c.field()) {
                        v.push((c.clone(), false));
                    }
                }
            }
        }
        if let Some(c) = &t.when {
            v.push((c.clone(), true));
        }
        v
    }

    /// Counter field values for a frame `fid` sent as `by` on `inst` of `x`.
    fn counter_fields(
        &mut self,
        x: &Exchange,
        fid: FrameId,
        by: Side,
        inst: Option<&Inst>,
    ) -> Option<Vec<(npamp_schema::FieldId, Cbor)>> {
        let mut v = Vec::new();
        let fbody: &Body = &self.model.frame(fid).body;
        for (ci, c) in x.counters.iter().enumerate() {
            let cur = inst.and_then(|i| i.counters.get(ci)).copied().unwrap_or(0);
            let mine = |cf: &Option<npamp_schema::CounterField>| {
                cf.is_some_and(|cf| cf.frame == fid && cf.by.is_none_or(|b| b == by))
            };
            if mine(&c.set) {
                if let Some(cf) = c.set {
                    let n = match c.kind {
                        CounterKind::Units => 1 + self.rng.below(3) as u64,
                        CounterKind::Limit => 4 + self.rng.below(12) as u64,
                    };
                    v.push((cf.field, tm::uint(n)));
                }
            }
            if mine(&c.add) {
                // Credit is granted when it has run out (the responder
                // pauses at zero and resumes on the grant).
                if c.kind == CounterKind::Units && cur > 0 && inst.is_some() {
                    return None;
                }
                if let Some(cf) = c.add {
                    let n = match c.kind {
                        CounterKind::Units => 1 + self.rng.below(3) as u64,
                        CounterKind::Limit => cur.saturating_add(1 + self.rng.below(8) as u64),
                    };
                    v.push((cf.field, tm::uint(n)));
                }
            }
            if c.consume == fid && c.consume_by.is_none_or(|b| b == by) {
                match (c.kind, c.reach) {
                    (CounterKind::Units, _) => {
                        if cur == 0 && !self.plant.ignore_counter {
                            return None;
                        }
                    }
                    (CounterKind::Limit, Some((off, len))) => {
                        let at = inst.and_then(|i| i.reach.get(ci)).copied().unwrap_or(0);
                        let room = cur.saturating_sub(at);
                        let n = if self.plant.ignore_counter && self.rng.below(2) == 0 {
                            room.saturating_add(1 + self.rng.below(3) as u64)
                        } else if room == 0 {
                            0
                        } else if self.rng.below(2) == 0 {
                            // Fill the window (up to a few bytes).
                            room.min(24)
                        } else {
                            1 + self.rng.below(usize::try_from(room.min(8)).unwrap_or(8)) as u64
                        };
                        v.push((off, tm::uint(at)));
                        let n = usize::try_from(n).unwrap_or(0);
                        let data = match fbody.field(len).value.ty {
                            Type::Tstr => Cbor::Text("d".repeat(n)),
                            _ => Cbor::Bytes(vec![0xd0; n]),
                        };
                        v.push((len, data));
                    }
                    (CounterKind::Limit, None) => {}
                }
            }
        }
        Some(v)
    }

    /// Build and check a frame: `Some` when the monitor's rules (as this peer
    /// sees them) accept it, or it is a planted fault.
    fn try_frame(&mut self, fid: FrameId, want: &Want, allow_fault: bool) -> Option<Cbor> {
        let b = self.build(fid, want)?;
        let j = self.judge(fid, &b);
        if (j.out_of_state || j.counter) && !allow_fault {
            return None;
        }
        // What the peer's view does not model (value rules, bound fields,
        // forbidden frames, cross-frame rules), the world's monitor does.
        if !allow_fault && self.breaks(fid, &b) {
            return None;
        }
        Some(b)
    }

    /// Whether sending `b` now breaks a clause the monitor holds this peer
    /// to (a dry run on a copy of the world's monitor). A planted bug is a
    /// view wrong on purpose: under a plant, only what no view models counts.
    fn breaks(&self, fid: FrameId, b: &Cbor) -> bool {
        let mut m = self.mon.borrow().clone();
        let n0 = m.findings().len();
        m.frame(
            self.me,
            self.model.frame(fid).code,
            &npamp_vectors::cbor::enc(b),
        );
        m.findings().get(n0..).is_some_and(|new| {
            new.iter()
                .any(|f| f.by == Some(self.me) && !self.plant.tolerates(f.kind))
        })
    }

    /// The frame a machine's state owes (`owes`), on the instance whose key
    /// field has `key`: built to take a transition out of `state`.
    fn owed_frame(
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
    fn open(&mut self, o: Opening) -> Option<(FrameId, Cbor)> {
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
    fn reply(&mut self, corr: &[u8], drain: bool) -> Option<(FrameId, Cbor)> {
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
    fn machine_wants(&mut self, fid: FrameId, base: &Want) -> Vec<Want> {
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
            let mut ts: Vec<(usize, Side, Option<Inst>)> = Vec::new();
            match key {
                Some(k) => {
                    for opener in [self.me, self.me.other()] {
                        let slot = (xi, opener, k.clone());
                        let inst = self.view.insts.get(&slot).cloned();
                        let state = inst.as_ref().map_or(0, |i| i.state);
                        let idle_like = state == 0 || x.terminal.contains(&state);
                        let side = side_of(opener, self.me);
                        for (ti, t) in x.transitions.iter().enumerate() {
                            if t.frame == fid
                                && t.by == side
                                && in_states(&t.from, state, idle_like)
                            {
                                ts.push((ti, side, inst.clone()));
                            }
                        }
                    }
                }
                None => {
                    // A fresh key: an opening transition.
                    for (ti, t) in x.transitions.iter().enumerate() {
                        if t.frame == fid && t.by == Side::Opener && t.from.contains(&0) {
                            ts.push((ti, Side::Opener, None));
                        }
                    }
                }
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

    /// The instances this peer may continue (with nothing of theirs in flight
    /// towards it, per `blocked`).
    fn continuations(&mut self, blocked: &BTreeSet<Vec<u8>>) -> Option<(FrameId, Cbor, Slot)> {
        let model = self.model;
        let slots: Vec<(Slot, Inst)> = self
            .view
            .insts
            .iter()
            .filter(|(s, _)| !blocked.contains(&slot_tag(model, s)))
            .map(|(s, i)| (s.clone(), i.clone()))
            .collect();
        let mut options: Vec<(Slot, FrameId, usize, bool)> = Vec::new();
        // Ending an instance is the exception, not the rule: most ticks
        // continue it (credit, data, grants) so that its middle is exercised.
        let close_now = self.closing || self.rng.below(6) == 0;
        for (slot, inst) in &slots {
            let Some(x) = model.exchanges.get(slot.0) else {
                continue;
            };
            let spent = self.spent.get(slot).copied().unwrap_or(0);
            let side = side_of(slot.1, self.me);
            // What the state owes goes out past every budget.
            let owes_here = x
                .owes
                .iter()
                .any(|o| o.by == side && o.states.contains(&inst.state));
            if spent >= BUDGET + 2 && !owes_here {
                continue;
            }
            let idle_like = inst.state == 0 || x.terminal.contains(&inst.state);
            // An idempotent frame sent again (a retransmitted close or
            // reset): where an `ignore` rule covers it, once per instance.
            if !self.retx.contains(slot) && self.rng.below(3) == 0 {
                for i in &x.ignore {
                    let sent_before = self
                        .sent
                        .get(slot)
                        .is_some_and(|v| v.iter().any(|(f, _)| *f == i.frame));
                    if i.by == side && sent_before && in_states(&i.states, inst.state, idle_like) {
                        options.push((slot.clone(), i.frame, RETX, false));
                    }
                }
            }
            if idle_like {
                continue;
            }
            // A frame an `answer` rule covers in this state (a sender's
            // fault the receiver owes a stated reply for), once per instance:
            // the receiver's obligation is what it exercises.
            if !self.probed.contains(slot) && self.rng.below(4) == 0 {
                for a in &x.answer {
                    if a.by == side && a.states.contains(&inst.state) {
                        options.push((slot.clone(), a.frame, PROBE, false));
                    }
                }
            }
            for (ti, t) in x.transitions.iter().enumerate() {
                // A frame that answers a request goes out as a reply only
                // (a machine keyed by a field follows no request's corr).
                if matches!(x.key, ExchangeKey::Field(_))
                    && !model.frame(t.frame).answers.is_empty()
                {
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
                    options.push((slot.clone(), t.frame, ti, ends));
                }
            }
        }
        if options.is_empty() {
            return None;
        }
        let k = options.len();
        let r = self.rng.below(k);
        options.rotate_left(r);
        options.sort_by_key(|o| o.3 != close_now);
        let options: Vec<(Slot, FrameId, usize)> =
            options.into_iter().map(|(s, f, t, _)| (s, f, t)).collect();
        for (slot, fid, ti) in options.into_iter().take(6) {
            let Some(x) = model.exchanges.get(slot.0) else {
                continue;
            };
            if ti == RETX {
                let again = self
                    .sent
                    .get(&slot)
                    .and_then(|v| v.iter().rev().find(|(f, _)| *f == fid))
                    .map(|(_, b)| b.clone());
                if let Some(b) = again {
                    let j = self.judge(fid, &b);
                    if !j.out_of_state && !j.counter {
                        self.retx.insert(slot.clone());
                        return Some((fid, b, slot));
                    }
                }
                continue;
            }
            let f = model.frame(fid);
            let inst = self.view.insts.get(&slot).cloned();
            // A frame that answers a request goes out as its reply only.
            let corr_k = match &x.key {
                ExchangeKey::Corr => Some(slot.2.clone()),
                ExchangeKey::Field(_) => None,
            };
            if let Some(c) = &corr_k {
                if !f.answers.is_empty()
                    && self
                        .view
                        .pending
                        .contains_key(&(self.me.other(), c.clone()))
                {
                    continue;
                }
            }
            // The corr: the instance's (corr-keyed), fresh for a request, else sampled.
            let mut want = Want::default();
            let sent_key = self
                .sent
                .get(&slot)
                .and_then(|v| v.first())
                .map(|(ff, b)| (*ff, b.clone()));
            match &x.key {
                ExchangeKey::Corr => {
                    want.corr = sent_key
                        .as_ref()
                        .and_then(|(ff, b)| corr_value(model, *ff, b))
                        .or_else(|| self.inst_corr(&slot));
                }
                ExchangeKey::Field(name) => {
                    if let Some(v) = self.inst_key_value(&slot, name) {
                        want.keys.push((name.clone(), v));
                    }
                    if let Some(cf) = f.envelope(EnvRole::Corr) {
                        let n = self.fresh_n(None);
                        want.corr = Some(fresh_value(&self.sampler(), &cf.value, n));
                    }
                }
            }
            if want.corr.is_none() && matches!(x.key, ExchangeKey::Corr) {
                continue;
            }
            if ti == PROBE {
                self.probed.insert(slot.clone());
            } else {
                want.conds = self.conds_for(x, ti);
            }
            let side = side_of(slot.1, self.me);
            let Some(fields) = self.counter_fields(x, fid, side, inst.as_ref()) else {
                continue;
            };
            want.fields = fields;
            let fault = self.plant.ignore_counter || ti == PROBE;
            if let Some(b) = self.try_frame(fid, &want, fault) {
                self.probing = ti == PROBE;
                return Some((fid, b, slot));
            }
        }
        None
    }

    /// The corr value of a corr-keyed instance (from any frame seen under it).
    fn inst_corr(&self, slot: &Slot) -> Option<Cbor> {
        self.seen
            .get(slot)
            .and_then(|(ff, b)| corr_value(self.model, *ff, b))
    }

    fn inst_key_value(&self, slot: &Slot, name: &str) -> Option<Cbor> {
        let (ff, b) = self.seen.get(slot)?;
        let f = self.model.frame(*ff).field_named(name)?;
        value_of(b, f.key).cloned()
    }
}

/// Whether `state` of `x` has ended: terminal, or left only by reopening.
fn ended(x: &Exchange, state: usize) -> bool {
    state != 0
        && (x.terminal.contains(&state)
            || !x.transitions.iter().any(|t| {
                t.from.contains(&state) && !t.from.contains(&0) && t.to.is_some_and(|u| u != state)
            }))
}

impl ModelPeer {
    /// The channel's error reply to a refused frame and the corr it echoes:
    /// what the monitor holds the receiver to (a code, a recoverable corr).
    fn error_answer(&self, frame_type: u16, payload: &[u8]) -> Option<(Vec<u8>, Vec<u8>)> {
        let e = self
            .channel
            .check(frame_type, payload, Profile::Minimum)
            .err()?;
        if !matches!(self.channel.outcome(&e), Outcome::Code { .. }) {
            return None;
        }
        let bytes = self.channel.error_reply(frame_type, payload, &e)?;
        let b = ciborium::de::from_reader::<Cbor, _>(bytes.as_slice()).ok()?;
        let corr = corr_of(self.model, self.model.errors.frame, &b)?;
        Some((bytes, corr))
    }

    /// Apply a frame this peer sent to its own view.
    fn record(&mut self, fid: FrameId, body: &Cbor, refused: Option<bool>) {
        let mut due = Vec::new();
        self.view.apply(
            self.model, self.me, self.plant, self.me, fid, body, refused, &mut due,
        );
        for slot in std::mem::take(&mut self.view.touched) {
            self.seen
                .entry(slot.clone())
                .or_insert_with(|| (fid, body.clone()));
            let v = self.sent.entry(slot.clone()).or_default();
            if v.len() < 16 {
                v.push((fid, body.clone()));
            }
            *self.spent.entry(slot).or_insert(0) += 1;
        }
    }

    /// A frame from the other peer; what this peer sends back at once
    /// (an error reply, an `answer`, an exceeded counter's reply).
    fn receive(
        &mut self,
        frame_type: u16,
        payload: &[u8],
    ) -> Vec<(FrameId, Vec<u8>, Option<Cbor>)> {
        let out = self.receive_owed(frame_type, payload);
        // Planted (e): an answer owed on receipt is never sent.
        if self.plant.skip_owed {
            return Vec::new();
        }
        out
    }

    fn receive_owed(
        &mut self,
        frame_type: u16,
        payload: &[u8],
    ) -> Vec<(FrameId, Vec<u8>, Option<Cbor>)> {
        let model = self.model;
        let mut out = Vec::new();
        let from = self.me.other();
        let Some(fid) = frame_id(model, frame_type) else {
            // An unknown operation: the error frame, when the error model
            // has a code for it and a corr can be recovered.
            let (lo, hi) = model.channel.core_reserved;
            if (lo..=hi).contains(&frame_type) {
                return out;
            }
            if let Some((bytes, corr)) = self.error_answer(frame_type, payload) {
                self.view.owed.insert((self.me, corr));
                let eb = ciborium::de::from_reader::<Cbor, _>(bytes.as_slice()).ok();
                out.push((model.errors.frame, bytes, eb));
            }
            return out;
        };
        let Ok(body) = ciborium::de::from_reader::<Cbor, _>(payload) else {
            return out;
        };
        let mut due = Vec::new();
        if self
            .channel
            .check(frame_type, payload, Profile::Minimum)
            .is_err()
        {
            let answer = self
                .error_answer(frame_type, payload)
                .filter(|_| !model.frame(fid).replies.is_empty());
            let owes = answer
                .as_ref()
                .is_some_and(|(_, c)| corr_of(model, fid, &body).as_ref() == Some(c));
            self.view.apply(
                model,
                self.me,
                self.plant,
                from,
                fid,
                &body,
                Some(owes),
                &mut due,
            );
            if let (true, Some((bytes, _))) = (owes, answer) {
                let eb = ciborium::de::from_reader::<Cbor, _>(bytes.as_slice()).ok();
                out.push((model.errors.frame, bytes, eb));
            }
            return out;
        }
        self.view
            .apply(model, self.me, self.plant, from, fid, &body, None, &mut due);
        for slot in std::mem::take(&mut self.view.touched) {
            self.seen.entry(slot).or_insert_with(|| (fid, body.clone()));
        }
        for d in due {
            let want = Want {
                corr: d.corr.clone(),
                keys: d.keys.clone(),
                conds: d.cond.iter().map(|c| (c.clone(), true)).collect(),
                ..Want::default()
            };
            if let Some(b) = self.build(d.reply, &want) {
                let bytes = npamp_vectors::cbor::enc(&b);
                out.push((d.reply, bytes, Some(b)));
            }
        }
        out
    }

    /// Planted (b): a frame this peer sent on an instance that has since
    /// ended, sent again.
    fn resend(&mut self, blocked: &BTreeSet<Vec<u8>>) -> Option<(FrameId, Cbor)> {
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

/// Whether the model makes `fid`'s effect idempotent: a limit counter's
/// raise (the limit is the largest grant) or a frame an `ignore` rule covers.
fn idempotent(model: &Model, fid: FrameId) -> bool {
    model.exchanges.iter().any(|x| {
        x.ignore.iter().any(|i| i.frame == fid)
            || x.counters
                .iter()
                .any(|c| c.kind == CounterKind::Limit && c.add.is_some_and(|a| a.frame == fid))
    })
}

fn link_of(from: PeerId) -> usize {
    match from {
        PeerId::A => 0,
        PeerId::B => 1,
    }
}

fn frame_id(model: &Model, frame_type: u16) -> Option<FrameId> {
    model
        .frames
        .iter()
        .position(|f| f.code == frame_type)
        .map(FrameId)
}

/// Two generic peers of one channel over an in-memory link, every emitted
/// frame graded by the generic [`Monitor`] in emission order.
pub struct ModelWorld {
    pub model: &'static Model,
    peers: [ModelPeer; 2],
    links: [Vec<Wire>; 2],
    monitor: Rc<RefCell<Monitor>>,
    /// Frames emitted so far.
    pub emitted: usize,
    /// Every emitted frame, when [`ModelWorld::keep_log`] was asked for.
    pub log: Option<Vec<Emitted>>,
}

impl ModelWorld {
    /// The world of the channel whose schema is `model` (`None`: no generated
    /// channel has its id). Peer A initiated the handshake.
    pub fn new(model: &'static Model, plant: ModelPlant, seed: u64) -> Option<ModelWorld> {
        let channel = npamp_generated::CHANNELS
            .iter()
            .copied()
            .find(|c| c.info().id == model.channel.id)?;
        let mut monitor = Monitor::new(model)?;
        monitor.set_initiator(PeerId::A);
        let monitor = Rc::new(RefCell::new(monitor));
        Some(ModelWorld {
            model,
            peers: [
                ModelPeer::new(PeerId::A, model, channel, plant, seed, monitor.clone()),
                ModelPeer::new(PeerId::B, model, channel, plant, seed, monitor.clone()),
            ],
            links: [Vec::new(), Vec::new()],
            monitor,
            emitted: 0,
            log: None,
        })
    }

    /// Keep every emitted frame in [`ModelWorld::log`].
    pub fn keep_log(&mut self) {
        self.log = Some(Vec::new());
    }

    fn peer(&mut self, p: PeerId) -> &mut ModelPeer {
        &mut self.peers[link_of(p)]
    }

    /// Mix an outside choice into both peers' generators.
    pub fn stir(&mut self, v: u64) {
        for p in &mut self.peers {
            p.rng.0 ^= v.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        }
    }

    /// The findings so far.
    pub fn findings(&self) -> Ref<'_, [Finding]> {
        Ref::map(self.monitor.borrow(), Monitor::findings)
    }

    /// The requirements exercised so far.
    pub fn covered(&self) -> Ref<'_, BTreeSet<String>> {
        Ref::map(self.monitor.borrow(), Monitor::covered)
    }

    fn emit(&mut self, from: PeerId, fid: FrameId, payload: Vec<u8>, refused: Option<bool>) {
        let ft = self.model.frame(fid).code;
        // A malformed frame sent on purpose is a probe of the receiver.
        self.emit_raw(from, ft, Some(fid), payload, refused, refused.is_some());
    }

    fn emit_raw(
        &mut self,
        from: PeerId,
        ft: u16,
        fid: Option<FrameId>,
        payload: Vec<u8>,
        refused: Option<bool>,
        probe: bool,
    ) {
        let model = self.model;
        self.monitor
            .borrow_mut()
            .frame_marked(from, ft, &payload, probe);
        self.emitted += 1;
        if let Some(l) = &mut self.log {
            l.push(Emitted {
                from,
                frame_type: ft,
                payload: payload.clone(),
            });
        }
        let body = ciborium::de::from_reader::<Cbor, _>(payload.as_slice()).ok();
        let settles = match (fid, &body) {
            (Some(f), Some(b)) => corr_of(model, f, b)
                .is_some_and(|c| self.peers[link_of(from)].view.owed.contains(&(from, c))),
            _ => false,
        };
        let dup_ok = refused.is_none() && !settles && fid.is_some_and(|f| idempotent(model, f));
        if let (Some(fid), Some(b)) = (fid, &body) {
            self.peer(from).record(fid, b, refused);
        }
        let tags = tags_of(model, fid, body.as_ref());
        self.links[link_of(from)].push(Wire {
            frame_type: ft,
            payload,
            tags,
            held: false,
            dup_ok,
        });
    }

    fn emit_body(&mut self, from: PeerId, fid: FrameId, body: &Cbor) {
        let bytes = npamp_vectors::cbor::enc(body);
        let probe = std::mem::take(&mut self.peer(from).probing);
        self.emit_raw(
            from,
            self.model.frame(fid).code,
            Some(fid),
            bytes,
            None,
            probe,
        );
    }

    /// The tags of frames in flight towards `p`.
    fn inbound(&self, p: PeerId) -> BTreeSet<Vec<u8>> {
        self.links[link_of(p.other())]
            .iter()
            .flat_map(|w| w.tags.iter().cloned())
            .collect()
    }

    /// `p` opens an exchange (opening `which`, modulo their number).
    pub fn open(&mut self, p: PeerId, which: usize) -> bool {
        let os = crate::machine::per_model(self.model, openings);
        if os.is_empty() {
            return false;
        }
        let Some(o) = os.get(which % os.len()).copied() else {
            return false;
        };
        self.open_with(p, o)
    }

    /// `p` opens with this opening.
    pub fn open_with(&mut self, p: PeerId, o: Opening) -> bool {
        match self.peer(p).open(o) {
            Some((fid, b)) => {
                self.emit_body(p, fid, &b);
                true
            }
            None => false,
        }
    }

    /// `p` emits one frame of its own: a reply step, a continuation, or
    /// (planted) a frame on an ended instance. `drain`: replies first.
    pub fn tick(&mut self, p: PeerId, drain: bool) -> bool {
        let blocked = self.inbound(p);
        let peer = self.peer(p);
        let pend: Vec<Vec<u8>> = peer
            .view
            .pending
            .keys()
            .filter(|(req, c)| *req == p.other() && !blocked.contains(&tag_corr(c)))
            .map(|(_, c)| c.clone())
            .collect();
        let reply_first = drain || peer.rng.below(3) != 0;
        let mut pick: Option<(FrameId, Cbor)> = None;
        if reply_first {
            for c in &pend {
                if let Some(x) = peer.reply(c, drain) {
                    pick = Some(x);
                    break;
                }
            }
        }
        if pick.is_none() && !(drain && !pend.is_empty() && peer.rng.below(2) == 0) {
            pick = peer.continuations(&blocked).map(|(f, b, _)| (f, b));
        }
        if pick.is_none() && !reply_first {
            for c in &pend {
                if let Some(x) = peer.reply(c, drain) {
                    pick = Some(x);
                    break;
                }
            }
        }
        if pick.is_none() && peer.plant.after_terminal {
            pick = peer.resend(&blocked);
        }
        match pick {
            Some((fid, b)) => {
                self.emit_body(p, fid, &b);
                true
            }
            None => false,
        }
    }

    /// `p` ends one of its instances when one may be ended (an opener's
    /// UNSUBSCRIBE, a close, a reset, a final frame), else continues one.
    pub fn close(&mut self, p: PeerId) -> bool {
        self.peer(p).closing = true;
        let blocked = self.inbound(p);
        let pick = self.peer(p).continuations(&blocked);
        self.peer(p).closing = false;
        match pick {
            Some((fid, b, _)) => {
                self.emit_body(p, fid, &b);
                true
            }
            None => false,
        }
    }

    /// The indices of the frames from `from` that may be delivered next: not
    /// held, and no earlier frame in flight shares an instance tag.
    fn deliverable(&self, from: PeerId) -> Vec<usize> {
        let q = &self.links[link_of(from)];
        let mut out = Vec::new();
        let mut seen: BTreeSet<&[u8]> = BTreeSet::new();
        for (i, w) in q.iter().enumerate() {
            if !w.held && !w.tags.iter().any(|t| seen.contains(t.as_slice())) {
                out.push(i);
            }
            for t in &w.tags {
                seen.insert(t.as_slice());
            }
        }
        out
    }

    /// Deliver one frame from `from` (`pick` among the deliverable ones:
    /// 0 is in order); the receiver's immediate replies are emitted.
    pub fn deliver(&mut self, from: PeerId, pick: usize) -> bool {
        let first = self.links[link_of(from)].first().is_some_and(|w| !w.held);
        let i = if pick == 0 && first {
            // In order: the head of the queue is always deliverable.
            0
        } else {
            let d = self.deliverable(from);
            match d.get(pick % d.len().max(1)) {
                Some(&i) => i,
                None => return false,
            }
        };
        let q = &mut self.links[link_of(from)];
        if i >= q.len() {
            return false;
        }
        let w = q.remove(i);
        let to = from.other();
        let replies = self.peer(to).receive(w.frame_type, &w.payload);
        for (fid, bytes, _) in replies {
            self.emit(to, fid, bytes, None);
        }
        true
    }

    /// Duplicate an idempotent frame in flight from `from` (a limit's raise
    /// frame, or a frame an `ignore` rule covers).
    pub fn duplicate(&mut self, from: PeerId, pick: usize) -> bool {
        let q = &mut self.links[link_of(from)];
        let cands: Vec<usize> = q
            .iter()
            .enumerate()
            .filter(|(_, w)| w.dup_ok)
            .map(|(i, _)| i)
            .collect();
        let Some(&i) = cands.get(pick % cands.len().max(1)) else {
            return false;
        };
        let Some(w) = q.get(i).cloned() else {
            return false;
        };
        q.insert(i + 1, w);
        true
    }

    /// Hold a frame in flight from `from` until the final drain.
    pub fn hold(&mut self, from: PeerId, pick: usize) -> bool {
        let q = &mut self.links[link_of(from)];
        let n = q.len();
        match q.get_mut(pick % n.max(1)) {
            Some(w) if !w.held => {
                w.held = true;
                true
            }
            _ => false,
        }
    }

    /// Of the frames with a corr that `keep` accepts, the one `pick` selects, as `p`
    /// builds it under a fresh corr; with how many frames there were to pick from.
    fn fresh_request(
        &mut self,
        p: PeerId,
        pick: usize,
        keep: impl Fn(&npamp_schema::Frame) -> bool,
    ) -> Option<(FrameId, usize, Cbor)> {
        let model = self.model;
        let reqs: Vec<FrameId> = (0..model.frames.len())
            .map(FrameId)
            .filter(|f| {
                let fr = model.frame(*f);
                keep(fr) && fr.envelope(EnvRole::Corr).is_some()
            })
            .collect();
        let &fid = reqs.get(pick % reqs.len().max(1))?;
        let cf = model.frame(fid).envelope(EnvRole::Corr)?;
        let peer = self.peer(p);
        let n = peer.fresh_n(None);
        let want = Want {
            corr: Some(fresh_value(&peer.sampler(), &cf.value, n)),
            ..Want::default()
        };
        let b = peer.build(fid, &want)?;
        Some((fid, reqs.len(), b))
    }

    /// `p` sends a request whose body the channel refuses (one field of the
    /// wrong type), under a fresh corr.
    pub fn inject_malformed(&mut self, p: PeerId, pick: usize) -> bool {
        let model = self.model;
        let Some((fid, n, mut b)) = self.fresh_request(p, pick, |f| !f.replies.is_empty()) else {
            return false;
        };
        let peer = self.peer(p);
        let f = model.frame(fid);
        let fields: Vec<&npamp_schema::Field> = f
            .body
            .fields
            .iter()
            .filter(|fl| fl.role.is_none())
            .collect();
        let Some(fl) = fields.get(pick / n.max(1) % fields.len().max(1)) else {
            return false;
        };
        let wrong = match fl.value.ty {
            Type::Tstr => tm::uint(7),
            _ => Cbor::Text("x".into()),
        };
        tm::set(&mut b, fl.key, wrong);
        let bytes = npamp_vectors::cbor::enc(&b);
        if peer.channel.check(f.code, &bytes, Profile::Minimum).is_ok() {
            return false;
        }
        let owes = peer
            .error_answer(f.code, &bytes)
            .is_some_and(|(_, c)| corr_of(model, fid, &b).as_ref() == Some(&c));
        self.emit(p, fid, bytes, Some(owes));
        true
    }

    /// `p` sends a frame type that is none of the channel's operations (a
    /// request's body under a fresh corr, its frame kind the unknown type).
    pub fn inject_unknown(&mut self, p: PeerId, pick: usize) -> bool {
        let model = self.model;
        let (lo, hi) = model.channel.core_reserved;
        let top = model.frames.iter().map(|f| f.code).max().unwrap_or(0);
        let Some(ft) = (1..=8u16)
            .map(|i| top.wrapping_add(i).wrapping_add((pick % 4) as u16))
            .find(|c| !(lo..=hi).contains(c) && frame_id(model, *c).is_none())
        else {
            return false;
        };
        let Some((fid, _, mut b)) = self.fresh_request(p, pick, |_| true) else {
            return false;
        };
        let peer = self.peer(p);
        let f = model.frame(fid);
        if let Some(k) = f.envelope(EnvRole::FrameKind) {
            tm::set(&mut b, k.key, tm::uint(u64::from(ft)));
        }
        let bytes = npamp_vectors::cbor::enc(&b);
        if let Some((_, corr)) = peer.error_answer(ft, &bytes) {
            peer.view.owed.insert((p.other(), corr));
        }
        self.emit_raw(p, ft, None, bytes, None, false);
        true
    }

    /// Release every held frame and run to quiescence: deliver everything,
    /// let both peers answer and continue, until nothing moves.
    pub fn drain(&mut self) {
        for q in &mut self.links {
            for w in q.iter_mut() {
                w.held = false;
            }
        }
        self.rounds(4000, true);
        // What a state still owes (`owes`): its debtor sends it, then the
        // rest runs out again (what that run reports may owe anew).
        for _ in 0..4 {
            let owing = self.monitor.borrow().owing();
            if owing.is_empty() {
                return;
            }
            for o in owing {
                if let Some(b) = self.peer(o.debtor).owed_frame(o.frame, o.state, o.key) {
                    self.emit_body(o.debtor, o.frame, &b);
                }
            }
            self.rounds(4000, true);
        }
    }

    /// Deliver everything deliverable, in order; whether anything moved.
    pub fn deliver_all(&mut self) -> bool {
        let mut moved = false;
        for from in [PeerId::A, PeerId::B] {
            while self.deliver(from, 0) {
                moved = true;
            }
        }
        moved
    }

    /// Up to `n` rounds of: deliver, B ticks, deliver, A ticks — until
    /// nothing moves.
    pub fn run(&mut self, n: usize) {
        self.rounds(n, false);
    }

    fn rounds(&mut self, n: usize, drain: bool) {
        let mut idle = 0;
        for _ in 0..n {
            let mut moved = self.deliver_all();
            // Outside the drain, a peer sometimes emits twice in a row or
            // not at all, so that live runs see varied interleavings.
            let r = if drain { 0 } else { self.peers[0].rng.below(6) };
            let order: &[PeerId] = match r {
                0..=2 => &[PeerId::B, PeerId::A],
                3 => &[PeerId::A, PeerId::B],
                4 => &[PeerId::B, PeerId::B],
                _ => &[PeerId::A, PeerId::A],
            };
            for p in order {
                moved |= self.tick(*p, drain);
                moved |= self.deliver_all();
            }
            idle = if moved { 0 } else { idle + 1 };
            if idle >= 2 {
                break;
            }
        }
    }

    /// The end of the exchange: what is still owed was never sent.
    pub fn finish(&mut self) {
        self.monitor.borrow_mut().finish();
    }
}

/// What the live runs of one channel exercised.
#[derive(Debug, Clone, Default)]
pub struct LiveReport {
    pub module: String,
    /// Requirement ids the monitor saw exercised.
    pub covered: BTreeSet<String>,
    /// (run, finding) for every finding.
    pub findings: Vec<(String, Finding)>,
    pub runs: usize,
    pub frames: usize,
}

/// Live runs of the channel whose schema is `model`: for each peer as
/// opener, each opening ([`openings`]) and `seeds` seeds, the other peer
/// responds and both continue to quiescence; every emitted frame graded.
pub fn live(model: &'static Model, plant: ModelPlant, seeds: u64) -> LiveReport {
    let mut r = LiveReport {
        module: model.channel.module.clone(),
        ..LiveReport::default()
    };
    let os = openings(model);
    // A malformed request and an unknown operation, each answered.
    for pick in 0..model.frames.len() * 2 {
        let Some(mut w) = ModelWorld::new(model, plant, pick as u64) else {
            return r;
        };
        let sent = if pick % 2 == 0 {
            w.inject_malformed(PeerId::A, pick / 2)
        } else {
            w.inject_unknown(PeerId::A, pick / 2)
        };
        if sent {
            w.drain();
            w.finish();
            r.runs += 1;
            r.frames += w.emitted;
            r.covered.extend(w.covered().iter().cloned());
            let name = format!("injection {pick}");
            r.findings
                .extend(w.findings().iter().map(|f| (name.clone(), f.clone())));
        }
    }
    for opener in [PeerId::A, PeerId::B] {
        for (i, o) in os.iter().enumerate() {
            for seed in 0..seeds {
                let Some(mut w) = ModelWorld::new(model, plant, seed * 7919 + i as u64) else {
                    return r;
                };
                if !w.open_with(opener, *o) {
                    continue;
                }
                w.run(64);
                w.drain();
                w.finish();
                let name = format!(
                    "{} opens {} (seed {seed})",
                    opener.as_str(),
                    model.frame(o.frame).name
                );
                r.runs += 1;
                r.frames += w.emitted;
                r.covered.extend(w.covered().iter().cloned());
                r.findings
                    .extend(w.findings().iter().map(|f| (name.clone(), f.clone())));
            }
        }
    }
    r
}

/// The shipped models that have a generated channel, in module order.
pub fn channels() -> Vec<&'static Model> {
    npamp_schema::shipped()
        .iter()
        .filter(|m| {
            npamp_generated::CHANNELS
                .iter()
                .any(|c| c.info().id == m.channel.id)
        })
        .collect()
}

/// The `exchange` fuzz target's generic half: the first input byte picks
/// the channel, the rest drives two generic peers and the link; `Err` names
/// the first finding, its step and the last operations.
pub fn check_model_exchange(data: &[u8]) -> Result<(), String> {
    check_model_exchange_on(None, data, ModelPlant::NONE)
}

/// As [`check_model_exchange`], with planted bugs.
pub fn check_model_exchange_with(data: &[u8], plant: ModelPlant) -> Result<(), String> {
    check_model_exchange_on(None, data, plant)
}

/// As [`check_model_exchange_with`] on the channel of module `module`
/// (`None`: the first input byte picks it).
pub fn check_model_exchange_on(
    module: Option<&str>,
    data: &[u8],
    plant: ModelPlant,
) -> Result<(), String> {
    model_exchange(module, data, plant, &mut |_| {})
}

/// As [`check_model_exchange_on`]; `covered` is then given the ids of the
/// requirements the monitor saw exercised (what the `exchange` target
/// reports as reached), unless the input picked no channel.
pub fn model_exchange(
    module: Option<&str>,
    data: &[u8],
    plant: ModelPlant,
    covered: &mut dyn FnMut(&BTreeSet<String>),
) -> Result<(), String> {
    let ms = channels();
    let mut u = Unstructured::new(data);
    let model = match module {
        Some(name) => ms
            .iter()
            .copied()
            .find(|m| m.channel.module == name || m.channel.name.eq_ignore_ascii_case(name))
            .ok_or_else(|| format!("no channel `{name}`"))?,
        None => {
            let b: u8 = u.arbitrary().unwrap_or(0);
            match ms.get(usize::from(b) % ms.len().max(1)) {
                Some(m) => *m,
                None => return Ok(()),
            }
        }
    };
    let seed: u16 = u.arbitrary().unwrap_or(0);
    let Some(mut w) = ModelWorld::new(model, plant, u64::from(seed)) else {
        return Ok(());
    };
    if std::env::var_os("NPAMP_ENDPOINT_LOG").is_some() {
        w.keep_log();
    }
    let r = drive(&mut w, &mut u);
    covered(&w.covered());
    r
}

/// The operations `u` spells, at most 200, then the drain and the end, the
/// monitor's first finding an `Err`.
fn drive(w: &mut ModelWorld, u: &mut Unstructured<'_>) -> Result<(), String> {
    let model = w.model;
    let dump = |w: &ModelWorld| {
        for (i, e) in w.log.iter().flatten().enumerate() {
            let name = frame_id(model, e.frame_type).map_or("?", |f| model.frame(f).name.as_str());
            let b = ciborium::de::from_reader::<Cbor, _>(e.payload.as_slice()).ok();
            eprintln!("{i:>4} {} {name} {b:?}", e.from.as_str());
        }
    };
    // (operation, peer): formatted only for a finding.
    let mut ops: Vec<(&str, &str)> = Vec::new();
    let fail = |w: &ModelWorld, step: usize, ops: &[(&str, &str)]| -> Result<(), String> {
        match w.findings().first() {
            Some(f) => {
                dump(w);
                let last = ops.len().saturating_sub(8);
                Err(format!(
                    "{}: step {step}: {} at frame {}: {}; last ops: {}",
                    model.channel.module,
                    f.requirement,
                    f.at,
                    f.detail,
                    ops.get(last..)
                        .unwrap_or_default()
                        .iter()
                        .map(|(o, p)| if p.is_empty() {
                            (*o).to_string()
                        } else {
                            format!("{o} {p}")
                        })
                        .collect::<Vec<_>>()
                        .join(", ")
                ))
            }
            None => Ok(()),
        }
    };
    for step in 0..200 {
        let (Ok(op), Ok(arg)) = (u.arbitrary::<u8>(), u.arbitrary::<u8>()) else {
            break;
        };
        w.stir(u64::from(arg));
        let p = if op & 0x80 == 0 { PeerId::A } else { PeerId::B };
        let a = usize::from(arg);
        let (name, did) = match op & 0x0f {
            0..=2 => ("open", w.open(p, a)),
            3..=6 => ("tick", w.tick(p, false)),
            7..=9 => ("deliver", w.deliver(p, 0)),
            10 => ("reorder", w.deliver(p, a)),
            11 => ("duplicate", w.duplicate(p, a)),
            12 => ("hold", w.hold(p, a)),
            13 => ("malformed", w.inject_malformed(p, a)),
            14 => ("unknown", w.inject_unknown(p, a)),
            _ => ("close", w.close(p)),
        };
        if did {
            ops.push((name, p.as_str()));
            if w.log.is_some() {
                eprintln!("op {step}: {name} {} (frames {})", p.as_str(), w.emitted);
            }
        }
        fail(w, step, &ops)?;
    }
    w.drain();
    fail(w, 200, &ops)?;
    w.finish();
    ops.push(("finish", ""));
    fail(w, 201, &ops)
}
