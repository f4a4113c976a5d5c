//! `cargo xtask vectors [--from-fuzz] [--check]`: the Wycheproof-style conformance corpus
//! (`vectors/interaction.json`, `vectors/workflow.json`, `vectors/COVERAGE.md`).
//!
//! The cases are derived *systematically from the schema model*: the generator iterates
//! `model.frames`, their `fields`, `rules` and the channel's `enums`; no frame, field or value
//! is named in this file. Payload bytes are built with the oracle's own deterministic encoder
//! ([`npamp_oracle::encode_value`]) or, for non-canonical forms, hand-assembled from raw bytes
//! ([`cbor`]). Every vector's `result` and `expected` come from [`Oracle::check`] — never from
//! the generated codecs that `cargo xtask conform` then grades (non-circular).
//!
//! The generator also records what it *meant* to build (valid / acceptable / invalid); a
//! disagreement with the oracle is printed as a warning, since it is either a generator slip or
//! an oracle bug worth a look.
//!
//! `--from-fuzz` adds inputs from `fuzz/seeds/decode_<channel>/` and then
//! `fuzz/corpus/decode_<channel>/` (missing directories are skipped). Each file is split into
//! frame type and payload exactly as the `decode_<channel>` fuzz targets do (see
//! `Gen::split_fuzz_input`). To bound the count only inputs whose oracle verdict
//! `(accept | refusal rule)` has not been seen before (seeds first, then file-name order) are
//! kept; their requirement is `<doc>/4.1/fuzz-derived`. The committed corpus is generated
//! *without* `--from-fuzz` (the fuzz corpus is local and not committed), so `--check` compares
//! against a generation without it unless `--from-fuzz` is given too.
//!
//! `--check` regenerates everything in memory and compares with the committed files
//! (exit 1 on drift); nothing is written.

mod cbor;
mod coverage;

use crate::Usage;
use cbor::{as_u64, enc, get, set, with, without, Body};
use ciborium::Value;
use npamp_oracle::encode::build::{array, bytes, int, map, text, uint, umap};
use npamp_oracle::{Oracle, Verdict};
use npamp_schema::{Cond, EnumDef, Field, Frame, Model, Presence, RuleKind, Type};
use serde_json::{json, Map, Value as Json};
use sha2::{Digest, Sha256};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

pub const SCHEMA_VERSION: &str = "1.0.0";
pub const ALGORITHM: &str = "npamp_00";
/// The channel modules, in output order.
pub const CHANNELS: [&str; 2] = ["interaction", "workflow"];

/// Every flag a vector may carry, with its meaning (also written to each file's `notes`).
pub const FLAGS: &[(&str, &str)] = &[
    (
        "MustReject",
        "the input violates a MUST-reject rule: a conformant decoder refuses it",
    ),
    (
        "MinimalValid",
        "only the REQUIRED keys of the frame (plus what its rules demand)",
    ),
    ("MaximalValid", "every declared key of the frame"),
    (
        "MissingRequiredKey",
        "a REQUIRED key is absent (or null, which means absent) (§4.1)",
    ),
    (
        "ExplicitNull",
        "a key carries an explicit null, which is the same as omitting it (README D8)",
    ),
    (
        "WrongType",
        "a key or item of the wrong CBOR major type (§4.1)",
    ),
    (
        "OutOfRange",
        "a value, length or item count outside its declared bounds",
    ),
    (
        "Boundary",
        "a value at the edge of its declared range, length, or integer width",
    ),
    (
        "UnrecognizedEnum",
        "an enum value this revision does not assign: accepted, kept raw (D11)",
    ),
    (
        "AnyType",
        "a field whose CBOR type varies: any well-formed item is accepted",
    ),
    (
        "LocalKeys",
        "a map whose keys are a local matter: any key type is accepted",
    ),
    ("RuleSatisfied", "a single-frame schema rule (D12) holds"),
    (
        "RuleViolation",
        "a single-frame schema rule (D12) is broken",
    ),
    (
        "FrameKindMismatch",
        "frame_kind contradicts the frame-header frame type (§4.2)",
    ),
    (
        "CorrAbsent",
        "corr missing on a frame whose envelope requires it (§4.2)",
    ),
    ("CorrLength", "corr outside 1-64 bytes (§4.2)"),
    (
        "CorrPresent",
        "corr present on a frame whose envelope says it is absent (§4.2)",
    ),
    (
        "UnknownKey",
        "an unknown non-negative key: MUST be ignored (§4.3) - result acceptable",
    ),
    (
        "UnknownNegativeKey",
        "an unknown negative key: MUST be rejected (§4.3)",
    ),
    (
        "NestedMap",
        "the case sits inside a nested uint-keyed map field (§4.3, last sentence)",
    ),
    (
        "NonIntegerKey",
        "a payload map key that is not an integer (§4.1)",
    ),
    ("NotAMap", "the payload is not a CBOR map (§4.1)"),
    (
        "NonCanonical",
        "not RFC 8949 §4.2.1 deterministic CBOR (§4.1)",
    ),
    ("NonShortestInt", "an integer or key not in shortest form"),
    (
        "NonShortestLength",
        "a length or count not in shortest form",
    ),
    (
        "IndefiniteLength",
        "an indefinite-length string, array or map",
    ),
    ("UnsortedKeys", "map keys not in bytewise ascending order"),
    ("DuplicateKey", "a map key repeated"),
    ("TrailingBytes", "bytes after the single payload item"),
    (
        "Truncated",
        "the input ends inside an item (or claims more than remains)",
    ),
    ("Float", "a floating-point value"),
    ("Tag", "a CBOR tag (major type 6)"),
    (
        "SimpleValue",
        "undefined or another simple value than false/true/null",
    ),
    ("Break", "a stray break code (0xff)"),
    (
        "ReservedAi",
        "additional information 28-30 (reserved) or 31 where not allowed",
    ),
    ("InvalidUtf8", "a text string that is not valid UTF-8"),
    (
        "DepthLimit",
        "nesting at or over the decoder depth limit (README D4)",
    ),
    (
        "UnknownOperation",
        "a frame type outside the channel: unknown_operation (D1)",
    ),
    ("FuzzDerived", "an input taken from the fuzzing corpus"),
];

#[derive(Clone, Copy, PartialEq, Eq, Debug, PartialOrd, Ord)]
pub enum Outcome {
    Valid,
    Acceptable,
    Invalid,
}

impl Outcome {
    pub fn as_str(self) -> &'static str {
        match self {
            Outcome::Valid => "valid",
            Outcome::Acceptable => "acceptable",
            Outcome::Invalid => "invalid",
        }
    }
}

use Outcome::{Acceptable, Invalid, Valid};

/// One generated case before the oracle has ruled on it.
#[derive(Clone, Debug)]
struct Case {
    ft: u16,
    /// Stable sort key within the frame type.
    key: String,
    requirement: String,
    intent: Outcome,
    flags: Vec<&'static str>,
    comment: String,
    body: Vec<u8>,
    field: Option<String>,
}

/// A finished vector.
#[derive(Clone, Debug)]
pub struct Vector {
    pub tc_id: usize,
    pub frame_type: u16,
    pub requirement: String,
    pub comment: String,
    pub body: Vec<u8>,
    pub result: Outcome,
    pub intent: Outcome,
    /// `(frame_kind, corr)` for accepted input.
    pub expected: Option<(u16, Option<Vec<u8>>)>,
    /// `wire_name: rule (section)` for refused input.
    pub refusal: Option<String>,
    pub flags: Vec<&'static str>,
    /// The schema field a field-level case is about.
    pub field: Option<String>,
}

/// One channel's corpus.
pub struct Corpus {
    pub module: String,
    pub op: String,
    pub model: Model,
    pub vectors: Vec<Vector>,
}

// ------------------------------------------------------------------ command

pub fn run(args: &[String]) -> Result<ExitCode, Usage> {
    let mut from_fuzz = false;
    let mut check = false;
    for a in args {
        match a.as_str() {
            "--from-fuzz" => from_fuzz = true,
            "--check" => check = true,
            o => return Err(Usage(format!("vectors: unknown argument `{o}`"))),
        }
    }
    let root = crate::workspace_root();
    let outputs = match build_outputs(&root, from_fuzz) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("vectors: {e}");
            return Ok(ExitCode::FAILURE);
        }
    };
    let dir = root.join("vectors");
    if check {
        let mut drift = false;
        for (name, content) in &outputs.files {
            let path = dir.join(name);
            match std::fs::read(&path) {
                Ok(old) if old == content.as_bytes() => println!("up to date  vectors/{name}"),
                Ok(_) => {
                    eprintln!("DRIFT       vectors/{name} differs from a fresh generation");
                    drift = true;
                }
                Err(e) => {
                    eprintln!("MISSING     vectors/{name}: {e}");
                    drift = true;
                }
            }
        }
        if drift {
            eprintln!("run `cargo xtask vectors` to regenerate");
            return Ok(ExitCode::FAILURE);
        }
        return Ok(ExitCode::SUCCESS);
    }
    if let Err(e) = std::fs::create_dir_all(&dir) {
        eprintln!("vectors: cannot create {}: {e}", dir.display());
        return Ok(ExitCode::FAILURE);
    }
    for (name, content) in &outputs.files {
        let path = dir.join(name);
        if let Err(e) = std::fs::write(&path, content) {
            eprintln!("vectors: cannot write {}: {e}", path.display());
            return Ok(ExitCode::FAILURE);
        }
    }
    print_summary(&outputs);
    Ok(ExitCode::SUCCESS)
}

struct Outputs {
    corpora: Vec<Corpus>,
    /// `(file name under vectors/, content)`.
    files: Vec<(String, String)>,
}

