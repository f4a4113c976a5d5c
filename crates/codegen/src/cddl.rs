//! Model → RFC 8610 CDDL: a description of each channel's operation bodies
//! (`cargo xtask cddl` writes it to `cddl/<module>.cddl`).
//!
//! One rule per frame: a map with `0: <frame type>` (§4.2), the other envelope
//! fields by role with the frame's presence (`corr` required, optional, or
//! absent: `? 1: null`, since a non-null value is a forbidden key), every
//! declared field (`?` when optional, `/ null` allowed on optional fields:
//! explicit null is absence), and `* uint => any` for unknown non-negative
//! keys (§4.3). Known keys use the `:` (cut) form, so a known key with the
//! wrong type is not absorbed by the catch-all (RFC 8610 §3.5.4).
//!
//! Then one rule per `frame_body` in use (`<frame>-body`: the frame's body
//! without its envelope keys), one per record (`* uint => any` when
//! `forward_compat`, `* int => any` otherwise), one per envelope field other
//! than `frame_kind` (`corr = bstr .size (1..64)`), the opaque maps, the enums
//! (a choice of named values plus the catch-all an unrecognized value falls
//! into; strict enums: the named values only) and the flags (`uint .bits
//! <flags>-bits`, or the equivalent `uint .le <mask>` when the named bits are
//! 0..k: the `cddl` crate 0.10.7 reads `.bits` as "some listed bit is set").
//!
//! Value types: `uint .le N` / `lo..hi` / `uint .ge N` (ranges), `bstr .size (a..b)`
//! (lengths), `[a*b x]` (arrays), `[a, b]` (tuples), `{ * k => v }` (typed maps),
//! `a / b` (unions), `float` (any width). Rules CDDL can state are folded into
//! the field's type: `value_in` and `const` (a choice of literals) and
//! `relation`s between a field and a constant (a bound); every other rule is
//! listed by id in a comment under its body.
//!
//! The text describes what the `strict` decoder profile accepts: every
//! constraint whatever its basis. Output is deterministic (model order only).

use npamp_schema::{
    Basis, Body, CmpOp, EnumDef, EnumId, EnumWire, Expr, Field, FieldId, FlagsDef, FrameId, Group,
    Lit, Model, Presence, RecordId, RuleKind, Type, Value,
};
use npamp_schema::{Bound, EnvRole, Frame};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

/// The CDDL of a channel's payloads.
///
/// # Panics
/// When two items would get the same rule name (or a name is not a CDDL
/// identifier); [`emit_checked`] reports that as an error instead.
pub fn emit(m: &Model) -> String {
    emit_checked(m).unwrap_or_else(|e| panic!("{e}"))
}

/// The CDDL of a channel's payloads, or the name collisions that prevent it.
pub fn emit_checked(m: &Model) -> Result<String, crate::GenError> {
    let mut e = Emitter::new(m);
    let text = e.document();
    if e.errors.is_empty() {
        Ok(text)
    } else {
        Err(crate::GenError::Cddl {
            file: m.source.clone(),
            problems: e.errors,
        })
    }
}

/// `INTERACT_PROMPT_REQ` / `prompt_kind` → `interact-prompt-req` / `prompt-kind`.
pub fn rule_name(s: &str) -> String {
    s.to_ascii_lowercase().replace('_', "-")
}

/// The rule of a frame's payload (`interact-prompt-req`).
pub fn frame_rule(f: &Frame) -> String {
    rule_name(&f.name)
}

/// The rule of a frame's body without its envelope keys (`pose-update-body`),
/// emitted when some field has type `{ frame_body: F }`.
pub fn frame_body_rule(f: &Frame) -> String {
    format!("{}-body", rule_name(&f.name))
}

/// The choice of every frame's rule (`interaction-body`).
pub fn channel_rule(m: &Model) -> String {
    format!("{}-body", rule_name(&m.channel.module))
}

const U64_MAX: i128 = u64::MAX as i128;
const NEG_MIN: i128 = -(1i128 << 64);
const WIDTH: usize = 100;

/// How tightly a type expression binds (RFC 8610 `type` / `type1` / `type2`).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Prec {
    /// A choice `a / b` (`type`).
    Choice,
    /// A control or range `a .ctl b`, `a..b` (`type1`).
    Ctl,
    /// A name, literal, `[…]`, `{…}` or `(…)` (`type2`).
    Atom,
}

struct Ty {
    s: String,
    p: Prec,
}

impl Ty {
    fn atom(s: impl Into<String>) -> Ty {
        Ty {
            s: s.into(),
            p: Prec::Atom,
        }
    }
    fn ctl(s: impl Into<String>) -> Ty {
        Ty {
            s: s.into(),
            p: Prec::Ctl,
        }
    }
    /// As a `type2` (the target or controller of a control).
    fn type2(self) -> String {
        if self.p == Prec::Atom {
            self.s
        } else {
            format!("({})", self.s)
        }
    }
    /// As an element (array item, tuple element, map key or value):
    /// choices are parenthesized for readability.
    fn element(self) -> String {
        if self.p == Prec::Choice {
            format!("({})", self.s)
        } else {
            self.s
        }
    }
}

/// What the rules of one body let CDDL state about its fields.
#[derive(Default)]
struct Folded {
    /// `value_in` / `const`: the values a field may take.
    allowed: BTreeMap<usize, Vec<Lit>>,
    /// `relation`s with a constant: integer bounds.
    bounds: BTreeMap<usize, (i128, i128)>,
    /// Indices of the rules folded into field types.
    expressed: BTreeSet<usize>,
}

/// Which map is described: a frame payload, a frame's body, a record.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Frame(u16),
    FrameBody,
    Record,
}

