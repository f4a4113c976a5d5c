//! `grade_testee` against five deliberately faulty adapters
//! (tests/fixtures/faulty/, issue 14 item 3), each a proxy in front of our own
//! adapter with one planted defect: the grading must fail exactly the cases
//! the defect changes, under the right requirement, and report crashes and
//! hangs as such.
//!
//! Which cases a defect changes is computed here independently of the Python
//! proxies: a Rust re-implementation of the walker's definitions finds the
//! trigger in each input, the defect is applied to the input in Rust, and the
//! in-process generated decoder (what our adapter runs) decides the verdict.
#![forbid(unsafe_code)]

use npamp_conform::adapter::{channel_for_op, handle, Request, Response};
use npamp_conform::grade::{body_case, channel_answer, grade_channel, grade_testee, judge, Answer};
use npamp_conform::grade::{Grade, Kind, Report};
use npamp_conform::testee::{Testee, TesteeConfig, TesteeError};
use npamp_generated::rt::Profile;
use npamp_testkit::corpus::{Corpus, TestCase, TestGroup, Verdict};
use npamp_testkit::hex;
use npamp_testkit::noncanon::{nested_arrays, nested_maps};
use npamp_testkit::span::Rng;
use serde_json::{json, Map, Value};
use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

// ---------------------------------------------------------------------------
// The walker (the definitions of tests/fixtures/faulty/cbor_walk.py)
// ---------------------------------------------------------------------------

#[derive(Debug, Clone)]
struct Item {
    start: usize,
    hdr_end: usize,
    end: usize,
    major: u8,
    ai: u8,
    /// `None` for an indefinite length.
    arg: Option<u64>,
    /// Arrays and maps: their own level (the top item is 1); others: their container's.
    level: usize,
    children: Vec<usize>,
}

#[derive(Debug, Default)]
struct Walk {
    items: Vec<Item>,
    top: Option<usize>,
    /// Content spans of every definite text string (chunks included).
    texts: Vec<(usize, usize)>,
    /// The deepest array/map level entered, also when the walk then failed.
    max_level: usize,
    error: Option<String>,
}

impl Walk {
    fn ok(&self) -> bool {
        self.error.is_none() && self.top.is_some()
    }
    fn item(&self, i: usize) -> Option<&Item> {
        self.items.get(i)
    }
}

fn walk(buf: &[u8]) -> Walk {
    let mut w = Walk::default();
    if let Err(e) = walk_into(buf, &mut w) {
        w.error = Some(e);
    }
    w
}

/// Open containers: (item, remaining children or `None` if indefinite, counts as a level).
type Open = (usize, Option<u128>, bool);

fn walk_into(buf: &[u8], w: &mut Walk) -> Result<(), String> {
    let mut pos = 0usize;
    let mut stack: Vec<Open> = Vec::new();
    let mut levels = 0usize;
    loop {
        let ib = *buf.get(pos).ok_or(format!("truncated at {pos}"))?;
        let (major, ai) = (ib >> 5, ib & 0x1f);
        let parent = stack.last().copied();
        let done = if ib == 0xff {
            let Some((idx, None, is_level)) = parent else {
                return Err(format!("stray break at {pos}"));
            };
            let it = w.items.get_mut(idx).ok_or("arena")?;
            if it.major == 5 && it.children.len() % 2 == 1 {
                return Err(format!("break after a map key at {pos}"));
            }
            stack.pop();
            if is_level {
                levels -= 1;
            }
            pos += 1;
            it.end = pos;
            idx
        } else {
            if let Some((p, None, _)) = parent {
                let pm = w.item(p).map_or(0, |i| i.major);
                if (pm == 2 || pm == 3) && (major != pm || ai == 31) {
                    return Err(format!("bad chunk at {pos}"));
                }
            }
            let (arg, hdr_end) = match ai {
                0..=23 => (Some(u64::from(ai)), pos + 1),
                24..=27 => {
                    let h = pos + 1 + (1usize << (ai - 24));
                    let b = buf
                        .get(pos + 1..h)
                        .ok_or(format!("truncated head at {pos}"))?;
                    (
                        Some(b.iter().fold(0u64, |a, &x| (a << 8) | u64::from(x))),
                        h,
                    )
                }
                31 if (2..=5).contains(&major) => (None, pos + 1),
                _ => return Err(format!("reserved ai at {pos}")),
            };
            let idx = w.items.len();
            let mut item = Item {
                start: pos,
                hdr_end,
                end: hdr_end,
                major,
                ai,
                arg,
                level: levels,
                children: Vec::new(),
            };
            pos = hdr_end;
            match (major, arg) {
                (0 | 1 | 7, _) => {}
                (2 | 3, None) => {
                    w.items.push(item);
                    stack.push((idx, None, false));
                    continue;
                }
                (2 | 3, Some(n)) => {
                    let end = usize::try_from(n)
                        .ok()
                        .and_then(|n| hdr_end.checked_add(n))
                        .filter(|&e| e <= buf.len())
                        .ok_or(format!("string longer than the input at {}", item.start))?;
                    if major == 3 {
                        w.texts.push((hdr_end, end));
                    }
                    item.end = end;
                    pos = end;
                }
                (4 | 5, _) => {
                    item.level = levels + 1;
                    w.max_level = w.max_level.max(item.level);
                    let remaining = arg.map(|n| u128::from(n) * if major == 5 { 2 } else { 1 });
                    if remaining != Some(0) {
                        w.items.push(item);
                        stack.push((idx, remaining, true));
                        levels += 1;
                        continue;
                    }
                }
                _ => {
                    w.items.push(item);
                    stack.push((idx, Some(1), false));
                    continue;
                }
            }
            w.items.push(item);
            idx
        };
        // `done` is complete: hand it to its container(s).
        let mut cur = done;
        loop {
            let Some(open) = stack.last_mut() else {
                w.top = Some(cur);
                return if pos == buf.len() {
                    Ok(())
                } else {
                    Err(format!("trailing bytes at {pos}"))
                };
            };
            let p = open.0;
            let closes = match &mut open.1 {
                None => false,
                Some(r) => {
                    *r -= 1;
                    *r == 0
                }
            };
            let end = w.item(cur).map_or(0, |i| i.end);
            let parent = w.items.get_mut(p).ok_or("arena")?;
            parent.children.push(cur);
            if !closes {
                break;
            }
            parent.end = end;
            if let Some((_, _, true)) = stack.pop() {
                levels -= 1;
            }
            cur = p;
        }
    }
}

