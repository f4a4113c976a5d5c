//! cargo-fuzz target `exchange_invariants`: see `npamp_fuzz_check::exchange_invariants`.
#![no_main]
#![forbid(unsafe_code)]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(f) = npamp_fuzz_check::exchange_invariants(data) {
        panic!("{f}")
    }
});
