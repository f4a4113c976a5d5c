//! A CBOR-type cell against a schema value: the type (recursively), the
//! range and the length at every level.

use super::Cx;
use crate::phrase::{SpecType, SpecValue};
use crate::reading::SpecField;
use npamp_schema::{Body, Bound, CmpOp, EnumWire, Expr, RuleKind, Type, Value};

/// Compare field `f`'s type cell with the schema value `v` (of a field named
/// `name` in `body`, whose rules may state a Meaning cell's bound).
pub(super) fn value(
    cx: &mut Cx<'_>,
    sec: &str,
    path: &str,
    f: &SpecField,
    v: &Value,
    body: Option<&Body>,
) {
    let sv = match &f.value {
        Ok(sv) => sv,
        Err(p) => {
            let schema = v.ty.describe(cx.m);
            cx.push(
                sec,
                path.to_string(),
                format!("CBOR type \"{p}\" (a phrase without a mapping)"),
                format!("type {schema}"),
                "type",
            );
            return;
        }
    };
    if !same(cx, sv, v) {
        let schema = v.ty.describe(cx.m);
        cx.push(
            sec,
            path.to_string(),
            format!("CBOR type \"{}\" ({})", f.phrase, sv.ty),
            format!("type {schema}"),
            "type",
        );
        return;
    }
    if let (SpecType::Map, Some(want)) = (&sv.ty, map_keys(&f.meaning)) {
        let got = matches!(v.ty, Type::UintKeyedMap);
        if want != got {
            let say = |u: bool| if u { "uint_keyed_map" } else { "any_keyed_map" };
            cx.push(
                sec,
                path.to_string(),
                format!(
                    "describes a map {}",
                    if want {
                        "keyed by unsigned integers"
                    } else {
                        "whose keys are not only unsigned integers"
                    }
                ),
                format!("type {}", say(got)),
                "type",
            );
        }
    }
    let mut sv = sv.clone();
    meaning_bounds(cx, sec, path, f, &mut sv, v, body);
    bounds(cx, sec, path, &f.phrase, &sv, v);
}

/// Bounds the Meaning cell states where the type column states none: met by
/// the same range / length, or (a lower bound) by a `relation` rule `field >= N`.
fn meaning_bounds(
    cx: &mut Cx<'_>,
    sec: &str,
    path: &str,
    f: &SpecField,
    sv: &mut SpecValue,
    v: &Value,
    body: Option<&Body>,
) {
    let unranged = sv.range.is_none();
    if let (Some(n), true) = (f.at_least, unranged) {
        let want = (i128::from(n), i128::from(f.at_most.unwrap_or(u64::MAX)));
        let ranged = matches!(v.range, Some((Bound::Int(lo), Bound::Int(hi))) if (lo, hi) == want);
        let ruled = body.is_some_and(|b| lower_bound_rule(b, &f.name, i128::from(n)));
        if !(ranged || ruled) {
            let have = match v.range {
                Some((Bound::Int(lo), Bound::Int(hi))) => {
                    format!("range [{lo}, {hi}], no rule `{} >= {n}`", f.name)
                }
                _ => format!("no range and no rule `{} >= {n}`", f.name),
            };
            cx.push(
                sec,
                path.to_string(),
                format!("at least {n} (\"greater than or equal to `{n}`\")"),
                have,
                "range",
            );
        }
        sv.range = v.range.and_then(|r| match r {
            (Bound::Int(lo), Bound::Int(hi)) => Some((lo, hi)),
            _ => None,
        });
    }
    if let (Some(n), true) = (f.at_most, unranged) {
        let ok = matches!(v.range, Some((_, Bound::Int(hi))) if hi == i128::from(n));
        if !ok {
            let have = match v.range {
                Some((Bound::Int(lo), Bound::Int(hi))) => format!("range [{lo}, {hi}]"),
                _ => "no range".into(),
            };
            cx.push(
                sec,
                path.to_string(),
                format!("at most {n} (\"less than or equal to `{n}`\")"),
                have,
                "range",
            );
        }
        sv.range = v.range.and_then(|r| match r {
            (Bound::Int(lo), Bound::Int(hi)) => Some((lo, hi)),
            _ => None,
        });
    }
    if f.non_empty && sv.len.is_none() {
        let ok = v.len.is_some_and(|(lo, _)| lo >= 1);
        if !ok {
            cx.push(
                sec,
                path.to_string(),
                "non-empty (Meaning cell)".into(),
                show_len(v.len),
                "len",
            );
        }
        sv.len = v.len;
    }
}

/// A `relation` rule `field >= n` (or `field > n - 1`) in `body`.
fn lower_bound_rule(body: &Body, field: &str, n: i128) -> bool {
    let Some(id) = body.field_id(field) else {
        return false;
    };
    body.rules.iter().any(|r| match &r.kind {
        RuleKind::Relation {
            left: Expr::Field(l),
            op,
            right: Expr::Const(c),
            when: None,
        } if *l == id => (*op == CmpOp::Ge && *c == n) || (*op == CmpOp::Gt && *c == n - 1),
        _ => false,
    })
}

