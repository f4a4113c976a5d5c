//! Whose body a field table is, bodies written in prose, and the names the
//! text gives records and value tables.

use super::{Owner, Req, SpecBody, SpecField};
use crate::doc::{Doc, Table};
use crate::meaning::enum_text;
use crate::phrase::{phrase, SpecType, SpecValue};
use crate::text::{
    backticks, frame_mentions, frames_in, ident_char, known_mentions, loose, number, sign,
};

/// The structures the type phrases refer to: by name (`memory_record`,
/// `Observation`) and by section only (`Map (§4.4)` → `§4.4`).
#[derive(Debug, Clone, Default)]
pub(super) struct Refs {
    pub names: Vec<String>,
    pub sections: Vec<String>,
}

impl Refs {
    /// A referenced name a sentence gives in backticks, when the table is not
    /// the one that refers to it.
    fn named_in(&self, sentence: &str, fields: &[SpecField]) -> Option<String> {
        let own = referenced(fields.iter());
        backticks(sentence).into_iter().map(|(_, n)| n).find(|n| {
            self.names.iter().any(|x| loose(x) == loose(n))
                && !own.names.iter().any(|x| loose(x) == loose(n))
        })
    }
}

/// Every structure `fields` refer to in their types (at any depth).
pub(super) fn referenced<'a>(fields: impl Iterator<Item = &'a SpecField>) -> Refs {
    fn walk(v: &SpecValue, r: &mut Refs) {
        match &v.ty {
            SpecType::Record(n) => {
                let list = if n.starts_with('§') {
                    &mut r.sections
                } else {
                    &mut r.names
                };
                if !list.contains(n) {
                    list.push(n.clone());
                }
            }
            SpecType::Array(i) => walk(i, r),
            SpecType::TypedMap(k, x) => {
                walk(k, r);
                walk(x, r);
            }
            SpecType::Tuple(vs) | SpecType::Union(vs) => vs.iter().for_each(|x| walk(x, r)),
            _ => {}
        }
    }
    let mut r = Refs::default();
    for f in fields {
        if let Ok(v) = &f.value {
            walk(v, &mut r);
        }
    }
    r
}

/// A sentence naming the structure it introduces: a backticked identifier that
/// is none of the table's own fields (`Provenance is encoded as a `provenance` map …`).
fn naming_sentence(sentence: &str, fields: &[SpecField]) -> Option<String> {
    let lower = sentence.to_ascii_lowercase();
    let introduces = ["map", "structure", "record", "encoded", "field", "is "]
        .iter()
        .any(|w| lower.contains(w));
    if !introduces {
        return None;
    }
    backticks(sentence).into_iter().map(|(_, n)| n).find(|n| {
        !n.is_empty()
            && n.chars().all(ident_char)
            && n.starts_with(|c: char| c.is_ascii_alphabetic())
            && number(n).is_none()
            && !fields.iter().any(|f| &f.name == n)
    })
}

