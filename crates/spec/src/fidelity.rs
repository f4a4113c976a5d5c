//! How much of a hand-written schema a draft holds: [`fidelity`] compares a
//! draft (spec-import's, from the text alone) with the committed schema of the
//! same spec — fields, types, requiredness, enums, rules and exchange
//! transitions — and lists what matches, what is missing and what differs.
//!
//! * Bodies pair by frame name; records by name, else by the field that
//!   carries them. Fields pair by name.
//! * A rule is compared by its kind, the fields it reads and its condition
//!   (enum values by number), in the meaning it has: `present_iff` is the pair
//!   `required_when` + `absent_unless` (a committed `present_iff` needs both
//!   halves, a committed half needs that half), `const` is a one-value
//!   `value_in`, and `relation f >= N` is met by the field's `range: [N, …]`.
//!   The basis is compared after: a rule of the same meaning on another basis
//!   *differs*.
//! * A transition is compared edge by edge — (frame, sender side, condition,
//!   from-state, to-state), a kept state being its from-state — after pairing
//!   each committed machine with the draft machine that shares most of its
//!   edges and mapping each draft state to the committed state it most often
//!   stands for (state names are labels: a draft's `submit` and `status`
//!   may both be the committed `pending`). A committed transition is matched
//!   when all its edges are in the draft, *differs* when some are.

use npamp_schema::{
    Basis, BodyRef, Cond, Exchange, Expr, Field, Lit, Model, Presence, RuleDef, RuleKind, Side,
    Type,
};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

/// What is compared.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Aspect {
    /// A field of a frame or record, by name.
    Field,
    /// Its type.
    Type,
    /// Its requiredness.
    Required,
    /// Its enum's values.
    Enum,
    /// A frame or record rule.
    Rule,
    /// An exchange transition.
    Transition,
}

impl Aspect {
    pub const ALL: [Aspect; 6] = [
        Aspect::Field,
        Aspect::Type,
        Aspect::Required,
        Aspect::Enum,
        Aspect::Rule,
        Aspect::Transition,
    ];
    pub fn as_str(self) -> &'static str {
        match self {
            Aspect::Field => "fields",
            Aspect::Type => "types",
            Aspect::Required => "requiredness",
            Aspect::Enum => "enums",
            Aspect::Rule => "rules",
            Aspect::Transition => "transitions",
        }
    }
}

/// How one committed item fares in the draft.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Status {
    Matched,
    /// The draft states it otherwise (the detail says how).
    Differs,
    Missing,
    /// In the draft only.
    Extra,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Matched => "matched",
            Status::Differs => "differs",
            Status::Missing => "missing",
            Status::Extra => "extra",
        }
    }
}

/// One compared item.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Item {
    pub aspect: Aspect,
    pub status: Status,
    /// `frame X, field y`, `frame X rule required_when …`, `exchange m: …`.
    pub path: String,
    /// For a difference: committed vs draft.
    pub detail: String,
}

/// Counts of one aspect.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tally {
    /// Items of the committed schema.
    pub committed: usize,
    pub matched: usize,
    pub differs: usize,
    pub missing: usize,
    /// Items of the draft the committed schema lacks.
    pub extra: usize,
}

impl Tally {
    /// Matched share of the committed items (1 when there are none).
    pub fn share(&self) -> f64 {
        if self.committed == 0 {
            1.0
        } else {
            self.matched as f64 / self.committed as f64
        }
    }
}

/// A committed machine, the draft machine paired with it, and the state map
/// (draft state → committed state).
pub type Pairing = (String, Option<String>, Vec<(String, String)>);

/// A draft held against the committed schema of its spec.
#[derive(Debug, Clone)]
pub struct Fidelity {
    pub module: String,
    pub items: Vec<Item>,
    /// Per committed machine: the draft machine paired with it and the state map.
    pub machines: Vec<Pairing>,
}

impl Fidelity {
    pub fn tally(&self, a: Aspect) -> Tally {
        let mut t = Tally::default();
        for i in self.items.iter().filter(|i| i.aspect == a) {
            match i.status {
                Status::Matched => t.matched += 1,
                Status::Differs => t.differs += 1,
                Status::Missing => t.missing += 1,
                Status::Extra => t.extra += 1,
            }
        }
        t.committed = t.matched + t.differs + t.missing;
        t
    }
}

