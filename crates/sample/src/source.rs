//! Where the generator's choices come from: [`Fixed`] (always the same value,
//! the smallest sensible one) or [`Drawn`] (read from `arbitrary::Unstructured`,
//! often at a bound, and — in [`Mode::Wild`] — now and then beyond one).
//!
//! The generator ([`crate::Values`]) walks the model and asks its source at
//! each leaf: an integer in a range, a length, bytes, text, an enum value, a
//! flags word, a union alternative, an `any` item, whether an optional field
//! is present.

use arbitrary::Unstructured;
use ciborium::Value;
use npamp_schema::{
    EnumDef, EnumRaw, EnumWire, Field, FlagsDef, Model, Presence, TextFormat, Type,
    Value as Declared,
};
use npamp_testkit::cbor::WIDTH_EDGES;
use npamp_testkit::model::{self, int_range, lit_value, uint};

/// The choices a generator makes at the leaves of the model.
pub trait Source {
    /// Whether a container value at nesting level `depth` is cut to its empty
    /// value (the model's `max_depth` given).
    fn cut(&self, depth: usize, max_depth: usize) -> bool;
    /// An integer of `v`'s type within its range; `want` is the preferred one.
    fn integer(&mut self, v: &Declared, want: i128) -> Value;
    /// A float within `v`'s range (`m`'s float policy given).
    fn float(&mut self, m: &Model, v: &Declared) -> f64;
    fn bool(&mut self) -> bool;
    /// The length of a byte or text string of `v`.
    fn str_len(&mut self, v: &Declared, non_empty: bool) -> u64;
    /// The number of items or entries of a container of `v` at `depth`, at
    /// most `cap` past its lower bound.
    fn items(&mut self, v: &Declared, non_empty: bool, cap: u64, depth: usize) -> u64;
    fn bytes(&mut self, n: u64) -> Vec<u8>;
    fn text(&mut self, n: u64) -> String;
    /// A value of the enum (within `v`'s range).
    fn enum_value(&mut self, v: &Declared, def: &EnumDef) -> Value;
    /// A flags word within `v`'s range.
    fn flags(&mut self, v: &Declared, def: &FlagsDef) -> Value;
    /// The `i`-th of a run of distinct items of `v` (map keys must differ);
    /// `None`: any value of `v`.
    fn distinct(&mut self, m: &Model, v: &Declared, i: u64) -> Option<Value>;
    /// One of `n` (a union's alternative, an allowed value); 0 when `n` is 0.
    fn pick(&mut self, n: usize) -> usize;
    /// One in `one_in`.
    fn chance(&mut self, one_in: u8) -> bool;
    /// Whether a tuple loses its last element.
    fn drop_last(&mut self) -> bool;
    /// The `i`-th key of a uint-keyed map (duplicates are dropped).
    fn uint_key(&mut self, i: u64) -> u64;
    /// The `i`-th key of an any-keyed map (duplicates are dropped).
    fn any_key(&mut self, i: u64) -> Value;
    /// An `any` item at nesting level `depth`.
    fn any(&mut self, m: &Model, depth: usize) -> Value;
    /// Whether field `f` of a body is present.
    fn present(&mut self, f: &Field) -> bool;
    /// A text in `format`.
    fn formatted(&mut self, format: TextFormat) -> Value;
    /// Whether the bodies built are edited until their single-frame rules hold
    /// ([`crate::Values::fixup`]).
    fn fixes_rules(&self) -> bool;
}

// ------------------------------------------------------------------ Fixed

/// How deep [`Fixed`] gives containers an item (recursive records stop there).
const MAX_NEST: usize = 6;

/// The deterministic source: the smallest sensible value (1, `"a"`, one item,
/// the first enum value and alternative, REQUIRED fields only), within the
/// declared bounds; the bodies built satisfy their single-frame rules.
#[derive(Debug, Clone, Copy, Default)]
pub struct Fixed;

/// `"abc…"`, `n` letters.
pub fn repeat_text(n: u64) -> String {
    (0..n)
        .map(|i| char::from(b'a' + u8::try_from(i % 26).unwrap_or(0)))
        .collect()
}

pub(crate) fn usize_of(n: u64) -> usize {
    usize::try_from(n).unwrap_or(usize::MAX)
}

/// A length in the declared bounds, preferring `want`.
pub fn len_in(v: &Declared, want: u64) -> u64 {
    match v.len {
        Some((lo, hi)) => want.max(lo).min(hi.unwrap_or(u64::MAX)),
        None => want,
    }
}

/// An integer in the value's range (float bounds truncated), preferring `want`.
fn int_in(v: &Declared, want: i128) -> i128 {
    match v.range {
        Some((lo, hi)) => {
            let lo = lo.as_int().unwrap_or(lo.as_f64() as i128);
            let hi = hi.as_int().unwrap_or(hi.as_f64() as i128);
            want.clamp(lo, hi.max(lo))
        }
        None => want,
    }
}

fn uint_in(v: &Declared, want: i128) -> Value {
    uint(u64::try_from(int_in(v, want)).unwrap_or(0))
}

