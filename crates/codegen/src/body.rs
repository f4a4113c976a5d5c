//! The struct and impl of a frame or a record: one-pass decoding, `validate`,
//! encoding, inspection.

use crate::check::deep;
use crate::names::{doc, field_ident, hex16, ident, lit_u16, lit_u64};
use crate::read::{read, At};
use crate::rules;
use crate::types::{borrows, rust_type, Hint};
use crate::write;
use crate::Gen;
use npamp_schema::{Body, EnvRole, FieldId, FrameId, Group, Presence, RecordId, Type};
use proc_macro2::TokenStream;
use quote::quote;

#[derive(Clone, Copy)]
pub enum Owner {
    Frame(FrameId),
    Record(RecordId),
}

struct Ctx<'g> {
    rust: &'g str,
    body: &'g Body,
    frame: Option<(FrameId, u16)>,
}

fn ctx<'g>(g: &'g Gen<'_>, o: Owner) -> Ctx<'g> {
    match o {
        Owner::Frame(f) => {
            let fr = g.m.frame(f);
            Ctx {
                rust: &fr.rust,
                body: &fr.body,
                frame: Some((f, fr.code)),
            }
        }
        Owner::Record(r) => {
            let rec = g.m.record(r);
            Ctx {
                rust: &rec.rust,
                body: &rec.body,
                frame: None,
            }
        }
    }
}

/// Fields that become struct members: not `Absent`, not `frame_kind`.
fn members(b: &Body) -> impl Iterator<Item = (FieldId, &npamp_schema::Field)> {
    b.carried()
        .filter(|(_, f)| f.role != Some(EnvRole::FrameKind))
}

pub(crate) fn slot(i: FieldId) -> proc_macro2::Ident {
    ident(&format!("__f{}", i.0))
}

