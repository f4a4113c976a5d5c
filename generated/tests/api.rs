//! The public API around the decoders: `validate()` on frames built by the
//! caller, encoding into a caller's buffer (`encode_to_slice`, `SliceSink`),
//! the channel registry (`CHANNELS`, `channel`, `channel_by_id`, `ChannelInfo`,
//! `FrameType`, the dynamic `FrameView`), and `DecodeError` (its size, its
//! accessors, `Display`). Expected encodings are hand-written.
#![forbid(unsafe_code)]

mod common;

use common::{check_rule_err, hex, refused};
use npamp_generated::rt::{Array, Basis, BufferTooSmall, FailClass, Map, Role, Sink, SliceSink};
use npamp_generated::{
    channel, channel_by_id, immune, interaction, knowledge, spatial, stream, telemetry, workflow,
    DecodeError, Profile, Rule, CHANNELS,
};

// ============================================================ validate() on built frames

fn choice<'a>(options: Option<Array<'a, &'a str>>) -> interaction::PromptReq<'a> {
    interaction::PromptReq {
        corr: &[0x2a],
        prompt_kind: interaction::PromptKind::Choice,
        prompt: "q",
        options,
        schema: None,
        deadline_s: None,
    }
}

#[test]
fn validate_applies_the_single_frame_rules() {
    let q = choice(None);
    let e = refused(q.validate());
    check_rule_err(
        "interaction",
        &e,
        Rule::RequiredWhen,
        "choice-options-required",
        Some("options"),
        Basis::Must,
        "§6.2",
    );
    assert_eq!(e.offset(), 0, "a built frame has no offsets");
    // A must rule: the minimum profile refuses too.
    assert_eq!(q.validate_with(Profile::Minimum), Err(e));
    let empty: [&str; 0] = [];
    assert_eq!(
        refused(choice(Some(Array::from_slice(&empty))).validate()),
        e
    );
    let opts = ["a", "b"];
    let q = choice(Some(Array::from_slice(&opts)));
    q.validate().expect("valid");
    // {0: 0x0102, 1: h'2a', 2: 2, 3: "q", 4: ["a", "b"]}
    let want = hex("a5 00 190102 01 412a 02 02 03 6171 04 82 6161 6162");
    assert_eq!(q.to_vec(), want);
    assert_eq!(q.encoded_len(), want.len());
    // It decodes back to an equal frame.
    assert_eq!(interaction::PromptReq::decode(&want).expect("decodes"), q);
}

#[test]
fn validate_applies_the_value_checks_with_their_bases() {
    let ev = |corr| interaction::Event {
        corr,
        event_class: interaction::EventClass::Display,
        event_name: None,
        body: None,
        ack: None,
    };
    // An empty corr: `empty` (group required, must).
    let e = refused(ev(&[]).validate_with(Profile::Minimum));
    assert_eq!(
        (e.rule(), e.field(), e.basis()),
        (Rule::Empty, Some("corr"), Basis::Must)
    );
    // 65 bytes: `len` (strict): the minimum profile lets it through.
    let long = [0u8; 65];
    let e = refused(ev(&long).validate());
    assert_eq!(
        (e.rule(), e.field(), e.basis()),
        (Rule::Len, Some("corr"), Basis::Strict)
    );
    ev(&long).validate_with(Profile::Minimum).expect("minimum");
    ev(&[1; 64]).validate().expect("64 bytes");
    // An out-of-range event class (range [0, 255], strict).
    let mut e256 = ev(&[1]);
    e256.event_class = interaction::EventClass::from_raw(256);
    assert_eq!(refused(e256.validate()).rule(), Rule::Range);
    e256.validate_with(Profile::Minimum).expect("minimum");
    // Workflow STATUS_RESULT progress 101.
    let s = workflow::StatusResult {
        corr: &[1],
        task_id: "t",
        state: workflow::TaskState::Running,
        step: None,
        step_label: None,
        progress: Some(101),
        detail: None,
    };
    let e = refused(s.validate());
    assert_eq!((e.rule(), e.field()), (Rule::Range, Some("progress")));
    // task_id "" (len [1, null], strict)
    let s = workflow::StatusResult {
        task_id: "",
        progress: None,
        ..s
    };
    assert_eq!(refused(s.validate()).rule(), Rule::Len);
}

