//! The tables of two revisions compared through their readings: frames (by
//! name, else by code: a rename), bodies (by owner), fields (by name, else by
//! key: a rename), value tables (by name, else by the values they share) and
//! the error codes. Each change names whom it affects: the senders and
//! receivers of a frame are its requesters and responders when the frame is
//! a request or a reply ([`roles`]).

use super::field::field;
use super::prose::normalized;
use super::values::{meanings, value_tables, values, Open, Where};
use super::{verdict, Change, Class, Edit, Owner, Site};
use crate::doc::Doc;
use crate::reading::{Owner as ROwner, Reading, Req, SpecField, SpecFrame};
use crate::text::{field_cell, loose, number};

pub(super) struct Cx<'a> {
    pub od: &'a Doc,
    pub nd: &'a Doc,
    pub out: Vec<Change>,
    /// The frame types both revisions define.
    pub codes: &'a [u64],
}

impl Cx<'_> {
    #[allow(clippy::too_many_arguments)]
    pub(super) fn push(
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
            who: who_by_kind(kind, class).into(),
            old,
            new,
            edit,
        });
    }

    /// Say whom the last change affects.
    pub(super) fn for_whom(&mut self, who: &str) {
        if let Some(c) = self.out.last_mut() {
            if c.class != Class::Editorial && !who.is_empty() {
                c.who = who.to_string();
            }
        }
    }
}

/// Whom a change of this kind affects, in general terms (`senders` and
/// `receivers` become a frame's requesters and responders in [`compare`]).
fn who_by_kind(kind: &str, class: Class) -> &'static str {
    match (kind, class) {
        (_, Class::Editorial | Class::None) => "",
        ("field-renamed" | "frame-renamed" | "enum-value-renamed" | "error-code-renamed", _) => {
            "generated code, decoded JSON and tools (the wire is unchanged)"
        }
        ("field-added", Class::Breaking) | ("req-changed", Class::Breaking) => {
            "senders (they must now send it)"
        }
        ("field-added", _) => "receivers (an unknown key, ignored under §4.3's rule)",
        ("req-changed", Class::Additive) => "receivers (it may now be missing)",
        ("range-changed" | "len-changed" | "type-changed", Class::Breaking) => {
            "senders (values they sent are now out of bounds)"
        }
        ("range-changed" | "len-changed" | "type-changed", _) => {
            "receivers (values they may refuse)"
        }
        ("enum-value-added", _) => "receivers",
        ("enum-value-removed", _) => "senders (a value now invalid) and receivers",
        ("error-code-added", _) => "requesters",
        ("error-code-removed", _) => "responders (a code they sent is gone)",
        ("frame-added", _) => "receivers (a frame type they do not know)",
        ("reply-changed", _) => "requesters and responders",
        ("fail-safe-changed", _) => "receivers",
        ("value-table-added", _) => "receivers",
        _ => "both sides",
    }
}

/// (sender, receiver) of a frame: a request goes from requesters to
/// responders, a reply the other way, anything else from senders to receivers.
pub(super) fn roles(r: &Reading, frame: &str) -> (&'static str, &'static str) {
    let request = r
        .frames
        .iter()
        .any(|f| f.name == frame && !f.replies.is_empty());
    let reply = r
        .frames
        .iter()
        .any(|f| f.name != frame && f.replies.iter().any(|x| x == frame));
    match (request, reply) {
        (true, _) => ("requesters", "responders"),
        (false, true) => ("responders", "requesters"),
        _ => ("senders", "receivers"),
    }
}

/// Frames whose bodies carry a field named one of `names`.
pub(super) fn frames_with(r: &Reading, names: &[String]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for b in &r.bodies {
        let ROwner::Frame(f) = &b.owner else { continue };
        if b.fields.iter().any(|x| names.contains(&x.name)) && !out.contains(f) {
            out.push(f.clone());
        }
    }
    out
}

/// A frame's changes name its requesters or responders, not senders and receivers.
fn by_role(out: &mut [Change], r: &Reading) {
    for c in out {
        let Some(frame) = c
            .path
            .strip_prefix("frame ")
            .map(|p| p.split(',').next().unwrap_or_default().to_string())
        else {
            continue;
        };
        let (s, rc) = roles(r, &frame);
        if s == "senders" {
            continue;
        }
        c.who = c.who.replace("senders", s).replace("receivers", rc);
    }
}

pub(super) fn compare(
    od: &Doc,
    ro: &Reading,
    nd: &Doc,
    rn: &Reading,
    codes: &[u64],
) -> Vec<Change> {
    let mut cx = Cx {
        od,
        nd,
        out: Vec::new(),
        codes,
    };
    let renames = frames(&mut cx, ro, rn);
    envelope(&mut cx, ro, rn, &renames);
    bodies(&mut cx, ro, rn, &renames);
    value_tables(&mut cx, ro, rn);
    if let (Some(a), Some(b)) = (&ro.codes, &rn.codes) {
        values(
            &mut cx,
            "error code",
            "error codes".into(),
            (a, Where::Table(a.line)),
            (b, Where::Table(b.line)),
            &Open::Closed,
        );
        meanings(&mut cx, a, b);
    }
    by_role(&mut cx.out, rn);
    cx.out
}

