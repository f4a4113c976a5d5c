//! A planted crasher for `fuzz --testee`: our own adapter (the
//! generated codecs behind [`npamp_conform::adapter`]) that panics on about one
//! input in 100, deterministically, so that a crash reproduces on its own.
//!
//! `crashing_adapter [--every N]`: a `<module>.body.decode` request whose
//! body (the decoded bytes) has an FNV-1a hash ≡ 0 mod N (default 100), and
//! that nests arrays and maps at most 16 levels deep, panics with a fixed
//! message (`planted crash: ...`, exit status 101) before replying. The depth
//! bound keeps the crash one cause: the campaign's crash signature includes
//! the input's nesting class, and nearly every generated input nests at most
//! 16 levels. Every other request is answered as `npamp-conform-adapter`
//! (strict profile) answers it.
//!
//! Built by `cargo test` (as every example), into `target/debug/examples/`;
//! `xtask/tests/fuzz_testee.rs` runs `cargo xtask fuzz --testee` against it.
//! Release build for measuring: `cargo build --release -p npamp-conform
//! --example crashing_adapter`.
#![forbid(unsafe_code)]

use npamp_conform::adapter::{handle, read_frame, write_frame, Request, Response, MAX_FRAME};
use npamp_generated::rt::Profile;
use npamp_testkit::corpus::BodyInput;
use std::io::{BufWriter, Write};
use std::process::ExitCode;

/// FNV-1a, 64 bits.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// Whether this request is one the planted defect crashes on.
fn planted(req: &Request, every: u64) -> bool {
    let Some(input) = req.input.as_object() else {
        return false;
    };
    let Ok(b) = BodyInput::from_json(input) else {
        return false;
    };
    fnv1a(&b.body).is_multiple_of(every) && npamp_testkit::span::nesting_depth(&b.body) <= 16
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let every = match args.as_slice() {
        [] => 100,
        [flag, n] if flag == "--every" => match n.parse::<u64>() {
            Ok(n) if n > 0 => n,
            _ => {
                eprintln!("crashing_adapter: --every takes a positive integer");
                return ExitCode::from(2);
            }
        },
        _ => {
            eprintln!("usage: crashing_adapter [--every N]");
            return ExitCode::from(2);
        }
    };
    // The panic message alone: a backtrace (RUST_BACKTRACE=1 in the
    // environment) costs ~100 ms of symbolizing per crash, which would measure
    // the testee's panic hook rather than the campaign.
    std::panic::set_hook(Box::new(|info| eprintln!("crashing_adapter: {info}")));
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut out = BufWriter::new(std::io::stdout().lock());
    loop {
        let req = match read_frame(&mut input, MAX_FRAME) {
            Ok(Some(r)) => r,
            Ok(None) => return ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("crashing_adapter: {e}");
                return ExitCode::FAILURE;
            }
        };
        let reply = match serde_json::from_slice::<Request>(&req) {
            Ok(r) if planted(&r, every) => {
                // Replies already written reach the client first.
                let _ = out.flush();
                panic!("planted crash: the body hash is 0 mod {every}");
            }
            Ok(r) => handle(&r, Profile::Strict),
            Err(e) => Response::Error(format!("bad request: {e}")),
        };
        if write_frame(&mut out, &reply.to_bytes()).is_err() {
            return ExitCode::FAILURE;
        }
    }
}