impl fmt::Display for Fidelity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{}: the draft against the committed schema", self.module)?;
        writeln!(
            f,
            "| aspect | committed | matched | differs | missing | draft only |"
        )?;
        writeln!(f, "|---|---:|---:|---:|---:|---:|")?;
        for a in Aspect::ALL {
            let t = self.tally(a);
            writeln!(
                f,
                "| {} | {} | {} ({:.0} %) | {} | {} | {} |",
                a.as_str(),
                t.committed,
                t.matched,
                t.share() * 100.0,
                t.differs,
                t.missing,
                t.extra
            )?;
        }
        for (m, d, map) in &self.machines {
            let pairs: Vec<String> = map.iter().map(|(a, b)| format!("{a}→{b}")).collect();
            match d {
                Some(d) => writeln!(
                    f,
                    "exchange {m}: draft machine {d}, states {}",
                    pairs.join(", ")
                )?,
                None => writeln!(f, "exchange {m}: no draft machine")?,
            }
        }
        for st in [Status::Differs, Status::Missing, Status::Extra] {
            for i in self.items.iter().filter(|i| i.status == st) {
                if i.detail.is_empty() {
                    writeln!(f, "{} {}: {}", st.as_str(), i.aspect.as_str(), i.path)?;
                } else {
                    writeln!(
                        f,
                        "{} {}: {}: {}",
                        st.as_str(),
                        i.aspect.as_str(),
                        i.path,
                        i.detail
                    )?;
                }
            }
        }
        Ok(())
    }
}

/// Compare `draft` with `committed` (see the module documentation).
pub fn fidelity(draft: &Model, committed: &Model) -> Fidelity {
    let mut items = Vec::new();
    let pairs = body_pairs(draft, committed);
    for (c, d, path) in &pairs {
        fields(&mut items, draft, committed, *c, *d, path);
    }
    rules(&mut items, draft, committed, &pairs);
    let machines = transitions(&mut items, draft, committed);
    Fidelity {
        module: committed.channel.module.clone(),
        items,
        machines,
    }
}

/// (committed body, draft body, path) for every committed body the draft has.
fn body_pairs(draft: &Model, committed: &Model) -> Vec<(BodyRef, Option<BodyRef>, String)> {
    let mut out = Vec::new();
    for (i, f) in committed.frames.iter().enumerate() {
        let d = draft
            .frames
            .iter()
            .position(|x| x.name == f.name)
            .map(|j| BodyRef::Frame(npamp_schema::FrameId(j)));
        out.push((
            BodyRef::Frame(npamp_schema::FrameId(i)),
            d,
            format!("frame {}", f.name),
        ));
    }
    for (i, r) in committed.records.iter().enumerate() {
        let by_name = draft.records.iter().position(|x| x.name == r.name);
        let d = by_name.or_else(|| carried_record(draft, committed, i));
        out.push((
            BodyRef::Record(npamp_schema::RecordId(i)),
            d.map(|j| BodyRef::Record(npamp_schema::RecordId(j))),
            format!("record {}", r.name),
        ));
    }
    out
}

/// The draft record carried where the committed one is (same frame, same field).
fn carried_record(draft: &Model, committed: &Model, rec: usize) -> Option<usize> {
    for f in &committed.frames {
        for fl in &f.body.fields {
            if record_of(&fl.value.ty) != Some(rec) {
                continue;
            }
            let d = draft.frame_named(&f.name)?.field_named(&fl.name)?;
            if let Some(r) = record_of(&d.value.ty) {
                return Some(r);
            }
        }
    }
    None
}

fn record_of(t: &Type) -> Option<usize> {
    match t {
        Type::Record(r) => Some(r.0),
        Type::Array(v) => record_of(&v.ty),
        _ => None,
    }
}

/// A type as text, with records named by their committed pairing.
fn describe(t: &Type, m: &Model, names: &BTreeMap<String, String>) -> String {
    let s = t.describe(m);
    match t {
        Type::Record(r) => names
            .get(&m.record(*r).name)
            .map_or(s, |n| format!("record {n}")),
        Type::Array(v) => format!("array of {}", describe(&v.ty, m, names)),
        _ => s,
    }
}

