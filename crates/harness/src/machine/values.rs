//! Value rules: a value of a frame (or of each element of one of its
//! arrays) compared with another — a field of the request it answers, of
//! the frame that opened its instance, an aggregate (count, max, min, last,
//! first, sum) of earlier frames of its instance or association — by
//! integer and float order, equality of any scalar, membership and set
//! relations. Sequence numbers, monotone grants, final offsets, echoes,
//! identifiers never reused, ranks agreeing with array order.

use super::names::clause_req;
use super::{key_bytes, FindingKind, Level, Monitor, Owed, PeerId};
use ciborium::value::Value as Cbor;
use npamp_schema::{
    AggFn, Aggregate, Body, CondTest, Exchange, FrameId, Lit, Model, NamedCond, PeerRel, Relation,
    Scope, Side, Type, VExpr, VOp, ValueRule,
};
use npamp_testkit::model::{cond_holds, int_of, value_of};
use std::collections::BTreeMap;

/// Running aggregates: (rule, aggregate, source, sender) → accumulator.
pub(crate) type Stats = BTreeMap<(usize, usize, usize, PeerId), Acc>;

/// A value: a number, a scalar compared by its bytes, or a set of them.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum V {
    Int(i128),
    Float(f64),
    Key(Vec<u8>),
    Set(Vec<Vec<u8>>),
}

impl V {
    fn of(c: &Cbor) -> Option<V> {
        match c {
            Cbor::Integer(_) => int_of(c).map(V::Int),
            Cbor::Float(f) => Some(V::Float(*f)),
            Cbor::Bool(b) => Some(V::Int(i128::from(*b))),
            Cbor::Bytes(_) | Cbor::Text(_) => key_bytes(c).map(V::Key),
            Cbor::Array(a) => Some(V::Set(a.iter().filter_map(key_bytes).collect())),
            _ => None,
        }
    }
    pub(super) fn num(&self) -> Option<f64> {
        match self {
            V::Int(i) => Some(*i as f64),
            V::Float(f) => Some(*f),
            _ => None,
        }
    }
    fn key(&self) -> Option<Vec<u8>> {
        match self {
            V::Key(k) => Some(k.clone()),
            V::Int(i) => key_bytes(&Cbor::Integer(ciborium::value::Integer::try_from(*i).ok()?)),
            _ => None,
        }
    }
    fn show(&self) -> String {
        match self {
            V::Int(i) => i.to_string(),
            V::Float(f) => f.to_string(),
            V::Key(k) => super::show_key(k),
            V::Set(s) => format!(
                "[{}]",
                s.iter()
                    .map(|k| super::show_key(k))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        }
    }
}

/// Whether `l op r` holds (`None`: the operands are not comparable so).
pub(crate) fn holds(op: VOp, l: &V, r: &V) -> Option<bool> {
    let ints = match (l, r) {
        (V::Int(a), V::Int(b)) => Some((*a, *b)),
        _ => None,
    };
    let ord = |f: fn(std::cmp::Ordering) -> bool| -> Option<bool> {
        match ints {
            Some((a, b)) => Some(f(a.cmp(&b))),
            None => Some(f(l.num()?.partial_cmp(&r.num()?)?)),
        }
    };
    match op {
        VOp::Lt => ord(|o| o.is_lt()),
        VOp::Le => ord(|o| o.is_le()),
        VOp::Gt => ord(|o| o.is_gt()),
        VOp::Ge => ord(|o| o.is_ge()),
        VOp::Eq | VOp::Ne => {
            let same = match (l, r) {
                (V::Set(a), V::Set(b)) => a == b,
                _ if l.num().is_some() && r.num().is_some() => ord(|o| o.is_eq())?,
                _ => l.key()? == r.key()?,
            };
            Some(same == (op == VOp::Eq))
        }
        VOp::In | VOp::NotIn => {
            let V::Set(s) = r else { return None };
            Some(s.contains(&l.key()?) == (op == VOp::In))
        }
        VOp::Subset | VOp::Disjoint => {
            let (V::Set(a), V::Set(b)) = (l, r) else {
                return None;
            };
            Some(match op {
                VOp::Subset => a.iter().all(|x| b.contains(x)),
                _ => !a.iter().any(|x| b.contains(x)),
            })
        }
    }
}

/// The running aggregate of one source's values from one sender.
#[derive(Debug, Clone, Default)]
pub(crate) struct Acc {
    count: u64,
    max: Option<V>,
    min: Option<V>,
    /// (frame index, value).
    first: Option<(usize, V)>,
    last: Option<(usize, V)>,
    sum: i128,
}

fn better(a: Option<V>, b: Option<V>, want: std::cmp::Ordering) -> Option<V> {
    match (a, b) {
        (Some(x), Some(y)) => {
            let o = x.num().zip(y.num()).and_then(|(p, q)| p.partial_cmp(&q));
            Some(if o == Some(want) { x } else { y })
        }
        (a, b) => a.or(b),
    }
}

impl Acc {
    fn add(&mut self, at: usize, v: Option<V>) {
        self.count += 1;
        let Some(v) = v else { return };
        if v.num().is_some() {
            self.max = better(
                self.max.take(),
                Some(v.clone()),
                std::cmp::Ordering::Greater,
            );
            self.min = better(self.min.take(), Some(v.clone()), std::cmp::Ordering::Less);
        }
        if let V::Int(i) = v {
            self.sum = self.sum.saturating_add(i);
        }
        if self.first.is_none() {
            self.first = Some((at, v.clone()));
        }
        self.last = Some((at, v));
    }
    fn merge(&mut self, o: &Acc) {
        self.count += o.count;
        self.max = better(self.max.take(), o.max.clone(), std::cmp::Ordering::Greater);
        self.min = better(self.min.take(), o.min.clone(), std::cmp::Ordering::Less);
        self.first = match (self.first.take(), o.first.clone()) {
            (Some(a), Some(b)) => Some(if a.0 <= b.0 { a } else { b }),
            (a, b) => a.or(b),
        };
        self.last = match (self.last.take(), o.last.clone()) {
            (Some(a), Some(b)) => Some(if a.0 >= b.0 { a } else { b }),
            (a, b) => a.or(b),
        };
        self.sum = self.sum.saturating_add(o.sum);
    }
    fn value(&self, f: AggFn) -> Option<V> {
        match f {
            AggFn::Count => Some(V::Int(i128::from(self.count))),
            AggFn::Max => self.max.clone(),
            AggFn::Min => self.min.clone(),
            AggFn::First => self.first.as_ref().map(|x| x.1.clone()),
            AggFn::Last => self.last.as_ref().map(|x| x.1.clone()),
            AggFn::Sum => (self.count > 0).then_some(V::Int(self.sum)),
        }
    }
}

/// A frame as a value rule reads it: its body and, when it answers one, its request.
#[derive(Clone, Copy)]
pub(crate) struct Framed<'a> {
    pub body: &'a Body,
    pub val: &'a Cbor,
    pub request: Option<(&'a Body, &'a Cbor)>,
    /// The request's frame.
    pub request_frame: Option<FrameId>,
}

