//! npamp-conform: the conformance surface of the workbench (the JSON ⇄ frame
//! codec it speaks is `npamp-codec`).
//!
//! * [`adapter`] — the npamp-conform adapter contract (length-prefixed JSON
//!   framing, requests and replies) and [`adapter::serve`], which answers every
//!   registered channel's `<module>.body.decode`;
//! * [`testee`] — the client side: an external adapter process with
//!   per-request budgets, crash / hang / garbage detection and restarts;
//! * [`grade`] — grading a corpus in-process or against a testee, with a
//!   structured report, a text rendering and JUnit XML;
//! * [`finding`] — what a difference between a testee and the verdict is, and
//!   the cause it is deduplicated by (shared with `fuzz --testee`);
//! * [`matrix`] — several implementations × channels: cells, Markdown, HTML,
//!   the JSON summary, failure lists and the comparison with a previous run;
//! * [`run`] — one grading run as `cargo xtask conform` makes it: corpora,
//!   implementations, matrix, expected failures and report files.
#![forbid(unsafe_code)]

pub mod adapter;
pub mod finding;
pub mod grade;
pub mod matrix;
pub mod run;
pub mod testee;

pub use grade::{Grade, Report};

/// The profile every command and the adapter binary use unless told
/// otherwise: what the channel's spec makes a receiver refuse (`must`) and
/// our resource bounds (schema/SEMANTICS.md "Bases and profiles").
pub const DEFAULT_PROFILE: &str = "minimum";
pub use testee::{Testee, TesteeConfig, TesteeError};