/// Every byte of a text string that is not part of a valid UTF-8 sequence
/// replaced by `?`; `None` when there is none.
fn repair_utf8(buf: &[u8], w: &Walk) -> Option<Vec<u8>> {
    let mut out: Option<Vec<u8>> = None;
    for &(s, e) in &w.texts {
        let chunk = buf.get(s..e)?;
        let mut i = 0;
        while let Some(rest) = chunk.get(i..).filter(|r| !r.is_empty()) {
            let Err(err) = std::str::from_utf8(rest) else {
                break;
            };
            let bad = i + err.valid_up_to();
            let len = err.error_len().unwrap_or(chunk.len() - bad);
            let o = out.get_or_insert_with(|| buf.to_vec());
            for b in o.get_mut(s + bad..s + bad + len)? {
                *b = b'?';
            }
            i = bad + len;
        }
    }
    out
}

/// The top-level item is a map one of whose values is exactly `f6`.
fn top_level_null(buf: &[u8], w: &Walk) -> bool {
    let Some(top) = w.top.and_then(|t| w.item(t)).filter(|t| t.major == 5) else {
        return false;
    };
    top.children
        .iter()
        .skip(1)
        .step_by(2)
        .filter_map(|&v| w.item(v))
        .any(|v| v.end - v.start == 1 && buf.get(v.start) == Some(&0xf6))
}

/// Entries with a negative-integer key removed from every map at level >= 2
/// (the head keeps its width); `None` when there is none.
fn drop_nested_negative_keys(buf: &[u8], w: &Walk) -> Option<Vec<u8>> {
    let mut edits: Vec<(usize, usize, Vec<u8>)> = Vec::new();
    for it in &w.items {
        if it.major != 5 || it.level < 2 {
            continue;
        }
        let mut dropped = 0u64;
        for pair in it.children.chunks_exact(2) {
            let (Some(k), Some(v)) = (w.item(pair[0]), w.item(pair[1])) else {
                continue;
            };
            if k.major == 1 {
                edits.push((k.start, v.end, Vec::new()));
                dropped += 1;
            }
        }
        if let (true, Some(n)) = (dropped > 0, it.arg) {
            let count = n - dropped;
            let head = if it.ai < 24 {
                vec![0xa0 | u8::try_from(count).ok()?]
            } else {
                let width = 1usize << (it.ai - 24);
                let mut h = vec![0xa0 | it.ai];
                h.extend_from_slice(count.to_be_bytes().get(8 - width..)?);
                h
            };
            edits.push((it.start, it.hdr_end, head));
        }
    }
    if edits.is_empty() {
        return None;
    }
    edits.sort();
    let mut out = Vec::new();
    let mut at = 0;
    for (s, e, rep) in edits {
        if s < at {
            continue;
        }
        out.extend_from_slice(buf.get(at..s)?);
        out.extend_from_slice(&rep);
        at = e;
    }
    out.extend_from_slice(buf.get(at..)?);
    Some(out)
}

