//! Grading the recordings a user brings (`cargo xtask exchange --grade
//! PATH`): a wire transcript (`.txt`, [`crate::wire`]) or a YAML transcript
//! (`.yaml`, [`crate::transcript`]), or a folder of them — one verdict per
//! file, the clause report, a JSON form, and [`merge`] for two per-peer logs.

use crate::machine::{requirements, Level, PeerId};
use crate::wire::{self, Graded, Placed, WireTranscript};
use npamp_schema::Model;
use serde_json::{json, Value};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// The verdict on one file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// No MUST broken (warnings may remain).
    Clean,
    /// Exactly the planted breaks its `expect` lines name, nothing else.
    AsExpected(usize),
    /// A MUST broken (or a planted break missed, or a frame on an unknown channel).
    Broken,
    /// Not a transcript, or an `expect` naming no known requirement.
    Unreadable(String),
}

/// One graded file.
#[derive(Debug, Clone)]
pub struct FileGrade {
    pub path: PathBuf,
    pub verdict: Verdict,
    pub frames: usize,
    /// Every finding, placed at its file line.
    pub findings: Vec<Placed>,
    /// What the file leaves ungraded, and why.
    pub notes: Vec<String>,
    /// The clause report (empty for an unreadable file).
    pub report: String,
}

impl FileGrade {
    fn unreadable(path: &Path, why: String) -> FileGrade {
        FileGrade {
            path: path.to_path_buf(),
            verdict: Verdict::Unreadable(why),
            frames: 0,
            findings: Vec::new(),
            notes: Vec::new(),
            report: String::new(),
        }
    }
    /// Whether the file breaks (a MUST broken, or it could not be graded).
    pub fn breaks(&self) -> bool {
        matches!(self.verdict, Verdict::Broken | Verdict::Unreadable(_))
    }
    fn count(&self, level: Level) -> usize {
        self.findings
            .iter()
            .filter(|p| !p.expected && p.level == level)
            .count()
    }
    /// One line: `path: BROKEN (2 failures, 1 warning; 14 frames) — first: 80/5.5/… at line 9`.
    pub fn summary(&self) -> String {
        let (fails, warns) = (self.count(Level::Fail), self.count(Level::Warn));
        let w = plural(warns, "warning");
        let head = match &self.verdict {
            Verdict::Clean if warns == 0 => format!("clean ({} frames)", self.frames),
            Verdict::Clean => format!("clean ({w}; {} frames)", self.frames),
            Verdict::AsExpected(n) => format!(
                "as expected ({} flagged, nothing else; {} frames)",
                plural(*n, "planted break"),
                self.frames
            ),
            Verdict::Broken => format!(
                "BROKEN ({}, {w}; {} frames)",
                plural(fails, "failure"),
                self.frames
            ),
            Verdict::Unreadable(why) => format!("UNREADABLE: {why}"),
        };
        let first = self
            .findings
            .iter()
            .find(|p| !p.expected && p.level == Level::Fail)
            .map(|p| format!(" — first: {} at {}", p.requirement, p.place()))
            .unwrap_or_default();
        format!("{}: {head}{first}", self.path.display())
    }
    /// The file's grade as JSON.
    pub fn to_json(&self) -> Value {
        let (verdict, why) = match &self.verdict {
            Verdict::Clean => ("clean", None),
            Verdict::AsExpected(_) => ("as-expected", None),
            Verdict::Broken => ("broken", None),
            Verdict::Unreadable(w) => ("unreadable", Some(w.clone())),
        };
        let findings: Vec<Value> = self
            .findings
            .iter()
            .map(|p| {
                json!({
                    "requirement": p.requirement,
                    "level": p.level.as_str(),
                    "line": p.line,
                    "origin_line": p.origin,
                    "peer": p.by.map(PeerId::as_str),
                    "rule": p.rule,
                    "expected": p.expected,
                    "detail": p.detail,
                })
            })
            .collect();
        json!({
            "file": self.path.display().to_string(),
            "verdict": verdict,
            "error": why,
            "frames": self.frames,
            "failures": self.count(Level::Fail),
            "warnings": self.count(Level::Warn),
            "notes": self.notes,
            "findings": findings,
        })
    }
}

