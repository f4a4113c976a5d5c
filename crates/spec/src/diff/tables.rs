//! The tables of two revisions compared through their readings: frames (by
//! name, else by code: a rename), bodies (by owner), fields (by name, else by
//! key: a rename), value tables (by name, else by the values they share) and
//! the error codes.

use super::prose::{normalized, signature};
use super::{Change, Class, Edit, Owner, Site};
use crate::doc::Doc;
use crate::phrase::{SpecType, SpecValue};
use crate::reading::{Owner as ROwner, Reading, Req, SpecEnum, SpecField, SpecFrame};
use crate::text::{field_cell, loose, number};

struct Cx<'a> {
    od: &'a Doc,
    nd: &'a Doc,
    out: Vec<Change>,
}

impl Cx<'_> {
    #[allow(clippy::too_many_arguments)]
    fn push(
        &mut self,
        class: Class,
        kind: &'static str,
        path: String,
        what: String,
        old: Option<Site>,
        new: Option<Site>,
        edit: Option<Edit>,
    ) {
        self.out.push(Change {
            class,
            kind,
            path,
            what,
            old,
            new,
            edit,
        });
    }
}

pub(super) fn compare(od: &Doc, ro: &Reading, nd: &Doc, rn: &Reading) -> Vec<Change> {
    let mut cx = Cx {
        od,
        nd,
        out: Vec::new(),
    };
    let renames = frames(&mut cx, ro, rn);
    if let (Some(a), Some(b)) = (&ro.envelope, &rn.envelope) {
        fields(
            &mut cx,
            &Owner::Envelope,
            (&a.section, &a.fields),
            (&b.section, &b.fields),
        );
        // Frames in both revisions only (a frame added or removed says so itself).
        let kept = |v: &[String], old: bool| -> Vec<String> {
            let mut out: Vec<String> = renames
                .iter()
                .filter(|(o, n)| v.contains(if old { o } else { n }))
                .map(|(_, n)| n.clone())
                .collect();
            out.sort();
            out
        };
        if kept(&a.absent_on, true) != kept(&b.absent_on, false) {
            cx.push(
                Class::Behavioural,
                "presence-changed",
                "envelope".into(),
                format!(
                    "the correlation field is absent on [{}], was [{}]",
                    b.absent_on.join(", "),
                    a.absent_on.join(", ")
                ),
                a.absent_clause.as_ref().map(|t| Site {
                    section: a.section.clone(),
                    line: field_line(od, &a.section, a.corr.as_deref().unwrap_or_default()),
                    text: t.clone(),
                }),
                b.absent_clause.as_ref().map(|t| Site {
                    section: b.section.clone(),
                    line: field_line(nd, &b.section, b.corr.as_deref().unwrap_or_default()),
                    text: t.clone(),
                }),
                Some(Edit::Note(
                    "frames: the `envelope:` presence overrides of the frames named".into(),
                )),
            );
        }
    }
    bodies(&mut cx, ro, rn, &renames);
    value_tables(&mut cx, ro, rn);
    if let (Some(a), Some(b)) = (&ro.codes, &rn.codes) {
        values(
            &mut cx,
            "error code",
            "error codes".into(),
            (a, Where::Table(a.line)),
            (b, Where::Table(b.line)),
        );
        meanings(&mut cx, a, b);
    }
    cx.out
}

// ---------------------------------------------------------------- frames

