//! Zero-copy and allocation-free codecs, proved with a counting global
//! allocator (`stats_alloc`: a safe wrapper, so this file needs no unsafe).
//!
//! * decoding every frame type of both channels performs no heap
//!   allocation: strings, byte strings, arrays and nested maps are borrowed
//!   from the payload; so does decoding arrays of records (Knowledge, Memory,
//!   Immune), typed maps and unions (Telemetry, Sensory) and floats (Spatial),
//!   under both profiles, and refusing a payload;
//! * a 64 KiB byte string inside an INTERACT_EVENT body (§6.1) and a 64 KiB
//!   `event_name` are not copied: the decoded slices point into the input;
//! * `encode(&mut out)` into a Vec with enough capacity allocates nothing,
//!   and `to_vec()` allocates exactly once.
//!
//! Allocation counts are process-global, so everything runs in one #[test],
//! sequentially. The test harness's other thread can still allocate now and
//! then while a region is open, so each measurement is repeated and the
//! smallest count is taken ([`fewest`]): an allocation the code under test
//! makes is deterministic and shows in every run; noise only ever adds. Payloads are hand-built bytes (§4.1 deterministic CBOR);
//! none is produced by the code under test.
#![forbid(unsafe_code)]

use npamp_generated::{
    immune, interaction, knowledge, memory, sensory, spatial, telemetry, workflow, Profile,
};
use stats_alloc::{Region, StatsAlloc, INSTRUMENTED_SYSTEM};
use std::alloc::System;

#[global_allocator]
static GLOBAL: &StatsAlloc<System> = &INSTRUMENTED_SYSTEM;

/// Interaction payloads, one per frame type (NPAMP-INTERACT §3.1, §6, §8).
/// corr is the 4-byte string `c0rr` (`44 63 30 72 72`, §4.2).
const INTERACTION: &[(u16, &[u8])] = &[
    // INTERACT_EVENT: class 1, name "build.finished", body {0: "ok", 1: 42}, ack true.
    (
        0x0100,
        b"\xa6\x00\x19\x01\x00\x01\x44c0rr\x02\x01\x03\x6ebuild.finished\x04\xa2\x00\x62ok\x01\x18\x2a\x05\xf5",
    ),
    // INTERACT_EVENT_ACK.
    (0x0101, b"\xa2\x00\x19\x01\x01\x01\x44c0rr"),
    // INTERACT_PROMPT_REQ: choice, "Which?", options ["eu","us"], schema {0:"str"}, deadline 300.
    (
        0x0102,
        b"\xa7\x00\x19\x01\x02\x01\x44c0rr\x02\x02\x03\x66Which?\x04\x82\x62eu\x62us\x05\xa1\x00\x63str\x06\x19\x01\x2c",
    ),
    // INTERACT_PROMPT_RESULT: answered, value 1.
    (0x0103, b"\xa4\x00\x19\x01\x03\x01\x44c0rr\x02\x00\x03\x01"),
    // INTERACT_APPROVAL_REQ: action "rm", severity 2, context {0: 1}, deadline 60.
    (
        0x0104,
        b"\xa6\x00\x19\x01\x04\x01\x44c0rr\x02\x62rm\x03\x02\x04\xa1\x00\x01\x05\x18\x3c",
    ),
    // INTERACT_APPROVAL_RESULT: granted, reason "ok".
    (0x0105, b"\xa4\x00\x19\x01\x05\x01\x44c0rr\x02\x00\x03\x62ok"),
    // INTERACT_CANCEL: reason no_longer_needed.
    (0x0106, b"\xa3\x00\x19\x01\x06\x01\x44c0rr\x02\x00"),
    // INTERACT_ERROR: approval_held (6) with approval_id (§8.1), retry_after_s 10.
    (
        0x0107,
        b"\xa6\x00\x19\x01\x07\x01\x44c0rr\x02\x06\x03\x66policy\x04\x0a\x05\x63a-1",
    ),
];

