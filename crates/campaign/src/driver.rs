//! The stable, in-process fuzz driver (no nightly, no libFuzzer): the same
//! [`npamp_fuzz_check::TARGETS`] functions (on one channel) on random inputs, byte mutations of the seed
//! corpus (bit flips, interesting bytes, insert/delete/duplicate, splice,
//! dictionary tokens) and arbitrary-structured inputs, on N threads, with
//! `catch_unwind`. There is no coverage instrumentation; as a cheap stand-in
//! an input is kept in the in-memory corpus when it produces a behaviour
//! signature ([`npamp_fuzz_check::take_signature`]: accept/refuse and both rule slugs)
//! not seen before.
//!
//! Used by the `fuzz-driver` binary (`cargo xtask fuzz --engine stable`) and
//! by the quick deterministic run in the tests.

use npamp_fuzz_check::{panic_message, take_signature, Finding, FindingKind};
use std::collections::HashSet;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Mutex, OnceLock, RwLock};
use std::time::{Duration, Instant};

/// Largest input the mutator produces.
pub const MAX_LEN: usize = 4096;
const MAX_CORPUS: usize = 20_000;

const INTERESTING: &[u8] = &[
    0x00, 0x01, 0x17, 0x18, 0x19, 0x1a, 0x1b, 0x1c, 0x1f, 0x20, 0x38, 0x40, 0x41, 0x5f, 0x60, 0x61,
    0x7f, 0x80, 0x81, 0x9f, 0xa0, 0xa1, 0xa2, 0xbf, 0xc0, 0xe0, 0xf4, 0xf5, 0xf6, 0xf7, 0xf9, 0xfb,
    0xff,
];

/// A check on one input (a target bound to a channel).
pub type Check<'a> = &'a (dyn Fn(&[u8]) -> Result<(), Finding> + Sync);

/// The tools' one deterministic generator (SplitMix64, `npamp-testkit`).
pub use npamp_testkit::span::Rng;

/// Run `f` on `data`, turning an escaped panic into a [`Finding`].
pub fn run_one(f: Check<'_>, data: &[u8]) -> Result<(), Finding> {
    match catch_unwind(AssertUnwindSafe(|| f(data))) {
        Ok(r) => r,
        Err(p) => Err(Finding::panic(format!(
            "check panicked: {}",
            panic_message(&*p)
        ))),
    }
}

/// One mutated (or fresh random) input.
pub fn next_input(rng: &mut Rng, corpus: &[Vec<u8>], dict: &[Vec<u8>]) -> Vec<u8> {
    if corpus.is_empty() || rng.below(10) == 0 {
        let n = rng.below(96);
        return (0..n).map(|_| rng.next_u64() as u8).collect();
    }
    let mut b = rng.pick(corpus).cloned().unwrap_or_default();
    let rounds = 1 + rng.below(4);
    for _ in 0..rounds {
        let len = b.len();
        match rng.below(10) {
            0 if len > 0 => {
                let i = rng.below(len);
                if let Some(x) = b.get_mut(i) {
                    *x ^= 1 << rng.below(8);
                }
            }
            1 if len > 0 => {
                let i = rng.below(len);
                let v = rng.pick(INTERESTING).copied().unwrap_or(0);
                if let Some(x) = b.get_mut(i) {
                    *x = v;
                }
            }
            2 => {
                let i = rng.below(len + 1);
                b.insert(i, rng.next_u64() as u8);
            }
            3 if len > 0 => {
                let i = rng.below(len);
                let n = 1 + rng.below((len - i).min(8));
                b.drain(i..i + n);
            }
            4 if len > 0 => {
                let i = rng.below(len);
                let n = 1 + rng.below((len - i).min(16));
                let chunk: Vec<u8> = b.get(i..i + n).unwrap_or_default().to_vec();
                let at = rng.below(b.len() + 1);
                b.splice(at..at, chunk);
            }
            5 => {
                // Splice: a prefix of this entry and a suffix of another.
                let other = rng.pick(corpus).cloned().unwrap_or_default();
                let cut_a = rng.below(len + 1);
                let cut_b = rng.below(other.len() + 1);
                b.truncate(cut_a);
                b.extend_from_slice(other.get(cut_b..).unwrap_or_default());
            }
            6 | 7 if !dict.is_empty() => {
                let tok = rng.pick(dict).cloned().unwrap_or_default();
                let at = rng.below(len + 1);
                if rng.below(2) == 0 {
                    b.splice(at..at, tok);
                } else {
                    let end = (at + tok.len()).min(len);
                    b.splice(at..end, tok);
                }
            }
            8 if len > 0 => {
                let i = rng.below(len);
                if let Some(x) = b.get_mut(i) {
                    *x = if rng.below(2) == 0 {
                        x.wrapping_add(1)
                    } else {
                        x.wrapping_sub(1)
                    };
                }
            }
            _ => {
                let i = rng.below(len + 1);
                let n = 1 + rng.below(8);
                let fresh: Vec<u8> = (0..n).map(|_| rng.next_u64() as u8).collect();
                b.splice(i..i, fresh);
            }
        }
    }
    b.truncate(MAX_LEN);
    b
}

