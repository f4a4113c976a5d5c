//! The commands: each parses nothing and decides nothing beyond calling its
//! library and printing the result.

use crate::{workspace_root, ProfileArg};
use npamp_generated::Profile;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

type Res = Result<ExitCode, String>;

fn channel(module: &str) -> Result<&'static dyn npamp_generated::Channel, String> {
    npamp_generated::channel(module).ok_or_else(|| {
        format!(
            "unknown channel `{module}` (known: {})",
            npamp_generated::modules()
        )
    })
}

fn model(module: &str) -> Result<&'static npamp_schema::Model, String> {
    npamp_schema::shipped_model(module).ok_or_else(|| {
        format!(
            "unknown channel `{module}` (known: {})",
            npamp_schema::shipped_modules()
        )
    })
}

fn frame_type(s: &str) -> Result<u16, String> {
    let r = match s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        Some(h) => u16::from_str_radix(h, 16),
        None => s.parse::<u16>(),
    };
    r.map_err(|_| format!("bad FRAME_TYPE `{s}` (decimal or 0x-hex, 0..=65535)"))
}

fn code(ok: bool) -> ExitCode {
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

/// The codec of MODULE, matched without regard to case.
fn codec(module: &str) -> Result<npamp_codec::Codec, String> {
    let module = module.to_ascii_lowercase();
    channel(&module)?;
    npamp_codec::Codec::for_module(&module).map_err(|e| e.to_string())
}

/// A frame type given as a frame name of the channel (any case), decimal or 0x-hex.
fn frame_type_of(c: &npamp_codec::Codec, s: &str) -> Result<u16, String> {
    let frames = &c.model().frames;
    if let Some(f) = frames.iter().find(|f| f.name.eq_ignore_ascii_case(s)) {
        return Ok(f.code);
    }
    frame_type(s).map_err(|e| {
        let names: Vec<&str> = frames.iter().map(|f| f.name.as_str()).collect();
        format!("{e}, or a frame name of this channel: {}", names.join(", "))
    })
}

/// The payload argument of `decode`: hex, `-` (standard input) or `@PATH`.
/// Read text is hex when it is (whitespace ignored), raw bytes otherwise.
fn payload_arg(arg: &str) -> Result<Vec<u8>, String> {
    let raw = match arg {
        "-" => {
            let mut b = Vec::new();
            std::io::Read::read_to_end(&mut std::io::stdin(), &mut b)
                .map_err(|e| format!("cannot read standard input: {e}"))?;
            b
        }
        a => match a.strip_prefix('@') {
            Some(path) => std::fs::read(path).map_err(|e| format!("cannot read {path}: {e}"))?,
            None => return npamp_testkit::hex::unhex(a).map_err(|e| format!("bad HEX: {e}")),
        },
    };
    let text: String = std::str::from_utf8(&raw)
        .unwrap_or("")
        .chars()
        .filter(|c| !c.is_ascii_whitespace())
        .collect();
    let is_hex = !raw.is_empty()
        && text.len().is_multiple_of(2)
        && text.chars().all(|c| c.is_ascii_hexdigit())
        && std::str::from_utf8(&raw).is_ok();
    if is_hex {
        npamp_testkit::hex::unhex(&text).map_err(|e| format!("bad HEX: {e}"))
    } else {
        Ok(raw)
    }
}

/// The refusal as JSON: rule, schema rule id, basis, section, field, offset, wire outcome.
fn refusal_json(
    ch: &dyn npamp_generated::Channel,
    e: &npamp_generated::DecodeError,
) -> serde_json::Value {
    serde_json::json!({
        "verdict": "reject",
        "outcome": ch.outcome(e).describe().to_string(),
        "rule": e.rule().as_str(),
        "rule_id": e.rule_id(),
        "basis": e.basis().as_str(),
        "section": e.section(),
        "field": e.field(),
        "offset": e.offset(),
    })
}

pub fn decode(module: &str, ft: &str, payload: &str, profile: Profile) -> Res {
    let c = codec(module)?;
    let ft = frame_type_of(&c, ft)?;
    let payload = payload_arg(payload)?;
    match c.decode(ft, &payload, profile) {
        Ok(frame) => {
            let mut out = serde_json::json!({ "verdict": "accept", "frame": frame });
            // Accepted under the minimum profile: say what the strict reading
            // would refuse (an acceptable input).
            if profile == Profile::Minimum {
                if let Err(e) = c.decode(ft, &payload, Profile::Strict) {
                    out["strict"] = refusal_json(c.channel(), &e);
                }
            }
            outln!("{out}");
            Ok(ExitCode::SUCCESS)
        }
        Err(e) => {
            outln!("{}", refusal_json(c.channel(), &e));
            Ok(ExitCode::from(1))
        }
    }
}

pub fn encode(module: &str, json: &str) -> Res {
    let c = codec(module)?;
    let v: serde_json::Value = serde_json::from_str(json).map_err(|e| format!("bad JSON: {e}"))?;
    match c.encode(&v, Profile::Strict) {
        Ok((_, bytes)) => {
            outln!("{}", npamp_testkit::hex::hex(&bytes));
            Ok(ExitCode::SUCCESS)
        }
        Err(npamp_codec::EncodeError::Refused { error, .. }) => {
            outln!("{}", refusal_json(c.channel(), &error));
            Ok(ExitCode::from(1))
        }
        Err(e) => Err(e.to_string()),
    }
}

pub fn expand(module: Option<&str>, bless: bool) -> Res {
    let models: Vec<&npamp_schema::Model> = match module {
        Some(m) => vec![model(m)?],
        None if bless => npamp_schema::shipped().iter().collect(),
        None => return Err("expand needs a module (or --bless for all)".into()),
    };
    let dir = workspace_root().join("generated/snapshots");
    for m in models {
        let code = npamp_codegen::generate_pretty(m).map_err(|e| e.to_string())?;
        if bless {
            let path = dir.join(format!("{}.rs", m.channel.module));
            let old = std::fs::read_to_string(&path).unwrap_or_default();
            write(&path, &code)?;
            eprintln!(
                "expand: {} {}",
                path.display(),
                if old == code {
                    "unchanged"
                } else {
                    "re-blessed"
                }
            );
        } else {
            out!("{code}");
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn write(path: &Path, text: &str) -> Result<(), String> {
    if let Some(d) = path.parent() {
        std::fs::create_dir_all(d).map_err(|e| format!("cannot create {}: {e}", d.display()))?;
    }
    std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
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

pub fn spec_check(specs: &[PathBuf]) -> Res {
    let models = npamp_schema::shipped();
    let mut total = 0usize;
    for path in specs {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default();
        let doc = npamp_spec::parse_named(name, &text);
        let m = match npamp_spec::identify(&doc, models) {
            npamp_spec::Identified::Model(m) => m,
            _ if matches!(
                npamp_spec::import(&doc),
                Err(npamp_spec::ImportError::NoFrameTable)
            ) =>
            {
                eprintln!(
                    "spec-check: {}: skipped (no frame-type table: not a companion spec)",
                    path.display()
                );
                continue;
            }
            other => {
                eprintln!("spec-check: {}: {other}", path.display());
                total += 1;
                continue;
            }
        };
        let mut drifts = npamp_spec::drift(&doc, m);
        // The corpus declares the revision the spec cites (vectors/<module>.json "specRevision").
        let corpus = format!("vectors/{}.json", m.channel.module);
        if let Some(declared) = std::fs::read_to_string(crate::workspace_root().join(&corpus))
            .ok()
            .and_then(|t| serde_json::from_str::<serde_json::Value>(&t).ok())
            .and_then(|j| j["specRevision"].as_str().map(String::from))
        {
            drifts.extend(npamp_spec::corpus_revision(&doc, &declared, &corpus));
        }
        for d in &drifts {
            outln!("{}: {d}", path.display());
        }
        for (d, why) in npamp_spec::excepted(&doc, m) {
            eprintln!(
                "spec-check: {}: excepted: {d} ({})",
                path.display(),
                why.reason
            );
        }
        eprintln!(
            "spec-check: {} ({} → {}): {}",
            path.display(),
            m.channel.spec,
            m.source,
            if drifts.is_empty() {
                "no drift".to_string()
            } else {
                format!("{} drift(s)", drifts.len())
            }
        );
        total += drifts.len();
    }
    Ok(code(total == 0))
}

pub fn spec_import(spec: &Path, compare: Option<&Path>) -> Res {
    let text = std::fs::read_to_string(spec)
        .map_err(|e| format!("cannot read {}: {e}", spec.display()))?;
    let name = spec
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or_default();
    let doc = npamp_spec::parse_named(name, &text);
    let draft = npamp_spec::import_draft(&doc).map_err(|e| format!("{}: {e}", spec.display()))?;
    match compare {
        Some(schema) => spec_compare(&draft, name, schema)?,
        None => out!("{}", draft.yaml),
    }
    if !draft.unresolved.is_empty() {
        eprintln!(
            "warning: {}: {} reference(s) not placed, written as opaque values with a `# TODO`:",
            spec.display(),
            draft.unresolved.len()
        );
        for u in &draft.unresolved {
            eprintln!("  {u}");
        }
    }
    for n in &draft.notes {
        eprintln!("note: {}: {n}", spec.display());
    }
    let classes: Vec<String> = npamp_spec::MustClass::ALL
        .iter()
        .map(|c| {
            let n = draft.classified.iter().filter(|m| m.class == *c).count();
            format!("{n} {}", c.as_str())
        })
        .collect();
    let drafted = draft.classified.iter().filter(|m| m.drafted).count();
    eprintln!(
        "{}: {} MUST sentences ({}); {drafted} drafted, the others are comments with their class",
        spec.display(),
        draft.classified.len(),
        classes.join(", ")
    );
    Ok(ExitCode::SUCCESS)
}

/// The draft held against a committed schema, and the channel's recorded
/// exchanges graded under the committed machines and under the draft's.
fn spec_compare(draft: &npamp_spec::Draft, name: &str, schema: &Path) -> Result<(), String> {
    let committed_text = std::fs::read_to_string(schema)
        .map_err(|e| format!("cannot read {}: {e}", schema.display()))?;
    let committed = npamp_schema::parse(&schema.display().to_string(), &committed_text)
        .map_err(|e| e.to_string())?;
    let model = npamp_schema::parse(name, &draft.yaml).map_err(|e| format!("the draft: {e}"))?;
    out!("{}", npamp_spec::fidelity(&model, &committed));
    let module = committed.channel.module.clone();
    if npamp_schema::shipped_model(&module).is_none() {
        outln!("recorded exchanges: `{module}` is not a shipped channel; none graded");
        return Ok(());
    }
    // The committed schema's frames with the draft's machines.
    let hybrid = npamp_spec::with_exchanges(&committed_text, &draft.yaml);
    let hybrid = npamp_schema::parse("committed frames, draft exchanges", &hybrid)
        .map_err(|e| format!("the draft's exchanges on the committed frames: {e}"))?;
    let hybrid: &'static npamp_schema::Model = Box::leak(Box::new(hybrid));
    let grades = npamp_harness::transcript::regrade(&module, hybrid);
    let same = grades.iter().filter(|g| g.same()).count();
    outln!(
        "recorded exchanges (transcripts/{module}): {same} of {} graded the same under the draft's exchanges",
        grades.len()
    );
    for g in grades.iter().filter(|g| !g.same()) {
        outln!("  {}:", g.name);
        if let Some(e) = &g.error {
            outln!("    error: {e}");
        }
        for (side, list) in [
            ("committed only", &g.shipped_only),
            ("draft only", &g.other_only),
        ] {
            for (f, clause) in list {
                outln!(
                    "    {side}: frame {} {} {} — {}",
                    f.at,
                    f.level.as_str(),
                    f.requirement,
                    clause
                );
            }
        }
    }
    Ok(())
}

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
    /// The mutation run: every check of the generated decoders, of the reader
    /// and of the behaviour monitor switched off alone and fuzzed (stable
    /// engine) until a finding or --time; a table, the survivors and
    /// `mutants: K of M killed, median S s, worst W s`.
    #[arg(long, conflicts_with_all = ["coverage", "minimize", "plant", "testee"])]
    pub mutants: bool,
    /// With --mutants: always run this mutant (repeat; the ids are those of
    /// the table). With --sample, the fixed part of a sample.
    #[arg(long = "mutant", value_delimiter = ',')]
    pub mutant: Vec<String>,
    /// With --mutants: a random pick of this many more mutants, seeded by --seed.
    #[arg(long)]
    pub sample: Option<usize>,
    /// With --mutants: fuzz from an empty corpus only (no second pass from
    /// the committed seeds).
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
    /// With --testee: the PRNG seed (cases are reproducible); with --mutants,
    /// the seed of the sample and of the fuzzing.
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

#[derive(clap::Args)]
pub struct ConformArgs {
    /// Corpora (default: every committed corpus, ours and vectors/reference/).
    pub corpora: Vec<PathBuf>,
    /// What the subject is graded against: minimum (only `must` differences
    /// fail) or strict (acceptable cases the strict reading refuses must be
    /// refused too). In-process, also the profile our codecs decode under.
    #[arg(long, value_enum, default_value = crate::DEFAULT_PROFILE)]
    pub profile: ProfileArg,
    /// An external adapter (npamp-conform contract) to grade instead of our
    /// codecs: `NAME=CMD` or `CMD`; repeat for a matrix over implementations.
    #[arg(long)]
    pub testee: Vec<String>,
    /// Write the matrix report into this folder: report.md, report.html,
    /// summary.json, and per implementation NAME.junit.xml and NAME.failures.txt.
    #[arg(long)]
    pub report: Option<PathBuf>,
    /// `NAME=FILE` (or `FILE` with one testee): the failures expected of an
    /// implementation (a NAME.failures.txt); only failures not listed fail the run.
    #[arg(long)]
    pub expected_failures: Vec<String>,
    /// A previous report's summary.json (or its folder): print what was fixed,
    /// what is new and what still fails.
    #[arg(long)]
    pub compare: Option<PathBuf>,
    /// Write a JUnit XML report (one implementation; with several, use --report).
    #[arg(long)]
    pub junit: Option<PathBuf>,
    /// Per-case timeout for a testee, in milliseconds.
    #[arg(long, default_value_t = 5000)]
    pub timeout_ms: u64,
}

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

pub fn default_corpora() -> Vec<PathBuf> {
    let root = workspace_root().join("vectors");
    let mut v: Vec<PathBuf> = npamp_schema::shipped()
        .iter()
        .map(|m| root.join(format!("{}.json", m.channel.module)))
        .filter(|p| p.exists())
        .collect();
    if let Ok(rd) = std::fs::read_dir(root.join("reference")) {
        let mut r: Vec<PathBuf> = rd
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "json"))
            .collect();
        r.sort();
        v.extend(r);
    }
    v
}

pub fn fuzz(a: FuzzArgs) -> Res {
    match &a.testee {
        Some(cmd) => fuzz_testee(cmd, &a),
        None if a.mutants || !a.mutant.is_empty() || a.sample.is_some() => fuzz_mutants(&a),
        None => fuzz_campaign(a),
    }
    .map_err(|e| e.to_string())
}

fn fuzz_mutants(a: &FuzzArgs) -> Result<ExitCode, npamp_campaign::CampaignError> {
    use npamp_campaign::mutants;
    let mut o = mutants::Options::new(workspace_root());
    o.channels = a.channel.clone();
    o.only = a.mutant.clone();
    o.sample = a.sample;
    o.seed = a.seed.unwrap_or(0);
    o.secs = a.time.map_or(mutants::DEFAULT_SECS, |t| t as f64);
    o.jobs = a.jobs.unwrap_or(o.jobs).max(1);
    o.seeds_pass = !a.no_seeds_pass;
    let s = mutants::run(&o)?;
    if let Some(path) = &a.report {
        std::fs::write(path, &s.report)
            .map_err(|e| npamp_campaign::CampaignError::Tool(format!("{}: {e}", path.display())))?;
    }
    Ok(ExitCode::from(u8::try_from(s.exit_code).unwrap_or(1)))
}

fn fuzz_campaign(a: FuzzArgs) -> Result<ExitCode, npamp_campaign::CampaignError> {
    use npamp_campaign::campaign::{self, Engine, Instrument, Options, Plant, Sanitizer};
    let mut o = Options::new(workspace_root());
    o.targets = a.target;
    o.channels = a.channel;
    o.time = std::time::Duration::from_secs(a.time.unwrap_or(campaign::DEFAULT_TIME_SECS));
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
    o.time = std::time::Duration::from_secs(
        a.time
            .unwrap_or(npamp_campaign::campaign::DEFAULT_TIME_SECS),
    );
    o.profile = a.profile.into();
    o.timeout = std::time::Duration::from_millis(a.timeout_ms.max(1));
    o.name = a.name.clone();
    o.findings_dir = Some(
        a.findings_dir
            .clone()
            .unwrap_or_else(|| workspace_root().join("fuzz/findings")),
    );
    o.stop_on_first = a.stop_on_first;
    if let Some(s) = a.seed {
        o.seed = s;
    }
    let report = testee::run(&o)?;
    out!("{}", report.table());
    Ok(code(!report.failed()))
}

pub fn vectors(check: bool, groups: bool) -> Res {
    let dir = workspace_root().join("vectors");
    if groups {
        let all: Vec<serde_json::Value> = npamp_vectors::generate_all()
            .iter()
            .map(npamp_vectors::groups)
            .collect();
        let flat: Vec<serde_json::Value> = all
            .into_iter()
            .flat_map(|g| g.as_array().cloned().unwrap_or_default())
            .collect();
        outln!("{}", serde_json::Value::Array(flat));
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
    let mut total = 0;
    for r in &reports {
        match r.counts {
            Some(c) => {
                total += c.total();
                eprintln!(
                    "vectors: {} sha256 {} — {} vectors ({} valid, {} acceptable, {} invalid)",
                    r.path.display(),
                    r.sha256,
                    c.total(),
                    c.valid,
                    c.acceptable,
                    c.invalid
                );
            }
            None => eprintln!("vectors: {} sha256 {}", r.path.display(), r.sha256),
        }
    }
    eprintln!(
        "vectors: {total} vectors {}",
        if check {
            "match a fresh generation"
        } else {
            "written"
        }
    );
    Ok(ExitCode::SUCCESS)
}
pub fn conform(a: ConformArgs) -> Res {
    use npamp_conform::matrix::{self, Matrix, Subject};
    let profile: Profile = a.profile.into();
    let corpora = if a.corpora.is_empty() {
        default_corpora()
    } else {
        a.corpora.clone()
    };
    let mut loaded = Vec::new();
    for path in &corpora {
        let corpus = npamp_testkit::corpus::Corpus::read(path)
            .map_err(|e| format!("{}: {e}", path.display()))?;
        loaded.push((path.display().to_string(), corpus));
    }
    let testees: Vec<(String, String)> = a
        .testee
        .iter()
        .map(|t| matrix::parse_testee_arg(t))
        .collect();
    let expected = expected_failures(&a.expected_failures, &testees)?;
    let mut subjects = Vec::new();
    if testees.is_empty() {
        let reports = loaded
            .iter()
            .map(|(name, c)| npamp_conform::grade::grade_registered(name, c, profile))
            .collect();
        subjects.push(Subject {
            name: "npamp-generated".into(),
            command: None,
            expected: expected.get("npamp-generated").cloned(),
            reports,
        });
    }
    for (name, cmd) in &testees {
        let mut cfg = npamp_conform::TesteeConfig::from_command_line(cmd)
            .ok_or_else(|| format!("testee {name}: cannot parse `{cmd}`"))?;
        cfg.timeout = std::time::Duration::from_millis(a.timeout_ms);
        let mut t = npamp_conform::Testee::spawn(cfg).map_err(|e| format!("testee {name}: {e}"))?;
        let reports = loaded
            .iter()
            .map(|(corpus, c)| {
                let mut r = npamp_conform::grade::grade_testee(corpus, c, &mut t, profile);
                r.subject = format!("{name} (`{cmd}`)");
                r
            })
            .collect();
        t.shutdown();
        subjects.push(Subject {
            name: name.clone(),
            command: Some(cmd.clone()),
            expected: expected.get(name).cloned(),
            reports,
        });
    }
    for s in &subjects {
        for r in &s.reports {
            out!("{}", r.render_text());
        }
    }
    let m = Matrix { profile, subjects };
    out!("{}", m.to_text());
    let comparison = match &a.compare {
        Some(p) => {
            let p = if p.is_dir() {
                p.join("summary.json")
            } else {
                p.clone()
            };
            let text = std::fs::read_to_string(&p)
                .map_err(|e| format!("--compare {}: {e}", p.display()))?;
            let prev: serde_json::Value = serde_json::from_str(&text)
                .map_err(|e| format!("--compare {}: {e}", p.display()))?;
            let c = m.compare(&prev);
            for (name, ch) in &c {
                outln!(
                    "  {name} against {}: {} fixed, {} new, {} still failing",
                    p.display(),
                    ch.fixed.len(),
                    ch.new.len(),
                    ch.still.len()
                );
                for id in &ch.new {
                    outln!("    new: {id}");
                }
            }
            Some(c)
        }
        None => None,
    };
    if let Some(j) = &a.junit {
        match m.subjects.as_slice() {
            [one] => write(j, &npamp_conform::grade::junit_document(&one.reports))?,
            _ => return Err("--junit takes one implementation; with several, --report DIR writes one JUnit file each".into()),
        }
    }
    if let Some(dir) = &a.report {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        write(&dir.join("report.md"), &m.to_markdown(comparison.as_ref()))?;
        write(&dir.join("report.html"), &m.to_html(comparison.as_ref()))?;
        let summary = serde_json::to_string_pretty(&m.summary(comparison.as_ref()))
            .map_err(|e| e.to_string())?;
        write(&dir.join("summary.json"), &summary)?;
        for s in &m.subjects {
            write(
                &dir.join(format!("{}.junit.xml", s.name)),
                &npamp_conform::grade::junit_document(&s.reports),
            )?;
            write(
                &dir.join(format!("{}.failures.txt", s.name)),
                &s.failure_list(),
            )?;
        }
        outln!("report: {}", dir.join("report.html").display());
    }
    for s in m.subjects.iter().filter(|s| s.expected.is_some()) {
        for id in s.new_failures() {
            outln!(
                "  {}: {id} fails and is not an expected failure (new)",
                s.name
            );
        }
        for id in s.unexpected_passes() {
            outln!(
                "  {}: {id} is listed as an expected failure but passes (remove it)",
                s.name
            );
        }
    }
    Ok(code(m.passed()))
}

/// `--expected-failures NAME=FILE` (or `FILE` with one implementation) → the lists by name.
fn expected_failures(
    args: &[String],
    testees: &[(String, String)],
) -> Result<BTreeMap<String, BTreeSet<String>>, String> {
    let mut out = BTreeMap::new();
    for arg in args {
        let (name, file) = match arg.split_once('=') {
            Some((n, f)) if testees.iter().any(|(t, _)| t == n) || n == "npamp-generated" => {
                (n.to_string(), f.to_string())
            }
            _ => match testees {
                [(n, _)] => (n.clone(), arg.clone()),
                [] => ("npamp-generated".to_string(), arg.clone()),
                _ => {
                    return Err(format!(
                        "--expected-failures {arg}: name the implementation (NAME=FILE) when there are several"
                    ))
                }
            },
        };
        let text = std::fs::read_to_string(&file).map_err(|e| format!("{file}: {e}"))?;
        out.insert(name, npamp_conform::matrix::parse_failure_list(&text));
    }
    Ok(out)
}

pub fn conform_adapter(p: Profile) -> Res {
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    match npamp_conform::adapter::serve(&mut stdin.lock(), &mut stdout.lock(), p) {
        Ok(_) => Ok(ExitCode::SUCCESS),
        Err(e) => {
            eprintln!("conform-adapter: {e}");
            Ok(ExitCode::from(1))
        }
    }
}

fn exchange(name: Option<&str>) -> Res {
    use npamp_companions::{record, scenario, Plant};
    use npamp_harness::transcript;
    // Each scenario runs once: its own verdict, and its frames graded by the
    // generic monitor next to the recorded exchanges.
    let (results, scenario_frames) = record::run_dir(name, Plant::from_features())?;
    let mut recorded = transcript::run_dir(&transcript::transcripts_dir(), name);
    recorded.extend(scenario_frames);
    if results.is_empty() && recorded.is_empty() {
        return Err(format!(
            "no scenario or transcript matches `{}`",
            name.unwrap_or("")
        ));
    }
    let mut ok = true;
    if !results.is_empty() {
        let (text, o) = scenario::report(&results, name.is_none());
        out!("{text}");
        ok &= o;
    }
    // The generic monitor's clause report over every channel.
    let (text, o) = transcript::report(&recorded);
    out!("{text}");
    Ok(code(ok && o))
}
/// `exchange --record DIR`: every scenario and recorded exchange as a wire transcript.
fn exchange_record(dir: &Path, name: Option<&str>) -> Res {
    let r = npamp_companions::record::record(dir, name)?;
    for (n, why) in &r.failed {
        eprintln!("not recorded: {n}: {why}");
    }
    outln!(
        "{} wire transcripts written under {} ({} not recorded)",
        r.written.len(),
        dir.display(),
        r.failed.len()
    );
    if r.written.is_empty() {
        return Err(format!("nothing matches `{}`", name.unwrap_or("")));
    }
    Ok(code(r.failed.is_empty()))
}

/// `cargo xtask exchange`'s options.
#[derive(clap::Args)]
pub struct ExchangeArgs {
    /// Only the scenarios and transcripts whose name contains this.
    name: Option<String>,
    /// Write the wire transcript of every scenario and recorded exchange to DIR.
    #[arg(long, value_name = "DIR", conflicts_with_all = ["grade", "merge"])]
    record: Option<PathBuf>,
    /// Grade a recording (a wire transcript .txt or a YAML transcript .yaml), or every one under a
    /// folder: the clause report of one file, a summary line per file of a folder; exit 1 if any breaks.
    #[arg(long, value_name = "PATH", conflicts_with = "merge")]
    grade: Option<PathBuf>,
    /// With --grade: print the grades as one JSON document.
    #[arg(long, requires = "grade")]
    json: bool,
    /// With --grade: one verdict line per file, even for a single file.
    #[arg(long, requires = "grade", conflicts_with = "json")]
    brief: bool,
    /// Merge two per-peer logs (wire transcripts with `t=` on a common clock) into one, in time order, on stdout.
    #[arg(long, num_args = 2, value_names = ["LOG_A", "LOG_B"])]
    merge: Option<Vec<PathBuf>>,
}

pub fn exchange_cmd(a: ExchangeArgs) -> Res {
    match (a.record, a.grade, a.merge) {
        (Some(dir), _, _) => exchange_record(&dir, a.name.as_deref()),
        (None, Some(path), _) => exchange_grade(&path, a.json, a.brief),
        (None, None, Some(logs)) => exchange_merge(&logs),
        (None, None, None) => exchange(a.name.as_deref()),
    }
}

/// `exchange --grade PATH`: a file's clause report, or a verdict per file.
fn exchange_grade(path: &Path, json: bool, brief: bool) -> Res {
    use npamp_harness::grade;
    let grades = grade::grade_path(path)?;
    let ok = !grades.iter().any(grade::FileGrade::breaks);
    if json {
        let v: Vec<_> = grades.iter().map(grade::FileGrade::to_json).collect();
        outln!(
            "{}",
            serde_json::to_string_pretty(&v).map_err(|e| e.to_string())?
        );
    } else if let [one] = grades.as_slice() {
        if !brief {
            out!("{}", one.report);
        }
        outln!("{}", one.summary());
    } else {
        for g in &grades {
            outln!("{}", g.summary());
        }
        let broken = grades.iter().filter(|g| g.breaks()).count();
        outln!(
            "{} files: {} clean or as expected, {broken} broken",
            grades.len(),
            grades.len() - broken
        );
    }
    Ok(code(ok))
}

/// `exchange --merge A B`: one wire transcript from two per-peer logs.
fn exchange_merge(logs: &[PathBuf]) -> Res {
    let read = |p: &PathBuf| {
        std::fs::read_to_string(p).map_err(|e| format!("cannot read {}: {e}", p.display()))
    };
    let [a, b] = logs else {
        return Err("--merge takes two logs".into());
    };
    out!("{}", npamp_harness::grade::merge(&read(a)?, &read(b)?)?);
    Ok(code(true))
}

fn bench_exe() -> Result<PathBuf, String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let st = std::process::Command::new(&cargo)
        .current_dir(workspace_root())
        // With xtask in the same build, features unify as in `cargo xtask`'s
        // own build, so the release npamp-generated it built is reused
        // (alone, npamp-bench resolved other features of the proc-macro's
        // dependencies and rebuilt the whole chain: about 90 s in CI).
        .args([
            "build",
            "--quiet",
            "--release",
            "--package",
            "npamp-bench",
            "--package",
            "xtask",
        ])
        .status()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !st.success() {
        return Err("building npamp-bench failed".into());
    }
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| workspace_root().join("target"));
    Ok(target.join("release/npamp-bench"))
}

pub fn bench(a: BenchArgs) -> Res {
    let exe = bench_exe()?;
    if !a.instructions {
        let mut c = std::process::Command::new(&exe);
        if a.quick {
            c.arg("--quick");
        }
        if a.side_by_side {
            c.arg("--side-by-side");
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
        return Ok(code(st.success()));
    }
    use npamp_bench::instructions::{count, regressions, rustc_version, Baseline};
    let list = std::process::Command::new(&exe)
        .arg("--list")
        .output()
        .map_err(|e| format!("cannot run {}: {e}", exe.display()))?;
    let listing = String::from_utf8_lossy(&list.stdout).to_string();
    let base_path = workspace_root().join("crates/bench/instructions.baseline");
    let base = Baseline::parse(&std::fs::read_to_string(&base_path).unwrap_or_default());
    let mut rows = Vec::new();
    outln!("| case | decode | encode | typed |\n|---|---:|---:|---:|");
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
        let wanted = match &a.filter {
            Some(f) => label.contains(f.as_str()),
            None => !a.check || base.get(label, "decode").is_some(),
        };
        if !wanted {
            continue;
        }
        let d = count(&exe, idx, "decode", 200).map_err(|e| e.to_string())?;
        let e = count(&exe, idx, "encode", 200).map_err(|e| e.to_string())?;
        rows.push((label.to_string(), "decode".to_string(), d));
        rows.push((label.to_string(), "encode".to_string(), e));
        let t = if has_typed {
            let t = count(&exe, idx, "typed", 200).map_err(|e| e.to_string())?;
            rows.push((label.to_string(), "typed".to_string(), t));
            t.to_string()
        } else {
            "–".to_string()
        };
        outln!("| {label} | {d} | {e} | {t} |");
    }
    let rustc = rustc_version();
    if a.check {
        if base.rustc != rustc {
            eprintln!(
                "bench: baseline was counted with `{}`, this is `{rustc}`: not compared",
                base.rustc
            );
            return Ok(ExitCode::SUCCESS);
        }
        let bad = regressions(&base, &rows, 0.15);
        for b in &bad {
            eprintln!("bench: regression: {b}");
        }
        return Ok(code(bad.is_empty()));
    }
    if a.bless {
        let b = Baseline { rustc, rows };
        write(&base_path, &b.render())?;
        eprintln!("bench: wrote {}", base_path.display());
    }
    Ok(ExitCode::SUCCESS)
}
