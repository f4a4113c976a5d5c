//! Enum, flags and union types.

use crate::names::{doc, ident, lit_str, lit_u64, type_ident};
use crate::types::{rust_type, Hint};
use crate::Gen;
use npamp_schema::{EnumDef, EnumRaw, EnumWire, FlagsDef, Type, Value};
use proc_macro2::TokenStream;
use quote::quote;

pub fn emit_all(g: &Gen<'_>) -> TokenStream {
    let enums = g.m.enums.iter().map(|e| match e.wire {
        EnumWire::Uint => uint_enum(e),
        EnumWire::Tstr => text_enum(e),
    });
    let flags = g.m.flags.iter().map(flags_type);
    let unions = unions(g).into_iter().map(|u| union_type(g, &u));
    let stand_ins = stand_ins(g);
    quote! { #(#enums)* #(#flags)* #(#unions)* #stand_ins }
}

/// TEST-ONLY: the stand-in value of each enum, flags and union type, which
/// takes a required field's place when a mutant lets it be absent (only in
/// the mutation run's build, `--cfg npamp_mutant`; `rt/mutant.rs`).
fn stand_ins(g: &Gen<'_>) -> TokenStream {
    let enums = g.m.enums.iter().map(|e| {
        let t = ident(&e.rust);
        match e.wire {
            EnumWire::Uint => quote! {
                impl p::StandIn for #t { fn stand_in() -> Self { #t::from_raw(0) } }
            },
            EnumWire::Tstr => quote! {
                impl<'a> p::StandIn for #t<'a> { fn stand_in() -> Self { #t::from_token("") } }
            },
        }
    });
    let flags = g.m.flags.iter().map(|f| {
        let t = ident(&f.rust);
        quote! { impl p::StandIn for #t { fn stand_in() -> Self { #t(0) } } }
    });
    let unions = unions(g).into_iter().filter_map(|u| {
        let ty = ident(&u.rust);
        let var = variant(g, u.alts.first()?);
        let (lt, self_ty) = if u.alts.iter().any(|a| crate::types::borrows(g, a)) {
            (quote! { <'a> }, quote! { #ty<'a> })
        } else {
            (quote! {}, quote! { #ty })
        };
        Some(quote! {
            impl #lt p::StandIn for #self_ty { fn stand_in() -> Self { #ty::#var(p::StandIn::stand_in()) } }
        })
    });
    quote! {
        #[cfg(npamp_mutant)]
        const _: () = { #(#enums)* #(#flags)* #(#unions)* };
    }
}

fn value_docs(e: &EnumDef) -> Vec<String> {
    e.values
        .iter()
        .map(|v| {
            let raw = match &v.raw {
                EnumRaw::Uint(x) => format!("`{x:#04x}`"),
                EnumRaw::Text(t) => format!("`\"{t}\"`"),
            };
            let extra = v
                .doc
                .as_deref()
                .map(|d| format!(": {d}"))
                .unwrap_or_default();
            doc(&format!("{raw} {} ({}){extra}", v.name, e.section))
        })
        .collect()
}

/// Methods shared by both wire kinds: names, fail-safes, messages, terminal states.
fn common_methods(e: &EnumDef, ty: &proc_macro2::Ident) -> TokenStream {
    let variants: Vec<_> = e.values.iter().map(|v| type_ident(&v.name)).collect();
    let names: Vec<_> = e.values.iter().map(|v| lit_str(&v.name)).collect();
    let section = lit_str(&e.section);
    let effective = e
        .unrecognized
        .treat_as
        .and_then(|i| e.values.get(i))
        .map(|t| {
            let tv = type_ident(&t.name);
            let d = doc(&format!(
                "How a receiver treats this value: an unrecognized value counts as `{}` ({}).",
                t.name, e.section
            ));
            quote! {
                #[doc = #d]
                pub const fn effective(self) -> Self {
                    if self.is_recognized() { self } else { #ty::#tv }
                }
            }
        });
    let missing = e.missing.and_then(|i| e.values.get(i)).map(|mv| {
        let mvi = type_ident(&mv.name);
        let d = doc(&format!(
            "What a missing value means (fail-safe, {}): `{}`.",
            e.section, mv.name
        ));
        quote! { #[doc = #d] pub const WHEN_MISSING: Self = #ty::#mvi; }
    });
    let ignore = e.unrecognized.ignore.then(|| {
        quote! {
            /// Advisory: handling must not change on an unrecognized value.
            pub const ADVISORY_ONLY: bool = true;
        }
    });
    let strict = e.unrecognized.reject.is_some();
    let messages = e.values.iter().any(|v| v.message.is_some()).then(|| {
        let arms = e.values.iter().filter_map(|v| {
            let vi = type_ident(&v.name);
            v.message.as_ref().map(|m| {
                let m = lit_str(m);
                quote! { #ty::#vi => Some(#m), }
            })
        });
        quote! {
            /// The generic, peer-safe message for this code (the only text that may cross the wire).
            pub const fn message(self) -> Option<&'static str> {
                match self { #(#arms)* _ => None }
            }
        }
    });
    let terminal = e.values.iter().any(|v| v.terminal.is_some()).then(|| {
        let arms = e
            .values
            .iter()
            .filter(|v| v.terminal == Some(true))
            .map(|v| {
                let vi = type_ident(&v.name);
                quote! { #ty::#vi => true, }
            });
        quote! {
            /// Whether this is a terminal state (a value flagged `terminal` in the schema).
            pub const fn is_terminal(self) -> bool {
                match self { #(#arms)* _ => false }
            }
        }
    });
    quote! {
        /// The spec section of the value table.
        pub const SECTION: &'static str = #section;
        /// Whether an unrecognized value is refused (a strict enum).
        pub const STRICT: bool = #strict;
        #missing
        #ignore
        /// The schema name of a named value.
        pub const fn name(self) -> Option<&'static str> {
            match self { #( #ty::#variants => Some(#names), )* _ => None }
        }
        /// The named value with this schema name.
        pub fn from_name(name: &str) -> Option<Self> {
            match name { #( #names => Some(#ty::#variants), )* _ => None }
        }
        #effective
        #messages
        #terminal
    }
}

fn uint_enum(e: &EnumDef) -> TokenStream {
    let ty = type_ident(&e.name);
    let variants: Vec<_> = e.values.iter().map(|v| type_ident(&v.name)).collect();
    let vals: Vec<_> = e
        .values
        .iter()
        .map(|v| lit_u64(v.raw.as_uint().unwrap_or(0)))
        .collect();
    let docs = value_docs(e);
    let meaning = doc(&format!(
        "A value this revision does not name. Meaning: {}.",
        e.unrecognized.meaning
    ));
    let tydoc = doc(&format!(
        "Enum `{}` ({}). {}",
        e.name,
        e.section,
        if e.is_strict() {
            "A strict enum: an unrecognized value is refused by the decoder."
        } else {
            "Unrecognized values are kept, never an error."
        }
    ));
    let range_fn = |name: &str, r: Option<(u64, u64)>| {
        let f = ident(name);
        let d = doc(if name == "is_unassigned" {
            "Whether the value lies in the range that requires specification to assign."
        } else {
            "Whether the value lies in the private-use range."
        });
        match r {
            Some((lo, hi)) => {
                let (lo, hi) = (lit_u64(lo), lit_u64(hi));
                quote! { #[doc = #d] pub const fn #f(self) -> bool { let v = self.raw(); v >= #lo && v <= #hi } }
            }
            None => quote! { #[doc = #d] pub const fn #f(self) -> bool { false } },
        }
    };
    let unassigned = range_fn("is_unassigned", e.unassigned);
    let private = range_fn("is_private_use", e.private_use);
    let common = common_methods(e, &ty);
    quote! {
        #[doc = #tydoc]
        #[derive(Debug, Clone, Copy)]
        #[non_exhaustive]
        pub enum #ty {
            #( #[doc = #docs] #variants, )*
            #[doc = #meaning]
            Unrecognized(u64),
        }
        impl #ty {
            /// Every named value.
            pub const KNOWN: &'static [#ty] = &[#(#ty::#variants),*];
            /// The value for a raw wire value (named when the schema names it).
            pub const fn from_raw(v: u64) -> Self {
                match v { #( #vals => #ty::#variants, )* other => #ty::Unrecognized(other) }
            }
            /// The raw wire value.
            pub const fn raw(self) -> u64 {
                match self { #( #ty::#variants => #vals, )* #ty::Unrecognized(v) => v }
            }
            /// Whether the schema names this value.
            pub const fn is_recognized(self) -> bool {
                matches!(self.raw(), #(#vals)|*)
            }
            #unassigned
            #private
            #common
        }
        impl PartialEq for #ty {
            fn eq(&self, o: &Self) -> bool { self.raw() == o.raw() }
        }
        impl Eq for #ty {}
        impl core::hash::Hash for #ty {
            fn hash<H: core::hash::Hasher>(&self, h: &mut H) { self.raw().hash(h) }
        }
        impl From<u64> for #ty {
            fn from(v: u64) -> Self { Self::from_raw(v) }
        }
        impl<'a> rt::Elem<'a> for #ty {
            fn read(r: &mut p::Reader<'a>, _level: usize) -> Result<Self, DecodeError> {
                r.uint().map(Self::from_raw)
            }
            fn write<W: Sink>(&self, out: &mut W) { p::write_uint(out, self.raw()) }
            // A map key and the value's head in one write.
            #[inline]
            fn write_keyed<W: Sink>(&self, key: u8, out: &mut W) { p::write_keyed_head(out, key, 0, self.raw()) }
            fn encoded_len(&self) -> usize { p::uint_len(self.raw()) }
            #[cfg(feature = "alloc")]
            fn field_value(&self) -> rt::FieldValue<'a> {
                rt::FieldValue::Enum { raw: rt::EnumRaw::Uint(self.raw()), name: self.name() }
            }
        }
        /// Any wire value, unrecognized ones included (feature `arbitrary`).
        #[cfg(feature = "arbitrary")]
        #[cfg_attr(docsrs, doc(cfg(feature = "arbitrary")))]
        impl<'x> arbitrary::Arbitrary<'x> for #ty {
            fn arbitrary(u: &mut arbitrary::Unstructured<'x>) -> arbitrary::Result<Self> {
                Ok(Self::from_raw(u64::arbitrary(u)?))
            }
        }
    }
}

fn text_enum(e: &EnumDef) -> TokenStream {
    let ty = type_ident(&e.name);
    let variants: Vec<_> = e.values.iter().map(|v| type_ident(&v.name)).collect();
    let toks: Vec<_> = e
        .values
        .iter()
        .map(|v| lit_str(v.raw.as_text().unwrap_or_default()))
        .collect();
    let docs = value_docs(e);
    let meaning = doc(&format!(
        "A token this revision does not name. Meaning: {}.",
        e.unrecognized.meaning
    ));
    let tydoc = doc(&format!(
        "Enum `{}` of text tokens ({}).",
        e.name, e.section
    ));
    let common = common_methods(e, &ty);
    quote! {
        #[doc = #tydoc]
        #[derive(Debug, Clone, Copy)]
        #[non_exhaustive]
        pub enum #ty<'a> {
            #( #[doc = #docs] #variants, )*
            #[doc = #meaning]
            Unrecognized(&'a str),
        }
        impl<'a> #ty<'a> {
            /// Every named value.
            pub const KNOWN: &'static [#ty<'static>] = &[#(#ty::#variants),*];
            /// The value for a wire token.
            pub fn from_token(t: &'a str) -> Self {
                match t { #( #toks => #ty::#variants, )* other => #ty::Unrecognized(other) }
            }
            /// The wire token.
            pub const fn token(self) -> &'a str {
                match self { #( #ty::#variants => #toks, )* #ty::Unrecognized(t) => t }
            }
            /// Whether the schema names this token.
            pub fn is_recognized(self) -> bool {
                matches!(self.token(), #(#toks)|*)
            }
            #common
        }
        impl PartialEq for #ty<'_> {
            fn eq(&self, o: &Self) -> bool { self.token() == o.token() }
        }
        impl Eq for #ty<'_> {}
        impl core::hash::Hash for #ty<'_> {
            fn hash<H: core::hash::Hasher>(&self, h: &mut H) { self.token().hash(h) }
        }
        impl<'a> rt::Elem<'a> for #ty<'a> {
            fn read(r: &mut p::Reader<'a>, _level: usize) -> Result<Self, DecodeError> {
                r.tstr().map(Self::from_token)
            }
            fn write<W: Sink>(&self, out: &mut W) { p::write_tstr(out, self.token()) }
            fn encoded_len(&self) -> usize { p::str_len(self.token().len()) }
            #[cfg(feature = "alloc")]
            fn field_value(&self) -> rt::FieldValue<'a> {
                rt::FieldValue::Enum { raw: rt::EnumRaw::Text(self.token()), name: self.name() }
            }
        }
        /// Any token, unrecognized ones included (feature `arbitrary`).
        #[cfg(feature = "arbitrary")]
        #[cfg_attr(docsrs, doc(cfg(feature = "arbitrary")))]
        impl<'a> arbitrary::Arbitrary<'a> for #ty<'a> {
            fn arbitrary(u: &mut arbitrary::Unstructured<'a>) -> arbitrary::Result<Self> {
                Ok(Self::from_token(<&'a str>::arbitrary(u)?))
            }
        }
    }
}

fn flags_type(f: &FlagsDef) -> TokenStream {
    let ty = ident(&f.rust);
    let consts = f.bits.iter().map(|b| {
        let c = ident(&b.name.to_ascii_uppercase());
        let bit = lit_u64(1u64 << b.bit);
        let d = doc(&format!(
            "Bit {}: `{}`{}",
            b.bit,
            b.name,
            b.doc
                .as_deref()
                .map(|d| format!(" — {d}"))
                .unwrap_or_default()
        ));
        quote! { #[doc = #d] pub const #c: Self = #ty(#bit); }
    });
    let name_arms = f.bits.iter().map(|b| {
        let n = lit_str(&b.name);
        let bit = lit_u64(1u64 << b.bit);
        quote! { if self.0 & #bit != 0 { v.push(#n); } }
    });
    let known = lit_u64(f.known_mask);
    let tydoc = doc(&format!(
        "Flags `{}` ({}): named bits; the others are reserved.",
        f.name, f.section
    ));
    quote! {
        #[doc = #tydoc]
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
        pub struct #ty(pub u64);
        impl #ty {
            #(#consts)*
            /// Every named bit.
            pub const KNOWN_MASK: u64 = #known;
            /// Whether every bit of `other` is set.
            pub const fn contains(self, other: Self) -> bool { self.0 & other.0 == other.0 }
            /// The raw bits.
            pub const fn bits(self) -> u64 { self.0 }
            /// The reserved (unnamed) bits that are set.
            pub const fn reserved(self) -> u64 { self.0 & !Self::KNOWN_MASK }
            /// Names of the named bits that are set.
            #[cfg(feature = "alloc")]
            #[cfg_attr(docsrs, doc(cfg(feature = "alloc")))]
            pub fn names(self) -> alloc::vec::Vec<&'static str> {
                let mut v = alloc::vec::Vec::new();
                #(#name_arms)*
                v
            }
        }
        impl<'a> rt::Elem<'a> for #ty {
            fn read(r: &mut p::Reader<'a>, _level: usize) -> Result<Self, DecodeError> { r.uint().map(#ty) }
            fn write<W: Sink>(&self, out: &mut W) { p::write_uint(out, self.0) }
            // A map key and the value's head in one write.
            #[inline]
            fn write_keyed<W: Sink>(&self, key: u8, out: &mut W) { p::write_keyed_head(out, key, 0, self.0) }
            fn encoded_len(&self) -> usize { p::uint_len(self.0) }
            #[cfg(feature = "alloc")]
            fn field_value(&self) -> rt::FieldValue<'a> {
                rt::FieldValue::Flags { raw: self.0, names: self.names() }
            }
        }
        /// Any bits, reserved ones included (feature `arbitrary`).
        #[cfg(feature = "arbitrary")]
        #[cfg_attr(docsrs, doc(cfg(feature = "arbitrary")))]
        impl<'x> arbitrary::Arbitrary<'x> for #ty {
            fn arbitrary(u: &mut arbitrary::Unstructured<'x>) -> arbitrary::Result<Self> {
                Ok(#ty(u64::arbitrary(u)?))
            }
        }
    }
}

/// A union type occurring in the schema, with its generated name.
pub struct UnionDef<'m> {
    pub rust: String,
    pub alts: &'m [Value],
    pub hint: Hint,
}

/// Every union of the channel, named by where it occurs.
pub fn unions<'m>(g: &Gen<'m>) -> Vec<UnionDef<'m>> {
    fn walk<'m>(v: &'m Value, h: Hint, out: &mut Vec<UnionDef<'m>>) {
        match &v.ty {
            Type::Union(alts) => {
                for (i, a) in alts.iter().enumerate() {
                    walk(a, h.element(i), out);
                }
                out.push(UnionDef {
                    rust: h.0.clone(),
                    alts,
                    hint: h,
                });
            }
            Type::Array(i) => walk(i, h.item(), out),
            Type::Tuple(vs) => vs
                .iter()
                .enumerate()
                .for_each(|(i, x)| walk(x, h.element(i), out)),
            Type::Map { key, value } => {
                walk(key, h.key(), out);
                walk(value, h.value(), out);
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    for r in &g.m.records {
        for f in &r.body.fields {
            walk(&f.value, Hint::field(&r.rust, &f.name), &mut out);
        }
    }
    for fr in &g.m.frames {
        for f in &fr.body.fields {
            walk(&f.value, Hint::field(&fr.rust, &f.name), &mut out);
        }
    }
    out
}

/// The variant name of a union alternative.
pub fn variant(g: &Gen<'_>, v: &Value) -> proc_macro2::Ident {
    ident(&match &v.ty {
        Type::Uint => "Uint".to_string(),
        Type::Nint => "Nint".into(),
        Type::Int => "Int".into(),
        Type::Float => "Float".into(),
        Type::Bstr => "Bytes".into(),
        Type::Tstr => "Text".into(),
        Type::Bool => "Bool".into(),
        Type::Enum(e) => g.m.enum_def(*e).rust.clone(),
        Type::Flags(f) => g.m.flags_def(*f).rust.clone(),
        Type::Array(_) => "Array".into(),
        Type::Tuple(_) => "Tuple".into(),
        Type::Record(r) => g.m.record(*r).rust.clone(),
        Type::Map { .. } => "Map".into(),
        Type::UintKeyedMap | Type::AnyKeyedMap => "RawMap".into(),
        Type::FrameBody(_) | Type::Union(_) | Type::Any => "Other".into(),
    })
}

/// A pattern on the first byte selecting a union alternative.
pub fn first_byte_pattern(g: &Gen<'_>, v: &Value) -> TokenStream {
    match &v.ty {
        Type::Uint | Type::Flags(_) => quote! { 0x00..=0x1f },
        Type::Nint => quote! { 0x20..=0x3f },
        Type::Int => quote! { 0x00..=0x3f },
        Type::Bstr => quote! { 0x40..=0x5f },
        Type::Tstr => quote! { 0x60..=0x7f },
        Type::Enum(e) if g.m.enum_def(*e).wire == EnumWire::Tstr => quote! { 0x60..=0x7f },
        Type::Enum(_) => quote! { 0x00..=0x1f },
        Type::Array(_) | Type::Tuple(_) => quote! { 0x80..=0x9f },
        Type::Record(_) | Type::Map { .. } | Type::UintKeyedMap | Type::AnyKeyedMap => {
            quote! { 0xa0..=0xbf }
        }
        Type::Bool => quote! { 0xf4 | 0xf5 },
        Type::Float => quote! { 0xf9..=0xfb },
        _ => quote! { 0x100 },
    }
}

fn union_type(g: &Gen<'_>, u: &UnionDef<'_>) -> TokenStream {
    let ty = ident(&u.rust);
    let vars: Vec<_> = u.alts.iter().map(|a| variant(g, a)).collect();
    let tys: Vec<_> = u
        .alts
        .iter()
        .enumerate()
        .map(|(i, a)| rust_type(g, a, &u.hint.element(i)))
        .collect();
    let pats: Vec<_> = u.alts.iter().map(|a| first_byte_pattern(g, a)).collect();
    let tydoc = doc(&format!(
        "One of the alternatives of `{}` (told apart by CBOR major type).",
        u.rust
    ));
    let vdocs: Vec<String> = u
        .alts
        .iter()
        .map(|a| {
            let w = crate::names::a_or_an(&a.ty.describe(g.m));
            // Capitalised: "An int value.", "A float value."
            let mut c = w.chars();
            let w = c
                .next()
                .map(|f| f.to_ascii_uppercase().to_string() + c.as_str())
                .unwrap_or_default();
            doc(&format!("{w} value."))
        })
        .collect();
    let (lt, self_ty) = if u.alts.iter().any(|a| crate::types::borrows(g, a)) {
        (quote! { <'a> }, quote! { #ty<'a> })
    } else {
        (quote! {}, quote! { #ty })
    };
    quote! {
        #[doc = #tydoc]
        #[derive(Debug, Clone, PartialEq)]
        pub enum #ty #lt { #( #[doc = #vdocs] #vars(#tys), )* }
        impl<'a> rt::Elem<'a> for #self_ty {
            const RAW_CANONICAL: bool = true #( && <#tys as rt::Elem<'a>>::RAW_CANONICAL )*;
            fn read(r: &mut p::Reader<'a>, level: usize) -> Result<Self, DecodeError> {
                match r.peek().map(u16::from) {
                    #( Some(#pats) => <#tys as rt::Elem<'a>>::read(r, level).map(#ty::#vars), )*
                    _ => {
                        let at = r.pos();
                        r.head()?;
                        Err(DecodeError::new(Rule::WrongType, at, r.policy().ctx))
                    }
                }
            }
            fn write<W: Sink>(&self, out: &mut W) {
                match self { #( #ty::#vars(x) => rt::Elem::write(x, out), )* }
            }
            fn encoded_len(&self) -> usize {
                match self { #( #ty::#vars(x) => rt::Elem::encoded_len(x), )* }
            }
            #[cfg(feature = "alloc")]
            fn field_value(&self) -> rt::FieldValue<'a> {
                match self { #( #ty::#vars(x) => rt::Elem::field_value(x), )* }
            }
        }
    }
}
