//! `exchanges:` — the behavioural state machines a spec states: every frame,
//! state, field and condition they name must exist, each with its section
//! and clause.

use super::content;
use super::rules::cond;
use super::types::Tables;
use super::{check_section, Ctx};
use crate::model::*;
use crate::raw;

pub(super) fn clause(cx: &mut Ctx, path: &str, section: &str, text: &str) -> Clause {
    check_section(cx, path, section);
    if text.trim().is_empty() {
        cx.err(path, "a clause is required (the spec's sentence)");
    }
    Clause {
        section: section.to_string(),
        clause: text.to_string(),
    }
}

pub(super) fn side(cx: &mut Ctx, path: &str, s: &str) -> Side {
    match s {
        "opener" => Side::Opener,
        "responder" => Side::Responder,
        other => {
            cx.err(path, format!("`by: {other}`: opener or responder"));
            Side::Opener
        }
    }
}

pub(super) struct Names<'a> {
    pub(super) frames: &'a [Frame],
    pub(super) records: &'a [Record],
    pub(super) states: Vec<String>,
}

impl Names<'_> {
    pub(super) fn frame(&self, cx: &mut Ctx, path: &str, name: &str) -> Option<FrameId> {
        let id = self.frames.iter().position(|f| f.name == name).map(FrameId);
        if id.is_none() {
            cx.err(path, format!("no frame named `{name}`"));
        }
        id
    }
    pub(super) fn state(&self, cx: &mut Ctx, path: &str, name: &str) -> usize {
        match self.states.iter().position(|s| s == name) {
            Some(i) => i,
            None => {
                cx.err(
                    path,
                    format!("no state `{name}` (idle, {})", self.states[1..].join(", ")),
                );
                0
            }
        }
    }
    pub(super) fn states(&self, cx: &mut Ctx, path: &str, names: &[String]) -> Vec<usize> {
        if names.is_empty() {
            cx.err(path, "at least one state");
        }
        names.iter().map(|n| self.state(cx, path, n)).collect()
    }
    pub(super) fn cond(
        &self,
        cx: &mut Ctx,
        t: &Tables<'_>,
        path: &str,
        frame: FrameId,
        c: Option<&raw::Cond>,
    ) -> Option<Cond> {
        let f = self.frames.get(frame.0)?;
        cond(cx, t, path, &f.body, c?)
    }
    pub(super) fn field(
        &self,
        cx: &mut Ctx,
        path: &str,
        frame: FrameId,
        name: &str,
    ) -> Option<FieldId> {
        let f = self.frames.get(frame.0)?;
        let id = f.body.field_id(name);
        if id.is_none() {
            cx.err(path, format!("`{name}` is not a field of {}", f.name));
        }
        id
    }
}

pub(super) fn exchanges(
    cx: &mut Ctx,
    t: &Tables<'_>,
    frames: &[Frame],
    records: &[Record],
    raw: &[raw::Exchange],
) -> Vec<Exchange> {
    let mut names = std::collections::BTreeSet::new();
    raw.iter()
        .map(|x| {
            let path = format!("exchange {}", x.name);
            if !names.insert(x.name.clone()) {
                cx.err(&path, "duplicate exchange name");
            }
            exchange(cx, t, frames, records, &path, x)
        })
        .collect()
}

/// One machine: its states, the frames it takes, ignores, answers and
/// forbids, its counters and value rules.
fn exchange(
    cx: &mut Ctx,
    t: &Tables<'_>,
    frames: &[Frame],
    records: &[Record],
    path: &str,
    x: &raw::Exchange,
) -> Exchange {
    let path = path.to_string();
    let mut states = vec!["idle".to_string()];
    for s in &x.states {
        if states.contains(s) {
            cx.err(&path, format!("state `{s}` twice (`idle` is implicit)"));
        }
        states.push(s.clone());
    }
    let n = Names {
        frames,
        records,
        states,
    };
    let key = match x.key.as_str() {
        "corr" => ExchangeKey::Corr,
        f => ExchangeKey::Field(f.to_string()),
    };
    // In the order of the file's keys, so that errors come in that order.
    let transitions = transitions(cx, t, &n, &path, x);
    let ignore = ignores(cx, &n, &path, x);
    let answer = answers(cx, t, &n, &path, x);
    let counters = x
        .counters
        .iter()
        .filter_map(|c| counter(cx, t, &n, &path, c))
        .collect();
    let terminal = x.terminal.iter().map(|s| n.state(cx, &path, s)).collect();
    let parity = parity(cx, &path, x);
    let forbid = x
        .forbid
        .iter()
        .filter_map(|f| content::forbid(cx, t, &n, &path, f))
        .collect();
    let crossing = x
        .crossing
        .iter()
        .filter_map(|c| content::crossing(cx, &n, &path, c))
        .collect();
    let values = x
        .values
        .iter()
        .filter_map(|v| content::value_rule(cx, t, &n, &path, v))
        .collect();
    let ex = Exchange {
        name: x.name.clone(),
        clause: clause(cx, &path, &x.section, &x.clause),
        key,
        states: n.states.clone(),
        terminal,
        transitions,
        ignore,
        answer,
        counters,
        parity,
        binds: x.binds.clone(),
        forbid,
        reopen: x.reopen.as_ref().map(|c| content::reopen(cx, &path, c)),
        values,
        crossing,
        owes: x
            .owes
            .iter()
            .filter_map(|o| content::owes(cx, &n, &path, o))
            .collect(),
    };
    key_on_every_frame(cx, &path, frames, &ex);
    never_taken(cx, &path, frames, &ex);
    content::binds(cx, &path, frames, &ex);
    ex
}

