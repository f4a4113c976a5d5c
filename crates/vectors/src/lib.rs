//! `npamp-vectors`: the Wycheproof-style conformance corpus of every shipped N-PAMP companion
//! channel, derived systematically from the checked schema model, with every verdict taken
//! from the independent oracle (`npamp-oracle`) under both decoder profiles and classified by
//! the basis of the refusal (see [`classify`]).
//!
//! ```text
//! generate(&Oracle) -> Corpus              one channel (any model: no channel is named here)
//! render(&Corpus) -> String                vectors/<module>.json
//! groups(&Corpus) -> serde_json::Value     the testGroups list for the reference's merge tool
//! coverage(&[Corpus]) -> String            vectors/COVERAGE.md
//! write_all(dir) / check_all(dir)          every shipped channel + COVERAGE.md
//! ```
//!
//! Modules: [`cbor`] assembles raw bytes, [`classify`] sorts refusals by basis, and
//! [`diff`] compares two corpora (what a schema edit does to a channel's corpus). Values are
//! drawn from the model by `npamp-sample` ([`npamp_sample::Sampler`]).
//!
//! Inputs come from the oracle's deterministic encoder or are hand-assembled around raw bytes
//! (`cbor`); the generated codecs are never consulted (the corpus grades them).
#![forbid(unsafe_code)]

mod cases;
mod cases_compound;
mod cases_rules;
mod cases_wire;
pub mod cbor;
pub mod classify;
mod coverage;
pub mod diff;

pub use classify::{FLAG_NOTES, RULE_FLAGS, VERDICTS};
pub use coverage::coverage;
pub use npamp_testkit::corpus::Verdict;

use cases::{Case, Gen};
use npamp_oracle::Oracle;
use npamp_testkit::hex::{hex, unhex};
use serde_json::{json, Map, Value as Json};
use sha2::{Digest, Sha256};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

include!(concat!(env!("OUT_DIR"), "/reference.rs"));

pub const ALGORITHM: &str = "npamp_00";
pub const SCHEMA_VERSION: &str = "1.0.0";

/// One finished vector.
#[derive(Debug, Clone)]
pub struct Vector {
    pub tc_id: usize,
    pub frame_type: u16,
    pub requirement: String,
    pub comment: String,
    pub body: Vec<u8>,
    pub result: Verdict,
    pub expected: Option<Json>,
    pub flags: Vec<String>,
    /// The clause the requirement rests on (from the schema).
    pub clause: String,
    /// The oracle's verdicts (Display form).
    pub strict: String,
    pub minimum: String,
    /// The refused rule (the one the flags and the requirement come from).
    pub rule: Option<npamp_schema::Rule>,
}

/// One channel's corpus.
#[derive(Debug, Clone)]
pub struct Corpus {
    pub module: String,
    pub op: String,
    pub profile: String,
    pub spec: String,
    pub spec_revision: String,
    pub channel_name: String,
    pub channel_id: u16,
    pub vectors: Vec<Vector>,
    /// Generator-intent / oracle disagreements and reference disagreements (for review).
    pub warnings: Vec<String>,
}

/// Counts per result.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counts {
    pub valid: usize,
    pub acceptable: usize,
    pub invalid: usize,
}

impl Counts {
    pub fn total(&self) -> usize {
        self.valid + self.acceptable + self.invalid
    }
}

impl Corpus {
    pub fn counts(&self) -> Counts {
        let mut c = Counts::default();
        for v in &self.vectors {
            match v.result {
                Verdict::Valid => c.valid += 1,
                Verdict::Acceptable => c.acceptable += 1,
                Verdict::Invalid => c.invalid += 1,
            }
        }
        c
    }
}

/// The revision a channel's committed corpus under `root` declares
/// (`specRevision`), and the corpus file's name (`vectors/<module>.json`).
pub fn corpus_revision(root: &std::path::Path, module: &str) -> Option<(String, String)> {
    let corpus = format!("vectors/{module}.json");
    let text = std::fs::read_to_string(root.join(&corpus)).ok()?;
    let j: Json = serde_json::from_str(&text).ok()?;
    Some((j["specRevision"].as_str()?.to_string(), corpus))
}

