//! The JSON ⇄ frame codec on several channels and every value type. Expected
//! bytes are hand-assembled (testkit writers), never taken from the codec.
#![forbid(unsafe_code)]

use npamp_codec::{any_json, ByteStyle, Codec, EncodeError};
use npamp_generated::rt::Profile;
use npamp_testkit::cbor::{self, array, bstr, float, map, nint, tstr, uint};
use npamp_testkit::hex::{hex, unhex};
use serde_json::{json, Value};

fn codec(module: &str) -> Codec {
    Codec::for_module(module).unwrap_or_else(|e| panic!("{e}"))
}

fn k(n: u64, v: Vec<u8>) -> (Vec<u8>, Vec<u8>) {
    (uint(n), v)
}

/// Encode, check the bytes, decode them back and compare with `back`.
fn round(c: &Codec, j: Value, want: &[u8], back: Value) {
    let (ft, bytes) = c
        .encode(&j, Profile::Strict)
        .unwrap_or_else(|e| panic!("{j}: {e}"));
    assert_eq!(hex(&bytes), hex(want), "{j}");
    let decoded = c
        .decode(ft, &bytes, Profile::Strict)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(decoded, back);
}

fn json_error(c: &Codec, j: Value) -> String {
    match c.encode(&j, Profile::Strict) {
        Err(EncodeError::Json(e)) => e.to_string(),
        other => panic!("{j}: expected a JSON error, got {other:?}"),
    }
}

fn refusal(c: &Codec, j: Value) -> String {
    match c.encode(&j, Profile::Strict) {
        Err(EncodeError::Refused { text, .. }) => text,
        other => panic!("{j}: expected a refusal, got {other:?}"),
    }
}

#[test]
fn interaction_enums_arrays_opaque_maps() {
    let c = codec("interaction");
    let j = json!({"frame": "INTERACT_PROMPT_REQ", "corr": "01", "prompt_kind": "choice",
                   "prompt": "Pick", "options": ["a", "b"], "schema": {"2": "x", "1": [1, -1]}, "deadline_s": 30});
    let schema = map(&[k(1, array(&[uint(1), nint(0)])), k(2, tstr("x"))]);
    let want = map(&[
        k(0, uint(0x0102)),
        k(1, bstr(&[1])),
        k(2, uint(2)),
        k(3, tstr("Pick")),
        k(4, array(&[tstr("a"), tstr("b")])),
        k(5, schema.clone()),
        k(6, uint(30)),
    ]);
    let back = json!({"frame": "INTERACT_PROMPT_REQ", "corr": "01", "prompt_kind": "choice",
                      "prompt": "Pick", "options": ["a", "b"], "schema": {"1": [1, -1], "2": "x"}, "deadline_s": 30});
    round(&c, j, &want, back.clone());
    // Enum by number, the opaque map as raw CBOR: the same frame.
    let j2 = json!({"frame": "INTERACT_PROMPT_REQ", "corr": "01", "prompt_kind": 2, "prompt": "Pick",
                    "options": ["a", "b"], "schema": {"cbor": hex(&schema)}, "deadline_s": 30});
    round(&c, j2, &want, back);
    // An unrecognized enum value is kept raw (never an error) and shown as its number.
    let j3 = json!({"frame": "INTERACT_EVENT", "corr": "aa", "event_class": 200});
    let want3 = map(&[k(0, uint(256)), k(1, bstr(&[0xaa])), k(2, uint(200))]);
    round(
        &c,
        j3,
        &want3,
        json!({"frame": "INTERACT_EVENT", "corr": "aa", "event_class": 200}),
    );
}

#[test]
fn interaction_any_values() {
    let c = codec("interaction");
    let cases = [
        (json!("text"), tstr("text")),
        (json!(3), uint(3)),
        (json!(-2), nint(1)),
        (json!(true), cbor::bool(true)),
        (json!([0, 2]), array(&[uint(0), uint(2)])),
        (
            json!({"1": "Ada", "2": 36}),
            map(&[k(1, tstr("Ada")), k(2, uint(36))]),
        ),
        (json!({"cbor": "41ff"}), bstr(&[0xff])),
    ];
    for (value, item) in cases {
        let j = json!({"frame": "INTERACT_PROMPT_RESULT", "corr": "70", "outcome": "answered", "value": value});
        let want = map(&[
            k(0, uint(0x0103)),
            k(1, bstr(b"p")),
            k(2, uint(0)),
            k(3, item),
        ]);
        round(&c, j.clone(), &want, j);
    }
    assert_eq!(any_json(&bstr(&[1, 2])), json!({"cbor": "420102"}));
    assert_eq!(any_json(&cbor::tag(1, &uint(0))), json!({"cbor": "c100"}));
    assert_eq!(
        any_json(&nint(u64::MAX)),
        json!({"cbor": "3bffffffffffffffff"})
    );
    assert_eq!(
        any_json(&map(&[(tstr("a"), uint(1))])),
        json!({"cbor": "a1616101"})
    );
    assert_eq!(any_json(&[0x9f, 0xff]), json!({"cbor": "9fff"}));
    assert_eq!(any_json(&float(1.5)), json!(1.5));
    assert_eq!(any_json(&cbor::CANONICAL_NAN), json!({"float": "NaN"}));
}

