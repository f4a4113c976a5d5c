//! Embed every `schema/*.yaml` of the workspace (the channel registry's source):
//! adding a channel is adding a file there. The crate's `schema` is a symlink
//! to the workspace's `schema/`, so that the packaged crate carries the files.
use std::fmt::Write;
use std::path::Path;

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("schema");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .map(|rd| {
            rd.filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
                .collect()
        })
        .unwrap_or_else(|e| {
            panic!(
                "cannot read the schemas in {}: {e} (the crate's `schema` is a symlink to the workspace's schema/)",
                dir.display()
            )
        });
    // An empty registry is never what a build wants: say so rather than
    // build a crate with no channel.
    if files.is_empty() {
        panic!("no schema/*.yaml in {}", dir.display());
    }
    files.sort();
    let mut out =
        String::from("/// (module, workspace-relative path, YAML text) of every shipped schema.\n");
    out.push_str("pub(crate) const SHIPPED: &[(&str, &str, &str)] = &[\n");
    for p in &files {
        let stem = p.file_stem().and_then(|s| s.to_str()).unwrap_or_default();
        let abs = p.canonicalize().unwrap_or_else(|_| p.clone());
        println!("cargo:rerun-if-changed={}", abs.display());
        let _ = writeln!(
            out,
            "    ({stem:?}, \"schema/{stem}.yaml\", include_str!({:?})),",
            abs.display().to_string()
        );
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").unwrap_or_default()).join("shipped.rs");
    if let Err(e) = std::fs::write(&dest, out) {
        panic!("cannot write {}: {e}", dest.display());
    }
}
