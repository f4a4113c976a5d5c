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
    let (strict, out, _) = xtask(&["decode", "interaction", "0x0100", p, "--profile", "strict"]);
    assert_eq!(strict, 1, "{out}");
    assert!(out.contains("\"rule\":\"range\""), "{out}");
    // The default is the minimum profile (as every command's): accepted,
    // with what the strict reading refuses beside it.
    let (minimum, out, _) = xtask(&["decode", "interaction", "0x0100", p]);
    assert_eq!(minimum, 0, "{out}");
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap_or_default();
    assert_eq!(v["verdict"], "accept", "{out}");
    assert_eq!(v["strict"]["rule"], "range", "{out}");
    assert_eq!(v["strict"]["basis"], "strict", "{out}");
}

/// What `minimum` accepts is printed whole: an array element of another type
/// than the declared one (`item-type`, strict) appears in place as
/// `{"cbor": "<hex>"}`, and the strict reading's refusal beside the verdict.
#[test]
fn decode_prints_elements_of_another_type_under_minimum() {
    // SENSORY_OBSERVE {0: 0x0100, 3: 0, 4: [h'2a']}: `obs` holds a byte string.
    let (code, out, _) = xtask(&["decode", "sensory", "0x0100", "a30019010003000481412a"]);
    assert_eq!(code, 0, "{out}");
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap_or_default();
    assert_eq!(
        v["frame"]["obs"],
        serde_json::json!([{ "cbor": "412a" }]),
        "{out}"
    );
    assert_eq!(v["strict"]["rule"], "item-type", "{out}");
    // INTERACT_PROMPT_REQ {0: 0x0102, 1: h'2a', 2: 2, 3: "q", 4: ["red", 3]}.
    let p = "a50019010201412a020203617104826372656403";
    let (code, out, _) = xtask(&["decode", "interaction", "0x0102", p]);
    assert_eq!(code, 0, "{out}");
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap_or_default();
    assert_eq!(
        v["frame"]["options"],
        serde_json::json!(["red", { "cbor": "03" }]),
        "{out}"
    );
    let (code, out, _) = xtask(&["decode", "interaction", "0x0102", p, "--profile", "strict"]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("\"rule\":\"item-type\""), "{out}");
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

/// The rows of `cargo xtask fuzz`'s table for TARGETS, each checked to have
/// run executions (the execs column) and to carry no error mark.
fn rows_with_execs<'o>(out: &'o str, targets: &[&str]) -> Vec<&'o str> {
    let rows: Vec<&str> = out
        .lines()
        .filter(|l| targets.iter().any(|t| l.starts_with(t)))
        .collect();
    for r in &rows {
        let execs: u64 = r
            .split_whitespace()
            .nth(4)
            .and_then(|x| x.parse().ok())
            .unwrap_or(0);
        assert!(execs > 0, "{r}");
        assert!(!r.contains("ERROR"), "{r}");
    }
    rows
}

