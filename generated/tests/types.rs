//! The compound value types: typed maps (Telemetry `labels`, `attrs`), unions
//! (Telemetry `attrs` values), strict enums (Telemetry `telemetry_class`,
//! Spatial `occupancy_encoding`) and ordinary ones, flags with reserved bits
//! (Stream), tuples and fixed-length arrays (Spatial `origin`, `body_ids`).
//!
//! SEMANTICS.md "Value check": a typed map's keys and values are elements
//! (`item-type`, group item_type, strict on every shipped channel); its keys
//! are in bytewise order under both profiles; a strict enum's unrecognized
//! value is `unknown-enum-value` with the enum's own basis; a reserved flag bit
//! is `reserved-flags` with the flags definition's basis; a tuple's elements
//! are positional fields (`wrong-type`, must), its arrays' items elements.
//! Payloads are hand-written.
#![forbid(unsafe_code)]

mod common;

use common::{cat, check_err, hex, must, ok, refused_with, spt, sst, strict_only, tt};
use npamp_generated::rt::Basis;
use npamp_generated::{interaction, sensory, spatial, stream, telemetry, Profile, Rule};

const T: &str = "telemetry";
const SP: &str = "spatial";
const ST: &str = "stream";
const S4: &str = "§4";

// ============================================================ typed maps: Telemetry labels

/// TELEMETRY_REPORT {0: 0x0100, 3: 1, 4: [{0: "m", 1: 5, 2: 0, 3: 1, 5: <labels>}]}
fn with_labels(labels: &str) -> Vec<u8> {
    cat(&[
        &hex("a3 00 190100 03 01 04 81 a5 00 616d 01 05 02 00 03 01 05"),
        &hex(labels),
    ])
}

#[test]
fn labels_text_to_text() {
    // {"a": "x", "bb": "y"}
    let p = with_labels("a2 6161 6178 626262 6179");
    ok(T, tt::REPORT, &p);
    let r = telemetry::Report::decode(&p).expect("decodes");
    let m = r.metrics.as_ref().and_then(|a| a.get(0)).expect("a metric");
    let labels = m.labels.as_ref().expect("labels");
    assert_eq!(labels.len(), 2);
    assert_eq!(labels.iter().collect::<Vec<_>>(), [("a", "x"), ("bb", "y")]);
    assert_eq!(r.to_vec(), p);
    // {} is fine
    ok(T, tt::REPORT, &with_labels("a0"));
}

#[test]
fn labels_value_of_another_type_is_item_type_strict() {
    // {"a": 1}
    let p = with_labels("a1 6161 01");
    let e = strict_only(T, tt::REPORT, &p, Rule::ItemType, Some("labels"), S4);
    assert_eq!(e.offset(), p.len() - 1, "at the value");
    // {"a": null} — a null element is a wrong type
    strict_only(
        T,
        tt::REPORT,
        &with_labels("a1 6161 f6"),
        Rule::ItemType,
        Some("labels"),
        S4,
    );
    // {"a": h'78'}
    strict_only(
        T,
        tt::REPORT,
        &with_labels("a1 6161 4178"),
        Rule::ItemType,
        Some("labels"),
        S4,
    );
    // Minimum keeps the map as received: iteration skips the entry, re-encoding copies it.
    // {"a": 1, "b": "y"}
    let p = with_labels("a2 6161 01 6162 6179");
    let r = telemetry::Report::decode_with(&p, Profile::Minimum).expect("minimum");
    let m = r.metrics.as_ref().and_then(|a| a.get(0)).expect("a metric");
    let labels = m.labels.as_ref().expect("labels");
    assert_eq!(labels.len(), 2);
    assert_eq!(labels.iter().collect::<Vec<_>>(), [("b", "y")]);
    assert_eq!(r.to_vec(), p);
}

#[test]
fn labels_key_of_another_type_is_item_type_strict() {
    // {1: "x"}
    let p = with_labels("a1 01 6178");
    let e = strict_only(T, tt::REPORT, &p, Rule::ItemType, Some("labels"), S4);
    assert_eq!(e.offset(), p.len() - 3, "at the key");
    // {h'61': "x"}
    strict_only(
        T,
        tt::REPORT,
        &with_labels("a1 4161 6178"),
        Rule::ItemType,
        Some("labels"),
        S4,
    );
}