/// Workflow payloads, one per frame type (NPAMP-WORKFLOW §3.1, §6, §8).
const WORKFLOW: &[(u16, &[u8])] = &[
    // WORKFLOW_SUBMIT_REQ: every field, deadline "2024-06-30T17:00:00Z" (an RFC 3339 date-time),
    // scope {"r": "eu"}, effect 1 (§5.3).
    (
        0x0100,
        b"\xac\x00\x19\x01\x00\x01\x44c0rr\x02\x63job\x03\x43\x01\x02\x03\x04\xa1\x00\x01\x05\x01\x06\x742024-06-30T17:00:00Z\x07\x65agent\x08\x62a1\x09\x62k1\x0a\xa1\x61r\x62eu\x0b\x01",
    ),
    // WORKFLOW_SUBMIT_RESULT: task "t1", accepted.
    (0x0101, b"\xa4\x00\x19\x01\x01\x01\x44c0rr\x02\x62t1\x03\x00"),
    // WORKFLOW_STATUS_REQ.
    (0x0102, b"\xa3\x00\x19\x01\x02\x01\x44c0rr\x02\x62t1"),
    // WORKFLOW_STATUS_RESULT: running, step 2 "s2", progress 40, detail "ok".
    (
        0x0103,
        b"\xa8\x00\x19\x01\x03\x01\x44c0rr\x02\x62t1\x03\x01\x04\x02\x05\x62s2\x06\x18\x28\x07\x62ok",
    ),
    // WORKFLOW_CANCEL_REQ: reason "no".
    (0x0104, b"\xa4\x00\x19\x01\x04\x01\x44c0rr\x02\x62t1\x03\x62no"),
    // WORKFLOW_CANCEL_RESULT: canceled.
    (0x0105, b"\xa4\x00\x19\x01\x05\x01\x44c0rr\x02\x62t1\x03\x04"),
    // WORKFLOW_STEP_EVENT (no corr, §6.4): seq 7, running, output aabbcc, detail "ok".
    (
        0x0106,
        b"\xa6\x00\x19\x01\x06\x02\x62t1\x03\x07\x04\x01\x08\x43\xaa\xbb\xcc\x09\x62ok",
    ),
    // WORKFLOW_COMPLETE (no corr, §6.5): seq 9, succeeded, output abcd.
    (
        0x0107,
        b"\xa5\x00\x19\x01\x07\x02\x62t1\x03\x09\x04\x02\x05\x42\xab\xcd",
    ),
    // WORKFLOW_ERROR: unknown_task (5), message "unknown task".
    (
        0x0108,
        b"\xa4\x00\x19\x01\x08\x01\x44c0rr\x02\x05\x03\x6cunknown task",
    ),
];

