//! Presence shapes: which fields a body carries, and when.

use super::cx::{Cx, PCond};
use super::{find_any, Found, S};
use crate::phrase::SpecType;
use crate::reading::Req;
use crate::text::{backticks, loose};

/// The subject of a presence statement: the field named last before `at`, else the cell's field.
fn subject(cx: &Cx<'_>, s: &S<'_>, at: usize) -> Option<String> {
    cx.subject_before(s.text, at)
        .map(str::to_string)
        .or(s.subject.map(|f| f.name.clone()))
}

fn rule(kind: &'static str, field: &str, when: &PCond, must: bool) -> Found {
    Found::new(
        kind,
        vec![format!("field: {field}"), format!("when: {}", when.yaml())],
        must,
    )
}

/// "A zero-length `data` is permitted ONLY when `flags` bit 0 (`fin`) is set":
/// `data` is non-empty whenever the condition does not hold.
pub(super) fn empty_only_when(cx: &Cx<'_>, s: &S<'_>) -> Vec<Found> {
    let Some(at) = find_any(&s.lower, &["zero-length `", "empty `"]) else {
        return Vec::new();
    };
    let Some(only) = s.lower.find("only when") else {
        return Vec::new();
    };
    let Some(f) = cx.first_field(s.text.get(at..only).unwrap_or_default()) else {
        return Vec::new();
    };
    let Some(c) = cx.cond(s.text.get(only..).unwrap_or_default()) else {
        return Vec::new();
    };
    c.negated(cx)
        .iter()
        .map(|n| {
            Found::new(
                "required_when",
                vec![
                    format!("field: {f}"),
                    "non_empty: true".into(),
                    format!("when: {}", n.yaml()),
                ],
                s.must,
            )
        })
        .collect()
}

/// "neither `a` nor `b`", "at least one of …", "all absent".
pub(super) fn at_least_one(cx: &Cx<'_>, s: &S<'_>) -> Vec<Found> {
    let l = &s.lower;
    let hit = (l.contains("neither") && l.contains(" nor "))
        || l.contains("at least one of")
        || l.contains("all absent");
    let fields = cx.fields_in(s.text);
    if !hit || fields.len() < 2 {
        return Vec::new();
    }
    let mut keys = vec![format!("fields: [{}]", fields.join(", "))];
    if l.contains("non-empty") || l.contains("or empty") {
        keys.push("non_empty: true".into());
    }
    vec![Found::new("at_least_one", keys, s.must)]
}

/// "`a` and `b` are mutually exclusive", "MUST NOT carry both".
pub(super) fn exclusive(cx: &Cx<'_>, s: &S<'_>) -> Vec<Found> {
    if !(s.lower.contains("mutually exclusive") || s.lower.contains("not carry both")) {
        return Vec::new();
    }
    match cx.fields_in(s.text).as_slice() {
        [a, c] => vec![Found::new(
            "absent_unless",
            vec![
                format!("field: {a}"),
                format!("when: {{ field: {c}, present: false }}"),
            ],
            s.must,
        )],
        _ => Vec::new(),
    }
}

/// "present if and only if C": `present_iff`, or for a `Cond` row the
/// `required_when` §4.1 enforces and a strict `absent_unless`.
pub(super) fn iff(cx: &Cx<'_>, s: &S<'_>) -> Vec<Found> {
    let Some(at) = find_any(&s.lower, &["if and only if", " iff "]) else {
        return Vec::new();
    };
    let (Some(f), Some(when)) = (
        subject(cx, s, at),
        cx.cond(s.text.get(at..).unwrap_or_default()),
    ) else {
        return Vec::new();
    };
    if cx.field(&f).is_some_and(|x| x.req == Req::Cond) {
        // Cond: REQUIRED when C (§4.1 rejects an omitted REQUIRED key), absent otherwise.
        return vec![
            rule("required_when", &f, &when, true),
            rule("absent_unless", &f, &when, s.must),
        ];
    }
    vec![rule("present_iff", &f, &when, s.must)]
}

/// "present only when C", "absent unless C" — C on this body, on the body
/// around a record (`each`), or on the request (`cross_absent_unless`).
pub(super) fn only_when(cx: &Cx<'_>, s: &S<'_>) -> Vec<Found> {
    let Some(at) = find_any(
        &s.lower,
        &["present only when", "only when", "absent unless"],
    ) else {
        return Vec::new();
    };
    let Some(f) = subject(cx, s, at) else {
        return Vec::new();
    };
    let rest = s.text.get(at..).unwrap_or_default();
    if let Some(when) = cx.cond(rest) {
        return vec![rule("absent_unless", &f, &when, s.must)];
    }
    for (holder, array) in cx.holders() {
        if let Some(when) = holder.cond(rest) {
            let mut r = rule("absent_unless", &f, &when, s.must);
            r.keys.insert(1, format!("each: {array}"));
            r.key = format!("absent_unless {}", r.keys.join(" "));
            return vec![Found {
                body: Some(holder.bi),
                ..r
            }];
        }
    }
    super::cross::only_when_requested(cx, &f, rest, s.must)
}

