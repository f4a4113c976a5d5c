//! The scenarios' frames as wire transcripts (`cargo xtask exchange
//! --record`), and graded by the generic monitor of `npamp-harness`
//! (`cargo xtask exchange`).

use crate::scenario::{Scenario, ScenarioError, ScenarioResult};
use npamp_harness::machine::PeerId;
use npamp_harness::transcript::{failed, TranscriptResult};
use npamp_harness::wire::{grade, record_transcripts, Recorded, WireLine, WireTranscript};

/// One scenario run once: its own verdict (the companions' endpoints and
/// monitor), its frames as a wire transcript, and those frames graded by the
/// generic monitor (`Err`: why they could not be).
pub struct Run {
    pub result: ScenarioResult,
    pub graded: Result<(WireTranscript, Vec<TranscriptResult>), GradeError>,
}

/// Why a scenario's frames have no clean grade from the generic monitor.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum GradeError {
    /// The scenario fails its own verdict; its frames are not graded.
    ScenarioFails { failure: String },
    /// Frames an endpoint emitted (not scripted) break these requirements:
    /// each the requirement id and the monitor's detail.
    EndpointBreaks { findings: Vec<(String, String)> },
}

impl std::fmt::Display for GradeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GradeError::ScenarioFails { failure } => write!(f, "the scenario fails: {failure}"),
            GradeError::EndpointBreaks { findings } => {
                f.write_str("an endpoint breaks ")?;
                for (i, (requirement, detail)) in findings.iter().enumerate() {
                    let sep = if i == 0 { "" } else { "; " };
                    write!(f, "{sep}{requirement} ({detail})")?;
                }
                Ok(())
            }
        }
    }
}

impl std::error::Error for GradeError {}

/// Run a scenario once and grade its frames, in sending order, with the
/// generic monitor. A scenario scripts some frames to be wrong on purpose
/// (the input an endpoint must cope with): what the monitor flags there is
/// the scenario's plant, written as `expect`. A clause broken by a frame an
/// endpoint emitted is an error.
pub fn run(name: &str, sc: &Scenario, plant: crate::Plant) -> Run {
    let (result, (sent, closes)) = crate::scenario::run_recorded(name, sc, plant);
    let graded = match &result.failure {
        Some(f) => Err(GradeError::ScenarioFails {
            failure: f.to_string(),
        }),
        None => grade_frames(name, &sc.title, sent, closes),
    };
    Run { result, graded }
}

/// A scenario's frames graded by the generic monitor. The script decides
/// where a scenario ends, not the exchange, so its recording is cut short:
/// what is still owed then is the scenario's own `expect` to check.
fn grade_frames(
    name: &str,
    title: &str,
    sent: Vec<crate::Delivered>,
    closes: Vec<usize>,
) -> Result<(WireTranscript, Vec<TranscriptResult>), GradeError> {
    let scripted: Vec<bool> = sent
        .iter()
        .map(|d| d.origin == crate::Origin::Scripted)
        .collect();
    let mut t = WireTranscript {
        initiator: None,
        expect: Vec::new(),
        cut_short: true,
        closes,
        frames: sent
            .into_iter()
            .enumerate()
            .map(|(i, d)| WireLine {
                // The index into `scripted` until the grading is done.
                line: i,
                from: if d.from == 0 { PeerId::A } else { PeerId::B },
                channel: d.frame.channel,
                frame_type: d.frame.frame_type,
                payload: d.frame.payload,
                time: None,
                // What the script wrote is the input an endpoint must cope
                // with: its refusal is the script's probe, not a sender's fault.
                probe: d.origin == crate::Origin::Scripted,
            })
            .collect(),
    };
    let mut g = grade(name, &t);
    let mut broken = Vec::new();
    for r in &g.results {
        let lines = g.lines.get(&r.channel);
        for f in &r.findings {
            match lines
                .and_then(|l| l.get(f.at))
                .and_then(|i| scripted.get(*i))
            {
                Some(true) => {
                    if !t.expect.contains(&f.requirement) {
                        t.expect.push(f.requirement.clone());
                    }
                }
                _ => broken.push((f.requirement.clone(), f.detail.clone())),
            }
        }
    }
    if !broken.is_empty() {
        return Err(GradeError::EndpointBreaks { findings: broken });
    }
    for r in &mut g.results {
        r.title = title.to_string();
        r.expected = t
            .expect
            .iter()
            .filter(|e| r.findings.iter().any(|f| &f.requirement == *e))
            .cloned()
            .collect();
    }
    for f in &mut t.frames {
        f.line = 0;
    }
    Ok((t, g.results))
}

