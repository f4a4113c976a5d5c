//! The draft's `exchanges:` — one state machine per kind of exchange the text
//! states, in the language of schema/README.md "Exchanges (behaviour)":
//!
//! * lifecycles stated in sentences ("A X moves the subscription from IDLE to
//!   PENDING", "In ACTIVE, each emitted Y …", "… until a Z returns it to
//!   ACTIVE"), with their credit counter ([`lifecycle`]);
//! * lifecycles drawn as arrow diagrams (`state` then `--X--> target` lines),
//!   with the state awaiting the opening frame's reply ([`diagram`]);
//! * every other request with its replies (the frame table's Reply column,
//!   streamed `X_DATA* X_END` patterns, paging by a `complete` flag, a frame
//!   that withdraws requests), keyed by the correlation field ([`requests`]);
//! * what a receiver does out of state: "MUST be ignored", "MUST be answered
//!   with", "MUST stop emitting X upon receipt", key parity ([`clauses`]).
//!
//! Every construct quotes the sentence (or diagram line) it rests on.

mod clauses;
mod diagram;
mod lifecycle;
mod requests;
mod task;

use super::plan::{PFrame, Plan};
use super::yaml::{q, Out};
use crate::doc::Doc;
use crate::reading::Reading;
use crate::text::{frames_in, sentences, sign};

/// One transition.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct PTrans {
    pub frame: String,
    pub by: &'static str,
    pub from: Vec<String>,
    pub to: Option<String>,
    /// A `when:` flow map.
    pub when: Option<String>,
    pub section: String,
    pub clause: String,
}

/// A frame a receiver ignores (`ignore`) or answers (`answer`) in some states.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct POut {
    pub frame: String,
    pub by: &'static str,
    pub states: Vec<String>,
    /// For an answer: the reply and its condition.
    pub reply: Option<(String, Option<String>)>,
    pub section: String,
    pub clause: String,
}

/// A frame the other side may still send after `after` crossed it in flight.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct PCrossing {
    pub frame: String,
    pub by: &'static str,
    pub after: String,
    /// The basis of one sent once `after` was received (`must`), or none.
    pub late: Option<&'static str>,
    pub section: String,
    pub clause: String,
}

/// A value rule: `left op right` when `frame` is sent (`right` a flow YAML
/// expression: the max of the sender's earlier values, the request's field).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct PValue {
    pub name: String,
    pub frame: String,
    pub field: String,
    pub op: &'static str,
    pub right: String,
    pub must: bool,
    pub section: String,
    pub clause: String,
}

/// A credit counter (`kind: units`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct PCounter {
    pub name: String,
    pub set: Option<(String, String)>,
    pub add: Option<(String, String)>,
    pub consume: String,
    pub at_zero: Option<String>,
    pub section: String,
    pub clause: String,
}

/// One machine.
#[derive(Debug, Clone, Default)]
pub(super) struct PMachine {
    pub name: String,
    pub section: String,
    pub clause: String,
    /// `corr` or a body field.
    pub key: String,
    pub states: Vec<String>,
    pub terminal: Vec<String>,
    pub binds: Vec<String>,
    /// `(even|odd, section, clause)`.
    pub parity: Option<(&'static str, String, String)>,
    pub transitions: Vec<PTrans>,
    pub ignore: Vec<POut>,
    pub answer: Vec<POut>,
    pub crossing: Vec<PCrossing>,
    pub counters: Vec<PCounter>,
    pub values: Vec<PValue>,
    /// Frames a sender MUST NOT send in these states.
    pub forbid: Vec<POut>,
}

impl PMachine {
    /// The frames its transitions name.
    pub fn frames(&self) -> Vec<&str> {
        let mut v: Vec<&str> = self.transitions.iter().map(|t| t.frame.as_str()).collect();
        v.sort_unstable();
        v.dedup();
        v
    }

    /// The frame that opens an instance (from `idle`).
    pub fn opening(&self) -> Option<&str> {
        self.transitions
            .iter()
            .find(|t| t.from.iter().any(|s| s == "idle"))
            .map(|t| t.frame.as_str())
    }

    /// Add a state once (not `idle`).
    pub fn state(&mut self, s: &str) {
        if s != "idle" && !self.states.iter().any(|x| x == s) {
            self.states.push(s.to_string());
        }
    }

    /// Add a transition, or widen the `from` of the same one.
    pub fn add(&mut self, t: PTrans) {
        for s in t.from.iter().chain(t.to.iter()) {
            self.state(s);
        }
        let same = self
            .transitions
            .iter_mut()
            .find(|x| (&x.frame, x.by, &x.to, &x.when) == (&t.frame, t.by, &t.to, &t.when));
        match same {
            Some(x) => {
                for s in t.from {
                    if !x.from.contains(&s) {
                        x.from.push(s);
                    }
                }
            }
            None => self.transitions.push(t),
        }
    }

