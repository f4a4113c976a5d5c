//! A long-lived object keyed by a body field ("… correlated to their task by
//! `task_id`") whose lifecycle is a value table with a Terminal column, the
//! frames that carry that value reporting its state:
//!
//! * the frame that "assigns a `task_id`" opens it, in the states it may
//!   state ("states an initial `state` (`accepted` or `running`)");
//! * every other frame carrying the key and the state moves it to the state it
//!   reports, from every state that leads there on the lifecycle diagram
//!   (`accepted --(…)--> running`); a reply reporting a terminal state keeps
//!   it (the terminal event is still to come);
//! * the requests naming the key ("At any time the delegator MAY send X or
//!   Y") are taken in every state, by the other side;
//! * "MUST send the X that assigns a `task_id` before it emits any Y or Z":
//!   Y and Z are forbidden before (`idle`); "a status query naming a
//!   `task_id` the executor does not recognize is reported as E with code
//!   `C`": the request is answered there.
//!
//! Terminal states are not `terminal:` (that would make them `idle` again): a
//! finished object is still known, and a frame for it is out of state.

use super::{Ctx, PMachine, POut, PTrans};
use crate::text::{backticks, sign};

pub(super) fn machines(cx: &Ctx<'_>, ms: &mut Vec<PMachine>) {
    let Some((noun, key)) = keyed(cx) else { return };
    let Some(e) =
        cx.p.enums
            .iter()
            .find(|e| e.values.iter().any(|v| v.2 == Some(true)))
    else {
        return;
    };
    // Frames carrying the key, with their field carrying the lifecycle.
    let carrying: Vec<(String, Option<String>)> =
        cx.p.frames
            .iter()
            .filter(|f| cx.carries(&f.name, &key))
            .map(|f| (f.name.clone(), state_field(cx, &f.name, &e.name)))
            .collect();
    let Some((opening, sentence)) = assigning(cx, &key, &carrying) else {
        return;
    };
    let values: Vec<(String, bool)> = e
        .values
        .iter()
        .map(|v| (v.0.clone(), v.2 == Some(true)))
        .collect();
    let edges = diagram(cx, &values);
    let mut m = PMachine {
        name: noun,
        key: key.clone(),
        states: values.iter().map(|v| v.0.clone()).collect(),
        ..PMachine::default()
    };
    let (sec, s) = sentence;
    // "unique among the executor's live tasks": a finished object's key may be assigned again.
    let mut from = vec!["idle".to_string()];
    if s.contains(&format!("`{key}`")) && s.contains("unique among") && s.contains(" live ") {
        from.extend(values.iter().filter(|v| v.1).map(|v| v.0.clone()));
    }
    for x in initial(&s, &values) {
        let when = state_when(cx, &opening, &e.name, &x);
        m.add(t(&opening, "opener", from.clone(), Some(x), when, &sec, &s));
    }
    for (f, field) in carrying.iter().filter(|(f, _)| *f != opening) {
        reports(cx, &mut m, f, field.as_deref(), &values, &edges);
    }
    anytime(cx, &mut m, &carrying);
    before(cx, &mut m, &opening, &key);
    unknown(cx, &mut m, &key);
    let lead = edges.first().map(|(s, _, _)| s.clone()).unwrap_or_default();
    m.section = lead.clone();
    m.clause = cx
        .sentences()
        .into_iter()
        .find(|(x, _)| *x == lead)
        .map_or(s, |(_, x)| x);
    ms.push(m);
}

fn t(
    frame: &str,
    by: &'static str,
    from: Vec<String>,
    to: Option<String>,
    when: Option<String>,
    section: &str,
    clause: &str,
) -> PTrans {
    PTrans {
        frame: frame.to_string(),
        by,
        from,
        to,
        when,
        section: section.to_string(),
        clause: clause.to_string(),
    }
}

/// "correlated to their task by `task_id`" (prose or a Purpose cell): the noun and the key.
fn keyed(cx: &Ctx<'_>) -> Option<(String, String)> {
    let purposes = cx.r.frames.iter().map(|f| f.purpose.clone());
    let texts: Vec<String> = cx
        .sentences()
        .into_iter()
        .map(|(_, s)| s)
        .chain(purposes)
        .collect();
    texts.iter().find_map(|s| {
        let at = s.find("correlated to ")?;
        let rest = s.get(at + "correlated to ".len()..)?;
        let (head, tail) = rest.split_once(" by `")?;
        let noun = head.split_whitespace().last()?.to_string();
        let key = tail.split('`').next()?.to_string();
        (cx.r
            .bodies
            .iter()
            .any(|b| b.fields.iter().any(|f| f.name == key))
            && noun.chars().all(|c| c.is_ascii_lowercase()))
        .then_some((noun, key))
    })
}

