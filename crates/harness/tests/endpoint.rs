//! The generic endpoint (`npamp_harness::endpoint`): live runs of every
//! shipped channel graded clean by the generic monitor and covering every
//! transition its schema declares (and every other requirement but those
//! only a faulty sender exercises); each planted bug flagged with the
//! requirement it breaks, in live runs and by the fuzz driver.
#![forbid(unsafe_code)]

use npamp_harness::endpoint::{channels, check_model_exchange_on, live, ModelPlant};
use npamp_harness::machine::{requirements, transition_id};
use npamp_schema::{CounterKind, Model, Side};
use std::collections::BTreeSet;

/// Seeds per opening in the live runs (enough for every transition).
const SEEDS: u64 = 96;

/// The requirement ids of `m`'s machine transitions the random endpoint
/// takes. A transition taken only when an `if:` relation holds across
/// requests (a MAY, such as an idempotent retry answered with the existing
/// task) needs a matching earlier request: the committed transcripts cover
/// it, the random endpoint does not.
fn transition_ids(m: &Model) -> BTreeSet<String> {
    m.exchanges
        .iter()
        .flat_map(|x| {
            x.transitions
                .iter()
                .filter(|t| t.guard.is_none())
                .map(move |t| transition_id(m, x, t))
        })
        .collect()
}

/// The ids of the transitions the random endpoint does not take (see
/// [`transition_ids`]).
fn guarded_ids(m: &Model) -> BTreeSet<String> {
    m.exchanges
        .iter()
        .flat_map(|x| {
            x.transitions
                .iter()
                .filter(|t| t.guard.is_some())
                .map(move |t| transition_id(m, x, t))
        })
        .collect()
}

