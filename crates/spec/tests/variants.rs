//! The forms the family uses to define a structure yield the same model. Each
//! of the ten specs is rewritten by this test: (A) every record table moved
//! under a neutral heading of §4 with a sentence naming it; (B) every record
//! whose rows a shape can state written as an inline shape
//! `{ name (key): type, ? other (key): type }` in the Meaning cell of the
//! field that uses it, its table removed. The draft of each variant equals
//! the draft of the original (sections aside: the text moved).
#![forbid(unsafe_code)]

mod common;

use common::{shared_text, TEN};
use npamp_schema::{Model, Presence, Type, Value};
use npamp_spec::reading::Owner;

/// A model written out without sections, docs and ids: frames by code, every
/// field with its type (records expanded with their name), enums by values.
fn shape(m: &Model) -> Vec<String> {
    fn ty(m: &Model, v: &Value, depth: usize) -> String {
        let inner = match &v.ty {
            Type::Record(r) if depth < 6 => {
                let r = m.record(*r);
                let fs: Vec<String> = r
                    .body
                    .fields
                    .iter()
                    .map(|f| field(m, f, depth + 1))
                    .collect();
                format!("record {} {{{}}}", r.name, fs.join("; "))
            }
            Type::Enum(e) => {
                let d = m.enum_def(*e);
                let vs: Vec<String> = d
                    .values
                    .iter()
                    .map(|x| format!("{}={}", x.raw.as_uint().unwrap_or_default(), x.name))
                    .collect();
                format!("enum {} [{}]", d.name, vs.join(","))
            }
            Type::Array(i) => format!("array of {}", ty(m, i, depth)),
            Type::Tuple(vs) | Type::Union(vs) => vs
                .iter()
                .map(|x| ty(m, x, depth))
                .collect::<Vec<_>>()
                .join(" | "),
            Type::Map { key, value } => {
                format!("map {} → {}", ty(m, key, depth), ty(m, value, depth))
            }
            t => t.describe(m),
        };
        format!("{inner} range {:?} len {:?}", v.range, v.len)
    }
    fn field(m: &Model, f: &npamp_schema::Field, depth: usize) -> String {
        let p = match f.presence {
            Presence::Required => "required",
            Presence::Optional => "optional",
            Presence::Absent => "absent",
        };
        format!("{} ({}) {} {p}", f.name, f.key, ty(m, &f.value, depth))
    }
    let mut out = Vec::new();
    for f in &m.frames {
        out.push(format!(
            "frame 0x{:04X} {} {}",
            f.code,
            f.name,
            f.role.as_str()
        ));
        for x in &f.body.fields {
            out.push(format!("  {}", field(m, x, 0)));
        }
        // A rule on each element of an array of records reads the record's
        // Meaning cells, which an inline shape has no room for: not counted.
        let own = f
            .body
            .rules
            .iter()
            .filter(|r| {
                !matches!(
                    r.kind,
                    npamp_schema::RuleKind::RequiredWhen { each: Some(_), .. }
                        | npamp_schema::RuleKind::AbsentUnless { each: Some(_), .. }
                        | npamp_schema::RuleKind::PresentIff { each: Some(_), .. }
                )
            })
            .count();
        out.push(format!("  rules {own}"));
    }
    let mut records: Vec<String> = m
        .records
        .iter()
        .map(|r| format!("record {} rules {}", r.name, r.body.rules.len()))
        .collect();
    records.sort();
    out.extend(records);
    out
}

fn draft_model(file: &str, text: &str) -> Model {
    let doc = npamp_spec::parse_named(file, text);
    let yaml = npamp_spec::import(&doc).unwrap_or_else(|e| panic!("{file}: {e}"));
    npamp_schema::parse(file, &yaml)
        .unwrap_or_else(|e| panic!("{file}: the variant's draft does not check:\n{e}\n{yaml}"))
}

/// A record table of the text: its name, its lines (caption and table) and rows.
struct RecordTable {
    name: String,
    caption: std::ops::Range<usize>,
    table: std::ops::Range<usize>,
}

