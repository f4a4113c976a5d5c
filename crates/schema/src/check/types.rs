//! Type expressions, value constraints and literals.
//!
//! ```yaml
//! type: uint                                   # a scalar name
//! type: { array: tstr }                        # items of one type
//! type: { array: { type: bstr, len: [1, 64] } }   # constrained items
//! type: { tuple: [float, float] }
//! type: { record: knowledge_result }
//! type: { frame_body: SPATIAL_POSE_UPDATE }
//! type: { map: { key: tstr, value: { union: [tstr, int, float, bool] } } }
//! type: { union: [int, float] }
//! ```

use super::channel::basis;
use super::Ctx;
use crate::model::*;
use npamp_rules::{Basis, Group};
use serde_yaml::Value as Yaml;
use std::collections::BTreeMap;

/// Default bases from `checks:` (range / length constraints without an override).
#[derive(Clone, Copy)]
pub(crate) struct Defaults {
    pub range: Basis,
    pub len: Basis,
}

impl Defaults {
    pub fn from_checks(checks: &[Check]) -> Defaults {
        let of = |g| {
            checks
                .iter()
                .find(|c| c.group == g)
                .map_or(Basis::Strict, |c| c.basis)
        };
        Defaults {
            range: of(Group::Range),
            len: of(Group::Length),
        }
    }
}

/// What type expressions resolve against.
pub(crate) struct Tables<'a> {
    pub enums: &'a [EnumDef],
    pub flags: &'a [FlagsDef],
    pub defaults: Defaults,
}

const SCALARS: &str =
    "uint, nint, int, float, bool, bstr, tstr, any, uint_keyed_map, any_keyed_map";

/// Constraints written beside a type (on a field, or in `{ type: …, … }`).
#[derive(Default)]
pub(crate) struct Constraints<'y> {
    pub enum_name: Option<&'y str>,
    pub flags: Option<&'y str>,
    pub range: Option<(&'y Yaml, &'y Yaml)>,
    pub len: Option<(u64, Option<u64>)>,
    pub basis: BTreeMap<String, String>,
}

fn yaml_str(y: &Yaml) -> Option<&str> {
    match y {
        Yaml::String(s) => Some(s),
        _ => None,
    }
}

fn yaml_map(y: &Yaml) -> Option<Vec<(String, &Yaml)>> {
    match y {
        Yaml::Mapping(m) => Some(
            m.iter()
                .map(|(k, v)| (yaml_str(k).unwrap_or("<non-text key>").to_string(), v))
                .collect(),
        ),
        _ => None,
    }
}

pub(crate) fn bound(cx: &mut Ctx, path: &str, y: &Yaml, float: bool) -> Bound {
    match y {
        Yaml::Number(n) => {
            if let Some(u) = n.as_u64() {
                Bound::Int(i128::from(u))
            } else if let Some(i) = n.as_i64() {
                Bound::Int(i128::from(i))
            } else if let Some(f) = n.as_f64() {
                if !float {
                    cx.err(path, "an integer type needs integer range bounds");
                }
                Bound::Float(f)
            } else {
                cx.err(path, "range bounds must be numbers");
                Bound::Int(0)
            }
        }
        _ => {
            cx.err(path, "range bounds must be numbers");
            Bound::Int(0)
        }
    }
}

/// Parse a type expression (no constraints of its own beside it).
pub(crate) fn type_expr(cx: &mut Ctx, t: &Tables<'_>, path: &str, y: &Yaml) -> Option<Type> {
    if let Some(name) = yaml_str(y) {
        return scalar(cx, path, name);
    }
    let Some(entries) = yaml_map(y) else {
        cx.err(
            path,
            "a type is a name or a one-key map such as { array: T }",
        );
        return None;
    };
    if entries.iter().any(|(k, _)| k == "type") {
        cx.err(
            path,
            "a constrained type ({ type: …, … }) is allowed only as an element type",
        );
        return None;
    }
    let [(k, v)] = entries.as_slice() else {
        cx.err(
            path,
            "a type map has exactly one key (array, tuple, record, frame_body, map or union)",
        );
        return None;
    };
    match k.as_str() {
        "array" => Some(Type::Array(Box::new(element(
            cx,
            t,
            &format!("{path} (items)"),
            v,
        )?))),
        "tuple" => tuple_type(cx, t, path, v),
        "record" => record_type(cx, path, v),
        "frame_body" => frame_body_type(cx, path, v),
        "map" => map_type(cx, t, path, v),
        "union" => union_type(cx, t, path, v),
        other => {
            cx.err(path, format!("unknown type constructor `{other}`"));
            None
        }
    }
}