/// Parse a libFuzzer dictionary (`name="\xa2"` or `"..."` lines, `\\`,
/// `\"` and `\xNN` escapes).
pub fn parse_dict(text: &str) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    for line in text.lines() {
        let line = line.trim();
        if line.starts_with('#') {
            continue;
        }
        let (Some(a), Some(z)) = (line.find('"'), line.rfind('"')) else {
            continue;
        };
        if z <= a {
            continue;
        }
        let body = line.get(a + 1..z).unwrap_or_default().as_bytes();
        let mut tok = Vec::new();
        let mut i = 0;
        while let Some(&c) = body.get(i) {
            if c == b'\\' {
                match body.get(i + 1) {
                    Some(b'x') => {
                        let h = body
                            .get(i + 2..i + 4)
                            .and_then(|h| std::str::from_utf8(h).ok());
                        if let Some(v) = h.and_then(|h| u8::from_str_radix(h, 16).ok()) {
                            tok.push(v);
                        }
                        i += 4;
                    }
                    Some(&e) => {
                        tok.push(e);
                        i += 2;
                    }
                    None => i += 1,
                }
            } else {
                tok.push(c);
                i += 1;
            }
        }
        if !tok.is_empty() {
            out.push(tok);
        }
    }
    out
}

/// Every regular file directly under each of `dirs` (missing dirs skipped),
/// sorted by path for determinism.
pub fn load_dirs(dirs: &[PathBuf]) -> Vec<(PathBuf, Vec<u8>)> {
    let mut out = Vec::new();
    for d in dirs {
        let Ok(rd) = std::fs::read_dir(d) else {
            continue;
        };
        let mut paths: Vec<PathBuf> = rd
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.is_file())
            .filter(|p| {
                !p.file_name()
                    .and_then(|n| n.to_str())
                    .is_some_and(|n| n.starts_with('.') || n.ends_with(".md"))
            })
            .collect();
        paths.sort();
        for p in paths {
            if let Ok(b) = std::fs::read(&p) {
                out.push((p, b));
            }
        }
    }
    out
}

/// Greedy byte-deletion minimizer: the smallest input found (within
/// `budget`) on which `f` still reports a finding of the same kind.
pub fn minimize(f: Check<'_>, input: &[u8], budget: Duration) -> Vec<u8> {
    let start = Instant::now();
    let kind = run_one(f, input).err().map(|x| x.kind);
    let fails = |d: &[u8]| run_one(f, d).err().map(|x| x.kind) == kind && kind.is_some();
    let mut cur = input.to_vec();
    let mut chunk = (cur.len() / 2).max(1);
    loop {
        let mut progress = false;
        let mut i = 0;
        while i < cur.len() {
            if start.elapsed() > budget {
                return cur;
            }
            let end = (i + chunk).min(cur.len());
            let mut cand = cur.clone();
            cand.drain(i..end);
            if fails(&cand) {
                cur = cand;
                progress = true;
            } else {
                i += chunk;
            }
        }
        if !progress {
            if chunk == 1 {
                return cur;
            }
            chunk = (chunk / 2).max(1);
        }
    }
}

/// FNV-1a, for artifact names.
pub fn fnv(data: &[u8]) -> u64 {
    data.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

static STOP: AtomicBool = AtomicBool::new(false);

/// Ask every running and later [`run_target`] to stop (Ctrl-C).
pub fn request_stop() {
    STOP.store(true, Ordering::SeqCst);
}

/// Whether [`request_stop`] was called.
pub fn stop_requested() -> bool {
    STOP.load(Ordering::SeqCst)
}

/// Where live progress goes: `(pair, status)` four times a second.
pub type ProgressSink = Box<dyn Fn(&str, &str) + Send + Sync>;

static SINK: OnceLock<ProgressSink> = OnceLock::new();

/// Send live progress to SINK (a terminal display) instead of printing a
/// plain line every `Config::progress_every`. Set once per process.
pub fn set_progress_sink(sink: ProgressSink) {
    let _ = SINK.set(sink);
}

fn progress_sink() -> Option<&'static ProgressSink> {
    SINK.get()
}

