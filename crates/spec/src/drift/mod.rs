//! Spec text against a checked model: every difference in what the tables
//! state (frames, replies, envelope, every body field of every frame and
//! record, types, requiredness, ranges and lengths, enums, error codes).

mod bodies;
pub(crate) mod clauses;
mod enums;
mod facts;
mod frames;
mod types;

pub use facts::corpus_revision;
pub(crate) use types::map_keys;

use crate::doc::Doc;
use crate::exceptions::covers;
use crate::reading::{read, Reading};
use npamp_schema::{DriftException, EnumId, FrameId, Model, RecordId};
use std::fmt;

/// One difference between a spec and a schema.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Drift {
    /// The spec section (`§6.2`); the schema item's section when the spec has none.
    pub section: String,
    /// Where in the schema (`frame INTERACT_PROMPT_REQ, field prompt`).
    pub path: String,
    /// What the spec says.
    pub spec: String,
    /// What the schema says.
    pub schema: String,
    /// What is compared: `frame`, `reply`, `key`, `name`, `type`, `range`,
    /// `len`, `req`, `presence`, `enum`, `value`, `unreadable`, ….
    pub aspect: &'static str,
}

impl fmt::Display for Drift {
    /// `§6.2 frame INTERACT_PROMPT_REQ, field prompt: spec key 7; schema key 3`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {}: spec {}; schema {}",
            self.section, self.path, self.spec, self.schema
        )
    }
}

/// What spec-check makes of one spec text against the shipped models.
#[derive(Debug)]
pub enum Checked<'m> {
    /// Not a companion spec: the text has no frame-type table.
    NotCompanion,
    /// No model describes it (what the text calls itself).
    Unidentified(crate::Identified<'m>),
    /// The model it describes, the drifts, and the differences the model's
    /// deliberate exceptions account for.
    Compared {
        model: &'m Model,
        drifts: Vec<Drift>,
        excepted: Vec<(Drift, &'m DriftException)>,
    },
}

/// Identify the model `doc` describes among `models` and compare them.
pub fn check<'m>(doc: &Doc, models: &'m [Model]) -> Checked<'m> {
    match crate::identify(doc, models) {
        crate::Identified::Model(model) => {
            let (drifts, excepted) = split(doc, model);
            Checked::Compared {
                model,
                drifts,
                excepted,
            }
        }
        _ if matches!(crate::import(doc), Err(crate::ImportError::NoFrameTable)) => {
            Checked::NotCompanion
        }
        other => Checked::Unidentified(other),
    }
}

/// spec-check's account of one spec text: what it prints on standard output
/// (the drifts), on standard error (skips, exceptions, the verdict), and how
/// many drifts count against it.
#[derive(Debug, Default)]
pub struct CheckReport {
    pub out: String,
    pub err: String,
    pub failures: usize,
}

/// spec-check on one text named `name`: identified among `models`, compared,
/// and held against the revision its channel's corpus declares (`declared`
/// gives it by module, with the corpus file's name).
pub fn check_report(
    name: &str,
    doc: &Doc,
    models: &[Model],
    declared: impl Fn(&str) -> Option<(String, String)>,
) -> CheckReport {
    use std::fmt::Write as _;
    let mut r = CheckReport::default();
    let (m, mut drifts, excepted) = match check(doc, models) {
        Checked::Compared {
            model,
            drifts,
            excepted,
        } => (model, drifts, excepted),
        Checked::NotCompanion => {
            r.err = format!(
                "spec-check: {name}: skipped (no frame-type table: not a companion spec)\n"
            );
            return r;
        }
        Checked::Unidentified(what) => {
            r.err = format!("spec-check: {name}: {what}\n");
            r.failures = 1;
            return r;
        }
    };
    if let Some((revision, corpus)) = declared(&m.channel.module) {
        drifts.extend(corpus_revision(doc, &revision, &corpus));
    }
    for d in &drifts {
        let _ = writeln!(r.out, "{name}: {d}");
    }
    for (d, why) in excepted {
        let _ = writeln!(r.err, "spec-check: {name}: excepted: {d} ({})", why.reason);
    }
    let verdict = match drifts.len() {
        0 => "no drift".to_string(),
        n => format!("{n} drift(s)"),
    };
    let (spec, source) = (&m.channel.spec, &m.source);
    let _ = writeln!(r.err, "spec-check: {name} ({spec} → {source}): {verdict}");
    r.failures = drifts.len();
    r
}

