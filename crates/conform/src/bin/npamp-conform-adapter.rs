//! The generated codecs behind the npamp-conform adapter contract, on
//! stdin / stdout: `npamp-conform-adapter [--profile minimum|strict]`
//! (default `minimum`, as every `cargo xtask` command).
//! EOF at a frame boundary exits 0; a truncated or oversized frame exits 1.
#![forbid(unsafe_code)]

use npamp_conform::{adapter::serve, DEFAULT_PROFILE};
use npamp_generated::rt::Profile;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let name = match args.as_slice() {
        [] => DEFAULT_PROFILE,
        [flag, p] if flag == "--profile" => p.as_str(),
        _ => {
            eprintln!("usage: npamp-conform-adapter [--profile minimum|strict]");
            return ExitCode::from(2);
        }
    };
    let profile = match Profile::from_name(name) {
        Some(p) => p,
        None => {
            eprintln!("npamp-conform-adapter: unknown profile `{name}` (minimum or strict)");
            return ExitCode::from(2);
        }
    };
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    match serve(&mut stdin.lock(), &mut stdout.lock(), profile) {
        Ok(_) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("npamp-conform-adapter: {e}");
            ExitCode::FAILURE
        }
    }
}
