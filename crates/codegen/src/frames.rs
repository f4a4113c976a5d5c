//! `FrameType`, `Frame`, the channel's `decode` / `decode_reply`, the dynamic
//! `FrameView` and the `rt::Channel` implementation.

use crate::names::{doc, hex16, ident, lit_str, lit_u16, lit_usize};
use crate::rules;
use crate::Gen;
use npamp_schema::{EnvRole, Frame, Presence, Role, RuleKind, Type};
use proc_macro2::TokenStream;
use quote::quote;

fn role(r: Role) -> TokenStream {
    match r {
        Role::Request => quote! { rt::Role::Request },
        Role::Result => quote! { rt::Role::Result },
        Role::Notification => quote! { rt::Role::Notification },
        Role::Event => quote! { rt::Role::Event },
        Role::Error => quote! { rt::Role::Error },
    }
}

fn corr_expr(f: &Frame, x: &TokenStream) -> TokenStream {
    match f.envelope(EnvRole::Corr) {
        None => quote! { None },
        Some(c) => {
            let id = crate::names::field_ident(&c.name);
            let wrap = if c.value.ty == Type::Uint {
                quote! { rt::Corr::Uint }
            } else {
                quote! { rt::Corr::Bytes }
            };
            if c.presence == Presence::Required {
                quote! { Some(#wrap(#x.#id)) }
            } else {
                quote! { #x.#id.map(#wrap) }
            }
        }
    }
}

fn frame_type(g: &Gen<'_>) -> TokenStream {
    let m = g.m;
    let names: Vec<_> = m.frames.iter().map(|f| ident(&f.rust)).collect();
    let codes: Vec<_> = m.frames.iter().map(|f| lit_u16(f.code)).collect();
    let wire: Vec<_> = m.frames.iter().map(|f| lit_str(&f.name)).collect();
    let secs: Vec<_> = m.frames.iter().map(|f| lit_str(&f.section)).collect();
    let roles: Vec<_> = m.frames.iter().map(|f| role(f.role)).collect();
    let corr: Vec<bool> = m
        .frames
        .iter()
        .map(|f| f.envelope(EnvRole::Corr).is_some())
        .collect();
    let optional: Vec<bool> = m.frames.iter().map(|f| f.optional).collect();
    let list = |ids: Vec<npamp_schema::FrameId>| {
        let items = ids.into_iter().map(|i| ident(&m.frame(i).rust));
        quote! { &[#(FrameType::#items),*] }
    };
    let replies: Vec<_> = m.frames.iter().map(|f| list(f.reply_frames())).collect();
    let answers: Vec<_> = m.frames.iter().map(|f| list(f.answers.clone())).collect();
    let withdraws: Vec<_> = m.frames.iter().map(|f| list(f.withdraws.clone())).collect();
    let docs: Vec<String> = m
        .frames
        .iter()
        .map(|f| doc(&format!("`{}` {} ({})", hex16(f.code), f.name, f.section)))
        .collect();
    let n = lit_usize(m.frames.len() as u64);
    quote! {
        /// The channel's frame types (§3).
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u16)]
        #[non_exhaustive]
        pub enum FrameType { #( #[doc = #docs] #names = #codes, )* }

        impl FrameType {
            /// Every frame type, in schema order.
            pub const ALL: [FrameType; #n] = [#(FrameType::#names),*];
            /// The frame type with this code.
            pub const fn from_u16(v: u16) -> Option<Self> {
                match v { #( #codes => Some(FrameType::#names), )* _ => None }
            }
            /// The frame-header code.
            pub const fn code(self) -> u16 { self as u16 }
            /// The spec's name, e.g. `INTERACT_EVENT`.
            pub const fn name(self) -> &'static str {
                match self { #( FrameType::#names => #wire, )* }
            }
            /// The frame type with this spec name.
            pub fn from_name(name: &str) -> Option<Self> {
                match name { #( #wire => Some(FrameType::#names), )* _ => None }
            }
            /// The frame's role.
            pub const fn role(self) -> rt::Role {
                match self { #( FrameType::#names => #roles, )* }
            }
            /// The spec section defining the frame.
            pub const fn section(self) -> &'static str {
                match self { #( FrameType::#names => #secs, )* }
            }
            /// Whether the frame carries the correlation key.
            pub const fn has_corr(self) -> bool {
                match self { #( FrameType::#names => #corr, )* }
            }
            /// Whether an implementation may omit this operation.
            pub const fn is_optional(self) -> bool {
                match self { #( FrameType::#names => #optional, )* }
            }
            /// Frame types that can answer this one (in any reply pattern).
            pub const fn replies(self) -> &'static [FrameType] {
                match self { #( FrameType::#names => #replies, )* }
            }
            /// Frame types this one answers.
            pub const fn answers(self) -> &'static [FrameType] {
                match self { #( FrameType::#names => #answers, )* }
            }
            /// Requests this frame withdraws by their corr.
            pub const fn withdraws(self) -> &'static [FrameType] {
                match self { #( FrameType::#names => #withdraws, )* }
            }
        }

        impl From<FrameType> for u16 {
            #[inline(always)]
            fn from(t: FrameType) -> u16 { t as u16 }
        }

        /// A `FrameType` is accepted wherever this channel takes a frame type.
        impl rt::FrameCode<ChannelImpl> for FrameType {
            #[inline(always)]
            fn code(self) -> u16 { self as u16 }
        }

        /// One of the channel's frame types (feature `arbitrary`).
        #[cfg(feature = "arbitrary")]
        #[cfg_attr(docsrs, doc(cfg(feature = "arbitrary")))]
        impl<'x> arbitrary::Arbitrary<'x> for FrameType {
            fn arbitrary(u: &mut arbitrary::Unstructured<'x>) -> arbitrary::Result<Self> {
                u.choose(&FrameType::ALL).copied()
            }
        }
    }
}

/// `Frame`, its methods and the channel's decode functions.
fn frame_enum(g: &Gen<'_>) -> TokenStream {
    let names: Vec<_> = g.m.frames.iter().map(|f| ident(&f.rust)).collect();
    let docs: Vec<String> =
        g.m.frames
            .iter()
            .map(|f| {
                doc(&format!(
                    "{} (`{}`, {}, {}): [`{}`].",
                    f.name,
                    hex16(f.code),
                    f.role.as_str(),
                    f.section,
                    f.rust
                ))
            })
            .collect();
    let corr_arms = corr_arms(g);
    let reply_arms = reply_arms(g);
    let cross_arms = cross_arms(g);
    let frame = frame_type_impl(&names, &docs, &corr_arms, &reply_arms);
    let decode = decode_fns(&names, &cross_arms);
    quote! {
        #frame
        #decode
    }
}

/// `Frame::corr`'s arms: each frame's correlation key.
fn corr_arms(g: &Gen<'_>) -> Vec<TokenStream> {
    g.m.frames
        .iter()
        .map(|f| {
            let n = ident(&f.rust);
            let e = corr_expr(f, &quote! { x });
            quote! { Frame::#n(x) => #e, }
        })
        .collect()
}

/// `Frame::expects_reply`'s arms.
fn reply_arms(g: &Gen<'_>) -> Vec<TokenStream> {
    g.m.frames
        .iter()
        .map(|f| {
            let n = ident(&f.rust);
            // Folded: a frame without replies never expects one; with replies, it
            // does unless a `reply_when` condition says otherwise.
            let e = match (&f.reply_when, f.replies.is_empty()) {
                (_, true) => quote! { false },
                (None, false) => quote! { true },
                (Some(c), false) => rules::cond(g, &f.body, c, &rules::On::Struct(quote! { x })),
            };
            quote! { Frame::#n(x) => #e, }
        })
        .collect()
}

/// `decode_reply_with`'s arms: one per (request, reply) pair with cross-frame rules.
fn cross_arms(g: &Gen<'_>) -> Vec<TokenStream> {
    let m = g.m;
    m.frames
        .iter()
        .flat_map(|f| {
            let mut reqs: Vec<npamp_schema::FrameId> = f
                .body
                .rules
                .iter()
                .filter_map(|r| match &r.kind {
                    RuleKind::CrossFrame { request, .. }
                    | RuleKind::CrossAbsentUnless { request, .. }
                    | RuleKind::CrossRelation { request, .. } => Some(*request),
                    _ => None,
                })
                .collect();
            reqs.sort();
            reqs.dedup();
            reqs.into_iter()
                .map(|rq| {
                    let rqn = ident(&m.frame(rq).rust);
                    let rsn = ident(&f.rust);
                    let check = ident(&format!(
                        "check_against_{}",
                        m.frame(rq).rust.to_ascii_lowercase()
                    ));
                    quote! { (Frame::#rqn(q), Frame::#rsn(s)) => s.#check(q, profile)?, }
                })
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The `Frame` enum, its methods and its `From` impls.
fn frame_type_impl(
    names: &[proc_macro2::Ident],
    docs: &[String],
    corr_arms: &[TokenStream],
    reply_arms: &[TokenStream],
) -> TokenStream {
    quote! {
        /// Any frame of the channel.
        #[derive(Debug, Clone, PartialEq)]
        #[non_exhaustive]
        pub enum Frame<'a> { #( #[doc = #docs] #names(#names<'a>), )* }

        // A frame borrows everything it holds (a decoded one from the payload,
        // a built one from the caller), so dropping one is free: no drop glue
        // is called after a typed decode.
        const _: () = assert!(
            !core::mem::needs_drop::<Frame<'static>>(),
            "a frame owns nothing: every field borrows"
        );

        impl<'a> Frame<'a> {
            /// The frame type.
            pub const fn frame_type(&self) -> FrameType {
                match self { #( Frame::#names(_) => FrameType::#names, )* }
            }
            /// The correlation key, for frames that carry one.
            pub fn corr(&self) -> Option<rt::Corr<'a>> {
                match self { #(#corr_arms)* }
            }
            /// Whether this frame expects a reply (its reply patterns and `reply_when`).
            pub fn expects_reply(&self) -> bool {
                match self { #(#reply_arms)* }
            }
            /// See the frame's `validate`.
            pub fn validate(&self) -> Result<(), DecodeError> {
                match self { #( Frame::#names(x) => x.validate(), )* }
            }
            /// See the frame's `validate_with`.
            pub fn validate_with(&self, profile: Profile) -> Result<(), DecodeError> {
                match self { #( Frame::#names(x) => x.validate_with(profile), )* }
            }
            /// Exact size of the canonical encoding.
            pub fn encoded_len(&self) -> usize {
                match self { #( Frame::#names(x) => x.encoded_len(), )* }
            }
            /// The canonical encoding.
            pub fn encode<W: Sink>(&self, out: &mut W) {
                match self { #( Frame::#names(x) => x.encode(out), )* }
            }
            /// Encode into a caller's buffer.
            pub fn encode_to_slice(&self, buf: &mut [u8]) -> Result<usize, rt::BufferTooSmall> {
                match self { #( Frame::#names(x) => x.encode_to_slice(buf), )* }
            }
            /// The canonical encoding in a new vector.
            #[cfg(feature = "alloc")]
            #[cfg_attr(docsrs, doc(cfg(feature = "alloc")))]
            pub fn to_vec(&self) -> alloc::vec::Vec<u8> {
                match self { #( Frame::#names(x) => x.to_vec(), )* }
            }
            /// Present fields by schema name.
            #[cfg(feature = "alloc")]
            #[cfg_attr(docsrs, doc(cfg(feature = "alloc")))]
            pub fn fields(&self) -> alloc::vec::Vec<(&'static str, rt::FieldValue<'a>)> {
                match self { #( Frame::#names(x) => x.fields(), )* }
            }
        }

        #( impl<'a> From<#names<'a>> for Frame<'a> { fn from(x: #names<'a>) -> Self { Frame::#names(x) } } )*
    }
}

/// The channel's `decode`, `decode_with`, `decode_reply` and `decode_reply_with`.
fn decode_fns(names: &[proc_macro2::Ident], cross_arms: &[TokenStream]) -> TokenStream {
    quote! {
        /// Decode a payload of `frame_type` (a `u16` code or a [`FrameType`])
        /// under the strict profile, the default ([`Profile::Strict`]; what it
        /// refuses beyond `minimum`: [`STRICT_CHECKS`]).
        #[inline]
        pub fn decode(frame_type: impl rt::FrameCode<ChannelImpl>, payload: &[u8]) -> Result<Frame<'_>, DecodeError> {
            __decode_strict(frame_type.code(), payload)
        }

        /// [`decode`] on a `u16`. Not `#[inline]`: one copy of every frame's
        /// strict decoder serves `decode`, `decode_with`, `decode_reply` and
        /// the `Channel`'s `decode` (compile time); it holds no other
        /// profile's code, and the frame type selects the frame by one jump
        /// on its code.
        fn __decode_strict(frame_type: u16, payload: &[u8]) -> Result<Frame<'_>, DecodeError> {
            match frame_type {
                #( #names::FRAME_TYPE => #names::__decode_into(payload, Profile::Strict, Frame::#names), )*
                _ => Err(DecodeError::new(Rule::UnknownFrameType, 0, &__NONE)),
            }
        }

        /// [`decode`] under the minimum profile (one copy, as `decode`).
        fn __decode_minimum(frame_type: u16, payload: &[u8]) -> Result<Frame<'_>, DecodeError> {
            match frame_type {
                #( #names::FRAME_TYPE => #names::__decode_into(payload, Profile::Minimum, Frame::#names), )*
                _ => Err(DecodeError::new(Rule::UnknownFrameType, 0, &__NONE)),
            }
        }

        /// Decode a payload of `frame_type` (a `u16` code or a [`FrameType`])
        /// under a profile: [`Profile::Strict`] refuses every fault the schema
        /// states, [`Profile::Minimum`] only what the spec makes a receiver
        /// refuse (`must`) and the resource limits; the difference is
        /// [`STRICT_CHECKS`].
        #[inline]
        pub fn decode_with(frame_type: impl rt::FrameCode<ChannelImpl>, payload: &[u8], profile: Profile) -> Result<Frame<'_>, DecodeError> {
            let frame_type = frame_type.code();
            match profile {
                Profile::Strict => __decode_strict(frame_type, payload),
                Profile::Minimum => __decode_minimum(frame_type, payload),
            }
        }

        /// Decode a reply and apply the cross-frame rules against the originating
        /// `request`. Matching the reply to the request (corr, and that its type is
        /// in `request.frame_type().replies()`) is the caller's correlation logic.
        pub fn decode_reply<'p>(request: &Frame<'_>, frame_type: impl rt::FrameCode<ChannelImpl>, payload: &'p [u8]) -> Result<Frame<'p>, DecodeError> {
            decode_reply_with(request, frame_type, payload, Profile::Strict)
        }

        /// [`decode_reply`] under a profile.
        pub fn decode_reply_with<'p>(request: &Frame<'_>, frame_type: impl rt::FrameCode<ChannelImpl>, payload: &'p [u8], profile: Profile) -> Result<Frame<'p>, DecodeError> {
            let reply = decode_with(frame_type, payload, profile)?;
            #[allow(clippy::match_single_binding)]
            match (request, &reply) {
                #(#cross_arms)*
                _ => {}
            }
            Ok(reply)
        }
    }
}

fn channel_impl(g: &Gen<'_>) -> TokenStream {
    let m = g.m;
    let infos = m.frames.iter().map(|f| {
        let code = lit_u16(f.code);
        let name = lit_str(&f.name);
        let r = role(f.role);
        let corr = f.envelope(EnvRole::Corr).is_some();
        let sec = lit_str(&f.section);
        quote! { rt::FrameInfo { code: #code, name: #name, role: #r, has_corr: #corr, section: #sec } }
    });
    let n = lit_usize(m.frames.len() as u64);
    let module = lit_str(&m.channel.module);
    let names: Vec<_> = m.frames.iter().map(|f| ident(&f.rust)).collect();
    let corrs: Vec<_> = m
        .frames
        .iter()
        .map(|f| corr_expr(f, &quote! { x }))
        .collect();
    quote! {
        static __FRAMES: [rt::FrameInfo; #n] = [#(#infos),*];

        /// Static facts about the channel.
        pub static INFO: rt::ChannelInfo = rt::ChannelInfo {
            id: CHANNEL_ID,
            module: #module,
            name: CHANNEL_NAME,
            spec: SPEC,
            spec_revision: SPEC_REVISION,
            doc_id: DOC_ID,
            schema_path: SCHEMA_SOURCE,
            schema_yaml: SCHEMA_YAML,
            frames: &__FRAMES,
            max_payload: MAX_PAYLOAD,
            max_depth: MAX_DEPTH,
            strict_checks: STRICT_CHECKS,
        };

        /// This channel behind the [`rt::Channel`] interface.
        #[derive(Debug)]
        pub struct ChannelImpl;

        /// This channel, as listed in `npamp_generated::CHANNELS`.
        pub static CHANNEL: ChannelImpl = ChannelImpl;

        impl rt::Channel for ChannelImpl {
            fn info(&self) -> &'static rt::ChannelInfo { &INFO }
            fn check<'p>(&self, frame_type: u16, payload: &'p [u8], profile: Profile) -> Result<rt::Summary<'p>, DecodeError> {
                // Straight from each frame's decoder: no `Frame` is built or moved.
                // A decoded frame only borrows the payload (nothing owned to
                // free), so it is not dropped: no drop glue is called for it.
                match frame_type {
                    #( #names::FRAME_TYPE => #names::__check_with(payload, profile, |x| {
                        let x = core::mem::ManuallyDrop::new(x);
                        rt::Summary { frame_type, corr: #corrs }
                    }), )*
                    _ => Err(DecodeError::new(Rule::UnknownFrameType, 0, &__NONE)),
                }
            }
            #[cfg(feature = "alloc")]
            fn decode<'p>(&self, frame_type: u16, payload: &'p [u8], profile: Profile) -> Result<alloc::boxed::Box<dyn rt::FrameView<'p> + 'p>, DecodeError> {
                decode_with(frame_type, payload, profile).map(|f| alloc::boxed::Box::new(f) as alloc::boxed::Box<dyn rt::FrameView<'p> + 'p>)
            }
            #[cfg(feature = "alloc")]
            fn decode_reply<'p>(&self, request_type: u16, request: &[u8], frame_type: u16, payload: &'p [u8], profile: Profile) -> Result<alloc::boxed::Box<dyn rt::FrameView<'p> + 'p>, rt::Refused> {
                let reply = decode_with(frame_type, payload, profile).map_err(|error| rt::Refused { error, in_request: false })?;
                let req = decode_with(request_type, request, profile).map_err(|error| rt::Refused { error, in_request: true })?;
                let reply = decode_reply_with(&req, frame_type, payload, profile).map_err(|error| rt::Refused { error, in_request: false })?;
                let _ = reply.frame_type();
                Ok(alloc::boxed::Box::new(reply))
            }
            fn outcome(&self, e: &DecodeError) -> rt::Outcome { outcome(e) }
            #[cfg(feature = "alloc")]
            fn error_reply(&self, frame_type: u16, payload: &[u8], e: &DecodeError) -> Option<alloc::vec::Vec<u8>> {
                error_reply_for(frame_type, payload, e).ok().map(|f| f.to_vec())
            }
            #[cfg(npamp_mutant)]
            fn mutant_sites(&self) -> &'static [&'static p::Ctx] { __SITES }
        }

        #[cfg(feature = "alloc")]
        #[cfg_attr(docsrs, doc(cfg(feature = "alloc")))]
        impl<'a> rt::FrameView<'a> for Frame<'a> {
            fn frame_type(&self) -> u16 { Frame::frame_type(self).code() }
            fn name(&self) -> &'static str { Frame::frame_type(self).name() }
            fn corr(&self) -> Option<rt::Corr<'a>> { Frame::corr(self) }
            fn fields(&self) -> alloc::vec::Vec<(&'static str, rt::FieldValue<'_>)> { Frame::fields(self) }
            fn encoded_len(&self) -> usize { Frame::encoded_len(self) }
            fn to_vec(&self) -> alloc::vec::Vec<u8> { Frame::to_vec(self) }
            fn encode_vec(&self, out: &mut alloc::vec::Vec<u8>) { Frame::encode(self, out) }
            fn expects_reply(&self) -> bool { Frame::expects_reply(self) }
            fn validate_with(&self, profile: Profile) -> Result<(), DecodeError> { Frame::validate_with(self, profile) }
        }
    }
}

pub fn emit(g: &Gen<'_>) -> TokenStream {
    let ft = frame_type(g);
    let fe = frame_enum(g);
    let ch = channel_impl(g);
    quote! { #ft #fe #ch }
}
