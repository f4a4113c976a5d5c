//! The `exchange` fuzz target's generic half: an input spells the
//! operations of two peers and their link.

use super::live::channels;
use super::world::ModelWorld;
use super::{frame_id, ModelPlant};
use crate::machine::PeerId;
use arbitrary::Unstructured;
use ciborium::value::Value as Cbor;
use std::collections::BTreeSet;

/// The `exchange` fuzz target's generic half: the first input byte picks
/// the channel, the rest drives two generic peers and the link; `Err` names
/// the first finding, its step and the last operations.
pub fn check_model_exchange(data: &[u8]) -> Result<(), String> {
    check_model_exchange_on(None, data, ModelPlant::NONE)
}

/// As [`check_model_exchange`], with planted bugs.
pub fn check_model_exchange_with(data: &[u8], plant: ModelPlant) -> Result<(), String> {
    check_model_exchange_on(None, data, plant)
}

/// As [`check_model_exchange_with`] on the channel of module `module`
/// (`None`: the first input byte picks it).
pub fn check_model_exchange_on(
    module: Option<&str>,
    data: &[u8],
    plant: ModelPlant,
) -> Result<(), String> {
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
) -> Result<(), String> {
    let ms = channels();
    let mut u = Unstructured::new(data);
    let model = match module {
        Some(name) => ms
            .iter()
            .copied()
            .find(|m| m.channel.module == name || m.channel.name.eq_ignore_ascii_case(name))
            .ok_or_else(|| format!("no channel `{name}`"))?,
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

/// The operations `u` spells, at most 200, then the drain and the end, the
/// monitor's first finding an `Err`.
pub(super) fn drive(w: &mut ModelWorld, u: &mut Unstructured<'_>) -> Result<(), String> {
    let model = w.model;
    let dump = |w: &ModelWorld| {
        for (i, e) in w.log.iter().flatten().enumerate() {
            let name = frame_id(model, e.frame_type).map_or("?", |f| model.frame(f).name.as_str());
            let b = ciborium::de::from_reader::<Cbor, _>(e.payload.as_slice()).ok();
            eprintln!("{i:>4} {} {name} {b:?}", e.from.as_str());
        }
    };
    // (operation, peer): formatted only for a finding.
    let mut ops: Vec<(&str, &str)> = Vec::new();
    let fail = |w: &ModelWorld, step: usize, ops: &[(&str, &str)]| -> Result<(), String> {
        match w.findings().first() {
            Some(f) => {
                dump(w);
                let last = ops.len().saturating_sub(8);
                Err(format!(
                    "{}: step {step}: {} at frame {}: {}; last ops: {}",
                    model.channel.module,
                    f.requirement,
                    f.at,
                    f.detail,
                    ops.get(last..)
                        .unwrap_or_default()
                        .iter()
                        .map(|(o, p)| if p.is_empty() {
                            (*o).to_string()
                        } else {
                            format!("{o} {p}")
                        })
                        .collect::<Vec<_>>()
                        .join(", ")
                ))
            }
            None => Ok(()),
        }
    };
    for step in 0..200 {
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
        fail(w, step, &ops)?;
    }
    w.drain();
    fail(w, 200, &ops)?;
    w.finish();
    ops.push(("finish", ""));
    fail(w, 201, &ops)
}
