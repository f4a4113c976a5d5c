//! Reading a companion spec's plain text: numbered headings, prose lines and
//! tab-separated tables (the format of `../shared/spec/*.txt`).

use regex::Regex;
use std::sync::OnceLock;

/// One numbered section (`6.2 INTERACT_PROMPT_REQ (…) / …`).
#[derive(Debug, Clone)]
pub struct Section {
    /// Section number without the trailing dot (`6.2`, `8`).
    pub number: String,
    /// Heading text after the number.
    pub title: String,
    /// Prose lines (not headings, not table rows) of this section.
    pub prose: Vec<String>,
}

/// One tab-separated table.
#[derive(Debug, Clone)]
pub struct Table {
    /// Number of the section the table sits in.
    pub section: String,
    /// Heading text of that section.
    pub title: String,
    /// The last prose line before the table (e.g. `INTERACT_EVENT body`).
    pub caption: Option<String>,
    /// Prose of the section up to the table.
    pub prose_before: Vec<String>,
    pub header: Vec<String>,
    pub rows: Vec<Vec<String>>,
}

impl Table {
    pub fn column(&self, name: &str) -> Option<usize> {
        self.header.iter().position(|h| h == name)
    }
    pub fn cell<'a>(&self, row: &'a [String], name: &str) -> Option<&'a str> {
        self.column(name)
            .and_then(|i| row.get(i))
            .map(|s| s.as_str())
    }
}

#[derive(Debug, Clone, Default)]
pub struct Doc {
    /// First non-empty line (the title).
    pub title: String,
    pub sections: Vec<Section>,
    pub tables: Vec<Table>,
    /// Every line, cleaned (for whole-document searches).
    pub all: Vec<String>,
}

impl Doc {
    pub fn section(&self, number: &str) -> Option<&Section> {
        self.sections.iter().find(|s| s.number == number)
    }
}

fn heading_re() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| Regex::new(r"^(\d+(?:\.\d+)*)\.?\s+(\S.*)$").expect("static regex"))
}

fn clean(line: &str) -> String {
    line.trim_end_matches(['\r', '\n'])
        .trim_end_matches('¶')
        .trim_end()
        .to_string()
}

pub fn parse(text: &str) -> Doc {
    let mut doc = Doc::default();
    let mut current: Option<Section> = None;
    let mut caption: Option<String> = None;
    let mut table: Option<Table> = None;

    let finish_table = |table: &mut Option<Table>, doc: &mut Doc| {
        if let Some(t) = table.take() {
            doc.tables.push(t);
        }
    };

    for raw in text.lines() {
        let line = clean(raw);
        doc.all.push(line.clone());
        if doc.title.is_empty() && !line.trim().is_empty() {
            doc.title = line.clone();
            continue;
        }
        if line.contains('\t') {
            let cells: Vec<String> = line.split('\t').map(|c| c.trim().to_string()).collect();
            match table.as_mut() {
                Some(t) => t.rows.push(cells),
                None => {
                    let (section, title, prose_before) = match &current {
                        Some(s) => (s.number.clone(), s.title.clone(), s.prose.clone()),
                        None => (String::new(), String::new(), Vec::new()),
                    };
                    table = Some(Table {
                        section,
                        title,
                        caption: caption.clone(),
                        prose_before,
                        header: cells,
                        rows: Vec::new(),
                    });
                }
            }
            continue;
        }
        finish_table(&mut table, &mut doc);
        if line.trim().is_empty() {
            continue;
        }
        let is_heading = line.chars().count() < 120
            && heading_re().is_match(&line)
            && !line.trim_start().starts_with("0x");
        if let (true, Some(c)) = (is_heading, heading_re().captures(&line)) {
            if let Some(s) = current.take() {
                doc.sections.push(s);
            }
            current = Some(Section {
                number: c.get(1).map(|m| m.as_str().to_string()).unwrap_or_default(),
                title: c.get(2).map(|m| m.as_str().to_string()).unwrap_or_default(),
                prose: Vec::new(),
            });
            caption = None;
            continue;
        }
        caption = Some(line.clone());
        if let Some(s) = current.as_mut() {
            s.prose.push(line);
        }
    }
    finish_table(&mut table, &mut doc);
    if let Some(s) = current.take() {
        doc.sections.push(s);
    }
    doc
}

// ------------------------------------------------------------ cell grammar