fn transitions(
    cx: &mut Ctx,
    t: &Tables<'_>,
    n: &Names<'_>,
    path: &str,
    x: &raw::Exchange,
) -> Vec<Transition> {
    x.transitions
        .iter()
        .filter_map(|tr| {
            let p = format!("{path}: transition on {}", tr.frame);
            let frame = n.frame(cx, &p, &tr.frame)?;
            Some(Transition {
                frame,
                by: side(cx, &p, &tr.by),
                from: n.states(cx, &p, &tr.from),
                to: tr.to.as_deref().map(|s| n.state(cx, &p, s)),
                when: n.cond(cx, t, &p, frame, tr.when.as_ref()),
                guard: tr
                    .guard
                    .as_ref()
                    .and_then(|g| content::guard(cx, t, n, &p, frame, g)),
                answering: content::answering(cx, n, &p, frame, &tr.answering),
                clause: clause(cx, &p, &tr.section, &tr.clause),
            })
        })
        .collect()
}

fn ignores(cx: &mut Ctx, n: &Names<'_>, path: &str, x: &raw::Exchange) -> Vec<Ignore> {
    x.ignore
        .iter()
        .filter_map(|i| {
            let p = format!("{path}: ignore {}", i.frame);
            Some(Ignore {
                frame: n.frame(cx, &p, &i.frame)?,
                by: side(cx, &p, &i.by),
                states: n.states(cx, &p, &i.states),
                clause: clause(cx, &p, &i.section, &i.clause),
            })
        })
        .collect()
}

fn answers(
    cx: &mut Ctx,
    t: &Tables<'_>,
    n: &Names<'_>,
    path: &str,
    x: &raw::Exchange,
) -> Vec<AnswerRule> {
    x.answer
        .iter()
        .filter_map(|a| {
            let p = format!("{path}: answer {}", a.frame);
            let reply = n.frame(cx, &p, &a.reply)?;
            Some(AnswerRule {
                frame: n.frame(cx, &p, &a.frame)?,
                by: side(cx, &p, &a.by),
                states: n.states(cx, &p, &a.states),
                reply,
                reply_when: n.cond(cx, t, &p, reply, a.reply_when.as_ref()),
                clause: clause(cx, &p, &a.section, &a.clause),
            })
        })
        .collect()
}

/// `parity:`: the parity of the keys the handshake initiator opens.
fn parity(cx: &mut Ctx, path: &str, x: &raw::Exchange) -> Option<(bool, Clause)> {
    let path = path.to_string();
    x.parity.as_ref().map(|p| {
        let even = match p.initiator.as_str() {
            "even" => true,
            "odd" => false,
            other => {
                cx.err(&path, format!("`parity.initiator: {other}`: even or odd"));
                true
            }
        };
        (even, clause(cx, &path, &p.section, &p.clause))
    })
}

