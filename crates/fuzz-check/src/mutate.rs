//! Single-fault mutation classes. Each takes a payload both sides accept under
//! the strict profile (a generated frame, canonical) and puts exactly ONE fault
//! into it by byte surgery ([`npamp_testkit::span`]), located with a typed walk of the
//! payload against the `Model`. Each class implies one [`RuleName`] (the
//! `unknown-key` class implies acceptance) whose basis the class computes from
//! the model itself, so that the expectation does not come from either side:
//!
//! * under a profile that refuses the basis, both sides must report the rule;
//! * under one that does not (a `strict` basis, the minimum profile), the
//!   fault is skipped: [`Skipped`] says what must happen then.

use crate::Chan;
use ciborium::Value as V;
use npamp_oracle::encode_value;
use npamp_schema::{
    Basis, Body, EnumWire, EnvRole, Field, Frame, Group, Lit, Model, Presence, RuleKind, RuleName,
    Type, Value,
};
use npamp_testkit::cbor;
use npamp_testkit::model::{self, cond_holds, int_range, lit_value};
use npamp_testkit::span::{self, Grammar, Node};
use std::cell::{Cell, RefCell};

/// Every class, by name, with the rule it implies (`None`: acceptance).
pub const CLASSES: &[(&str, Option<RuleName>)] = &[
    ("shortest-form", Some(RuleName::ShortestForm)),
    ("key-order", Some(RuleName::KeyOrder)),
    ("duplicate-key", Some(RuleName::DuplicateKey)),
    ("indefinite-length", Some(RuleName::IndefiniteLength)),
    ("truncated", Some(RuleName::Truncated)),
    ("trailing-bytes", Some(RuleName::TrailingBytes)),
    ("invalid-utf8", Some(RuleName::InvalidUtf8)),
    ("reserved-ai", Some(RuleName::ReservedAi)),
    ("break", Some(RuleName::Break)),
    ("float-not-shortest", Some(RuleName::FloatNotShortest)),
    ("tag", Some(RuleName::Tag)),
    ("simple-value", Some(RuleName::SimpleValue)),
    ("float", Some(RuleName::Float)),
    ("float-non-finite", Some(RuleName::FloatNonFinite)),
    ("depth", Some(RuleName::Depth)),
    ("max-payload", Some(RuleName::MaxPayload)),
    ("not-a-map", Some(RuleName::NotAMap)),
    ("key-type", Some(RuleName::KeyType)),
    ("unknown-negative-key", Some(RuleName::UnknownNegativeKey)),
    ("unknown-frame-type", Some(RuleName::UnknownFrameType)),
    ("missing-required", Some(RuleName::MissingRequired)),
    ("null-required", Some(RuleName::MissingRequired)),
    ("null-wrong-type", Some(RuleName::WrongType)),
    ("empty", Some(RuleName::Empty)),
    ("wrong-type", Some(RuleName::WrongType)),
    ("item-type", Some(RuleName::ItemType)),
    ("nested-key-type", Some(RuleName::NestedKeyType)),
    ("frame-kind-mismatch", Some(RuleName::FrameKindMismatch)),
    ("forbidden", Some(RuleName::Forbidden)),
    ("range", Some(RuleName::Range)),
    ("len", Some(RuleName::Len)),
    ("unknown-enum-value", Some(RuleName::UnknownEnumValue)),
    ("reserved-flags", Some(RuleName::ReservedFlags)),
    ("schema-rule", None), // the rule is the violated schema rule's kind (see `Mutant::rule`)
    ("unknown-key", None),
];

/// What must happen when the profile does not refuse the class's basis.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Skipped {
    /// Accepted, with the unmutated payload as canonical form (an ignored key).
    AcceptBase,
    /// Accepted (the fault sits in content copied byte for byte).
    Accept,
    /// Only: not this rule (checking goes on and may find something else).
    NotThisRule,
}

/// One mutated input.
#[derive(Debug, Clone)]
pub struct Mutant {
    pub class: &'static str,
    pub frame_type: u16,
    pub bytes: Vec<u8>,
    /// `None`: must be accepted under both profiles with the base as canonical form.
    pub rule: Option<RuleName>,
    /// For `schema-rule`: the violated rule's id; a rule of the same body
    /// listed before it may be reported instead (`earlier`).
    pub rule_id: Option<String>,
    pub earlier: Vec<String>,
    pub basis: Basis,
    pub skipped: Skipped,
}

/// Where a value sits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Level {
    /// A declared key's value (payload or record).
    Key,
    /// A tuple's positional element.
    TupleElem,
    /// An array item or a typed map's value.
    Elem,
}

/// A typed value in the payload.
#[derive(Debug, Clone)]
pub struct Site<'n, 'm> {
    pub node: &'n Node,
    pub value: &'m Value,
    pub field: &'m Field,
    pub level: Level,
    /// Nesting level of the value (payload = 1).
    pub depth: usize,
}

/// A map in the payload.
#[derive(Debug, Clone)]
pub enum MapSite<'n, 'm> {
    /// The payload or a record (a typed key table).
    Body {
        node: &'n Node,
        body: &'m Body,
        top: bool,
    },
    UintKeyed(&'n Node),
    /// Any other map (typed maps, any-keyed maps, `any` content): order only.
    Other(&'n Node),
}

impl<'n> MapSite<'n, '_> {
    pub fn node(&self) -> &'n Node {
        match self {
            MapSite::Body { node, .. } | MapSite::UintKeyed(node) | MapSite::Other(node) => node,
        }
    }
}