/// Whose body `t` describes. In order: a caption `X body` / `X (`0x…`) body`;
/// a record (keys from 0) named by `A `x` is …`, `Each element of the `f`
/// array`, or its heading; a frame named with its code in the caption; the one
/// frame of the heading; the one frame of the caption; the first frame of the
/// section's prose.
pub(super) fn owner(t: &Table, fields: &[SpecField], known: &[String], refs: &Refs) -> Owner {
    let caption = t.caption.as_deref().unwrap_or_default();
    if let Some(f) = body_caption(caption, known) {
        return Owner::Frame(f);
    }
    // A sentence before the table names a structure the type phrases refer to.
    if frames_in(caption, known).is_empty() {
        if let Some(n) = refs.named_in(caption, fields) {
            return Owner::Record(n);
        }
        // A section the type phrases cite (`Map (§4.4)`): its table is that structure.
        if refs.sections.contains(&t.sign()) {
            let name = record_in_caption(caption)
                .or_else(|| naming_sentence(caption, fields))
                .or_else(|| record_in_heading(&t.heading))
                .unwrap_or_else(|| t.sign());
            return Owner::Record(name);
        }
    }
    let starts_at_zero = fields
        .first()
        .is_some_and(|f| f.key == 0 && f.name != "frame_kind");
    if starts_at_zero {
        if let Some(r) = record_in_caption(caption) {
            return Owner::Record(r);
        }
        if let Some(f) = element_of(caption) {
            return Owner::Record(format!("[{f}]"));
        }
        if let Some(r) = record_in_heading(&t.heading) {
            return Owner::Record(r);
        }
    }
    if let Some(f) = frame_with_code(caption, known) {
        return Owner::Frame(f);
    }
    let in_heading = frames_in(&t.heading, known);
    if in_heading.len() == 1 {
        if let Some(f) = in_heading.into_iter().next() {
            return Owner::Frame(f);
        }
    }
    let in_caption = frames_in(caption, known);
    if in_caption.len() == 1 {
        if let Some(f) = in_caption.into_iter().next() {
            return Owner::Frame(f);
        }
    }
    if let Some(f) = t
        .before
        .iter()
        .find_map(|p| frames_in(p, known).into_iter().next())
    {
        return Owner::Frame(f);
    }
    // A frame the frame-type tables do not list, named alone in the heading.
    let mut unlisted: Vec<String> = Vec::new();
    for (_, n) in frame_mentions(&t.heading) {
        if !unlisted.contains(&n) {
            unlisted.push(n);
        }
    }
    match unlisted.as_slice() {
        [one] => Owner::Frame(one.clone()),
        _ => Owner::Unknown(if caption.is_empty() {
            t.heading.clone()
        } else {
            caption.to_string()
        }),
    }
}

/// `X body`, `X (`0x0104`) body — …` → X.
fn body_caption(caption: &str, known: &[String]) -> Option<String> {
    let (at, name) = known_mentions(caption, known).into_iter().next()?;
    if at != 0 {
        return None;
    }
    let mut rest = caption.get(name.len()..)?.trim_start();
    if rest.starts_with('(') {
        rest = rest.get(rest.find(')')? + 1..)?.trim_start();
    }
    rest.starts_with("body").then_some(name)
}

/// `X (`0x010A`) frame carries …`: the last frame written with its code.
fn frame_with_code(caption: &str, known: &[String]) -> Option<String> {
    known_mentions(caption, known)
        .into_iter()
        .rev()
        .find(|(at, name)| {
            let rest = caption
                .get(at + name.len()..)
                .unwrap_or_default()
                .trim_start();
            let rest = rest
                .strip_prefix('(')
                .unwrap_or_default()
                .trim_start_matches('`');
            rest.starts_with("0x")
        })
        .map(|(_, n)| n)
}

/// `A `memory_record` is …` / `An `x` is …` (backticks optional) → the name.
fn record_in_caption(caption: &str) -> Option<String> {
    let rest = caption
        .strip_prefix("A ")
        .or_else(|| caption.strip_prefix("An "))?;
    let quoted = rest.starts_with('`');
    let rest = rest.trim_start_matches('`');
    let end = rest.find(|c: char| !ident_char(c))?;
    let name = rest.get(..end)?;
    let is = rest
        .get(end..)?
        .trim_start_matches('`')
        .trim_start()
        .starts_with("is ");
    let ok = !name.is_empty() && (quoted || name.contains('_'));
    (is && ok).then(|| name.to_string())
}

/// `Each element of the `obs` array …` (backticks optional) → `obs`.
fn element_of(caption: &str) -> Option<String> {
    let i = caption.find("element of the ")?;
    let rest = caption
        .get(i + "element of the ".len()..)?
        .trim_start_matches('`');
    let end = rest.find(|c: char| !ident_char(c))?;
    rest.get(..end)
        .filter(|n| !n.is_empty())
        .map(str::to_string)
}

/// `5.1 Observation` → `Observation`; `… and the `memory_record`` → `memory_record`.
fn record_in_heading(heading: &str) -> Option<String> {
    if let Some((_, n)) = backticks(heading)
        .into_iter()
        .rev()
        .find(|(_, n)| number(n).is_none() && n.chars().all(ident_char))
    {
        return Some(n);
    }
    let h = heading.trim();
    let one_word = !h.is_empty()
        && h.chars().all(|c| c.is_ascii_alphanumeric())
        && h.starts_with(|c: char| c.is_ascii_uppercase());
    one_word.then(|| h.to_string())
}

