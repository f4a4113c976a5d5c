//! One grading run, as `cargo xtask conform` makes it: the corpora loaded,
//! each implementation (our generated codecs in-process when no testee is
//! named, else every external testee) graded on every corpus, the
//! [`Matrix`], the comparison with a previous run's summary, the expected
//! failures, and the report files. The command line only parses its options
//! into [`Options`] and prints what [`run`] emits.

use crate::grade::{grade_registered, grade_testee, junit_document};
use crate::matrix::{parse_failure_list, parse_testee_arg, Matrix, Subject};
use crate::{Testee, TesteeConfig};
use npamp_generated::rt::Profile;
use npamp_testkit::corpus::Corpus;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The name of our own implementation (the generated codecs, in-process).
pub const OURS: &str = "npamp-generated";

/// What to grade, and where the reports go.
#[derive(Debug, Clone)]
pub struct Options {
    /// The corpora (empty: [`default_corpora`] of the workspace).
    pub corpora: Vec<PathBuf>,
    /// What the subjects are graded against (and, in-process, the profile our
    /// codecs decode under).
    pub profile: Profile,
    /// External adapters, `NAME=CMD` or `CMD` (empty: our codecs in-process).
    pub testees: Vec<String>,
    /// `NAME=FILE`, or `FILE` with one implementation: its expected failures.
    pub expected_failures: Vec<String>,
    /// A previous run's `summary.json` (or its folder) to compare with.
    pub compare: Option<PathBuf>,
    /// A JUnit XML file (one implementation only).
    pub junit: Option<PathBuf>,
    /// A folder for report.md, report.html, summary.json and, per
    /// implementation, NAME.junit.xml and NAME.failures.txt.
    pub report: Option<PathBuf>,
    /// The budget of one case for a testee.
    pub timeout: Duration,
}

impl Options {
    /// Our codecs on the workspace's committed corpora, under `profile`.
    pub fn new(profile: Profile) -> Options {
        Options {
            corpora: Vec::new(),
            profile,
            testees: Vec::new(),
            expected_failures: Vec::new(),
            compare: None,
            junit: None,
            report: None,
            timeout: Duration::from_millis(5000),
        }
    }
}

/// Why a run could not be made (a failing implementation is not an error:
/// see [`run`]'s result).
#[derive(Debug)]
#[non_exhaustive]
pub enum RunError {
    /// A corpus file could not be read or is not a corpus.
    Corpus { path: PathBuf, why: String },
    /// A testee's command line could not be parsed or its process started.
    Testee { name: String, why: String },
    /// An `--expected-failures` argument names no implementation, or its file
    /// cannot be read.
    ExpectedFailures { arg: String, why: String },
    /// The previous summary to compare with cannot be read.
    Compare { path: PathBuf, why: String },
    /// A report file could not be written.
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
    /// `--junit` with several implementations (`--report DIR` writes one
    /// JUnit file each).
    JunitNeedsOne,
}

impl fmt::Display for RunError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RunError::Corpus { path, why } => write!(f, "{}: {why}", path.display()),
            RunError::Testee { name, why } => write!(f, "testee {name}: {why}"),
            RunError::ExpectedFailures { arg, why } => {
                write!(f, "--expected-failures {arg}: {why}")
            }
            RunError::Compare { path, why } => write!(f, "--compare {}: {why}", path.display()),
            RunError::Write { path, source } => {
                write!(f, "cannot write {}: {source}", path.display())
            }
            RunError::JunitNeedsOne => write!(
                f,
                "--junit takes one implementation; with several, --report DIR writes one JUnit file each"
            ),
        }
    }
}

impl std::error::Error for RunError {}

/// Every committed corpus of the workspace at `root`: `vectors/<module>.json`
/// of each shipped channel, then `vectors/reference/*.json`.
pub fn default_corpora(root: &Path) -> Vec<PathBuf> {
    let root = root.join("vectors");
    let mut v: Vec<PathBuf> = npamp_schema::shipped()
        .iter()
        .map(|m| root.join(format!("{}.json", m.channel.module)))
        .filter(|p| p.exists())
        .collect();
    if let Ok(rd) = std::fs::read_dir(root.join("reference")) {
        let mut r: Vec<PathBuf> = rd
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "json"))
            .collect();
        r.sort();
        v.extend(r);
    }
    v
}

