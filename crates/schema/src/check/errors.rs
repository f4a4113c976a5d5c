//! The error model: the error frame, its code enum, and the outcome of every
//! failure class.

use super::check_section;
use super::types::{literal, yaml_text, Tables};
use super::Ctx;
use crate::model::*;
use crate::raw;
use serde_yaml::Value as Yaml;

fn outcome(cx: &mut Ctx, path: &str, code_enum: &EnumDef, y: &Yaml) -> Option<OutcomeDef> {
    match y {
        Yaml::String(n) => match code_enum.value_of(n) {
            Some(v) => Some(OutcomeDef::Code {
                value: v,
                name: n.clone(),
            }),
            None => {
                cx.err(
                    path,
                    format!("`{n}` is not an error code of enum {}", code_enum.name),
                );
                None
            }
        },
        Yaml::Mapping(m) => match m.get("core_frame").and_then(Yaml::as_u64) {
            Some(ft) if m.len() == 1 && ft <= 0x000a => Some(OutcomeDef::CoreFrame(ft as u16)),
            _ => {
                cx.err(
                    path,
                    "an outcome is an error-code name or { core_frame: 0x0005 }",
                );
                None
            }
        },
        other => {
            cx.err(path, format!("`{}` is not an outcome", yaml_text(other)));
            None
        }
    }
}

/// The error model: the error frame and its code enum, then each of its parts.
pub(super) fn error_model(
    cx: &mut Ctx,
    t: &Tables<'_>,
    er: &raw::Errors,
    frames: &[Frame],
) -> Option<ErrorModel> {
    check_section(cx, "errors.section", &er.section);
    if let Some(s) = &er.leak_section {
        check_section(cx, "errors.leak_section", s);
    }
    let Some(frame) = cx.frame_ids.get(&er.frame).copied() else {
        cx.err("errors.frame", format!("no frame named `{}`", er.frame));
        return None;
    };
    let Some(code_enum) = cx.enum_ids.get(&er.code_enum).copied() else {
        cx.err(
            "errors.code_enum",
            format!("no enum named `{}`", er.code_enum),
        );
        return None;
    };
    let ef = frames.get(frame.0)?;
    let en = t.enums.get(code_enum.0)?;
    let code_field = error_frame(cx, er, ef, code_enum, en);
    let message_field = message_field(cx, er, ef, en);
    let (malformed, kind_mismatch, unknown_operation) = classes(cx, er, en);
    let reply_defaults = reply_defaults(cx, t, er, ef);
    defaults_complete(cx, ef, code_field, message_field, &reply_defaults);
    Some(ErrorModel {
        section: er.section.clone(),
        leak_section: er.leak_section.clone(),
        frame,
        code_enum,
        code_field: code_field?,
        message_field,
        fallback_message: er.fallback_message.clone(),
        malformed: malformed?,
        kind_mismatch: kind_mismatch?,
        unknown_operation: unknown_operation?,
        reply_defaults,
    })
}

/// The error frame has role error, a required correlation key and a required code field
/// of the code enum (returned).
fn error_frame(
    cx: &mut Ctx,
    er: &raw::Errors,
    ef: &Frame,
    code_enum: EnumId,
    en: &EnumDef,
) -> Option<FieldId> {
    if ef.role != Role::Error {
        cx.err(
            "errors.frame",
            format!("{} does not have role error", ef.name),
        );
    }
    if ef.envelope(EnvRole::Corr).is_none_or(|f| !f.required()) {
        cx.err(
            "errors.frame",
            format!("{} must carry the correlation key (required)", ef.name),
        );
    }
    let code_field = ef.body.field_id(&er.code_field);
    match code_field.map(|f| ef.body.field(f)) {
        Some(f) if f.value.ty == Type::Enum(code_enum) && f.required() => {}
        _ => cx.err(
            "errors.code_field",
            format!(
                "{} needs a required field `{}` of enum {}",
                ef.name, er.code_field, en.name
            ),
        ),
    }
    code_field
}