/// Frames both ways; returns old name → new name for the frames kept.
fn frames(cx: &mut Cx<'_>, ro: &Reading, rn: &Reading) -> Vec<(String, String)> {
    let mut pairs: Vec<(&SpecFrame, &SpecFrame)> = Vec::new();
    for o in &ro.frames {
        if let Some(n) = rn.frames.iter().find(|n| n.name == o.name) {
            pairs.push((o, n));
        }
    }
    for o in &ro.frames {
        if pairs.iter().any(|(a, _)| a.name == o.name) {
            continue;
        }
        let renamed = rn.frames.iter().find(|n| {
            n.code == o.code
                && !ro.frames.iter().any(|x| x.name == n.name)
                && !pairs.iter().any(|(_, b)| b.name == n.name)
        });
        match renamed {
            Some(n) => {
                cx.push(
                    Class::Breaking,
                    "frame-renamed",
                    format!("frame {}", o.name),
                    format!(
                        "0x{:04X} is named {} (the wire is unchanged; the name in generated code, decoded JSON and Reply cells is not)",
                        o.code, n.name
                    ),
                    frame_site(cx.od, o),
                    frame_site(cx.nd, n),
                    Some(Edit::Frame {
                        name: o.name.clone(),
                        key: "name".into(),
                        value: n.name.clone(),
                    }),
                );
                pairs.push((o, n));
            }
            None => cx.push(
                Class::Breaking,
                "frame-removed",
                format!("frame {}", o.name),
                format!("0x{:04X} {} is gone", o.code, o.name),
                frame_site(cx.od, o),
                None,
                Some(Edit::RemoveFrame {
                    name: o.name.clone(),
                }),
            ),
        }
    }
    for n in &rn.frames {
        if pairs.iter().any(|(_, b)| b.name == n.name) {
            continue;
        }
        // `rust`: the name after its channel prefix, CamelCase; role from the Reply cell (a draft).
        let rust: String = n
            .name
            .split('_')
            .skip(1)
            .map(|w| {
                let mut c = w.chars();
                c.next().map_or_else(String::new, |f| {
                    f.to_string() + &c.as_str().to_ascii_lowercase()
                })
            })
            .collect();
        let role = if n.replies.is_empty() {
            "notification"
        } else {
            "request"
        };
        let mut text = format!(
            "  - code: 0x{:04X}\n    name: {}\n    rust: {rust}\n    role: {role}\n    section: \"{}\"\n",
            n.code, n.name, n.section
        );
        if !n.replies.is_empty() {
            text.push_str(&format!("    replies: [{}]\n", n.replies.join(", ")));
        }
        let body: Vec<(&String, &SpecField)> = rn
            .bodies
            .iter()
            .filter(|b| b.owner == ROwner::Frame(n.name.clone()))
            .flat_map(|b| b.fields.iter().map(move |f| (&b.section, f)))
            .collect();
        if !body.is_empty() {
            text.push_str("    fields:\n");
            for (s, f) in body {
                text.push_str(&format!("      - {{ {} }}\n", entries(f, s)));
            }
        }
        cx.push(
            Class::Additive,
            "frame-added",
            format!("frame {}", n.name),
            format!("new frame 0x{:04X} {}", n.code, n.name),
            None,
            frame_site(cx.nd, n),
            Some(Edit::AddFrame { text }),
        );
    }
    for (o, n) in &pairs {
        let path = format!("frame {}", n.name);
        if o.code != n.code {
            cx.push(
                Class::Breaking,
                "frame-renumbered",
                path.clone(),
                format!("code 0x{:04X}, was 0x{:04X}", n.code, o.code),
                frame_site(cx.od, o),
                frame_site(cx.nd, n),
                Some(Edit::Frame {
                    name: o.name.clone(),
                    key: "code".into(),
                    value: format!("0x{:04X}", n.code),
                }),
            );
        }
        let rename = |v: &[String]| -> Vec<String> {
            let mut v: Vec<String> = v
                .iter()
                .map(|x| {
                    pairs
                        .iter()
                        .find(|(a, _)| &a.name == x)
                        .map_or_else(|| x.clone(), |(_, b)| b.name.clone())
                })
                .collect();
            v.sort();
            v
        };
        let mut nr = n.replies.clone();
        nr.sort();
        if rename(&o.replies) != nr || o.reply_when != n.reply_when {
            cx.push(
                Class::Behavioural,
                "reply-changed",
                path.clone(),
                format!("Reply {:?}, was {:?}", n.reply, o.reply),
                frame_site(cx.od, o),
                frame_site(cx.nd, n),
                Some(Edit::Frame {
                    name: o.name.clone(),
                    key: "replies".into(),
                    value: format!("[{}]", n.replies.join(", ")),
                }),
            );
        }
        if normalized(&o.purpose) != normalized(&n.purpose) {
            let (class, kind) = text_class(&o.purpose, &n.purpose);
            cx.push(
                class,
                kind,
                path,
                "the Purpose cell".into(),
                frame_site(cx.od, o),
                frame_site(cx.nd, n),
                None,
            );
        }
    }
    pairs
        .iter()
        .map(|(o, n)| (o.name.clone(), n.name.clone()))
        .collect()
}

fn frame_site(doc: &Doc, f: &SpecFrame) -> Option<Site> {
    row_site(doc, &f.section, |t, row| {
        t.cell(row, "Type").and_then(number) == Some(u64::from(f.code))
            && t.cell(row, "Name") == Some(f.name.as_str())
    })
}

