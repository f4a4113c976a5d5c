//! Value rules: a value of a frame compared with an expression over the
//! same frame or an aggregate (count, max, min, last, first, sum) of values
//! of earlier frames of its instance or of the association — sequence
//! numbers, monotone grants, final offsets, identifiers never reused.

use super::names::clause_req;
use super::{FindingKind, Level, Monitor, Owed, PeerId, Stats};
use ciborium::value::Value as Cbor;
use npamp_schema::{AggFn, Aggregate, Exchange, FrameId, Operand, PeerRel, Scope, Side, ValueRule};
use npamp_testkit::model::{cond_holds, eval};

/// The running aggregate of one source's values from one sender.
#[derive(Debug, Clone, Default)]
pub(crate) struct Acc {
    count: u64,
    max: Option<i128>,
    min: Option<i128>,
    /// (frame index, value).
    first: Option<(usize, i128)>,
    last: Option<(usize, i128)>,
    sum: i128,
}

impl Acc {
    fn add(&mut self, at: usize, v: Option<i128>) {
        self.count += 1;
        let Some(v) = v else { return };
        self.max = Some(self.max.map_or(v, |m| m.max(v)));
        self.min = Some(self.min.map_or(v, |m| m.min(v)));
        if self.first.is_none() {
            self.first = Some((at, v));
        }
        self.last = Some((at, v));
        self.sum = self.sum.saturating_add(v);
    }
    fn merge(&mut self, o: &Acc) {
        self.count += o.count;
        self.max = match (self.max, o.max) {
            (Some(a), Some(b)) => Some(a.max(b)),
            (a, b) => a.or(b),
        };
        self.min = match (self.min, o.min) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        self.first = match (self.first, o.first) {
            (Some(a), Some(b)) => Some(if a.0 <= b.0 { a } else { b }),
            (a, b) => a.or(b),
        };
        self.last = match (self.last, o.last) {
            (Some(a), Some(b)) => Some(if a.0 >= b.0 { a } else { b }),
            (a, b) => a.or(b),
        };
        self.sum = self.sum.saturating_add(o.sum);
    }
    fn value(&self, f: AggFn) -> Option<i128> {
        match f {
            AggFn::Count => Some(i128::from(self.count)),
            AggFn::Max => self.max,
            AggFn::Min => self.min,
            AggFn::First => self.first.map(|x| x.1),
            AggFn::Last => self.last.map(|x| x.1),
            AggFn::Sum => (self.count > 0).then_some(self.sum),
        }
    }
}

/// The senders a source reads, relative to the checked frame's sender.
fn senders(peer: Option<PeerRel>, from: PeerId) -> Vec<PeerId> {
    match peer {
        Some(PeerRel::Same) => vec![from],
        Some(PeerRel::Other) => vec![from.other()],
        None => vec![PeerId::A, PeerId::B],
    }
}

/// The value of an aggregate over `stats` for rule `ri` (undefined over no
/// frame, unless it has a default).
fn aggregate(stats: &Stats, ri: usize, a: &Aggregate, from: PeerId) -> Option<i128> {
    let mut acc = Acc::default();
    for (si, s) in a.sources.iter().enumerate() {
        for p in senders(s.peer, from) {
            if let Some(x) = stats.get(&(ri, si, p)) {
                acc.merge(x);
            }
        }
    }
    if acc.count == 0 {
        return a.default;
    }
    acc.value(a.fun)
}

fn applies(
    r: &ValueRule,
    model: &npamp_schema::Model,
    by: Side,
    fid: FrameId,
    body: &Cbor,
) -> bool {
    r.frame == fid
        && r.by.is_none_or(|b| b == by)
        && r.when
            .as_ref()
            .is_none_or(|c| cond_holds(&model.frame(fid).body, body, c))
}

