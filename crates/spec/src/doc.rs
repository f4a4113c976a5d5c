//! Reading a spec text into sections, prose paragraphs and tables.
//!
//! Two forms are read, line by line and per table:
//!
//! * the Markdown originals (`# …` headings, wrapped paragraphs, `> ` quotes,
//!   list items, pipe tables `| a | b |` with a `|---|` separator row);
//! * the tab-separated text exports (one paragraph per line, headings and the
//!   title ending in `¶`, table rows whose cells are separated by tabs).
//!
//! A document may mix both table forms; every table remembers its own form.

use crate::text::plain;

/// How a table was written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// A Markdown pipe table.
    Markdown,
    /// Tab-separated rows (the text exports).
    Tabs,
}

/// A parsed spec.
#[derive(Debug, Clone, Default)]
pub struct Doc {
    /// The title (first `#` heading or first line), markup removed.
    pub title: String,
    /// The file the text was read from, when the caller said (see [`parse_named`]).
    pub file_name: Option<String>,
    /// Numbered sections in document order; the first (number `""`) holds the preamble.
    pub sections: Vec<Section>,
    /// Every table, in document order.
    pub tables: Vec<Table>,
    /// Every fenced block (a state diagram, an example), in document order.
    pub figures: Vec<Figure>,
}

/// A fenced block (```` ``` ````): its lines as written, and where it sits.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Figure {
    /// Number of the section it sits in (`7.4`).
    pub section: String,
    /// 1-based line of its first line.
    pub line: usize,
    pub lines: Vec<String>,
}

/// One numbered section (`6.2 INTERACT_PROMPT_REQ (…) / …`).
#[derive(Debug, Clone, Default)]
pub struct Section {
    /// Section number without `§` or a trailing dot (`6.2`, `8`); `""` before the first heading.
    pub number: String,
    /// Heading text after the number, markup removed.
    pub heading: String,
    /// Prose paragraphs (list items are paragraphs of their own), markup removed.
    pub paragraphs: Vec<String>,
    /// 1-based line of the heading (0 for the preamble).
    pub line: usize,
    /// 1-based first line of each paragraph (parallel to `paragraphs`).
    pub lines: Vec<usize>,
    /// Each paragraph as written: its lines joined by `\n` (parallel to
    /// `paragraphs`; spec-diff tells a rewrapped paragraph from an unchanged one).
    pub raw: Vec<String>,
}

/// One table with its place in the document.
#[derive(Debug, Clone)]
pub struct Table {
    /// Number of the section it sits in (`6.2`).
    pub section: String,
    /// Heading of that section.
    pub heading: String,
    /// The paragraph right before the table in the same section, if any
    /// (e.g. `INTERACT_EVENT body`).
    pub caption: Option<String>,
    /// The paragraphs of the section before the table.
    pub before: Vec<String>,
    /// The paragraphs after the table, up to the next table or heading.
    pub after: Vec<String>,
    pub format: Format,
    /// Header cells.
    pub header: Vec<String>,
    /// Body rows (a Markdown separator row is dropped).
    pub rows: Vec<Vec<String>>,
    /// 1-based line of the header row.
    pub line: usize,
    /// 1-based line of each body row (parallel to `rows`).
    pub row_lines: Vec<usize>,
    /// Each body row as written (parallel to `rows`).
    pub raw_rows: Vec<String>,
}

impl Table {
    /// Index of the column whose header is `name` (case-insensitive).
    pub fn column(&self, name: &str) -> Option<usize> {
        self.header
            .iter()
            .position(|h| h.eq_ignore_ascii_case(name))
    }

    /// The cell of `row` under the column `name`.
    pub fn cell<'a>(&self, row: &'a [String], name: &str) -> Option<&'a str> {
        self.column(name)
            .and_then(|i| row.get(i))
            .map(String::as_str)
    }

    /// The section as written in schemas and drift reports (`§6.2`).
    pub fn sign(&self) -> String {
        crate::text::sign(&self.section)
    }
}