// ---------------------------------------------------------------- bodies

/// A body owner as a comparable key (frames through the renames).
fn owner_key(o: &ROwner, renames: &[(String, String)]) -> Option<(String, Owner)> {
    match o {
        ROwner::Frame(n) => {
            let n = renames
                .iter()
                .find(|(a, _)| a == n)
                .map_or(n.as_str(), |(_, b)| b.as_str());
            Some((format!("frame {n}"), Owner::Frame(n.to_string())))
        }
        ROwner::Record(n) => Some((format!("record {}", loose(n)), Owner::Record(n.clone()))),
        ROwner::Unknown(_) => None,
    }
}

type Fields<'a> = Vec<(String, Owner, &'a str, Vec<&'a SpecField>)>;

fn grouped<'a>(r: &'a Reading, renames: &[(String, String)]) -> Fields<'a> {
    let mut out: Fields<'a> = Vec::new();
    for b in &r.bodies {
        let Some((k, owner)) = owner_key(&b.owner, renames) else {
            continue;
        };
        match out.iter_mut().find(|(x, ..)| *x == k) {
            Some((.., fs)) => fs.extend(b.fields.iter()),
            None => out.push((k, owner, &b.section, b.fields.iter().collect())),
        }
    }
    out
}

fn bodies(cx: &mut Cx<'_>, ro: &Reading, rn: &Reading, renames: &[(String, String)]) {
    let old = grouped(ro, renames);
    let new = grouped(rn, &[]);
    let new_frames: Vec<&str> = rn.frames.iter().map(|f| f.name.as_str()).collect();
    let old_frames: Vec<String> = ro
        .frames
        .iter()
        .map(|f| {
            renames
                .iter()
                .find(|(a, _)| *a == f.name)
                .map_or_else(|| f.name.clone(), |(_, b)| b.clone())
        })
        .collect();
    for (k, owner, sec, fs) in &new {
        let owned: Vec<SpecField> = fs.iter().map(|f| (*f).clone()).collect();
        match old.iter().find(|(x, ..)| x == k) {
            Some((_, _, osec, ofs)) => {
                let o: Vec<SpecField> = ofs.iter().map(|f| (*f).clone()).collect();
                fields(cx, owner, (osec, &o), (sec, &owned));
            }
            // A new frame's body comes with frame-added.
            None if matches!(owner, Owner::Frame(n) if !old_frames.contains(n)) => {}
            None => fields(cx, owner, (sec, &[]), (sec, &owned)),
        }
    }
    for (k, owner, sec, fs) in &old {
        if new.iter().any(|(x, ..)| x == k) {
            continue;
        }
        if matches!(owner, Owner::Frame(n) if !new_frames.contains(&n.as_str())) {
            continue; // frame-removed says it
        }
        let o: Vec<SpecField> = fs.iter().map(|f| (*f).clone()).collect();
        fields(cx, owner, (sec, &o), (sec, &[]));
    }
}

/// Fields of one body both ways.
fn fields(cx: &mut Cx<'_>, owner: &Owner, old: (&str, &[SpecField]), new: (&str, &[SpecField])) {
    let (osec, ofs) = old;
    let (nsec, nfs) = new;
    let mut pairs: Vec<(&SpecField, &SpecField)> = Vec::new();
    for o in ofs {
        if let Some(n) = nfs.iter().find(|n| n.name == o.name) {
            pairs.push((o, n));
        }
    }
    for o in ofs {
        if pairs.iter().any(|(a, _)| a.name == o.name) {
            continue;
        }
        let renamed = nfs.iter().find(|n| {
            n.key == o.key
                && !ofs.iter().any(|x| x.name == n.name)
                && !pairs.iter().any(|(_, b)| b.name == n.name)
        });
        let path = format!("{owner}, field {}", o.name);
        match renamed {
            Some(n) => {
                cx.push(
                    Class::Breaking,
                    "field-renamed",
                    path,
                    format!(
                        "key {} is named {} (the wire is unchanged; generated code and decoded JSON are not)",
                        o.key, n.name
                    ),
                    field_site(cx.od, osec, o),
                    field_site(cx.nd, nsec, n),
                    Some(Edit::Field {
                        owner: owner.clone(),
                        name: o.name.clone(),
                        key: o.key,
                        set: vec![("name".into(), Some(n.name.clone()))],
                    }),
                );
                pairs.push((o, n));
            }
            None => cx.push(
                Class::Breaking,
                "field-removed",
                path,
                format!("key {} {} is gone", o.key, o.name),
                field_site(cx.od, osec, o),
                None,
                Some(Edit::RemoveField {
                    owner: owner.clone(),
                    name: o.name.clone(),
                }),
            ),
        }
    }
    for n in nfs {
        if pairs.iter().any(|(_, b)| b.name == n.name) {
            continue;
        }
        let required = n.req == Req::Yes;
        cx.push(
            if required {
                Class::Breaking
            } else {
                Class::Additive
            },
            "field-added",
            format!("{owner}, field {}", n.name),
            format!(
                "new {} field {} (key {}, {})",
                if required { "required" } else { "optional" },
                n.name,
                n.key,
                n.phrase
            ),
            None,
            field_site(cx.nd, nsec, n),
            Some(Edit::AddField {
                owner: owner.clone(),
                entries: entries(n, nsec),
            }),
        );
    }
    for (o, n) in pairs {
        field(cx, owner, (osec, o), (nsec, n));
    }
}