/// The vendored reference corpus of a module (`vectors/reference/<module>.json`), if any.
pub fn reference(module: &str) -> Option<Json> {
    REFERENCE
        .iter()
        .find(|(m, _)| *m == module)
        .and_then(|(_, t)| serde_json::from_str(t).ok())
}

/// The tests of a corpus document (every group).
pub fn tests_of(doc: &Json) -> Vec<&Json> {
    doc["testGroups"]
        .as_array()
        .map(|g| {
            g.iter()
                .flat_map(|g| g["tests"].as_array().into_iter().flatten())
                .collect()
        })
        .unwrap_or_default()
}

fn reference_cases(module: &str) -> Vec<Case> {
    let Some(doc) = reference(module) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for (i, t) in tests_of(&doc).into_iter().enumerate() {
        let ft = t["in"]["frameType"]
            .as_u64()
            .and_then(|x| u16::try_from(x).ok());
        let body = t["in"]["body"].as_str().and_then(|h| unhex(h).ok());
        let (Some(ft), Some(body)) = (ft, body) else {
            continue;
        };
        let flags: Vec<String> = t["flags"]
            .as_array()
            .map(|a| {
                a.iter()
                    .filter_map(|f| f.as_str().map(String::from))
                    .collect()
            })
            .unwrap_or_default();
        let req = t["requirement"].as_str().unwrap_or_default().to_string();
        let result = t["result"].as_str().unwrap_or_default();
        out.push(Case {
            ft,
            body,
            accept: (String::new(), String::new()),
            flags: vec!["Reference"],
            comment: format!(
                "reference tcId {}: {} (reference result: {result})",
                t["tcId"],
                t["comment"].as_str().unwrap_or_default()
            ),
            unknown_keys: flags.iter().any(|f| f == "ForwardCompat"),
            meant_accept: Some(result != "invalid"),
            fixed: Some((req, flags)),
            order: (0, i),
        });
    }
    out
}

/// Generate the corpus of one channel.
pub fn generate(oracle: &Oracle) -> Corpus {
    let m = oracle.model();
    let mut g = Gen::new(m);
    for fr in &m.frames {
        g.frame(fr);
    }
    g.unknown_operation_cases();
    let mut cases = reference_cases(&m.channel.module);
    cases.extend(g.cases);
    cases.sort_by_key(|c| (c.ft, c.order));
    let mut seen = BTreeSet::new();
    cases.retain(|c| seen.insert((c.ft, c.body.clone())));
    let mut warnings = Vec::new();
    let vectors = cases
        .into_iter()
        .enumerate()
        .map(|(i, c)| finish(oracle, i + 1, c, &mut warnings))
        .collect();
    corpus_of(m, vectors, warnings)
}

/// A channel's corpus of these vectors.
fn corpus_of(m: &npamp_schema::Model, vectors: Vec<Vector>, warnings: Vec<String>) -> Corpus {
    Corpus {
        module: m.channel.module.clone(),
        op: format!("{}.body.decode", m.channel.module),
        profile: m.channel.minimum_profile.clone(),
        spec: m.channel.spec.clone(),
        spec_revision: m.channel.spec_revision.clone(),
        channel_name: m.channel.name.clone(),
        channel_id: m.channel.id,
        vectors,
        warnings,
    }
}

/// A candidate vector for an input found elsewhere (for example by `cargo xtask fuzz
/// --testee`): the oracle's verdict under both profiles, classified by basis, with the
/// requirement id, flags and clause exactly as for the committed corpora. An input both
/// profiles accept gets the frame's section and the topic `accepted-input`.
pub fn candidate(
    oracle: &Oracle,
    tc_id: usize,
    frame_type: u16,
    body: Vec<u8>,
    comment: String,
) -> Vector {
    let m = oracle.model();
    let section = m
        .frame_by_code(frame_type)
        .map(|f| f.section.clone())
        .unwrap_or_else(|| m.channel.section.clone());
    let case = Case {
        ft: frame_type,
        body,
        accept: (section, "accepted-input".to_string()),
        flags: Vec::new(),
        comment,
        unknown_keys: false,
        meant_accept: None,
        fixed: None,
        order: (0, tc_id),
    };
    finish(oracle, tc_id, case, &mut Vec::new())
}

/// A corpus of candidate vectors of one channel (in the committed corpora's format).
pub fn candidate_corpus(oracle: &Oracle, vectors: Vec<Vector>) -> Corpus {
    corpus_of(oracle.model(), vectors, Vec::new())
}