/// What the Meaning cell says about a plain `Map`'s keys: `Some(true)` keyed
/// by unsigned integers, `Some(false)` keys a local matter / text, `None` silent.
pub(crate) fn map_keys(meaning: &str) -> Option<bool> {
    let m = meaning.to_ascii_lowercase();
    if m.contains("keyed by unsigned integers or text")
        || m.contains("keys are a local matter")
        || m.contains("keys are opaque text")
    {
        return Some(false);
    }
    m.contains("keyed by unsigned integers").then_some(true)
}

/// The same kind of type (bounds aside).
fn same(cx: &Cx<'_>, s: &SpecValue, v: &Value) -> bool {
    let m = cx.m;
    match (&s.ty, &v.ty) {
        (SpecType::Uint, Type::Uint | Type::Flags(_))
        | (SpecType::Int, Type::Int)
        | (SpecType::Float, Type::Float)
        | (SpecType::Bstr, Type::Bstr)
        | (SpecType::Bool, Type::Bool)
        | (SpecType::Tstr, Type::Tstr)
        | (SpecType::Map, Type::UintKeyedMap | Type::AnyKeyedMap)
        | (SpecType::Varies(_), Type::Any) => true,
        (SpecType::Uint, Type::Enum(e)) => m.enum_def(*e).wire == EnumWire::Uint,
        (SpecType::Tstr, Type::Enum(e)) => m.enum_def(*e).wire == EnumWire::Tstr,
        (SpecType::Record(n), Type::Record(r)) => cx.record_of(n) == Some(*r),
        (SpecType::FrameBody(n), Type::FrameBody(f)) => {
            cx.frame_of(n).or_else(|| m.frame_id(n)) == Some(*f)
        }
        (SpecType::Array(a), Type::Array(b)) => same(cx, a, b),
        (SpecType::TypedMap(k, x), Type::Map { key, value }) => {
            same(cx, k, key) && same(cx, x, value)
        }
        (SpecType::Tuple(a), Type::Tuple(b)) => {
            a.len() == b.len() && a.iter().zip(b).all(|(x, y)| same(cx, x, y))
        }
        (SpecType::Union(a), Type::Union(b)) => {
            let mut used = vec![false; b.len()];
            a.len() == b.len()
                && a.iter().all(|x| {
                    let hit = b
                        .iter()
                        .enumerate()
                        .find(|(i, y)| !used.get(*i).copied().unwrap_or(true) && same(cx, x, y));
                    match hit {
                        Some((i, _)) => {
                            if let Some(u) = used.get_mut(i) {
                                *u = true;
                            }
                            true
                        }
                        None => false,
                    }
                })
        }
        _ => false,
    }
}

fn show_range(r: Option<(i128, i128)>) -> String {
    match r {
        Some((lo, hi)) => format!("range [{lo}, {hi}]"),
        None => "no range".into(),
    }
}

fn show_len(l: Option<(u64, Option<u64>)>) -> String {
    match l {
        Some((lo, Some(hi))) => format!("len [{lo}, {hi}]"),
        Some((lo, None)) => format!("len [{lo}, ∞)"),
        None => "no length".into(),
    }
}

/// Ranges and lengths at this level and below (the kinds already agree).
fn bounds(cx: &mut Cx<'_>, sec: &str, path: &str, phrase: &str, s: &SpecValue, v: &Value) {
    let model_range = match v.range {
        Some((Bound::Int(lo), Bound::Int(hi))) => Some((lo, hi)),
        Some(_) => Some((i128::MIN, i128::MAX)),
        None => None,
    };
    if s.range != model_range && matches!(s.ty, SpecType::Uint | SpecType::Int) {
        cx.push(
            sec,
            path.to_string(),
            format!("{} (\"{phrase}\")", show_range(s.range)),
            show_range(model_range),
            "range",
        );
    }
    if s.len != v.len {
        cx.push(
            sec,
            path.to_string(),
            format!("{} (\"{phrase}\")", show_len(s.len)),
            show_len(v.len),
            "len",
        );
    }
    match (&s.ty, &v.ty) {
        (SpecType::Array(a), Type::Array(b)) => {
            bounds(cx, sec, &format!("{path}, items"), phrase, a, b)
        }
        (SpecType::Tuple(a), Type::Tuple(b)) => {
            for (i, (x, y)) in a.iter().zip(b).enumerate() {
                bounds(cx, sec, &format!("{path}, element {i}"), phrase, x, y);
            }
        }
        (SpecType::TypedMap(k, x), Type::Map { key, value }) => {
            bounds(cx, sec, &format!("{path}, keys"), phrase, k, key);
            bounds(cx, sec, &format!("{path}, values"), phrase, x, value);
        }
        _ => {}
    }
}
