//! Identifiers and literals.

use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::{format_ident, quote};

const KEYWORDS: &[&str] = &[
    "as", "break", "const", "continue", "crate", "else", "enum", "extern", "false", "fn", "for",
    "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return",
    "self", "static", "struct", "super", "trait", "true", "type", "unsafe", "use", "where",
    "while", "async", "await", "dyn", "abstract", "become", "box", "do", "final", "macro",
    "override", "priv", "typeof", "unsized", "virtual", "yield", "try", "gen",
];

/// A field name as a Rust identifier (raw when it is a keyword).
pub fn field_ident(name: &str) -> Ident {
    if KEYWORDS.contains(&name) {
        Ident::new_raw(name, Span::call_site())
    } else {
        Ident::new(name, Span::call_site())
    }
}

pub use npamp_schema::camel;

pub fn type_ident(name: &str) -> Ident {
    format_ident!("{}", camel(name))
}

pub fn ident(s: &str) -> Ident {
    format_ident!("{}", s)
}

pub fn lit_str(s: &str) -> Literal {
    Literal::string(s)
}

pub fn lit_u64(v: u64) -> Literal {
    Literal::u64_suffixed(v)
}

pub fn lit_usize(v: u64) -> Literal {
    Literal::usize_unsuffixed(v as usize)
}

pub fn lit_u16(v: u16) -> Literal {
    Literal::u16_unsuffixed(v)
}

pub fn lit_i128(v: i128) -> Literal {
    Literal::i128_suffixed(v)
}

pub fn lit_f64(v: f64) -> TokenStream {
    if v.is_nan() {
        quote! { f64::NAN }
    } else if v == f64::INFINITY {
        quote! { f64::INFINITY }
    } else if v == f64::NEG_INFINITY {
        quote! { f64::NEG_INFINITY }
    } else {
        let l = Literal::f64_suffixed(v);
        quote! { #l }
    }
}

pub fn hex16(v: u16) -> String {
    format!("{v:#06x}")
}

/// `Basis::X` tokens.
pub fn basis(b: npamp_schema::Basis) -> TokenStream {
    match b {
        npamp_schema::Basis::Must => quote! { rt::Basis::Must },
        npamp_schema::Basis::Strict => quote! { rt::Basis::Strict },
        npamp_schema::Basis::Limit => quote! { rt::Basis::Limit },
    }
}

/// `Rule::X` tokens.
pub fn rule(r: npamp_schema::Rule) -> TokenStream {
    let s = format!("{r:?}");
    let i = ident(&s);
    quote! { rt::Rule::#i }
}

/// Doc attribute text (a leading space reads well in rustdoc).
pub fn doc(s: &str) -> String {
    format!(" {s}")
}

/// `word` with its indefinite article: "an event", "a request".
pub fn a_or_an(word: &str) -> String {
    let vowel = word
        .chars()
        .next()
        .is_some_and(|c| "aeiouAEIOU".contains(c));
    format!("{} {word}", if vowel { "an" } else { "a" })
}

/// `rt::Group::X` tokens.
pub fn rule_group(g: npamp_schema::Group) -> TokenStream {
    let i = ident(&format!("{g:?}"));
    quote! { rt::Group::#i }
}
