//! Scenarios: recorded exchanges from §10 of both specs, as YAML under
//! `scenarios/`, run by two in-memory peers. See crates/harness/README.md for the
//! format and the clause → scenario table.

use crate::policy::{self, ScriptedExecutor, ScriptedHuman};
use crate::{Companion, IdGen, Limits, Origin, Peer, PeerConfig, Plant, World};
use npamp_codec::text_bytes;
use serde::Deserialize;
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The behavioural clauses of §10 (one per bullet), by id.
pub const CLAUSES: &[(&str, &str)] = &[
    ("INTERACT-10.1", "registry identity; enabled only at Standard+; unadvertised channel dropped (§2)"),
    ("INTERACT-10.2", "only the eight 0x0100-0x0107 frame types; reserved all-channel types keep core meaning (§3)"),
    ("INTERACT-10.3", "deterministic-CBOR bodies; malformed bodies -> malformed_request; unknown non-negative keys ignored (§4)"),
    ("INTERACT-10.4", "non-empty corr, echoed verbatim; replies matched by corr, not order (§5)"),
    ("INTERACT-10.5", "event ack exactly when ack set; never an unsolicited result, ack or error (§3.1, §6.1)"),
    ("INTERACT-10.6", "prompts: supported kinds only, options on choice, value type per prompt_kind, dismissed is not an error (§6.2)"),
    ("INTERACT-10.7", "every failure an INTERACT_ERROR with generic message; approval_held with approval_id distinct from denied and policy_denied; held never granted (§6.3, §8)"),
    ("INTERACT-10.8", "cancel honoured, crossing result tolerated, cancel of unknown/completed corr ignored (§6.4)"),
    ("WORKFLOW-10.1", "registry identity; enabled only at Standard+; unadvertised channel dropped (§2)"),
    ("WORKFLOW-10.2", "only the nine 0x0100-0x0108 frame types; reserved all-channel types keep core meaning (§3)"),
    ("WORKFLOW-10.3", "deterministic-CBOR bodies; malformed bodies -> malformed_request; unknown non-negative keys ignored (§4)"),
    ("WORKFLOW-10.4", "corr on every request, echoed on results and errors, matched by corr; absent on step/complete (§5.1)"),
    ("WORKFLOW-10.5", "durable task_id; SUBMIT_RESULT before events; events for unknown task_id discarded (§5.2)"),
    ("WORKFLOW-10.6", "effect on every submit; missing or unknown effect treated as destructive (§5.3)"),
    ("WORKFLOW-10.7", "failures as WORKFLOW_ERROR with generic message; approval_required with approval_id distinct from policy_denied; never a SUBMIT_RESULT for them (§8)"),
    ("WORKFLOW-10.8", "lifecycle: seq from 0, exactly one COMPLETE; cancel reports the true state; failed task is COMPLETE(failed) (§6.3, §6.5, §7)"),
    ("WORKFLOW-10.9", "task state scoped to the association (§7)"),
];

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    pub title: String,
    /// Default channel of `send` / `raw` steps: `interaction` or `workflow`.
    pub channel: String,
    /// §10 clause ids this scenario grades.
    pub clauses: Vec<String>,
    /// The §10 recorded exchange it realizes, quoted.
    #[serde(default)]
    pub exchange: Option<String>,
    #[serde(default)]
    pub peers: BTreeMap<String, PeerSpec>,
    pub steps: Vec<Step>,
    /// Expected end state per peer (`a` / `b`): only the keys given are compared.
    #[serde(default, rename = "final")]
    pub final_state: BTreeMap<String, Map<String, Value>>,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PeerSpec {
    pub profile: Option<String>,
    pub advertise: Option<Vec<String>>,
    pub limits: Option<LimitsSpec>,
    pub human: Option<HumanSpec>,
    pub executor: Option<ExecSpec>,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LimitsSpec {
    pub max_pending: Option<usize>,
    pub events_per_tick: Option<u32>,
    pub max_tasks: Option<usize>,
    pub submits_per_tick: Option<u32>,
    pub retry_after_s: Option<u64>,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HumanSpec {
    pub attached: Option<bool>,
    pub supports: Option<Vec<String>>,
    #[serde(default)]
    pub prompts: BTreeMap<String, Value>,
    #[serde(default)]
    pub approvals: BTreeMap<String, Value>,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExecSpec {
    pub allow: Option<Vec<String>>,
    #[serde(default)]
    pub hold: Vec<String>,
    #[serde(default)]
    pub plans: BTreeMap<String, Value>,
}

#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    pub note: Option<String>,
    /// `{from: a|b, frame: NAME, corr: …, field: value…}` through the peer's originate API.
    pub send: Option<Map<String, Value>>,
    /// Hand-built bytes: `{from, frame_type: NAME|number, hex, channel?: name|number}`.
    pub raw: Option<Map<String, Value>>,
    /// Peer whose executor advances one unit of work.
    pub tick: Option<String>,
    /// `{peer, corr, decision}`: the human acts on a presented prompt/approval.
    pub resolve: Option<Map<String, Value>>,
    /// The association closes.
    pub close: Option<bool>,
    /// Deliver one frame: `{dir: a->b|b->a, index: N}` (index > 0 reorders).
    pub deliver: Option<Map<String, Value>>,
    /// Deliver everything in flight.
    pub flush: Option<bool>,
    /// Leave frames in flight after this step's action.
    pub hold: Option<bool>,
    /// The originate API must refuse the send (substring of its message).
    pub refused: Option<String>,
    /// Endpoint-emitted frames delivered during this step, in order
    /// (`{dir, frame, fields…}`; `"*"` = any value; `"<hex128>"` = 32 hex digits).
    #[serde(default)]
    pub expect: Vec<Map<String, Value>>,
}

/// Outcome of one scenario.
#[derive(Debug, Clone)]
pub struct ScenarioResult {
    pub name: String,
    pub title: String,
    pub clauses: Vec<String>,
    /// `None` = PASS; else the first divergence, readable.
    pub failure: Option<String>,
}

impl ScenarioResult {
    pub fn passed(&self) -> bool {
        self.failure.is_none()
    }
}

/// `scenarios/` at the workspace root.
pub fn scenarios_dir() -> PathBuf {
    crate::workspace_dir("scenarios")
}

/// Why scenarios could not be listed, loaded or found.
#[derive(Debug)]
#[non_exhaustive]
pub enum ScenarioError {
    /// A scenario directory or file could not be read.
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    /// A scenario file is not a scenario (YAML syntax or the scenario format).
    Format {
        path: PathBuf,
        source: serde_yaml::Error,
    },
    /// No scenario (nor recorded exchange) has a name containing the filter.
    NothingMatches { filter: String },
}

impl std::fmt::Display for ScenarioError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ScenarioError::Io { path, source } => write!(f, "{}: {source}", path.display()),
            ScenarioError::Format { path, source } => {
                write!(f, "{}: not a scenario: {source}", path.display())
            }
            ScenarioError::NothingMatches { filter } => {
                write!(f, "no scenario or transcript matches `{filter}`")
            }
        }
    }
}