/// Payloads of the compound constructs (records, arrays of records, typed maps,
/// unions, floats, tuples), one per channel; corr `c0rr` where the frame has one.
const OTHERS: &[(&str, u16, &[u8])] = &[
    // KNOWLEDGE_QUERY_RESULT (§6.2): results [{0: "r0", 1: "c", 2: 0, 3: 1.0}, {0: "r1", 1: "d"}],
    // has_more false.
    (
        "knowledge",
        0x0101,
        b"\xa4\x00\x19\x01\x01\x01\x44c0rr\x02\x82\xa4\x00\x62r0\x01\x61c\x02\x00\x03\xf9\x3c\x00\xa2\x00\x62r1\x01\x61d\x03\xf4",
    ),
    // MEMORY_READ_RESULT (§6.2): record {0: "id", 1: "c", 12: "5e9a"} (a hex-encoded signature).
    (
        "memory",
        0x0103,
        b"\xa3\x00\x19\x01\x03\x01\x44c0rr\x02\xa3\x00\x62id\x01\x61c\x0c\x645e9a",
    ),
    // IMMUNE_GOSSIP_ADVERTISE (§6.4): two inline descriptors with bodies.
    (
        "immune",
        0x00c0,
        b"\xa4\x00\x18\xc0\x01\x44c0rr\x02\x82\xa3\x00\x41\x01\x01\x01\x09\x42\xab\xcd\xa3\x00\x41\x02\x01\x02\x09\x41\x00\x03\xf5",
    ),
    // SENSORY_OBSERVE (§5): two observations, values 1.5 (float) and h'010203' (bstr).
    (
        "sensory",
        0x0100,
        b"\xa3\x00\x19\x01\x00\x03\x01\x04\x82\xa4\x00\x41\x01\x01\x05\x03\x02\x05\xf9\x3e\x00\xa4\x00\x41\x02\x01\x06\x03\x00\x05\x43\x01\x02\x03",
    ),
    // TRANSFORM (§5.2): stamp 2^32, position [1.0, 2.0, 3.0], orientation [0, 0, 0, 1.0].
    (
        "spatial",
        0x0101,
        b"\xa6\x00\x19\x01\x01\x01\x1b\x00\x00\x00\x01\x00\x00\x00\x00\x03\x63map\x04\x64base\x05\x83\xf9\x3c\x00\xf9\x40\x00\xf9\x42\x00\x06\x84\xf9\x00\x00\xf9\x00\x00\xf9\x00\x00\xf9\x3c\x00",
    ),
    // TELEMETRY_REPORT (§5): a metric with labels {"host": "a", "zone": "b"} and value
    // 1.5, an event with attrs {"b": true, "f": 0.5, "k": "v", "n": 5}, a health
    // report with detail {0: 2, "x": 1}.
    (
        "telemetry",
        0x0100,
        b"\xa5\x00\x19\x01\x00\x03\x07\x04\x81\xa7\x00\x63cpu\x01\x19\x03\xe8\x02\x00\x03\xf9\x3e\x00\x04\x61%\x05\xa2\x64host\x61a\x64zone\x61b\x06\x01\x05\x81\xa5\x00\x64boot\x01\x19\x03\xe8\x02\x01\x03\xa4\x61b\xf5\x61f\xf9\x38\x00\x61k\x61v\x61n\x05\x04\x62ok\x06\x81\xa4\x00\x62db\x01\x19\x03\xe8\x02\x00\x04\xa2\x00\x02\x61x\x01",
    ),
];

/// Test-local CBOR head writer (RFC 8949 §3, shortest form), for the large
/// hand-built payloads below.
fn head(out: &mut Vec<u8>, major: u8, arg: u64) {
    let m = major << 5;
    match arg {
        0..=23 => out.push(m | arg as u8),
        24..=0xff => out.extend_from_slice(&[m | 24, arg as u8]),
        0x100..=0xffff => {
            out.push(m | 25);
            out.extend_from_slice(&(arg as u16).to_be_bytes());
        }
        _ => {
            out.push(m | 26);
            out.extend_from_slice(&(arg as u32).to_be_bytes());
        }
    }
}

/// INTERACT_EVENT {0: 0x0100, 1: "c0rr", 2: 0, <extra>} (§6.1). `extra`
/// is the encoding of keys ≥ 3 and `n_extra` their count.
fn event(n_extra: u64, extra: &[u8]) -> Vec<u8> {
    let mut p = Vec::new();
    head(&mut p, 5, 3 + n_extra);
    p.extend_from_slice(b"\x00\x19\x01\x00\x01\x44c0rr\x02\x00");
    p.extend_from_slice(extra);
    p
}

/// Event whose body (key 4) is {0: h'..64 KiB..'}.
fn event_64k_bytes() -> Vec<u8> {
    let mut x = vec![0x04, 0xa1, 0x00];
    head(&mut x, 2, 65536);
    x.extend((0..65536u32).map(|i| (i % 251) as u8));
    event(1, &x)
}

/// Event whose event_name (key 3) is 64 KiB of mixed ASCII / multi-byte UTF-8.
fn event_64k_text() -> Vec<u8> {
    let piece = "Grüße, 世界! ✓ 🚀 ok; ";
    let mut s = String::new();
    while s.len() + piece.len() <= 65536 {
        s.push_str(piece);
    }
    let mut x = vec![0x03];
    head(&mut x, 3, s.len() as u64);
    x.extend_from_slice(s.as_bytes());
    event(1, &x)
}

