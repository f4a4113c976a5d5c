//! spec-import: the drafts of the two shipped specs parse and equal the shipped
//! schemas in frames, codes, fields, keys, types, requiredness, enums and error
//! codes — apart from a documented list of interpretations; every other
//! difference (rules, bases and clauses, roles, names, messages) is printed.
//! The drafts of all ten specs parse.
#![forbid(unsafe_code)]

mod common;

use common::{schema, shared_text, TEN};
use npamp_schema::{Bound, EnumWire, Model, Presence, Type, Value};

/// Where a shipped schema deliberately differs from what the tables state
/// (the draft follows the tables): `(module, difference prefix, reason)`.
const INTERPRETATIONS: &[(&str, &str, &str)] = &[(
    "workflow",
    "field task_id (",
    "§5.2 \"a non-empty text string\": the shipped schema gives every task_id len [1, ∞) (spec-check exception)",
)];

fn draft(file: &str) -> Option<(String, Model)> {
    let text = shared_text(&format!("npamp/{file}"))?;
    let doc = npamp_spec::parse_named(file, &text);
    let yaml = npamp_spec::import(&doc).unwrap_or_else(|e| panic!("{file}: {e}"));
    match npamp_schema::parse(file, &yaml) {
        Ok(m) => Some((yaml, m)),
        Err(e) => panic!("{file}: the draft does not parse:\n{e}\n{yaml}"),
    }
}

/// A value's type with its enum values, flags bits, ranges and lengths spelled out.
fn sig(m: &Model, v: &Value) -> String {
    let base = match &v.ty {
        Type::Enum(e) => {
            let d = m.enum_def(*e);
            let vals: Vec<String> = d
                .values
                .iter()
                .map(|x| format!("{}={}", x.raw.as_uint().unwrap_or_default(), x.name))
                .collect();
            format!(
                "enum[{}]{}",
                vals.join(","),
                if d.wire == EnumWire::Tstr { "tstr" } else { "" }
            )
        }
        Type::Flags(f) => {
            let d = m.flags_def(*f);
            let bits: Vec<String> = d
                .bits
                .iter()
                .map(|b| format!("{}={}", b.bit, b.name))
                .collect();
            format!("flags[{}]", bits.join(","))
        }
        Type::Array(i) => format!("array of {}", sig(m, i)),
        Type::Tuple(vs) => format!(
            "tuple[{}]",
            vs.iter().map(|x| sig(m, x)).collect::<Vec<_>>().join("; ")
        ),
        Type::Union(vs) => {
            let mut a: Vec<String> = vs.iter().map(|x| sig(m, x)).collect();
            a.sort();
            format!("union[{}]", a.join("; "))
        }
        Type::Map { key, value } => format!("map {} → {}", sig(m, key), sig(m, value)),
        t => t.describe(m),
    };
    let range = match v.range {
        Some((Bound::Int(a), Bound::Int(b))) => format!(" range [{a}, {b}]"),
        Some(_) => " float range".into(),
        None => String::new(),
    };
    let len = v.len.map_or(String::new(), |(a, b)| {
        format!(" len [{a}, {}]", b.map_or("∞".into(), |x| x.to_string()))
    });
    format!("{base}{range}{len}")
}

fn presence(p: Presence) -> &'static str {
    match p {
        Presence::Required => "required",
        Presence::Optional => "optional",
        Presence::Absent => "absent",
    }
}

