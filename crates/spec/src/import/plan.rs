//! What the draft will contain, decided from a [`Reading`]: frame names,
//! roles and replies; the enum, flags or record each field carries; records.

use crate::doc::Doc;
use crate::phrase::SpecType;
use crate::reading::{Owner, Reading, SpecEnum, SpecField};
use crate::text::{frames_in, loose, sign, snake, words};
use npamp_schema::camel;

/// One frame of the draft.
#[derive(Debug, Clone)]
pub(super) struct PFrame {
    pub code: u16,
    pub name: String,
    pub rust: String,
    pub role: &'static str,
    pub section: String,
    pub replies: Vec<String>,
    pub answers: Vec<String>,
    pub withdraws: Vec<String>,
    /// `(field, is a bool field)` of `(only when `ack` is set)`.
    pub reply_when: Option<(String, bool)>,
    /// Presence override of the correlation field.
    pub corr: Option<&'static str>,
    /// Index into `Reading::bodies`.
    pub body: Option<usize>,
    /// Why the draft is unsure (written as `# TODO` above the frame).
    pub notes: Vec<String>,
}

/// One enum of the draft.
#[derive(Debug, Clone)]
pub(super) struct PEnum {
    pub name: String,
    pub section: String,
    /// `(name, value, terminal, message)`.
    pub values: Vec<(String, u64, Option<bool>, Option<String>)>,
    pub unassigned: Option<(u64, u64)>,
    pub private_use: Option<(u64, u64)>,
    pub treat_as: Option<String>,
    pub ignore: bool,
    /// The sentence stating what an unrecognized value means.
    pub meaning: Option<String>,
    pub missing: Option<String>,
}

#[derive(Debug, Clone)]
pub(super) struct PFlags {
    pub name: String,
    pub section: String,
    pub bits: Vec<(String, u32)>,
    pub reserved: Option<String>,
}

/// What a field carries besides its type.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Carries {
    Enum(String),
    Flags(String),
}

#[derive(Debug, Clone, Default)]
pub(super) struct Plan {
    pub frames: Vec<PFrame>,
    pub enums: Vec<PEnum>,
    pub flags: Vec<PFlags>,
    /// `(record name, body index)`.
    pub records: Vec<(String, usize)>,
    /// `(body index, field index, what it carries)`.
    pub carries: Vec<(usize, usize, Carries)>,
    /// The frame-name prefix stripped for `rust:` (`INTERACT`).
    pub prefix: Option<String>,
}

impl Plan {
    pub fn carried(&self, b: usize, f: usize) -> Option<&Carries> {
        self.carries
            .iter()
            .find(|(x, y, _)| *x == b && *y == f)
            .map(|(_, _, c)| c)
    }

    pub fn frame(&self, name: &str) -> Option<&PFrame> {
        self.frames.iter().find(|f| f.name == name)
    }
}

/// Decide the draft's frames, enums, flags and records.
pub(super) fn plan(doc: &Doc, r: &Reading) -> Plan {
    let mut p = Plan {
        prefix: prefix(r),
        ..Plan::default()
    };
    if let Some(c) = &r.codes {
        p.enums.push(table_enum("error_code".into(), c, true));
    }
    for (i, t) in r.enums.iter().enumerate() {
        let name = unique(&p, table_name(r, i, t));
        p.enums.push(table_enum(name, t, false));
    }
    for (bi, b) in r.bodies.iter().enumerate() {
        if let Owner::Record(n) = &b.owner {
            // The first definition of a name wins (a table before a shape restating it).
            if !p.records.iter().any(|(x, _)| *x == snake(n)) {
                p.records.push((snake(n), bi));
            }
        }
        for (fi, f) in b.fields.iter().enumerate() {
            carries(&mut p, r, bi, fi, f);
        }
    }
    frames(&mut p, doc, r);
    p
}

/// The first segment most frame names share (`INTERACT` of `INTERACT_EVENT`), if most do.
fn prefix(r: &Reading) -> Option<String> {
    let firsts: Vec<&str> = r
        .frames
        .iter()
        .filter_map(|f| f.name.split('_').next())
        .collect();
    let best = firsts
        .iter()
        .max_by_key(|x| firsts.iter().filter(|y| y == x).count())?;
    let n = firsts.iter().filter(|y| *y == best).count();
    (n * 2 > firsts.len()).then(|| best.to_string())
}

