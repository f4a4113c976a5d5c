//! What a Meaning cell (or a paragraph after a value table) states about
//! enumerated values: the values it lists (`` `0x01` notice ``, `` `0` = good ``),
//! the unassigned and private-use ranges, what an unrecognized or a missing
//! value is treated as, named bits, and the section it refers to.

use crate::text::{backticks, number, section_refs, sentences};

/// The enum statements of one cell or paragraph.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct EnumText {
    /// Listed `(value, name)` pairs, in order, first occurrence per value.
    pub values: Vec<(u64, String)>,
    /// Byte offset of the first listed value.
    pub first_value_at: Option<usize>,
    /// ``Values `0x05`–`0x7F` require specification``.
    pub unassigned: Option<(u64, u64)>,
    /// `` `0x80`–`0xFF` are for private use``.
    pub private_use: Option<(u64, u64)>,
    /// What an unrecognized value is treated as: a value and/or a name.
    pub treat_as: Option<(Option<u64>, String)>,
    /// "MUST NOT alter its handling based on an unrecognized value".
    pub ignore: bool,
    /// What a missing value means (`Absent means `0` info`, "omits `effect` … as `destructive`").
    pub missing: Option<(Option<u64>, String)>,
    /// Section references with their offsets (`(§5.4)`).
    pub refs: Vec<(usize, String)>,
    /// "error codes below".
    pub codes_below: bool,
    /// Named bits: `Bit 0 (`fin`)`.
    pub bits: Vec<(u32, String)>,
    /// The sentence stating reserved bits (`Bits 1–7 are reserved …`).
    pub reserved_bits: Option<String>,
}

impl EnumText {
    /// The section this text refers to before it lists any value (`(§5.4); normally `0x00` …`).
    pub fn leading_ref(&self) -> Option<&str> {
        self.refs
            .iter()
            .find(|(at, _)| self.first_value_at.is_none_or(|v| *at < v))
            .map(|(_, s)| s.as_str())
    }
}

/// Words that follow a value without naming it.
const NOT_NAMES: &[&str] = &[
    "or",
    "and",
    "to",
    "is",
    "are",
    "as",
    "the",
    "require",
    "requires",
    "means",
    "for",
    "in",
    "on",
    "of",
    "when",
    "if",
    "with",
    "by",
    "at",
    "a",
    "an",
    "MUST",
    "SHOULD",
    "MAY",
    "be",
    "was",
    "than",
    "denotes",
    "only",
    "where",
    "which",
    "that",
    "it",
    "this",
    "per",
    "from",
    "into",
    "no",
    "not",
    "otherwise",
    "then",
    "up",
    "so",
    "its",
    "their",
    "each",
];

/// Read the enum statements of a cell or paragraph.
pub fn enum_text(cell: &str) -> EnumText {
    let mut text = cell.to_string();
    let mut out = EnumText {
        refs: section_refs(cell),
        codes_below: cell.contains("codes below"),
        ..EnumText::default()
    };
    ranges(&mut text, &mut out);
    // Bounds (`less than or equal to `64``, `between `1` and `64` inclusive`) list no value.
    for c in crate::prose::comparisons(&text) {
        blank(&mut text, c.span.0, c.span.1);
    }
    conditions(&mut text);
    for s in sentences(cell) {
        if s.contains("recogni") {
            if s.contains("MUST NOT alter") {
                out.ignore = true;
            }
            if out.treat_as.is_none() {
                out.treat_as = treated_as(&s);
            }
        }
        let lower = s.to_ascii_lowercase();
        if out.missing.is_none() && (lower.starts_with("absent means") || lower.contains(" omits "))
        {
            out.missing =
                absent_means(&s).or_else(|| treated_as(&s).filter(|_| lower.contains(" omits ")));
        }
        bits(&s, &mut out);
    }
    blank_spans(&mut text, &[" as `", "means `"]);
    values(&text, &mut out);
    out
}

/// Replace `[start, end)` of `text` by spaces (offsets stay valid).
fn blank(text: &mut String, start: usize, end: usize) {
    if let Some(s) = text.get(start..end) {
        let spaces = " ".repeat(s.len());
        text.replace_range(start..end, &spaces);
    }
}

/// A backticked value followed by an optional name: (offset, end, value, name).
fn value_items(text: &str) -> Vec<(usize, usize, u64, Option<String>)> {
    let mut out = Vec::new();
    for (at, inner) in backticks(text) {
        let Some(v) = number(&inner) else { continue };
        let after_tick = at + inner.len() + 2;
        let rest = text.get(after_tick..).unwrap_or_default();
        let (name, used) = name_after(rest);
        out.push((at, after_tick + used, v, name));
    }
    out
}

