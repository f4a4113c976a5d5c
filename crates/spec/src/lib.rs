//! N-PAMP companion specs as text.
//!
//! * [`parse`] ([`doc`]) reads a spec — the Markdown original or the tab-separated text
//!   export, detected per table — into a [`Doc`]: title, numbered sections with
//!   their prose, and every table with its section, heading and caption.
//! * [`read`] ([`reading`]) turns the tables into a [`Reading`]: frame types, envelope, every
//!   body of every frame and record, value tables and error codes, each CBOR
//!   type phrase mapped to a schema type ([`phrase()`], module [`phrase`](mod@phrase)), and
//!   [`meaning`] reads what a Meaning cell states about enumerated values.
//! * [`identify`] finds the schema a spec describes (by the spec token of the
//!   title, else by the channel id), or says that none exists.
//! * [`check`] identifies the model of a spec text and compares them (spec-check);
//!   [`drift()`] lists every difference between what the tables state and a
//!   checked [`Model`](npamp_schema::Model), each with its section and schema path.
//! * [`import`] drafts a schema for a spec that has none.
//! * [`prose`] reads what a sentence constrains (bounds, comparisons,
//!   defaults, directions, keywords, rules for unrecognized values); spec-check,
//!   spec-import and spec-diff share it.
//! * [`fidelity()`] ([`fidelity`](mod@fidelity)) holds a draft against the committed schema of the same
//!   spec: fields, types, requiredness, enums, rules and exchange transitions.
//! * [`diff()`] ([`diff`](mod@diff)) compares two revisions of a spec and classifies each change by
//!   its consequence for an existing implementation.
//!
//! The library never panics on input text; unreadable rows and unmapped
//! phrases are reported, not skipped. See `crates/spec/README.md`.
#![forbid(unsafe_code)]

pub mod diff;
pub mod doc;
mod drift;
mod exceptions;
pub mod fidelity;
mod identify;
mod import;
pub mod meaning;
pub mod phrase;
pub mod prose;
pub mod reading;
mod text;

pub use diff::{diff, Change, Class, SpecDiff};
pub use doc::{parse, parse_named, read_named, Doc, Figure, Format, Section, Table};
pub use drift::{
    check, check_report, corpus_revision, drift, excepted, CheckReport, Checked, Drift,
};
pub use fidelity::{fidelity, with_exchanges, Fidelity};
pub use identify::{identify, Identified};
pub use import::{import, import_draft, Draft, ImportError, Must, MustClass};
pub use phrase::{phrase, SpecType, SpecValue, PHRASES};
pub use reading::{read, Reading};