#[test]
fn bad_json_names_the_field_and_never_panics() {
    let c = codec("interaction");
    let e = json_error(&c, json!({"frame": "INTERACT_PROMPT_REQ", "corr": "zz"}));
    assert!(e.starts_with("corr: bad hex"), "{e}");
    let e = json_error(
        &c,
        json!({"frame": "INTERACT_PROMPT_REQ", "corr": "01", "prompt_kind": "nope"}),
    );
    assert!(
        e.contains("prompt_kind") && e.contains("`nope` is not a value of prompt_kind"),
        "{e}"
    );
    let e = json_error(&c, json!({"frame": "INTERACT_PROMPT_REQ", "colour": 1}));
    assert!(
        e.starts_with("colour: not a field of this frame (fields: frame_kind, corr, prompt_kind"),
        "{e}"
    );
    let e = json_error(&c, json!({"frame": "INTERACT_PROMPT_REQ", "options": "a"}));
    assert!(e.starts_with("options: expected an array"), "{e}");
    let e = json_error(
        &c,
        json!({"frame": "INTERACT_PROMPT_REQ", "options": ["a", 1]}),
    );
    assert!(e.starts_with("options[1]: expected a string"), "{e}");
    let e = json_error(
        &c,
        json!({"frame": "INTERACT_PROMPT_REQ", "schema": {"x": 1}}),
    );
    assert!(
        e.contains("schema.x: map key `x` is not an unsigned integer"),
        "{e}"
    );
    let e = json_error(
        &c,
        json!({"frame": "INTERACT_PROMPT_REQ", "deadline_s": -1}),
    );
    assert!(
        e.starts_with("deadline_s: expected an unsigned integer"),
        "{e}"
    );
    let e = json_error(&c, json!({"frame": "NOPE"}));
    assert!(
        e.contains("`NOPE` is not a frame of this channel (INTERACT_EVENT"),
        "{e}"
    );
    let e = json_error(&c, json!({"corr": "01"}));
    assert!(e.contains("a frame needs \"frame\""), "{e}");
    let e = json_error(&c, json!([1]));
    assert!(e.contains("a frame is a JSON object"), "{e}");
    let e = json_error(
        &c,
        json!({"frame": "INTERACT_EVENT", "event_name": {"cbor": 5}}),
    );
    assert!(
        e.contains("event_name: {\"cbor\": …} takes a hex string"),
        "{e}"
    );
    // Hostile shapes anywhere: errors, not panics.
    for v in [
        json!(null),
        json!(1e300),
        json!("x"),
        json!([[]]),
        json!({"a": {"b": []}}),
        json!(-1),
    ] {
        for f in [
            "corr",
            "prompt_kind",
            "prompt",
            "options",
            "schema",
            "deadline_s",
            "frame_kind",
        ] {
            let _ = c.encode(
                &json!({"frame": "INTERACT_PROMPT_REQ", f: v.clone()}),
                Profile::Strict,
            );
        }
    }
}

