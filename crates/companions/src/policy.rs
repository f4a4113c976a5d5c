//! Pluggable policies: how the simulated human behind an Interaction
//! responder answers, and how a Workflow executor admits and runs work.
//! The policy decides; the endpoint turns the decision into frames (so a
//! policy can never put internal detail on the wire, §8.2).

use npamp_generated::interaction::{ApprovalReq, PromptKind, PromptReq};
use npamp_generated::workflow::{Effect, SubmitReq, TaskState};
use serde_json::Value;
use std::collections::BTreeMap;

/// The human's answer to a prompt; its CBOR type must fit the prompt kind
/// (the endpoint checks it with the generated §6.2 cross-frame rule).
#[derive(Debug, Clone, PartialEq)]
pub enum Answer {
    /// No value (an `acknowledge` prompt).
    Acknowledge,
    Text(String),
    Index(u64),
    Indices(Vec<u64>),
    Bool(bool),
    /// A form's answers: canonical CBOR map bytes.
    Form(Vec<u8>),
}

#[derive(Debug, Clone, PartialEq)]
pub enum PromptDecision {
    Answer(Answer),
    Dismiss,
    Defer,
    /// The human has not answered yet (resolved later, or canceled).
    Pending,
    NoHuman,
    PolicyDeny,
    TimedOut,
}

#[derive(Debug, Clone, PartialEq)]
pub enum ApprovalDecision {
    Grant(Option<String>),
    Deny(Option<String>),
    /// Parked for a human decision that was not obtained (§8.1).
    Hold,
    /// Refused by automated policy, never shown to a human (§8.1).
    PolicyDeny,
    NoHuman,
    Pending,
}

impl ApprovalDecision {
    /// Short label used in decision logs.
    pub fn label(&self) -> &'static str {
        match self {
            ApprovalDecision::Grant(_) => "grant",
            ApprovalDecision::Deny(_) => "deny",
            ApprovalDecision::Hold => "hold",
            ApprovalDecision::PolicyDeny => "policy_deny",
            ApprovalDecision::NoHuman => "no_human",
            ApprovalDecision::Pending => "pending",
        }
    }
}

