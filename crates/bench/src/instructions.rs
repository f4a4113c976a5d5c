//! Instruction counts per decode / encode under callgrind (deterministic for a
//! given binary, input and environment, unlike timings on a shared machine),
//! and the regression guard against a committed baseline.

use crate::BenchError;
use std::path::Path;
use std::process::Command;

/// Instructions per call of `measured_<op>` for case `index`, counted by
/// callgrind with collection switched on only inside that function.
pub fn count(exe: &Path, index: usize, op: &str, iters: u64) -> Result<u64, BenchError> {
    let out_file =
        std::env::temp_dir().join(format!("npamp-cg-{}-{index}-{op}.out", std::process::id()));
    let out = Command::new("valgrind")
        .arg("--tool=callgrind")
        .arg(format!("--toggle-collect=*measured_{op}*"))
        .arg(format!("--callgrind-out-file={}", out_file.display()))
        .arg(exe)
        .args([
            "--count",
            &index.to_string(),
            "--op",
            op,
            "--iters",
            &iters.to_string(),
        ])
        .output()
        .map_err(|e| {
            BenchError::Callgrind(format!("cannot run valgrind (is it installed?): {e}"))
        })?;
    let _ = std::fs::remove_file(&out_file);
    let err = String::from_utf8_lossy(&out.stderr);
    if !out.status.success() {
        return Err(BenchError::Callgrind(format!("callgrind failed: {err}")));
    }
    let collected = err
        .lines()
        .find_map(|l| l.split("Collected :").nth(1))
        .map(|n| n.trim().replace(',', ""))
        .and_then(|n| n.parse::<u64>().ok())
        .ok_or_else(|| {
            BenchError::Callgrind(format!("no `Collected` line in callgrind's output:\n{err}"))
        })?;
    Ok(collected / iters.max(1))
}

/// `rustc -vV`'s release line (the baseline is valid for one compiler).
pub fn rustc_version() -> String {
    Command::new("rustc")
        .arg("-V")
        .output()
        .ok()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_default()
}

/// A baseline: the compiler and (label, op, instructions) rows.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Baseline {
    pub rustc: String,
    pub rows: Vec<(String, String, u64)>,
}

impl Baseline {
    pub fn parse(text: &str) -> Baseline {
        let mut b = Baseline::default();
        for line in text.lines() {
            if let Some(v) = line.strip_prefix("# rustc: ") {
                b.rustc = v.trim().to_string();
            } else if !line.starts_with('#') {
                let f: Vec<&str> = line.split('\t').collect();
                if let [label, op, n] = f.as_slice() {
                    if let Ok(n) = n.parse() {
                        b.rows.push(((*label).to_string(), (*op).to_string(), n));
                    }
                }
            }
        }
        b
    }
    pub fn render(&self) -> String {
        let mut s = format!(
            "# Instructions per call under callgrind (`cargo xtask bench --instructions`).\n# Re-baseline: `cargo xtask bench --instructions --bless`.\n# rustc: {}\n",
            self.rustc
        );
        for (l, o, n) in &self.rows {
            s.push_str(&format!("{l}\t{o}\t{n}\n"));
        }
        s
    }
    pub fn get(&self, label: &str, op: &str) -> Option<u64> {
        self.rows
            .iter()
            .find(|(l, o, _)| l == label && o == op)
            .map(|(_, _, n)| *n)
    }
}

/// What `cargo xtask bench --instructions` does with the counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Print them.
    Print,
    /// Compare them with the baseline (a growth over 15% fails).
    Check,
    /// Write them as the new baseline.
    Bless,
}