/// Records named by the field whose items they are (`[obs]` → the record of
/// `obs`'s `Array of Observation`).
pub(super) fn resolve_elements(bodies: &mut [SpecBody]) {
    let named: Vec<(String, String)> = bodies
        .iter()
        .flat_map(|b| b.fields.iter())
        .filter_map(|f| match f.value.as_ref().map(|v| &v.ty) {
            Ok(SpecType::Array(item)) => match &item.ty {
                SpecType::Record(r) => Some((f.name.clone(), r.clone())),
                _ => None,
            },
            _ => None,
        })
        .collect();
    for b in bodies.iter_mut() {
        let Owner::Record(r) = &b.owner else { continue };
        let Some(field) = r.strip_prefix('[').and_then(|x| x.strip_suffix(']')) else {
            continue;
        };
        let resolved = named
            .iter()
            .find(|(f, _)| f == field)
            .map(|(_, r)| r.clone())
            .or_else(|| record_in_heading(&b.heading));
        b.owner = match resolved {
            Some(r) => Owner::Record(r),
            None => Owner::Unknown(format!("the elements of `{field}`")),
        };
    }
}

/// Field types whose structure is named only by its section (`Map (§4.4)`):
/// the record that section defines. An unnamed one takes the name of the
/// first field that uses it. Left as `§n` when no body is there.
pub(super) fn resolve_sections(bodies: &mut [SpecBody]) {
    let refs = referenced(bodies.iter().flat_map(|b| b.fields.iter()));
    for sec in refs.sections {
        let first_user = bodies
            .iter()
            .flat_map(|b| b.fields.iter())
            .find(|f| uses(f, &sec))
            .map(|f| f.name.clone());
        let here = bodies.iter().position(|b| {
            matches!(b.owner, Owner::Record(_) | Owner::Unknown(_)) && b.section == sec
        });
        let Some(i) = here else { continue };
        let Some(b) = bodies.get_mut(i) else { continue };
        let name = match &b.owner {
            Owner::Record(n) if !n.starts_with('§') => n.clone(),
            _ => {
                first_user.unwrap_or_else(|| format!("structure_{}", sec.replace(['§', '.'], "_")))
            }
        };
        b.owner = Owner::Record(name.clone());
        for f in bodies.iter_mut().flat_map(|b| b.fields.iter_mut()) {
            if let Ok(v) = &mut f.value {
                rename(v, &sec, &name);
            }
        }
    }
}

fn uses(f: &SpecField, name: &str) -> bool {
    let r = referenced(std::iter::once(f));
    r.names.iter().chain(r.sections.iter()).any(|n| n == name)
}

fn rename(v: &mut SpecValue, from: &str, to: &str) {
    match &mut v.ty {
        SpecType::Record(n) if n == from => *n = to.to_string(),
        SpecType::Array(i) => rename(i, from, to),
        SpecType::TypedMap(k, x) => {
            rename(k, from, to);
            rename(x, from, to);
        }
        SpecType::Tuple(vs) | SpecType::Union(vs) => {
            vs.iter_mut().for_each(|x| rename(x, from, to))
        }
        _ => {}
    }
}

