//! A fuzzing campaign over (target, channel) pairs — everything `cargo xtask
//! fuzz` does, so that xtask stays a thin argument forwarder:
//!
//! ```ignore
//! let mut opts = npamp_campaign::campaign::Options::new(root);
//! opts.engine = Engine::from_name("stable")?; // xtask parses its flags with clap
//! let summary = npamp_campaign::campaign::run(&opts)?;
//! std::process::exit(summary.exit_code);
//! ```
//!
//! * The plan first ([`plan`]): pairs, how many at a time, fuzzing seconds
//!   per pair, the builds and what they will cost. `time` is fuzzing time:
//!   every pair gets `time * jobs / pairs` seconds.
//! * engine `libfuzzer` (`auto` picks it when `cargo +nightly` works): installs
//!   cargo-fuzz when missing (saying so first), builds each configuration once
//!   into its own cached output ([`build`]), then fuzzes `jobs` pairs at a
//!   time, each its binary run directly on `fuzz/corpus/<pair>` and
//!   `fuzz/seeds/<pair>` ([`libfuzzer`]); a crash is minimized
//!   (`-minimize_crash=1`) and copied to `fuzz/artifacts/<pair>/`;
//! * engine `stable`: the `fuzz-driver` binary (release), every pair in turn
//!   on `jobs` threads.
//!
//! Progress ([`live`]): a live line per running build and pair, from the
//! engine's own status; spinners on a terminal, plain lines every few
//! seconds otherwise. Ctrl-C stops the campaign and still prints the table.
//! The final table: target, channel, engine, execs, exec/s, coverage,
//! features, corpus, findings, rules reached, and totals. Findings exit 1,
//! and so does a pair that ran no execution; with `plant`, exit 0 iff the
//! planted bug was found.

pub mod build;
pub mod libfuzzer;
pub mod live;

use crate::driver;
use crate::CampaignError;
use live::Live;
use npamp_fuzz_check::{channels_for, target, Chan, TARGETS};
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

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
    pub fn from_name(s: &str) -> Result<Engine, CampaignError> {
        [Engine::Auto, Engine::LibFuzzer, Engine::Stable]
            .into_iter()
            .find(|e| e.as_str() == s)
            .ok_or_else(|| CampaignError::unknown("engine", s, "auto, libfuzzer, stable"))
    }
}

/// A TEST-ONLY planted bug in the generated codecs (`--cfg npamp_plant="..."`;
/// the list, and where each sits, is in `crates/runtime/src/plant.rs`).
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
    /// `format` (a text format) is not checked.
    Format,
}

