//! The corpus: deterministic, schema-valid, classified by basis, in the reference's
//! vocabulary, and committed exactly as generated.
#![forbid(unsafe_code)]

use npamp_oracle::{Oracle, Refusal};
use npamp_schema::{Basis, Model, Profile, Rule, Type, Value as Val};
use npamp_vectors::{generate_all, render, tests_of, to_json, Corpus, Verdict};
use serde_json::Value;
use std::path::PathBuf;
use std::sync::OnceLock;

fn corpora() -> &'static [Corpus] {
    static C: OnceLock<Vec<Corpus>> = OnceLock::new();
    C.get_or_init(generate_all)
}

fn data(name: &str) -> Value {
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name);
    serde_json::from_str(&std::fs::read_to_string(&p).expect("read test data")).expect("json")
}

fn oracle(module: &str) -> &'static Oracle {
    Oracle::shipped(module).expect("shipped")
}

#[test]
fn generation_is_deterministic() {
    let again = generate_all();
    assert_eq!(again.len(), corpora().len());
    for (a, b) in corpora().iter().zip(&again) {
        assert_eq!(render(a), render(b), "{}: two generations differ", a.module);
    }
}

// ------------------------------------------------------------------ JSON schema

/// The subset of JSON Schema the corpus schema uses: type, required, properties, items,
/// enum, const.
fn validate(schema: &Value, v: &Value, path: &str, errs: &mut Vec<String>) {
    if let Some(t) = schema["type"].as_str() {
        let ok = match t {
            "object" => v.is_object(),
            "array" => v.is_array(),
            "string" => v.is_string(),
            "integer" => v.is_i64() || v.is_u64(),
            "number" => v.is_number(),
            "boolean" => v.is_boolean(),
            _ => true,
        };
        if !ok {
            errs.push(format!("{path}: not {t}"));
            return;
        }
    }
    if let Some(c) = schema.get("const") {
        if c != v {
            errs.push(format!("{path}: not {c}"));
        }
    }
    if let Some(e) = schema["enum"].as_array() {
        if !e.contains(v) {
            errs.push(format!("{path}: {v} not in the enum"));
        }
    }
    if let Some(req) = schema["required"].as_array() {
        for k in req.iter().filter_map(Value::as_str) {
            if v.get(k).is_none() {
                errs.push(format!("{path}: missing {k}"));
            }
        }
    }
    if let (Some(props), Some(obj)) = (schema["properties"].as_object(), v.as_object()) {
        for (k, s) in props {
            if let Some(x) = obj.get(k) {
                validate(s, x, &format!("{path}.{k}"), errs);
            }
        }
    }
    if let (Some(items), Some(arr)) = (schema.get("items"), v.as_array()) {
        for (i, x) in arr.iter().enumerate() {
            validate(items, x, &format!("{path}[{i}]"), errs);
        }
    }
}

#[test]
fn corpus_validates_against_the_corpus_schema_with_extended_ops() {
    let schema = data("conformance-corpus.schema.json");
    for c in corpora() {
        let doc = to_json(c);
        let mut errs = Vec::new();
        validate(&schema, &doc, &c.module, &mut errs);
        assert!(
            errs.is_empty(),
            "{}: {:?}",
            c.module,
            &errs[..errs.len().min(10)]
        );
        let ts = tests_of(&doc);
        assert_eq!(doc["numberOfTests"].as_u64(), Some(ts.len() as u64));
        for (i, t) in ts.iter().enumerate() {
            assert_eq!(
                t["tcId"].as_u64(),
                Some(i as u64 + 1),
                "{}: tcIds",
                c.module
            );
            if t["result"] == "valid" {
                assert!(
                    t.get("expected").is_some(),
                    "{} tcId {}: valid without expected",
                    c.module,
                    i + 1
                );
            }
            if t["result"] == "invalid" {
                assert!(
                    t.get("expected").is_none(),
                    "{} tcId {}: invalid with expected",
                    c.module,
                    i + 1
                );
            }
            for f in t["flags"].as_array().into_iter().flatten() {
                let f = f.as_str().unwrap_or_default();
                assert!(
                    doc["notes"].get(f).is_some(),
                    "{}: flag {f} without a note",
                    c.module
                );
            }
        }
    }
}

// ------------------------------------------------------------------ bases

