//! Check sites: the channel's basis table, the reader policies of both
//! profiles, and one `static` per distinct (field, rule id, own basis) a
//! refusal can name. Errors point at a site; all text is looked up on demand.

use crate::names::{basis, ident, lit_str, lit_usize};
use crate::Gen;
use npamp_schema::{Basis, Group, Profile};
use proc_macro2::{Ident, TokenStream};
use quote::quote;

/// One check site.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Site {
    pub field: Option<String>,
    pub rule_id: Option<String>,
    /// Basis and section when not the rule group's table entry.
    pub own: Option<(Basis, String)>,
}

impl Site {
    pub fn field(name: &str) -> Site {
        Site {
            field: Some(name.to_string()),
            rule_id: None,
            own: None,
        }
    }
}

/// The sites registered by the emitters, in first-use order.
#[derive(Debug, Default)]
pub struct Sites {
    list: Vec<Site>,
}

impl Sites {
    /// The `static` naming a site (registered on first use).
    pub fn get(&mut self, s: Site) -> Ident {
        let i = match self.list.iter().position(|x| *x == s) {
            Some(i) => i,
            None => {
                self.list.push(s);
                self.list.len() - 1
            }
        };
        ident(&format!("__C{i}"))
    }
}

impl Gen<'_> {
    /// The site of a field (no own basis): reader faults and key-level checks.
    pub fn field_site(&self, name: &str) -> Ident {
        self.sites.borrow_mut().get(Site::field(name))
    }
    /// A site with its own basis when it differs from `group`'s table entry.
    pub fn site_with_basis(
        &self,
        name: &str,
        group: Group,
        b: Basis,
        section: Option<&str>,
    ) -> Ident {
        let table = self.m.checks.iter().find(|c| c.group == group);
        let own = match (table, section) {
            (_, Some(s)) => Some((b, s.to_string())),
            (Some(c), None) if c.basis == b => None,
            (Some(c), None) => Some((b, c.section.clone())),
            (None, None) => Some((b, String::new())),
        };
        self.sites.borrow_mut().get(Site {
            field: Some(name.to_string()),
            rule_id: None,
            own,
        })
    }
    /// The site of a schema rule.
    pub fn rule_site(&self, field: Option<&str>, id: &str, b: Basis, section: &str) -> Ident {
        self.sites.borrow_mut().get(Site {
            field: field.map(str::to_string),
            rule_id: Some(id.to_string()),
            own: Some((b, section.to_string())),
        })
    }
    /// The basis a group has in this channel's table.
    pub fn group_basis(&self, g: Group) -> Basis {
        self.m
            .checks
            .iter()
            .find(|c| c.group == g)
            .map_or(Basis::Must, |c| c.basis)
    }
    /// Whether a check on `b` refuses: always for must and limit, under the
    /// strict profile only (the const generic `S`) for strict.
    pub fn refuses(&self, b: Basis) -> Refuse {
        Refuse {
            strict_only: b == Basis::Strict,
            site: None,
        }
    }
    /// [`Gen::refuses`] for the basis a group has in this channel's table.
    pub fn refuses_group(&self, g: Group) -> Refuse {
        self.refuses(self.group_basis(g))
    }
}

/// Whether a check refuses under the profile being compiled, folded at
/// generation time: the emitted code tests `S` only for strict checks, and a
/// must or limit check is its condition alone (no `if true && …`). With its
/// site ([`Refuse::at`]), a check also asks `p::live(SITE)`: the constant
/// `true` but in the mutation run's build (`--cfg npamp_mutant`), where a
/// mutant switches the site's checks off (`crates/runtime/src/mutant.rs`).
#[derive(Clone, Debug)]
pub struct Refuse {
    strict_only: bool,
    /// The site expression (`&__C3`, `holder`).
    site: Option<TokenStream>,
}

