//! Replays the seeds and working corpora of (target, channel) pairs once each,
//! in-process, and exits: the binary `cargo xtask fuzz --coverage` builds with
//! `-C instrument-coverage` (see `npamp_campaign::coverage`). Stable Rust, no
//! libFuzzer: the inputs go through the same `run_input` the fuzzers call.
//!
//! ```text
//! fuzz-replay [--root DIR] [--target NAME]... [--channel NAME]...
//! ```
//!
//! Input directories per pair: `fuzz/seeds/<pair>/` and `fuzz/corpus/<pair>/`.
//! stdout: one line per pair, `REPLAY target channel inputs findings rules`
//! (tab-separated; rules comma-separated, `-` for none). Findings are counted,
//! not fatal (coverage of an input that disagrees still counts). Exit status:
//! 0, or 2 on bad usage.
#![forbid(unsafe_code)]

use npamp_campaign::driver::load_dirs;
use npamp_fuzz_check::{channels_for, reached_rules, reset_reached, run_input, Chan, TARGETS};
use std::path::PathBuf;
use std::process::ExitCode;

fn usage(msg: &str) -> ExitCode {
    eprintln!("fuzz-replay: {msg}");
    ExitCode::from(2)
}

fn main() -> ExitCode {
    let mut root: Option<PathBuf> = None;
    let mut targets: Vec<String> = Vec::new();
    let mut channels: Vec<String> = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let Some(v) = args.next() else {
            return usage(&format!("{a} needs a value"));
        };
        match a.as_str() {
            "--root" => root = Some(PathBuf::from(v)),
            "--target" => targets.extend(v.split(',').map(String::from)),
            "--channel" => channels.extend(v.split(',').map(String::from)),
            other => return usage(&format!("unknown argument {other}")),
        }
    }
    let root = root.unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../.."));
    if targets.is_empty() {
        targets = TARGETS.iter().map(|t| t.name.to_string()).collect();
    }
    for c in &channels {
        if Chan::named(c).is_none() {
            return usage(&format!("unknown channel {c} (known: {})", Chan::names()));
        }
    }
    // Findings are counted; keep the default panic hook quiet.
    std::panic::set_hook(Box::new(|_| {}));
    for name in &targets {
        let Some(t) = npamp_fuzz_check::target(name) else {
            return usage(&format!("unknown target {name}"));
        };
        for ch in channels_for(t, &channels) {
            let pair = format!("{name}-{ch}");
            let dirs = [
                root.join("fuzz/seeds").join(&pair),
                root.join("fuzz/corpus").join(&pair),
            ];
            let inputs = load_dirs(&dirs);
            reset_reached();
            let chan = Chan::named(ch);
            let findings = inputs
                .iter()
                .filter(|(_, d)| run_input(t, chan, d).is_err())
                .count();
            let _ = npamp_fuzz_check::take_signature();
            let rules: Vec<&str> = reached_rules().iter().map(|r| r.as_str()).collect();
            println!(
                "REPLAY\t{name}\t{ch}\t{}\t{findings}\t{}",
                inputs.len(),
                if rules.is_empty() {
                    "-".to_string()
                } else {
                    rules.join(",")
                }
            );
        }
    }
    ExitCode::SUCCESS
}