#[test]
fn bad_frames_get_the_rule_error_a_peer_would() {
    let c = codec("interaction");
    // §6.2: choice without options.
    let t = refusal(
        &c,
        json!({"frame": "INTERACT_PROMPT_REQ", "corr": "01", "prompt_kind": "choice", "prompt": "?"}),
    );
    assert_eq!(t, "malformed_request: choice-options-required (§6.2)");
    let t = refusal(
        &c,
        json!({"frame": "INTERACT_PROMPT_REQ", "corr": "01", "prompt": "?"}),
    );
    assert!(t.starts_with("malformed_request: missing-required"), "{t}");
    // frame_kind overridden, null (absence) and raw CBOR values.
    let t = refusal(
        &c,
        json!({"frame": "INTERACT_EVENT_ACK", "corr": "01", "frame_kind": 256}),
    );
    assert!(t.contains("frame-kind-mismatch"), "{t}");
    let t = refusal(&c, json!({"frame": "INTERACT_EVENT_ACK", "corr": null}));
    assert!(t.contains("missing-required"), "{t}");
    let t = refusal(
        &c,
        json!({"frame": "INTERACT_EVENT_ACK", "corr": {"cbor": "5801aa"}}),
    );
    assert!(t.contains("shortest-form"), "{t}");
    // A frame type outside the channel, by number.
    let t = refusal(&c, json!({"frame": "0x0108", "corr": "01"}));
    assert_eq!(t, "unknown_operation: unknown-frame-type (§8)");
    let (_, raw) = c
        .build(&json!({"frame": 264, "corr": "01"}))
        .unwrap_or_default();
    assert_eq!(raw, map(&[k(0, uint(264)), k(1, bstr(&[1]))]));
    // Under the minimum profile a strict-basis fault is accepted: 300 > 255.
    let j = json!({"frame": "INTERACT_EVENT", "corr": "01", "event_class": 300});
    assert!(c.encode(&j, Profile::Strict).is_err());
    assert!(c.encode(&j, Profile::Minimum).is_ok());
}

#[test]
fn telemetry_records_unions_typed_maps() {
    let c = codec("telemetry");
    let j = json!({"frame": "TELEMETRY_REPORT", "corr": "0102", "sub_id": "0a", "batch_seq": 7,
        "metrics": [
            {"name": "cpu", "ts": 1, "kind": "gauge", "value": 1.5, "labels": {"host": "a", "dc": "x"}},
            {"name": "n", "ts": 2, "kind": "counter", "value": -3},
            {"name": "big", "ts": 3, "kind": "delta", "value": "-18446744073709551616"}
        ],
        "events": [{"name": "boot", "ts": 4, "attrs": {"ok": true, "n": 2, "r": 0.25, "s": "t"}}],
        "health": [{"domain": "db", "ts": 5, "status": "degraded", "detail": {"1": "slow"}}]});
    let labels = map(&[(tstr("host"), tstr("a")), (tstr("dc"), tstr("x"))]);
    let m1 = map(&[
        k(0, tstr("cpu")),
        k(1, uint(1)),
        k(2, uint(0)),
        k(3, float(1.5)),
        k(5, labels),
    ]);
    let m2 = map(&[k(0, tstr("n")), k(1, uint(2)), k(2, uint(1)), k(3, nint(2))]);
    let m3 = map(&[
        k(0, tstr("big")),
        k(1, uint(3)),
        k(2, uint(2)),
        k(3, nint(u64::MAX)),
    ]);
    let attrs = map(&[
        (tstr("ok"), cbor::bool(true)),
        (tstr("n"), uint(2)),
        (tstr("r"), float(0.25)),
        (tstr("s"), tstr("t")),
    ]);
    let e1 = map(&[k(0, tstr("boot")), k(1, uint(4)), k(3, attrs)]);
    let h1 = map(&[
        k(0, tstr("db")),
        k(1, uint(5)),
        k(2, uint(1)),
        k(4, map(&[k(1, tstr("slow"))])),
    ]);
    let want = map(&[
        k(0, uint(0x0100)),
        k(1, bstr(&[1, 2])),
        k(2, bstr(&[0x0a])),
        k(3, uint(7)),
        k(4, array(&[m1, m2, m3])),
        k(5, array(&[e1])),
        k(6, array(&[h1])),
    ]);
    // Decoded maps come back in canonical key order.
    let back = json!({"frame": "TELEMETRY_REPORT", "corr": "0102", "sub_id": "0a", "batch_seq": 7,
        "metrics": [
            {"name": "cpu", "ts": 1, "kind": "gauge", "value": 1.5, "labels": {"dc": "x", "host": "a"}},
            {"name": "n", "ts": 2, "kind": "counter", "value": -3},
            {"name": "big", "ts": 3, "kind": "delta", "value": "-18446744073709551616"}
        ],
        "events": [{"name": "boot", "ts": 4, "attrs": {"n": 2, "r": 0.25, "s": "t", "ok": true}}],
        "health": [{"domain": "db", "ts": 5, "status": "degraded", "detail": {"1": "slow"}}]});
    round(&c, j, &want, back);
    // Typed maps also take [[key, value], ...]; an integral float stays a float.
    let j = json!({"frame": "TELEMETRY_REPORT", "corr": "01", "sub_id": "0a", "batch_seq": 0,
        "metrics": [{"name": "x", "ts": 0, "kind": 0, "value": {"float": 2}, "labels": [["k", "v"]]}]});
    let m = map(&[
        k(0, tstr("x")),
        k(1, uint(0)),
        k(2, uint(0)),
        k(3, float(2.0)),
        k(5, map(&[(tstr("k"), tstr("v"))])),
    ]);
    let want = map(&[
        k(0, uint(0x0100)),
        k(1, bstr(&[1])),
        k(2, bstr(&[0x0a])),
        k(3, uint(0)),
        k(4, array(&[m])),
    ]);
    let back = json!({"frame": "TELEMETRY_REPORT", "corr": "01", "sub_id": "0a", "batch_seq": 0,
        "metrics": [{"name": "x", "ts": 0, "kind": "gauge", "value": 2.0, "labels": {"k": "v"}}]});
    round(&c, j, &want, back);
    let e = json_error(
        &c,
        json!({"frame": "TELEMETRY_REPORT", "metrics": [{"name": "x", "value": [1]}]}),
    );
    assert!(
        e.starts_with("metrics[0].value: no alternative of int / float"),
        "{e}"
    );
    let e = json_error(
        &c,
        json!({"frame": "TELEMETRY_REPORT", "metrics": [{"nom": "x"}]}),
    );
    assert!(
        e.starts_with("metrics[0].nom: not a field here (fields: name, ts, kind"),
        "{e}"
    );
    let e = json_error(
        &c,
        json!({"frame": "TELEMETRY_REPORT", "metrics": [{"labels": [["k"]]}]}),
    );
    assert!(
        e.starts_with("metrics[0].labels[0]: a map entry is a [key, value] pair"),
        "{e}"
    );
}

