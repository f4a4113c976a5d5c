//! `cargo xtask conform <corpus.json>...` and `cargo xtask conform-adapter`.
//!
//! `conform` grades the generated codecs (`npamp-generated`) in-process against any corpus in
//! the Wycheproof-style format of `vectors/README.md`: for each test of an
//! `<channel>.body.decode` group the payload is decoded; `valid` / `acceptable` must be accepted
//! with the expected `frame_kind` and `corr`, `invalid` must be refused. Groups with other ops
//! are skipped. Pass/fail is printed per group and per requirement with the failing tcIds;
//! the exit status is 1 on any failure.
//!
//! `conform-adapter` speaks the npamp-conform adapter contract on stdin/stdout: every request
//! is a 4-byte little-endian length followed by that many bytes of JSON
//! `{"op": "...", "in": {...}}`; every reply is framed the same way and is exactly one of
//! `{"out": {...}}`, `{"error": "<reason>"}`, `{"skipped": "<why>"}`, flushed after each
//! reply. EOF at a frame boundary ends the session (exit 0); a truncated frame is exit 1.

use crate::inspect::{hex, unhex, wire_name, Chan};
use crate::Usage;
use npamp_generated::{interaction, workflow, DecodeError, WireError};
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::io::{Read, Write};
use std::process::ExitCode;

/// The channel an op decodes with, if it is one of the two `body.decode` ops.
fn op_channel(op: &str) -> Option<Chan> {
    match op {
        "interaction.body.decode" => Some(Chan::Interaction),
        "workflow.body.decode" => Some(Chan::Workflow),
        _ => None,
    }
}

/// `(frame_kind, corr)` of an accepted payload, from the generated decoder.
fn decode(chan: Chan, frame_type: u16, body: &[u8]) -> Result<(u16, Option<Vec<u8>>), DecodeError> {
    match chan {
        Chan::Interaction => {
            let f = interaction::decode(frame_type, body)?;
            Ok((f.frame_type() as u16, f.corr().map(<[u8]>::to_vec)))
        }
        Chan::Workflow => {
            let f = workflow::decode(frame_type, body)?;
            Ok((f.frame_type() as u16, f.corr().map(<[u8]>::to_vec)))
        }
    }
}

/// `frameType` and `body` of a test's / request's `in` object.
fn parse_in(v: &Value) -> Result<(u16, Vec<u8>), String> {
    let obj = v.as_object().ok_or("`in` is not an object")?;
    let ft = obj
        .get("frameType")
        .and_then(Value::as_u64)
        .ok_or("`in.frameType` missing or not an unsigned integer")?;
    let ft = u16::try_from(ft).map_err(|_| format!("`in.frameType` {ft} is not a u16"))?;
    let body = obj
        .get("body")
        .and_then(Value::as_str)
        .ok_or("`in.body` missing or not a string")?;
    let body = unhex(body).map_err(|e| format!("`in.body`: {e}"))?;
    Ok((ft, body))
}

/// Refusal as the adapter reports it: `<wire error code>: <rule> (<section>)`.
fn refusal_text(chan: Chan, e: &DecodeError) -> String {
    format!("{}: {} ({})", wire_name(chan, e), e.rule, e.section)
}

// ------------------------------------------------------------------ conform

#[derive(Default)]
struct Tally {
    pass: usize,
    fail: Vec<u64>,
}

fn has_flag(test: &Value, flag: &str) -> bool {
    test.get("flags")
        .and_then(Value::as_array)
        .is_some_and(|f| f.iter().any(|x| x.as_str() == Some(flag)))
}

/// Grade one test; `Err` describes the failure.
fn grade(chan: Chan, test: &Value) -> Result<(), String> {
    let input = test.get("in").ok_or("test has no `in`")?;
    let (ft, body) = parse_in(input)?;
    let result = test
        .get("result")
        .and_then(Value::as_str)
        .ok_or("test has no `result`")?;
    let got = decode(chan, ft, &body);
    match result {
        "valid" | "acceptable" => {
            let (fk, corr) = got.map_err(|e| format!("refused: {}", refusal_text(chan, &e)))?;
            let expected = test
                .get("expected")
                .ok_or("accepting test has no `expected`")?;
            let want_fk = expected
                .get("frame_kind")
                .and_then(Value::as_u64)
                .ok_or("`expected.frame_kind` missing")?;
            if u64::from(fk) != want_fk {
                return Err(format!("frame_kind {fk}, expected {want_fk}"));
            }
            let want_corr = match expected.get("corr") {
                None | Some(Value::Null) => None,
                Some(Value::String(h)) => {
                    Some(unhex(h).map_err(|e| format!("`expected.corr`: {e}"))?)
                }
                Some(_) => return Err("`expected.corr` is not a string".into()),
            };
            if corr != want_corr {
                return Err(format!(
                    "corr {:?}, expected {:?}",
                    corr.as_deref().map(hex),
                    want_corr.as_deref().map(hex)
                ));
            }
            Ok(())
        }
        "invalid" => match got {
            Ok((fk, _)) => Err(format!("accepted (frame_kind {fk})")),
            // A vector flagged UnknownOperation must be refused with that wire code
            // (D1), every other refusal is malformed_request.
            Err(e) => {
                let want = if has_flag(test, "UnknownOperation") {
                    WireError::UnknownOperation
                } else {
                    WireError::MalformedRequest
                };
                if e.wire == want {
                    Ok(())
                } else {
                    Err(format!(
                        "refused with {}, expected {want:?}",
                        refusal_text(chan, &e)
                    ))
                }
            }
        },
        other => Err(format!("unknown result `{other}`")),
    }
}