impl Doc {
    /// The section numbered `number` (without `§`).
    pub fn section(&self, number: &str) -> Option<&Section> {
        let n = number.trim_start_matches('§');
        self.sections.iter().find(|s| s.number == n)
    }

    /// Every prose paragraph with its section number, in order.
    pub fn paragraphs(&self) -> impl Iterator<Item = (&str, &str)> {
        self.sections.iter().flat_map(|s| {
            s.paragraphs
                .iter()
                .map(move |p| (s.number.as_str(), p.as_str()))
        })
    }

    /// The whole prose, one paragraph a line (for searches).
    pub fn text(&self) -> String {
        let mut out = self.title.clone();
        for (_, p) in self.paragraphs() {
            out.push('\n');
            out.push_str(p);
        }
        out
    }
}

/// Parse a spec text (Markdown or tab-separated export).
pub fn parse(text: &str) -> Doc {
    Parser::new(text).run(text)
}

/// Parse a spec text read from `file_name` (used by import for the document id,
/// e.g. `89` from `89_interaction_channel.md`).
pub fn parse_named(file_name: &str, text: &str) -> Doc {
    let mut d = parse(text);
    d.file_name = Some(file_name.to_string());
    d
}

/// Read and parse a spec file under its file name: `(file name, Doc)`.
pub fn read_named(path: &std::path::Path) -> Result<(String, Doc), String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let name = path
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or_default();
    Ok((name.to_string(), parse_named(name, &text)))
}

struct Parser {
    doc: Doc,
    /// The text has Markdown headings (paragraphs wrap over lines).
    markdown: bool,
    /// Headings end in `¶` (the text exports).
    pilcrow: bool,
    para: Option<String>,
    /// The lines of the paragraph being read, as written.
    para_raw: String,
    table: Option<Table>,
    /// The last table of the current section, collecting the paragraphs after it.
    last_table: Option<usize>,
    /// The last block of the section was a paragraph (a caption candidate).
    last_was_para: bool,
    /// Inside a ``` fence.
    fence: bool,
    /// First line of the paragraph being read.
    para_line: usize,
}

impl Parser {
    fn new(text: &str) -> Parser {
        Parser {
            doc: Doc {
                sections: vec![Section::default()],
                ..Doc::default()
            },
            markdown: text
                .lines()
                .any(|l| l.starts_with("# ") || l.starts_with("## ")),
            pilcrow: text.lines().any(|l| l.trim_end().ends_with('¶')),
            para: None,
            para_raw: String::new(),
            table: None,
            last_table: None,
            last_was_para: false,
            fence: false,
            para_line: 0,
        }
    }

    fn run(mut self, text: &str) -> Doc {
        for (i, raw) in text.lines().enumerate() {
            self.line(i + 1, raw.trim_end_matches('\r'));
        }
        self.flush_para();
        self.flush_table();
        if self.doc.title.is_empty() {
            self.doc.title = self
                .doc
                .sections
                .first()
                .and_then(|s| s.paragraphs.first())
                .cloned()
                .unwrap_or_default();
        }
        self.doc
    }

