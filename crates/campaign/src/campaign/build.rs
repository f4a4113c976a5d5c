//! libFuzzer builds and their cache.
//!
//! Every build configuration has a name ([`Build::key`]: instrumentation,
//! CMP tracing, sanitizer, plant) and a target directory of its own,
//! `target/fuzz/<key>/`, so switching configuration never rebuilds another's
//! output. After a build its binaries are copied to
//! `target/fuzz/bin/<key>/<binary>` (`<target>-<channel>` for per-channel
//! builds, which share one target directory per key); a cached binary is
//! fresh when it is newer than every build input of the workspace
//! ([`newest_input`]), and a campaign whose binaries are all fresh runs no
//! cargo at all. The binaries are run directly (what `cargo fuzz run` does
//! after its build step).

use super::live::{human, ChildGuard, Live};
use super::{Instrument, Options, Sanitizer};
use npamp_fuzz_check::{target, TARGETS};
use std::collections::VecDeque;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::SystemTime;

/// One cargo-fuzz build.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Build {
    /// Names the target directory and the binary cache.
    pub key: String,
    /// The binaries it builds (cargo-fuzz target names).
    pub targets: Vec<&'static str>,
    /// `NPAMP_CHANNELS` (`None`: every channel).
    pub channels: Option<String>,
    /// SanitizerCoverage `trace-compares`.
    pub cmp: bool,
    /// Built for one channel: cached as `<target>-<channel>`.
    pub per_channel: bool,
    pub instrument: Instrument,
}

impl Build {
    /// The build that makes TARGET's binary for CHANNEL under `instrument`
    /// (already resolved: never [`Instrument::Auto`]).
    pub fn of(opts: &Options, instrument: Instrument, target_name: &str, channel: &str) -> Build {
        let t = target(target_name);
        let traced = t.is_none_or(|t| t.trace_compares);
        let drives = t.map(|t| (t.drives)()).unwrap_or_default();
        let channel_free = t.is_some_and(|t| t.channel_free);
        let group = |cmp: bool| -> Vec<&'static str> {
            TARGETS
                .iter()
                .filter(|t| t.trace_compares == cmp)
                .map(|t| t.name)
                .collect()
        };
        let (base, targets, channels, cmp, per_channel, instrument) = match instrument {
            Instrument::Channel if !channel_free => (
                "channel",
                t.map(|t| vec![t.name]).unwrap_or_default(),
                Some(channel.to_string()),
                traced,
                true,
                Instrument::Channel,
            ),
            Instrument::Channel if !drives.is_empty() => (
                "driven",
                t.map(|t| vec![t.name]).unwrap_or_default(),
                Some(drives.join(",")),
                traced,
                false,
                Instrument::Channel,
            ),
            Instrument::Shared | Instrument::Auto => (
                "shared",
                TARGETS.iter().map(|t| t.name).collect(),
                None,
                true,
                false,
                Instrument::Shared,
            ),
            Instrument::All => ("all", group(traced), None, traced, false, Instrument::All),
            Instrument::UnderTest | Instrument::Channel => (
                "under-test",
                group(traced),
                None,
                traced,
                false,
                Instrument::UnderTest,
            ),
        };
        let mut key = base.to_string();
        if !cmp {
            key.push_str("-nocmp");
        }
        if opts.sanitizer == Sanitizer::Address {
            key.push_str("-asan");
        }
        if let Some(p) = opts.plant {
            key.push_str("-plant-");
            key.push_str(p.as_str());
        }
        Build {
            key,
            targets,
            channels,
            cmp,
            per_channel,
            instrument,
        }
    }

    /// Its cargo target directory.
    pub fn target_dir(&self, root: &Path) -> PathBuf {
        root.join("target/fuzz").join(&self.key)
    }

    /// Where its binary for TARGET (and CHANNEL, per-channel) is cached.
    pub fn cached(&self, root: &Path, target_name: &str, channel: &str) -> PathBuf {
        let name = if self.per_channel {
            format!("{target_name}-{channel}")
        } else {
            target_name.to_string()
        };
        root.join("target/fuzz/bin").join(&self.key).join(name)
    }

    /// The `cargo +nightly fuzz SUB` command of this build (the caller
    /// appends target names and the rest).
    pub fn cargo_fuzz(&self, opts: &Options, sub: &str) -> Command {
        let root = &opts.root;
        let mut cmd = Command::new("cargo");
        cmd.current_dir(root)
            .args(["+nightly", "fuzz", sub, "--fuzz-dir"])
            .arg(root.join("fuzz"))
            .args(["--sanitizer", opts.sanitizer.as_str()])
            .env("CARGO_TARGET_DIR", self.target_dir(root));
        if !self.cmp {
            cmd.arg("--no-trace-compares");
        }
        let mut flags = std::env::var("RUSTFLAGS").unwrap_or_default();
        if self.per_channel {
            // No debug assertions (`-O`), overflow checks kept; no harness.
            cmd.args(["-O", "--no-default-features"]);
            append(&mut flags, "-Coverflow-checks=on");
        }
        if let Some(p) = opts.plant {
            append(&mut flags, &format!("--cfg npamp_plant=\"{}\"", p.as_str()));
        }
        if !flags.is_empty() {
            cmd.env("RUSTFLAGS", flags);
        }
        if let Some(c) = &self.channels {
            cmd.env("NPAMP_CHANNELS", c);
        }
        if self.instrument != Instrument::All {
            // The wrapper keeps the coverage flags on the code under test only.
            cmd.env(
                "RUSTC_WRAPPER",
                root.join("fuzz/scripts/sancov-under-test.sh"),
            )
            .env("NPAMP_SANCOV_CRATES", super::under_test_crates());
        }
        cmd
    }
}

