//! Model → Rust. A plain library (prost-build style) so the proc-macro stays
//! thin and `cargo xtask expand` prints exactly what the macro emits.
//!
//! One emitter per concern, split by operation (reading, checking, writing a
//! value), each dispatching over the value kinds of the schema language —
//! not, as prost-derive's `field/*`, one module per field kind:
//!
//! | module | emits |
//! |---|---|
//! | `sites` | the channel's check table, reader policies and one `static` per check site |
//! | `consts` | channel constants |
//! | `enums` | enum, flags and union types |
//! | `types` | the Rust type of a value |
//! | `read` | decoding a value (one pass: read and check) |
//! | `check` | checking a built value (`validate`) |
//! | `write` | encoding, encoded length, inspection |
//! | `body` | the struct and impl of a frame or record |
//! | `rules` | schema rules |
//! | `frames` | `FrameType`, `Frame`, `decode`, `decode_reply`, the `Channel` impl |
//! | `errors` | wire outcomes, the correlation-key recovery and the error-reply builder |
//! | `strict` | the channel's `strict` checks with their clauses (`STRICT_CHECKS`, module docs) |
//! | `example` | the example each module's docs open with (a doctest) |
//! | [`cddl`] | RFC 8610 CDDL (not Rust) |
//! | [`api`] | the public API of generated code and what a change to it breaks (`cargo xtask api-diff`) |
#![forbid(unsafe_code)]

pub mod api;
mod body;
pub mod cddl;
mod check;
mod consts;
mod enums;
mod errors;
mod example;
mod frames;
mod names;
mod read;
mod rules;
mod sites;
mod strict;
mod types;
mod write;

use npamp_schema::{Model, Type, Value};
use proc_macro2::TokenStream;
use quote::quote;
use std::cell::RefCell;
use std::fmt;

/// Generator options.
#[derive(Debug, Clone)]
pub struct Options {
    /// Path of the runtime module the emitted code uses (like prost-build's
    /// `prost_path`). Default `crate::rt` (inside `npamp-generated`).
    pub runtime_path: String,
    /// Absolute path of the schema file for `SCHEMA_YAML`'s `include_str!`
    /// (the macro gives it; without it the path is the workspace-relative
    /// `source` below the calling crate's parent directory).
    pub schema_path: Option<String>,
    /// The path users name the generated modules by (`<path>::<module>`), for
    /// the example each module's docs open with (a doctest). Default
    /// `npamp_generated`; `None` emits no example.
    pub example_crate: Option<String>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            runtime_path: "crate::rt".into(),
            schema_path: None,
            example_crate: Some("npamp_generated".into()),
        }
    }
}

/// Problems the generator itself refuses (beyond what the schema checker
/// knows), each naming the schema file, the item and the rule it breaks.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum GenError {
    /// `Options::runtime_path` is not a Rust path.
    RuntimePath { path: String, reason: String },
    /// A type name of the schema is one the generated module declares itself
    /// (`Frame`, `DecodeError`, `Channel`, …).
    ReservedTypeName {
        file: String,
        item: String,
        name: String,
    },
    /// Two items of the schema would get the same Rust type name.
    TypeNameCollision {
        file: String,
        item: String,
        name: String,
        other: String,
    },
    /// An enum value whose Rust name is `Unrecognized`, the variant that
    /// holds unrecognized values.
    ReservedEnumValue {
        file: String,
        name: String,
        value: String,
    },
    /// A field name the generated code uses itself (`__…`, `self`).
    ReservedFieldName { file: String, field: String },
    /// CDDL rule names that collide or are not CDDL identifiers.
    Cddl { file: String, problems: Vec<String> },
    /// The emitted Rust does not parse (a generator defect).
    Unparsable { module: String, reason: String },
}

impl fmt::Display for GenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GenError::RuntimePath { path, reason } => write!(f, "runtime_path `{path}`: {reason}"),
            GenError::ReservedTypeName { file, item, name } => {
                write!(f, "{file}: {item}: the type name `{name}` is reserved")
            }
            GenError::TypeNameCollision {
                file,
                item,
                name,
                other,
            } => write!(
                f,
                "{file}: {item}: type name `{name}` collides with {other}"
            ),
            GenError::ReservedEnumValue { file, name, value } => write!(
                f,
                "{file}: enum {name}, value {value}: the name is reserved for unrecognized values"
            ),
            GenError::ReservedFieldName { file, field } => {
                write!(f, "{file}: field {field}: the name is reserved")
            }
            GenError::Cddl { file, problems } => {
                write!(f, "{file}: cddl: {}", problems.join("; "))
            }
            GenError::Unparsable { module, reason } => {
                write!(f, "{module}: generated code does not parse: {reason}")
            }
        }
    }
}

impl std::error::Error for GenError {}

/// Generate a channel module (`pub mod <module> { … }`) with default options.
pub fn generate(model: &Model) -> Result<TokenStream, GenError> {
    generate_with(model, &Options::default())
}

