//! The `decode` target compares one profile per execution with the oracle,
//! picked by bit 0 of the input's first byte (1 strict, 0 minimum); replaying
//! a committed input compares both. One test in its own process: the reached
//! rules are process-wide.
#![forbid(unsafe_code)]

use npamp_fuzz_check::{reached_rules, replay, reset_reached, run_input, target, Chan};
use npamp_schema::Rule;

#[test]
fn one_profile_per_execution_both_on_replay() {
    let chan = Chan::named("interaction").expect("interaction in the registry");
    let t = target("decode").expect("decode target");
    let idx = chan
        .codes()
        .iter()
        .position(|c| *c == 0x0103)
        .expect("INTERACT_PROMPT_RESULT") as u8;
    // INTERACT_PROMPT_RESULT {0: 0x0103, 1: h'2a', 2: 0, 3: [undefined]}:
    // `undefined` in the `value` is a strict-basis refusal (§4.1 simple
    // values), so the strict profile refuses and the minimum profile accepts.
    let payload = [
        0xa4, 0x00, 0x19, 0x01, 0x03, 0x01, 0x41, 0x2a, 0x02, 0x00, 0x03, 0x81, 0xf7,
    ];
    let input = |b0: u8| [&[b0, idx][..], &payload].concat();
    let reached = |f: &dyn Fn() -> bool| {
        reset_reached();
        assert!(f(), "no finding expected");
        reached_rules().contains(&Rule::SimpleValue)
    };
    assert!(
        reached(&|| run_input(t, Some(chan), &input(0x01)).is_ok()),
        "b0 = 0x01: strict, refused for simple-value"
    );
    assert!(
        !reached(&|| run_input(t, Some(chan), &input(0x00)).is_ok()),
        "b0 = 0x00: minimum only, accepted"
    );
    assert!(
        reached(&|| matches!(replay("decode", "interaction", &input(0x00)), Some(Ok(())))),
        "a replay compares both profiles"
    );
}
