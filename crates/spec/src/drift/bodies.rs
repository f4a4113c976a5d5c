//! Every body table (frames and records) against the model's bodies: fields
//! by name (else by key: a rename), keys, types, requiredness, enums.

use super::types::value;
use super::{enums, Cx};
use crate::phrase::SpecType;
use crate::reading::{Owner, Req, SpecBody, SpecField};
use crate::text::loose;
use npamp_schema::{Body, BodyRef, Field, Presence, RecordId, RuleKind, Type};

/// Spec record names → model records: by name, then through the fields that
/// carry them (`records: Array of `memory_record`` ↔ `{ array: { record: r } }`).
pub(super) fn map_records(cx: &mut Cx<'_>) {
    let m = cx.m;
    for b in &cx.r.bodies {
        if let Owner::Record(n) = &b.owner {
            if let Some(i) = m.records.iter().position(|r| loose(&r.name) == loose(n)) {
                cx.records.push((loose(n), RecordId(i)));
            }
        }
    }
    // Through references, twice so that records inside records resolve too.
    for _ in 0..2 {
        for b in &cx.r.bodies {
            let Some(body) = model_body(cx, &b.owner) else {
                continue;
            };
            for f in &b.fields {
                let Some(mf) = body.fields.iter().find(|x| x.name == f.name) else {
                    continue;
                };
                if let (Some(n), Some(r)) = (spec_record(f), model_record(&mf.value.ty)) {
                    if cx.record_of(&n).is_none() {
                        cx.records.push((loose(&n), r));
                    }
                }
            }
        }
    }
}

/// The record a field's type names (directly or as array items).
fn spec_record(f: &SpecField) -> Option<String> {
    match &f.value.as_ref().ok()?.ty {
        SpecType::Record(n) => Some(n.clone()),
        SpecType::Array(i) => match &i.ty {
            SpecType::Record(n) => Some(n.clone()),
            _ => None,
        },
        _ => None,
    }
}

fn model_record(t: &Type) -> Option<RecordId> {
    match t {
        Type::Record(r) => Some(*r),
        Type::Array(v) => match v.ty {
            Type::Record(r) => Some(r),
            _ => None,
        },
        _ => None,
    }
}

fn body_ref(cx: &Cx<'_>, owner: &Owner) -> Option<BodyRef> {
    match owner {
        Owner::Frame(n) => cx
            .frame_of(n)
            .or_else(|| cx.m.frame_id(n))
            .map(BodyRef::Frame),
        Owner::Record(n) => cx.record_of(n).map(BodyRef::Record),
        Owner::Unknown(_) => None,
    }
}

pub(super) fn model_body<'m>(cx: &Cx<'m>, owner: &Owner) -> Option<&'m Body> {
    let m = cx.m;
    body_ref(cx, owner).map(|b| m.body(b))
}

fn body_path(cx: &Cx<'_>, b: BodyRef) -> String {
    match b {
        BodyRef::Frame(f) => format!("frame {}", cx.m.frame(f).name),
        BodyRef::Record(r) => format!("record {}", cx.m.record(r).name),
    }
}

/// Compare every body; report bodies the spec has and the schema lacks, and
/// schema bodies with fields the spec gives no table for.
pub(super) fn bodies(cx: &mut Cx<'_>) {
    let mut seen: Vec<(BodyRef, String)> = Vec::new();
    for b in &cx.r.bodies {
        let Some(br) = body_ref(cx, &b.owner) else {
            let (what, path) = match &b.owner {
                Owner::Frame(n) => (format!("has a body table for {n}"), format!("frame {n}")),
                Owner::Record(n) => (format!("has a record table `{n}`"), format!("record {n}")),
                Owner::Unknown(c) => (
                    format!("has a field table whose owner the text does not tell (\"{c}\")"),
                    "bodies".into(),
                ),
            };
            let in_frames =
                matches!(&b.owner, Owner::Frame(n) if cx.r.frames.iter().any(|f| &f.name == n));
            if !in_frames {
                cx.push(&b.section, path, what, "has no such body".into(), "body");
            }
            continue;
        };
        if let Some((_, prev)) = seen.iter().find(|(x, _)| *x == br) {
            let what = format!("has a second table for it (first in {prev})");
            cx.push(
                &b.section,
                body_path(cx, br),
                what,
                "has one body".into(),
                "body",
            );
            continue;
        }
        seen.push((br, b.section.clone()));
        fields(cx, b, br);
    }
    let m = cx.m;
    for (br, body) in m.bodies() {
        if seen.iter().any(|(x, _)| *x == br) || body.body_fields().next().is_none() {
            continue;
        }
        if let BodyRef::Frame(f) = br {
            if !cx.frames.iter().any(|(_, x)| *x == f) {
                continue; // already reported as a frame the spec lacks
            }
        }
        let names: Vec<&str> = body.body_fields().map(|f| f.name.as_str()).collect();
        let section = match br {
            BodyRef::Frame(f) => m.frame(f).section.clone(),
            BodyRef::Record(r) => m.record(r).section.clone(),
        };
        cx.push(
            &section,
            body_path(cx, br),
            "gives no field table".into(),
            format!("has fields {}", names.join(", ")),
            "body",
        );
    }
}

