//! The matrix over several implementations (`cargo xtask conform --testee
//! NAME=CMD … --report DIR`): implementations × channels, each cell PASS,
//! PARTIAL, UNIMPLEMENTED or FAIL, drilling down to one row per cause; a
//! Markdown page, a self-contained HTML page, a JSON summary, JUnit per
//! implementation, a failure list per implementation, expected failures (as
//! protobuf's conformance suite keeps failure lists: a CI fails only on new
//! failures) and a comparison with a previous summary (fixed, new, still
//! failing).

use crate::finding::Cause;
use crate::grade::{channel_of_op, FindingRow, Grade, Report, State};
use npamp_generated::rt::Profile;
use serde_json::{json, Value};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::Path;

/// One implementation and its graded corpora.
#[derive(Debug, Clone)]
pub struct Subject {
    pub name: String,
    /// The adapter command line (`None`: our codecs in-process).
    pub command: Option<String>,
    /// One report per corpus, in corpus order.
    pub reports: Vec<Report>,
    /// The failures expected of it (`--expected-failures`), if given.
    pub expected: Option<BTreeSet<String>>,
}

/// Counts and state of one cell (an implementation on a channel).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Cell {
    pub pass: usize,
    pub fail: usize,
    pub unimplemented: usize,
    pub not_run: usize,
    /// One row per cause, with the corpus label of its example.
    pub rows: Vec<(String, FindingRow)>,
}

impl Cell {
    pub fn state(&self) -> State {
        State::of(self.pass, self.fail + self.not_run, self.unimplemented)
    }

    fn text(&self) -> String {
        let total = self.pass + self.fail + self.not_run + self.unimplemented;
        match self.state() {
            State::Pass => format!("PASS ({total})"),
            State::Partial => format!(
                "PARTIAL ({} passed, {} unimplemented)",
                self.pass, self.unimplemented
            ),
            State::Unimplemented => "UNIMPLEMENTED".to_string(),
            State::Fail => format!(
                "FAIL ({} of {total}; {} cause{})",
                self.fail + self.not_run,
                self.rows.len(),
                if self.rows.len() == 1 { "" } else { "s" }
            ),
        }
    }
}

/// The corpus label of a report name (a path): its folder and file stem
/// (`vectors/interaction`, `reference/interaction`), so that two corpora of
/// one channel stay apart.
pub fn corpus_label(name: &str) -> String {
    let p = Path::new(name);
    let stem = p
        .file_stem()
        .map_or(name.into(), |s| s.to_string_lossy().into_owned());
    match p
        .parent()
        .and_then(Path::file_name)
        .map(|d| d.to_string_lossy().into_owned())
    {
        Some(dir) if !dir.is_empty() => format!("{dir}/{stem}"),
        _ => stem,
    }
}

/// A failure's id in failure lists: `<corpus label>:<tcId>`.
pub fn failure_id(corpus: &str, tc_id: u64) -> String {
    format!("{corpus}:{tc_id}")
}

/// `NAME=CMD` → (name, command); a bare command is named after its
/// program's file name. A name is letters, digits, `-`, `_` and `.`.
pub fn parse_testee_arg(arg: &str) -> (String, String) {
    if let Some((name, cmd)) = arg.split_once('=') {
        let ok = !name.is_empty()
            && name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
            && !cmd.trim().is_empty();
        if ok {
            return (name.to_string(), cmd.trim().to_string());
        }
    }
    let program = arg.split_whitespace().next().unwrap_or(arg);
    let name = Path::new(program)
        .file_name()
        .map_or(program.into(), |s| s.to_string_lossy().into_owned());
    (name, arg.trim().to_string())
}

/// Read a failure list: one id per line (`<corpus>:<tcId>`, the first word),
/// anything after it and lines starting with `#` are comments.
pub fn parse_failure_list(text: &str) -> BTreeSet<String> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .filter_map(|l| l.split_whitespace().next())
        .map(str::to_string)
        .collect()
}

impl Subject {
    /// The ids of its failing cases (failed or not run).
    pub fn failures(&self) -> BTreeSet<String> {
        let mut s = BTreeSet::new();
        for r in &self.reports {
            let label = corpus_label(&r.name);
            for (_, c) in r.cases() {
                if matches!(c.grade, Grade::Fail(_) | Grade::NotRun) {
                    s.insert(failure_id(&label, c.tc_id));
                }
            }
        }
        s
    }

    /// The failures not in its expected list (all of them without one).
    pub fn new_failures(&self) -> BTreeSet<String> {
        let f = self.failures();
        match &self.expected {
            Some(e) => f.difference(e).cloned().collect(),
            None => f,
        }
    }