fn plural(n: usize, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

/// The grades as text: one file's clause report and verdict line (only the
/// line when `brief`), or a verdict line per file and the count broken.
pub fn render_text(grades: &[FileGrade], brief: bool) -> String {
    if let [one] = grades {
        return if brief {
            format!("{}\n", one.summary())
        } else {
            format!("{}{}\n", one.report, one.summary())
        };
    }
    let mut s = String::new();
    for g in grades {
        s.push_str(&format!("{}\n", g.summary()));
    }
    let broken = grades.iter().filter(|g| g.breaks()).count();
    s.push_str(&format!(
        "{} files: {} clean or as expected, {broken} broken\n",
        grades.len(),
        grades.len() - broken
    ));
    s
}

/// Why recordings could not be graded or merged (a file that cannot be
/// read or parsed is not an error of [`grade_path`]: it is graded
/// [`Verdict::Unreadable`]).
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum GradeError {
    /// The path names neither a file nor a folder.
    NoSuchPath { path: PathBuf },
    /// A folder that cannot be listed.
    Io { path: PathBuf, reason: String },
    /// A folder with no transcript (`.txt` or `.yaml`) in it.
    EmptyFolder { path: PathBuf },
    /// A log to merge is not a wire transcript (`which`: first or second log).
    Log {
        which: &'static str,
        error: wire::WireError,
    },
    /// A frame of a log to merge has no `t=` time to order it by.
    Untimed { which: &'static str, line: usize },
    /// The two logs name different initiators.
    Initiators { first: PeerId, second: PeerId },
}

impl std::fmt::Display for GradeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GradeError::NoSuchPath { path } => {
                write!(f, "{}: no such file or folder", path.display())
            }
            GradeError::Io { path, reason } => write!(f, "{}: {reason}", path.display()),
            GradeError::EmptyFolder { path } => write!(
                f,
                "{}: no transcript (.txt or .yaml) in this folder",
                path.display()
            ),
            GradeError::Log { which, error } => write!(f, "{which}: {error}"),
            GradeError::Untimed { which, line } => write!(
                f,
                "{which}: line {line}: merging orders frames by time; this frame has no `t=`"
            ),
            GradeError::Initiators { first, second } => write!(
                f,
                "the logs disagree on the initiator ({} and {})",
                first.as_str(),
                second.as_str()
            ),
        }
    }
}

impl std::error::Error for GradeError {}

/// Grade a file, or every `.txt` and `.yaml` file under a folder (sorted).
pub fn grade_path(path: &Path) -> Result<Vec<FileGrade>, GradeError> {
    if path.is_dir() {
        let mut files = Vec::new();
        collect(path, &mut files).map_err(|e| GradeError::Io {
            path: path.to_path_buf(),
            reason: e.to_string(),
        })?;
        files.sort();
        if files.is_empty() {
            let path = path.to_path_buf();
            return Err(GradeError::EmptyFolder { path });
        }
        Ok(files.iter().map(|f| grade_file(f)).collect())
    } else if path.exists() {
        Ok(vec![grade_file(path)])
    } else {
        let path = path.to_path_buf();
        Err(GradeError::NoSuchPath { path })
    }
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for e in std::fs::read_dir(dir)? {
        let p = e?.path();
        if p.is_dir() {
            collect(&p, out)?;
        } else if p
            .extension()
            .is_some_and(|x| x == "txt" || x == "yaml" || x == "yml")
        {
            out.push(p);
        }
    }
    Ok(())
}

/// Grade one file: a YAML transcript by its extension, else a wire transcript.
pub fn grade_file(path: &Path) -> FileGrade {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => return FileGrade::unreadable(path, e.to_string()),
    };
    let yaml = path.extension().is_some_and(|x| x == "yaml" || x == "yml");
    let t = if yaml {
        crate::transcript::parse(&text)
            .and_then(|t| crate::transcript::to_wire(&t))
            .map_err(|e| e.to_string())
    } else {
        wire::parse(&text).map_err(|e| e.to_string())
    };
    match t {
        Ok(t) => grade_transcript(path, &t),
        Err(e) => FileGrade::unreadable(path, e),
    }
}

