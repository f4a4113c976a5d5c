//! `spec-import`: a draft schema (language v2) for a spec that has none.
//!
//! The draft carries everything the tables state — channel identity, the
//! envelope, every frame with its fields, records, enums (value tables and
//! Meaning-cell lists), named bits, error codes with generic messages — and a
//! `checks:` table whose bases are the shipped schemas' and whose clauses are
//! quoted from this spec where found; the rules its sentences state
//! ([`rules`]); the exchanges its Reply column, state sections and diagrams
//! state ([`exchange`]). Every MUST sentence is classified ([`classify`]);
//! each one no construct quotes is kept as a comment with its class, and what
//! the draft cannot decide (guessed roles, unknown metadata) as `# TODO`. A
//! rule or machine the schema checker refuses is left out alone, so a draft
//! always checks; a human confirms bases, clauses and the comments.

mod classify;
mod errors;
mod exchange;
mod plan;
mod rules;
mod todo;
mod unresolved;
mod yaml;

use crate::doc::Doc;
use crate::phrase::{SpecType, SpecValue};
use crate::reading::{read, Owner, Reading, Req, SpecField};
pub use classify::{Must, MustClass};
use plan::{Carries, Plan};
use std::fmt;
use todo::{Target, Todo};
use yaml::{hex2, hex4, q, Out};

/// Why no draft can be written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ImportError {
    /// The text has no frame-type table (`Type | Name | Reply | Purpose`).
    NoFrameTable,
    /// Neither §2 nor the text names the channel id.
    NoChannelId,
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImportError::NoFrameTable => f.write_str("the text has no frame-type table (Type | Name | Reply | Purpose): not a companion spec"),
            ImportError::NoChannelId => f.write_str("the text states no channel id (\"The X channel `0x…` is registered …\")"),
        }
    }
}

impl std::error::Error for ImportError {}

/// A draft with what the import could not place and how much prose it turned into rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Draft {
    /// The schema text (YAML, language v2).
    pub yaml: String,
    /// References it could not resolve (`§6.2 frame X, field y: unresolved structure …`),
    /// each written in the draft as an opaque value with a `# TODO`.
    pub unresolved: Vec<String>,
    /// MUST / MUST NOT / REQUIRED sentences of the prose and Meaning cells.
    pub musts: usize,
    /// Of those, the sentences turned into a schema rule.
    pub rules: usize,
    /// What the draft left out and why (a drafted rule or machine the schema checker refused).
    pub notes: Vec<String>,
    /// Every MUST / MUST NOT / SHALL / REQUIRED sentence of the text (prose and
    /// cells), in its class, and whether a construct of the draft quotes it.
    pub classified: Vec<Must>,
}

impl Draft {
    /// The share of MUST sentences turned into rules (0 when there are none).
    pub fn rule_share(&self) -> f64 {
        if self.musts == 0 {
            0.0
        } else {
            self.rules as f64 / self.musts as f64
        }
    }
}

/// Draft a schema for `doc` (see the module documentation for what needs a human).
pub fn import(doc: &Doc) -> Result<String, ImportError> {
    import_draft(doc).map(|d| d.yaml)
}

/// [`import`] with what it could not place and its rule statistics.
pub fn import_draft(doc: &Doc) -> Result<Draft, ImportError> {
    let mut r = read(doc);
    if r.frames.is_empty() {
        return Err(ImportError::NoFrameTable);
    }
    let id = r.channel.id.ok_or(ImportError::NoChannelId)?;
    let unresolved = unresolved::opaque(&mut r);
    let p = plan::plan(doc, &r);
    let mut found = rules::rules(doc, &r, &p);
    let mut ex = exchange::exchanges(doc, &r, &p);
    let d = Drafting {
        doc,
        r: &r,
        p: &p,
        id,
    };
    let notes = d.fit(&mut found, &mut ex.machines);
    ex.used = exchange::quoted(&ex.machines);
    let classified = d.classify(&found, &ex);
    let yaml = d.write(&found, &ex, &classified);
    let mut used: Vec<&String> = Vec::new();
    for u in &found.ruled {
        if !used.contains(&u) {
            used.push(u);
        }
    }
    Ok(Draft {
        yaml,
        unresolved: unresolved.iter().map(|u| u.to_string()).collect(),
        musts: found.musts,
        rules: used.len().min(found.musts),
        notes,
        classified,
    })
}