/// The typed walk of a payload.
#[derive(Debug, Default)]
pub struct Walk<'n, 'm> {
    pub sites: Vec<Site<'n, 'm>>,
    pub maps: Vec<MapSite<'n, 'm>>,
    /// Every node that is a map key (no surgery on those).
    pub keys: Vec<&'n Node>,
}

fn walk_body<'n, 'm>(
    m: &'m Model,
    body: &'m Body,
    node: &'n Node,
    depth: usize,
    top: bool,
    w: &mut Walk<'n, 'm>,
) {
    w.maps.push(MapSite::Body { node, body, top });
    for (k, v) in node.entries() {
        w.keys.push(k);
        if k.major != 0 {
            continue;
        }
        let Some(f) = body.field_by_key(k.arg) else {
            continue;
        };
        if f.presence == Presence::Absent || v.is_null() {
            continue;
        }
        w.sites.push(Site {
            node: v,
            value: &f.value,
            field: f,
            level: Level::Key,
            depth: depth + 1,
        });
        walk_value(m, &f.value, f, v, depth + 1, w);
    }
}

fn walk_value<'n, 'm>(
    m: &'m Model,
    value: &'m Value,
    field: &'m Field,
    node: &'n Node,
    depth: usize,
    w: &mut Walk<'n, 'm>,
) {
    match &value.ty {
        Type::Array(item) if node.major == 4 => {
            for c in &node.children {
                w.sites.push(Site {
                    node: c,
                    value: item,
                    field,
                    level: Level::Elem,
                    depth: depth + 1,
                });
                walk_value(m, item, field, c, depth + 1, w);
            }
        }
        Type::Tuple(vs) if node.major == 4 => {
            for (c, v) in node.children.iter().zip(vs) {
                w.sites.push(Site {
                    node: c,
                    value: v,
                    field,
                    level: Level::TupleElem,
                    depth: depth + 1,
                });
                walk_value(m, v, field, c, depth + 1, w);
            }
        }
        Type::Record(r) if node.major == 5 => {
            walk_body(m, &m.record(*r).body, node, depth, false, w)
        }
        Type::FrameBody(f) if node.major == 5 => {
            walk_body(m, &m.frame(*f).body, node, depth, false, w)
        }
        Type::Map { key, value: val } if node.major == 5 => {
            w.maps.push(MapSite::Other(node));
            for (k, v) in node.entries() {
                w.keys.push(k);
                walk_value(m, key, field, k, depth + 1, w);
                w.sites.push(Site {
                    node: v,
                    value: val,
                    field,
                    level: Level::Elem,
                    depth: depth + 1,
                });
                walk_value(m, val, field, v, depth + 1, w);
            }
        }
        Type::Union(alts) => {
            if let Some(a) = alts.iter().find(|a| admits(m, &a.ty, node)) {
                walk_value(m, a, field, node, depth, w);
            }
        }
        Type::UintKeyedMap if node.major == 5 => {
            w.maps.push(MapSite::UintKeyed(node));
            opaque(node, w);
        }
        _ => opaque(node, w),
    }
}

/// Maps inside opaque content: their keys are keys too.
fn opaque<'n>(node: &'n Node, w: &mut Walk<'n, '_>) {
    if node.major == 5 {
        if !w.maps.iter().any(|m| std::ptr::eq(m.node(), node)) {
            w.maps.push(MapSite::Other(node));
        }
        for (k, v) in node.entries() {
            w.keys.push(k);
            opaque(k, w);
            opaque(v, w);
        }
    } else {
        for c in &node.children {
            opaque(c, w);
        }
    }
}

/// Whether `node` has a major type (and simple value) of `ty`.
pub fn admits(m: &Model, ty: &Type, node: &Node) -> bool {
    match ty {
        Type::Bool => node.major == 7 && (node.arg == 20 || node.arg == 21),
        Type::Float => node.major == 7 && node.is_float(),
        Type::Union(alts) => alts.iter().any(|a| admits(m, &a.ty, node)),
        Type::Tuple(_) | Type::Array(_) => node.major == 4,
        t => t.majors(m).contains(&node.major),
    }
}

/// The typed walk of `root` (a payload of `frame`).
pub fn walk<'n, 'm>(m: &'m Model, frame: &'m Frame, root: &'n Node) -> Walk<'n, 'm> {
    let mut w = Walk::default();
    if root.major == 5 {
        walk_body(m, &frame.body, root, 1, true, &mut w);
    }
    w
}

fn table_basis(m: &Model, rule: RuleName) -> Basis {
    let g = rule.group();
    if g.in_checks_table() {
        m.check(g).basis
    } else {
        Basis::Must
    }
}

fn is_key(w: &Walk<'_, '_>, n: &Node) -> bool {
    w.keys.iter().any(|k| std::ptr::eq(*k, n))
}

/// The encoded key sorting after every key of `map` and bigger than any
/// declared key: an unknown non-negative key.
fn unknown_key(m: &Model, map: &Node, buf: &[u8]) -> Option<Vec<u8>> {
    let max = m
        .frames
        .iter()
        .flat_map(|f| f.body.fields.iter().map(|x| x.key))
        .chain(
            m.records
                .iter()
                .flat_map(|r| r.body.fields.iter().map(|x| x.key)),
        )
        .max()
        .unwrap_or(0);
    let k = cbor::uint(max.saturating_add(1).max(99));
    let last_ok = map
        .entries()
        .last()
        .is_none_or(|(lk, _)| buf.get(lk.start..lk.end).unwrap_or_default() < &k[..]);
    last_ok.then_some(k)
}