/// The simulated human (and the responder's local governance in front of it).
pub trait HumanPolicy {
    /// Whether a human party is attached at all.
    fn attached(&self) -> bool {
        true
    }
    /// Whether the client can present this prompt kind.
    fn supports(&self, kind: PromptKind) -> bool;
    fn on_prompt(&mut self, req: &PromptReq<'_>) -> PromptDecision;
    fn on_approval(&mut self, req: &ApprovalReq<'_>) -> ApprovalDecision;
}

/// What an executor's work plan for an accepted task looks like.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TaskPlan {
    /// Initial state reported in WORKFLOW_SUBMIT_RESULT (`accepted` or `running`).
    pub initial: TaskState,
    /// Step events before the task terminates.
    pub steps: u32,
    /// Terminal state the work reaches if not canceled.
    pub outcome: TaskState,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Admission {
    Accept(TaskPlan),
    PolicyDeny,
    ApprovalRequired,
}

/// The executor's admission policy (§5.3, §8.1, §9).
pub trait ExecutorPolicy {
    /// `effect` is already the fail-safe effective value (§5.3).
    fn admit(&mut self, req: &SubmitReq<'_>, effect: Effect) -> Admission;
}

// ------------------------------------------------------------ scripted

/// A human scripted by a scenario: decisions per corr (text of the corr
/// bytes), with `"*"` as the default.
#[derive(Debug, Clone, Default)]
pub struct ScriptedHuman {
    pub attached: bool,
    /// Supported prompt kinds by schema name; `None` = every known kind.
    pub supports: Option<Vec<String>>,
    pub prompts: BTreeMap<String, PromptDecision>,
    pub approvals: BTreeMap<String, ApprovalDecision>,
}

fn corr_key(c: &[u8]) -> String {
    String::from_utf8_lossy(c).into_owned()
}

impl HumanPolicy for ScriptedHuman {
    fn attached(&self) -> bool {
        self.attached
    }
    fn supports(&self, kind: PromptKind) -> bool {
        match (&self.supports, kind.name()) {
            (_, None) => false,
            (None, Some(_)) => true,
            (Some(list), Some(n)) => list.iter().any(|x| x == n),
        }
    }
    fn on_prompt(&mut self, req: &PromptReq<'_>) -> PromptDecision {
        let k = corr_key(req.corr);
        self.prompts
            .get(&k)
            .or_else(|| self.prompts.get("*"))
            .cloned()
            .unwrap_or(PromptDecision::Pending)
    }
    fn on_approval(&mut self, req: &ApprovalReq<'_>) -> ApprovalDecision {
        let k = corr_key(req.corr);
        self.approvals
            .get(&k)
            .or_else(|| self.approvals.get("*"))
            .cloned()
            .unwrap_or(ApprovalDecision::Pending)
    }
}

/// An executor scripted by a scenario.
#[derive(Debug, Clone)]
pub struct ScriptedExecutor {
    /// Effects (schema names) admitted; others are refused or held.
    pub allow: Vec<String>,
    /// Effects held for human approval instead of refused.
    pub hold: Vec<String>,
    /// Plans per task_type, `"*"` default.
    pub plans: BTreeMap<String, TaskPlan>,
}

impl Default for ScriptedExecutor {
    fn default() -> Self {
        ScriptedExecutor {
            allow: Effect::KNOWN
                .iter()
                .filter_map(|e| e.name().map(str::to_string))
                .collect(),
            hold: Vec::new(),
            plans: BTreeMap::new(),
        }
    }
}

impl ExecutorPolicy for ScriptedExecutor {
    fn admit(&mut self, req: &SubmitReq<'_>, effect: Effect) -> Admission {
        let name = effect.name().unwrap_or_default();
        if self.hold.iter().any(|h| h == name) {
            return Admission::ApprovalRequired;
        }
        if !self.allow.iter().any(|a| a == name) {
            return Admission::PolicyDeny;
        }
        let plan = self
            .plans
            .get(req.task_type)
            .or_else(|| self.plans.get("*"))
            .copied()
            .unwrap_or(TaskPlan {
                initial: TaskState::Accepted,
                steps: 1,
                outcome: TaskState::Succeeded,
            });
        Admission::Accept(plan)
    }
}

// ------------------------------------------------------------ parsing

/// A scenario's human or executor script that is not one of the forms
/// below: which form, and what it held instead.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum PolicyError {
    /// A prompt decision word that is not one of the listed ones.
    UnknownPromptDecision { word: String },
    /// A prompt decision that is neither a word nor `{answer: value}`.
    PromptDecisionShape,
    /// An index answer that is not a uint.
    AnswerIndex,
    /// An indices answer with an item that is not a uint.
    AnswerIndices,
    /// A form answer the codec cannot write as CBOR.
    AnswerForm { reason: String },
    /// An approval decision word that is not one of the listed ones.
    UnknownApprovalDecision { word: String },
    /// An approval decision that is neither a word nor `{grant|deny: reason}`.
    ApprovalDecisionShape,
    /// A plan's `initial` or `outcome` that names no task state.
    TaskState { value: String },
    /// A plan whose `initial` is terminal or whose `outcome` is not.
    PlanStates,
    /// A plan's `steps` over `u32::MAX`.
    PlanSteps { steps: u64 },
}

impl std::fmt::Display for PolicyError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PolicyError::UnknownPromptDecision { word } => {
                write!(f, "unknown prompt decision `{word}`")
            }
            PolicyError::PromptDecisionShape => {
                f.write_str("a prompt decision is a word or {answer: value}")
            }
            PolicyError::AnswerIndex => f.write_str("index must be a uint"),
            PolicyError::AnswerIndices => f.write_str("indices must be uints"),
            PolicyError::AnswerForm { reason } => f.write_str(reason),
            PolicyError::UnknownApprovalDecision { word } => {
                write!(f, "unknown approval decision `{word}`")
            }
            PolicyError::ApprovalDecisionShape => {
                f.write_str("an approval decision is a word or {grant|deny: reason}")
            }
            PolicyError::TaskState { value } => write!(f, "`{value}` is not a task state"),
            PolicyError::PlanStates => {
                f.write_str("plan: initial must be non-terminal and outcome terminal")
            }
            PolicyError::PlanSteps { steps } => write!(f, "plan: steps {steps} too large"),
        }
    }
}