fn push_unique(flags: &mut Vec<String>, f: &str) {
    if !flags.iter().any(|x| x == f) {
        flags.push(f.to_string());
    }
}

/// Ask the oracle, classify, name the requirement.
fn finish(o: &Oracle, tc_id: usize, c: Case, warnings: &mut Vec<String>) -> Vector {
    let m = o.model();
    let d = classify::decide(o, c.ft, &c.body, c.unknown_keys);
    let mut flags: Vec<String> = Vec::new();
    for f in d.flags.iter().chain(c.flags.iter()) {
        push_unique(&mut flags, f);
    }
    let accepted = d.refusal.is_none();
    let requirement = match (&c.fixed, &d.refusal) {
        (Some((req, _)), _) => req.clone(),
        (None, Some(r)) => {
            let base = m.requirement(&r.section, &classify::topic(m, r));
            if d.result == Verdict::Invalid {
                format!("{base}-MUST-reject")
            } else {
                base
            }
        }
        (None, None) => m.requirement(&c.accept.0, &c.accept.1),
    };
    let mut comment = c.comment.clone();
    if let Some((_, ref_flags)) = &c.fixed {
        for f in ref_flags {
            let contradicts = (f == npamp_testkit::corpus::flag::MUST_REJECT
                && d.result != Verdict::Invalid)
                || (f == "ForwardCompat" && !accepted);
            if !contradicts {
                push_unique(&mut flags, f);
            }
        }
        let want = if c.meant_accept == Some(false) {
            "invalid"
        } else {
            "not invalid"
        };
        if (d.result == Verdict::Invalid) != (want == "invalid") {
            comment.push_str(" [our oracle disagrees with the reference]");
            warnings.push(format!(
                "{} tcId {tc_id} ({requirement}): reference {want}, ours {} — {}",
                m.channel.module,
                d.result.as_str(),
                d.minimum
            ));
        }
    } else if let Some(meant) = c.meant_accept {
        let strict_accepts = d.strict.starts_with("accept");
        if meant != strict_accepts {
            warnings.push(format!(
                "{} tcId {tc_id} ({}): meant {}, strict says {} — {}",
                m.channel.module,
                c.comment,
                if meant { "accept" } else { "refuse" },
                d.strict,
                hex(&c.body)
            ));
        }
    }
    comment.push_str(&format!(" — strict: {}; minimum: {}", d.strict, d.minimum));
    let clause = if d.clause.is_empty() {
        coverage::accept_clause(m, &c.accept.1)
    } else {
        d.clause.clone()
    };
    Vector {
        tc_id,
        frame_type: c.ft,
        requirement,
        comment,
        body: c.body,
        result: d.result,
        expected: d.expected,
        flags,
        clause,
        strict: d.strict,
        minimum: d.minimum,
        rule: d.refusal.map(|r| r.rule),
    }
}

fn vector_json(v: &Vector) -> Json {
    let mut o = Map::new();
    o.insert("tcId".into(), json!(v.tc_id));
    o.insert("requirement".into(), json!(v.requirement));
    o.insert("comment".into(), json!(v.comment));
    o.insert(
        "in".into(),
        json!({ "frameType": v.frame_type, "body": hex(&v.body) }),
    );
    o.insert("result".into(), json!(v.result.as_str()));
    if let Some(e) = &v.expected {
        o.insert("expected".into(), e.clone());
    }
    o.insert("flags".into(), json!(v.flags));
    Json::Object(o)
}

/// The test groups of every shipped channel's corpus, in one list
/// (`cargo xtask vectors --groups`).
pub fn all_groups() -> Json {
    let flat = generate_all()
        .iter()
        .map(groups)
        .flat_map(|g| g.as_array().cloned().unwrap_or_default())
        .collect();
    Json::Array(flat)
}

/// The corpus's test groups (one: `<module>.body.decode`), as the reference's merge tool
/// takes them (`cargo xtask vectors --groups`).
pub fn groups(c: &Corpus) -> Json {
    json!([{
        "op": c.op,
        "profile": c.profile,
        "tests": c.vectors.iter().map(vector_json).collect::<Vec<_>>(),
    }])
}

