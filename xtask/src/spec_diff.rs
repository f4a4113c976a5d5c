//! `cargo xtask spec-diff OLD NEW [--json] [--corpus] [--schema FILE]`: the
//! changes between two revisions of a spec (npamp-spec's `diff`), the schema
//! patch they call for, and with `--corpus` what that patch does to the
//! channel's corpus (npamp-vectors, in memory).
//!
//! Exit status: the most severe class found — 0 none, 3 editorial,
//! 4 behavioural, 5 additive, 6 breaking, 7 needs-review (and no breaking
//! change); 2 on an error.

use npamp_spec::diff::{schema_edits, Change, SchemaPatch, Site};
use npamp_vectors::diff::{self as vdiff, CorpusDiff, VectorChange};
use serde_json::{json, Value as Json};
use std::path::PathBuf;
use std::process::ExitCode;

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

fn read(p: &PathBuf) -> Result<npamp_spec::Doc, String> {
    let text =
        std::fs::read_to_string(p).map_err(|e| format!("cannot read {}: {e}", p.display()))?;
    let name = p.file_name().and_then(|n| n.to_str()).unwrap_or_default();
    Ok(npamp_spec::parse_named(name, &text))
}

pub fn run(a: SpecDiffArgs) -> Result<ExitCode, String> {
    let (old, new) = (read(&a.old)?, read(&a.new)?);
    let d = npamp_spec::diff(&old, &new);
    let model = npamp_spec::identify(&new, npamp_schema::shipped())
        .model()
        .or_else(|| npamp_spec::identify(&old, npamp_schema::shipped()).model());
    let patch: Option<(String, SchemaPatch)> = model.and_then(|m| {
        let path = crate::workspace_root().join(&m.source);
        let text = std::fs::read_to_string(path).ok()?;
        Some((m.source.clone(), schema_edits(&d.changes, &text, &m.source)))
    });
    let corpus: Option<Result<CorpusDiff, String>> = match (a.corpus, model) {
        (false, _) => None,
        (true, None) => Some(Err("no schema for this spec: nothing to regenerate".into())),
        (true, Some(m)) => Some(corpus(m, a.schema.as_ref(), patch.as_ref())),
    };
    let class = d.class();
    if a.patch {
        if let Some((_, p)) = &patch {
            out!("{}", p.patch);
            for n in &p.notes {
                eprintln!("spec-diff: for a human: {n}");
            }
        }
        return Ok(ExitCode::from(class.exit_status()));
    }
    if a.json {
        let doc = json!({
            "old": a.old.display().to_string(),
            "new": a.new.display().to_string(),
            "spec": d.spec,
            "schema": patch.as_ref().map(|(s, _)| s.clone()),
            "class": class.name(),
            "counts": d.counts().iter().map(|(k, n)| (k.name().to_string(), json!(n))).collect::<serde_json::Map<_, _>>(),
            "changes": d.changes.iter().map(change_json).collect::<Vec<_>>(),
            "patch": patch.as_ref().map(|(_, p)| p.patch.clone()),
            "notes": patch.as_ref().map(|(_, p)| p.notes.clone()).unwrap_or_default(),
            "corpus": corpus.as_ref().map(|c| match c {
                Ok(c) => corpus_json(c),
                Err(e) => json!({ "error": e }),
            }),
        });
        outln!(
            "{}",
            serde_json::to_string_pretty(&doc).map_err(|e| e.to_string())?
        );
    } else {
        let counts: Vec<String> = d
            .counts()
            .iter()
            .rev()
            .map(|(k, n)| format!("{n} {k}"))
            .collect();
        outln!(
            "spec-diff: {} → {} ({}{}): {class} ({})",
            a.old.display(),
            a.new.display(),
            d.spec.as_deref().unwrap_or("unknown spec"),
            patch
                .as_ref()
                .map(|(s, _)| format!(", {s}"))
                .unwrap_or_default(),
            counts.join(", ")
        );
        for c in &d.changes {
            outln!("{c}");
        }
        if let Some((file, p)) = &patch {
            if !p.patch.is_empty() {
                outln!(
                    "\nschema patch ({file}; apply with `git apply --unidiff-zero`):\n{}",
                    p.patch
                );
            }
            if !p.notes.is_empty() {
                outln!("for a human:");
                for n in &p.notes {
                    outln!("  - {n}");
                }
            }
        }
        match &corpus {
            Some(Ok(c)) => print_corpus(c),
            Some(Err(e)) => outln!("\ncorpus: {e}"),
            None => {}
        }
    }
    Ok(ExitCode::from(class.exit_status()))
}