struct Emitter<'m> {
    m: &'m Model,
    names: BTreeMap<String, String>,
    errors: Vec<String>,
    frame_bodies: BTreeSet<FrameId>,
    uint_map: bool,
    any_map: bool,
    /// Per enum: the catch-all of its rule (non-strict enums).
    enum_catch: Vec<String>,
}

impl<'m> Emitter<'m> {
    fn new(m: &'m Model) -> Self {
        let mut e = Emitter {
            m,
            names: BTreeMap::new(),
            errors: Vec::new(),
            frame_bodies: BTreeSet::new(),
            uint_map: false,
            any_map: false,
            enum_catch: Vec::new(),
        };
        e.enum_catch = e.enum_catch_alls();
        e
    }

    fn claim(&mut self, name: &str, what: String) {
        if !is_ident(name) {
            self.errors
                .push(format!("`{name}` ({what}) is not a CDDL identifier"));
        }
        if let Some(prev) = self.names.get(name) {
            self.errors.push(format!(
                "two rules would be named `{name}` ({prev} and {what})"
            ));
        } else {
            self.names.insert(name.to_string(), what);
        }
    }

    // ------------------------------------------------------------ document

    fn document(&mut self) -> String {
        let m = self.m;
        let mut frames = String::new();
        for (i, f) in m.frames.iter().enumerate() {
            self.claim(&frame_rule(f), format!("frame {}", f.name));
            let _ = writeln!(frames);
            self.frame(&mut frames, FrameId(i));
        }
        let mut records = String::new();
        for (i, r) in m.records.iter().enumerate() {
            self.claim(&rule_name(&r.name), format!("record {}", r.name));
            let _ = writeln!(records);
            self.record(&mut records, RecordId(i));
        }
        let mut envelope = String::new();
        for fd in &m.envelope.fields {
            if fd.role == Some(EnvRole::FrameKind) {
                continue;
            }
            self.claim(&rule_name(&fd.name), format!("envelope field {}", fd.name));
            let _ = writeln!(envelope);
            self.envelope_rule(&mut envelope, fd);
        }
        // Frame bodies last among the maps: they are discovered while writing the
        // others (and may reference further frame bodies).
        let mut bodies = String::new();
        let mut done = BTreeSet::new();
        while let Some(fid) = self.frame_bodies.difference(&done).next().copied() {
            done.insert(fid);
            let f = m.frame(fid);
            self.claim(&frame_body_rule(f), format!("frame_body {}", f.name));
            let _ = writeln!(bodies);
            self.frame_body(&mut bodies, fid);
        }
        let mut enums = String::new();
        for (i, e) in m.enums.iter().enumerate() {
            let _ = writeln!(enums);
            self.enum_rule(&mut enums, EnumId(i), e);
        }
        let mut flags = String::new();
        for fl in &m.flags {
            let _ = writeln!(flags);
            self.flags_rule(&mut flags, fl);
        }
        let mut opaque = String::new();
        if self.uint_map {
            self.claim("uint-keyed-map", "the opaque uint-keyed map".into());
            let _ = writeln!(opaque);
            let _ = writeln!(
                opaque,
                "; A nested map keyed by unsigned integers, opaque to the spec (§4.3 applies to its keys)."
            );
            let _ = writeln!(opaque, "uint-keyed-map = {{ * uint => any }}");
        }
        if self.any_map {
            self.claim("any-keyed-map", "the opaque any-keyed map".into());
            let _ = writeln!(opaque);
            let _ = writeln!(opaque, "; A nested map whose keys are a local matter.");
            let _ = writeln!(opaque, "any-keyed-map = {{ * any => any }}");
        }

        let mut out = String::new();
        self.header(&mut out);
        let all = channel_rule(m);
        self.claim(&all, "the choice of all bodies".into());
        let frames_list: Vec<String> = m.frames.iter().map(frame_rule).collect();
        let _ = writeln!(out);
        choice_rule(&mut out, &all, &frames_list);
        for part in [frames, bodies, records, envelope, opaque, enums, flags] {
            out.push_str(&part);
        }
        out
    }

    fn header(&self, w: &mut String) {
        let m = self.m;
        let ch = &m.channel;
        let _ = writeln!(
            w,
            "; {} ({} channel 0x{:04X}): operation bodies in RFC 8610 CDDL.",
            ch.spec, ch.name, ch.id
        );
        let _ = writeln!(
            w,
            "; Generated by `cargo xtask cddl` (npamp_codegen::cddl) from {}; do not edit, regenerate.",
            m.source
        );
        let _ = writeln!(w, ";");
        let sec = |g: Group| m.check(g).section.clone();
        let env = m.envelope.section.clone();
        let mut text = vec![
            format!(
                "Every body is a deterministic-CBOR map keyed by unsigned integers ({}) with the common \
                 envelope ({env}). Unknown non-negative keys are ignored ({}); an explicit null on an \
                 OPTIONAL field is the same as omitting it.",
                sec(Group::Map),
                sec(Group::NegativeKey)
            ),
            format!(
                "Validate a body against its frame's own rule: that is how frame_kind equal to the header \
                 frame type is expressed (`{}`, the choice of every body, accepts a body under any frame type).",
                channel_rule(m)
            ),
            "This describes what the strict decoder profile accepts: every constraint is included \
             whatever its basis. The minimum profile refuses only `must` and `limit` faults, so it also \
             accepts the strict-basis faults listed under each rule."
                .to_string(),
            format!(
                "Not expressible here, and enforced by the decoders instead (schema/SEMANTICS.md): \
                 deterministic encoding ({}: shortest-form heads, definite lengths, bytewise key order, \
                 no duplicate keys, valid UTF-8{}); the channel's CBOR subset ({}, {}: no tags, no simple \
                 values other than false/true/null{}), which `any` and the opaque maps do not state; \
                 nesting depth ≤ {} and payload size ≤ {} bytes ({}); rules other than value sets, \
                 constants and constant bounds (listed by id under each rule); cross-frame rules, which \
                 need the originating request.",
                m.check(Group::Deterministic).basis,
                if m.floats.declared {
                    ", shortest floats"
                } else {
                    ""
                },
                m.check(Group::CborSubset).basis,
                sec(Group::CborSubset),
                if m.floats.declared {
                    ""
                } else {
                    ", no floats"
                },
                m.limits.max_depth,
                m.limits.max_payload,
                m.check(Group::Depth).basis,
            ),
        ];
        if m.floats.declared {
            text.push(format!(
                "Floats ({}): `float` is any of half, single and double; CDDL cannot state that a float \
                 is the shortest of the three that keeps its value, nor that NaN is f9 7e00 only. \
                 NaN and the infinities: {}.",
                m.floats.section,
                match m.floats.non_finite {
                    None => "accepted".to_string(),
                    Some(b) => format!("refused ({b}), which CDDL does not state either"),
                }
            ));
        }
        for t in text {
            comment(w, &t);
        }
    }