/// One field kept from one revision to the next.
fn field(cx: &mut Cx<'_>, owner: &Owner, old: (&str, &SpecField), new: (&str, &SpecField)) {
    let (osec, o) = old;
    let (nsec, n) = new;
    let same = o.key == n.key
        && o.value == n.value
        && o.at_least == n.at_least
        && o.non_empty == n.non_empty
        && o.req == n.req
        && o.text == n.text
        && (o.meaning == n.meaning || normalized(&o.meaning) == normalized(&n.meaning));
    if same {
        return;
    }
    let path = format!("{owner}, field {}", n.name);
    let os = field_site(cx.od, osec, o);
    let ns = field_site(cx.nd, nsec, n);
    let set = |k: &str, v: Option<String>| Edit::Field {
        owner: owner.clone(),
        name: n.name.clone(),
        key: o.key,
        set: vec![(k.to_string(), v)],
    };
    let before = cx.out.len();
    if o.key != n.key {
        cx.push(
            Class::Breaking,
            "key-changed",
            path.clone(),
            format!("key {}, was {}", n.key, o.key),
            os.clone(),
            ns.clone(),
            Some(set("key", Some(n.key.to_string()))),
        );
    }
    match (&o.value, &n.value) {
        (Ok(a), Ok(b)) if a != b => value_change(cx, &path, a, b, (&os, &ns), &set),
        (Ok(_), Ok(_)) => {}
        (a, b) if a != b => cx.push(
            Class::Breaking,
            "type-changed",
            path.clone(),
            format!("CBOR type {:?}, was {:?}", n.phrase, o.phrase),
            os.clone(),
            ns.clone(),
            Some(Edit::Note(format!(
                "the type of {path} (the phrase {:?} has no mapping)",
                n.phrase
            ))),
        ),
        _ => {}
    }
    if o.at_least != n.at_least {
        let widened = match (o.at_least, n.at_least) {
            (Some(a), Some(b)) => b < a,
            (Some(_), None) => true,
            _ => false,
        };
        cx.push(
            if widened {
                Class::Additive
            } else {
                Class::Breaking
            },
            "range-changed",
            path.clone(),
            format!(
                "at least {}, was {}",
                n.at_least.map_or("—".into(), |x| x.to_string()),
                o.at_least.map_or("—".into(), |x| x.to_string())
            ),
            os.clone(),
            ns.clone(),
            Some(set(
                "range",
                n.at_least.map(|x| format!("[{x}, {}]", u64::MAX)),
            )),
        );
    }
    if o.non_empty != n.non_empty {
        cx.push(
            if n.non_empty {
                Class::Breaking
            } else {
                Class::Additive
            },
            "len-changed",
            path.clone(),
            if n.non_empty {
                "now non-empty".into()
            } else {
                "may now be empty".into()
            },
            os.clone(),
            ns.clone(),
            Some(set("len", n.non_empty.then(|| "[1, null]".into()))),
        );
    }
    let req = |r: &Req| match r {
        Req::Yes => "Yes",
        Req::No | Req::Unstated => "No",
        Req::Cond => "Cond",
        Req::Other(_) => "other",
    };
    if req(&o.req) != req(&n.req) {
        let class = match (req(&o.req), req(&n.req)) {
            (_, "Yes") => Class::Breaking,
            ("Yes", "No") => Class::Additive,
            _ => Class::Behavioural,
        };
        cx.push(
            class,
            "req-changed",
            path.clone(),
            format!("Req {}, was {}", req(&n.req), req(&o.req)),
            os.clone(),
            ns.clone(),
            Some(match n.req {
                Req::Yes => set("required", Some("true".into())),
                Req::Cond => Edit::Note(format!(
                    "{path}: not required; a presence rule (`required_when` / `present_iff`) from its Meaning"
                )),
                _ => set("required", None),
            }),
        );
    }
    // Enums stated in the Meaning cell.
    values(
        cx,
        "enum value",
        format!("{path}, enum"),
        (&enum_of(&o.text.values), Where::Field(osec, o)),
        (&enum_of(&n.text.values), Where::Field(nsec, n)),
    );
    let fail_safe = |f: &SpecField| {
        let t = &f.text;
        (
            t.unassigned,
            t.private_use,
            t.treat_as.clone(),
            t.ignore,
            t.missing.clone(),
            t.bits.clone(),
        )
    };
    if fail_safe(o) != fail_safe(n) {
        cx.push(
            Class::Behavioural,
            "fail-safe-changed",
            path.clone(),
            "what the Meaning cell says of unassigned, private-use, unrecognized or missing values, or of bits".into(),
            os.clone(),
            ns.clone(),
            Some(Edit::Note(format!(
                "the enum of {path}: unassigned / private_use / unrecognized / missing, or its flags"
            ))),
        );
    }
    if cx.out.len() == before && normalized(&o.meaning) != normalized(&n.meaning) {
        let (class, kind) = text_class(&o.meaning, &n.meaning);
        cx.push(
            class,
            kind,
            path,
            "the Meaning cell".into(),
            os,
            ns,
            (class == Class::Behavioural)
                .then(|| Edit::Note("a rule, if the new Meaning constrains the payload".into())),
        );
    }
}

