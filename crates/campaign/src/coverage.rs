//! `cargo xtask fuzz --coverage`: source coverage of the generated code, the
//! runtime and the oracle reached by each target's inputs (the committed seeds
//! plus the local working corpora).
//!
//! * **Build**: the `fuzz-replay` binary (stable Rust, no libFuzzer) with
//!   `RUSTFLAGS=-C instrument-coverage`, in `target/coverage/` (its own target
//!   dir; `--target <host>` so that build scripts and proc-macros are not
//!   instrumented).
//! * **Generated code**: the `channel!` expansion has call-site spans, so rustc
//!   maps all of it to the one `channel!(...)` line of each channel in
//!   `OUT_DIR/channels.rs` and instruments next to nothing of it (measured: 243
//!   stub functions, 0 covered regions, for ten channels). The coverage build
//!   therefore compiles the committed golden expansions instead: a
//!   `RUSTC_WORKSPACE_WRAPPER` script rewrites each
//!   `npamp_codegen_macros::channel!("../schema/<m>.yaml");` line of
//!   `channels.rs` to `include!("<root>/generated/snapshots/<m>.rs");` before
//!   `npamp-generated` is compiled. The snapshots are exactly what the macro
//!   emits (`crates/codegen/tests/snapshots.rs` fails otherwise), so the figures are
//!   the generated code's, with real line numbers (`generated/snapshots/<m>.rs`).
//! * **Replay**: one `fuzz-replay --target T` process per target, profiles in
//!   `target/coverage/prof/<target>/`; it also prints the rules both sides
//!   agreed on per channel.
//! * **Tools**: `llvm-profdata` / `llvm-cov` that read rustc's raw profile
//!   (version 10 for rustc 1.95's LLVM 22; LLVM 19 reads it). Candidates:
//!   `$LLVM_PROFDATA`/`$LLVM_COV`, the rustup `llvm-tools` component,
//!   `/usr/lib/llvm-<N>/bin/`, `PATH`; the first whose `merge` accepts the
//!   profile wins. None: `apt-get install -y llvm-<N>` (the newest Debian
//!   offers, as root or with `sudo -n`), then a precise error.
//! * **Report**: `llvm-cov export -summary-only` per target (the table) and
//!   `llvm-cov show -format=html` of the three groups' files into
//!   `fuzz/coverage/<target>/`, with
//!   `fuzz/coverage/index.html` holding the table, links and the rules no
//!   input reached.
//!
//! Groups: generated = `generated/snapshots/<m>.rs` of the channels the target
//! ran on; runtime = `crates/runtime/src/`; oracle = `crates/oracle/src/`.

use crate::campaign::{pairs, Options};
use crate::CampaignError;
use npamp_schema::Rule;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The three groups of files the table reports.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Group {
    /// `generated/snapshots/<module>.rs` (the expanded `channel!` output).
    Generated,
    /// `crates/runtime/src/`.
    Runtime,
    /// `crates/oracle/src/`.
    Oracle,
}

impl Group {
    pub const ALL: [Group; 3] = [Group::Generated, Group::Runtime, Group::Oracle];
    pub fn as_str(self) -> &'static str {
        match self {
            Group::Generated => "generated",
            Group::Runtime => "runtime",
            Group::Oracle => "oracle",
        }
    }
}

/// The group of a source file and, for generated code, its channel module.
pub fn group_of(path: &str) -> Option<(Group, Option<String>)> {
    let p = path.replace('\\', "/");
    if let Some(rest) = p.split("/generated/snapshots/").nth(1) {
        let module = rest.strip_suffix(".rs")?;
        return (!module.contains('/')).then(|| (Group::Generated, Some(module.to_string())));
    }
    if p.contains("/crates/runtime/src/") {
        return Some((Group::Runtime, None));
    }
    if p.contains("/oracle/src/") {
        return Some((Group::Oracle, None));
    }
    None
}

/// Line and region counts.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counts {
    pub lines: u64,
    pub lines_covered: u64,
    pub regions: u64,
    pub regions_covered: u64,
}

impl Counts {
    fn add(&mut self, o: Counts) {
        self.lines += o.lines;
        self.lines_covered += o.lines_covered;
        self.regions += o.regions;
        self.regions_covered += o.regions_covered;
    }
    pub fn line_pct(&self) -> f64 {
        pct(self.lines_covered, self.lines)
    }
    pub fn region_pct(&self) -> f64 {
        pct(self.regions_covered, self.regions)
    }
}

