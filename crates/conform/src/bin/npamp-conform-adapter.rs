//! The generated codecs behind the npamp-conform adapter contract, on
//! stdin / stdout: `npamp-conform-adapter [--profile strict|minimum]`.
//! EOF at a frame boundary exits 0; a truncated or oversized frame exits 1.
#![forbid(unsafe_code)]

use npamp_conform::adapter::serve;
use npamp_generated::rt::Profile;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let profile = match args.as_slice() {
        [] => Profile::Strict,
        [flag, p] if flag == "--profile" => match Profile::from_name(p) {
            Some(p) => p,
            None => {
                eprintln!("npamp-conform-adapter: unknown profile `{p}` (strict or minimum)");
                return ExitCode::from(2);
            }
        },
        _ => {
            eprintln!("usage: npamp-conform-adapter [--profile strict|minimum]");
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