/// Event whose body is {0: [0, 1, ..., 99, 0, 1, ...]} with 4096 items.
fn event_4096_array() -> Vec<u8> {
    let mut x = vec![0x04, 0xa1, 0x00];
    head(&mut x, 4, 4096);
    for i in 0..4096u64 {
        head(&mut x, 0, i % 100);
    }
    event(1, &x)
}

/// Event whose body nests containers down to level 16, the deepest legal
/// level (payload map = level 1, body = level 2; README D4).
fn event_deep() -> Vec<u8> {
    let mut x = vec![0x04, 0xa1, 0x00];
    // Levels 3..=15: a one-element array around the next level.
    x.extend_from_slice(&[0x81; 13]);
    // Level 16: [1, 2].
    x.extend_from_slice(b"\x82\x01\x02");
    event(1, &x)
}

/// KNOWLEDGE_QUERY_RESULT whose `results` holds 1000 records
/// {0: "r<i>", 1: "content", 2: i, 3: <i / 8 as a half>, 99: "unknown"}: the
/// unknown key 99 is dropped by re-encoding, so the canonical form is built too.
fn query_result_1000() -> (Vec<u8>, Vec<u8>) {
    let mut p = b"\xa4\x00\x19\x01\x01\x01\x44c0rr\x02".to_vec();
    let mut c = p.clone();
    head(&mut p, 4, 1000);
    head(&mut c, 4, 1000);
    for i in 0..1000u64 {
        let id = format!("r{i}");
        // i / 8 for i < 1000 is exact in half precision (<= 11 significant bits).
        let half = npamp_testkit::cbor::f16_exact(i as f64 / 8.0).expect("exact in half precision");
        for (out, n) in [(&mut p, 5u64), (&mut c, 4)] {
            head(out, 5, n);
            out.push(0x00);
            head(out, 3, id.len() as u64);
            out.extend_from_slice(id.as_bytes());
            out.extend_from_slice(b"\x01\x67content\x02");
            head(out, 0, i);
            out.push(0x03);
            out.push(0xf9);
            out.extend_from_slice(&half.to_be_bytes());
            if n == 5 {
                out.extend_from_slice(b"\x18\x63\x67unknown");
            }
        }
    }
    p.extend_from_slice(b"\x03\xf4");
    c.extend_from_slice(b"\x03\xf4");
    (p, c)
}

/// Half-precision bits of i / 8 (0 <= i < 1000), by hand: sign 0, exponent and
/// 10-bit mantissa of the normalised value; 0 is 0x0000.
fn inside(slice: &[u8], buf: &[u8]) -> bool {
    let r = buf.as_ptr_range();
    let s = slice.as_ptr_range();
    r.start <= s.start && s.end <= r.end
}

/// Allocations and reallocations since the region started.
fn allocs(region: &Region<'_, System>) -> usize {
    let c = region.change();
    c.allocations + c.reallocations
}

/// The fewest (allocations + reallocations, reallocations) seen over several
/// runs of `f`, and `f`'s last result.
fn fewest<T>(mut f: impl FnMut() -> T) -> ((usize, usize), T) {
    let mut best = (usize::MAX, usize::MAX);
    let mut last = None;
    for _ in 0..8 {
        let region = Region::new(GLOBAL);
        let v = f();
        let c = region.change();
        best = best.min((c.allocations + c.reallocations, c.reallocations));
        last = Some(v);
        if best.0 == 0 {
            break;
        }
    }
    match last {
        Some(v) => (best, v),
        None => unreachable!("at least one run"),
    }
}

fn decode_without_alloc(chan: &str, ft: u16, payload: &[u8]) {
    for profile in Profile::ALL {
        let ((n, _), ok) = fewest(|| match chan {
            "interaction" => {
                interaction::decode_with(ft, payload, profile).map(|f| f.frame_type() as u16)
            }
            "workflow" => {
                workflow::decode_with(ft, payload, profile).map(|f| f.frame_type() as u16)
            }
            "knowledge" => {
                knowledge::decode_with(ft, payload, profile).map(|f| f.frame_type() as u16)
            }
            "memory" => memory::decode_with(ft, payload, profile).map(|f| f.frame_type() as u16),
            "immune" => immune::decode_with(ft, payload, profile).map(|f| f.frame_type() as u16),
            "telemetry" => {
                telemetry::decode_with(ft, payload, profile).map(|f| f.frame_type() as u16)
            }
            "sensory" => sensory::decode_with(ft, payload, profile).map(|f| f.frame_type() as u16),
            "spatial" => spatial::decode_with(ft, payload, profile).map(|f| f.frame_type() as u16),
            other => panic!("no channel {other}"),
        });
        assert_eq!(ok, Ok(ft), "{chan} {ft:#06x} {profile} must decode");
        assert_eq!(
            n, 0,
            "{chan} {ft:#06x} {profile}: decode allocated {n} times"
        );
    }
}

