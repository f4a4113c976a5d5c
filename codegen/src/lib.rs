//! Model → Rust. A plain library (prost-build style) so the proc-macro stays
//! thin and `cargo xtask expand` can print exactly what the macro emits.
//!
//! Emitted code refers to the runtime as `crate::rt` (the `npamp-generated`
//! crate's hand-written reader/writer). Everything frame-specific — keys,
//! types, requiredness, ranges, lengths, enums, rules, sections, messages —
//! comes from the [`Model`].
#![forbid(unsafe_code)]

use npamp_schema::{Cond, Field, Frame, Model, Presence, Role, RuleKind, Shape, Type};
use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::{format_ident, quote};

const KEYWORDS: &[&str] = &[
    "as", "break", "const", "continue", "crate", "else", "enum", "extern", "false", "fn", "for",
    "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return",
    "self", "static", "struct", "super", "trait", "true", "type", "unsafe", "use", "where",
    "while", "async", "await", "dyn", "abstract", "become", "box", "do", "final", "macro",
    "override", "priv", "typeof", "unsized", "virtual", "yield", "try", "gen",
];

fn field_ident(name: &str) -> Ident {
    if KEYWORDS.contains(&name) {
        Ident::new_raw(name, Span::call_site())
    } else {
        Ident::new(name, Span::call_site())
    }
}

/// `multi_choice` → `MultiChoice`.
pub fn camel(name: &str) -> String {
    name.split('_')
        .filter(|p| !p.is_empty())
        .map(|p| {
            let mut c = p.chars();
            match c.next() {
                Some(f) => f.to_ascii_uppercase().to_string() + c.as_str(),
                None => String::new(),
            }
        })
        .collect()
}

fn type_ident(name: &str) -> Ident {
    format_ident!("{}", camel(name))
}

fn lit_str(s: &str) -> Literal {
    Literal::string(s)
}

fn lit_u64(v: u64) -> Literal {
    Literal::u64_suffixed(v)
}

fn lit_u16(v: u16) -> Literal {
    Literal::u16_unsuffixed(v)
}

fn hex16(v: u16) -> String {
    format!("{v:#06x}")
}

/// Type names the emitted module uses itself.
const RESERVED_TYPES: &[&str] = &[
    "Frame",
    "FrameType",
    "DecodeError",
    "Role",
    "Array",
    "Item",
    "RawMap",
    "Reader",
    "WireError",
];

/// Problems the generator itself refuses (beyond what the schema checker knows).
#[derive(Debug, Clone)]
pub struct GenError(pub String);

impl std::fmt::Display for GenError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// Generate a channel module's contents.
pub fn generate(model: &Model) -> Result<TokenStream, GenError> {
    let g = Gen { m: model };
    g.check()?;
    Ok(g.all())
}

/// Generate and pretty-print (for `cargo xtask expand`).
pub fn generate_pretty(model: &Model) -> Result<String, GenError> {
    let ts = generate(model)?;
    let file: syn::File =
        syn::parse2(ts).map_err(|e| GenError(format!("generated code does not parse: {e}")))?;
    Ok(prettyplease::unparse(&file))
}

struct Gen<'m> {
    m: &'m Model,
}

