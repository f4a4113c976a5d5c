//! Per-instance counters: credit counted in units (never sent at zero) and
//! absolute flow-control limits (never reached past).

use super::names::clause_req;
use super::{FindingKind, Inst, Monitor, PeerId};
use ciborium::value::Value as Cbor;
use npamp_schema::{CounterField, CounterKind, Exchange, FrameId, Side};
use npamp_testkit::model::{int_of, value_of};

impl Monitor {
    /// Counter `c` of `inst` on a frame sent by `from` acting as `by`;
    /// whether the frame exceeded it.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn count(
        &mut self,
        x: &Exchange,
        ci: usize,
        c: &npamp_schema::Counter,
        inst: &mut Inst,
        by: Side,
        from: PeerId,
        fid: FrameId,
        body: &Cbor,
    ) -> bool {
        let model = self.model;
        let cid = clause_req(model, &c.clause, &format!("{}.{}", x.name, c.name)).id;
        let uint = |field: npamp_schema::FieldId| -> Option<u64> {
            let k = model.frame(fid).body.field(field).key;
            value_of(body, k)
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
        let Some(slot) = inst.counters.get_mut(ci) else {
            return false;
        };
        if let Some(v) = read(c.set) {
            *slot = v;
            self.covered.insert(cid.clone());
        }
        if let Some(v) = read(c.add) {
            *slot = match c.kind {
                CounterKind::Units => slot.saturating_add(v),
                CounterKind::Limit => (*slot).max(v),
            };
            self.covered.insert(cid.clone());
        }
        if c.consume != fid || c.consume_by.is_some_and(|b| b != by) {
            return false;
        }
        let name = model.frame(fid).name.clone();
        match (c.kind, c.reach) {
            (CounterKind::Units, _) => {
                if *slot == 0 {
                    self.flag(
                        cid,
                        FindingKind::Counter,
                        Some(from),
                        format!("{} sent {name} with no {} left", from.as_str(), c.name),
                    );
                    return true;
                } else {
                    *slot -= 1;
                    self.covered.insert(cid);
                    if *slot == 0 {
                        if let Some(z) = c.at_zero {
                            inst.state = z;
                        }
                    }
                }
            }
            (CounterKind::Limit, Some((off, len))) => {
                let offset = uint(off).unwrap_or(0);
                let k = model.frame(fid).body.field(len).key;
                let n = match value_of(body, k) {
                    Some(Cbor::Bytes(b)) => b.len() as u64,
                    Some(Cbor::Text(t)) => t.len() as u64,
                    _ => 0,
                };
                let reach = offset.saturating_add(n);
                if reach > *slot {
                    self.flag(
                        cid,
                        FindingKind::Counter,
                        Some(from),
                        format!(
                            "{} sent {name} reaching offset {reach} past the {} limit {}",
                            from.as_str(),
                            c.name,
                            *slot
                        ),
                    );
                    return true;
                }
                self.covered.insert(cid);
            }
            (CounterKind::Limit, None) => {}
        }
        false
    }
}
