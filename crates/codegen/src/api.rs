//! The public API of generated code, and what a change to it means for users
//! (`cargo xtask api-diff`).
//!
//! [`public_api`] reads one generated file (a golden snapshot,
//! `generated/snapshots/<module>.rs`) with `syn` and lists its public items:
//! types with their fields and variants, constants with their types and
//! values, functions and methods with their signatures, trait impls.
//! Items hidden from the docs (`#[doc(hidden)]`, names starting `__`) are not
//! API. [`diff`] compares two such lists and classifies each change.
//!
//! # Can a generated struct grow without breaking its users?
//!
//! Only for code that builds one with a struct literal. The frame and record
//! structs are **exhaustive** (no `#[non_exhaustive]`): a frame can be built
//! with a struct literal, which lets the compiler check that every required
//! field was given, or with its constructor `new(required…)` and the
//! `with_<field>` methods, or by struct update from `new` (`X { f: Some(v),
//! ..X::new(…) }`). So a new optional field — an `Option<_>` that decoding
//! leaves `None` — is **breaking** for a struct literal (it no longer
//! compiles, E0063), and harmless for code that builds with `new`, `with_…`
//! or struct update, and for code that only decodes and reads frames;
//! [`diff`] reports it as breaking with that reason, and the new `with_…`
//! method as compatible. A new required field changes `new`'s signature:
//! breaking for every builder. (`#[non_exhaustive]` would forbid struct
//! literals and struct update outside the crate altogether.)
//!
//! The generated enums are mostly the other way round: every schema enum
//! (error codes included), `FrameType` and `Frame` are `#[non_exhaustive]`,
//! so a new value or frame type is not breaking (a `match` already needs a
//! wildcard arm). The unions (a field that is one of several CBOR types) are
//! exhaustive, so a new alternative is breaking. [`diff`] reads the attribute
//! of each enum rather than assuming.

use quote::ToTokens;
use std::collections::BTreeMap;
use std::fmt;

/// One public item of a generated file, by path (`memory::ReadReq`,
/// `memory::ReadReq::decode`, `memory::CHANNEL_ID`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ApiItem {
    /// A struct: its public fields (name, type) and whether it is `#[non_exhaustive]`.
    Struct {
        /// Generic parameters, as written.
        generics: String,
        /// Public fields in declaration order: (name, type).
        fields: Vec<(String, String)>,
        /// `#[non_exhaustive]`.
        non_exhaustive: bool,
    },
    /// An enum: its variants (name, shape) and whether it is `#[non_exhaustive]`.
    Enum {
        /// Generic parameters, as written.
        generics: String,
        /// Variants in declaration order: (name, fields as written, or empty).
        variants: Vec<(String, String)>,
        /// `#[non_exhaustive]`.
        non_exhaustive: bool,
    },
    /// A constant or static (free or associated): its type and value.
    Const {
        /// The declared type.
        ty: String,
        /// The value expression, as written.
        value: String,
    },
    /// A function or method: its signature (with any `#[cfg]`).
    Fn {
        /// The signature, as written.
        sig: String,
    },
    /// Another public item (a module, a type alias, a re-export, a trait
    /// impl): present or not, with its text.
    Other {
        /// The item's declaration, as written.
        text: String,
    },
}

/// The public API of one generated file: item path → item.
pub type Api = BTreeMap<String, ApiItem>;

/// A generated file api-diff cannot read.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ApiError {
    /// The text is not Rust (`file` and `side`, "old" or "new", when known).
    Unparsable {
        file: Option<String>,
        side: Option<&'static str>,
        reason: String,
    },
}

impl fmt::Display for ApiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ApiError::Unparsable { file, side, reason } => {
                if let (Some(file), Some(side)) = (file, side) {
                    write!(f, "{file} ({side}): ")?;
                }
                write!(f, "does not parse as Rust: {reason}")
            }
        }
    }
}

impl std::error::Error for ApiError {}

/// The public items of a generated file (a `pub mod <module> { … }`).
pub fn public_api(source: &str) -> Result<Api, ApiError> {
    let file: syn::File = syn::parse_file(source).map_err(|e| ApiError::Unparsable {
        file: None,
        side: None,
        reason: e.to_string(),
    })?;
    let mut api = Api::new();
    items(&file.items, "", &mut api);
    Ok(api)
}