    fn line(&mut self, n: usize, line: &str) {
        let trimmed = line.trim();
        // Fenced code (diagrams) is neither table, heading nor prose.
        if trimmed.starts_with("```") {
            self.flush_para();
            self.flush_table();
            self.fence = !self.fence;
            if self.fence {
                let section = self
                    .doc
                    .sections
                    .last()
                    .map(|s| s.number.clone())
                    .unwrap_or_default();
                self.doc.figures.push(Figure {
                    section,
                    line: n + 1,
                    lines: Vec::new(),
                });
            }
            return;
        }
        if self.fence {
            if let Some(f) = self.doc.figures.last_mut() {
                f.lines.push(line.to_string());
            }
            return;
        }
        let indent = line.len() - line.trim_start().len();
        let pipe_row =
            indent <= 3 && trimmed.len() > 1 && trimmed.starts_with('|') && trimmed.ends_with('|');
        if pipe_row {
            self.flush_para();
            self.table_row(n, Format::Markdown, split_pipes(trimmed), line);
            return;
        }
        if line.contains('\t') {
            self.flush_para();
            let cells = line.split('\t').map(|c| plain(c.trim())).collect();
            self.table_row(n, Format::Tabs, cells, line);
            return;
        }
        self.flush_table();
        let body = trimmed.trim_start_matches('>').trim();
        if body.is_empty() {
            self.flush_para();
            return;
        }
        if let Some((number, heading, title)) = self.heading(trimmed) {
            self.flush_para();
            if title {
                if self.doc.title.is_empty() {
                    self.doc.title = heading;
                }
                return;
            }
            self.doc.sections.push(Section {
                number,
                heading,
                paragraphs: Vec::new(),
                line: n,
                lines: Vec::new(),
                raw: Vec::new(),
            });
            self.last_table = None;
            self.last_was_para = false;
            return;
        }
        if !self.markdown {
            let p = body.trim_end_matches('¶').trim_end();
            if self.doc.title.is_empty() {
                self.doc.title = plain(p);
                return;
            }
            self.para_line = n;
            self.para_raw = line.to_string();
            self.push_para(plain(p));
            return;
        }
        let (item, rest) = list_item(body);
        if item {
            self.flush_para();
        }
        match self.para.as_mut() {
            Some(p) => {
                p.push(' ');
                p.push_str(rest);
                self.para_raw.push('\n');
                self.para_raw.push_str(line);
            }
            None => {
                self.para = Some(rest.to_string());
                self.para_line = n;
                self.para_raw = line.to_string();
            }
        }
    }

    /// `(number, heading, is_title)` when the line is a heading.
    fn heading(&self, line: &str) -> Option<(String, String, bool)> {
        if self.markdown {
            let hashes = line.chars().take_while(|c| *c == '#').count();
            let rest = line.get(hashes..)?;
            if hashes == 0 || !rest.starts_with(' ') {
                return None;
            }
            let text = plain(rest.trim());
            if hashes == 1 {
                return Some((String::new(), text, true));
            }
            let (num, head) = split_number(&text);
            return Some((num, head, false));
        }
        let text = line.trim_end_matches('¶').trim_end();
        let marked = line.trim_end().ends_with('¶');
        if self.pilcrow && !marked {
            return None;
        }
        if self.doc.title.is_empty() && marked {
            return Some((String::new(), plain(text), true));
        }
        let (num, head) = split_number(&plain(text));
        let short = text.chars().count() < 120 && !text.starts_with("0x");
        (!num.is_empty() && (marked || short)).then_some((num, head, false))
    }

    fn push_para(&mut self, p: String) {
        if let Some(t) = self.last_table.and_then(|i| self.doc.tables.get_mut(i)) {
            t.after.push(p.clone());
        }
        if let Some(s) = self.doc.sections.last_mut() {
            s.paragraphs.push(p);
            s.lines.push(self.para_line);
            s.raw.push(std::mem::take(&mut self.para_raw));
        }
        self.last_was_para = true;
    }

    fn flush_para(&mut self) {
        if let Some(p) = self.para.take() {
            self.push_para(plain(&p));
        }
    }

    fn table_row(&mut self, n: usize, format: Format, cells: Vec<String>, raw: &str) {
        if let Some(t) = self.table.as_mut() {
            if t.format == format {
                if !is_separator(&cells) {
                    t.rows.push(cells);
                    t.row_lines.push(n);
                    t.raw_rows.push(raw.to_string());
                }
                return;
            }
            self.flush_table();
        }
        let sec = self.doc.sections.last().cloned().unwrap_or_default();
        let caption = if self.last_was_para {
            sec.paragraphs.last().cloned()
        } else {
            None
        };
        self.table = Some(Table {
            section: sec.number,
            heading: sec.heading,
            caption,
            before: sec.paragraphs,
            after: Vec::new(),
            format,
            header: cells,
            rows: Vec::new(),
            line: n,
            row_lines: Vec::new(),
            raw_rows: Vec::new(),
        });
    }

