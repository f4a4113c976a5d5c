//! Rules of frames and records: conditions, expressions and every rule kind.

use super::channel::basis;
use super::types::{literal, yaml_text, Tables};
use super::{check_section, Ctx};
use crate::model::*;
use crate::raw;
use npamp_rules::Basis;
use serde_yaml::Value as Yaml;
use std::collections::{BTreeMap, BTreeSet};

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

/// What one rule's kind resolves against: the tables, its scope, and its path.
struct At<'a> {
    t: &'a Tables<'a>,
    s: &'a Scope<'a>,
    frames: &'a [Frame],
    records: &'a [Record],
    /// `frame F, rule r` / `record r, rule r`.
    path: String,
    /// The scope's body.
    body: &'a Body,
}

impl At<'_> {
    /// A field of the scope's body, by name (an error when there is none).
    fn field(&self, cx: &mut Ctx, n: &str) -> Option<FieldId> {
        field_ref(cx, &self.path, self.body, n)
    }

    /// A condition on the scope's body.
    fn cond(&self, cx: &mut Ctx, c: &raw::Cond) -> Option<Cond> {
        cond(cx, self.t, &self.path, self.body, c)
    }

    /// An optional condition on the scope's body (`None` when a given one does not resolve).
    fn when(&self, cx: &mut Ctx, c: Option<&raw::Cond>) -> Option<Option<Cond>> {
        match c {
            Some(c) => Some(Some(self.cond(cx, c)?)),
            None => Some(None),
        }
    }
}

/// Resolve one rule: its id, section and basis, then its kind.
fn rule(
    cx: &mut Ctx,
    t: &Tables<'_>,
    s: &Scope<'_>,
    frames: &[Frame],
    records: &[Record],
    r: &raw::Rule,
) -> Option<RuleDef> {
    let (id, section, b, clause, sender) = r.head();
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
    let at = At {
        t,
        s,
        frames,
        records,
        path,
        body: s.body,
    };
    let sender_must = super::channel::sender(cx, &at.path, basis, sender);
    let kind = rule_kind(cx, &at, r)?;
    Some(RuleDef {
        id: id.to_string(),
        section: section.to_string(),
        basis,
        clause: clause.map(str::to_string),
        sender_must,
        kind,
    })
}

/// Resolve a rule's kind: one function per kind.
fn rule_kind(cx: &mut Ctx, at: &At<'_>, r: &raw::Rule) -> Option<RuleKind> {
    match r {
        raw::Rule::RequiredWhen {
            field,
            when,
            non_empty,
            each,
            ..
        } => required_when(cx, at, field, when, *non_empty, each.as_deref()),
        raw::Rule::PresentIff {
            field, when, each, ..
        } => present_iff(cx, at, field, when, each.as_deref()),
        raw::Rule::AbsentUnless {
            field, when, each, ..
        } => absent_unless(cx, at, field, when, each.as_deref()),
        raw::Rule::ValueIn {
            field,
            values,
            terminal,
            negate,
            ..
        } => value_in(cx, at, field, values.as_deref(), *terminal, *negate),
        raw::Rule::Const { field, value, .. } => const_rule(cx, at, field, value),
        raw::Rule::AtLeastOne {
            fields, non_empty, ..
        } => at_least_one(cx, at, fields, *non_empty),
        raw::Rule::Relation {
            left,
            op,
            right,
            when,
            ..
        } => relation(cx, at, left, op, right, when.as_ref()),
        raw::Rule::CrossFrame {
            request,
            field,
            selector,
            only_when,
            cases,
            ..
        } => cross_frame(cx, at, request, field, selector, only_when.as_ref(), cases),
        raw::Rule::CrossAbsentUnless {
            request,
            field,
            when,
            ..
        } => cross_absent_unless(cx, at, request, field, when),
        raw::Rule::CrossRelation {
            request,
            left,
            op,
            right,
            when,
            ..
        } => cross_relation(cx, at, request, left, op, right, when.as_ref()),
        raw::Rule::Format {
            field,
            format,
            clause,
            ..
        } => format_rule(cx, at, field, format, clause.is_some()),
    }
}

/// `required_when`: the subject's field (of each record of `each`), `non_empty` only on a
/// field with a length, then the condition.
fn required_when(
    cx: &mut Ctx,
    at: &At<'_>,
    field: &str,
    when: &raw::Cond,
    non_empty: bool,
    each: Option<&str>,
) -> Option<RuleKind> {
    let (f, each) = subject(cx, &at.path, at.body, at.records, field, each)?;
    let fb = each.map_or(at.body, |e| &at.records[e.record.0].body);
    if non_empty
        && !matches!(
            fb.field(f).value.ty,
            Type::Array(_) | Type::Bstr | Type::Tstr | Type::Map { .. }
        )
    {
        cx.err(
            &at.path,
            "non_empty applies to array, string and map fields",
        );
    }
    Some(RuleKind::RequiredWhen {
        field: f,
        non_empty,
        when: at.cond(cx, when)?,
        each,
    })
}