pub fn emit(g: &Gen<'_>, o: Owner) -> TokenStream {
    let c = ctx(g, o);
    let ty = ident(c.rust);
    let sdoc = struct_doc(g, o);
    let is_frame = matches!(o, Owner::Frame(_));
    let struct_fields = struct_fields(g, &c);
    let borrows_any = members(c.body).any(|(_, f)| borrows(g, &f.value));
    let (phantom, phantom_init) = if borrows_any {
        (quote! {}, quote! {})
    } else {
        (
            quote! { #[doc(hidden)] pub __p: core::marker::PhantomData<&'a ()>, },
            quote! { __p: core::marker::PhantomData, },
        )
    };
    let decode_fns = if is_frame {
        top_decode(&c)
    } else {
        quote! {}
    };
    let body_fn = body_decode(g, &c, &ty, &phantom_init);
    let rules_fn = rules_fn(g, &c);
    let validate_fns = validate(g, &c);
    let encode_fns = encode(&c);
    let cross = cross_fns(g, &c);
    let elem = if is_frame {
        quote! {}
    } else {
        elem_impl(&ty)
    };
    let scan = scan_static(g, &c);
    let builders = builders(g, &c, &ty, &phantom_init);
    // No required member: `Default` is `new()` (struct update from it).
    let default = (!members(c.body).any(|(_, f)| f.required())).then(|| {
        quote! {
            impl<'a> Default for #ty<'a> {
                /// [`Self::new`]: every field `None`.
                fn default() -> Self { Self::new() }
            }
        }
    });
    let consts = c.frame.map(|(_, code)| {
        let code = lit_u16(code);
        quote! {
            /// The frame type.
            pub const FRAME_TYPE: u16 = #code;
        }
    });
    // TEST-ONLY: a record's stand-in value, for a required field a mutant
    // lets be absent (the mutation run's build only, `rt/mutant.rs`).
    let stand_in = (!is_frame).then(|| {
        let inits = members(c.body).map(|(_, f)| {
            let id = field_ident(&f.name);
            quote! { #id: p::StandIn::stand_in(), }
        });
        quote! {
            #[cfg(npamp_mutant)]
            impl<'a> p::StandIn for #ty<'a> {
                fn stand_in() -> Self { #ty { #(#inits)* #phantom_init } }
            }
        }
    });
    quote! {
        #[doc = #sdoc]
        #[derive(Debug, Clone, PartialEq)]
        pub struct #ty<'a> {
            #(#struct_fields)*
            #phantom
        }
        impl<'a> #ty<'a> {
            #consts
            #builders
            #decode_fns
            #body_fn
            #rules_fn
            #validate_fns
            #encode_fns
            #cross
        }
        #elem
        #scan
        #default
        #stand_in
    }
}

/// The value of an optional field's `with_…` argument: an array or a typed
/// map also from a slice (`impl Into`), anything else as its type.
fn setter_param(g: &Gen<'_>, c: &Ctx<'_>, f: &npamp_schema::Field) -> (TokenStream, bool) {
    let t = rust_type(g, &f.value, &Hint::field(c.rust, &f.name));
    match f.value.ty {
        Type::Array(_) | Type::Map { .. } => (quote! { impl Into<#t> }, true),
        _ => (t, false),
    }
}

/// `new` (the required fields, in key order; optional ones `None`) and one
/// `with_<field>` per optional field. Built from the struct's members only:
/// nothing here is on a decode path.
fn builders(
    g: &Gen<'_>,
    c: &Ctx<'_>,
    ty: &proc_macro2::Ident,
    phantom_init: &TokenStream,
) -> TokenStream {
    let what = match c.frame {
        Some(_) => "frame",
        None => "record",
    };
    let mut params = Vec::new();
    let mut inits = Vec::new();
    let mut setters = Vec::new();
    let mut required = Vec::new();
    for (_, f) in members(c.body) {
        let id = field_ident(&f.name);
        if f.required() {
            let (t, into) = setter_param(g, c, f);
            params.push(quote! { #id: #t });
            inits.push(if into {
                quote! { #id: #id.into(), }
            } else {
                quote! { #id, }
            });
            required.push(format!("`{}`", f.name));
        } else {
            inits.push(quote! { #id: None, });
            let (t, into) = setter_param(g, c, f);
            let set = ident(&format!("with_{}", f.name));
            let v = if into {
                quote! { v.into() }
            } else {
                quote! { v }
            };
            let d = doc(&format!(
                "This {what} with `{}` (key {}) set to `v`.",
                f.name, f.key
            ));
            setters.push(quote! {
                #[doc = #d]
                #[must_use]
                #[inline]
                pub fn #set(mut self, v: #t) -> Self {
                    self.#id = Some(#v);
                    self
                }
            });
        }
    }
    let args = if required.is_empty() {
        "no required field".to_string()
    } else {
        format!(
            "its required fields ({}, in key order)",
            required.join(", ")
        )
    };
    let nd = doc(&format!(
        "A {what} with {args}; every optional field is `None`: set them with the \
         `with_…` methods, or by struct update (`{} {{ field: Some(v), ..{}::new(…) }}`).",
        c.rust, c.rust
    ));
    quote! {
        #[doc = #nd]
        #[inline]
        pub fn new(#(#params),*) -> Self {
            #ty { #(#inits)* #phantom_init }
        }
        #(#setters)*
    }
}

/// The struct's doc: name, frame type code, role and section, or the record's name and section.
fn struct_doc(g: &Gen<'_>, o: Owner) -> String {
    match o {
        Owner::Frame(f) => {
            let fr = g.m.frame(f);
            doc(&format!(
                "{} (`{}`), {} ({}).{} Borrows strings, bytes and nested values from the payload \
                 (or from the caller, when built with [`Self::new`]).",
                fr.name,
                hex16(fr.code),
                crate::names::a_or_an(fr.role.as_str()),
                fr.section,
                fr.doc
                    .as_deref()
                    .map(|d| format!(" {d}"))
                    .unwrap_or_default()
            ))
        }
        Owner::Record(r) => {
            let rec = g.m.record(r);
            doc(&format!(
                "Record `{}` ({}).{}",
                rec.name,
                rec.section,
                rec.doc
                    .as_deref()
                    .map(|d| format!(" {d}"))
                    .unwrap_or_default()
            ))
        }
    }
}

/// The struct's members, each with its doc (key, type, presence, section).
fn struct_fields(g: &Gen<'_>, c: &Ctx<'_>) -> Vec<TokenStream> {
    members(c.body)
        .map(|(_, f)| {
            let id = field_ident(&f.name);
            let t = rust_type(g, &f.value, &Hint::field(c.rust, &f.name));
            let d = doc(&format!(
                "`{}` (key {}, {}, {}, {}).{}",
                f.name,
                f.key,
                f.value.ty.describe(g.m),
                if f.required() { "required" } else { "optional" },
                f.section,
                f.doc
                    .as_deref()
                    .map(|d| format!(" {d}"))
                    .unwrap_or_default()
            ));
            if f.required() {
                quote! { #[doc = #d] pub #id: #t, }
            } else {
                quote! { #[doc = #d] pub #id: Option<#t>, }
            }
        })
        .collect()
}

/// A record's `rt::Elem` impl (it can be an array element or a map value).
fn elem_impl(ty: &proc_macro2::Ident) -> TokenStream {
    quote! {
        impl<'a> rt::Elem<'a> for #ty<'a> {
            const RAW_CANONICAL: bool = false;
            fn read(r: &mut p::Reader<'a>, level: usize) -> Result<Self, DecodeError> {
                Self::__body::<false, false>(r, level, &p::NO_CTX)
            }
            fn write<W: Sink>(&self, out: &mut W) { self.encode(out) }
            fn encoded_len(&self) -> usize { #ty::encoded_len(self) }
            #[cfg(feature = "alloc")]
            fn field_value(&self) -> rt::FieldValue<'a> {
                rt::FieldValue::Record(self.fields())
            }
        }
    }
}

fn top_decode(c: &Ctx<'_>) -> TokenStream {
    let scan = scan_ident(c.rust);
    quote! {
        /// Decode a payload under the strict profile ([`Profile::Strict`]).
        #[inline]
        pub fn decode(payload: &'a [u8]) -> Result<Self, DecodeError> {
            Self::__top::<true, false, Self>(payload, &__STRICT, |v| v)
        }
        /// Decode a payload under a profile.
        #[inline]
        pub fn decode_with(payload: &'a [u8], profile: Profile) -> Result<Self, DecodeError> {
            Self::__decode_into(payload, profile, |v| v)
        }
        /// [`Self::decode_with`], handing the frame to `f` as it is built (the
        /// module's `decode_with` wraps it in its `Frame` variant there, so the
        /// frame is written once, in place, instead of built and then moved).
        #[doc(hidden)]
        #[inline(always)]
        pub fn __decode_into<T>(payload: &'a [u8], profile: Profile, f: impl FnOnce(Self) -> T) -> Result<T, DecodeError> {
            match profile {
                Profile::Strict => Self::__top::<true, false, T>(payload, &__STRICT, f),
                Profile::Minimum => Self::__top::<false, false, T>(payload, &__MINIMUM, f),
            }
        }
        /// Check a payload and keep only what `f` takes from the frame
        /// (`Channel::check`): inlined, so that the frame is neither built in
        /// full nor moved. The verdict is [`Self::decode_with`]'s, but a text
        /// field that no rule reads is validated without being kept: it is `""`
        /// in the frame `f` gets.
        #[doc(hidden)]
        #[inline(always)]
        pub fn __check_with<T>(payload: &'a [u8], profile: Profile, f: impl FnOnce(Self) -> T) -> Result<T, DecodeError> {
            match profile {
                Profile::Strict => Self::__top::<true, true, T>(payload, &__STRICT, f),
                Profile::Minimum => Self::__top::<false, true, T>(payload, &__MINIMUM, f),
            }
        }
        /// The payload map at level 1 (no trailing bytes: a CBOR-level fault,
        /// so `first_fault` passes it on unchanged), handed to `f`.
        #[inline(always)]
        fn __top<const S: bool, const C: bool, T>(payload: &'a [u8], pol: &'static p::Policy, f: impl FnOnce(Self) -> T) -> Result<T, DecodeError> {
            let mut r = p::Reader::new(payload, pol)?;
            Self::__body_then::<S, C, true, T>(&mut r, 1, &__NONE, f)
                .map_err(|e| p::first_fault(payload, pol, e, &#scan))
        }
    }
}

/// BODY run on a declared key's value: skipped for an explicit null when the
/// channel's text makes null absence (`channel.null_is_absent`); otherwise
/// a null reaches the value's reader, which refuses it as `wrong-type`.
fn unless_null(g: &Gen<'_>, body: TokenStream) -> TokenStream {
    if g.m.channel.null_is_absent.is_some() {
        quote! { if !r.null() { #body } }
    } else {
        quote! {{ #body }}
    }
}

/// The name of a body's fault-scan table ([`scan_static`]).
fn scan_ident(rust: &str) -> proc_macro2::Ident {
    ident(&format!("__SCAN_{}", rust.to_ascii_uppercase()))
}

/// What the fault scan (`rt::first_cbor_fault`, run when a payload is refused
/// for a schema-level fault) needs of a body: its keys, and which values are
/// bodies of their own, arrays of them, or ignored (`ignore_inner`); unknown
/// keys of a §4.3 body are ignored, as in the one-pass decoder.
fn scan_static(g: &Gen<'_>, c: &Ctx<'_>) -> TokenStream {
    fn node(g: &Gen<'_>, t: &Type) -> TokenStream {
        match t {
            Type::Record(r) => {
                let s = scan_ident(&g.m.record(*r).rust);
                quote! { p::ScanNode::Body(&#s) }
            }
            Type::FrameBody(f) => {
                // Nested, a frame's body has no envelope keys of its own.
                let s = scan_ident(&format!("{}_NESTED", g.m.frame(*f).rust));
                quote! { p::ScanNode::Body(&#s) }
            }
            Type::Array(item) => {
                let inner = node(g, &item.ty);
                quote! { p::ScanNode::Array(&#inner) }
            }
            _ => quote! { p::ScanNode::Value },
        }
    }
    let fc = c.body.forward_compat;
    let entry = |f: &npamp_schema::Field| {
        let k = lit_u64(f.key);
        let n = if f.ignore_inner.is_some() {
            quote! { p::ScanNode::Ignored }
        } else {
            node(g, &f.value.ty)
        };
        quote! { (#k, #n) }
    };
    // Every declared key, the envelope's included (`members` leaves out
    // what the struct does not hold).
    let name = scan_ident(c.rust);
    let fields = c.body.fields.iter().map(entry);
    let nested = c.frame.map(|_| {
        let name = scan_ident(&format!("{}_NESTED", c.rust));
        let fields = c.body.fields.iter().filter(|f| f.role.is_none()).map(entry);
        quote! {
            #[doc(hidden)]
            pub static #name: p::Scan = p::Scan { forward_compat: #fc, fields: &[#(#fields),*] };
        }
    });
    quote! {
        #[doc(hidden)]
        pub static #name: p::Scan = p::Scan { forward_compat: #fc, fields: &[#(#fields),*] };
        #nested
    }
}

/// The pieces of a one-pass decoder, gathered field by field.
struct Decoder {
    /// The nesting level of the map's items: `(level + 1)`.
    lv: TokenStream,
    /// `let mut __fN` declarations, one per field slot.
    slots: Vec<TokenStream>,
    /// The `match` arms on a known key.
    arms: Vec<TokenStream>,
    /// The checks and unwraps after the map (required fields).
    takes: Vec<TokenStream>,
    /// The struct's field initializers.
    inits: Vec<TokenStream>,
    /// A frame's `frame_kind` entry: the canonical bytes of its key and
    /// constant, its key and its slot (the envelope prefix matched in one
    /// comparison with the map head).
    prefix: Option<(Vec<u8>, proc_macro2::Literal, proc_macro2::Ident)>,
    /// The carried fields with a one-byte key (below 24): the key, whether
    /// the field is optional and the body of its arm, for the straight-line
    /// path over the declared keys.
    fast: Vec<(u8, bool, TokenStream)>,
}

/// The one-pass decoder of a map with this key table.
fn body_decode(
    g: &Gen<'_>,
    c: &Ctx<'_>,
    ty: &proc_macro2::Ident,
    phantom_init: &TokenStream,
) -> TokenStream {
    let mut d = Decoder {
        lv: quote! { (level + 1) },
        slots: Vec::new(),
        arms: Vec::new(),
        takes: Vec::new(),
        inits: Vec::new(),
        prefix: None,
        fast: Vec::new(),
    };
    for (i, f) in c.body.fields.iter().enumerate() {
        let id = FieldId(i);
        let key = lit_u64(f.key);
        let s = slot(id);
        if f.role == Some(EnvRole::FrameKind) {
            d.frame_kind(g, c, &key, &s, &g.field_site(&f.name));
        } else if f.presence == Presence::Absent {
            d.absent(g, &key, &g.field_site(&f.name));
        } else {
            d.carried(g, c, f, &key, &s);
        }
    }
    d.finish(g, c, ty, phantom_init)
}

impl Decoder {
    /// The `frame_kind` field: its canonical encoding eaten whole, else read and compared.
    fn frame_kind(
        &mut self,
        g: &Gen<'_>,
        c: &Ctx<'_>,
        key: &proc_macro2::Literal,
        s: &proc_macro2::Ident,
        site: &proc_macro2::Ident,
    ) {
        let code = lit_u64(u64::from(c.frame.map_or(0, |x| x.1)));
        let refuse = g.refuses_group(Group::FrameKind).at_site(site);
        self.slots.push(quote! { let mut #s = false; });
        let code_u = u64::from(c.frame.map_or(0, |x| x.1));
        let mut enc = Vec::new();
        canonical_uint(code_u, &mut enc);
        let enc_bytes = enc.iter().map(|b| proc_macro2::Literal::u8_suffixed(*b));
        let mut entry = Vec::new();
        canonical_uint(
            c.body
                .fields
                .iter()
                .find(|f| f.role == Some(EnvRole::FrameKind))
                .map_or(0, |f| f.key),
            &mut entry,
        );
        entry.extend_from_slice(&enc);
        self.prefix = Some((entry, key.clone(), s.clone()));
        let guard = refuse.and(quote! { __v != #code });
        let other = unless_null(
            g,
            quote! {
                let __v = r.uint().map_err(|e| e.in_field(&#site))?;
                if #guard {
                    return Err(DecodeError::new(Rule::FrameKindMismatch, __at, &#site));
                }
                #s = true;
            },
        );
        self.arms.push(quote! {
            Some(#key) => if r.eat(&[#(#enc_bytes),*]) {
                #s = true;
            } else #other,
        });
        self.takes.push(quote! {
            if !#s && p::live(&#site) { return Err(DecodeError::new(Rule::MissingRequired, __end, &#site)); }
        });
    }

    /// An `Absent` field: refused where its group refuses, else skipped.
    fn absent(&mut self, g: &Gen<'_>, key: &proc_macro2::Literal, site: &proc_macro2::Ident) {
        let lv = &self.lv;
        let forbid = g
            .refuses_group(Group::Forbidden)
            .at_site(site)
            .then(quote! { return Err(DecodeError::new(Rule::Forbidden, __at, &#site)); });
        let arm = unless_null(
            g,
            quote! {
                #forbid
                r.skip(#lv)?;
            },
        );
        self.arms.push(quote! { Some(#key) => #arm, });
    }

    /// A carried field: its slot, its read arm and, when required, its take.
    fn carried(
        &mut self,
        g: &Gen<'_>,
        c: &Ctx<'_>,
        f: &npamp_schema::Field,
        key: &proc_macro2::Literal,
        s: &proc_macro2::Ident,
    ) {
        let is_frame = c.frame.is_some();
        // An `any` value has no type to check: its site names a check only
        // when the field is required (no site for a field no refusal names).
        let typed = f.value.ty != Type::Any;
        let site = (typed || f.required()).then(|| g.field_site(&f.name));
        let t = rust_type(g, &f.value, &Hint::field(c.rust, &f.name));
        self.slots.push(quote! { let mut #s: Option<#t> = None; });
        let rd = read(
            g,
            &f.value,
            &Hint::field(c.rust, &f.name),
            At {
                field: &f.name,
                elem: false,
                non_empty: f.non_empty,
            },
            &self.lv,
        );
        // A map whose inner keys the text makes the receiver ignore: read
        // without subset refusals (`ignore_inner`).
        let rd = if f.ignore_inner.is_some() {
            quote! {{ let __p = r.lenient(); let __x = #rd; r.restore(__p); __x }}
        } else {
            rd
        };
        // A frame's text that no rule reads: `Channel::check` (`C`) validates
        // it without the `&str` (an ASCII fast path) and keeps `""`.
        let rd = if is_frame
            && f.value.ty == Type::Tstr
            && f.ignore_inner.is_none()
            && c.body
                .field_id(&f.name)
                .is_some_and(|id| !rule_fields(c.body).contains(&id))
        {
            let rc = crate::read::read_text_checked(
                g,
                &f.value,
                At {
                    field: &f.name,
                    elem: false,
                    non_empty: f.non_empty,
                },
            );
            quote! { if C #rc else #rd }
        } else {
            rd
        };
        // A value of another type, its site switched off by a mutant: skipped
        // as if absent (`p::mistyped` is the constant `false` in other builds).
        let pat = crate::read::pattern(g, &f.value);
        let lv = &self.lv;
        let arm = match site.as_ref().filter(|_| typed) {
            Some(site) => unless_null(
                g,
                quote! {
                    if p::mistyped(&#site, r.peek(), |__b| matches!(__b, #pat)) {
                        r.skip(#lv)?;
                    } else {
                        #s = Some(#rd);
                    }
                },
            ),
            None => unless_null(g, quote! { #s = Some(#rd); }),
        };
        self.arms.push(quote! { Some(#key) => #arm, });
        // Scalars only: a container's arm is large, and a second copy of it
        // would cost compile time for little (the loop reads it just as well).
        let scalar = matches!(
            f.value.ty,
            Type::Uint
                | Type::Nint
                | Type::Int
                | Type::Bstr
                | Type::Tstr
                | Type::Bool
                | Type::Enum(_)
                | Type::Flags(_)
        );
        match u8::try_from(f.key) {
            Ok(k) if k < 24 && scalar => self.fast.push((k, !f.required(), arm)),
            _ => {}
        }
        let fid = field_ident(&f.name);
        if let (true, Some(site)) = (f.required(), &site) {
            // Records' required scalars carry the `record-required` plant
            // (rt/plant.rs): an arm compiled only into the fuzzers' self-test.
            let plant = (!is_frame
                && matches!(
                    f.value.ty,
                    Type::Uint | Type::Float | Type::Bstr | Type::Tstr | Type::Bool
                ))
            .then(
                || quote! { #[cfg(npamp_plant = "record-required")] None => Default::default(), },
            );
            // A mutant that switches the site off lets the field be absent:
            // a stand-in value takes its place (`rt/mutant.rs`).
            self.takes.push(quote! {
                let #s = match #s {
                    Some(v) => v,
                    #plant
                    #[cfg(npamp_mutant)]
                    None if !p::live(&#site) => p::StandIn::stand_in(),
                    None => return Err(DecodeError::new(Rule::MissingRequired, __end, &#site)),
                };
            });
        }
        self.inits.push(quote! { #fid: #s, });
    }

    /// The `__body` function around the gathered pieces, with the unknown-key arms.
    fn finish(
        self,
        g: &Gen<'_>,
        c: &Ctx<'_>,
        ty: &proc_macro2::Ident,
        phantom_init: &TokenStream,
    ) -> TokenStream {
        let Decoder {
            lv,
            slots,
            arms,
            takes,
            inits,
            prefix,
            fast,
        } = self;
        let is_frame = c.frame.is_some();
        let fc = c.body.forward_compat;
        // An unknown negative key: refused in a §4.3 body (under its group's basis),
        // skipped as any item elsewhere.
        let neg = if fc {
            g.refuses_group(Group::NegativeKey)
                .at(quote! { holder })
                .then(quote! {
                    if p::checks(Rule::UnknownNegativeKey) {
                        return Err(DecodeError::new(Rule::UnknownNegativeKey, __at, holder));
                    }
                })
        } else {
            quote! {}
        };
        // §4.3's "MUST ignore" covers unknown non-negative keys: their values are
        // read without the subset refusals. A body outside §4.3 skips them as any item.
        let unknown = if fc {
            quote! { r.skip_ignored(#lv)? }
        } else {
            quote! { r.skip(#lv)? }
        };
        let keytype = g
            .refuses_group(Group::Map)
            .at(quote! { holder })
            .then(quote! {
                if p::checks(Rule::KeyType) {
                    return Err(DecodeError::new(Rule::KeyType, __at, holder));
                }
            });
        let head = map_head(is_frame, prefix.as_ref());
        let fast = fast_path(fast);
        let holder_doc = if is_frame {
            ""
        } else {
            " `holder` is the site of the field holding the record."
        };
        let bdoc = doc(&format!(
            "Decode the map at nesting `level` (one pass).{holder_doc}"
        ));
        // The rules read the slots, so that the value is built only in `k`'s
        // argument (no copy of a built frame into the caller's result).
        let rule_checks = rule_checks(g, c, &rules::On::Slots);
        quote! {
            #[doc = #bdoc]
            #[doc(hidden)]
            #[inline(always)]
            pub fn __body<const S: bool, const C: bool>(r: &mut p::Reader<'a>, level: usize, holder: &'static p::Ctx) -> Result<Self, DecodeError> {
                Self::__body_then::<S, C, false, Self>(r, level, holder, |v| v)
            }
            /// [`Self::__body`], handing the value to `k` once its rules pass
            /// and, for the payload map (`TOP`), once no byte follows it.
            #[doc(hidden)]
            #[inline(always)]
            pub fn __body_then<const S: bool, const C: bool, const TOP: bool, T>(r: &mut p::Reader<'a>, level: usize, holder: &'static p::Ctx, k: impl FnOnce(Self) -> T) -> Result<T, DecodeError> {
                #(#slots)*
                #head
                let mut __left = __n;
                #(#fast)*
                let mut __kind = 0u8;
                for _ in 0..__left {
                    let __at = r.pos();
                    match r.int_key(&mut __order, &mut __kind, level + 1)? {
                        #(#arms)*
                        Some(_) => #unknown,
                        None => {
                            if __kind == 1 { #neg } else { #keytype }
                            r.skip(#lv)?;
                        }
                    }
                }
                let __end = r.pos();
                #(#takes)*
                #(#rule_checks)*
                if TOP {
                    r.finish()?;
                }
                Ok(k(#ty { #(#inits)* #phantom_init }))
            }
        }
    }
}

/// The map's head: a frame's map head and `frame_kind` entry in one
/// comparison when they are the first bytes (the usual case); else the
/// general path.
fn map_head(
    is_frame: bool,
    prefix: Option<&(Vec<u8>, proc_macro2::Literal, proc_macro2::Ident)>,
) -> TokenStream {
    let header = if is_frame {
        quote! { r.map_header(level).map_err(|e| p::retype(e, Rule::NotAMap, &__NONE))? }
    } else {
        quote! { r.map_header(level).map_err(|e| e.in_field(holder))? }
    };
    match prefix {
        Some((bytes, key, slot)) => {
            let bytes = bytes.iter().map(|b| proc_macro2::Literal::u8_suffixed(*b));
            quote! {
                let (__n, mut __order) = match r.map_head_then(level, &[#(#bytes),*]) {
                    Some(__n) => {
                        #slot = true;
                        (__n, p::KeyOrder::after(#key))
                    }
                    None => (#header, p::KeyOrder::new()),
                };
            }
        }
        None => quote! {
            let __n = #header;
            let mut __order = p::KeyOrder::new();
        },
    }
}

/// The straight-line path: each declared one-byte key in ascending order,
/// taken when it is the next byte (a one-byte test instead of the loop's key
/// read, order check and jump). Keys in ascending order from `__order.next`
/// on need no order check; anything else (an absent key, an unknown key, a
/// fault) is left to the loop, which reads the entries left with the same
/// arms and the order state the path leaves. A fast path only: the verdicts
/// are the loop's.
fn fast_path(mut fast: Vec<(u8, bool, TokenStream)>) -> Vec<TokenStream> {
    fast.sort_by_key(|(k, _, _)| *k);
    let step = |k: u8, arm: &TokenStream| {
        let kb = proc_macro2::Literal::u8_suffixed(k);
        let next = lit_u64(u64::from(k) + 1);
        quote! {
            if __left != 0 && r.key_is(#kb) {
                __left -= 1;
                __order.set_next(#next);
                #arm
            }
        }
    };
    // A run of RUN or more optional keys in a row is entered only when
    // the next byte lies between its first and last key: when none of
    // them is present (the usual case for optional fields), one test
    // instead of one per key. Only a fast path: a key of the run is a
    // byte in that range, so the tests skipped would all have failed.
    const RUN: usize = 3;
    let mut path = Vec::new();
    let mut i = 0;
    while let Some((k, opt, arm)) = fast.get(i) {
        let len = fast
            .get(i..)
            .map_or(0, |rest| rest.iter().take_while(|(_, o, _)| *o).count());
        if *opt && len >= RUN {
            let run = fast.get(i..i + len).unwrap_or_default();
            let lo = proc_macro2::Literal::u8_suffixed(*k);
            let hi = proc_macro2::Literal::u8_suffixed(run.last().map_or(*k, |(k, _, _)| *k));
            let steps = run.iter().map(|(k, _, arm)| step(*k, arm));
            path.push(quote! {
                if __left != 0 && r.key_in(#lo, #hi) {
                    #(#steps)*
                }
            });
            i += len;
        } else {
            path.push(step(*k, arm));
            i += 1;
        }
    }
    path
}

/// The checks of the body's single-frame rules on the fields of `on`, each
/// refusing at `__end` (the end of the map; 0 from `validate()`).
fn rule_checks(g: &Gen<'_>, c: &Ctx<'_>, on: &rules::On) -> Vec<TokenStream> {
    let end = quote! { __end };
    c.body
        .rules
        .iter()
        .filter(|r| !r.kind.is_cross())
        .map(|r| rules::check(g, c.body, r, &end, on))
        .collect()
}

fn rules_fn(g: &Gen<'_>, c: &Ctx<'_>) -> TokenStream {
    let checks = rule_checks(g, c, &rules::On::Struct(quote! { self }));
    quote! {
        #[inline]
        fn __rules<const S: bool>(&self, __end: usize) -> Result<(), DecodeError> {
            #(#checks)*
            Ok(())
        }
    }
}

fn validate(g: &Gen<'_>, c: &Ctx<'_>) -> TokenStream {
    let checks = members(c.body).map(|(_, f)| {
        let id = field_ident(&f.name);
        let h = Hint::field(c.rust, &f.name);
        let inner = deep(g, &f.value, &quote! { __x }, &f.name, &h);
        let empty = if f.non_empty {
            crate::check::empty_check(g, &quote! { __x }, &f.name, &quote! { 0 })
        } else {
            quote! {}
        };
        if f.required() {
            quote! { { let __x = &self.#id; #empty #inner } }
        } else {
            quote! { if let Some(__x) = &self.#id { #empty #inner } }
        }
    });
    quote! {
        /// Check a frame built by the caller under the strict profile: every value
        /// constraint and single-frame rule that decoding checks.
        pub fn validate(&self) -> Result<(), DecodeError> {
            self.__validate::<true>()
        }
        /// [`Self::validate`] under a profile.
        pub fn validate_with(&self, profile: Profile) -> Result<(), DecodeError> {
            match profile {
                Profile::Strict => self.__validate::<true>(),
                Profile::Minimum => self.__validate::<false>(),
            }
        }
        fn __validate<const S: bool>(&self) -> Result<(), DecodeError> {
            #(#checks)*
            self.__rules::<S>(0)
        }
    }
}

fn encode(c: &Ctx<'_>) -> TokenStream {
    let mut fixed = 0u64;
    let mut first_const: Option<Vec<u8>> = None;
    let mut opt_n = Vec::new();
    let mut writes = Vec::new();
    let mut lens = Vec::new();
    let mut fvs = Vec::new();
    for f in c
        .body
        .fields
        .iter()
        .filter(|f| f.presence != Presence::Absent)
    {
        if f.role == Some(EnvRole::FrameKind) {
            let code_u = u64::from(c.frame.map_or(0, |x| x.1));
            let code = lit_u64(code_u);
            fixed += 1;
            // Key and constant: their canonical bytes, written at once.
            let mut entry = write::uint_bytes(f.key);
            entry.extend(write::uint_bytes(code_u));
            if writes.is_empty() {
                first_const = Some(entry.clone());
            }
            writes.push(write::put_bytes(&entry));
            lens.push(write::field_len(f.key, &quote! { &#code }));
            fvs.push(quote! { v.push(("frame_kind", rt::FieldValue::Uint(#code))); });
            continue;
        }
        let id = field_ident(&f.name);
        let w = write::field(f.key, &quote! { __x });
        let l = write::field_len(f.key, &quote! { __x });
        let fv = write::field_value(&f.name, &quote! { __x });
        if f.required() {
            fixed += 1;
            writes.push(quote! { { let __x = &self.#id; #w } });
            lens.push(quote! { { let __x = &self.#id; #l } });
            fvs.push(quote! { { let __x = &self.#id; v.push(#fv); } });
        } else {
            opt_n.push(quote! { + u64::from(self.#id.is_some()) });
            writes.push(quote! { if let Some(__x) = &self.#id { #w } });
            lens.push(quote! { (if let Some(__x) = &self.#id { #l } else { 0 }) });
            fvs.push(quote! { if let Some(__x) = &self.#id { v.push(#fv); } });
        }
    }
    let most = fixed + opt_n.len() as u64;
    let fixed = lit_u64(fixed);
    // The map head: one byte when the map never has 24 entries or more; with a
    // constant first entry (a frame's `frame_kind`), written with it at once.
    let head = if most < 24 {
        match first_const {
            Some(entry) => {
                writes.remove(0);
                let b = entry.iter().map(|b| proc_macro2::Literal::u8_suffixed(*b));
                quote! { out.put(&[0xa0u8 | self.__count() as u8, #(#b),*]); }
            }
            None => quote! { out.push(0xa0u8 | self.__count() as u8); },
        }
    } else {
        quote! { p::write_head(out, 5, self.__count()); }
    };
    quote! {
        fn __count(&self) -> u64 { #fixed #(#opt_n)* }
        /// Exact size of [`Self::encode`]'s output.
        pub fn encoded_len(&self) -> usize {
            p::head_len(self.__count()) #( + #lens )*
        }
        /// The one canonical encoding (keys ascending, shortest forms, nulls and unknown keys omitted).
        pub fn encode<W: Sink>(&self, out: &mut W) {
            #head
            #(#writes)*
        }
        /// Encode into a caller's buffer; the number of bytes written.
        pub fn encode_to_slice(&self, buf: &mut [u8]) -> Result<usize, rt::BufferTooSmall> {
            let mut s = rt::SliceSink::new(buf);
            self.encode(&mut s);
            s.finish()
        }
        /// The canonical encoding in a new vector (allocates once).
        #[cfg(feature = "alloc")]
        #[cfg_attr(docsrs, doc(cfg(feature = "alloc")))]
        pub fn to_vec(&self) -> alloc::vec::Vec<u8> {
            let mut v = alloc::vec::Vec::with_capacity(self.encoded_len());
            self.encode(&mut v);
            v
        }
        /// Present fields by schema name (envelope first), for inspection.
        #[cfg(feature = "alloc")]
        #[cfg_attr(docsrs, doc(cfg(feature = "alloc")))]
        pub fn fields(&self) -> alloc::vec::Vec<(&'static str, rt::FieldValue<'a>)> {
            let mut v = alloc::vec::Vec::new();
            #(#fvs)*
            v
        }
    }
}

fn cross_fns(g: &Gen<'_>, c: &Ctx<'_>) -> TokenStream {
    let mut by_req: Vec<(FrameId, Vec<TokenStream>)> = Vec::new();
    for r in &c.body.rules {
        if let Some((req, t)) = rules::cross(g, c.body, r) {
            match by_req.iter_mut().find(|(x, _)| *x == req) {
                Some((_, v)) => v.push(t),
                None => by_req.push((req, vec![t])),
            }
        }
    }
    let fns = by_req.into_iter().map(|(req, checks)| {
        let rq = g.m.frame(req);
        let rty = ident(&rq.rust);
        let name = ident(&format!("check_against_{}", rq.rust.to_ascii_lowercase()));
        let name_with = ident(&format!("__check_against_{}", rq.rust.to_ascii_lowercase()));
        let d = doc(&format!(
            "The cross-frame rules against the originating {} (only when the caller supplies it).",
            rq.name
        ));
        quote! {
            #[doc = #d]
            pub fn #name(&self, request: &#rty<'_>, profile: Profile) -> Result<(), DecodeError> {
                match profile {
                    Profile::Strict => self.#name_with::<true>(request),
                    Profile::Minimum => self.#name_with::<false>(request),
                }
            }
            fn #name_with<const S: bool>(&self, request: &#rty<'_>) -> Result<(), DecodeError> {
                #(#checks)*
                Ok(())
            }
        }
    });
    quote! { #(#fns)* }
}

/// The canonical encoding of a uint (for constant fast paths).
fn canonical_uint(v: u64, out: &mut Vec<u8>) {
    if v < 24 {
        out.push(v as u8);
    } else if v <= 0xff {
        out.extend([0x18, v as u8]);
    } else if v <= 0xffff {
        out.push(0x19);
        out.extend((v as u16).to_be_bytes());
    } else if v <= 0xffff_ffff {
        out.push(0x1a);
        out.extend((v as u32).to_be_bytes());
    } else {
        out.push(0x1b);
        out.extend(v.to_be_bytes());
    }
}

/// The fields any rule of `body` reads (its subject, conditions and operands).
fn rule_fields(body: &npamp_schema::Body) -> Vec<FieldId> {
    let seen = core::cell::RefCell::new(Vec::new());
    for r in &body.rules {
        let _ = crate::rules::remap_rule(r, &|f| {
            seen.borrow_mut().push(f);
            Some(f)
        });
        // Rules that `remap_rule` does not restate (cross-frame ones) count
        // as reading everything: never applied by `Channel::check`, but kept
        // safe should that change.
        if r.kind.is_cross() {
            seen.borrow_mut()
                .extend((0..body.fields.len()).map(FieldId));
        }
    }
    seen.into_inner()
}