/// A changed type: a range or length, or the type itself.
fn value_change(
    cx: &mut Cx<'_>,
    path: &str,
    a: &SpecValue,
    b: &SpecValue,
    sites: (&Option<Site>, &Option<Site>),
    set: &dyn Fn(&str, Option<String>) -> Edit,
) {
    let (os, ns) = sites;
    if a.ty == b.ty && a.len == b.len {
        let fmt = |r: Option<(i128, i128)>| r.map(|(l, h)| format!("[{l}, {h}]"));
        cx.push(
            if covers_range(b.range, a.range) {
                Class::Additive
            } else {
                Class::Breaking
            },
            "range-changed",
            path.to_string(),
            format!(
                "range {}, was {}",
                fmt(b.range).unwrap_or_else(|| "none".into()),
                fmt(a.range).unwrap_or_else(|| "none".into())
            ),
            os.clone(),
            ns.clone(),
            Some(set("range", fmt(b.range))),
        );
        return;
    }
    if a.ty == b.ty && a.range == b.range {
        let fmt = |r: Option<(u64, Option<u64>)>| {
            r.map(|(l, h)| format!("[{l}, {}]", h.map_or("null".into(), |h| h.to_string())))
        };
        cx.push(
            if covers_len(b.len, a.len) {
                Class::Additive
            } else {
                Class::Breaking
            },
            "len-changed",
            path.to_string(),
            format!(
                "length {}, was {}",
                fmt(b.len).unwrap_or_else(|| "any".into()),
                fmt(a.len).unwrap_or_else(|| "any".into())
            ),
            os.clone(),
            ns.clone(),
            Some(set("len", fmt(b.len))),
        );
        return;
    }
    cx.push(
        if widens(a, b) {
            Class::Additive
        } else {
            Class::Breaking
        },
        "type-changed",
        path.to_string(),
        format!("type {}, was {}", shown(b), shown(a)),
        os.clone(),
        ns.clone(),
        Some(set("type", Some(crate::import::type_text(b)))),
    );
}

fn shown(v: &SpecValue) -> String {
    crate::import::type_text(v)
}

/// Whether `outer` admits every value `inner` admits (`None` = unbounded).
fn covers_range(outer: Option<(i128, i128)>, inner: Option<(i128, i128)>) -> bool {
    match (outer, inner) {
        (None, _) => true,
        (Some(_), None) => false,
        (Some((a, b)), Some((c, d))) => a <= c && d <= b,
    }
}

