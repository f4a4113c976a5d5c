//! `bench`: npamp-bench's timings, side-by-side table and transcript
//! grading, or its instruction counts under callgrind (`--instructions`).

use super::{code, Res};
use crate::workspace_root;

#[derive(clap::Args)]
pub struct BenchArgs {
    /// A few-second smoke run.
    #[arg(long)]
    pub quick: bool,
    /// Only cases whose label contains this.
    #[arg(long)]
    pub filter: Option<String>,
    /// Count instructions per decode/encode with callgrind instead of timing.
    #[arg(long)]
    pub instructions: bool,
    /// With --instructions: compare with the committed baseline (fail on growth > 15%).
    #[arg(long)]
    pub check: bool,
    /// With --instructions: write the counts as the new baseline.
    #[arg(long)]
    pub bless: bool,
    /// Time the interleaved mix of the five headline payloads side by side in one process: ours
    /// (`Channel::check`, typed decode), cbor-core with hand-written rules, the generic ciborium
    /// parse and the oracle; ns/op and ratios (crates/bench/README.md).
    #[arg(long, conflicts_with_all = ["instructions", "filter"])]
    pub side_by_side: bool,
    /// Time grading a wire transcript of this many frames (default 100000), built from the
    /// committed conformant recordings: parse and grade, with and without association closes.
    #[arg(long, num_args = 0..=1, default_missing_value = "100000", value_name = "FRAMES",
          conflicts_with_all = ["instructions", "filter", "side_by_side"])]
    pub grade: Option<usize>,
}

pub fn bench(a: BenchArgs) -> Res {
    let exe = npamp_bench::build_release(&workspace_root())?;
    if a.instructions {
        use npamp_bench::instructions::{run, Mode};
        let mode = match (a.check, a.bless) {
            (true, _) => Mode::Check,
            (false, true) => Mode::Bless,
            (false, false) => Mode::Print,
        };
        let base = workspace_root().join("crates/bench/instructions.baseline");
        let (mut print, mut note) = (|s: &str| out!("{s}"), |s: &str| eprintln!("{s}"));
        let ok = run(
            &exe,
            a.filter.as_deref(),
            mode,
            &base,
            &mut print,
            &mut note,
        );
        return Ok(code(ok?));
    }
    let mut c = std::process::Command::new(&exe);
    for (on, flag) in [(a.quick, "--quick"), (a.side_by_side, "--side-by-side")] {
        if on {
            c.arg(flag);
        }
    }
    if let Some(n) = a.grade {
        c.args(["--grade", &n.to_string()]);
    }
    if let Some(f) = &a.filter {
        c.args(["--filter", f]);
    }
    let st = c
        .status()
        .map_err(|e| format!("cannot run {}: {e}", exe.display()))?;
    Ok(code(st.success()))
}
