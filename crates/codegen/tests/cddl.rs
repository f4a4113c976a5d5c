//! The CDDL emitter (`npamp_codegen::cddl`, RFC 8610) against an independent
//! validator (the `cddl` crate):
//!
//! * every shipped channel's CDDL parses, names every frame's rule, and two
//!   emissions are identical;
//! * every corpus in [`CORPORA`]: each `valid` / `acceptable` vector validates
//!   against its frame's rule, each `invalid` vector of a kind CDDL expresses
//!   (missing key, wrong type, out of range, corr size, frame_kind mismatch,
//!   not a map, …) is refused by it;
//! * hand-built payloads (a CBOR writer of their own, independent of every
//!   encoder in the workspace) per construct: records and arrays of records,
//!   `frame_body`, tuples, typed maps, unions, floats, text / strict enums,
//!   flags, ranges, lengths, value sets, envelope presence — on the shipped
//!   schemas and on a test schema with the constructs no shipped channel uses;
//! * `emit_checked` reports rule-name collisions.
//!
//! Run with `--nocapture` for the per-channel counts.
#![forbid(unsafe_code)]

use npamp_codegen::cddl;
use npamp_schema::Model;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

// ------------------------------------------------------------------ corpora

/// A corpus of decode vectors (`<dir>/<module>.json`, Wycheproof style:
/// `testGroups[].tests[]` with `in.frameType`, `in.body` (hex), `result`, `flags`).
struct Corpus {
    label: &'static str,
    /// Relative to the workspace root.
    dir: &'static str,
    /// Every shipped channel must have a file (else channels without one are skipped).
    every_channel: bool,
}

/// The corpora checked against the CDDL. The project's own corpus joins as
/// `Corpus { label: "project", dir: "vectors", every_channel: true }`
/// (classify any new flag in [`EXPRESSIBLE`] / [`NOT_EXPRESSIBLE`] / [`VALIDATOR_GAP`] / [`NEUTRAL`]).
const CORPORA: &[Corpus] = &[Corpus {
    label: "reference",
    dir: "../shared/reference-vectors",
    every_channel: false,
}];

/// Kinds of invalid input the CDDL expresses: a vector carrying one of these
/// and none of [`NOT_EXPRESSIBLE`] / [`VALIDATOR_GAP`] must be refused.
const EXPRESSIBLE: &[&str] = &[
    "MissingRequiredKey",
    "WrongMajorType",
    "WrongType",
    "EnvelopeWrongType",
    "OutOfRange",
    "CorrAbsent",
    "CorrLength",
    "CorrPresent",
    "FrameKindMismatch",
    "NotAMap",
    "NonIntegerKey",
    "UnrecognizedEnum",
];

/// Kinds CDDL cannot express: encoding level, the CBOR subset, resource
/// limits, schema rules, frame types outside the channel.
const NOT_EXPRESSIBLE: &[&str] = &[
    "NonDeterministicCBOR",
    "NonCanonical",
    "NonShortestInt",
    "NonShortestLength",
    "UnsortedKeys",
    "DuplicateKey",
    "IndefiniteLength",
    "Break",
    "Truncated",
    "TrailingBytes",
    "ReservedAi",
    "InvalidUtf8",
    "Float",
    "SimpleValue",
    "Tag",
    "DepthLimit",
    "RuleViolation",
    "MalformedPayload",
    "UpdateNeitherResultsNorRemoved",
    "UnknownOperation",
];

/// Kinds the CDDL expresses but the `cddl` crate (0.10.7) does not check: it
/// matches any integer against `uint` in a map key, so `* uint => any` takes
/// negative keys too (RFC 8610 refuses them). Counted, not asserted.
const VALIDATOR_GAP: &[&str] = &["UnknownNegativeKey"];

/// Flags that say nothing about the kind of fault.
const NEUTRAL: &[&str] = &[
    "MustReject",
    "ForwardCompat",
    "UnknownKey",
    "MinimalValid",
    "MaximalValid",
    "ExplicitNull",
    "Boundary",
    "AnyType",
    "LocalKeys",
    "RuleSatisfied",
    "NestedMap",
];

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .and_then(Path::parent)
        .map(PathBuf::from)
        .unwrap_or_default()
}

fn model(module: &str) -> &'static Model {
    npamp_schema::shipped_model(module).unwrap_or_else(|| panic!("no shipped channel {module}"))
}

fn unhex(s: &str) -> Vec<u8> {
    (0..s.len() / 2)
        .map(|i| u8::from_str_radix(&s[2 * i..2 * i + 2], 16).expect("hex"))
        .collect()
}

// ------------------------------------------------------------------ validation

/// A copy of a parsed document whose first rule (the validator's root) is `rule`.
fn rooted<'a>(ast: &::cddl::ast::CDDL<'a>, rule: &str) -> ::cddl::ast::CDDL<'a> {
    let mut a = ast.clone();
    let i = a
        .rules
        .iter()
        .position(|r| matches!(r, ::cddl::ast::Rule::Type { rule: t, .. } if t.name.ident == rule))
        .unwrap_or_else(|| panic!("no rule {rule}"));
    let r = a.rules.remove(i);
    a.rules.insert(0, r);
    a
}

fn parse(text: &str) -> ::cddl::ast::CDDL<'_> {
    ::cddl::cddl_from_str(text, false).unwrap_or_else(|e| panic!("CDDL does not parse: {e}"))
}

/// Validate `bytes` against a parsed document. Bytes that are not one
/// well-formed CBOR item are `None`: there is nothing for a CDDL validator to
/// look at, and the `cddl` crate's decoder pre-allocates from untrusted
/// lengths, so it is only handed items `ciborium` has read in full.
fn validates(ast: &::cddl::ast::CDDL<'_>, bytes: &[u8]) -> Option<Result<(), String>> {
    use ::cddl::validator::Validator as _;
    let mut rest = bytes;
    let _: ciborium::Value = ciborium::de::from_reader(&mut rest).ok()?;
    if !rest.is_empty() {
        return None; // trailing bytes: not one data item
    }
    let value = ::cddl::validator::cbor_value::decode_cbor(bytes).ok()?;
    let mut v = ::cddl::validator::cbor::CBORValidator::new(ast, value, None);
    Some(v.validate().map_err(|e| e.to_string()))
}

// ------------------------------------------------------------------ parse, determinism

#[test]
fn every_channel_parses_and_emission_is_deterministic() {
    let models = npamp_schema::shipped();
    assert_eq!(models.len(), 10, "ten shipped channels");
    for m in models {
        let a = cddl::emit(m);
        let b = cddl::emit(m);
        assert_eq!(a, b, "{}: two emissions differ", m.channel.module);
        assert_eq!(cddl::emit_checked(m).as_ref(), Ok(&a));
        parse(&a);
        for f in &m.frames {
            let rule = format!("\n{} = {{\n", cddl::frame_rule(f));
            assert!(
                a.contains(&rule),
                "{}: no rule for {}",
                m.channel.module,
                f.name
            );
        }
        assert!(a.contains(&format!("\n{} = ", cddl::channel_rule(m))));
        // Every line is a rule, a continuation, a comment or blank: no stray text.
        for line in a.lines() {
            assert!(
                !line.ends_with(' '),
                "{}: trailing space: {line:?}",
                m.channel.module
            );
        }
        println!(
            "{}: {} lines, {} frame rules, parses",
            m.channel.module,
            a.lines().count(),
            m.frames.len()
        );
    }
}

