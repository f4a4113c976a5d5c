//! Frames from the model for the fuzz targets: the generator is
//! `npamp-sample`'s ([`Gen`], values drawn from `arbitrary::Unstructured`,
//! [`Mode::Wild`] now and then past a constraint); schema rules are satisfied
//! by [`repair`], which reads the oracle's refusal and fixes the field it names
//! with the generator (the oracle only guides input construction; the
//! verdicts are compared afterwards), after [`presatisfy`] has fixed the
//! presence rules the model alone shows broken.

pub use npamp_sample::{Gen, Mode};

use ciborium::Value as V;
use npamp_oracle::{encode_value, Oracle, Ruling};
use npamp_sample::Source;
use npamp_schema::{
    Body, Cond, Each, Expr, Field, FieldId, Frame, Lit, Presence, Profile, Rule, RuleKind,
};
use npamp_testkit::model::{
    self, cond_holds, lit_value, present, remove as remove_key, set as set_key,
};

/// Fix the schema rule `id` of `frame` in `v` (one step). False when there
/// is nothing this function knows how to fix.
fn repair_rule(g: &mut Gen<'_, '_, '_>, frame: &Frame, v: &mut V, id: &str) -> bool {
    let body = &frame.body;
    let Some(rule) = body.rules.iter().find(|r| r.id == id) else {
        return false;
    };
    let fld = |i: &FieldId| body.field(*i);
    match &rule.kind {
        RuleKind::RequiredWhen {
            field,
            each: None,
            when,
            ..
        } => repair_required_when(g, body, fld(field), when, v),
        RuleKind::PresentIff {
            field, each: None, ..
        } => repair_present_iff(g, fld(field), v),
        RuleKind::AbsentUnless {
            field, each: None, ..
        } => remove_key(v, fld(field).key),
        RuleKind::RequiredWhen {
            each: Some(e),
            when,
            ..
        }
        | RuleKind::PresentIff {
            each: Some(e),
            when,
            ..
        } => repair_each(g, body, e, when, false, v),
        RuleKind::AbsentUnless {
            each: Some(e),
            when,
            ..
        } => repair_each(g, body, e, when, true, v),
        RuleKind::ValueIn {
            negate: true,
            field,
            ..
        } => {
            remove_key(v, fld(field).key);
            true
        }
        RuleKind::ValueIn { field, values, .. } => repair_value_in(g, fld(field), values, v),
        RuleKind::Const { field, value } => {
            set_key(v, fld(field).key, lit_value(value));
            true
        }
        RuleKind::AtLeastOne { fields, non_empty } => {
            repair_at_least_one(g, body, fields, *non_empty, v)
        }
        RuleKind::Relation {
            left, right, when, ..
        } => repair_relation(g, body, (left, right), when.as_ref(), v),
        RuleKind::Format { field, format } => npamp_sample::fix_format(v, fld(field).key, *format),
        _ => false,
    }
}

/// `required_when`: now and then the condition made to fail, else the field
/// given a non-empty value.
fn repair_required_when(
    g: &mut Gen<'_, '_, '_>,
    body: &Body,
    f: &Field,
    when: &Cond,
    v: &mut V,
) -> bool {
    if g.src.chance(3) {
        g.set_cond(body, v, when, false, 1);
    } else {
        let val = g.value(&f.value, true, 1);
        set_key(v, f.key, val);
    }
    true
}

/// `present_iff`: the field removed when present, else given a value.
fn repair_present_iff(g: &mut Gen<'_, '_, '_>, f: &Field, v: &mut V) -> bool {
    if !remove_key(v, f.key) {
        let val = g.value(&f.value, f.non_empty, 1);
        set_key(v, f.key, val);
    }
    true
}

/// A rule on each element of an array (`each`): the optional array removed
/// (half the time), else the condition on the enclosing body forced to
/// `hold` (`absent_unless`: true; `required_when`, `present_iff`: false).
fn repair_each(
    g: &mut Gen<'_, '_, '_>,
    body: &Body,
    e: &Each,
    when: &Cond,
    hold: bool,
    v: &mut V,
) -> bool {
    let a = body.field(e.array);
    if a.presence != Presence::Required && g.src.chance(2) {
        remove_key(v, a.key)
    } else {
        g.set_cond(body, v, when, hold, 1);
        true
    }
}

/// `value_in`: the field set to one of the allowed values, picked (removed
/// when the rule allows none).
fn repair_value_in(g: &mut Gen<'_, '_, '_>, f: &Field, values: &[Lit], v: &mut V) -> bool {
    match values.get(g.src.pick(values.len())) {
        Some(l) => {
            set_key(v, f.key, lit_value(l));
            true
        }
        None => remove_key(v, f.key),
    }
}

/// `at_least_one`: one of the fields, picked, given a value.
fn repair_at_least_one(
    g: &mut Gen<'_, '_, '_>,
    body: &Body,
    fields: &[FieldId],
    non_empty: bool,
    v: &mut V,
) -> bool {
    let Some(fid) = fields.get(g.src.pick(fields.len())) else {
        return false;
    };
    let f = body.field(*fid);
    let val = g.value(&f.value, non_empty || f.non_empty, 1);
    set_key(v, f.key, val);
    true
}

