//! `check_exchange_invariants`: random interleavings of both peers
//! originating on both channels, with link reordering and duplication,
//! crossing cancels, late human decisions, executor progress, malformed
//! injections and association close — the [`Monitor`](crate::monitor::Monitor)
//! checked after every step.

use crate::monitor::Violation;
use crate::policy::{
    Admission, Answer, ApprovalDecision, ExecutorPolicy, HumanPolicy, PromptDecision, TaskPlan,
};
use crate::{Companion, IdGen, Origin, Peer, PeerConfig, Plant, WireFrame, World};
use arbitrary::Unstructured;
use npamp_generated::interaction::{self as ix, ApprovalReq, PromptKind, PromptReq};
use npamp_generated::rt::Array;
use npamp_generated::workflow::{self as wf, Effect, SubmitReq, TaskState};
use std::fmt;

/// Decisions drawn from a byte script, cycling.
struct FuzzHuman {
    script: Vec<u8>,
    n: usize,
}

impl FuzzHuman {
    fn next(&mut self) -> u8 {
        let b = self
            .script
            .get(self.n % self.script.len().max(1))
            .copied()
            .unwrap_or(0);
        self.n = self.n.wrapping_add(1);
        b
    }
}

impl HumanPolicy for FuzzHuman {
    fn supports(&self, kind: PromptKind) -> bool {
        // Everything but `form`, to exercise unsupported_prompt.
        kind.is_recognized() && kind != PromptKind::Form
    }
    fn on_prompt(&mut self, req: &PromptReq<'_>) -> PromptDecision {
        let b = self.next();
        let n_opts = req.options.as_ref().map_or(0, |o| o.len() as u64);
        match b % 8 {
            0 | 1 => PromptDecision::Pending,
            2 => PromptDecision::Dismiss,
            3 => PromptDecision::Defer,
            4 => PromptDecision::NoHuman,
            // Sometimes a wrong-typed answer: the endpoint must not send it.
            5 => PromptDecision::Answer(Answer::Bool(b & 0x10 != 0)),
            _ => PromptDecision::Answer(match req.prompt_kind {
                PromptKind::Acknowledge => Answer::Acknowledge,
                PromptKind::Text => Answer::Text("ok".into()),
                PromptKind::Choice => Answer::Index(u64::from(b >> 4) % n_opts.max(1)),
                PromptKind::MultiChoice => Answer::Indices(vec![0]),
                PromptKind::Confirm => Answer::Bool(true),
                _ => Answer::Form(vec![0xa0]),
            }),
        }
    }
    fn on_approval(&mut self, _req: &ApprovalReq<'_>) -> ApprovalDecision {
        fuzz_approval(self.next())
    }
}

fn fuzz_approval(b: u8) -> ApprovalDecision {
    match b % 6 {
        0 => ApprovalDecision::Grant(None),
        1 => ApprovalDecision::Deny(Some("no".into())),
        2 => ApprovalDecision::Hold,
        3 => ApprovalDecision::PolicyDeny,
        4 => ApprovalDecision::Pending,
        _ => ApprovalDecision::NoHuman,
    }
}

fn fuzz_prompt(b: u8) -> PromptDecision {
    match b % 5 {
        0 => PromptDecision::Dismiss,
        1 => PromptDecision::Defer,
        2 => PromptDecision::Answer(Answer::Text("late".into())),
        3 => PromptDecision::Answer(Answer::Index(0)),
        _ => PromptDecision::TimedOut,
    }
}

struct FuzzExecutor {
    script: Vec<u8>,
    n: usize,
}

impl ExecutorPolicy for FuzzExecutor {
    fn admit(&mut self, _req: &SubmitReq<'_>, effect: Effect) -> Admission {
        let b = self
            .script
            .get(self.n % self.script.len().max(1))
            .copied()
            .unwrap_or(0);
        self.n = self.n.wrapping_add(1);
        if effect == Effect::Destructive && b & 1 == 1 {
            return if b & 2 == 0 {
                Admission::ApprovalRequired
            } else {
                Admission::PolicyDeny
            };
        }
        Admission::Accept(TaskPlan {
            initial: if b & 4 == 0 {
                TaskState::Accepted
            } else {
                TaskState::Running
            },
            steps: u32::from(b >> 5),
            outcome: if b & 8 == 0 {
                TaskState::Succeeded
            } else {
                TaskState::Failed
            },
        })
    }
}

