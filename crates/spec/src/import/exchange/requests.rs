//! Every request no other machine opens, from its sending to its reply,
//! keyed by the correlation field (the frame table's Reply column):
//!
//! * a request (only when its `reply_when` holds) opens an instance in a
//!   state of its own;
//! * each reply ends it; a streamed pattern `X_DATA* X_END` passes through
//!   `streaming`; a reply that repeats while a flag is false ("one or more X
//!   frames with `complete` false …, followed by a final X with `complete`
//!   true") passes through `paging`, and a request carrying the cursor
//!   there resumes it;
//! * the error reply ends it from any state;
//! * a frame that withdraws requests ends them in `withdrawn`, and when the
//!   text says the requester "MUST tolerate" a reply crossing it, the replies
//!   are taken there too.

use super::{Ctx, PMachine, PTrans};
use crate::text::{backticks, snake};

pub(super) fn machine(cx: &Ctx<'_>, ms: &mut Vec<PMachine>) {
    let taken: Vec<String> = ms
        .iter()
        .filter_map(|m| m.opening().map(str::to_string))
        .collect();
    let requests: Vec<&super::super::plan::PFrame> = cx
        .p
        .frames
        .iter()
        .filter(|f| !f.replies.is_empty() && f.corr != Some("absent") && !taken.contains(&f.name))
        .collect();
    if requests.is_empty() {
        return;
    }
    let (section, clause) = lifetime(cx).unwrap_or_else(|| ("§3".into(), "TODO".into()));
    let mut m = PMachine {
        name: "request".into(),
        section: section.clone(),
        clause: clause.clone(),
        key: "corr".into(),
        ..PMachine::default()
    };
    let error =
        cx.p.frames
            .iter()
            .find(|f| f.role == "error")
            .map(|f| f.name.clone());
    let mut open_states: Vec<String> = Vec::new();
    for r in &requests {
        let st = state_name(cx, &r.name);
        open_states.push(st.clone());
        let when = r
            .reply_when
            .as_ref()
            .and_then(|(w, is_bool)| is_bool.then(|| format!("{{ field: {w}, equals: true }}")));
        m.add(t(
            &r.name,
            "opener",
            vec!["idle".into()],
            Some(&st),
            when,
            &section,
            &clause,
        ));
        for pat in &r.replies {
            reply(cx, &mut m, r, &st, pat, error.as_deref(), &section, &clause);
        }
    }
    withdrawals(cx, &mut m, &section);
    quote_rules(cx, &mut m, error.as_deref());
    // The error reply ends an instance in any state.
    if let Some(e) = &error {
        let live: Vec<String> = m.states.iter().filter(|s| *s != "done").cloned().collect();
        if let Some(x) = m.transitions.iter_mut().find(|x| &x.frame == e) {
            x.from = live;
        }
    }
    m.state("done");
    m.terminal.push("done".into());
    if m.states.iter().any(|s| s == "withdrawn") {
        m.terminal.push("withdrawn".into());
    }
    ms.push(m);
}

#[allow(clippy::too_many_arguments)]
fn reply(
    cx: &Ctx<'_>,
    m: &mut PMachine,
    r: &super::super::plan::PFrame,
    st: &str,
    pat: &str,
    error: Option<&str>,
    section: &str,
    clause: &str,
) {
    let steps: Vec<&str> = pat.split_whitespace().collect();
    match steps.as_slice() {
        [data, end] if data.ends_with('*') || data.ends_with('+') => {
            let data = data.trim_end_matches(['*', '+']);
            let s = "streaming".to_string();
            let from = vec![st.to_string(), s.clone()];
            m.add(t(
                data,
                "responder",
                from.clone(),
                Some(&s),
                None,
                section,
                clause,
            ));
            m.add(t(
                end,
                "responder",
                from,
                Some("done"),
                None,
                section,
                clause,
            ));
        }
        [one] if Some(*one) != error => {
            if let Some((flag, cursor)) = paging(cx, one) {
                let p = "paging".to_string();
                let from = vec![st.to_string(), p.clone(), "resumed".into()];
                let false_ = Some(format!("{{ field: {flag}, equals: false }}"));
                let true_ = Some(format!("{{ field: {flag}, equals: true }}"));
                m.add(t(
                    one,
                    "responder",
                    from.clone(),
                    Some(&p),
                    false_,
                    section,
                    clause,
                ));
                m.add(t(
                    one,
                    "responder",
                    from,
                    Some("done"),
                    true_,
                    section,
                    clause,
                ));
                if let Some(c) = cursor.filter(|c| cx.carries(&r.name, c)) {
                    let when = Some(format!("{{ field: {c}, present: true }}"));
                    m.add(t(
                        &r.name,
                        "opener",
                        vec![p],
                        Some("resumed"),
                        when,
                        section,
                        clause,
                    ));
                }
                return;
            }
            m.add(t(
                one,
                "responder",
                vec![st.to_string()],
                Some("done"),
                None,
                section,
                clause,
            ));
        }
        [one] => m.add(t(
            one,
            "responder",
            vec![st.to_string()],
            Some("done"),
            None,
            section,
            clause,
        )),
        _ => {}
    }
}

