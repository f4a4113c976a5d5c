//! `npamp-bench --side-by-side` (`cargo xtask bench --side-by-side`): the
//! interleaved mix of the five headline payloads, decoded
//! in one process by
//!
//! * ours: `Channel::check` (what the bench times everywhere) and the typed
//!   `<module>::decode(frame_type, payload)` users call;
//! * **cbor-core + hand-written rules** ([`crate::baseline`]): a strict
//!   deterministic CBOR crate and the schema's checks written by hand, what
//!   a user would otherwise write (same verdicts as ours on these frames),
//!   and its decode step alone (no rules);
//! * the generic `ciborium` `Value` parse (no determinism or schema checks: a
//!   floor, not a peer);
//! * the oracle path (`Oracle::check`), for reference.
//!
//! One op is one payload decoded; a pass decodes the five in turn
//! (interaction 0x0100, 0x0102, 0x0107, workflow 0x0100, 0x0106). Each round
//! times every decoder once (the order rotates from round to round) for
//! about the same wall time; the table gives the median ns per op over the
//! rounds and, per decoder, the median over rounds of its time divided by
//! ours *in the same round* (how many times faster ours is). Per payload,
//! the same is done on that payload alone. Nothing here asserts a timing.

use crate::{baseline, measured_decode, unhex, BenchError, HEADLINE};
use ciborium::Value;
use npamp_generated::{Channel, Profile};
use npamp_oracle::{Oracle, Ruling};
use std::hint::black_box;
use std::time::{Duration, Instant};

/// A channel's typed `<module>::decode`, accepted or not.
pub type TypedFn = fn(u16, &[u8]) -> bool;
/// A channel's hand-written baseline ([`baseline::interaction`], [`baseline::workflow`]).
pub type BaselineFn = fn(u16, &[u8]) -> baseline::Verdict;

/// The typed decoder and the baseline for a headline payload's module.
pub fn decoders(module: &str) -> Option<(TypedFn, BaselineFn)> {
    match module {
        "interaction" => Some((typed_interaction, baseline::interaction)),
        "workflow" => Some((typed_workflow, baseline::workflow)),
        _ => None,
    }
}

/// One payload of the mix, with everything each decoder needs resolved
/// before timing (no lookup by name inside the loop).
struct Item {
    label: String,
    frame_type: u16,
    bytes: Vec<u8>,
    channel: &'static dyn Channel,
    typed: TypedFn,
    baseline: BaselineFn,
    oracle: &'static Oracle,
}

#[inline(never)]
fn typed_interaction(frame_type: u16, payload: &[u8]) -> bool {
    npamp_generated::interaction::decode(frame_type, payload).is_ok()
}

#[inline(never)]
fn typed_workflow(frame_type: u16, payload: &[u8]) -> bool {
    npamp_generated::workflow::decode(frame_type, payload).is_ok()
}

/// The decoders compared, in table order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decoder {
    Check,
    Typed,
    Baseline,
    CborCore,
    Ciborium,
    Oracle,
}

impl Decoder {
    pub const ALL: [Decoder; 6] = [
        Decoder::Check,
        Decoder::Typed,
        Decoder::Baseline,
        Decoder::CborCore,
        Decoder::Ciborium,
        Decoder::Oracle,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Decoder::Check => "ours: `Channel::check`",
            Decoder::Typed => "ours: typed `<module>::decode`",
            Decoder::Baseline => "cbor-core (strict) + hand-written rules",
            Decoder::CborCore => "cbor-core strict decode alone (no rules)",
            Decoder::Ciborium => "ciborium `Value` parse (no checks)",
            Decoder::Oracle => "oracle (`Oracle::check`)",
        }
    }

    /// Decode one item; true when accepted.
    #[inline(always)]
    fn run(self, it: &Item) -> bool {
        let b = black_box(it.bytes.as_slice());
        match self {
            Decoder::Check => measured_decode(it.channel, it.frame_type, b),
            Decoder::Typed => (it.typed)(it.frame_type, b),
            Decoder::Baseline => (it.baseline)(it.frame_type, b).is_ok(),
            Decoder::CborCore => baseline::decode_only(b),
            Decoder::Ciborium => ciborium::de::from_reader::<Value, _>(b).is_ok(),
            Decoder::Oracle => matches!(
                it.oracle.check(it.frame_type, b, Profile::Strict),
                Ruling::Accept(_)
            ),
        }
    }
}

fn items() -> Result<Vec<Item>, BenchError> {
    HEADLINE
        .iter()
        .map(|(module, ft, hex)| {
            let no = |what| BenchError::NoChannel {
                module: (*module).to_string(),
                what,
            };
            let (typed, base) = decoders(module).ok_or_else(|| no("side-by-side baseline"))?;
            Ok(Item {
                label: format!("{module} {ft:#06x}"),
                frame_type: *ft,
                bytes: unhex(hex),
                channel: npamp_generated::channel(module).ok_or_else(|| no("generated channel"))?,
                typed,
                baseline: base,
                oracle: Oracle::shipped(module).ok_or_else(|| no("oracle"))?,
            })
        })
        .collect()
}

