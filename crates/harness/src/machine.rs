//! The generic monitor: every frame of a recorded exchange, on any channel,
//! checked against what the channel's schema states about behaviour — with no
//! channel named in the code.
//!
//! Two layers, both read from the [`Model`]:
//!
//! * **replies** — a request (a frame with `replies`, whose `reply_when`
//!   holds) opens a reply exchange under its corr; the other side's frames
//!   under that corr must follow one of its reply patterns, and a reply frame
//!   nothing asked for is unsolicited. A request the channel refuses (a
//!   malformed body) must be answered by the channel's error frame with the
//!   refusal's outcome code.
//! * **machines** — each `exchanges:` entry of the schema: an instance per
//!   key (corr or a field) and opener, its state, its transitions, the frames
//!   a receiver MUST ignore or MUST answer in a state, and its counters
//!   (credit): a frame that drives no transition is out of state.
//!
//! Every check has a requirement id (`<doc>/<section>/<name>`) and the
//! spec's clause; [`Monitor::covered`] lists the ones a transcript exercised
//! and [`Monitor::findings`] the broken ones.

use ciborium::value::Value as Cbor;
use npamp_generated::rt::{Channel, Outcome, Profile};
use npamp_schema::{
    Clause, Cond, CounterField, CounterKind, EnvRole, Exchange, ExchangeKey, Frame, FrameId, Model,
    Side, Transition,
};
use npamp_testkit::model::{cond_holds, int_of, value_of};
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
}

/// A behavioural check of a channel: its requirement id and clause.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Requirement {
    pub id: String,
    pub section: String,
    pub clause: String,
}

/// A broken requirement: where (frame index) and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    pub requirement: String,
    /// Index of the frame in the transcript (the length for end-of-transcript checks).
    pub at: usize,
    pub detail: String,
}

/// Every behavioural requirement the schema states for `model`: one per
/// reply pattern set, per machine (out of state), transition, ignore,
/// answer and counter.
pub fn requirements(model: &Model) -> Vec<Requirement> {
    let mut v = Vec::new();
    for f in model.frames.iter().filter(|f| !f.replies.is_empty()) {
        v.push(req(
            model,
            &f.section,
            &replies_name(f),
            &format!(
                "{} is answered by {}",
                f.name,
                patterns(model, f.replies.as_slice())
            ),
        ));
    }
    if model.frames.iter().any(|f| !f.replies.is_empty()) {
        v.push(req(
            model,
            &model.errors.section,
            "malformed-request.answered",
            "a request the channel refuses is answered by its error frame with the refusal's code",
        ));
    }
    if let Some(c) = unknown_operation_check(model) {
        v.push(req(
            model,
            &c.section,
            "unknown-operation.answered",
            &c.clause,
        ));
    }
    for x in &model.exchanges {
        v.push(req(
            model,
            &x.clause.section,
            &format!("{}.out-of-state", x.name),
            &x.clause.clause,
        ));
        for t in &x.transitions {
            v.push(clause_req(model, &t.clause, &transition_name(model, x, t)));
        }
        for i in &x.ignore {
            v.push(clause_req(
                model,
                &i.clause,
                &rule_name(model, x, i.frame, i.by, "ignored"),
            ));
        }
        for a in &x.answer {
            v.push(clause_req(
                model,
                &a.clause,
                &rule_name(model, x, a.frame, a.by, "answered"),
            ));
        }
        for c in &x.counters {
            v.push(clause_req(
                model,
                &c.clause,
                &format!("{}.{}", x.name, c.name),
            ));
            if let Some(e) = &c.exceeded {
                v.push(clause_req(
                    model,
                    &e.clause,
                    &format!("{}.{}.exceeded", x.name, c.name),
                ));
            }
        }
        if let Some((_, c)) = &x.parity {
            v.push(clause_req(model, c, &format!("{}.parity", x.name)));
        }
    }
    v
}

fn section_num(s: &str) -> &str {
    s.strip_prefix('§').unwrap_or(s)
}

/// A requirement id: `<doc>/<section number>/<name>`.
fn req_id(model: &Model, section: &str, name: &str) -> String {
    format!("{}/{}/{name}", model.channel.doc_id, section_num(section))
}

/// The name of a request's reply-pattern requirement.
fn replies_name(request: &npamp_schema::Frame) -> String {
    format!("{}.replies", request.name.to_ascii_lowercase())
}