fn covers_len(outer: Option<(u64, Option<u64>)>, inner: Option<(u64, Option<u64>)>) -> bool {
    match (outer, inner) {
        (None, _) => true,
        (Some(_), None) => false,
        (Some((a, b)), Some((c, d))) => {
            a <= c
                && match (b, d) {
                    (None, _) => true,
                    (Some(_), None) => false,
                    (Some(b), Some(d)) => d <= b,
                }
        }
    }
}

/// Whether every value of `a` is a value of `b` (a union that adds
/// alternatives, a wider range or length).
fn widens(a: &SpecValue, b: &SpecValue) -> bool {
    if let SpecType::Union(alts) = &b.ty {
        if alts.iter().any(|x| widens(a, x)) {
            return true;
        }
        if let SpecType::Union(olds) = &a.ty {
            return olds.iter().all(|o| alts.iter().any(|x| widens(o, x)));
        }
    }
    let same_shape = match (&a.ty, &b.ty) {
        (SpecType::Array(x), SpecType::Array(y)) => widens(x, y),
        (SpecType::Uint, SpecType::Int) => true,
        (x, y) => x == y,
    };
    same_shape && covers_range(b.range, a.range) && covers_len(b.len, a.len)
}

fn entries(f: &SpecField, section: &str) -> String {
    crate::import::field_entries(f, section).join(", ")
}

fn field_site(doc: &Doc, section: &str, f: &SpecField) -> Option<Site> {
    row_site(doc, section, |_, row| {
        row.first().and_then(|c| field_cell(c)) == Some((f.name.clone(), f.key))
    })
    .or_else(|| {
        // Inline bodies (prose): the paragraph that names the field.
        let s = doc.section(section)?;
        let i = s.paragraphs.iter().position(|p| {
            p.contains(&format!("{} ({})", f.name, f.key))
                || p.contains(&format!("`{}` ({})", f.name, f.key))
        })?;
        Some(Site {
            section: section.to_string(),
            line: s.lines.get(i).copied().unwrap_or(s.line),
            text: s.paragraphs.get(i).cloned().unwrap_or_default(),
        })
    })
}

fn field_line(doc: &Doc, section: &str, name: &str) -> usize {
    row_site(doc, section, |_, row| {
        row.first()
            .and_then(|c| field_cell(c))
            .is_some_and(|(n, _)| n == name)
    })
    .map_or(0, |s| s.line)
}

/// The first row of a table in `section` that `pred` accepts.
fn row_site(
    doc: &Doc,
    section: &str,
    pred: impl Fn(&crate::doc::Table, &[String]) -> bool,
) -> Option<Site> {
    for t in doc.tables.iter().filter(|t| t.sign() == section) {
        for (i, row) in t.rows.iter().enumerate() {
            if pred(t, row) {
                return Some(Site {
                    section: section.to_string(),
                    line: t.row_lines.get(i).copied().unwrap_or(t.line),
                    text: row.join(" | "),
                });
            }
        }
    }
    None
}

// ---------------------------------------------------------------- values

fn enum_of(v: &[(u64, String)]) -> Vec<(u64, String)> {
    v.to_vec()
}

/// Where a list of values is written: a table (by its line) or a field's row.
enum Where<'a> {
    Table(usize),
    Field(&'a str, &'a SpecField),
}

fn value_site(doc: &Doc, w: &Where<'_>, value: u64) -> Option<Site> {
    match w {
        Where::Table(line) => {
            let t = doc.tables.iter().find(|t| t.line == *line)?;
            let i = t
                .rows
                .iter()
                .position(|r| r.first().and_then(|c| number(c)) == Some(value))?;
            Some(Site {
                section: t.sign(),
                line: t.row_lines.get(i).copied().unwrap_or(t.line),
                text: t.rows.get(i).map(|r| r.join(" | ")).unwrap_or_default(),
            })
        }
        Where::Field(s, f) => field_site(doc, s, f),
    }
}

trait Values {
    fn pairs(&self) -> Vec<(u64, String)>;
}

impl Values for SpecEnum {
    fn pairs(&self) -> Vec<(u64, String)> {
        self.values
            .iter()
            .map(|v| (v.value, v.name.clone()))
            .collect()
    }
}

impl Values for Vec<(u64, String)> {
    fn pairs(&self) -> Vec<(u64, String)> {
        self.clone()
    }
}

