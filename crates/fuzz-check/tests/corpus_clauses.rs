//! The corpus against each channel's own text (run in CI by `cargo test`):
//!
//! * no `valid` vector, and no `acceptable` vector with an `expected` output,
//!   carries an explicit null at a declared key on a channel whose text does
//!   not make null absence (there it is wrong-type, a must);
//! * every `invalid` vector is refused (minimum profile, the oracle) on a
//!   clause that the schema states, that is a receiver-side MUST, and that
//!   occurs in that channel's own text (`../shared/spec/npamp/<doc>_*.md`).
//!
//! The few invalid vectors whose basis is not in the channel's own text are
//! listed in [`EXCEPTIONS`] with the reason: a new one fails the test.
#![forbid(unsafe_code)]

use ciborium::Value;
use npamp_oracle::Oracle;
use npamp_schema::{Body, Group, Model, Profile, Type};
use npamp_testkit::corpus::{Corpus, Verdict};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// (channel module, refused rule): refusals whose clause the channel's text
/// does not hold, with why the vector is still invalid.
const EXCEPTIONS: &[(&str, &str, &str)] = &[
    (
        "*",
        "unknown-frame-type",
        "D1: a frame type outside the channel's table has no body to decode; the core draft: \
         \"A frame whose type is in this range and is not defined by this specification MUST be \
         treated as an unknown frame type\" (the companion texts of Stream, Sensory, Spatial and \
         Telemetry define their frame types without restating it)",
    ),
    (
        "telemetry",
        "required-when",
        "rule report-sub-id-iff-corr (§5: `sub_id` \"Present if and only if `corr` is present\"): \
         the official reference vector tcId 21 grades a REPORT with `corr` but no `sub_id` \
         invalid, and our corpus follows the reference corpus where it rejects (README, \
         interpretations); the text states the condition without a receiver-side MUST",
    ),
];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Lowercase words without markup, single-spaced.
fn norm(s: &str) -> String {
    s.chars()
        .filter(|c| !matches!(c, '`' | '*' | '_' | '"'))
        .collect::<String>()
        .to_lowercase()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// The channel's own text, normalized (None: `../shared` is not here).
fn text_of(m: &Model) -> Option<String> {
    let dir = root().join("../shared/spec/npamp");
    let prefix = format!("{}_", m.channel.doc_id);
    let file = std::fs::read_dir(&dir).ok()?.flatten().find(|e| {
        let n = e.file_name();
        let n = n.to_string_lossy();
        n.starts_with(&prefix) && n.ends_with(".md")
    })?;
    std::fs::read_to_string(file.path()).ok().map(|t| norm(&t))
}

/// The quoted part of a schema clause: its fragments between ellipses, each
/// cut before a parenthesised comment of ours, the longest first.
fn fragments(clause: &str) -> Vec<String> {
    let mut v: Vec<String> = clause
        .replace("...", "…")
        .split('…')
        .map(|f| {
            let f = f.split(" (").next().unwrap_or(f);
            norm(f.trim_matches(|c: char| c == '.' || c == ';' || c.is_whitespace()))
        })
        .filter(|f| f.len() >= 20)
        .collect();
    v.sort_by_key(|f| std::cmp::Reverse(f.len()));
    v
}

/// A receiver-side MUST: reject, discard, answer with an error, or "is
/// malformed" (which §4.1 / the error table makes a rejection).
fn receiver_must(clause: &str) -> bool {
    let c = norm(clause);
    [
        "must reject",
        "must be rejected",
        "must discard",
        "must be discarded",
        "must be answered",
        "must answer",
        "must reply",
        "must refuse",
        "is malformed",
        "must treat",
        // §4.1's own list: "not a valid deterministic-CBOR map" (must by definition)
        "must be a cbor map",
    ]
    .iter()
    .any(|p| c.contains(p))
}

/// The clause a refusal rests on, from the schema.
fn clause_of(m: &Model, r: &npamp_oracle::Refusal) -> Option<String> {
    if let Some(id) = &r.rule_id {
        let bodies = m
            .frames
            .iter()
            .map(|f| &f.body)
            .chain(m.records.iter().map(|x| &x.body));
        for b in bodies {
            if let Some(rule) = b.rules.iter().find(|x| &x.id == id) {
                return rule.clause.clone();
            }
        }
    }
    let g = r.rule.group();
    if let Some(c) = m.checks.iter().find(|c| c.group == g) {
        return Some(c.clause.clone());
    }
    // The groups whose basis sits on a definition: a strict enum's `reject`,
    // reserved flag bits, the float policy.
    match g {
        Group::Enum => m
            .enums
            .iter()
            .filter_map(|e| e.unrecognized.reject.as_ref())
            .find(|v| v.section == r.section)
            .map(|v| v.clause.clone()),
        Group::Flags => m
            .flags
            .iter()
            .find(|f| f.reserved.section == r.section)
            .map(|f| f.reserved.clause.clone()),
        _ => Some(m.floats.clause.clone()),
    }
}

/// Paths of declared keys holding an explicit null (top level and records).
fn nulls(m: &Model, body: &Body, v: &Value, at: &str, out: &mut Vec<String>) {
    let Value::Map(entries) = v else { return };
    for (k, val) in entries {
        let Some(key) = npamp_testkit::model::key_of(k) else {
            continue;
        };
        let Some(f) = body.fields.iter().find(|f| f.key == key) else {
            continue;
        };
        if f.presence == npamp_schema::Presence::Absent {
            // A key the envelope declares absent on this frame is `forbidden`
            // whatever it holds (docs/INTERPRETATIONS.md, A4): not a typed value.
            continue;
        }
        let here = format!("{at}.{}", f.name);
        match (&f.value.ty, val) {
            (_, Value::Null) => out.push(here),
            (Type::Record(r), _) => {
                if let Some(rec) = m.records.get(r.0) {
                    nulls(m, &rec.body, val, &here, out);
                }
            }
            (Type::Array(item), Value::Array(items)) => {
                if let Type::Record(r) = &item.ty {
                    if let Some(rec) = m.records.get(r.0) {
                        for (i, it) in items.iter().enumerate() {
                            nulls(m, &rec.body, it, &format!("{here}[{i}]"), out);
                        }
                    }
                }
            }
            _ => {}
        }
    }
}

#[test]
fn every_vector_rests_on_its_own_channels_text() {
    let mut problems = Vec::new();
    let mut excepted: BTreeSet<String> = BTreeSet::new();
    let mut checked = 0usize;
    for m in npamp_schema::shipped() {
        let module = &m.channel.module;
        let Some(text) = text_of(m) else {
            eprintln!("{module}: no spec text beside the repository; skipped");
            continue;
        };
        let oracle = Oracle::shipped(module).expect("an oracle");
        let path = root().join("vectors").join(format!("{module}.json"));
        let corpus = Corpus::read(&path).expect("a committed corpus");
        for g in &corpus.test_groups {
            for t in &g.tests {
                let Ok(input) = t.body_input() else { continue };
                let (ft, bytes) = (input.frame_type, input.body);
                let id = format!("{module} tcId {}", t.tc_id);
                let result = t.result.as_str();
                let graded_ok = t.result == Verdict::Valid
                    || (t.result == Verdict::Acceptable && t.expected.is_some());
                if graded_ok && m.channel.null_is_absent.is_none() {
                    let frame = m.frames.iter().find(|f| f.code == ft);
                    let v: Option<Value> = ciborium::from_reader(bytes.as_slice()).ok();
                    if let (Some(fr), Some(v)) = (frame, v) {
                        let mut out = Vec::new();
                        nulls(m, &fr.body, &v, &fr.name, &mut out);
                        if !out.is_empty() {
                            problems.push(format!(
                                "{id} ({result}): explicit null at {out:?}, but the text does not make null absence"
                            ));
                        }
                    }
                }
                if t.result != Verdict::Invalid {
                    continue;
                }
                checked += 1;
                let verdict = oracle.check(ft, &bytes, Profile::Minimum);
                let Some(r) = verdict.refusal() else {
                    problems.push(format!(
                        "{id}: invalid, but the oracle accepts it (minimum)"
                    ));
                    continue;
                };
                let rule = r.rule.as_str();
                if let Some((_, _, _)) = EXCEPTIONS
                    .iter()
                    .find(|(ch, ru, _)| (*ch == "*" || ch == module) && *ru == rule)
                {
                    excepted.insert(format!("{module} {rule}"));
                    continue;
                }
                let clause = clause_of(m, r).unwrap_or_default();
                if !receiver_must(&clause) {
                    problems.push(format!(
                        "{id}: refused {rule} ({}) on a clause without a receiver-side MUST: {clause}",
                        r.section
                    ));
                    continue;
                }
                let frags = fragments(&clause);
                if !frags.iter().any(|f| text.contains(f.as_str())) {
                    problems.push(format!(
                        "{id}: refused {rule} ({}) on a clause not found in the channel's own text: {clause}",
                        r.section
                    ));
                }
            }
        }
    }
    let distinct: BTreeSet<String> = problems
        .iter()
        .map(|p| {
            let (who, what) = p.split_once(": ").unwrap_or(("", p));
            format!("{}: {what}", who.split(" tcId").next().unwrap_or(who))
        })
        .collect();
    let distinct: Vec<String> = distinct.into_iter().collect();
    assert!(
        problems.is_empty(),
        "{} problem(s), {} distinct:\n{}",
        problems.len(),
        distinct.len(),
        distinct.join("\n")
    );
    eprintln!("{checked} invalid vectors checked; excepted: {excepted:?}");
}