/// A scalar type name (`uint`, `tstr`, …).
fn scalar(cx: &mut Ctx, path: &str, name: &str) -> Option<Type> {
    Some(match name {
        "uint" => Type::Uint,
        "nint" => Type::Nint,
        "int" => Type::Int,
        "float" => Type::Float,
        "bool" => Type::Bool,
        "bstr" => Type::Bstr,
        "tstr" => Type::Tstr,
        "any" => Type::Any,
        "uint_keyed_map" => Type::UintKeyedMap,
        "any_keyed_map" => Type::AnyKeyedMap,
        other => {
            cx.err(
                path,
                format!(
                    "unknown CBOR type `{other}` (expected {SCALARS}, or one of \
                     {{ array: T }}, {{ tuple: [T…] }}, {{ record: R }}, {{ frame_body: F }}, \
                     {{ map: {{ key: T, value: T }} }}, {{ union: [T…] }}, {{ type: T, … }})"
                ),
            );
            return None;
        }
    })
}

/// `{ tuple: [T…] }`: a list of at least two element types.
fn tuple_type(cx: &mut Ctx, t: &Tables<'_>, path: &str, v: &Yaml) -> Option<Type> {
    let Yaml::Sequence(items) = v else {
        cx.err(path, "tuple: takes a list of element types");
        return None;
    };
    if items.len() < 2 {
        cx.err(
            path,
            "a tuple has at least two elements (use the type itself)",
        );
    }
    let els: Option<Vec<Value>> = items
        .iter()
        .enumerate()
        .map(|(i, e)| element(cx, t, &format!("{path} (element {i})"), e))
        .collect();
    Some(Type::Tuple(els?))
}

/// `{ record: R }`: the name of a declared record.
fn record_type(cx: &mut Ctx, path: &str, v: &Yaml) -> Option<Type> {
    let Some(n) = yaml_str(v) else {
        cx.err(path, "record: takes a record name");
        return None;
    };
    match cx.record_ids.get(n) {
        Some(id) => Some(Type::Record(*id)),
        None => {
            cx.err(path, format!("no record named `{n}`"));
            None
        }
    }
}

/// `{ frame_body: F }`: the name of a declared frame.
fn frame_body_type(cx: &mut Ctx, path: &str, v: &Yaml) -> Option<Type> {
    let Some(n) = yaml_str(v) else {
        cx.err(path, "frame_body: takes a frame name");
        return None;
    };
    match cx.frame_ids.get(n) {
        Some(id) => Some(Type::FrameBody(*id)),
        None => {
            cx.err(path, format!("no frame named `{n}`"));
            None
        }
    }
}

/// `{ map: { key: T, value: T } }`: keys are uint, int, tstr, bstr, an enum, or a union
/// of those.
fn map_type(cx: &mut Ctx, t: &Tables<'_>, path: &str, v: &Yaml) -> Option<Type> {
    let Some(kv) = yaml_map(v) else {
        cx.err(path, "map: takes { key: T, value: T }");
        return None;
    };
    let get = |n: &str| kv.iter().find(|(k, _)| k == n).map(|(_, v)| *v);
    if kv.iter().any(|(k, _)| k != "key" && k != "value") {
        cx.err(path, "map: takes exactly { key: T, value: T }");
    }
    let (Some(key), Some(value)) = (get("key"), get("value")) else {
        cx.err(path, "map: needs both key and value types");
        return None;
    };
    let key = element(cx, t, &format!("{path} (keys)"), key)?;
    let value = element(cx, t, &format!("{path} (values)"), value)?;
    let keyish = |t: &Type| {
        matches!(
            t,
            Type::Uint | Type::Int | Type::Tstr | Type::Bstr | Type::Enum(_)
        )
    };
    let ok = match &key.ty {
        Type::Union(alts) => alts.iter().all(|a| keyish(&a.ty)),
        t => keyish(t),
    };
    if !ok {
        cx.err(
            path,
            "map keys must be uint, int, tstr, bstr, an enum, or a union of those",
        );
    }
    Some(Type::Map {
        key: Box::new(key),
        value: Box::new(value),
    })
}