/// A refusal allocates nothing either (the error is 16 bytes, its texts static).
fn refuse_without_alloc(ft: u16, payload: &[u8]) {
    let ((n, _), r) = fewest(|| interaction::decode(ft, payload).map(|f| f.frame_type()));
    assert!(r.is_err(), "{ft:#06x} must be refused");
    assert_eq!(n, 0, "{ft:#06x}: refusing allocated {n} times");
}

macro_rules! encode_checks {
    ($chan:expr, $frame:expr, $payload:expr, $ft:expr) => {{
        let f = $frame;
        let mut out = Vec::with_capacity(f.encoded_len());
        let ((n, _), ()) = fewest(|| {
            out.clear();
            f.encode(&mut out)
        });
        assert_eq!(
            n, 0,
            "{} {:#06x}: encode into capacity allocated {n} times",
            $chan, $ft
        );
        assert_eq!(
            out, $payload,
            "{} {:#06x}: canonical input re-encodes identically",
            $chan, $ft
        );
        let ((n, re), v) = fewest(|| f.to_vec());
        assert_eq!(
            (n, re),
            (1, 0),
            "{} {:#06x}: to_vec must allocate exactly once",
            $chan,
            $ft
        );
        assert_eq!(v, $payload);
    }};
}

#[test]
fn codecs_are_zero_copy_and_allocation_free() {
    // The counter is live: one Vec allocation is seen (so a zero below means zero),
    // and `fewest` does not hide a deterministic allocation.
    let region = Region::new(GLOBAL);
    let probe: Vec<u8> = Vec::with_capacity(32);
    assert!(allocs(&region) >= 1);
    drop(probe);
    let ((n, _), probe) = fewest(|| Vec::<u8>::with_capacity(32));
    assert_eq!(n, 1);
    drop(probe);

    // Every frame type of both channels decodes without allocating.
    for &(ft, p) in INTERACTION {
        decode_without_alloc("interaction", ft, p);
    }
    for &(ft, p) in WORKFLOW {
        decode_without_alloc("workflow", ft, p);
    }
    for &(chan, ft, p) in OTHERS {
        decode_without_alloc(chan, ft, p);
    }
    let (records, records_canonical) = query_result_1000();
    decode_without_alloc("knowledge", 0x0101, &records);
    decode_without_alloc("knowledge", 0x0101, &records_canonical);
    // Refusals allocate nothing: a CBOR fault, a schema fault found before a
    // later CBOR fault (the whole payload is re-walked), a schema rule.
    refuse_without_alloc(0x0100, b"\xa3\x00\x19\x01\x00\x01\x41\x2a\x02\x18\x05");
    refuse_without_alloc(
        0x0100,
        b"\xa4\x00\x19\x01\x00\x01\x41\x2a\x02\x19\x01\x00\x06\x18\x00",
    );
    refuse_without_alloc(0x0102, b"\xa4\x00\x19\x01\x02\x01\x41\x2a\x02\x02\x03\x61q");
    refuse_without_alloc(0x0999, b"\xa0");

    let big_bytes = event_64k_bytes();
    let big_text = event_64k_text();
    let array = event_4096_array();
    let deep = event_deep();
    for p in [&big_bytes, &big_text, &array, &deep] {
        decode_without_alloc("interaction", 0x0100, p);
    }

    // The 64 KiB byte string is borrowed, not copied (§6.1 body).
    let ((n, _), blob) = fewest(|| {
        let Ok(interaction::Frame::Event(e)) = interaction::decode(0x0100, &big_bytes) else {
            panic!("64 KiB bstr event must decode");
        };
        let body = e.body.expect("body present");
        body.get(0)
            .and_then(|v| v.as_byte_string().map(<[u8]>::as_ptr_range))
            .expect("body key 0 is a bstr")
    });
    assert_eq!(n, 0, "64 KiB bstr: decode + lookup allocated");
    let Ok(interaction::Frame::Event(e)) = interaction::decode(0x0100, &big_bytes) else {
        panic!("64 KiB bstr event must decode");
    };
    let body = e.body.as_ref().expect("body present");
    assert_eq!(blob.end as usize - blob.start as usize, 65536);
    assert!(
        big_bytes.as_ptr_range().start <= blob.start && blob.end <= big_bytes.as_ptr_range().end,
        "the 64 KiB bstr must point into the payload"
    );
    assert!(inside(body.as_bytes(), &big_bytes), "body map is borrowed");
    assert!(inside(e.corr, &big_bytes), "corr is borrowed");

    // The 64 KiB event_name is borrowed too.
    let Ok(interaction::Frame::Event(e)) = interaction::decode(0x0100, &big_text) else {
        panic!("64 KiB text event must decode");
    };
    let name = e.event_name.expect("event_name present");
    assert!(name.len() > 65000 && name.contains('世'));
    assert!(inside(name.as_bytes(), &big_text), "event_name is borrowed");

    // Encoding: nothing beyond the output buffer.
    for &(ft, p) in INTERACTION {
        let f = interaction::decode(ft, p).expect("decodes");
        encode_checks!("interaction", f, p, ft);
    }
    for &(ft, p) in WORKFLOW {
        let f = workflow::decode(ft, p).expect("decodes");
        encode_checks!("workflow", f, p, ft);
    }
    for p in [&big_bytes, &big_text, &array, &deep] {
        let f = interaction::decode(0x0100, p).expect("decodes");
        encode_checks!("interaction", f, p.as_slice(), 0x0100u16);
    }
    for &(chan, ft, p) in OTHERS {
        match chan {
            "knowledge" => encode_checks!(chan, knowledge::decode(ft, p).expect("decodes"), p, ft),
            "memory" => encode_checks!(chan, memory::decode(ft, p).expect("decodes"), p, ft),
            "immune" => encode_checks!(chan, immune::decode(ft, p).expect("decodes"), p, ft),
            "sensory" => encode_checks!(chan, sensory::decode(ft, p).expect("decodes"), p, ft),
            "spatial" => encode_checks!(chan, spatial::decode(ft, p).expect("decodes"), p, ft),
            "telemetry" => encode_checks!(chan, telemetry::decode(ft, p).expect("decodes"), p, ft),
            other => panic!("no channel {other}"),
        }
    }
    // An array of records is re-encoded record by record (unknown keys dropped),
    // still without allocating beyond the output.
    let f = knowledge::decode(0x0101, &records).expect("decodes");
    encode_checks!("knowledge", f, records_canonical.as_slice(), 0x0101u16);
    let f = knowledge::decode(0x0101, &records_canonical).expect("decodes");
    encode_checks!("knowledge", f, records_canonical.as_slice(), 0x0101u16);
    // Iterating the decoded records allocates nothing either.
    let Ok(knowledge::Frame::QueryResult(q)) = knowledge::decode(0x0101, &records) else {
        panic!("query result");
    };
    let ((a, _), (n, score_sum)) = fewest(|| {
        let mut n = 0u64;
        let mut score_sum = 0.0f64;
        for r in q.results.iter() {
            assert_eq!(r.rank, Some(n));
            assert!(inside(r.content.as_bytes(), &records));
            score_sum += r.score.unwrap_or(f64::NAN);
            n += 1;
        }
        (n, score_sum)
    });
    assert_eq!(a, 0, "iterating records allocated");
    assert_eq!(n, 1000);
    assert_eq!(score_sum, (0..1000u64).map(|i| i as f64 / 8.0).sum::<f64>());
}
