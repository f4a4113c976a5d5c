//! Wire-level invariants, checked on every delivery and every emission.
//!
//! The monitor sees what each peer received and what it sent, decodes both
//! with the generated codecs, and flags an emission that no conformant
//! endpoint could produce given what it had received: an unsolicited or
//! duplicate reply, an ack for a fire-and-forget event, a granted result for
//! an approval the responder's policy held or refused, a task event before
//! its SUBMIT_RESULT or after its terminal state, a second WORKFLOW_COMPLETE,
//! `canceled` for a task that succeeded or failed, continued work after a
//! cancel took effect, and any error or detail text other than the schema's
//! generic messages (§8.2). It checks the emitter, so link faults
//! (reordering, duplication) never cause false alarms.
//!
//! Replies are matched to requests by `corr` alone (§5.1), so when a network
//! duplicate lands a request under a corr the peer already holds for another
//! request (a re-presented prompt beside a reused event corr, say), an
//! INTERACT_ERROR echoing that corr may answer either. The monitor keeps
//! every reading of the replies consistent with the wire and flags a reply
//! only when no reading leaves a request for it to answer.

use crate::interaction::reply_expected;
use crate::{Companion, Peer, WireFrame};
use npamp_generated::rt::Role;
use npamp_generated::{interaction as ix, workflow as wf};
use std::collections::BTreeMap;
use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct RxReq {
    ft: u16,
    /// Kept only where a later check reads it (a prompt's kind, §6.2), so
    /// readings that differ only in unread bytes collapse.
    payload: Vec<u8>,
    /// Whether a reply is due (INTERACT_EVENT: `ack` set).
    reply_due: bool,
    /// A refused request: only this error code may answer it.
    malformed: Option<u64>,
}

#[derive(Debug, Clone, Default)]
struct MTask {
    steps: u64,
    last_seq: Option<u64>,
    terminal: Option<wf::TaskState>,
    cancel_reported: bool,
}

/// Per corr: every *reading* — the requests received and not yet answered,
/// under one consistent assignment of the replies emitted so far to the
/// requests they answer. A missing corr is the single empty reading.
type Rx = BTreeMap<Vec<u8>, Vec<Vec<RxReq>>>;

/// Bound on the readings kept per corr. Dropping readings can only make a
/// later reply look unmatched (a reported flag), never hide one.
const MAX_READINGS: usize = 64;

/// The readings under `corr`.
fn readings<'a>(rx: &'a mut Rx, corr: &[u8]) -> &'a mut Vec<Vec<RxReq>> {
    rx.entry(corr.to_vec()).or_insert_with(|| vec![Vec::new()])
}

/// Store `v` as the readings under `corr`: canonical order, no repeats,
/// bounded; the key goes when the only reading is empty.
fn store(rx: &mut Rx, corr: &[u8], mut v: Vec<Vec<RxReq>>) {
    v.iter_mut().for_each(|r| r.sort());
    v.sort();
    v.dedup();
    v.truncate(MAX_READINGS);
    if v.iter().all(Vec::is_empty) {
        rx.remove(corr);
    } else {
        rx.insert(corr.to_vec(), v);
    }
}

/// How an emitted reply matched the received requests.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Match {
    /// Some reading has a request it answers and fits.
    Fits,
    /// It answers a request, but fits none it could answer (§6.2 value type).
    Misfit,
    /// No reading has a request it answers.
    Unmatched,
}

/// A clause the monitor saw an endpoint break: which peer sent the frame,
/// and what it broke.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Violation {
    /// The sending peer: `'a'` (index 0) or `'b'` (index 1).
    pub peer: char,
    /// What was seen; most end with the clause(s) they break, e.g. `(§6.3)`.
    pub message: String,
    /// The sections the monitor cites for it (`§6.3`, `§8.1`, …), in order:
    /// read from the message's closing parenthesis, which the monitor writes
    /// after any text from the wire; empty when it cites none.
    pub clauses: Vec<String>,
}

/// The `§` sections of `msg`'s closing parenthesis (none if it has none).
fn cited(msg: &str) -> Vec<String> {
    let Some(group) = msg
        .strip_suffix(')')
        .and_then(|m| m.rfind('(').and_then(|open| m.get(open + 1..)))
    else {
        return Vec::new();
    };
    group
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter_map(|w| w.strip_prefix('§'))
        .map(|w| w.trim_end_matches('.'))
        .filter(|w| !w.is_empty() && w.chars().all(|c| c.is_ascii_digit() || c == '.'))
        .map(|w| format!("§{w}"))
        .collect()
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "peer {}: {}", self.peer, self.message)
    }
}