    /// States with no way out are terminal (an instance there is over).
    pub fn settle_terminal(&mut self) {
        let out: Vec<&String> = self
            .transitions
            .iter()
            .filter(|t| t.to.as_ref().is_some_and(|to| !t.from.contains(to)))
            .flat_map(|t| t.from.iter())
            .collect();
        let terminal: Vec<String> = self
            .states
            .iter()
            .filter(|s| !out.contains(s))
            .cloned()
            .collect();
        for t in terminal {
            if !self.terminal.contains(&t) {
                self.terminal.push(t);
            }
        }
    }
}

/// What the exchanges drafted, and the sentences they quote.
#[derive(Debug, Clone, Default)]
pub(super) struct Exchanges {
    pub machines: Vec<PMachine>,
    /// Sentences quoted as clauses (for the classification of MUST sentences).
    pub used: Vec<String>,
}

/// The spec as the drafting steps read it.
pub(super) struct Ctx<'a> {
    pub doc: &'a Doc,
    pub r: &'a Reading,
    pub p: &'a Plan,
    pub known: Vec<String>,
}

impl<'a> Ctx<'a> {
    pub fn frame(&self, name: &str) -> Option<&'a PFrame> {
        self.p.frame(name)
    }

    /// A frame by its name, or by the last part(s) of it ("REPORT" →
    /// TELEMETRY_REPORT) when one frame alone ends so.
    pub fn frame_word(&self, w: &str) -> Option<String> {
        if self.known.iter().any(|k| k == w) {
            return Some(w.to_string());
        }
        let tail = format!("_{w}");
        let hits: Vec<&String> = self.known.iter().filter(|k| k.ends_with(&tail)).collect();
        match hits.as_slice() {
            [one] => Some((*one).clone()),
            _ => None,
        }
    }

    /// Frames named in `s`, full names or unique tails, in order.
    pub fn frames_named(&self, s: &str) -> Vec<String> {
        let mut out = frames_in(s, &self.known);
        for (_, w) in crate::text::words(s) {
            let caps = w.len() > 2
                && w.chars()
                    .all(|c| c.is_ascii_uppercase() || c == '_' || c.is_ascii_digit());
            if !caps {
                continue;
            }
            if let Some(f) = self.frame_word(w) {
                if !out.contains(&f) {
                    out.push(f);
                }
            }
        }
        out
    }

    /// Whether a frame carries a body field of this name.
    pub fn carries(&self, frame: &str, field: &str) -> bool {
        self.frame(frame)
            .and_then(|f| f.body)
            .and_then(|b| self.r.bodies.get(b))
            .is_some_and(|b| b.fields.iter().any(|x| x.name == field))
    }

    /// Every sentence of the prose with its section (`§6.3`).
    pub fn sentences(&self) -> Vec<(String, String)> {
        let mut out = Vec::new();
        for s in &self.doc.sections {
            for p in &s.paragraphs {
                for x in sentences(p) {
                    out.push((sign(&s.number), x));
                }
            }
        }
        out
    }

    /// Which side of an instance opened by `opening` sends `frame`: the
    /// opening frame and the other requests are the opener's, its replies
    /// and pushed events the responder's.
    pub fn side(&self, opening: &str, frame: &str) -> &'static str {
        if frame == opening {
            return "opener";
        }
        let replies = self.frame(opening).map(replies_of).unwrap_or_default();
        if replies.iter().any(|x| x == frame) {
            return "responder";
        }
        match self.frame(frame).map(|f| f.role) {
            Some("event") | Some("result") | Some("error") => "responder",
            _ => "opener",
        }
    }
}

/// Every frame a frame's reply patterns name.
pub(super) fn replies_of(f: &PFrame) -> Vec<String> {
    let mut v: Vec<String> = f
        .replies
        .iter()
        .flat_map(|p| p.split([' ', '*', '+']))
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect();
    v.dedup();
    v
}

/// Draft every machine the text states.
pub(super) fn exchanges(doc: &Doc, r: &Reading, p: &Plan) -> Exchanges {
    let cx = Ctx {
        doc,
        r,
        p,
        known: r.frames.iter().map(|f| f.name.clone()).collect(),
    };
    let mut ms: Vec<PMachine> = Vec::new();
    lifecycle::machines(&cx, &mut ms);
    diagram::machines(&cx, &mut ms);
    task::machines(&cx, &mut ms);
    requests::machine(&cx, &mut ms);
    for m in &mut ms {
        clauses::apply(&cx, m);
    }
    let used = quoted(&ms);
    Exchanges { machines: ms, used }
}