impl std::error::Error for ScenarioError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ScenarioError::Io { source, .. } => Some(source),
            ScenarioError::Format { source, .. } => Some(source),
            ScenarioError::NothingMatches { .. } => None,
        }
    }
}

/// Every scenario file, as (name, path), name = `channel/stem`, sorted.
pub fn list(dir: &Path) -> Result<Vec<(String, PathBuf)>, ScenarioError> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let io = |source| ScenarioError::Io {
            path: d.clone(),
            source,
        };
        let rd = std::fs::read_dir(&d).map_err(io)?;
        for ent in rd {
            let p = ent.map_err(io)?.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "yaml") {
                let rel = p.strip_prefix(dir).unwrap_or(&p).with_extension("");
                out.push((rel.to_string_lossy().replace('\\', "/"), p));
            }
        }
    }
    out.sort();
    Ok(out)
}

/// Read and parse one scenario file.
pub fn load(path: &Path) -> Result<Scenario, ScenarioError> {
    let text = std::fs::read_to_string(path).map_err(|source| ScenarioError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    serde_yaml::from_str(&text).map_err(|source| ScenarioError::Format {
        path: path.to_path_buf(),
        source,
    })
}

/// Load and run the named scenario file (`name` as from [`list`]).
pub fn run_file(name: &str, path: &Path, plant: Plant) -> ScenarioResult {
    match load(path) {
        Ok(sc) => run(name, &sc, plant),
        Err(e) => ScenarioResult {
            name: name.into(),
            title: String::new(),
            clauses: Vec::new(),
            failure: Some(format!("cannot load: {e}")),
        },
    }
}

/// Run every scenario in `dir` whose name contains `filter`.
pub fn run_dir(
    dir: &Path,
    filter: Option<&str>,
    plant: Plant,
) -> Result<Vec<ScenarioResult>, ScenarioError> {
    Ok(list(dir)?
        .into_iter()
        .filter(|(n, _)| match filter {
            Some(f) => n.contains(f),
            None => true,
        })
        .map(|(n, p)| run_file(&n, &p, plant))
        .collect())
}

/// A scenario byte literal (`corr: ap1`, `hex:0a0b`).
fn bytes_literal(v: &Value) -> Result<Vec<u8>, String> {
    let text = v.as_str().ok_or("expected a string (text or hex:…)")?;
    text_bytes(text).map_err(|e| format!("`{text}`: {e}"))
}

/// A delivered frame as the scenario JSON (`{frame, field: value, …}`, bytes as
/// text or `hex:…`) through the shared codec, or its type, refusal and hex.
fn render_lossy(chan: Option<Companion>, ft: u16, payload: &[u8]) -> Value {
    let Some(codec) = chan.and_then(|c| c.codec().ok()) else {
        return json!({ "frame": format!("0x{ft:04x}"), "hex": npamp_testkit::hex::hex(payload) });
    };
    match codec.decode(ft, payload, npamp_generated::rt::Profile::Strict) {
        Ok(v) => v,
        Err(e) => json!({
            "frame": codec.frame_name(ft),
            "undecodable": e.rule().as_str(),
            "hex": npamp_testkit::hex::hex(payload)
        }),
    }
}

fn peer_index(v: Option<&Value>) -> Result<usize, String> {
    match v.and_then(Value::as_str) {
        Some("a") => Ok(0),
        Some("b") => Ok(1),
        other => Err(format!("peer must be `a` or `b`, got {other:?}")),
    }
}

fn dir_index(s: &str) -> Result<usize, String> {
    match s {
        "a->b" => Ok(0),
        "b->a" => Ok(1),
        other => Err(format!("dir must be a->b or b->a, got `{other}`")),
    }
}

fn build_peer(idx: usize, spec: Option<&PeerSpec>, plant: Plant) -> Result<Peer, String> {
    let spec = spec.cloned().unwrap_or_default();
    let mut cfg = PeerConfig::default();
    if let Some(p) = spec.profile {
        cfg.profile = p;
    }
    if let Some(a) = spec.advertise {
        cfg.advertised = a
            .iter()
            .map(|n| Companion::from_name(n).ok_or_else(|| format!("unknown channel `{n}`")))
            .collect::<Result<_, _>>()?;
    }
    if let Some(l) = spec.limits {
        let d = Limits::default();
        cfg.limits = Limits {
            max_pending: l.max_pending.unwrap_or(d.max_pending),
            events_per_tick: l.events_per_tick.unwrap_or(d.events_per_tick),
            max_tasks: l.max_tasks.unwrap_or(d.max_tasks),
            submits_per_tick: l.submits_per_tick.unwrap_or(d.submits_per_tick),
            retry_after_s: l.retry_after_s.unwrap_or(d.retry_after_s),
        };
    }
    let h = spec.human.unwrap_or_default();
    let human = ScriptedHuman {
        attached: h.attached.unwrap_or(true),
        supports: h.supports,
        prompts: h
            .prompts
            .iter()
            .map(|(k, v)| policy::parse_prompt_decision(v).map(|d| (k.clone(), d)))
            .collect::<Result<_, _>>()?,
        approvals: h
            .approvals
            .iter()
            .map(|(k, v)| policy::parse_approval_decision(v).map(|d| (k.clone(), d)))
            .collect::<Result<_, _>>()?,
    };
    let e = spec.executor.unwrap_or_default();
    let mut exec = ScriptedExecutor::default();
    if let Some(a) = e.allow {
        exec.allow = a;
    }
    exec.hold = e.hold;
    exec.plans = e
        .plans
        .iter()
        .map(|(k, v)| policy::parse_plan(v).map(|p| (k.clone(), p)))
        .collect::<Result<_, _>>()?;
    // Scenario approval ids come from a fixed seed per peer (still 128 bits
    // of SHA-256 output); only their shape is asserted.
    let ids = IdGen::from_seed([idx as u8 + 1; 32]);
    Ok(Peer::new(cfg, Box::new(human), Box::new(exec), ids, plant))
}

/// Run one scenario.
pub fn run(name: &str, sc: &Scenario, plant: Plant) -> ScenarioResult {
    run_recorded(name, sc, plant).0
}

/// As [`run`], with every frame put on the link, in sending order, and the
/// number of frames sent before each close of the association.
pub fn run_recorded(
    name: &str,
    sc: &Scenario,
    plant: Plant,
) -> (ScenarioResult, (Vec<crate::Delivered>, Vec<usize>)) {
    let mut log = (Vec::new(), Vec::new());
    let failure = run_inner(sc, plant, &mut log).err();
    let r = ScenarioResult {
        name: name.into(),
        title: sc.title.clone(),
        clauses: sc.clauses.clone(),
        failure,
    };
    (r, log)
}

fn run_inner(
    sc: &Scenario,
    plant: Plant,
    log: &mut (Vec<crate::Delivered>, Vec<usize>),
) -> Result<(), String> {
    let mut w = None;
    let r = run_world(sc, plant, &mut w);
    if let Some(w) = w {
        *log = (w.sent, w.closes);
    }
    r
}

fn run_world(sc: &Scenario, plant: Plant, world: &mut Option<World>) -> Result<(), String> {
    for c in &sc.clauses {
        if !CLAUSES.iter().any(|(id, _)| id == c) {
            return Err(format!("unknown clause id `{c}`"));
        }
    }
    for k in sc.peers.keys().chain(sc.final_state.keys()) {
        peer_index(Some(&Value::String(k.clone())))?;
    }
    let chan = Companion::from_name(&sc.channel)
        .ok_or_else(|| format!("unknown channel `{}`", sc.channel))?;
    let a = build_peer(0, sc.peers.get("a"), plant)?;
    let b = build_peer(1, sc.peers.get("b"), plant)?;
    let w = world.insert(World::new(a, b));
    for (i, step) in sc.steps.iter().enumerate() {
        let label = format!(
            "step {}{}",
            i + 1,
            step.note
                .as_ref()
                .map(|n| format!(" ({n})"))
                .unwrap_or_default()
        );
        run_step(w, chan, step).map_err(|e| format!("{label}: {e}"))?;
        if let Some(v) = w.monitor.violations.first() {
            return Err(format!("{label}: invariant violated: {v}"));
        }
    }
    for (p, want) in &sc.final_state {
        let idx = peer_index(Some(&Value::String(p.clone())))?;
        let have = peer_state(&w.peers[idx], chan);
        for (k, v) in want {
            let got = have
                .get(k)
                .ok_or_else(|| format!("final: unknown state key `{k}`"))?;
            if !matches_final(v, got) {
                return Err(format!(
                    "final state of peer {p}: `{k}` expected {v}, got {got}"
                ));
            }
        }
    }
    Ok(())
}

/// One step: its actions in a fixed order (send, raw, tick, resolve, close, deliver,
/// flush), then the endpoint-emitted deliveries against `expect`.
fn run_step(w: &mut World, chan: Companion, step: &Step) -> Result<(), String> {
    let start = w.transcript.len();
    let mut auto_flush = !step.hold.unwrap_or(false);
    if let Some(s) = &step.send {
        step_send(w, chan, s, step.refused.as_deref())?;
    }
    if let Some(r) = &step.raw {
        step_raw(w, chan, r)?;
    }
    if let Some(p) = &step.tick {
        w.tick(peer_index(Some(&Value::String(p.clone())))?);
    }
    if let Some(r) = &step.resolve {
        step_resolve(w, r)?;
    }
    if step.close == Some(true) {
        w.close();
    }
    if let Some(d) = &step.deliver {
        step_deliver(w, d)?;
        auto_flush = false;
    }
    if step.flush == Some(true) {
        auto_flush = true;
    }
    if auto_flush {
        w.flush();
    }
    w.monitor.end_step();
    // Compare endpoint-emitted deliveries with `expect`.
    let got = emitted(w, start);
    check_expect(&step.expect, &got)
}

/// `send`: the peer's originate API builds and sends a frame, accepted unless `refused`
/// names (a substring of) its refusal.
fn step_send(
    w: &mut World,
    chan: Companion,
    s: &Map<String, Value>,
    refused: Option<&str>,
) -> Result<(), String> {
    let from = peer_index(s.get("from"))?;
    let c = match s.get("channel").and_then(Value::as_str) {
        Some(n) => Companion::from_name(n).ok_or_else(|| format!("unknown channel `{n}`"))?,
        None => chan,
    };
    let mut fields = s.clone();
    fields.remove("from");
    fields.remove("channel");
    let (ft, payload) = c
        .codec()
        .map_err(|e| e.to_string())?
        .build(&Value::Object(fields))
        .map_err(|e| e.to_string())?;
    match (w.originate(from, c, ft, &payload), refused) {
        (Ok(()), None) => {}
        (Err(e), Some(want)) if e.to_string().contains(want) => {}
        (Ok(()), Some(want)) => {
            return Err(format!("send was accepted, expected refusal `{want}`"))
        }
        (Err(e), _) => return Err(format!("send refused: {e}")),
    }
    Ok(())
}

/// `raw`: hand-built bytes on a channel (name or number) and frame type (name or number).
fn step_raw(w: &mut World, chan: Companion, r: &Map<String, Value>) -> Result<(), String> {
    let from = peer_index(r.get("from"))?;
    let c = match r.get("channel") {
        None => chan.id(),
        Some(Value::String(n)) => Companion::from_name(n)
            .ok_or_else(|| format!("unknown channel `{n}`"))?
            .id(),
        Some(v) => v
            .as_u64()
            .and_then(|x| u16::try_from(x).ok())
            .ok_or("bad channel")?,
    };
    let ft = match r.get("frame_type") {
        Some(Value::String(n)) => Companion::from_id(c)
            .and_then(|ch| ch.codec().ok())
            .and_then(|codec| codec.model().frame_named(n).map(|f| f.code))
            .ok_or_else(|| format!("unknown frame `{n}`"))?,
        Some(v) => v
            .as_u64()
            .and_then(|x| u16::try_from(x).ok())
            .ok_or("bad frame_type")?,
        None => return Err("raw needs frame_type".into()),
    };
    let hex = r
        .get("hex")
        .and_then(Value::as_str)
        .ok_or("raw needs hex")?;
    let payload = npamp_testkit::hex::unhex(hex).map_err(|e| e.to_string())?;
    w.send(
        from,
        crate::WireFrame {
            channel: c,
            frame_type: ft,
            payload,
        },
        Origin::Scripted,
    );
    Ok(())
}

/// `resolve`: the human acts on what the peer presents under `corr`.
fn step_resolve(w: &mut World, r: &Map<String, Value>) -> Result<(), String> {
    let p = peer_index(r.get("peer"))?;
    let corr = bytes_literal(r.get("corr").ok_or("resolve needs corr")?)?;
    let d = r.get("decision").ok_or("resolve needs decision")?;
    let ie = &mut w.peers[p].interaction;
    let out = match ie.presenting_kind(&corr) {
        Some(npamp_generated::interaction::FrameType::ApprovalReq) => {
            ie.resolve_approval(&corr, policy::parse_approval_decision(d)?)
        }
        Some(_) => ie.resolve_prompt(&corr, policy::parse_prompt_decision(d)?),
        // Nothing presented under that corr (withdrawn, answered, or
        // never asked): the human's action has nowhere to go.
        None => {
            policy::parse_prompt_decision(d).or_else(|_| {
                policy::parse_approval_decision(d).map(|_| policy::PromptDecision::Pending)
            })?;
            Vec::new()
        }
    };
    for f in out {
        w.send(p, f, Origin::Endpoint);
    }
    Ok(())
}

/// `deliver`: one frame in flight, by direction and index (index > 0 reorders).
fn step_deliver(w: &mut World, d: &Map<String, Value>) -> Result<(), String> {
    let dir = dir_index(
        d.get("dir")
            .and_then(Value::as_str)
            .ok_or("deliver needs dir")?,
    )?;
    let idx = d.get("index").and_then(Value::as_u64).unwrap_or(0) as usize;
    if !w.deliver_at(dir, idx) {
        return Err(format!("nothing to deliver at index {idx}"));
    }
    Ok(())
}

/// The endpoint-emitted deliveries since transcript entry `start`, rendered with their
/// direction.
fn emitted(w: &World, start: usize) -> Vec<Value> {
    w.transcript[start..]
        .iter()
        .filter(|d| d.origin == Origin::Endpoint)
        .map(|d| {
            let mut v = render_lossy(
                Companion::from_id(d.frame.channel),
                d.frame.frame_type,
                &d.frame.payload,
            );
            if let Value::Object(o) = &mut v {
                o.insert(
                    "dir".into(),
                    json!(if d.from == 0 { "a->b" } else { "b->a" }),
                );
            }
            v
        })
        .collect()
}

/// `expect` against the deliveries: each in order, and nothing more.
fn check_expect(expect: &[Map<String, Value>], got: &[Value]) -> Result<(), String> {
    for (i, want) in expect.iter().enumerate() {
        let Some(have) = got.get(i) else {
            return Err(format!(
                "expected frame #{} {} but nothing more was delivered",
                i + 1,
                Value::Object(want.clone())
            ));
        };
        if !frame_matches(want, have) {
            return Err(format!(
                "frame #{} diverges:\n    expected {}\n    actual   {}",
                i + 1,
                Value::Object(want.clone()),
                have
            ));
        }
    }
    if let Some(extra) = got.get(expect.len()) {
        return Err(format!("unexpected frame #{}: {extra}", expect.len() + 1));
    }
    Ok(())
}

fn frame_matches(want: &Map<String, Value>, have: &Value) -> bool {
    let Some(h) = have.as_object() else {
        return false;
    };
    // Strict: the same field set (every field the frame carries is stated).
    if want.len() != h.len() || want.keys().any(|k| !h.contains_key(k)) {
        return false;
    }
    want.iter()
        .all(|(k, v)| h.get(k).is_some_and(|x| matches(v, x)))
}

fn matches(want: &Value, have: &Value) -> bool {
    match want {
        Value::String(s) if s == "*" => true,
        Value::String(s) if s == "<hex128>" => have.as_str().is_some_and(|h| {
            h.len() == 32
                && h.bytes()
                    .all(|c| c.is_ascii_hexdigit() && !c.is_ascii_uppercase())
        }),
        Value::Number(n) => have.as_u64().is_some_and(|h| Some(h) == n.as_u64()) || want == have,
        Value::Object(o) => {
            let Some(h) = have.as_object() else {
                return false;
            };
            o.len() == h.len()
                && o.iter()
                    .all(|(k, v)| h.get(k).is_some_and(|x| matches(v, x)))
        }
        Value::Array(a) => have
            .as_array()
            .is_some_and(|h| h.len() == a.len() && a.iter().zip(h).all(|(x, y)| matches(x, y))),
        _ => want == have,
    }
}

/// Final-state maps name the entries they care about (a subset); an empty
/// map means "must be empty". Everything else compares as in `expect`.
fn matches_final(want: &Value, have: &Value) -> bool {
    match (want, have) {
        (Value::Object(w), Value::Object(h)) if !w.is_empty() => w
            .iter()
            .all(|(k, v)| h.get(k).is_some_and(|x| matches(v, x))),
        _ => matches(want, have),
    }
}

fn bytes_map(m: &BTreeMap<Vec<u8>, String>) -> Value {
    Value::Object(
        m.iter()
            .map(|(k, v)| (crate::show_bytes(k), Value::String(v.clone())))
            .collect(),
    )
}

/// A peer's observable end state, as the keys a scenario's `final` may use.
pub fn peer_state(p: &Peer, chan: Companion) -> Map<String, Value> {
    let mut m = Map::new();
    m.insert("dropped_unadvertised".into(), json!(p.dropped_unadvertised));
    m.insert("core_frames".into(), json!(p.core_frames));
    match chan {
        Companion::Interaction => {
            let e = &p.interaction;
            m.insert("outcomes".into(), bytes_map(&e.outcomes));
            m.insert("outstanding".into(), json!(e.outstanding().count()));
            m.insert("withdrawn".into(), json!(e.withdrawn().count()));
            m.insert("discarded_replies".into(), json!(e.discarded_replies));
            m.insert("crossing_results".into(), json!(e.crossing_results));
            m.insert("presenting".into(), json!(e.presenting().count()));
            m.insert("held".into(), json!(e.held.len()));
            m.insert("events".into(), json!(e.events));
            m.insert("cancels_honoured".into(), json!(e.cancels_honoured));
            m.insert("cancels_ignored".into(), json!(e.cancels_ignored));
            m.insert("held_ids".into(), bytes_map(&e.held_ids));
        }
        Companion::Workflow => {
            let e = &p.workflow;
            m.insert("outcomes".into(), bytes_map(&e.outcomes));
            m.insert("outstanding".into(), json!(e.outstanding().count()));
            m.insert("discarded_replies".into(), json!(e.discarded_replies));
            m.insert("discarded_events".into(), json!(e.discarded_events));
            m.insert("held".into(), json!(e.held.len()));
            m.insert("live_tasks".into(), json!(e.live_tasks()));
            m.insert(
                "tasks".into(),
                Value::Object(
                    e.tasks
                        .iter()
                        .map(|(k, t)| (k.clone(), json!(crate::workflow::state_name(t.state))))
                        .collect(),
                ),
            );
            m.insert(
                "delegated".into(),
                Value::Object(
                    e.delegated
                        .iter()
                        .map(|(k, t)| {
                            (
                                k.clone(),
                                json!({
                                    "state": crate::workflow::state_name(t.state),
                                    "steps": t.steps_seen,
                                    "completed": t.completed,
                                    "gaps": t.seq_gaps,
                                }),
                            )
                        })
                        .collect(),
                ),
            );
        }
    }
    m
}

/// The clause-by-clause report. Returns (text, all passed and every clause covered).
pub fn report(results: &[ScenarioResult], all_scenarios: bool) -> (String, bool) {
    use std::fmt::Write;
    let mut out = String::new();
    let mut ok = true;
    for (id, what) in CLAUSES {
        let rs: Vec<&ScenarioResult> = results
            .iter()
            .filter(|r| r.clauses.iter().any(|c| c == id))
            .collect();
        if rs.is_empty() {
            if all_scenarios {
                ok = false;
                let _ = writeln!(out, "{id}  NOT COVERED  {what}");
            }
            continue;
        }
        let pass = rs.iter().all(|r| r.passed());
        ok &= pass;
        let _ = writeln!(out, "{id}  {}  {what}", if pass { "PASS" } else { "FAIL" });
        for r in rs {
            let _ = writeln!(
                out,
                "    {}  {}",
                if r.passed() { "PASS" } else { "FAIL" },
                r.name
            );
            if let Some(f) = &r.failure {
                for line in f.lines() {
                    let _ = writeln!(out, "          {line}");
                }
            }
        }
    }
    for r in results.iter().filter(|r| r.clauses.is_empty()) {
        ok &= r.passed();
        let _ = writeln!(
            out,
            "(no clause)  {}  {}",
            if r.passed() { "PASS" } else { "FAIL" },
            r.name
        );
        if let Some(f) = &r.failure {
            let _ = writeln!(out, "          {f}");
        }
    }
    let passed = results.iter().filter(|r| r.passed()).count();
    let _ = writeln!(out, "{} passed, {} failed", passed, results.len() - passed);
    (out, ok)
}