pub fn run(args: &[String]) -> Result<ExitCode, Usage> {
    if args.is_empty() {
        return Err(Usage("conform: give at least one corpus file".into()));
    }
    let mut failed = false;
    for path in args {
        let text = match std::fs::read_to_string(path) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("conform: cannot read {path}: {e}");
                failed = true;
                continue;
            }
        };
        let doc: Value = match serde_json::from_str(&text) {
            Ok(d) => d,
            Err(e) => {
                eprintln!("conform: {path}: not JSON: {e}");
                failed = true;
                continue;
            }
        };
        if !grade_corpus(path, &doc) {
            failed = true;
        }
    }
    Ok(if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}

/// Grade one corpus document; prints the report, returns whether everything passed.
fn grade_corpus(path: &str, doc: &Value) -> bool {
    let Some(groups) = doc.get("testGroups").and_then(Value::as_array) else {
        eprintln!("conform: {path}: no `testGroups` array");
        return false;
    };
    println!("{path}");
    let mut all_ok = true;
    let mut per_req: BTreeMap<String, Tally> = BTreeMap::new();
    let (mut total_pass, mut total_fail, mut skipped) = (0usize, 0usize, 0usize);
    for (gi, group) in groups.iter().enumerate() {
        let op = group.get("op").and_then(Value::as_str).unwrap_or("");
        let profile = group.get("profile").and_then(Value::as_str).unwrap_or("-");
        let tests = group.get("tests").and_then(Value::as_array);
        let Some(chan) = op_channel(op) else {
            let n = tests.map_or(0, Vec::len);
            skipped += n;
            println!(
                "  group {} op {op:?} ({profile}): skipped ({n} tests, op not handled)",
                gi + 1
            );
            continue;
        };
        let Some(tests) = tests else {
            println!(
                "  group {} op {op} ({profile}): FAIL (no `tests` array)",
                gi + 1
            );
            all_ok = false;
            continue;
        };
        let mut tally = Tally::default();
        for t in tests {
            let id = t.get("tcId").and_then(Value::as_u64).unwrap_or(0);
            let req = t
                .get("requirement")
                .and_then(Value::as_str)
                .unwrap_or("(none)")
                .to_string();
            let slot = per_req.entry(req.clone()).or_default();
            match grade(chan, t) {
                Ok(()) => {
                    tally.pass += 1;
                    slot.pass += 1;
                }
                Err(why) => {
                    tally.fail.push(id);
                    slot.fail.push(id);
                    let comment = t.get("comment").and_then(Value::as_str).unwrap_or("");
                    eprintln!("    FAIL tcId {id} [{req}] {comment}: {why}");
                }
            }
        }
        let status = if tally.fail.is_empty() {
            "PASS"
        } else {
            "FAIL"
        };
        println!(
            "  group {} op {op} ({profile}): {status} {} passed, {} failed",
            gi + 1,
            tally.pass,
            tally.fail.len()
        );
        total_pass += tally.pass;
        total_fail += tally.fail.len();
        if !tally.fail.is_empty() {
            all_ok = false;
        }
    }
    println!("  per requirement:");
    for (req, t) in &per_req {
        if t.fail.is_empty() {
            println!("    PASS {req} ({} tests)", t.pass);
        } else {
            let ids: Vec<String> = t.fail.iter().map(u64::to_string).collect();
            println!(
                "    FAIL {req} ({} passed, {} failed: tcId {})",
                t.pass,
                t.fail.len(),
                ids.join(", ")
            );
        }
    }
    println!(
        "  total: {total_pass} passed, {total_fail} failed, {skipped} skipped -> {}",
        if all_ok { "PASS" } else { "FAIL" }
    );
    all_ok
}

// ------------------------------------------------------------------ adapter