impl Plant {
    pub const ALL: [Plant; 12] = [
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
        Plant::Format,
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
            Plant::Format => "format",
        }
    }
    pub fn from_name(s: &str) -> Result<Plant, CampaignError> {
        Plant::ALL
            .into_iter()
            .find(|p| p.as_str() == s)
            .ok_or_else(|| {
                CampaignError::unknown("plant", s, Plant::ALL.map(Plant::as_str).join(", "))
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
    pub fn from_name(s: &str) -> Result<Sanitizer, CampaignError> {
        [Sanitizer::None, Sanitizer::Address]
            .into_iter()
            .find(|z| z.as_str() == s)
            .ok_or_else(|| CampaignError::unknown("sanitizer", s, "none, address"))
    }
}

/// Which crates libFuzzer's SanitizerCoverage instruments, and how many
/// builds that takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Instrument {
    /// [`Instrument::Shared`] when each pair fuzzes for less than
    /// [`LONG_PAIR_SECS`], else [`Instrument::Channel`]: a short run should
    /// not spend its time building, a long one gains exec/s from
    /// per-channel builds that repay their build time.
    Auto,
    /// One build for every target and channel, the code under test
    /// instrumented ([`under_test_crates`]), CMP tracing on for all: the
    /// fewest builds (one cargo invocation, ~2 min cold on 2 cores).
    Shared,
    /// The code under test of the fuzzed channel only: one build per
    /// (target, channel) with the registry restricted to that channel
    /// (`NPAMP_CHANNELS`, see `generated/build.rs`), without the `exchange`
    /// target's harness, and without debug assertions (`cargo fuzz -O`) but
    /// with overflow checks. libFuzzer scans and clears every 8-bit counter
    /// after each run, so its per-execution cost grows with the instrumented
    /// code: ~6k counters instead of ~95k for ten channels (decode on
    /// Interaction 34.6k -> 102k exec/s). A channel-free target is built with
    /// the channels it drives (`Target::drives`), otherwise as
    /// [`Instrument::UnderTest`]. CMP tracing per target (`trace_compares`).
    Channel,
    /// The code under test of every channel ([`under_test_crates`])
    /// (`fuzz/scripts/sancov-under-test.sh` drops the flags from the rest);
    /// CMP tracing per target (two builds).
    UnderTest,
    /// Every crate, the oracle included (what cargo-fuzz does by itself, and
    /// what the ClusterFuzzLite / OSS-Fuzz build uses).
    All,
}

/// Seconds of fuzzing per pair from which [`Instrument::Auto`] builds per
/// channel: a per-channel build costs 30-40 s warm, under 15% of such a run.
pub const LONG_PAIR_SECS: f64 = 300.0;

impl Instrument {
    pub const ALL: [Instrument; 5] = [
        Instrument::Auto,
        Instrument::Shared,
        Instrument::Channel,
        Instrument::UnderTest,
        Instrument::All,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Instrument::Auto => "auto",
            Instrument::Shared => "shared",
            Instrument::Channel => "channel",
            Instrument::UnderTest => "under-test",
            Instrument::All => "all",
        }
    }

    pub fn from_name(s: &str) -> Result<Instrument, CampaignError> {
        Instrument::ALL
            .into_iter()
            .find(|i| i.as_str() == s)
            .ok_or_else(|| {
                CampaignError::unknown(
                    "instrumentation",
                    s,
                    Instrument::ALL.map(Instrument::as_str).join(", "),
                )
            })
    }

    /// What [`Instrument::Auto`] means for pairs of `per_pair` seconds.
    pub fn resolve(self, per_pair: f64) -> Instrument {
        match self {
            Instrument::Auto if per_pair >= LONG_PAIR_SECS => Instrument::Channel,
            Instrument::Auto => Instrument::Shared,
            i => i,
        }
    }
}

/// The crates `Instrument::UnderTest` keeps instrumented: the generated
/// codecs and their runtime, the harness (what the `exchange` target drives) and every target
/// binary (named as its target).
pub fn under_test_crates() -> String {
    let mut crates = vec![
        "npamp_generated",
        "npamp_runtime",
        "npamp_harness",
        "npamp_companions",
    ];
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
    /// Fuzzing time of the whole campaign (builds not counted): each pair
    /// gets `time * jobs / pairs` (at least 1 s).
    pub time: Duration,
    /// libFuzzer: pairs fuzzed at once; stable: threads per pair.
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
    /// Defaults: every target and channel, [`DEFAULT_TIME_SECS`] of
    /// fuzzing, one job per core, auto engine and instrumentation.
    pub fn new(root: PathBuf) -> Options {
        Options {
            root,
            targets: Vec::new(),
            channels: Vec::new(),
            time: Duration::from_secs(DEFAULT_TIME_SECS),
            jobs: default_jobs(),
            engine: Engine::Auto,
            plant: None,
            sanitizer: Sanitizer::None,
            instrument: Instrument::Auto,
            minimize: true,
        }
    }
}

/// The default fuzzing time: on a fresh clone on 2 cores the whole default
/// run (xtask build ~2.5 min, cargo-fuzz install ~1 min, the shared libFuzzer
/// build ~2 min, then this) ends within 12 minutes, and every one of the 27
/// pairs fuzzes for ~18 s.
pub const DEFAULT_TIME_SECS: u64 = 240;

