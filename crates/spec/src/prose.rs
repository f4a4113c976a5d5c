//! What a sentence of prose (or a table cell) constrains, read from its words
//! in the phrasings the companion specs use:
//!
//! * comparisons — "greater than or equal to `1`", "at least one", "exactly
//!   one", "strictly less than", "no more than", "MUST NOT exceed", `≤`,
//!   "between `1` and `64` inclusive" — each with its operand ([`comparisons`]);
//! * a field's bounds from them, in both directions, and "non-empty"
//!   ([`bounds`], [`non_empty`]);
//! * the value an absent field means ("Absent means `false`", [`default_of`]);
//! * directions ("a higher value is more urgent", "best-first", "newest",
//!   [`polar`]);
//! * modality (MUST, MUST NOT, SHOULD, MAY …) and the actor it binds
//!   ([`modals`], [`actor`]);
//! * whether receivers are told how to handle an unrecognized value of an enum
//!   ([`unknown_rule`]).
//!
//! spec-check reads field bounds with it, spec-import the bounds its rules
//! leave to the field, spec-diff what a reworded sentence still states. It
//! takes any text and never panics.

use crate::text::{backticks, number, words};

/// A comparison operator.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Op {
    Lt,
    Le,
    Eq,
    Ge,
    Gt,
}

impl Op {
    /// As the specs write it.
    pub fn words(self) -> &'static str {
        match self {
            Op::Lt => "strictly less than",
            Op::Le => "less than or equal to",
            Op::Eq => "exactly",
            Op::Ge => "greater than or equal to",
            Op::Gt => "strictly greater than",
        }
    }
}

/// What a comparison compares with.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Operand {
    /// `64`, `0x40`, 64, "one".
    Number(u64),
    /// A backticked name (`credit`).
    Name(String),
    /// The words after the phrase ("this value", "the one held").
    Words(String),
}

impl std::fmt::Display for Operand {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Operand::Number(n) => write!(f, "{n}"),
            Operand::Name(n) => write!(f, "`{n}`"),
            Operand::Words(w) => f.write_str(w),
        }
    }
}

/// One comparison in a sentence.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Comparison {
    pub op: Op,
    pub operand: Operand,
    /// The number counts octets, entries, elements … (a length, not a value).
    pub length: bool,
    /// Byte span of the phrase and its operand.
    pub span: (usize, usize),
}

impl std::fmt::Display for Comparison {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}", self.op.words(), self.operand)
    }
}

/// Comparison phrases, longest first (a phrase is matched at word boundaries).
const PHRASES: &[(&str, Op)] = &[
    ("strictly less than or equal to", Op::Le),
    ("strictly greater than or equal to", Op::Ge),
    ("less than or equal to", Op::Le),
    ("greater than or equal to", Op::Ge),
    ("strictly less than", Op::Lt),
    ("strictly greater than", Op::Gt),
    ("strictly lower than", Op::Lt),
    ("strictly higher than", Op::Gt),
    ("no less than", Op::Ge),
    ("not less than", Op::Ge),
    ("no fewer than", Op::Ge),
    ("not fewer than", Op::Ge),
    ("no more than", Op::Le),
    ("not more than", Op::Le),
    ("no greater than", Op::Le),
    ("not greater than", Op::Le),
    ("no later than", Op::Le),
    ("not exceed", Op::Le),
    ("at least", Op::Ge),
    ("at most", Op::Le),
    ("up to and including", Op::Le),
    ("less than", Op::Lt),
    ("fewer than", Op::Lt),
    ("lower than", Op::Lt),
    ("greater than", Op::Gt),
    ("more than", Op::Gt),
    ("higher than", Op::Gt),
    ("exceeds", Op::Gt),
    ("exceed", Op::Gt),
    ("exactly", Op::Eq),
    ("equal to", Op::Eq),
    ("equals", Op::Eq),
    ("≤", Op::Le),
    ("<=", Op::Le),
    ("≥", Op::Ge),
    (">=", Op::Ge),
    ("<", Op::Lt),
    (">", Op::Gt),
];

/// Number words the specs spell out ("at least one").
const NUMBER_WORDS: &[(&str, u64)] = &[
    ("zero", 0),
    ("one", 1),
    ("two", 2),
    ("three", 3),
    ("four", 4),
    ("five", 5),
    ("six", 6),
    ("seven", 7),
    ("eight", 8),
    ("nine", 9),
    ("ten", 10),
];

