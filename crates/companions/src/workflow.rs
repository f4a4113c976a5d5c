//! NPAMP-WORKFLOW endpoint: delegator and executor halves of one peer.
//!
//! Roles are per task (§2): either peer may delegate. Reply routing,
//! terminal states, the effect fail-safe and error messages come from the
//! generated `FrameType`, `TaskState`, `Effect` and `ErrorCode` API.

use crate::policy::{Admission, ExecutorPolicy, TaskPlan};
use crate::{IdGen, Limits, Plant, WireFrame};
use npamp_generated::rt::Role;
use npamp_generated::workflow::{
    self as wf, CancelResult, Complete, ErrorCode, Frame, FrameType, StatusResult, StepEvent,
    SubmitResult, TaskState,
};
use std::collections::BTreeMap;

fn wire(ft: FrameType, payload: Vec<u8>) -> WireFrame {
    WireFrame {
        channel: wf::CHANNEL_ID,
        frame_type: ft.code(),
        payload,
    }
}

fn error(corr: &[u8], code: ErrorCode, retry_after_s: Option<u64>) -> WireFrame {
    let mut e = wf::ErrorFrame::reply(corr, code);
    e.retry_after_s = retry_after_s;
    wire(FrameType::ErrorFrame, e.to_vec())
}

/// A task as the delegator knows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DelegatedTask {
    pub state: TaskState,
    pub last_seq: Option<u64>,
    pub steps_seen: u64,
    pub seq_gaps: u64,
    pub completed: bool,
}

/// A task as the executor runs it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExecTask {
    pub state: TaskState,
    pub next_seq: u64,
    pub steps_left: u32,
    pub steps_done: u64,
    pub outcome: TaskState,
}

/// A submit held for human approval (§8.1): never run, never a task.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HeldSubmit {
    pub association: u64,
    pub corr: Vec<u8>,
    pub task_type: String,
}

pub struct WorkflowEndpoint {
    plant: Plant,
    limits: Limits,
    policy: Box<dyn ExecutorPolicy>,
    ids: IdGen,
    pub association: u64,
    // ---- delegator
    outstanding: BTreeMap<Vec<u8>, FrameType>,
    pub outcomes: BTreeMap<Vec<u8>, String>,
    pub approval_ids: BTreeMap<Vec<u8>, String>,
    pub delegated: BTreeMap<String, DelegatedTask>,
    pub discarded_replies: u64,
    pub discarded_events: u64,
    // ---- executor
    pub tasks: BTreeMap<String, ExecTask>,
    next_task: u64,
    submits_in_window: u32,
    pub held: BTreeMap<String, HeldSubmit>,
    /// Admission decision per submit corr (ground truth for the monitor).
    pub admissions: BTreeMap<Vec<u8>, &'static str>,
}

impl WorkflowEndpoint {
    pub fn new(policy: Box<dyn ExecutorPolicy>, limits: Limits, ids: IdGen, plant: Plant) -> Self {
        WorkflowEndpoint {
            plant,
            limits,
            policy,
            ids,
            association: 0,
            outstanding: BTreeMap::new(),
            outcomes: BTreeMap::new(),
            approval_ids: BTreeMap::new(),
            delegated: BTreeMap::new(),
            discarded_replies: 0,
            discarded_events: 0,
            tasks: BTreeMap::new(),
            next_task: 0,
            submits_in_window: 0,
            held: BTreeMap::new(),
            admissions: BTreeMap::new(),
        }
    }

    pub fn outstanding(&self) -> impl Iterator<Item = &[u8]> {
        self.outstanding.keys().map(Vec::as_slice)
    }

    /// Live (non-terminal) executor tasks.
    pub fn live_tasks(&self) -> usize {
        self.tasks
            .values()
            .filter(|t| !t.state.is_terminal())
            .count()
    }

    // ------------------------------------------------------------ delegator

