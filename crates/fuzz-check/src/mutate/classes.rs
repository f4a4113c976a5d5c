//! One function per mutation class ([`Class`]): each puts its one fault into
//! the base payload of a [`Ctx`] by byte surgery, or says `None` when the
//! class does not apply to that payload.

use super::{is_key, oversized, pick, Class, Ctx, Level, MapSite, Mutant, Pick, Site, Skipped};
use ciborium::Value as V;
use npamp_oracle::encode_value;
use npamp_schema::{Basis, EnumWire, EnvRole, Field, Model, Presence, Type, Value};
use npamp_testkit::cbor;
use npamp_testkit::model::{self, int_range, lit_value};
use npamp_testkit::span::{self, Node};

/// The encoded key sorting after every key of `map` and bigger than any
/// declared key: an unknown non-negative key.
pub(super) fn unknown_key_after(m: &Model, map: &Node, buf: &[u8]) -> Option<Vec<u8>> {
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
pub(super) fn insert_sorted(buf: &[u8], map: &Node, key: &[u8], value: &[u8]) -> Option<Vec<u8>> {
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

/// Items of the wrong major type for a typed value (`wrong-type`, `item-type`).
const WRONG: &[&[u8]] = &[
    &[0x00],
    &[0x20],
    &[0x41, 0x61],
    &[0x61, 0x61],
    &[0x80],
    &[0xa0],
    &[0xf4],
];

/// Nodes of the payload that are no map key and pass `keep`.
fn non_key_nodes<'n>(cx: &Ctx<'_, 'n, '_>, keep: impl Fn(&Node) -> bool) -> Vec<&'n Node> {
    cx.nodes()
        .into_iter()
        .filter(|n| keep(n) && !is_key(&cx.w, n))
        .collect()
}

/// The nodes of the maps of the walk with at least `entries` entries.
fn maps_with<'n>(cx: &Ctx<'_, 'n, '_>, entries: u64) -> Vec<&'n Node> {
    cx.w.maps
        .iter()
        .map(MapSite::node)
        .filter(|n| n.arg >= entries)
        .collect()
}

/// A head of an array, map, string or integer one width wider than its
/// shortest form (RFC 8949 §4.2.1).
pub(super) fn shortest_form(cx: &Ctx<'_, '_, '_>, p: &mut dyn Pick) -> Option<Mutant> {
    let nodes = non_key_nodes(cx, |n| n.major <= 5 && n.arg <= 0xffff_ffff);
    let n = pick(p, &nodes)?;
    let h = cbor::head_wide(n.major, n.arg)?;
    let b = span::splice(cx.base, n.start, n.hdr_end, &h);
    Some(cx.table(Class::ShortestForm, b, Skipped::NotThisRule))
}

/// Two adjacent entries of a map exchanged (RFC 8949 §4.2.1 key order).
pub(super) fn key_order(cx: &Ctx<'_, '_, '_>, p: &mut dyn Pick) -> Option<Mutant> {
    let maps = maps_with(cx, 2);
    let mp = pick(p, &maps)?;
    let es: Vec<(&Node, &Node)> = mp.entries().collect();
    let i = p.below(es.len() - 1);
    let (a, b) = (es.get(i)?, es.get(i + 1)?);
    let b = span::swap_entries(cx.base, *a, *b);
    Some(cx.table(Class::KeyOrder, b, Skipped::NotThisRule))
}

/// One entry of a map written twice in a row.
pub(super) fn duplicate_key(cx: &Ctx<'_, '_, '_>, p: &mut dyn Pick) -> Option<Mutant> {
    let maps = maps_with(cx, 1);
    let mp = pick(p, &maps)?;
    let es: Vec<(&Node, &Node)> = mp.entries().collect();
    let (k, v) = pick(p, &es)?;
    let b = span::duplicate_entry(cx.base, mp, k, v);
    Some(cx.table(Class::DuplicateKey, b, Skipped::NotThisRule))
}

/// A string, array or map re-encoded with an indefinite length.
pub(super) fn indefinite_length(cx: &Ctx<'_, '_, '_>, p: &mut dyn Pick) -> Option<Mutant> {
    let nodes = non_key_nodes(cx, Node::is_sized);
    let b = span::make_indefinite(cx.base, pick(p, &nodes)?)?;
    Some(cx.table(Class::IndefiniteLength, b, Skipped::NotThisRule))
}

