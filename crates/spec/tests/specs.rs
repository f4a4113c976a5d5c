//! The specs as maintained (../shared/spec): the Markdown originals and the
//! text exports of Interaction and Workflow compare clean with their schemas;
//! a planted copy of the Markdown reports each planted drift precisely; specs
//! are identified by title and by channel id, or said to have no schema; every
//! CBOR-type phrase of the ten specs maps; the other eight are compared with
//! whatever schema exists for them.
#![forbid(unsafe_code)]

mod common;

use common::{drift_lines, fixture, schema, shared_text, shipped_two, TEN};
use npamp_spec::{identify, parse, read, Identified};

#[test]
fn interaction_and_workflow_are_clean_in_both_forms() {
    let models = shipped_two();
    for rel in [
        "npamp/89_interaction_channel.md",
        "interaction-channel.txt",
        "npamp/8a_workflow_channel.md",
        "workflow-channel.txt",
    ] {
        let Some(text) = shared_text(rel) else {
            continue;
        };
        let lines = drift_lines(&text, &models);
        assert!(lines.is_empty(), "{rel}: {lines:#?}");
        // Every body of the spec was read and compared: nothing unreadable, every phrase mapped.
        let r = read(&parse(&text));
        assert!(r.problems.is_empty(), "{rel}: {:?}", r.problems);
        assert!(
            r.bodies
                .iter()
                .all(|b| !matches!(b.owner, npamp_spec::reading::Owner::Unknown(_))),
            "{rel}"
        );
    }
}

#[test]
fn the_markdown_and_the_export_read_alike() {
    for (md, txt) in [
        ("npamp/89_interaction_channel.md", "interaction-channel.txt"),
        ("npamp/8a_workflow_channel.md", "workflow-channel.txt"),
    ] {
        let (Some(a), Some(b)) = (shared_text(md), shared_text(txt)) else {
            continue;
        };
        let (da, db) = (parse(&a), parse(&b));
        assert!(
            da.tables
                .iter()
                .all(|t| t.format == npamp_spec::Format::Markdown),
            "{md}"
        );
        assert!(
            db.tables
                .iter()
                .all(|t| t.format == npamp_spec::Format::Tabs),
            "{txt}"
        );
        assert_eq!(da.tables.len(), db.tables.len());
        let (a, b) = (read(&da), read(&db));
        let shape = |r: &npamp_spec::Reading| -> Vec<String> {
            let mut v: Vec<String> = r
                .bodies
                .iter()
                .flat_map(|b| {
                    b.fields.iter().map(move |f| {
                        format!(
                            "{:?} {} {} {} {:?}",
                            b.owner, f.name, f.key, f.phrase, f.req
                        )
                    })
                })
                .collect();
            v.extend(
                r.frames
                    .iter()
                    .map(|f| format!("{} {:?}", f.name, f.replies)),
            );
            v.extend(
                r.enums
                    .iter()
                    .map(|e| format!("{} {:?}", e.section, e.values)),
            );
            v.sort();
            v
        };
        assert_eq!(shape(&a), shape(&b), "{md} vs {txt}");
    }
}

#[test]
fn planted_markdown_drifts_are_reported_precisely() {
    let lines = drift_lines(&fixture("interaction-planted.md"), &shipped_two());
    assert_eq!(
        lines,
        [
            "§6.1 enum event_class, value lifecycle: spec has no such value; schema has 0x04 `lifecycle`",
            "§6.1 frame INTERACT_EVENT, field event_name: spec CBOR type \"Byte string\" (bstr); schema type tstr",
            "§6.3 frame INTERACT_APPROVAL_REQ, field action: spec Req No; schema required",
            "§6.3 frame INTERACT_APPROVAL_REQ, field context: spec key 9; schema key 4",
            "§8 enum error_code, value timed_out: spec names 7 `deadline_expired`; schema names it `timed_out`",
        ]
    );
}

#[test]
fn identified_by_title_and_by_channel_id() {
    let models = shipped_two();
    let Some(md) = shared_text("npamp/8a_workflow_channel.md") else {
        return;
    };
    let doc = parse(&md);
    let by_title = identify(&doc, &models)
        .model()
        .map(|m| m.channel.module.clone());
    assert_eq!(by_title.as_deref(), Some("workflow"));
    // Without the spec token in the title, §2's "The Workflow channel `0x0011` is registered".
    let untitled = md.replacen("NPAMP-WORKFLOW", "A companion", 1);
    let doc = parse(&untitled);
    assert!(!doc.title.contains("NPAMP-"));
    let by_id = identify(&doc, &models)
        .model()
        .map(|m| m.channel.module.clone());
    assert_eq!(by_id.as_deref(), Some("workflow"));
    assert_eq!(
        identify(&parse(&fixture("interaction-planted.md")), &models).to_string(),
        "NPAMP-INTERACT → schema/interaction.yaml"
    );
}

