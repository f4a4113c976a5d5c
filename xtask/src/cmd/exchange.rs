//! `exchange`: the live-exchange scenarios and the recorded exchanges graded
//! by the generic monitor (npamp-companions, npamp-harness); `--record`,
//! `--grade` and `--merge` for wire transcripts of any implementation.

use super::{code, read, Res};

use std::path::{Path, PathBuf};

/// `exchange`: the scenarios' report and the generic monitor's clause report.
fn exchange(name: Option<&str>) -> Res {
    use npamp_companions::{record, Plant};
    let ok = record::exchange_report(name, Plant::from_features(), &mut |t| out!("{t}"))?;
    Ok(code(ok))
}

/// `exchange --record DIR`: every scenario and recorded exchange as a wire transcript.
fn exchange_record(dir: &Path, name: Option<&str>) -> Res {
    let r = npamp_companions::record::record(dir, name)?;
    for (n, why) in &r.failed {
        eprintln!("not recorded: {n}: {why}");
    }
    outln!(
        "{} wire transcripts written under {} ({} not recorded)",
        r.written.len(),
        dir.display(),
        r.failed.len()
    );
    if r.written.is_empty() {
        return Err(format!("nothing matches `{}`", name.unwrap_or("")).into());
    }
    Ok(code(r.failed.is_empty()))
}

/// `cargo xtask exchange`'s options.
#[derive(clap::Args)]
pub struct ExchangeArgs {
    /// Only the scenarios and transcripts whose name contains this.
    name: Option<String>,
    /// Write the wire transcript of every scenario and recorded exchange to DIR.
    #[arg(long, value_name = "DIR", conflicts_with_all = ["grade", "merge"])]
    record: Option<PathBuf>,
    /// Grade a recording (a wire transcript .txt or a YAML transcript .yaml), or every one under a
    /// folder: the clause report of one file, a summary line per file of a folder; exit 1 if any breaks.
    #[arg(long, value_name = "PATH", conflicts_with = "merge")]
    grade: Option<PathBuf>,
    /// With --grade: print the grades as one JSON document.
    #[arg(long, requires = "grade")]
    json: bool,
    /// With --grade: one verdict line per file, even for a single file.
    #[arg(long, requires = "grade", conflicts_with = "json")]
    brief: bool,
    /// Merge two per-peer logs (wire transcripts with `t=` on a common clock) into one, in time order, on stdout.
    #[arg(long, num_args = 2, value_names = ["LOG_A", "LOG_B"])]
    merge: Option<Vec<PathBuf>>,
}

pub fn exchange_cmd(a: ExchangeArgs) -> Res {
    match (a.record, a.grade, a.merge) {
        (Some(dir), _, _) => exchange_record(&dir, a.name.as_deref()),
        (None, Some(path), _) => exchange_grade(&path, a.json, a.brief),
        (None, None, Some(logs)) => exchange_merge(&logs),
        (None, None, None) => exchange(a.name.as_deref()),
    }
}

/// `exchange --grade PATH`: a file's clause report, or a verdict per file.
fn exchange_grade(path: &Path, json: bool, brief: bool) -> Res {
    use npamp_harness::grade;
    let grades = grade::grade_path(path)?;
    let ok = !grades.iter().any(grade::FileGrade::breaks);
    if json {
        let v: Vec<_> = grades.iter().map(grade::FileGrade::to_json).collect();
        outln!("{}", serde_json::to_string_pretty(&v)?);
    } else {
        out!("{}", grade::render_text(&grades, brief));
    }
    Ok(code(ok))
}

/// `exchange --merge A B`: one wire transcript from two per-peer logs.
fn exchange_merge(logs: &[PathBuf]) -> Res {
    let [a, b] = logs else {
        return Err("--merge takes two logs".into());
    };
    out!("{}", npamp_harness::grade::merge(&read(a)?, &read(b)?)?);
    Ok(code(true))
}