fn pct(a: u64, b: u64) -> f64 {
    if b == 0 {
        0.0
    } else {
        100.0 * a as f64 / b as f64
    }
}

/// The grouped figures of one `llvm-cov export -summary-only` document.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Grouped {
    pub groups: BTreeMap<Group, Counts>,
    /// Generated code per channel module.
    pub generated: BTreeMap<String, Counts>,
}

/// Group the per-file summaries of an `llvm-cov export` JSON document.
/// Generated files count only for `channels` (all when empty).
pub fn parse_export(json: &str, channels: &[String]) -> Result<Grouped, String> {
    let v: serde_json::Value =
        serde_json::from_str(json).map_err(|e| format!("llvm-cov export: bad JSON: {e}"))?;
    let files = v
        .get("data")
        .and_then(|d| d.get(0))
        .and_then(|d| d.get("files"))
        .and_then(|f| f.as_array())
        .ok_or("llvm-cov export: no data[0].files")?;
    let mut g = Grouped::default();
    for grp in Group::ALL {
        g.groups.insert(grp, Counts::default());
    }
    for f in files {
        let Some(name) = f.get("filename").and_then(|n| n.as_str()) else {
            continue;
        };
        let Some((grp, module)) = group_of(name) else {
            continue;
        };
        if let Some(m) = &module {
            if !channels.is_empty() && !channels.iter().any(|c| c == m) {
                continue;
            }
        }
        let num = |kind: &str, key: &str| {
            f.get("summary")
                .and_then(|s| s.get(kind))
                .and_then(|k| k.get(key))
                .and_then(|n| n.as_u64())
                .unwrap_or(0)
        };
        let c = Counts {
            lines: num("lines", "count"),
            lines_covered: num("lines", "covered"),
            regions: num("regions", "count"),
            regions_covered: num("regions", "covered"),
        };
        g.groups.entry(grp).or_default().add(c);
        if let Some(m) = module {
            g.generated.entry(m).or_default().add(c);
        }
    }
    Ok(g)
}

/// One target's result.
#[derive(Debug, Clone, Default)]
pub struct TargetCoverage {
    pub target: String,
    pub channels: Vec<String>,
    pub inputs: u64,
    pub findings: u64,
    pub grouped: Grouped,
    /// Rules both sides agreed on, over every channel of the target.
    pub rules: BTreeSet<String>,
}

impl TargetCoverage {
    /// Vocabulary rules no input of this target reached.
    pub fn unreached(&self) -> Vec<&'static str> {
        unreached(std::slice::from_ref(self))
    }
}

/// Vocabulary rules that no input of any of `rows` reached.
pub fn unreached(rows: &[TargetCoverage]) -> Vec<&'static str> {
    Rule::ALL
        .iter()
        .map(|r| r.as_str())
        .filter(|r| !rows.iter().any(|t| t.rules.contains(*r)))
        .collect()
}

/// Parse the `REPLAY target channel inputs findings rules` lines of
/// `fuzz-replay` into `row`.
pub fn parse_replay(stdout: &str, row: &mut TargetCoverage) {
    for line in stdout.lines() {
        let f: Vec<&str> = line.split('\t').collect();
        if let ["REPLAY", _t, ch, inputs, findings, rules] = f.as_slice() {
            row.channels.push(ch.to_string());
            row.inputs += inputs.parse::<u64>().unwrap_or(0);
            row.findings += findings.parse::<u64>().unwrap_or(0);
            if *rules != "-" {
                row.rules.extend(rules.split(',').map(String::from));
            }
        }
    }
}

