//! Every MUST / MUST NOT / SHALL / REQUIRED sentence of a spec — prose of
//! every section and every table cell — in one class, drafted or not:
//!
//! | class | what | drafted as |
//! |---|---|---|
//! | frame rule | a constraint one frame's bytes show, that a receiver enforces | a rule, a field's `len` / `range`, a `checks:` clause, an enum's `unrecognized:` |
//! | exchange | a constraint across frames: replies, echoes, states, credit, idempotence, ordering | a construct of `exchanges:` |
//! | sender | a sender's obligation on a frame's content, with no receiver-side MUST | a `strict` rule with `sender: must`, reserved bits |
//! | limit | a resource bound an implementation sets for itself | `limits:` and the `depth` / `max_payload` clauses |
//! | out of scope | what no schema of the frames on the wire states: profiles and advertisement, local handling, policy, the core's frames, the text's own claims | a comment |
//!
//! A sentence a construct of the draft quotes is in that construct's class.
//! Any other one is classified by its words (in this order: limit, out of
//! scope, exchange, frame rule, sender), and one no cue places stays
//! [`MustClass::Unclassified`] — counted, so that none passes unseen.

use super::rules::{must_sentence, rejects, Rules};
use crate::doc::Doc;
use crate::prose::actor;
use crate::reading::Reading;
use crate::text::{backticks, frames_in, number, sentences, sign};

/// The class of a MUST sentence.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum MustClass {
    FrameRule,
    Exchange,
    Sender,
    Limit,
    OutOfScope,
    /// No cue places it (reported, never silently dropped).
    Unclassified,
}

impl MustClass {
    pub const ALL: [MustClass; 6] = [
        MustClass::FrameRule,
        MustClass::Exchange,
        MustClass::Sender,
        MustClass::Limit,
        MustClass::OutOfScope,
        MustClass::Unclassified,
    ];
    pub fn as_str(self) -> &'static str {
        match self {
            MustClass::FrameRule => "frame rule",
            MustClass::Exchange => "exchange",
            MustClass::Sender => "sender",
            MustClass::Limit => "limit",
            MustClass::OutOfScope => "out of scope",
            MustClass::Unclassified => "unclassified",
        }
    }
}

/// One MUST sentence of the spec.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Must {
    /// `§6.2`.
    pub section: String,
    pub sentence: String,
    pub class: MustClass,
    /// A construct of the draft quotes it.
    pub drafted: bool,
}

/// What the draft quotes, by construct.
pub(super) struct Quoted<'a> {
    pub rules: &'a Rules,
    pub exchanges: &'a [String],
    /// `checks:` clauses, the limits' among them.
    pub checks: &'a [String],
    /// Enum meanings and reserved-bit clauses.
    pub values: &'a [String],
}

/// Whether a quoted clause holds the sentence (or the sentence the clause).
fn quotes(clause: &str, s: &str) -> bool {
    clause == s || (s.len() > 24 && clause.contains(s)) || (clause.len() > 24 && s.contains(clause))
}

/// Every MUST sentence with its section, in order (cells under their body's section).
pub(super) fn sentences_of(doc: &Doc, r: &Reading) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    let mut push = |section: String, s: String| {
        if must_sentence(&s) && !out.iter().any(|(a, b)| *a == section && *b == s) {
            out.push((section, s));
        }
    };
    for sec in doc.sections.iter().filter(|s| !s.number.is_empty()) {
        for p in &sec.paragraphs {
            for s in sentences(p) {
                push(sign(&sec.number), s);
            }
        }
    }
    for b in &r.bodies {
        for f in &b.fields {
            for s in sentences(&f.meaning) {
                push(b.section.clone(), s);
            }
        }
    }
    if let Some(e) = &r.envelope {
        for f in &e.fields {
            for s in sentences(&f.meaning) {
                push(e.section.clone(), s);
            }
        }
    }
    for t in r.enums.iter().chain(r.codes.iter()) {
        for (_, m) in &t.meanings {
            for s in sentences(m) {
                push(t.section.clone(), s);
            }
        }
    }
    out
}

/// Classify every MUST sentence of `doc`.
pub(super) fn classify(doc: &Doc, r: &Reading, q: &Quoted<'_>) -> Vec<Must> {
    let known: Vec<String> = r.frames.iter().map(|f| f.name.clone()).collect();
    sentences_of(doc, r)
        .into_iter()
        .map(|(section, s)| {
            let (class, drafted) = match quoted(q, &s) {
                Some(c) => (c, true),
                None => (by_words(&s, &known), false),
            };
            Must {
                section,
                sentence: s,
                class,
                drafted,
            }
        })
        .collect()
}

