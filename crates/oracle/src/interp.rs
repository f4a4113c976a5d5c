//! The run-time interpreter: `ciborium` parses the bytes the walker ([`crate::canonical`])
//! accepted, and the value tree is walked against the [`Model`] (SEMANTICS.md steps 1, 2, 4–7
//! and the cross-frame rules).
//!
//! `ciborium`'s value model is lossy for items outside the channel subset (it turns the bignum
//! tags 2/3 into integers, `undefined` into `null`, and cannot parse other simple values). When
//! the profile lets such items through, the walker reports the span of every outermost tagged
//! item and simple value, and `ciborium` is given a copy of the payload in which each of them is
//! wrapped as `tag(OPAQUE, h'<the item's bytes>')`. Since every real tag is wrapped, a
//! `Value::Tag` in the tree is always such an opaque item: a value of major type 6 or 7 that no
//! declared type but `any` (and opaque content) admits.

use std::borrow::Cow;
use std::collections::BTreeSet;

use ciborium::Value;
use npamp_schema::{
    Basis, Body, Bound, CmpOp, Cond, CrossCase, Each, EnumDef, EnumWire, EnvRole, Expr, FailClass,
    FieldId, Frame, FrameId, Group, Lit, Model, OutcomeDef, Presence, Profile, Rule, RuleDef,
    RuleKind, Shape, TextFormat, Type, Value as Spec,
};

use crate::canonical::{self, Entry, Span, Subset, Walk};
use crate::encode::{encode_value, write_head};
use crate::formats;
use crate::{Accepted, Corr, Refusal};

/// A refusal on its way out (boxed: it is large and the happy path is hot).
pub(crate) type Fault = Box<Refusal>;

/// The tag number wrapping opaque items for `ciborium` (every real tag is wrapped too).
const OPAQUE: u64 = 0x6f70_6171_7565; // "opaque"

/// A refusal of `rule` with everything but `request` filled in.
pub(crate) fn refusal(
    m: &Model,
    rule: Rule,
    basis: Basis,
    section: &str,
    rule_id: Option<&str>,
    field: Option<&str>,
    path: String,
) -> Refusal {
    let outcome = m.outcome(FailClass::of(rule)).clone();
    let wire_name = match &outcome {
        OutcomeDef::Code { name, .. } => name.clone(),
        OutcomeDef::CoreFrame(code) => format!("core_frame {code:#06x}"),
    };
    Refusal {
        rule,
        rule_id: rule_id.map(str::to_string),
        basis,
        section: section.to_string(),
        field: field.map(str::to_string),
        path,
        outcome,
        wire_name,
        request: false,
    }
}

/// A refusal whose basis and section come from the `checks:` table.
fn table_refusal(m: &Model, rule: Rule, path: String) -> Refusal {
    let c = m.check(rule.group());
    refusal(m, rule, c.basis, &c.section, None, None, path)
}

// ---------------------------------------------------------------- value helpers

fn int_of(v: &Value) -> Option<i128> {
    match v {
        Value::Integer(i) => Some(i128::from(*i)),
        _ => None,
    }
}

fn as_u64(v: &Value) -> Option<u64> {
    int_of(v).and_then(|n| u64::try_from(n).ok())
}

/// Bytes of a bstr / tstr, items of an array, entries of a map.
fn length(v: &Value) -> Option<u64> {
    let n = match v {
        Value::Bytes(b) => b.len(),
        Value::Text(t) => t.len(),
        Value::Array(a) => a.len(),
        Value::Map(m) => m.len(),
        _ => return None,
    };
    u64::try_from(n).ok()
}

fn entries_of(v: &Value) -> &[(Value, Value)] {
    match v {
        Value::Map(e) => e,
        _ => &[],
    }
}

/// A literal of a rule or condition equals a value (enum values by their raw value).
fn lit_eq(v: &Value, l: &Lit) -> bool {
    match (v, l) {
        (Value::Integer(i), Lit::Uint(u)) => i128::from(*i) == i128::from(*u),
        (Value::Integer(i), Lit::Int(n)) => i128::from(*i) == *n,
        (Value::Float(f), Lit::Float(g)) => f == g,
        (Value::Bool(a), Lit::Bool(b)) => a == b,
        (Value::Text(a), Lit::Text(b)) => a == b,
        _ => false,
    }
}

fn cmp_bound(v: &Value, b: Bound) -> Option<std::cmp::Ordering> {
    match (v, b) {
        (Value::Integer(i), Bound::Int(n)) => Some(i128::from(*i).cmp(&n)),
        (Value::Integer(i), Bound::Float(f)) => (i128::from(*i) as f64).partial_cmp(&f),
        (Value::Float(x), b) => x.partial_cmp(&b.as_f64()),
        _ => None,
    }
}

/// Within `lo..=hi`; a value that is not a number is not constrained; NaN is outside.
fn in_range(v: &Value, lo: Bound, hi: Bound) -> bool {
    use std::cmp::Ordering::*;
    if !matches!(v, Value::Integer(_) | Value::Float(_)) {
        return true;
    }
    matches!(cmp_bound(v, lo), Some(Greater | Equal))
        && matches!(cmp_bound(v, hi), Some(Less | Equal))
}

fn enum_knows(def: &EnumDef, v: &Value) -> bool {
    match v {
        Value::Text(t) => def
            .values
            .iter()
            .any(|x| x.raw.as_text() == Some(t.as_str())),
        _ => as_u64(v).is_some_and(|n| def.values.iter().any(|x| x.raw.as_uint() == Some(n))),
    }
}