impl Gen<'_> {
    fn check(&self) -> Result<(), GenError> {
        let m = self.m;
        let file = &m.source;
        for e in &m.enums {
            if RESERVED_TYPES.contains(&camel(&e.name).as_str()) {
                return Err(GenError(format!(
                    "{file}: enum {}: the type name is reserved",
                    e.name
                )));
            }
            if let Some(v) = e.values.iter().find(|v| camel(&v.name) == "Unrecognized") {
                return Err(GenError(format!(
                    "{file}: enum {}, value {}: the name is reserved for unrecognized values",
                    e.name, v.name
                )));
            }
        }
        for f in &m.frames {
            if m.enums.iter().any(|e| camel(&e.name) == f.rust) {
                return Err(GenError(format!(
                    "{file}: frame {}: rust name `{}` collides with enum {}",
                    f.name, f.rust, f.rust
                )));
            }
            if RESERVED_TYPES.contains(&f.rust.as_str()) {
                return Err(GenError(format!(
                    "{file}: frame {}: rust name `{}` is reserved",
                    f.name, f.rust
                )));
            }
            for fl in &f.fields {
                if ["corr", "frame_kind", "_p"].contains(&fl.name.as_str()) {
                    return Err(GenError(format!(
                        "{file}: frame {}, field {}: the name is reserved for the envelope",
                        f.name, fl.name
                    )));
                }
            }
            let cross = f
                .rules
                .iter()
                .filter(|r| matches!(r.kind, RuleKind::CrossFrame { .. }))
                .count();
            if cross > 1 {
                return Err(GenError(format!(
                    "{file}: frame {}: at most one cross_frame rule per frame is supported",
                    f.name
                )));
            }
        }
        if let Some(ef) = m.frame(&m.errors.frame) {
            for fl in &ef.fields {
                if fl.required
                    && fl.name != m.errors.code_field
                    && fl.name != m.errors.message_field
                {
                    return Err(GenError(format!(
                        "{file}: frame {}, field {}: the error frame may require only its code and message",
                        ef.name, fl.name
                    )));
                }
            }
            if ef.corr != Presence::Required {
                return Err(GenError(format!(
                    "{file}: frame {}: the error frame must carry corr",
                    ef.name
                )));
            }
        }
        Ok(())
    }

    fn all(&self) -> TokenStream {
        let consts = self.consts();
        let enums = self.m.enums.iter().map(|e| self.enum_def(e));
        let frames = self.m.frames.iter().map(|f| self.frame(f));
        let frame_type = self.frame_type();
        let frame_enum = self.frame_enum();
        let errors = self.errors();
        quote! {
            #[allow(unused_imports)]
            use crate::rt::{self, Array, DecodeError, Item, RawMap, Reader, Role, WireError};
            #consts
            #(#enums)*
            #frame_type
            #(#frames)*
            #frame_enum
            #errors
        }
    }

    fn consts(&self) -> TokenStream {
        let c = &self.m.channel;
        let id = lit_u16(c.id);
        let name = lit_str(&c.name);
        let spec = lit_str(&c.spec);
        let rev = lit_str(&c.spec_revision);
        let doc = lit_str(&c.doc_id);
        let purpose = lit_str(&c.purpose);
        let minp = lit_str(&c.minimum_profile);
        let profiles = c.profiles.iter().map(|p| lit_str(p));
        let dir = lit_str(&c.direction);
        let maxp = Literal::usize_unsuffixed(self.m.limits.max_payload);
        let maxd = Literal::usize_unsuffixed(self.m.limits.max_depth);
        let (clo, chi) = self.m.envelope.corr_len;
        let clo = Literal::usize_unsuffixed(clo as usize);
        let chi = Literal::usize_unsuffixed(chi as usize);
        let src = lit_str(&self.m.source);
        let (rlo, rhi) = c.core_reserved;
        let (rlo, rhi) = (lit_u16(rlo), lit_u16(rhi));
        let rdoc = format!(
            " The core's reserved all-channel frame types ({}): never this channel's operations.",
            c.core_reserved_section
        );
        let idoc = format!(" Channel id {} ({}, {}).", hex16(c.id), c.name, c.section);
        quote! {
            #[doc = #idoc]
            pub const CHANNEL_ID: u16 = #id;
            pub const CHANNEL_NAME: &str = #name;
            pub const CHANNEL_PURPOSE: &str = #purpose;
            pub const SPEC: &str = #spec;
            pub const SPEC_REVISION: &str = #rev;
            /// Document id used in requirement ids (`<doc>/<section>/<slug>`).
            pub const DOC_ID: &str = #doc;
            /// The channel is enabled only at this profile or higher (§2).
            pub const MINIMUM_PROFILE: &str = #minp;
            /// Profiles at which the channel is available (§2).
            pub const PROFILES: &[&str] = &[#(#profiles),*];
            pub const DIRECTION: &str = #dir;
            /// Largest payload the decoder accepts, in bytes (schema `limits`).
            pub const MAX_PAYLOAD: usize = #maxp;
            /// Deepest nesting the decoder accepts; the payload map is level 1 (schema `limits`).
            pub const MAX_DEPTH: usize = #maxd;
            /// `corr` length bounds in bytes (§4.2).
            pub const CORR_LEN: core::ops::RangeInclusive<usize> = #clo..=#chi;
            /// The schema file this module was generated from.
            pub const SCHEMA_SOURCE: &str = #src;
            #[doc = #rdoc]
            pub const CORE_RESERVED: core::ops::RangeInclusive<u16> = #rlo..=#rhi;
        }
    }

    fn enum_def(&self, e: &npamp_schema::EnumDef) -> TokenStream {
        let ty = type_ident(&e.name);
        let variants: Vec<Ident> = e.values.iter().map(|v| type_ident(&v.name)).collect();
        let vals: Vec<Literal> = e.values.iter().map(|v| lit_u64(v.value)).collect();
        let names: Vec<Literal> = e.values.iter().map(|v| lit_str(&v.name)).collect();
        let docs: Vec<String> = e
            .values
            .iter()
            .map(|v| format!(" `{:#04x}` {} ({})", v.value, v.name, e.section))
            .collect();
        let section = lit_str(&e.section);
        let meaning = format!(
            " A value this revision does not name. Meaning: {}.",
            e.unrecognized.meaning
        );
        let tydoc = format!(
            " Enum `{}` ({}). Unrecognized values are kept, never an error.",
            e.name, e.section
        );
        let range_fn = |name: &str, r: Option<(u64, u64)>| -> TokenStream {
            let f = format_ident!("{}", name);
            match r {
                Some((lo, hi)) => {
                    let (lo, hi) = (lit_u64(lo), lit_u64(hi));
                    quote! { pub const fn #f(self) -> bool { let v = self.raw(); v >= #lo && v <= #hi } }
                }
                None => quote! { pub const fn #f(self) -> bool { false } },
            }
        };
        let unassigned = range_fn("is_unassigned", e.unassigned);
        let private = range_fn("is_private_use", e.private_use);
        let effective = match &e.unrecognized.treat_as {
            Some(t) => {
                let tv = type_ident(t);
                let d = format!(" How a receiver must treat this value: an unrecognized value counts as `{t}` ({}).", e.section);
                quote! {
                    #[doc = #d]
                    pub const fn effective(self) -> Self {
                        match self { #ty::Unrecognized(_) => #ty::#tv, other => other }
                    }
                }
            }
            None => quote! {},
        };
        let missing = match &e.missing {
            Some(mv) => {
                let mvi = type_ident(mv);
                let d = format!(
                    " What a missing value means (fail-safe, {}): `{mv}`.",
                    e.section
                );
                quote! {
                    #[doc = #d]
                    pub const WHEN_MISSING: #ty = #ty::#mvi;
                }
            }
            None => quote! {},
        };
        let ignore = if e.unrecognized.ignore {
            quote! {
                /// Advisory: handling must not change on an unrecognized value.
                pub const ADVISORY_ONLY: bool = true;
            }
        } else {
            quote! {}
        };
        let messages = if e.values.iter().any(|v| v.message.is_some()) {
            let arms = e.values.iter().filter_map(|v| {
                let vi = type_ident(&v.name);
                v.message.as_ref().map(|msg| {
                    let msg = lit_str(msg);
                    quote! { #ty::#vi => Some(#msg), }
                })
            });
            quote! {
                /// The generic, peer-safe message for this code (the only text that may cross the wire, §8.2).
                pub const fn message(self) -> Option<&'static str> {
                    match self { #(#arms)* _ => None }
                }
            }
        } else {
            quote! {}
        };
        let terminal = if e.values.iter().any(|v| v.terminal.is_some()) {
            let arms = e
                .values
                .iter()
                .filter(|v| v.terminal == Some(true))
                .map(|v| {
                    let vi = type_ident(&v.name);
                    quote! { #ty::#vi => true, }
                });
            quote! {
                /// Whether this is a terminal state (a recognized value flagged `terminal` in the schema).
                pub const fn is_terminal(self) -> bool {
                    match self { #(#arms)* _ => false }
                }
            }
        } else {
            quote! {}
        };
        let all_vals = vals.clone();
        let all_variants = variants.clone();
        quote! {
            #[doc = #tydoc]
            #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
            pub enum #ty {
                #( #[doc = #docs] #variants, )*
                #[doc = #meaning]
                Unrecognized(u64),
            }
            impl #ty {
                pub const SECTION: &'static str = #section;
                /// Every named value.
                pub const KNOWN: &'static [#ty] = &[#(#ty::#all_variants),*];
                #missing
                #ignore
                pub const fn from_raw(v: u64) -> Self {
                    match v { #( #all_vals => #ty::#variants, )* other => #ty::Unrecognized(other) }
                }
                pub const fn raw(self) -> u64 {
                    match self { #( #ty::#variants => #vals, )* #ty::Unrecognized(v) => v }
                }
                pub const fn name(self) -> Option<&'static str> {
                    match self { #( #ty::#variants => Some(#names), )* #ty::Unrecognized(_) => None }
                }
                pub fn from_name(name: &str) -> Option<Self> {
                    match name { #( #names => Some(#ty::#variants), )* _ => None }
                }
                pub const fn is_recognized(self) -> bool {
                    !matches!(Self::from_raw(self.raw()), #ty::Unrecognized(_))
                }
                #unassigned
                #private
                #effective
                #messages
                #terminal
            }
            impl From<u64> for #ty {
                fn from(v: u64) -> Self { Self::from_raw(v) }
            }
            #[cfg(feature = "arbitrary")]
            impl<'x> arbitrary::Arbitrary<'x> for #ty {
                fn arbitrary(u: &mut arbitrary::Unstructured<'x>) -> arbitrary::Result<Self> {
                    // Mostly named values, sometimes any raw value.
                    if u.ratio(3u8, 4u8)? {
                        Ok(*u.choose(Self::KNOWN)?)
                    } else {
                        Ok(Self::from_raw(u64::arbitrary(u)?))
                    }
                }
            }
        }
    }

    /// Rust type of a field's value (without Option).
    fn rust_type(&self, f: &Field) -> TokenStream {
        if let Some(e) = &f.enum_name {
            let t = type_ident(e);
            return quote! { #t };
        }
        Self::rust_type_of(&f.ty)
    }

    fn rust_type_of(t: &Type) -> TokenStream {
        match t {
            Type::Uint => quote! { u64 },
            Type::Nint | Type::Int => quote! { i128 },
            Type::Bstr => quote! { &'a [u8] },
            Type::Tstr => quote! { &'a str },
            Type::Bool => quote! { bool },
            Type::Array(inner) => {
                let i = Self::rust_type_of(inner);
                quote! { Array<'a, #i> }
            }
            Type::UintKeyedMap | Type::AnyKeyedMap => quote! { RawMap<'a> },
            Type::Any => quote! { Item<'a> },
        }
    }

    /// Expression reading a field value from `r` (null already handled).
    fn read_expr(&self, f: &Field) -> TokenStream {
        let base = match &f.ty {
            Type::Uint => quote! { r.uint() },
            Type::Nint => quote! { r.nint() },
            Type::Int => quote! { r.int() },
            Type::Bstr => quote! { r.bstr() },
            Type::Tstr => quote! { r.tstr() },
            Type::Bool => quote! { r.bool() },
            Type::Array(_) => quote! { r.array(2) },
            Type::UintKeyedMap => quote! { r.uint_keyed_map(2) },
            Type::AnyKeyedMap => quote! { r.any_keyed_map(2) },
            Type::Any => quote! { r.item(2) },
        };
        if let Some(e) = &f.enum_name {
            let t = type_ident(e);
            quote! { #base.map(#t::from_raw) }
        } else {
            base
        }
    }

    fn write_stmt(f: &Field, v: TokenStream) -> TokenStream {
        let key = lit_u64(f.key);
        let body = match &f.ty {
            _ if f.enum_name.is_some() => quote! { rt::write_uint(out, #v.raw()); },
            Type::Uint => quote! { rt::write_uint(out, *#v); },
            Type::Nint | Type::Int => quote! { rt::write_int(out, *#v); },
            Type::Bstr => quote! { rt::write_bstr(out, #v); },
            Type::Tstr => quote! { rt::write_tstr(out, #v); },
            Type::Bool => quote! { rt::write_bool(out, *#v); },
            Type::Array(_) | Type::UintKeyedMap | Type::AnyKeyedMap | Type::Any => {
                quote! { #v.encode(out); }
            }
        };
        quote! { rt::write_uint(out, #key); #body }
    }

    fn len_expr(f: &Field, v: TokenStream) -> TokenStream {
        let key = lit_u64(f.key);
        let body = match &f.ty {
            _ if f.enum_name.is_some() => quote! { rt::uint_len(#v.raw()) },
            Type::Uint => quote! { rt::uint_len(*#v) },
            Type::Nint | Type::Int => {
                quote! { rt::uint_len(if *#v >= 0 { *#v as u64 } else { (-1 - *#v) as u64 }) }
            }
            Type::Bstr | Type::Tstr => quote! { rt::str_len(#v.len()) },
            Type::Bool => quote! { 1 },
            Type::Array(_) | Type::UintKeyedMap | Type::AnyKeyedMap | Type::Any => {
                quote! { #v.encoded_len() }
            }
        };
        quote! { rt::uint_len(#key) + #body }
    }

    /// Boolean expression: does `cond` hold on `self`?
    fn cond_expr(&self, frame: &Frame, c: &Cond, on: TokenStream) -> TokenStream {
        let fid = field_ident(&c.field);
        let vals = c.values.iter().map(|v| lit_u64(*v));
        let required = frame.field(&c.field).is_some_and(|f| f.required);
        if required {
            quote! { matches!(#on.#fid.raw(), #(#vals)|*) }
        } else {
            quote! { matches!(#on.#fid.map(|v| v.raw()), #(Some(#vals))|*) }
        }
    }

    fn frame(&self, fr: &Frame) -> TokenStream {
        let m = self.m;
        let ty = format_ident!("{}", fr.rust);
        let code = lit_u16(fr.code);
        let code64 = lit_u64(u64::from(fr.code));
        let has_corr = fr.corr == Presence::Required;
        let env = &m.envelope;
        let env_sec = lit_str(&env.section);
        let fk_sec = lit_str(&env.frame_kind_section);
        let corr_sec = lit_str(&env.corr_section);
        let fk_key = lit_u64(env.frame_kind_key);
        let corr_key = lit_u64(env.corr_key);
        let doc = format!(
            " {} (`{}`), a {} ({}). Borrows strings, bytes and nested maps from the payload.",
            fr.name,
            hex16(fr.code),
            fr.role.as_str(),
            fr.section
        );

        // struct fields
        let corr_field = if has_corr {
            let d = format!(" Correlation token, 1–64 bytes ({}).", env.corr_section);
            quote! { #[doc = #d] pub corr: &'a [u8], }
        } else {
            quote! {}
        };
        let sfields = fr.fields.iter().map(|f| {
            let id = field_ident(&f.name);
            let t = self.rust_type(f);
            let d = format!(
                " `{}` (key {}, {}, {}{}).",
                f.name,
                f.key,
                f.ty.describe(),
                if f.required { "required" } else { "optional" },
                format_args!(", {}", f.section)
            );
            if f.required {
                quote! { #[doc = #d] pub #id: #t, }
            } else {
                quote! { #[doc = #d] pub #id: Option<#t>, }
            }
        });
        // Every frame struct takes 'a; a frame with nothing to borrow carries a marker.
        let borrows = has_corr
            || fr.fields.iter().any(|f| {
                f.enum_name.is_none()
                    && matches!(
                        f.ty,
                        Type::Bstr
                            | Type::Tstr
                            | Type::Array(_)
                            | Type::UintKeyedMap
                            | Type::AnyKeyedMap
                            | Type::Any
                    )
            });
        let (phantom, phantom_init) = if borrows {
            (quote! {}, quote! {})
        } else {
            (
                quote! { #[doc(hidden)] pub _p: core::marker::PhantomData<&'a ()>, },
                quote! { _p: core::marker::PhantomData, },
            )
        };

        // decode
        let slots = fr.fields.iter().map(|f| {
            let s = format_ident!("f_{}", f.name);
            let t = self.rust_type(f);
            quote! { let mut #s: Option<#t> = None; }
        });
        let arms = fr.fields.iter().map(|f| {
            let s = format_ident!("f_{}", f.name);
            let key = lit_u64(f.key);
            let name = lit_str(&f.name);
            let read = self.read_expr(f);
            quote! {
                #key => {
                    if !r.null() {
                        #s = Some(#read.map_err(|e| e.in_field(#name))?);
                    }
                }
            }
        });
        let corr_arm = if has_corr {
            quote! {
                #corr_key => {
                    if !r.null() {
                        corr = Some(r.bstr().map_err(|e| e.in_field("corr"))?);
                    }
                }
            }
        } else {
            quote! {
                #corr_key => {
                    if !r.null() {
                        return Err(DecodeError::field("corr-absent", #env_sec, "corr", r.pos()));
                    }
                }
            }
        };
        let corr_slot = if has_corr {
            quote! { let mut corr: Option<&'a [u8]> = None; }
        } else {
            quote! {}
        };
        let corr_take = if has_corr {
            quote! {
                let corr = corr.ok_or_else(|| DecodeError::field("missing-required", #corr_sec, "corr", end))?;
            }
        } else {
            quote! {}
        };
        let takes = fr.fields.iter().filter(|f| f.required).map(|f| {
            let s = format_ident!("f_{}", f.name);
            let name = lit_str(&f.name);
            let sec = lit_str(&f.section);
            quote! {
                let #s = #s.ok_or_else(|| DecodeError::field("missing-required", #sec, #name, end))?;
            }
        });
        let inits = fr.fields.iter().map(|f| {
            let id = field_ident(&f.name);
            let s = format_ident!("f_{}", f.name);
            quote! { #id: #s, }
        });
        let corr_init = if has_corr {
            quote! { corr, }
        } else {
            quote! {}
        };

        // validate
        let mut checks = Vec::new();
        if has_corr {
            checks.push(quote! {
                if !CORR_LEN.contains(&self.corr.len()) {
                    return Err(DecodeError::field("len", #corr_sec, "corr", 0));
                }
            });
        }
        for f in &fr.fields {
            let id = field_ident(&f.name);
            let name = lit_str(&f.name);
            let sec = lit_str(&f.section);
            let mut inner = Vec::new();
            // i128 holds more than CBOR can: bound int/nint to majors 0/1's range.
            match f.ty {
                Type::Int => inner.push(quote! {
                    if *v < -(1i128 << 64) || *v > i128::from(u64::MAX) {
                        return Err(DecodeError::field("range", #sec, #name, 0));
                    }
                }),
                Type::Nint => inner.push(quote! {
                    if *v < -(1i128 << 64) || *v >= 0 {
                        return Err(DecodeError::field("range", #sec, #name, 0));
                    }
                }),
                _ => {}
            }
            if let Some((lo, hi)) = f.range {
                let raw = if f.enum_name.is_some() {
                    quote! { v.raw() }
                } else {
                    quote! { *v }
                };
                let hi = lit_u64(hi);
                let cond = if lo == 0 {
                    quote! { x > #hi }
                } else {
                    let lo = lit_u64(lo);
                    quote! { x < #lo || x > #hi }
                };
                inner.push(quote! {
                    let x: u64 = #raw;
                    if #cond { return Err(DecodeError::field("range", #sec, #name, 0)); }
                });
            }
            if let Some((lo, hi)) = f.len {
                let mut conds = Vec::new();
                if lo > 0 {
                    let lo = Literal::usize_unsuffixed(lo as usize);
                    conds.push(quote! { v.len() < #lo });
                }
                if let Some(hi) = hi {
                    let hi = Literal::usize_unsuffixed(hi as usize);
                    conds.push(quote! { v.len() > #hi });
                }
                if !conds.is_empty() {
                    inner.push(quote! {
                        if #(#conds)||* { return Err(DecodeError::field("len", #sec, #name, 0)); }
                    });
                }
            }
            if !inner.is_empty() {
                if f.required {
                    checks.push(quote! { { let v = &self.#id; #(#inner)* } });
                } else {
                    checks.push(quote! { if let Some(v) = &self.#id { #(#inner)* } });
                }
            }
        }
        let mut cross = Vec::new();
        for rule in &fr.rules {
            let rid = lit_str(&rule.id);
            let sec = lit_str(&rule.section);
            match &rule.kind {
                RuleKind::RequiredWhen {
                    field,
                    non_empty,
                    when,
                } => {
                    let fid = field_ident(field);
                    let name = lit_str(field);
                    let c = self.cond_expr(fr, when, quote! { self });
                    let empty = if *non_empty {
                        quote! { Some(v) => v.is_empty(), }
                    } else {
                        quote! { Some(_) => false, }
                    };
                    checks.push(quote! {
                        if #c && match &self.#fid { None => true, #empty } {
                            return Err(DecodeError::field(#rid, #sec, #name, 0));
                        }
                    });
                }
                RuleKind::PresentIff { field, when } => {
                    let fid = field_ident(field);
                    let name = lit_str(field);
                    let c = self.cond_expr(fr, when, quote! { self });
                    checks.push(quote! {
                        if #c != self.#fid.is_some() {
                            return Err(DecodeError::field(#rid, #sec, #name, 0));
                        }
                    });
                }
                RuleKind::AbsentUnless { field, when } => {
                    let fid = field_ident(field);
                    let name = lit_str(field);
                    let c = self.cond_expr(fr, when, quote! { self });
                    checks.push(quote! {
                        if self.#fid.is_some() && !(#c) {
                            return Err(DecodeError::field(#rid, #sec, #name, 0));
                        }
                    });
                }
                RuleKind::ValueIn { field, values, .. } => {
                    let fid = field_ident(field);
                    let name = lit_str(field);
                    let vals = values.iter().map(|v| lit_u64(*v));
                    let required = fr.field(field).is_some_and(|f| f.required);
                    let c = if required {
                        quote! { !matches!(self.#fid.raw(), #(#vals)|*) }
                    } else {
                        quote! { self.#fid.is_some_and(|v| !matches!(v.raw(), #(#vals)|*)) }
                    };
                    checks.push(quote! {
                        if #c { return Err(DecodeError::field(#rid, #sec, #name, 0)); }
                    });
                }
                RuleKind::CrossFrame {
                    request,
                    field,
                    selector,
                    only_when,
                    cases,
                } => {
                    let Some(req) = m.frame(request) else {
                        continue;
                    };
                    let req_ty = format_ident!("{}", req.rust);
                    let fid = field_ident(field);
                    let sid = field_ident(selector);
                    let name = lit_str(field);
                    let sel_raw = if req.field(selector).is_some_and(|f| f.required) {
                        quote! { Some(request.#sid.raw()) }
                    } else {
                        quote! { request.#sid.map(|v| v.raw()) }
                    };
                    let gate = match only_when {
                        Some(c) => {
                            let c = self.cond_expr(fr, c, quote! { self });
                            quote! { if !(#c) { return Ok(()); } }
                        }
                        None => quote! {},
                    };
                    let arms = cases.iter().map(|cs| {
                        let v = lit_u64(cs.selector_value);
                        let ok = match &cs.shape {
                            Shape::Absent => quote! { value.is_none() },
                            Shape::Tstr => quote! { value.is_some_and(|x| x.kind() == rt::ItemKind::Tstr) },
                            Shape::Bool => quote! { value.is_some_and(|x| x.kind() == rt::ItemKind::Bool) },
                            Shape::Map => quote! { value.is_some_and(|x| x.kind() == rt::ItemKind::Map) },
                            Shape::UintIndex(arr) | Shape::ArrayUintIndex(arr) => {
                                let aid = field_ident(arr);
                                let bound = if req.field(arr).is_some_and(|f| f.required) {
                                    quote! { request.#aid.len() as u64 }
                                } else {
                                    quote! { request.#aid.as_ref().map_or(0, |a| a.len() as u64) }
                                };
                                if matches!(cs.shape, Shape::UintIndex(_)) {
                                    quote! { value.and_then(|x| x.as_uint()).is_some_and(|i| i < #bound) }
                                } else {
                                    quote! { value.is_some_and(|x| x.is_uint_array_below(#bound)) }
                                }
                            }
                        };
                        quote! { Some(#v) => #ok, }
                    });
                    let d = format!(
                        " Cross-frame rule `{}` ({}): `{}`'s CBOR type is fixed by the originating {}'s `{}`.",
                        rule.id, rule.section, field, request, selector
                    );
                    cross.push(quote! {
                        #[doc = #d]
                        pub fn check_against(&self, request: &#req_ty<'_>) -> Result<(), DecodeError> {
                            #gate
                            let value = self.#fid.as_ref();
                            let ok = match #sel_raw {
                                #(#arms)*
                                // An unrecognized selector: the responder could not have presented it.
                                _ => true,
                            };
                            if ok { Ok(()) } else { Err(DecodeError::field(#rid, #sec, #name, 0)) }
                        }
                    });
                }
            }
        }

        // encode
        let n_fixed =
            1u64 + u64::from(has_corr) + fr.fields.iter().filter(|f| f.required).count() as u64;
        let n_fixed = lit_u64(n_fixed);
        let n_opt = fr
            .fields
            .iter()
            .filter(|f| !f.required)
            .map(|f| {
                let id = field_ident(&f.name);
                quote! { + u64::from(self.#id.is_some()) }
            })
            .collect::<Vec<_>>();
        let corr_w = if has_corr {
            quote! { rt::write_uint(out, #corr_key); rt::write_bstr(out, self.corr); }
        } else {
            quote! {}
        };
        let corr_l = if has_corr {
            quote! { + rt::uint_len(#corr_key) + rt::str_len(self.corr.len()) }
        } else {
            quote! {}
        };
        let writes = fr.fields.iter().map(|f| {
            let id = field_ident(&f.name);
            if f.required {
                Self::write_stmt(f, quote! { (&self.#id) })
            } else {
                let w = Self::write_stmt(f, quote! { v });
                quote! { if let Some(v) = &self.#id { #w } }
            }
        });
        let lens = fr.fields.iter().map(|f| {
            let id = field_ident(&f.name);
            if f.required {
                let l = Self::len_expr(f, quote! { (&self.#id) });
                quote! { + #l }
            } else {
                let l = Self::len_expr(f, quote! { v });
                quote! { + self.#id.as_ref().map_or(0, |v| #l) }
            }
        });

        let corr_fv = if has_corr {
            quote! { v.push(("corr", rt::FieldValue::Bytes(self.corr))); }
        } else {
            quote! {}
        };
        let fvs = fr.fields.iter().map(|f| {
            let id = field_ident(&f.name);
            let name = lit_str(&f.name);
            let conv = match &f.ty {
                _ if f.enum_name.is_some() => {
                    quote! { rt::FieldValue::Enum { raw: x.raw(), name: x.name() } }
                }
                Type::Uint => quote! { rt::FieldValue::Uint(*x) },
                Type::Nint | Type::Int => quote! { rt::FieldValue::Int(*x) },
                Type::Bstr => quote! { rt::FieldValue::Bytes(x) },
                Type::Tstr => quote! { rt::FieldValue::Text(x) },
                Type::Bool => quote! { rt::FieldValue::Bool(*x) },
                Type::Array(_) => quote! { x.field_value() },
                Type::UintKeyedMap | Type::AnyKeyedMap => {
                    quote! { rt::FieldValue::Map(x.as_bytes()) }
                }
                Type::Any => quote! { rt::FieldValue::Item(x.as_bytes()) },
            };
            if f.required {
                quote! { { let x = &self.#id; v.push((#name, #conv)); } }
            } else {
                quote! { if let Some(x) = &self.#id { v.push((#name, #conv)); } }
            }
        });
        let rt_name = lit_str(&fr.name);
        let role = role_tokens(fr.role);
        let _ = rt_name;
        quote! {
            #[doc = #doc]
            #[derive(Debug, Clone, PartialEq, Eq)]
            #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
            pub struct #ty<'a> {
                #corr_field
                #(#sfields)*
                #phantom
            }

            impl<'a> #ty<'a> {
                pub const CODE: u16 = #code;
                pub const FRAME_TYPE: FrameType = FrameType::#ty;
                pub const ROLE: Role = #role;

                /// Strict decode (README "Decoding semantics", D2–D12).
                pub fn decode(payload: &'a [u8]) -> Result<Self, DecodeError> {
                    let mut r = Reader::new(payload, MAX_PAYLOAD, MAX_DEPTH)?;
                    let n = r.map_header(1)?;
                    let mut prev: &'a [u8] = &[];
                    let mut frame_kind: Option<u64> = None;
                    #corr_slot
                    #(#slots)*
                    for _ in 0..n {
                        match r.top_key(&mut prev)? {
                            #fk_key => {
                                if !r.null() {
                                    frame_kind = Some(r.uint().map_err(|e| e.in_field("frame_kind"))?);
                                }
                            }
                            #corr_arm
                            #(#arms)*
                            // §4.3: an unknown non-negative key is ignored (but must be well-formed).
                            _ => r.skip(2)?,
                        }
                    }
                    r.finish()?;
                    let end = r.pos();
                    let frame_kind = frame_kind.ok_or_else(|| DecodeError::field("missing-required", #fk_sec, "frame_kind", end))?;
                    if frame_kind != #code64 {
                        return Err(DecodeError::field("frame-kind-mismatch", #fk_sec, "frame_kind", end));
                    }
                    #corr_take
                    #(#takes)*
                    let out = #ty { #corr_init #(#inits)* #phantom_init };
                    // Ranges, lengths and rules are checked once the whole map is read.
                    out.validate().map_err(|e| e.at(end))?;
                    Ok(out)
                }

                /// Value constraints and single-frame rules (ranges, lengths, schema `rules`).
                pub fn validate(&self) -> Result<(), DecodeError> {
                    #(#checks)*
                    Ok(())
                }

                /// Exact size of [`Self::encode`]'s output.
                pub fn encoded_len(&self) -> usize {
                    let n: u64 = #n_fixed #(#n_opt)*;
                    rt::uint_len(n) + rt::uint_len(#fk_key) + rt::uint_len(#code64) #corr_l #(#lens)*
                }

                /// The one canonical encoding (keys ascending, shortest forms, nulls omitted).
                pub fn encode(&self, out: &mut Vec<u8>) {
                    let n: u64 = #n_fixed #(#n_opt)*;
                    rt::write_head(out, 5, n);
                    rt::write_uint(out, #fk_key);
                    rt::write_uint(out, #code64);
                    #corr_w
                    #(#writes)*
                }

                pub fn to_vec(&self) -> Vec<u8> {
                    let mut out = Vec::with_capacity(self.encoded_len());
                    self.encode(&mut out);
                    out
                }

                /// Present fields by schema name (envelope first), for inspection.
                pub fn fields(&self) -> Vec<(&'static str, rt::FieldValue<'_>)> {
                    let mut v = Vec::new();
                    v.push(("frame_kind", rt::FieldValue::Uint(#code64)));
                    #corr_fv
                    #(#fvs)*
                    v
                }

                #(#cross)*
            }
        }
    }

    fn frame_type(&self) -> TokenStream {
        let m = self.m;
        let names: Vec<Ident> = m
            .frames
            .iter()
            .map(|f| format_ident!("{}", f.rust))
            .collect();
        let codes: Vec<Literal> = m.frames.iter().map(|f| lit_u16(f.code)).collect();
        let wire: Vec<Literal> = m.frames.iter().map(|f| lit_str(&f.name)).collect();
        let secs: Vec<Literal> = m.frames.iter().map(|f| lit_str(&f.section)).collect();
        let roles: Vec<TokenStream> = m.frames.iter().map(|f| role_tokens(f.role)).collect();
        let corr: Vec<bool> = m
            .frames
            .iter()
            .map(|f| f.corr == Presence::Required)
            .collect();
        let list = |v: &Vec<String>| {
            let items = v
                .iter()
                .filter_map(|n| m.frame(n))
                .map(|f| format_ident!("{}", f.rust));
            quote! { &[#(FrameType::#items),*] }
        };
        let replies: Vec<TokenStream> = m.frames.iter().map(|f| list(&f.replies)).collect();
        let answers: Vec<TokenStream> = m.frames.iter().map(|f| list(&f.answers)).collect();
        let withdraws: Vec<TokenStream> = m.frames.iter().map(|f| list(&f.withdraws)).collect();
        let reply_when: Vec<TokenStream> = m
            .frames
            .iter()
            .map(|f| match &f.reply_when {
                Some(x) => {
                    let l = lit_str(x);
                    quote! { Some(#l) }
                }
                None => quote! { None },
            })
            .collect();
        let docs: Vec<String> = m
            .frames
            .iter()
            .map(|f| format!(" `{}` {} ({})", hex16(f.code), f.name, f.section))
            .collect();
        let n = Literal::usize_unsuffixed(m.frames.len());
        quote! {
            /// The channel's frame types (§3.1).
            #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
            #[repr(u16)]
            pub enum FrameType { #( #[doc = #docs] #names = #codes, )* }

            impl FrameType {
                pub const ALL: [FrameType; #n] = [#(FrameType::#names),*];
                pub const fn from_u16(v: u16) -> Option<Self> {
                    match v { #( #codes => Some(FrameType::#names), )* _ => None }
                }
                pub const fn code(self) -> u16 { self as u16 }
                /// The spec's name, e.g. `INTERACT_EVENT`.
                pub const fn name(self) -> &'static str {
                    match self { #( FrameType::#names => #wire, )* }
                }
                pub fn from_name(name: &str) -> Option<Self> {
                    match name { #( #wire => Some(FrameType::#names), )* _ => None }
                }
                pub const fn role(self) -> Role {
                    match self { #( FrameType::#names => #roles, )* }
                }
                pub const fn section(self) -> &'static str {
                    match self { #( FrameType::#names => #secs, )* }
                }
                /// Whether the envelope carries `corr` (§4.2).
                pub const fn has_corr(self) -> bool {
                    match self { #( FrameType::#names => #corr, )* }
                }
                /// Frame types that may answer this one.
                pub const fn replies(self) -> &'static [FrameType] {
                    match self { #( FrameType::#names => #replies, )* }
                }
                /// A reply is expected only when this bool field is `true` (e.g. `ack`).
                pub const fn reply_when(self) -> Option<&'static str> {
                    match self { #( FrameType::#names => #reply_when, )* }
                }
                /// Frame types this one answers.
                pub const fn answers(self) -> &'static [FrameType] {
                    match self { #( FrameType::#names => #answers, )* }
                }
                /// Requests this frame withdraws by corr.
                pub const fn withdraws(self) -> &'static [FrameType] {
                    match self { #( FrameType::#names => #withdraws, )* }
                }
            }
        }
    }

    fn frame_enum(&self) -> TokenStream {
        let m = self.m;
        let names: Vec<Ident> = m
            .frames
            .iter()
            .map(|f| format_ident!("{}", f.rust))
            .collect();
        let corr_arms = m.frames.iter().map(|f| {
            let n = format_ident!("{}", f.rust);
            if f.corr == Presence::Required {
                quote! { Frame::#n(x) => Some(x.corr), }
            } else {
                quote! { Frame::#n(_) => None, }
            }
        });
        // decode_reply: apply cross-frame rules when the request is supplied.
        let mut cross_arms = Vec::new();
        for f in &m.frames {
            for r in &f.rules {
                if let RuleKind::CrossFrame { request, .. } = &r.kind {
                    if let Some(req) = m.frame(request) {
                        let rq = format_ident!("{}", req.rust);
                        let rs = format_ident!("{}", f.rust);
                        cross_arms.push(
                            quote! { (Frame::#rq(q), Frame::#rs(s)) => s.check_against(q)?, },
                        );
                    }
                }
            }
        }
        let sec = lit_str(&m.errors.section);
        quote! {
            /// Any frame of the channel.
            #[derive(Debug, Clone, PartialEq, Eq)]
            pub enum Frame<'a> { #( #names(#names<'a>), )* }

            impl<'a> Frame<'a> {
                pub const fn frame_type(&self) -> FrameType {
                    match self { #( Frame::#names(_) => FrameType::#names, )* }
                }
                /// The envelope's corr, for frames that carry one.
                pub fn corr(&self) -> Option<&'a [u8]> {
                    match self { #(#corr_arms)* }
                }
                pub fn validate(&self) -> Result<(), DecodeError> {
                    match self { #( Frame::#names(x) => x.validate(), )* }
                }
                pub fn encoded_len(&self) -> usize {
                    match self { #( Frame::#names(x) => x.encoded_len(), )* }
                }
                pub fn encode(&self, out: &mut Vec<u8>) {
                    match self { #( Frame::#names(x) => x.encode(out), )* }
                }
                pub fn to_vec(&self) -> Vec<u8> {
                    match self { #( Frame::#names(x) => x.to_vec(), )* }
                }
                pub fn fields(&self) -> Vec<(&'static str, rt::FieldValue<'_>)> {
                    match self { #( Frame::#names(x) => x.fields(), )* }
                }
            }

            #( impl<'a> From<#names<'a>> for Frame<'a> { fn from(x: #names<'a>) -> Self { Frame::#names(x) } } )*

            /// Decode a payload of `frame_type` (README "Decoding semantics").
            pub fn decode(frame_type: u16, payload: &[u8]) -> Result<Frame<'_>, DecodeError> {
                match FrameType::from_u16(frame_type) {
                    #( Some(FrameType::#names) => #names::decode(payload).map(Frame::#names), )*
                    None => Err(DecodeError::unknown_operation(#sec)),
                }
            }

            /// Decode a reply and apply the cross-frame rules against the
            /// originating `request` (e.g. §6.2 value type by prompt_kind).
            /// Matching the reply to the request (corr, and that its type is in
            /// `request.frame_type().replies()`) is the caller's correlation
            /// logic and is not checked here.
            pub fn decode_reply<'p>(request: &Frame<'_>, frame_type: u16, payload: &'p [u8]) -> Result<Frame<'p>, DecodeError> {
                let reply = decode(frame_type, payload)?;
                #[allow(clippy::match_single_binding)]
                match (request, &reply) {
                    #(#cross_arms)*
                    _ => {}
                }
                Ok(reply)
            }
        }
    }

    fn errors(&self) -> TokenStream {
        let m = self.m;
        let Some(ef) = m.frame(&m.errors.frame) else {
            return quote! {};
        };
        let ety = format_ident!("{}", ef.rust);
        let code_enum = type_ident(&m.errors.code_enum);
        let code_f = field_ident(&m.errors.code_field);
        let msg_f = field_ident(&m.errors.message_field);
        let malformed = lit_u64(m.errors.malformed);
        let unknown = lit_u64(m.errors.unknown_operation);
        let others = ef
            .fields
            .iter()
            .filter(|f| f.name != m.errors.code_field && f.name != m.errors.message_field)
            .map(|f| {
                let id = field_ident(&f.name);
                quote! { #id: None, }
            });
        let leak = format!(
            " Build the {} reply to a failed request: echoes `corr` and carries only the generic message for `code` ({}). Optional fields start empty.",
            ef.name, m.errors.leak_section
        );
        let (clo, chi) = m.envelope.corr_len;
        let clo = Literal::usize_unsuffixed(clo as usize);
        let chi = Literal::usize_unsuffixed(chi as usize);
        let ck = lit_u64(m.envelope.corr_key);
        let fallback = lit_str(&m.errors.fallback_message);
        quote! {
            /// The wire error code a decode failure maps to (§8): every body
            /// fault is malformed_request, a foreign frame type unknown_operation.
            pub const fn wire_code(e: &DecodeError) -> #code_enum {
                match e.wire {
                    WireError::MalformedRequest => #code_enum::from_raw(#malformed),
                    WireError::UnknownOperation => #code_enum::from_raw(#unknown),
                }
            }

            impl<'a> #ety<'a> {
                #[doc = #leak]
                pub fn reply(corr: &'a [u8], code: #code_enum) -> Self {
                    #ety {
                        corr,
                        #code_f: code,
                        #msg_f: match code.message() { Some(m) => m, None => #fallback },
                        #(#others)*
                    }
                }
            }

            /// The error reply for a refused payload of `frame_type`, echoing its
            /// corr when one can be recovered (§5, §8.2). `None` when nothing may
            /// answer it: a frame type the schema says takes no reply (results,
            /// errors, cancels, events — an error to them would be unsolicited,
            /// §3.1), or no corr can be recovered (an uncorrelatable request
            /// cannot be answered). A frame type outside the channel is answered
            /// (`unknown_operation`) when its corr can be recovered.
            pub fn error_reply_for<'p>(frame_type: u16, payload: &'p [u8], err: &DecodeError) -> Option<#ety<'p>> {
                if FrameType::from_u16(frame_type).is_some_and(|ft| ft.replies().is_empty()) {
                    return None;
                }
                let corr = rt::recover_corr(payload, #ck, #clo, #chi)?;
                Some(#ety::reply(corr, wire_code(err)))
            }
        }
    }
}

fn role_tokens(r: Role) -> TokenStream {
    match r {
        Role::Request => quote! { Role::Request },
        Role::Result => quote! { Role::Result },
        Role::Notification => quote! { Role::Notification },
        Role::Event => quote! { Role::Event },
        Role::Error => quote! { Role::Error },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn model_with(extra_field: &str) -> Model {
        let path = npamp_schema::schema_dir().join("interaction.yaml");
        let text = std::fs::read_to_string(path).expect("shipped schema");
        let text = text.replace(
            "      - { key: 2, name: reason, type: uint, enum: cancel_reason, section: \"§6.4\" }\n",
            &format!("      - {{ key: 2, name: reason, type: uint, enum: cancel_reason, section: \"§6.4\" }}\n      - {extra_field}\n"),
        );
        npamp_schema::parse("test.yaml", &text).expect("schema with the extra field")
    }

    #[test]
    fn int_and_nint_fields_are_bounded_to_cbor_range() {
        for ty in ["int", "nint"] {
            let m = model_with(&format!(
                "{{ key: 3, name: delta, type: {ty}, section: \"§6.4\" }}"
            ));
            let code = generate_pretty(&m).expect("generates and parses");
            let cancel = code
                .split("impl<'a> Cancel<'a>")
                .nth(1)
                .expect("Cancel impl");
            let validate = cancel.split("pub fn validate").nth(1).expect("validate()");
            assert!(
                validate.contains("1i128 << 64"),
                "{ty}: no lower bound in validate()"
            );
        }
    }

    #[test]
    fn generator_refuses_reserved_names() {
        let m = model_with("{ key: 3, name: corr, type: uint, section: \"§6.4\" }");
        let e = generate(&m).expect_err("a field named corr collides with the envelope");
        assert!(e.0.contains("frame INTERACT_CANCEL, field corr"), "{}", e.0);
    }
}