/// The machine's cores.
pub fn default_jobs() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
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
    /// libFuzzer's `ft` (features).
    pub features: Option<u64>,
    /// The build configuration (`target/fuzz/<build>`; `stable`).
    pub build: String,
    /// Stopped by Ctrl-C before its time was up.
    pub interrupted: bool,
    pub corpus: u64,
    pub findings: u64,
    /// Seconds of fuzzing to the first finding.
    pub first_finding: Option<f64>,
    pub artifact: Option<PathBuf>,
    /// Rule names both sides agreed on.
    pub rules: Vec<String>,
    /// Behaviour requirement ids the monitor saw exercised (`exchange`).
    pub requirements: Vec<String>,
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
pub fn run(opts: &Options) -> Result<Summary, CampaignError> {
    validate(opts).map_err(CampaignError::Usage)?;
    live::catch_interrupt();
    let live = Live::new();
    let engine = match opts.engine {
        Engine::Auto if nightly_available() => Engine::LibFuzzer,
        Engine::Auto => {
            live.println("fuzz: no nightly toolchain; using the stable in-process driver");
            Engine::Stable
        }
        e => e,
    };
    let pairs = pairs(opts);
    if pairs.is_empty() {
        return Err(CampaignError::Usage("fuzz: nothing to run".into()));
    }
    let p = plan(opts, engine, &pairs);
    live.println(&p.text);
    let mut rows = match engine {
        Engine::LibFuzzer => libfuzzer::run(opts, p.instrument, &pairs, p.secs_per_pair, &live)
            .map_err(CampaignError::Tool)?,
        _ => run_stable(opts, &pairs, p.secs_per_pair as f64).map_err(CampaignError::Tool)?,
    };
    if opts.plant.is_some() {
        confirm_planted(&mut rows);
    }
    let interrupted = live::interrupted();
    print!("{}", table(&rows, opts.plant.is_some()));
    if interrupted {
        println!(
            "\ninterrupted: {} of {} pair(s) ran",
            rows.len(),
            pairs.len()
        );
    }
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
    let idle: Vec<String> = rows
        .iter()
        .filter(|r| r.execs == 0 && !r.interrupted)
        .map(|r| format!("{}-{}", r.target, r.channel))
        .collect();
    if !idle.is_empty() {
        println!(
            "\nERROR: {} pair(s) ran no execution: {} (their logs: target/fuzz-logs/)",
            idle.len(),
            idle.join(", ")
        );
    }
    let exit_code = match opts.plant {
        Some(p) => plant_verdict(p, engine, &found, rows.len()),
        None => i32::from(!found.is_empty() || !idle.is_empty() || interrupted),
    };
    Ok(Summary {
        engine,
        rows,
        exit_code,
    })
}

