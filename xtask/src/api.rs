//! `cargo xtask api-diff [--base REV]`: what changed in the generated public
//! API between the golden snapshots at a git revision (default `HEAD`) and
//! those of the working tree, and whether each change breaks users' code
//! (npamp-codegen's `api`). Run it after `cargo xtask expand --bless`.
//!
//! Exit status: 0 no change, 5 compatible changes only, 6 a breaking change
//! (as `spec-diff`'s classes); 2 on an error.

use npamp_codegen::api::{diff_files, report, Severity};
use std::process::{Command, ExitCode};

const DIR: &str = "generated/snapshots";

#[derive(clap::Args)]
pub struct ApiDiffArgs {
    /// The git revision to compare the working tree's snapshots with.
    #[arg(long, default_value = "HEAD")]
    pub base: String,
}

fn git(args: &[&str]) -> Result<String, String> {
    let out = Command::new("git")
        .arg("-C")
        .arg(crate::workspace_root())
        .args(args)
        .output()
        .map_err(|e| format!("cannot run git: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "git {}: {}",
            args.join(" "),
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    String::from_utf8(out.stdout).map_err(|e| format!("git {}: {e}", args.join(" ")))
}

pub fn run(a: ApiDiffArgs) -> Result<ExitCode, String> {
    let listed = git(&["ls-tree", "--name-only", &a.base, &format!("{DIR}/")])?;
    let mut names: Vec<String> = listed
        .lines()
        .filter_map(|p| p.strip_prefix(&format!("{DIR}/")))
        .filter(|n| n.ends_with(".rs"))
        .map(String::from)
        .collect();
    let dir = crate::workspace_root().join(DIR);
    let here = std::fs::read_dir(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    names.extend(
        here.filter_map(Result::ok)
            .filter_map(|e| e.file_name().into_string().ok())
            .filter(|n| n.ends_with(".rs")),
    );
    names.sort();
    names.dedup();
    let mut files = Vec::new();
    for n in names {
        let old = git(&["show", &format!("{}:{DIR}/{n}", a.base)]).ok();
        let new = std::fs::read_to_string(dir.join(&n)).ok();
        files.push((n, old, new));
    }
    let changes = diff_files(&files)?;
    outln!("generated public API: {DIR}/ at {} → working tree", a.base);
    out!("{}", report(&changes));
    Ok(ExitCode::from(
        match changes.iter().map(|c| c.severity).max() {
            None => 0,
            Some(Severity::Compatible) => 5,
            Some(Severity::Breaking) => 6,
        },
    ))
}
