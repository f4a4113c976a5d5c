//! The requirements a draft does not turn into schema, kept as comments near
//! the frame or field they concern: every MUST sentence no construct quotes,
//! with its class (`# TODO §x.y (exchange): <sentence>`, `# out of scope
//! §x.y: <sentence>`), and every SHOULD sentence of §4–§9 and of the Meaning
//! cells (`# TODO §x.y: <sentence>`).

use super::classify::{Must, MustClass};
use super::plan::Plan;
use crate::doc::Doc;
use crate::reading::Reading;
use crate::text::{frames_in, sentences, sign, words};

/// Where a TODO is written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Target {
    /// Above the frame.
    Frame(String),
    /// Above a field: (body index, field name).
    Field(usize, String),
    /// In the header block.
    Top,
}

/// One TODO line.
#[derive(Debug, Clone)]
pub(super) struct Todo {
    pub target: Target,
    pub section: String,
    pub sentence: String,
    /// The class of a MUST sentence.
    pub class: Option<MustClass>,
}

/// A requirement keyword in capitals.
fn normative(s: &str) -> bool {
    words(s)
        .iter()
        .any(|(_, w)| matches!(*w, "MUST" | "SHOULD" | "REQUIRED" | "SHALL"))
}

/// §4 to §9 (top-level number).
pub(super) fn in_scope(number: &str) -> bool {
    number
        .split('.')
        .next()
        .and_then(|n| n.parse::<u32>().ok())
        .is_some_and(|n| (4..=9).contains(&n))
}

/// Every TODO of the draft; `used` are sentences already turned into schema,
/// `musts` the MUST sentences with their class.
pub(super) fn collect(
    doc: &Doc,
    r: &Reading,
    p: &Plan,
    used: &[String],
    musts: &[Must],
) -> Vec<Todo> {
    let known: Vec<String> = r.frames.iter().map(|f| f.name.clone()).collect();
    let mut out: Vec<Todo> = Vec::new();
    let class = |s: &str| musts.iter().find(|m| m.sentence == s);
    let push = |out: &mut Vec<Todo>, mut t: Todo| {
        if let Some(m) = class(&t.sentence) {
            if m.drafted {
                return;
            }
            t.class = Some(m.class);
        } else if used.iter().any(|u| u == &t.sentence) {
            return;
        }
        if !out
            .iter()
            .any(|x| x.sentence == t.sentence && x.target == t.target)
        {
            out.push(t);
        }
    };
    for (bi, b) in r.bodies.iter().enumerate() {
        for f in &b.fields {
            for s in sentences(&f.meaning).into_iter().filter(|s| normative(s)) {
                let t = Todo {
                    target: Target::Field(bi, f.name.clone()),
                    section: b.section.clone(),
                    sentence: s,
                    class: None,
                };
                push(&mut out, t);
            }
        }
    }
    for s in &doc.sections {
        let scope = in_scope(&s.number) && !s.heading.starts_with("Conformance");
        for para in &s.paragraphs {
            for sentence in sentences(para) {
                // MUST sentences everywhere, SHOULD ones of §4–§9.
                let must = class(&sentence).is_some();
                if !(must || (scope && normative(&sentence))) {
                    continue;
                }
                let target = place(r, p, &known, &sign(&s.number), &sentence);
                let t = Todo {
                    target,
                    section: sign(&s.number),
                    sentence,
                    class: None,
                };
                push(&mut out, t);
            }
        }
    }
    // MUST sentences of other cells (value tables, error codes, the envelope).
    for m in musts.iter().filter(|m| !m.drafted) {
        if !out.iter().any(|t| t.sentence == m.sentence) {
            out.push(Todo {
                target: Target::Top,
                section: m.section.clone(),
                sentence: m.sentence.clone(),
                class: Some(m.class),
            });
        }
    }
    out
}

/// The frame (and field) a prose sentence of `section` concerns.
pub(super) fn place(r: &Reading, p: &Plan, known: &[String], section: &str, s: &str) -> Target {
    let here: Vec<&str> = p
        .frames
        .iter()
        .filter(|f| f.section == section)
        .map(|f| f.name.as_str())
        .collect();
    let named = frames_in(s, known);
    let frame = named
        .iter()
        .find(|n| here.contains(&n.as_str()))
        .cloned()
        .or_else(|| {
            (here.len() == 1)
                .then(|| here.first().map(|x| x.to_string()))
                .flatten()
        })
        .or_else(|| (named.len() == 1).then(|| named.first().cloned()).flatten());
    let Some(frame) = frame else {
        return Target::Top;
    };
    // A field named in backticks (`` `options` ``), or a compound name (`retry_after_s`) in a text export.
    let ticked: Vec<String> = crate::text::backticks(s)
        .into_iter()
        .map(|(_, x)| x)
        .collect();
    let ws: Vec<&str> = words(s).into_iter().map(|(_, w)| w).collect();
    let names = |n: &str| ticked.iter().any(|t| t == n) || (n.contains('_') && ws.contains(&n));
    if let Some(bi) = p.frame(&frame).and_then(|f| f.body) {
        if let Some(f) = r
            .bodies
            .get(bi)
            .and_then(|b| b.fields.iter().find(|f| names(&f.name) && f.name != "corr"))
        {
            return Target::Field(bi, f.name.clone());
        }
    }
    Target::Frame(frame)
}
