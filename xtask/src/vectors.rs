//! `cargo xtask vectors` (not implemented yet).

use crate::Usage;
use std::process::ExitCode;

pub fn run(_args: &[String]) -> Result<ExitCode, Usage> {
    Err(Usage("`vectors` is not implemented yet".into()))
}