impl Source for Fixed {
    fn cut(&self, _: usize, _: usize) -> bool {
        false
    }
    fn integer(&mut self, v: &Declared, want: i128) -> Value {
        match v.ty {
            Type::Uint => uint_in(v, want),
            _ => model::int(int_in(v, want)),
        }
    }
    fn float(&mut self, _: &Model, v: &Declared) -> f64 {
        match v.range {
            Some((lo, hi)) => 1.5f64.clamp(lo.as_f64(), hi.as_f64().max(lo.as_f64())),
            None => 1.5,
        }
    }
    fn bool(&mut self) -> bool {
        true
    }
    fn str_len(&mut self, v: &Declared, _: bool) -> u64 {
        len_in(v, 1).max(1)
    }
    fn items(&mut self, v: &Declared, _: bool, _: u64, depth: usize) -> u64 {
        len_in(v, u64::from(depth <= MAX_NEST))
    }
    fn bytes(&mut self, n: u64) -> Vec<u8> {
        vec![0x2a; usize_of(n)]
    }
    fn text(&mut self, n: u64) -> String {
        repeat_text(n)
    }
    fn enum_value(&mut self, v: &Declared, def: &EnumDef) -> Value {
        let in_range = def.values.iter().find(|x| match (&x.raw, v.range) {
            (EnumRaw::Uint(u), Some((lo, hi))) => {
                let u = i128::from(*u);
                lo.as_int().is_none_or(|l| u >= l) && hi.as_int().is_none_or(|h| u <= h)
            }
            _ => true,
        });
        match in_range {
            Some(x) => lit_value(&x.raw.to_lit()),
            None if def.wire == EnumWire::Tstr => Value::Text("x".into()),
            None => uint_in(v, 0),
        }
    }
    fn flags(&mut self, v: &Declared, _: &FlagsDef) -> Value {
        uint_in(v, 0)
    }
    fn distinct(&mut self, m: &Model, v: &Declared, i: u64) -> Option<Value> {
        Some(match &v.ty {
            Type::Uint => uint_in(v, i128::from(i)),
            Type::Int | Type::Nint => model::int(int_in(v, -1 - i128::from(i))),
            Type::Tstr => Value::Text(format!(
                "{}{}",
                repeat_text(len_in(v, 1).saturating_sub(1)),
                char::from(b'a' + u8::try_from(i % 26).unwrap_or(0))
            )),
            Type::Bstr => {
                let mut b = vec![0x2a; usize_of(len_in(v, 1).max(1))];
                if let Some(last) = b.last_mut() {
                    *last = u8::try_from(i % 256).unwrap_or(0);
                }
                Value::Bytes(b)
            }
            Type::Enum(e) => {
                let d = m.enum_def(*e);
                let x = d.values.get(usize_of(i) % d.values.len().max(1))?;
                lit_value(&x.raw.to_lit())
            }
            _ => return None,
        })
    }
    fn pick(&mut self, _: usize) -> usize {
        0
    }
    fn chance(&mut self, _: u8) -> bool {
        false
    }
    fn drop_last(&mut self) -> bool {
        false
    }
    fn uint_key(&mut self, i: u64) -> u64 {
        i
    }
    fn any_key(&mut self, i: u64) -> Value {
        Value::Text(format!("k{i}"))
    }
    fn any(&mut self, _: &Model, _: usize) -> Value {
        uint(0)
    }
    fn present(&mut self, f: &Field) -> bool {
        f.required()
    }
    fn formatted(&mut self, format: TextFormat) -> Value {
        let (good, _) = model::format_samples(format);
        Value::Text(good.first().copied().unwrap_or("").to_string())
    }
    fn fixes_rules(&self) -> bool {
        true
    }
}

// ------------------------------------------------------------------ Drawn

/// How far drawn values may stray.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Within or at every constraint.
    Valid,
    /// Now and then beyond one.
    Wild,
}

/// The source read from `arbitrary::Unstructured`: values within or at their
/// constraints (range and length bounds, enum values, named flag bits,
/// non-empty), often at a bound, or — in [`Mode::Wild`] — sometimes beyond
/// them; floats in shortest forms, ±0, subnormals, NaN/∞ where the policy
/// accepts them; optional fields present half the time. Rules are left to
/// the caller (the fuzzers repair them with the oracle's refusals).
pub struct Drawn<'u, 'd> {
    pub u: &'u mut Unstructured<'d>,
    pub mode: Mode,
}

/// An integer; 0 outside CBOR's range (where a wild value one past a bound
/// of ±2⁶⁴ lands).
fn int(n: i128) -> Value {
    model::int_exact(n).unwrap_or_else(|| uint(0))
}

impl Drawn<'_, '_> {
    fn b(&mut self) -> u8 {
        self.u.arbitrary::<u8>().unwrap_or(0)
    }
    fn wild(&mut self) -> bool {
        self.mode == Mode::Wild && self.chance(12)
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
                .nth(self.pick(WIDTH_EDGES.len() + 1))
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
}

impl Source for Drawn<'_, '_> {
    fn cut(&self, depth: usize, max_depth: usize) -> bool {
        depth + 1 > max_depth
    }

