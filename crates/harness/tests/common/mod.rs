//! Deterministic pseudo-random inputs shared by the invariant and plant tests.
#![allow(dead_code)]

/// Inputs from testkit's SplitMix64 (the one PRNG of the test tools).
pub fn inputs(n: usize, seed: u64) -> impl Iterator<Item = Vec<u8>> {
    let mut rng = npamp_testkit::span::Rng(seed);
    let mut next = move || rng.next_u64();
    (0..n).map(move |i| {
        let len = 64 + (next() as usize % 960) + (i % 7);
        (0..len).map(|_| next() as u8).collect()
    })
}