fn build_outputs(root: &Path, from_fuzz: bool) -> Result<Outputs, String> {
    let mut corpora = Vec::new();
    let mut files = Vec::new();
    for module in CHANNELS {
        let fuzz_dirs: Vec<PathBuf> = if from_fuzz {
            ["seeds", "corpus"]
                .iter()
                .map(|d| root.join("fuzz").join(d).join(format!("decode_{module}")))
                .collect()
        } else {
            Vec::new()
        };
        let corpus = generate(module, &fuzz_dirs)?;
        for v in &corpus.vectors {
            if v.intent != v.result {
                eprintln!(
                    "warning: {module} tcId {} ({}): generator meant {}, oracle says {}{}",
                    v.tc_id,
                    v.comment,
                    v.intent.as_str(),
                    v.result.as_str(),
                    v.refusal
                        .as_ref()
                        .map(|r| format!(" [{r}]"))
                        .unwrap_or_default()
                );
            }
        }
        files.push((format!("{module}.json"), to_json(&corpus)));
        corpora.push(corpus);
    }
    files.push(("COVERAGE.md".to_string(), coverage::render(&corpora)?));
    Ok(Outputs { corpora, files })
}

fn print_summary(o: &Outputs) {
    for (name, content) in &o.files {
        if name.ends_with(".json") {
            println!(
                "wrote vectors/{name}  sha256 {}",
                crate::inspect::hex(&Sha256::digest(content.as_bytes()))
            );
        } else {
            println!("wrote vectors/{name}");
        }
    }
    let mut total = 0;
    for c in &o.corpora {
        let mut per: BTreeMap<&str, [usize; 3]> = BTreeMap::new();
        for v in &c.vectors {
            let slot = per.entry(v.requirement.as_str()).or_default();
            match v.result {
                Valid => slot[0] += 1,
                Acceptable => slot[1] += 1,
                Invalid => slot[2] += 1,
            }
        }
        println!("\n{} ({}): {} vectors", c.module, c.op, c.vectors.len());
        println!(
            "  {:<52} {:>6} {:>6} {:>6}",
            "requirement", "valid", "accept", "invalid"
        );
        for (req, [a, b, i]) in per {
            println!("  {req:<52} {a:>6} {b:>6} {i:>6}");
        }
        total += c.vectors.len();
    }
    println!("\ntotal: {total} vectors");
}

// ------------------------------------------------------------------ output

fn to_json(c: &Corpus) -> String {
    let tests: Vec<Json> = c.vectors.iter().map(vector_json).collect();
    let mut notes = Map::new();
    for (flag, meaning) in FLAGS {
        if c.vectors.iter().any(|v| v.flags.contains(flag)) {
            notes.insert((*flag).to_string(), json!(meaning));
        }
    }
    let doc = json!({
        "algorithm": ALGORITHM,
        "schemaVersion": SCHEMA_VERSION,
        "specRevision": c.model.channel.spec_revision,
        "header": [
            format!("{} ({} channel 0x{:04X}) payload-decode vectors.", c.model.channel.spec, c.model.channel.name, c.model.channel.id),
            "Generated by `cargo xtask vectors` from the schema model; results from the independent oracle (npamp-oracle). Do not edit.",
        ],
        "numberOfTests": c.vectors.len(),
        "notes": notes,
        "testGroups": [{
            "op": c.op,
            "profile": c.model.channel.minimum_profile,
            "tests": tests,
        }],
    });
    let mut s = serde_json::to_string_pretty(&doc).unwrap_or_default();
    s.push('\n');
    s
}

fn vector_json(v: &Vector) -> Json {
    let mut o = Map::new();
    o.insert("tcId".into(), json!(v.tc_id));
    o.insert("requirement".into(), json!(v.requirement));
    o.insert("comment".into(), json!(v.comment));
    o.insert(
        "in".into(),
        json!({ "frameType": v.frame_type, "body": crate::inspect::hex(&v.body) }),
    );
    o.insert("result".into(), json!(v.result.as_str()));
    if let Some((fk, corr)) = &v.expected {
        let mut e = Map::new();
        e.insert("frame_kind".into(), json!(fk));
        if let Some(c) = corr {
            e.insert("corr".into(), json!(crate::inspect::hex(c)));
        }
        o.insert("expected".into(), Json::Object(e));
    }
    o.insert("flags".into(), json!(v.flags));
    Json::Object(o)
}

// ------------------------------------------------------------------ generation

/// Generate one channel's corpus, plus fuzz-derived inputs from `fuzz_dirs` (may be empty).
pub fn generate(module: &str, fuzz_dirs: &[PathBuf]) -> Result<Corpus, String> {
    let model = npamp_schema::load_shipped(module).map_err(|e| e.to_string())?;
    let oracle = Oracle::new(model.clone());
    let mut g = Gen {
        m: &model,
        cases: Vec::new(),
        field: None,
    };
    for fr in &model.frames {
        g.frame_cases(fr);
    }
    g.outside_channel_cases();
    g.fuzz_cases(&oracle, fuzz_dirs)?;
    let mut cases = g.cases;
    cases.sort_by(|a, b| (a.ft, &a.key).cmp(&(b.ft, &b.key)));
    // The same bytes may serve two requirements (each is its own claim); within one
    // requirement a repeat is dropped.
    let mut seen = BTreeSet::new();
    cases.retain(|c| seen.insert((c.ft, c.body.clone(), c.requirement.clone())));

    let known: BTreeSet<&str> = FLAGS.iter().map(|(f, _)| *f).collect();
    let mut vectors = Vec::with_capacity(cases.len());
    for (i, c) in cases.into_iter().enumerate() {
        if let Some(f) = c.flags.iter().find(|f| !known.contains(**f)) {
            return Err(format!("internal: undocumented flag {f}"));
        }
        let verdict = oracle.check(c.ft, &c.body);
        let (result, expected, refusal) = match verdict {
            Verdict::Accept {
                frame_kind, corr, ..
            } => {
                let r = if c.flags.contains(&"UnknownKey") {
                    Acceptable
                } else {
                    Valid
                };
                (r, Some((frame_kind, corr)), None)
            }
            Verdict::Reject(r) => (
                Invalid,
                None,
                Some(format!("{}: {} ({})", r.wire_name, r.rule, r.section)),
            ),
        };
        let mut flags: Vec<&'static str> =
            c.flags.into_iter().filter(|f| *f != "MustReject").collect();
        if result == Invalid {
            flags.insert(0, "MustReject");
        }
        let mut comment = c.comment;
        if let Some(r) = &refusal {
            comment.push_str(&format!(" — oracle: {r}"));
        }
        vectors.push(Vector {
            tc_id: i + 1,
            frame_type: c.ft,
            requirement: c.requirement,
            comment,
            body: c.body,
            result,
            intent: c.intent,
            expected,
            refusal,
            flags,
            field: c.field,
        });
    }
    Ok(Corpus {
        module: module.to_string(),
        op: format!("{module}.body.decode"),
        model,
        vectors,
    })
}

struct Gen<'m> {
    m: &'m Model,
    cases: Vec<Case>,
    /// The field the current cases are about.
    field: Option<String>,
}

/// Wrong-major-type probes: `(kind, value)`.
fn kinds() -> Vec<(&'static str, Value)> {
    vec![
        ("uint", uint(1)),
        ("nint", int(-1)),
        ("bstr", bytes(&[0x00])),
        ("tstr", text("x")),
        ("array", array(vec![])),
        ("map", Value::Map(vec![])),
        ("bool", Value::Bool(false)),
    ]
}

/// Whether a declared type admits a probe kind.
fn accepts(ty: &Type, kind: &str) -> bool {
    matches!(
        (ty, kind),
        (Type::Uint, "uint")
            | (Type::Nint, "nint")
            | (Type::Int, "uint" | "nint")
            | (Type::Bstr, "bstr")
            | (Type::Tstr, "tstr")
            | (Type::Bool, "bool")
            | (Type::Array(_), "array")
            | (Type::UintKeyedMap | Type::AnyKeyedMap, "map")
            | (Type::Any, _)
    )
}

/// `a uint`, `an array`, ...
fn with_article(kind: &str) -> String {
    if kind.starts_with(['a', 'e', 'i', 'o', 'u']) {
        format!("an {kind}")
    } else {
        format!("a {kind}")
    }
}

fn text_of_len(n: u64) -> String {
    (0..n)
        .map(|i| char::from(b'a' + u8::try_from(i % 26).unwrap_or(0)))
        .collect()
}

fn usize_of(n: u64) -> usize {
    usize::try_from(n).unwrap_or(usize::MAX)
}

/// A value of `ty` with `n` bytes / items where that applies.
fn sample_of_type(ty: &Type, n: u64) -> Value {
    match ty {
        Type::Uint => uint(30),
        Type::Nint | Type::Int => int(-30),
        Type::Bstr => bytes(&vec![0xb5; usize_of(n)]),
        Type::Tstr => text(&text_of_len(n)),
        Type::Bool => Value::Bool(true),
        Type::Array(item) => array(
            (0..n)
                .map(|i| match item.as_ref() {
                    Type::Tstr => text(&format!("item {i}")),
                    Type::Uint => uint(i),
                    other => sample_of_type(other, 3),
                })
                .collect(),
        ),
        Type::UintKeyedMap => umap(vec![(0, text("v"))]),
        Type::AnyKeyedMap => map(vec![(text("k"), text("v"))]),
        Type::Any => uint(0),
    }
}

/// The empty value of a sized type.
fn empty_of(ty: &Type) -> Option<Value> {
    match ty {
        Type::Bstr => Some(bytes(&[])),
        Type::Tstr => Some(text("")),
        Type::Array(_) => Some(array(vec![])),
        Type::UintKeyedMap | Type::AnyKeyedMap => Some(Value::Map(vec![])),
        _ => None,
    }
}