// ---------------------------------------------------------------------------
// The defects, modelled
// ---------------------------------------------------------------------------

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    Utf8,
    NullOptional,
    NegativeKey,
    Deep,
    Hang,
    Passthrough,
}

impl Mode {
    fn arg(self) -> &'static str {
        match self {
            Mode::Utf8 => "utf8",
            Mode::NullOptional => "null-optional",
            Mode::NegativeKey => "negative-key",
            Mode::Deep => "deep",
            Mode::Hang => "hang",
            Mode::Passthrough => "passthrough",
        }
    }
}

const DEEP_LIMIT: usize = 1000;
const HANG_FRAME_TYPE: u64 = 0x0103;

/// What a faulty adapter does with one request.
#[derive(Debug, Clone, PartialEq)]
enum Behaviour {
    Reply(Response),
    Crash,
    Hang,
}

fn body_of(req: &Request) -> Option<Vec<u8>> {
    if !req.op.ends_with(".body.decode") {
        return None;
    }
    let body = req.input.get("body")?.as_str()?;
    if body.len() % 2 != 0 || !body.bytes().all(|b| b.is_ascii_hexdigit()) {
        return None;
    }
    hex::unhex(body).ok()
}

fn with_body(req: &Request, body: &[u8]) -> Request {
    let mut r = req.clone();
    if let Some(m) = r.input.as_object_mut() {
        m.insert("body".into(), Value::String(hex::hex(body)));
    }
    r
}

/// The request a defect forwards instead, or its own behaviour.
fn planted(mode: Mode, req: &Request) -> Result<Request, Behaviour> {
    if mode == Mode::Hang {
        let ft = req.input.get("frameType").and_then(Value::as_u64);
        if req.op == "interaction.body.decode" && ft == Some(HANG_FRAME_TYPE) {
            return Err(Behaviour::Hang);
        }
        return Ok(req.clone());
    }
    let Some(body) = body_of(req).filter(|_| mode != Mode::Passthrough) else {
        return Ok(req.clone());
    };
    let w = walk(&body);
    if mode == Mode::Deep {
        return if w.max_level > DEEP_LIMIT {
            Err(Behaviour::Crash)
        } else {
            Ok(req.clone())
        };
    }
    if !w.ok() {
        return Ok(req.clone());
    }
    let fixed = match mode {
        Mode::Utf8 => repair_utf8(&body, &w),
        Mode::NegativeKey => drop_nested_negative_keys(&body, &w),
        Mode::NullOptional if top_level_null(&body, &w) => {
            return Err(Behaviour::Reply(Response::Error(
                "explicit null refused (faulty adapter: null-optional)".into(),
            )))
        }
        _ => None,
    };
    Ok(fixed.map_or_else(|| req.clone(), |b| with_body(req, &b)))
}

/// Whether `mode` carries its trigger in this request (independently of
/// whether it changes the verdict).
fn has_trigger(mode: Mode, req: &Request) -> bool {
    planted(mode, req) != Ok(req.clone())
}

fn request_of(op: &str, case: &TestCase) -> Request {
    Request {
        op: op.to_string(),
        input: Value::Object(case.input.clone()),
    }
}

/// The grade the faulty adapter deserves on `case`: our decoder's answer on
/// what the defect forwards (a testee's refusal carries no class).
fn deserved(mode: Mode, op: &str, case: &TestCase) -> Grade {
    let req = request_of(op, case);
    let answer = match planted(mode, &req) {
        Err(Behaviour::Crash) => Answer::Broken("crash".into()),
        Err(Behaviour::Hang) => Answer::Broken("hang".into()),
        Err(Behaviour::Reply(Response::Error(text))) => Answer::Refused { text, class: None },
        Err(Behaviour::Reply(other)) => panic!("unexpected planted reply {other:?}"),
        Ok(fwd) => {
            let Some(ch) = channel_for_op(op) else {
                return Grade::Unimplemented(op.into());
            };
            let mut c = case.clone();
            c.input = fwd.input.as_object().cloned().unwrap_or_default();
            match channel_answer(ch, &c, Profile::Strict) {
                Answer::Refused { text, .. } => Answer::Refused { text, class: None },
                a => a,
            }
        }
    };
    judge(case, answer, Profile::Strict).0
}

// ---------------------------------------------------------------------------
// Running them
// ---------------------------------------------------------------------------

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/faulty")
}