#[test]
fn every_channel_runs_clean_and_covers_its_transitions() {
    let ms = channels();
    assert_eq!(
        ms.len(),
        npamp_schema::shipped().len(),
        "every shipped channel has a generated codec and runs"
    );
    // What the committed transcripts exercise: a transition or requirement
    // the generic endpoint does not reach (a reply only an implementation's
    // own state draws) is covered there instead, and must be.
    let recorded: BTreeSet<String> =
        npamp_harness::transcript::run_dir(&npamp_harness::transcript::transcripts_dir(), None)
            .into_iter()
            .flat_map(|t| t.covered)
            .collect();
    let mut failures = Vec::new();
    for m in ms {
        let r = live(m, ModelPlant::NONE, SEEDS);
        let all: BTreeSet<String> = requirements(m).into_iter().map(|q| q.id).collect();
        let ts = transition_ids(m);
        let distinct_transitions: usize = m
            .exchanges
            .iter()
            .flat_map(|x| &x.transitions)
            .filter(|t| t.guard.is_none())
            .count();
        let guarded = guarded_ids(m);
        // One id per transition (two transitions never share one).
        assert_eq!(ts.len(), distinct_transitions, "{}: {ts:?}", r.module);
        let covered_ts = ts.intersection(&r.covered).count();
        let covered_all = all.intersection(&r.covered).count();
        let elsewhere = all
            .difference(&r.covered)
            .filter(|id| recorded.contains(*id))
            .count();
        eprintln!(
            "{:<12} {:>4} runs {:>5} frames  requirements {:>2}/{:<2} (+{elsewhere} by transcripts)  transitions {:>2}/{:<2}",
            r.module,
            r.runs,
            r.frames,
            covered_all,
            all.len(),
            covered_ts,
            ts.len()
        );
        if let Some((run, f)) = r.findings.first() {
            failures.push(format!(
                "{}: {} findings, first in `{run}`: {} at frame {}: {}",
                r.module,
                r.findings.len(),
                f.requirement,
                f.at,
                f.detail
            ));
        }
        let missing: Vec<&String> = ts
            .difference(&r.covered)
            .filter(|id| !recorded.contains(*id))
            .collect();
        if !missing.is_empty() {
            failures.push(format!(
                "{}: transitions not covered: {missing:?}",
                r.module
            ));
        }
        // Everything else too, but what only a faulty sender exercises (a
        // frame out of state, a counter exceeded: the plants' business).
        let faulty = [
            ".out-of-state",
            ".exceeded",
            ".forbidden",
            ".crossing",
            ".owed",
            ".reopened",
        ];
        // What a value rule's break owes is exercised only by a break.
        let owed_by_breaks: BTreeSet<String> = m
            .exchanges
            .iter()
            .flat_map(|x| {
                x.values
                    .iter()
                    .filter(|r| r.answer.is_some())
                    .map(move |r| format!("{}.{}.answered", x.name, r.name))
            })
            .collect();
        let rest: Vec<&String> = all
            .iter()
            .filter(|id| !faulty.iter().any(|k| id.ends_with(k)))
            .filter(|id| !owed_by_breaks.iter().any(|k| id.ends_with(k.as_str())))
            .filter(|id| !guarded.contains(*id))
            .filter(|id| !r.covered.contains(*id) && !recorded.contains(*id))
            .collect();
        if !rest.is_empty() {
            failures.push(format!("{}: requirements not covered: {rest:?}", r.module));
        }
        assert!(r.runs > 0 && r.frames > r.runs, "{}: nothing ran", r.module);
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The requirement a plant must be flagged with on a channel, checked by
/// hand against the schemas (`None`: the channel lacks what the plant
/// breaks).
fn expected(plant: &str, module: &str) -> Option<&'static [&'static str]> {
    let ids: &'static [&'static str] = match (plant, module) {
        // Credit: at zero the subscription is `paused` (`at_zero`), where no
        // UPDATE / OBSERVE / REPORT is a transition.
        ("ignore-counter", "knowledge") => &["8b/8/subscription.out-of-state"],
        ("ignore-counter", "sensory") => &["82/9/subscription.out-of-state"],
        ("ignore-counter", "telemetry") => &["87/9/subscription.out-of-state"],
        // Windows: STREAM_DATA past either direction's limit.
        ("ignore-counter" | "raise-as-add", "stream") => &[
            "80/6.2/sub_stream.opener-window",
            "80/6.2/sub_stream.responder-window",
        ],
        // A frame on an instance that has ended is out of its machine's state.
        ("after-terminal", "immune") => &["85/5.1/request.out-of-state"],
        ("after-terminal", "interaction") => &["89/5.2/request.out-of-state"],
        ("after-terminal", "knowledge") => &[
            "8b/8/subscription.out-of-state",
            "8b/5.2/query.out-of-state",
        ],
        ("after-terminal", "memory") => &["81/5.2/operation.out-of-state"],
        ("after-terminal", "sensory") => &["82/9/subscription.out-of-state"],
        ("after-terminal", "settlement") => &["86/7/operation.out-of-state"],
        // (a snapshot after its query ended answers no outstanding request).
        ("after-terminal", "spatial") => {
            &["83/6.1/query.out-of-state", "83/5.6/spatial_query.replies"]
        }
        ("after-terminal", "stream") => &["80/7.4/sub_stream.out-of-state"],
        ("after-terminal", "telemetry") => &["87/9/subscription.out-of-state"],
        ("after-terminal", "workflow") => {
            &["8a/7/task.out-of-state", "8a/5.1/operation.out-of-state"]
        }
        // Keys of the other peer's parity: the STREAM_OPEN is refused.
        ("wrong-parity", "stream") => &["80/6.1/sub_stream.parity"],
        // An owed answer never sent: the error a refused request is owed
        // (each channel's error section), or an `answer` rule's reply.
        ("skip-owed", "immune") => &[
            "85/8/malformed-request.answered",
            "85/8/unknown-operation.answered",
        ],
        ("skip-owed", "interaction") => &[
            "89/8/malformed-request.answered",
            "89/8/unknown-operation.answered",
        ],
        ("skip-owed", "knowledge") => &[
            "8b/9/malformed-request.answered",
            "8b/9/subscription.knowledge_credit.answered",
        ],
        ("skip-owed", "memory") => &[
            "81/8/malformed-request.answered",
            "81/8/unknown-operation.answered",
        ],
        ("skip-owed", "sensory") => &[
            "82/8/malformed-request.answered",
            "82/8/subscription.sensory_credit.answered",
        ],
        ("skip-owed", "settlement") => &[
            "86/8/malformed-request.answered",
            "86/8/unknown-operation.answered",
        ],
        ("skip-owed", "spatial") => &["83/7/malformed-request.answered"],
        ("skip-owed", "stream") => &[
            "80/8/malformed-request.answered",
            "80/5.1/sub_stream.stream_open.answered",
        ],
        ("skip-owed", "telemetry") => &[
            "87/8/malformed-request.answered",
            "87/7/subscription.telemetry_credit.answered",
        ],
        ("skip-owed", "workflow") => &[
            "8a/6.3/task.workflow_cancel_req.answered",
            "8a/8/malformed-request.answered",
            "8a/6.2/task.workflow_status_req.answered",
        ],
        _ => return None,
    };
    Some(ids)
}