#[test]
fn validate_strict_enums_flags_and_each_rules() {
    // TELEMETRY_SUBSCRIBE classes [7]
    let classes = [telemetry::TelemetryClass::from_raw(7)];
    let s = telemetry::Subscribe {
        corr: &[1],
        classes: Some(Array::from_slice(&classes)),
        names: None,
        domains: None,
        min_severity: None,
        max_rate_mhz: None,
        credit: 1,
    };
    let e = refused(s.validate());
    assert_eq!(
        (e.rule(), e.field(), e.basis(), e.section()),
        (
            Rule::UnknownEnumValue,
            Some("classes"),
            Basis::Strict,
            "§6.1"
        )
    );
    s.validate_with(Profile::Minimum).expect("minimum");
    // credit 0: range [1, 2^64-1]
    let s0 = telemetry::Subscribe {
        classes: None,
        credit: 0,
        ..s
    };
    assert_eq!(refused(s0.validate()).rule(), Rule::Range);
    // STREAM_DATA flags 2 (reserved) and an empty data without fin.
    let d = stream::Data {
        sub_stream_id: 1,
        offset: 0,
        data: &[1],
        flags: Some(stream::DataFlags(2)),
    };
    let e = refused(d.validate());
    assert_eq!((e.rule(), e.field()), (Rule::ReservedFlags, Some("flags")));
    let d = stream::Data {
        data: &[],
        flags: None,
        ..d
    };
    let e = refused(d.validate());
    assert_eq!(e.rule_id(), Some("empty-data-only-with-fin"));
    d.validate_with(Profile::Minimum).expect("strict rule");
    // IMMUNE_GOSSIP_ADVERTISE: a descriptor with a body, no inline.
    let items = [immune::GossipDescriptor {
        item_id: &[1],
        version: 1,
        anomaly_class: None,
        severity: None,
        origin: None,
        first_seen_at: None,
        expires_at: None,
        hops_remaining: None,
        digest: None,
        body: Some(&[0xab]),
    }];
    let a = immune::GossipAdvertise {
        corr: &[1],
        items: Array::from_slice(&items),
        inline: None,
    };
    let e = refused(a.validate());
    assert_eq!(
        (e.rule(), e.rule_id(), e.field()),
        (
            Rule::AbsentUnless,
            Some("body-only-when-inline"),
            Some("items")
        )
    );
    let a = immune::GossipAdvertise {
        inline: Some(true),
        ..a
    };
    a.validate().expect("push mode");
    // {0: 0x00C0, 1: h'01', 2: [{0: h'01', 1: 1, 9: h'ab'}], 3: true}
    assert_eq!(
        a.to_vec(),
        hex("a4 00 18c0 01 4101 02 81 a3 00 4101 01 01 09 41ab 03 f5")
    );
}