fn faulty(mode: Mode, timeout: Duration, restarts: u32) -> Testee {
    let script = fixtures().join("faulty_adapter.py");
    let mut cfg = TesteeConfig::new("python3", &[]);
    cfg.args = vec![
        script.to_string_lossy().into_owned(),
        mode.arg().to_string(),
        env!("CARGO_BIN_EXE_npamp-conform-adapter").to_string(),
        // Graded under strict below: the proxied adapter refuses what strict does.
        "--profile".to_string(),
        "strict".to_string(),
    ];
    cfg.timeout = timeout;
    cfg.max_restarts = restarts;
    Testee::spawn(cfg).unwrap_or_else(|e| panic!("{e}"))
}

fn corpus(module: &str) -> Corpus {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("../../vectors/{module}.json"));
    Corpus::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Several committed corpora as one (their groups side by side).
fn corpora(modules: &[&str]) -> Corpus {
    let mut all = Corpus::new("faulty");
    for m in modules {
        all.test_groups.extend(corpus(m).test_groups);
    }
    all
}

type Key = (String, u64);

fn cases_by_key(c: &Corpus) -> HashMap<Key, (&str, &TestCase)> {
    let mut m = HashMap::new();
    for g in &c.test_groups {
        for t in &g.tests {
            let old = m.insert((g.op.clone(), t.tc_id), (g.op.as_str(), t));
            assert!(old.is_none(), "duplicate tcId {} in {}", t.tc_id, g.op);
        }
    }
    m
}

fn failing(r: &Report) -> BTreeSet<Key> {
    r.failures()
        .into_iter()
        .map(|(g, c, _)| (g.op.clone(), c.tc_id))
        .collect()
}

/// Grade `c` against the faulty adapter and check the grading is exactly
/// what the defect deserves. Returns the report and the failing cases.
fn grade_and_check(mode: Mode, c: &Corpus, timeout: Duration, restarts: u32) -> (Report, Testee) {
    let mut t = faulty(mode, timeout, restarts);
    let start = Instant::now();
    let r = grade_testee(mode.arg(), c, &mut t, Profile::Strict);
    let secs = start.elapsed().as_secs_f64();
    eprintln!(
        "faulty {}: {} requests in {secs:.2} s ({:.0} requests/s, restarts {})",
        mode.arg(),
        t.requests(),
        t.requests() as f64 / secs,
        t.restarts()
    );
    assert!(r.aborted.is_none(), "{}", r.render_text());
    assert_eq!(r.counts().not_run, 0);
    assert_eq!(r.counts().unimplemented, 0);
    let by_key = cases_by_key(c);
    let mut want = BTreeSet::new();
    for (key, (op, case)) in &by_key {
        match deserved(mode, op, case) {
            Grade::Pass => {}
            Grade::Fail(_) => {
                want.insert(key.clone());
            }
            g => panic!("{key:?}: {g:?}"),
        }
    }
    let got = failing(&r);
    assert_eq!(
        got,
        want,
        "{}: the failing set is not what the defect deserves\n{}",
        mode.arg(),
        r.render_text()
    );
    // Every failure carries the trigger (found by the Rust walker).
    for key in &got {
        let (op, case) = by_key[key];
        assert!(has_trigger(mode, &request_of(op, case)), "{key:?}");
    }
    (r, t)
}

fn requirements(r: &Report) -> BTreeSet<String> {
    r.failures()
        .into_iter()
        .map(|(_, c, _)| c.requirement.clone())
        .collect()
}

fn triggered(mode: Mode, c: &Corpus) -> Vec<(&str, &TestCase)> {
    c.test_groups
        .iter()
        .flat_map(|g| g.tests.iter().map(move |t| (g.op.as_str(), t)))
        .filter(|(op, t)| has_trigger(mode, &request_of(op, t)))
        .collect()
}

// ---------------------------------------------------------------------------
// The tests
// ---------------------------------------------------------------------------

