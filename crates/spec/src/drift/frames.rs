//! The frame-type tables (codes, names, Reply column) and the envelope.

use super::types::value;
use super::Cx;
use crate::reading::{Owner, Req};
use npamp_schema::{EnvRole, FrameId, Presence, Repeat};

/// Match every row to a model frame (by name, else by code: a rename), and
/// report codes, names, missing frames and replies.
pub(super) fn frame_table(cx: &mut Cx<'_>) {
    let m = cx.m;
    let spec_names: Vec<&str> = cx.r.frames.iter().map(|f| f.name.as_str()).collect();
    for f in &cx.r.frames {
        let by_name = m.frame_id(&f.name);
        let by_code = m
            .frames
            .iter()
            .position(|x| x.code == f.code && !spec_names.contains(&x.name.as_str()))
            .map(FrameId);
        let id = match (by_name, by_code) {
            (Some(id), _) => {
                let mf = m.frame(id);
                if mf.code != f.code {
                    cx.push(
                        &f.section,
                        format!("frame {}", mf.name),
                        format!("code 0x{:04X}", f.code),
                        format!("code 0x{:04X}", mf.code),
                        "frame",
                    );
                }
                id
            }
            (None, Some(id)) => {
                let mf = m.frame(id);
                cx.push(
                    &f.section,
                    format!("frame {}", mf.name),
                    format!("names 0x{:04X} {}", f.code, f.name),
                    format!("names it {}", mf.name),
                    "name",
                );
                id
            }
            (None, None) => {
                cx.push(
                    &f.section,
                    format!("frame {}", f.name),
                    format!("has frame 0x{:04X} {}", f.code, f.name),
                    "has no such frame".into(),
                    "frame",
                );
                continue;
            }
        };
        cx.frames.push((f.name.clone(), id));
    }
    let section =
        cx.r.frames
            .first()
            .map(|f| f.section.clone())
            .unwrap_or_else(|| "§3".into());
    for (i, mf) in m.frames.iter().enumerate() {
        if !cx.frames.iter().any(|(_, id)| id.0 == i) {
            cx.push(
                &section,
                format!("frame {}", mf.name),
                "has no row for it".into(),
                format!("has frame 0x{:04X}", mf.code),
                "frame",
            );
        }
    }
    for f in &cx.r.frames {
        replies(cx, f);
    }
}

/// The Reply column against the reply patterns: every pattern is named by one
/// of its frames, every named frame is in a pattern; `(only when `x` …)` is
/// the frame's `reply_when` field.
fn replies(cx: &mut Cx<'_>, f: &crate::reading::SpecFrame) {
    let Some(id) = cx.frame_of(&f.name) else {
        return;
    };
    let m = cx.m;
    let mf = m.frame(id);
    let named: Vec<Option<FrameId>> = f.replies.iter().map(|n| cx.frame_of(n)).collect();
    let pattern = |p: &npamp_schema::ReplyPattern| -> String {
        p.steps
            .iter()
            .map(|s| {
                let n = m.frame(s.frame).name.clone();
                match s.repeat {
                    Repeat::Once => n,
                    Repeat::ZeroOrMore => format!("{n}*"),
                    Repeat::OneOrMore => format!("{n}+"),
                }
            })
            .collect::<Vec<_>>()
            .join(" ")
    };
    let every_pattern_named = mf
        .replies
        .iter()
        .all(|p| p.steps.iter().any(|s| named.contains(&Some(s.frame))));
    let every_name_in_pattern = named.iter().all(|n| {
        n.is_some_and(|id| {
            mf.replies
                .iter()
                .any(|p| p.steps.iter().any(|s| s.frame == id))
        })
    });
    if !(every_pattern_named && every_name_in_pattern) {
        let spec = if f.replies.is_empty() {
            "none".to_string()
        } else {
            f.replies.join(", ")
        };
        let schema: Vec<String> = mf.replies.iter().map(pattern).collect();
        let schema = if schema.is_empty() {
            "none".to_string()
        } else {
            schema.join(", ")
        };
        cx.push(
            &f.section,
            format!("frame {}, replies", mf.name),
            format!("replies {spec}"),
            format!("replies {schema}"),
            "reply",
        );
    }
    let schema_when = mf
        .reply_when
        .as_ref()
        .and_then(|c| mf.body.fields.get(c.field().0))
        .map(|x| x.name.clone());
    if f.reply_when != schema_when {
        let show = |x: &Option<String>| x.as_ref().map_or("none".to_string(), |n| format!("`{n}`"));
        cx.push(
            &f.section,
            format!("frame {}, reply_when", mf.name),
            format!("replies only when {}", show(&f.reply_when)),
            format!("reply_when {}", show(&schema_when)),
            "reply",
        );
    }
}

