//! The content of an exchange (`exchanges:` beyond states and transitions):
//! `forbid`, `crossing`, `values`, `binds` and `reopen` — every frame, state,
//! field and expression they name must exist, each with its section, clause
//! and (where a sender is at fault) basis.

use super::exchanges::{clause, side, Names};
use super::rules::{expr, op};
use super::types::{yaml_text, Tables};
use super::Ctx;
use crate::model::*;
use crate::raw;
use npamp_rules::Basis;
use serde_yaml::Value as Yaml;

/// A behavioural basis: `must` (a MUST binds the sender: a failure) or
/// `strict` (a stated constraint without one: a warning); never `limit`.
fn basis(cx: &mut Ctx, path: &str, s: &str) -> Basis {
    match Basis::from_name(s) {
        Some(b @ (Basis::Must | Basis::Strict)) => b,
        _ => {
            cx.err(
                path,
                format!(
                    "basis `{s}`: must (a MUST binds the sender) or strict (stated without one)"
                ),
            );
            Basis::Must
        }
    }
}

pub(super) fn forbid(cx: &mut Ctx, n: &Names<'_>, path: &str, f: &raw::Forbid) -> Option<Forbid> {
    let p = format!("{path}: forbid {}", f.frame);
    Some(Forbid {
        frame: n.frame(cx, &p, &f.frame)?,
        by: side(cx, &p, &f.by),
        states: n.states(cx, &p, &f.states),
        basis: basis(cx, &p, &f.basis),
        clause: clause(cx, &p, &f.section, &f.clause),
    })
}

pub(super) fn crossing(
    cx: &mut Ctx,
    n: &Names<'_>,
    path: &str,
    c: &raw::Crossing,
) -> Option<Crossing> {
    let p = format!("{path}: crossing {} after {}", c.frame, c.after);
    Some(Crossing {
        frame: n.frame(cx, &p, &c.frame)?,
        by: side(cx, &p, &c.by),
        after: n.frame(cx, &p, &c.after)?,
        late: c.late.as_deref().map(|b| basis(cx, &p, b)),
        clause: clause(cx, &p, &c.section, &c.clause),
    })
}

pub(super) fn reopen(cx: &mut Ctx, path: &str, c: &raw::Cited) -> Clause {
    clause(cx, &format!("{path}: reopen"), &c.section, &c.clause)
}

/// Every bound field is a field of some frame the machine names.
pub(super) fn binds(cx: &mut Ctx, path: &str, frames: &[Frame], x: &Exchange) {
    for b in &x.binds {
        let carried = x
            .frames()
            .iter()
            .any(|id| frames.get(id.0).is_some_and(|f| f.field_named(b).is_some()));
        if !carried {
            cx.err(
                path,
                format!("binds `{b}`, which no frame of the machine carries"),
            );
        }
    }
}

pub(super) fn value_rule(
    cx: &mut Ctx,
    t: &Tables<'_>,
    n: &Names<'_>,
    path: &str,
    v: &raw::ValueRule,
) -> Option<ValueRule> {
    let p = format!("{path}: values {}", v.name);
    if !v
        .name
        .chars()
        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
    {
        cx.err(&p, "a value rule's name is a kebab-case slug");
    }
    let frame = n.frame(cx, &p, &v.frame)?;
    let body = &n.frames.get(frame.0)?.body;
    let scope = match v.scope.as_deref() {
        None | Some("instance") => Scope::Instance,
        Some("association") => Scope::Association,
        Some(o) => {
            cx.err(&p, format!("`scope: {o}`: instance or association"));
            Scope::Instance
        }
    };
    let o = op(cx, &p, &v.op)?;
    if o == CmpOp::Subset {
        cx.err(&p, "values compare integers (<, <=, ==, !=, >=, >)");
    }
    Some(ValueRule {
        name: v.name.clone(),
        frame,
        by: v.by.as_deref().map(|b| side(cx, &p, b)),
        when: n.cond(cx, t, &p, frame, v.when.as_ref()),
        left: expr(cx, &p, body, &v.left)?,
        op: o,
        right: operand(cx, t, n, &p, body, &v.right)?,
        scope,
        basis: basis(cx, &p, &v.basis),
        answer: v.answer.as_ref().and_then(|e| {
            let reply = n.frame(cx, &p, &e.reply)?;
            Some(Exceeded {
                reply,
                reply_when: n.cond(cx, t, &p, reply, e.reply_when.as_ref()),
                clause: clause(cx, &p, &e.section, &e.clause),
            })
        }),
        clause: clause(cx, &p, &v.section, &v.clause),
    })
}

