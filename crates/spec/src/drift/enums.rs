//! Enumerated values: lists in Meaning cells, value tables, the error-code
//! table and named bits, against the model's enums and flags.

use super::Cx;
use crate::meaning::EnumText;
use crate::phrase::SpecType;
use crate::reading::{SpecEnum, SpecField};
use crate::text::{loose, sign};
use npamp_schema::{EnumDef, EnumId, Field, Type};

/// Value names compared loosely: `body/base` matches `body_base` or `body`,
/// `MalformedPayload` matches `malformed_payload`, `percent (0–100)` matches `percent`.
pub(crate) fn same_name(spec: &str, schema: &str) -> bool {
    let s = loose(schema);
    let head = spec.split('(').next().unwrap_or(spec);
    let first = head.split('/').next().unwrap_or(head);
    loose(spec) == s || loose(head) == s || loose(first) == s
}

/// Where a field's values are defined.
enum Source {
    /// Listed in its own Meaning cell.
    Inline,
    /// A value table (index into `Reading::enums`).
    Table(usize),
    /// The error-code table.
    Codes,
    None,
}

fn source(cx: &Cx<'_>, f: &SpecField) -> Source {
    if let Some(s) = f.text.leading_ref() {
        let sec = sign(s);
        let in_sec: Vec<(usize, &SpecEnum)> =
            cx.r.enums
                .iter()
                .enumerate()
                .filter(|(_, e)| e.section == sec)
                .collect();
        let named = in_sec.iter().find(|(_, e)| {
            e.name
                .as_deref()
                .is_some_and(|n| loose(n) == loose(&f.name))
        });
        if let Some((i, _)) = named.or(in_sec.first()) {
            return Source::Table(*i);
        }
        if cx.r.codes.as_ref().is_some_and(|c| c.section == sec) {
            return Source::Codes;
        }
    }
    if f.text.codes_below {
        return Source::Codes;
    }
    if f.text.values.is_empty() {
        Source::None
    } else {
        Source::Inline
    }
}

/// The enum (or flags) a schema field carries, directly or as array items.
fn model_type(t: &Type) -> &Type {
    match t {
        Type::Array(v) => &v.ty,
        t => t,
    }
}

/// Compare the values a field's cell states with the field's schema enum.
pub(super) fn field(cx: &mut Cx<'_>, sec: &str, path: &str, f: &SpecField, mf: &Field) {
    let m = cx.m;
    let ty = model_type(&mf.value.ty);
    let uint_like = match f.value.as_ref().map(|v| &v.ty) {
        Ok(SpecType::Uint) => true,
        Ok(SpecType::Array(i)) => i.ty == SpecType::Uint,
        _ => false,
    };
    if !f.text.bits.is_empty() || matches!(ty, Type::Flags(_)) {
        flags(cx, sec, path, f, ty);
        return;
    }
    let model_enum = match ty {
        Type::Enum(e) => Some(*e),
        _ => None,
    };
    if !uint_like && model_enum.is_none() {
        return;
    }
    match (source(cx, f), model_enum) {
        (Source::None, None) => {}
        (Source::None, Some(e)) => {
            if cites_field_with(cx, f, e) {
                cx.cover(e);
                return;
            }
            let schema = format!("enum {}", m.enum_def(e).name);
            cx.push(
                sec,
                path.to_string(),
                "lists no values".into(),
                schema,
                "enum",
            );
        }
        (src, None) => {
            let what = match src {
                Source::Table(i) => format!(
                    "takes the values of the {} table",
                    cx.r.enums
                        .get(i)
                        .map(|e| e.section.clone())
                        .unwrap_or_default()
                ),
                Source::Codes => "takes the error codes".into(),
                _ => format!("lists values {}", listed(&f.text.values)),
            };
            cx.push(sec, path.to_string(), what, "has no enum".into(), "enum");
        }
        (Source::Inline, Some(e)) => {
            cx.cover(e);
            let def = m.enum_def(e);
            let vals = f.text.values.clone();
            compare_values(cx, sec, def, &vals, false);
            metadata(cx, sec, def, &f.text, true);
        }
        (Source::Table(i), Some(e)) => table_ref(cx, sec, path, f, i, e),
        (Source::Codes, Some(e)) => {
            if e != m.errors.code_enum {
                let schema = format!("enum {}", m.enum_def(e).name);
                cx.push(
                    sec,
                    path.to_string(),
                    format!("takes the error codes (enum {})", m.error_enum().name),
                    schema,
                    "enum",
                );
            }
            cx.cover(e);
        }
    }
}

