//! Structure-aware targets, driven by the schema model (`npamp_schema`).
//!
//! The frame is chosen from the generated `FrameType::ALL`; its field values
//! are generated from the model (types, `range`, `len`, enums, the envelope's
//! `corr_len`) and the frame's single-frame rules (D12) are applied
//! generically. The values are written as canonical bytes (RFC 8949 §4.2.1)
//! by the small writer below — neither the generated encoder nor the
//! oracle's — then decoded with the generated decoder; the decoded frame must
//! validate and `to_vec()` must reproduce exactly those bytes, the oracle must
//! accept them with exactly those canonical bytes, and then every mutation
//! class of [`crate::mutate`] is applied and the two decoders compared again.
//!
//! A frame the oracle refuses is a finding ("normaliser produced an invalid
//! frame"), never a silent skip: after a schema change the target fails
//! loudly instead of quietly weakening.

use crate::mutate::{self, Rng};
use crate::{cbor, compare, guarded, Chan, Expect, Finding};
use arbitrary::Unstructured;
use npamp_generated::{interaction as ia, workflow as wf};
use npamp_oracle::Verdict;
use npamp_schema::{Cond, Field, Frame as MFrame, Model, Presence, RuleKind, Shape, Type};

/// Input layout: byte 0 selects the frame (mod the channel's frame count),
/// the rest drives the value generator; the mutation positions come from a
/// hash of the whole input.
fn split(data: &[u8]) -> (u8, Unstructured<'_>, Rng) {
    let (sel, rest) = match data {
        [s, rest @ ..] => (*s, rest),
        [] => (0, data),
    };
    let mut h: u64 = 0x9e37_79b9_7f4a_7c15 ^ data.len() as u64;
    for &b in data {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    (sel, Unstructured::new(rest), Rng(h))
}

// ------------------------------------------------------------ byte source

/// Infallible choices from the fuzz input (zeros once it is exhausted).
struct Src<'a>(Unstructured<'a>);

impl Src<'_> {
    fn byte(&mut self) -> u8 {
        self.0.int_in_range(0u8..=255).unwrap_or(0)
    }
    /// In `lo..=hi` (`lo` when `hi < lo`).
    fn in_range(&mut self, lo: u64, hi: u64) -> u64 {
        if hi <= lo {
            lo
        } else {
            self.0.int_in_range(lo..=hi).unwrap_or(lo)
        }
    }
    /// In `0..n` (0 when `n == 0`).
    fn below(&mut self, n: usize) -> usize {
        match n {
            0 => 0,
            n => self.in_range(0, n as u64 - 1) as usize,
        }
    }
    fn chance(&mut self, num: u8, den: u8) -> bool {
        self.0.ratio(num, den).unwrap_or(false)
    }
    fn pick<'x, T>(&mut self, v: &'x [T]) -> Option<&'x T> {
        let i = self.below(v.len());
        v.get(i)
    }
    /// A uint spread over every head width (RFC 8949 §4.2.1 shortest form).
    fn any_u64(&mut self) -> u64 {
        const EDGES: [u64; 10] = [
            0,
            23,
            24,
            0xff,
            0x100,
            0xffff,
            0x1_0000,
            0xffff_ffff,
            0x1_0000_0000,
            u64::MAX,
        ];
        match self.below(6) {
            0 => self.in_range(0, 23),
            1 => self.in_range(24, 0xff),
            2 => self.in_range(0x100, 0xffff),
            3 => self.in_range(0x1_0000, 0xffff_ffff),
            4 => self.in_range(0x1_0000_0000, u64::MAX),
            _ => self.pick(&EDGES).copied().unwrap_or(0),
        }
    }
    /// Valid UTF-8 of exactly `n` bytes, mostly ASCII with some multi-byte characters.
    fn text(&mut self, n: usize) -> String {
        const WIDE: [char; 4] = ['é', 'ß', '中', '😀'];
        let mut s = String::with_capacity(n);
        while s.len() < n {
            let b = self.byte();
            match self.pick(&WIDE).copied() {
                Some(c) if b >= 0xe0 && s.len() + c.len_utf8() <= n => s.push(c),
                _ => s.push(char::from(0x20 + (b % 0x5f))),
            }
        }
        s
    }
    fn bytes(&mut self, n: usize) -> Vec<u8> {
        (0..n).map(|_| self.byte()).collect()
    }
}

// ------------------------------------------------- canonical CBOR writer

fn text_item(s: &str) -> Vec<u8> {
    let mut b = cbor::head(3, s.len() as u64);
    b.extend_from_slice(s.as_bytes());
    b
}

