//! NPAMP-INTERACT endpoint: requester and responder halves of one peer.
//!
//! Every decision about which frame answers which, whether a reply is due
//! (`reply_when`), what a cancel withdraws, and every error message comes
//! from the generated `FrameType` / `ErrorCode` API.

use crate::corr_bytes;
use crate::policy::{Answer, ApprovalDecision, HumanPolicy, PromptDecision};
use crate::{IdGen, Limits, OriginateError, Plant, WireFrame};
use npamp_generated::interaction::{
    self as ix, ApprovalReq, ApprovalResult, Decision, ErrorCode, EventAck, Frame, FrameType,
    PromptOutcome, PromptReq, PromptResult,
};
use npamp_generated::rt::{self, Item, Profile, Role};
use std::collections::BTreeMap;

#[derive(Debug, Clone)]
struct Sent {
    ft: FrameType,
    payload: Vec<u8>,
}

/// A held approval: bound to the association it was issued on (§9).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Held {
    pub association: u64,
    pub corr: Vec<u8>,
    pub action: String,
}

/// Whether a frame expects a reply: it has reply types, and its schema
/// `reply_when` condition (INTERACT_EVENT `ack` set) holds when there is one
/// (the generated `Frame::expects_reply`).
pub fn reply_expected(f: &Frame<'_>) -> bool {
    f.expects_reply()
}

fn wire(ft: FrameType, payload: Vec<u8>) -> WireFrame {
    WireFrame {
        channel: ix::CHANNEL_ID,
        frame_type: ft.code(),
        payload,
    }
}

/// The generic error reply (§8.2: only the schema's message).
fn error(corr: &[u8], code: ErrorCode, retry_after_s: Option<u64>) -> WireFrame {
    let mut e = ix::ErrorFrame::reply(corr, code);
    e.retry_after_s = retry_after_s;
    wire(FrameType::ErrorFrame, e.to_vec())
}

pub struct InteractionEndpoint {
    plant: Plant,
    limits: Limits,
    human: Box<dyn HumanPolicy>,
    ids: IdGen,
    /// Association counter (bumped on close).
    pub association: u64,
    // ---- requester
    outstanding: BTreeMap<Vec<u8>, Sent>,
    withdrawn: BTreeMap<Vec<u8>, Sent>,
    /// Outcome per corr as the requester understood it.
    pub outcomes: BTreeMap<Vec<u8>, String>,
    /// approval_id received with each approval_held outcome.
    pub held_ids: BTreeMap<Vec<u8>, String>,
    /// Replies for unknown / consumed corrs (or of a type that cannot answer the request).
    pub discarded_replies: u64,
    /// Results that crossed our cancel and were accepted as consuming the corr (§6.4).
    pub crossing_results: u64,
    // ---- responder
    presenting: BTreeMap<Vec<u8>, Sent>,
    /// Held approvals by approval_id.
    pub held: BTreeMap<String, Held>,
    /// The responder's policy decision per request corr (ground truth for the monitor).
    pub decisions: BTreeMap<Vec<u8>, &'static str>,
    /// Events delivered to the consumer: effective event_class name.
    pub events: Vec<String>,
    events_in_window: u32,
    pub cancels_honoured: u64,
    pub cancels_ignored: u64,
    pub duplicates_dropped: u64,
}

impl InteractionEndpoint {
    pub fn new(human: Box<dyn HumanPolicy>, limits: Limits, ids: IdGen, plant: Plant) -> Self {
        InteractionEndpoint {
            plant,
            limits,
            human,
            ids,
            association: 0,
            outstanding: BTreeMap::new(),
            withdrawn: BTreeMap::new(),
            outcomes: BTreeMap::new(),
            held_ids: BTreeMap::new(),
            discarded_replies: 0,
            crossing_results: 0,
            presenting: BTreeMap::new(),
            held: BTreeMap::new(),
            decisions: BTreeMap::new(),
            events: Vec::new(),
            events_in_window: 0,
            cancels_honoured: 0,
            cancels_ignored: 0,
            duplicates_dropped: 0,
        }
    }

