//! Other envelopes and other error models.
//!
//! * Stream: the corr role is a uint, `sub_stream_id` (key 1); the error frame is
//!   STREAM_RESET with `reply_defaults` (final_offset 0); a frame type outside
//!   the channel is reported with the core's ERROR (`core_frame 0x0005`).
//! * Spatial: `stamp` (int64) at key 1 and `corr` at key 2; the one-way frames
//!   say `corr: absent`; SPATIAL_ERROR carries stamp 0 by `reply_defaults`.
//! * Sensory / Telemetry / Spatial: a `frame_kind` mismatch has its own code
//!   (`kind_mismatch`), malformed payloads are `malformed_payload`, and the
//!   error replies carry no text.
//!
//! Every expected wire outcome and reply encoding is hand-written from the
//! schemas (`errors:`) and the specs. Payloads are hand-written.
#![forbid(unsafe_code)]

mod common;

use common::{
    cat, chan, check_err, expected_outcome, hex, must, ok, refused_with, sen, spt, sst,
    strict_only, tt, Class,
};
use npamp_generated::rt::{Basis, Corr, NoReply, Outcome};
use npamp_generated::{
    immune, knowledge, memory, sensory, settlement, spatial, stream, telemetry, Profile, Rule,
};

const ST: &str = "stream";
const SP: &str = "spatial";
const S41: &str = "§4.1";

// ============================================================ Stream: a uint corr

/// STREAM_DATA {0: 0x0101, 1: <sub_stream_id>, 2: 0, 3: h'01'}
fn data(id: &str) -> Vec<u8> {
    cat(&[&hex("a4 00 190101 01"), &hex(id), &hex("02 00 03 4101")])
}

#[test]
fn stream_sub_stream_id_is_the_corr() {
    let p = data("07");
    assert_eq!(ok(ST, sst::DATA, &p).corr, Some(Corr::Uint(7)));
    let f = stream::decode(sst::DATA, &p).expect("decodes");
    assert_eq!(f.corr(), Some(Corr::Uint(7)));
    let stream::Frame::Data(d) = f else {
        panic!("data");
    };
    assert_eq!(d.sub_stream_id, 7);
    // The whole uint range.
    let p = data("1b ffffffffffffffff");
    assert_eq!(ok(ST, sst::DATA, &p).corr, Some(Corr::Uint(u64::MAX)));
    // Every Stream frame carries it.
    for ft in [
        sst::OPEN,
        sst::DATA,
        sst::CLOSE,
        sst::RESET,
        sst::WINDOW_UPDATE,
    ] {
        assert!(
            stream::FrameType::from_u16(ft).is_some_and(|t| t.has_corr()),
            "{ft:#06x}"
        );
    }
}

#[test]
fn stream_sub_stream_id_faults() {
    // A bstr where the uint is: wrong-type (must).
    must(
        ST,
        sst::DATA,
        &data("4107"),
        Rule::WrongType,
        Some("sub_stream_id"),
        S41,
    );
    must(
        ST,
        sst::DATA,
        &data("20"),
        Rule::WrongType,
        Some("sub_stream_id"),
        S41,
    );
    // Stream's text does not make null absence: a null sub_stream_id is a
    // value of the wrong major type (§4.1, must), not a missing key.
    must(
        ST,
        sst::DATA,
        &data("f6"),
        Rule::WrongType,
        Some("sub_stream_id"),
        S41,
    );
    // {0: 0x0101, 2: 0, 3: h'01'}
    let p = hex("a3 00 190101 02 00 03 4101");
    must(
        ST,
        sst::DATA,
        &p,
        Rule::MissingRequired,
        Some("sub_stream_id"),
        S41,
    );
}

#[test]
fn stream_reset_builder_uses_reply_defaults() {
    let r = stream::Reset::reply(9, stream::ErrorCode::FlowControlError);
    assert_eq!(r.sub_stream_id, 9);
    assert_eq!(r.error_code, stream::ErrorCode::FlowControlError);
    assert_eq!(r.final_offset, 0, "reply_defaults: final_offset 0");
    // {0: 0x0103, 1: 9, 2: 2, 3: 0}
    assert_eq!(r.to_vec(), hex("a4 00 190103 01 09 02 02 03 00"));
    r.validate().expect("valid");
    // The clean cancellation (§7.3): code 0.
    let r = stream::Reset::reply(9, stream::ErrorCode::NoError);
    assert_eq!(r.to_vec(), hex("a4 00 190103 01 09 02 00 03 00"));
}

