//! Schema rules from the sentences the companion specs repeat, each with its
//! section, the sentence as clause and a basis: `must` when the sentence (or
//! the one after it) makes the receiver reject ("MUST reject", "MUST reply …
//! error", "is malformed", "MUST discard"), else `strict` — with `sender:
//! must` when the sentence binds the sender with a MUST.
//!
//! | sentence | rule | shape |
//! |---|---|---|
//! | "present if and only if C" / "X iff C" | `present_iff` (a `Cond` row: `required_when` on the basis of §4.1's REQUIRED-key rejection, and a strict `absent_unless`) | [`presence`] |
//! | "present only when C", "absent unless C" | `absent_unless` | [`presence`] |
//! | "REQUIRED when C", "MUST be present when C", "… has `a` but omits `b`", "X frames with `a` V and a `b`" | `required_when` (`non_empty` when it says "non-empty" / "empties") | [`presence`] |
//! | "a zero-length `x` is permitted only when C" | `required_when x non_empty` when C does not hold | [`presence`] |
//! | "carries neither `a` nor `b`", "at least one of `a`, `b` … MUST be present", "all absent" | `at_least_one` | [`presence`] |
//! | "`a` and `b` are mutually exclusive", "MUST NOT carry both" | `absent_unless a when b absent` | [`presence`] |
//! | "Present only when `inline` is true" in a record whose array sits beside `inline`; "True if each descriptor carries its `body`" | the presence rule with `each: <array>` | [`presence`] |
//! | "MUST be `0x03` destructive", "`0x01` x, or `0x02` y" (a subset of a value table), "MUST be a non-terminal state", "whose `state` is terminal … MUST discard" | `value_in` (`terminal`, `negate`) | [`values`] |
//! | "MUST be `true`" | `const` | [`values`] |
//! | "every `a` MUST be one of the `b`" (two arrays) | `relation a subset b` | [`values`] |
//! | "for `kind` `0` the length MUST equal `w × h`" | `relation { len: x } == { mul: [w, h] }` | [`values`] |
//! | "less than or equal to the requested `credit`", "a subset of the requested `classes`", "the count of advertised items" | `cross_relation` with the request | [`cross`] |
//! | "present only when the query set `f` true" | `cross_absent_unless` | [`cross`] |
//! | "its CBOR type is fixed by the request's `k`: a text string for `text`; …" | `cross_frame` | [`cross`] |
//! | "MUST be non-empty", "greater than or equal to `N`", "between `a` and `b` inclusive" | the field's `len` / `range` (written by the field; read by [`crate::prose`]) | |
//!
//! A condition C names a field of the same body (or the envelope): "`f` is
//! present / absent", "`flag` is true", "`kind` is `0x02` or `0x03`" (values of
//! its enum), "`unit` equals `1`", "`flags` bit 0 (`fin`) is set".

mod cross;
mod cx;
mod presence;
mod values;

use super::plan::Plan;
use super::todo::{place, Target};
use crate::doc::Doc;
use crate::reading::{Owner, Reading, SpecField};
use crate::text::{backticks, number, sentences, sign, snake};
use cx::Cx;

/// One rule of the draft.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(in crate::import) struct PRule {
    /// Index into `Reading::bodies`.
    pub body: usize,
    pub kind: &'static str,
    pub id: String,
    pub section: String,
    pub must: bool,
    /// A `strict` rule whose sentence binds the sender with a MUST.
    pub sender: bool,
    pub clause: String,
    /// The rule's own keys (`field: x`, `when: { … }`), YAML flow entries.
    pub keys: Vec<String>,
    /// What makes two rules the same (merged: `must` wins).
    key: String,
}

/// The rules, the sentences they (and field constraints) used, and the number
/// of MUST / REQUIRED sentences read.
#[derive(Debug, Clone, Default)]
pub(in crate::import) struct Rules {
    pub rules: Vec<PRule>,
    pub used: Vec<String>,
    /// The MUST sentences among `used`.
    pub ruled: Vec<String>,
    pub musts: usize,
}

