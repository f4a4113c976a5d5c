//! `cargo run -p npamp-vectors --example vectors -- [--check] [--warnings] [DIR]`: write (or
//! check) the corpus of every shipped channel into DIR (default `vectors/`), printing each
//! file's SHA-256 and counts. A stand-in until `cargo xtask vectors` calls the library.
#![forbid(unsafe_code)]

use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let check = args.iter().any(|a| a == "--check");
    let warn = args.iter().any(|a| a == "--warnings");
    let dir = args.iter().find(|a| !a.starts_with("--")).map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../vectors"),
        PathBuf::from,
    );
    if warn {
        for c in npamp_vectors::generate_all() {
            for w in &c.warnings {
                println!("{w}");
            }
        }
        return ExitCode::SUCCESS;
    }
    let reports = if check {
        match npamp_vectors::check_all(&dir) {
            Ok(r) => r,
            Err(drift) => {
                for d in drift {
                    eprintln!("DRIFT {d}");
                }
                return ExitCode::FAILURE;
            }
        }
    } else {
        match npamp_vectors::write_all(&dir) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("vectors: {e}");
                return ExitCode::FAILURE;
            }
        }
    };
    for r in reports {
        let counts = r.counts.map_or(String::new(), |c| {
            format!(
                "  {} vectors: {} valid, {} acceptable, {} invalid",
                c.total(),
                c.valid,
                c.acceptable,
                c.invalid
            )
        });
        println!("{}  sha256 {}{counts}", r.path.display(), r.sha256);
    }
    ExitCode::SUCCESS
}