/// The text table.
pub fn table(rows: &[TargetCoverage]) -> String {
    let mut out = format!(
        "\n{:<11} {:>8} {:>6}  {:>15} {:>15}  {:>15} {:>15}  {:>15} {:>15}\n",
        "target",
        "channels",
        "inputs",
        "generated line",
        "region",
        "runtime line",
        "region",
        "oracle line",
        "region"
    );
    for r in rows {
        let _ = write!(
            out,
            "{:<11} {:>8} {:>6}",
            r.target,
            r.channels.len(),
            r.inputs
        );
        for g in Group::ALL {
            let c = r.grouped.groups.get(&g).copied().unwrap_or_default();
            let _ = write!(
                out,
                "  {:>15} {:>15}",
                format!("{:.1}% {}/{}", c.line_pct(), c.lines_covered, c.lines),
                format!("{:.1}% {}/{}", c.region_pct(), c.regions_covered, c.regions)
            );
        }
        out.push('\n');
    }
    for r in rows.iter().filter(|r| r.target != ALL_TARGETS) {
        let u = r.unreached();
        let _ = writeln!(
            out,
            "{}: {} rule(s) not reached: {}",
            r.target,
            u.len(),
            u.join(" ")
        );
    }
    let u = unreached(rows);
    let _ = writeln!(
        out,
        "no target: {} rule(s) not reached: {}",
        u.len(),
        u.join(" ")
    );
    out
}

fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// `fuzz/coverage/index.html`.
pub fn index_html(rows: &[TargetCoverage], tools: &str) -> String {
    let mut h = String::from(
        "<!doctype html><html><head><meta charset=\"utf-8\"><title>npamp fuzz coverage</title>\
         <style>body{font-family:sans-serif}td,th{padding:2px 8px;text-align:right}\
         td:first-child{text-align:left}table{border-collapse:collapse}tr:nth-child(even){background:#f3f3f3}</style>\
         </head><body><h1>Fuzz corpus coverage</h1>\n",
    );
    let _ = writeln!(
        h,
        "<p>Seeds and local corpora replayed by <code>fuzz-replay</code> (instrument-coverage); {}.</p>",
        esc(tools)
    );
    h.push_str("<table><tr><th>target</th><th>channels</th><th>inputs</th>");
    for g in Group::ALL {
        let _ = write!(h, "<th>{0} lines</th><th>{0} regions</th>", g.as_str());
    }
    h.push_str("</tr>\n");
    for r in rows {
        let name = if r.target == ALL_TARGETS {
            esc(&r.target)
        } else {
            format!("<a href=\"{0}/index.html\">{0}</a>", esc(&r.target))
        };
        let _ = write!(
            h,
            "<tr><td>{name}</td><td>{}</td><td>{}</td>",
            r.channels.len(),
            r.inputs
        );
        for g in Group::ALL {
            let c = r.grouped.groups.get(&g).copied().unwrap_or_default();
            let _ = write!(
                h,
                "<td>{:.1}% ({}/{})</td><td>{:.1}% ({}/{})</td>",
                c.line_pct(),
                c.lines_covered,
                c.lines,
                c.region_pct(),
                c.regions_covered,
                c.regions
            );
        }
        h.push_str("</tr>\n");
    }
    h.push_str("</table>\n<h2>Generated code per channel</h2><table><tr><th>target</th><th>channel</th><th>lines</th><th>regions</th></tr>\n");
    for r in rows {
        for (m, c) in &r.grouped.generated {
            let _ = writeln!(
                h,
                "<tr><td>{}</td><td>{}</td><td>{:.1}% ({}/{})</td><td>{:.1}% ({}/{})</td></tr>",
                esc(&r.target),
                esc(m),
                c.line_pct(),
                c.lines_covered,
                c.lines,
                c.region_pct(),
                c.regions_covered,
                c.regions
            );
        }
    }
    h.push_str("</table>\n<h2>Rules no input reached</h2><ul>\n");
    for r in rows.iter().filter(|r| r.target != ALL_TARGETS) {
        let _ = writeln!(
            h,
            "<li><b>{}</b>: {}</li>",
            esc(&r.target),
            esc(&r.unreached().join(" "))
        );
    }
    let _ = writeln!(
        h,
        "<li><b>any target</b>: {}</li></ul></body></html>",
        esc(&unreached(rows).join(" "))
    );
    h
}

// ------------------------------------------------------------------ tools

/// The LLVM tools in use.
#[derive(Debug, Clone)]
pub struct Tools {
    pub profdata: PathBuf,
    pub cov: PathBuf,
}

/// The raw profile format version of a `.profraw` file (bytes 8..16, LE).
pub fn raw_version(profraw: &[u8]) -> Option<u64> {
    let magic = profraw.get(..8)?;
    if magic != 0xff6c_7072_6f66_7281u64.to_le_bytes() {
        return None;
    }
    let v: [u8; 8] = profraw.get(8..16)?.try_into().ok()?;
    Some(u64::from_le_bytes(v))
}