#[test]
fn labels_keys_are_in_bytewise_order_under_both_profiles() {
    // {"b": "y", "a": "x"}
    must(
        T,
        tt::REPORT,
        &with_labels("a2 6162 6179 6161 6178"),
        Rule::KeyOrder,
        None,
        S4,
    );
    // {"a": "x", "a": "y"}
    must(
        T,
        tt::REPORT,
        &with_labels("a2 6161 6178 6161 6179"),
        Rule::DuplicateKey,
        None,
        S4,
    );
    // Bytewise, not length-first: {"b": "y", "aa": "x"} is in order (61 62 < 62 61 61).
    ok(T, tt::REPORT, &with_labels("a2 6162 6179 626161 6178"));
    // {"aa": "x", "b": "y"} is not.
    must(
        T,
        tt::REPORT,
        &with_labels("a2 626161 6178 6162 6179"),
        Rule::KeyOrder,
        None,
        S4,
    );
    // A key of another type still takes part in the order under minimum:
    // {"a": "x", 1: "y"} — 61 61 > 01.
    let p = with_labels("a2 6161 6178 01 6179");
    let e = refused_with(T, tt::REPORT, &p, Profile::Strict);
    check_err(T, &e, Rule::KeyOrder, None, Basis::Must, S4);
    let e = refused_with(T, tt::REPORT, &p, Profile::Minimum);
    check_err(T, &e, Rule::KeyOrder, None, Basis::Must, S4);
    // {1: "y", "a": "x"} — in order: strict refuses the key type, minimum accepts.
    strict_only(
        T,
        tt::REPORT,
        &with_labels("a2 01 6179 6161 6178"),
        Rule::ItemType,
        Some("labels"),
        S4,
    );
}

#[test]
fn labels_not_a_map_is_wrong_type_must() {
    must(
        T,
        tt::REPORT,
        &with_labels("80"),
        Rule::WrongType,
        Some("labels"),
        S4,
    );
    must(
        T,
        tt::REPORT,
        &with_labels("6161"),
        Rule::WrongType,
        Some("labels"),
        S4,
    );
}

#[test]
fn labels_text_is_utf8_checked() {
    // {"a": text(1) ff}
    must(
        T,
        tt::REPORT,
        &with_labels("a1 6161 61ff"),
        Rule::InvalidUtf8,
        None,
        S4,
    );
    // {text(1) ff: "x"}
    must(
        T,
        tt::REPORT,
        &with_labels("a1 61ff 6178"),
        Rule::InvalidUtf8,
        None,
        S4,
    );
}

// ============================================================ typed maps with union values: attrs

/// TELEMETRY_REPORT {0: 0x0100, 3: 1, 5: [{0: "e", 1: 5, 3: <attrs>}]}
fn with_attrs(attrs: &str) -> Vec<u8> {
    cat(&[
        &hex("a3 00 190100 03 01 05 81 a3 00 6165 01 05 03"),
        &hex(attrs),
    ])
}

#[test]
fn attrs_values_are_a_union_of_tstr_int_float_bool() {
    // {"b": true, "f": 1.5, "i": -3, "t": "x"}
    let p = with_attrs("a4 6162 f5 6166 f93e00 6169 22 6174 6178");
    ok(T, tt::REPORT, &p);
    let r = telemetry::Report::decode(&p).expect("decodes");
    let e = r.events.as_ref().and_then(|a| a.get(0)).expect("an event");
    use telemetry::EventAttrsValue as V;
    assert_eq!(
        e.attrs.as_ref().expect("attrs").iter().collect::<Vec<_>>(),
        [
            ("b", V::Bool(true)),
            ("f", V::Float(1.5)),
            ("i", V::Int(-3)),
            ("t", V::Text("x"))
        ]
    );
    assert_eq!(r.to_vec(), p);
}

#[test]
fn attrs_value_outside_the_union_is_item_type_strict() {
    for v in ["4100", "8101", "a0", "f6"] {
        // {"x": h'00' | [1] | {} | null}
        let p = with_attrs(&format!("a1 6178 {v}"));
        strict_only(T, tt::REPORT, &p, Rule::ItemType, Some("attrs"), S4);
    }
    // A non-shortest float alternative is a step-3 fault (must).
    must(
        T,
        tt::REPORT,
        &with_attrs("a1 6178 fa3fc00000"),
        Rule::FloatNotShortest,
        None,
        S4,
    );
    // A uint key: item-type.
    strict_only(
        T,
        tt::REPORT,
        &with_attrs("a1 05 6178"),
        Rule::ItemType,
        Some("attrs"),
        S4,
    );
}

