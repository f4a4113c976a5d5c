//! Sections and prose of two revisions: headings matched by their text (a
//! renumbered section is one editorial change, its subsections implied),
//! sentences matched by their normalized words (no markup, no line breaks,
//! section references blanked), the rest paired by similarity. A sentence
//! whose normative words, backticked names, frame names or numbers change is
//! behavioural; a new receiver-side MUST-reject is breaking.

use super::{Change, Class, Edit, Site};
use crate::doc::Doc;
use crate::text::{backticks, is_frame_name, sentences, sign, words};
use std::collections::HashMap;

/// Words that make a sentence a requirement.
const NORMATIVE: &[&str] = &["MUST", "SHALL", "REQUIRED", "SHOULD"];

/// Unmatched sentences beyond which no pairing by similarity is tried.
const PAIRING_LIMIT: usize = 4000;

/// Lowercase words without markup, line breaks or section numbers.
pub(crate) fn normalized(s: &str) -> String {
    crate::drift::clauses::norm(&blank_refs(s))
}

/// `§6.2` → `§` (a renumbering moves references, not meaning).
fn blank_refs(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut in_ref = false;
    for c in s.chars() {
        if c == '§' {
            in_ref = true;
            out.push(c);
            continue;
        }
        if in_ref && (c.is_ascii_digit() || c == '.') {
            continue;
        }
        in_ref = false;
        out.push(c);
    }
    out
}

/// What a rewording must keep to stay editorial: the normative words, the
/// backticked names and values, frame names and numbers, sorted.
pub(crate) fn signature(s: &str) -> Vec<String> {
    let s = blank_refs(s);
    let mut out: Vec<String> = words(&s)
        .into_iter()
        .filter(|(_, w)| {
            NORMATIVE.contains(w)
                || matches!(*w, "NOT" | "MAY" | "OPTIONAL")
                || is_frame_name(w)
                || w.starts_with(|c: char| c.is_ascii_digit())
        })
        .map(|(_, w)| w.to_string())
        .collect();
    out.extend(backticks(&s).into_iter().map(|(_, b)| b.to_lowercase()));
    out.sort();
    out
}

fn normative(s: &str) -> bool {
    words(s).iter().any(|(_, w)| NORMATIVE.contains(w))
}

/// A receiver-side MUST-reject.
pub(crate) fn rejects(s: &str) -> bool {
    [
        "MUST reject",
        "MUST refuse",
        "MUST discard",
        "MUST NOT accept",
        "MUST be rejected",
    ]
    .iter()
    .any(|k| s.contains(k))
}

struct Sentence {
    /// Position in the document.
    at: usize,
    section: String,
    line: usize,
    text: String,
    key: String,
}

fn all_sentences(doc: &Doc) -> Vec<Sentence> {
    let mut out = Vec::new();
    for s in &doc.sections {
        for (i, p) in s.paragraphs.iter().enumerate() {
            let line = s.lines.get(i).copied().unwrap_or(s.line);
            for t in sentences(p) {
                out.push(Sentence {
                    at: out.len(),
                    section: sign(&s.number),
                    line,
                    key: normalized(&t),
                    text: t,
                });
            }
        }
    }
    out
}

fn site(s: &Sentence) -> Site {
    Site {
        section: s.section.clone(),
        line: s.line,
        text: s.text.clone(),
    }
}

pub(super) fn compare(old: &Doc, new: &Doc) -> Vec<Change> {
    let mut out = sections(old, new);
    out.extend(prose(old, new));
    out
}