/// The `checks:` entry that makes a frame type outside the channel's
/// operations answered by its error frame, when the schema has one and maps
/// it to a code of that frame (not to the core's own ERROR frame, which is
/// not the channel's to grade).
fn unknown_operation_check(model: &Model) -> Option<&npamp_schema::Check> {
    if !matches!(
        model.errors.unknown_operation,
        npamp_schema::OutcomeDef::Code { .. }
    ) {
        return None;
    }
    model
        .checks
        .iter()
        .find(|c| c.group == npamp_schema::Group::UnknownOperation)
}

fn req(model: &Model, section: &str, name: &str, clause: &str) -> Requirement {
    Requirement {
        id: req_id(model, section, name),
        section: section.to_string(),
        clause: clause.to_string(),
    }
}

fn clause_req(model: &Model, c: &Clause, name: &str) -> Requirement {
    req(model, &c.section, name, &c.clause)
}

fn frame_slug(model: &Model, id: FrameId) -> String {
    model
        .frames
        .get(id.0)
        .map_or("?".into(), |f| f.name.to_ascii_lowercase())
}

/// The name of an `ignore` or `answer` rule: `<machine>.<frame>.<kind>`,
/// with the side when rules of that kind name the frame for both sides.
fn rule_name(model: &Model, x: &Exchange, frame: FrameId, by: Side, kind: &str) -> String {
    let sides: Vec<Side> = match kind {
        "ignored" => x
            .ignore
            .iter()
            .filter(|i| i.frame == frame)
            .map(|i| i.by)
            .collect(),
        _ => x
            .answer
            .iter()
            .filter(|a| a.frame == frame)
            .map(|a| a.by)
            .collect(),
    };
    let both = sides.contains(&Side::Opener) && sides.contains(&Side::Responder);
    let slug = frame_slug(model, frame);
    if both {
        format!("{}.{slug}.{}.{kind}", x.name, side_name(by))
    } else {
        format!("{}.{slug}.{kind}", x.name)
    }
}

/// A transition's name: `<machine>.<frame>.<to>` when the frame has one
/// transition in the machine, else `<machine>.<frame>.<by>.<from>-<to>`.
fn transition_name(model: &Model, x: &Exchange, t: &Transition) -> String {
    let to = t.to.map_or("same", |i| x.state(i));
    let slug = frame_slug(model, t.frame);
    if x.transitions.iter().filter(|u| u.frame == t.frame).count() == 1 {
        format!("{}.{slug}.{to}", x.name)
    } else {
        let from: Vec<&str> = t.from.iter().map(|i| x.state(*i)).collect();
        format!(
            "{}.{slug}.{}.{}-{to}",
            x.name,
            side_name(t.by),
            from.join("+")
        )
    }
}

fn side_name(s: Side) -> &'static str {
    match s {
        Side::Opener => "opener",
        Side::Responder => "responder",
    }
}