fn bytes_item(v: &[u8]) -> Vec<u8> {
    let mut b = cbor::head(2, v.len() as u64);
    b.extend_from_slice(v);
    b
}

fn array_item(items: &[Vec<u8>]) -> Vec<u8> {
    let mut b = cbor::head(4, items.len() as u64);
    for i in items {
        b.extend_from_slice(i);
    }
    b
}

/// A deterministic map: entries sorted by the bytewise order of their
/// encoded keys, duplicates dropped (D3). Returns the item and its count.
fn map_item(mut entries: Vec<(Vec<u8>, Vec<u8>)>) -> (Vec<u8>, u64) {
    entries.sort_by(|a, b| a.0.cmp(&b.0));
    entries.dedup_by(|a, b| a.0 == b.0);
    let mut b = cbor::head(5, entries.len() as u64);
    for (k, v) in &entries {
        b.extend_from_slice(k);
        b.extend_from_slice(v);
    }
    (b, entries.len() as u64)
}

// ---------------------------------------------------- model-driven values

/// One generated field value.
#[derive(Debug, Clone)]
struct Val {
    /// Canonical encoding.
    bytes: Vec<u8>,
    /// The value of a uint (conditions and `value_in` look at it).
    uint: Option<u64>,
    /// Byte length of a string, item count of an array or map.
    count: u64,
}

impl Val {
    fn uint(n: u64) -> Val {
        Val {
            bytes: cbor::uint(n),
            uint: Some(n),
            count: 0,
        }
    }
    fn other(bytes: Vec<u8>, count: u64) -> Val {
        Val {
            bytes,
            uint: None,
            count,
        }
    }
}

/// Values of a frame's fields, parallel to `MFrame::fields`.
type Vals = Vec<Option<Val>>;

/// A field's value constraints from the schema (D10, D11).
#[derive(Debug, Clone, Copy, Default)]
struct Limits<'f> {
    enum_name: Option<&'f str>,
    range: Option<(u64, u64)>,
    len: Option<(u64, Option<u64>)>,
}

/// How closely the generator follows the schema.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// Every type, range, length and single-frame rule honoured: the frame is valid.
    Valid,
    /// Types honoured, ranges/lengths often and rules always ignored.
    Loose,
}

struct Gen<'m, 'a> {
    model: &'m Model,
    src: Src<'a>,
    /// Deepest level at which a nested array/map is generated (the payload
    /// map is level 1, D4).
    max_level: usize,
}

impl<'m, 'a> Gen<'m, 'a> {
    fn new(model: &'m Model, u: Unstructured<'a>) -> Self {
        Gen {
            model,
            src: Src(u),
            max_level: model.limits.max_depth.min(4),
        }
    }

    /// A length in `lo..=hi` (a few past `lo` when unbounded).
    fn length(&mut self, lo: u64, hi: Option<u64>) -> u64 {
        let hi = hi.unwrap_or(u64::MAX).min(lo.saturating_add(12));
        match self.src.below(8) {
            0 => lo,
            1 => hi,
            _ => self.src.in_range(lo, hi),
        }
    }

    /// A scalar of any type (map keys of `any_keyed_map`, leaves of `any`).
    fn scalar(&mut self, allow_null: bool) -> Vec<u8> {
        match self.src.below(7) {
            0 => cbor::uint(self.src.any_u64()),
            1 => cbor::head(1, self.src.any_u64()),
            2 => {
                let n = self.src.below(6);
                bytes_item(&self.src.bytes(n))
            }
            3 => {
                let n = self.src.below(6);
                text_item(&self.src.text(n))
            }
            4 => vec![0xf4],
            5 => vec![0xf5],
            _ if allow_null => vec![0xf6],
            _ => cbor::uint(self.src.in_range(0, 23)),
        }
    }

    /// Any item of the deterministic subset (D3) whose containers sit at
    /// `level` (D4). Top-level field values are never `null` (D8: that is absence).
    fn any(&mut self, level: usize, allow_null: bool) -> Vec<u8> {
        let nest = level <= self.max_level;
        match self.src.below(10) {
            0 | 1 if nest => {
                let n = self.src.below(4);
                let items: Vec<Vec<u8>> = (0..n).map(|_| self.any(level + 1, true)).collect();
                array_item(&items)
            }
            2 if nest => {
                let n = self.src.in_range(0, 3);
                self.any_map(level, n, false).0
            }
            _ => self.scalar(allow_null),
        }
    }

