//! Channel constants.

use crate::names::{hex16, lit_str, lit_u16, lit_usize};
use crate::Gen;
use npamp_schema::EnvRole;
use proc_macro2::TokenStream;
use quote::quote;

pub fn emit(g: &Gen<'_>) -> TokenStream {
    let c = &g.m.channel;
    let id = lit_u16(c.id);
    let name = lit_str(&c.name);
    let spec = lit_str(&c.spec);
    let rev = lit_str(&c.spec_revision);
    let docid = lit_str(&c.doc_id);
    let purpose = lit_str(&c.purpose);
    let minp = lit_str(&c.minimum_profile);
    let profiles = c.profiles.iter().map(|p| lit_str(p));
    let dir = lit_str(&c.direction);
    let maxp = lit_usize(g.m.limits.max_payload as u64);
    let maxd = lit_usize(g.m.limits.max_depth as u64);
    let src = lit_str(&g.m.source);
    let include = match &g.schema_path {
        Some(abs) => {
            let abs = lit_str(abs);
            quote! { include_str!(#abs) }
        }
        None => quote! { include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/../", #src)) },
    };
    let (rlo, rhi) = (lit_u16(c.core_reserved.0), lit_u16(c.core_reserved.1));
    let rdoc = format!(
        " The core's reserved all-channel frame types ({}): never this channel's operations.",
        c.core_reserved_section
    );
    let idoc = format!(" Channel id {} ({}, {}).", hex16(c.id), c.name, c.section);
    let corr =
        g.m.envelope
            .fields
            .iter()
            .find(|f| f.role == Some(EnvRole::Corr))
            .and_then(|f| f.value.len)
            .map(|(lo, hi)| {
                let lo = lit_usize(lo);
                let hi = lit_usize(hi.unwrap_or(u64::MAX));
                quote! {
                    /// Length bounds of the correlation key in bytes (§4.2).
                    pub const CORR_LEN: core::ops::RangeInclusive<usize> = #lo..=#hi;
                }
            });
    quote! {
        #[doc = #idoc]
        pub const CHANNEL_ID: u16 = #id;
        /// The channel's name.
        pub const CHANNEL_NAME: &str = #name;
        /// The channel's purpose (§2).
        pub const CHANNEL_PURPOSE: &str = #purpose;
        /// The spec this module implements.
        pub const SPEC: &str = #spec;
        /// The spec revision.
        pub const SPEC_REVISION: &str = #rev;
        /// Document id used in requirement ids (`<doc>/<section>/<slug>`).
        pub const DOC_ID: &str = #docid;
        /// The channel is enabled only at this profile or higher (§2).
        pub const MINIMUM_PROFILE: &str = #minp;
        /// Profiles at which the channel is available (§2).
        pub const PROFILES: &[&str] = &[#(#profiles),*];
        /// The channel's direction (§2).
        pub const DIRECTION: &str = #dir;
        /// Largest payload the decoder accepts, in bytes (schema `limits`).
        pub const MAX_PAYLOAD: usize = #maxp;
        /// Deepest nesting the decoder accepts; the payload map is level 1 (schema `limits`).
        pub const MAX_DEPTH: usize = #maxd;
        #corr
        /// The schema file this module was generated from.
        pub const SCHEMA_SOURCE: &str = #src;
        /// The schema text this module was generated from.
        pub const SCHEMA_YAML: &str = #include;
        #[doc = #rdoc]
        pub const CORE_RESERVED: core::ops::RangeInclusive<u16> = #rlo..=#rhi;
    }
}
