//! Records and arrays of records (schema `records:`): Knowledge
//! `knowledge_result` (QUERY_RESULT / STREAM_DATA `results`), Memory
//! `memory_record` (READ_RESULT `record`, RETRIEVE_RESULT `records`), Immune
//! `gossip_descriptor` / `gossip_item` (ADVERTISE / PULL_RESULT `items`, with
//! the `each:` rules), Telemetry `metric_sample` / `event` / `health_report`.
//!
//! SEMANTICS.md "Value check" (f) and "Where a refusal is reported": a record
//! is checked like the payload (steps 4–7); a fault in one of its keys' values
//! or a missing key of it names the record's own field; `item-type` (an element
//! that is not a map), `key-type` and `unknown-negative-key` inside it name the
//! array / record field. Unknown non-negative keys inside a record are ignored
//! and dropped by re-encoding. Payloads are hand-written.
#![forbid(unsafe_code)]

mod common;

use common::{
    cat, check_err, hex, imt, kt, mt, must, ok, refused_with, rule_must, rule_strict, strict_only,
    tt,
};
use npamp_generated::rt::Basis;
use npamp_generated::{immune, knowledge, memory, telemetry, Profile, Rule};

const K: &str = "knowledge";
const M: &str = "memory";
const IM: &str = "immune";
const T: &str = "telemetry";
const S41: &str = "§4.1";
const S43: &str = "§4.3";

/// KNOWLEDGE_QUERY_RESULT {0: 0x0101, 1: h'2a', 2: <results>, 3: false}
fn query_result(results: &str) -> Vec<u8> {
    cat(&[
        &hex("a4 00 190101 01 412a 02"),
        &hex(results),
        &hex("03 f4"),
    ])
}

// ============================================================ Knowledge results

#[test]
fn knowledge_results_valid_records_are_decoded() {
    // results [{0: "r0", 1: "c", 2: 0, 3: 0.5, 4: "s"}, {0: "r1", 1: "d"}]
    let p = query_result("82 a5 00 627230 01 6163 02 00 03 f93800 04 6173  a2 00 627231 01 6164");
    ok(K, kt::QUERY_RESULT, &p);
    let q = knowledge::QueryResult::decode(&p).expect("decodes");
    assert_eq!(q.results.len(), 2);
    let v: Vec<_> = q.results.iter().collect();
    assert_eq!(v[0].result_id, "r0");
    assert_eq!(v[0].content, "c");
    assert_eq!(v[0].rank, Some(0));
    assert_eq!(v[0].score, Some(0.5));
    assert_eq!(v[0].source, Some("s"));
    assert_eq!(v[1].result_id, "r1");
    assert_eq!(v[1].score, None);
    assert_eq!(q.to_vec(), p, "canonical input re-encodes identically");
    // An empty array is "a valid, non-committal response" (§6.2, §10).
    ok(K, kt::QUERY_RESULT, &query_result("80"));
}

#[test]
fn knowledge_record_missing_required_key_is_must() {
    // results [{0: "r"}] — content (1) missing
    let p = query_result("81 a1 00 6172");
    let e = must(
        K,
        kt::QUERY_RESULT,
        &p,
        Rule::MissingRequired,
        Some("content"),
        S41,
    );
    assert_eq!(e.offset(), 14, "at the end of the record map");
    // results [{1: "c"}] — result_id (0) missing
    let p = query_result("81 a1 01 6163");
    must(
        K,
        kt::QUERY_RESULT,
        &p,
        Rule::MissingRequired,
        Some("result_id"),
        S41,
    );
    // results [{0: "r", 1: null}] — null is absence (D8)
    let p = query_result("81 a2 00 6172 01 f6");
    must(
        K,
        kt::QUERY_RESULT,
        &p,
        Rule::MissingRequired,
        Some("content"),
        S41,
    );
    // results [{0: "a", 1: "c"}, {0: "b"}] — in the second element
    let p = query_result("82 a2 00 6161 01 6163 a1 00 6162");
    must(
        K,
        kt::QUERY_RESULT,
        &p,
        Rule::MissingRequired,
        Some("content"),
        S41,
    );
}

