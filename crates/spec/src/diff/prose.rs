//! Sections and prose of two revisions: headings matched by their text (a
//! renumbered section is one editorial change, its subsections implied),
//! sentences matched by their normalized words (no markup, no line breaks,
//! spacing, section references blanked), the rest paired by similarity, then
//! requirements left over paired within their section by shared words. Each
//! pair, new and removed sentence is classified by [`super::verdict`].
//! Paragraphs that read the same but are written differently (rewrapped,
//! respaced) and tables whose rows only moved are one editorial change each.

use super::verdict::{self, Verdict};
use super::{Change, Class, Edit, Site};
use crate::doc::Doc;
use crate::text::{sentences, sign, words};
use std::collections::HashMap;

/// Words that make a sentence a requirement.
const NORMATIVE: &[&str] = &["MUST", "SHALL", "REQUIRED", "SHOULD", "MAY", "RECOMMENDED"];

/// Unmatched sentences beyond which no pairing by similarity is tried.
const PAIRING_LIMIT: usize = 4000;

/// Lowercase words without markup, line breaks or section numbers.
pub(crate) fn normalized(s: &str) -> String {
    crate::drift::clauses::norm(&blank_refs(s))
}

/// `§6.2` → `§` (a renumbering moves references, not meaning).
pub(super) fn blank_refs(s: &str) -> String {
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

fn normative(s: &str) -> bool {
    words(s).iter().any(|(_, w)| NORMATIVE.contains(w))
}

/// A receiver-side MUST-reject ("MUST reject", "MUST be rejected", or a
/// MUST that governs "… and reject" in the same clause).
pub(crate) fn rejects(s: &str) -> bool {
    let direct = [
        "MUST reject",
        "MUST refuse",
        "MUST discard",
        "MUST NOT accept",
        "MUST be rejected",
    ]
    .iter()
    .any(|k| s.contains(k));
    direct
        || s.match_indices("MUST ").any(|(i, _)| {
            let clause = s
                .get(i..)
                .unwrap_or_default()
                .split([';', '.'])
                .next()
                .unwrap_or_default();
            [" and reject", ", reject", " or reject", " and refuse"]
                .iter()
                .any(|k| clause.contains(k))
                && !clause.starts_with("MUST NOT")
        })
}

struct Sentence {
    /// Position in the document.
    at: usize,
    section: String,
    /// The section's heading, normalized (stable across renumbering).
    heading: String,
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
                    heading: normalized(&s.heading),
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

/// `codes`: the frame types both revisions define.
pub(super) fn compare(old: &Doc, new: &Doc, codes: &[u64]) -> Vec<Change> {
    let mut out = sections(old, new);
    out.extend(prose(old, new, codes));
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
            who: String::new(),
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
            who: String::new(),
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
            who: String::new(),
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

fn prose(old: &Doc, new: &Doc, codes: &[u64]) -> Vec<Change> {
    let (a, b) = (all_sentences(old), all_sentences(new));
    let (left, right) = unmatched(&a, &b);
    let mut pairs = pair_similar(&a, &b, &left, &right);
    pair_requirements(&a, &b, &left, &right, &mut pairs);
    // What each revision states, read once and only when a sentence stands
    // alone (restatements are looked up there).
    let (olds, news) = (std::cell::OnceCell::new(), std::cell::OnceCell::new());
    let read_all = |v: &[Sentence]| -> Vec<verdict::Said> {
        v.iter()
            .filter(|s| normative(&s.text) || verdict::may_constrain(&s.text))
            .map(|s| verdict::said(&s.text))
            .collect()
    };
    let mut out: Vec<(usize, Change)> = Vec::new();
    for (i, j) in &pairs {
        let (Some(o), Some(n)) = (a.get(*i), b.get(*j)) else {
            continue;
        };
        let v = verdict::reworded(&o.text, &n.text, Some(codes));
        push_prose(&mut out, v, Some(o), Some(n));
    }
    for i in left.iter().filter(|i| !pairs.iter().any(|(p, _)| p == *i)) {
        let Some(o) = a.get(*i) else { continue };
        let other = news.get_or_init(|| read_all(&b));
        push_prose(
            &mut out,
            verdict::alone(&o.text, true, other),
            Some(o),
            None,
        );
    }
    for j in right.iter().filter(|j| !pairs.iter().any(|(_, q)| q == *j)) {
        let Some(n) = b.get(*j) else { continue };
        let other = olds.get_or_init(|| read_all(&a));
        push_prose(
            &mut out,
            verdict::alone(&n.text, false, other),
            None,
            Some(n),
        );
    }
    out.sort_by_key(|(at, _)| *at);
    let mut v = merge_editorial(out.into_iter().map(|(_, c)| c).collect());
    v.extend(layout(old, new));
    v
}

/// Sentences of each side with no equal (normalized) sentence on the other.
fn unmatched(a: &[Sentence], b: &[Sentence]) -> (Vec<usize>, Vec<usize>) {
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
    (left, right)
}

/// Unmatched sentences paired by word overlap (best first, each once).
fn pair_similar(
    a: &[Sentence],
    b: &[Sentence],
    left: &[usize],
    right: &[usize],
) -> Vec<(usize, usize)> {
    let mut pairs: Vec<(usize, usize)> = Vec::new();
    if left.len() > PAIRING_LIMIT || right.len() > PAIRING_LIMIT {
        return pairs;
    }
    let mut scored = Vec::new();
    for &i in left {
        for &j in right {
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
    pairs
}

/// Requirements still unpaired, paired within their section when they share
/// their keywords and most of the shorter one's words (a rewording that
/// moved clauses around, or one that gained a clause).
fn pair_requirements(
    a: &[Sentence],
    b: &[Sentence],
    left: &[usize],
    right: &[usize],
    pairs: &mut Vec<(usize, usize)>,
) {
    let keywords = |s: &str| crate::prose::modals(s);
    let rights: Vec<(usize, Vec<crate::prose::Modal>)> = right
        .iter()
        .filter(|j| !pairs.iter().any(|(_, q)| q == *j))
        .filter_map(|&j| {
            b.get(j)
                .filter(|y| normative(&y.text))
                .map(|y| (j, keywords(&y.text)))
        })
        .collect();
    let mut scored = Vec::new();
    for &i in left.iter().filter(|i| !pairs.iter().any(|(p, _)| p == *i)) {
        let Some(x) = a.get(i) else { continue };
        if !normative(&x.text) {
            continue;
        }
        let kx = keywords(&x.text);
        for (j, ky) in &rights {
            let j = *j;
            let Some(y) = b.get(j) else { continue };
            if x.heading != y.heading || &kx != ky {
                continue;
            }
            let sc = overlap(&x.key, &y.key);
            if sc >= 0.6 {
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

/// Shared words over the shorter sentence's words.
fn overlap(a: &str, b: &str) -> f64 {
    let wa: std::collections::BTreeSet<&str> = a.split_whitespace().collect();
    let wb: std::collections::BTreeSet<&str> = b.split_whitespace().collect();
    let inter = wa.intersection(&wb).count();
    let least = wa.len().min(wb.len());
    if least == 0 {
        0.0
    } else {
        inter as f64 / least as f64
    }
}

fn push_prose(
    out: &mut Vec<(usize, Change)>,
    mut v: Verdict,
    o: Option<&Sentence>,
    n: Option<&Sentence>,
) {
    // A Conformance section restates the rules of the body, citing their
    // sections: they are compared where they are stated, so a rewritten
    // conformance clause changes at most what a conformance claim covers.
    let conformance = n
        .or(o)
        .is_some_and(|s| s.heading.starts_with("conformance"));
    if conformance && v.class > Class::Behavioural {
        v.class = Class::Behavioural;
        v.why.push_str(
            " (a conformance clause: the rules it restates are compared in the sections that state them)",
        );
    }
    let section = n.or(o).map(|s| s.section.clone()).unwrap_or_default();
    let what = match (o, n, v.class) {
        (Some(_), Some(_), Class::Editorial) => "reworded".to_string(),
        (Some(_), Some(_), _) => format!("changed: {}", v.why),
        (None, Some(_), Class::Editorial) if v.kind == "prose-changed" => "a new sentence".into(),
        (Some(_), None, Class::Editorial) if v.kind == "prose-changed" => {
            "a sentence removed".into()
        }
        (None, Some(_), _) => format!("new: {}", v.why),
        _ => format!("removed: {}", v.why),
    };
    let edit = (v.class != Class::Editorial).then(|| {
        Edit::Note(
            "a rule or a `checks:` clause (with its basis), if the sentence constrains a payload; none for a rule about state or replies the codecs do not check"
                .into(),
        )
    });
    let at = n.or(o).map_or(0, |s| s.at);
    out.push((
        at,
        Change {
            class: v.class,
            kind: v.kind,
            path: section,
            what,
            who: v.who,
            old: o.map(site),
            new: n.map(site),
            edit,
        },
    ));
}

/// Paragraphs that read the same but are written differently (one change),
/// and tables whose rows are the same in another order (one change each).
fn layout(old: &Doc, new: &Doc) -> Vec<Change> {
    let mut out = Vec::new();
    let paras = |d: &Doc| -> Vec<(String, Site)> {
        let mut v = Vec::new();
        for s in &d.sections {
            for (i, p) in s.paragraphs.iter().enumerate() {
                let r = s.raw.get(i).map_or(p.as_str(), String::as_str);
                let site = Site {
                    section: sign(&s.number),
                    line: s.lines.get(i).copied().unwrap_or(s.line),
                    text: p.clone(),
                };
                v.push((r.to_string(), site));
            }
        }
        v
    };
    let (po, pn) = (paras(old), paras(new));
    // Paragraphs written exactly alike on both sides are out of the question.
    let same: std::collections::HashSet<&str> = po.iter().map(|(r, _)| r.as_str()).collect();
    let kept: std::collections::HashSet<&str> = pn.iter().map(|(r, _)| r.as_str()).collect();
    let mut ro: HashMap<String, Vec<(String, &Site)>> = HashMap::new();
    for (r, site) in po.iter().filter(|(r, _)| !kept.contains(r.as_str())) {
        ro.entry(normalized(&site.text))
            .or_default()
            .push((blank_refs(r), site));
    }
    let mut moved: Vec<(Site, Site)> = Vec::new();
    for (r, site) in pn.iter().filter(|(r, _)| !same.contains(r.as_str())) {
        let Some(olds) = ro.get(&normalized(&site.text)) else {
            continue;
        };
        let r = blank_refs(r);
        if olds.iter().any(|(x, _)| *x == r) {
            continue;
        }
        if let Some((_, o)) = olds.first() {
            moved.push(((*o).clone(), site.clone()));
        }
    }
    moved.sort_by_key(|(_, n)| n.line);
    if let Some((o, n)) = moved.first() {
        let mut secs: Vec<String> = moved.iter().map(|(_, n)| n.section.clone()).collect();
        secs.dedup();
        let shown: Vec<String> = secs.iter().take(8).cloned().collect();
        out.push(Change {
            class: Class::Editorial,
            kind: "layout-changed",
            path: n.section.clone(),
            what: format!(
                "{} paragraph(s) rewrapped or respaced ({}{}); no sentence changed",
                moved.len(),
                shown.join(", "),
                if secs.len() > shown.len() {
                    ", …"
                } else {
                    ""
                }
            ),
            who: String::new(),
            old: Some(o.clone()),
            new: Some(n.clone()),
            edit: None,
        });
    }
    out.extend(tables_layout(old, new));
    out
}

/// Tables with the same header and rows whose rows moved, or whose rows are written differently.
fn tables_layout(old: &Doc, new: &Doc) -> Vec<Change> {
    let mut out = Vec::new();
    let mut used = vec![false; old.tables.len()];
    for t in &new.tables {
        let mut sorted = t.rows.clone();
        sorted.sort();
        let hit = old.tables.iter().enumerate().find(|(i, o)| {
            !used.get(*i).copied().unwrap_or(true) && o.header == t.header && {
                let mut s = o.rows.clone();
                s.sort();
                s == sorted
            }
        });
        let Some((i, o)) = hit else { continue };
        if let Some(u) = used.get_mut(i) {
            *u = true;
        }
        let reordered = o.rows != t.rows;
        let rewritten = !reordered
            && o.raw_rows.iter().map(|r| blank_refs(r)).collect::<Vec<_>>()
                != t.raw_rows.iter().map(|r| blank_refs(r)).collect::<Vec<_>>();
        if !(reordered || rewritten) {
            continue;
        }
        let first = t
            .rows
            .iter()
            .zip(&o.rows)
            .position(|(x, y)| x != y)
            .unwrap_or(0);
        let at = |d: &crate::doc::Table| Site {
            section: d.sign(),
            line: d.row_lines.get(first).copied().unwrap_or(d.line),
            text: d.rows.get(first).map(|r| r.join(" | ")).unwrap_or_default(),
        };
        out.push(Change {
            class: Class::Editorial,
            kind: if reordered {
                "rows-reordered"
            } else {
                "layout-changed"
            },
            path: t.sign(),
            what: if reordered {
                "the same rows in another order; no row changed".into()
            } else {
                "rows written differently (spacing); no cell changed".into()
            },
            who: String::new(),
            old: Some(at(o)),
            new: Some(at(t)),
            edit: None,
        });
    }
    out
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
pub(super) fn similarity(a: &str, b: &str) -> f64 {
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