    // ------------------------------------------------------------ bodies

    fn frame(&mut self, w: &mut String, fid: FrameId) {
        let m = self.m;
        let f = m.frame(fid);
        let mut head = format!(
            "{} {} (0x{:04X}), {}",
            f.section,
            f.name,
            f.code,
            f.role.as_str()
        );
        if f.optional {
            head.push_str(", optional operation");
        }
        let _ = writeln!(w, "; {head}");
        if let Some(d) = &f.doc {
            comment(w, d);
        }
        self.map_rule(w, &frame_rule(f), &f.body, Kind::Frame(f.code));
    }

    fn frame_body(&mut self, w: &mut String, fid: FrameId) {
        let f = self.m.frame(fid);
        comment(
            w,
            &format!(
                "{} {} body (frame_body): its fields without the envelope keys, which are \
                 unknown keys here.",
                f.section, f.name
            ),
        );
        self.map_rule(w, &frame_body_rule(f), &f.body, Kind::FrameBody);
    }

    fn record(&mut self, w: &mut String, rid: RecordId) {
        let r = self.m.record(rid);
        let _ = writeln!(w, "; {} record {}", r.section, r.name);
        if let Some(d) = &r.doc {
            comment(w, d);
        }
        self.map_rule(w, &rule_name(&r.name), &r.body, Kind::Record);
    }

    fn map_rule(&mut self, w: &mut String, name: &str, body: &Body, kind: Kind) {
        let folded = fold_rules(body);
        let mut strict_only: Faults = Vec::new();
        let entries = self.map_entries(body, kind, &folded, &mut strict_only);
        write_map(w, name, &entries);
        not_expressed(w, self.m, body, kind, &folded);
        strict_comment(w, &strict_only);
    }

    /// A map rule's entries (one per shown field, then the unknown keys) with
    /// their comments; strict-basis faults go to `strict_only`.
    fn map_entries(
        &mut self,
        body: &Body,
        kind: Kind,
        folded: &Folded,
        strict_only: &mut Faults,
    ) -> Vec<(String, String)> {
        let m = self.m;
        let mut entries: Vec<(String, String)> = Vec::new();
        for (i, fd) in body.fields.iter().enumerate() {
            if kind == Kind::FrameBody && fd.role.is_some() {
                continue;
            }
            let label = format!("{} ({})", fd.name, fd.section);
            if fd.presence == Presence::Absent {
                let fb = m.check(Group::Forbidden);
                entries.push((
                    format!("? {}: null,", fd.key),
                    format!(
                        "{label}: absent on this frame; a non-null value is forbidden ({}, {})",
                        fb.basis, fb.section
                    ),
                ));
                if fb.basis == Basis::Strict {
                    strict_only.push((fd.name.clone(), "forbidden"));
                }
                continue;
            }
            let ty = match (fd.role, kind) {
                (Some(EnvRole::FrameKind), Kind::Frame(code)) => Ty::atom(format!("0x{code:04X}")),
                (Some(_), Kind::Frame(_)) => Ty::atom(rule_name(&fd.name)),
                _ => self.field_type(fd, i, folded),
            };
            if fd.role.is_none() {
                // (The envelope's own strict faults are listed under its rules.)
                self.strict_faults(&fd.name, &fd.value, true, strict_only);
            }
            let entry = if fd.required() {
                format!("{}: {},", fd.key, ty.s)
            } else {
                format!("? {}: {} / null,", fd.key, ty.s)
            };
            entries.push((entry, label));
        }
        for i in &folded.expressed {
            let r = &body.rules[*i];
            if r.basis == Basis::Strict {
                strict_only.push((format!("rule {}", r.id), ""));
            }
        }
        let ns = &m.check(Group::NegativeKey).section;
        if body.forward_compat {
            entries.push((
                "* uint => any,".into(),
                format!("unknown non-negative keys are ignored ({ns})"),
            ));
        } else {
            entries.push((
                "* int => any,".into(),
                format!("unknown keys are ignored, negative ones too (forward_compat: false; {ns} does not apply)"),
            ));
        }
        entries
    }

    /// The type of a declared field, with the rules folded into it.
    fn field_type(&mut self, fd: &Field, idx: usize, folded: &Folded) -> Ty {
        if let Some(lits) = folded.allowed.get(&idx) {
            let en = match &fd.value.ty {
                Type::Enum(e) => Some(self.m.enum_def(*e)),
                _ => None,
            };
            let float = fd.value.ty == Type::Float;
            let alts: Vec<String> = lits
                .iter()
                .map(|l| match (l, float) {
                    (Lit::Uint(x), true) => float_lit(*x as f64),
                    (Lit::Int(x), true) => float_lit(*x as f64),
                    _ => lit(l, en),
                })
                .collect();
            return choice(alts);
        }
        self.value(&fd.value, fd.non_empty, folded.bounds.get(&idx).copied())
    }