/// What one draft is written from.
struct Drafting<'a> {
    doc: &'a Doc,
    r: &'a Reading,
    p: &'a Plan,
    id: u16,
}

impl Drafting<'_> {
    /// The draft text.
    fn write(&self, found: &rules::Rules, ex: &exchange::Exchanges, musts: &[Must]) -> String {
        write(self.doc, self.r, self.p, self.id, found, ex, musts)
    }

    /// Every MUST sentence in its class, once the draft's constructs are final.
    fn classify(&self, found: &rules::Rules, ex: &exchange::Exchanges) -> Vec<Must> {
        let mut scratch = Out::default();
        let checks = errors::checks(&mut scratch, self.doc, self.r);
        let mut values: Vec<String> = self
            .p
            .enums
            .iter()
            .filter_map(|e| e.meaning.clone())
            .collect();
        values.extend(self.p.flags.iter().filter_map(|f| f.reserved.clone()));
        let q = classify::Quoted {
            rules: found,
            exchanges: &ex.used,
            checks: &checks,
            values: &values,
        };
        classify::classify(self.doc, self.r, &q)
    }

    /// Whether the checker accepts the draft with these rules and machines.
    fn checks(&self, found: &rules::Rules, ms: &[exchange::PMachine]) -> Result<(), String> {
        let ex = exchange::Exchanges {
            machines: ms.to_vec(),
            used: Vec::new(),
        };
        npamp_schema::parse("draft.yaml", &self.write(found, &ex, &[]))
            .map(|_| ())
            .map_err(|e| e.to_string())
    }

    /// A rule or machine the checker refuses must not cost the draft or the
    /// others: keep each one the checker accepts with those kept before it.
    /// What was left out, and why.
    fn fit(&self, found: &mut rules::Rules, ms: &mut Vec<exchange::PMachine>) -> Vec<String> {
        let mut notes = Vec::new();
        if let Err(e) = self.checks(found, &[]) {
            notes.push(format!("the checker refused the drafted rules: {e}"));
            let all = std::mem::take(&mut found.rules);
            for x in all {
                found.rules.push(x);
                if self.checks(found, &[]).is_err() {
                    if let Some(x) = found.rules.pop() {
                        notes.push(format!("rule {} ({}) left out", x.id, x.section));
                        found.ruled.retain(|s| !x.clause.starts_with(s.as_str()));
                    }
                }
            }
        }
        let all = std::mem::take(ms);
        for m in all {
            ms.push(m);
            if let Err(e) = self.checks(found, ms) {
                if let Some(m) = ms.pop() {
                    notes.push(format!("exchange {} ({}) left out: {e}", m.name, m.section));
                }
            }
        }
        notes
    }
}

fn write(
    doc: &Doc,
    r: &Reading,
    p: &Plan,
    id: u16,
    found: &rules::Rules,
    ex: &exchange::Exchanges,
    musts: &[Must],
) -> String {
    let mut o = Out::default();
    let mut body = Out::default();
    let mut used = errors::checks(&mut body, doc, r);
    used.extend(p.enums.iter().filter_map(|e| e.meaning.clone()));
    used.extend(found.used.iter().cloned());
    used.extend(ex.used.iter().cloned());
    let todos = todo::collect(doc, r, p, &used, musts);
    header(&mut o, doc, r, &todos);
    channel(&mut o, doc, r, id);
    o.text.push_str(&body.text);
    envelope(&mut o, r);
    o.line("# Our resource bounds (implementation limits, not spec values).");
    o.line("limits: { max_payload: 1048576, max_depth: 16 }");
    floats(&mut o, doc, r);
    enums(&mut o, p);
    flags(&mut o, p);
    records(&mut o, r, p, &todos, &found.rules);
    errors::errors(&mut o, doc, r, p);
    frames(&mut o, r, p, &todos, &found.rules);
    exchange::write(&mut o, &ex.machines);
    o.text
}

