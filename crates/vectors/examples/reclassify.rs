//! `cargo run -p npamp-vectors --example reclassify -- OLD.json... [--extract OUT.json]`: the
//! verdict-by-basis classification of an older corpus's inputs (e.g. an earlier corpus's `invalid` vectors):
//! per old requirement, how many are now valid / acceptable (with which basis flag) / invalid.
//! With `--extract`, the old `invalid` inputs that are no longer invalid are written as a small
//! JSON list (`module`, `frameType`, `body`, `oldRequirement`, `oldComment`, `result`, `flag`).
#![forbid(unsafe_code)]

use npamp_oracle::Oracle;
use npamp_vectors::classify::decide;
use serde_json::{json, Value};
use std::collections::BTreeMap;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let extract = args
        .iter()
        .position(|a| a == "--extract")
        .and_then(|i| args.get(i + 1))
        .cloned();
    let mut out = Vec::new();
    for path in args
        .iter()
        .filter(|a| a.ends_with(".json") && Some(*a) != extract.as_ref())
    {
        let module = std::path::Path::new(path)
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or_default();
        let Some(o) = Oracle::shipped(module) else {
            continue;
        };
        let doc: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap_or_default())
            .unwrap_or_default();
        let mut tally: BTreeMap<(String, String), usize> = BTreeMap::new();
        for t in npamp_vectors::tests_of(&doc) {
            if t["result"] != "invalid" {
                continue;
            }
            let ft = t["in"]["frameType"]
                .as_u64()
                .and_then(|x| u16::try_from(x).ok())
                .unwrap_or(0);
            let body = npamp_testkit::hex::unhex(t["in"]["body"].as_str().unwrap_or_default())
                .unwrap_or_default();
            let d = decide(o, ft, &body, false);
            let flag = d.flags.first().copied().unwrap_or("");
            let req = t["requirement"].as_str().unwrap_or_default().to_string();
            *tally
                .entry((req.clone(), format!("{} {flag}", d.result.as_str())))
                .or_default() += 1;
            if d.result != npamp_vectors::Verdict::Invalid {
                out.push(json!({"module": module, "frameType": ft, "body": t["in"]["body"], "oldRequirement": req, "oldComment": t["comment"], "result": d.result.as_str(), "flag": flag, "rule": d.refusal.as_ref().map(|r| r.rule.as_str())}));
            }
        }
        for ((req, res), n) in tally {
            println!("{module}\t{req}\t{res}\t{n}");
        }
    }
    if let Some(p) = extract {
        let mut s = serde_json::to_string_pretty(&Value::Array(out)).unwrap_or_default();
        s.push('\n');
        std::fs::write(p, s).unwrap_or_default();
    }
}
