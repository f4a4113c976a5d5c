//! raw → model. Parse and check once (serde_derive's ast/check split): every
//! name is resolved to an id, every default applied, and every problem is
//! collected with its path (`frame F, field f: …`) instead of stopping at the
//! first. One function per invariant group:
//!
//! | module | checks |
//! |---|---|
//! | [`channel`] | channel metadata, limits, the `checks:` basis table, the float policy |
//! | [`enums`] | enums and flags: names, values, ranges, fail-safes, strictness |
//! | [`types`] | type expressions, constraints and literals |
//! | [`bodies`] | key tables of records, the envelope and frames |
//! | [`rules`] | frame and record rules, conditions, expressions |
//! | [`frames`] | frame codes, roles, reply patterns, answers, pagination |
//! | [`errors`] | the error model |

mod bodies;
mod channel;
mod content;
mod enums;
mod errors;
mod exchanges;
mod frames;
mod rules;
mod types;

use crate::model::*;
use crate::raw;
use crate::{SchemaError, SchemaErrors};
use std::collections::BTreeMap;

/// Collected errors, and the name → id tables every phase resolves against.
pub(crate) struct Ctx {
    pub errors: Vec<SchemaError>,
    pub enum_ids: BTreeMap<String, EnumId>,
    pub flags_ids: BTreeMap<String, FlagsId>,
    pub record_ids: BTreeMap<String, RecordId>,
    pub frame_ids: BTreeMap<String, FrameId>,
}

impl Ctx {
    pub fn err(&mut self, path: impl Into<String>, msg: impl Into<String>) {
        self.errors.push(SchemaError::new(path, msg));
    }
}

pub(crate) fn is_ident(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_lowercase())
        && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

pub(crate) fn is_type_ident(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_uppercase())
        && chars.all(|c| c.is_ascii_alphanumeric())
}

pub(crate) fn check_section(cx: &mut Ctx, path: &str, s: &str) {
    let rest = s.strip_prefix('§').unwrap_or("");
    if rest.is_empty() || !rest.starts_with(|c: char| c.is_ascii_digit()) {
        cx.err(path, format!("section `{s}` must look like `§6.2`"));
    }
}

/// `multi_choice` → `MultiChoice`.
pub fn camel(name: &str) -> String {
    name.split('_')
        .filter(|p| !p.is_empty())
        .map(|p| {
            let mut c = p.chars();
            match c.next() {
                Some(f) => f.to_ascii_uppercase().to_string() + c.as_str(),
                None => String::new(),
            }
        })
        .collect()
}

/// Check a raw schema into a model. `file` is used in error messages.
pub fn check(file: &str, raw: raw::Schema) -> Result<Model, SchemaErrors> {
    let mut cx = Ctx {
        errors: Vec::new(),
        enum_ids: raw
            .enums
            .keys()
            .enumerate()
            .map(|(i, n)| (n.clone(), EnumId(i)))
            .collect(),
        flags_ids: raw
            .flags
            .keys()
            .enumerate()
            .map(|(i, n)| (n.clone(), FlagsId(i)))
            .collect(),
        record_ids: raw
            .records
            .keys()
            .enumerate()
            .map(|(i, n)| (n.clone(), RecordId(i)))
            .collect(),
        frame_ids: BTreeMap::new(),
    };
    for (i, f) in raw.frames.iter().enumerate() {
        if cx.frame_ids.insert(f.name.clone(), FrameId(i)).is_some() {
            cx.err(format!("frame {}", f.name), "duplicate frame name");
        }
    }

    let channel = channel::channel(&mut cx, &raw.channel);
    let limits = channel::limits(&mut cx, &raw.limits);
    let checks = channel::checks(&mut cx, &raw.checks);
    let defaults = types::Defaults::from_checks(&checks);
    let enums = enums::enums(&mut cx, &raw.enums);
    let flags = enums::flags(&mut cx, &raw.flags);
    let tables = types::Tables {
        enums: &enums,
        flags: &flags,
        defaults,
    };
    let records = bodies::records(&mut cx, &tables, &raw.records);
    let envelope = bodies::envelope(&mut cx, &tables, &raw.envelope);
    let mut frames = frames::frames(&mut cx, &tables, &channel, &envelope, &raw.frames);
    let mut records = records;
    rules::all(&mut cx, &tables, &raw, &mut frames, &mut records);
    frames::relations(&mut cx, &tables, &raw.frames, &mut frames);
    bodies::no_record_cycles(&mut cx, &records);
    let floats = channel::floats(&mut cx, raw.floats.as_ref(), &frames, &records);
    let errors = errors::error_model(&mut cx, &tables, &raw.errors, &frames);
    let exchanges = exchanges::exchanges(&mut cx, &tables, &frames, &records, &raw.exchanges);
    let drift_exceptions = channel::drift_exceptions(&mut cx, &raw.drift_exceptions);

    if !cx.errors.is_empty() {
        return Err(SchemaErrors {
            file: file.to_string(),
            errors: cx.errors,
        });
    }
    let Some(errors) = errors else {
        return Err(SchemaErrors {
            file: file.to_string(),
            errors: vec![SchemaError::new("errors", "incomplete error model")],
        });
    };
    Ok(Model {
        source: file.to_string(),
        channel,
        limits,
        checks,
        envelope,
        floats,
        enums,
        flags,
        records,
        frames,
        errors,
        exchanges,
        drift_exceptions,
    })
}

#[cfg(test)]
mod tests;
