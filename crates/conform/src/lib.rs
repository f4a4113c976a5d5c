//! npamp-conform: the conformance surface of the workbench (the JSON ⇄ frame
//! codec it speaks is `npamp-codec`).
//!
//! * [`adapter`] — the npamp-conform adapter contract (length-prefixed JSON
//!   framing, requests and replies) and [`adapter::serve`], which answers every
//!   registered channel's `<module>.body.decode`;
//! * [`testee`] — the client side: an external adapter process with
//!   per-request budgets, crash / hang / garbage detection and restarts;
//! * [`grade`] — grading a corpus in-process or against a testee, with a
//!   structured report, a text rendering and JUnit XML.
#![forbid(unsafe_code)]

pub mod adapter;
pub mod finding;
pub mod grade;
pub mod matrix;
pub mod testee;

pub use grade::{Grade, Report};

/// The profile every command and the adapter binary use unless told
/// otherwise: what the channel's spec makes a receiver refuse (`must`) and
/// our resource bounds (docs/DECODING.md "Bases and profiles").
pub const DEFAULT_PROFILE: &str = "minimum";
pub use testee::{Testee, TesteeConfig, TesteeError};
