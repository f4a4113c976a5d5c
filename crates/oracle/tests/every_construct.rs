//! Every construct of the schema language, on a test-only schema that has them all
//! (`tests/data/every_construct.yaml`: a copy of interaction.yaml with extra enums, flags, records,
//! floats and frames). All MUST-reject inputs are hand-built bytes.
mod common;
use common::*;

#[test]
fn every_construct_schema_parses() {
    let o = every_construct();
    assert!(o.model().floats.declared);
}

const RECORDS: u16 = 0x0110;
const FLOATS: u16 = 0x0111;
const MAPS: u16 = 0x0112;
const RULES: u16 = 0x0113;
const REQ: u16 = 0x0114;
const RES: u16 = 0x0115;
const EACH: u16 = 0x0116;

/// `{0: code, 1: h'2a', <entries>}` where `entries` holds `n` more hand-encoded entries.
fn frame(code: u16, n: usize, entries: &str) -> String {
    format!("{:02x} 00 19{code:04x} 01 412a {entries}", 0xa2 + n)
}

/// The item record {0: "i", 1: h'00'}.
const ITEM: &str = "a2 00 6169 01 4100";
/// The item record {0: "i", 1: h'00', 2: "b"}.
const ITEM_BODY: &str = "a3 00 6169 01 4100 02 6162";

#[track_caller]
fn field_is(r: &Refusal, field: &str, path: &str) {
    assert_eq!(
        (r.field.as_deref(), r.path.as_str()),
        (Some(field), path),
        "{r}"
    );
}

// ---------------------------------------------------------------- records

#[test]
fn records_and_arrays_of_records() {
    let o = every_construct();
    accept_same(o, RECORDS, &frame(RECORDS, 1, &format!("02 81 {ITEM}")));
    // a missing required key inside an element: must, reported at the record's own field
    let hex = frame(RECORDS, 1, &format!("02 82 {ITEM} a1 00 6169"));
    let r = reject_both(o, RECORDS, &hex, Rule::MissingRequired, "§4.1");
    field_is(&r, "content", "items[1].content");
    // a null required value is absence there too
    let hex = frame(RECORDS, 1, "02 81 a2 00 6169 01 f6");
    let r = reject_both(o, RECORDS, &hex, Rule::MissingRequired, "§4.1");
    field_is(&r, "content", "items[0].content");
    // an element that is not a map: item-type (strict), reported at the array field
    let hex = frame(RECORDS, 1, &format!("02 82 {ITEM} 6178"));
    let (r, a) = strict_only(o, RECORDS, &hex, Rule::ItemType, "§4.1");
    field_is(&r, "items", "items[1]");
    assert_eq!(a.canonical, h(&hex));
    // a record field of the wrong major type: wrong-type (a key of the record)
    let hex = frame(RECORDS, 1, "02 81 a2 00 4169 01 4100");
    let r = reject_both(o, RECORDS, &hex, Rule::WrongType, "§4.1");
    field_is(&r, "id", "items[0].id");
    // a text key inside the record: key-type, reported at the field holding the record
    let hex = frame(RECORDS, 1, "02 81 a3 00 6169 01 4100 6178 00");
    let r = reject_both(o, RECORDS, &hex, Rule::KeyType, "§4.1");
    field_is(&r, "items", "items[0].#2");
    // an unknown negative key inside a forward-compatible record
    let hex = frame(RECORDS, 1, "02 81 a3 00 6169 01 4100 20 00");
    let r = reject_both(o, RECORDS, &hex, Rule::UnknownNegativeKey, "§4.3");
    field_is(&r, "items", "items[0].-1");
    // unknown non-negative keys and nulls inside a record are dropped by the canonical form
    accept_as(
        o,
        RECORDS,
        &frame(RECORDS, 1, "02 81 a4 00 6169 01 4100 02 f6 09 00"),
        &frame(RECORDS, 1, "02 81 a2 00 6169 01 4100"),
    );
    // records inside records: item.meta without its required name
    let hex = frame(RECORDS, 1, "02 81 a3 00 6169 01 4100 06 a0");
    let r = reject_both(o, RECORDS, &hex, Rule::MissingRequired, "§4.1");
    field_is(&r, "name", "items[0].meta.name");
    // a strict uint enum (must): unknown shape refused on both profiles
    accept_same(
        o,
        RECORDS,
        &frame(RECORDS, 2, &format!("02 81 {ITEM} 05 01")),
    );
    let hex = frame(RECORDS, 2, &format!("02 81 {ITEM} 05 02"));
    let r = reject_both(o, RECORDS, &hex, Rule::UnknownEnumValue, "§7.1");
    field_is(&r, "shape", "shape");
}

