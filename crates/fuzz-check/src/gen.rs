//! Schema-driven frame generation: a `ciborium::Value` for any frame of any
//! channel, built from the checked `Model` with `arbitrary::Unstructured` and
//! encoded with the oracle's deterministic encoder (`encode_value`).
//!
//! Values are within or at their constraints (range and length bounds, enum
//! values, named flag bits, non-empty), or — in [`Mode::Wild`] — sometimes
//! beyond them. Records, frame bodies, arrays, tuples, typed maps, unions,
//! floats (shortest forms, ±0, subnormals, NaN/∞ when the policy accepts them),
//! uint- and any-keyed maps and `any` items are all generated. Schema rules
//! are satisfied by [`repair`], which reads the oracle's refusal and fixes the
//! field it names (the oracle only guides input construction; the verdicts
//! are compared afterwards).

use arbitrary::Unstructured;
use ciborium::Value as V;
use npamp_oracle::{encode_value, Oracle, Ruling};
use npamp_schema::{
    Body, Cond, Each, EnumWire, Expr, Field, FieldId, Frame, Lit, Model, Presence, Profile, Rule,
    RuleKind, TextFormat, Type, Value,
};
use npamp_testkit::cbor::WIDTH_EDGES;
use npamp_testkit::model::{
    self, cond_holds, int_range, lit_value, present, remove as remove_key, set as set_key, uint,
};

/// How far values may stray.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Within or at every constraint.
    Valid,
    /// Now and then beyond one.
    Wild,
}

/// The empty value of a type whose values nest (arrays, records, frame
/// bodies, maps): what such a value is one level past the depth limit.
fn empty_container(ty: &Type) -> Option<V> {
    match ty {
        Type::Array(_) => Some(V::Array(Vec::new())),
        Type::Record(_)
        | Type::FrameBody(_)
        | Type::Map { .. }
        | Type::UintKeyedMap
        | Type::AnyKeyedMap => Some(V::Map(Vec::new())),
        _ => None,
    }
}

/// A generator for one channel.
pub struct Gen<'m, 'u, 'd> {
    pub model: &'m Model,
    pub u: &'u mut Unstructured<'d>,
    pub mode: Mode,
}

/// An integer; 0 outside CBOR's range (where a wild value one past a bound
/// of ±2⁶⁴ lands).
fn int(n: i128) -> V {
    model::int_exact(n).unwrap_or_else(|| uint(0))
}