/// A sentence being read.
pub(super) struct S<'a> {
    pub text: &'a str,
    pub lower: String,
    /// The field whose Meaning cell holds it, or the field the prose names.
    pub subject: Option<&'a SpecField>,
    /// It (or the next sentence) makes the receiver reject.
    pub must: bool,
}

/// A rule a shape found in a sentence.
pub(super) struct Found {
    pub kind: &'static str,
    pub keys: Vec<String>,
    /// Identity for merging (`rw data …`).
    pub key: String,
    pub must: bool,
    /// The body it belongs to when not the sentence's (a record's presence
    /// rule written on the body holding the array, `each`).
    pub body: Option<usize>,
}

impl Found {
    pub fn new(kind: &'static str, keys: Vec<String>, must: bool) -> Found {
        let key = format!("{kind} {}", keys.join(" "));
        Found {
            kind,
            keys,
            key,
            must,
            body: None,
        }
    }
}

/// A shape: the rules one form of sentence states.
type Shape = fn(&Cx<'_>, &S<'_>) -> Vec<Found>;

/// A MUST / REQUIRED sentence (SHOULD alone is no requirement to check).
pub(in crate::import) fn must_sentence(s: &str) -> bool {
    crate::prose::modals(s).iter().any(|m| m.binding())
}

/// The sentence makes a receiver refuse.
pub(in crate::import) fn rejects(s: &str) -> bool {
    let l = s.to_ascii_lowercase();
    l.contains("must reject")
        || (l.contains("must reply") && l.contains("error"))
        || l.contains("malformed")
        || l.contains("must discard")
        || l.contains("must be rejected")
}

/// Every rule the sentences of `doc` state.
pub(super) fn rules(doc: &Doc, r: &Reading, p: &Plan) -> Rules {
    let mut out = Rules::default();
    cells(&mut out, r, p);
    prose(&mut out, doc, r, p);
    ids(&mut out.rules, p);
    out
}

/// Meaning cells: the field is the subject; a presence statement is a rule
/// even without MUST (strict), and so is a stated value set.
fn cells(out: &mut Rules, r: &Reading, p: &Plan) {
    for (bi, b) in r.bodies.iter().enumerate() {
        if matches!(b.owner, Owner::Unknown(_)) {
            continue;
        }
        let mut seen: Vec<String> = Vec::new();
        for f in &b.fields {
            let ss = sentences(&f.meaning);
            for (i, s) in ss.iter().enumerate() {
                if seen.contains(s) {
                    continue;
                }
                seen.push(s.clone());
                let must = must_sentence(s);
                out.musts += usize::from(must);
                let bounded = must && field_constraint(f, s);
                if bounded {
                    out.used.push(s.clone());
                }
                // The next sentence of the cell, when it is about this field.
                let next = ss
                    .get(i + 1)
                    .map(String::as_str)
                    .filter(|n| refers_back(n) || about(n, &f.name));
                let ruled = sentence(out, r, p, bi, Some(f), &b.section, s, next);
                if must && (ruled || bounded) {
                    out.ruled.push(s.clone());
                }
            }
        }
    }
}

/// Prose: the frame (and field) the sentence concerns (every section but the
/// conformance one, which restates the others).
fn prose(out: &mut Rules, doc: &Doc, r: &Reading, p: &Plan) {
    let known: Vec<String> = r.frames.iter().map(|f| f.name.clone()).collect();
    let mut seen: Vec<String> = Vec::new();
    for sec in &doc.sections {
        if !super::todo::in_scope(&sec.number) || sec.heading.starts_with("Conformance") {
            continue;
        }
        let section = sign(&sec.number);
        for para in &sec.paragraphs {
            let ss = sentences(para);
            for (i, s) in ss.iter().enumerate() {
                // A sentence stating a frame's fields ("… X frames with `a` false and a `b`") is read without MUST too.
                let must = must_sentence(s);
                if !(must || s.contains(" frames with `")) || seen.contains(s) {
                    continue;
                }
                seen.push(s.clone());
                out.musts += usize::from(must);
                let next = ss.get(i + 1).map(String::as_str).filter(|n| refers_back(n));
                if prose_sentence(out, r, p, &known, &section, s, next) && must {
                    out.ruled.push(s.clone());
                }
            }
        }
    }
}

