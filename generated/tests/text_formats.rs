//! `format` rules (schema/README.md, Rules; the readings: docs/INTERPRETATIONS.md, "Text
//! formats"): an RFC 3339 date-time or hex-encoded bytes, on a frame's own text field and on
//! a record's (alone and in an array of records). Every rule is `strict`: the strict profile
//! refuses with the rule's id, field and section, the minimum profile accepts. Payloads are
//! hand-built: the CBOR around each text is written out below, each text's own head by
//! `npamp_testkit::cbor::tstr`; the texts come from the hand-written table of
//! `npamp_testkit::model::format_samples` and from this file.
#![forbid(unsafe_code)]

mod common;

use common::{cat, hex, imt, kt, mt, ok, refused_with, rule_strict, wt};
use npamp_generated::{memory, workflow, Profile, Rule};
use npamp_schema::TextFormat;
use npamp_testkit::cbor::tstr as text;
use npamp_testkit::model::format_cases;

const W: &str = "workflow";
const M: &str = "memory";
const IM: &str = "immune";
const K: &str = "knowledge";
const SE: &str = "settlement";

/// WORKFLOW_SUBMIT_REQ {0: 0x0100, 1: h'2a', 2: "t", 6: <deadline>, 11: 0}
fn submit(deadline: &str) -> Vec<u8> {
    cat(&[
        &hex("a5 00 190100 01 412a 02 6174 06"),
        &text(deadline),
        &hex("0b 00"),
    ])
}

/// MEMORY_READ_RESULT {0: 0x0103, 1: h'2a', 2: {0: "a", 1: "c", <key>: <text>}}
fn read_result(key: u8, t: &str) -> Vec<u8> {
    cat(&[
        &hex("a3 00 190103 01 412a 02 a3 00 6161 01 6163"),
        &[key],
        &text(t),
    ])
}

const IN_3339: &[&str] = &[
    // Hand-picked edges, in addition to the table.
    "2024-02-29T23:59:60+00:00",
    "2024-03-01T00:59:60+01:00",
    "9999-12-31T23:59:60Z",
];
const OUT_3339: &[&str] = &[
    "2024-02-28T23:59:60Z",
    "2024-03-01T00:59:60+02:00",
    "2024-01-01T00:00:00Z\n",
    "2024-01-01T00:00:00z0",
    "2024-01-01T00:00:00.5+01:00:00",
    "2024-01-01Z",
];

#[test]
fn workflow_deadline_is_an_rfc3339_date_time() {
    for (t, conforms) in format_cases(TextFormat::Rfc3339, IN_3339, OUT_3339) {
        let p = submit(t);
        if conforms {
            ok(W, wt::SUBMIT_REQ, &p);
        } else {
            rule_strict(
                W,
                wt::SUBMIT_REQ,
                &p,
                Rule::Format,
                "submit-deadline-rfc3339",
                Some("deadline"),
                "§6.1",
            );
        }
    }
}

#[test]
fn deadline_boundaries_decided_by_hand() {
    // Each decided by hand here, not by the table.
    let cases = [
        ("2024-02-29T00:00:00Z", true),
        ("2023-02-29T00:00:00Z", false),
        ("2016-12-31T23:59:60Z", true),
        ("2024-01-01T24:00:00Z", false),
        ("2024-01-01t00:00:00z", true),
        ("2024-01-01T00:00:00+14:00", true),
        ("2024-01-01T00:00:00-00:00", true),
        ("2024-01-01T00:00:00", false),
    ];
    for (t, conforms) in cases {
        let p = submit(t);
        let strict = npamp_generated::channel(W).expect("workflow").check(
            wt::SUBMIT_REQ,
            &p,
            Profile::Strict,
        );
        assert_eq!(strict.is_ok(), conforms, "{t}: {strict:?}");
    }
}

#[test]
fn memory_record_timestamp_and_signature() {
    let fields: [(u8, &str, &str, _); 2] = [
        (
            0x06,
            "timestamp",
            "record-timestamp-rfc3339",
            format_cases(TextFormat::Rfc3339, &[], &[]),
        ),
        (
            0x0c,
            "signature",
            "record-signature-hex",
            format_cases(TextFormat::Hex, &["0A"], &["0A0", "0\u{e9}"]),
        ),
    ];
    for (key, field, id, cases) in fields {
        for (t, conforms) in cases {
            let p = read_result(key, t);
            if conforms {
                ok(M, mt::READ_RESULT, &p);
            } else {
                rule_strict(
                    M,
                    mt::READ_RESULT,
                    &p,
                    Rule::Format,
                    id,
                    Some(field),
                    "§6.5",
                );
            }
        }
    }
}

