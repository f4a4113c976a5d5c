//! Grading a conformance corpus (the testkit format) against a generated
//! channel in-process or against an external [`Testee`].
//!
//! * `valid` — must be accepted, with an `out` that matches `expected` on the
//!   keys the case expects (the official runner's `matchExpected`);
//! * `invalid` — must be refused (in-process also: a case flagged
//!   `UnknownOperation` with the channel's unknown-operation outcome, any other
//!   with a body-fault outcome);
//! * `acceptable` — either; which one is recorded (an accepted one must still
//!   match `expected` when the case gives it). Under the strict profile, an
//!   acceptable case the strict reading refuses (`StrictReading`,
//!   `SenderObligation`) must be refused.
//!
//! Every failure has a [`Kind`] (with the basis of the clause broken) and a
//! [`Cause`]; [`Report::findings`] folds the failures into one row per cause.
//!
//! Groups whose op nothing serves are skipped and counted. A testee's
//! `skipped` reply is `Unimplemented` (not a failure); a testee that gives up
//! after repeated crashes aborts the run, and its remaining cases are `NotRun`.

use crate::adapter::{body_decode_op, body_out, channel_for_op, Request, Response, BODY_DECODE};
use crate::finding::{crash_signature, garbage_signature, normalized};
pub use crate::finding::{Cause, Kind};
use crate::testee::{Testee, TesteeError};
use npamp_codec::refusal_text;
use npamp_generated::rt::{Channel, FailClass, Profile};
use npamp_testkit::corpus::{flag, Corpus, TestCase, TestGroup, Verdict};
use npamp_testkit::hex;
use serde_json::{Map, Value};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::{self, Write as _};

/// What the subject did with one case's input.
#[derive(Debug, Clone, PartialEq)]
pub enum Answer {
    Accepted(Map<String, Value>),
    /// Refused, with the reason; in-process also the failure class.
    Refused {
        text: String,
        class: Option<FailClass>,
    },
    /// The op is not implemented (a testee's `skipped`).
    Skipped(String),
    /// The testee crashed, hung or answered garbage: [`Kind::Crash`],
    /// [`Kind::Hang`] or [`Kind::Garbage`], with its signature (what rows are
    /// deduplicated by) and the full message.
    Fault {
        kind: Kind,
        signature: String,
        text: String,
    },
    /// No usable answer: the corpus case is bad.
    Broken(String),
}

impl Answer {
    /// What the subject answered, in a line.
    pub fn describe(&self) -> String {
        match self {
            Answer::Accepted(m) => format!("accept {}", show(m)),
            Answer::Refused { text, .. } => format!("refuse ({text})"),
            Answer::Skipped(why) => format!("skipped ({why})"),
            Answer::Fault { text, .. } | Answer::Broken(text) => text.clone(),
        }
    }
}

/// An `acceptable` case's outcome.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Acceptance {
    Accepted,
    Refused,
}

/// Why a case failed: the kind of difference (with the basis of the clause
/// broken), its cause (what rows are deduplicated by) and a readable account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    pub kind: Kind,
    pub cause: Cause,
    pub text: String,
}

impl Failure {
    pub fn new(kind: Kind, cause: Cause, text: impl Into<String>) -> Failure {
        Failure {
            kind,
            cause,
            text: text.into(),
        }
    }
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} [{}]: {}", self.kind, self.kind.basis(), self.text)
    }
}

/// The grade of one case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Grade {
    Pass,
    Fail(Failure),
    Unimplemented(String),
    /// The run was aborted before this case.
    NotRun,
}

/// One graded case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CaseReport {
    pub tc_id: u64,
    pub requirement: String,
    pub result: Verdict,
    pub comment: Option<String>,
    pub grade: Grade,
    pub acceptance: Option<Acceptance>,
    /// `cargo xtask decode <module> <frameType> <hex>` for body-decode cases.
    pub reproducer: Option<String>,
    /// The length of the case's input (the body's hex, or the input's JSON):
    /// the smallest failing case of a cause is its row's reproducer.
    pub size: usize,
    /// What the subject answered (failures only).
    pub answer: Option<String>,
}

/// One graded group.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GroupReport {
    pub op: String,
    /// The group's N-PAMP profile (`Standard`, …).
    pub profile: Option<String>,
    pub cases: Vec<CaseReport>,
}

/// A group nothing serves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SkippedGroup {
    pub op: String,
    pub tests: usize,
}

/// Counts over a report.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Counts {
    pub pass: usize,
    pub fail: usize,
    pub unimplemented: usize,
    pub not_run: usize,
    /// Tests in skipped groups.
    pub skipped: usize,
    pub acceptable_accepted: usize,
    pub acceptable_refused: usize,
}

/// The state of a group, a requirement, a report or a whole run. A subject
/// that implements nothing of it is `Unimplemented`, never `Pass`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum State {
    /// Every case passed.
    Pass,
    /// No case failed; some passed, some are unimplemented.
    Partial,
    /// Nothing ran: every case is unimplemented (or there are none).
    Unimplemented,
    /// A case failed, or was not run because the run was aborted.
    Fail,
}

