use crate::*;

fn shipped_text(m: &str) -> &'static str {
    shipped_sources()
        .find(|s| s.module == m)
        .map(|s| s.text)
        .unwrap_or_else(|| panic!("no shipped schema {m}"))
}

fn errors_of(text: &str) -> String {
    match parse("test.yaml", text) {
        Ok(_) => String::from("<accepted>"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn shipped_schemas_check_clean() {
    let i = shipped_model("interaction").expect("interaction");
    assert_eq!(i.channel.id, 0x000F);
    assert_eq!(i.frames.len(), 8, "§3.1: eight Interaction frame types");
    let w = shipped_model("workflow").expect("workflow");
    assert_eq!(w.channel.id, 0x0011);
    assert_eq!(w.frames.len(), 9, "§3.1: nine Workflow frame types");
    // §4.2: step and completion events carry no corr.
    for n in ["WORKFLOW_STEP_EVENT", "WORKFLOW_COMPLETE"] {
        let f = w.frame_named(n).expect(n);
        assert!(f.envelope(EnvRole::Corr).is_none(), "{n} carries corr");
        assert_eq!(
            f.field_named("corr").map(|f| f.presence),
            Some(Presence::Absent)
        );
    }
    // value_in terminal:true resolves to succeeded/failed/canceled (§5.4).
    let c = w.frame_named("WORKFLOW_COMPLETE").expect("complete");
    match &c.body.rules[0].kind {
        RuleKind::ValueIn { values, .. } => {
            assert_eq!(values, &vec![Lit::Uint(2), Lit::Uint(3), Lit::Uint(4)])
        }
        k => panic!("unexpected {k:?}"),
    }
    // Every group of the checks table has a basis; depth is our limit.
    assert_eq!(i.check(Group::Depth).basis, Basis::Limit);
    assert_eq!(i.check(Group::Deterministic).basis, Basis::Must);
    assert_eq!(i.check(Group::Range).basis, Basis::Strict);
}

#[test]
fn registry_embeds_every_schema_file() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../schema");
    let mut on_disk: Vec<String> = std::fs::read_dir(dir)
        .expect("schema dir")
        .filter_map(Result::ok)
        .filter_map(|e| {
            let p = e.path();
            (p.extension()? == "yaml").then(|| p.file_stem()?.to_str().map(String::from))?
        })
        .collect();
    on_disk.sort();
    let embedded: Vec<String> = shipped().iter().map(|m| m.channel.module.clone()).collect();
    assert_eq!(embedded, on_disk);
}

#[test]
fn errors_name_file_frame_and_field() {
    let bad = shipped_text("interaction").replace(
        "{ key: 3, name: event_name, type: tstr,",
        "{ key: 3, name: event_name, type: flot,",
    );
    let e = errors_of(&bad);
    assert!(
        e.contains("test.yaml: frame INTERACT_EVENT, field event_name: unknown CBOR type `flot`"),
        "{e}"
    );
}

#[test]
fn errors_are_collected_not_first_only() {
    let bad = shipped_text("workflow")
        .replace(
            "enum: effect, required: true",
            "enum: efect, required: true",
        )
        .replace(
            "{ key: 3, name: reason, type: tstr,",
            "{ key: 2, name: reason, type: tstr,",
        );
    let e = errors_of(&bad);
    assert!(e.contains("field effect: no enum named `efect`"), "{e}");
    assert!(e.contains("field reason: duplicate key 2"), "{e}");
}

#[test]
fn rule_references_are_resolved() {
    let bad = shipped_text("interaction")
        .replace("in: [choice, multi_choice]", "in: [choice, multichoice]");
    let e = errors_of(&bad);
    assert!(
        e.contains("rule choice-options-required: `multichoice` is not a value"),
        "{e}"
    );
    let bad = shipped_text("interaction").replace(
        "approval_held, value: 6, message: \"approval held for a human decision\"",
        "approval_held, value: 6",
    );
    assert!(errors_of(&bad).contains("value approval_held: every error code needs its generic"));
    let bad = shipped_text("workflow").replace("code: 0x0108", "code: 0x0005");
    assert!(errors_of(&bad).contains("reserved all-channel"));
    let bad = shipped_text("workflow").replace(
        "envelope: { corr: absent }",
        "envelope: { corr: sometimes }",
    );
    assert!(
        errors_of(&bad).contains("presence must be required, optional or absent"),
        "{}",
        errors_of(&bad)
    );
}

#[test]
fn unknown_schema_keys_are_refused() {
    let bad = shipped_text("interaction")
        .replace("    rust: EventAck\n", "    rust: EventAck\n    rusty: 1\n");
    assert!(
        errors_of(&bad).contains("unknown field `rusty`"),
        "{}",
        errors_of(&bad)
    );
    let bad = shipped_text("interaction").replace("kind: required_when", "kind: required_whenever");
    assert!(
        errors_of(&bad).contains("unknown variant `required_whenever`"),
        "{}",
        errors_of(&bad)
    );
}

#[test]
fn every_check_group_needs_a_basis() {
    let bad = shipped_text("interaction").replace(
        "  nested_keys:\n    basis: strict",
        "  nested_keyz:\n    basis: strict",
    );
    let e = errors_of(&bad);
    assert!(e.contains("checks.nested_keyz: unknown check group"), "{e}");
    assert!(e.contains("checks.nested_keys: missing"), "{e}");
    let bad = shipped_text("interaction")
        .replace("  depth:\n    basis: limit", "  depth:\n    basis: must");
    assert!(errors_of(&bad).contains("checks.depth: a resource bound has basis `limit`"));
    let bad =
        shipped_text("interaction").replacen("        basis: must\n", "        basis: maybe\n", 1);
    assert!(errors_of(&bad).contains("basis `maybe` is not must, strict or limit"));
}

/// A scratch schema exercising the record, map, union and rule constructs, built on the shipped interaction schema.
fn scratch(extra_records: &str, fields: &str, rules: &str) -> String {
    let base = shipped_text("interaction");
    let with_records = base.replacen(
        "errors:\n",
        &format!("records:\n{extra_records}\nerrors:\n"),
        1,
    );
    with_records.replace(
        "      - { key: 2, name: reason, type: uint, enum: cancel_reason, section: \"§6.4\" }\n",
        &format!(
            "      - {{ key: 2, name: reason, type: uint, enum: cancel_reason, section: \"§6.4\" }}\n{fields}    rules:\n{rules}"
        ),
    )
}

const REC: &str = "  item:\n    section: \"§6.4\"\n    fields:\n      - { key: 0, name: id, type: tstr, required: true, section: \"§6.4\" }\n      - { key: 1, name: score, type: uint, section: \"§6.4\" }\n";

#[test]
fn records_arrays_tuples_unions_and_maps_check() {
    let text = scratch(
        REC,
        "      - { key: 3, name: items, type: { array: { record: item } }, section: \"§6.4\" }\n\
         \x20     - { key: 4, name: pair, type: { tuple: [uint, { type: bstr, len: [1, 4] }] }, section: \"§6.4\" }\n\
         \x20     - { key: 5, name: value, type: { union: [int, bstr, bool] }, section: \"§6.4\" }\n\
         \x20     - { key: 6, name: labels, type: { map: { key: tstr, value: tstr } }, len: [0, 8], section: \"§6.4\" }\n\
         \x20     - { key: 7, name: more, type: bool, section: \"§6.4\" }\n\
         \x20     - { key: 8, name: next, type: bstr, section: \"§6.4\" }\n",
        "      - { kind: required_when, id: next-when-more, section: \"§6.4\", basis: strict, field: next, when: { field: more, equals: true } }\n\
         \x20     - { kind: at_least_one, id: items-or-value, section: \"§6.4\", basis: must, fields: [items, value] }\n\
         \x20     - { kind: relation, id: short-next, section: \"§6.4\", basis: strict, left: { len: next }, op: \"<=\", right: { mul: [2, 8] } }\n\
         \x20     - { kind: const, id: more-false, section: \"§6.4\", basis: strict, field: more, value: false }\n",
    );
    let m = match parse("scratch.yaml", &text) {
        Ok(m) => m,
        Err(e) => panic!("{e}"),
    };
    let f = m.frame_named("INTERACT_CANCEL").expect("cancel");
    let items = f.field_named("items").expect("items");
    let Type::Array(el) = &items.value.ty else {
        panic!("{:?}", items.value.ty)
    };
    assert!(matches!(el.ty, Type::Record(_)));
    let pair = f.field_named("pair").expect("pair");
    let Type::Tuple(els) = &pair.value.ty else {
        panic!()
    };
    assert_eq!(els[1].len, Some((1, Some(4))));
    assert_eq!(f.body.rules.len(), 4);
    assert!(matches!(
        f.body.rules[2].kind,
        RuleKind::Relation { op: CmpOp::Le, .. }
    ));
    assert_eq!(f.body.rules[1].basis, Basis::Must);
}

#[test]
fn construct_mistakes_are_reported_precisely() {
    let e = errors_of(&scratch(
        REC,
        "      - { key: 3, name: items, type: { array: { record: itme } }, section: \"§6.4\" }\n",
        "",
    ));
    assert!(
        e.contains("field items (items): no record named `itme`"),
        "{e}"
    );
    let e = errors_of(&scratch(
        REC,
        "      - { key: 3, name: v, type: { union: [uint, int] }, section: \"§6.4\" }\n",
        "",
    ));
    assert!(
        e.contains("two union alternatives share a CBOR major type"),
        "{e}"
    );
    let e = errors_of(&scratch(
        REC,
        "      - { key: 3, name: more, type: bool, section: \"§6.4\" }\n",
        "      - { kind: relation, id: r, section: \"§6.4\", basis: strict, left: more, op: \"=<\", right: 1 }\n",
    ));
    assert!(e.contains("`more` is not an integer field"), "{e}");
    assert!(e.contains("unknown comparison `=<`"), "{e}");
    let cyc = "  item:\n    section: \"§6.4\"\n    fields:\n      - { key: 0, name: inner, type: { record: item }, section: \"§6.4\" }\n";
    assert!(errors_of(&scratch(cyc, "", "")).contains("records nest in a cycle: item → item"));
}

#[test]
fn format_rules_check() {
    let fields = "      - { key: 3, name: at, type: tstr, section: \"§6.4\" }\n\
         \x20     - { key: 4, name: sigs, type: { array: tstr }, section: \"§6.4\" }\n\
         \x20     - { key: 5, name: n, type: uint, section: \"§6.4\" }\n";
    let rule = |field: &str, format: &str, clause: &str| {
        format!("      - {{ kind: format, id: f-{field}, section: \"§6.4\", basis: strict, {clause}field: {field}, format: {format} }}\n")
    };
    let c = "clause: \"The reason.\", ";
    let text = scratch(
        "",
        fields,
        &(rule("at", "rfc3339", c) + &rule("sigs", "hex", c)),
    );
    let m = match parse("scratch.yaml", &text) {
        Ok(m) => m,
        Err(e) => panic!("{e}"),
    };
    let f = m.frame_named("INTERACT_CANCEL").expect("cancel");
    let kinds: Vec<_> = f.body.rules.iter().map(|r| &r.kind).collect();
    assert!(matches!(
        kinds[..],
        [
            RuleKind::Format {
                format: TextFormat::Rfc3339,
                ..
            },
            RuleKind::Format {
                format: TextFormat::Hex,
                ..
            }
        ]
    ));
    assert_eq!(f.body.rules[0].kind.rule(), Rule::Format);
    // An unknown format, a field that is no text, a rule without its clause.
    let e = errors_of(&scratch("", fields, &rule("at", "iso8601", c)));
    assert!(
        e.contains(
            "frame INTERACT_CANCEL, rule f-at: unknown text format `iso8601` (known: rfc3339, hex)"
        ),
        "{e}"
    );
    let e = errors_of(&scratch("", fields, &rule("n", "hex", c)));
    assert!(
        e.contains("rule f-n: format applies to a tstr field or an array of tstr; `n` is neither"),
        "{e}"
    );
    let e = errors_of(&scratch("", fields, &rule("at", "rfc3339", "")));
    assert!(
        e.contains("rule f-at: a format rule quotes its clause"),
        "{e}"
    );
    let e = errors_of(&scratch("", fields, &rule("nope", "rfc3339", c)));
    assert!(e.contains("rule f-nope: `nope` is not a field here"), "{e}");
}

#[test]
fn a_transition_an_answer_rule_shadows_is_refused() {
    let text = shipped_text("spatial");
    let anchor = "    answer:\n      - { frame: SPATIAL_QUERY, by: opener, in: [stale]";
    assert!(text.contains(anchor));
    let shadowed = text.replacen(
        anchor,
        &format!("      - {{ frame: SPATIAL_QUERY, by: opener, from: [stale], to: stale, section: \"§5.7\", clause: \"The responder MUST reject (SPATIAL_ERROR, code `StaleCursor`) a `cursor` it no longer recognizes.\" }}\n{anchor}"),
        1,
    );
    let e = errors_of(&shadowed);
    assert!(
        e.contains("exchange cursor: transition SPATIAL_QUERY from [\"stale\"] is never taken: the `answer` rule"),
        "{e}"
    );
}

#[test]
fn drift_exceptions_are_data_with_a_reason() {
    let workflow = shipped_model("workflow").expect("workflow");
    assert!(
        workflow
            .drift_exceptions
            .iter()
            .any(|e| e.path == "frame *, field task_id" && e.aspect == "len"),
        "{:?}",
        workflow.drift_exceptions
    );
    let base = shipped_text("workflow");
    let bad = base.replace(
        "    reason: \"§5.2: \\\"The executor",
        "    reason: \"5.2: \\\"The executor",
    );
    assert_ne!(bad, base, "the workflow exception's reason moved");
    let e = errors_of(&bad);
    assert!(
        e.contains("drift_exceptions[0]: the reason must name the section"),
        "{e}"
    );
    let bad = base.replace("    aspect: \"len\"\n", "    aspect: \"\"\n");
    assert!(
        errors_of(&bad).contains("drift_exceptions[0]: `aspect` may not be empty"),
        "{}",
        errors_of(&bad)
    );
}
