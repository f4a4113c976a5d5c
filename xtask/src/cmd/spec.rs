//! The spec texts (npamp-spec): `spec-check` (drift between spec texts and
//! the schemas), `spec-diff` (two revisions compared, the schema patch, and
//! with `--corpus` what it does to the corpus) and `spec-import` (a draft
//! schema, or the draft held against a committed one).

use super::{code, read, Res};
use crate::workspace_root;
use npamp_spec::diff::{schema_edits, Report, SchemaPatch};
use npamp_vectors::diff::{self as vdiff, CorpusDiff};
use serde_json::json;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

pub fn spec_check(specs: &[PathBuf]) -> Res {
    let mut failures = 0usize;
    for path in specs {
        let (_, doc) = npamp_spec::read_named(path)?;
        let name = path.display().to_string();
        let revision = |m: &str| npamp_vectors::corpus_revision(&workspace_root(), m);
        let r = npamp_spec::check_report(&name, &doc, npamp_schema::shipped(), revision);
        out!("{}", r.out);
        eprint!("{}", r.err);
        failures += r.failures;
    }
    Ok(code(failures == 0))
}

pub fn spec_import(spec: &Path, compare: Option<&Path>) -> Res {
    let (name, doc) = npamp_spec::read_named(spec)?;
    let draft = npamp_spec::import_draft(&doc).map_err(|e| format!("{}: {e}", spec.display()))?;
    match compare {
        Some(schema) => spec_compare(&draft, &name, schema)?,
        None => out!("{}", draft.yaml),
    }
    for line in draft.diagnostics(&spec.display().to_string()) {
        eprintln!("{line}");
    }
    Ok(ExitCode::SUCCESS)
}

/// The draft held against a committed schema, and the channel's recorded
/// exchanges graded under the committed machines and under the draft's.
fn spec_compare(draft: &npamp_spec::Draft, name: &str, schema: &Path) -> Result<(), String> {
    let committed_text = read(schema)?;
    let committed = npamp_schema::parse(&schema.display().to_string(), &committed_text)
        .map_err(|e| e.to_string())?;
    let model = npamp_schema::parse(name, &draft.yaml).map_err(|e| format!("the draft: {e}"))?;
    out!("{}", npamp_spec::fidelity(&model, &committed));
    let module = committed.channel.module.clone();
    if npamp_schema::shipped_model(&module).is_none() {
        outln!("recorded exchanges: `{module}` is not a shipped channel; none graded");
        return Ok(());
    }
    // The committed schema's frames with the draft's machines.
    let hybrid = npamp_spec::with_exchanges(&committed_text, &draft.yaml);
    let hybrid = npamp_schema::parse("committed frames, draft exchanges", &hybrid)
        .map_err(|e| format!("the draft's exchanges on the committed frames: {e}"))?;
    let hybrid: &'static npamp_schema::Model = Box::leak(Box::new(hybrid));
    let grades = npamp_harness::transcript::regrade(&module, hybrid);
    out!(
        "{}",
        npamp_harness::transcript::regrade_report(&module, &grades)
    );
    Ok(())
}

#[derive(clap::Args)]
pub struct SpecDiffArgs {
    /// The older revision (Markdown or tab-separated export).
    pub old: PathBuf,
    /// The newer revision.
    pub new: PathBuf,
    /// Print one JSON document: "class" (none, editorial, behavioural, additive, needs-review, breaking), "changes", "patch", "notes", "corpus".
    #[arg(long)]
    pub json: bool,
    /// Apply the schema patch in memory, regenerate the channel's corpus and compare it
    /// with the current schema's: vectors added, removed and flipped, by requirement.
    #[arg(long)]
    pub corpus: bool,
    /// Print only the schema patch (`| git apply --unidiff-zero`).
    #[arg(long, conflicts_with = "json")]
    pub patch: bool,
    /// With --corpus: this edited schema instead of the generated patch.
    #[arg(long)]
    pub schema: Option<PathBuf>,
}

/// `spec-diff`: exit status the most severe class found (0 none, 3 editorial,
/// 4 behavioural, 5 additive, 6 breaking, 7 needs-review and no breaking change).
pub fn spec_diff(a: SpecDiffArgs) -> Res {
    let (old, new) = (
        npamp_spec::read_named(&a.old)?.1,
        npamp_spec::read_named(&a.new)?.1,
    );
    let d = npamp_spec::diff(&old, &new);
    let model = npamp_spec::identify(&new, npamp_schema::shipped())
        .model()
        .or_else(|| npamp_spec::identify(&old, npamp_schema::shipped()).model());
    let patch: Option<(String, SchemaPatch)> = model.and_then(|m| {
        let path = workspace_root().join(&m.source);
        let text = std::fs::read_to_string(path).ok()?;
        Some((m.source.clone(), schema_edits(&d.changes, &text, &m.source)))
    });
    let corpus: Option<Result<CorpusDiff, String>> = match (a.corpus, model) {
        (false, _) => None,
        (true, None) => Some(Err("no schema for this spec: nothing to regenerate".into())),
        (true, Some(m)) => Some(corpus(m, a.schema.as_ref(), patch.as_ref())),
    };
    let status = Ok(ExitCode::from(d.class().exit_status()));
    if a.patch {
        if let Some((_, p)) = &patch {
            out!("{}", p.patch);
            for n in &p.notes {
                eprintln!("spec-diff: for a human: {n}");
            }
        }
        return status;
    }
    let (old, new) = (a.old.display().to_string(), a.new.display().to_string());
    let report = Report {
        old: &old,
        new: &new,
        diff: &d,
        patch: patch.as_ref().map(|(f, p)| (f.as_str(), p)),
    };
    if a.json {
        let corpus = corpus.as_ref().map(|c| match c {
            Ok(c) => c.to_json(),
            Err(e) => json!({ "error": e }),
        });
        let doc = report.to_json(corpus);
        outln!("{}", serde_json::to_string_pretty(&doc)?);
        return status;
    }
    out!("{}", report.to_text());
    match &corpus {
        Some(Ok(c)) => out!("{}", c.to_text()),
        Some(Err(e)) => outln!("\ncorpus: {e}"),
        None => {}
    }
    status
}

/// What the schema patch (or the schema edited by hand) does to the corpus.
fn corpus(
    m: &npamp_schema::Model,
    schema: Option<&PathBuf>,
    patch: Option<&(String, SchemaPatch)>,
) -> Result<CorpusDiff, String> {
    let (file, text) = match (schema, patch) {
        (Some(p), _) => (p.display().to_string(), read(p)?),
        (None, Some((f, p))) => (format!("{f} + the patch"), p.edited.clone()),
        (None, None) => return Err(format!("cannot read {}", m.source)),
    };
    vdiff::of_edited_schema(&m.channel.module, &file, &text)
}
