//! `cargo xtask fuzz`: differential fuzzing of the generated codecs against
//! the oracle (README "Decoding semantics" D1–D13).
//!
//! Targets are the files in `fuzz/fuzz_targets/` (each a thin wrapper over
//! one `npamp_fuzz_check::TARGETS` entry). Two engines run the same checks:
//!
//! - `libfuzzer` (nightly + cargo-fuzz, installed on demand): coverage-guided,
//!   `cargo +nightly fuzz run <target> fuzz/corpus/<target> fuzz/seeds/<target>
//!   -- -max_total_time=T -dict=fuzz/dict/cbor.dict -print_final_stats=1`
//!   (`-fork=N` for `--jobs N > 1`); crashes are minimized with `cargo fuzz tmin`.
//! - `stable`: the in-process `fuzz-driver` binary of `npamp-fuzz-check`
//!   (random + mutated seed inputs, dictionary tokens, behaviour-signature
//!   feedback, `catch_unwind`, N threads, byte-deletion minimizer).
//!
//! `auto` picks libFuzzer when a nightly toolchain exists. Findings are saved
//! under `fuzz/artifacts/<target>/` (replayed by `cargo test -p
//! npamp-fuzz-check`) and make the command exit 1.
//!
//! `--plant key-order|utf8` builds the targets with a TEST-ONLY planted bug
//! in `npamp-generated` (`--cfg npamp_plant="key-order"` / `"utf8"` via
//! RUSTFLAGS, in a separate target dir), stops each target at its first finding and
//! reports the time to it; findings go to `target/fuzz-plant/` instead of
//! `fuzz/artifacts/`. Exit 0 when the bug was found, 1 when it was not.

use crate::{workspace_root, Usage};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