    /// Strict-basis faults of a value (for the comment under its body).
    fn strict_faults(&self, path: &str, v: &Value, key_level: bool, out: &mut Faults) {
        let m = self.m;
        let strict = |g: Group| m.check(g).basis == Basis::Strict;
        if key_level && strict(Group::MajorType) {
            out.push((path.to_string(), "type"));
        }
        if v.range.is_some() && v.range_basis == Basis::Strict {
            out.push((path.to_string(), "range"));
        }
        if v.len.is_some() && v.len_basis == Basis::Strict {
            out.push((path.to_string(), "length"));
        }
        let reject = |e: &EnumId| m.enum_def(*e).unrecognized.reject.as_ref().map(|r| r.basis);
        match &v.ty {
            Type::Float if m.floats.non_finite == Some(Basis::Strict) => {
                out.push((path.to_string(), "non-finite"));
            }
            Type::Enum(e) if reject(e) == Some(Basis::Strict) => {
                out.push((path.to_string(), "unrecognized values"));
            }
            Type::Flags(f)
                if m.flags_def(*f).reserved.basis == Basis::Strict
                    && !m.flags_def(*f).reserved_ignored =>
            {
                out.push((path.to_string(), "reserved bits"));
            }
            Type::Array(item) => {
                if strict(Group::ItemType) {
                    out.push((path.to_string(), "item types"));
                }
                self.strict_faults(&format!("{path}[]"), item, false, out);
            }
            Type::Tuple(vs) => {
                for (i, x) in vs.iter().enumerate() {
                    self.strict_faults(&format!("{path}.{i}"), x, true, out);
                }
            }
            Type::Map { key, value } => {
                if strict(Group::ItemType) {
                    out.push((path.to_string(), "entry types"));
                }
                self.strict_faults(&format!("{path} keys"), key, false, out);
                self.strict_faults(&format!("{path} values"), value, false, out);
            }
            Type::Union(vs) => {
                for x in vs {
                    self.strict_faults(path, x, false, out);
                }
            }
            Type::UintKeyedMap if strict(Group::NestedKeys) => {
                out.push((path.to_string(), "key types"));
            }
            _ => {}
        }
    }

    // ------------------------------------------------------------ values

    fn value(&mut self, v: &Value, non_empty: bool, extra: Option<(i128, i128)>) -> Ty {
        let m = self.m;
        let len = effective_len(v.len, non_empty);
        match &v.ty {
            Type::Uint => int_type("uint", 0, U64_MAX, int_bounds(v.range, extra)),
            Type::Nint => int_type("nint", NEG_MIN, -1, int_bounds(v.range, extra)),
            Type::Int => int_type("int", NEG_MIN, U64_MAX, int_bounds(v.range, extra)),
            Type::Float => float_type(v.range),
            Type::Bool => Ty::atom("bool"),
            Type::Bstr => string_type("bstr", len),
            Type::Tstr => string_type("tstr", len),
            Type::Any => Ty::atom("any"),
            Type::Enum(e) => {
                let def = m.enum_def(*e);
                let name = rule_name(&def.name);
                if def.is_strict() {
                    return Ty::atom(name);
                }
                let c = catch_all(def, v);
                if c.s == self.enum_catch[e.0] {
                    Ty::atom(name)
                } else {
                    Ty::ctl(format!("{name} .and {}", c.type2()))
                }
            }
            Type::Flags(f) => {
                let def = m.flags_def(*f);
                let name = rule_name(&def.name);
                match int_bounds(v.range, extra) {
                    Some((lo, hi)) if lo > 0 || hi < i128::from(def.known_mask) => {
                        let r = int_type("uint", 0, U64_MAX, Some((lo, hi)));
                        Ty::ctl(format!("{name} .and {}", r.type2()))
                    }
                    _ => Ty::atom(name),
                }
            }
            Type::Array(item) => {
                let it = self.value(item, false, None);
                Ty::atom(format!("[{} {}]", occurrence(len), it.element()))
            }
            Type::Tuple(vs) => {
                let els: Vec<String> = vs
                    .iter()
                    .map(|x| self.value(x, false, None).element())
                    .collect();
                Ty::atom(format!("[{}]", els.join(", ")))
            }
            Type::Record(r) => Ty::atom(rule_name(&m.record(*r).name)),
            Type::FrameBody(f) => {
                self.frame_bodies.insert(*f);
                Ty::atom(frame_body_rule(m.frame(*f)))
            }
            Type::Map { key, value } => {
                let k = self.value(key, false, None).element();
                let x = self.value(value, false, None).element();
                Ty::atom(format!("{{ {} {k} => {x} }}", occurrence(len)))
            }
            Type::Union(vs) => {
                let alts: Vec<String> = vs
                    .iter()
                    .map(|x| {
                        let t = self.value(x, false, None);
                        if t.p == Prec::Choice {
                            format!("({})", t.s)
                        } else {
                            t.s
                        }
                    })
                    .collect();
                choice(alts)
            }
            Type::UintKeyedMap | Type::AnyKeyedMap => {
                let (named, key) = if v.ty == Type::UintKeyedMap {
                    self.uint_map = true;
                    ("uint-keyed-map", "uint")
                } else {
                    self.any_map = true;
                    ("any-keyed-map", "any")
                };
                match len {
                    None => Ty::atom(named),
                    Some(l) => {
                        // A bounded opaque map: written out (the named rule stays the unbounded one).
                        Ty::atom(format!("{{ {} {key} => any }}", occurrence(Some(l))))
                    }
                }
            }
        }
    }

