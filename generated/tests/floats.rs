//! Floats (SEMANTICS.md step 3 and value check d2; README "Floats"): on a
//! channel that declares float fields (Knowledge `min_score` / `score`,
//! Spatial poses and grids, Telemetry and Sensory values) a float of any width
//! is accepted in the shortest of half / single / double that keeps its value;
//! a longer one is `float-not-shortest` (group deterministic, must); NaN only
//! as `f9 7e00`; −0.0 as `f9 8000`; the infinities as `f9 7c00` / `f9 fc00`
//! (`non_finite: accept` on every shipped channel). On a channel without
//! floats (Interaction) a float is `float` (cbor_subset, strict). The encoder
//! writes the shortest form. Every encoding below is written by hand.
#![forbid(unsafe_code)]

mod common;

use common::{cat, check_err, hex, it, kt, must, ok, refused_with, spt, strict_only, tt};
use npamp_generated::rt::Basis;
use npamp_generated::{knowledge, sensory, spatial, telemetry, Profile, Rule};

const K: &str = "knowledge";
const SP: &str = "spatial";
const T: &str = "telemetry";
const S41: &str = "§4.1";

/// KNOWLEDGE_QUERY_REQ {0: 0x0100, 1: h'2a', 7: <min_score>}
fn query(min_score: &str) -> Vec<u8> {
    cat(&[&hex("a3 00 190100 01 412a 07"), &hex(min_score)])
}

#[track_caller]
fn min_score(p: &[u8]) -> f64 {
    ok(K, kt::QUERY_REQ, p);
    let q = knowledge::QueryReq::decode(p).expect("decodes");
    assert_eq!(q.to_vec(), p, "a shortest float re-encodes identically");
    q.min_score.expect("min_score")
}

// ------------------------------------------------------------ every width, shortest

#[test]
fn floats_of_every_width_in_shortest_form_are_accepted() {
    assert_eq!(min_score(&query("f9 3e00")), 1.5); // half
    assert_eq!(min_score(&query("f9 7bff")), 65504.0); // largest half
    assert_eq!(min_score(&query("f9 c100")), -2.5);
    assert_eq!(min_score(&query("fa 47c35000")), 100000.0); // single
    assert_eq!(min_score(&query("fa 477fe100")), 65505.0); // just above half's range
    assert_eq!(min_score(&query("fa 3dcccccd")), f64::from(0.1f32));
    assert_eq!(min_score(&query("fa 7f7fffff")), f64::from(f32::MAX));
    assert_eq!(min_score(&query("fb 3fb999999999999a")), 0.1); // double
    assert_eq!(min_score(&query("fb 7e37e43c8800759c")), 1e300);
}

#[test]
fn subnormals_in_shortest_form_are_accepted() {
    // The smallest half subnormal, 2^-24.
    assert_eq!(min_score(&query("f9 0001")), 5.960_464_477_539_063e-8);
    // 2^-25 is below half's range: single.
    assert_eq!(min_score(&query("fa 33000000")), 2.980_232_238_769_531_3e-8);
}

// ------------------------------------------------------------ not shortest

#[test]
fn floats_wider_than_needed_are_float_not_shortest_must() {
    for (f, what) in [
        ("fa 3fc00000", "1.5 as a single"),
        ("fb 3ff8000000000000", "1.5 as a double"),
        ("fa 477fe000", "65504 as a single"),
        ("fb 40f86a0000000000", "100000 as a double"),
        ("fb 3fb99999a0000000", "0.1f32 as a double"),
        ("fb 47efffffe0000000", "f32::MAX as a double"),
        ("fb 3e60000000000000", "2^-25 as a double"),
        ("fa 00000000", "0.0 as a single"),
        ("fb 0000000000000000", "0.0 as a double"),
    ] {
        let p = query(f);
        let e = must(K, kt::QUERY_REQ, &p, Rule::FloatNotShortest, None, S41);
        assert_eq!(e.offset(), 9, "{what}: at the float");
    }
}