fn unique(p: &Plan, name: String) -> String {
    if !p.enums.iter().any(|e| e.name == name) {
        return name;
    }
    (2..)
        .map(|i| format!("{name}_{i}"))
        .find(|n| !p.enums.iter().any(|e| &e.name == n))
        .unwrap_or(name)
}

/// A value table's name: its own (caption, heading), else the first field citing it.
fn table_name(r: &Reading, i: usize, t: &SpecEnum) -> String {
    if let Some(n) = &t.name {
        return snake(n);
    }
    let citing = r
        .bodies
        .iter()
        .flat_map(|b| b.fields.iter())
        .find(|f| f.text.leading_ref().is_some_and(|s| sign(s) == t.section));
    citing.map_or_else(|| format!("values_{}", i + 1), |f| snake(&f.name))
}

fn table_enum(name: String, t: &SpecEnum, codes: bool) -> PEnum {
    let (treat_as, missing) = (fallback(&t.text.treat_as, t), fallback(&t.text.missing, t));
    PEnum {
        name,
        section: t.section.clone(),
        values: t
            .values
            .iter()
            .map(|v| {
                (
                    snake(&v.name),
                    v.value,
                    v.terminal,
                    codes.then(|| crate::text::humanise(&v.name)),
                )
            })
            .collect(),
        unassigned: t.text.unassigned,
        private_use: t.text.private_use,
        meaning: crate::text::sentences(&t.prose)
            .into_iter()
            .find(|s| s.contains("recogni")),
        treat_as,
        ignore: t.text.ignore,
        missing,
    }
}

/// A fallback name (`as `destructive``, `as `0x04` `other``) that is one of the table's values.
fn fallback(x: &Option<(Option<u64>, String)>, t: &SpecEnum) -> Option<String> {
    let (v, n) = x.as_ref()?;
    let hit = t
        .values
        .iter()
        .find(|e| Some(e.value) == *v || loose(&e.name) == loose(n))?;
    Some(snake(&hit.name))
}

/// Generic field names get their frame's word (`reason` of INTERACT_CANCEL → `cancel_reason`).
const GENERIC: &[&str] = &[
    "reason", "outcome", "status", "state", "kind", "code", "type", "class", "result",
];

/// The enum or flags field `fi` of body `bi` carries.
fn carries(p: &mut Plan, r: &Reading, bi: usize, fi: usize, f: &SpecField) {
    let uint_like = match f.value.as_ref().map(|v| &v.ty) {
        Ok(SpecType::Uint) => true,
        Ok(SpecType::Array(i)) => i.ty == SpecType::Uint,
        _ => false,
    };
    if !uint_like {
        return;
    }
    if !f.text.bits.is_empty() {
        let owner = r
            .bodies
            .get(bi)
            .map(|b| owner_word(p, &b.owner))
            .unwrap_or_default();
        let name = format!("{owner}_{}", snake(&f.name));
        p.flags.push(PFlags {
            name: name.clone(),
            section: r
                .bodies
                .get(bi)
                .map(|b| b.section.clone())
                .unwrap_or_default(),
            bits: f.text.bits.iter().map(|(b, n)| (snake(n), *b)).collect(),
            reserved: f.text.reserved_bits.clone(),
        });
        p.carries.push((bi, fi, Carries::Flags(name)));
        return;
    }
    let sec = f.text.leading_ref().map(sign);
    if let Some(sec) = &sec {
        let tables: Vec<usize> = r
            .enums
            .iter()
            .enumerate()
            .filter(|(_, e)| &e.section == sec)
            .map(|(i, _)| i)
            .collect();
        let named = tables.iter().find(|i| {
            r.enums
                .get(**i)
                .and_then(|e| e.name.as_deref())
                .is_some_and(|n| loose(n) == loose(&f.name))
        });
        if let Some(i) = named.or(tables.first()) {
            let offset = usize::from(r.codes.is_some());
            if let Some(e) = p.enums.get(i + offset) {
                p.carries.push((bi, fi, Carries::Enum(e.name.clone())));
                return;
            }
        }
        if r.codes.as_ref().is_some_and(|c| &c.section == sec) {
            p.carries.push((bi, fi, Carries::Enum("error_code".into())));
            return;
        }
    }
    if f.text.codes_below && r.codes.is_some() {
        p.carries.push((bi, fi, Carries::Enum("error_code".into())));
        return;
    }
    if f.text.values.is_empty() {
        cited(p, r, bi, fi, f);
        return;
    }
    inline_enum(p, r, bi, fi, f);
}

