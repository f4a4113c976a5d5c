//! Every schema has its cargo feature, `all-channels` (a default feature)
//! turns each one on, and a default build has every channel in `CHANNELS`.
//! A schema without a feature is still built (build.rs warns): this test is
//! what makes adding the feature part of adding a channel.
#![forbid(unsafe_code)]

use std::path::Path;

/// The `[features]` table of generated/Cargo.toml: (name, the features it enables).
fn features() -> Vec<(String, Vec<String>)> {
    let manifest =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml"))
            .expect("generated/Cargo.toml");
    let mut out = Vec::new();
    let mut inside = false;
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            inside = line == "[features]";
            continue;
        }
        if !inside || line.starts_with('#') || line.is_empty() {
            continue;
        }
        let (name, list) = line.split_once('=').expect("`name = [..]` on one line");
        let items = list
            .trim()
            .trim_start_matches('[')
            .trim_end_matches(']')
            .split(',')
            .map(|x| x.trim().trim_matches('"').to_string())
            .filter(|x| !x.is_empty())
            .collect();
        out.push((name.trim().to_string(), items));
    }
    out
}

/// The module names of schema/*.yaml, sorted.
fn schemas() -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("schema");
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .expect("schema/")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
        .filter_map(|p| p.file_stem()?.to_str().map(String::from))
        .collect();
    v.sort();
    v
}

#[test]
fn every_schema_has_a_feature_that_all_channels_and_default_enable() {
    let f = features();
    let get = |name: &str| f.iter().find(|(n, _)| n == name).map(|(_, v)| v.clone());
    let all = get("all-channels").expect("an `all-channels` feature");
    assert!(
        get("default").is_some_and(|d| d.iter().any(|x| x == "all-channels")),
        "`default` enables all-channels"
    );
    let schemas = schemas();
    assert!(!schemas.is_empty());
    for s in &schemas {
        assert_eq!(
            get(s),
            Some(Vec::new()),
            "schema/{s}.yaml needs the feature `{s} = []` in generated/Cargo.toml"
        );
        assert!(all.contains(s), "`all-channels` does not enable `{s}`");
    }
    for a in &all {
        assert!(
            schemas.contains(a),
            "`all-channels` names `{a}`, which is no schema"
        );
    }
}

#[test]
fn a_default_build_has_every_channel() {
    let built: Vec<&str> = npamp_generated::CHANNELS
        .iter()
        .map(|c| c.info().module)
        .collect();
    assert_eq!(built, schemas());
}

/// build.rs's reading of `[features]`, on the manifest as written here and as
/// `cargo package` normalizes it (multi-line arrays): the published crate
/// must see the same channel features.
#[allow(dead_code)]
#[path = "../build.rs"]
mod build;

#[test]
fn build_rs_reads_the_features_in_both_manifest_forms() {
    let here = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml"))
        .expect("generated/Cargo.toml");
    let mut names = build::declared_features(&here);
    names.sort();
    let mut want: Vec<String> = features().into_iter().map(|(n, _)| n).collect();
    want.sort();
    assert_eq!(names, want);
    let normalized = "[package]\nname = \"x\"\n\n[features]\nall-channels = [\n    \"memory\",\n    \"workflow\",\n]\ndefault = [\n    \"std\",\n    \"all-channels\",\n]\nmemory = []\nstd = [\n    \"alloc\",\n]\nworkflow = []\n\n[lib]\nname = \"x\"\n";
    assert_eq!(
        build::declared_features(normalized),
        ["all-channels", "default", "memory", "std", "workflow"]
    );
    assert_eq!(
        build::feature_env("all-channels"),
        "CARGO_FEATURE_ALL_CHANNELS"
    );
}
