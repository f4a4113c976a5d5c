//! Single-fault mutation classes. Each takes a payload both sides accept under
//! the strict profile (a generated frame, canonical) and puts exactly ONE fault
//! into it by byte surgery ([`npamp_testkit::span`]), located with a typed walk of the
//! payload against the `Model`. Each class implies one [`Rule`] (the
//! `unknown-key` class implies acceptance) whose basis the class computes from
//! the model itself, so that the expectation does not come from either side:
//!
//! * under a profile that refuses the basis, both sides must report the rule;
//! * under one that does not (a `strict` basis, the minimum profile), the
//!   fault is skipped: [`Skipped`] says what must happen then.

use crate::Chan;
use npamp_schema::{Basis, Body, Field, Frame, Model, Presence, Rule, Type, Value};
use npamp_testkit::cbor;
use npamp_testkit::span::{self, Grammar, Node};
use std::cell::{Cell, RefCell};
use std::fmt;
use std::str::FromStr;

mod classes;
mod schema_rule;

/// A single-fault mutation class. [`Class::ALL`] is the order in which the
/// targets try them (an input picks the first; seeds and corpora depend on it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Class {
    ShortestForm,
    KeyOrder,
    DuplicateKey,
    IndefiniteLength,
    Truncated,
    TrailingBytes,
    InvalidUtf8,
    ReservedAi,
    Break,
    FloatNotShortest,
    Tag,
    SimpleValue,
    Float,
    FloatNonFinite,
    Depth,
    MaxPayload,
    NotAMap,
    KeyType,
    UnknownNegativeKey,
    UnknownFrameType,
    MissingRequired,
    NullRequired,
    NullWrongType,
    Empty,
    WrongType,
    ItemType,
    NestedKeyType,
    FrameKindMismatch,
    Forbidden,
    Range,
    Len,
    UnknownEnumValue,
    ReservedFlags,
    SchemaRule,
    UnknownKey,
}

impl Class {
    /// Every class, in the order the targets try them.
    pub const ALL: [Class; 35] = [
        Class::ShortestForm,
        Class::KeyOrder,
        Class::DuplicateKey,
        Class::IndefiniteLength,
        Class::Truncated,
        Class::TrailingBytes,
        Class::InvalidUtf8,
        Class::ReservedAi,
        Class::Break,
        Class::FloatNotShortest,
        Class::Tag,
        Class::SimpleValue,
        Class::Float,
        Class::FloatNonFinite,
        Class::Depth,
        Class::MaxPayload,
        Class::NotAMap,
        Class::KeyType,
        Class::UnknownNegativeKey,
        Class::UnknownFrameType,
        Class::MissingRequired,
        Class::NullRequired,
        Class::NullWrongType,
        Class::Empty,
        Class::WrongType,
        Class::ItemType,
        Class::NestedKeyType,
        Class::FrameKindMismatch,
        Class::Forbidden,
        Class::Range,
        Class::Len,
        Class::UnknownEnumValue,
        Class::ReservedFlags,
        Class::SchemaRule,
        Class::UnknownKey,
    ];