    pub fn originate(
        &mut self,
        frame_type: u16,
        payload: &[u8],
    ) -> Result<WireFrame, crate::OriginateError> {
        use crate::OriginateError;
        let f = wf::decode(frame_type, payload).map_err(OriginateError::Invalid)?;
        let ft = f.frame_type();
        if ft.role() != Role::Request {
            return Err(OriginateError::NotOriginated { frame: ft.name() });
        }
        let corr = match f.corr() {
            Some(npamp_generated::rt::Corr::Bytes(b)) => b.to_vec(),
            _ => return Err(OriginateError::NoCorr),
        };
        // §5.1: unique among our outstanding requests in this direction.
        if self.outstanding.contains_key(&corr) {
            return Err(OriginateError::CorrOutstanding { corr });
        }
        self.outstanding.insert(corr, ft);
        Ok(wire(ft, f.to_vec()))
    }

    fn on_reply(&mut self, f: &Frame<'_>) {
        let ft = f.frame_type();
        let corr = crate::corr_bytes(f.corr());
        // §5.1: matched by corr, and only by a type that answers that request.
        match self.outstanding.get(corr) {
            Some(req) if req.replies().contains(&ft) => {
                self.outstanding.remove(corr);
            }
            _ => {
                self.discarded_replies += 1;
                return;
            }
        }
        let outcome = match f {
            Frame::SubmitResult(r) => {
                // §5.2: the delegator learns the task_id here.
                self.delegated.insert(
                    r.task_id.to_string(),
                    DelegatedTask {
                        state: r.state,
                        last_seq: None,
                        steps_seen: 0,
                        seq_gaps: 0,
                        completed: false,
                    },
                );
                format!("task:{}:{}", r.task_id, state_name(r.state))
            }
            Frame::StatusResult(r) => format!("status:{}", state_name(r.state)),
            Frame::CancelResult(r) => {
                if let Some(t) = self.delegated.get_mut(r.task_id) {
                    if !t.completed {
                        t.state = r.state;
                    }
                }
                format!("cancel:{}", state_name(r.state))
            }
            Frame::ErrorFrame(e) => {
                if let Some(id) = e.approval_id {
                    self.approval_ids.insert(corr.to_vec(), id.to_string());
                }
                match e.code {
                    ErrorCode::ApprovalRequired | ErrorCode::PolicyDenied => {
                        e.code.name().unwrap_or("").to_string()
                    }
                    c => format!("error:{}", c.name().unwrap_or("unknown")),
                }
            }
            other => format!("unexpected:{}", other.frame_type().name()),
        };
        self.outcomes.insert(corr.to_vec(), outcome);
    }

    fn on_event(&mut self, f: &Frame<'_>) {
        let (task_id, seq, state, terminal_event) = match f {
            Frame::StepEvent(e) => (e.task_id, e.seq, e.state, false),
            Frame::Complete(c) => (c.task_id, c.seq, c.state, true),
            _ => return,
        };
        // §5.2: an event for an unknown task_id is discarded, never opens a task.
        let Some(t) = self.delegated.get_mut(task_id) else {
            self.discarded_events += 1;
            return;
        };
        // §7: nothing after the terminal event; stale or repeated seq dropped.
        if t.completed || t.last_seq.is_some_and(|l| seq <= l) {
            self.discarded_events += 1;
            return;
        }
        if !terminal_event && t.last_seq.map_or(seq != 0, |l| seq != l + 1) {
            t.seq_gaps += 1;
        }
        t.last_seq = Some(seq);
        t.state = state;
        if terminal_event {
            t.completed = true;
        } else {
            t.steps_seen += 1;
        }
    }

    // ------------------------------------------------------------ receive