/// Driver settings for one target.
#[derive(Debug, Clone)]
pub struct Config {
    pub duration: Duration,
    pub jobs: usize,
    pub seed: u64,
    /// Seed/corpus directories read before fuzzing (replayed once each).
    pub corpus_dirs: Vec<PathBuf>,
    pub dict: Vec<Vec<u8>>,
    /// Where the minimized first finding is written (`<dir>/<kind>-<hash>`).
    pub artifact_dir: Option<PathBuf>,
    /// Stop at the first finding (planted-bug runs).
    pub stop_on_first: bool,
    /// Progress: to the [`set_progress_sink`] display, else a plain line on
    /// stderr every `progress_every`.
    pub progress: bool,
    pub progress_every: Duration,
    /// Upper bound on executions (`None`: time only).
    pub max_execs: Option<u64>,
    /// Minimize the first finding (greedy byte deletion, at most
    /// `minimize_budget`).
    pub minimize: bool,
    pub minimize_budget: Duration,
    /// Where inputs with a new behaviour signature are written (at most
    /// [`MAX_WRITTEN`] per run), named by their hash.
    pub corpus_out: Option<PathBuf>,
}

/// Corpus files the stable driver writes per run at most.
pub const MAX_WRITTEN: usize = 256;

/// What one target's run produced.
#[derive(Debug, Clone)]
pub struct Report {
    pub target: String,
    pub channel: String,
    /// Rules both sides agreed on during the run.
    pub rules: Vec<npamp_schema::Rule>,
    /// Behaviour requirement ids the monitor saw exercised (`exchange`).
    pub requirements: Vec<String>,
    pub execs: u64,
    pub elapsed: Duration,
    pub corpus: usize,
    pub disagreements: u64,
    pub crashes: u64,
    /// Seconds from the start of fuzzing to the first finding.
    pub first_finding: Option<f64>,
    /// Executions up to and including the first finding.
    pub first_execs: Option<u64>,
    pub finding: Option<Finding>,
    pub minimized: Option<Vec<u8>>,
    pub artifact: Option<PathBuf>,
}