/// Exit code of a planted-bug run: 0 iff a pair found it.
fn plant_verdict(p: Plant, engine: Engine, found: &[&Row], pairs: usize) -> i32 {
    let first = found
        .iter()
        .filter_map(|r| r.first_finding.map(|t| (t, r)))
        .min_by(|a, b| a.0.total_cmp(&b.0));
    match first {
        Some((t, r)) => {
            println!(
                "\nplanted bug `{}` found by {}/{pairs} pair(s); earliest: {}-{} after {t:.2} s ({})",
                p.as_str(),
                found.len(),
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

/// What a campaign will do, printed before it starts.
#[derive(Debug, Clone)]
pub struct Plan {
    /// The instrumentation after [`Instrument::resolve`].
    pub instrument: Instrument,
    /// Fuzzing seconds of each pair.
    pub secs_per_pair: u64,
    pub text: String,
}

/// The plan of a campaign: pairs, concurrency, fuzzing time per pair, and
/// (libFuzzer) the builds it needs with their expected cost.
pub fn plan(opts: &Options, engine: Engine, pairs: &[(String, String)]) -> Plan {
    let jobs = opts.jobs.max(1);
    let total = opts.time.as_secs_f64();
    // libFuzzer runs `jobs` pairs at once; stable runs one pair on `jobs` threads.
    let at_once = match engine {
        Engine::LibFuzzer => jobs.min(pairs.len()),
        _ => 1,
    };
    let per = total * at_once as f64 / pairs.len() as f64;
    let secs = per.round().max(1.0) as u64;
    let instrument = opts.instrument.resolve(secs as f64);
    let mut by_target: Vec<(String, usize)> = Vec::new();
    for (t, _) in pairs {
        match by_target.iter_mut().find(|(n, _)| n == t) {
            Some((_, k)) => *k += 1,
            None => by_target.push((t.clone(), 1)),
        }
    }
    let counts: Vec<String> = by_target.iter().map(|(t, k)| format!("{t} x{k}")).collect();
    let mut text = format!(
        "fuzz: plan: engine {}, {} pair(s) ({}), {at_once} at a time, {secs} s of fuzzing each, ~{} s of fuzzing in all",
        engine.as_str(),
        pairs.len(),
        counts.join(", "),
        (secs as usize * pairs.len()).div_ceil(at_once),
    );
    if let Some(p) = opts.plant {
        text.push_str(&format!(", planted bug {}", p.as_str()));
    }
    if engine == Engine::LibFuzzer {
        let why = match opts.instrument {
            Instrument::Auto if instrument == Instrument::Channel => format!(
                " (auto: pairs of {LONG_PAIR_SECS:.0} s or more repay per-channel builds)"
            ),
            Instrument::Auto => format!(
                " (auto: pairs under {LONG_PAIR_SECS:.0} s fuzz from one build; --instrument channel for per-channel builds)"
            ),
            _ => String::new(),
        };
        text.push_str(&format!(
            "\nfuzz: instrumentation {}{why}",
            instrument.as_str()
        ));
        let newest = build::newest_input(&opts.root);
        let mut builds: Vec<(build::Build, Vec<&str>)> = Vec::new();
        for (t, ch) in pairs {
            let b = build::Build::of(opts, instrument, t, ch);
            match builds.iter_mut().find(|(x, _)| x.key == b.key) {
                Some((_, chs)) => chs.push(ch),
                None => builds.push((b, vec![ch])),
            }
        }
        for (b, chs) in &builds {
            text.push_str(&format!(
                "\nfuzz: build target/fuzz/{}: {}",
                b.key,
                build::expected_cost(opts, b, chs, newest)
            ));
        }
    } else {
        text.push_str("\nfuzz: build: cargo build --release -p xtask -p npamp-campaign --bin fuzz-driver (cargo's output follows; a no-op when current)");
    }
    Plan {
        instrument,
        secs_per_pair: secs,
        text,
    }
}

/// A planted-bug finding counts only when this (unplanted) build agrees on
/// its input: otherwise it is a real disagreement, not the planted bug.
fn confirm_planted(rows: &mut [Row]) {
    for r in rows.iter_mut().filter(|r| r.findings > 0) {
        let data = r.artifact.as_ref().and_then(|p| std::fs::read(p).ok());
        let unplanted_ok = data
            .as_deref()
            .and_then(|d| npamp_fuzz_check::replay(&r.target, &r.channel, d))
            .is_some_and(|res| res.is_ok());
        if !unplanted_ok {
            r.findings = 0;
            r.first_finding = None;
            let d = r.detail.get_or_insert_with(String::new);
            d.push_str("\n(not the planted bug: the unplanted build fails on it too)");
        }
    }
}

/// The stable driver's target directory: its own per plant (the plant is
/// a `--cfg`), else the one `cargo xtask` builds in.
fn stable_target_dir(root: &Path, plant: Option<Plant>) -> PathBuf {
    match plant {
        Some(p) => root
            .join("target")
            .join(format!("plant-stable-{}", p.as_str())),
        None => std::env::var_os("CARGO_TARGET_DIR")
            .map(PathBuf::from)
            .map(|d| if d.is_absolute() { d } else { root.join(d) })
            .unwrap_or_else(|| root.join("target")),
    }
}

/// Build `fuzz-driver` in release, together with xtask so that the two share
/// every dependency (one feature set: a build of the driver alone rebuilt
/// half the workspace). Cargo's own output is the build's progress.
fn build_stable(opts: &Options) -> Result<PathBuf, String> {
    let dir = stable_target_dir(&opts.root, opts.plant);
    let mut cmd = Command::new("cargo");
    cmd.current_dir(&opts.root)
        .args(["build", "--release", "-p", "xtask", "-p", "npamp-campaign"])
        .args(["--bin", "fuzz-driver"])
        .env("CARGO_TARGET_DIR", &dir);
    if let Some(p) = opts.plant {
        let mut flags = std::env::var("RUSTFLAGS").unwrap_or_default();
        build::append(&mut flags, &format!("--cfg npamp_plant=\"{}\"", p.as_str()));
        cmd.env("RUSTFLAGS", flags);
    }
    let st = cmd.status().map_err(|e| format!("cannot run cargo: {e}"))?;
    if !st.success() {
        return Err("cargo build of fuzz-driver failed".into());
    }
    Ok(dir.join("release").join("fuzz-driver"))
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

/// `GLIBC_TUNABLES` for a fuzzing process: any already set, then ours.
pub fn glibc_tunables() -> String {
    match std::env::var("GLIBC_TUNABLES") {
        Ok(v) if !v.is_empty() => format!("{v}:{MALLOC_TUNABLES}"),
        _ => MALLOC_TUNABLES.to_string(),
    }
}

fn plant_dir(root: &Path) -> PathBuf {
    root.join("target/fuzz-plant")
}

// ------------------------------------------------------------------ stable

fn run_stable(opts: &Options, pairs: &[(String, String)], per: f64) -> Result<Vec<Row>, String> {
    let root = &opts.root;
    let driver = build_stable(opts)?;
    let mut cmd = Command::new(&driver);
    cmd.current_dir(root);
    cmd.env("GLIBC_TUNABLES", glibc_tunables());
    cmd.arg("--root").arg(root);
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
    let mut child = cmd
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", driver.display()))?;
    let _guard = live::ChildGuard::new(child.id());
    let mut rows: Vec<Row> = Vec::new();
    if let Some(out) = child.stdout.take() {
        for line in BufReader::new(out).lines().map_while(Result::ok) {
            parse_driver_line(&line, &mut rows);
        }
    }
    let st = child.wait().map_err(|e| e.to_string())?;
    if live::interrupted() {
        if let Some(r) = rows.last_mut() {
            r.interrupted = true;
        }
        return Ok(rows);
    }
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
        ["RESULT", target, channel, execs, secs, corpus, dis, crashes, first, artifact, rules, reqs] =>
        {
            let execs: u64 = execs.parse().unwrap_or(0);
            let secs: f64 = secs.parse().unwrap_or(0.0);
            rows.push(Row {
                target: target.to_string(),
                channel: channel.to_string(),
                engine: "stable".into(),
                build: "stable".into(),
                execs,
                secs,
                exec_per_sec: if secs >= 0.01 {
                    execs as f64 / secs
                } else {
                    f64::NAN
                },
                coverage: None,
                features: None,
                interrupted: false,
                corpus: corpus.parse().unwrap_or(0),
                findings: dis.parse::<u64>().unwrap_or(0) + crashes.parse::<u64>().unwrap_or(0),
                first_finding: first.parse().ok(),
                artifact: (*artifact != "-").then(|| PathBuf::from(artifact)),
                rules: if *rules == "-" {
                    Vec::new()
                } else {
                    rules.split(',').map(String::from).collect()
                },
                requirements: if *reqs == "-" {
                    Vec::new()
                } else {
                    reqs.split(',').map(String::from).collect()
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

/// The rules both sides agree on over every input under `dirs`, and the
/// behaviour requirements the monitor saw exercised.
pub fn rules_of(target_name: &str, channel: &str, dirs: &[PathBuf]) -> (Vec<String>, Vec<String>) {
    npamp_fuzz_check::reset_reached();
    for (_, data) in driver::load_dirs(dirs) {
        let _ = npamp_fuzz_check::replay(target_name, channel, &data);
    }
    let _ = npamp_fuzz_check::take_signature();
    let rules = npamp_fuzz_check::reached_rules()
        .iter()
        .map(|r| r.as_str().to_string())
        .collect();
    (rules, npamp_fuzz_check::reached_requirements())
}

// ------------------------------------------------------------------ report

/// The final table.
pub fn table(rows: &[Row], plant: bool) -> String {
    let opt = |v: Option<u64>| v.map_or("-".into(), |c| c.to_string());
    let rate = |execs: u64, secs: f64, r: f64| {
        if r.is_finite() && r > 0.0 {
            format!("{r:.0}")
        } else if secs >= 0.01 {
            format!("{:.0}", execs as f64 / secs)
        } else {
            "-".into()
        }
    };
    let mut out = format!(
        "\n{:<11} {:<12} {:<9} {:>6} {:>11} {:>8} {:>6} {:>6} {:>6} {:>8}",
        "target", "channel", "engine", "secs", "execs", "exec/s", "cov", "ft", "corpus", "findings"
    );
    if plant {
        out.push_str(&format!(" {:>9}", "first (s)"));
    }
    out.push_str("  rules reached\n");
    for r in rows {
        out.push_str(&format!(
            "{:<11} {:<12} {:<9} {:>6.1} {:>11} {:>8} {:>6} {:>6} {:>6} {:>8}",
            r.target,
            r.channel,
            r.engine,
            r.secs,
            r.execs,
            rate(r.execs, r.secs, r.exec_per_sec),
            opt(r.coverage),
            opt(r.features),
            r.corpus,
            r.findings
        ));
        if plant {
            out.push_str(&format!(
                " {:>9}",
                r.first_finding.map_or("-".into(), |t| format!("{t:.2}"))
            ));
        }
        out.push_str(&format!("  {} {}", r.rules.len(), r.rules.join(" ")));
        if !r.requirements.is_empty() {
            // A refused frame in an exchange reaches the schema rule that
            // refused it, not a behaviour requirement: counted apart.
            let known = requirement_ids(&r.channel);
            let reached = r
                .requirements
                .iter()
                .filter(|id| known.contains(*id))
                .count();
            out.push_str(&format!(
                "{}{reached} behaviour requirements of {}",
                if r.rules.is_empty() { "+ " } else { " + " },
                known.len()
            ));
            let refusals = r.requirements.len() - reached;
            if refusals > 0 {
                out.push_str(&format!(" (and {refusals} schema rules refused in flight)"));
            }
        }
        if r.interrupted {
            out.push_str("  (interrupted)");
        } else if r.execs == 0 {
            out.push_str("  ERROR: no execution ran");
        }
        out.push('\n');
    }
    let execs: u64 = rows.iter().map(|r| r.execs).sum();
    let secs: f64 = rows.iter().map(|r| r.secs).sum();
    let findings: u64 = rows.iter().map(|r| r.findings).sum();
    let corpus: u64 = rows.iter().map(|r| r.corpus).sum();
    out.push_str(&format!(
        "{:<11} {:<12} {:<9} {:>6.1} {:>11} {:>8} {:>6} {:>6} {:>6} {:>8}\n",
        "total",
        format!("{} pairs", rows.len()),
        "",
        secs,
        execs,
        rate(execs, secs, f64::NAN),
        "",
        "",
        corpus,
        findings
    ));
    out
}

/// The behaviour requirement ids of `channel` (all channels' for the
/// channel-free exchange target).
fn requirement_ids(channel: &str) -> std::collections::BTreeSet<String> {
    npamp_harness::endpoint::channels()
        .iter()
        .filter(|m| channel == npamp_fuzz_check::CHANNEL_FREE || m.channel.module == channel)
        .flat_map(|m| npamp_harness::machine::requirements(m))
        .map(|r| r.id)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_driver_lines() {
        let mut rows = Vec::new();
        for l in [
            "RESULT\tdecode\tinteraction\t1000\t2.000\t12\t1\t0\t0.500\t/tmp/a\tkey-order,truncated\t-",
            "FINDING\tdecode\tinteraction\ta0",
            "\tdisagreement: x",
            "RESULT\texchange\tall\t10\t1.000\t1\t0\t0\t-\t-\t-\tstream-5.1-a,stream-5.2-b",
        ] {
            parse_driver_line(l, &mut rows);
        }
        assert_eq!(rows.len(), 2);
        assert!(rows[0].requirements.is_empty());
        assert_eq!(rows[1].requirements, ["stream-5.1-a", "stream-5.2-b"]);
        assert!(rows[1].rules.is_empty());
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
        assert!(e.to_string().contains("cross-relation"), "{e}");
        assert!(matches!(
            e,
            CampaignError::UnknownName { what: "plant", .. }
        ));
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
    fn the_default_plan_is_one_shared_build_and_long_runs_build_per_channel() {
        let mut o = Options::new(PathBuf::from("/nonexistent"));
        assert_eq!(o.instrument, Instrument::Auto, "the default");
        assert_eq!(o.time, Duration::from_secs(DEFAULT_TIME_SECS));
        assert_eq!(o.jobs, default_jobs());
        o.jobs = 2;
        let ps = pairs(&o);
        let p = plan(&o, Engine::LibFuzzer, &ps);
        assert_eq!(p.instrument, Instrument::Shared);
        let expect = (DEFAULT_TIME_SECS as f64 * 2.0 / ps.len() as f64).round() as u64;
        assert_eq!(p.secs_per_pair, expect);
        assert_eq!(
            p.text.matches("fuzz: build target/fuzz/").count(),
            1,
            "{}",
            p.text
        );
        assert!(
            p.text.contains("to build (a new configuration"),
            "{}",
            p.text
        );
        // An hour on one core: per-channel builds.
        o.time = Duration::from_secs(3600 * ps.len() as u64);
        o.jobs = 1;
        let p = plan(&o, Engine::LibFuzzer, &ps);
        assert_eq!(p.instrument, Instrument::Channel);
        assert!(p.text.contains("target/fuzz/channel:"), "{}", p.text);
        // The stable engine runs one pair at a time on every thread.
        o.time = Duration::from_secs(60);
        o.jobs = 2;
        let p = plan(&o, Engine::Stable, &ps);
        assert_eq!(
            p.secs_per_pair,
            (60.0 / ps.len() as f64).round().max(1.0) as u64
        );
    }

    #[test]
    fn the_table_flags_idle_and_interrupted_pairs_and_adds_totals() {
        let row = |t: &str, execs: u64, interrupted: bool| Row {
            target: t.into(),
            channel: "immune".into(),
            engine: "libfuzzer".into(),
            execs,
            secs: 2.0,
            interrupted,
            ..Row::default()
        };
        let t = table(
            &[
                row("decode", 100, false),
                row("cross", 0, false),
                row("structured", 0, true),
            ],
            false,
        );
        let lines: Vec<&str> = t.lines().collect();
        assert!(lines
            .iter()
            .any(|l| l.starts_with("decode") && !l.contains("ERROR")));
        assert!(lines
            .iter()
            .any(|l| l.starts_with("cross") && l.contains("ERROR: no execution ran")));
        assert!(lines
            .iter()
            .any(|l| l.starts_with("structured") && l.contains("(interrupted)")));
        let total = lines
            .iter()
            .find(|l| l.starts_with("total"))
            .expect("a totals row");
        assert!(
            total.contains("3 pairs") && total.contains(" 100 "),
            "{total}"
        );
    }

    #[test]
    fn the_exchange_row_counts_behaviour_requirements_apart_from_refused_rules() {
        let ids = requirement_ids("immune");
        let first = ids.iter().next().cloned().expect("immune has requirements");
        let t = table(
            &[Row {
                target: "exchange".into(),
                channel: "immune".into(),
                execs: 10,
                secs: 1.0,
                // One behaviour requirement and one schema rule a frame in
                // flight was refused by (not a behaviour requirement).
                requirements: vec![first, "85/6.4/accepted-at-most-advertised".into()],
                ..Row::default()
            }],
            false,
        );
        let want = format!(
            "+ 1 behaviour requirements of {} (and 1 schema rules refused in flight)",
            ids.len()
        );
        assert!(t.contains(&want), "{t}");
    }

    #[test]
    fn under_test_names_every_target_binary() {
        let c = under_test_crates();
        for t in TARGETS {
            assert!(c.split(' ').any(|x| x == t.name), "{} missing: {c}", t.name);
        }
        assert!(c.split(' ').any(|x| x == "npamp_generated"));
        assert!(c.split(' ').any(|x| x == "npamp_runtime"));
    }
}