/// The value name right after a value: `display`, `= good`, `` `other` ``,
/// `body/base`, `bad / sensor-fault`, `run-length`.
fn name_after(rest: &str) -> (Option<String>, usize) {
    let trimmed = rest.trim_start();
    let mut used = rest.len() - trimmed.len();
    let mut r = trimmed;
    if let Some(x) = r.strip_prefix('=') {
        used += r.len() - x.trim_start().len();
        r = x.trim_start();
    }
    if let Some(x) = r.strip_prefix('`') {
        let Some(end) = x.find('`') else {
            return (None, used);
        };
        let n = x.get(..end).unwrap_or_default();
        let ok = !n.is_empty() && n.chars().all(crate::text::ident_char) && number(n).is_none();
        return (ok.then(|| n.to_string()), used + end + 2);
    }
    let word = |s: &str| -> usize {
        s.char_indices()
            .find(|(_, c)| !(c.is_ascii_alphanumeric() || matches!(c, '_' | '-')))
            .map_or(s.len(), |(i, _)| i)
    };
    let first = word(r);
    let w = r.get(..first).unwrap_or_default();
    if w.is_empty() || NOT_NAMES.contains(&w) || !w.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return (None, used);
    }
    let mut name = w.to_string();
    let mut len = first;
    // `body/base`, `bad / sensor-fault`.
    let tail = r.get(first..).unwrap_or_default();
    for sep in ["/", " / "] {
        if let Some(t) = tail.strip_prefix(sep) {
            let n = word(t);
            if n > 0 {
                name.push('/');
                name.push_str(t.get(..n).unwrap_or_default());
                len += sep.len() + n;
                break;
            }
        }
    }
    (Some(name), used + len)
}

/// `` `0x05`–`0x7F` require specification`` / `` `0x80`–`0xFF` are for private use``.
fn ranges(text: &mut String, out: &mut EnumText) {
    let items = value_items(text);
    let mut spans = Vec::new();
    for pair in items.windows(2) {
        let (Some(a), Some(b)) = (pair.first(), pair.get(1)) else {
            continue;
        };
        let between = text.get(a.1..b.0).unwrap_or_default().trim();
        if !matches!(between, "–" | "—" | "-") {
            continue;
        }
        let after = text.get(b.1..).unwrap_or_default();
        let words: String = after.chars().take(40).collect();
        let before = text.get(..a.0).unwrap_or_default().trim_end();
        if words.contains("private") {
            out.private_use = Some((a.2, b.2));
        } else if words.contains("require") || before.ends_with("Values") {
            out.unassigned = Some((a.2, b.2));
        }
        spans.push((a.0, b.1));
    }
    for (s, e) in spans {
        blank(text, s, e);
    }
}

/// Blank conditions on another field: `` `outcome` is `0x00` answered ``,
/// `` `unit` equals `1` ``, `` with `state` `0x04` canceled ``.
fn conditions(text: &mut String) {
    let ticks = backticks(text);
    let mut spans = Vec::new();
    for pair in ticks.windows(2) {
        let (Some((a, an)), Some((b, bn))) = (pair.first(), pair.get(1)) else {
            continue;
        };
        if number(an).is_some() || number(bn).is_none() {
            continue;
        }
        let between = text.get(a + an.len() + 2..*b).unwrap_or_default().trim();
        if matches!(between, "is" | "equals" | "=" | "is not" | "") {
            let end = b + bn.len() + 2;
            let (_, used) = name_after(text.get(end..).unwrap_or_default());
            spans.push((*a, end + used));
        }
    }
    for (s, e) in spans {
        blank(text, s, e);
    }
}

/// Blank a value (and its name) right after each marker (`as `0x00` display`).
fn blank_spans(text: &mut String, markers: &[&str]) {
    let mut spans = Vec::new();
    for m in markers {
        for (i, _) in text.match_indices(m) {
            let start = i + m.len() - 1;
            let rest = text.get(start..).unwrap_or_default();
            if let Some((_, end, _, _)) = value_items(rest).into_iter().find(|x| x.0 == 0) {
                spans.push((start, start + end));
            }
        }
    }
    for (s, e) in spans {
        blank(text, s, e);
    }
}

/// `… as `0x00` display`, `… as `0x04` `other``, `… as `destructive``.
fn treated_as(s: &str) -> Option<(Option<u64>, String)> {
    for (i, _) in s.match_indices(" as `") {
        let rest = s.get(i + 4..).unwrap_or_default();
        if let Some((0, _, v, name)) = value_items(rest).into_iter().next() {
            if let Some(n) = name {
                return Some((Some(v), n));
            }
            continue;
        }
        let ticks = backticks(rest);
        if let Some((0, n)) = ticks.first() {
            if number(n).is_none() {
                return Some((None, n.clone()));
            }
        }
    }
    // The text exports drop backticks in prose: `… as destructive, and MAY …`.
    let idx = s.rfind(" as ")?;
    let w: String = s
        .get(idx + 4..)?
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect();
    (!w.is_empty() && w.chars().all(|c| c.is_ascii_lowercase() || c == '_')).then_some((None, w))
}