#[test]
fn the_rust_walker_agrees_with_the_definitions() {
    let b = |s: &str| hex::unhex(s).unwrap_or_default();
    // {0: [1, "a\xffb"], 1: {-1: 2, 3: null}}, walked.
    let body = b("a2 00 82 01 6361ff62 01 a2 20 02 03 f6");
    let w = walk(&body);
    assert!(w.ok(), "{:?}", w.error);
    assert_eq!(w.max_level, 2);
    assert_eq!(w.texts, vec![(5, 8)]);
    assert_eq!(
        repair_utf8(&body, &w),
        Some(b("a2 00 82 01 63613f62 01 a2 20 02 03 f6"))
    );
    assert!(!top_level_null(&body, &w), "the null is nested");
    assert_eq!(
        drop_nested_negative_keys(&body, &w),
        Some(b("a2 00 82 01 6361ff62 01 a1 03 f6"))
    );
    // The width of a count head is kept; an indefinite map stays indefinite.
    let wide = b("a1 01 b801 20 00");
    assert_eq!(
        drop_nested_negative_keys(&wide, &walk(&wide)),
        Some(b("a1 01 b800"))
    );
    let indef = b("a1 01 bf 20 00 01 02 ff");
    assert_eq!(
        drop_nested_negative_keys(&indef, &walk(&indef)),
        Some(b("a1 01 bf 01 02 ff"))
    );
    // A top-level negative key is not nested.
    let top = b("a1 20 00");
    assert_eq!(drop_nested_negative_keys(&top, &walk(&top)), None);
    assert!(top_level_null(&b("a1 00 f6"), &walk(&b("a1 00 f6"))));
    // Overlong, surrogate, truncated: every bad byte, nothing else.
    let t = b("66 c080 eda080 e2");
    assert_eq!(repair_utf8(&t, &walk(&t)), Some(b("66 3f3f 3f3f3f 3f")));
    // Malformed input: not ok, but the depth reached is known.
    for bad in [
        "",
        "ff",
        "1c",
        "9b ffffffffffffffff",
        "5b ffffffffffffffff",
        "a1 00",
        "0000",
        "bf 00 ff",
        "7f 41 00 ff",
    ] {
        assert!(!walk(&b(bad)).ok(), "{bad}");
    }
    let unterminated = vec![0x81; 5000];
    let w = walk(&unterminated);
    assert!(!w.ok() && w.max_level == 5000);
    let mut closed = nested_arrays(3000);
    assert_eq!(walk(&closed).max_level, 3000);
    closed.push(0);
    assert!(walk(&closed).error.is_some_and(|e| e.contains("trailing")));
}

#[test]
fn the_passthrough_control_yields_no_finding() {
    let c = corpora(&["interaction", "stream"]);
    let (r, t) = grade_and_check(Mode::Passthrough, &c, Duration::from_secs(20), 0);
    assert!(r.passed(), "{}", r.render_text());
    assert_eq!(t.restarts(), 0);
    assert_eq!(t.shutdown().as_deref(), Some("exit status 0"));
}

#[test]
fn utf8_accepting_invalid_text_fails_the_invalid_utf8_cases() {
    let c = corpora(&["interaction", "stream"]);
    let (r, t) = grade_and_check(Mode::Utf8, &c, Duration::from_secs(20), 0);
    assert_eq!(t.restarts(), 0);
    // Here every case with invalid UTF-8 fails: each is invalid for that alone.
    let trig = triggered(Mode::Utf8, &c);
    assert_eq!(trig.len(), 16 + 10);
    for (op, case) in &trig {
        assert_eq!(case.result, Verdict::Invalid);
        assert!(case.has_flag("InvalidUtf8"), "{op} {}", case.tc_id);
    }
    assert_eq!(r.counts().fail, trig.len());
    assert_eq!(
        requirements(&r),
        BTreeSet::from([
            "89/4.1/non-deterministic-cbor-MUST-reject".to_string(),
            "80/4.1/non-deterministic-cbor-MUST-reject".to_string(),
        ])
    );
    for (_, _, why) in r.failures() {
        assert!(why.text.starts_with("accepted: {\"frame_kind\":"), "{why}");
        assert_eq!(why.kind, Kind::AcceptsMust);
    }
    // One row per broken clause (the requirement), not per case.
    let rows = r.findings();
    assert_eq!(rows.len(), 2, "{}", r.render_text());
    assert!(rows.iter().all(|f| f.kind.basis() == "must"));
}

#[test]
fn null_optional_refusing_explicit_null_fails_the_valid_null_cases() {
    // Two channels whose text makes null absence (§6); on Telemetry, whose
    // text does not, a null is a wrong-type value and its cases are invalid.
    let c = corpora(&["interaction", "workflow"]);
    let (r, t) = grade_and_check(Mode::NullOptional, &c, Duration::from_secs(20), 0);
    assert_eq!(t.restarts(), 0);
    // The failures are exactly the valid cases with a top-level null; the
    // invalid and acceptable ones (a required field, or one a rule demands,
    // given as null) are refused anyway.
    let trig = triggered(Mode::NullOptional, &c);
    let valid: BTreeSet<Key> = c
        .test_groups
        .iter()
        .flat_map(|g| g.tests.iter().map(move |t| (g, t)))
        .filter(|(g, t)| {
            t.result == Verdict::Valid
                && trig.iter().any(|(op, x)| *op == g.op && x.tc_id == t.tc_id)
        })
        .map(|(g, t)| (g.op.clone(), t.tc_id))
        .collect();
    assert_eq!(failing(&r), valid);
    assert_eq!(valid.len(), 13 + 24);
    assert!(
        trig.len() > valid.len() + 20,
        "invalid and acceptable nulls are there too"
    );
    assert_eq!(
        requirements(&r),
        BTreeSet::from([
            "89/6/explicit-null-is-absent".to_string(),
            "8a/6/explicit-null-is-absent".to_string(),
        ])
    );
    for (_, _, why) in r.failures() {
        assert_eq!(
            why.text,
            "refused: explicit null refused (faulty adapter: null-optional)"
        );
        assert_eq!(why.kind, Kind::RefusesValid);
    }
    // One objection per channel: one row each, whatever the number of cases.
    let rows = r.findings();
    assert_eq!(rows.len(), 2, "{}", r.render_text());
    assert_eq!(rows.iter().map(|f| f.count()).sum::<usize>(), 13 + 24);
}