/// The class of the construct that quotes `s`.
fn quoted(q: &Quoted<'_>, s: &str) -> Option<MustClass> {
    if q.exchanges.iter().any(|c| quotes(c, s)) {
        return Some(MustClass::Exchange);
    }
    if let Some(x) = q.rules.rules.iter().find(|x| quotes(&x.clause, s)) {
        return Some(if x.must {
            MustClass::FrameRule
        } else {
            MustClass::Sender
        });
    }
    if q.rules.ruled.iter().any(|c| c == s) {
        // A field's `len` / `range`: the range and length groups' basis.
        return Some(if rejects(s) {
            MustClass::FrameRule
        } else {
            MustClass::Sender
        });
    }
    if q.checks.iter().any(|c| quotes(c, s)) {
        return Some(if limit(&s.to_ascii_lowercase()) {
            MustClass::Limit
        } else {
            MustClass::FrameRule
        });
    }
    if q.values.iter().any(|c| quotes(c, s)) {
        let l = s.to_ascii_lowercase();
        return Some(if l.contains("sent as") || l.contains("set to") {
            MustClass::Sender
        } else {
            MustClass::FrameRule
        });
    }
    None
}

fn limit(l: &str) -> bool {
    l.contains("bound the resources") || l.contains("must bound")
}

fn any(l: &str, cues: &[&str]) -> bool {
    cues.iter().any(|c| l.contains(c))
}

/// Cues for what no schema of the frames states.
const OUT_OF_SCOPE: &[&str] = &[
    "profile",
    "unadvertised",
    "advertised for",
    "was advertised",
    "not advertised",
    "association close",
    "across associations",
    "prior association",
    "new one",
    "log",
    "locally",
    "local policy",
    "internal",
    "leak",
    "diagnostic",
    "policy",
    "governance",
    "authoriz",
    "conflated",
    "core specification",
    "redefine",
    "repurpose",
    "channel identifier",
    "assume",
    "vector corpus",
    "conformance",
    "graded",
    "security guarantee",
    "human",
    "store",
    "rely on",
    "relied on for",
    "provenance",
    "foreign",
    "bridge",
    "key update",
    "extension",
    "tlv",
    "peer-safe",
    "generic",
    "decoder",
    "cryptographic",
    "signature",
    "escalation",
    "hold",
    "trust",
    "discarded on",
    " urg ",
    "urg flag",
    "correlate",
    "de-duplicate",
    "infer",
    "distinguish",
    "presented",
    "held-for",
    "semantics on",
];

/// Cues for a constraint across frames.
const EXCHANGE: &[&str] = &[
    "reply",
    "replies",
    "answer",
    "echo",
    "emit",
    "in flight",
    "credit",
    "state",
    "transition",
    "ignore",
    "discard",
    "unique among",
    "`corr`",
    "before",
    "after",
    "until",
    "stop",
    "pause",
    "resume",
    "idempotent",
    "consumed",
    "outstanding",
    "match",
    "already",
    "parity",
    "order",
    "increasing",
    "monoton",
    "unsolicited",
    "subscription",
    "follow",
    "await",
    "respond",
    "propagat",
    "re-accept",
    "exactly one",
    "both a",
    "signal",
    "respect",
    "exceed",
    " send",
];

/// Cues that a constraint reads more than one frame (state, order, credit).
const ACROSS: &[&str] = &[
    "already",
    "parity",
    "state",
    "transition",
    "credit",
    "in flight",
    "unique among",
    "outstanding",
    "order",
    "offset",
    "echo",
    "subscription",
    "before",
    "after",
    "until",
];

/// Cues for a fault in one frame's bytes.
const FRAME: &[&str] = &[
    "malformed",
    "deterministic",
    "major type",
    "negative",
    "required key",
    "omits",
    "frame_kind",
    "key",
    "payload",
    "cbor",
    "non-empty",
    "frame type",
    "`0x0000`",
    "reserved",
    "forward-compatibility",
    "recogni",
    "must include",
    "must require",
    "must equal `0x",
];

/// A class from the sentence's words.
fn by_words(s: &str, known: &[String]) -> MustClass {
    let l = s.to_ascii_lowercase();
    if limit(&l) {
        return MustClass::Limit;
    }
    let frames = frames_in(s, known);
    let fields: Vec<String> = backticks(s)
        .into_iter()
        .map(|(_, t)| t)
        .filter(|t| number(t).is_none())
        .collect();
    let exchange = any(&l, EXCHANGE);
    let frame = any(&l, FRAME);
    if any(&l, OUT_OF_SCOPE) && !(rejects(s) && frame && !exchange) {
        return MustClass::OutOfScope;
    }
    if rejects(s) && frame && !any(&l, ACROSS) {
        return MustClass::FrameRule;
    }
    if exchange && (!frames.is_empty() || l.contains("`corr`") || !frame) {
        return MustClass::Exchange;
    }
    if frame || (rejects(s) && !fields.is_empty()) {
        return MustClass::FrameRule;
    }
    if !fields.is_empty() && actor(s) != "receivers" {
        return MustClass::Sender;
    }
    if exchange {
        return MustClass::Exchange;
    }
    MustClass::Unclassified
}