/// Words after a number that make it a length.
const LENGTH_UNITS: &[&str] = &[
    "octet",
    "octets",
    "byte",
    "bytes",
    "B",
    "entry",
    "entries",
    "element",
    "elements",
    "item",
    "items",
    "character",
    "characters",
];

fn word_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// Whether `s[at..at+len]` sits at word boundaries (symbols always do).
fn bounded(s: &str, at: usize, len: usize) -> bool {
    let phrase = s.get(at..at + len).unwrap_or_default();
    let before = s.get(..at).and_then(|b| b.chars().next_back());
    let after = s.get(at + len..).and_then(|a| a.chars().next());
    if !phrase.starts_with(word_char) {
        // `≤ 3`, `< `64``: a symbol stands alone (not `<X>_ERROR`).
        return after.is_some_and(|c| c == ' ' || c == '`');
    }
    !before.is_some_and(word_char) && !after.is_some_and(word_char)
}

/// The operand right after a phrase: (operand, bytes used, is a length).
fn operand(rest: &str) -> Option<(Operand, usize, bool)> {
    let trimmed = rest.trim_start();
    let skip = rest.len() - trimmed.len();
    if let Some(inner) = trimmed.strip_prefix('`') {
        let end = inner.find('`')?;
        let tick = inner.get(..end)?;
        let used = skip + end + 2;
        return Some(match number(tick) {
            Some(n) => {
                let unit = unit_after(rest.get(used..).unwrap_or_default());
                (Operand::Number(n), used, unit)
            }
            None => (Operand::Name(tick.to_string()), used, false),
        });
    }
    let word: String = trimmed.chars().take_while(|c| word_char(*c)).collect();
    if word.is_empty() {
        return None;
    }
    let n = number(&word).or_else(|| {
        NUMBER_WORDS
            .iter()
            .find(|(w, _)| word.eq_ignore_ascii_case(w))
            .map(|(_, n)| *n)
    });
    let used = skip + word.len();
    if let Some(n) = n {
        let unit = unit_after(rest.get(used..).unwrap_or_default());
        return Some((Operand::Number(n), used, unit));
    }
    // Up to three words, stopping at punctuation; a backticked name among them wins.
    let mut end = skip;
    let mut taken = 0;
    for (i, c) in trimmed.char_indices() {
        if matches!(c, ',' | ';' | '.' | ':' | '(' | ')' | '—' | '–') {
            break;
        }
        if c == ' ' {
            taken += 1;
            if taken == 3 {
                break;
            }
        }
        end = skip + i + c.len_utf8();
    }
    let text = rest.get(skip..end).unwrap_or_default();
    if let Some((_, name)) = backticks(text)
        .into_iter()
        .find(|(_, t)| number(t).is_none())
    {
        return Some((Operand::Name(name), end, false));
    }
    let w = text.replace('`', "").to_lowercase();
    (!w.trim().is_empty()).then(|| (Operand::Words(w.trim().to_string()), end, false))
}

fn unit_after(rest: &str) -> bool {
    let w: String = rest
        .trim_start()
        .chars()
        .take_while(|c| c.is_alphanumeric())
        .collect();
    LENGTH_UNITS.contains(&w.as_str())
}

/// Every comparison in `s`, in order ("between `a` and `b` \[inclusive\]" gives two).
pub fn comparisons(s: &str) -> Vec<Comparison> {
    let lower = s.to_ascii_lowercase();
    let mut out = Vec::new();
    // Every phrase holds one of these (most text holds none).
    let cues = [
        "than", "least", "most", "exact", "equal", "exceed", "between", "up to", "≤", "≥", "<", ">",
    ];
    if !cues.iter().any(|c| lower.contains(c)) {
        return out;
    }
    let mut at = 0;
    while at < lower.len() {
        let Some(c) = lower.get(at..).and_then(|r| r.chars().next()) else {
            at += 1;
            continue;
        };
        // A phrase starts a word, or is a symbol.
        let word_start = word_char(c)
            && !lower
                .get(..at)
                .and_then(|b| b.chars().next_back())
                .is_some_and(word_char);
        if !(word_start || matches!(c, '≤' | '≥' | '<' | '>')) {
            at += c.len_utf8();
            continue;
        }
        if let Some((c, used)) = between(s, &lower, at) {
            out.extend(c);
            at += used.max(1);
            continue;
        }
        let hit = PHRASES.iter().find(|(p, _)| {
            lower.get(at..).is_some_and(|r| r.starts_with(p)) && bounded(&lower, at, p.len())
        });
        let Some((p, op)) = hit else {
            at += lower
                .get(at..)
                .and_then(|r| r.chars().next())
                .map_or(1, char::len_utf8);
            continue;
        };
        let end = at + p.len();
        match operand(s.get(end..).unwrap_or_default()) {
            Some((operand, used, length)) => {
                out.push(Comparison {
                    op: *op,
                    operand,
                    length,
                    span: (at, end + used),
                });
                at = end + used.max(1);
            }
            None => at = end,
        }
    }
    out
}

