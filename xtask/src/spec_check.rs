//! `cargo xtask spec-check <spec.txt>...`: compare a companion spec's text
//! with the schema model and report every difference.
//!
//! Read from the spec: the §3.1 frame-type table (Type/Name/Reply), the §4.2
//! envelope table, every body field table (`Field (key)`/`CBOR type`/`Req`/
//! `Meaning`), enum values listed in Meaning cells (`` `0x01` notice ``,
//! unassigned / private-use ranges, what an unrecognized value is treated
//! as), value tables (`Value`/`Name`[/`Terminal`], e.g. §5.3, §5.4) and the
//! §8 error-code table (`Code`/`Name`). Each drift line names the spec
//! section and the schema path. Exit 0 clean, 1 drift, 2 usage error.

mod parse;

use crate::Usage;
use npamp_schema::{EnumDef, Frame, Model, Presence, Type};
use parse::{Doc, Kind, SpecType, Table};
use std::collections::BTreeMap;
use std::process::ExitCode;

pub fn run(args: &[String]) -> Result<ExitCode, Usage> {
    if args.is_empty() {
        return Err(Usage("spec-check needs at least one spec text file".into()));
    }
    if let Some(flag) = args.iter().find(|a| a.starts_with('-')) {
        return Err(Usage(format!("spec-check: unknown option `{flag}`")));
    }
    let models = npamp_schema::load_all_shipped().map_err(|e| Usage(e.to_string()))?;
    let mut total = 0usize;
    for path in args {
        let text =
            std::fs::read_to_string(path).map_err(|e| Usage(format!("cannot read {path}: {e}")))?;
        let doc = parse::parse(&text);
        let model = identify(&doc, &models).ok_or_else(|| {
            Usage(format!(
                "{path}: cannot tell which schema it describes (no known spec name in the title, no channel id)"
            ))
        })?;
        let drifts = check(&doc, model);
        for d in &drifts {
            println!("{d}");
        }
        eprintln!(
            "spec-check: {path} ({} → {}): {}",
            model.channel.spec,
            model.source,
            if drifts.is_empty() {
                "no drift".to_string()
            } else {
                format!("{} drift(s)", drifts.len())
            }
        );
        total += drifts.len();
    }
    Ok(if total == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    })
}

/// Which schema a spec belongs to: the spec name in its title, else the
/// channel id it names most often (`channel 0x000F`).
fn identify<'m>(doc: &Doc, models: &'m [Model]) -> Option<&'m Model> {
    if let Some(m) = models.iter().find(|m| {
        doc.title
            .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
            .any(|w| w == m.channel.spec)
    }) {
        return Some(m);
    }
    let body = doc.all.join("\n");
    models
        .iter()
        .map(|m| {
            let id = format!("0x{:04X}", m.channel.id);
            (body.matches(&format!("channel {id}")).count(), m)
        })
        .filter(|(n, _)| *n > 0)
        .max_by_key(|(n, _)| *n)
        .map(|(_, m)| m)
}

/// One difference between spec and schema.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Drift {
    /// Spec section number (`6.2`).
    pub section: String,
    /// What it is about (`INTERACT_PROMPT_REQ.options`).
    pub subject: String,
    pub what: String,
    /// Schema file and path inside it.
    pub schema: String,
}

impl std::fmt::Display for Drift {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "§{} {}: {} ({})",
            self.section, self.subject, self.what, self.schema
        )
    }
}

struct Ctx<'a> {
    doc: &'a Doc,
    model: &'a Model,
    out: Vec<Drift>,
}

impl Ctx<'_> {
    fn drift(&mut self, section: &str, subject: &str, what: String, path: String) {
        self.out.push(Drift {
            section: section.to_string(),
            subject: subject.to_string(),
            what,
            schema: format!("{} {path}", self.model.source),
        });
    }
}

fn is_frame_table(t: &Table) -> bool {
    t.column("Type").is_some() && t.column("Name").is_some() && t.column("Reply").is_some()
}
fn is_field_table(t: &Table) -> bool {
    t.header.first().is_some_and(|h| h.starts_with("Field"))
}
fn is_value_table(t: &Table) -> bool {
    t.header.first().is_some_and(|h| h == "Value") && t.column("Name").is_some()
}
fn is_code_table(t: &Table) -> bool {
    t.header.first().is_some_and(|h| h == "Code") && t.column("Name").is_some()
}