/// (a) of the value check: the value has the type (major type, bool vs float by the byte,
/// a tuple's item count).
fn type_ok(m: &Model, v: &Value, ty: &Type) -> bool {
    match ty {
        Type::Uint | Type::Flags(_) => as_u64(v).is_some(),
        Type::Nint => int_of(v).is_some_and(|n| n < 0),
        Type::Int => int_of(v).is_some(),
        Type::Float => matches!(v, Value::Float(_)),
        Type::Bstr => matches!(v, Value::Bytes(_)),
        Type::Tstr => matches!(v, Value::Text(_)),
        Type::Bool => matches!(v, Value::Bool(_)),
        Type::Enum(e) => match m.enums.get(e.0).map(|d| d.wire) {
            Some(EnumWire::Uint) => as_u64(v).is_some(),
            Some(EnumWire::Tstr) => matches!(v, Value::Text(_)),
            None => false,
        },
        Type::Array(_) => matches!(v, Value::Array(_)),
        Type::Tuple(vs) => matches!(v, Value::Array(a) if a.len() == vs.len()),
        Type::Record(_)
        | Type::FrameBody(_)
        | Type::Map { .. }
        | Type::UintKeyedMap
        | Type::AnyKeyedMap => matches!(v, Value::Map(_)),
        Type::Union(alts) => alts.iter().any(|a| alternative(m, v, &a.ty)),
        Type::Any => true,
    }
}

/// A union alternative is chosen by major type alone (a tuple of the wrong count is chosen,
/// then fails its own check).
fn alternative(m: &Model, v: &Value, ty: &Type) -> bool {
    match ty {
        Type::Tuple(_) => matches!(v, Value::Array(_)),
        Type::Union(alts) => alts.iter().any(|a| alternative(m, v, &a.ty)),
        other => type_ok(m, v, other),
    }
}

// ---------------------------------------------------------------- parsing

fn parse(payload: &[u8], walk: &Walk) -> Result<Value, String> {
    let bytes: Cow<'_, [u8]> = if walk.opaque.is_empty() {
        Cow::Borrowed(payload)
    } else {
        Cow::Owned(mask(payload, &walk.opaque))
    };
    // ciborium's scratch buffer (strings up to its size are read into it):
    // one per thread, instead of 4 KiB zeroed per parse.
    thread_local! {
        static SCRATCH: std::cell::RefCell<Vec<u8>> = std::cell::RefCell::new(vec![0; 4096]);
    }
    let parsed = SCRATCH.with(|s| match s.try_borrow_mut() {
        Ok(mut scratch) => ciborium::de::from_reader_with_buffer(&bytes[..], &mut scratch[..]),
        Err(_) => ciborium::de::from_reader(&bytes[..]),
    });
    parsed.map(|t: Tree| t.0).map_err(|e| e.to_string())
}

/// A `ciborium::Value` deserialized by ciborium as its own `Value` is, except
/// that arrays and maps are allocated at the size their heads give (capped),
/// instead of growing item by item (a frame of float arrays spent a tenth of
/// the oracle's time reallocating them). Every `visit_*` builds the `Value`
/// the way ciborium's visitor does (`Value::from` of the same argument).
struct Tree(Value);

impl<'de> serde::Deserialize<'de> for Tree {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Tree, D::Error> {
        d.deserialize_any(TreeVisitor).map(Tree)
    }
}

/// At most this many slots are reserved up front (a hostile head may claim
/// 2^64 items; the walker refused truncation before, but stay bounded).
const PRESIZE_CAP: usize = 1024;

struct TreeVisitor;

macro_rules! tree_from {
    ($($f:ident($t:ty)),+ $(,)?) => {
        $(
            fn $f<E: serde::de::Error>(self, v: $t) -> Result<Value, E> {
                Ok(Value::from(v))
            }
        )+
    };
}

impl<'de> serde::de::Visitor<'de> for TreeVisitor {
    type Value = Value;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a CBOR item")
    }

    tree_from! {
        visit_bool(bool),
        visit_f32(f32),
        visit_f64(f64),
        visit_i8(i8),
        visit_i16(i16),
        visit_i32(i32),
        visit_i64(i64),
        visit_i128(i128),
        visit_u8(u8),
        visit_u16(u16),
        visit_u32(u32),
        visit_u64(u64),
        visit_u128(u128),
        visit_char(char),
        visit_str(&str),
        visit_string(String),
        visit_bytes(&[u8]),
        visit_byte_buf(Vec<u8>),
    }

    fn visit_none<E: serde::de::Error>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_unit<E: serde::de::Error>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_some<D: serde::Deserializer<'de>>(self, d: D) -> Result<Value, D::Error> {
        d.deserialize_any(self)
    }

    fn visit_newtype_struct<D: serde::Deserializer<'de>>(self, d: D) -> Result<Value, D::Error> {
        d.deserialize_any(self)
    }

    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut acc: A) -> Result<Value, A::Error> {
        let mut items = Vec::with_capacity(acc.size_hint().unwrap_or(0).min(PRESIZE_CAP));
        while let Some(Tree(v)) = acc.next_element()? {
            items.push(v);
        }
        Ok(Value::Array(items))
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut acc: A) -> Result<Value, A::Error> {
        let mut entries = Vec::with_capacity(acc.size_hint().unwrap_or(0).min(PRESIZE_CAP));
        while let Some((Tree(k), Tree(v))) = acc.next_entry()? {
            entries.push((k, v));
        }
        Ok(Value::Map(entries))
    }

    /// A tag: ciborium hands it over as the variant `@@TAGGED@@` holding
    /// (tag number, item).
    fn visit_enum<A: serde::de::EnumAccess<'de>>(self, acc: A) -> Result<Value, A::Error> {
        use serde::de::{Error, VariantAccess};
        struct Tagged;
        impl<'de> serde::de::Visitor<'de> for Tagged {
            type Value = Value;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a tag number and a CBOR item")
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut acc: A,
            ) -> Result<Value, A::Error> {
                let tag: u64 = acc
                    .next_element()?
                    .ok_or_else(|| A::Error::custom("expected tag"))?;
                let Tree(v) = acc
                    .next_element()?
                    .ok_or_else(|| A::Error::custom("expected val"))?;
                Ok(Value::Tag(tag, Box::new(v)))
            }
        }
        let (name, data): (String, _) = acc.variant()?;
        if name != "@@TAGGED@@" {
            return Err(A::Error::custom("an enum variant other than a tag"));
        }
        data.tuple_variant(2, Tagged)
    }
}