    /// Expected failures that no longer fail (listed but passing).
    pub fn unexpected_passes(&self) -> BTreeSet<String> {
        match &self.expected {
            Some(e) => e.difference(&self.failures()).cloned().collect(),
            None => BTreeSet::new(),
        }
    }

    /// Whether it passes: no failure beyond its expected list.
    pub fn passed(&self) -> bool {
        self.new_failures().is_empty()
    }

    /// Its cells, by channel, in one pass over its cases.
    pub fn cells(&self) -> BTreeMap<String, Cell> {
        let mut cells: BTreeMap<String, Cell> = BTreeMap::new();
        for r in &self.reports {
            for (g, c) in r.cases() {
                let cell = cells.entry(channel_of_op(&g.op).to_string()).or_default();
                match c.grade {
                    Grade::Pass => cell.pass += 1,
                    Grade::Fail(_) => cell.fail += 1,
                    Grade::Unimplemented(_) => cell.unimplemented += 1,
                    Grade::NotRun => cell.not_run += 1,
                }
            }
            let label = corpus_label(&r.name);
            for row in r.findings() {
                let cell = cells.entry(row.channel.clone()).or_default();
                cell.rows.push((label.clone(), row));
            }
        }
        cells
    }

    /// The failure list to keep as its expected failures: one id per line,
    /// with kind, basis, clause and cause as a comment.
    pub fn failure_list(&self) -> String {
        let mut out = format!(
            "# Expected failures of `{}` (cargo xtask conform --expected-failures {}=THIS_FILE):\n# one `<corpus>:<tcId>` per line; the rest of a line is a comment.\n",
            self.name, self.name
        );
        for r in &self.reports {
            let label = corpus_label(&r.name);
            for (_, c) in r.cases() {
                let note = match &c.grade {
                    Grade::Fail(f) => format!("{} [{}] {}", f.kind, f.kind.basis(), f.cause),
                    Grade::NotRun => "not run".to_string(),
                    _ => continue,
                };
                let _ = writeln!(
                    out,
                    "{}  # {} {note}",
                    failure_id(&label, c.tc_id),
                    c.requirement
                );
            }
        }
        out
    }
}

/// Several implementations graded on the same corpora under one profile.
#[derive(Debug, Clone)]
pub struct Matrix {
    pub profile: Profile,
    pub subjects: Vec<Subject>,
}

/// What changed against a previous summary, per implementation.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Change {
    pub fixed: BTreeSet<String>,
    pub new: BTreeSet<String>,
    pub still: BTreeSet<String>,
}

impl Matrix {
    /// Every channel any report touches, in order of first appearance.
    pub fn channels(&self) -> Vec<String> {
        let mut seen = Vec::<String>::new();
        for s in &self.subjects {
            for r in &s.reports {
                for g in &r.groups {
                    let ch = channel_of_op(&g.op);
                    if !seen.iter().any(|x| x == ch) {
                        seen.push(ch.to_string());
                    }
                }
            }
        }
        seen
    }

    /// Whether every implementation passes (no failure beyond its expected list).
    pub fn passed(&self) -> bool {
        self.subjects.iter().all(Subject::passed)
    }

    /// The comparison with a previous `summary.json` (implementations by name;
    /// one absent from it compares with an empty list).
    pub fn compare(&self, previous: &Value) -> BTreeMap<String, Change> {
        let mut out = BTreeMap::new();
        for s in &self.subjects {
            let before: BTreeSet<String> = previous
                .get("implementations")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
                .find(|i| i.get("name").and_then(Value::as_str) == Some(s.name.as_str()))
                .and_then(|i| i.get("failures"))
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
                .filter_map(Value::as_str)
                .map(str::to_string)
                .collect();
            let now = s.failures();
            out.insert(
                s.name.clone(),
                Change {
                    fixed: before.difference(&now).cloned().collect(),
                    new: now.difference(&before).cloned().collect(),
                    still: now.intersection(&before).cloned().collect(),
                },
            );
        }
        out
    }

