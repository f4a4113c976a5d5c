//! Every receiver-side "MUST ignore", "MUST NOT fail", "MUST NOT reject" and
//! "MUST treat an unrecognized value as …" clause of the ten specs that a
//! payload decoder meets (the audit: docs/INTERPRETATIONS.md part H): the inputs each
//! clause covers are accepted by the generated decoders AND the oracle under
//! BOTH profiles — `strict` never refuses what a receiver must ignore or accept.
//!
//! The clause's part of each input is hand-built bytes; the frame around it
//! is a committed MinimalValid vector (an accepted payload, not a MUST-reject
//! input).
#![forbid(unsafe_code)]

use npamp_generated::Profile;
use npamp_oracle::Oracle;
use npamp_testkit::corpus::{Corpus, Verdict};
use npamp_testkit::hex::hex;

const BOTH: [Profile; 2] = [Profile::Strict, Profile::Minimum];

/// Hex with spaces allowed (testkit's reader).
fn unhex(s: &str) -> Vec<u8> {
    npamp_testkit::hex::unhex(&s.replace(' ', "")).expect("hex")
}

/// Accepted by the generated decoder and by the oracle under both profiles.
#[track_caller]
fn accepted_everywhere(module: &str, ft: u16, payload: &[u8], what: &str) {
    let gen = npamp_generated::channel(module).expect("a generated channel");
    let oracle = Oracle::shipped(module).expect("an oracle");
    for p in BOTH {
        if let Err(e) = gen.check(ft, payload, p) {
            panic!(
                "{module} {what}: the generated decoder ({p:?}) refused {}: {e}",
                hex(payload)
            );
        }
        let v = oracle.check(ft, payload, p);
        assert!(
            v.is_accept(),
            "{module} {what}: the oracle ({p:?}) refused {}: {:?}",
            hex(payload),
            v.refusal()
        );
    }
}

/// The first MinimalValid vector of MODULE: (frame type, body).
fn minimal(module: &str) -> (u16, Vec<u8>) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../vectors")
        .join(format!("{module}.json"));
    let corpus = Corpus::read(&path).expect("a committed corpus");
    for t in corpus.test_groups.iter().flat_map(|g| &g.tests) {
        if t.result == Verdict::Valid && t.has_flag("MinimalValid") {
            let input = t.body_input().expect("a body-decode input");
            return (input.frame_type, input.body);
        }
    }
    panic!("{module}: no MinimalValid vector");
}

/// BODY (a map of fewer than 23 entries whose keys are all below 24) with
/// one more entry: key 99 (`18 63`) holding ITEM.
fn with_key_99(body: &[u8], item: &str) -> Vec<u8> {
    let mut p = body.to_vec();
    assert!((0xa0..0xb7).contains(&p[0]), "a small map");
    p[0] += 1;
    p.extend_from_slice(&[0x18, 0x63]);
    p.extend_from_slice(&unhex(item));
    p
}

/// §4.3 of every channel: "A receiver MUST ignore an unrecognized integer key
/// … whose key is not negative". Whatever its value holds — a float on a
/// channel without float fields, a tag, a simple value, nested containers —
/// no profile refuses it (its bytes must still be deterministic CBOR).
#[test]
fn unknown_non_negative_keys_are_ignored_whatever_they_hold_on_every_channel() {
    let items = [
        ("a half float", "f93e00"),
        ("a double that needs its width", "fb3ff199999999999a"),
        ("tag 1 on 0", "c100"),
        ("undefined", "f7"),
        ("simple(16)", "f0"),
        ("null", "f6"),
        ("an array of subset items", "83f93c00c1f7f0"),
        ("a map with a float", "a101f93c00"),
    ];
    for ch in npamp_generated::CHANNELS {
        let module = ch.info().module;
        let (ft, body) = minimal(module);
        accepted_everywhere(module, ft, &body, "the minimal frame");
        for (what, item) in items {
            accepted_everywhere(module, ft, &with_key_99(&body, item), what);
        }
    }
}

/// Stream §5.1 / §5.2: "Bits 1–7 are reserved, MUST be sent as 0, and MUST be
/// ignored on receipt."
#[test]
fn stream_reserved_flag_bits_are_ignored_on_receipt() {
    // STREAM_OPEN {0: 0x0100, 1: 1, 2: 0x10000, 3: 0, 5: flags}
    for flags in ["02", "18fe", "18ff"] {
        let p = unhex(&format!(
            "a5 00 190100 01 01 02 1a00010000 03 00 05 {flags}"
        ));
        accepted_everywhere("stream", 0x0100, &p, &format!("open flags {flags}"));
    }
    // STREAM_DATA {0: 0x0101, 1: 1, 2: 0, 3: h'00', 4: flags}
    for flags in ["02", "18fe"] {
        let p = unhex(&format!("a5 00 190101 01 01 02 00 03 4100 04 {flags}"));
        accepted_everywhere("stream", 0x0101, &p, &format!("data flags {flags}"));
    }
}