#[test]
fn record_without_forward_compat_ignores_every_unknown_key() {
    let o = every_construct();
    // meta: {0: "n", -1: 0} -- §4.3 does not apply inside it; the unknown key is dropped
    accept_as(
        o,
        RECORDS,
        &frame(RECORDS, 2, &format!("02 81 {ITEM} 03 a2 00 616e 20 00")),
        &frame(RECORDS, 2, &format!("02 81 {ITEM} 03 a1 00 616e")),
    );
    // ... but key-type still does
    let hex = frame(RECORDS, 2, &format!("02 81 {ITEM} 03 a2 00 616e 6161 00"));
    let r = reject_both(o, RECORDS, &hex, Rule::KeyType, "§4.1");
    field_is(&r, "meta", "meta.#1");
    // and its own keys are still checked
    let hex = frame(RECORDS, 2, &format!("02 81 {ITEM} 03 a1 00 00"));
    let r = reject_both(o, RECORDS, &hex, Rule::WrongType, "§4.1");
    field_is(&r, "name", "meta.name");
}

#[test]
fn record_rules_and_values() {
    let o = every_construct();
    // item-weight-needs-tags: weight 0.5 without tags
    let hex = frame(RECORDS, 1, "02 81 a3 00 6169 01 4100 03 f93800");
    let r = reject_both(o, RECORDS, &hex, Rule::AbsentUnless, "§7.3");
    assert_eq!(r.rule_id.as_deref(), Some("item-weight-needs-tags"));
    field_is(&r, "weight", "items[0].weight");
    // with tags
    accept_same(
        o,
        RECORDS,
        &frame(RECORDS, 1, "02 81 a4 00 6169 01 4100 03 f93800 04 80"),
    );
    // weight 2.0: out of range (strict)
    let hex = frame(RECORDS, 1, "02 81 a4 00 6169 01 4100 03 f94000 04 80");
    let (r, _) = strict_only(o, RECORDS, &hex, Rule::Range, "§6");
    field_is(&r, "weight", "items[0].weight");
    // flags with reserved bit 2 (strict)
    let hex = frame(RECORDS, 1, "02 81 a3 00 6169 01 4100 05 04");
    let (r, _) = strict_only(o, RECORDS, &hex, Rule::ReservedFlags, "§7.2");
    field_is(&r, "flags", "items[0].flags");
    accept_same(
        o,
        RECORDS,
        &frame(RECORDS, 1, "02 81 a3 00 6169 01 4100 05 03"),
    );
    // an item tag of the wrong type: an element of the record's array field
    let hex = frame(RECORDS, 1, "02 81 a3 00 6169 01 4100 04 81 00");
    let (r, _) = strict_only(o, RECORDS, &hex, Rule::ItemType, "§4.1");
    field_is(&r, "tags", "items[0].tags[0]");
}

#[test]
fn frame_body() {
    let o = every_construct();
    // event: INTERACT_EVENT's body without its envelope keys
    accept_same(
        o,
        RECORDS,
        &frame(RECORDS, 2, &format!("02 81 {ITEM} 06 a1 02 00")),
    );
    // envelope keys inside it are unknown keys (ignored, and dropped)
    accept_as(
        o,
        RECORDS,
        &frame(RECORDS, 2, &format!("02 81 {ITEM} 06 a2 00 6178 02 00")),
        &frame(RECORDS, 2, &format!("02 81 {ITEM} 06 a1 02 00")),
    );
    // its required field, missing
    let hex = frame(RECORDS, 2, &format!("02 81 {ITEM} 06 a0"));
    let r = reject_both(o, RECORDS, &hex, Rule::MissingRequired, "§4.1");
    field_is(&r, "event_class", "event.event_class");
    // its fields' types, ranges and nested maps
    let hex = frame(RECORDS, 2, &format!("02 81 {ITEM} 06 a2 02 00 05 01"));
    let r = reject_both(o, RECORDS, &hex, Rule::WrongType, "§4.1");
    field_is(&r, "ack", "event.ack");
    let hex = frame(RECORDS, 2, &format!("02 81 {ITEM} 06 a1 02 190100"));
    strict_only(o, RECORDS, &hex, Rule::Range, "§6");
    let hex = frame(RECORDS, 2, &format!("02 81 {ITEM} 06 a2 02 00 04 a1 20 00"));
    let r = reject_both(o, RECORDS, &hex, Rule::UnknownNegativeKey, "§4.3");
    field_is(&r, "body", "event.body.-1");
}