/// "between `a` and `b`" [inclusive | exclusive] at `at`: (the two bounds, bytes used).
fn between(s: &str, lower: &str, at: usize) -> Option<(Vec<Comparison>, usize)> {
    let key = "between ";
    if !lower.get(at..)?.starts_with(key) || !bounded(lower, at, key.len() - 1) {
        return None;
    }
    let start = at + key.len() - 1;
    let (a, ua, la) = operand(s.get(start..)?)?;
    let after_a = start + ua;
    let rest = lower.get(after_a..)?;
    let and = rest.strip_prefix(" and ")?;
    let and_at = after_a + (rest.len() - and.len());
    let (b, ub, lb) = operand(s.get(and_at..)?)?;
    if !matches!((&a, &b), (Operand::Number(_), Operand::Number(_))) {
        return None;
    }
    let mut end = and_at + ub;
    let tail = lower.get(end..).unwrap_or_default();
    let exclusive = tail.starts_with(" exclusive") || tail.starts_with(" (exclusive)");
    for w in [" inclusive", " (inclusive)", " exclusive", " (exclusive)"] {
        if tail.starts_with(w) {
            end += w.len();
            break;
        }
    }
    let (lo, hi) = if exclusive {
        (Op::Gt, Op::Lt)
    } else {
        (Op::Ge, Op::Le)
    };
    let c = |op, operand, length| Comparison {
        op,
        operand,
        length,
        span: (at, end),
    };
    Some((vec![c(lo, a, la), c(hi, b, lb)], end - at))
}

/// Bounds a Meaning cell states for its own field.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Bounds {
    /// Least value ("greater than or equal to `1`", "between `1` and …").
    pub min: Option<u64>,
    /// Greatest value ("less than or equal to `64`", "… and `64` inclusive").
    pub max: Option<u64>,
}

impl Bounds {
    pub fn is_empty(&self) -> bool {
        self.min.is_none() && self.max.is_none()
    }
}

/// The numeric bounds `text` states for its own field: comparisons with a
/// number written in digits that is not a length, and not about another
/// field (`whose `x``, `when `x``). A comparison with a name or words ("the requested `credit`",
/// "this value") is no bound.
pub fn bounds(text: &str) -> Bounds {
    let mut b = Bounds::default();
    for s in crate::text::sentences(text) {
        let lower = s.to_ascii_lowercase();
        for c in comparisons(&s) {
            let Operand::Number(n) = c.operand else {
                continue;
            };
            // A number written as a number ("exactly one CBOR value" counts values).
            let digits = s
                .get(c.span.0..c.span.1)
                .is_some_and(|x| x.chars().any(|ch| ch.is_ascii_digit()));
            let head = lower.get(..c.span.0).unwrap_or_default();
            let other = [" whose `", " when `", " if `", " unless `", " whose "]
                .iter()
                .any(|k| head.contains(k));
            if c.length || other || !digits {
                continue;
            }
            let (lo, hi) = match c.op {
                Op::Ge => (Some(n), None),
                Op::Gt => (n.checked_add(1), None),
                Op::Le => (None, Some(n)),
                Op::Lt => (None, n.checked_sub(1)),
                Op::Eq => (Some(n), Some(n)),
            };
            if let Some(lo) = lo {
                b.min = Some(b.min.map_or(lo, |m| m.max(lo)));
            }
            if let Some(hi) = hi {
                b.max = Some(b.max.map_or(hi, |m| m.min(hi)));
            }
        }
    }
    b
}

/// "MUST be non-empty", "(non-empty)", "One or more …": a length of at least one.
pub fn non_empty(text: &str) -> bool {
    text.contains("MUST be non-empty")
        || text.contains("(non-empty)")
        || text.trim_start().starts_with("One or more")
}

/// What "Absent means …" says an absent field means, normalized
/// (`Absent means `false`: …` → `false`; "Absent means no flags." → `no flags`).
pub fn default_of(s: &str) -> Option<String> {
    let (a, b) = default_span(s)?;
    let v = s
        .get(a..b)?
        .replace('`', "")
        .to_lowercase()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    (!v.is_empty()).then_some(v)
}