/// Tokens as text, spaced the way Rust is usually written (`Option<&'a str>`),
/// so that reports read well; only a change of tokens changes it.
fn text(t: &impl ToTokens) -> String {
    let mut s = t
        .to_token_stream()
        .to_string()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    for (from, to) in [
        (" :: ", "::"),
        (":: ", "::"),
        (" : ", ": "),
        (" , ", ", "),
        (" ; ", "; "),
        (" < ", "<"),
        ("< ", "<"),
        (" >", ">"),
        ("& ", "&"),
        ("( ", "("),
        (" )", ")"),
        ("[ ", "["),
        (" ]", "]"),
        (" (", "("),
        ("-> (", "-> ("),
        ("# [", "#["),
    ] {
        s = s.replace(from, to);
    }
    s
}

fn hidden(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|a| {
        a.path().is_ident("doc")
            && matches!(&a.meta, syn::Meta::List(l) if text(&l.tokens) == "hidden")
    })
}

fn non_exhaustive(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|a| a.path().is_ident("non_exhaustive"))
}

/// `#[cfg(...)]` attributes, prefixed to a signature (a feature gate is API).
fn cfgs(attrs: &[syn::Attribute]) -> String {
    attrs
        .iter()
        .filter(|a| a.path().is_ident("cfg"))
        .map(|a| format!("{} ", text(a)))
        .collect()
}

fn public(v: &syn::Visibility) -> bool {
    matches!(v, syn::Visibility::Public(_))
}

fn join(prefix: &str, name: &str) -> String {
    if prefix.is_empty() {
        name.to_string()
    } else {
        format!("{prefix}::{name}")
    }
}

/// Record a public item unless it is hidden from the docs.
fn add(api: &mut Api, prefix: &str, name: String, attrs: &[syn::Attribute], item: ApiItem) {
    if !name.starts_with("__") && !hidden(attrs) {
        api.insert(join(prefix, &name), item);
    }
}

fn items(list: &[syn::Item], prefix: &str, api: &mut Api) {
    for it in list {
        match it {
            syn::Item::Mod(m) if public(&m.vis) && !hidden(&m.attrs) => {
                let path = join(prefix, &m.ident.to_string());
                api.insert(
                    path.clone(),
                    ApiItem::Other {
                        text: format!("pub mod {}", m.ident),
                    },
                );
                if let Some((_, inner)) = &m.content {
                    items(inner, &path, api);
                }
            }
            syn::Item::Struct(s) if public(&s.vis) => {
                let fields = s
                    .fields
                    .iter()
                    .enumerate()
                    .filter(|(_, f)| public(&f.vis) && !hidden(&f.attrs))
                    .map(|(i, f)| {
                        let n = f.ident.as_ref().map_or(i.to_string(), |x| x.to_string());
                        (n, text(&f.ty))
                    })
                    .filter(|(n, _)| !n.starts_with("__"))
                    .collect();
                let item = ApiItem::Struct {
                    generics: text(&s.generics),
                    fields,
                    non_exhaustive: non_exhaustive(&s.attrs),
                };
                add(api, prefix, s.ident.to_string(), &s.attrs, item);
            }
            syn::Item::Enum(e) if public(&e.vis) => {
                let variants = e
                    .variants
                    .iter()
                    .filter(|v| !hidden(&v.attrs))
                    .map(|v| (v.ident.to_string(), text(&v.fields)))
                    .collect();
                let item = ApiItem::Enum {
                    generics: text(&e.generics),
                    variants,
                    non_exhaustive: non_exhaustive(&e.attrs),
                };
                add(api, prefix, e.ident.to_string(), &e.attrs, item);
            }
            syn::Item::Const(c) if public(&c.vis) => {
                let item = ApiItem::Const {
                    ty: text(&c.ty),
                    value: text(&c.expr),
                };
                add(api, prefix, c.ident.to_string(), &c.attrs, item);
            }
            syn::Item::Static(s) if public(&s.vis) => {
                let item = ApiItem::Const {
                    ty: text(&s.ty),
                    value: text(&s.expr),
                };
                add(api, prefix, s.ident.to_string(), &s.attrs, item);
            }
            syn::Item::Fn(f) if public(&f.vis) => {
                let item = ApiItem::Fn {
                    sig: format!("{}{}", cfgs(&f.attrs), text(&f.sig)),
                };
                add(api, prefix, f.sig.ident.to_string(), &f.attrs, item);
            }
            syn::Item::Type(t) if public(&t.vis) => {
                let item = ApiItem::Other { text: text(t) };
                add(api, prefix, t.ident.to_string(), &t.attrs, item);
            }
            syn::Item::Use(u) if public(&u.vis) => {
                let t = text(&u.tree);
                add(
                    api,
                    prefix,
                    format!("use {t}"),
                    &u.attrs,
                    ApiItem::Other { text: t },
                );
            }
            syn::Item::Impl(i) if !hidden(&i.attrs) => impl_items(i, prefix, api),
            _ => {}
        }
    }
}