    // ------------------------------------------------------------ named rules

    fn envelope_rule(&mut self, w: &mut String, fd: &Field) {
        let role = match fd.role {
            Some(EnvRole::Corr) => "the correlation key replies echo (role corr)",
            _ => "an envelope field (role other)",
        };
        let _ = writeln!(w, "; {} {}: {role}.", fd.section, fd.name);
        if let Some(d) = &fd.doc {
            comment(w, d);
        }
        let ty = self.value(&fd.value, fd.non_empty, None);
        let _ = writeln!(w, "{} = {}", rule_name(&fd.name), ty.s);
        let mut strict = Vec::new();
        self.strict_faults(&fd.name, &fd.value, true, &mut strict);
        strict_comment(w, &strict);
    }

    /// The catch-all of each enum's rule: the constraint every field carrying
    /// it declares, or the bare wire type when they differ (those fields then
    /// narrow it with `.and`).
    fn enum_catch_alls(&self) -> Vec<String> {
        let m = self.m;
        let mut uses: Vec<Vec<String>> = vec![Vec::new(); m.enums.len()];
        fn walk(m: &Model, v: &Value, uses: &mut Vec<Vec<String>>) {
            match &v.ty {
                Type::Enum(e) => {
                    let c = catch_all(m.enum_def(*e), v).s;
                    if !uses[e.0].contains(&c) {
                        uses[e.0].push(c);
                    }
                }
                Type::Array(x) => walk(m, x, uses),
                Type::Tuple(vs) | Type::Union(vs) => vs.iter().for_each(|x| walk(m, x, uses)),
                Type::Map { key, value } => {
                    walk(m, key, uses);
                    walk(m, value, uses);
                }
                _ => {}
            }
        }
        for (_, b) in m.bodies() {
            for f in &b.fields {
                walk(m, &f.value, &mut uses);
            }
        }
        for f in &m.envelope.fields {
            walk(m, &f.value, &mut uses);
        }
        m.enums
            .iter()
            .zip(uses)
            .map(|(e, u)| match u.as_slice() {
                [one] => one.clone(),
                _ => wire(e).to_string(),
            })
            .collect()
    }

    fn enum_rule(&mut self, w: &mut String, id: EnumId, e: &EnumDef) {
        let en = rule_name(&e.name);
        self.claim(&en, format!("enum {}", e.name));
        for v in &e.values {
            self.claim(
                &format!("{en}-{}", rule_name(&v.name)),
                format!("enum {} value {}", e.name, v.name),
            );
        }
        let mut note = format!("{} {}", e.section, e.name);
        if e.wire == EnumWire::Tstr {
            note.push_str(" (text tokens)");
        }
        if let Some((lo, hi)) = e.unassigned {
            let _ = write!(note, "; 0x{lo:02X}–0x{hi:02X} unassigned");
        }
        if let Some((lo, hi)) = e.private_use {
            let _ = write!(note, "; 0x{lo:02X}–0x{hi:02X} private use");
        }
        comment(w, &note);
        let mut alts: Vec<String> = e
            .values
            .iter()
            .map(|v| format!("{en}-{}", rule_name(&v.name)))
            .collect();
        let meaning = one_line(&e.unrecognized.meaning);
        match &e.unrecognized.reject {
            Some(r) => comment(
                w,
                &format!(
                    "strict enum: an unrecognized value is refused (unknown-enum-value, {}, {}): {meaning}",
                    r.basis, r.section
                ),
            ),
            None => {
                let how = match (e.unrecognized.treat_as, e.unrecognized.ignore) {
                    (Some(i), _) => format!(" (treated as {})", e.values[i].name),
                    (None, true) => " (ignored)".to_string(),
                    _ => String::new(),
                };
                comment(
                    w,
                    &format!("an unrecognized value is accepted{how}: {meaning}"),
                );
                self.claim(
                    &format!("{en}-unrecognized"),
                    format!("enum {} catch-all", e.name),
                );
                alts.push(format!("{en}-unrecognized"));
            }
        }
        choice_rule(w, &en, &alts);
        for v in &e.values {
            let _ = writeln!(
                w,
                "{en}-{} = {}",
                rule_name(&v.name),
                lit(&v.raw.to_lit(), None)
            );
        }
        if !e.is_strict() {
            let _ = writeln!(w, "{en}-unrecognized = {}", self.enum_catch[id.0]);
        }
    }

    fn flags_rule(&mut self, w: &mut String, f: &FlagsDef) {
        let name = rule_name(&f.name);
        let bits = format!("{name}-bits");
        self.claim(&name, format!("flags {}", f.name));
        self.claim(&bits, format!("flags {} bits", f.name));
        let r = &f.reserved;
        let listed: Vec<String> = f
            .bits
            .iter()
            .map(|b| format!("{} ({})", b.name, b.bit))
            .collect();
        let named = if listed.is_empty() {
            "none".to_string()
        } else {
            listed.join(", ")
        };
        if f.reserved_ignored {
            // A receiver ignores reserved bits: any uint of the field's range.
            comment(
                w,
                &format!(
                    "{} {}: named bits {named}; any other bit is reserved: a sender sends it as 0, a receiver ignores it ({}: {})",
                    f.section,
                    f.name,
                    r.section,
                    one_line(&r.clause)
                ),
            );
            let _ = writeln!(w, "{name} = uint");
            let members: Vec<String> = f
                .bits
                .iter()
                .map(|b| format!("{}: {}", rule_name(&b.name), b.bit))
                .collect();
            let _ = writeln!(w, "{bits} = &( {} )", members.join(", "));
            return;
        }
        comment(
            w,
            &format!(
                "{} {}: named bits {named}; any other bit is reserved and refused (reserved-flags, {}, {}: {})",
                f.section,
                f.name,
                r.basis,
                r.section,
                one_line(&r.clause)
            ),
        );
        let mask = f.known_mask;
        if mask & mask.wrapping_add(1) == 0 {
            // Named bits 0..k: `.bits` is exactly `.le mask`, which every validator
            // gets right (the `cddl` crate 0.10.7 reads `.bits` as "some listed bit set").
            comment(
                w,
                &format!("{name} is `uint .bits {bits}`, written as the equivalent bound"),
            );
            let _ = writeln!(w, "{name} = uint .le {mask}");
        } else {
            let _ = writeln!(w, "{name} = uint .bits {bits}");
        }
        let members: Vec<String> = f
            .bits
            .iter()
            .map(|b| format!("{}: {}", rule_name(&b.name), b.bit))
            .collect();
        let _ = writeln!(w, "{bits} = &( {} )", members.join(", "));
    }
}

