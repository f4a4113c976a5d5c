//! The schema edits of a diff as a patch of the schema file: every edit that
//! is mechanical (a field's entries, a field or value added or removed, a
//! frame's code, name or replies, section numbers, the revision) becomes a
//! zero-context unified-diff hunk (`git apply --unidiff-zero`); the rest are
//! notes for a human. The file is located by text (block by block), never
//! parsed: comments and layout stay as they are.

use super::{Change, Edit, Owner};
use crate::text::{ident_char, loose, number};

/// A patch of one schema file and what it could not place.
#[derive(Debug, Clone, Default)]
pub struct SchemaPatch {
    /// Zero-context unified diff (empty when nothing is mechanical).
    pub patch: String,
    /// Edits a human must make (`Edit::Note`s and edits whose place was not found).
    pub notes: Vec<String>,
    /// The schema text with the patch applied.
    pub edited: String,
}

#[derive(Default)]
struct Ops {
    replace: Vec<(usize, String)>,
    delete: Vec<usize>,
    insert_after: Vec<(usize, Vec<String>)>,
}

impl Ops {
    fn current<'a>(&'a self, lines: &'a [&'a str], i: usize) -> Option<&'a str> {
        self.replace
            .iter()
            .rev()
            .find(|(j, _)| *j == i)
            .map(|(_, s)| s.as_str())
            .or_else(|| lines.get(i).copied())
    }
    fn set(&mut self, i: usize, s: String) {
        self.replace.retain(|(j, _)| *j != i);
        self.replace.push((i, s));
    }
    fn insert(&mut self, i: usize, more: Vec<String>) {
        match self.insert_after.iter_mut().find(|(j, _)| *j == i) {
            Some((_, v)) => v.extend(more),
            None => self.insert_after.push((i, more)),
        }
    }
}

/// The edits of `changes` as a patch of `yaml` (the text of `file`).
pub fn schema_edits(changes: &[Change], yaml: &str, file: &str) -> SchemaPatch {
    let lines: Vec<&str> = yaml.lines().collect();
    let mut ops = Ops::default();
    let mut notes = Vec::new();
    let mut sections: Vec<(String, String)> = Vec::new();
    for c in changes {
        let Some(e) = &c.edit else { continue };
        let placed = match e {
            Edit::Note(n) => {
                notes.push(format!("{}: {n}", c.path));
                true
            }
            Edit::Sections { old, new } => {
                sections.push((old.clone(), new.clone()));
                true
            }
            _ => place(&lines, &mut ops, e),
        };
        if !placed {
            notes.push(format!("{}: {e} (not placed in {file})", c.path));
        }
    }
    if !sections.is_empty() {
        for (i, l) in lines.iter().enumerate() {
            let cur = ops.current(&lines, i).unwrap_or(l).to_string();
            let r = renumber(&cur, &sections);
            if r != cur {
                ops.set(i, r);
            }
        }
    }
    SchemaPatch {
        patch: render(&lines, &ops, file),
        notes,
        edited: apply(&lines, &ops),
    }
}

/// Place one mechanical edit; false when its place is not found.
fn place(lines: &[&str], ops: &mut Ops, e: &Edit) -> bool {
    match e {
        Edit::Field {
            owner, name, set, ..
        } => field(lines, ops, owner, name, set),
        Edit::AddField { owner, entries } => add_field(lines, ops, owner, entries),
        Edit::RemoveField { owner, name } => remove_field(lines, ops, owner, name),
        Edit::Value { values, old, set } => value(lines, ops, values, old, set),
        Edit::AddValue { values, entries } => add_value(lines, ops, values, entries),
        Edit::RemoveValue { values, old } => remove_value(lines, ops, values, old),
        Edit::Frame { name, key, value } => frame(lines, ops, name, key, value),
        Edit::AddFrame { text } => add_frame(lines, ops, text),
        Edit::RemoveFrame { name } => remove_frame(lines, ops, name),
        Edit::Revision { value } => revision(lines, ops, value),
        Edit::Note(_) | Edit::Sections { .. } => true,
    }
}

