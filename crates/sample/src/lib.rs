//! `npamp-sample`: values from the checked schema model, for the tools that
//! build inputs — the conformance corpus (`npamp-vectors`), the harness's
//! model-driven endpoints and the fuzzers (`npamp-fuzz-check`).
//!
//! One generator ([`Values`]) walks the model — ranges, lengths, enums, flag
//! bits, text formats, non-empty, nesting depth, records, frame bodies,
//! tuples, unions, typed / uint-keyed / any-keyed maps, `any` — and asks a
//! [`Source`] at each leaf:
//!
//! * [`Fixed`] — deterministic, the smallest sensible valid value; its
//!   bodies satisfy their single-frame rules ([`Values::fixup`]). [`Sampler`]
//!   is this generator with `&self` methods;
//! * [`Drawn`] — read from `arbitrary::Unstructured` ([`Gen`]), at or near
//!   the bounds, or in [`Mode::Wild`] now and then past one; rules are left
//!   to the caller (the fuzzers repair them with the oracle's refusals,
//!   calling [`Values::set_cond`] and the generator here).
//!
//! Conditions are made to hold or fail ([`Values::set_cond`]), values kept
//! out of a set of literals ([`Values::other_than`]), and bodies built with a
//! nested path present ([`Values::body`] with a [`path::Step`] path).
//!
//! Modules: [`path`] (paths to nested values and edits at a path) and
//! [`source`] (the sources). Canonical bytes of a value are testkit's
//! (`npamp_testkit::cbor::encode`). Nothing here decides a verdict, and
//! neither the generated code nor the oracle is a dependency.
#![forbid(unsafe_code)]

pub mod path;
mod rules;
mod sampler;
pub mod source;
mod values;

pub use path::Step;
pub use rules::fix_format;
pub use sampler::Sampler;
pub use source::{len_in, Drawn, Fixed, Mode, Source};
pub use values::{Gen, Values};