impl State {
    /// From counts of passed, failed (including not run) and unimplemented cases.
    pub fn of(pass: usize, fail: usize, unimplemented: usize) -> State {
        match (pass, fail, unimplemented) {
            (_, f, _) if f > 0 => State::Fail,
            (0, _, _) => State::Unimplemented,
            (_, _, 0) => State::Pass,
            _ => State::Partial,
        }
    }
    /// `PASS`, `PARTIAL`, `UNIMPLEMENTED`, `FAIL`.
    pub fn as_str(self) -> &'static str {
        match self {
            State::Pass => "PASS",
            State::Partial => "PARTIAL",
            State::Unimplemented => "UNIMPLEMENTED",
            State::Fail => "FAIL",
        }
    }
}

impl Counts {
    /// The counts over several reports.
    pub fn total(reports: &[Report]) -> Counts {
        let mut c = Counts::default();
        for x in reports.iter().map(Report::counts) {
            c.pass += x.pass;
            c.fail += x.fail;
            c.unimplemented += x.unimplemented;
            c.not_run += x.not_run;
            c.skipped += x.skipped;
            c.acceptable_accepted += x.acceptable_accepted;
            c.acceptable_refused += x.acceptable_refused;
        }
        c
    }

    /// The state these counts make.
    pub fn state(&self) -> State {
        State::of(self.pass, self.fail + self.not_run, self.unimplemented)
    }
}

/// Per-requirement tally.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct RequirementTally {
    pub pass: usize,
    pub failed: Vec<u64>,
    pub unimplemented: usize,
}

/// The graded corpus.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    /// What was graded (a file name, or a label).
    pub name: String,
    /// The subject (a channel module, or the testee command).
    pub subject: String,
    /// The decoder profile the subject was graded under.
    pub profile: Profile,
    pub groups: Vec<GroupReport>,
    pub skipped: Vec<SkippedGroup>,
    /// Why the run stopped early, if it did.
    pub aborted: Option<String>,
}

/// The rule a body-decode case's input breaks, as the oracle reads it: the
/// refusal under `minimum` (what an invalid case must draw), else under
/// `strict` (an acceptable case the strict reading refuses).
fn broken_rule(op: &str, case: &TestCase) -> Option<String> {
    let module = op.strip_suffix(BODY_DECODE)?;
    let ft = u16::try_from(case.input.get("frameType")?.as_u64()?).ok()?;
    let body = hex::unhex(case.input.get("body")?.as_str()?).ok()?;
    let oracle = npamp_oracle::Oracle::shipped(module)?;
    [Profile::Minimum, Profile::Strict]
        .into_iter()
        .find_map(|p| {
            let ruling = oracle.check(ft, &body, p);
            let r = ruling.refusal()?;
            Some(
                r.rule_id
                    .clone()
                    .unwrap_or_else(|| r.rule.as_str().to_string()),
            )
        })
}

fn reproducer(op: &str, input: &Map<String, Value>) -> Option<String> {
    let module = op.strip_suffix(BODY_DECODE)?;
    let ft = input.get("frameType")?.as_u64()?;
    let body = input.get("body")?.as_str()?;
    let body = if body.is_empty() { "\"\"" } else { body };
    Some(format!("cargo xtask decode {module} {ft} {body}"))
}

fn show(m: &Map<String, Value>) -> String {
    Value::Object(m.clone()).to_string()
}

/// Whether an accepted case's output matches what the case expects: as the
/// official runner's `matchExpected` (`harness/runner/main.go`), only the keys
/// the case expects are compared; a key the output adds (a Go adapter's
/// `"corr": ""` on a frame without a correlation) is not a difference.
pub fn output_matches(want: &Map<String, Value>, out: &Map<String, Value>) -> Result<(), String> {
    let differing: Vec<String> = differing_keys(want, out)
        .into_iter()
        .map(|(k, v)| match out.get(k) {
            Some(got) => format!("`{k}` is {got}, expected {v}"),
            None => format!("`{k}` is absent, expected {v}"),
        })
        .collect();
    if differing.is_empty() {
        Ok(())
    } else {
        Err(format!("output {}: {}", show(out), differing.join("; ")))
    }
}

/// The keys (with their expected values) the case expects whose value the output lacks or differs on (the
/// official runner's `matchExpected`: keys the output adds are not compared).
pub fn differing_keys<'w>(
    want: &'w Map<String, Value>,
    out: &Map<String, Value>,
) -> Vec<(&'w str, &'w Value)> {
    want.iter()
        .filter(|(k, v)| out.get(*k) != Some(*v))
        .map(|(k, v)| (k.as_str(), v))
        .collect()
}

/// Judge one answer against a case, under the profile the subject is graded
/// against (`strict`: acceptable cases the strict reading refuses must be
/// refused too).
pub fn judge(case: &TestCase, answer: Answer, profile: Profile) -> (Grade, Option<Acceptance>) {
    judge_ref(case, &answer, profile)
}