/// The first clause an endpoint broke in a random exchange
/// ([`check_exchange_invariants`]): when, what, and the operations before it.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct InvariantError {
    /// The step at which the monitor saw it; `None`: while draining, after
    /// the input ran out.
    pub step: Option<usize>,
    /// The clause broken, and by which peer.
    pub violation: Violation,
    /// The last operations before it (all of them with `HARNESS_TRACE` set).
    pub last_ops: Vec<String>,
}

impl fmt::Display for InvariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.step {
            Some(step) => write!(
                f,
                "step {step}: {}\n  last ops: {}",
                self.violation,
                self.last_ops.join("; ")
            ),
            None => write!(f, "drain: {}", self.violation),
        }
    }
}

impl std::error::Error for InvariantError {}

/// Run a random exchange driven by `data` and check the invariants after
/// every step. `Err` names the first violation and the step it occurred at.
pub fn check_exchange_invariants(data: &[u8]) -> Result<(), InvariantError> {
    check_exchange_invariants_with(data, Plant::from_features())
}

/// As [`check_exchange_invariants`], with planted bugs switched at run time.
#[doc(hidden)]
pub fn check_exchange_invariants_with(data: &[u8], plant: Plant) -> Result<(), InvariantError> {
    let mut u = Unstructured::new(data);
    let mk = |u: &mut Unstructured<'_>, i: u8| -> Peer {
        let hs: Vec<u8> = (0..8).map(|_| u.arbitrary().unwrap_or(0)).collect();
        let es: Vec<u8> = (0..8).map(|_| u.arbitrary().unwrap_or(0)).collect();
        let mut cfg = PeerConfig::default();
        cfg.limits.max_pending = 4;
        cfg.limits.events_per_tick = 6;
        cfg.limits.max_tasks = 4;
        cfg.limits.submits_per_tick = 6;
        Peer::new(
            cfg,
            Box::new(FuzzHuman { script: hs, n: 0 }),
            Box::new(FuzzExecutor { script: es, n: 0 }),
            IdGen::from_seed([i; 32]),
            plant,
        )
    };
    let a = mk(&mut u, 1);
    let b = mk(&mut u, 2);
    let mut w = World::new(a, b);
    let mut trace: Vec<String> = Vec::new();
    for step in 0..200 {
        if u.is_empty() {
            break;
        }
        let op = op(&mut u, &mut w).unwrap_or_else(|_| "end of input".into());
        trace.push(op);
        w.monitor.end_step();
        if let Some(v) = w.monitor.violations.first() {
            let keep = if std::env::var_os("HARNESS_TRACE").is_some() {
                usize::MAX
            } else {
                8
            };
            let start = trace.len().saturating_sub(keep);
            return Err(InvariantError {
                step: Some(step),
                violation: v.clone(),
                last_ops: trace.split_off(start),
            });
        }
    }
    // Drain: everything in flight arrives, work finishes, late decisions land.
    for _ in 0..12 {
        w.tick(0);
        w.tick(1);
        w.flush();
        w.monitor.end_step();
    }
    match w.monitor.violations.first() {
        Some(v) => Err(InvariantError {
            step: None,
            violation: v.clone(),
            last_ops: Vec::new(),
        }),
        None => Ok(()),
    }
}

fn corr(u: &mut Unstructured<'_>) -> arbitrary::Result<Vec<u8>> {
    // A small space, so reuse, crossing and stale corrs happen often.
    Ok(vec![b'c', u.int_in_range(b'0'..=b'7')?])
}

/// One random step: which peer acts, then what it does (one function per op).
fn op(u: &mut Unstructured<'_>, w: &mut World) -> arbitrary::Result<String> {
    let p = usize::from(u.arbitrary::<bool>()?);
    let o = u.int_in_range(0u8..=15)?;
    match o {
        0 => op_event(u, w, p),
        1 => op_prompt(u, w, p),
        2 => op_approval(u, w, p),
        3 => op_cancel(u, w, p),
        4 => op_submit(u, w, p),
        5 | 6 => op_task_req(u, w, p, o == 5),
        7 | 8 => op_deliver(u, w),
        9 => {
            w.flush();
            Ok("flush".into())
        }
        10 => op_dup(u, w),
        11 | 12 => {
            w.tick(p);
            Ok(format!("{p} tick"))
        }
        13 => op_resolve(u, w, p),
        14 => op_close(u, w),
        _ => op_raw(u, w, p),
    }
}

