//! `cargo xtask conform-adapter`: the npamp-conform adapter contract over a pipe
//! (4-byte little-endian length + JSON, one reply per request, clean exit at EOF).
#![forbid(unsafe_code)]

use serde_json::{json, Value};
use std::io::Write;
use std::process::{Command, Stdio};

const XTASK: &str = env!("CARGO_BIN_EXE_xtask");

fn frame(payload: &[u8]) -> Vec<u8> {
    let mut out = u32::try_from(payload.len())
        .expect("small")
        .to_le_bytes()
        .to_vec();
    out.extend_from_slice(payload);
    out
}

/// Run the adapter over `input`; returns (exit code, replies, stderr).
fn session(input: &[u8]) -> (Option<i32>, Vec<Value>, String) {
    let mut child = Command::new(XTASK)
        .arg("conform-adapter")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn adapter");
    {
        let mut stdin = child.stdin.take().expect("stdin");
        stdin.write_all(input).expect("write requests");
        // Dropping stdin closes the pipe: EOF.
    }
    let out = child.wait_with_output().expect("adapter output");
    let mut replies = Vec::new();
    let mut rest: &[u8] = &out.stdout;
    while !rest.is_empty() {
        assert!(rest.len() >= 4, "reply frame truncated");
        let (len, tail) = rest.split_at(4);
        let n = u32::from_le_bytes(len.try_into().expect("4 bytes")) as usize;
        assert!(tail.len() >= n, "reply body truncated");
        let (body, tail) = tail.split_at(n);
        replies.push(serde_json::from_slice(body).expect("reply is JSON"));
        rest = tail;
    }
    (
        out.status.code(),
        replies,
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn req(op: &str, ft: u16, body: &str) -> Vec<u8> {
    frame(
        serde_json::to_vec(&json!({"op": op, "in": {"frameType": ft, "body": body}}))
            .expect("json")
            .as_slice(),
    )
}

#[test]
fn adapter_answers_each_request_in_order() {
    let mut input = Vec::new();
    // §4.2: minimal INTERACT_EVENT_ACK {0: 257, 1: h'2a'} (hand-built).
    input.extend(req("interaction.body.decode", 0x0101, "a20019010101412a"));
    // §4.2: frame_kind 256 contradicts frame type 257.
    input.extend(req("interaction.body.decode", 0x0101, "a20019010001412a"));
    // D1: a frame type outside the channel.
    input.extend(req("interaction.body.decode", 0xffff, "a0"));
    // §6.4: WORKFLOW_STEP_EVENT {0: 262, 2: "t", 3: 0, 4: 1}: no corr.
    input.extend(req(
        "workflow.body.decode",
        0x0106,
        "a40019010602617403000401",
    ));
    // §4.1: trailing byte after the map.
    input.extend(req(
        "workflow.body.decode",
        0x0106,
        "a4001901060261740300040100",
    ));
    input.extend(req("memory.body.decode", 0x0100, "a0"));
    input.extend(frame(b"{\"op\": "));
    input.extend(frame(br#"{"op": "interaction.body.decode"}"#));
    input.extend(frame(
        br#"{"op": "interaction.body.decode", "in": {"frameType": 257, "body": "zz"}}"#,
    ));

    let (code, replies, stderr) = session(&input);
    assert_eq!(code, Some(0), "{stderr}");
    assert_eq!(replies.len(), 9, "{replies:?}");
    assert_eq!(
        replies[0],
        json!({"out": {"frame_kind": 257, "corr": "2a"}})
    );
    let err = |v: &Value| v["error"].as_str().unwrap_or_default().to_string();
    assert!(
        err(&replies[1]).starts_with("malformed_request: "),
        "{}",
        replies[1]
    );
    assert!(
        err(&replies[2]).starts_with("unknown_operation: "),
        "{}",
        replies[2]
    );
    assert_eq!(replies[3], json!({"out": {"frame_kind": 262}}));
    assert!(
        err(&replies[4]).starts_with("malformed_request: "),
        "{}",
        replies[4]
    );
    assert!(replies[5]["skipped"].is_string(), "{}", replies[5]);
    for r in &replies[6..] {
        assert!(err(r).starts_with("bad request"), "{r}");
    }
    // Exactly one key per reply.
    for r in &replies {
        assert_eq!(r.as_object().map(|o| o.len()), Some(1), "{r}");
    }
}

#[test]
fn adapter_exits_cleanly_on_immediate_eof() {
    let (code, replies, stderr) = session(&[]);
    assert_eq!(code, Some(0), "{stderr}");
    assert!(replies.is_empty());
}

#[test]
fn adapter_fails_on_a_truncated_frame() {
    // A complete request, then a length announcing 100 bytes followed by only 3.
    let mut input = req("interaction.body.decode", 0x0101, "a20019010101412a");
    input.extend_from_slice(&100u32.to_le_bytes());
    input.extend_from_slice(b"{\"o");
    let (code, replies, stderr) = session(&input);
    assert_eq!(code, Some(1));
    assert_eq!(replies.len(), 1, "the complete request is still answered");
    assert!(stderr.contains("truncated"), "{stderr}");
    // A partial length prefix is a truncated frame too.
    let (code, _, stderr) = session(&[0x05, 0x00]);
    assert_eq!(code, Some(1));
    assert!(stderr.contains("truncated"), "{stderr}");
}
