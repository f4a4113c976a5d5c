//! The consequence of a reworded, new or removed sentence (or table cell)
//! for an implementation that conformed to the old text. What each sentence
//! states is read with [`crate::prose`]: keywords, MUST-rejects, comparisons,
//! defaults, directions, rules for unrecognized values, frames, names,
//! numbers and constraint words. A rewording that keeps all of them is
//! editorial; a change spec-diff reads is classified by what it does; any
//! other change of those is `needs-review`, never editorial.

use super::Class;
use crate::prose::{self, Modal, Unknown};
use crate::text::{backticks, is_frame_name, number, sentences, words};

/// A classified sentence or cell change.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Verdict {
    pub class: Class,
    pub kind: &'static str,
    pub why: String,
    pub who: String,
}

impl Verdict {
    fn new(class: Class, kind: &'static str, why: impl Into<String>, who: &str) -> Verdict {
        let who = if class == Class::Editorial {
            String::new()
        } else {
            who.to_string()
        };
        Verdict {
            class,
            kind,
            why: why.into(),
            who,
        }
    }
}

/// What one sentence states.
pub(super) struct Said {
    modals: Vec<Modal>,
    rejects: bool,
    comparisons: Vec<String>,
    default: Option<String>,
    polar: Vec<(&'static str, bool, &'static str)>,
    unknown: Option<Unknown>,
    frames: Vec<String>,
    names: Vec<String>,
    numbers: Vec<String>,
    /// Frame-type code ranges (`0x0001`–`0x000A`: four hex digits each end).
    ranges: Vec<(u64, u64)>,
    constraint: Vec<String>,
    /// It speaks of replies ("answered by", "replies with").
    replies: bool,
    actor: &'static str,
    /// Content words (three letters or more), for a restatement.
    content: Vec<String>,
    text: String,
}

pub(super) fn said(s: &str) -> Said {
    let s = super::prose::blank_refs(s);
    let cmp = prose::comparisons(&s);
    let mut rest = s.clone();
    for c in cmp.iter().rev() {
        if rest.get(c.span.0..c.span.1).is_some() {
            rest.replace_range(c.span.0..c.span.1, &" ".repeat(c.span.1 - c.span.0));
        }
    }
    // The default is compared on its own, not as names or directions.
    if let Some((x, y)) = prose::default_span(&rest) {
        if rest.get(x..y).is_some() {
            rest.replace_range(x..y, &" ".repeat(y - x));
        }
    }
    let mut comparisons: Vec<String> = cmp.iter().map(ToString::to_string).collect();
    comparisons.sort();
    let mut frames: Vec<String> = words(&rest)
        .into_iter()
        .filter(|(_, w)| is_frame_name(w))
        .map(|(_, w)| w.to_string())
        .collect();
    frames.sort();
    frames.dedup();
    let ticks = backticks(&rest);
    let (ranges, in_range) = frame_ranges(&rest, &ticks);
    let mut names: Vec<String> = ticks
        .iter()
        .filter(|(_, t)| number(t).is_none())
        .map(|(_, t)| t.to_lowercase())
        .collect();
    names.sort();
    // Numbers outside the frame-type ranges (compared on their own).
    let mut plain = rest.clone();
    for (at, t) in ticks.iter().filter(|(at, _)| in_range.contains(at)) {
        let end = at + t.len() + 2;
        if plain.get(*at..end).is_some() {
            plain.replace_range(*at..end, &" ".repeat(end - at));
        }
    }
    let mut numbers: Vec<String> = backticks(&plain)
        .iter()
        .filter_map(|(_, t)| number(t))
        .chain(
            words(&plain)
                .into_iter()
                .filter(|(_, w)| w.starts_with(|c: char| c.is_ascii_digit()))
                .filter_map(|(_, w)| number(w)),
        )
        .map(|n| n.to_string())
        .collect();
    numbers.sort();
    numbers.dedup();
    let lower = s.to_ascii_lowercase();
    Said {
        modals: prose::modals(&s),
        rejects: super::prose::rejects(&s),
        comparisons,
        default: prose::default_of(&s),
        polar: prose::polar(&rest),
        unknown: prose::unknown_rule(&s),
        frames,
        names,
        numbers,
        ranges,
        constraint: prose::constraint_words(&rest),
        replies: ["answer", "repl", "respond"]
            .iter()
            .any(|k| lower.contains(k)),
        actor: prose::actor(&s),
        content: content(&s),
        text: s.clone(),
    }
}