    /// The JSON summary: per implementation its state, counts, cells, rows and
    /// failure ids (what `--compare` reads back).
    pub fn summary(&self, comparison: Option<&BTreeMap<String, Change>>) -> Value {
        let channels = self.channels();
        let corpora: Vec<String> = self
            .subjects
            .first()
            .map(|s| s.reports.iter().map(|r| corpus_label(&r.name)).collect())
            .unwrap_or_default();
        let implementations: Vec<Value> = self
            .subjects
            .iter()
            .map(|s| {
                let all = s.cells();
                let cells: serde_json::Map<String, Value> = channels
                    .iter()
                    .map(|ch| {
                        let c = cell_at(&all, ch);
                        (
                            ch.clone(),
                            json!({
                                "state": c.state().as_str(),
                                "pass": c.pass, "fail": c.fail,
                                "unimplemented": c.unimplemented, "not_run": c.not_run,
                                "causes": c.rows.len(),
                            }),
                        )
                    })
                    .collect();
                let rows: Vec<Value> = channels
                    .iter()
                    .flat_map(|ch| &cell_at(&all, ch).rows)
                    .map(|(corpus, r)| row_json(corpus, r))
                    .collect();
                let total = crate::grade::Counts::total(&s.reports);
                let mut v = json!({
                    "name": s.name,
                    "command": s.command,
                    "state": total.state().as_str(),
                    "passed": s.passed(),
                    "counts": {
                        "pass": total.pass, "fail": total.fail, "unimplemented": total.unimplemented,
                        "not_run": total.not_run, "skipped": total.skipped,
                        "acceptable_accepted": total.acceptable_accepted,
                        "acceptable_refused": total.acceptable_refused,
                    },
                    "cells": cells,
                    "rows": rows,
                    "failures": s.failures(),
                });
                if s.expected.is_some() {
                    v["new_failures"] = json!(s.new_failures());
                    v["unexpected_passes"] = json!(s.unexpected_passes());
                }
                if let Some(ch) = comparison.and_then(|c| c.get(&s.name)) {
                    v["comparison"] = json!({"fixed": ch.fixed, "new": ch.new, "still": ch.still});
                }
                v
            })
            .collect();
        json!({
            "tool": "cargo xtask conform",
            "profile": self.profile.as_str(),
            "corpora": corpora,
            "channels": channels,
            "implementations": implementations,
        })
    }

    /// The Markdown report: the matrix, then each failing cell's rows.
    pub fn to_markdown(&self, comparison: Option<&BTreeMap<String, Change>>) -> String {
        let channels = self.channels();
        let mut out = format!(
            "# Conformance matrix ({} profile)\n\nImplementations × channels: PASS (every case passed), PARTIAL (nothing failed, some cases unimplemented), UNIMPLEMENTED (nothing ran), FAIL (failed cases; causes = rows below). A cell links to its rows.\n\n",
            self.profile.as_str()
        );
        let _ = writeln!(out, "| implementation | {} | total |", channels.join(" | "));
        let _ = writeln!(out, "|---|{}---|", "---|".repeat(channels.len()));
        for s in &self.subjects {
            let all = s.cells();
            let cells: Vec<String> = channels
                .iter()
                .map(|ch| {
                    let c = cell_at(&all, ch);
                    if c.rows.is_empty() {
                        c.text()
                    } else {
                        format!("[{}](#{})", c.text(), anchor(&s.name, ch))
                    }
                })
                .collect();
            let total = crate::grade::Counts::total(&s.reports);
            let _ = writeln!(
                out,
                "| {} | {} | {} |",
                md(&s.name),
                cells.join(" | "),
                total.state().as_str()
            );
        }
        out.push('\n');
        for s in &self.subjects {
            self.subject_markdown(s, comparison, &mut out);
        }
        out
    }

    fn subject_markdown(
        &self,
        s: &Subject,
        comparison: Option<&BTreeMap<String, Change>>,
        out: &mut String,
    ) {
        let _ = writeln!(out, "## {}\n", md(&s.name));
        if let Some(cmd) = &s.command {
            let _ = writeln!(out, "Command: `{cmd}`\n");
        }
        let t = crate::grade::Counts::total(&s.reports);
        let _ = writeln!(
            out,
            "{} passed, {} failed, {} unimplemented, {} not run; acceptable cases: {} accepted, {} refused.\n",
            t.pass, t.fail, t.unimplemented, t.not_run, t.acceptable_accepted, t.acceptable_refused
        );
        for line in standing(s, comparison) {
            let _ = writeln!(out, "{line}\n");
        }
        let all = s.cells();
        for ch in self.channels() {
            let cell = cell_at(&all, &ch);
            if cell.rows.is_empty() {
                continue;
            }
            let _ = writeln!(
                out,
                "<a id=\"{}\"></a>\n### {} · {}: {}\n",
                anchor(&s.name, &ch),
                md(&s.name),
                ch,
                cell.text()
            );
            let _ = writeln!(
                out,
                "| kind | basis | cause | clause | cases | first | reproducer | the implementation answered |"
            );
            let _ = writeln!(out, "|---|---|---|---|---:|---|---|---|");
            for (corpus, r) in &cell.rows {
                let _ = writeln!(
                    out,
                    "| {} | {} | {} | {} | {} | {} | {} | {} |",
                    r.kind,
                    r.kind.basis(),
                    md(&clip(&r.cause.describe(), 80)),
                    md(&r.requirement_list(3)),
                    r.count(),
                    md(&failure_id(corpus, r.tc_ids.first().copied().unwrap_or(0))),
                    r.example
                        .reproducer
                        .as_deref()
                        .map_or("—".to_string(), |x| format!("`{}`", clip(x, 120))),
                    md(&clip(r.example.answer.as_deref().unwrap_or(&r.text), 100)),
                );
            }
            out.push('\n');
        }
    }