/// Compare one parsed spec with one model.
pub fn check(doc: &Doc, model: &Model) -> Vec<Drift> {
    let mut cx = Ctx {
        doc,
        model,
        out: Vec::new(),
    };
    let (spec_frames, alias) = check_frame_table(&mut cx);
    let mut known: Vec<String> = spec_frames.clone();
    for f in &model.frames {
        if !known.contains(&f.name) {
            known.push(f.name.clone());
        }
    }
    // Enum tables (value tables by section, the error-code table) first, so
    // fields can refer to them.
    let tables = enum_tables(&mut cx);
    let mut covered_enums: Vec<String> = tables.values().map(|t| t.schema.clone()).collect();
    let mut bodies: BTreeMap<String, String> = BTreeMap::new();
    let mut envelope_seen = false;
    for t in &doc.tables {
        if !is_field_table(t) {
            continue;
        }
        if t.column("Req").is_none() {
            envelope_seen = true;
            check_envelope(&mut cx, t, &known);
            continue;
        }
        let Some(frame_name) = body_frame(t, &known).map(|n| alias.get(&n).cloned().unwrap_or(n))
        else {
            cx.drift(
                &t.section,
                "field table",
                format!(
                    "cannot tell which frame the table under \"{}\" describes",
                    t.title
                ),
                "frames".into(),
            );
            continue;
        };
        if let Some(prev) = bodies.get(&frame_name) {
            let what = format!("second body table for the frame (first in §{prev})");
            cx.drift(&t.section, &frame_name, what, format!("frame {frame_name}"));
            continue;
        }
        bodies.insert(frame_name.clone(), t.section.clone());
        let Some(frame) = model.frame(&frame_name) else {
            if spec_frames.contains(&frame_name) {
                continue; // already reported as a frame missing from the schema
            }
            let what = "body table for a frame the schema does not define".to_string();
            cx.drift(&t.section, &frame_name, what, format!("frame {frame_name}"));
            continue;
        };
        check_body(&mut cx, t, frame, &tables, &mut covered_enums);
    }
    if !envelope_seen {
        cx.drift(
            &model.envelope.section.replace('§', ""),
            "envelope",
            "spec has no common-envelope table".into(),
            "envelope".into(),
        );
    }
    for f in &model.frames {
        let in_spec = spec_frames.contains(&f.name) || alias.values().any(|a| *a == f.name);
        if !bodies.contains_key(&f.name) && !f.fields.is_empty() && in_spec {
            let names: Vec<&str> = f.fields.iter().map(|x| x.name.as_str()).collect();
            let what = format!(
                "spec gives no body table, schema has fields {}",
                names.join(", ")
            );
            cx.drift(
                &f.section.replace('§', ""),
                &f.name,
                what,
                format!("frame {}", f.name),
            );
        }
    }
    for e in &model.enums {
        if !covered_enums.contains(&e.name) {
            cx.drift(
                &e.section.replace('§', ""),
                &format!("enum {}", e.name),
                "schema enum is not defined by the spec (no value list or value table)".into(),
                format!("enum {}", e.name),
            );
        }
    }
    cx.out
}

// ---------------------------------------------------------------- §3.1