/// Byte span of the value after "Absent means " (up to `:`, `;`, `.`, `—` or `(`).
pub fn default_span(s: &str) -> Option<(usize, usize)> {
    let lower = s.to_ascii_lowercase();
    let i = lower.find("absent means ")? + "absent means ".len();
    let rest = s.get(i..)?;
    let end = rest
        .char_indices()
        .find(|(_, c)| matches!(c, ':' | ';' | '.' | '—' | '('))
        .map_or(rest.len(), |(j, _)| j);
    Some((i, i + end))
}

/// A word with a direction: (axis, positive), for "higher" → ("high", true).
const POLAR: &[(&str, &str, bool)] = &[
    ("higher", "high", true),
    ("highest", "high", true),
    ("lower", "high", false),
    ("lowest", "high", false),
    ("greater", "great", true),
    ("greatest", "great", true),
    ("larger", "great", true),
    ("largest", "great", true),
    ("smaller", "great", false),
    ("smallest", "great", false),
    ("more", "more", true),
    ("most", "more", true),
    ("less", "more", false),
    ("least", "more", false),
    ("fewer", "more", false),
    ("fewest", "more", false),
    ("maximum", "max", true),
    ("minimum", "max", false),
    ("best", "good", true),
    ("better", "good", true),
    ("worst", "good", false),
    ("worse", "good", false),
    ("newest", "new", true),
    ("newer", "new", true),
    ("oldest", "new", false),
    ("older", "new", false),
    ("earliest", "early", true),
    ("earlier", "early", true),
    ("latest", "early", false),
    ("later", "early", false),
    ("first", "first", true),
    ("last", "first", false),
    ("before", "before", true),
    ("after", "before", false),
    ("ascending", "ascend", true),
    ("descending", "ascend", false),
    ("increasing", "increase", true),
    ("decreasing", "increase", false),
    ("increment", "increase", true),
    ("decrement", "increase", false),
    ("true", "true", true),
    ("false", "true", false),
    ("present", "present", true),
    ("absent", "present", false),
    ("set", "set", true),
    ("clear", "set", false),
    ("unset", "set", false),
    ("accept", "accept", true),
    ("accepts", "accept", true),
    ("refuse", "accept", false),
    ("refuses", "accept", false),
    ("enable", "enable", true),
    ("disable", "enable", false),
    ("inclusive", "inclusive", true),
    ("exclusive", "inclusive", false),
    ("urgent", "urgent", true),
];

/// The direction words of `s` outside its comparisons, as (axis, positive)
/// with the word; `non-decreasing` is ("increase", true).
pub fn polar(s: &str) -> Vec<(&'static str, bool, &'static str)> {
    let mut text = s.to_string();
    for c in comparisons(s).iter().rev() {
        let (a, b) = c.span;
        if text.get(a..b).is_some() {
            text.replace_range(a..b, &" ".repeat(b - a));
        }
    }
    let text = text
        .replace("non-decreasing", "increasing")
        .replace("non-increasing", "decreasing");
    let mut out = Vec::new();
    for (_, w) in words(&text) {
        let lw = w.to_ascii_lowercase();
        if let Some((word, axis, pos)) = POLAR.iter().find(|(x, _, _)| *x == lw) {
            out.push((*axis, *pos, *word));
        }
    }
    out
}

/// RFC 2119 keywords, by strength.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Modal {
    May,
    Should,
    ShouldNot,
    Must,
    MustNot,
}

impl Modal {
    pub fn word(self) -> &'static str {
        match self {
            Modal::May => "MAY",
            Modal::Should => "SHOULD",
            Modal::ShouldNot => "SHOULD NOT",
            Modal::Must => "MUST",
            Modal::MustNot => "MUST NOT",
        }
    }

    /// MUST, MUST NOT, SHALL, REQUIRED: binding.
    pub fn binding(self) -> bool {
        matches!(self, Modal::Must | Modal::MustNot)
    }
}

