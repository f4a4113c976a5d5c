//! cargo-fuzz target `decode_workflow`: see `npamp_fuzz_check::decode_workflow`.
#![no_main]
#![forbid(unsafe_code)]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(f) = npamp_fuzz_check::decode_workflow(data) {
        panic!("{f}")
    }
});