fn fields(
    items: &mut Vec<Item>,
    draft: &Model,
    committed: &Model,
    c: BodyRef,
    d: Option<BodyRef>,
    path: &str,
) {
    // Draft record name → committed record name (types name records).
    let mut names = BTreeMap::new();
    for (i, r) in committed.records.iter().enumerate() {
        let by_name = draft.records.iter().position(|x| x.name == r.name);
        if let Some(j) = by_name.or_else(|| carried_record(draft, committed, i)) {
            names.insert(draft.records[j].name.clone(), r.name.clone());
        }
    }
    let cb = committed.body(c);
    let db = d.map(|d| draft.body(d));
    for cf in cb.body_fields() {
        let p = format!("{path}, field {}", cf.name);
        let Some(df) = db.and_then(|b| b.body_fields().find(|x| x.name == cf.name)) else {
            items.push(item(Aspect::Field, Status::Missing, &p, ""));
            continue;
        };
        items.push(item(Aspect::Field, Status::Matched, &p, ""));
        let (ct, dt) = (
            describe(&cf.value.ty, committed, &BTreeMap::new()),
            describe(&df.value.ty, draft, &names),
        );
        let same_type = ct == dt
            || matches!((&cf.value.ty, &df.value.ty), (Type::Enum(_), Type::Enum(_)))
            || matches!(
                (&cf.value.ty, &df.value.ty),
                (Type::Flags(_), Type::Flags(_))
            );
        let status = if same_type {
            Status::Matched
        } else {
            Status::Differs
        };
        items.push(item(
            Aspect::Type,
            status,
            &p,
            &format!("committed {ct}; draft {dt}"),
        ));
        let (cr, dr) = (presence(cf), presence(df));
        let status = if cr == dr {
            Status::Matched
        } else {
            Status::Differs
        };
        items.push(item(
            Aspect::Required,
            status,
            &p,
            &format!("committed {cr}; draft {dr}"),
        ));
        if let Some(ce) = enum_values(committed, cf) {
            let de = enum_values(draft, df);
            let status = match &de {
                Some(de) if *de == ce => Status::Matched,
                Some(_) => Status::Differs,
                None => Status::Missing,
            };
            let show = |v: &BTreeSet<(u64, String)>| {
                v.iter()
                    .map(|(n, s)| format!("{n} {s}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            items.push(item(
                Aspect::Enum,
                status,
                &p,
                &format!(
                    "committed {}; draft {}",
                    show(&ce),
                    de.as_ref().map_or("none".into(), show)
                ),
            ));
        }
    }
}

fn presence(f: &Field) -> &'static str {
    match f.presence {
        Presence::Required => "required",
        Presence::Optional => "optional",
        Presence::Absent => "absent",
    }
}

/// A field's enum as (number, normalized name) pairs (the error enum's names compare loosely).
fn enum_values(m: &Model, f: &Field) -> Option<BTreeSet<(u64, String)>> {
    let id = match &f.value.ty {
        Type::Enum(e) => *e,
        Type::Array(v) => match v.ty {
            Type::Enum(e) => e,
            _ => return None,
        },
        _ => return None,
    };
    let e = m.enum_def(id);
    Some(
        e.values
            .iter()
            .filter_map(|v| {
                v.raw
                    .as_uint()
                    .map(|n| (n, v.name.replace(['_', '-'], "").to_ascii_lowercase()))
            })
            .collect(),
    )
}

fn item(aspect: Aspect, status: Status, path: &str, detail: &str) -> Item {
    Item {
        aspect,
        status,
        path: path.to_string(),
        detail: if status == Status::Matched {
            String::new()
        } else {
            detail.to_string()
        },
    }
}

