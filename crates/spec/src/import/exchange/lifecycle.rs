//! Lifecycles stated in sentences, one machine per section that states them:
//!
//! * "A X moves the subscription from IDLE to PENDING." — X from `idle` to
//!   `pending`; "… moves it to ACTIVE" — from the state the sentence before
//!   moved to; "… moves the subscription to CLOSED" — from every live state;
//! * "In ACTIVE, each emitted Y decrements available credit by one" — Y in
//!   `active`, and Y consumes the counter `credit`;
//! * "reaching zero credit moves the subscription to PAUSED" — the counter's
//!   `at_zero`; "… until a Z returns it to ACTIVE" — Z from `paused` (and,
//!   adding credit, wherever credit is consumed) to `active`.
//!
//! The instance is keyed by the field the section says ("keyed by its
//! `sub_id`") when the opening frame carries it, else by the correlation
//! field, binding that field once a frame assigns it.

use super::{Ctx, PCounter, PMachine, PTrans};
use crate::text::{backticks, sentences, sign, words};

/// Capitalised words that are not states.
const NOT_STATES: &[&str] = &[
    "MUST",
    "SHALL",
    "NOT",
    "SHOULD",
    "MAY",
    "REQUIRED",
    "OPTIONAL",
    "RECOMMENDED",
    "ONLY",
    "AND",
    "OR",
    "NOR",
    "BOTH",
    "EITHER",
    "CBOR",
    "AEAD",
    "RFC",
    "UTF",
];

/// A state written in capitals (`PENDING` → `pending`).
fn state(cx: &Ctx<'_>, w: &str) -> Option<String> {
    let caps = w.len() >= 3 && w.chars().all(|c| c.is_ascii_uppercase() || c == '-');
    (caps && !NOT_STATES.contains(&w) && cx.frame_word(w).is_none()).then(|| w.to_ascii_lowercase())
}

/// The states written in `s`, in order.
fn states_in(cx: &Ctx<'_>, s: &str) -> Vec<String> {
    words(s)
        .into_iter()
        .filter_map(|(_, w)| state(cx, w))
        .collect()
}

/// The clauses of a sentence: split at `;` and at ", where".
fn clauses(s: &str) -> Vec<&str> {
    s.split(';')
        .flat_map(|p| p.split(", where "))
        .map(str::trim)
        .filter(|c| !c.is_empty())
        .collect()
}

/// A section's machine as it is read.
#[derive(Default)]
struct Reading {
    m: PMachine,
    /// The state the last clause moved to ("it" in the next one).
    last: Option<String>,
    /// Transitions from every live state (resolved at the end).
    all: Vec<usize>,
    consume: Option<(String, String, String)>,
    at_zero: Option<String>,
    add: Option<String>,
}

pub(super) fn machines(cx: &Ctx<'_>, ms: &mut Vec<PMachine>) {
    for sec in &cx.doc.sections {
        let section = sign(&sec.number);
        let mut rd = Reading::default();
        for p in &sec.paragraphs {
            for s in sentences(p) {
                for c in clauses(&s) {
                    clause(cx, &mut rd, &section, &s, c);
                }
            }
        }
        if rd.m.transitions.len() < 2 || rd.m.opening().is_none() {
            continue;
        }
        let first = sec
            .paragraphs
            .first()
            .and_then(|p| sentences(p).into_iter().next())
            .unwrap_or_default();
        finish(cx, rd, &section, &first, ms);
    }
}

