//! `conform` (grade corpora against our codecs or external testees: the run
//! is npamp-conform's [`npamp_conform::run`]) and `conform-adapter` (serve the
//! adapter contract on stdin/stdout).

use super::{code, Res};
use crate::{workspace_root, ProfileArg};
use npamp_generated::Profile;
use std::path::PathBuf;

#[derive(clap::Args)]
pub struct ConformArgs {
    /// Corpora (default: every committed corpus, ours and vectors/reference/).
    pub corpora: Vec<PathBuf>,
    /// What the subject is graded against: minimum (only `must` differences
    /// fail) or strict (acceptable cases the strict reading refuses must be
    /// refused too). In-process, also the profile our codecs decode under.
    #[arg(long, value_enum, default_value = crate::DEFAULT_PROFILE)]
    pub profile: ProfileArg,
    /// An external adapter (npamp-conform contract) to grade instead of our
    /// codecs: `NAME=CMD` or `CMD`; repeat for a matrix over implementations.
    #[arg(long)]
    pub testee: Vec<String>,
    /// Write the matrix report into this folder: report.md, report.html,
    /// summary.json, and per implementation NAME.junit.xml and NAME.failures.txt.
    #[arg(long)]
    pub report: Option<PathBuf>,
    /// `NAME=FILE` (or `FILE` with one testee): the failures expected of an
    /// implementation (a NAME.failures.txt); only failures not listed fail the run.
    #[arg(long)]
    pub expected_failures: Vec<String>,
    /// A previous report's summary.json (or its folder): print what was fixed,
    /// what is new and what still fails.
    #[arg(long)]
    pub compare: Option<PathBuf>,
    /// Write a JUnit XML report (one implementation; with several, use --report).
    #[arg(long)]
    pub junit: Option<PathBuf>,
    /// Per-case timeout for a testee, in milliseconds.
    #[arg(long, default_value_t = 5000)]
    pub timeout_ms: u64,
}

pub fn conform(a: ConformArgs) -> Res {
    let o = npamp_conform::run::Options {
        corpora: a.corpora,
        profile: a.profile.into(),
        testees: a.testee,
        expected_failures: a.expected_failures,
        compare: a.compare,
        junit: a.junit,
        report: a.report,
        timeout: std::time::Duration::from_millis(a.timeout_ms),
    };
    let passed = npamp_conform::run::run(&o, &workspace_root(), &mut |s| out!("{s}"))?;
    Ok(code(passed))
}

pub fn conform_adapter(p: Profile) -> Res {
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let served = npamp_conform::adapter::serve(&mut stdin.lock(), &mut stdout.lock(), p);
    if let Err(e) = &served {
        eprintln!("conform-adapter: {e}");
    }
    Ok(code(served.is_ok()))
}
