//! `cargo xtask <command>` — see `cargo xtask help`.
#![forbid(unsafe_code)]

mod bench;
mod cddl;
mod conform;
mod exchange;
mod fuzz;
mod inspect;
mod spec_check;
mod vectors;

use std::path::PathBuf;
use std::process::ExitCode;

const USAGE: &str = "\
usage: cargo xtask <command> [args]

commands:
  decode <interaction|workflow> <FRAME_TYPE> <HEX>   decode a payload, print one JSON line
                                                     (exit 0 accepted, 1 refused, 2 bad usage)
  encode <interaction|workflow> <JSON>               build a payload from JSON, print its hex
  expand <interaction|workflow>                      print the generated Rust, formatted
  fuzz [--target NAME] [--time SECONDS] [--jobs N] [--engine auto|libfuzzer|stable]
       [--plant key-order|utf8]
                                                     differential fuzzing (the main job)
  vectors [--from-fuzz] [--check]                    write vectors/*.json (conformance corpus)
  conform <corpus.json>...                           grade the generated codecs against a corpus
  conform-adapter                                    npamp-conform adapter on stdin/stdout
  exchange [NAME]                                    run the live-exchange scenarios
  spec-check <spec.txt>...                           compare spec text with the schemas
  cddl [--check|--stdout]                            write cddl/*.cddl from the schemas
  bench [--quick] [--filter TEXT]                    run the benchmarks, print the ratio table
  help                                               this text
";

/// A usage error: message for stderr, exit status 2.
pub struct Usage(pub String);

/// The workspace root (xtask's parent directory).
pub fn workspace_root() -> PathBuf {
    let here = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    here.parent().map(PathBuf::from).unwrap_or(here)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(cmd) = args.first() else {
        eprint!("{USAGE}");
        return ExitCode::from(2);
    };
    let rest = &args[1..];
    let result = match cmd.as_str() {
        "decode" => inspect::decode(rest),
        "encode" => inspect::encode(rest),
        "expand" => inspect::expand(rest),
        "fuzz" => fuzz::run(rest),
        "vectors" => vectors::run(rest),
        "conform" => conform::run(rest),
        "conform-adapter" => conform::adapter(rest),
        "exchange" => exchange::run(rest),
        "spec-check" => spec_check::run(rest),
        "cddl" => cddl::run(rest),
        "bench" => bench::run(rest),
        "help" | "--help" | "-h" => {
            print!("{USAGE}");
            Ok(ExitCode::SUCCESS)
        }
        other => Err(Usage(format!("unknown command `{other}`"))),
    };
    match result {
        Ok(code) => code,
        Err(Usage(msg)) => {
            eprintln!("error: {msg}\n");
            eprint!("{USAGE}");
            ExitCode::from(2)
        }
    }
}