#[test]
fn spatial_tuples_float_arrays_frame_bodies_and_int_envelope() {
    let c = codec("spatial");
    let pos = json!([1.0, 2.5, -0.0]);
    let quat = json!([0.0, 0.0, 0.0, 1.0]);
    let fl = |xs: &[f64]| array(&xs.iter().map(|x| float(*x)).collect::<Vec<_>>());
    let j = json!({"frame": "OCCUPANCY_UPDATE", "stamp": -5, "coord_frame": "map",
        "resolution": 0.05, "width": 2, "height": 1, "origin": [pos, quat], "encoding": 0, "cells": "0001"});
    let (_, bytes) = c
        .encode(&j, Profile::Strict)
        .unwrap_or_else(|e| panic!("{e}"));
    let want = map(&[
        k(0, uint(0x0104)),
        k(1, nint(4)),
        k(3, tstr("map")),
        k(4, float(0.05)),
        k(5, uint(2)),
        k(6, uint(1)),
        k(
            7,
            array(&[fl(&[1.0, 2.5, -0.0]), fl(&[0.0, 0.0, 0.0, 1.0])]),
        ),
        k(8, uint(0)),
        k(9, bstr(&[0, 1])),
    ]);
    assert_eq!(hex(&bytes), hex(&want));
    let back = c
        .decode(0x0104, &bytes, Profile::Strict)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        back["origin"],
        json!([[1.0, 2.5, -0.0], [0.0, 0.0, 0.0, 1.0]])
    );
    assert_eq!(back["stamp"], json!(-5));
    assert!(
        back["encoding"].is_string(),
        "an enum by name: {}",
        back["encoding"]
    );
    // A tuple needs its exact arity.
    let mut bad = j.clone();
    bad["origin"] = json!([[1.0, 2.0, 3.0]]);
    let e = json_error(&c, bad);
    assert!(e.starts_with("origin: a tuple of 2 elements, got 1"), "{e}");
    // Frame bodies in arrays: the other frame's fields without its envelope.
    let snap = json!({"frame": "SPATIAL_SNAPSHOT", "stamp": 1, "corr": "01", "complete": true,
        "poses": [{"coord_frame": "odom", "body_id": "0b", "position": [0.0, 0.0, 0.0], "orientation": [0.0, 0.0, 0.0, 1.0], "seq": 3}]});
    let (ft, bytes) = c
        .encode(&snap, Profile::Strict)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(c.decode(ft, &bytes, Profile::Strict).ok(), Some(snap));
    let e = json_error(
        &c,
        json!({"frame": "SPATIAL_SNAPSHOT", "poses": [{"corr": "01"}]}),
    );
    assert!(e.starts_with("poses[0].corr: not a field here"), "{e}");
    // Non-finite floats (accepted by this channel's float policy).
    let j = json!({"frame": "TRANSFORM", "stamp": 0, "coord_frame": "a", "child_frame": "b",
        "position": [{"float": "inf"}, {"float": "-inf"}, {"float": "NaN"}], "orientation": [0.0, 0.0, 0.0, 1.0]});
    let (ft, bytes) = c
        .encode(&j, Profile::Strict)
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(
        hex(&bytes).contains("83f97c00f9fc00f97e00"),
        "{}",
        hex(&bytes)
    );
    assert_eq!(c.decode(ft, &bytes, Profile::Strict).ok(), Some(j));
}

