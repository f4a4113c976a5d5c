//! `npamp_codegen::api`: planted schema changes, generated and compared as
//! `cargo xtask api-diff` compares the golden snapshots. The plants go
//! through the generator (a schema model changed in memory), so the test
//! sees what a spec revision would produce, for every shipped channel.
#![forbid(unsafe_code)]

use npamp_codegen::api::{diff, diff_files, public_api, report, Api, Change, Severity};
use npamp_schema::{EnumRaw, EnumValue, Field, Model, Presence, Type, Value};

fn api_of(m: &Model) -> Api {
    let src = npamp_codegen::generate_pretty(m).expect("the shipped schema generates");
    public_api(&src).expect("the generated code parses")
}

fn only(changes: &[Change], item: &str) -> Vec<Change> {
    changes.iter().filter(|c| c.item == item).cloned().collect()
}

/// A frame's change, and the same change to its `<Frame>Body` record when
/// another frame embeds its body, and the `with_…` setter of a new optional
/// field on both (compatible): nothing else.
fn frame_changes(changes: &[Change], item: &str, setter: &str) -> Change {
    let mine = only(changes, item);
    assert_eq!(mine.len(), 1, "{item}: {changes:#?}");
    let body = format!("{item}Body");
    let added_setter = |c: &Change| {
        (c.item == format!("{item}::{setter}") || c.item == format!("{body}::{setter}"))
            && c.what == "fn added"
            && c.severity == Severity::Compatible
    };
    for c in changes {
        assert!(
            c.item == item || (c.item == body && c.what == mine[0].what) || added_setter(c),
            "{item}: unexpected {c:#?}"
        );
    }
    assert!(
        changes
            .iter()
            .any(|c| c.item == format!("{item}::{setter}")),
        "{item}: no `{setter}` added: {changes:#?}"
    );
    mine[0].clone()
}

#[test]
fn unchanged_schema_reports_no_change() {
    for m in npamp_schema::shipped() {
        let a = api_of(m);
        assert!(
            a.len() > 50,
            "{}: {} public items only",
            m.channel.module,
            a.len()
        );
        assert!(diff(&a, &a).is_empty(), "{}", m.channel.module);
    }
}

#[test]
fn a_removed_field_is_breaking() {
    // The plant is a schema edit: the last line of each schema that declares
    // a required field is deleted; an edit the checker refuses (a rule that
    // names the field) is skipped.
    let mut planted = 0;
    for src in npamp_schema::shipped_sources() {
        let lines: Vec<&str> = src.text.lines().collect();
        let edit = |at: usize| -> String {
            let mut t = String::new();
            for (i, l) in lines.iter().enumerate() {
                if i != at {
                    t.push_str(l);
                    t.push('\n');
                }
            }
            t
        };
        // The last field line the checker accepts the schema without.
        let Some((name, m2)) = lines
            .iter()
            .enumerate()
            .rev()
            .filter(|(_, l)| l.trim_start().starts_with("- { key:") && l.contains("required: true"))
            .find_map(|(at, l)| {
                let name = l.split("name:").nth(1)?.split(',').next()?.trim();
                let m2 = npamp_schema::parse(src.path, &edit(at)).ok()?;
                Some((name, m2))
            })
        else {
            continue;
        };
        let m = npamp_schema::shipped_model(src.module).expect("shipped");
        let changes = diff(&api_of(m), &api_of(&m2));
        assert!(
            !changes.is_empty(),
            "{}: `{name}` removed, no change",
            src.module
        );
        // Every change is breaking, and one of them is the field's removal
        // (others follow from it: a `<Frame>Body` record that embeds it, the
        // constructor's signature); the strict-check table, which names the
        // fields, changes its value only (compatible).
        let table = format!("{}::STRICT_CHECKS", src.module);
        assert!(
            changes
                .iter()
                .all(|c| c.severity == Severity::Breaking || c.item == table),
            "{changes:#?}"
        );
        assert!(
            changes
                .iter()
                .any(|c| c.item.ends_with("::new") && c.what.starts_with("signature")),
            "{}: `new` keeps its signature: {changes:#?}",
            src.module
        );
        let removal = format!("field `{name}: ");
        let c = changes
            .iter()
            .find(|c| c.what.starts_with(&removal) && c.what.ends_with("removed"))
            .unwrap_or_else(|| panic!("{}: no removal of `{name}`: {changes:#?}", src.module));
        assert_eq!(
            c.reason,
            "code that reads, matches or builds the field no longer compiles"
        );
        planted += 1;
    }
    assert!(planted >= 3, "only {planted} schemas took the plant");
}

