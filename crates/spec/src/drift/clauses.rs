//! Readings that rest on one clause of the channel's own text: the clause
//! must occur in that text (wherever it sits: prose or a table cell), and a
//! text that states the null-is-absence sentence must have the reading.
//! A reading carried over from another channel's spec is a drift here.

use super::Drift;
use crate::doc::Doc;
use npamp_schema::{Model, RuleKind};

/// What the family's texts say when an explicit null is absence (§6 of the
/// channels that have it): the words compared, normalized.
const NULL_SENTENCE: &str =
    "a producer that does encode an explicit cbor null for an absent optional field is equivalent to omitting it";

/// Where DOC says that an explicit null is absence: the section and the
/// clause as the schema states it (for spec-import's draft).
pub(crate) fn null_clause(doc: &Doc) -> Option<(String, String)> {
    doc.paragraphs()
        .find(|(_, p)| norm(p).contains(NULL_SENTENCE))
        .map(|(number, _)| {
            (
                crate::text::sign(number),
                "a producer that does encode an explicit CBOR `null` for an absent OPTIONAL field is equivalent to omitting it".to_string(),
            )
        })
}

/// Whether a reserved-bits clause makes the receiver ignore them.
pub(crate) fn ignored_on_receipt(clause: &str) -> bool {
    let c = norm(clause);
    c.contains("ignored on receipt") || c.contains("ignore them on receipt")
}

