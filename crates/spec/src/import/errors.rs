//! The `checks:` table and the `errors:` block of a draft.

use super::plan::{Carries, Plan};
use super::yaml::{q, Out};
use crate::doc::Doc;
use crate::reading::{Owner, Reading};
use crate::text::{sentences, sign};

/// The frame carrying the error codes: the one named `*_ERROR`, else the one
/// whose field takes the code table (Stream's STREAM_RESET `error_code`).
pub(super) fn error_frame(r: &Reading) -> Option<String> {
    if let Some(f) = r.frames.iter().find(|f| f.name.ends_with("_ERROR")) {
        return Some(f.name.clone());
    }
    let codes = r.codes.as_ref()?;
    r.bodies.iter().find_map(|b| {
        let Owner::Frame(n) = &b.owner else {
            return None;
        };
        b.fields
            .iter()
            .any(|f| {
                f.text.codes_below
                    || f.text
                        .leading_ref()
                        .is_some_and(|s| sign(s) == codes.section)
            })
            .then(|| n.clone())
    })
}

/// A check group: basis as in the shipped schemas, where its clause is sought.
struct Group {
    name: &'static str,
    basis: &'static str,
    section: &'static str,
    needles: &'static [&'static str],
}

const GROUPS: &[Group] = &[
    Group {
        name: "deterministic",
        basis: "must",
        section: "§4.1",
        needles: &["MUST reject", "deterministic"],
    },
    Group {
        name: "cbor_subset",
        basis: "strict",
        section: "§4.1",
        needles: &["sender MUST produce the deterministic encoding"],
    },
    Group {
        name: "depth",
        basis: "limit",
        section: "§9",
        needles: &["MUST bound the resources"],
    },
    Group {
        name: "max_payload",
        basis: "limit",
        section: "§9",
        needles: &["MUST bound the resources"],
    },
    Group {
        name: "map",
        basis: "must",
        section: "§4.1",
        needles: &["payload MUST be a CBOR map"],
    },
    Group {
        name: "negative_key",
        basis: "must",
        section: "§4.3",
        needles: &["MUST reject", "negative"],
    },
    Group {
        name: "unknown_operation",
        basis: "must",
        section: "§8",
        needles: &[],
    },
    Group {
        name: "required",
        basis: "must",
        section: "§4.1",
        needles: &["MUST reject", "omits a REQUIRED key"],
    },
    Group {
        name: "major_type",
        basis: "must",
        section: "§4.1",
        needles: &["MUST reject", "wrong CBOR major type"],
    },
    Group {
        name: "item_type",
        basis: "strict",
        section: "§4.1",
        needles: &["MUST reject", "wrong CBOR major type"],
    },
    Group {
        name: "nested_keys",
        basis: "strict",
        section: "§4.3",
        needles: &["same rule applies to every nested"],
    },
    Group {
        name: "frame_kind",
        basis: "must",
        section: "§4.2",
        needles: &["MUST reject", "frame_kind", "contradicts"],
    },
    Group {
        name: "forbidden",
        basis: "strict",
        section: "§4.2",
        needles: &[],
    },
    Group {
        name: "range",
        basis: "strict",
        section: "§6",
        needles: &[],
    },
    Group {
        name: "length",
        basis: "strict",
        section: "§4.2",
        needles: &[],
    },
];

/// Every sentence of the text (prose and envelope cells) with its section.
fn all_sentences(doc: &Doc, r: &Reading) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = doc
        .paragraphs()
        .flat_map(|(n, p)| sentences(p).into_iter().map(move |s| (sign(n), s)))
        .collect();
    if let Some(e) = &r.envelope {
        for f in &e.fields {
            out.extend(
                sentences(&f.meaning)
                    .into_iter()
                    .map(|s| (e.section.clone(), s)),
            );
        }
    }
    out
}

/// Write `checks:`; returns the clauses used (they need no `# TODO`).
pub(super) fn checks(o: &mut Out, doc: &Doc, r: &Reading) -> Vec<String> {
    let all = all_sentences(doc, r);
    let mut used = Vec::new();
    o.line("# The basis of every generic refusal. Bases are those of the shipped schemas: a human");
    o.line("# confirms each against this spec (must = the receiver MUST reject; strict = a stated");
    o.line("# constraint without a receiver-side MUST; limit = our own resource bound).");
    o.line("checks:");
    for g in GROUPS {
        let found = clause(g, &all, r);
        let (section, clause) = match &found {
            Some((s, c)) => {
                used.push(c.clone());
                (s.clone(), c.clone())
            }
            None => (
                g.section.to_string(),
                format!("TODO: quote the clause of {} for `{}`", g.section, g.name),
            ),
        };
        if found.is_none() {
            o.line(&format!(
                "  # TODO {}: no clause found for `{}`",
                g.section, g.name
            ));
        }
        o.line(&format!(
            "  {}: {{ basis: {}, section: {}, clause: {} }}",
            g.name,
            g.basis,
            q(&section),
            q(&clause)
        ));
    }
    used
}

