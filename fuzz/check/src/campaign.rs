//! A fuzzing campaign over (target, channel) pairs — everything `cargo xtask
//! fuzz` does, so that xtask stays a thin argument forwarder:
//!
//! ```ignore
//! let mut opts = npamp_fuzz_check::campaign::Options::new(root);
//! opts.engine = Engine::from_name("stable")?; // xtask parses its flags with clap
//! let summary = npamp_fuzz_check::campaign::run(&opts)?;
//! std::process::exit(summary.exit_code);
//! ```
//!
//! * engine `libfuzzer` (`auto` picks it when `cargo +nightly` works): installs
//!   cargo-fuzz with `cargo install cargo-fuzz --locked` when missing, builds
//!   once, then per pair `cargo +nightly fuzz run <target> fuzz/corpus/<pair>
//!   fuzz/seeds/<pair>` with `NPAMP_FUZZ_CHANNEL=<channel>`; a crash is
//!   minimized with `cargo fuzz tmin` and copied to `fuzz/artifacts/<pair>/`;
//! * engine `stable`: the `fuzz-driver` binary (release), every pair in turn.
//!
//! Progress: plain lines every few seconds when stderr is not a terminal, a
//! `\r` line when it is. The final table: target, channel, engine, execs,
//! exec/s, coverage, corpus, findings, rules reached. Findings exit 1;
//! with `plant`, exit 0 iff the planted bug was found.

use crate::{channels_for, driver, target, Chan, TARGETS};
use std::io::{BufRead, BufReader, IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Which engine runs the targets.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Engine {
    /// libFuzzer when `cargo +nightly` works, else stable.
    Auto,
    LibFuzzer,
    Stable,
}

impl Engine {
    pub fn as_str(self) -> &'static str {
        match self {
            Engine::Auto => "auto",
            Engine::LibFuzzer => "libfuzzer",
            Engine::Stable => "stable",
        }
    }
    pub fn from_name(s: &str) -> Result<Engine, String> {
        [Engine::Auto, Engine::LibFuzzer, Engine::Stable]
            .into_iter()
            .find(|e| e.as_str() == s)
            .ok_or_else(|| format!("--engine `{s}`: auto, libfuzzer or stable"))
    }
}

/// A TEST-ONLY planted bug in the generated codecs (`--cfg npamp_plant="..."`;
/// the list, and where each sits, is in `generated/src/rt/plant.rs`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Plant {
    /// The key-order comparison is skipped.
    KeyOrder,
    /// Invalid UTF-8 text is accepted as "".
    Utf8,
    /// A refusal with the right wire code but the wrong rule.
    Rule,
    /// A float wider than its shortest exact form is accepted.
    FloatShortest,
    /// A record's required scalar, text or byte-string sub-field may be absent.
    RecordRequired,
    /// Only the first record of an array of records is checked.
    RecordArray,
    /// `required_when` / `present_iff` / `absent_unless` are not checked.
    Condition,
    /// `const` is not checked.
    Const,
    /// `at_least_one` is not checked.
    AtLeastOne,
    /// `relation` is not checked.
    Relation,
    /// `cross_relation` is not checked.
    CrossRelation,
}

impl Plant {
    pub const ALL: [Plant; 11] = [
        Plant::KeyOrder,
        Plant::Utf8,
        Plant::Rule,
        Plant::FloatShortest,
        Plant::RecordRequired,
        Plant::RecordArray,
        Plant::Condition,
        Plant::Const,
        Plant::AtLeastOne,
        Plant::Relation,
        Plant::CrossRelation,
    ];
    pub fn as_str(self) -> &'static str {
        match self {
            Plant::KeyOrder => "key-order",
            Plant::Utf8 => "utf8",
            Plant::Rule => "rule",
            Plant::FloatShortest => "float-shortest",
            Plant::RecordRequired => "record-required",
            Plant::RecordArray => "record-array",
            Plant::Condition => "condition",
            Plant::Const => "const",
            Plant::AtLeastOne => "at-least-one",
            Plant::Relation => "relation",
            Plant::CrossRelation => "cross-relation",
        }
    }
    pub fn from_name(s: &str) -> Result<Plant, String> {
        Plant::ALL
            .into_iter()
            .find(|p| p.as_str() == s)
            .ok_or_else(|| {
                format!(
                    "--plant `{s}`: one of {}",
                    Plant::ALL.map(Plant::as_str).join(", ")
                )
            })
    }
}

/// libFuzzer's sanitizer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sanitizer {
    None,
    Address,
}

impl Sanitizer {
    pub fn as_str(self) -> &'static str {
        match self {
            Sanitizer::None => "none",
            Sanitizer::Address => "address",
        }
    }
    pub fn from_name(s: &str) -> Result<Sanitizer, String> {
        [Sanitizer::None, Sanitizer::Address]
            .into_iter()
            .find(|z| z.as_str() == s)
            .ok_or_else(|| format!("--sanitizer `{s}`: none or address"))
    }
}

