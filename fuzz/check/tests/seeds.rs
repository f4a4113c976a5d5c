//! The committed seed corpus under `fuzz/seeds/<target>/`, written here by
//! hand (hex, one valid frame per frame type of both channels, §6/§8 of each
//! spec) and checked against the files on disk. Regenerate the files with
//! `NPAMP_WRITE_SEEDS=1 cargo test -p npamp-fuzz-check --test seeds`.
#![forbid(unsafe_code)]

use npamp_fuzz_check::cbor::unhex;
use npamp_fuzz_check::{Chan, TARGETS};
use std::path::PathBuf;

/// corr = h'c0ffee' everywhere (`01 43 c0ffee`).
const INTERACTION: &[(u16, &str, &str)] = &[
    // §6.1 {0: 0x0100, 1: corr, 2: notice, 3: "hi", 4: {1: "x"}, 5: true}
    (
        0x0100,
        "event",
        "a6 00 190100 01 43c0ffee 02 01 03 626869 04 a1 01 6178 05 f5",
    ),
    // §6.1 {0: 0x0101, 1: corr}
    (0x0101, "event_ack", "a2 00 190101 01 43c0ffee"),
    // §6.2 {0, 1, 2: choice, 3: "Pick", 4: ["a", "b"], 5: {1: 2}, 6: 30}
    (
        0x0102,
        "prompt_req",
        "a7 00 190102 01 43c0ffee 02 02 03 645069636b 04 82 6161 6162 05 a1 01 02 06 181e",
    ),
    // §6.2 {0, 1, 2: answered, 3: 1}
    (
        0x0103,
        "prompt_result",
        "a4 00 190103 01 43c0ffee 02 00 03 01",
    ),
    // §6.3 {0, 1, 2: "deploy", 3: sensitive, 4: {}, 5: 60}
    (
        0x0104,
        "approval_req",
        "a6 00 190104 01 43c0ffee 02 666465706c6f79 03 02 04 a0 05 183c",
    ),
    // §6.3 {0, 1, 2: granted, 3: "ok"}
    (
        0x0105,
        "approval_result",
        "a4 00 190105 01 43c0ffee 02 00 03 626f6b",
    ),
    // §6.4 {0, 1, 2: deadline_elapsed}
    (0x0106, "cancel", "a3 00 190106 01 43c0ffee 02 01"),
    // §8.1 {0, 1, 2: approval_held, 3: "held", 4: 5, 5: "ap-1"}
    (
        0x0107,
        "error_held",
        "a6 00 190107 01 43c0ffee 02 06 03 6468656c64 04 05 05 6461702d31",
    ),
    // §8 {0, 1, 2: malformed_request, 3: "malformed request"}
    (
        0x0107,
        "error",
        "a4 00 190107 01 43c0ffee 02 01 03 716d616c666f726d65642072657175657374",
    ),
];

const WORKFLOW: &[(u16, &str, &str)] = &[
    // §6.1 {0: 0x0100, 1: corr, 2: "build", 4: {1: 0}, 5: 1, 10: {"t": 1}, 11: read_only}
    (
        0x0100,
        "submit_req",
        "a7 00 190100 01 43c0ffee 02 656275696c64 04 a10100 05 01 0a a1617401 0b 00",
    ),
    // §6.1 {0, 1, 2: "t-1", 3: accepted}
    (
        0x0101,
        "submit_result",
        "a4 00 190101 01 43c0ffee 02 63742d31 03 00",
    ),
    // §6.2 {0, 1, 2: "t-1"}
    (0x0102, "status_req", "a3 00 190102 01 43c0ffee 02 63742d31"),
    // §6.2 {0, 1, 2: "t-1", 3: running, 4: 2, 5: "lint", 6: 50, 7: "ok"}
    (
        0x0103,
        "status_result",
        "a8 00 190103 01 43c0ffee 02 63742d31 03 01 04 02 05 646c696e74 06 1832 07 626f6b",
    ),
    // §6.3 {0, 1, 2: "t-1", 3: "stop"}
    (
        0x0104,
        "cancel_req",
        "a4 00 190104 01 43c0ffee 02 63742d31 03 6473746f70",
    ),
    // §6.3 {0, 1, 2: "t-1", 3: canceled}
    (
        0x0105,
        "cancel_result",
        "a4 00 190105 01 43c0ffee 02 63742d31 03 04",
    ),
    // §6.4 (no corr) {0, 2: "t-1", 3: 1, 4: running, 5: 1, 6: "x", 7: 10, 8: h'01', 9: "d"}
    (
        0x0106,
        "step_event",
        "a9 00 190106 02 63742d31 03 01 04 01 05 01 06 6178 07 0a 08 4101 09 6164",
    ),
    // §6.5 (no corr) {0, 2: "t-1", 3: 2, 4: failed, 5: h'', 6: internal_error, 7: "boom"}
    (
        0x0107,
        "complete",
        "a7 00 190107 02 63742d31 03 02 04 03 05 40 06 06 07 64626f6f6d",
    ),
    // §8.1 {0, 1, 2: approval_required, 3: "held", 5: "ap-1"}
    (
        0x0108,
        "error",
        "a5 00 190108 01 43c0ffee 02 04 03 6468656c64 05 6461702d31",
    ),
];