/// `payload` with each span wrapped as `tag(OPAQUE, h'<span bytes>')`.
fn mask(payload: &[u8], spans: &[Span]) -> Vec<u8> {
    let mut out = Vec::with_capacity(payload.len() + spans.len() * 18);
    let mut at = 0;
    for s in spans {
        out.extend_from_slice(payload.get(at..s.start).unwrap_or_default());
        write_head(&mut out, 6, OPAQUE);
        let item = s.of(payload);
        write_head(&mut out, 2, u64::try_from(item.len()).unwrap_or(u64::MAX));
        out.extend_from_slice(item);
        at = s.end;
    }
    out.extend_from_slice(payload.get(at..).unwrap_or_default());
    out
}

// ---------------------------------------------------------------- the walk

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Level {
    /// A declared key's value (payload or record field).
    Key,
    /// An array item, tuple element, typed-map key or value, union alternative of an element.
    Element,
}

#[derive(Debug, Clone, Copy)]
enum Kind {
    /// The payload of the frame with this code.
    Top {
        code: u16,
    },
    Record,
    /// Another frame's body: its envelope fields are not part of it.
    FrameBody,
}

enum Seg<'m> {
    Name(&'m str),
    Index(usize),
    EntryKey(usize),
    EntryValue(usize),
    Key(String),
}

/// The present fields of one body (payload, record, frame body).
struct View<'a> {
    body: &'a Body,
    entries: &'a [(Value, Value)],
    /// Per field: the index of its entry.
    present: &'a [Option<usize>],
}

impl<'a> View<'a> {
    fn get(&self, f: FieldId) -> Option<&'a Value> {
        let i = (*self.present.get(f.0)?)?;
        self.entries.get(i).map(|(_, v)| v)
    }

    fn name(&self, f: FieldId) -> Option<&'a str> {
        self.body.fields.get(f.0).map(|x| x.name.as_str())
    }
}

struct Cx<'m> {
    m: &'m Model,
    profile: Profile,
    /// The sender's checks: what the text makes a receiver ignore but a
    /// sender MUST NOT send (reserved flag bits) is refused too.
    sender: bool,
    path: Vec<Seg<'m>>,
}