/// The `rules:` of body `bi` (written by spec-import from the sentences; confirm each).
fn body_rules(o: &mut Out, bi: usize, rules: &[rules::PRule], indent: usize) {
    let mine: Vec<&rules::PRule> = rules.iter().filter(|x| x.body == bi).collect();
    if mine.is_empty() {
        return;
    }
    let pad = " ".repeat(indent);
    o.line(&format!("{pad}rules:"));
    for x in mine {
        o.line(&format!("{pad}  - kind: {}", x.kind));
        o.line(&format!("{pad}    id: {}", x.id));
        o.line(&format!("{pad}    section: {}", q(&x.section)));
        o.line(&format!(
            "{pad}    basis: {}",
            if x.must { "must" } else { "strict" }
        ));
        if x.sender {
            o.line(&format!("{pad}    sender: must"));
        }
        o.line(&format!("{pad}    clause: {}", q(&x.clause)));
        for k in &x.keys {
            o.line(&format!("{pad}    {k}"));
        }
    }
}

fn header(o: &mut Out, doc: &Doc, r: &Reading, todos: &[Todo]) {
    let spec = r.spec.as_deref().unwrap_or("this spec");
    o.line(&format!(
        "# {spec}: DRAFT schema written by spec-import from the spec text."
    ));
    o.line(&format!("# Source: {}", doc.title));
    o.line(
        "# A human must still: write the rules (required_when, present_iff, value_in, relation,",
    );
    o.line("# cross_frame, …) from the TODO sentences below; confirm every `checks:` basis and clause;");
    o.line(
        "# confirm roles, reply patterns, pagination and `optional:` operations; give each enum's",
    );
    o.line("# `unrecognized:` its meaning (or make it strict); resolve every other `# TODO`.");
    let top: Vec<&Todo> = todos.iter().filter(|t| t.target == Target::Top).collect();
    if !top.is_empty() {
        o.line("#");
        o.line("# Requirements of the prose not tied to one frame:");
        for t in top {
            o.requirement(0, t);
        }
    }
    o.line("");
}

fn channel(o: &mut Out, doc: &Doc, r: &Reading, id: u16) {
    let c = &r.channel;
    let name = c.name.clone().unwrap_or_else(|| "TODO".into());
    let module = name.to_ascii_lowercase();
    const PROFILES: [&str; 3] = ["Standard", "High", "Sovereign"];
    let min = c
        .minimum_profile
        .clone()
        .unwrap_or_else(|| "Standard".into());
    let from = PROFILES.iter().position(|p| *p == min).unwrap_or(0);
    let profiles: Vec<&str> = PROFILES.iter().skip(from).copied().collect();
    let reserved = doc
        .sections
        .iter()
        .find(|s| {
            s.heading
                .to_ascii_lowercase()
                .contains("reserved all-channel")
        })
        .map(|s| crate::text::sign(&s.number));
    o.line("channel:");
    o.line(&format!("  id: {}", hex4(u64::from(id))));
    o.line(&format!("  name: {name}"));
    o.line(&format!("  module: {module}"));
    o.line(&format!(
        "  spec: {}",
        r.spec.clone().unwrap_or_else(|| "TODO".into())
    ));
    o.line(&format!(
        "  spec_revision: {}",
        c.revision.clone().unwrap_or_else(|| "TODO".into())
    ));
    match &c.doc_id {
        Some(d) => o.line(&format!("  doc_id: {}", q(d))),
        None => o.line(
            "  doc_id: \"TODO\"  # TODO: the file-name prefix (`89` of 89_interaction_channel.md)",
        ),
    }
    o.line(&format!(
        "  purpose: {}",
        q(c.purpose.as_deref().unwrap_or("TODO"))
    ));
    o.line(&format!("  minimum_profile: {min}"));
    o.line(&format!("  profiles: [{}]", profiles.join(", ")));
    o.line(&format!(
        "  direction: {}",
        c.direction.clone().unwrap_or_else(|| "TODO".into())
    ));
    o.line("  core_reserved: [0x0000, 0x000A]");
    o.line(&format!(
        "  core_reserved_section: {}",
        q(reserved.as_deref().unwrap_or("§3"))
    ));
    o.line(&format!(
        "  section: {}",
        q(c.section.as_deref().unwrap_or("§2"))
    ));
    // Only where this text says so: elsewhere a null is wrong-type.
    if let Some((section, clause)) = crate::drift::clauses::null_clause(doc) {
        o.line("  null_is_absent:");
        o.line(&format!("    section: {}", q(&section)));
        o.line(&format!("    clause: {}", q(&clause)));
    }
    o.line("");
}