#[test]
fn a_spec_without_schema_says_so() {
    let models = shipped_two();
    let Some(text) = shared_text("npamp/80_stream_channel.md") else {
        return;
    };
    let id = identify(&parse(&text), &models);
    match &id {
        Identified::None {
            spec_name,
            channel_id,
        } => {
            assert_eq!(
                (spec_name.as_deref(), *channel_id),
                (Some("NPAMP-STREAM"), Some(0x000C))
            );
        }
        Identified::Model(m) => panic!("identified as {}", m.source),
    }
    assert_eq!(
        id.to_string(),
        "no schema for NPAMP-STREAM (channel 0x000C): run spec-import"
    );
}

#[test]
fn every_phrase_of_the_ten_specs_maps() {
    let mut seen = 0;
    for (file, _) in TEN {
        let Some(text) = shared_text(&format!("npamp/{file}")) else {
            continue;
        };
        let r = read(&parse(&text));
        assert!(r.problems.is_empty(), "{file}: {:?}", r.problems);
        for b in &r.bodies {
            assert!(
                !matches!(b.owner, npamp_spec::reading::Owner::Unknown(_)),
                "{file}: {:?}",
                b.owner
            );
            for f in &b.fields {
                assert!(
                    f.value.is_ok(),
                    "{file}: {} ({}) {:?}",
                    f.name,
                    f.key,
                    f.phrase
                );
                seen += 1;
            }
        }
        for f in r.envelope.iter().flat_map(|e| e.fields.iter()) {
            assert!(
                f.value.is_ok(),
                "{file}: envelope {} {:?}",
                f.name,
                f.phrase
            );
        }
    }
    println!("{seen} field rows read, every phrase mapped");
}

#[test]
fn the_other_specs_against_their_schemas() {
    let mut report = Vec::new();
    for (file, module) in TEN {
        let Some(text) = shared_text(&format!("npamp/{file}")) else {
            continue;
        };
        let Some(m) = schema(module) else {
            report.push(format!("{file}: no schema/{module}.yaml"));
            continue;
        };
        let doc = parse(&text);
        assert_eq!(
            identify(&doc, std::slice::from_ref(&m))
                .model()
                .map(|x| x.channel.id),
            Some(m.channel.id),
            "{file}"
        );
        let d = npamp_spec::drift(&doc, &m);
        report.push(format!(
            "{file} → schema/{module}.yaml: {} drift(s)",
            d.len()
        ));
        report.extend(d.iter().map(|x| format!("  {x}")));
        for (x, e) in npamp_spec::excepted(&doc, &m) {
            report.push(format!("  excepted: {x} ({})", e.reason));
        }
    }
    println!("{}", report.join("\n"));
}

#[test]
fn every_exception_is_used() {
    let mut checked = 0;
    for (file, module) in TEN {
        let (Some(text), Some(m)) = (shared_text(&format!("npamp/{file}")), schema(module)) else {
            continue;
        };
        let used = npamp_spec::excepted(&parse(&text), &m);
        for e in &m.drift_exceptions {
            assert!(
                used.iter().any(|(_, x)| *x == e),
                "schema/{module}.yaml: drift exception `{}` ({}) no longer applies",
                e.path,
                e.aspect
            );
            checked += 1;
        }
    }
    println!("{checked} drift exceptions checked");
}

/// Every field row of every spec is compared: changing its key (or flipping
/// its Req) in a copy is reported.
#[test]
fn every_field_row_is_compared() {
    for (file, module) in TEN {
        let (Some(text), Some(m)) = (shared_text(&format!("npamp/{file}")), schema(module)) else {
            continue;
        };
        let lines: Vec<&str> = text.lines().collect();
        let mut missed = Vec::new();
        for (i, l) in lines
            .iter()
            .enumerate()
            .filter(|(_, l)| l.starts_with("| `"))
        {
            let mut mutants = Vec::new();
            if let Some(k) = l
                .split(" | ")
                .next()
                .and_then(|c| c.rsplit_once(" ("))
                .map(|(_, k)| k.trim_end_matches(')'))
            {
                if k.chars().all(|c| c.is_ascii_digit()) {
                    mutants.push(l.replacen(&format!("({k})"), "(77)", 1));
                }
            }
            for (a, b) in [(" | Yes | ", " | No | "), (" | No | ", " | Yes | ")] {
                if l.contains(a) {
                    mutants.push(l.replacen(a, b, 1));
                }
            }
            for mutant in mutants {
                let mut copy: Vec<&str> = lines.clone();
                if let Some(x) = copy.get_mut(i) {
                    *x = &mutant;
                }
                if npamp_spec::drift(&parse(&copy.join("\n")), &m).is_empty() {
                    missed.push(format!("{file}:{}: {mutant}", i + 1));
                }
            }
        }
        assert!(missed.is_empty(), "{missed:#?}");
    }
}

