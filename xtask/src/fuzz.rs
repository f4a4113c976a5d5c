//! `cargo xtask fuzz` (not implemented yet).

use crate::Usage;
use std::process::ExitCode;

pub fn run(_args: &[String]) -> Result<ExitCode, Usage> {
    Err(Usage("`fuzz` is not implemented yet".into()))
}