#[test]
fn validation_is_against_the_frames_own_rule() {
    let m = model("interaction");
    let doc = cddl::emit(m);
    let base = parse(&doc);
    let ack = C::M(vec![(C::from(0), C::from(0x0101)), (C::from(1), b(b"*"))]).bytes();
    // The document's first rule is the channel's choice of bodies: any frame's body.
    assert_eq!(validates(&base, &ack), Some(Ok(())));
    let event = rooted(&base, "interact-event");
    assert!(matches!(validates(&event, &ack), Some(Err(_))));
    let ack_rule = rooted(&base, "interact-event-ack");
    assert_eq!(validates(&ack_rule, &ack), Some(Ok(())));
}

// ------------------------------------------------------------------ corpora

#[derive(Default, Debug)]
struct Tally {
    accepted_ok: usize,
    accepted_refused: Vec<String>,
    expressible_refused: usize,
    expressible_accepted: Vec<String>,
    inexpressible_refused: usize,
    inexpressible_accepted: BTreeMap<String, usize>,
    gap_refused: usize,
    gap_accepted: usize,
    not_cbor: usize,
    unknown_frame: usize,
    unclassified: Vec<String>,
}

fn run_corpus(m: &Model, path: &Path) -> Tally {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let json: serde_json::Value = serde_json::from_str(&text).expect("vector JSON");
    let doc = cddl::emit_checked(m).expect("emit");
    let base = parse(&doc);
    let by_code: BTreeMap<u16, String> = m
        .frames
        .iter()
        .map(|f| (f.code, cddl::frame_rule(f)))
        .collect();
    let mut asts: BTreeMap<&str, ::cddl::ast::CDDL<'_>> = BTreeMap::new();
    let mut t = Tally::default();
    for g in json["testGroups"].as_array().expect("testGroups") {
        for v in g["tests"].as_array().expect("tests") {
            let id = v["tcId"].as_u64().unwrap_or_default();
            let flags: Vec<&str> = v["flags"]
                .as_array()
                .map(|a| a.iter().filter_map(|f| f.as_str()).collect())
                .unwrap_or_default();
            let label = format!("{} tcId {id} {flags:?}", m.channel.module);
            for f in &flags {
                if ![EXPRESSIBLE, NOT_EXPRESSIBLE, VALIDATOR_GAP, NEUTRAL]
                    .iter()
                    .any(|l| l.contains(f))
                {
                    t.unclassified.push(format!("{label}: flag {f}"));
                }
            }
            let ft = v["in"]["frameType"].as_u64().unwrap_or(u64::MAX);
            let Some(name) = u16::try_from(ft).ok().and_then(|c| by_code.get(&c)) else {
                t.unknown_frame += 1; // a frame type outside the channel: no rule
                continue;
            };
            let ast = asts.entry(name).or_insert_with(|| rooted(&base, name));
            let body = unhex(v["in"]["body"].as_str().unwrap_or_default());
            let result = v["result"].as_str();
            let Some(verdict) = validates(ast, &body) else {
                t.not_cbor += 1;
                if result != Some("invalid") {
                    t.accepted_refused
                        .push(format!("{label}: not one well-formed CBOR item"));
                }
                continue;
            };
            match result {
                Some("valid") | Some("acceptable") => match verdict {
                    Ok(()) => t.accepted_ok += 1,
                    Err(e) => t.accepted_refused.push(format!("{label}: {e}")),
                },
                Some("invalid") => {
                    let any = |l: &[&str]| flags.iter().any(|f| l.contains(f));
                    if any(NOT_EXPRESSIBLE) {
                        match verdict {
                            Err(_) => t.inexpressible_refused += 1,
                            Ok(()) => {
                                for f in flags.iter().filter(|f| !NEUTRAL.contains(f)) {
                                    *t.inexpressible_accepted.entry(f.to_string()).or_default() +=
                                        1;
                                }
                            }
                        }
                    } else if any(VALIDATOR_GAP) {
                        match verdict {
                            Err(_) => t.gap_refused += 1,
                            Ok(()) => t.gap_accepted += 1,
                        }
                    } else if any(EXPRESSIBLE) {
                        match verdict {
                            Err(_) => t.expressible_refused += 1,
                            Ok(()) => t.expressible_accepted.push(label),
                        }
                    } else {
                        t.unclassified.push(format!("{label}: no fault-kind flag"));
                    }
                }
                other => panic!("{label}: unknown result {other:?}"),
            }
        }
    }
    t
}