/// The field of `frame` that carries enum `e`.
fn state_field(cx: &Ctx<'_>, frame: &str, e: &str) -> Option<String> {
    let bi = cx.frame(frame)?.body?;
    let b = cx.r.bodies.get(bi)?;
    b.fields
        .iter()
        .enumerate()
        .find(|(i, _)| {
            matches!(cx.p.carried(bi, *i),
                Some(super::super::plan::Carries::Enum(n)) if n == e)
        })
        .map(|(_, f)| f.name.clone())
}

/// The frame the text says "assigns a `task_id`", with that sentence.
fn assigning(
    cx: &Ctx<'_>,
    key: &str,
    carrying: &[(String, Option<String>)],
) -> Option<(String, (String, String))> {
    let cue = format!("assigns a `{key}`");
    cx.sentences().into_iter().find_map(|(sec, s)| {
        if !s.contains(&cue) {
            return None;
        }
        let f = cx
            .frames_named(&s)
            .into_iter()
            .find(|f| carrying.iter().any(|(c, st)| c == f && st.is_some()))?;
        Some((f, (sec, s)))
    })
}

/// "states an initial `state` (`accepted` or `running`)", else every value that is not terminal.
fn initial(s: &str, values: &[(String, bool)]) -> Vec<String> {
    let named: Vec<String> = s
        .find("initial")
        .and_then(|i| s.get(i..))
        .map(|r| backticks(r).into_iter().map(|(_, x)| x).collect())
        .unwrap_or_default();
    let listed: Vec<String> = values
        .iter()
        .filter(|(v, _)| named.contains(v))
        .map(|(v, _)| v.clone())
        .collect();
    if listed.is_empty() {
        values
            .iter()
            .filter(|v| !v.1)
            .map(|v| v.0.clone())
            .collect()
    } else {
        listed
    }
}

fn state_when(cx: &Ctx<'_>, frame: &str, e: &str, v: &str) -> Option<String> {
    state_field(cx, frame, e).map(|f| format!("{{ field: {f}, equals: {v} }}"))
}

/// Lifecycle edges drawn in a figure: `accepted --(…)--> running` (section, from, to).
fn diagram(cx: &Ctx<'_>, values: &[(String, bool)]) -> Vec<(String, String, String)> {
    let is = |w: &str| values.iter().any(|(v, _)| v == w);
    let mut out = Vec::new();
    for fig in &cx.doc.figures {
        for line in &fig.lines {
            let Some((left, right)) = line.split_once("--") else {
                continue;
            };
            let from = left.split_whitespace().last().unwrap_or_default();
            let Some(arrow) = right.rfind('>') else {
                continue;
            };
            let to = right
                .get(arrow + 1..)
                .and_then(|r| r.split_whitespace().next())
                .unwrap_or_default();
            if is(from) && is(to) {
                out.push((sign(&fig.section), from.to_string(), to.to_string()));
            }
        }
    }
    out
}

/// The states from which `x` can be reached on the diagram (through states
/// no frame reports, so transitively), and `x` itself when it is not terminal.
fn leading_to(
    x: &str,
    edges: &[(String, String, String)],
    values: &[(String, bool)],
) -> Vec<String> {
    let terminal = |v: &str| values.iter().any(|(n, t)| n == v && *t);
    let mut out: Vec<String> = Vec::new();
    let mut todo = vec![x.to_string()];
    while let Some(s) = todo.pop() {
        for (_, a, b) in edges {
            if *b == s && !out.contains(a) && !terminal(a) {
                out.push(a.clone());
                todo.push(a.clone());
            }
        }
    }
    if !terminal(x) && !out.iter().any(|s| s == x) {
        out.push(x.to_string());
    }
    values
        .iter()
        .map(|(v, _)| v.clone())
        .filter(|v| out.contains(v))
        .collect()
}