    /// The class's name (`shortest-form`, …), as findings and signatures say it.
    pub fn as_str(self) -> &'static str {
        match self {
            Class::ShortestForm => "shortest-form",
            Class::KeyOrder => "key-order",
            Class::DuplicateKey => "duplicate-key",
            Class::IndefiniteLength => "indefinite-length",
            Class::Truncated => "truncated",
            Class::TrailingBytes => "trailing-bytes",
            Class::InvalidUtf8 => "invalid-utf8",
            Class::ReservedAi => "reserved-ai",
            Class::Break => "break",
            Class::FloatNotShortest => "float-not-shortest",
            Class::Tag => "tag",
            Class::SimpleValue => "simple-value",
            Class::Float => "float",
            Class::FloatNonFinite => "float-non-finite",
            Class::Depth => "depth",
            Class::MaxPayload => "max-payload",
            Class::NotAMap => "not-a-map",
            Class::KeyType => "key-type",
            Class::UnknownNegativeKey => "unknown-negative-key",
            Class::UnknownFrameType => "unknown-frame-type",
            Class::MissingRequired => "missing-required",
            Class::NullRequired => "null-required",
            Class::NullWrongType => "null-wrong-type",
            Class::Empty => "empty",
            Class::WrongType => "wrong-type",
            Class::ItemType => "item-type",
            Class::NestedKeyType => "nested-key-type",
            Class::FrameKindMismatch => "frame-kind-mismatch",
            Class::Forbidden => "forbidden",
            Class::Range => "range",
            Class::Len => "len",
            Class::UnknownEnumValue => "unknown-enum-value",
            Class::ReservedFlags => "reserved-flags",
            Class::SchemaRule => "schema-rule",
            Class::UnknownKey => "unknown-key",
        }
    }

    /// The rule a mutant of the class implies; `None` for `unknown-key`
    /// (acceptance) and `schema-rule` (the violated schema rule's kind, see
    /// [`Mutant::rule`]).
    pub fn rule(self) -> Option<Rule> {
        Some(match self {
            Class::ShortestForm => Rule::ShortestForm,
            Class::KeyOrder => Rule::KeyOrder,
            Class::DuplicateKey => Rule::DuplicateKey,
            Class::IndefiniteLength => Rule::IndefiniteLength,
            Class::Truncated => Rule::Truncated,
            Class::TrailingBytes => Rule::TrailingBytes,
            Class::InvalidUtf8 => Rule::InvalidUtf8,
            Class::ReservedAi => Rule::ReservedAi,
            Class::Break => Rule::Break,
            Class::FloatNotShortest => Rule::FloatNotShortest,
            Class::Tag => Rule::Tag,
            Class::SimpleValue => Rule::SimpleValue,
            Class::Float => Rule::Float,
            Class::FloatNonFinite => Rule::FloatNonFinite,
            Class::Depth => Rule::Depth,
            Class::MaxPayload => Rule::MaxPayload,
            Class::NotAMap => Rule::NotAMap,
            Class::KeyType => Rule::KeyType,
            Class::UnknownNegativeKey => Rule::UnknownNegativeKey,
            Class::UnknownFrameType => Rule::UnknownFrameType,
            Class::MissingRequired | Class::NullRequired => Rule::MissingRequired,
            Class::NullWrongType | Class::WrongType => Rule::WrongType,
            Class::Empty => Rule::Empty,
            Class::ItemType => Rule::ItemType,
            Class::NestedKeyType => Rule::NestedKeyType,
            Class::FrameKindMismatch => Rule::FrameKindMismatch,
            Class::Forbidden => Rule::Forbidden,
            Class::Range => Rule::Range,
            Class::Len => Rule::Len,
            Class::UnknownEnumValue => Rule::UnknownEnumValue,
            Class::ReservedFlags => Rule::ReservedFlags,
            Class::SchemaRule | Class::UnknownKey => return None,
        })
    }
}

impl fmt::Display for Class {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A name that is no mutation class.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownClass(pub String);

impl fmt::Display for UnknownClass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown mutation class `{}`", self.0)
    }
}

impl std::error::Error for UnknownClass {}

impl FromStr for Class {
    type Err = UnknownClass;
    fn from_str(s: &str) -> Result<Class, UnknownClass> {
        Class::ALL
            .into_iter()
            .find(|c| c.as_str() == s)
            .ok_or_else(|| UnknownClass(s.to_string()))
    }
}

/// What must happen when the profile does not refuse the class's basis.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Skipped {
    /// Accepted, with the unmutated payload as canonical form (an ignored key).
    AcceptBase,
    /// Accepted (the fault sits in content copied byte for byte).
    Accept,
    /// Only: not this rule (checking goes on and may find something else).
    NotThisRule,
    /// Accepted under every profile: the text makes a receiver ignore it (a
    /// reserved flag bit `on_receipt: ignore`); the sender's checks
    /// (`validate_with`, the oracle's `check_sender`) refuse it.
    Ignored,
}