/// The element a rule with `each` is at.
#[derive(Clone, Copy)]
pub(super) struct Elem<'a> {
    /// The element's record body (`None`: an array of scalars).
    pub body: Option<&'a Body>,
    pub val: &'a Cbor,
    pub index: usize,
    pub prev: Option<&'a Cbor>,
}

/// Everything a value expression may read.
#[derive(Clone, Copy)]
pub(crate) struct Env<'a> {
    pub model: &'a Model,
    pub frame: Framed<'a>,
    pub elem: Option<Elem<'a>>,
    pub opening: Option<Framed<'a>>,
    /// Aggregates: the rule's index and the stats its scope reads.
    pub rule: usize,
    pub stats: &'a Stats,
    pub from: PeerId,
}

pub(super) fn field<'a>(body: &Body, val: &'a Cbor, name: &str) -> Option<&'a Cbor> {
    value_of(val, body.field_named(name)?.key)
}

/// A field, or `a.b`: field `b` of the record in field `a`.
pub(super) fn path<'a>(
    model: &'a Model,
    body: &'a Body,
    val: &'a Cbor,
    name: &str,
) -> Option<&'a Cbor> {
    match name.split_once('.') {
        None => field(body, val, name),
        Some((a, rest)) => {
            let inner = match &body.field_named(a)?.value.ty {
                Type::Record(r) => &model.record(*r).body,
                Type::FrameBody(f) => &model.frame(*f).body,
                _ => return None,
            };
            path(model, inner, field(body, val, a)?, rest)
        }
    }
}