/// `{ union: [T…] }`: at least two alternatives, told apart by CBOR major type.
fn union_type(cx: &mut Ctx, t: &Tables<'_>, path: &str, v: &Yaml) -> Option<Type> {
    let Yaml::Sequence(items) = v else {
        cx.err(path, "union: takes a list of alternatives");
        return None;
    };
    let alts: Option<Vec<Value>> = items
        .iter()
        .enumerate()
        .map(|(i, e)| element(cx, t, &format!("{path} (alternative {i})"), e))
        .collect();
    let alts = alts?;
    if alts.len() < 2 {
        cx.err(path, "a union has at least two alternatives");
    }
    // Alternatives are told apart by major type (and 7: bool vs float by value).
    let mut seen: Vec<(u8, bool)> = Vec::new();
    for a in &alts {
        for m in union_majors(cx, path, &a.ty) {
            if seen.contains(&m) {
                cx.err(path, "two union alternatives share a CBOR major type");
            }
            seen.push(m);
        }
    }
    Some(Type::Union(alts))
}

/// The CBOR major types (with 7 split into bool / float) a union alternative occupies.
fn union_majors(cx: &mut Ctx, path: &str, ty: &Type) -> Vec<(u8, bool)> {
    match ty {
        Type::Uint => vec![(0, false)],
        Type::Nint => vec![(1, false)],
        Type::Int => vec![(0, false), (1, false)],
        Type::Bstr => vec![(2, false)],
        Type::Tstr => vec![(3, false)],
        Type::Array(_) | Type::Tuple(_) => vec![(4, false)],
        Type::Record(_) | Type::Map { .. } | Type::UintKeyedMap | Type::AnyKeyedMap => {
            vec![(5, false)]
        }
        Type::Bool => vec![(7, false)],
        Type::Float => vec![(7, true)],
        _ => {
            cx.err(
                path,
                "union alternatives must be scalar, array, tuple, record or map types",
            );
            vec![]
        }
    }
}

/// An element type: a type expression, or `{ type: T, enum, flags, range, len, basis }`.
pub(crate) fn element(cx: &mut Ctx, t: &Tables<'_>, path: &str, y: &Yaml) -> Option<Value> {
    if let Some(entries) = yaml_map(y) {
        if entries.iter().any(|(k, _)| k == "type") {
            let mut c = Constraints::default();
            let mut ty = None;
            for (k, v) in &entries {
                match k.as_str() {
                    "type" => ty = Some(*v),
                    "enum" => c.enum_name = yaml_str(v),
                    "flags" => c.flags = yaml_str(v),
                    "range" => match v {
                        Yaml::Sequence(s) if s.len() == 2 => c.range = Some((&s[0], &s[1])),
                        _ => cx.err(path, "range: takes [lo, hi]"),
                    },
                    "len" => match serde_yaml::from_value::<(u64, Option<u64>)>((*v).clone()) {
                        Ok(l) => c.len = Some(l),
                        Err(_) => cx.err(path, "len: takes [lo, hi] (hi may be null)"),
                    },
                    "basis" => {
                        match serde_yaml::from_value::<BTreeMap<String, String>>((*v).clone()) {
                            Ok(b) => c.basis = b,
                            Err(_) => cx.err(path, "basis: takes { range: B, len: B }"),
                        }
                    }
                    other => cx.err(path, format!("unknown key `{other}` in a constrained type")),
                }
            }
            let ty = type_expr(cx, t, path, ty?)?;
            return constrained(cx, t, path, ty, &c);
        }
    }
    let ty = type_expr(cx, t, path, y)?;
    constrained(cx, t, path, ty, &Constraints::default())
}

