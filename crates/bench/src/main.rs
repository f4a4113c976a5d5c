//! `npamp-bench [--quick] [--filter TEXT]`: time every case and print the table.
//! `npamp-bench --list`: the cases, one per line (`index<TAB>label`).
//! `npamp-bench --side-by-side [--quick]`: the interleaved mix of the five
//! headline payloads, ours against the cbor-core hand-written baseline, the
//! generic ciborium parse and the oracle (`side_by_side`).
//! `npamp-bench --count INDEX --op decode|encode|typed|baseline --iters N`: call
//! the measured function N times (for `valgrind --tool=callgrind`, see
//! `instructions`; `typed` and `baseline`, the side-by-side decoders, on the
//! Interaction and Workflow cases only).
#![forbid(unsafe_code)]

use npamp_bench::{
    cases, measure, measured_baseline, measured_decode, measured_encode, measured_typed, table,
    validate, Op,
};
use std::process::ExitCode;
use std::time::Duration;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let get = |k: &str| {
        args.iter()
            .position(|a| a == k)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    let root = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let all = match cases(&root) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("npamp-bench: {e}");
            return ExitCode::FAILURE;
        }
    };
    if let Err(e) = validate(&all) {
        eprintln!("npamp-bench: invalid benchmark input: {e}");
        return ExitCode::FAILURE;
    }
    if let Some(n) = get("--grade") {
        let Ok(frames) = n.parse::<usize>() else {
            eprintln!("npamp-bench: --grade takes a frame count, not `{n}`");
            return ExitCode::from(2);
        };
        let rounds = if args.iter().any(|a| a == "--quick") {
            1
        } else {
            5
        };
        return match npamp_bench::grading::run(frames, rounds) {
            Ok(table) => {
                print!("{table}");
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("npamp-bench: {e}");
                ExitCode::FAILURE
            }
        };
    }
    if args.iter().any(|a| a == "--side-by-side") {
        return match npamp_bench::side_by_side::run(args.iter().any(|a| a == "--quick")) {
            Ok(table) => {
                print!("{table}");
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("npamp-bench: {e}");
                ExitCode::FAILURE
            }
        };
    }
    if args.iter().any(|a| a == "--list") {
        // A third column names the extra op a case has: `typed`, when its
        // module has a side-by-side typed decoder.
        for (i, c) in all.iter().enumerate() {
            let typed = npamp_bench::side_by_side::decoders(&c.module).is_some();
            println!("{i}\t{}\t{}", c.label, if typed { "typed" } else { "" });
        }
        return ExitCode::SUCCESS;
    }
    if let Some(idx) = get("--count").and_then(|s| s.parse::<usize>().ok()) {
        let Some(c) = all.get(idx) else {
            return ExitCode::from(2);
        };
        let iters: u64 = get("--iters").and_then(|s| s.parse().ok()).unwrap_or(1000);
        let Some(ch) = npamp_generated::channel(&c.module) else {
            return ExitCode::from(2);
        };
        let op = get("--op");
        let encode = op.as_deref() == Some("encode");
        // `typed` / `baseline`: the side-by-side decoders, for the modules they cover.
        let side = npamp_bench::side_by_side::decoders(&c.module);
        let (typed, baseline) = match (op.as_deref(), side) {
            (Some("typed"), Some((t, _))) => (Some(t), None),
            (Some("baseline"), Some((_, b))) => (None, Some(b)),
            (Some("typed" | "baseline"), None) => return ExitCode::from(2),
            _ => (None, None),
        };
        let frame = ch.decode(c.frame_type, &c.bytes, npamp_generated::Profile::Strict);
        let mut out = Vec::with_capacity(c.bytes.len() * 2);
        let mut n = 0usize;
        for _ in 0..iters {
            let b = std::hint::black_box(c.bytes.as_slice());
            if let Some(t) = typed {
                n += usize::from(measured_typed(t, c.frame_type, b));
            } else if let Some(f) = baseline {
                n += usize::from(measured_baseline(f, c.frame_type, b));
            } else if encode {
                if let Ok(f) = &frame {
                    n += measured_encode(&**f, &mut out);
                }
            } else {
                n += usize::from(measured_decode(
                    ch,
                    c.frame_type,
                    std::hint::black_box(&c.bytes),
                ));
            }
        }
        println!("{n}");
        return ExitCode::SUCCESS;
    }
    let quick = args.iter().any(|a| a == "--quick");
    let filter = get("--filter");
    let (rounds, per) = if quick {
        (3, Duration::from_millis(2))
    } else {
        (9, Duration::from_millis(20))
    };
    let mut rows = Vec::new();
    for c in all
        .iter()
        .filter(|c| filter.as_deref().is_none_or(|f| c.label.contains(f)))
    {
        for op in [Op::Decode, Op::Encode] {
            match measure(c, op, rounds, per) {
                Ok(m) => rows.push(m),
                Err(e) => {
                    eprintln!("npamp-bench: {e}");
                    return ExitCode::FAILURE;
                }
            }
        }
    }
    print!("{}", table(&rows));
    ExitCode::SUCCESS
}