/// The record body of the elements of array field `name` of `body`.
pub(super) fn elem_body<'a>(model: &'a Model, body: &Body, name: &str) -> Option<&'a Body> {
    match &body.field_named(name)?.value.ty {
        Type::Array(e) => match &e.ty {
            Type::Record(r) => Some(&model.record(*r).body),
            Type::FrameBody(f) => Some(&model.frame(*f).body),
            _ => None,
        },
        _ => None,
    }
}

impl<'a> Env<'a> {
    /// The body and value names are read on here.
    fn here(&self) -> Option<(&'a Body, &'a Cbor)> {
        match self.elem {
            Some(e) => e.body.map(|b| (b, e.val)),
            None => Some((self.frame.body, self.frame.val)),
        }
    }

    pub(crate) fn eval(&self, e: &VExpr, aggs: &mut usize) -> Option<V> {
        match e {
            VExpr::Field(n) => {
                let (b, v) = self.here()?;
                V::of(path(self.model, b, v, n)?)
            }
            VExpr::Project(a, f) => {
                let (b, v) = self.here()?;
                let rb = elem_body(self.model, b, a)?;
                let Cbor::Array(items) = field(b, v, a)? else {
                    return None;
                };
                Some(V::Set(
                    items
                        .iter()
                        .filter_map(|x| field(rb, x, f).and_then(key_bytes))
                        .collect(),
                ))
            }
            VExpr::Element => V::of(self.elem?.val),
            VExpr::Position => Some(V::Int(i128::try_from(self.elem?.index).ok()?)),
            VExpr::Previous(n) => {
                let el = self.elem?;
                V::of(field(el.body?, el.prev?, n)?)
            }
            VExpr::Len(n) => {
                let (b, v) = self.here()?;
                let len = match field(b, v, n)? {
                    Cbor::Bytes(x) => x.len(),
                    Cbor::Text(x) => x.len(),
                    Cbor::Array(x) => x.len(),
                    Cbor::Map(x) => x.len(),
                    _ => return None,
                };
                Some(V::Int(i128::try_from(len).ok()?))
            }
            VExpr::Int(i) => Some(V::Int(*i)),
            VExpr::Add(x, y) | VExpr::Mul(x, y) => {
                let (p, q) = (self.eval(x, aggs)?, self.eval(y, aggs)?);
                let add = matches!(e, VExpr::Add(..));
                match (p, q) {
                    (V::Int(p), V::Int(q)) => Some(V::Int(if add {
                        p.saturating_add(q)
                    } else {
                        p.saturating_mul(q)
                    })),
                    (p, q) => {
                        let (p, q) = (p.num()?, q.num()?);
                        Some(V::Float(if add { p + q } else { p * q }))
                    }
                }
            }
            VExpr::Or(x, y) => self.eval(x, aggs).or_else(|| self.eval(y, aggs)),
            VExpr::Request(x) => {
                let (b, v) = self.frame.request?;
                let env = Env {
                    frame: Framed {
                        body: b,
                        val: v,
                        request: None,
                        request_frame: None,
                    },
                    elem: None,
                    ..*self
                };
                env.eval(x, aggs)
            }
            VExpr::Opening(x) => {
                let env = Env {
                    frame: self.opening?,
                    elem: None,
                    ..*self
                };
                env.eval(x, aggs)
            }
            VExpr::Agg(a) => {
                let ai = *aggs;
                *aggs += 1;
                aggregate(self.stats, self.rule, ai, a, self.from)
            }
        }
    }
}

/// The senders a source reads, relative to the checked frame's sender.
fn senders(peer: Option<PeerRel>, from: PeerId) -> Vec<PeerId> {
    match peer {
        Some(PeerRel::Same) => vec![from],
        Some(PeerRel::Other) => vec![from.other()],
        None => vec![PeerId::A, PeerId::B],
    }
}

/// The value of aggregate `ai` of rule `ri` (undefined over no frame,
/// unless it has a default).
pub(super) fn aggregate(
    stats: &Stats,
    ri: usize,
    ai: usize,
    a: &Aggregate,
    from: PeerId,
) -> Option<V> {
    let mut acc = Acc::default();
    for si in 0..a.sources.len() {
        for p in senders(a.sources.get(si).and_then(|s| s.peer), from) {
            if let Some(x) = stats.get(&(ri, ai, si, p)) {
                acc.merge(x);
            }
        }
    }
    if acc.count == 0 && a.fun != AggFn::Count {
        return a.default.map(V::Int);
    }
    acc.value(a.fun)
}