#[derive(Debug, Default)]
pub struct Monitor {
    pub violations: Vec<Violation>,
    ix_rx: [Rx; 2],
    wf_rx: [Rx; 2],
    tasks: [BTreeMap<String, MTask>; 2],
    /// Frames checked (emissions).
    pub checked: u64,
}

const PEER: [char; 2] = ['a', 'b'];

fn show(c: &[u8]) -> String {
    crate::show_bytes(c)
}

/// Whether the schema gives the Interaction frame type a `reply_when`
/// condition (a reply only when it holds: INTERACT_EVENT's `ack`).
fn has_reply_when(ft: ix::FrameType) -> bool {
    npamp_schema::shipped_model(ix::INFO.module)
        .and_then(|m| m.frame_by_code(ft.code()))
        .is_some_and(|f| f.reply_when.is_some())
}

fn generic_ix(m: &str) -> bool {
    ix::ErrorCode::KNOWN.iter().any(|c| c.message() == Some(m))
}
fn generic_wf(m: &str) -> bool {
    wf::ErrorCode::KNOWN.iter().any(|c| c.message() == Some(m))
}

impl Monitor {
    fn flag(&mut self, p: usize, msg: String) {
        self.violations.push(Violation {
            peer: PEER[p & 1],
            clauses: cited(&msg),
            message: msg,
        });
    }

    /// A frame is about to be processed by peer `to`.
    pub fn on_deliver(&mut self, to: usize, peer: &Peer, f: &WireFrame) {
        let to = to & 1;
        let Some(chan) = Companion::from_id(f.channel) else {
            return;
        };
        if !peer.enabled(chan) || chan.is_core_reserved(f.frame_type) {
            return; // dropped (§2) or left to the core (§3.2): nothing may answer it
        }
        match chan {
            Companion::Interaction => match ix::decode(f.frame_type, &f.payload) {
                Ok(fr) => {
                    let ft = fr.frame_type();
                    let corr = crate::corr_bytes(fr.corr()).to_vec();
                    if !ft.replies().is_empty() {
                        let req = RxReq {
                            ft: ft.code(),
                            payload: if has_reply_when(ft) {
                                Vec::new()
                            } else {
                                f.payload.clone()
                            },
                            reply_due: reply_expected(&fr),
                            malformed: None,
                        };
                        for r in readings(&mut self.ix_rx[to], &corr).iter_mut() {
                            // A second request under a corr still awaiting its reply breaks
                            // §5.1 uniqueness; the responder drops it, so no reply is due.
                            let duplicate = !has_reply_when(ft)
                                && r.iter().any(|x| {
                                    x.malformed.is_none()
                                        && ix::FrameType::from_u16(x.ft)
                                            .is_some_and(|x| !has_reply_when(x))
                                });
                            if !duplicate {
                                r.push(req.clone());
                            }
                        }
                    } else if !ft.withdraws().is_empty() {
                        // After a cancel the responder must not answer the withdrawn request.
                        if let Some(v) = self.ix_rx[to].get_mut(&corr) {
                            for r in v.iter_mut() {
                                r.retain(|r| {
                                    !matches!(ix::FrameType::from_u16(r.ft), Some(x) if ft.withdraws().contains(&x))
                                });
                            }
                        }
                    }
                }
                Err(e) => {
                    if let Ok(err) = ix::error_reply_for(f.frame_type, &f.payload, &e) {
                        for r in readings(&mut self.ix_rx[to], err.corr).iter_mut() {
                            r.push(RxReq {
                                ft: f.frame_type,
                                payload: Vec::new(),
                                reply_due: true,
                                malformed: Some(err.code.raw()),
                            });
                        }
                    }
                }
            },
            Companion::Workflow => match wf::decode(f.frame_type, &f.payload) {
                Ok(fr) => {
                    if !fr.frame_type().replies().is_empty() {
                        let corr = crate::corr_bytes(fr.corr());
                        for r in readings(&mut self.wf_rx[to], corr).iter_mut() {
                            r.push(RxReq {
                                ft: f.frame_type,
                                payload: Vec::new(),
                                reply_due: true,
                                malformed: None,
                            });
                        }
                    }
                }
                Err(e) => {
                    if let Ok(err) = wf::error_reply_for(f.frame_type, &f.payload, &e) {
                        for r in readings(&mut self.wf_rx[to], err.corr).iter_mut() {
                            r.push(RxReq {
                                ft: f.frame_type,
                                payload: Vec::new(),
                                reply_due: true,
                                malformed: Some(err.code.raw()),
                            });
                        }
                    }
                }
            },
        }
    }

