//! Rules of frames and records: conditions, expressions and every rule kind.

use super::channel::basis;
use super::types::{literal, yaml_text, Tables};
use super::{check_section, Ctx};
use crate::model::*;
use crate::raw;
use npamp_rules::Basis;
use serde_yaml::Value as Yaml;
use std::collections::BTreeSet;

fn field_ref(cx: &mut Ctx, path: &str, body: &Body, name: &str) -> Option<FieldId> {
    let id = body.field_id(name);
    if id.is_none() {
        cx.err(path, format!("`{name}` is not a field here"));
    }
    id
}

/// `{ field, in | equals | present | has | lacks }`.
pub(super) fn cond(
    cx: &mut Ctx,
    t: &Tables<'_>,
    path: &str,
    body: &Body,
    c: &raw::Cond,
) -> Option<Cond> {
    let id = field_ref(cx, path, body, &c.field)?;
    let f = body.field(id);
    let given = [
        c.values.is_some(),
        c.equals.is_some(),
        c.present.is_some(),
        c.has.is_some(),
        c.lacks.is_some(),
    ]
    .iter()
    .filter(|x| **x)
    .count();
    if given != 1 {
        cx.err(
            path,
            "a condition gives exactly one of in, equals, present, has, lacks",
        );
        return None;
    }
    if let Some(vs) = &c.values {
        let lits: Vec<Lit> = vs
            .iter()
            .filter_map(|v| literal(cx, t, path, &f.value, v))
            .collect();
        if lits.is_empty() {
            cx.err(path, "`in` selects no value");
            return None;
        }
        return Some(Cond::In {
            field: id,
            values: lits,
        });
    }
    if let Some(v) = &c.equals {
        return Some(Cond::Equals {
            field: id,
            value: literal(cx, t, path, &f.value, v)?,
        });
    }
    if let Some(p) = c.present {
        return Some(Cond::Present {
            field: id,
            present: p,
        });
    }
    let (bit, set) = match (&c.has, &c.lacks) {
        (Some(b), None) => (b, true),
        (None, Some(b)) => (b, false),
        _ => return None,
    };
    let Type::Flags(fid) = &f.value.ty else {
        cx.err(path, format!("`{}` carries no flags", c.field));
        return None;
    };
    let def = t.flags.get(fid.0)?;
    match def.bit_named(bit) {
        Some(b) => Some(Cond::Flag {
            field: id,
            bit: b,
            set,
        }),
        None => {
            cx.err(path, format!("`{bit}` is not a bit of flags {}", def.name));
            None
        }
    }
}

/// `field` | integer | `{ len: field }` | `{ mul: [e, e] }`.
fn expr(cx: &mut Ctx, path: &str, body: &Body, y: &Yaml) -> Option<Expr> {
    expr_of(cx, path, body, y, false)
}

/// `arrays`: the comparison is `subset`, whose operands are array fields.
fn expr_of(cx: &mut Ctx, path: &str, body: &Body, y: &Yaml, arrays: bool) -> Option<Expr> {
    match y {
        Yaml::String(n) => {
            let id = field_ref(cx, path, body, n)?;
            match (&body.field(id).value.ty, arrays) {
                (Type::Uint | Type::Int | Type::Nint | Type::Enum(_) | Type::Flags(_), false) => {}
                (Type::Array(_), true) => {}
                (_, false) => cx.err(
                    path,
                    format!("`{n}` is not an integer field (use {{ len: {n} }})"),
                ),
                (_, true) => cx.err(
                    path,
                    format!("subset compares array fields; `{n}` is not one"),
                ),
            }
            Some(Expr::Field(id))
        }
        _ if arrays => {
            cx.err(path, "subset compares two array fields");
            None
        }
        Yaml::Number(n) => match n.as_i64() {
            Some(i) => Some(Expr::Const(i128::from(i))),
            None => {
                cx.err(path, "expression constants are integers");
                None
            }
        },
        Yaml::Mapping(m) if m.len() == 1 => {
            let (k, v) = m.iter().next()?;
            match k.as_str() {
                Some("len") => {
                    let Some(n) = v.as_str() else {
                        cx.err(path, "len: takes a field name");
                        return None;
                    };
                    let id = field_ref(cx, path, body, n)?;
                    match body.field(id).value.ty {
                        Type::Bstr
                        | Type::Tstr
                        | Type::Array(_)
                        | Type::Map { .. }
                        | Type::UintKeyedMap
                        | Type::AnyKeyedMap => {}
                        _ => cx.err(path, format!("`{n}` has no length")),
                    }
                    Some(Expr::Len(id))
                }
                Some("mul") => match v {
                    Yaml::Sequence(s) if s.len() == 2 => Some(Expr::Mul(
                        Box::new(expr(cx, path, body, &s[0])?),
                        Box::new(expr(cx, path, body, &s[1])?),
                    )),
                    _ => {
                        cx.err(path, "mul: takes [expr, expr]");
                        None
                    }
                },
                _ => {
                    cx.err(path, format!("unknown expression `{}`", yaml_text(y)));
                    None
                }
            }
        }
        _ => {
            cx.err(path, format!("unknown expression `{}`", yaml_text(y)));
            None
        }
    }
}