fn sections(old: &Doc, new: &Doc) -> Vec<Change> {
    let mut out = Vec::new();
    let mut used = vec![false; new.sections.len()];
    let mut moved: Vec<(String, String)> = Vec::new();
    let mut gone = Vec::new();
    for o in old.sections.iter().filter(|s| !s.number.is_empty()) {
        let key = normalized(&o.heading);
        let hit = new.sections.iter().enumerate().find(|(i, n)| {
            !used.get(*i).copied().unwrap_or(true)
                && !n.number.is_empty()
                && normalized(&n.heading) == key
        });
        match hit {
            Some((i, n)) => {
                if let Some(u) = used.get_mut(i) {
                    *u = true;
                }
                if n.number != o.number {
                    moved.push((o.number.clone(), n.number.clone()));
                }
            }
            None => gone.push(o),
        }
    }
    for (a, b) in &moved {
        // 9.1 → 10.1 follows from 9 → 10.
        let implied = moved.iter().any(|(pa, pb)| {
            a.strip_prefix(pa.as_str())
                .zip(b.strip_prefix(pb.as_str()))
                .is_some_and(|(x, y)| x == y && x.starts_with('.'))
        });
        if implied {
            continue;
        }
        let (Some(o), Some(n)) = (old.section(a), new.section(b)) else {
            continue;
        };
        out.push(Change {
            class: Class::Editorial,
            kind: "section-renumbered",
            path: sign(b),
            what: format!("§{a} {} is now §{b}", o.heading),
            old: Some(Site {
                section: sign(a),
                line: o.line,
                text: format!("{a} {}", o.heading),
            }),
            new: Some(Site {
                section: sign(b),
                line: n.line,
                text: format!("{b} {}", n.heading),
            }),
            edit: Some(Edit::Sections {
                old: sign(a),
                new: sign(b),
            }),
        });
    }
    for o in gone {
        out.push(Change {
            class: Class::Editorial,
            kind: "section-removed",
            path: sign(&o.number),
            what: format!(
                "§{} {} is gone (its tables and sentences are compared on their own)",
                o.number, o.heading
            ),
            old: Some(Site {
                section: sign(&o.number),
                line: o.line,
                text: format!("{} {}", o.number, o.heading),
            }),
            new: None,
            edit: None,
        });
    }
    for (i, n) in new.sections.iter().enumerate() {
        if n.number.is_empty() || used.get(i).copied().unwrap_or(true) {
            continue;
        }
        out.push(Change {
            class: Class::Editorial,
            kind: "section-added",
            path: sign(&n.number),
            what: format!("new §{} {}", n.number, n.heading),
            old: None,
            new: Some(Site {
                section: sign(&n.number),
                line: n.line,
                text: format!("{} {}", n.number, n.heading),
            }),
            edit: None,
        });
    }
    out
}

fn prose(old: &Doc, new: &Doc) -> Vec<Change> {
    let (a, b) = (all_sentences(old), all_sentences(new));
    let mut index: HashMap<&str, Vec<usize>> = HashMap::new();
    for (i, s) in b.iter().enumerate() {
        index.entry(s.key.as_str()).or_default().push(i);
    }
    let mut taken = vec![false; b.len()];
    let mut left = Vec::new();
    for (i, s) in a.iter().enumerate() {
        let hit = index.get_mut(s.key.as_str()).and_then(|v| {
            if v.is_empty() {
                None
            } else {
                Some(v.remove(0))
            }
        });
        match hit {
            Some(j) => {
                if let Some(t) = taken.get_mut(j) {
                    *t = true;
                }
            }
            None => left.push(i),
        }
    }
    let right: Vec<usize> = (0..b.len())
        .filter(|j| !taken.get(*j).copied().unwrap_or(true))
        .collect();
    let mut pairs: Vec<(usize, usize)> = Vec::new();
    if left.len() <= PAIRING_LIMIT && right.len() <= PAIRING_LIMIT {
        let mut scored = Vec::new();
        for &i in &left {
            for &j in &right {
                let (Some(x), Some(y)) = (a.get(i), b.get(j)) else {
                    continue;
                };
                let sc = similarity(&x.key, &y.key);
                if sc >= 0.5 {
                    scored.push((sc, i, j));
                }
            }
        }
        scored.sort_by(|x, y| y.0.total_cmp(&x.0));
        for (_, i, j) in scored {
            if pairs.iter().any(|(p, q)| *p == i || *q == j) {
                continue;
            }
            pairs.push((i, j));
        }
    }
    let mut out: Vec<(usize, Change)> = Vec::new();
    for (i, j) in &pairs {
        let (Some(o), Some(n)) = (a.get(*i), b.get(*j)) else {
            continue;
        };
        let reworded =
            signature(&o.text) == signature(&n.text) || !(normative(&o.text) || normative(&n.text));
        let (class, kind) = if reworded {
            (Class::Editorial, "prose-changed")
        } else if rejects(&n.text) && !rejects(&o.text) {
            (Class::Breaking, "must-changed")
        } else {
            (Class::Behavioural, "must-changed")
        };
        push_prose(&mut out, class, kind, Some(o), Some(n));
    }
    for i in left.iter().filter(|i| !pairs.iter().any(|(p, _)| p == *i)) {
        let Some(o) = a.get(*i) else { continue };
        let (class, kind) = match (normative(&o.text), rejects(&o.text)) {
            (true, true) => (Class::Additive, "must-removed"),
            (true, false) => (Class::Behavioural, "must-removed"),
            _ => (Class::Editorial, "prose-changed"),
        };
        push_prose(&mut out, class, kind, Some(o), None);
    }
    for j in right.iter().filter(|j| !pairs.iter().any(|(_, q)| q == *j)) {
        let Some(n) = b.get(*j) else { continue };
        let (class, kind) = match (normative(&n.text), rejects(&n.text)) {
            (true, true) => (Class::Breaking, "must-added"),
            (true, false) => (Class::Behavioural, "must-added"),
            _ => (Class::Editorial, "prose-changed"),
        };
        push_prose(&mut out, class, kind, None, Some(n));
    }
    out.sort_by_key(|(at, _)| *at);
    merge_editorial(out.into_iter().map(|(_, c)| c).collect())
}