/// The keywords of `s`, in order (SHALL = MUST, REQUIRED = MUST,
/// RECOMMENDED = SHOULD, OPTIONAL = MAY).
pub fn modals(s: &str) -> Vec<Modal> {
    let ws: Vec<&str> = words(s).into_iter().map(|(_, w)| w).collect();
    let mut out = Vec::new();
    let mut i = 0;
    while let Some(w) = ws.get(i) {
        let not = ws.get(i + 1) == Some(&"NOT");
        let m = match *w {
            "MUST" | "SHALL" if not => Some(Modal::MustNot),
            "MUST" | "SHALL" | "REQUIRED" => Some(Modal::Must),
            "SHOULD" if not => Some(Modal::ShouldNot),
            "SHOULD" | "RECOMMENDED" => Some(Modal::Should),
            "NOT" if ws.get(i + 1) == Some(&"RECOMMENDED") => {
                i += 1;
                Some(Modal::ShouldNot)
            }
            "MAY" | "OPTIONAL" => Some(Modal::May),
            _ => None,
        };
        if let Some(m) = m {
            out.push(m);
            if not && matches!(m, Modal::MustNot | Modal::ShouldNot) {
                i += 1;
            }
        }
        i += 1;
    }
    out
}

/// Who a sentence binds: the actor named before its first keyword
/// (`receivers`, `senders`, `requesters`, `responders`, `peers` …), else
/// `implementations`.
pub fn actor(s: &str) -> &'static str {
    const ACTORS: &[(&str, &str)] = &[
        ("receiver", "receivers"),
        ("recipient", "receivers"),
        ("consumer", "receivers"),
        ("sender", "senders"),
        ("producer", "senders"),
        ("originator", "senders"),
        ("requester", "requesters"),
        ("delegator", "requesters"),
        ("client", "requesters"),
        ("subscriber", "requesters"),
        ("responder", "responders"),
        ("executor", "responders"),
        ("store", "responders"),
        ("server", "responders"),
        ("peer", "peers"),
    ];
    let ws = words(s);
    let first_modal = ws
        .iter()
        .position(|(_, w)| matches!(*w, "MUST" | "SHALL" | "SHOULD" | "MAY" | "REQUIRED"))
        .unwrap_or(ws.len());
    let find = |range: &[(usize, &str)]| {
        range.iter().rev().find_map(|(_, w)| {
            let lw = w.to_ascii_lowercase();
            let stem = lw.trim_end_matches('s');
            ACTORS.iter().find(|(a, _)| *a == stem).map(|(_, p)| *p)
        })
    };
    find(ws.get(..first_modal).unwrap_or_default())
        .or_else(|| find(&ws))
        .unwrap_or("implementations")
}

/// How a sentence tells receivers to handle an unrecognized value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unknown {
    /// Treat it as another value, ignore it, retain it, never fail on it.
    Tolerate,
    /// Reject or refuse it.
    Reject,
}

/// The rule `s` states for an unrecognized or unknown *value* (not a key:
/// §4.3's unknown-key rule is about fields).
pub fn unknown_rule(s: &str) -> Option<Unknown> {
    let l = s.to_ascii_lowercase();
    let about_value = l.contains("recogni")
        || l.contains("unknown value")
        || l.contains("unassigned value")
        || l.contains("unknown or absent");
    let about_key = l.contains(" key") || l.contains("keys");
    if !about_value || about_key {
        return None;
    }
    let tolerant = [
        " treat",
        "ignore",
        "retain",
        "not fail",
        "not reject",
        "not drop",
        "not alter",
        "never",
        " as ",
    ]
    .iter()
    .any(|k| l.contains(k));
    let rejects = ["must reject", "must refuse", "malformed", "must discard"]
        .iter()
        .any(|k| l.contains(k));
    match (tolerant, rejects) {
        (_, true) if !l.contains("not reject") => Some(Unknown::Reject),
        (true, _) => Some(Unknown::Tolerate),
        _ => None,
    }
}

/// Words that carry a constraint beyond the keywords, names and numbers:
/// negation, quantifiers, exceptions, handling verbs. A rewording that keeps
/// them (and everything else [`crate::diff()`] compares) keeps its meaning.
pub const CONSTRAINT_WORDS: &[&str] = &[
    "not",
    "never",
    "no",
    "none",
    "only",
    "unless",
    "except",
    "all",
    "any",
    "every",
    "each",
    "both",
    "either",
    "neither",
    "nor",
    "once",
    "same",
    "different",
    "always",
    "ignore",
    "ignored",
    "ignores",
    "reject",
    "rejected",
    "rejects",
    "discard",
    "discarded",
    "drop",
    "dropped",
    "retain",
    "retained",
    "replace",
    "replaces",
    "echo",
    "echoes",
    "unique",
    "empty",
    "non",
    "required",
    "optional",
    "strictly",
    "exactly",
    "verbatim",
    "monotonic",
    "monotonically",
    "terminal",
    "final",
    "unsolicited",
    "within",
    "until",
    "without",
    "instead",
    "per",
    "whole",
    "single",
    "multiple",
    "zero",
    "two",
    "three",
];