/// A rule in its meaning: the units it states (kind, subject and condition as text).
fn units(m: &Model, b: BodyRef, r: &RuleDef) -> Vec<String> {
    let body = m.body(b);
    let name = |id: npamp_schema::FieldId| body.fields.get(id.0).map_or("?", |f| f.name.as_str());
    let field_in = |each: &Option<npamp_schema::Each>, id: npamp_schema::FieldId| match each {
        Some(e) => format!(
            "{}[].{}",
            name(e.array),
            m.record(e.record)
                .body
                .fields
                .get(id.0)
                .map_or("?", |f| f.name.as_str())
        ),
        None => name(id).to_string(),
    };
    let cond = |c: &Cond| cond_text(body, c);
    match &r.kind {
        RuleKind::RequiredWhen {
            field,
            non_empty,
            when,
            each,
        } => vec![format!(
            "required_when {}{} when {}",
            field_in(each, *field),
            if *non_empty { " non-empty" } else { "" },
            cond(when)
        )],
        RuleKind::PresentIff { field, when, each } => {
            let f = field_in(each, *field);
            vec![
                format!("required_when {f} when {}", cond(when)),
                format!("absent_unless {f} when {}", cond(when)),
            ]
        }
        RuleKind::AbsentUnless { field, when, each } => vec![format!(
            "absent_unless {} when {}",
            field_in(each, *field),
            cond(when)
        )],
        RuleKind::ValueIn {
            field,
            values,
            negate,
        } => vec![format!(
            "value_in {} {}{}",
            name(*field),
            if *negate { "not " } else { "" },
            lits(values)
        )],
        RuleKind::Const { field, value } => vec![format!(
            "value_in {} {}",
            name(*field),
            lits(std::slice::from_ref(value))
        )],
        RuleKind::AtLeastOne { fields, non_empty } => {
            let mut v: Vec<&str> = fields.iter().map(|f| name(*f)).collect();
            v.sort_unstable();
            vec![format!(
                "at_least_one {}{}",
                v.join(", "),
                if *non_empty { " non-empty" } else { "" }
            )]
        }
        RuleKind::Relation {
            left,
            op,
            right,
            when,
        } => vec![format!(
            "relation {} {} {}{}",
            expr(body, left),
            op.as_str(),
            expr(body, right),
            when.as_ref()
                .map_or(String::new(), |c| format!(" when {}", cond(c)))
        )],
        RuleKind::CrossFrame { .. }
        | RuleKind::CrossAbsentUnless { .. }
        | RuleKind::CrossRelation { .. } => vec![cross_unit(m, body, &r.kind)],
    }
}

/// A cross-frame rule's unit (the request's fields named by the request's body).
fn cross_unit(m: &Model, body: &npamp_schema::Body, kind: &RuleKind) -> String {
    let name = |id: npamp_schema::FieldId| body.fields.get(id.0).map_or("?", |f| f.name.as_str());
    match kind {
        RuleKind::CrossFrame {
            request,
            field,
            selector,
            cases,
            ..
        } => {
            let rq = m.frame(*request);
            let mut cs: Vec<String> = cases
                .iter()
                .map(|c| format!("{}:{:?}", c.selector_value, c.shape))
                .collect();
            cs.sort();
            format!(
                "cross_frame {} by {}.{} [{}]",
                name(*field),
                rq.name,
                rq.body
                    .fields
                    .get(selector.0)
                    .map_or("?", |f| f.name.as_str()),
                cs.len()
            )
        }
        RuleKind::CrossAbsentUnless {
            request,
            field,
            when,
        } => {
            let rq = m.frame(*request);
            format!(
                "cross_absent_unless {} when {}.{}",
                name(*field),
                rq.name,
                cond_text(&rq.body, when)
            )
        }
        RuleKind::CrossRelation {
            request,
            left,
            op,
            right,
            ..
        } => {
            let rq = m.frame(*request);
            format!(
                "cross_relation {} {} {}.{}",
                expr(body, left),
                op.as_str(),
                rq.name,
                expr(&rq.body, right)
            )
        }
        _ => String::new(),
    }
}

fn lits(v: &[Lit]) -> String {
    let mut s: Vec<String> = v.iter().map(lit).collect();
    s.sort();
    format!("[{}]", s.join(", "))
}

fn lit(l: &Lit) -> String {
    match l {
        Lit::Uint(n) => n.to_string(),
        Lit::Int(n) => n.to_string(),
        Lit::Float(x) => x.to_string(),
        Lit::Bool(b) => b.to_string(),
        Lit::Text(t) => format!("{t:?}"),
    }
}

