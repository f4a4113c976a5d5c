//! The mutation run, `cargo xtask fuzz --mutants`: how much would the fuzzing
//! campaign catch? Every check the generated decoders make, every generic
//! check of the reader and every clause of the behaviour monitor is switched
//! off alone — one build (`--cfg npamp_mutant`, in `target/mutants/`), the
//! mutant chosen per run (`npamp_fuzz_check::mutants`) — and fuzzed with the
//! stable engine until the differential check reports a finding or the
//! budget ends:
//!
//! * from an **empty corpus** (the figure: seconds and executions to kill);
//! * and, reported apart, from the **committed seeds** (`fuzz/seeds/`).
//!
//! A kill counts when this (unmutated) build passes the killing input; a
//! finding the unmutated build makes too is a real disagreement, reported as
//! such. A survivor is listed with its reason: `fuzz/mutants/survivors.txt`
//! explains the known ones (an equivalent mutant, with the input that shows
//! it); any other is taken as unreachable by the generators (a generator to
//! fix) and the command exits 1.
//!
//! The engine is the stable driver (`fuzz-driver`): it needs no nightly
//! toolchain, and one build serves every mutant, which the process picks
//! at start (`--mutant ID`).

use crate::campaign::live::{self, human, ChildGuard, Live};
use crate::CampaignError;
use std::collections::{BTreeMap, VecDeque};
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;

/// Seconds of fuzzing per mutant and pass by default: the goal's worst time
/// to kill.
pub const DEFAULT_SECS: f64 = 60.0;

/// What to run.
#[derive(Debug, Clone)]
pub struct Options {
    pub root: PathBuf,
    /// Channel modules (empty: every channel, and the reader's checks).
    pub channels: Vec<String>,
    /// Mutant ids always run (a fixed list; empty with no sample: all).
    pub only: Vec<String>,
    /// A random pick of this many more, seeded by `seed`.
    pub sample: Option<usize>,
    pub seed: u64,
    /// Fuzzing seconds per mutant and pass.
    pub secs: f64,
    /// Mutants fuzzed at once (one process each).
    pub jobs: usize,
    /// Also fuzz each mutant from the committed seeds.
    pub seeds_pass: bool,
    /// Build the mutant driver unoptimized (`target/mutants/debug`): a build
    /// a third as long, the fuzzing ~10× slower (the CI sample's choice).
    pub quick_build: bool,
    /// Also write the report to this file.
    pub report: Option<PathBuf>,
}

impl Options {
    pub fn new(root: PathBuf) -> Options {
        Options {
            root,
            channels: Vec::new(),
            only: Vec::new(),
            sample: None,
            seed: 0,
            secs: DEFAULT_SECS,
            jobs: crate::campaign::default_jobs(),
            seeds_pass: true,
            quick_build: false,
            report: None,
        }
    }
}

/// A mutant as the mutant build lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Listed {
    pub id: String,
    pub channel: String,
    /// `target*weight`, comma-separated (what `fuzz-driver` prints).
    pub mix: String,
    pub about: String,
}

/// One pass (empty corpus or seeds) of one mutant.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Pass {
    pub killed: bool,
    pub target: Option<String>,
    pub secs: Option<f64>,
    pub execs_to_kill: Option<u64>,
    pub execs: u64,
    pub input: Option<String>,
    pub finding: Option<String>,
    /// The unmutated build also fails on the killing input: not the mutant.
    pub real: bool,
    /// The process failed (no KILL line).
    pub error: Option<String>,
}

/// What happened to one mutant.
#[derive(Debug, Clone)]
pub struct Outcome {
    pub mutant: Listed,
    pub empty: Pass,
    pub seeds: Option<Pass>,
}

impl Outcome {
    /// The pass that found a real disagreement (the unmutated build fails
    /// on its input too), the empty corpus's first.
    pub fn real(&self) -> Option<&Pass> {
        std::iter::once(&self.empty)
            .chain(self.seeds.as_ref())
            .find(|p| p.real)
    }
}