/// Returns the spec's frame names and a map spec name → schema name for
/// frames the spec renames.
fn check_frame_table(cx: &mut Ctx<'_>) -> (Vec<String>, BTreeMap<String, String>) {
    let model = cx.model;
    let Some(t) = cx.doc.tables.iter().find(|t| is_frame_table(t)) else {
        for f in &model.frames {
            cx.drift(
                "3.1",
                &f.name,
                "spec has no frame-type table".into(),
                format!("frame {}", f.name),
            );
        }
        return (Vec::new(), BTreeMap::new());
    };
    let sec = t.section.clone();
    let mut rows: Vec<(u16, String, String)> = Vec::new();
    for r in &t.rows {
        let code = t.cell(r, "Type").and_then(parse::number);
        let name = t.cell(r, "Name").unwrap_or_default().to_string();
        let reply = t.cell(r, "Reply").unwrap_or_default().to_string();
        match code.and_then(|c| u16::try_from(c).ok()) {
            Some(c) => rows.push((c, name, reply)),
            None => cx.drift(
                &sec,
                &name,
                format!(
                    "unreadable frame type {:?}",
                    t.cell(r, "Type").unwrap_or("")
                ),
                "frames".into(),
            ),
        }
    }
    let names: Vec<String> = rows.iter().map(|(_, n, _)| n.clone()).collect();
    let mut matched: Vec<String> = Vec::new();
    for (code, name, reply) in &rows {
        let by_name = model.frame(name);
        let by_code = model.frame_by_code(*code);
        let frame = match (by_name, by_code) {
            (Some(f), _) => {
                if f.code != *code {
                    cx.drift(
                        &sec,
                        name,
                        format!("frame type spec 0x{code:04X} vs schema 0x{:04X}", f.code),
                        format!("frame {}", f.name),
                    );
                }
                f
            }
            (None, Some(f)) if !names.contains(&f.name) => {
                cx.drift(
                    &sec,
                    &format!("frame 0x{code:04X}"),
                    format!("name spec \"{name}\" vs schema \"{}\"", f.name),
                    format!("frame {}", f.name),
                );
                f
            }
            _ => {
                cx.drift(
                    &sec,
                    name,
                    format!("frame 0x{code:04X} is in the spec, missing from the schema"),
                    "frames".into(),
                );
                continue;
            }
        };
        matched.push(frame.name.clone());
        check_replies(cx, &sec, name, reply, frame, &names);
    }
    for f in &model.frames {
        if !matched.contains(&f.name) {
            cx.drift(
                &sec,
                &f.name,
                format!(
                    "frame 0x{:04X} is in the schema, missing from the spec",
                    f.code
                ),
                format!("frame {}", f.name),
            );
        }
    }
    let mut alias = BTreeMap::new();
    for (c, n, _) in &rows {
        if model.frame(n).is_none() {
            if let Some(f) = model.frame_by_code(*c).filter(|f| !names.contains(&f.name)) {
                alias.insert(n.clone(), f.name.clone());
            }
        }
    }
    (names, alias)
}

fn check_replies(
    cx: &mut Ctx<'_>,
    sec: &str,
    name: &str,
    reply: &str,
    frame: &Frame,
    names: &[String],
) {
    let spec: Vec<String> = if reply.trim() == "None" {
        Vec::new()
    } else {
        parse::frame_names_in(reply, names)
    };
    let mut schema = frame.replies.clone();
    let mut spec_sorted = spec.clone();
    schema.sort();
    spec_sorted.sort();
    if spec_sorted != schema {
        cx.drift(
            sec,
            name,
            format!(
                "replies spec [{}] vs schema [{}]",
                spec.join(", "),
                frame.replies.join(", ")
            ),
            format!("frame {} replies", frame.name),
        );
    }
    // "(only when `ack` is set)" ↔ reply_when.
    let when = reply
        .split("only when `")
        .nth(1)
        .and_then(|r| r.split('`').next())
        .map(str::to_string);
    if when != frame.reply_when {
        cx.drift(
            sec,
            name,
            format!(
                "reply condition spec {} vs schema {}",
                when.as_deref().unwrap_or("none"),
                frame.reply_when.as_deref().unwrap_or("none")
            ),
            format!("frame {} reply_when", frame.name),
        );
    }
}

// ---------------------------------------------------------------- §4.2