/// Apply `enum`, `flags`, `range`, `len` and basis overrides to a parsed type.
pub(crate) fn constrained(
    cx: &mut Ctx,
    t: &Tables<'_>,
    path: &str,
    mut ty: Type,
    c: &Constraints<'_>,
) -> Option<Value> {
    if let Some(en) = c.enum_name {
        apply_enum(cx, t, path, &mut ty, en);
    }
    if let Some(fl) = c.flags {
        apply_flags(cx, path, &mut ty, c, fl);
    }
    let (range_basis, len_basis) = bases(cx, t, path, c);
    let range = c.range.map(|(lo, hi)| {
        let float = ty == Type::Float;
        (bound(cx, path, lo, float), bound(cx, path, hi, float))
    });
    if let Some((lo, hi)) = range {
        check_range(cx, t, path, &ty, lo, hi);
    }
    if let Some((lo, hi)) = c.len {
        check_len(cx, path, &ty, lo, hi);
    }
    Some(Value {
        ty,
        range,
        range_basis,
        len: c.len,
        len_basis,
    })
}

/// `enum: E`: a uint enum on a uint field, a text enum on a tstr field.
fn apply_enum(cx: &mut Ctx, t: &Tables<'_>, path: &str, ty: &mut Type, en: &str) {
    match cx.enum_ids.get(en).copied() {
        None => cx.err(path, format!("no enum named `{en}`")),
        Some(id) => {
            let wire = t.enums.get(id.0).map(|e| e.wire);
            match (&*ty, wire) {
                (Type::Uint, Some(EnumWire::Uint)) | (Type::Tstr, Some(EnumWire::Tstr)) => {
                    *ty = Type::Enum(id)
                }
                (_, Some(EnumWire::Uint)) => {
                    cx.err(path, format!("enum {en} is carried by a uint field"))
                }
                (_, Some(EnumWire::Tstr)) => cx.err(
                    path,
                    format!("enum {en} (text tokens) is carried by a tstr field"),
                ),
                (_, None) => {}
            }
        }
    }
}

/// `flags: F`: on a uint field, and not beside an enum.
fn apply_flags(cx: &mut Ctx, path: &str, ty: &mut Type, c: &Constraints<'_>, fl: &str) {
    if c.enum_name.is_some() {
        cx.err(path, "a field carries an enum or flags, not both");
    }
    match cx.flags_ids.get(fl).copied() {
        None => cx.err(path, format!("no flags definition named `{fl}`")),
        Some(id) => {
            if *ty == Type::Uint {
                *ty = Type::Flags(id);
            } else {
                cx.err(path, "flags are carried by a uint field");
            }
        }
    }
}

/// The range and length bases: the `checks:` defaults, overridden by `basis:` (must or
/// strict, each beside the constraint it names).
fn bases(cx: &mut Ctx, t: &Tables<'_>, path: &str, c: &Constraints<'_>) -> (Basis, Basis) {
    let mut range_basis = t.defaults.range;
    let mut len_basis = t.defaults.len;
    for (k, b) in &c.basis {
        let bb = basis(cx, path, b);
        match k.as_str() {
            "range" => range_basis = bb,
            "len" => len_basis = bb,
            o => cx.err(path, format!("basis: `{o}` is not range or len")),
        }
        if bb == Basis::Limit {
            cx.err(path, "a declared constraint's basis is must or strict");
        }
    }
    if c.basis.contains_key("range") && c.range.is_none() {
        cx.err(path, "basis.range given without a range");
    }
    if c.basis.contains_key("len") && c.len.is_none() {
        cx.err(path, "basis.len given without len");
    }
    (range_basis, len_basis)
}