impl Gen<'_, '_, '_> {
    fn b(&mut self) -> u8 {
        self.u.arbitrary::<u8>().unwrap_or(0)
    }
    /// One in `one_in`; never once the input is used up, so that a short
    /// input ends in the smallest frame (optional fields absent, nothing
    /// wild) instead of in every optional field at once (a used-up input
    /// reads as zeros, and zero is a multiple of everything).
    fn chance(&mut self, one_in: u8) -> bool {
        one_in <= 1 || (!self.u.is_empty() && self.b().is_multiple_of(one_in))
    }
    fn wild(&mut self) -> bool {
        self.mode == Mode::Wild && self.chance(12)
    }
    fn below(&mut self, n: usize) -> usize {
        if n <= 1 {
            0
        } else {
            usize::from(self.u.arbitrary::<u16>().unwrap_or(0)) % n
        }
    }
    /// In `lo..=hi`, often at a bound.
    fn in_range(&mut self, lo: i128, hi: i128) -> i128 {
        if hi <= lo {
            return lo;
        }
        match self.b() % 6 {
            0 => lo,
            1 => hi,
            2 => lo.saturating_add(1).min(hi),
            3 => hi.saturating_sub(1).max(lo),
            _ => {
                let span = (hi - lo).min(i128::from(u64::MAX)) as u128;
                let r = u128::from(self.u.arbitrary::<u64>().unwrap_or(0));
                let small = if self.chance(2) { r % 300 } else { r };
                lo + (small % (span + 1)) as i128
            }
        }
    }
    /// Any unsigned integer: a third of the time 1 or a head-width edge, else a byte.
    fn any_uint(&mut self) -> u64 {
        if self.chance(3) {
            // 0, 1, 23, 24, …: the input picks by position in this order.
            let (zero, rest) = WIDTH_EDGES.split_at(1);
            let mut edges = zero.iter().chain(&[1]).chain(rest);
            edges
                .nth(self.below(WIDTH_EDGES.len() + 1))
                .copied()
                .unwrap_or(0)
        } else {
            u64::from(self.b())
        }
    }
    fn count(&mut self, len: Option<(u64, Option<u64>)>, non_empty: bool, cap: u64) -> u64 {
        let lo = len.map_or(0, |l| l.0).max(u64::from(non_empty));
        let hi = len.and_then(|l| l.1).unwrap_or(lo + cap).min(lo + cap);
        if self.wild() {
            return if self.chance(2) {
                lo.saturating_sub(1)
            } else {
                hi + 1
            };
        }
        self.in_range(i128::from(lo), i128::from(hi)) as u64
    }

    /// A value for `v` at nesting level `level` (the payload is level 1; a
    /// field's container value is at `level + 1`).
    pub fn value(&mut self, v: &Value, non_empty: bool, level: usize) -> V {
        if level + 1 > self.model.limits.max_depth {
            if let Some(empty) = empty_container(&v.ty) {
                return empty;
            }
        }
        match &v.ty {
            Type::Uint | Type::Nint | Type::Int => self.integer(v),
            Type::Float => V::Float(self.float(v)),
            Type::Bool => V::Bool(self.chance(2)),
            Type::Bstr => {
                let n = self.count(v.len, non_empty, 24);
                V::Bytes((0..n).map(|_| self.b()).collect())
            }
            Type::Tstr => {
                let n = self.count(v.len, non_empty, 24);
                V::Text(self.text(n as usize))
            }
            Type::Enum(e) => self.enum_value(v, *e),
            Type::Flags(f) => self.flags(v, *f),
            Type::Array(item) => {
                let n = self.count(v.len, non_empty, 4);
                V::Array((0..n).map(|_| self.value(item, false, level + 1)).collect())
            }
            Type::Tuple(items) => self.tuple(items, level),
            Type::Record(r) => self.body(&self.model.record(*r).body, None, level + 1),
            Type::FrameBody(f) => self.nested_frame_body(*f, level),
            Type::Map { key, value } => self.typed_map(v, key, value, non_empty, level),
            Type::Union(alts) => match alts.get(self.below(alts.len())) {
                Some(alt) => self.value(alt, non_empty, level),
                None => V::Null,
            },
            Type::UintKeyedMap => self.uint_keyed_map(v, non_empty, level),
            Type::AnyKeyedMap => self.any_keyed_map(v, non_empty, level),
            Type::Any => self.any(level),
        }
    }

    /// An integer within the declared range (often at a bound), any integer
    /// of the type when there is none, or — wild — one past a bound.
    fn integer(&mut self, v: &Value) -> V {
        let (lo, hi) = int_range(v).unwrap_or(match v.ty {
            Type::Uint => (0, i128::from(u64::MAX)),
            Type::Nint => (-1 - i128::from(u64::MAX), -1),
            _ => (-1 - i128::from(u64::MAX), i128::from(u64::MAX)),
        });
        if self.wild() {
            return int(if self.chance(2) { hi + 1 } else { lo - 1 });
        }
        if v.range.is_none() && self.chance(2) {
            let n = i128::from(self.any_uint());
            return int(match v.ty {
                Type::Nint => -1 - n,
                Type::Int if self.chance(2) => -1 - n,
                _ => n,
            });
        }
        int(self.in_range(lo, hi))
    }

    /// A declared value of the enum (within the range), or an unrecognized
    /// one where the enum tolerates them (or, wild, where it does not).
    fn enum_value(&mut self, v: &Value, e: npamp_schema::EnumId) -> V {
        let def = self.model.enum_def(e);
        let pick = self.below(def.values.len() + 1);
        let unrec = pick == def.values.len() && (!def.is_strict() || self.wild());
        match def.wire {
            EnumWire::Uint => {
                let (lo, hi) = int_range(v).unwrap_or((0, i128::from(u64::MAX)));
                let known: Vec<u64> = def
                    .values
                    .iter()
                    .filter_map(|x| x.raw.as_uint())
                    .filter(|x| i128::from(*x) >= lo && i128::from(*x) <= hi)
                    .collect();
                if unrec || known.is_empty() {
                    let x = self.in_range(lo, hi);
                    return int(x);
                }
                uint(known.get(self.below(known.len())).copied().unwrap_or(0))
            }
            EnumWire::Tstr => {
                if unrec || def.values.is_empty() {
                    return V::Text("zz-unknown".into());
                }
                let i = self.below(def.values.len());
                let token = def.values.get(i).and_then(|x| x.raw.as_text());
                V::Text(token.unwrap_or("").to_string())
            }
        }
    }

    /// A flags word of named bits (wild: with a reserved bit), within the range.
    fn flags(&mut self, v: &Value, f: npamp_schema::FlagsId) -> V {
        let def = self.model.flags_def(f);
        let mut x = self.u.arbitrary::<u64>().unwrap_or(0) & def.known_mask;
        if self.wild() {
            x |= !def.known_mask & (1 << (63 - u32::from(self.b() % 8)));
        }
        if let Some((lo, hi)) = int_range(v) {
            if i128::from(x) > hi || i128::from(x) < lo {
                x = lo.max(0) as u64;
            }
        }
        uint(x)
    }

    /// A tuple's elements (wild: the last one missing).
    fn tuple(&mut self, items: &[Value], level: usize) -> V {
        let mut out: Vec<V> = items
            .iter()
            .map(|x| self.value(x, false, level + 1))
            .collect();
        if self.wild() {
            out.pop();
        }
        V::Array(out)
    }

    /// A frame body nested in another frame: its envelope keys left out (it
    /// has none of its own).
    fn nested_frame_body(&mut self, f: npamp_schema::FrameId, level: usize) -> V {
        let body = &self.model.frame(f).body;
        let mut b = self.body(body, None, level + 1);
        if let V::Map(es) = &mut b {
            es.retain(|(k, _)| {
                model::key_of(k)
                    .and_then(|k| body.field_by_key(k))
                    .is_some_and(|f| f.role.is_none())
            });
        }
        b
    }

    /// A typed map: distinct keys (by encoding) of the key type, values of the
    /// value type.
    fn typed_map(
        &mut self,
        v: &Value,
        key: &Value,
        value: &Value,
        non_empty: bool,
        level: usize,
    ) -> V {
        let n = self.count(v.len, non_empty, 4);
        let mut es: Vec<(V, V)> = Vec::new();
        let mut seen: Vec<Vec<u8>> = Vec::new();
        for _ in 0..n * 2 {
            if es.len() as u64 >= n {
                break;
            }
            let k = self.value(key, false, level + 1);
            let enc = encode_value(&k);
            if seen.contains(&enc) {
                continue;
            }
            seen.push(enc);
            let val = self.value(value, false, level + 1);
            es.push((k, val));
        }
        V::Map(es)
    }

    /// A map of small distinct uint keys to `any` items.
    fn uint_keyed_map(&mut self, v: &Value, non_empty: bool, level: usize) -> V {
        let n = self.count(v.len, non_empty, 3);
        let mut keys: Vec<u64> = (0..n).map(|_| self.any_uint() % 1000).collect();
        keys.sort_unstable();
        keys.dedup();
        V::Map(
            keys.into_iter()
                .map(|k| (uint(k), self.any(level + 1)))
                .collect(),
        )
    }

    /// A map of distinct text or small integer keys to `any` items.
    fn any_keyed_map(&mut self, v: &Value, non_empty: bool, level: usize) -> V {
        let n = self.count(v.len, non_empty, 3);
        let mut es: Vec<(V, V)> = Vec::new();
        let mut seen: Vec<Vec<u8>> = Vec::new();
        for i in 0..n {
            let k = if self.chance(2) {
                V::Text(format!("k{}", self.b() % 8))
            } else {
                int(i128::from(self.b()) - 64 + i128::from(i))
            };
            let enc = encode_value(&k);
            if seen.contains(&enc) {
                continue;
            }
            seen.push(enc);
            es.push((k, self.any(level + 1)));
        }
        V::Map(es)
    }

    fn float(&mut self, v: &Value) -> f64 {
        let non_finite_ok = self.model.floats.non_finite.is_none();
        let f = match self.b() % 10 {
            0 => 0.0,
            1 => -0.0,
            2 => 1.5,
            3 => 65504.0,
            4 => f64::from(f32::MIN_POSITIVE),
            5 => 5.960_464_477_539_063e-8, // smallest half subnormal
            6 if non_finite_ok => [f64::NAN, f64::INFINITY, f64::NEG_INFINITY][self.below(3)],
            7 => f64::from(self.u.arbitrary::<f32>().unwrap_or(0.25)),
            _ => self.u.arbitrary::<f64>().unwrap_or(0.5),
        };
        let f = if !f.is_finite() && !non_finite_ok {
            0.5
        } else {
            f
        };
        match v.range {
            Some((lo, hi)) if !self.wild() => {
                let (lo, hi) = (lo.as_f64(), hi.as_f64());
                if f.is_nan() || f < lo || f > hi {
                    match self.b() % 3 {
                        0 => lo,
                        1 => hi,
                        _ => lo + (hi - lo) / 2.0,
                    }
                } else {
                    f
                }
            }
            _ => f,
        }
    }

    fn text(&mut self, bytes: usize) -> String {
        let mut s = String::new();
        while s.len() < bytes {
            let left = bytes - s.len();
            let c = match self.b() % 16 {
                0 if left >= 2 => 'é',
                1 if left >= 3 => '€',
                2 if left >= 4 => '😀',
                n => char::from(b'a' + n % 26),
            };
            s.push(c);
        }
        s
    }

    /// A small `any` item within the channel's subset (no tags, no undefined;
    /// floats only where the channel declares floats).
    pub fn any(&mut self, level: usize) -> V {
        let deep = level + 1 > self.model.limits.max_depth;
        match self.b() % 9 {
            0 => uint(self.any_uint()),
            1 => int(-1 - i128::from(self.b())),
            2 => V::Bytes((0..self.b() % 6).map(|_| self.b()).collect()),
            3 => {
                let n = usize::from(self.b() % 6);
                V::Text(self.text(n))
            }
            4 => V::Bool(self.chance(2)),
            5 if self.model.floats.declared => V::Float(1.25),
            6 if !deep => V::Array((0..self.b() % 3).map(|_| self.any(level + 1)).collect()),
            7 if !deep => {
                let n = self.b() % 3;
                V::Map(
                    (0..n)
                        .map(|i| (uint(u64::from(i)), self.any(level + 1)))
                        .collect(),
                )
            }
            _ => V::Null,
        }
    }

    fn field_value(&mut self, f: &Field, frame: Option<&Frame>, level: usize) -> V {
        if let (Some(fr), Some(npamp_schema::EnvRole::FrameKind)) = (frame, f.role) {
            return uint(u64::from(fr.code));
        }
        self.value(&f.value, f.non_empty, level)
    }

    /// A text in `format` (one of the conforming samples), or — wild — one
    /// that is not.
    fn formatted(&mut self, format: TextFormat) -> V {
        let (good, bad) = model::format_samples(format);
        let from = if self.wild() { bad } else { good };
        V::Text(
            from.get(self.below(from.len()))
                .copied()
                .unwrap_or("")
                .to_string(),
        )
    }

    /// A field's value in the text format a `format` rule of `body` names:
    /// the text, or each text element of an array.
    fn with_format(&mut self, body: &Body, id: FieldId, v: V) -> V {
        let format = body.rules.iter().find_map(|r| match r.kind {
            RuleKind::Format { field, format } if field == id => Some(format),
            _ => None,
        });
        let Some(format) = format else { return v };
        match v {
            V::Text(_) => self.formatted(format),
            V::Array(items) => V::Array(
                items
                    .into_iter()
                    .map(|it| match it {
                        V::Text(_) => self.formatted(format),
                        other => other,
                    })
                    .collect(),
            ),
            other => other,
        }
    }

    /// A map for `body` (a frame's when `frame` is given) at `level`.
    pub fn body(&mut self, body: &Body, frame: Option<&Frame>, level: usize) -> V {
        let mut es = Vec::new();
        for (i, f) in body.fields.iter().enumerate() {
            let present = match f.presence {
                Presence::Required => !self.wild(),
                Presence::Optional => self.chance(2),
                Presence::Absent => false,
            };
            if present {
                let v = self.field_value(f, frame, level);
                let v = self.with_format(body, FieldId(i), v);
                // A null value is absence (D8): leave the key out instead.
                if v != V::Null {
                    es.push((uint(f.key), v));
                }
            }
        }
        V::Map(es)
    }

    /// A frame's payload value.
    pub fn frame(&mut self, frame: &Frame) -> V {
        self.body(&frame.body, Some(frame), 1)
    }
}