    /// A self-contained HTML page: the matrix, each cell drilling down
    /// (`<details>`) to its rows.
    pub fn to_html(&self, comparison: Option<&BTreeMap<String, Change>>) -> String {
        let channels = self.channels();
        let mut out = String::from(
            "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Conformance matrix</title>\n<style>\nbody{font:14px system-ui,sans-serif;margin:2em}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px 8px;vertical-align:top}\n.PASS{background:#d4f7d4}.PARTIAL{background:#fff4c2}.UNIMPLEMENTED{background:#e6e6e6}.FAIL{background:#f9d0d0}\ncode{font-size:12px;word-break:break-all}details{margin:.5em 0}summary{cursor:pointer;font-weight:600}\n</style></head><body>\n",
        );
        let _ = writeln!(
            out,
            "<h1>Conformance matrix ({} profile)</h1>\n<p>PASS: every case passed · PARTIAL: nothing failed, some cases unimplemented · UNIMPLEMENTED: nothing ran · FAIL: failed cases (click a cell for one row per cause).</p>",
            self.profile.as_str()
        );
        out.push_str("<table><tr><th>implementation</th>");
        for ch in &channels {
            let _ = write!(out, "<th>{}</th>", esc(ch));
        }
        out.push_str("<th>total</th></tr>\n");
        for s in &self.subjects {
            let _ = write!(out, "<tr><th>{}</th>", esc(&s.name));
            let all = s.cells();
            for ch in &channels {
                let c = cell_at(&all, ch);
                let text = if c.rows.is_empty() {
                    esc(&c.text())
                } else {
                    format!(
                        "<a href=\"#{}\">{}</a>",
                        anchor(&s.name, ch),
                        esc(&c.text())
                    )
                };
                let _ = write!(out, "<td class=\"{}\">{text}</td>", c.state().as_str());
            }
            let st = crate::grade::Counts::total(&s.reports).state().as_str();
            let _ = writeln!(out, "<td class=\"{st}\">{st}</td></tr>");
        }
        out.push_str("</table>\n");
        for s in &self.subjects {
            let _ = writeln!(out, "<h2>{}</h2>", esc(&s.name));
            if let Some(cmd) = &s.command {
                let _ = writeln!(out, "<p>Command: <code>{}</code></p>", esc(cmd));
            }
            for line in standing(s, comparison) {
                let _ = writeln!(out, "<p>{}</p>", esc(&line));
            }
            let all = s.cells();
            for ch in &channels {
                let cell = cell_at(&all, ch);
                if cell.rows.is_empty() {
                    continue;
                }
                let _ = writeln!(
                    out,
                    "<details id=\"{}\" open><summary>{} · {}: {}</summary>\n<table><tr><th>kind</th><th>basis</th><th>cause</th><th>clause</th><th>cases</th><th>first</th><th>reproducer</th><th>the implementation answered</th></tr>",
                    anchor(&s.name, ch),
                    esc(&s.name),
                    esc(ch),
                    esc(&cell.text())
                );
                for (corpus, r) in &cell.rows {
                    let _ = writeln!(
                        out,
                        "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td><code>{}</code></td><td>{}</td></tr>",
                        r.kind,
                        r.kind.basis(),
                        esc(&r.cause.describe()),
                        esc(&r.requirement_list(5)),
                        r.count(),
                        esc(&failure_id(corpus, r.tc_ids.first().copied().unwrap_or(0))),
                        esc(r.example.reproducer.as_deref().unwrap_or("—")),
                        esc(&clip(r.example.answer.as_deref().unwrap_or(&r.text), 300)),
                    );
                }
                out.push_str("</table></details>\n");
            }
        }
        out.push_str("</body></html>\n");
        out
    }