fn sized(ty: &Type) -> bool {
    matches!(ty, Type::Bstr | Type::Tstr | Type::Array(_))
}

/// `n` bytes / chars / items of `ty`.
fn of_len(ty: &Type, n: u64) -> Value {
    sample_of_type(ty, n)
}

fn slug(name: &str) -> String {
    name.to_lowercase().replace('_', "-")
}

fn present(b: &Body, key: u64) -> bool {
    get(b, key).is_some_and(|v| !matches!(v, Value::Null))
}

fn is_empty_value(v: &Value) -> bool {
    match v {
        Value::Bytes(b) => b.is_empty(),
        Value::Text(t) => t.is_empty(),
        Value::Array(a) => a.is_empty(),
        Value::Map(m) => m.is_empty(),
        _ => false,
    }
}

impl<'m> Gen<'m> {
    fn req(&self, section: &str, slug: &str) -> String {
        npamp_schema::requirement_id(&self.m.channel.doc_id, section, slug)
    }

    #[allow(clippy::too_many_arguments)]
    fn add(
        &mut self,
        ft: u16,
        key: String,
        requirement: String,
        intent: Outcome,
        flags: &[&'static str],
        comment: String,
        body: Vec<u8>,
    ) {
        self.cases.push(Case {
            ft,
            key,
            requirement,
            intent,
            flags: flags.to_vec(),
            comment,
            body,
            field: self.field.clone(),
        });
    }

    fn enum_of(&self, f: &Field) -> Option<&'m EnumDef> {
        f.enum_name.as_deref().and_then(|n| self.m.enum_def(n))
    }

    /// An unassigned value of an enum: one past the largest assigned value.
    fn unrecognized(e: &EnumDef) -> u64 {
        e.values
            .iter()
            .map(|v| v.value)
            .max()
            .map_or(0, |m| m.saturating_add(1))
    }

    fn sample(&self, f: &Field) -> Value {
        match &f.ty {
            Type::Uint => {
                let mut v = self
                    .enum_of(f)
                    .and_then(|e| e.values.first())
                    .map_or(30, |v| v.value);
                if let Some((lo, hi)) = f.range {
                    v = v.clamp(lo, hi);
                }
                uint(v)
            }
            Type::Array(_) => sample_of_type(&f.ty, clamp_len(f, 2)),
            ty => sample_of_type(ty, clamp_len(f, 3)),
        }
    }

    fn cond_holds(fr: &Frame, b: &Body, c: &Cond) -> bool {
        fr.field(&c.field)
            .and_then(|f| get(b, f.key))
            .and_then(as_u64)
            .is_some_and(|n| c.values.contains(&n))
    }

    /// A value of the condition field that makes `c` hold (or not).
    fn cond_value(&self, fr: &Frame, c: &Cond, holds: bool) -> u64 {
        if holds {
            return c.values.first().copied().unwrap_or(0);
        }
        let known = fr
            .field(&c.field)
            .and_then(|f| self.enum_of(f))
            .and_then(|e| {
                e.values
                    .iter()
                    .map(|v| v.value)
                    .find(|v| !c.values.contains(v))
            });
        known.unwrap_or_else(|| (0..).find(|v| !c.values.contains(v)).unwrap_or(0))
    }

    /// Known enum values of the condition field for which `c` does not hold, plus one
    /// unassigned value.
    fn cond_false_values(&self, fr: &Frame, c: &Cond) -> Vec<u64> {
        let mut out: Vec<u64> = Vec::new();
        if let Some(e) = fr.field(&c.field).and_then(|f| self.enum_of(f)) {
            out.extend(
                e.values
                    .iter()
                    .map(|v| v.value)
                    .filter(|v| !c.values.contains(v)),
            );
            out.push(Self::unrecognized(e));
        } else {
            out.push(self.cond_value(fr, c, false));
        }
        out
    }

    fn set_cond(&self, fr: &Frame, b: &mut Body, c: &Cond, holds: bool) {
        if let Some(f) = fr.field(&c.field) {
            set(b, f.key, uint(self.cond_value(fr, c, holds)));
        }
    }

    /// Adjust a body so that every single-frame rule holds. Fields in `keep` stay present;
    /// fields in `fixed` keep their value.
    fn fixup(&self, fr: &Frame, b: &mut Body, keep: &[&str], fixed: &[&str]) {
        for _ in 0..8 {
            let mut changed = false;
            for rule in &fr.rules {
                match &rule.kind {
                    RuleKind::RequiredWhen {
                        field,
                        non_empty,
                        when,
                    } => {
                        let Some(f) = fr.field(field) else { continue };
                        let ok = get(b, f.key).is_some_and(|v| {
                            !(matches!(v, Value::Null) || (*non_empty && is_empty_value(v)))
                        });
                        if Self::cond_holds(fr, b, when) && !ok {
                            if fixed.contains(&when.field.as_str()) {
                                set(b, f.key, self.sample(f));
                            } else {
                                self.set_cond(fr, b, when, false);
                            }
                            changed = true;
                        }
                    }
                    RuleKind::PresentIff { field, when } => {
                        let Some(f) = fr.field(field) else { continue };
                        let p = present(b, f.key);
                        let c = Self::cond_holds(fr, b, when);
                        if p != c {
                            if !fixed.contains(&when.field.as_str()) {
                                self.set_cond(fr, b, when, p);
                            } else if p && !keep.contains(&field.as_str()) {
                                cbor::remove(b, f.key);
                            } else {
                                set(b, f.key, self.sample(f));
                            }
                            changed = true;
                        }
                    }
                    RuleKind::AbsentUnless { field, when } => {
                        let Some(f) = fr.field(field) else { continue };
                        if present(b, f.key) && !Self::cond_holds(fr, b, when) {
                            if !fixed.contains(&when.field.as_str()) {
                                self.set_cond(fr, b, when, true);
                            } else if !keep.contains(&field.as_str()) {
                                cbor::remove(b, f.key);
                            }
                            changed = true;
                        }
                    }
                    RuleKind::ValueIn { field, values, .. } => {
                        let Some(f) = fr.field(field) else { continue };
                        let bad = get(b, f.key)
                            .and_then(as_u64)
                            .is_some_and(|n| !values.contains(&n));
                        if bad && !fixed.contains(&field.as_str()) {
                            set(b, f.key, uint(values.first().copied().unwrap_or(0)));
                            changed = true;
                        }
                    }
                    RuleKind::CrossFrame { .. } => {}
                }
            }
            if !changed {
                break;
            }
        }
    }

    fn envelope(&self, fr: &Frame) -> Body {
        let env = &self.m.envelope;
        let mut b = vec![(cbor::uint_key(env.frame_kind_key), uint(u64::from(fr.code)))];
        if fr.corr == Presence::Required {
            b.push((cbor::uint_key(env.corr_key), bytes(&[0x2a])));
        }
        b
    }

    /// REQUIRED keys only (plus whatever the rules demand).
    fn minimal(&self, fr: &Frame) -> Body {
        let mut b = self.envelope(fr);
        for f in fr.fields.iter().filter(|f| f.required) {
            set(&mut b, f.key, self.sample(f));
        }
        self.fixup(fr, &mut b, &[], &[]);
        b
    }

    /// Every declared key.
    fn maximal(&self, fr: &Frame) -> Body {
        let mut b = self.envelope(fr);
        for f in &fr.fields {
            set(&mut b, f.key, self.sample(f));
        }
        let all: Vec<&str> = fr.fields.iter().map(|f| f.name.as_str()).collect();
        self.fixup(fr, &mut b, &all, &[]);
        b
    }

    /// The minimal body with `f` present and the rules adjusted around it.
    fn context(&self, fr: &Frame, f: &Field) -> Body {
        let mut b = self.minimal(fr);
        set(&mut b, f.key, self.sample(f));
        self.fixup(fr, &mut b, &[f.name.as_str()], &[f.name.as_str()]);
        b
    }

    /// What a uint value of `f` should do, judged only from the field's own range and the
    /// `value_in` rules on it.
    fn uint_intent(fr: &Frame, f: &Field, n: u64) -> Outcome {
        if let Some((lo, hi)) = f.range {
            if n < lo || n > hi {
                return Invalid;
            }
        }
        for r in &fr.rules {
            if let RuleKind::ValueIn { field, values, .. } = &r.kind {
                if *field == f.name && !values.contains(&n) {
                    return Invalid;
                }
            }
        }
        Valid
    }

    // -------------------------------------------------------------- per frame

    fn frame_cases(&mut self, fr: &Frame) {
        self.field = None;
        self.valid_cases(fr);
        self.envelope_cases(fr);
        for f in &fr.fields {
            self.field = Some(f.name.clone());
            self.field_cases(fr, f);
            self.field_canonical_cases(fr, f);
        }
        self.field = None;
        self.rule_cases(fr);
        self.unknown_key_cases(fr);
        self.canonical_cases(fr);
    }

    fn valid_cases(&mut self, fr: &Frame) {
        let req = self.req(&fr.section, &slug(&fr.name));
        let min = self.minimal(fr);
        let max = self.maximal(fr);
        self.add(
            fr.code,
            "a-valid/minimal".into(),
            req.clone(),
            Valid,
            &["MinimalValid"],
            format!("{}: REQUIRED keys only", fr.name),
            enc(&min),
        );
        self.add(
            fr.code,
            "a-valid/maximal".into(),
            req,
            Valid,
            &["MaximalValid"],
            format!("{}: every declared key", fr.name),
            enc(&max),
        );
    }