/// The cell names another field (`` `quality` ``, "unit code points") whose
/// schema field carries the same enum: the values are that field's.
fn cites_field_with(cx: &Cx<'_>, f: &SpecField, e: EnumId) -> bool {
    let words: Vec<&str> = crate::text::words(&f.meaning)
        .into_iter()
        .map(|(_, w)| w)
        .collect();
    cx.r.bodies.iter().any(|b| {
        let Some(body) = super::bodies::model_body(cx, &b.owner) else {
            return false;
        };
        b.fields.iter().any(|g| {
            !std::ptr::eq(g, f)
                && words.contains(&g.name.as_str())
                && body
                    .fields
                    .iter()
                    .find(|x| x.name == g.name)
                    .is_some_and(|x| *model_type(&x.value.ty) == Type::Enum(e))
        })
    })
}

/// A field citing a value table: the table is that enum; values the cell names agree.
fn table_ref(cx: &mut Cx<'_>, sec: &str, path: &str, f: &SpecField, i: usize, e: EnumId) {
    let m = cx.m;
    cx.cover(e);
    let Some(t) = cx.r.enums.get(i) else { return };
    match cx.tables.iter().find(|(x, _)| *x == i).map(|(_, y)| *y) {
        Some(prev) if prev != e => {
            let (a, b) = (m.enum_def(prev).name.clone(), m.enum_def(e).name.clone());
            cx.push(
                sec,
                path.to_string(),
                format!("takes the {} table (enum {a} elsewhere)", t.section),
                format!("enum {b}"),
                "enum",
            );
        }
        Some(_) => {}
        None => cx.tables.push((i, e)),
    }
    for (v, n) in &f.text.values {
        let in_table = t.values.iter().find(|x| x.value == *v);
        if !in_table.is_some_and(|x| same_name(n, &x.name)) {
            let table = in_table.map_or("no such value".to_string(), |x| format!("`{}`", x.name));
            cx.push(
                sec,
                path.to_string(),
                format!(
                    "names value {} `{n}` (the {} table: {table})",
                    hex(*v),
                    t.section
                ),
                format!("enum {}", m.enum_def(e).name),
                "value",
            );
        }
    }
}

fn hex(v: u64) -> String {
    format!("0x{v:02X}")
}