/// The corpus document (`vectors/<module>.json`).
pub fn to_json(c: &Corpus) -> Json {
    let used: BTreeSet<&str> = c
        .vectors
        .iter()
        .flat_map(|v| v.flags.iter().map(String::as_str))
        .collect();
    let mut notes = Map::new();
    for (flag, meaning) in FLAG_NOTES {
        if used.contains(flag) {
            notes.insert((*flag).to_string(), json!(meaning));
        }
    }
    for f in used
        .iter()
        .filter(|f| !FLAG_NOTES.iter().any(|(n, _)| n == *f))
    {
        notes.insert((*f).to_string(), json!("a flag of the reference corpus (vectors/reference/), kept on the replayed reference input"));
    }
    json!({
        "algorithm": ALGORITHM,
        "schemaVersion": SCHEMA_VERSION,
        "specRevision": c.spec_revision,
        "header": [
            format!("{} ({} channel 0x{:04X}) payload-decode vectors.", c.spec, c.channel_name, c.channel_id),
            "Generated by npamp-vectors (`cargo xtask vectors`) from the schema model; verdicts from the independent oracle (npamp-oracle) under the strict and minimum profiles, classified by basis: invalid = refused on a `must` basis; acceptable = refused only on a `strict` or `limit` basis, or unknown non-negative keys; valid = accepted by both. Do not edit.",
        ],
        "numberOfTests": c.vectors.len(),
        "notes": notes,
        "testGroups": groups(c),
    })
}

/// The file text of a corpus.
pub fn render(c: &Corpus) -> String {
    let mut s = serde_json::to_string_pretty(&to_json(c)).unwrap_or_default();
    s.push('\n');
    s
}

/// A written (or checked) file.
#[derive(Debug, Clone)]
pub struct FileReport {
    pub path: PathBuf,
    pub sha256: String,
    /// None for COVERAGE.md.
    pub counts: Option<Counts>,
}

impl std::fmt::Display for FileReport {
    /// `<path> sha256 <hex> — N vectors (v valid, a acceptable, i invalid)`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} sha256 {}", self.path.display(), self.sha256)?;
        match self.counts {
            Some(c) => write!(
                f,
                " — {} vectors ({} valid, {} acceptable, {} invalid)",
                c.total(),
                c.valid,
                c.acceptable,
                c.invalid
            ),
            None => Ok(()),
        }
    }
}

/// Every shipped channel's corpus, in module order.
pub fn generate_all() -> Vec<Corpus> {
    Oracle::all().iter().map(generate).collect()
}

/// `(file name, content, counts)` of every output file.
pub fn outputs(corpora: &[Corpus]) -> Vec<(String, String, Option<Counts>)> {
    let mut out: Vec<(String, String, Option<Counts>)> = corpora
        .iter()
        .map(|c| (format!("{}.json", c.module), render(c), Some(c.counts())))
        .collect();
    out.push(("COVERAGE.md".into(), coverage(corpora), None));
    out
}

fn sha256(s: &str) -> String {
    hex(&Sha256::digest(s.as_bytes()))
}

/// Write `<dir>/<module>.json` for every shipped channel and `<dir>/COVERAGE.md`.
pub fn write_all(dir: &Path) -> std::io::Result<Vec<FileReport>> {
    std::fs::create_dir_all(dir)?;
    let mut reports = Vec::new();
    for (name, content, counts) in outputs(&generate_all()) {
        let path = dir.join(&name);
        std::fs::write(&path, &content)?;
        reports.push(FileReport {
            path,
            sha256: sha256(&content),
            counts,
        });
    }
    Ok(reports)
}

/// Compare a fresh generation with the files in `dir`: Err lists each missing or differing
/// file.
pub fn check_all(dir: &Path) -> Result<Vec<FileReport>, Vec<String>> {
    let mut drift = Vec::new();
    let mut reports = Vec::new();
    for (name, content, counts) in outputs(&generate_all()) {
        let path = dir.join(&name);
        match std::fs::read_to_string(&path) {
            Ok(old) if old == content => reports.push(FileReport {
                path,
                sha256: sha256(&content),
                counts,
            }),
            Ok(_) => drift.push(format!(
                "{} differs from a fresh generation",
                path.display()
            )),
            Err(e) => drift.push(format!("{}: {e}", path.display())),
        }
    }
    if drift.is_empty() {
        Ok(reports)
    } else {
        Err(drift)
    }
}