/// Every reading that rests on a clause is checked against that channel's
/// own text: the null-is-absence sentence where the text has it and only
/// there, and Stream's "ignored on receipt" for reserved flag bits. Removing
/// the sentence from a text, or claiming it for a channel without it, is a
/// drift naming the reading.
#[test]
fn readings_rest_on_their_own_channels_clauses() {
    const SENTENCE: &str = "is equivalent to omitting it";
    for (file, module) in TEN {
        let (Some(text), Some(m)) = (shared_text(&format!("npamp/{file}")), schema(module)) else {
            continue;
        };
        let models = [m];
        let has = text.contains(SENTENCE);
        assert_eq!(
            models[0].channel.null_is_absent.is_some(),
            has,
            "{module}: null_is_absent must follow the text"
        );
        assert!(drift_lines(&text, &models).is_empty(), "{module}");
        if has {
            // The sentence gone from the text: the reading has no clause left.
            let cut = text.replace(SENTENCE, "is an error");
            let lines = drift_lines(&cut, &models);
            assert!(
                lines.iter().any(|l| l.contains("channel.null_is_absent")
                    && l.contains("no such sentence")),
                "{module}: {lines:#?}"
            );
        }
        for f in models[0].flags.iter().filter(|f| f.reserved_ignored) {
            let cut = text.replace("ignored on receipt", "refused on receipt");
            let lines = drift_lines(&cut, &models);
            assert!(
                lines
                    .iter()
                    .any(
                        |l| l.contains(&format!("flags {}", f.name)) && l.contains("clause")
                            || l.contains(&format!("flags {}, reserved", f.name))
                    ),
                "{module}: {lines:#?}"
            );
        }
    }
}

/// Every `format` rule quotes a sentence of its own channel's text: the shipped
/// schemas are clean, the sentence gone from the text is a drift naming the
/// rule, and a format carried over from another channel's text is one too.
#[test]
fn text_formats_rest_on_their_own_channels_clauses() {
    let mut seen = 0;
    for (file, module) in TEN {
        let (Some(text), Some(m)) = (shared_text(&format!("npamp/{file}")), schema(module)) else {
            continue;
        };
        let formats: Vec<(String, String)> = m
            .frames
            .iter()
            .map(|f| &f.body)
            .chain(m.records.iter().map(|r| &r.body))
            .flat_map(|b| &b.rules)
            .filter(|r| matches!(r.kind, npamp_schema::RuleKind::Format { .. }))
            .map(|r| (r.id.clone(), r.clause.clone().unwrap_or_default()))
            .collect();
        seen += formats.len();
        let models = [m];
        assert!(drift_lines(&text, &models).is_empty(), "{module}");
        for (id, clause) in formats {
            let cut = text.replace(&clause, "A text string.");
            let lines = drift_lines(&cut, &models);
            assert!(
                lines
                    .iter()
                    .any(|l| l.contains(&format!("rule {id} (format"))
                        && l.contains("no such sentence")),
                "{module} {id}: {lines:#?}"
            );
        }
    }
    if seen == 0 {
        return; // ../shared is not here
    }
    assert_eq!(
        seen, 13,
        "the thirteen format rules of docs/INTERPRETATIONS.md, G"
    );
    // Memory's signature reading put on Knowledge's record: not in Knowledge's text.
    let (Some(text), Some(mut k), Some(mem)) = (
        shared_text("npamp/8b_knowledge_channel.md"),
        schema("knowledge"),
        schema("memory"),
    ) else {
        return;
    };
    let memory_clause = mem
        .records
        .iter()
        .flat_map(|r| &r.body.rules)
        .find(|r| r.id == "record-signature-hex")
        .and_then(|r| r.clause.clone())
        .expect("memory's signature rule");
    let rule = k
        .records
        .iter_mut()
        .flat_map(|r| &mut r.body.rules)
        .find(|r| r.id == "result-signature-hex")
        .expect("knowledge's signature rule");
    rule.clause = Some(memory_clause);
    let lines = drift_lines(&text, &[k]);
    assert!(
        lines
            .iter()
            .any(|l| l.contains("rule result-signature-hex (format hex)")
                && l.contains("record's signable envelope")),
        "{lines:#?}"
    );
}

#[test]
fn a_null_reading_carried_over_from_another_channel_is_a_drift() {
    let (Some(text), Some(mut m)) = (
        shared_text("npamp/87_telemetry_channel.md"),
        schema("telemetry"),
    ) else {
        return;
    };
    let interaction = schema("interaction").expect("interaction schema");
    m.channel.null_is_absent = interaction.channel.null_is_absent.clone();
    let lines = drift_lines(&text, &[m]);
    assert!(
        lines
            .iter()
            .any(|l| l.contains("channel.null_is_absent") && l.contains("no such sentence")),
        "{lines:#?}"
    );
}
