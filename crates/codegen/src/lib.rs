//! Model → Rust. A plain library (prost-build style) so the proc-macro stays
//! thin and `cargo xtask expand` prints exactly what the macro emits.
//!
//! One emitter per concern, one per value kind for reading, checking and
//! writing (prost-derive's `field/*`):
//!
//! | module | emits |
//! |---|---|
//! | [`sites`] | the channel's check table, reader policies and one `static` per check site |
//! | `consts` | channel constants |
//! | `enums` | enum, flags and union types |
//! | `types` | the Rust type of a value |
//! | `read` | decoding a value (one pass: read and check) |
//! | `check` | checking a built value (`validate`) |
//! | `write` | encoding, encoded length, inspection |
//! | `body` | the struct and impl of a frame or record |
//! | `rules` | schema rules |
//! | `frames` | `FrameType`, `Frame`, `decode`, `decode_reply`, the `Channel` impl |
//! | `errors` | wire outcomes and the error-reply builder |
//! | [`cddl`] | RFC 8610 CDDL (not Rust) |
#![forbid(unsafe_code)]

mod body;
pub mod cddl;
mod check;
mod consts;
mod enums;
mod errors;
mod frames;
mod names;
mod read;
mod rules;
mod sites;
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
}

impl Default for Options {
    fn default() -> Self {
        Options {
            runtime_path: "crate::rt".into(),
            schema_path: None,
        }
    }
}

/// Problems the generator itself refuses (beyond what the schema checker knows).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GenError(pub String);

impl fmt::Display for GenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
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
    let g = Gen::new(&m, opts)?;
    g.check_names()?;
    Ok(g.module())
}

/// Generate and pretty-print (for `cargo xtask expand` and the golden snapshots).
pub fn generate_pretty(model: &Model) -> Result<String, GenError> {
    let ts = generate(model)?;
    let file: syn::File =
        syn::parse2(ts).map_err(|e| GenError(format!("generated code does not parse: {e}")))?;
    Ok(prettyplease::unparse(&file))
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

/// The record equivalent of a frame's body (see [`normalize`]).
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
    pub sites: RefCell<sites::Sites>,
}

impl<'m> Gen<'m> {
    fn new(m: &'m Model, opts: &Options) -> Result<Self, GenError> {
        let rt: syn::Path = syn::parse_str(&opts.runtime_path)
            .map_err(|e| GenError(format!("runtime_path `{}`: {e}", opts.runtime_path)))?;
        Ok(Gen {
            m,
            rt: quote! { #rt },
            schema_path: opts.schema_path.clone(),
            sites: RefCell::new(sites::Sites::default()),
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
        let consts = consts::emit(self);
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
            #[allow(clippy::all, unused_imports, unused_variables, unused_mut, unused_parens, unreachable_code, non_camel_case_types)]
            pub mod #modname {
                use #rt as rt;
                use rt::__private as p;
                use rt::{Array, DecodeError, Item, Map, Profile, RawMap, Rule, Sink};
                #consts
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
        let mut add = |name: String, what: String| -> Result<(), GenError> {
            if RESERVED.contains(&name.as_str()) {
                return Err(GenError(format!(
                    "{file}: {what}: the type name `{name}` is reserved"
                )));
            }
            if let Some((_, w)) = seen.iter().find(|(n, _)| *n == name) {
                return Err(GenError(format!(
                    "{file}: {what}: type name `{name}` collides with {w}"
                )));
            }
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
                return Err(GenError(format!(
                    "{file}: enum {}, value {}: the name is reserved for unrecognized values",
                    e.name, v.name
                )));
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
                    return Err(GenError(format!(
                        "{file}: field {}: the name is reserved",
                        fl.name
                    )));
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;