// ------------------------------------------------------------------ helpers

/// `name = { … }`, one aligned entry a line with its comment.
fn write_map(w: &mut String, name: &str, entries: &[(String, String)]) {
    let width = entries.iter().map(|(e, _)| e.len()).max().unwrap_or(0);
    let _ = writeln!(w, "{name} = {{");
    for (e, c) in entries {
        let _ = writeln!(w, "  {e:<width$}  ; {}", one_line(c));
    }
    let _ = writeln!(w, "}}");
}

/// The `not expressed in CDDL` comments under a map rule: its unfolded rules
/// and the checks CDDL cannot state, then its cross-frame rules per request.
fn not_expressed(w: &mut String, m: &Model, body: &Body, kind: Kind, folded: &Folded) {
    let (plain, cross) = unfolded_rules(m, body, folded);
    let mut parts = Vec::new();
    if !plain.is_empty() {
        parts.push(format!("rules {}", plain.join(", ")));
    }
    parts.extend(unstated_checks(m, body, kind));
    if !parts.is_empty() {
        comment(w, &format!("not expressed in CDDL: {}", parts.join("; ")));
    }
    for (req, items) in &cross {
        comment(
            w,
            &format!(
                "not expressed in CDDL, cross-frame (checked against the {req} request): {}",
                items.join(", ")
            ),
        );
    }
}

/// The rules not folded into the map's types: plain ones, and cross-frame
/// ones by the name of their request frame.
fn unfolded_rules(
    m: &Model,
    body: &Body,
    folded: &Folded,
) -> (Vec<String>, BTreeMap<String, Vec<String>>) {
    let mut plain = Vec::new();
    let mut cross: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for (i, r) in body.rules.iter().enumerate() {
        if folded.expressed.contains(&i) {
            continue;
        }
        let item = format!("{} ({}, {})", r.id, r.section, r.basis);
        match &r.kind {
            RuleKind::CrossFrame { request, .. }
            | RuleKind::CrossAbsentUnless { request, .. }
            | RuleKind::CrossRelation { request, .. } => cross
                .entry(m.frame(*request).name.clone())
                .or_default()
                .push(item),
            _ => plain.push(item),
        }
    }
    (plain, cross)
}

/// The wire-level checks CDDL cannot state: shortest floats, the CBOR subset
/// inside opaque values, and a frame's encoding and size limits.
fn unstated_checks(m: &Model, body: &Body, kind: Kind) -> Vec<String> {
    let mut also = Vec::new();
    let shown = |f: &&Field| !(kind == Kind::FrameBody && f.role.is_some());
    let floats: Vec<&str> = body
        .fields
        .iter()
        .filter(shown)
        .filter(|f| has_float(&f.value.ty))
        .map(|f| f.name.as_str())
        .collect();
    if !floats.is_empty() {
        also.push(format!("the shortest-float form of {}", floats.join(", ")));
    }
    let opaque: Vec<&str> = body
        .fields
        .iter()
        .filter(shown)
        .filter(|f| has_opaque(&f.value.ty))
        .map(|f| f.name.as_str())
        .collect();
    if !opaque.is_empty() {
        also.push(format!(
            "the CBOR subset (no tags or other simple values{}) inside {}",
            if m.floats.declared { "" } else { ", no floats" },
            opaque.join(", ")
        ));
    }
    if let Kind::Frame(_) = kind {
        also.push(format!(
            "deterministic encoding, depth ≤ {}, payload ≤ {} bytes (header)",
            m.limits.max_depth, m.limits.max_payload
        ));
    }
    also
}