/// The bases a value tree gives a rule (range / len / strict enum / flags).
fn bases_in(m: &Model, v: &Val, rule: Rule, out: &mut Vec<Basis>) {
    match rule {
        Rule::Range if v.range.is_some() => out.push(v.range_basis),
        Rule::Len if v.len.is_some() => out.push(v.len_basis),
        _ => {}
    }
    match &v.ty {
        Type::Enum(e) if rule == Rule::UnknownEnumValue => {
            out.extend(m.enum_def(*e).unrecognized.reject.as_ref().map(|r| r.basis));
        }
        Type::Flags(f) if rule == Rule::ReservedFlags => out.push(m.flags_def(*f).reserved.basis),
        Type::Array(i) => bases_in(m, i, rule, out),
        Type::Map { key, value } => {
            bases_in(m, key, rule, out);
            bases_in(m, value, rule, out);
        }
        Type::Tuple(vs) | Type::Union(vs) => vs.iter().for_each(|x| bases_in(m, x, rule, out)),
        _ => {}
    }
}

/// The basis of a refusal, read from the model (not from the refusal).
fn model_basis(m: &Model, r: &Refusal) -> Basis {
    if let Some(id) = &r.rule_id {
        let rule = m
            .bodies()
            .flat_map(|(_, b)| b.rules.iter())
            .find(|x| &x.id == id);
        return rule.expect("rule of the refusal").basis;
    }
    match r.rule {
        Rule::FloatNonFinite => m.floats.non_finite.expect("non_finite basis"),
        Rule::Range | Rule::Len | Rule::UnknownEnumValue | Rule::ReservedFlags => {
            let mut found = Vec::new();
            for (_, b) in m.bodies() {
                for f in b
                    .fields
                    .iter()
                    .filter(|f| Some(&f.name) == r.field.as_ref())
                {
                    bases_in(m, &f.value, r.rule, &mut found);
                }
            }
            found.sort();
            found.dedup();
            match found.as_slice() {
                [one] => *one,
                // Same-named fields with different bases: the oracle's choice is one of them.
                many => {
                    assert!(many.contains(&r.basis), "{r}: basis not among {many:?}");
                    r.basis
                }
            }
        }
        rule => m.check(rule.group()).basis,
    }
}

#[test]
fn verdicts_follow_the_bases_of_the_model() {
    for c in corpora() {
        let o = oracle(&c.module);
        let m = o.model();
        for v in &c.vectors {
            let has = |f: &str| v.flags.iter().any(|x| x == f);
            let min = o.check(v.frame_type, &v.body, Profile::Minimum);
            let strict = o.check(v.frame_type, &v.body, Profile::Strict);
            match v.result {
                Verdict::Invalid => {
                    let r = min.refusal().expect("invalid ⇒ refused under minimum");
                    assert_eq!(
                        model_basis(m, r),
                        Basis::Must,
                        "{} tcId {}: invalid on a non-must basis: {r}",
                        c.module,
                        v.tc_id
                    );
                    assert!(has("MustReject"));
                    let clause = npamp_vectors::classify::clause_of(m, r).to_lowercase();
                    assert!(
                        !clause.contains("must not reject") && !clause.contains("must not fail"),
                        "{} tcId {}: invalid under a MUST NOT fail clause",
                        c.module,
                        v.tc_id
                    );
                }
                Verdict::Acceptable if has("LocalLimit") => {
                    let r = min.refusal().expect("LocalLimit ⇒ refused under minimum");
                    assert_eq!(model_basis(m, r), Basis::Limit);
                }
                Verdict::Acceptable if has("StrictReading") || has("SenderObligation") => {
                    if let Some(r) = min.refusal() {
                        assert_eq!(model_basis(m, r), Basis::Strict);
                    } else {
                        let r = strict
                            .refusal()
                            .expect("StrictReading ⇒ refused under strict");
                        assert_eq!(
                            model_basis(m, r),
                            Basis::Strict,
                            "{} tcId {}",
                            c.module,
                            v.tc_id
                        );
                    }
                }
                Verdict::Acceptable => {
                    assert!(
                        has("ForwardCompat"),
                        "{} tcId {}: acceptable without a reason flag",
                        c.module,
                        v.tc_id
                    );
                    assert!(min.is_accept() && strict.is_accept());
                }
                Verdict::Valid => assert!(min.is_accept() && strict.is_accept()),
            }
            assert!(
                !matches!(v.rule, Some(Rule::CrossFrame | Rule::CrossRelation)),
                "cross-frame rules are not body.decode vectors"
            );
        }
    }
}