/// Set entries of a field's flow map (a renamed field's references in its body follow).
fn field(
    lines: &[&str],
    ops: &mut Ops,
    owner: &Owner,
    name: &str,
    set: &[(String, Option<String>)],
) -> bool {
    let Some((s, e)) = body(lines, owner) else {
        return false;
    };
    let Some(i) = field_line(lines, (s, e), name) else {
        return false;
    };
    let cur = item_text(lines, ops, i);
    let Some(new) = set_entries(&cur, set) else {
        return false;
    };
    ops.set(i, new);
    ops.delete.extend(i + 1..=item_end(lines, i));
    // References to a renamed field in its frame (`field: x`, `reply_when: x`).
    if let Some((_, Some(to))) = set.iter().find(|(k, _)| k == "name") {
        for j in (s..e).filter(|j| *j < i || *j > item_end(lines, i)) {
            let cur = ops.current(lines, j).unwrap_or_default().to_string();
            let mut r = cur.clone();
            for key in ["field: ", "reply_when: ", "reply_when: { field: "] {
                r = replace_word(&r, &format!("{key}{name}"), &format!("{key}{to}"));
            }
            if r != cur {
                ops.set(j, r);
            }
        }
    }
    true
}

/// A field after the body's last one (or a new `fields:` list).
fn add_field(lines: &[&str], ops: &mut Ops, owner: &Owner, entries: &str) -> bool {
    let Some((s, end)) = body(lines, owner) else {
        return false;
    };
    let items: Vec<usize> = (s..end)
        .filter(|i| {
            lines
                .get(*i)
                .is_some_and(|l| l.trim_start().starts_with("- {"))
        })
        .filter(|i| lines.get(*i).is_some_and(|l| l.contains("key:")))
        .collect();
    match items.last() {
        Some(&last) => {
            let indent = lead(lines.get(last).unwrap_or(&""));
            ops.insert(
                item_end(lines, last),
                vec![format!("{indent}- {{ {entries} }}")],
            );
            true
        }
        None => {
            let at = (s..end)
                .rev()
                .find(|i| lines.get(*i).is_some_and(|l| !l.trim().is_empty()))
                .unwrap_or(s);
            let indent = lead(lines.get(s + 1).unwrap_or(&"    "));
            ops.insert(
                at,
                vec![
                    format!("{indent}fields:"),
                    format!("{indent}  - {{ {entries} }}"),
                ],
            );
            true
        }
    }
}

/// A field's item, deleted, and the `format` rules on it.
fn remove_field(lines: &[&str], ops: &mut Ops, owner: &Owner, name: &str) -> bool {
    let Some(b) = body(lines, owner) else {
        return false;
    };
    match field_line(lines, b, name) {
        Some(i) => {
            ops.delete.extend(i..=item_end(lines, i));
            remove_format_rules(lines, ops, b, name);
            true
        }
        None => false,
    }
}

/// Set entries of an enum value (the enum found by the values it holds).
fn value(
    lines: &[&str],
    ops: &mut Ops,
    values: &[(u64, String)],
    old: &(u64, String),
    set: &[(String, String)],
) -> bool {
    let Some(i) = enum_block(lines, values).and_then(|b| value_line(lines, b, old.0)) else {
        return false;
    };
    let cur = item_text(lines, ops, i);
    ops.delete.extend(i + 1..=item_end(lines, i));
    let set: Vec<(String, Option<String>)> = set
        .iter()
        .map(|(k, v)| (k.clone(), Some(v.clone())))
        .collect();
    match set_entries(&cur, &set) {
        Some(s) => {
            ops.set(i, s);
            true
        }
        None => false,
    }
}

/// An enum value after the last one; a value taken from the unassigned range shrinks it.
fn add_value(lines: &[&str], ops: &mut Ops, values: &[(u64, String)], entries: &str) -> bool {
    let Some((s, end)) = enum_block(lines, values) else {
        return false;
    };
    let Some(last) = (s..end)
        .rev()
        .find(|i| lines.get(*i).is_some_and(|l| l.contains("value:")))
    else {
        return false;
    };
    let indent = lead(lines.get(last).unwrap_or(&""));
    ops.insert(
        item_end(lines, last),
        vec![format!("{indent}- {{ {entries} }}")],
    );
    // A value taken from the unassigned range shrinks it.
    let v = split_top(entries)
        .iter()
        .find_map(|kv| kv.split_once(':').filter(|(k, _)| k.trim() == "value"))
        .and_then(|(_, v)| number(v));
    if let Some(v) = v {
        for j in s..end {
            let Some(l) = lines.get(j) else { continue };
            let Some(rest) = l.trim_start().strip_prefix("unassigned: [") else {
                continue;
            };
            let mut it = rest
                .trim_end_matches(']')
                .split(',')
                .map(|x| number(x.trim()));
            if let (Some(Some(a)), Some(Some(b))) = (it.next(), it.next()) {
                let indent = lead(l);
                let fmt = |x: u64| format!("0x{x:02X}");
                if v == a && a < b {
                    ops.set(
                        j,
                        format!("{indent}unassigned: [{}, {}]", fmt(a + 1), fmt(b)),
                    );
                } else if v == b && a < b {
                    ops.set(
                        j,
                        format!("{indent}unassigned: [{}, {}]", fmt(a), fmt(b - 1)),
                    );
                } else if v == a && v == b {
                    ops.delete.push(j);
                }
            }
        }
    }
    true
}