#[test]
fn a_record_in_an_array_is_checked_at_every_element() {
    // MEMORY_RETRIEVE_RESULT {0: 0x0109, 1: h'2a', 2: [r1, r2], 3: false}, where r2 carries
    // {0: "b", 1: "c", 6: <timestamp>}: the second element's timestamp is read too.
    let retrieve = |ts: &str| {
        cat(&[
            &hex("a4 00 190109 01 412a 02 82 a2 00 6161 01 6163 a3 00 6162 01 6163 06"),
            &text(ts),
            &hex("03 f4"),
        ])
    };
    ok(M, mt::RETRIEVE_RESULT, &retrieve("2024-02-29T00:00:00Z"));
    rule_strict(
        M,
        mt::RETRIEVE_RESULT,
        &retrieve("2023-02-29T00:00:00Z"),
        Rule::Format,
        "record-timestamp-rfc3339",
        Some("timestamp"),
        "§6.5",
    );
    // IMMUNE_GOSSIP_PULL_RESULT {0: 0x00C3, 1: h'2a', 2: [{0: h'01', 1: 1, 6: <expires_at>, 8: h'ab'}]}
    let pull = |at: &str| {
        cat(&[
            &hex("a3 00 18c3 01 412a 02 81 a4 00 4101 01 01 06"),
            &text(at),
            &hex("08 41ab"),
        ])
    };
    ok(IM, imt::PULL_RESULT, &pull("2024-01-01T00:00:00+14:00"));
    rule_strict(
        IM,
        imt::PULL_RESULT,
        &pull("2024-01-01T00:00:00"),
        Rule::Format,
        "item-expires-at-rfc3339",
        Some("expires_at"),
        "§6.5",
    );
    // IMMUNE_GOSSIP_ADVERTISE {0: 0x00C0, 1: h'2a', 2: [{0: h'01', 1: 1, 5: <first_seen_at>}]}
    let advertise = |at: &str| {
        cat(&[
            &hex("a3 00 18c0 01 412a 02 81 a3 00 4101 01 01 05"),
            &text(at),
        ])
    };
    ok(IM, imt::ADVERTISE, &advertise("2016-12-31T23:59:60Z"));
    rule_strict(
        IM,
        imt::ADVERTISE,
        &advertise("2016-12-31T23:58:60Z"),
        Rule::Format,
        "descriptor-first-seen-at-rfc3339",
        Some("first_seen_at"),
        "§6.4",
    );
}

#[test]
fn immune_report_knowledge_result_settlement_receipt() {
    // IMMUNE_REPORT_REQ {0: 0x0100, 1: h'2a', 2: "r", 3: 0, 4: 0, 5: <detected_at>}
    let report = |at: &str| {
        cat(&[
            &hex("a6 00 190100 01 412a 02 6172 03 00 04 00 05"),
            &text(at),
        ])
    };
    ok(IM, imt::REPORT_REQ, &report("1985-04-12T23:20:50.52Z"));
    rule_strict(
        IM,
        imt::REPORT_REQ,
        &report("1985-04-12 23:20:50.52Z"),
        Rule::Format,
        "report-detected-at-rfc3339",
        Some("detected_at"),
        "§6.2",
    );
    // KNOWLEDGE_QUERY_RESULT {0: 0x0101, 1: h'2a', 2: [{0: "r", 1: "c", 9: <signature>}], 3: false}
    let query = |sig: &str| {
        cat(&[
            &hex("a4 00 190101 01 412a 02 81 a3 00 6172 01 6163 09"),
            &text(sig),
            &hex("03 f4"),
        ])
    };
    ok(K, kt::QUERY_RESULT, &query("DEADbeef"));
    rule_strict(
        K,
        kt::QUERY_RESULT,
        &query("abc"),
        Rule::Format,
        "result-signature-hex",
        Some("signature"),
        "§6.2",
    );
    // SETTLE_RECEIPT_RESULT {0: 0x0103, 1: h'2a', 2: {0: "r", 1: "s", 5: "ok", 6: <timestamp>}}
    let receipt = |ts: &str| {
        cat(&[
            &hex("a3 00 190103 01 412a 02 a4 00 6172 01 6173 05 626f6b 06"),
            &text(ts),
        ])
    };
    ok(SE, 0x0103, &receipt("2024-06-30T23:59:60Z"));
    rule_strict(
        SE,
        0x0103,
        &receipt("2024-06-29T23:59:60Z"),
        Rule::Format,
        "receipt-timestamp-rfc3339",
        Some("timestamp"),
        "§6.2",
    );
    // A refusal names the rule and the section in its text.
    let e = refused_with(SE, 0x0103, &receipt("x"), Profile::Strict);
    let shown = e.to_string();
    assert!(
        shown.contains("receipt-timestamp-rfc3339") && shown.contains("§6.2"),
        "{shown}"
    );
}

#[test]
fn a_built_frame_is_validated_too() {
    let good = workflow::SubmitReq::new(&[0x2a], "t", workflow::Effect::ReadOnly)
        .with_deadline("2024-02-29T00:00:00Z");
    assert!(good.validate().is_ok());
    let bad = workflow::SubmitReq::new(&[0x2a], "t", workflow::Effect::ReadOnly)
        .with_deadline("2024-02-30T00:00:00Z");
    let e = bad.validate().expect_err("Feb 30 is refused");
    assert_eq!(
        (e.rule(), e.rule_id(), e.field()),
        (
            Rule::Format,
            Some("submit-deadline-rfc3339"),
            Some("deadline")
        )
    );
    assert!(bad.validate_with(Profile::Minimum).is_ok());
    // The same on a record built by hand.
    let rec = memory::MemoryRecord::new("a", "c").with_signature("xyz");
    let r = memory::ReadResult::new(&[0x2a], rec);
    assert_eq!(
        r.validate().map_err(|e| e.rule_id()),
        Err(Some("record-signature-hex"))
    );
}