/// The aggregates of a rule, in the order evaluation numbers them.
fn aggs_of<'x>(e: &'x VExpr, out: &mut Vec<&'x Aggregate>) {
    match e {
        VExpr::Add(a, b) | VExpr::Mul(a, b) | VExpr::Or(a, b) => {
            aggs_of(a, out);
            aggs_of(b, out);
        }
        VExpr::Request(x) | VExpr::Opening(x) => aggs_of(x, out),
        VExpr::Agg(a) => out.push(a),
        _ => {}
    }
}

pub(super) fn rule_aggs(r: &ValueRule) -> Vec<&Aggregate> {
    let mut v = Vec::new();
    aggs_of(&r.rel.left, &mut v);
    aggs_of(&r.rel.right, &mut v);
    v
}

/// Whether a named condition holds on the request (false without one).
pub(crate) fn request_holds(c: &NamedCond, request: Option<(&Body, &Cbor)>) -> bool {
    let Some((b, v)) = request else { return false };
    let got = field(b, v, &c.field);
    let lit = |l: &Lit, x: &Cbor| match l {
        Lit::Uint(u) => int_of(x) == Some(i128::from(*u)),
        Lit::Int(i) => int_of(x) == Some(*i),
        Lit::Bool(t) => x.as_bool() == Some(*t),
        Lit::Text(t) => x.as_text() == Some(t.as_str()),
        Lit::Float(f) => x.as_float() == Some(*f),
    };
    match &c.test {
        CondTest::Present(p) => got.is_some() == *p,
        CondTest::Equals(l) => got.is_some_and(|x| lit(l, x)),
        CondTest::NotEquals(l) => !got.is_some_and(|x| lit(l, x)),
    }
}

/// Whether rule `r` applies to a frame `fid` sent as `by`.
pub(super) fn applies(
    r: &ValueRule,
    model: &Model,
    by: Side,
    fid: FrameId,
    f: &Framed<'_>,
) -> bool {
    r.frame == fid
        && r.by.is_none_or(|b| b == by)
        && r.when
            .as_ref()
            .is_none_or(|c| cond_holds(&model.frame(fid).body, f.val, c))
        && r.request_when
            .as_ref()
            .is_none_or(|c| request_holds(c, f.request))
}

/// One check of a relation: where it broke, its two values.
pub(crate) struct Broken {
    pub left: V,
    pub right: V,
    /// The element index, with `each`.
    pub at: Option<usize>,
}

/// `left op right` over `env`: both values and whether it holds
/// (`None`: an operand undefined, or not comparable so).
pub(super) fn one(env: &Env<'_>, rel: &Relation) -> Option<(V, V, bool)> {
    let mut aggs = 0;
    let l = env.eval(&rel.left, &mut aggs)?;
    let r = env.eval(&rel.right, &mut aggs)?;
    let ok = holds(rel.op, &l, &r)?;
    Some((l, r, ok))
}

/// The elements of array field `a` of the frame in `env`.
pub(super) fn elements<'a>(env: &Env<'a>, a: &str) -> Vec<Elem<'a>> {
    let body = elem_body(env.model, env.frame.body, a);
    let Some(Cbor::Array(items)) = field(env.frame.body, env.frame.val, a) else {
        return Vec::new();
    };
    items
        .iter()
        .enumerate()
        .map(|(i, x)| Elem {
            body,
            val: x,
            index: i,
            prev: i.checked_sub(1).and_then(|p| items.get(p)),
        })
        .collect()
}

/// The item key of an element (its field `per`, or itself for a scalar).
pub(super) fn elem_key(e: &Elem<'_>, per: &str) -> Option<Vec<u8>> {
    match e.body {
        Some(b) => key_bytes(field(b, e.val, per)?),
        None => key_bytes(e.val),
    }
}

/// Check `rel` on the frame, or on each element of `each`: the first break.
fn check(env: &Env<'_>, rel: &Relation, each: Option<&str>) -> Option<Broken> {
    let Some(a) = each else {
        return one(env, rel)
            .filter(|x| !x.2)
            .map(|(left, right, _)| Broken {
                left,
                right,
                at: None,
            });
    };
    elements(env, a).into_iter().find_map(|e| {
        let env = Env {
            elem: Some(e),
            ..*env
        };
        match one(&env, rel) {
            Some((left, right, false)) => Some(Broken {
                left,
                right,
                at: Some(e.index),
            }),
            _ => None,
        }
    })
}