#[test]
fn knowledge_record_element_not_a_map_is_item_type_strict() {
    for item in ["6178", "00", "80", "f5", "f6", "4100"] {
        // results ["x" | 0 | [] | true | null | h'00']
        let p = query_result(&format!("81 {item}"));
        let e = strict_only(
            K,
            kt::QUERY_RESULT,
            &p,
            Rule::ItemType,
            Some("results"),
            S41,
        );
        assert_eq!(e.offset(), 10, "{item}: at the element");
    }
    // Minimum: the element is skipped by iteration, the count keeps it.
    // results ["x", {0: "r", 1: "c"}]
    let p = query_result("82 6178 a2 00 6172 01 6163");
    let q = knowledge::QueryResult::decode_with(&p, Profile::Minimum).expect("minimum");
    assert_eq!(q.results.len(), 2);
    let ids: Vec<_> = q.results.iter().map(|r| r.result_id).collect();
    assert_eq!(ids, ["r"]);
}

/// SEMANTICS.md "Outcome and canonical form": "arrays keep their items, each
/// item cleaned if it is a record" and "everything else is copied byte for byte
/// as received"; "Decoding a canonical payload and encoding it gives the same
/// bytes". Under the minimum profile an element of an array of records that is
/// not a map is accepted (item-type is strict), so re-encoding must keep it.
#[test]
fn knowledge_minimum_keeps_a_non_record_element_when_re_encoding() {
    // results ["x", {0: "r", 1: "c"}]
    let p = query_result("82 6178 a2 00 6172 01 6163");
    let q = knowledge::QueryResult::decode_with(&p, Profile::Minimum).expect("minimum");
    assert_eq!(q.to_vec(), p);
    assert_eq!(q.encoded_len(), p.len());
}

#[test]
fn knowledge_record_negative_key_is_must() {
    // results [{0: "r", 1: "c", -1: 0}]
    let p = query_result("81 a3 00 6172 01 6163 20 00");
    let e = must(
        K,
        kt::QUERY_RESULT,
        &p,
        Rule::UnknownNegativeKey,
        Some("results"),
        S43,
    );
    assert_eq!(e.offset(), 17, "at the key");
    // results [{0: "r", 1: "c", -100: "x"}]
    let p = query_result("81 a3 00 6172 01 6163 3863 6178");
    must(
        K,
        kt::QUERY_RESULT,
        &p,
        Rule::UnknownNegativeKey,
        Some("results"),
        S43,
    );
}

#[test]
fn knowledge_record_key_of_another_type_is_key_type_must() {
    // results [{0: "r", 1: "c", "k": 0}]
    let p = query_result("81 a3 00 6172 01 6163 616b 00");
    must(K, kt::QUERY_RESULT, &p, Rule::KeyType, Some("results"), S41);
    // results [{0: "r", 1: "c", h'00': 0}]
    let p = query_result("81 a3 00 6172 01 6163 4100 00");
    must(K, kt::QUERY_RESULT, &p, Rule::KeyType, Some("results"), S41);
}

#[test]
fn knowledge_record_unknown_key_ignored_and_dropped() {
    // results [{0: "r", 1: "c", 12: "future", 99: [1, 2]}]
    let p = query_result("81 a4 00 6172 01 6163 0c 66667574757265 1863 820102");
    ok(K, kt::QUERY_RESULT, &p);
    let q = knowledge::QueryResult::decode(&p).expect("decodes");
    let r = q.results.get(0).expect("one result");
    assert_eq!((r.result_id, r.content), ("r", "c"));
    // Re-encoding drops them and fixes the record's count: [{0: "r", 1: "c"}]
    let canonical = query_result("81 a2 00 6172 01 6163");
    assert_eq!(q.to_vec(), canonical);
    assert_eq!(q.encoded_len(), canonical.len());
    // And nulls inside a record are absence, dropped too: [{0: "r", 1: "c", 2: null}]
    let p = query_result("81 a3 00 6172 01 6163 02 f6");
    let q = knowledge::QueryResult::decode(&p).expect("decodes");
    assert_eq!(q.results.get(0).map(|r| r.rank), Some(None));
    assert_eq!(q.to_vec(), canonical);
}