fn listed(values: &[(u64, String)]) -> String {
    values
        .iter()
        .map(|(v, n)| format!("{} {n}", hex(*v)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Spec `(value, name)` pairs against an enum, both ways. `decimal`: error codes.
fn compare_values(
    cx: &mut Cx<'_>,
    sec: &str,
    def: &EnumDef,
    values: &[(u64, String)],
    decimal: bool,
) {
    let show = |v: u64| if decimal { v.to_string() } else { hex(v) };
    let base = format!("enum {}", def.name);
    for (v, n) in values {
        match (
            def.name_of(*v),
            def.values.iter().find(|x| same_name(n, &x.name)),
        ) {
            (Some(sn), _) if same_name(n, sn) => {}
            (Some(sn), _) => cx.push(
                sec,
                format!("{base}, value {sn}"),
                format!("names {} `{n}`", show(*v)),
                format!("names it `{sn}`"),
                "value",
            ),
            (None, Some(x)) => {
                let sv = x.raw.as_uint().map(show).unwrap_or_default();
                cx.push(
                    sec,
                    format!("{base}, value {}", x.name),
                    format!("gives `{n}` the value {}", show(*v)),
                    format!("gives it {sv}"),
                    "value",
                );
            }
            (None, None) => cx.push(
                sec,
                base.clone(),
                format!("has value {} `{n}`", show(*v)),
                "has no such value".into(),
                "value",
            ),
        }
    }
    for x in &def.values {
        let raw = x.raw.as_uint();
        let listed = values
            .iter()
            .any(|(v, n)| Some(*v) == raw || same_name(n, &x.name));
        if !listed {
            let sv = raw.map(show).unwrap_or_default();
            cx.push(
                sec,
                format!("{base}, value {}", x.name),
                "has no such value".into(),
                format!("has {sv} `{}`", x.name),
                "value",
            );
        }
    }
}

/// Ranges and the unrecognized / missing statements the text makes.
/// `cell`: the statements are the field's own (ranges are compared both ways).
fn metadata(cx: &mut Cx<'_>, sec: &str, def: &EnumDef, t: &EnumText, cell: bool) {
    let base = format!("enum {}", def.name);
    let show = |r: Option<(u64, u64)>| {
        r.map_or("none".to_string(), |(a, b)| {
            format!("[{}, {}]", hex(a), hex(b))
        })
    };
    for (what, spec, schema) in [
        ("unassigned", t.unassigned, def.unassigned),
        ("private_use", t.private_use, def.private_use),
    ] {
        if spec != schema && (cell || spec.is_some()) {
            cx.push(
                sec,
                format!("{base}, {what}"),
                format!("{what} {}", show(spec)),
                format!("{what} {}", show(schema)),
                "enum",
            );
        }
    }
    let name_at = |i: Option<usize>| i.and_then(|i| def.values.get(i)).map(|v| v.name.clone());
    let spec_names: Vec<&str> = def.values.iter().map(|v| v.name.as_str()).collect();
    if let Some((v, n)) = &t.treat_as {
        let known = v.is_some() || spec_names.iter().any(|x| same_name(n, x));
        let schema = name_at(def.unrecognized.treat_as);
        if known && !schema.as_deref().is_some_and(|s| same_name(n, s)) {
            cx.push(
                sec,
                format!("{base}, unrecognized"),
                format!("treats an unrecognized value as `{n}`"),
                format!("treat_as {}", schema.unwrap_or_else(|| "none".into())),
                "enum",
            );
        }
    }
    if t.ignore && !def.unrecognized.ignore {
        cx.push(
            sec,
            format!("{base}, unrecognized"),
            "ignores an unrecognized value".into(),
            "does not (ignore: false)".into(),
            "enum",
        );
    }
    if let Some((v, n)) = &t.missing {
        let known = v.is_some() || spec_names.iter().any(|x| same_name(n, x));
        let schema = name_at(def.missing);
        if known && !schema.as_deref().is_some_and(|s| same_name(n, s)) {
            cx.push(
                sec,
                format!("{base}, missing"),
                format!("treats a missing value as `{n}`"),
                format!("missing {}", schema.unwrap_or_else(|| "none".into())),
                "enum",
            );
        }
    }
}

/// Named bits (`Bit 0 (`fin`)`) against the field's flags.
fn flags(cx: &mut Cx<'_>, sec: &str, path: &str, f: &SpecField, ty: &Type) {
    let m = cx.m;
    let Type::Flags(id) = ty else {
        let bits: Vec<String> = f
            .text
            .bits
            .iter()
            .map(|(b, n)| format!("{b} `{n}`"))
            .collect();
        cx.push(
            sec,
            path.to_string(),
            format!("names bits {}", bits.join(", ")),
            format!("type {}", ty.describe(m)),
            "flags",
        );
        return;
    };
    let def = m.flags_def(*id);
    let base = format!("flags {}", def.name);
    for (b, n) in &f.text.bits {
        if def.bit_named(n) != Some(*b) {
            let schema = def
                .bits
                .iter()
                .find(|x| x.bit == *b)
                .map_or("no such bit".to_string(), |x| {
                    format!("bit {b} `{}`", x.name)
                });
            cx.push(
                sec,
                base.clone(),
                format!("names bit {b} `{n}`"),
                schema,
                "flags",
            );
        }
    }
    for x in &def.bits {
        if !f.text.bits.iter().any(|(b, _)| *b == x.bit) {
            cx.push(
                sec,
                base.clone(),
                "has no such bit".into(),
                format!("bit {} `{}`", x.bit, x.name),
                "flags",
            );
        }
    }
}

/// Every value table against its enum (the one its citing fields use, else
/// the enum of its name, else the enum of its section sharing most names).
pub(super) fn tables(cx: &mut Cx<'_>) {
    let m = cx.m;
    for (i, t) in cx.r.enums.iter().enumerate() {
        let by_ref = cx.tables.iter().find(|(x, _)| *x == i).map(|(_, e)| *e);
        let by_name = t
            .name
            .as_ref()
            .and_then(|n| m.enums.iter().position(|e| loose(&e.name) == loose(n)))
            .map(EnumId);
        let by_section = m
            .enums
            .iter()
            .enumerate()
            .filter(|(_, e)| e.section == t.section)
            .max_by_key(|(_, e)| {
                t.values
                    .iter()
                    .filter(|v| e.values.iter().any(|x| same_name(&v.name, &x.name)))
                    .count()
            })
            .map(|(j, _)| EnumId(j));
        let Some(e) = by_ref.or(by_name).or(by_section) else {
            let what = format!(
                "has a value table ({})",
                t.values
                    .iter()
                    .map(|v| v.name.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            );
            cx.push(
                &t.section,
                "enums".into(),
                what,
                "has no enum for it".into(),
                "enum",
            );
            continue;
        };
        cx.cover(e);
        let def = m.enum_def(e);
        let vals: Vec<(u64, String)> = t.values.iter().map(|v| (v.value, v.name.clone())).collect();
        compare_values(cx, &t.section, def, &vals, false);
        terminal(cx, t, def);
        metadata(cx, &t.section, def, &t.text, false);
    }
}

fn terminal(cx: &mut Cx<'_>, t: &SpecEnum, def: &EnumDef) {
    let yes_no = |b: Option<bool>| match b {
        Some(true) => "Yes",
        Some(false) => "No",
        None => "unset",
    };
    for v in &t.values {
        let Some(term) = v.terminal else { continue };
        let Some(x) = def.values.iter().find(|x| x.raw.as_uint() == Some(v.value)) else {
            continue;
        };
        if x.terminal != Some(term) {
            cx.push(
                &t.section,
                format!("enum {}, value {}", def.name, x.name),
                format!("Terminal {}", yes_no(Some(term))),
                format!("terminal {}", yes_no(x.terminal)),
                "value",
            );
        }
    }
}

/// The error-code table against the error enum.
pub(super) fn codes(cx: &mut Cx<'_>) {
    let m = cx.m;
    let def = m.error_enum();
    let Some(t) = &cx.r.codes else {
        cx.push(
            &m.errors.section,
            format!("enum {}", def.name),
            "has no error-code table".into(),
            "has error codes".into(),
            "enum",
        );
        return;
    };
    cx.cover(m.errors.code_enum);
    let vals: Vec<(u64, String)> = t.values.iter().map(|v| (v.value, v.name.clone())).collect();
    compare_values(cx, &t.section, def, &vals, true);
}

/// Schema enums no spec table or cell defines.
pub(super) fn uncovered(cx: &mut Cx<'_>) {
    let m = cx.m;
    for (i, e) in m.enums.iter().enumerate() {
        if !cx.covered.contains(&EnumId(i)) {
            cx.push(
                &e.section,
                format!("enum {}", e.name),
                "defines no such values (no value list or table)".into(),
                format!("has enum {}", e.name),
                "enum",
            );
        }
    }
}
