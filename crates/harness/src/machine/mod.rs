//! The generic monitor: every frame of a recorded exchange, on any channel,
//! checked against what the channel's schema states about behaviour — with no
//! channel named in the code.
//!
//! Three layers, all read from the [`Model`]:
//!
//! * **frames** (`decode.rs`) — every frame is decoded under both profiles. A
//!   refusal is the sender's fault, with its rule, basis and section, unless
//!   the frame is marked as a deliberate probe; a reply is also held to the
//!   cross-frame rules against its request (`decode_reply`).
//! * **replies** (`replies.rs`) — a request (a frame with `replies`, whose
//!   `reply_when` holds) opens a reply exchange under its corr; the other
//!   side's frames under that corr must follow one of its reply patterns, a
//!   reply frame nothing asked for is unsolicited, and a request still owed an
//!   answer when the capture ends was never answered. A request the channel
//!   refuses (a malformed body) must be answered by the channel's error frame
//!   with the refusal's outcome code.
//! * **machines** (`step.rs`, `counters.rs`, `values.rs`, `fill.rs`) — each `exchanges:`
//!   entry of the schema: an instance per key (corr or a field) and opener,
//!   its state, its transitions, the frames a receiver MUST ignore or MUST
//!   answer and a sender MUST NOT send in a state, the fields it binds, its
//!   counters (credit, windows), the values compared across its frames, the
//!   frames that may cross in flight, and keys never reopened.
//!
//! Every check has a requirement id (`<doc>/<section>/<name>`) and the
//! spec's clause; [`Monitor::covered`] lists the ones a transcript exercised
//! and [`Monitor::findings`] the broken ones, each a failure (a MUST broken)
//! or a warning (a stated constraint without a MUST, or a local limit).

mod counters;
mod decode;
mod fill;
mod mutant;
mod names;
mod replies;
mod step;
mod values;

pub(crate) use counters::tally;
#[cfg(npamp_mutant)]
pub use mutant::switch_off;
pub use names::{requirements, transition_id};
pub(crate) use replies::{advance, opens_reply, withdraw};
pub(crate) use step::{field_value, idle_like, in_states, slot_of, Here};

use ciborium::value::Value as Cbor;
use names::req_id;
use npamp_generated::rt::Channel;
use npamp_schema::{Basis, Cond, EnvRole, Exchange, ExchangeKey, FrameId, Model, Side};
use npamp_testkit::model::{int_of, value_of};
use std::collections::{BTreeMap, BTreeSet};

/// One of the two peers of a recorded exchange.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum PeerId {
    A,
    B,
}

impl PeerId {
    pub fn other(self) -> PeerId {
        match self {
            PeerId::A => PeerId::B,
            PeerId::B => PeerId::A,
        }
    }
    pub fn as_str(self) -> &'static str {
        match self {
            PeerId::A => "a",
            PeerId::B => "b",
        }
    }
    fn index(self) -> usize {
        match self {
            PeerId::A => 0,
            PeerId::B => 1,
        }
    }
}

/// A behavioural check of a channel: its requirement id and clause.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Requirement {
    pub id: String,
    pub section: String,
    pub clause: String,
}

/// How a broken requirement weighs in a grade.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// A MUST broken (by the sender, or by the receiver that owed an answer).
    Fail,
    /// A stated constraint without a MUST, or a local resource limit.
    Warn,
}

impl Level {
    /// The level of a fault of this basis: `must` fails, the others warn.
    pub fn of(b: Basis) -> Level {
        match b {
            Basis::Must => Level::Fail,
            _ => Level::Warn,
        }
    }
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Fail => "fail",
            Level::Warn => "warn",
        }
    }
}

/// A broken requirement: where (frame index) and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    pub requirement: String,
    /// Index of the frame in the transcript (the length for end-of-capture checks).
    pub at: usize,
    pub detail: String,
    pub level: Level,
    /// The peer at fault, when one is.
    pub by: Option<PeerId>,
    /// The decode rule broken (`invalid-utf8`), for a frame's refusal.
    pub rule: Option<String>,
    /// The frame the broken obligation arose from (an unanswered request).
    pub origin: Option<usize>,
    /// What kind of check broke.
    pub kind: FindingKind,
}

