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

use super::{Ctx, PCrossing, PMachine, POut};
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
fn error_code(cx: &Ctx<'_>, s: &str) -> Option<String> {
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
        section: section.to_string(),
        clause: s.to_string(),
    });
}
