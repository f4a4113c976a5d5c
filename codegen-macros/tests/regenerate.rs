//! Editing a schema file regenerates the code on the next `cargo build`, and
//! a malformed schema is a compile error naming the file, the frame and the
//! field. Builds a throw-away probe crate that uses `channel!` on its own copy
//! of the Interaction schema (target dir `target/regen-probe`, reused across runs).
#![forbid(unsafe_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

fn cargo(probe: &Path, args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO"))
        .args(args)
        .arg("--manifest-path")
        .arg(probe.join("Cargo.toml"))
        .env("CARGO_TARGET_DIR", workspace().join("target/regen-probe"))
        .env_remove("RUSTFLAGS")
        .output()
        .expect("run cargo")
}

fn write_probe(dir: &Path, schema: &str) {
    let ws = workspace();
    std::fs::create_dir_all(dir.join("src")).unwrap();
    std::fs::write(
        dir.join("Cargo.toml"),
        format!(
            "[package]\nname = \"regen-probe\"\nversion = \"0.0.0\"\nedition = \"2021\"\n\n\
             [features]\ndefault = [\"std\"]\nstd = [\"alloc\"]\nalloc = []\n\n\
             [dependencies]\nnpamp-codegen-macros = {{ path = {:?} }}\nnpamp-generated = {{ path = {:?} }}\n\n[workspace]\n",
            ws.join("codegen-macros"),
            ws.join("generated")
        ),
    )
    .unwrap();
    std::fs::write(
        dir.join("src/main.rs"),
        "extern crate alloc;\n\
         pub use npamp_generated::rt;\n\
         npamp_codegen_macros::channel!(\"interaction.yaml\");\n\
         use interaction as ch;\n\
         fn main() {\n\
             println!(\"{} {}\", ch::CHANNEL_NAME, ch::FrameType::ALL.len());\n\
             let f = ch::EventAck::decode(&[0xa2, 0x00, 0x19, 0x01, 0x01, 0x01, 0x41, 0x2a]);\n\
             println!(\"{}\", f.map(|x| x.fields().len()).unwrap_or(0));\n\
         }\n",
    )
    .unwrap();
    std::fs::write(dir.join("interaction.yaml"), schema).unwrap();
    // Same dependency versions as the workspace (no fresh resolution).
    std::fs::copy(ws.join("Cargo.lock"), dir.join("Cargo.lock")).unwrap();
}

#[test]
fn schema_edit_regenerates_and_bad_schema_is_a_named_compile_error() {
    let original = std::fs::read_to_string(workspace().join("schema/interaction.yaml")).unwrap();
    let dir = workspace().join("target/regen-probe/crate");
    let _ = std::fs::remove_dir_all(&dir);
    write_probe(&dir, &original);

    let out = cargo(&dir, &["run", "-q"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // EVENT_ACK has only frame_kind and corr.
    assert_eq!(String::from_utf8_lossy(&out.stdout), "Interaction 8\n2\n");

    // Edit the schema: rename the channel and make INTERACT_EVENT_ACK require a new field.
    std::thread::sleep(std::time::Duration::from_millis(1100));
    let edited = original
        .replace("  name: Interaction\n", "  name: InteractionEdited\n")
        .replace(
            "    rust: EventAck\n    role: result\n    answers: [INTERACT_EVENT]\n    section: \"§6.1\"\n    fields: []\n",
            "    rust: EventAck\n    role: result\n    answers: [INTERACT_EVENT]\n    section: \"§6.1\"\n    fields:\n      - { key: 2, name: seen, type: bool, section: \"§6.1\" }\n",
        );
    assert_ne!(
        edited, original,
        "the edit must apply to the shipped schema"
    );
    std::fs::write(dir.join("interaction.yaml"), &edited).unwrap();
    let out = cargo(&dir, &["run", "-q"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "InteractionEdited 8\n2\n"
    );

    // A malformed schema: the error names the file, the frame and the field.
    std::thread::sleep(std::time::Duration::from_millis(1100));
    let broken = original.replace(
        "{ key: 3, name: event_name, type: tstr,",
        "{ key: 3, name: event_name, type: text,",
    );
    std::fs::write(dir.join("interaction.yaml"), broken).unwrap();
    let out = cargo(&dir, &["build", "-q"]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(
            "interaction.yaml: frame INTERACT_EVENT, field event_name: unknown CBOR type `text`"
        ),
        "{err}"
    );
}
