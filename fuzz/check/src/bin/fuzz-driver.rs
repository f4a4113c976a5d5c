//! Stable in-process fuzz driver, run by `cargo xtask fuzz --engine stable`
//! (as a separate binary so planted-bug features never reach xtask itself).
//!
//! ```text
//! fuzz-driver --root DIR [--target NAME]... [--time SECS_PER_TARGET] [--jobs N]
//!             [--seed N] [--stop-on-first] [--artifacts DIR] [--no-progress]
//! ```
//!
//! Progress goes to stderr; one tab-separated line per target goes to stdout:
//! `RESULT target execs secs corpus disagreements crashes first_finding_s artifact`
//! (`-` for none), followed by `FINDING target <text>` lines for findings.
//! Exit status: 0 no finding, 1 a finding, 2 bad usage.
#![forbid(unsafe_code)]

use npamp_fuzz_check::driver::{parse_dict, run_target, Config};
use npamp_fuzz_check::{cbor, TARGETS};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

fn usage(msg: &str) -> ExitCode {
    eprintln!("fuzz-driver: {msg}");
    ExitCode::from(2)
}

fn main() -> ExitCode {
    let mut root: Option<PathBuf> = None;
    let mut targets: Vec<String> = Vec::new();
    let mut secs = 10.0f64;
    let mut jobs = 1usize;
    let mut seed = 0x6e70_616d_7066_757au64;
    let mut stop_on_first = false;
    let mut artifacts: Option<PathBuf> = None;
    let mut progress = true;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut val = |what: &str| args.next().ok_or_else(|| format!("{what} needs a value"));
        let r: Result<(), String> = match a.as_str() {
            "--root" => val("--root").map(|v| root = Some(PathBuf::from(v))),
            "--target" => val("--target").map(|v| targets.push(v)),
            "--time" => val("--time").and_then(|v| {
                v.parse()
                    .map(|s| secs = s)
                    .map_err(|_| format!("bad --time {v}"))
            }),
            "--jobs" => val("--jobs").and_then(|v| {
                v.parse()
                    .map(|j| jobs = j)
                    .map_err(|_| format!("bad --jobs {v}"))
            }),
            "--seed" => val("--seed").and_then(|v| {
                v.parse()
                    .map(|s| seed = s)
                    .map_err(|_| format!("bad --seed {v}"))
            }),
            "--artifacts" => val("--artifacts").map(|v| artifacts = Some(PathBuf::from(v))),
            "--stop-on-first" => {
                stop_on_first = true;
                Ok(())
            }
            "--no-progress" => {
                progress = false;
                Ok(())
            }
            other => Err(format!("unknown argument {other}")),
        };
        if let Err(m) = r {
            return usage(&m);
        }
    }
    let root = root.unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../.."));
    if targets.is_empty() {
        targets = TARGETS.iter().map(|(n, _)| n.to_string()).collect();
    }
    for t in &targets {
        if !TARGETS.iter().any(|(n, _)| n == t) {
            return usage(&format!("unknown target {t}"));
        }
    }
    let dict = std::fs::read_to_string(root.join("fuzz/dict/cbor.dict"))
        .map(|t| parse_dict(&t))
        .unwrap_or_default();
    // Panics are caught and reported as findings; keep the default hook quiet.
    std::panic::set_hook(Box::new(|_| {}));

    let mut any = false;
    for name in &targets {
        let Some((_, f)) = TARGETS.iter().find(|(n, _)| n == name) else {
            continue;
        };
        let fuzz = root.join("fuzz");
        let cfg = Config {
            duration: Duration::from_secs_f64(secs.max(0.0)),
            jobs,
            seed,
            corpus_dirs: vec![
                fuzz.join("seeds").join(name),
                fuzz.join("corpus").join(name),
                fuzz.join("artifacts").join(name),
            ],
            dict: dict.clone(),
            artifact_dir: Some(
                artifacts
                    .clone()
                    .unwrap_or_else(|| fuzz.join("artifacts"))
                    .join(name),
            ),
            stop_on_first,
            progress,
            max_execs: None,
        };
        let r = run_target(name, *f, &cfg);
        let dash = |o: Option<String>| o.unwrap_or_else(|| "-".into());
        println!(
            "RESULT\t{}\t{}\t{:.3}\t{}\t{}\t{}\t{}\t{}",
            r.target,
            r.execs,
            r.elapsed.as_secs_f64(),
            r.corpus,
            r.disagreements,
            r.crashes,
            dash(r.first_finding.map(|t| format!("{t:.3}"))),
            dash(r.artifact.as_ref().map(|p| p.display().to_string())),
        );
        if let Some(f) = &r.finding {
            any = true;
            let min = r.minimized.as_deref().map(cbor::hex).unwrap_or_default();
            println!(
                "FINDING\t{}\tminimized input {min}\n{}",
                r.target,
                f.to_string().replace('\n', "\n\t")
            );
        }
    }
    if any {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}