fn counter(
    cx: &mut Ctx,
    t: &Tables<'_>,
    n: &Names<'_>,
    path: &str,
    c: &raw::Counter,
) -> Option<Counter> {
    let p = format!("{path}: counter {}", c.name);
    let kind = match c.kind.as_deref() {
        None | Some("units") => CounterKind::Units,
        Some("limit") => CounterKind::Limit,
        Some(other) => {
            cx.err(&p, format!("`kind: {other}`: units or limit"));
            CounterKind::Units
        }
    };
    let mut field = |cf: Option<&raw::CounterField>| {
        let cf = cf?;
        let frame = n.frame(cx, &p, &cf.frame)?;
        Some(CounterField {
            frame,
            field: n.field(cx, &p, frame, &cf.field)?,
            by: cf.by.as_deref().map(|b| side(cx, &p, b)),
        })
    };
    let set = field(c.set.as_ref());
    let add = match (kind, c.add.as_ref(), c.raise.as_ref()) {
        (CounterKind::Units, a, None) => field(a),
        (CounterKind::Limit, None, r) => field(r),
        (CounterKind::Units, _, Some(_)) => {
            cx.err(&p, "`raise` is for `kind: limit` (units use `add`)");
            None
        }
        (CounterKind::Limit, Some(_), _) => {
            cx.err(&p, "`add` is for units (a limit is raised: `raise`)");
            None
        }
    };
    if set.is_none() && add.is_none() {
        cx.err(&p, "a counter needs `set`, `add` or `raise`");
    }
    let consume = n.frame(cx, &p, &c.consume)?;
    let reach = match (&c.reach, kind) {
        (Some(r), CounterKind::Limit) => Some((
            n.field(cx, &p, consume, &r.offset)?,
            n.field(cx, &p, consume, &r.length)?,
        )),
        (None, CounterKind::Limit) => {
            cx.err(&p, "a limit needs `reach: { offset, length }`");
            None
        }
        (Some(_), CounterKind::Units) => {
            cx.err(&p, "`reach` is for `kind: limit`");
            None
        }
        (None, CounterKind::Units) => None,
    };
    if c.at_zero.is_some() && kind == CounterKind::Limit {
        cx.err(&p, "`at_zero` is for units");
    }
    Some(Counter {
        name: c.name.clone(),
        kind,
        set,
        add,
        consume,
        consume_by: c.consume_by.as_deref().map(|b| side(cx, &p, b)),
        reach,
        at_zero: c.at_zero.as_deref().map(|s| n.state(cx, &p, s)),
        exceeded: c.exceeded.as_ref().and_then(|e| {
            let reply = n.frame(cx, &p, &e.reply)?;
            Some(Exceeded {
                reply,
                reply_when: n.cond(cx, t, &p, reply, e.reply_when.as_ref()),
                clause: clause(cx, &p, &e.section, &e.clause),
            })
        }),
        clause: clause(cx, &p, &c.section, &c.clause),
    })
}

/// The key must be readable on every frame the machine names.
fn key_on_every_frame(cx: &mut Ctx, path: &str, frames: &[Frame], ex: &Exchange) {
    for id in ex.frames() {
        let Some(f) = frames.get(id.0) else { continue };
        // A reply without the key field is keyed by the request it answers.
        let ok = match &ex.key {
            ExchangeKey::Corr => f.envelope(EnvRole::Corr).is_some(),
            ExchangeKey::Field(name) => {
                f.field_named(name).is_some()
                    || f.answers.iter().any(|r| {
                        frames
                            .get(r.0)
                            .is_some_and(|r| r.field_named(name).is_some())
                    })
            }
        };
        // An `answer`'s reply echoes the asking frame's corr instead.
        let by_corr = |fid: FrameId| {
            frames
                .get(fid.0)
                .is_some_and(|g| g.envelope(EnvRole::Corr).is_some())
        };
        let elsewhere = ex.transitions.iter().any(|t| t.frame == id)
            || ex.ignore.iter().any(|i| i.frame == id)
            || ex.answer.iter().any(|a| a.frame == id)
            || ex.counters.iter().any(|c| c.consume == id)
            || ex.forbid.iter().any(|f| f.frame == id)
            || ex.crossing.iter().any(|c| c.frame == id || c.after == id)
            || ex.values.iter().any(|v| {
                let mut reads = Vec::new();
                v.rel.left.sources(&mut reads);
                v.rel.right.sources(&mut reads);
                v.frame == id || reads.contains(&id)
            })
            || ex.owes.iter().any(|o| o.frame == id);
        let echoes = !elsewhere
            && (ex
                .answer
                .iter()
                .any(|a| a.reply == id && by_corr(a.reply) && by_corr(a.frame))
                || ex.values.iter().any(|v| {
                    v.answer
                        .as_ref()
                        .is_some_and(|e| e.reply == id && by_corr(e.reply) && by_corr(v.frame))
                }));
        if !ok && !echoes {
            cx.err(
                path,
                format!("{} does not carry the key `{}`", f.name, key_name(&ex.key)),
            );
        }
    }
}

fn key_name(k: &ExchangeKey) -> &str {
    match k {
        ExchangeKey::Corr => "corr",
        ExchangeKey::Field(f) => f,
    }
}

/// A transition every one of whose states an `ignore` or `answer` rule for
/// the same frame and sender also names is never taken: the monitor reads
/// those rules first.
fn never_taken(cx: &mut Ctx, path: &str, frames: &[Frame], x: &Exchange) {
    for t in &x.transitions {
        let rules = x
            .ignore
            .iter()
            .filter(|i| i.frame == t.frame && i.by == t.by)
            .map(|i| (&i.states, "ignore"))
            .chain(
                x.answer
                    .iter()
                    .filter(|a| a.frame == t.frame && a.by == t.by)
                    .map(|a| (&a.states, "answer")),
            );
        for (states, what) in rules {
            if !t.from.is_empty() && t.from.iter().all(|s| states.contains(s)) {
                let name = frames.get(t.frame.0).map_or("?", |f| f.name.as_str());
                cx.err(
                    path,
                    format!(
                        "transition {name} from {:?} is never taken: the `{what}` rule for {name} in those states reads it first",
                        t.from.iter().map(|s| x.state(*s)).collect::<Vec<_>>()
                    ),
                );
            }
        }
    }
}