// ============================================================ strict enums

/// TELEMETRY_SUBSCRIBE {0: 0x0101, 1: h'2a', 2: <classes>, 7: 1}
fn subscribe(classes: &str) -> Vec<u8> {
    cat(&[
        &hex("a4 00 190101 01 412a 02"),
        &hex(classes),
        &hex("07 01"),
    ])
}

#[test]
fn telemetry_classes_known_values() {
    let p = subscribe("83 00 01 02");
    ok(T, tt::SUBSCRIBE, &p);
    let s = telemetry::Subscribe::decode(&p).expect("decodes");
    use telemetry::TelemetryClass as C;
    assert_eq!(
        s.classes
            .as_ref()
            .expect("classes")
            .iter()
            .collect::<Vec<_>>(),
        [C::Metrics, C::Events, C::Health]
    );
    // Strict enums (schema `unrecognized.reject`) and ordinary ones.
    let strictness = [C::STRICT, interaction::EventClass::STRICT];
    assert_eq!(strictness, [true, false]);
}

#[test]
fn telemetry_unrecognized_class_is_unknown_enum_value_strict() {
    let p = subscribe("82 00 03");
    let e = strict_only(
        T,
        tt::SUBSCRIBE,
        &p,
        Rule::UnknownEnumValue,
        Some("classes"),
        "§6.1",
    );
    assert_eq!(e.offset(), 11, "at the value");
    // Minimum keeps it raw.
    let s = telemetry::Subscribe::decode_with(&p, Profile::Minimum).expect("minimum");
    assert_eq!(
        s.classes
            .as_ref()
            .expect("classes")
            .iter()
            .collect::<Vec<_>>(),
        [
            telemetry::TelemetryClass::Metrics,
            telemetry::TelemetryClass::Unrecognized(3)
        ]
    );
    // A large value, and one in SUB_ACK.
    strict_only(
        T,
        tt::SUBSCRIBE,
        &subscribe("81 18ff"),
        Rule::UnknownEnumValue,
        Some("classes"),
        "§6.1",
    );
    // TELEMETRY_SUB_ACK {0: 0x0102, 1: h'2a', 2: h'01', 3: 1, 4: [9]}
    let p = hex("a5 00 190102 01 412a 02 4101 03 01 04 8109");
    strict_only(
        T,
        tt::SUB_ACK,
        &p,
        Rule::UnknownEnumValue,
        Some("classes"),
        "§6.1",
    );
    // A text item is not a uint enum value: item-type.
    strict_only(
        T,
        tt::SUBSCRIBE,
        &subscribe("81 676d657472696373"),
        Rule::ItemType,
        Some("classes"),
        S4,
    );
}

#[test]
fn spatial_occupancy_encoding_is_a_strict_enum() {
    // OCCUPANCY_UPDATE with encoding 2 (neither raw nor run-length); run_length
    // (1) takes no cell-count relation, so only the enum can fail.
    let p = occupancy(ORIGIN, "02", "01", "01", "41 00");
    let e = strict_only(
        SP,
        spt::OCCUPANCY_UPDATE,
        &p,
        Rule::UnknownEnumValue,
        Some("encoding"),
        "§5.5",
    );
    assert_eq!(e.basis(), Basis::Strict);
    let o = spatial::OccupancyUpdate::decode_with(&p, Profile::Minimum).expect("minimum");
    assert_eq!(o.encoding, spatial::OccupancyEncoding::Unrecognized(2));
    ok(
        SP,
        spt::OCCUPANCY_UPDATE,
        &occupancy(ORIGIN, "01", "01", "01", "41 00"),
    );
}

