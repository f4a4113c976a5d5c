//! Whose body a field table is, bodies written in prose, and the names the
//! text gives records and value tables.

use super::{Owner, Req, SpecBody, SpecField};
use crate::doc::{Doc, Table};
use crate::meaning::enum_text;
use crate::phrase::{phrase, SpecType};
use crate::text::{backticks, frame_mentions, frames_in, ident_char, known_mentions, number, sign};

/// Whose body `t` describes. In order: a caption `X body` / `X (`0x…`) body`;
/// a record (keys from 0) named by `A `x` is …`, `Each element of the `f`
/// array`, or its heading; a frame named with its code in the caption; the one
/// frame of the heading; the one frame of the caption; the first frame of the
/// section's prose.
pub(super) fn owner(t: &Table, fields: &[SpecField], known: &[String]) -> Owner {
    let caption = t.caption.as_deref().unwrap_or_default();
    if let Some(f) = body_caption(caption, known) {
        return Owner::Frame(f);
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

/// Bodies written in prose: `X body carries only the common envelope` (no
/// fields) and `X (`0x0105`) body — `{ record_id (2): tstr, status (3): tstr }``.
pub(super) fn inline_bodies(doc: &Doc, known: &[String], bodies: &mut Vec<SpecBody>) {
    for s in &doc.sections {
        for p in &s.paragraphs {
            let Some(frame) = body_caption(p, known) else {
                continue;
            };
            let fields = if p.contains("only the common envelope") {
                Vec::new()
            } else if let Some(fields) = brace_fields(p) {
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
}

/// `{ record_id (2): tstr, status (3): tstr }` → fields (requiredness unstated).
fn brace_fields(p: &str) -> Option<Vec<SpecField>> {
    let open = p.find('{')?;
    let close = open + p.get(open..)?.find('}')?;
    let inner = p.get(open + 1..close)?;
    let mut out = Vec::new();
    for item in inner.split(',') {
        let (head, ty) = item.split_once(':')?;
        let (name, key) = crate::text::field_cell(head)?;
        let ty = ty.trim();
        out.push(SpecField {
            name,
            key,
            phrase: ty.to_string(),
            value: phrase(ty),
            req: Req::Unstated,
            meaning: String::new(),
            at_least: None,
            non_empty: false,
            text: enum_text(""),
        });
    }
    (!out.is_empty()).then_some(out)
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