/// Append `f` to the RUSTFLAGS `flags` (space-separated).
pub(crate) fn append(flags: &mut String, f: &str) {
    if !flags.is_empty() {
        flags.push(' ');
    }
    flags.push_str(f);
}

/// The newest modification time among the workspace's build inputs: Rust
/// sources, manifests, the lock files, the schemas and the scripts, outside
/// `target/`, `.git/` and the fuzzers' data folders.
pub fn newest_input(root: &Path) -> SystemTime {
    const SKIP: &[&str] = &[
        "target",
        ".git",
        "corpus",
        "artifacts",
        "findings",
        "coverage",
        "seeds",
        "vectors",
        "node_modules",
    ];
    const EXT: &[&str] = &["rs", "toml", "lock", "yaml", "sh"];
    let mut newest = SystemTime::UNIX_EPOCH;
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let Ok(rd) = std::fs::read_dir(&dir) else {
            continue;
        };
        for e in rd.flatten() {
            let p = e.path();
            let name = e.file_name();
            let name = name.to_string_lossy();
            let Ok(ft) = e.file_type() else { continue };
            if ft.is_dir() {
                if !SKIP.contains(&name.as_ref()) {
                    stack.push(p);
                }
            } else if p
                .extension()
                .and_then(|x| x.to_str())
                .is_some_and(|x| EXT.contains(&x))
            {
                if let Ok(m) = e.metadata().and_then(|m| m.modified()) {
                    newest = newest.max(m);
                }
            }
        }
    }
    newest
}

/// Whether the cached binary at PATH is newer than every build input.
pub fn is_fresh(path: &Path, newest: SystemTime) -> bool {
    std::fs::metadata(path)
        .and_then(|m| m.modified())
        .is_ok_and(|m| m > newest)
}

/// What a build will cost, for the plan printed up front.
pub fn expected_cost(opts: &Options, b: &Build, channels: &[&str], newest: SystemTime) -> String {
    let stale: Vec<&&str> = channels
        .iter()
        .filter(|c| {
            b.targets
                .iter()
                .any(|t| !is_fresh(&b.cached(&opts.root, t, c), newest))
        })
        .collect();
    if stale.is_empty() {
        return "cached".into();
    }
    let cold = !b.target_dir(&opts.root).exists();
    let n = stale.len();
    match (cold, b.per_channel) {
        (true, false) => "to build (a new configuration: ~1.5-2 min on 2 cores)".into(),
        (false, false) => "to rebuild (sources changed: ~1-2 min)".into(),
        (true, true) => {
            format!("{n} channel build(s) (the first ~3 min on 2 cores, each further ~30-40 s)")
        }
        (false, true) => format!("{n} channel build(s) (~30-40 s each)"),
    }
}