/// Strict-basis faults: (where, what).
type Faults = Vec<(String, &'static str)>;

/// `; strict basis (…): a (length, item types), b (range), rule x`.
fn strict_comment(w: &mut String, faults: &Faults) {
    let mut grouped: Vec<(String, Vec<&str>)> = Vec::new();
    for (path, what) in faults {
        match grouped.iter_mut().find(|(p, _)| p == path) {
            Some((_, v)) => {
                if !what.is_empty() && !v.contains(what) {
                    v.push(what);
                }
            }
            None => grouped.push((
                path.clone(),
                [*what].into_iter().filter(|x| !x.is_empty()).collect(),
            )),
        }
    }
    if grouped.is_empty() {
        return;
    }
    let items: Vec<String> = grouped
        .into_iter()
        .map(|(p, v)| {
            if v.is_empty() {
                p
            } else {
                format!("{p} ({})", v.join(", "))
            }
        })
        .collect();
    comment(
        w,
        &format!(
            "strict basis (the minimum profile accepts these faults): {}",
            items.join(", ")
        ),
    );
}

/// The rules of a body that CDDL can state, folded into its fields' types.
fn fold_rules(body: &Body) -> Folded {
    let mut f = Folded::default();
    for (i, r) in body.rules.iter().enumerate() {
        let folded = match &r.kind {
            RuleKind::ValueIn {
                field,
                values,
                negate: false,
            } => scalar(&body.field(*field).value.ty) && fold_allowed(&mut f, *field, values),
            RuleKind::Const { field, value } => {
                scalar(&body.field(*field).value.ty)
                    && fold_allowed(&mut f, *field, std::slice::from_ref(value))
            }
            RuleKind::Relation {
                left,
                op,
                right,
                when: None,
            } => fold_bound(&mut f, body, left, *op, right),
            _ => false,
        };
        if folded {
            f.expressed.insert(i);
        }
    }
    f
}

/// A relation between an integer field and a constant, as a bound on the
/// field; false (and nothing changed) for any other relation.
fn fold_bound(f: &mut Folded, body: &Body, left: &Expr, op: CmpOp, right: &Expr) -> bool {
    let (field, op, c) = match (left, right) {
        (Expr::Field(x), Expr::Const(c)) => (*x, op, *c),
        (Expr::Const(c), Expr::Field(x)) => (*x, mirror(op), *c),
        _ => return false,
    };
    let integer = matches!(
        body.field(field).value.ty,
        Type::Uint | Type::Int | Type::Nint
    );
    if !integer || f.allowed.contains_key(&field.0) {
        return false;
    }
    let (lo, hi) = match op {
        CmpOp::Lt => (i128::MIN, c.saturating_sub(1)),
        CmpOp::Le => (i128::MIN, c),
        CmpOp::Eq => (c, c),
        CmpOp::Ge => (c, i128::MAX),
        CmpOp::Gt => (c.saturating_add(1), i128::MAX),
        CmpOp::Ne | CmpOp::Subset => return false,
    };
    let e = f.bounds.entry(field.0).or_insert((i128::MIN, i128::MAX));
    *e = (e.0.max(lo), e.1.min(hi));
    true
}

/// Intersect a field's allowed values with `values`; false (and nothing
/// changed) when the intersection would be empty or bounds are already folded.
fn fold_allowed(f: &mut Folded, field: FieldId, values: &[Lit]) -> bool {
    if f.bounds.contains_key(&field.0) {
        return false;
    }
    let next: Vec<Lit> = match f.allowed.get(&field.0) {
        None => values.to_vec(),
        Some(prev) => prev
            .iter()
            .filter(|x| values.contains(x))
            .cloned()
            .collect(),
    };
    if next.is_empty() {
        return false;
    }
    f.allowed.insert(field.0, next);
    true
}

/// Whether a float can appear here (directly, not inside records or opaque content).
fn has_float(t: &Type) -> bool {
    match t {
        Type::Float => true,
        Type::Array(v) => has_float(&v.ty),
        Type::Tuple(vs) | Type::Union(vs) => vs.iter().any(|v| has_float(&v.ty)),
        Type::Map { key, value } => has_float(&key.ty) || has_float(&value.ty),
        _ => false,
    }
}

/// Whether opaque content (`any`, an opaque map) can appear here.
fn has_opaque(t: &Type) -> bool {
    match t {
        Type::Any | Type::UintKeyedMap | Type::AnyKeyedMap => true,
        Type::Array(v) => has_opaque(&v.ty),
        Type::Tuple(vs) | Type::Union(vs) => vs.iter().any(|v| has_opaque(&v.ty)),
        Type::Map { key, value } => has_opaque(&key.ty) || has_opaque(&value.ty),
        _ => false,
    }
}

fn scalar(t: &Type) -> bool {
    matches!(
        t,
        Type::Uint | Type::Nint | Type::Int | Type::Float | Type::Tstr | Type::Bool | Type::Enum(_)
    )
}

fn mirror(op: CmpOp) -> CmpOp {
    match op {
        CmpOp::Lt => CmpOp::Gt,
        CmpOp::Le => CmpOp::Ge,
        CmpOp::Ge => CmpOp::Le,
        CmpOp::Gt => CmpOp::Lt,
        o => o,
    }
}

fn wire(e: &EnumDef) -> &'static str {
    match e.wire {
        EnumWire::Uint => "uint",
        EnumWire::Tstr => "tstr",
    }
}

/// The catch-all an unrecognized value of a non-strict enum falls into, at one use.
fn catch_all(e: &EnumDef, v: &Value) -> Ty {
    match e.wire {
        EnumWire::Uint => int_type("uint", 0, U64_MAX, int_bounds(v.range, None)),
        EnumWire::Tstr => Ty::atom("tstr"),
    }
}

fn int_bounds(range: Option<(Bound, Bound)>, extra: Option<(i128, i128)>) -> Option<(i128, i128)> {
    let r = range.map(|(lo, hi)| {
        (
            lo.as_int().unwrap_or(lo.as_f64().ceil() as i128),
            hi.as_int().unwrap_or(hi.as_f64().floor() as i128),
        )
    });
    match (r, extra) {
        (None, x) | (x, None) => x,
        (Some(a), Some(b)) => Some((a.0.max(b.0), a.1.min(b.1))),
    }
}

/// An integer type narrowed to `[lo, hi]` (clamped to the type's own range).
fn int_type(base: &str, min: i128, max: i128, bounds: Option<(i128, i128)>) -> Ty {
    let Some((lo, hi)) = bounds else {
        return Ty::atom(base);
    };
    let (lo, hi) = (lo.max(min), hi.min(max));
    if lo == min && hi == max {
        return Ty::atom(base);
    }
    match base {
        "uint" if lo == 0 => Ty::ctl(format!("uint .le {hi}")),
        "uint" | "int" if hi == max => Ty::ctl(format!("{base} .ge {lo}")),
        "nint" | "int" if lo == min => Ty::ctl(format!("{base} .le {hi}")),
        // Both sides; `nint` with a lower bound is `lo..-1`.
        _ => Ty::ctl(format!("{lo}..{hi}")),
    }
}