/// `buf` with entry `key ++ value` inserted into `map` at its sorted place
/// (`None` when `map` has that key already).
fn insert_sorted(buf: &[u8], map: &Node, key: &[u8], value: &[u8]) -> Option<Vec<u8>> {
    let mut before = None;
    for (k, _) in map.entries() {
        let kb = k.bytes(buf);
        if kb == key {
            return None;
        }
        if kb > key {
            before = Some(k);
            break;
        }
    }
    let mut entry = key.to_vec();
    entry.extend_from_slice(value);
    Some(span::insert_entry(buf, map, before, &entry))
}

thread_local! {
    /// The last oversized payload's buffer, handed back by [`recycle`], with
    /// the end of the part [`oversized`] wrote (past it: filler).
    static OVERSIZED: RefCell<Option<(Vec<u8>, usize)>> = const { RefCell::new(None) };
    /// The buffer [`oversized`] handed out last (its address) and the end of
    /// its written part.
    static HANDED_OUT: Cell<(usize, usize)> = const { Cell::new((0, 0)) };
}

/// `prefix`, then a bstr head and filler bytes `0x5a` up to exactly `total`
/// bytes. The buffer of the last such payload is reused when it comes back
/// through [`recycle`] (only its written part is rewritten): a fresh one per
/// execution was a megabyte written and copied each time.
fn oversized(prefix: &[u8], total: usize) -> Option<Vec<u8>> {
    let room = total.checked_sub(prefix.len())?;
    // The bstr head whose size h leaves room - h content bytes (a head is
    // 1, 2, 3, 5 or 9 bytes long, and its size depends on the content length).
    let head = [1, 2, 3, 5, 9].into_iter().find_map(|h| {
        let head = cbor::head(2, u64::try_from(room.checked_sub(h)?).ok()?);
        (head.len() == h).then_some(head)
    })?;
    let h = head.len();
    let (mut buf, dirty) = OVERSIZED
        .with(|c| c.borrow_mut().take())
        .filter(|(b, _)| b.len() == total)
        .unwrap_or_else(|| (vec![0x5a; total], 0));
    let end = prefix.len() + h;
    buf.get_mut(..prefix.len())?.copy_from_slice(prefix);
    buf.get_mut(prefix.len()..end)?.copy_from_slice(&head);
    if dirty > end {
        buf.get_mut(end..dirty)?.fill(0x5a);
    }
    HANDED_OUT.set((buf.as_ptr() as usize, end));
    Some(buf)
}

/// Give a mutant's bytes back once it is judged: an oversized payload's
/// buffer is kept for the next one ([`oversized`]); anything else is dropped.
pub fn recycle(m: Mutant) {
    let (ptr, end) = HANDED_OUT.get();
    if m.class == "max-payload" && m.bytes.as_ptr() as usize == ptr {
        OVERSIZED.with(|c| *c.borrow_mut() = Some((m.bytes, end)));
    }
}

/// Picks driven by the fuzz input.
pub trait Pick {
    fn below(&mut self, n: usize) -> usize;
}

impl Pick for arbitrary::Unstructured<'_> {
    fn below(&mut self, n: usize) -> usize {
        if n <= 1 {
            0
        } else {
            usize::from(self.arbitrary::<u16>().unwrap_or(0)) % n
        }
    }
}

fn pick<'x, T>(p: &mut dyn Pick, v: &'x [T]) -> Option<&'x T> {
    if v.is_empty() {
        None
    } else {
        v.get(p.below(v.len()))
    }
}

const WRONG: &[&[u8]] = &[
    &[0x00],
    &[0x20],
    &[0x41, 0x61],
    &[0x61, 0x61],
    &[0x80],
    &[0xa0],
    &[0xf4],
];

struct Ctx<'a, 'n, 'm> {
    chan: &'a Chan,
    frame: &'m Frame,
    base: &'a [u8],
    root: &'n Node,
    w: Walk<'n, 'm>,
}

impl Ctx<'_, '_, '_> {
    fn m(&self) -> &Model {
        self.chan.model()
    }
    fn mk(
        &self,
        class: &'static str,
        bytes: Vec<u8>,
        rule: RuleName,
        basis: Basis,
        skipped: Skipped,
    ) -> Mutant {
        Mutant {
            class,
            frame_type: self.frame.code,
            bytes,
            rule: Some(rule),
            rule_id: None,
            earlier: Vec::new(),
            basis,
            skipped,
        }
    }
    fn table(
        &self,
        class: &'static str,
        bytes: Vec<u8>,
        rule: RuleName,
        skipped: Skipped,
    ) -> Mutant {
        self.mk(class, bytes, rule, table_basis(self.m(), rule), skipped)
    }
    /// The base with `unknown key -> value` appended to the payload map.
    fn with_unknown(&self, value: &[u8]) -> Option<Vec<u8>> {
        let k = unknown_key(self.m(), self.root, self.base)?;
        insert_sorted(self.base, self.root, &k, value)
    }
    fn nodes(&self) -> Vec<&Node> {
        let mut v = Vec::new();
        self.root.walk(&mut v);
        v
    }
}