/// `` `0x0001`–`0x000A` `` ranges written as frame-type codes (four hex
/// digits), and the offsets of the backticks that make them.
fn frame_ranges(s: &str, ticks: &[(usize, String)]) -> (Vec<(u64, u64)>, Vec<usize>) {
    let code = |t: &str| {
        t.strip_prefix("0x")
            .filter(|h| h.len() == 4 && h.chars().all(|c| c.is_ascii_hexdigit()))
            .and_then(|h| u64::from_str_radix(h, 16).ok())
    };
    let mut out = Vec::new();
    let mut at = Vec::new();
    for w in ticks.windows(2) {
        let (Some((a, x)), Some((b, y))) = (w.first(), w.get(1)) else {
            continue;
        };
        let between = s.get(a + x.len() + 2..*b).unwrap_or_default().trim();
        if let (Some(lo), Some(hi), true) = (code(x), code(y), matches!(between, "–" | "—" | "-"))
        {
            out.push((lo, hi));
            at.extend([*a, *b]);
        }
    }
    (out, at)
}

/// Frame-type ranges changed: `None` when they did not; `Some(true)` when
/// each changed range covers the same frames of the spec (`codes`) as before.
fn ranges_harmless(a: &Said, b: &Said, codes: Option<&[u64]>) -> Option<bool> {
    if a.ranges == b.ranges {
        return None;
    }
    let Some(codes) = codes else {
        return Some(false);
    };
    if a.ranges.len() != b.ranges.len() {
        return Some(false);
    }
    let same = a.ranges.iter().zip(&b.ranges).all(|((p, q), (r, t))| {
        codes
            .iter()
            .all(|c| (p..=q).contains(&c) == (r..=t).contains(&c))
    });
    Some(same)
}

impl Said {
    fn binding(&self) -> bool {
        self.modals.iter().any(|m| m.binding())
    }

    /// Keywords, but none binding (SHOULD, MAY).
    fn soft(&self) -> bool {
        !self.modals.is_empty() && !self.binding()
    }

    /// A constraint a non-normative sentence can state: a default, a comparison, an unknown-value rule.
    fn states_constraint(&self) -> Option<&'static str> {
        if self.default.is_some() {
            Some("what an absent value means")
        } else if self.unknown.is_some() {
            Some("how an unrecognized value is handled")
        } else if !self.comparisons.is_empty() {
            Some("a comparison or bound")
        } else {
            None
        }
    }
}

fn list(v: &[String]) -> String {
    if v.is_empty() {
        "—".into()
    } else {
        v.join(", ")
    }
}

/// Items of `a` not in `b` (as multisets).
fn minus(a: &[String], b: &[String]) -> Vec<String> {
    let mut rest = b.to_vec();
    let mut out = Vec::new();
    for x in a {
        match rest.iter().position(|y| y == x) {
            Some(i) => {
                rest.remove(i);
            }
            None => out.push(x.clone()),
        }
    }
    out
}

fn modal_words(v: &[Modal]) -> String {
    if v.is_empty() {
        "none".into()
    } else {
        v.iter().map(|m| m.word()).collect::<Vec<_>>().join(", ")
    }
}

