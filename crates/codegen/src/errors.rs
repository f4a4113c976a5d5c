//! Wire outcomes and the error-reply builder (the schema's error model).

use crate::names::{doc, field_ident, ident, lit_i128, lit_str, lit_u16, lit_u64, lit_usize};
use crate::Gen;
use npamp_schema::{EnvRole, Lit, OutcomeDef, Presence, Type};
use proc_macro2::TokenStream;
use quote::quote;

fn outcome_tokens(g: &Gen<'_>, o: &OutcomeDef) -> TokenStream {
    match o {
        OutcomeDef::Code { value, name } => {
            let v = lit_u64(*value);
            let n = lit_str(name);
            let _ = g;
            quote! { rt::Outcome::Code { value: #v, name: Some(#n) } }
        }
        OutcomeDef::CoreFrame(t) => {
            let t = lit_u16(*t);
            quote! { rt::Outcome::CoreFrame(#t) }
        }
    }
}

fn lit_value(g: &Gen<'_>, ty: &Type, l: &Lit) -> TokenStream {
    match (ty, l) {
        (Type::Enum(e), Lit::Uint(v)) => {
            let t = ident(&g.m.enum_def(*e).rust);
            let v = lit_u64(*v);
            quote! { #t::from_raw(#v) }
        }
        (Type::Enum(e), Lit::Text(s)) => {
            let t = ident(&g.m.enum_def(*e).rust);
            let s = lit_str(s);
            quote! { #t::from_token(#s) }
        }
        (Type::Flags(f), Lit::Uint(v)) => {
            let t = ident(&g.m.flags_def(*f).rust);
            let v = lit_u64(*v);
            quote! { #t(#v) }
        }
        (_, Lit::Uint(v)) => {
            let v = lit_u64(*v);
            quote! { #v }
        }
        (_, Lit::Int(v)) => {
            let v = lit_i128(*v);
            quote! { #v }
        }
        (_, Lit::Bool(b)) => quote! { #b },
        (_, Lit::Text(s)) => {
            let s = lit_str(s);
            quote! { #s }
        }
        (_, Lit::Float(f)) => crate::names::lit_f64(*f),
    }
}

pub fn emit(g: &Gen<'_>) -> TokenStream {
    let m = g.m;
    let e = &m.errors;
    let ef = m.frame(e.frame);
    let ety = ident(&ef.rust);
    let code_enum = ident(&m.enum_def(e.code_enum).rust);
    let malformed = outcome_tokens(g, &e.malformed);
    let kind = outcome_tokens(g, &e.kind_mismatch);
    let unknown = outcome_tokens(g, &e.unknown_operation);
    let fallback = lit_str(e.fallback_message.as_deref().unwrap_or("error"));
    let corr_field = ef.envelope(EnvRole::Corr);
    let (corr_ty, corr_ty_p, corr_from_opt) = match corr_field {
        Some(c) if c.value.ty == Type::Uint => (
            quote! { u64 },
            quote! { u64 },
            quote! { match c { rt::Corr::Uint(v) => v, rt::Corr::Bytes(_) => return None } },
        ),
        _ => (
            quote! { &'a [u8] },
            quote! { &[u8] },
            quote! { match c { rt::Corr::Bytes(b) => b, rt::Corr::Uint(_) => return None } },
        ),
    };
    let inits = reply_inits(g, ef, &fallback);
    let leak = doc(&format!(
        "Build the {} reply to a failed request: echoes the correlation key and carries only the generic message for `code`{}. Optional fields start empty.",
        ef.name,
        e.leak_section.as_deref().map(|s| format!(" ({s})")).unwrap_or_default()
    ));
    let (ck, bstr, lo, hi) = corr_site(corr_field);
    let phantom = if ef
        .body
        .carried()
        .filter(|(_, f)| f.role != Some(EnvRole::FrameKind))
        .any(|(_, f)| crate::types::borrows(g, &f.value))
    {
        quote! {}
    } else {
        quote! { __p: core::marker::PhantomData, }
    };
    quote! {
        /// The wire outcome of a refusal (the schema's error model, §8).
        pub const fn outcome(e: &DecodeError) -> rt::Outcome {
            match e.class() {
                rt::FailClass::KindMismatch => #kind,
                rt::FailClass::UnknownOperation => #unknown,
                _ => #malformed,
            }
        }

        impl<'a> #ety<'a> {
            #[doc = #leak]
            pub fn reply(corr: #corr_ty, code: #code_enum) -> Self {
                #ety { #(#inits)* #phantom }
            }
        }

        /// The correlation key of a payload, read as far as it can be even when
        /// the payload is refused: a top-level key holding a correlation value
        /// of the right type and length, found without looking inside other
        /// keys (allocates nothing). `None` when there is none.
        pub fn recover_corr(payload: &[u8]) -> Option<#corr_ty_p> {
            let c = p::recover_corr(payload, #ck, #bstr, #lo, #hi)?;
            Some(#corr_from_opt)
        }

        /// The error reply for a refused payload of `frame_type` (a `u16` code
        /// or a [`FrameType`]), echoing its correlation key ([`recover_corr`]),
        /// with the wire code of the refusal ([`outcome`]). The error says why
        /// nothing may answer it ([`rt::NoReply`]): a frame type the schema
        /// gives no reply (results, errors, cancels, events), an outcome that is
        /// the core's own frame, or no recoverable correlation key (a reply that
        /// cannot be correlated cannot be answered).
        pub fn error_reply_for<'p>(frame_type: impl rt::FrameCode<ChannelImpl>, payload: &'p [u8], err: &DecodeError) -> Result<#ety<'p>, rt::NoReply> {
            let frame_type = frame_type.code();
            if FrameType::from_u16(frame_type).is_some_and(|ft| ft.replies().is_empty()) {
                return Err(rt::NoReply::NotAnswered { frame_type });
            }
            let code = match outcome(err) {
                rt::Outcome::Code { value, .. } => #code_enum::from_raw(value),
                rt::Outcome::CoreFrame(t) => return Err(rt::NoReply::CoreFrame(t)),
                // `Outcome` is non-exhaustive: an outcome this channel's
                // error frame cannot carry is not answered by it.
                _ => return Err(rt::NoReply::NotAnswered { frame_type }),
            };
            let corr = recover_corr(payload).ok_or(rt::NoReply::NoCorr)?;
            Ok(#ety::reply(corr, code))
        }
    }
}

/// The error frame's field initializers in `reply`: the correlation key, the
/// code, the generic message, the schema's reply defaults; `None` elsewhere.
fn reply_inits(
    g: &Gen<'_>,
    ef: &npamp_schema::Frame,
    fallback: &proc_macro2::Literal,
) -> Vec<TokenStream> {
    let e = &g.m.errors;
    ef.body
        .fields
        .iter()
        .enumerate()
        .filter(|(_, f)| f.presence != Presence::Absent && f.role != Some(EnvRole::FrameKind))
        .map(|(i, f)| {
            let id = field_ident(&f.name);
            let fid = npamp_schema::FieldId(i);
            let dflt = e
                .reply_defaults
                .iter()
                .find(|(d, _)| *d == fid)
                .map(|(_, l)| lit_value(g, &f.value.ty, l));
            let val = if f.role == Some(EnvRole::Corr) {
                quote! { corr }
            } else if fid == e.code_field {
                quote! { code }
            } else if Some(fid) == e.message_field {
                quote! { match code.message() { Some(m) => m, None => #fallback } }
            } else if let Some(d) = dflt {
                d
            } else {
                // The checker guarantees a default for every other required field.
                return quote! { #id: None, };
            };
            if f.required() {
                quote! { #id: #val, }
            } else {
                quote! { #id: Some(#val), }
            }
        })
        .collect()
}

/// Where `recover_corr` looks: the correlation key, whether it is a byte
/// string, and its length bounds.
fn corr_site(
    corr_field: Option<&npamp_schema::Field>,
) -> (
    proc_macro2::Literal,
    bool,
    proc_macro2::Literal,
    proc_macro2::Literal,
) {
    match corr_field {
        Some(c) => {
            let (lo, hi) = c.value.len.map_or((0, usize::MAX as u64), |(lo, hi)| {
                (lo, hi.unwrap_or(usize::MAX as u64))
            });
            (
                lit_u64(c.key),
                c.value.ty != Type::Uint,
                lit_usize(lo),
                lit_usize(hi),
            )
        }
        None => (lit_u64(1), true, lit_usize(1), lit_usize(64)),
    }
}