/// Make `cond` (on `body`) hold or not in `v`, where cheap.
fn force_cond(g: &mut Gen<'_, '_, '_>, body: &Body, v: &mut V, c: &Cond, hold: bool, level: usize) {
    let f = body.field(c.field());
    match c {
        Cond::Present { present, .. } => {
            if *present == hold {
                let val = g.value(&f.value, f.non_empty, level);
                set_key(v, f.key, val);
            } else {
                remove_key(v, f.key);
            }
        }
        Cond::In { values, .. } if hold => {
            if let Some(l) = values.first() {
                set_key(v, f.key, lit_value(l));
            }
        }
        Cond::Equals { value, .. } if hold => set_key(v, f.key, lit_value(value)),
        _ if !hold && f.presence != Presence::Required => {
            remove_key(v, f.key);
        }
        _ => {}
    }
}

/// Fix the schema rule `id` of `frame` in `v` (one step). False when there
/// is nothing this function knows how to fix.
fn repair_rule(g: &mut Gen<'_, '_, '_>, frame: &Frame, v: &mut V, id: &str) -> bool {
    let body = &frame.body;
    let Some(rule) = body.rules.iter().find(|r| r.id == id) else {
        return false;
    };
    let fld = |i: &FieldId| body.field(*i);
    match &rule.kind {
        RuleKind::RequiredWhen {
            field,
            each: None,
            when,
            ..
        } => repair_required_when(g, body, fld(field), when, v),
        RuleKind::PresentIff {
            field, each: None, ..
        } => repair_present_iff(g, fld(field), v),
        RuleKind::AbsentUnless {
            field, each: None, ..
        } => remove_key(v, fld(field).key),
        RuleKind::RequiredWhen {
            each: Some(e),
            when,
            ..
        }
        | RuleKind::PresentIff {
            each: Some(e),
            when,
            ..
        } => repair_each(g, body, e, when, false, v),
        RuleKind::AbsentUnless {
            each: Some(e),
            when,
            ..
        } => repair_each(g, body, e, when, true, v),
        RuleKind::ValueIn {
            negate: true,
            field,
            ..
        } => {
            remove_key(v, fld(field).key);
            true
        }
        RuleKind::ValueIn { field, values, .. } => repair_value_in(g, fld(field), values, v),
        RuleKind::Const { field, value } => {
            set_key(v, fld(field).key, lit_value(value));
            true
        }
        RuleKind::AtLeastOne { fields, non_empty } => {
            repair_at_least_one(g, body, fields, *non_empty, v)
        }
        RuleKind::Relation {
            left, right, when, ..
        } => repair_relation(g, body, (left, right), when.as_ref(), v),
        RuleKind::Format { field, format } => {
            let f = fld(field);
            let Some(cur) = model::get(v, f.key).cloned() else {
                return false;
            };
            let (good, _) = model::format_samples(*format);
            let fixed = match cur {
                V::Array(items) => V::Array(
                    items
                        .into_iter()
                        .map(|it| match it {
                            V::Text(_) => V::Text(good.first().copied().unwrap_or("").into()),
                            other => other,
                        })
                        .collect(),
                ),
                _ => V::Text(good.first().copied().unwrap_or("").into()),
            };
            set_key(v, f.key, fixed);
            true
        }
        _ => false,
    }
}

