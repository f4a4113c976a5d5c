//! cargo-fuzz target `structured_workflow`: see `npamp_fuzz_check::structured_workflow`.
#![no_main]
#![forbid(unsafe_code)]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(f) = npamp_fuzz_check::structured_workflow(data) {
        panic!("{f}")
    }
});