#[test]
fn negative_key_accepting_nested_negative_keys_fails_those_must_reject_cases() {
    let c = corpora(&["interaction", "telemetry"]);
    let (r, t) = grade_and_check(Mode::NegativeKey, &c, Duration::from_secs(20), 0);
    assert_eq!(t.restarts(), 0);
    // Refused by us in records and uint-keyed maps (unknown-negative-key, a
    // `must`, §4.3); inside `any` items and any-keyed maps we accept them, and
    // a tstr-keyed map refuses them as item-type (`strict`, acceptable): those
    // triggers change nothing.
    let trig = triggered(Mode::NegativeKey, &c);
    let invalid: Vec<_> = trig
        .iter()
        .filter(|(_, t)| t.result == Verdict::Invalid)
        .collect();
    // The key-order vectors hold -1 in an `any` value and in health
    // `detail`: dropping it turns the length-first (invalid) ones canonical.
    let length_first = invalid
        .iter()
        .filter(|(_, t)| t.has_flag("KeyOrderLengthFirst"))
        .count();
    assert_eq!(length_first, 2);
    assert_eq!(invalid.len(), 3 + 12 + length_first);
    let key_order = trig
        .iter()
        .filter(|(_, t)| t.has_flag("KeyOrderLengthFirst") || t.has_flag("KeyOrderBytewise"))
        .count();
    assert_eq!(
        trig.len(),
        invalid.len() + 1 + 3 + key_order - length_first,
        "one valid in interaction, one valid and two acceptable in telemetry, the bytewise key-order ones"
    );
    // Graded under the strict profile: the two acceptable Telemetry cases the
    // strict reading refuses (item-type) and the adapter accepts are
    // `accepts-strict-reject` (basis strict); the rest are `must`.
    let kinds = |k: Kind| r.failures().iter().filter(|(_, _, f)| f.kind == k).count();
    assert_eq!(kinds(Kind::AcceptsMust), invalid.len());
    assert_eq!(kinds(Kind::AcceptsStrict), 2);
    assert_eq!(r.counts().fail, invalid.len() + 2);
    for (_, case) in invalid {
        assert!(
            case.has_flag("UnknownNegativeKey") || case.has_flag("KeyOrderLengthFirst"),
            "{}",
            case.tc_id
        );
    }
    let must_requirements: BTreeSet<String> = r
        .failures()
        .into_iter()
        .filter(|(_, _, f)| f.kind == Kind::AcceptsMust)
        .map(|(_, c, _)| c.requirement.clone())
        .collect();
    assert_eq!(
        must_requirements,
        BTreeSet::from([
            "89/4.3/unknown-negative-key-MUST-reject".to_string(),
            "87/4/unknown-negative-key-MUST-reject".to_string(),
            "89/4.1/non-deterministic-cbor-MUST-reject".to_string(),
            "87/4/non-deterministic-cbor-MUST-reject".to_string(),
        ])
    );
    // Top-level negative keys are not the defect: those cases still pass.
    let top_level = r
        .cases()
        .filter(|(_, c)| c.requirement.ends_with("unknown-negative-key-MUST-reject"))
        .filter(|(_, c)| c.grade == Grade::Pass)
        .count();
    assert!(top_level > 20, "{top_level}");
}

/// INTERACT_EVENT_ACK `{0: 0x0101, 1: h'2a', 99: nested}`.
fn ack_with(nested: &[u8]) -> Vec<u8> {
    let mut b = hex::unhex("a30019010101412a1863").unwrap_or_default();
    b.extend_from_slice(nested);
    b
}