#[test]
fn validate_relations_and_int_bounds() {
    let pos = [0.0, 0.0, 0.0];
    let quat = [0.0, 0.0, 0.0, 1.0];
    let o = spatial::OccupancyUpdate {
        stamp: 0,
        coord_frame: "m",
        resolution: 1.0,
        width: 2,
        height: 3,
        origin: (Array::from_slice(&pos), Array::from_slice(&quat)),
        encoding: spatial::OccupancyEncoding::Raw,
        cells: &[0; 5],
    };
    let e = refused(o.validate_with(Profile::Minimum));
    assert_eq!(
        (e.rule(), e.rule_id(), e.basis()),
        (Rule::Relation, Some("raw-cells-length"), Basis::Must)
    );
    let ok = spatial::OccupancyUpdate {
        cells: &[0; 6],
        ..o.clone()
    };
    ok.validate().expect("6 = 2 × 3");
    // An origin position of 2 floats: len (strict).
    let short = [0.0, 0.0];
    let bad = spatial::OccupancyUpdate {
        origin: (Array::from_slice(&short), Array::from_slice(&quat)),
        ..ok.clone()
    };
    assert_eq!(refused(bad.validate()).rule(), Rule::Len);
    // stamp 2^63: outside int64 (range, strict), still encodable.
    let big = spatial::OccupancyUpdate {
        stamp: 1 << 63,
        ..ok.clone()
    };
    assert_eq!(refused(big.validate()).rule(), Rule::Range);
    big.validate_with(Profile::Minimum).expect("encodable");
    // stamp 2^70: outside CBOR's integers: refused under every profile.
    let huge = spatial::OccupancyUpdate {
        stamp: 1 << 70,
        ..ok
    };
    assert_eq!(
        refused(huge.validate_with(Profile::Minimum)).rule(),
        Rule::Range
    );
}

#[test]
fn built_typed_maps_are_encoded_in_canonical_key_order() {
    let labels = [("zone", "b"), ("host", "a"), ("az", "c")];
    let metrics = [telemetry::MetricSample {
        name: "m",
        ts: 5,
        kind: telemetry::MetricKind::Gauge,
        value: telemetry::MetricSampleValue::Float(1.5),
        unit: None,
        labels: Some(Map::from_slice(&labels)),
        seq: None,
    }];
    let r = telemetry::Report {
        corr: None,
        sub_id: None,
        batch_seq: 1,
        metrics: Some(Array::from_slice(&metrics)),
        events: None,
        health: None,
    };
    r.validate().expect("valid");
    // {0: 0x0100, 3: 1, 4: [{0: "m", 1: 5, 2: 0, 3: 1.5, 5: {"az": "c", "host": "a", "zone": "b"}}]}
    // — "az" (62 617a) sorts before "host" (64 ...) bytewise.
    let want = hex(
        "a3 00 190100 03 01 04 81 a5 00 616d 01 05 02 00 03 f93e00 05 a3 62617a 6163 64686f7374 6161 647a6f6e65 6162",
    );
    assert_eq!(r.to_vec(), want);
    assert_eq!(r.encoded_len(), want.len());
    // Decoding the canonical bytes gives the same entries, in wire order.
    let back = telemetry::Report::decode(&want).expect("decodes");
    let m = back
        .metrics
        .as_ref()
        .and_then(|a| a.get(0))
        .expect("a metric");
    assert_eq!(
        m.labels
            .as_ref()
            .expect("labels")
            .iter()
            .collect::<Vec<_>>(),
        [("az", "c"), ("host", "a"), ("zone", "b")]
    );
    // A report with nothing in it fails its must rule.
    let empty = telemetry::Report { metrics: None, ..r };
    assert_eq!(refused(empty.validate()).rule_id(), Some("report-content"));
}

// ============================================================ encoding into a caller's buffer