/// An expression over the frame, or `{ <fn>: [sources], default: N }`.
fn operand(
    cx: &mut Ctx,
    t: &Tables<'_>,
    n: &Names<'_>,
    path: &str,
    body: &Body,
    y: &Yaml,
) -> Option<Operand> {
    let Yaml::Mapping(m) = y else {
        return Some(Operand::Expr(expr(cx, path, body, y)?));
    };
    let fun = m.iter().find_map(|(k, _)| {
        Some(match k.as_str()? {
            "count" => AggFn::Count,
            "max" => AggFn::Max,
            "min" => AggFn::Min,
            "last" => AggFn::Last,
            "first" => AggFn::First,
            "sum" => AggFn::Sum,
            _ => return None,
        })
    });
    let Some(fun) = fun else {
        return Some(Operand::Expr(expr(cx, path, body, y)?));
    };
    let mut default = None;
    let mut sources = Vec::new();
    for (k, v) in m {
        match k.as_str() {
            Some("default") => match v.as_i64() {
                Some(d) => default = Some(i128::from(d)),
                None => cx.err(path, "`default` is an integer"),
            },
            Some(s) if s == fun.as_str() => {
                let Yaml::Sequence(list) = v else {
                    cx.err(path, format!("`{s}` takes a list of sources"));
                    continue;
                };
                for src in list {
                    match serde_yaml::from_value::<raw::Source>(src.clone()) {
                        Ok(r) => sources.extend(source(cx, t, n, path, fun, &r)),
                        Err(e) => cx.err(path, format!("a source `{}`: {e}", yaml_text(src))),
                    }
                }
            }
            _ => cx.err(
                path,
                format!(
                    "`{}`: an aggregate is one of count, max, min, last, first, sum (and `default`)",
                    yaml_text(k)
                ),
            ),
        }
    }
    if sources.is_empty() {
        cx.err(path, "an aggregate reads at least one source");
    }
    Some(Operand::Agg(Aggregate {
        fun,
        sources,
        default,
    }))
}

fn source(
    cx: &mut Ctx,
    t: &Tables<'_>,
    n: &Names<'_>,
    path: &str,
    fun: AggFn,
    s: &raw::Source,
) -> Option<Source> {
    let p = format!("{path}: source {}", s.frame);
    let frame = n.frame(cx, &p, &s.frame)?;
    let body = &n.frames.get(frame.0)?.body;
    let value = match (&s.value, fun) {
        (None, AggFn::Count) => None,
        (Some(_), AggFn::Count) => {
            cx.err(&p, "`count` reads no value");
            None
        }
        (Some(v), _) => Some(expr(cx, &p, body, v)?),
        (None, _) => {
            cx.err(&p, format!("`{}` reads a `value`", fun.as_str()));
            None
        }
    };
    let peer = match s.peer.as_deref() {
        None => None,
        Some("same") => Some(PeerRel::Same),
        Some("other") => Some(PeerRel::Other),
        Some(o) => {
            cx.err(&p, format!("`peer: {o}`: same or other"));
            None
        }
    };
    Some(Source {
        frame,
        value,
        peer,
        side: s.side.as_deref().map(|b| side(cx, &p, b)),
        when: n.cond(cx, t, &p, frame, s.when.as_ref()),
    })
}
