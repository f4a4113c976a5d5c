//! What the `strict` profile refuses and `minimum` accepts, per channel: the
//! `STRICT_CHECKS` table and the module docs' list, both from the schema
//! (check groups of basis `strict`, schema rules, strict enums, reserved flag
//! bits, non-finite floats), each with the clause it rests on.

use crate::names::{lit_str, rule_group};
use crate::Gen;
use npamp_schema::{Basis, Body, Field, Group, Presence, Type, Value};
use proc_macro2::TokenStream;
use quote::quote;

/// One entry of the table.
pub struct Entry {
    pub id: String,
    /// `Group(..)`, `Rule`, `Enum`, `Flags`, `NonFinite`.
    pub kind: Kind,
    pub section: String,
    pub clause: String,
    /// `FRAME.field`, `record.field`, or a frame or record name.
    pub applies_to: Vec<String>,
}

pub enum Kind {
    Group(Group),
    Rule,
    Enum,
    Flags,
    NonFinite,
}

/// Every body the schema states with its owner's name (frames by their spec
/// name, records by theirs), the records `normalize` synthesised left out:
/// their fields are the frames' own.
fn owners<'m>(g: &Gen<'m>) -> Vec<(&'m str, &'m Body)> {
    let frames = g.m.frames.iter().map(|f| (f.name.as_str(), &f.body));
    let records =
        g.m.records
            .iter()
            .take(g.stated_records)
            .map(|r| (r.name.as_str(), &r.body));
    frames.chain(records).collect()
}

/// Whether `v` or a value inside it satisfies `p`.
fn any_value(v: &Value, p: &dyn Fn(&Value) -> bool) -> bool {
    p(v) || match &v.ty {
        Type::Array(i) => any_value(i, p),
        Type::Tuple(vs) | Type::Union(vs) => vs.iter().any(|x| any_value(x, p)),
        Type::Map { key, value } => any_value(key, p) || any_value(value, p),
        _ => false,
    }
}

/// `owner.field` for every field of every body that `p` selects.
fn fields_where(g: &Gen<'_>, p: &dyn Fn(&Field) -> bool) -> Vec<String> {
    let mut out = Vec::new();
    for (owner, body) in owners(g) {
        for f in body.fields.iter().filter(|f| p(f)) {
            let s = format!("{owner}.{}", f.name);
            if !out.contains(&s) {
                out.push(s);
            }
        }
    }
    out
}

/// The fields a check group concerns; `None` when it concerns the whole payload.
fn group_fields(g: &Gen<'_>, gr: Group) -> Option<Vec<String>> {
    let carried = |f: &Field| f.presence != Presence::Absent;
    Some(match gr {
        Group::ItemType => fields_where(g, &|f| {
            carried(f)
                && any_value(&f.value, &|v| {
                    matches!(v.ty, Type::Array(_) | Type::Tuple(_) | Type::Map { .. })
                })
        }),
        Group::NestedKeys => fields_where(g, &|f| {
            carried(f) && any_value(&f.value, &|v| v.ty == Type::UintKeyedMap)
        }),
        Group::Forbidden => fields_where(g, &|f| f.presence == Presence::Absent),
        Group::Range => fields_where(g, &|f| {
            carried(f)
                && any_value(&f.value, &|v| {
                    v.range.is_some() && v.range_basis == Basis::Strict
                })
        }),
        Group::Length => fields_where(g, &|f| {
            carried(f)
                && any_value(&f.value, &|v| {
                    v.len.is_some() && v.len_basis == Basis::Strict
                })
        }),
        _ => return None,
    })
}

