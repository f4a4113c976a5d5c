//! The systematic cases, derived from the model alone: every frame, every body reached from it
//! (records, arrays of records, frame bodies, typed-map values, tuple elements, union
//! alternatives), every field, rule, enum and flags definition. No channel, frame or field is
//! named here.

use crate::cbor::{self, bytes, raw, text};
use ciborium::Value;
use npamp_sample::path::{edited, replaced, Step};
use npamp_sample::{len_in, Sampler};
use npamp_schema::{
    Body, CmpOp, EnumWire, EnvRole, Expr, Field, FieldId, Frame, Group, Model, Presence, RuleKind,
    TextFormat, Type, Value as Val,
};
use npamp_testkit::cbor::WIDTH_EDGES;
use npamp_testkit::hex::hex;
use npamp_testkit::model::{self, eval, int, lit_value, uint, violating};
use npamp_testkit::noncanon::float_forms;

/// How deep the walk follows nested bodies and values.
const MAX_WALK: usize = 5;

/// One input before the oracle rules on it.
#[derive(Debug, Clone)]
pub struct Case {
    pub ft: u16,
    pub body: Vec<u8>,
    /// `(section, topic)` of the requirement id when both profiles accept the input.
    pub accept: (String, String),
    /// Descriptive flags of the case (the verdict's flags are added later).
    pub flags: Vec<&'static str>,
    pub comment: String,
    /// The case adds unknown non-negative keys (accepted → `acceptable`, `ForwardCompat`).
    pub unknown_keys: bool,
    /// Whether the generator meant the input to be accepted by the strict profile (a
    /// disagreement with the oracle is reported as a warning).
    pub meant_accept: Option<bool>,
    /// A fixed requirement id and extra flags (reference vectors).
    pub fixed: Option<(String, Vec<String>)>,
    /// Generation order within a category (stable sort key).
    pub order: (u8, usize),
}

/// The generator of one channel's cases.
pub struct Gen<'m> {
    pub m: &'m Model,
    pub s: Sampler<'m>,
    pub cases: Vec<Case>,
    pub(crate) seq: usize,
    /// Descriptive flags of the current site (Record, ArrayOfRecords, …).
    pub(crate) ctx: Vec<&'static str>,
    /// The text format a `format` rule gives the field whose cases are being built: its
    /// length cases are texts of `a`s, never in the format (so not meant to be accepted).
    pub(crate) text_format: Option<TextFormat>,
}

/// Wrong-type probes: `(description, value)`; `null` only at element level.
fn probes() -> Vec<(&'static str, Value)> {
    vec![
        ("a uint", uint(1)),
        ("a negative int", int(-1)),
        ("a bstr", bytes(&[0x00])),
        ("a tstr", text("x")),
        ("an array", Value::Array(vec![])),
        ("a map", Value::Map(vec![])),
        ("a bool", Value::Bool(false)),
        ("a float", Value::Float(1.5)),
        ("null", Value::Null),
    ]
}

/// Whether a declared type admits a probe (by major type; bool vs float by the byte).
pub(crate) fn admits(m: &Model, ty: &Type, probe: &Value) -> bool {
    match ty {
        Type::Any => !matches!(probe, Value::Null),
        Type::Union(vs) => vs.iter().any(|v| admits(m, &v.ty, probe)),
        Type::Bool => matches!(probe, Value::Bool(_)),
        Type::Float => matches!(probe, Value::Float(_)),
        _ => {
            let major = match probe {
                Value::Integer(i) if i128::from(*i) >= 0 => 0,
                Value::Integer(_) => 1,
                Value::Bytes(_) => 2,
                Value::Text(_) => 3,
                Value::Array(_) => 4,
                Value::Map(_) => 5,
                _ => return false,
            };
            ty.majors(m).contains(&major)
        }
    }
}