/// Structures written as inline shapes in a Meaning cell: `Each element is
/// `{ name (0): tstr, ? note (1): tstr }`` for an `Array of `x`` (or of maps),
/// a `Map` field's `{ … }`. The structure is the one the type names, else the
/// field's own name; one already defined elsewhere is reused, not redefined.
pub(super) fn cell_shapes(bodies: &mut Vec<SpecBody>) {
    let mut added: Vec<SpecBody> = Vec::new();
    for b in bodies.iter_mut() {
        for f in &mut b.fields {
            if !f.meaning.contains('{') {
                continue;
            }
            let lower = f.phrase.to_ascii_lowercase();
            let array = lower.starts_with("array") || lower.starts_with('[');
            let name = match f.value.as_ref().map(|v| &v.ty) {
                Ok(SpecType::Record(n)) => n.clone(),
                Ok(SpecType::Array(i)) => match &i.ty {
                    SpecType::Record(n) => n.clone(),
                    SpecType::Map => f.name.clone(),
                    _ => continue,
                },
                Ok(SpecType::Map) => f.name.clone(),
                Ok(_) => continue,
                Err(_) if lower.contains("map") => f.name.clone(),
                Err(_) => continue,
            };
            let mut nested = Vec::new();
            let Some(fields) = shape(&f.meaning, &b.section, &b.heading, &mut nested) else {
                continue;
            };
            let record = SpecValue::of_record(&name);
            f.value = Ok(if array {
                SpecValue::array_of(record)
            } else {
                record
            });
            added.push(SpecBody {
                owner: Owner::Record(name),
                section: b.section.clone(),
                heading: b.heading.clone(),
                fields,
                req_column: true,
                inline: true,
            });
            added.append(&mut nested);
        }
    }
    for a in added {
        if !bodies.iter().any(|b| same_owner(&b.owner, &a.owner)) {
            bodies.push(a);
        }
    }
}

fn same_owner(a: &Owner, b: &Owner) -> bool {
    match (a, b) {
        (Owner::Record(x), Owner::Record(y)) => loose(x) == loose(y),
        (x, y) => x == y,
    }
}

/// Structures defined in prose by an inline shape: `A `provenance` is
/// `{ source (0): tstr, … }`` — named by a backticked name before the brace
/// (a name the type phrases use first), or by its section when the phrases
/// cite only that (`map(§4.4)`).
pub(super) fn prose_structures(doc: &Doc, known: &[String], bodies: &mut Vec<SpecBody>) {
    let refs = referenced(bodies.iter().flat_map(|b| b.fields.iter()));
    for s in &doc.sections {
        let section = sign(&s.number);
        for p in &s.paragraphs {
            let Some(open) = p.find('{') else { continue };
            if body_caption(p, known).is_some() {
                continue;
            }
            let before = p.get(..open).unwrap_or_default();
            let ticked: Vec<String> = backticks(before)
                .into_iter()
                .map(|(_, n)| n)
                .filter(|n| {
                    !n.is_empty()
                        && n.chars().all(ident_char)
                        && n.starts_with(|c: char| c.is_ascii_alphabetic())
                })
                .collect();
            let name = ticked
                .iter()
                .find(|n| refs.names.iter().any(|x| loose(x) == loose(n)))
                .cloned()
                .or_else(|| refs.sections.contains(&section).then(|| section.clone()));
            let Some(name) = name else { continue };
            if bodies
                .iter()
                .any(|b| same_owner(&b.owner, &Owner::Record(name.clone())))
            {
                continue;
            }
            let mut nested = Vec::new();
            let Some(fields) = shape(p, &section, &s.heading, &mut nested) else {
                continue;
            };
            bodies.push(SpecBody {
                owner: Owner::Record(name),
                section: section.clone(),
                heading: s.heading.clone(),
                fields,
                req_column: true,
                inline: true,
            });
            for n in nested {
                if !bodies.iter().any(|b| same_owner(&b.owner, &n.owner)) {
                    bodies.push(n);
                }
            }
        }
    }
}

/// Bodies written in prose: `X body carries only the common envelope` (no
/// fields) and `X (`0x0105`) body — `{ record_id (2): tstr, status (3): tstr }``.
pub(super) fn inline_bodies(doc: &Doc, known: &[String], bodies: &mut Vec<SpecBody>) {
    let mut nested = Vec::new();
    for s in &doc.sections {
        for p in &s.paragraphs {
            let Some(frame) = body_caption(p, known) else {
                continue;
            };
            let fields = if p.contains("only the common envelope") {
                Vec::new()
            } else if let Some(fields) = shape(p, &sign(&s.number), &s.heading, &mut nested) {
                fields
            } else {
                continue;
            };
            if bodies
                .iter()
                .any(|b| b.owner == Owner::Frame(frame.clone()))
            {
                continue;
            }
            bodies.push(SpecBody {
                owner: Owner::Frame(frame),
                section: sign(&s.number),
                heading: s.heading.clone(),
                fields,
                req_column: false,
                inline: true,
            });
        }
    }
    for n in nested {
        if !bodies.iter().any(|b| same_owner(&b.owner, &n.owner)) {
            bodies.push(n);
        }
    }
}