fn fuzz_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Deterministic filler for the structure-aware targets' seeds.
fn filler(seed: u64, n: usize) -> Vec<u8> {
    npamp_fuzz_check::mutate::Rng(seed).bytes(n)
}

/// Every seed file: (target, file name, bytes).
fn seeds() -> Vec<(&'static str, String, Vec<u8>)> {
    let mut out = Vec::new();
    for (target, table) in [
        ("decode_interaction", INTERACTION),
        ("decode_workflow", WORKFLOW),
    ] {
        for (ft, name, hex) in table {
            let mut b = ft.to_be_bytes().to_vec();
            b.extend(unhex(hex).expect("seed hex"));
            out.push((target, format!("{name}.bin"), b));
        }
        // D1: a foreign frame type (0xf0 prefix: verbatim 0x0042) with a valid body.
        let mut b = vec![0xf0, 0x42];
        b.extend(unhex("a2 00 190101 01 43c0ffee").expect("hex"));
        out.push((target, "foreign_type.bin".into(), b));
    }
    // One seed per frame type (byte 0 selects `FrameType::ALL[b0 % len]`).
    for (target, chan) in [
        ("structured_interaction", Chan::Interaction),
        ("structured_workflow", Chan::Workflow),
    ] {
        for i in 0..u8::try_from(chan.codes().len()).expect("< 256 frame types") {
            let mut b = vec![i];
            b.extend(filler(u64::from(i) + 1, 96));
            out.push((target, format!("frame{i}.bin"), b));
        }
    }
    for (i, sel) in [0x11u8, 0x21, 0x31, 0x71, 0x00, 0x10].iter().enumerate() {
        let mut b = vec![*sel];
        b.extend(filler(100 + i as u64, 96));
        out.push(("prompt_result", format!("pair{i}.bin"), b));
    }
    out
}

#[test]
fn hand_built_seeds_are_valid_frames_for_both_decoders() {
    for (chan, table) in [(Chan::Interaction, INTERACTION), (Chan::Workflow, WORKFLOW)] {
        for (ft, name, hex) in table {
            let b = unhex(hex).unwrap();
            let verdict = chan.oracle().check(*ft, &b);
            assert!(verdict.is_accept(), "{name}: oracle refuses {verdict:?}");
            let accepted = npamp_fuzz_check::compare(
                chan,
                *ft,
                &b,
                &npamp_fuzz_check::Expect::Accept(b.clone()),
            )
            .unwrap_or_else(|f| panic!("{name}: {f}"));
            assert!(accepted, "{name}");
        }
        // Every frame type of the channel has a seed.
        for code in chan.codes() {
            assert!(
                table.iter().any(|(ft, _, _)| ft == code),
                "no seed for 0x{code:04x}"
            );
        }
    }
}

#[test]
fn seed_files_match_the_hand_built_table() {
    let write = std::env::var_os("NPAMP_WRITE_SEEDS").is_some();
    let all = seeds();
    for (target, name, bytes) in &all {
        let p = fuzz_dir().join("seeds").join(target).join(name);
        if write {
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(&p, bytes).unwrap();
        }
        let on_disk = std::fs::read(&p).unwrap_or_else(|e| {
            panic!(
                "{}: {e} (run NPAMP_WRITE_SEEDS=1 cargo test -p npamp-fuzz-check --test seeds)",
                p.display()
            )
        });
        assert_eq!(&on_disk, bytes, "{} differs from the table", p.display());
    }
    for (t, _) in TARGETS {
        if ["exchange_invariants"].contains(t) {
            continue;
        }
        assert!(
            all.iter().any(|(x, _, _)| x == t),
            "no seeds for target {t}"
        );
    }
}
