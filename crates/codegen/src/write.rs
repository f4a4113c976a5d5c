//! Encoding, encoded length and inspection of a value: every value type
//! implements `rt::Elem`, so one emitter serves all kinds.

use crate::names::lit_u64;
use proc_macro2::TokenStream;
use quote::quote;

/// Write `key` (its canonical bytes, known here) then the value behind `x` (a `&T`).
pub fn field(key: u64, x: &TokenStream) -> TokenStream {
    if key < 24 {
        let k = proc_macro2::Literal::u8_suffixed(key as u8);
        return quote! { rt::Elem::write_keyed(#x, #k, out); };
    }
    let k = key_bytes(key);
    quote! { #k rt::Elem::write(#x, out); }
}

/// The canonical encoding of a uint, computed at generation time.
pub fn uint_bytes(v: u64) -> Vec<u8> {
    match v {
        0..=23 => vec![v as u8],
        24..=0xff => vec![0x18, v as u8],
        0x100..=0xffff => [&[0x19u8][..], &(v as u16).to_be_bytes()].concat(),
        0x1_0000..=0xffff_ffff => [&[0x1au8][..], &(v as u32).to_be_bytes()].concat(),
        _ => [&[0x1bu8][..], &v.to_be_bytes()].concat(),
    }
}

/// Statements writing constant bytes: one `push` for a single byte, else one `put`.
pub fn put_bytes(bytes: &[u8]) -> TokenStream {
    match bytes {
        [b] => {
            let b = proc_macro2::Literal::u8_suffixed(*b);
            quote! { out.push(#b); }
        }
        _ => {
            let b = bytes.iter().map(|b| proc_macro2::Literal::u8_suffixed(*b));
            quote! { out.put(&[#(#b),*]); }
        }
    }
}

fn key_bytes(key: u64) -> TokenStream {
    put_bytes(&uint_bytes(key))
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
