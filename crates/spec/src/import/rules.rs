//! Schema rules from the MUST sentences the companion specs repeat, each with
//! its section, the sentence as clause and a basis: `must` when the sentence
//! (or the one after it) makes the receiver reject ("MUST reject", "MUST
//! reply … error", "is malformed", "MUST discard"), else `strict`.
//!
//! | sentence | rule |
//! |---|---|
//! | "present if and only if C" / "X iff C" | `present_iff` (a `Cond` row: `required_when` on the basis of §4.1's REQUIRED-key rejection, and a strict `absent_unless`) |
//! | "present only when C", "absent unless C" | `absent_unless` |
//! | "REQUIRED when C", "MUST be present when C", "… has `a` but omits `b`" | `required_when` (`non_empty` when it says "non-empty" / "empties") |
//! | "carries neither `a` nor `b`", "at least one of `a`, `b` … MUST be present", "all absent" | `at_least_one` |
//! | "`a` and `b` are mutually exclusive", "MUST NOT carry both" | `absent_unless a when b absent` |
//! | "MUST be `0x03` destructive" (an enum field's Meaning cell) | `value_in` |
//! | "every `a` MUST be one of the `b`" (two array fields) | `relation a subset b` |
//! | "MUST be non-empty", "greater than or equal to `N`", "less than or equal to `N`", "between `a` and `b` inclusive" | the field's `len` / `range` (written by the field; read by [`crate::prose`]) |
//!
//! A condition C names a field of the same body (or the envelope): "`f` is
//! present / absent", "`flag` is true", "`kind` is `0x02` or `0x03`" (values of
//! its enum), "`unit` equals `1`". Anything else stays a `# TODO`.

use super::plan::{Carries, Plan};
use super::todo::{place, Target};
use crate::doc::Doc;
use crate::phrase::SpecType;
use crate::reading::{Owner, Reading, Req, SpecBody, SpecField};
use crate::text::{backticks, number, sentences, sign, snake, words};

/// One rule of the draft.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct PRule {
    /// Index into `Reading::bodies`.
    pub body: usize,
    pub kind: &'static str,
    pub id: String,
    pub section: String,
    pub must: bool,
    pub clause: String,
    /// The rule's own keys (`field: x`, `when: { … }`), YAML flow entries.
    pub keys: Vec<String>,
    /// What makes two rules the same (merged: `must` wins).
    key: String,
}

/// The rules, the sentences they (and field constraints) used, and the number
/// of MUST / REQUIRED sentences read.
#[derive(Debug, Clone, Default)]
pub(super) struct Rules {
    pub rules: Vec<PRule>,
    pub used: Vec<String>,
    /// The MUST sentences among `used`.
    pub ruled: Vec<String>,
    pub musts: usize,
}

/// "present if and only if", "only when", "REQUIRED when": a presence statement.
fn presence(s: &str) -> bool {
    let l = s.to_ascii_lowercase();
    [
        "if and only if",
        "only when",
        "present when",
        "required when",
        " iff ",
    ]
    .iter()
    .any(|x| l.contains(x))
}

/// A MUST / REQUIRED sentence (SHOULD alone is no requirement to check).
fn must_sentence(s: &str) -> bool {
    words(s)
        .iter()
        .any(|(_, w)| matches!(*w, "MUST" | "REQUIRED" | "SHALL"))
}

/// The sentence makes a receiver refuse.
fn rejects(s: &str) -> bool {
    let l = s.to_ascii_lowercase();
    l.contains("must reject")
        || (l.contains("must reply") && l.contains("error"))
        || l.contains("malformed")
        || l.contains("must discard")
        || l.contains("must be rejected")
}