/// A subset item (one of ITEMS) in place of a declared value: refused with
/// RULE by the profiles that refuse the subset; under the others an opaque
/// (`any`) value keeps it byte for byte, a typed one meets its type check.
/// Values of fields whose inner keys are ignored (`ignore_inner`) read
/// without the subset, and are not candidates.
fn subset_item(
    cx: &Ctx<'_, '_, '_>,
    p: &mut dyn Pick,
    name: &'static str,
    items: &[&[u8]],
    rule: RuleName,
) -> Option<Mutant> {
    let sites: Vec<&Site> =
        cx.w.sites
            .iter()
            .filter(|s| s.field.ignore_inner.is_none() && s.field.role.is_none())
            .collect();
    let s = pick(p, &sites)?;
    let skipped = if s.value.ty == Type::Any {
        Skipped::Accept
    } else {
        Skipped::NotThisRule
    };
    let b = span::replace(cx.base, s.node, pick(p, items)?);
    Some(cx.table(name, b, rule, skipped))
}

/// Apply class `class` (an index into [`CLASSES`]) to `base`, a payload of
/// `frame` accepted by both sides under the strict profile. `None` when the
/// class does not apply to this payload.
pub fn apply(
    chan: &Chan,
    frame: &Frame,
    base: &[u8],
    class: usize,
    p: &mut dyn Pick,
) -> Option<Mutant> {
    let root = span::parse_with(base, Grammar::SUBSET)?;
    let w = walk(chan.model(), frame, &root);
    let cx = Ctx {
        chan,
        frame,
        base,
        root: &root,
        w,
    };
    let (name, _) = *CLASSES.get(class)?;
    build(&cx, name, p)
}