fn render(segs: &[Seg<'_>]) -> String {
    let mut out = String::new();
    for s in segs {
        match s {
            Seg::Name(n) => {
                if !out.is_empty() {
                    out.push('.');
                }
                out.push_str(n);
            }
            Seg::Key(k) => {
                if !out.is_empty() {
                    out.push('.');
                }
                out.push_str(k);
            }
            Seg::Index(i) => out.push_str(&format!("[{i}]")),
            Seg::EntryKey(i) => out.push_str(&format!("{{{i}}}.key")),
            Seg::EntryValue(i) => out.push_str(&format!("{{{i}}}")),
        }
    }
    out
}

impl<'m> Cx<'m> {
    /// Refuse when the profile refuses `basis`; otherwise the fault is skipped.
    fn refuse(
        &self,
        rule: Rule,
        basis: Basis,
        section: &str,
        rule_id: Option<&str>,
        field: Option<&str>,
    ) -> Result<(), Fault> {
        if !self.profile.refuses(basis) {
            return Ok(());
        }
        Err(Box::new(refusal(
            self.m,
            rule,
            basis,
            section,
            rule_id,
            field,
            render(&self.path),
        )))
    }

    /// A fault of a group whose basis the `checks:` table gives.
    fn table(&self, rule: Rule, field: Option<&str>) -> Result<(), Fault> {
        let c = self.m.check(rule.group());
        self.refuse(rule, c.basis, &c.section, None, field)
    }

    fn nested<T>(
        &mut self,
        seg: Seg<'m>,
        f: impl FnOnce(&mut Self) -> Result<T, Fault>,
    ) -> Result<T, Fault> {
        self.path.push(seg);
        let r = f(self);
        self.path.pop();
        r
    }

    /// The value check (a)–(f) of SEMANTICS.md.
    fn value(
        &mut self,
        v: &Value,
        spec: &'m Spec,
        level: Level,
        field: Option<&'m str>,
        non_empty: bool,
    ) -> Result<(), Fault> {
        let m = self.m;
        let type_rule = match level {
            Level::Key => Rule::WrongType,
            Level::Element => Rule::ItemType,
        };
        if level == Level::Element && matches!(v, Value::Null) {
            return self.table(type_rule, field);
        }
        // (a)
        if let Type::Union(alts) = &spec.ty {
            return match alts.iter().find(|a| alternative(m, v, &a.ty)) {
                Some(a) => self.value(v, a, level, field, non_empty),
                None => self.table(type_rule, field),
            };
        }
        if !type_ok(m, v, &spec.ty) {
            // Skipped: the other constraints presuppose the type.
            return self.table(type_rule, field);
        }
        // (b)
        if non_empty && length(v) == Some(0) {
            self.table(Rule::Empty, field)?;
        }
        // (c)
        if let (Some((lo, hi)), Some(n)) = (spec.len, length(v)) {
            if n < lo || hi.is_some_and(|h| n > h) {
                let section = &m.check(Group::Length).section;
                self.refuse(Rule::Len, spec.len_basis, section, None, field)?;
            }
        }
        // (d)
        if let Some((lo, hi)) = spec.range {
            if !in_range(v, lo, hi) {
                let section = &m.check(Group::Range).section;
                self.refuse(Rule::Range, spec.range_basis, section, None, field)?;
            }
        }
        // (d2): where a float is declared (an `any` value is opaque)
        if let (Type::Float, Value::Float(f), Some(b)) = (&spec.ty, v, m.floats.non_finite) {
            if !f.is_finite() {
                self.refuse(Rule::FloatNonFinite, b, &m.floats.section, None, field)?;
            }
        }
        // (e)
        match &spec.ty {
            Type::Enum(e) => {
                if let Some(def) = m.enums.get(e.0) {
                    if let Some(rej) = &def.unrecognized.reject {
                        if !enum_knows(def, v) {
                            self.refuse(
                                Rule::UnknownEnumValue,
                                rej.basis,
                                &rej.section,
                                None,
                                field,
                            )?;
                        }
                    }
                }
            }
            Type::Flags(fl) => {
                if let (Some(def), Some(bits)) = (m.flags.get(fl.0), as_u64(v)) {
                    if bits & !def.known_mask != 0 && (!def.reserved_ignored || self.sender) {
                        let r = &def.reserved;
                        self.refuse(Rule::ReservedFlags, r.basis, &r.section, None, field)?;
                    }
                }
            }
            _ => {}
        }
        // (f)
        self.contents(v, spec, field)
    }

    fn contents(&mut self, v: &Value, spec: &'m Spec, field: Option<&'m str>) -> Result<(), Fault> {
        let m = self.m;
        match (&spec.ty, v) {
            (Type::Array(item), Value::Array(items)) => {
                for (i, it) in items.iter().enumerate() {
                    self.nested(Seg::Index(i), |cx| {
                        cx.value(it, item, Level::Element, field, false)
                    })?;
                }
            }
            (Type::Tuple(specs), Value::Array(items)) => {
                // A tuple's elements are positional fields: their type faults are
                // `wrong-type` (group major_type), like a record's keys.
                for (i, (it, s)) in items.iter().zip(specs).enumerate() {
                    self.nested(Seg::Index(i), |cx| {
                        cx.value(it, s, Level::Key, field, false)
                    })?;
                }
            }
            (Type::Map { key, value }, Value::Map(entries)) => {
                for (i, (k, x)) in entries.iter().enumerate() {
                    self.nested(Seg::EntryKey(i), |cx| {
                        cx.value(k, key, Level::Element, field, false)
                    })?;
                    self.nested(Seg::EntryValue(i), |cx| {
                        cx.value(x, value, Level::Element, field, false)
                    })?;
                }
            }
            (Type::Record(r), Value::Map(entries)) => {
                if let Some(rec) = m.records.get(r.0) {
                    self.body(entries, &rec.body, Kind::Record, field)?;
                }
            }
            (Type::FrameBody(f), Value::Map(entries)) => {
                if let Some(fr) = m.frames.get(f.0) {
                    self.body(entries, &fr.body, Kind::FrameBody, field)?;
                }
            }
            (Type::UintKeyedMap, Value::Map(entries)) => {
                for (i, (k, _)) in entries.iter().enumerate() {
                    match int_of(k) {
                        Some(n) if n >= 0 => {}
                        Some(n) => self.nested(Seg::Key(n.to_string()), |cx| {
                            cx.table(Rule::UnknownNegativeKey, field)
                        })?,
                        None => self.nested(Seg::Key(format!("#{i}")), |cx| {
                            cx.table(Rule::NestedKeyType, field)
                        })?,
                    }
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// Steps 5–7 on one body; returns, per field, the index of its (present) entry.
    /// `container`: the innermost declared field holding this body (None at the top).
    fn body(
        &mut self,
        entries: &[(Value, Value)],
        body: &'m Body,
        kind: Kind,
        container: Option<&'m str>,
    ) -> Result<Vec<Option<usize>>, Fault> {
        let in_body =
            |f: &npamp_schema::Field| !(matches!(kind, Kind::FrameBody) && f.role.is_some());
        let mut present = vec![None; body.fields.len()];
        for (i, (k, v)) in entries.iter().enumerate() {
            let Some(key) = int_of(k) else {
                self.nested(Seg::Key(format!("#{i}")), |cx| {
                    cx.table(Rule::KeyType, container)
                })?;
                continue;
            };
            let Ok(key) = u64::try_from(key) else {
                if body.forward_compat {
                    self.nested(Seg::Key(key.to_string()), |cx| {
                        cx.table(Rule::UnknownNegativeKey, container)
                    })?;
                }
                continue;
            };
            let Some((idx, f)) = body
                .fields
                .iter()
                .enumerate()
                .find(|(_, f)| f.key == key && in_body(f))
            else {
                continue; // unknown: ignored (its bytes passed step 3)
            };
            if matches!(v, Value::Null) && self.m.channel.null_is_absent.is_some() {
                continue; // null is absence (`channel.null_is_absent`: the text says so)
            }
            let name = f.name.as_str();
            if f.presence == Presence::Absent {
                self.nested(Seg::Name(name), |cx| cx.table(Rule::Forbidden, Some(name)))?;
                continue; // not refused: ignored like an unknown key
            }
            self.nested(Seg::Name(name), |cx| {
                cx.value(v, &f.value, Level::Key, Some(name), f.non_empty)?;
                if let Kind::Top { code } = kind {
                    if f.role == Some(EnvRole::FrameKind) && as_u64(v) != Some(u64::from(code)) {
                        cx.table(Rule::FrameKindMismatch, Some(name))?;
                    }
                }
                Ok(())
            })?;
            if let Some(p) = present.get_mut(idx) {
                *p = Some(i);
            }
        }
        for (f, p) in body.fields.iter().zip(&present) {
            if f.presence == Presence::Required && p.is_none() && in_body(f) {
                let name = f.name.as_str();
                self.nested(Seg::Name(name), |cx| {
                    cx.table(Rule::MissingRequired, Some(name))
                })?;
            }
        }
        let view = View {
            body,
            entries,
            present: &present,
        };
        for r in &body.rules {
            if !r.kind.is_cross() {
                self.rule(r, &view, None)?;
            }
        }
        Ok(present)
    }

    /// One rule on `view` (and, for cross-frame rules, the request's `req`).
    fn rule(
        &mut self,
        r: &'m RuleDef,
        view: &View<'_>,
        req: Option<&View<'_>>,
    ) -> Result<(), Fault> {
        if !self.profile.refuses(r.basis) {
            return Ok(());
        }
        let Some(tail) = self.broken(&r.kind, view, req) else {
            return Ok(());
        };
        let field = r.kind.subject().and_then(|f| view.name(f));
        let mut path = render(&self.path);
        if !path.is_empty() && !tail.is_empty() {
            path.push('.');
        }
        path.push_str(&tail);
        Err(Box::new(refusal(
            self.m,
            r.kind.rule(),
            r.basis,
            &r.section,
            Some(&r.id),
            field,
            path,
        )))
    }

    /// Where a rule is broken (the path below the body), or None when it holds.
    fn broken(&self, k: &RuleKind, view: &View<'_>, req: Option<&View<'_>>) -> Option<String> {
        match k {
            RuleKind::RequiredWhen {
                field,
                non_empty,
                when,
                each,
            } => self.required_when(view, *field, *non_empty, when, each.as_ref()),
            RuleKind::PresentIff { field, when, each } => {
                self.present_iff(view, *field, when, each.as_ref())
            }
            RuleKind::AbsentUnless { field, when, each } => {
                self.absent_unless(view, *field, when, each.as_ref())
            }
            RuleKind::ValueIn {
                field,
                values,
                negate,
            } => value_in_broken(view, *field, values, *negate),
            RuleKind::Const { field, value } => const_broken(view, *field, value),
            RuleKind::AtLeastOne { fields, non_empty } => {
                at_least_one_broken(view, fields, *non_empty)
            }
            RuleKind::Relation {
                left,
                op,
                right,
                when,
            } => relation_broken(k, view, left, *op, Some(view), right, when.as_ref()),
            RuleKind::CrossFrame {
                field,
                selector,
                only_when,
                cases,
                ..
            } => cross_frame_broken(view, req?, *field, *selector, only_when.as_ref(), cases),
            RuleKind::CrossAbsentUnless { field, when, .. } => {
                let q = req?;
                (view.get(*field).is_some() && !cond(q, when)).then(|| at(view, *field))
            }
            RuleKind::CrossRelation {
                left,
                op,
                right,
                when,
                ..
            } => relation_broken(k, view, left, *op, req, right, when.as_ref()),
            RuleKind::Format { field, format } => format_broken(view, *field, *format),
        }
    }

    /// `required_when`: when the condition holds, the field (of each record element) is
    /// present, and non-empty when `non_empty`.
    fn required_when(
        &self,
        view: &View<'_>,
        field: FieldId,
        non_empty: bool,
        when: &Cond,
        each: Option<&Each>,
    ) -> Option<String> {
        if !cond(view, when) {
            return None;
        }
        match each {
            None => (!filled(view.get(field), non_empty)).then(|| at(view, field)),
            Some(e) => self.each(view, e.array, e.record.0, field, |v| filled(v, non_empty)),
        }
    }

    /// `present_iff`: the field (of each record element) is present exactly when the
    /// condition holds.
    fn present_iff(
        &self,
        view: &View<'_>,
        field: FieldId,
        when: &Cond,
        each: Option<&Each>,
    ) -> Option<String> {
        let want = cond(view, when);
        match each {
            None => (view.get(field).is_some() != want).then(|| at(view, field)),
            Some(e) => self.each(view, e.array, e.record.0, field, |v| v.is_some() == want),
        }
    }

    /// `absent_unless`: unless the condition holds, the field (of each record element) is
    /// absent.
    fn absent_unless(
        &self,
        view: &View<'_>,
        field: FieldId,
        when: &Cond,
        each: Option<&Each>,
    ) -> Option<String> {
        if cond(view, when) {
            return None;
        }
        match each {
            None => view.get(field).is_some().then(|| at(view, field)),
            Some(e) => self.each(view, e.array, e.record.0, field, |v| v.is_none()),
        }
    }

    /// A presence rule on the `field` of each record element of `array`: the path of the
    /// first element for which `ok` (given the element's value of the field) fails.
    fn each(
        &self,
        view: &View<'_>,
        array: FieldId,
        record: usize,
        field: FieldId,
        ok: impl Fn(Option<&Value>) -> bool,
    ) -> Option<String> {
        let Some(Value::Array(items)) = view.get(array) else {
            return None;
        };
        let rf = self.m.records.get(record)?.body.fields.get(field.0)?;
        for (i, it) in items.iter().enumerate() {
            let Value::Map(entries) = it else {
                continue; // not a record: its item-type fault was skipped
            };
            let v = entries
                .iter()
                .find(|(k, v)| as_u64(k) == Some(rf.key) && !matches!(v, Value::Null))
                .map(|(_, v)| v);
            if !ok(v) {
                let arr = view.name(array).unwrap_or_default();
                return Some(format!("{arr}[{i}].{}", rf.name));
            }
        }
        None
    }
}

/// The path of a field of the body (its name).
fn at(view: &View<'_>, f: FieldId) -> String {
    view.name(f).unwrap_or_default().to_string()
}

/// Present, and non-empty when `non_empty`.
fn filled(v: Option<&Value>, non_empty: bool) -> bool {
    v.is_some_and(|v| !non_empty || length(v) != Some(0))
}

/// `value_in`: a present field's value is one of `values` (none of them with `negate`).
fn value_in_broken(
    view: &View<'_>,
    field: FieldId,
    values: &[Lit],
    negate: bool,
) -> Option<String> {
    let v = view.get(field)?;
    (values.iter().any(|l| lit_eq(v, l)) == negate).then(|| at(view, field))
}

/// `const`: a present field's value equals `value`.
fn const_broken(view: &View<'_>, field: FieldId, value: &Lit) -> Option<String> {
    let v = view.get(field)?;
    (!lit_eq(v, value)).then(|| at(view, field))
}

/// `format`: a present text field is in the format; for an array, each text element is
/// (an element of another type is not text: its item-type fault was skipped).
fn format_broken(view: &View<'_>, field: FieldId, format: TextFormat) -> Option<String> {
    match view.get(field)? {
        Value::Text(t) => (!formats::conforms(format, t)).then(|| at(view, field)),
        Value::Array(items) => items.iter().enumerate().find_map(|(i, it)| match it {
            Value::Text(t) if !formats::conforms(format, t) => {
                Some(format!("{}[{i}]", at(view, field)))
            }
            _ => None,
        }),
        _ => None,
    }
}

/// `at_least_one`: one of `fields` is present (non-empty when `non_empty`); the path of
/// the first when none is.
fn at_least_one_broken(view: &View<'_>, fields: &[FieldId], non_empty: bool) -> Option<String> {
    if fields.iter().any(|f| filled(view.get(*f), non_empty)) {
        return None;
    }
    Some(at(view, *fields.first()?))
}

/// `relation` (right side over this body) and `cross_relation` (right side over the
/// request, `rv`; none: not checked): `left op right` holds when `when` does.
fn relation_broken(
    k: &RuleKind,
    view: &View<'_>,
    left: &Expr,
    op: CmpOp,
    rv: Option<&View<'_>>,
    right: &Expr,
    when: Option<&Cond>,
) -> Option<String> {
    let rv = rv?;
    if when.is_some_and(|c| !cond(view, c)) || relation(view, left, op, rv, right) {
        return None;
    }
    Some(k.subject().map(|f| at(view, f)).unwrap_or_default())
}

/// `cross_frame`: when `only_when` holds, the field has the shape the request's
/// selector value fixes (an unrecognized selector value, or none, fixes no shape).
fn cross_frame_broken(
    view: &View<'_>,
    q: &View<'_>,
    field: FieldId,
    selector: FieldId,
    only_when: Option<&Cond>,
    cases: &[CrossCase],
) -> Option<String> {
    if only_when.is_some_and(|c| !cond(view, c)) {
        return None;
    }
    // An unrecognized selector value (or none) fixes no shape.
    let sel = q.get(selector).and_then(as_u64)?;
    let case = cases.iter().find(|c| c.selector_value == sel)?;
    let count = |f: FieldId| match q.get(f) {
        Some(Value::Array(a)) => u64::try_from(a.len()).unwrap_or(u64::MAX),
        _ => 0,
    };
    let ok = match (&case.shape, view.get(field)) {
        (Shape::Absent, v) => v.is_none(),
        (_, None) => false,
        (Shape::Tstr, Some(v)) => matches!(v, Value::Text(_)),
        (Shape::Bool, Some(v)) => matches!(v, Value::Bool(_)),
        (Shape::Map, Some(v)) => matches!(v, Value::Map(_)),
        (Shape::UintIndex(f), Some(v)) => as_u64(v).is_some_and(|i| i < count(*f)),
        (Shape::ArrayUintIndex(f), Some(Value::Array(items))) => {
            let n = count(*f);
            items.iter().all(|it| as_u64(it).is_some_and(|i| i < n))
        }
        (Shape::ArrayUintIndex(_), Some(_)) => false,
    };
    (!ok).then(|| at(view, field))
}

/// A condition on one field of a body.
fn cond(view: &View<'_>, c: &Cond) -> bool {
    match c {
        Cond::In { field, values } => view
            .get(*field)
            .is_some_and(|v| values.iter().any(|l| lit_eq(v, l))),
        Cond::Equals { field, value } => view.get(*field).is_some_and(|v| lit_eq(v, value)),
        Cond::Present { field, present } => view.get(*field).is_some() == *present,
        Cond::Flag { field, bit, set } => {
            // An absent (or non-uint) flags field has every bit clear.
            let bits = view.get(*field).and_then(as_u64).unwrap_or(0);
            let on = bits.checked_shr(*bit).is_some_and(|b| b & 1 == 1);
            on == *set
        }
    }
}

fn expr(view: &View<'_>, e: &Expr) -> Option<i128> {
    match e {
        Expr::Field(f) => view.get(*f).and_then(int_of),
        Expr::Len(f) => view.get(*f).and_then(length).map(i128::from),
        Expr::Mul(a, b) => Some(expr(view, a)?.saturating_mul(expr(view, b)?)),
        Expr::Const(c) => Some(*c),
    }
}

fn array_of<'a>(view: &View<'a>, e: &Expr) -> Option<&'a [Value]> {
    match e {
        Expr::Field(f) => match view.get(*f) {
            Some(Value::Array(a)) => Some(a),
            _ => None,
        },
        _ => None,
    }
}

/// Whether `left op right` holds, or cannot be evaluated (a field it reads is absent or has
/// no integer value / length).
fn relation(lv: &View<'_>, left: &Expr, op: CmpOp, rv: &View<'_>, right: &Expr) -> bool {
    if op == CmpOp::Subset {
        let (Some(a), Some(b)) = (array_of(lv, left), array_of(rv, right)) else {
            return true;
        };
        let set: BTreeSet<Vec<u8>> = b.iter().map(encode_value).collect();
        return a.iter().all(|x| set.contains(&encode_value(x)));
    }
    match (expr(lv, left), expr(rv, right)) {
        (Some(a), Some(b)) => op.holds(a, b),
        _ => true,
    }
}

// ---------------------------------------------------------------- entry points

/// A payload that passed steps 1–7.
pub(crate) struct Decoded<'m> {
    frame: &'m Frame,
    frame_id: FrameId,
    root: Value,
    present: Vec<Option<usize>>,
    pub accepted: Accepted,
}

impl Decoded<'_> {
    fn view(&self) -> View<'_> {
        View {
            body: &self.frame.body,
            entries: entries_of(&self.root),
            present: &self.present,
        }
    }
}