/// The envelope's fields, and the frames its correlation field is absent on.
fn envelope(cx: &mut Cx<'_>, ro: &Reading, rn: &Reading, renames: &[(String, String)]) {
    let (od, nd) = (cx.od, cx.nd);
    if let (Some(a), Some(b)) = (&ro.envelope, &rn.envelope) {
        fields(
            cx,
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
                Class::Breaking,
                "presence-changed",
                "envelope".into(),
                format!(
                    "the correlation field is absent on [{}], was [{}]: a field on the wire appears or disappears",
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
}

// ---------------------------------------------------------------- frames

/// Frames both ways; returns old name → new name for the frames kept.
fn frames(cx: &mut Cx<'_>, ro: &Reading, rn: &Reading) -> Vec<(String, String)> {
    let pairs = frame_pairs(cx, ro, rn);
    for n in &rn.frames {
        if !pairs.iter().any(|(_, b)| b.name == n.name) {
            added_frame(cx, rn, n);
        }
    }
    let names: Vec<(String, String)> = pairs
        .iter()
        .map(|(o, n)| (o.name.clone(), n.name.clone()))
        .collect();
    for (o, n) in &pairs {
        kept_frame(cx, &names, o, n);
    }
    names
}

/// Old and new rows of the same frame (by name, else by code: a rename);
/// a row with neither is removed.
fn frame_pairs<'r>(
    cx: &mut Cx<'_>,
    ro: &'r Reading,
    rn: &'r Reading,
) -> Vec<(&'r SpecFrame, &'r SpecFrame)> {
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
    pairs
}

/// A new frame, with a draft of its schema entry.
fn added_frame(cx: &mut Cx<'_>, rn: &Reading, n: &SpecFrame) {
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

/// A frame in both revisions: its code, its reply pattern, its Purpose cell.
fn kept_frame(cx: &mut Cx<'_>, names: &[(String, String)], o: &SpecFrame, n: &SpecFrame) {
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
    let mut old: Vec<String> = o
        .replies
        .iter()
        .map(|x| {
            names
                .iter()
                .find(|(a, _)| a == x)
                .map_or_else(|| x.clone(), |(_, b)| b.clone())
        })
        .collect();
    old.sort();
    let mut new = n.replies.clone();
    new.sort();
    if old != new || o.reply_when != n.reply_when {
        reply_changed(cx, &path, (o, &old), (n, &new));
    }
    if normalized(&o.purpose) != normalized(&n.purpose) {
        if let Some(v) = verdict::cell(&o.purpose, &n.purpose, Some(cx.codes)) {
            cx.push(
                v.class,
                v.kind,
                path,
                match v.class {
                    Class::Editorial => "the Purpose cell, reworded".into(),
                    _ => format!("the Purpose cell: {}", v.why),
                },
                frame_site(cx.od, o),
                frame_site(cx.nd, n),
                None,
            );
            cx.for_whom(&v.who);
        }
    }
}

/// A changed reply pattern: breaking, for the side that meets the difference.
fn reply_changed(
    cx: &mut Cx<'_>,
    path: &str,
    old: (&SpecFrame, &[String]),
    new: (&SpecFrame, &[String]),
) {
    let ((o, a), (n, b)) = (old, new);
    let gained: Vec<&String> = b.iter().filter(|x| !a.contains(x)).collect();
    let lost: Vec<&String> = a.iter().filter(|x| !b.contains(x)).collect();
    let show = |v: &[&String]| v.iter().map(|x| x.as_str()).collect::<Vec<_>>().join(", ");
    let mut why = Vec::new();
    if !gained.is_empty() {
        why.push(format!(
            "old requesters do not expect {} as a reply",
            show(&gained)
        ));
    }
    if !lost.is_empty() {
        why.push(format!(
            "{} is no longer a reply: old requesters wait for it, old responders still send it",
            show(&lost)
        ));
    }
    if o.reply_when != n.reply_when {
        why.push(format!(
            "the reply is now sent {}, was {}",
            n.reply_when
                .as_ref()
                .map_or("always".into(), |w| format!("only when `{w}` is set")),
            o.reply_when
                .as_ref()
                .map_or("always".into(), |w| format!("only when `{w}` is set")),
        ));
    }
    let who = match (gained.is_empty(), lost.is_empty()) {
        (false, true) => "requesters (a reply they do not expect)",
        (true, false) => "responders (a reply they send is no longer one) and requesters",
        _ => "requesters and responders",
    };
    cx.push(
        Class::Breaking,
        "reply-changed",
        path.to_string(),
        format!("Reply {:?}, was {:?}: {}", n.reply, o.reply, why.join("; ")),
        frame_site(cx.od, o),
        frame_site(cx.nd, n),
        Some(Edit::Frame {
            name: o.name.clone(),
            key: "replies".into(),
            value: format!("[{}]", n.replies.join(", ")),
        }),
    );
    cx.for_whom(who);
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

fn entries(f: &SpecField, section: &str) -> String {
    crate::import::field_entries(f, section).join(", ")
}

pub(super) fn field_site(doc: &Doc, section: &str, f: &SpecField) -> Option<Site> {
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
pub(super) fn row_site(
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