/// Every rule the sentences of `doc` state.
pub(super) fn rules(doc: &Doc, r: &Reading, p: &Plan) -> Rules {
    let known: Vec<String> = r.frames.iter().map(|f| f.name.clone()).collect();
    let mut out = Rules::default();
    let mut seen: Vec<String> = Vec::new();
    // Meaning cells: the field is the subject.
    for (bi, b) in r.bodies.iter().enumerate() {
        if matches!(b.owner, Owner::Unknown(_)) {
            continue;
        }
        for f in &b.fields {
            let ss = sentences(&f.meaning);
            for (i, s) in ss.iter().enumerate() {
                // A presence statement of a Meaning cell is a rule even without MUST (strict).
                let must = must_sentence(s);
                if !(must || presence(s)) || seen.contains(s) {
                    continue;
                }
                seen.push(s.clone());
                out.musts += usize::from(must);
                if must && field_constraint(f, s) {
                    out.used.push(s.clone());
                    out.ruled.push(s.clone());
                    continue;
                }
                let next = ss.get(i + 1).map(String::as_str);
                if sentence(&mut out, r, p, bi, Some(f), &b.section, s, next) && must {
                    out.ruled.push(s.clone());
                }
            }
        }
    }
    // Prose of §4–§9: the frame (and field) the sentence concerns.
    for sec in &doc.sections {
        if !super::todo::in_scope(&sec.number) || sec.heading.starts_with("Conformance") {
            continue;
        }
        let section = sign(&sec.number);
        for para in &sec.paragraphs {
            let ss = sentences(para);
            for (i, s) in ss.iter().enumerate() {
                if !must_sentence(s) || seen.contains(s) {
                    continue;
                }
                seen.push(s.clone());
                out.musts += 1;
                let (bi, field) = match place(r, p, &known, &section, s) {
                    Target::Field(bi, name) => (bi, Some(name)),
                    Target::Frame(f) => match p.frame(&f).and_then(|x| x.body) {
                        Some(bi) => (bi, None),
                        None => continue,
                    },
                    Target::Top => continue,
                };
                let Some(b) = r.bodies.get(bi) else { continue };
                let f = field.and_then(|n| b.fields.iter().find(|x| x.name == n));
                let next = ss.get(i + 1).map(String::as_str);
                if sentence(&mut out, r, p, bi, f, &section, s, next) {
                    out.ruled.push(s.clone());
                }
            }
        }
    }
    ids(&mut out.rules, p);
    out
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
    let receiver = next.filter(|n| rejects(n) && !must_sentence_names_other(n, s));
    let must = rejects(s) || receiver.is_some();
    let clause = match receiver {
        Some(n) if !rejects(s) => format!("{s} {n}"),
        _ => s.to_string(),
    };
    let lower = s.to_ascii_lowercase();
    let fields = cx.fields_in(s);
    let mut found: Vec<(&'static str, Vec<String>, String, bool)> = Vec::new();
    // at_least_one: "neither `a` nor `b`", "at least one of …", "all absent".
    if (lower.contains("neither") && lower.contains(" nor "))
        || lower.contains("at least one of")
        || lower.contains("all absent")
    {
        if fields.len() >= 2 {
            let mut keys = vec![format!("fields: [{}]", fields.join(", "))];
            if lower.contains("non-empty") || lower.contains("or empty") {
                keys.push("non_empty: true".into());
            }
            found.push((
                "at_least_one",
                keys,
                format!("alo {}", fields.join(",")),
                must,
            ));
        }
    } else if lower.contains("mutually exclusive") || lower.contains("not carry both") {
        if let [a, c] = fields.as_slice() {
            found.push((
                "absent_unless",
                vec![
                    format!("field: {a}"),
                    format!("when: {{ field: {c}, present: false }}"),
                ],
                format!("excl {a},{c}"),
                must,
            ));
        }
    } else if let Some(at) = find_any(&lower, &["if and only if", " iff "]) {
        let subj = cx
            .subject_before(s, at)
            .or(subject.map(|f| f.name.as_str()));
        if let (Some(f), Some(when)) = (subj, cx.cond(s.get(at..).unwrap_or_default())) {
            let cond_row = cx.field(f).is_some_and(|x| x.req == Req::Cond);
            if cond_row {
                // Cond: REQUIRED when C (§4.1 rejects an omitted REQUIRED key), absent otherwise.
                found.push((
                    "required_when",
                    vec![format!("field: {f}"), format!("when: {when}")],
                    format!("rw {f} {when}"),
                    true,
                ));
                found.push((
                    "absent_unless",
                    vec![format!("field: {f}"), format!("when: {when}")],
                    format!("au {f} {when}"),
                    must,
                ));
            } else {
                found.push((
                    "present_iff",
                    vec![format!("field: {f}"), format!("when: {when}")],
                    format!("pi {f} {when}"),
                    must,
                ));
            }
        }
    } else if let Some(at) = find_any(&lower, &["present only when", "only when", "absent unless"])
    {
        let subj = cx
            .subject_before(s, at)
            .or(subject.map(|f| f.name.as_str()));
        if let (Some(f), Some(when)) = (subj, cx.cond(s.get(at..).unwrap_or_default())) {
            found.push((
                "absent_unless",
                vec![format!("field: {f}"), format!("when: {when}")],
                format!("au {f} {when}"),
                must,
            ));
        }
    } else if let Some(at) = find_any(
        &lower,
        &[
            "required when",
            "must be present when",
            "present when",
            "required if",
        ],
    ) {
        let subj = cx
            .subject_before(s, at)
            .or(subject.map(|f| f.name.as_str()));
        if let (Some(f), Some(when)) = (subj, cx.cond(s.get(at..).unwrap_or_default())) {
            let mut keys = vec![format!("field: {f}")];
            if lower.contains("non-empty") || lower.contains("empties") {
                keys.push("non_empty: true".into());
            }
            keys.push(format!("when: {when}"));
            found.push(("required_when", keys, format!("rw {f} {when}"), must));
        }
    } else if let (Some(h), Some(o)) = (lower.find(" has `"), lower.find(" but omits `")) {
        // "… has `corr` but omits `sub_id`": sub_id is required when corr is present.
        let (a, c) = (
            cx.first_field(s.get(h..o).unwrap_or_default()),
            cx.first_field(s.get(o..).unwrap_or_default()),
        );
        if let (Some(a), Some(c)) = (a, c) {
            let when = format!("{{ field: {a}, present: true }}");
            found.push((
                "required_when",
                vec![format!("field: {c}"), format!("when: {when}")],
                format!("rw {c} {when}"),
                must,
            ));
        }
    } else if let Some(f) = subject {
        if let Some((k, keys, key)) = value_in(&cx, f, s).or_else(|| membership(&cx, s)) {
            found.push((k, keys, key, must));
        }
    }
    if found.is_empty() {
        return false;
    }
    out.used.push(s.to_string());
    if let Some(n) = receiver {
        out.used.push(n.to_string());
    }
    for (kind, keys, key, must) in found {
        let clause = if must && !rejects(&clause) {
            // A Cond row's presence: §4.1 rejects a payload that omits a REQUIRED key.
            format!("{clause} (Req Cond: REQUIRED when the condition holds; §4.1 rejects a payload that omits a REQUIRED key)")
        } else {
            clause.clone()
        };
        let key = format!("{bi} {kind} {key}");
        match out.rules.iter_mut().find(|x| x.key == key) {
            Some(x) => {
                if must && !x.must {
                    x.must = true;
                    x.clause = clause.clone();
                }
            }
            None => out.rules.push(PRule {
                body: bi,
                kind,
                id: String::new(),
                section: section.to_string(),
                must,
                clause: clause.clone(),
                keys,
                key,
            }),
        }
    }
    true
}

/// The next sentence is about another requirement when it names fields the first does not.
fn must_sentence_names_other(next: &str, s: &str) -> bool {
    let a: Vec<String> = backticks(s).into_iter().map(|(_, x)| x).collect();
    let b: Vec<String> = backticks(next).into_iter().map(|(_, x)| x).collect();
    !b.is_empty() && !a.is_empty() && !b.iter().any(|x| a.contains(x))
}

fn find_any(hay: &str, needles: &[&str]) -> Option<usize> {
    needles.iter().filter_map(|n| hay.find(n)).min()
}

/// The body a sentence is read against.
struct Cx<'a> {
    r: &'a Reading,
    p: &'a Plan,
    bi: usize,
    b: &'a SpecBody,
}

