//! The libFuzzer engine: `jobs` pairs at a time, each its cached binary run
//! directly ([`super::build`]) for its share of the fuzzing time, its live
//! line and row read from libFuzzer's own status lines and final statistics.

use super::build::{self, Build};
use super::live::{self, human, ChildGuard, Live};
use super::{rules_of, Instrument, Options, Row};
use std::collections::VecDeque;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::time::Instant;

/// Install cargo-fuzz when `cargo +nightly fuzz` does not work, saying so first.
pub fn ensure_cargo_fuzz(live: &Live) -> Result<(), String> {
    let ok = Command::new("cargo")
        .args(["+nightly", "fuzz", "--version"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if ok {
        return Ok(());
    }
    live.println(
        "fuzz: cargo-fuzz is missing; installing it (cargo install cargo-fuzz --locked, ~30-60 s)",
    );
    let t = Instant::now();
    let st = Command::new("cargo")
        .args(["install", "cargo-fuzz", "--locked"])
        .status()
        .map_err(|e| format!("cannot run cargo install: {e}"))?;
    if !st.success() {
        return Err("cargo install cargo-fuzz failed".into());
    }
    live.println(&format!(
        "fuzz: installed cargo-fuzz in {}",
        human(t.elapsed().as_secs_f64())
    ));
    Ok(())
}

/// Numbers from one libFuzzer status line (`#N  KIND cov: C ft: F corp: K/B
/// … exec/s: R …`) or final statistic (`stat::…`).
pub fn parse_status(line: &str, row: &mut Row) {
    if let Some(v) = line.strip_prefix("stat::number_of_executed_units:") {
        row.execs = v.trim().parse().unwrap_or(row.execs);
        return;
    }
    if let Some(v) = line.strip_prefix("stat::average_exec_per_sec:") {
        row.exec_per_sec = v.trim().parse().unwrap_or(row.exec_per_sec);
        return;
    }
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
            "ft:" => row.features = first_num(v).or(row.features),
            "corp:" => row.corpus = first_num(v).unwrap_or(row.corpus),
            "exec/s:" => row.exec_per_sec = v.parse().unwrap_or(row.exec_per_sec),
            _ => {}
        }
    }
}

/// The live line of a pair.
fn status(row: &Row) -> String {
    format!(
        "execs {} ({:.0}/s) cov {} ft {} corpus {}",
        row.execs,
        row.exec_per_sec,
        row.coverage.map_or("-".into(), |c| c.to_string()),
        row.features.map_or("-".into(), |c| c.to_string()),
        row.corpus
    )
}

/// Run every pair, `opts.jobs` at a time, each for `secs` of fuzzing.
pub fn run(
    opts: &Options,
    instrument: Instrument,
    pairs: &[(String, String)],
    secs: u64,
    live: &Live,
) -> Result<Vec<Row>, String> {
    ensure_cargo_fuzz(live)?;
    std::fs::create_dir_all(opts.root.join("target/fuzz-logs")).map_err(|e| e.to_string())?;
    let queue: Mutex<VecDeque<(usize, &(String, String))>> =
        Mutex::new(pairs.iter().enumerate().collect());
    let rows: Mutex<Vec<(usize, Row)>> = Mutex::new(Vec::new());
    let error: Mutex<Option<String>> = Mutex::new(None);
    // One build at a time: cargo locks a target directory anyway, and two
    // builds on two cores gain nothing over one after the other.
    let building = Mutex::new(());
    std::thread::scope(|s| {
        for _ in 0..opts.jobs.max(1) {
            s.spawn(|| loop {
                if live::interrupted() || error.lock().is_ok_and(|e| e.is_some()) {
                    break;
                }
                let next = queue.lock().ok().and_then(|mut q| q.pop_front());
                let Some((i, (t, ch))) = next else { break };
                let b = Build::of(opts, instrument, t, ch);
                let bin = {
                    let _one = building.lock();
                    build::ensure(opts, &b, t, ch, live)
                };
                let r = bin.and_then(|bin| run_pair(opts, &b, &bin, t, ch, secs, live));
                match r {
                    Ok(row) => {
                        if let Ok(mut v) = rows.lock() {
                            v.push((i, row));
                        }
                    }
                    Err(e) => {
                        if let Ok(mut slot) = error.lock() {
                            slot.get_or_insert(e);
                        }
                    }
                }
            });
        }
    });
    if let Some(e) = error.into_inner().ok().flatten() {
        return Err(e);
    }
    let mut rows = rows.into_inner().unwrap_or_default();
    rows.sort_by_key(|(i, _)| *i);
    Ok(rows.into_iter().map(|(_, r)| r).collect())
}