fn deep_group() -> TestGroup {
    let exp = || {
        let mut m = Map::new();
        m.insert("frame_kind".into(), json!(257));
        m.insert("corr".into(), json!("2a"));
        Some(m)
    };
    let deep = |id, body: Vec<u8>| {
        let mut c = body_case(id, 257, &body, Verdict::Acceptable, exp());
        c.requirement = "89/9/nesting-depth".into();
        c
    };
    // Level 1 is the payload map, so key 99's value starts at level 2.
    let mut unterminated = ack_with(&[0x81; 2000]);
    unterminated.truncate(unterminated.len() - 1);
    let mut cut = body_case(900_006, 257, &unterminated, Verdict::Invalid, None);
    cut.requirement = "89/4.1/non-deterministic-cbor-MUST-reject".into();
    TestGroup {
        op: "interaction.body.decode".into(),
        profile: Some("Standard".into()),
        tests: vec![
            deep(900_001, ack_with(&nested_arrays(999))), // level 1000
            deep(900_002, ack_with(&nested_arrays(1000))), // level 1001
            deep(900_003, ack_with(&nested_maps(1000))),
            deep(900_005, ack_with(&nested_arrays(100_000))),
            cut,
            deep(900_004, ack_with(&nested_maps(999))),
        ],
    }
}

#[test]
fn deep_crashing_beyond_1000_levels_is_reported_crashed_and_restarted() {
    let mut c = corpus("interaction");
    c.test_groups.push(deep_group());
    // The added cases are graded like the corpus's own nesting-depth cases.
    let inproc = grade_channel(
        "deep",
        &c,
        *npamp_generated::CHANNELS
            .iter()
            .find(|ch| ch.info().module == "interaction")
            .expect("interaction"),
        Profile::Strict,
    );
    assert!(inproc.passed(), "{}", inproc.render_text());
    let trig = triggered(Mode::Deep, &c);
    let ids: BTreeSet<u64> = trig.iter().map(|(_, t)| t.tc_id).collect();
    assert_eq!(
        ids,
        BTreeSet::from([900_002, 900_003, 900_005, 900_006]),
        "the committed vectors nest 17 levels at most"
    );
    let n = u32::try_from(ids.len()).unwrap_or(u32::MAX);
    let (r, t) = grade_and_check(Mode::Deep, &c, Duration::from_secs(20), n);
    assert_eq!(t.restarts(), n, "restarted after each crash");
    let fails = r.failures();
    assert_eq!(fails.len(), ids.len());
    for (_, case, why) in fails {
        assert!(
            why.text
                .starts_with("the testee crashed (exit status 134); stderr:"),
            "{why}"
        );
        assert!(why.text.contains("has overflowed its stack"), "{why}");
        assert_eq!(why.kind, Kind::Crash);
        // The input is in the report.
        let body = trig
            .iter()
            .find(|(_, t)| t.tc_id == case.tc_id)
            .and_then(|(_, t)| t.input.get("body"))
            .and_then(Value::as_str)
            .unwrap_or("?");
        let rep = case.reproducer.as_deref().unwrap_or_default();
        assert!(
            rep.starts_with("cargo xtask decode interaction 257 ") && rep.ends_with(body),
            "{}",
            case.tc_id
        );
    }
    // The last case, after four crashes, ran on a fresh process and passed.
    let after: Vec<&Grade> = r
        .cases()
        .filter(|(_, c)| c.tc_id == 900_004)
        .map(|(_, c)| &c.grade)
        .collect();
    assert_eq!(after, [&Grade::Pass]);
    // Four crashes at depths that differ, one signature: one row.
    let rows = r.findings();
    assert_eq!(rows.len(), 1, "{}", r.render_text());
    assert_eq!(rows[0].count(), ids.len());
    assert!(
        rows[0].cause.describe().contains("nesting"),
        "{:?}",
        rows[0].cause
    );
}

#[test]
fn hang_on_one_frame_type_times_out_there_and_the_run_goes_on() {
    // The interaction corpus without most of its 0x0103 cases (each costs a
    // timeout): every other case, and one valid, one invalid, one acceptable 0x0103.
    let mut c = corpus("interaction");
    let mut kept: Vec<Verdict> = Vec::new();
    for g in &mut c.test_groups {
        g.tests.retain(|t| {
            if t.input.get("frameType").and_then(Value::as_u64) != Some(HANG_FRAME_TYPE) {
                return true;
            }
            let keep = !kept.contains(&t.result);
            if keep {
                kept.push(t.result);
            }
            keep
        });
    }
    assert_eq!(kept.len(), 3);
    let timeout = Duration::from_millis(1500);
    let start = Instant::now();
    let (r, t) = grade_and_check(Mode::Hang, &c, timeout, 3);
    assert!(start.elapsed() < Duration::from_secs(30));
    assert_eq!(t.restarts(), 3, "killed and restarted after each hang");
    let fails = r.failures();
    assert_eq!(fails.len(), 3);
    for (_, case, why) in &fails {
        assert_eq!(
            why.text,
            TesteeError::Timeout(timeout).to_string(),
            "{}",
            case.tc_id
        );
        assert_eq!(why.kind, Kind::Hang);
        assert!(case
            .reproducer
            .as_deref()
            .is_some_and(|s| s.starts_with("cargo xtask decode interaction 259 ")));
    }
    assert_eq!(r.counts().pass, c.count_tests() as usize - 3);
}