#[test]
fn knowledge_record_values_are_type_checked_at_key_level() {
    // results [{0: 5, 1: "c"}] — result_id is a tstr: a key's value, so wrong-type (must)
    let p = query_result("81 a2 00 05 01 6163");
    must(
        K,
        kt::QUERY_RESULT,
        &p,
        Rule::WrongType,
        Some("result_id"),
        S41,
    );
    // results [{0: "r", 1: "c", 2: -1}] — rank is a uint
    let p = query_result("81 a3 00 6172 01 6163 02 20");
    must(K, kt::QUERY_RESULT, &p, Rule::WrongType, Some("rank"), S41);
    // results [{0: "r", 1: "c", 3: 1}] — score is a float: an integer is a wrong major type
    let p = query_result("81 a3 00 6172 01 6163 03 01");
    must(K, kt::QUERY_RESULT, &p, Rule::WrongType, Some("score"), S41);
}

#[test]
fn knowledge_record_keys_are_deterministic() {
    // results [{1: "c", 0: "r"}]
    let p = query_result("81 a2 01 6163 00 6172");
    must(K, kt::QUERY_RESULT, &p, Rule::KeyOrder, None, S41);
    // results [{0: "r", 0: "r", 1: "c"}]
    let p = query_result("81 a3 00 6172 00 6172 01 6163");
    must(K, kt::QUERY_RESULT, &p, Rule::DuplicateKey, None, S41);
}

#[test]
fn knowledge_stream_data_and_update_results_are_records_too() {
    // KNOWLEDGE_QUERY_STREAM_DATA {0: 0x0102, 1: h'2a', 2: [{0: "r"}]}
    let p = hex("a3 00 190102 01 412a 02 81 a1 00 6172");
    must(
        K,
        kt::STREAM_DATA,
        &p,
        Rule::MissingRequired,
        Some("content"),
        S41,
    );
    // KNOWLEDGE_UPDATE {0: 0x0106, 1: h'2a', 2: h'01', 3: 0, 4: [7]}
    let p = hex("a5 00 190106 01 412a 02 4101 03 00 04 81 07");
    strict_only(K, kt::UPDATE, &p, Rule::ItemType, Some("results"), S41);
}

// ============================================================ Memory record(s)

/// MEMORY_READ_RESULT {0: 0x0103, 1: h'2a', 2: <record>}
fn read_result(record: &str) -> Vec<u8> {
    cat(&[&hex("a3 00 190103 01 412a 02"), &hex(record)])
}

#[test]
fn memory_record_field() {
    // record {0: "id", 1: "c", 7: "agent"}
    let p = read_result("a3 00 626964 01 6163 07 656167656e74");
    ok(M, mt::READ_RESULT, &p);
    let r = memory::ReadResult::decode(&p).expect("decodes");
    assert_eq!(r.record.record_id, "id");
    assert_eq!(r.record.actor_type, Some("agent"));
    assert_eq!(r.to_vec(), p);
}

#[test]
fn memory_record_not_a_map_is_wrong_type_must() {
    // A record at key level: its major type is a key's major type (must).
    for v in ["6178", "80", "00", "f5"] {
        let p = read_result(v);
        must(M, mt::READ_RESULT, &p, Rule::WrongType, Some("record"), S41);
    }
    // record: null — absence of a REQUIRED key
    let p = read_result("f6");
    must(
        M,
        mt::READ_RESULT,
        &p,
        Rule::MissingRequired,
        Some("record"),
        S41,
    );
}

#[test]
fn memory_record_faults() {
    // {0: "id"} — content missing
    let p = read_result("a1 00 626964");
    must(
        M,
        mt::READ_RESULT,
        &p,
        Rule::MissingRequired,
        Some("content"),
        S41,
    );
    // {0: "id", 1: "c", -5: 0}
    let p = read_result("a3 00 626964 01 6163 24 00");
    must(
        M,
        mt::READ_RESULT,
        &p,
        Rule::UnknownNegativeKey,
        Some("record"),
        S43,
    );
    // {0: "id", 1: "c", 15: "new"} — unknown key 15 dropped on re-encoding
    let p = read_result("a3 00 626964 01 6163 0f 636e6577");
    let r = memory::ReadResult::decode(&p).expect("decodes");
    assert_eq!(r.to_vec(), read_result("a2 00 626964 01 6163"));
    // {0: "id", 1: h'63'} — content is a tstr
    let p = read_result("a2 00 626964 01 4163");
    must(
        M,
        mt::READ_RESULT,
        &p,
        Rule::WrongType,
        Some("content"),
        S41,
    );
}