/// The sentences (and diagram lines) the machines quote.
pub(super) fn quoted(ms: &[PMachine]) -> Vec<String> {
    let mut used = Vec::new();
    for m in ms {
        used.push(m.clause.clone());
        used.extend(m.transitions.iter().map(|t| t.clause.clone()));
        used.extend(
            m.ignore
                .iter()
                .chain(&m.answer)
                .chain(&m.forbid)
                .map(|x| x.clause.clone()),
        );
        used.extend(m.crossing.iter().map(|x| x.clause.clone()));
        used.extend(m.counters.iter().map(|x| x.clause.clone()));
        used.extend(m.parity.iter().map(|x| x.2.clone()));
        used.extend(m.values.iter().map(|x| x.clause.clone()));
    }
    used
}

fn list(v: &[String]) -> String {
    format!("[{}]", v.join(", "))
}

/// Write the `exchanges:` block.
pub(super) fn write(o: &mut Out, ms: &[PMachine]) {
    if ms.is_empty() {
        return;
    }
    o.line("");
    o.line("# Behaviour drafted from the text (confirm each machine, state and clause).");
    o.line("exchanges:");
    for m in ms {
        o.line(&format!("  - name: {}", m.name));
        o.line(&format!("    section: {}", q(&m.section)));
        o.line(&format!("    clause: {}", q(&m.clause)));
        o.line(&format!("    key: {}", m.key));
        o.line(&format!("    states: {}", list(&m.states)));
        if !m.terminal.is_empty() {
            o.line(&format!("    terminal: {}", list(&m.terminal)));
        }
        if !m.binds.is_empty() {
            o.line(&format!("    binds: {}", list(&m.binds)));
        }
        if let Some((p, s, c)) = &m.parity {
            o.line(&format!(
                "    parity: {{ initiator: {p}, section: {}, clause: {} }}",
                q(s),
                q(c)
            ));
        }
        o.line("    transitions:");
        for t in &m.transitions {
            let mut kv = vec![
                format!("frame: {}", t.frame),
                format!("by: {}", t.by),
                format!("from: {}", list(&t.from)),
            ];
            if let Some(to) = &t.to {
                kv.push(format!("to: {to}"));
            }
            if let Some(w) = &t.when {
                kv.push(format!("when: {w}"));
            }
            kv.push(format!("section: {}", q(&t.section)));
            kv.push(format!("clause: {}", q(&t.clause)));
            o.line(&format!("      - {{ {} }}", kv.join(", ")));
        }
        outs(o, "ignore", &m.ignore);
        outs(o, "answer", &m.answer);
        outs(o, "forbid", &m.forbid);
        if !m.crossing.is_empty() {
            o.line("    crossing:");
            for c in &m.crossing {
                let late = c.late.map_or(String::new(), |l| format!("late: {l}, "));
                o.line(&format!(
                    "      - {{ frame: {}, by: {}, after: {}, {late}section: {}, clause: {} }}",
                    c.frame,
                    c.by,
                    c.after,
                    q(&c.section),
                    q(&c.clause)
                ));
            }
        }
        counters(o, &m.counters);
        values(o, &m.values);
    }
}

fn values(o: &mut Out, v: &[PValue]) {
    if v.is_empty() {
        return;
    }
    o.line("    values:");
    for x in v {
        o.line(&format!(
            "      - {{ name: {}, frame: {}, left: {}, op: \"{}\", right: {}, basis: {}, section: {}, clause: {} }}",
            x.name,
            x.frame,
            x.field,
            x.op,
            x.right,
            if x.must { "must" } else { "strict" },
            q(&x.section),
            q(&x.clause)
        ));
    }
}

fn outs(o: &mut Out, what: &str, v: &[POut]) {
    if v.is_empty() {
        return;
    }
    o.line(&format!("    {what}:"));
    for x in v {
        let mut kv = vec![
            format!("frame: {}", x.frame),
            format!("by: {}", x.by),
            format!("in: {}", list(&x.states)),
        ];
        if let Some((reply, when)) = &x.reply {
            kv.push(format!("reply: {reply}"));
            if let Some(w) = when {
                kv.push(format!("reply_when: {w}"));
            }
        }
        if what == "forbid" {
            kv.push("basis: must".into());
        }
        kv.push(format!("section: {}", q(&x.section)));
        kv.push(format!("clause: {}", q(&x.clause)));
        o.line(&format!("      - {{ {} }}", kv.join(", ")));
    }
}

fn counters(o: &mut Out, v: &[PCounter]) {
    if v.is_empty() {
        return;
    }
    o.line("    counters:");
    for c in v {
        o.line(&format!("      - name: {}", c.name));
        o.line(&format!("        section: {}", q(&c.section)));
        o.line(&format!("        clause: {}", q(&c.clause)));
        if let Some((f, x)) = &c.set {
            o.line(&format!("        set: {{ frame: {f}, field: {x} }}"));
        }
        if let Some((f, x)) = &c.add {
            o.line(&format!("        add: {{ frame: {f}, field: {x} }}"));
        }
        o.line(&format!("        consume: {}", c.consume));
        if let Some(z) = &c.at_zero {
            o.line(&format!("        at_zero: {z}"));
        }
    }
}