fn envelope(o: &mut Out, r: &Reading) {
    let Some(e) = &r.envelope else {
        o.line("# TODO: no common-envelope table found.");
        o.line("envelope: { section: \"§4.2\", fields: [{ key: 0, name: frame_kind, type: uint, role: frame_kind, section: \"§4.2\" }] }");
        return;
    };
    o.line("");
    o.line("envelope:");
    o.line(&format!("  section: {}", q(&e.section)));
    o.line("  fields:");
    for f in &e.fields {
        let (ty, mut extra) = type_of(f.value.as_ref().ok(), &f.meaning, None);
        let role = if f.name == "frame_kind" {
            "frame_kind"
        } else if e.corr.as_deref() == Some(f.name.as_str()) {
            "corr"
        } else {
            "other"
        };
        let mut kv = vec![
            format!("key: {}", f.key),
            format!("name: {}", f.name),
            format!("type: {ty}"),
            format!("role: {role}"),
        ];
        if role != "frame_kind" {
            let optional = f.meaning.contains("OPTIONAL") || f.meaning.contains("optional");
            kv.push(format!(
                "presence: {}",
                if optional { "optional" } else { "required" }
            ));
            if f.meaning.contains("non-empty") {
                kv.push("non_empty: true".into());
            }
        }
        kv.append(&mut extra);
        kv.push(format!("section: {}", q(&e.section)));
        if f.value.is_err() {
            o.todo(
                4,
                &e.section,
                &format!("the CBOR type \"{}\" has no mapping", f.phrase),
            );
        }
        o.line(&format!("    - {{ {} }}", kv.join(", ")));
    }
}

fn floats(o: &mut Out, doc: &Doc, r: &Reading) {
    let any = r
        .bodies
        .iter()
        .flat_map(|b| b.fields.iter())
        .any(|f| f.value.as_ref().is_ok_and(has_float));
    if !any {
        return;
    }
    let clause = crate::text::sentence_with(
        doc.paragraphs().map(|(_, p)| p),
        &["deterministic", "RFC 8949"],
    )
    .unwrap_or_else(|| "TODO: the float policy's clause".into());
    o.line("# TODO: the float policy (non_finite: accept | strict | must) and its clause.");
    o.line(&format!(
        "floats: {{ section: \"§4.1\", clause: {}, non_finite: accept }}",
        q(&clause)
    ));
}

fn has_float(v: &SpecValue) -> bool {
    match &v.ty {
        SpecType::Float => true,
        SpecType::Array(i) => has_float(i),
        SpecType::Tuple(vs) | SpecType::Union(vs) => vs.iter().any(has_float),
        SpecType::TypedMap(k, x) => has_float(k) || has_float(x),
        _ => false,
    }
}