fn build(cx: &Ctx<'_, '_, '_>, name: &'static str, p: &mut dyn Pick) -> Option<Mutant> {
    let m = cx.m();
    let base = cx.base;
    match name {
        "shortest-form" => {
            let nodes: Vec<&Node> = cx
                .nodes()
                .into_iter()
                .filter(|n| n.major <= 5 && n.arg <= 0xffff_ffff && !is_key(&cx.w, n))
                .collect();
            let n = pick(p, &nodes)?;
            let h = cbor::head_wide(n.major, n.arg)?;
            Some(cx.table(
                name,
                span::splice(base, n.start, n.hdr_end, &h),
                RuleName::ShortestForm,
                Skipped::NotThisRule,
            ))
        }
        "key-order" => {
            let maps: Vec<&Node> =
                cx.w.maps
                    .iter()
                    .map(MapSite::node)
                    .filter(|n| n.arg >= 2)
                    .collect();
            let mp = pick(p, &maps)?;
            let es: Vec<(&Node, &Node)> = mp.entries().collect();
            let i = p.below(es.len() - 1);
            let (a, b) = (es.get(i)?, es.get(i + 1)?);
            Some(cx.table(
                name,
                span::swap_entries(base, *a, *b),
                RuleName::KeyOrder,
                Skipped::NotThisRule,
            ))
        }
        "duplicate-key" => {
            let maps: Vec<&Node> =
                cx.w.maps
                    .iter()
                    .map(MapSite::node)
                    .filter(|n| n.arg >= 1)
                    .collect();
            let mp = pick(p, &maps)?;
            let es: Vec<(&Node, &Node)> = mp.entries().collect();
            let (k, v) = pick(p, &es)?;
            Some(cx.table(
                name,
                span::duplicate_entry(base, mp, k, v),
                RuleName::DuplicateKey,
                Skipped::NotThisRule,
            ))
        }
        "indefinite-length" => {
            let nodes: Vec<&Node> = cx
                .nodes()
                .into_iter()
                .filter(|n| (2..=5).contains(&n.major) && !is_key(&cx.w, n))
                .collect();
            let b = span::make_indefinite(base, pick(p, &nodes)?)?;
            Some(cx.table(name, b, RuleName::IndefiniteLength, Skipped::NotThisRule))
        }
        "truncated" => {
            if base.len() < 2 {
                return None;
            }
            let cut = 1 + p.below(base.len() - 1);
            Some(cx.table(
                name,
                span::truncate(base, cut),
                RuleName::Truncated,
                Skipped::NotThisRule,
            ))
        }
        "trailing-bytes" => {
            let b = span::with_trailing(base, &[p.below(256) as u8]);
            if b.len() > m.limits.max_payload {
                return None;
            }
            Some(cx.table(name, b, RuleName::TrailingBytes, Skipped::NotThisRule))
        }
        "invalid-utf8" => {
            let texts: Vec<&Node> = cx
                .nodes()
                .into_iter()
                .filter(|n| n.major == 3 && n.arg >= 1 && !is_key(&cx.w, n))
                .collect();
            let b = match pick(p, &texts) {
                Some(t) => span::corrupt_utf8(base, t, p.below(t.end - t.hdr_end))?,
                None => cx.with_unknown(&[0x62, 0xc3, 0x28])?,
            };
            Some(cx.table(name, b, RuleName::InvalidUtf8, Skipped::NotThisRule))
        }
        "reserved-ai" | "break" => {
            let nodes: Vec<&Node> = cx
                .nodes()
                .into_iter()
                .filter(|n| n.start > 0 && !is_key(&cx.w, n))
                .collect();
            let n = pick(p, &nodes)?;
            let (with, rule) = if name == "break" {
                (0xff, RuleName::Break)
            } else {
                ((n.major << 5) | 28, RuleName::ReservedAi)
            };
            Some(cx.table(
                name,
                span::replace(base, n, &[with]),
                rule,
                Skipped::NotThisRule,
            ))
        }
        "float-not-shortest" => {
            // 1.5 as a single (its shortest form is the half f9 3e00), in an unknown key.
            if !m.floats.declared {
                return None;
            }
            let b = cx.with_unknown(&[0xfa, 0x3f, 0xc0, 0x00, 0x00])?;
            Some(cx.table(name, b, RuleName::FloatNotShortest, Skipped::NotThisRule))
        }
        // The subset items replace a declared value: under an unknown key they
        // are ignored (§4.3: no profile refuses them there, class `unknown-key`).
        "tag" => subset_item(cx, p, name, &[&[0xc1, 0x00]], RuleName::Tag),
        "simple-value" => subset_item(
            cx,
            p,
            name,
            &[&[0xf7], &[0xe0], &[0xf8, 0x20]],
            RuleName::SimpleValue,
        ),
        "float" => {
            if m.floats.declared {
                return None;
            }
            subset_item(cx, p, name, &[&[0xf9, 0x3c, 0x00]], RuleName::Float)
        }
        "float-non-finite" => {
            let basis = m.floats.non_finite?;
            let sites: Vec<&Site> =
                cx.w.sites
                    .iter()
                    .filter(|s| s.value.ty == Type::Float && s.value.range.is_none())
                    .collect();
            let s = pick(p, &sites)?;
            let vals: [&[u8]; 3] = [
                &[0xf9, 0x7e, 0x00],
                &[0xf9, 0x7c, 0x00],
                &[0xf9, 0xfc, 0x00],
            ];
            let b = span::replace(base, s.node, pick(p, &vals)?);
            Some(cx.mk(
                name,
                b,
                RuleName::FloatNonFinite,
                basis,
                Skipped::NotThisRule,
            ))
        }
        "depth" => {
            let mut v = vec![0x81; m.limits.max_depth];
            v.push(0x00);
            let b = cx.with_unknown(&v)?;
            Some(cx.table(name, b, RuleName::Depth, Skipped::NotThisRule))
        }
        "max-payload" => {
            // An unknown key (greater than every key of the map, so its entry
            // ends the payload) whose bstr fills it to `max_payload + 1` bytes.
            if cx.root.end != base.len() {
                return None;
            }
            let k = unknown_key(m, cx.root, base)?;
            // The payload up to the entry's value: the map's new head, its
            // entries, the key.
            let prefix = insert_sorted(base, cx.root, &k, &[])?;
            let b = oversized(&prefix, m.limits.max_payload.checked_add(1)?)?;
            Some(cx.table(name, b, RuleName::MaxPayload, Skipped::NotThisRule))
        }
        "not-a-map" => {
            let vals: [&[u8]; 4] = [&[0x80], &[0x00], &[0x40], &[0xf5]];
            Some(cx.table(
                name,
                pick(p, &vals)?.to_vec(),
                RuleName::NotAMap,
                Skipped::NotThisRule,
            ))
        }
        "key-type" => {
            let maps: Vec<&Node> =
                cx.w.maps
                    .iter()
                    .filter_map(|s| match s {
                        MapSite::Body { node, .. } => Some(*node),
                        _ => None,
                    })
                    .collect();
            let mp = pick(p, &maps)?;
            let b = insert_sorted(base, mp, &[0x61, 0x61], &[0x00])?;
            Some(cx.table(name, b, RuleName::KeyType, Skipped::AcceptBase))
        }
        "unknown-negative-key" => {
            let maps: Vec<(&Node, bool)> = cx
                .w
                .maps
                .iter()
                .filter_map(|s| match s {
                    MapSite::Body { node, body, .. } if body.forward_compat => Some((*node, true)),
                    MapSite::UintKeyed(n) => Some((*n, false)),
                    _ => None,
                })
                .collect();
            let (mp, typed) = pick(p, &maps)?;
            let b = insert_sorted(base, mp, &[0x20], &[0x00])?;
            let skip = if *typed {
                Skipped::AcceptBase
            } else {
                Skipped::Accept
            };
            Some(cx.table(name, b, RuleName::UnknownNegativeKey, skip))
        }
        "nested-key-type" => {
            let maps: Vec<&Node> =
                cx.w.maps
                    .iter()
                    .filter_map(|s| match s {
                        MapSite::UintKeyed(n) => Some(*n),
                        _ => None,
                    })
                    .collect();
            let mp = pick(p, &maps)?;
            let b = insert_sorted(base, mp, &[0x61, 0x61], &[0x00])?;
            Some(cx.table(name, b, RuleName::NestedKeyType, Skipped::Accept))
        }
        "unknown-frame-type" => {
            let codes = cx.chan.codes();
            let cands = [0x0fffu16, 0x7ffe, 0x0000, 0x0005, 0xfffe];
            let ft = *cands.iter().find(|c| !codes.contains(c))?;
            let mut mt = cx.table(
                name,
                base.to_vec(),
                RuleName::UnknownFrameType,
                Skipped::NotThisRule,
            );
            mt.frame_type = ft;
            Some(mt)
        }
        "missing-required" | "null-required" => {
            let mut cands: Vec<(&Node, &Node, &Node)> = Vec::new();
            for s in &cx.w.maps {
                if let MapSite::Body { node, body, .. } = s {
                    for (k, v) in node.entries() {
                        if k.major == 0 && body.field_by_key(k.arg).is_some_and(Field::required) {
                            cands.push((node, k, v));
                        }
                    }
                }
            }
            if name == "null-required" && m.channel.null_is_absent.is_none() {
                // The text does not make null absence: a null is a value of
                // the wrong type (class `null-wrong-type`).
                return None;
            }
            let (mp, k, v) = pick(p, &cands)?;
            let b = if name == "null-required" {
                span::replace(base, v, &[0xf6])
            } else {
                span::remove_entry(base, mp, k, v)
            };
            Some(cx.table(name, b, RuleName::MissingRequired, Skipped::NotThisRule))
        }
        "null-wrong-type" => {
            // A channel whose text does not make null absence: a null on a
            // declared, typed key is a value of the wrong type (§4.1, must).
            if m.channel.null_is_absent.is_some() {
                return None;
            }
            let sites: Vec<&Site> =
                cx.w.sites
                    .iter()
                    .filter(|s| {
                        s.level == Level::Key
                            && s.field.presence != Presence::Absent
                            && s.value.ty != Type::Any
                    })
                    .collect();
            let s = pick(p, &sites)?;
            let b = span::replace(base, s.node, &[0xf6]);
            Some(cx.table(name, b, RuleName::WrongType, Skipped::NotThisRule))
        }
        "empty" => {
            let sites: Vec<&Site> = cx
                .w
                .sites
                .iter()
                .filter(|s| {
                    s.level == Level::Key && s.field.non_empty && (2..=5).contains(&s.node.major)
                })
                .filter(|s| {
                    s.node.arg > 0
                        && !matches!(s.value.ty, Type::Enum(_) | Type::Union(_) | Type::Any)
                })
                .collect();
            let s = pick(p, &sites)?;
            let b = span::replace(base, s.node, &[s.node.major << 5]);
            Some(cx.table(name, b, RuleName::Empty, Skipped::NotThisRule))
        }
        "wrong-type" | "item-type" => {
            let want = if name == "wrong-type" {
                [Level::Key, Level::TupleElem]
            } else {
                [Level::Elem, Level::Elem]
            };
            let sites: Vec<&Site> = cx
                .w
                .sites
                .iter()
                .filter(|s| want.contains(&s.level) && s.value.ty != Type::Any)
                .filter(|s| !(s.field.role == Some(EnvRole::FrameKind) && s.level != Level::Key))
                .collect();
            let s = pick(p, &sites)?;
            let majors = s.value.ty.majors(m);
            let mut cands: Vec<&[u8]> = WRONG
                .iter()
                .copied()
                .filter(|c| !majors.contains(&(c[0] >> 5)))
                .filter(|c| !(c[0] >> 5 >= 4 && c[0] >> 5 <= 5 && s.depth > m.limits.max_depth))
                .collect();
            if s.level == Level::Elem {
                cands.push(&[0xf6]);
            }
            let c = pick(p, &cands)?;
            let rule = if name == "wrong-type" {
                RuleName::WrongType
            } else {
                RuleName::ItemType
            };
            Some(cx.table(
                name,
                span::replace(base, s.node, c),
                rule,
                Skipped::NotThisRule,
            ))
        }
        "frame-kind-mismatch" => {
            let s =
                cx.w.sites
                    .iter()
                    .find(|s| s.field.role == Some(EnvRole::FrameKind) && s.level == Level::Key)?;
            let others: Vec<u16> = cx
                .chan
                .codes()
                .iter()
                .copied()
                .filter(|c| *c != cx.frame.code)
                .collect();
            let other = match pick(p, &others) {
                Some(o) if p.below(4) != 0 => u64::from(*o),
                _ => u64::from(cx.frame.code) + 1 + p.below(1000) as u64,
            };
            if let Some((lo, hi)) = int_range(s.value) {
                if i128::from(other) < lo || i128::from(other) > hi {
                    return None;
                }
            }
            let b = span::replace(base, s.node, &cbor::uint(other));
            Some(cx.table(name, b, RuleName::FrameKindMismatch, Skipped::NotThisRule))
        }
        "forbidden" => {
            let absent: Vec<&Field> = cx
                .frame
                .body
                .fields
                .iter()
                .filter(|f| f.presence == Presence::Absent)
                .collect();
            let f = pick(p, &absent)?;
            let v = plain_value(m, &f.value)?;
            let b = insert_sorted(base, cx.root, &cbor::uint(f.key), &v)?;
            Some(cx.table(name, b, RuleName::Forbidden, Skipped::AcceptBase))
        }
        "range" => {
            let sites: Vec<(&Site, Vec<u8>)> =
                cx.w.sites
                    .iter()
                    .filter_map(|s| Some((s, beyond_range(s)?)))
                    .collect();
            let (s, v) = pick(p, &sites)?;
            let b = span::replace(base, s.node, v);
            Some(cx.mk(
                name,
                b,
                RuleName::Range,
                s.value.range_basis,
                Skipped::NotThisRule,
            ))
        }
        "len" => {
            let sites: Vec<(&Site, Vec<u8>)> =
                cx.w.sites
                    .iter()
                    .filter_map(|s| Some((s, beyond_len(base, s, p)?)))
                    .collect();
            let (s, v) = pick(p, &sites)?;
            let b = span::replace(base, s.node, v);
            if b.len() > m.limits.max_payload {
                return None;
            }
            Some(cx.mk(
                name,
                b,
                RuleName::Len,
                s.value.len_basis,
                Skipped::NotThisRule,
            ))
        }
        "unknown-enum-value" => {
            let sites: Vec<(&Site, Vec<u8>, Basis)> = cx
                .w
                .sites
                .iter()
                .filter_map(|s| {
                    let Type::Enum(e) = s.value.ty else {
                        return None;
                    };
                    let def = m.enum_def(e);
                    let basis = def.unrecognized.reject.as_ref()?.basis;
                    let v = match def.wire {
                        EnumWire::Uint => {
                            let (lo, hi) = int_range(s.value).unwrap_or((0, i128::from(u64::MAX)));
                            let x = (lo.max(0)..=hi.min(lo.max(0) + 4096)).find(|x| {
                                !def.values
                                    .iter()
                                    .any(|v| v.raw.as_uint().map(i128::from) == Some(*x))
                            })?;
                            cbor::uint(x as u64)
                        }
                        EnumWire::Tstr => encode_value(&V::Text("zz-unknown".into())),
                    };
                    Some((s, v, basis))
                })
                .collect();
            let (s, v, basis) = pick(p, &sites)?;
            let b = span::replace(base, s.node, v);
            Some(cx.mk(
                name,
                b,
                RuleName::UnknownEnumValue,
                *basis,
                Skipped::NotThisRule,
            ))
        }
        "reserved-flags" => {
            let sites: Vec<(&Site, Vec<u8>, Basis)> =
                cx.w.sites
                    .iter()
                    .filter_map(|s| {
                        let Type::Flags(f) = s.value.ty else {
                            return None;
                        };
                        let def = m.flags_def(f);
                        if def.reserved_ignored {
                            return None; // ignored on receipt: class `reserved-ignored`
                        }
                        let bit = (0..64).find(|b| def.known_mask & (1u64 << b) == 0)?;
                        let x = s.node.arg | (1u64 << bit);
                        if let Some((lo, hi)) = int_range(s.value) {
                            if i128::from(x) > hi || i128::from(x) < lo {
                                return None;
                            }
                        }
                        Some((s, cbor::uint(x), def.reserved.basis))
                    })
                    .collect();
            let (s, v, basis) = pick(p, &sites)?;
            let b = span::replace(base, s.node, v);
            Some(cx.mk(
                name,
                b,
                RuleName::ReservedFlags,
                *basis,
                Skipped::NotThisRule,
            ))
        }
        "schema-rule" => schema_rule(cx, p),
        "unknown-key" => {
            // Whatever the value holds — subset items included (a float, a tag,
            // undefined, simple(0)) — §4.3 makes a receiver ignore it.
            let vals: [&[u8]; 9] = [
                &[0x00],
                &[0x60],
                &[0x82, 0x01, 0xa0],
                &[0xf6],
                &[0x21],
                &[0xf9, 0x3c, 0x00],
                &[0xc1, 0x00],
                &[0xf7],
                &[0x82, 0xe0, 0xf9, 0x3e, 0x00],
            ];
            let b = cx.with_unknown(pick(p, &vals)?)?;
            Some(Mutant {
                class: name,
                frame_type: cx.frame.code,
                bytes: b,
                rule: None,
                rule_id: None,
                earlier: Vec::new(),
                basis: Basis::Must,
                skipped: Skipped::AcceptBase,
            })
        }
        _ => None,
    }
}

