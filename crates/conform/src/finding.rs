//! What a difference between a testee and the verdict is, and what it is
//! deduplicated by: one home for both graders (`conform`, over a corpus, and
//! the `fuzz --testee` campaign of `npamp-campaign`, over generated cases).
//!
//! * [`Kind`] — the difference, with the basis of the clause the testee broke
//!   (`must`, `strict`, `robustness`, `corpus`): never the oracle's first rule;
//! * [`Cause`] — what one row of a report stands for: one cause, one row;
//! * [`normalized`], [`nesting_class`], [`crash_signature`] — the pieces a
//!   cause is built from.

use npamp_schema::Rule;
use std::fmt;

/// What kind of difference a finding is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Kind {
    /// Accepted an input the spec says MUST be refused (`invalid`).
    AcceptsMust,
    /// Refused an input both profiles accept (`valid`).
    RefusesValid,
    /// Accepted, with an output whose expected keys differ.
    WrongOutput,
    /// Refused an `invalid` input with the wrong outcome (an unknown
    /// operation reported as a body fault, or the reverse; in-process only:
    /// the adapter contract carries no outcome).
    WrongOutcome,
    /// Accepted what only the strict reading refuses (`acceptable` with
    /// `StrictReading` / `SenderObligation`): a difference only under
    /// `--profile strict`.
    AcceptsStrict,
    /// The process died.
    Crash,
    /// No reply within the budget.
    Hang,
    /// A reply that is not one framed adapter reply.
    Garbage,
    /// The corpus case itself is unusable (bad hex, no `expected` on a valid case).
    BadCase,
}

impl Kind {
    /// Every kind, in report order.
    pub const ALL: [Kind; 9] = [
        Kind::AcceptsMust,
        Kind::RefusesValid,
        Kind::WrongOutput,
        Kind::WrongOutcome,
        Kind::AcceptsStrict,
        Kind::Crash,
        Kind::Hang,
        Kind::Garbage,
        Kind::BadCase,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Kind::AcceptsMust => "accepts-must-reject",
            Kind::RefusesValid => "refuses-valid",
            Kind::WrongOutput => "wrong-output",
            Kind::WrongOutcome => "wrong-outcome",
            Kind::AcceptsStrict => "accepts-strict-reject",
            Kind::Crash => "crash",
            Kind::Hang => "hang",
            Kind::Garbage => "garbage-reply",
            Kind::BadCase => "bad-case",
        }
    }

    /// The basis of the clause broken: `must` (the spec makes the receiver do
    /// otherwise), `strict` (a stated constraint without a receiver-side
    /// MUST), `robustness` (a crash, hang or garbage: no clause allows it) or
    /// `corpus` (the case, not the testee, is at fault).
    pub fn basis(self) -> &'static str {
        match self {
            Kind::AcceptsMust | Kind::RefusesValid | Kind::WrongOutput | Kind::WrongOutcome => {
                "must"
            }
            Kind::AcceptsStrict => "strict",
            Kind::Crash | Kind::Hang | Kind::Garbage => "robustness",
            Kind::BadCase => "corpus",
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// What a difference is deduplicated by, besides where it is (channel) and
/// its [`Kind`]: one row per cause.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Cause {
    /// A corpus case accepted that should be refused: the requirement id it
    /// names (`<doc>/<section>/<slug>`: the clause broken), and the rule its
    /// input breaks as the oracle reads it (`invalid-utf8` under
    /// `…/non-deterministic-cbor-MUST-reject`; a schema rule by its id), when
    /// the case is a body.
    Requirement(String, Option<String>),
    /// A generated case accepted that the oracle refuses: the rule the
    /// refusal rests on (`None`: the oracle accepts).
    Rule(Option<Rule>),
    /// Accepted with a wrong output: the expected keys that differ (keys the
    /// testee adds are not compared, as the official runner's `matchExpected`).
    Output(Vec<String>),
    /// Refused valid input: what the testee objected to, [`normalized`], so
    /// that two objections are two rows; with the field whose removal flips
    /// the testee, when bisection found it.
    Objection(String),
    /// A crash or garbage reply: [`crash_signature`]; a hang: the frame type.
    Signature(String),
}

impl Cause {
    /// For a report's `cause` column.
    pub fn describe(&self) -> String {
        match self {
            Cause::Requirement(r, None) => r.clone(),
            Cause::Requirement(r, Some(rule)) => format!("{r} ({rule})"),
            Cause::Rule(r) => r.map_or("accepted", |r| r.as_str()).to_string(),
            Cause::Output(keys) => format!("output {}", keys.join(", ")),
            Cause::Objection(o) => format!("objection: {o}"),
            Cause::Signature(s) => s.clone(),
        }
    }
}

impl fmt::Display for Cause {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.describe())
    }
}