/// A field naming another field whose values it takes (`` `classes` ``, "unit code points").
fn cited(p: &mut Plan, r: &Reading, bi: usize, fi: usize, f: &SpecField) {
    let ws: Vec<&str> = words(&f.meaning).into_iter().map(|(_, w)| w).collect();
    let hit = p.carries.iter().find_map(|(b, x, c)| {
        let g = r.bodies.get(*b)?.fields.get(*x)?;
        (ws.contains(&g.name.as_str()) && !(*b == bi && *x == fi)).then(|| c.clone())
    });
    if let Some(c @ Carries::Enum(_)) = hit {
        p.carries.push((bi, fi, c));
    }
}

/// The word of a body's owner for names (`CANCEL` of INTERACT_CANCEL → `cancel`).
fn owner_word(p: &Plan, o: &Owner) -> String {
    match o {
        Owner::Frame(n) => {
            let short = strip_prefix(p, n);
            snake(short.split('_').next().unwrap_or(short))
        }
        Owner::Record(n) => snake(n),
        Owner::Unknown(_) => "body".into(),
    }
}

fn strip_prefix<'a>(p: &Plan, name: &'a str) -> &'a str {
    p.prefix
        .as_deref()
        .and_then(|x| name.strip_prefix(x))
        .and_then(|x| x.strip_prefix('_'))
        .filter(|x| !x.is_empty())
        .unwrap_or(name)
}

/// An enum listed in the field's own Meaning cell (reused when an identical one exists).
fn inline_enum(p: &mut Plan, r: &Reading, bi: usize, fi: usize, f: &SpecField) {
    let values: Vec<(String, u64, Option<bool>, Option<String>)> = f
        .text
        .values
        .iter()
        .map(|(v, n)| (snake(n), *v, None, None))
        .collect();
    if let Some(e) = p.enums.iter().find(|e| e.values == values) {
        let name = e.name.clone();
        p.carries.push((bi, fi, Carries::Enum(name)));
        return;
    }
    let base = snake(&f.name);
    let owner = r
        .bodies
        .get(bi)
        .map(|b| owner_word(p, &b.owner))
        .unwrap_or_default();
    let name = if GENERIC.contains(&base.as_str()) {
        format!("{owner}_{base}")
    } else {
        base
    };
    let name = unique(p, name);
    let pick = |x: &Option<(Option<u64>, String)>| -> Option<String> {
        let (v, n) = x.as_ref()?;
        values
            .iter()
            .find(|(vn, vv, _, _)| Some(*vv) == *v || loose(vn) == loose(n))
            .map(|(vn, _, _, _)| vn.clone())
    };
    let meaning = crate::text::sentences(&f.meaning)
        .into_iter()
        .find(|s| s.contains("recogni"));
    p.enums.push(PEnum {
        name: name.clone(),
        section: r
            .bodies
            .get(bi)
            .map(|b| b.section.clone())
            .unwrap_or_default(),
        treat_as: pick(&f.text.treat_as),
        missing: pick(&f.text.missing),
        values,
        unassigned: f.text.unassigned,
        private_use: f.text.private_use,
        ignore: f.text.ignore,
        meaning,
    });
    p.carries.push((bi, fi, Carries::Enum(name)));
}

/// Frames: rust names, roles, replies (with streamed `X_DATA* X_END`), answers, withdrawals.
fn frames(p: &mut Plan, doc: &Doc, r: &Reading) {
    let known: Vec<String> = r.frames.iter().map(|f| f.name.clone()).collect();
    let absent = r
        .envelope
        .as_ref()
        .map(|e| e.absent_on.clone())
        .unwrap_or_default();
    let corr = r.envelope.as_ref().and_then(|e| e.corr.clone());
    for f in &r.frames {
        let body = r
            .bodies
            .iter()
            .position(|b| b.owner == Owner::Frame(f.name.clone()));
        let section = body
            .and_then(|b| r.bodies.get(b))
            .map(|b| b.section.clone())
            .or_else(|| {
                doc.sections
                    .iter()
                    .find(|s| frames_in(&s.heading, &known).contains(&f.name))
                    .map(|s| sign(&s.number))
            })
            .unwrap_or_else(|| f.section.clone());
        let mut notes = Vec::new();
        let replies = reply_patterns(&f.replies, &known, &mut notes);
        let cond_corr = body.and_then(|b| r.bodies.get(b)).is_some_and(|b| {
            b.fields.iter().any(|x| {
                Some(&x.name) == corr.as_ref()
                    && x.req != crate::reading::Req::Yes
                    && x.req != crate::reading::Req::Unstated
            })
        });
        let corr_override = if absent.contains(&f.name) && !cond_corr {
            Some("absent")
        } else if cond_corr {
            Some("optional")
        } else {
            None
        };
        let reply_when = f.reply_when.as_ref().map(|w| {
            let is_bool = body
                .and_then(|b| r.bodies.get(b))
                .and_then(|b| b.fields.iter().find(|x| &x.name == w))
                .is_some_and(|x| matches!(x.value.as_ref().map(|v| &v.ty), Ok(SpecType::Bool)));
            (w.clone(), is_bool)
        });
        p.frames.push(PFrame {
            code: f.code,
            rust: rust_name(p, &f.name),
            name: f.name.clone(),
            role: "",
            section,
            replies,
            answers: Vec::new(),
            withdraws: Vec::new(),
            reply_when,
            corr: corr_override,
            body,
            notes,
        });
    }
    relations(p, doc, r, &known);
}