/// The envelope table against `envelope:`: keys, names, types, lengths, roles.
pub(super) fn envelope(cx: &mut Cx<'_>) {
    let m = cx.m;
    let Some(env) = &cx.r.envelope else {
        cx.push(
            &m.envelope.section,
            "envelope".into(),
            "has no common-envelope table".into(),
            "has an envelope".into(),
            "envelope",
        );
        return;
    };
    let sec = env.section.clone();
    let mut matched = Vec::new();
    for f in &env.fields {
        let by_name = m.envelope.fields.iter().position(|x| x.name == f.name);
        let by_key = m.envelope.fields.iter().position(|x| x.key == f.key);
        let Some(i) = by_name.or(by_key) else {
            cx.push(
                &sec,
                format!("envelope, field {}", f.name),
                format!("has `{}` ({})", f.name, f.key),
                "has no such envelope field".into(),
                "field",
            );
            continue;
        };
        let Some(mf) = m.envelope.fields.get(i) else {
            continue;
        };
        matched.push(i);
        let path = format!("envelope, field {}", mf.name);
        if mf.name != f.name {
            cx.push(
                &sec,
                path.clone(),
                format!("names key {} `{}`", f.key, f.name),
                format!("names it `{}`", mf.name),
                "name",
            );
        }
        if mf.key != f.key {
            cx.push(
                &sec,
                path.clone(),
                format!("key {}", f.key),
                format!("key {}", mf.key),
                "key",
            );
        }
        value(cx, &sec, &path, f, &mf.value, None);
        let spec_corr = env.corr.as_deref() == Some(f.name.as_str());
        if spec_corr != (mf.role == Some(EnvRole::Corr)) {
            let role = |c: bool| {
                if c {
                    "the correlation key"
                } else {
                    "not the correlation key"
                }
            };
            cx.push(
                &sec,
                path,
                format!("makes it {}", role(spec_corr)),
                format!("makes it {}", role(!spec_corr)),
                "role",
            );
        }
    }
    for (i, mf) in m.envelope.fields.iter().enumerate() {
        if !matched.contains(&i) {
            cx.push(
                &sec,
                format!("envelope, field {}", mf.name),
                "has no row for it".into(),
                format!("has `{}` ({})", mf.name, mf.key),
                "field",
            );
        }
    }
}

/// Per frame, the correlation field's presence: absent where the envelope
/// says "Absent on …", else required; a body table's own row decides for its frame.
pub(super) fn corr_presence(cx: &mut Cx<'_>) {
    let m = cx.m;
    let Some(env) = &cx.r.envelope else { return };
    let Some(corr) = env.corr.clone() else { return };
    for (spec_name, id) in cx.frames.clone() {
        let own_row = cx.r.bodies.iter().any(|b| {
            b.owner == Owner::Frame(spec_name.clone())
                && b.fields
                    .iter()
                    .any(|f| f.name == corr && f.req != Req::Unstated)
        });
        if own_row {
            continue;
        }
        let mf = m.frame(id);
        let Some(field) = mf
            .body
            .fields
            .iter()
            .find(|f| f.name == corr && f.role.is_some())
        else {
            continue;
        };
        let spec = if env.absent_on.contains(&spec_name) {
            Presence::Absent
        } else {
            Presence::Required
        };
        if spec != field.presence {
            let word = |p: Presence| match p {
                Presence::Absent => "absent",
                Presence::Required => "required",
                Presence::Optional => "optional",
            };
            cx.push(
                &env.section,
                format!("frame {}, envelope {}", mf.name, corr),
                format!("makes `{corr}` {}", word(spec)),
                format!("makes it {}", word(field.presence)),
                "presence",
            );
        }
    }
}
