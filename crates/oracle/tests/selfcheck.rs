//! Consistency of the three layers on mutated inputs (no panics; checker and encoder agree;
//! canonical forms are fixed points; the minimum profile refuses less than the strict one).
mod common;
use common::*;
use npamp_oracle::{check_item, encode_value, Subset};

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

const SEEDS: [&str; 8] = [
    "a3 00 190100 01 412a 02 00",
    "a6 00 190100 01 412a 02 03 03 6178 04 a1 00 40 05 f5",
    "a5 00 190102 01 412a 02 02 03 6171 04 82 6161 6162",
    "a4 00 190103 01 412a 02 00 03 83 00 6174 40",
    "a5 00 190107 01 412a 02 06 03 616d 05 6169",
    "a4 00 190104 01 412a 02 6161 04 a2 01 a1 20 f4 18 18 82 20 f6",
    // tags, simple values and floats in opaque content
    "a4 00 190103 01 412a 02 00 03 84 c1 00 f7 f93c00 d818 a1 00 f0",
    "a4 00 190100 01 412a 02 00 04 a2 00 fb3ff199999999999a 01 fa47c35000",
];

fn mutate(rng: &mut XorShift, b: &mut Vec<u8>) {
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
}

/// Whenever the checker accepts (tags and simple values refused), ciborium parses the bytes and
/// the oracle's encoder reproduces them exactly; whenever the oracle accepts, its canonical form
/// is itself accepted unchanged; a strict accept is a minimum accept with the same result.
#[test]
fn checker_encoder_and_oracle_agree_on_mutants() {
    let o = interaction();
    let floats = Subset {
        floats: false,
        ..Subset::ALL
    };
    let mut rng = XorShift(0x9e37_79b9_7f4a_7c15);
    let mut accepted = [0usize; 2];
    for i in 0..40_000 {
        let mut b = h(SEEDS[i % SEEDS.len()]);
        mutate(&mut rng, &mut b);
        for subset in [Subset::ALL, floats] {
            if check_item(&b, 16, subset).is_ok() {
                let v: ciborium::Value =
                    ciborium::de::from_reader(&b[..]).expect("ciborium parses");
                assert_eq!(encode_value(&v), b, "re-encoding differs");
            }
        }
        let ft = 0x0100 + (i % 8) as u16;
        let mut verdicts = Vec::new();
        for (n, p) in Profile::ALL.into_iter().enumerate() {
            let v = o.check(ft, &b, p);
            if let Some(r) = v.refusal() {
                assert!(!r.path.starts_with("internal"), "{r}");
                assert!(p.refuses(r.basis), "{r}");
            }
            if let Ruling::Accept(a) = &v {
                accepted[n] += 1;
                match o.check(ft, &a.canonical, p) {
                    Ruling::Accept(again) => assert_eq!(again.canonical, a.canonical),
                    r => panic!("canonical form refused: {r}"),
                }
            }
            verdicts.push(v);
        }
        if verdicts[0].is_accept() {
            assert_eq!(verdicts[0], verdicts[1], "{b:02x?}");
        }
    }
    assert!(accepted[0] > 100, "only {accepted:?} mutants accepted");
    assert!(accepted[1] > accepted[0], "{accepted:?}");
}