impl std::error::Error for PolicyError {}

/// The scenario runner reports every problem of a script as text.
impl From<PolicyError> for String {
    fn from(e: PolicyError) -> String {
        e.to_string()
    }
}

/// `answer: <json>` (string text, number index, array indices, bool,
/// object form, null acknowledge), `dismiss`, `defer`, `pending`,
/// `no_human`, `policy_deny`, `timed_out`.
pub fn parse_prompt_decision(v: &Value) -> Result<PromptDecision, PolicyError> {
    if let Some(s) = v.as_str() {
        return Ok(match s {
            "dismiss" => PromptDecision::Dismiss,
            "defer" => PromptDecision::Defer,
            "pending" => PromptDecision::Pending,
            "no_human" => PromptDecision::NoHuman,
            "policy_deny" => PromptDecision::PolicyDeny,
            "timed_out" => PromptDecision::TimedOut,
            "acknowledge" => PromptDecision::Answer(Answer::Acknowledge),
            other => {
                let word = other.to_string();
                return Err(PolicyError::UnknownPromptDecision { word });
            }
        });
    }
    let a = v.get("answer").ok_or(PolicyError::PromptDecisionShape)?;
    Ok(PromptDecision::Answer(match a {
        Value::Null => Answer::Acknowledge,
        Value::String(s) => Answer::Text(s.clone()),
        Value::Bool(b) => Answer::Bool(*b),
        Value::Number(n) => Answer::Index(n.as_u64().ok_or(PolicyError::AnswerIndex)?),
        Value::Array(xs) => Answer::Indices(
            xs.iter()
                .map(|x| x.as_u64().ok_or(PolicyError::AnswerIndices))
                .collect::<Result<_, _>>()?,
        ),
        Value::Object(_) => {
            let b = npamp_codec::any_to_cbor(a).map_err(|e| PolicyError::AnswerForm {
                reason: e.to_string(),
            })?;
            Answer::Form(b)
        }
    }))
}

/// `grant`, `deny`, `hold`, `policy_deny`, `no_human`, `pending`, or
/// `{grant: reason}` / `{deny: reason}`.
pub fn parse_approval_decision(v: &Value) -> Result<ApprovalDecision, PolicyError> {
    if let Some(s) = v.as_str() {
        return Ok(match s {
            "grant" => ApprovalDecision::Grant(None),
            "deny" => ApprovalDecision::Deny(None),
            "hold" => ApprovalDecision::Hold,
            "policy_deny" => ApprovalDecision::PolicyDeny,
            "no_human" => ApprovalDecision::NoHuman,
            "pending" => ApprovalDecision::Pending,
            other => {
                let word = other.to_string();
                return Err(PolicyError::UnknownApprovalDecision { word });
            }
        });
    }
    let reason = |x: &Value| x.as_str().map(str::to_string);
    if let Some(r) = v.get("grant") {
        return Ok(ApprovalDecision::Grant(reason(r)));
    }
    if let Some(r) = v.get("deny") {
        return Ok(ApprovalDecision::Deny(reason(r)));
    }
    Err(PolicyError::ApprovalDecisionShape)
}

/// `{initial: accepted|running, steps: N, outcome: succeeded|failed}`.
pub fn parse_plan(v: &Value) -> Result<TaskPlan, PolicyError> {
    let state = |k: &str, d: TaskState| -> Result<TaskState, PolicyError> {
        match v.get(k).and_then(Value::as_str) {
            None => Ok(d),
            Some(s) => TaskState::from_name(s).ok_or_else(|| PolicyError::TaskState {
                value: s.to_string(),
            }),
        }
    };
    let initial = state("initial", TaskState::Accepted)?;
    let outcome = state("outcome", TaskState::Succeeded)?;
    if initial.is_terminal() || !outcome.is_terminal() {
        return Err(PolicyError::PlanStates);
    }
    let steps = v.get("steps").and_then(Value::as_u64).unwrap_or(1);
    Ok(TaskPlan {
        initial,
        steps: u32::try_from(steps).map_err(|_| PolicyError::PlanSteps { steps })?,
        outcome,
    })
}
