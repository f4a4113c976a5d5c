//! Bodies edited until their single-frame rules hold, and conditions made to
//! hold or fail: the same edits for every source.

use crate::source::{len_in, Source};
use crate::values::Values;
use ciborium::Value;
use npamp_schema::{Body, CmpOp, Cond, Expr, FieldId, Lit, RuleKind, Type, Value as Declared};
use npamp_testkit::model::{
    self, cond_holds, eval, format_samples, int, lit_matches, lit_value, present, satisfying,
};

// ------------------------------------------------------------------ rules

impl<S: Source> Values<'_, S> {
    /// Make a condition hold (or fail) by editing its field.
    pub fn set_cond(&mut self, body: &Body, m: &mut Value, c: &Cond, holds: bool, depth: usize) {
        let f = body.field(c.field());
        let key = f.key;
        match c {
            Cond::Present { present, .. } => {
                if *present == holds {
                    model::set(m, key, self.value(&f.value, f.non_empty, depth));
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
    pub fn other_than(&mut self, v: &Declared, lits: &[Lit], depth: usize) -> Value {
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
        match self.value(v, false, depth) {
            Value::Integer(i) => {
                let mut n = i128::from(i);
                while bad(&int(n)) {
                    n += 1;
                }
                int(n)
            }
            Value::Text(t) if lits.contains(&Lit::Text(t.clone())) => Value::Text(format!("{t}x")),
            other => other,
        }
    }

    /// Edit `m` until every single-frame rule of `body` holds (fields in `keep` stay).
    pub fn fixup(&mut self, body: &Body, m: &mut Value, keep: &[FieldId], depth: usize) {
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
        &mut self,
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
                    let f = body.field(*field);
                    let v = self.value(&f.value, f.non_empty, depth);
                    model::set(m, key(*field), v);
                    true
                } else {
                    false
                }
            }
            _ => self.fix_value_rule(body, m, k, keep, depth),
        }
    }

    fn fix_value_rule(
        &mut self,
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
        &mut self,
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
        &mut self,
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
pub fn fix_format(m: &mut Value, key: u64, format: npamp_schema::TextFormat) -> bool {
    let (good, _) = format_samples(format);
    let Some(first) = good.first() else {
        return false;
    };
    let fix = |v: &mut Value| match v {
        Value::Text(t) if !good.contains(&t.as_str()) => {
            *v = Value::Text((*first).to_string());
            true
        }
        _ => false,
    };
    match model::get_mut(m, key) {
        Some(Value::Array(items)) => items.iter_mut().fold(false, |changed, v| fix(v) | changed),
        Some(v) => fix(v),
        None => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use npamp_schema::TextFormat;

    fn text(s: &str) -> Value {
        Value::Text(s.to_string())
    }

    #[test]
    fn fix_format_replaces_every_text_outside_the_table() {
        let (good, _) = format_samples(TextFormat::Hex);
        // {1: ["zz", <good>, "abc"], 2: <good>}
        let mut m = Value::Map(vec![
            (
                Value::Integer(1.into()),
                Value::Array(vec![text("zz"), text(good[1]), text("abc")]),
            ),
            (Value::Integer(2.into()), text(good[2])),
        ]);
        assert!(fix_format(&mut m, 1, TextFormat::Hex));
        assert_eq!(
            model::get_mut(&mut m, 1),
            Some(&mut Value::Array(vec![
                text(good[0]),
                text(good[1]),
                text(good[0])
            ]))
        );
        // Already in the table, or absent: nothing to change.
        assert!(!fix_format(&mut m, 1, TextFormat::Hex));
        assert!(!fix_format(&mut m, 2, TextFormat::Hex));
        assert_eq!(model::get_mut(&mut m, 2), Some(&mut text(good[2])));
        assert!(!fix_format(&mut m, 3, TextFormat::Hex));
    }
}