fn judge_ref(case: &TestCase, answer: &Answer, profile: Profile) -> (Grade, Option<Acceptance>) {
    let req = || Cause::Requirement(case.requirement.clone(), None);
    let fail = |kind, cause, text: String| Grade::Fail(Failure::new(kind, cause, text));
    let output = |out: &Map<String, Value>| -> Option<Grade> {
        let want = case.expected.as_ref()?;
        let keys = differing_keys(want, out);
        if keys.is_empty() {
            return None;
        }
        let cause = Cause::Output(keys.iter().map(|(k, _)| (*k).to_string()).collect());
        let text = output_matches(want, out).err().unwrap_or_default();
        Some(fail(Kind::WrongOutput, cause, text))
    };
    match (case.result, answer) {
        (_, Answer::Skipped(why)) => (Grade::Unimplemented(why.clone()), None),
        (_, Answer::Broken(why)) => (fail(Kind::BadCase, req(), why.clone()), None),
        (
            _,
            Answer::Fault {
                kind,
                signature,
                text,
            },
        ) => (
            fail(*kind, Cause::Signature(signature.clone()), text.clone()),
            None,
        ),
        (Verdict::Valid, Answer::Accepted(out)) => match (&case.expected, output(out)) {
            (None, _) => (
                fail(
                    Kind::BadCase,
                    req(),
                    "the valid case has no `expected`".into(),
                ),
                None,
            ),
            (_, Some(g)) => (g, None),
            (_, None) => (Grade::Pass, None),
        },
        (Verdict::Valid, Answer::Refused { text, .. }) => (
            fail(
                Kind::RefusesValid,
                Cause::Objection(normalized(text)),
                format!("refused: {text}"),
            ),
            None,
        ),
        (Verdict::Invalid, Answer::Accepted(out)) => (
            fail(Kind::AcceptsMust, req(), format!("accepted: {}", show(out))),
            None,
        ),
        (Verdict::Invalid, Answer::Refused { text, class }) => {
            let unknown_op = case.has_flag(flag::UNKNOWN_OPERATION);
            match *class {
                Some(c) if unknown_op && c != FailClass::UnknownOperation => (
                    fail(Kind::WrongOutcome, req(), format!("refused as `{text}`, but the frame type is not an operation of the channel")),
                    None,
                ),
                Some(FailClass::UnknownOperation) if !unknown_op => (
                    fail(Kind::WrongOutcome, req(), format!("refused as `{text}`: a body fault reported as an unknown operation")),
                    None,
                ),
                _ => (Grade::Pass, None),
            }
        }
        (Verdict::Acceptable, Answer::Accepted(out)) => {
            let strict_refuses =
                case.has_flag(flag::STRICT_READING) || case.has_flag(flag::SENDER_OBLIGATION);
            if profile == Profile::Strict && strict_refuses {
                let text = format!(
                    "accepted what the strict reading refuses (graded under the strict profile): {}",
                    show(out)
                );
                return (
                    fail(Kind::AcceptsStrict, req(), text),
                    Some(Acceptance::Accepted),
                );
            }
            match output(out) {
                Some(g) => (g, Some(Acceptance::Accepted)),
                None => (Grade::Pass, Some(Acceptance::Accepted)),
            }
        }
        (Verdict::Acceptable, Answer::Refused { .. }) => (Grade::Pass, Some(Acceptance::Refused)),
    }
}

fn case_report(op: &str, case: &TestCase, answer: Answer, profile: Profile) -> CaseReport {
    let (mut grade, acceptance) = judge_ref(case, &answer, profile);
    // A case accepted that should be refused names the rule it breaks
    // beside its requirement: one row per rule.
    if let Grade::Fail(f) = &mut grade {
        if let Cause::Requirement(_, rule @ None) = &mut f.cause {
            *rule = broken_rule(op, case);
        }
    }
    // What the subject said is kept for failures only (17,000 passing
    // cases need no rendering of their output).
    let said = matches!(grade, Grade::Fail(_)).then(|| answer.describe());
    case_report_graded(op, case, grade, acceptance, said)
}

fn case_report_graded(
    op: &str,
    case: &TestCase,
    grade: Grade,
    acceptance: Option<Acceptance>,
    said: Option<String>,
) -> CaseReport {
    let size = match case.input.get("body").and_then(Value::as_str) {
        Some(b) => b.len(),
        None => serde_json::to_string(&case.input).map_or(0, |t| t.len()),
    };
    CaseReport {
        tc_id: case.tc_id,
        requirement: case.requirement.clone(),
        result: case.result,
        comment: case.comment.clone(),
        grade,
        acceptance,
        reproducer: reproducer(op, &case.input),
        size,
        answer: said,
    }
}

/// What an in-process channel answers for a body-decode case.
pub fn channel_answer(channel: &dyn Channel, case: &TestCase, profile: Profile) -> Answer {
    let input = match case.body_input() {
        Ok(i) => i,
        Err(e) => return Answer::Broken(format!("bad test input: {e}")),
    };
    let answer = match channel.decode(input.frame_type, &input.body, profile) {
        Ok(view) => Answer::Accepted(body_out(channel, view.as_ref())),
        Err(e) => Answer::Refused {
            text: refusal_text(channel, &e),
            class: Some(e.class()),
        },
    };
    answer
}

fn grade_group(
    group: &TestGroup,
    profile: Profile,
    mut answer: impl FnMut(&TestCase) -> Answer,
) -> GroupReport {
    GroupReport {
        op: group.op.clone(),
        profile: group.profile.clone(),
        cases: group
            .tests
            .iter()
            .map(|t| case_report(&group.op, t, answer(t), profile))
            .collect(),
    }
}