    /// A map with `n` (before de-duplication) entries; `uint_keys` for
    /// `uint_keyed_map` (§4.3), keys of any scalar type otherwise.
    fn any_map(&mut self, level: usize, n: u64, uint_keys: bool) -> (Vec<u8>, u64) {
        let entries = (0..n)
            .map(|_| {
                let k = if uint_keys {
                    cbor::uint(self.src.any_u64())
                } else {
                    self.scalar(true)
                };
                (k, self.any(level + 1, true))
            })
            .collect();
        map_item(entries)
    }

    /// A value of type `ty` whose containers sit at `level` (array items,
    /// no `null`: D9).
    fn typed(&mut self, ty: &Type, level: usize) -> Vec<u8> {
        self.value(ty, Limits::default(), level, Mode::Valid, false)
            .bytes
    }

    /// A value for field `f` at `level` (2 for a top-level field).
    fn field_value(&mut self, f: &Field, level: usize, mode: Mode, non_empty: bool) -> Val {
        let lim = Limits {
            enum_name: f.enum_name.as_deref(),
            range: f.range,
            len: f.len,
        };
        self.value(&f.ty, lim, level, mode, non_empty)
    }

    /// A value of `ty` within `lim` (in [`Mode::Loose`], often outside).
    fn value(
        &mut self,
        ty: &Type,
        lim: Limits<'_>,
        level: usize,
        mode: Mode,
        non_empty: bool,
    ) -> Val {
        let strict = mode == Mode::Valid || self.src.chance(1, 2);
        let range = lim.range.filter(|_| strict);
        let (lo, hi) = match lim.len.filter(|_| strict) {
            Some((lo, hi)) => (lo, hi),
            None if strict || self.src.chance(1, 2) => (0, None),
            // Loose: an occasional empty or long value.
            None => (0, Some(80)),
        };
        let lo = if non_empty { lo.max(1) } else { lo };
        match ty {
            Type::Uint => Val::uint(self.uint_value(lim.enum_name, range)),
            Type::Nint => Val::other(cbor::head(1, self.src.any_u64()), 0),
            Type::Int => {
                let major = u8::from(self.src.chance(1, 2));
                Val::other(cbor::head(major, self.src.any_u64()), 0)
            }
            Type::Bool => Val::other(vec![if self.src.chance(1, 2) { 0xf5 } else { 0xf4 }], 0),
            Type::Bstr => {
                let n = self.length(lo, hi);
                Val::other(bytes_item(&self.src.bytes(n as usize)), n)
            }
            Type::Tstr => {
                let n = self.length(lo, hi);
                Val::other(text_item(&self.src.text(n as usize)), n)
            }
            Type::Array(t) => {
                let n = self.length(lo, hi.map(|h| h.min(lo + 5)).or(Some(lo + 5)));
                let items: Vec<Vec<u8>> = (0..n).map(|_| self.typed(t, level + 1)).collect();
                Val::other(array_item(&items), n)
            }
            Type::UintKeyedMap | Type::AnyKeyedMap => {
                let n = self.src.in_range(u64::from(non_empty), 3);
                let (b, n) = self.any_map(level, n, *ty == Type::UintKeyedMap);
                Val::other(b, n)
            }
            Type::Any => Val::other(self.any(level, false), 1),
        }
    }

    /// A uint: mostly a named value of its enum, sometimes a raw one
    /// (D11), inside `range` when given (D10).
    fn uint_value(&mut self, enum_name: Option<&str>, range: Option<(u64, u64)>) -> u64 {
        let (lo, hi) = range.unwrap_or((0, u64::MAX));
        let named: Vec<u64> = enum_name
            .and_then(|e| self.model.enum_def(e))
            .map(|e| e.values.iter().map(|v| v.value).collect())
            .unwrap_or_default();
        let named: Vec<u64> = named
            .into_iter()
            .filter(|v| (lo..=hi).contains(v))
            .collect();
        if !named.is_empty() && self.src.chance(3, 4) {
            return self.src.pick(&named).copied().unwrap_or(lo);
        }
        match (range, self.src.below(8)) {
            (Some(_), 0) => lo,
            (Some(_), 1) => hi,
            (Some(_), _) => self.src.in_range(lo, hi),
            (None, _) => self.src.any_u64(),
        }
    }

    /// `corr` per the envelope (§4.2, D7): `corr_len` bytes when valid.
    fn corr(&mut self, mode: Mode) -> Vec<u8> {
        let (lo, hi) = self.model.envelope.corr_len;
        let n = match mode {
            Mode::Valid => self.length(lo, Some(hi)),
            Mode::Loose => self.src.in_range(0, hi.saturating_add(2)),
        };
        bytes_item(&self.src.bytes(n as usize))
    }

