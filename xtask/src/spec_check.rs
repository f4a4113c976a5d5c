//! `cargo xtask spec_check` (not implemented yet).

use crate::Usage;
use std::process::ExitCode;

pub fn run(_args: &[String]) -> Result<ExitCode, Usage> {
    Err(Usage("`spec_check` is not implemented yet".into()))
}