/// Peer `p` originates a frame through its API: `sent`, or `refused`.
/// The frame type is the frame's own: it is never passed separately.
fn send(w: &mut World, p: usize, chan: Companion, ft: u16, bytes: Vec<u8>) -> String {
    match w.originate(p, chan, ft, &bytes) {
        Ok(()) => "sent".into(),
        Err(_) => "refused".into(),
    }
}

/// Peer `p` originates an interaction frame.
fn send_ix(w: &mut World, p: usize, f: ix::Frame<'_>) -> String {
    send(
        w,
        p,
        Companion::Interaction,
        f.frame_type().code(),
        f.to_vec(),
    )
}

/// Peer `p` originates a workflow frame.
fn send_wf(w: &mut World, p: usize, f: wf::Frame<'_>) -> String {
    send(w, p, Companion::Workflow, f.frame_type().code(), f.to_vec())
}

/// An interaction event, with or without `ack`.
fn op_event(u: &mut Unstructured<'_>, w: &mut World, p: usize) -> arbitrary::Result<String> {
    let c = corr(u)?;
    let ack: Option<bool> = u.arbitrary()?;
    let e = ix::Event {
        corr: &c,
        event_class: ix::EventClass::from_raw(u64::from(u.arbitrary::<u8>()?)),
        event_name: None,
        body: None,
        ack,
    };
    Ok(format!("{p} event ack={ack:?} {}", send_ix(w, p, e.into())))
}

/// A prompt of any kind (recognized or not), with options.
fn op_prompt(u: &mut Unstructured<'_>, w: &mut World, p: usize) -> arbitrary::Result<String> {
    let c = corr(u)?;
    let kind = PromptKind::from_raw(u64::from(u.int_in_range(0u8..=7)?));
    let opts: Vec<&str> = vec!["x", "y", "z"];
    let q = PromptReq {
        corr: &c,
        prompt_kind: kind,
        prompt: "?",
        options: Some(Array::from_slice(&opts)),
        schema: None,
        deadline_s: None,
    };
    Ok(format!("{p} prompt {kind:?} {}", send_ix(w, p, q.into())))
}

/// An approval request.
fn op_approval(u: &mut Unstructured<'_>, w: &mut World, p: usize) -> arbitrary::Result<String> {
    let c = corr(u)?;
    let q = ApprovalReq {
        corr: &c,
        action: "act",
        severity: None,
        context: None,
        deadline_s: None,
    };
    Ok(format!("{p} approval {}", send_ix(w, p, q.into())))
}

/// An interaction cancel.
fn op_cancel(u: &mut Unstructured<'_>, w: &mut World, p: usize) -> arbitrary::Result<String> {
    // Cancel one of ours (outstanding, already withdrawn) or a random corr.
    let mine: Vec<Vec<u8>> = w.peers[p]
        .interaction
        .outstanding()
        .map(<[u8]>::to_vec)
        .collect();
    let c = if !mine.is_empty() && u.arbitrary()? {
        u.choose(&mine)?.clone()
    } else {
        corr(u)?
    };
    let q = ix::Cancel {
        corr: &c,
        reason: None,
    };
    Ok(format!("{p} cancel {}", send_ix(w, p, q.into())))
}

/// A workflow submit of any effect (recognized or not).
fn op_submit(u: &mut Unstructured<'_>, w: &mut World, p: usize) -> arbitrary::Result<String> {
    let c = corr(u)?;
    let effect = Effect::from_raw(u64::from(u.int_in_range(0u8..=5)?));
    let q = SubmitReq {
        corr: &c,
        task_type: "job",
        input: None,
        params: None,
        priority: None,
        deadline: None,
        actor_type: None,
        actor_id: None,
        idempotency_key: None,
        scope: None,
        effect,
    };
    Ok(format!("{p} submit {effect:?} {}", send_wf(w, p, q.into())))
}