/// One mutated input.
#[derive(Debug, Clone)]
pub struct Mutant {
    pub class: Class,
    pub frame_type: u16,
    pub bytes: Vec<u8>,
    /// `None`: must be accepted under both profiles with the base as canonical form.
    pub rule: Option<Rule>,
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

/// A body map (payload or record) `depth` deep: its map, its keys, and a
/// site for each declared, present, non-null value.
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
        walk_site(m, &f.value, f, v, Level::Key, depth + 1, w);
    }
}

/// `node`, a value of `value` (in `field`) at `level`, `depth` deep: its site,
/// then what it holds.
fn walk_site<'n, 'm>(
    m: &'m Model,
    value: &'m Value,
    field: &'m Field,
    node: &'n Node,
    level: Level,
    depth: usize,
    w: &mut Walk<'n, 'm>,
) {
    w.sites.push(Site {
        node,
        value,
        field,
        level,
        depth,
    });
    walk_value(m, value, field, node, depth, w);
}

/// What a value of `value` holds: its items, elements, entries or body
/// (following the union alternative its major type admits), or opaque content.
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
                walk_site(m, item, field, c, Level::Elem, depth + 1, w);
            }
        }
        Type::Tuple(vs) if node.major == 4 => {
            for (c, v) in node.children.iter().zip(vs) {
                walk_site(m, v, field, c, Level::TupleElem, depth + 1, w);
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
                walk_site(m, val, field, v, Level::Elem, depth + 1, w);
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

fn table_basis(m: &Model, rule: Rule) -> Basis {
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
/// buffer is kept for the next one (the class `max-payload`); anything else is dropped.
pub fn recycle(m: Mutant) {
    let (ptr, end) = HANDED_OUT.get();
    if m.class == Class::MaxPayload && m.bytes.as_ptr() as usize == ptr {
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

/// A base payload of a frame, parsed and walked: what every class reads.
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
    /// A mutant of `class` with these bytes, under the frame's type, whose
    /// fault has `basis`.
    fn mk(&self, class: Class, bytes: Vec<u8>, basis: Basis, skipped: Skipped) -> Mutant {
        Mutant {
            class,
            frame_type: self.frame.code,
            bytes,
            rule: class.rule(),
            rule_id: None,
            earlier: Vec::new(),
            basis,
            skipped,
        }
    }
    /// [`Ctx::mk`] with the basis of the class's rule in the checks table.
    fn table(&self, class: Class, bytes: Vec<u8>, skipped: Skipped) -> Mutant {
        let basis = class
            .rule()
            .map_or(Basis::Must, |r| table_basis(self.m(), r));
        self.mk(class, bytes, basis, skipped)
    }
    /// The base with `unknown key -> value` appended to the payload map.
    fn with_unknown(&self, value: &[u8]) -> Option<Vec<u8>> {
        let k = classes::unknown_key_after(self.m(), self.root, self.base)?;
        classes::insert_sorted(self.base, self.root, &k, value)
    }
}

impl<'n> Ctx<'_, 'n, '_> {
    /// Every node of the payload, preorder.
    fn nodes(&self) -> Vec<&'n Node> {
        let mut v = Vec::new();
        self.root.walk(&mut v);
        v
    }
}

/// Apply `class` to `base`, a payload of `frame` accepted by both sides under
/// the strict profile. `None` when the class does not apply to this payload.
pub fn apply(
    chan: &Chan,
    frame: &Frame,
    base: &[u8],
    class: Class,
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
    build(&cx, class, p)
}

/// The class's function ([`classes`], [`schema_rule`]).
fn build(cx: &Ctx<'_, '_, '_>, class: Class, p: &mut dyn Pick) -> Option<Mutant> {
    use classes::*;
    let f: fn(&Ctx<'_, '_, '_>, &mut dyn Pick) -> Option<Mutant> = match class {
        Class::ShortestForm => shortest_form,
        Class::KeyOrder => key_order,
        Class::DuplicateKey => duplicate_key,
        Class::IndefiniteLength => indefinite_length,
        Class::Truncated => truncated,
        Class::TrailingBytes => trailing_bytes,
        Class::InvalidUtf8 => invalid_utf8,
        Class::ReservedAi => reserved_ai,
        Class::Break => stray_break,
        Class::FloatNotShortest => float_not_shortest,
        Class::Tag => tag,
        Class::SimpleValue => simple_value,
        Class::Float => float,
        Class::FloatNonFinite => float_non_finite,
        Class::Depth => depth,
        Class::MaxPayload => max_payload,
        Class::NotAMap => not_a_map,
        Class::KeyType => key_type,
        Class::UnknownNegativeKey => unknown_negative_key,
        Class::UnknownFrameType => unknown_frame_type,
        Class::MissingRequired => missing_required,
        Class::NullRequired => null_required,
        Class::NullWrongType => null_wrong_type,
        Class::Empty => empty,
        Class::WrongType => wrong_type,
        Class::ItemType => item_type,
        Class::NestedKeyType => nested_key_type,
        Class::FrameKindMismatch => frame_kind_mismatch,
        Class::Forbidden => forbidden,
        Class::Range => range,
        Class::Len => len,
        Class::UnknownEnumValue => unknown_enum_value,
        Class::ReservedFlags => reserved_flags,
        Class::SchemaRule => schema_rule::schema_rule,
        Class::UnknownKey => unknown_key,
    };
    f(cx, p)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table the classes were kept in before `Class` (name, implied
    /// rule), in its order: seeds and corpora pick classes by position.
    const BEFORE: &[(&str, Option<Rule>)] = &[
        ("shortest-form", Some(Rule::ShortestForm)),
        ("key-order", Some(Rule::KeyOrder)),
        ("duplicate-key", Some(Rule::DuplicateKey)),
        ("indefinite-length", Some(Rule::IndefiniteLength)),
        ("truncated", Some(Rule::Truncated)),
        ("trailing-bytes", Some(Rule::TrailingBytes)),
        ("invalid-utf8", Some(Rule::InvalidUtf8)),
        ("reserved-ai", Some(Rule::ReservedAi)),
        ("break", Some(Rule::Break)),
        ("float-not-shortest", Some(Rule::FloatNotShortest)),
        ("tag", Some(Rule::Tag)),
        ("simple-value", Some(Rule::SimpleValue)),
        ("float", Some(Rule::Float)),
        ("float-non-finite", Some(Rule::FloatNonFinite)),
        ("depth", Some(Rule::Depth)),
        ("max-payload", Some(Rule::MaxPayload)),
        ("not-a-map", Some(Rule::NotAMap)),
        ("key-type", Some(Rule::KeyType)),
        ("unknown-negative-key", Some(Rule::UnknownNegativeKey)),
        ("unknown-frame-type", Some(Rule::UnknownFrameType)),
        ("missing-required", Some(Rule::MissingRequired)),
        ("null-required", Some(Rule::MissingRequired)),
        ("null-wrong-type", Some(Rule::WrongType)),
        ("empty", Some(Rule::Empty)),
        ("wrong-type", Some(Rule::WrongType)),
        ("item-type", Some(Rule::ItemType)),
        ("nested-key-type", Some(Rule::NestedKeyType)),
        ("frame-kind-mismatch", Some(Rule::FrameKindMismatch)),
        ("forbidden", Some(Rule::Forbidden)),
        ("range", Some(Rule::Range)),
        ("len", Some(Rule::Len)),
        ("unknown-enum-value", Some(Rule::UnknownEnumValue)),
        ("reserved-flags", Some(Rule::ReservedFlags)),
        ("schema-rule", None),
        ("unknown-key", None),
    ];

    #[test]
    fn classes_keep_their_names_rules_and_order() {
        let now: Vec<(&str, Option<Rule>)> =
            Class::ALL.iter().map(|c| (c.as_str(), c.rule())).collect();
        assert_eq!(now, BEFORE);
        for c in Class::ALL {
            assert_eq!(c.as_str().parse::<Class>(), Ok(c));
            assert_eq!(c.to_string(), c.as_str());
        }
        assert_eq!(
            "no-such-class".parse::<Class>(),
            Err(UnknownClass("no-such-class".into()))
        );
    }
}