/// Stream §5.1 `content_type`: "A receiver that does not recognize the value
/// MUST treat the octets as `0x00` opaque and MUST NOT fail the sub-stream on
/// that basis alone."
#[test]
fn stream_unrecognized_content_type_does_not_fail() {
    for ct in ["07", "187f", "1880", "18ff"] {
        let p = unhex(&format!("a4 00 190100 01 01 02 1a00010000 03 {ct}"));
        accepted_everywhere("stream", 0x0100, &p, &format!("content_type {ct}"));
    }
}

/// Interaction §6.1 `event_class` ("MUST NOT fail the event on that basis
/// alone") and §6.3 `severity` ("a receiver MUST NOT reject an approval
/// request solely because `severity` is unrecognized").
#[test]
fn interaction_unrecognized_event_class_and_severity_are_accepted() {
    for ec in ["05", "187f", "1880", "18ff"] {
        let p = unhex(&format!("a3 00 190100 01 412a 02 {ec}"));
        accepted_everywhere("interaction", 0x0100, &p, &format!("event_class {ec}"));
    }
    // INTERACT_APPROVAL_REQ {0: 0x0104, 1: h'2a', 2: "a", 3: severity}
    for sev in ["04", "187f", "18ff"] {
        let p = unhex(&format!("a4 00 190104 01 412a 02 6161 03 {sev}"));
        accepted_everywhere("interaction", 0x0104, &p, &format!("severity {sev}"));
    }
}

/// Telemetry §5.3 health: "A receiver that does not recognize a `status`
/// value MUST treat it as `3` unknown", and `detail`: "a consumer that does
/// not recognize an inner key MUST ignore it rather than fail the report"
/// (whatever the inner value holds: `ignore_inner`).
#[test]
fn telemetry_unrecognized_status_and_detail_keys_are_accepted() {
    // TELEMETRY_REPORT {0: 0x0100, 3: 0, 6: [{0: "d", 1: 0, 2: status, 4: detail}]}
    let report = |status: &str, detail: &str| {
        unhex(&format!(
            "a3 00 190100 03 00 06 81 a4 00 6164 01 00 02 {status} 04 {detail}"
        ))
    };
    for status in ["03", "04", "18ff"] {
        let p = report(status, "a0");
        accepted_everywhere("telemetry", 0x0100, &p, &format!("health status {status}"));
    }
    // detail {1: tag 1 on 0, -1: undefined, "z": 1.0}: inner keys of every kind, values
    // outside the subset (a tag, a simple value).
    let p = report("00", "a3 01 c100 20 f7 617a f93c00");
    accepted_everywhere("telemetry", 0x0100, &p, "detail with unknown inner keys");
}

/// Memory §6.6 `capabilities`: "a consumer that does not recognize an inner
/// key MUST ignore it (§4.3) rather than fail the status reply".
#[test]
fn memory_capabilities_unknown_inner_keys_are_ignored() {
    // MEMORY_STATUS_RESULT {0: 0x010D, 1: h'2a', 2: "ok", 5: {1: 1.0, 2: tag 1 on 0, 99: undefined}}
    // (Memory declares no float field: only the ignored inner keys may carry one.)
    let p = unhex("a4 00 19010d 01 412a 02 626f6b 05 a3 01 f93c00 02 c100 1863 f7");
    accepted_everywhere("memory", 0x010D, &p, "capabilities with unknown inner keys");
    // §4.3 still applies inside: a negative inner key is refused by both (must).
    let neg = unhex("a4 00 19010d 01 412a 02 626f6b 05 a1 20 00");
    let gen = npamp_generated::channel("memory").expect("memory");
    for p in BOTH {
        assert!(gen.check(0x010D, &neg, p).is_err(), "{p:?}");
        assert!(!Oracle::shipped("memory")
            .expect("oracle")
            .check(0x010D, &neg, p)
            .is_accept());
    }
}

/// Refused by the generated decoder and by the oracle under both profiles.
#[track_caller]
fn refused_everywhere(module: &str, ft: u16, payload: &[u8], what: &str) {
    let gen = npamp_generated::channel(module).expect("a generated channel");
    let oracle = Oracle::shipped(module).expect("an oracle");
    for p in BOTH {
        assert!(
            gen.check(ft, payload, p).is_err(),
            "{module} {what}: the generated decoder ({p:?}) accepted {}",
            hex(payload)
        );
        assert!(
            !oracle.check(ft, payload, p).is_accept(),
            "{module} {what}: the oracle ({p:?}) accepted {}",
            hex(payload)
        );
    }
}

