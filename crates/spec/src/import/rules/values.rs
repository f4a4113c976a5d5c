//! Value shapes: which values a field may hold, and relations between the
//! fields of one body.

use super::cx::{enum_names, Cx};
use super::{Found, S};
use crate::phrase::SpecType;
use crate::text::{backticks, number};

/// "MUST be `0x03` destructive" / "MUST be `0x00` read_only" in an enum field's cell.
pub(super) fn value_in(cx: &Cx<'_>, s: &S<'_>) -> Vec<Found> {
    let Some(f) = s.subject.filter(|f| cx.field(&f.name).is_some()) else {
        return Vec::new();
    };
    let (Some(at), Some(e)) = (s.text.find("MUST be `"), cx.enum_of(f)) else {
        return Vec::new();
    };
    let rest = s.text.get(at + "MUST be ".len()..).unwrap_or_default();
    let mut names: Vec<String> = Vec::new();
    for (_, t) in backticks(rest) {
        let Some(v) = number(&t) else { break };
        let Some((n, _, _, _)) = e.values.iter().find(|(_, x, _, _)| *x == v) else {
            return Vec::new();
        };
        names.push(n.clone());
    }
    if names.is_empty() {
        return Vec::new();
    }
    vec![Found::new(
        "value_in",
        vec![
            format!("field: {}", f.name),
            format!("in: [{}]", names.join(", ")),
        ],
        s.must,
    )]
}

/// "MUST be `true`" in a boolean field's cell: `const`.
pub(super) fn const_value(cx: &Cx<'_>, s: &S<'_>) -> Vec<Found> {
    let Some(f) = s.subject.filter(|f| cx.field(&f.name).is_some()) else {
        return Vec::new();
    };
    if !matches!(f.value.as_ref().map(|v| &v.ty), Ok(SpecType::Bool)) {
        return Vec::new();
    }
    let v = if s.text.contains("MUST be `true`") {
        "true"
    } else if s.text.contains("MUST be `false`") {
        "false"
    } else {
        return Vec::new();
    };
    vec![Found::new(
        "const",
        vec![format!("field: {}", f.name), format!("value: {v}")],
        s.must,
    )]
}

/// A cell that lists some of its value table's values ("Side-effect class
/// (§5.3); `0x01` idempotent_write, or `0x02` where repetition is not safe"):
/// the field takes only those. Not a fail-safe, a default, an example or a
/// comparison, and only when the list leaves some values out.
pub(super) fn stated_values(cx: &Cx<'_>, s: &S<'_>) -> Vec<Found> {
    let Some(f) = s.subject.filter(|f| cx.field(&f.name).is_some()) else {
        return Vec::new();
    };
    let Some(e) = cx.enum_of(f) else {
        return Vec::new();
    };
    let skip = [
        "absent",
        "treat",
        "recogni",
        "example",
        "e.g.",
        "default",
        "…",
        "must be `",
        "require",
        "private",
        "normally",
        "typically",
        "usually",
        "denote",
        " means",
    ];
    if skip.iter().any(|k| s.lower.contains(k)) || !crate::prose::comparisons(s.text).is_empty() {
        return Vec::new();
    }
    let ticks: Vec<String> = backticks(s.text).into_iter().map(|(_, t)| t).collect();
    // Only this field and its values are named.
    let values: Vec<String> = ticks
        .iter()
        .filter(|t| number(t).is_some())
        .cloned()
        .collect();
    let others = ticks
        .iter()
        .any(|t| number(t).is_none() && *t != f.name && !e.values.iter().any(|v| v.0 == *t));
    if values.is_empty() || others {
        return Vec::new();
    }
    let Some(names) = enum_names(e, &values) else {
        return Vec::new();
    };
    if names.len() >= e.values.len() {
        return Vec::new();
    }
    vec![Found::new(
        "value_in",
        vec![
            format!("field: {}", f.name),
            format!("in: [{}]", names.join(", ")),
        ],
        s.must,
    )]
}