#[test]
fn each_rules() {
    let o = every_construct();
    // inline: every item has a non-empty body
    accept_same(
        o,
        RECORDS,
        &frame(RECORDS, 2, &format!("02 82 {ITEM_BODY} {ITEM_BODY} 04 f5")),
    );
    let hex = frame(RECORDS, 2, &format!("02 82 {ITEM_BODY} {ITEM} 04 f5"));
    let r = reject_both(o, RECORDS, &hex, Rule::RequiredWhen, "§7.5");
    assert_eq!(r.rule_id.as_deref(), Some("body-when-inline"));
    field_is(&r, "items", "items[1].body");
    // an empty body is not enough
    let hex = frame(RECORDS, 2, "02 81 a3 00 6169 01 4100 02 60 04 f5");
    let r = reject_both(o, RECORDS, &hex, Rule::RequiredWhen, "§7.5");
    field_is(&r, "items", "items[0].body");
    // not inline: no item has a body (strict)
    for inline in ["", "04 f4"] {
        let n = 1 + usize::from(!inline.is_empty());
        let hex = frame(RECORDS, n, &format!("02 82 {ITEM} {ITEM_BODY} {inline}"));
        let (r, _) = strict_only(o, RECORDS, &hex, Rule::AbsentUnless, "§7.5");
        assert_eq!(r.rule_id.as_deref(), Some("body-only-inline"));
        field_is(&r, "items", "items[1].body");
    }
    // present_iff on each pair, with a flags condition: b iff mode has fin
    accept_same(o, EACH, &frame(EACH, 2, "02 81 a2 00 01 01 02 03 01"));
    accept_same(o, EACH, &frame(EACH, 1, "02 81 a1 00 01"));
    accept_same(o, EACH, &frame(EACH, 2, "02 81 a1 00 01 03 02"));
    let hex = frame(EACH, 2, "02 82 a2 00 01 01 02 a1 00 01 03 01");
    let r = reject_both(o, EACH, &hex, Rule::PresentIff, "§7.10");
    field_is(&r, "pairs", "pairs[1].b");
    // no mode: its bits are clear (lacks fin), so no pair has b; a null b is absent
    accept_as(
        o,
        EACH,
        &frame(EACH, 1, "02 81 a2 00 01 01 f6"),
        &frame(EACH, 1, "02 81 a1 00 01"),
    );
    let hex = frame(EACH, 1, "02 81 a2 00 01 01 02");
    let r = reject_both(o, EACH, &hex, Rule::PresentIff, "§7.10");
    field_is(&r, "pairs", "pairs[0].b");
    // an element that is not a record: item-type (strict), then skipped by the rule
    let hex = frame(EACH, 2, "02 82 05 a2 00 01 01 02 03 01");
    strict_only(o, EACH, &hex, Rule::ItemType, "§4.1");
}

// ---------------------------------------------------------------- floats

#[test]
fn floats_shortest_form() {
    let o = every_construct();
    for f in [
        "f93c00",             // 1.0
        "f98000",             // -0.0
        "f90001",             // 2^-24
        "f97bff",             // 65504
        "fa47c35000",         // 100000
        "fa00000001",         // 2^-149
        "fb3ff199999999999a", // 1.1
        "fb3690000000000000", // 2^-150
    ] {
        accept_same(o, FLOATS, &frame(FLOATS, 1, &format!("02 {f}")));
    }
    for f in [
        "fa3f800000",         // 1.0
        "fa80000000",         // -0.0
        "fa7f800000",         // inf
        "fa33800000",         // 2^-24
        "fb3ff0000000000000", // 1.0
        "fb40f86a0000000000", // 100000
        "fb36a0000000000000", // 2^-149
        "f97e01",             // a NaN other than 7e00
        "f9fe00",             // negative NaN
        "fa7fc00000",         // NaN in single
        "fb7ff8000000000000", // NaN in double
    ] {
        let r = reject_both(
            o,
            FLOATS,
            &frame(FLOATS, 1, &format!("02 {f}")),
            Rule::FloatNotShortest,
            "§4.1",
        );
        assert_eq!((r.path.as_str(), r.field), ("@9", None), "{f}");
    }
    // an integral value in a float field stays a float; an integer is a wrong type
    let r = reject_both(
        o,
        FLOATS,
        &frame(FLOATS, 1, "02 01"),
        Rule::WrongType,
        "§4.1",
    );
    field_is(&r, "f", "f");
    // a float in an unknown key of a float channel is an accepted item
    let a = accept(o, FLOATS, &frame(FLOATS, 1, "1863 f93c00"));
    assert_eq!(a.canonical, h(&frame(FLOATS, 0, "")));
}

