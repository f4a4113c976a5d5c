//! `format` rules (schema/README.md, Rules; the readings: docs/INTERPRETATIONS.md, "Text
//! formats"), interpreted by the oracle: on a frame's text field, on each text element of an
//! array, on a record in an array (the test-only schema `data/every_construct.yaml`, frame
//! SCRATCH_FORMATS), and on the shipped channels' fields. Payloads are hand-built: the CBOR
//! around each text is written out here, each text's own head by `npamp_testkit::cbor::tstr`;
//! the texts come from the hand-written table of `npamp_testkit::model::format_samples` and
//! from this file.
mod common;
use common::*;
use npamp_schema::TextFormat;
use npamp_testkit::model::format_cases;

const FORMATS: u16 = 0x0117;

/// Hex of a text string's encoding (testkit's writer, which shares no code with the oracle).
fn text(s: &str) -> String {
    npamp_testkit::hex::hex(&npamp_testkit::cbor::tstr(s))
}

/// `{0: 0x0117, 1: h'2a', <entries>}` with `n` more entries.
fn formats(n: usize, entries: &str) -> String {
    format!("{:02x} 00 190117 01 412a {entries}", 0xa2 + n)
}

/// Edges this file decides by hand, beyond the table.
const IN_3339: &[&str] = &[
    "2024-02-29T23:59:60+00:00",
    "2024-03-01T00:59:60+01:00",
    "9999-12-31T23:59:60Z",
    "2000-01-01T00:00:00.0Z",
];
const OUT_3339: &[&str] = &[
    "2024-02-28T23:59:60Z",
    "2024-03-01T00:59:60+02:00",
    "2024-01-01T00:00:00Z\n",
    "2024-01-01T00:00:00z0",
    "2024-01-01T00:00:00.5+01:00:00",
    "2024-01-01Z",
    "2024-01-01T00:00Z",
    "2024-01-01T00:00:00+01",
    "２024-01-01T00:00:00Z",
];

#[test]
fn a_text_field_in_rfc3339() {
    let o = every_construct();
    for (t, conforms) in format_cases(TextFormat::Rfc3339, IN_3339, OUT_3339) {
        let hex = formats(1, &format!("02 {}", text(t)));
        if conforms {
            accept_same(o, FORMATS, &hex);
        } else {
            let (r, _) = strict_only(o, FORMATS, &hex, Rule::Format, "§7.11");
            assert_eq!(r.rule_id.as_deref(), Some("at-rfc3339"), "{t:?}");
            assert_eq!((r.field.as_deref(), r.path.as_str()), (Some("at"), "at"));
        }
    }
}

#[test]
fn each_text_element_of_an_array_in_hex() {
    let o = every_construct();
    for (t, conforms) in format_cases(TextFormat::Hex, &["0A", "aBcD"], &["0A0", "0\u{e9}"]) {
        // sigs: ["00", <t>]
        let hex = formats(1, &format!("03 82 {} {}", text("00"), text(t)));
        if conforms {
            accept_same(o, FORMATS, &hex);
        } else {
            let (r, _) = strict_only(o, FORMATS, &hex, Rule::Format, "§7.11.1");
            assert_eq!(r.rule_id.as_deref(), Some("sigs-hex"), "{t:?}");
            assert_eq!(
                (r.field.as_deref(), r.path.as_str()),
                (Some("sigs"), "sigs[1]"),
                "{t:?}"
            );
        }
    }
    // An element of another type is item-type (strict), not format; under the minimum
    // profile it is passed over, like every element, since format is strict too.
    let hex = formats(1, "03 82 00 627a7a");
    let (r, _) = strict_only(o, FORMATS, &hex, Rule::ItemType, "§4.1");
    assert_eq!(r.path, "sigs[0]");
    // An empty array has no element to check.
    accept_same(o, FORMATS, &formats(1, "03 80"));
}

