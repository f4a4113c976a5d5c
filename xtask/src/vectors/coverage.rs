//! `vectors/COVERAGE.md`: which vectors exercise which MUST-reject clause, generated from the
//! vectors themselves so the table cannot drift from the corpus.
//!
//! The clause rows come from two places: the §4 container/envelope/forward-compatibility clauses
//! that both companion specs share word for word (modulo the channel and error-frame names,
//! taken from the model), and one row per schema item that carries a MUST — every rule, every
//! bounded field, every nested uint-keyed map, every enum with a "never fail on an unrecognized
//! value" meaning. Spec quotes for schema rules are looked up by rule id; a rule without a
//! quote is described from the model.

use super::{Corpus, Outcome, Vector};
use npamp_schema::{Cond, Model, Presence, RuleKind, Type};
use std::collections::BTreeMap;
use std::fmt::Write;

/// Spec wording for the schema rules, by rule id (documentation only).
const RULE_QUOTES: &[(&str, &str)] = &[
    ("choice-options-required", "REQUIRED when `prompt_kind` is `0x02` or `0x03`; a receiver MUST reply INTERACT_ERROR `malformed_request` for a `choice`/`multi_choice` prompt that omits or empties it."),
    ("value-only-when-answered", "The human's response, present if and only if `outcome` is `0x00` answered."),
    ("approval-id-iff-held", "An implementation MUST report a held approval as INTERACT_ERROR with code approval_held, carrying approval_id"),
    ("value-type-matches-prompt-kind", "A receiver MUST reject a `value` whose CBOR type does not match the request's `prompt_kind`"),
    ("step-state-non-terminal", "on a WORKFLOW_STEP_EVENT this MUST be a non-terminal state (`0x00` accepted or `0x01` running)."),
    ("complete-state-terminal", "The task's terminal lifecycle state (§5.4): `0x02` succeeded, `0x03` failed, or `0x04` canceled."),
    ("approval-id-iff-required", "An implementation MUST report a governance escalation of a submit as WORKFLOW_ERROR with code approval_required, carrying approval_id"),
];

type Select = Box<dyn Fn(&Vector) -> bool>;

struct Clause {
    section: String,
    quote: String,
    /// `MUST reject` rows list invalid vectors; `MUST accept` rows list accepted ones.
    must: &'static str,
    select: Option<Select>,
    /// Why a clause is not graded by `body.decode`.
    not_graded: Option<String>,
}

fn has(v: &Vector, flag: &str) -> bool {
    v.flags.contains(&flag)
}

fn rejected(v: &Vector) -> bool {
    v.result == Outcome::Invalid
}

fn cond_text(c: &Cond) -> String {
    format!("`{}` ∈ {{{}}}", c.field, c.names.join(", "))
}

