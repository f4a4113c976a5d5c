//! What a receiver does with a frame outside a live instance, from the
//! sentences that say it, for each machine that names the frame:
//!
//! * "A X that names an unknown or already-closed `k` MUST be ignored" —
//!   `ignore` X in `idle` and the terminal states;
//! * "A X that names an unknown `k` MUST be answered with E code `C`", or an
//!   error code whose Meaning is "A X … named a `k` with no live …" — `answer`
//!   X there with E, `code` equal to C (not for a frame that is ignored);
//! * "The responder MUST stop emitting Y … upon receipt" in the section of
//!   frame U — Y may cross U in flight, and is a `must` fault once U was
//!   received (`crossing`);
//! * "The handshake initiator … MUST open … with even `k` values" — `parity`.

use super::{Ctx, PCrossing, PMachine, POut, PValue};
use crate::text::{backticks, loose};

pub(super) fn apply(cx: &Ctx<'_>, m: &mut PMachine) {
    let frames: Vec<String> = m.frames().iter().map(|s| s.to_string()).collect();
    let Some(opening) = m.opening().map(str::to_string) else {
        return;
    };
    let mut dead: Vec<String> = vec!["idle".into()];
    dead.extend(m.terminal.iter().cloned());
    for (section, s) in cx.sentences() {
        parity(cx, m, &section, &s);
        let lower = s.to_ascii_lowercase();
        let named = cx.frames_named(&s);
        let Some(x) = named.first().filter(|x| frames.contains(x)) else {
            continue;
        };
        let unknown = lower.contains("unknown");
        if unknown && lower.contains("must be ignored") {
            outs(cx, m, &opening, x, &dead, None, &section, &s, true);
        } else if unknown && lower.contains("must be answered with") {
            if let Some(r) = named.get(1).cloned() {
                let reply = Some((r, error_code(cx, &s)));
                outs(cx, m, &opening, x, &dead, reply, &section, &s, false);
            }
        }
        if lower.contains("must stop emitting") && lower.contains("upon receipt") {
            crossing(cx, m, &section, &s, &frames);
        }
    }
    code_table(cx, m, &opening, &dead);
    replies_cross(m);
    monotonic(cx, m);
    echoes(cx, m);
}

/// A reply's field whose cell says "Echo of the queried task" / "Echoes the
/// committed batch identifier", when the request it answers carries a field
/// of the same name: the two are equal.
fn echoes(cx: &Ctx<'_>, m: &mut PMachine) {
    for reply in m.frames().iter().map(|f| f.to_string()).collect::<Vec<_>>() {
        let Some(f) = cx.frame(&reply) else { continue };
        let Some(b) = f.body.and_then(|bi| cx.r.bodies.get(bi)) else {
            continue;
        };
        for field in &b.fields {
            let echo =
                field.meaning.starts_with("Echo of ") || field.meaning.starts_with("Echoes the ");
            let asked = f.answers.iter().any(|r| cx.carries(r, &field.name));
            if !echo || !asked || field.name == "corr" {
                continue;
            }
            let name = format!(
                "{}-echoes-{}",
                reply.to_ascii_lowercase().replace('_', "-"),
                field.name.replace('_', "-")
            );
            m.values.push(PValue {
                name,
                frame: reply.clone(),
                field: field.name.clone(),
                op: "==",
                right: format!("{{ request: {} }}", field.name),
                must: false,
                section: b.section.clone(),
                clause: crate::text::sentences(&field.meaning)
                    .into_iter()
                    .next()
                    .unwrap_or_default(),
            });
        }
    }
}

