//! Per-instance counters: credit counted in units (never sent at zero) and
//! absolute flow-control limits (never reached past).

use super::names::clause_req;
use super::{FindingKind, Inst, Monitor, PeerId};
use ciborium::value::Value as Cbor;
use npamp_schema::{Counter, CounterField, CounterKind, Exchange, FieldId, FrameId, Model, Side};
use npamp_testkit::model::{int_of, value_of};

impl Monitor {
    /// Counter `c` of `inst` on a frame sent by `from` acting as `by`;
    /// whether the frame exceeded it.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn count(
        &mut self,
        x: &Exchange,
        ci: usize,
        c: &Counter,
        inst: &mut Inst,
        by: Side,
        from: PeerId,
        fid: FrameId,
        body: &Cbor,
    ) -> bool {
        let model = self.model;
        let cid = clause_req(model, &c.clause, &format!("{}.{}", x.name, c.name)).id;
        let Some(slot) = inst.counters.get_mut(ci) else {
            return false;
        };
        let t = tally(model, c, slot, &mut inst.state, by, fid, body, false);
        let limit = *slot;
        if t.moved {
            self.covered.insert(cid.clone());
        }
        match t.consumed {
            None => false,
            Some(false) => {
                self.covered.insert(cid);
                false
            }
            Some(true) => {
                let name = &model.frame(fid).name;
                let detail = match t.reach {
                    None => format!("{} sent {name} with no {} left", from.as_str(), c.name),
                    Some(reach) => format!(
                        "{} sent {name} reaching offset {reach} past the {} limit {limit}",
                        from.as_str(),
                        c.name
                    ),
                };
                self.flag(cid, FindingKind::Counter, Some(from), detail);
                true
            }
        }
    }
}

/// What one frame did to one counter.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Tally {
    /// The frame set the counter or raised it.
    pub(crate) moved: bool,
    /// The frame consumed the counter: past it (`Some(true)`: no credit
    /// left, or beyond the limit) or within it. `None`: not a consuming
    /// frame, or a limit without a reach.
    pub(crate) consumed: Option<bool>,
    /// For a limit with a reach: the offset the frame reaches.
    pub(crate) reach: Option<u64>,
}

/// Counter `c`'s arithmetic on frame `fid` sent as `by`: `value` set,
/// raised, or consumed (a unit credit counted down, `state` moved to
/// `at_zero` when it runs out; a limit's reach compared) — what the monitor
/// checks and the generic endpoint tracks its own view with. `raise_adds`:
/// a limit's raise added rather than kept as the largest (a planted bug of
/// the endpoint; the monitor never).
#[allow(clippy::too_many_arguments)]
pub(crate) fn tally(
    model: &Model,
    c: &Counter,
    value: &mut u64,
    state: &mut usize,
    by: Side,
    fid: FrameId,
    body: &Cbor,
    raise_adds: bool,
) -> Tally {
    let fbody = &model.frame(fid).body;
    let uint = |field: FieldId| -> Option<u64> {
        value_of(body, fbody.field(field).key)
            .and_then(int_of)
            .and_then(|v| u64::try_from(v).ok())
    };
    let read = |cf: Option<CounterField>| -> Option<u64> {
        let cf = cf?;
        if cf.frame != fid || cf.by.is_some_and(|b| b != by) {
            return None;
        }
        uint(cf.field)
    };
    let mut t = Tally::default();
    if let Some(v) = read(c.set) {
        *value = v;
        t.moved = true;
    }
    if let Some(v) = read(c.add) {
        *value = match c.kind {
            CounterKind::Units => value.saturating_add(v),
            CounterKind::Limit if raise_adds => value.saturating_add(v),
            CounterKind::Limit => (*value).max(v),
        };
        t.moved = true;
    }
    if c.consume != fid || c.consume_by.is_some_and(|b| b != by) {
        return t;
    }
    match (c.kind, c.reach) {
        (CounterKind::Units, _) if *value == 0 => t.consumed = Some(true),
        (CounterKind::Units, _) => {
            *value -= 1;
            if *value == 0 {
                if let Some(z) = c.at_zero {
                    *state = z;
                }
            }
            t.consumed = Some(false);
        }
        (CounterKind::Limit, Some((off, len))) => {
            let offset = uint(off).unwrap_or(0);
            let n = match value_of(body, fbody.field(len).key) {
                Some(Cbor::Bytes(b)) => b.len() as u64,
                Some(Cbor::Text(t)) => t.len() as u64,
                _ => 0,
            };
            let reach = offset.saturating_add(n);
            t.reach = Some(reach);
            t.consumed = Some(reach > *value);
        }
        (CounterKind::Limit, None) => {}
    }
    t
}
