//! The generated artifacts: `expand` (the Rust of a channel; `--bless`
//! rewrites the golden snapshots), `cddl` and `vectors`, each written from
//! the schemas or, with `--check`, compared with the committed files.

use super::{code, model, write, Res};
use crate::workspace_root;
use std::process::ExitCode;

pub fn expand(module: Option<&str>, bless: bool) -> Res {
    let models: Vec<&npamp_schema::Model> = match module {
        Some(m) => vec![model(m)?],
        None if bless => npamp_schema::shipped().iter().collect(),
        None => return Err("expand needs a module (or --bless for all)".into()),
    };
    let dir = workspace_root().join("generated/snapshots");
    for m in models {
        let code = npamp_codegen::generate_pretty(m)?;
        if bless {
            let path = dir.join(format!("{}.rs", m.channel.module));
            let old = std::fs::read_to_string(&path).unwrap_or_default();
            write(&path, &code)?;
            let what = if old == code {
                "unchanged"
            } else {
                "re-blessed"
            };
            eprintln!("expand: {} {what}", path.display());
        } else {
            out!("{code}");
        }
    }
    Ok(ExitCode::SUCCESS)
}

pub fn cddl(check: bool, stdout: bool) -> Res {
    let dir = workspace_root().join("cddl");
    let mut stale = Vec::new();
    for m in npamp_schema::shipped() {
        let text = npamp_codegen::cddl::emit(m);
        let path = dir.join(format!("{}.cddl", m.channel.module));
        if check {
            if std::fs::read_to_string(&path).unwrap_or_default() != text {
                stale.push(path.display().to_string());
            }
        } else if stdout {
            out!("{text}");
        } else {
            write(&path, &text)?;
            eprintln!("cddl: wrote {}", path.display());
        }
    }
    for s in &stale {
        eprintln!("cddl: {s} is stale (run `cargo xtask cddl`)");
    }
    Ok(code(stale.is_empty()))
}

pub fn vectors(check: bool, groups: bool) -> Res {
    let dir = workspace_root().join("vectors");
    if groups {
        outln!("{}", npamp_vectors::all_groups());
        return Ok(ExitCode::SUCCESS);
    }
    let reports = if check {
        match npamp_vectors::check_all(&dir) {
            Ok(r) => r,
            Err(drift) => {
                for d in drift {
                    eprintln!("vectors: {d} (run `cargo xtask vectors`)");
                }
                return Ok(ExitCode::from(1));
            }
        }
    } else {
        npamp_vectors::write_all(&dir).map_err(|e| format!("vectors: {e}"))?
    };
    for r in &reports {
        eprintln!("vectors: {r}");
    }
    let total: usize = reports
        .iter()
        .filter_map(|r| r.counts)
        .map(|c| c.total())
        .sum();
    let what = if check {
        "match a fresh generation"
    } else {
        "written"
    };
    eprintln!("vectors: {total} vectors {what}");
    Ok(ExitCode::SUCCESS)
}