/// The type an impl is for, without generics (`ReadReq`), if it is a path.
fn self_name(i: &syn::ItemImpl) -> Option<String> {
    match &*i.self_ty {
        syn::Type::Path(p) => p.path.segments.last().map(|s| s.ident.to_string()),
        _ => None,
    }
}

fn impl_items(i: &syn::ItemImpl, prefix: &str, api: &mut Api) {
    let Some(ty) = self_name(i) else {
        return;
    };
    if ty.starts_with("__") {
        return;
    }
    if let Some((_, tr, _)) = &i.trait_ {
        // A trait impl is API as a whole (its methods are the trait's).
        let t = text(tr);
        let name = format!("{ty}: {t}");
        let decl = format!("{}impl {t} for {}", cfgs(&i.attrs), text(&i.self_ty));
        add(api, prefix, name, &i.attrs, ApiItem::Other { text: decl });
        return;
    }
    for it in &i.items {
        match it {
            syn::ImplItem::Fn(f) if public(&f.vis) => {
                let item = ApiItem::Fn {
                    sig: format!("{}{}", cfgs(&f.attrs), text(&f.sig)),
                };
                add(
                    api,
                    prefix,
                    format!("{ty}::{}", f.sig.ident),
                    &f.attrs,
                    item,
                );
            }
            syn::ImplItem::Const(c) if public(&c.vis) => {
                let item = ApiItem::Const {
                    ty: text(&c.ty),
                    value: text(&c.expr),
                };
                add(api, prefix, format!("{ty}::{}", c.ident), &c.attrs, item);
            }
            _ => {}
        }
    }
}

/// How a change affects code that uses the API.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    /// Nothing that compiled stops compiling (an addition, a changed value).
    Compatible,
    /// Some code that compiled no longer does.
    Breaking,
}

impl Severity {
    /// `breaking` or `compatible`.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Breaking => "breaking",
            Severity::Compatible => "compatible",
        }
    }
}

/// One change to the public API.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Change {
    /// The item's path (`memory::ReadReq`).
    pub item: String,
    /// What changed (`field `effect: Effect` removed`).
    pub what: String,
    /// Breaking or not.
    pub severity: Severity,
    /// Why, in terms of user code.
    pub reason: String,
}

impl fmt::Display for Change {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:<10} {}: {} — {}",
            self.severity.as_str(),
            self.item,
            self.what,
            self.reason
        )
    }
}

fn change(item: &str, what: String, severity: Severity, reason: &str) -> Change {
    Change {
        item: item.to_string(),
        what,
        severity,
        reason: reason.to_string(),
    }
}

fn kind(i: &ApiItem) -> &'static str {
    match i {
        ApiItem::Struct { .. } => "struct",
        ApiItem::Enum { .. } => "enum",
        ApiItem::Const { .. } => "const",
        ApiItem::Fn { .. } => "fn",
        ApiItem::Other { .. } => "item",
    }
}

/// Every change from `old` to `new`, breaking ones first, then by item.
pub fn diff(old: &Api, new: &Api) -> Vec<Change> {
    use Severity::{Breaking, Compatible};
    let mut out = Vec::new();
    for (path, o) in old {
        match new.get(path) {
            None => out.push(change(
                path,
                format!("{} removed", kind(o)),
                Breaking,
                "code that names it no longer compiles",
            )),
            Some(n) => item_diff(path, o, n, &mut out),
        }
    }
    for (path, n) in new {
        if !old.contains_key(path) {
            out.push(change(
                path,
                format!("{} added", kind(n)),
                Compatible,
                "a new item; existing code is unaffected",
            ));
        }
    }
    out.sort_by(|a, b| (b.severity, &a.item).cmp(&(a.severity, &b.item)));
    out
}

