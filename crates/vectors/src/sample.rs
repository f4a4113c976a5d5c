//! Valid sample values for any declared type, and bodies (payloads and records) that satisfy
//! their single-frame rules. These only *build* inputs; every verdict comes from the oracle.

use crate::cbor::{bytes, text, Step};
use ciborium::Value;
use npamp_schema::{
    Body, CmpOp, Cond, EnumWire, EnvRole, Expr, FieldId, Lit, Model, RuleKind, Type, Value as Val,
};
use npamp_testkit::model::{
    self, cond_holds, eval, format_samples, int, lit_matches, lit_value, present, satisfying, uint,
};

/// How deep the sampler follows nested records (recursive records stop there).
const MAX_NEST: usize = 6;

pub struct Sampler<'m> {
    pub m: &'m Model,
}

fn repeat_text(n: u64) -> String {
    (0..n)
        .map(|i| char::from(b'a' + u8::try_from(i % 26).unwrap_or(0)))
        .collect()
}

fn usize_of(n: u64) -> usize {
    usize::try_from(n).unwrap_or(usize::MAX)
}

/// A length in the declared bounds, preferring `want`.
pub fn len_in(v: &Val, want: u64) -> u64 {
    match v.len {
        Some((lo, hi)) => want.max(lo).min(hi.unwrap_or(u64::MAX)),
        None => want,
    }
}

impl<'m> Sampler<'m> {
    /// An integer in the value's range, preferring `want`.
    fn int_in(v: &Val, want: i128) -> i128 {
        match v.range {
            Some((lo, hi)) => {
                let lo = lo.as_int().unwrap_or(lo.as_f64() as i128);
                let hi = hi.as_int().unwrap_or(hi.as_f64() as i128);
                want.clamp(lo, hi.max(lo))
            }
            None => want,
        }
    }

    fn float_in(v: &Val, want: f64) -> f64 {
        match v.range {
            Some((lo, hi)) => want.clamp(lo.as_f64(), hi.as_f64().max(lo.as_f64())),
            None => want,
        }
    }

    /// A value of `v`'s type of (about) `n` bytes / items / entries, within its constraints.
    pub fn sized(&self, v: &Val, n: u64, depth: usize) -> Value {
        match &v.ty {
            Type::Bstr => bytes(&vec![0x2a; usize_of(n)]),
            Type::Tstr => text(&repeat_text(n)),
            Type::Array(item) => Value::Array((0..n).map(|i| self.item(item, i, depth)).collect()),
            Type::Map { key, value } => Value::Map(
                (0..n)
                    .map(|i| (self.item(key, i, depth), self.value(value, depth + 1)))
                    .collect(),
            ),
            Type::UintKeyedMap => Value::Map((0..n).map(|i| (uint(i), uint(0))).collect()),
            Type::AnyKeyedMap => {
                Value::Map((0..n).map(|i| (text(&format!("k{i}")), uint(0))).collect())
            }
            _ => self.value(v, depth),
        }
    }

    /// The `i`-th distinct sample of an item type (map keys must differ).
    fn item(&self, v: &Val, i: u64, depth: usize) -> Value {
        match &v.ty {
            Type::Uint => uint(u64::try_from(Self::int_in(v, i128::from(i))).unwrap_or(0)),
            Type::Int | Type::Nint => int(Self::int_in(v, -1 - i128::from(i))),
            Type::Tstr => text(&format!(
                "{}{}",
                repeat_text(len_in(v, 1).saturating_sub(1)),
                char::from(b'a' + u8::try_from(i % 26).unwrap_or(0))
            )),
            Type::Bstr => {
                let mut b = vec![0x2a; usize_of(len_in(v, 1).max(1))];
                if let Some(last) = b.last_mut() {
                    *last = u8::try_from(i % 256).unwrap_or(0);
                }
                bytes(&b)
            }
            Type::Enum(e) => {
                let d = self.m.enum_def(*e);
                let idx = usize_of(i) % d.values.len().max(1);
                d.values
                    .get(idx)
                    .map_or_else(|| self.value(v, depth + 1), |x| lit_value(&x.raw.to_lit()))
            }
            _ => self.value(v, depth + 1),
        }
    }