/// Values both ways: kept, renumbered (same name), renamed (same number), added, removed.
fn values(
    cx: &mut Cx<'_>,
    what: &'static str,
    path: String,
    old: (&dyn Values, Where<'_>),
    new: (&dyn Values, Where<'_>),
) {
    let (ov, ow) = old;
    let (nv, nw) = new;
    let (a, b) = (ov.pairs(), nv.pairs());
    let codes = what == "error code";
    let kind = |k: usize| -> &'static str {
        match (codes, k) {
            (true, 0) => "error-code-renumbered",
            (true, 1) => "error-code-renamed",
            (true, 2) => "error-code-removed",
            (true, _) => "error-code-added",
            (false, 0) => "enum-value-renumbered",
            (false, 1) => "enum-value-renamed",
            (false, 2) => "enum-value-removed",
            (false, _) => "enum-value-added",
        }
    };
    let mut left: Vec<&(u64, String)> = a.iter().filter(|x| !b.contains(x)).collect();
    let mut right: Vec<&(u64, String)> = b.iter().filter(|x| !a.contains(x)).collect();
    // Same name, another number.
    for o in left.clone() {
        if let Some(n) = right
            .iter()
            .copied()
            .find(|n| loose(&n.1) == loose(&o.1) && n.0 != o.0)
        {
            cx.push(
                Class::Breaking,
                kind(0),
                format!("{path}, value {}", o.1),
                format!("{} is {}, was {}", o.1, n.0, o.0),
                value_site(cx.od, &ow, o.0),
                value_site(cx.nd, &nw, n.0),
                Some(Edit::Value {
                    values: a.clone(),
                    old: o.clone(),
                    set: vec![("value".into(), num(n.0, codes))],
                }),
            );
            left.retain(|x| *x != o);
            right.retain(|x| *x != n);
        }
    }
    // Same number, another name.
    for o in left.clone() {
        if let Some(n) = right.iter().copied().find(|n| n.0 == o.0) {
            if loose(&n.1) != loose(&o.1) {
                cx.push(
                    Class::Breaking,
                    kind(1),
                    format!("{path}, value {}", o.1),
                    format!(
                        "{} is named {} (the wire is unchanged; names are not)",
                        o.0, n.1
                    ),
                    value_site(cx.od, &ow, o.0),
                    value_site(cx.nd, &nw, n.0),
                    Some(Edit::Value {
                        values: a.clone(),
                        old: o.clone(),
                        set: vec![("name".into(), crate::text::snake(&n.1))],
                    }),
                );
            }
            left.retain(|x| *x != o);
            right.retain(|x| *x != n);
        }
    }
    for o in left {
        cx.push(
            Class::Breaking,
            kind(2),
            format!("{path}, value {}", o.1),
            format!("{} {} is gone", num(o.0, codes), o.1),
            value_site(cx.od, &ow, o.0),
            None,
            Some(Edit::RemoveValue {
                values: a.clone(),
                old: o.clone(),
            }),
        );
    }
    for n in right {
        let mut entries = format!(
            "name: {}, value: {}",
            crate::text::snake(&n.1),
            num(n.0, codes)
        );
        if codes {
            entries.push_str(&format!(", message: \"{}\"", crate::text::humanise(&n.1)));
        }
        cx.push(
            Class::Additive,
            kind(3),
            format!("{path}, value {}", n.1),
            format!("new {what} {} {}", num(n.0, codes), n.1),
            None,
            value_site(cx.nd, &nw, n.0),
            Some(Edit::AddValue {
                values: a.clone(),
                entries,
            }),
        );
    }
}

fn num(v: u64, decimal: bool) -> String {
    if decimal {
        v.to_string()
    } else {
        format!("0x{v:02X}")
    }
}

/// The value tables, matched by name, else by the values they share.
fn value_tables(cx: &mut Cx<'_>, ro: &Reading, rn: &Reading) {
    let mut used: Vec<usize> = Vec::new();
    for o in &ro.enums {
        let by_name = rn
            .enums
            .iter()
            .enumerate()
            .find(|(i, n)| !used.contains(i) && n.name.is_some() && n.name == o.name);
        let by_values = || {
            rn.enums
                .iter()
                .enumerate()
                .filter(|(i, _)| !used.contains(i))
                .map(|(i, n)| {
                    let shared = n
                        .values
                        .iter()
                        .filter(|v| {
                            o.values
                                .iter()
                                .any(|w| w.value == v.value && loose(&w.name) == loose(&v.name))
                        })
                        .count();
                    (i, n, shared)
                })
                .filter(|(_, _, s)| *s > 0)
                .max_by_key(|(_, _, s)| *s)
                .map(|(i, n, _)| (i, n))
        };
        let path = format!("enum {}", table_name(o));
        match by_name.or_else(by_values) {
            Some((i, n)) => {
                used.push(i);
                values(
                    cx,
                    "enum value",
                    path.clone(),
                    (o, Where::Table(o.line)),
                    (n, Where::Table(n.line)),
                );
                for v in &n.values {
                    let Some(w) = o.values.iter().find(|w| w.value == v.value) else {
                        continue;
                    };
                    if w.terminal != v.terminal {
                        cx.push(
                            Class::Behavioural,
                            "terminal-changed",
                            format!("{path}, value {}", v.name),
                            format!("Terminal {:?}, was {:?}", v.terminal, w.terminal),
                            value_site(cx.od, &Where::Table(o.line), v.value),
                            value_site(cx.nd, &Where::Table(n.line), v.value),
                            Some(Edit::Note(
                                "the lifecycle rule naming terminal states".into(),
                            )),
                        );
                    }
                }
                let fs = |t: &SpecEnum| {
                    let x = &t.text;
                    (
                        x.unassigned,
                        x.private_use,
                        x.treat_as.clone(),
                        x.ignore,
                        x.missing.clone(),
                    )
                };
                if fs(o) != fs(n) {
                    cx.push(
                        Class::Behavioural,
                        "fail-safe-changed",
                        path,
                        "what the text says of unassigned, private-use, unrecognized or missing values".into(),
                        Some(table_site(cx.od, o)),
                        Some(table_site(cx.nd, n)),
                        Some(Edit::Note("the enum's unassigned / private_use / unrecognized / missing".into())),
                    );
                }
                meanings(cx, o, n);
            }
            None => cx.push(
                Class::Breaking,
                "value-table-removed",
                path,
                format!("the value table of {} is gone", o.section),
                Some(table_site(cx.od, o)),
                None,
                Some(Edit::Note("the enum and the fields that carry it".into())),
            ),
        }
    }
    for (i, n) in rn.enums.iter().enumerate() {
        if used.contains(&i) {
            continue;
        }
        cx.push(
            Class::Additive,
            "value-table-added",
            format!("enum {}", table_name(n)),
            format!("a new value table in {}", n.section),
            None,
            Some(table_site(cx.nd, n)),
            Some(Edit::Note(
                "enums: a new enum, and the field that carries it".into(),
            )),
        );
    }
}

fn table_name(t: &SpecEnum) -> String {
    t.name
        .clone()
        .unwrap_or_else(|| format!("of {}", t.section))
}

fn table_site(doc: &Doc, t: &SpecEnum) -> Site {
    let header = doc
        .tables
        .iter()
        .find(|x| x.line == t.line)
        .map(|x| x.header.join(" | "))
        .unwrap_or_default();
    Site {
        section: t.section.clone(),
        line: t.line,
        text: header,
    }
}

/// The Meaning column of a value table or the error codes, by value.
fn meanings(cx: &mut Cx<'_>, o: &SpecEnum, n: &SpecEnum) {
    for (v, nm) in &n.meanings {
        let Some((_, om)) = o.meanings.iter().find(|(w, _)| w == v) else {
            continue;
        };
        if normalized(om) == normalized(nm) {
            continue;
        }
        let (class, kind) = text_class(om, nm);
        let name = n
            .values
            .iter()
            .find(|x| x.value == *v)
            .map_or_else(|| v.to_string(), |x| x.name.clone());
        cx.push(
            class,
            kind,
            format!("enum {}, value {name}", table_name(n)),
            "the Meaning cell".into(),
            value_site(cx.od, &Where::Table(o.line), *v),
            value_site(cx.nd, &Where::Table(n.line), *v),
            (class == Class::Behavioural)
                .then(|| Edit::Note("the rules and error classes that name this value".into())),
        );
    }
}

/// A reworded cell or sentence: behavioural when its normative words,
/// backticked names, frame names or numbers changed, else editorial.
fn text_class(old: &str, new: &str) -> (Class, &'static str) {
    if signature(old) == signature(new) {
        (Class::Editorial, "prose-changed")
    } else {
        (Class::Behavioural, "meaning-changed")
    }
}