/// The reply to one adapter request.
fn handle(request: &[u8]) -> Value {
    let req: Value = match serde_json::from_slice(request) {
        Ok(v) => v,
        Err(e) => return json!({ "error": format!("bad request: not JSON: {e}") }),
    };
    let Some(op) = req.get("op").and_then(Value::as_str) else {
        return json!({ "error": "bad request: missing string `op`" });
    };
    let Some(chan) = op_channel(op) else {
        return json!({ "skipped": format!("op `{op}` is not implemented by this adapter") });
    };
    let Some(input) = req.get("in") else {
        return json!({ "error": "bad request: missing `in`" });
    };
    let (ft, body) = match parse_in(input) {
        Ok(x) => x,
        Err(e) => return json!({ "error": format!("bad request: {e}") }),
    };
    match decode(chan, ft, &body) {
        Ok((fk, corr)) => {
            let mut out = serde_json::Map::new();
            out.insert("frame_kind".into(), json!(fk));
            if let Some(c) = corr {
                out.insert("corr".into(), json!(hex(&c)));
            }
            json!({ "out": out })
        }
        Err(e) => json!({ "error": refusal_text(chan, &e) }),
    }
}

/// Read exactly `buf.len()` bytes; `Ok(n)` with `n < len` means EOF after `n` bytes.
fn read_full(r: &mut impl Read, buf: &mut [u8]) -> std::io::Result<usize> {
    let mut got = 0;
    while got < buf.len() {
        let Some(rest) = buf.get_mut(got..) else {
            break;
        };
        match r.read(rest) {
            Ok(0) => break,
            Ok(n) => got += n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(got)
}

fn write_frame(w: &mut impl Write, v: &Value) -> std::io::Result<()> {
    let bytes = serde_json::to_vec(v).unwrap_or_default();
    let len = u32::try_from(bytes.len()).unwrap_or(u32::MAX);
    w.write_all(&len.to_le_bytes())?;
    w.write_all(&bytes)?;
    w.flush()
}

pub fn adapter(args: &[String]) -> Result<ExitCode, Usage> {
    if let Some(a) = args.first() {
        return Err(Usage(format!(
            "conform-adapter takes no arguments (got `{a}`)"
        )));
    }
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let mut input = stdin.lock();
    let mut output = stdout.lock();
    loop {
        let mut len = [0u8; 4];
        match read_full(&mut input, &mut len) {
            Ok(0) => return Ok(ExitCode::SUCCESS),
            Ok(4) => {}
            Ok(n) => {
                eprintln!("conform-adapter: truncated frame: {n} of 4 length bytes before EOF");
                return Ok(ExitCode::FAILURE);
            }
            Err(e) => {
                eprintln!("conform-adapter: read error: {e}");
                return Ok(ExitCode::FAILURE);
            }
        }
        let n = u32::from_le_bytes(len);
        // Read incrementally: a hostile length cannot force a large allocation up front.
        let mut body = Vec::new();
        match (&mut input).take(u64::from(n)).read_to_end(&mut body) {
            Ok(got) if got == usize::try_from(n).unwrap_or(usize::MAX) => {}
            Ok(got) => {
                eprintln!("conform-adapter: truncated frame: {got} of {n} bytes before EOF");
                return Ok(ExitCode::FAILURE);
            }
            Err(e) => {
                eprintln!("conform-adapter: read error: {e}");
                return Ok(ExitCode::FAILURE);
            }
        }
        let reply = handle(&body);
        if let Err(e) = write_frame(&mut output, &reply) {
            eprintln!("conform-adapter: write error: {e}");
            return Ok(ExitCode::FAILURE);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::handle;
    use serde_json::json;

    #[test]
    fn adapter_replies() {
        // §4.2: the minimal INTERACT_EVENT_ACK {0: 257, 1: h'2a'}, hand-built.
        let ok = handle(
            br#"{"op":"interaction.body.decode","in":{"frameType":257,"body":"a20019010101412a"}}"#,
        );
        assert_eq!(ok, json!({"out": {"frame_kind": 257, "corr": "2a"}}));
        // §4.2: frame_kind 256 under frame type 257.
        let bad = handle(
            br#"{"op":"interaction.body.decode","in":{"frameType":257,"body":"a20019010001412a"}}"#,
        );
        let msg = bad.get("error").and_then(|v| v.as_str()).unwrap_or("");
        assert!(msg.starts_with("malformed_request: "), "{bad}");
        let skipped = handle(br#"{"op":"memory.body.decode","in":{}}"#);
        assert!(skipped.get("skipped").is_some(), "{skipped}");
        let junk = handle(b"{not json");
        let msg = junk.get("error").and_then(|v| v.as_str()).unwrap_or("");
        assert!(msg.starts_with("bad request"), "{junk}");
    }
}