/// A known survivor (`fuzz/mutants/survivors.txt`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Known {
    /// `equivalent` or `unreachable`.
    pub reason: String,
    pub explanation: String,
    pub input: Option<String>,
}

/// The result of a mutation run.
#[derive(Debug)]
pub struct Summary {
    pub outcomes: Vec<Outcome>,
    /// The table and summaries as printed.
    pub report: String,
    /// 0: every mutant killed or explained; 1 otherwise.
    pub exit_code: i32,
}

/// The mutant build's target directory.
pub fn target_dir(root: &Path) -> PathBuf {
    root.join("target/mutants")
}

/// Build `fuzz-driver` with the mutants' switches (`--cfg npamp_mutant`,
/// its own target directory, no debug info); cargo's output is the progress.
pub fn build(root: &Path, quick: bool) -> Result<PathBuf, CampaignError> {
    let dir = target_dir(root);
    let (profile, out) = if quick {
        ("--profile=dev", "debug")
    } else {
        ("--release", "release")
    };
    let mut flags = std::env::var("RUSTFLAGS").unwrap_or_default();
    crate::campaign::build::append(&mut flags, "--cfg npamp_mutant");
    let st = Command::new("cargo")
        .current_dir(root)
        .args([
            "build",
            profile,
            "-p",
            "npamp-campaign",
            "--bin",
            "fuzz-driver",
        ])
        .env("CARGO_TARGET_DIR", &dir)
        .env("CARGO_PROFILE_RELEASE_DEBUG", "0")
        .env("CARGO_PROFILE_DEV_DEBUG", "0")
        .env("RUSTFLAGS", flags)
        .status()
        .map_err(|e| CampaignError::Tool(format!("cannot run cargo: {e}")))?;
    if !st.success() {
        return Err(CampaignError::Tool(
            "cargo build of the mutant fuzz-driver failed".into(),
        ));
    }
    Ok(dir.join(out).join("fuzz-driver"))
}

/// The mutants `driver` (a mutant build) holds.
pub fn list(driver: &Path, root: &Path) -> Result<Vec<Listed>, CampaignError> {
    let out = Command::new(driver)
        .arg("--root")
        .arg(root)
        .arg("--list-mutants")
        .output()
        .map_err(|e| CampaignError::Tool(format!("cannot run {}: {e}", driver.display())))?;
    if !out.status.success() {
        return Err(CampaignError::Tool(format!(
            "{} --list-mutants failed: {}",
            driver.display(),
            String::from_utf8_lossy(&out.stderr)
        )));
    }
    Ok(String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(parse_listed)
        .collect())
}

/// One `MUTANT id channel mix about` line.
pub fn parse_listed(line: &str) -> Option<Listed> {
    let f: Vec<&str> = line.splitn(5, '\t').collect();
    match f.as_slice() {
        ["MUTANT", id, channel, mix, about] => Some(Listed {
            id: id.to_string(),
            channel: channel.to_string(),
            mix: mix.to_string(),
            about: about.to_string(),
        }),
        _ => None,
    }
}

/// One `KILL …` line of `fuzz-driver --mutant`.
pub fn parse_kill(line: &str) -> Option<Pass> {
    let f: Vec<&str> = line.splitn(10, '\t').collect();
    let dash = |s: &str| (s != "-").then(|| s.to_string());
    match f.as_slice() {
        ["KILL", _id, _ch, killed, target, secs, to_kill, execs, input, finding] => Some(Pass {
            killed: *killed == "1",
            target: dash(target),
            secs: secs.parse().ok(),
            execs_to_kill: to_kill.parse().ok(),
            execs: execs.parse().unwrap_or(0),
            input: dash(input),
            finding: dash(finding),
            real: false,
            error: None,
        }),
        _ => None,
    }
}

