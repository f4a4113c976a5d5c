//! `cargo xtask <command>` — see `cargo xtask help`.
#![forbid(unsafe_code)]

mod inspect;

use std::process::ExitCode;

const USAGE: &str = "\
usage: cargo xtask <command> [args]

commands:
  decode <interaction|workflow> <FRAME_TYPE> <HEX>   decode a payload, print one JSON line
                                                     (exit 0 accepted, 1 refused, 2 bad usage)
  encode <interaction|workflow> <JSON>               build a payload from JSON, print its hex
  expand <interaction|workflow>                      print the generated Rust, formatted
  help                                               this text
";

/// A usage error: message for stderr, exit status 2.
pub struct Usage(pub String);

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
