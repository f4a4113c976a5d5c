//! The Rust type of a value. Unions are named after where they occur: the
//! owner's and field's names, plus `Item` / `Key` / `Value` / `E<i>` for
//! positions inside containers (`union_name`).

use crate::names::{camel, ident};
use crate::Gen;
use npamp_schema::{EnumWire, Type, Value};
use proc_macro2::TokenStream;
use quote::quote;

/// Where a value sits, for naming the unions inside it.
#[derive(Debug, Clone)]
pub struct Hint(pub String);

impl Hint {
    pub fn field(owner_rust: &str, field: &str) -> Hint {
        Hint(format!("{owner_rust}{}", camel(field)))
    }
    pub fn item(&self) -> Hint {
        Hint(format!("{}Item", self.0))
    }
    pub fn key(&self) -> Hint {
        Hint(format!("{}Key", self.0))
    }
    pub fn value(&self) -> Hint {
        Hint(format!("{}Value", self.0))
    }
    pub fn element(&self, i: usize) -> Hint {
        Hint(format!("{}E{i}", self.0))
    }
}

/// Whether values of this type borrow from the payload.
pub fn borrows(g: &Gen<'_>, v: &Value) -> bool {
    match &v.ty {
        Type::Uint | Type::Nint | Type::Int | Type::Float | Type::Bool | Type::Flags(_) => false,
        Type::Enum(e) => g.m.enum_def(*e).wire == EnumWire::Tstr,
        Type::Union(alts) => alts.iter().any(|a| borrows(g, a)),
        _ => true,
    }
}

pub fn rust_type(g: &Gen<'_>, v: &Value, h: &Hint) -> TokenStream {
    match &v.ty {
        Type::Uint => quote! { u64 },
        Type::Nint | Type::Int => quote! { i128 },
        Type::Float => quote! { f64 },
        Type::Bstr => quote! { &'a [u8] },
        Type::Tstr => quote! { &'a str },
        Type::Bool => quote! { bool },
        Type::Enum(e) => {
            let d = g.m.enum_def(*e);
            let t = ident(&d.rust);
            if d.wire == EnumWire::Tstr {
                quote! { #t<'a> }
            } else {
                quote! { #t }
            }
        }
        Type::Flags(f) => {
            let t = ident(&g.m.flags_def(*f).rust);
            quote! { #t }
        }
        Type::Array(i) => {
            let t = rust_type(g, i, &h.item());
            quote! { Array<'a, #t> }
        }
        Type::Tuple(vs) => {
            let ts = vs
                .iter()
                .enumerate()
                .map(|(i, x)| rust_type(g, x, &h.element(i)));
            quote! { (#(#ts,)*) }
        }
        Type::Record(r) => {
            let t = ident(&g.m.record(*r).rust);
            quote! { #t<'a> }
        }
        Type::FrameBody(_) => quote! { () },
        Type::Map { key, value } => {
            let k = rust_type(g, key, &h.key());
            let v = rust_type(g, value, &h.value());
            quote! { Map<'a, #k, #v> }
        }
        Type::Union(alts) => {
            let t = ident(&h.0);
            if alts.iter().any(|a| borrows(g, a)) {
                quote! { #t<'a> }
            } else {
                quote! { #t }
            }
        }
        Type::UintKeyedMap | Type::AnyKeyedMap => quote! { RawMap<'a> },
        Type::Any => quote! { Item<'a> },
    }
}
