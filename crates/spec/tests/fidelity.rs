//! Each of the ten drafts (from the text alone) held against the committed
//! schema of the same spec (`npamp_spec::fidelity`): the per-spec table of MUST
//! sentences by class, rules and exchange transitions matched, and floors under
//! what the drafts reach today, so a regression of the importer fails here.
#![forbid(unsafe_code)]

mod common;

use common::{schema, shared_text, TEN};
use npamp_spec::fidelity::Aspect;
use npamp_spec::MustClass;

#[test]
fn drafts_hold_the_committed_rules_and_transitions() {
    let mut rows = Vec::new();
    for (file, module) in TEN {
        let Some(text) = shared_text(&format!("npamp/{file}")) else {
            return;
        };
        let Some(committed) = schema(module) else {
            continue;
        };
        let doc = npamp_spec::parse_named(file, &text);
        let draft = npamp_spec::import_draft(&doc).expect("a draft");
        for n in &draft.notes {
            println!("{module}: note: {n}");
        }
        let model = npamp_schema::parse(file, &draft.yaml).expect("the draft checks");
        let f = npamp_spec::fidelity(&model, &committed);
        println!("{f}");
        let count = |c: MustClass| draft.classified.iter().filter(|m| m.class == c).count();
        let classes: Vec<usize> = MustClass::ALL.iter().map(|c| count(*c)).collect();
        let drafted = draft.classified.iter().filter(|m| m.drafted).count();
        for m in draft
            .classified
            .iter()
            .filter(|m| m.class == MustClass::Unclassified)
        {
            println!("{module}: unclassified {}: {}", m.section, m.sentence);
        }
        rows.push((
            module,
            classes,
            drafted,
            f.tally(Aspect::Rule),
            f.tally(Aspect::Transition),
        ));
    }
    let heads: Vec<&str> = MustClass::ALL.iter().map(|c| c.as_str()).collect();
    println!(
        "| spec | MUST sentences | {} | drafted | rules matched / committed | transitions matched / committed |",
        heads.join(" | ")
    );
    println!("|---|---:|{}---:|---:|---:|", "---:|".repeat(heads.len()));
    let (mut rm, mut rc, mut tm, mut tc) = (0, 0, 0, 0);
    for (m, classes, drafted, r, t) in &rows {
        let total: usize = classes.iter().sum();
        let cells: Vec<String> = classes.iter().map(usize::to_string).collect();
        println!(
            "| {m} | {total} | {} | {drafted} | {}/{} | {}/{} |",
            cells.join(" | "),
            r.matched,
            r.committed,
            t.matched,
            t.committed
        );
        rm += r.matched;
        rc += r.committed;
        tm += t.matched;
        tc += t.committed;
    }
    println!("| all | {rm}/{rc} | {tm}/{tc} |");
    if rc > 0 {
        // Today: 39 of 40 rules, 94 of 122 transitions (the crate README's table).
        assert!(rm >= 39, "rules {rm}/{rc}");
        assert!(tm >= 94, "transitions {tm}/{tc}");
    }
}

/// Every MUST sentence of the ten specs in its class (printed for review).
#[test]
fn every_must_sentence_is_classified() {
    for (file, module) in TEN {
        let Some(text) = shared_text(&format!("npamp/{file}")) else {
            return;
        };
        let doc = npamp_spec::parse_named(file, &text);
        let draft = npamp_spec::import_draft(&doc).expect("a draft");
        for m in &draft.classified {
            println!(
                "{module} {} [{}{}] {}",
                m.section,
                m.class.as_str(),
                if m.drafted { ", drafted" } else { "" },
                m.sentence
            );
        }
        let open: Vec<&npamp_spec::Must> = draft
            .classified
            .iter()
            .filter(|m| m.class == MustClass::Unclassified)
            .collect();
        assert!(open.is_empty(), "{module}: {open:#?}");
    }
}

/// The committed Interaction schema's text, and its model after `edit`.
fn interaction(
    edit: impl Fn(&str) -> String,
) -> Option<(npamp_schema::Model, npamp_schema::Model)> {
    let path = common::here().join("../../schema/interaction.yaml");
    let text = std::fs::read_to_string(path).ok()?;
    let committed = npamp_schema::parse("interaction.yaml", &text).ok()?;
    let edited = npamp_schema::parse("edited.yaml", &edit(&text)).expect("the edited copy checks");
    Some((edited, committed))
}