#[test]
fn memory_retrieve_result_records() {
    // MEMORY_RETRIEVE_RESULT {0: 0x0109, 1: h'2a', 2: [{0: "a", 1: "c"}, {0: "b"}], 3: false}
    let p = hex("a4 00 190109 01 412a 02 82 a2 00 6161 01 6163 a1 00 6162 03 f4");
    must(
        M,
        mt::RETRIEVE_RESULT,
        &p,
        Rule::MissingRequired,
        Some("content"),
        S41,
    );
    // ... 2: [{0: "a", 1: "c"}, "b"]
    let p = hex("a4 00 190109 01 412a 02 82 a2 00 6161 01 6163 6162 03 f4");
    strict_only(
        M,
        mt::RETRIEVE_RESULT,
        &p,
        Rule::ItemType,
        Some("records"),
        S41,
    );
    // ... 2: [{0: "a", 1: "c", 20: 0}] — accepted, key 20 dropped
    let p = hex("a4 00 190109 01 412a 02 81 a3 00 6161 01 6163 14 00 03 f4");
    let r = memory::RetrieveResult::decode(&p).expect("decodes");
    assert_eq!(
        r.to_vec(),
        hex("a4 00 190109 01 412a 02 81 a2 00 6161 01 6163 03 f4")
    );
}

// ============================================================ Immune items and `each:` rules

/// IMMUNE_GOSSIP_ADVERTISE {0: 0x00C0, 1: h'2a', 2: <items>[, 3: <inline>]}
fn advertise(items: &str, inline: Option<&str>) -> Vec<u8> {
    match inline {
        None => cat(&[&hex("a3 00 18c0 01 412a 02"), &hex(items)]),
        Some(i) => cat(&[
            &hex("a4 00 18c0 01 412a 02"),
            &hex(items),
            &hex("03"),
            &hex(i),
        ]),
    }
}

// Descriptors {0: h'01', 1: 1} (no body) and {0: h'02', 1: 1, 9: h'ab'} (a body).
const NO_BODY: &str = "a2 00 4101 01 01";
const BODY: &str = "a3 00 4102 01 01 09 41ab";

#[test]
fn immune_descriptors_pull_mode_and_push_mode() {
    // Pull mode: no inline, no bodies.
    ok(
        IM,
        imt::ADVERTISE,
        &advertise(&format!("82 {NO_BODY} {NO_BODY}"), None),
    );
    ok(
        IM,
        imt::ADVERTISE,
        &advertise(&format!("81 {NO_BODY}"), Some("f4")),
    );
    // Push mode: inline true, every descriptor with its body.
    let p = advertise(&format!("82 {BODY} {BODY}"), Some("f5"));
    ok(IM, imt::ADVERTISE, &p);
    let a = immune::GossipAdvertise::decode(&p).expect("decodes");
    assert!(a.items.iter().all(|d| d.body == Some(&[0xab][..])));
    // No items at all: "possibly empty".
    ok(IM, imt::ADVERTISE, &advertise("80", Some("f5")));
}

#[test]
fn immune_body_only_when_inline_each_element() {
    // A body without inline (absent or false): `body-only-when-inline`, strict,
    // reported on the array field (the rule's subject for `each:`).
    for inline in [None, Some("f4")] {
        let p = advertise(&format!("82 {NO_BODY} {BODY}"), inline);
        rule_strict(
            IM,
            imt::ADVERTISE,
            &p,
            Rule::AbsentUnless,
            "body-only-when-inline",
            Some("items"),
            "§6.4",
        );
    }
}