/// Every scenario whose name contains `filter`, each run once ([`run`]):
/// their own verdicts, and their frames graded by the generic monitor (one
/// result per channel a scenario carries; a scenario that fails, or whose
/// endpoint breaks a clause, is an error result).
pub fn run_dir(
    filter: Option<&str>,
    plant: crate::Plant,
) -> Result<(Vec<ScenarioResult>, Vec<TranscriptResult>), ScenarioError> {
    let list = crate::scenario::list(&crate::scenario::scenarios_dir())?;
    let (mut own, mut generic) = (Vec::new(), Vec::new());
    for (name, path) in list
        .into_iter()
        .filter(|(n, _)| filter.is_none_or(|f| n.contains(f)))
    {
        let label = format!("scenario {name}");
        let channel = name.split('/').next().unwrap_or("").to_string();
        let sc = match crate::scenario::load(&path) {
            Ok(sc) => sc,
            Err(e) => {
                own.push(crate::scenario::run_file(&name, &path, plant));
                generic.push(failed(&label, &channel, e.to_string()));
                continue;
            }
        };
        let r = run(&label, &sc, plant);
        own.push(ScenarioResult { name, ..r.result });
        match r.graded {
            Ok((_, rs)) => generic.extend(rs),
            Err(e) => generic.push(failed(&label, &channel, e.to_string())),
        }
    }
    Ok((own, generic))
}

/// `cargo xtask exchange`: every scenario and recorded exchange whose name
/// contains `filter`, each scenario run once ([`run_dir`]); the scenarios'
/// own report, then the generic monitor's clause report over every channel
/// (recorded exchanges and the scenarios' frames), each handed to `print` as
/// soon as it is ready. Whether all passed; an error when nothing matches.
pub fn exchange_report(
    filter: Option<&str>,
    plant: crate::Plant,
    print: &mut dyn FnMut(&str),
) -> Result<bool, ScenarioError> {
    use npamp_harness::transcript;
    let (results, scenario_frames) = run_dir(filter, plant)?;
    let mut recorded = transcript::run_dir(&transcript::transcripts_dir(), filter);
    recorded.extend(scenario_frames);
    if results.is_empty() && recorded.is_empty() {
        let filter = filter.unwrap_or("").to_string();
        return Err(ScenarioError::NothingMatches { filter });
    }
    let mut ok = true;
    if !results.is_empty() {
        let (t, o) = crate::scenario::report(&results, filter.is_none());
        print(&t);
        ok &= o;
    }
    let (t, o) = transcript::report(&recorded);
    print(&t);
    Ok(ok && o)
}

/// Write the wire transcript of every scenario (`scenarios/`, as run, in
/// sending order) and of every recorded exchange (`transcripts/`) whose name
/// contains `filter` to `dir/scenarios/<name>.txt` and `dir/transcripts/<name>.txt`.
pub fn record(dir: &std::path::Path, filter: Option<&str>) -> Result<Recorded, ScenarioError> {
    use crate::scenario;
    let mut out = Recorded::default();
    let scenarios = scenario::list(&scenario::scenarios_dir())?;
    for (name, path) in scenarios
        .into_iter()
        .filter(|(n, _)| filter.is_none_or(|f| n.contains(f)))
    {
        let sc = match scenario::load(&path) {
            Ok(sc) => sc,
            Err(e) => {
                out.failed.push((name, e.to_string()));
                continue;
            }
        };
        match run(&name, &sc, crate::Plant::default()).graded {
            Ok((t, _)) => out.put(dir, &format!("scenarios/{name}"), &t, &sc.title),
            Err(e) => out.failed.push((name, e.to_string())),
        }
    }
    record_transcripts(dir, filter, &mut out);
    Ok(out)
}
