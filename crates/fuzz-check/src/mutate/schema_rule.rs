//! Class `schema-rule`: a payload that breaks one single-frame schema rule of
//! its frame (`required_when`, `present_iff`, `absent_unless`, `const`,
//! `value_in`, `at_least_one`, `format`), edited as a value and re-encoded
//! deterministically.

use super::classes::plain_value;
use super::{pick, Class, Ctx, Mutant, Pick, Skipped};
use ciborium::Value as V;
use npamp_oracle::encode_value;
use npamp_schema::{Body, Cond, Field, FieldId, Lit, Model, RuleKind, TextFormat, Type};
use npamp_testkit::model::{self, cond_holds, int_range, lit_value};

/// One single-frame rule of the frame, picked, broken in the base payload;
/// the mutant names the rule (a rule listed before it may be reported
/// instead: `earlier`).
pub(super) fn schema_rule(cx: &Ctx<'_, '_, '_>, p: &mut dyn Pick) -> Option<Mutant> {
    let body = &cx.frame.body;
    let rules: Vec<(usize, &npamp_schema::RuleDef)> = body
        .rules
        .iter()
        .enumerate()
        .filter(|(_, r)| !r.kind.is_cross())
        .collect();
    let &(ri, rule) = pick(p, &rules)?;
    let mut map: V = ciborium::de::from_reader(cx.base).ok()?;
    if !matches!(map, V::Map(_)) {
        return None;
    }
    break_rule(cx.m(), body, &rule.kind, &mut map, p)?;
    let bytes = encode_value(&map);
    if bytes == cx.base {
        return None;
    }
    let earlier = body
        .rules
        .iter()
        .take(ri)
        .filter(|r| !r.kind.is_cross())
        .map(|r| r.id.clone())
        .collect();
    Some(Mutant {
        class: Class::SchemaRule,
        frame_type: cx.frame.code,
        bytes,
        rule: Some(rule.kind.rule()),
        rule_id: Some(rule.id.clone()),
        earlier,
        basis: rule.basis,
        skipped: Skipped::NotThisRule,
    })
}

/// Edit the payload map so that rule `kind` of `body` no longer holds;
/// `None` for the kinds (and cases) this class does not break.
fn break_rule(
    m: &Model,
    body: &Body,
    kind: &RuleKind,
    map: &mut V,
    p: &mut dyn Pick,
) -> Option<()> {
    let fld = |i: &FieldId| body.field(*i);
    match kind {
        RuleKind::RequiredWhen {
            field,
            when,
            each: None,
            ..
        } => required_when(body, fld(field), when, map),
        RuleKind::PresentIff {
            field,
            when,
            each: None,
        } => present_iff(m, body, fld(field), when, map),
        RuleKind::AbsentUnless {
            field,
            when,
            each: None,
        } => absent_unless(m, body, fld(field), when, map),
        RuleKind::Const { field, value } => constant(fld(field), value, map),
        RuleKind::ValueIn {
            negate: true,
            field,
            values,
        } => value_in_negated(fld(field), values, map),
        RuleKind::ValueIn { field, values, .. } => value_in(m, fld(field), values, map, p),
        RuleKind::AtLeastOne { fields, .. } => at_least_one(body, fields, map),
        RuleKind::Format { field, format } => out_of_format(fld(field), *format, map, p),
        _ => None,
    }
}

/// `required_when`: an optional field absent while its condition holds.
fn required_when(body: &Body, f: &Field, when: &Cond, map: &mut V) -> Option<()> {
    if f.required() || !cond_holds(body, map, when) {
        return None;
    }
    model::remove(map, f.key);
    Some(())
}

/// `present_iff`: an optional field absent while its condition holds, or
/// present (a plain value) while it does not.
fn present_iff(m: &Model, body: &Body, f: &Field, when: &Cond, map: &mut V) -> Option<()> {
    if f.required() {
        return None;
    }
    if cond_holds(body, map, when) {
        model::remove(map, f.key);
    } else {
        model::set(map, f.key, plain(m, f)?);
    }
    Some(())
}

/// `absent_unless`: an absent field present (a plain value) while its
/// condition does not hold.
fn absent_unless(m: &Model, body: &Body, f: &Field, when: &Cond, map: &mut V) -> Option<()> {
    if cond_holds(body, map, when) || model::value_of(map, f.key).is_some() {
        return None;
    }
    model::set(map, f.key, plain(m, f)?);
    Some(())
}

/// `const`: a boolean negated, or an unsigned integer one more (within its range).
fn constant(f: &Field, value: &Lit, map: &mut V) -> Option<()> {
    let other = match value {
        Lit::Bool(b) => V::Bool(!b),
        Lit::Uint(n) if int_range(&f.value).is_none_or(|(_, hi)| i128::from(*n) < hi) => {
            model::uint(n.checked_add(1)?)
        }
        _ => return None,
    };
    model::set(map, f.key, other);
    Some(())
}

/// Negated `value_in`: the field set to its first refused value.
fn value_in_negated(f: &Field, values: &[Lit], map: &mut V) -> Option<()> {
    model::set(map, f.key, lit_value(values.first()?));
    Some(())
}

/// `value_in`: the field set to a value of its type (an enum's value, a
/// small uint within its range) outside the allowed ones, picked.
fn value_in(m: &Model, f: &Field, values: &[Lit], map: &mut V, p: &mut dyn Pick) -> Option<()> {
    let cands: Vec<Lit> = match &f.value.ty {
        Type::Enum(e) => m
            .enum_def(*e)
            .values
            .iter()
            .map(|v| v.raw.to_lit())
            .collect(),
        Type::Uint => (0..64).map(Lit::Uint).collect(),
        _ => return None,
    };
    let bounds = int_range(&f.value);
    let out: Vec<&Lit> = cands
        .iter()
        .filter(|c| !values.contains(c))
        .filter(|c| match (c, bounds) {
            (Lit::Uint(n), Some((lo, hi))) => i128::from(*n) >= lo && i128::from(*n) <= hi,
            _ => true,
        })
        .collect();
    model::set(map, f.key, lit_value(pick(p, &out)?));
    Some(())
}

/// `at_least_one`: every one of the fields absent (when none is required).
fn at_least_one(body: &Body, fields: &[FieldId], map: &mut V) -> Option<()> {
    if fields.iter().any(|i| body.field(*i).required()) {
        return None;
    }
    for i in fields {
        model::remove(map, body.field(*i).key);
    }
    Some(())
}

/// `format`: the field (an array: its first text element, or one element)
/// set to a text outside the format, picked.
fn out_of_format(f: &Field, format: TextFormat, map: &mut V, p: &mut dyn Pick) -> Option<()> {
    let (_, bad) = model::format_samples(format);
    let t = V::Text((*pick(p, bad)?).to_string());
    match model::value_of(map, f.key) {
        Some(V::Array(items)) => {
            let mut items = items.clone();
            match items.iter_mut().find(|it| matches!(it, V::Text(_))) {
                Some(slot) => *slot = t,
                None => items.push(t),
            }
            model::set(map, f.key, V::Array(items));
        }
        _ if matches!(f.value.ty, Type::Array(_)) => model::set(map, f.key, V::Array(vec![t])),
        _ => model::set(map, f.key, t),
    }
    Some(())
}

/// A plain value of `f`'s type, as a value.
fn plain(m: &Model, f: &Field) -> Option<V> {
    let v = plain_value(m, &f.value)?;
    ciborium::de::from_reader(&v[..]).ok()
}