/// A CBOR type cell, e.g. `Unsigned int (0–255)` or `Byte string (1–64 B)`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SpecType {
    /// The words without the bounds (`Array of text string`).
    pub words: String,
    pub kind: Kind,
    /// Bounds in parentheses: a value range for integers, a size for strings.
    pub bounds: Option<(u64, u64)>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Kind {
    Uint,
    Nint,
    Int,
    Tstr,
    Bstr,
    Bool,
    Map,
    Array(Box<Kind>),
    Any,
    Unknown,
}

fn kind_of(words: &str) -> Kind {
    let w = words.trim().to_ascii_lowercase();
    if let Some(rest) = w.strip_prefix("array of ") {
        let inner = rest.trim_end_matches('s');
        return Kind::Array(Box::new(kind_of(inner)));
    }
    if w.starts_with("varies") || w == "any" {
        return Kind::Any;
    }
    match w.as_str() {
        "unsigned int" | "unsigned integer" | "uint" => Kind::Uint,
        "negative int" | "negative integer" | "nint" => Kind::Nint,
        "int" | "integer" | "signed int" => Kind::Int,
        "text string" | "tstr" => Kind::Tstr,
        "byte string" | "bstr" => Kind::Bstr,
        "boolean" | "bool" => Kind::Bool,
        "map" => Kind::Map,
        _ => Kind::Unknown,
    }
}

fn bounds_re() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| {
        Regex::new(r"^(.*?)\s*\(\s*(0x[0-9A-Fa-f]+|\d+)\s*[–—-]\s*(0x[0-9A-Fa-f]+|\d+)\s*(?:B|bytes?|items?)?\s*\)\s*$")
            .expect("static regex")
    })
}

pub fn number(s: &str) -> Option<u64> {
    let s = s.trim().trim_matches('`');
    match s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        Some(h) => u64::from_str_radix(h, 16).ok(),
        None => s.parse().ok(),
    }
}

pub fn spec_type(cell: &str) -> SpecType {
    let cell = cell.trim();
    if let Some(c) = bounds_re().captures(cell) {
        let words = c.get(1).map(|m| m.as_str()).unwrap_or_default().to_string();
        let lo = c.get(2).and_then(|m| number(m.as_str()));
        let hi = c.get(3).and_then(|m| number(m.as_str()));
        if let (Some(lo), Some(hi)) = (lo, hi) {
            return SpecType {
                kind: kind_of(&words),
                words,
                bounds: Some((lo, hi)),
            };
        }
    }
    SpecType {
        words: cell.to_string(),
        kind: kind_of(cell),
        bounds: None,
    }
}

/// `` `event_class` (2) `` → (name, key).
pub fn field_cell(cell: &str) -> Option<(String, u64)> {
    static RE: OnceLock<Regex> = OnceLock::new();
    let re = RE.get_or_init(|| {
        Regex::new(r"^`?([A-Za-z_][A-Za-z0-9_]*)`?\s*\(\s*(0x[0-9A-Fa-f]+|\d+)\s*\)$")
            .expect("static regex")
    });
    let c = re.captures(cell.trim())?;
    Some((c.get(1)?.as_str().to_string(), number(c.get(2)?.as_str())?))
}

/// What a Meaning cell says about enumerated values.
#[derive(Debug, Clone, Default)]
pub struct EnumText {
    /// `` `0x01` notice `` items, in order, first occurrence per value.
    pub values: Vec<(u64, String)>,
    /// Byte offset of the first listed value (for "reference before values").
    pub first_value_at: Option<usize>,
    /// ``Values `0x05`–`0x7F` require specification``.
    pub unassigned: Option<(u64, u64)>,
    /// `` `0x80`–`0xFF` are for private use ``.
    pub private_use: Option<(u64, u64)>,
    /// ``… treat … as `0x00` display`` (what an unrecognized value means).
    pub treat_as: Option<(u64, String)>,
    /// Section references `(§5.4)`, with their byte offsets.
    pub refs: Vec<(usize, String)>,
    /// "error codes below".
    pub codes_below: bool,
}

const NOT_NAMES: [&str; 8] = ["or", "and", "to", "is", "are", "as", "the", "require"];