fn record_tables(file: &str, text: &str) -> Vec<RecordTable> {
    let doc = npamp_spec::parse_named(file, text);
    let reading = npamp_spec::read(&doc);
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    for b in reading.bodies.iter().filter(|b| !b.inline) {
        let Owner::Record(name) = &b.owner else {
            continue;
        };
        let Some(t) = doc.tables.iter().find(|t| {
            t.sign() == b.section
                && t.rows.first().and_then(|r| r.first()).is_some_and(|c| {
                    b.fields.first().is_some_and(|f| {
                        let c = c.trim();
                        c == format!("`{}` ({})", f.name, f.key)
                            || c == format!("{} ({})", f.name, f.key)
                    })
                })
        }) else {
            continue;
        };
        let start = t.line.saturating_sub(1);
        let end = (start..lines.len())
            .find(|i| !lines.get(*i).is_some_and(|l| l.starts_with('|')))
            .unwrap_or(lines.len());
        let mut cap_end = start;
        while cap_end > 0 && lines.get(cap_end - 1).is_some_and(|l| l.trim().is_empty()) {
            cap_end -= 1;
        }
        let mut cap_start = cap_end;
        while cap_start > 0
            && lines
                .get(cap_start - 1)
                .is_some_and(|l| !l.trim().is_empty() && !l.starts_with('#'))
        {
            cap_start -= 1;
        }
        out.push(RecordTable {
            name: name.clone(),
            caption: cap_start..cap_end,
            table: start..end,
        });
    }
    out
}

/// (A): every record table (with its caption) moved to §4.9, §4.10, … under a
/// neutral heading, introduced by a sentence that names it.
fn moved(file: &str, text: &str) -> (String, usize) {
    let tables = record_tables(file, text);
    let lines: Vec<&str> = text.lines().collect();
    let drop: Vec<usize> = tables
        .iter()
        .flat_map(|t| t.caption.clone().chain(t.table.clone()))
        .collect();
    let mut inserted = String::new();
    for (i, t) in tables.iter().enumerate() {
        inserted.push_str(&format!(
            "### 4.{} Encoding details {}\n\nThe `{}` structure is encoded as a CBOR map with the following fields.\n\n",
            9 + i,
            i + 1,
            t.name
        ));
        for l in t.table.clone().filter_map(|i| lines.get(i)) {
            inserted.push_str(l);
            inserted.push('\n');
        }
        inserted.push('\n');
    }
    let mut out = String::new();
    for (i, l) in lines.iter().enumerate() {
        if l.starts_with("## 5") && !inserted.is_empty() {
            out.push_str(&inserted);
            inserted.clear();
        }
        if !drop.contains(&i) {
            out.push_str(l);
            out.push('\n');
        }
    }
    (out, tables.len())
}

/// A table row's CBOR type as a shape writes it, with `?` for an optional
/// field; `None` when the row says more than a shape can (an enum or bits
/// listed in the Meaning cell, a map whose keys the Meaning decides, Cond).
fn shape_item(row: &[&str]) -> Option<String> {
    let [field, ty, req, meaning] = row else {
        return None;
    };
    let (name, key) = field
        .trim()
        .rsplit_once('(')
        .map(|(n, k)| (n.trim().trim_matches('`'), k.trim_end_matches(')')))?;
    let bounds = |s: &str| s.replace(['–', '—'], "..").replace(" B", "");
    let t = ty.trim();
    let cddl = match t {
        "Text string" => "tstr".to_string(),
        "Byte string" => "bstr".to_string(),
        "Unsigned int" => "uint".to_string(),
        "Boolean" => "bool".to_string(),
        "Float" | "float64" => "float".to_string(),
        "Array of text string" | "Array of Text string" => "[* tstr]".to_string(),
        "Array of byte string" | "Array of Byte string" => "[* bstr]".to_string(),
        "Array of unsigned int" => "[* uint]".to_string(),
        _ if t.starts_with("Byte string (") => {
            format!("bstr {}", bounds(&t["Byte string ".len()..]))
        }
        _ if t.starts_with("Unsigned int (") => {
            format!("uint {}", bounds(&t["Unsigned int ".len()..]))
        }
        _ if t.starts_with("Int") || t.starts_with("Map (text") => t.to_string(),
        _ => return None,
    };
    let m = npamp_spec::meaning::enum_text(meaning);
    let cites = m
        .leading_ref()
        .map(|s| format!(" (§{})", s.trim_start_matches('§')));
    if !m.values.is_empty() || !m.bits.is_empty() || meaning.contains("non-empty") {
        return None;
    }
    let opt = match req.trim() {
        "Yes" => "",
        "No" => "? ",
        _ => return None,
    };
    Some(format!(
        "{opt}{name} ({key}): {cddl}{}",
        cites.unwrap_or_default()
    ))
}