/// As [`check`], each element (or the frame) against the aggregates of its
/// own item (`per`).
fn check_per(
    env: &Env<'_>,
    rel: &Relation,
    each: Option<&str>,
    per: &str,
    items: &BTreeMap<(usize, Vec<u8>), Stats>,
    xi: usize,
) -> Option<Broken> {
    let empty = Stats::new();
    let stats_of = |k: Option<Vec<u8>>| k.and_then(|k| items.get(&(xi, k))).unwrap_or(&empty);
    let Some(a) = each else {
        let k = path(env.model, env.frame.body, env.frame.val, per)
            .or_else(|| {
                let (b, v) = env.frame.request?;
                path(env.model, b, v, per)
            })
            .and_then(key_bytes);
        let env = Env {
            stats: stats_of(k),
            ..*env
        };
        return check(&env, rel, None);
    };
    elements(env, a).into_iter().find_map(|e| {
        let env = Env {
            elem: Some(e),
            stats: stats_of(elem_key(&e, per)),
            ..*env
        };
        match one(&env, rel) {
            Some((left, right, false)) => Some(Broken {
                left,
                right,
                at: Some(e.index),
            }),
            _ => None,
        }
    })
}

/// Whether a transition's `if:` holds for the frame.
pub(crate) fn guard_holds(
    model: &Model,
    rel: &Relation,
    frame: Framed<'_>,
    opening: Option<Framed<'_>>,
    from: PeerId,
) -> bool {
    let empty = Stats::new();
    let env = Env {
        model,
        frame,
        elem: None,
        opening,
        rule: usize::MAX,
        stats: &empty,
        from,
    };
    let mut aggs = 0;
    let (Some(l), Some(r)) = (
        env.eval(&rel.left, &mut aggs),
        env.eval(&rel.right, &mut aggs),
    ) else {
        return false;
    };
    holds(rel.op, &l, &r) == Some(true)
}

/// The instance a frame belongs to, as the value layer sees it.
pub(crate) struct At<'a> {
    pub xi: usize,
    pub x: &'a Exchange,
    pub from: PeerId,
    pub by: Side,
    pub fid: FrameId,
    pub frame: Framed<'a>,
    pub opening: Option<Framed<'a>>,
    pub key: &'a [u8],
}

impl Monitor {
    /// Check the value rules the frame is subject to, against the
    /// aggregates before it (`inst`: its instance's; association-scoped
    /// rules read the monitor's).
    pub(super) fn check_values(&mut self, at: &At<'_>, inst: &Stats) {
        let model = self.model;
        for (ri, r) in at.x.values.iter().enumerate() {
            if !applies(r, model, at.by, at.fid, &at.frame) {
                continue;
            }
            let stats = match r.scope {
                Scope::Instance => inst,
                Scope::Association => self.assoc.get(at.xi).unwrap_or(inst),
            };
            let env = Env {
                model,
                frame: at.frame,
                elem: None,
                opening: at.opening,
                rule: ri,
                stats,
                from: at.from,
            };
            let broken = match &r.per {
                Some(per) => check_per(&env, &r.rel, r.each.as_deref(), per, &self.per_item, at.xi),
                None => check(&env, &r.rel, r.each.as_deref()),
            };
            let id = self
                .ids
                .get(at.xi)
                .and_then(|m| m.values.get(ri).cloned())
                .unwrap_or_else(|| {
                    clause_req(model, &r.clause, &format!("{}.{}", at.x.name, r.name)).id
                });
            let Some(b) = broken else {
                self.covered.insert(id);
                continue;
            };
            self.value_broken(at, r, id, &b);
        }
    }

    fn value_broken(&mut self, at: &At<'_>, r: &ValueRule, id: String, b: &Broken) {
        let model = self.model;
        let elem =
            b.at.zip(r.each.as_deref())
                .map(|(i, a)| format!(" ({a}[{i}])"))
                .unwrap_or_default();
        let detail = format!(
            "{} sent {}{elem} with {} = {}, not {} {} = {}",
            at.from.as_str(),
            model.frame(at.fid).name,
            super::names::vexpr_text(model, &r.rel.left),
            b.left.show(),
            r.rel.op.as_str(),
            super::names::vexpr_text(model, &r.rel.right),
            b.right.show()
        );
        match r.basis {
            Some(basis) => self.flag_at(
                id,
                FindingKind::Value,
                Level::of(basis),
                Some(at.from),
                detail,
            ),
            None => {
                self.covered.insert(id);
            }
        }
        if let Some(e) = &r.answer {
            let aid = clause_req(
                model,
                &e.clause,
                &format!("{}.{}.answered", at.x.name, r.name),
            )
            .id;
            let owed_key = self
                .corr_of(at.fid, at.frame.val)
                .unwrap_or_else(|| at.key.to_vec());
            let o = Owed {
                requirement: aid,
                frame: e.reply,
                code: None,
                cond: e.reply_when.clone(),
                since: self.index,
                may: false,
            };
            self.owe(at.from.other(), owed_key, o);
        }
    }