/// `required_when`: now and then the condition made to fail, else the field
/// given a non-empty value.
fn repair_required_when(
    g: &mut Gen<'_, '_, '_>,
    body: &Body,
    f: &Field,
    when: &Cond,
    v: &mut V,
) -> bool {
    if g.chance(3) {
        force_cond(g, body, v, when, false, 1);
    } else {
        let val = g.value(&f.value, true, 1);
        set_key(v, f.key, val);
    }
    true
}

/// `present_iff`: the field removed when present, else given a value.
fn repair_present_iff(g: &mut Gen<'_, '_, '_>, f: &Field, v: &mut V) -> bool {
    if !remove_key(v, f.key) {
        let val = g.value(&f.value, f.non_empty, 1);
        set_key(v, f.key, val);
    }
    true
}

/// A rule on each element of an array (`each`): the optional array removed
/// (half the time), else the condition on the enclosing body forced to
/// `hold` (`absent_unless`: true; `required_when`, `present_iff`: false).
fn repair_each(
    g: &mut Gen<'_, '_, '_>,
    body: &Body,
    e: &Each,
    when: &Cond,
    hold: bool,
    v: &mut V,
) -> bool {
    let a = body.field(e.array);
    if a.presence != Presence::Required && g.chance(2) {
        remove_key(v, a.key)
    } else {
        force_cond(g, body, v, when, hold, 1);
        true
    }
}

