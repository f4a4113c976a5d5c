//! `fuzz`: differential fuzzing of the generated decoders against the oracle
//! (npamp-campaign), or of an external implementation (`--testee`).

use super::{code, Res};
use crate::{workspace_root, ProfileArg};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct FuzzArgs {
    /// Only these targets (decode, structured, cross, exchange; repeat or comma-separate).
    #[arg(long, value_delimiter = ',')]
    pub target: Vec<String>,
    /// Only these channel modules (repeat or comma-separate).
    #[arg(long, value_delimiter = ',')]
    pub channel: Vec<String>,
    /// Seconds of fuzzing in all (builds not counted), shared by the pairs
    /// [default: 240]; with --mutants, per mutant and pass [default: 60].
    #[arg(long)]
    pub time: Option<u64>,
    /// libFuzzer: pairs fuzzed at once; stable: threads per pair [default: the machine's cores].
    #[arg(long)]
    pub jobs: Option<usize>,
    /// auto | libfuzzer | stable
    #[arg(long, default_value = "auto")]
    pub engine: String,
    /// A planted decoder bug that must be found (the list: crates/runtime/src/plant.rs).
    #[arg(long)]
    pub plant: Option<String>,
    /// none | address
    #[arg(long, default_value = "none")]
    pub sanitizer: String,
    /// libFuzzer builds: auto (shared when each pair fuzzes under 300 s, else
    /// channel) | shared (one build, every target and channel) | channel (one
    /// build per channel: fastest exec/s) | under-test (every channel's code
    /// under test) | all (the oracle too).
    #[arg(long, default_value = "auto")]
    pub instrument: String,
    /// Merge and minimize each (target, channel) corpus instead of fuzzing
    /// (libFuzzer -merge=1; stable engine: one input per behaviour signature).
    #[arg(long, conflicts_with = "coverage")]
    pub minimize: bool,
    /// Replay seeds and corpora with a coverage build instead of fuzzing:
    /// fuzz/coverage/index.html and a table per target.
    #[arg(long)]
    pub coverage: bool,
    /// Fuzz an external implementation through the npamp-conform adapter
    /// contract (this command line) against the oracle, instead of our codecs.
    #[arg(long, conflicts_with_all = ["coverage", "minimize", "plant"])]
    pub testee: Option<String>,
    /// The mutation run: each check switched off alone and fuzzed until a finding or --time.
    #[arg(long, conflicts_with_all = ["coverage", "minimize", "plant", "testee"])]
    pub mutants: bool,
    /// With --mutants: only this mutant (repeat); with --sample, the sample's fixed part.
    #[arg(long = "mutant", value_delimiter = ',')]
    pub mutant: Vec<String>,
    /// With --mutants: a random pick of this many more mutants, seeded by --seed.
    #[arg(long)]
    pub sample: Option<usize>,
    /// With --mutants: no second pass from the committed seeds.
    #[arg(long)]
    pub no_seeds_pass: bool,
    /// With --mutants: also write the report to this file.
    #[arg(long)]
    pub report: Option<PathBuf>,
    /// With --testee: the profile it is graded against (minimum: only `must`
    /// differences fail; strict: `strict`-basis ones too).
    #[arg(long, value_enum, default_value = crate::DEFAULT_PROFILE)]
    pub profile: ProfileArg,
    /// With --testee: the budget of one request, in milliseconds (a hang).
    #[arg(long, default_value_t = 2000)]
    pub timeout_ms: u64,
    /// With --testee or --mutants: the PRNG seed (reproducible cases, sample).
    #[arg(long)]
    pub seed: Option<u64>,
    /// With --testee: the findings folder name under fuzz/findings/ (default:
    /// from the command line).
    #[arg(long)]
    pub name: Option<String>,
    /// With --testee: where findings go (default fuzz/findings).
    #[arg(long)]
    pub findings_dir: Option<PathBuf>,
    /// With --testee: stop at the first finding.
    #[arg(long)]
    pub stop_on_first: bool,
}

pub fn fuzz(a: FuzzArgs) -> Res {
    match &a.testee {
        Some(cmd) => fuzz_testee(cmd, &a),
        None if a.mutants || !a.mutant.is_empty() || a.sample.is_some() => fuzz_mutants(&a),
        None => fuzz_campaign(a),
    }
    .map_err(Into::into)
}

fn fuzz_mutants(a: &FuzzArgs) -> Result<ExitCode, npamp_campaign::CampaignError> {
    use npamp_campaign::mutants;
    let mut o = mutants::Options::new(workspace_root());
    (o.channels, o.only, o.sample) = (a.channel.clone(), a.mutant.clone(), a.sample);
    (o.seed, o.seeds_pass, o.report) = (a.seed.unwrap_or(0), !a.no_seeds_pass, a.report.clone());
    o.secs = a.time.map_or(mutants::DEFAULT_SECS, |t| t as f64);
    o.jobs = a.jobs.unwrap_or(o.jobs).max(1);
    let s = mutants::run(&o)?;
    Ok(ExitCode::from(u8::try_from(s.exit_code).unwrap_or(1)))
}

/// `--time`, or the campaign's default.
fn secs(t: Option<u64>) -> std::time::Duration {
    std::time::Duration::from_secs(t.unwrap_or(npamp_campaign::campaign::DEFAULT_TIME_SECS))
}

fn fuzz_campaign(a: FuzzArgs) -> Result<ExitCode, npamp_campaign::CampaignError> {
    use npamp_campaign::campaign::{self, Engine, Instrument, Options, Plant, Sanitizer};
    let mut o = Options::new(workspace_root());
    o.targets = a.target;
    o.channels = a.channel;
    o.time = secs(a.time);
    o.jobs = a.jobs.unwrap_or_else(campaign::default_jobs).max(1);
    o.engine = Engine::from_name(&a.engine)?;
    o.plant = a.plant.as_deref().map(Plant::from_name).transpose()?;
    o.instrument = Instrument::from_name(&a.instrument)?;
    o.sanitizer = Sanitizer::from_name(&a.sanitizer)?;
    if a.coverage {
        npamp_campaign::coverage::run(&o)?;
        return Ok(ExitCode::SUCCESS);
    }
    if a.minimize {
        npamp_campaign::minimize::run(&o)?;
        return Ok(ExitCode::SUCCESS);
    }
    // `campaign::run` prints the table (and the findings) itself.
    let summary = campaign::run(&o)?;
    Ok(ExitCode::from(u8::try_from(summary.exit_code).unwrap_or(1)))
}
fn fuzz_testee(cmd: &str, a: &FuzzArgs) -> Result<ExitCode, npamp_campaign::CampaignError> {
    use npamp_campaign::testee;
    let mut o = testee::Options::new(cmd);
    o.channels = a.channel.clone();
    o.time = secs(a.time);
    o.profile = a.profile.into();
    o.timeout = std::time::Duration::from_millis(a.timeout_ms.max(1));
    o.name = a.name.clone();
    let findings = || workspace_root().join("fuzz/findings");
    o.findings_dir = Some(a.findings_dir.clone().unwrap_or_else(findings));
    o.stop_on_first = a.stop_on_first;
    if let Some(s) = a.seed {
        o.seed = s;
    }
    let report = testee::run(&o)?;
    out!("{}", report.table());
    Ok(code(!report.failed()))
}
