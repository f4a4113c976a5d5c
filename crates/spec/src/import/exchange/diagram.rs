//! Lifecycles drawn as arrow diagrams in a fenced block:
//!
//! ```text
//! idle
//!   --STREAM_OPEN sent/recv-->            open
//! open
//!   --local fin / STREAM_CLOSE (local)--> half-closed(local)
//!   --STREAM_RESET (either side)-------->  closed
//! closed
//!   --STREAM_RESET (idempotent, ignored)->closed
//! ```
//!
//! A line at the margin names a state; an indented `--label-->` line an edge
//! from it. A label is alternatives split at ` / `: a frame name, or a flags
//! bit (`fin`: the frames whose flags carry it, other than the opening one,
//! with that bit set). `local` / `(local)` is the opener's side, `remote` the
//! responder's, `either side` both, none the opener's for the opening edge
//! and both otherwise; "ignored" makes the edge an `ignore`. When the
//! opening frame is answered (its Reply column) and no edge takes its reply,
//! the instance waits for it: the opening edge goes to an `opening` state,
//! the accepting reply moves it on, the error reply ends it.

use super::{Ctx, PMachine, POut, PTrans};
use crate::text::sign;

/// A state name as the schema writes it: `half-closed(local)` → `half-closed-local`.
fn state(s: &str) -> String {
    let s = s.trim().to_ascii_lowercase();
    let s = s.replace('(', "-").replace([')', ' '], "");
    s.trim_matches('-').to_string()
}

/// One `--label--> target` line: (label, target).
fn edge(line: &str) -> Option<(String, String)> {
    let t = line.trim_start();
    if !line.starts_with(' ') || !t.starts_with("--") {
        return None;
    }
    let arrow = t.rfind('>')?;
    let label = t.get(2..arrow)?.trim_end_matches(['-', '>']).trim();
    let target = t.get(arrow + 1..)?.trim();
    (!label.is_empty() && !target.is_empty()).then(|| (label.to_string(), state(target)))
}

pub(super) fn machines(cx: &Ctx<'_>, ms: &mut Vec<PMachine>) {
    for fig in &cx.doc.figures {
        let section = sign(&fig.section);
        if ms.iter().any(|m| m.section == section) {
            continue;
        }
        let mut m = PMachine::default();
        let mut from: Option<String> = None;
        let mut opening: Option<String> = None;
        for line in &fig.lines {
            if !line.starts_with(' ') && !line.trim().is_empty() {
                from = Some(state(line));
                continue;
            }
            let (Some((label, to)), Some(f)) = (edge(line), from.clone()) else {
                continue;
            };
            edges(
                cx,
                &mut m,
                &mut opening,
                &section,
                line.trim(),
                &label,
                &f,
                &to,
            );
        }
        let Some(open) = opening else { continue };
        if m.transitions.len() < 2 {
            continue;
        }
        while_in(cx, &mut m);
        half_closed(cx, &mut m);
        awaiting(cx, &mut m, &open, &section);
        any_time(cx, &mut m);
        m.settle_terminal();
        m.section = section.clone();
        m.clause = intro(cx, &section).unwrap_or_else(|| "TODO: the diagram's lead".into());
        m.name = name(&m.clause);
        m.key = "corr".into();
        ms.push(m);
    }
}

/// The edges one label draws.
#[allow(clippy::too_many_arguments)]
fn edges(
    cx: &Ctx<'_>,
    m: &mut PMachine,
    opening: &mut Option<String>,
    section: &str,
    line: &str,
    label: &str,
    from: &str,
    to: &str,
) {
    let ignored = label.contains("ignored");
    for alt in label.split(" / ") {
        let lower = alt.to_ascii_lowercase();
        let (frames, when) = match cx.frames_named(alt).first() {
            Some(f) => (vec![f.clone()], None),
            None => match flag_frames(cx, opening.as_deref(), &lower) {
                Some(x) => x,
                None => continue,
            },
        };
        if from == "idle" && opening.is_none() {
            *opening = frames.first().cloned();
        }
        let sides: Vec<&'static str> = if lower.contains("either side") {
            vec!["opener", "responder"]
        } else if lower.contains("local") {
            vec!["opener"]
        } else if lower.contains("remote") {
            vec!["responder"]
        } else if from == "idle" {
            vec!["opener"]
        } else {
            vec!["opener", "responder"]
        };
        for f in &frames {
            for by in &sides {
                if ignored {
                    ignore(m, f, by, from, section, line);
                    continue;
                }
                m.add(PTrans {
                    frame: f.clone(),
                    by,
                    from: vec![from.to_string()],
                    to: Some(to.to_string()),
                    when: when.clone(),
                    section: section.to_string(),
                    clause: line.to_string(),
                });
            }
        }
    }
}