/// (must-equal differences, other differences).
fn compare(d: &Model, s: &Model) -> (Vec<String>, Vec<String>) {
    let (mut must, mut other) = (Vec::new(), Vec::new());
    for (a, b) in [(d, s), (s, d)] {
        let side = if std::ptr::eq(a, d) {
            "draft"
        } else {
            "shipped"
        };
        for f in &a.frames {
            if b.frame_by_code(f.code).is_none() {
                must.push(format!(
                    "frame 0x{:04X} {} only in the {side}",
                    f.code, f.name
                ));
            }
        }
    }
    for f in &s.frames {
        let Some(g) = d.frame_by_code(f.code) else {
            continue;
        };
        if g.name != f.name {
            must.push(format!(
                "frame 0x{:04X}: name {} vs {}",
                f.code, g.name, f.name
            ));
        }
        let row = |m: &Model, x: &npamp_schema::Field| {
            format!(
                "field {} ({}) {} {}",
                x.name,
                x.key,
                sig(m, &x.value),
                presence(x.presence)
            )
        };
        let dr: Vec<String> = g.body.fields.iter().map(|x| row(d, x)).collect();
        let sr: Vec<String> = f.body.fields.iter().map(|x| row(s, x)).collect();
        for x in dr.iter().filter(|x| !sr.contains(x)) {
            must.push(format!("frame {}: draft {x}", f.name));
        }
        for x in sr.iter().filter(|x| !dr.contains(x)) {
            must.push(format!("frame {}: shipped {x}", f.name));
        }
        for (what, a, b) in [
            ("rust", g.rust.clone(), f.rust.clone()),
            ("role", g.role.as_str().into(), f.role.as_str().into()),
            ("section", g.section.clone(), f.section.clone()),
            (
                "replies",
                format!("{:?}", names(d, &g.reply_frames())),
                format!("{:?}", names(s, &f.reply_frames())),
            ),
            (
                "answers",
                format!("{:?}", names(d, &g.answers)),
                format!("{:?}", names(s, &f.answers)),
            ),
            (
                "withdraws",
                format!("{:?}", names(d, &g.withdraws)),
                format!("{:?}", names(s, &f.withdraws)),
            ),
            (
                "reply_when",
                format!("{:?}", g.reply_when.is_some()),
                format!("{:?}", f.reply_when.is_some()),
            ),
            (
                "rules",
                g.body.rules.len().to_string(),
                f.body.rules.len().to_string(),
            ),
        ] {
            if a != b {
                other.push(format!("frame {}: {what} draft {a} / shipped {b}", f.name));
            }
        }
    }
    enums(d, s, &mut must, &mut other);
    for g in npamp_schema::Group::ALL
        .iter()
        .filter(|g| g.in_checks_table())
    {
        let (a, b) = (d.check(*g), s.check(*g));
        if a.basis != b.basis || a.clause != b.clause || a.section != b.section {
            other.push(format!(
                "checks.{g}: draft {:?} {} / shipped {:?} {} (clause differs: {})",
                a.basis,
                a.section,
                b.basis,
                b.section,
                a.clause != b.clause
            ));
        }
    }
    (must, other)
}

fn names(m: &Model, ids: &[npamp_schema::FrameId]) -> Vec<String> {
    let mut v: Vec<String> = ids.iter().map(|i| m.frame(*i).name.clone()).collect();
    v.sort();
    v
}

/// Enums by their values (names are an interpretation: printed), error codes exactly.
fn enums(d: &Model, s: &Model, must: &mut Vec<String>, other: &mut Vec<String>) {
    let vals = |_: &Model, e: &npamp_schema::EnumDef| -> String {
        e.values
            .iter()
            .map(|x| {
                format!(
                    "{}={}{}",
                    x.raw.as_uint().unwrap_or_default(),
                    x.name,
                    x.terminal
                        .map_or("", |t| if t { "(terminal)" } else { "(running)" })
                )
            })
            .collect::<Vec<_>>()
            .join(",")
            + &format!(
                " unassigned {:?} private {:?} treat_as {:?} ignore {} missing {:?}",
                e.unassigned,
                e.private_use,
                e.unrecognized
                    .treat_as
                    .and_then(|i| e.values.get(i))
                    .map(|v| &v.name),
                e.unrecognized.ignore,
                e.missing.and_then(|i| e.values.get(i)).map(|v| &v.name)
            )
    };
    for e in &s.enums {
        match d.enums.iter().find(|x| vals(d, x) == vals(s, e)) {
            Some(x) if x.name != e.name => {
                other.push(format!("enum {}: named {} in the draft", e.name, x.name))
            }
            Some(_) => {}
            None => must.push(format!(
                "enum {}: {} has no equal in the draft",
                e.name,
                vals(s, e)
            )),
        }
    }
    for e in &d.enums {
        if !s.enums.iter().any(|x| vals(s, x) == vals(d, e)) {
            must.push(format!(
                "draft enum {}: {} has no equal in the shipped schema",
                e.name,
                vals(d, e)
            ));
        }
    }
    let codes = |m: &Model| {
        m.error_enum()
            .values
            .iter()
            .map(|v| (v.raw.as_uint(), v.name.clone()))
            .collect::<Vec<_>>()
    };
    if codes(d) != codes(s) {
        must.push(format!(
            "error codes: draft {:?} / shipped {:?}",
            codes(d),
            codes(s)
        ));
    }
    let msgs = |m: &Model| {
        m.error_enum()
            .values
            .iter()
            .map(|v| v.message.clone())
            .collect::<Vec<_>>()
    };
    if msgs(d) != msgs(s) {
        other.push(format!(
            "error messages: draft {:?} / shipped {:?}",
            msgs(d),
            msgs(s)
        ));
    }
}