fn rustc_vv() -> String {
    Command::new("rustc")
        .arg("-vV")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
        .unwrap_or_default()
}

fn vv_field(vv: &str, key: &str) -> Option<String> {
    vv.lines()
        .find_map(|l| l.strip_prefix(key))
        .map(|v| v.trim().to_string())
}

fn candidates() -> Vec<Tools> {
    let mut v = Vec::new();
    if let (Some(p), Some(c)) = (
        std::env::var_os("LLVM_PROFDATA"),
        std::env::var_os("LLVM_COV"),
    ) {
        v.push(Tools {
            profdata: p.into(),
            cov: c.into(),
        });
    }
    let sysroot = Command::new("rustc")
        .args(["--print", "sysroot"])
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_default();
    if let Some(host) = vv_field(&rustc_vv(), "host:") {
        let bin = Path::new(&sysroot)
            .join("lib/rustlib")
            .join(host)
            .join("bin");
        v.push(Tools {
            profdata: bin.join("llvm-profdata"),
            cov: bin.join("llvm-cov"),
        });
    }
    for n in (14..=30).rev() {
        let bin = PathBuf::from(format!("/usr/lib/llvm-{n}/bin"));
        v.push(Tools {
            profdata: bin.join("llvm-profdata"),
            cov: bin.join("llvm-cov"),
        });
    }
    v.retain(|t| t.profdata.is_file() && t.cov.is_file());
    v.push(Tools {
        profdata: "llvm-profdata".into(),
        cov: "llvm-cov".into(),
    });
    v
}

/// The first candidate whose `llvm-profdata merge` reads `profraw` (writing
/// `out`); `Err` lists what each candidate said.
fn pick(profraw: &Path, out: &Path) -> Result<Tools, Vec<String>> {
    let mut errs = Vec::new();
    for t in candidates() {
        match Command::new(&t.profdata)
            .args(["merge", "-sparse"])
            .arg(profraw)
            .arg("-o")
            .arg(out)
            .output()
        {
            Ok(o) if o.status.success() => return Ok(t),
            Ok(o) => errs.push(format!(
                "{}: {}",
                t.profdata.display(),
                String::from_utf8_lossy(&o.stderr)
                    .trim()
                    .replace('\n', "; ")
            )),
            Err(e) => errs.push(format!("{}: {e}", t.profdata.display())),
        }
    }
    Err(errs)
}

fn as_root(args: &[&str]) -> Command {
    let root = Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| o.stdout.starts_with(b"0\n"));
    let mut c = if root {
        Command::new(args.first().copied().unwrap_or("true"))
    } else {
        let mut c = Command::new("sudo");
        c.arg("-n").arg(args.first().copied().unwrap_or("true"));
        c
    };
    c.args(args.get(1..).unwrap_or_default());
    c
}

/// Install Debian's newest `llvm-<N>` (N >= 19: older ones cannot read raw
/// profile version 10). `Ok(package)` when one got installed.
fn apt_install() -> Result<String, String> {
    for n in (19..=30).rev() {
        let pkg = format!("llvm-{n}");
        let known = Command::new("apt-cache")
            .args(["show", &pkg])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
        if !known {
            continue;
        }
        eprintln!("fuzz: installing {pkg} (apt-get install -y {pkg})...");
        let st = as_root(&["apt-get", "install", "-y", "-q", &pkg])
            .stdout(Stdio::null())
            .status()
            .map_err(|e| format!("cannot run apt-get: {e}"))?;
        return if st.success() {
            Ok(pkg)
        } else {
            Err(format!("apt-get install -y {pkg} failed"))
        };
    }
    Err("apt-cache knows no llvm-<N> package with N >= 19".into())
}

/// Tools that read `profraw`, installing Debian's LLVM when none does.
pub fn ensure_tools(profraw: &Path, out: &Path) -> Result<Tools, String> {
    let errs = match pick(profraw, out) {
        Ok(t) => return Ok(t),
        Err(e) => e,
    };
    let installed = apt_install();
    if installed.is_ok() {
        if let Ok(t) = pick(profraw, out) {
            return Ok(t);
        }
    }
    let vv = rustc_vv();
    let version = std::fs::read(profraw)
        .ok()
        .and_then(|b| raw_version(&b))
        .map_or("unknown".into(), |v| v.to_string());
    Err(format!(
        "fuzz --coverage: no llvm-profdata reads {} (raw profile version {version}, written by rustc {} with LLVM {}).\n\
         tried:\n  {}\n\
         install: {}\n\
         fix: a Debian llvm-<N> with N >= 19 (apt-get install llvm-19), the rustup component \
         (rustup component add llvm-tools), or set LLVM_PROFDATA and LLVM_COV",
        profraw.display(),
        vv_field(&vv, "release:").unwrap_or_default(),
        vv_field(&vv, "LLVM version:").unwrap_or_default(),
        errs.join("\n  "),
        installed.err().unwrap_or_else(|| "installed, still unreadable".into()),
    ))
}