/// `present_iff`: the subject's field (of each record of `each`), then the condition.
fn present_iff(
    cx: &mut Ctx,
    at: &At<'_>,
    field: &str,
    when: &raw::Cond,
    each: Option<&str>,
) -> Option<RuleKind> {
    let (f, each) = subject(cx, &at.path, at.body, at.records, field, each)?;
    Some(RuleKind::PresentIff {
        field: f,
        when: at.cond(cx, when)?,
        each,
    })
}

/// `absent_unless`: the subject's field (of each record of `each`), then the condition.
fn absent_unless(
    cx: &mut Ctx,
    at: &At<'_>,
    field: &str,
    when: &raw::Cond,
    each: Option<&str>,
) -> Option<RuleKind> {
    let (f, each) = subject(cx, &at.path, at.body, at.records, field, each)?;
    Some(RuleKind::AbsentUnless {
        field: f,
        when: at.cond(cx, when)?,
        each,
    })
}

/// `value_in`: exactly one of `in` (literals of the field's type) or `terminal` (the
/// terminal / non-terminal values of an enum field), selecting at least one value.
fn value_in(
    cx: &mut Ctx,
    at: &At<'_>,
    field: &str,
    values: Option<&[Yaml]>,
    terminal: Option<bool>,
    negate: bool,
) -> Option<RuleKind> {
    let f = at.field(cx, field)?;
    let v = &at.body.field(f).value;
    let lits: Vec<Lit> = match (values, terminal) {
        (Some(vs), None) => vs
            .iter()
            .filter_map(|y| literal(cx, at.t, &at.path, v, y))
            .collect(),
        (None, Some(term)) => match &v.ty {
            Type::Enum(e) => at.t.enums.get(e.0).map_or(Vec::new(), |e| {
                e.values
                    .iter()
                    .filter(|x| x.terminal == Some(term))
                    .map(|x| x.raw.to_lit())
                    .collect()
            }),
            _ => {
                cx.err(&at.path, "terminal: selects values of an enum field");
                Vec::new()
            }
        },
        _ => {
            cx.err(&at.path, "value_in needs exactly one of `in` or `terminal`");
            return None;
        }
    };
    if lits.is_empty() {
        cx.err(&at.path, "value_in selects no value");
        return None;
    }
    Some(RuleKind::ValueIn {
        field: f,
        values: lits,
        negate,
    })
}

/// `const`: a literal of the field's type.
fn const_rule(cx: &mut Ctx, at: &At<'_>, field: &str, value: &Yaml) -> Option<RuleKind> {
    let f = at.field(cx, field)?;
    Some(RuleKind::Const {
        field: f,
        value: literal(cx, at.t, &at.path, &at.body.field(f).value, value)?,
    })
}

/// `at_least_one`: two fields or more, none required anyway, each with a length when
/// `non_empty`.
fn at_least_one(cx: &mut Ctx, at: &At<'_>, fields: &[String], non_empty: bool) -> Option<RuleKind> {
    let body = at.body;
    let ids: Vec<FieldId> = fields.iter().filter_map(|n| at.field(cx, n)).collect();
    if ids.len() < 2 {
        cx.err(&at.path, "at_least_one names two fields or more");
    }
    if let Some(f) = ids.iter().find(|f| body.field(**f).required()) {
        cx.err(
            &at.path,
            format!("`{}` is required anyway", body.field(*f).name),
        );
    }
    if non_empty {
        for f in &ids {
            if !matches!(
                body.field(*f).value.ty,
                Type::Array(_) | Type::Bstr | Type::Tstr | Type::Map { .. }
            ) {
                cx.err(
                    &at.path,
                    format!("non_empty: `{}` has no length", body.field(*f).name),
                );
            }
        }
    }
    Some(RuleKind::AtLeastOne {
        fields: ids,
        non_empty,
    })
}

/// `relation`: left expression, comparison, right expression (array fields for
/// `subset`), then the optional condition.
fn relation(
    cx: &mut Ctx,
    at: &At<'_>,
    left: &Yaml,
    o: &str,
    right: &Yaml,
    when: Option<&raw::Cond>,
) -> Option<RuleKind> {
    Some(RuleKind::Relation {
        left: expr_of(cx, &at.path, at.body, left, o == "subset")?,
        op: op(cx, &at.path, o)?,
        right: expr_of(cx, &at.path, at.body, right, o == "subset")?,
        when: at.when(cx, when)?,
    })
}

/// The request a cross-frame rule names: a frame this frame answers (cross-frame rules
/// belong to frames), with its body.
fn cross_request<'a>(cx: &mut Ctx, at: &At<'a>, request: &str) -> Option<(FrameId, &'a Body)> {
    let Some(req) = cx.frame_ids.get(request).copied() else {
        cx.err(&at.path, format!("no frame named `{request}`"));
        return None;
    };
    match &at.s.answers {
        Some(a) if a.contains(&req) => {}
        Some(_) => cx.err(&at.path, format!("this frame does not answer {request}")),
        None => cx.err(&at.path, "cross-frame rules belong to frames"),
    }
    let rb = &at.frames.get(req.0)?.body;
    Some((req, rb))
}