/// A field of a frame of the machine whose cell says "strictly monotonic …
/// counter" (`>`) or "MUST be monotonically non-decreasing" (`>=`): compared
/// with the same field of the sender's earlier frames of the instance.
fn monotonic(cx: &Ctx<'_>, m: &mut PMachine) {
    for frame in m.frames().iter().map(|f| f.to_string()).collect::<Vec<_>>() {
        let Some(bi) = cx.frame(&frame).and_then(|f| f.body) else {
            continue;
        };
        let Some(b) = cx.r.bodies.get(bi) else {
            continue;
        };
        for f in &b.fields {
            for s in crate::text::sentences(&f.meaning) {
                let l = s.to_ascii_lowercase();
                let op =
                    if l.contains("strictly monotonic") || l.contains("monotonically increasing") {
                        ">"
                    } else if l.contains("monotonically non-decreasing") {
                        ">="
                    } else {
                        continue;
                    };
                let name = format!("{}-monotonic", f.name.replace('_', "-"));
                if m.values.iter().any(|v| v.name == name) {
                    continue;
                }
                m.values.push(PValue {
                    name,
                    frame: frame.clone(),
                    field: f.name.clone(),
                    op,
                    right: format!(
                        "{{ max: [{{ frame: {frame}, value: {}, peer: same }}] }}",
                        f.name
                    ),
                    must: super::super::rules::must_sentence(&s),
                    section: b.section.clone(),
                    clause: s.clone(),
                });
            }
        }
    }
}

/// "The handshake initiator … MUST open sub-streams with even `sub_stream_id`
/// values": the keys (the correlation field, an integer) each role opens.
fn parity(cx: &Ctx<'_>, m: &mut PMachine, section: &str, s: &str) {
    let lower = s.to_ascii_lowercase();
    let corr = cx.r.envelope.as_ref().and_then(|e| e.corr.clone());
    let names_key = corr.is_some_and(|c| backticks(s).iter().any(|(_, t)| *t == c));
    if m.parity.is_some() || m.key != "corr" || !names_key || !lower.contains("initiator") {
        return;
    }
    let p = if lower.contains(" even ") {
        "even"
    } else if lower.contains(" odd ") {
        "odd"
    } else {
        return;
    };
    m.parity = Some((p, section.to_string(), s.to_string()));
}

/// An `ignore` (no reply) or an `answer` for `x`, by the side that sends it.
#[allow(clippy::too_many_arguments)]
fn outs(
    cx: &Ctx<'_>,
    m: &mut PMachine,
    opening: &str,
    x: &str,
    dead: &[String],
    reply: Option<(String, Option<String>)>,
    section: &str,
    s: &str,
    ignore: bool,
) {
    let sides: Vec<&'static str> = {
        let mut v: Vec<&'static str> = m
            .transitions
            .iter()
            .filter(|t| t.frame == x)
            .map(|t| t.by)
            .collect();
        if v.is_empty() {
            v.push(cx.side(opening, x));
        }
        v.sort_unstable();
        v.dedup();
        v
    };
    for by in sides {
        // With no instance, the sender of a frame acts as its opener.
        let states: Vec<String> = dead
            .iter()
            .filter(|s| by == "opener" || *s != "idle")
            .cloned()
            .collect();
        let list = if ignore { &mut m.ignore } else { &mut m.answer };
        if list.iter().any(|o| o.frame == x && o.by == by) {
            continue;
        }
        list.push(POut {
            frame: x.to_string(),
            by,
            states,
            reply: reply.clone(),
            section: section.to_string(),
            clause: s.to_string(),
        });
    }
}

/// `{ field: code, equals: name }` of the error code a sentence names.
pub(super) fn error_code(cx: &Ctx<'_>, s: &str) -> Option<String> {
    let codes = cx.p.enums.iter().find(|e| e.name == "error_code")?;
    let field = error_field(cx)?;
    backticks(s).into_iter().find_map(|(_, t)| {
        codes
            .values
            .iter()
            .find(|(n, _, _, _)| loose(n) == loose(&t))
            .map(|(n, _, _, _)| format!("{{ field: {field}, equals: {n} }}"))
    })
}

/// The error frame's code field.
fn error_field(cx: &Ctx<'_>) -> Option<String> {
    let e = cx.p.frames.iter().find(|f| f.role == "error")?;
    let b = cx.r.bodies.get(e.body?)?;
    b.fields
        .iter()
        .enumerate()
        .find(|(i, _)| {
            matches!(cx.p.carried(e.body.unwrap_or_default(), *i),
                Some(super::super::plan::Carries::Enum(n)) if n == "error_code")
        })
        .map(|(_, f)| f.name.clone())
}

