//! The run-time interpreter: walks a parsed `ciborium::Value` against the schema [`Model`]
//! implementing README "Decoding semantics" D1–D13. Runs only after the byte-level checker
//! ([`crate::canonical`]) has accepted the payload.

use ciborium::Value;
use npamp_schema::{Cond, Field, Frame, Model, Presence, RuleKind, Shape, Type};

use crate::{canonical, encode, Refusal};

/// A payload that passed D1–D12, reduced to its recognized, non-null top-level entries.
pub(crate) struct Decoded {
    pub frame_kind: u16,
    pub corr: Option<Vec<u8>>,
    /// `(key, value)` for frame_kind, corr and declared fields; nulls and unknown keys removed;
    /// ascending by key.
    pub entries: Vec<(u64, Value)>,
}

impl Decoded {
    fn get(&self, key: u64) -> Option<&Value> {
        self.entries.iter().find(|(k, _)| *k == key).map(|(_, v)| v)
    }

    fn get_field(&self, frame: &Frame, name: &str) -> Option<&Value> {
        frame.field(name).and_then(|f| self.get(f.key))
    }

    pub fn canonical(&self) -> Vec<u8> {
        let map = Value::Map(
            self.entries
                .iter()
                .map(|(k, v)| (Value::Integer((*k).into()), v.clone()))
                .collect(),
        );
        encode::encode_value(&map)
    }
}

fn refuse(model: &Model, rule: impl Into<String>, section: &str) -> Refusal {
    let code = model.errors.malformed;
    Refusal {
        wire_code: code,
        wire_name: model
            .error_name(code)
            .unwrap_or("malformed_request")
            .to_string(),
        rule: rule.into(),
        section: section.to_string(),
    }
}

/// D1: frame type outside the channel's operations.
pub(crate) fn unknown_operation(model: &Model) -> Refusal {
    let code = model.errors.unknown_operation;
    Refusal {
        wire_code: code,
        wire_name: model
            .error_name(code)
            .unwrap_or("unknown_operation")
            .to_string(),
        rule: "unknown-frame-type".to_string(),
        section: model.errors.section.clone(),
    }
}

fn as_uint(v: &Value) -> Option<u64> {
    match v {
        Value::Integer(i) => u64::try_from(i128::from(*i)).ok(),
        _ => None,
    }
}

fn as_int(v: &Value) -> Option<i128> {
    match v {
        Value::Integer(i) => Some(i128::from(*i)),
        _ => None,
    }
}

/// A type fault of a declared field.
enum Fault {
    WrongType,
    /// A negative key in a `uint_keyed_map` (§4.3).
    NegativeKey,
}

fn check_type(ty: &Type, v: &Value) -> Result<(), Fault> {
    let ok = match ty {
        Type::Uint => as_uint(v).is_some(),
        Type::Nint => as_int(v).is_some_and(|n| n < 0),
        Type::Int => as_int(v).is_some(),
        Type::Bstr => matches!(v, Value::Bytes(_)),
        Type::Tstr => matches!(v, Value::Text(_)),
        Type::Bool => matches!(v, Value::Bool(_)),
        Type::Array(item) => {
            let Value::Array(items) = v else {
                return Err(Fault::WrongType);
            };
            for it in items {
                if matches!(it, Value::Null) {
                    return Err(Fault::WrongType);
                }
                check_type(item, it)?;
            }
            true
        }
        Type::UintKeyedMap => {
            let Value::Map(entries) = v else {
                return Err(Fault::WrongType);
            };
            // Negative keys and wrong key types are reported in wire order.
            for (k, _) in entries {
                match as_int(k) {
                    Some(n) if n >= 0 => {}
                    Some(_) => return Err(Fault::NegativeKey),
                    None => return Err(Fault::WrongType),
                }
            }
            true
        }
        Type::AnyKeyedMap => matches!(v, Value::Map(_)),
        Type::Any => true,
    };
    if ok {
        Ok(())
    } else {
        Err(Fault::WrongType)
    }
}