/// Pseudo-random and hostile inputs through every mode: each reply is what
/// the model says (our adapter's reply on what the defect forwards), the
/// walker never dies on them, and the planted crash happens exactly when due.
#[test]
fn hostile_inputs_get_the_modelled_reply_from_every_mode() {
    let seeds = corpus("telemetry");
    let bodies: Vec<Vec<u8>> = seeds
        .test_groups
        .iter()
        .flat_map(|g| g.tests.iter())
        .filter_map(|t| t.body_input().ok().map(|i| i.body))
        .collect();
    let mut rng = Rng(14);
    let mut reqs: Vec<Request> = Vec::new();
    let put = |reqs: &mut Vec<Request>, ft: u64, body: &[u8]| {
        reqs.push(Request {
            op: "telemetry.body.decode".into(),
            input: json!({"frameType": ft, "body": hex::hex(body)}),
        });
    };
    let specials: [&[u8]; 8] = [
        &[0xff],
        &[0x80],
        &[0x20],
        &[0xf6],
        &[0x9f],
        &[0xbf],
        &[0x7f],
        &[0x1c],
    ];
    for _ in 0..250 {
        let mut b = rng.pick(&bodies).cloned().unwrap_or_default();
        for _ in 0..=rng.below(3) {
            let at = rng.below(b.len() + 1);
            match rng.below(4) {
                0 => {
                    let byte = (rng.next_u64() & 0xff) as u8;
                    if let Some(x) = b.get_mut(at) {
                        *x = byte;
                    }
                }
                1 => b
                    .splice(
                        at..at,
                        rng.pick(&specials)
                            .copied()
                            .unwrap_or_default()
                            .iter()
                            .copied(),
                    )
                    .for_each(drop),
                2 => b.truncate(at),
                _ => b.splice(at..at, [0xa1, 0x20]).for_each(drop),
            }
        }
        put(&mut reqs, 256, &b);
    }
    // Unmutated seeds that carry each mode's trigger.
    for mode in [Mode::Utf8, Mode::NullOptional, Mode::NegativeKey] {
        for b in bodies
            .iter()
            .filter(|b| {
                let r = Request {
                    op: "telemetry.body.decode".into(),
                    input: json!({"frameType": 256, "body": hex::hex(b)}),
                };
                has_trigger(mode, &r)
            })
            .take(5)
        {
            put(&mut reqs, 256, b);
        }
    }
    for hostile in [
        hex::unhex("9b ffffffffffffffff").unwrap_or_default(),
        hex::unhex("5b ffffffffffffffff").unwrap_or_default(),
        hex::unhex("a1 00 bf").unwrap_or_default(),
        vec![0x81; 100_000],
        ack_with(&nested_maps(5000)),
        vec![0xc1; 3000],
    ] {
        put(&mut reqs, 256, &hostile);
    }
    reqs.push(Request {
        op: "telemetry.body.decode".into(),
        input: json!({"frameType": 256, "body": "zz"}),
    });
    reqs.push(Request {
        op: "crc32c".into(),
        input: json!({"octets": "00"}),
    });
    for mode in [
        Mode::Utf8,
        Mode::NullOptional,
        Mode::NegativeKey,
        Mode::Deep,
    ] {
        let mut t = faulty(mode, Duration::from_secs(20), 10);
        let (mut planted_n, mut crashes) = (0, 0);
        for req in &reqs {
            let want = match planted(mode, req) {
                Ok(fwd) => {
                    planted_n += usize::from(&fwd != req);
                    Behaviour::Reply(handle(&fwd, Profile::Strict))
                }
                Err(b) => {
                    planted_n += 1;
                    b
                }
            };
            let got = match t.request(req) {
                Ok(r) => Behaviour::Reply(r),
                Err(TesteeError::Crashed { status, .. }) => {
                    assert_eq!(status.as_deref(), Some("exit status 134"));
                    crashes += 1;
                    Behaviour::Crash
                }
                Err(e) => panic!("{}: {e} on {}", mode.arg(), req.input),
            };
            assert_eq!(got, want, "{}: {}", mode.arg(), req.input);
        }
        eprintln!(
            "{}: {} hostile requests, {planted_n} carried the trigger",
            mode.arg(),
            reqs.len()
        );
        assert!(planted_n > 0, "{}: no trigger among the inputs", mode.arg());
        assert_eq!(t.restarts(), crashes);
        assert_eq!(crashes > 0, mode == Mode::Deep);
    }
}