/// Which crates libFuzzer's SanitizerCoverage instruments.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Instrument {
    /// The code under test of the fuzzed channel only: one build per
    /// (target, channel) with the registry restricted to that channel
    /// (`NPAMP_CHANNELS`, see `generated/build.rs`), without the `exchange`
    /// target's harness, and without debug assertions (`cargo fuzz -O`) but
    /// with overflow checks. libFuzzer scans and clears every 8-bit counter
    /// after each run, so its per-execution cost grows with the instrumented
    /// code: ~6k counters instead of ~95k for ten channels. A channel-free
    /// target is built with the channels it drives (`Target::drives`;
    /// `exchange`: the harness's), otherwise as [`Instrument::UnderTest`].
    Channel,
    /// The code under test of every channel ([`under_test_crates`])
    /// (`fuzz/scripts/sancov-under-test.sh` drops the flags from the rest).
    UnderTest,
    /// Every crate, the oracle included (what cargo-fuzz does by itself, and
    /// what the ClusterFuzzLite / OSS-Fuzz build uses).
    All,
}

impl Instrument {
    pub const ALL: [Instrument; 3] = [Instrument::Channel, Instrument::UnderTest, Instrument::All];

    pub fn as_str(self) -> &'static str {
        match self {
            Instrument::Channel => "channel",
            Instrument::UnderTest => "under-test",
            Instrument::All => "all",
        }
    }

    pub fn from_name(s: &str) -> Result<Instrument, String> {
        Instrument::ALL
            .into_iter()
            .find(|i| i.as_str() == s)
            .ok_or_else(|| format!("--instrument `{s}`: channel, under-test or all"))
    }
}

/// The crates `Instrument::UnderTest` keeps instrumented: the generated
/// codecs, the harness (what the `exchange` target drives) and every target
/// binary (named as its target).
pub fn under_test_crates() -> String {
    let mut crates = vec!["npamp_generated", "npamp_harness"];
    crates.extend(TARGETS.iter().map(|t| t.name));
    crates.join(" ")
}

/// What to run.
#[derive(Debug, Clone)]
pub struct Options {
    /// The workspace root (holds `fuzz/`).
    pub root: PathBuf,
    /// Target names (empty: all of [`TARGETS`]).
    pub targets: Vec<String>,
    /// Channel module names (empty: every channel of the registry).
    pub channels: Vec<String>,
    /// Total time, split evenly across the (target, channel) pairs (at least 1 s each).
    pub time: Duration,
    /// libFuzzer `-fork=N` / stable threads.
    pub jobs: usize,
    pub engine: Engine,
    pub plant: Option<Plant>,
    pub sanitizer: Sanitizer,
    /// libFuzzer: which crates carry coverage instrumentation.
    pub instrument: Instrument,
    /// Minimize findings (libFuzzer `tmin`, stable byte deletion).
    pub minimize: bool,
}

impl Options {
    /// Defaults: every target and channel, 60 s, one job, auto engine.
    pub fn new(root: PathBuf) -> Options {
        Options {
            root,
            targets: Vec::new(),
            channels: Vec::new(),
            time: Duration::from_secs(60),
            jobs: 1,
            engine: Engine::Auto,
            plant: None,
            sanitizer: Sanitizer::None,
            instrument: Instrument::Channel,
            minimize: true,
        }
    }
}

fn validate(o: &Options) -> Result<(), String> {
    for t in &o.targets {
        if target(t).is_none() {
            let known: Vec<&str> = TARGETS.iter().map(|t| t.name).collect();
            return Err(format!(
                "fuzz: unknown target {t} (known: {})",
                known.join(", ")
            ));
        }
    }
    for c in &o.channels {
        if Chan::named(c).is_none() {
            return Err(format!(
                "fuzz: unknown channel {c} (known: {})",
                Chan::names()
            ));
        }
    }
    Ok(())
}

/// One (target, channel) result.
#[derive(Debug, Clone, Default)]
pub struct Row {
    pub target: String,
    pub channel: String,
    pub engine: String,
    pub execs: u64,
    pub secs: f64,
    pub exec_per_sec: f64,
    /// libFuzzer's `cov` (none for the stable engine).
    pub coverage: Option<u64>,
    pub corpus: u64,
    pub findings: u64,
    /// Seconds of fuzzing to the first finding.
    pub first_finding: Option<f64>,
    pub artifact: Option<PathBuf>,
    /// Rule names both sides agreed on.
    pub rules: Vec<String>,
    pub detail: Option<String>,
}

/// What a campaign produced.
#[derive(Debug, Clone)]
pub struct Summary {
    pub engine: Engine,
    pub rows: Vec<Row>,
    /// 0: no finding (with `plant`: the bug was found); 1 otherwise.
    pub exit_code: i32,
}

/// The (target, channel) pairs of `opts`.
pub fn pairs(opts: &Options) -> Vec<(String, String)> {
    let names: Vec<&str> = if opts.targets.is_empty() {
        TARGETS.iter().map(|t| t.name).collect()
    } else {
        opts.targets.iter().map(String::as_str).collect()
    };
    let mut v = Vec::new();
    for n in names {
        if let Some(t) = target(n) {
            for c in channels_for(t, &opts.channels) {
                v.push((n.to_string(), c.to_string()));
            }
        }
    }
    v
}