/// One clause: a transition, a credit consumption, or the counter's zero.
fn clause(cx: &Ctx<'_>, rd: &mut Reading, section: &str, s: &str, c: &str) {
    let lower = c.to_ascii_lowercase();
    // "In ACTIVE, each emitted Y decrements available credit by one".
    if let Some(rest) = c.strip_prefix("In ") {
        let (head, tail) = rest.split_once(',').unwrap_or((rest, ""));
        let named = cx.frames_named(tail);
        let (Some(st), Some(frame)) = (state(cx, head.trim()), named.first()) else {
            return;
        };
        rd.m.add(trans(frame, vec![st.clone()], Some(st.clone()), section, s));
        if lower.contains("decrement") && lower.contains("credit") {
            rd.consume = Some((frame.clone(), section.to_string(), s.to_string()));
        }
        rd.last = Some(st);
        return;
    }
    let (verb, at) = match (lower.find(" moves "), lower.find(" returns it to ")) {
        (Some(i), _) => (" moves ", i),
        (None, Some(i)) => (" returns it to ", i),
        _ => return,
    };
    let lhs = c.get(..at).unwrap_or_default();
    let rhs = c.get(at + verb.len()..).unwrap_or_default();
    let (from, to) = if verb == " moves " {
        let to_at = rhs.find(" to ").map_or(0, |i| i + 4);
        let from = rhs.find("from ").and_then(|i| {
            states_in(cx, rhs.get(i..to_at).unwrap_or_default())
                .first()
                .cloned()
        });
        let to = states_in(cx, rhs.get(to_at..).unwrap_or_default())
            .first()
            .cloned();
        (from, to)
    } else {
        (None, states_in(cx, rhs).first().cloned())
    };
    let Some(to) = to else { return };
    if rd.m.name.is_empty() {
        if let Some(noun) = rhs.strip_prefix("the ").and_then(|r| r.split(' ').next()) {
            rd.m.name = noun.to_string();
        }
    }
    let frames = cx.frames_named(lhs);
    if frames.is_empty() {
        // "reaching zero credit moves the subscription to PAUSED".
        if lower.contains("zero") {
            rd.at_zero = Some(to.clone());
            rd.m.state(&to);
        }
        rd.last = Some(to);
        return;
    }
    let it = rhs.starts_with("it ") || verb != " moves ";
    for f in &frames {
        let from = match (&from, it, &rd.last) {
            (Some(a), _, _) => vec![a.clone()],
            (None, true, Some(l)) => vec![l.clone()],
            _ => {
                rd.all.push(rd.m.transitions.len());
                Vec::new()
            }
        };
        if verb != " moves " {
            rd.add = Some(f.clone());
        }
        rd.m.add(trans(f, from, Some(to.clone()), section, s));
    }
    rd.last = Some(to);
}

fn trans(frame: &str, from: Vec<String>, to: Option<String>, section: &str, s: &str) -> PTrans {
    PTrans {
        frame: frame.to_string(),
        by: "opener",
        from,
        to,
        when: None,
        section: section.to_string(),
        clause: s.to_string(),
    }
}

/// Sides, every-live-state sources, the key, the counter.
fn finish(cx: &Ctx<'_>, mut rd: Reading, section: &str, first: &str, ms: &mut Vec<PMachine>) {
    let m = &mut rd.m;
    // A transition with no `from` yet: from every state an instance can be left in.
    let targets: Vec<String> = m
        .transitions
        .iter()
        .filter(|t| !t.from.is_empty())
        .flat_map(|t| t.from.iter().cloned())
        .collect();
    let live: Vec<String> = m
        .states
        .iter()
        .filter(|s| targets.contains(s) || rd.at_zero.as_ref() == Some(*s))
        .cloned()
        .collect();
    for i in &rd.all {
        if let Some(t) = m.transitions.get_mut(*i) {
            t.from = live
                .iter()
                .filter(|s| Some(*s) != t.to.as_ref())
                .cloned()
                .collect();
        }
    }
    let Some(opening) = m.opening().map(str::to_string) else {
        return;
    };
    for t in &mut m.transitions {
        t.by = cx.side(&opening, &t.frame);
    }
    if let Some((consume, sec, clause)) = rd.consume.clone() {
        let (add, at_zero) = (rd.add.clone(), rd.at_zero.clone());
        counter(cx, m, &opening, add, at_zero, consume, sec, clause);
    }
    m.settle_terminal();
    m.section = section.to_string();
    m.clause = first.to_string();
    if m.name.is_empty() {
        m.name = "lifecycle".into();
    }
    key(cx, m, &opening);
    let unique = uniqueness(cx, m);
    ms.push(rd.m);
    ms.extend(unique);
}