/// Grade a parsed transcript (its `expect` ids checked first).
pub fn grade_transcript(path: &Path, t: &WireTranscript) -> FileGrade {
    if let Err(e) = check_expect(t) {
        return FileGrade::unreadable(path, e);
    }
    let name = path.display().to_string();
    let g: Graded = wire::grade(&name, t);
    let (report, ok) = wire::report(&g, t);
    let findings = wire::placed(&g);
    let verdict = match (ok, t.expect.len()) {
        (false, _) => Verdict::Broken,
        (true, 0) => Verdict::Clean,
        (true, n) => Verdict::AsExpected(n),
    };
    FileGrade {
        path: path.to_path_buf(),
        verdict,
        frames: t.frames.len(),
        findings,
        notes: g.notes.clone(),
        report,
    }
}

/// Every `expect` names a requirement of a channel the transcript carries
/// (a behavioural one, or a decode rule); otherwise the nearest known ids.
fn check_expect(t: &WireTranscript) -> Result<(), String> {
    for e in &t.expect {
        let models: Vec<&'static Model> = npamp_schema::shipped()
            .iter()
            .filter(|m| e.starts_with(&format!("{}/", m.channel.doc_id)))
            .collect();
        if models.iter().any(|m| known(m, e)) {
            continue;
        }
        let mut ids: Vec<String> = npamp_schema::shipped()
            .iter()
            .flat_map(|m| requirements(m).into_iter().map(|r| r.id))
            .collect();
        ids.sort_by_key(|id| distance(id, e));
        ids.truncate(3);
        return Err(format!(
            "`expect {e}` names no known requirement; nearest: {}",
            ids.join(", ")
        ));
    }
    Ok(())
}

/// Whether `id` is one of `m`'s behavioural requirements, or a decode rule
/// of its (a schema rule id or a rule's name after the section).
fn known(m: &Model, id: &str) -> bool {
    if requirements(m).iter().any(|r| r.id == id) {
        return true;
    }
    let Some(name) = id.rsplit('/').next() else {
        return false;
    };
    let schema_rule = m
        .frames
        .iter()
        .flat_map(|f| &f.body.rules)
        .chain(m.records.iter().flat_map(|r| &r.body.rules))
        .any(|r| r.id == name);
    schema_rule || npamp_schema::Rule::from_name(name).is_some()
}

/// Edit distance (Levenshtein) between two ids.
fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != *cb)).min(row[j] + 1).min(cur + 1);
            prev = cur;
        }
    }
    row[b.len()]
}

/// Merge two per-peer logs (each the frames one peer sent, with `t=` times
/// on a common clock) into one wire transcript in sending order: by time,
/// and in file order where times are equal. Every frame needs a time.
pub fn merge(a: &str, b: &str) -> Result<String, GradeError> {
    let parse = |which: &'static str, text: &str| -> Result<WireTranscript, GradeError> {
        let t = wire::parse(text).map_err(|error| GradeError::Log { which, error })?;
        if let Some(f) = t.frames.iter().find(|f| f.time.is_none()) {
            return Err(GradeError::Untimed {
                which,
                line: f.line,
            });
        }
        Ok(t)
    };
    let (ta, tb) = (parse("first log", a)?, parse("second log", b)?);
    let initiator = match (ta.initiator, tb.initiator) {
        (Some(first), Some(second)) if first != second => {
            return Err(GradeError::Initiators { first, second })
        }
        (x, y) => x.or(y),
    };
    let mut frames: Vec<(f64, usize, wire::WireLine)> = Vec::new();
    for (k, t) in [&ta, &tb].into_iter().enumerate() {
        for f in &t.frames {
            frames.push((f.time.unwrap_or(0.0), k, f.clone()));
        }
    }
    frames.sort_by(|x, y| x.0.total_cmp(&y.0).then(x.1.cmp(&y.1)));
    let merged = WireTranscript {
        initiator,
        expect: ta.expect.iter().chain(&tb.expect).cloned().collect(),
        cut_short: ta.cut_short || tb.cut_short,
        closes: Vec::new(),
        frames: frames.into_iter().map(|(_, _, f)| f).collect(),
    };
    let mut out = wire::write(&merged, "merged from two per-peer logs, in time order");
    if !ta.closes.is_empty() || !tb.closes.is_empty() {
        let _ = writeln!(
            out,
            "# note: the logs' `close` lines were dropped: put them back where the association closed"
        );
    }
    Ok(out)
}