/// The payload cut short (at least one byte kept).
pub(super) fn truncated(cx: &Ctx<'_, '_, '_>, p: &mut dyn Pick) -> Option<Mutant> {
    if cx.base.len() < 2 {
        return None;
    }
    let cut = 1 + p.below(cx.base.len() - 1);
    let b = span::truncate(cx.base, cut);
    Some(cx.table(Class::Truncated, b, Skipped::NotThisRule))
}

/// One byte after the payload (within the size limit).
pub(super) fn trailing_bytes(cx: &Ctx<'_, '_, '_>, p: &mut dyn Pick) -> Option<Mutant> {
    let b = span::with_trailing(cx.base, &[p.below(256) as u8]);
    if b.len() > cx.m().limits.max_payload {
        return None;
    }
    Some(cx.table(Class::TrailingBytes, b, Skipped::NotThisRule))
}

/// A byte of a text string set to `0xff`, or (no text in the payload) an
/// invalid text string under an unknown key.
pub(super) fn invalid_utf8(cx: &Ctx<'_, '_, '_>, p: &mut dyn Pick) -> Option<Mutant> {
    let texts = non_key_nodes(cx, |n| n.major == 3 && n.arg >= 1);
    let b = match pick(p, &texts) {
        Some(t) => span::corrupt_utf8(cx.base, t, p.below(t.end - t.hdr_end))?,
        None => cx.with_unknown(&[0x62, 0xc3, 0x28])?,
    };
    Some(cx.table(Class::InvalidUtf8, b, Skipped::NotThisRule))
}

/// An item other than the payload (and no key) replaced by the one byte
/// `with` makes of it.
fn replace_item(
    cx: &Ctx<'_, '_, '_>,
    p: &mut dyn Pick,
    class: Class,
    with: impl Fn(&Node) -> u8,
) -> Option<Mutant> {
    let nodes = non_key_nodes(cx, |n| n.start > 0);
    let n = pick(p, &nodes)?;
    let b = span::replace(cx.base, n, &[with(n)]);
    Some(cx.table(class, b, Skipped::NotThisRule))
}

/// An item replaced by an initial byte of its major with reserved additional
/// information 28.
pub(super) fn reserved_ai(cx: &Ctx<'_, '_, '_>, p: &mut dyn Pick) -> Option<Mutant> {
    replace_item(cx, p, Class::ReservedAi, |n| (n.major << 5) | 28)
}

/// An item replaced by a stray break (`0xff`).
pub(super) fn stray_break(cx: &Ctx<'_, '_, '_>, p: &mut dyn Pick) -> Option<Mutant> {
    replace_item(cx, p, Class::Break, |_| 0xff)
}

/// 1.5 as a single (its shortest form is the half `f9 3e00`) under an unknown
/// key, on channels that declare floats.
pub(super) fn float_not_shortest(cx: &Ctx<'_, '_, '_>, _: &mut dyn Pick) -> Option<Mutant> {
    if !cx.m().floats.declared {
        return None;
    }
    let b = cx.with_unknown(&[0xfa, 0x3f, 0xc0, 0x00, 0x00])?;
    Some(cx.table(Class::FloatNotShortest, b, Skipped::NotThisRule))
}

/// A subset item (one of `items`) in place of a declared value: refused with
/// the class's rule by the profiles that refuse the subset; under the others
/// an opaque (`any`) value keeps it byte for byte, a typed one meets its type
/// check. Values of fields whose inner keys are ignored (`ignore_inner`) read
/// without the subset, and are not candidates. (Under an unknown key the
/// subset items are ignored, §4.3: no profile refuses them there, class
/// `unknown-key`.)
fn subset_item(
    cx: &Ctx<'_, '_, '_>,
    p: &mut dyn Pick,
    class: Class,
    items: &[&[u8]],
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
    Some(cx.table(class, b, skipped))
}

/// A tag (`c1 00`) in place of a declared value.
pub(super) fn tag(cx: &Ctx<'_, '_, '_>, p: &mut dyn Pick) -> Option<Mutant> {
    subset_item(cx, p, Class::Tag, &[&[0xc1, 0x00]])
}