fn enums(o: &mut Out, p: &Plan) {
    if p.enums.is_empty() {
        return;
    }
    o.line("");
    o.line("enums:");
    for e in &p.enums {
        o.line(&format!("  {}:", e.name));
        o.line(&format!("    section: {}", q(&e.section)));
        o.line("    values:");
        let codes = e.name == "error_code";
        for (n, v, terminal, message) in &e.values {
            let mut kv = vec![
                format!("name: {n}"),
                format!("value: {}", if codes { v.to_string() } else { hex2(*v) }),
            ];
            if let Some(t) = terminal {
                kv.push(format!("terminal: {t}"));
            }
            if let Some(m) = message {
                kv.push(format!("message: {}", q(m)));
            }
            o.line(&format!("      - {{ {} }}", kv.join(", ")));
        }
        if let Some((a, b)) = e.unassigned {
            o.line(&format!("    unassigned: [{}, {}]", hex2(a), hex2(b)));
        }
        if let Some((a, b)) = e.private_use {
            o.line(&format!("    private_use: [{}, {}]", hex2(a), hex2(b)));
        }
        let meaning = e.meaning.clone();
        match (&e.treat_as, e.ignore, meaning) {
            (Some(t), _, m) => o.line(&format!(
                "    unrecognized: {{ treat_as: {t}, meaning: {} }}",
                q(m.as_deref().unwrap_or("TODO"))
            )),
            (None, true, m) => o.line(&format!(
                "    unrecognized: {{ ignore: true, meaning: {} }}",
                q(m.as_deref().unwrap_or("TODO"))
            )),
            (None, false, _) => {
                o.line("    # TODO: what an unrecognized value means (treat_as, ignore, or a strict reject).");
                o.line("    unrecognized: { meaning: \"TODO\" }");
            }
        }
        if let Some(m) = &e.missing {
            o.line(&format!("    missing: {m}"));
        }
    }
}

fn flags(o: &mut Out, p: &Plan) {
    if p.flags.is_empty() {
        return;
    }
    o.line("");
    o.line("flags:");
    for f in &p.flags {
        let bits: Vec<String> = f
            .bits
            .iter()
            .map(|(n, b)| format!("{{ name: {n}, bit: {b} }}"))
            .collect();
        o.line(&format!("  {}:", f.name));
        o.line(&format!("    section: {}", q(&f.section)));
        o.line(&format!("    bits: [{}]", bits.join(", ")));
        let clause = f
            .reserved
            .clone()
            .unwrap_or_else(|| "TODO: the reserved bits' clause".into());
        let ignore = if crate::drift::clauses::ignored_on_receipt(&clause) {
            "on_receipt: ignore, "
        } else {
            ""
        };
        o.line(&format!(
            "    reserved: {{ basis: strict, {ignore}section: {}, clause: {} }}",
            q(&f.section),
            q(&clause)
        ));
    }
}

fn records(o: &mut Out, r: &Reading, p: &Plan, todos: &[Todo], rules: &[rules::PRule]) {
    if p.records.is_empty() {
        return;
    }
    o.line("");
    o.line("records:");
    for (name, bi) in &p.records {
        let Some(b) = r.bodies.get(*bi) else { continue };
        o.line(&format!("  {name}:"));
        o.line(&format!("    section: {}", q(&b.section)));
        o.line("    fields:");
        fields(o, r, p, *bi, todos, rules, 6);
        body_rules(o, *bi, rules, 4);
    }
}

/// The fields of body `bi` (envelope rows left out), each after its TODOs.
fn fields(
    o: &mut Out,
    r: &Reading,
    p: &Plan,
    bi: usize,
    todos: &[Todo],
    rules: &[rules::PRule],
    indent: usize,
) {
    let ruled = |name: &str| {
        rules
            .iter()
            .any(|x| x.body == bi && x.keys.iter().any(|k| *k == format!("field: {name}")))
    };
    let Some(b) = r.bodies.get(bi) else { return };
    let env: Vec<String> = r
        .envelope
        .as_ref()
        .map(|e| e.fields.iter().map(|f| f.name.clone()).collect())
        .unwrap_or_default();
    let pad = " ".repeat(indent);
    for (fi, f) in b.fields.iter().enumerate() {
        if matches!(b.owner, Owner::Frame(_)) && env.contains(&f.name) {
            if f.req == Req::Cond && !ruled(&f.name) {
                o.todo(indent, &b.section, &format!("Req Cond: envelope `{}` is optional here, its presence decided by a rule (\"{}\")", f.name, f.meaning));
            }
            continue;
        }
        for t in todos
            .iter()
            .filter(|t| t.target == Target::Field(bi, f.name.clone()))
        {
            o.requirement(indent, t);
        }
        if f.value.is_err() {
            o.todo(
                indent,
                &b.section,
                &format!("the CBOR type \"{}\" has no mapping", f.phrase),
            );
        }
        if let Some(n) = f.value.as_ref().ok().and_then(unresolved::name) {
            o.todo(
                indent,
                &b.section,
                &format!(
                    "unresolved structure `{n}` (\"{}\"): the text defines no such map; written as an opaque value",
                    f.phrase
                ),
            );
        }
        if f.req == Req::Cond && !ruled(&f.name) {
            o.todo(
                indent,
                &b.section,
                &format!(
                    "Req Cond: `{}`'s presence is decided by a rule (\"{}\"): write it",
                    f.name, f.meaning
                ),
            );
        }
        o.line(&format!(
            "{pad}- {{ {} }}",
            field_kv(f, p.carried(bi, fi), &b.section).join(", ")
        ));
    }
}