/// A frame reporting the state moves the object there (a reply reporting a
/// terminal state keeps it); the values it may report are those its cell
/// allows ("a non-terminal state", "terminal lifecycle state").
fn reports(
    cx: &Ctx<'_>,
    m: &mut PMachine,
    frame: &str,
    field: Option<&str>,
    values: &[(String, bool)],
    edges: &[(String, String, String)],
) {
    let Some(field) = field else { return };
    let Some(f) = cx.frame(frame) else { return };
    let Some(b) = f.body.and_then(|bi| cx.r.bodies.get(bi)) else {
        return;
    };
    let cell = b
        .fields
        .iter()
        .find(|x| x.name == field)
        .map(|x| x.meaning.to_ascii_lowercase())
        .unwrap_or_default();
    let allowed: Vec<&(String, bool)> = values
        .iter()
        .filter(|(_, t)| {
            if cell.contains("non-terminal") {
                !t
            } else if cell.contains("terminal") {
                *t
            } else {
                true
            }
        })
        .collect();
    let reply = f.role == "result";
    let clause = cx
        .sentences()
        .into_iter()
        .find(|(_, s)| s.contains(frame))
        .unwrap_or_else(|| (b.section.clone(), frame.to_string()));
    for (x, terminal) in allowed {
        let from = leading_to(x, edges, values);
        if from.is_empty() {
            continue;
        }
        let (from, to) = if reply && *terminal {
            let mut f = from;
            f.push(x.clone());
            (f, None)
        } else {
            (from, Some(x.clone()))
        };
        let when = Some(format!("{{ field: {field}, equals: {x} }}"));
        m.add(t(frame, "opener", from, to, when, &clause.0, &clause.1));
    }
}

/// "At any time the delegator MAY send X or Y naming the `task_id`": taken in every state.
fn anytime(cx: &Ctx<'_>, m: &mut PMachine, carrying: &[(String, Option<String>)]) {
    let all = m.states.clone();
    for (sec, s) in cx.sentences() {
        if !s.contains("At any time") {
            continue;
        }
        for f in cx.frames_named(&s) {
            let request = cx.frame(&f).is_some_and(|x| !x.replies.is_empty());
            if request && carrying.iter().any(|(c, _)| *c == f) {
                m.add(t(&f, "responder", all.clone(), None, None, &sec, &s));
            }
        }
    }
}

/// "An executor MUST send the X that assigns a `task_id` before it emits any
/// Y or Z": Y and Z name no object before X (`idle`, a MUST on the sender).
fn before(cx: &Ctx<'_>, m: &mut PMachine, opening: &str, key: &str) {
    let cue = format!("assigns a `{key}`");
    let Some((sec, s)) = cx
        .sentences()
        .into_iter()
        .find(|(_, s)| s.contains(&cue) && s.contains(" before ") && s.contains("MUST"))
    else {
        return;
    };
    let after = s
        .get(s.find(" before ").unwrap_or_default()..)
        .unwrap_or_default();
    for f in cx.frames_named(after) {
        if f != opening && m.frames().contains(&f.as_str()) {
            m.forbid.push(POut {
                frame: f,
                by: "opener",
                states: vec!["idle".into()],
                reply: None,
                section: sec.clone(),
                clause: s.clone(),
            });
        }
    }
}

/// "A status query naming a `task_id` the executor does not recognize is
/// reported as E with code `C`", "A cancel naming an unknown `task_id` is
/// reported as E `C`": the request of that section is answered in `idle`.
fn unknown(cx: &Ctx<'_>, m: &mut PMachine, key: &str) {
    let naming = format!("naming a `{key}`");
    let unknown_key = format!("naming an unknown `{key}`");
    for (sec, s) in cx.sentences() {
        let hit =
            (s.contains(&naming) && s.contains("does not recognize")) || s.contains(&unknown_key);
        if !hit || !s.contains("is reported as") {
            continue;
        }
        let Some(req) =
            cx.p.frames
                .iter()
                .find(|f| f.section == sec && !f.replies.is_empty() && cx.carries(&f.name, key))
        else {
            continue;
        };
        let tail = s
            .get(s.find("is reported as").unwrap_or_default()..)
            .unwrap_or_default();
        let Some(err) = cx.frames_named(tail).into_iter().next() else {
            continue;
        };
        let code = super::clauses::error_code(cx, tail);
        if m.answer.iter().any(|a| a.frame == req.name) {
            continue;
        }
        m.answer.push(POut {
            frame: req.name.clone(),
            by: "opener",
            states: vec!["idle".into()],
            reply: Some((err, code)),
            section: sec.clone(),
            clause: s.clone(),
        });
    }
}