/// `value_in`: the field set to one of the allowed values, picked (removed
/// when the rule allows none).
fn repair_value_in(g: &mut Gen<'_, '_, '_>, f: &Field, values: &[Lit], v: &mut V) -> bool {
    match values.get(g.below(values.len())) {
        Some(l) => {
            set_key(v, f.key, lit_value(l));
            true
        }
        None => remove_key(v, f.key),
    }
}

/// `at_least_one`: one of the fields, picked, given a value.
fn repair_at_least_one(
    g: &mut Gen<'_, '_, '_>,
    body: &Body,
    fields: &[FieldId],
    non_empty: bool,
    v: &mut V,
) -> bool {
    let Some(fid) = fields.get(g.below(fields.len())) else {
        return false;
    };
    let f = body.field(*fid);
    let val = g.value(&f.value, non_empty || f.non_empty, 1);
    set_key(v, f.key, val);
    true
}

/// `relation`: an optional field it reads removed (picked), else its
/// condition made to fail, else (two plain fields) the left set to the right.
fn repair_relation(
    g: &mut Gen<'_, '_, '_>,
    body: &Body,
    (left, right): (&Expr, &Expr),
    when: Option<&Cond>,
    v: &mut V,
) -> bool {
    let mut read = Vec::new();
    left.fields(&mut read);
    right.fields(&mut read);
    let optional: Vec<u64> = read
        .iter()
        .map(|i| body.field(*i))
        .filter(|f| f.presence != Presence::Required)
        .map(|f| f.key)
        .collect();
    if let Some(k) = optional.get(g.below(optional.len())) {
        return remove_key(v, *k);
    }
    if let Some(c) = when {
        force_cond(g, body, v, c, false, 1);
        return true;
    }
    if let (Expr::Field(a), Expr::Field(b)) = (left, right) {
        let val = model::get(v, body.field(*b).key)
            .cloned()
            .unwrap_or(V::Null);
        set_key(v, body.field(*a).key, val);
        return true;
    }
    false
}

