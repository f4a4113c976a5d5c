//! Enumerated values both ways (value tables, Meaning-cell enums, error
//! codes): kept, renumbered, renamed, added, removed; a value added to an
//! enum is additive only when the spec gives receivers a rule for values
//! they do not recognize ([`open_rule`]). Also the Terminal column, what
//! absent and unrecognized values mean, and each value's Meaning cell.

use super::tables::{field_site, Cx};
use super::{Class, Edit, Site};
use crate::doc::Doc;
use crate::meaning::EnumText;
use crate::prose::Unknown;
use crate::reading::{Reading, SpecEnum, SpecField};
use crate::text::{backticks, loose, number, sentences};

pub(super) fn enum_of(v: &[(u64, String)]) -> Vec<(u64, String)> {
    v.to_vec()
}

/// Where a list of values is written: a table (by its line) or a field's row.
pub(super) enum Where<'a> {
    Table(usize),
    Field(&'a str, &'a SpecField),
}

pub(super) fn value_site(doc: &Doc, w: &Where<'_>, value: u64) -> Option<Site> {
    match w {
        Where::Table(line) => {
            let t = doc.tables.iter().find(|t| t.line == *line)?;
            let i = t
                .rows
                .iter()
                .position(|r| r.first().and_then(|c| number(c)) == Some(value))?;
            Some(Site {
                section: t.sign(),
                line: t.row_lines.get(i).copied().unwrap_or(t.line),
                text: t.rows.get(i).map(|r| r.join(" | ")).unwrap_or_default(),
            })
        }
        Where::Field(s, f) => field_site(doc, s, f),
    }
}

pub(super) trait Values {
    fn pairs(&self) -> Vec<(u64, String)>;
}

impl Values for SpecEnum {
    fn pairs(&self) -> Vec<(u64, String)> {
        self.values
            .iter()
            .map(|v| (v.value, v.name.clone()))
            .collect()
    }
}

impl Values for Vec<(u64, String)> {
    fn pairs(&self) -> Vec<(u64, String)> {
        self.clone()
    }
}