#[test]
fn requirement_ids_are_in_the_reference_vocabulary() {
    for c in corpora() {
        let doc_id = &oracle(&c.module).model().channel.doc_id;
        for v in &c.vectors {
            assert!(
                v.requirement.starts_with(&format!("{doc_id}/")),
                "{}: {}",
                c.module,
                v.requirement
            );
            assert_eq!(
                v.requirement.split('/').count(),
                3,
                "{}: {}",
                c.module,
                v.requirement
            );
            if v.result == Verdict::Invalid {
                assert!(
                    v.requirement.ends_with("-MUST-reject"),
                    "{} tcId {}: {}",
                    c.module,
                    v.tc_id,
                    v.requirement
                );
            }
        }
    }
}

#[test]
fn every_reference_requirement_appears_for_the_same_input() {
    let mut seen = 0;
    for c in corpora() {
        let Some(doc) = npamp_vectors::reference(&c.module) else {
            continue;
        };
        for t in tests_of(&doc) {
            seen += 1;
            let req = t["requirement"].as_str().expect("requirement");
            let body = t["in"]["body"].as_str().expect("body");
            let ft = t["in"]["frameType"].as_u64().expect("frameType");
            let ours = c
                .vectors
                .iter()
                .find(|v| {
                    v.requirement == req
                        && npamp_testkit::hex::hex(&v.body) == body
                        && u64::from(v.frame_type) == ft
                })
                .unwrap_or_else(|| panic!("{}: reference {req} missing", c.module));
            let theirs_invalid = t["result"] == "invalid";
            assert_eq!(
                ours.result == Verdict::Invalid,
                theirs_invalid,
                "{} {req}: ours {:?}",
                c.module,
                ours.result
            );
            if let Some(e) = t.get("expected") {
                assert_eq!(
                    ours.expected.as_ref(),
                    Some(e),
                    "{} {req}: expected",
                    c.module
                );
            }
            // The reference's flags are kept.
            for f in t["flags"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(Value::as_str)
            {
                assert!(
                    ours.flags.iter().any(|x| x == f),
                    "{} {req}: flag {f}",
                    c.module
                );
            }
        }
    }
    assert_eq!(seen, 129, "the eight reference corpora hold 129 vectors");
}

#[test]
fn strict_reading_refusals_are_acceptable() {
    let cases = data("strict_reading_reclassified.json");
    let cases = cases.as_array().expect("list");
    assert!(cases.len() > 200);
    let mut categories = std::collections::BTreeSet::new();
    for t in cases {
        let o = oracle(t["module"].as_str().expect("module"));
        let ft = u16::try_from(t["frameType"].as_u64().expect("ft")).expect("u16");
        let body = npamp_testkit::hex::unhex(t["body"].as_str().expect("body")).expect("hex");
        let d = npamp_vectors::classify::decide(o, ft, &body, false);
        let subset = ["float", "tag", "simple-value"].contains(&t["rule"].as_str().unwrap_or(""));
        if subset
            && t["oldComment"]
                .as_str()
                .is_some_and(|c| c.contains("unknown-key value"))
        {
            // Under an unknown key a subset item is ignored (§4.3): valid.
            assert_eq!(d.result, Verdict::Valid, "{t}");
            categories.insert(t["oldRequirement"].as_str().unwrap_or_default().to_string());
            continue;
        }
        assert_eq!(d.result, Verdict::Acceptable, "{t}");
        assert_eq!(Some(d.flags[0]), t["flag"].as_str(), "{t}");
        categories.insert(t["oldRequirement"].as_str().unwrap_or_default().to_string());
    }
    for want in [
        "89/4.1/nesting-depth",
        "8a/4.1/nesting-depth",
        "89/6.1/value-range",
        "8a/6.4/value-range",
        "89/8.1/approval-id-iff-held",
        "89/6.2/value-only-when-answered",
        "8a/4.2/corr",
        "8a/5.2/value-length",
        "89/4.1/key-major-type",
        "8a/6.5/complete-state-terminal",
    ] {
        assert!(categories.contains(want), "{want} not reclassified");
    }
}

#[test]
fn committed_files_equal_a_fresh_generation() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../vectors");
    if let Err(drift) = npamp_vectors::check_all(&dir) {
        panic!(
            "vectors/ drifted (regenerate with `cargo xtask vectors`):\n{}",
            drift.join("\n")
        );
    }
}
