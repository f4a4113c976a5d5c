//! Encoding, encoded length and inspection of a value: every value type
//! implements `rt::Elem`, so one emitter serves all kinds.

use crate::names::lit_u64;
use proc_macro2::TokenStream;
use quote::quote;

/// Write `key` then the value behind `x` (a `&T`).
pub fn field(key: u64, x: &TokenStream) -> TokenStream {
    let k = lit_u64(key);
    quote! { p::write_uint(out, #k); rt::Elem::write(#x, out); }
}

/// Encoded length of `key` and the value behind `x`.
pub fn field_len(key: u64, x: &TokenStream) -> TokenStream {
    let k = lit_u64(key);
    quote! { p::uint_len(#k) + rt::Elem::encoded_len(#x) }
}

/// `(name, FieldValue)` of the value behind `x`.
pub fn field_value(name: &str, x: &TokenStream) -> TokenStream {
    let n = crate::names::lit_str(name);
    quote! { (#n, rt::Elem::field_value(#x)) }
}