    pub fn receive(&mut self, frame_type: u16, payload: &[u8]) -> Vec<WireFrame> {
        let f = match wf::decode(frame_type, payload) {
            Ok(f) => f,
            Err(e) => {
                let answerable =
                    !matches!(FrameType::from_u16(frame_type), Some(ft) if ft.replies().is_empty());
                if let Ok(err) = wf::error_reply_for(frame_type, payload, &e) {
                    return vec![wire(FrameType::ErrorFrame, err.to_vec())];
                }
                self.discarded_replies += u64::from(!answerable);
                return Vec::new();
            }
        };
        match f.frame_type().role() {
            Role::Result | Role::Error => {
                self.on_reply(&f);
                Vec::new()
            }
            Role::Event => {
                self.on_event(&f);
                Vec::new()
            }
            _ => self.execute(&f),
        }
    }

    /// A request this peer executes: one function per request type.
    fn execute(&mut self, f: &Frame<'_>) -> Vec<WireFrame> {
        let retry = Some(self.limits.retry_after_s);
        match f {
            Frame::SubmitReq(s) => self.submit(s, retry),
            Frame::StatusReq(q) => self.status(q),
            Frame::CancelReq(c) => self.cancel(c),
            _ => Vec::new(),
        }
    }

    /// WORKFLOW_SUBMIT: declined when over the bounds (§9), else as the policy admits
    /// it, its effect fail-safe applied (§5.3).
    fn submit(&mut self, s: &wf::SubmitReq<'_>, retry: Option<u64>) -> Vec<WireFrame> {
        let corr = s.corr;
        self.submits_in_window = self.submits_in_window.saturating_add(1);
        if self.submits_in_window > self.limits.submits_per_tick
            || self.live_tasks() >= self.limits.max_tasks
        {
            // §9: bounded; decline with retry_after_s.
            self.admissions.insert(corr.to_vec(), "declined");
            return vec![error(corr, ErrorCode::InternalError, retry)];
        }
        // §5.3 fail-safe: an unknown effect is destructive.
        let effect = s.effect.effective();
        match self.policy.admit(s, effect) {
            Admission::PolicyDeny => {
                self.admissions.insert(corr.to_vec(), "policy_deny");
                vec![error(corr, ErrorCode::PolicyDenied, None)]
            }
            Admission::ApprovalRequired => self.hold(s),
            Admission::Accept(plan) => self.accept(corr, plan),
        }
    }

    /// A submit held for approval (§8.1): approval_required with a fresh approval id.
    fn hold(&mut self, s: &wf::SubmitReq<'_>) -> Vec<WireFrame> {
        let corr = s.corr;
        self.admissions.insert(corr.to_vec(), "approval_required");
        let id = self.ids.hex128();
        self.held.insert(
            id.clone(),
            HeldSubmit {
                association: self.association,
                corr: corr.to_vec(),
                task_type: s.task_type.to_string(),
            },
        );
        let mut e = wf::ErrorFrame::reply(corr, ErrorCode::ApprovalRequired);
        e.approval_id = Some(&id);
        vec![wire(FrameType::ErrorFrame, e.to_vec())]
    }

    /// An accepted submit: a new task and its WORKFLOW_SUBMIT_RESULT (§5.2).
    fn accept(&mut self, corr: &[u8], plan: TaskPlan) -> Vec<WireFrame> {
        self.admissions.insert(corr.to_vec(), "accept");
        self.next_task += 1;
        let task_id = format!("task-{}", self.next_task);
        let initial = if plan.initial.is_terminal() {
            TaskState::Accepted
        } else {
            plan.initial
        };
        self.tasks.insert(
            task_id.clone(),
            ExecTask {
                state: initial,
                next_seq: 0,
                steps_left: plan.steps,
                steps_done: 0,
                outcome: if plan.outcome.is_terminal() {
                    plan.outcome
                } else {
                    TaskState::Failed
                },
            },
        );
        // §5.2: the assigning result precedes every event (events
        // are only emitted by later ticks).
        vec![wire(
            FrameType::SubmitResult,
            SubmitResult {
                corr,
                task_id: &task_id,
                state: initial,
            }
            .to_vec(),
        )]
    }

