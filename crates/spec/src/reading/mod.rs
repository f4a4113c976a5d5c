//! What a spec's tables state, read once from a [`Doc`] without looking at any
//! schema: the frame types, the envelope, every body (frame or record) with
//! its fields, the value tables and the error codes. Drift compares this with
//! a model; import writes it out as a draft schema.

mod bodies;
mod channel;

use crate::doc::{Doc, Table};
use crate::meaning::{enum_text, EnumText};
use crate::phrase::{phrase, SpecValue};
use crate::text::{field_cell, frames_in, number, sign};

pub use channel::{channel as channel_of, spec_token, ChannelText};

/// The spec's statements, read from its tables (and a few prose forms).
#[derive(Debug, Clone, Default)]
pub struct Reading {
    /// The spec token of the title (`NPAMP-INTERACT`).
    pub spec: Option<String>,
    pub channel: ChannelText,
    /// Every row of every frame-type table (§3.1, §3.3, …).
    pub frames: Vec<SpecFrame>,
    pub envelope: Option<SpecEnvelope>,
    /// Every field table and inline body, frames and records.
    pub bodies: Vec<SpecBody>,
    /// Value tables (`Value | Name | …`, `Code | Unit`).
    pub enums: Vec<SpecEnum>,
    /// The error-code table (`Code | Name | Meaning`).
    pub codes: Option<SpecEnum>,
    /// Rows or cells that could not be read.
    pub problems: Vec<Problem>,
}

/// Something in a table that cannot be read (reported by drift).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// `§6.2`.
    pub section: String,
    pub what: String,
}

/// One row of a frame-type table.
#[derive(Debug, Clone)]
pub struct SpecFrame {
    pub code: u16,
    pub name: String,
    /// The Reply cell as written.
    pub reply: String,
    /// Frames the Reply cell names (empty for `None`).
    pub replies: Vec<String>,
    /// `(only when `ack` is set)` → `ack`.
    pub reply_when: Option<String>,
    pub purpose: String,
    /// Section of the frame-type table.
    pub section: String,
}

/// The common-envelope table (§4.2).
#[derive(Debug, Clone)]
pub struct SpecEnvelope {
    pub section: String,
    pub fields: Vec<SpecField>,
    /// Name of the correlation field (`corr`, Stream's `sub_stream_id`).
    pub corr: Option<String>,
    /// Frames on which the correlation field is absent ("Absent on …").
    pub absent_on: Vec<String>,
    /// The sentence stating that absence.
    pub absent_clause: Option<String>,
}

/// Whose body a field table describes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Owner {
    Frame(String),
    /// A nested record by its spec name (`memory_record`, `Observation`).
    Record(String),
    /// Not told by the text (the caption or heading is kept).
    Unknown(String),
}

/// A field table (or an inline body) and whose it is.
#[derive(Debug, Clone)]
pub struct SpecBody {
    pub owner: Owner,
    /// `§6.2`.
    pub section: String,
    pub heading: String,
    pub fields: Vec<SpecField>,
    /// The table has a Req / Required column.
    pub req_column: bool,
    /// Written in prose (`{ record_id (2): tstr, … }` or "carries only the common envelope").
    pub inline: bool,
}

/// The Req cell.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Req {
    Yes,
    No,
    /// Presence decided by a rule ("present if and only if …").
    Cond,
    /// The table has no Req column.
    Unstated,
    /// Anything else, as written.
    Other(String),
}

/// One field row.
#[derive(Debug, Clone)]
pub struct SpecField {
    pub name: String,
    pub key: u64,
    /// The CBOR-type cell as written.
    pub phrase: String,
    /// Its mapping (`Err`: the phrase has none).
    pub value: Result<SpecValue, String>,
    pub req: Req,
    pub meaning: String,
    /// A lower bound the Meaning cell states ("MUST be greater than or equal to
    /// `1`", "between `1` and …"; read by [`crate::prose::bounds`]).
    pub at_least: Option<u64>,
    /// An upper bound the Meaning cell states ("less than or equal to `64`").
    pub at_most: Option<u64>,
    /// The Meaning cell says the value is non-empty ("MUST be non-empty", "One or more").
    pub non_empty: bool,
    /// Enum statements of the Meaning cell.
    pub text: EnumText,
}