    /// Take, in every reading, a received request the reply answers (by
    /// corr and the schema's `replies`) and `fits`, or flag the reply as
    /// unsolicited.
    ///
    /// §5.1 matches a reply to its request by `corr` only, and §3.1 allows
    /// one reply per request. When the peer holds two requests under one corr
    /// (a network duplicate re-presented a prompt whose corr the requester
    /// then rightly reused for an event, §5.2), an INTERACT_ERROR echoing it
    /// may answer either, so each choice becomes a reading. A reply is flagged
    /// only when no reading has a request left for it: a second reply to a
    /// lone request is still caught.
    #[allow(clippy::too_many_arguments)]
    fn match_reply(
        &mut self,
        p: usize,
        chan: Companion,
        corr: &[u8],
        reply_ft: u16,
        error_code: Option<u64>,
        name: &str,
        fits: &dyn Fn(&RxReq) -> bool,
    ) -> Match {
        let replies = |req_ft: u16| -> bool {
            match chan {
                Companion::Interaction => ix::FrameType::from_u16(req_ft)
                    .is_some_and(|r| r.replies().iter().any(|x| x.code() == reply_ft)),
                Companion::Workflow => wf::FrameType::from_u16(req_ft)
                    .is_some_and(|r| r.replies().iter().any(|x| x.code() == reply_ft)),
            }
        };
        let rx = match chan {
            Companion::Interaction => &mut self.ix_rx[p],
            Companion::Workflow => &mut self.wf_rx[p],
        };
        let mut fitting: Vec<Vec<RxReq>> = Vec::new();
        let mut misfit: Vec<Vec<RxReq>> = Vec::new();
        let current = rx.get(corr);
        for reading in current.into_iter().flatten() {
            for (i, r) in reading.iter().enumerate() {
                let answers = match r.malformed {
                    Some(code) => error_code == Some(code),
                    None => r.reply_due && replies(r.ft),
                };
                if answers {
                    let rest = reading
                        .iter()
                        .enumerate()
                        .filter(|&(j, _)| j != i)
                        .map(|(_, x)| x.clone())
                        .collect();
                    if fits(r) {
                        fitting.push(rest);
                    } else {
                        misfit.push(rest);
                    }
                }
            }
        }
        if fitting.is_empty() && misfit.is_empty() {
            let fire_and_forget = current.is_some_and(|v| v.iter().flatten().any(|r| !r.reply_due));
            let why = if fire_and_forget {
                "answers a fire-and-forget INTERACT_EVENT (ack not set, §6.1)".to_string()
            } else {
                "answers no outstanding request: unsolicited or duplicate reply (§3.1, §5)"
                    .to_string()
            };
            self.flag(p, format!("{name} corr {}: {why}", show(corr)));
            return Match::Unmatched;
        }
        let (next, m) = if fitting.is_empty() {
            (misfit, Match::Misfit)
        } else {
            (fitting, Match::Fits)
        };
        store(rx, corr, next);
        m
    }

    /// Peer `from` is sending `f` (a frame its endpoint produced).
    pub fn on_emit(&mut self, from: usize, peer: &Peer, f: &WireFrame) {
        let p = from & 1;
        self.checked += 1;
        match Companion::from_id(f.channel) {
            Some(Companion::Interaction) => self.emit_ix(p, peer, f),
            Some(Companion::Workflow) => self.emit_wf(p, peer, f),
            None => self.flag(
                p,
                format!("emitted a frame on unknown channel 0x{:04x}", f.channel),
            ),
        }
    }

