//! The schema model over values: what a frame body's rules read in a payload
//! held as a [`ciborium::Value`] (a map of unsigned-integer keys), for the
//! tools that build payloads from the model — the vector generator and the
//! fuzzers' frame generator and mutation classes.
//!
//! Literal values of a schema [`Lit`], the value of a key and its edits,
//! conditions (`schema/SEMANTICS.md`, "A condition"), integer expressions,
//! the values that satisfy or violate a comparison, and texts in and out of
//! a text format. Nothing here decides a
//! verdict: the oracle does; these only build and steer inputs.

use ciborium::value::Integer;
use ciborium::Value;
use npamp_schema::{Body, CmpOp, Cond, Expr, Lit, TextFormat, Value as Declared};

/// An unsigned integer.
pub fn uint(n: u64) -> Value {
    Value::Integer(n.into())
}

/// An integer in CBOR's range (−2⁶⁴ … 2⁶⁴−1); `None` outside it.
pub fn int_exact(n: i128) -> Option<Value> {
    Integer::try_from(n).ok().map(Value::Integer)
}

/// An integer; values outside CBOR's range saturate at its bounds.
pub fn int(n: i128) -> Value {
    let clamped = n.clamp(-(1i128 << 64), (1i128 << 64) - 1);
    int_exact(clamped).unwrap_or_else(|| uint(0))
}

/// The integer a value holds, if it is an integer.
pub fn int_of(v: &Value) -> Option<i128> {
    match v {
        Value::Integer(i) => Some(i128::from(*i)),
        _ => None,
    }
}

/// The unsigned integer a map key holds (`None` for any other key).
pub fn key_of(k: &Value) -> Option<u64> {
    int_of(k).and_then(|i| u64::try_from(i).ok())
}

/// The integer bounds of a declared value's range (`None` without one, or
/// for float bounds).
pub fn int_range(v: &Declared) -> Option<(i128, i128)> {
    let (lo, hi) = v.range?;
    Some((lo.as_int()?, hi.as_int()?))
}

/// A literal as a value.
pub fn lit_value(l: &Lit) -> Value {
    match l {
        Lit::Uint(n) => uint(*n),
        Lit::Int(n) => int(*n),
        Lit::Float(f) => Value::Float(*f),
        Lit::Bool(b) => Value::Bool(*b),
        Lit::Text(t) => Value::Text(t.clone()),
    }
}

/// Whether `v` is the literal `l`, as their deterministic encodings compare:
/// an integer equals an integer of the same value (never a float), a float a
/// float with the same bits (−0.0 is not 0.0; every NaN is the NaN `f9 7e00`).
pub fn lit_matches(v: &Value, l: &Lit) -> bool {
    match (v, l) {
        (Value::Integer(i), Lit::Uint(n)) => i128::from(*i) == i128::from(*n),
        (Value::Integer(i), Lit::Int(n)) => i128::from(*i) == *n,
        (Value::Float(x), Lit::Float(f)) => x.to_bits() == f.to_bits() || x.is_nan() && f.is_nan(),
        (Value::Bool(a), Lit::Bool(b)) => a == b,
        (Value::Text(a), Lit::Text(b)) => a == b,
        _ => false,
    }
}

/// The entries of a map value (none for any other value).
pub fn entries(map: &Value) -> &[(Value, Value)] {
    match map {
        Value::Map(es) => es,
        _ => &[],
    }
}

/// The value under unsigned-integer key `key` of a map value, null included.
pub fn get(map: &Value, key: u64) -> Option<&Value> {
    entries(map)
        .iter()
        .find(|(k, _)| key_of(k) == Some(key))
        .map(|(_, v)| v)
}

/// [`get`], mutably.
pub fn get_mut(map: &mut Value, key: u64) -> Option<&mut Value> {
    match map {
        Value::Map(es) => es
            .iter_mut()
            .find(|(k, _)| key_of(k) == Some(key))
            .map(|(_, v)| v),
        _ => None,
    }
}

/// The value of a present key: under `key`, and not null (a null reads as
/// absence in conditions and presence rules).
pub fn value_of(map: &Value, key: u64) -> Option<&Value> {
    get(map, key).filter(|v| !v.is_null())
}