/// The canonical form (SEMANTICS.md): the payload's declared, carried, non-null
/// entries in key order; a value whose type holds records is re-encoded with
/// every record cleaned the same way, every other value copied as received.
fn canonical_form(
    m: &Model,
    body: &Body,
    payload: &[u8],
    top: &[Entry],
    entries: &[(Value, Value)],
    present: &[Option<usize>],
) -> Vec<u8> {
    let kept: Vec<(&npamp_schema::Field, usize)> = body
        .fields
        .iter()
        .zip(present)
        .filter_map(|(f, p)| p.map(|i| (f, i)))
        .collect();
    let mut out = Vec::new();
    write_head(&mut out, 5, u64::try_from(kept.len()).unwrap_or(u64::MAX));
    for (f, i) in kept {
        let (Some(e), Some((_, v))) = (top.get(i), entries.get(i)) else {
            continue;
        };
        out.extend_from_slice(e.key.of(payload));
        if has_record(&f.value.ty) {
            write_clean(m, &f.value.ty, v, &mut out);
        } else {
            out.extend_from_slice(e.value.of(payload));
        }
    }
    out
}

fn has_record(ty: &Type) -> bool {
    match ty {
        Type::Record(_) | Type::FrameBody(_) => true,
        Type::Array(v) => has_record(&v.ty),
        Type::Tuple(vs) | Type::Union(vs) => vs.iter().any(|v| has_record(&v.ty)),
        Type::Map { key, value } => has_record(&key.ty) || has_record(&value.ty),
        _ => false,
    }
}