    fn emit_ix(&mut self, p: usize, peer: &Peer, f: &WireFrame) {
        let fr = match ix::decode(f.frame_type, &f.payload) {
            Ok(fr) => fr,
            Err(e) => {
                return self.flag(p, format!("emitted an undecodable interaction frame: {e}"))
            }
        };
        let ft = fr.frame_type();
        if ft.answers().is_empty() {
            return; // an origination
        }
        let corr = crate::corr_bytes(fr.corr()).to_vec();
        let code = match &fr {
            ix::Frame::ErrorFrame(e) => Some(e.code.raw()),
            _ => None,
        };
        // §6.2: a PROMPT_RESULT's value type must match the prompt it answers.
        let fits = |r: &RxReq| match &fr {
            ix::Frame::PromptResult(_) if r.malformed.is_none() => ix::decode(r.ft, &r.payload)
                .and_then(|q| ix::decode_reply(&q, f.frame_type, &f.payload).map(|_| ()))
                .is_ok(),
            _ => true,
        };
        let m = self.match_reply(
            p,
            Companion::Interaction,
            &corr,
            ft.code(),
            code,
            ft.name(),
            &fits,
        );
        match &fr {
            ix::Frame::ErrorFrame(e)
                if e.code.message() != Some(e.message) || !generic_ix(e.message) =>
            {
                self.flag(
                    p,
                    format!(
                        "INTERACT_ERROR message {:?} is not the generic text for its code (§8.2)",
                        e.message
                    ),
                );
            }
            ix::Frame::ApprovalResult(r) if r.decision == ix::Decision::Granted => {
                let d = peer
                    .interaction
                    .decisions
                    .get(&corr)
                    .copied()
                    .unwrap_or("none");
                if d != "grant" {
                    self.flag(
                        p,
                        format!("approval corr {} surfaced as granted, but the responder's decision was `{d}` (§8.1)", show(&corr)),
                    );
                }
            }
            ix::Frame::PromptResult(_) if m == Match::Misfit => {
                self.flag(
                    p,
                    format!(
                        "PROMPT_RESULT corr {}: value type does not match prompt_kind (§6.2)",
                        show(&corr)
                    ),
                );
            }
            _ => {}
        }
    }

    fn detail(&mut self, p: usize, what: &str, d: Option<&str>) {
        if let Some(d) = d {
            if !generic_wf(d) {
                self.flag(
                    p,
                    format!("{what} detail {d:?} is not a generic schema string (§8.2)"),
                );
            }
        }
    }

