//! Schema rules of the channels (SEMANTICS.md step 7, "Rules"): every kind
//! (`required_when`, `present_iff`, `absent_unless`, `value_in`, `const`,
//! `at_least_one`, `relation`), every condition (`in`, `equals`, `present`,
//! `has` / `lacks` on flags), record rules, and "a field that failed a check
//! which the profile did not refuse still counts as present with its value".
//! A rule states its own basis; its `field` is the rule's subject. Payloads
//! are hand-written.
#![forbid(unsafe_code)]

mod common;

use common::{
    cat, check_err, hex, kt, mt, ok, refused_with, rule_must, rule_strict, sen, spt, sst,
    strict_only, tt,
};
use npamp_generated::rt::Basis;
use npamp_generated::{Profile, Rule};

const K: &str = "knowledge";
const M: &str = "memory";
const SE: &str = "sensory";
const SP: &str = "spatial";
const ST: &str = "stream";
const T: &str = "telemetry";

// ============================================================ Knowledge

#[test]
fn knowledge_next_cursor_when_has_more() {
    // QUERY_RESULT {0: 0x0101, 1: h'2a', 2: [], 3: true} — `equals: true` on a bool
    let p = hex("a4 00 190101 01 412a 02 80 03 f5");
    rule_strict(
        K,
        kt::QUERY_RESULT,
        &p,
        Rule::RequiredWhen,
        "next-cursor-when-has-more",
        Some("next_cursor"),
        "§6.2",
    );
    // ... 4: h'01'
    ok(
        K,
        kt::QUERY_RESULT,
        &hex("a5 00 190101 01 412a 02 80 03 f5 04 4101"),
    );
    // ... 3: false, no cursor
    ok(
        K,
        kt::QUERY_RESULT,
        &hex("a4 00 190101 01 412a 02 80 03 f4"),
    );
    // ... 3: true, 4: null — null is absence
    let p = hex("a5 00 190101 01 412a 02 80 03 f5 04 f6");
    rule_strict(
        K,
        kt::QUERY_RESULT,
        &p,
        Rule::RequiredWhen,
        "next-cursor-when-has-more",
        Some("next_cursor"),
        "§6.2",
    );
}

#[test]
fn knowledge_stream_end_final_is_const_true() {
    // QUERY_STREAM_END {0: 0x0103, 1: h'2a', 3: false}
    let p = hex("a3 00 190103 01 412a 03 f4");
    rule_strict(
        K,
        kt::STREAM_END,
        &p,
        Rule::Const,
        "stream-end-final-true",
        Some("final"),
        "§7",
    );
    ok(K, kt::STREAM_END, &hex("a3 00 190103 01 412a 03 f5"));
    // Missing `final` is a REQUIRED key, must.
    let e = refused_with(
        K,
        kt::STREAM_END,
        &hex("a2 00 190103 01 412a"),
        Profile::Minimum,
    );
    check_err(
        K,
        &e,
        Rule::MissingRequired,
        Some("final"),
        Basis::Must,
        "§4.1",
    );
}

#[test]
fn knowledge_update_results_or_removed_is_must() {
    // UPDATE {0: 0x0106, 1: h'2a', 2: h'01', 3: 0}
    let p = hex("a4 00 190106 01 412a 02 4101 03 00");
    rule_must(
        K,
        kt::UPDATE,
        &p,
        Rule::AtLeastOne,
        "update-results-or-removed",
        Some("results"),
        "§6.5",
    );
    // ... 4: null, 5: null — nulls are absence
    let p = hex("a6 00 190106 01 412a 02 4101 03 00 04 f6 05 f6");
    rule_must(
        K,
        kt::UPDATE,
        &p,
        Rule::AtLeastOne,
        "update-results-or-removed",
        Some("results"),
        "§6.5",
    );
    // ... 5: [] — "carry" read as present: an empty array counts (non_empty: false)
    ok(
        K,
        kt::UPDATE,
        &hex("a5 00 190106 01 412a 02 4101 03 00 05 80"),
    );
    // ... 4: []
    ok(
        K,
        kt::UPDATE,
        &hex("a5 00 190106 01 412a 02 4101 03 00 04 80"),
    );
}

// ============================================================ Telemetry

