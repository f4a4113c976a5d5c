//! `cargo xtask conform` / `conform-adapter` (not implemented yet).

use crate::Usage;
use std::process::ExitCode;

pub fn run(_args: &[String]) -> Result<ExitCode, Usage> {
    Err(Usage("`conform` is not implemented yet".into()))
}

pub fn adapter(_args: &[String]) -> Result<ExitCode, Usage> {
    Err(Usage("`conform-adapter` is not implemented yet".into()))
}