fn ignore(m: &mut PMachine, f: &str, by: &'static str, state: &str, section: &str, line: &str) {
    m.state(state);
    match m.ignore.iter_mut().find(|x| x.frame == f && x.by == by) {
        Some(x) if !x.states.iter().any(|s| s == state) => x.states.push(state.to_string()),
        Some(_) => {}
        None => m.ignore.push(POut {
            frame: f.to_string(),
            by,
            states: vec![state.to_string()],
            reply: None,
            section: section.to_string(),
            clause: line.to_string(),
        }),
    }
}

/// "local fin": the frames (not the opening one) whose flags carry bit `fin`, with it set.
fn flag_frames(
    cx: &Ctx<'_>,
    opening: Option<&str>,
    alt: &str,
) -> Option<(Vec<String>, Option<String>)> {
    let bit = alt
        .split_whitespace()
        .find(|w| !["local", "remote", "either", "side"].contains(w))?;
    for fl in &cx.p.flags {
        if !fl.bits.iter().any(|(n, _)| n == bit) {
            continue;
        }
        let frames: Vec<String> =
            cx.p.frames
                .iter()
                .filter(|f| Some(f.name.as_str()) != opening)
                .filter(|f| {
                    f.body.is_some_and(|bi| {
                        cx.p.carries.iter().any(|(b, _, c)| {
                            *b == bi && *c == super::super::plan::Carries::Flags(fl.name.clone())
                        })
                    })
                })
                .map(|f| f.name.clone())
                .collect();
        let field =
            cx.p.carries
                .iter()
                .find(|(_, _, c)| *c == super::super::plan::Carries::Flags(fl.name.clone()))
                .and_then(|(b, i, _)| cx.r.bodies.get(*b)?.fields.get(*i))
                .map(|f| f.name.clone())?;
        if !frames.is_empty() {
            return Some((frames, Some(format!("{{ field: {field}, has: {bit} }}"))));
        }
    }
    None
}

