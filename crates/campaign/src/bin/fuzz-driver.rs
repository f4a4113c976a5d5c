//! The stable in-process fuzz engine, run by `campaign::run` (engine
//! `stable`) as a separate binary, so that a planted bug (`--cfg
//! npamp_plant=...`) is compiled into it and never into xtask.
//!
//! ```text
//! fuzz-driver [--root DIR] [--target NAME]... [--channel NAME]... [--time SECS_PER_PAIR]
//!             [--jobs N] [--seed N] [--stop-on-first] [--artifacts DIR] [--no-corpus]
//!             [--no-minimize] [--no-progress] [--progress-every SECS]
//! fuzz-driver --list-mutants                       # a `--cfg npamp_mutant` build
//! fuzz-driver --mutant ID [--time SECS] [--seeds] [--jobs N] [--seed N] ...
//! ```
//!
//! Every (target, channel) pair runs in turn (default: every target on every
//! channel). Progress goes to stderr; stdout gets one tab-separated line per
//! pair, `RESULT target channel execs secs corpus disagreements crashes
//! first_s artifact rules requirements` (`-` for none; rules and behaviour
//! requirement ids comma-separated), then
//! `FINDING target channel <minimized hex>` and the finding's text, indented.
//! Exit status: 0 no finding, 1 a finding, 2 bad usage.
//!
//! The mutation run (`cargo xtask fuzz --mutants`) builds it with `--cfg
//! npamp_mutant`: `--list-mutants` prints `MUTANT id channel mix about` per
//! mutant; `--mutant ID` switches that one check off and fuzzes its mix of
//! targets (from an empty corpus, or with `--seeds` from the committed
//! seeds) until the first finding or `--time`, then prints `KILL id channel
//! killed target secs execs_to_kill execs input_hex finding` (`-` for none).
#![forbid(unsafe_code)]

use npamp_campaign::campaign::live::{Live, Task};
use npamp_campaign::driver::{parse_dict, run_target, Config, Report};
use npamp_fuzz_check::{channels_for, run_input, Chan, TARGETS};
use npamp_testkit::hex::hex;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Mutex;
use std::time::Duration;

fn usage(msg: &str) -> ExitCode {
    eprintln!("fuzz-driver: {msg}");
    ExitCode::from(2)
}

/// The command line, parsed.
struct Args {
    root: Option<PathBuf>,
    targets: Vec<String>,
    channels: Vec<String>,
    secs: f64,
    jobs: usize,
    seed: u64,
    stop_on_first: bool,
    artifacts: Option<PathBuf>,
    progress: bool,
    every: f64,
    minimize: bool,
    write_corpus: bool,
    list_mutants: bool,
    mutant: Option<String>,
    seeds: bool,
}