/// `v` of type `ty`, with its records cleaned (their unknown keys, absent-presence
/// keys and nulls dropped); items not of their declared type are copied.
fn write_clean(m: &Model, ty: &Type, v: &Value, out: &mut Vec<u8>) {
    let len = |n: usize| u64::try_from(n).unwrap_or(u64::MAX);
    match (ty, v) {
        (Type::Record(r), Value::Map(es)) => match m.records.get(r.0) {
            Some(rec) => clean_map(m, &rec.body, false, es, out),
            None => write_raw(v, out),
        },
        (Type::FrameBody(f), Value::Map(es)) => match m.frames.get(f.0) {
            Some(fr) => clean_map(m, &fr.body, true, es, out),
            None => write_raw(v, out),
        },
        (Type::Array(item), Value::Array(items)) => {
            write_head(out, 4, len(items.len()));
            for it in items {
                if alternative(m, it, &item.ty) {
                    write_clean(m, &item.ty, it, out);
                } else {
                    write_raw(it, out);
                }
            }
        }
        (Type::Tuple(specs), Value::Array(items)) => {
            write_head(out, 4, len(items.len()));
            for (it, s) in items.iter().zip(specs) {
                write_clean(m, &s.ty, it, out);
            }
        }
        (Type::Map { key, value }, Value::Map(es)) => {
            write_head(out, 5, len(es.len()));
            for (k, x) in es {
                write_clean(m, &key.ty, k, out);
                write_clean(m, &value.ty, x, out);
            }
        }
        (Type::Union(alts), _) => match alts.iter().find(|a| alternative(m, v, &a.ty)) {
            Some(a) => write_clean(m, &a.ty, v, out),
            None => write_raw(v, out),
        },
        _ => write_raw(v, out),
    }
}