/// Whether `key` is present (not null) and, when `non_empty`, its value is
/// not an empty string, array or map.
pub fn present(map: &Value, key: u64, non_empty: bool) -> bool {
    match value_of(map, key) {
        None => false,
        Some(_) if !non_empty => true,
        Some(Value::Bytes(b)) => !b.is_empty(),
        Some(Value::Text(t)) => !t.is_empty(),
        Some(Value::Array(a)) => !a.is_empty(),
        Some(Value::Map(m)) => !m.is_empty(),
        Some(_) => true,
    }
}

/// Set `key` of a map value to `v`: the first entry with that key is
/// replaced, or an entry is added at the end (nothing for a non-map).
pub fn set(map: &mut Value, key: u64, v: Value) {
    if let Some(slot) = get_mut(map, key) {
        *slot = v;
    } else {
        push_entry(map, uint(key), v);
    }
}

/// Add an entry with any key at the end of a map value (no replacement).
pub fn push_entry(map: &mut Value, k: Value, v: Value) {
    if let Value::Map(es) = map {
        es.push((k, v));
    }
}

/// Remove every entry with `key` from a map value; whether there was one.
pub fn remove(map: &mut Value, key: u64) -> bool {
    let Value::Map(es) = map else { return false };
    let n = es.len();
    es.retain(|(k, _)| key_of(k) != Some(key));
    es.len() != n
}

/// Whether condition `c` (on `body`) holds in the body map `map`
/// (`schema/SEMANTICS.md`, "A condition"): the field's value, absent when
/// null, is one of / equal to the literals, present or absent, or a flags
/// word with the bit set or clear (a value that is no unsigned integer, or a
/// bit beyond 63, reads as clear).
pub fn cond_holds(body: &Body, map: &Value, c: &Cond) -> bool {
    let f = body.field(c.field());
    let v = value_of(map, f.key);
    match c {
        Cond::In { values, .. } => v.is_some_and(|v| values.iter().any(|l| lit_matches(v, l))),
        Cond::Equals { value, .. } => v.is_some_and(|v| lit_matches(v, value)),
        Cond::Present { present, .. } => v.is_some() == *present,
        Cond::Flag { bit, set, .. } => {
            let bits = v.and_then(key_of).unwrap_or(0);
            (bits.checked_shr(*bit).unwrap_or(0) & 1 == 1) == *set
        }
    }
}

/// The integer value of an expression over `body`'s fields in `map`, when
/// every field it reads is present (a length: of a string, array or map).
pub fn eval(body: &Body, map: &Value, e: &Expr) -> Option<i128> {
    let len = |n: usize| i128::try_from(n).ok();
    match e {
        Expr::Const(c) => Some(*c),
        Expr::Field(f) => get(map, body.field(*f).key).and_then(int_of),
        Expr::Len(f) => match get(map, body.field(*f).key)? {
            Value::Bytes(b) => len(b.len()),
            Value::Text(t) => len(t.len()),
            Value::Array(a) => len(a.len()),
            Value::Map(m) => len(m.len()),
            _ => None,
        },
        Expr::Mul(a, b) => Some(eval(body, map, a)?.saturating_mul(eval(body, map, b)?)),
    }
}

/// The value to give the left side so that `left op r` holds.
pub fn satisfying(op: CmpOp, r: i128) -> i128 {
    match op {
        CmpOp::Lt => r.saturating_sub(1),
        CmpOp::Gt | CmpOp::Ne => r.saturating_add(1),
        _ => r,
    }
}

/// The value to give the left side so that `left op r` fails.
pub fn violating(op: CmpOp, r: i128) -> i128 {
    match op {
        CmpOp::Lt | CmpOp::Ne => r,
        CmpOp::Le | CmpOp::Eq | CmpOp::Subset => r.saturating_add(1),
        CmpOp::Gt | CmpOp::Ge => r.saturating_sub(1),
    }
}

/// Texts meant to be in `format` (the first is the plain one a builder uses)
/// and texts meant not to be, each at an edge of the reading
/// (`docs/INTERPRETATIONS.md`, "Text formats"). Written by hand: which of
/// them a decoder accepts is the oracle's to say; the decoders' and the
/// oracle's tests hold both to this table.
pub fn format_samples(format: TextFormat) -> (&'static [&'static str], &'static [&'static str]) {
    match format {
        TextFormat::Rfc3339 => (RFC3339_IN, RFC3339_OUT),
        TextFormat::Hex => (HEX_IN, HEX_OUT),
    }
}