    /// A valid value of `v` (the smallest sensible one).
    pub fn value(&self, v: &Val, depth: usize) -> Value {
        match &v.ty {
            Type::Uint => uint(u64::try_from(Self::int_in(v, 1)).unwrap_or(0)),
            Type::Nint => int(Self::int_in(v, -1)),
            Type::Int => int(Self::int_in(v, 1)),
            Type::Float => Value::Float(Self::float_in(v, 1.5)),
            Type::Bool => Value::Bool(true),
            Type::Bstr | Type::Tstr => self.sized(v, len_in(v, 1).max(1), depth),
            Type::Enum(e) => {
                let d = self.m.enum_def(*e);
                let in_range = d.values.iter().find(|x| match (&x.raw, v.range) {
                    (npamp_schema::EnumRaw::Uint(u), Some((lo, hi))) => {
                        let u = i128::from(*u);
                        lo.as_int().is_none_or(|l| u >= l) && hi.as_int().is_none_or(|h| u <= h)
                    }
                    _ => true,
                });
                match in_range {
                    Some(x) => lit_value(&x.raw.to_lit()),
                    None if d.wire == EnumWire::Tstr => text("x"),
                    None => uint(u64::try_from(Self::int_in(v, 0)).unwrap_or(0)),
                }
            }
            Type::Flags(_) => uint(u64::try_from(Self::int_in(v, 0)).unwrap_or(0)),
            Type::Array(_) | Type::Map { .. } | Type::UintKeyedMap | Type::AnyKeyedMap => {
                let n = if depth > MAX_NEST { 0 } else { 1 };
                self.sized(v, len_in(v, n), depth)
            }
            Type::Tuple(vs) => Value::Array(vs.iter().map(|x| self.value(x, depth + 1)).collect()),
            Type::Record(r) => self.body(&self.m.record(*r).body, None, &[], depth + 1),
            Type::FrameBody(f) => self.frame_body(*f, &[], depth + 1),
            Type::Union(vs) => vs.first().map_or(Value::Null, |x| self.value(x, depth + 1)),
            Type::Any => uint(0),
        }
    }

    /// A valid value of `v` in which `want` exists.
    pub fn value_with(&self, v: &Val, want: &[Step], depth: usize) -> Value {
        let Some((first, rest)) = want.split_first() else {
            return self.value(v, depth);
        };
        match (&v.ty, first) {
            (Type::Record(r), Step::Key(_)) => {
                self.body(&self.m.record(*r).body, None, want, depth + 1)
            }
            (Type::FrameBody(f), Step::Key(_)) => self.frame_body(*f, want, depth + 1),
            (Type::Array(item), Step::Idx(i)) => {
                let n = len_in(v, u64::try_from(*i + 1).unwrap_or(1));
                let mut items: Vec<Value> = (0..n).map(|k| self.item(item, k, depth)).collect();
                if let Some(slot) = items.get_mut(*i) {
                    *slot = self.value_with(item, rest, depth + 1);
                }
                Value::Array(items)
            }
            (Type::Tuple(vs), Step::Idx(i)) => Value::Array(
                vs.iter()
                    .enumerate()
                    .map(|(k, x)| {
                        if k == *i {
                            self.value_with(x, rest, depth + 1)
                        } else {
                            self.value(x, depth + 1)
                        }
                    })
                    .collect(),
            ),
            (Type::Map { key, value }, Step::Val(i)) => {
                let n = len_in(v, u64::try_from(*i + 1).unwrap_or(1));
                Value::Map(
                    (0..n)
                        .map(|k| {
                            let val = if usize_of(k) == *i {
                                self.value_with(value, rest, depth + 1)
                            } else {
                                self.value(value, depth + 1)
                            };
                            (self.item(key, k, depth), val)
                        })
                        .collect(),
                )
            }
            (Type::Union(vs), Step::Alt(i)) => vs
                .get(*i)
                .map_or(Value::Null, |x| self.value_with(x, rest, depth + 1)),
            _ => self.value(v, depth),
        }
    }

    fn frame_body(&self, f: npamp_schema::FrameId, want: &[Step], depth: usize) -> Value {
        let body = &self.m.frame(f).body;
        let mut b = self.body(body, None, want, depth);
        for fld in body.fields.iter().filter(|x| x.role.is_some()) {
            model::remove(&mut b, fld.key);
        }
        b
    }