#[test]
fn immune_inline_body_required_each_element() {
    // inline true and the second descriptor without a body.
    let p = advertise(&format!("82 {BODY} {NO_BODY}"), Some("f5"));
    rule_strict(
        IM,
        imt::ADVERTISE,
        &p,
        Rule::RequiredWhen,
        "inline-body-required",
        Some("items"),
        "§6.4",
    );
    // The first descriptor without a body: the same.
    let p = advertise(&format!("82 {NO_BODY} {BODY}"), Some("f5"));
    rule_strict(
        IM,
        imt::ADVERTISE,
        &p,
        Rule::RequiredWhen,
        "inline-body-required",
        Some("items"),
        "§6.4",
    );
}

#[test]
fn immune_descriptor_faults() {
    // [{1: 1}] — item_id missing
    let p = advertise("81 a1 01 01", None);
    must(
        IM,
        imt::ADVERTISE,
        &p,
        Rule::MissingRequired,
        Some("item_id"),
        S41,
    );
    // [{0: h'01', 1: 1, -1: 0}]
    let p = advertise("81 a3 00 4101 01 01 20 00", None);
    must(
        IM,
        imt::ADVERTISE,
        &p,
        Rule::UnknownNegativeKey,
        Some("items"),
        S43,
    );
    // [{0: h'01', 1: 1, 10: 0}] — unknown key 10 in a descriptor: ignored, dropped
    let p = advertise("81 a3 00 4101 01 01 0a 00", None);
    let a = immune::GossipAdvertise::decode(&p).expect("decodes");
    assert_eq!(a.to_vec(), advertise(&format!("81 {NO_BODY}"), None));
    // [h'01']
    let p = advertise("81 4101", None);
    strict_only(IM, imt::ADVERTISE, &p, Rule::ItemType, Some("items"), S41);
    // items: {} — not an array at key level
    let p = advertise("a0", None);
    must(IM, imt::ADVERTISE, &p, Rule::WrongType, Some("items"), S41);
}

#[test]
fn immune_pull_result_items_require_a_body() {
    // IMMUNE_GOSSIP_PULL_RESULT {0: 0x00C3, 1: h'2a', 2: [{0: h'01', 1: 1, 8: h'ab'}]}
    let good = hex("a3 00 18c3 01 412a 02 81 a3 00 4101 01 01 08 41ab");
    ok(IM, imt::PULL_RESULT, &good);
    // ... [{0: h'01', 1: 1}] — gossip_item's key 8 `body` is REQUIRED (not the descriptor's digest)
    let p = hex("a3 00 18c3 01 412a 02 81 a2 00 4101 01 01");
    must(
        IM,
        imt::PULL_RESULT,
        &p,
        Rule::MissingRequired,
        Some("body"),
        S41,
    );
    // ... [{0: h'01', 1: 1, 8: h'ab', 9: h'cd'}] — no key 9 in an item: unknown, ignored
    let p = hex("a3 00 18c3 01 412a 02 81 a4 00 4101 01 01 08 41ab 09 41cd");
    let r = immune::GossipPullResult::decode(&p).expect("decodes");
    assert_eq!(r.to_vec(), good);
}

#[test]
fn immune_pull_req_item_ids_len_is_strict() {
    // IMMUNE_GOSSIP_PULL_REQ {0: 0x00C2, 1: h'2a', 2: []} — len [1, null]
    let p = hex("a3 00 18c2 01 412a 02 80");
    strict_only(IM, imt::PULL_REQ, &p, Rule::Len, Some("item_ids"), "§4.2");
    // ... 2: [h'01']
    ok(IM, imt::PULL_REQ, &hex("a3 00 18c2 01 412a 02 81 4101"));
    // ... 2: ["x"]
    let p = hex("a3 00 18c2 01 412a 02 81 6178");
    strict_only(IM, imt::PULL_REQ, &p, Rule::ItemType, Some("item_ids"), S41);
}

// ============================================================ Telemetry records

const S4: &str = "§4";

/// TELEMETRY_REPORT {0: 0x0100, 3: 1, <key>: <array>}
fn report(key: u8, array: &str) -> Vec<u8> {
    cat(&[&hex("a3 00 190100 03 01"), &[key], &hex(array)])
}

