//! Planted bugs: with each hidden `Plant` switch on, the scenario grading
//! that behaviour FAILS and `check_exchange_invariants` finds a violation
//! on the same deterministic pseudo-random inputs the clean run passes.
#![forbid(unsafe_code)]

use npamp_companions::scenario;
use npamp_companions::{check_exchange_invariants_with, Plant};

fn scenario_fails(name: &str, plant: Plant) -> String {
    let path = scenario::scenarios_dir().join(format!("{name}.yaml"));
    let clean = scenario::run_file(name, &path, Plant::default());
    assert!(
        clean.passed(),
        "{name} must pass without the plant: {:?}",
        clean.failure
    );
    let planted = scenario::run_file(name, &path, plant);
    planted
        .failure
        .unwrap_or_else(|| panic!("{name} still PASSES with {plant:?} planted"))
}

fn fuzz_finds(plant: Plant, needle: &str) -> String {
    let caught = npamp_testkit::span::inputs(200, 0x5eed_0001)
        .filter(|d| check_exchange_invariants_with(d, plant).is_err())
        .count();
    eprintln!("{plant:?}: {caught}/200 pseudo-random inputs expose it");
    assert!(caught > 0);
    for (i, data) in npamp_testkit::span::inputs(3000, 0x5eed_0001).enumerate() {
        if let Err(e) = check_exchange_invariants_with(&data, plant) {
            assert!(
                e.to_string().contains(needle),
                "unexpected violation for {plant:?}: {e}"
            );
            return format!("input #{i}: {e}");
        }
    }
    panic!("no violation found with {plant:?} planted");
}

#[test]
fn plant_cancel_succeeded_is_caught() {
    let plant = Plant {
        cancel_succeeded: true,
        ..Plant::default()
    };
    let f = scenario_fails("workflow/cancel-after-terminal", plant);
    assert!(f.contains("canceled") && f.contains("succeeded"), "{f}");
    let e = fuzz_finds(plant, "CANCEL_RESULT reports Canceled");
    eprintln!("cancel_succeeded: {e}");
}

#[test]
fn plant_ack_fire_and_forget_is_caught() {
    let plant = Plant {
        ack_fire_and_forget: true,
        ..Plant::default()
    };
    let f = scenario_fails("interaction/event-fire-and-forget", plant);
    assert!(f.contains("INTERACT_EVENT_ACK"), "{f}");
    let e = fuzz_finds(plant, "fire-and-forget");
    eprintln!("ack_fire_and_forget: {e}");
}

#[test]
fn plant_held_as_granted_is_caught() {
    let plant = Plant {
        held_as_granted: true,
        ..Plant::default()
    };
    let f = scenario_fails("interaction/approval-held", plant);
    assert!(f.contains("granted"), "{f}");
    let e = fuzz_finds(plant, "surfaced as granted");
    eprintln!("held_as_granted: {e}");
}
