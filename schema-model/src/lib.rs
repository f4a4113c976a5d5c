//! The N-PAMP companion-channel schema language and its checked model.
//!
//! Data flows one way: `schema/*.yaml` → [`raw`] (serde, exactly the file's
//! shape) → [`check`] (every cross-reference resolved, every error collected
//! with file / frame / field context) → [`Model`] (what the generator, the
//! oracle's interpreter, xtask and the exchange harness consume).
//!
//! The language is documented in `schema/README.md`.
#![forbid(unsafe_code)]

mod check;
pub mod raw;

use std::fmt;
use std::path::{Path, PathBuf};

pub use check::check;

/// Workspace-relative paths of the shipped schemas.
pub const SHIPPED: [&str; 2] = ["schema/interaction.yaml", "schema/workflow.yaml"];

/// Absolute path of the workspace's `schema/` directory.
pub fn schema_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(|p| p.join("schema"))
        .unwrap_or_else(|| PathBuf::from("schema"))
}

/// Load a shipped channel model by module name (`interaction` / `workflow`).
pub fn load_shipped(module: &str) -> Result<Model, SchemaErrors> {
    let rel = format!("schema/{module}.yaml");
    let text =
        std::fs::read_to_string(schema_dir().join(format!("{module}.yaml"))).map_err(|e| {
            SchemaErrors {
                file: rel.clone(),
                errors: vec![SchemaError::new("", format!("cannot read: {e}"))],
            }
        })?;
    parse(&rel, &text)
}

/// Both shipped models, interaction first.
pub fn load_all_shipped() -> Result<Vec<Model>, SchemaErrors> {
    ["interaction", "workflow"]
        .iter()
        .map(|m| load_shipped(m))
        .collect()
}

/// Read, parse and check one schema file.
pub fn load(path: &Path) -> Result<Model, SchemaErrors> {
    let file = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|e| SchemaErrors {
        file: file.clone(),
        errors: vec![SchemaError::new("", format!("cannot read: {e}"))],
    })?;
    parse(&file, &text)
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
            if e.path.is_empty() {
                write!(f, "{}: {}", self.file, e.message)?;
            } else {
                write!(f, "{}: {}: {}", self.file, e.path, e.message)?;
            }
        }
        Ok(())
    }
}

impl std::error::Error for SchemaErrors {}

// ---------------------------------------------------------------- the model

/// A checked channel schema.
#[derive(Debug, Clone)]
pub struct Model {
    /// The file it was read from (for diagnostics and rebuild tracking).
    pub source: String,
    pub channel: Channel,
    pub envelope: Envelope,
    pub limits: Limits,
    pub enums: Vec<EnumDef>,
    pub errors: ErrorModel,
    pub frames: Vec<Frame>,
}

#[derive(Debug, Clone)]
pub struct Channel {
    pub id: u16,
    pub name: String,
    pub module: String,
    pub spec: String,
    pub spec_revision: String,
    pub doc_id: String,
    pub purpose: String,
    pub minimum_profile: String,
    pub profiles: Vec<String>,
    pub direction: String,
    /// The core's reserved all-channel frame types (inclusive), never channel operations.
    pub core_reserved: (u16, u16),
    pub core_reserved_section: String,
    pub section: String,
}

#[derive(Debug, Clone)]
pub struct Envelope {
    pub section: String,
    pub frame_kind_key: u64,
    pub frame_kind_section: String,
    pub corr_key: u64,
    pub corr_len: (u64, u64),
    pub corr_section: String,
}

/// Decoder resource limits (implementation choices, shared by generated code and oracle).
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// Maximum payload size in bytes.
    pub max_payload: usize,
    /// Maximum nesting depth of arrays/maps; the top-level payload map is depth 1.
    pub max_depth: usize,
}

#[derive(Debug, Clone)]
pub struct EnumDef {
    pub name: String,
    pub section: String,
    pub values: Vec<EnumValue>,
    pub unassigned: Option<(u64, u64)>,
    pub private_use: Option<(u64, u64)>,
    pub unrecognized: Unrecognized,
    /// Named value meant when the field carrying this enum is missing (fail-safe).
    pub missing: Option<String>,
}

impl EnumDef {
    pub fn value_of(&self, name: &str) -> Option<u64> {
        self.values.iter().find(|v| v.name == name).map(|v| v.value)
    }
    pub fn name_of(&self, value: u64) -> Option<&str> {
        self.values
            .iter()
            .find(|v| v.value == value)
            .map(|v| v.name.as_str())
    }
}

#[derive(Debug, Clone)]
pub struct EnumValue {
    pub name: String,
    pub value: u64,
    /// Generic, peer-safe message (error-code enums only).
    pub message: Option<String>,
    /// Terminal lifecycle state (state enums only).
    pub terminal: Option<bool>,
}

/// What an unrecognized value of an enum means.
#[derive(Debug, Clone)]
pub struct Unrecognized {
    /// Name of the value an unrecognized one is treated as, if any.
    pub treat_as: Option<String>,
    /// The value is advisory and is ignored.
    pub ignore: bool,
    pub meaning: String,
}

#[derive(Debug, Clone)]
pub struct ErrorModel {
    pub section: String,
    pub leak_section: String,
    /// Name of the channel's error frame.
    pub frame: String,
    pub code_enum: String,
    pub code_field: String,
    pub message_field: String,
    /// Wire code for every body fault.
    pub malformed: u64,
    /// Wire code for a frame type outside the channel's operations.
    pub unknown_operation: u64,
    /// Generic message for an unrecognized code (§8.2: no other text crosses the wire).
    pub fallback_message: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    Request,
    Result,
    Notification,
    Event,
    Error,
}