/// Grade every body-decode group of `channel` in-process; other groups are skipped.
pub fn grade_channel(
    name: &str,
    corpus: &Corpus,
    channel: &dyn Channel,
    profile: Profile,
) -> Report {
    let op = body_decode_op(channel.info().module);
    let mut report = Report::new(name, channel.info().module, profile);
    for g in &corpus.test_groups {
        if g.op == op {
            report.groups.push(grade_group(g, profile, |t| {
                channel_answer(channel, t, profile)
            }));
        } else {
            report.skip(g);
        }
    }
    report
}

/// Grade every group whose op a registered channel serves (`npamp_generated::CHANNELS`).
pub fn grade_registered(name: &str, corpus: &Corpus, profile: Profile) -> Report {
    let mut report = Report::new(name, "npamp-generated", profile);
    for g in &corpus.test_groups {
        match channel_for_op(&g.op) {
            Some(ch) => report
                .groups
                .push(grade_group(g, profile, |t| channel_answer(ch, t, profile))),
            None => report.skip(g),
        }
    }
    report
}

/// What a testee answers for one case.
pub fn testee_answer(
    testee: &mut Testee,
    op: &str,
    case: &TestCase,
) -> Result<Answer, TesteeError> {
    let req = Request {
        op: op.to_string(),
        input: Value::Object(case.input.clone()),
    };
    Ok(match testee.request(&req) {
        Ok(Response::Out(out)) => Answer::Accepted(out),
        Ok(Response::Error(text)) => Answer::Refused { text, class: None },
        Ok(Response::Skipped(why)) => Answer::Skipped(why),
        Err(e @ TesteeError::GaveUp { .. }) | Err(e @ TesteeError::Spawn(_)) => return Err(e),
        Err(e) => fault_answer(&e, case),
    })
}

/// A crash, hang or garbage reply as an [`Answer::Fault`], with its
/// signature: a crash's exit status, first stderr line and the input's
/// nesting class ([`crash_signature`]); a hang's frame type.
pub fn fault_answer(e: &TesteeError, case: &TestCase) -> Answer {
    let input = case.body_input().ok();
    let depth = input
        .as_ref()
        .map_or(0, |i| npamp_testkit::span::nesting_depth(&i.body));
    let (kind, signature) = match e {
        TesteeError::Timeout(_) => (
            Kind::Hang,
            match &input {
                Some(i) => format!("hang on {:#06x}", i.frame_type),
                None => "hang".to_string(),
            },
        ),
        TesteeError::Garbage(m) => (Kind::Garbage, garbage_signature(m, depth)),
        TesteeError::Crashed { status, stderr } => (
            Kind::Crash,
            crash_signature(status.as_deref(), stderr, depth),
        ),
        TesteeError::Spawn(m) | TesteeError::GaveUp { last: m, .. } => (Kind::Crash, normalized(m)),
    };
    Answer::Fault {
        kind,
        signature,
        text: e.to_string(),
    }
}

/// Grade a corpus against an external testee (every group is sent; a group
/// the testee skips entirely is graded `Unimplemented`). `profile` is the
/// profile the testee was started under, recorded in the report.
pub fn grade_testee(name: &str, corpus: &Corpus, testee: &mut Testee, profile: Profile) -> Report {
    let mut report = Report::new(name, &testee.config().program.clone(), profile);
    for g in &corpus.test_groups {
        let mut group = GroupReport {
            op: g.op.clone(),
            profile: g.profile.clone(),
            cases: Vec::new(),
        };
        for t in &g.tests {
            let case = if report.aborted.is_some() {
                case_report_graded(&g.op, t, Grade::NotRun, None, None)
            } else {
                match testee_answer(testee, &g.op, t) {
                    Ok(a) => case_report(&g.op, t, a, profile),
                    Err(e) => {
                        report.aborted = Some(e.to_string());
                        case_report(&g.op, t, fault_answer(&e, t), profile)
                    }
                }
            };
            group.cases.push(case);
        }
        report.groups.push(group);
    }
    report
}

fn xml_escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c if u32::from(c) < 0x20 && !matches!(c, '\n' | '\t' | '\r') => {
                let _ = write!(out, "\\x{:02x}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out
}

/// The channel module of an op (`interaction.body.decode` → `interaction`).
pub fn channel_of_op(op: &str) -> &str {
    op.strip_suffix(BODY_DECODE)
        .unwrap_or_else(|| op.split('.').next().unwrap_or(op))
}

/// One cause: the failing cases of a channel with the same [`Kind`] and
/// [`Cause`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FindingRow {
    pub channel: String,
    pub kind: Kind,
    pub cause: Cause,
    /// The requirement ids (clauses) of its cases.
    pub requirements: BTreeSet<String>,
    /// Its cases, in corpus order.
    pub tc_ids: Vec<u64>,
    /// The smallest of them (its reproducer and the subject's answer).
    pub example: CaseReport,
    /// The failure's account on the example.
    pub text: String,
}

impl FindingRow {
    /// How many cases have this cause.
    pub fn count(&self) -> usize {
        self.tc_ids.len()
    }

    /// The requirement ids, comma-separated (at most `max`, then "+N").
    pub fn requirement_list(&self, max: usize) -> String {
        let mut v: Vec<&str> = self
            .requirements
            .iter()
            .map(String::as_str)
            .take(max)
            .collect();
        let more = self.requirements.len().saturating_sub(max);
        let extra = format!("+{more}");
        if more > 0 {
            v.push(&extra);
        }
        v.join(", ")
    }

