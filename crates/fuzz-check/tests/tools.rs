//! Hand tools, `#[ignore]`d: `show` prints both sides' verdicts for one
//! payload (`CH=spatial FT=0x0104 HEX=a9... cargo test -p npamp-fuzz-check
//! --test tools show -- --ignored --nocapture`); `stats` prints, per channel,
//! how many generated frames are valid and which mutation classes never apply.
#![forbid(unsafe_code)]

use npamp_fuzz_check::Chan;
use npamp_testkit::span::Rng;

#[test]
#[ignore]
fn stats() {
    use npamp_fuzz_check::mutate::{apply, Class};
    use npamp_fuzz_check::structured::base_frame;
    let n: usize = std::env::var("N")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(300);
    for c in Chan::all() {
        let mut rng = Rng(2);
        let mut valid = 0;
        let mut per_frame = std::collections::BTreeMap::<String, (usize, usize)>::new();
        let mut applied = [0usize; Class::ALL.len()];
        for _ in 0..n {
            let d = rng.bytes(100);
            let mut u = arbitrary::Unstructured::new(&d);
            let Some((f, b, ok)) = base_frame(c, &mut u) else {
                continue;
            };
            let e = per_frame.entry(f.name.clone()).or_default();
            e.1 += 1;
            if ok {
                valid += 1;
                e.0 += 1;
                for (class, a) in Class::ALL.into_iter().zip(applied.iter_mut()) {
                    let d2 = rng.bytes(8);
                    let mut u2 = arbitrary::Unstructured::new(&d2);
                    if apply(c, f, &b, class, &mut u2).is_some() {
                        *a += 1;
                    }
                }
            }
        }
        let never: Vec<&str> = Class::ALL
            .iter()
            .zip(&applied)
            .filter(|(_, a)| **a == 0)
            .map(|(c, _)| c.as_str())
            .collect();
        let bad: Vec<String> = per_frame
            .iter()
            .filter(|(_, (v, _))| *v == 0)
            .map(|(k, (v, t))| format!("{k} {v}/{t}"))
            .collect();
        eprintln!("{}: valid {valid}/{n}; frames never valid: {bad:?}; classes never applicable: {never:?}", c.name());
    }
}

#[test]
#[ignore]
fn show() {
    use npamp_fuzz_check::compare::gen_decode;
    let c = Chan::named(&std::env::var("CH").unwrap()).unwrap();
    let ft =
        u16::from_str_radix(std::env::var("FT").unwrap().trim_start_matches("0x"), 16).unwrap();
    let p = npamp_testkit::hex::unhex(&std::env::var("HEX").unwrap()).unwrap();
    for profile in npamp_fuzz_check::Profile::ALL {
        let o = c.oracle.check(ft, &p, profile);
        eprintln!("{profile}: oracle {o}");
        match c.gen.decode(ft, &p, profile) {
            Ok(v) => eprintln!(
                "{profile}: generated accept to_vec {}",
                npamp_testkit::hex::hex(&v.to_vec())
            ),
            Err(e) => eprintln!("{profile}: generated {e}"),
        }
        eprintln!(
            "{profile}: gen_decode {:?}",
            gen_decode(c, ft, &p, profile).map(|s| s.describe())
        );
    }
}

#[test]
#[ignore]
fn cross_seed_candidates() {
    let c = Chan::named(&std::env::var("CH").unwrap_or("telemetry".into())).unwrap();
    for (i, _) in c.cross_pairs().iter().enumerate() {
        let mut rng = Rng(0xc0ffee + i as u64);
        for _ in 0..4 {
            let mut data = vec![i as u8];
            data.extend(rng.bytes(96));
            if let Err(f) = npamp_fuzz_check::cross::cross_target(c, &data) {
                eprintln!("pair {i}: {f}");
            }
        }
    }
}