/// `cross_frame`: the request, an `any` field of this frame, an enum selector of the
/// request, the shape per selector value, then the optional `only_when`.
fn cross_frame(
    cx: &mut Ctx,
    at: &At<'_>,
    request: &str,
    field: &str,
    selector: &str,
    only_when: Option<&raw::Cond>,
    cases: &BTreeMap<String, Yaml>,
) -> Option<RuleKind> {
    let (req, rb) = cross_request(cx, at, request)?;
    let f = at.field(cx, field)?;
    if at.body.field(f).value.ty != Type::Any {
        cx.err(&at.path, "the cross-checked field must have type `any`");
    }
    let sel = rb.field_id(selector);
    let Some(sel) = sel else {
        cx.err(
            &at.path,
            format!("selector `{selector}` is not a field of {request}"),
        );
        return None;
    };
    let Type::Enum(se) = rb.field(sel).value.ty else {
        cx.err(
            &at.path,
            format!("selector `{selector}` is not an enum field of {request}"),
        );
        return None;
    };
    let sen = at.t.enums.get(se.0)?;
    let out = cross_cases(cx, &at.path, rb, sen, cases);
    Some(RuleKind::CrossFrame {
        request: req,
        field: f,
        selector: sel,
        only_when: at.when(cx, only_when)?,
        cases: out,
    })
}

/// The cases of a `cross_frame` rule: each a value of the selector's enum and a shape,
/// sorted by selector value.
fn cross_cases(
    cx: &mut Ctx,
    path: &str,
    rb: &Body,
    sen: &EnumDef,
    cases: &BTreeMap<String, Yaml>,
) -> Vec<CrossCase> {
    let mut out = Vec::new();
    for (name, spec) in cases {
        let Some(v) = sen.value_of(name) else {
            cx.err(
                path,
                format!("`{name}` is not a value of enum {}", sen.name),
            );
            continue;
        };
        if let Some(sh) = shape(cx, path, rb, spec) {
            out.push(CrossCase {
                selector_value: v,
                selector_name: name.clone(),
                shape: sh,
            });
        }
    }
    out.sort_by_key(|c| c.selector_value);
    out
}

/// `cross_absent_unless`: the request, a field of this frame, a condition on the request.
fn cross_absent_unless(
    cx: &mut Ctx,
    at: &At<'_>,
    request: &str,
    field: &str,
    when: &raw::Cond,
) -> Option<RuleKind> {
    let (req, rb) = cross_request(cx, at, request)?;
    Some(RuleKind::CrossAbsentUnless {
        request: req,
        field: at.field(cx, field)?,
        when: cond(
            cx,
            at.t,
            &format!("{} (request {request})", at.path),
            rb,
            when,
        )?,
    })
}

/// `format`: a known format, on a text field or an array of text; the clause
/// is required (the sentence of the channel's text that states the format).
fn format_rule(
    cx: &mut Ctx,
    at: &At<'_>,
    field: &str,
    format: &str,
    has_clause: bool,
) -> Option<RuleKind> {
    let f = at.field(cx, field);
    if !has_clause {
        cx.err(
            &at.path,
            "a format rule quotes its clause (the sentence of the channel's text that states the format)",
        );
    }
    let Some(fmt) = TextFormat::from_name(format) else {
        let known: Vec<&str> = TextFormat::ALL.iter().map(|x| x.as_str()).collect();
        cx.err(
            &at.path,
            format!(
                "unknown text format `{format}` (known: {})",
                known.join(", ")
            ),
        );
        return None;
    };
    let f = f?;
    let text = |t: &Type| matches!(t, Type::Tstr);
    let ok = match &at.body.field(f).value.ty {
        Type::Array(item) => text(&item.ty),
        t => text(t),
    };
    if !ok {
        cx.err(
            &at.path,
            format!("format applies to a tstr field or an array of tstr; `{field}` is neither"),
        );
        return None;
    }
    Some(RuleKind::Format {
        field: f,
        format: fmt,
    })
}

/// `cross_relation`: the request, left expression (this frame), comparison, right
/// expression (the request), then the optional condition (this frame).
fn cross_relation(
    cx: &mut Ctx,
    at: &At<'_>,
    request: &str,
    left: &Yaml,
    o: &str,
    right: &Yaml,
    when: Option<&raw::Cond>,
) -> Option<RuleKind> {
    let (req, rb) = cross_request(cx, at, request)?;
    Some(RuleKind::CrossRelation {
        request: req,
        left: expr_of(cx, &at.path, at.body, left, o == "subset")?,
        op: op(cx, &at.path, o)?,
        right: expr_of(
            cx,
            &format!("{} (request {request})", at.path),
            rb,
            right,
            o == "subset",
        )?,
        when: at.when(cx, when)?,
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
        let rules: Vec<RuleDef> = rr
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
        let rules: Vec<RuleDef> = rf
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
