//! The error of the campaign's public entry points ([`crate::campaign::run`],
//! [`crate::coverage::run`], [`crate::minimize::run`], [`crate::testee::run`]
//! and the option parsers): what went wrong, by kind, with the message a
//! user reads.

use std::fmt;

/// Why a campaign, a coverage or minimization run, or a `--testee` run could
/// not be carried out (findings are results, not errors).
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum CampaignError {
    /// A name on the command line is not one of the known ones.
    UnknownName {
        /// What was named: `engine`, `plant`, `sanitizer`, `instrumentation`,
        /// `target`, `channel`.
        what: &'static str,
        name: String,
        /// The known names, comma-separated.
        known: String,
    },
    /// The options do not make a run (a combination the engine cannot do,
    /// nothing selected, …).
    Usage(String),
    /// A tool or a build failed: cargo, cargo-fuzz, a fuzz binary, valgrind,
    /// llvm-cov; or a file it needs could not be read or written.
    Tool(String),
    /// The implementation under test could not be started or spoken to.
    Testee(String),
}

impl CampaignError {
    /// A [`CampaignError::UnknownName`].
    pub fn unknown(what: &'static str, name: &str, known: impl Into<String>) -> CampaignError {
        CampaignError::UnknownName {
            what,
            name: name.to_string(),
            known: known.into(),
        }
    }
}

impl fmt::Display for CampaignError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CampaignError::UnknownName { what, name, known } => {
                write!(f, "unknown {what} `{name}` (known: {known})")
            }
            CampaignError::Usage(m) | CampaignError::Tool(m) | CampaignError::Testee(m) => {
                f.write_str(m)
            }
        }
    }
}

impl std::error::Error for CampaignError {}