/// (B): every record whose rows a shape can state written inline in the
/// Meaning cell of the first field that uses it; its caption and table removed.
fn inlined(file: &str, text: &str) -> (String, usize) {
    let lines: Vec<String> = text.lines().map(str::to_string).collect();
    let mut out = lines.clone();
    let mut drop = Vec::new();
    let mut n = 0;
    for t in record_tables(file, text) {
        let items: Option<Vec<String>> = t
            .table
            .clone()
            .skip(2)
            .filter_map(|i| lines.get(i))
            .map(|l| {
                let cells: Vec<&str> = l.trim().trim_matches('|').split('|').collect();
                shape_item(&cells)
            })
            .collect();
        let Some(items) = items else {
            println!(
                "{file}: record {} kept as a table (its rows say more than a shape)",
                t.name
            );
            continue;
        };
        let loose = |s: &str| {
            s.chars()
                .filter(char::is_ascii_alphanumeric)
                .map(|c| c.to_ascii_lowercase())
                .collect::<String>()
        };
        // The first field row whose CBOR type names the record.
        let user = out.iter().position(|l| {
            let cells: Vec<&str> = l.trim().trim_matches('|').split('|').collect();
            l.starts_with('|')
                && cells.get(1).is_some_and(|c| {
                    c.split(|x: char| !(x.is_ascii_alphanumeric() || x == '_'))
                        .any(|w| !w.is_empty() && loose(w) == loose(&t.name))
                })
        });
        let Some(user) = user else { continue };
        let Some(line) = out.get_mut(user) else {
            continue;
        };
        let array = line.contains("Array of");
        let lead = if array {
            "Each element is"
        } else {
            "The map is"
        };
        let cells: Vec<String> = line
            .trim()
            .trim_matches('|')
            .split('|')
            .map(|c| c.trim().to_string())
            .collect();
        let Some((last, rest)) = cells.split_last() else {
            continue;
        };
        *line = format!(
            "| {} | {last} {lead} `{{ {} }}`. |",
            rest.join(" | "),
            items.join(", ")
        );
        drop.extend(t.caption.clone().chain(t.table.clone()));
        n += 1;
    }
    let text: String = out
        .iter()
        .enumerate()
        .filter(|(i, _)| !drop.contains(i))
        .map(|(_, l)| format!("{l}\n"))
        .collect();
    (text, n)
}

#[test]
fn rewritten_definition_forms_yield_the_same_model() {
    let (mut moved_n, mut inlined_n) = (0, 0);
    for (file, _) in TEN {
        let Some(text) = shared_text(&format!("npamp/{file}")) else {
            continue;
        };
        let original = shape(&draft_model(file, &text));
        let (a, n) = moved(file, &text);
        moved_n += n;
        assert_eq!(
            shape(&draft_model(file, &a)),
            original,
            "{file}: records moved under a neutral heading"
        );
        let (b, n) = inlined(file, &text);
        inlined_n += n;
        assert_eq!(
            shape(&draft_model(file, &b)),
            original,
            "{file}: records written as inline shapes"
        );
        println!("{file}: {n} record(s) inlined");
    }
    println!("records moved: {moved_n}; records inlined: {inlined_n}");
    if shared_text("npamp/81_memory_channel.md").is_some() {
        assert!(moved_n >= 9 && inlined_n >= 1, "{moved_n} / {inlined_n}");
    }
}