/// Fix, before the oracle is first asked, the top-level presence rules of
/// `frame` (`required_when`, `present_iff`, `absent_unless`, `at_least_one`)
/// that `v` breaks, each with the one-step fix [`repair`] applies. A frame built at random breaks
/// them often (a quarter of Spatial snapshots, `cursor-iff-incomplete`), and
/// each break found by the oracle cost one more oracle call; what this misses
/// the oracle still finds.
pub fn presatisfy(g: &mut Gen<'_, '_, '_>, frame: &Frame, v: &mut V) {
    let body = &frame.body;
    for rule in &body.rules {
        let map = &*v;
        let broken = match &rule.kind {
            RuleKind::RequiredWhen {
                field,
                non_empty,
                when,
                each: None,
            } => {
                let f = body.field(*field);
                cond_holds(body, map, when) && !present(map, f.key, *non_empty || f.non_empty)
            }
            RuleKind::PresentIff {
                field,
                when,
                each: None,
            } => cond_holds(body, map, when) != present(map, body.field(*field).key, false),
            RuleKind::AbsentUnless {
                field,
                when,
                each: None,
            } => !cond_holds(body, map, when) && present(map, body.field(*field).key, false),
            RuleKind::AtLeastOne { fields, non_empty } => !fields.iter().any(|f| {
                let f = body.field(*f);
                present(map, f.key, *non_empty || f.non_empty)
            }),
            _ => false,
        };
        if broken {
            repair_rule(g, frame, v, &rule.id);
        }
    }
}