fn push_prose(
    out: &mut Vec<(usize, Change)>,
    class: Class,
    kind: &'static str,
    o: Option<&Sentence>,
    n: Option<&Sentence>,
) {
    let section = n.or(o).map(|s| s.section.clone()).unwrap_or_default();
    let what = match (o, n, class) {
        (Some(_), Some(_), Class::Editorial) => "reworded",
        (Some(_), Some(_), _) => "a requirement changed",
        (None, Some(_), Class::Editorial) => "a new sentence",
        (None, Some(_), _) => "a new requirement",
        (Some(_), None, Class::Editorial) => "a sentence removed",
        _ => "a requirement removed",
    };
    let edit = (class != Class::Editorial).then(|| {
        Edit::Note(
            "a rule or a `checks:` clause (with its basis), if the sentence constrains a payload; none for a rule about state or replies the codecs do not check"
                .into(),
        )
    });
    let at = n.or(o).map_or(0, |s| s.at);
    out.push((
        at,
        Change {
            class,
            kind,
            path: section,
            what: what.into(),
            old: o.map(site),
            new: n.map(site),
            edit,
        },
    ));
}

/// One editorial change per reworded paragraph.
fn merge_editorial(v: Vec<Change>) -> Vec<Change> {
    let mut out: Vec<Change> = Vec::new();
    for c in v {
        if let Some(last) = out.last_mut() {
            let same_para = |x: &Option<Site>, y: &Option<Site>| match (x, y) {
                (Some(a), Some(b)) => a.line == b.line,
                (None, None) => true,
                (None, Some(_)) | (Some(_), None) => true,
            };
            if last.kind == "prose-changed"
                && c.kind == "prose-changed"
                && last.path == c.path
                && (last.new.is_some() || last.old.is_some())
                && same_para(&last.old, &c.old)
                && same_para(&last.new, &c.new)
                && (last.new.as_ref().zip(c.new.as_ref()).is_some()
                    || last.old.as_ref().zip(c.old.as_ref()).is_some())
            {
                join(&mut last.old, c.old);
                join(&mut last.new, c.new);
                last.what = "reworded".into();
                continue;
            }
        }
        out.push(c);
    }
    out
}

fn join(into: &mut Option<Site>, more: Option<Site>) {
    match (into.as_mut(), more) {
        (Some(a), Some(b)) => {
            a.text.push(' ');
            a.text.push_str(&b.text);
        }
        (None, Some(b)) => *into = Some(b),
        _ => {}
    }
}

/// Word-set overlap (Jaccard).
fn similarity(a: &str, b: &str) -> f64 {
    let wa: std::collections::BTreeSet<&str> = a.split_whitespace().collect();
    let wb: std::collections::BTreeSet<&str> = b.split_whitespace().collect();
    let inter = wa.intersection(&wb).count();
    let union = wa.union(&wb).count();
    if union == 0 {
        0.0
    } else {
        inter as f64 / union as f64
    }
}