impl Monitor {
    /// Check the value rules of machine `xi` that `fid` is subject to,
    /// against the aggregates before it (`inst`: the instance's).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn check_values(
        &mut self,
        xi: usize,
        x: &Exchange,
        inst: &Stats,
        from: PeerId,
        by: Side,
        fid: FrameId,
        body: &Cbor,
        key: &[u8],
    ) {
        let model = self.model;
        let fbody = &model.frame(fid).body;
        for (ri, r) in x.values.iter().enumerate() {
            if !applies(r, model, by, fid, body) {
                continue;
            }
            let Some(left) = eval(fbody, body, &r.left) else {
                continue;
            };
            let right = match &r.right {
                Operand::Expr(e) => eval(fbody, body, e),
                Operand::Agg(a) => {
                    let stats = match r.scope {
                        Scope::Instance => inst,
                        Scope::Association => &self.assoc[xi],
                    };
                    aggregate(stats, ri, a, from)
                }
            };
            let Some(right) = right else { continue };
            let id = clause_req(model, &r.clause, &format!("{}.{}", x.name, r.name)).id;
            if r.op.holds(left, right) {
                self.covered.insert(id);
                continue;
            }
            let detail = format!(
                "{} sent {} with {} = {left}, not {} {right} ({})",
                from.as_str(),
                model.frame(fid).name,
                super::names::expr_text(fbody, &r.left),
                r.op.as_str(),
                super::names::operand_text(model, fbody, &r.right)
            );
            self.flag_at(
                id,
                FindingKind::Value,
                Level::of(r.basis),
                Some(from),
                detail,
            );
            if let Some(e) = &r.answer {
                let aid =
                    clause_req(model, &e.clause, &format!("{}.{}.answered", x.name, r.name)).id;
                let owed_key = self.corr_of(fid, body).unwrap_or_else(|| key.to_vec());
                let o = Owed {
                    requirement: aid,
                    frame: e.reply,
                    code: None,
                    cond: e.reply_when.clone(),
                    since: self.index,
                };
                self.owe(from.other(), owed_key, o);
            }
        }
    }

    /// Record `fid` into the aggregates of every value rule that reads it
    /// (`inst`: the instance's; association-scoped rules into the monitor's).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn record_values(
        &mut self,
        xi: usize,
        x: &Exchange,
        inst: &mut Stats,
        from: PeerId,
        by: Side,
        fid: FrameId,
        body: &Cbor,
    ) {
        let model = self.model;
        let fbody = &model.frame(fid).body;
        for (ri, r) in x.values.iter().enumerate() {
            let Operand::Agg(a) = &r.right else { continue };
            for (si, s) in a.sources.iter().enumerate() {
                let reads = s.frame == fid
                    && s.side.is_none_or(|b| b == by)
                    && s.when.as_ref().is_none_or(|c| cond_holds(fbody, body, c));
                if !reads {
                    continue;
                }
                let v = s.value.as_ref().and_then(|e| eval(fbody, body, e));
                if s.value.is_some() && v.is_none() {
                    continue;
                }
                let stats = match r.scope {
                    Scope::Instance => &mut *inst,
                    Scope::Association => &mut self.assoc[xi],
                };
                stats.entry((ri, si, from)).or_default().add(self.index, v);
            }
        }
    }
}

impl Monitor {
    /// What a conformant `from` puts in a frame of type `frame_type` after
    /// what was exchanged so far, as (map key, value) pairs: the fields its
    /// instances bound (`binds`), and for each value rule whose left side is
    /// a plain field, a value that keeps the rule. What the generic endpoint
    /// asks before it sends.
    pub fn fill(&self, from: PeerId, frame_type: u16, body: &Cbor) -> Vec<(u64, Cbor)> {
        let model = self.model;
        let Some(fid) = model
            .frame_by_code(frame_type)
            .and_then(|f| model.frame_id(&f.name))
        else {
            return Vec::new();
        };
        let fbody = &model.frame(fid).body;
        let mut out = Vec::new();
        for (xi, x) in model.exchanges.iter().enumerate() {
            if !x.frames().contains(&fid) {
                continue;
            }
            let Some(key) = super::key_of(model, x, fid, body) else {
                continue;
            };
            let (slot, by) = super::slot_of(&self.instances, xi, x, from, fid, &key);
            let inst = self
                .instances
                .get(&slot)
                .filter(|i| !opens_fresh(x, fid, by, body, i.state, model));
            for (name, v) in inst.iter().flat_map(|i| &i.bound) {
                if let Some(f) = fbody.field_named(name) {
                    out.push((f.key, v.clone()));
                }
            }
            let empty = Stats::new();
            for (ri, r) in x.values.iter().enumerate() {
                let npamp_schema::Expr::Field(lf) = r.left else {
                    continue;
                };
                if !applies(r, model, by, fid, body) {
                    continue;
                }
                let right = match &r.right {
                    Operand::Expr(e) => eval(fbody, body, e),
                    Operand::Agg(a) => {
                        let stats = match r.scope {
                            Scope::Instance => inst.map_or(&empty, |i| &i.stats),
                            Scope::Association => &self.assoc[xi],
                        };
                        aggregate(stats, ri, a, from)
                    }
                };
                let Some(v) = right.map(|r0| npamp_testkit::model::satisfying(r.op, r0)) else {
                    continue;
                };
                let fl = fbody.field(lf);
                let signed = matches!(
                    fl.value.ty,
                    npamp_schema::Type::Int | npamp_schema::Type::Nint
                );
                if let Ok(i) = ciborium::value::Integer::try_from(v) {
                    if v >= 0 || signed {
                        out.push((fl.key, Cbor::Integer(i)));
                    }
                }
            }
        }
        out
    }
}

/// Whether `fid` sent as `by` would open a fresh instance over one in `state`.
fn opens_fresh(
    x: &Exchange,
    fid: FrameId,
    by: Side,
    body: &Cbor,
    state: usize,
    model: &npamp_schema::Model,
) -> bool {
    let idle_like = state == 0 || x.terminal.contains(&state);
    idle_like
        && x.transitions.iter().any(|t| {
            t.frame == fid
                && t.by == by
                && t.from.contains(&0)
                && t.when
                    .as_ref()
                    .is_none_or(|c| cond_holds(&model.frame(fid).body, body, c))
        })
}