fn clean_map(m: &Model, body: &Body, skip_roles: bool, es: &[(Value, Value)], out: &mut Vec<u8>) {
    let kept: Vec<(&npamp_schema::Field, &Value)> = es
        .iter()
        .filter_map(|(k, x)| {
            let f = body.field_by_key(as_u64(k)?)?;
            let dropped = f.presence == Presence::Absent
                || (skip_roles && f.role.is_some())
                || matches!(x, Value::Null);
            (!dropped).then_some((f, x))
        })
        .collect();
    write_head(out, 5, u64::try_from(kept.len()).unwrap_or(u64::MAX));
    for (f, x) in kept {
        write_head(out, 0, f.key);
        write_clean(m, &f.value.ty, x, out);
    }
}

/// A value's encoding as received: canonical input re-encodes byte for byte,
/// and a wrapped (`OPAQUE`) tag or simple value is written back as its bytes.
fn write_raw(v: &Value, out: &mut Vec<u8>) {
    let len = |n: usize| u64::try_from(n).unwrap_or(u64::MAX);
    match v {
        Value::Tag(t, inner) if *t == OPAQUE => match &**inner {
            Value::Bytes(b) => out.extend_from_slice(b),
            other => write_raw(other, out),
        },
        Value::Array(items) => {
            write_head(out, 4, len(items.len()));
            items.iter().for_each(|x| write_raw(x, out));
        }
        Value::Map(es) => {
            write_head(out, 5, len(es.len()));
            for (k, x) in es {
                write_raw(k, out);
                write_raw(x, out);
            }
        }
        Value::Tag(t, inner) => {
            write_head(out, 6, *t);
            write_raw(inner, out);
        }
        other => out.extend_from_slice(&crate::encode::encode_value(other)),
    }
}

/// Steps 1–7 for one payload; `sender`: with the sender's checks too.
pub(crate) fn decode<'m>(
    m: &'m Model,
    frame_type: u16,
    payload: &[u8],
    profile: Profile,
    sender: bool,
) -> Result<Decoded<'m>, Fault> {
    // 1 (D1): no frame to decode against, so refused whatever the basis.
    let Some((fid, frame)) = m
        .frames
        .iter()
        .enumerate()
        .find(|(_, f)| f.code == frame_type)
    else {
        return Err(Box::new(table_refusal(
            m,
            Rule::UnknownFrameType,
            String::new(),
        )));
    };
    // 2 (D2): a resource bound.
    if payload.len() > m.limits.max_payload {
        let path = format!("{} bytes > {}", payload.len(), m.limits.max_payload);
        return Err(Box::new(table_refusal(m, Rule::MaxPayload, path)));
    }
    // 3: the whole-payload walk.
    let ignored = |path: &[canonical::Seg<'_>]| ignored_path(m, frame, path);
    let walk = canonical::walk_ignoring(
        payload,
        m.limits.max_depth,
        Subset::of(m, profile),
        Some(&ignored),
    )
    .map_err(|e| Box::new(table_refusal(m, e.rule, format!("@{}", e.offset))))?;
    let root = parse(payload, &walk).map_err(|e| {
        Box::new(table_refusal(
            m,
            Rule::Truncated,
            format!("internal: ciborium refused a walked payload: {e}"),
        ))
    })?;
    let top = walk.top_map.unwrap_or_default();
    if entries_of(&root).len() != top.len() {
        return Err(Box::new(table_refusal(
            m,
            Rule::Truncated,
            "internal: ciborium and the walker disagree on the top-level map".into(),
        )));
    }
    let mut cx = Cx {
        m,
        profile,
        sender,
        path: Vec::new(),
    };
    // 4 (D5)
    if !matches!(root, Value::Map(_)) {
        cx.table(Rule::NotAMap, None)?;
    }
    // 5–7
    let present = cx.body(
        entries_of(&root),
        &frame.body,
        Kind::Top { code: frame.code },
        None,
    )?;
    let canonical = canonical_form(m, &frame.body, payload, &top, entries_of(&root), &present);
    let view = View {
        body: &frame.body,
        entries: entries_of(&root),
        present: &present,
    };
    let corr = frame
        .body
        .fields
        .iter()
        .position(|f| f.role == Some(EnvRole::Corr) && f.presence != Presence::Absent)
        .and_then(|i| view.get(FieldId(i)))
        .and_then(|v| match v {
            Value::Bytes(b) => Some(Corr::Bytes(b.clone())),
            other => as_u64(other).map(Corr::Uint),
        });
    Ok(Decoded {
        frame,
        frame_id: FrameId(fid),
        root,
        present,
        accepted: Accepted {
            frame_kind: frame.code,
            corr,
            canonical,
        },
    })
}

