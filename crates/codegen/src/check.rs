//! Value checks shared by decoding (run on each value as it is read) and
//! `validate()` (run on a built frame): emptiness, lengths, ranges, float
//! policy, strict enums, reserved flag bits.

use crate::names::{ident, lit_f64, lit_i128, lit_usize};
use crate::types::Hint;
use crate::Gen;
use npamp_schema::{Bound, EnumWire, Group, Type, Value};
use proc_macro2::TokenStream;
use quote::quote;

/// `if <n out of len bounds> { refuse }` for a count or byte length `n`.
pub fn len_check(
    g: &Gen<'_>,
    v: &Value,
    n: &TokenStream,
    fname: &str,
    at: &TokenStream,
) -> TokenStream {
    let Some((lo, hi)) = v.len else {
        return quote! {};
    };
    let mut conds = Vec::new();
    if lo > 0 {
        let lo = lit_usize(lo);
        conds.push(quote! { #n < #lo });
    }
    if let Some(hi) = hi {
        let hi = lit_usize(hi);
        conds.push(quote! { #n > #hi });
    }
    if conds.is_empty() {
        return quote! {};
    }
    let site = g.site_with_basis(fname, Group::Length, v.len_basis, None);
    let refuse = g.refuses(v.len_basis).at_site(&site);
    let guard = refuse.and(quote! { (#(#conds)||*) });
    quote! {
        if #guard { return Err(DecodeError::new(Rule::Len, #at, &#site)); }
    }
}

/// `if x` outside the range `{ refuse }`: `x` is a u64, i128 or f64 by the value's type.
pub fn range_check(
    g: &Gen<'_>,
    v: &Value,
    x: &TokenStream,
    fname: &str,
    at: &TokenStream,
) -> TokenStream {
    let Some((lo, hi)) = v.range else {
        return quote! {};
    };
    let site = g.site_with_basis(fname, Group::Range, v.range_basis, None);
    let refuse = g.refuses(v.range_basis).at_site(&site);
    let cond = if v.ty == Type::Float {
        let (lo, hi) = (lit_f64(lo.as_f64()), lit_f64(hi.as_f64()));
        quote! { !(#x >= #lo && #x <= #hi) }
    } else {
        let int = |b: Bound| b.as_int().unwrap_or(b.as_f64() as i128);
        let (lo, hi) = (lit_i128(int(lo)), lit_i128(int(hi)));
        quote! { !(#lo..=#hi).contains(&(#x as i128)) }
    };
    let guard = refuse.and(quote! { #cond });
    quote! {
        if #guard { return Err(DecodeError::new(Rule::Range, #at, &#site)); }
    }
}

/// The float policy's `non_finite` refusal.
pub fn float_check(g: &Gen<'_>, x: &TokenStream, fname: &str, at: &TokenStream) -> TokenStream {
    let Some(b) = g.m.floats.non_finite else {
        return quote! {};
    };
    let site = g.site_with_basis(fname, Group::CborSubset, b, Some(&g.m.floats.section));
    let refuse = g.refuses(b).at_site(&site);
    let guard = refuse.and(quote! { !#x.is_finite() });
    quote! {
        if #guard { return Err(DecodeError::new(Rule::FloatNonFinite, #at, &#site)); }
    }
}

/// A strict enum's refusal of an unrecognized raw value / token `x`.
pub fn enum_check(
    g: &Gen<'_>,
    v: &Value,
    x: &TokenStream,
    fname: &str,
    at: &TokenStream,
) -> TokenStream {
    let Type::Enum(e) = &v.ty else {
        return quote! {};
    };
    let d = g.m.enum_def(*e);
    let Some(rej) = &d.unrecognized.reject else {
        return quote! {};
    };
    let t = ident(&d.rust);
    let site = g.site_with_basis(fname, Group::Enum, rej.basis, Some(&rej.section));
    let refuse = g.refuses(rej.basis).at_site(&site);
    let known = match d.wire {
        EnumWire::Uint => quote! { #t::from_raw(#x).is_recognized() },
        EnumWire::Tstr => quote! { #t::from_token(#x).is_recognized() },
    };
    let guard = refuse.and(quote! { !#known });
    quote! {
        if #guard { return Err(DecodeError::new(Rule::UnknownEnumValue, #at, &#site)); }
    }
}

/// Whose check it is: a receiver decoding, or a sender validating what it
/// is about to encode (`validate`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    Receiver,
    Sender,
}

/// Reserved bits of a flags value `x` (a u64).
pub fn flags_check(
    g: &Gen<'_>,
    v: &Value,
    x: &TokenStream,
    fname: &str,
    at: &TokenStream,
    side: Side,
) -> TokenStream {
    let Type::Flags(f) = &v.ty else {
        return quote! {};
    };
    let d = g.m.flags_def(*f);
    if d.reserved_ignored && side == Side::Receiver {
        // The text makes the receiver ignore reserved bits: no decoding
        // profile refuses them (a sender still MUST send them as 0).
        return quote! {};
    }
    let t = ident(&d.rust);
    let site = g.site_with_basis(
        fname,
        Group::Flags,
        d.reserved.basis,
        Some(&d.reserved.section),
    );
    let refuse = g.refuses(d.reserved.basis).at_site(&site);
    let guard = refuse.and(quote! { #x & !#t::KNOWN_MASK != 0 });
    quote! {
        if #guard { return Err(DecodeError::new(Rule::ReservedFlags, #at, &#site)); }
    }
}

/// `non_empty`: an empty value (with `.is_empty()`) is `empty` (group required).
pub fn empty_check(g: &Gen<'_>, x: &TokenStream, fname: &str, at: &TokenStream) -> TokenStream {
    let site = g.field_site(fname);
    let refuse = g.refuses_group(Group::Required).at_site(&site);
    let guard = refuse.and(quote! { #x.is_empty() });
    quote! {
        if #guard { return Err(DecodeError::new(Rule::Empty, #at, &#site)); }
    }
}

/// Every check of a built value `x` (a reference to the field's Rust value),
/// including its contents (`validate()`); the profile is `S`.
pub fn deep(g: &Gen<'_>, v: &Value, x: &TokenStream, fname: &str, h: &Hint) -> TokenStream {
    let at = quote! { 0 };
    match &v.ty {
        Type::Uint => {
            let r = range_check(g, v, &quote! { (*#x) }, fname, &at);
            quote! { #r }
        }
        Type::Int | Type::Nint => {
            let bound = if v.ty == Type::Nint {
                quote! { *#x < -(1i128 << 64) || *#x >= 0 }
            } else {
                quote! { *#x < -(1i128 << 64) || *#x > i128::from(u64::MAX) }
            };
            let site = g.site_with_basis(fname, Group::Range, v.range_basis, None);
            let r = range_check(g, v, &quote! { (*#x) }, fname, &at);
            quote! {
                if (#bound) && p::live(&#site) { return Err(DecodeError::new(Rule::Range, 0, &#site)); }
                #r
            }
        }
        Type::Float => {
            let f = float_check(g, &quote! { (*#x) }, fname, &at);
            let r = range_check(g, v, &quote! { (*#x) }, fname, &at);
            quote! { #f #r }
        }
        Type::Bstr | Type::Tstr => len_check(g, v, &quote! { #x.len() }, fname, &at),
        Type::Bool | Type::FrameBody(_) | Type::Any => quote! {},
        Type::Enum(e) => {
            let raw = match g.m.enum_def(*e).wire {
                EnumWire::Uint => quote! { #x.raw() },
                EnumWire::Tstr => quote! { #x.token() },
            };
            let r = if g.m.enum_def(*e).wire == EnumWire::Uint {
                range_check(g, v, &raw, fname, &at)
            } else {
                len_check(g, v, &quote! { #raw.len() }, fname, &at)
            };
            let c = enum_check(g, v, &raw, fname, &at);
            quote! { #r #c }
        }
        Type::Flags(_) => {
            let r = range_check(g, v, &quote! { #x.0 }, fname, &at);
            let c = flags_check(g, v, &quote! { #x.0 }, fname, &at, Side::Sender);
            quote! { #r #c }
        }
        Type::Array(item) => {
            let l = len_check(g, v, &quote! { #x.len() }, fname, &at);
            let inner = deep(g, item, &quote! { (&__it) }, fname, &h.item());
            quote! { #l for __it in #x.iter() { #inner } }
        }
        Type::Tuple(vs) => {
            let parts = vs.iter().enumerate().map(|(i, e)| {
                let idx = syn::Index::from(i);
                deep(g, e, &quote! { (&#x.#idx) }, fname, &h.element(i))
            });
            quote! { #(#parts)* }
        }
        Type::Record(_) => {
            quote! { #x.validate_with(if S { Profile::Strict } else { Profile::Minimum })?; }
        }
        Type::Map { key, value } => {
            let l = len_check(g, v, &quote! { #x.len() }, fname, &at);
            let k = deep(g, key, &quote! { (&__k) }, fname, &h.key());
            let val = deep(g, value, &quote! { (&__v) }, fname, &h.value());
            let site = g.field_site(fname);
            quote! {
                #l
                for (__i, (__k, __v)) in #x.iter().enumerate() {
                    if #x.iter().skip(__i + 1).any(|(__o, _)| __o == __k) && p::live(&#site) {
                        return Err(DecodeError::new(Rule::DuplicateKey, 0, &#site));
                    }
                    #k #val
                }
            }
        }
        Type::Union(alts) => {
            let u = ident(&h.0);
            let arms = alts.iter().enumerate().map(|(i, a)| {
                let var = crate::enums::variant(g, a);
                let inner = deep(g, a, &quote! { __u }, fname, &h.element(i));
                quote! { #u::#var(__u) => { #inner } }
            });
            quote! { match #x { #(#arms)* } }
        }
        Type::UintKeyedMap | Type::AnyKeyedMap => len_check(g, v, &quote! { #x.len() }, fname, &at),
    }
}