/// Whether the model has what `plant` breaks (read from the model, so that
/// the hand-written table above cannot silently skip a channel).
fn has_construct(plant: &str, m: &Model) -> bool {
    match plant {
        "ignore-counter" => m.exchanges.iter().any(|x| !x.counters.is_empty()),
        "after-terminal" => !m.exchanges.is_empty(),
        "wrong-parity" => m.exchanges.iter().any(|x| x.parity.is_some()),
        "skip-owed" => m.frames.iter().any(|f| !f.replies.is_empty()),
        "raise-as-add" => m.exchanges.iter().any(|x| {
            x.counters
                .iter()
                .any(|c| c.kind == CounterKind::Limit && c.add.is_some())
        }),
        _ => false,
    }
}

#[test]
fn each_plant_is_flagged_with_the_requirement_it_breaks() {
    let mut failures = Vec::new();
    for (name, plant) in ModelPlant::EACH {
        let mut channels_with = 0;
        for m in channels() {
            let module = m.channel.module.as_str();
            let want = expected(name, module);
            assert_eq!(
                want.is_some(),
                has_construct(name, m),
                "{name} on {module}: the table and the model disagree"
            );
            let Some(want) = want else { continue };
            channels_with += 1;
            let r = live(m, plant, 8);
            let got: BTreeSet<&str> = r
                .findings
                .iter()
                .map(|(_, f)| f.requirement.as_str())
                .collect();
            eprintln!(
                "{name:<15} {module:<12} {} findings, ids {got:?}",
                r.findings.len()
            );
            if !want.iter().any(|w| got.contains(w)) {
                failures.push(format!(
                    "{name} on {module}: expected one of {want:?}, got {got:?}"
                ));
            }
        }
        assert!(channels_with > 0, "{name}: no channel has its construct");
    }
    // Sanity: the machines' sides are what the table assumes.
    assert!(channels()
        .iter()
        .flat_map(|m| m.exchanges.iter())
        .flat_map(|x| x.transitions.iter())
        .any(|t| t.by == Side::Responder));
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// How many pseudo-random inputs the fuzz driver gets per plant.
const FUZZ_BUDGET: usize = 20_000;

#[test]
fn the_fuzz_driver_finds_each_plant_and_nothing_without_one() {
    for (name, plant) in ModelPlant::EACH {
        for m in channels() {
            let module = m.channel.module.as_str();
            let Some(want) = expected(name, module) else {
                continue;
            };
            let mut found = None;
            for (i, d) in npamp_testkit::span::inputs(FUZZ_BUDGET, 0xe0d0_0001).enumerate() {
                if let Err(e) = check_model_exchange_on(Some(module), &d, plant) {
                    found = Some((i + 1, e));
                    break;
                }
            }
            let Some((n, e)) = found else {
                panic!("{name} on {module}: not found in {FUZZ_BUDGET} inputs");
            };
            eprintln!("{name:<15} {module:<12} found after {n:>5} inputs: {e}");
            assert!(
                e.requirement().is_some_and(|r| want.contains(&r)),
                "{name} on {module}: the first finding is not one of {want:?}: {e}"
            );
        }
    }
}

/// Clean inputs replayed by `cargo test` (about 130 s for 20,000 in a debug
/// build; the `exchange` fuzz target runs millions): enough to cover every
/// channel's openings a few hundred times.
const CLEAN_INPUTS: usize = 3_000;

#[test]
fn the_fuzz_driver_finds_nothing_without_a_plant() {
    let n = CLEAN_INPUTS;
    let mut bad = Vec::new();
    for (i, d) in npamp_testkit::span::inputs(n, 0xc1ea_0001).enumerate() {
        if let Err(e) = npamp_harness::endpoint::check_model_exchange(&d) {
            bad.push(format!("input {i}: {e}"));
            if bad.len() >= 5 {
                break;
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}
