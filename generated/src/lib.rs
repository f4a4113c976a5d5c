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
//!
//! # Example
//!
//! Decode a payload whose frame type is known only at run time, match on the
//! typed frame, build and encode a frame into a stack buffer (no allocation),
//! and answer a malformed request with the channel's error frame:
//!
//! ```
//! use npamp_generated::interaction::{self as ix, ErrorCode, Frame};
//!
//! // INTERACT_EVENT_ACK (0x0101): {0: 257, 1: h'2a'}, as it arrives.
//! let payload = [0xa2, 0x00, 0x19, 0x01, 0x01, 0x01, 0x41, 0x2a];
//! match ix::decode(0x0101, &payload) {
//!     Ok(Frame::EventAck(ack)) => assert_eq!(ack.corr, [0x2a]),
//!     Ok(other) => panic!("another frame: {other:?}"),
//!     Err(e) => panic!("refused: {e}"),
//! }
//!
//! // The same frame, built and encoded canonically into a caller's buffer.
//! let ack = ix::EventAck { corr: &[0x2a] };
//! let mut buf = [0u8; 16];
//! let n = ack.encode_to_slice(&mut buf).expect("16 bytes are enough");
//! assert_eq!(buf[..n], payload);
//!
//! // An INTERACT_PROMPT_REQ without its required fields is refused; the
//! // error says which rule, basis and section, and the channel's error frame
//! // (§8) answers it, echoing the request's correlation key.
//! let request = [0xa2, 0x00, 0x19, 0x01, 0x02, 0x01, 0x41, 0x2a];
//! let err = ix::decode(0x0102, &request).expect_err("prompt_kind is required");
//! assert_eq!(err.rule().as_str(), "missing-required");
//! let reply = ix::error_reply_for(0x0102, &request, &err).expect("a request is answered");
//! assert!(matches!(reply.code, ErrorCode::MalformedRequest));
//! assert_eq!(reply.corr, [0x2a]);
//! let bytes = reply.to_vec(); // the reply's canonical payload (feature `alloc`)
//! assert!(ix::ErrorFrame::decode(&bytes).is_ok());
//! ```
#![cfg_attr(not(feature = "std"), no_std)]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

#[cfg(feature = "alloc")]
extern crate alloc;

/// The hand-written runtime the generated code calls (the `npamp-runtime` crate).
pub use npamp_runtime as rt;

pub use rt::{Channel, DecodeError, Profile, Rule};

include!(concat!(env!("OUT_DIR"), "/channels.rs"));

/// The README's example, compiled and run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctest;

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