#[test]
fn floats_non_finite_and_range() {
    let o = every_construct();
    // non_finite: strict
    for f in ["f97e00", "f97c00", "f9fc00"] {
        let (r, a) = strict_only(
            o,
            FLOATS,
            &frame(FLOATS, 1, &format!("02 {f}")),
            Rule::FloatNonFinite,
            "§7",
        );
        field_is(&r, "f", "f");
        assert_eq!(a.canonical, h(&frame(FLOATS, 1, &format!("02 {f}"))));
    }
    // unit: range [0, 1] with basis must
    accept_same(o, FLOATS, &frame(FLOATS, 1, "03 f93c00"));
    accept_same(o, FLOATS, &frame(FLOATS, 1, "03 f98000")); // -0.0 >= 0.0
    let r = reject_both(o, FLOATS, &frame(FLOATS, 1, "03 f93e00"), Rule::Range, "§6");
    field_is(&r, "unit", "unit");
    // NaN lies outside every range, and range (d) comes before non-finite (d2)
    let r = reject_both(o, FLOATS, &frame(FLOATS, 1, "03 f97e00"), Rule::Range, "§6");
    assert_eq!(r.basis, Basis::Must);
    // float arrays: len [3, 3] (strict), items of type float
    accept_same(o, FLOATS, &frame(FLOATS, 1, "04 83 f93c00 f94000 f94200"));
    let (r, _) = strict_only(
        o,
        FLOATS,
        &frame(FLOATS, 1, "04 82 f93c00 f94000"),
        Rule::Len,
        "§4.2",
    );
    field_is(&r, "vec3", "vec3");
    let (r, _) = strict_only(
        o,
        FLOATS,
        &frame(FLOATS, 1, "04 83 f93c00 02 f94200"),
        Rule::ItemType,
        "§4.1",
    );
    field_is(&r, "vec3", "vec3[1]");
    let (r, _) = strict_only(
        o,
        FLOATS,
        &frame(FLOATS, 1, "04 83 f93c00 f6 f94200"),
        Rule::ItemType,
        "§4.1",
    );
    field_is(&r, "vec3", "vec3[1]");
    // a NaN in an `any` value is opaque content: the float policy applies to float fields
    accept_same(o, 0x0103, "a4 00 190103 01 412a 02 00 03 f97e00");
    // a non-finite item (element level)
    let (r, _) = strict_only(
        o,
        FLOATS,
        &frame(FLOATS, 1, "04 83 f93c00 f97c00 f94200"),
        Rule::FloatNonFinite,
        "§7",
    );
    field_is(&r, "vec3", "vec3[1]");
}

#[test]
fn unions_and_tuples() {
    let o = every_construct();
    // u: int / float / bstr / bool, told apart by major type (bool vs float by the byte)
    for v in [
        "05",
        "20",
        "3bffffffffffffffff",
        "f93c00",
        "4100",
        "f5",
        "f4",
    ] {
        accept_same(o, FLOATS, &frame(FLOATS, 1, &format!("05 {v}")));
    }
    for v in ["6178", "80", "a0"] {
        let r = reject_both(
            o,
            FLOATS,
            &frame(FLOATS, 1, &format!("05 {v}")),
            Rule::WrongType,
            "§4.1",
        );
        field_is(&r, "u", "u");
    }
    // null is absence at a key, even for a union
    let a = accept(o, FLOATS, &frame(FLOATS, 1, "05 f6"));
    assert_eq!(a.canonical, h(&frame(FLOATS, 0, "")));
    // the chosen alternative's own constraints apply: the channel's non-finite policy
    strict_only(
        o,
        FLOATS,
        &frame(FLOATS, 1, "05 f97e00"),
        Rule::FloatNonFinite,
        "§7",
    );
    // union elements: [1, "x", true] -- true is neither uint nor tstr
    accept_same(o, FLOATS, &frame(FLOATS, 1, "09 82 01 6178"));
    let (r, _) = strict_only(
        o,
        FLOATS,
        &frame(FLOATS, 1, "09 83 01 6178 f5"),
        Rule::ItemType,
        "§4.1",
    );
    field_is(&r, "mixed", "mixed[2]");
    // pair: tuple [uint, tstr]
    accept_same(o, FLOATS, &frame(FLOATS, 1, "06 82 01 6178"));
    for v in ["81 01", "83 01 6178 00", "01"] {
        let r = reject_both(
            o,
            FLOATS,
            &frame(FLOATS, 1, &format!("06 {v}")),
            Rule::WrongType,
            "§4.1",
        );
        field_is(&r, "pair", "pair");
    }
    // A tuple's elements are positional fields: a wrong element is `wrong-type` (must).
    let r = reject_both(
        o,
        FLOATS,
        &frame(FLOATS, 1, "06 82 6178 01"),
        Rule::WrongType,
        "§4.1",
    );
    field_is(&r, "pair", "pair[0]");
    // pose: tuple of constrained float arrays
    let pose = "07 82 83 f93c00 f93c00 f93c00 84 f93c00 f93c00 f93c00 f93c00";
    accept_same(o, FLOATS, &frame(FLOATS, 1, pose));
    let (r, _) = strict_only(
        o,
        FLOATS,
        &frame(
            FLOATS,
            1,
            "07 82 82 f93c00 f93c00 84 f93c00 f93c00 f93c00 f93c00",
        ),
        Rule::Len,
        "§4.2",
    );
    field_is(&r, "pose", "pose[0]");
    // an array of tuples: a tuple of the wrong count at element level is an item-type fault
    accept_same(o, FLOATS, &frame(FLOATS, 1, "08 82 82 01 6178 82 02 6179"));
    let (r, _) = strict_only(
        o,
        FLOATS,
        &frame(FLOATS, 1, "08 82 82 01 6178 81 02"),
        Rule::ItemType,
        "§4.1",
    );
    field_is(&r, "pairs", "pairs[1]");
}

// ---------------------------------------------------------------- maps, enums, flags, bounds