    /// Field values for `frame`: required fields present, optional ones
    /// half of the time; in [`Mode::Valid`] the single-frame rules are then
    /// applied. `None` only for a rule combination this generator cannot
    /// satisfy (none in the shipped schemas; counted by the skip-ratio test).
    fn frame_values(&mut self, frame: &MFrame, mode: Mode) -> Option<Vals> {
        let mut vals: Vals = frame
            .fields
            .iter()
            .map(|f| {
                (f.required || self.src.chance(1, 2)).then(|| self.field_value(f, 2, mode, false))
            })
            .collect();
        if mode == Mode::Valid {
            self.apply_rules(frame, &mut vals);
            if !frame
                .rules
                .iter()
                .all(|r| rule_holds(frame, &vals, &r.kind))
            {
                return None;
            }
        }
        Some(vals)
    }

    /// D12, generically from `frame.rules`, until nothing changes.
    fn apply_rules(&mut self, frame: &MFrame, vals: &mut Vals) {
        for _ in 0..4 {
            let mut changed = false;
            for rule in &frame.rules {
                if rule_holds(frame, vals, &rule.kind) {
                    continue;
                }
                changed = true;
                match &rule.kind {
                    RuleKind::ValueIn { field, values, .. } => {
                        if let Some(v) = self.src.pick(values).copied() {
                            set(frame, vals, field, Some(Val::uint(v)));
                        }
                    }
                    RuleKind::RequiredWhen {
                        field, non_empty, ..
                    } => self.make_present(frame, vals, field, *non_empty),
                    RuleKind::PresentIff { field, when } => {
                        if cond_holds(frame, vals, when) {
                            self.make_present(frame, vals, field, false);
                        } else {
                            set(frame, vals, field, None);
                        }
                    }
                    RuleKind::AbsentUnless { field, .. } => set(frame, vals, field, None),
                    RuleKind::CrossFrame { .. } => {}
                }
            }
            if !changed {
                break;
            }
        }
    }

    fn make_present(&mut self, frame: &MFrame, vals: &mut Vals, field: &str, non_empty: bool) {
        if let Some(f) = frame.field(field) {
            let v = self.field_value(f, 2, Mode::Valid, non_empty);
            set(frame, vals, field, Some(v));
        }
    }

    /// The payload map: envelope (§4.2) plus the present fields, canonical.
    fn encode(&mut self, frame: &MFrame, vals: &Vals, mode: Mode) -> Vec<u8> {
        let env = &self.model.envelope;
        let mut entries = vec![(
            cbor::uint(env.frame_kind_key),
            cbor::uint(u64::from(frame.code)),
        )];
        if frame.corr == Presence::Required {
            entries.push((cbor::uint(env.corr_key), self.corr(mode)));
        }
        for (f, v) in frame.fields.iter().zip(vals) {
            if let Some(v) = v {
                entries.push((cbor::uint(f.key), v.bytes.clone()));
            }
        }
        map_item(entries).0
    }
}

fn index(frame: &MFrame, field: &str) -> Option<usize> {
    frame.fields.iter().position(|f| f.name == field)
}

fn get<'v>(frame: &MFrame, vals: &'v Vals, field: &str) -> Option<&'v Val> {
    index(frame, field)
        .and_then(|i| vals.get(i))
        .and_then(Option::as_ref)
}

fn set(frame: &MFrame, vals: &mut Vals, field: &str, v: Option<Val>) {
    if let Some(slot) = index(frame, field).and_then(|i| vals.get_mut(i)) {
        *slot = v;
    }
}

fn cond_holds(frame: &MFrame, vals: &Vals, c: &Cond) -> bool {
    get(frame, vals, &c.field)
        .and_then(|v| v.uint)
        .is_some_and(|n| c.values.contains(&n))
}

/// Whether a single-frame rule (D12) holds for `vals`.
fn rule_holds(frame: &MFrame, vals: &Vals, kind: &RuleKind) -> bool {
    match kind {
        RuleKind::RequiredWhen {
            field,
            non_empty,
            when,
        } => {
            !cond_holds(frame, vals, when)
                || get(frame, vals, field).is_some_and(|v| !non_empty || v.count > 0)
        }
        RuleKind::PresentIff { field, when } => {
            get(frame, vals, field).is_some() == cond_holds(frame, vals, when)
        }
        RuleKind::AbsentUnless { field, when } => {
            get(frame, vals, field).is_none() || cond_holds(frame, vals, when)
        }
        RuleKind::ValueIn { field, values, .. } => get(frame, vals, field)
            .and_then(|v| v.uint)
            .is_none_or(|n| values.contains(&n)),
        RuleKind::CrossFrame { .. } => true,
    }
}