/// An error code whose Meaning says "A X … named a `k` with no live …":
/// the opener's X there is answered with that code.
fn code_table(cx: &Ctx<'_>, m: &mut PMachine, opening: &str, dead: &[String]) {
    let (Some(codes), Some(field), Some(err)) = (
        cx.r.codes.as_ref(),
        error_field(cx),
        cx.p.frames.iter().find(|f| f.role == "error"),
    ) else {
        return;
    };
    let frames: Vec<String> = m.frames().iter().map(|s| s.to_string()).collect();
    for (value, meaning) in &codes.meanings {
        if !meaning.contains("with no live") {
            continue;
        }
        let plan_codes = cx.p.enums.iter().find(|e| e.name == "error_code");
        let Some(name) = plan_codes
            .and_then(|e| e.values.iter().find(|v| v.1 == *value))
            .map(|v| v.0.clone())
        else {
            continue;
        };
        for x in cx.frames_named(meaning) {
            let handled = m.ignore.iter().chain(&m.answer).any(|o| o.frame == x);
            if handled || !frames.contains(&x) || cx.side(opening, &x) != "opener" {
                continue;
            }
            let when = format!("{{ field: {field}, equals: {name} }}");
            let sentence = meaning.split(" (").next().unwrap_or(meaning).to_string();
            outs(
                cx,
                m,
                opening,
                &x,
                dead,
                Some((err.name.clone(), Some(when))),
                &codes.section,
                &sentence,
                false,
            );
        }
    }
}

/// "The responder MUST stop emitting REPORT batches for that `sub_id` upon
/// receipt" (in the section of the frame received).
fn crossing(cx: &Ctx<'_>, m: &mut PMachine, section: &str, s: &str, frames: &[String]) {
    let Some(opening) = m.opening().map(str::to_string) else {
        return;
    };
    let after =
        cx.p.frames
            .iter()
            .find(|f| f.section == section && frames.contains(&f.name))
            .map(|f| f.name.clone());
    let lower = s.to_ascii_lowercase();
    let at = lower.find("stop emitting").unwrap_or_default();
    let stopped = cx.frames_named(s.get(at..).unwrap_or_default());
    let (Some(after), Some(x)) = (after, stopped.first()) else {
        return;
    };
    if !frames.contains(x) || *x == after {
        return;
    }
    m.crossing.push(PCrossing {
        frame: x.clone(),
        by: cx.side(&opening, x),
        after,
        late: Some("must"),
        section: section.to_string(),
        clause: s.to_string(),
    });
}

/// The opener may end an instance while the reply to its opening frame is in
/// flight: that reply may cross the ending frame (graded as any other frame
/// once the ending frame was received).
fn replies_cross(m: &mut PMachine) {
    let Some(open) = m
        .transitions
        .iter()
        .find(|t| t.from.iter().any(|s| s == "idle"))
        .cloned()
    else {
        return;
    };
    let Some(waiting) = open.to.clone() else {
        return;
    };
    let replies: Vec<(String, String, String)> = m
        .transitions
        .iter()
        .filter(|t| t.by == "responder" && t.from.contains(&waiting))
        .map(|t| (t.frame.clone(), t.section.clone(), t.clause.clone()))
        .collect();
    let enders: Vec<(String, String, String)> = m
        .transitions
        .iter()
        .filter(|t| t.by == "opener" && t.frame != open.frame && t.from.contains(&waiting))
        .filter(|t| t.to.as_ref().is_some_and(|to| m.terminal.contains(to)))
        .map(|t| (t.frame.clone(), t.section.clone(), t.clause.clone()))
        .collect();
    for (after, section, clause) in enders {
        for (r, _, _) in &replies {
            let known = m.crossing.iter().any(|c| &c.frame == r && c.after == after);
            if !known {
                m.crossing.push(PCrossing {
                    frame: r.clone(),
                    by: "responder",
                    after: after.clone(),
                    late: None,
                    section: section.clone(),
                    clause: clause.clone(),
                });
            }
        }
    }
}
