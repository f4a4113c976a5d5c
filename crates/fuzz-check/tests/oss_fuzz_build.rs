//! The ClusterFuzzLite / OSS-Fuzz project files.
//!
//! * `project_files_are_valid`: the workflows and project files parse (serde_yaml)
//!   and say what they must (fast).
//! * `build_sh_fills_out_like_oss_fuzz`: there is no Docker here, so it runs
//!   `.clusterfuzzlite/build.sh` the way OSS-Fuzz's `compile` does, with `SRC`,
//!   `OUT` and `WORK` pointing at scratch folders (`$SRC/npamp-workbench` is a
//!   symlink to this repository) and `SANITIZER=address`, and checks `$OUT`:
//!   per target the binary (runs its seed corpus and dictionary), the seed
//!   corpus zip (exactly the seeds, channel byte first), the options and the
//!   dictionary. It needs nightly + cargo-fuzz and builds every target with
//!   ASan (minutes when cold; `target/oss-fuzz/cargo` keeps it incremental), so
//!   it is ignored: `cargo test -p npamp-fuzz-check --test oss_fuzz_build -- --ignored`.
#![forbid(unsafe_code)]
#![cfg(unix)]

use std::collections::BTreeMap;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use npamp_fuzz_check::{run_input, Chan, CHANNEL_FREE, TARGETS};
use serde_yaml::Value;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("workspace root")
}

