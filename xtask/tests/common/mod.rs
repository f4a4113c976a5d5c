//! What the xtask integration tests share: the workspace root and the
//! planted faulty adapters' command lines.
#![allow(dead_code)]

use std::path::PathBuf;

/// The workspace root (xtask's parent).
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(PathBuf::from)
        .unwrap_or_default()
}

/// The command line of the faulty adapter in `mode` in front of our own
/// (`crates/conform/tests/fixtures/faulty/`).
pub fn faulty(mode: &str) -> String {
    let script = root().join("crates/conform/tests/fixtures/faulty/faulty_adapter.py");
    format!(
        "python3 {} {mode} {} conform-adapter",
        script.display(),
        env!("CARGO_BIN_EXE_xtask")
    )
}
