//! Seed inputs generated from the schema: per (target, channel), one small
//! input per frame type (decode: a valid frame in the decode input format;
//! structured: an `Unstructured` input that builds a valid frame of that type;
//! cross: one per request/reply pair). Committed under
//! `fuzz/seeds/<target>-<channel>/`; regenerate with
//! `NPAMP_WRITE_SEEDS=1 cargo test -p npamp-campaign --test replay`.

use crate::structured::base_frame;
use crate::{cross, Chan};
use arbitrary::Unstructured;
use npamp_testkit::span::Rng;
use std::path::Path;

/// An `Unstructured` input (starting with `frame_index`, not wild) that
/// builds a valid frame of that index, and the frame's payload.
pub fn structured_input(chan: &Chan, frame_index: usize, seed: u64) -> Option<(Vec<u8>, Vec<u8>)> {
    let mut rng = Rng(seed ^ (frame_index as u64) << 32 ^ chan.index as u64);
    for _ in 0..64 {
        let mut data = vec![u8::try_from(frame_index).ok()?, 1];
        data.extend(rng.bytes(48));
        let mut u = Unstructured::new(&data);
        let (f, bytes, ok) = base_frame(chan, &mut u)?;
        if ok && f.code == chan.model().frames[frame_index].code {
            return Some((data, bytes));
        }
    }
    None
}

/// The seed files of `target` on `chan`: (file name, contents).
pub fn generate(target: &str, chan: &Chan) -> Vec<(String, Vec<u8>)> {
    let frames = &chan.model().frames;
    let mut out = Vec::new();
    match target {
        "decode" | "structured" => {
            for (i, f) in frames.iter().enumerate() {
                let Some((data, payload)) = structured_input(chan, i, 0x5eed) else {
                    continue;
                };
                let name = f.name.to_ascii_lowercase();
                if target == "decode" {
                    if let Some(inp) = chan.join_input(f.code, &payload) {
                        out.push((name, inp));
                    }
                } else {
                    out.push((name, data));
                }
            }
        }
        "cross" => {
            let m = chan.model();
            for (i, (r, q)) in chan.cross_pairs().iter().enumerate() {
                // The first input that the two sides agree on (a seed must replay clean).
                let mut rng = Rng(0xc0ffee + i as u64);
                let mut data = Vec::new();
                for _ in 0..32 {
                    data = vec![u8::try_from(i).unwrap_or(0)];
                    data.extend(rng.bytes(96));
                    if cross::cross_target(chan, &data).is_ok() {
                        break;
                    }
                }
                let name = format!(
                    "{}-{}",
                    m.frame(*q).name.to_ascii_lowercase(),
                    m.frame(*r).name.to_ascii_lowercase()
                );
                out.push((name, data));
            }
        }
        _ => {}
    }
    out
}

/// Write every seed of `target` on `chan` under `<fuzz>/seeds/<target>-<chan>/`
/// (replacing the directory's files). Returns how many were written.
pub fn write(fuzz: &Path, target: &str, chan: &Chan) -> std::io::Result<usize> {
    let seeds = generate(target, chan);
    if seeds.is_empty() {
        return Ok(0);
    }
    let dir = fuzz.join("seeds").join(format!("{target}-{}", chan.name()));
    if dir.is_dir() {
        for e in std::fs::read_dir(&dir)? {
            let p = e?.path();
            if p.is_file() {
                std::fs::remove_file(p)?;
            }
        }
    }
    std::fs::create_dir_all(&dir)?;
    for (n, b) in &seeds {
        std::fs::write(dir.join(n), b)?;
    }
    Ok(seeds.len())
}