    /// An integer within the declared range (often at a bound), any integer
    /// of the type when there is none, or — wild — one past a bound.
    fn integer(&mut self, v: &Declared, _: i128) -> Value {
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

    fn float(&mut self, m: &Model, v: &Declared) -> f64 {
        let non_finite_ok = m.floats.non_finite.is_none();
        let f = match self.b() % 10 {
            0 => 0.0,
            1 => -0.0,
            2 => 1.5,
            3 => 65504.0,
            4 => f64::from(f32::MIN_POSITIVE),
            5 => 5.960_464_477_539_063e-8, // smallest half subnormal
            6 if non_finite_ok => [f64::NAN, f64::INFINITY, f64::NEG_INFINITY][self.pick(3)],
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

    fn bool(&mut self) -> bool {
        self.chance(2)
    }

    fn str_len(&mut self, v: &Declared, non_empty: bool) -> u64 {
        self.count(v.len, non_empty, 24)
    }

    fn items(&mut self, v: &Declared, non_empty: bool, cap: u64, _: usize) -> u64 {
        self.count(v.len, non_empty, cap)
    }

    fn bytes(&mut self, n: u64) -> Vec<u8> {
        (0..n).map(|_| self.b()).collect()
    }

    fn text(&mut self, n: u64) -> String {
        let bytes = usize_of(n);
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

    /// A declared value of the enum (within the range), or an unrecognized
    /// one where the enum tolerates them (or, wild, where it does not).
    fn enum_value(&mut self, v: &Declared, def: &EnumDef) -> Value {
        let pick = self.pick(def.values.len() + 1);
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
                uint(known.get(self.pick(known.len())).copied().unwrap_or(0))
            }
            EnumWire::Tstr => {
                if unrec || def.values.is_empty() {
                    return Value::Text("zz-unknown".into());
                }
                let i = self.pick(def.values.len());
                let token = def.values.get(i).and_then(|x| x.raw.as_text());
                Value::Text(token.unwrap_or("").to_string())
            }
        }
    }

    /// A flags word of named bits (wild: with a reserved bit), within the range.
    fn flags(&mut self, v: &Declared, def: &FlagsDef) -> Value {
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

    fn distinct(&mut self, _: &Model, _: &Declared, _: u64) -> Option<Value> {
        None
    }

    fn pick(&mut self, n: usize) -> usize {
        if n <= 1 {
            0
        } else {
            usize::from(self.u.arbitrary::<u16>().unwrap_or(0)) % n
        }
    }

    /// One in `one_in`; never once the input is used up, so that a short
    /// input ends in the smallest frame (optional fields absent, nothing
    /// wild) instead of in every optional field at once (a used-up input
    /// reads as zeros, and zero is a multiple of everything).
    fn chance(&mut self, one_in: u8) -> bool {
        one_in <= 1 || (!self.u.is_empty() && self.b().is_multiple_of(one_in))
    }

    fn drop_last(&mut self) -> bool {
        self.wild()
    }

    /// A small uint (often a head-width edge, below 1000).
    fn uint_key(&mut self, _: u64) -> u64 {
        self.any_uint() % 1000
    }

    /// A short text or a small integer.
    fn any_key(&mut self, i: u64) -> Value {
        if self.chance(2) {
            Value::Text(format!("k{}", self.b() % 8))
        } else {
            int(i128::from(self.b()) - 64 + i128::from(i))
        }
    }

    /// A small `any` item within the channel's subset (no tags, no undefined;
    /// floats only where the channel declares floats).
    fn any(&mut self, m: &Model, depth: usize) -> Value {
        let deep = self.cut(depth, m.limits.max_depth);
        match self.b() % 9 {
            0 => uint(self.any_uint()),
            1 => int(-1 - i128::from(self.b())),
            2 => Value::Bytes((0..self.b() % 6).map(|_| self.b()).collect()),
            3 => {
                let n = self.b() % 6;
                Value::Text(self.text(u64::from(n)))
            }
            4 => Value::Bool(self.chance(2)),
            5 if m.floats.declared => Value::Float(1.25),
            6 if !deep => Value::Array((0..self.b() % 3).map(|_| self.any(m, depth + 1)).collect()),
            7 if !deep => {
                let n = self.b() % 3;
                Value::Map(
                    (0..n)
                        .map(|i| (uint(u64::from(i)), self.any(m, depth + 1)))
                        .collect(),
                )
            }
            _ => Value::Null,
        }
    }

    fn present(&mut self, f: &Field) -> bool {
        match f.presence {
            Presence::Required => !self.wild(),
            Presence::Optional => self.chance(2),
            Presence::Absent => false,
        }
    }

    /// One of the format's conforming samples, or — wild — one that is not.
    fn formatted(&mut self, format: TextFormat) -> Value {
        let (good, bad) = model::format_samples(format);
        let from = if self.wild() { bad } else { good };
        Value::Text(
            from.get(self.pick(from.len()))
                .copied()
                .unwrap_or("")
                .to_string(),
        )
    }

    fn fixes_rules(&self) -> bool {
        false
    }
}
