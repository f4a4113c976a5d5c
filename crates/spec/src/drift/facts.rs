//! Facts one spec states about other documents, against the schema: the
//! frame types it claims (the envelope's `frame_kind` cell, a heading's code
//! range, a body's "MUST equal `0x0100`"), the reserved all-channel range, and
//! the core revision it cites (against the schema's `spec_revision`; against a
//! corpus's `specRevision` through [`corpus_revision`]).

use super::Drift;
use crate::doc::Doc;
use crate::reading::{code_ranges, Owner, Reading};
use crate::text::{backticks, number, sentences, sign};
use npamp_schema::Model;

fn hex(c: u64) -> String {
    format!("0x{c:04X}")
}

fn push(out: &mut Vec<Drift>, section: &str, path: String, spec: String, schema: String) {
    let d = Drift {
        section: section.to_string(),
        path,
        spec,
        schema,
        aspect: "claim",
    };
    if !out.contains(&d) {
        out.push(d);
    }
}

/// Frame-type codes a cell or heading names: ranges and single 4-digit codes.
fn claimed(s: &str) -> Vec<u64> {
    let mut out: Vec<u64> = Vec::new();
    for (lo, hi) in code_ranges(s) {
        if hi.saturating_sub(lo) <= 0x100 {
            out.extend(lo..=hi);
        }
    }
    for (_, t) in backticks(s) {
        if t.len() == 6 && t.starts_with("0x") {
            if let Some(c) = number(&t) {
                if !out.contains(&c) {
                    out.push(c);
                }
            }
        }
    }
    out.sort_unstable();
    out
}

/// Every fact `doc` states about other documents that `m` contradicts.
pub(super) fn facts(doc: &Doc, r: &Reading, m: &Model) -> Vec<Drift> {
    let mut out = Vec::new();
    envelope_frame_kind(r, m, &mut out);
    body_frame_kinds(r, m, &mut out);
    headings(doc, m, &mut out);
    core_reserved(doc, m, &mut out);
    // The core revision the title cites.
    if let Some(cited) = crate::diff::cited_revision(doc) {
        if cited != m.channel.spec_revision {
            push(
                &mut out,
                "title",
                "channel.spec_revision".into(),
                format!("cites {cited}"),
                format!("spec_revision {}", m.channel.spec_revision),
            );
        }
    }
    out
}

fn codes(m: &Model) -> Vec<u64> {
    m.frames.iter().map(|f| u64::from(f.code)).collect()
}

/// The envelope's frame_kind: "MUST equal the frame's X frame type (one of …)".
fn envelope_frame_kind(r: &Reading, m: &Model, out: &mut Vec<Drift>) {
    let codes = codes(m);
    let name_of = |c: u64| {
        m.frames
            .iter()
            .find(|f| u64::from(f.code) == c)
            .map_or_else(|| hex(c), |f| format!("{} ({})", f.name, hex(c)))
    };
    let Some(env) = &r.envelope else { return };
    let Some(f) = env.fields.iter().find(|f| f.name == "frame_kind") else {
        return;
    };
    let c = claimed(&f.meaning);
    if c.is_empty() {
        return;
    }
    for x in c.iter().filter(|x| !codes.contains(x)) {
        push(
            out,
            &env.section,
            format!("envelope, field frame_kind, frame type {}", hex(*x)),
            format!("claims frame type {}", hex(*x)),
            "has no such frame".into(),
        );
    }
    for x in codes.iter().filter(|x| !c.contains(x)) {
        push(
            out,
            &env.section,
            format!("envelope, field frame_kind, frame {}", name_of(*x)),
            "claims the frame types exclude it".into(),
            format!("has frame {}", name_of(*x)),
        );
    }
}