impl<'m> Gen<'m> {
    pub fn new(m: &'m Model) -> Gen<'m> {
        Gen {
            m,
            s: Sampler { m },
            cases: Vec::new(),
            seq: 0,
            ctx: Vec::new(),
            text_format: None,
        }
    }

    pub(crate) fn section(&self, g: Group) -> String {
        self.m.check(g).section.clone()
    }

    /// Add a case built from a payload value.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn add(
        &mut self,
        fr: &Frame,
        payload: Option<Value>,
        accept: (String, &str),
        flags: &[&'static str],
        comment: String,
        meant_accept: Option<bool>,
        unknown_keys: bool,
    ) {
        let Some(p) = payload else { return };
        self.add_bytes(
            fr.code,
            cbor::enc(&p),
            accept,
            flags,
            comment,
            meant_accept,
            unknown_keys,
        );
    }

    #[allow(clippy::too_many_arguments)]
    pub fn add_bytes(
        &mut self,
        ft: u16,
        body: Vec<u8>,
        accept: (String, &str),
        flags: &[&'static str],
        comment: String,
        meant_accept: Option<bool>,
        unknown_keys: bool,
    ) {
        self.seq += 1;
        let mut fl: Vec<&'static str> = self.ctx.clone();
        fl.extend_from_slice(flags);
        self.cases.push(Case {
            ft,
            body,
            accept: (accept.0, accept.1.to_string()),
            flags: fl,
            comment,
            unknown_keys,
            meant_accept,
            fixed: None,
            order: (1, self.seq),
        });
    }

    /// The payload of `fr` in which `path` exists (minimal otherwise).
    pub(crate) fn base(&self, fr: &Frame, path: &[Step]) -> Value {
        self.s.body(&fr.body, Some(fr.code), path, 0)
    }

    // -------------------------------------------------------------- frames

    /// Every case of one frame.
    pub fn frame(&mut self, fr: &Frame) {
        let min = self.base(fr, &[]);
        let max = self.s.maximal(&fr.body, Some(fr.code), 0);
        let sec = fr.section.clone();
        let topic = "deterministic-cbor-map";
        let n = &fr.name;
        self.add(
            fr,
            Some(min.clone()),
            (sec.clone(), topic),
            &["MinimalValid"],
            format!("{n}: REQUIRED keys only"),
            Some(true),
            false,
        );
        self.add(
            fr,
            Some(max),
            (sec, topic),
            &["MaximalValid"],
            format!("{n}: every carried key"),
            Some(true),
            false,
        );
        self.frame_kind_cases(fr, &min);
        self.body_cases(fr, &[], &fr.body, &fr.name, 0);
        self.encoding_cases(fr, &min);
        self.depth_cases(fr, &min);
        self.not_a_map_cases(fr, &min);
    }

    fn frame_kind_cases(&mut self, fr: &Frame, min: &Value) {
        let Some(fk) = fr
            .body
            .fields
            .iter()
            .find(|f| f.role == Some(EnvRole::FrameKind))
        else {
            return;
        };
        let mut wrong: Vec<u64> = self
            .m
            .frames
            .iter()
            .filter(|o| o.code != fr.code)
            .map(|o| u64::from(o.code))
            .collect();
        wrong.extend([0, 0xffff, u64::from(fr.code) + 0x1_0000, u64::MAX]);
        wrong.sort_unstable();
        wrong.dedup();
        let sec = self.section(Group::FrameKind);
        for w in wrong {
            let p = replaced(min, &[Step::Key(fk.key)], uint(w));
            let c = format!(
                "{}: {} {w:#x} contradicts frame type {:#06x}",
                fr.name, fk.name, fr.code
            );
            self.add(
                fr,
                p,
                (sec.clone(), "frame-kind"),
                &[],
                c,
                Some(false),
                false,
            );
        }
    }

    /// Cases of a body (the payload, a record, a frame body) at `path`.
    pub(crate) fn body_cases(
        &mut self,
        fr: &Frame,
        path: &[Step],
        body: &Body,
        what: &str,
        depth: usize,
    ) {
        if depth > MAX_WALK {
            return;
        }
        let base = self.base(fr, path);
        if !path.is_empty() {
            let sec = fr.section.clone();
            let max = self.s.maximal(body, None, depth + 1);
            let p = replaced(&base, path, max);
            self.add(
                fr,
                Some(base.clone()),
                (sec.clone(), "deterministic-cbor-map"),
                &["MinimalValid"],
                format!("{}: {what} with REQUIRED keys only", fr.name),
                Some(true),
                false,
            );
            self.add(
                fr,
                p,
                (sec, "deterministic-cbor-map"),
                &["MaximalValid"],
                format!("{}: {what} with every carried key", fr.name),
                Some(true),
                false,
            );
        }
        for (i, f) in body.fields.iter().enumerate() {
            // A frame body nested in another frame carries no envelope keys (they are unknown
            // keys there).
            if !path.is_empty() && f.role.is_some() {
                continue;
            }
            self.presence_cases(fr, path, body, FieldId(i), what);
            if f.role == Some(EnvRole::FrameKind) || f.presence == Presence::Absent {
                continue;
            }
            let mut p = path.to_vec();
            p.push(Step::Key(f.key));
            let label = format!("{}: {what}.{}", fr.name, f.name);
            let format = body.rules.iter().find_map(|r| match r.kind {
                RuleKind::Format { field, format } if field == FieldId(i) => Some(format),
                _ => None,
            });
            let outer = std::mem::replace(&mut self.text_format, format);
            self.value_cases(fr, &p, &f.value, &label, &f.section, false, true, depth);
            self.text_format = outer;
        }
        for f in &body.fields {
            self.key_order_cases(fr, path, f, what);
        }
        self.key_cases(fr, path, body, what, &base);
        self.rule_cases(fr, path, body, what);
    }

    /// RFC 8949 §4.2.1 orders map keys by the bytewise order of their
    /// encodings; the older canonical form (RFC 7049 §3.9) puts shorter
    /// encodings first. They differ when keys of different types or lengths
    /// meet: 1000 (`19 03e8`) sorts before "a" (`61 61`) and before -1 (`20`)
    /// bytewise, after them length-first. One vector per order on every
    /// declared map that admits both key types, flagged so that a grader can
    /// name the divergence.
    fn key_order_cases(&mut self, fr: &Frame, path: &[Step], f: &Field, what: &str) {
        if !matches!(f.value.ty, Type::AnyKeyedMap | Type::Any) || f.role.is_some() {
            return;
        }
        let mut p = path.to_vec();
        p.push(Step::Key(f.key));
        let base = self.base(fr, &p);
        let key = f.key;
        let sec = self.section(Group::Deterministic);
        let big: &[u8] = &[0x19, 0x03, 0xe8, 0x00];
        for (keys, other) in [
            ("1000 and \"a\"", &[0x61u8, 0x61, 0x00][..]),
            ("1000 and -1", &[0x20, 0x00][..]),
        ] {
            let orders: [(&str, &[&[u8]; 2], &'static str, bool); 2] = [
                (
                    "bytewise (RFC 8949 §4.2.1)",
                    &[big, other],
                    "KeyOrderBytewise",
                    true,
                ),
                (
                    "length-first (RFC 7049 §3.9)",
                    &[other, big],
                    "KeyOrderLengthFirst",
                    false,
                ),
            ];
            for (order, entries, flag, meant) in orders {
                let mut m = vec![0xa2];
                for e in entries {
                    m.extend_from_slice(e);
                }
                let v = edited(&base, path, |b| model::set(b, key, cbor::raw(m.clone())));
                self.add(
                    fr,
                    v,
                    (sec.clone(), "key-order-mixed-types"),
                    &[flag],
                    format!(
                        "{}: {what}.{} is a map with keys {keys} in {order} order",
                        fr.name, f.name
                    ),
                    Some(meant),
                    false,
                );
            }
        }
    }

    fn presence_cases(&mut self, fr: &Frame, path: &[Step], body: &Body, id: FieldId, what: &str) {
        let f = body.field(id);
        let mut p = path.to_vec();
        p.push(Step::Key(f.key));
        let base = self.base(fr, &p);
        let at = |b: &Value, e: &dyn Fn(&mut Value)| edited(b, path, |m| e(m));
        let key = f.key;
        let n = format!("{}: {what}.{} (key {})", fr.name, f.name, f.key);
        let req_sec = self.section(Group::Required);
        let null = at(&base, &|m| model::set(m, key, Value::Null));
        // An explicit null: absence where the channel's text says so
        // (`channel.null_is_absent`), otherwise a value of the wrong type.
        let (null_req, null_what) = match &self.m.channel.null_is_absent {
            Some(c) => (
                (c.section.clone(), "explicit-null-is-absent"),
                "is null (absence)",
            ),
            None => (
                (
                    self.section(Group::MajorType),
                    "explicit-null-is-wrong-type",
                ),
                "is null (a value of the wrong type: the text does not make null absence)",
            ),
        };
        match f.presence {
            Presence::Required => {
                let miss = at(&base, &|m| {
                    model::remove(m, key);
                });
                self.add(
                    fr,
                    miss,
                    (req_sec.clone(), "missing-required-key"),
                    &[],
                    format!("{n} missing"),
                    Some(false),
                    false,
                );
                self.add(
                    fr,
                    null,
                    null_req,
                    &["ExplicitNull"],
                    format!("{n} {null_what}"),
                    Some(false),
                    false,
                );
            }
            Presence::Optional => {
                let sec = f.section.clone();
                self.add(
                    fr,
                    Some(base),
                    (sec, "optional-field"),
                    &["OptionalField"],
                    format!("{n} present"),
                    Some(true),
                    false,
                );
                let meant = self.m.channel.null_is_absent.is_some().then_some(true);
                self.add(
                    fr,
                    null,
                    null_req,
                    &["ExplicitNull"],
                    format!("{n} {null_what}"),
                    meant,
                    false,
                );
            }
            Presence::Absent => {
                let min = self.base(fr, path);
                let v = self.s.value(&f.value, 0);
                let pres = edited(&min, path, |m| model::set(m, key, v));
                let nul = edited(&min, path, |m| model::set(m, key, Value::Null));
                let sec = self.section(Group::Forbidden);
                self.add(
                    fr,
                    pres,
                    (sec.clone(), "forbidden-envelope-key"),
                    &[],
                    format!("{n} present although the frame declares it absent"),
                    Some(false),
                    false,
                );
                let null_absent = self.m.channel.null_is_absent.is_some();
                let (req, what) = match &self.m.channel.null_is_absent {
                    Some(c) => ((c.section.clone(), "explicit-null-is-absent"), "(absence)"),
                    None => (
                        (sec, "forbidden-envelope-key"),
                        "(a value: the text does not make null absence)",
                    ),
                };
                self.add(
                    fr,
                    nul,
                    req,
                    &["ExplicitNull"],
                    format!("{n} is null on a frame that declares it absent {what}"),
                    Some(null_absent),
                    false,
                );
            }
        }
    }

    /// Unknown non-negative, negative and non-integer keys in a body.
    fn key_cases(&mut self, fr: &Frame, path: &[Step], body: &Body, what: &str, base: &Value) {
        let max_key = body.fields.iter().map(|f| f.key).max().unwrap_or(0);
        let fc = self.section(Group::NegativeKey);
        let n = format!("{}: {what}", fr.name);
        let mut unknown: Vec<u64> = vec![99, max_key + 1, 1 << 32, u64::MAX];
        unknown.retain(|k| body.field_by_key(*k).is_none());
        unknown.dedup();
        for k in unknown {
            let p = edited(base, path, |m| model::set(m, k, text("future-field")));
            self.add(
                fr,
                p,
                (fc.clone(), "forward-compat-accept-nonneg"),
                &[],
                format!("{n}: unknown non-negative key {k}"),
                Some(true),
                true,
            );
        }
        let mapsec = self.section(Group::Map);
        for k in [-1i128, -24, -25, -(1i128 << 64)] {
            let p = edited(base, path, |m| model::push_entry(m, int(k), uint(9)));
            self.add(
                fr,
                p,
                (mapsec.clone(), "negative-key"),
                &[],
                format!("{n}: unknown negative key {k}"),
                Some(!body.forward_compat),
                false,
            );
        }
        let others: [(&str, Value); 4] = [
            ("text key \"k\"", text("k")),
            ("bstr key h'00'", bytes(&[0])),
            ("bool key true", Value::Bool(true)),
            ("array key []", Value::Array(vec![])),
        ];
        for (d, k) in others {
            let p = edited(base, path, |m| model::push_entry(m, k, uint(0)));
            self.add(
                fr,
                p,
                (mapsec.clone(), "non-integer-key"),
                &[],
                format!("{n}: {d}"),
                Some(false),
                false,
            );
        }
    }

    // -------------------------------------------------------------- values

    /// Cases of one value at `path` (`elem`: an element, where null is a wrong type).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn value_cases(
        &mut self,
        fr: &Frame,
        path: &[Step],
        v: &Val,
        label: &str,
        section: &str,
        elem: bool,
        with_probes: bool,
        depth: usize,
    ) {
        if depth > MAX_WALK {
            return;
        }
        let base = self.base(fr, path);
        if with_probes {
            let tsec = self.section(if elem {
                Group::ItemType
            } else {
                Group::MajorType
            });
            for (d, probe) in probes() {
                if admits(self.m, &v.ty, &probe) || (!elem && probe == Value::Null) {
                    continue;
                }
                let p = replaced(&base, path, probe);
                self.add(
                    fr,
                    p,
                    (tsec.clone(), "wrong-type"),
                    &[],
                    format!("{label} is {d} ({} declared)", v.ty.describe(self.m)),
                    Some(false),
                    false,
                );
            }
        }
        match &v.ty {
            Type::Uint | Type::Int | Type::Nint => self.int_cases(fr, path, &base, v, label),
            Type::Enum(e) => self.enum_cases(fr, path, &base, v, *e, label),
            Type::Flags(f) => self.flags_cases(fr, path, &base, *f, label),
            Type::Float => self.float_cases(fr, path, &base, v, label),
            Type::Bstr | Type::Tstr => self.len_cases(fr, path, &base, v, label),
            _ => self.compound_cases(fr, path, &base, v, label, section, depth),
        }
    }

    fn int_cases(&mut self, fr: &Frame, path: &[Step], base: &Value, v: &Val, label: &str) {
        let mut vals: Vec<i128> = match v.ty {
            Type::Uint => WIDTH_EDGES.map(i128::from).to_vec(),
            Type::Nint => vec![-1, -24, -25, -256, -257, -(1i128 << 64)],
            _ => vec![
                0,
                23,
                24,
                -1,
                -24,
                -25,
                i128::from(u64::MAX),
                -(1i128 << 64),
            ],
        };
        if let Some((lo, hi)) = v.range {
            for b in [lo, hi] {
                if let Some(x) = b.as_int() {
                    vals.extend([x - 1, x, x + 1]);
                }
            }
        }
        let (lo_t, hi_t) = match v.ty {
            Type::Uint => (0, i128::from(u64::MAX)),
            Type::Nint => (-(1i128 << 64), -1),
            _ => (-(1i128 << 64), i128::from(u64::MAX)),
        };
        vals.retain(|x| (lo_t..=hi_t).contains(x));
        vals.sort_unstable();
        vals.dedup();
        let sec = self.section(Group::Range);
        for x in vals {
            let p = replaced(base, path, int(x));
            let inr = v.range.is_none_or(|(lo, hi)| {
                lo.as_int().is_none_or(|l| x >= l) && hi.as_int().is_none_or(|h| x <= h)
            });
            self.add(
                fr,
                p,
                (sec.clone(), "value-in-range"),
                &["Boundary"],
                format!("{label} = {x}"),
                Some(inr),
                false,
            );
        }
    }

    fn enum_cases(
        &mut self,
        fr: &Frame,
        path: &[Step],
        base: &Value,
        v: &Val,
        e: npamp_schema::EnumId,
        label: &str,
    ) {
        let d = self.m.enum_def(e);
        let sec = d.section.clone();
        for x in &d.values {
            let p = replaced(base, path, lit_value(&x.raw.to_lit()));
            self.add(
                fr,
                p,
                (sec.clone(), "enum-value"),
                &["EnumValue"],
                format!("{label} = {} ({})", x.name, d.name),
                None,
                false,
            );
        }
        let mut unknown: Vec<Value> = Vec::new();
        if d.wire == EnumWire::Tstr {
            unknown.push(text("x-unrecognized-token"));
            unknown.push(text(""));
        } else {
            let named: Vec<u64> = d.values.iter().filter_map(|x| x.raw.as_uint()).collect();
            let mut u: Vec<u64> = Vec::new();
            for r in [d.unassigned, d.private_use].into_iter().flatten() {
                u.extend([r.0, r.1]);
            }
            u.push(named.iter().max().map_or(0, |m| m.saturating_add(1)));
            u.push(u64::MAX);
            u.retain(|x| !named.contains(x));
            u.sort_unstable();
            u.dedup();
            unknown.extend(u.into_iter().map(uint));
        }
        let strict = d.is_strict();
        for x in unknown {
            let p = replaced(base, path, x.clone());
            let c = format!(
                "{label} = {} (not a value of {}{})",
                hex(&cbor::enc(&x)),
                d.name,
                if strict { ", a strict enum" } else { "" }
            );
            let inr = match (&x, v.range) {
                (Value::Integer(i), Some((lo, hi))) => {
                    let i = i128::from(*i);
                    lo.as_int().is_none_or(|l| i >= l) && hi.as_int().is_none_or(|h| i <= h)
                }
                _ => true,
            };
            self.add(
                fr,
                p,
                (sec.clone(), "unrecognized-enum-value-accepted"),
                &["UnrecognizedEnum"],
                c,
                Some(!strict && inr),
                false,
            );
        }
    }

    fn flags_cases(
        &mut self,
        fr: &Frame,
        path: &[Step],
        base: &Value,
        f: npamp_schema::FlagsId,
        label: &str,
    ) {
        let d = self.m.flags_def(f);
        let sec = d.section.clone();
        let mut vals: Vec<(String, u64)> = d
            .bits
            .iter()
            .map(|b| (format!("bit {} ({})", b.bit, b.name), 1u64 << b.bit))
            .collect();
        vals.push(("every named bit".into(), d.known_mask));
        if let Some(r) = (0..64).find(|b| d.known_mask & (1u64 << b) == 0) {
            vals.push((format!("reserved bit {r}"), 1u64 << r));
            vals.push((
                format!("reserved bit {r} with every named bit"),
                d.known_mask | (1u64 << r),
            ));
        }
        if d.known_mask & (1u64 << 63) == 0 {
            vals.push(("reserved bit 63".into(), 1u64 << 63));
        }
        for (dsc, x) in vals {
            let p = replaced(base, path, uint(x));
            self.add(
                fr,
                p,
                (sec.clone(), "flag-bits"),
                &["FlagBits"],
                format!("{label}: {dsc} ({x:#x})"),
                Some(x & !d.known_mask == 0),
                false,
            );
        }
    }

    fn float_cases(&mut self, fr: &Frame, path: &[Step], base: &Value, v: &Val, label: &str) {
        let sec = self.m.floats.section.clone();
        for ff in float_forms() {
            let p = replaced(base, path, raw(ff.bytes.clone()));
            let c = format!("{label} = {} ({})", ff.name, hex(&ff.bytes));
            let finite_ok = ff.value.is_finite() || self.m.floats.non_finite.is_none();
            let in_range = v
                .range
                .is_none_or(|(lo, hi)| ff.value >= lo.as_f64() && ff.value <= hi.as_f64());
            let meant = ff.shortest && finite_ok && in_range;
            self.add(
                fr,
                p,
                (sec.clone(), "float-shortest-form"),
                &["FloatForm"],
                c,
                Some(meant),
                false,
            );
        }
        if let Some((lo, hi)) = v.range {
            let rs = self.section(Group::Range);
            for x in [lo.as_f64(), hi.as_f64()] {
                for y in [x - 1.0, x, x + 1.0, x - 0.5, x + 0.5] {
                    let p = replaced(base, path, Value::Float(y));
                    let inr = y >= lo.as_f64() && y <= hi.as_f64();
                    self.add(
                        fr,
                        p,
                        (rs.clone(), "value-in-range"),
                        &["Boundary"],
                        format!("{label} = {y:?}"),
                        Some(inr),
                        false,
                    );
                }
            }
        }
    }

    pub(crate) fn len_cases(
        &mut self,
        fr: &Frame,
        path: &[Step],
        base: &Value,
        v: &Val,
        label: &str,
    ) {
        let mut ns: Vec<u64> = vec![0, 1, 23, 24];
        if let Some((lo, hi)) = v.len {
            ns.extend([lo.saturating_sub(1), lo, lo + 1]);
            if let Some(h) = hi {
                ns.extend([h.saturating_sub(1), h, h + 1]);
            }
        }
        ns.retain(|n| *n <= 300);
        ns.sort_unstable();
        ns.dedup();
        let sec = self.section(Group::Length);
        for n in ns {
            let p = replaced(base, path, self.s.sized(v, n, 0));
            let inr = v
                .len
                .is_none_or(|(lo, hi)| n >= lo && hi.is_none_or(|h| n <= h));
            // Texts of `a`s are in no text format (an empty array holds no text).
            let meant =
                inr && (self.text_format.is_none() || n == 0 && matches!(v.ty, Type::Array(_)));
            self.add(
                fr,
                p,
                (sec.clone(), "length-in-range"),
                &["Boundary"],
                format!("{label}: {n} byte(s)/item(s)"),
                Some(meant),
                false,
            );
        }
    }
}

pub(crate) fn rule_flag_kind(k: &RuleKind) -> &'static str {
    match k {
        RuleKind::RequiredWhen { .. } => "RequiredWhen",
        RuleKind::PresentIff { .. } => "PresentIff",
        RuleKind::AbsentUnless { .. } => "AbsentUnless",
        RuleKind::ValueIn { .. } => "ValueIn",
        RuleKind::Const { .. } => "Const",
        RuleKind::AtLeastOne { .. } => "AtLeastOne",
        RuleKind::Relation { .. } => "Relation",
        RuleKind::Format { .. } => "Format",
        _ => "CrossFrame",
    }
}

/// Helpers for compound values and rules: `cases_compound.rs`, `cases_rules.rs`.
pub(crate) fn field_key(body: &Body, f: FieldId) -> u64 {
    body.field(f).key
}

pub(crate) fn is_required(f: &Field) -> bool {
    f.presence == Presence::Required
}

pub(crate) fn relation_fields(l: &Expr, r: &Expr) -> Vec<FieldId> {
    let mut v = Vec::new();
    l.fields(&mut v);
    r.fields(&mut v);
    v
}

pub(crate) fn violate_relation(
    s: &Sampler,
    body: &Body,
    m: &mut Value,
    (left, op, right): (&Expr, CmpOp, &Expr),
) {
    let key = |f: FieldId| field_key(body, f);
    if op == CmpOp::Subset {
        if let (Expr::Field(l), Expr::Field(r)) = (left, right) {
            let lf = body.field(*l);
            let mut items = match model::get(m, key(*r)) {
                Some(Value::Array(a)) => a.clone(),
                _ => Vec::new(),
            };
            let extra = match &lf.value.ty {
                Type::Array(item) => s.other_than(item, &[], 0),
                _ => uint(0),
            };
            let mut x = extra;
            while items.contains(&x) {
                x = match x {
                    Value::Integer(i) => int(i128::from(i) + 1),
                    Value::Text(t) => text(&format!("{t}z")),
                    other => Value::Array(vec![other]),
                };
            }
            items.push(x);
            model::set(m, key(*l), Value::Array(items));
        }
        return;
    }
    let Some(b) = eval(body, m, right) else {
        return;
    };
    match left {
        Expr::Field(f) => model::set(m, key(*f), int(violating(op, b).max(0))),
        Expr::Len(f) => {
            let fd = body.field(*f);
            let n = u64::try_from(violating(op, b).max(0)).unwrap_or(0);
            model::set(m, key(*f), s.sized(&fd.value, n, 0));
        }
        _ => {
            if let (Some(a), Expr::Field(g)) = (eval(body, m, left), right) {
                let r = match op {
                    CmpOp::Lt | CmpOp::Le => a - 1,
                    CmpOp::Gt | CmpOp::Ge => a + 1,
                    CmpOp::Eq => a + 1,
                    _ => a,
                };
                model::set(m, key(*g), int(r.max(0)));
            }
        }
    }
}

pub(crate) fn len_hint(v: &Val) -> u64 {
    len_in(v, 1).max(1)
}