// ------------------------------------------------------------ NaN, -0.0, infinities

#[test]
fn nan_only_as_f97e00() {
    assert!(min_score(&query("f9 7e00")).is_nan());
    for f in [
        "f9 7e01",             // another quiet NaN payload
        "f9 7c01",             // a signalling NaN
        "f9 fe00",             // negative NaN
        "fa 7fc00000",         // NaN as a single
        "fb 7ff8000000000000", // NaN as a double
    ] {
        must(
            K,
            kt::QUERY_REQ,
            &query(f),
            Rule::FloatNotShortest,
            None,
            S41,
        );
    }
}

#[test]
fn negative_zero_is_f98000() {
    let z = min_score(&query("f9 8000"));
    assert_eq!(z, 0.0);
    assert!(z.is_sign_negative(), "the sign is kept");
    // +0.0 is a different encoding, also accepted.
    assert!(min_score(&query("f9 0000")).is_sign_positive());
    must(
        K,
        kt::QUERY_REQ,
        &query("fa 80000000"),
        Rule::FloatNotShortest,
        None,
        S41,
    );
    must(
        K,
        kt::QUERY_REQ,
        &query("fb 8000000000000000"),
        Rule::FloatNotShortest,
        None,
        S41,
    );
}

#[test]
fn infinities_are_half_width_and_accepted() {
    assert_eq!(min_score(&query("f9 7c00")), f64::INFINITY);
    assert_eq!(min_score(&query("f9 fc00")), f64::NEG_INFINITY);
    for f in [
        "fa 7f800000",
        "fa ff800000",
        "fb 7ff0000000000000",
        "fb fff0000000000000",
    ] {
        must(
            K,
            kt::QUERY_REQ,
            &query(f),
            Rule::FloatNotShortest,
            None,
            S41,
        );
    }
}

// ------------------------------------------------------------ types around floats

#[test]
fn an_integer_in_a_float_field_is_a_wrong_type() {
    // 7: 1 — "we never require int-reduction", and never accept it either.
    must(
        K,
        kt::QUERY_REQ,
        &query("01"),
        Rule::WrongType,
        Some("min_score"),
        S41,
    );
    must(
        K,
        kt::QUERY_REQ,
        &query("20"),
        Rule::WrongType,
        Some("min_score"),
        S41,
    );
    // true (f5) is major type 7 too, but not a float.
    must(
        K,
        kt::QUERY_REQ,
        &query("f5"),
        Rule::WrongType,
        Some("min_score"),
        S41,
    );
    // undefined (f7): a simple value (cbor_subset, strict); under minimum it is
    // an item, and not a float.
    let p = query("f7");
    let e = refused_with(K, kt::QUERY_REQ, &p, Profile::Strict);
    check_err(K, &e, Rule::SimpleValue, None, Basis::Strict, S41);
    let e = refused_with(K, kt::QUERY_REQ, &p, Profile::Minimum);
    check_err(K, &e, Rule::WrongType, Some("min_score"), Basis::Must, S41);
}

#[test]
fn truncated_floats() {
    // 7: f9 3e — one byte short (the payload ends)
    must(
        K,
        kt::QUERY_REQ,
        &query("f9 3e"),
        Rule::Truncated,
        None,
        S41,
    );
    must(
        K,
        kt::QUERY_REQ,
        &query("fb 3ff8"),
        Rule::Truncated,
        None,
        S41,
    );
}

#[test]
fn floats_in_opaque_content_are_checked_too() {
    // KNOWLEDGE_QUERY_REQ {0: 0x0100, 1: h'2a', 20: [1.5 as a single]} — an unknown key
    let p = hex("a3 00 190100 01 412a 14 81 fa3fc00000");
    must(K, kt::QUERY_REQ, &p, Rule::FloatNotShortest, None, S41);
    // ... 20: [1.5]
    ok(K, kt::QUERY_REQ, &hex("a3 00 190100 01 412a 14 81 f93e00"));
}