/// The mix of a listed mutant as `(target, weight)` pairs.
pub fn mix_of(m: &Listed) -> Vec<(&'static str, u64)> {
    m.mix
        .split(',')
        .filter_map(|p| {
            let (t, w) = p.split_once('*')?;
            let t = npamp_fuzz_check::target(t)?.name;
            Some((t, w.parse().ok()?))
        })
        .collect()
}

/// The mutants `opts` selects from `all`: the channels' (and, with no
/// channel named, the reader's), then the fixed list and a seeded pick
/// among those not `known` to survive.
pub fn select(
    all: &[Listed],
    opts: &Options,
    known: &BTreeMap<String, Known>,
) -> Result<Vec<Listed>, CampaignError> {
    let in_scope: Vec<&Listed> = all
        .iter()
        .filter(|m| opts.channels.is_empty() || opts.channels.contains(&m.channel))
        .collect();
    for id in &opts.only {
        if !all.iter().any(|m| m.id == *id) {
            return Err(CampaignError::unknown(
                "mutant",
                id,
                "the ids `target/mutants/release/fuzz-driver --list-mutants` prints (the table's first column)",
            ));
        }
    }
    if opts.only.is_empty() && opts.sample.is_none() {
        return Ok(in_scope.into_iter().cloned().collect());
    }
    let mut picked: Vec<Listed> = all
        .iter()
        .filter(|m| opts.only.contains(&m.id))
        .cloned()
        .collect();
    // The pick is among the mutants not known to survive (a sample checks
    // that what the campaign kills stays killed; the full run reports the
    // survivors).
    let mut rest: Vec<&Listed> = in_scope
        .into_iter()
        .filter(|m| !opts.only.contains(&m.id) && !known.contains_key(&m.id))
        .collect();
    let mut rng = npamp_testkit::span::Rng(opts.seed ^ 0x6d75_7461_6e74_7321);
    for _ in 0..opts.sample.unwrap_or(0) {
        if rest.is_empty() {
            break;
        }
        let i = rng.below(rest.len());
        picked.push(rest.remove(i).clone());
    }
    Ok(picked)
}

/// The known survivors' file, under the workspace root.
const SURVIVORS: &str = "fuzz/mutants/survivors.txt";

/// The known survivors: `fuzz/mutants/survivors.txt` (none when it is
/// absent), one per line, `id <TAB> equivalent|unreachable <TAB>
/// explanation [<TAB> input hex]`; `#` starts a comment. A line of another
/// shape is an error naming it.
pub fn known_survivors(root: &Path) -> Result<BTreeMap<String, Known>, CampaignError> {
    let text = std::fs::read_to_string(root.join(SURVIVORS)).unwrap_or_default();
    parse_survivors(&text).map_err(CampaignError::Usage)
}

fn parse_survivors(text: &str) -> Result<BTreeMap<String, Known>, String> {
    let mut known = BTreeMap::new();
    for (n, l) in text.lines().enumerate() {
        if l.trim_start().starts_with('#') || l.trim().is_empty() {
            continue;
        }
        let f: Vec<&str> = l.split('\t').map(str::trim).collect();
        let (id, reason) = match f.as_slice() {
            [id, reason, ..] if !id.is_empty() && ["equivalent", "unreachable"].contains(reason) => {
                (id, reason)
            }
            _ => {
                return Err(format!(
                    "{SURVIVORS}:{}: expected `<mutant id> TAB equivalent|unreachable TAB <explanation> [TAB <input hex>]`, got `{l}`",
                    n + 1
                ))
            }
        };
        known.insert(
            id.to_string(),
            Known {
                reason: reason.to_string(),
                explanation: f.get(2).map(|s| s.to_string()).unwrap_or_default(),
                input: f.get(3).filter(|s| !s.is_empty()).map(|s| s.to_string()),
            },
        );
    }
    Ok(known)
}

