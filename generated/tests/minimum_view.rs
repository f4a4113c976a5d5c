//! What `minimum` accepts, the typed view shows whole: an array element of
//! another type than the declared one (`item-type`, a `strict` fault) is
//! accepted under `Profile::Minimum` and reaches the application through
//! `Array::items` (and `fields()`), is counted by `len` and is re-encoded as
//! received. Hand-built payloads; the expected values are read off the bytes.
#![forbid(unsafe_code)]

mod common;

use common::{hex, it, sen};
use npamp_generated::rt::{FieldValue, ItemKind};
use npamp_generated::{interaction, sensory, Profile, Rule};

/// SENSORY_OBSERVE {0: 0x0100, 3: 0, 4: [h'2a']}: a standalone batch whose
/// `obs` holds one byte string where an `observation` record (a map) belongs.
fn observe_with_a_byte_string() -> Vec<u8> {
    hex("a3 00 190100 03 00 04 81 412a")
}

/// INTERACT_PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 2 (choice), 3: "q",
/// 4: ["red", 3]}: `options`, an array of text, holds an integer.
fn prompt_with_a_number_option() -> Vec<u8> {
    hex("a5 00 190102 01 412a 02 02 03 6171 04 82 63726564 03")
}

#[test]
fn strict_refuses_both_as_item_type() {
    let e = sensory::decode(sen::OBSERVE, &observe_with_a_byte_string()).unwrap_err();
    assert_eq!((e.rule(), e.field()), (Rule::ItemType, Some("obs")));
    let e = interaction::decode(it::PROMPT_REQ, &prompt_with_a_number_option()).unwrap_err();
    assert_eq!((e.rule(), e.field()), (Rule::ItemType, Some("options")));
}

#[test]
fn observe_obs_byte_string_is_seen_under_minimum() {
    let p = observe_with_a_byte_string();
    let o = sensory::Observe::decode_with(&p, Profile::Minimum).expect("minimum accepts it");
    // Counted, not dropped.
    assert_eq!(o.obs.len(), 1);
    assert!(!o.obs.is_uniform());
    // `iter` yields the records only: there is none.
    assert_eq!(o.obs.iter().count(), 0);
    // `items` yields the element itself: the byte string h'2a', as received.
    let items: Vec<_> = o.obs.items().collect();
    assert_eq!(items.len(), 1);
    let raw = items[0].as_ref().expect_err("not an observation");
    assert_eq!(raw.as_bytes(), [0x41, 0x2a]);
    assert_eq!(raw.kind(), ItemKind::Bstr);
    assert_eq!(raw.as_byte_string(), Some(&[0x2a][..]));
    // The inspection view has it too.
    let fields = o.fields();
    let obs = fields.iter().find(|(n, _)| *n == "obs").map(|(_, v)| v);
    match obs {
        Some(FieldValue::Array(v)) => {
            assert_eq!(v.len(), 1);
            assert!(matches!(&v[0], FieldValue::Mistyped(b) if b[..] == [0x41, 0x2a]));
        }
        other => panic!("obs: {other:?}"),
    }
    // Re-encoding keeps it: the payload was canonical, so the bytes are the same.
    assert_eq!(o.to_vec(), p);
}

#[test]
fn prompt_options_with_a_number_is_seen_under_minimum() {
    let p = prompt_with_a_number_option();
    let f = interaction::decode_with(interaction::FrameType::PromptReq, &p, Profile::Minimum)
        .expect("minimum accepts it");
    let interaction::Frame::PromptReq(q) = &f else {
        panic!("a PROMPT_REQ: {f:?}");
    };
    let options = q.options.clone().expect("options present");
    assert_eq!(options.len(), 2);
    assert_eq!(options.iter().collect::<Vec<_>>(), ["red"]);
    let items: Vec<_> = options.items().collect();
    assert_eq!(items.len(), 2);
    assert_eq!(items[0], Ok("red"));
    let three = items[1].as_ref().expect_err("not a text");
    assert_eq!(three.as_bytes(), [0x03]);
    assert_eq!(three.as_uint(), Some(3));
    // Two arrays differing only in their mistyped element are not equal.
    let other = hex("a5 00 190102 01 412a 02 02 03 6171 04 82 63726564 04");
    let interaction::Frame::PromptReq(q2) =
        interaction::decode_with(it::PROMPT_REQ, &other, Profile::Minimum).expect("accepted")
    else {
        panic!("a PROMPT_REQ");
    };
    assert_ne!(q2.options, Some(options));
    assert_eq!(f.to_vec(), p);
}

/// A typed map's entry of another type is yielded by `Map::entries`, shown
/// by `fields()` and kept by the encoder. Telemetry REPORT
/// {0: 0x0100, 3: 0, 4: [{0: "m", 1: 0, 2: 0, 3: 1, 5: {"a": 1}}]}: the
/// metric's `labels` (text → text) maps "a" to the uint 1.
#[test]
fn map_entry_of_another_type_is_seen_under_minimum() {
    use npamp_generated::telemetry;
    let p = hex("a3 00 190100 03 00 04 81 a5 00 616d 01 00 02 00 03 01 05 a1 6161 01");
    let e = telemetry::Report::decode(&p).unwrap_err();
    assert_eq!((e.rule(), e.field()), (Rule::ItemType, Some("labels")));
    let r = telemetry::Report::decode_with(&p, Profile::Minimum).expect("minimum accepts it");
    let metric = r
        .metrics
        .as_ref()
        .and_then(|m| m.get(0))
        .expect("one metric");
    let labels = metric.labels.clone().expect("labels present");
    assert_eq!(labels.len(), 1);
    assert_eq!(labels.iter().count(), 0);
    let entries: Vec<_> = labels.entries().collect();
    let (k, v) = entries[0].as_ref().expect_err("not text → text");
    assert_eq!((k.as_text(), v.as_uint()), (Some("a"), Some(1)));
    match metric.fields().iter().find(|(n, _)| *n == "labels") {
        Some((_, FieldValue::Entries(e))) => assert!(matches!(
            &e[..],
            [(FieldValue::Mistyped(k), FieldValue::Mistyped(v))] if k[..] == [0x61, 0x61] && v[..] == [0x01]
        )),
        other => panic!("labels: {other:?}"),
    }
    assert_eq!(r.to_vec(), p);
}