#[test]
fn stream_error_reply_for_a_refused_open() {
    // STREAM_OPEN {0: 0x0100, 1: 7, 2: 1024, 3: "x"} — content_type of the wrong type
    let p = hex("a4 00 190100 01 07 02 190400 03 6178");
    let e = must(
        ST,
        sst::OPEN,
        &p,
        Rule::WrongType,
        Some("content_type"),
        S41,
    );
    assert_eq!(
        stream::outcome(&e),
        Outcome::Code {
            value: 3,
            name: Some("stream_state_error")
        }
    );
    let r = stream::error_reply_for(sst::OPEN, &p, &e).expect("sub_stream_id recoverable");
    assert_eq!(r.sub_stream_id, 7);
    assert_eq!(r.error_code, stream::ErrorCode::StreamStateError);
    // {0: 0x0103, 1: 7, 2: 3, 3: 0}
    let want = hex("a4 00 190103 01 07 02 03 03 00");
    assert_eq!(r.to_vec(), want);
    assert_eq!(chan(ST).error_reply(sst::OPEN, &p, &e), Some(want));
    // A frame_kind mismatch is the same code here (classes.kind_mismatch).
    // {0: 0x0104, 1: 7, 2: 1024, 3: 0} on STREAM_OPEN
    let p = hex("a4 00 190104 01 07 02 190400 03 00");
    let e = must(
        ST,
        sst::OPEN,
        &p,
        Rule::FrameKindMismatch,
        Some("frame_kind"),
        "§4.2",
    );
    assert_eq!(
        stream::outcome(&e),
        expected_outcome(ST, Class::KindMismatch)
    );
    assert_eq!(
        stream::error_reply_for(sst::OPEN, &p, &e).map(|r| r.error_code),
        Ok(stream::ErrorCode::StreamStateError)
    );
    // No usable sub_stream_id (a bstr): nothing can name the sub-stream.
    let p = hex("a4 00 190100 01 4107 02 190400 03 00");
    let e = refused_with(ST, sst::OPEN, &p, Profile::Strict);
    assert_eq!(
        stream::error_reply_for(sst::OPEN, &p, &e),
        Err(NoReply::NoCorr)
    );
    assert_eq!(stream::recover_corr(&p), None);
}

#[test]
fn stream_unknown_frame_type_is_the_core_error_frame() {
    // {0: 0x0105, 1: 7} on 0x0105
    let p = hex("a2 00 190105 01 07");
    let e = must(ST, 0x0105, &p, Rule::UnknownFrameType, None, "§3");
    assert_eq!(stream::outcome(&e), Outcome::CoreFrame(0x0005));
    assert_eq!(
        stream::outcome(&e).describe().to_string(),
        "core_frame 0x0005"
    );
    // The channel has no code for it: no STREAM_RESET is built.
    assert_eq!(
        stream::error_reply_for(0x0105, &p, &e),
        Err(NoReply::CoreFrame(0x0005))
    );
    assert_eq!(chan(ST).error_reply(0x0105, &p, &e), None);
}

#[test]
fn stream_one_way_frames_get_no_error_reply() {
    // STREAM_DATA {0: 0x0101, 1: 7, 2: 0, 3: "x"} — data of the wrong type
    let p = hex("a4 00 190101 01 07 02 00 03 6178");
    let e = must(ST, sst::DATA, &p, Rule::WrongType, Some("data"), S41);
    assert_eq!(
        stream::error_reply_for(sst::DATA, &p, &e),
        Err(NoReply::NotAnswered {
            frame_type: sst::DATA
        })
    );
    // The corr is there all the same: a sub_stream_id, a uint on this channel.
    assert_eq!(stream::recover_corr(&p), Some(7));
}

// ============================================================ Spatial: stamp at 1, corr at 2