/// The channel's strict checks, in a stable order: check groups (in the
/// `checks:` order), schema rules, enums, flags, non-finite floats.
pub fn entries(g: &Gen<'_>) -> Vec<Entry> {
    let m = g.m;
    let mut out = Vec::new();
    for c in &m.checks {
        let fields = group_fields(g, c.group);
        // A per-field basis can make a range or length strict under a must group.
        let overridden = matches!(c.group, Group::Range | Group::Length)
            && fields.as_ref().is_some_and(|f| !f.is_empty());
        if c.basis != Basis::Strict && !overridden {
            continue;
        }
        // A field-level group that concerns no field never fires.
        if fields.as_ref().is_some_and(Vec::is_empty) {
            continue;
        }
        out.push(Entry {
            id: c.group.as_str().into(),
            kind: Kind::Group(c.group),
            section: c.section.clone(),
            clause: c.clause.clone(),
            applies_to: fields.unwrap_or_default(),
        });
    }
    for (owner, body) in owners(g) {
        for r in body.rules.iter().filter(|r| r.basis == Basis::Strict) {
            match out
                .iter_mut()
                .find(|e| matches!(e.kind, Kind::Rule) && e.id == r.id)
            {
                Some(e) if !e.applies_to.iter().any(|a| a == owner) => {
                    e.applies_to.push(owner.into())
                }
                Some(_) => {}
                None => out.push(Entry {
                    id: r.id.clone(),
                    kind: Kind::Rule,
                    section: r.section.clone(),
                    clause: r.clause.clone().unwrap_or_default(),
                    applies_to: vec![owner.into()],
                }),
            }
        }
    }
    for (i, e) in m.enums.iter().enumerate() {
        let Some(gr) = e.unrecognized.reject.as_ref() else {
            continue;
        };
        if gr.basis != Basis::Strict {
            continue;
        }
        let id = npamp_schema::EnumId(i);
        out.push(Entry {
            id: e.name.clone(),
            kind: Kind::Enum,
            section: gr.section.clone(),
            clause: gr.clause.clone(),
            applies_to: fields_where(g, &|f| any_value(&f.value, &|v| v.ty == Type::Enum(id))),
        });
    }
    for (i, fl) in m.flags.iter().enumerate() {
        if fl.reserved.basis != Basis::Strict || fl.reserved_ignored {
            continue;
        }
        let id = npamp_schema::FlagsId(i);
        out.push(Entry {
            id: fl.name.clone(),
            kind: Kind::Flags,
            section: fl.reserved.section.clone(),
            clause: fl.reserved.clause.clone(),
            applies_to: fields_where(g, &|f| any_value(&f.value, &|v| v.ty == Type::Flags(id))),
        });
    }
    if m.floats.declared && m.floats.non_finite == Some(Basis::Strict) {
        out.push(Entry {
            id: "floats".into(),
            kind: Kind::NonFinite,
            section: m.floats.section.clone(),
            clause: m.floats.clause.clone(),
            applies_to: fields_where(g, &|f| any_value(&f.value, &|v| v.ty == Type::Float)),
        });
    }
    out
}

/// `pub const STRICT_CHECKS`.
pub fn emit(g: &Gen<'_>) -> TokenStream {
    let items = entries(g).into_iter().map(|e| {
        let id = lit_str(&e.id);
        let kind = match e.kind {
            Kind::Group(gr) => {
                let gr = rule_group(gr);
                quote! { rt::StrictKind::Group(#gr) }
            }
            Kind::Rule => quote! { rt::StrictKind::Rule },
            Kind::Enum => quote! { rt::StrictKind::Enum },
            Kind::Flags => quote! { rt::StrictKind::Flags },
            Kind::NonFinite => quote! { rt::StrictKind::NonFinite },
        };
        let sec = lit_str(&e.section);
        let clause = lit_str(&e.clause);
        let at = e.applies_to.iter().map(|a| lit_str(a));
        quote! {
            rt::StrictCheck { id: #id, kind: #kind, section: #sec, clause: #clause, applies_to: &[#(#at),*] }
        }
    });
    quote! {
        /// What the `strict` profile (the default) refuses and `minimum` accepts
        /// on this channel, each with the clause of the spec it rests on; the
        /// module docs list the same ("Strict checks").
        pub const STRICT_CHECKS: &[rt::StrictCheck] = &[#(#items),*];
    }
}

/// Text for rustdoc: no `[…]` (an intra-doc link) or `<…>` (an HTML tag).
fn escape(s: &str) -> String {
    s.replace('\\', "\\\\")
        .replace('[', "\\[")
        .replace(']', "\\]")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The module docs' "Strict checks" section, one string per doc line.
pub fn module_doc(g: &Gen<'_>) -> Vec<String> {
    let es = entries(g);
    let mut out = vec![
        String::new(),
        "# Strict checks".into(),
        String::new(),
        "What the `strict` profile (the library's default, `Profile::Strict`) refuses on this \
         channel and `minimum` accepts: a conformant sender never sends it, but no receiver-side \
         MUST makes a receiver refuse it. Every other refusal is `must` (the spec makes the \
         receiver reject) or `limit` (a resource bound), refused under both profiles. The same \
         list is [`STRICT_CHECKS`]."
            .into(),
        String::new(),
    ];
    let ignored = fields_where(g, &|f| f.ignore_inner.is_some());
    let exempt = if ignored.is_empty() {
        String::new()
    } else {
        format!(
            ", and the inner content of {}",
            ignored
                .iter()
                .map(|a| format!("`{a}`"))
                .collect::<Vec<_>>()
                .join(", ")
        )
    };
    let tail = format!(
        "No profile refuses what the text makes a receiver ignore: a tag, a simple value or a \
         float is accepted inside the value of an unknown non-negative key{exempt}."
    );
    if es.is_empty() {
        out.push("None: both profiles refuse the same payloads.".into());
        out.push(String::new());
        out.push(tail);
        return out;
    }
    for e in es {
        let what = match e.kind {
            Kind::Group(_) => "check group",
            Kind::Rule => "rule",
            Kind::Enum => "unrecognized value of the enum",
            Kind::Flags => "reserved bits of",
            Kind::NonFinite => "NaN and the infinities in",
        };
        let at = if e.applies_to.is_empty() {
            "anywhere in the payload".to_string()
        } else {
            e.applies_to
                .iter()
                .map(|a| format!("`{a}`"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        out.push(format!(
            "- {what} `{}` ({}; {at}): \"{}\"",
            e.id,
            e.section,
            escape(&e.clause)
        ));
    }
    out.push(String::new());
    out.push(tail);
    out
}
