//! Throughput of the generic exchange fuzz check (`check_model_exchange_on`)
//! per channel, on deterministic pseudo-random inputs. Run in release:
//! `cargo run --release -p npamp-harness --example model_fuzz_speed [N]`.
use npamp_harness::endpoint::{channels, check_model_exchange_on, ModelPlant};
use std::time::Instant;

fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(2000);
    let seed: u64 = std::env::args()
        .nth(2)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x5eed_5eed);
    let mut rng = npamp_testkit::span::Rng(seed);
    let inputs: Vec<Vec<u8>> = (0..n)
        .map(|i| {
            let len = 64 + (rng.next_u64() as usize % 960) + (i % 7);
            (0..len).map(|_| rng.next_u64() as u8).collect()
        })
        .collect();
    for m in channels() {
        let module = m.channel.module.as_str();
        let t = Instant::now();
        let mut bad = 0;
        for d in &inputs {
            if let Err(e) = check_model_exchange_on(Some(module), d, ModelPlant::NONE) {
                if bad < 3 {
                    println!("  {e}");
                }
                if bad == 0 && std::env::var_os("DUMP").is_some() {
                    std::env::set_var("NPAMP_ENDPOINT_LOG", "1");
                    let _ = check_model_exchange_on(Some(module), d, ModelPlant::NONE);
                    std::env::remove_var("NPAMP_ENDPOINT_LOG");
                }
                bad += 1;
            }
        }
        let s = t.elapsed().as_secs_f64();
        println!(
            "{module:<12} {n} inputs in {s:>6.2} s: {:>7.0} exec/s, {bad} findings",
            n as f64 / s
        );
    }
}
