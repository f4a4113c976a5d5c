//! Small lexers over spec text: numbers, field cells, frame names, section
//! references, backticked spans, sentences and name conversions. No regex and
//! no indexing that can panic: every function takes any text.

/// `6.2` → `§6.2` (already signed stays as is; empty stays empty).
pub fn sign(section: &str) -> String {
    let s = section.trim().trim_start_matches('§');
    if s.is_empty() {
        String::new()
    } else {
        format!("§{s}")
    }
}

/// Remove Markdown emphasis: `**bold**` and `*em*` outside backticks (a `*`
/// that is part of a name such as `*_REQ` stays), and `\|` escapes.
pub fn plain(s: &str) -> String {
    let s = s.replace("**", "").replace("\\|", "|");
    let chars: Vec<char> = s.chars().collect();
    let mut out = String::with_capacity(s.len());
    let mut code = false;
    for (i, c) in chars.iter().enumerate() {
        if *c == '`' {
            code = !code;
        }
        if *c == '*' && !code {
            let prev = i.checked_sub(1).and_then(|j| chars.get(j)).copied();
            let next = chars.get(i + 1).copied();
            let word = |x: Option<char>| x.is_some_and(char::is_alphanumeric);
            let open = word(next) && !word(prev);
            let close = word(prev) && !word(next);
            if open || close {
                continue;
            }
        }
        out.push(*c);
    }
    out
}

/// `` `0x0100` ``, `0x0100`, `12`, `` `1` `` → the number.
pub fn number(s: &str) -> Option<u64> {
    let s = s.trim().trim_matches('`').trim();
    match s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        Some(h) if !h.is_empty() => u64::from_str_radix(h, 16).ok(),
        Some(_) => None,
        None if !s.is_empty() && s.chars().all(|c| c.is_ascii_digit()) => s.parse().ok(),
        None => None,
    }
}

/// Whether `c` can be part of an identifier (`event_class`, `INTERACT_EVENT`).
pub fn ident_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// `` `event_class` (2) `` or `event_class (2)` → (`event_class`, 2).
pub fn field_cell(cell: &str) -> Option<(String, u64)> {
    let c = cell.trim();
    let open = c.rfind('(')?;
    let name = c.get(..open)?.trim().trim_matches('`').trim();
    let key = c.get(open + 1..)?.strip_suffix(')')?;
    let ok = !name.is_empty()
        && name.chars().all(ident_char)
        && name.starts_with(|x: char| x.is_ascii_alphabetic() || x == '_');
    if !ok {
        return None;
    }
    Some((name.to_string(), number(key)?))
}

/// Identifier-like words with their byte offsets.
pub fn words(s: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start: Option<usize> = None;
    for (i, c) in s.char_indices() {
        match (ident_char(c), start) {
            (true, None) => start = Some(i),
            (false, Some(st)) => {
                if let Some(w) = s.get(st..i) {
                    out.push((st, w));
                }
                start = None;
            }
            _ => {}
        }
    }
    if let Some(st) = start {
        if let Some(w) = s.get(st..) {
            out.push((st, w));
        }
    }
    out
}

/// Whether a word is written like a frame name (`INTERACT_EVENT`, `FRAME_DEF`).
pub fn is_frame_name(w: &str) -> bool {
    w.contains('_')
        && w.starts_with(|c: char| c.is_ascii_uppercase())
        && !w.ends_with('_')
        && w.chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
        && w.chars().filter(|c| c.is_ascii_uppercase()).count() >= 2
}

/// Frame-name words in `s` with their offsets, in order (duplicates kept).
pub fn frame_mentions(s: &str) -> Vec<(usize, String)> {
    words(s)
        .into_iter()
        .filter(|(_, w)| is_frame_name(w))
        .map(|(i, w)| (i, w.to_string()))
        .collect()
}

/// Frame names in `s` that are in `known` (any spelling, `TRANSFORM` too),
/// in order of first mention.
pub fn frames_in(s: &str, known: &[String]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for (_, w) in words(s) {
        if known.iter().any(|k| k == w) && !out.iter().any(|o| o == w) {
            out.push(w.to_string());
        }
    }
    out
}

/// Known frame names in `s` with their offsets (duplicates kept).
pub fn known_mentions(s: &str, known: &[String]) -> Vec<(usize, String)> {
    words(s)
        .into_iter()
        .filter(|(_, w)| known.iter().any(|k| k == w))
        .map(|(i, w)| (i, w.to_string()))
        .collect()
}

/// Spans inside backticks: (offset of the opening backtick, content).
pub fn backticks(s: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut open: Option<usize> = None;
    for (i, c) in s.char_indices() {
        if c != '`' {
            continue;
        }
        match open {
            None => open = Some(i),
            Some(o) => {
                if let Some(inner) = s.get(o + 1..i) {
                    out.push((o, inner.to_string()));
                }
                open = None;
            }
        }
    }
    out
}