#[test]
fn stream_flags_and_uint_corr() {
    let c = codec("stream");
    let j = json!({"frame": "STREAM_OPEN", "sub_stream_id": 4, "init_window": 65536, "content_type": "token_text", "flags": ["fin"]});
    let want = map(&[
        k(0, uint(0x0100)),
        k(1, uint(4)),
        k(2, uint(65536)),
        k(3, uint(1)),
        k(5, uint(1)),
    ]);
    round(&c, j.clone(), &want, j);
    // As a number; an unnamed bit is shown as the raw number (and refused as reserved under strict).
    let j = json!({"frame": "STREAM_OPEN", "sub_stream_id": 4, "init_window": 1, "content_type": 0, "flags": 1});
    let (ft, bytes) = c
        .encode(&j, Profile::Strict)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        c.decode(ft, &bytes, Profile::Strict)
            .ok()
            .map(|v| v["flags"].clone()),
        Some(json!(["fin"]))
    );
    // Bit 1 is reserved: a sender MUST send it as 0 (encode refuses it under
    // strict), a receiver MUST ignore it (decode accepts it under both).
    let j = json!({"frame": "STREAM_OPEN", "sub_stream_id": 4, "init_window": 1, "content_type": 0, "flags": 3});
    assert!(refusal(&c, j.clone()).contains("reserved-flags"));
    let open3 = map(&[
        k(0, uint(0x0100)),
        k(1, uint(4)),
        k(2, uint(1)),
        k(3, uint(0)),
        k(5, uint(3)),
    ]);
    for p in [Profile::Strict, Profile::Minimum] {
        assert!(c.decode(0x0100, &open3, p).is_ok(), "{p:?}");
    }
    let (ft, bytes) = c
        .encode(&j, Profile::Minimum)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        c.decode(ft, &bytes, Profile::Minimum)
            .ok()
            .map(|v| v["flags"].clone()),
        Some(json!(3))
    );
    let e = json_error(
        &c,
        json!({"frame": "STREAM_OPEN", "flags": ["fin", "nope"]}),
    );
    assert!(
        e.starts_with("flags[1]: \"nope\" is not a bit of open_flags (fin)"),
        "{e}"
    );
}

#[test]
fn sensory_union_with_bytes_and_bools() {
    let c = codec("sensory");
    for (value, item) in [
        (json!("0a0b"), bstr(&[0x0a, 0x0b])),
        (json!(true), cbor::bool(true)),
        (json!(12), uint(12)),
        (json!(-0.5), float(-0.5)),
    ] {
        let j = json!({"frame": "SENSORY_OBSERVE", "corr": "01", "sub_id": "0a", "batch_seq": 1,
            "obs": [{"source_id": "05", "ts": 9, "unit": "metre", "value": value}]});
        let o = map(&[k(0, bstr(&[5])), k(1, uint(9)), k(3, uint(2)), k(5, item)]);
        let want = map(&[
            k(0, uint(0x0100)),
            k(1, bstr(&[1])),
            k(2, bstr(&[0x0a])),
            k(3, uint(1)),
            k(4, array(&[o])),
        ]);
        round(&c, j.clone(), &want, j);
    }
}

#[test]
fn text_byte_style_for_scenarios() {
    let c = codec("workflow").with_bytes(ByteStyle::Text);
    let j = json!({"frame": "WORKFLOW_STATUS_REQ", "corr": "s1", "task_id": "task-1"});
    let (ft, bytes) = c
        .encode(&j, Profile::Strict)
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(hex(&bytes).contains(&hex(&bstr(b"s1"))));
    assert_eq!(c.decode(ft, &bytes, Profile::Strict).ok(), Some(j));
    let j = json!({"frame": "WORKFLOW_STATUS_REQ", "corr": "hex:00ff", "task_id": "t"});
    let (ft, bytes) = c
        .encode(&j, Profile::Strict)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(c.decode(ft, &bytes, Profile::Strict).ok(), Some(j));
    assert_eq!(unhex("00").ok(), Some(vec![0]));
}