    fn render_text(&self, out: &mut String) {
        let clause = match self.cause {
            Cause::Requirement(..) => String::new(),
            _ => format!("; clause {}", self.requirement_list(3)),
        };
        let _ = writeln!(
            out,
            "    FAIL {} [{}] {}: {} case(s), first tcId {}{clause}",
            self.kind,
            self.kind.basis(),
            self.cause,
            self.count(),
            self.tc_ids.first().copied().unwrap_or(0),
        );
        let _ = writeln!(
            out,
            "         smallest tcId {}: {}",
            self.example.tc_id, self.text
        );
        if let Some(r) = &self.example.reproducer {
            let _ = writeln!(out, "         {r}");
        }
    }
}

impl Report {
    fn new(name: &str, subject: &str, profile: Profile) -> Report {
        Report {
            name: name.to_string(),
            subject: subject.to_string(),
            profile,
            groups: Vec::new(),
            skipped: Vec::new(),
            aborted: None,
        }
    }

    fn skip(&mut self, g: &TestGroup) {
        self.skipped.push(SkippedGroup {
            op: g.op.clone(),
            tests: g.tests.len(),
        });
    }

    /// Every graded case.
    pub fn cases(&self) -> impl Iterator<Item = (&GroupReport, &CaseReport)> {
        self.groups
            .iter()
            .flat_map(|g| g.cases.iter().map(move |c| (g, c)))
    }

    pub fn counts(&self) -> Counts {
        let mut c = Counts {
            skipped: self.skipped.iter().map(|s| s.tests).sum(),
            ..Counts::default()
        };
        for (_, case) in self.cases() {
            match case.grade {
                Grade::Pass => c.pass += 1,
                Grade::Fail(_) => c.fail += 1,
                Grade::Unimplemented(_) => c.unimplemented += 1,
                Grade::NotRun => c.not_run += 1,
            }
            match case.acceptance {
                Some(Acceptance::Accepted) => c.acceptable_accepted += 1,
                Some(Acceptance::Refused) => c.acceptable_refused += 1,
                None => {}
            }
        }
        c
    }

    /// No failure, nothing left unrun, not aborted.
    pub fn passed(&self) -> bool {
        let c = self.counts();
        c.fail == 0 && c.not_run == 0 && self.aborted.is_none()
    }

    /// The failing cases with their reasons.
    pub fn failures(&self) -> Vec<(&GroupReport, &CaseReport, &Failure)> {
        self.cases()
            .filter_map(|(g, c)| match &c.grade {
                Grade::Fail(why) => Some((g, c, why)),
                _ => None,
            })
            .collect()
    }

    /// The failures folded into one row per cause: (channel, kind, cause),
    /// in corpus order of their first case; each row's example is its
    /// smallest failing case.
    pub fn findings(&self) -> Vec<FindingRow> {
        let mut rows: Vec<FindingRow> = Vec::new();
        let mut at: BTreeMap<(String, Kind, Cause), usize> = BTreeMap::new();
        for (g, c, f) in self.failures() {
            let channel = channel_of_op(&g.op).to_string();
            let key = (channel.clone(), f.kind, f.cause.clone());
            let i = *at.entry(key).or_insert_with(|| {
                rows.push(FindingRow {
                    channel,
                    kind: f.kind,
                    cause: f.cause.clone(),
                    requirements: BTreeSet::new(),
                    tc_ids: Vec::new(),
                    example: c.clone(),
                    text: f.text.clone(),
                });
                rows.len() - 1
            });
            if let Some(row) = rows.get_mut(i) {
                row.requirements.insert(c.requirement.clone());
                row.tc_ids.push(c.tc_id);
                if c.size < row.example.size {
                    row.example = c.clone();
                    row.text = f.text.clone();
                }
            }
        }
        rows
    }

    /// Tallies per requirement id.
    pub fn by_requirement(&self) -> BTreeMap<String, RequirementTally> {
        let mut m: BTreeMap<String, RequirementTally> = BTreeMap::new();
        for (_, c) in self.cases() {
            let t = m.entry(c.requirement.clone()).or_default();
            match c.grade {
                Grade::Pass => t.pass += 1,
                Grade::Fail(_) | Grade::NotRun => t.failed.push(c.tc_id),
                Grade::Unimplemented(_) => t.unimplemented += 1,
            }
        }
        m
    }

