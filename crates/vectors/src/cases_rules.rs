//! Cases of the schema rules of a body, each held and broken (the systematic cases of
//! `cases.rs`, continued).

use crate::cases::{
    field_key, is_required, len_hint, relation_fields, rule_flag_kind, violate_relation, Gen,
};
use crate::cbor::{self};
use ciborium::Value;
use npamp_sample::path::{edited, Step};
use npamp_sample::Sampler;
use npamp_schema::{Body, Cond, FieldId, Frame, RuleKind, TextFormat, Type};
use npamp_testkit::hex::hex;
use npamp_testkit::model::{self, format_samples, lit_value};

type Edit<'a> = Box<dyn Fn(&Sampler, &mut Value) + 'a>;
/// `(description, path to make exist, whether the rule holds, edit of the body)`.
type Variant<'a> = (String, Vec<Step>, bool, Edit<'a>);

impl Gen<'_> {
    /// Each single-frame rule of a body, held and broken.
    pub(crate) fn rule_cases(&mut self, fr: &Frame, path: &[Step], body: &Body, what: &str) {
        for r in body.rules.iter().filter(|r| !r.kind.is_cross()) {
            let kind = rule_flag_kind(&r.kind);
            let built: Vec<(String, Option<Value>, bool)> = self
                .rule_variants(body, &r.kind)
                .into_iter()
                .map(|(desc, want, holds, edit)| {
                    let mut p = path.to_vec();
                    p.extend(want);
                    let base = self.base(fr, &p);
                    let payload = edited(&base, path, |m| edit(&self.s, m));
                    (desc, payload, holds)
                })
                .collect();
            for (desc, payload, holds) in built {
                let fl: &[&'static str] = if holds { &["RuleSatisfied"] } else { &[] };
                let c = format!("{}: {what}: rule {} ({kind}): {desc}", fr.name, r.id);
                self.add(
                    fr,
                    payload,
                    (r.section.clone(), r.id.as_str()),
                    fl,
                    c,
                    Some(holds),
                    false,
                );
            }
        }
    }

    /// `(description, path to make exist, whether the rule holds, edit of the body)`.
    fn rule_variants<'a>(&'a self, body: &'a Body, k: &'a RuleKind) -> Vec<Variant<'a>> {
        let name = |f: FieldId| body.field(f).name.clone();
        let key = move |f: FieldId| field_key(body, f);
        let mut out: Vec<Variant<'a>> = Vec::new();
        match k {
            RuleKind::RequiredWhen {
                field,
                non_empty,
                when,
                each: None,
            } => {
                let f = *field;
                let fv = body.field(f).value.clone();
                out.push((
                    format!("condition holds, {} present", name(f)),
                    vec![Step::Key(body.field(f).key)],
                    true,
                    Box::new(move |s, m| s.set_cond(body, m, when, true, 0)),
                ));
                out.push((
                    format!("condition holds, {} absent", name(f)),
                    vec![],
                    false,
                    Box::new(move |s, m| {
                        s.set_cond(body, m, when, true, 0);
                        model::remove(m, key(f));
                    }),
                ));
                if *non_empty {
                    out.push((
                        format!("condition holds, {} empty", name(f)),
                        vec![],
                        false,
                        Box::new(move |s, m| {
                            s.set_cond(body, m, when, true, 0);
                            model::set(m, key(f), s.sized(&fv, 0, 0));
                        }),
                    ));
                }
                out.push((
                    format!("condition fails, {} absent", name(f)),
                    vec![],
                    true,
                    Box::new(move |s, m| {
                        s.set_cond(body, m, when, false, 0);
                        model::remove(m, key(f));
                    }),
                ));
            }
            RuleKind::PresentIff {
                field,
                when,
                each: None,
            }
            | RuleKind::AbsentUnless {
                field,
                when,
                each: None,
            } => {
                let f = *field;
                let iff = matches!(k, RuleKind::PresentIff { .. });
                let fk = body.field(f).key;
                for (c, p) in [(true, true), (true, false), (false, true), (false, false)] {
                    let holds = if iff { c == p } else { !p || c };
                    let want = if p { vec![Step::Key(fk)] } else { vec![] };
                    let d = format!(
                        "condition {}, {} {}",
                        if c { "holds" } else { "fails" },
                        name(f),
                        if p { "present" } else { "absent" }
                    );
                    out.push((
                        d,
                        want,
                        holds,
                        Box::new(move |s, m| {
                            if !p {
                                model::remove(m, key(f));
                            }
                            s.set_cond(body, m, when, c, 0);
                            if p && !model::present(m, key(f), false) {
                                model::set(m, key(f), s.value(&body.field(f).value, 0));
                            }
                        }),
                    ));
                }
            }
            RuleKind::RequiredWhen {
                each: Some(e),
                field,
                when,
                ..
            }
            | RuleKind::PresentIff {
                each: Some(e),
                field,
                when,
            }
            | RuleKind::AbsentUnless {
                each: Some(e),
                field,
                when,
            } => {
                self.each_variants(body, k, *e, *field, when, &mut out);
            }
            _ => self.value_rule_variants(body, k, &mut out),
        }
        out
    }

    fn each_variants<'a>(
        &'a self,
        body: &'a Body,
        k: &'a RuleKind,
        e: npamp_schema::Each,
        field: FieldId,
        when: &'a Cond,
        out: &mut Vec<Variant<'a>>,
    ) {
        let rec = &self.m.record(e.record).body;
        let arr = body.field(e.array).key;
        let fk = rec.field(field).key;
        let fname = rec.field(field).name.clone();
        let aname = body.field(e.array).name.clone();
        for (c, p) in [(true, true), (true, false), (false, true), (false, false)] {
            let holds = match k {
                RuleKind::RequiredWhen { .. } => !c || p,
                RuleKind::PresentIff { .. } => c == p,
                _ => !p || c,
            };
            let want = vec![Step::Key(arr), Step::Idx(0), Step::Key(fk)];
            let d = format!(
                "condition {}, {aname}[0].{fname} {}",
                if c { "holds" } else { "fails" },
                if p { "present" } else { "absent" }
            );
            out.push((
                d,
                want,
                holds,
                Box::new(move |s, m| {
                    s.set_cond(body, m, when, c, 0);
                    if let Some(Value::Array(items)) = model::get_mut(m, arr) {
                        for (i, it) in items.iter_mut().enumerate() {
                            if i == 0 && p {
                                if !model::present(it, fk, false) {
                                    model::set(it, fk, s.value(&rec.field(field).value, 0));
                                }
                            } else if i == 0 {
                                model::remove(it, fk);
                            }
                        }
                    }
                }),
            ));
        }
    }

    fn value_rule_variants<'a>(
        &'a self,
        body: &'a Body,
        k: &'a RuleKind,
        out: &mut Vec<Variant<'a>>,
    ) {
        let key = move |f: FieldId| field_key(body, f);
        let name = |f: FieldId| body.field(f).name.clone();
        match k {
            RuleKind::ValueIn {
                field,
                values,
                negate: false,
            } => self.set_variants(body, *field, values.clone(), out),
            RuleKind::ValueIn {
                field,
                values,
                negate: true,
            } => self.set_variants(body, *field, complement(self.m, body, *field, values), out),
            RuleKind::Const { field, value } => {
                self.set_variants(body, *field, vec![value.clone()], out)
            }
            RuleKind::Format { field, format } => self.format_variants(body, *field, *format, out),
            RuleKind::AtLeastOne { fields, non_empty } => {
                for f in fields.iter().copied() {
                    let others: Vec<FieldId> = fields.iter().copied().filter(|x| *x != f).collect();
                    let want = vec![Step::Key(body.field(f).key)];
                    out.push((
                        format!("only {} present", name(f)),
                        want,
                        true,
                        Box::new(move |_, m| {
                            for o in &others {
                                model::remove(m, key(*o));
                            }
                        }),
                    ));
                }
                let all = fields.clone();
                out.push((
                    "none present".into(),
                    vec![],
                    false,
                    Box::new(move |_, m| {
                        for o in &all {
                            model::remove(m, key(*o));
                        }
                    }),
                ));
                if *non_empty {
                    let all = fields.clone();
                    out.push((
                        "all present and empty".into(),
                        vec![],
                        false,
                        Box::new(move |s, m| {
                            for o in &all {
                                model::set(m, key(*o), s.sized(&body.field(*o).value, 0, 0));
                            }
                        }),
                    ));
                }
            }
            RuleKind::Relation {
                left,
                op,
                right,
                when,
            } => {
                let fs = relation_fields(left, right);
                let fill = move |s: &Sampler, m: &mut Value| {
                    if let Some(c) = when {
                        s.set_cond(body, m, c, true, 0);
                    }
                    for f in &fs {
                        if !model::present(m, key(*f), false) {
                            let fv = &body.field(*f).value;
                            model::set(m, key(*f), s.sized(fv, len_hint(fv), 0));
                        }
                    }
                };
                let fill2 = fill.clone();
                let ids = relation_fields(left, right);
                out.push((
                    "every field present, relation holds".into(),
                    vec![],
                    true,
                    Box::new(move |s, m| {
                        fill(s, m);
                        s.fixup(body, m, &[], 0);
                    }),
                ));
                out.push((
                    format!("relation {} broken", op.as_str()),
                    vec![],
                    false,
                    Box::new(move |s, m| {
                        fill2(s, m);
                        violate_relation(s, body, m, (left, *op, right));
                    }),
                ));
                if let Some(f) = ids.iter().copied().find(|f| !is_required(body.field(*f))) {
                    out.push((
                        format!("{} absent: relation not evaluated", name(f)),
                        vec![],
                        true,
                        Box::new(move |_, m| {
                            model::remove(m, key(f));
                        }),
                    ));
                }
            }
            _ => {}
        }
    }

    /// `format`: the field (an array: its one element) set to each conforming and each
    /// breaking sample of the format.
    fn format_variants<'a>(
        &'a self,
        body: &'a Body,
        f: FieldId,
        format: TextFormat,
        out: &mut Vec<Variant<'a>>,
    ) {
        let fd = body.field(f);
        let array = matches!(fd.value.ty, Type::Array(_));
        let (good, bad) = format_samples(format);
        let conforming = good.iter().map(|t| (*t, true));
        for (t, holds) in conforming.chain(bad.iter().map(|t| (*t, false))) {
            let v = if array {
                Value::Array(vec![Value::Text(t.to_string())])
            } else {
                Value::Text(t.to_string())
            };
            let at = if array { "[0]" } else { "" };
            let d = format!(
                "{}{at} = {t:?} ({} {})",
                fd.name,
                if holds { "in" } else { "not in" },
                format.as_str()
            );
            out.push((
                d,
                vec![Step::Key(fd.key)],
                holds,
                Box::new(move |_, m| model::set(m, fd.key, v.clone())),
            ));
        }
    }

    fn set_variants<'a>(
        &'a self,
        body: &'a Body,
        f: FieldId,
        lits: Vec<npamp_schema::Lit>,
        out: &mut Vec<Variant<'a>>,
    ) {
        let key = field_key(body, f);
        let fd = body.field(f);
        for l in lits.iter().take(4) {
            let v = lit_value(l);
            let d = format!("{} = {}", fd.name, hex(&cbor::enc(&v)));
            out.push((
                d,
                vec![Step::Key(fd.key)],
                true,
                Box::new(move |_, m| model::set(m, key, v.clone())),
            ));
        }
        let d = format!("{} outside the allowed value(s)", fd.name);
        out.push((
            d,
            vec![Step::Key(fd.key)],
            false,
            Box::new(move |s, m| {
                let v = s.other_than(&fd.value, &lits, 0);
                model::set(m, key, v);
            }),
        ));
    }
}

/// The named values of an enum field outside `values` (the set a negated `value_in` allows).
fn complement(
    m: &npamp_schema::Model,
    body: &npamp_schema::Body,
    f: FieldId,
    values: &[npamp_schema::Lit],
) -> Vec<npamp_schema::Lit> {
    match &body.field(f).value.ty {
        npamp_schema::Type::Enum(e) => m
            .enum_def(*e)
            .values
            .iter()
            .map(|v| v.raw.to_lit())
            .filter(|l| !values.contains(l))
            .collect(),
        _ => Vec::new(),
    }
}
