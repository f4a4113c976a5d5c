//! Requirement ids (`<doc>/<section>/<name>`) and the list of every
//! behavioural requirement a schema states.

use super::Requirement;
use npamp_schema::{Clause, Exchange, FrameId, Model, Side, Transition};

/// Every behavioural requirement the schema states for `model`: one per
/// reply pattern set, per machine (out of state), transition, ignore,
/// answer, forbid, crossing, counter, value rule, owes, reopen and parity.
pub fn requirements(model: &Model) -> Vec<Requirement> {
    let mut v = Vec::new();
    // A frame whose only reply is the error frame is answered only when
    // refused (`malformed-request.answered`), never as a request.
    let requests = model.frames.iter().filter(|f| {
        f.replies
            .iter()
            .any(|p| p.steps.iter().any(|s| s.frame != model.errors.frame))
    });
    for f in requests {
        v.push(req(
            model,
            &f.section,
            &replies_name(f),
            &format!(
                "{} is answered by {}",
                f.name,
                patterns(model, f.replies.as_slice())
            ),
        ));
    }
    if model.frames.iter().any(|f| !f.replies.is_empty()) {
        v.push(req(
            model,
            &model.errors.section,
            "malformed-request.answered",
            "a request the channel refuses is answered by its error frame with the refusal's code",
        ));
    }
    if let Some(c) = unknown_operation_check(model) {
        v.push(req(
            model,
            &c.section,
            "unknown-operation.answered",
            &c.clause,
        ));
    }
    for x in &model.exchanges {
        machine_requirements(model, x, &mut v);
    }
    v
}

fn machine_requirements(model: &Model, x: &Exchange, v: &mut Vec<Requirement>) {
    v.push(req(
        model,
        &x.clause.section,
        &format!("{}.out-of-state", x.name),
        &x.clause.clause,
    ));
    for t in &x.transitions {
        v.push(clause_req(model, &t.clause, &transition_name(model, x, t)));
    }
    for i in &x.ignore {
        let name = rule_name(model, x, i.frame, i.by, Kind::Ignored);
        v.push(clause_req(model, &i.clause, &name));
    }
    for a in &x.answer {
        let name = rule_name(model, x, a.frame, a.by, Kind::Answered);
        v.push(clause_req(model, &a.clause, &name));
    }
    for f in &x.forbid {
        let name = rule_name(model, x, f.frame, f.by, Kind::Forbidden);
        v.push(clause_req(model, &f.clause, &name));
    }
    for c in &x.crossing {
        let name = rule_name(model, x, c.frame, c.by, Kind::Crossing);
        v.push(clause_req(model, &c.clause, &name));
    }
    for c in &x.counters {
        v.push(clause_req(
            model,
            &c.clause,
            &format!("{}.{}", x.name, c.name),
        ));
        if let Some(e) = &c.exceeded {
            v.push(clause_req(
                model,
                &e.clause,
                &format!("{}.{}.exceeded", x.name, c.name),
            ));
        }
    }
    for r in &x.values {
        v.push(clause_req(
            model,
            &r.clause,
            &format!("{}.{}", x.name, r.name),
        ));
        if let Some(e) = &r.answer {
            v.push(clause_req(
                model,
                &e.clause,
                &format!("{}.{}.answered", x.name, r.name),
            ));
        }
    }
    for o in &x.owes {
        v.push(clause_req(model, &o.clause, &owes_name(model, x, o.frame)));
    }
    if let Some(c) = &x.reopen {
        v.push(clause_req(model, c, &format!("{}.reopened", x.name)));
    }
    if let Some((_, c)) = &x.parity {
        v.push(clause_req(model, c, &format!("{}.parity", x.name)));
    }
}

fn section_num(s: &str) -> &str {
    s.strip_prefix('§').unwrap_or(s)
}

/// A requirement id: `<doc>/<section number>/<name>`.
pub(crate) fn req_id(model: &Model, section: &str, name: &str) -> String {
    format!("{}/{}/{name}", model.channel.doc_id, section_num(section))
}

/// The name of an `owes` entry's requirement: the frame a state owes.
pub(crate) fn owes_name(model: &Model, x: &Exchange, frame: FrameId) -> String {
    format!(
        "{}.{}.owed",
        x.name,
        model.frame(frame).name.to_ascii_lowercase()
    )
}

/// The name of a request's reply-pattern requirement.
pub(crate) fn replies_name(request: &npamp_schema::Frame) -> String {
    format!("{}.replies", request.name.to_ascii_lowercase())
}

/// The `checks:` entry that makes a frame type outside the channel's
/// operations answered by its error frame, when the schema has one and maps
/// it to a code of that frame (not to the core's own ERROR frame, which is
/// not the channel's to grade).
pub(crate) fn unknown_operation_check(model: &Model) -> Option<&npamp_schema::Check> {
    if !matches!(
        model.errors.unknown_operation,
        npamp_schema::OutcomeDef::Code { .. }
    ) {
        return None;
    }
    model
        .checks
        .iter()
        .find(|c| c.group == npamp_schema::Group::UnknownOperation)
}

fn req(model: &Model, section: &str, name: &str, clause: &str) -> Requirement {
    Requirement {
        id: req_id(model, section, name),
        section: section.to_string(),
        clause: clause.to_string(),
    }
}

/// The id of a clause's requirement (`clause_req(..).id`, without copying
/// the clause).
pub(crate) fn clause_id(model: &Model, c: &Clause, name: &str) -> String {
    req_id(model, &c.section, name)
}

pub(crate) fn clause_req(model: &Model, c: &Clause, name: &str) -> Requirement {
    req(model, &c.section, name, &c.clause)
}