impl Report {
    pub fn execs_per_sec(&self) -> f64 {
        self.execs as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
}

struct Shared {
    corpus: RwLock<Vec<Vec<u8>>>,
    seen: Mutex<HashSet<u64>>,
    execs: AtomicU64,
    disagreements: AtomicU64,
    crashes: AtomicU64,
    stop: AtomicBool,
    written: AtomicU64,
    first: Mutex<Option<FirstFinding>>,
}

/// The first finding: seconds and executions to it, the input, the finding.
type FirstFinding = (f64, u64, Vec<u8>, Finding);

impl Shared {
    /// Empty shared state for one run.
    fn new() -> Self {
        Shared {
            corpus: RwLock::new(Vec::new()),
            seen: Mutex::new(HashSet::new()),
            execs: AtomicU64::new(0),
            disagreements: AtomicU64::new(0),
            crashes: AtomicU64::new(0),
            stop: AtomicBool::new(false),
            written: AtomicU64::new(0),
            first: Mutex::new(None),
        }
    }
}

/// Fuzz one (target, channel) for `cfg.duration` on `cfg.jobs` threads.
pub fn run_target(name: &str, channel: &str, f: Check<'_>, cfg: &Config) -> Report {
    npamp_fuzz_check::reset_reached();
    let start = Instant::now();
    let sh = Shared::new();
    replay_seeds(f, cfg, &sh, start);

    let deadline = start + cfg.duration;
    let jobs = cfg.jobs.max(1);
    std::thread::scope(|s| {
        for j in 0..jobs {
            let sh = &sh;
            s.spawn(move || fuzz_worker(f, cfg, sh, start, deadline, j));
        }
        if cfg.progress {
            show_progress(name, channel, cfg, &sh, start, deadline);
        }
    });

    finish_report(name, channel, f, cfg, &sh, start)
}

/// Count one execution of `input` and keep it (new signature) or note it (finding); true on a finding.
fn record(
    sh: &Shared,
    cfg: &Config,
    start: Instant,
    input: &[u8],
    r: Result<(), Finding>,
    seed: bool,
) -> bool {
    // `seed`: a seed's signature is marked seen, but the seed is pooled by
    // the replay itself and never written back out.
    let n = sh.execs.fetch_add(1, Ordering::Relaxed) + 1;
    let sig = take_signature();
    match r {
        Ok(()) => {
            let new = sh.seen.lock().map(|mut s| s.insert(sig)).unwrap_or(false);
            if new && !seed {
                keep_new(sh, cfg, input);
            }
            false
        }
        Err(finding) => {
            note_finding(sh, cfg, start, n, input, finding);
            true
        }
    }
}

/// Pool an input with a new behaviour signature and write it to `cfg.corpus_out`.
fn keep_new(sh: &Shared, cfg: &Config, input: &[u8]) {
    if let Ok(mut c) = sh.corpus.write() {
        if c.len() < MAX_CORPUS {
            c.push(input.to_vec());
        }
    }
    if let Some(dir) = &cfg.corpus_out {
        if sh.written.fetch_add(1, Ordering::Relaxed) < MAX_WRITTEN as u64 {
            let _ = std::fs::create_dir_all(dir);
            let _ = std::fs::write(dir.join(format!("{:016x}", fnv(input))), input);
        }
    }
}

/// Count a finding, remember the run's first, and stop if `cfg.stop_on_first`.
fn note_finding(
    sh: &Shared,
    cfg: &Config,
    start: Instant,
    execs: u64,
    input: &[u8],
    finding: Finding,
) {
    match finding.kind {
        FindingKind::Disagreement => sh.disagreements.fetch_add(1, Ordering::Relaxed),
        FindingKind::Panic => sh.crashes.fetch_add(1, Ordering::Relaxed),
    };
    if let Ok(mut first) = sh.first.lock() {
        if first.is_none() {
            *first = Some((
                start.elapsed().as_secs_f64(),
                execs,
                input.to_vec(),
                finding,
            ));
        }
    }
    if cfg.stop_on_first {
        sh.stop.store(true, Ordering::Relaxed);
    }
}

/// Replay the seed corpus once before fuzzing.
fn replay_seeds(f: Check<'_>, cfg: &Config, sh: &Shared, start: Instant) {
    // Replay the seed corpus once; every seed joins the mutation pool, and
    // its behaviour signature counts as seen (a mutant behaving like a seed
    // is not "new").
    for (_, data) in load_dirs(&cfg.corpus_dirs) {
        let _ = take_signature(); // a clean slate: the signature is this input's alone
        let r = run_one(f, &data);
        record(sh, cfg, start, &data, r, true);
        if let Ok(mut c) = sh.corpus.write() {
            c.push(data);
        }
        if sh.stop.load(Ordering::Relaxed) {
            break;
        }
    }
}

/// One fuzzing thread (job `j`): mutate and run until stop, deadline or `max_execs`.
fn fuzz_worker(
    f: Check<'_>,
    cfg: &Config,
    sh: &Shared,
    start: Instant,
    deadline: Instant,
    j: usize,
) {
    let mut rng = Rng(cfg.seed ^ (j as u64).wrapping_mul(0xa076_1d64_78bd_642f));
    let mut n: u64 = 0;
    while !sh.stop.load(Ordering::Relaxed) {
        if n.is_multiple_of(64) && (Instant::now() >= deadline || stop_requested()) {
            break;
        }
        if cfg
            .max_execs
            .is_some_and(|m| sh.execs.load(Ordering::Relaxed) >= m)
        {
            break;
        }
        n += 1;
        let input = match sh.corpus.read() {
            Ok(c) => next_input(&mut rng, &c, &cfg.dict),
            Err(_) => break,
        };
        let r = run_one(f, &input);
        record(sh, cfg, start, &input, r, false);
    }
}

/// Report progress (to the sink or stderr) while the workers run.
fn show_progress(
    name: &str,
    channel: &str,
    cfg: &Config,
    sh: &Shared,
    start: Instant,
    deadline: Instant,
) {
    let sink = progress_sink();
    let every = match sink {
        Some(_) => Duration::from_millis(250),
        None => cfg.progress_every,
    };
    let mut last = Instant::now();
    while !sh.stop.load(Ordering::Relaxed)
        && !stop_requested()
        && Instant::now() < deadline
        && cfg
            .max_execs
            .is_none_or(|m| sh.execs.load(Ordering::Relaxed) < m)
    {
        std::thread::sleep(Duration::from_millis(100));
        if last.elapsed() < every {
            continue;
        }
        last = Instant::now();
        let t = start.elapsed().as_secs_f64();
        let e = sh.execs.load(Ordering::Relaxed);
        let c = sh.corpus.read().map(|c| c.len()).unwrap_or(0);
        let status = format!(
            "execs {e} ({:.0}/s) corpus {c} rules {} findings {}",
            e as f64 / t.max(1e-9),
            npamp_fuzz_check::reached_rules().len(),
            sh.disagreements.load(Ordering::Relaxed) + sh.crashes.load(Ordering::Relaxed),
        );
        let pair = format!("{name}-{channel}");
        match sink {
            Some(f) => f(&pair, &status),
            None => eprintln!("[stable] {pair} {t:.1}s {status}"),
        }
    }
}

/// The run's [`Report`], with the first finding minimized and saved.
fn finish_report(
    name: &str,
    channel: &str,
    f: Check<'_>,
    cfg: &Config,
    sh: &Shared,
    start: Instant,
) -> Report {
    let elapsed = start.elapsed();
    let first = sh.first.lock().ok().and_then(|mut g| g.take());
    let mut report = Report {
        target: name.to_string(),
        channel: channel.to_string(),
        rules: npamp_fuzz_check::reached_rules(),
        requirements: npamp_fuzz_check::reached_requirements(),
        execs: sh.execs.load(Ordering::Relaxed),
        elapsed,
        corpus: sh.corpus.read().map(|c| c.len()).unwrap_or(0),
        disagreements: sh.disagreements.load(Ordering::Relaxed),
        crashes: sh.crashes.load(Ordering::Relaxed),
        first_finding: None,
        first_execs: None,
        finding: None,
        minimized: None,
        artifact: None,
    };
    if let Some((t, n, input, finding)) = first {
        let small = if cfg.minimize {
            minimize(f, &input, cfg.minimize_budget)
        } else {
            input.clone()
        };
        let finding = run_one(f, &small).err().unwrap_or(finding);
        report.first_finding = Some(t);
        report.first_execs = Some(n);
        if let Some(dir) = &cfg.artifact_dir {
            report.artifact = save_artifact(dir, finding.kind, &small).ok();
        }
        report.finding = Some(finding);
        report.minimized = Some(small);
    }
    report
}

/// Write `data` as `<dir>/<disagreement|crash>-<fnv hash>`.
pub fn save_artifact(dir: &Path, kind: FindingKind, data: &[u8]) -> std::io::Result<PathBuf> {
    std::fs::create_dir_all(dir)?;
    let prefix = match kind {
        FindingKind::Disagreement => "disagreement",
        FindingKind::Panic => "crash",
    };
    let p = dir.join(format!("{prefix}-{:016x}", fnv(data)));
    std::fs::write(&p, data)?;
    Ok(p)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dictionary_escapes() {
        let d = parse_dict("# c\nmap2=\"\\xa2\"\nkw=\"ab\\\\\\\"\"\n\"\\x19\\x01\\x00\"\n");
        assert_eq!(
            d,
            vec![vec![0xa2], b"ab\\\"".to_vec(), vec![0x19, 0x01, 0x00]]
        );
    }

    fn fails_on_ff(d: &[u8]) -> Result<(), Finding> {
        if d.contains(&0xff) {
            Err(Finding::disagreement("has ff"))
        } else {
            Ok(())
        }
    }

    #[test]
    fn minimizer_keeps_the_failing_byte_only() {
        let m = minimize(&fails_on_ff, &[1, 2, 3, 0xff, 4, 5], Duration::from_secs(5));
        assert_eq!(m, vec![0xff]);
    }

    #[test]
    fn mutator_is_deterministic_and_bounded() {
        let corpus = vec![vec![0xa2, 0x00, 0x01, 0x01, 0x41, 0x01]];
        let run = || {
            let mut r = Rng(7);
            (0..200)
                .map(|_| next_input(&mut r, &corpus, &[vec![0xf6]]))
                .collect::<Vec<_>>()
        };
        let a = run();
        assert_eq!(a, run());
        assert!(a.iter().all(|x| x.len() <= MAX_LEN));
        assert!(a.iter().any(|x| x != &corpus[0]));
    }
}