/// SPATIAL_QUERY {0: 0x0105, 1: <stamp>, 2: h'2a'}
fn query(stamp: &str) -> Vec<u8> {
    cat(&[&hex("a3 00 190105 01"), &hex(stamp), &hex("02 412a")])
}

#[test]
fn spatial_stamp_is_an_int64() {
    for s in ["00", "20", "1b 7fffffffffffffff", "3b 7fffffffffffffff"] {
        let p = query(s);
        assert_eq!(ok(SP, spt::QUERY, &p).corr, Some(Corr::Bytes(&[0x2a][..])));
    }
    let min = query("3b 7fffffffffffffff");
    let q = spatial::Query::decode(&min).expect("decodes");
    assert_eq!(q.stamp, i128::from(i64::MIN));
    // Outside int64: 2^63 and -2^63 - 1 (range, strict; §4.2 in Spatial's table).
    for s in [
        "1b 8000000000000000",
        "3b 8000000000000000",
        "1b ffffffffffffffff",
    ] {
        strict_only(
            SP,
            spt::QUERY,
            &query(s),
            Rule::Range,
            Some("stamp"),
            "§4.2",
        );
    }
    must(
        SP,
        spt::QUERY,
        &query("4100"),
        Rule::WrongType,
        Some("stamp"),
        S41,
    );
}

#[test]
fn spatial_envelope_presence() {
    // {0: 0x0105, 2: h'2a'} — stamp missing
    let p = hex("a2 00 190105 02 412a");
    must(
        SP,
        spt::QUERY,
        &p,
        Rule::MissingRequired,
        Some("stamp"),
        S41,
    );
    // {0: 0x0105, 1: 0} — corr missing (key 2 here)
    let p = hex("a2 00 190105 01 00");
    must(SP, spt::QUERY, &p, Rule::MissingRequired, Some("corr"), S41);
    // {0: 0x0105, 1: 0, 2: h''} — empty corr
    let p = hex("a3 00 190105 01 00 02 40");
    must(SP, spt::QUERY, &p, Rule::Empty, Some("corr"), S41);
    // FRAME_DEF {0: 0x0100, 1: 0, 3: "m", 6: 0} — one-way, no corr
    let p = hex("a4 00 190100 01 00 03 616d 06 00");
    assert_eq!(ok(SP, spt::FRAME_DEF, &p).corr, None);
    // FRAME_DEF {0: 0x0100, 1: 0, 2: h'2a', 3: "m", 6: 0} — corr forbidden (strict)
    let p = hex("a5 00 190100 01 00 02 412a 03 616d 06 00");
    strict_only(
        SP,
        spt::FRAME_DEF,
        &p,
        Rule::Forbidden,
        Some("corr"),
        "§4.2",
    );
    // ... 2: null — on Spatial a value (the text does not make null absence):
    // the key the frame declares absent is carried, `forbidden` (strict).
    strict_only(
        SP,
        spt::FRAME_DEF,
        &hex("a5 00 190100 01 00 02 f6 03 616d 06 00"),
        Rule::Forbidden,
        Some("corr"),
        "§4.2",
    );
    // FRAME_DEF without stamp: stamp is on every frame
    let p = hex("a3 00 190100 03 616d 06 00");
    must(
        SP,
        spt::FRAME_DEF,
        &p,
        Rule::MissingRequired,
        Some("stamp"),
        S41,
    );
}