/// The result's cross-frame rules that name the request's frame, in schema order.
pub(crate) fn cross(
    m: &Model,
    profile: Profile,
    res: &Decoded<'_>,
    req: &Decoded<'_>,
) -> Result<(), Fault> {
    let mut cx = Cx {
        m,
        profile,
        sender: false,
        path: Vec::new(),
    };
    let rv = res.view();
    let qv = req.view();
    for r in &res.frame.body.rules {
        let request = match &r.kind {
            RuleKind::CrossFrame { request, .. }
            | RuleKind::CrossAbsentUnless { request, .. }
            | RuleKind::CrossRelation { request, .. } => *request,
            _ => continue,
        };
        if request == req.frame_id {
            cx.rule(r, &rv, Some(&qv))?;
        }
    }
    Ok(())
}

/// Whether the value at PATH (from the top of the payload) belongs to a key
/// the channel's text makes the receiver ignore: an unknown non-negative key
/// of the frame's body, or of a record or nested body that follows §4.3
/// (`forward_compat`). No subset refusal fires inside it: `strict` never
/// refuses what a receiver MUST ignore.
fn ignored_path(m: &Model, frame: &npamp_schema::Frame, path: &[canonical::Seg<'_>]) -> bool {
    enum Node<'m> {
        /// A body; `true`: another frame's body nested in this one, whose
        /// envelope keys are not its own (they are unknown keys there).
        Body(&'m npamp_schema::Body, bool),
        Ty(&'m Type),
    }
    let mut node = Node::Body(&frame.body, false);
    for seg in path {
        if let Node::Ty(t) = node {
            node = match t {
                Type::Record(r) => match m.records.get(r.0) {
                    Some(rec) => Node::Body(&rec.body, false),
                    None => return false,
                },
                Type::FrameBody(f) => match m.frames.get(f.0) {
                    Some(fr) => Node::Body(&fr.body, true),
                    None => return false,
                },
                t => Node::Ty(t),
            };
        }
        node = match (node, seg) {
            (Node::Body(b, nested), canonical::Seg::Key(bytes)) => {
                let Some(k) = uint_key(bytes) else {
                    return false; // a negative or non-integer key is never ignored
                };
                match b
                    .fields
                    .iter()
                    .find(|f| f.key == k && !(nested && f.role.is_some()))
                {
                    Some(f) if f.ignore_inner.is_some() => return true,
                    Some(f) => Node::Ty(&f.value.ty),
                    None => return b.forward_compat,
                }
            }
            (Node::Ty(Type::Array(item)), canonical::Seg::Item) => Node::Ty(&item.ty),
            _ => return false,
        };
    }
    false
}

/// The value of a CBOR unsigned-integer key's encoding (major type 0).
fn uint_key(b: &[u8]) -> Option<u64> {
    let (&ib, rest) = b.split_first()?;
    if ib >> 5 != 0 {
        return None;
    }
    let n = match ib & 0x1f {
        ai @ 0..=23 => return Some(u64::from(ai)),
        24 => 1,
        25 => 2,
        26 => 4,
        27 => 8,
        _ => return None,
    };
    let arg = rest.get(..n)?;
    Some(arg.iter().fold(0u64, |v, x| (v << 8) | u64::from(*x)))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The presized tree is the tree ciborium's own `Value` visitor builds,
    /// for every kind of item (hand-written bytes).
    #[test]
    fn presized_tree_equals_ciborium_value() {
        let items: &[&[u8]] = &[
            &[0x00],
            &[0x1b, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff], // 2^64 - 1
            &[0x3b, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff], // -2^64
            &[0x38, 0x63],                                           // -100
            &[0x43, 0x01, 0x02, 0x03],
            &[0x63, 0x61, 0xc3, 0xa9], // "aé"
            &[0xf4],
            &[0xf5],
            &[0xf6],
            &[0xf9, 0x3e, 0x00],                                     // 1.5
            &[0xfa, 0x47, 0xc3, 0x50, 0x00],                         // 100000.0
            &[0xfb, 0x3f, 0xf1, 0x99, 0x99, 0x99, 0x99, 0x99, 0x9a], // 1.1
            &[0x80],
            &[0xa0],
            &[0x83, 0x01, 0x82, 0x02, 0x03, 0xa1, 0x04, 0x80], // [1, [2, 3], {4: []}]
            &[0xa2, 0x01, 0x61, 0x78, 0x02, 0xa1, 0x03, 0xf9, 0x7e, 0x00], // {1: "x", 2: {3: NaN}}
            &[
                0x98, 0x19, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
                20, 21, 22, 23, 0x18, 0x18,
            ], // 25 items
            &[0xc6, 0x42, 0x01, 0x02],                         // tag 6 (h'0102')
            &[0x82, 0xc6, 0x80, 0xa1, 0x00, 0xc6, 0x00],       // [6([]), {0: 6(0)}]
            &[0x9f, 0x01, 0x02, 0xff],                         // indefinite [1, 2]
            &[0xbf, 0x01, 0x02, 0xff],                         // indefinite {1: 2}
            &[0x5f, 0x41, 0x01, 0x41, 0x02, 0xff],             // indefinite h'0102'
            &[0x7f, 0x61, 0x61, 0x61, 0x62, 0xff],             // indefinite "ab"
        ];
        for b in items {
            let want: Value = ciborium::de::from_reader(*b).expect("ciborium parses it");
            let got: Tree = ciborium::de::from_reader(*b).expect("the tree parses it");
            // NaN != NaN: compare the deterministic encodings.
            assert_eq!(encode_value(&got.0), encode_value(&want), "item {b:02x?}");
            assert_eq!(format!("{:?}", got.0), format!("{want:?}"), "item {b:02x?}");
        }
        // A head claiming 2^32 items reserves no more than the cap, and fails
        // as truncated as ciborium's does.
        let huge: &[u8] = &[0x9a, 0xff, 0xff, 0xff, 0xff, 0x00];
        assert!(ciborium::de::from_reader::<Tree, _>(huge).is_err());
        assert!(ciborium::de::from_reader::<Value, _>(huge).is_err());
    }
}
