//! Schema rules: checked at the end of decoding on the decoder's slots
//! (offset: the end of the map), and by `validate()` on a built struct
//! (`self`, offset 0). Cross-frame rules become `check_against(&self, request)`.

use crate::names::{field_ident, lit_i128, lit_str, lit_u64};
use crate::Gen;
use npamp_schema::{
    Body, CmpOp, Cond, EnumWire, Expr, FieldId, Lit, RuleDef, RuleKind, Shape, TextFormat, Type,
};
use proc_macro2::TokenStream;
use quote::quote;

/// Where a rule reads a body's fields.
pub enum On {
    /// The members of a struct expression (`self`, an array item, a request).
    Struct(TokenStream),
    /// A decoder's slots once taken (`__f<id>`: the value of a required field,
    /// an `Option` of an optional one), before the struct is built: the frame
    /// is then built once, where the caller wants it, instead of built, checked
    /// and moved.
    Slots,
}

/// `Option<&T>` of a field of `on`.
fn opt(body: &Body, f: FieldId, on: &On) -> TokenStream {
    let fl = body.field(f);
    let x = match on {
        On::Struct(on) => {
            let id = field_ident(&fl.name);
            quote! { #on.#id }
        }
        On::Slots => {
            let s = crate::body::slot(f);
            quote! { #s }
        }
    };
    if fl.required() {
        quote! { Some(&#x) }
    } else {
        quote! { #x.as_ref() }
    }
}

/// A literal as the comparable raw value of a field of type `ty`.
fn lit(g: &Gen<'_>, ty: &Type, l: &Lit) -> TokenStream {
    match (ty, l) {
        (Type::Enum(e), Lit::Text(t)) if g.m.enum_def(*e).wire == EnumWire::Tstr => {
            let t = lit_str(t);
            quote! { #t }
        }
        (_, Lit::Uint(v)) => {
            let v = lit_u64(*v);
            quote! { #v }
        }
        (_, Lit::Int(v)) => {
            let v = lit_i128(*v);
            quote! { #v }
        }
        (_, Lit::Bool(b)) => quote! { #b },
        (_, Lit::Text(t)) => {
            let t = lit_str(t);
            quote! { #t }
        }
        (_, Lit::Float(f)) => crate::names::lit_f64(*f),
    }
}

/// The comparable raw value of `v` (a `&T` of the field's Rust type).
fn raw(g: &Gen<'_>, ty: &Type, v: &TokenStream) -> TokenStream {
    match ty {
        Type::Enum(e) => match g.m.enum_def(*e).wire {
            EnumWire::Uint => quote! { #v.raw() },
            EnumWire::Tstr => quote! { #v.token() },
        },
        Type::Flags(_) => quote! { #v.0 },
        _ => quote! { *#v },
    }
}

/// Does `c` hold on `on`?
pub fn cond(g: &Gen<'_>, body: &Body, c: &Cond, on: &On) -> TokenStream {
    let f = c.field();
    let o = opt(body, f, on);
    let ty = &body.field(f).value.ty;
    match c {
        Cond::In { values, .. } => {
            let r = raw(g, ty, &quote! { __c });
            let ls = values.iter().map(|l| lit(g, ty, l));
            quote! { #o.is_some_and(|__c| matches!(#r, #(#ls)|*)) }
        }
        Cond::Equals { value, .. } => {
            let r = raw(g, ty, &quote! { __c });
            let l = lit(g, ty, value);
            quote! { #o.is_some_and(|__c| #r == #l) }
        }
        Cond::Present { present, .. } => {
            if *present {
                quote! { #o.is_some() }
            } else {
                quote! { #o.is_none() }
            }
        }
        Cond::Flag { bit, set, .. } => {
            let m = lit_u64(1u64 << bit);
            if *set {
                quote! { #o.is_some_and(|__c| __c.0 & #m != 0) }
            } else {
                quote! { !#o.is_some_and(|__c| __c.0 & #m != 0) }
            }
        }
    }
}

/// `Option<i128>` of an expression over `on`.
fn expr(g: &Gen<'_>, body: &Body, e: &Expr, on: &On) -> TokenStream {
    match e {
        Expr::Const(c) => {
            let c = lit_i128(*c);
            quote! { Some(#c) }
        }
        Expr::Field(f) => {
            let o = opt(body, *f, on);
            let r = raw(g, &body.field(*f).value.ty, &quote! { __e });
            quote! { #o.map(|__e| (#r) as i128) }
        }
        Expr::Len(f) => {
            let o = opt(body, *f, on);
            quote! { #o.map(|__e| __e.len() as i128) }
        }
        Expr::Mul(a, b) => {
            let a = expr(g, body, a, on);
            let b = expr(g, body, b, on);
            quote! { match (#a, #b) { (Some(x), Some(y)) => Some(x.saturating_mul(y)), _ => None } }
        }
    }
}

fn op(o: CmpOp) -> TokenStream {
    match o {
        CmpOp::Lt => quote! { < },
        CmpOp::Le => quote! { <= },
        CmpOp::Eq => quote! { == },
        CmpOp::Ne => quote! { != },
        CmpOp::Ge => quote! { >= },
        CmpOp::Gt => quote! { > },
        CmpOp::Subset => quote! { == },
    }
}

/// `Option<&Array>` of an expression that names an array field.
fn array_of(body: &Body, e: &Expr, on: &On) -> TokenStream {
    match e {
        Expr::Field(f) => opt(body, *f, on),
        _ => quote! { None::<&Array<'_, u64>> },
    }
}

/// The check of one rule (non-cross rules) on the fields of `me`, returning
/// early on a fault.
pub fn check(g: &Gen<'_>, body: &Body, r: &RuleDef, end: &TokenStream, me: &On) -> TokenStream {
    let subject = r.kind.subject().map(|f| body.field(f).name.clone());
    let site = g.rule_site(subject.as_deref(), &r.id, r.basis, &r.section);
    let refuse = g.refuses(r.basis).at_site(&site);
    let rule = crate::names::rule(r.kind.rule());
    let fail = quote! { return Err(DecodeError::new(#rule, #end, &#site)); };
    let presence = |field: FieldId,
                    each: &Option<npamp_schema::Each>,
                    test: &dyn Fn(TokenStream) -> TokenStream| {
        match each {
            None => test(opt(body, field, me)),
            Some(e) => {
                let arr = opt(body, e.array, me);
                let rb = &g.m.record(e.record).body;
                let it = opt(rb, field, &On::Struct(quote! { __it }));
                let t = test(it);
                quote! { #arr.is_some_and(|__a| __a.iter().any(|__it| #t)) }
            }
        }
    };
    let bad = match &r.kind {
        RuleKind::RequiredWhen {
            field,
            non_empty,
            when,
            each,
        } => {
            let c = cond(g, body, when, me);
            let t = presence(*field, each, &|o| {
                if *non_empty {
                    quote! { #o.is_none_or(|__v| __v.is_empty()) }
                } else {
                    quote! { #o.is_none() }
                }
            });
            quote! { (#c) && (#t) }
        }
        RuleKind::PresentIff { field, when, each } => {
            let c = cond(g, body, when, me);
            let absent = presence(*field, each, &|o| quote! { #o.is_none() });
            let present = presence(*field, each, &|o| quote! { #o.is_some() });
            quote! { if #c { #absent } else { #present } }
        }
        RuleKind::AbsentUnless { field, when, each } => {
            let c = cond(g, body, when, me);
            let present = presence(*field, each, &|o| quote! { #o.is_some() });
            quote! { (#present) && !(#c) }
        }
        RuleKind::ValueIn {
            field,
            values,
            negate,
        } => {
            let o = opt(body, *field, me);
            let ty = &body.field(*field).value.ty;
            let rv = raw(g, ty, &quote! { __v });
            let ls = values.iter().map(|l| lit(g, ty, l));
            let inside = quote! { matches!(#rv, #(#ls)|*) };
            if *negate {
                quote! { #o.is_some_and(|__v| #inside) }
            } else {
                quote! { #o.is_some_and(|__v| !#inside) }
            }
        }
        RuleKind::Const { field, value } => {
            let o = opt(body, *field, me);
            let ty = &body.field(*field).value.ty;
            let rv = raw(g, ty, &quote! { __v });
            let l = lit(g, ty, value);
            quote! { #o.is_some_and(|__v| #rv != #l) }
        }
        RuleKind::AtLeastOne { fields, non_empty } => {
            let present = fields.iter().map(|f| {
                let o = opt(body, *f, me);
                if *non_empty {
                    quote! { #o.is_some_and(|__v| !__v.is_empty()) }
                } else {
                    quote! { #o.is_some() }
                }
            });
            quote! { !(#(#present)||*) }
        }
        RuleKind::Relation {
            left,
            op: o,
            right,
            when,
        } => relation_fault(g, body, (left, *o, right), when.as_ref(), me),
        RuleKind::Format { field, format } => format_fault(body, *field, *format, me),
        RuleKind::CrossFrame { .. }
        | RuleKind::CrossAbsentUnless { .. }
        | RuleKind::CrossRelation { .. } => {
            return quote! {};
        }
    };
    let guard = refuse.and(quote! { p::armed(#rule) && { #bad } });
    quote! { if #guard { #fail } }
}

/// A `relation` rule's fault: `when` holds, every field it reads is
/// present, and the comparison (or `subset`) fails.
fn relation_fault(
    g: &Gen<'_>,
    body: &Body,
    (left, o, right): (&Expr, CmpOp, &Expr),
    when: Option<&Cond>,
    me: &On,
) -> TokenStream {
    let gate = when.map_or(quote! { true }, |c| cond(g, body, c, me));
    if o == CmpOp::Subset {
        let l = array_of(body, left, me);
        let rr = array_of(body, right, me);
        quote! { (#gate) && match (#l, #rr) { (Some(__l), Some(__r)) => __l.iter().any(|__x| !__r.iter().any(|__y| __y == __x)), _ => false } }
    } else {
        let l = expr(g, body, left, me);
        let rr = expr(g, body, right, me);
        let op = op(o);
        quote! { (#gate) && match (#l, #rr) { (Some(__l), Some(__r)) => !(__l #op __r), _ => false } }
    }
}

/// A `format` rule's fault: the text (or a text element) is not in its format.
fn format_fault(body: &Body, field: FieldId, format: TextFormat, me: &On) -> TokenStream {
    let o = opt(body, field, me);
    let test = match format {
        TextFormat::Rfc3339 => quote! { p::is_rfc3339 },
        TextFormat::Hex => quote! { p::is_hex },
    };
    match &body.field(field).value.ty {
        // Each text element (under `minimum`, one of another type is passed over).
        Type::Array(_) => {
            quote! { #o.is_some_and(|__a| __a.iter().any(|__x| !#test(__x))) }
        }
        _ => quote! { #o.is_some_and(|__v| !#test(__v)) },
    }
}

/// `check_against`'s body for one cross rule of a reply against `request`.
pub fn cross(
    g: &Gen<'_>,
    body: &Body,
    r: &RuleDef,
) -> Option<(npamp_schema::FrameId, TokenStream)> {
    let me = On::Struct(quote! { self });
    let rq = On::Struct(quote! { request });
    let subject = r.kind.subject().map(|f| body.field(f).name.clone());
    let site = g.rule_site(subject.as_deref(), &r.id, r.basis, &r.section);
    let refuse = g.refuses(r.basis).at_site(&site);
    let rule = crate::names::rule(r.kind.rule());
    let fail = quote! { return Err(DecodeError::new(#rule, 0, &#site)); };
    let (req, bad) = match &r.kind {
        RuleKind::CrossFrame {
            request,
            field,
            selector,
            only_when,
            cases,
        } => {
            let rb = &g.m.frame(*request).body;
            let gate = only_when
                .as_ref()
                .map_or(quote! { true }, |c| cond(g, body, c, &me));
            let sel = opt(rb, *selector, &rq);
            let val = opt(body, *field, &me);
            let arms = cases.iter().map(|c| {
                let sv = lit_u64(c.selector_value);
                let len_of = |f: &FieldId| {
                    let o = opt(rb, *f, &rq);
                    quote! { #o.map_or(0u64, |__a| __a.len() as u64) }
                };
                let ok = match &c.shape {
                    Shape::Absent => quote! { #val.is_none() },
                    Shape::Tstr => quote! { #val.is_some_and(|v| v.as_text().is_some()) },
                    Shape::Bool => quote! { #val.is_some_and(|v| v.as_bool().is_some()) },
                    Shape::Map => quote! { #val.is_some_and(|v| v.kind() == rt::ItemKind::Map) },
                    Shape::UintIndex(f) => {
                        let n = len_of(f);
                        quote! { #val.is_some_and(|v| v.as_uint().is_some_and(|i| i < #n)) }
                    }
                    Shape::ArrayUintIndex(f) => {
                        let n = len_of(f);
                        quote! { #val.is_some_and(|v| v.is_uint_array_below(#n)) }
                    }
                };
                quote! { Some(#sv) => !(#ok), }
            });
            let selraw = quote! { #sel.map(|__s| __s.raw()) };
            (
                *request,
                quote! { (#gate) && match #selraw { #(#arms)* _ => false } },
            )
        }
        RuleKind::CrossAbsentUnless {
            request,
            field,
            when,
        } => {
            let rb = &g.m.frame(*request).body;
            let present = opt(body, *field, &me);
            let c = cond(g, rb, when, &rq);
            (*request, quote! { #present.is_some() && !(#c) })
        }
        RuleKind::CrossRelation {
            request,
            left,
            op: o,
            right,
            when,
        } => {
            let rb = &g.m.frame(*request).body;
            let gate = when
                .as_ref()
                .map_or(quote! { true }, |c| cond(g, body, c, &me));
            if *o == CmpOp::Subset {
                let l = array_of(body, left, &me);
                let rr = array_of(rb, right, &rq);
                (
                    *request,
                    quote! { (#gate) && match (#l, #rr) { (Some(__l), Some(__r)) => __l.iter().any(|__x| !__r.iter().any(|__y| __y == __x)), _ => false } },
                )
            } else {
                let l = expr(g, body, left, &me);
                let rr = expr(g, rb, right, &rq);
                let op = op(*o);
                (
                    *request,
                    quote! { (#gate) && match (#l, #rr) { (Some(__l), Some(__r)) => !(__l #op __r), _ => false } },
                )
            }
        }
        _ => return None,
    };
    let guard = refuse.and(quote! { p::armed(#rule) && { #bad } });
    Some((req, quote! { if #guard { #fail } }))
}

/// A rule of a frame, restated for the frame's body as a record (`frame_body`):
/// `None` when it reads an envelope field or is a cross-frame rule.
pub fn remap_rule(r: &RuleDef, remap: &dyn Fn(FieldId) -> Option<FieldId>) -> Option<RuleDef> {
    let c = |c: &Cond| -> Option<Cond> {
        Some(match c {
            Cond::In { field, values } => Cond::In {
                field: remap(*field)?,
                values: values.clone(),
            },
            Cond::Equals { field, value } => Cond::Equals {
                field: remap(*field)?,
                value: value.clone(),
            },
            Cond::Present { field, present } => Cond::Present {
                field: remap(*field)?,
                present: *present,
            },
            Cond::Flag { field, bit, set } => Cond::Flag {
                field: remap(*field)?,
                bit: *bit,
                set: *set,
            },
        })
    };
    fn e(x: &Expr, remap: &dyn Fn(FieldId) -> Option<FieldId>) -> Option<Expr> {
        Some(match x {
            Expr::Field(f) => Expr::Field(remap(*f)?),
            Expr::Len(f) => Expr::Len(remap(*f)?),
            Expr::Mul(a, b) => Expr::Mul(Box::new(e(a, remap)?), Box::new(e(b, remap)?)),
            Expr::Const(k) => Expr::Const(*k),
        })
    }
    // A presence rule's subject: in the record (`each`, unchanged) or in this body.
    let subject = |f: FieldId, each: &Option<npamp_schema::Each>| -> Option<FieldId> {
        if each.is_some() {
            Some(f)
        } else {
            remap(f)
        }
    };
    let each_of = |each: &Option<npamp_schema::Each>| -> Option<Option<npamp_schema::Each>> {
        match each {
            Some(x) => Some(Some(npamp_schema::Each {
                array: remap(x.array)?,
                record: x.record,
            })),
            None => Some(None),
        }
    };
    let kind = match &r.kind {
        RuleKind::RequiredWhen {
            field,
            non_empty,
            when,
            each,
        } => RuleKind::RequiredWhen {
            field: subject(*field, each)?,
            non_empty: *non_empty,
            when: c(when)?,
            each: each_of(each)?,
        },
        RuleKind::PresentIff { field, when, each } => RuleKind::PresentIff {
            field: subject(*field, each)?,
            when: c(when)?,
            each: each_of(each)?,
        },
        RuleKind::AbsentUnless { field, when, each } => RuleKind::AbsentUnless {
            field: subject(*field, each)?,
            when: c(when)?,
            each: each_of(each)?,
        },
        RuleKind::ValueIn {
            field,
            values,
            negate,
        } => RuleKind::ValueIn {
            field: remap(*field)?,
            values: values.clone(),
            negate: *negate,
        },
        RuleKind::Const { field, value } => RuleKind::Const {
            field: remap(*field)?,
            value: value.clone(),
        },
        RuleKind::Format { field, format } => RuleKind::Format {
            field: remap(*field)?,
            format: *format,
        },
        RuleKind::AtLeastOne { fields, non_empty } => RuleKind::AtLeastOne {
            fields: fields
                .iter()
                .map(|f| remap(*f))
                .collect::<Option<Vec<_>>>()?,
            non_empty: *non_empty,
        },
        RuleKind::Relation {
            left,
            op,
            right,
            when,
        } => RuleKind::Relation {
            left: e(left, remap)?,
            op: *op,
            right: e(right, remap)?,
            when: match when {
                Some(w) => Some(c(w)?),
                None => None,
            },
        },
        _ => return None,
    };
    Some(RuleDef { kind, ..r.clone() })
}
