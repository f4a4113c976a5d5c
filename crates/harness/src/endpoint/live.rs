//! Live runs of a channel: every opening, from each peer, run to quiescence.

use super::choose::openings;
use super::world::ModelWorld;
use super::ModelPlant;
use crate::machine::{Finding, PeerId};
use npamp_schema::Model;
use std::collections::BTreeSet;

/// What the live runs of one channel exercised.
#[derive(Debug, Clone, Default)]
pub struct LiveReport {
    pub module: String,
    /// Requirement ids the monitor saw exercised.
    pub covered: BTreeSet<String>,
    /// (run, finding) for every finding.
    pub findings: Vec<(String, Finding)>,
    pub runs: usize,
    pub frames: usize,
}

/// Live runs of the channel whose schema is `model`: for each peer as
/// opener, each opening ([`openings`]) and `seeds` seeds, the other peer
/// responds and both continue to quiescence; every emitted frame graded.
pub fn live(model: &'static Model, plant: ModelPlant, seeds: u64) -> LiveReport {
    let mut r = LiveReport {
        module: model.channel.module.clone(),
        ..LiveReport::default()
    };
    let os = openings(model);
    // A malformed request and an unknown operation, each answered.
    for pick in 0..model.frames.len() * 2 {
        let Some(mut w) = ModelWorld::new(model, plant, pick as u64) else {
            return r;
        };
        let sent = if pick % 2 == 0 {
            w.inject_malformed(PeerId::A, pick / 2)
        } else {
            w.inject_unknown(PeerId::A, pick / 2)
        };
        if sent {
            w.drain();
            w.finish();
            r.runs += 1;
            r.frames += w.emitted;
            r.covered.extend(w.covered().iter().cloned());
            let name = format!("injection {pick}");
            r.findings
                .extend(w.findings().iter().map(|f| (name.clone(), f.clone())));
        }
    }
    for opener in [PeerId::A, PeerId::B] {
        for (i, o) in os.iter().enumerate() {
            for seed in 0..seeds {
                let Some(mut w) = ModelWorld::new(model, plant, seed * 7919 + i as u64) else {
                    return r;
                };
                if !w.open_with(opener, *o) {
                    continue;
                }
                w.run(64);
                w.drain();
                w.finish();
                let name = format!(
                    "{} opens {} (seed {seed})",
                    opener.as_str(),
                    model.frame(o.frame).name
                );
                r.runs += 1;
                r.frames += w.emitted;
                r.covered.extend(w.covered().iter().cloned());
                r.findings
                    .extend(w.findings().iter().map(|f| (name.clone(), f.clone())));
            }
        }
    }
    r
}

/// The shipped models that have a generated channel, in module order.
pub fn channels() -> Vec<&'static Model> {
    npamp_schema::shipped()
        .iter()
        .filter(|m| {
            npamp_generated::CHANNELS
                .iter()
                .any(|c| c.info().id == m.channel.id)
        })
        .collect()
}