    /// Corrs of our requests awaiting a reply.
    pub fn outstanding(&self) -> impl Iterator<Item = &[u8]> {
        self.outstanding.keys().map(Vec::as_slice)
    }
    /// Corrs we withdrew whose reply has not (yet) crossed the cancel.
    pub fn withdrawn(&self) -> impl Iterator<Item = &[u8]> {
        self.withdrawn.keys().map(Vec::as_slice)
    }
    /// Corrs of peer requests currently presented to the human.
    pub fn presenting(&self) -> impl Iterator<Item = &[u8]> {
        self.presenting.keys().map(Vec::as_slice)
    }
    /// The request type being presented under `corr`.
    pub fn presenting_kind(&self, corr: &[u8]) -> Option<FrameType> {
        self.presenting.get(corr).map(|s| s.ft)
    }

    // ------------------------------------------------------------ requester

    /// Send a request, event or cancel (decoded and re-encoded by the generated codec).
    pub fn originate(
        &mut self,
        frame_type: u16,
        payload: &[u8],
    ) -> Result<WireFrame, OriginateError> {
        let f = ix::decode(frame_type, payload).map_err(OriginateError::Invalid)?;
        let ft = f.frame_type();
        let corr = match f.corr() {
            Some(rt::Corr::Bytes(b)) => b.to_vec(),
            _ => return Err(OriginateError::NoCorr),
        };
        let bytes = f.to_vec();
        if !ft.withdraws().is_empty() {
            // §6.4: a cancel references the exchange; it creates no correlation.
            if let Some(s) = self.outstanding.get(&corr) {
                if ft.withdraws().contains(&s.ft) {
                    if let Some(s) = self.outstanding.remove(&corr) {
                        self.withdrawn.insert(corr, s);
                    }
                }
            }
        } else if !ft.replies().is_empty() {
            // §5.1: unique among our outstanding requests in this direction.
            if self.outstanding.contains_key(&corr) || self.withdrawn.contains_key(&corr) {
                return Err(OriginateError::CorrOutstanding { corr });
            }
            if reply_expected(&f) {
                self.outstanding.insert(
                    corr,
                    Sent {
                        ft,
                        payload: bytes.clone(),
                    },
                );
            } else {
                // §5.2: a fire-and-forget corr is consumed on transmission.
                self.outcomes.insert(corr, "sent".into());
            }
        } else {
            return Err(OriginateError::NotOriginated { frame: ft.name() });
        }
        Ok(wire(ft, bytes))
    }

    fn on_reply(&mut self, ft: FrameType, payload: &[u8], corr: &[u8]) {
        let (sent, crossed) = match (self.outstanding.get(corr), self.withdrawn.get(corr)) {
            (Some(s), _) if s.ft.replies().contains(&ft) => (self.outstanding.remove(corr), false),
            (None, Some(s)) if s.ft.replies().contains(&ft) => (self.withdrawn.remove(corr), true),
            _ => (None, false),
        };
        let Some(sent) = sent else {
            // §5.2: unknown or consumed corr, or a reply type that cannot answer it.
            self.discarded_replies += 1;
            return;
        };
        if crossed {
            // §6.4: the crossing result consumes the corr; tolerated.
            self.crossing_results += 1;
        }
        let outcome = match ix::decode(sent.ft.code(), &sent.payload) {
            Ok(req) => match ix::decode_reply(&req, ft.code(), payload) {
                // §6.2: a value of the wrong type fails the exchange.
                Err(e) => format!("rejected:{}", outcome_name(&e)),
                Ok(reply) => describe(&reply),
            },
            Err(_) => "rejected:internal".into(),
        };
        if outcome == "held" {
            if let Ok(Frame::ErrorFrame(e)) = ix::decode(ft.code(), payload) {
                if let Some(id) = e.approval_id {
                    self.held_ids.insert(corr.to_vec(), id.to_string());
                }
            }
        }
        self.outcomes.insert(corr.to_vec(), outcome);
    }

    // ------------------------------------------------------------ receive

