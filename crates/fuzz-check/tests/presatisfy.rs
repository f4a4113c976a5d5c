//! `gen::presatisfy` fixes the top-level presence rules a generated frame
//! breaks before the oracle is first asked (each break the oracle finds
//! costs one more oracle call per execution).
#![forbid(unsafe_code)]

use npamp_fuzz_check::gen::{presatisfy, Gen, Mode};
use npamp_fuzz_check::Chan;
use npamp_oracle::{encode_value, Ruling};
use npamp_schema::{Profile, RuleKind};
use npamp_testkit::span::Rng;

/// Whether the oracle's first refusal of the value names a rule
/// `presatisfy` handles (top level: no `each`).
fn presence_refusal(chan: &Chan, frame: &npamp_schema::Frame, v: &ciborium::Value) -> bool {
    let Ruling::Reject(r) = chan
        .oracle
        .check(frame.code, &encode_value(v), Profile::Strict)
    else {
        return false;
    };
    let Some(id) = r.rule_id.as_deref() else {
        return false;
    };
    frame.body.rules.iter().any(|x| {
        x.id == id
            && matches!(
                x.kind,
                RuleKind::RequiredWhen { each: None, .. }
                    | RuleKind::PresentIff { each: None, .. }
                    | RuleKind::AbsentUnless { each: None, .. }
                    | RuleKind::AtLeastOne { .. }
            )
    })
}

#[test]
fn presence_rules_are_fixed_before_the_oracle_is_asked() {
    let (mut before, mut after, mut frames) = (0usize, 0usize, 0usize);
    for chan in Chan::all() {
        let mut rng = Rng(0x9e5a ^ chan.index as u64);
        for frame in &chan.model().frames {
            for _ in 0..40 {
                let data = rng.bytes(80);
                let mut u = arbitrary::Unstructured::new(&data);
                let mut g = Gen::new(chan.model(), &mut u, Mode::Valid);
                let mut v = g.frame(frame);
                frames += 1;
                before += usize::from(presence_refusal(chan, frame, &v));
                presatisfy(&mut g, frame, &mut v);
                after += usize::from(presence_refusal(chan, frame, &v));
            }
        }
    }
    eprintln!("{frames} frames: {before} refused for a presence rule before, {after} after");
    assert!(
        before >= 50,
        "too few breaks to judge ({before} of {frames})"
    );
    assert!(after * 10 <= before, "{after} of {before} still broken");
}