/// Lowercase words without markup, single-spaced.
pub(crate) fn norm(s: &str) -> String {
    s.chars()
        .filter(|c| !matches!(c, '`' | '*' | '_'))
        .collect::<String>()
        .to_lowercase()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Every sentence of the text, prose and table cells, normalized.
pub(crate) fn corpus(doc: &Doc) -> String {
    let mut out = norm(&doc.text());
    for t in &doc.tables {
        for row in &t.rows {
            for cell in row {
                out.push(' ');
                out.push_str(&norm(cell));
            }
        }
    }
    out
}

fn drift(section: &str, path: String, spec: &str, schema: String) -> Drift {
    Drift {
        section: section.to_string(),
        path,
        spec: spec.to_string(),
        schema,
        aspect: "clause",
    }
}

/// The readings of M whose clause DOC does not state, and the null reading
/// DOC states but M lacks.
pub(super) fn clauses(doc: &Doc, m: &Model) -> Vec<Drift> {
    let text = corpus(doc);
    let has = |clause: &str| text.contains(&norm(clause));
    let mut out = Vec::new();
    match &m.channel.null_is_absent {
        Some(c) if !has(&c.clause) => out.push(drift(
            &c.section,
            "channel.null_is_absent".into(),
            "no such sentence",
            format!("rests on \"{}\"", c.clause),
        )),
        None if text.contains(NULL_SENTENCE) => out.push(drift(
            &m.channel.section,
            "channel.null_is_absent".into(),
            "makes an explicit null on an absent OPTIONAL field absence",
            "no null_is_absent (a null is wrong-type)".into(),
        )),
        _ => {}
    }
    let bodies = m
        .frames
        .iter()
        .map(|f| (&f.name, &f.body))
        .chain(m.records.iter().map(|r| (&r.name, &r.body)));
    for (owner, body) in bodies {
        for f in &body.fields {
            if let Some(c) = f.ignore_inner.as_ref().filter(|c| !has(&c.clause)) {
                out.push(drift(
                    &c.section,
                    format!("{owner}, field {}: ignore_inner", f.name),
                    "no such sentence",
                    format!("rests on \"{}\"", c.clause),
                ));
            }
        }
        // A text format is the channel's own statement, quoted verbatim.
        for r in &body.rules {
            let RuleKind::Format { field, format } = &r.kind else {
                continue;
            };
            let clause = r.clause.as_deref().unwrap_or_default();
            if !has(clause) || clause.trim().is_empty() {
                out.push(drift(
                    &r.section,
                    format!(
                        "{owner}, field {}: rule {} (format {})",
                        body.field(*field).name,
                        r.id,
                        format.as_str()
                    ),
                    "no such sentence",
                    format!("rests on \"{clause}\""),
                ));
            }
        }
    }
    for f in m.flags.iter().filter(|f| f.reserved_ignored) {
        if !has(&f.reserved.clause) {
            out.push(drift(
                &f.reserved.section,
                format!("flags {}, reserved (on_receipt: ignore)", f.name),
                "no such sentence",
                format!("rests on \"{}\"", f.reserved.clause),
            ));
        }
    }
    out
}

/// Every clause the model rests on (checks, rules, enums, flags, exchanges …),
/// read from its `Debug` form so that no kind of clause is missed, as words.
fn model_clauses(m: &Model) -> Vec<Vec<String>> {
    let text = format!("{m:?}");
    let mut out = Vec::new();
    let mut rest = text.as_str();
    while let Some(i) = rest.find("clause: ") {
        let after = rest.get(i + "clause: ".len()..).unwrap_or_default();
        // `clause: "…"`, `clause: Some("…")`, or a `Clause { … }` whose own `clause:` follows.
        let Some(after) = after
            .strip_prefix('"')
            .or_else(|| after.strip_prefix("Some(\""))
        else {
            rest = after;
            continue;
        };
        // Up to the closing quote (a `\"` inside is escaped).
        let mut end = after.len();
        let mut esc = false;
        for (j, c) in after.char_indices() {
            match c {
                '\\' if !esc => esc = true,
                '"' if !esc => {
                    end = j;
                    break;
                }
                _ => esc = false,
            }
        }
        // An elision (`…`, `...`) joins parts of the text: each part on its own.
        let c = after.get(..end).unwrap_or_default().replace("...", "…");
        out.extend(c.split('…').map(word_list).filter(|w| !w.is_empty()));
        rest = after.get(end..).unwrap_or_default();
    }
    out
}

/// Lower-case alphanumeric words.
fn word_list(s: &str) -> Vec<String> {
    s.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect()
}

/// Whether the clauses state the sentence: one clause (or one part of an
/// elided clause) holds it, or the parts of it that clauses quote (four words
/// or more each) cover 60 % of its words (the rest is often its rationale).
fn stated(sentence: &[String], clauses: &[Vec<String>]) -> bool {
    let whole = sentence.join(" ");
    let mut covered = vec![false; sentence.len()];
    for c in clauses.iter().filter(|c| !c.is_empty()) {
        if c.join(" ").contains(&whole) {
            return true;
        }
        if c.len() < 4 || c.len() > sentence.len() {
            continue;
        }
        for start in 0..=sentence.len() - c.len() {
            if sentence.get(start..start + c.len()) == Some(c.as_slice()) {
                for k in covered.iter_mut().skip(start).take(c.len()) {
                    *k = true;
                }
            }
        }
    }
    let n = covered.iter().filter(|x| **x).count();
    !sentence.is_empty() && n * 10 >= sentence.len() * 6
}

/// Every receiver-side MUST-reject sentence of the prose that no clause of
/// the model states (a new one is a payload rule the schema lacks, or a
/// stateful rule an exception records).
pub(super) fn must_rejects(doc: &Doc, m: &Model) -> Vec<Drift> {
    let clauses = model_clauses(m);
    let mut out = Vec::new();
    for (number, p) in doc.paragraphs() {
        for s in crate::text::sentences(p) {
            // A receiver's payload rejection (discarding, not accepting and
            // illegal transitions are state, which no schema clause states).
            if !(s.contains("MUST reject") || s.contains("MUST be rejected")) {
                continue;
            }
            let w = word_list(&s);
            if stated(&w, &clauses) {
                continue;
            }
            let head: Vec<&str> = w.iter().take(8).map(String::as_str).collect();
            out.push(drift(
                &crate::text::sign(number),
                format!("MUST-reject: {}", head.join(" ")),
                &s,
                "no clause states it".into(),
            ));
            if let Some(d) = out.last_mut() {
                d.aspect = "must-reject";
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_and_line_breaks_do_not_hide_a_clause() {
        assert_eq!(
            norm("a producer that does encode an\nexplicit CBOR `null` for an *absent*"),
            "a producer that does encode an explicit cbor null for an absent"
        );
    }
}
