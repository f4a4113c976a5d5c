//! `cargo xtask bench` (not implemented yet).

use crate::Usage;
use std::process::ExitCode;

pub fn run(_args: &[String]) -> Result<ExitCode, Usage> {
    Err(Usage("`bench` is not implemented yet".into()))
}