/// "REQUIRED when C", "MUST be present when C".
pub(super) fn required_when(cx: &Cx<'_>, s: &S<'_>) -> Vec<Found> {
    let Some(at) = find_any(
        &s.lower,
        &[
            "required when",
            "must be present when",
            "present when",
            "required if",
        ],
    ) else {
        return Vec::new();
    };
    let (Some(f), Some(when)) = (
        subject(cx, s, at),
        cx.cond(s.text.get(at..).unwrap_or_default()),
    ) else {
        return Vec::new();
    };
    let mut keys = vec![format!("field: {f}")];
    if s.lower.contains("non-empty") || s.lower.contains("empties") {
        keys.push("non_empty: true".into());
    }
    keys.push(format!("when: {}", when.yaml()));
    vec![Found::new("required_when", keys, s.must)]
}

/// "… has `corr` but omits `sub_id`": `sub_id` is required when `corr` is present.
pub(super) fn has_but_omits(cx: &Cx<'_>, s: &S<'_>) -> Vec<Found> {
    let (Some(h), Some(o)) = (s.lower.find(" has `"), s.lower.find(" but omits `")) else {
        return Vec::new();
    };
    let (Some(a), Some(c)) = (
        cx.first_field(s.text.get(h..o).unwrap_or_default()),
        cx.first_field(s.text.get(o..).unwrap_or_default()),
    ) else {
        return Vec::new();
    };
    vec![Found::new(
        "required_when",
        vec![
            format!("field: {c}"),
            format!("when: {{ field: {a}, present: true }}"),
        ],
        s.must,
    )]
}

/// "it emits one or more SPATIAL_SNAPSHOT frames with `complete` false and a
/// `cursor`": on this frame, the second field is required when the first holds.
pub(super) fn frames_with(cx: &Cx<'_>, s: &S<'_>) -> Vec<Found> {
    let Some(frame) = cx.frame() else {
        return Vec::new();
    };
    let Some(at) = s.text.find(&format!("{} frames with `", frame.name)) else {
        return Vec::new();
    };
    let rest = s.text.get(at + frame.name.len() + " frames with ".len()..);
    let Some(rest) = rest else {
        return Vec::new();
    };
    let Some(and) = rest.find(" and a `").or_else(|| rest.find(" and an `")) else {
        return Vec::new();
    };
    let (Some(when), Some(f)) = (
        cx.cond(rest.get(..and).unwrap_or_default()),
        cx.first_field(rest.get(and..).unwrap_or_default()),
    ) else {
        return Vec::new();
    };
    vec![rule("required_when", &f, &when, s.must)]
}

/// A flag whose cell says "True if each descriptor carries its full `body`":
/// every element of the array of those records carries `body` when it is true.
pub(super) fn each_carries(cx: &Cx<'_>, s: &S<'_>) -> Vec<Found> {
    let Some(flag) = s.subject else {
        return Vec::new();
    };
    let is_bool = matches!(flag.value.as_ref().map(|v| &v.ty), Ok(SpecType::Bool));
    if !is_bool || !s.lower.starts_with("true if each") || !s.lower.contains(" carries ") {
        return Vec::new();
    }
    let named: Vec<String> = backticks(s.text).into_iter().map(|(_, t)| t).collect();
    for a in &cx.b.fields {
        let Ok(SpecType::Array(item)) = a.value.as_ref().map(|v| &v.ty) else {
            continue;
        };
        let SpecType::Record(rec) = &item.ty else {
            continue;
        };
        let Some(body) = cx.r.bodies.iter().find(
            |b| matches!(&b.owner, crate::reading::Owner::Record(n) if loose(n) == loose(rec)),
        ) else {
            continue;
        };
        if let Some(g) = body.fields.iter().find(|g| named.contains(&g.name)) {
            return vec![Found::new(
                "required_when",
                vec![
                    format!("field: {}", g.name),
                    format!("each: {}", a.name),
                    format!("when: {{ field: {}, equals: true }}", flag.name),
                ],
                s.must,
            )];
        }
    }
    Vec::new()
}