/// The first inline shape `{ name (key): type, ? other (key): type, … }` of
/// `text` → its fields. The types are CBOR-type phrases or CDDL words (`tstr`,
/// `bstr`, `uint`, `int`, `float`, `bool`, `map(§n)`, `[* T]`); a `?` makes
/// a field optional, the others are required; `…` items are skipped. A nested
/// shape (`{ … }`, `[* { … }]`) becomes a record named after its field, pushed
/// to `nested`. `None` when there is no shape or an item is unreadable.
fn shape(
    text: &str,
    section: &str,
    heading: &str,
    nested: &mut Vec<SpecBody>,
) -> Option<Vec<SpecField>> {
    shape_at(text, section, heading, nested, 0)
}

fn shape_at(
    text: &str,
    section: &str,
    heading: &str,
    nested: &mut Vec<SpecBody>,
    depth: usize,
) -> Option<Vec<SpecField>> {
    if depth > 8 {
        return None;
    }
    let open = text.find('{')?;
    let inner = balanced(text.get(open..)?)?;
    let mut out = Vec::new();
    for item in split_items(inner) {
        let item = item.trim().trim_matches('`').trim();
        if item.is_empty() || item.chars().all(|c| matches!(c, '…' | '.' | ' ')) {
            continue;
        }
        let (optional, item) = match item.strip_prefix('?') {
            Some(rest) => (true, rest.trim()),
            None => (false, item),
        };
        let (head, ty) = item.split_once(':')?;
        let (name, key) = crate::text::field_cell(head)?;
        let ty = ty.trim().trim_matches('`').trim();
        let value = if let Some(i) = ty.find('{') {
            let sub = shape_at(ty.get(i..)?, section, heading, nested, depth + 1)?;
            nested.push(SpecBody {
                owner: Owner::Record(name.clone()),
                section: section.to_string(),
                heading: heading.to_string(),
                fields: sub,
                req_column: true,
                inline: true,
            });
            let record = SpecValue::of_record(&name);
            if ty.starts_with('[') {
                Ok(SpecValue::array_of(record))
            } else {
                Ok(record)
            }
        } else {
            phrase(ty)
        };
        let meaning = match crate::text::section_refs(ty).first() {
            // `uint (§5.4)`: the value table of that section, as a Meaning cell would cite it.
            Some((_, n)) => format!("(§{n})"),
            None => String::new(),
        };
        out.push(SpecField {
            name,
            key,
            phrase: ty.to_string(),
            value,
            req: if optional { Req::No } else { Req::Yes },
            at_least: None,
            at_most: None,
            non_empty: false,
            text: enum_text(&meaning),
            meaning,
        });
    }
    (!out.is_empty()).then_some(out)
}

/// The text inside the brace group `s` starts with (nesting counted).
fn balanced(s: &str) -> Option<&str> {
    let mut depth = 0usize;
    for (i, c) in s.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return s.get(1..i);
                }
            }
            _ => {}
        }
    }
    None
}

/// Split at commas outside braces, brackets and parentheses.
fn split_items(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut start = 0;
    for (i, c) in s.char_indices() {
        match c {
            '{' | '[' | '(' => depth += 1,
            '}' | ']' | ')' => depth -= 1,
            ',' if depth == 0 => {
                out.push(s.get(start..i).unwrap_or_default());
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(s.get(start..).unwrap_or_default());
    out
}

/// The name a value table is given: `` `anomaly_class` `` leading its caption,
/// or a backticked name in the heading (`Side-effect class (`effect`)`).
pub(super) fn enum_name(t: &Table) -> Option<String> {
    let ok = |n: &str| !n.is_empty() && n.chars().all(ident_char) && number(n).is_none();
    if let Some(c) = &t.caption {
        if let Some((0, n)) = backticks(c).into_iter().next() {
            if ok(&n) {
                return Some(n);
            }
        }
    }
    backticks(&t.heading)
        .into_iter()
        .map(|(_, n)| n)
        .find(|n| ok(n))
}