fn op(cx: &mut Ctx, path: &str, s: &str) -> Option<CmpOp> {
    Some(match s {
        "<" => CmpOp::Lt,
        "<=" => CmpOp::Le,
        "subset" => CmpOp::Subset,
        "==" => CmpOp::Eq,
        "!=" => CmpOp::Ne,
        ">=" => CmpOp::Ge,
        ">" => CmpOp::Gt,
        o => {
            cx.err(
                path,
                format!("unknown comparison `{o}` (<, <=, ==, !=, >=, >, subset)"),
            );
            return None;
        }
    })
}

fn shape(cx: &mut Ctx, path: &str, req: &Body, y: &Yaml) -> Option<Shape> {
    match y {
        Yaml::String(s) => match s.as_str() {
            "absent" => Some(Shape::Absent),
            "tstr" => Some(Shape::Tstr),
            "bool" => Some(Shape::Bool),
            "map" => Some(Shape::Map),
            o => {
                cx.err(path, format!("unknown shape `{o}`"));
                None
            }
        },
        Yaml::Mapping(m) if m.len() == 1 => {
            let (k, v) = m.iter().next()?;
            let target = v.as_str().and_then(|n| req.field_id(n));
            let Some(target) = target else {
                cx.err(
                    path,
                    format!("`{}` is not a field of the request", yaml_text(v)),
                );
                return None;
            };
            if !matches!(req.field(target).value.ty, Type::Array(_)) {
                cx.err(
                    path,
                    format!(
                        "`{}` is not an array field of the request",
                        req.field(target).name
                    ),
                );
            }
            match k.as_str() {
                Some("uint_index") => Some(Shape::UintIndex(target)),
                Some("array_uint_index") => Some(Shape::ArrayUintIndex(target)),
                _ => {
                    cx.err(path, "give exactly one of uint_index / array_uint_index");
                    None
                }
            }
        }
        _ => {
            cx.err(
                path,
                "a shape is absent, tstr, bool, map, { uint_index: F } or { array_uint_index: F }",
            );
            None
        }
    }
}

/// The subject of a presence rule: a field of this body, or (`each: array`) of
/// the record each element of `array` is.
fn subject(
    cx: &mut Ctx,
    path: &str,
    body: &Body,
    records: &[Record],
    field: &str,
    each: Option<&str>,
) -> Option<(FieldId, Option<Each>)> {
    let Some(arr) = each else {
        return Some((field_ref(cx, path, body, field)?, None));
    };
    let a = field_ref(cx, path, body, arr)?;
    let rec = match &body.field(a).value.ty {
        Type::Array(v) => match v.ty {
            Type::Record(r) => Some(r),
            _ => None,
        },
        _ => None,
    };
    let Some(rec) = rec else {
        cx.err(path, format!("each: `{arr}` is not an array of records"));
        return None;
    };
    let rb = &records.get(rec.0)?.body;
    let f = field_ref(cx, &format!("{path} (each {arr})"), rb, field)?;
    Some((
        f,
        Some(Each {
            array: a,
            record: rec,
        }),
    ))
}

struct Scope<'a> {
    /// Path prefix (`frame F` / `record r`).
    path: String,
    body: &'a Body,
    /// For frames: the frames it answers (cross rules must name one).
    answers: Option<Vec<FrameId>>,
}

