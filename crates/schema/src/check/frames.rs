//! Frames: codes, names, roles, and the relations between frames (reply
//! patterns, answers, withdrawals, `reply_when`, pagination).

use super::bodies::frame_body;
use super::rules::cond;
use super::types::Tables;
use super::{check_section, is_type_ident, Ctx};
use crate::model::*;
use crate::raw;
use std::collections::BTreeSet;

fn role(cx: &mut Ctx, path: &str, s: &str) -> Role {
    match s {
        "request" => Role::Request,
        "result" => Role::Result,
        "notification" => Role::Notification,
        "event" => Role::Event,
        "error" => Role::Error,
        other => {
            cx.err(
                path,
                format!("unknown role `{other}` (request, result, notification, event, error)"),
            );
            Role::Notification
        }
    }
}

pub(super) fn frames(
    cx: &mut Ctx,
    t: &Tables<'_>,
    channel: &Channel,
    envelope: &Envelope,
    raw: &[raw::Frame],
) -> Vec<Frame> {
    let mut codes = BTreeSet::new();
    let mut rusts = BTreeSet::new();
    raw.iter()
        .map(|f| {
            let path = format!("frame {}", f.name);
            if f.code > u64::from(u16::MAX) {
                cx.err(
                    &path,
                    format!("code {} does not fit a 16-bit frame type", f.code),
                );
            } else if (channel.core_reserved.0..=channel.core_reserved.1).contains(&(f.code as u16))
            {
                cx.err(
                    &path,
                    format!(
                        "code {:#06x} lies in the core's reserved all-channel range ({})",
                        f.code, channel.core_reserved_section
                    ),
                );
            }
            if !codes.insert(f.code) {
                cx.err(&path, format!("duplicate frame code {:#06x}", f.code));
            }
            if !is_type_ident(&f.rust) {
                cx.err(
                    &path,
                    format!("rust name `{}` is not a CamelCase identifier", f.rust),
                );
            } else if !rusts.insert(f.rust.clone()) {
                cx.err(&path, format!("duplicate rust name `{}`", f.rust));
            }
            check_section(cx, &path, &f.section);
            Frame {
                code: f.code.min(0xffff) as u16,
                name: f.name.clone(),
                rust: f.rust.clone(),
                role: role(cx, &path, &f.role),
                section: f.section.clone(),
                doc: f.doc.clone(),
                body: frame_body(cx, t, envelope, f),
                replies: Vec::new(),
                reply_when: None,
                answers: Vec::new(),
                withdraws: Vec::new(),
                pagination: None,
                optional: f.optional,
            }
        })
        .collect()
}

fn frame_ref(cx: &mut Ctx, path: &str, n: &str) -> Option<FrameId> {
    let id = cx.frame_ids.get(n).copied();
    if id.is_none() {
        cx.err(path, format!("no frame named `{n}`"));
    }
    id
}

/// `"A"`, `"A* B"`, `"A+ B"`.
fn pattern(cx: &mut Ctx, path: &str, s: &str) -> Option<ReplyPattern> {
    let mut steps = Vec::new();
    for tok in s.split_whitespace() {
        let (name, repeat) = if let Some(n) = tok.strip_suffix('*') {
            (n, Repeat::ZeroOrMore)
        } else if let Some(n) = tok.strip_suffix('+') {
            (n, Repeat::OneOrMore)
        } else {
            (tok, Repeat::Once)
        };
        steps.push(ReplyStep {
            frame: frame_ref(cx, path, name)?,
            repeat,
        });
    }
    match steps.last() {
        None => {
            cx.err(path, "an empty reply pattern");
            None
        }
        Some(s) if s.repeat != Repeat::Once => {
            cx.err(
                path,
                format!("reply pattern `{s:?}` must end with a single final frame"),
            );
            None
        }
        Some(_) => Some(ReplyPattern { steps }),
    }
}

pub(super) fn relations(cx: &mut Ctx, t: &Tables<'_>, raw: &[raw::Frame], frames: &mut [Frame]) {
    for (i, rf) in raw.iter().enumerate() {
        let path = format!("frame {}", rf.name);
        let replies: Vec<ReplyPattern> = rf
            .replies
            .iter()
            .filter_map(|p| pattern(cx, &format!("{path}.replies"), p))
            .collect();
        let answers: Vec<FrameId> = rf
            .answers
            .iter()
            .filter_map(|n| frame_ref(cx, &format!("{path}.answers"), n))
            .collect();
        let withdraws: Vec<FrameId> = rf
            .withdraws
            .iter()
            .filter_map(|n| frame_ref(cx, &format!("{path}.withdraws"), n))
            .collect();
        let Some(frame) = frames.get(i) else { continue };
        let reply_when = rf
            .reply_when
            .as_ref()
            .and_then(|c| cond(cx, t, &format!("{path}.reply_when"), &frame.body, c));
        if reply_when.is_some() && replies.is_empty() {
            cx.err(&path, "reply_when without replies");
        }
        let pagination = rf.pagination.as_ref().and_then(|p| {
            let pp = format!("{path}.pagination");
            check_section(cx, &pp, &p.section);
            let more = frame.body.field_id(&p.more);
            let cursor = frame.body.field_id(&p.cursor);
            match more.map(|m| &frame.body.field(m).value.ty) {
                Some(Type::Bool) => {}
                _ => cx.err(
                    &pp,
                    format!("`{}` is not a bool field of this frame", p.more),
                ),
            }
            if cursor.is_none() {
                cx.err(&pp, format!("`{}` is not a field of this frame", p.cursor));
            }
            Some(Pagination {
                more: more?,
                cursor: cursor?,
                request_cursor: p.request_cursor.clone(),
                section: p.section.clone(),
            })
        });
        if let Some(f) = frames.get_mut(i) {
            f.replies = replies;
            f.answers = answers;
            f.withdraws = withdraws;
            f.reply_when = reply_when;
            f.pagination = pagination;
        }
    }
    // Consistency: every reply frame answers its request, and every answered
    // request lists the frame among its replies.
    for (i, f) in frames.iter().enumerate() {
        let me = FrameId(i);
        for r in f.reply_frames() {
            if !frames[r.0].answers.contains(&me) {
                cx.err(
                    format!("frame {}", frames[r.0].name),
                    format!("replies to {} but does not list it in `answers`", f.name),
                );
            }
        }
        for a in &f.answers {
            if !frames[a.0].reply_frames().contains(&me) {
                cx.err(
                    format!("frame {}", f.name),
                    format!(
                        "answers {} but is not among its `replies`",
                        frames[a.0].name
                    ),
                );
            }
        }
        if let Some(p) = &f.pagination {
            for a in &f.answers {
                if frames[a.0].body.field_named(&p.request_cursor).is_none() {
                    cx.err(
                        format!("frame {}.pagination", f.name),
                        format!(
                            "request {} has no field `{}`",
                            frames[a.0].name, p.request_cursor
                        ),
                    );
                }
            }
        }
        for w in &f.withdraws {
            if frames[w.0].role != Role::Request {
                cx.err(
                    format!("frame {}.withdraws", f.name),
                    format!("{} is not a request", frames[w.0].name),
                );
            }
        }
    }
}