    fn flush_table(&mut self) {
        if let Some(t) = self.table.take() {
            self.doc.tables.push(t);
            self.last_table = Some(self.doc.tables.len() - 1);
            self.last_was_para = false;
        }
    }
}

/// `6.2 INTERACT_PROMPT_REQ …` → (`6.2`, `INTERACT_PROMPT_REQ …`); no number → (``, text).
fn split_number(text: &str) -> (String, String) {
    let end = text
        .char_indices()
        .find(|(_, c)| !(c.is_ascii_digit() || *c == '.'))
        .map_or(text.len(), |(i, _)| i);
    let num = text.get(..end).unwrap_or_default().trim_end_matches('.');
    let rest = text.get(end..).unwrap_or_default();
    if num.is_empty() || !num.starts_with(|c: char| c.is_ascii_digit()) || !rest.starts_with(' ') {
        return (String::new(), text.to_string());
    }
    (num.to_string(), rest.trim().to_string())
}

/// A Markdown list item marker (`* `, `- `, `+ `, `1. `): (is an item, text after the marker).
fn list_item(line: &str) -> (bool, &str) {
    for m in ["* ", "- ", "+ "] {
        if let Some(r) = line.strip_prefix(m) {
            return (true, r.trim_start());
        }
    }
    let digits = line.chars().take_while(char::is_ascii_digit).count();
    if digits > 0 {
        if let Some(r) = line.get(digits..).and_then(|r| r.strip_prefix(". ")) {
            return (true, r.trim_start());
        }
    }
    (false, line)
}

/// Split a Markdown table row at `|` outside backticks (`\|` is a literal bar).
fn split_pipes(line: &str) -> Vec<String> {
    let mut cells = Vec::new();
    let mut cur = String::new();
    let mut code = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' if chars.peek() == Some(&'|') => {
                cur.push('|');
                chars.next();
            }
            '`' => {
                code = !code;
                cur.push(c);
            }
            '|' if !code => cells.push(std::mem::take(&mut cur)),
            _ => cur.push(c),
        }
    }
    cells.push(cur);
    // The text before the first bar and after the last one is not a cell.
    if cells.first().is_some_and(|c| c.trim().is_empty()) {
        cells.remove(0);
    }
    if cells.last().is_some_and(|c| c.trim().is_empty()) {
        cells.pop();
    }
    cells.iter().map(|c| plain(c.trim())).collect()
}

fn is_separator(cells: &[String]) -> bool {
    !cells.is_empty()
        && cells
            .iter()
            .all(|c| !c.is_empty() && c.chars().all(|x| matches!(x, '-' | ':' | ' ')))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markdown_and_tabs() {
        let md = "# T\n\n## 6. Bodies\n\n### 6.1 X_REQ (`0x0100`)\n\n**X_REQ body**\n\n| Field (key) | CBOR type |\n|---|---|\n| `a` (2) | Text `a|b` string |\n\nafter\n";
        let d = parse(md);
        assert_eq!(d.title, "T");
        let t = d.tables.first().expect("a table");
        assert_eq!(t.section, "6.1");
        assert_eq!(t.caption.as_deref(), Some("X_REQ body"));
        assert_eq!(
            t.rows,
            vec![vec!["`a` (2)".to_string(), "Text `a|b` string".into()]]
        );
        assert_eq!(t.after, vec!["after".to_string()]);
        let tx =
            "T — x¶\n\n6.1 X_REQ¶\n\nX_REQ body\nField (key)\tCBOR type\n`a` (2)\tText string\n";
        let d = parse(tx);
        let t = d.tables.first().expect("a table");
        assert_eq!((t.format, t.section.as_str()), (Format::Tabs, "6.1"));
        assert_eq!(t.caption.as_deref(), Some("X_REQ body"));
    }

    #[test]
    fn odd_input_does_not_panic() {
        for s in [
            "",
            "|",
            "||\n|-|",
            "#",
            "## ",
            "\t",
            "1.",
            "¶",
            "# a\n> \n* \n1. ",
            "`|`|\\|",
        ] {
            let _ = parse(s);
        }
    }
}