pub fn enum_text(cell: &str) -> EnumText {
    static RANGE: OnceLock<Regex> = OnceLock::new();
    static COND: OnceLock<Regex> = OnceLock::new();
    static TREAT: OnceLock<Regex> = OnceLock::new();
    static ITEM: OnceLock<Regex> = OnceLock::new();
    static REF: OnceLock<Regex> = OnceLock::new();
    let range = RANGE.get_or_init(|| {
        Regex::new(r"`(0x[0-9A-Fa-f]+)`\s*[–—-]\s*`(0x[0-9A-Fa-f]+)`\s*([A-Za-z ]*)")
            .expect("static regex")
    });
    // "`state` is `0x03` failed": a condition on another field, not a value list.
    let cond = COND.get_or_init(|| {
        Regex::new(r"`[a-z_][a-z0-9_]*`\s+is\s+`0x[0-9A-Fa-f]+`(?:\s+[a-z_][a-z0-9_]*)?")
            .expect("static regex")
    });
    let treat = TREAT.get_or_init(|| {
        Regex::new(r"\bas\s+`(0x[0-9A-Fa-f]+)`\s+([a-z_][a-z0-9_]*)").expect("static regex")
    });
    let item = ITEM.get_or_init(|| {
        Regex::new(r"`(0x[0-9A-Fa-f]+)`\s+([a-z_][a-z0-9_]*)").expect("static regex")
    });
    let refre = REF.get_or_init(|| Regex::new(r"§(\d+(?:\.\d+)*)").expect("static regex"));

    let mut out = EnumText::default();
    // Blank out the consumed spans so later patterns do not see them again.
    let mut text = cell.to_string();
    let blank = |text: &mut String, start: usize, end: usize| {
        let spaces = " ".repeat(end - start);
        text.replace_range(start..end, &spaces);
    };

    let spans: Vec<_> = range
        .captures_iter(&text)
        .filter_map(|c| {
            let all = c.get(0)?;
            let lo = number(c.get(1)?.as_str())?;
            let hi = number(c.get(2)?.as_str())?;
            let words = c.get(3).map(|m| m.as_str()).unwrap_or_default().to_string();
            Some((all.start(), all.end(), lo, hi, words))
        })
        .collect();
    for (start, end, lo, hi, words) in spans {
        let before = cell.get(..start).unwrap_or_default();
        if words.contains("private") {
            out.private_use = Some((lo, hi));
        } else if words.contains("require") || before.trim_end().ends_with("Values") {
            out.unassigned = Some((lo, hi));
        }
        blank(&mut text, start, end);
    }
    let spans: Vec<_> = cond
        .find_iter(&text)
        .map(|m| (m.start(), m.end()))
        .collect();
    for (s, e) in spans {
        blank(&mut text, s, e);
    }
    if text.contains("recogni") {
        let spans: Vec<_> = treat
            .captures_iter(&text)
            .filter_map(|c| {
                let all = c.get(0)?;
                Some((
                    all.start(),
                    all.end(),
                    number(c.get(1)?.as_str())?,
                    c.get(2)?.as_str().to_string(),
                ))
            })
            .collect();
        for (s, e, v, n) in spans {
            if out.treat_as.is_none() {
                out.treat_as = Some((v, n));
            }
            blank(&mut text, s, e);
        }
    }
    for c in item.captures_iter(&text) {
        let (Some(all), Some(v), Some(n)) = (c.get(0), c.get(1), c.get(2)) else {
            continue;
        };
        if NOT_NAMES.contains(&n.as_str()) {
            continue;
        }
        let Some(v) = number(v.as_str()) else {
            continue;
        };
        if out.values.iter().any(|(x, _)| *x == v) {
            continue;
        }
        out.first_value_at.get_or_insert(all.start());
        out.values.push((v, n.as_str().to_string()));
    }
    for m in refre.captures_iter(cell) {
        if let (Some(all), Some(n)) = (m.get(0), m.get(1)) {
            out.refs.push((all.start(), n.as_str().to_string()));
        }
    }
    out.codes_below = cell.contains("codes below");
    out
}

/// Frame names (`INTERACT_EVENT_ACK`) appearing in `text`, in order, from `known`.
pub fn frame_names_in(text: &str, known: &[String]) -> Vec<String> {
    static RE: OnceLock<Regex> = OnceLock::new();
    let re = RE.get_or_init(|| Regex::new(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+").expect("static regex"));
    let mut out: Vec<String> = Vec::new();
    for m in re.find_iter(text) {
        let n = m.as_str().to_string();
        if known.contains(&n) && !out.contains(&n) {
            out.push(n);
        }
    }
    out
}