/// A value of `v`'s type that passes its checks, for simple types.
fn plain_value(m: &Model, v: &Value) -> Option<Vec<u8>> {
    let lo = v.len.map_or(0, |l| l.0).max(1) as usize;
    Some(match &v.ty {
        Type::Uint | Type::Int => cbor::uint(int_range(v).map_or(0, |(l, _)| l.max(0) as u64)),
        Type::Bstr => {
            let mut b = cbor::head(2, lo as u64);
            b.resize(b.len() + lo, 0x5a);
            b
        }
        Type::Tstr => {
            let mut b = cbor::head(3, lo as u64);
            b.resize(b.len() + lo, b'a');
            b
        }
        Type::Bool => vec![0xf5],
        Type::Enum(e) => {
            let def = m.enum_def(*e);
            encode_value(&lit_value(&def.values.first()?.raw.to_lit()))
        }
        _ => return None,
    })
}

fn beyond_range(s: &Site<'_, '_>) -> Option<Vec<u8>> {
    let (lo, hi) = s.value.range?;
    match &s.value.ty {
        Type::Float => {
            let f = hi.as_f64() * 2.0 + 1.0;
            Some(encode_value(&V::Float(f)))
        }
        Type::Uint | Type::Int | Type::Nint | Type::Enum(_) | Type::Flags(_) => {
            let (lo, hi) = (lo.as_int()?, hi.as_int()?);
            let x = if hi < i128::from(u64::MAX) {
                hi + 1
            } else if lo > -1 - i128::from(u64::MAX)
                && !matches!(s.value.ty, Type::Uint | Type::Enum(_) | Type::Flags(_))
            {
                lo - 1
            } else {
                return None;
            };
            if x < 0 && matches!(s.value.ty, Type::Uint | Type::Enum(_) | Type::Flags(_)) {
                return None;
            }
            Some(encode_value(&model::int_exact(x)?))
        }
        _ => None,
    }
}