/// Generate a channel module.
pub fn generate_with(model: &Model, opts: &Options) -> Result<TokenStream, GenError> {
    let m = normalize(model);
    let mut g = Gen::new(&m, opts)?;
    g.stated_records = model.records.len();
    g.check_names()?;
    Ok(g.module())
}

/// Generate and pretty-print (for `cargo xtask expand` and the golden snapshots).
pub fn generate_pretty(model: &Model) -> Result<String, GenError> {
    let ts = generate(model)?;
    let file: syn::File = syn::parse2(ts).map_err(|e| GenError::Unparsable {
        module: model.channel.module.clone(),
        reason: e.to_string(),
    })?;
    Ok(format!(
        "// This file is @generated by npamp-codegen from schema/{}.yaml \
         (`cargo xtask expand --bless`). Do not edit.\n{}",
        model.channel.module,
        prettyplease::unparse(&file)
    ))
}

/// `frame_body: F` becomes a record with F's body fields (no envelope keys)
/// and those of F's rules that read only them.
fn normalize(model: &Model) -> Model {
    let mut m = model.clone();
    let mut synth: Vec<(npamp_schema::FrameId, npamp_schema::RecordId)> = Vec::new();
    let mut uses = Vec::new();
    for (_, b) in model.bodies() {
        for f in &b.fields {
            collect_frame_bodies(&f.value, &mut uses);
        }
    }
    uses.sort();
    uses.dedup();
    for fid in uses {
        let rid = npamp_schema::RecordId(m.records.len());
        m.records.push(frame_body_record(model, fid));
        synth.push((fid, rid));
    }
    if synth.is_empty() {
        return m;
    }
    for f in m.frames.iter_mut() {
        for fl in f.body.fields.iter_mut() {
            replace_frame_bodies(&mut fl.value, &synth);
        }
    }
    for r in m.records.iter_mut() {
        for fl in r.body.fields.iter_mut() {
            replace_frame_bodies(&mut fl.value, &synth);
        }
    }
    m
}

fn collect_frame_bodies(v: &Value, out: &mut Vec<npamp_schema::FrameId>) {
    match &v.ty {
        Type::FrameBody(f) => out.push(*f),
        Type::Array(i) => collect_frame_bodies(i, out),
        Type::Tuple(vs) | Type::Union(vs) => vs.iter().for_each(|x| collect_frame_bodies(x, out)),
        Type::Map { key, value } => {
            collect_frame_bodies(key, out);
            collect_frame_bodies(value, out);
        }
        _ => {}
    }
}

fn replace_frame_bodies(v: &mut Value, map: &[(npamp_schema::FrameId, npamp_schema::RecordId)]) {
    match &mut v.ty {
        Type::FrameBody(f) => {
            if let Some((_, r)) = map.iter().find(|(x, _)| x == f) {
                v.ty = Type::Record(*r);
            }
        }
        Type::Array(i) => replace_frame_bodies(i, map),
        Type::Tuple(vs) | Type::Union(vs) => {
            vs.iter_mut().for_each(|x| replace_frame_bodies(x, map))
        }
        Type::Map { key, value } => {
            replace_frame_bodies(key, map);
            replace_frame_bodies(value, map);
        }
        _ => {}
    }
}

/// The record equivalent of a frame's body (see `normalize`).
pub fn frame_body_record(model: &Model, fid: npamp_schema::FrameId) -> npamp_schema::Record {
    let f = model.frame(fid);
    let keep: Vec<usize> = f
        .body
        .fields
        .iter()
        .enumerate()
        .filter(|(_, x)| x.role.is_none())
        .map(|(i, _)| i)
        .collect();
    let remap = |id: npamp_schema::FieldId| {
        keep.iter()
            .position(|k| *k == id.0)
            .map(npamp_schema::FieldId)
    };
    let rules = f
        .body
        .rules
        .iter()
        .filter_map(|r| rules::remap_rule(r, &remap))
        .collect();
    npamp_schema::Record {
        name: format!("{}_body", f.name.to_ascii_lowercase()),
        rust: format!("{}Body", f.rust),
        section: f.section.clone(),
        doc: Some(format!("The body of {} without its envelope keys.", f.name)),
        body: npamp_schema::Body {
            fields: keep
                .iter()
                .filter_map(|i| f.body.fields.get(*i).cloned())
                .collect(),
            rules,
            forward_compat: true,
        },
    }
}

/// What every emitter reads: the (normalized) model and the check sites.
pub(crate) struct Gen<'m> {
    pub m: &'m Model,
    pub rt: TokenStream,
    pub schema_path: Option<String>,
    pub example_crate: Option<String>,
    pub sites: RefCell<sites::Sites>,
    /// The records the schema states (`m.records` continues with the ones
    /// `normalize` synthesises from `frame_body` values).
    pub stated_records: usize,
}