/// The kinds of check a finding comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum FindingKind {
    /// A frame its channel refuses (under either profile), or a reply that
    /// does not agree with its request (a cross-frame rule).
    Decode,
    /// A reply out of its request's patterns, or one nothing asked for.
    Replies,
    /// An answer owed and never sent, or not the one owed.
    Owed,
    /// A frame no transition of its machine allows in its state.
    OutOfState,
    /// A credit or window counter exceeded.
    Counter,
    /// A key of the wrong parity.
    Parity,
    /// A frame its sender MUST NOT send in that state.
    Forbidden,
    /// A value rule broken.
    Value,
    /// A key opened again after its instance ended.
    Reopened,
    /// A frame sent after its sender showed it received the frame it crossed.
    Crossing,
}

/// A reply exchange in progress: the request and how far each pattern got.
#[derive(Debug, Clone)]
struct Pending {
    request: FrameId,
    /// Per pattern: the step reached (`None`: the pattern no longer fits).
    at: Vec<Option<usize>>,
    /// The request's payload (for the cross-frame rules of its replies).
    payload: Vec<u8>,
    /// The request's body (what its replies' value rules read).
    body: Cbor,
    /// The request's frame index.
    since: usize,
}

use values::Stats;

/// The frame that opened an instance (what `opening:` reads), and the
/// request it answered.
#[derive(Debug, Clone)]
struct Opened {
    fid: FrameId,
    body: Cbor,
    request: Option<(FrameId, Cbor)>,
}

impl Opened {
    fn framed<'a>(&'a self, model: &'a Model) -> values::Framed<'a> {
        values::Framed {
            body: &model.frame(self.fid).body,
            val: &self.body,
            request: self
                .request
                .as_ref()
                .map(|(f, b)| (&model.frame(*f).body, b)),
            request_frame: self.request.as_ref().map(|(f, _)| *f),
        }
    }
}

/// A machine instance.
#[derive(Debug, Clone, Default)]
struct Inst {
    state: usize,
    counters: Vec<u64>,
    /// The fields the instance bound (`binds`) and their values.
    bound: Vec<(String, Cbor)>,
    /// Aggregates of instance-scoped value rules.
    stats: Stats,
    /// The latest frame of each kind a `crossing` names as `after`, per sender.
    marks: Vec<(FrameId, PeerId, usize)>,
    /// The frame that opened it.
    opening: Option<Opened>,
    /// The index of the frame that last moved it.
    since: usize,
    /// Opening frames its opener sent again while it was live (a reused
    /// key, flagged): the answers they draw are theirs, and end it only once
    /// each is spent.
    stacked: Vec<FrameId>,
}

/// The requirement ids of one machine's transitions and value rules.
#[derive(Debug)]
struct MachineIds {
    transitions: Vec<String>,
    values: Vec<String>,
}

/// What the other side owes under a key: a reply frame (and code).
#[derive(Debug, Clone)]
struct Owed {
    requirement: String,
    frame: FrameId,
    code: Option<u64>,
    cond: Option<Cond>,
    since: usize,
    /// Permitted, not owed: the error frame a receiver MAY send for a frame
    /// past one of its resource bounds (a `limit` refusal). Any other answer
    /// is no fault, and none at the end is reported.
    may: bool,
}

/// The generic monitor of one channel.
#[derive(Clone)]
pub struct Monitor {
    model: &'static Model,
    channel: &'static dyn Channel,
    /// Per machine, per frame id: whether the machine names the frame.
    reads: std::sync::Arc<[Vec<bool>]>,
    /// Per machine, the requirement id of each transition and value rule
    /// (built once, not per frame).
    ids: std::sync::Arc<[MachineIds]>,
    index: usize,
    /// (requester, corr) → the reply exchange in progress.
    pending: BTreeMap<(PeerId, Vec<u8>), Pending>,
    /// (machine, opener, key) → instance.
    instances: BTreeMap<(usize, PeerId, Vec<u8>), Inst>,
    /// (machine, opener, key) of every instance that ended (`reopen`).
    ended: BTreeSet<(usize, PeerId, Vec<u8>)>,
    /// Per machine: aggregates of association-scoped value rules.
    assoc: Vec<Stats>,
    /// Per (machine, item key): aggregates of value rules kept per item (`per`).
    per_item: BTreeMap<(usize, Vec<u8>), Stats>,
    /// (debtor, key) → what it owes.
    owed: BTreeMap<(PeerId, Vec<u8>), Owed>,
    /// Per peer: the index of the other side's latest frame it has shown it
    /// received (by answering it or a later one).
    seen: [Option<usize>; 2],
    covered: Covered,
    findings: Vec<Finding>,
    /// The handshake initiator, when the transcript says (key parity).
    initiator: Option<PeerId>,
    /// The capture was cut short: answers still owed at its end are not covered.
    cut_short: bool,
}