/// One prose sentence, read against every body it may concern: the one of the
/// field or frame it is placed at, and the bodies of the other frames it names.
fn prose_sentence(
    out: &mut Rules,
    r: &Reading,
    p: &Plan,
    known: &[String],
    section: &str,
    s: &str,
    next: Option<&str>,
) -> bool {
    let (bi, field) = match place(r, p, known, section, s) {
        Target::Field(bi, name) => (Some(bi), Some(name)),
        Target::Frame(f) => (p.frame(&f).and_then(|x| x.body), None),
        Target::Top => (None, None),
    };
    let mut any = false;
    if let Some(bi) = bi {
        let b = r.bodies.get(bi);
        let f = field.and_then(|n| b.and_then(|b| b.fields.iter().find(|x| x.name == n)));
        any = sentence(out, r, p, bi, f, section, s, next);
    }
    // "a WORKFLOW_STEP_EVENT whose `state` is terminal": the other frames it names.
    for name in crate::text::frames_in(s, known) {
        let Some(other) = p.frame(&name).and_then(|x| x.body) else {
            continue;
        };
        if Some(other) != bi {
            any |= sentence(out, r, p, other, None, section, s, next);
        }
    }
    any
}

/// "MUST be non-empty" / "greater than or equal to `N`": the field writes it.
fn field_constraint(f: &SpecField, s: &str) -> bool {
    let bounded = f.non_empty && (s.contains("non-empty") || crate::prose::non_empty(s));
    let b = crate::prose::bounds(s);
    let at_least = (f.at_least.is_some() || f.at_most.is_some())
        && b.min.or(b.max).is_some()
        && (b.min.is_none() || b.min == f.at_least)
        && (b.max.is_none() || b.max == f.at_most);
    let ticks = backticks(s);
    // A sentence about this field alone (no other field or frame named).
    let alone = ticks
        .iter()
        .all(|(_, t)| *t == f.name || number(t).is_some());
    (bounded || at_least) && alone
}

/// The presence shapes: the first that reads the sentence wins.
const PRESENCE: [Shape; 8] = [
    presence::empty_only_when,
    presence::at_least_one,
    presence::exclusive,
    presence::iff,
    presence::only_when,
    presence::required_when,
    presence::has_but_omits,
    presence::frames_with,
];

/// The value shapes: each adds what it reads.
const VALUES: [Shape; 9] = [
    presence::each_carries,
    values::value_in,
    values::const_value,
    values::stated_values,
    values::terminal,
    values::membership,
    values::length,
    cross::requested,
    cross::varies,
];

/// The rules one sentence states (`next`: the sentence after it, for the
/// basis); whether it stated any.
#[allow(clippy::too_many_arguments)]
fn sentence(
    out: &mut Rules,
    r: &Reading,
    p: &Plan,
    bi: usize,
    subject: Option<&SpecField>,
    section: &str,
    s: &str,
    next: Option<&str>,
) -> bool {
    let Some(b) = r.bodies.get(bi) else {
        return false;
    };
    let cx = Cx { r, p, bi, b };
    let receiver = next.filter(|n| rejects(n));
    let st = S {
        text: s,
        lower: s.to_ascii_lowercase(),
        subject,
        must: rejects(s) || receiver.is_some(),
    };
    let mut found: Vec<Found> = PRESENCE
        .iter()
        .map(|shape| shape(&cx, &st))
        .find(|v| !v.is_empty())
        .unwrap_or_default();
    for shape in VALUES {
        found.extend(shape(&cx, &st));
    }
    if found.is_empty() {
        return false;
    }
    let clause = match receiver {
        Some(n) if !rejects(s) => format!("{s} {n}"),
        _ => s.to_string(),
    };
    out.used.push(s.to_string());
    if let Some(n) = receiver {
        out.used.push(n.to_string());
    }
    let sender = must_sentence(s) && crate::prose::actor(s) != "receivers";
    for f in found {
        push(out, bi, section, &clause, sender, f);
    }
    true
}