/// Grade, emitting the text of every report, the matrix, the comparison and
/// the new failures and stale expected failures as it goes; write the report
/// files. `Ok(true)` when every implementation passed (or failed only as
/// expected).
pub fn run(o: &Options, root: &Path, emit: &mut dyn FnMut(&str)) -> Result<bool, RunError> {
    let corpora = if o.corpora.is_empty() {
        default_corpora(root)
    } else {
        o.corpora.clone()
    };
    let mut loaded = Vec::new();
    for path in &corpora {
        let corpus = Corpus::read(path).map_err(|e| RunError::Corpus {
            path: path.clone(),
            why: e.to_string(),
        })?;
        loaded.push((path.display().to_string(), corpus));
    }
    let testees: Vec<(String, String)> = o.testees.iter().map(|t| parse_testee_arg(t)).collect();
    let expected = expected_failures(&o.expected_failures, &testees)?;
    let mut subjects = Vec::new();
    if testees.is_empty() {
        subjects.push(Subject {
            name: OURS.into(),
            command: None,
            expected: expected.get(OURS).cloned(),
            reports: loaded
                .iter()
                .map(|(name, c)| grade_registered(name, c, o.profile))
                .collect(),
        });
    }
    for (name, cmd) in &testees {
        subjects.push(Subject {
            name: name.clone(),
            command: Some(cmd.clone()),
            expected: expected.get(name).cloned(),
            reports: grade_one_testee(name, cmd, &loaded, o)?,
        });
    }
    for s in &subjects {
        for r in &s.reports {
            emit(&r.render_text());
        }
    }
    let m = Matrix {
        profile: o.profile,
        subjects,
    };
    emit(&m.to_text());
    let comparison = match &o.compare {
        Some(p) => Some(compare(&m, p, emit)?),
        None => None,
    };
    if let Some(j) = &o.junit {
        match m.subjects.as_slice() {
            [one] => write(j, &junit_document(&one.reports))?,
            _ => return Err(RunError::JunitNeedsOne),
        }
    }
    if let Some(dir) = &o.report {
        write_report(&m, comparison.as_ref(), dir)?;
        emit(&format!("report: {}\n", dir.join("report.html").display()));
    }
    for s in m.subjects.iter().filter(|s| s.expected.is_some()) {
        for id in s.new_failures() {
            emit(&format!(
                "  {}: {id} fails and is not an expected failure (new)\n",
                s.name
            ));
        }
        for id in s.unexpected_passes() {
            emit(&format!(
                "  {}: {id} is listed as an expected failure but passes (remove it)\n",
                s.name
            ));
        }
    }
    Ok(m.passed())
}

/// One testee, spawned once, graded on every loaded corpus.
fn grade_one_testee(
    name: &str,
    cmd: &str,
    loaded: &[(String, Corpus)],
    o: &Options,
) -> Result<Vec<crate::Report>, RunError> {
    let mut cfg = TesteeConfig::from_command_line(cmd).ok_or_else(|| RunError::Testee {
        name: name.to_string(),
        why: format!("cannot parse `{cmd}`"),
    })?;
    cfg.timeout = o.timeout;
    let mut t = Testee::spawn(cfg).map_err(|e| RunError::Testee {
        name: name.to_string(),
        why: e.to_string(),
    })?;
    let reports = loaded
        .iter()
        .map(|(corpus, c)| {
            let mut r = grade_testee(corpus, c, &mut t, o.profile);
            r.subject = format!("{name} (`{cmd}`)");
            r
        })
        .collect();
    t.shutdown();
    Ok(reports)
}

type Comparison = BTreeMap<String, crate::matrix::Change>;

/// The matrix against a previous summary: fixed, new and still failing.
fn compare(m: &Matrix, p: &Path, emit: &mut dyn FnMut(&str)) -> Result<Comparison, RunError> {
    let p = if p.is_dir() {
        p.join("summary.json")
    } else {
        p.to_path_buf()
    };
    let bad = |why: String| RunError::Compare {
        path: p.clone(),
        why,
    };
    let text = std::fs::read_to_string(&p).map_err(|e| bad(e.to_string()))?;
    let prev: serde_json::Value = serde_json::from_str(&text).map_err(|e| bad(e.to_string()))?;
    let c = m.compare(&prev);
    for (name, ch) in &c {
        emit(&format!(
            "  {name} against {}: {} fixed, {} new, {} still failing\n",
            p.display(),
            ch.fixed.len(),
            ch.new.len(),
            ch.still.len()
        ));
        for id in &ch.new {
            emit(&format!("    new: {id}\n"));
        }
    }
    Ok(c)
}

/// The report folder: report.md, report.html, summary.json, and per
/// implementation its JUnit XML and failure list.
fn write_report(m: &Matrix, comparison: Option<&Comparison>, dir: &Path) -> Result<(), RunError> {
    write(&dir.join("report.md"), &m.to_markdown(comparison))?;
    write(&dir.join("report.html"), &m.to_html(comparison))?;
    let summary = serde_json::to_string_pretty(&m.summary(comparison))
        .unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"));
    write(&dir.join("summary.json"), &summary)?;
    for s in &m.subjects {
        write(
            &dir.join(format!("{}.junit.xml", s.name)),
            &junit_document(&s.reports),
        )?;
        write(
            &dir.join(format!("{}.failures.txt", s.name)),
            &s.failure_list(),
        )?;
    }
    Ok(())
}

fn write(path: &Path, text: &str) -> Result<(), RunError> {
    let w = |source| RunError::Write {
        path: path.to_path_buf(),
        source,
    };
    if let Some(d) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(d).map_err(w)?;
    }
    std::fs::write(path, text).map_err(w)
}

/// `NAME=FILE` (or `FILE` with one implementation) → the lists by name.
fn expected_failures(
    args: &[String],
    testees: &[(String, String)],
) -> Result<BTreeMap<String, BTreeSet<String>>, RunError> {
    let mut out = BTreeMap::new();
    for arg in args {
        let (name, file) = match arg.split_once('=') {
            Some((n, f)) if testees.iter().any(|(t, _)| t == n) || n == OURS => {
                (n.to_string(), f.to_string())
            }
            _ => match testees {
                [(n, _)] => (n.clone(), arg.clone()),
                [] => (OURS.to_string(), arg.clone()),
                _ => {
                    return Err(RunError::ExpectedFailures {
                        arg: arg.clone(),
                        why: "name the implementation (NAME=FILE) when there are several".into(),
                    })
                }
            },
        };
        let text = std::fs::read_to_string(&file).map_err(|e| RunError::ExpectedFailures {
            arg: arg.clone(),
            why: format!("{file}: {e}"),
        })?;
        out.insert(name, parse_failure_list(&text));
    }
    Ok(out)
}