fn check_envelope(cx: &mut Ctx<'_>, t: &Table, known: &[String]) {
    let env = &cx.model.envelope;
    let sec = t.section.clone();
    let mut seen = (false, false);
    for r in &t.rows {
        let Some((name, key)) = r.first().and_then(|c| parse::field_cell(c)) else {
            continue;
        };
        let ty = parse::spec_type(t.cell(r, "CBOR type").unwrap_or_default());
        let subject = format!("envelope.{name}");
        match name.as_str() {
            "frame_kind" => {
                seen.0 = true;
                if key != env.frame_kind_key {
                    cx.drift(
                        &sec,
                        &subject,
                        format!("key spec {key} vs schema {}", env.frame_kind_key),
                        "envelope frame_kind".into(),
                    );
                }
                if ty.kind != Kind::Uint {
                    cx.drift(
                        &sec,
                        &subject,
                        format!("CBOR type spec \"{}\" vs schema \"uint\"", ty.words),
                        "envelope frame_kind".into(),
                    );
                }
            }
            "corr" => {
                seen.1 = true;
                if key != env.corr_key {
                    cx.drift(
                        &sec,
                        &subject,
                        format!("key spec {key} vs schema {}", env.corr_key),
                        "envelope corr".into(),
                    );
                }
                if ty.kind != Kind::Bstr {
                    cx.drift(
                        &sec,
                        &subject,
                        format!("CBOR type spec \"{}\" vs schema \"bstr\"", ty.words),
                        "envelope corr".into(),
                    );
                }
                if ty.bounds != Some(env.corr_len) {
                    cx.drift(
                        &sec,
                        &subject,
                        format!(
                            "size spec {} vs schema {}",
                            bounds(ty.bounds),
                            bounds(Some(env.corr_len))
                        ),
                        "envelope corr len".into(),
                    );
                }
                // "Absent on the unsolicited X and Y" ↔ frame corr: absent.
                let meaning = t.cell(r, "Meaning").unwrap_or_default();
                let absent: Vec<String> = meaning
                    .split(". ")
                    .filter(|s| s.trim_start().starts_with("Absent on"))
                    .flat_map(|s| parse::frame_names_in(s, known))
                    .collect();
                let model = cx.model;
                for f in &model.frames {
                    let spec_absent = absent.contains(&f.name);
                    if spec_absent != (f.corr == Presence::Absent) {
                        cx.drift(
                            &sec,
                            &format!("{}.corr", f.name),
                            format!(
                                "corr spec {} vs schema {}",
                                if spec_absent { "absent" } else { "required" },
                                if f.corr == Presence::Absent {
                                    "absent"
                                } else {
                                    "required"
                                }
                            ),
                            format!("frame {} corr", f.name),
                        );
                    }
                }
            }
            other => cx.drift(
                &sec,
                &subject,
                format!("envelope field `{other}` ({key}) is in the spec, not in the schema"),
                "envelope".into(),
            ),
        }
    }
    if !seen.0 {
        cx.drift(
            &sec,
            "envelope.frame_kind",
            "missing from the spec".into(),
            "envelope frame_kind".into(),
        );
    }
    if !seen.1 {
        cx.drift(
            &sec,
            "envelope.corr",
            "missing from the spec".into(),
            "envelope corr".into(),
        );
    }
}

fn bounds(b: Option<(u64, u64)>) -> String {
    match b {
        Some((lo, hi)) => format!("{lo}–{hi}"),
        None => "none".into(),
    }
}

// ---------------------------------------------------------------- enums

/// A spec table of values (§5.3 effect, §5.4 states, §8 error codes) and
/// the schema enum it corresponds to.
struct EnumTable {
    section: String,
    schema: String,
    values: Vec<(u64, String)>,
}

fn enum_tables(cx: &mut Ctx<'_>) -> BTreeMap<String, EnumTable> {
    let model = cx.model;
    let doc = cx.doc;
    let mut out = BTreeMap::new();
    for t in &doc.tables {
        let code_table = is_code_table(t);
        if !(code_table || is_value_table(t)) {
            continue;
        }
        let sec = t.section.clone();
        let col = if code_table { "Code" } else { "Value" };
        let mut values = Vec::new();
        let mut terminal: Vec<(u64, Option<bool>)> = Vec::new();
        for r in &t.rows {
            let (Some(v), Some(n)) = (t.cell(r, col).and_then(parse::number), t.cell(r, "Name"))
            else {
                cx.drift(
                    &sec,
                    "value table",
                    format!("unreadable row {:?}", r.join(" | ")),
                    "enums".into(),
                );
                continue;
            };
            values.push((v, n.trim_matches('`').to_string()));
            terminal.push((
                v,
                t.cell(r, "Terminal").map(|x| x.eq_ignore_ascii_case("yes")),
            ));
        }
        let def = if code_table {
            Some(model.error_enum())
        } else {
            let cands: Vec<&EnumDef> = model
                .enums
                .iter()
                .filter(|e| e.section.trim_start_matches('§') == sec)
                .collect();
            // Several enums cited to one section: the one sharing most names.
            cands.into_iter().max_by_key(|e| {
                values
                    .iter()
                    .filter(|(_, n)| e.value_of(n).is_some())
                    .count()
            })
        };
        let Some(def) = def else {
            cx.drift(
                &sec,
                "value table",
                format!("spec value table under \"{}\" has no schema enum", t.title),
                "enums".into(),
            );
            continue;
        };
        let subject = if code_table {
            "error code".to_string()
        } else {
            format!("enum {}", def.name)
        };
        compare_values(cx, &sec, &subject, def, &values, true);
        for (v, term) in terminal {
            let Some(term) = term else { continue };
            let Some(sv) = def.values.iter().find(|x| x.value == v) else {
                continue;
            };
            if sv.terminal != Some(term) {
                cx.drift(
                    &sec,
                    &subject,
                    format!(
                        "value 0x{v:02X} {}: terminal spec {} vs schema {}",
                        sv.name,
                        yes_no(term),
                        sv.terminal.map(yes_no).unwrap_or("unset")
                    ),
                    format!("enum {} value {}", def.name, sv.name),
                );
            }
        }
        out.insert(
            sec.clone(),
            EnumTable {
                section: sec,
                schema: def.name.clone(),
                values,
            },
        );
    }
    out
}