/// An enum value's item, deleted.
fn remove_value(
    lines: &[&str],
    ops: &mut Ops,
    values: &[(u64, String)],
    old: &(u64, String),
) -> bool {
    match enum_block(lines, values).and_then(|b| value_line(lines, b, old.0)) {
        Some(i) => {
            ops.delete.extend(i..=item_end(lines, i));
            true
        }
        None => false,
    }
}

/// Set a frame's top-level key; a renamed frame's references everywhere follow.
fn frame(lines: &[&str], ops: &mut Ops, name: &str, key: &str, value: &str) -> bool {
    let Some((s, end)) = frame_block(lines, name) else {
        return false;
    };
    if key == "name" {
        // Every reference to the frame (replies, answers, rules) follows.
        for (i, l) in lines.iter().enumerate() {
            let cur = ops.current(lines, i).unwrap_or(l).to_string();
            let r = replace_word(&cur, name, value);
            if r != cur {
                ops.set(i, r);
            }
        }
        return true;
    }
    let hit = (s..end).find(|i| {
        lines.get(*i).is_some_and(|l| {
            let t = l.trim_start().trim_start_matches("- ");
            t.starts_with(&format!("{key}:"))
        })
    });
    match hit {
        Some(i) => {
            let l = ops.current(lines, i).unwrap_or_default().to_string();
            let colon = l.find(&format!("{key}:")).unwrap_or(0);
            let head = l.get(..colon).unwrap_or_default();
            ops.set(i, format!("{head}{key}: {value}"));
            true
        }
        None => {
            let name_line = (s..end).find(|i| {
                lines
                    .get(*i)
                    .is_some_and(|l| l.trim() == format!("name: {name}"))
            });
            match name_line {
                Some(i) => {
                    let indent = lead(lines.get(i).unwrap_or(&""));
                    ops.insert(i, vec![format!("{indent}{key}: {value}")]);
                    true
                }
                None => false,
            }
        }
    }
}

/// A frame after the last one of `frames:`.
fn add_frame(lines: &[&str], ops: &mut Ops, text: &str) -> bool {
    let Some(top) = top_key(lines, "frames") else {
        return false;
    };
    let end = section_end(lines, top);
    let last = (top..end)
        .rev()
        .find(|i| lines.get(*i).is_some_and(|l| !l.trim().is_empty()))
        .unwrap_or(top);
    let mut v = vec![String::new()];
    v.extend(text.lines().map(str::to_string));
    ops.insert(last, v);
    true
}

/// A frame's block, deleted, and its name taken out of other frames' lists.
fn remove_frame(lines: &[&str], ops: &mut Ops, name: &str) -> bool {
    match frame_block(lines, name) {
        Some((s, e)) => {
            ops.delete.extend(s..e);
            // Other frames' lists that name it.
            for (i, l) in lines.iter().enumerate().filter(|(i, _)| *i < s || *i >= e) {
                let t = l.trim_start();
                if !["replies:", "answers:", "withdraws:"]
                    .iter()
                    .any(|k| t.starts_with(k))
                {
                    continue;
                }
                let (Some(open), Some(close)) = (l.find('['), l.rfind(']')) else {
                    continue;
                };
                let items: Vec<&str> = l
                    .get(open + 1..close)
                    .unwrap_or_default()
                    .split(',')
                    .map(str::trim)
                    .filter(|x| !x.is_empty())
                    .collect();
                let kept: Vec<&str> = items.iter().copied().filter(|x| *x != name).collect();
                if kept.len() == items.len() {
                    continue;
                }
                if kept.is_empty() {
                    ops.delete.push(i);
                } else {
                    let head = l.get(..open).unwrap_or_default();
                    ops.set(i, format!("{head}[{}]", kept.join(", ")));
                }
            }
            true
        }
        None => false,
    }
}