#[test]
fn encode_to_slice_too_small_exact_and_larger() {
    let q = knowledge::QueryReq {
        corr: &[0x2a],
        query: Some("x"),
        source: None,
        subject: None,
        collection: None,
        limit: Some(10),
        min_score: Some(0.5),
        profile: None,
        cursor: None,
    };
    // {0: 0x0100, 1: h'2a', 2: "x", 6: 10, 7: 0.5}
    let want = hex("a5 00 190100 01 412a 02 6178 06 0a 07 f93800");
    let n = want.len();
    assert_eq!(q.encoded_len(), n);
    for short in [0, 1, n - 1] {
        let mut buf = vec![0xee; short];
        assert_eq!(
            q.encode_to_slice(&mut buf),
            Err(BufferTooSmall { needed: n }),
            "{short} bytes"
        );
    }
    let mut buf = vec![0xee; n];
    assert_eq!(q.encode_to_slice(&mut buf), Ok(n));
    assert_eq!(buf, want);
    let mut buf = vec![0xee; n + 3];
    assert_eq!(q.encode_to_slice(&mut buf), Ok(n));
    assert_eq!(&buf[..n], &want[..]);
    assert_eq!(&buf[n..], &[0xee; 3], "nothing written past the encoding");
    // Through the Frame enum and a SliceSink directly.
    let f = knowledge::Frame::from(q);
    let mut buf = [0u8; 64];
    assert_eq!(f.encode_to_slice(&mut buf), Ok(n));
    let mut sink = SliceSink::new(&mut buf);
    sink.put(&[1, 2]);
    f.encode(&mut sink);
    assert_eq!(sink.finish(), Ok(n + 2));
    assert_eq!(
        BufferTooSmall { needed: 10 }.to_string(),
        "the encoding needs 10 bytes"
    );
}

// ============================================================ the registry

#[test]
fn every_schema_module_is_listed_in_module_order() {
    let modules: Vec<&str> = CHANNELS.iter().map(|c| c.info().module).collect();
    assert_eq!(
        modules,
        [
            "immune",
            "interaction",
            "knowledge",
            "memory",
            "sensory",
            "settlement",
            "spatial",
            "stream",
            "telemetry",
            "workflow"
        ]
    );
    assert_eq!(
        npamp_generated::modules(),
        "immune, interaction, knowledge, memory, sensory, settlement, spatial, stream, telemetry, workflow"
    );
}

#[test]
fn channels_by_name_and_id() {
    // Ids hand-copied from each spec's §2.
    let ids = [
        ("memory", 0x0001),
        ("immune", 0x0005),
        ("settlement", 0x0007),
        ("sensory", 0x0009),
        ("telemetry", 0x000A),
        ("stream", 0x000C),
        ("interaction", 0x000F),
        ("workflow", 0x0011),
        ("knowledge", 0x0012),
        ("spatial", 0x0013),
    ];
    for (m, id) in ids {
        let c = channel(m).unwrap_or_else(|| panic!("{m}"));
        assert_eq!(c.info().id, id, "{m}");
        assert_eq!(channel_by_id(id).map(|c| c.info().module), Some(m));
        assert_eq!(c.info().schema_path, format!("schema/{m}.yaml"));
        assert!(
            c.info().schema_yaml.contains(&format!("module: {m}")),
            "{m}"
        );
        assert_eq!((c.info().max_payload, c.info().max_depth), (1_048_576, 16));
    }
    assert!(channel("nosuch").is_none());
    assert!(channel_by_id(0x0002).is_none());
    let k = channel("knowledge").expect("knowledge").info();
    assert_eq!(
        (k.name, k.spec, k.doc_id),
        ("Knowledge", "NPAMP-KNOWLEDGE", "8b")
    );
    assert_eq!(k.frames.len(), 10);
    let f = k.frame(0x0105).expect("SUBSCRIBE_ACK");
    assert_eq!(
        (f.name, f.role, f.has_corr, f.section),
        ("KNOWLEDGE_SUBSCRIBE_ACK", Role::Result, true, "§6.4")
    );
    assert_eq!(
        k.frame_named("KNOWLEDGE_UPDATE").map(|f| f.code),
        Some(0x0106)
    );
    assert!(k.frame(0x010a).is_none());
    let w = channel("workflow").expect("workflow").info();
    assert!(
        !w.frame(0x0106).expect("STEP_EVENT").has_corr,
        "corr: absent"
    );
}