fn yes_no(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
}

/// Compare spec `(value, name)` pairs with a schema enum; `complete` also
/// reports schema values the spec does not list.
fn compare_values(
    cx: &mut Ctx<'_>,
    sec: &str,
    subject: &str,
    def: &EnumDef,
    values: &[(u64, String)],
    complete: bool,
) {
    let hex = |v: u64| {
        if subject == "error code" {
            format!("{v}")
        } else {
            format!("0x{v:02X}")
        }
    };
    for (v, n) in values {
        match (def.name_of(*v), def.value_of(n)) {
            (Some(sn), _) if sn == n => {}
            (Some(sn), _) => cx.drift(
                sec,
                subject,
                format!("value {} name spec \"{n}\" vs schema \"{sn}\"", hex(*v)),
                format!("enum {} value {sn}", def.name),
            ),
            (None, Some(sv)) => cx.drift(
                sec,
                subject,
                format!("\"{n}\" number spec {} vs schema {}", hex(*v), hex(sv)),
                format!("enum {} value {n}", def.name),
            ),
            (None, None) => cx.drift(
                sec,
                subject,
                format!(
                    "value {} \"{n}\" is in the spec, not in the schema",
                    hex(*v)
                ),
                format!("enum {}", def.name),
            ),
        }
    }
    if complete {
        for sv in &def.values {
            let listed = values.iter().any(|(v, n)| *v == sv.value || *n == sv.name);
            if !listed {
                cx.drift(
                    sec,
                    subject,
                    format!(
                        "value {} \"{}\" is in the schema, not in the spec",
                        hex(sv.value),
                        sv.name
                    ),
                    format!("enum {} value {}", def.name, sv.name),
                );
            }
        }
    }
}

// ---------------------------------------------------------------- bodies

/// Which frame a field table describes: its "X body" caption, else the one
/// frame its section heading names, else the first frame its section's prose
/// names (e.g. "8. Error model" → the error frame).
fn body_frame(t: &Table, known: &[String]) -> Option<String> {
    if let Some(c) = &t.caption {
        if let Some(name) = c.trim().strip_suffix(" body") {
            let name = name.trim().to_string();
            if parse::frame_names_in(&name, known).len() == 1 || !name.contains(' ') {
                return Some(name);
            }
        }
    }
    let in_title = parse::frame_names_in(&t.title, known);
    if in_title.len() == 1 {
        return in_title.into_iter().next();
    }
    t.prose_before
        .iter()
        .find_map(|l| parse::frame_names_in(l, known).into_iter().next())
}

fn type_matches(spec: &Kind, schema: &Type) -> bool {
    match (spec, schema) {
        (Kind::Uint, Type::Uint)
        | (Kind::Nint, Type::Nint)
        | (Kind::Int, Type::Int)
        | (Kind::Tstr, Type::Tstr)
        | (Kind::Bstr, Type::Bstr)
        | (Kind::Bool, Type::Bool)
        | (Kind::Any, Type::Any)
        | (Kind::Map, Type::UintKeyedMap)
        | (Kind::Map, Type::AnyKeyedMap) => true,
        (Kind::Array(a), Type::Array(b)) => type_matches(a, b.as_ref()),
        _ => false,
    }
}