/// Run the mutation run: build, list, select, fuzz `jobs` mutants at a time,
/// print the table.
pub fn run(opts: &Options) -> Result<Summary, CampaignError> {
    live::catch_interrupt();
    let live = Live::new();
    live.println(
        "fuzz --mutants: build target/mutants (RUSTFLAGS=--cfg npamp_mutant; cargo's output follows; a no-op when current)",
    );
    let driver = build(&opts.root, opts.quick_build)?;
    let all = list(&driver, &opts.root)?;
    for c in &opts.channels {
        if !all.iter().any(|m| m.channel == *c) {
            return Err(CampaignError::unknown(
                "channel",
                c,
                npamp_fuzz_check::Chan::names(),
            ));
        }
    }
    let known = known_survivors(&opts.root)?;
    let chosen = select(&all, opts, &known)?;
    if chosen.is_empty() {
        return Err(CampaignError::Usage(
            "fuzz --mutants: no mutant selected".into(),
        ));
    }
    let passes = if opts.seeds_pass {
        "empty corpus, then the committed seeds"
    } else {
        "empty corpus"
    };
    live.println(&format!(
        "fuzz --mutants: {} of {} mutants, {} at a time, up to {} each ({passes}); stable engine",
        chosen.len(),
        all.len(),
        opts.jobs.max(1),
        human(opts.secs)
    ));
    let started = std::time::Instant::now();
    let outcomes = fuzz_all(opts, &driver, &chosen, &live);
    let wall = started.elapsed().as_secs_f64();
    let report = report(&outcomes, &known, all.len(), wall, opts);
    print!("{report}");
    if let Some(path) = &opts.report {
        std::fs::write(path, &report)
            .map_err(|e| CampaignError::Tool(format!("{}: {e}", path.display())))?;
    }
    let exit_code = i32::from(fails(&outcomes, &known) || live::interrupted());
    Ok(Summary {
        outcomes,
        report,
        exit_code,
    })
}

/// Whether the run fails: a survivor not explained as `equivalent`, a real
/// disagreement, or a pass whose process gave no result.
fn fails(outcomes: &[Outcome], known: &BTreeMap<String, Known>) -> bool {
    outcomes.iter().any(|o| {
        let unexplained = !o.empty.killed
            && known
                .get(&o.mutant.id)
                .is_none_or(|k| k.reason != "equivalent");
        let failed = std::iter::once(&o.empty)
            .chain(o.seeds.as_ref())
            .any(|p| p.error.is_some());
        unexplained || failed || o.real().is_some()
    })
}

fn fuzz_all(opts: &Options, driver: &Path, chosen: &[Listed], live: &Live) -> Vec<Outcome> {
    let queue: Mutex<VecDeque<(usize, &Listed)>> = Mutex::new(chosen.iter().enumerate().collect());
    let done: Mutex<Vec<(usize, Outcome)>> = Mutex::new(Vec::new());
    let total = chosen.len();
    std::thread::scope(|s| {
        for w in 0..opts.jobs.max(1) {
            let (queue, done) = (&queue, &done);
            s.spawn(move || {
                let task = live.task(&format!("[mutants {w}]"));
                loop {
                    if live::interrupted() {
                        break;
                    }
                    let Some((i, m)) = queue.lock().ok().and_then(|mut q| q.pop_front()) else {
                        break;
                    };
                    task.set(format!("{}/{total} {} (empty corpus)", i + 1, m.id));
                    let empty = pass(opts, driver, m, false);
                    let seeds = opts.seeds_pass.then(|| {
                        task.set(format!("{}/{total} {} (seeds)", i + 1, m.id));
                        pass(opts, driver, m, true)
                    });
                    live.println(&line(i, total, m, &empty));
                    if let Ok(mut d) = done.lock() {
                        d.push((
                            i,
                            Outcome {
                                mutant: m.clone(),
                                empty,
                                seeds,
                            },
                        ));
                    }
                }
                task.finish(&format!("[mutants {w}]"), "done");
            });
        }
    });
    let mut v = done.into_inner().unwrap_or_default();
    v.sort_by_key(|(i, _)| *i);
    v.into_iter().map(|(_, o)| o).collect()
}