/// `channel.spec_revision` set.
fn revision(lines: &[&str], ops: &mut Ops, value: &str) -> bool {
    match lines
        .iter()
        .position(|l| l.trim_start().starts_with("spec_revision:"))
    {
        Some(i) => {
            let indent = lead(lines.get(i).unwrap_or(&""));
            ops.set(i, format!("{indent}spec_revision: {value}"));
            true
        }
        None => false,
    }
}

fn lead(l: &str) -> String {
    l.chars().take_while(|c| *c == ' ').collect()
}

fn indent_of(l: &str) -> usize {
    l.chars().take_while(|c| *c == ' ').count()
}

/// The line of a top-level key (`frames:`).
fn top_key(lines: &[&str], key: &str) -> Option<usize> {
    lines.iter().position(|l| l.trim_end() == format!("{key}:"))
}

/// The line after the last one of a top-level section.
fn section_end(lines: &[&str], top: usize) -> usize {
    (top + 1..lines.len())
        .find(|i| {
            lines
                .get(*i)
                .is_some_and(|l| indent_of(l) == 0 && !l.trim().is_empty() && !l.starts_with('#'))
        })
        .unwrap_or(lines.len())
}

fn frame_block(lines: &[&str], name: &str) -> Option<(usize, usize)> {
    let top = top_key(lines, "frames")?;
    let end = section_end(lines, top);
    let at = (top..end).find(|i| {
        lines.get(*i).is_some_and(|l| {
            let t = l.trim().trim_start_matches("- ");
            t == format!("name: {name}")
        })
    })?;
    let start = (top..=at).rev().find(|i| {
        lines
            .get(*i)
            .is_some_and(|l| l.trim_start().starts_with("- code:"))
    })?;
    let indent = indent_of(lines.get(start)?);
    let stop = (start + 1..end)
        .find(|i| {
            lines
                .get(*i)
                .is_some_and(|l| l.trim_start().starts_with("- ") && indent_of(l) == indent)
        })
        .unwrap_or(end);
    Some((start, stop))
}

/// A block under a top-level key by its two-space key (`  memory_record:`).
fn keyed_block(lines: &[&str], top: &str, name: &str) -> Option<(usize, usize)> {
    let t = top_key(lines, top)?;
    let end = section_end(lines, t);
    let at = (t..end).find(|i| {
        lines
            .get(*i)
            .is_some_and(|l| l.trim_end() == format!("  {name}:"))
    })?;
    let stop = (at + 1..end)
        .find(|i| {
            lines.get(*i).is_some_and(|l| {
                indent_of(l) <= 2 && !l.trim().is_empty() && !l.trim_start().starts_with('#')
            })
        })
        .unwrap_or(end);
    Some((at, stop))
}

fn body(lines: &[&str], owner: &Owner) -> Option<(usize, usize)> {
    match owner {
        Owner::Frame(n) => frame_block(lines, n),
        Owner::Record(n) => {
            let t = top_key(lines, "records")?;
            let end = section_end(lines, t);
            // By name, loosely (`MetricSample` = `metric_sample`).
            let at = (t..end).find(|i| {
                lines.get(*i).is_some_and(|l| {
                    indent_of(l) == 2
                        && l.trim_end().ends_with(':')
                        && loose(l.trim().trim_end_matches(':')) == loose(n)
                })
            })?;
            let name = lines.get(at)?.trim().trim_end_matches(':').to_string();
            keyed_block(lines, "records", &name)
        }
        Owner::Envelope => {
            let t = top_key(lines, "envelope")?;
            Some((t, section_end(lines, t)))
        }
    }
}