    fn emit_wf(&mut self, p: usize, peer: &Peer, f: &WireFrame) {
        let fr = match wf::decode(f.frame_type, &f.payload) {
            Ok(fr) => fr,
            Err(e) => return self.flag(p, format!("emitted an undecodable workflow frame: {e}")),
        };
        let ft = fr.frame_type();
        if ft.role() == Role::Request {
            return;
        }
        if !ft.answers().is_empty() {
            let corr = crate::corr_bytes(fr.corr()).to_vec();
            let code = match &fr {
                wf::Frame::ErrorFrame(e) => Some(e.code.raw()),
                _ => None,
            };
            self.match_reply(
                p,
                Companion::Workflow,
                &corr,
                ft.code(),
                code,
                ft.name(),
                &|_| true,
            );
        }
        let tasks = &mut self.tasks[p];
        let mut v: Vec<String> = Vec::new();
        match &fr {
            wf::Frame::ErrorFrame(e) if e.code.message() != Some(e.message) || !generic_wf(e.message) => {
                v.push(format!("WORKFLOW_ERROR message {:?} is not the generic text for its code (§8.2)", e.message));
            }
            wf::Frame::SubmitResult(r) => {
                let a = peer.workflow.admissions.get(r.corr).copied().unwrap_or("none");
                if a != "accept" {
                    v.push(format!("SUBMIT_RESULT for a submit the executor did not accept (`{a}`, §6.1, §8.1)"));
                }
                if tasks.get(r.task_id).is_some_and(|t| t.terminal.is_none()) {
                    v.push(format!("task_id {} assigned twice while live (§5.2)", r.task_id));
                }
                tasks.insert(r.task_id.to_string(), MTask::default());
            }
            wf::Frame::StepEvent(e) => match tasks.get_mut(e.task_id) {
                None => v.push(format!("STEP_EVENT for {} before its SUBMIT_RESULT (§5.2)", e.task_id)),
                Some(t) => {
                    if let Some(s) = t.terminal {
                        v.push(format!("STEP_EVENT for {} after terminal state {:?} (§7)", e.task_id, s));
                    } else if t.cancel_reported {
                        v.push(format!("STEP_EVENT for {}: work continued after cancel took effect (§9)", e.task_id));
                    }
                    if e.seq != t.steps {
                        v.push(format!("STEP_EVENT for {} has seq {}, expected {} (§6.4)", e.task_id, e.seq, t.steps));
                    }
                    t.steps += 1;
                    t.last_seq = Some(e.seq);
                }
            },
            wf::Frame::Complete(c) => match tasks.get_mut(c.task_id) {
                None => v.push(format!("WORKFLOW_COMPLETE for {} before its SUBMIT_RESULT (§5.2)", c.task_id)),
                Some(t) => {
                    if let Some(s) = t.terminal {
                        v.push(format!("task {} completed twice (already {:?}, §6.5)", c.task_id, s));
                    }
                    if t.last_seq.is_some_and(|l| c.seq <= l) {
                        v.push(format!("WORKFLOW_COMPLETE seq {} not above step seq (§6.5)", c.seq));
                    }
                    if t.cancel_reported && c.state != wf::TaskState::Canceled {
                        v.push(format!("task {} reported canceled, then completed {:?} (§6.3)", c.task_id, c.state));
                    }
                    t.terminal.get_or_insert(c.state);
                }
            },
            wf::Frame::CancelResult(r) => match tasks.get_mut(r.task_id) {
                None => v.push(format!("CANCEL_RESULT for unknown task {} (must be unknown_task, §6.3)", r.task_id)),
                Some(t) => match t.terminal {
                    Some(s) if s != r.state => v.push(format!(
                        "CANCEL_RESULT reports {:?} for task {} that already {:?} (§6.3)",
                        r.state, r.task_id, s
                    )),
                    Some(_) => {}
                    None if r.state == wf::TaskState::Canceled => t.cancel_reported = true,
                    None if r.state.is_terminal() => v.push(format!(
                        "CANCEL_RESULT reports terminal {:?} for {} without its WORKFLOW_COMPLETE (§6.3)",
                        r.state, r.task_id
                    )),
                    None => {}
                },
            },
            wf::Frame::StatusResult(r) => match tasks.get(r.task_id) {
                None => v.push(format!("STATUS_RESULT for unknown task {} (must be unknown_task, §6.2)", r.task_id)),
                Some(t) => {
                    if t.terminal.is_some_and(|s| s != r.state) {
                        v.push(format!("STATUS_RESULT misreports task {} as {:?}", r.task_id, r.state));
                    }
                }
            },
            _ => {}
        }
        for m in v {
            self.flag(p, m);
        }
        match &fr {
            wf::Frame::StatusResult(r) => self.detail(p, "STATUS_RESULT", r.detail),
            wf::Frame::StepEvent(e) => self.detail(p, "STEP_EVENT", e.detail),
            wf::Frame::Complete(c) => self.detail(p, "WORKFLOW_COMPLETE", c.detail),
            _ => {}
        }
    }

    /// After a batch of processing: a cancel that took effect must have
    /// produced its terminal WORKFLOW_COMPLETE(canceled) (§6.3).
    pub fn end_step(&mut self) {
        let mut v = Vec::new();
        for (p, tasks) in self.tasks.iter_mut().enumerate() {
            for (id, t) in tasks.iter_mut() {
                if t.cancel_reported && t.terminal.is_none() {
                    t.cancel_reported = false;
                    v.push((p, format!("task {id} reported canceled but no WORKFLOW_COMPLETE(canceled) followed (§6.3)")));
                }
            }
        }
        for (p, m) in v {
            self.flag(p, m);
        }
    }

    /// The association closed: everything is forgotten (§7).
    pub fn on_close(&mut self) {
        self.ix_rx = Default::default();
        self.wf_rx = Default::default();
        self.tasks = Default::default();
    }
}

#[cfg(test)]
mod tests {
    use super::cited;

    #[test]
    fn the_cited_clauses_come_from_the_closing_parenthesis_only() {
        assert_eq!(
            cited("X corr c0: answers no outstanding request: unsolicited or duplicate reply (§3.1, §5)"),
            ["§3.1", "§5"]
        );
        // Text from the wire before the monitor's own parenthesis cites nothing.
        assert_eq!(
            cited("STEP_EVENT for (§9) has seq 2, expected 1 (§6.4)"),
            ["§6.4"]
        );
        assert_eq!(
            cited("SUBMIT_RESULT for a submit the executor did not accept (`deny`, §6.1, §8.1)"),
            ["§6.1", "§8.1"]
        );
        assert!(cited("STATUS_RESULT misreports task §9 as Running").is_empty());
        assert!(cited("a bare (§) and (§x)").is_empty());
    }
}