#[test]
fn spatial_error_reply_recovers_corr_from_key_2() {
    // SPATIAL_QUERY {0: 0x0105, 1: 0, 2: h'0102', 3: 5} — want_frames of the wrong type
    let p = hex("a4 00 190105 01 00 02 420102 03 05");
    let e = must(
        SP,
        spt::QUERY,
        &p,
        Rule::WrongType,
        Some("want_frames"),
        S41,
    );
    assert_eq!(
        spatial::outcome(&e),
        Outcome::Code {
            value: 1,
            name: Some("malformed_payload")
        }
    );
    let r = spatial::error_reply_for(spt::QUERY, &p, &e).expect("corr at key 2");
    assert_eq!(r.corr, &[0x01, 0x02]);
    assert_eq!(r.stamp, 0, "reply_defaults: stamp 0");
    assert_eq!(r.code, spatial::ErrorCode::MalformedPayload);
    assert_eq!(r.reason, None, "no text");
    // {0: 0x0107, 1: 0, 2: h'0102', 3: 1}
    assert_eq!(r.to_vec(), hex("a4 00 190107 01 00 02 420102 03 01"));
    // A stamp at key 1 is never taken for the corr: {0: 0x0105, 1: h'2a'} (wrong type, no key 2)
    let p = hex("a2 00 190105 01 412a");
    let e = refused_with(SP, spt::QUERY, &p, Profile::Strict);
    assert_eq!(
        spatial::error_reply_for(spt::QUERY, &p, &e),
        Err(NoReply::NoCorr)
    );
    // One-way frames are never answered.
    let p = hex("a4 00 190100 01 00 03 05 06 00");
    let e = refused_with(SP, spt::FRAME_DEF, &p, Profile::Strict);
    assert_eq!(
        spatial::error_reply_for(spt::FRAME_DEF, &p, &e),
        Err(NoReply::NotAnswered {
            frame_type: spt::FRAME_DEF
        })
    );
}

// ============================================================ kind_mismatch codes

#[test]
fn sensory_kind_mismatch_has_its_own_code() {
    // SENSORY_SUBSCRIBE payload {0: 0x0102, 1: h'2a', 6: 1} on 0x0101
    let p = hex("a3 00 190102 01 412a 06 01");
    let e = must(
        "sensory",
        sen::SUBSCRIBE,
        &p,
        Rule::FrameKindMismatch,
        Some("frame_kind"),
        "§4.1",
    );
    assert_eq!(
        sensory::outcome(&e),
        Outcome::Code {
            value: 2,
            name: Some("kind_mismatch")
        }
    );
    let r = sensory::error_reply_for(sen::SUBSCRIBE, &p, &e).expect("a request");
    assert_eq!(r.code, sensory::ErrorCode::KindMismatch);
    // {0: 0x0105, 1: h'2a', 2: 2} — no message field in Sensory
    assert_eq!(r.to_vec(), hex("a3 00 190105 01 412a 02 02"));
    // A body fault is malformed_payload (1).
    let p = hex("a3 00 190101 01 412a 06 6131");
    let e = must(
        "sensory",
        sen::SUBSCRIBE,
        &p,
        Rule::WrongType,
        Some("credit"),
        S41_4,
    );
    let r = sensory::error_reply_for(sen::SUBSCRIBE, &p, &e).expect("a request");
    assert_eq!(r.to_vec(), hex("a3 00 190105 01 412a 02 01"));
    // The one-way CREDIT gets no reply; an unknown frame type is the core's ERROR.
    let p = hex("a3 00 190104 01 412a 02 4101");
    let e = refused_with("sensory", sen::CREDIT, &p, Profile::Strict);
    assert_eq!(
        sensory::error_reply_for(sen::CREDIT, &p, &e),
        Err(NoReply::NotAnswered {
            frame_type: sen::CREDIT
        })
    );
    let e = must(
        "sensory",
        0x0106,
        &hex("a0"),
        Rule::UnknownFrameType,
        None,
        "§3",
    );
    assert_eq!(sensory::outcome(&e), Outcome::CoreFrame(0x0005));
}

const S41_4: &str = "§4";

#[test]
fn telemetry_kind_mismatch_and_credit_replies() {
    // TELEMETRY_SUBSCRIBE payload {0: 0x0104, 1: h'2a', 7: 1} on 0x0101
    let p = hex("a3 00 190104 01 412a 07 01");
    let e = must(
        "telemetry",
        tt::SUBSCRIBE,
        &p,
        Rule::FrameKindMismatch,
        Some("frame_kind"),
        "§4.1",
    );
    assert_eq!(
        telemetry::outcome(&e),
        expected_outcome("telemetry", Class::KindMismatch)
    );
    let r = telemetry::error_reply_for(tt::SUBSCRIBE, &p, &e).expect("a request");
    assert_eq!(r.code, telemetry::ErrorCode::KindMismatch);
    assert_eq!(r.to_vec(), hex("a3 00 190105 01 412a 02 02"));
    // TELEMETRY_CREDIT lists TELEMETRY_ERROR as a reply: a refused CREDIT is answered.
    // {0: 0x0104, 1: h'2a', 2: h'01', 3: "x"}
    let p = hex("a4 00 190104 01 412a 02 4101 03 6178");
    let e = must(
        "telemetry",
        tt::CREDIT,
        &p,
        Rule::WrongType,
        Some("credit"),
        S41_4,
    );
    let r = telemetry::error_reply_for(tt::CREDIT, &p, &e).expect("CREDIT is answered");
    assert_eq!(r.to_vec(), hex("a3 00 190105 01 412a 02 01"));
    // REPORT is an event: never answered.
    let p = hex("a2 00 190100 03 01");
    let e = refused_with("telemetry", tt::REPORT, &p, Profile::Strict);
    assert_eq!(
        telemetry::error_reply_for(tt::REPORT, &p, &e),
        Err(NoReply::NotAnswered {
            frame_type: tt::REPORT
        })
    );
}