    /// The human-readable report.
    pub fn render_text(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(
            out,
            "{} against {} ({} profile)",
            self.name,
            self.subject,
            self.profile.as_str()
        );
        for g in &self.groups {
            let n = |f: fn(&Grade) -> bool| g.cases.iter().filter(|c| f(&c.grade)).count();
            let fail = n(|x| matches!(x, Grade::Fail(_) | Grade::NotRun));
            let pass = n(|x| matches!(x, Grade::Pass));
            let unimplemented = n(|x| matches!(x, Grade::Unimplemented(_)));
            let _ = writeln!(
                out,
                "  {} ({}): {} — {pass} passed, {fail} failed, {unimplemented} unimplemented",
                g.op,
                g.profile.as_deref().unwrap_or("-"),
                State::of(pass, fail, unimplemented).as_str(),
            );
        }
        let findings = self.findings();
        if !findings.is_empty() {
            let _ = writeln!(out, "  failures, one row per cause:");
        }
        for f in &findings {
            f.render_text(&mut out);
        }
        for s in &self.skipped {
            let _ = writeln!(
                out,
                "  {}: skipped ({} tests, op not served)",
                s.op, s.tests
            );
        }
        let by_req = self.by_requirement();
        let states: Vec<State> = by_req
            .values()
            .map(|t| State::of(t.pass, t.failed.len(), t.unimplemented))
            .collect();
        let tally: Vec<String> = [
            State::Pass,
            State::Partial,
            State::Unimplemented,
            State::Fail,
        ]
        .into_iter()
        .map(|s| (states.iter().filter(|x| **x == s).count(), s))
        .filter(|(n, _)| *n > 0)
        .map(|(n, s)| format!("{n} {}", s.as_str()))
        .collect();
        let _ = writeln!(out, "  per requirement: {}", tally.join(", "));
        for (req, t) in by_req {
            if !t.failed.is_empty() {
                let ids: Vec<String> = t.failed.iter().map(u64::to_string).collect();
                let _ = writeln!(
                    out,
                    "    FAIL {req} ({} passed; failing tcId {})",
                    t.pass,
                    ids.join(", ")
                );
            }
        }
        let c = self.counts();
        if let Some(a) = &self.aborted {
            let _ = writeln!(out, "  ABORTED: {a}");
        }
        let _ = writeln!(
            out,
            "  acceptable cases: {} accepted, {} refused",
            c.acceptable_accepted, c.acceptable_refused
        );
        let _ = writeln!(
            out,
            "{} passed, {} failed, {} skipped ({} unimplemented, {} not run): {}",
            c.pass,
            c.fail + c.not_run,
            c.skipped,
            c.unimplemented,
            c.not_run,
            c.state().as_str()
        );
        out
    }

    /// The JUnit XML rendering: one document (one `testsuite` per group,
    /// skipped groups included); [`junit_document`] for several reports.
    pub fn to_junit(&self) -> String {
        junit_document(std::slice::from_ref(self))
    }

    fn junit_suites(&self, out: &mut String) {
        for g in &self.groups {
            let fails = g
                .cases
                .iter()
                .filter(|x| matches!(x.grade, Grade::Fail(_) | Grade::NotRun))
                .count();
            let skips = g
                .cases
                .iter()
                .filter(|x| matches!(x.grade, Grade::Unimplemented(_)))
                .count();
            let suite = format!(
                "{}: {} ({})",
                self.name,
                g.op,
                g.profile.as_deref().unwrap_or("-")
            );
            let _ = writeln!(
                out,
                "  <testsuite name=\"{}\" tests=\"{}\" failures=\"{fails}\" skipped=\"{skips}\">",
                xml_escape(&suite),
                g.cases.len()
            );
            for case in &g.cases {
                junit_case(out, &g.op, case);
            }
            out.push_str("  </testsuite>\n");
        }
        for s in &self.skipped {
            let _ = writeln!(
                out,
                "  <testsuite name=\"{}\" tests=\"{}\" failures=\"0\" skipped=\"{}\">\n    <properties><property name=\"skipped\" value=\"op not served\"/></properties>\n  </testsuite>",
                xml_escape(&format!("{}: {}", self.name, s.op)),
                s.tests,
                s.tests
            );
        }
    }
}

/// One JUnit XML document over several reports (one per corpus): a single
/// `testsuites` root whose suites are every report's groups, so that a CI's
/// JUnit parser reads the whole run.
pub fn junit_document(reports: &[Report]) -> String {
    let c = Counts::total(reports);
    let name = match reports {
        [one] => format!(
            "{} against {} ({})",
            one.name,
            one.subject,
            one.profile.as_str()
        ),
        _ => format!(
            "{} corpora against {} ({})",
            reports.len(),
            reports.first().map_or("-", |r| r.subject.as_str()),
            reports.first().map_or("-", |r| r.profile.as_str())
        ),
    };
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    let _ = writeln!(
        out,
        "<testsuites name=\"{}\" tests=\"{}\" failures=\"{}\" skipped=\"{}\">",
        xml_escape(&name),
        c.pass + c.fail + c.unimplemented + c.not_run + c.skipped,
        c.fail + c.not_run,
        c.unimplemented + c.skipped
    );
    for r in reports {
        r.junit_suites(&mut out);
    }
    out.push_str("</testsuites>\n");
    out
}

fn junit_case(out: &mut String, op: &str, case: &CaseReport) {
    let name = format!("tcId {} {}", case.tc_id, case.requirement);
    let _ = write!(
        out,
        "    <testcase classname=\"{}\" name=\"{}\"",
        xml_escape(op),
        xml_escape(&name)
    );
    let detail = |why: &str| {
        let mut d = why.to_string();
        if let Some(r) = &case.reproducer {
            d.push('\n');
            d.push_str(r);
        }
        d
    };
    match &case.grade {
        Grade::Pass => match case.acceptance {
            Some(a) => {
                let _ = writeln!(
                    out,
                    ">\n      <system-out>acceptable: {a:?}</system-out>\n    </testcase>"
                );
            }
            None => out.push_str("/>\n"),
        },
        Grade::Fail(why) => {
            let mut d = detail(&why.text);
            if let Some(a) = &case.answer {
                let _ = write!(d, "\nthe subject answered: {a}");
            }
            let _ = writeln!(
                out,
                ">\n      <failure message=\"{}\" type=\"{}\">{}</failure>\n    </testcase>",
                xml_escape(&why.to_string()),
                xml_escape(why.kind.as_str()),
                xml_escape(&d)
            );
        }
        Grade::Unimplemented(why) => {
            let _ = writeln!(
                out,
                ">\n      <skipped message=\"unimplemented: {}\"/>\n    </testcase>",
                xml_escape(why)
            );
        }
        Grade::NotRun => {
            let _ = writeln!(
                out,
                ">\n      <failure message=\"not run: the run was aborted\"/>\n    </testcase>"
            );
        }
    }
}