#[test]
fn typed_and_opaque_maps() {
    let o = every_construct();
    // counts: map tstr -> uint [0, 9], len [0, 3]
    accept_same(o, MAPS, &frame(MAPS, 1, "02 a2 6161 01 6162 09"));
    let (r, _) = strict_only(
        o,
        MAPS,
        &frame(MAPS, 1, "02 a1 00 01"),
        Rule::ItemType,
        "§4.1",
    );
    field_is(&r, "counts", "counts{0}.key");
    let (r, _) = strict_only(
        o,
        MAPS,
        &frame(MAPS, 1, "02 a2 6161 01 6162 0a"),
        Rule::Range,
        "§6",
    );
    field_is(&r, "counts", "counts{1}");
    let (r, _) = strict_only(
        o,
        MAPS,
        &frame(MAPS, 1, "02 a1 6161 f6"),
        Rule::ItemType,
        "§4.1",
    );
    field_is(&r, "counts", "counts{0}");
    let four = "02 a4 6161 00 6162 00 6163 00 6164 00";
    let (r, _) = strict_only(o, MAPS, &frame(MAPS, 1, four), Rule::Len, "§4.2");
    field_is(&r, "counts", "counts");
    // attrs: uint_keyed_map (§4.3 on its keys), values opaque
    accept_same(o, MAPS, &frame(MAPS, 1, "03 a2 00 6178 01 a1 20 f6"));
    let r = reject_both(
        o,
        MAPS,
        &frame(MAPS, 1, "03 a2 00 00 20 00"),
        Rule::UnknownNegativeKey,
        "§4.3",
    );
    field_is(&r, "attrs", "attrs.-1");
    let (r, _) = strict_only(
        o,
        MAPS,
        &frame(MAPS, 1, "03 a1 6161 00"),
        Rule::NestedKeyType,
        "§4.3",
    );
    field_is(&r, "attrs", "attrs.#0");
    // local: any_keyed_map
    accept_same(o, MAPS, &frame(MAPS, 1, "04 a3 20 00 6161 01 80 f5"));
    let r = reject_both(o, MAPS, &frame(MAPS, 1, "04 80"), Rule::WrongType, "§4.1");
    field_is(&r, "local", "local");
}

#[test]
fn text_and_strict_enums_and_flags() {
    let o = every_construct();
    // a text enum (not strict): any token is kept
    accept_same(o, MAPS, &frame(MAPS, 1, "05 63726564"));
    accept_same(o, MAPS, &frame(MAPS, 1, "05 64626c7565"));
    let r = reject_both(o, MAPS, &frame(MAPS, 1, "05 00"), Rule::WrongType, "§4.1");
    field_is(&r, "color", "color");
    // a strict text enum (strict basis, its own section)
    accept_same(o, MAPS, &frame(MAPS, 1, "06 6161"));
    let (r, a) = strict_only(
        o,
        MAPS,
        &frame(MAPS, 1, "06 6163"),
        Rule::UnknownEnumValue,
        "§7.1b",
    );
    field_is(&r, "token", "token");
    assert_eq!(a.canonical, h(&frame(MAPS, 1, "06 6163")));
    // a strict uint enum as array items (must)
    accept_same(o, MAPS, &frame(MAPS, 1, "0b 82 00 01"));
    let r = reject_both(
        o,
        MAPS,
        &frame(MAPS, 1, "0b 82 00 05"),
        Rule::UnknownEnumValue,
        "§7.1",
    );
    field_is(&r, "shapes", "shapes[1]");
    // flags with a strict reserved basis, and with a must one
    accept_same(o, MAPS, &frame(MAPS, 1, "07 03"));
    let (r, _) = strict_only(
        o,
        MAPS,
        &frame(MAPS, 1, "07 1b8000000000000000"),
        Rule::ReservedFlags,
        "§7.2",
    );
    field_is(&r, "flags", "flags");
    accept_same(o, MAPS, &frame(MAPS, 1, "08 01"));
    let r = reject_both(
        o,
        MAPS,
        &frame(MAPS, 1, "08 02"),
        Rule::ReservedFlags,
        "§7.2b",
    );
    field_is(&r, "hard", "hard");
    let r = reject_both(o, MAPS, &frame(MAPS, 1, "08 20"), Rule::WrongType, "§4.1");
    field_is(&r, "hard", "hard");
}