fn main() -> ExitCode {
    let mut o = match parse_args() {
        Ok(o) => o,
        Err(m) => return usage(&m),
    };
    let root = o
        .root
        .clone()
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../.."));
    if let Err(m) = check_names(&mut o) {
        return usage(&m);
    }
    let fuzz = root.join("fuzz");
    let dict = std::fs::read_to_string(fuzz.join("dict/cbor.dict"))
        .map(|t| parse_dict(&t))
        .unwrap_or_default();
    install_hooks();
    if o.list_mutants || o.mutant.is_some() {
        return mutant_mode(&o, &fuzz, &dict);
    }

    let mut any = false;
    for name in &o.targets {
        let Some(t) = npamp_fuzz_check::target(name) else {
            continue;
        };
        for ch in channels_for(t, &o.channels) {
            if npamp_campaign::driver::stop_requested() {
                break;
            }
            let chan = Chan::named(ch);
            let check = move |d: &[u8]| run_input(t, chan, d);
            let cfg = pair_config(&o, &fuzz, &dict, &format!("{name}-{ch}"));
            let r = run_target(name, ch, &check, &cfg);
            any |= print_report(&r);
        }
    }
    if any {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

/// Parse the command line (see the module docs); the error is the usage message.
fn parse_args() -> Result<Args, String> {
    let mut o = Args {
        root: None,
        targets: Vec::new(),
        channels: Vec::new(),
        secs: 10.0f64,
        jobs: 1usize,
        seed: 0x6e70_616d_7066_757au64,
        stop_on_first: false,
        artifacts: None,
        progress: true,
        every: 5.0f64,
        minimize: true,
        write_corpus: true,
        list_mutants: false,
        mutant: None,
        seeds: false,
    };
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut val = |what: &str| args.next().ok_or_else(|| format!("{what} needs a value"));
        let num = |v: String| v.parse::<f64>().map_err(|_| format!("bad number {v}"));
        let r: Result<(), String> = match a.as_str() {
            "--root" => val("--root").map(|v| o.root = Some(PathBuf::from(v))),
            "--target" => val("--target").map(|v| o.targets.extend(v.split(',').map(String::from))),
            "--channel" => {
                val("--channel").map(|v| o.channels.extend(v.split(',').map(String::from)))
            }
            "--time" => val("--time").and_then(num).map(|s| o.secs = s),
            "--progress-every" => val("--progress-every").and_then(num).map(|s| o.every = s),
            "--jobs" => val("--jobs")
                .and_then(num)
                .map(|j| o.jobs = j.max(1.0) as usize),
            "--seed" => val("--seed").and_then(|v| {
                v.parse()
                    .map(|s| o.seed = s)
                    .map_err(|_| format!("bad --seed {v}"))
            }),
            "--artifacts" => val("--artifacts").map(|v| o.artifacts = Some(PathBuf::from(v))),
            "--stop-on-first" => {
                o.stop_on_first = true;
                Ok(())
            }
            "--no-progress" => {
                o.progress = false;
                Ok(())
            }
            "--no-minimize" => {
                o.minimize = false;
                Ok(())
            }
            "--no-corpus" => {
                o.write_corpus = false;
                Ok(())
            }
            "--list-mutants" => {
                o.list_mutants = true;
                Ok(())
            }
            "--mutant" => val("--mutant").map(|v| o.mutant = Some(v)),
            "--seeds" => {
                o.seeds = true;
                Ok(())
            }
            other => Err(format!("unknown argument {other}")),
        };
        r?;
    }
    Ok(o)
}

/// Default the targets to all of them, and reject an unknown target or channel.
fn check_names(o: &mut Args) -> Result<(), String> {
    if o.targets.is_empty() {
        o.targets = TARGETS.iter().map(|t| t.name.to_string()).collect();
    }
    for t in &o.targets {
        if npamp_fuzz_check::target(t).is_none() {
            return Err(format!("unknown target {t}"));
        }
    }
    for c in &o.channels {
        if Chan::named(c).is_none() {
            return Err(format!("unknown channel {c} (known: {})", Chan::names()));
        }
    }
    Ok(())
}

/// The quiet panic hook, the Ctrl-C handler and (on a terminal) the live progress display.
fn install_hooks() {
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
}

/// The driver settings for one `<target>-<channel>` pair.
fn pair_config(o: &Args, fuzz: &Path, dict: &[Vec<u8>], pair: &str) -> Config {
    Config {
        duration: Duration::from_secs_f64(o.secs.max(0.0)),
        jobs: o.jobs,
        seed: o.seed,
        corpus_dirs: vec![
            fuzz.join("seeds").join(pair),
            fuzz.join("corpus").join(pair),
            fuzz.join("artifacts").join(pair),
        ],
        dict: dict.to_vec(),
        artifact_dir: Some(
            o.artifacts
                .clone()
                .unwrap_or_else(|| fuzz.join("artifacts"))
                .join(pair),
        ),
        stop_on_first: o.stop_on_first,
        progress: o.progress,
        progress_every: Duration::from_secs_f64(o.every.max(0.5)),
        max_execs: None,
        minimize: o.minimize,
        minimize_budget: Duration::from_secs(20),
        corpus_out: o.write_corpus.then(|| fuzz.join("corpus").join(pair)),
    }
}

/// Print a pair's RESULT line (and FINDING, if any); true when it has a finding.
fn print_report(r: &Report) -> bool {
    let dash = |o: Option<String>| o.unwrap_or_else(|| "-".into());
    let rules: Vec<&str> = r.rules.iter().map(|r| r.as_str()).collect();
    println!(
        "RESULT\t{}\t{}\t{}\t{:.3}\t{}\t{}\t{}\t{}\t{}\t{}\t{}",
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
        if r.requirements.is_empty() {
            "-".to_string()
        } else {
            r.requirements.join(",")
        },
    );
    let Some(f) = &r.finding else {
        return false;
    };
    let min = r.minimized.as_deref().map(hex).unwrap_or_default();
    println!("FINDING\t{}\t{}\t{min}", r.target, r.channel);
    for line in f.to_string().lines() {
        println!("\t{line}");
    }
    true
}

/// `--list-mutants` / `--mutant ID`: only in a `--cfg npamp_mutant` build.
#[cfg(not(npamp_mutant))]
fn mutant_mode(_: &Args, _: &Path, _: &[Vec<u8>]) -> ExitCode {
    usage("--list-mutants and --mutant need a build with RUSTFLAGS='--cfg npamp_mutant' (cargo xtask fuzz --mutants makes one)")
}

#[cfg(npamp_mutant)]
fn mutant_mode(o: &Args, fuzz: &Path, dict: &[Vec<u8>]) -> ExitCode {
    use npamp_fuzz_check::mutants;
    if o.list_mutants {
        for m in &mutants::all() {
            let mix: Vec<String> = m.mix.iter().map(|(t, w)| format!("{t}*{w}")).collect();
            println!(
                "MUTANT\t{}\t{}\t{}\t{}",
                m.id,
                m.channel,
                mix.join(","),
                m.about
            );
        }
        return ExitCode::SUCCESS;
    }
    let Some(id) = o.mutant.as_deref() else {
        return ExitCode::SUCCESS;
    };
    let Some(m) = mutants::named(id) else {
        return usage(&format!("no mutant {id} (--list-mutants lists them)"));
    };
    if let Err(e) = mutants::switch(Some(&m)) {
        return usage(&e);
    }
    // A channel-free target's seeds are its `<target>-all` pair's.
    let seeds = |t: &str| {
        let free = npamp_fuzz_check::target(t).is_none_or(|t| t.channel_free);
        let chan = if free {
            npamp_fuzz_check::CHANNEL_FREE
        } else {
            m.channel
        };
        fuzz.join("seeds").join(format!("{t}-{chan}"))
    };
    // The pair's settings, but its own corpus, no corpus written, and its
    // artifacts only where asked.
    let cfg = Config {
        corpus_dirs: if o.seeds {
            m.mix.iter().map(|(t, _)| seeds(t)).collect()
        } else {
            Vec::new()
        },
        artifact_dir: o.artifacts.clone(),
        stop_on_first: true,
        minimize_budget: Duration::from_secs(3),
        corpus_out: None,
        ..pair_config(o, fuzz, dict, &m.id)
    };
    let check = |d: &[u8]| mutants::check(&m, d);
    let r = run_target(&m.id, m.channel, &check, &cfg);
    let dash = |s: Option<String>| s.unwrap_or_else(|| "-".into());
    let input = r.minimized.as_deref();
    let target = input
        .and_then(|d| mutants::pick(&m.mix, d))
        .map(String::from);
    let line = r
        .finding
        .as_ref()
        .map(|f| f.to_string().replace(['\t', '\n'], " "));
    println!(
        "KILL\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}",
        m.id,
        m.channel,
        u8::from(r.finding.is_some()),
        dash(target),
        dash(r.first_finding.map(|t| format!("{t:.3}"))),
        dash(r.first_execs.map(|n| n.to_string())),
        r.execs,
        dash(input.map(hex)),
        dash(line),
    );
    ExitCode::SUCCESS
}