    /// Record the frame into the aggregates of every value rule that reads
    /// it (`inst`: its instance's; association-scoped ones into the monitor's).
    pub(super) fn record_values(&mut self, at: &At<'_>, inst: &mut Stats) {
        let model = self.model;
        let empty = Stats::new();
        for (ri, r) in at.x.values.iter().enumerate() {
            if let Some(per) = &r.per {
                self.record_per(at, ri, r, per);
                continue;
            }
            for (ai, a) in rule_aggs(r).into_iter().enumerate() {
                for (si, s) in a.sources.iter().enumerate() {
                    let reads = s.frame == at.fid
                        && s.side.is_none_or(|b| b == at.by)
                        && s.when
                            .as_ref()
                            .is_none_or(|c| cond_holds(at.frame.body, at.frame.val, c));
                    if !reads {
                        continue;
                    }
                    let env = Env {
                        model,
                        frame: at.frame,
                        elem: None,
                        opening: at.opening,
                        rule: ri,
                        stats: &empty,
                        from: at.from,
                    };
                    // The frame's value, or each element's (`each`).
                    let vs: Vec<Option<V>> = match &s.each {
                        None => vec![s.value.as_ref().and_then(|e| env.eval(e, &mut 0))],
                        Some(arr) => elements(&env, arr)
                            .into_iter()
                            .map(|e| {
                                let env = Env {
                                    elem: Some(e),
                                    ..env
                                };
                                s.value.as_ref().and_then(|x| env.eval(x, &mut 0))
                            })
                            .collect(),
                    };
                    let stats = match r.scope {
                        Scope::Instance => &mut *inst,
                        Scope::Association => match self.assoc.get_mut(at.xi) {
                            Some(s) => s,
                            None => continue,
                        },
                    };
                    for v in vs {
                        if s.value.is_some() && v.is_none() {
                            continue;
                        }
                        stats
                            .entry((ri, ai, si, at.from))
                            .or_default()
                            .add(self.index, v);
                    }
                }
            }
        }
    }
}

impl Monitor {
    /// Record the frame (or each element of a source's `each` array) into
    /// the aggregates of its item (`per`).
    fn record_per(&mut self, at: &At<'_>, ri: usize, r: &ValueRule, per: &str) {
        let model = self.model;
        let empty = Stats::new();
        for (ai, a) in rule_aggs(r).into_iter().enumerate() {
            for (si, s) in a.sources.iter().enumerate() {
                let reads = s.frame == at.fid
                    && s.side.is_none_or(|b| b == at.by)
                    && s.when
                        .as_ref()
                        .is_none_or(|c| cond_holds(at.frame.body, at.frame.val, c));
                if !reads {
                    continue;
                }
                let env = Env {
                    model,
                    frame: at.frame,
                    elem: None,
                    opening: at.opening,
                    rule: ri,
                    stats: &empty,
                    from: at.from,
                };
                let mut got: Vec<(Vec<u8>, Option<V>)> = Vec::new();
                match &s.each {
                    None => {
                        // The item the frame names, or (a reply) its request names.
                        let k = path(model, at.frame.body, at.frame.val, per)
                            .or_else(|| at.frame.request.and_then(|(b, v)| path(model, b, v, per)))
                            .and_then(key_bytes);
                        if let Some(k) = k {
                            got.push((k, s.value.as_ref().and_then(|e| env.eval(e, &mut 0))));
                        }
                    }
                    Some(arr) => {
                        for e in elements(&env, arr) {
                            let Some(k) = elem_key(&e, per) else { continue };
                            let env = Env {
                                elem: Some(e),
                                ..env
                            };
                            got.push((k, s.value.as_ref().and_then(|x| env.eval(x, &mut 0))));
                        }
                    }
                }
                for (k, v) in got {
                    if s.value.is_some() && v.is_none() {
                        continue;
                    }
                    self.per_item
                        .entry((at.xi, k))
                        .or_default()
                        .entry((ri, ai, si, at.from))
                        .or_default()
                        .add(self.index, v);
                }
            }
        }
    }
}