#[test]
fn frame_type_facts() {
    use interaction::FrameType as F;
    assert_eq!(F::from_u16(0x0102), Some(F::PromptReq));
    assert_eq!(F::from_u16(0x0108), None);
    assert_eq!(F::PromptReq.name(), "INTERACT_PROMPT_REQ");
    assert_eq!(F::from_name("INTERACT_CANCEL"), Some(F::Cancel));
    assert_eq!(F::PromptReq.replies(), [F::PromptResult, F::ErrorFrame]);
    assert_eq!(F::PromptResult.answers(), [F::PromptReq]);
    assert_eq!(F::Cancel.withdraws(), [F::PromptReq, F::ApprovalReq]);
    assert_eq!(F::Event.role(), Role::Notification);
    assert_eq!(F::ALL.len(), 8);
    // Reply patterns with sequences list every frame that can answer.
    use knowledge::FrameType as K;
    assert_eq!(
        K::QueryReq.replies(),
        [
            K::QueryResult,
            K::QueryStreamData,
            K::QueryStreamEnd,
            K::ErrorFrame
        ]
    );
    assert!(npamp_generated::memory::FrameType::Evict.is_optional());
    assert!(!npamp_generated::memory::FrameType::CreateReq.is_optional());
}

#[test]
fn the_dynamic_view() {
    let ch = channel("interaction").expect("interaction");
    // INTERACT_EVENT {0: 0x0100, 1: h'2a', 2: 1, 5: true, 9: 0}
    let p = hex("a5 00 190100 01 412a 02 01 05 f5 09 00");
    let v = ch.decode(0x0100, &p, Profile::Strict).expect("decodes");
    assert_eq!((v.frame_type(), v.name()), (0x0100, "INTERACT_EVENT"));
    assert!(v.expects_reply(), "reply_when ack equals true");
    let names: Vec<&str> = v.fields().iter().map(|(n, _)| *n).collect();
    assert_eq!(names, ["frame_kind", "corr", "event_class", "ack"]);
    // The canonical form drops the unknown key 9.
    assert_eq!(v.to_vec(), hex("a4 00 190100 01 412a 02 01 05 f5"));
    assert_eq!(v.encoded_len(), 12);
    // ... 5: false
    let p = hex("a4 00 190100 01 412a 02 01 05 f4");
    assert!(!ch
        .decode(0x0100, &p, Profile::Strict)
        .expect("decodes")
        .expects_reply());
    // A result never expects one.
    let p = hex("a3 00 190103 01 412a 02 01");
    assert!(!ch
        .decode(0x0103, &p, Profile::Strict)
        .expect("decodes")
        .expects_reply());
}

// ============================================================ DecodeError

#[test]
fn decode_error_is_small_and_copy() {
    assert!(
        std::mem::size_of::<DecodeError>() <= 16,
        "{}",
        std::mem::size_of::<DecodeError>()
    );
    fn is_copy<T: Copy + Send + Sync + 'static>() {}
    is_copy::<DecodeError>();
    let e = refused(interaction::decode(0x0100, &hex("a0")));
    let _: &dyn std::error::Error = &e;
    let f = e;
    assert_eq!(e, f);
}

#[test]
fn decode_error_display() {
    // {0: 0x0100, 1: h'2a', 2: 5 as 18 05}
    let e = refused(interaction::decode(
        0x0100,
        &hex("a3 00 190100 01 412a 02 1805"),
    ));
    assert_eq!(e.to_string(), "rule shortest-form (§4.1, must), at byte 9");
    // PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 2, 3: "q"}
    let e = refused(interaction::decode(
        0x0102,
        &hex("a4 00 190102 01 412a 02 02 03 6171"),
    ));
    assert_eq!(
        e.to_string(),
        "rule required-when `choice-options-required` (§6.2, must), field `options`, at byte 13"
    );
    // {0: 0x0100, 1: h'2a', 2: 256}
    let e = refused(interaction::decode(
        0x0100,
        &hex("a3 00 190100 01 412a 02 190100"),
    ));
    assert_eq!(
        e.to_string(),
        "rule range (§6, strict), field `event_class`, at byte 9"
    );
    let e = refused(interaction::decode(0x0200, &hex("a0")));
    assert_eq!(
        e.to_string(),
        "rule unknown-frame-type (§8, must), at byte 0"
    );
    let dbg = format!("{e:?}");
    assert!(
        dbg.contains("UnknownFrameType") && dbg.contains("§8"),
        "{dbg}"
    );
}