fn check_field(model: &Model, f: &Field, v: &Value) -> Result<(), Refusal> {
    match check_type(&f.ty, v) {
        Ok(()) => {}
        Err(Fault::WrongType) => {
            return Err(refuse(model, format!("wrong-type:{}", f.name), &f.section))
        }
        Err(Fault::NegativeKey) => {
            return Err(refuse(
                model,
                format!("unknown-negative-key:{}", f.name),
                "§4.3",
            ))
        }
    }
    if let (Some((lo, hi)), Some(n)) = (f.range, as_uint(v)) {
        if n < lo || n > hi {
            return Err(refuse(model, format!("range:{}", f.name), &f.section));
        }
    }
    if let Some((lo, hi)) = f.len {
        let n = match v {
            Value::Bytes(b) => Some(b.len()),
            Value::Text(t) => Some(t.len()),
            Value::Array(a) => Some(a.len()),
            _ => None,
        };
        if let Some(n) = n.and_then(|n| u64::try_from(n).ok()) {
            if n < lo || hi.is_some_and(|hi| n > hi) {
                return Err(refuse(model, format!("len:{}", f.name), &f.section));
            }
        }
    }
    Ok(())
}

fn cond_holds(frame: &Frame, d: &Decoded, c: &Cond) -> bool {
    d.get_field(frame, &c.field)
        .and_then(as_uint)
        .is_some_and(|n| c.values.contains(&n))
}

fn non_empty(v: &Value) -> bool {
    match v {
        Value::Bytes(b) => !b.is_empty(),
        Value::Text(t) => !t.is_empty(),
        Value::Array(a) => !a.is_empty(),
        Value::Map(m) => !m.is_empty(),
        _ => true,
    }
}

/// D2–D12 for a frame type already known to belong to the channel.
pub(crate) fn decode(model: &Model, frame: &Frame, payload: &[u8]) -> Result<Decoded, Refusal> {
    // D2
    if payload.len() > model.limits.max_payload {
        return Err(refuse(model, "max-payload", "§9"));
    }
    // D3/D4 at the byte level.
    if let Err(e) = canonical::check_item(payload, model.limits.max_depth) {
        return Err(refuse(model, e.rule, "§4.1"));
    }
    let value: Value =
        ciborium::de::from_reader(payload).map_err(|_| refuse(model, "cbor-decode", "§4.1"))?;

    // D5
    let Value::Map(entries) = value else {
        return Err(refuse(model, "not-a-map", "§4.1"));
    };
    let mut keyed: Vec<(u64, Value)> = Vec::with_capacity(entries.len());
    for (k, v) in entries {
        match as_int(&k) {
            Some(n) if n < 0 => return Err(refuse(model, "unknown-negative-key", "§4.3")),
            Some(n) => {
                let key = u64::try_from(n).map_err(|_| refuse(model, "non-integer-key", "§4.1"))?;
                keyed.push((key, v));
            }
            None => return Err(refuse(model, "non-integer-key", "§4.1")),
        }
    }
    let env = &model.envelope;
    let fk_key = env.frame_kind_key;
    let corr_key = env.corr_key;
    // D8 + D5: keep recognized keys with non-null values.
    keyed.retain(|(k, v)| {
        !matches!(v, Value::Null)
            && (*k == fk_key || *k == corr_key || frame.field_by_key(*k).is_some())
    });
    let mut d = Decoded {
        frame_kind: frame.code,
        corr: None,
        entries: keyed,
    };

    // D6
    match d.get(fk_key) {
        None => {
            return Err(refuse(
                model,
                "missing-required:frame_kind",
                &env.frame_kind_section,
            ))
        }
        Some(v) => match as_uint(v) {
            None => {
                return Err(refuse(
                    model,
                    "wrong-type:frame_kind",
                    &env.frame_kind_section,
                ))
            }
            Some(n) if n != u64::from(frame.code) => {
                return Err(refuse(
                    model,
                    "frame-kind-mismatch",
                    &env.frame_kind_section,
                ))
            }
            Some(_) => {}
        },
    }

    // D7
    match (frame.corr, d.get(corr_key)) {
        (Presence::Required, None) => {
            return Err(refuse(model, "corr-absent", &env.corr_section));
        }
        (Presence::Required, Some(Value::Bytes(b))) => {
            let n = u64::try_from(b.len()).unwrap_or(u64::MAX);
            if n < env.corr_len.0 || n > env.corr_len.1 {
                return Err(refuse(model, "len:corr", &env.corr_section));
            }
            d.corr = Some(b.clone());
        }
        (Presence::Required, Some(_)) => {
            return Err(refuse(model, "wrong-type:corr", &env.corr_section));
        }
        (Presence::Absent, Some(_)) => {
            return Err(refuse(model, "corr-present", &env.corr_section));
        }
        (Presence::Absent, None) => {}
    }

    // D9/D10 (D11: enum values are never checked against the enum's names).
    for f in &frame.fields {
        match d.get(f.key) {
            None if f.required => {
                return Err(refuse(
                    model,
                    format!("missing-required:{}", f.name),
                    &f.section,
                ))
            }
            None => {}
            Some(v) => check_field(model, f, v)?,
        }
    }

    // D12
    for rule in &frame.rules {
        let ok = match &rule.kind {
            RuleKind::RequiredWhen {
                field,
                non_empty: ne,
                when,
            } => {
                !cond_holds(frame, &d, when)
                    || d.get_field(frame, field)
                        .is_some_and(|v| !*ne || non_empty(v))
            }
            RuleKind::PresentIff { field, when } => {
                d.get_field(frame, field).is_some() == cond_holds(frame, &d, when)
            }
            RuleKind::AbsentUnless { field, when } => {
                d.get_field(frame, field).is_none() || cond_holds(frame, &d, when)
            }
            RuleKind::ValueIn { field, values, .. } => {
                match d.get_field(frame, field).and_then(as_uint) {
                    None => true,
                    Some(n) => values.contains(&n),
                }
            }
            // D13: never by plain decode.
            RuleKind::CrossFrame { .. } => true,
        };
        if !ok {
            return Err(refuse(model, rule.id.clone(), &rule.section));
        }
    }
    Ok(d)
}