    /// A valid body: REQUIRED keys (and the envelope for a frame), the first step of `want`
    /// present (built so that the rest of `want` exists), the rules satisfied.
    pub fn body(&self, body: &Body, frame_code: Option<u16>, want: &[Step], depth: usize) -> Value {
        let mut m = Value::Map(Vec::new());
        for f in body.fields.iter().filter(|f| f.required()) {
            let v = match f.role {
                Some(EnvRole::FrameKind) => uint(u64::from(frame_code.unwrap_or(0))),
                _ => self.value(&f.value, depth),
            };
            model::set(&mut m, f.key, v);
        }
        if let Some(code) = frame_code {
            if let Some(fk) = body
                .fields
                .iter()
                .find(|f| f.role == Some(EnvRole::FrameKind))
            {
                model::set(&mut m, fk.key, uint(u64::from(code)));
            }
        }
        let mut keep = Vec::new();
        if let Some((Step::Key(k), rest)) = want.split_first() {
            if let Some(id) = body.fields.iter().position(|f| f.key == *k) {
                let f = &body.fields[id];
                model::set(&mut m, *k, self.value_with(&f.value, rest, depth));
                keep.push(FieldId(id));
            }
        }
        self.fixup(body, &mut m, &keep, depth);
        m
    }

    /// A body with every carried field present (the rules then remove what conflicts).
    pub fn maximal(&self, body: &Body, frame_code: Option<u16>, depth: usize) -> Value {
        let mut m = self.body(body, frame_code, &[], depth);
        for f in body.carried().map(|(_, f)| f) {
            if !present(&m, f.key, false) {
                model::set(&mut m, f.key, self.value(&f.value, depth));
            }
        }
        self.fixup(body, &mut m, &[], depth);
        m
    }
}

// ------------------------------------------------------------------ rules

