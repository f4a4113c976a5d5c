//! `cargo xtask <command>`: the workbench's command line. Thin by design
//! (matklad's cargo-xtask): argument parsing, file I/O and printing; every
//! command's logic lives in a library (`npamp-*` crates), and no command names
//! a channel — channels come from the registry (`schema/*.yaml`).
#![forbid(unsafe_code)]

/// `println!` / `print!` for everything the commands print: a reader that
/// stopped reading (`cargo xtask … | head`) ends the command quietly, with
/// the status a pipe's closed reader gives (141), instead of a panic.
macro_rules! outln {
    ($($t:tt)*) => { $crate::out(format_args!("{}\n", format_args!($($t)*))) };
}
macro_rules! out {
    ($($t:tt)*) => { $crate::out(format_args!($($t)*)) };
}

mod api;
mod cmd;
mod spec_diff;

/// Write to stdout; a closed pipe ends the process (exit 141).
pub(crate) fn out(args: std::fmt::Arguments<'_>) {
    use std::io::Write as _;
    let mut o = std::io::stdout().lock();
    if o.write_fmt(args).and_then(|()| o.flush()).is_err() {
        std::process::exit(141);
    }
}

use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "cargo xtask",
    bin_name = "cargo xtask",
    about = "N-PAMP workbench automation",
    version
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// The default profile of every command (`decode`, `conform`,
/// `conform-adapter`, `fuzz --testee`): one meaning everywhere — which
/// refusals the subject makes or is graded against.
pub const DEFAULT_PROFILE: &str = npamp_conform::DEFAULT_PROFILE;

/// A profile, the same in every command: which refusals a decoder makes, or
/// a graded implementation is expected to make (docs/DECODING.md).
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
pub enum ProfileArg {
    /// Every refusal the schema states: also the `strict` ones (a stated
    /// constraint without a receiver-side MUST, a sender's obligation).
    Strict,
    /// What the channel's spec makes a receiver refuse (`must`), and our
    /// resource bounds (`limit`). The default.
    Minimum,
}

impl From<ProfileArg> for npamp_generated::Profile {
    fn from(p: ProfileArg) -> Self {
        match p {
            ProfileArg::Strict => npamp_generated::Profile::Strict,
            ProfileArg::Minimum => npamp_generated::Profile::Minimum,
        }
    }
}

#[derive(Subcommand)]
enum Command {
    /// Decode a payload with the generated decoder; print one JSON line (exit 0 accepted, 1 refused).
    Decode {
        /// Channel module (a schema file name: interaction, knowledge, …; any case).
        module: String,
        /// Frame type: a frame name (INTERACT_EVENT, any case), decimal or 0x-hex.
        frame_type: String,
        /// Payload: hex; `-` reads standard input, `@PATH` a file (hex text,
        /// or raw bytes when the content is not hex).
        payload: String,
        #[arg(long, value_enum, default_value = DEFAULT_PROFILE)]
        profile: ProfileArg,
    },
    /// Build a payload from JSON (field names from the schema); print its canonical hex.
    Encode {
        module: String,
        /// `{"frame": "INTERACT_EVENT", "corr": "2a", "event_class": "display", …}`
        json: String,
    },
    /// What changed in the generated public API (generated/snapshots/ at --base vs the working tree),
    /// and whether it breaks users' code; exit 0 none, 5 compatible, 6 breaking.
    ApiDiff(api::ApiDiffArgs),
    /// Print the generated Rust of a channel, formatted; `--bless` rewrites generated/snapshots/.
    Expand {
        /// Channel module; all with --bless when omitted.
        module: Option<String>,
        #[arg(long)]
        bless: bool,
    },
    /// Differential fuzzing of the generated decoders against the oracle (the main job).
    Fuzz(cmd::FuzzArgs),
    /// Write `vectors/<module>.json` and COVERAGE.md from the schemas (verdicts from the oracle).
    Vectors {
        /// Regenerate in memory and compare with the committed files (exit 1 on a difference).
        #[arg(long)]
        check: bool,
        /// Print the JSON list of test groups for the reference's merge tool.
        #[arg(long)]
        groups: bool,
    },
    /// Grade corpora against the generated codecs in-process, or against an external testee.
    Conform(cmd::ConformArgs),
    /// Serve the npamp-conform adapter contract on stdin/stdout.
    ConformAdapter {
        #[arg(long, value_enum, default_value = DEFAULT_PROFILE)]
        profile: ProfileArg,
    },
    /// Run the live-exchange scenarios (Interaction, Workflow) and grade the recorded exchanges of every channel (transcripts/);
    /// --record DIR writes each as a wire transcript; --grade PATH grades recordings from any implementation (exit 1 if one breaks).
    Exchange(cmd::ExchangeArgs),
    /// Compare spec texts (Markdown or tab-separated exports) with the schemas; exit 1 on drift.
    SpecCheck {
        #[arg(required = true)]
        specs: Vec<PathBuf>,
    },
    /// The changes between two revisions of a spec, classified, with the schema patch they call for
    /// (--corpus: and what it does to the corpus); exit 0 none, 3 editorial, 4 behavioural, 5 additive, 6 breaking.
    SpecDiff(spec_diff::SpecDiffArgs),
    /// Print a draft schema for a spec that has none; --compare SCHEMA holds the draft against a
    /// committed schema of the same spec instead (fields, types, requiredness, enums, rules,
    /// transitions; and the channel's recorded exchanges graded under both machines).
    SpecImport {
        spec: PathBuf,
        #[arg(long)]
        compare: Option<PathBuf>,
    },
    /// Write `cddl/<module>.cddl` from the schemas.
    Cddl {
        /// Compare with the committed files instead (exit 1 on a difference).
        #[arg(long)]
        check: bool,
        /// Print only.
        #[arg(long)]
        stdout: bool,
    },
    /// Benchmarks: ns per decode/encode against the oracle and serde, or instruction counts.
    Bench(cmd::BenchArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let r = match cli.command {
        Command::Decode {
            module,
            frame_type,
            payload,
            profile,
        } => cmd::decode(&module, &frame_type, &payload, profile.into()),
        Command::Encode { module, json } => cmd::encode(&module, &json),
        Command::Expand { module, bless } => cmd::expand(module.as_deref(), bless),
        Command::ApiDiff(a) => api::run(a),
        Command::Fuzz(a) => cmd::fuzz(a),
        Command::Vectors { check, groups } => cmd::vectors(check, groups),
        Command::Conform(a) => cmd::conform(a),
        Command::ConformAdapter { profile } => cmd::conform_adapter(profile.into()),
        Command::Exchange(a) => cmd::exchange_cmd(a),
        Command::SpecCheck { specs } => cmd::spec_check(&specs),
        Command::SpecDiff(a) => spec_diff::run(a),
        Command::SpecImport { spec, compare } => cmd::spec_import(&spec, compare.as_deref()),
        Command::Cddl { check, stdout } => cmd::cddl(check, stdout),
        Command::Bench(a) => cmd::bench(a),
    };
    match r {
        Ok(code) => code,
        Err(msg) => {
            eprintln!("error: {msg}");
            ExitCode::from(2)
        }
    }
}

/// The workspace root (xtask's parent directory).
pub fn workspace_root() -> PathBuf {
    let here = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    here.parent().map(PathBuf::from).unwrap_or(here)
}