#[test]
fn telemetry_report_content_non_empty_is_must() {
    // REPORT {0: 0x0100, 3: 1}
    let p = hex("a2 00 190100 03 01");
    rule_must(
        T,
        tt::REPORT,
        &p,
        Rule::AtLeastOne,
        "report-content",
        Some("metrics"),
        "§5",
    );
    // ... 4: [], 5: [], 6: [] — `non_empty: true`: empty arrays do not count
    let p = hex("a5 00 190100 03 01 04 80 05 80 06 80");
    rule_must(
        T,
        tt::REPORT,
        &p,
        Rule::AtLeastOne,
        "report-content",
        Some("metrics"),
        "§5",
    );
    // ... 6: [{0: "d", 1: 1, 2: 0}]
    ok(
        T,
        tt::REPORT,
        &hex("a3 00 190100 03 01 06 81 a3 00 6164 01 01 02 00"),
    );
}

/// REPORT {0: 0x0100, [1: h'2a',] [2: <sub_id>,] 3: 1, 6: [{0: "d", 1: 1, 2: 0}]}
fn report(corr: bool, sub_id: Option<&str>) -> Vec<u8> {
    let n = 3 + u8::from(corr) + u8::from(sub_id.is_some());
    let mut p = vec![0xa0 | n];
    p.extend(hex("00 190100"));
    if corr {
        p.extend(hex("01 412a"));
    }
    if let Some(s) = sub_id {
        p.extend(hex("02"));
        p.extend(hex(s));
    }
    p.extend(hex("03 01 06 81 a3 00 6164 01 01 02 00"));
    p
}

#[test]
fn telemetry_sub_id_and_corr_conditions_on_an_envelope_field() {
    ok(T, tt::REPORT, &report(false, None));
    ok(T, tt::REPORT, &report(true, Some("4101")));
    // corr without sub_id: `sub-id-with-corr` (must, per the reference corpus)
    rule_must(
        T,
        tt::REPORT,
        &report(true, None),
        Rule::RequiredWhen,
        "sub-id-with-corr",
        Some("sub_id"),
        "§5",
    );
    // sub_id without corr: `sub-id-only-with-corr` (strict)
    rule_strict(
        T,
        tt::REPORT,
        &report(false, Some("4101")),
        Rule::AbsentUnless,
        "sub-id-only-with-corr",
        Some("sub_id"),
        "§5",
    );
}

#[test]
fn a_field_that_failed_an_unrefused_check_still_counts_as_present() {
    // corr with sub_id h'' — sub_id's len [1, 32] is strict: under minimum the
    // empty sub_id is present, so `sub-id-with-corr` (must) holds.
    let p = report(true, Some("40"));
    strict_only(T, tt::REPORT, &p, Rule::Len, Some("sub_id"), "§4.1");
    // Interaction PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 2 (choice), 3: "q", 4: [1]}:
    // the only option has the wrong item type (strict); under minimum `options`
    // still has one item, so `choice-options-required` (must, non_empty) holds.
    let p = hex("a5 00 190102 01 412a 02 02 03 6171 04 81 01");
    strict_only(
        "interaction",
        0x0102,
        &p,
        Rule::ItemType,
        Some("options"),
        "§4.1",
    );
}

// ============================================================ Sensory

#[test]
fn sensory_observe_sub_id_iff_corr() {
    // OBSERVE {0: 0x0100, [1: h'2a',] [2: h'01',] 3: 1, 4: [{0: h'01', 1: 5, 3: 0, 5: 1}]}
    let obs = "04 81 a4 00 4101 01 05 03 00 05 01";
    ok(
        SE,
        sen::OBSERVE,
        &cat(&[&hex("a3 00 190100 03 01"), &hex(obs)]),
    );
    ok(
        SE,
        sen::OBSERVE,
        &cat(&[&hex("a5 00 190100 01 412a 02 4101 03 01"), &hex(obs)]),
    );
    for head in ["a4 00 190100 01 412a 03 01", "a4 00 190100 02 4101 03 01"] {
        let p = cat(&[&hex(head), &hex(obs)]);
        rule_strict(
            SE,
            sen::OBSERVE,
            &p,
            Rule::PresentIff,
            "observe-sub-id-iff-corr",
            Some("sub_id"),
            "§5",
        );
    }
    // obs [] — len [1, null] (strict)
    let p = hex("a3 00 190100 03 01 04 80");
    strict_only(SE, sen::OBSERVE, &p, Rule::Len, Some("obs"), "§4.1");
}

#[test]
fn sensory_subscribe_credit_relation_with_a_constant() {
    // SUBSCRIBE {0: 0x0101, 1: h'2a', 6: 0} — `credit >= 1`
    let p = hex("a3 00 190101 01 412a 06 00");
    rule_strict(
        SE,
        sen::SUBSCRIBE,
        &p,
        Rule::Relation,
        "subscribe-credit-at-least-one",
        Some("credit"),
        "§6.1",
    );
    ok(SE, sen::SUBSCRIBE, &hex("a3 00 190101 01 412a 06 01"));
}