fn beyond_len(base: &[u8], s: &Site<'_, '_>, p: &mut dyn Pick) -> Option<Vec<u8>> {
    let (lo, hi) = s.value.len?;
    let major = s.node.major;
    if !matches!(
        (&s.value.ty, major),
        (Type::Bstr, 2) | (Type::Tstr, 3) | (Type::Array(_), 4)
    ) {
        return None;
    }
    let non_empty = s.level == Level::Key && s.field.non_empty;
    let short = lo >= 1 && !(non_empty && lo == 1);
    let long = hi.filter(|h| *h < 512);
    let n = match (short, long) {
        (true, Some(h)) => {
            if p.below(2) == 0 {
                lo - 1
            } else {
                h + 1
            }
        }
        (true, None) => lo - 1,
        (false, Some(h)) => h + 1,
        (false, None) => return None,
    };
    let mut out = cbor::head(major, n);
    match major {
        2 => out.resize(out.len() + n as usize, 0x5a),
        3 => out.resize(out.len() + n as usize, b'a'),
        _ => {
            let first = s.node.children.first();
            if n > 0 && first.is_none() {
                return None;
            }
            for i in 0..n as usize {
                let c = s.node.children.get(i).or(first)?;
                out.extend_from_slice(base.get(c.start..c.end)?);
            }
        }
    }
    Some(out)
}

