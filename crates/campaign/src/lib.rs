//! The host side of the fuzzing workbench, apart from the code that runs inside
//! a fuzz target (`npamp-fuzz-check`), as cargo-fuzz keeps its commands apart
//! from the targets:
//!
//! * [`campaign`] — what `cargo xtask fuzz` runs: the plan, the builds, the
//!   libFuzzer workers or the stable engine, the live line and the table;
//! * [`driver`] — the stable in-process engine (the `fuzz-driver` binary): the
//!   targets of `npamp_fuzz_check::TARGETS` on random inputs and byte mutations;
//! * [`coverage`] — `cargo xtask fuzz --coverage`: source coverage per group;
//! * [`minimize`] — the smallest input that keeps a finding's signature;
//! * [`mutants`] — `cargo xtask fuzz --mutants`: every check switched off
//!   alone, and how fast the fuzzers notice;
//! * [`testee`] — `cargo xtask fuzz --testee`: schema-driven cases sent to
//!   another implementation over the npamp-conform adapter contract.
#![forbid(unsafe_code)]

pub mod campaign;
pub mod coverage;
pub mod driver;
mod error;
pub mod minimize;
pub mod mutants;
pub mod testee;

pub use error::CampaignError;