/// A sentence reworded from `old` to `new`.
/// `codes`: the frame types both revisions define (a frame-type range that
/// changes without covering another of them changes no frame), when known.
pub(super) fn reworded(old: &str, new: &str, codes: Option<&[u64]>) -> Verdict {
    let (a, b) = (said(old), said(new));
    let who = b.actor;
    let mut found = wire_findings(&a, &b);
    found.extend(text_findings(&a, &b, codes));
    let found: Vec<Verdict> = found
        .into_iter()
        .map(|(class, kind, why)| Verdict::new(class, kind, why, who))
        .collect();
    // The first of the most severe findings names the change.
    let Some(top) = found.iter().rev().max_by_key(|v| v.class).cloned() else {
        return Verdict::new(
            Class::Editorial,
            "prose-changed",
            "reworded; the same keywords, constraints, names and numbers",
            who,
        );
    };
    let why: Vec<String> = found.iter().map(|v| v.why.clone()).collect();
    let mut v = Verdict {
        why: why.join("; "),
        ..top
    };
    // A recommendation (SHOULD / MAY on both sides): old peers stay conforming.
    if a.soft() && b.soft() && v.class > Class::Behavioural && !(a.rejects || b.rejects) {
        v.class = Class::Behavioural;
        v.why
            .push_str(" (a recommendation: old peers stay conforming)");
    }
    if v.kind == "meaning-changed" && (a.binding() || b.binding()) {
        v.kind = "must-changed";
    }
    v
}

