//! cargo-fuzz target `decode_interaction`: see `npamp_fuzz_check::decode_interaction`.
#![no_main]
#![forbid(unsafe_code)]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(f) = npamp_fuzz_check::decode_interaction(data) {
        panic!("{f}")
    }
});
