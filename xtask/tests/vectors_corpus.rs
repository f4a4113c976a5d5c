//! The committed conformance corpus (`vectors/*.json`, `vectors/COVERAGE.md`): it is exactly
//! what `cargo xtask vectors` generates today, it is large enough, every MUST-reject class of
//! §4.1–§4.3 (and D1) is present, and the generated decoders pass all of it.
#![forbid(unsafe_code)]

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;

const XTASK: &str = env!("CARGO_BIN_EXE_xtask");

fn root() -> PathBuf {
    let here = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    here.parent().map(Path::to_path_buf).unwrap_or(here)
}

fn corpus(name: &str) -> Value {
    let path = root().join("vectors").join(format!("{name}.json"));
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn tests(doc: &Value) -> Vec<&Value> {
    doc["testGroups"]
        .as_array()
        .expect("testGroups")
        .iter()
        .flat_map(|g| g["tests"].as_array().expect("tests").iter())
        .collect()
}

fn flags(t: &Value) -> Vec<&str> {
    t["flags"]
        .as_array()
        .map(|a| a.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default()
}

#[test]
fn committed_vectors_match_a_fresh_generation() {
    let out = Command::new(XTASK)
        .args(["vectors", "--check"])
        .output()
        .expect("run xtask vectors --check");
    assert!(
        out.status.success(),
        "vectors drifted from the schema/oracle — run `cargo xtask vectors`\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn corpus_is_large_and_covers_every_must_reject_class() {
    let mut total = 0;
    for name in ["interaction", "workflow"] {
        let doc = corpus(name);
        assert_eq!(doc["specRevision"], "draft-bubblefish-npamp-01");
        let ts = tests(&doc);
        total += ts.len();
        assert_eq!(doc["numberOfTests"].as_u64(), Some(ts.len() as u64));
        // tcIds are 1..=n in order.
        for (i, t) in ts.iter().enumerate() {
            assert_eq!(
                t["tcId"].as_u64(),
                Some(i as u64 + 1),
                "{name}: tcIds not consecutive"
            );
            let result = t["result"].as_str().expect("result");
            let must_reject = flags(t).contains(&"MustReject");
            assert_eq!(
                result == "invalid",
                must_reject,
                "{name} tcId {}: MustReject flag vs result",
                i + 1
            );
            assert_eq!(
                result != "invalid",
                t.get("expected").is_some(),
                "{name} tcId {}: expected",
                i + 1
            );
            if result == "acceptable" {
                assert!(
                    flags(t).contains(&"UnknownKey"),
                    "{name} tcId {}: acceptable without UnknownKey",
                    i + 1
                );
            }
        }
        // §4.1 deterministic-CBOR classes, §4.1 keys/types, §4.2 envelope, §4.3, D1, D4, D10, D12.
        let mut classes = vec![
            "MissingRequiredKey",
            "WrongType",
            "NonShortestInt",
            "NonShortestLength",
            "IndefiniteLength",
            "UnsortedKeys",
            "DuplicateKey",
            "TrailingBytes",
            "Truncated",
            "Float",
            "Tag",
            "SimpleValue",
            "Break",
            "ReservedAi",
            "InvalidUtf8",
            "DepthLimit",
            "NotAMap",
            "NonIntegerKey",
            "UnknownNegativeKey",
            "FrameKindMismatch",
            "CorrAbsent",
            "CorrLength",
            "OutOfRange",
            "RuleViolation",
            "UnknownOperation",
        ];
        if name == "workflow" {
            // §4.2: corr is absent on WORKFLOW_STEP_EVENT / WORKFLOW_COMPLETE.
            classes.push("CorrPresent");
        }
        for class in classes {
            assert!(
                ts.iter()
                    .any(|t| t["result"] == "invalid" && flags(t).contains(&class)),
                "{name}: no invalid vector flagged {class}"
            );
        }
        // §4.3 applies at the top level and inside every nested uint-keyed map.
        let nested_neg = ts.iter().any(|t| {
            t["result"] == "invalid"
                && flags(t).contains(&"UnknownNegativeKey")
                && flags(t).contains(&"NestedMap")
        });
        let nested_unknown = ts
            .iter()
            .any(|t| t["result"] == "acceptable" && flags(t).contains(&"NestedMap"));
        let top_unknown = ts
            .iter()
            .any(|t| t["result"] == "acceptable" && !flags(t).contains(&"NestedMap"));
        assert!(
            nested_neg && nested_unknown && top_unknown,
            "{name}: §4.3 coverage"
        );
        // The D1 frame types.
        for ft in [0x0000u64, 0x0001, 0xffff] {
            assert!(
                ts.iter()
                    .any(|t| t["in"]["frameType"].as_u64() == Some(ft) && t["result"] == "invalid"),
                "{name}: frame type {ft:#06x} missing"
            );
        }
    }
    assert!(total >= 300, "only {total} vectors");
}

/// Hand-built spot checks: the corpus carries these bytes with the verdict the spec demands.
#[test]
fn corpus_spot_checks_against_hand_built_bytes() {
    let doc = corpus("interaction");
    let ts = tests(&doc);
    let find = |ft: u64, body: &str| {
        ts.iter()
            .find(|t| t["in"]["frameType"].as_u64() == Some(ft) && t["in"]["body"] == body)
            .unwrap_or_else(|| panic!("no vector {ft:#06x} {body}"))
    };
    // §4.2: minimal INTERACT_EVENT_ACK {0: 257, 1: h'2a'}.
    let ok = find(0x0101, "a20019010101412a");
    assert_eq!(ok["result"], "valid");
    assert_eq!(ok["expected"]["frame_kind"], 257);
    assert_eq!(ok["expected"]["corr"], "2a");
    // §4.2: frame_kind 256 under frame type 257.
    assert_eq!(find(0x0101, "a20019010001412a")["result"], "invalid");
    // §4.1: keys 1 and 0 swapped.
    assert_eq!(find(0x0101, "a201412a00190101")["result"], "invalid");
    // §4.3: unknown negative key -1.
    assert_eq!(find(0x0101, "a30019010101412a2000")["result"], "invalid");

    let doc = corpus("workflow");
    let ts = tests(&doc);
    // §6.4 / §4.2: WORKFLOW_STEP_EVENT {0: 262, 2: "t", 3: 0, 4: 0} carries no corr.
    let step = ts
        .iter()
        .find(|t| t["in"]["frameType"] == 0x0106 && t["result"] == "valid")
        .expect("a valid step event");
    assert_eq!(step["expected"]["frame_kind"], 262);
    assert!(step["expected"].get("corr").is_none());
}

#[test]
fn generated_decoders_pass_the_committed_corpus() {
    let root = root();
    let out = Command::new(XTASK)
        .arg("conform")
        .arg(root.join("vectors/interaction.json"))
        .arg(root.join("vectors/workflow.json"))
        .output()
        .expect("run xtask conform");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "conform failed\n{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains("0 failed"), "{stdout}");
}

#[test]
fn conform_reports_failures_with_tc_ids() {
    // Flip one valid vector to invalid and one invalid to valid: both must be reported.
    let mut doc = corpus("interaction");
    let group = &mut doc["testGroups"][0]["tests"];
    let list = group.as_array_mut().expect("tests");
    let valid = list
        .iter()
        .position(|t| t["result"] == "valid")
        .expect("a valid test");
    let invalid = list
        .iter()
        .position(|t| t["result"] == "invalid")
        .expect("an invalid test");
    let valid_id = list[valid]["tcId"].clone();
    let invalid_id = list[invalid]["tcId"].clone();
    list[valid]["result"] = "invalid".into();
    list[invalid]["result"] = "valid".into();
    list[invalid]["expected"] = serde_json::json!({"frame_kind": 256, "corr": "2a"});
    let path = std::env::temp_dir().join(format!(
        "npamp-conform-tampered-{}.json",
        std::process::id()
    ));
    std::fs::write(&path, serde_json::to_string(&doc).expect("json")).expect("write temp corpus");
    let out = Command::new(XTASK)
        .arg("conform")
        .arg(&path)
        .output()
        .expect("run xtask conform");
    let _ = std::fs::remove_file(&path);
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("2 failed"), "{stdout}");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains(&format!("tcId {valid_id} ")), "{stderr}");
    assert!(stderr.contains(&format!("tcId {invalid_id} ")), "{stderr}");
}

#[test]
fn every_flag_in_use_is_documented_in_the_readme() {
    let readme =
        std::fs::read_to_string(root().join("vectors/README.md")).expect("vectors/README.md");
    for name in ["interaction", "workflow"] {
        let doc = corpus(name);
        let notes = doc["notes"].as_object().expect("notes");
        for t in tests(&doc) {
            for f in flags(t) {
                assert!(notes.contains_key(f), "{name}: flag {f} has no note");
                assert!(
                    readme.contains(&format!("`{f}`")),
                    "vectors/README.md does not document flag {f}"
                );
            }
        }
    }
}