/// `undefined`, simple(0) or simple(32) in place of a declared value.
pub(super) fn simple_value(cx: &Ctx<'_, '_, '_>, p: &mut dyn Pick) -> Option<Mutant> {
    subset_item(
        cx,
        p,
        Class::SimpleValue,
        &[&[0xf7], &[0xe0], &[0xf8, 0x20]],
    )
}

/// A float (1.0) in place of a declared value, on channels that declare none.
pub(super) fn float(cx: &Ctx<'_, '_, '_>, p: &mut dyn Pick) -> Option<Mutant> {
    if cx.m().floats.declared {
        return None;
    }
    subset_item(cx, p, Class::Float, &[&[0xf9, 0x3c, 0x00]])
}

/// NaN or an infinity in an unbounded float, where the channel refuses them.
pub(super) fn float_non_finite(cx: &Ctx<'_, '_, '_>, p: &mut dyn Pick) -> Option<Mutant> {
    let basis = cx.m().floats.non_finite?;
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
    let b = span::replace(cx.base, s.node, pick(p, &vals)?);
    Some(cx.mk(Class::FloatNonFinite, b, basis, Skipped::NotThisRule))
}

/// Arrays nested one level past the channel's depth limit, under an unknown key.
pub(super) fn depth(cx: &Ctx<'_, '_, '_>, _: &mut dyn Pick) -> Option<Mutant> {
    let mut v = vec![0x81; cx.m().limits.max_depth];
    v.push(0x00);
    let b = cx.with_unknown(&v)?;
    Some(cx.table(Class::Depth, b, Skipped::NotThisRule))
}

/// An unknown key (greater than every key of the map, so its entry ends the
/// payload) whose bstr fills the payload to `max_payload + 1` bytes.
pub(super) fn max_payload(cx: &Ctx<'_, '_, '_>, _: &mut dyn Pick) -> Option<Mutant> {
    let base = cx.base;
    if cx.root.end != base.len() {
        return None;
    }
    let m = cx.m();
    let k = unknown_key_after(m, cx.root, base)?;
    // The payload up to the entry's value: the map's new head, its entries, the key.
    let prefix = insert_sorted(base, cx.root, &k, &[])?;
    let b = oversized(&prefix, m.limits.max_payload.checked_add(1)?)?;
    Some(cx.table(Class::MaxPayload, b, Skipped::NotThisRule))
}

/// A payload that is an array, a uint, a bstr or `true`.
pub(super) fn not_a_map(cx: &Ctx<'_, '_, '_>, p: &mut dyn Pick) -> Option<Mutant> {
    let vals: [&[u8]; 4] = [&[0x80], &[0x00], &[0x40], &[0xf5]];
    let b = pick(p, &vals)?.to_vec();
    Some(cx.table(Class::NotAMap, b, Skipped::NotThisRule))
}

/// The text key `"a"` (with value 0) in one of the maps `select` keeps.
fn text_key(
    cx: &Ctx<'_, '_, '_>,
    p: &mut dyn Pick,
    class: Class,
    select: fn(&MapSite<'_, '_>) -> bool,
    skipped: Skipped,
) -> Option<Mutant> {
    let maps: Vec<&Node> =
        cx.w.maps
            .iter()
            .filter(|s| select(s))
            .map(MapSite::node)
            .collect();
    let mp = pick(p, &maps)?;
    let b = insert_sorted(cx.base, mp, &[0x61, 0x61], &[0x00])?;
    Some(cx.table(class, b, skipped))
}

/// A text key in a body (payload or record).
pub(super) fn key_type(cx: &Ctx<'_, '_, '_>, p: &mut dyn Pick) -> Option<Mutant> {
    let body = |s: &MapSite<'_, '_>| matches!(s, MapSite::Body { .. });
    text_key(cx, p, Class::KeyType, body, Skipped::AcceptBase)
}

/// A text key in a uint-keyed map.
pub(super) fn nested_key_type(cx: &Ctx<'_, '_, '_>, p: &mut dyn Pick) -> Option<Mutant> {
    let uint_keyed = |s: &MapSite<'_, '_>| matches!(s, MapSite::UintKeyed(_));
    text_key(cx, p, Class::NestedKeyType, uint_keyed, Skipped::Accept)
}

