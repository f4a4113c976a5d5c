//! Consistency of the three layers on mutated inputs (no panics; checker and encoder agree).
mod common;
use common::*;
use npamp_oracle::{check_item, encode_value, Verdict};

struct XorShift(u64);
impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % (n as u64)) as usize
    }
}

const SEEDS: [&str; 6] = [
    "a3 00 190100 01 412a 02 00",
    "a6 00 190100 01 412a 02 03 03 6178 04 a1 00 40 05 f5",
    "a5 00 190102 01 412a 02 02 03 6171 04 82 6161 6162",
    "a4 00 190103 01 412a 02 00 03 83 00 6174 40",
    "a5 00 190107 01 412a 02 06 03 616d 05 6169",
    "a4 00 190104 01 412a 02 6161 04 a2 01 a1 20 f4 18 18 82 20 f6",
];

/// Whenever the checker accepts, ciborium parses the bytes and the oracle's encoder reproduces
/// them exactly; whenever the oracle accepts, its canonical form is itself accepted unchanged.
#[test]
fn checker_encoder_and_oracle_agree_on_mutants() {
    let o = interaction();
    let mut rng = XorShift(0x9e37_79b9_7f4a_7c15);
    let mut accepted = 0usize;
    for i in 0..40_000 {
        let mut b = h(SEEDS[i % SEEDS.len()]);
        for _ in 0..=rng.below(3) {
            match rng.below(4) {
                0 if !b.is_empty() => {
                    let at = rng.below(b.len());
                    b[at] = rng.next() as u8;
                }
                1 => {
                    let at = rng.below(b.len() + 1);
                    b.insert(at, rng.next() as u8);
                }
                2 if !b.is_empty() => {
                    let at = rng.below(b.len());
                    b.remove(at);
                }
                _ if !b.is_empty() => {
                    let at = rng.below(b.len());
                    b[at] ^= 1 << rng.below(8);
                }
                _ => {}
            }
        }
        if check_item(&b, 16).is_ok() {
            let v: ciborium::Value = ciborium::de::from_reader(&b[..]).expect("ciborium parses");
            assert_eq!(encode_value(&v), b, "re-encoding differs");
        }
        if let Verdict::Accept { canonical, .. } = o.check(0x0100 + (i % 8) as u16, &b) {
            accepted += 1;
            let again = o.check(0x0100 + (i % 8) as u16, &canonical);
            match again {
                Verdict::Accept { canonical: c2, .. } => assert_eq!(c2, canonical),
                r => panic!("canonical form refused: {r:?}"),
            }
        }
    }
    assert!(accepted > 100, "only {accepted} mutants accepted");
}