fn rule(
    cx: &mut Ctx,
    t: &Tables<'_>,
    s: &Scope<'_>,
    frames: &[Frame],
    records: &[Record],
    r: &raw::Rule,
) -> Option<Rule> {
    let (id, section, b, clause) = r.head();
    let path = format!("{}, rule {id}", s.path);
    check_section(cx, &path, section);
    if !id
        .chars()
        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        || id.is_empty()
    {
        cx.err(&path, "rule ids are kebab-case slugs");
    }
    let basis = basis(cx, &path, b);
    if basis == Basis::Limit {
        cx.err(&path, "a schema rule's basis is must or strict");
    }
    let body = s.body;
    let fref = |cx: &mut Ctx, n: &str| field_ref(cx, &path, body, n);
    let kind = match r {
        raw::Rule::RequiredWhen {
            field,
            when,
            non_empty,
            each,
            ..
        } => {
            let (f, each) = subject(cx, &path, body, records, field, each.as_deref())?;
            let fb = each.map_or(body, |e| &records[e.record.0].body);
            if *non_empty
                && !matches!(
                    fb.field(f).value.ty,
                    Type::Array(_) | Type::Bstr | Type::Tstr | Type::Map { .. }
                )
            {
                cx.err(&path, "non_empty applies to array, string and map fields");
            }
            RuleKind::RequiredWhen {
                field: f,
                non_empty: *non_empty,
                when: cond(cx, t, &path, body, when)?,
                each,
            }
        }
        raw::Rule::PresentIff {
            field, when, each, ..
        } => {
            let (f, each) = subject(cx, &path, body, records, field, each.as_deref())?;
            RuleKind::PresentIff {
                field: f,
                when: cond(cx, t, &path, body, when)?,
                each,
            }
        }
        raw::Rule::AbsentUnless {
            field, when, each, ..
        } => {
            let (f, each) = subject(cx, &path, body, records, field, each.as_deref())?;
            RuleKind::AbsentUnless {
                field: f,
                when: cond(cx, t, &path, body, when)?,
                each,
            }
        }
        raw::Rule::ValueIn {
            field,
            values,
            terminal,
            negate,
            ..
        } => {
            let f = fref(cx, field)?;
            let v = &body.field(f).value;
            let lits: Vec<Lit> = match (values, terminal) {
                (Some(vs), None) => vs
                    .iter()
                    .filter_map(|y| literal(cx, t, &path, v, y))
                    .collect(),
                (None, Some(term)) => match &v.ty {
                    Type::Enum(e) => t.enums.get(e.0).map_or(Vec::new(), |e| {
                        e.values
                            .iter()
                            .filter(|x| x.terminal == Some(*term))
                            .map(|x| x.raw.to_lit())
                            .collect()
                    }),
                    _ => {
                        cx.err(&path, "terminal: selects values of an enum field");
                        Vec::new()
                    }
                },
                _ => {
                    cx.err(&path, "value_in needs exactly one of `in` or `terminal`");
                    return None;
                }
            };
            if lits.is_empty() {
                cx.err(&path, "value_in selects no value");
                return None;
            }
            RuleKind::ValueIn {
                field: f,
                values: lits,
                negate: *negate,
            }
        }
        raw::Rule::Const { field, value, .. } => {
            let f = fref(cx, field)?;
            RuleKind::Const {
                field: f,
                value: literal(cx, t, &path, &body.field(f).value, value)?,
            }
        }
        raw::Rule::AtLeastOne {
            fields, non_empty, ..
        } => {
            let ids: Vec<FieldId> = fields.iter().filter_map(|n| fref(cx, n)).collect();
            if ids.len() < 2 {
                cx.err(&path, "at_least_one names two fields or more");
            }
            if let Some(f) = ids.iter().find(|f| body.field(**f).required()) {
                cx.err(
                    &path,
                    format!("`{}` is required anyway", body.field(*f).name),
                );
            }
            if *non_empty {
                for f in &ids {
                    if !matches!(
                        body.field(*f).value.ty,
                        Type::Array(_) | Type::Bstr | Type::Tstr | Type::Map { .. }
                    ) {
                        cx.err(
                            &path,
                            format!("non_empty: `{}` has no length", body.field(*f).name),
                        );
                    }
                }
            }
            RuleKind::AtLeastOne {
                fields: ids,
                non_empty: *non_empty,
            }
        }
        raw::Rule::Relation {
            left,
            op: o,
            right,
            when,
            ..
        } => RuleKind::Relation {
            left: expr_of(cx, &path, body, left, o == "subset")?,
            op: op(cx, &path, o)?,
            right: expr_of(cx, &path, body, right, o == "subset")?,
            when: match when {
                Some(c) => Some(cond(cx, t, &path, body, c)?),
                None => None,
            },
        },
        raw::Rule::CrossFrame {
            request,
            field,
            selector,
            only_when,
            cases,
            ..
        } => {
            let req = cx.frame_ids.get(request).copied();
            let Some(req) = req else {
                cx.err(&path, format!("no frame named `{request}`"));
                return None;
            };
            if let Some(a) = &s.answers {
                if !a.contains(&req) {
                    cx.err(&path, format!("this frame does not answer {request}"));
                }
            } else {
                cx.err(&path, "cross-frame rules belong to frames");
            }
            let rb = &frames.get(req.0)?.body;
            let f = fref(cx, field)?;
            if body.field(f).value.ty != Type::Any {
                cx.err(&path, "the cross-checked field must have type `any`");
            }
            let sel = rb.field_id(selector);
            let Some(sel) = sel else {
                cx.err(
                    &path,
                    format!("selector `{selector}` is not a field of {request}"),
                );
                return None;
            };
            let Type::Enum(se) = rb.field(sel).value.ty else {
                cx.err(
                    &path,
                    format!("selector `{selector}` is not an enum field of {request}"),
                );
                return None;
            };
            let sen = t.enums.get(se.0)?;
            let mut out = Vec::new();
            for (name, spec) in cases {
                let Some(v) = sen.value_of(name) else {
                    cx.err(
                        &path,
                        format!("`{name}` is not a value of enum {}", sen.name),
                    );
                    continue;
                };
                if let Some(sh) = shape(cx, &path, rb, spec) {
                    out.push(CrossCase {
                        selector_value: v,
                        selector_name: name.clone(),
                        shape: sh,
                    });
                }
            }
            out.sort_by_key(|c| c.selector_value);
            RuleKind::CrossFrame {
                request: req,
                field: f,
                selector: sel,
                only_when: match only_when {
                    Some(c) => Some(cond(cx, t, &path, body, c)?),
                    None => None,
                },
                cases: out,
            }
        }
        raw::Rule::CrossAbsentUnless {
            request,
            field,
            when,
            ..
        } => {
            let Some(req) = cx.frame_ids.get(request).copied() else {
                cx.err(&path, format!("no frame named `{request}`"));
                return None;
            };
            match &s.answers {
                Some(a) if a.contains(&req) => {}
                Some(_) => cx.err(&path, format!("this frame does not answer {request}")),
                None => cx.err(&path, "cross-frame rules belong to frames"),
            }
            let rb = &frames.get(req.0)?.body;
            RuleKind::CrossAbsentUnless {
                request: req,
                field: fref(cx, field)?,
                when: cond(cx, t, &format!("{path} (request {request})"), rb, when)?,
            }
        }
        raw::Rule::CrossRelation {
            request,
            left,
            op: o,
            right,
            when,
            ..
        } => {
            let Some(req) = cx.frame_ids.get(request).copied() else {
                cx.err(&path, format!("no frame named `{request}`"));
                return None;
            };
            match &s.answers {
                Some(a) if a.contains(&req) => {}
                Some(_) => cx.err(&path, format!("this frame does not answer {request}")),
                None => cx.err(&path, "cross-frame rules belong to frames"),
            }
            let rb = &frames.get(req.0)?.body;
            RuleKind::CrossRelation {
                request: req,
                left: expr_of(cx, &path, body, left, o == "subset")?,
                op: op(cx, &path, o)?,
                right: expr_of(
                    cx,
                    &format!("{path} (request {request})"),
                    rb,
                    right,
                    o == "subset",
                )?,
                when: match when {
                    Some(c) => Some(cond(cx, t, &path, body, c)?),
                    None => None,
                },
            }
        }
    };
    Some(Rule {
        id: id.to_string(),
        section: section.to_string(),
        basis,
        clause: clause.map(str::to_string),
        kind,
    })
}