/// The `format` rules of the body `(s, e)` on field `name` go with the field (a
/// field's own constraint, like its `range`); a `rules:` left empty goes too,
/// with the comment lines just above it.
fn remove_format_rules(lines: &[&str], ops: &mut Ops, (s, e): (usize, usize), name: &str) {
    let Some(head) = (s..e).find(|i| lines.get(*i).is_some_and(|l| l.trim() == "rules:")) else {
        return;
    };
    let item_indent = lines.get(head + 1).map_or(0, |l| indent_of(l));
    // Each rule: (first line, last line).
    let mut items: Vec<(usize, usize)> = Vec::new();
    for i in head + 1..e {
        let l = lines.get(i).copied().unwrap_or_default();
        if l.trim().is_empty() || l.trim_start().starts_with('#') {
            continue;
        }
        if indent_of(l) < item_indent {
            break;
        }
        if indent_of(l) == item_indent && l.trim_start().starts_with("- ") {
            items.push((i, i));
        } else if let Some(last) = items.last_mut() {
            last.1 = i;
        }
    }
    for (a, z) in &items {
        let text = (*a..=*z)
            .map(|j| lines.get(j).copied().unwrap_or_default().trim())
            .collect::<Vec<_>>()
            .join(" ");
        let flat = text.replace(['{', '}'], " ").replace(',', " ");
        let words: Vec<&str> = flat.split_whitespace().collect();
        let has = |k: &str, v: &str| words.windows(2).any(|w| w[0] == k && w[1] == v);
        if has("kind:", "format") && has("field:", name) {
            ops.delete.extend(*a..=*z);
        }
    }
    if !items.is_empty()
        && items.iter().all(|(a, _)| ops.delete.contains(a))
        && !ops.delete.contains(&head)
    {
        ops.delete.push(head);
        let comments = (s..head).rev().take_while(|j| {
            lines
                .get(*j)
                .is_some_and(|l| l.trim_start().starts_with('#'))
        });
        ops.delete.extend(comments);
    }
}

fn field_line(lines: &[&str], (s, e): (usize, usize), name: &str) -> Option<usize> {
    (s..e).find(|i| {
        lines.get(*i).is_some_and(|l| {
            l.trim_start().starts_with("- {")
                && entries(&joined(lines, *i))
                    .iter()
                    .any(|(k, v)| k == "name" && v == name)
        })
    })
}

/// The last line of a flow-map item that starts at `i` (its braces balance there).
fn item_end(lines: &[&str], i: usize) -> usize {
    let mut depth = 0i32;
    let mut quote = false;
    for (j, l) in lines.iter().enumerate().skip(i) {
        for c in l.chars() {
            match c {
                '"' => quote = !quote,
                '{' | '[' if !quote => depth += 1,
                '}' | ']' if !quote => depth -= 1,
                _ => {}
            }
        }
        if depth <= 0 {
            return j;
        }
    }
    i
}

/// The item starting at `i` on one line (continuation lines joined).
fn joined(lines: &[&str], i: usize) -> String {
    let end = item_end(lines, i);
    let mut out = String::new();
    for j in i..=end {
        let l = lines.get(j).copied().unwrap_or_default();
        if j == i {
            out.push_str(l);
        } else {
            out.push(' ');
            out.push_str(l.trim());
        }
    }
    out
}

/// [`joined`], with the edits made so far to its first line.
fn item_text(lines: &[&str], ops: &Ops, i: usize) -> String {
    let first = ops.current(lines, i).unwrap_or_default().to_string();
    let end = item_end(lines, i);
    if end == i {
        return first;
    }
    let rest = joined(lines, i);
    let orig = lines.get(i).copied().unwrap_or_default();
    format!("{first}{}", rest.get(orig.len()..).unwrap_or_default())
}

/// The enum whose values overlap `values` most.
fn enum_block(lines: &[&str], values: &[(u64, String)]) -> Option<(usize, usize)> {
    let t = top_key(lines, "enums")?;
    let end = section_end(lines, t);
    let mut best: Option<((usize, usize), usize)> = None;
    for i in t..end {
        let Some(l) = lines.get(i) else { continue };
        if indent_of(l) != 2 || !l.trim_end().ends_with(':') || l.trim_start().starts_with('#') {
            continue;
        }
        let name = l.trim().trim_end_matches(':');
        let Some(b) = keyed_block(lines, "enums", name) else {
            continue;
        };
        let score = (b.0..b.1)
            .filter_map(|j| lines.get(j))
            .filter(|l| {
                let e = entries(l);
                let v = e
                    .iter()
                    .find(|(k, _)| k == "value")
                    .and_then(|(_, v)| number(v));
                let n = e.iter().find(|(k, _)| k == "name").map(|(_, v)| loose(v));
                values
                    .iter()
                    .any(|(x, y)| Some(*x) == v && Some(loose(y)) == n)
            })
            .count();
        if score > 0 && best.is_none_or(|(_, s)| score > s) {
            best = Some((b, score));
        }
    }
    best.map(|(b, _)| b)
}