/// The constraint words of `s` (lower case, sorted, repeated as written).
pub fn constraint_words(s: &str) -> Vec<String> {
    let mut out: Vec<String> = words(s)
        .into_iter()
        .map(|(_, w)| w.to_ascii_lowercase())
        .filter(|w| CONSTRAINT_WORDS.contains(&w.as_str()))
        .collect();
    out.sort();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comparisons_in_the_family_phrasings() {
        let c = comparisons("MUST be greater than or equal to `1` and less than or equal to `64`.");
        assert_eq!(
            c.iter()
                .map(|c| (c.op, c.operand.clone()))
                .collect::<Vec<_>>(),
            vec![(Op::Ge, Operand::Number(1)), (Op::Le, Operand::Number(64))]
        );
        let c = comparisons("MUST be between `1` and `64` inclusive.");
        assert_eq!(c.len(), 2);
        assert_eq!(
            bounds("MUST be between `1` and `64` inclusive."),
            Bounds {
                min: Some(1),
                max: Some(64)
            }
        );
        let c = comparisons("MUST decrement `hops_remaining` by at least one before");
        assert_eq!(
            (c[0].op, c[0].operand.clone()),
            (Op::Ge, Operand::Number(1))
        );
        let c = comparisons("whose `stamp` is strictly less than the last-applied `stamp`");
        assert_eq!(c[0].op, Op::Lt);
        assert_eq!(c[0].operand, Operand::Name("stamp".into()));
        // A bound on another field, or on "this value", is no bound of this field.
        assert!(bounds("Deliver only observations whose `quality` is less than or equal to this value (`0` good … `3` bad).").is_empty());
        assert!(bounds("MUST be less than or equal to the requested `credit` (§6.1)").is_empty());
        assert_eq!(
            bounds("MUST be less than or equal to the requested `credit` (§6.1) and greater than or equal to `1`.").min,
            Some(1)
        );
        assert!(bounds("at most `64` octets").is_empty());
        assert!(bounds("Exactly one CBOR value.").is_empty());
        assert_eq!(comparisons("less than or equal to").len(), 0);
        assert_eq!(comparisons("x ≤ `3`")[0].op, Op::Le);
    }

    #[test]
    fn defaults_directions_modals_unknowns() {
        assert_eq!(
            default_of("Absent means `false`: the event is fire-and-forget").as_deref(),
            Some("false")
        );
        assert_eq!(
            default_of("Absent means `0` info.").as_deref(),
            Some("0 info")
        );
        assert_eq!(default_of("Absent means false.").as_deref(), Some("false"));
        assert_eq!(
            polar("(a higher value is more urgent)"),
            vec![
                ("high", true, "higher"),
                ("more", true, "more"),
                ("urgent", true, "urgent")
            ]
        );
        assert!(polar("at least one").is_empty());
        assert_eq!(
            modals("A peer MUST NOT reply, SHOULD log and MAY close; REQUIRED."),
            vec![Modal::MustNot, Modal::Should, Modal::May, Modal::Must]
        );
        assert_eq!(actor("A receiver MUST treat it as x."), "receivers");
        assert_eq!(actor("The responder MUST reply."), "responders");
        assert_eq!(
            unknown_rule("A receiver MUST treat an `anomaly_class` value it does not recognize as `0x04` `other`."),
            Some(Unknown::Tolerate)
        );
        assert_eq!(
            unknown_rule("A receiver MUST ignore an unrecognized integer key."),
            None
        );
        assert_eq!(
            unknown_rule("A receiver MUST reject a `kind` value it does not recognize."),
            Some(Unknown::Reject)
        );
        assert_eq!(
            unknown_rule("a receiver MUST NOT reject an approval request solely because `severity` is unrecognized"),
            Some(Unknown::Tolerate)
        );
    }

    #[test]
    fn odd_text_does_not_panic() {
        for s in [
            "",
            "<",
            "between",
            "between `1` and",
            "at least `",
            "≤≥<>",
            "Absent means",
            "`",
        ] {
            let _ = (
                comparisons(s),
                bounds(s),
                default_of(s),
                polar(s),
                modals(s),
                actor(s),
            );
        }
    }
}