const HELP: &str = "\
usage: cargo xtask fuzz [--target NAME]... [--time SECONDS] [--jobs N]
                        [--engine auto|libfuzzer|stable] [--plant key-order|utf8]

  --target NAME   fuzz only NAME (repeatable; default: every fuzz/fuzz_targets/*.rs)
  --time SECONDS  total time budget, split evenly across targets (default 60)
  --jobs N        parallel workers per target (libFuzzer -fork=N; stable: N threads)
  --engine E      auto (libFuzzer if a nightly toolchain exists), libfuzzer, stable
  --plant BUG     build with a test-only planted bug (key-order, utf8) and report
                  how long each target takes to find it (exit 0 iff found)
";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Engine {
    LibFuzzer,
    Stable,
}

impl Engine {
    fn name(self) -> &'static str {
        match self {
            Engine::LibFuzzer => "libfuzzer",
            Engine::Stable => "stable",
        }
    }
}

#[derive(Debug, Default, Clone)]
struct Row {
    target: String,
    execs: u64,
    exec_per_sec: f64,
    corpus: u64,
    cov: Option<u64>,
    disagreements: u64,
    crashes: u64,
    first_finding: Option<f64>,
    artifact: Option<String>,
    detail: Option<String>,
}

struct Opts {
    targets: Vec<String>,
    total: f64,
    jobs: usize,
    engine: Engine,
    plant: Option<&'static str>,
}

pub fn run(args: &[String]) -> Result<ExitCode, Usage> {
    let root = workspace_root();
    let all = list_targets(&root);
    let mut targets = Vec::new();
    let mut total = 60.0f64;
    let mut jobs = 1usize;
    let mut engine = "auto".to_string();
    let mut plant = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut val = || {
            it.next()
                .cloned()
                .ok_or_else(|| Usage(format!("fuzz: {a} needs a value")))
        };
        match a.as_str() {
            "--target" => targets.extend(val()?.split(',').map(str::to_string)),
            "--time" => {
                let v = val()?;
                total = v
                    .parse()
                    .ok()
                    .filter(|t: &f64| *t > 0.0)
                    .ok_or_else(|| Usage(format!("fuzz: bad --time {v}")))?;
            }
            "--jobs" => {
                let v = val()?;
                jobs = v
                    .parse()
                    .ok()
                    .filter(|j| *j >= 1)
                    .ok_or_else(|| Usage(format!("fuzz: bad --jobs {v}")))?;
            }
            "--engine" => engine = val()?,
            "--plant" => {
                let v = val()?;
                plant = Some(match v.as_str() {
                    "key-order" => "key-order",
                    "utf8" => "utf8",
                    _ => {
                        return Err(Usage(format!(
                            "fuzz: unknown planted bug {v} (key-order, utf8)"
                        )))
                    }
                });
            }
            "--help" | "-h" => {
                print!("{HELP}");
                return Ok(ExitCode::SUCCESS);
            }
            other => return Err(Usage(format!("fuzz: unknown argument {other}\n{HELP}"))),
        }
    }
    if targets.is_empty() {
        targets = all.clone();
    }
    for t in &targets {
        if !all.contains(t) {
            return Err(Usage(format!(
                "fuzz: unknown target {t} (known: {})",
                all.join(", ")
            )));
        }
    }
    let engine = match engine.as_str() {
        "stable" => Engine::Stable,
        "libfuzzer" => Engine::LibFuzzer,
        "auto" => {
            if nightly_available() {
                Engine::LibFuzzer
            } else {
                eprintln!("fuzz: no nightly toolchain; using the stable in-process driver");
                Engine::Stable
            }
        }
        other => return Err(Usage(format!("fuzz: unknown engine {other}"))),
    };
    let opts = Opts {
        targets,
        total,
        jobs,
        engine,
        plant,
    };
    if opts.plant.is_none() {
        seed_from_vectors(&root, &opts.targets);
    }
    let rows = match opts.engine {
        Engine::LibFuzzer => run_libfuzzer(&root, &opts),
        Engine::Stable => run_stable(&root, &opts),
    };
    let rows = match rows {
        Ok(r) => r,
        Err(e) => {
            eprintln!("fuzz: {e}");
            return Ok(ExitCode::FAILURE);
        }
    };
    print_table(&opts, &rows);
    let found: Vec<&Row> = rows
        .iter()
        .filter(|r| r.disagreements + r.crashes > 0)
        .collect();
    for r in &found {
        println!(
            "\n{}: {} disagreement(s), {} crash(es){}",
            r.target,
            r.disagreements,
            r.crashes,
            r.artifact
                .as_ref()
                .map(|a| format!("; minimized input saved to {a}"))
                .unwrap_or_default()
        );
        if let Some(d) = &r.detail {
            println!("{d}");
        }
    }
    Ok(match opts.plant {
        Some(p) => {
            let first = found
                .iter()
                .filter_map(|r| r.first_finding.map(|t| (t, &r.target)))
                .min_by(|a, b| a.0.total_cmp(&b.0));
            match first {
                Some((t, target)) => {
                    println!(
                        "\nplanted bug `{p}` found by {}/{} target(s); earliest: {target} after {t:.2} s of fuzzing ({})",
                        found.len(),
                        rows.len(),
                        opts.engine.name()
                    );
                    ExitCode::SUCCESS
                }
                None => {
                    println!("\nplanted bug `{p}` NOT found ({})", opts.engine.name());
                    ExitCode::FAILURE
                }
            }
        }
        None if found.is_empty() => ExitCode::SUCCESS,
        None => ExitCode::FAILURE,
    })
}

/// Target names: `fuzz/fuzz_targets/*.rs` stems, sorted.
fn list_targets(root: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(root.join("fuzz/fuzz_targets"))
        .map(|rd| {
            rd.filter_map(|e| e.ok())
                .filter_map(|e| {
                    let p = e.path();
                    (p.extension()? == "rs").then(|| p.file_stem()?.to_str().map(str::to_string))?
                })
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

fn nightly_available() -> bool {
    Command::new("cargo")
        .args(["+nightly", "--version"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

fn per_target(opts: &Opts) -> f64 {
    opts.total / opts.targets.len().max(1) as f64
}

fn plant_dir(root: &Path) -> PathBuf {
    root.join("target/fuzz-plant")
}

// ------------------------------------------------------------------ stable

fn run_stable(root: &Path, opts: &Opts) -> Result<Vec<Row>, String> {
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
    cmd.arg("--");
    cmd.arg("--root").arg(root);
    for t in &opts.targets {
        cmd.args(["--target", t]);
    }
    cmd.args(["--time", &format!("{:.3}", per_target(opts))]);
    cmd.args(["--jobs", &opts.jobs.to_string()]);
    if opts.plant.is_some() {
        cmd.arg("--stop-on-first");
        cmd.arg("--artifacts").arg(plant_dir(root));
    }
    eprintln!(
        "fuzz: stable driver, {} target(s) x {:.1} s, {} thread(s){}",
        opts.targets.len(),
        per_target(opts),
        opts.jobs,
        opts.plant
            .map(|p| format!(", planted bug {p}"))
            .unwrap_or_default()
    );
    let out = cmd
        .stderr(Stdio::inherit())
        .output()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    let text = String::from_utf8_lossy(&out.stdout);
    let mut rows: Vec<Row> = Vec::new();
    for line in text.lines() {
        let f: Vec<&str> = line.split('\t').collect();
        match f.as_slice() {
            ["RESULT", target, execs, secs, corpus, dis, crashes, first, artifact] => {
                let execs: u64 = execs.parse().unwrap_or(0);
                let secs: f64 = secs.parse().unwrap_or(0.0);
                rows.push(Row {
                    target: target.to_string(),
                    execs,
                    exec_per_sec: if secs >= 0.01 {
                        execs as f64 / secs
                    } else {
                        f64::NAN
                    },
                    corpus: corpus.parse().unwrap_or(0),
                    cov: None,
                    disagreements: dis.parse().unwrap_or(0),
                    crashes: crashes.parse().unwrap_or(0),
                    first_finding: first.parse().ok(),
                    artifact: (*artifact != "-").then(|| artifact.to_string()),
                    detail: None,
                });
            }
            ["FINDING", target, rest @ ..] => {
                if let Some(r) = rows.iter_mut().find(|r| r.target == *target) {
                    r.detail = Some(rest.join("\t"));
                }
            }
            _ => {
                if let Some(r) = rows.last_mut() {
                    if let Some(d) = &mut r.detail {
                        d.push('\n');
                        d.push_str(line);
                    }
                }
            }
        }
    }
    if rows.is_empty() {
        return Err(format!(
            "the stable driver produced no results (exit {:?})",
            out.status.code()
        ));
    }
    Ok(rows)
}

// --------------------------------------------------------------- libFuzzer

fn ensure_cargo_fuzz() -> Result<(), String> {
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

fn cargo_fuzz(root: &Path, sub: &str, opts: &Opts) -> Command {
    let mut cmd = Command::new("cargo");
    cmd.current_dir(root)
        .args(["+nightly", "fuzz", sub, "--fuzz-dir"])
        .arg(root.join("fuzz"));
    if let Some(p) = opts.plant {
        plant_env(&mut cmd, root, p, "libfuzzer");
    }
    cmd
}

/// A planted bug is `--cfg npamp_plant="<bug>"` in RUSTFLAGS (never a Cargo
/// feature, so `--all-features` cannot reach it), built in its own target
/// directory so the normal build cache stays valid. cargo-fuzz appends the
/// caller's RUSTFLAGS to its own.
fn plant_env(cmd: &mut Command, root: &Path, bug: &str, engine: &str) {
    let mut flags = std::env::var("RUSTFLAGS").unwrap_or_default();
    if !flags.is_empty() {
        flags.push(' ');
    }
    flags.push_str(&format!("--cfg npamp_plant=\"{bug}\""));
    cmd.env("RUSTFLAGS", flags).env(
        "CARGO_TARGET_DIR",
        root.join("target").join(format!("plant-{engine}-{bug}")),
    );
}

/// Numbers from one libFuzzer status line (`#N ... cov: C ... corp: K/.. exec/s: E`
/// or, in fork mode, `#N: cov: C ft: F corp: K exec/s: E ...`).
fn parse_status(line: &str, row: &mut Row) {
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
            "cov:" => row.cov = first_num(v).or(row.cov),
            "corp:" => row.corpus = first_num(v).unwrap_or(row.corpus),
            "exec/s:" => row.exec_per_sec = v.parse().unwrap_or(row.exec_per_sec),
            _ => {}
        }
    }
}

fn run_libfuzzer(root: &Path, opts: &Opts) -> Result<Vec<Row>, String> {
    ensure_cargo_fuzz()?;
    let logs = root.join("target/fuzz-logs");
    std::fs::create_dir_all(&logs).map_err(|e| e.to_string())?;
    let mut rows = Vec::new();
    let secs = per_target(opts).ceil().max(1.0) as u64;
    eprintln!("fuzz: building the fuzz targets (cargo +nightly fuzz build)...");
    let st = cargo_fuzz(root, "build", opts)
        .stdout(Stdio::null())
        .status()
        .map_err(|e| format!("cannot run cargo fuzz: {e}"))?;
    if !st.success() {
        return Err("cargo fuzz build failed".into());
    }
    for t in &opts.targets {
        let (corpus, artifacts) = match opts.plant {
            Some(_) => (
                plant_dir(root).join("corpus").join(t),
                plant_dir(root).join(t),
            ),
            None => (
                root.join("fuzz/corpus").join(t),
                root.join("fuzz/artifacts").join(t),
            ),
        };
        for d in [&corpus, &artifacts] {
            std::fs::create_dir_all(d).map_err(|e| e.to_string())?;
        }
        let mut cmd = cargo_fuzz(root, "run", opts);
        cmd.arg(t)
            .arg(&corpus)
            .arg(root.join("fuzz/seeds").join(t))
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
        let log_path = logs.join(format!("{t}.log"));
        let mut log = std::fs::File::create(&log_path).map_err(|e| e.to_string())?;
        let mut row = Row {
            target: t.clone(),
            ..Row::default()
        };
        let launched = Instant::now();
        let mut started: Option<Instant> = None;
        let mut crash_file: Option<String> = None;
        let mut panic_text: Vec<String> = Vec::new();
        let mut in_panic = false;
        let mut last_draw = Instant::now() - Duration::from_secs(1);
        let mut final_execs = None;
        let mut final_rate: Option<u64> = None;
        if let Some(err) = child.stderr.take() {
            for line in BufReader::new(err).lines().map_while(Result::ok) {
                let _ = writeln!(log, "{line}");
                if started.is_none() && line.starts_with("INFO: Seed:") {
                    started = Some(Instant::now());
                }
                parse_status(&line, &mut row);
                if let Some(v) = line.strip_prefix("stat::number_of_executed_units:") {
                    final_execs = v.trim().parse().ok();
                }
                if let Some(v) = line.strip_prefix("stat::average_exec_per_sec:") {
                    final_rate = v.trim().parse().ok();
                }
                if line.contains("panicked at") {
                    in_panic = true;
                    if row.first_finding.is_none() {
                        row.first_finding =
                            Some(started.unwrap_or(launched).elapsed().as_secs_f64());
                    }
                } else if in_panic {
                    if line.starts_with("note:")
                        || line.starts_with("stack backtrace:")
                        || line.starts_with("==")
                        || line.is_empty()
                    {
                        in_panic = false;
                    } else {
                        panic_text.push(line.clone());
                    }
                }
                if (line.contains("deadly signal") || line.contains("ERROR: libFuzzer"))
                    && row.first_finding.is_none()
                {
                    row.first_finding = Some(started.unwrap_or(launched).elapsed().as_secs_f64());
                }
                if let Some(p) = line.split("Test unit written to ").nth(1) {
                    crash_file = Some(p.trim().to_string());
                }
                if last_draw.elapsed() > Duration::from_millis(250) {
                    last_draw = Instant::now();
                    let el = started.map_or(0.0, |s| s.elapsed().as_secs_f64());
                    eprint!(
                        "\r[libfuzzer] {t:<24} {el:6.1}s  execs {:>10}  {:>8.0}/s  cov {:>6}  corpus {:>6}   ",
                        row.execs,
                        row.exec_per_sec,
                        row.cov.map(|c| c.to_string()).unwrap_or_else(|| "-".into()),
                        row.corpus
                    );
                    let _ = std::io::stderr().flush();
                }
            }
        }
        let status = child.wait().map_err(|e| e.to_string())?;
        eprintln!();
        if let Some(n) = final_execs {
            row.execs = n;
        }
        let el = started.map_or(0.0, |s| s.elapsed().as_secs_f64());
        row.exec_per_sec = match final_rate {
            Some(r) if r > 0 => r as f64,
            _ if row.exec_per_sec > 0.0 => row.exec_per_sec,
            _ if el >= 0.01 => row.execs as f64 / el,
            _ => f64::NAN,
        };
        if !status.success() || crash_file.is_some() {
            let is_disagreement = panic_text.iter().any(|l| l.starts_with("disagreement:"));
            if is_disagreement {
                row.disagreements = 1;
            } else {
                row.crashes = 1;
            }
            let mut detail = panic_text.join("\n");
            if let Some(cf) = &crash_file {
                let min = minimize_libfuzzer(root, opts, t, Path::new(cf), &artifacts);
                row.artifact = Some(min.clone().unwrap_or_else(|| cf.clone()));
                if let Ok(b) = std::fs::read(min.as_deref().unwrap_or(cf)) {
                    detail.push_str(&format!(
                        "\nminimized input ({} bytes): {}",
                        b.len(),
                        b.iter().map(|x| format!("{x:02x}")).collect::<String>()
                    ));
                }
            }
            detail.push_str(&format!("\nfull log: {}", log_path.display()));
            row.detail = Some(detail);
        }
        rows.push(row);
    }
    Ok(rows)
}

/// `cargo fuzz tmin`, writing `<artifacts>/minimized-from-<crash name>`;
/// returns that path when minimization produced it.
fn minimize_libfuzzer(
    root: &Path,
    opts: &Opts,
    target: &str,
    crash: &Path,
    artifacts: &Path,
) -> Option<String> {
    eprintln!("fuzz: minimizing {} (cargo fuzz tmin)...", crash.display());
    let crash = if crash.is_absolute() {
        crash.to_path_buf()
    } else {
        root.join(crash)
    };
    let name = crash.file_name()?.to_str()?.to_string();
    let out = artifacts.join(format!("minimized-from-{name}"));
    let _ = cargo_fuzz(root, "tmin", opts)
        .arg(target)
        .arg(&crash)
        .args(["--runs", "2000", "--"])
        .arg(format!("-exact_artifact_path={}", out.display()))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status();
    out.is_file().then(|| out.display().to_string())
}

// ------------------------------------------------------------------ report

fn print_table(opts: &Opts, rows: &[Row]) {
    let plant = opts.plant.is_some();
    let mut out = String::new();
    out.push_str(&format!(
        "\n{:<24} {:<9} {:>11} {:>9} {:>7} {:>7} {:>13} {:>7}",
        "target", "engine", "execs", "exec/s", "corpus", "cov", "disagreements", "crashes"
    ));
    if plant {
        out.push_str(&format!(" {:>12}", "first (s)"));
    }
    out.push('\n');
    for r in rows {
        out.push_str(&format!(
            "{:<24} {:<9} {:>11} {:>9} {:>7} {:>7} {:>13} {:>7}",
            r.target,
            opts.engine.name(),
            r.execs,
            if r.exec_per_sec.is_finite() {
                format!("{:.0}", r.exec_per_sec)
            } else {
                "-".into()
            },
            r.corpus,
            r.cov.map(|c| c.to_string()).unwrap_or_else(|| "-".into()),
            r.disagreements,
            r.crashes
        ));
        if plant {
            out.push_str(&format!(
                " {:>12}",
                r.first_finding
                    .map(|t| format!("{t:.2}"))
                    .unwrap_or_else(|| "not found".into())
            ));
        }
        out.push('\n');
    }
    print!("{out}");
}

/// Seed the decode targets' working corpora (`fuzz/corpus/<target>/`, not
/// committed) with every conformance vector's input, as `vec-<tcId>` files in
/// the targets' input format (`Chan::join_input`). Existing files are kept.
fn seed_from_vectors(root: &Path, targets: &[String]) {
    use npamp_fuzz_check::Chan;
    for (target, chan) in [
        ("decode_interaction", Chan::Interaction),
        ("decode_workflow", Chan::Workflow),
    ] {
        if !targets.iter().any(|t| t == target) {
            continue;
        }
        let path = root.join("vectors").join(format!("{}.json", chan.name()));
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        let Ok(doc) = serde_json::from_str::<serde_json::Value>(&text) else {
            eprintln!("fuzz: {} is not JSON; not used as seeds", path.display());
            continue;
        };
        let dir = root.join("fuzz/corpus").join(target);
        if std::fs::create_dir_all(&dir).is_err() {
            continue;
        }
        let tests = doc["testGroups"]
            .as_array()
            .into_iter()
            .flatten()
            .flat_map(|g| g["tests"].as_array().into_iter().flatten());
        let mut added = 0usize;
        for t in tests {
            let (Some(id), Some(ft), Some(body)) = (
                t["tcId"].as_u64(),
                t["in"]["frameType"]
                    .as_u64()
                    .and_then(|f| u16::try_from(f).ok()),
                t["in"]["body"].as_str(),
            ) else {
                continue;
            };
            let Ok(body) = crate::inspect::unhex(body) else {
                continue;
            };
            let Some(input) = chan.join_input(ft, &body) else {
                continue;
            };
            let file = dir.join(format!("vec-{id}"));
            if !file.exists() && std::fs::write(&file, input).is_ok() {
                added += 1;
            }
        }
        if added > 0 {
            eprintln!("fuzz: seeded {target} with {added} conformance vector input(s)");
        }
    }
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
        assert_eq!((r.execs, r.cov, r.corpus), (65536, Some(1234), 57));
        assert_eq!(r.exec_per_sec, 21845.0);
        parse_status(
            "#401200: cov: 1500 ft: 3000 corp: 80 exec/s: 40120 oom/timeout/crash: 0/0/0 time: 10s job: 4 dft_time: 0",
            &mut r,
        );
        assert_eq!((r.execs, r.cov, r.corpus), (401200, Some(1500), 80));
        parse_status("INFO: Seed: 123", &mut r);
        assert_eq!(r.execs, 401200);
    }
}