impl<'m> Gen<'m> {
    fn new(m: &'m Model, opts: &Options) -> Result<Self, GenError> {
        let rt: syn::Path =
            syn::parse_str(&opts.runtime_path).map_err(|e| GenError::RuntimePath {
                path: opts.runtime_path.clone(),
                reason: e.to_string(),
            })?;
        Ok(Gen {
            m,
            rt: quote! { #rt },
            schema_path: opts.schema_path.clone(),
            example_crate: opts.example_crate.clone(),
            sites: RefCell::new(sites::Sites::default()),
            stated_records: m.records.len(),
        })
    }

    fn module(&self) -> TokenStream {
        let rt = &self.rt;
        let modname = names::ident(&self.m.channel.module);
        let mdoc = names::doc(&format!(
            "{} ({}, channel {}): generated from `{}` ({}).",
            self.m.channel.spec,
            self.m.channel.name,
            names::hex16(self.m.channel.id),
            self.m.source,
            self.m.channel.purpose
        ));
        // Doc lines: a leading space reads well, an empty line stays empty.
        let doc_lines = |lines: Vec<String>| -> Vec<String> {
            lines
                .iter()
                .map(|l| {
                    if l.is_empty() {
                        String::new()
                    } else {
                        names::doc(l)
                    }
                })
                .collect()
        };
        let example = doc_lines(example::module_doc(self));
        let strict_doc = doc_lines(strict::module_doc(self));
        let consts = consts::emit(self);
        let strict = strict::emit(self);
        let enums = enums::emit_all(self);
        let records = self
            .m
            .records
            .iter()
            .enumerate()
            .map(|(i, _)| body::emit(self, body::Owner::Record(npamp_schema::RecordId(i))));
        let frames_structs = self
            .m
            .frames
            .iter()
            .enumerate()
            .map(|(i, _)| body::emit(self, body::Owner::Frame(npamp_schema::FrameId(i))));
        let records: Vec<TokenStream> = records.collect();
        let frames_structs: Vec<TokenStream> = frames_structs.collect();
        let dispatch = frames::emit(self);
        let errors = errors::emit(self);
        // Sites last: every emitter above has registered the ones it uses.
        let sites = sites::emit(self);
        quote! {
            #[doc = #mdoc]
            #(#[doc = #example])*
            #(#[doc = #strict_doc])*
            #[allow(clippy::all, unused_imports, unused_variables, unused_mut, unused_parens, unreachable_code, non_camel_case_types)]
            pub mod #modname {
                use #rt as rt;
                use rt::__private as p;
                use rt::{Array, DecodeError, Item, Map, Profile, RawMap, Rule, Sink};
                #consts
                #strict
                #sites
                #enums
                #(#records)*
                #(#frames_structs)*
                #dispatch
                #errors
            }
        }
    }

    /// Reserved names and collisions the Rust output would not survive.
    fn check_names(&self) -> Result<(), GenError> {
        const RESERVED: &[&str] = &[
            "Frame",
            "FrameType",
            "DecodeError",
            "Array",
            "Item",
            "RawMap",
            "Map",
            "Profile",
            "Rule",
            "Sink",
            "Channel",
            "ChannelImpl",
        ];
        let file = &self.m.source;
        let mut seen: Vec<(String, String)> = Vec::new();
        let mut add = |name: String, item: String| -> Result<(), GenError> {
            if RESERVED.contains(&name.as_str()) {
                let file = file.clone();
                return Err(GenError::ReservedTypeName { file, item, name });
            }
            if let Some((_, w)) = seen.iter().find(|(n, _)| *n == name) {
                return Err(GenError::TypeNameCollision {
                    file: file.clone(),
                    item,
                    name,
                    other: w.clone(),
                });
            }
            let what = item;
            seen.push((name, what));
            Ok(())
        };
        for e in &self.m.enums {
            add(e.rust.clone(), format!("enum {}", e.name))?;
            if let Some(v) = e
                .values
                .iter()
                .find(|v| names::camel(&v.name) == "Unrecognized")
            {
                return Err(GenError::ReservedEnumValue {
                    file: file.clone(),
                    name: e.name.clone(),
                    value: v.name.clone(),
                });
            }
        }
        for f in &self.m.flags {
            add(f.rust.clone(), format!("flags {}", f.name))?;
        }
        for r in &self.m.records {
            add(r.rust.clone(), format!("record {}", r.name))?;
        }
        for f in &self.m.frames {
            add(f.rust.clone(), format!("frame {}", f.name))?;
        }
        for u in enums::unions(self) {
            add(u.rust.clone(), format!("union {}", u.rust))?;
        }
        for (_, b) in self.m.bodies() {
            for fl in &b.fields {
                if fl.name.starts_with("__") || fl.name == "self" {
                    return Err(GenError::ReservedFieldName {
                        file: file.clone(),
                        field: fl.name.clone(),
                    });
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;
