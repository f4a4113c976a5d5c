//! `cargo xtask fuzz --minimize`: merge and minimize each (target, channel)
//! working corpus `fuzz/corpus/<pair>/` against its committed seeds
//! `fuzz/seeds/<pair>/` (which stay as they are: small, generated from the
//! schema, replayed by `cargo test`).
//!
//! * engine `libfuzzer` (`auto` with a nightly toolchain): libFuzzer's
//!   `-merge=1` into a fresh directory that starts with copies of the seeds,
//!   over the old corpus, so only inputs that add edge coverage beyond the
//!   seeds (and each other) are kept; the seed copies are then removed and
//!   the fresh directory replaces the corpus.
//! * engine `stable`: there is no code coverage to minimize against. The
//!   corpus is reduced to what the stable engine itself keeps: replayed
//!   smallest first, an input survives only when its behaviour signature
//!   ([`npamp_fuzz_check::take_signature`]: verdicts, rules, profile, mutation class) is
//!   new after the seeds and the inputs kept before it. Exact duplicates go
//!   too. This is a dedup under the stable engine's feedback, not a coverage
//!   minimization.
//!
//! The swap is `corpus/<pair>` → `<pair>.old`, fresh → `corpus/<pair>`, old
//! removed; a failed merge leaves the corpus untouched.

use crate::campaign::libfuzzer::{self, ensure_cargo_fuzz};
use crate::campaign::live::Live;
use crate::campaign::{nightly_available, pairs, Engine, Options};
use crate::driver::{fnv, load_dirs, run_one};
use crate::CampaignError;
use npamp_fuzz_check::{take_signature, Chan};
use std::collections::HashSet;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Stdio;

/// One (target, channel) pair before and after.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MinRow {
    pub target: String,
    pub channel: String,
    pub method: String,
    pub seeds: usize,
    pub files_before: usize,
    pub bytes_before: u64,
    pub files_after: usize,
    pub bytes_after: u64,
}

fn size(dir: &Path) -> (usize, u64) {
    let v = load_dirs(&[dir.to_path_buf()]);
    (v.len(), v.iter().map(|(_, d)| d.len() as u64).sum())
}

/// Replace `corpus` by `fresh` (both directories).
fn swap(corpus: &Path, fresh: &Path) -> Result<(), String> {
    let old = corpus.with_extension("old");
    let _ = std::fs::remove_dir_all(&old);
    if corpus.exists() {
        std::fs::rename(corpus, &old).map_err(|e| format!("{}: {e}", corpus.display()))?;
    }
    std::fs::rename(fresh, corpus).map_err(|e| format!("{}: {e}", fresh.display()))?;
    let _ = std::fs::remove_dir_all(&old);
    Ok(())
}

/// The stable-engine reduction of `corpus` given `seeds`: the inputs to keep,
/// as (file name, bytes). See the module docs.
pub fn signature_dedup(
    target: &npamp_fuzz_check::Target,
    chan: Option<&Chan>,
    seeds: &[Vec<u8>],
    corpus: Vec<(PathBuf, Vec<u8>)>,
) -> Vec<(String, Vec<u8>)> {
    let check = |d: &[u8]| npamp_fuzz_check::run_input(target, chan, d);
    let mut sigs = HashSet::new();
    let mut bytes = HashSet::new();
    let _ = take_signature();
    for s in seeds {
        let _ = run_one(&check, s);
        sigs.insert(take_signature());
        bytes.insert(fnv(s));
    }
    let mut corpus = corpus;
    corpus.sort_by(|a, b| a.1.len().cmp(&b.1.len()).then_with(|| a.0.cmp(&b.0)));
    let mut keep = Vec::new();
    for (path, data) in corpus {
        let r = run_one(&check, &data);
        let sig = take_signature();
        if !bytes.insert(fnv(&data)) {
            continue;
        }
        // Findings stay (they are what a campaign is for); otherwise new behaviour only.
        if r.is_err() || sigs.insert(sig) {
            let name = path
                .file_name()
                .and_then(|n| n.to_str())
                .map_or_else(|| format!("{:016x}", fnv(&data)), String::from);
            keep.push((name, data));
        }
    }
    keep
}

/// A pair's local corpus folder, its committed seeds, and its row before minimizing.
fn start(
    opts: &Options,
    t: &str,
    ch: &str,
    method: &str,
) -> (PathBuf, Vec<(PathBuf, Vec<u8>)>, MinRow) {
    let pair = format!("{t}-{ch}");
    let corpus = opts.root.join("fuzz/corpus").join(&pair);
    let seeds = load_dirs(&[opts.root.join("fuzz/seeds").join(&pair)]);
    let (files_before, bytes_before) = size(&corpus);
    let row = MinRow {
        target: t.into(),
        channel: ch.into(),
        method: method.into(),
        seeds: seeds.len(),
        files_before,
        bytes_before,
        ..MinRow::default()
    };
    (corpus, seeds, row)
}

/// An empty folder beside `corpus` for its minimized form.
fn fresh_dir(corpus: &Path) -> Result<PathBuf, String> {
    let fresh = corpus.with_extension("min");
    let _ = std::fs::remove_dir_all(&fresh);
    std::fs::create_dir_all(&fresh).map_err(|e| e.to_string())?;
    Ok(fresh)
}