fn read(p: &Path) -> Vec<u8> {
    std::fs::read(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

fn text(p: &Path) -> String {
    String::from_utf8(read(p)).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

fn yaml(p: &Path) -> Value {
    serde_yaml::from_str(&text(p)).unwrap_or_else(|e| panic!("{}: not YAML: {e}", p.display()))
}

fn is_executable(p: &Path) -> bool {
    std::fs::metadata(p).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

/// Every `uses:` step of every job: (action, its `with:` map).
fn steps(wf: &Value) -> Vec<(String, Value)> {
    let mut out = Vec::new();
    let Some(jobs) = wf.get("jobs").and_then(Value::as_mapping) else {
        return out;
    };
    for job in jobs.values() {
        for step in job
            .get("steps")
            .and_then(Value::as_sequence)
            .into_iter()
            .flatten()
        {
            if let Some(uses) = step.get("uses").and_then(Value::as_str) {
                let with = step.get("with").cloned().unwrap_or(Value::Null);
                out.push((uses.to_string(), with));
            }
        }
    }
    out
}

#[test]
fn project_files_are_valid() {
    let root = root();
    let cfl = yaml(&root.join(".clusterfuzzlite/project.yaml"));
    assert_eq!(cfl.get("language").and_then(Value::as_str), Some("rust"));

    let oss_dir = root.join("oss-fuzz/projects/npamp-workbench");
    let oss = yaml(&oss_dir.join("project.yaml"));
    assert_eq!(oss.get("language").and_then(Value::as_str), Some("rust"));
    for key in ["homepage", "primary_contact", "main_repo"] {
        assert!(
            oss.get(key)
                .and_then(Value::as_str)
                .is_some_and(|s| !s.is_empty()),
            "oss-fuzz project.yaml: {key} missing"
        );
    }
    let list = |k: &str| -> Vec<String> {
        oss.get(k)
            .and_then(Value::as_sequence)
            .into_iter()
            .flatten()
            .filter_map(Value::as_str)
            .map(str::to_string)
            .collect()
    };
    assert_eq!(list("sanitizers"), ["address"]);
    assert_eq!(list("fuzzing_engines"), ["libfuzzer"]);

    for df in [
        root.join(".clusterfuzzlite/Dockerfile"),
        oss_dir.join("Dockerfile"),
    ] {
        let t = text(&df);
        let from = t.lines().find(|l| l.starts_with("FROM "));
        assert_eq!(
            from,
            Some("FROM gcr.io/oss-fuzz-base/base-builder-rust"),
            "{}",
            df.display()
        );
        assert!(
            t.lines().any(|l| l == "WORKDIR $SRC/npamp-workbench"),
            "{}: WORKDIR",
            df.display()
        );
        assert!(
            t.lines()
                .any(|l| l.starts_with("COPY ") && l.ends_with("build.sh $SRC/")),
            "{}: build.sh is not copied to $SRC/",
            df.display()
        );
    }
    assert!(text(&root.join(".clusterfuzzlite/Dockerfile"))
        .lines()
        .any(|l| l == "COPY . $SRC/npamp-workbench"));

    let cfl_build = root.join(".clusterfuzzlite/build.sh");
    let oss_build = oss_dir.join("build.sh");
    assert!(is_executable(&cfl_build) && is_executable(&oss_build));
    assert!(
        text(&oss_build)
            .lines()
            .any(|l| l.starts_with("exec \"$SRC/npamp-workbench/.clusterfuzzlite/build.sh\"")),
        "the OSS-Fuzz build.sh must exec the ClusterFuzzLite one"
    );

    // (workflow, trigger, run_fuzzers mode, build sanitizer)
    for (file, trigger, mode, sanitizer) in [
        (
            "cflite_pr.yml",
            "pull_request",
            "code-change",
            "${{ matrix.sanitizer }}",
        ),
        (
            "cflite_batch.yml",
            "schedule",
            "batch",
            "${{ matrix.sanitizer }}",
        ),
        ("cflite_prune.yml", "schedule", "prune", ""),
        ("cflite_coverage.yml", "schedule", "coverage", "coverage"),
    ] {
        let wf = yaml(&root.join(".github/workflows").join(file));
        let on = wf.get("on").unwrap_or_else(|| panic!("{file}: no `on:`"));
        assert!(
            on.get(trigger).is_some(),
            "{file}: not triggered by {trigger}"
        );
        let steps = steps(&wf);
        let uses: Vec<&str> = steps.iter().map(|(u, _)| u.as_str()).collect();
        assert_eq!(
            uses,
            [
                "google/clusterfuzzlite/actions/build_fuzzers@v1",
                "google/clusterfuzzlite/actions/run_fuzzers@v1"
            ],
            "{file}"
        );
        let [(_, build), (_, run)] = steps.as_slice() else {
            unreachable!()
        };
        let get = |v: &Value, k: &str| v.get(k).and_then(Value::as_str).map(str::to_string);
        assert_eq!(get(build, "language").as_deref(), Some("rust"), "{file}");
        assert_eq!(get(run, "mode").as_deref(), Some(mode), "{file}");
        assert_eq!(
            get(build, "sanitizer").unwrap_or_default(),
            sanitizer,
            "{file}"
        );
        assert!(
            get(run, "fuzz-seconds").is_some()
                || run.get("fuzz-seconds").and_then(Value::as_u64).is_some(),
            "{file}: fuzz-seconds"
        );
    }
}

/// A stored-only zip archive's entries (name, data), checked: signatures,
/// central directory against local headers, sizes, CRC-32.
fn read_stored_zip(zip: &[u8]) -> Vec<(String, Vec<u8>)> {
    let u16at = |o: usize| -> usize {
        let b = zip.get(o..o + 2).expect("zip: truncated");
        usize::from(u16::from_le_bytes([b[0], b[1]]))
    };
    let u32at = |o: usize| -> u32 {
        let b = zip.get(o..o + 4).expect("zip: truncated");
        u32::from_le_bytes([b[0], b[1], b[2], b[3]])
    };
    let eocd = (0..zip.len().saturating_sub(21))
        .rev()
        .find(|&o| u32at(o) == 0x0605_4b50)
        .expect("zip: no end of central directory");
    let count = u16at(eocd + 10);
    let mut at = u32at(eocd + 16) as usize;
    let mut out = Vec::new();
    for _ in 0..count {
        assert_eq!(u32at(at), 0x0201_4b50, "zip: bad central directory entry");
        let method = u16at(at + 10);
        let crc = u32at(at + 16);
        let csize = u32at(at + 20) as usize;
        let size = u32at(at + 24) as usize;
        let (nlen, xlen, clen) = (u16at(at + 28), u16at(at + 30), u16at(at + 32));
        let local = u32at(at + 42) as usize;
        let name = String::from_utf8(zip[at + 46..at + 46 + nlen].to_vec()).expect("zip: name");
        at += 46 + nlen + xlen + clen;
        assert_eq!(method, 0, "zip: {name} is compressed; build.sh stores");
        assert_eq!(csize, size, "zip: {name}");
        assert_eq!(u32at(local), 0x0403_4b50, "zip: {name}: bad local header");
        let (lnlen, lxlen) = (u16at(local + 26), u16at(local + 28));
        assert_eq!(
            zip.get(local + 30..local + 30 + lnlen),
            Some(name.as_bytes()),
            "zip: {name}: local name"
        );
        let start = local + 30 + lnlen + lxlen;
        let data = zip.get(start..start + size).expect("zip: data").to_vec();
        assert_eq!(crc32(&data), crc, "zip: {name}: CRC-32");
        out.push((name, data));
    }
    out
}

fn crc32(data: &[u8]) -> u32 {
    let mut c = !0u32;
    for &b in data {
        c ^= u32::from(b);
        for _ in 0..8 {
            c = if c & 1 != 0 {
                (c >> 1) ^ 0xedb8_8320
            } else {
                c >> 1
            };
        }
    }
    !c
}

/// What `<target>_seed_corpus.zip` must hold: entry name -> (channel, bytes).
fn expected_seeds(root: &Path, target: &str) -> BTreeMap<String, (String, Vec<u8>)> {
    let mut want = BTreeMap::new();
    let seeds = root.join("fuzz/seeds");
    let prefix = format!("{target}-");
    for dir in std::fs::read_dir(&seeds).expect("fuzz/seeds").flatten() {
        let dname = dir.file_name().to_string_lossy().into_owned();
        let Some(channel) = dname.strip_prefix(&prefix) else {
            continue;
        };
        for f in std::fs::read_dir(dir.path()).expect("seed dir").flatten() {
            let fname = f.file_name().to_string_lossy().into_owned();
            let entry = if channel == CHANNEL_FREE {
                fname
            } else {
                format!("{channel}-{fname}")
            };
            want.insert(entry, (channel.to_string(), read(&f.path())));
        }
    }
    want
}

/// libFuzzer flags from an `.options` file (`[libfuzzer]` section), the way
/// OSS-Fuzz's runner passes them, `dict` resolved against `$OUT`.
fn options(path: &Path, out: &Path) -> BTreeMap<String, String> {
    let t = text(path);
    let mut lines = t.lines().map(str::trim).filter(|l| !l.is_empty());
    assert_eq!(lines.next(), Some("[libfuzzer]"), "{}", path.display());
    lines
        .map(|l| {
            let (k, v) = l
                .split_once('=')
                .unwrap_or_else(|| panic!("{}: bad line {l}", path.display()));
            let (k, v) = (k.trim().to_string(), v.trim().to_string());
            let v = if k == "dict" {
                out.join(&v).display().to_string()
            } else {
                v
            };
            (k, v)
        })
        .collect()
}

fn need(ok: bool, what: &str) {
    assert!(
        ok,
        "oss_fuzz_build needs {what}; it runs .clusterfuzzlite/build.sh, which builds \
         with cargo-fuzz on a nightly toolchain"
    );
}

fn works(cmd: &mut Command) -> bool {
    cmd.output().is_ok_and(|o| o.status.success())
}

#[test]
#[ignore = "builds every fuzz target with nightly + ASan (minutes when cold); \
            cargo test -p npamp-fuzz-check --test oss_fuzz_build -- --ignored"]
fn build_sh_fills_out_like_oss_fuzz() {
    need(
        works(Command::new("cargo").args(["+nightly", "--version"])),
        "a nightly toolchain (rustup toolchain install nightly)",
    );
    need(
        works(Command::new("cargo").args(["+nightly", "fuzz", "--version"])),
        "cargo-fuzz (cargo install cargo-fuzz --locked)",
    );
    let root = root();
    // CARGO_TARGET_TMPDIR is <target>/tmp: build under <target>/oss-fuzz so
    // that reruns are incremental.
    let base = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .parent()
        .expect("target dir")
        .join("oss-fuzz");
    let (src, out, work) = (base.join("src"), base.join("out"), base.join("work"));
    for d in [&out, &work] {
        if d.exists() {
            std::fs::remove_dir_all(d).expect("clean scratch dir");
        }
        std::fs::create_dir_all(d).expect("scratch dir");
    }
    std::fs::create_dir_all(&src).expect("scratch dir");
    let link = src.join("npamp-workbench");
    if link.symlink_metadata().is_ok() {
        std::fs::remove_file(&link).expect("old symlink");
    }
    std::os::unix::fs::symlink(&root, &link).expect("symlink $SRC/npamp-workbench");

    let started = Instant::now();
    let res = Command::new("bash")
        .arg(root.join(".clusterfuzzlite/build.sh"))
        .current_dir(&link)
        .env("SRC", &src)
        .env("OUT", &out)
        .env("WORK", &work)
        .env("SANITIZER", "address")
        .env("FUZZING_ENGINE", "libfuzzer")
        .env("ARCHITECTURE", "x86_64")
        .env("CARGO_TARGET_DIR", base.join("cargo"))
        .env_remove("RUSTUP_TOOLCHAIN")
        .output()
        .expect("run bash");
    let secs = started.elapsed().as_secs_f64();
    eprintln!("build.sh: {secs:.1} s");
    if !res.status.success() {
        let err = String::from_utf8_lossy(&res.stderr);
        let tail: Vec<&str> = err.lines().rev().take(40).collect();
        let tail: Vec<&str> = tail.into_iter().rev().collect();
        panic!("build.sh failed ({}):\n{}", res.status, tail.join("\n"));
    }

    // Exactly four files per target, nothing else.
    let mut want: Vec<String> = TARGETS
        .iter()
        .flat_map(|t| {
            [
                t.name.to_string(),
                format!("{}_seed_corpus.zip", t.name),
                format!("{}.options", t.name),
                format!("{}.dict", t.name),
            ]
        })
        .collect();
    want.sort();
    let mut have: Vec<String> = std::fs::read_dir(&out)
        .expect("$OUT")
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    have.sort();
    assert_eq!(have, want, "$OUT");

    let dict = read(&root.join("fuzz/dict/cbor.dict"));
    let all = Chan::all();
    for t in TARGETS {
        let name = t.name;
        let bin = out.join(name);
        assert!(is_executable(&bin), "{name}: not executable");
        let image = read(&bin);
        let asan: &[u8] = b"__asan_init";
        assert!(
            image.windows(asan.len()).any(|w| w == asan),
            "{name}: not built with ASan (SANITIZER=address)"
        );
        assert_eq!(read(&out.join(format!("{name}.dict"))), dict, "{name}.dict");

        // The zip holds exactly the seeds, the channel byte first.
        let zip = read(&out.join(format!("{name}_seed_corpus.zip")));
        let entries = read_stored_zip(&zip);
        let mut expected = expected_seeds(&root, name);
        assert!(!expected.is_empty(), "{name}: no seeds under fuzz/seeds/");
        let n_seeds = expected.len();
        let corpus = work.join(format!("check-{name}"));
        std::fs::create_dir_all(&corpus).expect("corpus dir");
        let mut longest = 0;
        for (entry, data) in &entries {
            let (channel, seed) = expected
                .remove(entry)
                .unwrap_or_else(|| panic!("{name}: unexpected or repeated zip entry {entry}"));
            let payload = if channel == CHANNEL_FREE {
                data.as_slice()
            } else {
                let (b0, rest) = data.split_first().expect("empty entry");
                let picked = all.get(usize::from(*b0) % all.len()).map(Chan::name);
                assert_eq!(
                    picked,
                    Some(channel.as_str()),
                    "{name}: {entry}: first byte"
                );
                rest
            };
            assert_eq!(payload, seed.as_slice(), "{name}: {entry}: content");
            // What the binary does with it: no channel in the environment.
            if let Err(f) = run_input(t, None, data) {
                panic!("{name}: {entry}: {f:?}");
            }
            longest = longest.max(data.len());
            std::fs::write(corpus.join(entry), data).expect("write entry");
        }
        assert!(
            expected.is_empty(),
            "{name}: missing from the zip: {expected:?}"
        );

        let opts = options(&out.join(format!("{name}.options")), &out);
        assert_eq!(
            opts.get("dict"),
            Some(&out.join(format!("{name}.dict")).display().to_string()),
            "{name}.options: dict"
        );
        let max_len: usize = opts
            .get("max_len")
            .and_then(|v| v.parse().ok())
            .unwrap_or_else(|| panic!("{name}.options: max_len"));
        assert!(
            max_len >= longest,
            "{name}.options: max_len {max_len} < {longest}"
        );

        // Run the seeds with the options, as OSS-Fuzz would (no env channel).
        let mut cmd = Command::new(&bin);
        cmd.env_remove("NPAMP_FUZZ_CHANNEL").arg("-runs=0");
        for (k, v) in &opts {
            cmd.arg(format!("-{k}={v}"));
        }
        let run = cmd.arg(&corpus).output().expect("run the target");
        let log = String::from_utf8_lossy(&run.stderr);
        assert!(run.status.success(), "{name} -runs=0 failed:\n{log}");
        assert!(
            log.contains(&format!("INFO: seed corpus: files: {n_seeds} ")),
            "{name}: the binary did not read the {n_seeds} seeds:\n{log}"
        );
        assert!(
            log.lines()
                .any(|l| l.starts_with("Dictionary: ") && !l.starts_with("Dictionary: 0 ")),
            "{name}: the dictionary was not loaded:\n{log}"
        );
    }
    eprintln!("build.sh: {secs:.1} s; {} targets checked", TARGETS.len());
}