/// The fields of one body: matched by name, else by key (a rename).
fn fields(cx: &mut Cx<'_>, b: &SpecBody, br: BodyRef) {
    let m = cx.m;
    let body = m.body(br);
    let base = body_path(cx, br);
    let mut matched: Vec<usize> = Vec::new();
    let mut pending = Vec::new();
    for f in &b.fields {
        match body.fields.iter().position(|x| x.name == f.name) {
            Some(i) => {
                matched.push(i);
                field(cx, b, f, br, i);
            }
            None => pending.push(f),
        }
    }
    for f in pending {
        let by_key = body.fields.iter().position(|x| x.key == f.key);
        match by_key.filter(|i| !matched.contains(i)) {
            Some(i) => {
                matched.push(i);
                let name = body
                    .fields
                    .get(i)
                    .map(|x| x.name.clone())
                    .unwrap_or_default();
                cx.push(
                    &b.section,
                    format!("{base}, field {name}"),
                    format!("names key {} `{}`", f.key, f.name),
                    format!("names it `{name}`"),
                    "name",
                );
                field(cx, b, f, br, i);
            }
            None => cx.push(
                &b.section,
                format!("{base}, field {}", f.name),
                format!("has `{}` ({})", f.name, f.key),
                "has no such field".into(),
                "field",
            ),
        }
    }
    for (i, mf) in body.fields.iter().enumerate() {
        if mf.role.is_none() && !matched.contains(&i) {
            cx.push(
                &b.section,
                format!("{base}, field {}", mf.name),
                "has no row for it".into(),
                format!("has `{}` ({})", mf.name, mf.key),
                "field",
            );
        }
    }
}

/// One field: key, type, Req, enum.
fn field(cx: &mut Cx<'_>, b: &SpecBody, f: &SpecField, br: BodyRef, i: usize) {
    let m = cx.m;
    let body = m.body(br);
    let Some(mf) = body.fields.get(i) else { return };
    let path = format!("{}, field {}", body_path(cx, br), mf.name);
    if mf.key != f.key {
        cx.push(
            &b.section,
            path.clone(),
            format!("key {}", f.key),
            format!("key {}", mf.key),
            "key",
        );
    }
    value(cx, &b.section, &path, f, &mf.value, Some(body));
    req(cx, &b.section, &path, f, mf, body);
    enums::field(cx, &b.section, &path, f, mf);
}

fn req(cx: &mut Cx<'_>, sec: &str, path: &str, f: &SpecField, mf: &Field, body: &Body) {
    let schema = match mf.presence {
        Presence::Required => "required",
        Presence::Optional => "optional",
        Presence::Absent => "absent",
    };
    let ok = match &f.req {
        Req::Yes => mf.presence == Presence::Required,
        Req::No => mf.presence == Presence::Optional,
        Req::Cond => mf.presence == Presence::Optional,
        Req::Unstated => true,
        Req::Other(s) => {
            cx.push(
                sec,
                path.to_string(),
                format!("Req \"{s}\" (neither Yes, No nor Cond)"),
                schema.into(),
                "req",
            );
            return;
        }
    };
    if !ok {
        let spec = match &f.req {
            Req::Yes => "Req Yes",
            Req::No => "Req No",
            _ => "Req Cond (presence decided by a rule)",
        };
        cx.push(sec, path.to_string(), spec.into(), schema.into(), "req");
        return;
    }
    if f.req == Req::Cond && !has_presence_rule(body, &mf.name) {
        cx.push(
            sec,
            path.to_string(),
            "Req Cond (presence decided by a rule)".into(),
            "optional, with no presence rule naming the field".into(),
            "req",
        );
    }
}

/// A presence rule of `body` names `field` (as its subject or its condition).
fn has_presence_rule(body: &Body, field: &str) -> bool {
    let id = body.field_id(field);
    body.rules.iter().any(|r| match &r.kind {
        RuleKind::RequiredWhen { field: f, when, .. }
        | RuleKind::PresentIff { field: f, when, .. }
        | RuleKind::AbsentUnless { field: f, when, .. } => {
            Some(*f) == id || Some(when.field()) == id
        }
        _ => false,
    })
}