#[test]
fn sensory_record_rule_unit_str_only_when_unregistered() {
    // OBSERVE {0: 0x0100, 3: 1, 4: [{0: h'01', 1: 5, 3: <unit>, 4: "u", 5: 1}]}
    let obs = |unit: &str| {
        cat(&[
            &hex("a3 00 190100 03 01 04 81 a5 00 4101 01 05 03"),
            &hex(unit),
            &hex("04 6175 05 01"),
        ])
    };
    ok(SE, sen::OBSERVE, &obs("01"));
    // metre (2) with a unit_str: a record rule, strict, on the record's field.
    rule_strict(
        SE,
        sen::OBSERVE,
        &obs("02"),
        Rule::AbsentUnless,
        "unit-str-only-when-unregistered",
        Some("unit_str"),
        "§5.1",
    );
}

// ============================================================ Spatial

/// OCCUPANCY_UPDATE {0: 0x0104, 1: 0, 3: "m", 4: 1.0, 5: w, 6: h,
/// 7: [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 1.0]], 8: encoding, 9: cells}
fn occupancy(w: &str, h: &str, encoding: &str, cells: &str) -> Vec<u8> {
    cat(&[
        &hex("a9 00 190104 01 00 03 616d 04 f93c00 05"),
        &hex(w),
        &hex("06"),
        &hex(h),
        &hex("07 82 83 f90000 f90000 f90000 84 f90000 f90000 f90000 f93c00 08"),
        &hex(encoding),
        &hex("09"),
        &hex(cells),
    ])
}

#[test]
fn spatial_raw_cells_length_is_width_times_height() {
    ok(
        SP,
        spt::OCCUPANCY_UPDATE,
        &occupancy("02", "03", "00", "46 000102030405"),
    );
    ok(
        SP,
        spt::OCCUPANCY_UPDATE,
        &occupancy("00", "05", "00", "40"),
    );
    for cells in ["45 0001020304", "47 00010203040506", "40"] {
        rule_must(
            SP,
            spt::OCCUPANCY_UPDATE,
            &occupancy("02", "03", "00", cells),
            Rule::Relation,
            "raw-cells-length",
            Some("cells"),
            "§5.5",
        );
    }
    // Large factors: (2^64 - 1) × 2 is computed without overflow.
    rule_must(
        SP,
        spt::OCCUPANCY_UPDATE,
        &occupancy("1b ffffffffffffffff", "02", "00", "41 00"),
        Rule::Relation,
        "raw-cells-length",
        Some("cells"),
        "§5.5",
    );
    // `when: encoding equals raw`: run-length (1) takes any length.
    ok(
        SP,
        spt::OCCUPANCY_UPDATE,
        &occupancy("02", "03", "01", "41 00"),
    );
    // An unrecognized encoding (2): strict refuses the enum; minimum accepts
    // it, and the relation's condition does not hold.
    let p = occupancy("02", "03", "02", "41 00");
    strict_only(
        SP,
        spt::OCCUPANCY_UPDATE,
        &p,
        Rule::UnknownEnumValue,
        Some("encoding"),
        "§5.5",
    );
}

#[test]
fn spatial_cursor_iff_incomplete() {
    // SNAPSHOT {0: 0x0106, 1: 0, 2: h'2a', 4: [], 6: false}
    let p = hex("a5 00 190106 01 00 02 412a 04 80 06 f4");
    rule_strict(
        SP,
        spt::SNAPSHOT,
        &p,
        Rule::PresentIff,
        "cursor-iff-incomplete",
        Some("cursor"),
        "§5.7",
    );
    // ... 6: true, 7: h'01'
    let p = hex("a6 00 190106 01 00 02 412a 04 80 06 f5 07 4101");
    rule_strict(
        SP,
        spt::SNAPSHOT,
        &p,
        Rule::PresentIff,
        "cursor-iff-incomplete",
        Some("cursor"),
        "§5.7",
    );
    ok(
        SP,
        spt::SNAPSHOT,
        &hex("a6 00 190106 01 00 02 412a 04 80 06 f4 07 4101"),
    );
    ok(
        SP,
        spt::SNAPSHOT,
        &hex("a5 00 190106 01 00 02 412a 04 80 06 f5"),
    );
}