// ------------------------------------------------------------- the targets

/// The generated decoder's view of canonical bytes: decoded, validated and
/// re-encoded (`to_vec`, `encoded_len`, `Debug`), or why not.
macro_rules! generated_view {
    ($m:ident, $ft:expr, $bytes:expr) => {
        guarded("generated decode/encode", || {
            match $m::decode($ft, $bytes) {
                Err(e) => Err(format!("generated decode refuses it: {e:?}")),
                Ok(f) => match f.validate() {
                    Err(e) => Err(format!("validate() of the decoded frame fails: {e:?}")),
                    Ok(()) => Ok((f.to_vec(), f.encoded_len(), format!("{f:?}"))),
                },
            }
        })
    };
}

/// Encoded frame checks shared by both channels: the oracle accepts the
/// bytes with exactly those canonical bytes, the generated decoder round-trips
/// them, then every mutation class is compared.
fn check_encoded(chan: Chan, ft: u16, bytes: &[u8], rng: &mut Rng) -> Result<(), Finding> {
    compare(chan, ft, bytes, &Expect::Accept(bytes.to_vec()))
        .map_err(|f| f.context("model-generated valid frame"))?;
    for m in mutate::all(chan, ft, bytes, rng) {
        compare(chan, ft, &m.bytes, &m.expect).map_err(|f| {
            f.context(&format!(
                "mutation `{}` of {} (0x{ft:04x} {})",
                m.class,
                chan.name(),
                cbor::hex(bytes)
            ))
        })?;
    }
    Ok(())
}

fn structured(chan: Chan, data: &[u8]) -> Result<(), Finding> {
    let (sel, u, mut rng) = split(data);
    let model = chan.oracle().model();
    let codes = chan.codes();
    let ft = codes
        .get(usize::from(sel) % codes.len().max(1))
        .copied()
        .unwrap_or(0);
    let Some(frame) = model.frame_by_code(ft) else {
        return Err(Finding::disagreement(format!(
            "generated FrameType 0x{ft:04x} has no frame in the {} schema",
            chan.name()
        )));
    };
    let mut g = Gen::new(model, u);
    let Some(vals) = g.frame_values(frame, Mode::Valid) else {
        // An unsatisfiable rule combination (explicit, and rare: see the
        // skip-ratio test in tests/structured.rs).
        return Ok(());
    };
    let bytes = g.encode(frame, &vals, Mode::Valid);
    if let Verdict::Reject(r) = chan.oracle().check(ft, &bytes) {
        return Err(Finding::disagreement(format!(
            "normaliser produced an invalid frame: the oracle refuses {} 0x{ft:04x} {} (rule `{}` {})",
            chan.name(),
            cbor::hex(&bytes),
            r.rule,
            r.section
        )));
    }
    let view = match chan {
        Chan::Interaction => generated_view!(ia, ft, &bytes)?,
        Chan::Workflow => generated_view!(wf, ft, &bytes)?,
    };
    let (out, len, dbg) = view.map_err(|e| {
        Finding::disagreement(format!(
            "{e}\n  input: valid {} frame 0x{ft:04x} {} (the oracle accepts it)",
            chan.name(),
            cbor::hex(&bytes)
        ))
    })?;
    if out != bytes {
        return Err(Finding::disagreement(format!(
            "to_vec() of the decoded frame differs from the canonical input\n  input:  {}\n  to_vec: {}\n  frame:  {dbg}",
            cbor::hex(&bytes),
            cbor::hex(&out)
        )));
    }
    if len != out.len() {
        return Err(Finding::disagreement(format!(
            "encoded_len() {len} != to_vec().len() {} for {dbg}",
            out.len()
        )));
    }
    check_encoded(chan, ft, &bytes, &mut rng)
}

/// Structured Interaction frames + mutation classes.
pub fn structured_interaction(data: &[u8]) -> Result<(), Finding> {
    structured(Chan::Interaction, data)
}

/// Structured Workflow frames + mutation classes.
pub fn structured_workflow(data: &[u8]) -> Result<(), Finding> {
    structured(Chan::Workflow, data)
}