/// The optional message field: a tstr field, with the generic fallback message and a
/// generic message for every error code (§8.2).
fn message_field(cx: &mut Ctx, er: &raw::Errors, ef: &Frame, en: &EnumDef) -> Option<FieldId> {
    let m = er.message_field.as_ref()?;
    let id = ef.body.field_id(m);
    match id.map(|f| ef.body.field(f)) {
        Some(f) if f.value.ty == Type::Tstr && f.required() => {}
        Some(f) if f.value.ty == Type::Tstr => {}
        _ => cx.err(
            "errors.message_field",
            format!("{} needs a tstr field `{m}`", ef.name),
        ),
    }
    if er.fallback_message.as_deref().is_none_or(str::is_empty) {
        cx.err(
            "errors.fallback_message",
            "a channel with a message field needs the generic fallback message",
        );
    }
    for v in &en.values {
        if v.message.as_deref().is_none_or(str::is_empty) {
            cx.err(
                format!("enum {}, value {}", en.name, v.name),
                "every error code needs its generic, peer-safe message (§8.2)",
            );
        }
    }
    id
}

/// The outcome of each failure class: `malformed` (a channel error code) and
/// `unknown_operation` required, `kind_mismatch` defaulting to `malformed`.
fn classes(
    cx: &mut Ctx,
    er: &raw::Errors,
    en: &EnumDef,
) -> (Option<OutcomeDef>, Option<OutcomeDef>, Option<OutcomeDef>) {
    for k in er.classes.keys() {
        if !matches!(
            k.as_str(),
            "malformed" | "kind_mismatch" | "unknown_operation"
        ) {
            cx.err(
                format!("errors.classes.{k}"),
                "unknown failure class (malformed, kind_mismatch, unknown_operation)",
            );
        }
    }
    let class = |cx: &mut Ctx, k: &str| -> Option<OutcomeDef> {
        let y = er.classes.get(k)?;
        outcome(cx, &format!("errors.classes.{k}"), en, y)
    };
    let malformed = class(cx, "malformed");
    if malformed.is_none() && !er.classes.contains_key("malformed") {
        cx.err("errors.classes", "`malformed` is required");
    }
    if matches!(malformed, Some(OutcomeDef::CoreFrame(_))) {
        cx.err(
            "errors.classes.malformed",
            "body faults are reported with a channel error code",
        );
    }
    let kind_mismatch = class(cx, "kind_mismatch").or_else(|| malformed.clone());
    let unknown_operation = class(cx, "unknown_operation");
    if unknown_operation.is_none() && !er.classes.contains_key("unknown_operation") {
        cx.err(
            "errors.classes",
            "`unknown_operation` is required (a code, or { core_frame: N })",
        );
    }
    (malformed, kind_mismatch, unknown_operation)
}

/// `reply_defaults`: a literal for each named field of the error frame.
fn reply_defaults(
    cx: &mut Ctx,
    t: &Tables<'_>,
    er: &raw::Errors,
    ef: &Frame,
) -> Vec<(FieldId, Lit)> {
    let mut reply_defaults = Vec::new();
    for (name, y) in &er.reply_defaults {
        match ef.body.field_id(name) {
            None => cx.err(
                "errors.reply_defaults",
                format!("`{name}` is not a field of {}", ef.name),
            ),
            Some(id) => {
                if let Some(l) = literal(
                    cx,
                    t,
                    &format!("errors.reply_defaults.{name}"),
                    &ef.body.field(id).value,
                    y,
                ) {
                    reply_defaults.push((id, l));
                }
            }
        }
    }
    reply_defaults
}

/// Every other required field of the error frame (not the frame kind, correlation key,
/// code or message) has a value in `reply_defaults`.
fn defaults_complete(
    cx: &mut Ctx,
    ef: &Frame,
    code_field: Option<FieldId>,
    message_field: Option<FieldId>,
    reply_defaults: &[(FieldId, Lit)],
) {
    for (i, f) in ef.body.fields.iter().enumerate() {
        let id = FieldId(i);
        if f.required()
            && !matches!(f.role, Some(EnvRole::FrameKind | EnvRole::Corr))
            && Some(id) != code_field
            && Some(id) != message_field
            && !reply_defaults.iter().any(|(d, _)| *d == id)
        {
            cx.err(
                format!("frame {}, field {}", ef.name, f.name),
                "a required field of the error frame needs a value in errors.reply_defaults",
            );
        }
    }
}
