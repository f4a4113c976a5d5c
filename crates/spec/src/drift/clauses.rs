//! Readings that rest on one clause of the channel's own text: the clause
//! must occur in that text (wherever it sits: prose or a table cell), and a
//! text that states the null-is-absence sentence must have the reading.
//! A reading carried over from another channel's spec is a drift here.

use super::Drift;
use crate::doc::Doc;
use npamp_schema::Model;

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
