//! The content of an exchange (`exchanges:` beyond states and transitions):
//! `forbid`, `crossing`, `values` (and transitions' `if`), `binds`, `owes`
//! and `reopen` — every frame, state, field and expression they name must
//! exist, each with its section, clause and (where a sender is at fault) basis.

use super::exchanges::{clause, side, Names};
use super::types::{literal, yaml_text, Tables};
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

pub(super) fn forbid(
    cx: &mut Ctx,
    t: &Tables<'_>,
    n: &Names<'_>,
    path: &str,
    f: &raw::Forbid,
) -> Option<Forbid> {
    let p = format!("{path}: forbid {}", f.frame);
    let frame = n.frame(cx, &p, &f.frame)?;
    let fr = n.frames.get(frame.0)?;
    let vc = VCtx {
        n,
        t,
        here: Here::Frame(&fr.body),
        requests: fr
            .answers
            .iter()
            .filter_map(|r| n.frames.get(r.0))
            .map(|r| &r.body)
            .collect(),
    };
    Some(Forbid {
        frame,
        by: side(cx, &p, &f.by),
        states: n.states(cx, &p, &f.states),
        when: n.cond(cx, t, &p, frame, f.when.as_ref()),
        request_when: f
            .request_when
            .as_ref()
            .and_then(|c| named_cond(cx, &vc, &p, c)),
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

/// A transition's `answering:` — requests the frame answers.
pub(super) fn answering(
    cx: &mut Ctx,
    n: &Names<'_>,
    path: &str,
    frame: FrameId,
    names: &[String],
) -> Vec<FrameId> {
    let answers = n
        .frames
        .get(frame.0)
        .map(|f| f.answers.clone())
        .unwrap_or_default();
    names
        .iter()
        .filter_map(|r| {
            let id = n.frame(cx, path, r)?;
            if !answers.contains(&id) {
                cx.err(path, format!("`answering: {r}`: the frame answers no {r}"));
            }
            Some(id)
        })
        .collect()
}

pub(super) fn owes(cx: &mut Ctx, n: &Names<'_>, path: &str, o: &raw::Owes) -> Option<Owes> {
    let p = format!("{path}: owes {}", o.frame);
    Some(Owes {
        states: n.states(cx, &p, &o.states),
        frame: n.frame(cx, &p, &o.frame)?,
        by: side(cx, &p, &o.by),
        clause: clause(cx, &p, &o.section, &o.clause),
    })
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
    let f = n.frames.get(frame.0)?;
    let here = match &v.each {
        None => Here::Frame(&f.body),
        Some(a) => match f.body.field_named(a).map(|x| &x.value.ty) {
            Some(Type::Array(e)) => match &e.ty {
                Type::Record(r) => Here::Element(n.records.get(r.0).map(|r| &r.body)),
                Type::FrameBody(f) => Here::Element(n.frames.get(f.0).map(|f| &f.body)),
                _ => Here::Element(None),
            },
            _ => {
                cx.err(
                    &p,
                    format!("`each: {a}` is not an array field of {}", f.name),
                );
                return None;
            }
        },
    };
    let vc = VCtx {
        n,
        t,
        here,
        requests: f
            .answers
            .iter()
            .filter_map(|r| n.frames.get(r.0))
            .map(|r| &r.body)
            .collect(),
    };
    let scope = match v.scope.as_deref() {
        None | Some("instance") => Scope::Instance,
        Some("association") => Scope::Association,
        Some(o) => {
            cx.err(&p, format!("`scope: {o}`: instance or association"));
            Scope::Instance
        }
    };
    let basis = v.basis.as_deref().map(|b| basis(cx, &p, b));
    if basis.is_none() && v.answer.is_none() {
        cx.err(
            &p,
            "a value rule names the sender's `basis`, the `answer` its break owes, or both",
        );
    }
    Some(ValueRule {
        name: v.name.clone(),
        frame,
        by: v.by.as_deref().map(|b| side(cx, &p, b)),
        when: n.cond(cx, t, &p, frame, v.when.as_ref()),
        request_when: v
            .request_when
            .as_ref()
            .and_then(|c| named_cond(cx, &vc, &p, c)),
        each: v.each.clone(),
        per: v.per.clone(),
        rel: relation_of(cx, &vc, &p, &v.left, &v.op, &v.right)?,
        scope,
        basis,
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

/// A transition's `if:` relation, over the transition's frame.
pub(super) fn guard(
    cx: &mut Ctx,
    t: &Tables<'_>,
    n: &Names<'_>,
    path: &str,
    frame: FrameId,
    r: &raw::Relation,
) -> Option<Relation> {
    let f = n.frames.get(frame.0)?;
    let vc = VCtx {
        n,
        t,
        here: Here::Frame(&f.body),
        requests: f
            .answers
            .iter()
            .filter_map(|r| n.frames.get(r.0))
            .map(|r| &r.body)
            .collect(),
    };
    relation_of(cx, &vc, &format!("{path}: if"), &r.left, &r.op, &r.right)
}

fn relation_of(
    cx: &mut Ctx,
    vc: &VCtx<'_>,
    path: &str,
    left: &Yaml,
    op: &str,
    right: &Yaml,
) -> Option<Relation> {
    let Some(op) = VOp::from_name(op) else {
        cx.err(
            path,
            format!(
                "unknown comparison `{op}` (<, <=, ==, !=, >=, >, in, not_in, subset, disjoint)"
            ),
        );
        return None;
    };
    Some(Relation {
        left: vexpr(cx, vc, Reads::Here, path, left)?,
        op,
        right: vexpr(cx, vc, Reads::Here, path, right)?,
    })
}

/// Where a value rule's names are read.
#[derive(Clone, Copy)]
enum Here<'a> {
    Frame(&'a Body),
    /// An element of an array: its record's body, or none for scalars.
    Element(Option<&'a Body>),
}

struct VCtx<'a> {
    n: &'a Names<'a>,
    t: &'a Tables<'a>,
    here: Here<'a>,
    /// The bodies of the requests the checked frame answers.
    requests: Vec<&'a Body>,
}

/// Which body a name inside an expression is read over.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Reads {
    Here,
    Request,
    Opening,
}

impl VCtx<'_> {
    fn bodies(&self, r: Reads) -> Vec<&Body> {
        match r {
            Reads::Here => match self.here {
                Here::Frame(b) => vec![b],
                Here::Element(b) => b.into_iter().collect(),
            },
            Reads::Request => self.requests.clone(),
            // The opener is any frame that opens: any of the channel's.
            Reads::Opening => self.n.frames.iter().map(|f| &f.body).collect(),
        }
    }
    fn name(&self, cx: &mut Ctx, r: Reads, path: &str, name: &str) {
        // `a.b`: the record field `a` (its field `b` is read at run time).
        let name = name.split('.').next().unwrap_or(name);
        if !self.bodies(r).iter().any(|b| b.field_named(name).is_some()) {
            let what = match r {
                Reads::Here => "here",
                Reads::Request => "in a request the frame answers",
                Reads::Opening => "in any frame",
            };
            cx.err(path, format!("`{name}` is not a field {what}"));
        }
    }
}

fn vexpr(cx: &mut Ctx, vc: &VCtx<'_>, r: Reads, path: &str, y: &Yaml) -> Option<VExpr> {
    match y {
        Yaml::String(s) => Some(match s.as_str() {
            "element" => VExpr::Element,
            "position" => VExpr::Position,
            s => match s.split_once("[].") {
                Some((a, f)) => {
                    vc.name(cx, r, path, a);
                    VExpr::Project(a.to_string(), f.to_string())
                }
                None => {
                    vc.name(cx, r, path, s);
                    VExpr::Field(s.to_string())
                }
            },
        }),
        Yaml::Number(k) => match k.as_i64() {
            Some(i) => Some(VExpr::Int(i128::from(i))),
            None => {
                cx.err(path, "constants are integers");
                None
            }
        },
        Yaml::Mapping(m) => vmap(cx, vc, r, path, m),
        _ => {
            cx.err(path, format!("not a value expression: `{}`", yaml_text(y)));
            None
        }
    }
}

fn vmap(
    cx: &mut Ctx,
    vc: &VCtx<'_>,
    r: Reads,
    path: &str,
    m: &serde_yaml::Mapping,
) -> Option<VExpr> {
    if let Some(fun) = agg_fn(m) {
        return aggregate(cx, vc, path, fun, m).map(VExpr::Agg);
    }
    let (k, v) = match m.iter().next() {
        Some(kv) if m.len() == 1 => kv,
        _ => {
            cx.err(path, "an expression map has one key");
            return None;
        }
    };
    let name = |cx: &mut Ctx| -> Option<String> {
        let n = v.as_str();
        if n.is_none() {
            cx.err(path, format!("`{}` takes a field name", yaml_text(k)));
        }
        n.map(str::to_string)
    };
    match k.as_str() {
        Some("len") => {
            let n = name(cx)?;
            vc.name(cx, r, path, &n);
            Some(VExpr::Len(n))
        }
        Some("previous") => Some(VExpr::Previous(name(cx)?)),
        Some(op @ ("add" | "mul" | "or")) => {
            let Yaml::Sequence(s) = v else {
                cx.err(path, format!("{op}: takes [e, e]"));
                return None;
            };
            let [a, b] = s.as_slice() else {
                cx.err(path, format!("{op}: takes [e, e]"));
                return None;
            };
            let (a, b) = (
                Box::new(vexpr(cx, vc, r, path, a)?),
                Box::new(vexpr(cx, vc, r, path, b)?),
            );
            Some(match op {
                "add" => VExpr::Add(a, b),
                "mul" => VExpr::Mul(a, b),
                _ => VExpr::Or(a, b),
            })
        }
        Some("request") => {
            if vc.requests.is_empty() && r == Reads::Here {
                cx.err(path, "`request:` on a frame that answers no request");
            }
            // Under `opening:`, the request of whichever frame opened.
            let inner = if r == Reads::Opening {
                Reads::Opening
            } else {
                Reads::Request
            };
            Some(VExpr::Request(Box::new(vexpr(cx, vc, inner, path, v)?)))
        }
        Some("opening") => Some(VExpr::Opening(Box::new(vexpr(
            cx,
            vc,
            Reads::Opening,
            path,
            v,
        )?))),
        _ => {
            cx.err(
                path,
                format!(
                    "unknown expression `{}` (len, previous, add, mul, or, request, opening, or an aggregate)",
                    yaml_text(k)
                ),
            );
            None
        }
    }
}

fn agg_fn(m: &serde_yaml::Mapping) -> Option<AggFn> {
    m.iter().find_map(|(k, _)| {
        Some(match k.as_str()? {
            "count" => AggFn::Count,
            "max" => AggFn::Max,
            "min" => AggFn::Min,
            "last" => AggFn::Last,
            "first" => AggFn::First,
            "sum" => AggFn::Sum,
            _ => return None,
        })
    })
}

/// `{ <fn>: [sources], default: N }`.
fn aggregate(
    cx: &mut Ctx,
    vc: &VCtx<'_>,
    path: &str,
    fun: AggFn,
    m: &serde_yaml::Mapping,
) -> Option<Aggregate> {
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
                        Ok(r) => sources.extend(source(cx, vc, path, fun, &r)),
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
    Some(Aggregate {
        fun,
        sources,
        default,
    })
}

fn source(cx: &mut Ctx, vc: &VCtx<'_>, path: &str, fun: AggFn, s: &raw::Source) -> Option<Source> {
    let n = vc.n;
    let p = format!("{path}: source {}", s.frame);
    let frame = n.frame(cx, &p, &s.frame)?;
    let f = n.frames.get(frame.0)?;
    let here = match &s.each {
        None => Here::Frame(&f.body),
        Some(a) => match f.body.field_named(a).map(|x| &x.value.ty) {
            Some(Type::Array(e)) => match &e.ty {
                Type::Record(r) => Here::Element(n.records.get(r.0).map(|r| &r.body)),
                Type::FrameBody(f) => Here::Element(n.frames.get(f.0).map(|f| &f.body)),
                _ => Here::Element(None),
            },
            _ => {
                cx.err(
                    &p,
                    format!("`each: {a}` is not an array field of {}", f.name),
                );
                return None;
            }
        },
    };
    let sc = VCtx {
        n,
        t: vc.t,
        here,
        requests: f
            .answers
            .iter()
            .filter_map(|r| n.frames.get(r.0))
            .map(|r| &r.body)
            .collect(),
    };
    let value = match (&s.value, fun) {
        (None, AggFn::Count) => None,
        (Some(_), AggFn::Count) => {
            cx.err(&p, "`count` reads no value");
            None
        }
        (Some(v), _) => Some(vexpr(cx, &sc, Reads::Here, &p, v)?),
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
        each: s.each.clone(),
        value,
        peer,
        side: s.side.as_deref().map(|b| side(cx, &p, b)),
        when: n.cond(cx, vc.t, &p, frame, s.when.as_ref()),
    })
}

/// `{ field, present | equals | not }` on a request the frame answers.
fn named_cond(cx: &mut Ctx, vc: &VCtx<'_>, path: &str, c: &raw::NamedCond) -> Option<NamedCond> {
    vc.name(cx, Reads::Request, path, &c.field);
    let field = vc.requests.iter().find_map(|b| b.field_named(&c.field))?;
    let test = match (c.present, &c.equals, &c.not) {
        (Some(p), None, None) => CondTest::Present(p),
        (None, Some(v), None) => CondTest::Equals(literal(cx, vc.t, path, &field.value, v)?),
        (None, None, Some(v)) => CondTest::NotEquals(literal(cx, vc.t, path, &field.value, v)?),
        _ => {
            cx.err(
                path,
                "a request condition gives exactly one of present, equals, not",
            );
            return None;
        }
    };
    Some(NamedCond {
        field: c.field.clone(),
        test,
    })
}