#[test]
fn ranges_lengths_and_non_empty() {
    let o = every_construct();
    // small: range [1, 10] with basis must
    accept_same(o, MAPS, &frame(MAPS, 1, "09 0a"));
    for v in ["00", "0b", "1bffffffffffffffff"] {
        let r = reject_both(
            o,
            MAPS,
            &frame(MAPS, 1, &format!("09 {v}")),
            Rule::Range,
            "§6",
        );
        field_is(&r, "small", "small");
    }
    // label: non_empty (required group, must) before len [1, 4] (strict)
    accept_same(o, MAPS, &frame(MAPS, 1, "0a 6461626364"));
    let r = reject_both(o, MAPS, &frame(MAPS, 1, "0a 60"), Rule::Empty, "§4.1");
    field_is(&r, "label", "label");
    strict_only(
        o,
        MAPS,
        &frame(MAPS, 1, "0a 656162636465"),
        Rule::Len,
        "§4.2",
    );
    // len counts bytes, not characters: "éé" is 4 bytes, "ééé" 6
    accept_same(o, MAPS, &frame(MAPS, 1, "0a 64c3a9c3a9"));
    strict_only(
        o,
        MAPS,
        &frame(MAPS, 1, "0a 66c3a9c3a9c3a9"),
        Rule::Len,
        "§4.2",
    );
    // signed: int in [-5, 5]
    for v in ["24", "05", "00"] {
        accept_same(o, MAPS, &frame(MAPS, 1, &format!("0c {v}")));
    }
    for v in ["25", "06", "3bffffffffffffffff"] {
        strict_only(
            o,
            MAPS,
            &frame(MAPS, 1, &format!("0c {v}")),
            Rule::Range,
            "§6",
        );
    }
    // neg: nint
    accept_same(o, MAPS, &frame(MAPS, 1, "0d 3bffffffffffffffff"));
    let r = reject_both(o, MAPS, &frame(MAPS, 1, "0d 00"), Rule::WrongType, "§4.1");
    field_is(&r, "neg", "neg");
}

// ---------------------------------------------------------------- rules

#[test]
fn const_at_least_one_value_in() {
    let o = every_construct();
    accept_same(o, RULES, &frame(RULES, 1, "07 6178"));
    // const final: true
    accept_same(o, RULES, &frame(RULES, 2, "06 f5 07 6178"));
    let r = reject_both(
        o,
        RULES,
        &frame(RULES, 2, "06 f4 07 6178"),
        Rule::Const,
        "§7.8.1",
    );
    assert_eq!(r.rule_id.as_deref(), Some("final-is-true"));
    field_is(&r, "final", "final");
    // at_least_one x, y (non-empty)
    accept_same(o, RULES, &frame(RULES, 1, "08 4100"));
    for hex in [
        frame(RULES, 0, ""),
        frame(RULES, 1, "07 60"),
        frame(RULES, 2, "07 60 08 40"),
    ] {
        let r = reject_both(o, RULES, &hex, Rule::AtLeastOne, "§7.8.2");
        assert_eq!(r.rule_id.as_deref(), Some("x-or-y"));
        field_is(&r, "x", "x");
    }
    // value_in kind in [text, choice] (strict)
    accept_same(o, RULES, &frame(RULES, 2, "07 6178 09 01"));
    let (r, _) = strict_only(
        o,
        RULES,
        &frame(RULES, 2, "07 6178 09 00"),
        Rule::ValueIn,
        "§7.8.6",
    );
    field_is(&r, "kind", "kind");
    // rules are checked in schema order: const before at_least_one
    let r = reject_both(o, RULES, &frame(RULES, 1, "06 f4"), Rule::Const, "§7.8.1");
    assert_eq!(r.rule_id.as_deref(), Some("final-is-true"));
}

#[test]
fn relations() {
    let o = every_construct();
    // a <= b, evaluated only when both are present
    accept_same(o, RULES, &frame(RULES, 3, "02 02 03 02 07 6178"));
    accept_same(o, RULES, &frame(RULES, 2, "02 09 07 6178"));
    let r = reject_both(
        o,
        RULES,
        &frame(RULES, 3, "02 03 03 02 07 6178"),
        Rule::Relation,
        "§7.8.3",
    );
    assert_eq!(r.rule_id.as_deref(), Some("a-le-b"));
    field_is(&r, "a", "a");
    // {len: list} == {mul: [a, 2]} when kind is choice (strict)
    let ok = frame(RULES, 5, "02 01 03 01 04 82 05 06 07 6178 09 02");
    accept_same(o, RULES, &ok);
    let bad = frame(RULES, 5, "02 01 03 01 04 81 05 07 6178 09 02");
    let (r, _) = strict_only(o, RULES, &bad, Rule::Relation, "§7.8.4");
    assert_eq!(r.rule_id.as_deref(), Some("list-twice-a"));
    field_is(&r, "list", "list");
    // ... not when kind is text
    accept_same(
        o,
        RULES,
        &frame(RULES, 5, "02 01 03 01 04 81 05 07 6178 09 01"),
    );
    // mul saturates: a = b = u64::MAX, len 1 != 2^65 - 2
    let huge = frame(
        RULES,
        5,
        "02 1bffffffffffffffff 03 1bffffffffffffffff 04 81 05 07 6178 09 02",
    );
    strict_only(o, RULES, &huge, Rule::Relation, "§7.8.4");
    // sub subset list (must)
    accept_same(
        o,
        RULES,
        &frame(RULES, 3, "04 82 01 02 05 82 02 02 07 6178"),
    );
    accept_same(o, RULES, &frame(RULES, 3, "04 82 01 02 05 80 07 6178"));
    accept_same(o, RULES, &frame(RULES, 2, "05 81 03 07 6178")); // list absent: not evaluated
    let r = reject_both(
        o,
        RULES,
        &frame(RULES, 3, "04 82 01 02 05 82 02 03 07 6178"),
        Rule::Relation,
        "§7.8.5",
    );
    assert_eq!(r.rule_id.as_deref(), Some("sub-in-list"));
    field_is(&r, "sub", "sub");
}

