//! `check_exchange_invariants` over a few thousand deterministic
//! pseudo-random inputs: random interleavings of both peers originating,
//! reordering, duplication, crossing cancels, late decisions and
//! association close must never break an invariant.
#![forbid(unsafe_code)]

use npamp_companions::check_exchange_invariants;

use npamp_testkit::span::inputs;

#[test]
fn random_exchanges_keep_every_invariant() {
    let mut failures = Vec::new();
    for (i, data) in inputs(3000, 0x5eed_0001).enumerate() {
        if let Err(e) = check_exchange_invariants(&data) {
            failures.push(format!("input #{i}: {e}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} violations, first: {}",
        failures.len(),
        failures[0]
    );
}

#[test]
fn degenerate_inputs_are_fine() {
    for data in [&[][..], &[0], &[0xff; 3], &[0u8; 600], &[0xffu8; 600]] {
        check_exchange_invariants(data).expect("no violation");
    }
}