/// A field's `key: …, name: …, type: …` entries as a draft writes them (for spec-diff's edits).
pub(crate) fn field_entries(f: &SpecField, section: &str) -> Vec<String> {
    field_kv(f, None, section)
}

/// A value's `type:` expression as a draft writes it (for spec-diff's edits).
pub(crate) fn type_text(v: &SpecValue) -> String {
    ty_expr(v, "")
}

fn field_kv(f: &SpecField, carries: Option<&Carries>, section: &str) -> Vec<String> {
    let (ty, mut extra) = type_of(f.value.as_ref().ok(), &f.meaning, carries);
    let mut kv = vec![
        format!("key: {}", f.key),
        format!("name: {}", f.name),
        format!("type: {ty}"),
    ];
    kv.append(&mut extra);
    // The error frame's code field is required by the error model even where no Req column says so.
    let code = f.req == Req::Unstated && carries == Some(&Carries::Enum("error_code".into()));
    if f.req == Req::Yes || code {
        kv.push("required: true".into());
    }
    kv.push(format!("section: {}", q(section)));
    kv
}

/// A field's `type:` expression and its other keys (`range`, `len`, `enum`, `flags`).
fn type_of(
    v: Option<&SpecValue>,
    meaning: &str,
    carries: Option<&Carries>,
) -> (String, Vec<String>) {
    let Some(v) = v else {
        return ("any".into(), Vec::new());
    };
    let mut extra = bounds(v);
    if let SpecType::Array(item) = &v.ty {
        if let (SpecType::Uint, Some(Carries::Enum(e))) = (&item.ty, carries) {
            return (format!("{{ array: {{ type: uint, enum: {e} }} }}"), extra);
        }
    }
    match carries {
        Some(Carries::Enum(e)) => extra.push(format!("enum: {e}")),
        Some(Carries::Flags(x)) => extra.push(format!("flags: {x}")),
        None => {}
    }
    let b = crate::prose::bounds(meaning);
    if !b.is_empty() && v.range.is_none() && v.ty == SpecType::Uint {
        extra.push(format!(
            "range: [{}, {}]",
            b.min.unwrap_or(0),
            b.max.unwrap_or(u64::MAX)
        ));
    }
    if v.len.is_none() && crate::prose::non_empty(meaning) {
        extra.push("len: [1, null]".into());
    }
    (ty_expr(v, meaning), extra)
}

fn bounds(v: &SpecValue) -> Vec<String> {
    let mut out = Vec::new();
    if let Some((lo, hi)) = v.range {
        out.push(format!("range: [{lo}, {hi}]"));
    }
    if let Some((lo, hi)) = v.len {
        out.push(format!(
            "len: [{lo}, {}]",
            hi.map_or("null".to_string(), |h| h.to_string())
        ));
    }
    out
}