    fn envelope_cases(&mut self, fr: &Frame) {
        let env = self.m.envelope.clone();
        let min = self.minimal(fr);
        let ft = fr.code;
        let n = &fr.name;
        let fk = env.frame_kind_key;
        let req_fk = self.req(&env.frame_kind_section, "frame-kind");
        self.add(
            ft,
            "b-frame-kind/missing".into(),
            req_fk.clone(),
            Invalid,
            &["MissingRequiredKey"],
            format!("{n}: frame_kind (key {fk}) missing"),
            enc(&without(&min, fk)),
        );
        self.add(
            ft,
            "b-frame-kind/null".into(),
            req_fk.clone(),
            Invalid,
            &["MissingRequiredKey", "ExplicitNull"],
            format!("{n}: frame_kind is null"),
            enc(&with(&min, fk, Value::Null)),
        );
        for (kind, v) in kinds() {
            let kind_a = with_article(kind);
            if kind == "uint" {
                continue;
            }
            self.add(
                ft,
                format!("b-frame-kind/type-{kind}"),
                req_fk.clone(),
                Invalid,
                &["WrongType"],
                format!("{n}: frame_kind is {kind_a}"),
                enc(&with(&min, fk, v)),
            );
        }
        let mut wrong: Vec<u64> = self
            .m
            .frames
            .iter()
            .filter(|o| o.code != fr.code)
            .map(|o| u64::from(o.code))
            .collect();
        wrong.extend([0, 0xffff, u64::from(fr.code) + 0x1_0000, u64::MAX]);
        for w in wrong {
            let name = self
                .m
                .frame_by_code(u16::try_from(w).unwrap_or(0))
                .filter(|_| w <= 0xffff)
                .map(|o| format!(" ({})", o.name))
                .unwrap_or_default();
            self.add(
                ft,
                format!("b-frame-kind/mismatch-{w:020}"),
                req_fk.clone(),
                Invalid,
                &["FrameKindMismatch"],
                format!(
                    "{n}: frame_kind {w:#x}{name} contradicts frame type {:#06x}",
                    fr.code
                ),
                enc(&with(&min, fk, uint(w))),
            );
        }

        let ck = env.corr_key;
        let (lo, hi) = env.corr_len;
        let req_c = self.req(&env.corr_section, "corr");
        match fr.corr {
            Presence::Required => {
                self.add(
                    ft,
                    "b-corr/missing".into(),
                    req_c.clone(),
                    Invalid,
                    &["MissingRequiredKey", "CorrAbsent"],
                    format!("{n}: corr (key {ck}) missing"),
                    enc(&without(&min, ck)),
                );
                self.add(
                    ft,
                    "b-corr/null".into(),
                    req_c.clone(),
                    Invalid,
                    &["MissingRequiredKey", "CorrAbsent", "ExplicitNull"],
                    format!("{n}: corr is null"),
                    enc(&with(&min, ck, Value::Null)),
                );
                let mut lens: BTreeSet<u64> = [lo, hi, 24].into_iter().collect();
                if lo > 0 {
                    lens.insert(lo - 1);
                }
                lens.insert(hi + 1);
                for l in lens {
                    let ok = (lo..=hi).contains(&l);
                    let (intent, flags): (Outcome, &[&'static str]) = if ok {
                        (Valid, &["Boundary"])
                    } else {
                        (Invalid, &["CorrLength", "OutOfRange"])
                    };
                    let v = bytes(
                        &(0..l)
                            .map(|i| u8::try_from(i % 256).unwrap_or(0) ^ 0x5a)
                            .collect::<Vec<u8>>(),
                    );
                    self.add(
                        ft,
                        format!("b-corr/len-{l:03}"),
                        req_c.clone(),
                        intent,
                        flags,
                        format!("{n}: corr of {l} byte(s)"),
                        enc(&with(&min, ck, v)),
                    );
                }
                for (kind, v) in kinds() {
                    let kind_a = with_article(kind);
                    if kind == "bstr" {
                        continue;
                    }
                    self.add(
                        ft,
                        format!("b-corr/type-{kind}"),
                        req_c.clone(),
                        Invalid,
                        &["WrongType"],
                        format!("{n}: corr is {kind_a}"),
                        enc(&with(&min, ck, v)),
                    );
                }
            }
            Presence::Absent => {
                for l in [0, lo, hi] {
                    let v = bytes(&vec![0x2a; usize_of(l)]);
                    self.add(
                        ft,
                        format!("b-corr/present-len-{l:03}"),
                        req_c.clone(),
                        Invalid,
                        &["CorrPresent"],
                        format!("{n}: corr of {l} byte(s) on a frame without corr"),
                        enc(&with(&min, ck, v)),
                    );
                }
                self.add(
                    ft,
                    "b-corr/present-tstr".into(),
                    req_c.clone(),
                    Invalid,
                    &["CorrPresent", "WrongType"],
                    format!("{n}: a text corr on a frame without corr"),
                    enc(&with(&min, ck, text("x"))),
                );
                self.add(
                    ft,
                    "b-corr/null".into(),
                    req_c,
                    Valid,
                    &["ExplicitNull"],
                    format!("{n}: corr null on a frame without corr (null means absent)"),
                    enc(&with(&min, ck, Value::Null)),
                );
            }
        }
    }

    fn field_cases(&mut self, fr: &Frame, f: &Field) {
        let ft = fr.code;
        let min = self.minimal(fr);
        let ctx = self.context(fr, f);
        let pre = format!("c-field/{:03}-{}", f.key, f.name);
        let what = format!(
            "{}: field `{}` (key {}, {})",
            fr.name,
            f.name,
            f.key,
            f.ty.describe()
        );
        let req_key = self.req("§4.1", "required-key");
        let req_type = self.req("§4.1", "key-major-type");

        if f.required {
            self.add(
                ft,
                format!("{pre}/missing"),
                req_key.clone(),
                Invalid,
                &["MissingRequiredKey"],
                format!("{what} REQUIRED but missing"),
                enc(&without(&min, f.key)),
            );
            self.add(
                ft,
                format!("{pre}/null"),
                req_key,
                Invalid,
                &["MissingRequiredKey", "ExplicitNull"],
                format!("{what} REQUIRED but null"),
                enc(&with(&min, f.key, Value::Null)),
            );
        } else {
            self.add(
                ft,
                format!("{pre}/null"),
                self.req(&f.section, "explicit-null"),
                Valid,
                &["ExplicitNull"],
                format!("{what} optional and null (= absent)"),
                enc(&with(&min, f.key, Value::Null)),
            );
            self.add(
                ft,
                format!("{pre}/present"),
                self.req(&fr.section, &slug(&fr.name)),
                Valid,
                &[],
                format!("{what} optional and present"),
                enc(&ctx),
            );
        }

        for (kind, v) in kinds() {
            let kind_a = with_article(kind);
            if accepts(&f.ty, kind) {
                if f.ty == Type::Any {
                    self.add(
                        ft,
                        format!("{pre}/any-{kind}"),
                        self.req(&f.section, "any-type"),
                        Valid,
                        &["AnyType"],
                        format!("{what} carries {kind_a}"),
                        enc(&with(&ctx, f.key, v)),
                    );
                }
                continue;
            }
            self.add(
                ft,
                format!("{pre}/type-{kind}"),
                req_type.clone(),
                Invalid,
                &["WrongType"],
                format!("{what} carries {kind_a}"),
                enc(&with(&ctx, f.key, v)),
            );
        }

        if let Type::Array(item) = &f.ty {
            let good = sample_of_type(item, 3);
            let good = match item.as_ref() {
                Type::Tstr => text("item 0"),
                _ => good,
            };
            let mut probes = kinds();
            probes.push(("null", Value::Null));
            for (kind, v) in probes {
                let kind_a = with_article(kind);
                if kind != "null" && accepts(item, kind) {
                    continue;
                }
                self.add(
                    ft,
                    format!("{pre}/item-type-{kind}"),
                    req_type.clone(),
                    Invalid,
                    &["WrongType"],
                    format!("{what}: an item is {kind_a}"),
                    enc(&with(&ctx, f.key, array(vec![good.clone(), v]))),
                );
            }
        }

        match &f.ty {
            Type::Uint => self.uint_cases(fr, f, &ctx, &pre, &what),
            Type::Nint | Type::Int => {
                for n in [-1i128, -24, -25, -(1i128 << 64)] {
                    self.add(
                        ft,
                        format!("{pre}/value-{n}"),
                        self.req(&f.section, "value-range"),
                        Valid,
                        &["Boundary"],
                        format!("{what} = {n}"),
                        enc(&with(&ctx, f.key, int(n))),
                    );
                }
            }
            _ => {}
        }

        if sized(&f.ty) {
            self.len_cases(fr, f, &ctx, &pre, &what);
        }

        match &f.ty {
            Type::UintKeyedMap => self.nested_map_cases(fr, f, &ctx, &pre, &what),
            Type::AnyKeyedMap => {
                let req = self.req(&f.section, "local-keys");
                let probes: Vec<(&str, Value)> = vec![
                    ("empty", Value::Map(vec![])),
                    ("negative-key", map(vec![(int(-1), uint(0))])),
                    ("bstr-key", map(vec![(bytes(&[0x00]), uint(0))])),
                    (
                        "mixed-keys",
                        map(vec![
                            (uint(0), uint(0)),
                            (int(-1), uint(1)),
                            (text("k"), uint(2)),
                        ]),
                    ),
                ];
                for (name, v) in probes {
                    self.add(
                        ft,
                        format!("{pre}/{name}"),
                        req.clone(),
                        Valid,
                        &["LocalKeys"],
                        format!("{what}: {name}"),
                        enc(&with(&ctx, f.key, v)),
                    );
                }
            }
            _ => {}
        }
    }

    fn uint_cases(&mut self, fr: &Frame, f: &Field, ctx: &Body, pre: &str, what: &str) {
        let ft = fr.code;
        let req = self.req(&f.section, "value-range");
        let mut values: Vec<(u64, &'static str)> = Vec::new();
        match f.range {
            Some((lo, hi)) => {
                values.push((lo, "Boundary"));
                values.push((hi, "Boundary"));
                if lo > 0 {
                    values.push((lo - 1, "OutOfRange"));
                }
                if hi < u64::MAX {
                    values.push((hi + 1, "OutOfRange"));
                    values.push((u64::MAX, "OutOfRange"));
                }
            }
            None => {
                for n in [0, 23, 24, u64::MAX] {
                    values.push((n, "Boundary"));
                }
            }
        }
        for (n, flag) in values {
            let intent = Self::uint_intent(fr, f, n);
            let flags: &[&'static str] = if intent == Valid {
                &["Boundary"]
            } else if flag == "OutOfRange" {
                &["OutOfRange"]
            } else {
                &["Boundary", "RuleViolation"]
            };
            self.add(
                ft,
                format!("{pre}/value-{n:020}"),
                req.clone(),
                intent,
                flags,
                format!("{what} = {n}"),
                enc(&with(ctx, f.key, uint(n))),
            );
        }
        if let Some(e) = self.enum_of(f) {
            let mut un: BTreeSet<u64> = BTreeSet::new();
            un.insert(Self::unrecognized(e));
            if let Some((a, _)) = e.unassigned {
                un.insert(a);
            }
            if let Some((a, b)) = e.private_use {
                un.insert(a);
                un.insert(b);
            }
            let req = self.req(&e.section, "unrecognized-enum-value");
            for n in un {
                let intent = Self::uint_intent(fr, f, n);
                let flags: &[&'static str] = if intent == Valid {
                    &["UnrecognizedEnum"]
                } else {
                    &["UnrecognizedEnum", "RuleViolation"]
                };
                self.add(
                    ft,
                    format!("{pre}/unrecognized-{n:020}"),
                    req.clone(),
                    intent,
                    flags,
                    format!("{what} = {n}, not assigned in enum `{}`", e.name),
                    enc(&with(ctx, f.key, uint(n))),
                );
            }
        }
    }

    fn len_cases(&mut self, fr: &Frame, f: &Field, ctx: &Body, pre: &str, what: &str) {
        let ft = fr.code;
        let req = self.req(&f.section, "value-length");
        let mut lens: Vec<(u64, Outcome)> = Vec::new();
        match f.len {
            Some((lo, hi)) => {
                if lo > 0 {
                    lens.push((lo - 1, Invalid));
                }
                lens.push((lo, Valid));
                if let Some(hi) = hi {
                    lens.push((hi, Valid));
                    lens.push((hi + 1, Invalid));
                } else {
                    lens.push((24, Valid));
                }
            }
            None => {
                lens.push((0, Valid));
                lens.push((24, Valid));
            }
        }
        for (l, intent) in lens {
            let flags: &[&'static str] = if intent == Valid {
                &["Boundary"]
            } else {
                &["OutOfRange"]
            };
            let unit = if matches!(f.ty, Type::Array(_)) {
                "items"
            } else {
                "bytes"
            };
            self.add(
                ft,
                format!("{pre}/len-{l:05}"),
                req.clone(),
                intent,
                flags,
                format!("{what} of {l} {unit}"),
                enc(&with(ctx, f.key, of_len(&f.ty, l))),
            );
        }
    }

    fn nested_map_cases(&mut self, fr: &Frame, f: &Field, ctx: &Body, pre: &str, what: &str) {
        let ft = fr.code;
        let req_unknown = self.req("§4.3", "unknown-key-ignored");
        let req_neg = self.req("§4.3", "unknown-negative-key");
        let req_type = self.req("§4.1", "key-major-type");
        self.add(
            ft,
            format!("{pre}/empty"),
            self.req(&f.section, "value-length"),
            Valid,
            &["Boundary"],
            format!("{what}: empty map"),
            enc(&with(ctx, f.key, Value::Map(vec![]))),
        );
        for k in [24u64, u64::MAX] {
            self.add(
                ft,
                format!("{pre}/unknown-key-{k:020}"),
                req_unknown.clone(),
                Acceptable,
                &["UnknownKey", "NestedMap"],
                format!("{what}: nested unknown non-negative key {k}"),
                enc(&with(ctx, f.key, umap(vec![(0, text("v")), (k, uint(1))]))),
            );
        }
        for n in [-1i128, -25, -(1i128 << 64)] {
            self.add(
                ft,
                format!("{pre}/negative-key{n}"),
                req_neg.clone(),
                Invalid,
                &["UnknownNegativeKey", "NestedMap"],
                format!("{what}: nested unknown negative key {n}"),
                enc(&with(
                    ctx,
                    f.key,
                    map(vec![(uint(0), text("v")), (int(n), uint(1))]),
                )),
            );
        }
        self.add(
            ft,
            format!("{pre}/negative-key-null"),
            req_neg,
            Invalid,
            &["UnknownNegativeKey", "NestedMap", "ExplicitNull"],
            format!("{what}: nested unknown negative key -1 with a null value"),
            enc(&with(ctx, f.key, map(vec![(int(-1), Value::Null)]))),
        );
        for (kind, key) in [
            ("tstr", text("k")),
            ("bstr", bytes(&[0x00])),
            ("bool", Value::Bool(false)),
        ] {
            let kind_a = with_article(kind);
            self.add(
                ft,
                format!("{pre}/key-type-{kind}"),
                req_type.clone(),
                Invalid,
                &["WrongType", "NestedMap"],
                format!("{what}: nested key is {kind_a}"),
                enc(&with(
                    ctx,
                    f.key,
                    map(vec![(uint(0), text("v")), (key, uint(1))]),
                )),
            );
        }
        self.add(ft, format!("{pre}/opaque-inner"), self.req(&f.section, "opaque-content"), Valid, &["NestedMap"],
            format!("{what}: values inside the nested map are opaque (an inner negative key is content)"),
            enc(&with(ctx, f.key, umap(vec![(0, map(vec![(int(-1), uint(0))]))]))));
        // D4 counts every level: the payload map is level 1, this map level 2.
        let max = self.m.limits.max_depth;
        let req_depth = self.req("§4.1", "nesting-depth");
        for (k, intent) in [
            (max.saturating_sub(2), Valid),
            (max.saturating_sub(1), Invalid),
        ] {
            let inner = {
                let mut v = vec![0xa1, 0x00];
                v.extend(cbor::nested_arrays(k));
                v
            };
            let flags: &[&'static str] = if intent == Valid {
                &["DepthLimit", "NestedMap", "Boundary"]
            } else {
                &["DepthLimit", "NestedMap"]
            };
            self.add(
                ft,
                format!("{pre}/depth-{:03}", k + 2),
                req_depth.clone(),
                intent,
                flags,
                format!("{what}: nesting reaches level {} (limit {max})", k + 2),
                cbor::body_with_raw(ctx, &cbor::uint_key(f.key), inner),
            );
        }
    }

    /// Field-level RFC 8949 §4.2.1 violations.
    fn field_canonical_cases(&mut self, fr: &Frame, f: &Field) {
        let ft = fr.code;
        let ctx = self.context(fr, f);
        let key = cbor::uint_key(f.key);
        let Some(v) = get(&ctx, f.key).cloned() else {
            return;
        };
        let pre = format!("c-field/{:03}-{}/cbor", f.key, f.name);
        let what = format!("{}: field `{}` (key {})", fr.name, f.name, f.key);
        let req = self.req("§4.1", "deterministic-cbor");
        let mut probes: Vec<(String, Vec<u8>, Vec<&'static str>)> = Vec::new();
        if let Some(raw) = cbor::non_shortest(&v) {
            let flag = if matches!(v, Value::Integer(_)) {
                "NonShortestInt"
            } else {
                "NonShortestLength"
            };
            probes.push(("non-shortest head".into(), raw, vec![flag]));
        }
        if let Some(raw) = cbor::indefinite(&v) {
            probes.push(("indefinite length".into(), raw, vec!["IndefiniteLength"]));
        }
        match &v {
            Value::Integer(i) => {
                let n = i128::from(*i);
                #[allow(clippy::cast_precision_loss)]
                let fl = npamp_oracle::encode_value(&Value::Float(n as f64));
                probes.push(("float".into(), fl, vec!["Float"]));
                let mut tagged = vec![0xc1];
                tagged.extend(npamp_oracle::encode_value(&v));
                probes.push(("tag 1".into(), tagged, vec!["Tag"]));
            }
            Value::Text(t) => {
                for bad in [
                    &[0xffu8][..],
                    &[0xc0, 0xaf],
                    &[0xed, 0xa0, 0x80],
                    &[0xe2, 0x82],
                ] {
                    let mut raw = t.as_bytes().to_vec();
                    raw.truncate(raw.len().saturating_sub(bad.len()));
                    raw.extend_from_slice(bad);
                    probes.push((
                        format!("invalid UTF-8 {}", crate::inspect::hex(bad)),
                        cbor::bad_text(&raw),
                        vec!["InvalidUtf8"],
                    ));
                }
            }
            Value::Bool(b) => {
                probes.push((
                    "two-byte simple form".into(),
                    vec![0xf8, if *b { 0x15 } else { 0x14 }],
                    vec!["SimpleValue"],
                ));
                probes.push(("undefined".into(), vec![0xf7], vec!["SimpleValue"]));
            }
            Value::Array(items) => {
                if let Some(Value::Text(t)) = items.first() {
                    let mut raw = t.as_bytes().to_vec();
                    raw.push(0xff);
                    let mut out = cbor::head(4, 1);
                    out.extend(cbor::bad_text(&raw));
                    probes.push(("invalid UTF-8 in an item".into(), out, vec!["InvalidUtf8"]));
                }
            }
            Value::Map(_) => {
                let two = match f.ty {
                    Type::UintKeyedMap => vec![
                        (vec![0x00], vec![0x61, b'a']),
                        (vec![0x01], vec![0x61, b'b']),
                    ],
                    _ => vec![
                        (vec![0x61, b'a'], vec![0x00]),
                        (vec![0x61, b'b'], vec![0x01]),
                    ],
                };
                let rev: Vec<cbor::Entry> = two.iter().rev().cloned().collect();
                probes.push((
                    "inner keys unsorted".into(),
                    cbor::map_raw(&rev),
                    vec!["UnsortedKeys", "NestedMap"],
                ));
                let dup = vec![two[0].clone(), two[0].clone()];
                probes.push((
                    "inner key duplicated".into(),
                    cbor::map_raw(&dup),
                    vec!["DuplicateKey", "NestedMap"],
                ));
                if f.ty == Type::UintKeyedMap {
                    probes.push((
                        "inner key not shortest".into(),
                        cbor::map_raw(&[(vec![0x18, 0x00], vec![0x00])]),
                        vec!["NonShortestInt", "NestedMap"],
                    ));
                }
            }
            _ => {}
        }
        for (i, (name, raw, extra)) in probes.into_iter().enumerate() {
            let mut flags = vec!["NonCanonical"];
            flags.extend(extra);
            self.add(
                ft,
                format!("{pre}-{i:02}"),
                req.clone(),
                Invalid,
                &flags,
                format!("{what}: {name}"),
                cbor::body_with_raw(&ctx, &key, raw),
            );
        }
    }

    // -------------------------------------------------------------- rules (D12)

    fn rule_cases(&mut self, fr: &Frame) {
        let ft = fr.code;
        for rule in &fr.rules {
            let req = rule.requirement(self.m);
            let pre = format!("d-rule/{}", rule.id);
            let what = format!("{}: rule {} ({})", fr.name, rule.id, rule.section);
            let mut out: Vec<(String, Outcome, Body, &'static str)> = Vec::new();
            match &rule.kind {
                RuleKind::RequiredWhen {
                    field,
                    non_empty,
                    when,
                } => {
                    let (Some(f), Some(cf)) = (fr.field(field), fr.field(&when.field)) else {
                        continue;
                    };
                    for &v in &when.values {
                        let mut base = self.minimal(fr);
                        set(&mut base, cf.key, uint(v));
                        let mut ok = with(&base, f.key, self.sample(f));
                        self.fixup(
                            fr,
                            &mut ok,
                            &[field.as_str(), when.field.as_str()],
                            &[when.field.as_str()],
                        );
                        out.push((
                            format!("{}={v}, {} present", cf.name, f.name),
                            Valid,
                            ok.clone(),
                            "RuleSatisfied",
                        ));
                        out.push((
                            format!("{}={v}, {} missing", cf.name, f.name),
                            Invalid,
                            without(&ok, f.key),
                            "RuleViolation",
                        ));
                        out.push((
                            format!("{}={v}, {} null", cf.name, f.name),
                            Invalid,
                            with(&ok, f.key, Value::Null),
                            "RuleViolation",
                        ));
                        if *non_empty {
                            if let Some(e) = empty_of(&f.ty) {
                                out.push((
                                    format!("{}={v}, {} empty", cf.name, f.name),
                                    Invalid,
                                    with(&ok, f.key, e),
                                    "RuleViolation",
                                ));
                            }
                        }
                    }
                    for u in self.cond_false_values(fr, when) {
                        let b = with(&without(&self.minimal(fr), f.key), cf.key, uint(u));
                        out.push((
                            format!("{}={u}, {} missing", cf.name, f.name),
                            Valid,
                            b,
                            "RuleSatisfied",
                        ));
                    }
                }
                RuleKind::PresentIff { field, when } => {
                    let (Some(f), Some(cf)) = (fr.field(field), fr.field(&when.field)) else {
                        continue;
                    };
                    for &v in &when.values {
                        let b = with(&self.minimal(fr), cf.key, uint(v));
                        out.push((
                            format!("{}={v}, {} present", cf.name, f.name),
                            Valid,
                            with(&b, f.key, self.sample(f)),
                            "RuleSatisfied",
                        ));
                        out.push((
                            format!("{}={v}, {} missing", cf.name, f.name),
                            Invalid,
                            without(&b, f.key),
                            "RuleViolation",
                        ));
                        out.push((
                            format!("{}={v}, {} null", cf.name, f.name),
                            Invalid,
                            with(&b, f.key, Value::Null),
                            "RuleViolation",
                        ));
                    }
                    for u in self.cond_false_values(fr, when) {
                        let b = with(&without(&self.minimal(fr), f.key), cf.key, uint(u));
                        out.push((
                            format!("{}={u}, {} present", cf.name, f.name),
                            Invalid,
                            with(&b, f.key, self.sample(f)),
                            "RuleViolation",
                        ));
                        out.push((
                            format!("{}={u}, {} missing", cf.name, f.name),
                            Valid,
                            b,
                            "RuleSatisfied",
                        ));
                    }
                }
                RuleKind::AbsentUnless { field, when } => {
                    let (Some(f), Some(cf)) = (fr.field(field), fr.field(&when.field)) else {
                        continue;
                    };
                    for &v in &when.values {
                        let b = with(&self.minimal(fr), cf.key, uint(v));
                        out.push((
                            format!("{}={v}, {} present", cf.name, f.name),
                            Valid,
                            with(&b, f.key, self.sample(f)),
                            "RuleSatisfied",
                        ));
                        out.push((
                            format!("{}={v}, {} missing", cf.name, f.name),
                            Valid,
                            without(&b, f.key),
                            "RuleSatisfied",
                        ));
                    }
                    for u in self.cond_false_values(fr, when) {
                        let b = with(&without(&self.minimal(fr), f.key), cf.key, uint(u));
                        out.push((
                            format!("{}={u}, {} present", cf.name, f.name),
                            Invalid,
                            with(&b, f.key, self.sample(f)),
                            "RuleViolation",
                        ));
                        out.push((
                            format!("{}={u}, {} null", cf.name, f.name),
                            Valid,
                            with(&b, f.key, Value::Null),
                            "RuleSatisfied",
                        ));
                    }
                }
                RuleKind::ValueIn { field, values, .. } => {
                    let Some(f) = fr.field(field) else { continue };
                    let mut all: BTreeSet<u64> = values.iter().copied().collect();
                    if let Some(e) = self.enum_of(f) {
                        all.extend(e.values.iter().map(|v| v.value));
                        all.insert(Self::unrecognized(e));
                    }
                    for n in all {
                        let b = with(&self.minimal(fr), f.key, uint(n));
                        let ok = values.contains(&n);
                        out.push((
                            format!("{}={n}", f.name),
                            if ok { Valid } else { Invalid },
                            b,
                            if ok { "RuleSatisfied" } else { "RuleViolation" },
                        ));
                    }
                }
                RuleKind::CrossFrame { .. } => {}
            }
            for (i, (desc, intent, body, flag)) in out.into_iter().enumerate() {
                self.add(
                    ft,
                    format!("{pre}/{i:03}"),
                    req.clone(),
                    intent,
                    &[flag],
                    format!("{what}: {desc}"),
                    enc(&body),
                );
            }
        }
    }

    // -------------------------------------------------------------- §4.3 and keys

    fn next_free_key(&self, fr: &Frame) -> u64 {
        let env = &self.m.envelope;
        fr.fields
            .iter()
            .map(|f| f.key)
            .chain([env.frame_kind_key, env.corr_key])
            .max()
            .unwrap_or(0)
            + 1
    }

    fn unknown_key_cases(&mut self, fr: &Frame) {
        let ft = fr.code;
        let n = &fr.name;
        let min = self.minimal(fr);
        let max = self.maximal(fr);
        let free = self.next_free_key(fr);
        let req_u = self.req("§4.3", "unknown-key-ignored");
        let req_n = self.req("§4.3", "unknown-negative-key");
        let req_k = self.req("§4.1", "integer-keys");
        let declared: BTreeSet<u64> = fr.fields.iter().map(|f| f.key).collect();
        let mut keys: BTreeSet<u64> = [free, 23, 24, 1000, u64::MAX].into_iter().collect();
        keys.retain(|k| !declared.contains(k) && *k > self.m.envelope.corr_key);
        for k in keys {
            self.add(
                ft,
                format!("e-unknown/key-{k:020}"),
                req_u.clone(),
                Acceptable,
                &["UnknownKey"],
                format!("{n}: unknown non-negative key {k}"),
                enc(&with(&min, k, uint(0))),
            );
        }
        self.add(
            ft,
            "e-unknown/null".into(),
            req_u.clone(),
            Acceptable,
            &["UnknownKey", "ExplicitNull"],
            format!("{n}: unknown key {free} with a null value"),
            enc(&with(&min, free, Value::Null)),
        );
        self.add(
            ft,
            "e-unknown/structured".into(),
            req_u.clone(),
            Acceptable,
            &["UnknownKey"],
            format!(
                "{n}: unknown key {free} whose value is a map with a negative key (skipped unread)"
            ),
            enc(&with(
                &min,
                free,
                map(vec![(int(-1), array(vec![text("x")]))]),
            )),
        );
        self.add(
            ft,
            "e-unknown/with-maximal".into(),
            req_u,
            Acceptable,
            &["UnknownKey"],
            format!("{n}: every declared key plus unknown key {free}"),
            enc(&with(&max, free, bytes(&[1, 2, 3]))),
        );
        for k in [-1i128, -24, -25, -256, -(1i128 << 64)] {
            let mut b = min.clone();
            b.push((int(k), uint(0)));
            self.add(
                ft,
                format!("e-negative/key{k}"),
                req_n.clone(),
                Invalid,
                &["UnknownNegativeKey"],
                format!("{n}: unknown negative key {k}"),
                enc(&b),
            );
        }
        let mut b = min.clone();
        b.push((int(-1), Value::Null));
        self.add(
            ft,
            "e-negative/null".into(),
            req_n,
            Invalid,
            &["UnknownNegativeKey", "ExplicitNull"],
            format!("{n}: unknown negative key -1 with a null value"),
            enc(&b),
        );
        let bad_keys: Vec<(&str, Value)> = vec![
            ("tstr", text("a")),
            ("bstr", bytes(&[0x00])),
            ("bool", Value::Bool(false)),
            ("null", Value::Null),
            ("array", array(vec![])),
            ("map", Value::Map(vec![])),
        ];
        for (kind, key) in bad_keys {
            let kind_a = with_article(kind);
            let mut b = min.clone();
            b.push((key, uint(0)));
            self.add(
                ft,
                format!("e-key-type/{kind}"),
                req_k.clone(),
                Invalid,
                &["NonIntegerKey"],
                format!("{n}: {kind_a} map key"),
                enc(&b),
            );
        }
    }

    // -------------------------------------------------------------- §4.1 container

    fn canonical_cases(&mut self, fr: &Frame) {
        let ft = fr.code;
        let n = fr.name.clone();
        let min = self.minimal(fr);
        let canon = enc(&min);
        let e = cbor::entries(&min);
        let req = self.req("§4.1", "deterministic-cbor");
        let env = self.m.envelope.clone();
        let fk_key = cbor::uint_key(env.frame_kind_key);
        let fk_val = uint(u64::from(fr.code));
        let free = cbor::uint_key(self.next_free_key(fr));
        let mut probes: Vec<(String, Vec<u8>, Vec<&'static str>, Outcome)> = Vec::new();
        let mut p = |d: &str, b: Vec<u8>, f: &[&'static str]| {
            probes.push((d.to_string(), b, f.to_vec(), Invalid))
        };

        // shortest form
        if let Some(w) = cbor::non_shortest(&fk_val) {
            p(
                "frame_kind value one width too wide",
                cbor::map_raw(&cbor::replace_value(&e, &fk_key, w)),
                &["NonShortestInt"],
            );
        }
        let mut wide8 = vec![0x1b];
        wide8.extend_from_slice(&u64::from(fr.code).to_be_bytes());
        p(
            "frame_kind value in 8 bytes",
            cbor::map_raw(&cbor::replace_value(&e, &fk_key, wide8)),
            &["NonShortestInt"],
        );
        if let Some(k) = cbor::head_wide(0, env.frame_kind_key) {
            let mut ee = e.clone();
            if let Some(first) = ee.first_mut() {
                first.0 = k;
            }
            p(
                "frame_kind key not in shortest form",
                cbor::map_raw(&ee),
                &["NonShortestInt"],
            );
        }
        if let Some(b) = cbor::map_wide_head(&e) {
            p("map count not in shortest form", b, &["NonShortestLength"]);
        }
        if fr.corr == Presence::Required {
            let ck = cbor::uint_key(env.corr_key);
            if let Some(v) = get(&min, env.corr_key) {
                if let Some(w) = cbor::non_shortest(v) {
                    p(
                        "corr length not in shortest form",
                        cbor::body_with_raw(&min, &ck, w),
                        &["NonShortestLength"],
                    );
                }
                if let Some(w) = cbor::indefinite(v) {
                    p(
                        "corr as an indefinite-length byte string",
                        cbor::body_with_raw(&min, &ck, w),
                        &["IndefiniteLength"],
                    );
                }
            }
        }
        // definite lengths
        p(
            "indefinite-length payload map",
            cbor::map_indefinite(&e),
            &["IndefiniteLength"],
        );
        p(
            "indefinite-length empty array as unknown-key value",
            cbor::body_with_raw(&min, &free, vec![0x9f, 0xff]),
            &["IndefiniteLength"],
        );
        // key order
        if e.len() >= 2 {
            let mut sw = e.clone();
            sw.swap(0, 1);
            p(
                "first two keys swapped",
                cbor::map_raw(&sw),
                &["UnsortedKeys"],
            );
        }
        if e.len() >= 3 {
            let rev: Vec<cbor::Entry> = e.iter().rev().cloned().collect();
            p(
                "keys in descending order",
                cbor::map_raw(&rev),
                &["UnsortedKeys"],
            );
        }
        let mut longfirst = e.clone();
        longfirst.push((vec![0x18, 0x18], vec![0x00]));
        longfirst.insert(0, (vec![0x18, 0x19], vec![0x00]));
        p(
            "unknown keys 25 before 24",
            cbor::map_raw(&longfirst),
            &["UnsortedKeys"],
        );
        // duplicates
        if let Some(first) = e.first() {
            let mut d = e.clone();
            d.insert(1, first.clone());
            p(
                "frame_kind key repeated with the same value",
                cbor::map_raw(&d),
                &["DuplicateKey"],
            );
        }
        if let Some(last) = e.last() {
            let mut d = e.clone();
            d.push(last.clone());
            p("last key repeated", cbor::map_raw(&d), &["DuplicateKey"]);
        }
        // one item
        for (d, tail) in [
            ("a trailing 0x00", vec![0x00]),
            ("a trailing null", vec![0xf6]),
            ("a trailing break", vec![0xff]),
        ] {
            let mut b = canon.clone();
            b.extend(tail);
            p(d, b, &["TrailingBytes"]);
        }
        let mut twice = canon.clone();
        twice.extend_from_slice(&canon);
        p("the payload twice", twice, &["TrailingBytes"]);
        // truncation
        p(
            "last byte cut",
            canon
                .get(..canon.len().saturating_sub(1))
                .unwrap_or_default()
                .to_vec(),
            &["Truncated"],
        );
        p(
            "map head only",
            canon.get(..1).unwrap_or_default().to_vec(),
            &["Truncated"],
        );
        p("empty payload", Vec::new(), &["Truncated"]);
        let mut more = cbor::head(5, u64::try_from(e.len() + 1).unwrap_or(u64::MAX));
        for (k, v) in &e {
            more.extend_from_slice(k);
            more.extend_from_slice(v);
        }
        p("map count one more than the entries", more, &["Truncated"]);
        p(
            "byte string claiming 2^32-1 bytes",
            cbor::body_with_raw(&min, &free, vec![0x5a, 0xff, 0xff, 0xff, 0xff]),
            &["Truncated"],
        );
        p(
            "array claiming 2^64-1 items",
            cbor::body_with_raw(
                &min,
                &free,
                vec![0x9b, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff],
            ),
            &["Truncated"],
        );
        p(
            "map count 2^64-1",
            {
                let mut b = vec![0xbb, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];
                b.extend(canon.get(1..).unwrap_or_default());
                b
            },
            &["Truncated"],
        );
        // floats
        #[allow(clippy::cast_precision_loss)]
        let fkf = f64::from(fr.code);
        p(
            "frame_kind as a half float",
            cbor::map_raw(&cbor::replace_value(
                &e,
                &fk_key,
                npamp_oracle::encode_value(&Value::Float(fkf)),
            )),
            &["Float"],
        );
        let mut f32b = vec![0xfa];
        #[allow(clippy::cast_possible_truncation)]
        f32b.extend_from_slice(&(fkf as f32).to_bits().to_be_bytes());
        p(
            "frame_kind as a single float",
            cbor::map_raw(&cbor::replace_value(&e, &fk_key, f32b)),
            &["Float"],
        );
        let mut f64b = vec![0xfb];
        f64b.extend_from_slice(&fkf.to_bits().to_be_bytes());
        p(
            "frame_kind as a double float",
            cbor::map_raw(&cbor::replace_value(&e, &fk_key, f64b)),
            &["Float"],
        );
        p(
            "half float 0.0 as unknown-key value",
            cbor::body_with_raw(&min, &free, vec![0xf9, 0x00, 0x00]),
            &["Float"],
        );
        // tags
        let mut tagged = vec![0xc1];
        tagged.extend(npamp_oracle::encode_value(&fk_val));
        p(
            "frame_kind wrapped in tag 1",
            cbor::map_raw(&cbor::replace_value(&e, &fk_key, tagged)),
            &["Tag"],
        );
        let mut sd = vec![0xd9, 0xd9, 0xf7];
        sd.extend_from_slice(&canon);
        p(
            "self-described CBOR (tag 55799) around the payload",
            sd,
            &["Tag"],
        );
        p(
            "tag 24 (embedded CBOR) as unknown-key value",
            cbor::body_with_raw(&min, &free, vec![0xd8, 0x18, 0x41, 0x00]),
            &["Tag"],
        );
        // simple values and reserved forms (unknown-key values must still be deterministic)
        for (d, raw, f) in [
            ("undefined", vec![0xf7], "SimpleValue"),
            ("simple(0)", vec![0xe0], "SimpleValue"),
            ("simple(19)", vec![0xf3], "SimpleValue"),
            ("simple(32)", vec![0xf8, 0x20], "SimpleValue"),
            ("simple(255)", vec![0xf8, 0xff], "SimpleValue"),
            (
                "false in the two-byte form",
                vec![0xf8, 0x14],
                "SimpleValue",
            ),
            ("a stray break", vec![0xff], "Break"),
            ("uint with ai 28", vec![0x1c], "ReservedAi"),
            ("nint with ai 29", vec![0x3d], "ReservedAi"),
            ("bstr with ai 30", vec![0x5e], "ReservedAi"),
            ("major 7 with ai 28", vec![0xfc], "ReservedAi"),
            ("uint with ai 31", vec![0x1f], "ReservedAi"),
            ("non-shortest uint 1", vec![0x18, 0x01], "NonShortestInt"),
            ("non-shortest nint -1", vec![0x38, 0x00], "NonShortestInt"),
            (
                "non-shortest text length",
                vec![0x78, 0x01, b'x'],
                "NonShortestLength",
            ),
            (
                "indefinite text",
                vec![0x7f, 0x61, b'x', 0xff],
                "IndefiniteLength",
            ),
            ("invalid UTF-8 0xff", vec![0x61, 0xff], "InvalidUtf8"),
            (
                "invalid UTF-8 lone continuation",
                vec![0x61, 0x80],
                "InvalidUtf8",
            ),
            (
                "invalid UTF-8 overlong '/'",
                vec![0x62, 0xc0, 0xaf],
                "InvalidUtf8",
            ),
            (
                "invalid UTF-8 surrogate U+D800",
                vec![0x63, 0xed, 0xa0, 0x80],
                "InvalidUtf8",
            ),
            (
                "invalid UTF-8 above U+10FFFF",
                vec![0x64, 0xf4, 0x90, 0x80, 0x80],
                "InvalidUtf8",
            ),
            (
                "truncated UTF-8 sequence",
                vec![0x62, 0xe2, 0x82],
                "InvalidUtf8",
            ),
        ] {
            p(
                &format!("{d} as unknown-key value"),
                cbor::body_with_raw(&min, &free, raw),
                &[f],
            );
        }
        // depth: the payload map is level 1.
        let max = self.m.limits.max_depth;
        for (k, intent) in [(max.saturating_sub(1), Acceptable), (max, Invalid)] {
            for (shape, raw) in [
                ("arrays", cbor::nested_arrays(k)),
                ("maps", cbor::nested_maps(k)),
            ] {
                let flags: Vec<&'static str> = if intent == Invalid {
                    vec!["DepthLimit"]
                } else {
                    vec!["DepthLimit", "UnknownKey", "Boundary"]
                };
                probes.push((
                    format!(
                        "{k} nested {shape} under an unknown key: level {} (limit {max})",
                        k + 1
                    ),
                    cbor::body_with_raw(&min, &free, raw),
                    flags,
                    intent,
                ));
            }
        }
        // not a map
        let mut p = |d: &str, b: Vec<u8>, f: &[&'static str]| {
            probes.push((d.to_string(), b, f.to_vec(), Invalid))
        };
        let items: Vec<Value> = min.iter().map(|(_, v)| v.clone()).collect();
        p(
            "payload is an array of the values",
            npamp_oracle::encode_value(&array(items)),
            &["NotAMap"],
        );
        p(
            "payload is the frame type as a uint",
            npamp_oracle::encode_value(&fk_val),
            &["NotAMap"],
        );
        p(
            "payload is a text string",
            npamp_oracle::encode_value(&text(&n)),
            &["NotAMap"],
        );
        p("payload is null", vec![0xf6], &["NotAMap"]);
        p("payload is an empty byte string", vec![0x40], &["NotAMap"]);
        p(
            "payload is an empty map",
            vec![0xa0],
            &["MissingRequiredKey"],
        );

        for (i, (d, body, extra, intent)) in probes.into_iter().enumerate() {
            let mut flags: Vec<&'static str> = Vec::new();
            if intent == Invalid
                && !extra.contains(&"NotAMap")
                && !extra.contains(&"MissingRequiredKey")
            {
                flags.push("NonCanonical");
            }
            flags.extend(extra);
            let r = if flags.contains(&"DepthLimit") {
                self.req("§4.1", "nesting-depth")
            } else if flags.contains(&"NotAMap") || flags.contains(&"MissingRequiredKey") {
                self.req("§4.1", "cbor-map")
            } else {
                req.clone()
            };
            self.add(
                ft,
                format!("f-cbor/{i:03}"),
                r,
                intent,
                &flags,
                format!("{n}: {d}"),
                body,
            );
        }
    }

    // -------------------------------------------------------------- D1

    fn outside_channel_cases(&mut self) {
        let codes: BTreeSet<u16> = self.m.frames.iter().map(|f| f.code).collect();
        let last = codes.iter().max().copied().unwrap_or(0);
        let first = codes.iter().min().copied().unwrap_or(0);
        let (rlo, rhi) = self.m.channel.core_reserved;
        let mut outside: BTreeSet<u16> = [
            rlo,
            rlo.saturating_add(1),
            rhi,
            first.saturating_sub(1),
            last.saturating_add(1),
            0xffff,
        ]
        .into_iter()
        .collect();
        outside.retain(|c| !codes.contains(c));
        let req = self.req(&self.m.errors.section, "unknown-operation");
        let env = self.m.envelope.clone();
        for c in outside {
            let b: Body = vec![
                (cbor::uint_key(env.frame_kind_key), uint(u64::from(c))),
                (cbor::uint_key(env.corr_key), bytes(&[0x2a])),
            ];
            self.add(
                c,
                "g-outside/body".into(),
                req.clone(),
                Invalid,
                &["UnknownOperation"],
                format!(
                    "frame type {c:#06x} is not an operation of the {} channel",
                    self.m.channel.name
                ),
                enc(&b),
            );
            if c == 0 {
                self.add(c, "g-outside/empty".into(), req.clone(), Invalid, &["UnknownOperation"],
                    format!("frame type {c:#06x} with an empty payload: the frame type is checked first"), Vec::new());
            }
        }
    }

    // -------------------------------------------------------------- --from-fuzz

    /// Frame type and payload of a raw fuzz input, exactly as the `decode_<channel>` fuzz
    /// targets split it (`fuzz/check`, `Chan::split_input`): a first byte below `0xf0` maps the
    /// second byte onto the channel's frame codes (index `b1 % count`, schema order); a first
    /// byte `0xf0..=0xff` selects frame type `((b0 & 0x0f) << 8) | b1` verbatim (so D1 stays
    /// reachable); a one-byte input is frame type `b0` with an empty payload, an empty input
    /// frame type 0.
    fn split_fuzz_input<'d>(&self, data: &'d [u8]) -> (u16, &'d [u8]) {
        match data {
            [b0, b1, rest @ ..] => {
                let ft = if *b0 >= 0xf0 {
                    u16::from_be_bytes([b0 & 0x0f, *b1])
                } else {
                    let n = self.m.frames.len().max(1);
                    self.m
                        .frames
                        .get(usize::from(*b1) % n)
                        .map_or(0, |f| f.code)
                };
                (ft, rest)
            }
            [b0] => (u16::from(*b0), &[]),
            [] => (0, &[]),
        }
    }

    fn fuzz_cases(&mut self, oracle: &Oracle, dirs: &[PathBuf]) -> Result<(), String> {
        let req = self.req("§4.1", "fuzz-derived");
        let mut seen: BTreeSet<String> = BTreeSet::new();
        for dir in dirs {
            let rd = match std::fs::read_dir(dir) {
                Ok(rd) => rd,
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                    eprintln!("vectors: no fuzz inputs at {} (skipped)", dir.display());
                    continue;
                }
                Err(e) => return Err(format!("cannot read {}: {e}", dir.display())),
            };
            let label = dir
                .parent()
                .and_then(Path::file_name)
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default();
            let mut files: Vec<PathBuf> = rd
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.is_file())
                .collect();
            files.sort();
            for path in files {
                let data = std::fs::read(&path)
                    .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
                let (ft, payload) = self.split_fuzz_input(&data);
                let payload = payload.to_vec();
                let (class, intent) = match oracle.check(ft, &payload) {
                    Verdict::Accept { .. } => {
                        if self.has_unknown_key(ft, &payload) {
                            ("acceptable".to_string(), Acceptable)
                        } else {
                            ("valid".to_string(), Valid)
                        }
                    }
                    Verdict::Reject(r) => (format!("invalid:{}", r.rule), Invalid),
                };
                if !seen.insert(class) {
                    continue;
                }
                let name = path
                    .file_name()
                    .map(|s| s.to_string_lossy().into_owned())
                    .unwrap_or_default();
                let flags: &[&'static str] = if intent == Acceptable {
                    &["FuzzDerived", "UnknownKey"]
                } else {
                    &["FuzzDerived"]
                };
                self.add(
                    ft,
                    format!("z-fuzz/{label}/{name}"),
                    req.clone(),
                    intent,
                    flags,
                    format!("fuzz input {label}/{name}"),
                    payload,
                );
            }
        }
        Ok(())
    }

    /// Whether an (accepted) payload has a top-level key the frame does not declare.
    fn has_unknown_key(&self, ft: u16, payload: &[u8]) -> bool {
        let Some(fr) = self.m.frame_by_code(ft) else {
            return false;
        };
        let Ok(Value::Map(entries)) = ciborium::de::from_reader::<Value, _>(payload) else {
            return false;
        };
        let env = &self.m.envelope;
        entries.iter().any(|(k, _)| {
            as_u64(k).is_some_and(|k| {
                k != env.frame_kind_key && k != env.corr_key && fr.field_by_key(k).is_none()
            })
        })
    }
}

fn clamp_len(f: &Field, want: u64) -> u64 {
    match f.len {
        Some((lo, hi)) => want.max(lo).min(hi.unwrap_or(u64::MAX)),
        None => want,
    }
}