/// Key −1 in a forward-compatible body or a uint-keyed map.
pub(super) fn unknown_negative_key(cx: &Ctx<'_, '_, '_>, p: &mut dyn Pick) -> Option<Mutant> {
    let maps: Vec<(&Node, bool)> =
        cx.w.maps
            .iter()
            .filter_map(|s| match s {
                MapSite::Body { node, body, .. } if body.forward_compat => Some((*node, true)),
                MapSite::UintKeyed(n) => Some((*n, false)),
                _ => None,
            })
            .collect();
    let (mp, typed) = pick(p, &maps)?;
    let b = insert_sorted(cx.base, mp, &[0x20], &[0x00])?;
    let skip = if *typed {
        Skipped::AcceptBase
    } else {
        Skipped::Accept
    };
    Some(cx.table(Class::UnknownNegativeKey, b, skip))
}

/// The base under a frame type the channel does not have.
pub(super) fn unknown_frame_type(cx: &Ctx<'_, '_, '_>, _: &mut dyn Pick) -> Option<Mutant> {
    let codes = cx.chan.codes();
    let cands = [0x0fffu16, 0x7ffe, 0x0000, 0x0005, 0xfffe];
    let ft = *cands.iter().find(|c| !codes.contains(c))?;
    let mut mt = cx.table(
        Class::UnknownFrameType,
        cx.base.to_vec(),
        Skipped::NotThisRule,
    );
    mt.frame_type = ft;
    Some(mt)
}

/// Every entry of a required field of a body: (map, key, value).
fn required_entries<'n>(cx: &Ctx<'_, 'n, '_>) -> Vec<(&'n Node, &'n Node, &'n Node)> {
    let mut cands = Vec::new();
    for s in &cx.w.maps {
        if let MapSite::Body { node, body, .. } = s {
            for (k, v) in node.entries() {
                if k.major == 0 && body.field_by_key(k.arg).is_some_and(Field::required) {
                    cands.push((*node, k, v));
                }
            }
        }
    }
    cands
}

/// A required field's entry removed.
pub(super) fn missing_required(cx: &Ctx<'_, '_, '_>, p: &mut dyn Pick) -> Option<Mutant> {
    let cands = required_entries(cx);
    let (mp, k, v) = pick(p, &cands)?;
    let b = span::remove_entry(cx.base, mp, k, v);
    Some(cx.table(Class::MissingRequired, b, Skipped::NotThisRule))
}

/// A required field's value replaced by null, on channels whose text makes
/// null absence (elsewhere a null is a value of the wrong type: class
/// `null-wrong-type`).
pub(super) fn null_required(cx: &Ctx<'_, '_, '_>, p: &mut dyn Pick) -> Option<Mutant> {
    cx.m().channel.null_is_absent.as_ref()?;
    let cands = required_entries(cx);
    let (_, _, v) = pick(p, &cands)?;
    let b = span::replace(cx.base, v, &[0xf6]);
    Some(cx.table(Class::NullRequired, b, Skipped::NotThisRule))
}

/// A null on a declared, typed key, on a channel whose text does not make
/// null absence: a value of the wrong type (§4.1, must).
pub(super) fn null_wrong_type(cx: &Ctx<'_, '_, '_>, p: &mut dyn Pick) -> Option<Mutant> {
    if cx.m().channel.null_is_absent.is_some() {
        return None;
    }
    let sites: Vec<&Site> = cx
        .w
        .sites
        .iter()
        .filter(|s| {
            s.level == Level::Key && s.field.presence != Presence::Absent && s.value.ty != Type::Any
        })
        .collect();
    let s = pick(p, &sites)?;
    let b = span::replace(cx.base, s.node, &[0xf6]);
    Some(cx.table(Class::NullWrongType, b, Skipped::NotThisRule))
}

