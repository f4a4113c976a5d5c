//! The schema file exactly as written (serde). Unknown keys are errors, so a
//! typo in a schema never passes silently.

use serde::Deserialize;
use std::collections::BTreeMap;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Schema {
    pub channel: Channel,
    pub envelope: Envelope,
    pub limits: Limits,
    #[serde(default)]
    pub enums: BTreeMap<String, Enum>,
    pub errors: Errors,
    pub frames: Vec<Frame>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Channel {
    pub id: u64,
    pub name: String,
    pub module: String,
    pub spec: String,
    pub spec_revision: String,
    pub doc_id: String,
    pub purpose: String,
    pub minimum_profile: String,
    pub profiles: Vec<String>,
    pub direction: String,
    pub core_reserved: (u64, u64),
    pub core_reserved_section: String,
    pub section: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Envelope {
    pub section: String,
    pub frame_kind: EnvField,
    pub corr: EnvField,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EnvField {
    pub key: u64,
    #[serde(rename = "type")]
    pub ty: String,
    #[serde(default)]
    pub len: Option<(u64, u64)>,
    pub section: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Limits {
    pub max_payload: u64,
    pub max_depth: u64,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Enum {
    pub section: String,
    pub values: Vec<EnumValue>,
    #[serde(default)]
    pub unassigned: Option<(u64, u64)>,
    #[serde(default)]
    pub private_use: Option<(u64, u64)>,
    pub unrecognized: Unrecognized,
    #[serde(default)]
    pub missing: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EnumValue {
    pub name: String,
    pub value: u64,
    #[serde(default)]
    pub message: Option<String>,
    #[serde(default)]
    pub terminal: Option<bool>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Unrecognized {
    #[serde(default)]
    pub treat_as: Option<String>,
    #[serde(default)]
    pub ignore: bool,
    pub meaning: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Errors {
    pub section: String,
    pub frame: String,
    pub code_enum: String,
    pub code_field: String,
    pub message_field: String,
    pub malformed: String,
    pub unknown_operation: String,
    pub leak_section: String,
    pub fallback_message: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Frame {
    pub code: u64,
    pub name: String,
    pub rust: String,
    pub role: String,
    #[serde(default)]
    pub replies: Vec<String>,
    #[serde(default)]
    pub reply_when: Option<ReplyWhen>,
    #[serde(default)]
    pub answers: Vec<String>,
    #[serde(default)]
    pub withdraws: Vec<String>,
    pub corr: String,
    pub section: String,
    #[serde(default)]
    pub fields: Vec<Field>,
    #[serde(default)]
    pub rules: Vec<Rule>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReplyWhen {
    pub field: String,
    pub equals: bool,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Field {
    pub key: u64,
    pub name: String,
    #[serde(rename = "type")]
    pub ty: TypeSpec,
    #[serde(default)]
    pub required: bool,
    #[serde(rename = "enum", default)]
    pub enum_name: Option<String>,
    #[serde(default)]
    pub range: Option<(u64, u64)>,
    #[serde(default)]
    pub len: Option<(u64, Option<u64>)>,
    pub section: String,
}

/// `uint`, `tstr`, ... or `{ array: <type> }`.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub enum TypeSpec {
    Name(String),
    Array { array: Box<TypeSpec> },
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Cond {
    pub field: String,
    #[serde(rename = "in")]
    pub values: Vec<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rule {
    pub kind: String,
    pub id: String,
    pub section: String,
    pub field: String,
    #[serde(default)]
    pub when: Option<Cond>,
    #[serde(default)]
    pub non_empty: bool,
    /// value_in: explicit value names...
    #[serde(rename = "in", default)]
    pub values: Option<Vec<String>>,
    /// ...or every value of the field's enum whose `terminal` flag equals this.
    #[serde(default)]
    pub terminal: Option<bool>,
    /// cross_frame
    #[serde(default)]
    pub request: Option<String>,
    #[serde(default)]
    pub selector: Option<String>,
    #[serde(default)]
    pub only_when: Option<Cond>,
    #[serde(default)]
    pub cases: Option<BTreeMap<String, ShapeSpec>>,
}

/// `absent` / `tstr` / `bool` / `map` or `{ uint_index: F }` / `{ array_uint_index: F }`.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub enum ShapeSpec {
    Name(String),
    Index {
        #[serde(default)]
        uint_index: Option<String>,
        #[serde(default)]
        array_uint_index: Option<String>,
    },
}