impl Cx<'_> {
    /// A body field (not an envelope row) by name.
    fn field(&self, name: &str) -> Option<&SpecField> {
        if self.envelope(name) {
            return None;
        }
        self.b.fields.iter().find(|f| f.name == name)
    }

    fn envelope(&self, name: &str) -> bool {
        matches!(self.b.owner, Owner::Frame(_))
            && self
                .r
                .envelope
                .as_ref()
                .is_some_and(|e| e.fields.iter().any(|f| f.name == name))
    }

    /// Body fields named in backticks, in order, once each.
    fn fields_in(&self, s: &str) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for (_, t) in backticks(s) {
            if self.field(&t).is_some() && !out.contains(&t) {
                out.push(t);
            }
        }
        out
    }

    fn first_field(&self, s: &str) -> Option<String> {
        backticks(s)
            .into_iter()
            .map(|(_, t)| t)
            .find(|t| self.field(t).is_some() || self.envelope(t))
    }

    /// The body field named last before `at` ("`sub_id` … is present if and only if …").
    fn subject_before<'s>(&self, s: &'s str, at: usize) -> Option<&'s str> {
        let head = s.get(..at)?;
        let ticks = backticks(head);
        let (o, t) = ticks.last()?;
        let f = self.field(t)?;
        s.get(o + 1..o + 1 + f.name.len())
    }

    /// The enum a field carries (values by number and name).
    fn enum_of(&self, f: &SpecField) -> Option<&super::plan::PEnum> {
        let fi = self.b.fields.iter().position(|x| x.name == f.name)?;
        match self.p.carried(self.bi, fi)? {
            Carries::Enum(e) => self.p.enums.iter().find(|x| &x.name == e),
            Carries::Flags(_) => None,
        }
    }

    /// A condition on one field: `{ field: F, present: true }`, `{ field: F,
    /// equals: true }`, `{ field: F, in: [a, b] }`, `{ field: F, equals: 1 }`.
    fn cond(&self, text: &str) -> Option<String> {
        let text = text.split(';').next().unwrap_or_default();
        let ticks = backticks(text);
        let (at, name) = ticks
            .iter()
            .find(|(_, t)| self.field(t).is_some() || self.envelope(t))?;
        let rest = text.get(at + name.len() + 2..).unwrap_or_default();
        let lower = rest.trim_start().to_ascii_lowercase();
        if lower.starts_with("is present") || lower.starts_with("present") {
            return Some(format!("{{ field: {name}, present: true }}"));
        }
        if lower.starts_with("is absent") || lower.starts_with("absent") {
            return Some(format!("{{ field: {name}, present: false }}"));
        }
        let f = self.field(name)?;
        let ty = f.value.as_ref().ok().map(|v| &v.ty);
        if ty == Some(&SpecType::Bool) {
            let t = lower.starts_with("is true")
                || lower.starts_with("true")
                || lower.starts_with("is set")
                || rest.trim_start().starts_with("`true`");
            let fl = lower.starts_with("is false") || rest.trim_start().starts_with("`false`");
            return match (t, fl) {
                (true, false) => Some(format!("{{ field: {name}, equals: true }}")),
                (false, true) => Some(format!("{{ field: {name}, equals: false }}")),
                _ => None,
            };
        }
        let verb = ["is ", "equals ", "is one of ", "= "]
            .iter()
            .any(|v| lower.starts_with(v));
        if !verb {
            return None;
        }
        let vals: Vec<String> = backticks(rest).into_iter().map(|(_, t)| t).collect();
        if vals.is_empty() {
            return None;
        }
        match self.enum_of(f) {
            Some(e) => {
                let mut names = Vec::new();
                for v in &vals {
                    let hit = e
                        .values
                        .iter()
                        .find(|(n, x, _, _)| number(v) == Some(*x) || snake(v) == *n)?;
                    if !names.contains(&hit.0) {
                        names.push(hit.0.clone());
                    }
                }
                Some(format!("{{ field: {name}, in: [{}] }}", names.join(", ")))
            }
            None if ty == Some(&SpecType::Uint) => {
                let ns: Option<Vec<u64>> = vals.iter().map(|v| number(v)).collect();
                match ns?.as_slice() {
                    [one] => Some(format!("{{ field: {name}, equals: {one} }}")),
                    many => Some(format!(
                        "{{ field: {name}, in: [{}] }}",
                        many.iter()
                            .map(u64::to_string)
                            .collect::<Vec<_>>()
                            .join(", ")
                    )),
                }
            }
            None => None,
        }
    }
}