/// Where a pair's corpus and artifacts live.
fn dirs(opts: &Options, pair: &str) -> (PathBuf, PathBuf, PathBuf) {
    let root = &opts.root;
    let (corpus, artifacts) = match opts.plant {
        Some(_) => (
            super::plant_dir(root).join("corpus").join(pair),
            super::plant_dir(root).join(pair),
        ),
        None => (
            root.join("fuzz/corpus").join(pair),
            root.join("fuzz/artifacts").join(pair),
        ),
    };
    (corpus, artifacts, root.join("fuzz/seeds").join(pair))
}

/// What one libFuzzer run printed that matters.
#[derive(Default)]
struct Seen {
    started: Option<Instant>,
    crash_file: Option<String>,
    panic_text: Vec<String>,
    in_panic: bool,
}

impl Seen {
    fn line(&mut self, line: &str, row: &mut Row, el: f64) {
        if self.started.is_none() && line.starts_with("INFO: Seed:") {
            self.started = Some(Instant::now());
        }
        parse_status(line, row);
        if line.contains("panicked at") {
            self.in_panic = true;
            row.first_finding.get_or_insert(el);
        } else if self.in_panic {
            if line.starts_with("note:") || line.starts_with("==") || line.is_empty() {
                self.in_panic = false;
            } else {
                self.panic_text.push(line.to_string());
            }
        }
        if line.contains("deadly signal") || line.contains("ERROR: libFuzzer") {
            row.first_finding.get_or_insert(el);
        }
        if let Some(p) = line.split("Test unit written to ").nth(1) {
            self.crash_file = Some(p.trim().to_string());
        }
    }
}

fn run_pair(
    opts: &Options,
    b: &Build,
    bin: &Path,
    t: &str,
    ch: &str,
    secs: u64,
    live: &Live,
) -> Result<Row, String> {
    let pair = format!("{t}-{ch}");
    let (corpus, artifacts, seeds) = dirs(opts, &pair);
    for d in [&corpus, &artifacts, &seeds] {
        std::fs::create_dir_all(d).map_err(|e| format!("{}: {e}", d.display()))?;
    }
    let mut cmd = libfuzzer_cmd(opts, bin, ch);
    cmd.arg(&corpus)
        .arg(&seeds)
        .arg(format!("-max_total_time={secs}"))
        .arg(format!(
            "-dict={}",
            opts.root.join("fuzz/dict/cbor.dict").display()
        ))
        .arg("-print_final_stats=1")
        .arg(format!("-artifact_prefix={}/", artifacts.display()));
    let mut child = cmd
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", bin.display()))?;
    let _guard = ChildGuard::new(child.id());
    let log_path = opts.root.join(format!("target/fuzz-logs/{pair}.log"));
    let mut log = std::fs::File::create(&log_path).map_err(|e| e.to_string())?;
    let mut row = Row {
        target: t.to_string(),
        channel: ch.to_string(),
        engine: "libfuzzer".into(),
        build: b.key.clone(),
        ..Row::default()
    };
    let label = format!("[libfuzzer] {pair}");
    let task = live.task(&label);
    let launched = Instant::now();
    let mut seen = Seen::default();
    if let Some(err) = child.stderr.take() {
        for line in BufReader::new(err).lines().map_while(Result::ok) {
            let _ = writeln!(log, "{line}");
            let el = seen.started.unwrap_or(launched).elapsed().as_secs_f64();
            seen.line(&line, &mut row, el);
            task.set(status(&row));
        }
    }
    let st = child.wait().map_err(|e| e.to_string())?;
    row.secs = seen.started.map_or(0.0, |s| s.elapsed().as_secs_f64());
    // Stopped by Ctrl-C: libFuzzer exits 72 (`-interrupted_exitcode`), or dies of a second SIGINT
    // (the terminal's and ours) while it prints its statistics. Only a
    // written crash input is then a finding.
    let interrupted = live::interrupted() && seen.crash_file.is_none();
    row.interrupted = interrupted;
    task.finish(&label, &status(&row));
    if (!st.success() && !interrupted) || seen.crash_file.is_some() {
        finding(opts, bin, ch, &mut row, seen, &artifacts);
        if let Some(d) = row.detail.as_mut() {
            d.push_str(&format!("\nfull log: {}", log_path.display()));
        }
    }
    // Rules reached: replay the corpus in-process (without any planted bug).
    (row.rules, row.requirements) = rules_of(t, ch, &[corpus, seeds]);
    Ok(row)
}