/// The line a finished mutant leaves.
fn line(i: usize, total: usize, m: &Listed, p: &Pass) -> String {
    let what = match (&p.error, p.killed, p.real) {
        (Some(e), _, _) => format!("ERROR {e}"),
        (None, true, true) => "a REAL disagreement (the unmutated build fails too)".to_string(),
        (None, true, false) => format!(
            "killed by {} in {} ({} execs)",
            p.target.as_deref().unwrap_or("?"),
            human(p.secs.unwrap_or(0.0)),
            p.execs_to_kill.unwrap_or(0)
        ),
        (None, false, _) => format!("SURVIVED {} execs", p.execs),
    };
    format!("[mutant {}/{total}] {} {what}", i + 1, m.id)
}

/// One pass of one mutant: a `fuzz-driver --mutant` process, its kill
/// confirmed by this unmutated build.
fn pass(opts: &Options, driver: &Path, m: &Listed, seeds: bool) -> Pass {
    let art = opts
        .root
        .join("target/fuzz-mutants")
        .join(m.id.replace(['/', ':', '@', '§'], "_"));
    let mut cmd = Command::new(driver);
    cmd.current_dir(&opts.root)
        .env("GLIBC_TUNABLES", crate::campaign::glibc_tunables())
        .arg("--root")
        .arg(&opts.root)
        .args(["--mutant", &m.id, "--time", &format!("{:.3}", opts.secs)])
        .args([
            "--jobs",
            "1",
            "--no-progress",
            "--seed",
            &opts.seed.to_string(),
        ])
        .arg("--artifacts")
        .arg(&art);
    if seeds {
        cmd.arg("--seeds");
    }
    let child = cmd.stdout(Stdio::piped()).stderr(Stdio::null()).spawn();
    let mut child = match child {
        Ok(c) => c,
        Err(e) => {
            return Pass {
                error: Some(format!("cannot run {}: {e}", driver.display())),
                ..Pass::default()
            }
        }
    };
    let _guard = ChildGuard::new(child.id());
    let mut result = None;
    if let Some(out) = child.stdout.take() {
        for l in BufReader::new(out).lines().map_while(Result::ok) {
            if let Some(p) = parse_kill(&l) {
                result = Some(p);
            }
        }
    }
    let status = child.wait();
    let Some(mut p) = result else {
        return Pass {
            error: Some(format!(
                "no result (exit {:?})",
                status.ok().and_then(|s| s.code())
            )),
            ..Pass::default()
        };
    };
    if p.killed {
        p.real = !confirmed(m, &p);
    }
    p
}

/// Whether this unmutated build passes the killing input of `p`.
fn confirmed(m: &Listed, p: &Pass) -> bool {
    let Some(bytes) = p
        .input
        .as_deref()
        .and_then(|h| npamp_testkit::hex::unhex(h).ok())
    else {
        return false;
    };
    npamp_fuzz_check::mutants::replay_mix(&mix_of(m), &m.channel, &bytes).is_some_and(|r| r.is_ok())
}

fn median(v: &mut [f64]) -> Option<f64> {
    if v.is_empty() {
        return None;
    }
    v.sort_by(f64::total_cmp);
    let n = v.len();
    Some(if n % 2 == 1 {
        v[n / 2]
    } else {
        (v[n / 2 - 1] + v[n / 2]) / 2.0
    })
}

/// Of a set of passes: how many killed (a real disagreement is no kill),
/// and the median and worst seconds to kill (`-` for none).
fn kill_times(passes: &[&Pass]) -> (usize, String, String) {
    let mut t: Vec<f64> = passes
        .iter()
        .filter(|p| p.killed && !p.real)
        .filter_map(|p| p.secs)
        .collect();
    let worst = t.iter().copied().fold(f64::NAN, f64::max);
    let secs = |s: Option<f64>| s.map_or("-".into(), |s| format!("{s:.2}"));
    let med = secs(median(&mut t));
    (t.len(), med, secs((!worst.is_nan()).then_some(worst)))
}