// -------------------------------------------------------------------- run

/// The wrapper that swaps each `channel!` call for its golden expansion.
fn write_wrapper(root: &Path, path: &Path) -> Result<(), String> {
    let snaps = root.join("generated/snapshots");
    let snaps = snaps.to_str().ok_or("non-UTF-8 workspace path")?;
    if snaps.contains(['#', '&', '\\', '"', '\'', '\n']) {
        return Err(format!("fuzz --coverage: unsupported character in {snaps}"));
    }
    let script = format!(
        "#!/bin/sh\n\
         # Written by `cargo xtask fuzz --coverage` (npamp_campaign::coverage):\n\
         # npamp-generated is compiled from the golden expansions, not the macro.\n\
         case \" $* \" in\n  *\" --crate-name npamp_generated \"*)\n    \
         if [ -n \"$OUT_DIR\" ] && [ -f \"$OUT_DIR/channels.rs\" ]; then\n      \
         sed -i -E 's#^npamp_codegen_macros::channel!\\(\"\\.\\./schema/([A-Za-z0-9_]+)\\.yaml\"\\);#include!(\"{snaps}/\\1.rs\");#' \"$OUT_DIR/channels.rs\" || exit 1\n    \
         fi;;\nesac\nexec \"$@\"\n"
    );
    std::fs::write(path, script).map_err(|e| format!("{}: {e}", path.display()))?;
    let st = Command::new("chmod")
        .arg("+x")
        .arg(path)
        .status()
        .map_err(|e| e.to_string())?;
    if st.success() {
        Ok(())
    } else {
        Err(format!("chmod +x {} failed", path.display()))
    }
}

fn host() -> Result<String, String> {
    vv_field(&rustc_vv(), "host:").ok_or_else(|| "rustc -vV: no host".to_string())
}

/// Build the instrumented replay binary; its path.
pub fn build(root: &Path) -> Result<PathBuf, String> {
    let dir = root.join("target/coverage");
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let wrapper = dir.join("rustc-wrapper.sh");
    write_wrapper(root, &wrapper)?;
    let host = host()?;
    eprintln!("fuzz: building fuzz-replay with -C instrument-coverage (target/coverage)...");
    let st = Command::new("cargo")
        .current_dir(root)
        .args([
            "build",
            "--quiet",
            "-p",
            "npamp-campaign",
            "--bin",
            "fuzz-replay",
        ])
        .args(["--target", &host])
        .env("RUSTFLAGS", "-C instrument-coverage")
        .env_remove("CARGO_ENCODED_RUSTFLAGS")
        .env("RUSTC_WORKSPACE_WRAPPER", &wrapper)
        .env("CARGO_TARGET_DIR", &dir)
        .status()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !st.success() {
        return Err("fuzz --coverage: the instrumented build failed".into());
    }
    Ok(dir.join(host).join("debug/fuzz-replay"))
}

fn files_with_ext(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == ext))
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

fn run_out(cmd: &mut Command, what: &str) -> Result<String, String> {
    let o = cmd
        .output()
        .map_err(|e| format!("cannot run {what}: {e}"))?;
    if !o.status.success() {
        return Err(format!(
            "{what} failed: {}",
            String::from_utf8_lossy(&o.stderr).trim()
        ));
    }
    Ok(String::from_utf8_lossy(&o.stdout).into_owned())
}

/// Files the HTML report leaves out (dependencies, the standard library);
/// it shows only the three groups anyway.
const IGNORE: &str = r"\.cargo/registry|/rustc/|/library/|/target/";