/// `range: [lo, hi]`: on a numeric, uint-enum or flags value, lo ≤ hi, and every value of
/// an enum inside it.
fn check_range(cx: &mut Ctx, t: &Tables<'_>, path: &str, ty: &Type, lo: Bound, hi: Bound) {
    let enum_uint =
        matches!(ty, Type::Enum(id) if t.enums.get(id.0).is_some_and(|e| e.wire == EnumWire::Uint));
    if !(matches!(
        ty,
        Type::Uint | Type::Nint | Type::Int | Type::Float | Type::Flags(_)
    ) || enum_uint)
    {
        cx.err(
            path,
            "range applies to integer, float, uint-enum and flags values only",
        );
    }
    if lo.as_f64() > hi.as_f64() {
        cx.err(path, "range min > max");
    }
    if let Type::Enum(id) = ty {
        if let Some(e) = t.enums.get(id.0) {
            if let Some(v) = e.values.iter().find(|v| {
                v.raw
                    .as_uint()
                    .is_some_and(|x| (x as f64) < lo.as_f64() || (x as f64) > hi.as_f64())
            }) {
                cx.err(
                    path,
                    format!("enum value {} lies outside the range", v.name),
                );
            }
        }
    }
}

/// `len: [lo, hi]`: on a string, array or map value, lo ≤ hi.
fn check_len(cx: &mut Ctx, path: &str, ty: &Type, lo: u64, hi: Option<u64>) {
    if !matches!(
        ty,
        Type::Bstr
            | Type::Tstr
            | Type::Array(_)
            | Type::Map { .. }
            | Type::UintKeyedMap
            | Type::AnyKeyedMap
    ) {
        cx.err(path, "len applies to bstr, tstr, array and map values only");
    }
    if hi.is_some_and(|h| h < lo) {
        cx.err(path, "len min > max");
    }
}

/// A literal of a value's type (enum values by name).
pub(crate) fn literal(
    cx: &mut Ctx,
    t: &Tables<'_>,
    path: &str,
    v: &Value,
    y: &Yaml,
) -> Option<Lit> {
    let bad = |cx: &mut Ctx, want: &str| {
        cx.err(path, format!("`{}` is not {want}", yaml_text(y)));
        None
    };
    match (&v.ty, y) {
        (Type::Enum(id), Yaml::String(n)) => {
            let e = t.enums.get(id.0)?;
            match e.value_named(n) {
                Some(ev) => Some(ev.raw.to_lit()),
                None => {
                    cx.err(path, format!("`{n}` is not a value of enum {}", e.name));
                    None
                }
            }
        }
        (Type::Enum(_), _) => bad(cx, "an enum value name"),
        (Type::Bool, Yaml::Bool(b)) => Some(Lit::Bool(*b)),
        (Type::Bool, _) => bad(cx, "a boolean"),
        (Type::Uint | Type::Flags(_), Yaml::Number(n)) if n.as_u64().is_some() => {
            n.as_u64().map(Lit::Uint)
        }
        (Type::Uint | Type::Flags(_), _) => bad(cx, "an unsigned integer"),
        (Type::Int | Type::Nint, Yaml::Number(n))
            if n.as_i64().is_some() || n.as_u64().is_some() =>
        {
            Some(Lit::Int(
                n.as_i64().map(i128::from).or(n.as_u64().map(i128::from))?,
            ))
        }
        (Type::Int | Type::Nint, _) => bad(cx, "an integer"),
        (Type::Float, Yaml::Number(n)) => n.as_f64().map(Lit::Float),
        (Type::Float, _) => bad(cx, "a number"),
        (Type::Tstr, Yaml::String(s)) => Some(Lit::Text(s.clone())),
        (Type::Tstr, _) => bad(cx, "a text string"),
        _ => {
            cx.err(
                path,
                "literals apply to enum, bool, integer, float and text fields only",
            );
            None
        }
    }
}

pub(crate) fn yaml_text(y: &Yaml) -> String {
    serde_yaml::to_string(y)
        .map(|s| s.trim().to_string())
        .unwrap_or_else(|_| "?".into())
}