#[test]
fn drafts_of_the_shipped_specs_equal_the_schemas() {
    for (file, module) in [
        ("89_interaction_channel.md", "interaction"),
        ("8a_workflow_channel.md", "workflow"),
    ] {
        let Some((_, d)) = draft(file) else { continue };
        let s = schema(module).expect("shipped schema");
        assert_eq!(
            (
                d.channel.id,
                &d.channel.spec,
                &d.channel.doc_id,
                &d.channel.module
            ),
            (
                s.channel.id,
                &s.channel.spec,
                &s.channel.doc_id,
                &s.channel.module
            )
        );
        assert_eq!(
            (
                &d.channel.purpose,
                &d.channel.minimum_profile,
                &d.channel.profiles,
                &d.channel.direction
            ),
            (
                &s.channel.purpose,
                &s.channel.minimum_profile,
                &s.channel.profiles,
                &s.channel.direction
            )
        );
        let (must, other) = compare(&d, &s);
        let mut unexplained = Vec::new();
        for x in &must {
            match INTERPRETATIONS
                .iter()
                .find(|(m, p, _)| *m == module && x.contains(p))
            {
                Some((_, _, why)) => println!("{module}: interpretation: {x} — {why}"),
                None => unexplained.push(x.clone()),
            }
        }
        for x in &other {
            println!("{module}: other difference: {x}");
        }
        assert!(unexplained.is_empty(), "{module}: {unexplained:#?}");
    }
}

#[test]
fn drafts_of_all_ten_specs_parse() {
    for (file, module) in TEN {
        let Some((yaml, m)) = draft(file) else {
            continue;
        };
        let todos = yaml
            .lines()
            .filter(|l| l.trim_start().starts_with("# TODO"))
            .count();
        assert_eq!(m.channel.module, module, "{file}");
        println!(
            "{file}: draft parses ({} frames, {} enums, {} records, {todos} TODO lines)",
            m.frames.len(),
            m.enums.len(),
            m.records.len()
        );
    }
}

#[test]
fn drafts_keep_unconverted_requirements_as_todos() {
    let Some((yaml, _)) = draft("89_interaction_channel.md") else {
        return;
    };
    // A recurring MUST shape becomes a rule with its section, clause and basis.
    let rule = yaml
        .find("kind: required_when\n        id: prompt-req-options-required-when")
        .expect("the options rule");
    let tail = yaml.get(rule..).unwrap_or_default();
    assert!(tail.contains("basis: must"), "{tail}");
    assert!(tail.contains("when: { field: prompt_kind, in: [choice, multi_choice] }"));
    assert!(tail.contains("non_empty: true"));
    // A sentence turned into a rule is not repeated as a TODO; one it cannot stays.
    assert!(!yaml.contains("# TODO §6.2: REQUIRED when `prompt_kind`"));
    // Prose that concerns no single frame is at the top, with its class.
    assert!(yaml
        .contains("# TODO §4.3 (frame rule): A receiver MUST ignore an unrecognized integer key"));
    // What no schema states is said so.
    assert!(yaml.contains("# out of scope §2: A peer MUST enable the Interaction channel only at the Standard profile"), "{yaml}");
    // A sentence turned into schema (a check clause) is not repeated as a TODO.
    assert!(!yaml.contains("# TODO §4.1: A receiver MUST reject, with INTERACT_ERROR"));
}

#[test]
fn import_refuses_a_text_that_is_no_companion_spec() {
    let doc = npamp_spec::parse("# Notes\n\nNothing here.\n");
    assert_eq!(
        npamp_spec::import(&doc),
        Err(npamp_spec::ImportError::NoFrameTable)
    );
}