impl Monitor {
    /// The monitor of the channel whose schema is `model` (the generated
    /// channel with that id decides what a malformed frame is).
    pub fn new(model: &'static Model) -> Option<Monitor> {
        let channel = npamp_generated::CHANNELS
            .iter()
            .copied()
            .find(|c| c.info().id == model.channel.id)?;
        let (reads, ids) = per_model(model, derived).clone();
        Some(Monitor {
            model,
            channel,
            reads,
            ids,
            index: 0,
            pending: BTreeMap::new(),
            instances: BTreeMap::new(),
            ended: BTreeSet::new(),
            assoc: vec![Stats::new(); model.exchanges.len()],
            per_item: BTreeMap::new(),
            owed: BTreeMap::new(),
            seen: [None; 2],
            covered: Covered::default(),
            findings: Vec::new(),
            initiator: None,
            cut_short: false,
        })
    }

    /// Which peer initiated the handshake (the machines' `parity` reads it).
    pub fn set_initiator(&mut self, p: PeerId) {
        self.initiator = Some(p);
    }

    /// The capture was cut short: what is owed at its end is not covered,
    /// rather than never sent.
    pub fn set_cut_short(&mut self, cut: bool) {
        self.cut_short = cut;
    }

    /// The association closed: every exchange's state is discarded, and
    /// what was owed or pending is no longer (§ "association scoping" of
    /// each spec); a new association starts.
    pub fn close(&mut self) {
        self.pending.clear();
        self.owed.clear();
        self.instances.clear();
        self.ended.clear();
        self.assoc.iter_mut().for_each(Stats::clear);
        self.per_item.clear();
        self.seen = [None; 2];
    }

    /// The requirements exercised so far.
    pub fn covered(&self) -> &BTreeSet<String> {
        &self.covered.0
    }

    /// The broken requirements so far.
    pub fn findings(&self) -> &[Finding] {
        &self.findings
    }

    /// Whether machine `xi` names frame `fid` (`Exchange::frames`).
    fn reads(&self, xi: usize, fid: FrameId) -> bool {
        self.reads
            .get(xi)
            .and_then(|v| v.get(fid.0))
            .copied()
            .unwrap_or(false)
    }

    fn id(&self, section: &str, name: &str) -> String {
        req_id(self.model, section, name)
    }

    /// A MUST broken by `by` (or, with `None`, by no one peer).
    fn flag(&mut self, requirement: String, kind: FindingKind, by: Option<PeerId>, detail: String) {
        self.flag_at(requirement, kind, Level::Fail, by, detail);
    }

    fn flag_at(
        &mut self,
        requirement: String,
        kind: FindingKind,
        level: Level,
        by: Option<PeerId>,
        detail: String,
    ) {
        self.covered.insert(requirement.clone());
        if !mutant::live(|| requirement.clone()) {
            return;
        }
        self.findings.push(Finding {
            requirement,
            at: self.index,
            detail,
            level,
            by,
            rule: None,
            origin: None,
            kind,
        });
    }

    fn frame_name(&self, ft: u16) -> String {
        self.model
            .frames
            .iter()
            .find(|f| f.code == ft)
            .map_or(format!("{ft:#06x}"), |f| f.name.clone())
    }

    /// Peer `p` has shown it received the other side's frame `at`.
    fn saw(&mut self, p: PeerId, at: usize) {
        let s = &mut self.seen[p.index()];
        *s = Some(s.map_or(at, |x| x.max(at)));
    }

    /// Whether peer `p` has shown it received the other side's frame `at`.
    fn has_seen(&self, p: PeerId, at: usize) -> bool {
        self.seen[p.index()].is_some_and(|s| s >= at)
    }

    /// One frame sent by `from`.
    pub fn frame(&mut self, from: PeerId, frame_type: u16, payload: &[u8]) {
        self.frame_marked(from, frame_type, payload, false);
    }