type Finding = (Class, &'static str, String);

/// What changes for the wire: rejects, keywords, defaults, comparisons,
/// directions, unknown-value rules.
fn wire_findings(a: &Said, b: &Said) -> Vec<Finding> {
    let mut found: Vec<Finding> = Vec::new();
    let mut push = |class, kind, why: String| found.push((class, kind, why));
    if b.rejects && !a.rejects {
        push(
            Class::Breaking,
            "must-changed",
            "now a receiver-side MUST-reject: old senders' payloads may be refused".into(),
        );
    }
    if a.rejects && !b.rejects {
        push(
            Class::Additive,
            "must-changed",
            "no longer a MUST-reject: old receivers still refuse what new senders may send".into(),
        );
    }
    if let Some(v) = modality(a, b) {
        push(v.0, "must-changed", v.1);
    }
    if a.default != b.default {
        match (&a.default, &b.default) {
            (Some(x), Some(y)) => push(
                Class::Breaking,
                "default-changed",
                format!("an absent value now means {y}, was {x}: senders that omit it and receivers that fill it in disagree"),
            ),
            (x, y) => push(
                Class::NeedsReview,
                "default-changed",
                format!(
                    "what an absent value means: {}, was {}",
                    y.as_deref().unwrap_or("unstated"),
                    x.as_deref().unwrap_or("unstated")
                ),
            ),
        }
    }
    if a.comparisons != b.comparisons {
        let (gone, new) = (
            minus(&a.comparisons, &b.comparisons),
            minus(&b.comparisons, &a.comparisons),
        );
        push(
            Class::Breaking,
            "bound-changed",
            format!(
                "the comparison is now \"{}\", was \"{}\": what conformed on one side is now wrong",
                list(&new),
                list(&gone)
            ),
        );
    }
    if let Some(v) = directions(a, b) {
        push(v.0, v.1, v.2);
    }
    if a.unknown != b.unknown {
        let class = match (a.unknown, b.unknown) {
            (_, Some(Unknown::Reject)) | (Some(Unknown::Tolerate), None) => Class::Breaking,
            (Some(Unknown::Reject), _) => Class::Additive,
            (None, Some(Unknown::Tolerate)) => Class::Behavioural,
            _ => Class::NeedsReview,
        };
        push(
            class,
            "unknown-rule-changed",
            format!(
                "an unrecognized value is now {}, was {}",
                unknown_words(b.unknown),
                unknown_words(a.unknown)
            ),
        );
    }
    found
}

/// What changes in the words: frames (a reply named), frame-type ranges,
/// names, numbers, constraint words.
fn text_findings(a: &Said, b: &Said, codes: Option<&[u64]>) -> Vec<Finding> {
    let mut found: Vec<Finding> = Vec::new();
    let mut push = |class, kind, why: String| found.push((class, kind, why));
    if a.frames != b.frames {
        let (gone, new) = (minus(&a.frames, &b.frames), minus(&b.frames, &a.frames));
        if a.replies || b.replies {
            push(
                Class::Breaking,
                "reply-changed",
                format!(
                    "the reply names {}, was {}: old requesters expect the old reply",
                    list(&new),
                    list(&gone)
                ),
            );
        } else {
            push(
                Class::NeedsReview,
                "meaning-changed",
                format!("frames named: {} instead of {}", list(&new), list(&gone)),
            );
        }
    }
    if ranges_harmless(a, b, codes) == Some(false) {
        let show = |v: &[(u64, u64)]| {
            v.iter()
                .map(|(l, h)| format!("0x{l:04X}–0x{h:04X}"))
                .collect::<Vec<_>>()
        };
        push(
            Class::NeedsReview,
            "meaning-changed",
            format!(
                "frame-type ranges: {} instead of {}",
                list(&show(&b.ranges)),
                list(&show(&a.ranges))
            ),
        );
    }
    for (what, x, y) in [
        ("names", &a.names, &b.names),
        ("numbers", &a.numbers, &b.numbers),
        ("constraint words", &a.constraint, &b.constraint),
    ] {
        if x != y {
            push(
                Class::NeedsReview,
                "meaning-changed",
                format!(
                    "{what}: {} instead of {}",
                    list(&minus(y, x)),
                    list(&minus(x, y))
                ),
            );
        }
    }
    found
}

/// The keywords changed, position by position: (class, why). Negated or
/// tightened is breaking; a binding one relaxed, added or removed needs
/// review; recommendations changing among themselves are behavioural.
fn modality(a: &Said, b: &Said) -> Option<(Class, String)> {
    if a.modals == b.modals {
        return None;
    }
    let words = format!("{} → {}", modal_words(&a.modals), modal_words(&b.modals));
    let step = |x: Option<Modal>, y: Option<Modal>| -> (Class, &'static str) {
        let negated = |p: Modal, q: Modal| {
            matches!(
                (p, q),
                (Modal::Must, Modal::MustNot)
                    | (Modal::MustNot, Modal::Must)
                    | (Modal::Should, Modal::ShouldNot)
                    | (Modal::ShouldNot, Modal::Should)
            )
        };
        match (x, y) {
            (Some(p), Some(q)) if p == q => (Class::None, ""),
            (Some(p), Some(q)) if negated(p, q) && p.binding() => (Class::Breaking, "negated"),
            (Some(p), Some(q)) if q.binding() && !p.binding() => (Class::Breaking, "tightened"),
            (Some(p), Some(_)) if p.binding() => (Class::NeedsReview, "relaxed"),
            (Some(_), Some(_)) => (Class::Behavioural, "recommendation changed"),
            (None, Some(q)) | (Some(q), None) if q.binding() => {
                (Class::NeedsReview, "a requirement added or removed")
            }
            _ => (Class::Behavioural, "recommendation changed"),
        }
    };
    let n = a.modals.len().max(b.modals.len());
    let (class, what) = (0..n)
        .map(|i| step(a.modals.get(i).copied(), b.modals.get(i).copied()))
        .rev()
        .max_by_key(|(c, _)| *c)?;
    let why = match what {
        "negated" => format!("the requirement is negated ({words})"),
        "tightened" => {
            format!("tightened ({words}): implementations that did otherwise are now wrong")
        }
        "relaxed" => format!("relaxed ({words}): peers may rely on the old requirement"),
        "recommendation changed" => format!("a recommendation changed ({words})"),
        _ => format!("keywords changed ({words})"),
    };
    (class > Class::None).then_some((class, why))
}

/// Direction words: an inverted axis is breaking, any other change needs review.
fn directions(a: &Said, b: &Said) -> Option<(Class, &'static str, String)> {
    if a.polar == b.polar {
        return None;
    }
    let axes = |s: &Said| {
        let mut v: Vec<&str> = s.polar.iter().map(|p| p.0).collect();
        v.sort();
        v.dedup();
        v
    };
    let count = |s: &Said, axis: &str, pos: bool| {
        s.polar.iter().filter(|p| p.0 == axis && p.1 == pos).count()
    };
    let show = |s: &Said, axis: &str| {
        s.polar
            .iter()
            .filter(|p| p.0 == axis)
            .map(|p| p.2)
            .collect::<Vec<_>>()
            .join(" ")
    };
    for axis in axes(a) {
        let (ap, an) = (count(a, axis, true), count(a, axis, false));
        let (bp, bn) = (count(b, axis, true), count(b, axis, false));
        if ap + an == bp + bn && (ap, an) != (bp, bn) {
            return Some((
                Class::Breaking,
                "order-changed",
                format!(
                    "the direction is inverted (\"{}\" → \"{}\"): old peers read the value the other way round",
                    show(a, axis),
                    show(b, axis)
                ),
            ));
        }
    }
    let w = |s: &Said| s.polar.iter().map(|p| p.2.to_string()).collect::<Vec<_>>();
    Some((
        Class::NeedsReview,
        "meaning-changed",
        format!(
            "direction words: {} instead of {}",
            list(&minus(&w(b), &w(a))),
            list(&minus(&w(a), &w(b)))
        ),
    ))
}

fn unknown_words(u: Option<Unknown>) -> &'static str {
    match u {
        Some(Unknown::Tolerate) => "tolerated (a stated fail-safe)",
        Some(Unknown::Reject) => "rejected",
        None => "not ruled on",
    }
}

