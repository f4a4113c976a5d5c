//! The reference corpora (`shared/reference-vectors/<module>.json`) graded
//! in-process against every generated channel that has one, under both
//! decoder profiles; and the codec's round trip over every committed and
//! reference vector the generated decoders accept.
#![forbid(unsafe_code)]

use npamp_codec::Codec;
use npamp_conform::grade::{grade_channel, grade_registered, Grade};
use npamp_generated::rt::Profile;
use npamp_testkit::corpus::Corpus;
use std::path::{Path, PathBuf};

/// `shared/reference-vectors` beside the repository (or `$NPAMP_REFERENCE_VECTORS`).
fn reference_dir() -> PathBuf {
    match std::env::var_os("NPAMP_REFERENCE_VECTORS") {
        Some(d) => PathBuf::from(d),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/reference-vectors"),
    }
}

fn corpus(path: &Path) -> Corpus {
    Corpus::read(path).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn reference_vectors_pass_in_process_for_every_channel_and_profile() {
    let dir = reference_dir();
    assert!(
        dir.is_dir(),
        "reference vectors not found at {} (set NPAMP_REFERENCE_VECTORS)",
        dir.display()
    );
    let mut graded = 0;
    let mut failures = Vec::new();
    for ch in npamp_generated::CHANNELS {
        let module = ch.info().module;
        let path = dir.join(format!("{module}.json"));
        if !path.exists() {
            eprintln!("{module}: no reference corpus");
            continue;
        }
        let c = corpus(&path);
        for profile in Profile::ALL {
            let r = grade_channel(&format!("{module}.json"), &c, *ch, profile);
            let n = r.counts();
            eprintln!(
                "{module} {}: {} passed, {} failed, {} skipped; acceptable {} accepted / {} refused",
                profile.as_str(),
                n.pass,
                n.fail,
                n.skipped,
                n.acceptable_accepted,
                n.acceptable_refused
            );
            assert!(n.pass + n.fail > 0, "{module}: nothing graded");
            for (_, case, why) in r.failures() {
                failures.push(format!(
                    "{module} {} tcId {}: {why}",
                    profile.as_str(),
                    case.tc_id
                ));
            }
            graded += 1;
        }
    }
    assert!(graded >= 2, "too few channels graded");
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn committed_vectors_pass_in_process_under_both_profiles() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../vectors");
    for ch in npamp_generated::CHANNELS {
        let f = format!("{}.json", ch.info().module);
        let c = corpus(&dir.join(&f));
        for profile in Profile::ALL {
            let r = grade_registered(&f, &c, profile);
            let n = r.counts();
            assert!(n.pass > 500, "{f} {profile}: {n:?}");
            let fails: Vec<String> = r
                .failures()
                .iter()
                .map(|(_, c, why)| format!("tcId {}: {why}", c.tc_id))
                .collect();
            assert!(
                fails.is_empty(),
                "{f} {profile}: {} failures, first: {:?}",
                fails.len(),
                fails.first()
            );
        }
    }
}

#[test]
fn codec_round_trips_every_accepted_vector() {
    let mut files = Vec::new();
    for dir in [
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../vectors"),
        reference_dir(),
    ] {
        let Ok(rd) = std::fs::read_dir(&dir) else {
            continue;
        };
        for e in rd.flatten() {
            let p = e.path();
            if p.extension().is_some_and(|x| x == "json")
                && !p.to_string_lossy().ends_with(".schema.json")
            {
                files.push(p);
            }
        }
    }
    files.sort();
    let mut checked = 0usize;
    let mut problems = Vec::new();
    for f in &files {
        let c = corpus(f);
        for g in &c.test_groups {
            let Some(module) = g.op.strip_suffix(".body.decode") else {
                continue;
            };
            let Ok(codec) = Codec::for_module(module) else {
                continue;
            };
            for t in &g.tests {
                let Ok(input) = t.body_input() else { continue };
                let ch = codec.channel();
                let strict = ch
                    .decode(input.frame_type, &input.body, Profile::Strict)
                    .map(|v| v.to_vec());
                let Ok(canonical) = strict else { continue };
                for profile in Profile::ALL {
                    let json = match codec.decode(input.frame_type, &input.body, profile) {
                        Ok(j) => j,
                        Err(e) => {
                            problems.push(format!("{} tcId {}: {e}", f.display(), t.tc_id));
                            continue;
                        }
                    };
                    // What a receiver accepts but a sender MUST NOT send
                    // (Stream's reserved flag bits): encode refuses it.
                    let sender = ch
                        .decode(input.frame_type, &input.body, profile)
                        .and_then(|v| v.validate_with(profile));
                    if let Err(e) = sender {
                        match codec.encode(&json, profile) {
                            Err(npamp_codec::EncodeError::Refused { error, .. })
                                if error.rule() == e.rule() =>
                            {
                                checked += 1
                            }
                            other => problems.push(format!(
                                "{} tcId {}: a sender may not send it ({e}), but encode gave {other:?}",
                                f.display(),
                                t.tc_id
                            )),
                        }
                        continue;
                    }
                    match codec.encode(&json, profile) {
                        Ok((ft, bytes)) if ft == input.frame_type && bytes == canonical => {
                            checked += 1
                        }
                        Ok((_, bytes)) => problems.push(format!(
                            "{} tcId {} ({}): {json} re-encodes to {} not {}",
                            f.display(),
                            t.tc_id,
                            profile.as_str(),
                            npamp_testkit::hex::hex(&bytes),
                            npamp_testkit::hex::hex(&canonical)
                        )),
                        Err(e) => {
                            problems.push(format!("{} tcId {}: {json}: {e}", f.display(), t.tc_id))
                        }
                    }
                }
            }
        }
    }
    assert!(checked > 500, "only {checked} round trips");
    assert!(
        problems.is_empty(),
        "{} problems, first: {:?}",
        problems.len(),
        problems.first()
    );
    eprintln!("{checked} round trips");
}

#[test]
fn the_grader_can_fail() {
    // A corpus of the Interaction reference vectors graded against Workflow's
    // decoder is skipped; relabelled for Workflow, it fails.
    let dir = reference_dir();
    let mut c = corpus(&dir.join("interaction.json"));
    let wf = npamp_generated::channel("workflow").expect("workflow");
    let r = grade_channel("x", &c, wf, Profile::Strict);
    assert_eq!(r.counts().pass + r.counts().fail, 0);
    assert_eq!(r.counts().skipped, c.count_tests() as usize);
    for g in &mut c.test_groups {
        g.op = "workflow.body.decode".into();
    }
    let r = grade_channel("x", &c, wf, Profile::Strict);
    assert!(!r.passed());
    assert!(r.cases().any(|(_, c)| matches!(c.grade, Grade::Fail(_))));
}