/// Section references `§6.2` (with offsets), without the sign or a trailing dot.
pub fn section_refs(s: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    for (i, _) in s.match_indices('§') {
        let rest = s.get(i + '§'.len_utf8()..).unwrap_or_default();
        let n: String = rest
            .chars()
            .take_while(|c| c.is_ascii_digit() || *c == '.')
            .collect();
        let n = n.trim_end_matches('.');
        if !n.is_empty() {
            out.push((i, n.to_string()));
        }
    }
    out
}

/// Split a paragraph into sentences (at `.`, `!`, `?` followed by one or more
/// spaces and a capital, a backtick or an opening bracket).
pub fn sentences(p: &str) -> Vec<String> {
    let chars: Vec<(usize, char)> = p.char_indices().collect();
    let mut out = Vec::new();
    let mut start = 0usize;
    for (k, (i, c)) in chars.iter().enumerate() {
        if !matches!(c, '.' | '!' | '?') {
            continue;
        }
        let next = chars.get(k + 1).map(|x| x.1);
        // One space or several (RFC-style text puts two after a sentence).
        let after = chars
            .get(k + 1..)
            .unwrap_or_default()
            .iter()
            .map(|x| x.1)
            .find(|c| !c.is_whitespace());
        let ends = next.is_none()
            || (next.is_some_and(char::is_whitespace)
                && after.is_some_and(|a| a.is_uppercase() || matches!(a, '`' | '(' | '"' | '*')));
        let before = p.get(start..*i).unwrap_or_default();
        let abbrev = ["e.g", "i.e", "cf", "vs", "etc"]
            .iter()
            .any(|a| before.ends_with(a));
        if ends && !abbrev {
            let s = p.get(start..i + 1).unwrap_or_default().trim();
            if !s.is_empty() {
                out.push(s.to_string());
            }
            start = i + 1;
        }
    }
    let rest = p.get(start..).unwrap_or_default().trim();
    if !rest.is_empty() {
        out.push(rest.to_string());
    }
    out
}

/// A spec name as a schema identifier: `MetricSample` → `metric_sample`,
/// `body/base` → `body_base`, `metre per second` → `metre_per_second`,
/// `percent (0–100)` → `percent`.
pub fn snake(s: &str) -> String {
    let s = s.split('(').next().unwrap_or_default().trim();
    let mut out = String::new();
    let mut prev_lower = false;
    for c in s.chars() {
        if c.is_ascii_uppercase() {
            if prev_lower {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
            prev_lower = false;
        } else if c.is_ascii_alphanumeric() {
            out.push(c);
            prev_lower = c.is_ascii_lowercase() || c.is_ascii_digit();
        } else {
            if !out.ends_with('_') && !out.is_empty() {
                out.push('_');
            }
            prev_lower = false;
        }
    }
    out.trim_matches('_').to_string()
}

/// Names compared loosely: lower case, no separators (`MetricSample` = `metric_sample`).
pub fn loose(s: &str) -> String {
    s.chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

/// `malformed_request` / `MalformedPayload` → `malformed request` / `malformed payload`.
pub fn humanise(name: &str) -> String {
    snake(name).replace('_', " ")
}

/// The first sentence of `s` that contains every one of `needles` (case-sensitive).
pub fn sentence_with<'a>(
    paras: impl IntoIterator<Item = &'a str>,
    needles: &[&str],
) -> Option<String> {
    paras
        .into_iter()
        .flat_map(sentences)
        .find(|s| needles.iter().all(|n| s.contains(n)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lexers() {
        assert_eq!(number("`0x0100`"), Some(256));
        assert_eq!(number("7"), Some(7));
        assert_eq!(number("0x"), None);
        assert_eq!(
            field_cell("`event_class` (2)"),
            Some(("event_class".into(), 2))
        );
        assert_eq!(field_cell("(2)"), None);
        assert_eq!(
            plain("**Absent** on `*_REQ` and *do work*"),
            "Absent on `*_REQ` and do work"
        );
        assert_eq!(snake("MetricSample"), "metric_sample");
        assert_eq!(snake("bad / sensor-fault"), "bad_sensor_fault");
        assert_eq!(snake("percent (0–100)"), "percent");
        assert_eq!(humanise("MalformedPayload"), "malformed payload");
        assert_eq!(
            section_refs("see §6.2. and §8"),
            vec![(4, "6.2".into()), (15, "8".into())]
        );
        assert_eq!(
            sentences("A MUST b (§4.3). C is e.g. d. `x` e"),
            vec!["A MUST b (§4.3).", "C is e.g. d.", "`x` e"]
        );
        assert_eq!(
            sentences("A b.  C d.   `e` f"),
            vec!["A b.", "C d.", "`e` f"]
        );
        assert!(is_frame_name("FRAME_DEF") && !is_frame_name("_REQ") && !is_frame_name("A_b"));
    }
}
