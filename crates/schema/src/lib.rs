//! The N-PAMP companion-channel schema language and its checked model.
//!
//! Data flows one way: `schema/*.yaml` → [`raw`] (serde, exactly the file's
//! shape) → `check` (every name resolved to an id, every error collected with
//! file / frame / field context) → [`Model`] (what the generator, the oracle's
//! interpreter, the vector generator, the fuzzers and the tools consume).
//!
//! Every shipped schema is embedded at build time ([`shipped`]): the channel
//! registry is `schema/*.yaml`, and adding a channel is adding a file there.
//!
//! The language is documented in `schema/README.md`.
#![forbid(unsafe_code)]

mod check;
mod model;
pub mod raw;

pub use check::{camel, check};
pub use model::*;
pub use npamp_rules::{Basis, Group, Profile, Rule};

use std::fmt;
use std::path::Path;
use std::sync::OnceLock;

include!(concat!(env!("OUT_DIR"), "/shipped.rs"));

/// A shipped schema, embedded at build time.
#[derive(Debug, Clone, Copy)]
pub struct Shipped {
    /// The module name (file stem), e.g. `interaction`.
    pub module: &'static str,
    /// Workspace-relative path, e.g. `schema/interaction.yaml`.
    pub path: &'static str,
    /// The YAML text.
    pub text: &'static str,
}

/// Every shipped schema (`schema/*.yaml`), by module name.
pub fn shipped_sources() -> impl Iterator<Item = Shipped> {
    SHIPPED
        .iter()
        .map(|(module, path, text)| Shipped { module, path, text })
}

/// Every shipped model, once [`shipped`] has checked them.
static MODELS: OnceLock<Vec<Model>> = OnceLock::new();

/// Every shipped model, checked once, in module-name order.
///
/// # Panics
/// When a shipped schema is broken (the generated crate would not build either).
pub fn shipped() -> &'static [Model] {
    MODELS.get_or_init(|| {
        shipped_sources()
            .map(|s| match parse(s.path, s.text) {
                Ok(m) => m,
                Err(e) => panic!("shipped schema {} is broken:\n{e}", s.path),
            })
            .collect()
    })
}

/// The shipped model of a module, if there is one. Only that module's
/// schema is parsed (once): a process that serves one channel (an adapter
/// restarted after every crash) does not pay for the other nine.
///
/// # Panics
/// When that shipped schema is broken (the generated crate would not build either).
pub fn shipped_model(module: &str) -> Option<&'static Model> {
    // Every model already checked: no second copy.
    if let Some(all) = MODELS.get() {
        return all.iter().find(|m| m.channel.module == module);
    }
    static EACH: OnceLock<Vec<OnceLock<Model>>> = OnceLock::new();
    let each = EACH.get_or_init(|| SHIPPED.iter().map(|_| OnceLock::new()).collect());
    let i = SHIPPED.iter().position(|(m, _, _)| *m == module)?;
    let (_, path, text) = SHIPPED.get(i)?;
    let cell = each.get(i)?;
    Some(cell.get_or_init(|| match parse(path, text) {
        Ok(m) => m,
        Err(e) => panic!("shipped schema {path} is broken:\n{e}"),
    }))
}

/// Module names of the shipped channels, comma-separated (for error messages).
pub fn shipped_modules() -> String {
    shipped_sources()
        .map(|s| s.module)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Read, parse and check one schema file.
pub fn load(path: &Path) -> Result<Model, SchemaErrors> {
    let file = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|e| SchemaErrors {
        file: file.clone(),
        errors: vec![SchemaError::new("", format!("cannot read: {e}"))],
    })?;
    let m = parse(&file, &text)?;
    let stem = path
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or_default();
    if m.channel.module != stem {
        return Err(SchemaErrors {
            file,
            errors: vec![SchemaError::new(
                "channel.module",
                format!(
                    "`{}` must equal the file name `{stem}` (the registry names modules by file)",
                    m.channel.module
                ),
            )],
        });
    }
    Ok(m)
}

/// Parse and check schema text; `file` is used in error messages only.
pub fn parse(file: &str, text: &str) -> Result<Model, SchemaErrors> {
    let raw: raw::Schema = serde_yaml::from_str(text).map_err(|e| SchemaErrors {
        file: file.to_string(),
        errors: vec![SchemaError::new(
            "",
            match e.location() {
                Some(l) => format!(
                    "YAML error at line {}, column {}: {e}",
                    l.line(),
                    l.column()
                ),
                None => format!("YAML error: {e}"),
            },
        )],
    })?;
    check(file, raw)
}

/// `<doc>/<section without "§">/<slug>`.
pub fn requirement_id(doc: &str, section: &str, slug: &str) -> String {
    format!("{doc}/{}/{slug}", section.trim_start_matches('§'))
}

/// One schema problem, with the path of the offending item
/// (for example `frame INTERACT_EVENT, field event_class`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SchemaError {
    pub path: String,
    pub message: String,
}

impl SchemaError {
    pub fn new(path: impl Into<String>, message: impl Into<String>) -> Self {
        SchemaError {
            path: path.into(),
            message: message.into(),
        }
    }
}

impl fmt::Display for SchemaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.path.is_empty() {
            f.write_str(&self.message)
        } else {
            write!(f, "{}: {}", self.path, self.message)
        }
    }
}

impl std::error::Error for SchemaError {}

/// Every problem found in one file (checking does not stop at the first).
#[derive(Debug, Clone)]
pub struct SchemaErrors {
    pub file: String,
    pub errors: Vec<SchemaError>,
}

impl fmt::Display for SchemaErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, e) in self.errors.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{}: {e}", self.file)?;
        }
        Ok(())
    }
}

impl std::error::Error for SchemaErrors {}