    pub fn receive(&mut self, frame_type: u16, payload: &[u8]) -> Vec<WireFrame> {
        let f = match ix::decode(frame_type, payload) {
            Ok(f) => f,
            Err(e) => {
                // §4.1 / §8: a request we cannot read is answered with the
                // generic error echoing whatever corr can be recovered; a
                // broken reply or cancel is never answered.
                let answerable =
                    !matches!(FrameType::from_u16(frame_type), Some(ft) if ft.replies().is_empty());
                if let Ok(err) = ix::error_reply_for(frame_type, payload, &e) {
                    return vec![wire(FrameType::ErrorFrame, err.to_vec())];
                }
                self.discarded_replies += u64::from(!answerable);
                return Vec::new();
            }
        };
        let ft = f.frame_type();
        let corr = corr_bytes(f.corr()).to_vec();
        match ft.role() {
            Role::Result | Role::Error => {
                self.on_reply(ft, payload, &corr);
                Vec::new()
            }
            _ if !ft.withdraws().is_empty() => {
                self.on_cancel(ft, &corr);
                Vec::new()
            }
            _ => self.respond(f, payload),
        }
    }

    fn on_cancel(&mut self, ft: FrameType, corr: &[u8]) {
        match self.presenting.get(corr) {
            Some(s) if ft.withdraws().contains(&s.ft) => {
                // §6.4: stop presenting; no result follows.
                self.presenting.remove(corr);
                self.decisions.insert(corr.to_vec(), "withdrawn");
                self.cancels_honoured += 1;
            }
            // Unknown or completed corr: ignored, never an error (§6.4).
            _ => self.cancels_ignored += 1,
        }
    }

    fn respond(&mut self, f: Frame<'_>, payload: &[u8]) -> Vec<WireFrame> {
        let corr = corr_bytes(f.corr()).to_vec();
        let retry = Some(self.limits.retry_after_s);
        match f {
            Frame::Event(ref e) => {
                let wants_ack = reply_expected(&f);
                self.events_in_window = self.events_in_window.saturating_add(1);
                if self.events_in_window > self.limits.events_per_tick {
                    // §9 event-rate bound; a fire-and-forget event is just dropped.
                    return if wants_ack {
                        vec![error(&corr, ErrorCode::InternalError, retry)]
                    } else {
                        Vec::new()
                    };
                }
                if !self.human.attached() {
                    // §6.1: no_human only when the event set ack.
                    return if wants_ack {
                        vec![error(&corr, ErrorCode::NoHuman, None)]
                    } else {
                        Vec::new()
                    };
                }
                // §6.1: an unrecognized class is delivered as display.
                self.events.push(
                    e.event_class
                        .effective()
                        .name()
                        .unwrap_or("display")
                        .to_string(),
                );
                if wants_ack || self.plant.ack_fire_and_forget {
                    vec![wire(FrameType::EventAck, EventAck { corr: &corr }.to_vec())]
                } else {
                    Vec::new()
                }
            }
            Frame::PromptReq(ref p) => {
                if let Some(r) = self.admit(&corr, retry) {
                    return r;
                }
                // §6.2: present only kinds the client supports.
                if !p.prompt_kind.is_recognized() || !self.human.supports(p.prompt_kind) {
                    return vec![error(&corr, ErrorCode::UnsupportedPrompt, None)];
                }
                let d = self.human.on_prompt(p);
                self.decide_prompt(&corr, payload, p, d)
            }
            Frame::ApprovalReq(ref a) => {
                if let Some(r) = self.admit(&corr, retry) {
                    return r;
                }
                let d = self.human.on_approval(a);
                self.decide_approval(&corr, payload, a, d)
            }
            // Results, errors and cancels are routed before `respond`.
            _ => Vec::new(),
        }
    }

    /// Common admission for prompts and approvals: duplicates, bounds, a human.
    fn admit(&mut self, corr: &[u8], retry: Option<u64>) -> Option<Vec<WireFrame>> {
        if self.presenting.contains_key(corr) {
            // The peer broke §5.1 uniqueness; answering would consume the
            // first exchange's corr, so the duplicate is dropped.
            self.duplicates_dropped += 1;
            return Some(Vec::new());
        }
        if self.presenting.len() >= self.limits.max_pending {
            return Some(vec![error(corr, ErrorCode::InternalError, retry)]);
        }
        if !self.human.attached() {
            return Some(vec![error(corr, ErrorCode::NoHuman, None)]);
        }
        None
    }

