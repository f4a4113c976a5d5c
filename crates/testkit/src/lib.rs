//! Test-side CBOR helpers for the N-PAMP workbench.
//!
//! Everything here is deliberately independent of the generated codecs and of
//! the oracle, so that test inputs built with it are not circular:
//!
//! * [`hex`] — lowercase hex encode / lenient decode;
//! * [`cbor`] — a small canonical (RFC 8949 §4.2.1) writer: heads of any major
//!   in shortest or forced width, scalars, strings, arrays, maps (as given or
//!   sorted), tags, floats of each width and the shortest float;
//! * [`noncanon`] — the catalogue of non-canonical and out-of-subset encodings,
//!   each sample tagged with the [`npamp_rules::Rule`] it breaks;
//! * [`span`] — a span parser for canonical payloads and the byte surgery the
//!   fuzz mutators use (splice, add / drop / duplicate / swap entries, widen a
//!   head, make an item indefinite), plus a deterministic [`span::Rng`];
//! * [`model`] — the schema model over payload values (`ciborium::Value`):
//!   literals, the value of a key and its edits, conditions, expressions, the
//!   values that satisfy or violate a comparison;
//! * [`corpus`] — the Wycheproof-style conformance-corpus format
//!   (`vectors/*.json`), read and written deterministically.
#![forbid(unsafe_code)]

pub mod cbor;
pub mod corpus;
pub mod hex;
pub mod model;
pub mod noncanon;
pub mod span;

pub use npamp_rules::Rule;