#[test]
fn knowledge_record_score() {
    // KNOWLEDGE_QUERY_RESULT {0: 0x0101, 1: h'2a', 2: [{0: "r", 1: "c", 3: s}], 3: false}
    let result = |s: &str| {
        cat(&[
            &hex("a4 00 190101 01 412a 02 81 a3 00 6172 01 6163 03"),
            &hex(s),
            &hex("03 f4"),
        ])
    };
    let p = result("fa 3f000001");
    ok(K, kt::QUERY_RESULT, &p);
    let q = knowledge::QueryResult::decode(&p).expect("decodes");
    assert_eq!(
        q.results.get(0).and_then(|r| r.score),
        Some(f64::from(f32::from_bits(0x3f00_0001)))
    );
    must(
        K,
        kt::QUERY_RESULT,
        &result("fa 3f000000"),
        Rule::FloatNotShortest,
        None,
        S41,
    );
    must(
        K,
        kt::QUERY_RESULT,
        &result("00"),
        Rule::WrongType,
        Some("score"),
        S41,
    );
}

// ------------------------------------------------------------ the encoder

#[test]
fn encoding_a_built_float_picks_the_shortest_width() {
    let cases: [(f64, &str); 9] = [
        (1.5, "f9 3e00"),
        (-0.0, "f9 8000"),
        (f64::INFINITY, "f9 7c00"),
        (f64::NEG_INFINITY, "f9 fc00"),
        (f64::NAN, "f9 7e00"),
        (65505.0, "fa 477fe100"),
        (100000.0, "fa 47c35000"),
        (0.1, "fb 3fb999999999999a"),
        (5.960_464_477_539_063e-8, "f9 0001"),
    ];
    for (x, enc) in cases {
        let q = knowledge::QueryReq {
            corr: &[0x2a],
            query: None,
            source: None,
            subject: None,
            collection: None,
            limit: None,
            min_score: Some(x),
            profile: None,
            cursor: None,
        };
        let want = query(enc);
        assert_eq!(q.to_vec(), want, "{x}");
        assert_eq!(q.encoded_len(), want.len(), "{x}");
        // And it decodes back to the same value (NaN to a NaN).
        let back = knowledge::QueryReq::decode(&want)
            .expect("decodes")
            .min_score;
        match back {
            Some(y) if x.is_nan() => assert!(y.is_nan()),
            Some(y) => assert_eq!(y.to_bits(), x.to_bits(), "{x}"),
            None => panic!("min_score lost"),
        }
    }
}

// ------------------------------------------------------------ Spatial

/// TRANSFORM {0: 0x0101, 1: 0, 3: "m", 4: "b", 5: <position>, 6: <orientation>}
fn transform(position: &str, orientation: &str) -> Vec<u8> {
    cat(&[
        &hex("a6 00 190101 01 00 03 616d 04 6162 05"),
        &hex(position),
        &hex("06"),
        &hex(orientation),
    ])
}

const POS: &str = "83 f93c00 f94000 f94200"; // [1.0, 2.0, 3.0]
const ORI: &str = "84 f90000 f90000 f90000 f93c00"; // [0.0, 0.0, 0.0, 1.0]

