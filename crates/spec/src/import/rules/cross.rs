//! Cross-frame shapes: a reply's fields held against the request it answers.

use super::cx::Cx;
use super::{Found, S};
use crate::phrase::SpecType;
use crate::prose::{comparisons, Op, Operand};
use crate::text::backticks;

/// "MUST be less than or equal to the requested `credit`", "(a subset of the
/// requested `classes`)", "The count of advertised items …" (`items` an array
/// of the request): `cross_relation` with the request.
pub(super) fn requested(cx: &Cx<'_>, s: &S<'_>) -> Vec<Found> {
    let Some(f) = s.subject.filter(|f| cx.field(&f.name).is_some()) else {
        return Vec::new();
    };
    let Some((req, rq)) = cx.request() else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for c in comparisons(s.text) {
        let Operand::Name(n) = &c.operand else {
            continue;
        };
        let head = s.lower.get(..c.span.1).unwrap_or_default();
        let asked = head.contains("requested `") || head.contains("request's `");
        if !asked || rq.field(n).is_none() {
            continue;
        }
        let op = match c.op {
            Op::Lt => "<",
            Op::Le => "<=",
            Op::Eq => "==",
            Op::Ge => ">=",
            Op::Gt => ">",
        };
        out.push(relation(req, &f.name, op, n, s.must));
    }
    if let Some(at) = s.lower.find("subset of the requested `") {
        let name = backticks(s.text.get(at..).unwrap_or_default())
            .into_iter()
            .next()
            .map(|(_, t)| t);
        if let Some(n) = name.filter(|n| rq.field(n).is_some()) {
            out.push(relation(req, &f.name, "subset", &n, s.must));
        }
    }
    out.extend(count_of(f, &rq, req, s));
    out
}

fn relation(req: &str, left: &str, op: &str, right: &str, must: bool) -> Found {
    Found::new(
        "cross_relation",
        vec![
            format!("request: {req}"),
            format!("left: {left}"),
            format!("op: \"{op}\""),
            format!("right: {right}"),
        ],
        must,
    )
}

/// "The count of advertised items the receiver newly recorded": a count is at
/// most the length of the request's array it counts.
fn count_of(f: &crate::reading::SpecField, rq: &Cx<'_>, req: &str, s: &S<'_>) -> Option<Found> {
    let is_uint = matches!(f.value.as_ref().map(|v| &v.ty), Ok(SpecType::Uint));
    let rest = s.lower.strip_prefix("the count of ")?;
    if !is_uint {
        return None;
    }
    // The first few words name the counted array.
    let array = rest.split_whitespace().take(3).find_map(|w| {
        let w = w.trim_matches(|c: char| !c.is_alphanumeric() && c != '_');
        rq.field(w)
            .filter(|x| matches!(x.value.as_ref().map(|v| &v.ty), Ok(SpecType::Array(_))))
            .map(|x| x.name.clone())
    })?;
    Some(relation(
        req,
        &f.name,
        "<=",
        &format!("{{ len: {array} }}"),
        s.must,
    ))
}

/// "Present only when the query set `want_frames` true": absent unless the
/// condition holds on the request.
pub(super) fn only_when_requested(cx: &Cx<'_>, field: &str, rest: &str, must: bool) -> Vec<Found> {
    let lower = rest.to_ascii_lowercase();
    let asks = [
        "the query set",
        "the request set",
        "the request's",
        "the requested",
    ]
    .iter()
    .any(|k| lower.contains(k));
    let Some((req, rq)) = cx.request().filter(|_| asks) else {
        return Vec::new();
    };
    let Some(when) = rq.cond(rest) else {
        return Vec::new();
    };
    vec![Found::new(
        "cross_absent_unless",
        vec![
            format!("request: {req}"),
            format!("field: {field}"),
            format!("when: {}", when.yaml()),
        ],
        must,
    )]
}

/// A field "Varies by `prompt_kind`" whose cell says "Its CBOR type is fixed by
/// the request's `prompt_kind`: absent for `acknowledge`; a text string for
/// `text`; an unsigned int index into `options` for `choice`; …": one case
/// per value of the request's selector.
pub(super) fn varies(cx: &Cx<'_>, s: &S<'_>) -> Vec<Found> {
    let Some(f) = s.subject.filter(|f| cx.field(&f.name).is_some()) else {
        return Vec::new();
    };
    let Ok(SpecType::Varies(sel)) = f.value.as_ref().map(|v| &v.ty) else {
        return Vec::new();
    };
    let Some(at) = s.lower.find("fixed by the request's `") else {
        return Vec::new();
    };
    let Some((req, rq)) = cx.request() else {
        return Vec::new();
    };
    let Some(selector) = rq.field(sel) else {
        return Vec::new();
    };
    let Some(e) = rq.enum_of(selector) else {
        return Vec::new();
    };
    let list = s
        .text
        .get(at..)
        .and_then(|t| t.split_once(':'))
        .map(|x| x.1);
    let Some(list) = list else {
        return Vec::new();
    };
    let mut cases = Vec::new();
    let mut index_into: Option<String> = None;
    for part in list.split(';') {
        let Some((shape, value)) = part.rsplit_once(" for `") else {
            continue;
        };
        let value = value.trim_end_matches(['`', '.', ' ']);
        let Some(v) = e.values.iter().find(|x| x.0 == value) else {
            return Vec::new();
        };
        let Some(shape) = shape_of(shape, &rq, &mut index_into) else {
            return Vec::new();
        };
        cases.push(format!("{}: {shape}", v.0));
    }
    if cases.len() < 2 {
        return Vec::new();
    }
    let mut keys = vec![
        format!("request: {req}"),
        format!("field: {}", f.name),
        format!("selector: {sel}"),
    ];
    // Its presence condition ("present if and only if `outcome` is `0x00` answered").
    let only = crate::text::sentences(&f.meaning)
        .iter()
        .find_map(|x| x.find("if and only if").and_then(|i| cx.cond(x.get(i..)?)));
    if let Some(c) = only {
        keys.push(format!("only_when: {}", c.yaml()));
    }
    keys.push(format!("cases: {{ {} }}", cases.join(", ")));
    vec![Found::new("cross_frame", keys, s.must)]
}

/// A CBOR shape in words: "absent", "a text string", "a boolean", "a map", "an
/// unsigned int index into `options`", "an array of unsigned int indices".
fn shape_of(words: &str, rq: &Cx<'_>, index_into: &mut Option<String>) -> Option<String> {
    let w = words.trim().to_ascii_lowercase();
    let into = backticks(words)
        .into_iter()
        .map(|(_, t)| t)
        .find(|t| rq.field(t).is_some());
    if into.is_some() {
        index_into.clone_from(&into);
    }
    if w.contains("array of unsigned int ind") {
        return Some(format!("{{ array_uint_index: {} }}", index_into.clone()?));
    }
    if w.contains("unsigned int index") {
        return Some(format!("{{ uint_index: {} }}", into?));
    }
    let plain = [
        ("absent", "absent"),
        ("text string", "tstr"),
        ("boolean", "bool"),
        ("map", "map"),
    ];
    plain
        .iter()
        .find(|(k, _)| w.contains(k))
        .map(|(_, v)| v.to_string())
}