fn check_body(
    cx: &mut Ctx<'_>,
    t: &Table,
    frame: &Frame,
    tables: &BTreeMap<String, EnumTable>,
    covered: &mut Vec<String>,
) {
    let sec = t.section.clone();
    let mut rows: Vec<(String, u64, &Vec<String>)> = Vec::new();
    for r in &t.rows {
        match r.first().and_then(|c| parse::field_cell(c)) {
            Some((n, k)) => rows.push((n, k, r)),
            None => cx.drift(
                &sec,
                &frame.name,
                format!(
                    "unreadable field cell {:?}",
                    r.first().map(String::as_str).unwrap_or("")
                ),
                format!("frame {}", frame.name),
            ),
        }
    }
    let mut matched: Vec<String> = Vec::new();
    let mut pending: Vec<(String, u64, &Vec<String>)> = Vec::new();
    for (n, k, r) in rows {
        if let Some(f) = frame.field(&n) {
            if f.key != k {
                cx.drift(
                    &sec,
                    &format!("{}.{n}", frame.name),
                    format!("key spec {k} vs schema {}", f.key),
                    format!("frame {} field {n}", frame.name),
                );
            }
            matched.push(f.name.clone());
            check_field(cx, t, r, frame, f, tables, covered);
        } else {
            pending.push((n, k, r));
        }
    }
    for (n, k, r) in pending {
        match frame.field_by_key(k).filter(|f| !matched.contains(&f.name)) {
            Some(f) => {
                cx.drift(
                    &sec,
                    &format!("{}.{n}", frame.name),
                    format!("key {k} field name spec \"{n}\" vs schema \"{}\"", f.name),
                    format!("frame {} field {}", frame.name, f.name),
                );
                matched.push(f.name.clone());
                check_field(cx, t, r, frame, f, tables, covered);
            }
            None => cx.drift(
                &sec,
                &format!("{}.{n}", frame.name),
                format!("field ({k}) is in the spec, missing from the schema"),
                format!("frame {} fields", frame.name),
            ),
        }
    }
    for f in &frame.fields {
        if !matched.contains(&f.name) {
            cx.drift(
                &sec,
                &format!("{}.{}", frame.name, f.name),
                format!("field ({}) is in the schema, missing from the spec", f.key),
                format!("frame {} field {}", frame.name, f.name),
            );
        }
    }
}

