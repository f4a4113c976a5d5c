//! Deterministic pseudo-random inputs shared by the invariant and plant tests.
#![allow(dead_code)]

/// SplitMix64: a fixed, dependency-free input generator.
pub fn inputs(n: usize, seed: u64) -> impl Iterator<Item = Vec<u8>> {
    let mut s = seed;
    let mut next = move || {
        s = s.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = s;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    };
    (0..n).map(move |i| {
        let len = 64 + (next() as usize % 960) + (i % 7);
        (0..len).map(|_| next() as u8).collect()
    })
}