fn cond_text(b: &npamp_schema::Body, c: &Cond) -> String {
    let name = |id: npamp_schema::FieldId| b.fields.get(id.0).map_or("?", |f| f.name.as_str());
    match c {
        Cond::In { field, values } if values.len() == 1 => {
            format!("{} == {}", name(*field), lits(values))
        }
        Cond::In { field, values } => format!("{} in {}", name(*field), lits(values)),
        Cond::Equals { field, value } => format!("{} == [{}]", name(*field), lit(value)),
        Cond::Present { field, present } => format!("{} present {present}", name(*field)),
        Cond::Flag { field, bit, set } => format!("{} bit {bit} {set}", name(*field)),
    }
}

fn expr(b: &npamp_schema::Body, e: &Expr) -> String {
    let name = |id: npamp_schema::FieldId| b.fields.get(id.0).map_or("?", |f| f.name.as_str());
    match e {
        Expr::Field(f) => name(*f).to_string(),
        Expr::Len(f) => format!("len({})", name(*f)),
        Expr::Mul(a, c) => format!("{} * {}", expr(b, a), expr(b, c)),
        Expr::Const(n) => n.to_string(),
    }
}

/// `relation f >= N` met by the draft field's range.
fn met_by_range(draft: &Model, d: Option<BodyRef>, unit: &str) -> bool {
    let Some(rest) = unit.strip_prefix("relation ") else {
        return false;
    };
    let mut w = rest.split(' ');
    let (Some(f), Some(op), Some(n), None) = (w.next(), w.next(), w.next(), w.next()) else {
        return false;
    };
    let Ok(n) = n.parse::<i128>() else {
        return false;
    };
    let Some(field) = d.and_then(|d| draft.body(d).field_named(f)) else {
        return false;
    };
    let Some((lo, hi)) = field.value.range else {
        return false;
    };
    match op {
        ">=" => lo.as_int() == Some(n),
        ">" => lo.as_int() == Some(n + 1),
        "<=" => hi.as_int() == Some(n),
        "<" => hi.as_int() == Some(n - 1),
        _ => false,
    }
}

fn rules(
    items: &mut Vec<Item>,
    draft: &Model,
    committed: &Model,
    pairs: &[(BodyRef, Option<BodyRef>, String)],
) {
    for (c, d, path) in pairs {
        // The draft's units on this body, with the basis of the rule stating each.
        let mut have: BTreeMap<String, Basis> = BTreeMap::new();
        let mut used: BTreeSet<String> = BTreeSet::new();
        if let Some(d) = d {
            for r in &draft.body(*d).rules {
                for u in units(draft, *d, r) {
                    have.insert(u, r.basis);
                }
            }
        }
        for r in &committed.body(*c).rules {
            let us = units(committed, *c, r);
            let p = format!("{path} rule {} ({})", r.id, us.join(" + "));
            let found: Vec<Option<Basis>> = us
                .iter()
                .map(|u| {
                    have.get(u)
                        .copied()
                        .or_else(|| met_by_range(draft, *d, u).then_some(Basis::Strict))
                })
                .collect();
            used.extend(us.iter().cloned());
            let all = found.iter().all(Option::is_some);
            let some = found.iter().any(Option::is_some);
            let bases: Vec<Basis> = found.iter().flatten().copied().collect();
            let (status, detail) = if all && bases.iter().all(|b| *b == r.basis) {
                (Status::Matched, String::new())
            } else if all {
                (
                    Status::Differs,
                    format!(
                        "basis: committed {}; draft {}",
                        r.basis.as_str(),
                        bases
                            .iter()
                            .map(|b| b.as_str())
                            .collect::<Vec<_>>()
                            .join(" + ")
                    ),
                )
            } else if some {
                let miss: Vec<&String> = us
                    .iter()
                    .zip(&found)
                    .filter(|(_, f)| f.is_none())
                    .map(|(u, _)| u)
                    .collect();
                (Status::Differs, format!("the draft lacks {}", join(&miss)))
            } else {
                (Status::Missing, nearest(&have, &us))
            };
            items.push(item(Aspect::Rule, status, &p, &detail));
        }
        for u in have.keys().filter(|u| !used.contains(*u)) {
            items.push(item(
                Aspect::Rule,
                Status::Extra,
                &format!("{path} rule {u}"),
                "",
            ));
        }
    }
}

fn join(v: &[&String]) -> String {
    v.iter().map(|s| s.as_str()).collect::<Vec<_>>().join(" + ")
}