/// A cheap test: whether a sentence without keywords may state a constraint
/// [`said`] reads (a default, a comparison, an unknown-value rule).
pub(super) fn may_constrain(s: &str) -> bool {
    let l = s.to_ascii_lowercase();
    [
        "absent means",
        " than",
        "least",
        "most",
        "exactly",
        "between",
        "exceed",
        "equal",
        "recogni",
        "unknown",
        "≤",
        "≥",
        "<",
        ">",
    ]
    .iter()
    .any(|k| l.contains(k))
}

/// A sentence of one revision only. `old`: it is gone (else new); `other`:
/// the sentences of the other revision, for a restatement.
pub(super) fn alone(s: &str, old: bool, other: &[Said]) -> Verdict {
    let x = said(s);
    let who = x.actor;
    let (kind, removed) = if old {
        ("must-removed", "removed")
    } else {
        ("must-added", "new")
    };
    if x.rejects {
        return if old {
            Verdict::new(
                Class::Additive,
                kind,
                "a MUST-reject removed: old receivers still refuse what new senders may send",
                who,
            )
        } else {
            Verdict::new(
                Class::Breaking,
                kind,
                "a new receiver-side MUST-reject: old senders' payloads may be refused",
                who,
            )
        };
    }
    let normative = !x.modals.is_empty();
    if normative || x.states_constraint().is_some() {
        if let Some(t) = other.iter().find(|t| restates(t, &x)) {
            let what = if old {
                "still stated"
            } else {
                "already stated"
            };
            return Verdict::new(
                Class::Editorial,
                if normative { kind } else { "prose-changed" },
                format!("{what}: \"{}\"", t.text),
                who,
            );
        }
    }
    if x.binding() {
        let why = if old {
            format!("a requirement removed: {who} may have relied on it")
        } else {
            format!("a new requirement: breaking for {who} if it forbids what they did")
        };
        return Verdict::new(Class::NeedsReview, kind, why, who);
    }
    if normative {
        return Verdict::new(
            Class::Behavioural,
            kind,
            format!("a recommendation {removed}: old peers stay conforming"),
            who,
        );
    }
    match x.states_constraint() {
        Some(c) => Verdict::new(
            Class::NeedsReview,
            "meaning-changed",
            format!("a sentence {removed} that states {c}"),
            who,
        ),
        None => Verdict::new(
            Class::Editorial,
            "prose-changed",
            if old {
                "a sentence removed"
            } else {
                "a new sentence"
            },
            who,
        ),
    }
}