fn check_field(
    cx: &mut Ctx<'_>,
    t: &Table,
    row: &[String],
    frame: &Frame,
    f: &npamp_schema::Field,
    tables: &BTreeMap<String, EnumTable>,
    covered: &mut Vec<String>,
) {
    let sec = t.section.clone();
    let subject = format!("{}.{}", frame.name, f.name);
    let path = format!("frame {} field {}", frame.name, f.name);
    let ty: SpecType = parse::spec_type(t.cell(row, "CBOR type").unwrap_or_default());
    if !type_matches(&ty.kind, &f.ty) {
        cx.drift(
            &sec,
            &subject,
            format!(
                "CBOR type spec \"{}\" vs schema \"{}\"",
                ty.words,
                f.ty.describe()
            ),
            path.clone(),
        );
    }
    // Requiredness.
    let req = t.cell(row, "Req").unwrap_or_default();
    let spec_req = match req {
        "Yes" | "yes" | "Required" | "REQUIRED" => Some(true),
        "No" | "no" | "Optional" | "OPTIONAL" => Some(false),
        _ => None,
    };
    match spec_req {
        Some(r) if r != f.required => cx.drift(
            &sec,
            &subject,
            format!(
                "Req spec \"{req}\" vs schema required: {}",
                if f.required { "true" } else { "false" }
            ),
            path.clone(),
        ),
        Some(_) => {}
        None => cx.drift(
            &sec,
            &subject,
            format!("unreadable Req cell {req:?}"),
            path.clone(),
        ),
    }
    // Ranges (integers) and sizes (strings).
    match ty.kind {
        Kind::Uint | Kind::Int | Kind::Nint if ty.bounds != f.range => {
            cx.drift(
                &sec,
                &subject,
                format!(
                    "range spec {} vs schema {}",
                    bounds(ty.bounds),
                    bounds(f.range)
                ),
                path.clone(),
            );
        }
        Kind::Tstr | Kind::Bstr | Kind::Array(_) => {
            let schema_len = f.len.map(|(lo, hi)| (lo, hi.unwrap_or(u64::MAX)));
            let prose_backed = ty.bounds.is_none()
                && f.len == Some((1, None))
                && non_empty_in_prose(cx.doc, &f.section, &f.name);
            if ty.bounds != schema_len && !prose_backed {
                let schema_desc = match f.len {
                    Some((lo, Some(hi))) => format!("{lo}–{hi}"),
                    Some((lo, None)) => format!("{lo}–"),
                    None => "none".into(),
                };
                cx.drift(
                    &sec,
                    &subject,
                    format!("size spec {} vs schema {schema_desc}", bounds(ty.bounds)),
                    path.clone(),
                );
            }
        }
        _ => {}
    }
    // Enumerated values: only unsigned-int fields carry enums.
    if ty.kind != Kind::Uint {
        return;
    }
    let meaning = t.cell(row, "Meaning").unwrap_or_default();
    let et = parse::enum_text(meaning);
    let table = et
        .refs
        .first()
        .filter(|(at, _)| et.first_value_at.is_none_or(|v| *at < v))
        .and_then(|(_, s)| tables.get(s))
        .or_else(|| {
            if et.codes_below {
                tables.get(&sec)
            } else {
                None
            }
        });
    let model = cx.model;
    let schema_enum = f.enum_name.as_deref().and_then(|n| model.enum_def(n));
    if let Some(tab) = table {
        if f.enum_name.as_deref() != Some(tab.schema.as_str()) {
            cx.drift(
                &sec,
                &subject,
                format!(
                    "enum spec {} (§{} table) vs schema {}",
                    tab.schema,
                    tab.section,
                    f.enum_name.as_deref().unwrap_or("none")
                ),
                path.clone(),
            );
        }
        // Values the cell mentions must agree with the table.
        for (v, n) in &et.values {
            let table_name = tab.values.iter().find(|(x, _)| x == v).map(|(_, n)| n);
            if table_name != Some(n) {
                cx.drift(
                    &sec,
                    &subject,
                    format!(
                        "value 0x{v:02X} named \"{n}\" in the field but {} in the §{} table",
                        table_name
                            .map(|x| format!("\"{x}\""))
                            .unwrap_or_else(|| "absent".into()),
                        tab.section
                    ),
                    path.clone(),
                );
            }
        }
        return;
    }
    if et.values.is_empty() {
        if let Some(e) = &f.enum_name {
            cx.drift(
                &sec,
                &subject,
                format!("schema enum {e}, the spec lists no values"),
                path.clone(),
            );
        }
        return;
    }
    let Some(def) = schema_enum else {
        let listed: Vec<String> = et
            .values
            .iter()
            .map(|(v, n)| format!("0x{v:02X} {n}"))
            .collect();
        cx.drift(
            &sec,
            &subject,
            format!(
                "spec enumerates values ({}), schema field has no enum",
                listed.join(", ")
            ),
            path,
        );
        return;
    };
    covered.push(def.name.clone());
    compare_values(cx, &sec, &subject, def, &et.values, true);
    let epath = format!("enum {}", def.name);
    for (what, spec, schema) in [
        ("unassigned range", et.unassigned, def.unassigned),
        ("private-use range", et.private_use, def.private_use),
    ] {
        if spec != schema {
            cx.drift(
                &sec,
                &subject,
                format!("{what} spec {} vs schema {}", bounds(spec), bounds(schema)),
                epath.clone(),
            );
        }
    }
    let spec_treat = et.treat_as.as_ref().map(|(_, n)| n.as_str());
    if spec_treat != def.unrecognized.treat_as.as_deref() {
        cx.drift(
            &sec,
            &subject,
            format!(
                "unrecognized value treated as spec {} vs schema {}",
                spec_treat.unwrap_or("none"),
                def.unrecognized.treat_as.as_deref().unwrap_or("none")
            ),
            format!("{epath} unrecognized"),
        );
    }
    if let Some((v, n)) = &et.treat_as {
        if def.value_of(n).is_some_and(|sv| sv != *v) {
            cx.drift(
                &sec,
                &subject,
                format!(
                    "unrecognized value treated as 0x{v:02X} {n}, but schema {n} is 0x{:02X}",
                    def.value_of(n).unwrap_or_default()
                ),
                format!("{epath} unrecognized"),
            );
        }
    }
}

/// A length rule the schema cites to another section: accepted when that
/// section's prose calls the field non-empty (e.g. §5.2 "a task_id (a
/// non-empty text string …)").
fn non_empty_in_prose(doc: &Doc, section: &str, field: &str) -> bool {
    doc.section(section.trim_start_matches('§'))
        .is_some_and(|s| {
            s.prose
                .iter()
                .any(|l| l.contains(field) && l.contains("non-empty"))
        })
}