// metric_sample {0: "m", 1: 5, 2: 0, 3: 1}
const METRIC: &str = "a4 00 616d 01 05 02 00 03 01";

#[test]
fn telemetry_metric_samples() {
    let p = report(4, &format!("81 {METRIC}"));
    ok(T, tt::REPORT, &p);
    let r = telemetry::Report::decode(&p).expect("decodes");
    let m = r.metrics.as_ref().and_then(|a| a.get(0)).expect("a metric");
    assert_eq!(m.name, "m");
    assert_eq!(m.value, telemetry::MetricSampleValue::Int(1));
    assert_eq!(m.kind, telemetry::MetricKind::Gauge);
    // {0: "m", 1: 5, 2: 0} — value missing
    let p = report(4, "81 a3 00 616d 01 05 02 00");
    must(T, tt::REPORT, &p, Rule::MissingRequired, Some("value"), S4);
    // {0: "m", 1: 5, 2: 0, 3: null} — Telemetry's text does not make null
    // absence: a null value is a value of the wrong type (§4, must)
    let p = report(4, "81 a4 00 616d 01 05 02 00 03 f6");
    must(T, tt::REPORT, &p, Rule::WrongType, Some("value"), S4);
    // {0: "m", 1: 5, 2: 0, 3: "1"} — the union's alternatives are int and float
    let p = report(4, "81 a4 00 616d 01 05 02 00 03 6131");
    must(T, tt::REPORT, &p, Rule::WrongType, Some("value"), S4);
    // ["m"] — not a record
    let p = report(4, "81 616d");
    strict_only(T, tt::REPORT, &p, Rule::ItemType, Some("metrics"), S4);
    // {0: "m", 1: 5, 2: 0, 3: 1, -1: 0}
    let p = report(4, "81 a5 00 616d 01 05 02 00 03 01 20 00");
    must(
        T,
        tt::REPORT,
        &p,
        Rule::UnknownNegativeKey,
        Some("metrics"),
        S4,
    );
    // {0: "m", 1: 5, 2: 0, 3: 1, 7: 0} — unknown key 7: dropped
    let p = report(4, "81 a5 00 616d 01 05 02 00 03 01 07 00");
    let r = telemetry::Report::decode(&p).expect("decodes");
    assert_eq!(r.to_vec(), report(4, &format!("81 {METRIC}")));
}

#[test]
fn telemetry_events_and_health() {
    // events [{0: "e", 1: 5}]
    ok(T, tt::REPORT, &report(5, "81 a2 00 6165 01 05"));
    // events [{0: "e"}] — ts missing
    let p = report(5, "81 a1 00 6165");
    must(T, tt::REPORT, &p, Rule::MissingRequired, Some("ts"), S4);
    // health [{0: "db", 1: 5, 2: 1}]
    let p = report(6, "81 a3 00 626462 01 05 02 01");
    ok(T, tt::REPORT, &p);
    // health [{0: "db", 1: 5}] — status missing
    let p = report(6, "81 a2 00 626462 01 05");
    must(T, tt::REPORT, &p, Rule::MissingRequired, Some("status"), S4);
    // health [{0: "db", 1: 5, 2: 1, 4: {-1: 0, "k": [1]}}] — detail is any-keyed: no key rule
    let p = report(6, "81 a4 00 626462 01 05 02 01 04 a2 20 00 616b 8101");
    ok(T, tt::REPORT, &p);
    let r = telemetry::Report::decode(&p).expect("decodes");
    let h = r.health.as_ref().and_then(|a| a.get(0)).expect("a report");
    assert_eq!(h.status, telemetry::HealthStatus::Degraded);
    assert_eq!(
        h.detail.as_ref().map(|d| d.as_bytes()),
        Some(&hex("a2 20 00 616b 8101")[..])
    );
}