/// Add a rule, or raise the basis of the same rule found before.
fn push(out: &mut Rules, bi: usize, section: &str, clause: &str, sender: bool, f: Found) {
    let clause = if f.must && !rejects(clause) {
        // A Cond row's presence: §4.1 rejects a payload that omits a REQUIRED key.
        format!("{clause} (Req Cond: REQUIRED when the condition holds; §4.1 rejects a payload that omits a REQUIRED key)")
    } else {
        clause.to_string()
    };
    let bi = f.body.unwrap_or(bi);
    let key = format!("{bi} {}", f.key);
    match out.rules.iter_mut().find(|x| x.key == key) {
        Some(x) => {
            if f.must && !x.must {
                x.must = true;
                x.sender = false;
                x.clause = clause;
            }
            x.sender |= sender && !x.must;
        }
        None => out.rules.push(PRule {
            body: bi,
            kind: f.kind,
            id: String::new(),
            section: section.to_string(),
            must: f.must,
            sender: sender && !f.must,
            clause,
            keys: f.keys,
            key,
        }),
    }
}

/// A sentence that refers back to the one before ("A payload that does not
/// satisfy this …", "such a frame").
fn refers_back(next: &str) -> bool {
    let l = next.to_ascii_lowercase();
    [" this ", " this.", "such ", " otherwise", "violat"]
        .iter()
        .any(|k| l.contains(k))
}

/// The first field a sentence names is `field`.
fn about(s: &str, field: &str) -> bool {
    backticks(s).first().is_some_and(|(_, t)| t == field)
}

pub(super) fn find_any(hay: &str, needles: &[&str]) -> Option<usize> {
    needles.iter().filter_map(|n| hay.find(n)).min()
}

/// Unique kebab-case ids: `<frame word>-<field>-<kind>`.
fn ids(rules: &mut [PRule], p: &Plan) {
    let mut taken: Vec<String> = Vec::new();
    for x in rules.iter_mut() {
        let field = x
            .keys
            .iter()
            .find_map(|k| {
                k.strip_prefix("field: ")
                    .or_else(|| k.strip_prefix("fields: ["))
                    .or_else(|| k.strip_prefix("left: { len: "))
                    .or_else(|| k.strip_prefix("left: "))
            })
            .unwrap_or("body")
            .split([',', ']', ' ', '}'])
            .next()
            .unwrap_or("body")
            .trim()
            .to_string();
        let word = p
            .frames
            .iter()
            .find(|f| f.body == Some(x.body))
            .map(|f| f.rust.clone())
            .unwrap_or_default();
        let kind = match x.kind {
            "present_iff" => "iff",
            "absent_unless" => "only-when",
            "required_when" => "required-when",
            "at_least_one" => "at-least-one",
            "value_in" | "const" => "value",
            "cross_relation" => "against-request",
            "cross_absent_unless" => "only-when-requested",
            "cross_frame" => "by-request",
            _ => "relation",
        };
        let base = format!("{}-{}-{kind}", snake(&word), field).replace('_', "-");
        let base = base.trim_matches('-').to_string();
        let mut id = base.clone();
        let mut n = 2;
        while taken.contains(&id) {
            id = format!("{base}-{n}");
            n += 1;
        }
        taken.push(id.clone());
        x.id = id;
    }
}