#[test]
fn ordinary_enums_keep_unrecognized_values() {
    use sensory::Unit;
    assert!(Unit::from_raw(17).is_unassigned());
    assert!(Unit::from_raw(0x7fff).is_unassigned());
    assert!(Unit::from_raw(0x8000).is_private_use());
    let strictness = [Unit::STRICT, spatial::OccupancyEncoding::STRICT];
    assert_eq!(strictness, [false, true]);
    // SENSORY_OBSERVE {0: 0x0100, 3: 1, 4: [{0: h'01', 1: 5, 3: 0x8000, 5: 1}]}
    let p = hex("a3 00 190100 03 01 04 81 a4 00 4101 01 05 03 198000 05 01");
    ok("sensory", 0x0100, &p);
    let o = sensory::Observe::decode(&p).expect("decodes");
    assert_eq!(
        o.obs.get(0).map(|x| x.unit),
        Some(Unit::Unrecognized(0x8000))
    );
    assert_eq!(o.to_vec(), p, "kept raw on re-encoding");
}

// ============================================================ flags (Stream)

/// STREAM_DATA {0: 0x0101, 1: 7, 2: 0, 3: h'01', 4: <flags>}
fn data(flags: &str) -> Vec<u8> {
    cat(&[&hex("a5 00 190101 01 07 02 00 03 4101 04"), &hex(flags)])
}

#[test]
fn stream_data_flags() {
    let p = data("01");
    ok(ST, sst::DATA, &p);
    let d = stream::Data::decode(&p).expect("decodes");
    assert_eq!(d.flags, Some(stream::DataFlags::FIN));
    assert!(d.flags.is_some_and(|f| f.contains(stream::DataFlags::FIN)));
    assert_eq!(stream::DataFlags::KNOWN_MASK, 1);
    ok(ST, sst::DATA, &data("00"));
}

#[test]
fn stream_reserved_flag_bits_are_ignored_on_receipt() {
    // §5.2: "Bits 1–7 reserved, sent as 0, ignored on receipt": no decoding
    // profile refuses them; they are kept as read.
    for f in ["02", "03", "1880", "18ff"] {
        ok(ST, sst::DATA, &data(f));
    }
    let p = data("03");
    let d = stream::Data::decode(&p).expect("strict");
    let f = d.flags.expect("flags");
    assert_eq!((f.bits(), f.reserved()), (3, 2));
    assert!(f.contains(stream::DataFlags::FIN));
    assert_eq!(d.to_vec(), p);
    // A sender MUST send them as 0: `validate` (the sender's check) refuses them.
    let e = d.validate().expect_err("a sender's reserved bit");
    assert_eq!((e.rule(), e.field()), (Rule::ReservedFlags, Some("flags")));
    d.validate_with(Profile::Minimum)
        .expect("minimum: the sender's strict reading only");
    // STREAM_OPEN {0: 0x0100, 1: 2, 2: 1024, 3: 0, 5: 0x80} — the open flags, §5.1
    let p = hex("a5 00 190100 01 02 02 190400 03 00 05 1880");
    ok(ST, sst::OPEN, &p);
}

#[test]
fn stream_flags_range_comes_before_reserved_bits() {
    // flags 256: range [0, 255] (group range, §5.1 in Stream's table), checked first.
    let p = data("190100");
    strict_only(ST, sst::DATA, &p, Rule::Range, Some("flags"), "§5.1");
    // flags -1: a wrong major type.
    must(
        ST,
        sst::DATA,
        &data("20"),
        Rule::WrongType,
        Some("flags"),
        "§4.1",
    );
    // STREAM_OPEN content_type 256 — range (strict), and 0x80 (private use) is fine.
    let p = hex("a4 00 190100 01 02 02 190400 03 190100");
    strict_only(ST, sst::OPEN, &p, Rule::Range, Some("content_type"), "§5.1");
    let p = hex("a4 00 190100 01 02 02 190400 03 1880");
    ok(ST, sst::OPEN, &p);
    let o = stream::Open::decode(&p).expect("decodes");
    assert!(o.content_type.is_private_use());
    assert_eq!(o.content_type.effective(), stream::ContentType::Opaque);
}

// ============================================================ tuples and fixed arrays (Spatial)