/// The engine's command line, environment included.
fn libfuzzer_cmd(opts: &Options, bin: &Path, ch: &str) -> Command {
    let mut cmd = Command::new(bin);
    cmd.current_dir(&opts.root)
        .env("NPAMP_FUZZ_CHANNEL", ch)
        .env("GLIBC_TUNABLES", super::glibc_tunables());
    if opts.sanitizer == super::Sanitizer::Address {
        // What cargo fuzz run sets for AddressSanitizer builds.
        cmd.env("ASAN_OPTIONS", "detect_odr_violation=0");
    }
    cmd
}

/// Record a finding on ROW: the panic text and the minimized input.
fn finding(opts: &Options, bin: &Path, ch: &str, row: &mut Row, seen: Seen, artifacts: &Path) {
    row.findings = 1;
    let mut detail = seen.panic_text.join("\n");
    if let Some(cf) = &seen.crash_file {
        let cf = PathBuf::from(cf);
        let min = if opts.minimize {
            tmin(opts, bin, ch, &cf, artifacts)
        } else {
            None
        };
        let path = min.unwrap_or(cf);
        if let Ok(b) = std::fs::read(&path) {
            detail.push_str(&format!(
                "\nminimized input ({} bytes): {}",
                b.len(),
                npamp_testkit::hex::hex(&b)
            ));
        }
        row.artifact = Some(path);
    }
    row.detail = Some(detail);
}

/// libFuzzer's crash minimizer (what `cargo fuzz tmin` runs).
fn tmin(
    opts: &Options,
    bin: &Path,
    channel: &str,
    crash: &Path,
    artifacts: &Path,
) -> Option<PathBuf> {
    eprintln!(
        "fuzz: minimizing {} (-minimize_crash=1)...",
        crash.display()
    );
    let crash = if crash.is_absolute() {
        crash.to_path_buf()
    } else {
        opts.root.join(crash)
    };
    let name = crash.file_name()?.to_str()?.to_string();
    let out = artifacts.join(format!("minimized-from-{name}"));
    let _ = libfuzzer_cmd(opts, bin, channel)
        .args(["-minimize_crash=1", "-runs=2000"])
        .arg(format!("-exact_artifact_path={}", out.display()))
        .arg(&crash)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status();
    out.is_file().then_some(out)
}

/// Build (or take from the cache) and return the binary of TARGET for
/// CHANNEL: for `--minimize`.
pub fn binary(opts: &Options, t: &str, ch: &str, live: &Live) -> Result<PathBuf, String> {
    let instrument = opts.instrument.resolve(f64::INFINITY);
    let b = Build::of(opts, instrument, t, ch);
    build::ensure(opts, &b, t, ch, live)
}

/// The environment and command of a merge run (`-merge=1`) of TARGET on CHANNEL.
pub fn merge_cmd(opts: &Options, bin: &Path, ch: &str) -> Command {
    let mut c = libfuzzer_cmd(opts, bin, ch);
    c.arg("-merge=1");
    c
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_libfuzzer_status_lines_and_final_stats() {
        let mut r = Row::default();
        parse_status(
            "#65536\tpulse  cov: 1234 ft: 2345 corp: 57/2190b lim: 4096 exec/s: 21845 rss: 51Mb",
            &mut r,
        );
        assert_eq!(
            (r.execs, r.coverage, r.features, r.corpus),
            (65536, Some(1234), Some(2345), 57)
        );
        assert_eq!(r.exec_per_sec, 21845.0);
        parse_status("stat::number_of_executed_units: 585123", &mut r);
        parse_status("stat::average_exec_per_sec:     146280", &mut r);
        assert_eq!((r.execs, r.exec_per_sec), (585_123, 146_280.0));
        // Lines that are neither leave the row as it was.
        parse_status("INFO: Seed: 1234", &mut r);
        assert_eq!(r.execs, 585_123);
        assert!(status(&r).contains("execs 585123 (146280/s) cov 1234 ft 2345 corpus 57"));
    }
}
