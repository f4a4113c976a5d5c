//! The scenarios' frames as wire transcripts (`cargo xtask exchange
//! --record`), and graded by the generic monitor of `npamp-harness`
//! (`cargo xtask exchange`).

use npamp_harness::machine::PeerId;
use npamp_harness::transcript::TranscriptResult;
use npamp_harness::wire::{grade, record_transcripts, Recorded, WireLine, WireTranscript};

/// Run a scenario and grade its frames, in sending order, with the generic
/// monitor: its wire transcript and the per-channel results. A scenario
/// scripts some frames to be wrong on purpose (the input an endpoint must
/// cope with): what the monitor flags there is the scenario's plant, written
/// as `expect`. A clause broken by a frame an endpoint emitted is an error.
pub fn scenario_wire(
    name: &str,
    sc: &crate::scenario::Scenario,
) -> Result<(WireTranscript, Vec<TranscriptResult>), String> {
    let (r, sent) = crate::scenario::run_recorded(name, sc, crate::Plant::default());
    if let Some(f) = r.failure {
        return Err(format!("the scenario fails: {f}"));
    }
    let scripted: Vec<bool> = sent
        .iter()
        .map(|d| d.origin == crate::Origin::Scripted)
        .collect();
    let mut t = WireTranscript {
        initiator: None,
        expect: Vec::new(),
        frames: sent
            .into_iter()
            .enumerate()
            .map(|(i, d)| WireLine {
                line: i,
                from: if d.from == 0 { PeerId::A } else { PeerId::B },
                channel: d.frame.channel,
                frame_type: d.frame.frame_type,
                payload: d.frame.payload,
                time: None,
            })
            .collect(),
    };
    let mut g = grade(name, &t);
    let mut broken = Vec::new();
    for r in &g.results {
        let lines = g.lines.get(&r.channel);
        for f in &r.findings {
            let at = lines.and_then(|l| l.get(f.at)).copied();
            match at.and_then(|i| scripted.get(i)) {
                Some(true) => {
                    if !t.expect.contains(&f.requirement) {
                        t.expect.push(f.requirement.clone());
                    }
                }
                _ => broken.push(format!("{} ({})", f.requirement, f.detail)),
            }
        }
    }
    if !broken.is_empty() {
        return Err(format!("an endpoint breaks {}", broken.join("; ")));
    }
    for r in &mut g.results {
        r.title.clone_from(&sc.title);
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

/// Every scenario whose name contains `filter`, graded by the generic
/// monitor ([`scenario_wire`]): one result per channel it carries (a
/// scenario that fails, or whose endpoint breaks a clause, is an error result).
pub fn grade_scenarios(filter: Option<&str>) -> Vec<TranscriptResult> {
    use crate::scenario;
    let mut out = Vec::new();
    let dir = scenario::scenarios_dir();
    let list = match scenario::list(&dir) {
        Ok(l) => l,
        Err(e) => {
            return vec![npamp_harness::transcript::failed_result(
                "scenarios",
                "",
                e.to_string(),
            )]
        }
    };
    for (name, path) in list
        .into_iter()
        .filter(|(n, _)| filter.is_none_or(|f| n.contains(f)))
    {
        let label = format!("scenario {name}");
        let channel = name.split('/').next().unwrap_or("").to_string();
        match scenario::load(&path)
            .map_err(|e| e.to_string())
            .and_then(|sc| scenario_wire(&label, &sc))
        {
            Ok((_, rs)) => out.extend(rs),
            Err(e) => out.push(npamp_harness::transcript::failed_result(
                &label, &channel, e,
            )),
        }
    }
    out
}

/// Write the wire transcript of every scenario (`scenarios/`, as run, in
/// sending order) and of every recorded exchange (`transcripts/`) whose name
/// contains `filter` to `dir/scenarios/<name>.txt` and `dir/transcripts/<name>.txt`.
pub fn record(dir: &std::path::Path, filter: Option<&str>) -> Result<Recorded, String> {
    use crate::scenario;
    let mut out = Recorded::default();
    let scenarios = scenario::list(&scenario::scenarios_dir()).map_err(|e| e.to_string())?;
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
        match scenario_wire(&name, &sc) {
            Ok((t, _)) => out.put(dir, &format!("scenarios/{name}"), &t, &sc.title),
            Err(e) => out.failed.push((name, e)),
        }
    }
    record_transcripts(dir, filter, &mut out);
    Ok(out)
}