/// A value table or the error-code table.
#[derive(Debug, Clone)]
pub struct SpecEnum {
    /// `§5.4`.
    pub section: String,
    /// A name the text gives it (`` **`anomaly_class`** ``, `(`effect`)` in the heading).
    pub name: Option<String>,
    pub values: Vec<SpecEnumValue>,
    /// What the caption and the paragraphs after the table say (fail-safes).
    pub text: EnumText,
    /// That prose (caption and following paragraphs).
    pub prose: String,
    /// The Meaning column, by value.
    pub meanings: Vec<(u64, String)>,
    /// 1-based line of the table.
    pub line: usize,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SpecEnumValue {
    pub value: u64,
    pub name: String,
    /// The Terminal column (lifecycle states).
    pub terminal: Option<bool>,
}

/// Read every table of `doc`.
pub fn read(doc: &Doc) -> Reading {
    let mut r = Reading {
        spec: channel::spec_token(&doc.title),
        channel: channel::channel(doc),
        ..Reading::default()
    };
    for t in doc.tables.iter().filter(|t| is_frame_table(t)) {
        frame_table(&mut r, t);
    }
    let known: Vec<String> = r.frames.iter().map(|f| f.name.clone()).collect();
    for f in &mut r.frames {
        f.replies = reply_frames(&f.reply, &known);
    }
    let mut tables = Vec::new();
    for t in &doc.tables {
        if is_field_table(t) {
            let (fields, req_column) = field_rows(&mut r.problems, t);
            if r.envelope.is_none() && !req_column && fields.iter().any(|f| f.name == "frame_kind")
            {
                r.envelope = Some(envelope(fields, t, &r.frames));
                continue;
            }
            tables.push((t, fields, req_column));
        } else if let Some(e) = value_table(&mut r.problems, t) {
            if is_code_table(t) && r.codes.is_none() {
                r.codes = Some(e);
            } else {
                r.enums.push(e);
            }
        }
    }
    // The structures the type phrases name, so that a table a sentence names is theirs.
    let named = bodies::referenced(tables.iter().flat_map(|(_, f, _)| f.iter()));
    for (t, fields, req_column) in tables {
        let owner = bodies::owner(t, &fields, &known, &named);
        r.bodies.push(SpecBody {
            owner,
            section: t.sign(),
            heading: t.heading.clone(),
            fields,
            req_column,
            inline: false,
        });
    }
    bodies::inline_bodies(doc, &known, &mut r.bodies);
    bodies::cell_shapes(&mut r.bodies);
    bodies::prose_structures(doc, &known, &mut r.bodies);
    bodies::resolve_elements(&mut r.bodies);
    bodies::resolve_sections(&mut r.bodies);
    r
}

fn is_frame_table(t: &Table) -> bool {
    t.column("Type").is_some() && t.column("Name").is_some() && t.column("Reply").is_some()
}

fn is_field_table(t: &Table) -> bool {
    t.header.first().is_some_and(|h| h.starts_with("Field"))
}

fn is_code_table(t: &Table) -> bool {
    t.header.first().is_some_and(|h| h == "Code") && t.column("Name").is_some()
}

fn frame_table(r: &mut Reading, t: &Table) {
    for row in &t.rows {
        let cell = |c: &str| t.cell(row, c).unwrap_or_default().to_string();
        let name = cell("Name");
        match t
            .cell(row, "Type")
            .and_then(number)
            .and_then(|c| u16::try_from(c).ok())
        {
            Some(code) => r.frames.push(SpecFrame {
                code,
                name,
                reply_when: only_when(&cell("Reply")),
                reply: cell("Reply"),
                replies: Vec::new(),
                purpose: cell("Purpose"),
                section: t.sign(),
            }),
            None => r.problems.push(Problem {
                section: t.sign(),
                what: format!("frame {name}: unreadable frame type {:?}", cell("Type")),
            }),
        }
    }
}

/// Frames a Reply cell names (`None` → none).
fn reply_frames(reply: &str, known: &[String]) -> Vec<String> {
    if reply.trim().eq_ignore_ascii_case("none") {
        return Vec::new();
    }
    frames_in(reply, known)
}

/// `(only when `ack` is set)` → `ack`.
fn only_when(reply: &str) -> Option<String> {
    let i = reply.find("only when `")?;
    let rest = reply.get(i + "only when `".len()..)?;
    rest.split('`').next().map(str::to_string)
}

/// The rows of a field table, and whether it has a Req column.
fn field_rows(problems: &mut Vec<Problem>, t: &Table) -> (Vec<SpecField>, bool) {
    let req_col = t.column("Req").or_else(|| t.column("Required"));
    let mut out = Vec::new();
    for row in &t.rows {
        let first = row.first().map(String::as_str).unwrap_or_default();
        let Some((name, key)) = field_cell(first) else {
            problems.push(Problem {
                section: t.sign(),
                what: format!("unreadable field cell {first:?}"),
            });
            continue;
        };
        let ty = t.cell(row, "CBOR type").unwrap_or_default();
        let meaning = t.cell(row, "Meaning").unwrap_or_default().to_string();
        let bounds = crate::prose::bounds(&meaning);
        let req = match req_col.and_then(|i| row.get(i)).map(|s| s.trim()) {
            None => Req::Unstated,
            Some(r) if r.eq_ignore_ascii_case("yes") => Req::Yes,
            Some(r) if r.eq_ignore_ascii_case("no") => Req::No,
            Some(r) if r.eq_ignore_ascii_case("cond") => Req::Cond,
            Some(r) => Req::Other(r.to_string()),
        };
        out.push(SpecField {
            name,
            key,
            phrase: ty.to_string(),
            value: phrase(ty),
            at_least: bounds.min,
            at_most: bounds.max,
            non_empty: crate::prose::non_empty(&meaning),
            req,
            text: enum_text(&meaning),
            meaning,
        });
    }
    (out, req_col.is_some())
}

/// The envelope table: the correlation field and the frames it is absent on.
fn envelope(fields: Vec<SpecField>, t: &Table, frames: &[SpecFrame]) -> SpecEnvelope {
    let corr = fields
        .iter()
        .find(|f| f.name == "corr")
        .or_else(|| {
            fields
                .iter()
                .find(|f| f.meaning.contains("correlation key"))
        })
        .map(|f| f.name.clone());
    let mut absent_on = Vec::new();
    let mut absent_clause = None;
    let known: Vec<String> = frames.iter().map(|f| f.name.clone()).collect();
    if let Some(cf) = fields.iter().find(|f| Some(&f.name) == corr.as_ref()) {
        for s in crate::text::sentences(&cf.meaning) {
            if !s.to_ascii_lowercase().starts_with("absent on") {
                continue;
            }
            absent_clause.get_or_insert_with(|| s.clone());
            absent_on.extend(frames_in(&s, &known));
            // `Absent on the one-way frames `0x0100`–`0x0104``.
            for (lo, hi) in code_ranges(&s) {
                for f in frames
                    .iter()
                    .filter(|f| (lo..=hi).contains(&u64::from(f.code)))
                {
                    if !absent_on.contains(&f.name) {
                        absent_on.push(f.name.clone());
                    }
                }
            }
        }
    }
    SpecEnvelope {
        section: sign(&t.section),
        fields,
        corr,
        absent_on,
        absent_clause,
    }
}

/// `` `0x0100`–`0x0104` `` ranges in a sentence.
pub(crate) fn code_ranges(s: &str) -> Vec<(u64, u64)> {
    let ticks = crate::text::backticks(s);
    let mut out = Vec::new();
    for w in ticks.windows(2) {
        let (Some((a, an)), Some((b, bn))) = (w.first(), w.get(1)) else {
            continue;
        };
        let between = s.get(a + an.len() + 2..*b).unwrap_or_default().trim();
        if let (Some(lo), Some(hi), true) =
            (number(an), number(bn), matches!(between, "–" | "—" | "-"))
        {
            out.push((lo, hi));
        }
    }
    out
}

/// A `Value | Name …` or `Code | Name` / `Code | Unit` table.
fn value_table(problems: &mut Vec<Problem>, t: &Table) -> Option<SpecEnum> {
    let first = t.header.first()?;
    if first != "Value" && first != "Code" {
        return None;
    }
    let name_col = if t.column("Name").is_some() {
        1
    } else {
        t.header.len().min(2).saturating_sub(1)
    };
    let name_header = t.header.get(name_col)?.clone();
    let mut values = Vec::new();
    let mut meanings = Vec::new();
    for row in &t.rows {
        let v = row.first().and_then(|c| number(c));
        if let (Some(v), Some(m)) = (v, t.cell(row, "Meaning")) {
            meanings.push((v, m.to_string()));
        }
        let n = row
            .get(name_col)
            .map(|c| c.trim().trim_matches('`').to_string());
        match (v, n) {
            (Some(value), Some(name)) if !name.is_empty() => values.push(SpecEnumValue {
                value,
                name,
                terminal: t
                    .cell(row, "Terminal")
                    .map(|x| x.trim().eq_ignore_ascii_case("yes")),
            }),
            _ => problems.push(Problem {
                section: t.sign(),
                what: format!(
                    "unreadable {first} | {name_header} row {:?}",
                    row.join(" | ")
                ),
            }),
        }
    }
    let mut prose = t.caption.clone().unwrap_or_default();
    for p in &t.after {
        prose.push(' ');
        prose.push_str(p);
    }
    Some(SpecEnum {
        section: t.sign(),
        name: bodies::enum_name(t),
        values,
        text: enum_text(&prose),
        prose,
        meanings,
        line: t.line,
    })
}
