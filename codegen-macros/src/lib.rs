//! `channel!("path/to/schema.yaml")` — expands to a channel's typed frames,
//! canonical encoders, strict decoders and validators.
//!
//! Thin by design: read the file (relative to the calling crate's
//! `CARGO_MANIFEST_DIR`), check it into an [`npamp_schema::Model`], hand it to
//! [`npamp_codegen::generate`]. A malformed schema becomes a `compile_error!`
//! naming the file, the frame and the field. The emitted `include_bytes!` of
//! the schema makes cargo rebuild the calling crate when the file changes.
#![forbid(unsafe_code)]

use proc_macro::TokenStream;
use quote::quote;
use std::path::PathBuf;
use syn::{parse_macro_input, LitStr};

#[proc_macro]
pub fn channel(input: TokenStream) -> TokenStream {
    let lit = parse_macro_input!(input as LitStr);
    let rel = lit.value();
    let base = std::env::var_os("CARGO_MANIFEST_DIR")
        .map(PathBuf::from)
        .unwrap_or_default();
    let path = base.join(&rel);
    let shown = rel.trim_start_matches("../").to_string();
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => {
            return syn::Error::new(lit.span(), format!("{shown}: cannot read schema: {e}"))
                .to_compile_error()
                .into()
        }
    };
    let model = match npamp_schema::parse(&shown, &text) {
        Ok(m) => m,
        Err(errs) => {
            let mut all = errs.errors.iter().map(|e| {
                let msg = if e.path.is_empty() {
                    format!("{}: {}", errs.file, e.message)
                } else {
                    format!("{}: {}: {}", errs.file, e.path, e.message)
                };
                syn::Error::new(lit.span(), msg)
            });
            let mut first = match all.next() {
                Some(f) => f,
                None => syn::Error::new(lit.span(), format!("{shown}: invalid schema")),
            };
            for e in all {
                first.combine(e);
            }
            return first.to_compile_error().into();
        }
    };
    let body = match npamp_codegen::generate(&model) {
        Ok(b) => b,
        Err(e) => return syn::Error::new(lit.span(), e.0).to_compile_error().into(),
    };
    let abs = path.canonicalize().unwrap_or(path).display().to_string();
    quote! {
        // Rebuild when the schema changes.
        const _: &[u8] = include_bytes!(#abs);
        #body
    }
    .into()
}
