//! The `exchange` fuzz target's generic half: an input spells the
//! operations of two peers and their link.

use super::live::channels;
use super::world::ModelWorld;
use super::{frame_id, ModelPlant};
use crate::machine::{Finding, PeerId};
use arbitrary::Unstructured;
use ciborium::value::Value as Cbor;
use std::collections::BTreeSet;

/// How many operations an input spells at most.
const MAX_OPS: usize = 200;

/// Why a generic exchange run failed.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum ExchangeError {
    /// `name` is neither the module nor the name of a channel with a
    /// generated codec ([`channels`]).
    UnknownChannel { name: String },
    /// The monitor flagged what the peers emitted on channel `module`: its
    /// first finding (the requirement id, the frame's index, the detail, the
    /// peer at fault), at operation `step` of the input (200: the final
    /// drain; 201: the end of the exchange, an answer never sent), with the
    /// last operations before it (`open a`, `deliver b`, …, `finish`).
    Flagged {
        module: String,
        step: usize,
        finding: Box<Finding>,
        last_ops: Vec<String>,
    },
}

impl ExchangeError {
    /// The requirement the run broke, when it broke one.
    pub fn requirement(&self) -> Option<&str> {
        match self {
            ExchangeError::Flagged { finding, .. } => Some(&finding.requirement),
            ExchangeError::UnknownChannel { .. } => None,
        }
    }
}

impl std::fmt::Display for ExchangeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ExchangeError::UnknownChannel { name } => write!(f, "no channel `{name}`"),
            ExchangeError::Flagged {
                module,
                step,
                finding,
                last_ops,
            } => write!(
                f,
                "{module}: step {step}: {} at frame {}: {}; last ops: {}",
                finding.requirement,
                finding.at,
                finding.detail,
                last_ops.join(", ")
            ),
        }
    }
}

impl std::error::Error for ExchangeError {}

/// The `exchange` fuzz target's generic half: the first input byte picks
/// the channel, the rest drives two generic peers and the link; `Err` names
/// the first finding, its step and the last operations.
pub fn check_model_exchange(data: &[u8]) -> Result<(), ExchangeError> {
    check_model_exchange_on(None, data, ModelPlant::NONE)
}

/// As [`check_model_exchange`], with planted bugs.
pub fn check_model_exchange_with(data: &[u8], plant: ModelPlant) -> Result<(), ExchangeError> {
    check_model_exchange_on(None, data, plant)
}

/// As [`check_model_exchange_with`] on the channel of module `module`
/// (`None`: the first input byte picks it).
pub fn check_model_exchange_on(
    module: Option<&str>,
    data: &[u8],
    plant: ModelPlant,
) -> Result<(), ExchangeError> {
    model_exchange(module, data, plant, &mut |_| {})
}

/// As [`check_model_exchange_on`]; `covered` is then given the ids of the
/// requirements the monitor saw exercised (what the `exchange` target
/// reports as reached), unless the input picked no channel.
pub fn model_exchange(
    module: Option<&str>,
    data: &[u8],
    plant: ModelPlant,
    covered: &mut dyn FnMut(&BTreeSet<String>),
) -> Result<(), ExchangeError> {
    let ms = channels();
    let mut u = Unstructured::new(data);
    let model = match module {
        Some(name) => ms
            .iter()
            .copied()
            .find(|m| m.channel.module == name || m.channel.name.eq_ignore_ascii_case(name))
            .ok_or_else(|| ExchangeError::UnknownChannel {
                name: name.to_string(),
            })?,
        None => {
            let b: u8 = u.arbitrary().unwrap_or(0);
            match ms.get(usize::from(b) % ms.len().max(1)) {
                Some(m) => *m,
                None => return Ok(()),
            }
        }
    };
    let seed: u16 = u.arbitrary().unwrap_or(0);
    let Some(mut w) = ModelWorld::new(model, plant, u64::from(seed)) else {
        return Ok(());
    };
    if std::env::var_os("NPAMP_ENDPOINT_LOG").is_some() {
        w.keep_log();
    }
    let r = drive(&mut w, &mut u);
    covered(&w.covered());
    r
}

/// The operations `u` spells, at most [`MAX_OPS`], then the drain and the
/// end, the monitor's first finding an `Err`.
fn drive(w: &mut ModelWorld, u: &mut Unstructured<'_>) -> Result<(), ExchangeError> {
    // (operation, peer): formatted only for a finding.
    let mut ops: Vec<(&str, &str)> = Vec::new();
    for step in 0..MAX_OPS {
        let (Ok(op), Ok(arg)) = (u.arbitrary::<u8>(), u.arbitrary::<u8>()) else {
            break;
        };
        w.stir(u64::from(arg));
        let p = if op & 0x80 == 0 { PeerId::A } else { PeerId::B };
        let a = usize::from(arg);
        let (name, did) = match op & 0x0f {
            0..=2 => ("open", w.open(p, a)),
            3..=6 => ("tick", w.tick(p, false)),
            7..=9 => ("deliver", w.deliver(p, 0)),
            10 => ("reorder", w.deliver(p, a)),
            11 => ("duplicate", w.duplicate(p, a)),
            12 => ("hold", w.hold(p, a)),
            13 => ("malformed", w.inject_malformed(p, a)),
            14 => ("unknown", w.inject_unknown(p, a)),
            _ => ("close", w.close(p)),
        };
        if did {
            ops.push((name, p.as_str()));
            if w.log.is_some() {
                eprintln!("op {step}: {name} {} (frames {})", p.as_str(), w.emitted);
            }
        }
        flagged(w, step, &ops)?;
    }
    w.drain();
    flagged(w, MAX_OPS, &ops)?;
    w.finish();
    ops.push(("finish", ""));
    flagged(w, MAX_OPS + 1, &ops)
}

/// The monitor's first finding so far, as an error at `step` after `ops`
/// (the emitted frames printed when the world keeps a log).
fn flagged(w: &ModelWorld, step: usize, ops: &[(&str, &str)]) -> Result<(), ExchangeError> {
    let Some(finding) = w.findings().first().cloned() else {
        return Ok(());
    };
    dump(w);
    let last = ops.len().saturating_sub(8);
    let last_ops = ops
        .get(last..)
        .unwrap_or_default()
        .iter()
        .map(|(o, p)| {
            if p.is_empty() {
                (*o).to_string()
            } else {
                format!("{o} {p}")
            }
        })
        .collect();
    Err(ExchangeError::Flagged {
        module: w.model.channel.module.clone(),
        step,
        finding: Box::new(finding),
        last_ops,
    })
}

/// Every frame the world logged, to stderr.
fn dump(w: &ModelWorld) {
    let model = w.model;
    for (i, e) in w.log.iter().flatten().enumerate() {
        let name = frame_id(model, e.frame_type).map_or("?", |f| model.frame(f).name.as_str());
        let b = ciborium::de::from_reader::<Cbor, _>(e.payload.as_slice()).ok();
        eprintln!("{i:>4} {} {name} {b:?}", e.from.as_str());
    }
}