fn float_type(range: Option<(Bound, Bound)>) -> Ty {
    let Some((lo, hi)) = range else {
        return Ty::atom("float");
    };
    let (lo, hi) = (lo.as_f64(), hi.as_f64());
    match (lo.is_finite(), hi.is_finite()) {
        (true, true) => Ty::ctl(format!("{}..{}", float_lit(lo), float_lit(hi))),
        (true, false) if hi > 0.0 => Ty::ctl(format!("float .ge {}", float_lit(lo))),
        (false, true) if lo < 0.0 => Ty::ctl(format!("float .le {}", float_lit(hi))),
        _ => Ty::atom("float"),
    }
}

/// A CDDL float literal (always with a fraction, so it is not an integer).
fn float_lit(x: f64) -> String {
    let s = format!("{x:?}");
    if s.contains('.') {
        s
    } else if let Some((mant, exp)) = s.split_once('e') {
        format!("{mant}.0e{exp}")
    } else {
        format!("{s}.0")
    }
}

/// Bounds of a length with `non_empty` applied (None: unconstrained).
fn effective_len(len: Option<(u64, Option<u64>)>, non_empty: bool) -> Option<(u64, Option<u64>)> {
    let (lo, hi) = len.unwrap_or((0, None));
    let lo = if non_empty { lo.max(1) } else { lo };
    if lo == 0 && hi.is_none() {
        None
    } else {
        Some((lo, hi))
    }
}

fn string_type(base: &str, len: Option<(u64, Option<u64>)>) -> Ty {
    match len {
        None => Ty::atom(base),
        Some((lo, Some(hi))) if lo == hi => Ty::ctl(format!("{base} .size {lo}")),
        Some((lo, hi)) => Ty::ctl(format!("{base} .size ({lo}..{})", hi.unwrap_or(u64::MAX))),
    }
}

/// An occurrence indicator for `len` items / entries.
fn occurrence(len: Option<(u64, Option<u64>)>) -> String {
    match len {
        None | Some((0, None)) => "*".into(),
        Some((1, None)) => "+".into(),
        Some((lo, None)) => format!("{lo}*"),
        Some((lo, Some(hi))) => format!("{lo}*{hi}"),
    }
}

fn choice(alts: Vec<String>) -> Ty {
    if alts.len() == 1 {
        let s = alts.into_iter().next().unwrap_or_default();
        // A single literal or name.
        Ty::atom(s)
    } else {
        Ty {
            s: alts.join(" / "),
            p: Prec::Choice,
        }
    }
}

/// A literal (an enum's raw value by its rule name when the enum names it).
fn lit(l: &Lit, en: Option<&EnumDef>) -> String {
    if let Some(e) = en {
        let named = match l {
            Lit::Uint(v) => e.name_of(*v),
            Lit::Text(t) => e.name_of_token(t),
            _ => None,
        };
        if let Some(n) = named {
            return format!("{}-{}", rule_name(&e.name), rule_name(n));
        }
    }
    match l {
        Lit::Uint(v) => v.to_string(),
        Lit::Int(v) => v.to_string(),
        Lit::Float(x) => float_lit(*x),
        Lit::Bool(b) => b.to_string(),
        Lit::Text(t) => {
            let mut s = String::from("\"");
            for c in t.chars() {
                match c {
                    '"' | '\\' => {
                        s.push('\\');
                        s.push(c);
                    }
                    c if (c as u32) < 0x20 || c == '\u{7f}' => {
                        let _ = write!(s, "\\u{:04x}", c as u32);
                    }
                    c => s.push(c),
                }
            }
            s.push('"');
            s
        }
    }
}

/// `name = a / b / …`, continued on indented lines past [`WIDTH`] columns.
fn choice_rule(w: &mut String, name: &str, alts: &[String]) {
    let mut line = format!("{name} = ");
    let mut first = true;
    for a in alts {
        let piece = if first { a.clone() } else { format!(" / {a}") };
        if !first && line.len() + piece.len() > WIDTH {
            let _ = writeln!(w, "{line}");
            line = format!("  / {a}");
        } else {
            line.push_str(&piece);
        }
        first = false;
    }
    let _ = writeln!(w, "{line}");
}

/// A comment, wrapped at [`WIDTH`] columns.
fn comment(w: &mut String, text: &str) {
    let text = one_line(text);
    let mut line = String::from(";");
    for word in text.split(' ').filter(|s| !s.is_empty()) {
        if line.len() > 1 && line.len() + 1 + word.len() > WIDTH {
            let _ = writeln!(w, "{line}");
            line = String::from(";");
        }
        line.push(' ');
        line.push_str(word);
    }
    let _ = writeln!(w, "{line}");
}

fn one_line(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// RFC 8610 `id`: `EALPHA *(*("-" / ".") (EALPHA / DIGIT))`.
fn is_ident(s: &str) -> bool {
    let ealpha = |c: char| c.is_ascii_alphabetic() || matches!(c, '@' | '_' | '$');
    let mut chars = s.chars();
    match chars.next() {
        Some(c) if ealpha(c) => {}
        _ => return false,
    }
    let last = s.chars().last().unwrap_or('-');
    s.chars()
        .all(|c| ealpha(c) || c.is_ascii_digit() || c == '-' || c == '.')
        && last != '-'
        && last != '.'
}
