//! The commands, one module each: every one parses nothing and decides
//! nothing beyond calling its library and printing the result.

pub mod api_diff;
pub mod bench;
pub mod codec;
pub mod conform;
pub mod exchange;
pub mod fuzz;
pub mod generate;
pub mod spec;

use std::path::Path;
use std::process::ExitCode;

/// A command's result: its exit status, or an error of any library (exit 2).
pub type Res = Result<ExitCode, Box<dyn std::error::Error>>;

/// Exit 0 when `ok`, else 1.
pub fn code(ok: bool) -> ExitCode {
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

/// The shipped model of MODULE.
pub fn model(module: &str) -> Result<&'static npamp_schema::Model, String> {
    npamp_schema::shipped_model(module).ok_or_else(|| {
        format!(
            "unknown channel `{module}` (known: {})",
            npamp_schema::shipped_modules()
        )
    })
}

/// Read a file, the error naming it.
pub fn read(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
}

/// Write a file, creating its folder.
pub fn write(path: &Path, text: &str) -> Result<(), String> {
    if let Some(d) = path.parent() {
        std::fs::create_dir_all(d).map_err(|e| format!("cannot create {}: {e}", d.display()))?;
    }
    std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}