/// The summary line of a set of passes: `K of M killed, median S s, worst W s`.
pub fn summary_line(passes: &[&Pass]) -> String {
    let (k, med, worst) = kill_times(passes);
    format!(
        "{k} of {} killed, median {med} s, worst {worst} s",
        passes.len()
    )
}

fn pass_cells(p: &Pass) -> String {
    if let Some(e) = &p.error {
        return format!("{:<11} {e}", "ERROR");
    }
    if !p.killed {
        return format!("{:<11} {:>8} {:>10}", "SURVIVED", "-", p.execs);
    }
    format!(
        "{:<11} {:>8.2} {:>10}{}",
        p.target.as_deref().unwrap_or("?"),
        p.secs.unwrap_or(0.0),
        p.execs_to_kill.unwrap_or(0),
        if p.real { "  REAL" } else { "" }
    )
}

/// The table, the per-channel summary, the survivors and the last line.
pub fn report(
    outcomes: &[Outcome],
    known: &BTreeMap<String, Known>,
    listed: usize,
    wall: f64,
    opts: &Options,
) -> String {
    let mut out = format!(
        "\n{:<58} {:<12} {:<11} {:>8} {:>10}   {:<11} {:>8} {:>10}\n",
        "mutant", "channel", "empty:kill", "secs", "execs", "seeds:kill", "secs", "execs"
    );
    for o in outcomes {
        out.push_str(&format!(
            "{:<58} {:<12} {}   {}\n",
            o.mutant.id,
            o.mutant.channel,
            pass_cells(&o.empty),
            o.seeds.as_ref().map(pass_cells).unwrap_or_default()
        ));
    }
    out.push_str(&per_channel(outcomes));
    let survivors: Vec<&Outcome> = outcomes.iter().filter(|o| !o.empty.killed).collect();
    if !survivors.is_empty() {
        out.push_str(&format!("\nsurvivors ({}):\n", survivors.len()));
        for o in &survivors {
            let why = match known.get(&o.mutant.id) {
                Some(k) => format!(
                    "{}: {}{}",
                    k.reason,
                    k.explanation,
                    k.input.as_deref().map(|i| format!(" (input {i})")).unwrap_or_default()
                ),
                None => format!(
                    "not reached in {}: unreachable by the generators? (no explanation in fuzz/mutants/survivors.txt)",
                    human(opts.secs)
                ),
            };
            out.push_str(&format!("  {} — {} — {why}\n", o.mutant.id, o.mutant.about));
        }
    }
    for (o, p) in outcomes.iter().filter_map(|o| Some((o, o.real()?))) {
        out.push_str(&format!(
            "\nREAL disagreement while fuzzing {} (the unmutated build fails on it too): {}\n  input: {}\n",
            o.mutant.id,
            p.finding.as_deref().unwrap_or("?"),
            p.input.as_deref().unwrap_or("?")
        ));
    }
    let seeds: Vec<&Pass> = outcomes.iter().filter_map(|o| o.seeds.as_ref()).collect();
    if !seeds.is_empty() {
        out.push_str(&format!(
            "from the committed seeds: {}\n",
            summary_line(&seeds)
        ));
    }
    out.push_str(&format!(
        "{} of {listed} mutants run, wall time {}\n",
        outcomes.len(),
        human(wall)
    ));
    let empty: Vec<&Pass> = outcomes.iter().map(|o| &o.empty).collect();
    out.push_str(&format!("mutants: {}\n", summary_line(&empty)));
    out
}