/// `relation`: an optional field it reads removed (picked), else its
/// condition made to fail, else (two plain fields) the left set to the right.
fn repair_relation(
    g: &mut Gen<'_, '_, '_>,
    body: &Body,
    (left, right): (&Expr, &Expr),
    when: Option<&Cond>,
    v: &mut V,
) -> bool {
    let mut read = Vec::new();
    left.fields(&mut read);
    right.fields(&mut read);
    let optional: Vec<u64> = read
        .iter()
        .map(|i| body.field(*i))
        .filter(|f| f.presence != Presence::Required)
        .map(|f| f.key)
        .collect();
    if let Some(k) = optional.get(g.src.pick(optional.len())) {
        return remove_key(v, *k);
    }
    if let Some(c) = when {
        g.set_cond(body, v, c, false, 1);
        return true;
    }
    if let (Expr::Field(a), Expr::Field(b)) = (left, right) {
        let val = model::get(v, body.field(*b).key)
            .cloned()
            .unwrap_or(V::Null);
        set_key(v, body.field(*a).key, val);
        return true;
    }
    false
}

/// Fix, before the oracle is first asked, the top-level presence rules of
/// `frame` (`required_when`, `present_iff`, `absent_unless`, `at_least_one`)
/// that `v` breaks, each with the one-step fix [`repair`] applies. A frame built at random breaks
/// them often (a quarter of Spatial snapshots, `cursor-iff-incomplete`), and
/// each break found by the oracle cost one more oracle call; what this misses
/// the oracle still finds.
pub fn presatisfy(g: &mut Gen<'_, '_, '_>, frame: &Frame, v: &mut V) {
    let body = &frame.body;
    for rule in &body.rules {
        let map = &*v;
        let broken = match &rule.kind {
            RuleKind::RequiredWhen {
                field,
                non_empty,
                when,
                each: None,
            } => {
                let f = body.field(*field);
                cond_holds(body, map, when) && !present(map, f.key, *non_empty || f.non_empty)
            }
            RuleKind::PresentIff {
                field,
                when,
                each: None,
            } => cond_holds(body, map, when) != present(map, body.field(*field).key, false),
            RuleKind::AbsentUnless {
                field,
                when,
                each: None,
            } => !cond_holds(body, map, when) && present(map, body.field(*field).key, false),
            RuleKind::AtLeastOne { fields, non_empty } => !fields.iter().any(|f| {
                let f = body.field(*f);
                present(map, f.key, *non_empty || f.non_empty)
            }),
            _ => false,
        };
        if broken {
            repair_rule(g, frame, v, &rule.id);
        }
    }
}

/// Repair `v` (a payload value of `frame`) until the oracle accepts it under
/// the strict profile, within a few steps. Returns the payload bytes and
/// whether they were accepted.
pub fn repair(
    g: &mut Gen<'_, '_, '_>,
    oracle: &Oracle,
    frame: &Frame,
    v: &mut V,
) -> (Vec<u8>, bool) {
    let (bytes, accepted) = repair_accepted(g, oracle, frame, v);
    (bytes, accepted.is_some())
}

/// [`repair`], keeping the oracle's strict verdict on the returned bytes when
/// it accepts them (so that a caller comparing those bytes under the strict
/// profile need not ask the oracle again: `Oracle::check` is a function of
/// the frame type, the bytes and the profile).
pub fn repair_accepted(
    g: &mut Gen<'_, '_, '_>,
    oracle: &Oracle,
    frame: &Frame,
    v: &mut V,
) -> (Vec<u8>, Option<Ruling>) {
    presatisfy(g, frame, v);
    for _ in 0..8 {
        let bytes = encode_value(v);
        let r = match oracle.check(frame.code, &bytes, Profile::Strict) {
            a @ Ruling::Accept(_) => return (bytes, Some(a)),
            Ruling::Reject(r) => r,
        };
        let fixed = match (r.rule, r.rule_id.as_deref()) {
            (_, Some(id)) => repair_rule(g, frame, v, id),
            (Rule::MissingRequired | Rule::Empty, None) => {
                match r.field.as_deref().and_then(|n| frame.body.field_named(n)) {
                    Some(f) if r.path.split('.').count() <= 1 && !r.path.contains('[') => {
                        let val = g.field_value(f, Some(frame.code), 1);
                        set_key(v, f.key, val);
                        true
                    }
                    _ => false,
                }
            }
            _ => false,
        };
        if !fixed {
            // Drop the named optional top-level field, if that is what failed.
            let f = r
                .field
                .as_deref()
                .and_then(|n| frame.body.field_named(n))
                .filter(|f| f.presence != Presence::Required);
            match f {
                Some(f) if remove_key(v, f.key) => {}
                _ => return (bytes, None),
            }
        }
    }
    let bytes = encode_value(v);
    let verdict = oracle.check(frame.code, &bytes, Profile::Strict);
    let accepted = verdict.is_accept().then_some(verdict);
    (bytes, accepted)
}