fn clauses(m: &Model) -> Vec<Clause> {
    let err = m.errors.frame.clone();
    let chan = m.channel.name.clone();
    let mut out = Vec::new();
    fn push(
        out: &mut Vec<Clause>,
        section: &str,
        quote: String,
        must: &'static str,
        select: Select,
    ) {
        out.push(Clause {
            section: section.to_string(),
            quote,
            must,
            select: Some(select),
            not_graded: None,
        });
    }
    push(&mut out, "§4.1", format!("A receiver MUST reject, with {err} code malformed_request (§8), any {chan} frame whose payload is not a valid deterministic-CBOR map"), "reject",
        Box::new(|v| rejected(v) && ["NonCanonical", "NotAMap", "NonIntegerKey", "DepthLimit"].iter().any(|f| has(v, f))));
    push(
        &mut out,
        "§4.1",
        "... whose payload omits a REQUIRED key for its frame type".into(),
        "reject",
        Box::new(|v| rejected(v) && has(v, "MissingRequiredKey")),
    );
    push(
        &mut out,
        "§4.1",
        "... or whose payload carries a key of the wrong CBOR major type.".into(),
        "reject",
        Box::new(|v| rejected(v) && has(v, "WrongType")),
    );
    push(&mut out, &m.envelope.frame_kind_section, format!("A receiver MUST reject ({err}, code `malformed_request`) a payload whose `frame_kind` contradicts the frame-header Frame Type."), "reject",
        Box::new(|v| rejected(v) && has(v, "FrameKindMismatch")));
    let (lo, hi) = m.envelope.corr_len;
    push(&mut out, &m.envelope.corr_section, format!("`corr` (1) Byte string ({lo}–{hi} B) ... Present and non-empty on every `_REQ` and on every frame that replies to one (D7)"), "reject",
        Box::new(|v| rejected(v) && (has(v, "CorrAbsent") || has(v, "CorrLength") || (has(v, "WrongType") && v.comment.contains("corr")))));
    let absent: Vec<String> = m
        .frames
        .iter()
        .filter(|f| f.corr == Presence::Absent)
        .map(|f| f.name.clone())
        .collect();
    if !absent.is_empty() {
        push(
            &mut out,
            &m.envelope.corr_section,
            format!(
                "[`corr` is] Absent on the unsolicited {} (D7: a non-null key 1 is refused)",
                absent.join(" and ")
            ),
            "reject",
            Box::new(|v| rejected(v) && has(v, "CorrPresent")),
        );
    }
    push(&mut out, "§4.3", format!("A receiver MUST reject ({err}, code malformed_request) a payload that carries a negative integer key it does not recognize"), "reject",
        Box::new(|v| rejected(v) && has(v, "UnknownNegativeKey") && !has(v, "NestedMap")));
    push(&mut out, "§4.3", format!("A receiver MUST ignore an unrecognized integer key it encounters in a{} {chan} payload map whose key is not negative ... MUST NOT treat the mere presence of an unknown non-negative key as an error", if chan.starts_with(['A', 'E', 'I', 'O', 'U']) { "n" } else { "" }), "accept",
        Box::new(|v| v.result == Outcome::Acceptable && has(v, "UnknownKey") && !has(v, "NestedMap")));
    for fr in &m.frames {
        for f in &fr.fields {
            let name = f.name.clone();
            let frame = fr.code;
            if f.ty == Type::UintKeyedMap {
                let n1 = name.clone();
                push(&mut out, &f.section, format!("{}: `{name}` ({}) — a receiver MUST apply the forward-compatibility rule (§4.3) to this nested map: negative key", fr.name, f.key), "reject",
                    Box::new(move |v| v.frame_type == frame && rejected(v) && has(v, "UnknownNegativeKey") && has(v, "NestedMap") && v.field.as_deref() == Some(n1.as_str())));
                let n2 = name.clone();
                push(&mut out, &f.section, format!("{}: `{name}` ({}) — §4.3 in the nested map: unknown non-negative key ignored", fr.name, f.key), "accept",
                    Box::new(move |v| v.frame_type == frame && v.result == Outcome::Acceptable && has(v, "NestedMap") && v.field.as_deref() == Some(n2.as_str())));
            }
            if f.range.is_some() || f.len.is_some() {
                let bound = match (f.range, f.len) {
                    (Some((a, b)), _) => format!("{a}–{b}"),
                    (_, Some((a, Some(b)))) => format!("length {a}–{b}"),
                    (_, Some((a, None))) => format!("length ≥ {a}"),
                    _ => String::new(),
                };
                let n3 = name.clone();
                push(
                    &mut out,
                    &f.section,
                    format!(
                        "{}: `{name}` ({}) {} ({bound})",
                        fr.name,
                        f.key,
                        f.ty.describe()
                    ),
                    "reject",
                    Box::new(move |v| {
                        v.frame_type == frame
                            && rejected(v)
                            && has(v, "OutOfRange")
                            && v.field.as_deref() == Some(n3.as_str())
                    }),
                );
            }
            if let Some(e) = f.enum_name.as_deref().and_then(|n| m.enum_def(n)) {
                if e.unrecognized.treat_as.is_some() || e.unrecognized.ignore {
                    let n4 = name.clone();
                    push(
                        &mut out,
                        &e.section,
                        format!("{}: `{name}` — {}", fr.name, e.unrecognized.meaning),
                        "accept",
                        Box::new(move |v| {
                            v.frame_type == frame
                                && !rejected(v)
                                && has(v, "UnrecognizedEnum")
                                && v.field.as_deref() == Some(n4.as_str())
                        }),
                    );
                }
            }
        }
        for rule in &fr.rules {
            let quote = RULE_QUOTES
                .iter()
                .find(|(id, _)| *id == rule.id)
                .map(|(_, q)| (*q).to_string());
            let described = match &rule.kind {
                RuleKind::RequiredWhen {
                    field,
                    non_empty,
                    when,
                } => format!(
                    "`{field}` REQUIRED{} when {}",
                    if *non_empty { " and non-empty" } else { "" },
                    cond_text(when)
                ),
                RuleKind::PresentIff { field, when } => {
                    format!("`{field}` present iff {}", cond_text(when))
                }
                RuleKind::AbsentUnless { field, when } => {
                    format!("`{field}` absent unless {}", cond_text(when))
                }
                RuleKind::ValueIn { field, names, .. } => {
                    format!("`{field}` ∈ {{{}}}", names.join(", "))
                }
                RuleKind::CrossFrame {
                    request,
                    field,
                    selector,
                    ..
                } => format!("`{field}` shape fixed by `{selector}` of the {request}"),
            };
            let text = match quote {
                Some(q) => format!("{}: {q} — rule `{}`: {described}", fr.name, rule.id),
                None => format!("{}: rule `{}`: {described}", fr.name, rule.id),
            };
            if let RuleKind::CrossFrame { .. } = rule.kind {
                out.push(Clause {
                    section: rule.section.clone(),
                    quote: text,
                    must: "reject",
                    select: None,
                    not_graded: Some("cross-frame (README D13): needs the originating request, so plain body.decode cannot grade it; covered by the oracle's `check_cross` and the exchange harness".into()),
                });
                continue;
            }
            let req = rule.requirement(m);
            out.push(Clause {
                section: rule.section.clone(),
                quote: text,
                must: "reject",
                select: Some(Box::new(move |v| rejected(v) && v.requirement == req)),
                not_graded: None,
            });
        }
    }
    out.push(Clause {
        section: m.errors.section.clone(),
        quote: format!("A frame type outside the {chan} channel's operations is refused with `unknown_operation` (README D1; §3.2 reserves 0x0000–0x000A)"),
        must: "reject",
        select: Some(Box::new(|v| rejected(v) && has(v, "UnknownOperation"))),
        not_graded: None,
    });
    out
}