#[test]
fn spatial_float_arrays() {
    let p = transform(POS, ORI);
    ok(SP, spt::TRANSFORM, &p);
    let t = spatial::Transform::decode(&p).expect("decodes");
    assert_eq!(t.position.iter().collect::<Vec<_>>(), [1.0, 2.0, 3.0]);
    assert_eq!(
        t.orientation.iter().collect::<Vec<_>>(),
        [0.0, 0.0, 0.0, 1.0]
    );
    assert_eq!(t.to_vec(), p);
    // Mixed widths, each shortest: [0.1, 100000.0, -0.0]
    let p = transform("83 fb3fb999999999999a fa47c35000 f98000", ORI);
    ok(SP, spt::TRANSFORM, &p);
    // A non-shortest item: [1.0, 2.0 as a single, 3.0]
    let p = transform("83 f93c00 fa40000000 f94200", ORI);
    let e = must(SP, spt::TRANSFORM, &p, Rule::FloatNotShortest, None, S41);
    assert_eq!(e.offset(), 18);
    // An integer item: item-type (strict, group item_type), the array field named.
    let p = transform("83 f93c00 02 f94200", ORI);
    strict_only(
        SP,
        spt::TRANSFORM,
        &p,
        Rule::ItemType,
        Some("position"),
        S41,
    );
    // Two items where the length is [3, 3]: len (strict, §4.2).
    let p = transform("82 f93c00 f94000", ORI);
    strict_only(SP, spt::TRANSFORM, &p, Rule::Len, Some("position"), "§4.2");
    let p = transform(POS, "83 f90000 f90000 f93c00");
    strict_only(
        SP,
        spt::TRANSFORM,
        &p,
        Rule::Len,
        Some("orientation"),
        "§4.2",
    );
    // Not an array at all: wrong-type (must).
    let p = transform("f93c00", ORI);
    must(
        SP,
        spt::TRANSFORM,
        &p,
        Rule::WrongType,
        Some("position"),
        S41,
    );
}

#[test]
fn spatial_scalar_float() {
    // OCCUPANCY_UPDATE {0: 0x0104, 1: 0, 3: "m", 4: <resolution>, 5: 1, 6: 1,
    //   7: [[0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 1.0]], 8: 0, 9: h'00'}
    let occ = |r: &str| {
        cat(&[
            &hex("a9 00 190104 01 00 03 616d 04"),
            &hex(r),
            &hex("05 01 06 01 07 82 83 f90000 f90000 f90000 84 f90000 f90000 f90000 f93c00 08 00 09 4100"),
        ])
    };
    let p = occ("f9 3800");
    ok(SP, spt::OCCUPANCY_UPDATE, &p);
    assert_eq!(
        spatial::OccupancyUpdate::decode(&p)
            .expect("decodes")
            .resolution,
        0.5
    );
    must(
        SP,
        spt::OCCUPANCY_UPDATE,
        &occ("01"),
        Rule::WrongType,
        Some("resolution"),
        S41,
    );
    must(
        SP,
        spt::OCCUPANCY_UPDATE,
        &occ("fa 3f000000"),
        Rule::FloatNotShortest,
        None,
        S41,
    );
    // NaN resolution is accepted (no range, non_finite: accept).
    ok(SP, spt::OCCUPANCY_UPDATE, &occ("f9 7e00"));
}

// ------------------------------------------------------------ Telemetry, Sensory values

#[test]
fn telemetry_metric_value_is_int_or_float() {
    // TELEMETRY_REPORT {0: 0x0100, 3: 1, 4: [{0: "m", 1: 5, 2: 0, 3: <v>}]}
    let report = |v: &str| {
        cat(&[
            &hex("a3 00 190100 03 01 04 81 a4 00 616d 01 05 02 00 03"),
            &hex(v),
        ])
    };
    let value = |p: &[u8]| {
        ok(T, tt::REPORT, p);
        let r = telemetry::Report::decode(p).expect("decodes");
        let m = r.metrics.as_ref().and_then(|a| a.get(0)).expect("a metric");
        assert_eq!(r.to_vec(), p);
        m.value
    };
    use telemetry::MetricSampleValue as V;
    assert_eq!(value(&report("f9 3e00")), V::Float(1.5));
    assert_eq!(value(&report("fb 3fb999999999999a")), V::Float(0.1));
    assert_eq!(value(&report("01")), V::Int(1));
    assert_eq!(value(&report("38 63")), V::Int(-100));
    assert_eq!(
        value(&report("1b ffffffffffffffff")),
        V::Int(u64::MAX.into())
    );
    must(
        T,
        tt::REPORT,
        &report("fa 3fc00000"),
        Rule::FloatNotShortest,
        None,
        "§4",
    );
    must(
        T,
        tt::REPORT,
        &report("f5"),
        Rule::WrongType,
        Some("value"),
        "§4",
    );
    must(
        T,
        tt::REPORT,
        &report("4101"),
        Rule::WrongType,
        Some("value"),
        "§4",
    );
}