/// Repair `v` (a payload value of `frame`) until the oracle accepts it under
/// the strict profile, within a few steps. Returns the payload bytes and
/// whether they were accepted.
pub fn repair(
    g: &mut Gen<'_, '_, '_>,
    oracle: &Oracle,
    frame: &Frame,
    v: &mut V,
) -> (Vec<u8>, bool) {
    let (bytes, accepted) = repair_accepted(g, oracle, frame, v);
    (bytes, accepted.is_some())
}

/// [`repair`], keeping the oracle's strict verdict on the returned bytes when
/// it accepts them (so that a caller comparing those bytes under the strict
/// profile need not ask the oracle again: `Oracle::check` is a function of
/// the frame type, the bytes and the profile).
pub fn repair_accepted(
    g: &mut Gen<'_, '_, '_>,
    oracle: &Oracle,
    frame: &Frame,
    v: &mut V,
) -> (Vec<u8>, Option<Ruling>) {
    presatisfy(g, frame, v);
    for _ in 0..8 {
        let bytes = encode_value(v);
        let r = match oracle.check(frame.code, &bytes, Profile::Strict) {
            a @ Ruling::Accept(_) => return (bytes, Some(a)),
            Ruling::Reject(r) => r,
        };
        let fixed = match (r.rule, r.rule_id.as_deref()) {
            (_, Some(id)) => repair_rule(g, frame, v, id),
            (Rule::MissingRequired | Rule::Empty, None) => {
                match r.field.as_deref().and_then(|n| frame.body.field_named(n)) {
                    Some(f) if r.path.split('.').count() <= 1 && !r.path.contains('[') => {
                        let val = g.field_value(f, Some(frame), 1);
                        set_key(v, f.key, val);
                        true
                    }
                    _ => false,
                }
            }
            _ => false,
        };
        if !fixed {
            // Drop the named optional top-level field, if that is what failed.
            let f = r
                .field
                .as_deref()
                .and_then(|n| frame.body.field_named(n))
                .filter(|f| f.presence != Presence::Required);
            match f {
                Some(f) if remove_key(v, f.key) => {}
                _ => return (bytes, None),
            }
        }
    }
    let bytes = encode_value(v);
    let verdict = oracle.check(frame.code, &bytes, Profile::Strict);
    let accepted = verdict.is_accept().then_some(verdict);
    (bytes, accepted)
}