#[test]
fn a_new_optional_field_breaks_struct_literals_and_says_why() {
    // Three channels are enough to show it (each generates twice).
    for m in npamp_schema::shipped().iter().take(3) {
        let mut m2 = m.clone();
        let frame = &mut m2.frames[0];
        let key = frame.body.fields.iter().map(|f| f.key).max().unwrap_or(0) + 1;
        let template = frame.body.fields.last().expect("a field").clone();
        frame.body.fields.push(Field {
            key,
            name: "planted_note".into(),
            value: Value::plain(
                Type::Tstr,
                template.value.range_basis,
                template.value.len_basis,
            ),
            presence: Presence::Optional,
            role: None,
            non_empty: false,
            section: template.section.clone(),
            doc: None,
            ignore_inner: None,
        });
        let item = format!("{}::{}", m.channel.module, frame.rust);
        let changes = diff(&api_of(m), &api_of(&m2));
        let c = &frame_changes(&changes, &item, "with_planted_note");
        assert_eq!(
            c.what,
            "optional field `planted_note: Option<&'a str>` added"
        );
        // The documented decision: generated structs are exhaustive, so even
        // an optional field breaks a struct literal (not `new` / `with_…`).
        assert_eq!(c.severity, Severity::Breaking);
        assert!(
            c.reason.contains("exhaustive") && c.reason.contains("E0063"),
            "{}",
            c.reason
        );
        assert!(c
            .reason
            .contains("only decodes and reads frames is unaffected"));
        assert!(c.reason.contains("`new`, `with_…` or struct update"));
    }
}

#[test]
fn a_new_enum_value_is_compatible_and_a_removed_frame_breaking() {
    let m = &npamp_schema::shipped()[0];
    let mut m2 = m.clone();
    let e = m2
        .enums
        .iter_mut()
        .find(|e| e.values.iter().all(|v| v.raw.as_uint().is_some()))
        .expect("a uint enum");
    let next = e
        .values
        .iter()
        .filter_map(|v| v.raw.as_uint())
        .max()
        .unwrap_or(0)
        + 1;
    e.values.push(EnumValue {
        name: "planted_value".into(),
        raw: EnumRaw::Uint(next),
        message: None,
        terminal: None,
        doc: None,
    });
    let ty = format!("{}::{}", m.channel.module, e.rust);
    let changes = diff(&api_of(m), &api_of(&m2));
    let added = only(&changes, &ty);
    assert_eq!(added.len(), 1, "{changes:#?}");
    assert_eq!(added[0].what, "variant `PlantedValue` added");
    assert_eq!(added[0].severity, Severity::Compatible);
    assert!(added[0].reason.contains("#[non_exhaustive]"));
    assert!(changes.iter().all(|c| c.severity == Severity::Compatible));

    // A whole snapshot removed (a channel dropped): every item is breaking.
    let src = npamp_codegen::generate_pretty(m).expect("generates");
    let gone = diff_files(&[(m.channel.module.clone(), Some(src), None)]).expect("parses");
    assert!(!gone.is_empty());
    assert!(gone.iter().all(|c| c.severity == Severity::Breaking));
    let text = report(&gone);
    assert!(
        text.ends_with(&format!("{0} change(s), {0} breaking\n", gone.len())),
        "{text}"
    );
}