#[test]
fn decode_error_classes_and_equality() {
    let kind = refused(interaction::decode(
        0x0100,
        &hex("a3 00 190101 01 412a 02 00"),
    ));
    assert_eq!(kind.class(), FailClass::KindMismatch);
    let unknown = refused(interaction::decode(0x0200, &hex("a0")));
    assert_eq!(unknown.class(), FailClass::UnknownOperation);
    let body = refused(interaction::decode(0x0100, &hex("a0")));
    assert_eq!(body.class(), FailClass::Malformed);
    assert_ne!(kind, body);
    // The same rule at another offset is another error.
    let a = refused(interaction::decode(
        0x0100,
        &hex("a3 00 190100 01 412a 02 1805"),
    ));
    let b = refused(interaction::decode(
        0x0100,
        &hex("a4 00 190100 01 412a 02 00 03 7801 61"),
    ));
    assert_eq!(
        (a.rule(), b.rule()),
        (Rule::ShortestForm, Rule::ShortestForm)
    );
    assert_ne!(a, b);
}

// ============================================================ built maps: bugs

/// Decoding refuses a typed map with a duplicate key (step 3); `validate()` is
/// "every value constraint … that decoding checks", and the encoder writes a
/// map header counting every entry. A built map with two equal keys passes
/// `validate()` and encodes map(2) with one entry: malformed CBOR, and
/// `encoded_len()` (29) disagrees with the bytes written (25).
#[test]
fn built_map_with_duplicate_keys_is_refused_or_encoded_consistently() {
    let labels = [("a", "x"), ("a", "y")];
    let metrics = [metric(&labels)];
    let r = report(&metrics);
    let v = r.to_vec();
    assert_eq!(v.len(), r.encoded_len(), "encoded_len matches the output");
    assert!(
        r.validate().is_err() || telemetry::decode(0x0100, &v).is_ok(),
        "either validate() refuses the duplicate or the encoding is well-formed"
    );
}

/// Keys are ordered by their full encodings (RFC 8949 §4.2.1); two distinct
/// text keys of 70+ bytes sharing their first 64 encoded bytes are both kept.
#[test]
fn built_map_with_long_keys_keeps_every_entry() {
    let k1 = format!("{}x", "a".repeat(70));
    let k2 = format!("{}y", "a".repeat(70));
    let labels = [(k2.as_str(), "2"), (k1.as_str(), "1")];
    let metrics = [metric(&labels)];
    let r = report(&metrics);
    r.validate().expect("valid");
    let v = r.to_vec();
    assert_eq!(v.len(), r.encoded_len());
    let back = telemetry::Report::decode(&v).expect("the encoding decodes");
    let m = back
        .metrics
        .as_ref()
        .and_then(|a| a.get(0))
        .expect("a metric");
    assert_eq!(
        m.labels
            .as_ref()
            .expect("labels")
            .iter()
            .collect::<Vec<_>>(),
        [(k1.as_str(), "1"), (k2.as_str(), "2")]
    );
}

fn metric<'a>(labels: &'a [(&'a str, &'a str)]) -> telemetry::MetricSample<'a> {
    telemetry::MetricSample {
        name: "m",
        ts: 5,
        kind: telemetry::MetricKind::Gauge,
        value: telemetry::MetricSampleValue::Int(1),
        unit: None,
        labels: Some(Map::from_slice(labels)),
        seq: None,
    }
}

fn report<'a>(metrics: &'a [telemetry::MetricSample<'a>]) -> telemetry::Report<'a> {
    telemetry::Report {
        corr: None,
        sub_id: None,
        batch_seq: 1,
        metrics: Some(Array::from_slice(metrics)),
        events: None,
        health: None,
    }
}