/// A bound field whose cell says "MUST be unique among the responder's live
/// subscriptions": its own machine, keyed by it — opened by the frame that
/// assigns it, ended by the frames that end the instance and carry it.
fn uniqueness(cx: &Ctx<'_>, m: &PMachine) -> Option<PMachine> {
    let field = m.binds.first()?;
    let (assign, sentence) = m.frames().into_iter().find_map(|f| {
        let bi = cx.frame(f)?.body?;
        let b = cx.r.bodies.get(bi)?;
        let cell = b.fields.iter().find(|x| &x.name == field)?;
        let s = sentences(&cell.meaning)
            .into_iter()
            .find(|s| s.contains("unique among") && s.contains(" live "))?;
        Some((f.to_string(), (b.section.clone(), s)))
    })?;
    let by_assign = m.transitions.iter().find(|t| t.frame == assign)?.by;
    let flip = |by: &str| {
        if by == by_assign {
            "opener"
        } else {
            "responder"
        }
    };
    let mut u = PMachine {
        name: field.replace('_', "-"),
        section: sentence.0.clone(),
        clause: sentence.1.clone(),
        key: field.clone(),
        ..PMachine::default()
    };
    u.add(trans(
        &assign,
        vec!["idle".into()],
        Some("live".into()),
        &sentence.0,
        &sentence.1,
    ));
    for t in &m.transitions {
        let ends = t.to.as_ref().is_some_and(|to| m.terminal.contains(to));
        if ends && t.frame != assign && cx.carries(&t.frame, field) {
            let mut x = trans(
                &t.frame,
                vec!["live".into()],
                Some("closed".into()),
                &t.section,
                &t.clause,
            );
            x.by = flip(t.by);
            u.add(x);
        }
    }
    (u.transitions.len() > 1).then(|| {
        u.terminal.push("closed".into());
        u
    })
}

/// The credit counter: set by the opening's reply that carries it, added by
/// the frame that returns the instance from zero (a grant is taken wherever
/// credit is spent), consumed by the frame that decrements it.
#[allow(clippy::too_many_arguments)]
fn counter(
    cx: &Ctx<'_>,
    m: &mut PMachine,
    opening: &str,
    add: Option<String>,
    at_zero: Option<String>,
    consume: String,
    section: String,
    clause: String,
) {
    let name = "credit";
    let set = cx
        .frame(opening)
        .map(super::replies_of)
        .unwrap_or_default()
        .into_iter()
        .find(|r| cx.carries(r, name))
        .map(|r| (r, name.to_string()));
    let add = add
        .filter(|a| cx.carries(a, name))
        .map(|a| (a, name.to_string()));
    if let Some((a, _)) = &add {
        let spent: Vec<String> = m
            .transitions
            .iter()
            .filter(|t| t.frame == consume)
            .flat_map(|t| t.from.iter().cloned())
            .collect();
        for t in m.transitions.iter_mut().filter(|t| &t.frame == a) {
            for s in &spent {
                if !t.from.contains(s) {
                    t.from.insert(0, s.clone());
                }
            }
        }
    }
    m.counters.push(PCounter {
        name: name.into(),
        set,
        add,
        consume,
        at_zero,
        section,
        clause,
    });
}

/// "keyed by its `sub_id`": that field when the opening frame carries it, else
/// the correlation field with the named field bound.
fn key(cx: &Ctx<'_>, m: &mut PMachine, opening: &str) {
    m.key = "corr".into();
    let named = cx
        .sentences()
        .into_iter()
        .filter(|(sec, _)| *sec == m.section)
        .find_map(|(_, s)| {
            let at = s.find("keyed by")?;
            backticks(s.get(at..)?).into_iter().next().map(|(_, t)| t)
        });
    let Some(field) = named else { return };
    if cx.carries(opening, &field) {
        m.key = field;
    } else if m.frames().iter().any(|f| cx.carries(f, &field)) {
        m.binds.push(field);
    }
}