/// A non-empty field's string, array or map emptied.
pub(super) fn empty(cx: &Ctx<'_, '_, '_>, p: &mut dyn Pick) -> Option<Mutant> {
    let sites: Vec<&Site> =
        cx.w.sites
            .iter()
            .filter(|s| s.level == Level::Key && s.field.non_empty && s.node.is_sized())
            .filter(|s| {
                s.node.arg > 0 && !matches!(s.value.ty, Type::Enum(_) | Type::Union(_) | Type::Any)
            })
            .collect();
    let s = pick(p, &sites)?;
    let b = span::replace(cx.base, s.node, &[s.node.major << 5]);
    Some(cx.table(Class::Empty, b, Skipped::NotThisRule))
}

/// A typed value at one of `levels` replaced by an item of another major
/// type (an item may also be null).
fn wrong_item(
    cx: &Ctx<'_, '_, '_>,
    p: &mut dyn Pick,
    class: Class,
    levels: [Level; 2],
) -> Option<Mutant> {
    let m = cx.m();
    let sites: Vec<&Site> =
        cx.w.sites
            .iter()
            .filter(|s| levels.contains(&s.level) && s.value.ty != Type::Any)
            .filter(|s| !(s.field.role == Some(EnvRole::FrameKind) && s.level != Level::Key))
            .collect();
    let s = pick(p, &sites)?;
    let majors = s.value.ty.majors(m);
    let container_too_deep = |major: u8| (4..=5).contains(&major) && s.depth > m.limits.max_depth;
    let mut cands: Vec<&[u8]> = WRONG
        .iter()
        .copied()
        .filter(|c| c.first().is_some_and(|b| !majors.contains(&(b >> 5))))
        .filter(|c| c.first().is_some_and(|b| !container_too_deep(b >> 5)))
        .collect();
    if s.level == Level::Elem {
        cands.push(&[0xf6]);
    }
    let c = pick(p, &cands)?;
    let b = span::replace(cx.base, s.node, c);
    Some(cx.table(class, b, Skipped::NotThisRule))
}

/// A declared key's value or a tuple element of the wrong type.
pub(super) fn wrong_type(cx: &Ctx<'_, '_, '_>, p: &mut dyn Pick) -> Option<Mutant> {
    wrong_item(cx, p, Class::WrongType, [Level::Key, Level::TupleElem])
}

/// An array item or a typed map's value of the wrong type.
pub(super) fn item_type(cx: &Ctx<'_, '_, '_>, p: &mut dyn Pick) -> Option<Mutant> {
    wrong_item(cx, p, Class::ItemType, [Level::Elem, Level::Elem])
}

/// The envelope's frame kind set to another frame's code (or past them).
pub(super) fn frame_kind_mismatch(cx: &Ctx<'_, '_, '_>, p: &mut dyn Pick) -> Option<Mutant> {
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
    let b = span::replace(cx.base, s.node, &cbor::uint(other));
    Some(cx.table(Class::FrameKindMismatch, b, Skipped::NotThisRule))
}

/// A field the frame declares absent, present with a plain value.
pub(super) fn forbidden(cx: &Ctx<'_, '_, '_>, p: &mut dyn Pick) -> Option<Mutant> {
    let absent: Vec<&Field> = cx
        .frame
        .body
        .fields
        .iter()
        .filter(|f| f.presence == Presence::Absent)
        .collect();
    let f = pick(p, &absent)?;
    let v = plain_value(cx.m(), &f.value)?;
    let b = insert_sorted(cx.base, cx.root, &cbor::uint(f.key), &v)?;
    Some(cx.table(Class::Forbidden, b, Skipped::AcceptBase))
}

/// A site's value replaced by the bytes `bad` makes of it, with the basis of
/// its fault (picked among the sites `bad` makes any of).
fn replace_site(
    cx: &Ctx<'_, '_, '_>,
    p: &mut dyn Pick,
    class: Class,
    bad: impl Fn(&Site<'_, '_>) -> Option<(Vec<u8>, Basis)>,
) -> Option<Mutant> {
    let sites: Vec<(&Site, Vec<u8>, Basis)> =
        cx.w.sites
            .iter()
            .filter_map(|s| bad(s).map(|(v, basis)| (s, v, basis)))
            .collect();
    let (s, v, basis) = pick(p, &sites)?;
    let b = span::replace(cx.base, s.node, v);
    Some(cx.mk(class, b, *basis, Skipped::NotThisRule))
}