/// The draft's units about the same field (what it states instead).
fn nearest(have: &BTreeMap<String, Basis>, us: &[String]) -> String {
    let subject = |u: &str| u.split(' ').nth(1).unwrap_or_default().to_string();
    let want: BTreeSet<String> = us.iter().map(|u| subject(u)).collect();
    let near: Vec<&String> = have.keys().filter(|u| want.contains(&subject(u))).collect();
    if near.is_empty() {
        String::new()
    } else {
        format!("the draft states {}", join(&near))
    }
}

/// One edge of a machine: (frame, side, condition, from, to).
type Edge = (String, &'static str, String, String, String);

fn edges(m: &Model, x: &Exchange) -> Vec<Vec<Edge>> {
    x.transitions
        .iter()
        .map(|t| {
            let f = m.frame(t.frame);
            let by = match t.by {
                Side::Opener => "opener",
                Side::Responder => "responder",
            };
            let when = t
                .when
                .as_ref()
                .map_or(String::new(), |c| cond_text(&f.body, c));
            let guard = if t.guard.is_some() { " if …" } else { "" };
            t.from
                .iter()
                .map(|s| {
                    let to = t.to.unwrap_or(*s);
                    (
                        f.name.clone(),
                        by,
                        format!("{when}{guard}"),
                        x.state(*s).to_string(),
                        x.state(to).to_string(),
                    )
                })
                .collect()
        })
        .collect()
}

/// Draft state → committed state, by the edges they share (idle is idle).
fn state_map(d: &[Vec<Edge>], c: &[Vec<Edge>]) -> BTreeMap<String, String> {
    let mut votes: BTreeMap<(String, String), usize> = BTreeMap::new();
    for de in d.iter().flatten() {
        for ce in c.iter().flatten() {
            if (&de.0, de.1, &de.2) == (&ce.0, ce.1, &ce.2) {
                *votes.entry((de.3.clone(), ce.3.clone())).or_default() += 1;
                *votes.entry((de.4.clone(), ce.4.clone())).or_default() += 1;
            }
        }
    }
    let mut map: BTreeMap<String, String> = BTreeMap::new();
    let mut best: BTreeMap<String, usize> = BTreeMap::new();
    for ((ds, cs), n) in votes {
        // Equal names win a tie.
        let n = n * 2 + usize::from(ds == cs);
        if ds == "idle" || cs == "idle" {
            continue;
        }
        if best.get(&ds).is_none_or(|b| n > *b) {
            best.insert(ds.clone(), n);
            map.insert(ds, cs);
        }
    }
    map.insert("idle".into(), "idle".into());
    map
}

fn transitions(items: &mut Vec<Item>, draft: &Model, committed: &Model) -> Vec<Pairing> {
    let drafted: Vec<(&Exchange, Vec<Vec<Edge>>)> = draft
        .exchanges
        .iter()
        .map(|x| (x, edges(draft, x)))
        .collect();
    let mut out = Vec::new();
    let mut paired: BTreeSet<usize> = BTreeSet::new();
    for cx in &committed.exchanges {
        let ce = edges(committed, cx);
        // The draft machine sharing most (frame, side) pairs.
        let key = |e: &Edge| (e.0.clone(), e.1);
        let cset: BTreeSet<(String, &str)> = ce.iter().flatten().map(key).collect();
        let pick = drafted
            .iter()
            .enumerate()
            .map(|(i, (_, de))| {
                let n = de
                    .iter()
                    .flatten()
                    .map(key)
                    .collect::<BTreeSet<_>>()
                    .intersection(&cset)
                    .count();
                (n, i)
            })
            .filter(|(n, _)| *n > 0)
            .max();
        let Some((_, di)) = pick else {
            for (t, es) in cx.transitions.iter().zip(&ce) {
                let p = transition_path(committed, cx, t);
                let _ = es;
                items.push(item(Aspect::Transition, Status::Missing, &p, ""));
            }
            out.push((cx.name.clone(), None, Vec::new()));
            continue;
        };
        paired.insert(di);
        let (dx, de) = &drafted[di];
        let map = state_map(de, &ce);
        let mapped: BTreeSet<Edge> = de
            .iter()
            .flatten()
            .map(|e| {
                let s = |x: &String| map.get(x).cloned().unwrap_or_else(|| format!("{x}?"));
                (e.0.clone(), e.1, e.2.clone(), s(&e.3), s(&e.4))
            })
            .collect();
        let mut hit: BTreeSet<Edge> = BTreeSet::new();
        for (t, es) in cx.transitions.iter().zip(&ce) {
            let p = transition_path(committed, cx, t);
            let have: Vec<&Edge> = es.iter().filter(|e| mapped.contains(*e)).collect();
            hit.extend(have.iter().map(|e| (*e).clone()));
            let (status, detail) = if have.len() == es.len() {
                (Status::Matched, String::new())
            } else if have.is_empty() {
                (Status::Missing, near_edges(&mapped, es))
            } else {
                let miss: Vec<String> = es
                    .iter()
                    .filter(|e| !mapped.contains(*e))
                    .map(|e| format!("from {}", e.3))
                    .collect();
                (
                    Status::Differs,
                    format!("the draft lacks {}", miss.join(", ")),
                )
            };
            items.push(item(Aspect::Transition, status, &p, &detail));
        }
        for e in mapped.iter().filter(|e| !hit.contains(*e)) {
            items.push(item(
                Aspect::Transition,
                Status::Extra,
                &format!(
                    "exchange {} (draft {}): {} by {}{} {} → {}",
                    cx.name,
                    dx.name,
                    e.0,
                    e.1,
                    if e.2.is_empty() {
                        String::new()
                    } else {
                        format!(" when {}", e.2)
                    },
                    e.3,
                    e.4
                ),
                "",
            ));
        }
        let mut pairs: Vec<(String, String)> =
            map.into_iter().filter(|(a, _)| a != "idle").collect();
        pairs.sort();
        out.push((cx.name.clone(), Some(dx.name.clone()), pairs));
    }
    for (i, (dx, _)) in drafted.iter().enumerate() {
        if !paired.contains(&i) {
            for t in &dx.transitions {
                items.push(item(
                    Aspect::Transition,
                    Status::Extra,
                    &transition_path(draft, dx, t),
                    "",
                ));
            }
        }
    }
    out
}

/// What the draft does with the same frame and side instead.
fn near_edges(mapped: &BTreeSet<Edge>, es: &[Edge]) -> String {
    let Some(e) = es.first() else {
        return String::new();
    };
    let near: Vec<String> = mapped
        .iter()
        .filter(|m| m.0 == e.0 && m.1 == e.1)
        .map(|m| {
            format!(
                "{}{} → {}",
                if m.2.is_empty() {
                    String::new()
                } else {
                    format!("when {}: ", m.2)
                },
                m.3,
                m.4
            )
        })
        .collect();
    if near.is_empty() {
        String::new()
    } else {
        format!("the draft has {}", near.join("; "))
    }
}

fn transition_path(m: &Model, x: &Exchange, t: &npamp_schema::Transition) -> String {
    let f = m.frame(t.frame);
    let from: Vec<&str> = t.from.iter().map(|s| x.state(*s)).collect();
    format!(
        "exchange {}: {} by {}{} [{}] → {}",
        x.name,
        f.name,
        match t.by {
            Side::Opener => "opener",
            Side::Responder => "responder",
        },
        t.when.as_ref().map_or(String::new(), |c| format!(
            " when {}",
            cond_text(&f.body, c)
        )),
        from.join(", "),
        t.to.map_or("(kept)", |s| x.state(s))
    )
}

/// `base` (a schema's text) with its `exchanges:` replaced by those of
/// `other` (a draft's): the same frames graded by the other's machines. A
/// top-level `exchanges:` block runs to the next top-level key or the end.
pub fn with_exchanges(base: &str, other: &str) -> String {
    let block = |text: &str| -> (String, String) {
        let (mut keep, mut ex) = (String::new(), String::new());
        let mut inside = false;
        for line in text.lines() {
            let top = !line.starts_with([' ', '#', '-']) && !line.trim().is_empty();
            if top {
                inside = line.starts_with("exchanges:");
            }
            let out = if inside { &mut ex } else { &mut keep };
            out.push_str(line);
            out.push('\n');
        }
        (keep, ex)
    };
    let (keep, _) = block(base);
    let (_, ex) = block(other);
    format!("{}\n{ex}", keep.trim_end())
}