    /// The matrix as plain text for a terminal.
    pub fn to_text(&self) -> String {
        let channels = self.channels();
        let mut out = format!(
            "\nconformance matrix ({} profile):\n",
            self.profile.as_str()
        );
        for s in &self.subjects {
            let _ = writeln!(out, "  {}:", s.name);
            let all = s.cells();
            for ch in &channels {
                let _ = writeln!(out, "    {ch:<12} {}", cell_at(&all, ch).text());
            }
            let t = crate::grade::Counts::total(&s.reports);
            let _ = writeln!(
                out,
                "    {:<12} {} — {} passed, {} failed, {} unimplemented, {} not run",
                "total",
                t.state().as_str(),
                t.pass,
                t.fail,
                t.unimplemented,
                t.not_run
            );
            if s.expected.is_some() {
                let _ = writeln!(
                    out,
                    "    expected failures: {} new, {} listed but passing",
                    s.new_failures().len(),
                    s.unexpected_passes().len()
                );
            }
        }
        out
    }
}

/// An implementation against its expected failures and the previous report,
/// as sentences (the Markdown and HTML pages print them alike).
fn standing(s: &Subject, comparison: Option<&BTreeMap<String, Change>>) -> Vec<String> {
    let mut v = Vec::new();
    if s.expected.is_some() {
        v.push(format!(
            "Against its expected failures: {} new, {} listed but passing.",
            s.new_failures().len(),
            s.unexpected_passes().len()
        ));
    }
    if let Some(ch) = comparison.and_then(|c| c.get(&s.name)) {
        v.push(format!(
            "Against the previous report: {} fixed, {} new, {} still failing.",
            ch.fixed.len(),
            ch.new.len(),
            ch.still.len()
        ));
    }
    v
}

/// A channel's cell, empty when the implementation has no case there.
fn cell_at<'a>(cells: &'a BTreeMap<String, Cell>, channel: &str) -> &'a Cell {
    static EMPTY: Cell = Cell {
        pass: 0,
        fail: 0,
        unimplemented: 0,
        not_run: 0,
        rows: Vec::new(),
    };
    cells.get(channel).unwrap_or(&EMPTY)
}

fn row_json(corpus: &str, r: &FindingRow) -> Value {
    json!({
        "channel": r.channel,
        "kind": r.kind.as_str(),
        "basis": r.kind.basis(),
        "cause": r.cause.describe(),
        "rule": match &r.cause {
            Cause::Requirement(_, rule) => rule.clone(),
            Cause::Rule(rule) => rule.map(|r| r.as_str().to_string()),
            _ => None,
        },
        "requirements": r.requirements,
        "count": r.count(),
        "first": failure_id(corpus, r.tc_ids.first().copied().unwrap_or(0)),
        "example": {
            "corpus": corpus,
            "tcId": r.example.tc_id,
            "requirement": r.example.requirement,
            "reproducer": r.example.reproducer,
            "answer": r.example.answer,
            "failure": r.text,
        },
    })
}

fn anchor(subject: &str, channel: &str) -> String {
    let slug: String = format!("{subject}-{channel}")
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect();
    slug
}

fn clip(s: &str, n: usize) -> String {
    if s.chars().count() <= n {
        s.to_string()
    } else {
        let mut t: String = s.chars().take(n).collect();
        t.push('…');
        t
    }
}

/// Markdown table cell text: pipes escaped, one line.
fn md(s: &str) -> String {
    s.replace('|', "\\|").replace(['\n', '\r'], " ")
}

fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn testee_arguments_take_an_optional_name() {
        assert_eq!(
            parse_testee_arg("go=./adapter --flag x=1"),
            ("go".into(), "./adapter --flag x=1".into())
        );
        assert_eq!(
            parse_testee_arg("/usr/bin/python3 shim.py"),
            ("python3".into(), "/usr/bin/python3 shim.py".into())
        );
        // `./a=b` is a path, not a name.
        assert_eq!(parse_testee_arg("./a=b").0, "a=b");
    }

    #[test]
    fn corpus_labels_keep_two_corpora_of_one_channel_apart() {
        assert_eq!(
            corpus_label("/w/vectors/interaction.json"),
            "vectors/interaction"
        );
        assert_eq!(
            corpus_label("/w/vectors/reference/interaction.json"),
            "reference/interaction"
        );
        assert_eq!(corpus_label("x.json"), "x");
    }

    #[test]
    fn failure_lists_read_ids_and_ignore_comments() {
        let l = parse_failure_list("# header\nvectors/a:1  # kind\n\n  reference/a:7\n");
        assert_eq!(
            l,
            BTreeSet::from(["vectors/a:1".to_string(), "reference/a:7".to_string()])
        );
    }
}
