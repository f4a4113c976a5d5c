//! Decoding a value in one pass: read it and check it as it is read. One
//! emitter per value kind. The emitted expression reads from `r` (a
//! `p::Reader`) under the profile `S` and evaluates to the field's Rust value.

use crate::check::{
    empty_check, enum_check, flags_check, float_check, len_check, range_check, Side,
};
use crate::enums::{first_byte_pattern, variant};
use crate::names::{ident, lit_usize};
use crate::types::Hint;
use crate::Gen;
use npamp_schema::{EnumWire, Group, Type, Value};
use proc_macro2::TokenStream;
use quote::quote;

/// How a value is being read.
#[derive(Clone, Copy)]
pub struct At<'s> {
    /// The declared field it belongs to (sites name it).
    pub field: &'s str,
    /// An element of a container (array item, map key/value) rather than a key's value.
    pub elem: bool,
    /// The field's `non_empty`.
    pub non_empty: bool,
}

/// The pattern on the first byte that a value of this type can start with.
pub fn pattern(g: &Gen<'_>, v: &Value) -> TokenStream {
    match &v.ty {
        Type::Union(alts) => {
            let ps = alts.iter().map(|a| first_byte_pattern(g, a));
            quote! { #(#ps)|* }
        }
        Type::Any => quote! { _ },
        _ => first_byte_pattern(g, v),
    }
}

/// An expression reading and checking one value of `v` at nesting `level`.
pub fn read(g: &Gen<'_>, v: &Value, h: &Hint, a: At<'_>, level: &TokenStream) -> TokenStream {
    // No check of its own, so no site: an `any` item and a frame body.
    match &v.ty {
        Type::Any => {
            return quote! {{ let __at = r.pos(); Item::__from_validated(r.raw_item(#level)?) }}
        }
        Type::FrameBody(_) => return quote! {{ let __at = r.pos(); () }},
        _ => {}
    }
    let site = g.field_site(a.field);
    let fname = a.field;
    let at = quote! { __at };
    let wrong = quote! { .map_err(|e| e.in_field(&#site))? };
    let empty = |x: TokenStream| {
        if a.non_empty {
            empty_check(g, &x, fname, &at)
        } else {
            quote! {}
        }
    };
    let body = match &v.ty {
        Type::Uint => {
            let r = range_check(g, v, &quote! { __v }, fname, &at);
            quote! { let __v = r.uint() #wrong; #r __v }
        }
        Type::Nint | Type::Int => {
            let m = if v.ty == Type::Nint {
                quote! { nint }
            } else {
                quote! { int }
            };
            let r = range_check(g, v, &quote! { __v }, fname, &at);
            quote! { let __v = r.#m() #wrong; #r __v }
        }
        Type::Float => {
            let f = float_check(g, &quote! { __v }, fname, &at);
            let r = range_check(g, v, &quote! { __v }, fname, &at);
            quote! { let __v = r.float() #wrong; #f #r __v }
        }
        Type::Bool => quote! { r.bool() #wrong },
        Type::Bstr | Type::Tstr => {
            let m = if v.ty == Type::Bstr {
                quote! { bstr }
            } else {
                quote! { tstr }
            };
            let e = empty(quote! { __v });
            let l = len_check(g, v, &quote! { __v.len() }, fname, &at);
            quote! { let __v = r.#m() #wrong; #e #l __v }
        }
        Type::Enum(id) => {
            let d = g.m.enum_def(*id);
            let t = ident(&d.rust);
            let c = enum_check(g, v, &quote! { __v }, fname, &at);
            match d.wire {
                EnumWire::Uint => {
                    let r = range_check(g, v, &quote! { __v }, fname, &at);
                    quote! { let __v = r.uint() #wrong; #r #c #t::from_raw(__v) }
                }
                EnumWire::Tstr => {
                    let e = empty(quote! { __v });
                    let l = len_check(g, v, &quote! { __v.len() }, fname, &at);
                    quote! { let __v = r.tstr() #wrong; #e #l #c #t::from_token(__v) }
                }
            }
        }
        Type::Flags(id) => {
            let t = ident(&g.m.flags_def(*id).rust);
            let r = range_check(g, v, &quote! { __v }, fname, &at);
            let c = flags_check(g, v, &quote! { __v }, fname, &at, Side::Receiver);
            quote! { let __v = r.uint() #wrong; #r #c #t(__v) }
        }
        Type::Array(item) => array(g, v, item, h, a, level),
        Type::Tuple(vs) => tuple(g, vs, h, a, level),
        Type::Record(rid) => {
            let t = ident(&g.m.record(*rid).rust);
            quote! { #t::__body::<S, false>(r, #level, &#site)? }
        }
        Type::Map { key, value } => map(g, v, key, value, h, a, level),
        Type::Union(alts) => union(g, alts, h, a, level),
        Type::UintKeyedMap => {
            let neg = g.refuses_group(Group::NegativeKey);
            let other = g.refuses_group(Group::NestedKeys);
            let e = empty(quote! { __v });
            let l = len_check(g, v, &quote! { __v.len() }, fname, &at);
            quote! { let __v = p::uint_keyed_map(r, #level, #neg, #other, &#site) #wrong; #e #l __v }
        }
        Type::AnyKeyedMap => {
            let e = empty(quote! { __v });
            let l = len_check(g, v, &quote! { __v.len() }, fname, &at);
            quote! { let __v = p::any_keyed_map(r, #level) #wrong; #e #l __v }
        }
        // Returned above.
        Type::Any | Type::FrameBody(_) => quote! {},
    };
    quote! {{ let __at = r.pos(); #body }}
}

/// A text value read by `Channel::check` (`C`), where the frame is dropped:
/// the same checks as [`read`] of a `tstr` (type, UTF-8, `empty`, `len`) on
/// its bytes, and `""` in its place. Only for a frame's text that no rule reads.
pub fn read_text_checked(g: &Gen<'_>, v: &Value, a: At<'_>) -> TokenStream {
    let site = g.field_site(a.field);
    let fname = a.field;
    let at = quote! { __at };
    let e = if a.non_empty {
        empty_check(g, &quote! { __v }, fname, &at)
    } else {
        quote! {}
    };
    let l = len_check(g, v, &quote! { __v.len() }, fname, &at);
    quote! {{ let __at = r.pos(); let __v = r.tstr_checked().map_err(|e| e.in_field(&#site))?; #e #l "" }}
}

/// One element of a container: a wrong type is `item-type` (or skipped when the
/// profile does not refuse it); the value itself is discarded.
fn element(g: &Gen<'_>, item: &Value, h: &Hint, a: At<'_>, level: &TokenStream) -> TokenStream {
    let site = g.field_site(a.field);
    let pat = pattern(g, item);
    let refuse = g.refuses_group(Group::ItemType).at_site(&site);
    let inner = At {
        elem: true,
        non_empty: false,
        ..a
    };
    let read = read(g, item, h, inner, level);
    let otherwise = refuse.or_else(
        quote! { return Err(DecodeError::new(Rule::ItemType, r.pos(), &#site)); },
        quote! { r.skip(#level)?; },
    );
    quote! {
        if matches!(r.peek().map(u16::from), Some(#pat)) {
            let _ = #read;
        } #otherwise
    }
}

fn array(
    g: &Gen<'_>,
    v: &Value,
    item: &Value,
    h: &Hint,
    a: At<'_>,
    level: &TokenStream,
) -> TokenStream {
    let site = g.field_site(a.field);
    let at = quote! { __at };
    let l = len_check(g, v, &quote! { __n }, a.field, &at);
    let e = if a.non_empty {
        let refuse = g.refuses_group(Group::Required).at_site(&site);
        let guard = refuse.and(quote! { __n == 0 });
        quote! { if #guard { return Err(DecodeError::new(Rule::Empty, __at, &#site)); } }
    } else {
        quote! {}
    };
    let el = element(g, item, &h.item(), a, &quote! { (#level + 1) });
    // Arrays of records carry the `record-array` plant (rt/plant.rs): a
    // constant `true` outside the fuzzers' self-test.
    let each = if matches!(item.ty, Type::Record(_)) {
        quote! { for __i in 0..__n { if p::checks_item(__i) { #el } else { r.skip(#level + 1)?; } } }
    } else {
        quote! { for _ in 0..__n { #el } }
    };
    quote! {
        let __n = r.array_header(#level).map_err(|e| e.in_field(&#site))?;
        #e
        #l
        let __start = r.pos();
        #each
        Array::__from_validated(r.span(__start), __n, #level + 1)
    }
}

fn tuple(g: &Gen<'_>, vs: &[Value], h: &Hint, a: At<'_>, level: &TokenStream) -> TokenStream {
    let site = g.field_site(a.field);
    let arity = lit_usize(vs.len() as u64);
    let rule = if a.elem {
        quote! { Rule::ItemType }
    } else {
        quote! { Rule::WrongType }
    };
    let els = vs.iter().enumerate().map(|(i, e)| {
        let pat = pattern(g, e);
        let r = read(
            g,
            e,
            &h.element(i),
            At {
                elem: false,
                non_empty: false,
                ..a
            },
            &quote! { (#level + 1) },
        );
        quote! {{
            if !matches!(r.peek().map(u16::from), Some(#pat)) && p::live(&#site) {
                return Err(DecodeError::new(Rule::WrongType, r.pos(), &#site));
            }
            #r
        }}
    });
    quote! {
        let __n = r.array_header(#level).map_err(|e| e.in_field(&#site))?;
        if __n != #arity && p::live(&#site) { return Err(DecodeError::new(#rule, __at, &#site)); }
        (#(#els,)*)
    }
}

fn map(
    g: &Gen<'_>,
    v: &Value,
    key: &Value,
    value: &Value,
    h: &Hint,
    a: At<'_>,
    level: &TokenStream,
) -> TokenStream {
    let site = g.field_site(a.field);
    let at = quote! { __at };
    let l = len_check(g, v, &quote! { __n }, a.field, &at);
    let kpat = pattern(g, key);
    let vpat = pattern(g, value);
    let refuse = g.refuses_group(Group::ItemType).at_site(&site);
    let lv = quote! { (#level + 1) };
    let inner = At {
        elem: true,
        non_empty: false,
        ..a
    };
    let kread = read(g, key, &h.key(), inner, &lv);
    let vread = read(g, value, &h.value(), inner, &lv);
    let key_else = refuse.or_else(
        quote! { return Err(DecodeError::new(Rule::ItemType, __k, &#site)); },
        quote! { r.any_key(&mut __order, #lv)?; },
    );
    let value_else = refuse.or_else(
        quote! { return Err(DecodeError::new(Rule::ItemType, r.pos(), &#site)); },
        quote! { r.skip(#lv)?; },
    );
    quote! {
        let __n = r.map_header(#level).map_err(|e| e.in_field(&#site))?;
        #l
        let __start = r.pos();
        let mut __order = p::KeyOrder::new();
        for _ in 0..__n {
            let __k = r.pos();
            if matches!(r.peek().map(u16::from), Some(#kpat)) {
                let _ = #kread;
                r.ordered_key(&mut __order, __k)?;
            } #key_else
            if matches!(r.peek().map(u16::from), Some(#vpat)) {
                let _ = #vread;
            } #value_else
        }
        Map::__from_validated(r.span(__start), __n, #level + 1)
    }
}

fn union(g: &Gen<'_>, alts: &[Value], h: &Hint, a: At<'_>, level: &TokenStream) -> TokenStream {
    let site = g.field_site(a.field);
    let u = ident(&h.0);
    let arms = alts.iter().enumerate().map(|(i, alt)| {
        let pat = first_byte_pattern(g, alt);
        let var = variant(g, alt);
        let r = read(
            g,
            alt,
            &h.element(i),
            At {
                non_empty: false,
                ..a
            },
            level,
        );
        quote! { Some(#pat) => #u::#var(#r), }
    });
    let rule = if a.elem {
        quote! { Rule::ItemType }
    } else {
        quote! { Rule::WrongType }
    };
    quote! {
        match r.peek().map(u16::from) {
            #(#arms)*
            #[cfg(npamp_mutant)]
            _ if !p::live(&#site) => {
                r.skip(#level)?;
                <#u as p::StandIn>::stand_in()
            }
            _ => {
                r.head()?;
                return Err(DecodeError::new(#rule, __at, &#site));
            }
        }
    }
}