#[test]
fn spatial_snapshot_elements_are_frame_bodies() {
    // SNAPSHOT {0: 0x0106, 1: 0, 2: h'2a', 4: [<pose>], 6: true}: each pose is
    // POSE_UPDATE's body without its envelope keys; keys 0–2 are unknown there.
    let snap = |pose: &str| {
        cat(&[
            &hex("a5 00 190106 01 00 02 412a 04 81"),
            &hex(pose),
            &hex("06 f5"),
        ])
    };
    // {3: "m", 4: h'01', 5: [0.0, 0.0, 0.0], 6: [0.0, 0.0, 0.0, 1.0]}
    let pose = "a4 03 616d 04 4101 05 83 f90000 f90000 f90000 06 84 f90000 f90000 f90000 f93c00";
    ok(SP, spt::SNAPSHOT, &snap(pose));
    // With envelope keys 0 and 1 inside: unknown there, ignored and dropped.
    let with_env = "a6 00 190102 01 05 03 616d 04 4101 05 83 f90000 f90000 f90000 06 84 f90000 f90000 f90000 f93c00";
    let p = snap(with_env);
    ok(SP, spt::SNAPSHOT, &p);
    let s = npamp_generated::spatial::Snapshot::decode(&p).expect("decodes");
    assert_eq!(s.to_vec(), snap(pose));
    // Without body_id (4): a REQUIRED key of the body.
    let p = snap("a3 03 616d 05 83 f90000 f90000 f90000 06 84 f90000 f90000 f90000 f93c00");
    let e = refused_with(SP, spt::SNAPSHOT, &p, Profile::Minimum);
    check_err(
        SP,
        &e,
        Rule::MissingRequired,
        Some("body_id"),
        Basis::Must,
        "§4.1",
    );
}

// ============================================================ Memory value_in

#[test]
fn memory_effect_value_sets() {
    // READ_REQ {0: 0x0102, 1: h'2a', 2: "r", 3: effect}
    let read = |e: &str| cat(&[&hex("a4 00 190102 01 412a 02 6172 03"), &hex(e)]);
    ok(M, mt::READ_REQ, &read("00"));
    for e in ["01", "03", "09"] {
        rule_strict(
            M,
            mt::READ_REQ,
            &read(e),
            Rule::ValueIn,
            "read-effect-read-only",
            Some("effect"),
            "§6.2",
        );
    }
    // UPDATE_REQ {0: 0x0104, 1: h'2a', 2: "r", 10: effect} — two values allowed
    let update = |e: &str| cat(&[&hex("a4 00 190104 01 412a 02 6172 0a"), &hex(e)]);
    ok(M, 0x0104, &update("01"));
    ok(M, 0x0104, &update("02"));
    rule_strict(
        M,
        0x0104,
        &update("00"),
        Rule::ValueIn,
        "update-effect-write",
        Some("effect"),
        "§6.3",
    );
    // EVICT (0x0035, §3.3 band) {0: 0x0035, 1: h'2a', 2: "r", 4: 1}
    let p = hex("a4 00 1835 01 412a 02 6172 04 01");
    rule_strict(
        M,
        mt::EVICT,
        &p,
        Rule::ValueIn,
        "evict-effect-destructive",
        Some("effect"),
        "§6.7",
    );
    ok(M, mt::EVICT, &hex("a4 00 1835 01 412a 02 6172 04 03"));
}

// ============================================================ Stream flags conditions

/// STREAM_DATA {0: 0x0101, 1: 7, 2: 0, 3: h''[, 4: <flags>]}
fn empty_data(flags: Option<&str>) -> Vec<u8> {
    match flags {
        None => hex("a4 00 190101 01 07 02 00 03 40"),
        Some(f) => cat(&[&hex("a5 00 190101 01 07 02 00 03 40 04"), &hex(f)]),
    }
}

#[test]
fn stream_zero_length_data_only_with_fin() {
    ok(ST, sst::DATA, &empty_data(Some("01")));
    // `lacks: fin` holds for flags 0 and for absent flags (its bits are clear);
    // the first rule in schema order reports both.
    for f in [None, Some("00")] {
        rule_strict(
            ST,
            sst::DATA,
            &empty_data(f),
            Rule::RequiredWhen,
            "empty-data-only-with-fin",
            Some("data"),
            "§5.2",
        );
    }
    // flags 2: a reserved bit is ignored on receipt (§5.2); the rule reports.
    rule_strict(
        ST,
        sst::DATA,
        &empty_data(Some("02")),
        Rule::RequiredWhen,
        "empty-data-only-with-fin",
        Some("data"),
        "§5.2",
    );
    // Non-empty data needs no fin.
    ok(ST, sst::DATA, &hex("a4 00 190101 01 07 02 00 03 4100"));
}
