//! The `exchange` target: behaviour, every channel (feature `exchange`).
//!
//! The input's last byte picks one of three drivers:
//!
//! * even: `npamp_companions::check_exchange_invariants` (the Interaction and
//!   Workflow reference endpoints, §10);
//! * odd, bit 1 set: the generic endpoint pair of any channel
//!   (`npamp_harness::endpoint`), every emitted frame graded by the generic
//!   monitor — none may be flagged;
//! * odd, bit 1 clear: a committed transcript (`transcripts/<module>/`)
//!   picked by the input, replayed through the monitor as it is, with its
//!   peers swapped, or twice over two associations (transformations that keep
//!   what it breaks): the monitor must flag exactly its hand-written `expect`
//!   list (nothing else failing), the oracle of the monitor's own checks.
//!
//! `NPAMP_FUZZ_CHANNEL=<module>` pins the channel of the last two; otherwise
//! the input's first byte picks it.

use crate::Finding;
use npamp_harness::machine::PeerId;
use npamp_harness::wire::WireTranscript;
use std::collections::BTreeSet;
use std::sync::OnceLock;

/// The target function (channel-free: see the module docs).
pub fn exchange_target(_: &crate::Chan, data: &[u8]) -> Result<(), Finding> {
    match data.last() {
        Some(b) if b & 1 == 0 => npamp_companions::check_exchange_invariants(data)
            .map_err(|e| Finding::disagreement(e.to_string())),
        _ => behaviour(pinned(), data),
    }
}

/// The generic endpoint pair or a transcript (by the last byte, as in
/// [`exchange_target`]) on channel `module` (`None`: the first byte picks).
/// What kills the monitor's mutants (`mutants`).
pub fn behaviour(module: Option<&str>, data: &[u8]) -> Result<(), Finding> {
    if data.last().is_some_and(|b| b & 2 == 0) {
        return replay(module, data).map_err(Finding::disagreement);
    }
    npamp_harness::endpoint::model_exchange(
        module,
        data,
        npamp_harness::endpoint::ModelPlant::NONE,
        &mut crate::note_requirements,
    )
    .map_err(|e| Finding::disagreement(e.to_string()))
}

/// The channel `NPAMP_FUZZ_CHANNEL` names, if it names one.
fn pinned() -> Option<&'static str> {
    static ONLY: OnceLock<Option<String>> = OnceLock::new();
    ONLY.get_or_init(|| {
        std::env::var("NPAMP_FUZZ_CHANNEL").ok().filter(|s| {
            npamp_harness::endpoint::channels()
                .iter()
                .any(|m| m.channel.module == *s || m.channel.name.eq_ignore_ascii_case(s))
        })
    })
    .as_deref()
}

/// A committed transcript in wire form.
struct Recorded {
    name: String,
    module: String,
    wire: WireTranscript,
}

/// Every committed transcript that loads, once per process (none when the
/// workspace's `transcripts/` is not there, as in an OSS-Fuzz image).
fn recorded() -> &'static [Recorded] {
    static ALL: OnceLock<Vec<Recorded>> = OnceLock::new();
    ALL.get_or_init(|| {
        use npamp_harness::transcript::{list, load, to_wire, transcripts_dir};
        list(&transcripts_dir())
            .into_iter()
            .filter_map(|(name, path)| {
                let t = load(&path).ok()?;
                let wire = to_wire(&t).ok()?;
                Some(Recorded {
                    name,
                    module: t.channel,
                    wire,
                })
            })
            .collect()
    })
}

/// The transformations a replay applies (bits of the input's second byte).
pub const SWAP: u8 = 1;
pub const TWICE: u8 = 2;

/// `t` with its peers swapped (the initiator too) and/or played twice, the
/// association closed in between: what it breaks is unchanged.
pub fn transform(t: &WireTranscript, how: u8) -> WireTranscript {
    let mut w = t.clone();
    if how & SWAP != 0 {
        for f in &mut w.frames {
            f.from = f.from.other();
        }
        w.initiator = w.initiator.map(PeerId::other);
    }
    if how & TWICE != 0 {
        let n = w.frames.len();
        let again = w.frames.clone();
        let closes: Vec<usize> = w.closes.iter().map(|c| c + n).collect();
        if !w.closes.contains(&n) {
            w.closes.push(n);
        }
        w.frames.extend(again);
        w.closes.extend(closes.into_iter().filter(|c| *c > n));
    }
    w
}

/// Replay the transcript the input picks (of channel `module`, or the
/// first byte's), transformed as its next byte says: the monitor must flag
/// every requirement of its `expect` list and no other failure.
pub fn replay(module: Option<&str>, data: &[u8]) -> Result<(), String> {
    let all = recorded();
    let (module, rest) = match module {
        Some(m) => (m.to_string(), data),
        None => {
            let ms = npamp_harness::endpoint::channels();
            let Some((b, rest)) = data.split_first() else {
                return Ok(());
            };
            match ms.get(usize::from(*b) % ms.len().max(1)) {
                Some(m) => (m.channel.module.clone(), rest),
                None => return Ok(()),
            }
        }
    };
    let pool: Vec<&Recorded> = all.iter().filter(|r| r.module == module).collect();
    let (pick, how) = match rest {
        [a, b, c, ..] => (usize::from(u16::from_le_bytes([*a, *b])), *c),
        [a, b] => (usize::from(*a), *b),
        [a] => (usize::from(*a), 0),
        [] => (0, 0),
    };
    let Some(r) = pool.get(pick % pool.len().max(1)) else {
        return Ok(());
    };
    let w = transform(&r.wire, how);
    let g = npamp_harness::wire::grade(&r.name, &w);
    for res in &g.results {
        crate::note_requirements(&res.covered);
        let missed = res.missed();
        let unexpected: BTreeSet<&str> = res
            .unexpected()
            .iter()
            .map(|f| f.requirement.as_str())
            .collect();
        if !missed.is_empty() || !unexpected.is_empty() {
            return Err(format!(
                "transcript {} (swap {}, twice {}): the monitor missed {missed:?}, flagged unexpected {unexpected:?}",
                r.name,
                how & SWAP != 0,
                how & TWICE != 0
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_transcript_keeps_its_verdict_under_each_transformation() {
        let all = recorded();
        assert!(all.len() > 100, "{} transcripts", all.len());
        let mut bad = Vec::new();
        for r in all {
            for how in [0, SWAP, TWICE, SWAP | TWICE] {
                let g = npamp_harness::wire::grade(&r.name, &transform(&r.wire, how));
                for res in &g.results {
                    if !res.missed().is_empty() || !res.unexpected().is_empty() {
                        bad.push(format!(
                            "{} ({how}): missed {:?} unexpected {:?}",
                            r.name,
                            res.missed(),
                            res.unexpected()
                                .iter()
                                .map(|f| &f.requirement)
                                .collect::<Vec<_>>()
                        ));
                    }
                }
            }
        }
        assert!(bad.is_empty(), "{}", bad.join("\n"));
    }

    #[test]
    fn twice_is_two_associations() {
        let Some(r) = recorded().iter().find(|r| r.wire.frames.len() > 2) else {
            return;
        };
        let w = transform(&r.wire, TWICE | SWAP);
        let n = r.wire.frames.len();
        assert_eq!(w.frames.len(), 2 * n);
        assert!(w.closes.contains(&n));
        assert_eq!(w.frames[n].from, r.wire.frames[0].from.other());
    }
}
