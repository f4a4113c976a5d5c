//! The command line as a user meets it: exit codes, JSON output, usage errors.
#![forbid(unsafe_code)]

use std::process::Command;

fn xtask(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(args)
        .output()
        .expect("run xtask");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn decode_accepts_and_refuses_with_the_rule() {
    let (code, out, _) = xtask(&["decode", "interaction", "0x0100", "a30019010001412a0200"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("\"verdict\":\"accept\""), "{out}");
    // event_class 0x00 in two bytes (18 00): not the shortest form.
    let (code, out, _) = xtask(&["decode", "interaction", "0x0100", "a30019010001412a021800"]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("\"rule\":\"shortest-form\"") && out.contains("\"basis\":\"must\""),
        "{out}"
    );
}

#[test]
fn profiles_differ_on_a_strict_fault() {
    // event_class 256: out of its (0–255) range, a strict-basis refusal.
    let p = "a30019010001412a02190100";
    let (strict, out, _) = xtask(&["decode", "interaction", "0x0100", p]);
    assert_eq!(strict, 1, "{out}");
    assert!(out.contains("\"rule\":\"range\""), "{out}");
    let (minimum, out, _) = xtask(&["decode", "interaction", "0x0100", p, "--profile", "minimum"]);
    assert_eq!(minimum, 0, "{out}");
}

#[test]
fn every_registered_channel_is_reachable() {
    // A frame type outside any channel: unknown-frame-type on each module.
    for m in npamp_generated::CHANNELS.iter().map(|c| c.info().module) {
        let (code, out, _) = xtask(&["decode", m, "0x7fff", "a0"]);
        assert_eq!(code, 1, "{m}: {out}");
        assert!(out.contains("unknown-frame-type"), "{m}: {out}");
    }
}

#[test]
fn usage_errors_are_precise() {
    let (code, _, err) = xtask(&["decode", "nosuch", "1", "a0"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("unknown channel `nosuch`") && err.contains("interaction"),
        "{err}"
    );
    let (code, _, err) = xtask(&["decode", "interaction", "0x1zz", "a0"]);
    assert_eq!(code, 2);
    assert!(err.contains("bad FRAME_TYPE"), "{err}");
    let (code, _, err) = xtask(&["fuzz", "--enigne", "stable"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--enigne"), "{err}");
    let (code, out, _) = xtask(&["spec-check", "--help"]);
    assert_eq!(code, 0);
    assert!(out.contains("Markdown"), "{out}");
}

#[test]
fn encode_prints_the_canonical_payload() {
    let (code, out, err) = xtask(&[
        "encode",
        "interaction",
        r#"{"frame":"INTERACT_PROMPT_REQ","corr":"01","prompt_kind":"choice","prompt":"pick","options":["a","b"]}"#,
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.trim(), "a500190102014101020203647069636b048261616162");
}