/// The clause a group rests on: a sentence with its needles (preferring its
/// section), or a table statement for the groups whose basis is a table.
fn clause(g: &Group, all: &[(String, String)], r: &Reading) -> Option<(String, String)> {
    match g.name {
        "unknown_operation" => {
            let c = r.codes.as_ref()?;
            let v = c
                .values
                .iter()
                .find(|v| crate::text::loose(&v.name) == "unknownoperation")?;
            let meaning = c
                .meanings
                .iter()
                .find(|(x, _)| *x == v.value)
                .map(|(_, m)| m.clone())?;
            Some((c.section.clone(), format!("{}: {meaning}", v.name)))
        }
        "forbidden" => {
            let e = r.envelope.as_ref()?;
            Some((e.section.clone(), e.absent_clause.clone()?))
        }
        "length" => {
            let e = r.envelope.as_ref()?;
            let f = e
                .fields
                .iter()
                .find(|f| f.value.as_ref().is_ok_and(|v| v.len.is_some()))?;
            Some((
                e.section.clone(),
                format!("`{}` ({}) {}", f.name, f.key, f.phrase),
            ))
        }
        "range" => None,
        _ => {
            let hit = |prefer: bool| {
                all.iter().find(|(s, x)| {
                    (!prefer || s == g.section || s.starts_with(&format!("{}.", g.section)))
                        && g.needles.iter().all(|n| x.contains(n))
                })
            };
            hit(true)
                .or_else(|| hit(false))
                .map(|(s, x)| (s.clone(), x.clone()))
        }
    }
}

/// Write `errors:` (or a TODO when the spec has no error-code table).
pub(super) fn errors(o: &mut Out, doc: &Doc, r: &Reading, p: &Plan) {
    let (Some(codes), Some(frame)) = (&r.codes, error_frame(r)) else {
        o.line("# TODO: no error-code table / error frame found: write `errors:` by hand.");
        return;
    };
    let body = p
        .frame(&frame)
        .and_then(|f| f.body)
        .and_then(|b| r.bodies.get(b).map(|x| (b, x)));
    let code_field = body.and_then(|(bi, b)| {
        b.fields
            .iter()
            .enumerate()
            .find(|(fi, _)| p.carried(bi, *fi) == Some(&Carries::Enum("error_code".into())))
            .map(|(_, f)| f.name.clone())
    });
    let message = body.and_then(|(_, b)| {
        b.fields
            .iter()
            .find(|f| f.name == "message")
            .map(|f| f.name.clone())
    });
    let find = |pred: &dyn Fn(&str, &str) -> bool| {
        codes.values.iter().find(|v| {
            let m = codes
                .meanings
                .iter()
                .find(|(x, _)| *x == v.value)
                .map(|(_, m)| m.as_str())
                .unwrap_or_default();
            pred(&crate::text::loose(&v.name), m)
        })
    };
    let malformed = find(&|n, m| {
        n.contains("malformed")
            || m.contains("not valid deterministic CBOR")
            || m.contains("malformed")
    });
    let kind = find(&|n, m| n == "kindmismatch" || m.contains("`frame_kind`"));
    let unknown = find(&|n, m| n == "unknownoperation" || m.contains("frame type is not"));
    o.line("errors:");
    o.line(&format!("  section: {}", q(&codes.section)));
    o.line(&format!("  frame: {frame}"));
    o.line("  code_enum: error_code");
    match &code_field {
        Some(c) => o.line(&format!("  code_field: {c}")),
        None => o.line("  code_field: code  # TODO: the error frame's code field"),
    }
    if let Some(m) = &message {
        o.line(&format!("  message_field: {m}"));
        o.line("  fallback_message: \"error\"");
    }
    if let Some(s) = doc
        .sections
        .iter()
        .find(|s| s.heading.to_ascii_lowercase().contains("internal detail"))
    {
        o.line(&format!("  leak_section: {}", q(&sign(&s.number))));
    }
    o.line("  classes:");
    let name = |v: Option<&crate::reading::SpecEnumValue>| v.map(|v| crate::text::snake(&v.name));
    match name(malformed) {
        Some(m) => o.line(&format!("    malformed: {m}")),
        None => o.line("    malformed: TODO  # TODO: the code every body fault is reported with"),
    }
    if let Some(k) = name(kind) {
        o.line(&format!("    kind_mismatch: {k}"));
    }
    match name(unknown) {
        Some(u) => o.line(&format!("    unknown_operation: {u}")),
        None => o.line("    unknown_operation: { core_frame: 0x0005 }  # TODO: no unknown-operation code: the core's ERROR"),
    }
    defaults(o, r, p, &frame, code_field.as_deref(), message.as_deref());
}

/// `reply_defaults:` for the error frame's other required fields (a built reply needs them).
fn defaults(
    o: &mut Out,
    r: &Reading,
    p: &Plan,
    frame: &str,
    code: Option<&str>,
    message: Option<&str>,
) {
    let Some(b) = p
        .frame(frame)
        .and_then(|f| f.body)
        .and_then(|b| r.bodies.get(b))
    else {
        return;
    };
    let corr = r.envelope.as_ref().and_then(|e| e.corr.clone());
    let others: Vec<&str> = b
        .fields
        .iter()
        .filter(|f| {
            f.req == crate::reading::Req::Yes
                && Some(f.name.as_str()) != code
                && Some(f.name.as_str()) != message
        })
        .filter(|f| f.name != "frame_kind" && Some(&f.name) != corr.as_ref())
        .map(|f| f.name.as_str())
        .collect();
    let mut others = others;
    if let Some(e) = &r.envelope {
        others.extend(
            e.fields
                .iter()
                .filter(|f| f.name != "frame_kind" && Some(&f.name) != corr.as_ref())
                .map(|f| f.name.as_str()),
        );
    }
    if others.is_empty() {
        return;
    }
    o.line("  # TODO: the values a built error reply carries in its other required fields.");
    let kv: Vec<String> = others.iter().map(|n| format!("{n}: 0")).collect();
    o.line(&format!("  reply_defaults: {{ {} }}", kv.join(", ")));
}