fn value_line(lines: &[&str], (s, e): (usize, usize), value: u64) -> Option<usize> {
    (s..e).find(|i| {
        lines
            .get(*i)
            .is_some_and(|l| l.trim_start().starts_with("- {"))
            && entries(&joined(lines, *i))
                .iter()
                .any(|(k, v)| k == "value" && number(v) == Some(value))
    })
}

/// The entries of a flow map line `- { a: 1, b: [2, 3] }`.
fn entries(line: &str) -> Vec<(String, String)> {
    let Some(open) = line.find('{') else {
        return Vec::new();
    };
    let Some(close) = line.rfind('}') else {
        return Vec::new();
    };
    let inner = line.get(open + 1..close).unwrap_or_default();
    split_top(inner)
        .into_iter()
        .filter_map(|kv| {
            let (k, v) = kv.split_once(':')?;
            Some((k.trim().to_string(), v.trim().to_string()))
        })
        .collect()
}

/// Split at commas outside brackets, braces and quotes.
fn split_top(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut depth = 0i32;
    let mut quote = false;
    for c in s.chars() {
        match c {
            '"' => quote = !quote,
            '[' | '{' if !quote => depth += 1,
            ']' | '}' if !quote => depth -= 1,
            ',' if !quote && depth == 0 => {
                out.push(std::mem::take(&mut cur));
                continue;
            }
            _ => {}
        }
        cur.push(c);
    }
    if !cur.trim().is_empty() {
        out.push(cur);
    }
    out
}

/// A flow-map line with entries set (`Some`) or removed (`None`); a new
/// entry goes before `section:`.
fn set_entries(line: &str, set: &[(String, Option<String>)]) -> Option<String> {
    let open = line.find('{')?;
    let close = line.rfind('}')?;
    let head = line.get(..open)?;
    let tail = line.get(close + 1..)?;
    let mut e = entries(line);
    for (k, v) in set {
        match (e.iter().position(|(x, _)| x == k), v) {
            (Some(i), Some(v)) => {
                if let Some(x) = e.get_mut(i) {
                    x.1 = v.clone();
                }
            }
            (Some(i), None) => {
                e.remove(i);
            }
            (None, Some(v)) => {
                let at = e
                    .iter()
                    .position(|(x, _)| x == "section")
                    .unwrap_or(e.len());
                e.insert(at, (k.clone(), v.clone()));
            }
            (None, None) => {}
        }
    }
    let inner: Vec<String> = e.iter().map(|(k, v)| format!("{k}: {v}")).collect();
    Some(format!("{head}{{ {} }}{tail}", inner.join(", ")))
}

/// `"§9.1"` → `"§10.1"` for the renumbered sections (longest match first).
fn renumber(line: &str, moves: &[(String, String)]) -> String {
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    while let Some(i) = rest.find("\"§") {
        out.push_str(rest.get(..i + 1).unwrap_or_default());
        let after = rest.get(i + 1..).unwrap_or_default();
        let num: String = after
            .chars()
            .skip(1)
            .take_while(|c| c.is_ascii_digit() || *c == '.')
            .collect();
        let sec = format!("§{num}");
        let hit = moves
            .iter()
            .filter(|(o, _)| {
                sec == *o
                    || sec
                        .strip_prefix(o.as_str())
                        .is_some_and(|r| r.starts_with('.'))
            })
            .max_by_key(|(o, _)| o.len());
        match hit {
            Some((o, n)) => {
                out.push_str(n);
                out.push_str(sec.get(o.len()..).unwrap_or_default());
            }
            None => out.push_str(&sec),
        }
        rest = after.get(sec.len()..).unwrap_or_default();
    }
    out.push_str(rest);
    out
}

/// `word` → `by` where it stands as a whole identifier.
fn replace_word(line: &str, word: &str, by: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut i = 0;
    while let Some(j) = line.get(i..).and_then(|r| r.find(word)) {
        let at = i + j;
        let end = at + word.len();
        let before = line.get(..at).and_then(|b| b.chars().last());
        let after = line.get(end..).and_then(|a| a.chars().next());
        out.push_str(line.get(i..at).unwrap_or_default());
        if before.is_some_and(ident_char) || after.is_some_and(ident_char) {
            out.push_str(word);
        } else {
            out.push_str(by);
        }
        i = end;
    }
    out.push_str(line.get(i..).unwrap_or_default());
    out
}