/// Make sure the binary of TARGET for CHANNEL under build B is built and
/// cached; return its path. Cargo's own output goes to LIVE (a spinner with
/// the current step on a terminal, every line otherwise); a failed build
/// prints its last lines.
pub fn ensure(
    opts: &Options,
    b: &Build,
    target_name: &str,
    channel: &str,
    live: &Live,
) -> Result<PathBuf, String> {
    let root = &opts.root;
    let newest = newest_input(root);
    let out = b.cached(root, target_name, channel);
    if is_fresh(&out, newest) {
        return Ok(out);
    }
    let what = match (&b.channels, b.per_channel) {
        (Some(c), true) => format!("{target_name} for {c}"),
        _ => b.targets.join(", "),
    };
    let label = format!("[build {}]", b.key);
    live.println(&format!(
        "{label} cargo +nightly fuzz build {what} (target/fuzz/{})",
        b.key
    ));
    let task = live.task(&label);
    let mut cmd = b.cargo_fuzz(opts, "build");
    if b.per_channel {
        cmd.arg(target_name);
    }
    let mut child = cmd
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run cargo fuzz: {e}"))?;
    let _guard = ChildGuard::new(child.id());
    let mut tail: VecDeque<String> = VecDeque::new();
    let mut steps = 0usize;
    if let Some(err) = child.stderr.take() {
        for line in BufReader::new(err).lines().map_while(Result::ok) {
            let t = line.trim();
            if t.starts_with("Compiling") {
                steps += 1;
                task.set(format!("{steps} crates compiled; {t}"));
            }
            if tail.len() == 40 {
                tail.pop_front();
            }
            tail.push_back(line);
        }
    }
    let st = child.wait().map_err(|e| e.to_string())?;
    if !st.success() {
        task.finish(&label, "FAILED");
        let log: Vec<String> = tail.into_iter().collect();
        return Err(format!(
            "cargo fuzz build ({}) failed:\n{}",
            b.key,
            log.join("\n")
        ));
    }
    let secs = task.elapsed();
    task.finish(
        &label,
        &format!("built {what} in {} ({steps} crates compiled)", human(secs)),
    );
    cache(opts, b, target_name, channel)
}

/// Copy the freshly built binaries of B to the cache; the path of TARGET's.
fn cache(opts: &Options, b: &Build, target_name: &str, channel: &str) -> Result<PathBuf, String> {
    let root = &opts.root;
    let dir = b.target_dir(root);
    let names: Vec<&str> = if b.per_channel {
        vec![target_name]
    } else {
        b.targets.clone()
    };
    for name in names {
        let Some(built) = find_binary(&dir, name) else {
            continue; // a target the build skips (`required-features`)
        };
        let dest = b.cached(root, name, channel);
        if let Some(p) = dest.parent() {
            std::fs::create_dir_all(p).map_err(|e| format!("{}: {e}", p.display()))?;
        }
        // Copy to a temporary name, then rename: a reader never sees half a file.
        let tmp = dest.with_extension("partial");
        std::fs::copy(&built, &tmp).map_err(|e| format!("{}: {e}", built.display()))?;
        std::fs::rename(&tmp, &dest).map_err(|e| format!("{}: {e}", dest.display()))?;
    }
    let out = b.cached(root, target_name, channel);
    if out.is_file() {
        Ok(out)
    } else {
        Err(format!(
            "cargo fuzz build ({}) made no `{target_name}` binary under {}",
            b.key,
            dir.display()
        ))
    }
}