/// A message with its variable parts blanked: numbers and hex runs become `#`,
/// quoted or backticked values `…`; at most 120 characters.
pub fn normalized(m: &str) -> String {
    let mut out = String::new();
    let mut quote: Option<char> = None;
    let mut last_hash = false;
    for c in m.chars() {
        if let Some(q) = quote {
            if c == q {
                quote = None;
                out.push('…');
                out.push(c);
            }
            continue;
        }
        match c {
            '"' | '`' | '\'' => {
                quote = Some(c);
                out.push(c);
                last_hash = false;
            }
            c if c.is_ascii_digit() => {
                if !last_hash {
                    out.push('#');
                }
                last_hash = true;
            }
            'a'..='f' | 'A'..='F' | 'x' if last_hash => {}
            c => {
                out.push(c);
                last_hash = false;
            }
        }
    }
    out.chars().take(120).collect()
}

/// The nesting class of an input: crashes on deep nesting whose depth varies
/// from run to run are one cause.
pub fn nesting_class(depth: usize) -> &'static str {
    match depth {
        0..=16 => "nesting up to 16",
        17..=256 => "nesting 17 to 256",
        _ => "nesting over 256",
    }
}

/// The line of a testee's stderr that names its failure: the first non-empty
/// one, with the next joined to it when it is a header ending in `:` (a Rust
/// panic's `thread 'main' panicked at src/x.rs:1:2:` is followed by its message).
pub fn first_meaningful_line(stderr: &str) -> Option<String> {
    let mut lines = stderr.lines().map(str::trim).filter(|l| !l.is_empty());
    let first = lines.next()?;
    match lines.next() {
        Some(next) if first.ends_with(':') => Some(format!("{first} {next}")),
        _ => Some(first.to_string()),
    }
}

/// A crash's signature without the input: its exit status or signal, as
/// reported, and the first meaningful line of its stderr, normalized.
pub fn crash_head(status: Option<&str>, stderr: &str) -> String {
    let status = status.unwrap_or("still running, stdout closed");
    match first_meaningful_line(stderr) {
        Some(line) => format!("{status}: {}", normalized(&line)),
        None => status.to_string(),
    }
}

/// A fault's signature from its `head` (a [`crash_head`] or a garbage reply's
/// first line, normalized) and the input's nesting depth. A head that names
/// its site (a Rust panic: `panicked at src/x.rs:#:#: message`) is the cause
/// whatever the input's depth, so it is the signature as is: an input of any
/// nesting that reaches the same site is the same row. Any other head (a
/// signal, a stack overflow, an empty stderr, a garbage reply) takes the
/// input's [`nesting_class`], so that a crash on deep nesting is told from a
/// crash on a shallow input and a depth that varies within a class is one
/// cause.
pub fn signature_of(head: String, depth: usize) -> String {
    if head.contains(" panicked at ") {
        head
    } else {
        format!("{head} ({})", nesting_class(depth))
    }
}

/// A crash's signature: [`crash_head`], with the input's nesting class as
/// [`signature_of`] says.
pub fn crash_signature(status: Option<&str>, stderr: &str, depth: usize) -> String {
    signature_of(crash_head(status, stderr), depth)
}

/// A garbage reply's signature: the first line of the message, normalized,
/// with the input's nesting class.
pub fn garbage_signature(message: &str, depth: usize) -> String {
    signature_of(normalized(message.lines().next().unwrap_or("")), depth)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalized_blanks_numbers_hex_and_quoted_values() {
        assert_eq!(
            normalized("key 12 at offset 0x1f: `confidence` is \"1.5\""),
            "key # at offset #: `…` is \"…\""
        );
        assert_eq!(normalized("null not allowed"), "null not allowed");
        assert_eq!(normalized(&"z".repeat(300)).chars().count(), 120);
    }

    #[test]
    fn crash_signatures_ignore_the_varying_depth_within_a_class() {
        let a = crash_signature(
            Some("signal 6"),
            "\nthread 'main' has overflowed its stack 4411\n",
            4411,
        );
        let b = crash_signature(
            Some("signal 6"),
            "thread 'main' has overflowed its stack 9012",
            9012,
        );
        assert_eq!(a, b);
        assert!(a.contains("nesting over 256"), "{a}");
        let shallow = crash_signature(
            Some("signal 6"),
            "thread 'main' has overflowed its stack 12",
            12,
        );
        assert_ne!(a, shallow);
        assert_eq!(
            crash_signature(None, "", 1),
            "still running, stdout closed (nesting up to 16)"
        );
        // A Rust panic's header line takes its message line.
        let p = "thread 'main' panicked at src/x.rs:1:2:\nplanted crash 7\nnote: …";
        assert_eq!(
            crash_head(Some("exit status: 101"), p),
            "exit status: 101: thread '…' panicked at src/x.rs:#:#: planted crash #"
        );
        // A panic names its site: the same site at any nesting is one cause.
        assert_eq!(
            crash_signature(Some("exit status: 101"), p, 3),
            crash_signature(Some("exit status: 101"), p, 40)
        );
        assert!(!crash_signature(Some("exit status: 101"), p, 3).contains("nesting"));
    }

    #[test]
    fn every_kind_has_a_basis_and_a_distinct_name() {
        let names: std::collections::BTreeSet<&str> =
            Kind::ALL.iter().map(|k| k.as_str()).collect();
        assert_eq!(names.len(), Kind::ALL.len());
        assert_eq!(Kind::AcceptsStrict.basis(), "strict");
        assert_eq!(Kind::AcceptsMust.basis(), "must");
        assert_eq!(Kind::Crash.basis(), "robustness");
    }
}