/// Every text of [`format_samples`] with whether it is meant to be in
/// `format`, then a test's own `extra_in` and `extra_out` texts.
pub fn format_cases(
    format: TextFormat,
    extra_in: &[&'static str],
    extra_out: &[&'static str],
) -> Vec<(&'static str, bool)> {
    let (good, bad) = format_samples(format);
    let good = good.iter().chain(extra_in).map(|t| (*t, true));
    good.chain(bad.iter().chain(extra_out).map(|t| (*t, false)))
        .collect()
}

const RFC3339_IN: &[&str] = &[
    "2024-05-06T07:08:09Z",
    // §5.7: February 29 in a leap year (every 4th, not every 100th, every 400th).
    "2024-02-29T00:00:00Z",
    "2000-02-29T12:00:00Z",
    "0000-02-29T00:00:00Z",
    // §5.6 NOTE: "T" and "Z" may be lower case.
    "2024-02-29t10:11:12z",
    // time-numoffset: ±hh:mm, hours 00-23; -00:00 is §4.3's unknown local offset.
    "2024-01-01T00:00:00+14:00",
    "2024-01-01T00:00:00-00:00",
    "1996-12-19T16:39:57-08:00",
    "2024-12-31T23:59:59+23:59",
    // time-secfrac: "." 1*DIGIT, any length.
    "1985-04-12T23:20:50.52Z",
    "2024-01-01T00:00:00.123456789012Z",
    // §5.7: a leap second, 23:59:60 UTC on a month's last day (the local time
    // shifted by the offset).
    "2016-12-31T23:59:60Z",
    "2016-12-31T15:59:60-08:00",
    "2017-01-01T08:59:60+09:00",
    "2024-02-29T23:59:60Z",
];

const RFC3339_OUT: &[&str] = &[
    // §5.7: no February 29 outside a leap year; no day past the month's last.
    "2023-02-29T00:00:00Z",
    "1900-02-29T00:00:00Z",
    "2024-04-31T00:00:00Z",
    "2024-01-00T00:00:00Z",
    "2024-13-01T00:00:00Z",
    "2024-00-01T00:00:00Z",
    // §5.6: hour 00-23, minute 00-59, second 00-60.
    "2024-01-01T24:00:00Z",
    "2024-01-01T23:60:00Z",
    "2024-01-01T23:59:61Z",
    // §5.7: a second 60 elsewhere than 23:59 UTC on a month's last day.
    "2024-01-15T23:59:60Z",
    "2016-12-31T23:58:60Z",
    "2016-12-31T15:59:60+08:00",
    // time-offset is not optional; numoffset is ±hh:mm with hours 00-23.
    "2024-01-01T00:00:00",
    "2024-01-01T00:00:00+24:00",
    "2024-01-01T00:00:00+01:60",
    "2024-01-01T00:00:00+0100",
    // the separator is "T" (a space is an application's choice no channel makes).
    "2024-01-01 00:00:00Z",
    // time-secfrac needs a digit; each numeric field has its digit count.
    "2024-01-01T00:00:00.Z",
    "2024-1-01T00:00:00Z",
    "24-01-01T00:00:00Z",
    // nothing before or after the date-time.
    "2024-01-01T00:00:00Z ",
    " 2024-01-01T00:00:00Z",
    "",
    "yesterday",
];

const HEX_IN: &[&str] = &[
    "00ff",
    "00",
    "deadbeef",
    "DEADBEEF",
    "DEADbeef",
    "0123456789abcdef",
];

const HEX_OUT: &[&str] = &["", "a", "abc", "zz", "0g", "0x00", "de ad", "ff\n"];

#[cfg(test)]
mod tests {
    use super::*;
    use npamp_schema::{Basis, Bound, Field, FieldId, Presence, Type, Value as Val};

    /// A body of optional uint fields with these keys.
    fn body(keys: &[u64]) -> Body {
        let field = |k: &u64| Field {
            key: *k,
            name: format!("f{k}"),
            value: Val::plain(Type::Uint, Basis::Must, Basis::Must),
            presence: Presence::Optional,
            role: None,
            non_empty: false,
            section: String::new(),
            doc: None,
            ignore_inner: None,
        };
        Body {
            fields: keys.iter().map(field).collect(),
            rules: Vec::new(),
            forward_compat: true,
        }
    }

    fn map(es: &[(u64, Value)]) -> Value {
        Value::Map(es.iter().map(|(k, v)| (uint(*k), v.clone())).collect())
    }

    #[test]
    fn integers_and_literals() {
        assert_eq!(int(-1), Value::Integer((-1i8).into()));
        assert_eq!(int(1i128 << 70), uint(u64::MAX));
        assert_eq!(int_exact(1i128 << 64), None);
        assert_eq!(int_of(&int(-(1i128 << 64))), Some(-(1i128 << 64)));
        assert_eq!(key_of(&int(-1)), None);
        assert_eq!(key_of(&Value::Text("1".into())), None);
        assert_eq!(lit_value(&Lit::Text("a".into())), Value::Text("a".into()));
        assert!(lit_matches(&uint(3), &Lit::Uint(3)));
        assert!(lit_matches(&int(-3), &Lit::Int(-3)));
        assert!(!lit_matches(&Value::Float(3.0), &Lit::Uint(3)));
        assert!(lit_matches(&Value::Float(f64::NAN), &Lit::Float(-f64::NAN)));
        assert!(!lit_matches(&Value::Float(-0.0), &Lit::Float(0.0)));
        assert!(lit_matches(&Value::Bool(true), &Lit::Bool(true)));
        let mut declared = Val::plain(Type::Uint, Basis::Must, Basis::Must);
        assert_eq!(int_range(&declared), None);
        declared.range = Some((Bound::Int(1), Bound::Int(9)));
        assert_eq!(int_range(&declared), Some((1, 9)));
        declared.range = Some((Bound::Int(1), Bound::Float(9.5)));
        assert_eq!(int_range(&declared), None);
    }

    #[test]
    fn map_edits() {
        let mut m = map(&[(1, uint(1)), (2, Value::Null)]);
        assert_eq!(get(&m, 2), Some(&Value::Null));
        assert_eq!(value_of(&m, 2), None);
        assert!(present(&m, 1, true));
        assert!(!present(&m, 2, false));
        set(&mut m, 1, Value::Text(String::new()));
        set(&mut m, 3, uint(3));
        assert!(present(&m, 1, false) && !present(&m, 1, true));
        assert_eq!(entries(&m).len(), 3);
        assert!(remove(&mut m, 3));
        assert!(!remove(&mut m, 3));
        push_entry(&mut m, int(-1), uint(0));
        assert_eq!(entries(&m).last(), Some(&(int(-1), uint(0))));
        let mut not_a_map = uint(0);
        set(&mut not_a_map, 1, uint(1));
        assert_eq!(not_a_map, uint(0));
        assert!(entries(&not_a_map).is_empty());
    }

    #[test]
    fn conditions_never_overflow() {
        let b = body(&[0, 1]);
        let flag = |bit, set| Cond::Flag {
            field: FieldId(0),
            bit,
            set,
        };
        let m = map(&[(0, uint(0b100))]);
        assert!(cond_holds(&b, &m, &flag(2, true)));
        assert!(cond_holds(&b, &m, &flag(1, false)));
        assert!(
            cond_holds(&b, &m, &flag(200, false)),
            "a bit beyond 63 is clear"
        );
        let negative = map(&[(0, int(-1))]);
        assert!(
            cond_holds(&b, &negative, &flag(0, false)),
            "not a flags word"
        );
        let null = map(&[(1, Value::Null)]);
        let present = Cond::Present {
            field: FieldId(1),
            present: false,
        };
        assert!(cond_holds(&b, &null, &present), "null is absence");
        let is = Cond::In {
            field: FieldId(0),
            values: vec![Lit::Uint(3), Lit::Uint(4)],
        };
        assert!(cond_holds(&b, &map(&[(0, uint(4))]), &is));
        assert!(!cond_holds(&b, &map(&[]), &is));
    }

    #[test]
    fn expressions_and_comparisons() {
        let b = body(&[0, 1]);
        let m = map(&[(0, uint(6)), (1, Value::Array(vec![uint(0); 3]))]);
        let e = Expr::Mul(
            Box::new(Expr::Field(FieldId(0))),
            Box::new(Expr::Len(FieldId(1))),
        );
        assert_eq!(eval(&b, &m, &e), Some(18));
        assert_eq!(eval(&b, &map(&[]), &e), None);
        for op in [
            CmpOp::Lt,
            CmpOp::Le,
            CmpOp::Eq,
            CmpOp::Ne,
            CmpOp::Ge,
            CmpOp::Gt,
        ] {
            assert!(op.holds(satisfying(op, 10), 10), "{op:?}");
            assert!(!op.holds(violating(op, 10), 10), "{op:?}");
        }
        assert_eq!(satisfying(CmpOp::Lt, i128::MIN), i128::MIN);
        assert_eq!(violating(CmpOp::Eq, i128::MAX), i128::MAX);
    }
}