/// Per channel: mutants, killed, survivors, median and worst seconds to
/// kill from an empty corpus (monitor clauses apart from decoder checks).
fn per_channel(outcomes: &[Outcome]) -> String {
    let mut groups: BTreeMap<(String, &str), Vec<&Pass>> = BTreeMap::new();
    for o in outcomes {
        let kind = if o.mutant.id.starts_with("monitor:") {
            "monitor"
        } else {
            "decoder"
        };
        groups
            .entry((o.mutant.channel.clone(), kind))
            .or_default()
            .push(&o.empty);
    }
    let mut out = format!(
        "\n{:<12} {:<8} {:>7} {:>6} {:>9} {:>9} {:>9}\n",
        "channel", "checks", "mutants", "killed", "survivors", "median s", "worst s"
    );
    for ((ch, kind), ps) in &groups {
        let (k, med, worst) = kill_times(ps);
        out.push_str(&format!(
            "{:<12} {:<8} {:>7} {:>6} {:>9} {:>9} {:>9}\n",
            ch,
            kind,
            ps.len(),
            k,
            ps.len() - k,
            med,
            worst
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn listed(id: &str, channel: &str) -> Listed {
        Listed {
            id: id.into(),
            channel: channel.into(),
            mix: "structured*3,decode*1".into(),
            about: String::new(),
        }
    }

    #[test]
    fn parses_the_driver_lines() {
        let m = parse_listed(
            "MUTANT\tinteraction:corr\tinteraction\tstructured*3,decode*1\tC1 field `corr`",
        )
        .expect("a MUTANT line");
        assert_eq!(m.id, "interaction:corr");
        assert_eq!(mix_of(&m), [("structured", 3), ("decode", 1)]);
        let p = parse_kill(
            "KILL\tinteraction:corr\tinteraction\t1\tdecode\t0.250\t17\t20\ta1\tdisagreement: x",
        )
        .expect("a KILL line");
        assert!(p.killed);
        assert_eq!(
            (p.target.as_deref(), p.secs, p.execs_to_kill),
            (Some("decode"), Some(0.25), Some(17))
        );
        let s = parse_kill("KILL\tx\tall\t0\t-\t-\t-\t900\t-\t-").expect("a survivor");
        assert!(!s.killed && s.secs.is_none() && s.input.is_none());
        assert_eq!(s.execs, 900);
        assert_eq!(parse_kill("RESULT\tx"), None);
    }

    #[test]
    fn a_sample_is_the_fixed_list_and_a_seeded_pick_from_the_channels() {
        let all: Vec<Listed> = (0..20)
            .map(|i| {
                listed(
                    &format!("c{}:f{i}", i % 2),
                    if i % 2 == 0 { "c0" } else { "c1" },
                )
            })
            .collect();
        let mut o = Options::new(PathBuf::from("/r"));
        let none = BTreeMap::new();
        assert_eq!(select(&all, &o, &none).unwrap().len(), 20);
        o.channels = vec!["c1".into()];
        assert!(select(&all, &o, &none)
            .unwrap()
            .iter()
            .all(|m| m.channel == "c1"));
        o.only = vec!["c0:f0".into()];
        o.sample = Some(3);
        let a = select(&all, &o, &none).unwrap();
        assert_eq!(a.len(), 4);
        assert_eq!(a[0].id, "c0:f0");
        assert!(a[1..].iter().all(|m| m.channel == "c1"));
        assert_eq!(a, select(&all, &o, &none).unwrap(), "seeded");
        o.seed = 7;
        assert_ne!(
            a,
            select(&all, &o, &none).unwrap(),
            "another seed, another pick"
        );
        o.only = vec!["nope".into()];
        assert!(select(&all, &o, &none).is_err());
    }

    #[test]
    fn the_summary_counts_kills_not_real_findings() {
        let k = |s: f64| Pass {
            killed: true,
            secs: Some(s),
            ..Pass::default()
        };
        let real = Pass {
            real: true,
            ..k(0.1)
        };
        let alive = Pass::default();
        let ps = [k(1.0), k(3.0), k(9.0), real, alive];
        let refs: Vec<&Pass> = ps.iter().collect();
        assert_eq!(
            summary_line(&refs),
            "3 of 5 killed, median 3.00 s, worst 9.00 s"
        );
        assert_eq!(summary_line(&[]), "0 of 0 killed, median - s, worst - s");
    }

    #[test]
    fn a_real_disagreement_of_either_pass_is_reported() {
        let real = Pass {
            killed: true,
            real: true,
            input: Some("a1".into()),
            finding: Some("disagreement: x".into()),
            ..Pass::default()
        };
        let killed = Pass {
            killed: true,
            secs: Some(0.5),
            ..Pass::default()
        };
        let seeds_real = Outcome {
            mutant: listed("c0:f0", "c0"),
            empty: killed.clone(),
            seeds: Some(real.clone()),
        };
        let clean = Outcome {
            mutant: listed("c0:f1", "c0"),
            empty: killed.clone(),
            seeds: Some(killed),
        };
        assert_eq!(seeds_real.real(), Some(&real));
        assert_eq!(clean.real(), None);
        let opts = Options::new(PathBuf::from("/r"));
        let r = report(&[seeds_real, clean], &BTreeMap::new(), 2, 1.0, &opts);
        assert_eq!(
            r.matches("REAL disagreement while fuzzing").count(),
            1,
            "{r}"
        );
        assert!(
            r.contains(
                "fuzzing c0:f0 (the unmutated build fails on it too): disagreement: x\n  input: a1"
            ),
            "{r}"
        );
    }

    #[test]
    fn the_run_fails_on_an_unexplained_survivor_a_real_finding_or_an_error() {
        let killed = Pass {
            killed: true,
            secs: Some(0.5),
            ..Pass::default()
        };
        let outcome = |empty: Pass, seeds: Option<Pass>| Outcome {
            mutant: listed("c0:f0", "c0"),
            empty,
            seeds,
        };
        let none = BTreeMap::new();
        assert!(!fails(
            &[outcome(killed.clone(), Some(killed.clone()))],
            &none
        ));
        assert!(fails(&[outcome(Pass::default(), None)], &none));
        let known = |reason: &str| {
            BTreeMap::from([(
                "c0:f0".to_string(),
                Known {
                    reason: reason.into(),
                    explanation: String::new(),
                    input: None,
                },
            )])
        };
        assert!(!fails(
            &[outcome(Pass::default(), None)],
            &known("equivalent")
        ));
        assert!(fails(
            &[outcome(Pass::default(), None)],
            &known("unreachable")
        ));
        let error = Pass {
            error: Some("no result".into()),
            ..Pass::default()
        };
        assert!(
            fails(&[outcome(killed.clone(), Some(error))], &none),
            "a seeds pass's error"
        );
        let real = Pass {
            real: true,
            ..killed.clone()
        };
        assert!(fails(&[outcome(killed, Some(real))], &none));
    }

    #[test]
    fn the_survivors_file_is_read_and_a_bad_line_named() {
        let k = parse_survivors(
            "# comment\n\na:b\tequivalent\tsame as c\ta400\nmonitor:x\tunreachable\twhy\n",
        )
        .expect("a valid file");
        assert_eq!(k.len(), 2);
        assert_eq!(
            k.get("a:b"),
            Some(&Known {
                reason: "equivalent".into(),
                explanation: "same as c".into(),
                input: Some("a400".into()),
            })
        );
        assert_eq!(k.get("monitor:x").and_then(|k| k.input.as_deref()), None);
        let e = parse_survivors("a:b\tequivalent\tok\nc:d equivalent no tabs\n")
            .expect_err("a line without tabs");
        assert!(
            e.contains("survivors.txt:2:") && e.contains("c:d equivalent"),
            "{e}"
        );
        assert!(
            parse_survivors("a:b\tequivalnet\twhy\n").is_err(),
            "a misspelt reason"
        );
    }
}
