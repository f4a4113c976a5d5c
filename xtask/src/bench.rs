//! `cargo xtask bench [--quick] [--filter TEXT]`: run the `npamp-bench`
//! harness (release build) and print one table of the generated codecs
//! against the oracle path and the serde+ciborium baseline, measured in the
//! same run. Ratios are "times faster than the baseline" (baseline ns / our
//! ns). No timing is asserted anywhere; `--quick` is a few-second smoke run.

use crate::Usage;
use std::process::{Command, ExitCode, Stdio};

struct Row {
    op: String,
    label: String,
    bytes: f64,
    items: f64,
    ours: f64,
    oracle: f64,
    serde: f64,
}

fn parse(line: &str) -> Option<Row> {
    let f: Vec<&str> = line.split('\t').collect();
    let [tag, op, label, bytes, items, ours, oracle, serde] = f.as_slice() else {
        return None;
    };
    if *tag != "npamp-bench" {
        return None;
    }
    Some(Row {
        op: op.to_string(),
        label: label.to_string(),
        bytes: bytes.parse().ok()?,
        items: items.parse().ok()?,
        ours: ours.parse().ok()?,
        oracle: oracle.parse().ok()?,
        serde: serde.parse().ok()?,
    })
}

fn ns(v: f64) -> String {
    if v >= 10_000.0 {
        format!("{:.1} µs", v / 1000.0)
    } else if v >= 100.0 {
        format!("{v:.0}")
    } else {
        format!("{v:.1}")
    }
}

fn geomean(v: &[f64]) -> f64 {
    if v.is_empty() {
        return f64::NAN;
    }
    (v.iter().map(|x| x.ln()).sum::<f64>() / v.len() as f64).exp()
}

pub fn run(args: &[String]) -> Result<ExitCode, Usage> {
    let mut pass: Vec<String> = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--quick" => pass.push(a.clone()),
            "--filter" => {
                let v = it
                    .next()
                    .ok_or_else(|| Usage("--filter needs a value".into()))?;
                pass.push(a.clone());
                pass.push(v.clone());
            }
            other => return Err(Usage(format!("bench: unknown argument `{other}`"))),
        }
    }
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    eprintln!("bench: building and running npamp-bench (release)...");
    let out = Command::new(cargo)
        .current_dir(crate::workspace_root())
        .args([
            "run",
            "--quiet",
            "--release",
            "--package",
            "npamp-bench",
            "--",
        ])
        .args(&pass)
        .stderr(Stdio::inherit())
        .output();
    let out = match out {
        Ok(o) => o,
        Err(e) => {
            eprintln!("bench: cannot run cargo: {e}");
            return Ok(ExitCode::FAILURE);
        }
    };
    if !out.status.success() {
        eprintln!("bench: npamp-bench failed ({})", out.status);
        return Ok(ExitCode::FAILURE);
    }
    let text = String::from_utf8_lossy(&out.stdout);
    let rows: Vec<Row> = text.lines().filter_map(parse).collect();
    if rows.is_empty() {
        eprintln!("bench: npamp-bench printed no measurements");
        return Ok(ExitCode::FAILURE);
    }

    println!("| case | op | bytes | ns/frame | ns/item | MB/s | × oracle | × serde |");
    println!("|---|---|---:|---:|---:|---:|---:|---:|");
    for r in &rows {
        let per_item = if r.items > 0.0 {
            format!("{:.2}", r.ours / r.items)
        } else {
            "".into()
        };
        println!(
            "| {} | {} | {} | {} | {} | {:.0} | {:.1} | {:.1} |",
            r.label,
            r.op,
            r.bytes,
            ns(r.ours),
            per_item,
            r.bytes / r.ours * 1000.0,
            r.oracle / r.ours,
            r.serde / r.ours
        );
    }

    // Summary against the goals of the benchmark issue (reported, never asserted).
    let small = |op: &str| -> Vec<&Row> {
        rows.iter()
            .filter(|r| r.op == op && !r.label.contains(' '))
            .collect()
    };
    println!();
    for op in ["decode", "encode"] {
        let s = small(op);
        if s.is_empty() {
            continue;
        }
        let vs_oracle: Vec<f64> = s.iter().map(|r| r.oracle / r.ours).collect();
        let vs_serde: Vec<f64> = s.iter().map(|r| r.serde / r.ours).collect();
        let min = |v: &[f64]| v.iter().copied().fold(f64::INFINITY, f64::min);
        println!(
            "small-frame {op} ({} frames): × oracle geomean {:.1} (min {:.1}), × serde geomean {:.1} (min {:.1})",
            s.len(),
            geomean(&vs_oracle),
            min(&vs_oracle),
            geomean(&vs_serde),
            min(&vs_serde)
        );
    }
    for r in rows
        .iter()
        .filter(|r| r.op == "decode" && r.label.contains(' '))
    {
        if r.items > 0.0 {
            println!("{}: {:.2} ns per item", r.label, r.ours / r.items);
        } else {
            println!("{}: {:.0} MB/s decode", r.label, r.bytes / r.ours * 1000.0);
        }
    }
    Ok(ExitCode::SUCCESS)
}