/// Interaction §4.3: "A receiver MUST ignore an unrecognized integer key … This
/// same rule applies to every nested `body`, `schema`, and `context` map (§6)."
/// Every key of those maps is an application key: a binary16 float (or a tag,
/// or a simple value) under one is ignored content, accepted at any depth.
#[test]
fn interaction_body_schema_context_content_is_ignored() {
    // INTERACT_EVENT {0: 0x0100, 1: h'2a', 2: 0, 4: {1: 1.5 (f9 3e00)}}
    let p = unhex("a4 00 190100 01 412a 02 00 04 a1 01 f93e00");
    accepted_everywhere("interaction", 0x0100, &p, "body with a half float");
    // Deeper: {4: {1: {2: [1.5, tag 1 on 0, undefined]}}}
    let p = unhex("a4 00 190100 01 412a 02 00 04 a1 01 a1 02 83 f93e00 c100 f7");
    accepted_everywhere(
        "interaction",
        0x0100,
        &p,
        "body with nested floats, tags, simples",
    );
    // INTERACT_PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 5 (form), 3: "q", 5: {1: 1.5}}
    let p = unhex("a5 00 190102 01 412a 02 05 03 6171 05 a1 01 f93e00");
    accepted_everywhere("interaction", 0x0102, &p, "schema with a half float");
    // INTERACT_APPROVAL_REQ {0: 0x0104, 1: h'2a', 2: "a", 4: {7: 1.5}}
    let p = unhex("a4 00 190104 01 412a 02 6161 04 a1 07 f93e00");
    accepted_everywhere("interaction", 0x0104, &p, "context with a half float");
    // Still deterministic CBOR (§4.1, must): 1.5 as a double is refused by both.
    let p = unhex("a4 00 190104 01 412a 02 6161 04 a1 07 fb3ff8000000000000");
    refused_everywhere(
        "interaction",
        0x0104,
        &p,
        "context with a non-shortest float",
    );
    // Still §4.3's other half inside: a negative inner key is refused by both (must).
    let p = unhex("a4 00 190104 01 412a 02 6161 04 a1 20 f93e00");
    refused_everywhere("interaction", 0x0104, &p, "context with a negative key");
    // A float in a declared field is not ignored content: `strict` refuses it
    // (no Interaction field carries one), `minimum` accepts it.
    // INTERACT_APPROVAL_REQ {…, 5: 1.5} (deadline_s, a uint): a wrong type, must.
    let p = unhex("a4 00 190104 01 412a 02 6161 05 f93e00");
    refused_everywhere("interaction", 0x0104, &p, "deadline_s as a float");
}

/// Workflow §6.1 `params`: "the inner schema is a local matter and a receiver
/// MUST apply the forward-compatibility rule (§4.3) to it".
#[test]
fn workflow_params_content_is_ignored() {
    // WORKFLOW_SUBMIT_REQ {0: 0x0100, 1: h'2a', 2: "t", 4: {1: 1.5, 2: {3: tag 1 on 0}}, 11: 0}
    let p = unhex("a5 00 190100 01 412a 02 6174 04 a2 01 f93e00 02 a1 03 c100 0b 00");
    accepted_everywhere("workflow", 0x0100, &p, "params with a half float");
    // A negative inner key stays refused (§4.3, must).
    let p = unhex("a5 00 190100 01 412a 02 6174 04 a1 20 f93e00 0b 00");
    refused_everywhere("workflow", 0x0100, &p, "params with a negative key");
    // `scope` ("Its keys are a local matter") is no forward-compatibility map:
    // a float there is refused by `strict` (cbor_subset) and accepted by `minimum`.
    let p = unhex("a5 00 190100 01 412a 02 6174 0a a1 01 f93e00 0b 00");
    let gen = npamp_generated::channel("workflow").expect("workflow");
    let oracle = Oracle::shipped("workflow").expect("oracle");
    let e = gen
        .check(0x0100, &p, Profile::Strict)
        .expect_err("strict refuses it");
    assert_eq!(e.rule().as_str(), "float");
    assert!(!oracle.check(0x0100, &p, Profile::Strict).is_accept());
    assert!(gen.check(0x0100, &p, Profile::Minimum).is_ok());
    assert!(oracle.check(0x0100, &p, Profile::Minimum).is_accept());
}