/// "MUST be `0x03` destructive" / "MUST be `0x00` read_only" in an enum field's cell.
fn value_in(cx: &Cx<'_>, f: &SpecField, s: &str) -> Option<(&'static str, Vec<String>, String)> {
    cx.field(&f.name)?;
    let at = s.find("MUST be `")?;
    let rest = s.get(at + "MUST be ".len()..)?;
    let e = cx.enum_of(f)?;
    let mut names: Vec<String> = Vec::new();
    for (_, t) in backticks(rest) {
        let Some(v) = number(&t) else { break };
        let (n, _, _, _) = e.values.iter().find(|(_, x, _, _)| *x == v)?;
        names.push(n.clone());
    }
    if names.is_empty() {
        return None;
    }
    let key = format!("vi {} {}", f.name, names.join(","));
    Some((
        "value_in",
        vec![
            format!("field: {}", f.name),
            format!("in: [{}]", names.join(", ")),
        ],
        key,
    ))
}

/// "every entry of `a` MUST be one of the `b`": two array fields of the body.
fn membership(cx: &Cx<'_>, s: &str) -> Option<(&'static str, Vec<String>, String)> {
    let lower = s.to_ascii_lowercase();
    if !(lower.contains("one of") || lower.contains("listed in") || lower.contains("subset of")) {
        return None;
    }
    let fields = cx.fields_in(s);
    let [a, b] = fields.as_slice() else {
        return None;
    };
    let array = |n: &str| {
        cx.field(n)
            .is_some_and(|f| matches!(f.value.as_ref().map(|v| &v.ty), Ok(SpecType::Array(_))))
    };
    (array(a) && array(b)).then(|| {
        (
            "relation",
            vec![
                format!("left: {a}"),
                "op: subset".into(),
                format!("right: {b}"),
            ],
            format!("sub {a},{b}"),
        )
    })
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
                    .or_else(|| k.strip_prefix("left: "))
            })
            .unwrap_or("body")
            .split([',', ']'])
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
            "value_in" => "value",
            _ => "subset",
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
