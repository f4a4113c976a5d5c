//! The stable in-process fuzz engine, run by `campaign::run` (engine
//! `stable`) as a separate binary, so that a planted bug (`--cfg
//! npamp_plant=...`) is compiled into it and never into xtask.
//!
//! ```text
//! fuzz-driver [--root DIR] [--target NAME]... [--channel NAME]... [--time SECS_PER_PAIR]
//!             [--jobs N] [--seed N] [--stop-on-first] [--artifacts DIR] [--no-corpus]
//!             [--no-minimize] [--no-progress] [--progress-every SECS]
//! ```
//!
//! Every (target, channel) pair runs in turn (default: every target on every
//! channel). Progress goes to stderr; stdout gets one tab-separated line per
//! pair, `RESULT target channel execs secs corpus disagreements crashes
//! first_s artifact rules` (`-` for none; rules comma-separated), then
//! `FINDING target channel <minimized hex>` and the finding's text, indented.
//! Exit status: 0 no finding, 1 a finding, 2 bad usage.
#![forbid(unsafe_code)]

use npamp_campaign::campaign::live::{Live, Task};
use npamp_campaign::driver::{parse_dict, run_target, Config};
use npamp_fuzz_check::{cbor, channels_for, run_input, Chan, TARGETS};
use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::Mutex;
use std::time::Duration;

fn usage(msg: &str) -> ExitCode {
    eprintln!("fuzz-driver: {msg}");
    ExitCode::from(2)
}

fn main() -> ExitCode {
    let mut root: Option<PathBuf> = None;
    let mut targets: Vec<String> = Vec::new();
    let mut channels: Vec<String> = Vec::new();
    let mut secs = 10.0f64;
    let mut jobs = 1usize;
    let mut seed = 0x6e70_616d_7066_757au64;
    let mut stop_on_first = false;
    let mut artifacts: Option<PathBuf> = None;
    let mut progress = true;
    let mut every = 5.0f64;
    let mut minimize = true;
    let mut write_corpus = true;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut val = |what: &str| args.next().ok_or_else(|| format!("{what} needs a value"));
        let num = |v: String| v.parse::<f64>().map_err(|_| format!("bad number {v}"));
        let r: Result<(), String> = match a.as_str() {
            "--root" => val("--root").map(|v| root = Some(PathBuf::from(v))),
            "--target" => val("--target").map(|v| targets.extend(v.split(',').map(String::from))),
            "--channel" => {
                val("--channel").map(|v| channels.extend(v.split(',').map(String::from)))
            }
            "--time" => val("--time").and_then(num).map(|s| secs = s),
            "--progress-every" => val("--progress-every").and_then(num).map(|s| every = s),
            "--jobs" => val("--jobs")
                .and_then(num)
                .map(|j| jobs = j.max(1.0) as usize),
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
            "--no-minimize" => {
                minimize = false;
                Ok(())
            }
            "--no-corpus" => {
                write_corpus = false;
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
        targets = TARGETS.iter().map(|t| t.name.to_string()).collect();
    }
    for t in &targets {
        if npamp_fuzz_check::target(t).is_none() {
            return usage(&format!("unknown target {t}"));
        }
    }
    for c in &channels {
        if Chan::named(c).is_none() {
            return usage(&format!("unknown channel {c} (known: {})", Chan::names()));
        }
    }
    let fuzz = root.join("fuzz");
    let dict = std::fs::read_to_string(fuzz.join("dict/cbor.dict"))
        .map(|t| parse_dict(&t))
        .unwrap_or_default();
    // Panics are caught and reported as findings; keep the default hook quiet.
    std::panic::set_hook(Box::new(|_| {}));
    // Ctrl-C ends the running pair early and skips the rest; its RESULT
    // line is still printed.
    let _ = ctrlc::set_handler(npamp_campaign::driver::request_stop);
    if std::io::stderr().is_terminal() {
        let live = Live::new();
        let current: Mutex<Option<(String, Task)>> = Mutex::new(None);
        npamp_campaign::driver::set_progress_sink(Box::new(move |pair, status| {
            let Ok(mut cur) = current.lock() else { return };
            if cur.as_ref().is_none_or(|(p, _)| p != pair) {
                *cur = Some((pair.to_string(), live.task(&format!("[stable] {pair}"))));
            }
            if let Some((_, t)) = cur.as_ref() {
                t.set(status.to_string());
            }
        }));
    }

    let mut any = false;
    for name in &targets {
        let Some(t) = npamp_fuzz_check::target(name) else {
            continue;
        };
        for ch in channels_for(t, &channels) {
            if npamp_campaign::driver::stop_requested() {
                break;
            }
            let pair = format!("{name}-{ch}");
            let chan = Chan::named(ch);
            let check = move |d: &[u8]| run_input(t, chan, d);
            let cfg = Config {
                duration: Duration::from_secs_f64(secs.max(0.0)),
                jobs,
                seed,
                corpus_dirs: vec![
                    fuzz.join("seeds").join(&pair),
                    fuzz.join("corpus").join(&pair),
                    fuzz.join("artifacts").join(&pair),
                ],
                dict: dict.clone(),
                artifact_dir: Some(
                    artifacts
                        .clone()
                        .unwrap_or_else(|| fuzz.join("artifacts"))
                        .join(&pair),
                ),
                stop_on_first,
                progress,
                progress_every: Duration::from_secs_f64(every.max(0.5)),
                max_execs: None,
                minimize,
                corpus_out: write_corpus.then(|| fuzz.join("corpus").join(&pair)),
            };
            let r = run_target(name, ch, &check, &cfg);
            let dash = |o: Option<String>| o.unwrap_or_else(|| "-".into());
            let rules: Vec<&str> = r.rules.iter().map(|r| r.as_str()).collect();
            println!(
                "RESULT\t{}\t{}\t{}\t{:.3}\t{}\t{}\t{}\t{}\t{}\t{}",
                r.target,
                r.channel,
                r.execs,
                r.elapsed.as_secs_f64(),
                r.corpus,
                r.disagreements,
                r.crashes,
                dash(r.first_finding.map(|t| format!("{t:.3}"))),
                dash(r.artifact.as_ref().map(|p| p.display().to_string())),
                if rules.is_empty() {
                    "-".to_string()
                } else {
                    rules.join(",")
                },
            );
            if let Some(f) = &r.finding {
                any = true;
                let min = r.minimized.as_deref().map(cbor::hex).unwrap_or_default();
                println!("FINDING\t{}\t{}\t{min}", r.target, r.channel);
                for line in f.to_string().lines() {
                    println!("\t{line}");
                }
            }
        }
    }
    if any {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}