fn frame_slug(model: &Model, id: FrameId) -> String {
    model
        .frames
        .get(id.0)
        .map_or("?".into(), |f| f.name.to_ascii_lowercase())
}

/// The kinds of per-frame rule a machine states.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    Ignored,
    Answered,
    Forbidden,
    Crossing,
}

impl Kind {
    fn as_str(self) -> &'static str {
        match self {
            Kind::Ignored => "ignored",
            Kind::Answered => "answered",
            Kind::Forbidden => "forbidden",
            Kind::Crossing => "crossing",
        }
    }
    /// The sides that rules of this kind name `frame` for.
    fn sides(self, x: &Exchange, frame: FrameId) -> Vec<Side> {
        match self {
            Kind::Ignored => x
                .ignore
                .iter()
                .filter(|i| i.frame == frame)
                .map(|i| i.by)
                .collect(),
            Kind::Answered => x
                .answer
                .iter()
                .filter(|a| a.frame == frame)
                .map(|a| a.by)
                .collect(),
            Kind::Forbidden => x
                .forbid
                .iter()
                .filter(|f| f.frame == frame)
                .map(|f| f.by)
                .collect(),
            Kind::Crossing => x
                .crossing
                .iter()
                .filter(|c| c.frame == frame)
                .map(|c| c.by)
                .collect(),
        }
    }
}

/// The name of a per-frame rule: `<machine>.<frame>.<kind>`, with the side
/// when rules of that kind name the frame for both sides.
pub(crate) fn rule_name(
    model: &Model,
    x: &Exchange,
    frame: FrameId,
    by: Side,
    kind: Kind,
) -> String {
    let sides = kind.sides(x, frame);
    let both = sides.contains(&Side::Opener) && sides.contains(&Side::Responder);
    let slug = frame_slug(model, frame);
    if both {
        format!("{}.{slug}.{}.{}", x.name, side_name(by), kind.as_str())
    } else {
        format!("{}.{slug}.{}", x.name, kind.as_str())
    }
}

/// The requirement id of transition `t` of machine `x`.
pub fn transition_id(model: &Model, x: &Exchange, t: &Transition) -> String {
    clause_req(model, &t.clause, &transition_name(model, x, t)).id
}

/// A transition's name: `<machine>.<frame>.<to>` when the frame has one
/// transition in the machine, else `<machine>.<frame>.<by>.<from>-<to>`.
pub(crate) fn transition_name(model: &Model, x: &Exchange, t: &Transition) -> String {
    let to = t.to.map_or("same", |i| x.state(i));
    let slug = frame_slug(model, t.frame);
    if x.transitions.iter().filter(|u| u.frame == t.frame).count() == 1 {
        format!("{}.{slug}.{to}", x.name)
    } else {
        let from: Vec<&str> = t.from.iter().map(|i| x.state(*i)).collect();
        format!(
            "{}.{slug}.{}.{}-{to}",
            x.name,
            side_name(t.by),
            from.join("+")
        )
    }
}

pub(crate) fn side_name(s: Side) -> &'static str {
    match s {
        Side::Opener => "opener",
        Side::Responder => "responder",
    }
}

fn patterns(model: &Model, ps: &[npamp_schema::ReplyPattern]) -> String {
    ps.iter()
        .map(|p| {
            p.steps
                .iter()
                .map(|s| {
                    let n = model.frames.get(s.frame.0).map_or("?", |f| f.name.as_str());
                    match s.repeat {
                        npamp_schema::Repeat::Once => n.to_string(),
                        npamp_schema::Repeat::ZeroOrMore => format!("{n}*"),
                        npamp_schema::Repeat::OneOrMore => format!("{n}+"),
                    }
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join(" | ")
}

/// A value expression as the schema writes it (`offset + len(data)`,
/// `the max of STREAM_DATA offset + len(data) before it`).
pub(crate) fn vexpr_text(model: &Model, e: &npamp_schema::VExpr) -> String {
    use npamp_schema::{PeerRel, VExpr};
    match e {
        VExpr::Field(f) => f.clone(),
        VExpr::Project(a, f) => format!("{a}[].{f}"),
        VExpr::Element => "the element".into(),
        VExpr::Position => "its position".into(),
        VExpr::Previous(f) => format!("the previous element's {f}"),
        VExpr::Len(f) => format!("len({f})"),
        VExpr::Int(i) => i.to_string(),
        VExpr::Add(a, b) => format!("{} + {}", vexpr_text(model, a), vexpr_text(model, b)),
        VExpr::Mul(a, b) => format!("{} × {}", vexpr_text(model, a), vexpr_text(model, b)),
        VExpr::Request(x) => format!("the request's {}", vexpr_text(model, x)),
        VExpr::Opening(x) => format!("the opening frame's {}", vexpr_text(model, x)),
        VExpr::Or(a, b) => format!("{} (else {})", vexpr_text(model, a), vexpr_text(model, b)),
        VExpr::Agg(a) => {
            let srcs: Vec<String> = a
                .sources
                .iter()
                .map(|s| {
                    let f = &model.frame(s.frame).name;
                    let who = match s.peer {
                        Some(PeerRel::Same) => " from the same peer",
                        Some(PeerRel::Other) => " from the other peer",
                        None => "",
                    };
                    match &s.value {
                        Some(v) => format!("{f} {}{who}", vexpr_text(model, v)),
                        None => format!("{f}{who}"),
                    }
                })
                .collect();
            format!("the {} of {} before it", a.fun.as_str(), srcs.join(", "))
        }
    }
}