impl Role {
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Request => "request",
            Role::Result => "result",
            Role::Notification => "notification",
            Role::Event => "event",
            Role::Error => "error",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Presence {
    Required,
    Absent,
}

#[derive(Debug, Clone)]
pub struct Frame {
    pub code: u16,
    pub name: String,
    /// Rust type name of the frame struct.
    pub rust: String,
    pub role: Role,
    /// Frames that may answer this one.
    pub replies: Vec<String>,
    /// A reply is expected only when this boolean field is true.
    pub reply_when: Option<String>,
    /// Frames this one answers.
    pub answers: Vec<String>,
    /// Requests this frame withdraws (by their corr).
    pub withdraws: Vec<String>,
    pub corr: Presence,
    pub section: String,
    /// Sorted by key (ascending), which is also canonical encoding order.
    pub fields: Vec<Field>,
    pub rules: Vec<Rule>,
}

impl Frame {
    pub fn field(&self, name: &str) -> Option<&Field> {
        self.fields.iter().find(|f| f.name == name)
    }
    pub fn field_by_key(&self, key: u64) -> Option<&Field> {
        self.fields.iter().find(|f| f.key == key)
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Type {
    Uint,
    Nint,
    Int,
    Bstr,
    Tstr,
    Bool,
    Array(Box<Type>),
    /// A map keyed by unsigned integers, opaque to the spec; §4.3 applies to its keys.
    UintKeyedMap,
    /// A map whose keys are a local matter (any key type).
    AnyKeyedMap,
    /// Any value from the deterministic subset ("varies").
    Any,
}

impl Type {
    /// Human-readable name, as used in the schema language.
    pub fn describe(&self) -> String {
        match self {
            Type::Uint => "uint".into(),
            Type::Nint => "nint".into(),
            Type::Int => "int".into(),
            Type::Bstr => "bstr".into(),
            Type::Tstr => "tstr".into(),
            Type::Bool => "bool".into(),
            Type::Array(t) => format!("array of {}", t.describe()),
            Type::UintKeyedMap => "uint_keyed_map".into(),
            Type::AnyKeyedMap => "any_keyed_map".into(),
            Type::Any => "any".into(),
        }
    }
}

#[derive(Debug, Clone)]
pub struct Field {
    pub key: u64,
    pub name: String,
    pub ty: Type,
    pub required: bool,
    /// Name of the enum this uint field carries.
    pub enum_name: Option<String>,
    /// Inclusive range for uint fields.
    pub range: Option<(u64, u64)>,
    /// Inclusive length bounds (bytes for bstr/tstr, items for arrays).
    pub len: Option<(u64, Option<u64>)>,
    pub section: String,
}

/// A condition on another field's enum value.
#[derive(Debug, Clone)]
pub struct Cond {
    pub field: String,
    pub values: Vec<u64>,
    pub names: Vec<String>,
}

/// The CBOR shape a cross-frame value must have.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shape {
    Absent,
    Tstr,
    Bool,
    Map,
    /// An unsigned index into the named array field of the request.
    UintIndex(String),
    /// An array of unsigned indices into the named array field of the request.
    ArrayUintIndex(String),
}

#[derive(Debug, Clone)]
pub struct CrossCase {
    pub selector_value: u64,
    pub selector_name: String,
    pub shape: Shape,
}

#[derive(Debug, Clone)]
pub enum RuleKind {
    /// `field` must be present (and non-empty when `non_empty`) when `when` holds.
    RequiredWhen {
        field: String,
        non_empty: bool,
        when: Cond,
    },
    /// `field` present if and only if `when` holds.
    PresentIff { field: String, when: Cond },
    /// `field` must be absent unless `when` holds.
    AbsentUnless { field: String, when: Cond },
    /// `field`'s value must be one of `values`.
    ValueIn {
        field: String,
        values: Vec<u64>,
        names: Vec<String>,
    },
    /// `field`'s CBOR shape is fixed by `selector` of the originating request.
    CrossFrame {
        request: String,
        field: String,
        selector: String,
        only_when: Option<Cond>,
        cases: Vec<CrossCase>,
    },
}

#[derive(Debug, Clone)]
pub struct Rule {
    /// Requirement slug, unique within the channel.
    pub id: String,
    pub section: String,
    pub kind: RuleKind,
}

impl Rule {
    /// Full requirement id `<doc>/<section-number>/<slug>` (Wycheproof-style).
    pub fn requirement(&self, model: &Model) -> String {
        requirement_id(&model.channel.doc_id, &self.section, &self.id)
    }
}

/// `<doc>/<section without "§">/<slug>`.
pub fn requirement_id(doc: &str, section: &str, slug: &str) -> String {
    format!("{doc}/{}/{slug}", section.trim_start_matches('§'))
}

impl Model {
    pub fn frame(&self, name: &str) -> Option<&Frame> {
        self.frames.iter().find(|f| f.name == name)
    }
    pub fn frame_by_code(&self, code: u16) -> Option<&Frame> {
        self.frames.iter().find(|f| f.code == code)
    }
    pub fn enum_def(&self, name: &str) -> Option<&EnumDef> {
        self.enums.iter().find(|e| e.name == name)
    }
    pub fn error_enum(&self) -> &EnumDef {
        // check() guarantees the enum exists; fall back to the first enum otherwise.
        self.enum_def(&self.errors.code_enum)
            .or_else(|| self.enums.first())
            .expect("checked model has an error enum")
    }
    /// The generic, peer-safe message for an error code (§8.2).
    pub fn error_message(&self, code: u64) -> Option<&str> {
        self.error_enum()
            .values
            .iter()
            .find(|v| v.value == code)
            .and_then(|v| v.message.as_deref())
    }
    pub fn error_name(&self, code: u64) -> Option<&str> {
        self.error_enum().name_of(code)
    }
}