#[test]
fn sensory_observation_value_union() {
    // SENSORY_OBSERVE {0: 0x0100, 3: 1, 4: [{0: h'01', 1: 5, 3: 0, 5: <v>}]}
    let observe = |v: &str| {
        cat(&[
            &hex("a3 00 190100 03 01 04 81 a4 00 4101 01 05 03 00 05"),
            &hex(v),
        ])
    };
    let value = |p: &[u8]| {
        ok("sensory", 0x0100, p);
        let o = sensory::Observe::decode(p).expect("decodes");
        assert_eq!(o.to_vec(), p);
        let obs = o.obs.get(0).expect("an observation");
        format!("{:?}", obs.value)
    };
    assert_eq!(value(&observe("f9 3e00")), "Float(1.5)");
    assert_eq!(value(&observe("20")), "Int(-1)");
    assert_eq!(value(&observe("43 010203")), "Bytes([1, 2, 3])");
    assert_eq!(value(&observe("f4")), "Bool(false)");
    // A text string, an array, a map: not an alternative (wrong-type at key level).
    for v in ["6131", "8101", "a0"] {
        must(
            "sensory",
            0x0100,
            &observe(v),
            Rule::WrongType,
            Some("value"),
            "§4",
        );
    }
    // Sensory's text does not make null absence: a null is wrong-type.
    must(
        "sensory",
        0x0100,
        &observe("f6"),
        Rule::WrongType,
        Some("value"),
        "§4",
    );
    must(
        "sensory",
        0x0100,
        &observe("fb 3ff0000000000000"),
        Rule::FloatNotShortest,
        None,
        "§4",
    );
}

// ------------------------------------------------------------ a channel without floats

#[test]
fn interaction_declares_no_float() {
    // INTERACT_EVENT {0: 0x0100, 1: h'2a', 2: 0, 6: 1.5} — on an unknown key,
    // which §4.3 makes a receiver ignore: accepted under both profiles.
    let p = hex("a4 00 190100 01 412a 02 00 06 f93e00");
    ok("interaction", it::EVENT, &p);
    // ... 6: NaN, -0.0, inf, wider shortest floats: the same.
    for f in [
        "f97e00",
        "f98000",
        "f97c00",
        "fa47c35000",
        "fb3fb999999999999a",
    ] {
        let p = cat(&[&hex("a4 00 190100 01 412a 02 00 06"), &hex(f)]);
        ok("interaction", it::EVENT, &p);
        // In a declared value (event_name, key 3) the subset applies (strict).
        let p = cat(&[&hex("a4 00 190100 01 412a 02 00 03"), &hex(f)]);
        let e = refused_with("interaction", it::EVENT, &p, Profile::Strict);
        check_err("interaction", &e, Rule::Float, None, Basis::Strict, S41);
    }
    // Under minimum an accepted float must still be shortest.
    let p = hex("a4 00 190100 01 412a 02 00 06 fa3fc00000");
    let e = refused_with("interaction", it::EVENT, &p, Profile::Minimum);
    check_err(
        "interaction",
        &e,
        Rule::FloatNotShortest,
        None,
        Basis::Must,
        S41,
    );
    // Under an unknown key the subset does not apply (§4.3), so strict too
    // reports the width (a must).
    let e = refused_with("interaction", it::EVENT, &p, Profile::Strict);
    check_err(
        "interaction",
        &e,
        Rule::FloatNotShortest,
        None,
        Basis::Must,
        S41,
    );
}