/// `Absent means `0` info`.
fn absent_means(s: &str) -> Option<(Option<u64>, String)> {
    let i = s.find("means `")?;
    let rest = s.get(i + 6..)?;
    match value_items(rest).into_iter().next() {
        Some((0, _, v, Some(n))) => Some((Some(v), n)),
        _ => None,
    }
}

/// `Bit 0 (`fin`)` and `Bits 1–7 are reserved`.
fn bits(s: &str, out: &mut EnumText) {
    for (i, _) in s.match_indices("Bit ") {
        let rest = s.get(i + 4..).unwrap_or_default();
        let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
        let Ok(bit) = digits.parse::<u32>() else {
            continue;
        };
        let after = rest.get(digits.len()..).unwrap_or_default().trim_start();
        if let Some(x) = after.strip_prefix("(`") {
            if let Some(end) = x.find('`') {
                let n = x.get(..end).unwrap_or_default().to_string();
                if !out.bits.iter().any(|(b, _)| *b == bit) {
                    out.bits.push((bit, n));
                }
            }
        }
    }
    if s.contains("Bits ") && s.contains("reserved") && out.reserved_bits.is_none() {
        out.reserved_bits = Some(s.to_string());
    }
}

/// The listed values of what is left (ranges, conditions and fallbacks blanked).
fn values(text: &str, out: &mut EnumText) {
    let items: Vec<_> = value_items(text)
        .into_iter()
        .filter_map(|(at, end, v, n)| n.map(|n| (at, end, v, n)))
        .collect();
    // `(`0` good … `3` bad)`: a reference to a range of another enum, not a list.
    let elided = items.windows(2).any(|w| match (w.first(), w.get(1)) {
        (Some(a), Some(b)) => {
            let between = text.get(a.1..b.0).unwrap_or_default();
            between.contains('…') || between.contains("...")
        }
        _ => false,
    });
    if elided {
        return;
    }
    for (at, _, v, n) in items {
        if out.values.iter().any(|(x, _)| *x == v) {
            continue;
        }
        out.first_value_at.get_or_insert(at);
        out.values.push((v, n));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn meaning_cells() {
        let e = enum_text("Advisory: `0x00` display (render), `0x01` notice (x). Values `0x05`–`0x7F` require specification to assign; `0x80`–`0xFF` are for private use. A receiver that does not recognize the value MUST treat the event as `0x00` display and MUST NOT fail.");
        assert_eq!(e.values, vec![(0, "display".into()), (1, "notice".into())]);
        assert_eq!(
            (e.unassigned, e.private_use),
            (Some((5, 0x7f)), Some((0x80, 0xff)))
        );
        assert_eq!(e.treat_as, Some((Some(0), "display".into())));
        let e =
            enum_text("Reading quality: `0` = good, `1` = uncertain, `3` = bad / sensor-fault.");
        assert_eq!(e.values.last(), Some(&(3, "bad/sensor-fault".into())));
        let e =
            enum_text("The human's response, present if and only if `outcome` is `0x00` answered.");
        assert!(e.values.is_empty());
        let e = enum_text(
            "The task's lifecycle state (§5.4); normally `0x00` accepted or `0x01` running.",
        );
        assert_eq!(e.leading_ref(), Some("5.4"));
        let e = enum_text(
            "Deliver only observations whose `quality` is less than (`0` good … `3` bad).",
        );
        assert!(e.values.is_empty());
        let e = enum_text(
            "Bit field. Bit 0 (`fin`) set means x. Bits 1–7 are reserved, MUST be sent as 0.",
        );
        assert_eq!(e.bits, vec![(0, "fin".into())]);
        assert!(e.reserved_bits.is_some());
        let e = enum_text("Advisory severity: `0` info, `4` critical. Absent means `0` info. A receiver that does not recognize a `severity` value MUST treat the event as `4` critical.");
        assert_eq!(e.missing, Some((Some(0), "info".into())));
        assert_eq!(e.values.len(), 2);
        let e = enum_text("A receiver MUST treat a X that omits `effect`, or carries an `effect` value it does not recognize, as `destructive`, and MAY refuse it.");
        assert_eq!(e.treat_as, Some((None, "destructive".into())));
        assert_eq!(e.missing, Some((None, "destructive".into())));
        let e = enum_text("A receiver MUST NOT alter its handling based on an unrecognized value.");
        assert!(e.ignore);
        let e = enum_text(
            "MUST be between `1` and `64` inclusive, and less than or equal to `0x40` octets.",
        );
        assert!(e.values.is_empty(), "{:?}", e.values);
    }
}