/// Count every case `exe --list` names (those whose label contains
/// `filter`; with [`Mode::Check`] and no filter, those in the baseline),
/// emitting a Markdown table row per case on `out`; then compare with, or
/// rewrite, the baseline at `base_path`, saying so on `note`. `Ok(false)`
/// when a count regressed.
pub fn run(
    exe: &Path,
    filter: Option<&str>,
    mode: Mode,
    base_path: &Path,
    out: &mut dyn FnMut(&str),
    note: &mut dyn FnMut(&str),
) -> Result<bool, BenchError> {
    let list = Command::new(exe)
        .arg("--list")
        .output()
        .map_err(|e| BenchError::Callgrind(format!("cannot run {}: {e}", exe.display())))?;
    let listing = String::from_utf8_lossy(&list.stdout).to_string();
    let base = Baseline::parse(&std::fs::read_to_string(base_path).unwrap_or_default());
    let mut rows = Vec::new();
    out("| case | decode | encode | typed |\n|---|---:|---:|---:|\n");
    for line in listing.lines() {
        let mut cols = line.split('\t');
        let (Some(idx), Some(label)) = (cols.next(), cols.next()) else {
            continue;
        };
        let Ok(idx) = idx.parse::<usize>() else {
            continue;
        };
        // The typed `<module>::decode` too, where the case's module has one
        // (measured for both it and `Channel::check`).
        let has_typed = cols.next() == Some("typed");
        let wanted = match filter {
            Some(f) => label.contains(f),
            None => mode != Mode::Check || base.get(label, "decode").is_some(),
        };
        if !wanted {
            continue;
        }
        let d = count(exe, idx, "decode", 200)?;
        let e = count(exe, idx, "encode", 200)?;
        rows.push((label.to_string(), "decode".to_string(), d));
        rows.push((label.to_string(), "encode".to_string(), e));
        let t = if has_typed {
            let t = count(exe, idx, "typed", 200)?;
            rows.push((label.to_string(), "typed".to_string(), t));
            t.to_string()
        } else {
            "–".to_string()
        };
        out(&format!("| {label} | {d} | {e} | {t} |\n"));
    }
    let rustc = rustc_version();
    match mode {
        Mode::Print => Ok(true),
        Mode::Check if base.rustc != rustc => {
            note(&format!(
                "bench: baseline was counted with `{}`, this is `{rustc}`: not compared",
                base.rustc
            ));
            Ok(true)
        }
        Mode::Check => {
            let bad = regressions(&base, &rows, 0.15);
            for b in &bad {
                note(&format!("bench: regression: {b}"));
            }
            Ok(bad.is_empty())
        }
        Mode::Bless => {
            let b = Baseline { rustc, rows };
            std::fs::write(base_path, b.render()).map_err(|source| BenchError::Io {
                path: base_path.to_path_buf(),
                source,
            })?;
            note(&format!("bench: wrote {}", base_path.display()));
            Ok(true)
        }
    }
}

/// Rows that grew more than `tolerance` (0.15 = 15%) over the baseline.
pub fn regressions(base: &Baseline, now: &[(String, String, u64)], tolerance: f64) -> Vec<String> {
    now.iter()
        .filter_map(|(l, o, n)| {
            let b = base.get(l, o)?;
            ((*n as f64) > (b as f64) * (1.0 + tolerance)).then(|| {
                format!(
                    "{l} {o}: {n} instructions, baseline {b} (+{:.0}%)",
                    (*n as f64 / b as f64 - 1.0) * 100.0
                )
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn baseline_round_trips_and_flags_growth() {
        let b = Baseline {
            rustc: "rustc 1.95.0".into(),
            rows: vec![
                ("a".into(), "decode".into(), 100),
                ("b".into(), "encode".into(), 50),
            ],
        };
        assert_eq!(Baseline::parse(&b.render()), b);
        let now = vec![
            ("a".into(), "decode".into(), 114),
            ("b".into(), "encode".into(), 60),
        ];
        let r = regressions(&b, &now, 0.15);
        assert_eq!(r.len(), 1, "{r:?}");
        assert!(r[0].starts_with("b encode: 60"), "{r:?}");
    }
}
