//! `channel!("schema/<module>.yaml")` — expands to `pub mod <module> { … }`:
//! a channel's typed frames, canonical encoders, strict decoders and
//! validators.
//!
//! Thin by design: read the file (relative to the calling crate's
//! `CARGO_MANIFEST_DIR`), check it into an [`npamp_schema::Model`], hand it to
//! [`npamp_codegen::generate`]. A malformed schema becomes a `compile_error!`
//! naming the file, the frame and the field. The module's `SCHEMA_YAML`
//! (`include_str!` of the file) makes cargo rebuild when the schema changes.
#![forbid(unsafe_code)]

use proc_macro::TokenStream;
use std::path::{Path, PathBuf};
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
    let err = |msg: String| syn::Error::new(lit.span(), msg).to_compile_error().into();
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) => return err(format!("{shown}: cannot read schema: {e}")),
    };
    let model = match npamp_schema::parse(&shown, &text) {
        Ok(m) => m,
        Err(errs) => {
            let mut all = errs
                .errors
                .iter()
                .map(|e| syn::Error::new(lit.span(), format!("{}: {e}", errs.file)));
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
    let stem = Path::new(&rel)
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or_default();
    if model.channel.module != stem {
        return err(format!(
            "{shown}: channel.module: `{}` must equal the file name `{stem}` (the registry names modules by file)",
            model.channel.module
        ));
    }
    let opts = npamp_codegen::Options {
        schema_path: Some(path.canonicalize().unwrap_or(path).display().to_string()),
        ..Default::default()
    };
    match npamp_codegen::generate_with(&model, &opts) {
        Ok(b) => b.into(),
        Err(e) => err(e.to_string()),
    }
}