impl Sampler<'_> {
    /// Make a condition hold (or fail) by editing its field.
    pub fn set_cond(&self, body: &Body, m: &mut Value, c: &Cond, holds: bool, depth: usize) {
        let f = body.field(c.field());
        let key = f.key;
        match c {
            Cond::Present { present, .. } => {
                if *present == holds {
                    model::set(m, key, self.value(&f.value, depth));
                } else {
                    model::remove(m, key);
                }
            }
            Cond::In { values, .. } => {
                if holds {
                    if let Some(l) = values.first() {
                        model::set(m, key, lit_value(l));
                    }
                } else {
                    model::set(m, key, self.other_than(&f.value, values, depth));
                }
            }
            Cond::Equals { value, .. } => {
                if holds {
                    model::set(m, key, lit_value(value));
                } else {
                    model::set(
                        m,
                        key,
                        self.other_than(&f.value, std::slice::from_ref(value), depth),
                    );
                }
            }
            Cond::Flag { bit, set, .. } => {
                let cur = model::get(m, key).and_then(model::int_of).unwrap_or(0);
                let on = *set == holds;
                let new = if on {
                    cur | (1 << bit)
                } else {
                    cur & !(1 << bit)
                };
                model::set(m, key, int(new));
            }
        }
    }

    /// A valid value of `v` that is none of `lits` (a named enum value when there is one).
    pub fn other_than(&self, v: &Val, lits: &[Lit], depth: usize) -> Value {
        let bad = |v: &Value| lits.iter().any(|l| lit_matches(v, l));
        let candidates: Vec<Value> = match &v.ty {
            Type::Enum(e) => self
                .m
                .enum_def(*e)
                .values
                .iter()
                .map(|x| lit_value(&x.raw.to_lit()))
                .collect(),
            Type::Bool => vec![Value::Bool(true), Value::Bool(false)],
            _ => vec![],
        };
        if let Some(c) = candidates.into_iter().find(|c| !bad(c)) {
            return c;
        }
        match self.value(v, depth) {
            Value::Integer(i) => {
                let mut n = i128::from(i);
                while bad(&int(n)) {
                    n += 1;
                }
                int(n)
            }
            Value::Text(t) if lits.contains(&Lit::Text(t.clone())) => text(&format!("{t}x")),
            other => other,
        }
    }

    /// Edit `m` until every single-frame rule of `body` holds (fields in `keep` stay).
    pub fn fixup(&self, body: &Body, m: &mut Value, keep: &[FieldId], depth: usize) {
        for _ in 0..8 {
            let mut changed = false;
            for r in body.rules.iter().filter(|r| !r.kind.is_cross()) {
                changed |= self.fix_rule(body, m, &r.kind, keep, depth);
            }
            if !changed {
                return;
            }
        }
    }

    /// Fix one rule; whether `m` changed.
    fn fix_rule(
        &self,
        body: &Body,
        m: &mut Value,
        k: &RuleKind,
        keep: &[FieldId],
        depth: usize,
    ) -> bool {
        let key = |f: FieldId| body.field(f).key;
        let kept = |c: &Cond| keep.contains(&c.field());
        match k {
            RuleKind::RequiredWhen {
                each: Some(e),
                field,
                non_empty,
                when,
            } => {
                cond_holds(body, m, when)
                    && self.fix_each(body, m, *e, *field, true, *non_empty, depth)
            }
            RuleKind::PresentIff {
                each: Some(e),
                field,
                when,
            } => {
                let c = cond_holds(body, m, when);
                self.fix_each(body, m, *e, *field, c, false, depth)
            }
            RuleKind::AbsentUnless {
                each: Some(e),
                field,
                when,
            } => {
                !cond_holds(body, m, when)
                    && self.fix_each(body, m, *e, *field, false, false, depth)
            }
            RuleKind::RequiredWhen {
                each: None,
                field,
                non_empty,
                when,
            } => {
                if !cond_holds(body, m, when) || present(m, key(*field), *non_empty) {
                    return false;
                }
                let f = body.field(*field);
                let n = len_in(&f.value, 1).max(1);
                model::set(m, key(*field), self.sized(&f.value, n, depth));
                true
            }
            RuleKind::PresentIff {
                each: None,
                field,
                when,
            }
            | RuleKind::AbsentUnless {
                each: None,
                field,
                when,
            } => {
                let p = present(m, key(*field), false);
                let c = cond_holds(body, m, when);
                let iff = matches!(k, RuleKind::PresentIff { .. });
                if p && !c {
                    if keep.contains(field) && !kept(when) {
                        self.set_cond(body, m, when, true, depth);
                    } else {
                        model::remove(m, key(*field));
                    }
                    true
                } else if iff && !p && c {
                    model::set(m, key(*field), self.value(&body.field(*field).value, depth));
                    true
                } else {
                    false
                }
            }
            _ => self.fix_value_rule(body, m, k, keep, depth),
        }
    }

    fn fix_value_rule(
        &self,
        body: &Body,
        m: &mut Value,
        k: &RuleKind,
        keep: &[FieldId],
        depth: usize,
    ) -> bool {
        let key = |f: FieldId| body.field(f).key;
        match k {
            RuleKind::ValueIn {
                field,
                values,
                negate: true,
            } => {
                let bad = model::get(m, key(*field))
                    .is_some_and(|v| values.iter().any(|l| lit_matches(v, l)));
                if bad && !keep.contains(field) {
                    if let npamp_schema::Type::Enum(e) = &body.field(*field).value.ty {
                        if let Some(ok) = self
                            .m
                            .enum_def(*e)
                            .values
                            .iter()
                            .map(|v| v.raw.to_lit())
                            .find(|l| !values.contains(l))
                        {
                            model::set(m, key(*field), lit_value(&ok));
                            return true;
                        }
                    }
                }
                false
            }
            RuleKind::ValueIn { field, values, .. } => {
                let bad = model::value_of(m, key(*field))
                    .is_some_and(|v| !values.iter().any(|l| lit_matches(v, l)));
                if bad && !keep.contains(field) {
                    if let Some(l) = values.first() {
                        model::set(m, key(*field), lit_value(l));
                        return true;
                    }
                }
                false
            }
            RuleKind::Const { field, value } => {
                let bad = model::value_of(m, key(*field)).is_some_and(|v| !lit_matches(v, value));
                if bad {
                    model::set(m, key(*field), lit_value(value));
                }
                bad
            }
            RuleKind::Format { field, format } => fix_format(m, key(*field), *format),
            RuleKind::AtLeastOne { fields, non_empty } => {
                if fields.iter().any(|f| present(m, key(*f), *non_empty)) {
                    return false;
                }
                if let Some(f) = fields.first() {
                    let fd = body.field(*f);
                    model::set(
                        m,
                        key(*f),
                        self.sized(&fd.value, len_in(&fd.value, 1).max(1), depth),
                    );
                }
                true
            }
            RuleKind::Relation {
                left,
                op,
                right,
                when,
            } => self.fix_relation(body, m, (left, *op, right), when.as_ref(), keep, depth),
            _ => false,
        }
    }

    fn fix_relation(
        &self,
        body: &Body,
        m: &mut Value,
        (left, op, right): (&Expr, CmpOp, &Expr),
        when: Option<&Cond>,
        keep: &[FieldId],
        depth: usize,
    ) -> bool {
        if when.is_some_and(|c| !cond_holds(body, m, c)) {
            return false;
        }
        let key = |f: FieldId| body.field(f).key;
        if op == CmpOp::Subset {
            let (Expr::Field(l), Expr::Field(r)) = (left, right) else {
                return false;
            };
            let (Some(lv), Some(rv)) = (model::get(m, key(*l)), model::get(m, key(*r))) else {
                return false;
            };
            let (Value::Array(la), Value::Array(ra)) = (lv, rv) else {
                return false;
            };
            if la.iter().all(|x| ra.contains(x)) {
                return false;
            }
            let new = rv.clone();
            model::set(m, key(*l), new);
            return true;
        }
        let (Some(a), Some(b)) = (eval(body, m, left), eval(body, m, right)) else {
            return false;
        };
        if op.holds(a, b) {
            return false;
        }
        match (left, right) {
            (Expr::Field(f), _) if !keep.contains(f) => {
                model::set(m, key(*f), int(satisfying(op, b).max(0)));
            }
            (_, Expr::Field(g)) => {
                let mirrored = match op {
                    CmpOp::Lt => a + 1,
                    CmpOp::Gt => a - 1,
                    CmpOp::Ne => a + 1,
                    _ => a,
                };
                model::set(m, key(*g), int(mirrored.max(0)));
            }
            (Expr::Len(f), _) => {
                let fd = body.field(*f);
                let n = u64::try_from(satisfying(op, b).max(0)).unwrap_or(0);
                model::set(m, key(*f), self.sized(&fd.value, n, depth));
            }
            _ => {
                let mut fs = Vec::new();
                left.fields(&mut fs);
                right.fields(&mut fs);
                match fs
                    .iter()
                    .find(|f| !body.field(**f).required() && !keep.contains(f))
                {
                    Some(f) => {
                        model::remove(m, key(*f));
                    }
                    None => return false,
                }
            }
        }
        true
    }

    /// Give (or take away) the record field of every element of an `each` array.
    #[allow(clippy::too_many_arguments)]
    fn fix_each(
        &self,
        body: &Body,
        m: &mut Value,
        e: npamp_schema::Each,
        field: FieldId,
        want_present: bool,
        non_empty: bool,
        depth: usize,
    ) -> bool {
        let rec = &self.m.record(e.record).body;
        let f = rec.field(field);
        let Some(Value::Array(items)) = model::get_mut(m, body.field(e.array).key) else {
            return false;
        };
        let mut changed = false;
        for it in items.iter_mut().filter(|i| matches!(i, Value::Map(_))) {
            let ok = present(it, f.key, non_empty);
            if want_present && !ok {
                let n = len_in(&f.value, 1).max(1);
                model::set(it, f.key, self.sized(&f.value, n, depth));
                changed = true;
            } else if !want_present && present(it, f.key, false) {
                model::remove(it, f.key);
                changed = true;
            }
        }
        changed
    }
}

/// `format`: a text (or each text element) that is not one of the format's
/// conforming samples replaced by the first of them; whether `m` changed.
fn fix_format(m: &mut Value, key: u64, format: npamp_schema::TextFormat) -> bool {
    let (good, _) = format_samples(format);
    let Some(first) = good.first() else {
        return false;
    };
    let fix = |v: &mut Value| match v {
        Value::Text(t) if !good.contains(&t.as_str()) => {
            *v = text(first);
            true
        }
        _ => false,
    };
    match model::get_mut(m, key) {
        Some(Value::Array(items)) => items.iter_mut().map(fix).filter(|x| *x).count() > 0,
        Some(v) => fix(v),
        None => false,
    }
}
