//! raw → model: resolve every reference and collect every error with its path.

use crate::raw;
use crate::*;
use std::collections::BTreeSet;

struct Ctx {
    errors: Vec<SchemaError>,
}

impl Ctx {
    fn err(&mut self, path: impl Into<String>, msg: impl Into<String>) {
        self.errors.push(SchemaError::new(path, msg));
    }
}

fn is_ident(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_lowercase())
        && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

fn is_type_ident(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_uppercase())
        && chars.all(|c| c.is_ascii_alphanumeric())
}

fn check_section(cx: &mut Ctx, path: &str, s: &str) {
    if !s.starts_with('§') || s.len() <= '§'.len_utf8() {
        cx.err(path, format!("section `{s}` must look like `§6.2`"));
    }
}

fn parse_type(cx: &mut Ctx, path: &str, t: &raw::TypeSpec) -> Option<Type> {
    match t {
        raw::TypeSpec::Name(n) => Some(match n.as_str() {
            "uint" => Type::Uint,
            "nint" => Type::Nint,
            "int" => Type::Int,
            "bstr" => Type::Bstr,
            "tstr" => Type::Tstr,
            "bool" => Type::Bool,
            "uint_keyed_map" => Type::UintKeyedMap,
            "any_keyed_map" => Type::AnyKeyedMap,
            "any" => Type::Any,
            other => {
                cx.err(
                    path,
                    format!(
                        "unknown CBOR type `{other}` (expected uint, nint, int, bstr, tstr, bool, \
                         uint_keyed_map, any_keyed_map, any or {{ array: T }})"
                    ),
                );
                return None;
            }
        }),
        raw::TypeSpec::Array { array } => {
            let inner = parse_type(cx, path, array)?;
            match inner {
                Type::Uint | Type::Tstr | Type::Bstr | Type::Bool => {
                    Some(Type::Array(Box::new(inner)))
                }
                other => {
                    cx.err(
                        path,
                        format!(
                            "arrays of {} are not supported by the generator",
                            other.describe()
                        ),
                    );
                    None
                }
            }
        }
    }
}