/// Whether `cargo +nightly` works.
pub fn nightly_available() -> bool {
    Command::new("cargo")
        .args(["+nightly", "--version"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// Run the campaign and print progress and the final table.
pub fn run(opts: &Options) -> Result<Summary, String> {
    validate(opts)?;
    let engine = match opts.engine {
        Engine::Auto if nightly_available() => Engine::LibFuzzer,
        Engine::Auto => {
            eprintln!("fuzz: no nightly toolchain; using the stable in-process driver");
            Engine::Stable
        }
        e => e,
    };
    let pairs = pairs(opts);
    if pairs.is_empty() {
        return Err("fuzz: nothing to run".into());
    }
    let per = (opts.time.as_secs_f64() / pairs.len() as f64).max(1.0);
    let rows = match engine {
        Engine::LibFuzzer => run_libfuzzer(opts, &pairs, per)?,
        _ => run_stable(opts, &pairs, per)?,
    };
    let mut rows = rows;
    if opts.plant.is_some() {
        confirm_planted(&mut rows);
    }
    print!("{}", table(&rows, opts.plant.is_some()));
    let found: Vec<&Row> = rows.iter().filter(|r| r.findings > 0).collect();
    for r in &found {
        println!(
            "\n{}-{}: {} finding(s){}",
            r.target,
            r.channel,
            r.findings,
            r.artifact
                .as_ref()
                .map(|a| format!("; saved to {}", a.display()))
                .unwrap_or_default()
        );
        if let Some(d) = &r.detail {
            println!("{d}");
        }
    }
    let exit_code = match opts.plant {
        Some(p) => {
            let first = found
                .iter()
                .filter_map(|r| r.first_finding.map(|t| (t, r)))
                .min_by(|a, b| a.0.total_cmp(&b.0));
            match first {
                Some((t, r)) => {
                    println!(
                        "\nplanted bug `{}` found by {}/{} pair(s); earliest: {}-{} after {t:.2} s ({})",
                        p.as_str(),
                        found.len(),
                        rows.len(),
                        r.target,
                        r.channel,
                        engine.as_str()
                    );
                    0
                }
                None => {
                    println!(
                        "\nplanted bug `{}` NOT found ({})",
                        p.as_str(),
                        engine.as_str()
                    );
                    1
                }
            }
        }
        None => i32::from(!found.is_empty()),
    };
    Ok(Summary {
        engine,
        rows,
        exit_code,
    })
}

/// A planted-bug finding counts only when this (unplanted) build agrees on
/// its input: otherwise it is a real disagreement, not the planted bug.
fn confirm_planted(rows: &mut [Row]) {
    for r in rows.iter_mut().filter(|r| r.findings > 0) {
        let data = r.artifact.as_ref().and_then(|p| std::fs::read(p).ok());
        let unplanted_ok = data
            .as_deref()
            .and_then(|d| crate::replay(&r.target, &r.channel, d))
            .is_some_and(|res| res.is_ok());
        if !unplanted_ok {
            r.findings = 0;
            r.first_finding = None;
            let d = r.detail.get_or_insert_with(String::new);
            d.push_str(
                "
(not the planted bug: the unplanted build fails on it too)",
            );
        }
    }
}

fn plant_env(cmd: &mut Command, root: &Path, plant: Plant, engine: &str) {
    let mut flags = std::env::var("RUSTFLAGS").unwrap_or_default();
    if !flags.is_empty() {
        flags.push(' ');
    }
    flags.push_str(&format!("--cfg npamp_plant=\"{}\"", plant.as_str()));
    cmd.env("RUSTFLAGS", flags).env(
        "CARGO_TARGET_DIR",
        root.join("target")
            .join(format!("plant-{engine}-{}", plant.as_str())),
    );
}

/// glibc malloc settings for a fuzzing process: large blocks from the heap
/// (not `mmap`) and the heap never trimmed. Some executions build payloads
/// over a megabyte (the `max-payload` mutation class, long strings); with the
/// defaults each one was mapped, zero-filled by page faults and returned to
/// the kernel again, about half of the `structured` target's time under
/// libFuzzer (16k -> 33k exec/s on Interaction). Appended to any
/// `GLIBC_TUNABLES` already set; other C libraries ignore the variable.
pub const MALLOC_TUNABLES: &str =
    "glibc.malloc.mmap_threshold=33554432:glibc.malloc.trim_threshold=268435456";

fn keep_heap(cmd: &mut Command) {
    let t = match std::env::var("GLIBC_TUNABLES") {
        Ok(v) if !v.is_empty() => format!("{v}:{MALLOC_TUNABLES}"),
        _ => MALLOC_TUNABLES.to_string(),
    };
    cmd.env("GLIBC_TUNABLES", t);
}

fn plant_dir(root: &Path) -> PathBuf {
    root.join("target/fuzz-plant")
}

struct Progress {
    tty: bool,
    last: Instant,
}

impl Progress {
    fn new() -> Progress {
        Progress {
            tty: std::io::stderr().is_terminal(),
            last: Instant::now() - Duration::from_secs(60),
        }
    }
    fn line(&mut self, text: &str) {
        let every = if self.tty {
            Duration::from_millis(250)
        } else {
            Duration::from_secs(5)
        };
        if self.last.elapsed() < every {
            return;
        }
        self.last = Instant::now();
        if self.tty {
            eprint!("\r{text}   ");
        } else {
            eprintln!("{text}");
        }
        let _ = std::io::stderr().flush();
    }
    fn done(&self) {
        if self.tty {
            eprintln!();
        }
    }
}

// ------------------------------------------------------------------ stable

fn run_stable(opts: &Options, pairs: &[(String, String)], per: f64) -> Result<Vec<Row>, String> {
    let root = &opts.root;
    let mut cmd = Command::new("cargo");
    cmd.current_dir(root).args([
        "run",
        "--quiet",
        "--release",
        "-p",
        "npamp-fuzz-check",
        "--bin",
        "fuzz-driver",
    ]);
    if let Some(p) = opts.plant {
        plant_env(&mut cmd, root, p, "stable");
    }
    keep_heap(&mut cmd);
    cmd.arg("--").arg("--root").arg(root);
    let mut targets: Vec<&str> = pairs.iter().map(|p| p.0.as_str()).collect();
    targets.dedup();
    for t in targets {
        cmd.args(["--target", t]);
    }
    for c in &opts.channels {
        cmd.args(["--channel", c]);
    }
    cmd.args(["--time", &format!("{per:.3}")]);
    cmd.args(["--jobs", &opts.jobs.to_string()]);
    if !opts.minimize {
        cmd.arg("--no-minimize");
    }
    if opts.plant.is_some() {
        cmd.arg("--stop-on-first").arg("--no-corpus");
        cmd.arg("--artifacts").arg(plant_dir(root));
    }
    eprintln!(
        "fuzz: stable driver, {} pair(s) x {per:.1} s, {} thread(s){}",
        pairs.len(),
        opts.jobs,
        opts.plant
            .map(|p| format!(", planted bug {}", p.as_str()))
            .unwrap_or_default()
    );
    let mut child = cmd
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    let mut rows: Vec<Row> = Vec::new();
    if let Some(out) = child.stdout.take() {
        for line in BufReader::new(out).lines().map_while(Result::ok) {
            parse_driver_line(&line, &mut rows);
        }
    }
    let st = child.wait().map_err(|e| e.to_string())?;
    if rows.is_empty() {
        return Err(format!(
            "the stable driver produced no results (exit {:?})",
            st.code()
        ));
    }
    Ok(rows)
}

/// Parse one stdout line of `fuzz-driver` into `rows`.
pub fn parse_driver_line(line: &str, rows: &mut Vec<Row>) {
    let f: Vec<&str> = line.split('\t').collect();
    match f.as_slice() {
        ["RESULT", target, channel, execs, secs, corpus, dis, crashes, first, artifact, rules] => {
            let execs: u64 = execs.parse().unwrap_or(0);
            let secs: f64 = secs.parse().unwrap_or(0.0);
            rows.push(Row {
                target: target.to_string(),
                channel: channel.to_string(),
                engine: "stable".into(),
                execs,
                secs,
                exec_per_sec: if secs >= 0.01 {
                    execs as f64 / secs
                } else {
                    f64::NAN
                },
                coverage: None,
                corpus: corpus.parse().unwrap_or(0),
                findings: dis.parse::<u64>().unwrap_or(0) + crashes.parse::<u64>().unwrap_or(0),
                first_finding: first.parse().ok(),
                artifact: (*artifact != "-").then(|| PathBuf::from(artifact)),
                rules: if *rules == "-" {
                    Vec::new()
                } else {
                    rules.split(',').map(String::from).collect()
                },
                detail: None,
            });
        }
        ["FINDING", _target, _channel, hex] => {
            if let Some(r) = rows.last_mut() {
                r.detail = Some(format!("minimized input: {hex}"));
            }
        }
        _ => {
            if let (Some(r), Some(rest)) = (rows.last_mut(), line.strip_prefix('\t')) {
                let d = r.detail.get_or_insert_with(String::new);
                d.push('\n');
                d.push_str(rest);
            }
        }
    }
}

// --------------------------------------------------------------- libFuzzer

/// Install cargo-fuzz when `cargo +nightly fuzz` does not work.
pub fn ensure_cargo_fuzz() -> Result<(), String> {
    let ok = Command::new("cargo")
        .args(["+nightly", "fuzz", "--version"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if ok {
        return Ok(());
    }
    eprintln!("fuzz: installing cargo-fuzz (cargo install cargo-fuzz --locked)...");
    let st = Command::new("cargo")
        .args(["install", "cargo-fuzz", "--locked"])
        .status()
        .map_err(|e| format!("cannot run cargo install: {e}"))?;
    if st.success() {
        Ok(())
    } else {
        Err("cargo install cargo-fuzz failed".into())
    }
}

/// `cargo +nightly fuzz SUB` for TARGET on CHANNEL (`sub` = build, run,
/// tmin), built the way `opts.instrument` says; the caller appends the
/// target name and the rest.
pub(crate) fn cargo_fuzz(opts: &Options, sub: &str, target_name: &str, channel: &str) -> Command {
    let mut cmd = Command::new("cargo");
    cmd.current_dir(&opts.root)
        .args(["+nightly", "fuzz", sub, "--fuzz-dir"])
        .arg(opts.root.join("fuzz"))
        .args(["--sanitizer", opts.sanitizer.as_str()]);
    // CMP tracing per target (`Target::trace_compares`); the flag changes
    // RUSTFLAGS, so builds without it get target directories of their own
    // (`-nocmp`) instead of rebuilding everything on every switch.
    let cmp = target(target_name).is_none_or(|t| t.trace_compares);
    let drives = target(target_name)
        .map(|t| (t.drives)())
        .unwrap_or_default();
    let nocmp = if cmp { "" } else { "-nocmp" };
    let dir = |d: &str| opts.root.join("target").join(format!("{d}{nocmp}"));
    if !cmp {
        cmd.arg("--no-trace-compares");
    }
    let per_channel = per_channel_build(opts, target_name);
    if per_channel {
        let mut flags = std::env::var("RUSTFLAGS").unwrap_or_default();
        if !flags.is_empty() {
            flags.push(' ');
        }
        flags.push_str("-Coverflow-checks=on");
        // One target directory for every channel: switching channels
        // rebuilds the generated crate and what depends on it, not the rest.
        cmd.args(["-O", "--no-default-features"])
            .env("RUSTFLAGS", flags)
            .env("NPAMP_CHANNELS", channel)
            .env("CARGO_TARGET_DIR", dir("fuzz-channel"));
    } else if opts.instrument == Instrument::Channel && !drives.is_empty() {
        // A channel-free target that names the channels it drives: the
        // registry holds those alone (libFuzzer scans every counter after
        // each run; the other channels' code is never reached).
        cmd.env("NPAMP_CHANNELS", drives.join(","))
            .env("CARGO_TARGET_DIR", dir("fuzz-driven"));
    } else if opts.instrument != Instrument::All {
        // Its own target directory: switching the wrapper rebuilds everything.
        cmd.env("CARGO_TARGET_DIR", dir("fuzz-under-test"));
    } else if !cmp {
        cmd.env("CARGO_TARGET_DIR", dir("fuzz-all"));
    }
    if opts.instrument != Instrument::All {
        // `channel` builds too: the wrapper keeps the flags on the code under test.
        cmd.env(
            "RUSTC_WRAPPER",
            opts.root.join("fuzz/scripts/sancov-under-test.sh"),
        )
        .env("NPAMP_SANCOV_CRATES", under_test_crates());
    }
    if let Some(p) = opts.plant {
        let channel = if per_channel { "-channel" } else { "" };
        let engine = format!("libfuzzer{channel}{nocmp}");
        plant_env(&mut cmd, &opts.root, p, &engine); // its own target directory
    }
    cmd
}

/// Whether TARGET is built for one channel at a time ([`Instrument::Channel`]
/// and a target that takes a channel).
pub fn per_channel_build(opts: &Options, target_name: &str) -> bool {
    opts.instrument == Instrument::Channel && target(target_name).is_some_and(|t| !t.channel_free)
}

/// Build the libFuzzer binaries for PAIRS: once for every target built with
/// all channels, once per pair for per-channel builds (just before its run,
/// see [`build_pair`]).
pub(crate) fn build_shared(opts: &Options, pairs: &[(String, String)]) -> Result<(), String> {
    let mut built: Vec<&str> = Vec::new();
    for (t, ch) in pairs.iter().filter(|(t, _)| !per_channel_build(opts, t)) {
        if built.contains(&t.as_str()) {
            continue;
        }
        built.push(t);
        // One target per build: the targets' flags differ (`trace_compares`).
        eprintln!("fuzz: building {t} (cargo +nightly fuzz build)...");
        let mut cmd = cargo_fuzz(opts, "build", t, ch);
        cmd.arg(t);
        run_build(cmd, &format!("cargo fuzz build {t} failed"))?;
    }
    Ok(())
}

fn run_build(mut cmd: Command, failed: &str) -> Result<(), String> {
    let st = cmd
        .stdout(Stdio::null())
        .status()
        .map_err(|e| format!("cannot run cargo fuzz: {e}"))?;
    if st.success() {
        Ok(())
    } else {
        Err(failed.to_string())
    }
}

/// Build TARGET for CHANNEL alone when it is a per-channel build.
pub(crate) fn build_pair(opts: &Options, t: &str, ch: &str) -> Result<(), String> {
    if !per_channel_build(opts, t) {
        return Ok(());
    }
    eprintln!(
        "fuzz: building {t} for {ch} alone (cargo +nightly fuzz build, NPAMP_CHANNELS={ch})..."
    );
    let mut cmd = cargo_fuzz(opts, "build", t, ch);
    cmd.arg(t);
    run_build(
        cmd,
        &format!("cargo fuzz build {t} (NPAMP_CHANNELS={ch}) failed"),
    )
}

/// Numbers from one libFuzzer status line.
pub fn parse_status(line: &str, row: &mut Row) {
    let Some(rest) = line.strip_prefix('#') else {
        return;
    };
    let num: String = rest.chars().take_while(char::is_ascii_digit).collect();
    if let Ok(n) = num.parse() {
        row.execs = n;
    }
    let words: Vec<&str> = line.split_whitespace().collect();
    for w in words.windows(2) {
        let [k, v] = w else { continue };
        let first_num = |s: &str| -> Option<u64> {
            s.split('/')
                .next()
                .and_then(|x| x.trim_end_matches('b').parse().ok())
        };
        match *k {
            "cov:" => row.coverage = first_num(v).or(row.coverage),
            "corp:" => row.corpus = first_num(v).unwrap_or(row.corpus),
            "exec/s:" => row.exec_per_sec = v.parse().unwrap_or(row.exec_per_sec),
            _ => {}
        }
    }
}

fn run_libfuzzer(opts: &Options, pairs: &[(String, String)], per: f64) -> Result<Vec<Row>, String> {
    ensure_cargo_fuzz()?;
    let root = &opts.root;
    let logs = root.join("target/fuzz-logs");
    std::fs::create_dir_all(&logs).map_err(|e| e.to_string())?;
    build_shared(opts, pairs)?;
    let secs = per.ceil().max(1.0) as u64;
    let mut rows = Vec::new();
    for (t, ch) in pairs {
        let pair = format!("{t}-{ch}");
        let (corpus, artifacts) = match opts.plant {
            Some(_) => (
                plant_dir(root).join("corpus").join(&pair),
                plant_dir(root).join(&pair),
            ),
            None => (
                root.join("fuzz/corpus").join(&pair),
                root.join("fuzz/artifacts").join(&pair),
            ),
        };
        let seeds = root.join("fuzz/seeds").join(&pair);
        for d in [&corpus, &artifacts, &seeds] {
            std::fs::create_dir_all(d).map_err(|e| e.to_string())?;
        }
        build_pair(opts, t, ch)?;
        let mut cmd = cargo_fuzz(opts, "run", t, ch);
        keep_heap(&mut cmd);
        cmd.env("NPAMP_FUZZ_CHANNEL", ch)
            .arg(t)
            .arg(&corpus)
            .arg(&seeds)
            .arg("--")
            .arg(format!("-max_total_time={secs}"))
            .arg(format!(
                "-dict={}",
                root.join("fuzz/dict/cbor.dict").display()
            ))
            .arg("-print_final_stats=1")
            .arg(format!("-artifact_prefix={}/", artifacts.display()));
        if opts.jobs > 1 {
            cmd.arg(format!("-fork={}", opts.jobs));
        }
        let mut child = cmd
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot run cargo fuzz: {e}"))?;
        let log_path = logs.join(format!("{pair}.log"));
        let mut log = std::fs::File::create(&log_path).map_err(|e| e.to_string())?;
        let mut row = Row {
            target: t.clone(),
            channel: ch.clone(),
            engine: "libfuzzer".into(),
            ..Row::default()
        };
        let launched = Instant::now();
        let mut started: Option<Instant> = None;
        let mut crash: Option<String> = None;
        let mut panic_text: Vec<String> = Vec::new();
        let mut in_panic = false;
        let mut final_rate: Option<f64> = None;
        let mut progress = Progress::new();
        if let Some(err) = child.stderr.take() {
            for line in BufReader::new(err).lines().map_while(Result::ok) {
                let _ = writeln!(log, "{line}");
                if started.is_none() && line.starts_with("INFO: Seed:") {
                    started = Some(Instant::now());
                }
                parse_status(&line, &mut row);
                if let Some(v) = line.strip_prefix("stat::number_of_executed_units:") {
                    row.execs = v.trim().parse().unwrap_or(row.execs);
                }
                if let Some(v) = line.strip_prefix("stat::average_exec_per_sec:") {
                    final_rate = v.trim().parse().ok();
                }
                let el = started.unwrap_or(launched).elapsed().as_secs_f64();
                if line.contains("panicked at") {
                    in_panic = true;
                    row.first_finding.get_or_insert(el);
                } else if in_panic {
                    if line.starts_with("note:") || line.starts_with("==") || line.is_empty() {
                        in_panic = false;
                    } else {
                        panic_text.push(line.clone());
                    }
                }
                if line.contains("deadly signal") || line.contains("ERROR: libFuzzer") {
                    row.first_finding.get_or_insert(el);
                }
                if let Some(p) = line.split("Test unit written to ").nth(1) {
                    crash = Some(p.trim().to_string());
                }
                progress.line(&format!(
                    "[libfuzzer] {pair} {el:.1}s execs {} ({:.0}/s) cov {} corpus {}",
                    row.execs,
                    row.exec_per_sec,
                    row.coverage.map_or("-".into(), |c| c.to_string()),
                    row.corpus
                ));
            }
        }
        progress.done();
        let status = child.wait().map_err(|e| e.to_string())?;
        row.secs = started.map_or(0.0, |s| s.elapsed().as_secs_f64());
        if let Some(r) = final_rate.filter(|r| *r > 0.0) {
            row.exec_per_sec = r;
        }
        if !status.success() || crash.is_some() {
            row.findings = 1;
            let mut detail = panic_text.join("\n");
            if let Some(cf) = &crash {
                let cf = PathBuf::from(cf);
                let min = if opts.minimize {
                    tmin(opts, t, ch, &cf, &artifacts)
                } else {
                    None
                };
                let path = min.unwrap_or(cf);
                if let Ok(b) = std::fs::read(&path) {
                    detail.push_str(&format!(
                        "\nminimized input ({} bytes): {}",
                        b.len(),
                        crate::hex(&b)
                    ));
                }
                row.artifact = Some(path);
            }
            detail.push_str(&format!("\nfull log: {}", log_path.display()));
            row.detail = Some(detail);
        }
        // Rules reached: replay the corpus in-process (without any planted bug).
        row.rules = rules_of(t, ch, &[corpus.clone(), seeds.clone()]);
        rows.push(row);
    }
    Ok(rows)
}

fn tmin(
    opts: &Options,
    target: &str,
    channel: &str,
    crash: &Path,
    artifacts: &Path,
) -> Option<PathBuf> {
    eprintln!("fuzz: minimizing {} (cargo fuzz tmin)...", crash.display());
    let crash = if crash.is_absolute() {
        crash.to_path_buf()
    } else {
        opts.root.join(crash)
    };
    let name = crash.file_name()?.to_str()?.to_string();
    let out = artifacts.join(format!("minimized-from-{name}"));
    let _ = cargo_fuzz(opts, "tmin", target, channel)
        .env("NPAMP_FUZZ_CHANNEL", channel)
        .arg(target)
        .arg(&crash)
        .args(["--runs", "2000", "--"])
        .arg(format!("-exact_artifact_path={}", out.display()))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status();
    out.is_file().then_some(out)
}

/// The rules both sides agree on over every input under `dirs`.
pub fn rules_of(target_name: &str, channel: &str, dirs: &[PathBuf]) -> Vec<String> {
    crate::reset_reached();
    for (_, data) in driver::load_dirs(dirs) {
        let _ = crate::replay(target_name, channel, &data);
    }
    let _ = crate::take_signature();
    crate::reached_rules()
        .iter()
        .map(|r| r.as_str().to_string())
        .collect()
}

// ------------------------------------------------------------------ report

/// The final table.
pub fn table(rows: &[Row], plant: bool) -> String {
    let mut out = format!(
        "\n{:<11} {:<12} {:<9} {:>10} {:>8} {:>6} {:>6} {:>8}",
        "target", "channel", "engine", "execs", "exec/s", "cov", "corpus", "findings"
    );
    if plant {
        out.push_str(&format!(" {:>9}", "first (s)"));
    }
    out.push_str("  rules reached\n");
    for r in rows {
        out.push_str(&format!(
            "{:<11} {:<12} {:<9} {:>10} {:>8} {:>6} {:>6} {:>8}",
            r.target,
            r.channel,
            r.engine,
            r.execs,
            if r.exec_per_sec.is_finite() {
                format!("{:.0}", r.exec_per_sec)
            } else {
                "-".into()
            },
            r.coverage.map_or("-".into(), |c| c.to_string()),
            r.corpus,
            r.findings
        ));
        if plant {
            out.push_str(&format!(
                " {:>9}",
                r.first_finding.map_or("-".into(), |t| format!("{t:.2}"))
            ));
        }
        out.push_str(&format!("  {} {}\n", r.rules.len(), r.rules.join(" ")));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_libfuzzer_status_lines() {
        let mut r = Row::default();
        parse_status(
            "#65536\tpulse  cov: 1234 ft: 2345 corp: 57/2190b lim: 4096 exec/s: 21845 rss: 51Mb",
            &mut r,
        );
        assert_eq!((r.execs, r.coverage, r.corpus), (65536, Some(1234), 57));
        assert_eq!(r.exec_per_sec, 21845.0);
    }

    #[test]
    fn parses_driver_lines() {
        let mut rows = Vec::new();
        for l in [
            "RESULT\tdecode\tinteraction\t1000\t2.000\t12\t1\t0\t0.500\t/tmp/a\tkey-order,truncated",
            "FINDING\tdecode\tinteraction\ta0",
            "\tdisagreement: x",
        ] {
            parse_driver_line(l, &mut rows);
        }
        assert_eq!(rows.len(), 1);
        assert_eq!(rows[0].exec_per_sec, 500.0);
        assert_eq!(rows[0].rules, ["key-order", "truncated"]);
        assert_eq!(
            rows[0].detail.as_deref(),
            Some("minimized input: a0\ndisagreement: x")
        );
    }

    #[test]
    fn names_round_trip_and_unknown_ones_are_refused() {
        for p in Plant::ALL {
            assert_eq!(Plant::from_name(p.as_str()), Ok(p));
        }
        for e in [Engine::Auto, Engine::LibFuzzer, Engine::Stable] {
            assert_eq!(Engine::from_name(e.as_str()), Ok(e));
        }
        for z in [Sanitizer::None, Sanitizer::Address] {
            assert_eq!(Sanitizer::from_name(z.as_str()), Ok(z));
        }
        let e = Plant::from_name("nope").unwrap_err();
        assert!(e.contains("cross-relation"), "{e}");
        assert!(Engine::from_name("afl").is_err());
        assert!(Sanitizer::from_name("memory").is_err());
        for i in Instrument::ALL {
            assert_eq!(Instrument::from_name(i.as_str()), Ok(i));
        }
        assert!(Instrument::from_name("some").is_err());
        let mut o = Options::new(PathBuf::from("/r"));
        o.targets = vec!["decode".into()];
        o.channels = vec!["workflow".into()];
        assert_eq!(pairs(&o), [("decode".to_string(), "workflow".to_string())]);
        o.channels = vec!["nope".into()];
        assert!(validate(&o).is_err());
    }

    #[test]
    fn channel_builds_restrict_the_registry_to_the_fuzzed_channel() {
        let env = |c: &Command, k: &str| {
            c.get_envs()
                .find(|(n, _)| *n == k)
                .and_then(|(_, v)| v.map(|v| v.to_string_lossy().into_owned()))
        };
        let args = |c: &Command| -> Vec<String> {
            c.get_args()
                .map(|a| a.to_string_lossy().into_owned())
                .collect()
        };
        let mut o = Options::new(PathBuf::from("/r"));
        assert_eq!(o.instrument, Instrument::Channel, "the default");
        let c = cargo_fuzz(&o, "build", "decode", "workflow");
        assert_eq!(env(&c, "NPAMP_CHANNELS").as_deref(), Some("workflow"));
        assert_eq!(
            env(&c, "CARGO_TARGET_DIR").as_deref(),
            Some("/r/target/fuzz-channel")
        );
        assert!(!args(&c).contains(&"--no-trace-compares".into()));
        // `structured` draws from the schema, not from compared input bytes:
        // no CMP tracing, in a target directory of its own.
        let c = cargo_fuzz(&o, "build", "structured", "workflow");
        assert!(args(&c).contains(&"--no-trace-compares".into()));
        assert_eq!(
            env(&c, "CARGO_TARGET_DIR").as_deref(),
            Some("/r/target/fuzz-channel-nocmp")
        );
        assert_eq!(env(&c, "NPAMP_CHANNELS").as_deref(), Some("workflow"));
        assert!(env(&c, "RUSTFLAGS").is_some_and(|f| f.contains("-Coverflow-checks=on")));
        assert!(env(&c, "RUSTC_WRAPPER").is_some());
        let a = args(&c);
        assert!(a.contains(&"-O".into()) && a.contains(&"--no-default-features".into()));
        // A channel-free target that names the channels it drives (the
        // harness's) is built with those alone, and with its features.
        if let Some(t) = target("exchange") {
            let c = cargo_fuzz(&o, "build", "exchange", crate::CHANNEL_FREE);
            let drives = (t.drives)();
            assert!(!drives.is_empty());
            assert_eq!(env(&c, "NPAMP_CHANNELS"), Some(drives.join(",")));
            assert_eq!(
                env(&c, "CARGO_TARGET_DIR").as_deref(),
                Some("/r/target/fuzz-driven-nocmp")
            );
            assert!(!args(&c).contains(&"--no-default-features".into()));
        }
        o.instrument = Instrument::UnderTest;
        let c = cargo_fuzz(&o, "build", "decode", "workflow");
        assert_eq!(env(&c, "NPAMP_CHANNELS"), None);
        assert_eq!(
            env(&c, "CARGO_TARGET_DIR").as_deref(),
            Some("/r/target/fuzz-under-test")
        );
        o.instrument = Instrument::All;
        let c = cargo_fuzz(&o, "build", "decode", "workflow");
        assert_eq!(env(&c, "RUSTC_WRAPPER"), None);
        assert_eq!(env(&c, "CARGO_TARGET_DIR"), None);
        let c = cargo_fuzz(&o, "build", "cross", "workflow");
        assert_eq!(
            env(&c, "CARGO_TARGET_DIR").as_deref(),
            Some("/r/target/fuzz-all-nocmp")
        );
    }

    #[test]
    fn under_test_names_every_target_binary() {
        let c = under_test_crates();
        for t in TARGETS {
            assert!(c.split(' ').any(|x| x == t.name), "{} missing: {c}", t.name);
        }
        assert!(c.split(' ').any(|x| x == "npamp_generated"));
    }
}
