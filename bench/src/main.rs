//! `npamp-bench [--quick] [--filter TEXT]`: measure every case, print one
//! tab-separated `npamp-bench` line per case on stdout (see
//! [`npamp_bench::Measured::line`]); `cargo xtask bench` turns them into a table.
//!
//! `npamp-bench --profile TEXT [--op decode|encode] [--impl ours|oracle|serde]
//! [--iters N]` runs one case's loop N times without timing output, for
//! `valgrind --tool=callgrind`.
#![forbid(unsafe_code)]

use npamp_bench::{all_payloads, cases_for, measure, validate, Budget, Op};
use std::process::ExitCode;

const USAGE: &str = "usage: npamp-bench [--quick] [--filter TEXT]\n       npamp-bench --profile TEXT [--op decode|encode] [--impl ours|oracle|serde] [--iters N]";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut quick = false;
    let mut filter: Option<String> = None;
    let mut profile: Option<String> = None;
    let mut op = Op::Decode;
    let mut imp = "ours".to_string();
    let mut iters: u64 = 100_000;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--quick" => quick = true,
            "--filter" => filter = it.next().cloned(),
            "--profile" => profile = it.next().cloned(),
            "--op" => {
                op = match it.next().map(String::as_str) {
                    Some("decode") => Op::Decode,
                    Some("encode") => Op::Encode,
                    _ => {
                        eprintln!("{USAGE}");
                        return ExitCode::from(2);
                    }
                }
            }
            "--impl" => imp = it.next().cloned().unwrap_or_default(),
            "--iters" => match it.next().and_then(|s| s.parse().ok()) {
                Some(n) => iters = n,
                None => {
                    eprintln!("{USAGE}");
                    return ExitCode::from(2);
                }
            },
            _ => {
                eprintln!("{USAGE}");
                return ExitCode::from(2);
            }
        }
    }
    let payloads = all_payloads();
    if let Err(e) = validate(&payloads) {
        eprintln!("npamp-bench: invalid benchmark input: {e}");
        return ExitCode::FAILURE;
    }
    if let Some(want) = profile {
        let Some(p) = payloads.iter().find(|p| p.label.contains(&want)) else {
            eprintln!("npamp-bench: no case matches `{want}`");
            return ExitCode::from(2);
        };
        let [dec, enc] = cases_for(p);
        let mut case = if op == Op::Decode { dec } else { enc };
        let r = match imp.as_str() {
            "ours" => &mut case.ours,
            "oracle" => &mut case.oracle,
            "serde" => &mut case.serde,
            _ => {
                eprintln!("{USAGE}");
                return ExitCode::from(2);
            }
        };
        let d = r(iters);
        eprintln!(
            "{} {} {imp}: {iters} iterations, {:.1} ns each",
            op.name(),
            p.label,
            d.as_nanos() as f64 / iters as f64
        );
        return ExitCode::SUCCESS;
    }
    let budget = if quick { Budget::QUICK } else { Budget::FULL };
    for p in &payloads {
        if filter
            .as_ref()
            .is_some_and(|f| !p.label.contains(f.as_str()))
        {
            continue;
        }
        for mut case in cases_for(p) {
            let m = measure(&mut case, budget);
            println!("{}", m.line());
        }
    }
    ExitCode::SUCCESS
}