/// Check a raw schema into a model. `file` is used in error messages.
pub fn check(file: &str, raw: raw::Schema) -> Result<Model, SchemaErrors> {
    let mut cx = Ctx { errors: Vec::new() };

    // ---- channel
    let c = &raw.channel;
    if c.id > u64::from(u16::MAX) {
        cx.err(
            "channel.id",
            format!("{} does not fit a 16-bit channel id", c.id),
        );
    }
    if !is_ident(&c.module) {
        cx.err(
            "channel.module",
            format!("`{}` is not a lowercase Rust identifier", c.module),
        );
    }
    check_section(&mut cx, "channel.section", &c.section);
    if !c.profiles.contains(&c.minimum_profile) {
        cx.err("channel.profiles", "must contain minimum_profile");
    }
    let (rlo, rhi) = c.core_reserved;
    if rlo > rhi || rhi > u64::from(u16::MAX) {
        cx.err(
            "channel.core_reserved",
            "must be [min, max] within 0..=0xFFFF",
        );
    }
    check_section(
        &mut cx,
        "channel.core_reserved_section",
        &c.core_reserved_section,
    );
    let channel = Channel {
        id: c.id as u16,
        name: c.name.clone(),
        module: c.module.clone(),
        spec: c.spec.clone(),
        spec_revision: c.spec_revision.clone(),
        doc_id: c.doc_id.clone(),
        purpose: c.purpose.clone(),
        minimum_profile: c.minimum_profile.clone(),
        profiles: c.profiles.clone(),
        direction: c.direction.clone(),
        core_reserved: (rlo.min(0xffff) as u16, rhi.min(0xffff) as u16),
        core_reserved_section: c.core_reserved_section.clone(),
        section: c.section.clone(),
    };

    // ---- envelope
    let e = &raw.envelope;
    if e.frame_kind.ty != "uint" {
        cx.err("envelope.frame_kind", "type must be uint");
    }
    if e.corr.ty != "bstr" {
        cx.err("envelope.corr", "type must be bstr");
    }
    if e.frame_kind.key >= e.corr.key {
        cx.err(
            "envelope",
            "frame_kind's key must be below corr's (canonical order: frame_kind, corr, fields)",
        );
    }
    let corr_len = match e.corr.len {
        Some((lo, hi)) if lo <= hi => (lo, hi),
        Some(_) => {
            cx.err("envelope.corr.len", "min > max");
            (1, 64)
        }
        None => {
            cx.err("envelope.corr", "len: [min, max] is required");
            (1, 64)
        }
    };
    for (p, s) in [
        ("envelope.section", &e.section),
        ("envelope.frame_kind.section", &e.frame_kind.section),
        ("envelope.corr.section", &e.corr.section),
    ] {
        check_section(&mut cx, p, s);
    }
    let envelope = Envelope {
        section: e.section.clone(),
        frame_kind_key: e.frame_kind.key,
        frame_kind_section: e.frame_kind.section.clone(),
        corr_key: e.corr.key,
        corr_len,
        corr_section: e.corr.section.clone(),
    };

    // ---- limits
    if raw.limits.max_depth < 2 || raw.limits.max_depth > 64 {
        cx.err("limits.max_depth", "must be within 2..=64");
    }
    if raw.limits.max_payload < 16 || raw.limits.max_payload > (1 << 30) {
        cx.err("limits.max_payload", "must be within 16..=2^30");
    }
    let limits = Limits {
        max_payload: raw.limits.max_payload as usize,
        max_depth: raw.limits.max_depth as usize,
    };

    // ---- enums
    let mut enums = Vec::new();
    for (name, en) in &raw.enums {
        let path = format!("enum {name}");
        if !is_ident(name) {
            cx.err(&path, "enum names must be lowercase identifiers");
        }
        check_section(&mut cx, &path, &en.section);
        let mut seen_names = BTreeSet::new();
        let mut seen_values = BTreeSet::new();
        for v in &en.values {
            if !is_ident(&v.name) {
                cx.err(
                    format!("{path}, value {}", v.name),
                    "value names must be lowercase identifiers",
                );
            }
            if !seen_names.insert(v.name.clone()) {
                cx.err(format!("{path}, value {}", v.name), "duplicate value name");
            }
            if !seen_values.insert(v.value) {
                cx.err(
                    format!("{path}, value {}", v.name),
                    format!("duplicate value {}", v.value),
                );
            }
        }
        if en.values.is_empty() {
            cx.err(&path, "an enum needs at least one value");
        }
        for (what, r) in [
            ("unassigned", en.unassigned),
            ("private_use", en.private_use),
        ] {
            if let Some((lo, hi)) = r {
                if lo > hi {
                    cx.err(format!("{path}.{what}"), "min > max");
                }
                if let Some(v) = en.values.iter().find(|v| v.value >= lo && v.value <= hi) {
                    cx.err(
                        format!("{path}.{what}"),
                        format!("range overlaps named value {}", v.name),
                    );
                }
            }
        }
        if let Some(t) = &en.unrecognized.treat_as {
            if !seen_names.contains(t) {
                cx.err(
                    format!("{path}.unrecognized.treat_as"),
                    format!("`{t}` is not a value of this enum"),
                );
            }
        }
        if let Some(m) = &en.missing {
            if !seen_names.contains(m) {
                cx.err(
                    format!("{path}.missing"),
                    format!("`{m}` is not a value of this enum"),
                );
            }
        }
        enums.push(EnumDef {
            name: name.clone(),
            section: en.section.clone(),
            values: en
                .values
                .iter()
                .map(|v| EnumValue {
                    name: v.name.clone(),
                    value: v.value,
                    message: v.message.clone(),
                    terminal: v.terminal,
                })
                .collect(),
            unassigned: en.unassigned,
            private_use: en.private_use,
            unrecognized: Unrecognized {
                treat_as: en.unrecognized.treat_as.clone(),
                ignore: en.unrecognized.ignore,
                meaning: en.unrecognized.meaning.clone(),
            },
            missing: en.missing.clone(),
        });
    }
    let find_enum = |n: &str| enums.iter().find(|e| e.name == n);

    // ---- errors
    let er = &raw.errors;
    check_section(&mut cx, "errors.section", &er.section);
    check_section(&mut cx, "errors.leak_section", &er.leak_section);
    let mut malformed = 0;
    let mut unknown_operation = 0;
    match find_enum(&er.code_enum) {
        None => cx.err(
            "errors.code_enum",
            format!("no enum named `{}`", er.code_enum),
        ),
        Some(en) => {
            for v in &en.values {
                if v.message.as_deref().is_none_or(str::is_empty) {
                    cx.err(
                        format!("enum {}, value {}", en.name, v.name),
                        "every error code needs its generic, peer-safe message (§8.2)",
                    );
                }
            }
            match en.value_of(&er.malformed) {
                Some(v) => malformed = v,
                None => cx.err(
                    "errors.malformed",
                    format!("`{}` is not an error code", er.malformed),
                ),
            }
            match en.value_of(&er.unknown_operation) {
                Some(v) => unknown_operation = v,
                None => cx.err(
                    "errors.unknown_operation",
                    format!("`{}` is not an error code", er.unknown_operation),
                ),
            }
        }
    }
    let errors = ErrorModel {
        section: er.section.clone(),
        leak_section: er.leak_section.clone(),
        frame: er.frame.clone(),
        code_enum: er.code_enum.clone(),
        code_field: er.code_field.clone(),
        message_field: er.message_field.clone(),
        malformed,
        unknown_operation,
        fallback_message: er.fallback_message.clone(),
    };

    // ---- frames (fields first, then rules that reference them)
    let mut frames = Vec::new();
    let mut codes = BTreeSet::new();
    let mut names = BTreeSet::new();
    let mut rusts = BTreeSet::new();
    let mut rule_ids = BTreeSet::new();
    for f in &raw.frames {
        let fpath = format!("frame {}", f.name);
        if f.code > u64::from(u16::MAX) {
            cx.err(
                &fpath,
                format!("code {} does not fit a 16-bit frame type", f.code),
            );
        } else if (channel.core_reserved.0..=channel.core_reserved.1).contains(&(f.code as u16)) {
            cx.err(
                &fpath,
                format!(
                    "code {:#06x} lies in the core's reserved all-channel range ({})",
                    f.code, channel.core_reserved_section
                ),
            );
        }
        if !codes.insert(f.code) {
            cx.err(&fpath, format!("duplicate frame code {:#06x}", f.code));
        }
        if !names.insert(f.name.clone()) {
            cx.err(&fpath, "duplicate frame name");
        }
        if !is_type_ident(&f.rust) {
            cx.err(
                &fpath,
                format!("rust name `{}` is not a CamelCase identifier", f.rust),
            );
        } else if !rusts.insert(f.rust.clone()) {
            cx.err(&fpath, format!("duplicate rust name `{}`", f.rust));
        }
        check_section(&mut cx, &fpath, &f.section);
        let role = match f.role.as_str() {
            "request" => Role::Request,
            "result" => Role::Result,
            "notification" => Role::Notification,
            "event" => Role::Event,
            "error" => Role::Error,
            other => {
                cx.err(
                    &fpath,
                    format!("unknown role `{other}` (request, result, notification, event, error)"),
                );
                Role::Notification
            }
        };
        let corr = match f.corr.as_str() {
            "required" => Presence::Required,
            "absent" => Presence::Absent,
            other => {
                cx.err(
                    &fpath,
                    format!("corr must be `required` or `absent`, not `{other}`"),
                );
                Presence::Required
            }
        };

        let mut fields: Vec<Field> = Vec::new();
        for fl in &f.fields {
            let path = format!("{fpath}, field {}", fl.name);
            if !is_ident(&fl.name) {
                cx.err(&path, "field names must be lowercase identifiers");
            }
            if fl.key <= envelope.corr_key.max(envelope.frame_kind_key) {
                cx.err(
                    &path,
                    format!(
                        "key {} is not above the envelope keys (§4.2: body fields occupy keys 2 and above)",
                        fl.key
                    ),
                );
            }
            if fields.iter().any(|o| o.key == fl.key) {
                cx.err(&path, format!("duplicate key {}", fl.key));
            }
            if fields.iter().any(|o| o.name == fl.name) {
                cx.err(&path, "duplicate field name");
            }
            check_section(&mut cx, &path, &fl.section);
            let Some(ty) = parse_type(&mut cx, &path, &fl.ty) else {
                continue;
            };
            if let Some(en) = &fl.enum_name {
                if ty != Type::Uint {
                    cx.err(&path, "enum fields must be uint");
                }
                if find_enum(en).is_none() {
                    cx.err(&path, format!("no enum named `{en}`"));
                }
            }
            if let Some((lo, hi)) = fl.range {
                if ty != Type::Uint {
                    cx.err(&path, "range applies to uint fields only");
                }
                if lo > hi {
                    cx.err(&path, "range min > max");
                }
                if let Some(en) = fl.enum_name.as_deref().and_then(find_enum) {
                    if let Some(v) = en.values.iter().find(|v| v.value < lo || v.value > hi) {
                        cx.err(
                            &path,
                            format!("enum value {} lies outside the range", v.name),
                        );
                    }
                }
            }
            if let Some((lo, hi)) = fl.len {
                if !matches!(ty, Type::Bstr | Type::Tstr | Type::Array(_)) {
                    cx.err(&path, "len applies to bstr, tstr and array fields only");
                }
                if hi.is_some_and(|hi| lo > hi) {
                    cx.err(&path, "len min > max");
                }
            }
            if fl.required && ty == Type::Any {
                cx.err(&path, "an `any` field cannot be required");
            }
            fields.push(Field {
                key: fl.key,
                name: fl.name.clone(),
                ty,
                required: fl.required,
                enum_name: fl.enum_name.clone(),
                range: fl.range,
                len: fl.len,
                section: fl.section.clone(),
            });
        }
        fields.sort_by_key(|f| f.key);
        let reply_when = match &f.reply_when {
            Some(rw) => {
                match fields.iter().find(|x| x.name == rw.field) {
                    Some(x) if x.ty == Type::Bool => {}
                    _ => cx.err(
                        &fpath,
                        format!("reply_when names `{}`, which is not a bool field", rw.field),
                    ),
                }
                if !rw.equals {
                    cx.err(&fpath, "reply_when.equals must be true");
                }
                Some(rw.field.clone())
            }
            None => None,
        };
        frames.push((
            Frame {
                code: f.code as u16,
                name: f.name.clone(),
                rust: f.rust.clone(),
                role,
                replies: f.replies.clone(),
                reply_when,
                answers: f.answers.clone(),
                withdraws: f.withdraws.clone(),
                corr,
                section: f.section.clone(),
                fields,
                rules: Vec::new(),
            },
            f,
        ));
    }

    // frame cross references
    let all_names: BTreeSet<String> = frames.iter().map(|(f, _)| f.name.clone()).collect();
    for (f, _) in &frames {
        for r in f.replies.iter().chain(&f.answers).chain(&f.withdraws) {
            if !all_names.contains(r) {
                cx.err(
                    format!("frame {}", f.name),
                    format!("references unknown frame `{r}`"),
                );
            }
        }
    }
    match frames.iter().find(|(f, _)| f.name == er.frame) {
        None => cx.err("errors.frame", format!("no frame named `{}`", er.frame)),
        Some((f, _)) => {
            for (want, ty) in [
                (&er.code_field, Type::Uint),
                (&er.message_field, Type::Tstr),
            ] {
                match f.field(want) {
                    Some(x) if x.ty == ty && x.required => {}
                    _ => cx.err(
                        "errors",
                        format!(
                            "error frame {} needs a required {} field `{want}`",
                            f.name,
                            ty.describe()
                        ),
                    ),
                }
            }
        }
    }

    // rules
    let snapshot: Vec<Frame> = frames.iter().map(|(f, _)| f.clone()).collect();
    for (frame, rawf) in &mut frames {
        for r in &rawf.rules {
            let path = format!("frame {}, rule {}", frame.name, r.id);
            if !rule_ids.insert(r.id.clone()) {
                cx.err(&path, "duplicate rule id in this channel");
            }
            check_section(&mut cx, &path, &r.section);
            if frame.field(&r.field).is_none() {
                cx.err(
                    &path,
                    format!("field `{}` is not a field of this frame", r.field),
                );
            }
            let cond = |cx: &mut Ctx, c: &raw::Cond, in_frame: &Frame| -> Option<Cond> {
                let Some(fl) = in_frame.field(&c.field) else {
                    cx.err(
                        &path,
                        format!(
                            "condition field `{}` is not a field of {}",
                            c.field, in_frame.name
                        ),
                    );
                    return None;
                };
                let Some(en) = fl.enum_name.as_deref().and_then(find_enum) else {
                    cx.err(
                        &path,
                        format!("condition field `{}` carries no enum", c.field),
                    );
                    return None;
                };
                let mut values = Vec::new();
                for n in &c.values {
                    match en.value_of(n) {
                        Some(v) => values.push(v),
                        None => cx.err(&path, format!("`{n}` is not a value of enum {}", en.name)),
                    }
                }
                Some(Cond {
                    field: c.field.clone(),
                    values,
                    names: c.values.clone(),
                })
            };
            let kind = match r.kind.as_str() {
                "required_when" | "present_iff" | "absent_unless" => {
                    let Some(when) = r.when.as_ref() else {
                        cx.err(&path, "`when` is required for this rule kind");
                        continue;
                    };
                    let Some(when) = cond(&mut cx, when, frame) else {
                        continue;
                    };
                    if r.non_empty
                        && !matches!(frame.field(&r.field).map(|f| &f.ty), Some(Type::Array(_)))
                    {
                        cx.err(&path, "non_empty applies to array fields only");
                    }
                    if r.kind != "required_when" && r.non_empty {
                        cx.err(&path, "non_empty is only meaningful for required_when");
                    }
                    let field = r.field.clone();
                    match r.kind.as_str() {
                        "required_when" => RuleKind::RequiredWhen {
                            field,
                            non_empty: r.non_empty,
                            when,
                        },
                        "present_iff" => RuleKind::PresentIff { field, when },
                        _ => RuleKind::AbsentUnless { field, when },
                    }
                }
                "value_in" => {
                    let Some(en) = frame
                        .field(&r.field)
                        .and_then(|f| f.enum_name.as_deref())
                        .and_then(find_enum)
                    else {
                        cx.err(&path, "value_in needs an enum field");
                        continue;
                    };
                    let names: Vec<String> = match (&r.values, r.terminal) {
                        (Some(v), None) => v.clone(),
                        (None, Some(t)) => en
                            .values
                            .iter()
                            .filter(|v| v.terminal == Some(t))
                            .map(|v| v.name.clone())
                            .collect(),
                        _ => {
                            cx.err(&path, "value_in needs exactly one of `in` or `terminal`");
                            continue;
                        }
                    };
                    let mut values = Vec::new();
                    for n in &names {
                        match en.value_of(n) {
                            Some(v) => values.push(v),
                            None => {
                                cx.err(&path, format!("`{n}` is not a value of enum {}", en.name))
                            }
                        }
                    }
                    if values.is_empty() {
                        cx.err(&path, "value_in selects no value");
                    }
                    RuleKind::ValueIn {
                        field: r.field.clone(),
                        values,
                        names,
                    }
                }
                "cross_frame" => {
                    let (Some(req), Some(sel), Some(cases)) = (&r.request, &r.selector, &r.cases)
                    else {
                        cx.err(&path, "cross_frame needs request, selector and cases");
                        continue;
                    };
                    let Some(reqf) = snapshot.iter().find(|f| &f.name == req) else {
                        cx.err(&path, format!("no frame named `{req}`"));
                        continue;
                    };
                    if !frame.answers.contains(req) {
                        cx.err(&path, format!("{} does not answer {req}", frame.name));
                    }
                    if frame.field(&r.field).map(|f| &f.ty) != Some(&Type::Any) {
                        cx.err(&path, "the cross-checked field must have type `any`");
                    }
                    let Some(sen) = reqf
                        .field(sel)
                        .and_then(|f| f.enum_name.as_deref())
                        .and_then(find_enum)
                    else {
                        cx.err(
                            &path,
                            format!("selector `{sel}` is not an enum field of {req}"),
                        );
                        continue;
                    };
                    let only_when = match &r.only_when {
                        Some(c) => cond(&mut cx, c, frame),
                        None => None,
                    };
                    let mut out = Vec::new();
                    for (name, spec) in cases {
                        let Some(v) = sen.value_of(name) else {
                            cx.err(
                                &path,
                                format!("`{name}` is not a value of enum {}", sen.name),
                            );
                            continue;
                        };
                        let shape = match spec {
                            raw::ShapeSpec::Name(n) => match n.as_str() {
                                "absent" => Shape::Absent,
                                "tstr" => Shape::Tstr,
                                "bool" => Shape::Bool,
                                "map" => Shape::Map,
                                o => {
                                    cx.err(&path, format!("unknown shape `{o}`"));
                                    continue;
                                }
                            },
                            raw::ShapeSpec::Index {
                                uint_index,
                                array_uint_index,
                            } => {
                                let (target, arr) = match (uint_index, array_uint_index) {
                                    (Some(t), None) => (t, false),
                                    (None, Some(t)) => (t, true),
                                    _ => {
                                        cx.err(
                                            &path,
                                            "give exactly one of uint_index / array_uint_index",
                                        );
                                        continue;
                                    }
                                };
                                if !matches!(
                                    reqf.field(target).map(|f| &f.ty),
                                    Some(Type::Array(_))
                                ) {
                                    cx.err(
                                        &path,
                                        format!("`{target}` is not an array field of {req}"),
                                    );
                                }
                                if arr {
                                    Shape::ArrayUintIndex(target.clone())
                                } else {
                                    Shape::UintIndex(target.clone())
                                }
                            }
                        };
                        out.push(CrossCase {
                            selector_value: v,
                            selector_name: name.clone(),
                            shape,
                        });
                    }
                    out.sort_by_key(|c| c.selector_value);
                    RuleKind::CrossFrame {
                        request: req.clone(),
                        field: r.field.clone(),
                        selector: sel.clone(),
                        only_when,
                        cases: out,
                    }
                }
                other => {
                    cx.err(
                        &path,
                        format!(
                            "unknown rule kind `{other}` (required_when, present_iff, absent_unless, value_in, cross_frame)"
                        ),
                    );
                    continue;
                }
            };
            frame.rules.push(Rule {
                id: r.id.clone(),
                section: r.section.clone(),
                kind,
            });
        }
    }

    if cx.errors.is_empty() {
        Ok(Model {
            source: file.to_string(),
            channel,
            envelope,
            limits,
            enums,
            errors,
            frames: frames.into_iter().map(|(f, _)| f).collect(),
        })
    } else {
        Err(SchemaErrors {
            file: file.to_string(),
            errors: cx.errors,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shipped(m: &str) -> String {
        std::fs::read_to_string(crate::schema_dir().join(format!("{m}.yaml"))).unwrap()
    }

    #[test]
    fn shipped_schemas_check_clean() {
        let i = crate::load_shipped("interaction").unwrap();
        assert_eq!(i.channel.id, 0x000F);
        assert_eq!(i.frames.len(), 8, "§3.1: eight Interaction frame types");
        let w = crate::load_shipped("workflow").unwrap();
        assert_eq!(w.channel.id, 0x0011);
        assert_eq!(w.frames.len(), 9, "§3.1: nine Workflow frame types");
        // §4.2: step and completion events carry no corr.
        assert_eq!(
            w.frame("WORKFLOW_STEP_EVENT").unwrap().corr,
            Presence::Absent
        );
        assert_eq!(w.frame("WORKFLOW_COMPLETE").unwrap().corr, Presence::Absent);
        // value_in terminal:true resolves to succeeded/failed/canceled (§5.4).
        let c = w.frame("WORKFLOW_COMPLETE").unwrap();
        match &c.rules[0].kind {
            RuleKind::ValueIn { values, .. } => assert_eq!(values, &vec![2, 3, 4]),
            k => panic!("unexpected {k:?}"),
        }
    }

    fn errors_of(text: &str) -> String {
        match crate::parse("test.yaml", text) {
            Ok(_) => String::from("<accepted>"),
            Err(e) => e.to_string(),
        }
    }

    #[test]
    fn errors_name_file_frame_and_field() {
        let bad = shipped("interaction").replace(
            "{ key: 3, name: event_name, type: tstr,",
            "{ key: 3, name: event_name, type: float,",
        );
        let e = errors_of(&bad);
        assert!(
            e.contains(
                "test.yaml: frame INTERACT_EVENT, field event_name: unknown CBOR type `float`"
            ),
            "{e}"
        );
    }

    #[test]
    fn errors_are_collected_not_first_only() {
        let bad = shipped("workflow")
            .replace(
                "enum: effect, required: true",
                "enum: efect, required: true",
            )
            .replace(
                "{ key: 3, name: reason, type: tstr,",
                "{ key: 2, name: reason, type: tstr,",
            );
        let e = errors_of(&bad);
        assert!(e.contains("field effect: no enum named `efect`"), "{e}");
        assert!(e.contains("field reason: duplicate key 2"), "{e}");
    }

    #[test]
    fn rule_references_are_resolved() {
        let bad = shipped("interaction")
            .replace("in: [choice, multi_choice]", "in: [choice, multichoice]");
        assert!(
            errors_of(&bad).contains("rule choice-options-required: `multichoice` is not a value")
        );
        let bad = shipped("interaction").replace(
            "approval_held, value: 6, message: \"approval held for a human decision\"",
            "approval_held, value: 6",
        );
        assert!(errors_of(&bad).contains("value approval_held: every error code needs its generic"));
        let bad = shipped("workflow").replace("code: 0x0108", "code: 0x0005");
        assert!(errors_of(&bad).contains("reserved all-channel"));
        let bad = shipped("workflow").replace("    corr: absent\n", "    corr: sometimes\n");
        assert!(errors_of(&bad).contains("corr must be `required` or `absent`"));
    }

    #[test]
    fn unknown_schema_keys_are_refused() {
        let bad = shipped("interaction")
            .replace("    rust: EventAck\n", "    rust: EventAck\n    rusty: 1\n");
        assert!(
            errors_of(&bad).contains("unknown field `rusty`"),
            "{}",
            errors_of(&bad)
        );
    }
}