/// Content words (three letters or more, lower case) of a sentence.
fn content(s: &str) -> Vec<String> {
    let s = super::prose::blank_refs(s);
    let mut v: Vec<String> = words(&s)
        .into_iter()
        .map(|(_, w)| w.to_ascii_lowercase())
        .filter(|w| {
            w.len() >= 3
                && !matches!(
                    w.as_str(),
                    "the" | "and" | "that" | "this" | "its" | "for" | "with"
                )
        })
        .collect();
    v.sort();
    v.dedup();
    v
}

/// Whether `t` states all `s` does: the same keywords and constraints, its
/// names and frames, and most of its words.
fn restates(y: &Said, x: &Said) -> bool {
    let sub = |a: &[String], b: &[String]| minus(a, b).is_empty();
    if x.modals.iter().any(|m| !y.modals.contains(m))
        || x.rejects != y.rejects
        || !sub(&x.comparisons, &y.comparisons)
        || x.default != y.default && x.default.is_some()
        || !sub(&x.names, &y.names)
        || !sub(&x.frames, &y.frames)
        || !sub(&x.numbers, &y.numbers)
        || !sub(&x.constraint, &y.constraint)
    {
        return false;
    }
    let (cs, ct) = (&x.content, &y.content);
    let shared = cs.iter().filter(|w| ct.contains(w)).count();
    !cs.is_empty() && shared * 10 >= cs.len() * 7
}

