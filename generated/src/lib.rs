//! Codecs for the N-PAMP companion channels, generated at compile time from
//! `schema/*.yaml` by `npamp-codegen-macros`: one module per schema file
//! (`interaction`, `workflow`, …), listed in [`CHANNELS`].
//!
//! Each module offers `decode(frame_type, payload)` and
//! `decode_with(frame_type, payload, Profile)`, per-frame structs with
//! `decode` / `validate` / `encode` / `encode_to_slice` / `to_vec`, a
//! `FrameType` enum, enums for every schema enum, `outcome` and an error-reply
//! builder, and a `CHANNEL` implementing [`rt::Channel`].
//! `cargo xtask expand <module>` prints the generated code.
//!
//! Without the default `std` feature the crate is `#![no_std]`: decoding,
//! validation and encoding into a caller's buffer need nothing else; the
//! `alloc` feature adds `to_vec`, owned values and the dynamic frame view.
#![cfg_attr(not(feature = "std"), no_std)]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

#[cfg(feature = "alloc")]
extern crate alloc;

/// The hand-written runtime the generated code calls (the `npamp-runtime` crate).
pub use npamp_runtime as rt;

pub use rt::{Channel, DecodeError, Profile, Rule};

include!(concat!(env!("OUT_DIR"), "/channels.rs"));

/// The generated channel with this module name.
pub fn channel(module: &str) -> Option<&'static dyn rt::Channel> {
    CHANNELS.iter().copied().find(|c| c.info().module == module)
}

/// The generated channel with this channel id.
pub fn channel_by_id(id: u16) -> Option<&'static dyn rt::Channel> {
    CHANNELS.iter().copied().find(|c| c.info().id == id)
}

/// Module names of every generated channel, comma-separated (for messages).
#[cfg(feature = "alloc")]
pub fn modules() -> alloc::string::String {
    let mut s = alloc::string::String::new();
    for (i, c) in CHANNELS.iter().enumerate() {
        if i > 0 {
            s.push_str(", ");
        }
        s.push_str(c.info().module);
    }
    s
}
