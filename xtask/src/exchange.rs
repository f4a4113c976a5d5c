//! `cargo xtask exchange [NAME]`: run the live-exchange scenarios
//! (`scenarios/**/*.yaml`) — two in-memory peers speaking through the
//! generated codecs — and print a clause-by-clause report of §10 of both
//! specs. Exit 0 when every scenario passes (and, for a full run, every
//! clause is covered), 1 otherwise.

use crate::Usage;
use npamp_harness::{scenario, Plant};
use std::process::ExitCode;

pub fn run(args: &[String]) -> Result<ExitCode, Usage> {
    let filter = match args {
        [] => None,
        [name] if !name.starts_with('-') => Some(name.as_str()),
        _ => return Err(Usage("usage: cargo xtask exchange [NAME]  (NAME filters scenario names, e.g. interaction/approval-held)".into())),
    };
    let dir = scenario::scenarios_dir();
    let results = scenario::run_dir(&dir, filter, Plant::from_features()).map_err(Usage)?;
    if results.is_empty() {
        return Err(Usage(format!(
            "no scenario matches `{}`",
            filter.unwrap_or("")
        )));
    }
    let (text, ok) = scenario::report(&results, filter.is_none());
    print!("{text}");
    Ok(if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}