/// `X_STREAM_DATA` with a sibling `X_STREAM_END` → `"X_STREAM_DATA* X_STREAM_END"`.
fn reply_patterns(replies: &[String], known: &[String], notes: &mut Vec<String>) -> Vec<String> {
    replies
        .iter()
        .map(
            |x| match x.strip_suffix("_DATA").map(|b| format!("{b}_END")) {
                Some(end) if known.contains(&end) => {
                    notes.push(format!(
                        "reply pattern `{x}* {end}` inferred from the frame names: confirm"
                    ));
                    format!("{x}* {end}")
                }
                _ => x.clone(),
            },
        )
        .collect()
}

/// `INTERACT_PROMPT_REQ` → `PromptReq` (unique; the full name when stripping collides).
fn rust_name(p: &Plan, name: &str) -> String {
    let short = camel(&name.to_ascii_lowercase().replace('-', "_"));
    let stripped = camel(&strip_prefix(p, name).to_ascii_lowercase());
    if p.frames.iter().any(|f| f.rust == stripped) || stripped.is_empty() {
        short
    } else {
        stripped
    }
}

/// Name parts of pushed, unanswered frames.
const EVENT_WORDS: &[&str] = &["EVENT", "COMPLETE", "UPDATE", "REPORT", "OBSERVE"];

/// Roles, answers and withdrawals once every frame is known.
fn relations(p: &mut Plan, doc: &Doc, r: &Reading, known: &[String]) {
    let text = doc.text();
    let error_frame = super::errors::error_frame(r);
    let frames = p.frames.clone();
    for f in &mut p.frames {
        f.answers = frames
            .iter()
            .filter(|x| {
                x.replies
                    .iter()
                    .any(|pat| pat.split([' ', '*', '+']).any(|w| w == f.name))
            })
            .map(|x| x.name.clone())
            .collect();
        let purpose = r
            .frames
            .iter()
            .find(|x| x.name == f.name)
            .map(|x| x.purpose.to_ascii_lowercase())
            .unwrap_or_default();
        let notification = text.contains(&format!("{} is a notification", f.name));
        f.role = if f.name.ends_with("_ERROR") || error_frame.as_deref() == Some(f.name.as_str()) {
            "error"
        } else if notification {
            "notification"
        } else if !f.replies.is_empty() {
            "request"
        } else if !f.answers.is_empty() {
            "result"
        } else if f.corr == Some("absent") || EVENT_WORDS.iter().any(|w| f.name.contains(w)) {
            "event"
        } else {
            "notification"
        };
        if f.role == "result" && !f.replies.is_empty() {
            f.notes
                .push("both answers and is answered: role guessed".into());
        }
        if purpose.starts_with("withdraw") {
            let sec = doc.section(&f.section);
            let named: Vec<String> = sec
                .map(|s| {
                    s.paragraphs
                        .iter()
                        .flat_map(|x| frames_in(x, known))
                        .collect()
                })
                .unwrap_or_default();
            let mut w: Vec<String> = Vec::new();
            for n in named {
                let requests = frames.iter().any(|x| x.name == n && !x.replies.is_empty());
                if requests && n != f.name && !w.contains(&n) {
                    w.push(n);
                }
            }
            if w.is_empty() {
                f.notes.push(
                    "the purpose says it withdraws requests: name them in `withdraws:`".into(),
                );
            }
            f.withdraws = w;
        }
    }
}