fn corpus(
    m: &npamp_schema::Model,
    schema: Option<&PathBuf>,
    patch: Option<&(String, SchemaPatch)>,
) -> Result<CorpusDiff, String> {
    let (file, text) = match (schema, patch) {
        (Some(p), _) => (
            p.display().to_string(),
            std::fs::read_to_string(p).map_err(|e| format!("cannot read {}: {e}", p.display()))?,
        ),
        (None, Some((f, p))) => (format!("{f} + the patch"), p.edited.clone()),
        (None, None) => return Err(format!("cannot read {}", m.source)),
    };
    let edited = npamp_schema::parse(&file, &text).map_err(|e| {
        format!("the edited schema does not check (finish the edit by hand and pass --schema FILE):\n{e}")
    })?;
    let before = vdiff::shipped_corpus(&m.channel.module)
        .ok_or_else(|| format!("no shipped corpus for {}", m.channel.module))?;
    Ok(vdiff::compare(&before, &vdiff::corpus_of_model(edited)))
}

fn site_json(s: &Option<Site>) -> Json {
    match s {
        Some(s) => json!({ "section": s.section, "line": s.line, "text": s.text }),
        None => Json::Null,
    }
}

fn change_json(c: &Change) -> Json {
    json!({
        "class": c.class.name(),
        "kind": c.kind,
        "path": c.path,
        "what": c.what,
        "for": c.who,
        "old": site_json(&c.old),
        "new": site_json(&c.new),
        "edit": c.edit.as_ref().map(ToString::to_string),
    })
}

fn corpus_json(c: &CorpusDiff) -> Json {
    json!({
        "module": c.module,
        "before": c.old_total,
        "after": c.new_total,
        "newlyFailing": {
            "acceptors": c.newly_failing.acceptors,
            "refusers": c.newly_failing.refusers,
        },
        "requirements": c.requirements.iter().map(|r| json!({
            "requirement": r.requirement,
            "added": r.added(),
            "removed": r.removed(),
            "flipped": r.flipped(),
            "changes": r.changes.iter().map(|v| match v {
                VectorChange::Added { tc_id, result } => json!({ "added": tc_id, "result": result.as_str() }),
                VectorChange::Removed { tc_id, result } => json!({ "removed": tc_id, "result": result.as_str() }),
                VectorChange::Flipped { old_tc_id, tc_id, from, to } => json!({ "flipped": tc_id, "oldTcId": old_tc_id, "from": from.as_str(), "to": to.as_str() }),
                VectorChange::Moved { tc_id, from } => json!({ "moved": tc_id, "from": from }),
            }).collect::<Vec<_>>(),
        })).collect::<Vec<_>>(),
    })
}

fn print_corpus(c: &CorpusDiff) {
    outln!(
        "\ncorpus {} after the schema edit: {} → {} vectors",
        c.module,
        c.old_total,
        c.new_total
    );
    if c.is_empty() {
        outln!("  no vector added, removed or flipped");
        return;
    }
    for r in &c.requirements {
        let flips: Vec<String> = r
            .changes
            .iter()
            .filter_map(|v| match v {
                VectorChange::Flipped {
                    tc_id, from, to, ..
                } => Some(format!("tcId {tc_id} {from}→{to}")),
                _ => None,
            })
            .take(5)
            .collect();
        outln!(
            "  {:<48} +{} -{} flipped {}{}",
            r.requirement,
            r.added(),
            r.removed(),
            r.flipped(),
            if flips.is_empty() {
                String::new()
            } else {
                format!(" ({})", flips.join(", "))
            }
        );
    }
    outln!(
        "  an implementation that passed before now fails {} vector(s) if it accepts what is now invalid, {} if it refuses what is now valid",
        c.newly_failing.acceptors, c.newly_failing.refusers
    );
}