/// A table cell (Meaning, Purpose) changed: its sentences compared as prose.
/// `None` when the two read the same.
pub(super) fn cell(old: &str, new: &str, codes: Option<&[u64]>) -> Option<Verdict> {
    let key = |s: &str| super::prose::normalized(s);
    let (a, b) = (sentences(old), sentences(new));
    let mut left: Vec<&String> = Vec::new();
    let mut right: Vec<&String> = b.iter().collect();
    for s in &a {
        match right.iter().position(|t| key(t) == key(s)) {
            Some(i) => {
                right.remove(i);
            }
            None => left.push(s),
        }
    }
    if left.is_empty() && right.is_empty() {
        return None;
    }
    let mut verdicts = Vec::new();
    // Pair the rest in order of similarity.
    let mut scored: Vec<(f64, usize, usize)> = Vec::new();
    for (i, s) in left.iter().enumerate() {
        for (j, t) in right.iter().enumerate() {
            scored.push((super::prose::similarity(&key(s), &key(t)), i, j));
        }
    }
    scored.sort_by(|x, y| y.0.total_cmp(&x.0));
    let (mut li, mut ri) = (vec![false; left.len()], vec![false; right.len()]);
    for (sc, i, j) in scored {
        let free = !li.get(i).copied().unwrap_or(true) && !ri.get(j).copied().unwrap_or(true);
        if sc < 0.3 || !free {
            continue;
        }
        if let (Some(s), Some(t)) = (left.get(i), right.get(j)) {
            verdicts.push(reworded(s, t, codes));
        }
        li[i] = true;
        ri[j] = true;
    }
    let olds: Vec<Said> = a.iter().map(|s| said(s)).collect();
    let news: Vec<Said> = b.iter().map(|s| said(s)).collect();
    for (i, s) in left.iter().enumerate() {
        if !li.get(i).copied().unwrap_or(true) {
            verdicts.push(alone(s, true, &news));
        }
    }
    for (j, t) in right.iter().enumerate() {
        if !ri.get(j).copied().unwrap_or(true) {
            verdicts.push(alone(t, false, &olds));
        }
    }
    let top = verdicts.iter().rev().max_by_key(|v| v.class)?.clone();
    let why: Vec<String> = verdicts
        .iter()
        .filter(|v| v.class == top.class)
        .map(|v| v.why.clone())
        .collect();
    Some(Verdict {
        why: why.join("; "),
        ..top
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rw(a: &str, b: &str) -> Verdict {
        reworded(a, b, None)
    }

    #[test]
    fn rewordings() {
        let v = rw(
            "A peer MUST decrement `hops_remaining` by at least one before propagating it.",
            "A peer MUST decrement `hops_remaining` by exactly one before propagating it.",
        );
        assert_eq!(
            (v.class, v.kind),
            (Class::Breaking, "bound-changed"),
            "{v:?}"
        );
        let v = rw(
            "a receiver MUST ignore a sample whose `stamp` is less than or equal to the last-applied `stamp`",
            "a receiver MUST ignore a sample whose `stamp` is strictly less than the last-applied `stamp`",
        );
        assert_eq!(v.class, Class::Breaking, "{v:?}");
        let v = rw(
            "Advisory scheduling-priority hint (a higher value is more urgent).",
            "Advisory scheduling-priority hint (a lower value is more urgent).",
        );
        assert_eq!(
            (v.class, v.kind),
            (Class::Breaking, "order-changed"),
            "{v:?}"
        );
        let v = rw(
            "Absent means `false`: the event is fire-and-forget and the peer MUST NOT reply.",
            "Absent means `true`: the event is fire-and-forget and the peer MUST NOT reply.",
        );
        assert_eq!(
            (v.class, v.kind),
            (Class::Breaking, "default-changed"),
            "{v:?}"
        );
        let v = rw(
            "A responder MUST NOT emit a `*_RESULT` and a MEMORY_ERROR for the same request.",
            "For one request, a responder MUST NOT emit both a `*_RESULT` and a MEMORY_ERROR.",
        );
        assert_eq!(v.class, Class::NeedsReview, "{v:?}");
        let v = rw(
            "The requester MUST treat that exchange as complete.",
            "That exchange MUST be treated as complete by the requester.",
        );
        assert_eq!(v.class, Class::Editorial, "{v:?}");
        let v = rw(
            "A sender SHOULD retry once.",
            "A sender SHOULD retry at most twice.",
        );
        assert_eq!(v.class, Class::Behavioural, "{v:?}");
        // A reserved frame-type range that now also covers 0x0000, which no frame uses.
        let (a, b) = (
            "MUST NOT define semantics in the reserved range `0x0001`–`0x000A`.",
            "MUST NOT define semantics in the reserved range `0x0000`–`0x000A`.",
        );
        assert_eq!(
            reworded(a, b, Some(&[0x0100, 0x0101])).class,
            Class::Editorial
        );
        assert_eq!(
            reworded(a, b, Some(&[0x0000, 0x0100])).class,
            Class::NeedsReview
        );
        assert_eq!(rw(a, b).class, Class::NeedsReview);
    }

    #[test]
    fn sentences_alone() {
        let v = alone("A receiver MUST reject a payload with `x`.", false, &[]);
        assert_eq!(v.class, Class::Breaking);
        let v = alone("A responder MUST echo `corr`.", false, &[]);
        assert_eq!(v.class, Class::NeedsReview);
        let v = alone(
            "A responder MUST echo `corr`.",
            false,
            &[said(
                "Every reply from a responder MUST echo `corr` verbatim.",
            )],
        );
        assert_eq!(v.class, Class::Editorial, "{v:?}");
        let v = alone("This section is informative.", false, &[]);
        assert_eq!(v.class, Class::Editorial);
    }
}
