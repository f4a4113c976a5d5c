//! Codecs for the N-PAMP companion channels, generated at compile time from
//! `schema/*.yaml` by `npamp-codegen-macros`.
//!
//! - [`interaction`]: NPAMP-INTERACT, channel `0x000F`.
//! - [`workflow`]: NPAMP-WORKFLOW, channel `0x0011`.
//!
//! Each module offers `decode(frame_type, payload) -> Result<Frame, DecodeError>`,
//! per-frame structs with `decode` / `validate` / `encode` / `to_vec`, a
//! `FrameType` enum, enums for every schema enum, `wire_code` and an error
//! reply builder. `cargo xtask expand interaction` prints the generated code.
#![forbid(unsafe_code)]

pub mod rt;

pub use rt::{DecodeError, WireError};

/// NPAMP-INTERACT (Interaction channel `0x000F`).
pub mod interaction {
    npamp_codegen_macros::channel!("../schema/interaction.yaml");
}

/// NPAMP-WORKFLOW (Workflow channel `0x0011`).
pub mod workflow {
    npamp_codegen_macros::channel!("../schema/workflow.yaml");
}