#[test]
fn telemetry_record_fault_reported_over_a_later_top_level_rule() {
    // TELEMETRY_REPORT {0: 0x0100, 1: h'2a', 3: 1, 4: [{0: "m"}]} — corr without sub_id
    // (a must rule, step 7) and a record missing keys (step 6 of the record,
    // reached first in the walk).
    let p = hex("a4 00 190100 01 412a 03 01 04 81 a1 00 616d");
    let e = refused_with(T, tt::REPORT, &p, Profile::Strict);
    check_err(T, &e, Rule::MissingRequired, Some("ts"), Basis::Must, S4);
    // With a complete record the top-level rule is what fails.
    let p = cat(&[&hex("a4 00 190100 01 412a 03 01 04 81"), &hex(METRIC)]);
    rule_must(
        T,
        tt::REPORT,
        &p,
        Rule::RequiredWhen,
        "sub-id-with-corr",
        Some("sub_id"),
        "§5",
    );
}

// ============================================================ depth inside records

#[test]
fn depth_counts_the_levels_of_records_in_arrays() {
    // QUERY_RESULT: payload (1), results (2), the record (3), its unknown key 99's
    // value (4): n nested arrays reach level 3 + n.
    let nested = |n: usize| {
        let mut arr = "81 ".repeat(n - 1);
        arr.push_str("80");
        query_result(&format!("81 a3 00 6172 01 6163 1863 {arr}"))
    };
    ok(K, kt::QUERY_RESULT, &nested(13)); // up to level 16
    let e = common::limit(K, kt::QUERY_RESULT, &nested(14), Rule::Depth, None, "§10");
    assert_eq!(e.offset(), 19 + 13, "the array at level 17");
    // Telemetry health detail (any-keyed) at level 4: nested maps.
    let health = |n: usize| {
        let mut inner = "a1 00 ".repeat(n - 1);
        inner.push_str("a0");
        report(6, &format!("81 a4 00 626462 01 05 02 00 04 {inner}"))
    };
    ok(T, tt::REPORT, &health(13));
    common::limit(T, tt::REPORT, &health(14), Rule::Depth, None, "§9");
}

// ============================================================ Settlement receipt

#[test]
fn settlement_receipt_record() {
    // RECEIPT_RESULT {0: 0x0103, 1: h'2a', 2: {0: "r", 1: "s", 5: "ok"}}
    let p = hex("a3 00 190103 01 412a 02 a3 00 6172 01 6173 05 626f6b");
    ok("settlement", 0x0103, &p);
    // ... 5: "" — status is non-empty by a stated length (strict, §4.2)
    let p = hex("a3 00 190103 01 412a 02 a3 00 6172 01 6173 05 60");
    strict_only("settlement", 0x0103, &p, Rule::Len, Some("status"), "§4.2");
    // ... status missing
    let p = hex("a3 00 190103 01 412a 02 a2 00 6172 01 6173");
    must(
        "settlement",
        0x0103,
        &p,
        Rule::MissingRequired,
        Some("status"),
        S41,
    );
    // RECEIPT_REQ {0: 0x0102, 1: h'2a', 2: "s", 4: 1} — `const` with an enum value name
    let p = hex("a4 00 190102 01 412a 02 6173 04 01");
    rule_strict(
        "settlement",
        0x0102,
        &p,
        Rule::Const,
        "receipt-effect-read-only",
        Some("effect"),
        "§6.2",
    );
    ok(
        "settlement",
        0x0102,
        &hex("a4 00 190102 01 412a 02 6173 04 00"),
    );
}

/// `FieldValue` (inspection) shows every element the minimum profile accepted:
/// an item of another type is shown as received (`Mistyped`), in its place,
/// neither dropped nor the end of the array.
#[test]
fn inspection_of_an_array_shows_items_of_another_type_in_place() {
    use npamp_generated::rt::FieldValue;
    // PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 2, 3: "q", 4: ["a", 1, "b"]}
    let p = hex("a5 00 190102 01 412a 02 02 03 6171 04 83 6161 01 6162");
    let v = common::chan("interaction")
        .decode(0x0102, &p, Profile::Minimum)
        .expect("minimum");
    let fields = v.fields();
    let options = fields
        .iter()
        .find(|(n, _)| *n == "options")
        .map(|(_, v)| v.clone());
    assert_eq!(
        options,
        Some(FieldValue::Array(vec![
            FieldValue::Text("a"),
            FieldValue::Mistyped(std::borrow::Cow::Borrowed(&[0x01][..])),
            FieldValue::Text("b")
        ]))
    );
}