    /// WORKFLOW_STATUS: the task's state, or unknown_task.
    fn status(&self, q: &wf::StatusReq<'_>) -> Vec<WireFrame> {
        match self.tasks.get(q.task_id) {
            None => vec![error(q.corr, ErrorCode::UnknownTask, None)],
            Some(t) => vec![wire(
                FrameType::StatusResult,
                StatusResult {
                    corr: q.corr,
                    task_id: q.task_id,
                    state: t.state,
                    step: t.steps_done.checked_sub(1),
                    step_label: None,
                    progress: None,
                    detail: None,
                }
                .to_vec(),
            )],
        }
    }

    /// WORKFLOW_CANCEL: the true state of a terminal task (§6.3), else the work stops and
    /// the task completes canceled (§9); unknown_task for an unknown one.
    fn cancel(&mut self, c: &wf::CancelReq<'_>) -> Vec<WireFrame> {
        let Some(t) = self.tasks.get_mut(c.task_id) else {
            return vec![error(c.corr, ErrorCode::UnknownTask, None)];
        };
        let result = |state| {
            wire(
                FrameType::CancelResult,
                CancelResult {
                    corr: c.corr,
                    task_id: c.task_id,
                    state,
                }
                .to_vec(),
            )
        };
        if t.state.is_terminal() {
            // §6.3: the true terminal state, never a false `canceled`.
            let reported = if self.plant.cancel_succeeded {
                TaskState::Canceled
            } else {
                t.state
            };
            return vec![result(reported)];
        }
        // §9: cancellation is real — the work stops here.
        t.state = TaskState::Canceled;
        t.steps_left = 0;
        let seq = t.next_seq;
        t.next_seq += 1;
        vec![
            result(TaskState::Canceled),
            wire(
                FrameType::Complete,
                Complete {
                    task_id: c.task_id,
                    seq,
                    state: TaskState::Canceled,
                    output: None,
                    error_code: None,
                    detail: None,
                }
                .to_vec(),
            ),
        ]
    }

    /// One unit of work on every live task: a step event, or the single
    /// terminal WORKFLOW_COMPLETE once the plan's steps are done.
    pub fn tick(&mut self) -> Vec<WireFrame> {
        self.submits_in_window = 0;
        let mut out = Vec::new();
        for (id, t) in self
            .tasks
            .iter_mut()
            .filter(|(_, t)| !t.state.is_terminal())
        {
            let seq = t.next_seq;
            t.next_seq += 1;
            if t.steps_left > 0 {
                t.steps_left -= 1;
                t.state = TaskState::Running;
                let step = t.steps_done;
                t.steps_done += 1;
                out.push(wire(
                    FrameType::StepEvent,
                    StepEvent {
                        task_id: id,
                        seq,
                        state: t.state,
                        step: Some(step),
                        step_label: None,
                        progress: None,
                        output: None,
                        detail: None,
                    }
                    .to_vec(),
                ));
            } else {
                t.state = t.outcome;
                out.push(wire(
                    FrameType::Complete,
                    Complete {
                        task_id: id,
                        seq,
                        state: t.state,
                        output: None,
                        // §6.5: a failed task carries an error code, generic.
                        error_code: (t.state == TaskState::Failed)
                            .then_some(ErrorCode::InternalError),
                        detail: None,
                    }
                    .to_vec(),
                ));
            }
        }
        out
    }

    /// §7: all task state, task_id assignments and sequences are discarded.
    /// (task_ids are never reused, so an old id stays unknown.)
    pub fn close(&mut self) {
        self.outstanding.clear();
        self.delegated.clear();
        self.tasks.clear();
        self.held.clear();
        self.admissions.clear();
        self.submits_in_window = 0;
        self.association += 1;
    }
}

pub fn state_name(s: TaskState) -> String {
    s.name().map_or_else(|| s.raw().to_string(), str::to_string)
}