// ---------------------------------------------------------------- cross-frame rules

/// {0: 0x114, 1: h'2a', 2: credit 5, 3: allow true, 4: opts [1, 2]}
const REQUEST: &str = "a5 00 190114 01 412a 02 05 03 f5 04 82 01 02";

#[track_caller]
fn cross(o: &Oracle, request: &str, result: &str, p: Profile) -> Ruling {
    o.check_cross(REQ, &h(request), RES, &h(result), p)
}

#[test]
fn cross_absent_unless_and_cross_relation() {
    let o = every_construct();
    let res = frame(RES, 3, "02 05 03 6178 04 81 02");
    for p in Profile::ALL {
        assert_eq!(
            cross(o, REQUEST, &res, p)
                .accepted()
                .map(|a| a.canonical.clone()),
            Some(h(&res))
        );
    }
    // cross_relation credit <= the request's credit (must)
    let res6 = frame(RES, 1, "02 06");
    for p in Profile::ALL {
        let v = cross(o, REQUEST, &res6, p);
        let r = v.refusal().expect("refused");
        assert_eq!(
            (r.rule, r.rule_id.as_deref()),
            (Rule::CrossRelation, Some("credit-le-request"))
        );
        field_is(r, "credit", "credit");
    }
    // without the request's credit the relation is not evaluated
    assert!(cross(o, "a2 00 190114 01 412a", &res6, STRICT).is_accept());
    // plain check never applies cross rules
    assert!(o.check(RES, &h(&res6), STRICT).is_accept());
    // cross_absent_unless: extra only when the request allows it
    let extra = frame(RES, 1, "03 6178");
    for req in ["a3 00 190114 01 412a 03 f4", "a2 00 190114 01 412a"] {
        let v = cross(o, req, &extra, MINIMUM);
        let r = v.refusal().expect("refused");
        assert_eq!(
            (r.rule, r.rule_id.as_deref()),
            (Rule::CrossFrame, Some("extra-only-if-allowed"))
        );
        assert_eq!((r.section.as_str(), r.basis), ("§7.9.1", Basis::Must));
        field_is(r, "extra", "extra");
    }
    // cross_relation subset (strict): picks from the request's opts
    let picks = frame(RES, 1, "04 82 01 03");
    let v = cross(o, REQUEST, &picks, STRICT);
    let r = v.refusal().expect("refused");
    assert_eq!(
        (r.rule, r.rule_id.as_deref(), r.basis),
        (Rule::CrossRelation, Some("picks-from-opts"), Basis::Strict)
    );
    field_is(r, "picks", "picks");
    assert!(cross(o, REQUEST, &picks, MINIMUM).is_accept());
    // several broken: schema order (extra before credit)
    let both = frame(RES, 2, "02 06 03 6178");
    let v = cross(o, "a3 00 190114 01 412a 02 05", &both, STRICT);
    assert_eq!(
        v.refusal().and_then(|r| r.rule_id.as_deref()),
        Some("extra-only-if-allowed")
    );
    // a request of another frame: the rules name SCRATCH_REQ only
    let v = o.check_cross(
        0x0104,
        &h("a3 00 190104 01 412a 02 6161"),
        RES,
        &h(&both),
        STRICT,
    );
    assert!(v.is_accept(), "{v}");
}

// ---------------------------------------------------------------- order and outcomes

#[test]
fn fault_order() {
    let o = every_construct();
    // a type fault (items[0].id) before a later CBOR fault (meta.name 18 01): the walk of the
    // whole payload comes first
    let hex = frame(RECORDS, 2, "02 81 a2 00 4169 01 4100 03 a1 00 1801");
    reject_both(o, RECORDS, &hex, Rule::ShortestForm, "§4.1");
    // ... and a later subset fault wins too, under strict (a tag in meta)
    let hex = frame(RECORDS, 2, "02 81 a2 00 4169 01 4100 03 a1 00 c16178");
    reject_in(o, RECORDS, &hex, STRICT, Rule::Tag, "§4.1");
    let r = reject_in(o, RECORDS, &hex, MINIMUM, Rule::WrongType, "§4.1");
    field_is(&r, "id", "items[0].id");
    // two type faults: the first in encoded order
    let hex = frame(RECORDS, 2, "02 81 a2 00 4169 01 4100 04 01");
    let r = reject_both(o, RECORDS, &hex, Rule::WrongType, "§4.1");
    field_is(&r, "id", "items[0].id");
    // a strict fault first, a must fault later: strict reports the first, minimum skips it
    let hex = frame(RECORDS, 2, "02 81 6178 04 01");
    reject_in(o, RECORDS, &hex, STRICT, Rule::ItemType, "§4.1");
    let r = reject_in(o, RECORDS, &hex, MINIMUM, Rule::WrongType, "§4.1");
    field_is(&r, "inline", "inline");
    // entries before missing required: no items, inline of the wrong type
    let r = reject_both(
        o,
        RECORDS,
        &frame(RECORDS, 1, "04 01"),
        Rule::WrongType,
        "§4.1",
    );
    field_is(&r, "inline", "inline");
    // missing required before rules
    let r = reject_both(
        o,
        RECORDS,
        &frame(RECORDS, 1, "04 f5"),
        Rule::MissingRequired,
        "§4.1",
    );
    field_is(&r, "items", "items");
    // a record's missing key and rules come at the record, before later entries
    let hex = frame(RECORDS, 2, "02 81 a1 00 6169 04 01");
    let r = reject_both(o, RECORDS, &hex, Rule::MissingRequired, "§4.1");
    field_is(&r, "content", "items[0].content");
    // frame_kind mismatch is a key fault, in encoded order
    let hex = "a4 00 190111 01 412a 02 01 05 6178";
    let r = reject_both(o, RECORDS, hex, Rule::FrameKindMismatch, "§4.2");
    assert_eq!(
        r.outcome,
        o.model()
            .outcome(npamp_schema::FailClass::KindMismatch)
            .clone()
    );
}

