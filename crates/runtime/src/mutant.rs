//! TEST-ONLY mutants: any single check of the generated decoders switched
//! off at run time, for the mutation run (`cargo xtask fuzz --mutants`,
//! `fuzz/README.md`): how much of what the generator emits would the fuzzers
//! notice missing?
//!
//! The switch exists only in a build with `--cfg npamp_mutant` in RUSTFLAGS
//! (never a Cargo feature, so `--all-features` cannot reach it, as for the
//! planted bugs of `plant.rs`). In every other build [`live`] and [`checks`]
//! are the constant `true`, [`mistyped`] the constant `false`, the stand-in
//! arms are compiled out, and every check compiles to what it was.
//!
//! One mutant at a time, chosen per run (no rebuild per mutant):
//!
//! * a **check site** of a channel (a `static __C…: p::Ctx` of the generated
//!   code; [`set_site`]): every refusal that names it is not made. An
//!   `if COND { refuse }` check becomes `if COND && p::live(&SITE)`; a value
//!   of the wrong major type for the field is skipped as if absent
//!   ([`mistyped`]); a required field found missing takes a stand-in value
//!   ([`StandIn`]) instead of being refused;
//! * a **generic check** of the reader ([`set_rule`], one of [`GENERIC`]):
//!   that rule is not checked anywhere (the reader goes on as if the check
//!   had passed).
//!
//! The oracle (`npamp-oracle`) shares no code with this crate: it is never
//! mutated.

use super::error::{Ctx, Rule};

/// The generic checks a mutant can switch off: each a check the reader (or
/// a key check of every map) makes whatever the channel. The others cannot
/// be skipped and the payload still read: `truncated`, `indefinite-length`,
/// `reserved-ai` and `break` leave no item to go on with, `not-a-map` no map,
/// `wrong-type` no value of the type (it is switched off per field, with its
/// site), `unknown-frame-type` no decoder.
pub const GENERIC: &[Rule] = &[
    Rule::MaxPayload,
    Rule::Depth,
    Rule::TrailingBytes,
    Rule::ShortestForm,
    Rule::FloatNotShortest,
    Rule::KeyOrder,
    Rule::DuplicateKey,
    Rule::InvalidUtf8,
    Rule::Tag,
    Rule::SimpleValue,
    Rule::Float,
    Rule::KeyType,
    Rule::UnknownNegativeKey,
    Rule::NestedKeyType,
];

#[cfg(npamp_mutant)]
mod on {
    use super::{Ctx, Rule};
    use core::sync::atomic::{AtomicPtr, AtomicU16, Ordering};

    /// The switched-off site (null: none).
    static SITE: AtomicPtr<Ctx> = AtomicPtr::new(core::ptr::null_mut());
    /// The switched-off generic rule, as `rule as u16 + 1` (0: none).
    static RULE: AtomicU16 = AtomicU16::new(0);

    pub fn site_on(ctx: &'static Ctx) -> bool {
        !core::ptr::eq(SITE.load(Ordering::Relaxed), ctx)
    }

    pub fn rule_on(rule: Rule) -> bool {
        RULE.load(Ordering::Relaxed) != rule as u16 + 1
    }

    /// Switch the checks of site `ctx` off (`None`: every site on again).
    pub fn set_site(ctx: Option<&'static Ctx>) {
        let p = ctx.map_or(core::ptr::null_mut(), |c| c as *const Ctx as *mut Ctx);
        SITE.store(p, Ordering::Relaxed);
    }

    /// Switch the generic check of `rule` off (`None`: every rule on again).
    pub fn set_rule(rule: Option<Rule>) {
        RULE.store(rule.map_or(0, |r| r as u16 + 1), Ordering::Relaxed);
    }
}

/// Whether the checks of site `ctx` run: `true` but for the site a mutant
/// switched off.
#[inline(always)]
pub fn live(ctx: &'static Ctx) -> bool {
    #[cfg(npamp_mutant)]
    {
        on::site_on(ctx)
    }
    #[cfg(not(npamp_mutant))]
    {
        let _ = ctx;
        true
    }
}

/// Whether the generic check of `rule` runs: `true` but for the rule a
/// mutant switched off.
#[inline(always)]
pub fn checks(rule: Rule) -> bool {
    #[cfg(npamp_mutant)]
    {
        on::rule_on(rule)
    }
    #[cfg(not(npamp_mutant))]
    {
        let _ = rule;
        true
    }
}

/// Whether the next item (first byte `next`) is a value of another type
/// than the field of site `ctx` takes (`fits`), with that site switched off:
/// the decoder then skips it as if the field were absent. Always `false`
/// outside a mutant build.
#[inline(always)]
pub fn mistyped(ctx: &'static Ctx, next: Option<u8>, fits: impl Fn(u16) -> bool) -> bool {
    #[cfg(npamp_mutant)]
    {
        !on::site_on(ctx) && !next.is_some_and(|b| fits(u16::from(b)))
    }
    #[cfg(not(npamp_mutant))]
    {
        let _ = (ctx, next, fits);
        false
    }
}

#[cfg(npamp_mutant)]
pub use on::{set_rule, set_site};

/// A value standing in for a required field a mutant let be absent (only
/// in a mutant build): zero, empty, the first variant.
#[cfg(npamp_mutant)]
pub trait StandIn {
    /// The stand-in.
    fn stand_in() -> Self;
}

#[cfg(npamp_mutant)]
mod stand_ins {
    use super::StandIn;
    use crate::values::{Array, Elem, Item, Map, RawMap};

    macro_rules! zero {
        ($($t:ty = $v:expr;)*) => { $(impl StandIn for $t { fn stand_in() -> Self { $v } })* };
    }
    zero! {
        u64 = 0;
        i64 = 0;
        i128 = 0;
        f64 = 0.0;
        bool = false;
        () = ();
    }
    impl StandIn for &[u8] {
        fn stand_in() -> Self {
            &[]
        }
    }
    impl StandIn for &str {
        fn stand_in() -> Self {
            ""
        }
    }
    impl<T> StandIn for Option<T> {
        fn stand_in() -> Self {
            None
        }
    }
    impl<T: ?Sized> StandIn for core::marker::PhantomData<T> {
        fn stand_in() -> Self {
            core::marker::PhantomData
        }
    }
    impl<A: StandIn, B: StandIn> StandIn for (A, B) {
        fn stand_in() -> Self {
            (A::stand_in(), B::stand_in())
        }
    }
    impl<A: StandIn, B: StandIn, C: StandIn> StandIn for (A, B, C) {
        fn stand_in() -> Self {
            (A::stand_in(), B::stand_in(), C::stand_in())
        }
    }
    impl<'a, T: Elem<'a>> StandIn for Array<'a, T> {
        fn stand_in() -> Self {
            Array::__from_validated(&[], 0, 1)
        }
    }
    impl<'a, K: Elem<'a>, V: Elem<'a>> StandIn for Map<'a, K, V> {
        fn stand_in() -> Self {
            Map::__from_validated(&[], 0, 1)
        }
    }
    impl StandIn for RawMap<'_> {
        fn stand_in() -> Self {
            RawMap::__from_validated(&[0xa0], 0)
        }
    }
    impl StandIn for Item<'_> {
        fn stand_in() -> Self {
            Item::__from_validated(&[0xf6])
        }
    }
}