/// `<dir>/<host triple>/release/<name>`.
fn find_binary(dir: &Path, name: &str) -> Option<PathBuf> {
    std::fs::read_dir(dir)
        .ok()?
        .flatten()
        .map(|e| e.path().join("release").join(name))
        .find(|p| p.is_file())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(c: &Command, k: &str) -> Option<String> {
        c.get_envs()
            .find(|(n, _)| *n == k)
            .and_then(|(_, v)| v.map(|v| v.to_string_lossy().into_owned()))
    }

    fn args(c: &Command) -> Vec<String> {
        c.get_args()
            .map(|a| a.to_string_lossy().into_owned())
            .collect()
    }

    #[test]
    fn the_shared_build_is_one_configuration_for_every_target_and_channel() {
        let o = Options::new(PathBuf::from("/r"));
        let a = Build::of(&o, Instrument::Shared, "decode", "workflow");
        let b = Build::of(&o, Instrument::Shared, "structured", "immune");
        assert_eq!(a, b, "one build serves every pair");
        assert_eq!(a.key, "shared");
        assert_eq!(a.targets.len(), TARGETS.len());
        assert_eq!(a.channels, None);
        let c = a.cargo_fuzz(&o, "build");
        assert_eq!(
            env(&c, "CARGO_TARGET_DIR").as_deref(),
            Some("/r/target/fuzz/shared")
        );
        assert!(!args(&c).contains(&"--no-trace-compares".into()));
        assert!(env(&c, "RUSTC_WRAPPER").is_some());
        assert_eq!(
            a.cached(&o.root, "decode", "workflow"),
            PathBuf::from("/r/target/fuzz/bin/shared/decode")
        );
    }

    #[test]
    fn every_configuration_has_a_directory_of_its_own() {
        let mut o = Options::new(PathBuf::from("/r"));
        let d = Build::of(&o, Instrument::Channel, "decode", "workflow");
        assert_eq!(d.key, "channel");
        assert_eq!(d.channels.as_deref(), Some("workflow"));
        assert_eq!(
            d.cached(&o.root, "decode", "workflow"),
            PathBuf::from("/r/target/fuzz/bin/channel/decode-workflow")
        );
        let c = d.cargo_fuzz(&o, "build");
        assert_eq!(env(&c, "NPAMP_CHANNELS").as_deref(), Some("workflow"));
        assert!(env(&c, "RUSTFLAGS").is_some_and(|f| f.contains("-Coverflow-checks=on")));
        let a = args(&c);
        assert!(a.contains(&"-O".into()) && a.contains(&"--no-default-features".into()));
        let s = Build::of(&o, Instrument::Channel, "structured", "workflow");
        assert_eq!(s.key, "channel-nocmp");
        assert!(args(&s.cargo_fuzz(&o, "build")).contains(&"--no-trace-compares".into()));
        if let Some(t) = target("exchange") {
            let e = Build::of(
                &o,
                Instrument::Channel,
                "exchange",
                npamp_fuzz_check::CHANNEL_FREE,
            );
            // It drives every channel (the generic endpoint pair): no
            // registry restriction, the under-test build.
            assert!((t.drives)().is_empty());
            assert_eq!(e.key, "under-test-nocmp");
            assert_eq!(e.channels, None);
            assert!(!args(&e.cargo_fuzz(&o, "build")).contains(&"--no-default-features".into()));
        }
        let u = Build::of(&o, Instrument::UnderTest, "cross", "workflow");
        assert_eq!(u.key, "under-test-nocmp");
        assert!(u.targets.contains(&"structured") && !u.targets.contains(&"decode"));
        let all = Build::of(&o, Instrument::All, "decode", "workflow");
        assert_eq!(all.key, "all");
        assert_eq!(env(&all.cargo_fuzz(&o, "build"), "RUSTC_WRAPPER"), None);
        o.sanitizer = Sanitizer::Address;
        o.plant = Some(super::super::Plant::Utf8);
        let p = Build::of(&o, Instrument::Shared, "decode", "workflow");
        assert_eq!(p.key, "shared-asan-plant-utf8");
        assert!(env(&p.cargo_fuzz(&o, "build"), "RUSTFLAGS")
            .is_some_and(|f| f.contains("npamp_plant=\"utf8\"")));
        let keys = [&d.key, &s.key, &u.key, &all.key, &p.key];
        for (i, k) in keys.iter().enumerate() {
            assert!(!keys[i + 1..].contains(k), "{k} twice");
        }
    }

    #[test]
    fn a_cached_binary_is_fresh_until_an_input_changes() {
        let dir = std::env::temp_dir().join(format!("npamp-fresh-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("src")).unwrap();
        std::fs::create_dir_all(dir.join("target")).unwrap();
        std::fs::write(dir.join("src/lib.rs"), "").unwrap();
        std::thread::sleep(std::time::Duration::from_millis(20));
        let bin = dir.join("target/bin");
        std::fs::write(&bin, "binary").unwrap();
        assert!(is_fresh(&bin, newest_input(&dir)));
        // Output under target/ and data files do not count as inputs.
        std::thread::sleep(std::time::Duration::from_millis(20));
        std::fs::write(dir.join("target/other.rs"), "").unwrap();
        std::fs::write(dir.join("notes.md"), "").unwrap();
        assert!(is_fresh(&bin, newest_input(&dir)));
        std::fs::write(dir.join("src/lib.rs"), "// edited").unwrap();
        assert!(!is_fresh(&bin, newest_input(&dir)));
        assert!(!is_fresh(&dir.join("target/none"), newest_input(&dir)));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
