//! cargo-fuzz target `prompt_result`: see `npamp_fuzz_check::prompt_result`.
#![no_main]
#![forbid(unsafe_code)]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(f) = npamp_fuzz_check::prompt_result(data) {
        panic!("{f}")
    }
});