    /// One frame sent by `from`; `probe`: sent wrong on purpose (malformed,
    /// or out of state) to test the receiver, so what it breaks is not its
    /// sender's fault — the receiver's answer to it is still graded.
    pub fn frame_marked(&mut self, from: PeerId, frame_type: u16, payload: &[u8], probe: bool) {
        let before = self.findings.len();
        self.frame_inner(from, frame_type, payload, probe);
        if probe {
            let at = self.index.saturating_sub(1);
            let mut k = 0;
            self.findings.retain(|f| {
                k += 1;
                k <= before || f.at != at || f.by != Some(from)
            });
        }
    }

    fn frame_inner(&mut self, from: PeerId, frame_type: u16, payload: &[u8], probe: bool) {
        let Some(fid) = self
            .model
            .frames
            .iter()
            .position(|f| f.code == frame_type)
            .map(FrameId)
        else {
            self.unknown_frame(from, frame_type, payload);
            self.index += 1;
            return;
        };
        let body = parse_body(payload);
        let corr = body.as_ref().and_then(|b| self.corr_of(fid, b));
        let refused = self.faults(from, fid, payload, probe);
        // What `from` owed under this corr.
        let mut settled = false;
        if let Some(c) = &corr {
            settled = self.settle_owed(from, fid, c, body.as_ref());
        }
        let mut accounted = settled;
        if let Some(e) = &refused {
            self.refused(from, fid, payload, e, corr.as_ref());
        }
        // A frame past only a resource bound of ours may still be taken.
        let taken = refused.as_ref().is_none_or(|e| e.basis() == Basis::Limit);
        if let (true, Some(b)) = (taken, &body) {
            // The reply an `answer` owed (e.g. an error for a closed
            // instance) is not a step of the machine that asked for it.
            if !settled {
                accounted |= self.machines(from, fid, b);
            }
            if let Some(c) = &corr {
                self.replies(from, fid, c, b, payload, accounted);
            }
        }
        self.index += 1;
    }

    /// At the end of a transcript: what is still owed was never sent (or,
    /// for a capture cut short, is not covered).
    pub fn finish(&mut self) {
        let owed = std::mem::take(&mut self.owed);
        let pending = std::mem::take(&mut self.pending);
        if self.cut_short {
            return;
        }
        // A request an `answer` rule or a refusal made owed is reported once.
        let owed: BTreeMap<(PeerId, Vec<u8>), Owed> =
            owed.into_iter().filter(|(_, o)| !o.may).collect();
        let reported: BTreeSet<(PeerId, Vec<u8>)> = owed.keys().cloned().collect();
        for ((debtor, _), o) in owed {
            let name = self.model.frame(o.frame).name.clone();
            self.owed_never_sent(o.requirement, debtor, o.since, format!("a {name}"));
        }
        for ((requester, corr), p) in pending {
            if reported.contains(&(requester.other(), corr)) {
                continue;
            }
            let req = self.model.frame(p.request);
            let id = req_id(self.model, &req.section, &names::replies_name(req));
            let what = format!("an answer to its {}", req.name);
            self.owed_never_sent(id, requester.other(), p.since, what);
        }
        self.owes_at_end();
    }

    /// The reply `debtor` owes under `corr` right now (an `answer` rule's, an
    /// exceeded counter's, a refusal's): the frame and the conditions it must
    /// meet. What the generic endpoint answers with.
    pub fn owed_reply(&self, debtor: PeerId, corr: &[u8]) -> Option<(FrameId, Vec<Cond>)> {
        let o = self.owed.get(&(debtor, corr.to_vec())).filter(|o| !o.may)?;
        let mut conds: Vec<Cond> = o.cond.iter().cloned().collect();
        if let Some(code) = o.code {
            conds.push(Cond::Equals {
                field: self.model.errors.code_field,
                value: npamp_schema::Lit::Uint(code),
            });
        }
        Some((o.frame, conds))
    }

    /// What instances owe in their current state (`owes`). What the generic
    /// endpoint sends before it ends.
    pub fn owing(&self) -> Vec<Owing> {
        let model = self.model;
        let mut v = Vec::new();
        for ((xi, opener, _), inst) in &self.instances {
            let Some(x) = model.exchanges.get(*xi) else {
                continue;
            };
            for o in x.owes.iter().filter(|o| o.states.contains(&inst.state)) {
                let debtor = match o.by {
                    Side::Opener => *opener,
                    Side::Responder => opener.other(),
                };
                let key = match (&x.key, &inst.opening) {
                    (ExchangeKey::Field(name), Some(op)) => {
                        step::field_value(model, op.fid, &op.body, name)
                            .map(|c| (name.clone(), c.clone()))
                    }
                    _ => None,
                };
                v.push(Owing {
                    debtor,
                    frame: o.frame,
                    state: inst.state,
                    key,
                });
            }
        }
        v
    }