/// A workflow status (`status`) or cancel request, mostly on a known task.
fn op_task_req(
    u: &mut Unstructured<'_>,
    w: &mut World,
    p: usize,
    status: bool,
) -> arbitrary::Result<String> {
    let c = corr(u)?;
    let known: Vec<String> = w.peers[p].workflow.delegated.keys().cloned().collect();
    let id = if !known.is_empty() && u.ratio(3u8, 4u8)? {
        u.choose(&known)?.clone()
    } else {
        format!("task-{}", u.int_in_range(1u8..=9)?)
    };
    let f: wf::Frame<'_> = if status {
        wf::StatusReq {
            corr: &c,
            task_id: &id,
        }
        .into()
    } else {
        wf::CancelReq {
            corr: &c,
            task_id: &id,
            reason: None,
        }
        .into()
    };
    let name = f.frame_type().name();
    Ok(format!("{p} {name} {id} {}", send_wf(w, p, f)))
}

/// Deliver one frame, possibly out of order (reordering).
fn op_deliver(u: &mut Unstructured<'_>, w: &mut World) -> arbitrary::Result<String> {
    let dir = usize::from(u.arbitrary::<bool>()?);
    let n = w.link.q[dir].len();
    if n == 0 {
        return Ok("deliver (none)".into());
    }
    let i = if u.ratio(1u8, 3u8)? {
        u.choose_index(n)?
    } else {
        0
    };
    w.deliver_at(dir, i);
    Ok(format!("deliver dir{dir}[{i}]"))
}

/// Duplicate a frame in flight.
fn op_dup(u: &mut Unstructured<'_>, w: &mut World) -> arbitrary::Result<String> {
    let dir = usize::from(u.arbitrary::<bool>()?);
    let n = w.link.q[dir].len();
    if n == 0 {
        return Ok("dup (none)".into());
    }
    let i = u.choose_index(n)?;
    if let Some(f) = w.link.q[dir].get(i).cloned() {
        w.link.q[dir].push_back(f);
    }
    Ok(format!("dup dir{dir}[{i}]"))
}

/// The human acts late on something presented.
fn op_resolve(u: &mut Unstructured<'_>, w: &mut World, p: usize) -> arbitrary::Result<String> {
    let pres: Vec<Vec<u8>> = w.peers[p]
        .interaction
        .presenting()
        .map(<[u8]>::to_vec)
        .collect();
    if pres.is_empty() {
        return Ok("resolve (none)".into());
    }
    let c = u.choose(&pres)?.clone();
    let b: u8 = u.arbitrary()?;
    let ie = &mut w.peers[p].interaction;
    let out = match ie.presenting_kind(&c) {
        Some(ix::FrameType::ApprovalReq) => ie.resolve_approval(&c, fuzz_approval(b)),
        _ => ie.resolve_prompt(&c, fuzz_prompt(b)),
    };
    for f in out {
        w.send(p, f, Origin::Endpoint);
    }
    Ok(format!("{p} resolve"))
}

/// The association closes, one time in four.
fn op_close(u: &mut Unstructured<'_>, w: &mut World) -> arbitrary::Result<String> {
    if u.ratio(1u8, 4u8)? {
        w.close();
        Ok("close".into())
    } else {
        Ok("no-close".into())
    }
}

/// Hostile bytes from p on a random channel / frame type.
fn op_raw(u: &mut Unstructured<'_>, w: &mut World, p: usize) -> arbitrary::Result<String> {
    let chan = if u.arbitrary()? {
        Companion::Interaction
    } else {
        Companion::Workflow
    };
    let ft = 0x00FC + u16::from(u.int_in_range(0u8..=14)?);
    let len = u.int_in_range(0usize..=24)?;
    let mut payload = u.bytes(len)?.to_vec();
    if u.arbitrary()? {
        // Often a map with frame_kind + corr so a reply is due.
        let mut m = vec![
            0xa2,
            0x00,
            0x19,
            (ft >> 8) as u8,
            ft as u8,
            0x01,
            0x42,
            b'c',
            b'9',
        ];
        m.append(&mut payload);
        payload = m;
    }
    w.send(
        p,
        WireFrame {
            channel: chan.id(),
            frame_type: ft,
            payload,
        },
        Origin::Scripted,
    );
    Ok(format!("{p} raw 0x{ft:04x}"))
}
