//! `cargo xtask exchange` (not implemented yet).

use crate::Usage;
use std::process::ExitCode;

pub fn run(_args: &[String]) -> Result<ExitCode, Usage> {
    Err(Usage("`exchange` is not implemented yet".into()))
}