#[test]
fn unknown_operation_as_the_core_error_frame() {
    let o = every_construct();
    for p in Profile::ALL {
        let v = o.check(0x0999, &[], p);
        let r = v.refusal().expect("refused");
        assert_eq!(r.rule, Rule::UnknownFrameType);
        assert_eq!(r.outcome, OutcomeDef::CoreFrame(5));
        assert_eq!(r.wire_name, "core_frame 0x0005");
    }
}

#[test]
fn every_shipped_channel_has_an_oracle() {
    let all = Oracle::all();
    assert_eq!(all.len(), npamp_schema::shipped().len());
    for (o, m) in all.iter().zip(npamp_schema::shipped()) {
        assert_eq!(o.model().channel.module, m.channel.module);
        let same = Oracle::shipped(&m.channel.module).expect("found");
        assert!(std::ptr::eq(same, o));
    }
    assert!(Oracle::shipped("no-such-channel").is_none());
}

/// Mutants of valid scratch payloads: no panic, no internal disagreement between the walker
/// and ciborium, canonical forms are fixed points, a strict accept is the same minimum accept,
/// and a refusal is always on a basis the profile refuses.
#[test]
fn mutants_are_consistent() {
    let o = every_construct();
    let seeds = [
        (RECORDS, frame(RECORDS, 4, &format!("02 82 {ITEM_BODY} a5 00 6169 01 4100 02 6162 03 f93800 04 81 6178 03 a1 00 616e 04 f5 06 a2 02 00 04 a1 00 c1 00"))),
        (FLOATS, frame(FLOATS, 6, "02 fb3ff199999999999a 03 f93c00 04 83 f93c00 f94000 f94200 05 20 06 82 01 6178 09 82 01 6178")),
        (MAPS, frame(MAPS, 6, "02 a2 6161 01 6162 09 03 a2 00 6178 01 a1 20 f6 05 63726564 06 6161 07 03 0a 6461626364")),
        (RULES, frame(RULES, 7, "02 01 03 01 04 82 05 06 05 81 06 06 f5 07 6178 09 02")),
        (EACH, frame(EACH, 2, "02 82 a2 00 01 01 02 a2 00 02 01 03 03 01")),
    ];
    let mut x: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    for (ft, seed) in &seeds {
        accept_in(o, *ft, seed, MINIMUM);
    }
    let mut accepted = 0;
    for i in 0..30_000 {
        let (ft, seed) = &seeds[i % seeds.len()];
        let mut b = h(seed);
        for _ in 0..=(next() % 3) {
            let at = (next() as usize) % (b.len() + 1);
            match next() % 4 {
                0 if at < b.len() => b[at] = next() as u8,
                1 => b.insert(at, next() as u8),
                2 if at < b.len() => {
                    b.remove(at);
                }
                _ if at < b.len() => b[at] ^= 1 << (next() % 8),
                _ => {}
            }
        }
        let ft = if i % 7 == 0 {
            0x0110 + (next() % 7) as u16
        } else {
            *ft
        };
        let strict = o.check(ft, &b, STRICT);
        let minimum = o.check(ft, &b, MINIMUM);
        for (p, v) in [(STRICT, &strict), (MINIMUM, &minimum)] {
            match v {
                Ruling::Reject(r) => {
                    assert!(!r.path.starts_with("internal"), "{r}");
                    assert!(p.refuses(r.basis), "{r}");
                }
                Ruling::Accept(a) => {
                    accepted += 1;
                    assert_eq!(o.check(ft, &a.canonical, p).accepted(), Some(a), "{b:02x?}");
                }
            }
        }
        if strict.is_accept() {
            assert_eq!(strict, minimum, "{b:02x?}");
        }
        // the cross check of a result never panics either
        let _ = o.check_cross(REQ, &h(REQUEST), ft, &b, MINIMUM);
    }
    assert!(accepted > 1000, "{accepted}");
}
