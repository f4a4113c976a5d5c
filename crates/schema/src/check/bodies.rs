//! Key tables: records, the envelope and frame bodies.

use super::types::{constrained, type_expr, Constraints, Tables};
use super::{camel, check_section, is_ident, is_type_ident, Ctx};
use crate::model::*;
use crate::raw;
use std::collections::BTreeMap;

/// One field of any key table (rules are resolved later).
pub(super) fn field(cx: &mut Ctx, t: &Tables<'_>, bpath: &str, f: &raw::Field) -> Option<Field> {
    let path = format!("{bpath}, field {}", f.name);
    if !is_ident(&f.name) {
        cx.err(&path, "field names must be lowercase identifiers");
    }
    check_section(cx, &path, &f.section);
    let ty = type_expr(cx, t, &path, &f.ty)?;
    let c = Constraints {
        enum_name: f.enum_name.as_deref(),
        flags: f.flags.as_deref(),
        range: f.range.as_ref().map(|(a, b)| (a, b)),
        len: f.len,
        basis: f.basis.clone(),
    };
    let value = constrained(cx, t, &path, ty, &c)?;
    if f.non_empty
        && !matches!(
            value.ty,
            Type::Bstr | Type::Tstr | Type::Array(_) | Type::Map { .. }
        )
    {
        cx.err(
            &path,
            "non_empty applies to bstr, tstr, array and map fields",
        );
    }
    if f.role.is_some() || f.presence.is_some() {
        cx.err(&path, "role and presence belong to envelope fields");
    }
    let ignore_inner = f.ignore_inner.as_ref().map(|c| {
        if !matches!(
            value.ty,
            Type::Map { .. } | Type::UintKeyedMap | Type::AnyKeyedMap
        ) {
            cx.err(&path, "ignore_inner applies to map fields");
        }
        super::channel::clause(cx, &format!("{path}.ignore_inner"), c)
    });
    Some(Field {
        key: f.key,
        name: f.name.clone(),
        value,
        presence: if f.required {
            Presence::Required
        } else {
            Presence::Optional
        },
        role: None,
        non_empty: f.non_empty,
        section: f.section.clone(),
        doc: f.doc.clone(),
        ignore_inner,
    })
}

/// Keys and names unique; sorted by key.
fn finish(cx: &mut Ctx, bpath: &str, mut fields: Vec<Field>) -> Vec<Field> {
    fields.sort_by_key(|f| f.key);
    for w in fields.windows(2) {
        if w[0].key == w[1].key {
            cx.err(
                format!("{bpath}, field {}", w[1].name),
                format!("duplicate key {}", w[1].key),
            );
        }
    }
    for (i, f) in fields.iter().enumerate() {
        if fields[..i].iter().any(|o| o.name == f.name) {
            cx.err(format!("{bpath}, field {}", f.name), "duplicate field name");
        }
    }
    fields
}

pub(super) fn records(
    cx: &mut Ctx,
    t: &Tables<'_>,
    raw: &BTreeMap<String, raw::Record>,
) -> Vec<Record> {
    raw.iter()
        .map(|(name, r)| {
            let path = format!("record {name}");
            if !is_ident(name) {
                cx.err(&path, "record names must be lowercase identifiers");
            }
            check_section(cx, &path, &r.section);
            let rust = r.rust.clone().unwrap_or_else(|| camel(name));
            if !is_type_ident(&rust) {
                cx.err(
                    &path,
                    format!("rust name `{rust}` is not a CamelCase identifier"),
                );
            }
            let fields: Vec<Field> = r
                .fields
                .iter()
                .filter_map(|f| field(cx, t, &path, f))
                .collect();
            if r.fields.is_empty() {
                cx.err(&path, "a record needs at least one field");
            }
            Record {
                name: name.clone(),
                rust,
                section: r.section.clone(),
                doc: r.doc.clone(),
                body: Body {
                    fields: finish(cx, &path, fields),
                    rules: Vec::new(),
                    forward_compat: r.forward_compat.unwrap_or(true),
                },
            }
        })
        .collect()
}

pub(super) fn presence(cx: &mut Ctx, path: &str, s: &str) -> Presence {
    match s {
        "required" => Presence::Required,
        "optional" => Presence::Optional,
        "absent" => Presence::Absent,
        o => {
            cx.err(
                path,
                format!("presence must be required, optional or absent, not `{o}`"),
            );
            Presence::Required
        }
    }
}