/// A result value for the cross-frame rule (D13), shaped after the case the
/// request's selector picks (`cases` of the schema's `cross_frame` rule), so
/// that matches and near misses (wrong type, index off the end) are both
/// common. `None` is an absent value.
fn biased_value(
    g: &mut Gen<'_, '_>,
    shape: Option<&Shape>,
    n_of: impl Fn(&str) -> u64,
    absent: bool,
) -> Option<Vec<u8>> {
    let near = g.src.chance(1, 4);
    let idx = |g: &mut Gen<'_, '_>, n: u64| {
        let i = g.src.in_range(0, 7);
        cbor::uint(if near { n + i } else { i % n.max(1) })
    };
    Some(match shape {
        Some(Shape::Absent) if absent => return None,
        Some(Shape::Tstr) if !near => {
            let n = g.src.below(8);
            text_item(&g.src.text(n))
        }
        Some(Shape::Bool) if !near => vec![if g.src.chance(1, 2) { 0xf5 } else { 0xf4 }],
        Some(Shape::Map) if !near => {
            let n = g.src.in_range(0, 3);
            let uint_keys = g.src.chance(1, 2);
            g.any_map(2, n, uint_keys).0
        }
        Some(Shape::UintIndex(arr)) => idx(g, n_of(arr)),
        Some(Shape::ArrayUintIndex(arr)) => {
            let n = g.src.below(4);
            let items: Vec<Vec<u8>> = (0..n).map(|_| idx(g, n_of(arr))).collect();
            array_item(&items)
        }
        _ => g
            .src
            .pick(&[0x00u8, 0x20, 0x40, 0x60, 0x80, 0xa0, 0xf4])
            .map_or_else(|| vec![0], |b| vec![*b]),
    })
}

/// D13: a PROMPT_REQ + PROMPT_RESULT pair generated from the model (the
/// result's value shaped after the schema's `cross_frame` rule); generated
/// `check_against` / `decode_reply` must agree with `Oracle::check_cross`.
pub fn prompt_result(data: &[u8]) -> Result<(), Finding> {
    let (sel, u, _) = split(data);
    let model = Chan::Interaction.oracle().model();
    let (rq, rs) = (ia::PromptReq::CODE, ia::PromptResult::CODE);
    let (Some(reqf), Some(resf)) = (model.frame_by_code(rq), model.frame_by_code(rs)) else {
        return Err(Finding::disagreement(format!(
            "generated PromptReq/PromptResult codes 0x{rq:04x}/0x{rs:04x} are not in the schema"
        )));
    };
    let Some((field, selector, only_when, cases)) = resf.rules.iter().find_map(|r| match &r.kind {
        RuleKind::CrossFrame {
            request,
            field,
            selector,
            only_when,
            cases,
        } if *request == reqf.name => Some((field, selector, only_when, cases)),
        _ => None,
    }) else {
        return Err(Finding::disagreement(format!(
            "the schema has no cross_frame rule from {} to {}",
            reqf.name, resf.name
        )));
    };
    let mut g = Gen::new(model, u);
    // Mostly valid requests (a refused request must be reported as such).
    let req_mode = if sel & 0x0f != 0 {
        Mode::Valid
    } else {
        Mode::Loose
    };
    let Some(req_vals) = g.frame_values(reqf, req_mode) else {
        return Ok(()); // unsatisfiable rule combination (see frame_values)
    };
    let req_bytes = g.encode(reqf, &req_vals, req_mode);
    // The result ignores its own rules (D12 refusals stay reachable) …
    let Some(mut res_vals) = g.frame_values(resf, Mode::Loose) else {
        return Ok(());
    };
    if sel & 0x30 != 0 {
        // … but is usually in the rule's scope (`only_when`), with a value
        // shaped after the case the request's selector picks.
        if let Some(c) = only_when {
            if let Some(v) = g.src.pick(&c.values).copied() {
                set(resf, &mut res_vals, &c.field, Some(Val::uint(v)));
            }
        }
        let shape = get(reqf, &req_vals, selector)
            .and_then(|v| v.uint)
            .and_then(|s| cases.iter().find(|c| c.selector_value == s))
            .map(|c| &c.shape);
        let n_of = |name: &str| get(reqf, &req_vals, name).map_or(0, |v| v.count);
        let value = biased_value(&mut g, shape, n_of, sel & 0x40 != 0);
        set(resf, &mut res_vals, field, value.map(|b| Val::other(b, 1)));
    }
    // A valid corr on the result (§4.2), as its pairing with the request needs.
    let res_bytes = g.encode(resf, &res_vals, Mode::Valid);
    let oracle = Chan::Interaction.oracle();
    let orc = guarded("oracle check_cross", || {
        oracle.check_cross(rq, &req_bytes, rs, &res_bytes)
    })?;
    // Mirror the oracle's order: the result on its own, then the request,
    // then the cross-frame rule (both through `decode_reply` and through
    // `PromptResult::check_against`, which must agree).
    let gen = guarded("generated decode_reply", || {
        if let Err(e) = ia::decode(rs, &res_bytes) {
            return Cross::RefuseResult(e.rule);
        }
        let reqf = match ia::decode(rq, &req_bytes) {
            Err(e) => return Cross::RefuseRequest(e.rule),
            Ok(f) => f,
        };
        let via_reply = ia::decode_reply(&reqf, rs, &res_bytes).map(|f| f.to_vec());
        let direct = match (&reqf, ia::PromptResult::decode(&res_bytes)) {
            (ia::Frame::PromptReq(q), Ok(r)) => r.check_against(q),
            (_, Err(e)) => Err(e),
            _ => Ok(()),
        };
        match (via_reply, direct) {
            (Ok(b), Ok(())) => Cross::Accept(b),
            (Err(e), Err(_)) => Cross::RefuseResult(e.rule),
            (a, b) => Cross::Inconsistent(format!("decode_reply {a:?}, check_against {b:?}")),
        }
    })?;
    crate::mix_signature(&[
        format!("{gen:?}")
            .split('(')
            .next()
            .unwrap_or_default()
            .as_bytes(),
        orc.refusal().map_or(&b"accept"[..], |r| r.rule.as_bytes()),
    ]);
    let o = match &orc {
        Verdict::Accept { canonical, .. } => format!("accept (canonical {})", cbor::hex(canonical)),
        Verdict::Reject(r) => format!("refuse `{}` {}", r.rule, r.section),
    };
    let bad = |what: &str| {
        Finding::disagreement(format!(
            "{what}\n  input:     request {} result {}\n  generated: {gen:?}\n  oracle:    {o}",
            cbor::hex(&req_bytes),
            cbor::hex(&res_bytes),
        ))
    };
    match (&gen, &orc) {
        (Cross::Inconsistent(_), _) => Err(bad("decode_reply and check_against disagree")),
        (Cross::Accept(b), Verdict::Accept { canonical, .. }) if b != canonical => {
            Err(bad("to_vec() differs from the oracle's canonical form"))
        }
        (Cross::Accept(_), Verdict::Accept { .. }) => Ok(()),
        (Cross::RefuseResult(_), Verdict::Reject(r)) if !r.rule.starts_with("request:") => Ok(()),
        (Cross::RefuseRequest(_), Verdict::Reject(r)) if r.rule.starts_with("request:") => Ok(()),
        (Cross::Accept(_), Verdict::Reject(_)) => Err(bad("generated accepts, oracle refuses")),
        (_, Verdict::Accept { .. }) => Err(bad("generated refuses, oracle accepts")),
        (_, Verdict::Reject(_)) => Err(bad("they refuse different frames")),
    }
}