/// "MUST be a non-terminal state" (the field's enum marks terminal values), and
/// "a X whose `state` is terminal … MUST discard": the value is not terminal.
pub(super) fn terminal(cx: &Cx<'_>, s: &S<'_>) -> Vec<Found> {
    let mut out = Vec::new();
    let has_terminal = |name: &str| {
        cx.field(name)
            .and_then(|f| cx.enum_of(f))
            .is_some_and(|e| e.values.iter().any(|v| v.2 == Some(true)))
    };
    if let Some(f) = s.subject {
        let listed = backticks(s.text).iter().any(|(_, t)| number(t).is_some());
        if s.lower.contains("must be a non-terminal") && !listed && has_terminal(&f.name) {
            out.push(Found::new(
                "value_in",
                vec![format!("field: {}", f.name), "terminal: false".into()],
                s.must,
            ));
        }
    }
    let Some(frame) = cx.frame() else {
        return out;
    };
    let lead = format!("{} whose `", frame.name);
    let Some(at) = s.text.find(&lead) else {
        return out;
    };
    let rest = s.text.get(at + lead.len()..).unwrap_or_default();
    let Some(end) = rest.find('`') else {
        return out;
    };
    let name = rest.get(..end).unwrap_or_default();
    let after = rest.get(end + 1..).unwrap_or_default().trim_start();
    if after.starts_with("is terminal") && has_terminal(name) {
        out.push(Found::new(
            "value_in",
            vec![
                format!("field: {name}"),
                "terminal: true".into(),
                "negate: true".into(),
            ],
            s.must,
        ));
    }
    out
}

/// "every `a` MUST be one of the `b`": two array fields of the body.
pub(super) fn membership(cx: &Cx<'_>, s: &S<'_>) -> Vec<Found> {
    let l = &s.lower;
    let one_of = l.contains("one of") && !l.contains("at least one of");
    if !(one_of || l.contains("listed in") || l.contains("subset of")) {
        return Vec::new();
    }
    if l.contains("requested") || l.contains("request's") {
        return Vec::new();
    }
    let fields = cx.fields_in(s.text);
    let [a, b] = fields.as_slice() else {
        return Vec::new();
    };
    let array = |n: &str| {
        cx.field(n)
            .is_some_and(|f| matches!(f.value.as_ref().map(|v| &v.ty), Ok(SpecType::Array(_))))
    };
    if !(array(a) && array(b)) {
        return Vec::new();
    }
    vec![Found::new(
        "relation",
        vec![
            format!("left: {a}"),
            "op: subset".into(),
            format!("right: {b}"),
        ],
        s.must,
    )]
}

/// "For `encoding` `0` the length MUST equal `width × height`": the length of
/// the cell's field against a product of fields, under the condition.
pub(super) fn length(cx: &Cx<'_>, s: &S<'_>) -> Vec<Found> {
    let Some(f) = s.subject.filter(|f| cx.field(&f.name).is_some()) else {
        return Vec::new();
    };
    let part = s.text.split(';').next().unwrap_or_default();
    let lower = part.to_ascii_lowercase();
    let Some(at) = lower.find("length must equal `") else {
        return Vec::new();
    };
    let expr = part
        .get(at + "length must equal ".len()..)
        .map(backticks)
        .and_then(|t| t.into_iter().next())
        .map(|(_, t)| t);
    let Some(expr) = expr else {
        return Vec::new();
    };
    let factors: Vec<String> = expr
        .split(['×', '*'])
        .map(|x| x.trim().to_string())
        .collect();
    if !factors.iter().all(|x| cx.field(x).is_some()) {
        return Vec::new();
    }
    let right = match factors.as_slice() {
        [one] => one.clone(),
        [a, b] => format!("{{ mul: [{a}, {b}] }}"),
        _ => return Vec::new(),
    };
    let mut keys = vec![
        format!("left: {{ len: {} }}", f.name),
        "op: \"==\"".into(),
        format!("right: {right}"),
    ];
    // "For `encoding` `0`": the condition before.
    let head = part.get(..at).unwrap_or_default();
    let ticks = backticks(head);
    if let [(_, field), (_, v), ..] = ticks.as_slice() {
        match cx.cond(&format!("`{field}` is `{v}`")) {
            Some(c) => keys.push(format!("when: {}", c.yaml())),
            None => return Vec::new(),
        }
    }
    vec![Found::new("relation", keys, s.must)]
}