// ------------------------------------------------------------ schema rules

fn schema_rule(cx: &Ctx<'_, '_, '_>, p: &mut dyn Pick) -> Option<Mutant> {
    let m = cx.m();
    let body = &cx.frame.body;
    let rules: Vec<usize> = body
        .rules
        .iter()
        .enumerate()
        .filter(|(_, r)| !r.kind.is_cross())
        .map(|(i, _)| i)
        .collect();
    let ri = *pick(p, &rules)?;
    let rule = &body.rules[ri];
    let mut map: V = ciborium::de::from_reader(cx.base).ok()?;
    if !matches!(map, V::Map(_)) {
        return None;
    }
    let fld = |i: npamp_schema::FieldId| body.field(i);
    match &rule.kind {
        RuleKind::RequiredWhen {
            field,
            when,
            each: None,
            ..
        } => {
            let f = fld(*field);
            if f.required() || !cond_holds(body, &map, when) {
                return None;
            }
            model::remove(&mut map, f.key);
        }
        RuleKind::PresentIff {
            field,
            when,
            each: None,
        } => {
            let f = fld(*field);
            if f.required() {
                return None;
            }
            if cond_holds(body, &map, when) {
                model::remove(&mut map, f.key);
            } else {
                let v = plain_value(m, &f.value)?;
                let v: V = ciborium::de::from_reader(&v[..]).ok()?;
                model::set(&mut map, f.key, v);
            }
        }
        RuleKind::AbsentUnless {
            field,
            when,
            each: None,
        } => {
            let f = fld(*field);
            if cond_holds(body, &map, when) || model::value_of(&map, f.key).is_some() {
                return None;
            }
            let v = plain_value(m, &f.value)?;
            let v: V = ciborium::de::from_reader(&v[..]).ok()?;
            model::set(&mut map, f.key, v);
        }
        RuleKind::Const { field, value } => {
            let f = fld(*field);
            let other = match value {
                Lit::Bool(b) => V::Bool(!b),
                Lit::Uint(n) if int_range(&f.value).is_none_or(|(_, hi)| i128::from(*n) < hi) => {
                    V::Integer((n + 1).into())
                }
                _ => return None,
            };
            model::set(&mut map, f.key, other);
        }
        RuleKind::ValueIn {
            negate: true,
            field,
            values,
        } => {
            let f = fld(*field);
            let l = values.first()?;
            model::set(&mut map, f.key, lit_value(l));
        }
        RuleKind::ValueIn { field, values, .. } => {
            let f = fld(*field);
            let cands: Vec<Lit> = match &f.value.ty {
                Type::Enum(e) => m
                    .enum_def(*e)
                    .values
                    .iter()
                    .map(|v| v.raw.to_lit())
                    .collect(),
                Type::Uint => (0..64).map(Lit::Uint).collect(),
                _ => return None,
            };
            let bounds = int_range(&f.value);
            let out: Vec<&Lit> = cands
                .iter()
                .filter(|c| !values.contains(c))
                .filter(|c| match (c, bounds) {
                    (Lit::Uint(n), Some((lo, hi))) => i128::from(*n) >= lo && i128::from(*n) <= hi,
                    _ => true,
                })
                .collect();
            let l = pick(p, &out)?;
            model::set(&mut map, f.key, lit_value(l));
        }
        RuleKind::AtLeastOne { fields, .. } => {
            if fields.iter().any(|i| fld(*i).required()) {
                return None;
            }
            for i in fields {
                model::remove(&mut map, fld(*i).key);
            }
        }
        _ => return None,
    }
    let bytes = encode_value(&map);
    if bytes == cx.base {
        return None;
    }
    let earlier = body.rules[..ri]
        .iter()
        .filter(|r| !r.kind.is_cross())
        .map(|r| r.id.clone())
        .collect();
    let _ = Group::SchemaRule;
    Some(Mutant {
        class: "schema-rule",
        frame_type: cx.frame.code,
        bytes,
        rule: Some(rule.kind.rule()),
        rule_id: Some(rule.id.clone()),
        earlier,
        basis: rule.basis,
        skipped: Skipped::NotThisRule,
    })
}