/// `xtask` with standard input.
fn xtask_stdin(args: &[&str], stdin: &[u8]) -> (i32, String, String) {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("run xtask");
    if let Some(mut i) = child.stdin.take() {
        i.write_all(stdin).expect("write stdin");
    }
    let out = child.wait_with_output().expect("xtask output");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn decode_takes_frame_names_any_case_and_payloads_from_stdin_or_a_file() {
    // INTERACT_EVENT is 0x0100 on Interaction.
    let p = "a30019010001412a0200";
    for (m, f) in [
        ("interaction", "INTERACT_EVENT"),
        ("Interaction", "interact_event"),
    ] {
        let (code, out, err) = xtask(&["decode", m, f, p]);
        assert_eq!(code, 0, "{m} {f}: {out}{err}");
    }
    let (code, _, err) = xtask(&["decode", "interaction", "NO_SUCH_FRAME", p]);
    assert_eq!(code, 2);
    assert!(err.contains("INTERACT_EVENT"), "names the frames: {err}");
    // Hex on standard input, with a newline.
    let (code, out, _) = xtask_stdin(
        &["decode", "interaction", "0x0100", "-"],
        b"a30019010001412a0200\n",
    );
    assert_eq!(code, 0, "{out}");
    // Raw bytes from a file, and hex text from a file.
    let dir = std::env::temp_dir().join(format!("npamp-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let raw = dir.join("payload.bin");
    std::fs::write(
        &raw,
        [0xa3, 0x00, 0x19, 0x01, 0x00, 0x01, 0x41, 0x2a, 0x02, 0x00],
    )
    .unwrap();
    let at = format!("@{}", raw.display());
    let (code, out, _) = xtask(&["decode", "interaction", "0x0100", &at]);
    assert_eq!(code, 0, "{out}");
    // A payload over the argument limit: 1 MiB + 1 byte of text is refused
    // by the max-payload bound, not by the shell.
    let mut big = vec![0x7a, 0x00, 0x10, 0x00, 0x01];
    big.extend(std::iter::repeat_n(b'a', 0x0010_0001));
    let bigp = dir.join("big.bin");
    std::fs::write(&bigp, &big).unwrap();
    let at = format!("@{}", bigp.display());
    let (code, out, _) = xtask(&["decode", "interaction", "0x0100", &at]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("max-payload"), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn usage_lines_say_cargo_xtask() {
    let (_, out, _) = xtask(&["fuzz", "--help"]);
    assert!(out.contains("Usage: cargo xtask fuzz"), "{out}");
    // One default per option, stated once (by clap).
    assert!(!out.contains("(default)"), "{out}");
}

/// The real `cargo xtask fuzz` command line on the stable engine: every row
/// of its table ran executions, and it ends by itself. It builds the release
/// `fuzz-driver` (together with xtask: a no-op after `cargo xtask`).
#[test]
fn fuzz_stable_runs_every_pair_with_nonzero_execs() {
    let (code, out, err) = xtask(&[
        "fuzz",
        "--engine",
        "stable",
        "--time",
        "4",
        "--target",
        "decode,structured",
        "--channel",
        "interaction,stream",
    ]);
    assert_eq!(code, 0, "{out}\n{err}");
    assert!(
        err.contains("fuzz: plan: engine stable, 4 pair(s)"),
        "{err}"
    );
    let rows = rows_with_execs(&out, &["decode", "structured"]);
    assert_eq!(rows.len(), 4, "{out}");
    assert!(out.lines().any(|l| l.starts_with("total")), "{out}");
}

/// The libFuzzer equivalent of the test above (nightly and cargo-fuzz; the
/// first run builds the shared configuration, ~2 minutes on 2 cores, so it is
/// not part of CI's budget): `cargo test -p xtask --test cli -- --ignored`.
#[test]
#[ignore = "needs nightly + cargo-fuzz and a libFuzzer build (minutes)"]
fn fuzz_libfuzzer_runs_every_pair_with_nonzero_execs() {
    let (code, out, err) = xtask(&[
        "fuzz",
        "--engine",
        "libfuzzer",
        "--time",
        "8",
        "--target",
        "decode,structured",
        "--channel",
        "interaction,stream",
    ]);
    assert_eq!(code, 0, "{out}\n{err}");
    assert!(
        err.contains("fuzz: plan: engine libfuzzer, 4 pair(s)"),
        "{err}"
    );
    assert!(err.contains("instrumentation shared"), "{err}");
    let rows = rows_with_execs(&out, &["decode", "structured"]);
    assert_eq!(rows.len(), 4, "{out}");
    for r in rows {
        // libFuzzer's coverage column is filled from its own status lines.
        assert!(r.split_whitespace().nth(6).is_some_and(|c| c != "-"), "{r}");
    }
}

/// spec-diff's exit status is its most severe class: a CI failing on `>= 6`
/// fails on a breaking change (6) and on a possibly-breaking one (7).
#[test]
fn spec_diff_exit_status_is_the_most_severe_class() {
    let spec = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../shared/spec/npamp/85_immune_channel.md");
    let Ok(text) = std::fs::read_to_string(&spec) else {
        println!("note: {} not found; skipped", spec.display());
        return;
    };
    let dir = std::env::temp_dir().join(format!("xtask-spec-diff-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let planted = |name: &str, find: &str, replace: &str| {
        assert_eq!(text.matches(find).count(), 1, "{find}");
        let p = dir.join(name);
        std::fs::write(&p, text.replacen(find, replace, 1)).expect("write");
        p.display().to_string()
    };
    let old = spec.display().to_string();
    let cases = [
        (
            planted("same.md", "## 10. Conformance", "## 10. Conformance"),
            0,
            "none",
        ),
        (
            planted(
                "bound.md",
                "by at least one\nbefore",
                "by exactly one\nbefore",
            ),
            6,
            "breaking",
        ),
        (
            planted(
                "number.md",
                "`hops_remaining` has reached `0`.",
                "`hops_remaining` has reached `1`.",
            ),
            7,
            "needs-review",
        ),
    ];
    for (new, code, class) in cases {
        let (got, out, err) = xtask(&["spec-diff", &old, &new, "--json"]);
        assert_eq!(got, code, "{new}: {out}{err}");
        let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap_or_default();
        assert_eq!(v["class"], class, "{out}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A reader that stops reading (`cargo xtask exchange | head -1`) ends the
/// command quietly with 141, not a panic.
#[test]
fn a_closed_pipe_ends_the_command_without_a_panic() {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(["exchange"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run xtask");
    let mut first = String::new();
    {
        let Some(stdout) = child.stdout.take() else {
            panic!("no stdout")
        };
        let mut r = BufReader::new(stdout);
        r.read_line(&mut first).expect("a line");
        // `r` (the pipe's only reader) is dropped here.
    }
    let out = child.wait_with_output().expect("wait");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!first.is_empty());
    assert!(!err.contains("panicked"), "{err}");
    assert_eq!(out.status.code(), Some(141), "{err}");
}