impl Refuse {
    /// The check of site `site` (an expression of type `&'static p::Ctx`).
    pub fn at(mut self, site: TokenStream) -> Refuse {
        self.site = Some(site);
        self
    }
    /// The check of the site `static` named `site`.
    pub fn at_site(self, site: &Ident) -> Refuse {
        self.at(quote! { &#site })
    }
    /// `&& p::live(SITE)` when the check has a site.
    fn live(&self) -> TokenStream {
        match &self.site {
            Some(s) => quote! { && p::live(#s) },
            None => quote! {},
        }
    }
    /// `COND`, guarded by `S &&` when the check refuses under strict only.
    pub fn and(&self, cond: TokenStream) -> TokenStream {
        let live = self.live();
        if self.strict_only {
            quote! { S && #cond #live }
        } else {
            quote! { #cond #live }
        }
    }
    /// The tail of an `if matches!(…) { … }` whose other branch refuses with
    /// `REFUSE` or, when the profile does not refuse, runs `TOLERATE`:
    /// `else { REFUSE }` when the check always refuses.
    pub fn or_else(&self, refuse: TokenStream, tolerate: TokenStream) -> TokenStream {
        match (&self.site, self.strict_only) {
            (None, false) => quote! { else { #refuse } },
            (Some(s), false) => quote! { else if p::live(#s) { #refuse } else { #tolerate } },
            (_, true) => {
                let live = self.live();
                quote! { else if S #live { #refuse } else { #tolerate } }
            }
        }
    }
    /// `if GUARD { THEN }`: `THEN` alone when the check always refuses.
    pub fn then(&self, then: TokenStream) -> TokenStream {
        match (&self.site, self.strict_only) {
            (None, false) => then,
            (Some(s), false) => quote! { if p::live(#s) { #then } },
            (_, true) => {
                let live = self.live();
                quote! { if S #live { #then } }
            }
        }
    }
}

/// As a value (a `bool` argument of a runtime call): `S` or `true`.
impl quote::ToTokens for Refuse {
    fn to_tokens(&self, out: &mut TokenStream) {
        out.extend(if self.strict_only {
            quote! { S }
        } else {
            quote! { true }
        });
    }
}

/// The reader policy NAME under PROFILE (`None`: the lenient policy the
/// values of ignored keys are read under, refusing no subset item).
fn policy(g: &Gen<'_>, name: &Ident, profile: Option<Profile>) -> TokenStream {
    let subset = g.group_basis(Group::CborSubset);
    let refuse = profile.is_some_and(|p| p.refuses(subset));
    let floats = refuse && !g.m.floats.declared;
    let maxp = lit_usize(g.m.limits.max_payload as u64);
    let maxd = lit_usize(g.m.limits.max_depth as u64);
    let doc = match profile {
        Some(p) => format!(" Reader policy under the {} profile.", p.as_str()),
        None => " Reader policy for the values of ignored keys (no subset refusal).".into(),
    };
    quote! {
        #[doc = #doc]
        static #name: p::Policy = p::Policy {
            max_payload: #maxp,
            max_depth: #maxd,
            refuse_tags: #refuse,
            refuse_simple: #refuse,
            refuse_floats: #floats,
            ctx: &__NONE,
            lenient: &__LENIENT,
        };
    }
}

/// The table, the policies and every registered site.
pub fn emit(g: &Gen<'_>) -> TokenStream {
    let groups = Group::ALL
        .iter()
        .map(|gr| match g.m.checks.iter().find(|c| c.group == *gr) {
            Some(c) => {
                let b = basis(c.basis);
                let s = lit_str(&c.section);
                quote! { (#b, #s) }
            }
            None => quote! { (rt::Basis::Must, "") },
        });
    let strict = policy(g, &ident("__STRICT"), Some(Profile::Strict));
    let minimum = policy(g, &ident("__MINIMUM"), Some(Profile::Minimum));
    let lenient = policy(g, &ident("__LENIENT"), None);
    let sites = g.sites.borrow();
    let statics = sites.list.iter().enumerate().map(|(i, s)| {
        let name = ident(&format!("__C{i}"));
        let field = match &s.field {
            Some(f) => {
                let l = lit_str(f);
                quote! { Some(#l) }
            }
            None => quote! { None },
        };
        let rid = match &s.rule_id {
            Some(r) => {
                let l = lit_str(r);
                quote! { Some(#l) }
            }
            None => quote! { None },
        };
        let own = match &s.own {
            Some((b, sec)) => {
                let b = basis(*b);
                let sec = lit_str(sec);
                quote! { Some((#b, #sec)) }
            }
            None => quote! { None },
        };
        quote! {
            static #name: p::Ctx = p::Ctx { checks: &__CHECKS, field: #field, rule_id: #rid, own: #own };
        }
    });
    let all = (0..sites.list.len()).map(|i| ident(&format!("__C{i}")));
    quote! {
        /// The basis and section of every check group (schema `checks:`).
        static __CHECKS: p::Checks = p::Checks { groups: &[#(#groups),*] };
        static __NONE: p::Ctx = p::Ctx { checks: &__CHECKS, field: None, rule_id: None, own: None };
        #strict
        #minimum
        #lenient
        #(#statics)*
        /// TEST-ONLY: every site, for the mutation run (`rt/mutant.rs`).
        #[cfg(npamp_mutant)]
        static __SITES: &[&p::Ctx] = &[#(&#all),*];
    }
}