/// A body's own frame_kind: "MUST equal `0x0100`".
fn body_frame_kinds(r: &Reading, m: &Model, out: &mut Vec<Drift>) {
    for b in &r.bodies {
        let Owner::Frame(n) = &b.owner else { continue };
        let Some(f) = b.fields.iter().find(|f| f.name == "frame_kind") else {
            continue;
        };
        let c = claimed(&f.meaning);
        let Some(frame) = m.frames.iter().find(|x| &x.name == n) else {
            continue;
        };
        if let [one] = c.as_slice() {
            if *one != u64::from(frame.code) {
                push(
                    out,
                    &b.section,
                    format!("frame {n}, field frame_kind"),
                    format!("must equal {}", hex(*one)),
                    format!("frame {n} is {}", hex(u64::from(frame.code))),
                );
            }
        }
    }
}

/// Headings: "3.3 Memory eviction and revive frames (`0x0035`–`0x0036`)",
/// "6.4 INTERACT_CANCEL (`0x0106`)".
fn headings(doc: &Doc, m: &Model, out: &mut Vec<Drift>) {
    let codes = codes(m);
    for s in doc.sections.iter().filter(|s| !s.number.is_empty()) {
        let ranges = code_ranges(&s.heading);
        let sec = sign(&s.number);
        for (lo, hi) in ranges {
            if hi.saturating_sub(lo) > 0x100 {
                continue;
            }
            for x in (lo..=hi).filter(|x| !codes.contains(x)) {
                push(
                    out,
                    &sec,
                    format!("frame type {}", hex(x)),
                    format!("heading \"{}\" claims {}", s.heading, hex(x)),
                    "has no such frame".into(),
                );
            }
        }
        for f in &m.frames {
            // `NAME (`0x0100`)` in the heading: that frame's code.
            let Some(i) = s.heading.find(&format!("{} (`", f.name)) else {
                continue;
            };
            let rest = s.heading.get(i + f.name.len() + 2..).unwrap_or_default();
            if let Some(c) = rest
                .get(1..)
                .and_then(|r| r.split('`').next())
                .and_then(number)
            {
                if c != u64::from(f.code) {
                    push(
                        out,
                        &sec,
                        format!("frame {}", f.name),
                        format!("heading \"{}\" gives {}", s.heading, hex(c)),
                        format!("code {}", hex(u64::from(f.code))),
                    );
                }
            }
        }
    }
}

/// The reserved all-channel range: some sentence must state the schema's
/// (a text may also name the range without 0x0000, "PING … FLOW_UPDATE").
fn core_reserved(doc: &Doc, m: &Model, out: &mut Vec<Drift>) {
    let (lo, hi) = m.channel.core_reserved;
    let mut stated: Vec<(String, String, (u64, u64))> = Vec::new();
    for s in &doc.sections {
        for p in &s.paragraphs {
            for t in sentences(p) {
                let l = t.to_lowercase();
                if !(l.contains("all-channel") && l.contains("reserved")) {
                    continue;
                }
                if let Some(r) = code_ranges(&t)
                    .into_iter()
                    .find(|(a, b)| *a <= 1 && *b < 0x30)
                {
                    stated.push((sign(&s.number), t.clone(), r));
                }
            }
        }
    }
    let want = (u64::from(lo), u64::from(hi));
    if stated.iter().any(|(_, _, r)| *r == want) {
        return;
    }
    if let Some((sec, t, (a, b))) = stated.first() {
        push(
            out,
            sec,
            "channel.core_reserved".into(),
            format!(
                "reserved all-channel range {}–{} (\"{t}\")",
                hex(*a),
                hex(*b)
            ),
            format!("core_reserved [{}, {}]", hex(lo.into()), hex(hi.into())),
        );
    }
}

/// A corpus's declared `specRevision` against the revision `doc` cites
/// (`None` when they agree or the title cites none).
pub fn corpus_revision(doc: &Doc, declared: &str, corpus: &str) -> Option<Drift> {
    let cited = crate::diff::cited_revision(doc)?;
    (cited != declared).then(|| Drift {
        section: "title".into(),
        path: format!("corpus {corpus}, specRevision"),
        spec: format!("cites {cited}"),
        schema: format!("declares {declared}"),
        aspect: "revision",
    })
}
