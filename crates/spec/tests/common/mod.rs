//! Shared test helpers: models loaded from the schema files (not from the
//! embedded registry, so a colleague's broken new schema cannot stop these
//! tests), fixtures and the shared spec texts.
#![allow(dead_code)]

use npamp_schema::Model;
use std::path::{Path, PathBuf};

/// The crate directory.
pub fn here() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// `schema/<module>.yaml`, checked; `None` when absent or broken (with a note).
pub fn schema(module: &str) -> Option<Model> {
    let path = here().join("../../schema").join(format!("{module}.yaml"));
    let text = std::fs::read_to_string(&path).ok()?;
    match npamp_schema::parse(&format!("schema/{module}.yaml"), &text) {
        Ok(m) => Some(m),
        Err(e) => {
            println!("note: schema/{module}.yaml does not check:\n{e}");
            None
        }
    }
}

/// The two shipped models the spec-check was written for.
pub fn shipped_two() -> Vec<Model> {
    ["interaction", "workflow"]
        .iter()
        .map(|m| schema(m).unwrap_or_else(|| panic!("schema/{m}.yaml must load")))
        .collect()
}

/// A fixture's text (`tests/fixtures/<name>`).
pub fn fixture(name: &str) -> String {
    let p = here().join("tests/fixtures").join(name);
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// `../shared/spec` beside the repository (the specs as maintained).
pub fn shared() -> PathBuf {
    here().join("../../../shared/spec")
}

/// A shared spec text (`npamp/89_interaction_channel.md`, `interaction-channel.txt`),
/// or `None` with a note when the shared folder is not there.
pub fn shared_text(rel: &str) -> Option<String> {
    let p = shared().join(rel);
    match std::fs::read_to_string(&p) {
        Ok(t) => Some(t),
        Err(_) => {
            println!("note: {} not found; skipped", p.display());
            None
        }
    }
}

/// The ten companion specs: (file, module).
pub const TEN: [(&str, &str); 10] = [
    ("80_stream_channel.md", "stream"),
    ("81_memory_channel.md", "memory"),
    ("82_sensory_channel.md", "sensory"),
    ("83_spatial_channel.md", "spatial"),
    ("85_immune_channel.md", "immune"),
    ("86_settlement_channel.md", "settlement"),
    ("87_telemetry_channel.md", "telemetry"),
    ("89_interaction_channel.md", "interaction"),
    ("8a_workflow_channel.md", "workflow"),
    ("8b_knowledge_channel.md", "knowledge"),
];

/// Drift lines of `text` against the model it identifies among `models`.
pub fn drift_lines(text: &str, models: &[Model]) -> Vec<String> {
    let doc = npamp_spec::parse(text);
    let m = npamp_spec::identify(&doc, models)
        .model()
        .unwrap_or_else(|| panic!("no model identified for {:?}", doc.title));
    npamp_spec::drift(&doc, m)
        .iter()
        .map(ToString::to_string)
        .collect()
}