fn t(
    frame: &str,
    by: &'static str,
    from: Vec<String>,
    to: Option<&str>,
    when: Option<String>,
    section: &str,
    clause: &str,
) -> PTrans {
    PTrans {
        frame: frame.to_string(),
        by,
        from,
        to: to.map(str::to_string),
        when,
        section: section.to_string(),
        clause: clause.to_string(),
    }
}

/// `MEMORY_CREATE_REQ` → `create`, `IMMUNE_GOSSIP_ADVERTISE` → `gossip_advertise`.
fn state_name(cx: &Ctx<'_>, frame: &str) -> String {
    let mut s = frame.to_string();
    if let Some(p) = &cx.p.prefix {
        if let Some(x) = s.strip_prefix(&format!("{p}_")) {
            s = x.to_string();
        }
    }
    for suffix in ["_REQ", "_REQUEST"] {
        if let Some(x) = s.strip_suffix(suffix) {
            s = x.to_string();
        }
    }
    snake(&s.to_ascii_lowercase())
}

/// The sentence stating a `corr`'s lifetime ("… is consumed when its … is
/// delivered"), else the one stating how a request is answered.
fn lifetime(cx: &Ctx<'_>) -> Option<(String, String)> {
    let all = cx.sentences();
    let consumed = all
        .iter()
        .find(|(_, s)| s.contains("`corr`") && s.contains("consumed"));
    let answered = all
        .iter()
        .find(|(_, s)| s.contains("originates") && s.contains("replies to it"));
    consumed.or(answered).cloned()
}

/// "one or more X frames with `complete` false and a `cursor`, followed by a
/// final X with `complete` true": the flag, and the cursor field.
fn paging(cx: &Ctx<'_>, frame: &str) -> Option<(String, Option<String>)> {
    let lead = format!("{frame} frames with `");
    let s = cx
        .sentences()
        .into_iter()
        .map(|(_, s)| s)
        .find(|s| s.contains(&lead) && s.contains("followed by a final"))?;
    let rest = s.get(s.find(&lead)? + lead.len() - 1..)?;
    let ticks: Vec<String> = backticks(rest).into_iter().map(|(_, x)| x).collect();
    let flag = ticks.first()?.clone();
    if !cx.carries(frame, &flag) {
        return None;
    }
    let cursor = ticks.get(1).filter(|c| cx.carries(frame, c)).cloned();
    Some((flag, cursor))
}

/// A frame that withdraws requests ends their instances in `withdrawn`; the
/// replies a requester "MUST tolerate" after it are taken there.
fn withdrawals(cx: &Ctx<'_>, m: &mut PMachine, section: &str) {
    for w in cx.p.frames.iter().filter(|f| !f.withdraws.is_empty()) {
        let from: Vec<String> = w
            .withdraws
            .iter()
            .filter_map(|r| {
                m.transitions
                    .iter()
                    .find(|t| &t.frame == r && t.from.iter().any(|s| s == "idle"))
                    .and_then(|t| t.to.clone())
            })
            .collect();
        if from.is_empty() {
            continue;
        }
        let clause = cx
            .sentences()
            .into_iter()
            .find(|(sec, s)| *sec == w.section && s.starts_with("Withdraw"))
            .map_or_else(|| w.name.clone(), |(_, s)| s);
        m.add(t(
            &w.name,
            "opener",
            from.clone(),
            Some("withdrawn"),
            None,
            &w.section,
            &clause,
        ));
        let tolerate = cx
            .sentences()
            .into_iter()
            .find(|(sec, s)| *sec == w.section && s.contains("MUST tolerate"));
        let Some((_, tol)) = tolerate else { continue };
        let _ = section;
        for x in m.transitions.iter_mut() {
            let answers_withdrawn = x.by == "responder" && x.from.iter().any(|s| from.contains(s));
            if answers_withdrawn && !x.from.iter().any(|s| s == "withdrawn") {
                x.from.push("withdrawn".into());
                x.clause.clone_from(&tol);
                x.section.clone_from(&w.section);
            }
        }
    }
}

/// The sentences the opening and the error transitions rest on, when the
/// text states them: the `corr` a request carries ("… MUST carry a non-empty
/// `corr` … unique among …"), and one reply per request ("MUST NOT emit
/// both …").
fn quote_rules(cx: &Ctx<'_>, m: &mut PMachine, error: Option<&str>) {
    let all = cx.sentences();
    let find = |needles: &[&str]| {
        all.iter()
            .find(|(_, s)| needles.iter().all(|n| s.contains(n)))
            .cloned()
    };
    let opening = find(&["`corr`", "unique among"]);
    let both = find(&["MUST NOT emit both"]);
    for t in &mut m.transitions {
        let quote = if t.from.iter().any(|s| s == "idle") {
            opening
                .as_ref()
                .filter(|(_, s)| s.contains(&t.frame) || s.contains("`*_REQ`"))
        } else if Some(t.frame.as_str()) == error {
            both.as_ref()
        } else {
            None
        };
        if let Some((sec, s)) = quote {
            t.section.clone_from(sec);
            t.clause.clone_from(s);
        }
    }
}