#[test]
fn corpora_against_cddl() {
    let mut problems = Vec::new();
    for c in CORPORA {
        let dir = workspace().join(c.dir);
        let mut files = 0;
        for m in npamp_schema::shipped() {
            let module = &m.channel.module;
            let path = dir.join(format!("{module}.json"));
            if !path.exists() {
                if c.every_channel {
                    problems.push(format!("{}: no {}", c.label, path.display()));
                } else {
                    println!("{} {module}: no vectors", c.label);
                }
                continue;
            }
            files += 1;
            let t = run_corpus(m, &path);
            println!(
                "{} {module}: {} valid/acceptable validated; {} expressible invalid refused; \
                 {} inexpressible invalid refused, accepted by kind {:?}; validator gap \
                 (negative keys) {} refused / {} accepted; {} not CBOR, {} outside the channel",
                c.label,
                t.accepted_ok,
                t.expressible_refused,
                t.inexpressible_refused,
                t.inexpressible_accepted,
                t.gap_refused,
                t.gap_accepted,
                t.not_cbor,
                t.unknown_frame,
            );
            for s in &t.accepted_refused {
                problems.push(format!("{} valid vector refused: {s}", c.label));
            }
            for s in &t.expressible_accepted {
                problems.push(format!(
                    "{} expressible invalid vector accepted: {s}",
                    c.label
                ));
            }
            for s in &t.unclassified {
                problems.push(format!("{} unclassified: {s}", c.label));
            }
            if t.accepted_ok == 0 || t.expressible_refused == 0 {
                problems.push(format!(
                    "{} {module}: too few vectors ({} accepted, {} expressible refused)",
                    c.label, t.accepted_ok, t.expressible_refused
                ));
            }
        }
        assert!(
            files > 0,
            "{}: no corpus files in {}",
            c.label,
            dir.display()
        );
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

// ------------------------------------------------------------------ a CBOR writer

/// A CBOR item, written with RFC 8949 heads by hand (maps in the given order).
#[derive(Clone, Debug)]
enum C {
    U(u64),
    /// `-1 - n`.
    N(u64),
    B(Vec<u8>),
    T(String),
    A(Vec<C>),
    M(Vec<(C, C)>),
    /// Half, single and double precision.
    F16(u16),
    F32(f32),
    F64(f64),
    Bool(bool),
    Null,
}

impl C {
    fn head(out: &mut Vec<u8>, major: u8, n: u64) {
        let mt = major << 5;
        match n {
            0..=23 => out.push(mt | n as u8),
            24..=0xff => out.extend([mt | 24, n as u8]),
            0x100..=0xffff => {
                out.push(mt | 25);
                out.extend((n as u16).to_be_bytes());
            }
            0x1_0000..=0xffff_ffff => {
                out.push(mt | 26);
                out.extend((n as u32).to_be_bytes());
            }
            _ => {
                out.push(mt | 27);
                out.extend(n.to_be_bytes());
            }
        }
    }
    fn write(&self, out: &mut Vec<u8>) {
        match self {
            C::U(n) => C::head(out, 0, *n),
            C::N(n) => C::head(out, 1, *n),
            C::B(b) => {
                C::head(out, 2, b.len() as u64);
                out.extend(b);
            }
            C::T(s) => {
                C::head(out, 3, s.len() as u64);
                out.extend(s.as_bytes());
            }
            C::A(items) => {
                C::head(out, 4, items.len() as u64);
                items.iter().for_each(|i| i.write(out));
            }
            C::M(entries) => {
                C::head(out, 5, entries.len() as u64);
                for (k, v) in entries {
                    k.write(out);
                    v.write(out);
                }
            }
            C::F16(bits) => {
                out.push(0xf9);
                out.extend(bits.to_be_bytes());
            }
            C::F32(x) => {
                out.push(0xfa);
                out.extend(x.to_be_bytes());
            }
            C::F64(x) => {
                out.push(0xfb);
                out.extend(x.to_be_bytes());
            }
            C::Bool(b) => out.push(if *b { 0xf5 } else { 0xf4 }),
            C::Null => out.push(0xf6),
        }
    }
    fn bytes(&self) -> Vec<u8> {
        let mut v = Vec::new();
        self.write(&mut v);
        v
    }
}

impl From<i128> for C {
    fn from(i: i128) -> C {
        if i >= 0 {
            C::U(i as u64)
        } else {
            C::N((-1 - i) as u64)
        }
    }
}
impl From<i32> for C {
    fn from(i: i32) -> C {
        C::from(i128::from(i))
    }
}
impl From<&str> for C {
    fn from(s: &str) -> C {
        C::T(s.to_string())
    }
}
impl From<bool> for C {
    fn from(b: bool) -> C {
        C::Bool(b)
    }
}
impl From<f64> for C {
    fn from(x: f64) -> C {
        C::F64(x)
    }
}
impl From<Vec<C>> for C {
    fn from(v: Vec<C>) -> C {
        C::A(v)
    }
}

fn b(s: &[u8]) -> C {
    C::B(s.to_vec())
}

/// `map!{ k => v, … }` (keys and values through `Into<C>`).
macro_rules! map {
    ($($k:expr => $v:expr),* $(,)?) => {
        C::M(vec![$((C::from($k), C::from($v))),*])
    };
}

/// `arr![a, b, …]`.
macro_rules! arr {
    ($($v:expr),* $(,)?) => {
        C::A(vec![$(C::from($v)),*])
    };
}

/// A map with `extra` entries after the given ones.
fn with(base: &C, extra: Vec<(C, C)>) -> C {
    match base {
        C::M(e) => C::M(e.iter().cloned().chain(extra).collect()),
        other => other.clone(),
    }
}

/// A map without the entry at key `key`.
fn without(base: &C, key: i128) -> C {
    let k = C::from(key).bytes();
    match base {
        C::M(e) => C::M(e.iter().filter(|(x, _)| x.bytes() != k).cloned().collect()),
        other => other.clone(),
    }
}

fn kv(k: impl Into<C>, v: impl Into<C>) -> (C, C) {
    (k.into(), v.into())
}

// ------------------------------------------------------------------ samples

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Expect {
    Accept,
    Refuse,
}
use Expect::{Accept, Refuse};

struct Sample {
    frame: &'static str,
    body: C,
    expect: Expect,
    /// RFC 8610 gives `expect`, but the `cddl` crate (0.10.7) gets it wrong
    /// (a mismatch is reported, not failed).
    gap: bool,
    what: &'static str,
}

fn s(frame: &'static str, expect: Expect, what: &'static str, body: C) -> Sample {
    Sample {
        frame,
        body,
        expect,
        gap: false,
        what,
    }
}

fn gap(frame: &'static str, expect: Expect, what: &'static str, body: C) -> Sample {
    Sample {
        gap: true,
        ..s(frame, expect, what, body)
    }
}

/// Check samples against a model's CDDL; returns (checked, validator gaps seen).
fn check_samples(m: &Model, samples: &[Sample]) -> (usize, Vec<String>) {
    // Parsed once (parsing dominates the cost), re-rooted per frame.
    let doc = cddl::emit_checked(m).expect("emit");
    let base = parse(&doc);
    let mut asts = BTreeMap::new();
    for sm in samples {
        let f = m
            .frame_named(sm.frame)
            .unwrap_or_else(|| panic!("{}: no frame {}", m.channel.module, sm.frame));
        asts.entry(sm.frame)
            .or_insert_with(|| rooted(&base, &cddl::frame_rule(f)));
    }
    let mut wrong = Vec::new();
    let mut gaps = Vec::new();
    for sm in samples {
        let bytes = sm.body.bytes();
        let verdict = validates(&asts[sm.frame], &bytes).expect("samples are well-formed CBOR");
        let got = if verdict.is_ok() { Accept } else { Refuse };
        let line = format!(
            "{} {} {} ({}): expected {:?}, got {verdict:?}",
            m.channel.module,
            sm.frame,
            sm.what,
            hex(&bytes),
            sm.expect
        );
        match (got == sm.expect, sm.gap) {
            (true, _) => {}
            (false, true) => gaps.push(line),
            (false, false) => wrong.push(line),
        }
    }
    assert!(wrong.is_empty(), "\n{}", wrong.join("\n"));
    (samples.len(), gaps)
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

fn f3() -> C {
    arr![1.0, 2.0, 3.0]
}
fn f4() -> C {
    arr![0.0, 0.0, 0.0, 1.0]
}

/// Hand-built payloads on the shipped channels: `(module, samples)`.
#[rustfmt::skip]
fn shipped_samples() -> Vec<(&'static str, Vec<Sample>)> {
    // §6.2 KNOWLEDGE_QUERY_RESULT: an array of records (knowledge_result) with a float;
    // §7 STREAM_END: a const rule; the envelope's corr.
    let hit = map! {0 => "r1", 1 => "text"};
    let qr = |results: C| map! {0 => 0x0101, 1 => b(b"c"), 2 => results, 3 => false};
    let end = |fin: bool| map! {0 => 0x0103, 1 => b(b"c"), 3 => fin};
    let corr = |c: C| with(&without(&end(true), 1), vec![(C::U(1), c)]);
    let knowledge = vec![
        s("KNOWLEDGE_QUERY_RESULT", Accept, "empty results", qr(arr![])),
        s("KNOWLEDGE_QUERY_RESULT", Accept, "one result", qr(arr![hit.clone()])),
        s("KNOWLEDGE_QUERY_RESULT", Accept, "score as a double", qr(arr![with(&hit, vec![kv(3, 0.75)])])),
        s("KNOWLEDGE_QUERY_RESULT", Accept, "score as a half", qr(arr![with(&hit, vec![(C::U(3), C::F16(0x3a00))])])),
        s("KNOWLEDGE_QUERY_RESULT", Accept, "score null (absent)", qr(arr![with(&hit, vec![(C::U(3), C::Null)])])),
        s("KNOWLEDGE_QUERY_RESULT", Accept, "unknown key 99 in a record", qr(arr![with(&hit, vec![kv(99, "x")])])),
        s("KNOWLEDGE_QUERY_RESULT", Refuse, "score an integer (float field)", qr(arr![with(&hit, vec![kv(3, 1)])])),
        s("KNOWLEDGE_QUERY_RESULT", Refuse, "record missing result_id", qr(arr![without(&hit, 0)])),
        s("KNOWLEDGE_QUERY_RESULT", Refuse, "record content a bstr", qr(arr![map! {0 => "r", 1 => b(b"x")}])),
        s("KNOWLEDGE_QUERY_RESULT", Refuse, "text key in a record", qr(arr![with(&hit, vec![kv("k", 1)])])),
        s("KNOWLEDGE_QUERY_RESULT", Refuse, "an item that is not a map", qr(arr!["r1"])),
        s("KNOWLEDGE_QUERY_RESULT", Refuse, "results not an array", qr(hit.clone())),
        s("KNOWLEDGE_QUERY_RESULT", Refuse, "has_more missing", without(&qr(arr![]), 3)),
        s("KNOWLEDGE_QUERY_STREAM_END", Accept, "final true", end(true)),
        s("KNOWLEDGE_QUERY_STREAM_END", Refuse, "final false (const rule)", end(false)),
        s("KNOWLEDGE_QUERY_STREAM_END", Refuse, "corr missing", without(&end(true), 1)),
        s("KNOWLEDGE_QUERY_STREAM_END", Refuse, "corr null (required)", corr(C::Null)),
        s("KNOWLEDGE_QUERY_STREAM_END", Refuse, "corr empty", corr(b(b""))),
        s("KNOWLEDGE_QUERY_STREAM_END", Accept, "corr 64 bytes", corr(b(&[7; 64]))),
        s("KNOWLEDGE_QUERY_STREAM_END", Refuse, "corr 65 bytes", corr(b(&[7; 65]))),
        s("KNOWLEDGE_QUERY_STREAM_END", Refuse, "corr a uint", corr(C::U(7))),
        s("KNOWLEDGE_QUERY_STREAM_END", Refuse, "frame_kind of another frame", with(&without(&end(true), 0), vec![kv(0, 0x0102)])),
        s("KNOWLEDGE_QUERY_STREAM_END", Refuse, "not a map", arr![1]),
    ];

    // §5.5 OCCUPANCY_UPDATE: a tuple of fixed-length float arrays, a strict enum, the
    // int64 stamp, an absent corr; §5.7 SNAPSHOT: arrays of frame bodies.
    let occ = map! {
        0 => 0x0104, 1 => 1_700_000_000, 3 => "map", 4 => 0.05, 5 => 2, 6 => 1,
        7 => arr![f3(), f4()], 8 => 0, 9 => b(b"\x00\x64"),
    };
    let set = |k: i128, v: C| with(&without(&occ, k), vec![(C::from(k), v)]);
    let pose = map! {3 => "map", 4 => b(b"robot"), 5 => f3(), 6 => f4()};
    let pset = |k: i128, v: C| with(&without(&pose, k), vec![(C::from(k), v)]);
    let snap = |poses: C| map! {0 => 0x0106, 1 => -5, 2 => b(b"q"), 4 => poses, 6 => true};
    let spatial = vec![
        s("OCCUPANCY_UPDATE", Accept, "well-formed", occ.clone()),
        s("OCCUPANCY_UPDATE", Accept, "corr null (absent)", set(2, C::Null)),
        s("OCCUPANCY_UPDATE", Refuse, "corr present (forbidden)", set(2, b(b"q"))),
        s("OCCUPANCY_UPDATE", Accept, "stamp most negative int64", set(1, C::from(i128::from(i64::MIN)))),
        s("OCCUPANCY_UPDATE", Refuse, "stamp below int64", set(1, C::from(i128::from(i64::MIN) - 1))),
        s("OCCUPANCY_UPDATE", Refuse, "stamp above int64", set(1, C::U(1 << 63))),
        s("OCCUPANCY_UPDATE", Refuse, "stamp missing", without(&occ, 1)),
        s("OCCUPANCY_UPDATE", Accept, "resolution a single", set(4, C::F32(0.25))),
        s("OCCUPANCY_UPDATE", Refuse, "resolution an integer", set(4, C::from(1))),
        s("OCCUPANCY_UPDATE", Refuse, "origin with one element", set(7, arr![f3()])),
        s("OCCUPANCY_UPDATE", Refuse, "origin with three elements", set(7, arr![f3(), f4(), f3()])),
        s("OCCUPANCY_UPDATE", Refuse, "origin elements swapped", set(7, arr![f4(), f3()])),
        s("OCCUPANCY_UPDATE", Refuse, "origin position of two floats", set(7, arr![arr![1.0, 2.0], f4()])),
        s("OCCUPANCY_UPDATE", Refuse, "origin position with an integer", set(7, arr![arr![1.0, 2.0, 3], f4()])),
        s("OCCUPANCY_UPDATE", Accept, "encoding run_length", set(8, C::from(1))),
        s("OCCUPANCY_UPDATE", Refuse, "encoding 2 (strict enum)", set(8, C::from(2))),
        s("SPATIAL_SNAPSHOT", Accept, "no poses", snap(arr![])),
        s("SPATIAL_SNAPSHOT", Accept, "one pose body", snap(arr![pose.clone()])),
        s("SPATIAL_SNAPSHOT", Accept, "envelope keys inside a pose body are unknown keys", snap(arr![with(&pose, vec![kv(0, "x"), kv(2, 7)])])),
        s("SPATIAL_SNAPSHOT", Refuse, "pose body missing coord_frame", snap(arr![without(&pose, 3)])),
        s("SPATIAL_SNAPSHOT", Refuse, "pose body_id empty", snap(arr![pset(4, b(b""))])),
        s("SPATIAL_SNAPSHOT", Refuse, "pose orientation of 3", snap(arr![pset(6, f3())])),
        s("SPATIAL_SNAPSHOT", Refuse, "poses missing", without(&snap(arr![]), 4)),
        s("SPATIAL_SNAPSHOT", Refuse, "corr missing", without(&snap(arr![]), 2)),
    ];

    // §5 TELEMETRY_REPORT: records with typed maps and unions; §6.1 strict enum items, credit ≥ 1.
    let metric = map! {0 => "cpu", 1 => 1_700_000_000_000_i128, 2 => 0, 3 => 42};
    let value = |v: C| with(&without(&metric, 3), vec![(C::U(3), v)]);
    let event = map! {0 => "gc", 1 => 1};
    let metrics = |m: C| map! {0 => 0x0100, 3 => 7, 4 => arr![m]};
    let events = |e: C| map! {0 => 0x0100, 3 => 7, 5 => arr![e]};
    let sub = |classes: C, credit: i32| map! {0 => 0x0101, 1 => b(b"c"), 2 => classes, 7 => credit};
    let telemetry = vec![
        s("TELEMETRY_REPORT", Accept, "int value", metrics(metric.clone())),
        s("TELEMETRY_REPORT", Accept, "float value", metrics(value(C::from(0.5)))),
        s("TELEMETRY_REPORT", Accept, "negative value", metrics(value(C::from(-3)))),
        s("TELEMETRY_REPORT", Refuse, "bstr value (not in the union)", metrics(value(b(b"x")))),
        s("TELEMETRY_REPORT", Refuse, "bool value (not in the union)", metrics(value(C::from(true)))),
        s("TELEMETRY_REPORT", Refuse, "metric missing value", metrics(without(&metric, 3))),
        s("TELEMETRY_REPORT", Accept, "labels text to text", metrics(with(&metric, vec![kv(5, map! {"host" => "a", "zone" => "b"})]))),
        s("TELEMETRY_REPORT", Accept, "labels empty", metrics(with(&metric, vec![kv(5, map! {})]))),
        s("TELEMETRY_REPORT", Refuse, "labels value a uint", metrics(with(&metric, vec![kv(5, map! {"host" => 1})]))),
        s("TELEMETRY_REPORT", Refuse, "labels key a uint", metrics(with(&metric, vec![kv(5, map! {1 => "a"})]))),
        s("TELEMETRY_REPORT", Refuse, "labels not a map", metrics(with(&metric, vec![kv(5, arr!["a"])]))),
        s("TELEMETRY_REPORT", Accept, "attrs of every union type", events(with(&event, vec![kv(3, map! {"a" => "x", "b" => -1, "c" => 1.5, "d" => false})]))),
        s("TELEMETRY_REPORT", Refuse, "attrs value a bstr", events(with(&event, vec![kv(3, map! {"a" => b(b"x")})]))),
        s("TELEMETRY_REPORT", Refuse, "attrs value null", events(with(&event, vec![kv(3, C::M(vec![(C::from("a"), C::Null)]))]))),
        s("TELEMETRY_SUBSCRIBE", Accept, "every class", sub(arr![0, 1, 2], 1)),
        s("TELEMETRY_SUBSCRIBE", Refuse, "class 3 (strict enum)", sub(arr![0, 3], 1)),
        s("TELEMETRY_SUBSCRIBE", Refuse, "class a text", sub(arr!["metrics"], 1)),
        s("TELEMETRY_SUBSCRIBE", Refuse, "credit 0 (range 1..)", sub(arr![], 0)),
    ];

    // §5 SENSORY_OBSERVE: a non-empty array of records with a four-way union, an optional
    // corr; §6.1 credit ≥ 1 (a relation with a constant).
    let obs = |value: C| map! {0 => b(b"s"), 1 => 5, 3 => 7, 5 => value};
    let observe = |items: C| map! {0 => 0x0100, 3 => 1, 4 => items};
    let subscribe = |credit: i32| map! {0 => 0x0101, 1 => b(b"c"), 6 => credit};
    let sensory = vec![
        s("SENSORY_OBSERVE", Accept, "int value, no corr (optional)", observe(arr![obs(C::from(-4))])),
        s("SENSORY_OBSERVE", Accept, "with corr", with(&observe(arr![obs(C::from(1))]), vec![kv(1, b(b"c")), kv(2, b(b"sub"))])),
        s("SENSORY_OBSERVE", Accept, "float value", observe(arr![obs(C::F16(0x3c00))])),
        s("SENSORY_OBSERVE", Accept, "bstr value", observe(arr![obs(b(b"\x01\x02"))])),
        s("SENSORY_OBSERVE", Accept, "bool value", observe(arr![obs(C::from(true))])),
        s("SENSORY_OBSERVE", Refuse, "text value", observe(arr![obs(C::from("x"))])),
        s("SENSORY_OBSERVE", Refuse, "null value (required)", observe(arr![obs(C::Null)])),
        s("SENSORY_OBSERVE", Refuse, "array value", observe(arr![obs(arr![1])])),
        s("SENSORY_OBSERVE", Refuse, "obs empty (len 1..)", observe(arr![])),
        s("SENSORY_OBSERVE", Refuse, "source_id empty", observe(arr![with(&without(&obs(C::from(1)), 0), vec![kv(0, b(b""))])])),
        s("SENSORY_SUBSCRIBE", Accept, "credit 1", subscribe(1)),
        s("SENSORY_SUBSCRIBE", Refuse, "credit 0 (relation credit >= 1)", subscribe(0)),
    ];

    // §5.1 STREAM_OPEN: flags (the named bit fin), a uint corr.
    let open = map! {0 => 0x0100, 1 => 3, 2 => 65536, 3 => 1};
    let oset = |k: i128, v: C| with(&without(&open, k), vec![(C::from(k), v)]);
    let stream = vec![
        s("STREAM_OPEN", Accept, "no flags", open.clone()),
        s("STREAM_OPEN", Accept, "flags 0", oset(5, C::from(0))),
        s("STREAM_OPEN", Accept, "flags fin", oset(5, C::from(1))),
        // §5.1: reserved bits "MUST be ignored on receipt": accepted.
        s("STREAM_OPEN", Accept, "flags reserved bit 1", oset(5, C::from(2))),
        s("STREAM_OPEN", Accept, "flags fin and reserved bit 7", oset(5, C::from(0x81))),
        s("STREAM_OPEN", Accept, "content_type 200 (unassigned, within 0..255)", oset(3, C::from(200))),
        s("STREAM_OPEN", Refuse, "content_type 256", oset(3, C::from(256))),
        s("STREAM_OPEN", Refuse, "sub_stream_id a bstr", oset(1, b(b"\x03"))),
        s("STREAM_OPEN", Refuse, "sub_stream_id missing", without(&open, 1)),
    ];

    // Value sets (value_in), lengths, ranges and a forbidden corr.
    let step = |state: i32| map! {0 => 0x0106, 2 => "t", 3 => 0, 4 => state};
    let workflow = vec![
        s("WORKFLOW_STEP_EVENT", Accept, "state running", step(1)),
        s("WORKFLOW_STEP_EVENT", Refuse, "state succeeded (terminal)", step(2)),
        s("WORKFLOW_STEP_EVENT", Refuse, "state 9 (not in the value set)", step(9)),
        s("WORKFLOW_STEP_EVENT", Refuse, "corr present (forbidden)", with(&step(1), vec![kv(1, b(b"c"))])),
        s("WORKFLOW_STEP_EVENT", Accept, "corr null", with(&step(1), vec![(C::U(1), C::Null)])),
        s("WORKFLOW_STEP_EVENT", Refuse, "task_id empty", with(&without(&step(1), 2), vec![kv(2, "")])),
        s("WORKFLOW_STEP_EVENT", Accept, "progress 100", with(&step(1), vec![kv(7, 100)])),
        s("WORKFLOW_STEP_EVENT", Refuse, "progress 101", with(&step(1), vec![kv(7, 101)])),
    ];
    let read = |effect: i32| map! {0 => 0x0102, 1 => b(b"c"), 2 => "r", 3 => effect};
    let memory = vec![
        s("MEMORY_READ_REQ", Accept, "effect read_only", read(0)),
        s("MEMORY_READ_REQ", Refuse, "effect destructive (value set)", read(3)),
        s("MEMORY_READ_REQ", Refuse, "record_id null (required)", with(&without(&read(0), 2), vec![(C::U(2), C::Null)])),
    ];

    // §6.4 IMMUNE_GOSSIP_ADVERTISE: an array of records.
    let adv = |items: C| map! {0 => 0x00C0, 1 => b(b"c"), 2 => items};
    let desc = map! {0 => b(b"id"), 1 => 3};
    let immune = vec![
        s("IMMUNE_GOSSIP_ADVERTISE", Accept, "one descriptor", adv(arr![desc.clone()])),
        s("IMMUNE_GOSSIP_ADVERTISE", Refuse, "descriptor without item_id", adv(arr![without(&desc, 0)])),
        s("IMMUNE_GOSSIP_ADVERTISE", Refuse, "descriptor version a text", adv(arr![map! {0 => b(b"id"), 1 => "3"}])),
    ];

    // §6.1 INTERACT_EVENT: an open enum's catch-all within the field's range, an opaque map.
    let ev = |k: i32, v: C| C::M(vec![(C::from(0), C::from(0x0100)), (C::from(1), b(b"*")), (C::from(2), C::from(1)), (C::from(k), v)]);
    let interaction = vec![
        s("INTERACT_EVENT", Accept, "event_class 200 (unrecognized, within 0..255)", map! {0 => 0x0100, 1 => b(b"*"), 2 => 200}),
        s("INTERACT_EVENT", Refuse, "event_class 256", map! {0 => 0x0100, 1 => b(b"*"), 2 => 256}),
        s("INTERACT_EVENT", Accept, "body with uint keys", ev(4, map! {1 => "x"})),
        s("INTERACT_EVENT", Refuse, "body with a text key", ev(4, map! {"k" => "x"})),
        s("INTERACT_EVENT", Accept, "unknown key 9", ev(9, C::from("x"))),
        s("INTERACT_EVENT", Refuse, "a text key", with(&ev(9, C::from(1)), vec![kv("k", 1)])),
        gap("INTERACT_EVENT", Refuse, "unknown negative key -1", ev(-1, C::from(0))),
    ];

    vec![
        ("knowledge", knowledge),
        ("spatial", spatial),
        ("telemetry", telemetry),
        ("sensory", sensory),
        ("stream", stream),
        ("workflow", workflow),
        ("memory", memory),
        ("immune", immune),
        ("interaction", interaction),
    ]
}

#[test]
fn hand_built_samples_on_shipped_channels() {
    let mut total = 0;
    let mut gaps = Vec::new();
    for (module, samples) in shipped_samples() {
        let (n, g) = check_samples(model(module), &samples);
        println!(
            "{module}: {n} hand-built samples, {} validator gaps",
            g.len()
        );
        total += n;
        gaps.extend(g);
    }
    println!(
        "shipped channels: {total} samples; validator gaps (RFC 8610 verdict, not the crate's):"
    );
    for g in &gaps {
        println!("  {g}");
    }
}

// ------------------------------------------------------------------ constructs no shipped channel uses

/// The Interaction schema plus enums, flags, records, floats and frames for
/// the constructs no shipped channel has (text enums, strict text enums,
/// non-contiguous flags, a non-forward-compatible record, bounded typed and
/// opaque maps, int / nint ranges, enums used with different ranges).
fn constructs_model() -> Model {
    let base = npamp_schema::shipped_sources()
        .find(|s| s.module == "interaction")
        .expect("interaction schema")
        .text;
    assert_eq!(base.matches("\nenums:\n").count(), 1);
    assert_eq!(base.matches("\nerrors:\n").count(), 1);
    assert_eq!(base.matches("\n  module: interaction\n").count(), 1);
    // The extra frames go at the end of `frames:`, before the behavioural
    // `exchanges:` that may follow it.
    let (head, tail) = match base.find("\nexchanges:\n") {
        Some(i) => base.split_at(i),
        None => (base, ""),
    };
    let text = format!("{head}{EXTRA_FRAMES}{tail}")
        .replace("\n  module: interaction\n", "\n  module: constructs\n")
        .replace("\nenums:\n", &format!("\nenums:\n{EXTRA_ENUMS}"))
        .replace("\nerrors:\n", &format!("\n{EXTRA_TOP}\nerrors:\n"));
    npamp_schema::parse("codegen/tests/cddl.rs (constructs)", &text)
        .unwrap_or_else(|e| panic!("constructs schema: {e}"))
}

const EXTRA_ENUMS: &str = r#"
  color:
    section: "§7.1"
    wire: tstr
    values:
      - { name: red, value: red }
      - { name: green, value: "green \"go\"" }
    unrecognized: { meaning: "kept raw" }

  token:
    section: "§7.1"
    wire: tstr
    values:
      - { name: alpha, value: a }
      - { name: beta, value: b }
    unrecognized:
      meaning: "refused"
      reject: { basis: strict, section: "§7.1", clause: "the token is a or b" }

  shape_kind:
    section: "§7.1"
    values:
      - { name: dot, value: 0 }
      - { name: line, value: 1 }
    unrecognized:
      meaning: "refused"
      reject: { basis: must, section: "§7.1", clause: "A receiver MUST reject a shape it does not know" }

  level:
    section: "§7.1"
    values:
      - { name: low, value: 0 }
      - { name: high, value: 1 }
    unrecognized: { treat_as: high, meaning: "treated as high" }

"#;

const EXTRA_TOP: &str = r#"
floats:
  section: "§7"
  clause: "the shortest float that keeps the value"
  non_finite: strict

flags:
  item_flags:
    section: "§7.2"
    bits: [{ name: fin, bit: 0 }, { name: urgent, bit: 1 }]
    reserved: { basis: strict, section: "§7.2", clause: "bits 2-63 are reserved" }
  sparse_flags:
    section: "§7.2"
    bits: [{ name: first, bit: 0 }, { name: third, bit: 2 }]
    reserved: { basis: must, section: "§7.2", clause: "A receiver MUST reject a reserved bit" }

records:
  item:
    section: "§7.3"
    fields:
      - { key: 0, name: id, type: tstr, required: true, section: "§7.3" }
      - { key: 1, name: weight, type: float, range: [0.0, 1.0], section: "§7.3" }
      - { key: 2, name: meta, type: { record: meta }, section: "§7.3" }
  meta:
    section: "§7.4"
    forward_compat: false
    fields:
      - { key: 0, name: name, type: tstr, required: true, section: "§7.4" }
"#;

const EXTRA_FRAMES: &str = r#"
  - code: 0x0110
    name: X_RECORDS
    rust: XRecords
    role: notification
    envelope: { corr: absent }
    section: "§7.5"
    fields:
      - { key: 2, name: items, type: { array: { record: item } }, len: [1, 3], required: true, section: "§7.5" }
      - { key: 3, name: meta, type: { record: meta }, section: "§7.5" }
      - { key: 4, name: event, type: { frame_body: INTERACT_EVENT }, section: "§7.5" }

  - code: 0x0111
    name: X_VALUES
    rust: XValues
    role: notification
    section: "§7.6"
    fields:
      - { key: 2, name: f, type: float, section: "§7.6" }
      - { key: 3, name: unit, type: float, range: [0.0, 1.0], section: "§7.6" }
      - { key: 4, name: vec3, type: { array: float }, len: [3, 3], section: "§7.6" }
      - { key: 5, name: u, type: { union: [int, float, bstr, bool] }, section: "§7.6" }
      - { key: 6, name: pair, type: { tuple: [uint, tstr] }, section: "§7.6" }
      - { key: 7, name: pairs, type: { array: { tuple: [uint, { type: tstr, len: [1, 2] }] } }, section: "§7.6" }
      - { key: 8, name: signed, type: int, range: [-5, 5], section: "§7.6" }
      - { key: 9, name: neg, type: nint, section: "§7.6" }
      - { key: 10, name: small, type: uint, range: [1, 10], section: "§7.6" }
      - { key: 11, name: label, type: tstr, len: [1, 4], section: "§7.6" }
      - { key: 12, name: blob, type: bstr, len: [2, null], section: "§7.6" }
      - { key: 13, name: negr, type: nint, range: [-10, -2], section: "§7.6" }

  - code: 0x0112
    name: X_MAPS
    rust: XMaps
    role: notification
    section: "§7.7"
    fields:
      - { key: 2, name: labels, type: { map: { key: tstr, value: tstr } }, section: "§7.7" }
      - { key: 3, name: counts, type: { map: { key: uint, value: { type: uint, range: [0, 9] } } }, len: [0, 2], section: "§7.7" }
      - { key: 4, name: local, type: any_keyed_map, section: "§7.7" }
      - { key: 5, name: opaque, type: uint_keyed_map, len: [1, null], section: "§7.7" }
      - { key: 6, name: anything, type: any, section: "§7.7" }

  - code: 0x0113
    name: X_ENUMS
    rust: XEnums
    role: notification
    section: "§7.8"
    fields:
      - { key: 2, name: color, type: tstr, enum: color, section: "§7.8" }
      - { key: 3, name: token, type: tstr, enum: token, section: "§7.8" }
      - { key: 4, name: shape, type: uint, enum: shape_kind, section: "§7.8" }
      - { key: 5, name: level, type: uint, range: [0, 9], enum: level, section: "§7.8" }
      - { key: 6, name: level_any, type: uint, enum: level, section: "§7.8" }
      - { key: 7, name: flags, type: uint, flags: item_flags, section: "§7.8" }
      - { key: 8, name: sparse, type: uint, flags: sparse_flags, section: "§7.8" }
      - { key: 9, name: shapes, type: { array: { type: uint, enum: shape_kind } }, section: "§7.8" }
      - { key: 10, name: colors, type: { array: { type: tstr, enum: color } }, section: "§7.8" }

  - code: 0x0114
    name: X_RULES
    rust: XRules
    role: notification
    section: "§7.9"
    fields:
      - { key: 2, name: final, type: bool, section: "§7.9" }
      - { key: 3, name: kind, type: uint, enum: prompt_kind, section: "§7.9" }
      - { key: 4, name: credit, type: uint, section: "§7.9" }
      - { key: 5, name: a, type: uint, section: "§7.9" }
      - { key: 6, name: b, type: uint, section: "§7.9" }
      - { key: 7, name: word, type: tstr, enum: color, section: "§7.9" }
    rules:
      - { kind: const, id: final-is-true, section: "§7.9", basis: must, field: final, value: true }
      - { kind: value_in, id: kind-text-or-choice, section: "§7.9", basis: strict, field: kind, in: [text, choice] }
      - { kind: relation, id: credit-at-least-one, section: "§7.9", basis: must, left: credit, op: ">=", right: 1 }
      - { kind: relation, id: credit-below-100, section: "§7.9", basis: strict, left: 100, op: ">", right: credit }
      - { kind: relation, id: a-le-b, section: "§7.9", basis: must, left: a, op: "<=", right: b }
      - { kind: value_in, id: word-red, section: "§7.9", basis: must, field: word, in: [red] }
      - { kind: required_when, id: b-with-a, section: "§7.9", basis: must, field: b, when: { field: a, present: true } }
"#;

#[test]
fn constructs_schema_against_cddl() {
    let m = constructs_model();
    let text = cddl::emit_checked(&m).expect("emit");
    parse(&text);
    let flat = text.replace("\n; ", " ");
    for want in CONSTRUCT_TEXT {
        assert!(
            text.contains(want) || flat.contains(want),
            "constructs CDDL lacks {want:?}:\n{text}"
        );
    }
    let (n, gaps) = check_samples(&m, &construct_samples());
    println!("constructs: {n} hand-built samples, {} validator gaps (RFC 8610 verdict, not the crate's):", gaps.len());
    for g in &gaps {
        println!("  {g}");
    }
}

/// Pieces of the constructs schema's CDDL, one per construct.
const CONSTRUCT_TEXT: &[&str] = &[
    "color-unrecognized = tstr",
    "token = token-alpha / token-beta\n",
    "shape-kind = shape-kind-dot / shape-kind-line\n",
    "level-unrecognized = uint\n",
    "level .and (uint .le 9)",
    "item-flags = uint .le 3\n",
    "sparse-flags = uint .bits sparse-flags-bits\n",
    "sparse-flags-bits = &( first: 0, third: 2 )\n",
    "* int => any,",
    "interact-event-body = {",
    "[1*3 item]",
    "int / float / bstr / bool",
    "[uint, tstr]",
    "[* [uint, tstr .size (1..2)]]",
    "{ * tstr => tstr }",
    "{ 0*2 uint => uint .le 9 }",
    "{ + uint => any }",
    "0.0..1.0",
    "-5..5",
    "-10..-2",
    "? 1: null,",
    "bstr .size (2..18446744073709551615)",
    "\"green \\\"go\\\"\"",
    "2: true / null,",
    "3: prompt-kind-text / prompt-kind-choice / null,",
    "4: 1..99 / null,",
    "7: color-red / null,",
    "a-le-b (§7.9, must), b-with-a (§7.9, must)",
    "NaN and the infinities: refused (strict)",
];

/// Hand-built payloads on the constructs schema.
#[rustfmt::skip]
fn construct_samples() -> Vec<Sample> {
    let item = map! {0 => "i"};
    let recs = |items: C| map! {0 => 0x0110, 2 => items};
    let rec = |k: i32, v: C| with(&recs(arr![item.clone()]), vec![(C::from(k), v)]);
    let frame = |code: i32| move |k: i32, v: C| C::M(vec![(C::from(0), C::from(code)), (C::from(1), b(b"c")), (C::from(k), v)]);
    let (val, maps, en, rules) = (frame(0x0111), frame(0x0112), frame(0x0113), frame(0x0114));
    vec![
        // Records, arrays of records, frame_body, forward_compat: false, a forbidden corr.
        s("X_RECORDS", Accept, "one item", recs(arr![item.clone()])),
        s("X_RECORDS", Accept, "three items", recs(arr![item.clone(), item.clone(), item.clone()])),
        s("X_RECORDS", Refuse, "no items (len 1..3)", recs(arr![])),
        s("X_RECORDS", Refuse, "four items", recs(arr![item.clone(), item.clone(), item.clone(), item.clone()])),
        s("X_RECORDS", Refuse, "corr present (forbidden)", rec(1, b(b"c"))),
        s("X_RECORDS", Accept, "corr null", rec(1, C::Null)),
        s("X_RECORDS", Accept, "item weight 0.5", recs(arr![with(&item, vec![kv(1, 0.5)])])),
        s("X_RECORDS", Refuse, "item weight 1.5 (range)", recs(arr![with(&item, vec![kv(1, 1.5)])])),
        s("X_RECORDS", Accept, "meta with a negative key (forward_compat: false)", rec(3, map! {0 => "m", -1 => 1})),
        s("X_RECORDS", Refuse, "meta with a text key", rec(3, map! {0 => "m", "k" => 1})),
        s("X_RECORDS", Refuse, "meta without name", rec(3, map! {5 => 1})),
        s("X_RECORDS", Accept, "nested record in an item", recs(arr![with(&item, vec![kv(2, map! {0 => "m"})])])),
        s("X_RECORDS", Refuse, "nested record missing its key", recs(arr![with(&item, vec![kv(2, map! {})])])),
        s("X_RECORDS", Accept, "event body", rec(4, map! {2 => 1})),
        s("X_RECORDS", Accept, "event body with envelope keys (unknown there)", rec(4, map! {0 => 9, 1 => "x", 2 => 1})),
        s("X_RECORDS", Refuse, "event body without event_class", rec(4, map! {3 => "n"})),
        // Floats, unions, tuples, ranges, lengths.
        s("X_VALUES", Accept, "float half", val(2, C::F16(0x3e00))),
        s("X_VALUES", Accept, "float single", val(2, C::F32(1.5))),
        s("X_VALUES", Refuse, "float field with an int", val(2, C::from(1))),
        s("X_VALUES", Accept, "unit 1.0", val(3, C::from(1.0))),
        s("X_VALUES", Refuse, "unit 1.5", val(3, C::from(1.5))),
        s("X_VALUES", Refuse, "unit -0.5", val(3, C::from(-0.5))),
        s("X_VALUES", Accept, "vec3", val(4, f3())),
        s("X_VALUES", Refuse, "vec3 of 4", val(4, f4())),
        s("X_VALUES", Accept, "union int", val(5, C::from(-7))),
        s("X_VALUES", Accept, "union float", val(5, C::from(2.5))),
        s("X_VALUES", Accept, "union bstr", val(5, b(b"x"))),
        s("X_VALUES", Accept, "union bool", val(5, C::from(false))),
        s("X_VALUES", Refuse, "union tstr", val(5, C::from("x"))),
        s("X_VALUES", Refuse, "union map", val(5, map! {})),
        s("X_VALUES", Accept, "tuple", val(6, arr![1, "a"])),
        s("X_VALUES", Refuse, "tuple short", val(6, arr![1])),
        s("X_VALUES", Refuse, "tuple long", val(6, arr![1, "a", 2])),
        s("X_VALUES", Refuse, "tuple swapped", val(6, arr!["a", 1])),
        s("X_VALUES", Accept, "array of tuples", val(7, arr![arr![1, "a"], arr![2, "bc"]])),
        s("X_VALUES", Refuse, "array of tuples, an element too long", val(7, arr![arr![1, "abc"]])),
        s("X_VALUES", Refuse, "array of tuples, a short tuple", val(7, arr![arr![1]])),
        s("X_VALUES", Accept, "int -5", val(8, C::from(-5))),
        s("X_VALUES", Accept, "int 5", val(8, C::from(5))),
        s("X_VALUES", Refuse, "int -6", val(8, C::from(-6))),
        s("X_VALUES", Refuse, "int 6", val(8, C::from(6))),
        s("X_VALUES", Accept, "nint -1", val(9, C::from(-1))),
        // `nint` in the cddl crate matches any integer.
        gap("X_VALUES", Refuse, "nint 1", val(9, C::from(1))),
        s("X_VALUES", Refuse, "uint 0 in 1..10", val(10, C::from(0))),
        s("X_VALUES", Accept, "uint 10 in 1..10", val(10, C::from(10))),
        s("X_VALUES", Refuse, "uint 11 in 1..10", val(10, C::from(11))),
        s("X_VALUES", Refuse, "label empty", val(11, C::from(""))),
        s("X_VALUES", Accept, "label 4 bytes", val(11, C::from("abcd"))),
        s("X_VALUES", Refuse, "label 5 bytes", val(11, C::from("abcde"))),
        s("X_VALUES", Refuse, "blob 1 byte (len 2..)", val(12, b(b"x"))),
        s("X_VALUES", Accept, "blob 2 bytes", val(12, b(b"xy"))),
        s("X_VALUES", Accept, "nint -2 in -10..-2", val(13, C::from(-2))),
        s("X_VALUES", Refuse, "nint -1 in -10..-2", val(13, C::from(-1))),
        s("X_VALUES", Refuse, "nint -11 in -10..-2", val(13, C::from(-11))),
        // Typed and opaque maps, `any`.
        s("X_MAPS", Accept, "labels", maps(2, map! {"a" => "b"})),
        s("X_MAPS", Refuse, "labels uint value", maps(2, map! {"a" => 1})),
        s("X_MAPS", Accept, "counts 2 entries", maps(3, map! {1 => 0, 2 => 9})),
        s("X_MAPS", Refuse, "counts 3 entries (len 0..2)", maps(3, map! {1 => 0, 2 => 9, 3 => 1})),
        s("X_MAPS", Refuse, "counts value 10 (range)", maps(3, map! {1 => 10})),
        s("X_MAPS", Refuse, "counts text key", maps(3, map! {"a" => 1})),
        s("X_MAPS", Accept, "local with any keys", maps(4, map! {"a" => 1, -3 => arr![]})),
        s("X_MAPS", Accept, "opaque one entry", maps(5, map! {7 => "x"})),
        s("X_MAPS", Refuse, "opaque empty (len 1..)", maps(5, map! {})),
        s("X_MAPS", Refuse, "opaque text key", maps(5, map! {"a" => 1})),
        s("X_MAPS", Accept, "anything", maps(6, map! {"a" => arr![1.5, b(b"")]})),
        // Text, strict and open enums; an enum used with and without a range; flags.
        s("X_ENUMS", Accept, "color red", en(2, C::from("red"))),
        s("X_ENUMS", Accept, "color with quotes", en(2, C::from("green \"go\""))),
        s("X_ENUMS", Accept, "color blue (unrecognized)", en(2, C::from("blue"))),
        s("X_ENUMS", Refuse, "color a uint", en(2, C::from(0))),
        s("X_ENUMS", Accept, "token a", en(3, C::from("a"))),
        s("X_ENUMS", Refuse, "token c (strict)", en(3, C::from("c"))),
        s("X_ENUMS", Accept, "shape 1", en(4, C::from(1))),
        s("X_ENUMS", Refuse, "shape 2 (strict)", en(4, C::from(2))),
        s("X_ENUMS", Accept, "level 9 (unrecognized, in range)", en(5, C::from(9))),
        s("X_ENUMS", Refuse, "level 10 (range 0..9)", en(5, C::from(10))),
        s("X_ENUMS", Accept, "level_any 10 (no range)", en(6, C::from(10))),
        s("X_ENUMS", Accept, "flags 3", en(7, C::from(3))),
        s("X_ENUMS", Refuse, "flags 4 (reserved bit 2)", en(7, C::from(4))),
        s("X_ENUMS", Accept, "sparse 5 (bits 0 and 2)", en(8, C::from(5))),
        s("X_ENUMS", Refuse, "sparse 2 (bit 1)", en(8, C::from(2))),
        // `.bits` in the cddl crate means "some listed bit is set".
        gap("X_ENUMS", Accept, "sparse 0", en(8, C::from(0))),
        gap("X_ENUMS", Refuse, "sparse 3 (bits 0 and 1)", en(8, C::from(3))),
        s("X_ENUMS", Accept, "shapes", en(9, arr![0, 1])),
        s("X_ENUMS", Refuse, "shapes with 2 (strict)", en(9, arr![0, 2])),
        s("X_ENUMS", Accept, "colors", en(10, arr!["red", "pink"])),
        s("X_ENUMS", Refuse, "colors with a uint", en(10, arr!["red", 1])),
        // Rules folded into types: const, value_in, relations with a constant.
        s("X_RULES", Accept, "final true", rules(2, C::from(true))),
        s("X_RULES", Refuse, "final false", rules(2, C::from(false))),
        s("X_RULES", Accept, "kind text", rules(3, C::from(1))),
        s("X_RULES", Refuse, "kind form", rules(3, C::from(5))),
        s("X_RULES", Refuse, "credit 0", rules(4, C::from(0))),
        s("X_RULES", Accept, "credit 99", rules(4, C::from(99))),
        s("X_RULES", Refuse, "credit 100", rules(4, C::from(100))),
        s("X_RULES", Accept, "word red", rules(7, C::from("red"))),
        s("X_RULES", Refuse, "word blue (value set)", rules(7, C::from("blue"))),
        // Not expressed: a relation between two fields.
        s("X_RULES", Accept, "a > b (a-le-b is listed, not expressed)", with(&rules(5, C::from(2)), vec![kv(6, 1)])),
    ]
}

#[test]
fn emit_checked_reports_name_collisions() {
    let base = npamp_schema::shipped_sources()
        .find(|s| s.module == "interaction")
        .expect("interaction schema")
        .text;
    // A record named like a frame's rule, and one named like the envelope's corr rule.
    let text = base.replace(
        "\nerrors:\n",
        r#"
records:
  interact_event:
    section: "§7"
    fields:
      - { key: 0, name: x, type: tstr, section: "§7" }
  corr:
    section: "§7"
    fields:
      - { key: 0, name: y, type: tstr, section: "§7" }

errors:
"#,
    );
    let text = text.replacen(
        "      - { key: 5, name: ack, type: bool, section: \"§6.1\" }",
        "      - { key: 5, name: ack, type: bool, section: \"§6.1\" }\n      - { key: 6, name: rec, type: { record: interact_event }, section: \"§6.1\" }\n      - { key: 7, name: c, type: { record: corr }, section: \"§6.1\" }",
        1,
    );
    let m = npamp_schema::parse("collisions", &text).unwrap_or_else(|e| panic!("{e}"));
    let err = cddl::emit_checked(&m).expect_err("collisions").to_string();
    assert!(
        err.contains("two rules would be named `interact-event`"),
        "{err}"
    );
    assert!(err.contains("two rules would be named `corr`"), "{err}");
}