/// `1-3, 7, 9-12`.
fn ranges(ids: &[usize]) -> String {
    let mut out = String::new();
    let mut i = 0;
    while let Some(&start) = ids.get(i) {
        let mut end = start;
        while ids.get(i + 1) == Some(&(end + 1)) {
            end += 1;
            i += 1;
        }
        if !out.is_empty() {
            out.push_str(", ");
        }
        if end == start {
            let _ = write!(out, "{start}");
        } else {
            let _ = write!(out, "{start}-{end}");
        }
        i += 1;
    }
    out
}

fn cell(s: &str) -> String {
    s.replace('|', "\\|").replace('\n', " ")
}

pub fn render(corpora: &[Corpus]) -> Result<String, String> {
    let mut s = String::new();
    let _ = writeln!(s, "# Conformance vector coverage\n");
    let _ = writeln!(
        s,
        "Generated by `cargo xtask vectors` from the vectors themselves — do not edit."
    );
    let _ = writeln!(s, "`cargo test -p xtask` fails when this file, or the vectors, drift from a fresh generation.");
    let _ = writeln!(
        s,
        "Format, requirement ids and flags: [README.md](README.md).\n"
    );
    for c in corpora {
        let m = &c.model;
        let _ = writeln!(
            s,
            "## {} — {} (channel 0x{:04X}), `vectors/{}.json`\n",
            m.channel.name, m.channel.spec, m.channel.id, c.module
        );
        let count = |o: Outcome| c.vectors.iter().filter(|v| v.result == o).count();
        let _ = writeln!(
            s,
            "{} vectors: {} valid, {} acceptable, {} invalid.\n",
            c.vectors.len(),
            count(Outcome::Valid),
            count(Outcome::Acceptable),
            count(Outcome::Invalid)
        );
        let _ = writeln!(s, "### MUST clauses (§4, §6–§8) → tcIds\n");
        let _ = writeln!(s, "| § | clause (spec wording, abridged) | must | tcIds |");
        let _ = writeln!(s, "|---|---|---|---|");
        for cl in clauses(m) {
            let ids = match (&cl.select, &cl.not_graded) {
                (Some(sel), _) => {
                    let ids: Vec<usize> = c
                        .vectors
                        .iter()
                        .filter(|v| sel(v))
                        .map(|v| v.tc_id)
                        .collect();
                    if ids.is_empty() {
                        return Err(format!(
                            "{}: no vector covers clause {} \"{}\"",
                            c.module, cl.section, cl.quote
                        ));
                    }
                    ranges(&ids)
                }
                (None, Some(why)) => format!("not graded here: {why}"),
                (None, None) => String::new(),
            };
            let _ = writeln!(
                s,
                "| {} | {} | {} | {} |",
                cl.section,
                cell(&cl.quote),
                cl.must,
                ids
            );
        }
        let _ = writeln!(s, "\n### Requirements\n");
        let _ = writeln!(s, "| requirement | valid | acceptable | invalid | tcIds |");
        let _ = writeln!(s, "|---|---:|---:|---:|---|");
        let mut per: BTreeMap<&str, (usize, usize, usize, Vec<usize>)> = BTreeMap::new();
        for v in &c.vectors {
            let e = per.entry(v.requirement.as_str()).or_default();
            match v.result {
                Outcome::Valid => e.0 += 1,
                Outcome::Acceptable => e.1 += 1,
                Outcome::Invalid => e.2 += 1,
            }
            e.3.push(v.tc_id);
        }
        for (req, (a, b, i, ids)) in per {
            let _ = writeln!(s, "| `{req}` | {a} | {b} | {i} | {} |", ranges(&ids));
        }
        let _ = writeln!(s, "\n### Flags\n");
        let _ = writeln!(s, "| flag | vectors |");
        let _ = writeln!(s, "|---|---:|");
        for (flag, _) in super::FLAGS {
            let n = c.vectors.iter().filter(|v| has(v, flag)).count();
            if n > 0 {
                let _ = writeln!(s, "| {flag} | {n} |");
            }
        }
        let _ = writeln!(s);
    }
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::ranges;

    #[test]
    fn id_ranges() {
        assert_eq!(ranges(&[1, 2, 3, 5, 7, 8]), "1-3, 5, 7-8");
        assert_eq!(ranges(&[]), "");
        assert_eq!(ranges(&[4]), "4");
    }
}