/// A bounded value just past its range.
pub(super) fn range(cx: &Ctx<'_, '_, '_>, p: &mut dyn Pick) -> Option<Mutant> {
    replace_site(cx, p, Class::Range, |s| {
        Some((beyond_range(s)?, s.value.range_basis))
    })
}

/// A string or array of bounded length one past a bound (within the size limit).
pub(super) fn len(cx: &Ctx<'_, '_, '_>, p: &mut dyn Pick) -> Option<Mutant> {
    let sites: Vec<(&Site, Vec<u8>)> =
        cx.w.sites
            .iter()
            .filter_map(|s| Some((s, beyond_len(cx.base, s, p)?)))
            .collect();
    let (s, v) = pick(p, &sites)?;
    let b = span::replace(cx.base, s.node, v);
    if b.len() > cx.m().limits.max_payload {
        return None;
    }
    Some(cx.mk(Class::Len, b, s.value.len_basis, Skipped::NotThisRule))
}

/// A value of an enum that refuses unrecognized values, none of its values.
pub(super) fn unknown_enum_value(cx: &Ctx<'_, '_, '_>, p: &mut dyn Pick) -> Option<Mutant> {
    replace_site(cx, p, Class::UnknownEnumValue, |s| unrecognized(cx.m(), s))
}

/// A flags word with a reserved bit set: refused on receipt under the
/// reserved bits' basis, or, where the text makes a receiver ignore them,
/// accepted under every profile and refused by the sender's checks only.
pub(super) fn reserved_flags(cx: &Ctx<'_, '_, '_>, p: &mut dyn Pick) -> Option<Mutant> {
    let sites: Vec<(&Site, Vec<u8>, Basis, bool)> =
        cx.w.sites
            .iter()
            .filter_map(|s| {
                let (v, basis, ignored) = reserved_bit(cx.m(), s)?;
                Some((s, v, basis, ignored))
            })
            .collect();
    let (s, v, basis, ignored) = pick(p, &sites)?;
    let b = span::replace(cx.base, s.node, v);
    let skipped = if *ignored {
        Skipped::Ignored
    } else {
        Skipped::NotThisRule
    };
    Some(cx.mk(Class::ReservedFlags, b, *basis, skipped))
}

/// For an enum site whose enum refuses unrecognized values: the encoding of
/// a value it does not name (within the range), and the refusal's basis.
fn unrecognized(m: &Model, s: &Site<'_, '_>) -> Option<(Vec<u8>, Basis)> {
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
    Some((v, basis))
}

/// For a flags site: the word with its lowest reserved bit set (within the
/// range), the refusal's basis, and whether a receiver ignores the bit.
fn reserved_bit(m: &Model, s: &Site<'_, '_>) -> Option<(Vec<u8>, Basis, bool)> {
    let Type::Flags(f) = s.value.ty else {
        return None;
    };
    let def = m.flags_def(f);
    let bit = (0..64).find(|b| def.known_mask & (1u64 << b) == 0)?;
    let x = s.node.arg | (1u64 << bit);
    if let Some((lo, hi)) = int_range(s.value) {
        if i128::from(x) > hi || i128::from(x) < lo {
            return None;
        }
    }
    Some((cbor::uint(x), def.reserved.basis, def.reserved_ignored))
}

/// An unknown non-negative key whose value holds anything — subset items
/// included (a float, a tag, undefined, simple(0)): §4.3 makes a receiver
/// ignore it, so the base is the canonical form.
pub(super) fn unknown_key(cx: &Ctx<'_, '_, '_>, p: &mut dyn Pick) -> Option<Mutant> {
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
        class: Class::UnknownKey,
        frame_type: cx.frame.code,
        bytes: b,
        rule: None,
        rule_id: None,
        earlier: Vec::new(),
        basis: Basis::Must,
        skipped: Skipped::AcceptBase,
    })
}

/// A value of `v`'s type that passes its checks, for simple types.
pub(super) fn plain_value(m: &Model, v: &Value) -> Option<Vec<u8>> {
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

/// The encoding of a value just past the range of a bounded site.
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

/// The encoding of a string or array one past a length bound of its site
/// (which bound, when both apply, picked).
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