/// Merge `inputs` (raw or indexed profiles) into `profdata`, then the
/// `llvm-cov export -summary-only` JSON of `bin` under it.
fn merge_export(
    tl: &Tools,
    inputs: &[PathBuf],
    profdata: &Path,
    bin: &Path,
) -> Result<String, String> {
    run_out(
        Command::new(&tl.profdata)
            .args(["merge", "-sparse"])
            .args(inputs)
            .arg("-o")
            .arg(profdata),
        "llvm-profdata merge",
    )?;
    run_out(
        Command::new(&tl.cov)
            .args(["export", "-summary-only", "-instr-profile"])
            .arg(profdata)
            .arg(bin),
        "llvm-cov export",
    )
}

/// The label of the row that merges every target's profile.
pub const ALL_TARGETS: &str = "all";

/// Every target's profile merged: what the corpora reach together.
fn combined(
    tl: &Tools,
    prof: &Path,
    bin: &Path,
    rows: &[TargetCoverage],
) -> Result<TargetCoverage, String> {
    let all = prof.join("all.profdata");
    let parts: Vec<PathBuf> = rows
        .iter()
        .map(|r| prof.join(format!("{}.profdata", r.target)))
        .collect();
    let json = merge_export(tl, &parts, &all, bin)?;
    let mut row = TargetCoverage {
        target: ALL_TARGETS.into(),
        ..TargetCoverage::default()
    };
    let mut chans = BTreeSet::new();
    for r in rows {
        chans.extend(
            r.channels
                .iter()
                .filter(|c| *c != npamp_fuzz_check::CHANNEL_FREE)
                .cloned(),
        );
        row.inputs += r.inputs;
        row.findings += r.findings;
        row.rules.extend(r.rules.iter().cloned());
    }
    row.channels = chans.into_iter().collect();
    row.grouped = parse_export(&json, &row.channels)?;
    Ok(row)
}

/// Build, replay every target of `opts`, write `fuzz/coverage/`, print the
/// table; the rows.
pub fn run(opts: &Options) -> Result<Vec<TargetCoverage>, CampaignError> {
    if pairs(opts).is_empty() {
        return Err(CampaignError::Usage(
            "fuzz --coverage: nothing to run".into(),
        ));
    }
    replay_all(opts).map_err(CampaignError::Tool)
}