#[test]
fn a_record_in_an_array_and_a_must_basis() {
    let o = every_construct();
    // log: [{0: "2024-02-29T00:00:00Z"}, {0: "2023-02-29T00:00:00Z"}]
    let ok = formats(
        1,
        &format!(
            "04 82 a1 00 {} a1 00 {}",
            text("2024-02-29T00:00:00Z"),
            text("2024-02-29T00:00:00Z")
        ),
    );
    accept_same(o, FORMATS, &ok);
    let bad = formats(
        1,
        &format!(
            "04 82 a1 00 {} a1 00 {}",
            text("2024-02-29T00:00:00Z"),
            text("2023-02-29T00:00:00Z")
        ),
    );
    let (r, _) = strict_only(o, FORMATS, &bad, Rule::Format, "§7.11");
    assert_eq!(r.rule_id.as_deref(), Some("stamped-at-rfc3339"));
    assert_eq!(
        (r.field.as_deref(), r.path.as_str()),
        (Some("at"), "log[1].at")
    );
    // A format rule on a `must` basis is refused by both profiles.
    let hex = formats(1, &format!("05 {}", text("2024-01-01T24:00:00Z")));
    let r = reject_both(o, FORMATS, &hex, Rule::Format, "§7.11.2");
    assert_eq!(r.rule_id.as_deref(), Some("strict-at-must"));
    accept_same(
        o,
        FORMATS,
        &formats(1, &format!("05 {}", text("2024-01-01T23:59:59Z"))),
    );
    // A null is absence: nothing to check.
    accept(o, FORMATS, &formats(1, "02 f6"));
}

#[test]
fn the_boundaries_on_the_shipped_channels() {
    // WORKFLOW_SUBMIT_REQ {0: 0x0100, 1: h'2a', 2: "t", 6: <deadline>, 11: 0}
    let w = workflow();
    let submit = |t: &str| format!("a5 00 190100 01 412a 02 6174 06 {} 0b 00", text(t));
    for (t, conforms) in [
        ("2024-02-29T00:00:00Z", true),
        ("2023-02-29T00:00:00Z", false),
        ("2016-12-31T23:59:60Z", true),
        ("2024-01-01T24:00:00Z", false),
        ("2024-01-01t00:00:00z", true),
        ("2024-01-01T00:00:00+14:00", true),
        ("2024-01-01T00:00:00-00:00", true),
        ("2024-01-01T00:00:00", false),
    ] {
        if conforms {
            accept_same(w, 0x0100, &submit(t));
        } else {
            let (r, _) = strict_only(w, 0x0100, &submit(t), Rule::Format, "§6.1");
            assert_eq!(r.rule_id.as_deref(), Some("submit-deadline-rfc3339"));
            assert_eq!(r.basis, Basis::Strict);
        }
    }
    // MEMORY_READ_RESULT {0: 0x0103, 1: h'2a', 2: {0: "a", 1: "c", 12: <signature>}}
    let m = Oracle::shipped("memory").expect("memory is shipped");
    let read = |t: &str| format!("a3 00 190103 01 412a 02 a3 00 6161 01 6163 0c {}", text(t));
    accept_same(m, 0x0103, &read("DEADbeef"));
    for t in ["abc", "0g", ""] {
        let (r, _) = strict_only(m, 0x0103, &read(t), Rule::Format, "§6.5");
        assert_eq!(r.rule_id.as_deref(), Some("record-signature-hex"));
        assert_eq!(r.path, "record.signature");
    }
    // IMMUNE_GOSSIP_PULL_RESULT {0: 0x00C3, 1: h'2a', 2: [{0: h'01', 1: 1, 5: <t>, 8: h'ab'}]}
    let i = Oracle::shipped("immune").expect("immune is shipped");
    let pull = |t: &str| {
        format!(
            "a3 00 18c3 01 412a 02 81 a4 00 4101 01 01 05 {} 08 41ab",
            text(t)
        )
    };
    accept_same(i, 0x00C3, &pull("2017-01-01T08:59:60+09:00"));
    let (r, _) = strict_only(
        i,
        0x00C3,
        &pull("2017-01-01T09:59:60+09:00"),
        Rule::Format,
        "§6.5",
    );
    assert_eq!(r.rule_id.as_deref(), Some("item-first-seen-at-rfc3339"));
    assert_eq!(r.path, "items[0].first_seen_at");
}
