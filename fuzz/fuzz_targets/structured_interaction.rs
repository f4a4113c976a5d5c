//! cargo-fuzz target `structured_interaction`: see `npamp_fuzz_check::structured_interaction`.
#![no_main]
#![forbid(unsafe_code)]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(f) = npamp_fuzz_check::structured_interaction(data) {
        panic!("{f}")
    }
});