fn patterns(model: &Model, ps: &[npamp_schema::ReplyPattern]) -> String {
    ps.iter()
        .map(|p| {
            p.steps
                .iter()
                .map(|s| {
                    let n = model.frames.get(s.frame.0).map_or("?", |f| f.name.as_str());
                    match s.repeat {
                        npamp_schema::Repeat::Once => n.to_string(),
                        npamp_schema::Repeat::ZeroOrMore => format!("{n}*"),
                        npamp_schema::Repeat::OneOrMore => format!("{n}+"),
                    }
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join(" | ")
}

/// A reply exchange in progress: the request and how far each pattern got.
#[derive(Debug, Clone)]
struct Pending {
    request: FrameId,
    /// Per pattern: the step reached (`None`: the pattern no longer fits).
    at: Vec<Option<usize>>,
}

/// A machine instance.
#[derive(Debug, Clone, Default)]
struct Inst {
    state: usize,
    counters: Vec<u64>,
}

/// What the other side owes under a key: a reply frame (and code).
#[derive(Debug, Clone)]
struct Owed {
    requirement: String,
    frame: FrameId,
    code: Option<u64>,
    cond: Option<Cond>,
    since: usize,
}

/// The generic monitor of one channel.
pub struct Monitor {
    model: &'static Model,
    channel: &'static dyn Channel,
    index: usize,
    /// (requester, corr) → the reply exchange in progress.
    pending: BTreeMap<(PeerId, Vec<u8>), Pending>,
    /// (machine, opener, key) → instance.
    instances: BTreeMap<(usize, PeerId, Vec<u8>), Inst>,
    /// (debtor, key) → what it owes.
    owed: BTreeMap<(PeerId, Vec<u8>), Owed>,
    covered: BTreeSet<String>,
    findings: Vec<Finding>,
    /// The handshake initiator, when the transcript says (key parity).
    initiator: Option<PeerId>,
}

impl Monitor {
    /// The monitor of the channel whose schema is `model` (the generated
    /// channel with that id decides what a malformed frame is).
    pub fn new(model: &'static Model) -> Option<Monitor> {
        let channel = npamp_generated::CHANNELS
            .iter()
            .copied()
            .find(|c| c.info().id == model.channel.id)?;
        Some(Monitor {
            model,
            channel,
            index: 0,
            pending: BTreeMap::new(),
            instances: BTreeMap::new(),
            owed: BTreeMap::new(),
            covered: BTreeSet::new(),
            findings: Vec::new(),
            initiator: None,
        })
    }

    /// Which peer initiated the handshake (the machines' `parity` reads it).
    pub fn set_initiator(&mut self, p: PeerId) {
        self.initiator = Some(p);
    }

    /// The requirements exercised so far.
    pub fn covered(&self) -> &BTreeSet<String> {
        &self.covered
    }

    /// The broken requirements so far.
    pub fn findings(&self) -> &[Finding] {
        &self.findings
    }

    fn id(&self, section: &str, name: &str) -> String {
        req_id(self.model, section, name)
    }

    fn flag(&mut self, requirement: String, detail: String) {
        self.covered.insert(requirement.clone());
        self.findings.push(Finding {
            requirement,
            at: self.index,
            detail,
        });
    }

    fn frame_name(&self, ft: u16) -> String {
        self.model
            .frames
            .iter()
            .find(|f| f.code == ft)
            .map_or(format!("{ft:#06x}"), |f| f.name.clone())
    }

    /// One frame sent by `from`.
    pub fn frame(&mut self, from: PeerId, frame_type: u16, payload: &[u8]) {
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
        let body: Option<Cbor> = ciborium::de::from_reader(payload).ok();
        let corr = body.as_ref().and_then(|b| self.corr_of(fid, b));
        let refused = self
            .channel
            .decode(frame_type, payload, Profile::Minimum)
            .err();
        // What `from` owed under this corr.
        let mut settled = false;
        if let Some(c) = &corr {
            settled = self.settle_owed(from, fid, c, body.as_ref());
        }
        let mut accounted = settled;
        match (&refused, &body) {
            (Some(e), _) if self.model.frame(fid).replies.is_empty() => {
                // Only a request's refusal is answered; any other refused
                // frame is the sender's fault (§4.1 binds every sender).
                let detail = format!(
                    "{} sent a {} the channel refuses: {e}",
                    from.as_str(),
                    self.frame_name(frame_type)
                );
                self.flag(self.id("§4.1", "sent-malformed"), detail);
            }
            (Some(e), _) => {
                // Owed only when the channel can answer: a corr it can
                // recover from the refused bytes (none from, e.g., an
                // indefinite-length top-level map).
                let answerable = self.channel.error_reply(frame_type, payload, e).is_some();
                if let Some(c) = corr.as_ref().filter(|_| answerable) {
                    if let Outcome::Code { value, .. } = self.channel.outcome(e) {
                        let requirement =
                            self.id(&self.model.errors.section, "malformed-request.answered");
                        self.owe_error(from.other(), c.clone(), requirement, value);
                    }
                }
            }
            (None, Some(b)) => {
                // The reply an `answer` owed (e.g. an error for a closed
                // instance) is not a step of the machine that asked for it.
                if !settled {
                    accounted |= self.machines(from, fid, b);
                }
                if let Some(c) = &corr {
                    self.replies(from, fid, c, b, accounted);
                }
            }
            (None, None) => {}
        }
        self.index += 1;
    }

    /// A frame type that is none of the channel's frames: outside the core's
    /// reserved types, it is an unknown operation the other side answers with
    /// the error frame (when a corr can be recovered from it).
    fn unknown_frame(&mut self, from: PeerId, frame_type: u16, payload: &[u8]) {
        let (lo, hi) = self.model.channel.core_reserved;
        if (lo..=hi).contains(&frame_type) {
            return;
        }
        let Some(c) = unknown_operation_check(self.model) else {
            return;
        };
        let Some(e) = self
            .channel
            .decode(frame_type, payload, Profile::Minimum)
            .err()
        else {
            return;
        };
        let Outcome::Code { value, .. } = self.channel.outcome(&e) else {
            return;
        };
        let Some(reply) = self.channel.error_reply(frame_type, payload, &e) else {
            return;
        };
        let Some(corr) = ciborium::de::from_reader::<Cbor, _>(reply.as_slice())
            .ok()
            .and_then(|b| self.corr_of(self.model.errors.frame, &b))
        else {
            return;
        };
        let requirement = self.id(&c.section.clone(), "unknown-operation.answered");
        self.covered.insert(requirement.clone());
        self.owe_error(from.other(), corr, requirement, value);
    }

    /// `debtor` owes the channel's error frame with `code` under `corr`.
    fn owe_error(&mut self, debtor: PeerId, corr: Vec<u8>, requirement: String, code: u64) {
        self.owed.insert(
            (debtor, corr),
            Owed {
                requirement,
                frame: self.model.errors.frame,
                code: Some(code),
                cond: None,
                since: self.index,
            },
        );
    }

    /// At the end of a transcript: what is still owed was never sent.
    pub fn finish(&mut self) {
        let owed = std::mem::take(&mut self.owed);
        for ((debtor, _), o) in owed {
            let name = self.model.frame(o.frame).name.clone();
            self.flag(
                o.requirement,
                format!(
                    "{} owed a {name} for frame {} and never sent it",
                    debtor.as_str(),
                    o.since
                ),
            );
        }
    }

    fn corr_of(&self, fid: FrameId, body: &Cbor) -> Option<Vec<u8>> {
        corr_of(self.model, fid, body)
    }

    fn key_of(
        &self,
        x: &Exchange,
        fid: FrameId,
        body: &Cbor,
        corr: Option<Vec<u8>>,
    ) -> Option<Vec<u8>> {
        match &x.key {
            ExchangeKey::Corr => corr,
            ExchangeKey::Field(_) => key_of(self.model, x, fid, body),
        }
    }

    /// Whether `from`'s frame pays what it owed under `key`.
    fn settle_owed(&mut self, from: PeerId, fid: FrameId, key: &[u8], body: Option<&Cbor>) -> bool {
        let Some(o) = self.owed.remove(&(from, key.to_vec())) else {
            return false;
        };
        let model = self.model;
        let code_ok = match (o.code, body) {
            (None, _) => true,
            (Some(want), Some(b)) => {
                let cf = model
                    .frame(model.errors.frame)
                    .body
                    .field(model.errors.code_field);
                value_of(b, cf.key).and_then(int_of) == Some(i128::from(want))
            }
            (Some(_), None) => false,
        };
        let cond_ok = match (&o.cond, body) {
            (None, _) => true,
            (Some(c), Some(b)) => cond_holds(&model.frame(fid).body, b, c),
            (Some(_), None) => false,
        };
        if fid == o.frame && code_ok && cond_ok {
            self.covered.insert(o.requirement);
            true
        } else {
            let want = model.frame(o.frame).name.clone();
            let got = self.frame_name(model.frame(fid).code);
            self.flag(
                o.requirement,
                format!(
                    "{} answered frame {} with {got}, not the {want}{} it owed",
                    from.as_str(),
                    o.since,
                    o.code.map_or(String::new(), |c| format!(" (code {c})"))
                ),
            );
            false
        }
    }

    /// The reply layer. `accounted`: a machine already took the frame.
    fn replies(&mut self, from: PeerId, fid: FrameId, corr: &[u8], body: &Cbor, accounted: bool) {
        let model = self.model;
        let f = model.frame(fid);
        // A reply to the other side's request under this corr?
        let requester = from.other();
        let mut taken = accounted;
        let mut answered = false;
        if let Some(p) = self.pending.get_mut(&(requester, corr.to_vec())) {
            let req = model.frame(p.request);
            // The schema checker keeps `answers` and `replies` consistent.
            if f.answers.contains(&p.request) {
                let (fits, done) = advance(req.replies.as_slice(), &mut p.at, fid);
                let id = req_id(model, &req.section, &replies_name(req));
                if fits {
                    self.covered.insert(id);
                    if done {
                        self.pending.remove(&(requester, corr.to_vec()));
                    }
                } else {
                    let name = req.name.clone();
                    self.pending.remove(&(requester, corr.to_vec()));
                    self.flag(
                        id,
                        format!(
                            "{} answered {name} with {}, out of its reply patterns",
                            from.as_str(),
                            f.name
                        ),
                    );
                }
                taken = true;
                answered = true;
            }
        }
        // A withdrawal of `from`'s own request.
        withdraw(&mut self.pending, |p| p.request, f, from, corr);
        // A request opens a reply exchange (a frame that answered one is
        // not itself a new request: STREAM_OPEN accepting a STREAM_OPEN).
        if let Some(at) = opens_reply(f, body, answered) {
            self.pending
                .insert((from, corr.to_vec()), Pending { request: fid, at });
            taken = true;
        }
        // A reply frame nothing asked for.
        if !taken {
            if let Some(r) = f.answers.first().map(|a| model.frame(*a)) {
                let id = req_id(model, &r.section, &replies_name(r));
                let name = f.name.clone();
                self.flag(id, format!("{} sent {name} under a corr with no request of {} outstanding (unsolicited)", from.as_str(), requester.as_str()));
            }
        }
    }

    /// The machine layer; whether a machine took the frame.
    fn machines(&mut self, from: PeerId, fid: FrameId, body: &Cbor) -> bool {
        let model = self.model;
        let corr = self.corr_of(fid, body);
        let mut taken = false;
        for (xi, x) in model.exchanges.iter().enumerate() {
            if !x.frames().contains(&fid) {
                continue;
            }
            let Some(key) = self.key_of(x, fid, body, corr.clone()) else {
                continue;
            };
            taken |= self.step(xi, x, from, fid, body, key);
        }
        taken
    }

    fn step(
        &mut self,
        xi: usize,
        x: &Exchange,
        from: PeerId,
        fid: FrameId,
        body: &Cbor,
        key: Vec<u8>,
    ) -> bool {
        let model = self.model;
        let (slot, by) = slot_of(&self.instances, xi, x, from, fid, &key);
        let existing = self.instances.get(&slot).cloned();
        let state = existing.as_ref().map_or(0, |i| i.state);
        let idle_like = state == 0 || x.terminal.contains(&state);
        let frame_name = model.frame(fid).name.clone();
        // A frame a receiver MUST ignore here.
        if let Some(ig) = x.ignore.iter().find(|i| {
            i.frame == fid
                && i.by == by
                && (i.states.contains(&state) || (idle_like && i.states.contains(&0)))
        }) {
            let id = clause_req(model, &ig.clause, &rule_name(model, x, fid, by, "ignored")).id;
            self.covered.insert(id);
            return true;
        }
        // A frame the receiver MUST answer here.
        if let Some(a) = x.answer.iter().find(|a| {
            a.frame == fid
                && a.by == by
                && (a.states.contains(&state) || (idle_like && a.states.contains(&0)))
        }) {
            let id = clause_req(model, &a.clause, &rule_name(model, x, fid, by, "answered")).id;
            // The reply echoes the asking frame's corr (settled by corr),
            // whatever key the machine is keyed by.
            let owed_key = self.corr_of(fid, body).unwrap_or(key);
            self.owed.insert(
                (from.other(), owed_key),
                Owed {
                    requirement: id,
                    frame: a.reply,
                    code: None,
                    cond: a.reply_when.clone(),
                    since: self.index,
                },
            );
            return true;
        }
        // No instance, and the frame opens none: not this machine's.
        // A frame opens an instance only when a `when` of an opening
        // transition holds: an opening frame whose `when` fails (an event
        // without `ack`) is not this machine's where it could open one.
        let opening = |t: &&npamp_schema::Transition| t.frame == fid && t.from.contains(&0);
        let could_open = x.transitions.iter().any(|t| opening(&t));
        let opens = x.transitions.iter().filter(opening).any(|t| {
            t.when
                .as_ref()
                .is_none_or(|c| cond_holds(&model.frame(fid).body, body, c))
        });
        if !opens && (existing.is_none() || (idle_like && could_open)) {
            return false;
        }
        let found = x.transitions.iter().find(|t| {
            t.frame == fid
                && t.by == by
                && (t.from.contains(&state) || (idle_like && t.from.contains(&0)))
                && t.when
                    .as_ref()
                    .is_none_or(|c| cond_holds(&model.frame(fid).body, body, c))
        });
        let Some(t) = found else {
            let id = self.id(&x.clause.section, &format!("{}.out-of-state", x.name));
            self.flag(
                id,
                format!(
                    "{} sent {frame_name} in state `{}` of {} {}",
                    from.as_str(),
                    x.state(state),
                    x.name,
                    npamp_testkit::hex::hex(&key)
                ),
            );
            return true;
        };
        self.covered
            .insert(clause_req(model, &t.clause, &transition_name(model, x, t)).id);
        let fresh = idle_like && t.from.contains(&0);
        let mut inst = match existing {
            Some(i) if !fresh => i,
            _ => Inst {
                state: 0,
                counters: vec![0; x.counters.len()],
            },
        };
        if let Some(to) = t.to {
            inst.state = to;
        }
        if fresh {
            self.parity(x, slot.1, &key);
        }
        for (ci, c) in x.counters.iter().enumerate() {
            if self.count(x, ci, c, &mut inst, by, from, fid, body) {
                if let Some(e) = &c.exceeded {
                    let id =
                        clause_req(model, &e.clause, &format!("{}.{}.exceeded", x.name, c.name)).id;
                    self.owed.insert(
                        (from.other(), key.clone()),
                        Owed {
                            requirement: id,
                            frame: e.reply,
                            code: None,
                            cond: e.reply_when.clone(),
                            since: self.index,
                        },
                    );
                }
            }
        }
        self.instances.insert(slot, inst);
        true
    }
}

impl Monitor {
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
                format!(
                    "{} (the handshake {role}) opened {} {} with the wrong parity",
                    opener.as_str(),
                    x.name,
                    npamp_testkit::hex::hex(key)
                ),
            );
        } else {
            self.covered.insert(id);
        }
    }

    /// Counter `c` of `inst` on a frame sent by `from` acting as `by`;
    /// whether the frame exceeded it.
    #[allow(clippy::too_many_arguments)]
    fn count(
        &mut self,
        x: &Exchange,
        ci: usize,
        c: &npamp_schema::Counter,
        inst: &mut Inst,
        by: Side,
        from: PeerId,
        fid: FrameId,
        body: &Cbor,
    ) -> bool {
        let model = self.model;
        let cid = clause_req(model, &c.clause, &format!("{}.{}", x.name, c.name)).id;
        let uint = |field: npamp_schema::FieldId| -> Option<u64> {
            let k = model.frame(fid).body.field(field).key;
            value_of(body, k)
                .and_then(int_of)
                .and_then(|v| u64::try_from(v).ok())
        };
        let read = |cf: Option<CounterField>| -> Option<u64> {
            let cf = cf?;
            if cf.frame != fid || cf.by.is_some_and(|b| b != by) {
                return None;
            }
            uint(cf.field)
        };
        let Some(slot) = inst.counters.get_mut(ci) else {
            return false;
        };
        if let Some(v) = read(c.set) {
            *slot = v;
            self.covered.insert(cid.clone());
        }
        if let Some(v) = read(c.add) {
            *slot = match c.kind {
                CounterKind::Units => slot.saturating_add(v),
                CounterKind::Limit => (*slot).max(v),
            };
            self.covered.insert(cid.clone());
        }
        if c.consume != fid || c.consume_by.is_some_and(|b| b != by) {
            return false;
        }
        let name = model.frame(fid).name.clone();
        match (c.kind, c.reach) {
            (CounterKind::Units, _) => {
                if *slot == 0 {
                    self.flag(
                        cid,
                        format!("{} sent {name} with no {} left", from.as_str(), c.name),
                    );
                    return true;
                } else {
                    *slot -= 1;
                    self.covered.insert(cid);
                    if *slot == 0 {
                        if let Some(z) = c.at_zero {
                            inst.state = z;
                        }
                    }
                }
            }
            (CounterKind::Limit, Some((off, len))) => {
                let offset = uint(off).unwrap_or(0);
                let k = model.frame(fid).body.field(len).key;
                let n = match value_of(body, k) {
                    Some(Cbor::Bytes(b)) => b.len() as u64,
                    Some(Cbor::Text(t)) => t.len() as u64,
                    _ => 0,
                };
                let reach = offset.saturating_add(n);
                if reach > *slot {
                    self.flag(
                        cid,
                        format!(
                            "{} sent {name} reaching offset {reach} past the {} limit {}",
                            from.as_str(),
                            c.name,
                            *slot
                        ),
                    );
                    return true;
                }
                self.covered.insert(cid);
            }
            (CounterKind::Limit, None) => {}
        }
        false
    }
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
            .any(|a| a.frame == fid && a.by == Side::Responder);
    let opens = x
        .transitions
        .iter()
        .any(|t| t.frame == fid && t.by == Side::Opener && t.from.contains(&0));
    responder || !opens
}

/// Drop `from`'s pending request under `corr` when frame `f` withdraws it
/// (`request`: the pending entry's request frame).
pub(crate) fn withdraw<P>(
    pending: &mut BTreeMap<(PeerId, Vec<u8>), P>,
    request: impl Fn(&P) -> FrameId,
    f: &Frame,
    from: PeerId,
    corr: &[u8],
) {
    if f.withdraws.is_empty() {
        return;
    }
    let k = (from, corr.to_vec());
    if pending
        .get(&k)
        .is_some_and(|p| f.withdraws.contains(&request(p)))
    {
        pending.remove(&k);
    }
}

/// Whether frame `f` with `body` opens a reply exchange: a request whose
/// `reply_when` holds and that did not itself answer one (`answered`). If it
/// does, every reply pattern's starting position.
pub(crate) fn opens_reply(f: &Frame, body: &Cbor, answered: bool) -> Option<Vec<Option<usize>>> {
    let expects = !answered
        && !f.replies.is_empty()
        && f.reply_when
            .as_ref()
            .is_none_or(|c| cond_holds(&f.body, body, c));
    expects.then(|| vec![Some(0); f.replies.len()])
}

/// Advance every still-fitting pattern by one frame; (some pattern fits, one ended).
pub(crate) fn advance(
    patterns: &[npamp_schema::ReplyPattern],
    at: &mut [Option<usize>],
    fid: FrameId,
) -> (bool, bool) {
    use npamp_schema::Repeat;
    let mut fits = false;
    let mut done = false;
    for (p, pos) in patterns.iter().zip(at.iter_mut()) {
        let Some(mut i) = *pos else { continue };
        let mut next = None;
        // Skip optional steps until one takes the frame.
        while let Some(step) = p.steps.get(i) {
            if step.frame == fid {
                next = Some(match step.repeat {
                    Repeat::Once => i + 1,
                    Repeat::ZeroOrMore | Repeat::OneOrMore => i,
                });
                break;
            }
            match step.repeat {
                Repeat::ZeroOrMore => i += 1,
                _ => break,
            }
        }
        *pos = next;
        if let Some(n) = next {
            fits = true;
            // Ended: the last step (a single frame) was taken.
            if n >= p.steps.len() {
                done = true;
            }
        }
    }
    (fits, done)
}

/// A frame's corr, as instance-key bytes.
pub(crate) fn corr_of(model: &Model, fid: FrameId, body: &Cbor) -> Option<Vec<u8>> {
    let f = model.frame(fid).envelope(EnvRole::Corr)?;
    key_bytes(value_of(body, f.key)?)
}

/// A frame's key in machine `x` (its corr, or the machine's key field).
pub(crate) fn key_of(model: &Model, x: &Exchange, fid: FrameId, body: &Cbor) -> Option<Vec<u8>> {
    match &x.key {
        ExchangeKey::Corr => corr_of(model, fid, body),
        ExchangeKey::Field(name) => {
            let f = model.frame(fid).field_named(name)?;
            key_bytes(value_of(body, f.key)?)
        }
    }
}

/// An instance key from a value: bytes as they are, integers and text by their bytes.
pub(crate) fn key_bytes(v: &Cbor) -> Option<Vec<u8>> {
    match v {
        Cbor::Bytes(b) => Some(b.clone()),
        Cbor::Text(t) => Some(t.as_bytes().to_vec()),
        Cbor::Integer(_) => int_of(v).map(|i| i.to_be_bytes().to_vec()),
        _ => None,
    }
}