/// Resolve every rule (frames' `answers` must already be known for cross rules,
/// so this reads them from the raw frames).
pub(super) fn all(
    cx: &mut Ctx,
    t: &Tables<'_>,
    raw: &raw::Schema,
    frames: &mut [Frame],
    records: &mut [Record],
) {
    let mut ids = BTreeSet::new();
    let mut seen = |cx: &mut Ctx, path: &str, id: &str| {
        if !ids.insert(id.to_string()) {
            cx.err(path, "duplicate rule id in this channel");
        }
    };
    for (i, (name, rr)) in raw.records.iter().enumerate() {
        let Some(rec) = records.get(i) else { continue };
        let scope = Scope {
            path: format!("record {name}"),
            body: &rec.body,
            answers: None,
        };
        let rules: Vec<Rule> = rr
            .rules
            .iter()
            .filter_map(|r| {
                seen(
                    cx,
                    &format!("record {name}, rule {}", r.head().0),
                    r.head().0,
                );
                rule(cx, t, &scope, frames, records, r)
            })
            .collect();
        if let Some(rec) = records.get_mut(i) {
            rec.body.rules = rules;
        }
    }
    for (i, rf) in raw.frames.iter().enumerate() {
        let answers: Vec<FrameId> = rf
            .answers
            .iter()
            .filter_map(|n| cx.frame_ids.get(n).copied())
            .collect();
        let Some(fr) = frames.get(i) else { continue };
        let scope = Scope {
            path: format!("frame {}", rf.name),
            body: &fr.body,
            answers: Some(answers),
        };
        let rules: Vec<Rule> = rf
            .rules
            .iter()
            .filter_map(|r| {
                seen(
                    cx,
                    &format!("frame {}, rule {}", rf.name, r.head().0),
                    r.head().0,
                );
                rule(cx, t, &scope, frames, records, r)
            })
            .collect();
        if let Some(fr) = frames.get_mut(i) {
            fr.body.rules = rules;
        }
    }
}