fn ty_expr(v: &SpecValue, meaning: &str) -> String {
    match &v.ty {
        SpecType::Uint => "uint".into(),
        SpecType::Int => "int".into(),
        SpecType::Float => "float".into(),
        SpecType::Bstr => "bstr".into(),
        SpecType::Tstr => "tstr".into(),
        SpecType::Bool => "bool".into(),
        SpecType::Map => match crate::drift::map_keys(meaning) {
            Some(false) => "any_keyed_map".into(),
            _ => "uint_keyed_map".into(),
        },
        SpecType::TypedMap(k, x) => {
            format!("{{ map: {{ key: {}, value: {} }} }}", item(k), item(x))
        }
        SpecType::Record(n) => format!("{{ record: {} }}", crate::text::snake(n)),
        SpecType::FrameBody(n) => format!("{{ frame_body: {n} }}"),
        SpecType::Array(i) => format!("{{ array: {} }}", item(i)),
        SpecType::Tuple(vs) => format!(
            "{{ tuple: [{}] }}",
            vs.iter().map(item).collect::<Vec<_>>().join(", ")
        ),
        SpecType::Union(vs) => format!(
            "{{ union: [{}] }}",
            vs.iter().map(item).collect::<Vec<_>>().join(", ")
        ),
        SpecType::Varies(_) => "any".into(),
    }
}

/// An item type: bare, or `{ type: T, len: […] }` when constrained.
fn item(v: &SpecValue) -> String {
    let b = bounds(v);
    let t = ty_expr(v, "");
    if b.is_empty() {
        t
    } else {
        format!("{{ type: {t}, {} }}", b.join(", "))
    }
}

fn frames(o: &mut Out, r: &Reading, p: &Plan, todos: &[Todo], rules: &[rules::PRule]) {
    o.line("");
    o.line("frames:");
    for f in &p.frames {
        for t in todos
            .iter()
            .filter(|t| t.target == Target::Frame(f.name.clone()))
        {
            o.requirement(2, t);
        }
        for n in &f.notes {
            o.todo(2, "", n);
        }
        o.line(&format!("  - code: {}", hex4(u64::from(f.code))));
        o.line(&format!("    name: {}", f.name));
        o.line(&format!("    rust: {}", f.rust));
        o.line(&format!("    role: {}", f.role));
        o.line(&format!("    section: {}", q(&f.section)));
        if let (Some(c), Some(corr)) = (f.corr, r.envelope.as_ref().and_then(|e| e.corr.as_ref())) {
            o.line(&format!("    envelope: {{ {corr}: {c} }}"));
        }
        let list = |v: &[String]| {
            v.iter()
                .map(|x| if x.contains(' ') { q(x) } else { x.clone() })
                .collect::<Vec<_>>()
                .join(", ")
        };
        if !f.replies.is_empty() {
            o.line(&format!("    replies: [{}]", list(&f.replies)));
        }
        match &f.reply_when {
            Some((w, true)) => o.line(&format!("    reply_when: {{ field: {w}, equals: true }}")),
            Some((w, false)) => o.todo(
                4,
                "",
                &format!("the Reply column answers only when `{w}` …: write reply_when"),
            ),
            None => {}
        }
        if !f.answers.is_empty() {
            o.line(&format!("    answers: [{}]", list(&f.answers)));
        }
        if !f.withdraws.is_empty() {
            o.line(&format!("    withdraws: [{}]", list(&f.withdraws)));
        }
        frame_fields(o, r, p, f.body, todos, rules);
        if let Some(bi) = f.body {
            body_rules(o, bi, rules, 4);
        }
    }
}

fn frame_fields(
    o: &mut Out,
    r: &Reading,
    p: &Plan,
    body: Option<usize>,
    todos: &[Todo],
    rules: &[rules::PRule],
) {
    let env: Vec<String> = r
        .envelope
        .as_ref()
        .map(|e| e.fields.iter().map(|f| f.name.clone()).collect())
        .unwrap_or_default();
    let Some((bi, b)) = body.and_then(|bi| r.bodies.get(bi).map(|b| (bi, b))) else {
        o.line("    # TODO: the spec gives no field table for this frame.");
        o.line("    fields: []");
        return;
    };
    if !b.req_column && !b.inline && !b.fields.is_empty() {
        o.todo(
            4,
            &b.section,
            "the table has no Req column: which fields are REQUIRED?",
        );
    }
    if b.fields.iter().all(|f| env.contains(&f.name)) {
        o.line("    fields: []");
        return;
    }
    o.line("    fields:");
    fields(o, r, p, bi, todos, rules, 6);
}