pub(super) fn envelope(cx: &mut Ctx, t: &Tables<'_>, e: &raw::Envelope) -> Envelope {
    check_section(cx, "envelope.section", &e.section);
    let mut fields = Vec::new();
    for f in &e.fields {
        let path = format!("envelope, field {}", f.name);
        let role = match f.role.as_deref() {
            Some("frame_kind") => EnvRole::FrameKind,
            Some("corr") => EnvRole::Corr,
            Some("other") | None => EnvRole::Other,
            Some(o) => {
                cx.err(
                    &path,
                    format!("role must be frame_kind, corr or other, not `{o}`"),
                );
                EnvRole::Other
            }
        };
        let pres = f
            .presence
            .as_deref()
            .map_or(Presence::Required, |p| presence(cx, &path, p));
        let stripped = raw::Field {
            role: None,
            presence: None,
            required: false,
            key: f.key,
            name: f.name.clone(),
            ty: f.ty.clone(),
            non_empty: f.non_empty,
            enum_name: f.enum_name.clone(),
            flags: f.flags.clone(),
            range: f.range.clone(),
            len: f.len,
            basis: f.basis.clone(),
            section: f.section.clone(),
            doc: f.doc.clone(),
            ignore_inner: None,
        };
        if f.ignore_inner.is_some() {
            cx.err(&path, "ignore_inner belongs to body fields");
        }
        if f.required {
            cx.err(&path, "envelope fields give `presence`, not `required`");
        }
        if let Some(mut fl) = field(cx, t, "envelope", &stripped) {
            fl.role = Some(role);
            fl.presence = pres;
            match role {
                EnvRole::FrameKind => {
                    if fl.value.ty != Type::Uint {
                        cx.err(&path, "frame_kind is a uint");
                    }
                    if pres != Presence::Required {
                        cx.err(&path, "frame_kind is present on every frame");
                    }
                }
                EnvRole::Corr => {
                    if !matches!(fl.value.ty, Type::Bstr | Type::Uint) {
                        cx.err(&path, "the correlation key is a bstr or a uint");
                    }
                }
                EnvRole::Other => {}
            }
            fields.push(fl);
        }
    }
    let fields = finish(cx, "envelope", fields);
    for (role, what) in [(EnvRole::FrameKind, "frame_kind"), (EnvRole::Corr, "corr")] {
        let n = fields.iter().filter(|f| f.role == Some(role)).count();
        if role == EnvRole::FrameKind && n != 1 {
            cx.err("envelope", "exactly one field has role frame_kind");
        }
        if n > 1 {
            cx.err("envelope", format!("at most one field has role {what}"));
        }
    }
    Envelope {
        section: e.section.clone(),
        fields,
    }
}

/// A frame's body: the envelope's fields (with the frame's presence), then its own.
pub(super) fn frame_body(
    cx: &mut Ctx,
    t: &Tables<'_>,
    envelope: &Envelope,
    f: &raw::Frame,
) -> Body {
    let path = format!("frame {}", f.name);
    let mut fields: Vec<Field> = envelope.fields.clone();
    for (name, p) in &f.envelope {
        let pr = presence(cx, &format!("{path}.envelope.{name}"), p);
        match fields.iter_mut().find(|x| &x.name == name) {
            None => cx.err(
                format!("{path}.envelope"),
                format!("`{name}` is not an envelope field"),
            ),
            Some(x) if x.role == Some(EnvRole::FrameKind) => cx.err(
                format!("{path}.envelope"),
                "frame_kind is present on every frame",
            ),
            Some(x) => x.presence = pr,
        }
    }
    let top = envelope.fields.iter().map(|f| f.key).max().unwrap_or(0);
    for rf in &f.fields {
        if let Some(fl) = field(cx, t, &path, rf) {
            if fl.key <= top {
                cx.err(
                    format!("{path}, field {}", fl.name),
                    format!(
                        "key {} is not above the envelope keys (body fields follow the envelope)",
                        fl.key
                    ),
                );
            }
            fields.push(fl);
        }
    }
    Body {
        fields: finish(cx, &path, fields),
        rules: Vec::new(),
        forward_compat: true,
    }
}

fn refs(v: &Value, out: &mut Vec<RecordId>) {
    match &v.ty {
        Type::Record(r) => out.push(*r),
        Type::Array(i) => refs(i, out),
        Type::Tuple(vs) | Type::Union(vs) => vs.iter().for_each(|x| refs(x, out)),
        Type::Map { key, value } => {
            refs(key, out);
            refs(value, out);
        }
        _ => {}
    }
}

/// A record may not contain itself (directly or through others).
pub(super) fn no_record_cycles(cx: &mut Ctx, records: &[Record]) {
    fn visit(i: usize, records: &[Record], stack: &mut Vec<usize>, cx: &mut Ctx) {
        if stack.contains(&i) {
            let names: Vec<&str> = stack
                .iter()
                .chain(std::iter::once(&i))
                .filter_map(|j| records.get(*j).map(|r| r.name.as_str()))
                .collect();
            cx.err(
                format!("record {}", names.first().copied().unwrap_or("?")),
                format!("records nest in a cycle: {}", names.join(" → ")),
            );
            return;
        }
        let Some(r) = records.get(i) else { return };
        stack.push(i);
        let mut out = Vec::new();
        for f in &r.body.fields {
            refs(&f.value, &mut out);
        }
        for RecordId(j) in out {
            visit(j, records, stack, cx);
        }
        stack.pop();
    }
    for i in 0..records.len() {
        visit(i, records, &mut Vec::new(), cx);
        if !cx.errors.is_empty() && cx.errors.iter().any(|e| e.message.contains("cycle")) {
            return;
        }
    }
}