fn tally(f: &npamp_spec::Fidelity, a: Aspect) -> (usize, usize, usize, usize, usize) {
    let t = f.tally(a);
    (t.committed, t.matched, t.differs, t.missing, t.extra)
}

#[test]
fn a_schema_against_itself_matches_everything() {
    let Some((same, committed)) = interaction(str::to_string) else {
        return;
    };
    let f = npamp_spec::fidelity(&same, &committed);
    for a in Aspect::ALL {
        let (c, m, d, x, e) = tally(&f, a);
        assert_eq!((m, d, x, e), (c, 0, 0, 0), "{a:?}\n{f}");
    }
    assert_eq!(tally(&f, Aspect::Transition).0, 8);
}

#[test]
fn rules_compare_by_meaning_then_by_basis() {
    // `present_iff` written as its two halves is the same rule.
    let halves = |t: &str| {
        t.replace(
            "      - kind: present_iff\n        id: approval-id-iff-held\n",
            "      - kind: required_when\n        id: approval-id-required\n        section: \"§8.1\"\n        basis: strict\n        field: approval_id\n        when: { field: code, in: [approval_held] }\n      - kind: absent_unless\n        id: approval-id-iff-held\n",
        )
    };
    let Some((split, committed)) = interaction(halves) else {
        return;
    };
    let f = npamp_spec::fidelity(&split, &committed);
    assert_eq!(tally(&f, Aspect::Rule), (4, 4, 0, 0, 0), "{f}");
    // Another basis: the same meaning differs.
    let must = |t: &str| {
        t.replace(
            "        id: approval-id-iff-held\n        section: \"§8.1\"\n        basis: strict",
            "        id: approval-id-iff-held\n        section: \"§8.1\"\n        basis: must",
        )
    };
    let (other, committed) = interaction(must).expect("checked above");
    let f = npamp_spec::fidelity(&other, &committed);
    assert_eq!(tally(&f, Aspect::Rule), (4, 3, 1, 0, 0), "{f}");
    assert!(
        f.to_string()
            .contains("basis: committed strict; draft must"),
        "{f}"
    );
}

#[test]
fn transitions_compare_edge_by_edge_under_a_state_map() {
    // A state named otherwise is the same state.
    let renamed = |t: &str| t.replace("prompting", "asking");
    let Some((other, committed)) = interaction(renamed) else {
        return;
    };
    let f = npamp_spec::fidelity(&other, &committed);
    assert_eq!(tally(&f, Aspect::Transition), (8, 8, 0, 0, 0), "{f}");
    assert!(f
        .machines
        .iter()
        .any(|(_, _, map)| map.contains(&("asking".into(), "prompting".into()))));
    // A from-state dropped: the transition differs; a transition dropped: missing.
    let narrower = |t: &str| {
        t.replace(
            "from: [prompting, approving, awaiting_ack], to: done",
            "from: [prompting, approving], to: done",
        )
        .replace(
            "      - { frame: INTERACT_CANCEL, by: opener, from: [prompting, approving], to: withdrawn,",
            "      # - { frame: INTERACT_CANCEL, by: opener, from: [prompting, approving], to: withdrawn,",
        )
    };
    let (other, committed) = interaction(narrower).expect("checked above");
    let f = npamp_spec::fidelity(&other, &committed);
    let (c, m, d, x, _) = tally(&f, Aspect::Transition);
    assert_eq!((c, m, d, x), (8, 6, 1, 1), "{f}");
    assert!(
        f.to_string().contains("the draft lacks from awaiting_ack"),
        "{f}"
    );
}

#[test]
fn the_committed_frames_take_another_schema_s_exchanges() {
    let path = common::here().join("../../schema/interaction.yaml");
    let Ok(text) = std::fs::read_to_string(path) else {
        return;
    };
    let other = text.replace("name: request\n", "name: asked\n");
    let spliced = npamp_spec::with_exchanges(&text, &other);
    let m = npamp_schema::parse("spliced.yaml", &spliced).expect("checks");
    assert_eq!(m.exchanges.len(), 1);
    assert_eq!(m.exchanges[0].name, "asked");
    assert_eq!(m.frames.len(), 8);
    // No exchanges on the other side: none on the result.
    let bare = npamp_spec::with_exchanges(&text, "channel: {}\n");
    assert!(npamp_schema::parse("bare.yaml", &bare)
        .expect("checks")
        .exchanges
        .is_empty());
}
