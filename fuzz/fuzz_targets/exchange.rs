//! cargo-fuzz target `exchange` (see `npamp_fuzz_check::TARGETS`). The channel
//! comes from `NPAMP_FUZZ_CHANNEL`; unset, the input's first byte picks one.
#![no_main]
#![forbid(unsafe_code)]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| npamp_fuzz_check::fuzz_entry("exchange", data));