fn stable_pair(opts: &Options, t: &str, ch: &str) -> Result<MinRow, String> {
    let target = npamp_fuzz_check::target(t).ok_or_else(|| format!("unknown target {t}"))?;
    let (corpus, seeds, mut row) = start(opts, t, ch, "signature");
    if row.files_before == 0 {
        return Ok(row);
    }
    let seeds: Vec<Vec<u8>> = seeds.into_iter().map(|(_, d)| d).collect();
    let keep = signature_dedup(
        target,
        Chan::named(ch),
        &seeds,
        load_dirs(std::slice::from_ref(&corpus)),
    );
    let fresh = fresh_dir(&corpus)?;
    for (name, data) in &keep {
        std::fs::write(fresh.join(name), data).map_err(|e| e.to_string())?;
    }
    swap(&corpus, &fresh)?;
    (row.files_after, row.bytes_after) = size(&corpus);
    Ok(row)
}

fn libfuzzer_pair(opts: &Options, t: &str, ch: &str) -> Result<MinRow, String> {
    let pair = format!("{t}-{ch}");
    let (corpus, seeds, mut row) = start(opts, t, ch, "libfuzzer -merge=1");
    if row.files_before == 0 {
        return Ok(row);
    }
    let fresh = fresh_dir(&corpus)?;
    let mut seed_names = Vec::new();
    for (i, (_, data)) in seeds.iter().enumerate() {
        let name = format!("seed-copy-{i:05}");
        std::fs::write(fresh.join(&name), data).map_err(|e| e.to_string())?;
        seed_names.push(name);
    }
    let log = opts
        .root
        .join("target/fuzz-logs")
        .join(format!("{pair}.merge.log"));
    if let Some(d) = log.parent() {
        std::fs::create_dir_all(d).map_err(|e| e.to_string())?;
    }
    let log_file = std::fs::File::create(&log).map_err(|e| e.to_string())?;
    let bin = libfuzzer::binary(opts, t, ch, &Live::new())?;
    let st = libfuzzer::merge_cmd(opts, &bin, ch)
        .arg(&fresh)
        .arg(&corpus)
        .stdout(Stdio::null())
        .stderr(log_file)
        .status()
        .map_err(|e| format!("cannot run {}: {e}", bin.display()))?;
    if !st.success() {
        let _ = std::fs::remove_dir_all(&fresh);
        return Err(format!(
            "{pair}: libFuzzer -merge=1 failed (corpus untouched); log: {}",
            log.display()
        ));
    }
    for n in &seed_names {
        let _ = std::fs::remove_file(fresh.join(n));
    }
    swap(&corpus, &fresh)?;
    (row.files_after, row.bytes_after) = size(&corpus);
    Ok(row)
}

/// Minimize every pair of `opts`; prints the table.
pub fn run(opts: &Options) -> Result<Vec<MinRow>, CampaignError> {
    if pairs(opts).is_empty() {
        return Err(CampaignError::Usage(
            "fuzz --minimize: nothing to do".into(),
        ));
    }
    minimize_all(opts).map_err(CampaignError::Tool)
}

/// [`run`] once its options are known to select pairs.
fn minimize_all(opts: &Options) -> Result<Vec<MinRow>, String> {
    let engine = match opts.engine {
        Engine::Auto if nightly_available() => Engine::LibFuzzer,
        Engine::Auto => Engine::Stable,
        e => e,
    };
    let pairs = pairs(opts);
    if pairs.is_empty() {
        return Err("fuzz --minimize: nothing to do".into());
    }
    if engine == Engine::LibFuzzer {
        ensure_cargo_fuzz(&Live::new())?;
    } else {
        eprintln!(
            "fuzz: stable engine: no code coverage; the corpus keeps one input per new behaviour signature"
        );
        // Findings replayed here are expected to panic now and then; keep it quiet.
        std::panic::set_hook(Box::new(|_| {}));
    }
    let mut rows = Vec::new();
    for (t, ch) in &pairs {
        let row = match engine {
            Engine::LibFuzzer => libfuzzer_pair(opts, t, ch)?,
            _ => stable_pair(opts, t, ch)?,
        };
        rows.push(row);
    }
    if engine != Engine::LibFuzzer {
        let _ = std::panic::take_hook();
    }
    print!("{}", table(&rows));
    Ok(rows)
}

/// The before / after table.
pub fn table(rows: &[MinRow]) -> String {
    let mut out = format!(
        "\n{:<11} {:<12} {:<19} {:>5} {:>13} {:>13}\n",
        "target", "channel", "method", "seeds", "before", "after"
    );
    for r in rows {
        let _ = writeln!(
            out,
            "{:<11} {:<12} {:<19} {:>5} {:>13} {:>13}",
            r.target,
            r.channel,
            r.method,
            r.seeds,
            format!("{} / {}B", r.files_before, r.bytes_before),
            format!("{} / {}B", r.files_after, r.bytes_after)
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signature_dedup_drops_duplicates_and_repeated_behaviour() {
        let t = npamp_fuzz_check::target("decode").unwrap();
        let ch = Chan::all().first().unwrap();
        // Frame 0 with an empty payload as the seed; the corpus: the seed's
        // bytes again, a map with a trailing byte, the same bytes again, and
        // another trailing byte (same behaviour: trailing-bytes on both sides).
        let seeds = vec![vec![0u8, 0]];
        let corpus = vec![
            (PathBuf::from("a"), vec![0u8, 0]),
            (PathBuf::from("b"), vec![0u8, 0, 0xa0, 0x00]),
            (PathBuf::from("c"), vec![0u8, 0, 0xa0, 0x00]),
            (PathBuf::from("d"), vec![0u8, 0, 0xa0, 0x01]),
        ];
        let keep = signature_dedup(t, Some(ch), &seeds, corpus);
        let names: Vec<&str> = keep.iter().map(|k| k.0.as_str()).collect();
        assert_eq!(names, ["b"]);
    }
}
