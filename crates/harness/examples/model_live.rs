//! Live runs of every channel through the generic endpoint: coverage and findings.
use npamp_harness::endpoint::{channels, live, ModelPlant};
use npamp_harness::machine::requirements;

fn main() {
    let seeds: u64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(4);
    for m in channels() {
        let r = live(m, ModelPlant::NONE, seeds);
        let all = requirements(m);
        println!(
            "{:<12} runs {:>4} frames {:>6} covered {:>3}/{:<3} findings {}",
            r.module,
            r.runs,
            r.frames,
            r.covered.len(),
            all.len(),
            r.findings.len()
        );
        for (run, f) in r.findings.iter().take(5) {
            println!("    {run}: {} @{} {}", f.requirement, f.at, f.detail);
        }
        for q in &all {
            if !r.covered.contains(&q.id) {
                println!("    not covered: {}", q.id);
            }
        }
    }
}