/// The generated side of the cross-frame check (fields shown through `Debug` in findings).
#[allow(dead_code)]
#[derive(Debug)]
enum Cross {
    Accept(Vec<u8>),
    RefuseResult(&'static str),
    RefuseRequest(&'static str),
    Inconsistent(String),
}

#[cfg(test)]
mod tests {
    use super::*;
    use npamp_oracle::Oracle;
    use npamp_schema::Rule;

    /// Deterministic filler bytes.
    fn input(seed: u64, n: usize) -> Vec<u8> {
        crate::mutate::Rng(seed).bytes(n)
    }

    /// Every frame generated from `model` is accepted by an oracle for the
    /// same model, byte for byte canonical; returns the generated values.
    fn generate_all(model: &Model, per_frame: u64) -> Vec<(u16, Vals)> {
        let oracle = Oracle::new(model.clone());
        let mut out = Vec::new();
        for frame in &model.frames {
            for seed in 0..per_frame {
                let data = input(seed + u64::from(frame.code), 64 + (seed % 64) as usize);
                let mut g = Gen::new(model, Unstructured::new(&data));
                let vals = g.frame_values(frame, Mode::Valid).expect("satisfiable");
                let bytes = g.encode(frame, &vals, Mode::Valid);
                match oracle.check(frame.code, &bytes) {
                    Verdict::Accept { canonical, .. } => assert_eq!(canonical, bytes),
                    Verdict::Reject(r) => {
                        panic!("{} {}: {r:?}", frame.name, cbor::hex(&bytes))
                    }
                }
                out.push((frame.code, vals));
            }
        }
        out
    }

    /// The generator reaches both sides of every single-frame rule condition
    /// (D12), every optional field present and absent, and every named value
    /// of every enum field (§6, §8 of both specs).
    #[test]
    fn shipped_schemas_are_covered_by_the_generator() {
        for model in npamp_schema::load_all_shipped().unwrap() {
            let all = generate_all(&model, 300);
            for frame in &model.frames {
                let mine: Vec<&Vals> = all
                    .iter()
                    .filter(|(c, _)| *c == frame.code)
                    .map(|(_, v)| v)
                    .collect();
                for (i, f) in frame.fields.iter().enumerate() {
                    let present = mine.iter().filter(|v| matches!(v.get(i), Some(Some(_))));
                    let n = present.count();
                    let forced = frame.rules.iter().any(|r| match &r.kind {
                        RuleKind::PresentIff { field, .. }
                        | RuleKind::AbsentUnless { field, .. } => *field == f.name,
                        _ => false,
                    });
                    assert!(n > 0, "{} {} never present", frame.name, f.name);
                    if !f.required && !forced {
                        assert!(n < mine.len(), "{} {} never absent", frame.name, f.name);
                    }
                    let Some(e) = f.enum_name.as_deref().and_then(|e| model.enum_def(e)) else {
                        continue;
                    };
                    let allowed = |v: u64| {
                        frame.rules.iter().all(|r| match &r.kind {
                            RuleKind::ValueIn { field, values, .. } if *field == f.name => {
                                values.contains(&v)
                            }
                            _ => true,
                        })
                    };
                    for ev in e.values.iter().filter(|ev| allowed(ev.value)) {
                        assert!(
                            mine.iter()
                                .any(|v| get(frame, v, &f.name).and_then(|x| x.uint)
                                    == Some(ev.value)),
                            "{} {} never {}",
                            frame.name,
                            f.name,
                            ev.name
                        );
                    }
                }
                for r in &frame.rules {
                    let when = match &r.kind {
                        RuleKind::RequiredWhen { when, .. }
                        | RuleKind::PresentIff { when, .. }
                        | RuleKind::AbsentUnless { when, .. } => when,
                        _ => continue,
                    };
                    let holds = mine.iter().filter(|v| cond_holds(frame, v, when)).count();
                    assert!(holds > 0 && holds < mine.len(), "{}: {holds}", r.id);
                }
            }
        }
    }

    /// Schema facts are read from the model, not hard-coded: a changed
    /// range, length, corr length and an added rule are all honoured.
    #[test]
    fn a_changed_schema_is_followed() {
        let mut model = npamp_schema::load_shipped("interaction").unwrap();
        model.envelope.corr_len = (3, 5);
        let ev = model.frames.iter_mut().find(|f| f.code == 0x0100).unwrap();
        for f in &mut ev.fields {
            match f.name.as_str() {
                "event_class" => f.range = Some((1, 3)),
                "event_name" => f.len = Some((2, Some(4))),
                _ => {}
            }
        }
        ev.rules.push(Rule {
            id: "body-when-notice".into(),
            section: "§test".into(),
            kind: RuleKind::RequiredWhen {
                field: "body".into(),
                non_empty: true,
                when: Cond {
                    field: "event_class".into(),
                    values: vec![1],
                    names: vec!["notice".into()],
                },
            },
        });
        ev.rules.push(Rule {
            id: "ack-iff-status".into(),
            section: "§test".into(),
            kind: RuleKind::PresentIff {
                field: "ack".into(),
                when: Cond {
                    field: "event_class".into(),
                    values: vec![2],
                    names: vec!["status".into()],
                },
            },
        });
        let all = generate_all(&model, 400);
        let frame = model.frame_by_code(0x0100).unwrap();
        let events: Vec<&Vals> = all
            .iter()
            .filter(|(c, _)| *c == 0x0100)
            .map(|(_, v)| v)
            .collect();
        assert!(events.iter().any(|v| cond_holds(
            frame,
            v,
            &Cond {
                field: "event_class".into(),
                values: vec![1],
                names: vec![],
            }
        )));
        // An oracle for the changed model accepted every frame (generate_all:
        // corr of 3..=5 bytes, the added rules); the values themselves:
        for v in &events {
            if let Some(n) = get(frame, v, "event_name") {
                assert!((2..=4).contains(&n.count), "{n:?}");
            }
            let class = get(frame, v, "event_class").and_then(|x| x.uint).unwrap();
            assert!((1..=3).contains(&class));
            assert_eq!(get(frame, v, "ack").is_some(), class == 2);
        }
    }
}