fn optional(ty: &str) -> bool {
    ty.starts_with("Option<")
}

/// The changes of one item present on both sides, by its kind.
fn item_diff(path: &str, o: &ApiItem, n: &ApiItem, out: &mut Vec<Change>) {
    use Severity::Breaking;
    match (o, n) {
        (
            ApiItem::Struct {
                generics: og,
                fields: of,
                non_exhaustive: one,
            },
            ApiItem::Struct {
                generics: ng,
                fields: nf,
                non_exhaustive: nne,
            },
        ) => {
            generics_diff(path, og, ng, out);
            struct_diff(path, (of, *one), (nf, *nne), out);
        }
        (
            ApiItem::Enum {
                generics: og,
                variants: ov,
                non_exhaustive: one,
            },
            ApiItem::Enum {
                generics: ng,
                variants: nv,
                non_exhaustive: nne,
            },
        ) => {
            generics_diff(path, og, ng, out);
            enum_diff(path, (ov, *one), (nv, *nne), out);
        }
        (ApiItem::Const { ty: ot, value: ov }, ApiItem::Const { ty: nt, value: nv }) => {
            const_diff(path, (ot, ov), (nt, nv), out);
        }
        (ApiItem::Fn { sig: os }, ApiItem::Fn { sig: ns }) if os != ns => out.push(change(
            path,
            format!("signature `{os}` → `{ns}`"),
            Breaking,
            "callers written against the old signature may no longer compile",
        )),
        (ApiItem::Other { text: ot }, ApiItem::Other { text: nt }) if ot != nt => out.push(change(
            path,
            format!("`{ot}` → `{nt}`"),
            Breaking,
            "the declaration changed",
        )),
        (ApiItem::Fn { .. }, ApiItem::Fn { .. })
        | (ApiItem::Other { .. }, ApiItem::Other { .. }) => {}
        _ => out.push(change(
            path,
            format!("{} → {}", kind(o), kind(n)),
            Breaking,
            "a different kind of item under the same name",
        )),
    }
}

fn generics_diff(path: &str, og: &str, ng: &str, out: &mut Vec<Change>) {
    if og != ng {
        out.push(change(
            path,
            format!("generics `{og}` → `{ng}`"),
            Severity::Breaking,
            "code that names the type with its parameters no longer compiles",
        ));
    }
}

type Members<'a> = (&'a [(String, String)], bool);

/// A struct's fields (name, type) and `#[non_exhaustive]`, old and new.
fn struct_diff(path: &str, (of, one): Members<'_>, (nf, nne): Members<'_>, out: &mut Vec<Change>) {
    use Severity::{Breaking, Compatible};
    exhaustive_diff(path, one, nne, "struct literals", out);
    for (name, ty) in of {
        match nf.iter().find(|(n, _)| n == name) {
            None => out.push(change(
                path,
                format!("field `{name}: {ty}` removed"),
                Breaking,
                "code that reads, matches or builds the field no longer compiles",
            )),
            Some((_, nt)) if nt != ty => {
                let why = match (optional(ty), optional(nt)) {
                    (true, false) => "the field became required (no longer an `Option`): reads and struct literals no longer compile",
                    (false, true) => "the field became optional (an `Option`): reads and struct literals no longer compile",
                    _ => "the field's type changed: reads and struct literals no longer compile",
                };
                out.push(change(
                    path,
                    format!("field `{name}`: `{ty}` → `{nt}`"),
                    Breaking,
                    why,
                ));
            }
            Some(_) => {}
        }
    }
    for (name, ty) in nf {
        if of.iter().any(|(n, _)| n == name) {
            continue;
        }
        let (sev, why) = if nne {
            (
                Compatible,
                "the struct is #[non_exhaustive]: it is never built with a literal outside the crate",
            )
        } else if optional(ty) {
            (
                Breaking,
                "an optional field, but generated structs are exhaustive: a struct literal without it no longer compiles (E0063); code that builds with `new`, `with_…` or struct update from `new`, and code that only decodes and reads frames is unaffected",
            )
        } else {
            (
                Breaking,
                "a required field: struct literals without it no longer compile (E0063), and peers that omit it are now refused",
            )
        };
        let opt = if optional(ty) { "optional " } else { "" };
        out.push(change(
            path,
            format!("{opt}field `{name}: {ty}` added"),
            sev,
            why,
        ));
    }
}