    fn decide_prompt(
        &mut self,
        corr: &[u8],
        payload: &[u8],
        p: &PromptReq<'_>,
        d: PromptDecision,
    ) -> Vec<WireFrame> {
        // The answer's encoding, which the result's `value` borrows.
        let answer: Vec<u8>;
        let (outcome, value) = match d {
            PromptDecision::Pending => {
                self.presenting.insert(
                    corr.to_vec(),
                    Sent {
                        ft: FrameType::PromptReq,
                        payload: payload.to_vec(),
                    },
                );
                self.decisions.insert(corr.to_vec(), "pending");
                return Vec::new();
            }
            PromptDecision::NoHuman => return self.refuse(corr, ErrorCode::NoHuman, "no_human"),
            PromptDecision::PolicyDeny => {
                return self.refuse(corr, ErrorCode::PolicyDenied, "policy_deny")
            }
            PromptDecision::TimedOut => return self.refuse(corr, ErrorCode::TimedOut, "timed_out"),
            PromptDecision::Dismiss => (PromptOutcome::Dismissed, None),
            PromptDecision::Defer => (PromptOutcome::Deferred, None),
            PromptDecision::Answer(Answer::Acknowledge) => (PromptOutcome::Answered, None),
            PromptDecision::Answer(a) => {
                answer = answer_encoding(&a);
                match Item::from_canonical(&answer) {
                    Ok(v) => (PromptOutcome::Answered, Some(v)),
                    Err(_) => return self.refuse(corr, ErrorCode::InternalError, "bad_answer"),
                }
            }
        };
        let r = PromptResult {
            corr,
            outcome,
            value,
        };
        // §6.2: the value's type must match the prompt kind — checked with
        // the generated cross-frame rule before anything is sent.
        if r.validate()
            .and_then(|()| r.check_against_promptreq(p, Profile::Strict))
            .is_err()
        {
            return self.refuse(corr, ErrorCode::InternalError, "bad_answer");
        }
        self.decisions.insert(corr.to_vec(), "answer");
        vec![wire(FrameType::PromptResult, r.to_vec())]
    }

    fn refuse(&mut self, corr: &[u8], code: ErrorCode, label: &'static str) -> Vec<WireFrame> {
        self.decisions.insert(corr.to_vec(), label);
        vec![error(corr, code, None)]
    }

    fn decide_approval(
        &mut self,
        corr: &[u8],
        payload: &[u8],
        a: &ApprovalReq<'_>,
        d: ApprovalDecision,
    ) -> Vec<WireFrame> {
        self.decisions.insert(corr.to_vec(), d.label());
        let result = |decision: Decision, reason: Option<&str>| {
            wire(
                FrameType::ApprovalResult,
                ApprovalResult {
                    corr,
                    decision,
                    reason,
                }
                .to_vec(),
            )
        };
        match d {
            ApprovalDecision::Grant(r) => vec![result(Decision::Granted, r.as_deref())],
            ApprovalDecision::Deny(r) => vec![result(Decision::Denied, r.as_deref())],
            ApprovalDecision::PolicyDeny => vec![error(corr, ErrorCode::PolicyDenied, None)],
            ApprovalDecision::NoHuman => vec![error(corr, ErrorCode::NoHuman, None)],
            ApprovalDecision::Pending => {
                self.presenting.insert(
                    corr.to_vec(),
                    Sent {
                        ft: FrameType::ApprovalReq,
                        payload: payload.to_vec(),
                    },
                );
                Vec::new()
            }
            ApprovalDecision::Hold => {
                if self.plant.held_as_granted {
                    return vec![result(Decision::Granted, None)];
                }
                // §8.1 / §9: an unguessable id bound to this association.
                let id = self.ids.hex128();
                self.held.insert(
                    id.clone(),
                    Held {
                        association: self.association,
                        corr: corr.to_vec(),
                        action: a.action.to_string(),
                    },
                );
                let mut e = ix::ErrorFrame::reply(corr, ErrorCode::ApprovalHeld);
                e.approval_id = Some(&id);
                vec![wire(FrameType::ErrorFrame, e.to_vec())]
            }
        }
    }