/// "While `open`, each side sends STREAM_DATA … and grants the peer credit
/// with STREAM_WINDOW_UPDATE": those frames keep the state, by both sides
/// ("each side", "either side", "both"), else by the opener.
fn while_in(cx: &Ctx<'_>, m: &mut PMachine) {
    for (section, s) in cx.sentences() {
        let Some(rest) = s.strip_prefix("While `") else {
            continue;
        };
        let Some((st, tail)) = rest.split_once('`') else {
            continue;
        };
        let st = state(st);
        if !m.states.contains(&st) {
            continue;
        }
        let lower = tail.to_ascii_lowercase();
        let sides: &[&'static str] = if ["each side", "either side", "both"]
            .iter()
            .any(|k| lower.contains(k))
        {
            &["opener", "responder"]
        } else {
            &["opener"]
        };
        for f in cx.frames_named(tail) {
            for by in sides {
                m.add(PTrans {
                    frame: f.clone(),
                    by,
                    from: vec![st.clone()],
                    to: None,
                    when: None,
                    section: section.clone(),
                    clause: s.clone(),
                });
            }
        }
    }
}

/// A state half-closed on one side (`half-closed-local`: the opener's
/// direction): what keeps the open state continues there, except the frames
/// that close that side's direction — and a closing frame the text says "MAY
/// additionally follow" keeps the state for that side.
fn half_closed(cx: &Ctx<'_>, m: &mut PMachine) {
    let follow: Vec<(String, String, String)> = cx
        .sentences()
        .into_iter()
        .filter(|(_, s)| s.contains("MAY additionally follow"))
        .flat_map(|(sec, s)| {
            let part = s
                .split(';')
                .find(|p| p.contains("MAY additionally follow"))
                .unwrap_or_default();
            cx.frames_named(part)
                .into_iter()
                .map(move |f| (f, sec.clone(), s.clone()))
                .collect::<Vec<_>>()
        })
        .collect();
    let open: Vec<String> = m
        .transitions
        .iter()
        .filter(|t| t.from.iter().any(|s| s == "idle"))
        .filter_map(|t| t.to.clone())
        .collect();
    for hc in m.states.clone() {
        let side = if hc.ends_with("-local") {
            "opener"
        } else if hc.ends_with("-remote") {
            "responder"
        } else {
            continue;
        };
        // The frames by which `side` entered this state close its direction.
        let closing: Vec<String> = m
            .transitions
            .iter()
            .filter(|t| t.by == side && t.to.as_deref() == Some(hc.as_str()))
            .map(|t| t.frame.clone())
            .collect();
        let keep: Vec<PTrans> = m
            .transitions
            .iter()
            .filter(|t| t.to.is_none() && t.from.iter().any(|s| open.contains(s)))
            .filter(|t| !(t.by == side && closing.contains(&t.frame)))
            .cloned()
            .collect();
        for mut t in keep {
            t.from = vec![hc.clone()];
            m.add(t);
        }
        for (f, section, clause) in follow.iter().filter(|(f, _, _)| closing.contains(f)) {
            m.add(PTrans {
                frame: f.clone(),
                by: side,
                from: vec![hc.clone()],
                to: None,
                when: None,
                section: section.clone(),
                clause: clause.clone(),
            });
        }
    }
}

/// "Either peer MAY send STREAM_RESET (§5.4) at any time": from every state an
/// instance is live in, by both sides ("either peer") or the opener, to where
/// the diagram takes it.
fn any_time(cx: &Ctx<'_>, m: &mut PMachine) {
    let live: Vec<String> = m
        .states
        .iter()
        .filter(|s| !m.terminal.contains(s))
        .cloned()
        .collect();
    for (section, s) in cx.sentences() {
        if !s.contains("at any time") {
            continue;
        }
        let head = s
            .get(..s.find("at any time").unwrap_or_default())
            .unwrap_or_default();
        let lower = head.to_ascii_lowercase();
        let sides: &[&'static str] = if lower.contains("either") || lower.contains("both") {
            &["opener", "responder"]
        } else {
            &["opener"]
        };
        for f in cx.frames_named(head) {
            let targets: Vec<Option<String>> = m
                .transitions
                .iter()
                .filter(|t| t.frame == f)
                .map(|t| t.to.clone())
                .collect();
            let Some(Some(to)) = targets.first().cloned() else {
                continue;
            };
            if targets.iter().any(|t| t.as_ref() != Some(&to)) {
                continue;
            }
            for by in sides {
                m.add(PTrans {
                    frame: f.clone(),
                    by,
                    from: live.clone(),
                    to: Some(to.clone()),
                    when: None,
                    section: section.clone(),
                    clause: s.clone(),
                });
            }
        }
    }
}

/// The opening frame awaits its reply: `idle → opening`, the accepting reply
/// on to where the opening went, the error reply to the end.
fn awaiting(cx: &Ctx<'_>, m: &mut PMachine, open: &str, section: &str) {
    let Some(f) = cx.frame(open) else { return };
    let replies = super::replies_of(f);
    if replies.is_empty() {
        return;
    }
    let Some(i) = m
        .transitions
        .iter()
        .position(|t| t.frame == open && t.from.iter().any(|s| s == "idle"))
    else {
        return;
    };
    let Some(target) = m.transitions.get(i).and_then(|t| t.to.clone()) else {
        return;
    };
    let taken = m.transitions.iter().any(|t| {
        t.by == "responder"
            && t.from.contains(&target)
            && replies.contains(&t.frame)
            && t.frame == open
    });
    if taken {
        return;
    }
    let waiting = "opening".to_string();
    if let Some(t) = m.transitions.get_mut(i) {
        t.to = Some(waiting.clone());
    }
    m.state(&waiting);
    let clause = cx
        .sentences()
        .into_iter()
        .find(|(_, s)| s.contains("accepts by replying") || s.contains("is answered by"))
        .map(|(_, s)| s);
    let end = m
        .transitions
        .iter()
        .find(|t| t.from.contains(&target) && replies.contains(&t.frame) && t.frame != open)
        .and_then(|t| t.to.clone());
    for r in replies {
        let to = if r == open {
            Some(target.clone())
        } else {
            end.clone()
        };
        let Some(to) = to else { continue };
        m.add(PTrans {
            frame: r,
            by: "responder",
            from: vec![waiting.clone()],
            to: Some(to),
            when: None,
            section: section.to_string(),
            clause: clause.clone().unwrap_or_else(|| f.name.clone()),
        });
    }
}

/// The sentence that leads into the diagram (the last before it in its section).
fn intro(cx: &Ctx<'_>, section: &str) -> Option<String> {
    cx.sentences()
        .into_iter()
        .filter(|(s, _)| s == section)
        .map(|(_, x)| x)
        .find(|x| x.trim_end().ends_with(':'))
}

/// "The per-sub-stream states and their legal transitions:" → `sub-stream`.
fn name(lead: &str) -> String {
    let words: Vec<&str> = lead.split_whitespace().collect();
    let at = words.iter().position(|w| *w == "states");
    at.and_then(|i| i.checked_sub(1))
        .and_then(|i| words.get(i))
        .map(|w| w.trim_start_matches("per-").to_ascii_lowercase())
        .filter(|w| w.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'))
        .unwrap_or_else(|| "lifecycle".into())
}