/// Values both ways: kept, renumbered (same name), renamed (same number), added, removed.
pub(super) fn values(
    cx: &mut Cx<'_>,
    what: &'static str,
    path: String,
    old: (&dyn Values, Where<'_>),
    new: (&dyn Values, Where<'_>),
    rule: &Open,
) {
    let (ov, ow) = old;
    let (nv, nw) = new;
    let (a, b) = (ov.pairs(), nv.pairs());
    let codes = what == "error code";
    let kind = |k: usize| -> &'static str {
        match (codes, k) {
            (true, 0) => "error-code-renumbered",
            (true, 1) => "error-code-renamed",
            (true, 2) => "error-code-removed",
            (true, _) => "error-code-added",
            (false, 0) => "enum-value-renumbered",
            (false, 1) => "enum-value-renamed",
            (false, 2) => "enum-value-removed",
            (false, _) => "enum-value-added",
        }
    };
    let mut left: Vec<&(u64, String)> = a.iter().filter(|x| !b.contains(x)).collect();
    let mut right: Vec<&(u64, String)> = b.iter().filter(|x| !a.contains(x)).collect();
    // Same name, another number.
    for o in left.clone() {
        if let Some(n) = right
            .iter()
            .copied()
            .find(|n| loose(&n.1) == loose(&o.1) && n.0 != o.0)
        {
            cx.push(
                Class::Breaking,
                kind(0),
                format!("{path}, value {}", o.1),
                format!("{} is {}, was {}", o.1, n.0, o.0),
                value_site(cx.od, &ow, o.0),
                value_site(cx.nd, &nw, n.0),
                Some(Edit::Value {
                    values: a.clone(),
                    old: o.clone(),
                    set: vec![("value".into(), num(n.0, codes))],
                }),
            );
            left.retain(|x| *x != o);
            right.retain(|x| *x != n);
        }
    }
    // Same number, another name.
    for o in left.clone() {
        if let Some(n) = right.iter().copied().find(|n| n.0 == o.0) {
            if loose(&n.1) != loose(&o.1) {
                cx.push(
                    Class::Breaking,
                    kind(1),
                    format!("{path}, value {}", o.1),
                    format!(
                        "{} is named {} (the wire is unchanged; names are not)",
                        o.0, n.1
                    ),
                    value_site(cx.od, &ow, o.0),
                    value_site(cx.nd, &nw, n.0),
                    Some(Edit::Value {
                        values: a.clone(),
                        old: o.clone(),
                        set: vec![("name".into(), crate::text::snake(&n.1))],
                    }),
                );
            }
            left.retain(|x| *x != o);
            right.retain(|x| *x != n);
        }
    }
    for o in left {
        cx.push(
            Class::Breaking,
            kind(2),
            format!("{path}, value {}", o.1),
            format!("{} {} is gone", num(o.0, codes), o.1),
            value_site(cx.od, &ow, o.0),
            None,
            Some(Edit::RemoveValue {
                values: a.clone(),
                old: o.clone(),
            }),
        );
    }
    added(cx, (what, &path, codes), &a, &right, (&nw, rule));
}

/// Values only the new revision has: additive for error codes and for an
/// enum whose unknown values have a tolerant rule, else breaking.
fn added(
    cx: &mut Cx<'_>,
    (what, path, codes): (&'static str, &str, bool),
    a: &[(u64, String)],
    right: &[&(u64, String)],
    (nw, rule): (&Where<'_>, &Open),
) {
    let kind = if codes {
        "error-code-added"
    } else {
        "enum-value-added"
    };
    for n in right.iter().copied() {
        let mut entries = format!(
            "name: {}, value: {}",
            crate::text::snake(&n.1),
            num(n.0, codes)
        );
        if codes {
            entries.push_str(&format!(", message: \"{}\"", crate::text::humanise(&n.1)));
        }
        let (class, why) = if codes {
            (
                Class::Additive,
                "an old requester meets an unknown code on an error reply: the request still failed".to_string(),
            )
        } else {
            rule.added()
        };
        cx.push(
            class,
            kind,
            format!("{path}, value {}", n.1),
            format!("new {what} {} {}: {why}", num(n.0, codes), n.1),
            None,
            value_site(cx.nd, nw, n.0),
            Some(Edit::AddValue {
                values: a.to_vec(),
                entries,
            }),
        );
    }
}

fn num(v: u64, decimal: bool) -> String {
    if decimal {
        v.to_string()
    } else {
        format!("0x{v:02X}")
    }
}

/// The value tables, matched by name, else by the values they share.
pub(super) fn value_tables(cx: &mut Cx<'_>, ro: &Reading, rn: &Reading) {
    let mut used: Vec<usize> = Vec::new();
    for o in &ro.enums {
        let path = format!("enum {}", table_name(o));
        match matching_table(o, rn, &used) {
            Some((i, n)) => {
                used.push(i);
                kept_table(cx, rn, &path, o, n);
            }
            None => cx.push(
                Class::Breaking,
                "value-table-removed",
                path,
                format!("the value table of {} is gone", o.section),
                Some(table_site(cx.od, o)),
                None,
                Some(Edit::Note("the enum and the fields that carry it".into())),
            ),
        }
    }
    for (i, n) in rn.enums.iter().enumerate() {
        if used.contains(&i) {
            continue;
        }
        cx.push(
            Class::Additive,
            "value-table-added",
            format!("enum {}", table_name(n)),
            format!("a new value table in {}", n.section),
            None,
            Some(table_site(cx.nd, n)),
            Some(Edit::Note(
                "enums: a new enum, and the field that carries it".into(),
            )),
        );
    }
}

/// The new table of `o`: by name, else the one sharing most values.
fn matching_table<'r>(
    o: &SpecEnum,
    rn: &'r Reading,
    used: &[usize],
) -> Option<(usize, &'r SpecEnum)> {
    let by_name = rn
        .enums
        .iter()
        .enumerate()
        .find(|(i, n)| !used.contains(i) && n.name.is_some() && n.name == o.name);
    by_name.or_else(|| {
        rn.enums
            .iter()
            .enumerate()
            .filter(|(i, _)| !used.contains(i))
            .map(|(i, n)| {
                let shared = n
                    .values
                    .iter()
                    .filter(|v| {
                        o.values
                            .iter()
                            .any(|w| w.value == v.value && loose(&w.name) == loose(&v.name))
                    })
                    .count();
                (i, n, shared)
            })
            .filter(|(_, _, s)| *s > 0)
            .max_by_key(|(_, _, s)| *s)
            .map(|(i, n, _)| (i, n))
    })
}

/// One value table kept: values, Terminal, what absent and unrecognized
/// values mean, Meanings.
fn kept_table(cx: &mut Cx<'_>, rn: &Reading, path: &str, o: &SpecEnum, n: &SpecEnum) {
    let names = carriers(rn, n);
    let rule = open_rule(cx.nd, &n.prose, &n.text, &names);
    let before = cx.out.len();
    values(
        cx,
        "enum value",
        path.to_string(),
        (o, Where::Table(o.line)),
        (n, Where::Table(n.line)),
        &rule,
    );
    // Whom a new value reaches: the receivers of the frames carrying the enum.
    let users = super::tables::frames_with(rn, &names);
    if !users.is_empty() {
        for c in cx.out.iter_mut().skip(before) {
            if c.kind == "enum-value-added" {
                c.who = format!("receivers of {}", users.join(", "));
            }
        }
    }
    terminals(cx, path, o, n);
    let (da, db) = (
        super::field::default_text("", &o.text),
        super::field::default_text("", &n.text),
    );
    if da != db {
        cx.push(
            if da.is_some() && db.is_some() {
                Class::Breaking
            } else {
                Class::NeedsReview
            },
            "default-changed",
            path.to_string(),
            format!(
                "an absent value now means {}, was {}",
                db.as_deref().unwrap_or("(unstated)"),
                da.as_deref().unwrap_or("(unstated)")
            ),
            Some(table_site(cx.od, o)),
            Some(table_site(cx.nd, n)),
            Some(Edit::Note("the enum's `missing:`".into())),
        );
        cx.for_whom("senders that omit it and receivers that fill it in");
    }
    if let Some((class, why)) = fail_safe(&o.text, &n.text) {
        cx.push(
            class,
            "fail-safe-changed",
            path.to_string(),
            why,
            Some(table_site(cx.od, o)),
            Some(table_site(cx.nd, n)),
            Some(Edit::Note(
                "the enum's unassigned / private_use / unrecognized".into(),
            )),
        );
    }
    meanings(cx, o, n);
}

/// The Terminal column, by value.
fn terminals(cx: &mut Cx<'_>, path: &str, o: &SpecEnum, n: &SpecEnum) {
    for v in &n.values {
        let Some(w) = o.values.iter().find(|w| w.value == v.value) else {
            continue;
        };
        if w.terminal != v.terminal {
            cx.push(
                Class::Breaking,
                "terminal-changed",
                format!("{path}, value {}", v.name),
                format!(
                    "Terminal {:?}, was {:?}: peers tracking the lifecycle stop too early or wait for events that never come",
                    v.terminal, w.terminal
                ),
                value_site(cx.od, &Where::Table(o.line), v.value),
                value_site(cx.nd, &Where::Table(n.line), v.value),
                Some(Edit::Note("the lifecycle rule naming terminal states".into())),
            );
        }
    }
}

/// The fields that carry a value table: named like it, or citing its section first.
fn carriers(r: &Reading, t: &SpecEnum) -> Vec<String> {
    let sec = t.section.trim_start_matches('§');
    let mut out: Vec<String> = t.name.iter().cloned().collect();
    for f in r.bodies.iter().flat_map(|b| &b.fields) {
        let cites = f.text.leading_ref() == Some(sec);
        if (cites || t.name.as_deref() == Some(f.name.as_str())) && !out.contains(&f.name) {
            out.push(f.name.clone());
        }
    }
    out
}

/// What the spec tells receivers about a value of an enum they do not recognize.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Open {
    /// A stated rule (tolerate or reject) and its sentence.
    Rule(Unknown, String),
    /// None: the enum is closed for an old receiver.
    Closed,
}

impl Open {
    /// The class and reason of a value added to this enum.
    fn added(&self) -> (Class, String) {
        match self {
            Open::Rule(Unknown::Tolerate, s) => (
                Class::Additive,
                format!("old receivers apply the stated rule for an unrecognized value (\"{s}\")"),
            ),
            Open::Rule(Unknown::Reject, s) => (
                Class::Breaking,
                format!("old receivers reject a value they do not recognize (\"{s}\")"),
            ),
            Open::Closed => (
                Class::Breaking,
                "the spec gives receivers no rule for an unrecognized value of this enum: old receivers must refuse it".into(),
            ),
        }
    }
}

/// The rule for unrecognized values: in the enum's own text (a sentence of
/// `prose`, or a fail-safe `treat_as` / `ignore` read from it), else in any
/// sentence of the document that names the enum or a field carrying it.
pub(super) fn open_rule(doc: &Doc, prose: &str, text: &EnumText, names: &[String]) -> Open {
    let own = sentences(prose)
        .into_iter()
        .find_map(|s| crate::prose::unknown_rule(&s).map(|u| Open::Rule(u, s)));
    if let Some(o) = own {
        return o;
    }
    // The rule is about the name written last before "recogni…" / "unknown"
    // (`whose `unit` it does not recognize` is no rule for `quality`).
    let named = |s: &str| {
        let l = s.to_ascii_lowercase();
        let Some(at) = ["recogni", "unknown"]
            .iter()
            .filter_map(|k| l.find(k))
            .min()
        else {
            return false;
        };
        let ticks = backticks(s);
        let subject = ticks
            .iter()
            .rev()
            .find(|(i, _)| *i < at)
            .or_else(|| ticks.iter().find(|(i, _)| *i > at));
        subject.is_some_and(|(_, t)| names.iter().any(|n| n == t))
    };
    for (_, p) in doc.paragraphs() {
        for s in sentences(p) {
            if !named(&s) {
                continue;
            }
            if let Some(u) = crate::prose::unknown_rule(&s) {
                return Open::Rule(u, s);
            }
        }
    }
    if text.treat_as.is_some() || text.ignore {
        return Open::Rule(Unknown::Tolerate, "a stated fail-safe".into());
    }
    Open::Closed
}

/// What the text says of unrecognized, unassigned and private-use values
/// and of bits changed (what an absent value means is compared on its own).
pub(super) fn fail_safe(o: &EnumText, n: &EnumText) -> Option<(Class, String)> {
    let rule = |t: &EnumText| (t.treat_as.clone(), t.ignore);
    let shown = |t: &EnumText| match (&t.treat_as, t.ignore) {
        (Some((Some(v), name)), _) => format!("treated as {v} {name}"),
        (Some((None, name)), _) => format!("treated as {name}"),
        (None, true) => "ignored (handling unchanged)".into(),
        (None, false) => "not ruled on".into(),
    };
    let has = |t: &EnumText| t.treat_as.is_some() || t.ignore;
    if rule(o) != rule(n) {
        let why = format!(
            "an unrecognized value is now {}, was {}",
            shown(n),
            shown(o)
        );
        return Some(match (has(o), has(n)) {
            (false, true) => (
                Class::Behavioural,
                format!("{why}: a rule receivers did not have"),
            ),
            _ => (
                Class::Breaking,
                format!("{why}: old receivers handle unrecognized values the old way"),
            ),
        });
    }
    if (o.unassigned, o.private_use) != (n.unassigned, n.private_use) {
        return Some((
            Class::Behavioural,
            "the unassigned / private-use ranges changed (a registry rule; no value changed)"
                .into(),
        ));
    }
    if (&o.bits, &o.reserved_bits) != (&n.bits, &n.reserved_bits) {
        let grown = o.bits.iter().all(|b| n.bits.contains(b)) && o.reserved_bits.is_some();
        return Some(if grown {
            (
                Class::Additive,
                "a reserved bit is now named: old receivers ignore it as reserved".into(),
            )
        } else {
            (
                Class::Breaking,
                "named or reserved bits changed: a bit old peers used means something else or is gone".into(),
            )
        });
    }
    None
}

fn table_name(t: &SpecEnum) -> String {
    t.name
        .clone()
        .unwrap_or_else(|| format!("of {}", t.section))
}

fn table_site(doc: &Doc, t: &SpecEnum) -> Site {
    let header = doc
        .tables
        .iter()
        .find(|x| x.line == t.line)
        .map(|x| x.header.join(" | "))
        .unwrap_or_default();
    Site {
        section: t.section.clone(),
        line: t.line,
        text: header,
    }
}

/// The Meaning column of a value table or the error codes, by value.
pub(super) fn meanings(cx: &mut Cx<'_>, o: &SpecEnum, n: &SpecEnum) {
    for (v, nm) in &n.meanings {
        let Some((_, om)) = o.meanings.iter().find(|(w, _)| w == v) else {
            continue;
        };
        let Some(verdict) = super::verdict::cell(om, nm, Some(cx.codes)) else {
            continue;
        };
        let name = n
            .values
            .iter()
            .find(|x| x.value == *v)
            .map_or_else(|| v.to_string(), |x| x.name.clone());
        cx.push(
            verdict.class,
            verdict.kind,
            format!("enum {}, value {name}", table_name(n)),
            match verdict.class {
                Class::Editorial => "the Meaning cell, reworded".into(),
                _ => format!("the Meaning cell: {}", verdict.why),
            },
            value_site(cx.od, &Where::Table(o.line), *v),
            value_site(cx.nd, &Where::Table(n.line), *v),
            (verdict.class != Class::Editorial)
                .then(|| Edit::Note("the rules and error classes that name this value".into())),
        );
        cx.for_whom(&verdict.who);
    }
}