/// An enum's variants (name, shape) and `#[non_exhaustive]`, old and new.
fn enum_diff(path: &str, (ov, one): Members<'_>, (nv, nne): Members<'_>, out: &mut Vec<Change>) {
    use Severity::{Breaking, Compatible};
    exhaustive_diff(path, one, nne, "exhaustive matches", out);
    for (name, shape) in ov {
        match nv.iter().find(|(n, _)| n == name) {
            None => out.push(change(
                path,
                format!("variant `{name}` removed"),
                Breaking,
                "code that names the variant no longer compiles",
            )),
            Some((_, ns)) if ns != shape => out.push(change(
                path,
                format!("variant `{name}{shape}` → `{name}{ns}`"),
                Breaking,
                "code that builds or matches the variant no longer compiles",
            )),
            Some(_) => {}
        }
    }
    for (name, shape) in nv {
        if ov.iter().any(|(n, _)| n == name) {
            continue;
        }
        let (sev, why) = if nne {
            (
                Compatible,
                "the enum is #[non_exhaustive]: every match outside the crate already has a wildcard arm",
            )
        } else {
            (
                Breaking,
                "the enum is exhaustive: matches without a wildcard arm no longer compile",
            )
        };
        out.push(change(
            path,
            format!("variant `{name}{shape}` added"),
            sev,
            why,
        ));
    }
}

/// A constant's type and value, old and new.
fn const_diff(path: &str, (ot, ov): (&str, &str), (nt, nv): (&str, &str), out: &mut Vec<Change>) {
    use Severity::{Breaking, Compatible};
    if ot != nt {
        out.push(change(
            path,
            format!("type `{ot}` → `{nt}`"),
            Breaking,
            "code that uses the value at its old type no longer compiles",
        ));
    } else if ov != nv {
        out.push(change(
            path,
            format!("value `{ov}` → `{nv}`"),
            Compatible,
            "same type, new value: code compiles; check code that relies on the value",
        ));
    }
}

fn exhaustive_diff(path: &str, old: bool, new: bool, users: &str, out: &mut Vec<Change>) {
    if !old && new {
        out.push(change(
            path,
            "became #[non_exhaustive]".into(),
            Severity::Breaking,
            &format!("{users} outside the crate no longer compile"),
        ));
    } else if old && !new {
        out.push(change(
            path,
            "no longer #[non_exhaustive]".into(),
            Severity::Compatible,
            "everything that compiled still does",
        ));
    }
}

/// The changes of every generated file: `(name, old text, new text)`, a
/// missing side being a file added or removed.
pub fn diff_files(
    files: &[(String, Option<String>, Option<String>)],
) -> Result<Vec<Change>, ApiError> {
    let mut out = Vec::new();
    for (name, old, new) in files {
        let parse = |t: &Option<String>, side: &'static str| -> Result<Api, ApiError> {
            let named = |ApiError::Unparsable { reason, .. }| ApiError::Unparsable {
                file: Some(name.clone()),
                side: Some(side),
                reason,
            };
            t.as_deref()
                .map(public_api)
                .transpose()
                .map(Option::unwrap_or_default)
                .map_err(named)
        };
        out.extend(diff(&parse(old, "old")?, &parse(new, "new")?));
    }
    out.sort_by(|a, b| (b.severity, &a.item).cmp(&(a.severity, &b.item)));
    Ok(out)
}

/// A report for people: one line per change, then a summary line.
pub fn report(changes: &[Change]) -> String {
    let mut s = String::new();
    for c in changes {
        s.push_str(&c.to_string());
        s.push('\n');
    }
    let breaking = changes
        .iter()
        .filter(|c| c.severity == Severity::Breaking)
        .count();
    s.push_str(&match (changes.len(), breaking) {
        (0, _) => "no change to the generated public API\n".to_string(),
        (n, 0) => format!("{n} change(s), none breaking\n"),
        (n, b) => format!("{n} change(s), {b} breaking\n"),
    });
    s
}
