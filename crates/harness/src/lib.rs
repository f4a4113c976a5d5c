//! The behaviour grader of every N-PAMP channel, driven by the schemas alone —
//! no channel is named in this crate.
//!
//! - [`machine`]: the generic [`machine::Monitor`]: every frame two peers
//!   send, on any channel, checked against what the channel's schema states
//!   about behaviour (reply patterns, the error a refused request or an unknown
//!   operation is owed, and the `exchanges:` machines: lifecycles, credit and
//!   windows, out-of-state frames, idempotence, parity), each check a
//!   requirement id `<doc>/<§>/<name>` with the spec's clause.
//! - [`transcript`]: the recorded exchanges of `transcripts/<module>/*.yaml`
//!   and the per-channel clause report behind `cargo xtask exchange`.
//! - [`wire`]: the line-oriented wire transcript any implementation can write,
//!   and its grading.
//! - [`grade`]: what `cargo xtask exchange --grade PATH` does with a file or a
//!   folder of recordings (a verdict per file, the clause report, JSON), and
//!   the merge of two per-peer logs.
//! - [`endpoint`]: the generic endpoint pair of any channel, driven by its
//!   schema alone: peers that open, answer and continue every `exchanges:`
//!   machine and reply pattern, over a link that reorders across instances,
//!   duplicates idempotent frames and holds frames late, every emitted frame
//!   graded by [`machine::Monitor`]; live runs of every channel, planted
//!   behavioural bugs, and `check_model_exchange`, what the `exchange` fuzz
//!   target runs for every channel.
//!
//! The reference endpoints of the Interaction and Workflow applications (with
//! their simulated humans and executors) and their scripted scenarios are in
//! `npamp-companions`; their frames are graded here too.
#![forbid(unsafe_code)]

pub mod endpoint;
pub mod grade;
pub mod machine;
pub mod transcript;
pub mod wire;

/// A folder at the workspace root (`scenarios`, `transcripts`).
pub fn workspace_dir(name: &str) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .and_then(std::path::Path::parent)
        .map(|p| p.join(name))
        .unwrap_or_else(|| std::path::PathBuf::from(name))
}