/// [`run`] once its options are known to select targets.
fn replay_all(opts: &Options) -> Result<Vec<TargetCoverage>, String> {
    let root = &opts.root;
    let mut targets: Vec<String> = pairs(opts).into_iter().map(|p| p.0).collect();
    targets.dedup();
    if targets.is_empty() {
        return Err("fuzz --coverage: nothing to run".into());
    }
    let bin = build(root)?;
    let prof = root.join("target/coverage/prof");
    let html = root.join("fuzz/coverage");
    std::fs::create_dir_all(&html).map_err(|e| e.to_string())?;
    let mut tools: Option<Tools> = None;
    let mut rows = Vec::new();
    for t in &targets {
        let dir = prof.join(t);
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
        let mut cmd = Command::new(&bin);
        cmd.arg("--root").arg(root).args(["--target", t]);
        for c in &opts.channels {
            cmd.args(["--channel", c]);
        }
        cmd.env("LLVM_PROFILE_FILE", dir.join("%p-%m.profraw"));
        let out = run_out(&mut cmd, "fuzz-replay")?;
        let mut row = TargetCoverage {
            target: t.clone(),
            ..TargetCoverage::default()
        };
        parse_replay(&out, &mut row);
        let raws = files_with_ext(&dir, "profraw");
        let first = raws
            .first()
            .ok_or_else(|| format!("fuzz --coverage: {t} wrote no profile"))?;
        let profdata = prof.join(format!("{t}.profdata"));
        let tl = match &tools {
            Some(tl) => tl.clone(),
            None => {
                let tl = ensure_tools(first, &profdata)?;
                eprintln!(
                    "fuzz: llvm tools {} / {} (raw profile version {})",
                    tl.profdata.display(),
                    tl.cov.display(),
                    std::fs::read(first)
                        .ok()
                        .and_then(|b| raw_version(&b))
                        .map_or("?".into(), |v| v.to_string())
                );
                tools = Some(tl.clone());
                tl
            }
        };
        let json = merge_export(&tl, &raws, &profdata, &bin)?;
        let generated_channels: Vec<String> = row
            .channels
            .iter()
            .filter(|c| *c != npamp_fuzz_check::CHANNEL_FREE)
            .cloned()
            .collect();
        row.grouped = parse_export(&json, &generated_channels)?;
        run_out(
            Command::new(&tl.cov)
                .args(["show", "-format=html", "-show-line-counts-or-regions"])
                .arg(format!("-ignore-filename-regex={IGNORE}"))
                .arg(format!("-output-dir={}", html.join(t).display()))
                .arg("-instr-profile")
                .arg(&profdata)
                .arg(&bin)
                .arg(root.join("generated/snapshots"))
                .arg(root.join("crates/runtime/src"))
                .arg(root.join("crates/oracle/src")),
            "llvm-cov show",
        )?;
        rows.push(row);
    }
    if let (Some(tl), true) = (&tools, rows.len() > 1) {
        rows.push(combined(tl, &prof, &bin, &rows)?);
    }
    let tools_text = tools
        .as_ref()
        .map(|t| format!("{} / {}", t.profdata.display(), t.cov.display()))
        .unwrap_or_default();
    let index = html.join("index.html");
    std::fs::write(&index, index_html(&rows, &tools_text))
        .map_err(|e| format!("{}: {e}", index.display()))?;
    print!("{}", table(&rows));
    println!("\nreport: {}", index.display());
    Ok(rows)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = include_str!("../tests/fixtures/llvm-cov-export.json");

    #[test]
    fn groups_files() {
        assert_eq!(
            group_of("/w/generated/snapshots/workflow.rs"),
            Some((Group::Generated, Some("workflow".into())))
        );
        assert_eq!(
            group_of("/w/crates/runtime/src/read.rs"),
            Some((Group::Runtime, None))
        );
        assert_eq!(
            group_of("/w/oracle/src/interp.rs"),
            Some((Group::Oracle, None))
        );
        assert_eq!(group_of("/w/crates/fuzz-check/src/lib.rs"), None);
        assert_eq!(group_of("/w/generated/src/lib.rs"), None);
    }

    #[test]
    fn parses_a_captured_export() {
        let all = parse_export(SAMPLE, &[]).unwrap();
        let rt = all.groups[&Group::Runtime];
        // read.rs + write.rs of the fixture.
        assert_eq!(
            (rt.lines, rt.lines_covered, rt.regions, rt.regions_covered),
            (548, 424, 1018, 811)
        );
        let or = all.groups[&Group::Oracle];
        assert_eq!((or.lines, or.lines_covered), (289, 270));
        let gen = all.groups[&Group::Generated];
        assert_eq!((gen.lines, gen.lines_covered), (2998 + 3279, 1898 + 3));
        assert_eq!(all.generated.len(), 2);
        // Only the channels the target ran on count as generated code.
        let wf = parse_export(SAMPLE, &["workflow".into()]).unwrap();
        let g = wf.groups[&Group::Generated];
        assert_eq!((g.lines, g.lines_covered, g.regions), (2998, 1898, 4991));
        assert_eq!(wf.generated.keys().collect::<Vec<_>>(), ["workflow"]);
        assert_eq!(wf.groups[&Group::Runtime], rt);
        assert!(parse_export("{}", &[]).is_err());
    }

    #[test]
    fn replay_lines_and_unreached_rules() {
        let mut row = TargetCoverage {
            target: "decode".into(),
            ..TargetCoverage::default()
        };
        parse_replay(
            "REPLAY\tdecode\tworkflow\t10\t0\ttruncated,key-order\nnoise\nREPLAY\tdecode\tspatial\t5\t1\t-\n",
            &mut row,
        );
        assert_eq!(row.channels, ["workflow", "spatial"]);
        assert_eq!((row.inputs, row.findings), (15, 1));
        let u = row.unreached();
        assert!(!u.contains(&"truncated") && !u.contains(&"key-order"));
        assert_eq!(u.len(), Rule::ALL.len() - 2);
        let t = table(&[row]);
        assert!(t.contains(&format!(
            "decode: {} rule(s) not reached",
            Rule::ALL.len() - 2
        )));
    }

    #[test]
    fn reads_the_raw_profile_version() {
        let mut b = 0xff6c_7072_6f66_7281u64.to_le_bytes().to_vec();
        b.extend(10u64.to_le_bytes());
        assert_eq!(raw_version(&b), Some(10));
        assert_eq!(raw_version(&b[..12]), None);
        assert_eq!(raw_version(&[0; 16]), None);
    }
}