    /// Instances left in a state that owes a frame (`owes`) never sent it.
    fn owes_at_end(&mut self) {
        let model = self.model;
        let mut due = Vec::new();
        for ((xi, opener, key), inst) in &self.instances {
            let Some(x) = model.exchanges.get(*xi) else {
                continue;
            };
            for o in x.owes.iter().filter(|o| o.states.contains(&inst.state)) {
                let debtor = match o.by {
                    Side::Opener => *opener,
                    Side::Responder => opener.other(),
                };
                let id =
                    names::clause_req(model, &o.clause, &names::owes_name(model, x, o.frame)).id;
                let what = format!(
                    "a {} for {} {} (left `{}`)",
                    model.frame(o.frame).name,
                    x.name,
                    show_key(key),
                    x.state(inst.state)
                );
                due.push((id, debtor, inst.since, what));
            }
        }
        for (id, debtor, since, what) in due {
            self.owed_never_sent(id, debtor, since, what);
        }
    }

    fn owed_never_sent(&mut self, requirement: String, debtor: PeerId, since: usize, what: String) {
        self.covered.insert(requirement.clone());
        if !mutant::live(|| requirement.clone()) {
            return;
        }
        self.findings.push(Finding {
            requirement,
            at: self.index,
            detail: format!("{} owed {what}, never sent", debtor.as_str()),
            level: Level::Fail,
            by: Some(debtor),
            rule: None,
            origin: Some(since),
            kind: FindingKind::Owed,
        });
    }

    fn corr_of(&self, fid: FrameId, body: &Cbor) -> Option<Vec<u8>> {
        corr_of(self.model, fid, body)
    }

    /// The request `fid` from `from` answers: the other side's pending
    /// request under its corr, when `fid` is one of its replies.
    fn request_of(&self, from: PeerId, fid: FrameId, body: &Cbor) -> Option<(FrameId, Cbor)> {
        let model = self.model;
        let corr = self.corr_of(fid, body)?;
        let p = self.pending.get(&(from.other(), corr))?;
        model
            .frame(fid)
            .answers
            .contains(&p.request)
            .then(|| (p.request, p.body.clone()))
    }
}

/// A frame an instance owes in its state (`owes`).
#[derive(Debug, Clone)]
pub struct Owing {
    pub debtor: PeerId,
    pub frame: FrameId,
    /// The instance's state.
    pub state: usize,
    /// The machine's key field and its value (from the frame that opened it).
    pub key: Option<(String, Cbor)>,
}

/// A frame's corr, as instance-key bytes.
pub(crate) fn corr_of(model: &Model, fid: FrameId, body: &Cbor) -> Option<Vec<u8>> {
    let f = model.frame(fid).envelope(EnvRole::Corr)?;
    key_bytes(value_of(body, f.key)?)
}

/// A frame's key in machine `x` (its corr, or the machine's key field —
/// for a reply without it, the field of the request it answers).
pub(crate) fn key_of(
    model: &Model,
    x: &Exchange,
    fid: FrameId,
    body: &Cbor,
    request: Option<(&npamp_schema::Body, &Cbor)>,
) -> Option<Vec<u8>> {
    match &x.key {
        ExchangeKey::Corr => corr_of(model, fid, body),
        ExchangeKey::Field(name) => field_bytes(model, fid, body, name).or_else(|| {
            let (b, v) = request?;
            key_bytes(value_of(v, b.field_named(name)?.key)?)
        }),
    }
}

/// The value of a frame's field `name`, as key bytes.
pub(crate) fn field_bytes(model: &Model, fid: FrameId, body: &Cbor, name: &str) -> Option<Vec<u8>> {
    let f = model.frame(fid).field_named(name)?;
    key_bytes(value_of(body, f.key)?)
}

/// Marks an integer key: the bytes after it are its decimal digits (whose
/// last byte has the integer's parity).
const INT_KEY: u8 = 0xff;