/// The text with the operations applied.
fn apply(lines: &[&str], ops: &Ops) -> String {
    let mut out = String::new();
    for (i, l) in lines.iter().enumerate() {
        if !ops.delete.contains(&i) {
            out.push_str(ops.current(lines, i).unwrap_or(l));
            out.push('\n');
        }
        for (_, v) in ops.insert_after.iter().filter(|(j, _)| *j == i) {
            for n in v {
                out.push_str(n);
                out.push('\n');
            }
        }
    }
    out
}

/// A zero-context unified diff of the operations.
fn render(lines: &[&str], ops: &Ops, file: &str) -> String {
    let mut body = String::new();
    let mut offset: i64 = 0;
    for (i, l) in lines.iter().enumerate() {
        let deleted = ops.delete.contains(&i);
        let rep = ops
            .replace
            .iter()
            .rev()
            .find(|(j, _)| *j == i)
            .map(|(_, s)| s);
        let ins: Vec<&String> = ops
            .insert_after
            .iter()
            .filter(|(j, _)| *j == i)
            .flat_map(|(_, v)| v.iter())
            .collect();
        let changed = deleted || rep.is_some_and(|r| r != l);
        if !changed && ins.is_empty() {
            continue;
        }
        let old_n = i as i64 + 1;
        let mut new_lines: Vec<String> = Vec::new();
        if changed && !deleted {
            if let Some(r) = rep {
                new_lines.push(r.clone());
            }
        }
        new_lines.extend(ins.iter().map(|s| (*s).clone()));
        let k = new_lines.len() as i64;
        if changed {
            let new_start = if k == 0 {
                old_n + offset - 1
            } else {
                old_n + offset
            };
            body.push_str(&format!("@@ -{old_n},1 +{new_start},{k} @@\n-{l}\n"));
            offset += k - 1;
        } else {
            let new_start = old_n + offset + 1;
            body.push_str(&format!("@@ -{old_n},0 +{new_start},{k} @@\n"));
            offset += k;
        }
        for n in &new_lines {
            body.push('+');
            body.push_str(n);
            body.push('\n');
        }
    }
    if body.is_empty() {
        return body;
    }
    format!("--- a/{file}\n+++ b/{file}\n{body}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flow_maps_and_sections() {
        let l = "      - { key: 2, name: action, type: { array: uint }, required: true, section: \"§6.3\" }";
        assert_eq!(
            set_entries(
                l,
                &[("required".into(), None), ("key".into(), Some("9".into()))]
            ),
            Some(
                "      - { key: 9, name: action, type: { array: uint }, section: \"§6.3\" }".into()
            )
        );
        let moves = [("§9".to_string(), "§10".to_string())];
        assert_eq!(
            renumber("section: \"§9.2\" x \"§90\"", &moves),
            "section: \"§10.2\" x \"§90\""
        );
        assert_eq!(
            replace_word("[A_REQ, A_REQ_X]", "A_REQ", "B"),
            "[B, A_REQ_X]"
        );
    }

    #[test]
    fn a_removed_field_takes_its_format_rules() {
        let yaml = "frames:\n  - code: 0x0100\n    name: X_REQ\n    fields:\n      - { key: 2, name: at, type: tstr, section: \"§6\" }\n      - { key: 3, name: sig, type: tstr, section: \"§6\" }\n    # why\n    rules:\n      - kind: format\n        id: at-rfc3339\n        field: at\n        format: rfc3339\n      - { kind: format, id: sig-hex, field: sig, format: hex }\n";
        let lines: Vec<&str> = yaml.lines().collect();
        let owner = Owner::Frame("X_REQ".into());
        let edit = |name: &str| Edit::RemoveField {
            owner: owner.clone(),
            name: name.into(),
        };
        let mut ops = Ops::default();
        assert!(place(&lines, &mut ops, &edit("at")));
        let out = apply(&lines, &ops);
        assert!(
            !out.contains("name: at") && !out.contains("at-rfc3339"),
            "{out}"
        );
        assert!(
            out.contains("rules:\n      - { kind: format, id: sig-hex"),
            "{out}"
        );
        // Both fields gone: no rule is left, nor `rules:` and its comment.
        assert!(place(&lines, &mut ops, &edit("sig")));
        let out = apply(&lines, &ops);
        assert!(!out.contains("rules:") && !out.contains("# why"), "{out}");
        assert!(out.ends_with("    fields:\n"), "{out}");
    }
}