/// ns per op of `passes` passes over `mix` with one decoder.
fn time_passes(d: Decoder, mix: &[Item], passes: u64) -> f64 {
    let t = Instant::now();
    let mut ok = 0usize;
    for _ in 0..passes {
        for it in mix {
            // One decoder per loop: `run`'s match is resolved outside the loop.
            ok += usize::from(match d {
                Decoder::Check => Decoder::Check.run(it),
                Decoder::Typed => Decoder::Typed.run(it),
                Decoder::Baseline => Decoder::Baseline.run(it),
                Decoder::CborCore => Decoder::CborCore.run(it),
                Decoder::Ciborium => Decoder::Ciborium.run(it),
                Decoder::Oracle => Decoder::Oracle.run(it),
            });
        }
    }
    black_box(ok);
    t.elapsed().as_nanos() as f64 / (passes as f64 * mix.len() as f64)
}

/// One row: a decoder's median ns per op and its median time ÷ ours (both
/// of ours) from the same rounds.
#[derive(Debug, Clone)]
pub struct Row {
    pub decoder: Decoder,
    pub ns: f64,
    pub min: f64,
    pub max: f64,
    /// Median over rounds of (this decoder's ns ÷ `Channel::check`'s ns).
    pub per_check: f64,
    /// Median over rounds of (this decoder's ns ÷ typed decode's ns).
    pub per_typed: f64,
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v.get(v.len() / 2).copied().unwrap_or(f64::NAN)
}

/// Time every decoder on `mix` in `rounds` interleaved rounds of about
/// `per_round` each.
fn measure(mix: &[Item], rounds: usize, per_round: Duration) -> Vec<Row> {
    // Passes per round, per decoder, for about `per_round` each.
    let passes: Vec<u64> = Decoder::ALL
        .iter()
        .map(|d| {
            let _warm = time_passes(*d, mix, 20);
            let one = time_passes(*d, mix, 50).max(0.5) * mix.len() as f64;
            ((per_round.as_nanos() as f64 / one) as u64).clamp(10, 10_000_000)
        })
        .collect();
    let n = Decoder::ALL.len();
    let mut ns: Vec<Vec<f64>> = vec![Vec::new(); n];
    for r in 0..rounds {
        for k in 0..n {
            let i = (r + k) % n;
            ns[i].push(time_passes(Decoder::ALL[i], mix, passes[i]));
        }
    }
    let ratio =
        |i: usize, base: usize| median(ns[i].iter().zip(&ns[base]).map(|(a, b)| a / b).collect());
    Decoder::ALL
        .iter()
        .enumerate()
        .map(|(i, d)| Row {
            decoder: *d,
            ns: median(ns[i].clone()),
            min: ns[i].iter().copied().fold(f64::INFINITY, f64::min),
            max: ns[i].iter().copied().fold(0.0, f64::max),
            per_check: ratio(i, 0),
            per_typed: ratio(i, 1),
        })
        .collect()
}

/// The mix's table (Markdown) and one line per payload.
pub fn run(quick: bool) -> Result<String, BenchError> {
    let mix = items()?;
    for it in &mix {
        for d in Decoder::ALL {
            if !d.run(it) {
                return Err(BenchError::BadInput {
                    label: it.label.clone(),
                    why: format!("{} refuses it", d.name()),
                });
            }
        }
    }
    let (rounds, per) = if quick {
        (5, Duration::from_millis(5))
    } else {
        (21, Duration::from_millis(40))
    };
    let mut s = format!(
        "Side by side, one process: the interleaved mix of the {} headline payloads ({}), \
         {rounds} rounds, median ns per op; × = that decoder's time ÷ ours in the same round \
         (how many times faster ours is).\n\n\
         | decoder | ns/op | min–max | × vs `Channel::check` | × vs typed decode |\n\
         |---|---:|---:|---:|---:|\n",
        mix.len(),
        mix.iter()
            .map(|i| i.label.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    );
    for r in measure(&mix, rounds, per) {
        s.push_str(&format!(
            "| {} | {:.1} | {:.1}–{:.1} | {:.2} | {:.2} |\n",
            r.decoder.name(),
            r.ns,
            r.min,
            r.max,
            r.per_check,
            r.per_typed
        ));
    }
    s.push_str(
        "\nPer payload (median ns per op; × = cbor-core baseline ÷ ours, same rounds):\n\n\
         | payload | bytes | check | typed | cbor-core | ciborium | oracle | × check | × typed |\n\
         |---|---:|---:|---:|---:|---:|---:|---:|---:|\n",
    );
    let (rounds, per) = if quick {
        (3, Duration::from_millis(2))
    } else {
        (11, Duration::from_millis(15))
    };
    for it in &mix {
        let one = std::slice::from_ref(it);
        let rows = measure(one, rounds, per);
        let ns = |d: Decoder| {
            rows.iter()
                .find(|r| r.decoder == d)
                .map_or(f64::NAN, |r| r.ns)
        };
        let base = rows.iter().find(|r| r.decoder == Decoder::Baseline);
        s.push_str(&format!(
            "| {} | {} | {:.1} | {:.1} | {:.1} | {:.1} | {:.0} | {:.2} | {:.2} |\n",
            it.label,
            it.bytes.len(),
            ns(Decoder::Check),
            ns(Decoder::Typed),
            ns(Decoder::Baseline),
            ns(Decoder::Ciborium),
            ns(Decoder::Oracle),
            base.map_or(f64::NAN, |r| r.per_check),
            base.map_or(f64::NAN, |r| r.per_typed),
        ));
    }
    Ok(s)
}