/// D13: the `cross_frame` rules of `result_frame` given the decoded originating request.
pub(crate) fn check_cross(
    model: &Model,
    request_frame: &Frame,
    request: &Decoded,
    result_frame: &Frame,
    result: &Decoded,
) -> Result<(), Refusal> {
    for rule in &result_frame.rules {
        let RuleKind::CrossFrame {
            request: req_name,
            field,
            selector,
            only_when,
            cases,
        } = &rule.kind
        else {
            continue;
        };
        if *req_name != request_frame.name {
            continue;
        }
        if let Some(c) = only_when {
            if !cond_holds(result_frame, result, c) {
                continue;
            }
        }
        let Some(sel) = request.get_field(request_frame, selector).and_then(as_uint) else {
            continue;
        };
        let Some(case) = cases.iter().find(|c| c.selector_value == sel) else {
            // Unrecognized selector value: the shape is not fixed by this document.
            continue;
        };
        let value = result.get_field(result_frame, field);
        let options_len = |name: &str| -> u64 {
            match request.get_field(request_frame, name) {
                Some(Value::Array(a)) => u64::try_from(a.len()).unwrap_or(u64::MAX),
                _ => 0,
            }
        };
        let ok = match (&case.shape, value) {
            (Shape::Absent, v) => v.is_none(),
            (_, None) => false,
            (Shape::Tstr, Some(v)) => matches!(v, Value::Text(_)),
            (Shape::Bool, Some(v)) => matches!(v, Value::Bool(_)),
            (Shape::Map, Some(v)) => matches!(v, Value::Map(_)),
            (Shape::UintIndex(opts), Some(v)) => as_uint(v).is_some_and(|i| i < options_len(opts)),
            (Shape::ArrayUintIndex(opts), Some(v)) => match v {
                Value::Array(items) => {
                    let n = options_len(opts);
                    items.iter().all(|it| as_uint(it).is_some_and(|i| i < n))
                }
                _ => false,
            },
        };
        if !ok {
            return Err(refuse(model, rule.id.clone(), &rule.section));
        }
    }
    Ok(())
}