/// Every difference between what `doc`'s tables state and `model`, after the
/// schema's deliberate exceptions (`Model::drift_exceptions`) are applied.
pub fn drift(doc: &Doc, model: &Model) -> Vec<Drift> {
    let (kept, _) = split(doc, model);
    kept
}

/// The differences the deliberate exceptions account for, each with its exception.
pub fn excepted<'m>(doc: &Doc, model: &'m Model) -> Vec<(Drift, &'m DriftException)> {
    split(doc, model).1
}

type Split<'m> = (Vec<Drift>, Vec<(Drift, &'m DriftException)>);

fn split<'m>(doc: &Doc, model: &'m Model) -> Split<'m> {
    let reading = read(doc);
    let mut all = compare(&reading, model);
    all.extend(clauses::clauses(doc, model));
    all.extend(facts::facts(doc, &reading, model));
    all.extend(clauses::must_rejects(doc, model));
    let mut kept = Vec::new();
    let mut gone = Vec::new();
    for d in all {
        match model.drift_exceptions.iter().find(|e| covers(e, &d)) {
            Some(e) => gone.push((d, e)),
            None => kept.push(d),
        }
    }
    (kept, gone)
}

/// Comparison state: the model items each spec item was matched to.
pub(crate) struct Cx<'a> {
    pub r: &'a Reading,
    pub m: &'a Model,
    pub out: Vec<Drift>,
    /// Spec frame name → model frame (by name, or by code when renamed).
    pub frames: Vec<(String, FrameId)>,
    /// Loose spec record name → model record.
    pub records: Vec<(String, RecordId)>,
    /// Model enums some spec table or cell defines.
    pub covered: Vec<EnumId>,
    /// Value table index → the model enum the fields citing it use.
    pub tables: Vec<(usize, EnumId)>,
}

impl Cx<'_> {
    pub fn push(
        &mut self,
        section: &str,
        path: String,
        spec: String,
        schema: String,
        aspect: &'static str,
    ) {
        let d = Drift {
            section: section.to_string(),
            path,
            spec,
            schema,
            aspect,
        };
        if !self.out.contains(&d) {
            self.out.push(d);
        }
    }

    pub fn frame_of(&self, spec_name: &str) -> Option<FrameId> {
        self.frames
            .iter()
            .find(|(n, _)| n == spec_name)
            .map(|(_, f)| *f)
    }

    pub fn record_of(&self, spec_name: &str) -> Option<RecordId> {
        let l = crate::text::loose(spec_name);
        self.records.iter().find(|(n, _)| *n == l).map(|(_, r)| *r)
    }

    pub fn cover(&mut self, e: EnumId) {
        if !self.covered.contains(&e) {
            self.covered.push(e);
        }
    }
}

fn compare(r: &Reading, m: &Model) -> Vec<Drift> {
    let mut cx = Cx {
        r,
        m,
        out: Vec::new(),
        frames: Vec::new(),
        records: Vec::new(),
        covered: Vec::new(),
        tables: Vec::new(),
    };
    for p in &r.problems {
        cx.push(
            &p.section,
            "table".into(),
            format!("has {}", p.what),
            "—".into(),
            "unreadable",
        );
    }
    frames::frame_table(&mut cx);
    frames::envelope(&mut cx);
    bodies::map_records(&mut cx);
    bodies::bodies(&mut cx);
    frames::corr_presence(&mut cx);
    enums::tables(&mut cx);
    enums::codes(&mut cx);
    enums::uncovered(&mut cx);
    cx.out
}