    /// The human acts on a presented prompt later (a scripted human step).
    pub fn resolve_prompt(&mut self, corr: &[u8], d: PromptDecision) -> Vec<WireFrame> {
        let Some(s) = self.presenting.remove(corr) else {
            return Vec::new();
        };
        match ix::decode(s.ft.code(), &s.payload) {
            Ok(Frame::PromptReq(p)) => self.decide_prompt(corr, &s.payload, &p, d),
            _ => Vec::new(),
        }
    }

    /// The human acts on a presented approval later.
    pub fn resolve_approval(&mut self, corr: &[u8], d: ApprovalDecision) -> Vec<WireFrame> {
        let Some(s) = self.presenting.remove(corr) else {
            return Vec::new();
        };
        match ix::decode(s.ft.code(), &s.payload) {
            Ok(Frame::ApprovalReq(a)) => self.decide_approval(corr, &s.payload, &a, d),
            _ => Vec::new(),
        }
    }

    /// A deferred human decision on a held approval (out of band). Only the
    /// association that received the hold can resolve it (§9).
    pub fn resolve_held(
        &mut self,
        approval_id: &str,
        association: u64,
    ) -> Result<Held, &'static str> {
        match self.held.get(approval_id) {
            Some(h) if h.association == association => self.held.remove(approval_id).ok_or("gone"),
            Some(_) => Err("approval_id belongs to another association"),
            None => Err("unknown approval_id"),
        }
    }

    pub fn tick(&mut self) {
        self.events_in_window = 0;
    }

    /// Association closed: all correlation state, presentations and holds go.
    pub fn close(&mut self) {
        self.outstanding.clear();
        self.withdrawn.clear();
        self.presenting.clear();
        self.held.clear();
        self.decisions.clear();
        self.events_in_window = 0;
        self.association += 1;
    }
}

/// The schema name of a refusal's wire outcome.
pub fn outcome_name(e: &npamp_generated::DecodeError) -> String {
    ix::outcome(e).describe().to_string()
}

/// The requester's reading of a reply.
fn describe(reply: &Frame<'_>) -> String {
    match reply {
        Frame::EventAck(_) => "acked".into(),
        Frame::PromptResult(r) => match (r.outcome, &r.value) {
            (PromptOutcome::Answered, Some(v)) => {
                format!("answered:{}", npamp_codec::any_json(v.as_bytes()))
            }
            (PromptOutcome::Answered, None) => "answered".into(),
            (o, _) => o
                .name()
                .map_or_else(|| format!("outcome:{}", o.raw()), str::to_string),
        },
        // §8.1: only decision = granted authorizes; anything else is not a grant.
        Frame::ApprovalResult(r) => match r.decision {
            Decision::Granted => "granted".into(),
            Decision::Denied => "denied".into(),
            _ => "not_granted".into(),
        },
        Frame::ErrorFrame(e) => match e.code {
            ErrorCode::ApprovalHeld => "held".into(),
            ErrorCode::PolicyDenied => "policy_denied".into(),
            c => format!("error:{}", c.name().unwrap_or("unknown")),
        },
        other => format!("unexpected:{}", other.frame_type().name()),
    }
}

/// The encoding of an answer's value (an acknowledgement has none: empty).
fn answer_encoding(a: &Answer) -> Vec<u8> {
    use npamp_testkit::cbor;
    match a {
        Answer::Acknowledge => Vec::new(),
        Answer::Text(s) => cbor::tstr(s),
        Answer::Index(i) => cbor::uint(*i),
        Answer::Indices(v) => cbor::array(&v.iter().map(|i| cbor::uint(*i)).collect::<Vec<_>>()),
        Answer::Bool(x) => cbor::bool(*x),
        Answer::Form(m) => m.clone(),
    }
}