/// A body-decode test case built in code (for tests and tools).
pub fn body_case(
    tc_id: u64,
    frame_type: u16,
    body: &[u8],
    result: Verdict,
    expected: Option<Map<String, Value>>,
) -> TestCase {
    let mut input = Map::new();
    input.insert("frameType".into(), Value::from(frame_type));
    input.insert("body".into(), Value::String(hex::hex(body)));
    TestCase {
        tc_id,
        requirement: format!("test/{tc_id}"),
        comment: None,
        input,
        result,
        expected,
        flags: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn out(v: Value) -> Map<String, Value> {
        v.as_object().cloned().unwrap_or_default()
    }

    fn case(result: Verdict, expected: Option<Value>) -> TestCase {
        body_case(1, 257, &[0xa0], result, expected.map(out))
    }

    fn refused(class: Option<FailClass>) -> Answer {
        Answer::Refused {
            text: "no".into(),
            class,
        }
    }

    #[test]
    fn valid_cases_need_the_expected_output() {
        let exp = json!({"frame_kind": 257, "corr": "2a"});
        let c = case(Verdict::Valid, Some(exp.clone()));
        assert_eq!(
            judge(&c, Answer::Accepted(out(exp)), Profile::Minimum).0,
            Grade::Pass
        );
        let other = judge(
            &c,
            Answer::Accepted(out(json!({"frame_kind": 257}))),
            Profile::Minimum,
        );
        assert!(
            matches!(other.0, Grade::Fail(ref w) if w.text.contains("expected") && w.kind == Kind::WrongOutput)
        );
        assert!(matches!(
            judge(&c, refused(None), Profile::Minimum).0,
            Grade::Fail(_)
        ));
        let bare = case(Verdict::Valid, None);
        assert!(
            matches!(judge(&bare, Answer::Accepted(Map::new()), Profile::Minimum).0, Grade::Fail(ref w) if w.text.contains("no `expected`") && w.kind == Kind::BadCase)
        );
    }

    #[test]
    fn invalid_cases_must_be_refused_with_the_right_class() {
        let mut c = case(Verdict::Invalid, None);
        assert_eq!(judge(&c, refused(None), Profile::Minimum).0, Grade::Pass);
        assert_eq!(
            judge(&c, refused(Some(FailClass::Malformed)), Profile::Minimum).0,
            Grade::Pass
        );
        assert!(matches!(
            judge(
                &c,
                refused(Some(FailClass::UnknownOperation)),
                Profile::Minimum
            )
            .0,
            Grade::Fail(_)
        ));
        assert!(matches!(
            judge(&c, Answer::Accepted(Map::new()), Profile::Minimum).0,
            Grade::Fail(_)
        ));
        c.flags.push(flag::UNKNOWN_OPERATION.into());
        assert_eq!(
            judge(
                &c,
                refused(Some(FailClass::UnknownOperation)),
                Profile::Minimum
            )
            .0,
            Grade::Pass
        );
        assert!(matches!(
            judge(&c, refused(Some(FailClass::Malformed)), Profile::Minimum).0,
            Grade::Fail(_)
        ));
    }

    #[test]
    fn acceptable_cases_record_the_choice() {
        let exp = json!({"frame_kind": 257});
        let c = case(Verdict::Acceptable, Some(exp.clone()));
        assert_eq!(
            judge(&c, refused(None), Profile::Minimum),
            (Grade::Pass, Some(Acceptance::Refused))
        );
        assert_eq!(
            judge(&c, Answer::Accepted(out(exp)), Profile::Minimum),
            (Grade::Pass, Some(Acceptance::Accepted))
        );
        let wrong = judge(
            &c,
            Answer::Accepted(out(json!({"frame_kind": 1}))),
            Profile::Minimum,
        );
        assert!(matches!(
            wrong,
            (Grade::Fail(_), Some(Acceptance::Accepted))
        ));
        assert!(matches!(
            judge(&c, Answer::Skipped("x".into()), Profile::Minimum).0,
            Grade::Unimplemented(_)
        ));
        assert!(matches!(
            judge(&c, Answer::Broken("x".into()), Profile::Minimum).0,
            Grade::Fail(_)
        ));
    }

    #[test]
    fn the_profile_decides_acceptable_cases_the_strict_reading_refuses() {
        let exp = json!({"frame_kind": 257});
        let mut c = case(Verdict::Acceptable, Some(exp.clone()));
        c.flags.push(flag::STRICT_READING.into());
        let accepted = || Answer::Accepted(out(exp.clone()));
        assert_eq!(
            judge(&c, accepted(), Profile::Minimum),
            (Grade::Pass, Some(Acceptance::Accepted))
        );
        match judge(&c, accepted(), Profile::Strict) {
            (Grade::Fail(f), Some(Acceptance::Accepted)) => {
                assert_eq!(f.kind, Kind::AcceptsStrict);
                assert_eq!(f.kind.basis(), "strict");
                assert_eq!(f.cause, Cause::Requirement("test/1".into(), None));
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(
            judge(&c, refused(None), Profile::Strict),
            (Grade::Pass, Some(Acceptance::Refused))
        );
        // A local limit is ours: no profile makes a testee refuse it.
        let mut limit = case(Verdict::Acceptable, Some(exp.clone()));
        limit.flags.push(flag::LOCAL_LIMIT.into());
        assert_eq!(
            judge(&limit, Answer::Accepted(out(exp)), Profile::Strict).0,
            Grade::Pass
        );
    }

    #[test]
    fn failures_fold_into_one_row_per_cause() {
        let valid = |id: u64, body: &[u8]| {
            let mut c = body_case(
                id,
                257,
                body,
                Verdict::Valid,
                Some(out(json!({"frame_kind": 257}))),
            );
            c.requirement = format!("89/6.1/req-{}", id % 2);
            c
        };
        let group = TestGroup {
            op: "interaction.body.decode".into(),
            profile: None,
            tests: vec![
                valid(1, &[0xa1, 0, 0]),
                valid(2, &[0xa0]),
                valid(3, &[0xa0]),
                valid(4, &[0xa0]),
            ],
        };
        let corpus = Corpus {
            test_groups: vec![group],
            ..Corpus::new("r")
        };
        let mut report = Report::new("c", "s", Profile::Minimum);
        report
            .groups
            .push(grade_group(&corpus.test_groups[0], Profile::Minimum, |t| {
                match t.tc_id {
                    // Two objections that differ only in a number: one cause.
                    1 | 2 => refused_with(&format!("float at offset {} refused", t.tc_id * 7)),
                    3 => refused_with("null refused"),
                    _ => Answer::Accepted(out(json!({"frame_kind": 256}))),
                }
            }));
        let rows = report.findings();
        assert_eq!(rows.len(), 3, "{rows:#?}");
        assert_eq!(rows[0].kind, Kind::RefusesValid);
        assert_eq!(
            rows[0].cause,
            Cause::Objection("float at offset # refused".into())
        );
        assert_eq!(rows[0].tc_ids, vec![1, 2]);
        assert_eq!(rows[0].requirements.len(), 2);
        assert_eq!(rows[0].example.tc_id, 2, "the smallest case is the example");
        assert_eq!(rows[1].cause, Cause::Objection("null refused".into()));
        assert_eq!(rows[2].kind, Kind::WrongOutput);
        assert_eq!(rows[2].cause, Cause::Output(vec!["frame_kind".into()]));
        assert!(report.render_text().contains("smallest tcId 2"));
    }

    /// Two invalid bodies under one requirement, accepted: one row per rule
    /// they break (bytes written here: an INTERACT_EVENT whose unknown key 99
    /// carries invalid UTF-8, and one whose event_class is the non-shortest
    /// `18 03`).
    #[test]
    fn an_accepted_invalid_case_names_the_rule_it_breaks() {
        let invalid = |id: u64, body: &[u8]| {
            let mut c = body_case(id, 0x0100, body, Verdict::Invalid, None);
            c.requirement = "89/4.1/non-deterministic-cbor-MUST-reject".into();
            c
        };
        let group = TestGroup {
            op: "interaction.body.decode".into(),
            profile: None,
            tests: vec![
                invalid(
                    1,
                    &[
                        0xa4, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x18, 0x63,
                        0x62, 0xc3, 0x28,
                    ],
                ),
                invalid(
                    2,
                    &[
                        0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x18, 0x03,
                    ],
                ),
            ],
        };
        let mut report = Report::new("c", "s", Profile::Minimum);
        report
            .groups
            .push(grade_group(&group, Profile::Minimum, |_| {
                Answer::Accepted(out(json!({"frame_kind": 256})))
            }));
        let rows = report.findings();
        let causes: Vec<String> = rows.iter().map(|r| r.cause.describe()).collect();
        assert_eq!(
            causes,
            [
                "89/4.1/non-deterministic-cbor-MUST-reject (invalid-utf8)",
                "89/4.1/non-deterministic-cbor-MUST-reject (shortest-form)",
            ],
            "{rows:#?}"
        );
        assert!(report.render_text().contains("(invalid-utf8)"));
    }

    fn refused_with(text: &str) -> Answer {
        Answer::Refused {
            text: text.into(),
            class: None,
        }
    }

    #[test]
    fn reproducers_and_xml_escaping() {
        let c = case(Verdict::Invalid, None);
        assert_eq!(
            reproducer("interaction.body.decode", &c.input).as_deref(),
            Some("cargo xtask decode interaction 257 a0")
        );
        assert_eq!(reproducer("crc32c", &c.input), None);
        assert_eq!(
            xml_escape("<a href=\"x\">&'\u{1}"),
            "&lt;a href=&quot;x&quot;&gt;&amp;&apos;\\x01"
        );
    }
}
