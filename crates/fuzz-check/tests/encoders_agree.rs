//! testkit's canonical writer (`npamp_testkit::cbor::encode`, what the
//! generator and the harness encode values with) and the oracle's own encoder
//! (`npamp_oracle::encode_value`) are independent; they agree byte for byte
//! on every frame the generator draws, wild ones included.
#![forbid(unsafe_code)]

use npamp_fuzz_check::gen::{Gen, Mode};
use npamp_fuzz_check::Chan;
use npamp_oracle::encode_value;
use npamp_testkit::cbor::encode;
use npamp_testkit::span::Rng;

#[test]
fn testkit_and_the_oracle_encode_every_drawn_frame_alike() {
    let (mut frames, mut floats) = (0usize, 0usize);
    for chan in Chan::all() {
        let mut rng = Rng(0xe1c0 ^ chan.index as u64);
        for frame in &chan.model().frames {
            for i in 0..60 {
                let data = rng.bytes(64 + (i % 4) * 96);
                let mode = if i % 2 == 0 { Mode::Valid } else { Mode::Wild };
                let mut u = arbitrary::Unstructured::new(&data);
                let v = Gen::new(chan.model(), &mut u, mode).frame(frame);
                let (a, b) = (encode(&v), encode_value(&v));
                assert_eq!(a, b, "{}: {v:?}", frame.name);
                frames += 1;
                floats += usize::from(has_float(&v));
            }
        }
    }
    assert!(
        frames > 1000 && floats > 50,
        "{frames} frames, {floats} with a float"
    );
}

/// Whether a float appears anywhere in `v` (the encoders' widest case).
fn has_float(v: &ciborium::Value) -> bool {
    use ciborium::Value as V;
    match v {
        V::Float(_) => true,
        V::Tag(_, inner) => has_float(inner),
        V::Array(items) => items.iter().any(has_float),
        V::Map(entries) => entries.iter().any(|(k, v)| has_float(k) || has_float(v)),
        _ => false,
    }
}