/// OCCUPANCY_UPDATE {0: 0x0104, 1: 0, 3: "m", 4: 1.0, 5: w, 6: h, 7: <origin>,
/// 8: <encoding>, 9: <cells>}
fn occupancy(origin: &str, encoding: &str, w: &str, h: &str, cells: &str) -> Vec<u8> {
    cat(&[
        &hex("a9 00 190104 01 00 03 616d 04 f93c00 05"),
        &hex(w),
        &hex("06"),
        &hex(h),
        &hex("07"),
        &hex(origin),
        &hex("08"),
        &hex(encoding),
        &hex("09"),
        &hex(cells),
    ])
}

/// [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 1.0]]
const ORIGIN: &str = "82 83 f90000 f90000 f90000 84 f90000 f90000 f90000 f93c00";

#[track_caller]
fn occ_origin(origin: &str) -> Vec<u8> {
    occupancy(origin, "00", "01", "01", "41 00")
}

#[test]
fn spatial_origin_tuple() {
    let p = occ_origin(ORIGIN);
    ok(SP, spt::OCCUPANCY_UPDATE, &p);
    let o = spatial::OccupancyUpdate::decode(&p).expect("decodes");
    let (pos, quat) = &o.origin;
    assert_eq!(pos.iter().collect::<Vec<_>>(), [0.0, 0.0, 0.0]);
    assert_eq!(quat.iter().collect::<Vec<_>>(), [0.0, 0.0, 0.0, 1.0]);
    assert_eq!(o.to_vec(), p);
}

#[test]
fn spatial_origin_arity_and_element_types_are_must() {
    for origin in [
        // three elements
        "83 83 f90000 f90000 f90000 84 f90000 f90000 f90000 f93c00 80",
        // one element
        "81 83 f90000 f90000 f90000",
        // the empty array
        "80",
        // not an array
        "f93c00",
        // the first element not an array
        "82 05 84 f90000 f90000 f90000 f93c00",
        // the second element not an array
        "82 83 f90000 f90000 f90000 a0",
    ] {
        let p = occ_origin(origin);
        must(
            SP,
            spt::OCCUPANCY_UPDATE,
            &p,
            Rule::WrongType,
            Some("origin"),
            "§4.1",
        );
    }
}

#[test]
fn spatial_origin_element_lengths_and_items_are_strict() {
    // [[0.0, 0.0], [0, 0, 0, 1.0]] — the position has 2 floats where 3 are stated
    let p = occ_origin("82 82 f90000 f90000 84 f90000 f90000 f90000 f93c00");
    strict_only(
        SP,
        spt::OCCUPANCY_UPDATE,
        &p,
        Rule::Len,
        Some("origin"),
        "§4.2",
    );
    // [[0.0, 0.0, 0], ...] — an integer item
    let p = occ_origin("82 83 f90000 f90000 00 84 f90000 f90000 f90000 f93c00");
    strict_only(
        SP,
        spt::OCCUPANCY_UPDATE,
        &p,
        Rule::ItemType,
        Some("origin"),
        "§4.1",
    );
    // [[0.0, 0.0, 0.0 as a single], ...] — step 3 (must)
    let p = occ_origin("82 83 f90000 f90000 fa00000000 84 f90000 f90000 f90000 f93c00");
    must(
        SP,
        spt::OCCUPANCY_UPDATE,
        &p,
        Rule::FloatNotShortest,
        None,
        "§4.1",
    );
}

#[test]
fn spatial_body_ids_element_length() {
    // SPATIAL_QUERY {0: 0x0105, 1: 0, 2: h'2a', 4: <body_ids>}
    let q = |ids: &str| cat(&[&hex("a4 00 190105 01 00 02 412a 04"), &hex(ids)]);
    ok(SP, spt::QUERY, &q("82 4101 4102"));
    // [h''] — each body_id is 1–64 bytes (len, strict)
    strict_only(
        SP,
        spt::QUERY,
        &q("81 40"),
        Rule::Len,
        Some("body_ids"),
        "§4.2",
    );
    // [65 bytes]
    let long = format!("81 5841 {}", "00".repeat(65));
    strict_only(
        SP,
        spt::QUERY,
        &q(&long),
        Rule::Len,
        Some("body_ids"),
        "§4.2",
    );
    let max = format!("81 5840 {}", "00".repeat(64));
    ok(SP, spt::QUERY, &q(&max));
    // ["x"]
    strict_only(
        SP,
        spt::QUERY,
        &q("81 6178"),
        Rule::ItemType,
        Some("body_ids"),
        "§4.1",
    );
}