/// An instance key from a value: bytes and text by their bytes, an integer
/// by its decimal digits after [`INT_KEY`].
pub(crate) fn key_bytes(v: &Cbor) -> Option<Vec<u8>> {
    match v {
        Cbor::Bytes(b) => Some(b.clone()),
        Cbor::Text(t) => Some(t.as_bytes().to_vec()),
        Cbor::Integer(_) => int_of(v).map(|i| {
            let mut k = vec![INT_KEY];
            k.extend(i.to_string().bytes());
            k
        }),
        _ => None,
    }
}

/// A key for a reader: an integer as a number, printable ASCII as quoted
/// text, anything else in hex.
pub fn show_key(k: &[u8]) -> String {
    match k.split_first() {
        Some((&INT_KEY, digits)) if digits.iter().all(|b| b.is_ascii_digit() || *b == b'-') => {
            String::from_utf8_lossy(digits).into_owned()
        }
        _ if !k.is_empty() && k.iter().all(|b| (0x20..0x7f).contains(b)) => {
            format!("\"{}\"", String::from_utf8_lossy(k))
        }
        _ => npamp_testkit::hex::hex(k),
    }
}

/// The requirement ids exercised, shared between a monitor and its copies
/// (an endpoint's dry run clones the monitor per frame) until one adds an id
/// it lacks.
#[derive(Debug, Clone, Default)]
struct Covered(std::sync::Arc<BTreeSet<String>>);

impl Covered {
    fn insert(&mut self, id: String) {
        if !self.0.contains(&id) {
            std::sync::Arc::make_mut(&mut self.0).insert(id);
        }
    }
}

/// What the monitor derives from a model once: per machine, the frames it
/// reads and the requirement ids of its transitions and value rules.
type Derived = (std::sync::Arc<[Vec<bool>]>, std::sync::Arc<[MachineIds]>);

fn derived(model: &Model) -> Derived {
    let reads: Vec<Vec<bool>> = model
        .exchanges
        .iter()
        .map(|x| {
            let mut v = vec![false; model.frames.len()];
            for f in x.frames() {
                if let Some(b) = v.get_mut(f.0) {
                    *b = true;
                }
            }
            v
        })
        .collect();
    let ids: Vec<MachineIds> = model
        .exchanges
        .iter()
        .map(|x| MachineIds {
            transitions: x
                .transitions
                .iter()
                .map(|t| names::clause_id(model, &t.clause, &names::transition_name(model, x, t)))
                .collect(),
            values: x
                .values
                .iter()
                .map(|r| names::clause_id(model, &r.clause, &format!("{}.{}", x.name, r.name)))
                .collect(),
        })
        .collect();
    (reads.into(), ids.into())
}

/// `make(model)`, computed once per process, model and type `T` (one maker
/// per type; models are `'static` and immutable: one leaked value per model
/// used): what a monitor or an endpoint pair derives from its
/// schema, not recomputed per run.
pub(crate) fn per_model<T: Send + Sync + 'static>(
    model: &'static Model,
    make: fn(&Model) -> T,
) -> &'static T {
    use std::any::{Any, TypeId};
    use std::sync::Mutex;
    type Entry = (usize, TypeId, &'static (dyn Any + Send + Sync));
    static CACHE: Mutex<Vec<Entry>> = Mutex::new(Vec::new());
    let key = (std::ptr::from_ref(model) as usize, TypeId::of::<T>());
    let mut c = CACHE
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if let Some(v) = c
        .iter()
        .find(|e| (e.0, e.1) == key)
        .and_then(|e| e.2.downcast_ref::<T>())
    {
        return v;
    }
    let v: &'static T = Box::leak(Box::new(make(model)));
    c.push((key.0, key.1, v));
    v
}

/// A payload read as a generic CBOR value (`None`: not CBOR), through one
/// scratch buffer per thread rather than a zeroed 4 KiB one per frame (text
/// and byte strings longer than it are read in chunks).
pub(crate) fn parse_body(payload: &[u8]) -> Option<Cbor> {
    thread_local! {
        static SCRATCH: std::cell::RefCell<Vec<u8>> = std::cell::RefCell::new(vec![0; 4096]);
    }
    SCRATCH.with(|s| match s.try_borrow_mut() {
        Ok(mut buf) => ciborium::de::from_reader_with_buffer(payload, &mut buf[..]).ok(),
        Err(_) => ciborium::de::from_reader(payload).ok(),
    })
}