// ============================================================ every channel's outcomes

/// A payload per class, the same on every channel: `{}` on 0x0100 (malformed: no
/// frame_kind), `{0: 0x0777}` on 0x0100 (kind mismatch), `{}` on 0x7777 (unknown).
#[test]
fn every_channel_maps_the_three_classes() {
    assert_eq!(npamp_generated::CHANNELS.len(), 10);
    for ch in npamp_generated::CHANNELS {
        let m = ch.info().module;
        let e = refused_with(m, 0x0100, &hex("a0"), Profile::Minimum);
        // The `required` group's section, hand-copied from each schema.
        let section = match m {
            "sensory" | "telemetry" => "§4",
            _ => "§4.1",
        };
        check_err(
            m,
            &e,
            Rule::MissingRequired,
            Some("frame_kind"),
            Basis::Must,
            section,
        );
        assert_eq!(ch.outcome(&e), expected_outcome(m, Class::Malformed), "{m}");
        let e = refused_with(m, 0x0100, &hex("a1 00 190777"), Profile::Minimum);
        assert_eq!(e.rule(), Rule::FrameKindMismatch, "{m}");
        assert_eq!(
            ch.outcome(&e),
            expected_outcome(m, Class::KindMismatch),
            "{m}"
        );
        let e = refused_with(m, 0x7777, &hex("a0"), Profile::Minimum);
        assert_eq!(e.rule(), Rule::UnknownFrameType, "{m}");
        assert_eq!(
            ch.outcome(&e),
            expected_outcome(m, Class::UnknownOperation),
            "{m}"
        );
    }
}

#[test]
fn reply_builders_of_the_channels_with_a_message() {
    // Each: {0: <error frame>, 1: h'2a', 2: 1, 3: "malformed request"}
    let msg = "71 6d616c666f726d65642072657175657374";
    let r = knowledge::ErrorFrame::reply(&[0x2a], knowledge::ErrorCode::MalformedRequest);
    assert_eq!(
        r.to_vec(),
        cat(&[&hex("a4 00 190109 01 412a 02 01 03"), &hex(msg)])
    );
    let r = memory::ErrorFrame::reply(&[0x2a], memory::ErrorCode::MalformedRequest);
    assert_eq!(
        r.to_vec(),
        cat(&[&hex("a4 00 19010e 01 412a 02 01 03"), &hex(msg)])
    );
    let r = immune::ErrorFrame::reply(&[0x2a], immune::ErrorCode::MalformedRequest);
    assert_eq!(
        r.to_vec(),
        cat(&[&hex("a4 00 190102 01 412a 02 01 03"), &hex(msg)])
    );
    let r = settlement::ErrorFrame::reply(&[0x2a], settlement::ErrorCode::MalformedRequest);
    assert_eq!(
        r.to_vec(),
        cat(&[&hex("a4 00 190104 01 412a 02 01 03"), &hex(msg)])
    );
    // An unrecognized code: the fallback message "error".
    let r = knowledge::ErrorFrame::reply(&[0x2a], knowledge::ErrorCode::Unrecognized(99));
    assert_eq!(r.message, "error");
    assert_eq!(
        r.to_vec(),
        hex("a4 00 190109 01 412a 02 1863 03 65 6572726f72")
    );
}
